import type { EvalNote } from './types';

/**
 * Sixth Spanish check, written blind (before reading the lexicon or changing any code): 50 crisis
 * notes (five each of euphemism, burden, plan, relapse, hopelessness and method, the classes the
 * unseen measurements find weakest; four of each other class) and 50 quiet ones (ten each of
 * `past` and `negation`, six of each other guard). The writers: a carer of a mother with
 * Alzheimer's, a woman with fibromyalgia, an Argentine student ("boludo", "laburar", "la facu",
 * voseo), a Colombian ex-soldier and a dialysis patient ("mamado"), Ukrainian refugees in Madrid
 * and Poland in learner's Spanish, a Mexican teenager ("neta", "mi apá", "morra"), a Chilean
 * ("wn", "chato", "los cabros"), a Dominican ("ya ta decidío"), a widower of sixty-seven, a
 * soldier with his service weapon, a nurse. Typing is loose: "q", "k", "pa", "tb", no accents,
 * emoji. The quiet half: attempts and cutting told as long over and recovered from, denials and
 * a screening questionnaire answered "no", "me muero de ganas", a game boss, a novel, a father's
 * suicide a year ago, a vet's dose for a cat, a teacher's farewell letter on retiring.
 *
 * FIRST RUN, before any change: recall 35/50, false alarms 7/50.
 * Missed (15):
 * - euphemism: going to join fallen comrades "to be at peace"; better "no estar más en este
 *   mundo", "apagar la luz y ya"; "quiero partir pa siempre" and nobody looking for me;
 * - burden: "si yo faltara" she could rebuild her life;
 * - plan: a day and hour set ("el domingo en la madrugada") to go to a dam and "aventarme";
 * - relapse: pills years ago and saved, now thinking of doing it again and counting the pills;
 * - hopelessness: "no veo nada delante", "no hay mañana", "ya no espero nada de la vida"; nothing
 *   left to look forward to, "para qué me levanto";
 * - method: looking at a beam and whether it would hold my weight; looking up from which floor a
 *   fall kills;
 * - intent: "ya no kiero vivir" (the "k" spelling);
 * - passive: if I went off the road it would be no bad thing, the pain would end;
 * - farewell: "díganle a mi hija que su papá la quiso", "que no se culpe", "lo decidí yo";
 * - selfHarm: "me corté otra vez los brazos" (words between the verb and the body part);
 * - dose: how many tramadol with alcohol before "uno ya no la cuenta".
 * Fired (7):
 * - past: wanting to shoot oneself after a mission, then therapy and "hoy estoy bien"; wanting to
 *   die the first winter, "ahora … estamos bien" (the recovery said without "years ago");
 * - negation: a screening questionnaire about the last two weeks answered "puse que no";
 * - figurative: "me quiero morir jajaja" after an exam; "me quería morir" of embarrassment ("q oso");
 * - fiction: a game boss that "me mató" twenty times;
 * - everyday: a farewell letter to a class on the last day before retiring.
 *
 * After general changes in `lexicons/es.ts` only, none keyed to one note: recall 50/50, false
 * alarms 0/50; all Spanish development sets 380/381 and 0/415 (before: 365/381 and 7/415, the
 * older sets alone 330/331 and 0/365). The changes: every pattern is also read as people type on
 * a phone ("q"/"k" for "que", "pa" for "para", "kiero", "aki", "xq"); drug names take their
 * plurals ("tramadoles"); a dam, a cliff or a ravine is a height, and "(bridge) … y me tiro" a
 * jump; "si yo faltara" is the writer gone; "sería mejor", "no pasaría nada (malo)" are wishes;
 * "ya no quiero vivir neta/posta/de verdad"; a beam that would hold my weight, the floor a fall
 * kills from, counting how many pills are left; a crash on the road wished for, "ya no la
 * cuenta", "al menos se acabaría el dolor"; "díganle a X que (su papá) la quiso", "que no se
 * culpe", "lo decidí yo solo"; nothing ahead, no tomorrow, expecting nothing, nothing to look
 * forward to, "para qué me levanto/sigo", the same "hasta el final"; going to those "que
 * murieron/cayeron", the fallen of a war as someone else's death. On the quiet side: "manga
 * larga" is sleeves; a game's match or boss is fiction; the first winter/months somewhere and
 * coming back from a deployment are past anchors; masks for a screening questionnaire, laughter
 * beside "me quiero morir", public embarrassment ("q oso"), being killed N times, a farewell to
 * a class or workplace and a last day before retiring. "estar con ella" no longer reads as a
 * euphemism without a death, a "pronto" or a heaven in the note (an old false alarm on "quiero
 * estar con ella").
 * Checked against wordings of the same concepts not in any set, a second pass (figures unchanged,
 * 50/50 and 0/50, 380/381 and 0/415): a negation no longer reaches past a "pero" ("pensé que
 * nunca más, pero otra vez quiero morir"); "no me despertara nunca más"; harm done in the
 * preterite ("les arruiné la vida"); "no sirvo pa nada" as hopelessness; a height in the
 * sentence, then "pensé en saltar"; a chosen place that is a bridge or the tracks; "lo intenté con
 * pastillas" as an earlier attempt, and after one, gathering the means or thinking of doing it
 * again; swimming, camping or friends make a trip to a dam an outing; "casi me mato" in a fall
 * or a crash is an accident.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Cuarto año cuidando a mi madre con alzhéimer. Ya no sé ni quién soy. Estoy tan cansada que quisiera cerrar los ojos y descansar para siempre, que se acabe todo de una vez.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'boludo ya fue, me quiero borrar del mapa. y no hablo de irme de viaje eh, hablo de no estar mas. q se termine todo esto de una vez y listo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Desde que sali del ejercito no duermo. Pienso que ya es hora de irme con mis compañeros que cayeron en el Cauca, alla por lo menos estaria en paz.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Aqui en Madrid todo gris. Pienso que seria mejor no estar mas en este mundo, apagar la luz y ya. Mi hija no sabe nada de esto.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'wn estoy tan chato de todo. ya no quiero seguir aca, quiero partir pa siempre y q nadie me ande buscando. no es broma',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Todos estarian mejor sin mi, en serio. Mi marido ya no aguanta mis brotes de dolor y los niños me ven siempre en la cama. Solo soy un estorbo en esta casa.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'desde la embolia nomas soy una carga pa mis hijos, me tienen q bañar y dar de comer. ya les quiero dejar de dar lata de una vez por todas',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi familia en Ucrania manda dinero para mi y yo aqui sin trabajo. Soy solo problema para todos. Sin mi ellos tendrian vida mas facil.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis viejos se rompen el lomo laburando para pagarme la facu y yo no aprobe ni una. les arruino la vida, seria un alivio para ellos si yo no existiera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi mujer se cansó de mis pesadillas y mis gritos de noche. Le estoy quitando la vida a ella tambien. Si yo faltara ella podria rehacer su vida tranquila.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El viernes cuando mi compañera de piso se vaya al pueblo lo hago. Ya tengo las pastillas guardadas en el cajon de la mesilla.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya lo tengo decidido, el domingo en la madrugada me voy a la presa y me aviento. a esa hora nadie anda por ahi',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'mañana despues del turno me voy al viaducto. ya escribi las cartas, no hay vuelta atras',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Esta noche cuando todos esten dormidos salgo al patio con la cuerda que compré. Ya no aguanto un dia mas asi.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya ta decidio. El 14, el dia de mi cumpleaño, me tiro del puente de la Duarte. No quiero llegar a los 30 asi.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tome un frasco de pastillas y me salvaron en urgencias. Crei q lo habia superado pero esta semana volvi a pensar en hacerlo y hasta conte cuantas me quedan.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '8 meses sin autolesionarme y anoche me volvi a hacer cortes. Me siento un fracaso total y lo peor es que tengo ganas de seguir.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Despues del intento del 2019 le prometi a mi hija que no iba a volver a pasar. Pero las ideas volvieron, mas fuertes que antes, y no se si voy a poder cumplir.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'la otra vez que lo intente me encontro mi hermana a tiempo. ahora estoy igual que esa noche, las mismas ganas de no estar. no se a quien decirle',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'llevaba un año limpia y hoy me queme con el encendedor otra vez 😔 ya no se pa q me esfuerzo, siempre vuelvo a lo mismo',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No hay futuro para mi. Cada dia es igual de negro y se que nunca va a mejorar. Para que seguir intentandolo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Perdí la casa en Jersón, perdí el trabajo, mi marido está en el frente y no contesta. No veo nada delante de mí, no hay mañana. Ya no espero nada de la vida.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tres veces por semana a dialisis y me dijeron q no soy candidato pa trasplante. Esto no tiene arreglo, no le veo sentido a nada y estoy mamado de luchar.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'todo me sale mal, no tengo futuro, nada va a cambiar nunca. ya me da lo mismo todo y todos',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Sesenta y siete años y solo. Ya no queda nada que me ilusione. Cada mañana me pregunto para qué me levanto si todo va a seguir igual hasta el final.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Llevo días mirando la viga del trastero y pensando si aguantaría mi peso. No se lo he dicho a nadie.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo guardadas todas las pastillas de mi abuela en una cajita de galletas. las cuento cada noche y pienso q serian suficientes',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Tengo el arma de dotación en casa. Anoche me quedé con el cañón en la boca no sé cuánto tiempo. Mi esposa dormía al lado.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'estuve averiguando en google desde que piso hay que tirarse para no quedar vivo. vivo en un octavo',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Anoche tuve el cuchillo en la mano en la cocina pensando en abrirme las venas de verdad, no pa sentir, pa terminar.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Me quiero morir. No es drama ni es para llamar la atención, es lo que siento cada día al despertar.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya no kiero vivir neta, ya me canse de todo y de todos. mi apa ni me pela',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tengo ganas de matarme y no es joda. no doy mas, vos no sabes lo que es esto',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Cada noticia de Mariupol me rompe por dentro. Quiero acabar con mi vida, ya no puedo mas vivir asi lejos de todo.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ojala no despierte mañana. Asi de simple.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Con la fibromialgia cada día es peor. A veces cuando voy en el coche pienso que si me saliera de la carretera no pasaria nada malo, al menos se acabaria el dolor.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'le pido a diosito q me recoja ya, no quiero seguir aqui. todas las noches se lo pido',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Me da igual vivir o morir. Si en la proxima guardia me toca, pues que me toque, no voy a hacer nada por evitarlo.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mama perdoname por todo. Te quiero mucho, cuida a Toby por mi. Ya no voy a estar para darte problemas.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les dejo la clave del banco en el cajon y las llaves con la vecina. gracias por todo de verdad, fueron lo mejor q tuve. adios',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Si alguien lee esto, díganle a mi hija que su papá la quiso mucho. Que no se culpe de nada. Esto lo decidí yo solo.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'ya le regale la guitarra y la play a mi primo. este es mi ultimo mensaje aca, gracias a los pocos que me bancaron',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche me corté otra vez los brazos y ahora tengo que ir con manga larga con este calor. Nadie puede enterarse.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cuando me da la ansiedad me doy golpes en la cabeza contra la pared hasta que me duele de verdad. solo asi se me pasa',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me rasguñe las piernas con la navajita del sacapuntas hasta q salio sangre. solo asi me calmo 🩸',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me quemo con el cigarro en lugares donde nadie ve. es lo unico q me hace sentir algo',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hay q tomar pa no despertar',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuánto paracetamol es mortal? Lo pregunto en serio, no es para ningún trabajo de clase.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'con cuantos tramadoles + alcohol uno ya no la cuenta? necesito saberlo hoy',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Cuantas pastillas de dormir son suficiente para no despertar nunca mas? Tengo caja entera de farmacia.',
  },

  // ——— quiet ———
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Hace diez años intenté quitarme la vida. Hoy celebré mis 40 con mis hijos y pensé en lo agradecida que estoy de seguir aquí.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando tenía 16 me cortaba. Ya no lo hago desde hace muchísimo, las cicatrices me recuerdan todo lo que superé.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en el 2015 estuve internado por un intento. hoy fui de voluntario a contar mi historia en una prepa, q nervios pero salio bien',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Después de la misión en Afganistán pensé en pegarme un tiro, lo confieso. Con la terapia y el grupo de veteranos salí adelante. Hoy estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace 5 años que no me autolesiono. Hoy me tatue una golondrina encima de las marcas 🐦',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer invierno en Polonia queria morir, no tenia fuerzas para nada. Ahora trabajo, mi hijo va al colegio, estamos vivos y estamos bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hoy me acorde de cuando en el 2018 no queria vivir mas. que lejos quedo todo eso, hoy tengo laburo, novia y un gato',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi psicóloga me dio el alta hoy. Llegué a su consulta hace dos años queriendo desaparecer y hoy salgo con ganas de vivir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'de morra me tome unas pastillas pa morirme, ya ni me acuerdo bien. ahorita estoy bien, nomas me acorde por una cancion',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Antes pensaba que era una carga para todos y que estarían mejor sin mí. Ya no pienso así, mi familia me lo demostró con creces este año.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No estoy pensando en suicidarme ni nada parecido, solo estoy agotada de tanto turno doble.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psiquiatra me preguntó si tenía ideas de hacerme daño y le dije que no, que lo mío es el insomnio.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ojo no me quiero morir eh, solo quiero q se acabe el semestre jaja',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me he autolesionado, pero hoy entendí un poco a mi prima. Le mandé un mensaje para ver cómo sigue.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ganas de matarme, tengo ganas de dormir una semana entera sin que nadie me llame.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el centro de salud me hicieron el cuestionario ese de si pensé en quitarme la vida en las últimas dos semanas. Puse que no, y es verdad.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mamá me pregunta por teléfono desde Dnipró si estoy bien, si no pienso cosas malas. No, mamá, no pienso en eso, solo te extraño.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No quiero desaparecer ni nada de eso, quiero que mi jefe me deje en paz un fin de semana.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'tranqui que no me voy a hacer nada, solo necesitaba descargar aca. mañana sera otro dia',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no wn no estoy deprimido, estoy cansado y punto. mañana me voy a la playa con los cabros',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de ganas de ver a mi nieta, llega el sábado desde Lima!!',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este calor me está matando, 43 grados en Sevilla y sin aire acondicionado en el piso.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'el examen de anatomia fue una masacre, me quiero morir jajaja 😂 y mañana tenemos farmaco',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'q oso, me queria morir cuando me cai enfrente de todo el salon',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me mataste con ese meme boludo, estoy muerta de risa en el bondi',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefe me va a matar cuando vea que borré el archivo del cliente. Mañana a primera hora se lo digo y que sea lo que Dios quiera.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que mi papá se quitó la vida. Fuimos al cementerio con mi hermano y le llevamos girasoles.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron al hijo de mi vecina en Bajmut. No sé qué decirle cuando la veo en la escalera, no hay palabras.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuela se murió tranquila, dormida. Ojalá todos nos vayamos así de viejitos, sin dolor.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Perdimos a dos del pelotón esta semana. Esta noche les escribo a sus madres.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'El paciente de la cama 7 falleció en mi turno. Lloré en el vestuario y después seguí trabajando.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murio el Firulais 😭 15 años conmigo. La casa se siente vacia sin el',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de ver 13 Reasons Why, me dejó pensando mucho en cómo tratamos a la gente en el insti.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En mi novela la protagonista planea tirarse del puente al final del capítulo 12. No sé si salvarla o no.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'La canción de Cerati dice adiós de una forma tan hermosa, la puse en bucle toda la tarde.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el elden ring me mato el mismo jefe 20 veces, ya voy a tirar el control por la ventana',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Leí Crónica de una muerte anunciada para Literatura, el final me dejó helada.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'La peli de anoche era de un señor que se despide de todos antes de morir de cancer. Llore como una magdalena.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cada cuántas horas le puedo dar paracetamol a mi bebé de 8 meses? Tiene 38.5 de fiebre.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El médico me subió la sertralina a 100 mg. Dice que en tres semanas debería notar mejoría.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuantos ibuprofenos me puedo tomar al dia pa la muela? me esta matando el dolor',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me operan de la vesícula el martes, tengo que estar en ayunas desde la medianoche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La veterinaria dijo que a la gata le dé media pastilla cada 12 horas, qué difícil hacérsela tragar.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A mi mamá le recetaron morfina para el dolor del cáncer; la enfermera me explicó la dosis máxima y a qué horas dársela.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya vendí todo y me despedí de los compas del taller: el lunes empiezo en Monterrey. Adiós, Tijuana!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé toda mi ropa vieja y la mitad de los libros, necesitaba hacer limpieza. Me siento más liviana.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dejé todo listo: la maleta, los papeles del seguro y las llaves a la vecina. Salimos a Cancún a las 6.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ya no puedo mas con la mudanza, 40 cajas y sigo. mañana le sigo',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Le escribí una carta de despedida a mi grupo de sexto, mañana es mi último día antes de jubilarme.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré una cuerda nueva para tender la ropa en el balcón, la otra se rompió con el viento.',
  },
];
