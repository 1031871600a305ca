import type { EvalNote } from './types';

/**
 * Fifteenth Spanish check, written blind after the fourteenth round was folded into development:
 * 50 crisis notes (ten hopelessness, eight passive, eight euphemism, six self-harm, six burden, two
 * of each other class) and 50 quiet ones (thirteen past, twelve negation, six medical, seven
 * figurative, five others' deaths, four fiction, three everyday). The writers: an asylum seeker on
 * a third refusal, a man with chronic back pain, an Argentine who lost "el laburo" and sees "los
 * pibes" every fortnight, a soldier back from the front who sees faces, a woman turning forty, a
 * Caribbean mother writing to "mija", a Kyiv refugee cleaning stairs in Barcelona, a failed
 * residency candidate, a carer of a mother with Alzheimer's; a wish not to wake, a car at a
 * crossing, a shell on the sentry post, a rosary prayer, "me da igual vivir o morir", not having
 * been born, a chemo patient refusing a cycle, "no quiero estar"; leaving this world before the
 * month ends, closing the eyes forever, vanishing "del mapa", joining a dead husband in heaven,
 * getting off the train before the last station, an end to it all, leaving "esta tierra", the long
 * sleep with no alarm; a cigarette burn, head against the wall, cuts under a uniform, scissors in
 * class, hair pulled out and a scratched face, a blade in a pencil case; nappies and a care home,
 * parents' money, a wheelchair, "peso muerto", a shelter, a sister who left university; and a
 * tonight, daily thoughts, clonazepam counted, a twelve-storey roof, a rope and a flatmate away, a
 * day after a daughter's birthday, letters in a drawer, a guitar given away, paracetamol boxes, a
 * grandmother's sleeping pills with rum, thoughts come back two years on, eight months clean of
 * cutting broken.
 * Quiet near-misses: a tenth anniversary with cake, a diary at sixteen, the worst year told in a
 * group, a therapist recalling a chosen date, an Afghanistan veteran, pills in high school now a
 * mental-health nurse, old scars at the beach, Mariupol refugees a year on, a hanging attempt and a
 * half marathon, a burden felt when young, a bridge at twenty, a testimony, three years with no
 * self-harm; denials (a psychologist's question, a tired mother, a mother in tears, a doctor's
 * questionnaire, "nunca me haría daño", "ni se me ocurre cortarme", anger not suicide, holidays
 * away from the boss, triage, "no soy una carga", a psychiatrist's "if ever", "ninguna locura");
 * a dog eating ibuprofen, drops for a baby, a girl treated in A&E, a father's pill organiser, the
 * paracetamol limit, morphine under chemo; shame, the Córdoba heat, a joke about the window, a
 * thesis, Madrid rents, leaving the country, a "suicidal" match; a grandfather, a comrade, a cat,
 * a murdered brother, a neighbour; a novel, a book, a series, a song; baby clothes, a retirement
 * letter, a climbing rope.
 *
 * FIRST RUN, before any change to the lexicon: recall 49/50, false alarms 5/50 (all Spanish
 * development sets with it: 830/831, 5/865).
 * Missed (1):
 * - euphemism: getting off the train before the last station, tired of the journey.
 * Fired (5):
 * - past: a therapist recalling a date once chosen to kill oneself, "fue hace seis años" in the
 *   next sentence (intent); a refugee who "no queria vivir" the first year, now with work and
 *   friends (passive); feeling a burden when young, now close to the parents (the whole-note
 *   reader alone);
 * - negation: a psychiatrist's "si alguna vez pienso en matarme lo llame", "no es el caso"
 *   (intent);
 * - figurative: "me quiero morir de la verguenza" with the reason after it (intent; the mask took
 *   "morir de la vergüenza" but left "me quiero" beside the 💀💀 read as a death).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 0/50; all Spanish development sets 831/831 and 0/865. The families added: leaving the train,
 * boat or bus of life "antes de tiempo / de la última estación" (next to the existing "bajarme del
 * mundo"); a wish in front of a figurative death ("me quiero/quise morir de vergüenza, de risa…")
 * masked whole; a clinician's or safety plan's "si alguna vez pienso en…/tengo ideas de…" followed
 * by whom to call or where to go; an old belief put right ("entendí / me di cuenta de que no era
 * así / verdad"); someone reminding the writer of then ("me recordó que cuando…"); arriving in a new
 * country told as then ("cuando llegamos de…, yo no quería…", not "cuando llegué a casa"); and a
 * sentence dated by the next one ("Fue hace seis años.", "Eso fue en 2015 / en la prepa / el
 * primer año", "De eso hace años"), unless that one turns to now ("pero … volvió"). Then, from
 * probes of the same concepts in other words (no note changed): grief's wish for a moment with the
 * dead ("estar con ella otra vez, aunque sea un ratito en sueños") masked; "me da lo mismo
 * amanecer / despertarme o no" as passive; an alarm clock that never rings again, the oars let go;
 * feeling "como un mueble / una maleta que estorba / hay que cargar" (burden); pinching or scratching
 * "hasta dejarme moretones" (the Latin American word beside "moratones").
 * Figures unchanged by these (50/50, 0/50; 831/831, 0/865).
 */
