import type { EvalNote } from './types';

/**
 * Sixteenth Spanish check, written blind after the fifteenth round was folded into development:
 * 50 crisis notes (ten hopelessness, eight passive, eight euphemism, six self-harm, six burden, two
 * of each other class) and 50 quiet ones (thirteen past, twelve negation, six medical, seven
 * figurative, five others' deaths, four fiction, three everyday). The writers: a mother three
 * months after a birth, a Venezuelan selling arepas in Lima, a Galician widower who sold his boat,
 * a Chilean student, a Mexico City taxi driver in debt, a widow from Kherson in Buenos Aires, a
 * Colombian with HIV, a Cuban on double shifts in Hialeah, a believer who feels God forgot him, an
 * Andalusian olive grower in a drought; a Spanish soldier on guard in Latvia, an asthmatic slow to
 * take the inhaler, a Barcelona rider without a helmet, a gamer who wants to "borrar partida", a
 * prisoner in the yard, a trans girl called by her dead name, a resident on a 24-hour shift, an
 * Uruguayan "cansado de vivir"; a rest "del todo", a demobilised guerrilla joining comrades left in
 * the hills, the curtain coming down, a Dominican "pal otro lado otro lado", closing the last
 * chapter, a Bolivian miner who wants the dark to swallow him, not coming back from Erasmus, going
 * to knock on God's door oneself; a belt, insulin needles, window glass, a compass point, biting,
 * scalding showers; dialysis, a host family, a veteran's nightmares, a student's debts, an old man's
 * children, a mother's sadness; and a child's paracetamol then the whole box taken, a charger cable
 * and a wardrobe rail, a flatmate away, a shotgun after a graduation, a bank password, a goodbye to
 * friends, clonazepam counted, amitriptyline for 60 kilos, pills three years ago and thoughts back,
 * eleven months clean broken.
 * Quiet near-misses: an attempt's eighth anniversary, a therapist's patient now married, a diary of
 * 2009, the worst year, an army pistol on the bedside table, a refugee's first winter, a younger self
 * who cut, an overdose told in a group, a daughter's burden told years later, a bridge and a
 * stranger, a semicolon tattoo, a psychiatric nurse once admitted, old threats to an ex; denials (a
 * psychologist's question, "no estoy deprimido ni quiero morirme", "ni de coña", a GP questionnaire,
 * pain not death, a soldier's mother, "me pregunto si…", "no soy una carga", "no puedo más" with the
 * master's, "nunca me cortaría", triage, "ya no pienso en matarme"); paracetamol for cats, a child's
 * ibuprofen, a treated overdose, a grandmother's pill box, the paracetamol limit, palliative
 * morphine; "me muero de ganas", the boss will kill me, "estoy muerta", a dive, a dead football
 * career, "me quiero morir de lo mona", leaving a WhatsApp group; a grandfather, a cousin at the
 * front, a neighbour's suicide, a dog put to sleep, a pupil; "Las horas", a short story, Juliet, an
 * anime; a new flat "para siempre", a living will, old clothes given away.
 *
 * FIRST RUN, before any change to the lexicon: recall 44/50, false alarms 8/50 (all Spanish
 * development sets with it: 875/881, 8/915).
 * Missed (6):
 * - euphemism: the curtain coming down, "la función se acabó para mí"; staying in the dark, "que me
 *   trague la tierra y no salir más";
 * - selfHarm: marking the arm with needles till a drop of blood comes; "me hice tira los brazos con
 *   un vidrio"; a compass point dug into the palm "hasta que sangra";
 * - method: a child's dose of paracetamol given, then "me tomé yo la caja entera" (the taken
 *   overdose heard only as a dose, silenced by the child in the sentence).
 * Fired (8):
 * - past: an old diary's "ojalá no despertar mañana" (intent, passive, plan: "mañana" read as a
 *   time); a semicolon tattoo made "cuando dejé de autolesionarme" (selfHarm); old messages threatening
 *   an ex, "qué época… qué lejos queda" (intent);
 * - medical: paracetamol deadly for cats (method, dose); palliative morphine "no para acelerar nada"
 *   (the whole-note reader);
 * - figurative: "me quiero morir de lo mona que está" (intent);
 * - othersDeath: a cousin killed at the front (the whole-note reader);
 * - everyday: clothes given away after a pregnancy (farewell).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 2/50; all Spanish development sets 881/881 and 2/915. The two left are the whole-note reader's
 * alone (palliative morphine, a cousin killed at the front), no lexicon hearing anything: left to
 * the retraining. The families added: an overdose taken ("me tomé / me tragué / me bebí / acabo de
 * tomarme" the whole box, blister, bottle or strip, or twenty, all of the pills) read as `method`,
 * with the pills named before or after, so that a child's dose in the same sentence no longer
 * silences it, a course taken as prescribed or over days left out, a container of something else
 * ("la caja de cereales") no longer a means or a dose, and "no me tomé la caja entera" masked while
 * "no sé, me tomé…" is not (the "se" of "no sé" no longer carries the negation over a taken
 * overdose); the curtain coming down, "la función se acabó para mí"; staying in the dark or the
 * nothing "para siempre / de una vez"; any jab or scratch (compass, pin, needle, marker) "hasta que
 * sangra", a splinter left out; the blood or the pain that calms; a sharp thing named before the
 * skin; arms "hechos tira / mierda / pedazos" and wounds hidden under long sleeves, two weak signals
 * that flag together. On the quiet side: a page of an old diary, in the sentence after it is named;
 * old messages or letters reread; "dejé de cortarme" masked unless it came back; a "toxic"
 * relationship or time no longer a dose; animals in the plural as care; pills put away in the loft
 * or out of reach; "me muero de lo mona que está"; outgrown clothes given away. Then, from
 * paraphrases of the same concepts (not committed): wondering whether anyone would notice "si me
 * muero"; not minding the plane going down; the last journey "sin vuelta"; "pronto dejaré de
 * sufrir" and "ya lo tengo decidido" mid-sentence; giving up on life itself ("tiré la toalla con
 * la vida"); "les doy puro problema", "mejor que no estuviera"; "anoche volví a hacerlo" heard as
 * come back; "esa época en que…" and a period lived through ("durante la ocupación pensé…") told
 * as then, unless it has come back.
 */
