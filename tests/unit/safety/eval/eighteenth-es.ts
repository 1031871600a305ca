import type { EvalNote } from './types';

/**
 * Eighteenth Spanish check, written blind after the sixteenth round was folded into development:
 * 50 crisis notes (ten hopelessness, eight passive, eight euphemism, six self-harm, six burden, two
 * of each other class) and 50 quiet ones (thirteen past, twelve negation, six medical, seven
 * figurative, five others' deaths, four fiction, three everyday). The writers: a market vendor at
 * Gamarra in Lima living "por inercia", an Argentine of 52 with 200 CVs who "ya fue", a woman from
 * Mariupol in Madrid writing learner's Spanish, a Colombian with nine years of rheumatic pain, a
 * Chilean student "nací pa perder", a Spanish veteran of Herat waiting for it to end, a Cuban in the
 * blackouts, a Mexican daughter caring for a mother with Alzheimer's, a Guatemalan deported from
 * Houston ("un muerto que camina"), a teenager who "solo existe"; an Andalusian wishing for a heart
 * attack in his sleep, a Colombian volunteer who no longer goes down to the shelter, a Mexican
 * "lista pa irme con Diosito", an Argentine welcoming a terminal illness, an Uruguayan widow of 81,
 * a nurse driving home on the A-6, a wish never to have been born, a Venezuelan in Bogotá "cansada
 * hasta de respirar"; getting off the train, "colgar los tenis", keeping a grandmother company in
 * the cemetery "para quedarme", disconnecting with no reboot, an oncology patient bringing the
 * journey forward, "borrarme", "el patio de los callados", a discharged soldier "darme de baja de
 * todo"; a lighter, head-banging, a pencil-sharpener blade, fists on the legs, wrist cuts at
 * school, nails dug into the hands; a bedridden parent, a jobless father and the life insurance, a
 * man with MS as "el ancla", a Ukrainian mother "solo peso", a teenager's therapy bills, a mine
 * victim bathed by his mother; not reaching Christmas, "quiero matarme" written out, pesticide in
 * the shed, metro tracks timed, pills gathered for the night the mother is in Rosario, the Triana
 * bridge at dawn, a letter to "mami", gifts and thanks to the whole contact list, lorazepam "para no
 * despertar", a lethal paracetamol dose for 55 kilos, two years without cutting broken, an
 * overdose four years ago and the thought back.
 * Quiet near-misses: an attempt's tenth anniversary with churros, a therapist remembering a patient
 * now a nurse, a diary from 2012, 2019 "el peor año de mi vida", a demobilised fighter whose
 * comrade took the gun, a refugee's first black year in Valencia, wrist scars from secondary
 * school, seven years clean told in a meeting, feeling a burden during chemotherapy now in
 * remission, three years since the psychiatric ward, a day chosen long ago and a dog that cried at
 * the door, old messages from first year, a post-partum depression explained to a daughter of nine;
 * denials (a psychologist's screening, "no estoy suicida", a mother's question after a break-up, a
 * GP's question, "quiero vacaciones", a soldier's wife, long sleeves for eczema, a grandfather and
 * his Betis, a sister's joke about a burden, triage after a motorbike fall, "no por un tipo",
 * "irme del país, no de la vida"); a toddler's paracetamol drops, a dog and ibuprofen, a patient's
 * double Sintrom, a pharmacist's daily limit, palliative morphine, a double insulin dose; dying of
 * shame, jumping off the stadium if the team loses, deadlines killing, "muerta en vida" after a
 * wedding, a haircut, the diet and the window, disappearing in Lima traffic; an uncle at 91, a
 * neighbour's son at Bakhmut, a classmate's suicide, a dog put to sleep, an ICU patient; a novel's
 * farewell letter, a Discord role-play, Ophelia on stage, "13 Reasons Why" with a daughter; giving
 * away clothes before Canada, a note to flatmates before a move, a will and life insurance.
 *
 * FIRST RUN, on main at 6582946 before any change to the detector (this helper changed no code):
 * recall 48/50, false alarms 8/50.
 * Missed (2):
 * - euphemism: a cancer patient given a year who thinks of "adelantar el viaje" and choosing the
 *   day himself;
 * - relapse: two years "limpia de cortarme" and "anoche volví", back to bandages (the return is
 *   only "volví", the cutting sits inside the streak).
 * Fired (8):
 * - past: old first-year messages quoted ("no quiero seguir viviendo") now reread with a scholarship
 *   and a girlfriend (passive, hopelessness); a post-partum depression with a thought of jumping
 *   from the balcony, explained to a daughter now nine (intent, method, plan);
 * - negation: a soldier's wife "no tengo ninguna idea de hacerme nada" (whole-note reader alone);
 *   a counsellor asked about cutting, "NO", eczema (selfHarm); a grandson thinks the old man
 *   "me quiero morir", "Ni mijita" (intent); a sister's joke about being "una carga", "no me siento
 *   así ni quiero desaparecer" (burden);
 * - medical: a double insulin dose by mistake, handled with sugar and glucose checks (whole-note
 *   reader alone);
 * - figurative: a diet "al borde del abismo", "me lanzo por la ventana jaja" (method).
 *
 * Scored again, still blind, after the seventeenth round's fixes and a retrain (b699785): recall
 * 48/50, false alarms 10/50. Not tuned on yet.
 * Scored on main after the retrain on these notes (flattering recall): 49/50, false alarms 7/50;
 * all Spanish development sets 980/981, false alarms 7/1015.
 * LEXICON PASS (es.ts only): the end brought forward ("adelantar el viaje/el final", "elegir yo el
 * día … antes de que / esperar") reads as euphemism; a clean streak ("N meses limpia/libre de
 * cortarme/cortes", "llevaba un año sin…") broken by "volví." alone, "recaí" or "volví a las
 * andadas" reads as relapse, and the streak masks no longer hold over a bare "volví."; guards: a
 * question someone else asked ("la orientadora me preguntó si me cortaba", with "me cortaba" and the
 * like now screening topics) stays masked unless the answer discloses; a joke or belief of someone
 * else about the writer, put right ("dice en broma que soy una carga", "se cree que me quiero
 * morir. Ni mijita"); any "me lanzo/aviento/arrojo por…" with laughter is a joke; "se quería ir con
 * mi abuela" is someone else; old messages "de primero (de carrera)" and "tuve una depresión tan
 * fuerte" are told as past. After: recall 50/50, false alarms 0/50 (every note also flagged with a
 * class by the lexicon, not the whole-note reader); all Spanish development sets 981/981, false
 * alarms 0/1015.
 */