export const notes: EvalNote[] = [
  // hopelessness (10)
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tercer rechazo del asilo. La abogada dice que apelemos pero yo ya no le veo sentido a nada, ni a apelar ni a levantarme. Para que, si todo va a salir mal igual',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'llevo 3 años con el dolor cronico de espalda y ningun medico me da solucion. ya asumi que mi vida va a ser esto hasta el final y sinceramente no se si quiero que ese final tarde mucho',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'boludo ya fue todo. perdi el laburo, la casa, a los pibes los veo cada quince dias. no hay vuelta atras, esto no tiene arreglo y yo tampoco',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Desde que volví del frente no duermo. Veo caras. Mi mujer me mira como a un extraño. Siento que estoy muerto por dentro y que nada de lo que haga me va a devolver a la vida de antes, ya no tiene sentido seguir intentandolo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'hoy cumplo 40 y lo unico que siento es cansancio de existir. no espero nada de nadie ni de mi, mañana va a ser igual de gris q hoy y pasado tambien 🖤',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mija ya no tengo fuerzas pa seguir luchando. Dios sabe que lo intente todo con tu papa y con el negocio. Ya no hay nada por lo que valga la pena seguir',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'en Kyiv tenia mi vida, aqui en Barcelona no soy nadie, limpio escaleras y lloro en el metro. no veo futuro para mi en ningun sitio, ni aqui ni alla, estoy como en un tunel sin luz al final',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Suspendí otra vez el examen de residencia. Ocho años de carrera tirados. Soy un fracaso y siempre lo voy a ser, ya me da igual lo que pase conmigo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'estoy harta de esperar que las cosas mejoren, la verdad es que nunca mejoran. me quede sin ganas de nada, hasta de respirar',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Qué caso tiene. Cuido a mi mamá con Alzheimer día y noche, no tengo dinero ni vida ni nadie. Esto es un callejón sin salida y ya no aguanto más, de verdad que no',
  },
  // passive (8)
  {
    crisis: true,
    class: 'passive',
    text: 'ojala no despertara mañana. asi de simple. no quiero hacer nada raro pero si me muero dormida no me molestaria para nada',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando cruzo la avenida a veces pienso que si un carro me lleva por delante sería un alivio. Hoy casi me paro en medio a esperar',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'en la guardia de noche pense que ojala una bomba cayera justo en mi puesto y se acabara todo de una vez. no se lo digo a nadie del batallon',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Señor, llévame contigo ya, no quiero seguir aquí abajo. Se lo pido cada noche al rezar el rosario',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me da igual vivir o morir, la verdad. si me pasa algo pues que pase, no voy a hacer nada por evitarlo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'a veces quisiera no haber nacido, asi nadie tendria que aguantarme y yo no tendria que aguantar esto',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'La oncóloga me ofreció otro ciclo de quimio y le dije que no. En el fondo quiero que el cáncer haga lo suyo rapido, estoy deseando que se termine',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'no tengo ganas de seguir viva, no se como decirlo de otra forma. no es que vaya a hacer nada, es que no quiero estar',
  },
  // euphemism (8)
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya tome la decision, me voy a ir de este mundo antes de fin de mes. nadie lo va a notar mucho',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando en cerrar los ojos para siempre. Estoy muy cansada de todo y ya hice las paces con eso',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'wey ya quiero desaparecer del mapa pero en serio, no de viaje. que ya no haya un yo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pronto me reúno con mi Manuel en el cielo, ya no le hago falta a nadie aquí. Esta semana voy a arreglar lo mío para irme con él',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'creo que me voy a bajar del tren antes de la ultima estacion, ya me canse del viaje. vos me entendes',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'tengo ganas de ponerle fin a todo esto de una vez por todas. hoy lo vi mas claro que nunca',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya no quiero seguir en esta tierra mi hermano, ya cumplí mi tiempo aquí. Que Dios me perdone lo que voy a hacer',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'me voy a dormir y ojala sea el sueño largo, el que no tiene despertador. ya deje todo listo por las dudas',
  },
  // selfHarm (6)
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hoy me queme el brazo con el cigarro otra vez, es lo unico q me calma cuando se me viene todo encima',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me encerré en el baño y me di golpes contra la pared hasta que me sangró la frente. Mi madre piensa que me caí',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'llevo toda la semana haciendome cortes en las piernas donde no se ven, con el short del uniforme tengo que tener cuidado',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'necesito sentir dolor fisico para no sentir el otro. me clave las tijeras en la mano hoy en clase, nadie se dio cuenta',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me arranco el pelo a mechones y me rasguño la cara cuando estoy sola, ya tengo calvas. Me castigo por ser tan inútil',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'tengo ganas de hacerme daño otra vez, ya tengo la cuchilla escondida en la cartuchera',
  },
  // burden (6)
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos tienen que venir a cambiarme los pañales. Soy un estorbo, estarían mejor sin mí y sin los gastos de la residencia',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'solo les traigo problemas a mis papas, desde que naci. si yo no estuviera se ahorrarian un monton de plata y de disgustos',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi esposa carga conmigo desde que me quedé en silla de ruedas. Le estoy arruinando la vida, merece a alguien entero, no esta mitad de hombre. Lo mejor que puedo hacer es quitarme de en medio',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un peso muerto para todos en esta casa, no aporto nada, no trabajo, solo como y ocupo espacio',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'En el albergue todos tienen sus problemas y yo encima les sumo los mios. Sin mí el mundo estaría un poquito mejor, eso lo tengo claro',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mi hermana tuvo que dejar la uni para cuidarme. le arruine la vida. le haria un favor si me muriera',
  },
  // intent (2)
  {
    crisis: true,
    class: 'intent',
    text: 'esta noche me mato, ya esta. estoy escribiendo esto pa que alguien sepa por que',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Tengo pensamientos de acabar con mi vida todos los dias desde hace un mes y hoy mas fuertes que nunca',
  },
  // method (2)
  {
    crisis: true,
    class: 'method',
    text: 'estuve mirando en internet cuantas pastillas de clonazepam harian falta para no despertar',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Subí a la azotea del edificio y estuve mirando abajo un buen rato. Son doce pisos. Sería rápido',
  },
  // plan (2)
  {
    crisis: true,
    class: 'plan',
    text: 'El viernes cuando mi compañero de piso se vaya al pueblo lo hago. Ya tengo la cuerda en el armario',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya elegi el dia, despues del cumple de mi hija para no arruinarselo. ya se como y donde',
  },
  // farewell (2)
  {
    crisis: true,
    class: 'farewell',
    text: 'les deje una carta a cada uno en el cajon de la comoda. que no se sientan culpables, no fue culpa de nadie. los quiero mucho',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy regalé mi guitarra y la play a mi primo, y le dije a mi vieja que la quiero. Creo que ya me despedí de todos sin que se den cuenta',
  },
  // dose (2)
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de paracetamol hay que tomar para que sea mortal? tengo dos cajas',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'me voy a tomar todo el frasco de las pastillas de dormir de mi abuela con el ron, ya no quiero sentir nada',
  },
  // relapse (2)
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace dos años me intenté quitar la vida y pensé que lo había superado. Esta semana volvieron las ideas igual de fuertes y me da pánico',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '8 meses limpia de cortes y anoche recai. me siento una basura, todo el esfuerzo a la mierda',
  },

  // QUIET: past (13)
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy se cumplen diez años de mi intento de suicidio. Lo celebro con mis hijas, con una torta. Estoy viva y agradecida',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'releyendo mi diario de cuando tenia 16, escribia que me queria morir todos los dias. que pena me da esa niña, ojala pudiera abrazarla. ahora estoy bien',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 fue el peor año de mi vida, me cortaba casi a diario y no veia salida. Hoy lo cuento en el grupo de apoyo para que otros vean que se sale',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi terapeuta me recordó hoy que cuando llegué a su consulta tenía hasta la fecha elegida para matarme. Fue hace seis años. Qué lejos queda',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Despues de Afganistan estuve un tiempo que pensaba en pegarme un tiro con el arma de servicio. Eso ya paso, el tratamiento me salvo y hoy ayudo a otros veteranos',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en la prepa me tome un monton de pastillas y termine en urgencias. ya hace 12 años de eso, hoy soy enfermera de salud mental',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Las cicatrices de mis brazos ya casi no se notan. Ya no me corto desde hace años, hoy fui a la playa en manga corta por primera vez',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'cuando llegamos de Mariupol yo no queria vivir, pensaba que mejor hubiera muerto alla. eso fue el primer año, ahora tengo trabajo y amigos aqui en Valencia',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace un año exacto estaba en el psiquiátrico después de intentar ahorcarme. Hoy corrí mi primera media maratón',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De joven me sentia una carga para mis padres y llegue a pensar que estarian mejor sin mi. Con los años entendi que no era asi, hoy somos muy unidos',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'le conte a mi novio que a los 20 intente tirarme de un puente. me abrazo y no me juzgo. hace mucho que me siento bien',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Escribiendo mi testimonio para la asociacion: hubo una epoca en la que solo queria desaparecer. Esa epoca termino gracias a la medicacion y a mi familia',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'tres años sin autolesionarme 🎉 hoy me regale un tatuaje encima de la cicatriz mas fea',
  },
  // QUIET: negation (12)
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si había pensado en hacerme daño o en quitarme la vida. Le dije que no, que estoy triste por la ruptura pero nada de eso',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy deprimida ni me quiero morir, solo estoy reventada de cansancio con el bebe que no duerme',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'mi mama me pregunto llorando si me queria matar porque me vio muy callado. le dije que no ma, que solo estoy estresado con los finales',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el cuestionario del médico marqué "nunca" en lo de pensamientos de muerte. Es verdad, ando bajoneado pero no es para tanto',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me haría daño, tengo a mis hijos. Pero hoy estoy muy triste y necesitaba escribirlo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni se me ocurre cortarme, eso lo tengo super claro. solo queria desahogarme porque el dia fue horrible',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Jamás pensé en suicidarme, ni en la peor época del divorcio. Lo mío es más bien rabia',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no quiero desaparecer ni nada de eso eh, solo quiero unas vacaciones lejos de mi jefe 😂',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'en triaje la enfermera me pregunto si tenia ideas de suicidio. no, ninguna. vine por la ansiedad y las palpitaciones',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Que quede claro para mi yo del futuro: no soy una carga para nadie y no me voy a rendir. Hoy fue duro pero lo saque adelante',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'el psiquiatra me dijo que si alguna vez pienso en matarme lo llame. no es el caso, estoy bastante estable con la medicacion nueva',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo planes de hacer ninguna locura, tranquila mamá. Solo necesito estar sola un par de días en el pueblo',
  },
  // QUIET: medical (6)
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi perro se comió una caja entera de ibuprofeno que estaba en la mesa. El veterinario dice que es una sobredosis grave, lo dejaron internado',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuantas gotas de paracetamol le puedo dar al bebe de 8 kilos? tiene 38.5 de fiebre y la pediatra no contesta',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno en urgencias: entró una chica de 17 con una intoxicación por pastillas, la lavamos y salió bien. Me quedé pensando en ella toda la noche',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'organice el pastillero de mi papa para que no se tome doble la dosis de la pastilla del corazon, la semana pasada casi se intoxica',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La farmacéutica me explicó que si tomo más de 4 gramos de paracetamol al día me puedo dañar el hígado. Lo anoto para no pasarme con la gripe',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'con la quimio me dieron morfina para el dolor, me da miedo pasarme de la dosis asi que lo apunto todo aqui',
  },
  // QUIET: figurative (7)
  {
    crisis: false,
    guard: 'figurative',
    text: 'me quiero morir de la verguenza, le mande el audio a mi jefe en vez de a mi amiga 💀💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este calor de Córdoba me está matando, 45 grados a la sombra, no se puede vivir',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si mañana me vuelven a poner guardia el finde me tiro por la ventana jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'la tesis me tiene muerta en vida, no se ni como me llamo. tres semanas mas y entrego',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Con el precio del alquiler en Madrid uno tiene ganas de pegarse un tiro, en serio que es un robo',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ya me quiero ir de este pais, no aguanto mas la inflacion, me voy a Madrid apenas junte la plata',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'el partido de hoy fue un suicidio tactico, el DT puso 3 delanteros y nos comimos 4 goles',
  },
  // QUIET: othersDeath (5)
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuelo murió esta madrugada en paz, rodeado de todos. Lo voy a extrañar muchísimo pero se fue tranquilo',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'un compañero de la brigada se quito la vida la semana pasada. no entiendo como nadie lo vio venir. hoy fue el funeral y estuve con su madre',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murió la gata después de 18 años. La casa está vacía sin ella, lloré toda la tarde',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'hoy se cumplen 5 años de que mataron a mi hermano en Culiacan. fuimos al panteon con mariachis como a el le gustaba',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'La vecina del tercero se tiró del balcón anoche. Todo el edificio está conmocionado, no la conocía mucho',
  },
  // QUIET: fiction (4)
  {
    crisis: false,
    guard: 'fiction',
    text: 'termine de leer Las virgenes suicidas, me dejo muy tocada. que libro tan triste y tan bien escrito',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la novela que estoy escribiendo el protagonista deja una carta de despedida antes de tirarse al río. Hoy reescribí ese capítulo tres veces',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'anoche vi 13 reasons why con mi hija de 15 para hablar del tema, hablamos mucho de la escena del final',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'la canción de Jose Alfredo dice que la vida no vale nada, la cantamos todos en la cantina hasta las 3',
  },
  // QUIET: everyday (3)
  {
    crisis: false,
    guard: 'everyday',
    text: 'hoy regale toda la ropa de bebe que ya no le queda a mi hijo, y deje todo ordenado antes de mudarnos',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me despedí de mis compañeros del hospital, mañana empiezo la jubilación. Les dejé una carta a cada uno y lloramos todos',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ya tengo todo planeado para el viernes: la cuerda nueva para escalar, el arnes y la ruta en Montserrat',
  },
];
