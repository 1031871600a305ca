import type { EvalNote } from './types';

/**
 * Tenth Spanish check, written blind after the ninth round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan; three or four of the others) and 50 quiet ones (thirteen past, twelve
 * negation, six medical, the rest figurative, others' deaths, fiction and everyday). The
 * writers: a builder unpaid for three months and locked out, a Ukrainian veteran back from
 * Zaporizhzhia in Madrid, an Argentine dumped and sacked ("boludo", "laburo"), an old woman with
 * arthritis praying to be taken, a woman in Kharkiv who no longer goes down to the shelter, a
 * Mexican "prepa" pupil, a woman in chemotherapy, a deportee's wife, a Colombian threatened by
 * loan sharks ("gota a gota", "parce"), a widowed Ukrainian refugee in a hostel, a Chilean on a
 * metro platform, a man with back pain and charcoal in his car, a Puerto Rican with a date on the
 * calendar, a girl hoarding her grandmother's pills, a student waiting for her flatmate's
 * Erasmus, a stroke patient and an amputee soldier who feel a burden, a Sevillian in long
 * sleeves, a Chilean pupil in the changing room, a refugee without papers, a mother whose son did
 * not come back from Bakhmut. Quiet near-misses: an attempt's tenth anniversary, a diary of 2015,
 * a clinician's history, "2019 fue el peor año", an Iraq veteran, an orphanage, Poland in 2022, a
 * neighbour who talked someone off a roof, a farewell letter burnt, Lurigancho prison; a
 * psychiatrist's, a nurse's, a barracks doctor's and an EPS screening answered no, "ni loca me
 * tomo todas esas pastillas"; a dog and ibuprofen, a paracetamol overdose in the ER, a child's
 * dose, a father's heart pills hidden, a lethal dose in a pharmacology class; a boss, heat, Boca,
 * a series, the MIR; a cousin's suicide, a brigade friend killed, a pupil's suicide, a dog; a
 * novel, a short story, a play, a game; a washing line and a cutter, bills paid before a trip,
 * clothes given away before a move, a roof terrace in Havana.
 *
 * FIRST RUN, before any change to the lexicon: recall 47/50, false alarms 7/50 (all Spanish
 * development sets with it: 578/581, 7/615).
 * Missed (3):
 * - method: charcoal and tape for the car windows, "uno se queda dormido y ya";
 * - plan: going to "la vía" after the shift, knowing when the freight train passes, a goodbye to
 *   mother she did not notice;
 * - dose: "me tomé como 20 paracetamoles hace una hora", afraid but calling no one.
 * Fired (7):
 * - past: "un año limpia de autolesiones" (selfHarm); the anniversary of being admitted after an
 *   overdose, five years ago (method, dose, relapse);
 * - negation: a psychiatrist's question about self-harm or taking one's life answered "le dije
 *   que no" (intent); "ni loca me tomo todas esas pastillas" (method);
 * - medical: hiding a father's heart pills lest he take the whole box by mistake (method, plan,
 *   dose);
 * - figurative: "el jefe me va a matar … me quiero morir de la vergüenza" (intent); "matarme
 *   estudiando para el MIR" (intent).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 0/50; all Spanish development sets 581/581 and 0/615 (other languages unchanged). Heard now: an
 * overdose just taken ("me tomé/tragué 20, todas, la caja … pastillas", not so many a day);
 * charcoal or a brazier with windows, doors or gaps taped or sealed in a car or a room; "la vía"
 * in the singular as the tracks (not "vía verde/pública/láctea…"); after an earlier attempt,
 * "quiero volver a intentarlo / intentarlo otra vez / repetirlo". Guarded now: a screening
 * question that names two topics ("si tenía ideas de hacerme daño o de quitarme la vida");
 * "ni loca me tomo (todas las pastillas)"; laughter with a skull emoji ("jajaja 💀"); working
 * oneself to death in the gerund ("matarme estudiando/trabajando"); a carer hiding or handing out
 * someone else's pills, and "si se toma … por error"; "por error" as a medical context; a clean
 * streak celebrated ("un año limpia de autolesiones"), unless it is broken in the same breath;
 * the anniversary of an attempt, an overdose or an admission as a past frame.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Tres meses sin cobrar en la obra y el casero ya me cambio la cerradura. Esta noche lo hago, ya no me aguanto mas, que se joda todo.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'volvi del frente en Zaporiyia y nadie me entiende aqui en Madrid. he decidido que me voy a matar antes de que acabe el mes, lo digo en serio, no es un mal dia',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'boludo ya fue, la flaca se fue con otro, me echaron del laburo. me voy a quitar la vida este finde y listo, no me busquen',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Llevo toda la semana pensandolo y ya no hay vuelta atras: voy a terminar con mi vida. Solo me da pena la gata.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ojala no amanecer mañana. Me acuesto y le pido a Dios que me recoja de una vez, ya estoy cansada de esta artritis y de estar sola.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'cuando suenan las sirenas en Jarkiv ya ni bajo al refugio. si cae un misil en mi piso mejor, asi se termina todo esto',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'neta quisiera no existir, que nunca me hubieran tenido. en la prepa todos me odian y en mi casa igual 😶',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cada vez que cruzo la calle pienso ojalá me atropellen y ya. No lo busco pero si pasa no me importaria nada.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'mi vida no vale nada, preferiria estar muerta que seguir asi con la quimio. ya no quiero despertar',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Diosito llevame contigo, ya no puedo mas con esta pena desde que deportaron a mi esposo. Quisiera dormirme y no despertar nunca',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya falta poco para que descanse para siempre. Mis hijos van a estar mejor con la abuela, lo tengo claro.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'parce yo ya me quiero ir de este mundo, no aguanto mas las deudas con el gota a gota, me tienen amenazado',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Hoy se lo dije a la psicóloga de la facu medio en broma: que quiero desaparecer para siempre y no volver. Pero no era broma che.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'en el albergue nadie habla ucraniano, mi marido muerto, mi casa no existe. creo que es hora de irme con el, ya no tengo nada que hacer aqui',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'me quiero dormir para siempre mano, ya toy harto de todo, de la calle, de mi jefa, de mi mismo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pronto dejare de ser un problema para todos. Me voy a ir lejos, a un sitio del que no se vuelve.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'tengo el cuchillo aqui en la mesa y no paro de mirarme las muñecas. si me corto hondo se acaba rapido verdad',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Hoy me quedé parado en el andén del metro de Santiago cuando venía el tren. Me faltó un paso no más. Mañana no me echo pa atrás.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'compre carbon y cinta para las ventanas del carro, dicen que uno se queda dormido y ya. no aguanto el dolor de espalda ni un dia mas',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Subí a la azotea del edificio a fumar y me puse a pensar que desde el piso doce nadie sobrevive. Me quedé un buen rato en el borde.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Ya tengo todo preparado. El viernes cuando mi mujer se vaya a casa de su madre lo hago en el garaje, la cuerda ya esta arriba.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'fui juntando las pastillas de mi abuela, ya tengo como 60. el domingo que no hay nadie en casa me las tomo todas',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Escribí en el calendario el 14. Ese día me tiro del puente de Brooklyn, bueno del de aquí de Bayamón, da igual. Ya está decidido.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'vendi la moto, deje pagada la renta y le regale la play a mi primo. el sabado me voy al rio y no vuelvo, ya lo tengo todo planeado',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'mañana despues del turno me voy a la vía, se a que hora pasa el de carga. ya me despedi de mi vieja sin que se diera cuenta',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He mirado en internet cuantas pastillas hacen falta y ya las tengo en el cajon. Espero a que mi compañera de piso se vaya de Erasmus la semana que viene.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamá, si lees esto perdóname. Te quiero mucho y no es culpa tuya. Cuida a Rocky por mí. Adiós.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les deje una carta a mis hijos en el cajon de la cocina. gracias por todo a quien me quiso, esta es la ultima vez que escribo aqui',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hermano, ya sabes donde esta el dinero y los papeles de la casa. Perdoname por lo que voy a hacer, no aguanto mas. Te quiero.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Desde el ictus mi hija tiene que lavarme y darme de comer. Sin mí estaría mejor, tendría su vida. Ya he sido bastante carga, es hora de quitarme de en medio.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'tdo el mundo estaria mejor si yo no estuviera, mi familia se ahorraria la plata del tratamiento. solo les estorbo',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Volví de la misión con una pierna menos y mi mujer carga con todo. Soy un estorbo, lo mejor que puedo hacer por ellos es desaparecer.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me volvi a rajar los brazos con la gillette, ahora me pongo manga larga aunque haga 35 grados en Sevilla pa q nadie vea',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cuando me da la ansiedad me quemo con el encendedor en la pierna, es lo unico que me calma. hoy fueron tres veces',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche me di golpes contra la pared hasta que me sangró la frente. No sé qué me pasa, necesito sentir dolor para sentir algo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'weon me hice cortes otra vez en los muslos, ya no se donde esconderlos en el camarin del colegio',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me lastimo a proposito, me araño y me muerdo las manos hasta dejar marcas. mi mama cree que es el gato 😔',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me hago daño casi todas las noches desde que empezó el curso. Hoy me corté más profundo que nunca y no paraba de sangrar.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No hay salida. Lo intenté todo: terapia, medicación, cambiar de ciudad. Nada sirve y nada va a mejorar, estoy agotada de intentarlo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'pa que sigo si no tengo futuro. sin papeles, sin trabajo, sin familia aca. no le veo sentido a nada ya',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ya no espero nada de la vida. Cada día es igual de negro y sé que nunca va a cambiar, no hay esperanza para mí.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'mi hijo no volvio de Bajmut y desde entonces nada tiene sentido. no hay razon para seguir viviendo, todo esta perdido',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'la neta ya me rendí, no tiene caso seguir luchando con esta enfermedad, no me queda nada por qué vivir',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Estoy en un pozo sin fondo y no hay luz al final del tunel, ni la va a haber. Ya no tengo fuerzas para seguir.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hacen falta para no despertar? tengo una caja entera de mi madre',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Me tomé como 20 paracetamoles hace una hora y ahora me da miedo pero tampoco quiero llamar a nadie.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'busque cuanto tramadol es mortal, con lo que tengo guardado del postoperatorio alcanza de sobra',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tomé un bote de pastillas y me salvaron en el Clínico. Creía que lo había superado pero esta semana las ganas de morirme han vuelto, más fuertes que nunca.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'llevaba 8 meses limpio de cortes y anoche recai, me volvi a cortar. siento que todo el esfuerzo no sirvio pa nada',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento de 2021 estuve bien, pero desde que me quedé sin trabajo vuelvo a pensar en matarme todos los días.',
  },

  // ---- quiet ----
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy se cumplen diez años de mi intento de suicidio. Lo celebro con mis hijas en la playa de Valparaíso, estoy viva y agradecida 🌊',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releyendo mi diario de 2015: "quiero morirme, no aguanto mas". Que lejos queda esa chica. Hoy terminé la carrera.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la consulta de hoy repasamos con la paciente su historia: dos intentos con pastillas en la adolescencia, ahora lleva seis años estable y sin ideación.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 fue el peor año de mi vida, me cortaba casi a diario. Hoy me mire las cicatrices y senti orgullo de haber salido.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'cuando volvi de Irak hace 15 años pense en pegarme un tiro muchas veces. hoy doy charlas a otros veteranos sobre como pedir ayuda',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De chico en el orfanato quería desaparecer. Ahora tengo 60, tres nietos y un huerto en Canelones, y la vida me devolvió todo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Al llegar a Polonia en 2022 con los niños no queria seguir viviendo. Ya paso, ahora trabajo en una escuela y hemos vuelto a reir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hace 4 años estuve en la azotea dispuesto a tirarme, un vecino me bajo. hoy le lleve un pastel por su cumple, le debo la vida',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi terapeuta me preguntó qué le diría a la Lucía de hace cinco años, la que se quemaba los brazos. Le diría que aguante, que vale la pena.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'un año limpia de autolesiones hoy!! 🎉 me compre un pastel y todo. no ha sido facil pero lo logré',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré la carta de despedida que escribí en 2010 y nunca entregué. La quemé en la chimenea, ya no soy esa persona.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la cárcel de Lurigancho pensé en colgarme, eso fue hace veinte años. Ahora tengo mi taller de carpintería en Lima.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El aniversario de cuando me internaron después de la sobredosis. Cinco años ya. Fui a caminar con mi perro y llore un poco, pero de alivio.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'La psiquiatra me preguntó si tenía ideas de hacerme daño o de quitarme la vida. Le dije que no, para nada, solo estoy agotada con el bebé.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy pensando en suicidarme ni nada asi eh, solo estoy cansado de la facu y necesito dormir un finde entero',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Que quede claro: no me quiero morir. Quiero que dejen de bombardear Odesa y poder volver a casa, eso es todo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'en el cuestionario de la eps marque que nunca he pensado en hacerme daño, y es verdad, lo mio es estres del trabajo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Jamás me cortaría, tengo demasiado miedo a la sangre jaja. Lo mío es comer chocolate cuando estoy triste.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'mi vieja se preocupa pero no che, no tengo ganas de matarme, tengo ganas de irme de vacaciones que es distinto',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'El médico del cuartel me preguntó si pienso en la muerte. Le dije que no, que pienso en mi novia y en los permisos.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste por la ruptura pero no quiero hacerme daño ni desaparecer, solo necesito tiempo. Mañana quedo con mis amigas.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no soy una carga para mis hijos, me lo repito cada mañana, y hoy por primera vez me lo crei',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Pregunta de la enfermera: ¿ha pensado en quitarse la vida en las últimas dos semanas? No. ¿Se ha hecho daño? Tampoco. Solo el insomnio.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya no pienso en morirme como antes, ahora solo pienso en el examen de manejo del jueves jajaja',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Tranqui ma, ni loca me tomo todas esas pastillas, las guardo porque me las recetaron pa la migraña nomas.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Al perro le dieron un ibuprofeno sin querer y el veterinario dice que puede ser mortal para ellos. Lo llevamos a urgencias de noche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Guardia en el hospital: ingresó un paciente con sobredosis de paracetamol, le pusimos acetilcisteína y salió de peligro.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'la pediatra dijo 5 ml de paracetamol cada 8 horas, que mas de eso puede dañar el higado del nene. lo anote en la nevera',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Cuido a mi padre con Alzheimer y le escondo las pastillas del corazón, porque si se toma la caja entera por error lo matan.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'En clase de farmacología vimos la dosis letal de la morfina y los signos de intoxicación. Mañana examen, estoy muerta de sueño.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me subieron la dosis de sertralina a 100 mg. El psiquiatra me dijo que no la deje de golpe y que la tome siempre con comida.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'el jefe me va a matar cuando vea que borre la base de datos jajaja 💀 me quiero morir de la verguenza',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Hostia qué calor en Córdoba, 44 grados, me muero. Me tiraría a la piscina y no saldría hasta octubre.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Si Boca pierde otra final me corto las venas jaja, no, mentira, pero que sufrimiento che',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'esa serie me mató, llore como una magdalena en el ultimo capitulo. necesito terapia despues de eso',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Matarme estudiando para el MIR y luego suspender por dos preguntas. Qué ganas de tirarlo todo por la ventana.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de ganas de verte mi amor, ya quiero que llegue diciembre para ir a Guadalajara ❤️',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que mi primo se quitó la vida. Fuimos al cementerio con mi tía y le llevamos flores amarillas.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron a mi compa de la brigada en Jersón. No lo puedo creer, el viernes hablabamos por telefono de su hija.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi abuela murio anoche tranquila en su cama, tenia 94. la vamos a extrañar mucho',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un alumno del instituto se suicidó y hoy tuvimos reunión con los orientadores para ver cómo acompañar a la clase.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murió el Firulais, 14 años conmigo. Lo enterramos bajo el limonero, estoy destrozada pero fue una buena vida.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la novela: la protagonista se tira al río al final y me quedé en shock. Qué manera de escribir tiene esta autora.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'estoy escribiendo un cuento para el taller donde el personaje deja una carta de despedida antes de irse a la guerra. me quedo muy triste',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la obra de teatro hago de una mujer que se envenena en el tercer acto. Ensayamos la escena de la muerte como diez veces hoy.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el juego mi personaje se tiro del acantilado por un bug jajaja, perdi toda la partida',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré una cuerda nueva para tender la ropa en el balcón y un cúter para abrir las cajas de la mudanza. Mañana llega el camión.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dejé todo listo: facturas pagadas, las plantas con el vecino y la maleta hecha. Me voy un mes a Oaxaca a ver a mi familia!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé casi toda mi ropa vieja a la parroquia, hacía falta hacer limpieza antes de mudarme con mi novio.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'subi a la azotea a ver el atardecer sobre La Habana con un cafecito. que lindo se ve el malecon desde aqui arriba',
  },
];
