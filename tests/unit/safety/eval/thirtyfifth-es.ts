import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-fifth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers from Spain, Mexico, Argentina, Colombia,
 * Chile, Venezuela, the Caribbean and Ukrainian refugees in Spain, aged roughly 14 to 85 — teens bullied or
 * coming out, students, postpartum mothers, carers, farmers in debt, nurses, widows, lonely elderly people,
 * a Ukrainian veteran after captivity, people in recovery from drugs and self-harm. 40 crisis notes spread over
 * all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose,
 * relapse), mostly without textbook words, and 40 quiet notes over all seven guards (figurative, othersDeath,
 * fiction, medical, past, everyday, negation) on the same topics and with the same words. Styles: one-liners and
 * 8–12-line entries, a crisis hidden in one sentence of an ordinary day, a list, a letter, a screening form and a
 * therapist's question answered honestly, a song line the writer owns, dark humour, voseo, Mexican, Chilean and
 * Caribbean slang, lower case without punctuation, abbreviations, emoji and the imperfect Spanish of a refugee.
 *
 * First run, on 2a8424c, before any change made for it: recall 38/40, false alarms 5/40
 * (on be8889e, the stop's start: recall 37/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'Ya está. No quiero seguir viviendo y esta vez no es un decir. Esta noche termino con todo, así que no me vengan con que mañana va a ser otro día, porque para mí no va a haber mañana.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Escribo en español para practicar, la profesora dice que diario ayuda. Hoy no practico nada. Mi marido muerto en Bajmut, mi casa en Mariúpol no existe. Yo también quiero terminar, hoy, ya no quiero estar en esta vida.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Formulario del centro de salud, pregunta 9: "¿Ha tenido pensamientos de que estaría mejor muerto o de hacerse daño de alguna manera?"
Marqué "casi todos los días".
Lo que no cabía en la casilla: que ya no es pensarlo. Que lo quiero hacer y que lo voy a hacer esta semana.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Ojalá no despertarme mañana. No es drama, es cansancio de existir.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'cada vez q cruzo la alameda pienso ojalá me pille una micro y listo, sin tener q decidir nada yo po. hoy lo pensé como 6 veces',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Señor, ya llévame. Tengo 84 años y se me fueron todos: Rosalba, mis hermanos, hasta el perro. Cada noche te pido que no me dejes amanecer y cada mañana amanezco. No sé qué más quieres de mí.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La canción dice "no quiero ser, no quiero estar, que me borre el mar". La escuché cinco veces seguidas en el bus y no es metáfora, es exactamente eso. No quiero seguir existiendo, quiero que el mar me borre.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Tranquilos todos, que pronto dejo de ser un problema. Ya falta poco.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy fui al cementerio y le dije al abuelo que me guarde sitio, que pronto voy a hacerle compañía. No lo dije por decir. Lo dije porque ya lo tengo decidido.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mañana me voy de viaje largo, de esos que no tienen regreso. No le digan na a mami todavía, que ella se entere cuando ya esté hecho. Bendiciones pa todos.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi plan de pensiones: no llegar a jubilarme. Jaja. Bueno, no jaja. Este es mi último invierno y eso lo decido yo, no el banco ni el médico.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Subí a la azotea del edificio de la oficina a la hora de comer. Estuve mirando para abajo un buen rato. Son nueve pisos, lo conté dos veces. Mañana vuelvo a subir y no pienso bajar por la escalera.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compré una soga en la ferretería del pueblo, le dije a don Chuy que era pa amarrar la carga de la troca. no es pa eso. ya está en el cuarto de herramientas junto a la viga',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Todos los días tomo el Sarmiento. Hoy me quedé en el andén de Haedo viendo pasar tres trenes, cada vez un paso más cerca de la línea amarilla. El cuarto capaz que no lo dejo pasar.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El revólver de mi papá sigue en el armario de arriba. Hoy lo bajé, lo limpié y lo cargué. Lo tengo aquí en la mesa mientras escribo esto y no me da miedo, me da paz.',
    crisis: true,
    class: 'method',
  },
  {
    text: `lista:
- sábado, cuando mis papás se vayan al pueblo
- el puente de la autopista, de noche q no pasa nadie
- dejar el celu desbloqueado
- mandarle las fotos a Vale antes
- no llorar
ya está todo`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Escogí el 14, el día que se cumple un año de que se murió Manolo. Ese día también me voy yo. Ya sé el sitio y sé a qué hora no hay nadie. He dejado la casa limpia.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche ensayé. Me senté en el coche dentro del garaje con el motor encendido y la puerta cerrada, cinco minutos, para ver cómo era. Lo apagué porque se oyó a la vecina. La próxima vez no lo voy a apagar, y la vecina el jueves no está.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el viernes el profe habla con mi papá y le va a contar lo de Dani. el viernes en la noche ya no voy a estar, ya tengo pensado dónde y cómo, no pienso esperar a que me saque de la casa',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Querida Marta:
Cuando leas esto no me busques.
Te dejo a Canela. Come dos veces al día, pienso del verde, y le tiene pánico a los petardos, así que en San Juan no la saques.
Las contraseñas del banco y del móvil están en el sobre azul del cajón de la entrada.
El piso lo paga el seguro, ya lo miré.
Perdóname por todo lo de estos años. No fue culpa tuya, nunca lo fue.
Te quiero mucho.
Tu hermano.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé la guitarra al chamo del piso de abajo, la bici a mi primo y la ropa a la iglesia. Me preguntaron si me mudo. Algo así, les dije. Ya no me queda nada que dar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy llamé a todos: a mamá en Járkov, a mi hermana en Polonia. Les dije que las quiero mucho. Mi hija pequeña está con la vecina buena, le escribí cómo llegar a la escuela y dónde están los papeles de protección temporal. Después de esto ya no tengo fuerza. Me despido.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'dejé anotada la contraseña del cel y del home banking pa q mi vieja pueda sacar la guita. también le dejé una carta abajo de la almohada. chau a todos, los quise un montón, perdón',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mamá dejó de trabajar para cuidarme. Papá hace doble turno para pagar mis tratamientos. Si yo no estuviera, ellos podrían volver a vivir. Lo veo tan claro que me asusta lo tranquila que estoy.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Con el seguro de vida mi familia pagaría la hipoteca y aún les sobraría. Muerto valgo más que vivo. Llevo tres noches haciendo las cuentas y siempre sale lo mismo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El bebé está mejor con su papá y con mi suegra. Yo solo lloro y lo hago llorar a él. Estarían mejor sin mí, de verdad, y creo que ya es hora de quitarme de en medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'volví a cortarme hoy en el baño del insti, en el muslo pa q no se vea. 3 cortes. necesitaba sentir algo q no fuera esto',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé el brazo con el mechero otra vez, una por cada fallo del examen. Fueron siete. Me merezco más. Mañana dan las notas del otro y ya tengo el mechero en la mochila.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres días sin comer. No es dieta, es castigo. Cuando me da hambre me pego en la panza hasta que se me pasa. Me lo merezco por gorda y por inútil.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tengo la cuchilla en la mano ahora mismo no sé cuánto aguanto sin usarla 😶',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Se perdió la cosecha otra vez. El granizo de abril y después la plaga.
El banco me embarga la finca en marzo.
Cuarenta años sembrando café para esto.
Mis hijos están en Bogotá y no saben nada, ni les voy a contar.
No hay salida. No la hay por ningún lado.
Y ya no tengo ganas de seguir luchando, ni de seguir aquí.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mamá me preguntó si estoy bien. Le dije que sí. No estoy bien. No voy a estar bien nunca y ya no quiero seguir intentándolo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Lunes.
Reunión a las 9, el jefe otra vez con lo del informe trimestral.
Comí en el bar de siempre, lentejas.
Llamó mi hermana por lo del cumple de la sobrina, hay que comprarle algo, ella dice un patinete.
La lavadora sigue haciendo el ruido raro en el centrifugado.
En el metro de vuelta pensé que no aguanto otro año así y que no quiero estar aquí para verlo.
Mañana llevar el coche a la ITV.
Comprar pan y pilas.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'La psicóloga me preguntó del 1 al 10 cuántas ganas tengo de vivir. Le dije un 4 para que no se preocupara. Es un 0. Hace semanas que es un 0 y no veo cómo podría subir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Me tomé todas las pastillas de dormir que quedaban en el pomo con media botella de ron. Escribo esto por si acaso. Ya me está dando sueño.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo tres meses guardando las pastillas de la receta, una sí y una no. Ya tengo suficientes. Las cuento cada noche: 62. Ya casi.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me estoy bajando la segunda botella de tequila a propósito a ver si así ya no despierto. no le marquen a nadie',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Dos años sin cortarme. Hoy se rompió la racha, y lo peor no es eso: volvieron también las ganas de no estar. Pensé que eso ya se había ido para siempre.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Después del cautiverio ya lo intenté una vez, en el hospital de Leópolis. Me salvaron. Ahora estoy en Madrid con la prótesis nueva y todos me dicen qué bien vas. Esta semana han vuelto los pensamientos de entonces, iguales, y esta vez no los quiero echar.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Recaí. 18 meses sin meterme nada y hoy me fui a la villa a comprar. Y con la merca volvieron las voces de antes: que no sirvo, que mejor me muero de una vez. Esta vez les estoy creyendo.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'Este examen de Anatomía me está matando, llevo tres días a base de café y Monster. Si suspendo me muero, literal jaja. Bueno, literal no, pero casi.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de la vergüenza, le mandé el audio a mi suegra en vez de a mi hermana 💀💀 q me trague la tierra',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el call center y después el bondi lleno hasta la puerta. Me tiro en la cama y no me levanto hasta el lunes, que nadie me hable.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El jefe me va a matar cuando vea que borré la hoja de cálculo de facturación. Me quiero morir. Mañana llego a las 7 a ver si la recupero de la copia de seguridad.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'este calor me tiene muerto, la pega en la obra a 34 grados es pa matarse. menos mal q el viernes hay asado donde el Nico',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi mamá dice que la voy a matar de un infarto con estas notas. Saqué 2.8 en cálculo. Me toca habilitar y me quiero pegar un tiro, jaja, mentiras, me toca estudiar y ya.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy llegó la noticia: Andriy, el compañero de clase de mi hijo, murió en el frente cerca de Pokrovsk. Tenía 23 años. Encendí una vela en la iglesia de Alicante. No sé cómo voy a mirar a su madre por videollamada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. Catorce años conmigo. El veterinario fue muy cariñoso, le pusieron la inyección y se fue tranquilo en mis brazos. La casa está vacía sin el ruido de sus uñas en el suelo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Seis meses sin Paco. Sigo poniendo dos tazas por la mañana sin darme cuenta. Mi nieta dice que tengo que salir más; mañana me lleva al mercado y luego a tomar un chocolate.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi primo se suicidó el sábado. Se colgó en el galpón de la chacra. Nadie se lo esperaba. No paro de pensar en qué le podría haber dicho la última vez que hablamos. Mañana es el velorio y tengo que llevar a la abuela.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `En las noticias dijeron cuarenta muertos en el bombardeo de Járkov, entre ellos niños.
Apagué la tele.
Mi madre sigue allí y no contestaba desde hacía dos horas.
Llamé once veces.
Contestó. Estaba en el sótano sin cobertura. Está viva.
Lloré media hora en el baño del trabajo y luego seguí fregando platos.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'se murió mi abuela y ahora quién me va a hacer las arepas los domingos 😭 la voy a extrañar toda la vida',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Terminé la novela que me prestó Lucía. La protagonista se tira del puente en el último capítulo y yo me quedé mirando el techo una hora. Qué final más injusto. El martes se la devuelvo y lo discutimos con un café.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 7 de mi novela: Elena escribe la carta de despedida y deja las llaves sobre la mesa de la cocina. Me costó muchísimo escribirlo, tuve que parar dos veces. El taller es el jueves; creo que es lo mejor que he escrito.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el Elden Ring me mató como 40 veces el mismo jefe, me quiero morir jajaja. mañana sigo q ya le tengo el patrón',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de la azotea de la casa de mi abuela en Oaxaca y me desperté gritando. Estaba en mi cama, con el ventilador prendido. En la mañana ya me dio risa, pero qué sueño tan feo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estoy componiendo una canción para el concurso del colegio. El estribillo dice "me quiero ir sin despedirme, apagar la luz y no volver". La profe dice que es muy triste, pero es sobre mi tío que se fue a Estados Unidos y no ha vuelto.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos con Dani la serie esa de la chica que graba cintas antes de matarse. Después hablamos mucho rato de qué hacer si una amiga dice cosas así. Me quedé pensando en Sofi; mañana le escribo a ver cómo está.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Guardia de 24 en urgencias. Entraron dos intoxicaciones por pastillas: una chica de 16 con paracetamol y un señor con benzodiacepinas y alcohol. Los dos salieron bien. Llegué a casa a las 9 y me dormí vestida.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nueva pauta del psiquiatra: sertralina 100 mg por la mañana y medio lorazepam si no duermo. Me puse la alarma en el móvil. A ver si en un mes noto algo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Con la fibromialgia hoy fue día malo, un 8 de 10. Me tomé la pregabalina y un tramadol como dijo la doctora, y a la cama con la manta eléctrica. Mañana intento el paseo corto.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la vaca pinta, tenía la ubre hinchada. Le puso antibiótico, dos jeringas, y dijo que si mañana no mejora habrá que sacrificarla. Ojalá que no.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi hija me organizó las pastillas en el pastillero de la semana: la de la tensión, la del azúcar y el Sintrom. Si me equivoco de día me llama. Qué paciencia tiene conmigo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy me probaron la prótesis definitiva en el hospital de Toledo. Di veinte pasos sin muletas. El fisio dice que en dos meses camino solo. Le mandé el vídeo a mi madre en Dnipró y lloró.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy hace tres años de mi intento. Lo celebré a mi manera: corrí 10 km en el Retiro y después churros con mi madre. Sigo yendo a terapia cada quince días. Estoy viva y quiero estarlo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Encontré el cuaderno de cuando tenía 15 y me cortaba. Me dio mucha ternura esa chica. Ya tengo 27, dos hijos y unas cicatrices que ni miro. Lo guardé en una caja, no lo quiero tirar.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 años limpio hoy. Cuando llegué al grupo quería morirme todos los días, ahora hasta me dan ganas de hacer planes. Me dieron la ficha y lloré como niño.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019 estuve en el puente con toda la intención. Un camionero paró y se quedó conmigo hasta que llegó la policía. Hoy le llevé una torta a su casa, como cada año. Su señora ya me trata como de la familia.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace un año pensaba q no iba a llegar a los 17. hoy cumplí 17 y mis amigas me hicieron fiesta sorpresa con bandera y todo 🏳️‍🌈 mi mamá todavía no entiende mucho pero vino. estoy bien, de verdad',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Ferretería: cuerda para el tendedero, ganchos, pegamento, pilas AA. Y pasar por la farmacia a por las pastillas para la tos de Juan.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy subí al tejado a arreglar la teja rota antes de que lleguen las lluvias. Desde arriba se veía todo el valle. Mi mujer abajo gritando que me bajara, que me iba a matar. Bajé entero y con hambre.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el piso de Lavapiés. Despedida con los compañeros de piso, cervezas en la azotea; les dejé mi planta y la cafetera. Mañana me voy a Valencia por el trabajo nuevo. Qué pena y qué ganas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Olía a gas en la cocina y me asusté muchísimo. Vino el técnico: era la goma de la bombona. Cambiada. Mi hija dice que ponga un detector, mañana lo compro.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me corté con el cuchillo nuevo cortando cebolla, tres puntos en el centro de salud. La enfermera se rió de mí con cariño. Esta noche cocina mi marido, que se fastidie.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Escribí una carta para mí misma dentro de diez años, como pidió la profe de lengua. Le conté que quiero ser veterinaria y vivir en Barcelona. La enterramos en una caja en el patio del cole.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y que mi hijo vuelva de Zaporiyia. Eso es lo que quiero. Hoy estoy cansada, nada más, y mañana tengo clase de español.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No estoy pensando en hacerme daño; se lo dije a la matrona y es verdad. Estoy agotada con el bebé, duermo tres horas, pero lo quiero con locura y mi madre viene el lunes a echarme una mano.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 12.000 euros y me quitan el coche. Pero que quede claro: no voy a hacer ninguna tontería. Mañana voy al banco a pedir que me refinancien, y si no, vendo lo que haga falta.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hijo me preguntó por teléfono si no estaré pensando cosas raras, de lo sola que estoy. Le dije que no, y es que no. Tengo mis plantas, la novela de la tarde y los jueves el bingo del centro. Solo quiero que llame más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'en el cole me dicen q me mate, q nadie me quiere. pero no lo voy a hacer, no les voy a dar el gusto. hoy se lo conté a la orientadora y va a hablar con sus padres.',
    crisis: false,
    guard: 'negation',
  },
];
