import type { EvalNote } from './types';

/**
 * Twenty-third Spanish check, written blind before looking at the detector's current patterns:
 * 50 crisis notes (passive, euphemism, burden, selfHarm and hopelessness 7 each; intent, plan and
 * relapse 3; method, farewell and dose 2) and 50 quiet ones (past 13, negation 12, medical 6,
 * figurative 5, othersDeath 5, everyday 5, fiction 4); about half short, half a longer day.
 * The writers: a Madrid building labourer, a Montevideo teenager ("bo"), a Kyiv woman in the
 * corridor with sirens, a Zaragoza warehouse night worker, a Mexican girl at church, a Ukrainian
 * soldier back from Bakhmut, a woman refusing chemo, a Peruvian miner, a Venezuelan "chamo", a
 * Ukrainian refugee in a Madrid shelter, an old man in a care home, a diabetic on disability, a
 * man on dialysis, a Chilean "weón", a Colombian coffee grower, a refugee from Kharkiv in Lleida,
 * a sacked factory worker of 52, teenagers and a supermarket cashier; on the quiet side a
 * psychologist, a veteran of Afghanistan, a survivor of Mariupol in Granada, a Mexico City father,
 * a nurse, a pharmacy student, a carer, a soldier near Zaporizhzhia, a teacher, actors and writers.
 * Loose typing, missing accents, "q", "pa", emoji, slang ("parce", "weón", "boludo", "curro").
 *
 * FIRST RUN on main at 90568b4, before any change (this round changes no code): recall 44/50,
 * false alarms 10/50.
 * Missed (6):
 * - passive: crossing a highway without looking, hoping a lorry "does me the favour";
 * - euphemism: ending my performance, the curtain falls, "let nobody applaud";
 * - burden: a soldier who is the platoon's liability, "better they kill me and stop carrying
 *   me"; the best gift to my wife is to disappear so she collects the insurance;
 * - hopelessness: "dead in life", nothing ahead, only a wall;
 * - method: the moving rope kept in the wardrobe, knowing which beam to hang it from.
 * Fired (10):
 * - past: an old diary full of wanting to die (intent, relapse); "then I did think of ending it
 *   all" in a Mariupol cellar, now fine (intent, euphemism); a veteran who felt he was in the way
 *   ten years ago; farewell letters written "before", no longer (farewell);
 * - negation: "sad but not desperate, I haven't lost hope" (hopelessness);
 * - medical: studying the lethal dose of paracetamol for an exam; adjusting a cancer patient's
 *   morphine dose (dose);
 * - figurative: the boss has "the rope round my neck" (method); "I'll throw myself out of the
 *   window if they change my shift again" (method, plan, relapse);
 * - everyday: closing an Instagram account, "I don't want to know anything more about social
 *   media".
 * Scored a second time, blind, on main at d4fb4db after the twenty-second round's fixes, a retrain
 * and two new rules (unexplained cues read at a lower bar; a story a guard calls over taken back):
 * recall 46/50, false alarms 9/50 (missed: the lorry's favour, the curtain, the platoon's burden,
 * the rope and the beam).
 * The lexicon pass (lexicons/es.ts only) then fixed: a vehicle, a bullet or an illness that "does
 * me the favour" (passive); the performance ended, the curtain falls, "let nobody applaud"
 * (euphemism, also across the sentence edge); the others no longer "carrying" the writer
 * (burden); the beam to hang it from with the rope as a pronoun (method); a loss of hope denied
 * ("no he perdido la esperanza"); "con la soga al cuello" as the idiom of pressure; a jump out of
 * the window threatened over a shift, a boss or an exam; a dose studied in a course or adjusted
 * for a patient (medical); "Antes" with any imperfect and "Entonces / en aquel momento" opening
 * a past-tense sentence (pastTime). After: recall 50/50, false alarms 2/50 (the veteran of
 * Afghanistan and the Instagram account: no class stands, the whole-note reader flags them at its
 * strict bar, which no guard silences; left to the retrain). All Spanish development sets:
 * recall 1227/1231 -> 1231/1231, false alarms 10/1265 -> 3/1265.
 * An audit of the guards over all 1,231 development crisis notes then tightened: the dose
 * guard's bare "cada día / noche / mañana" (in 35 crisis notes; now only with a pill, a count or
 * "tomar") and "le doy / les doy" ("solo les doy gastos"); "desde hace años / mucho" (ongoing,
 * not past); "llegar / cumplir a los 30" (an age ahead); "hoy / ahora … bien" with a "no / ni"
 * between or "vivo en"; "cerrar el capítulo", "borrar partida" and a chapter "de mi vida" as
 * fiction. Totals unchanged: 1231/1231, 3/1265.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy en la obra el capataz me gritó otra vez delante de todos. Comí solo en la furgo. Ya lo decidí, esta semana me quito de en medio de verdad, no aguanto más este asco de vida.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'bo no doy mas, quiero matarme y ya. nadie se entera de nada en esta casa',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Kyiv, otra noche en el pasillo con las sirenas. Mi hija duerme en Polonia con su abuela. Yo ya no quiero seguir viva, lo pienso cada noche y esta vez lo voy a hacer cuando se calme el ruido.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ojala me agarre el covid ese nuevo y no me levante mas. Seria lo mas facil para todos.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cruzo la Panamericana sin mirar, a ver si un camion me hace el favor. Llevo asi toda la semana.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Turno de noche en el almacén de Zaragoza. Las cajas, el frío, la radio. A las 5 me senté en un palé y pensé que si me quedara dormido aquí para siempre no me importaría nada, casi me alegraría. Luego sonó el escáner y seguí.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'no me quiero matar eh, pero si mañana no amanezco tampoco pasa nada, la verdad q me da igual seguir o no',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Mi mamá me llevó al culto otra vez. Mientras todos cantaban yo le pedía a Dios que me recogiera ya, que me llevara con mi papá, que aquí abajo ya no tengo nada que hacer.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Volvimos de la trinchera cerca de Bajmut y todos contentos de estar vivos. Yo no. Cada vez que silba un proyectil una parte de mí desea que sea el mío.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Me toca la quimio el jueves y estoy pensando en no ir. Ni a esta ni a las que quedan. Que el bicho haga lo que tenga que hacer, ya estoy cansada de pelear por una vida que no quiero.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya compre mi boleto sin regreso jaja. no se lo digan a nadie 🖤',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Hoy fui a ver el mar en la Barceloneta. Hacía viento. Pensé que pronto voy a descansar de todo, a dormir para siempre, y me dio una paz rarísima. Volví a casa en el metro mirando a la gente como si ya no estuviera.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Creo que ya me toca bajarme del tren. Los demás que sigan el viaje, yo me bajo en la próxima.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'En la mina hablan de la jubilación y yo pienso que a mí no me va a hacer falta, que antes me voy a ir a hacerle compañía a los que están bajo tierra. Ya falta poquito.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'chamo ya me voy a apagar, como una vela. no quiero despedidas ni nada',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Día 40 en el albergue de refugiados en Madrid. Comida, papeles, cola, papeles. Mi marido sigue en Zaporiyia. Le escribí a mi hermana que pronto voy a estar con mamá, allá arriba. Mamá murió hace un año.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mañana termino mi función, se cierra el telón y ya está. Que nadie aplauda.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos pagan mi residencia y se están endeudando por mí. Sin mí les iría mucho mejor, lo tengo clarísimo. Soy un estorbo con pulso.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'En el pelotón siempre soy el que la caga. Hoy por mi culpa casi nos localizan con el dron. Mejor que me maten a mí y dejen de cargar conmigo, ellos estarían más seguros.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mi vieja llora cada vez q le pido plata pa los remedios. le estoy arruinando la vida, seria un alivio pa ella si yo no estuviera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Hoy lavé la ropa, hice la comida, fui a la farmacia por mi insulina. Mi esposa trabaja doble turno por mi culpa. Todo lo que gano en la pensión de invalidez no alcanza ni para la luz. Pienso que el mejor regalo que le puedo hacer es desaparecer y que cobre el seguro.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy un gasto. Eso es lo que soy para mi familia, un gasto y una vergüenza. Estarían mejor sin mí.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Con la diálisis tres veces por semana mi hija ya no tiene vida, me lleva, me trae, me espera. No es justo que por mí se le pase la juventud. Ya es hora de que yo me haga a un lado para siempre.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Weon a nadie le haria falta si me muero, al contrario, uno menos que mantener en la casa',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche me quemé el brazo con el mechero otra vez. Me lo tapo con la sudadera en clase.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Día de mierda en el cole. La de mate me humilló, en el recreo nadie me habló. En casa me encerré en el baño y me di golpes contra la pared hasta que me sangró la frente. Ahora estoy más tranquila, eso es lo peor.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me hice rayitas con la cuchilla del sacapuntas en la panza donde nadie ve',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Otra vez me arranqué las costras de las piernas hasta dejarlas en carne viva. Necesito que duela para sentir algo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Turno de 12 horas en el súper. Al llegar, sin cenar, me clavé las uñas en los brazos hasta hacerme heridas. Me castigo así cuando la cago, y hoy la cagué con la caja.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me pegué con el martillo en la mano a propósito para no tener que pensar. Le dije a mi jefe que fue un accidente.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Vomito todo lo que como y ahora también me hago daño con el cinturón en la espalda. Nadie en casa lo sabe. 😶',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tengo 52 años, me echaron de la fábrica y nadie me va a contratar. No hay futuro para mí, ninguno. Cada mañana es igual de negra y sé que la próxima también.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ya no espero nada de nada. Ni de la vida ni de nadie. Todo me da lo mismo y nada va a mejorar.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Perdimos la casa en Járkov, ahora vivo en un cuarto en Lleida con otras tres familias. El niño no habla desde marzo. Para qué seguir intentando, esto no tiene arreglo, solo sigo respirando por costumbre.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'parce estoy en un hueco del q no se sale. ya no tengo fuerzas ni ganas de salir',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'El dolor de la espalda no se va a ir, me lo dijeron ya tres especialistas. Vivir así treinta años más? No le veo sentido a nada, ni a levantarme.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Hoy en la cosecha de café pagaron menos que el año pasado. Debo tres meses de arriendo. Mi mujer se fue con los niños donde su mamá. Me senté en el cafetal y pensé que ya todo está perdido, que no hay vuelta atrás y no queda nada por lo que levantarse mañana.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'me siento muerta en vida, como si ya no hubiera nada adelante, solo un muro',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Estuve mirando cuántos pisos tiene el parking del centro comercial. Ocho. Creo que alcanza.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Guardé la cuerda de la mudanza en el armario. Ya sé de qué viga la voy a colgar.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El viernes cobro, dejo pagado el alquiler para que a mi compañera de piso no le toque, y el sábado temprano me voy al acantilado de Barbate. Ya está todo decidido.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya tengo juntadas las pastillas de mi abuela, las escondí en la mochila. Espero a que mis viejos se vayan al casamiento el finde.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Clases online, almuerzo, la perra. Estuve buscando en internet qué dosis de paracetamol es mortal para mi peso. Lo voy a hacer después del cumple de mi hermana para no arruinárselo.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Les dejé a mis hijas una carta debajo del colchón. Les pido que no se culpen, que las quise mucho. Ya le regalé mi guitarra al vecino.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'mande mensajes a todos mis panas diciendoles gracias por todo y q los voy a cuidar desde donde este. mañana ya no van a saber de mi',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantos clonazepam hacen falta pa no despertar? tengo dos cajas',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Si me tomo toda la caja de tramadol con el ron ¿es suficiente para que sea de una vez y no quedarme a medias?',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tomé un frasco y me lavaron el estómago. Pensé que eso había quedado atrás. Esta semana volví a mirar el botiquín con los mismos ojos y volví a esconder pastillas.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Llevaba ocho meses limpia de cortes, la psicóloga hasta me felicitó. Anoche volví a hacerlo, y más hondo que antes.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'despues de lo del puente el año pasado pense q nunca mas. pero han vuelto las ganas de terminar con todo, igualitas q antes 😔',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace cinco años que intenté quitarme la vida. Lo celebré con mis hermanas comiendo churros. Estoy viva y contenta de estarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releí mi diario de 2019. Página tras página diciendo que me quería morir, que era una carga. Me dio ternura esa chica. Hoy tengo trabajo, pareja y un gato, y esa época se terminó.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En terapia la psicóloga me preguntó por la época en que me cortaba. Hablamos de cómo salí, de los grupos de apoyo. Hace cuatro años que no lo hago y ya ni se me ocurre.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El peor año de mi vida fue 2022, en Mariúpol, en el sótano. Entonces sí pensé en terminar con todo. Ahora estoy en Granada, estudio español y trabajo en una panadería. Estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy di mi charla en el colegio sobre salud mental. Conté que a los 16 me tomé unas pastillas y que me salvó mi hermano. Los chicos preguntaron mucho. Salí feliz.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando volví de Afganistán estuve meses pensando que sobraba, que mi familia estaría mejor sin mí. Eso fue hace diez años. La terapia y mi perro me sacaron de ahí.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'como psicologa recuerdo a un paciente q hace años me dijo q ya tenia la cuerda comprada. hoy me mandó la foto de su nieta. esas cosas te dan fuerza pa seguir en este laburo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Un año sin autolesionarme 🎉 Mi madre me hizo una tarta. Me miré las cicatrices y por primera vez no me dieron vergüenza.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De chavo me quise aventar del puente de Nonoalco, hace como 20 años. Hoy pasé por ahí con mi hijo y le conté que su papá estuvo muy mal y que pedir ayuda salva vidas.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace dos años salí del psiquiátrico después del intento. Fui al mismo parque donde lloraba y me senté a tomar mate al sol. Qué distinto todo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi abuela me contó que en la posguerra, con el hambre, pensó en tirarse al río. Tenía 19. Luego conoció al abuelo y vivió 90 años.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Antes escribía cartas de despedida que nunca mandaba. Ya no. Hoy escribí una carta de agradecimiento a mi terapeuta por los tres años de trabajo juntos.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré en el cajón la lista de pastillas que juntaba en 2018. La rompí y la tiré. Esa persona ya no soy yo, lo tengo claro.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No estoy pensando en suicidarme, solo estoy agotada de tanto turno en el hospital.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La médica de cabecera me preguntó si había pensado en hacerme daño. Le dije que no, y es verdad. Estoy triste por lo de mi padre, pero quiero vivir.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni loca me mato, tengo 2 hijos q criar. pero q dia mas pesado dios mio',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me he cortado ni lo haría. Lo que me pasa es que lloro mucho desde que me vine de Caracas.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi psiquiatra me hizo el cuestionario de siempre: ¿ideas de muerte? No. ¿Planes? No. Me subió un poco la sertralina y me mandó a caminar.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aclaro pa mi misma: no quiero morirme, quiero que se termine esta guerra y volver a Dnipró.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No soy una carga para nadie, me lo repito cada mañana como me enseñó la terapeuta, y hoy casi me lo creí.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Hoy el de RRHH me preguntó si estaba bien por lo de las ojeras. Le dije que no pienso hacer ninguna tontería, que es el bebé que no duerme. Nos reímos.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no tengo ganas de desaparecer ni nada de eso, solo de irme de vacaciones a Cartagena una semana 🏖️',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste pero no desesperada. No he perdido la esperanza, el tratamiento funciona aunque sea lento.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi novio se asustó por un meme que compartí. Le expliqué que no me voy a quitar la vida, que era humor negro y ya.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Llevo tres semanas en el frente de Zaporiyia. Tengo miedo, claro, pero no quiero morir, quiero volver con mi hija. Hoy comí caliente por primera vez en días.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'La niña tiene 39 de fiebre, ¿cuánto paracetamol en jarabe le toca con 14 kilos? Llamé al pediatra de guardia.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'En la guardia de hoy llegó un chico con sobredosis de benzodiacepinas. Lo estabilizamos y lo pasamos a psiquiatría. Turno larguísimo.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El perro se comió una caja de ibuprofeno del cajón. Corriendo al veterinario, le dieron carbón activado y está bien. Guardo todo con llave ahora.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi abuelo confunde las pastillas y el otro día casi se toma dos veces la del corazón. Le compré un pastillero semanal para evitar una sobredosis.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'En el curso de farmacia estudiamos la dosis letal del paracetamol y el antídoto. Examen el martes.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi paciente de 80 años toma morfina para el dolor oncológico. Hoy ajustamos la dosis con la familia para que esté cómodo.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'El examen de álgebra me mató, lo juro, me quiero morir de la vergüenza jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Qué calor en Sevilla, me estoy muriendo, 44 grados a la sombra 🥵',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefe me tiene con la soga al cuello con los plazos. Tres informes para el lunes.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Boludo, el final del partido fue para matarse, perdimos en el minuto 94.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Esta semana me tiro por la ventana si me vuelven a cambiar el horario del curro. En fin, cervezas con las amigas.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi tío Ramón. Se fue tranquilo, dormido. Toda la familia junta en el pueblo.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un compañero de la unidad murió ayer por un dron cerca de Avdiivka. Bebimos por él. No puedo dejar de pensar en su mujer.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se suicidó un alumno del instituto. Los profes estamos destrozados. Mañana viene el equipo de orientación para hablar con las clases.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'murio mi gatita de 17 años, la dormimos en el vete. la extraño muchisimo',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se cumple un año de la muerte de mamá. Fui al cementerio con flores y hablé un rato con ella.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me voy de este trabajo para siempre, por fin. El lunes empiezo en otra empresa, más cerca de casa.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy me despedí de mis compañeros de piso, me mudo a Valparaíso. Les dejé una carta y unas empanadas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé toda mi ropa vieja a la parroquia, hice limpieza de armario. Qué liberación.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré cuerda para el tendedero y un puente para los dientes de mi papá, vaya día de mandados.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cerré la cuenta de Instagram, ya no quiero saber nada de redes. Mejor leer y salir a caminar.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la novela: la protagonista se tira al mar en el último capítulo. Me dejó fatal, qué final.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Ensayo de teatro: mi personaje se toma el veneno en el tercer acto y tengo que caer bien al suelo sin hacerme daño jaja.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento sobre un soldado que quiere morir en la trinchera. Mi profe de taller dice que el diálogo está flojo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos la serie esa donde el chico deja cintas grabadas antes de matarse. Mi hija y yo hablamos mucho después.',
  },
];
