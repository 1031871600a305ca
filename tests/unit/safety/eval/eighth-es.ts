import type { EvalNote } from './types';

/**
 * Eighth Spanish check, written blind after the seventh round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan, where unseen measurements were weakest; three or four of the others) and 50
 * quiet ones (thirteen past, twelve negation, six medical, the rest figurative, others' deaths,
 * fiction and everyday). The writers: a Puerto Rican nurse's aide after a double shift, an
 * Argentine and a Uruguayan teenager (voseo, "mi vieja", "repetí"), a Ukrainian refugee in a
 * shared flat in Barcelona and another cleaning houses, a Chilean student before exams ("weon",
 * "los cabros"), a Mexican boy whose father shouts, a Cuban without power or food ("asere",
 * "chico"), a Colombian soldier who lost a leg to a mine, a Peruvian mother caring for a disabled
 * son, an Andalusian woman with fibromyalgia, a Venezuelan without papers in Lima, a Guatemalan
 * farmhand in debt, a widow praying to "Diosito", an Argentine lorry driver, a Catalan schoolgirl,
 * a Ukrainian soldier's widow, a veteran with a shotgun, a Honduran maquila worker, a Mexican with
 * a rope from the tianguis, an old Spaniard leaving his will. Typing is loose: no accents, "q",
 * "pa", "tdo", "nunk", "x", emoji. Quiet near-misses: seven years since an attempt, a therapist
 * meeting an old patient, a diary of age fifteen found in the attic, "2020 fue el peor año", a
 * veteran giving talks, scars shown at a wedding, an attempt at sixteen told to a boyfriend,
 * burning with a lighter told as eight years past, discharge by a psychologist, a grandfather's
 * hanging scar told to a granddaughter; "no estoy pensando en suicidarme", a psychiatrist's and a
 * GP's screening question answered no, "ni de chiste me mato", "no es que quiera desaparecer";
 * Sintrom doubled by mistake, a child's ibuprofen, a dog and chocolate, a pharmacology student's
 * lethal dose, a father's blood-pressure pills; "me tiro por la ventana" over football, "me quiero
 * morir de la vergüenza"; a comrade's suicide, a cousin killed near Kupiansk, a student's fall at
 * the faculty; a series, a short story, Madama Butterfly, a game; washing-line rope, razor blades.
 *
 * FIRST RUN, before any change to the lexicon: recall 43/50, false alarms 9/50 (all Spanish
 * development sets with it: 474/481, 9/515).
 * Missed (7):
 * - selfHarm: marking the belly with the point of a compass ("me vengo marcando la panza");
 *   "haciéndome cortes en los tobillos" (the gerund with the clitic after it);
 * - euphemism: "me bajo del mundo";
 * - plan: throwing oneself in front of the metro "mañana en la noche" ("me le tiro al metro");
 * - method: a full bottle of clonazepam and whisky, looked at for an hour; rat poison "pienso en
 *   echarlo en el café y acabar";
 * - relapse: a jump from a balcony five years ago, and now "vuelvo a mirar por la ventana pensando
 *   lo mismo".
 * Fired (9):
 * - past: a diary of fifteen, "decía que quería morirme" (intent); "2020 fue el peor año … todos
 *   estarían mejor sin mí … hoy me alegra haber pedido ayuda" (burden); burning with a lighter
 *   "fue hace como 8 años, ya ni me dan ganas" (selfHarm); "hace cuarenta años intenté ahorcarme"
 *   told to a granddaughter (intent, relapse);
 * - negation: "yo no pienso en morir" and "no es que quiera desaparecer" (the linear reader
 *   alone); "ni de chiste me mato" (intent);
 * - medical: a pharmacology student's lethal dose of paracetamol in mg/kg (dose); a doctor on an
 *   overdose of a father's blood-pressure pill (method, relapse).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 3/50; all Spanish development sets together 474/481 → 481/481, false alarms 9/515 → 3/515. The
 * families added: wounds in the progressive and with the clitic after a gerund ("me vengo / estoy /
 * ando marcando, cortando, rayando", "haciéndome cortes", "rayándome la pierna"), more skin that
 * clothes hide (panza, tripa, pecho, hombros…) and "con la punta del compás"; "me bajo / bajarme del
 * mundo, de la vida"; a jump with a dative clitic ("me le tiro / aviento al metro, al tren"); pills
 * beside a bottle of spirits, and staring at the means for a while ("hace una hora que los estoy
 * mirando", "llevo un rato mirándolas"); a poison kept at home (rat poison, bleach, herbicide) and
 * the thought of swallowing it or putting it in one's own drink, in either order; a jump, hanging or
 * shot told and then survived as the earlier crisis, and after it "vuelvo a mirar por la ventana",
 * "otra vez pensando en lo mismo" as the relapse. Quiet side: "hace" with numbers in words and
 * hedges ("hace cuarenta años", "hace como 8 años", "hace más de veinte"); a time remembered ("me
 * acordé del verano en que…", "recuerdo cuando…"); a year or an epoch told as over ("2020 fue el
 * peor…", "aquella época fue la más dura"); an old diary's pages ("página tras página decía…",
 * "escribía que…", "el diario de los 15"); emphatic denials in any dialect ("ni de chiste / ni loca
 * / ni en pedo / ni de coña me mato"); a dose per kilo and pharmacology as care; an overdose a
 * doctor or leaflet explains, or its effect on someone else ("le bajaría la tensión").
 * Left: "yo no pienso en morir", "no es que quiera desaparecer" and the 2020 note: no lexicon
 * concept stands in them (the negation and past guards hold) but the linear reader flags them alone
 * (whole note ≥ 0.85); left to the retraining with this round.
 */
