import type { EvalNote } from './types';

/**
 * Spanish notes of the hundredeighth round, written blind: the writers are people of every age from Spain,
 * Mexico, Argentina, Colombia, Chile, Venezuela and the US Latino community (students, factory and farm
 * workers, nurses, migrants and refugees, a veteran, postpartum and single mothers, carers, chronic-pain
 * patients, people in recovery, a queer teen, widows and lonely old people). 40 crisis notes, four for each
 * class (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose; relapse 0),
 * mostly indirect: invented metaphors, acts told without the intent named (pills hoarded, a date circled, a roof
 * counted, things given away, audios recorded), several hidden in one sentence of a long ordinary entry about
 * work, children, money, war news or the body. 40 quiet notes spread over the guards (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 6, everyday 5, negation 5) on the same topics and moods. Styles on both sides: long
 * careful entries, one-liners, letters, lists, a questionnaire answered, and about one in five careless (no
 * capitals or accents, typos, voseo, Mexican and Rioplatense slang, Spanglish, emoji).
 *
 * First run, on c2a9876 (the 107th round's rules), before any change made for it: recall 37/40,
 * false alarms 1/40 (on ebd8371, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ───────────── CRISIS: intent ─────────────
  {
    text: `Martes. Me volvieron a cambiar el turno en la maquiladora, ahora entro a las seis y la Vane se queda sola con el niño hasta que llega mi comadre.
El supervisor me gritó enfrente de todas por una caja mal etiquetada.
Anoche me lo dije en voz alta frente al espejo del baño: ya no voy a seguir. No es cansancio, es una decisión, y esta vez la voy a cumplir.
Comí un taco en la parada del camión. Llovió. Mañana hay junta de padres en la escuela.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya fue. esta noche me bajo de todo esto yo solo, no le aviso a nadie. no aguanto mas 🖤',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi hermana me preguntó por teléfono si estaba bien. Le dije que sí, que solo estaba resfriado. Mentira. Lo que quiero es terminar conmigo mismo y esta vez no me voy a echar atrás.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy cerré el taller a las dos porque no entró ni un cliente. El banco ha vuelto a llamar; Montse no sabe nada de la segunda hipoteca.
He hecho cuentas en la servilleta del bar: no llego a fin de mes. Y ya he decidido que yo tampoco voy a llegar, y no lo digo por el dinero.
Por la tarde llevé a la pequeña a natación. Nadó sin manguitos por primera vez.`,
    crisis: true,
    class: 'intent',
  },

  // ───────────── CRISIS: passive ─────────────
  {
    text: 'Cada noche, después del rosario, le pido a la Virgen que me lleve dormida. Que no me deje abrir los ojos otra mañana en esta casa tan vacía. Ya son ochenta y tres años, ya fue bastante.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala un bus me llevara por delante camino a la u y ya, no tener que volver nunca a esa casa ni a ningun lado',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Today fue un día largo en la obra, estuvimos poniendo shingles en un roof en Plano con 100 grados.
El foreman nos pagó cash pero menos de lo que dijo. Mandé 200 a mi mamá en Honduras.
Allá arriba a veces pienso que si me resbalo no sería tan malo, nomás dejar de existir y ya no sentir nada. Me da miedo que no me dé miedo.
Cené sopa maruchan con el Chepe. Mañana otra vez a las 5.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'El monitor del bebé tiene una lucecita verde que se apaga sola cuando hay silencio. Llevo toda la noche mirándola y deseando apagarme igual, sin ruido, y que nadie tenga que despertarse por mí.',
    crisis: true,
    class: 'passive',
  },

  // ───────────── CRISIS: euphemism ─────────────
  {
    text: 'El abuelo se murió en marzo y me dejó su mate y su bombilla. Lo cebé hoy a la mañana y le dije que lo espere calentito, que pronto me voy a tomar uno con él, allá donde está. Cada día lo siento más cerca.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Siento que me queda poca función. Que alguien apague las luces del teatro cuando me baje del escenario, que yo ya no pienso volver a salir a saludar.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya me voy a dar de baja de este mundo wey, nomas que pase el cumple de mi jefa pa no arruinarle el pastel',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Santiago, domingo. Cuatro años acá y todavía me dicen "el veneco" en la feria.
Hoy vendí arepas hasta las tres, me sobraron como veinte. Hablé con mi papá por videollamada, se cortó dos veces.
Me quedé mirando la maleta vieja arriba del closet, la que traje de Maracaibo. Creo que ya es hora del último viaje, el que no necesita maleta ni pasaporte.
Le di las arepas que sobraron a la señora del tercero.`,
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── CRISIS: method ─────────────
  {
    text: 'Hoy después del examen subí a la azotea de la facultad. Conté los pisos: siete. Me quedé un rato asomada a la barandilla, mirando el patio y calculando si sería suficiente. Bajé solo porque sonó el móvil.',
    crisis: true,
    class: 'method',
  },
  {
    text: `Se secó otra vez la parcela de abajo. El de la financiera vino en camioneta a preguntar por el pago.
Mi vieja hizo frijoles y no comí. El veneno para la plaga está en el cobertizo; hoy lo cambié de lugar, lo puse donde nadie lo agarre más que yo, para cuando me decida.
En la noche vi el partido con los chamacos.`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque en el celu cuanto aguanta uno en el rio helado en julio. no es por curiosidad',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Nadie en el batallón se acordó de pedirme el revólver viejo cuando me dieron de baja. Hoy lo limpié despacio, como nos enseñaron, y lo guardé en el cajón de la mesita, al lado de la cama. Ahora sé dónde está la puerta cuando la quiera abrir.',
    crisis: true,
    class: 'method',
  },

  // ───────────── CRISIS: plan ─────────────
  {
    text: 'Marqué el 14 en el calendario de la cocina con un circulito rojo. Mamá cree que es la cita del dentista. No lo es. Ese día se acaba todo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Hoy en el insti Hugo volvió a llamarme maricón delante de toda la clase y la de Lengua hizo como que no oía.
En casa, papá con el fútbol, mamá con sus series. Nadie pregunta.
El viernes se van al pueblo hasta el domingo y yo me quedo "a estudiar". Ya lo tengo todo en la mochila debajo de la cama. El viernes es el día y no va a haber vuelta atrás.
He cenado pizza fría. Mañana hay examen de mates.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Pendientes antes del domingo:
- devolver los libros a la biblioteca
- darme de baja del gimnasio
- dejar el piso limpio y la nevera vacía
- escribirle a mamá
- lo otro, el domingo de madrugada`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya fui dos noches al puente a ver a q hora pasa menos gente. a las 4 no hay nadie, ni los remises. el jueves voy y no vuelvo',
    crisis: true,
    class: 'plan',
  },

  // ───────────── CRISIS: farewell ─────────────
  {
    text: `Querida Lucía:
cuando leas esto no te enojes conmigo, por favor. El Mishi come dos veces al día, la latita a la noche. La clave del banco y la del celular están en el sobre azul de la cómoda.
Las plantas del balcón se riegan martes y viernes. Quedate con mis libros.
Gracias por todos estos años. Vos no tuviste la culpa de nada. No me busques.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé a Adrián el reloj de mi padre y a Marisa las acuarelas que me sobraban. Al portero le di la bicicleta. Ya está todo repartido; me quedo tranquilo sabiendo que cada cosa tiene dueño para cuando yo no esté, que va a ser pronto.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regale mi switch a mi primo y mis tenis a edgar. les dije q ya no los uso. bueno ya no los voy a usar nunca 🙃 chao a todos',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Turno de doce horas en la clínica, dos ingresos y una señora que se me quejó toda la noche.
Los niños dormían cuando llegué. Les dejé el almuerzo hecho para mañana.
Grabé un audio para cada uno, para Sebas y para Valentina, con lo que quiero que sepan cuando sean grandes y yo ya no esté. Lo dejé programado para que les llegue el domingo.
Me duelen los pies. Me bañé y me puse la piyama limpia.`,
    crisis: true,
    class: 'farewell',
  },

  // ───────────── CRISIS: burden ─────────────
  {
    text: 'Mi mamá gasta la mitad de su pensión en mis remedios. Sin mí le alcanzaría para vivir tranquila. Lo justo sería que yo me fuera de una vez y la liberara.',
    crisis: true,
    class: 'burden',
  },
  {
    text: `La fibromialgia hoy a tope: no he podido ni peinarme. Javi me ha hecho la coleta antes de irse al trabajo.
Lleva tres años sin vacaciones por mi culpa, ya no queda con sus amigos, duerme mal.
Él aún es joven. Se merece una vida sin una mujer rota atada al cuello, y eso solo tiene un arreglo, el mío, el definitivo.
Por la tarde ha venido mi madre con croquetas.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'todos estarian mejor sin mi la neta. menos gastos menos gritos menos todo. yo soy el problema y el problema se puede quitar',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Con el seguro de vida de la compañía mis hijos en Tegucigalpa tendrían para el colegio hasta la universidad. Hice la cuenta otra vez en el break. Valgo más muerto que vivo, y cada día me parece más buena idea cobrarlo.',
    crisis: true,
    class: 'burden',
  },

  // ───────────── CRISIS: selfHarm ─────────────
  {
    text: 'Hoy otra vez desmonté el sacapuntas en el baño. Ya tengo el antebrazo lleno de rayitas y mañana quiero más. Las mangas largas en junio empiezan a llamar la atención.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme con el encendedor en el muslo para sentir algo distinto q esto. 3 veces. no duele tanto como lo otro y ahora quiero hacerlo de nuevo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy solo agua y café. Me lo merezco por lo que comí el domingo en casa de la abuela. Si mañana la báscula no marca un kilo menos, tampoco ceno, y me doy con el cinturón como la otra vez.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Entregué el TP de Estadística a último momento. En el colectivo me quedé dormida y me pasé tres paradas.
A la noche llamó Mati para decirme que ya está, que conoció a alguien.
Cuando cortó me di la cabeza contra la pared del cuarto hasta que la vecina golpeó. Tengo un chichón enorme y ganas de seguir pegándome.
Después me hice un té y miré dos capítulos de una serie.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── CRISIS: hopelessness ─────────────
  {
    text: 'Dos años esperando la cita de asilo. Hoy en la oficina me dijeron "vuelva en seis meses". Ya no espero nada: ni papeles, ni trabajo, ni a mi marido, que sigue allá en el frente. No quiero seguir haciendo fila para una vida que no va a llegar nunca.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué seguir si mañana va a ser igual que hoy y pasado igual que mañana? No encuentro una sola razón y me cansé de buscarla. Quiero que se termine.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Tercer año sin lluvia en Petorca. El pozo ya no da, las paltas se secaron enteras.
El camión aljibe vino tarde y la Rosa peleó con el chofer.
No hay salida, ni con lluvia ni sin ella, ni para mí ni para el campo. No quiero estar acá para ver cómo se pierde lo poco que queda; para mí ya se terminó.
Fui a buscar a los nietos a la escuela y les compré un helado.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"Y no hay mañana que me espere", canta alguien en la radio del bus. Así mismo. Tal cual. Ni trabajo, ni ella, ni ganas. No veo un mañana donde yo quiera estar, y ya no quiero seguir esperándolo.',
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── CRISIS: dose ─────────────
  {
    text: 'Llevo tres meses guardando las pastillas de dormir en un frasco de vitaminas vacío, en vez de tomármelas. Ya son bastantes. Hoy las conté otra vez. No las voy a tirar; son mi salida para cuando no pueda más.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome todo lo q quedaba del ron y las pastillas del dolor de mi abuela, todas juntas, a ver si asi duermo de verdad esta vez y no me despierto',
    crisis: true,
    class: 'dose',
  },
  {
    text: `La niña no ha parado de llorar desde las seis. Mi suegra dice que es que le doy mal el pecho.
Álex llegó a las once y se fue directo a dormir.
Esta noche me tomé el doble de lo que me mandó la doctora, y a la media hora otra vez el doble. Quería que se callara todo, todo, y no me importa si no vuelvo.
La niña por fin se ha dormido en la hamaca.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: 'En la consulta la psiquiatra me dio el cuestionario. Pregunta 7: "¿Ha guardado o acumulado medicación?" Marqué NO. Tengo cuatro cajas escondidas en la maleta del altillo, y las estoy guardando para una noche concreta.',
    crisis: true,
    class: 'dose',
  },

  // ───────────── QUIET: figurative ─────────────
  {
    text: 'Este parcial de Termodinámica me está matando. Si repruebo otra vez me muero de la vergüenza con mi papá, juro.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta de cansancio jajaja dormi 3 hs y me tuve que bancar al jefe todo el dia 💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Domingo. Vino mi suegra a comer y casi me muero cuando dijo que se queda hasta el otro domingo.
Los niños se pelearon por la tablet, el perro se comió una zapatilla y la lavadora hizo un ruido de avión.
Manolo dice que me va a matar si vuelvo a quemar el arroz. Yo me moría de risa.
Al final fue un buen día, agotador pero bueno.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me tiré de cabeza al proyecto nuevo sin flotador y sin saber nadar. Ya veremos si me ahogo o aprendo. Por ahora, brazadas torpes y mucho café.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Tengo unas ganas de desaparecer... de la oficina, digo. Una semana en una playa de Oaxaca sin celular, sin jefe y sin correos. Ya estoy viendo vuelos.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Se me cayó el mundo encima cuando vi la factura de la luz. Que me trague la tierra, o mejor que se trague a la compañía eléctrica entera.',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── QUIET: othersDeath ─────────────
  {
    text: 'Hoy enterramos a don Tito, el vecino de la esquina que me enseñó a andar en bici. Noventa y un años. Su nieta leyó una carta y todos lloramos. Después comimos empanadas en su patio, como a él le gustaba.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Anoche me escribió la mamá de Andriy desde Járkov: murió en el frente, cerca de Pokrovsk. Tenía 23 años.
Estudiamos juntos el intercambio en Salamanca; me enseñó a decir "gracias" en ucraniano y yo a él a pedir cañas.
Hoy en el trabajo no podía concentrarme. Encendí una vela en la ventana.
Le mandé a su madre una foto de los dos en la Plaza Mayor.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Llevamos a la Negrita al veterinario para dormirla. Catorce años. Le sostuve la patita hasta el final y le dije que era la mejor perra del mundo. La casa está rarísima sin sus uñas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En el telediario dijeron que un chaval se tiró del viaducto. No lo conocía, pero me quedé pensando en su madre toda la tarde. Llamé a la mía solo para escucharla hablar de las tomateras.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace un año que se fue Ernesto. Fui al cementerio, le llevé claveles rojos y le conté que la nieta ya camina. Me senté un rato en el banco. Lo extraño cada día, pero me volví a casa con ganas de hacer su tortilla de papas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'se murio el abuelo de mi novia y ella no para de llorar, no se q decirle, me siento un inutil. le lleve chocolates y me quede abrazandola',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── QUIET: fiction ─────────────
  {
    text: 'Terminé la novela a las dos de la mañana. La protagonista se mete al mar en el último capítulo con piedras en los bolsillos y no pude dormir. Qué manera de escribir, por favor.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estoy con el cuento del taller: un hombre que cuenta pastillas cada noche y escribe cartas que nunca manda. La profe dice que el final es demasiado obvio y que le falta una vuelta. Mañana lo reescribo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me hundía en un río marrón y nadie me oía gritar. Me desperté empapada en sudor, era solo un sueño. Desayuné con la radio puesta para quitármelo de encima.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el elden ring hoy, el jefe ese es imposible, ya quiero tirar el control por la ventana jajaja mañana sigo',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'No paro de escuchar esa canción que dice que se muere de amor y que no quiere ver el amanecer. La canto a gritos en la ducha y el vecino golpea la pared. Temazo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ensayo general de la obra. Mi personaje escribe una carta de despedida en el segundo acto y se va sin decir adónde.
El director quiere que la lea más despacio, "como si no fuera una carta sino un testamento".
Me salió bien la tercera vez. Estreno el viernes, ¡nervios!`,
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── QUIET: medical ─────────────
  {
    text: `Guardia nocturna en urgencias. Entró una chica de diecinueve con sobredosis de paracetamol, la trajo su hermana.
Lavado, carbón, analíticas cada cuatro horas. Le tomé la mano mientras esperábamos al psiquiatra de guardia.
A las seis ya estaba estable y dormida. Salí, me tomé un café de máquina y lloré un poquito en el coche. Luego a casa.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. El médico dice que en tres o cuatro semanas debería notar algo. Por ahora solo náuseas y sueño. Paciencia.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la clínica veterinaria tuvimos que eutanasiar a un pastor alemán con un tumor. La dueña le cantaba bajito. Preparé la inyección con las manos temblando. Es la parte más dura de este trabajo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy me pusieron la infiltración en la rodilla. Dolió como el demonio, pero el traumatólogo dice que en dos semanas podré volver a caminar con la perra por el parque.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me tome 2 ibuprofenos y un te porq la muela me esta matando 😩 mañana dentista a las 9, ojala no me saquen nada',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Ya está listo el pastillero de la semana: la de la tensión, la del azúcar, medio Sintrom por la noche y el protector. Lo llené en la mesa de la cocina con las gafas nuevas. La farmacéutica me regaló caramelos de menta.',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── QUIET: past ─────────────
  {
    text: 'Hoy se cumplen tres años del intento. Me levanté temprano, corrí 5 km por el parque y después desayuné churros con mi hermana. Ella no dijo nada del día, solo me apretó la mano. Estoy viva y me gusta estarlo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los dieciséis me cortaba en el baño del colegio. Hoy tengo veintinueve y le expliqué a mi sobrina por qué tengo esas marcas. Le dije que eso pasó, que pedí ayuda y que ella también puede pedirla siempre.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `Cinco años limpio. Me acordé de aquella noche en que me metí de todo para no despertar, y del enfermero que no me soltó.
Hoy en la reunión me dieron la ficha de los cinco años. Hablé dos minutos y me tembló la voz.
Después fuimos a comer pozole con el padrino. Mañana trabajo temprano.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace un año queria desaparecer y no salia de la cama, hoy me rei tanto con las pibas en la plaza que me dolio la panza. quien diria',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del batallón dormía con el arma en la mesita y pensaba en ella cada noche. Eso se terminó: la entregué hace dos años, hice la terapia completa y hoy estoy enseñando a mi hijo a pescar en la represa.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Releí el diario de 2019: "no quiero despertar nunca más". Me dio ternura esa chica. Le diría que aguante, que lo que venía valía la pena. Y la valió.',
    crisis: false,
    guard: 'past',
  },

  // ───────────── QUIET: everyday ─────────────
  {
    text: 'Compré cuerda nueva para el tendedero, pastillas para el lavavajillas y un cuchillo de cocina que corte de verdad. Con eso ya se arregla la casa hasta fin de mes.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina antes de la jubilación. Me despedí de todos, dejé una carta a Recursos Humanos agradeciendo los treinta y dos años, regalé mi grapadora y la planta. Lloré en el ascensor, pero de contento.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a arreglar la antena y vi la caída de tres pisos. Mejor no; llamé al técnico, que para eso le pagan. Bajé y me hice unos mates.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'mañana cruzamos el puente pa El Paso bien temprano pa no hacer fila, ya tengo los papeles en el sobre y la mochila lista. voy a ver a mi tia 😊',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Regalé a la vecina del cuarto la ropa de bebé que a Mateo ya no le queda. Se puso feliz.
Se me acabó el gas a mitad de la ducha, así que terminé con agua helada gritando.
Última semana de vacaciones; el lunes, vuelta al cole.`,
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── QUIET: negation ─────────────
  {
    text: 'No, no me quiero morir. Quiero que se acabe esta guerra y que mi hijo vuelva del frente entero. Eso es lo único que pido cuando enciendo la vela.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si tenía pensamientos de hacerme daño. Le dije que no, y era verdad. Estoy agotada, sí, pero quiero ver crecer a mis hijas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy depre ni nada eh, solo re quemado del laburo y de la facu. este finde duermo 14 hs y listo',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿Me quiero ir de este mundo? No. Me quiero ir de este pueblo, que es otra cosa. Ya mandé el currículum a tres empresas de Madrid.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Llegó la carta del banco con el embargo de la nómina. Me senté en la escalera un buen rato.
Alguien diría que con estas deudas uno se tira por la ventana. No, yo no. Mañana llamo a la asesoría, negocio el pago y vendo el coche si hace falta.
Por la noche vimos una peli con los críos y palomitas.`,
    crisis: false,
    guard: 'negation',
  },
];