export const notes: EvalNote[] = [
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Dicen que hay que tener fe pero yo ya la perdí toda. Trabajo desde las 4 en el mercado de Gamarra y cada año estoy peor. Ya no creo que nada vaya a mejorar, ni para mí ni para mis hijos. Vivo por inercia nomás.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'A los 52 nadie te contrata, boludo. Mandé 200 CVs. Me miro al espejo y veo un tipo que ya fue, que no tiene vuelta. Para qué me voy a levantar mañana si es todo al pedo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Aqui en Madrid todos son amables pero yo no puedo. Mi ciudad Mariupol no existe. Mi futuro tambien no existe. Yo no veo nada delante, solo negro. No tengo fuerza para empezar otra vez con 47 años',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Otra cita con el reumatologo y otra vez "hay que tener paciencia". Llevo 9 años con paciencia. Ya entendi que esto es mi vida hasta el final y no le veo ningun sentido a seguir aguantando un cuerpo que solo duele',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'wn ya no cacho pa q estudio. me va mal en todo, no tengo pega, mi familia endeudada hasta el cuello. siento q naci pa perder y q no hay nada q hacer po, da lo mismo lo q intente',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Desde que volví de Herat no he vuelto a ser yo. Mi mujer se fue con los críos. Tengo la sensación de que lo mejor de mi vida ya pasó y que lo que queda es esperar a que se acabe.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Sin corriente otra vez 14 horas. Mi mamá enferma y no hay medicinas. Mi hermano se fue por Nicaragua y yo aquí. Esto no tiene arreglo, mi vida no tiene arreglo, ya ni sueño con nada. Estoy vacío por dentro.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Hoy mi mamá no me reconoció otra vez. Tengo 58, nunca me casé por cuidarla, y ahora no me queda nada, ni tiempo ni ganas. Siento que me estoy apagando poquito a poco y que nadie lo va a notar.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Me deportaron después de 11 años en Houston. Mis hijos allá y yo aquí en Xela sin nada. Todo lo que construí se fue. Ya no tengo por quién luchar ni para qué. Soy un muerto que camina.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nada va a cambiar. nunca. he dejado de esperar que mejore 😶 ya ni lloro, ni me enfado. solo existo hasta que deje de existir',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ojalá me diera un infarto esta noche mientras duermo, sin enterarme de ná. No voy a hacer nada, tranquilo diario, pero es lo que pienso cada noche al apagar la luz.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando suenan las sirenas ya ni bajo al refugio. Me quedo en la cama pensando que si cae aquí, pues que caiga. Me da igual seguir o no seguir.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Le dije a mi comadre que ya estoy lista pa irme con Diosito cuando él quiera, y que si es mañana mejor. Ella se rio pero yo no lo dije de broma.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'si me agarra una enfermedad de esas terminales la recibo con los brazos abiertos, posta. a veces hasta lo deseo, no te voy a mentir',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Tengo 81 años y ya viví demasiado. Cada mañana me sorprende seguir acá. Le pido a la muerte que se acuerde de mí de una vez, ya no tengo nada que hacer en este mundo.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Volviendo del turno de noche por la A-6 me pillé pensando que si me salía de la carretera no pasaría nada grave, al revés, sería un descanso. Luego me asusté de lo tranquila que lo pensé.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'a veces desearia no haber nacido, asi de simple. no estar, no haber estado nunca. que mi nombre no estuviera en ningun lado',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'marica estoy cansada hasta de respirar. no voy a hacer nada loco tranqui, pero si la vida se me acaba solita yo firmo ya',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando en bajarme del tren, che. No de este laburo, del tren en serio, del viaje entero. Ya no quiero seguir viajando.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya voy a colgar los tenis, neta, ya lo decidí. no quiero seguir aquí y nadie me va a detener esta vez',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Extraño tanto a mi abuela que me quiero ir a hacerle compañía al cementerio, pero para quedarme allá con ella. Ya no le veo el sentido a seguir aquí arriba.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'quiero desconectarme. no del movil ni de las redes. de todo. y que esta vez no haya reinicio',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Los de oncología me dieron un año. He pensado en adelantar el viaje, total, qué más da unos meses antes. Mejor elegir yo el día que esperar a que me lo elijan.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'quiero borrarme del todo wn, que mañana yo no esté y que no quede nada mío. ya no es una forma de decir',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "parce ya me quiero ir pa'l patio de los callados, esto no es vida. lo tengo cada vez más claro",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Me he dado de baja del ejército y ahora lo que quiero es darme de baja de todo lo demás. De todo. De mí.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me he quemado con el mechero en el brazo otra vez, donde no se ve con la sudadera. Es lo único que me calma cuando se me junta todo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Ayer me di de cabezazos contra la pared hasta que me zumbaba todo. No sé por qué lo hago, me castigo yo solo y luego me da vergüenza.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Necesitaba sentir algo que no fuera este vacío, así que me hice daño con la cuchilla del sacapuntas. Tengo el muslo lleno de rayitas.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cuando me da la crisis me doy golpes en las piernas con el puño hasta que se ponen moradas. Mi mamá cree que son del trabajo en el almacén.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me hice cortes en la muñeca en el baño del cole, no muy profundos. me senti mejor un ratito y despues peor. x fa q nadie lea esto',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me pellizco y me clavo las uñas hasta hacerme heridas cuando pienso en mi madre que se quedó en Járkov. Tengo las manos llenas de marcas.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos tienen que turnarse para venir a cambiarme. Les estoy robando la vida. Estarían mejor si yo ya no estuviera, lo veo en sus caras cansadas.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy un estorbo pa mi familia, nomás como y gasto. Mi esposa saca todo adelante sola. Sin mí les iría mejor, al menos les quedaría el seguro de vida.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi novia dejó todo por cuidarme con la esclerosis. Es joven, podría tener una vida normal. Yo soy el ancla que la hunde. Si me voy ella queda libre.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hija trabaja dos trabajos por mi, por mi medicina. Yo soy solo peso para ella. Mejor para ella si yo no esta mas.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis papas pelean siempre x plata y x mi culpa, xq les salgo carisimo con el psicologo y todo. les arruine la vida. si yo no existiera todo seria mas facil pa ellos',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Desde la mina perdí la pierna y ahora mi mamá con 70 años me tiene que bañar. No sirvo pa nada, soy una carga, y ella merece descansar de mí para siempre.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "No voy a llegar a Navidad. Ya lo decidí: me voy a quitar la vida, y esta vez no me voy a echar pa'trás.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'quiero matarme. lo escribo asi tal cual porque llevo semanas dandole vueltas y ya no es una idea, es algo que voy a hacer',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Tengo el veneno para las plagas en la bodega y cada vez que paso lo veo y pienso que con un vaso ya estaría. Hoy lo agarré y lo tuve un rato en la mano.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'miro las vias del metro cada mañana y calculo cuando pasa el tren. seria rapido, no sentiria nada. lo pienso cada vez con mas detalle',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado mi vieja se va a Rosario. Ya junté las pastillas y dejé la guita del alquiler en el cajón. Esa noche lo hago.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He mirado a que hora no pasa nadie por el puente de Triana. El jueves de madrugada. Ya tengo la nota escrita y el movil lo voy a dejar en casa.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mami, si lees esto perdóname. Te quise con todo. A Yadiel dile que su tío lo quiso mucho. Ya no puedo seguir, no me busquen.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy les mandé un mensaje a todos los de mi lista dándoles las gracias por todo. Les regalé mi guitarra y mi moto a mis primos. Ya no voy a necesitar nada.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuántas pastillas de lorazepam hacen falta para no despertar? Tengo dos cajas de mi madre y esta noche no pienso seguir.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'busque en google cuanto paracetamol es mortal pa alguien de 55 kilos. tengo 40 tabletas, creo q alcanzan',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Dos años limpia de cortarme y anoche volví. Pensé que eso ya era pasado y aquí estoy otra vez con las vendas.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace 4 años me tragué todo el botiquín y me salvaron en el 12 de Octubre. Hoy he vuelto a pensar en hacerlo, con la misma claridad que aquella vez. Tengo miedo.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace 10 años de mi intento. Lo celebré con mis hijas comiendo churros. Si me lo cuentan aquella noche no me lo creo. Estoy viva y quiero estarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Repasando expedientes viejos me acordé de Tania, la chica que llegó hace 6 años con cortes en los brazos. Hoy me mandó foto de su título de enfermera. Por esto trabajo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré mi diario de 2012. Página tras página escribía que me quería morir, que nadie me quería. Tenía 15. Qué ganas de abrazar a esa piba y decirle que aguantara, que venía lo mejor.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 fue el peor año de mi vida: estallido, despido, depresión, y pensé en matarme más de una vez. Hoy escribo desde la casa que compramos con la Cata. Se pasa, se pasa.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando volví del monte en 2016 estuve a punto de pegarme un tiro. Un compañero me quitó el arma. Hoy tengo mi finquita, mis gallinas y mi terapia de los martes.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer año en Valencia yo queria morir cada dia. Ahora trabajo en una escuela, mi hijo habla español mejor que yo. Aquel tiempo negro ya paso.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Las cicatrices de las muñecas ya casi no se ven. Eso fue en la secundaria, hace más de 15 años. Hoy mi sobrina me preguntó y le conté la verdad, sin vergüenza.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la reunión conté lo de la sobredosis de 2017, cuando me encontraron en el baño de un bar de Miraflores. Hoy cumplo siete años limpio. Me aplaudieron y lloré.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Durante la quimio me sentía una carga para todos y llegué a pensar que estarían mejor sin mí. Ya terminó: remisión completa desde marzo. Esa sensación se fue con el pelo, y el pelo ha vuelto.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy se cumplen 3 años desde que salí del psiquiátrico después del intento. Mi pana me llevó a la playa en Luquillo y brindamos con agua de coco. Gracias, vida.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace años tenía el día elegido y la carta escrita. No llegué a hacerlo porque mi perra se puso a llorar en la puerta. Ella ya murió de vieja y yo sigo aquí gracias a ella.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releyendo mis mensajes de primero de carrera: "no quiero seguir viviendo", "no sirvo para nada". Ahora estoy en cuarto, con beca y con novia. A veces no me reconozco, para bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi hija me preguntó por qué voy al grupo los jueves. Le expliqué que después de nacer ella tuve una depresión tan fuerte que pensé en tirarme del balcón. Hoy tiene 9 y es lo que más quiero.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me hizo el cuestionario de siempre: ¿pensamientos de muerte? No. ¿De hacerte daño? Tampoco. Solo estoy agotada con las oposiciones.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy suicida ni nada, nomas cansado. dormi 4 horas toda la semana por la chamba',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi vieja me preguntó si me quería matar porque me vio llorando. Nada que ver, ma, lloré porque me dejó el Fede y por el final de la serie. Estoy bien.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'El médico me preguntó si alguna vez había pensado en quitarme la vida y le dije la verdad: nunca. Lo mío es insomnio y ya.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no me quiero morir, quiero vacaciones. es distinto jaja. 3 semanas más y me voy al sur',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La gente me pregunta si estoy hundida con mi marido en el frente. Estoy asustada, sí, pero no tengo ninguna idea de hacerme nada. Tengo a los niños y tengo esperanza.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'la orientadora me pregunto si me cortaba pq llevo manga larga en verano. NO. es q me da verguenza el eczema. q pesados',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi nieto se cree que porque estoy viejo me quiero morir. Ni mijita, yo lo que quiero es ver a mi Betis en la Champions.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi hermana dice en broma que soy una carga desde que vivo con ella. No me siento así ni quiero desaparecer, solo necesito encontrar piso.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En emergencias la enfermera preguntó si me lo había hecho yo. No, me caí de la moto, tengo testigos. Cinco puntos en la ceja y a casa.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Yo no me voy a quitar la vida por un tipo, que quede claro. Lloro hoy, mañana me pinto las uñas y sigo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Me preguntan si pienso en matarme con tanta crisis. Nooo, aquí uno se aguanta y resuelve. Lo que quiero es irme del país, no de la vida.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi hijo de 3 años se tomó no sé cuántas gotas de paracetamol del frasco. Llamé a toxicología, me dijeron la dosis máxima por kilo y que lo llevara a urgencias por si acaso. Está bien.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La perra se comió media caja de ibuprofeno de mi madre. El veterinario dice que para 12 kilos es una dosis tóxica y la dejó ingresada con suero.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno de noche: un paciente de 80 se tomó dos veces la dosis de Sintrom porque no se acordaba. Le pusimos pastillero semanal y avisamos a la hija.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy en la farmacia una señora quería 4 cajas de acetaminofén. Le expliqué el límite diario y lo peligroso que es para el hígado. Se llevó una.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El médico de paliativos subió la morfina de papá para que no sufra. Nos explicó que no es para acelerar nada, solo para el dolor. Estamos en paz.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me equivoqué y me puse doble de insulina en la cena. Comí pan con azúcar, medí cada hora y ya ando en 140. Susto nomás.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de vergüenza, le mandé el audio a mi jefa en vez de a mi novio 💀💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Si el Bolso pierde el clásico me tiro de la Amsterdam, jaja. No, en serio, no lo soporto más a este técnico.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Esta semana de entregas me está matando. Tres proyectos, una presentación y el niño con varicela.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ando muerta en vida después de la boda de mi prima, tres días de fiesta y cero horas de sueño',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me quiero cortar el pelo cortito, estoy chata de este largo',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'La dieta me tiene al borde del abismo, si veo otra ensalada me lanzo por la ventana jaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Con el tráfico de la Javier Prado quisiera desaparecer del planeta, dos horas para llegar a la chamba',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi tío Rubén. Se fue tranquilo, dormido, a los 91. Mi tía dice que ya se quería ir con mi abuela.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy supe que murió el hijo de mi vecina en Bajmut. Tenía 23 años. No sé qué decirle, solo le llevé pan y me senté con ella.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se suicidó un compañero de la facu. Hicimos una vigilia y la psicóloga de la universidad nos dio los números de ayuda. Estoy triste y muy enojada con el mundo, pero bien.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir al Toby. 14 años. La veterinaria le puso la inyección mientras le acariciaba las orejas. Casa vacía.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se me ha muerto una paciente en la UCI a la que le había cogido cariño. Lloré en el coche y luego fui a por los niños.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'En mi novela la protagonista deja una carta de despedida y se mete en el mar. El editor dice que el capítulo 12 es demasiado oscuro y que lo suavice.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el rol de discord mi personaje se tiro de la torre pa salvar al grupo, todos lloraron xd',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Ensayo de teatro: me toca hacer de Ofelia y me ahogo en escena cada noche. La directora dice que mi locura no convence.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy viendo "Por 13 razones" con mi hija para hablar de lo que sale. Se me hizo duro el capítulo de las cintas.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya regalé toda mi ropa vieja y vendí los muebles. El lunes me voy a Canadá con visa de trabajo, ¡vida nueva!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dejé una carta a mis compañeras de piso con las normas de la nevera y me despedí de todas. Mañana me mudo a Granada.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tengo todo listo: testamento firmado en la notaría y seguro de vida actualizado. Cosas de adulta ahora que nació Lucía.',
  },
];
