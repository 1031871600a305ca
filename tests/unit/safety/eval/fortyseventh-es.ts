import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-seventh round, written blind (the writers saw neither the detector nor any earlier round): diary entries by people aged 14 to 85 from Spain,
 * Mexico, Argentina, Colombia, Chile and the Caribbean (Dominican, Cuban), plus Ukrainian refugees writing
 * in learner Spanish in Valencia, Murcia, Málaga and Toledo. Writers include secondary-school and university
 * students, an LGBT teen, a postpartum mother, a burnt-out nurse, a farmer hit by drought, a laid-off man in
 * debt, an ex-soldier, a Colombian ex-combatant, a war widow, a mother whose son is held captive, a woman whose
 * brother was mobilised, an amputee veteran, carers, people in recovery from drugs and self-harm, people with
 * chronic pain and lupus, and lonely widows. There are 40 crisis notes spread over all eleven classes (intent 3,
 * passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3,
 * relapse 3). There are also 40 quiet notes over the seven guards (figurative 6, othersDeath 6, fiction 6,
 * medical 6, past 5, everyday 6, negation 5), on the same topics and with the same vocabulary. The styles
 * include one-liners and 8–12 line entries, a crisis hidden in one sentence of an ordinary day, answers to a
 * mother's or a therapist's question, a screening form, a to-do list, a letter, a song the writer owns, gamer
 * slang, dark humour, voseo, Mexican, Chilean and Caribbean slang, all lower case, no punctuation, typos,
 * abbreviations and emoji.
 *
 * First run, on 2f1dd9a, before any change made for it: recall 39/40, false alarms 5/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis ─────────────
  {
    text: 'neta ya no quiero seguir aquí, hoy me quiero matar y no es broma, ya me cansé de fingir que todo chido',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Martes. He ido al banco otra vez por lo del embargo. La chica del mostrador muy amable, pero nada que hacer. Luego he comprado el pan y el periódico y he bajado a Toby al parque. Mi hermana ha llamado por la comida del domingo y le he dicho que sí, que iré. No voy a ir. Esta semana me quito de en medio, ya está decidido y no me voy a echar atrás. Toby ha estado contento, ha visto a la perra de los del cuarto.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy en clase de español profesora preguntó "¿qué planes tienes para fin de semana?". Yo dije "pasear por la playa". Verdad es que quiero terminar mi vida. Marido desaparecido en el frente desde marzo, yo aquí en Valencia sola, sin nadie. No puedo más, quiero morir ya, esta noche.',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Ojalá me durmiera y no despertara. La bebé llora y yo lloro más que ella. Todos dicen que es la etapa más bonita de la vida, pues a mí me gustaría desaparecer, que yo no existiera y la niña se quedara con mi mamá, que ella sí sabe.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Otro día más. Le pido a Diosito cada noche que me lleve mientras duermo, y cada mañana abro los ojos otra vez. Ya se fueron todos, la Nena, el Lucho, mi viejo. Qué hago yo aquí todavía, a los 82, sola en esta casa tan grande.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'si mañana me atropella un bus tampoco pasaría nada, igual hasta mejor 🙃 mi padre ha dicho en la cena que "eso" es una enfermedad que se cura. vale. ojalá no existir',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Turno de 24 horas. Cuando manejo de regreso a casa pienso que si un tráiler se me cruza no movería el volante. No lo buscaría, pero tampoco lo evitaría, hasta me daría alivio. Eso no es normal, ¿verdad? Hoy lo pensé todo el camino.',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Ya queda poco para volver a ver a mi Antonio. Se lo digo por las noches, que me espere, que no voy a tardar. Esta vez no voy a esperar a que Dios se acuerde de mí.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya no voy a ser problema de nadie por mucho tiempo jaja, pronto dejo de gastar oxígeno 😂 ni modo, al menos me ahorro la renta del otro mes',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy a hacer un ragequit de la vida, pero en serio esta vez. gg a los que me bancaron',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Diario, esto es lo último que te escribo. Mañana me voy pa' donde no hay deuda ni cobradores ni naa. Ya tú sabe. Que mami no se entere por los vecinos.",
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'He mirado cuántas plantas tiene la facultad de Ciencias. Siete. La puerta de la azotea se abre con la misma llave que el cuarto de la limpieza, la he visto colgada en conserjería. Creo que siete bastan.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Tengo el veneno pa' la plaga en el cobertizo, el del bote con la calavera. Ya van tres años de sequía y el banco me quita la parcela en diciembre. Hoy estuve viendo el bote un buen rato. Un trago y se acaba todo.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'le pregunté a google cuántas pastillas de acetaminofén son demasiadas pa no despertar y me salió una línea de ayuda. la cerré. sigo buscando la respuesta',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Me quedé la pistola cuando me licencié del ejército. Esta noche la he limpiado y la tengo cargada en la mesilla. No sé por qué te lo cuento, diario. Bueno, sí lo sé. No me quiero despertar mañana otra vez con esta cabeza.',
    crisis: true,
    class: 'method',
  },

  {
    text: `Cosas para el sábado:
- llevar al Negro a lo de mamá
- dejar pagada la luz y el alquiler
- programar el mail a Caro para las 10
- el puente de la costanera, a la madrugada que no pasa nadie
No quiero que me encuentre ella.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Lo he decidido: el 14, cuando Laura esté en Zaragoza con sus padres. Tendré la casa para mí sola todo el fin de semana. Ayer practiqué el nudo con el cinturón del albornoz para ver si aguanta.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya elegí el día. despues de la ultima prueba del semestre pa q no digan q fue por las notas. ese día voy a estar tranquila, eso lo sé, ya no tengo miedo',
    crisis: true,
    class: 'plan',
  },
  {
    text: "El domingo, cuando todos estén en misa. Ya sé dónde, el granero de mi tío, y ya compré la soga en la ferretería diciendo que era pa' amarrar la lona de la troca. Nadie me va a preguntar nada.",
    crisis: true,
    class: 'plan',
  },

  {
    text: `Querida Marta:
cuando leas esto no estés triste, de verdad.
La clave del banco está en la libreta azul del cajón de la cocina.
El gato come dos veces al día y no le gusta el pienso de pescado.
Las plantas del balcón, riégalas los lunes.
No es culpa tuya ni de nadie. Yo ya no podía más.
Perdóname por no despedirme en persona.
Fuiste lo mejor que hice en la vida.
Te quiero siempre,
mamá`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé la guitarra a Nico, la compu a mi prima y la campera de cuero al Tincho. Me preguntaron qué onda. Les dije que estoy haciendo limpieza. Es verdad, una limpieza grande, la última. Los voy a extrañar, o no, quién sabe qué se siente del otro lado.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Dejé anotadas todas mis contraseñas en un sobre pa' que mi carnal pueda cerrar mis redes después. También le pedí a la vecina que le dé de comer a la Canela si no estoy. Creo que ya está todo listo. Ahora sí me puedo ir.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Pongo "Me voy" de Julieta Venegas en repetición y pienso que es mi canción, pero en serio, no como cuando la cantábamos en el carro. Le mandé un audio a cada uno de mis amigos dándoles las gracias por todo. Nadie entendió que era la despedida. Mejor así.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mi hija se ha pedido reducción de jornada para cuidarme. Mi yerno ya ni me mira a la cara. Sin mí les iría muchísimo mejor, tendrían su vida y su dinero. Lo más generoso que puedo hacer a estas alturas es dejar de estar.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Vivimos en casa de una familia de Murcia, muy buena gente. Pero yo como su comida, gasto su agua, mi hijo llora de noche y los despierta. En Járkov nuestra casa está sin techo. Mi hijo estaría mejor con mi hermana en Polonia, sin mí. Soy solo carga para todos. Lo he pensado mucho y no quiero seguir viviendo así.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papás se pelean por mi culpa, por el psicólogo que cuesta un dineral y por lo del colegio. si yo no estuviera se ahorrarían eso y todo lo demás. les estaría haciendo un favor si me muero, de verdad lo creo',
    crisis: true,
    class: 'burden',
  },
  {
    text: "Soy un estorbo con patas. La Jenny paga todo, los cabros me ven tirado en el sillón todo el día. Hice la cuenta: el seguro de vida vale más que yo vivo. Mejor pa' ellos que yo no esté, y lo estoy pensando en serio.",
    crisis: true,
    class: 'burden',
  },

  {
    text: 'hoy otra vez con la cuchilla del sacapuntas. 6 rayas en el muslo xq en el brazo se ve en ed. física. me lo merecía x suspender mates. mñn más, ya tngo ganas otra vez',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me apagué el pucho en la muñeca. No sé, lo necesitaba, fue como que por fin sentí algo que no fuera la cabeza. Tengo ganas de hacerlo de nuevo ahora mismo y tengo el paquete al lado.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Día 4 sin comer casi nada. No es dieta, es castigo. Cada vez que tengo hambre me digo que no me lo merezco. Hoy me di con la cabeza contra la pared del baño hasta que me zumbaron los oídos, y me quedé más tranquila.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'La psicóloga me dio un cuestionario. "¿Ha pensado en hacerse daño de alguna manera?" Puse "varios días". Mentira: casi todos. Ayer fueron los nudillos contra el muro del patio hasta sangrar, y hoy ya tengo las ganas otra vez subiendo por los brazos.',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Recapitulo.
Tengo 52 años.
Debo 38.000 euros entre la tarjeta, el préstamo rápido y lo del coche.
Me echaron en junio. Ni una entrevista desde entonces.
Mi mujer se ha ido a casa de su madre "una temporada".
Mi hijo no me coge el teléfono.
Llevo dos meses sin abrir las cartas.
No hay salida. No hay un solo escenario en el que esto mejore.
Y ya no tengo ganas de seguir esperando a que mejore.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mi pueblo cerca de Melitópol está ocupado. Mi hijo en cautiverio, no sabemos nada de él desde hace un año. Aquí en Málaga hace sol y yo no veo nada. Nunca voy a volver a casa, nunca voy a abrazar a mi hijo. Para qué seguir respirando. No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'pa que sigo si nada va a cambiar nunca si mañana va a ser igual que hoy y pasado igual q mañana yo ya no quiero seguir en esto ya no quiero',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Mamá me ha preguntado si estoy bien. Le he dicho que sí. No lo estoy. Llevo un mes guardando los orfidales de la receta, tengo dos blísteres enteros en la funda de las gafas. Esta noche me los tomo todos con el vino.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome como 10 clonas con el fernet a proposito a ver si esta vez no me levanto. escribo esto pq ya me esta pegando',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me puse toda la insulina de la pluma de una vez. Ya sé lo que hace, soy diabética desde los 9. No le voy a marcar a nadie.',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'Llevaba 14 meses limpio y hoy me he vuelto a meter. Y lo peor no es eso: han vuelto las ideas de antes, las de acabar con todo, igual de fuertes que en 2021 cuando me encontraron en el portal. Ahora no sé si quiero que me encuentren.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'iba 200 días sin cortarme 😔 hoy se rompió la racha. y volvió la voz de "no vales nada, termina con esto de una vez". pensé que ya me había librado. no me libré',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'El terapeuta me preguntó del 1 al 10 qué tan fuertes están las ideas. Le dije 3. Son 9. Son las mismas que antes del intento de hace dos años, con la misma voz y el mismo plan. Ya volvieron y no sé cuánto tiempo más pueda decirles que no.',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet ─────────────
  {
    text: 'Este examen de Derecho Civil me está matando. Llevo tres cafés y me quiero morir, pero de sueño. Si apruebo, me tiro de cabeza a la piscina del pueblo en agosto y no salgo hasta septiembre.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de la pena, le dije "te quiero" a Dani por accidente en vez de "te quiero mandar la tarea" jajaja ya me morí, entiérrenme 💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy el laburo me mató. Estoy muerto, literal no siento las piernas. Igual me la banco, el viernes hay asado en lo del Gordo y me voy a matar a choripanes.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mis hijos me van a matar de un infarto, se subieron al techo de la casa por una pelota. Casi me da algo. Después nos reímos todos, qué susto tan berraco.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me tienen muerta de la risa los nietos con sus bailes del TikTok. La Coni dice que la abuela está "pa\' morirse". Yo le dije que todavía no, mijita, que primero quiero verte casada.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefe es para pegarse un tiro. Tercera reunión de "sinergias" esta semana. Me tiraría por la ventana si no estuviéramos en un bajo. En fin, mañana es viernes y hay cañas.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy supe que Andriy, mi compañero de clase en Kyiv, murió cerca de Bajmut. Tenía 24 años. Lloré en el baño del restaurante donde trabajo y después seguí sirviendo mesas. Quiero vivir por los dos, eso me prometí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos al Firulais en el veterinario. 16 años conmigo. Le puse su cobijita y se fue tranquilo. La casa se siente vacía y yo me siento vacía, pero sé que era lo mejor para él.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Hoy hace un año que se fue Paco.
He ido al cementerio con claveles y le he contado lo de la nieta, que está embarazada.
Me he quedado un buen rato hablándole, como siempre.
A mis 85 ya no me da vergüenza hablar sola.
Luego he merendado con las del centro de mayores, chocolate con churros.
La vida sigue, como él quería.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Vi en el noticiero lo de la masacre en el Cauca, seis muchachos. Me acordé de mi primo que mataron en el 2002. Me dio una tristeza muy honda y una rabia. Prendí una vela por todos y recé un rato.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy fue el velorio del Fede. Se quitó la vida el martes y nadie vio nada. Todos nos preguntamos lo mismo. Me abracé con su vieja un rato largo. Mañana llamo a la línea que nos pasaron en el colegio para hablar de esto, no porque yo quiera hacer lo mismo, sino porque no sé dónde poner tanta tristeza.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi marido murió en el frente de Zaporiyia en octubre. Hoy llegó el certificado traducido para el consulado. Lo firmé con la mano temblando. Mis hijas hicieron un dibujo de papá con alas. Tenemos que seguir, y seguimos.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Capítulo 12 terminado: Elena sube a la azotea con la carta en el bolsillo y el lector no sabe si va a saltar. Me ha costado muchísimo escribirlo. Mañana lo reviso con mi editora.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del Elden Ring, ya me quiero morir jaja. mañana lo intento otra vez con la build de fe',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" con Lu. Lloré todo el final, cuando él decide morir y nadie lo puede frenar. Después charlamos horas de la eutanasia. Qué peli, loco.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un puente y caía al mar, pero el agua era tibia y despertaba en la casa de mi abuela en Chiloé. Sueño rarísimo. Me desperté con ganas de llamarla y la llamé.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé "Crónica de una muerte anunciada" para el colegio. Desde la primera línea uno sabe que a Santiago Nasar lo van a matar y aun así no puede parar de leer. Mañana hay quiz.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de la obra del instituto. Me toca hacer de Julieta y beberme el veneno en el último acto. El frasco es zumo de arándanos. Me muero de nervios por el estreno del viernes.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Turno de noche en urgencias. Entró una chica de 19 años con sobredosis de paracetamol, le pusimos el antídoto y ya está estable, mañana la ve psiquiatría. Llego a casa destrozada, pero con la sensación de que hoy hicimos algo bueno.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El doctor me subió la metformina a dos pastillas en la mañana y una en la noche. Me hice un cuadrito en el refri para no confundirme, porque ya ni me acuerdo cuántas tomo al día.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Fui a la psiquiatra, me subió la sertralina a 100. Me preguntó si tenía ideas de muerte y le dije que no, y era verdad. Estoy cansada pero con ganas de cosas. Salí y me compré un helado de dulce de leche.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la clínica veterinaria hoy tuvimos que eutanasiar a tres perritos viejos. Es la parte más dura de mi trabajo. Llegué a la casa y abracé a mi gato un rato largo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Tramadol cada 8 horas, pregabalina en la noche. Hoy el dolor estuvo en 6 de 10. La kine dice que voy mejorando. Conté las pastillas pa' pedir la receta nueva: me quedan 12.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en el hospital de Toledo me probaron la prótesis nueva. La pierna la perdí en Jersón por una mina. Di veinte pasos sin muletas. Los fisios aplaudieron. Me dan ganas de bailar, aunque todavía no.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años de mi intento. Lo he celebrado corriendo 5 km en el Retiro y comiendo tortilla con mi hermana. Ya no soy esa persona que se quería morir. Le he escrito a mi terapeuta para darle las gracias.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio hoy. Me acuerdo de la noche que me quise colgar en el patio de mi jefa y de que mi carnal me bajó. Hoy le enseñé la ficha de dos años al padrino y lloramos los dos de la risa.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Me hice un tatuaje de una golondrina arriba de las cicatrices viejas del brazo. Hace cinco años que no me corto. Me lo miro y me da orgullo, no vergüenza.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando estaba en el monte pensé muchas veces en pegarme un tiro, más de una vez tuve el fusil debajo de la barbilla. Eso fue hace 12 años. Hoy me gradué de técnico en sistemas y mi mamá vino desde Caquetá a verme.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando nació Lucía tuve una depresión posparto horrible, pensaba que estaría mejor muerta. Hoy Lucía cumple 4 años y me ha dicho "mamá, eres mi mejor amiga". Qué lejos queda aquella mujer.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Mudanza: compré soga para atar el colchón al techo del auto, cinta de embalar y cajas. Me despedí del depto de Almagro. Última noche acá. Mañana arranca lo nuevo en Rosario.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hemos hecho la matanza en casa de mi tío, como cada noviembre. Cuchillos, cuerda y mucha paciencia. Después chorizos toda la tarde. Estoy reventado pero contento.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó el gas a media regadera, pinche agua helada. Le hablé al del gas y no vino. Mañana sin falta. Eso y la carta del SAT que no entiendo. Qué día.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Hoy despedí a mi hermana en el aeropuerto, se fue pa' Miami. Le escribí una carta larga que le di en la puerta. Lloramos como unas bobas. La casa está callaíta. Mañana le pongo saldo al teléfono pa' llamarla.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cerraron el paso a nivel de la línea del tren por arreglos y hubo que cruzar por el puente de más allá con toda la gente. Llegué tarde a la pega y el jefe ni se dio cuenta. Weón suertudo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'último día de clase!! me despedí de todos, firmamos las camisetas y la tutora lloró. me llevo las pastillas de menta que me regaló Irene de recuerdo lol. verano ven ya ☀️',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'A mi hermano lo movilizaron la semana pasada y desde entonces no duermo. No, no quiero morir. Quiero que termine esta guerra y volver a Odesa. Estoy agotada de los trabajos, del idioma, de las noticias, pero quiero vivir y ver a mi madre otra vez.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No es que me quiera morir, que me lo pregunta la psicóloga cada semana. Es que estoy reventada de cuidar a mi madre con alzhéimer. Necesito dormir ocho horas seguidas, no desaparecer.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el cuestionario de la escuela venía la pregunta de si he pensado que estaría mejor muerto. Marqué "nunca" y es la verdad. Estoy estresado por la prepa y por el examen de la UNAM, no más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Aclaro por si algún día alguien lee esto: no me quiero matar. Estoy harta del lupus, del dolor y de los médicos que no escuchan, pero tengo planes, tengo a mi perro y tengo ganas de ver el Mundial.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi mamá me encontró llorando y pensó que me iba a hacer algo. tranqui ma, le dije, estoy triste porque terminé con Sofi, no me voy a hacer nada. me hizo aguapanela y vimos novelas hasta tarde',
    crisis: false,
    guard: 'negation',
  },
];
