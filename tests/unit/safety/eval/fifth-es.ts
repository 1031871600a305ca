import type { EvalNote } from './types';

/**
 * Fifth Spanish check, written after the fourth round was folded into development: 44 crisis notes
 * (four per class) and 44 quiet ones. The writers differ on purpose: a Mexican teenager ("neta",
 * "mi apá", "tenis"), a night nurse, a Ukrainian refugee cleaning houses in Valencia and writing
 * in learner's Spanish, a Honduran worker in a greenhouse, an Argentine with "che", "mis viejos"
 * and fernet, Chilean and Colombian students ("ramos", "la u"), a widower of eighty-two and a
 * mother of small children. Typing is loose: lowercase, "q", "xq", "tb", no accents, emoji. The
 * quiet half is built from near-misses: "me muero de risa", "este trabajo me mata", "un suicidio
 * académico", grief for a father, a dog and a patient, bombs on Odesa, a series finale and a
 * short story about pills, a child's ibuprofen in ml, attempts and cutting told as long over, a
 * move to the coast "para siempre", and flat denials ("ni se me pasa por la cabeza…").
 *
 * FIRST RUN, before any change to the lexicon: recall 28/44, false alarms 3/44.
 * Missed (16):
 * - passive: asking the Virgin "que no me deje ver otro amanecer"; "si me da un golpe de calor y
 *   no me levanto, pues mejor";
 * - euphemism: "irme a dormir y no volver"; "me quiero ir … no de la casa ni de la ciudad, de
 *   todo. q se apague todo"; "preparado para el último viaje";
 * - method: on the roof terrace, looking over the edge, "si me tiraba ya no sentiría nada";
 * - plan: "todo pensado … esa noche me voy al puente de la autopista"; waiting until the children
 *   go to their father's, "tengo el día marcado en el calendario";
 * - farewell: a letter to mother and brother and "espero q algún día me perdonen" (the "q" hid
 *   it); papers in an envelope for the son, the neighbour to look after the canary, "ya no me
 *   queda nada pendiente en este mundo";
 * - selfHarm: "me he vuelto a cortar en los muslos"; scratching "hasta que sangran";
 * - hopelessness: "no veo ninguna salida, de verdad … no va a cambiar nunca"; "el fondo del
 *   pozo … probé terapia, pastillas, de todo, y sigo igual. Me rendí";
 * - relapse: a bottle of pills two years ago, "me salvaron", and now "los pensamientos han
 *   vuelto"; "120 días sin cortarme y hoy lo tiré todo a la basura" (the negation mask blanked
 *   "sin cortarme", so the broken streak was never seen).
 * Fired (3):
 * - medical: "¿cuántos ml de ibuprofeno le doy?" to a feverish four-year-old, the fever being in
 *   the sentence before (dose);
 * - everyday: "me voy para siempre a la costa" (euphemism: "costa" was no place);
 * - negation: "ni se me pasa por la cabeza quitarme la vida" (the negation was too far away).
 *
 * After general changes in `lexicons/es.ts`, none of them keyed to one note: recall 44/44, false
 * alarms 0/44; the other Spanish development sets stay at 286/287 and 0/321. The families added:
 * asking God or the Virgin not to see another day; "si … no me levanto/despierto" next to a
 * "mejor"; falling asleep "y no volver"; "q"/"k" for "que" in the wishes that it all stop and in
 * "espero q me perdonen"; leaving "no de la casa … de todo"; ready for the last journey; a jump
 * with no place named ("si me tiraba") and leaning over the edge; not feeling anything any more;
 * going to the bridge, roof or tracks, with outings (photos, the washing, a long weekend) left
 * out; everything "pensado/calculado"; waiting until the others leave; a day marked on the
 * calendar; someone to look after a pet; papers put in order; nothing left to do "en este
 * mundo"; "me he vuelto a cortar"; scratching until it bleeds; no way out "de verdad", "esto no
 * va a cambiar nunca", having tried everything, "me rendí"; pills taken and then saved as an
 * earlier attempt; a streak of days without cutting no longer blanked as a negation. On the quiet
 * side: doses given to someone else or measured in ml, a dog only with its article ("pero" is
 * also "but", and it used to silence every dose question with a "but" in it), more places to
 * move to, and denials like "ni se me pasa por la cabeza".
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'ya neta no puedo con esto, me kiero matar. mi jefa ni se da cuenta y en la escuela todos se burlan de mi. hoy en el baño casi lo hago',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Turno de noche otra vez. Entre paciente y paciente me descubro pensando en quitarme de en medio, y ya no me asusta, me tranquiliza. Eso es lo que me da miedo.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy hablé con mamá por video, en Járkov otra vez sin luz. Yo aquí en Valencia limpio casas y por la noche solo pienso una cosa. Quiero morir, de verdad quiero morir, no tengo fuerza más.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Che, ya está. Lo decidí: me voy a matar. No es un berrinche como dice mi viejo, lo vengo pensando hace meses.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Desde que se fue Carmen los días son todos iguales. Me acuesto y le pido a la Virgen que no me deje ver otro amanecer. Ochenta y dos años ya son bastantes.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'parcial perdido, beca en riesgo, y yo solo pienso ojala me atropelle un bus camino a la u y se acabe todo esto',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'En el invernadero hace 45 grados. A veces pienso que si me da un golpe de calor y no me levanto, pues mejor. Nadie me espera en ningún lado.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Me daría lo mismo no despertar mañana. No es que quiera hacer algo, es q me da igual seguir o no 😶',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy cansada de pelearla. Creo que ya es hora de irme a dormir y no volver. Que descanse mi cuerpo de una vez.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya me quiero ir de aqui, pero no de la casa ni de la ciudad, de todo. q se apague todo y ya 🖤',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mi hermano murió en Bajmut en invierno. Yo sigo aquí sin razón. Quiero ir donde está él, estar con él allí arriba.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Le he dicho a mi hija que ya estoy preparado para el último viaje. Ella se ríe, cree que hablo del crucero del Imserso. No hablo del crucero.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Hoy en el metro me quedé mirando las vías mucho rato. Pensé en lo fácil que sería dar un paso adelante cuando entra el tren.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'En el hospital tengo acceso a todo. Sé exactamente qué me pondría y cuánto para no despertar. Lo pienso cada vez que cierro el carro de medicación.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'mi apá tiene una pistola en el ropero. hoy la saqué y la tuve en la mano un rato largo. la volví a guardar pero no dejo de pensar en ella',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Subí a la terraza del edificio, diez pisos. Me asomé por el borde y pensé que si me tiraba ya no sentiría nada.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado mis viejos se van a lo de mi tía y me quedo sola. Ese día lo hago. Ya junté las pastillas de mi abuela.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya está todo pensado: cobro el viernes, mando la plata a mi mamá en Honduras y esa noche me voy al puente de la autopista. Que a ella no le falte nada.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Esperaré a que los niños se vayan con su padre en Semana Santa. Tengo el día marcado en el calendario y nadie sabe lo que significa.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He calculado cuántas pastillas necesito y ya tengo fecha, el 14 de marzo, después del último examen. Así nadie dirá que fue por las notas.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'ya les escribi una carta a mi mamá y a mi hermanito. la deje debajo del colchon. espero q algun dia me perdonen 💔',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'He ordenado los papeles del banco, la escritura del piso y las llaves en un sobre para mi hijo. A la vecina le he dejado dicho que cuide del canario. Ya no me queda nada pendiente en este mundo.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamá, si lees esto, perdóname. No pude más. Te quiero mucho, cuida a Sofiyka por mí.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy le regalé mi guitarra a mi primo y mis tenis a Toño. Les dije que ya no los iba a usar. Mañana ya no voy a estar para que me pregunten nada.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos tendrían una vida más fácil sin una madre como yo. Les contagio mi tristeza a todo. Estarían mejor con su padre y su nueva pareja, sin mí.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija ha pedido reducción de jornada para llevarme al médico. Soy un estorbo. Si me muriera les haría un favor a todos.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis papás se endeudaron pa pagarme la u y yo reprobando ramos. solo les causo gastos y pena. estarian mejor si yo no existiera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'La familia española que nos acoge es muy buena, pero veo cómo se cansan. Yo soy una carga para todos, para ellos, para mi hija. Sin mí ella tendría más oportunidades.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me he vuelto a cortar en los muslos. nadie lo ve xq llevo pantalon largo. es lo unico q me calma un poco',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hoy me quemé el brazo con el encendedor a propósito, otra vez. Ya tengo como cinco marcitas redondas.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cuando me da la ansiedad me rasguño los brazos hasta que sangran. Hoy mi compañera de cuarto vio las marcas y le dije que fue el gato.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Después de la discusión me encerré en el baño y me di golpes en la cabeza contra los azulejos. Necesitaba sentir otra cosa que no fuera esto.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Cincuenta y tres años, en paro, sin casa propia. No veo ninguna salida, de verdad que no la veo. Cada mañana es lo mismo y esto no va a cambiar nunca.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'para q seguir intentando si todo me sale mal. nada va a mejorar, nunca. ya no tengo ganas de nada',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi casa en Mariupol ya no existe. Mi marido no contesta desde hace meses. No hay futuro para mí, ni aquí ni allí.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Estoy en el fondo del pozo y ya no veo cómo salir. Probé terapia, pastillas, deporte, de todo, y sigo igual. Me rendí.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuántos orfidales hacen falta para no despertarse? Lo busqué en el móvil pero solo me salían teléfonos de ayuda.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam con alcohol serian suficientes?? tengo una caja entera',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Estuve leyendo cuánto paracetamol es mortal para una persona de 50 kilos. Yo peso 48.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'me quedan como 30 rivotril. si me los tomo todos juntos con el fernet creo que alcanza. no se.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace dos años me tomé un bote de pastillas y me salvaron. Pensé que eso estaba superado, pero esta semana los pensamientos han vuelto igual de fuertes.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '120 dias sin cortarme y hoy lo tire todo a la basura. volvi a hacerlo. me siento una mierda',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento del año pasado le prometí a mi mamá que nunca más. Hoy me descubrí otra vez buscando cuántos pisos hacen falta. Tengo miedo de mí.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'En 2022 estuve en el hospital en Kyiv después de tragar pastillas. Aquí en Madrid pensé que empezaba de nuevo. Pero otra vez quiero irme de este mundo, como entonces.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Jajaja me muero de risa con los audios de mi tía, manda cada cosa 😂😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este trabajo me mata. Doce horas en el almacén y el encargado todavía quiere que me quede a descargar el camión.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero por ver a mi nieta el domingo, hace tres meses que no la veo.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Lo del examen de anatomía fue un suicidio académico, no estudié ni la mitad. Bueno, a septiembre.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Qué vergüenza, quería que me tragara la tierra cuando se me cayó la bandeja delante de todo el restaurante.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'mi hermano me tiene harta, un dia lo mato jaja. se comio mi yogur OTRA VEZ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'hoy en el gym casi me muero con las sentadillas, el entrenador nuevo es una bestia 💀',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hizo un año que murió papá. Fuimos al cementerio con mamá y le llevamos claveles. Lloramos, pero también nos reímos acordándonos de sus chistes.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'En el telediario otra vez bombardeos en Odesa. Mi prima vive allí. Murieron seis personas en un edificio. No puedo dejar de mirar el móvil.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Falleció una paciente que llevaba semanas en planta. Me tocó amortajarla. Luego en casa me senté en la ducha y lloré un buen rato.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se suicido un chavo de mi prepa. no lo conocia bien pero todos andamos en shock, hoy pusieron velas en la entrada',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuelo siempre decía que quería irse con la abuela. Se fue en marzo, tranquilo, dormido. Ahora están juntos, eso me consuela.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Enterramos a Toby, el perro de toda mi infancia, debajo del limonero. Mi hija de cinco años preguntó si los perros van al cielo.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la serie anoche. El protagonista se tira del puente en el último capítulo y me quedé mirando los créditos sin moverme. Qué manera de cerrar.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el club de lectura estamos con Ana Karenina. Hoy discutimos si su final era inevitable. Yo creo que sí.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'la cancion nueva de mi banda favorita habla de querer desaparecer y la letra me parece preciosa aunque triste',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un relato para el taller: una mujer que decide tomarse todas las pastillas la noche de Navidad. No me sale el final.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Jugando al Last of Us lloré en la escena en que Henry se pega un tiro. No me lo esperaba para nada.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos con los chicos una peli de guerra donde el soldado escribe una carta de despedida a su madre antes de la batalla. Mi hijo me preguntó si eso pasaba de verdad.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi hija de 4 años con 39 de fiebre. ¿Cuántos ml de ibuprofeno le doy? El pediatra dijo 5 ml cada 8 horas pero ahora pesa 17 kilos, lo vuelvo a mirar.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Al abuelo le subieron la sertralina a 100 mg. Tengo que acordarme de comprarle las pastillas antes del viernes.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me duele la muela desde el lunes. ¿Cuánto paracetamol puedo tomar sin pasarme? Mañana llamo al dentista.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'En el turno de hoy una señora casi se toma las pastillas de su marido por error. Repasamos con ella toda la medicación y le hicimos un pastillero.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Al gato le recetaron media pastilla de meloxicam. Dársela es una batalla campal jaja',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El neurólogo me cambió la pregabalina, ahora son 75 mg dos veces al día. Me da sueño pero el dolor ha bajado mucho.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hace diez años intenté quitarme la vida. Hoy tengo dos hijos, un trabajo que me gusta y una terapeuta que me ayudó a salir. Escribo esto para no olvidarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré mis diarios de la prepa. Ahí escribía que me quería morir cada semana. Qué lejos queda todo eso, hoy estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'A los 17 me cortaba los brazos. Ya llevo ocho años sin hacerlo y las cicatrices casi no se ven. Hoy fui a la playa en manga corta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2022, recién llegada de Ucrania, pensé en morir muchas veces. Ahora trabajo en Málaga, mi hija va al cole y estamos en paz.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente tuve pensamientos suicidas y la terapia me ayudó mucho. Hoy me tocó acompañar a una alumna que está pasando por algo parecido.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hubo una etapa, después del divorcio, en que no quería ni levantarme de la cama. Ya pasó. Hoy corrí diez kilómetros.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Qué día tan gris. Me peleé con mi novio por una tontería y lloré en el bus. Mañana será otro día.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'estoy reventada, doble turno en el bar y encima el casero sube el alquiler. no doy mas, pero bueno, el finde descanso',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Extraño a mi mamá en Paraguay. Hoy hice chipa y no me salió igual. Me senté en la escalera a llorar un rato.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me quedo sola en casa este fin de semana, los niños se van con su padre. Voy a aprovechar para pintar la cocina y ver series.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana es la entrevista. Ya tengo todo preparado: el currículum impreso, la camisa planchada. Estoy de los nervios.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé mi ropa vieja a la parroquia, ya no me entra nada desde el embarazo jaja',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me cansé de esta ciudad. En cuanto termine el contrato me voy para siempre a la costa, tb por el clima.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste, sí, pero no quiero morirme ni nada de eso. Solo necesito que pase esta semana.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi psicóloga me preguntó si tenía pensamientos de hacerme daño. Le dije que no y es verdad. Estoy agotada pero no es eso.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nunca me haria daño, tengo a mi hijo. pero q cansancio por dios',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Jamás pensé en suicidarme, ni en los peores meses del paro. Me agarré a mi familia.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ganas de morir, tengo ganas de que me den vacaciones 😅',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ni se me pasa por la cabeza quitarme la vida, pero tengo que admitir que estoy muy quemada en el trabajo.',
  },
];
