import type { EvalNote } from './types';

/**
 * Thirteenth Spanish check, written blind after the twelfth round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan; three or four of the others) and 50 quiet ones (fourteen past, twelve
 * negation, six medical, five figurative, five others' deaths, four fiction, four everyday). The
 * writers: a Salvadoran deported again, a Spaniard sacked from his "curro", a Ukrainian whose
 * husband at the front stopped answering, an old Cuban ("cansao de bregar") and a Cuban on the
 * Malecón, a Mexican student who wishes the bus would crash, an Argentine with lupus, a Peruvian
 * ex-soldier of the VRAEM, a Colombian mother asking "diosito" to take her, an Uruguayan ("posta"),
 * a Puerto Rican ("toy cansá"), a Catalan with her "iaia", a Honduran whose father died, a refugee
 * from Mariupol, a Chilean ("weon", "la polola", "la pega"), a man with ALS, a Spanish veteran of
 * Mali, a Ukrainian mother who is a burden to her daughter, teenagers burning, cutting, biting and
 * stabbing themselves, a nurse on a hospital roof, a woman with chronic pain, doses of diazepam,
 * paracetamol and quetiapine with "guaro", and relapses after cutting, an attempt and a hanging.
 * Quiet near-misses: a half marathon seven years after the ICU, a therapist who hardly recognises
 * her patient, old voice notes, the worst year told as over, a Malvinas veteran, a refugee's first
 * year, old cut wrists, five years without self-harm, a mother telling her daughter, a psychology
 * graduate, a grandfather in the Sendero years, a coffee on the bridge, a soldier's bad patch, an
 * old diary line; denials and screening questions answered no (a psychologist, a doctor's
 * questionnaire, a nurse asking about a plan, a mother, the war); a dog's meloxicam, a paracetamol
 * overdose treated, a baby's fever, a mother with Alzheimer's, methotrexate, a pharmacist; Bad
 * Bunny, the Córdoba heat, Peñarol, a boss, a thesis; a grandmother, a brother at Avdiivka, a
 * classmate's suicide, a dog, an uncle's; Thirteen Reasons Why, a story, a play, a video game; a
 * move, a job in Canada, keys for the neighbour, a last day at the factory before retiring.
 *
 * FIRST RUN, before any change to the lexicon: recall 41/50, false alarms 6/50 (all Spanish
 * development sets with it: 722/731, 6/765).
 * Missed (9):
 * - passive: wishing the bus would crash "conmigo adentro"; asking God that something fall on
 *   him "y se acabe de una vez";
 * - method: looking up which poison is fastest (rat poison on the farm);
 * - plan: the cat left with a sister, on Friday driving to a mountain pass "y no pienso volver";
 * - farewell: visiting parents and grandmother "por última vez" and hugging them;
 * - selfHarm: sticking scissors into the hand "pa sentir algo";
 * - hopelessness: "ya no espero nada de la vida", "vacía por dentro", "no veo final";
 * - relapse: "después del intento … he vuelto a mirar el puente"; an earlier hanging and now
 *   thinking of doing it again "bien hecho".
 * Fired (6):
 * - past: cut wrists "de jovencita … hace mil años" (selfHarm); "a su edad yo también quería
 *   desaparecer. ya no es así" (intent); "tuve una época que solo quería morirme. Salí de eso"
 *   (intent, relapse);
 * - negation: "Muchos preguntan si yo quiero morir … No. Yo quiero vivir" (intent: others'
 *   question);
 * - everyday: "todo listo para el sábado: la mudanza" (the whole-note reader alone); the last day
 *   at the factory, retiring, "me despedí de todos" (farewell).
 *
 * After general changes in `lexicons/es.ts` (and one in `normalize.ts`), none of them keyed to one
 * note: recall 50/50, false alarms 0/50; all Spanish development sets 731/731 and 0/765. The
 * families added: a vehicle, a plane or a building that crashes, sinks or falls "conmigo
 * adentro/arriba/a bordo", something (a bomb, the roof, a tree) falling "encima" of the writer;
 * asking which poison or pill is the fastest or least painful, "sin sufrir"; a pet or the children
 * left with someone (a preparation), and "no pienso/quiero volver (nunca)" as finality; a goodbye
 * kept secret ("sin que supieran por qué", "sin que supiera que era una despedida"); scissors,
 * needles, a pencil or glass stuck into oneself ("me clavé…"), accidents left out; "ya no espero
 * nada de la vida"; an attempt dated ("el intento de 2021") and a hanging cut down in time as an
 * earlier attempt; "todavía quiero…", "sigo igual" turning an old crisis into a present one; and
 * "pero ya" as a turn to now, so "antes era feliz, pero ya no quiero vivir" is no longer silenced
 * by its own past. On the quiet side: "jovencita/jovencito" as young, "a tu/su edad yo…", "tuve
 * una época/etapa/temporada" as a time long past; "(muchos/la gente) me preguntan si…" as a
 * question asked (unless answered "la verdad es que sí"); "mi último día/mi última noche en…" a job
 * or a city (but not "en este mundo") is no finality; "todo listo para" a move or an outing; pests
 * (cockroaches, ants…) as an errand for poison; "no quiero vivir cada día / feliz / tranquila…"
 * (a "no" that answered something, the comma gone) is no wish to die.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: 'me deportaron otra vez y ya no tengo cara pa ver a mi mama. voy a acabar con mi vida, ya lo decidi, no es un berrinche',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tengo ganas de pegarme un tiro, no es broma. desde que me echaron del curro estoy harto de todo y de todos',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Mi marido en el frente no contesta desde 9 dias. Yo no quiero vivir mas asi, quiero morirme ya, hoy pienso hacerlo.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Ojala me acueste esta noche y no amanezca. Ya estoy cansao de bregar con esta vida, mi hijo en Miami ni llama',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'a veces quisiera que el camion se estrellara conmigo adentro, nomas pa no tener que llegar a la casa',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Tercer brote de lupus este año. Si no me despierto mañana, sinceramente me da igual, hasta seria un alivio.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'desde el VRAEM no duermo bien. a veces le pido a Dios que me caiga algo encima y se acabe de una vez',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'le pido a diosito que me recoja ya, no aguanto mas este dolor en el pecho que no es del corazon sino de la vida 😔',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojalá no existiera, posta. nadie notaría nada si un día no estoy mas',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya me quiero ir pa siempre de este mundo, no de PR, del mundo. toy cansá de luchar sola',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Creo que ya es hora de apagar la luz del todo. Lo he pensado mucho y no tengo miedo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya quiero descansar para siempre, neta. cerrar los ojos y que sea lo ultimo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'mi apa se murio el año pasado y aqui ya no hago nada. mejor me voy con el alla arriba',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Yo pienso que mejor me voy de este vida. Aqui no tengo nada, alla en Mariupol solo ruinas.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'weon ya no quiero estar mas aca, quiero desaparecer del mapa pero en serio, no irme de viaje',
  },
  {
    crisis: true,
    class: 'method',
    text: 'me quede un rato largo parado en las vias del tren esperando que pasara. me fui solo porque vino un guardia',
  },
  {
    crisis: true,
    class: 'method',
    text: 'He comprado una cuerda en el bricomart y la tengo en el maletero. Ya sé de qué árbol del monte.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'me puse a averiguar que veneno es el mas rapido, el de ratas que hay en la finca de mi tio sirve',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya tengo todo listo pa el sabado, cuando mi familia se vaya a la fiesta del pueblo. nadie va a estar en la casa y lo hago',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'he dejado el gato con mi hermana "por unos dias". el viernes cojo el coche hacia el puerto de montaña y no pienso volver',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya escribi las cartas y tengo las pastillas juntadas, lo hago apenas mi mama cobre la pension y salga al mercado',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'El lunes que viene es el día. Ya averigüé a qué hora pasa el último tren y dónde no hay cámaras.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'cuando acabe el mes me tiro del malecon de noche, ya lo tengo decidido, no se lo digo a nadie',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Despues del turno de noche voy a subir a la azotea del hospital. Ya conte los pisos, son doce, alcanza.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'si leen esto perdonenme todos. mami te amo, cuide a la niña. no fue culpa de nadie',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Le dejé a mi hermano la clave del celu y la del banco, y una carta abajo del colchón. Gracias por todo, los quise mucho, de verdad.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy he ido a ver a mis padres y a la iaia por última vez. Les he dado un abrazo largo sin que supieran por qué.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'ya regale mi ropa y mi celular a mi primo. esto es una despedida, gracias a los que me quisieron',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Con la ELA ya no puedo ni ir al baño solo. Mi señora estaría mejor sin mí, le estoy arruinando la vida.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis papas gastan todo en mi terapia y ni sirve. serian mas felices si yo no estuviera, solo les estorbo',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Desde lo de Mali solo soy un peso para mi familia. Lo mejor es que me quite de en medio y que rehagan su vida.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija trabaja 2 trabajos por mi culpa. Yo soy carga para ella. Si yo no estoy, ella es libre.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me volví a quemar el brazo con el encendedor, re tonto, pero es lo unico que me calma cuando mi vieja grita',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ayer me hice cortes en las piernas con la hojita del sacapuntas, nadie sabe, siempre uso pants',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me he dado cabezazos contra la pared hasta marearme. No sé parar cuando me pongo así.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me clavé las tijeras en la mano pa sentir algo distinto a esta rabia, otra vez',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me lastimo a propósito desde hace semanas, me pellizco y me pego en las piernas con el cinturón hasta que quedan moradas.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me mordi el brazo hasta q sangro. no quiero hacerme daño pero lo hago igual, ayer tambien',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'aqui no hay futuro ni pa mi ni pa nadie. no tengo por que seguir, todos los dias es lo mismo y peor',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nada va a mejorar. Ya lo acepté. No le encuentro sentido a seguir levantándome.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi ciudad no existe mas. No tengo casa, no tengo esposo, no tengo razon para seguir viviendo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Seis años de dolor crónico y ningún médico da con nada. Ya no espero nada de la vida, estoy vacía por dentro y no veo final.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'para que seguir si todo sale mal. ya no tengo esperanza de nada, me da igual todo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'siento que ya perdí todo, la pega, la polola, el depa. no hay nada por lo que valga la pena seguir',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuántos diazepam de 10 hacen falta para no despertarse? Tengo una caja entera de mi madre.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de paracetamol son mortales? nomas quiero saber cuantas me tendria q tomar',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'si me tomo todo el frasco de la quetiapina con guaro, será suficiente? ya no quiero sentir nada',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Dos años limpia de autolesiones y anoche recaí, volví a cortarme. Me siento una fracasada.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento de 2021 pensé que estaba bien. Esta semana he vuelto a mirar el puente de la misma manera.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'la otra vez me colgué y me cortaron la soga a tiempo. ahora estoy pensando en hacerlo otra vez pero bien hecho',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy corrí la media maratón de Sevilla. Hace 7 años estaba en la UCI después de tragarme un bote de pastillas; cruzar la meta fue decirle a esa chica que lo logramos.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi terapeuta me dijo hoy que cuando empecé con ella hace 4 años venía con ganas de morirme todos los días y que le cuesta reconocerme. Me fui a casa sonriendo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'encontré unos audios de 2018 donde le decia a mi amiga que me queria tirar del puente. ni me acordaba de esa voz. hoy estoy en otra, con laburo y pareja',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 fue el peor año de mi vida, estuve internada por querer matarme. Ahora salgo a correr todas las mañanas y tengo mi propio negocio de tortas.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En el 83, volviendo de Malvinas, pensé mil veces en pegarme un tiro. Muchos compañeros lo hicieron. Yo tuve a la Negra y a mis hijos, y acá sigo, 40 años después.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer año en España, en 2022, yo no queria vivir. Ahora trabajo, mi hijo va al colegio, aprendi idioma. Estoy agradecida.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'de jovencita me corte las venas por un novio, tengo la cicatriz. eso paso hace mil años, hoy me rio de lo boba que era',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace cinco años que no me autolesiono. Las marcas siguen pero ya no me avergüenzan, hoy fui a la playa en tirantes.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'le conte a mi hija que a su edad yo tambien queria desaparecer. ya no es asi, le dije que se sale y que aqui estoy pa ella',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en la u me tomé una caja de pastillas, fue hace ocho años. hoy me titulé de psicóloga y justo voy a trabajar en prevención',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi abuelo nos contó que en los años de Sendero pensó en quitarse la vida. Salió adelante sembrando papa y hoy tiene 90.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Tres años desde la noche del puente. Hoy fui con mi pareja a tomar un café allí mismo, mirando el río, tranquila.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando estaba en el batallon tuve una epoca que solo queria morirme. Sali de eso hace rato, hoy estoy bien con mi esposa y mis pelados.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releí lo que escribía en 2015: "no aguanto más, quiero dormir para siempre". Qué lejos me queda. Hoy estoy contento, posta.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No, no tengo pensamientos suicidas, solo estoy reventada del trabajo y duermo fatal.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si había pensado en hacerme daño. Le dije que no, y es verdad, lo que tengo es ansiedad por los exámenes.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no me quiero matar ni nada de eso eh, solo estoy triste por lo de Caro',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'el doctor me hizo el cuestionario ese de si he querido morirme, puse que nunca. nomas ando estresado por la chamba',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'tranqui ma, no pienso lastimarme, te lo prometo. solo estoy bajoneado por lo del laburo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me he cortado ni lo haría, pero entiendo a mi prima, ojalá pudiera ayudarla.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Muchos preguntan si yo quiero morir por la guerra. No. Yo quiero vivir y volver a Jarkov.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no es que quiera quitarme la vida, es que estoy mamado de la U y de la plata',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nada de suicidio ni cosas raras, solo estoy cansao del apagon y del calor',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'en el test del consultorio marqué que no a lo de las ideas de muerte. igual ando bajón por la pega, pero nada más',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ganas de morirme, tengo ganas de irme de vacaciones que es distinto jaja',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La enfermera me preguntó si tenía un plan para hacerme daño. No, ninguno. Solo me duele la espalda y lloro por todo por las hormonas.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuantos mg de meloxicam le puedo dar a mi perra de 12 kilos? cojea desde ayer',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno horrible: ingresó una chica con sobredosis de paracetamol, le pusimos N-acetilcisteína y quedó estable.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'mi bebe de 8 meses tiene fiebre de 39, cuantos ml de paracetamol le doy?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A mi madre con alzheimer le escondo las pastillas porque una vez se tomó la dosis dos veces sin darse cuenta. Ahora uso pastillero semanal.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El reumatólogo me subió el metotrexato; con ese hay que tener cuidado con la sobredosis, así que lo tomo solo los lunes.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy en la farmacia un señor preguntó cuántos ibuprofenos podía tomar al día por la muela. Le dije máximo tres de 400.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de ganas de ver a Bad Bunny en el concierto 😭😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este calor de Córdoba me está matando, illo, 46 grados a la sombra',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si Peñarol pierde el clásico me tiro a la rambla jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'mi jefe me tiene hasta la madre, un dia de estos lo mato 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'La defensa de la tesis fue un suicidio, no había dormido nada, pero aprobé!!',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi abuela. La voy a extrañar toda la vida, ojalá esté descansando en paz.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi hermano murió en Avdiivka. Quiero ir a su tumba cuando termine la guerra.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se suicidó un compañero del curso, estamos todos en shock. mañana hay una reunion con la psicóloga del colegio',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se nos murio el Firulais, tenia 15 años. ya esta descansando, lo enterramos en el patio',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi tío se quitó la vida el año pasado y hoy hubiera cumplido 50. Le hicimos una misa.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé Por trece razones, la escena de la bañera me dejó mal, no la recomiendo a gente sensible',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento donde el protagonista planea tirarse del puente; el taller lo lee el jueves.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la obra de teatro mi personaje se envenena al final, ensayamos la escena de la muerte cinco veces.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'el videojuego ese donde tu personaje se tiene que sacrificar para salvar al mundo, llore al final',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya tengo todo listo para el sábado: la mudanza, las cajas y la furgoneta. Me despido del piso de Lavapiés.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'vendí la moto y la guitarra, me voy a Canadá con visa de trabajo. hoy me despedí de los pibes en el asado',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Le dejé las llaves a la vecina para que riegue las plantas y le dé de comer al gato mientras estoy en Galicia.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy fue mi último día en la fábrica después de 30 años, me jubilé. Me despedí de todos con un abrazo.',
  },
];