export const notes: EvalNote[] = [
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Turno doble otra vez en el hospital. Llegue a casa y me encerre en el baño con la gillette. No fue pa matarme, es que necesito sentir otra cosa que no sea esta presion en el pecho. Ya tengo el brazo lleno de rayitas y uso manga larga aunque haga 90 grados.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'che no se a quien contarle. desde el viernes me vengo marcando la panza con la punta del compas, donde nadie mira. mi vieja piensa que ando bien porque como y me rio en la cena',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'En el piso de acogida no puedo llorar, somos seis personas. Por la noche me muerdo la mano hasta que sale sangre para no gritar. Ayer la voluntaria vio los dientes marcados y dije que fue el perro.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me queme de nuevo con el cigarro en el antebrazo, ya van como 5 marcas redonditas. es lo unico q me calma cuando la ansiedad se pone fea antes de las pruebas',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'no me pude aguantar y me golpie la cabeza contra la pared hasta que me zumbaban los oidos. lo hago cada vez que mi apá me grita, siento que me lo merezco',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Llevo dos semanas haciéndome cortes en los tobillos, ahí no se ven con los calcetines. Sé que no está bien pero es lo único que me hace sentir que controlo algo.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Aqui no hay luz, no hay comida, no hay nada, y para irse hace falta un dineral que jamas voy a tener. Ya no espero nada de la vida, chico. Me levanto por costumbre nada mas.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Desde la mina perdí la pierna y con ella todo. Nada va a volver a ser como antes y no le encuentro sentido a seguir levantándome. Mis días son un hueco negro.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Doce años cuidando a mi hijo sin un dia libre. Ya no hay salida para mi, esto va a ser asi hasta que me muera y ni siquiera quiero que llegue mañana.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Otro reumatólogo más que me dice que es cosa de los nervios. Ya no tengo fuerzas para pelear, ni ganas. Nada de lo que haga va a servir, esto no tiene arreglo y yo tampoco.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'vos sabés que ya no le veo futuro a nada. repetí otra vez, mis amigos se fueron todos a Montevideo y yo acá pudriéndome. para qué sigo intentando si siempre termina igual',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'tdo esta perdido, sin papeles no me contratan y mi mama enferma alla en Maracay. ya no creo q esto mejore nunk. estoy vacio x dentro, no siento nada',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Cada noche pienso: ojalá no despierto mañana. No quiero hacer nada malo a mí, solo no despertar. Mi hija está en Kiev con su padre y yo aquí sola limpiando casas.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Diosito ya llevame contigo, ya estoy cansada de estar aqui sola sin mi viejo. Para que me tienes aqui si ya no sirvo pa nada',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'a veces manejando el camion en la ruta pienso que si me agarra de frente uno de esos grandes no estaria tan mal. no lo voy a buscar pero tampoco me importaria',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Sinceramente me daría igual no estar. Si mañana me diagnostican algo grave creo que me sentiría aliviada y no asustada.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojala me pille un coche volviendo del insti y ya. estoy harta de ser yo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ya no quisiera existir, asi nomas. no tener que despertarme pensando en las deudas y en el patron. desaparecer sin que nadie tenga que hacer nada',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya está, me bajo del mundo. a mis hermanos les dejé las cosas acomodadas y no pienso pasar otro invierno más así',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando seriamente en quitarme de en medio. Asi se acaban los problemas pa todos, mi madre cobra el seguro y listo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya me quiero dormir para siempre wey, ya no quiero batallar con nada',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando en hacer el viaje sin regreso. Nadie lo va a notar, ni en el trabajo ni en la casa.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'weon estoy pensando en ponerle fin a todo esto, no doy mas',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Desde que lo mataron cerca de Avdiivka no vivo. Quiero cerrar los ojos para siempre y no sufrir más, ir donde está él.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado mis padres se van a la boda de mi prima en Sevilla y me quedo sola en casa. Ese día lo voy a hacer, ya tengo todo lo que necesito debajo de la cama.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya compre la soga en el tianguis y la escondi en la cajuela. el lunes que salgo temprano del jale me voy al cerro y ahi me cuelgo',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He limpiado la escopeta y tengo los cartuchos en la mesilla. Cuando mi mujer se vaya a ver a su hermana el jueves se acaba todo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya tengo fecha, el 3 de agosto. esa noche voy a la rambla y me meto al agua con piedras en la mochila. nadie sabe',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'parce ya mire a que hora pasa el ultimo metro y donde no hay camaras. mañana en la noche me le tiro al metro en la estacion Acevedo',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He ido guardando las pastillas de mi madre durante un mes, tengo más de 60. Lo haré el domingo por la noche cuando se hayan dormido, ya he escrito lo que quiero decirles.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'me voy a matar asere, no es jugando. no puedo mas con esta vida',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy quiero terminar mi vida. Mi casa en Mariupol no existe, mi madre no existe. Yo también quiero no existir, y voy a hacerlo.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'estoy decidido a suicidarme, ya no hay nada que me detenga. solo queria escribirlo en algun lado',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tengo ganas de matarme de verdad, no es un berrinche. hoy llore todo el dia en la maquila y el supervisor me humillo delante de todas',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Estuve mirando cuantos metros hay desde la azotea del edificio de la facultad. Son siete pisos. Creo que con eso alcanza.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo el frasco de clonazepam entero y una botella de whisky en la mesita de luz. hace una hora que los estoy mirando',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Tengo el veneno de las ratas en el cobertizo y cada vez que entro lo miro. Pienso en echarlo en el café y acabar.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamá, si lees esto, no fue tu culpa. Te quise mucho. Cuida a Toby y dile a Lucía que le dejo todas mis cosas.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les escribi una carta a cada uno de mis hijos y las deje en el cajon del buro. ya me despedi de mi comadre sin que se diera cuenta. ya estoy en paz',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'regalé mi guitarra, la play y la ropa. a mi mejor amigo le mandé un audio diciéndole gracias por todo y que me perdone. mañana ya no voy a estar',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'He dejado el testamento firmado y una nota para mis hijos explicándoles todo. Esta es la última vez que escribo en este diario. Adiós.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'mi marido tuvo que dejar el laburo para cuidarme. les arruino la vida a todos, estarian mucho mejor si yo me muriera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija trabaja en dos sitios y encima tiene que cuidar de mí. Soy un peso para ella. Sería mejor para todos si yo no estuviera.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un estorbo, mis papas se gastan todo en mi tratamiento y yo no mejoro. sin mi tendrian plata y paz',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de paracetamol hacen falta para no despertar? pregunto en serio',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'busqué cuántos mg de amitriptilina son mortales. tengo dos cajas de 25 mg que me recetaron para el dolor',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas de tafil se necesitan pa q sea la definitiva? ya no quiero despertar',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace cinco años me tiré del balcón y sobreviví con la cadera rota. Llevaba mucho tiempo bien, pero desde que me despidieron vuelvo a mirar por la ventana pensando lo mismo.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'se me rompio la racha: 7 meses y medio sin tocar la cuchilla y hoy cai otra vez. tengo el muslo vendado y no se que decirle a la psicologa',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'En 2018 me quise pegar un tiro y me paró mi hermano. Pensé que eso había quedado atrás, pero esta semana saqué otra vez la pistola del armario y me quedé con ella en las manos.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy se cumplen siete años desde que me tomé aquellas pastillas. Fui a la terapeuta a decirle que ya ni me acuerdo de cómo me sentía. La vida siguió, y qué bien que siguió.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy en supervision hablamos de una paciente que hace años llego con ideas de matarse. La vi en el super con su bebe y me saludo sonriendo. Estas cosas me recuerdan por que hago este trabajo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ordenando el altillo encontré mi diario de los 15. Página tras página decía que quería morirme y que nadie me quería. Me dio ternura esa niña. Hoy tengo 34, dos hijos y un trabajo que me gusta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2020 fue el peor año de mi vida, pase meses sin querer levantarme y pensando que todos estarian mejor sin mi. Hoy, releyendo esto, me alegra haber pedido ayuda.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando volví de la misión en Afganistán pensé en pegarme un tiro más de una vez. Eso fue hace quince años. Hoy doy charlas a soldados jóvenes sobre pedir ayuda a tiempo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Las cicatrices de los brazos ya casi no se ven. Dejé de cortarme a los 19 y ahora, con 27, fui de manga corta a la boda de mi amiga sin pensarlo dos veces.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'che hoy le conte a mi novio que a los 16 intente matarme. me abrazo re fuerte. ya paso hace mucho y estoy bien, pero necesitaba que lo sepa',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer año en España fue horrible, llegué a pensar que no quería vivir más. Ahora trabajo en una panadería y mi hijo va al colegio. Hemos sobrevivido.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hace 3 años estaba en el hospital despues de tomarme un bote de pastillas. hoy me gradue de la uni y mi ama lloro en la ceremonia. ya no soy esa persona',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En el grupo de apoyo conte mi historia: el intento de 2015, la psiquiatra, las recaidas y como sali. Ahora me toca a mi acompañar a los nuevos.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'me acorde del verano en que me quemaba con el encendedor. fue hace como 8 años, ya ni me dan ganas. hoy solo me puse bloqueador y me fui a la playa con los cabros',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi psicólogo me dio el alta hoy. Hace dos años llegué a su consulta diciendo que no veía ninguna salida. Salí de ahí caminando bajo la lluvia y riéndome sola.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi nieta me preguntó por la cicatriz del cuello. Le dije la verdad: que hace cuarenta años intenté ahorcarme y que tuve suerte. Luego nos pusimos a jugar al parchís.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No, no estoy pensando en suicidarme, solo estoy reventada del curro. Necesito dormir doce horas seguidas.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psiquiatra me pregunto si habia pensado en hacerme daño y le dije que no, y era verdad. Estoy triste pero no es eso.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya sé que mi madre se preocupa, pero no tengo ninguna intención de quitarme la vida. Tengo demasiadas cosas que hacer y un gato que alimentar.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no che, no me quiero morir ni nada de eso, solo estoy bajón porque me dejó la Flor',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En la revisión el médico de cabecera me preguntó si alguna vez he pensado en acabar con mi vida. Le contesté que jamás, que lo mío es el insomnio.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aunque la guerra me quitó mucho, yo no pienso en morir. Quiero vivir para ver mi casa de Járkov otra vez.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'q conste q no me quiero cortar ni nada, solo escribo aqui xq estoy enojada con mi hermana',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi mujer me pregunta si estoy pensando en hacer una locura. Que no, mujer, que yo no me voy a matar por un trabajo. Solo necesito desahogarme.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Me siento quemada pero nunca me haría daño. Mañana hablo con la supervisora para pedir vacaciones.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No es que quiera desaparecer, es que quiero que me dejen en paz una semana. Voy a apagar el movil.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni de chiste me mato wey, tengo a mis morros. nomas ando agüitado por la lana',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Hay días que el dolor es insoportable, pero no, no quiero morirme. Quiero que me encuentren un tratamiento que funcione.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy en urgencias un señor de 80 se tomó por error doble dosis de sintrom. Le pusimos vitamina K y ya está estable.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La niña se tomó dos pastillas de mi ibuprofeno de 600 mientras yo tendía la ropa. Llamé a toxicología y me dijeron que con esa cantidad no pasaba nada, pero qué susto.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El perro se comió una tableta entera de chocolate. El veterinario dice que la dosis tóxica depende del peso y que lo vigilemos esta noche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Estudiando farmacologia: la dosis letal del paracetamol anda por los 150 mg/kg, por eso hay que controlar los envases. Mañana examen.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Tengo que organizar el pastillero de mi padre porque se olvida y a veces toma dos veces la de la tension. El medico dice que una sobredosis de esa pastilla le bajaria muchisimo la tension.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Con la fibro el médico me subió la pregabalina a 150 mg. ¿Cuántas horas tengo que dejar entre una toma y otra? Me da miedo pasarme.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Si el Madrid pierde otra vez contra el Barça me tiro por la ventana jajaja 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me quiero morir de la verguenza, le mande el meme a mi jefe en vez de a mi compa',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'este calor me esta matando, 40 grados y sin aire en el bondi',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'la prueba de calculo me dejo muerto, no quiero saber nada mas de derivadas',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi suegra me va a matar cuando vea que quemé el arroz con gandules jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Estoy muerta, he hecho la mudanza sola y no siento las piernas. Mañana no hay quien me levante.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se suicido un compañero del cuartel. Hoy fue el funeral. No entiendo como no vimos nada. Mañana vamos a hablar con el psicologo de la unidad.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy me dijeron que mi primo murió cerca de Kupiansk. Tenía 24 años. Encendí una vela en la iglesia.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuela murió anoche en la residencia. Estuve con ella de la mano. Se fue tranquila.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'En la facultad se tiró una chica del último piso. Todos estamos en shock, la universidad puso psicólogos en la biblioteca.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir a Canela hoy. 14 años conmigo. La casa está vacía.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de ver la serie de la chica que deja cintas grabadas antes de suicidarse. Me dejó pensando en cómo hablar de esto con mi hijo de 14.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento donde el protagonista planea tirarse del puente y al final un perro callejero lo salva. El taller es el jueves.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Anoche en la ópera vi Madama Butterfly. Cuando ella se quita la vida con el puñal de su padre, medio teatro lloraba.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el juego mi personaje se sacrifico pa salvar al pueblo y me dio una bronca terrible, 40 horas de partida',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré cuerda nueva pa tender la ropa y unas pinzas. El patio ya parece otro.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana me voy para siempre de este piso de estudiantes, por fin me mudo con mi novio. Me despedí de las compis con pizza.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Fui a la farmacia a por las pastillas de la tension de mi padre y de paso me compre cuchillas de afeitar.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy hice limpieza de armario y regalé un montón de ropa a la parroquia. Qué liberación.',
  },
];
