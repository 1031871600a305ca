import type { EvalNote } from './types';

/**
 * Spanish notes of the fiftyseventh round, written blind: eighty diary entries by people aged 14 to 85 from Spain,
 * Mexico, Argentina, Colombia, Chile, Venezuela and the Caribbean, plus Ukrainian refugees in Spain writing in
 * learner's Spanish, a Colombian volunteer on the Ukrainian front, a former prisoner of war, a veteran injured by
 * a landmine, a farmer ruined by drought, migrants, nurses, carers, a postpartum mother, LGBT and bullied teens,
 * people in recovery, with chronic pain or in debt, and lonely old people. Forty crisis notes are spread over all
 * eleven classes (3–4 each) and mostly avoid the textbook words. Some hide the crisis in one line of a long
 * ordinary entry; others answer a question or a screening form, use dark humour, a song the writer makes their
 * own, lists, a letter or gamer slang. Forty quiet notes are spread over the seven guards (5–6 each) and use the
 * same topics and words (war, grief, pills, rope, bridge, roof, gas, goodbye, "me muero"). Styles range from
 * careful punctuated prose to lower-case texting with voseo, "wey", "po", "pa", emoji and typos, in 1-line to
 * 12-line entries.
 *
 * First run, on 88330f2 (after the 56th round's changes), before any change made for it:
 * recall 38/40, false alarms 3/40 (on 31a4231, the stop's start: recall 38/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------- CRISIS ----------
  // intent
  {
    text: 'hoy lo hago. no es un berrinche ni es para llamar la atención, boludo, te lo digo a vos diario porque a nadie más. estoy tranquila por primera vez en meses porque sé que esta noche me mato y se termina todo',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'neta ya no quiero seguir viva wey 😞 hoy en la noche me quito la vida y ya. nadie se va a dar cuenta hasta mañana q no baje a desayunar',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Escribo en español para practicar como dice profesora. Hoy llamaron de Járkiv, nuestra casa ya no existe. Mi marido en el frente no contesta desde 12 días. Yo no quiero vivir más. Esta noche quiero terminar con mi vida, ya no puedo esperar otra llamada.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'La psicóloga del centro de salud me pasó otra vez el cuestionario. Pregunta 9: "pensamientos de que estaría mejor muerto o de hacerse daño de alguna forma". Marqué "casi todos los días". Lo que no puse es que esta vez no son solo pensamientos. Quiero hacerlo y quiero hacerlo ya, antes de la próxima cita.',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: 'Ochenta y cinco años cumplí hoy. Nadie llamó salvo la farmacia para recordarme lo de las recetas. Cada noche le pido a la Virgen que no me deje despertar. Esta noche se lo he pedido dos veces.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Tercera semana en la posición cerca de Pokrovsk. Los drones no paran ni de noche. A veces pienso que ojalá uno me caiga encima a mí y ya, no tener que volver a Cali a explicarle a mi mamá lo que vi y lo que hice acá. No es miedo, es ganas de que se acabe.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera desaparecer po, así nomás, que nadie se acuerde que existí',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Día 4 del brote de fibromialgia.\nHe conseguido ducharme sentada en el taburete.\nMi madre ha traído lentejas y le he dicho que estaban muy ricas aunque no las he probado.\nEl neurólogo no tiene cita hasta abril.\nHe visto dos capítulos de una serie turca sin enterarme de nada.\nSi me dieran a elegir entre otros treinta años así o no despertarme mañana, elegiría no despertarme, y ya no lo digo en broma.\nMañana toca la analítica a las 8:30.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'pronto voy a ver a mi abuelita. la extraño mucho y ya casi, ya casi la alcanzo. que nadie me busque el viernes',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg. me desconecto de este server. no respawn 🫡 fue un gusto chicos',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mami me preguntó que qué me pasa. Le dije que nada, que cansancio. Lo que pasa es que ya me voy a ir a descansar de verdad, a donde no llegan los cobradores ni el llanto. Ella no sabe que es esta semana.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Buenas noticias: el lunes no voy a tener que pagar la hipoteca. Ni el lunes ni nunca. Ya lo tengo todo arreglado para no estar aquí cuando llegue la carta del banco. Por fin un problema que sé resolver, jaja.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'Lunes.\nReunión de equipo a las 9, otra vez el Excel de ventas.\nComí con Marta y Sergio en el menú de la esquina, croquetas y merluza.\nSergio enseñó fotos de su boda, muy bonitas.\nA las cinco subí a la azotea a fumar como siempre.\nHoy me he fijado en que la barandilla es bajita y en que son catorce pisos. Me he quedado mirando abajo mucho rato y he pensado que mañana no bajo por la escalera.\nLlamé a mi madre, está bien de la cadera.\nHay que comprar arena para el gato.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'la soga del columpio de mi hijo sigue en el garaje. hoy la miré distinto. la medí. aguanta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La sequía se lo ha llevado todo y lo que queda se lo lleva el banco en marzo. Tengo la escopeta de caza limpia y cargada en el armario del pajar. Hoy me senté una hora con ella en las rodillas y esta vez no era para ir a por conejos.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'desde el albergue se oye pasar la bestia toda la noche. ya no quiero subirme pa ir al norte, quiero ponerme enfrente. mañana tempranito voy a las vías antes de que despierten los demás',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'el jueves 14. elegí el jueves porque mi vieja tiene guardia en el hospital y no vuelve hasta el viernes a la tarde. ya sé dónde, ya sé cómo. me queda ordenar el cuarto para que no tenga que hacerlo ella',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cosas pendientes antes del sábado:\n- devolver los libros a la biblioteca\n- dejar pagado el alquiler de marzo\n- borrar el historial del móvil\n- comprar en la ferretería lo que falta\n- portarme normal en la cena del viernes para que nadie sospeche\n- dejar la puerta sin cerrojo\nDespués del sábado ya no hay más listas.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche hice un ensayo. me subí a la silla con el cinturón puesto, me quedé ahí como veinte minutos. me bajé porque sonó el celular. era publicidad. la próxima no lo voy a contestar',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Reservé el hostal en Pichilemu para el 3. Una noche, solo ida. En invierno la playa está vacía y el mar allá es bravo. A todos les dije que es un viaje para despejarme. A ti te digo la verdad, cuaderno: no pienso volver.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'Querida Lucía:\nCuando leas esto no te enfades conmigo.\nTe dejo a Canela: come dos veces al día y le dan miedo los petardos, tenla dentro en Nochevieja.\nLas claves del banco y del correo están en el sobre azul del escritorio.\nEl piso está a tu nombre desde el martes, ya firmé en el notario.\nTú fuiste lo mejor de estos años horribles.\nPerdóname por no aguantar más.\nTe quiere, tu hermana.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé la guitarra a Nico y la play a mi primo. Mi mamá pensó que estaba ordenando el cuarto. Ya no voy a necesitar nada de eso. Chao a quien lea esto algún día, no fue culpa de nadie.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Como decía la canción que ponía mi papá en el taller: "ya me voy, ya me voy, no me esperen mañana". Hoy la entiendo entera y la hago mía. Le dejé a mi hijo las llaves del taller y una carta debajo del radio.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hablé con vecina Carmen, le dije que si algún día no abro la puerta se queda con mi gato Barsik. Le di la llave. Escribí carta a mi hija en Kyiv pero no envié, la dejo aquí en la mesa. Mi marido murió en Bajmut y yo ya estoy lista para ir con él.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'mamá me preguntó en la cena si estoy bien. le dije que sí. no lo estoy. mis papás estarían mejor sin mí, se ahorrarían la terapia, los gritos, la vergüenza con los tíos. lo pienso cada día más en serio',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que pisé la mina en el Cauca y perdí las piernas, mi mujer me baña, me viste, me sienta en el inodoro. Tiene 34 años y parece de 50. Ella tendría una vida si yo no estuviera. Cada día estoy más convencido de que el mejor regalo que le puedo hacer es quitarme del medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'La niña llora menos cuando la coge mi suegra. Todo el mundo lo nota. Ella y Javi estarían mejor sin mí, encontrarían a alguien que sepa ser madre. En cada toma de madrugada pienso que sería más fácil para todos si yo no estuviera, y cada noche lo pienso más tranquila.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'el seguro de vida paga el doble de lo que debo. hice las cuentas otra vez esta noche. muerto valgo más que vivo pa mi familia, eso es así y ya no me da miedo decirlo',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'me corté en el baño del liceo, en el muslo pa que no se vea. me lo merecía por lo que pusieron de mí en el grupo. y ya tengo ganas de hacerlo de nuevo esta noche',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'mi papá dijo q prefería un hijo muerto q uno joto. me quemé el brazo con el encendedor hasta que dejé de oírlo en mi cabeza. 3 veces. sigo oyéndolo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada otra vez. No es dieta, es castigo. Y cuando me vi en el espejo me di puñetazos en la pierna hasta que se puso morada. Mañana más, hasta que aprenda.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'Nada va a cambiar. Ni con el psiquiatra nuevo, ni con las pastillas nuevas, ni con el cambio de ciudad. Llevo diez años probando todo lo que me dicen. Ya no quiero seguir intentando vivir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿para qué sigo? ¿para otro año igual? ¿para qué me levanto si mañana es lo mismo y pasado también? no le veo salida y ya no tengo ganas ni de buscarla. no quiero seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Tres años en Madrid.\nSin papeles.\nSin mi hija, que se quedó en Maracaibo con mi hermana.\nLimpiando casas donde no me miran a la cara.\nHoy la señora me descontó la hora porque llegué tarde por el metro.\nMi mamá se murió en febrero y no pude ir al entierro.\nCené pan con aguacate de pie en la cocina del cuarto que alquilo.\nNo hay salida, no hay futuro para mí, y ya no tengo ganas de estar viva para ver otro año igual.',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'llevo un mes guardando las pastillas de dormir en vez de tomármelas. ya tengo 40. hoy las conté otra vez y las puse en la bolsita',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé toda la botella de ron y despues las pastillas de la presión de mi tía, todas las q había en la caja. que sea lo que Dios quiera. no llamen a nadie',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Tomé el doble del clonazepam que me toca, y a la hora otra vez el doble. Quiero dormir y no quiero que sea solo esta noche.',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'Ocho meses limpio. Hoy pasé por la esquina de siempre y no solo quise consumir: quise meterme tanto como para no volver. Las dos ganas volvieron juntas, igual que antes de la clínica.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2 años sin cortarme y hoy tengo la cuchilla en la mano otra vez. pensé q ya había salido de eso. no sé si voy a poder parar',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace un año de mi intento y la terapeuta decía que lo peor había pasado. Esta semana vuelven las mismas ideas, con la misma voz: que sería tan fácil, que esta vez lo haga bien.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- QUIET ----------
  // figurative
  {
    text: 'este examen de cálculo me va a matar neta 💀 llevo 3 días sin dormir y el profe todavía dice que "está fácil"',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de vergüenza. Le he mandado el audio poniendo a parir a mi jefa A MI JEFA. Tierra trágame. Mañana me pido el día y me hago la enferma.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta, hice doble turno en el bar y encima el bondi no pasaba. me tiro en la cama y no me levanto hasta el lunes jaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la wea de la tesis me tiene hasta la coronilla, me quiero morir jajaja. no, en serio, mañana le mando el capítulo 3 a la profe y que sea lo que sea',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me mata con esos chistes, casi me muero de la risa en la novena donde la tía. Qué noche tan bacana, hacía rato no me reía así.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Las clases de español me matan. Los verbos irregulares son peores que la burocracia de extranjería. Pero hoy entendí un chiste de mi compañera de trabajo y me reí a tiempo. ¡Progreso!',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Hoy hace un año que Oleh murió cerca de Avdíivka. Fui a la iglesia ortodoxa de aquí, encendí vela. Los niños dibujaron a papá con alas. Lloré en el autobús y una señora española me dio pañuelo sin decir nada. Voy a seguir por ellos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. 14 años. El veterinario fue muy amable, la inyección fue rápida y se fue con la cabeza en mis rodillas. La casa está en silencio y no sé qué hacer con su correa.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumplen dos años de que mi primo se quitó la vida. Fuimos con la familia al panteón en Guadalajara y luego a comer birria como a él le gustaba. Sigo enojado con él y lo extraño igual.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez el noticiero: doce muertos en el derrumbe de Bello. Me pongo a pensar en esas mamás esperando afuera. Apagué la tele y me fui a abrazar a los niños dormidos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Me escribió la madre de Sasha: cayó en Zaporiyia el martes. Tenía 23 años, jugábamos al fútbol en el patio en Dnipró. Yo aquí en Barcelona sirviendo cafés y él ya no está. No sé cómo se vive con esto, pero se vive.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'El abuelo se nos va. El médico de paliativos dijo que días, no semanas. Le leí el periódico como cada domingo y me apretó la mano en la parte del fútbol. Quiero estar ahí cuando pase.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Terminé "Crónica de una muerte anunciada". Sabes desde la primera línea que matan a Santiago Nasar y aun así lees con el corazón en la garganta. Qué bestia García Márquez.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 12 de mi novela: la protagonista escribe su carta de despedida y sube a la azotea. Mañana decido si su hermana llega a tiempo. Creo que sí, necesito que el libro termine con luz.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron 40 veces en el jefe final del elden ring y me quiero tirar por la ventana jajaja. mañana lo intento con otra build',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía del puente de Triana y el agua estaba caliente como sopa. Me desperté riéndome, qué sueño más raro. Se lo conté a mamá y dice que es por la cena.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos la serie esa donde la chica deja cintas explicando por qué se mató. A mi hija de 14 le impresionó mucho. Hablamos un buen rato y me dijo que ella no está así, pero que si alguna vez lo está me lo va a decir. Me quedé más tranquila.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la milonga sonó "Adiós Nonino" y lloré sin saber por qué. Después bailé con un señor de 80 que bailaba como un pibe. Linda noche, volví caminando.',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'Turno de noche en urgencias. Entró una chica de 19 con sobredosis de paracetamol: lavado, N-acetilcisteína, ahora estable en observación. Salí a las 8 y me quedé un rato en el coche antes de arrancar. Qué oficio.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Empecé la sertralina: 50 mg por la mañana. La doctora dijo que las primeras dos semanas puede dar náuseas. Por ahora solo un poco de dolor de cabeza. Lo apunto aquí para acordarme de contárselo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la vaca que no se levantaba. Le puso calcio en la vena y a las dos horas estaba de pie comiendo. Menos mal, con lo que cuesta todo este año.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita en la unidad del dolor. Me suben el tramadol y me dan fecha para la infiltración de la rodilla. No es la solución pero es algo. Volví a casa en taxi, la pierna fatal.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Preparé el pastillero semanal de papá: la de la tensión, la del azúcar, el Sintrom lunes y jueves. Si se me olvida una se me cae el mundo. Dejé notas en la nevera para la chica que viene por las tardes.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me sacaron sangre para los análisis y casi me desmayo, como siempre. La enfermera se rió y me dio un zumo. 34 años y sigo igual de cagón con las agujas.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Hoy hace tres años de mi intento. Hoy corrí 5 km en el Retiro y después desayuné churros con mi hermana. Sigo yendo a terapia. Sigo aquí y quiero seguir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la playa vi mis cicatrices y por primera vez no me tapé con la toalla. Eso fue a los 16; ahora tengo 27 y una hija que me pide que la lleve al agua. Ya no es mi vida.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Un año desde que salí del cautiverio. Allí cada noche pedía morir. Ahora vivo en Málaga con mi mujer, voy a fisioterapia y mis manos ya cogen la taza. Hoy pesqué un pez. Pequeño, pero mío.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio hoy. Me acordé de la noche en el hospital cuando me quería morir, y hoy celebré con pastel en el grupo de NA. Mi hija me regaló un llavero que dice "papá valiente".',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019 tenía la fecha elegida. Hoy le mandé a mi psicóloga un mensaje que solo decía: gracias. Ella no lo sabe del todo, pero le debo estos cinco años.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Compré cuerda en la ferretería para el tendedero nuevo y pastillas para el lavavajillas. El señor me preguntó si era todo. Era todo. Luego café con Pili.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Crucé el puente de la Barqueta en bici por primera vez sin bajarme. Desde arriba se ve todo Sevilla. La última cuesta casi me mata pero llegué.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy me despedí de mis alumnos de sexto, último día antes de jubilarme. Me escribieron cartas de despedida y un niño me regaló una piedra pintada. Cuarenta años de clases, se acaba una etapa.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Vino el técnico del gas, había una fuga pequeña en la cocina. Ventilamos, cambió la goma. Dice que menos mal que lo olimos a tiempo. Susto del año.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí al techo a arreglar el tinaco con un cuchillo y cinta. Mi vieja gritando desde abajo que me iba a caer. No me caí. Ya hay agua.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el centro de acogida. Mañana nos dan llaves de piso en Zaragoza. Empaqué todo en dos maletas, igual que cuando salimos de Mariúpol. Pero esta vez es para quedarnos.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No, no me quiero matar, mamá. Estoy agotada, que es distinto. Trabajo, bebé, casa. Necesito dormir ocho horas seguidas, no un psiquiatra.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No quiero morir. Quiero que termine esta guerra y que mi hijo pueda volver de la trinchera. Eso es todo lo que quiero.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la psicóloga me preguntó si tenía pensamientos de hacerme daño. le dije que no y era verdad. estoy triste por la ruptura pero tengo ganas de ver qué viene',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 80 mil pesos y no sé cómo los voy a pagar. No, no estoy pensando en ninguna tontería, aunque mi hermano me lo preguntó dos veces. Mañana voy a la Condusef a ver lo de la reestructuración.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mis hijos viven lejos y los días son largos. No tengo ganas de morirme, que eso quede claro, pero me gustaría que alguien tocara el timbre. Mañana me apunto al taller de memoria del centro de mayores.',
    crisis: false,
    guard: 'negation',
  },
];