export const notes: EvalNote[] = [
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'La bebe tiene tres meses y todos me dicen que es normal, que en unas semanas me sentire mejor. Ya no me lo creo. Cada dia es igual de gris y se que mañana tambien, no hay nada que esperar.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tres años aca en Lima vendiendo arepas en la calle y cada vez peor. Ya no tengo planes ni sueños ni nada, chamo. Pa que seguir luchando si esto no tiene arreglo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Setenta y cuatro años, viudo, el barco vendido. Ya no espero nada de la vida, nada. Todo lo bueno ya pasó y lo que queda es ir tirando hasta que se acabe.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'weon no le veo el sentido a nada, ni a la u ni a levantarme en la mañana. todo es una wea gris que no va a cambiar nunca y ya me aburrí de fingir q si',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Pinche vida. Veinte años al volante del taxi y las deudas nomás crecen. Ya me cansé de esperar a que algo cambie porque no va a cambiar, soy un fracasado y así me voy a quedar hasta el final.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi casa en Jersón no existe. Mi marido no existe. Aqui en Buenos Aires todos son amables pero dentro de mi ya no hay futuro, solo vacio. No puedo imaginar mi vida dentro de un año, no veo nada.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Otro examen malo, la carga viral otra vez arriba. Me cansé de pelear contra mi propio cuerpo parce, es una guerra perdida. Para qué más tratamientos si igual voy a perder.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Aqui en Hialeah doble turno y la familia en Cuba pidiendo y pidiendo. Me siento en un hueco sin fondo, caigo y caigo y no hay de donde agarrarse. Ya ni se pa que me levanto 😔',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Hasta Dios se olvidó de mí. Rezo y nada, silencio. Es como un túnel sin luz al final y ya estoy cansado de caminar a ciegas, no creo que haya final.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tercer año sin llové. El olivar seco, el banco llamando cada semana. Mi padre y mi abuelo sacaron esto p alante y yo lo he hundío. Esto ya no tiene remedio, ni la tierra ni yo.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Guardia nocturna en Letonia a veinte bajo cero. Pienso que si me quedara dormido en la nieve y no me despertara tampoco pasaría nada malo. Sería un alivio, la verdad.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando me da la crisis de asma tardo en sacar el inhalador a propósito. Una parte de mí quiere ver qué pasa si no lo uso y que se acabe ahí.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'pedaleo entre coches por la diagonal sin casco, 11 horas de rider. y la verdad a mi no me importaria nada que un dia un camion me pillara y no volver a casa',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojala pudiera darle a borrar partida a mi vida y ya. no empezar otra, no reintentar, solo que no haya nada mas',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'En el patio pienso que ojalá me toque una de esas peleas y me claven algo. Aquí adentro nadie me va a extrañar y yo tampoco tengo ganas de seguir respirando.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'mi vieja sigue llamandome por mi nombre muerto. cada noche pienso que estaria mejor muerta que vivir otros 60 años en este cuerpo y en esta casa',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Guardia de 24 h. En la cafetería me sorprendí pensando que si me contagio de algo grave y me muero, por fin podría descansar sin culpa. Y me pareció buena idea.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Bo, vos sabés que estoy cansado de vivir. De respirar, de levantarme, de todo. Ojalá se terminara solo, sin tener que hacer nada yo.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya falta poco pa descansar de verdad, del todo, y que nadie me vuelva a pedir nada. Lo tengo claro desde que me echaron del trabajo en Santiago.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Salí del monte pero el monte no salió de mí. Ya me toca irme con los compañeros que se quedaron allá, los estoy viendo cada noche y me están esperando.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Este pueblo nunca me va a aceptar como soy. Creo que ya toca bajar el telón, la función se acabó para mí.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya estoy ready pa irme pal otro lado bro. y no hablo de volver pa Santo Domingo, hablo del otro lado otro lado. tu me entiendes',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Once años con fibromialgia. No aguanto más este dolor. Estoy lista para cerrar este capítulo para siempre, el último, y que sea pronto.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'En la mina uno aprende a no tenerle miedo a la oscuridad. Yo ya quiero quedarme en la oscuridad de una vez, que me trague la tierra y no salir más.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'A veces fantaseo con no volver de este Erasmus, y no hablo de quedarme en Berlín. Hablo de no volver a ningún sitio, de no estar en ninguno.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Toy cansá, mija. Si el de arriba no me llama pronto voy a tener que ir yo solita a tocarle la puerta.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me pegue con el cinturon de mi apa en las piernas hasta que quedaron moradas. nadie lo ve con el pants puesto',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me marco con las agujas de insulina del abuelo, líneas finitas en el antebrazo. Cuando sale la gotita de sangre me calmo. Nadie lo nota.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me hice tira los brazos con un vidrio de la ventana q se rompió. me tapé con la polera larga pa que mi mamá no viera',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cuando me agobio con los exámenes de arquitectura me clavo la punta del compás en la palma hasta que sangra, y solo entonces puedo respirar.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche me mordí el brazo hasta arrancarme la piel. No sé qué me pasa, necesito sentir dolor para no sentir lo otro.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me doy duchas hirviendo a propósito hasta que la piel se me pone en carne viva. Es mi castigo por ser como soy.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija dejó el trabajo para llevarme a la diálisis tres veces por semana. Le estoy arruinando la vida. Sin mí ella sería libre.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'La familia que nos acoge es muy buena pero yo veo cuanto gastan por nosotros. Yo solo soy estorbo para todos, aqui y en Ucrania tambien.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi mujer aguanta mis pesadillas, mis gritos a las 3 de la mañana. Los niños me tienen miedo. Les haría un favor si desapareciera de sus vidas.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis papás se endeudaron pa pagarme la u y yo botando el semestre otra vez. no sirvo pa nada, solo les quito plata y les doy problemas. estarian mejor sin mi',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos se turnan para cuidarme como si fuera un bebé. No tengo derecho a robarles más tiempo. Todo sería más fácil para ellos si yo no estuviera.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Les arruino la infancia a mis hijos con mi tristeza, lloro delante de ellos todos los dias. Lo mejor que puedo hacer por ellos es quitarme del medio.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Asere ya no quiero seguir viviendo. Tengo ganas de matarme y no sé cuánto más me voy a aguantar.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy pensé en serio en suicidarme, che. Ya no es una idea que viene y se va, se queda todo el día conmigo.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Le di a mi hijo su dosis de paracetamol para la fiebre y después me tomé yo la caja entera con lo que quedaba de vino. Ahora estoy esperando.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Estuve mirando el cable del cargador y la barra del armario, calculando si aguanta mi peso.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado cuando mi compañero de piso se vaya a Valencia lo hago. Ya compré todo lo que necesito y lo tengo escondido debajo de la cama.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Lo tengo decidido: después de la graduación de mi hija en diciembre me voy al monte con la escopeta y ya. Quiero verla con la toga primero.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Le dejé a mi hermano la contraseña del banco y una carta explicándolo todo. Que sepan que los quise mucho y que no es culpa de nadie.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'gracias x todo amigas, son lo mejor q me paso en la vida. cuiden a mi mama x mi. las voy a extrañar desde donde este ❤️',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hacen falta para no despertar? tengo 40 en el cajon',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuánta amitriptilina es letal para alguien de 60 kilos? Pregunto en serio, no para un trabajo.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tomé un bote de pastillas y me salvaron en urgencias. Hoy, después de perder el trabajo, volví a pensar en lo mismo, con la misma claridad de entonces.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Once meses limpia de autolesiones y anoche volví a la cuchilla. Siento que todo el progreso no valió nada.',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace ocho años de mi intento. Lo celebré con mis hijas, pizza y peli. Si la chica de entonces me viera ahora no se lo creería.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy recordé a una paciente que hace años llegó a consulta diciendo que quería morirse. Esta mañana me escribió desde su boda. Por esto hago este trabajo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré mi diario de 2009. En una página escribí "ojalá no despertar mañana". Qué pena me dio esa chica de 17 años. Ya no soy ella.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El 2020 fue el peor año de mi vida: perdí a mi padre, el trabajo y pensé en quitarme la vida. Hoy, cuatro años después, tengo una panadería y estoy en paz.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando salí del ejército pasé meses con la pistola en la mesita pensando en usarla contra mí. Eso ya pasó, hoy trabajo en una fundación con otros veteranos.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer invierno, en Polonia y luego en Madrid, yo no queria seguir viviendo. Ahora mi hijo va al cole, yo estudio español y otra vez tengo ganas de vivir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi psicóloga me preguntó qué le diría a mi yo de 15 años, el que se cortaba en el baño. Le diría que aguante, que vale la pena.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy conté en el grupo de apoyo mi sobredosis de 2016. Me temblaba la voz pero lo conté entero. Ya no me avergüenzo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi hija me confesó que en secundaria se sentía una carga para nosotros y que pensaba que estaríamos mejor sin ella. Lloramos juntas. Ahora está bien y me alegra que me lo contara.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace diez años estuve en el puente dispuesto a saltar. Un desconocido se paró a hablarme. Hoy lo busqué en Facebook para darle las gracias.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi tatuaje del punto y coma cumple 5 años 🥳 me lo hice cuando deje de autolesionarme y cada vez que lo miro sonrio',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Trabajando en la planta de psiquiatría me acuerdo de cuando yo estuve ingresada por intentar matarme a los 19. Ahora estoy del otro lado y sé qué decir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releí los mensajes que le mandaba a mi ex diciendo que me iba a suicidar si me dejaba. Qué época más tóxica. Qué lejos queda todo eso, gracias a Dios.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si alguna vez he pensado en quitarme la vida. Le dije que no, y era verdad. Lo mío es ansiedad por el trabajo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No estoy deprimido ni quiero morirme, estoy agotado. Necesito vacaciones, no un psiquiatra.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aunque estoy fatal por la ruptura, ni de coña me haría daño. Tengo a mis sobrinos y a mi perra.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el centro de salud me pasaron un cuestionario: ¿ha pensado que estaría mejor muerto? Marqué "nunca". Solo duermo mal.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No quiero morirme, quiero que pare el dolor de espalda. Son cosas muy distintas y mi médico lo entendió.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi madre me pregunta por videollamada si estoy pensando cosas raras. No, mamá, solo estoy cansado de la guerra, quiero volver a casa vivo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Me pregunto si algun dia voy a dejar de sentirme tan sola en esta ciudad. Pero no, no tengo ganas de morirme, solo de tener amigas.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no soy una carga para nadie, me lo repito cada mañana y hoy por fin me lo crei 💪',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi novio se asustó porque dije "no puedo más". Le expliqué que no puedo más con el máster, no con la vida. Estoy bien.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me cortaría, lo tengo clarísimo, pero hoy en la charla entendí mejor a las chicas que lo hacen.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Triaje en urgencias: ¿tiene ideas de hacerse daño? No. Vengo por el tobillo, me lo torcí jugando al fútbol.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ya no pienso en matarme ni de lejos. eso quedó atrás con el tratamiento y la terapia',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'La veterinaria dijo que el paracetamol es mortal para los gatos, hasta una sola pastilla. Guardé todas las medicinas en el altillo.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'mi hijo de 3 años pesa 14 kilos, cuantos ml de dalsy le toca? tiene 39 de fiebre',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy ingresó un chico de 16 con sobredosis de paracetamol. Le pusimos la acetilcisteína a tiempo y sale adelante.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi abuela confunde las pastillas; le compré un pastillero semanal porque una vez se tomó la dosis doble del Sintrom.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El farmacéutico me explicó que no pase de 4 gramos de paracetamol al día y que no lo mezcle con alcohol. Lo apunté en la nevera.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi padre está en paliativos; le suben la morfina cada día para que no sufra. El médico dice que es para el dolor, no para acelerar nada.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de ganas de ver a mi novia el viernes 😍',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'El jefe me va a matar cuando vea que borré la base de datos jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Los de 2º de la ESO hoy acabaron conmigo. Estoy muerta.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me tiré de cabeza a la piscina del hotel, la mejor sensación del verano.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi carrera en el fútbol está muerta y enterrada desde la rodilla, pero el pádel me da la vida.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me quiero morir de lo mona que esta la bebe de mi prima 🥹',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Quiero desaparecer del grupo de WhatsApp de padres del cole, son insoportables.',
  },
  // quiet: others' deaths
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que murió mi abuelo. Lo extraño cada día, pero sé que está en paz.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron a mi primo en el frente de Zaporiyia. Mi tía no para de llorar y yo no sé qué decirle.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi vecino se suicidó la semana pasada. Nadie lo vio venir. Hoy fui al funeral y abracé a su hija.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir a nuestra perra Lola. 14 años juntos. La casa está vacía sin ella.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi alumno se quitó la vida en marzo y todavía me pregunto si pude hacer algo. Voy a ir a un grupo de duelo.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Volví a ver "Las horas". La escena de Virginia Woolf con las piedras en los bolsillos entrando al río me destroza siempre.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento donde la protagonista se toma todas las pastillas. Mi profe del taller dice que el final es demasiado abrupto.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la obra del instituto hago de Julieta y tengo que fingir que me clavo el puñal. Ensayamos hasta las nueve.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el anime que estoy viendo el protagonista se sacrifica por sus amigos y lloré como una magdalena.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me voy para siempre de este piso de mierda, el lunes firmo el contrato nuevo 🎉',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya dejé hecho el testamento vital y los papeles del seguro, a los 70 una tiene que ser previsora. Luego me fui al bingo con la Mari.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé toda mi ropa de antes del embarazo, ya no me cabe y no la voy a usar. Por fin espacio en el armario!',
  },
];
