import type { EvalNote } from './types';

/**
 * Spanish notes of the hundredfifth round, written blind: writers aged about 14 to 85 from Spain, Mexico,
 * Argentina, Colombia, Chile, Peru, Venezuela and the Spanish-speaking US (students, nurses, migrants with
 * and without papers, postpartum mothers, widowers, a Malvinas veteran, a Colombian ex-soldier, an LGBT teen,
 * people in debt or chronic pain, addicts in recovery, refugees). 40 crisis notes, mostly indirect and never
 * using the textbook words: 10 euphemism (invented metaphors of leaving and ending), 10 selfHarm (current,
 * hidden, counted, slang), 5 passive and 5 hopelessness, and 10 spread over intent, method, plan, farewell,
 * burden, dose and relapse. 40 quiet notes written as twins of the crisis ones in topic and tone, spread over
 * figurative (6), othersDeath (6), fiction (6), medical (6), past (6), everyday (5) and negation (5). Styles
 * mix careful long entries (with the crisis sometimes in one sentence of an ordinary day), one-liners,
 * lists, letters, a screening form, an owned song line, dark humour, voseo, chilenismos, Mexican and
 * Colombian slang, Spanglish, emoji, lower case, missing accents and typos.
 *
 * First run, on 081ef8e (the 104th round's rules, before any rule for this round), before any
 * change made for it: recall 37/40, false alarms 5/40 (on 36c61e7, the session's start: recall
 * 38/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (10) ----------
  {
    text: 'Hoy he dejado pagada la luz y el agua de todo el año. Así nadie tendrá que preocuparse cuando yo coja el último tren. El billete ya lo tengo, aunque nadie lo vea.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya mero me bajo del camion. no de este, del grande. nomas quiero que sea prontito neta',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Che, creo que ya me toca apagar la tele e irme a dormir del todo. Sin despertador, sin nada. Esta semana, capaz el jueves.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mami si algun dia lees esto, ya me fui a donde no hace frio. No fue culpa de nadie. Aca en Santiago ya no aguanto, prontico me voy pa la casa grande con la abuela Rosa.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'guardé la partida por ultima vez jaja 🎮 esta vez el game over es de verdad, sin continuar. ya lo tengo pensado',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'voy a cerrar el boliche po. no el negocio, el otro. el mio. ya esta decidido y me siento raro de tranquilo',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Lunes. Turno de mañana en la residencia, la señora Pilar otra vez sin querer comer, le di el yogur a cucharaditas.\nAl salir pasé por el Mercadona: lentejas, detergente, pan.\nLlamé a mi hermana a Lima, que el sobrino ya camina.\nVi dos capítulos de la serie.\nEl domingo le pongo punto final a mi propia novela, la de verdad, la mía, que ya se me hizo demasiado larga; lo he decidido y estoy tranquila.\nMañana otra vez turno de mañana.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya no voy a ser un problem for anyone por mucho tiempo. just a few more days y ya. les dejo el cuarto libre y sin deudas',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le pedí a Diosito que me recoja y como no me hace caso voy a ir yo solita a tocarle la puerta. Ya falta poquito, ya me peiné y todo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Cuarenta y pico de años que volví de las islas y recién ahora voy a terminar de volver. Esta vez me quedo allá con los pibes que no volvieron. Ya arreglé todo con el escribano.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: selfHarm (10) ----------
  {
    text: 'hoy 4. ayer 3. voy subiendo y no se parar. las mangas largas en junio cantan pero nadie pregunta',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me volvi a rayar el brazo en el baño de la prepa. ya traigo como 20 rayitas, las cuento en la noche como dias de carcel',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé de nuevo con el encendedor, en el muslo, donde no ve nadie. Me lo merecía por gorda. Hoy tampoco como.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Los niños dormidos y yo otra vez en el baño con la cuchilla de afeitar. No es para irme, es para sentir algo que no sea esto. Tres en el tobillo esta noche.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'mi papa me dijo maricon otra vez y me di contra la pared hasta que me sangro la frente. a la profe le dije que me cai jugando. lo voy a volver a hacer, lo se',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Cada vez que la cago en el curro me clavo las uñas en la palma hasta que sangra. Hoy fueron tantas que me he tenido que vendar la mano. En la oficina nadie se ha enterado.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'relapsed con el sh otra vez 😶 day 0 again. en school dije que fue el gato lol. nobody checks',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy tocó 🩹🩹🩹🩹🩹 + otro en el tobillo. ya no me caben en la pierna jaja',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'He vuelto a darme puñetazos en la cabeza hasta marearme. Es lo único que calla el ruido. Lo hago cuando Marisa se va a trabajar, para que no lo vea.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Cosas que hice hoy:\n- ir a clase\n- sonreír en la foto del grupo\n- no comer nada por segundo día (castigo por el 4 en mate)\n- abrir la cajita de las hojitas otra vez\nMañana lo mismo.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: passive (5) ----------
  {
    text: 'Cada noche rezo para no despertarme. Y cada mañana me enfado con Dios porque abro los ojos otra vez. Ochenta y tres años y ni eso me concede.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me pase algo en el camino al jale, un accidente, lo que sea, asi ya no tengo que decidir nada. quisiera nomas dejar de existir y ya',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Si mañana me pisa un bondi no me molestaría, eh. Lo digo en serio, no es joda. Hace una semana que cruzo Rivadavia sin mirar 🙃',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La psicóloga me dio el cuestionario. "¿Ha pensado que estaría mejor muerto o en hacerse daño?" Marqué "casi todos los días". Después lo borré y puse "varios días". La verdad es la primera.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Mi mamá me preguntó si estaba bien con la bebé. Le dije que sí. No estoy bien. Cuando la niña llora solo pienso en desaparecer, no irme de viaje, desaparecer, que no quede nada de mí. Hoy otra vez todo el día así.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (5) ----------
  {
    text: 'Tres años aquí en Cúcuta, sin papeles, sin trabajo fijo, y allá en Maracaibo ya no queda nada. No hay pa dónde coger. Ya no le veo sentido a seguir empujando esto ni un día más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Debo 43.000 euros. Ha llegado la carta del banco. No hay salida, ni ahora ni en diez años. Estoy harto de fingir que hay un mañana para mí y no pienso seguir fingiéndolo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Doce años con este dolor en la espalda. Nada funciona, ni la morfina, ni las infiltraciones. No va a mejorar nunca y ya no quiero seguir aguantando po. Se me acabaron las ganas de todo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"hoy no me puedo levantar", cantaba mi vieja planchando. yo no es que no pueda, es que no veo para que. nada va a cambiar y no quiero quedarme aca para comprobarlo',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'mi vieja se murio hace un año, los hijos no llaman ni en mi santo. todos los dias iguales. ya no tengo nada que esperar y la verdad no quiero seguir esperando nada',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: other classes (10) ----------
  {
    text: 'Ya está. Lo decidí. Esta noche, cuando se duerman, y no hay vuelta atrás. No lo escribo entero porque me da vergüenza hasta acá.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'He subido a la azotea del edificio de mi tía con la excusa de tender. He contado los pisos: once. He mirado abajo un buen rato. Ya sé que es suficiente.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'el puente de la autopista me queda de camino a la facu. hoy me baje del colectivo y estuve como una hora mirando pasar los autos desde arriba. la proxima no me vuelvo a subir al colectivo',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Marqué el 14 en el calendario con un círculo rojo. Es el cumple de mi papá, que ya no está. Ese día me voy con él. Tengo todo listo, nomás faltan nueve días.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ensayo cada noche: cierro la puerta, apago el celu, me quedo quieta y pienso como va a ser. el viernes despues de la prueba es el dia, nadie va a estar en la casa hasta el domingo',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Le he dejado a Lucía todas las contraseñas del banco y del móvil en un sobre, "por si acaso". El perro se lo queda mi hermano, ya se lo he dicho. Mañana le doy el reloj del abuelo a Dani y me quedo en paz.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Querida Vale:\ncuando leas esto no te pongas triste.\nTe dejo mi guitarra y mis cuadernos, los de dibujo también.\nGracias por ser la única que me escuchó en este año tan feo.\nCuídame a Canela, que come dos veces al día.\nNo vas a poder devolverme nada, y está bien así.\nTe quiero siempre. Ya me despido, parcera.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme. Mi yerno ya ni me mira. Sin mí en medio les iría mucho mejor a todos, y eso lo voy a arreglar yo, que para algo soy el padre.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'conte las pastillas del abuelo otra vez. las fui guardando en un frasquito de vitaminas para que no se note. con eso y la botella de tequila que sobro del cumple ya estuvo. el sabado no hay nadie',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Dos años bien, con el alta de la psiquiatra y todo. Y hoy en el andén del metro volvió la voz: "un paso, solo un paso". Me tuve que ir a sentar lejos de la vía. Ha vuelto. Ha vuelto y no sé si puedo otra vez.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: 'este parcial me esta matando literal 💀 tres noches sin dormir, si repruebo me muero de la verguenza',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta de cansancio. Turno doble en el bar y encima la jefa con sus cosas. Me tiro en el sofá y no me levanta ni Dios hasta mañana.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Boca me va a matar un día de estos. Tengo el corazón en la boca cada domingo. Si descendemos me muero, te juro que me muero.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me dio una pena mortal con la vecina, le rayé el carro dando reversa. Quería que me tragara la tierra. Mañana le llevo un pastel y le pago el arreglo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene hasta la coronilla, estoy reventao, me dan ganas de tirar todo por la ventana e irme a criar ovejas a chiloe',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'este finde me desaparezco del mapa 👋 sin cel, sin redes, a la sierra con los compas. necesito desconectarme de todo y volver nuevo el lunes',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'Hoy enterramos a mi primo, lo mataron en Tumaco. Tenía 19. Mi tía gritaba que se la llevaran a ella también. No sé cómo se sigue después de esto, pero hay que seguir, por ella.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hemos dormido a Toby esta mañana. Catorce años. El veterinario fue muy cariñoso. La casa está vacía sin el ruido de sus uñas en el parquet.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumple un año de que el Tano se quitó la vida. Fuimos al río a tirar flores. Todavía me pregunto si pude hacer algo. El domingo voy a llamar a su vieja.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias otra vez: una troca con migrantes muertos en Texas. Pudo ser mi hermano. Le marqué temblando y está bien, gracias a Dios.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace cinco años que se fue mi Antonio. Le he llevado claveles. Le he dicho que no tenga prisa en esperarme, que todavía me quedan nietos que ver crecer.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Me escribió Olena desde Járkov: su marido murió en el frente. Yo estoy en Valencia, a salvo, y me siento culpable de estar a salvo. Mañana le mando dinero y la llamo.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (6) ----------
  {
    text: 'Terminé "Cien años de soledad" otra vez. Amaranta tejiendo su propia mortaja y sabiendo el día en que se va a morir me deja helada siempre. Qué libro.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 7 de mi novela: Julián sube a la azotea con la carta en el bolsillo y se despide de la ciudad. No sé si salvarlo o no. El jueves lo llevo al taller de escritura a ver qué dicen.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en el río del pueblo y que mi abuela me sacaba del pelo. Me desperté sudando. Fue solo un sueño, pero qué real se sintió.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'perdi la run en hades justo en el jefe final 😭 me mato 3 veces seguidas. mañana otra vez',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Todo el día con "Adiós" de Cerati en loop. "Poder decir adiós es crecer". Se la mandé a Marti, ya estamos bien las dos después de cortar.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en filosofía por el debate de la eutanasia. Me tocó defender a Ramón Sampedro. Muy duro, pero salió un buen debate.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Turno de noche en urgencias: llegó una niña de 16 con sobredosis de paracetamol. Se salvó. Me quedé con ella hasta que llegó la mamá. Llegué a la casa y abracé a mi hija un buen rato.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nueva pauta del psiquiatra: sertralina por la mañana y media pastilla de la de dormir. Me ha dicho que las primeras semanas puedo estar más nerviosa. Apuntado en el móvil.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Ya me pongo la insulina yo solito antes de la cena. El doctor dice que voy bien, que el azúcar bajó. Mi nieta me hizo una tablita para apuntar.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy tuve que eutanasiar a un ovejero viejito. La familia lloraba. Este laburo a veces me parte, pero también es darles paz.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cuarta sesión de quimio. Se me está cayendo el pelo a mechones. Me rapé con mi hijo y nos reímos mucho. Quedan dos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'en la pharmacy hoy una señora recogio como 6 bottles de pills, todas con receta, para su esposo con cancer. me dio ternura como las organizaba por colores en su bolsa',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'Hoy hace tres años de mi intento. Hoy corrí 5 km en el Retiro y llamé a mi madre para decirle que la quiero. Sigo aquí y quiero seguir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ya son 500 dias sin cortarme!! las cicatrices estan blanquitas. me compre una pulsera para celebrar, no para taparlas',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después de la mina perdí la pierna y durante un año solo pensaba en no despertar. Eso quedó atrás. Hoy bailé en el matrimonio de mi hermana con la prótesis.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hubo una época en que me mataba de hambre como castigo. Hoy me comí una pizza entera con las chicas y no sentí culpa. Terapia, te amo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los 30, después de la quiebra, escribí una carta de despedida que nunca mandé. La encontré hoy ordenando el altillo. La rompí riéndome. Tengo 72 y lo que vino después valió la pena.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'dos años sin meterme nada. antes me tomaba lo que fuera para no sentir, a veces buscando no despertar. hoy me dieron mi llavero en NA y llore como cabro chico',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (5) ----------
  {
    text: 'Hoy compré cuerda nueva para el tendedero, pastillas para el lavavajillas y un cuchillo jamonero para Navidad. Lista hecha.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'cruzamos el puente de Brooklyn caminando con los niños, hacia un frio de pelarse. ultimo dia de vacaciones. mañana de vuelta a la chamba',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí al techo a arreglar la antena y tapar la gotera. Mi mamá abajo gritando que me iba a caer. No me caí. Ya hay señal.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy me despedí de los compañeros, último día en la fábrica después de 31 años. Me jubilo. Me regalaron un reloj y una carta firmada por todos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé la bici, la ropa de invierno y los libros de la facu. Me mudo a Madrid el lunes con una beca!! Última noche en Rosario 🥹',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: 'No quiero morirme, que quede claro. Quiero que se acabe la violencia en la vereda y poder volver a mi finca. Eso es todo lo que pido.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si había pensado en hacerme daño. Le dije que no, y es verdad. Estoy agotada, no desesperada. Hay diferencia.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy pensando en nada raro eh, solo estoy cansadisimo del laburo y de mi viejo. mañana juego al fulbo con los pibes y se me pasa',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿Que si me quiero ir de este mundo? No. Me quiero ir de esta ciudad, que es distinto. Ya estoy viendo chambas en Monterrey.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija leyó mi diario y se asustó por lo de "ya no puedo más". Le expliqué: no puedo más con el jefe, no con la vida. Conversamos toda la tarde. Qué bueno fue.',
    crisis: false,
    guard: 'negation',
  },
];
