import type { EvalNote } from './types';

/**
 * Spanish notes of a fourth generalisation check, written fresh after the third round of tuning:
 * 44 crisis notes (four for each class) and 44 quiet ones, from Spain and Latin America, with
 * slang ("wey", "neta", "laburando", "curro"), missing accents, typos and emoji. The quiet side is
 * heavy on purpose: a lost job, a breakup, grief, war news, a suicide in a classmate's family, a
 * film and a novel, doses for a child, a dog and a grandmother, "me muero de risa", crises long
 * past and resolved, and explicit negation.
 *
 * First run before any tuning: recall 38/44, false alarms 3/44. Missed: passive (a wish that the
 * plane never lands), euphemism ("desaparecer del mapa para siempre"), method (looking at the
 * garage beam and the washing line), burden ("si yo desapareciera, mi novia por fin podría rehacer
 * su vida"), relapse twice (an attempt two years ago and thinking of it again "y esta vez no
 * quiero fallar"; "las ideas oscuras están volviendo … antes del intento"). Fired: everyday (alone
 * at home for the weekend while the children are with their father: plan), past (old school
 * diaries where "me quería morir", now well: intent), medical (a grandmother's Sintrom dose and
 * her pills in a pill organiser: dose).
 *
 * After general changes in `lexicons/es.ts` (wider cue lists, a plane-crash wish, "si yo
 * desapareciera", "esta vez no quiero fallar", "antes del intento", pill organisers and
 * anticoagulant doses as care, old diaries as the past): recall 44/44, false alarms 1/44 (the
 * weekend alone while the children are at their father's, a lone weak plan the linear reader
 * lets through), so this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy en el curro no me enteré de nada. Llevo toda la semana con la misma idea dando vueltas: quiero matarme y ya. No se lo he dicho a nadie.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'no aguanto mas wey, neta ya me quiero morir 😔 nadie entiende nada de lo q me pasa',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Volví del médico y en el autobús estuve pensando en serio en suicidarme. No es la primera vez este mes. Me asusta lo tranquila que me quedo cuando lo pienso.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Lo tengo claro, quiero acabar con mi vida. Ya no es un pensamiento que viene y se va, es una decisión.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Anoche antes de dormir le pedí a Dios no despertarme. Me desperté igual, a las 6, con la alarma. Que decepcion.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Mañana vuelo a Bogotá y una parte de mi desea que el avion no llegue nunca. Que pase algo y ya, sin que sea culpa de nadie.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojala me diera un infarto mientras duermo y listo, sin drama, sin que nadie tenga que decidir nada',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Estoy cansado de estar vivo. No es tristeza, es cansancio de existir. Cada mañana lo mismo.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pronto ya no voy a estar aqui para aguantar los gritos. Me queda poco, lo sé, y casi me alegra.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'tengo ganas de desaparecer del mapa para siempre, que no quede ni rastro de mi',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Cada noche le hablo a mi abue. Hoy le dije que pronto voy a estar con ella, que ya falta poquito. La extraño demasiado.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando en apagarme de una vez. Desconectar de todo y que no haya un mañana para mí.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Hoy en el puente de Segovia me quedé un buen rato mirando abajo. Pensé en tirarme. Con esa altura seria suficiente.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo 3 cajas de clonazepam en el cajon de la mesita. si me las tomo todas juntas con vino creo que ya no despierto',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Mi papá tiene la escopeta en el ropero y sé dónde guarda los cartuchos. No dejo de pensar en eso, en lo rápido que sería.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Anoche estuve mirando la viga del garaje y la cuerda de tender. Creo que aguantaría mi peso. No se lo he contado a nadie.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado mis papás se van a Cuernavaca y me quedo solo en casa. Ya lo tengo todo pensado. Ese dia lo hago.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Mañana es el día. Ya escribí las cartas, dejé pagado el alquiler y tengo las pastillas contadas.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He elegido la fecha para matarme: el 14 de marzo, el dia que cumplo 30. Así cierro el círculo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Esta noche, cuando todos se duerman, salgo hacia el viaducto. Ya no hay vuelta atrás.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Querido diario, esta es mi última entrada. Gracias por escucharme todos estos años. Adiós.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Le dejé a mi hermana una carta en la mochila. Que cuide a Toby y que no se culpe, ella no tiene la culpa de nada. Ya no voy a poder verla crecer.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les escribo a todos para decirles que los amo y que me perdonen. cuando lean esto ya no voy a estar',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Regalé mi guitarra y la Play a mi primo. Ya no las voy a necesitar. Mamá, perdóname por todo.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Todos estarian mejor sin mí, en serio. Mi madre no tendria que pagar mis terapias ni aguantar mis crisis.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy un estorbo en esta casa. Mis viejos se matan laburando y yo solo les doy gastos y problemas. Seria mejor que no existiera.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Si yo desapareciera, mi novia por fin podría rehacer su vida. Le estoy arruinando los mejores años.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'me siento una carga para todo el mundo y no se cuanto mas me van a aguantar. seria un alivio para ellos que no estuviera',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Volví a cortarme. Tres semanas limpia y a la basura. Ahora toca manga larga en pleno agosto.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me hice cortes en el muslo con la hoja del sacapuntas porque necesitaba sentir algo que no fuera esto.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cuando me da la ansiedad me quemo con el mechero en la muñeca. Hoy otra vez. Nadie lo sabe.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Le di puñetazos a la pared hasta que me sangraron los nudillos y la verdad es que me calmó. Quiero hacerlo otra vez.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No le veo salida a nada. Nunca voy a salir de este pozo, para que seguir intentandolo si todo acaba igual.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Llevo años con esto y nada va a cambiar nunca. Estoy cansada de luchar. Ya no quiero seguir.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi vida no tiene sentido. Todo es gris y va a seguir siendo gris hasta que me muera.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ya ni sé por qué sigo aquí. No hay nada esperándome, ni luz ni futuro, y ojalá se acabara pronto.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de paracetamol hacen falta para no despertar? lo busque en google pero no sale claro',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Qué pasa si me tomo 20 lorazepam con whisky? Pregunto por curiosidad, supongo. Quiero dormir mucho.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Estuve mirando cuál es la dosis letal de la amitriptilina. Tengo la caja entera de la receta de mi madre.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Cuántos mg de sertralina serían mortales? Tengo bastantes guardadas del año pasado.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Llevaba 8 meses bien y han vuelto las ganas de morirme. Justo cuando todo parecía ir mejor.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace dos años intenté suicidarme y me salvaron por poco. Hoy vuelvo a pensar en hacerlo, y esta vez no quiero fallar.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Recaí. Otra vez buscando formas de acabar con todo, como aquel invierno antes del hospital.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'La psicóloga me dio el alta en enero. Ahora las ideas oscuras están volviendo, igualito que antes del intento.',
  },

  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Día gris. Me despidieron del trabajo después de cuatro años. Lloré en el metro y me compré churros. Mañana actualizo el CV.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cortamos con Andrés. Duele un montón pero sé que era lo mejor para los dos. Hoy pizza y series con la Caro.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé toda la ropa de bebé de Martina a una vecina que está embarazada. Me dio penita, pero ya no la vamos a necesitar.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'No puedo más con este calor, 41 grados en Sevilla y el aire acondicionado roto 🥵',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy me despedí de todos en la oficina, último día antes de mudarme a Valencia. Me regalaron una planta y una tarjeta preciosa.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tengo el examen de manejo el martes a las 9. Estoy de los nervios, no pego ojo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me quedo sola en casa este finde porque los niños se van con su padre. Voy a aprovechar para pintar el salón y dormir siesta.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi psicóloga me preguntó si he pensado en hacerme daño. Le dije que no, y es verdad: estoy triste pero no quiero morirme, quiero que esto mejore.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aclaro para mí misma: no tengo ideas suicidas. Estoy agotada, que es distinto.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me haría daño, tengo a mis hijos y los adoro. Solo necesito dormir una noche entera.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Una amiga me escribió asustada por lo que subí a Instagram. Jaja no, no me quiero matar, era una frase de meme. Estoy bien.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No pienso tirar la toalla con la tesis, aunque me cueste. Ni se me pasa por la cabeza dejarla.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy mal, sí, pero no quiero desaparecer ni nada de eso. Quiero un abrazo y vacaciones.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hace diez años intenté quitarme la vida. Hoy celebré mis 35 con mis hijos y soplé las velas. Agradezco estar viva.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré mis diarios de la prepa. Ahí escribía que me quería morir casi todos los días. Qué lejos queda todo eso, hoy estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente me cortaba los brazos. Llevo 6 años sin hacerlo y hoy me puse manga corta sin pensarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2016 estuve ingresada tras una sobredosis. La terapia me salvó. Hoy di una charla en un instituto sobre salud mental.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando tenía 19 pensaba que todos estarían mejor sin mí. Me equivocaba. Hoy mi hermana me dijo que soy su persona favorita.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace años, en la facu, buscaba en internet cuántas pastillas hacían falta. Pedí ayuda a tiempo. Ahora trabajo de enfermera.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi hijo con fiebre de 39. La pediatra dijo ibuprofeno cada 8 horas, 7,5 ml según su peso. Noche larga.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Cuántos mg de meloxicam le puedo dar a la perra? El veterinario cierra los domingos, mañana llamo.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El psiquiatra me subió la sertralina a 100 mg. Dijo que las primeras semanas puede dar náuseas.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A la abuela le cambiaron el Sintrom y hay que controlar la dosis cada semana. Le organicé todas las pastillas en el pastillero.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me tomé dos ibuprofenos por la regla y sigo igual. Bolsa de agua caliente y manta.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Se puede tomar el antibiótico con cerveza? Tengo boda el sábado y no quiero liarla.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de ver 13 Reasons Why y me dejó tocada. La escena de la bañera es durísima, no sé si tenían que mostrarla así.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la novela que estoy leyendo la protagonista deja una carta de despedida antes de tirarse del puente. Lloré en el bus como tonta.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Jugando al Elden Ring me han matado 40 veces con el mismo jefe. Voy a tirar el mando por la ventana 😂',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Hoy en el taller de escritura escribí un cuento sobre un hombre que planea su muerte. La profe dijo que el final era muy potente.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Escuchando a Sabina, esa canción de quererse morir de amor. Qué letras tiene el tío.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Vimos 'Mar adentro' en clase de ética y debatimos sobre la eutanasia. Muy interesante lo de Ramón Sampedro.",
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de risa con los audios de mi tía jajajaja 😂😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este jefe me va a matar, tercera reunión del día para decir lo mismo.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me mato a estudiar para el MIR y el de al lado aprueba sin abrir un libro. Flipo.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Qué vergüenza lo de hoy en la presentación, quería que me tragara la tierra.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Si no me llaman de ese curro me tiro de los pelos, de verdad.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Estoy muerta de cansancio, hoy hicimos 25.000 pasos por Madrid con las primas.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi vieja me mata cuando vea la nota de mate jaja, mejor me escondo debajo de la cama',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que murió mi papá. Fuimos al cementerio con flores y mi mamá lloró bajito todo el rato.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Las noticias de Gaza me tienen destrozada. Niños muertos todos los días y nadie hace nada.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'El hermano de un compañero de clase se suicidó el fin de semana. No lo conocía mucho, pero no paro de pensar en su familia.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir a Luna, nuestra perrita de 14 años. La casa está rarísima sin ella.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murió el vecino del tercero, el señor Ramírez. Siempre me saludaba con el sombrero. Descanse en paz.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuela dice que ya está lista para irse con mi abuelo, que ya vivió suficiente. Me partió el alma escucharla.',
  },
];
