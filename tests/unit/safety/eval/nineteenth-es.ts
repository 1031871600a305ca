import type { EvalNote } from './types';

/**
 * Nineteenth Spanish check, written blind before looking at the detector's current patterns: 50
 * crisis notes (hopelessness 10, passive 8, euphemism 8, selfHarm 6, burden 6, two of each other
 * class) and 50 quiet ones (past 13, negation 12, medical 6, figurative 5, othersDeath 5,
 * fiction 4, everyday 5). The writers: a builder of 52 facing eviction in Spain, an Argentine
 * with "boludo" and "mi viejo", a Ukrainian soldier back from the front and refugees in Spain and
 * Latin America, a Mexican teenager ("wey", "nomas", "pa"), a Colombian from a rough barrio
 * ("parce"), a Cuban ("asere"), Chilean girls ("chiquillas"), a Catalan woman with multiple
 * sclerosis, a patient on dialysis, an Andalusian self-harming under long sleeves, a nurse on
 * nights, a therapist, veterans, grandparents. Loose typing, missing accents, "q", emoji.
 * Indirect crisis phrasings on purpose: a one-way ticket, resting forever, joining the
 * grandmother, getting off "the train of life", the wooden pyjamas, leaving the stage, wishing for
 * a cancer diagnosis or a stray bullet, not looking when crossing, wanting to be pushed onto the
 * tracks. Quiet near-misses: anniversaries of an attempt, an old diary, a therapist's memory,
 * screening questions answered no, a dog that ate ibuprofen, a child's paracetamol in mg, a
 * first-aid course on overdoses, "me muero de vergüenza", a move "para siempre", a rope for a
 * swing, a will made at the notary.
 *
 * FIRST RUN, on main at 536ec21, before any change to the lexicon: recall 48/50, false alarms
 * 5/50.
 * Missed (2):
 * - passive: on a metro platform, "if someone pushed me onto the track I would not defend
 *   myself", and that it brought peace;
 * - euphemism: a refugee who lost house and job, "time to switch off the light and close the door
 *   of this life".
 * Fired (5):
 * - past: in a refugee camp "pensé muchas veces que prefería morir. Ya pasó" (intent: the past
 *   frame "pensé … ya pasó" not seen);
 * - past: a therapist asked for an account of the night "en q quise saltar del balcón", and now
 *   "ya no soy esa persona. estoy bien" (method);
 * - medical: mg of paracetamol for a child of 20 kg with fever (dose: the child named by weight,
 *   not by "niño/hija");
 * - medical: a first-aid course on opioid overdose and naloxone (method, dose, relapse);
 * - everyday: moving "para siempre" from Buenos Aires to Montevideo with a last mate on the
 *   balcony (euphemism, plan).
 * No labels were changed after this run; no lexicon or code was changed in this round.
 *
 * Scored again, still blind, after the eighteenth round's lexicon fixes (15c99d7): recall
 * 48/50, false alarms 5/50, the same. Not tuned on yet.
 *
 * Lexicon pass (es.ts only; the model retrained on these notes, so the two misses were checked by
 * concept, on the notes and on new paraphrases, each flagged with a class and not by the whole-note
 * reader): being pushed onto the tracks, the road or the void and not resisting ("si alguien me
 * empuja a la vía no me resisto") and switching off the light / closing the door or blind of this
 * life are heard; guards: a death wish reported as thought then ("pensé muchas veces que prefería
 * morir", not after "anoche/hoy") and a deed dating a time ("la noche en que quise…", not "ayer")
 * read as past, "ya no soy esa persona" as resolved, a child's dose by weight ("mi hijo de 20
 * kilos") and overdoses taught in a first-aid course as medical, leaving for good from a two-word
 * place or beside a move ("me mudo a…") as moving. After: recall 50/50, false alarms 0/50; all
 * Spanish development sets 1031/1031, false alarms 5/1065 -> 0/1065.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Tengo 52 anos, me echaron de la obra y el banco se queda con el piso. Ya lo he decidido: voy a acabar con mi vida antes de que vengan a desahuciarnos. Que mi mujer cobre el seguro.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'boludo ya fue, esta noche me mato. no aguanto mas la voz de mi viejo en la cabeza diciendome que soy un inutil',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Volví del frente con la pierna mal y sin mis compañeros. A veces pienso que ojalá me hubiera tocado a mí esa mina y no a Andriy. Sería todo más fácil.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'cada vez que cruzo la avenida no miro, la verdad me da igual si me pisa un camion. mejor asi',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Señor, llevame ya contigo, no tengo fuerzas pa seguir en este valle de lágrimas. Que mañana no amanezca.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Mi hija dice q estoy deprimida. Yo solo se q si me dicen q tengo cancer me alegraria. Asi se acaba sin tener q hacer nada yo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'no quiero despertar mañana. ni pasado. ojala el corazon se pare solito mientras duermo 😔',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Quisiera desaparecer del mapa, dejar de existir, que nadie se acuerde ni de mi nombre. No es tristeza, es cansancio de estar vivo.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Diario: en la parada del metro pensé que si me empujaran a la vía no me defendería. Y eso me asustó, pero también me dio paz.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me da lo mismo vivir que morirme, parce. si me toca la bala perdida en el barrio, pues que me toque',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya compré mi boleto de ida nomás. Ustedes van a estar mejor cuando yo me adelante al otro lado.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Chiquillas, perdón por todo. Ya no voy a molestar más, pronto voy a descansar para siempre.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pienso mucho en ir a reunirme con mi abuela. Ella me esta esperando, lo se. Solo falta que me anime a dar el paso.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'en ucrania perdi la casa, aca perdi el trabajo. creo que es hora de apagar la luz y cerrar la puerta de esta vida',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Llevo semanas pensando en bajarme del tren. No de este tren, del otro, del de la vida. Ya no me quedan ganas de viajar.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'me voy a ir a dormir largo, muy largo, y no quiero que nadie me despierte esta vez. ya tome la decision',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Asere, esto no hay quien lo resista. Yo me voy a poner el pijama de madera antes de fin de mes, ya verás.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'quiero hacer mutis por el foro, salir de escena para siempre. el telón ya está bajando para mí y no pienso volver a subir',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Guardo las pastillas de la abuela en el cajon desde hace un mes, ya tengo como 60. Cuando tenga suficientes me las tomo todas juntas.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'estuve mirando en internet cuanto aguanta una viga del garaje y que tipo de cuerda sirve. no se lo he dicho a nadie',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El viernes mi pareja se va a Sevilla con los niños. Tengo la casa para mí sola el fin de semana, y ahí lo voy a hacer. Ya escribí todo lo que tenía que escribir.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya elegi el dia: el 14, el cumple de ella. voy a ir al acantilado de la punta, donde nadie pasa de noche. lo tengo todo calculado',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamá, si lees esto, no fue tu culpa. Te dejé la llave del depa con la señora Lupe y al Firulais con mi primo. Los quise mucho a todos. Adiós.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy regalé mi guitarra, mi compu y mis libros. Me despedí de los pibes sin que se den cuenta. Es la última vez que escribo acá.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija dejó su trabajo para cuidarme desde la diálisis. Le estoy robando la vida. Sin mí ella por fin podría vivir la suya.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un estorbo pa todos, un gasto, una boca mas. mi familia estaria mejor si yo no estuviera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Desde que llegamos refugiados solo doy problemas a mi hermana: ocupo su sofá, su comida, su tiempo. Les haría un favor quitándome de en medio.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'nomas soy una carga pa mis papas, ellos se matan trabajando y yo nomas les cuesto dinero. seria un alivio pa ellos que ya no este',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Con esta esclerosis cada día dependo más de Jordi. Pronto le tendrá que cambiar los pañales a su mujer. No quiero que me vea así; prefiero irme antes y dejarle libre.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'tou cansada de ser el problema de todo el mundo. sin mi se acaban las peleas en esta casa, lo tengo clarisimo',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche volví a quemarme el brazo con el encendedor. Es lo único que me calma cuando me da la ansiedad.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me pegue contra la pared hasta que se me hincharon los nudillos. necesitaba sentir algo q no fuera este vacio',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Uso manga larga en pleno agosto en Sevilla para que no vean las marcas nuevas. Hoy me hice tres más con la cuchilla del sacapuntas.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me arranco el pelo y me muerdo los brazos hasta sacarme sangre cuando estoy sola. Ya tengo calvas y no paro.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hoy me hice daño otra vez, en las piernas donde nadie mira. me lo merezco por ser tan idiota',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'No comí en tres días a propósito y hoy me clavé las uñas en la muñeca hasta abrirme la piel. Me castigo así y ya no sé parar.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Para qué seguir. Todo lo que toco se rompe. Mañana va a ser igual que hoy y que ayer, y así hasta el final.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ya no espero nada de nada. ni de la terapia ni de dios ni de nadie. estoy vacia y asi me voy a quedar',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Perdimos Mariupol, perdimos a papá, perdimos la casa. No hay futuro para mí en ningún país. No veo para qué levantarme.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Es como estar en un túnel sin luz al final. Ya no creo que exista la salida, ni siquiera la busco.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'mi vida no tiene arreglo, wey. ya intente todo y nada sirve. no tengo nada por que luchar',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Me doy por vencido. Ochenta currículums, cero respuestas, la depresión cada vez peor. Ya no le veo sentido a nada de esto.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'estoy harta de vivir, sinceramente. no le encuentro ninguna razon a seguir respirando',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Soy un caso perdido. Los médicos ya no saben qué hacer conmigo y yo tampoco. Esto no se cura, solo se aguanta, y ya no aguanto.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nada va a mejorar, lo se. la gente me dice q es una etapa pero llevo 6 años en esta etapa. no queda nada de esperanza en mi',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Qué sentido tiene todo si al final me voy a quedar solo igual. Estoy muerto en vida, mijo, ya no hay remedio pa mí.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hacen falta para no despertar? tengo dos cajas en el botiquin',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuánto paracetamol es mortal para una persona de 60 kilos? Lo pregunto por mí, no por curiosidad.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tomé todo el frasco y me lavaron el estómago. Pensé que eso había quedado atrás, pero esta semana volví a planear cómo hacerlo.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '8 meses limpia de cortes y anoche recai. la navaja estaba ahi y no pude. siento que empiezo de cero',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy se cumplen diez años de mi intento de suicidio. Lo celebro con mis hijas en la playa: estoy viva y feliz de estarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releyendo mi diario de 2015: "quiero morirme". Qué lejos queda esa chica. Hoy terminé la carrera de psicología.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Como terapeuta, recuerdo a un paciente que hace años me dijo que quería tirarse del puente. Hoy me escribió desde su boda. Qué alegría.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'el 2020 fue el peor año de mi vida, me cortaba casi todos los dias. ahora llevo tres años sin hacerlo y ayudo en un grupo de apoyo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando volví de Irak pasé meses pensando en pegarme un tiro. Gracias al grupo de veteranos salí de eso. Hoy fui a pescar con mi nieto.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente me tomé unas pastillas para acabar con todo. Hoy cumplo 40 y por primera vez doy una charla en un colegio sobre eso.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace cinco años sentía que era una carga para todos. Mi psiquiatra me ayudó a ver que no. Hoy mi familia me hizo una fiesta sorpresa.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En el campo de refugiados pensé muchas veces que prefería morir. Ya pasó. Ahora tengo trabajo en Madrid y mi hijo va al cole.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'mi terapeuta me pidio escribir sobre la noche en q quise saltar del balcon. lo hice y llore, pero senti q ya no soy esa persona. estoy bien',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Aniversario de mi alta del psiquiátrico: 7 años. Aquella desesperanza total de entonces ya no existe. Brindo con agua con gas 🥂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi abuela me contó que en la posguerra quiso dejarse morir de hambre. Salió adelante y crió a seis hijos. Qué mujer.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace un año me quemaba con cigarrillos. Hoy me tatué un girasol encima de las cicatrices. Símbolo de lo que sobreviví.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2019 escribí una carta de despedida que nunca usé. La encontré hoy mudándome y la rompí riéndome. Qué bien estar aquí.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ganas de morirme ni nada de eso, solo estoy muerta de cansancio después de tres turnos seguidos en urgencias.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si había pensado en hacerme daño. Le dije que no, y es verdad. Solo estoy triste por la ruptura.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no soy suicida eh, solo necesito vacaciones urgente jajaja',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el cuestionario del médico marqué "nunca" en lo de pensar que estaría mejor muerto. Lo mío es más bien insomnio.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me haría daño, tengo a mis hijos. Pero hoy lloré en el coche antes de entrar a trabajar.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni loca me mato por un chabón que no me contesta los mensajes. me compro un helado y listo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No quiero desaparecer ni nada parecido, quiero que mi jefe me deje en paz un fin de semana. Eso es todo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'mi hermano me pregunto si estaba pensando en quitarme la vida porque me vio rara. le dije que no, que es el estres de los examenes',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aunque la guerra me quitó mucho, no he pensado en acabar con mi vida. Quiero ver a mi país libre.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No me siento una carga para nadie, al contrario: hoy mis papás me agradecieron ayudarles con la tienda.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no me corto ni me he cortado nunca, lo de los brazos fue el gato cuando lo bañé 😂',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Tranqui, no pienso tirarme de ningún lado, solo dije que quería tirarme en el sofá todo el domingo.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi perro se comió una caja de ibuprofeno. El veterinario dice que a partir de ciertas dosis es mortal; lo dejaron en observación esta noche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno de noche en geriatría: la señora de la 12 casi se toma dos veces la dosis de morfina. Hay que revisar el pastillero.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuántos mg de paracetamol puede tomar mi hijo de 20 kilos? Tiene 39 de fiebre y el pediatra no contesta.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El farmacéutico me explicó que mezclar alcohol con el clonazepam puede ser peligroso, así que esta Navidad nada de vino.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Curso de primeros auxilios: hoy aprendimos qué hacer ante una sobredosis de opioides y cómo usar la naloxona.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'mi mama tiene las pastillas del corazon y siempre se le olvida si ya las tomo. le compre un pastillero semanal para que no se pase de dosis',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de vergüenza, le mandé al profe un audio cantando en vez de la tarea 💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este calor de Córdoba me está matando, 45 grados a la sombra, quiero morirme.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si pierde otra vez el Peñarol me tiro por la ventana jaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefa me tiene hasta la coronilla, un día de estos la mato. Bueno, le pongo una queja en RRHH.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Nos comimos una bandeja paisa y quedé muerto, no me puedo ni mover jajaja',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi tío Pepe. Se fue en paz, dormido. Lo voy a extrañar mucho.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un compañero de la unidad se quitó la vida el mes pasado. Hoy fuimos todos a ver a su madre a Járkov. Duele.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Murió mi gata Luna después de 16 años. La casa se siente vacía, pero estoy agradecida por el tiempo juntas.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'La vecina del cuarto falleció de covid. Mi mamá está asustada; le llevé comida y nos quedamos hablando hasta tarde.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se cumple un año de q mataron a mi primo en Tegucigalpa. fuimos a dejarle flores con la familia',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de leer "Crónica de una muerte anunciada". Qué final, ya sabía que lo iban a matar y aun así me dejó temblando.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En mi novela la protagonista deja una carta de despedida antes de lanzarse al mar. Me cuesta escribir ese capítulo, es muy intenso.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos la obra de Lorca con los del instituto; la escena en que Adela se ahorca nos dejó a todos callados.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el videojuego mi personaje se tomo un veneno por error y tuve que empezar desde el ultimo checkpoint 🙄',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana me voy para siempre de Buenos Aires, me mudo a Montevideo con mi novia. Último mate en el balcón.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy regalé toda la ropa de bebé, mis hijos ya están grandes. Me dio nostalgia pero también liberación.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hice testamento con el notario porque me lo recomendó el gestor al comprar el piso. Trámite aburrido pero necesario.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'me despedí de mis compañeros de la oficina, empiezo en otra empresa el lunes. me dieron una tarjeta y una torta',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré cuerda y clavos para colgar el columpio del patio. Los niños están felices.',
  },
];
