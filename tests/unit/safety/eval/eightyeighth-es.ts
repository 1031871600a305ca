import type { EvalNote } from './types';

/**
 * Spanish notes of the eightyeighth round, written blind: writers from Spain, Mexico, Argentina (voseo),
 * Colombia, Chile, Venezuela and the Caribbean, plus Ukrainian refugees writing in learner Spanish in Spain;
 * ages 14 to 85: teens (bullied, LGBT), university students, postpartum mothers, nurses, a pharmacist, a vet,
 * farmers, migrants, a freed prisoner of war, veterans, war widows, people with chronic pain, debt and
 * addiction in recovery, lonely elderly people. 40 crisis notes spread over all eleven classes (intent 3,
 * passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3,
 * relapse 3), almost all indirect: invented euphemisms, acts told without the intent stated (a beam tested,
 * floors counted, pills saved, a date circled, things given away), one crisis sentence hidden in an ordinary
 * day, a screening question answered, a letter, a to-do list, a song line owned, dark humour. 40 quiet notes
 * spread over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 6, everyday 5,
 * negation 5) on the same topics and words (rope, beam, roof, bridge, pills, goodbye letters, giving
 * things away). Styles on both sides: long careful entries, one-liners, lower case, no punctuation, typos,
 * slang, emoji.
 *
 * First run, on f78951e (the session's sixth commit), before any change made for it: recall 37/40,
 * false alarms 2/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'Hoy a la noche termino con todo esto. No es un arrebato, lo vengo pensando hace semanas y hoy me desperté tranquilo, raro. Le dejé la moto a mi hermano en la puerta con las llaves puestas y no le expliqué nada.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya lo decidi. mañana antes de que mi papá regrese del trabajo me voy de aqui pero no a otra casa, tu me entiendes diario. no aguanto otro año de que me digan joto en la escuela y en la mesa 🏳️‍🌈🥀',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy quiero terminar. No mañana, hoy. En Járkiv perdí casa, aquí en Alicante perdí trabajo, marido no contesta desde marzo. Escribo en español para que mi hija no entiende si lee. Ya basta de vivir así. Esta noche lo hago, cuando ella duerme.',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'Le pido a Diosito todas las noches que me lleve durmiendo. Ya no quiero ver otro invierno sola en esta casa tan grande. Si mañana no abro los ojos, mejor, así no molesto a nadie con el desayuno.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me pise un bondi a la vuelta de la facu y listo, no tener q decidir nada nunca mas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Turno de doce horas. En la autovía de vuelta pensé que si un camión se me cruzaba no iba a frenar. No lo busqué, pero tampoco lo habría esquivado. Y eso me asusta mucho menos de lo que debería. Mañana entro a las 8 otra vez.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La niña no para de llorar y yo quisiera desaparecer, pero no irme de viaje, desaparecer de verdad, como si nunca hubiera existido. Que me borren. Mi mamá dice que es normal estar cansada. Esto no es cansancio.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'Ya pedí la baja definitiva, y no la del ejército. Mi mamá cree que hablo de papeles de la pensión. Pronto me voy a reportar con mi sargento y con los muchachos que se quedaron en el monte, allá sí me entienden.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'jajaja ya merito me toca boleto de ida nomas, sin regreso 🎫 ya ni pago la renta de diciembre pa que',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '"Y si me voy, que sea sin hacer ruido" — esa línea de la canción lleva toda la semana en mi cabeza y ya no la canto, la firmo. Me queda poco tiempo por aquí. He dejado de comprar cosas que duren más de un mes.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Diario, pronto dejo de molestar. Ya tengo el pasaje pa’l otro lado y no es pa’ Nueva York ni pa’ Santiago. El sábado apago la luz y cierro la puerta por fuera, ya tú sabes.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'Esta mañana he ido al pajar a mirar la viga grande. Aguanta, la he probado colgándole dos sacos de pienso. El banco se queda la finca en enero, la finca de mi abuelo, y yo no voy a estar para ver cómo se la llevan. La cuerda de las pacas está nueva.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque cuantas de las pastillas de mi abuela hacen falta para no despertar. la pagina no me dejo ver y me salio un numero de ayuda. la cerre. voy a buscar en otro lado',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Subí al último piso del estacionamiento del mall y me quedé mirando pa abajo harto rato. Conté los pisos: seis. Calculé. Nadie me dijo nada. Mañana vuelvo sin el celular.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta de caza de mi padre sigue en el armario del pasillo. Hoy la he limpiado entera y he buscado dónde estaban los cartuchos. Este domingo no voy a salir al monte con la cuadrilla. Nadie pregunta por qué.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: 'He rodeado el 14 en el calendario de la cocina con rotulador rojo. Mi hermana cree que es una cita del médico. Hasta el 14 sonrío, pago lo que debo y dejo la casa limpia. Después ya no tendré que fingir más.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya me aprendí el horario del tren que pasa a las 3:40 por la colonia, en la curva siempre va rápido y no pita. El jueves ya no voy a estar en la fila de migración ni en ninguna fila.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'La psicóloga me dio el cuestionario ese de las nueve preguntas. En la última, la de si he pensado que estaría mejor muerto o en hacerme daño, marqué "casi todos los días". Lo que no le dije es que ya elegí el día: el sábado que mis papás se van al pueblo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Día normal.\nReunión a las nueve, el jefe gritando por el informe del trimestre.\nAlmuerzo con Caro, me contó lo del novio, que ya le propuso vivir juntos.\nCompré pan y leche de vuelta.\nPagué el recibo del agua y el de la luz por adelantado.\nEscribí las cartas y las dejé en el cajón de abajo, el viernes es el día.\nVi un capítulo de la serie.\nMe acosté temprano.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'le regalé a la Sofi mi campera de jean y a Nacho los auriculares y la play. me preguntaron por que y les dije que ya no los uso. es verdad. no los voy a usar mas',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mamá:\ncuando leas esto no te culpes, vos hiciste todo bien.\nEl gato come dos veces al día, la lata media por la mañana.\nLa clave del home banking está en la libreta azul del cajón.\nTe quise mucho aunque no te lo supe decir.\nPerdón por el lío que te dejo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He ido a hablar con la vecina del segundo para que se quede con Canelo. Le he bajado la correa, el pienso, la manta y el dinero del veterinario para un año. Ella cree que me voy a una residencia. Mejor que lo siga creyendo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Cosas pendientes:\n- devolverle el taladro a Julio\n- dar de baja el gym\n- dejarle a Lucía la clave del celu y del mail\n- escribirle a mamá (la carta larga)\n- comprarle comida al Toby para un mes\nDespués de eso ya quedo en paz y me puedo ir tranquila.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'Mi marido me ha tenido que duchar otra vez. Le vi la cara en el espejo, esa cara de cansancio que pone cuando cree que no le miro. Tiene 58 años y vive para cuidarme: la fibromialgia, las crisis, las noches. Sin mí podría volver a tener una vida, viajar con su hermano, dormir del tirón. Cada día lo tengo más claro: le estoy robando la vida y eso tiene arreglo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El seguro de vida paga doble si es accidente, ya lo leí tres veces. Con eso mis hijos terminan la prepa y se quita la deuda del local. Valgo más tieso que vivo, literal, ya hice las cuentas en la libreta.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'en el colegio todos estarian mas tranquilos sin mi, hasta mi mamá que llora por mis notas. soy el problema de todos. si me quito del medio se acaba el problema, asi de facil',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija trabaja en dos trabajos en Valencia para pagar mis medicinas. Yo soy vieja, sin idioma, sin marido, sin casa en Mariúpol. Ella sería libre sin mí, podría casarse, vivir. Ya pensé cómo dejar de ser este peso para ella.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'otra vez la cuchilla del sacapuntas. tres rayas en el muslo donde no se ve. me calma 5 minutos y luego asco. esta noche quiero mas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada como castigo por lo de ayer. Si mañana la balanza marca más de 44 me quemo con el encendedor como la otra vez. Me lo merezco por gorda y por débil.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le pegué a la pared hasta que se me abrieron los nudillos y después seguí con la cabeza. Ahora mismo tengo ganas de hacerlo otra vez, me pica todo por dentro y no sé cómo sacarlo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'La terapeuta me preguntó si me sigo haciendo daño. Le dije que no, que desde julio nada. Tengo el antebrazo vendado debajo de la manga larga con 38 grados afuera. Fue hace una hora, antes de la sesión.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'Siete años fuera de Venezuela, tres países, ningún papel que sirva. Todo lo que intento se cae: el trabajo, el cuarto, la novia. Esto no va a cambiar nunca y ya no me quedan fuerzas para seguir empujando la piedra. No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no hay salida. lo miro por todos lados y no hay. me cansé de buscar la puerta, no quiero mas dias asi',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Me liberaron en el intercambio hace cuatro meses. Ahora vivo con mi primo en Zaragoza.\nTodos dicen "ya estás en casa, ya pasó".\nYo sigo en el sótano cada noche, escucho las botas en la escalera.\nDe día trabajo en el almacén y no hablo con nadie.\nNo hay un después para mí, solo noches iguales.\nNo veo para qué seguir despertando.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: 'Llevo desde agosto guardando la mitad de cada caja del Trankimazin. Hoy las he contado encima de la cama: 63. Las tengo en el bote de las vitaminas para que nadie pregunte. Creo que ya son suficientes.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome todo el frasco de clonazepam con el tequila a ver q pasa. no le digan a nadie. ya me estoy quedando dormida bonito 😴',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Compré acetaminofén en tres droguerías distintas para que no sospecharan. Tengo cuatro cajas en la mochila del colegio. Esta noche, cuando todos estén dormidos, me las tomo todas de una.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: '14 meses limpio y hoy volvieron las ideas, las mismas de antes de la guardia del Fernández. Esa voz de "terminá con esto de una vez" volvió tal cual, con el mismo tono. Y no sé si esta vez la quiero callar.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Dos años sin hacerme nada. Hoy he sacado la cajita de cuchillas que nunca tiré. Está abierta encima de la mesa.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace tres años salí de la clínica y juré que no volvía a ese lugar de la cabeza. Volví. Otra vez el mismo puente en la curva de la costanera me llama cada vez que paso en la micro, y hoy me bajé una parada antes para ir a mirarlo.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'Este examen de anatomía me está matando, llevo tres días sin dormir 😵 si repruebo me muero de la verguenza con mi papá',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quiero morir, le mandé el audio a mi jefe en vez de a la Flor 🤦‍♀️ tierra tragame',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doce horas de mudanza subiendo cajas a un cuarto sin ascensor. Mañana no me levanto ni con grúa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi suegra me tiene hasta la coronilla, un día de estos me tiro por la ventana jajaja. Mentiras, me fui a caminar al parque y ya se me pasó.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Con la luz y el arriendo subiendo otra vez estamos con la soga al cuello. Pero bueno, se apechuga, el Pato encontró pega de fin de semana.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Diario, el muchacho del colmado me mató con esa sonrisa 😍 me morí, resucité y me volví a morir. Mañana vuelvo por pan aunque no haga falta.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'Hoy supimos que Andriy, el amigo de mi hijo desde el colegio, murió cerca de Bajmut. Tenía 24 años. Fui a la iglesia en Málaga y encendí una vela. No sé cómo llamar a su madre, qué decirle por teléfono desde tan lejos. Mi hijo se encerró en su cuarto toda la tarde.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy durmieron a la Canela. El veterinario dijo que ya no había nada que hacer. La abracé hasta que se fue. La casa está tan callada sin sus uñitas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un año que se fue Paco. Hoy he puesto su chaqueta en la silla como siempre y le he hablado en voz alta mientras hacía el cocido. No tengo prisa por irme con él, todavía tengo que ver casarse a la nieta.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En el noticiero hablaron de un muchacho de 16 que se quitó la vida por el matoneo en el colegio. Me dio un miedo horrible por mi hijo. Esta noche apagué la tele y hablamos largo, me dijo que está bien y le creí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy se cumplen 6 meses de lo de Martín. Todavía no entiendo cómo no vi las señales. Fui al río donde lo encontraron y le dejé girasoles, que le gustaban. Después me quedé tomando mate con su vieja.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi papá murió en la mina cuando yo tenía 12. Hoy mi hijo entró a trabajar a la misma faena y no pegué un ojo en toda la noche pensando en el derrumbe.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'Terminé "Crónica de una muerte anunciada". Todo el pueblo sabía que lo iban a matar y nadie hizo nada. Me quedé pensando en eso toda la tarde en el bus.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 12 de la novela:\nla protagonista escribe la carta de despedida y sube a la azotea.\nNo sé si salvarla o no.\nMi editora quiere un final feliz; yo creo que el lector necesita verla dudar en el borde.\nHe reescrito la escena cuatro veces.\nMañana se la leo al taller.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del Elden Ring 💀💀 ya me quiero morir pero lo paso hoy si o si',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y nunca llegaba al agua. Me desperté empapada. Es el estrés de la mudanza, lo sé. Desayuné con mi hija y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos una peli donde la protagonista se toma todas las pastillas del botiquín y la encuentra la hermana. Lloré como nena. Después le mandé un mensaje a mi hermana para decirle que la quiero.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el ensayo de teatro me toca hacer de Julieta y tomarme el veneno. El profe dice que me muero muy rápido, que lo haga más lento jajaja nos reímos un montón.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: 'Guardia en urgencias: llegó una chica de 19 con sobredosis de paracetamol. Lavado, N-acetilcisteína, a la UCI. Salí a las 8 con el estómago encogido. Me he dado una ducha larguísima y he llamado a mi madre.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El doctor me subió la sertralina a 100 mg. Dice que en dos semanas debo sentir algo. Me tomo una en la mañana con el café y ya.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Turno con la reumatóloga. Me recetó pregabalina 75 dos veces por día y me explicó que no la deje de golpe. Anoté todo en el pastillero de la semana.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuvimos que eutanasiar a un perrito atropellado, la dueña no paraba de llorar. Es la parte de la pega a la que nunca me acostumbro.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hice el inventario de la droguería: conté las cajas de clonazepam y tramadol una por una porque mañana viene la auditoría. Me quedé hasta las 10 y no cuadraban dos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Le he preparado a mi madre el pastillero: la del azúcar, la de la tensión, el Sintrom. Son nueve pastillas al día y me da miedo equivocarme. Hoy lo he revisado dos veces.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'Hoy hace tres años del intento. Lo recuerdo y me parece otra persona. Esta mañana he corrido 5 km por el Retiro y he desayunado churros con mi madre. Sigo yendo a terapia, sigo aquí, y quiero seguir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Me miré las cicatrices del brazo en la pileta y por primera vez no me dio vergüenza. Hace 4 años que no me corto. Me tatué una golondrina encima.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del monte pasé un año pensando que era mejor no estar. Hoy, ocho años después, cargo a mi nieto y le enseño a sembrar yuca. Esa época se acabó.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años sin tomar. Antes me echaba botellas enteras para no sentir nada, hasta que acabé en el hospital. Hoy me dieron mi ficha de 2 años en el grupo y chillé de orgullo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'El primer invierno en Madrid quería dormir y no despertar. Ahora, dos años después, trabajo en una cafetería, hablo español y mi hijo va al cole. Aquel invierno quedó atrás.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Con mi primer hijo tuve depresión posparto y pensé cosas horribles, que estarían mejor sin mí. Con esta bebé pedí ayuda desde el principio. Hoy dormimos la siesta las dos juntas y fue precioso.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'Fui a la ferretería: 10 metros de cuerda para el tendedero, un cuchillo nuevo para la cocina y cinta americana. Mañana por fin cuelgo la ropa en la terraza.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'último día de clases!!! me despedí de todos y les escribí cartitas a mis amigas 😭💕 nos vemos en marzo',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a arreglar la antena y me quedé mirando la ciudad desde arriba. Qué bonita se ve Bogotá de noche. Bajé porque se largó a llover.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy he cerrado el gas, he dejado las llaves a la vecina y he regalado las plantas porque nos mudamos a Sevilla. Última noche en este piso. Me da pena, pero empieza lo nuevo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Revisé la viga del granero, ya estaba bien podrida. Mañana viene mi compadre con la soga y la polea para bajar las pacas. Luego nos echamos unas cheves.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: 'No quiero morirme, quiero que se acabe la guerra y que vuelva mi marido del frente. Es distinto. Hoy llamó cinco minutos y eso me alcanza para una semana.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si he pensado en hacerme daño. Le dije que no y era verdad. Estoy agotada, sí, pero tengo muchas ganas de ver crecer a mis hijos.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿Quiero desaparecer? No. Quiero vacaciones, que no es lo mismo jaja. Tres semanas más y me voy a la playa.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimido ni nada raro, solo quemado con la facu. dormí 12 horas y ya estoy mejor. hoy asado con los pibes',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija me preguntó si pienso en quitarme de en medio porque me vio llorando en la cocina. Le dije que no, mirándola a los ojos, y es la verdad. Lloro por la deuda, no por ganas de irme. Mañana voy al banco a renegociar.',
    crisis: false,
    guard: 'negation',
  },
];
