import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-fourth round, written blind (the writers saw neither the detector nor any earlier round): the writers run from a 14-year-old in Madrid to an
 * 85-year-old widow in a Castilian village. They include Ukrainian refugees in Barcelona, Valencia, Málaga and
 * Alicante (occupied Melitópol, a husband held captive, a brother at the front, a widow of a soldier), a wounded
 * Ukrainian veteran in rehab in Spain, Argentine teens and retirees writing in voseo, Mexican farmers and
 * prepa students, Colombian students and an ex-soldier, Chilean postpartum mothers and miners, Dominican and
 * Cuban writers, a nurse, carers, people in recovery from addiction, chronic pain, debt and bullying. There are
 * 40 crisis notes spread over the 11 classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4,
 * burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes over the 7 guards (figurative 6,
 * othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5). Most crisis notes avoid the textbook
 * words. Some hide the crisis in one sentence of a long ordinary entry, and others answer a question from a
 * mother, a coworker or a PHQ-9 form. The styles include dark humour, a song line the writer owns, a to-do
 * list, a letter, questions to oneself, all lower case with typos and no punctuation, emoji, Rioplatense,
 * Mexican, Caribbean and Peninsular slang, and notes from one line to a dozen. The quiet notes use the same
 * topics and the same words (rope, bridge, pills, roof, goodbye, letter, overdose, "me quiero matar") in
 * idioms, grief, fiction, clinical routine, recovered pasts, chores and explicit denials.
 *
 * First run, on af8c885, before any change made for it: recall 40/40, false alarms 6/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis ─────────────
  // intent
  {
    text: 'ya fue. mi viejo me echó de casa cuando le conté lo de Tomi y no tengo a dónde ir, estoy en la plaza con la mochila. esta noche me mato, no doy más, y no es joda esta vez',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mis padres siguen en Melitópol bajo ocupación y casi no puedo llamarlos. Yo aquí en Barcelona limpiando habitaciones de hotel, ocho horas, sonriendo a los huéspedes. Estoy harta de vivir. Esta noche termino con todo, ya lo he decidido y estoy tranquila.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ni el SAT ni el banco ni la tarjeta me van a cobrar nada jaja, ya decidí que esta semana me quito de en medio. que le cobren a mi fantasma 👻 neta ya no quiero estar vivo',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Cuestionario de la psicóloga, pregunta 9: "pensamientos de que estaría mejor muerto o de lastimarse de alguna manera". Marqué "casi todos los días". Lo que no le voy a decir el jueves es que ya no son pensamientos. Ya elegí hacerlo.',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: 'Otra noche sin pegar ojo. Le rezo a la Virgen cada noche para que me lleve con Andrés mientras duermo, que no me deje despertar más. Ochenta y cinco años ya son bastantes y esta casa está demasiado callada.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'El compa del turno me preguntó si estaba bien. Le dije que sí, que cansado nomás. No estoy cansado. Quiero que un tráiler me pase por encima de regreso a la casa y que ya se acabe.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La guagua llora y yo lloro con ella. A veces quisiera desaparecer, pero no irme de viaje ni nada, desaparecer de verdad, no existir. Nadie me dijo que iba a ser así y me da vergüenza hasta escribirlo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'llevo toda la tarde con la misma canción en bucle, la parte que dice "no quiero despertar mañana". la canto bajito en la cama y me doy cuenta de que ya no es la canción, soy yo. no quiero despertar mañana.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'Pronto voy a descansar de todo esto. Ya falta poquito, lo siento en el cuerpo y lo tengo decidido.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mi abuela siempre decía que cuando uno está cansao de verdad Dios lo recoge. yo no voy a esperar a que me recoja, ya mismito me voy pa donde ella. que me perdone mami',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al de la financiera que el mes que viene no me va a encontrar. Se rió, pensó que me iba a mudar. No le mentí. El mes que viene no voy a estar en ningún lado.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'logout definitivo. gg a todos, no hace falta que me guardéis el sitio en la party 🫡',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'el puente de la autovía que está cerca del curro tiene la valla rota. lo miro cada mañana desde el bus y calculo la altura. hoy me bajé una parada antes para verlo de cerca. es suficiente.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En la bodega está el líquido pa las plagas. Hoy lo cambié de lugar, lo puse debajo de mi catre. Ya no aguanto la deuda con el prestamista ni ver a mi vieja llorar por mi culpa. Cuando ella vaya al mercado.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Mi hermano está en el frente cerca de Kupiansk y yo aquí en Alicante poniendo ladrillos, escondido de la movilización como un cobarde. Cada vez que paso por las vías del Cercanías pienso que sería rápido. Hoy me quedé en el borde del andén esperando el tren que no para.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque en google "cuerda que aguante 90 kilos" y despues borre el historial. la espalda no me deja ni sentarme desde el accidente de la mina y ya no le veo sentido a nada',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'Hoy fui otra vez a la oficina de extranjería, faltaba un papel, como siempre. La profesora de Sofiyka dice que ya entiende casi todo en clase, qué orgullo. Cené pan con tomate porque no quedaba otra cosa. Mamá llamó desde Járkov, otra noche de sirenas, está bien. La casera quiere subir el alquiler en enero. El sábado Sofiyka se queda a dormir en casa de Iryna y esa noche lo hago, ya tengo todo preparado en el armario. Mañana toca poner lavadoras.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cosas para el viernes:\n- devolver los libros a la biblio\n- pagarle a Marcos los 20 €\n- dejar a Luna (la gata) con la vecina del 2º\n- subir a la azotea del edificio de mi tía a las 4, que no hay nadie\n- no echarme atrás esta vez',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya escogí la fecha. el 14, el cumpleaños de mi papá que se murió. ese día me voy con él. anoche ensayé con la correa en el clóset para saber si aguantaba. aguantó.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya tengo todo en la mochila las pastillas de mi abuela y la carta mañana saliendo de la prepa me voy al cerro donde no sube nadie ya no hay vuelta atras no le digan a mi ma que fue por lo del grupo',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'Querida Marta:\nCuando leas esto no te enfades conmigo, por favor.\nLas claves del banco están en la libreta azul del cajón de la mesilla.\nEl piso está a tu nombre desde el martes, el notario ya lo sabe.\nA Toby dale de comer dos veces al día, que si no se pone nervioso.\nGracias por todos estos años, de verdad.\nNo es culpa tuya, ni de nadie.\nTe quiero. Perdóname por no aguantar más.\nTu hermano,\nJavi',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé a Vale mis auriculares y la sudadera gris que tanto le gusta. Me preguntó por qué y le dije que ya no los voy a necesitar. Ella se rió. Yo también me reí, para disimular.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Dejé todo ordenado. Los papeles de la casa para Nico, las fotos para Lucía. El perro se lo queda el vecino, ya hablé con él. Fui despidiéndome de todos en la semana sin que se dieran cuenta. Mañana ya no tengo que preocuparme de nada.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He programado un mensaje a mi hija para el domingo a las nueve. Le digo que la quiero, que se quede con la tía Halyna y que no es culpa suya. Desde que me dieron la noticia de Oleh en Zaporiyia ya no sé estar en este mundo.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'Mi hijo dejó el trabajo para cuidarme. Me baña, me da la comida, me aguanta las noches malas. Sin esta vieja inútil él podría vivir su vida. Lo voy a liberar, es lo último que puedo hacer por él.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde la mina en Bajmut soy un bulto. Aquí en el centro de rehabilitación de Madrid los fisios son buenos, pero mi mujer en Kyiv trabaja doble para pagar lo que no cubre el Estado. Ella y los niños estarían mejor si yo no volviera. Cada día lo tengo más claro.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papás se gastaron los ahorros de toda la vida en mi carrera y volví a perder todas las materias. sin mí se ahorrarían la plata y los disgustos. les haría un favor desapareciendo de una vez',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'me volví a cortar 🙃 esta vez más hondo. nadie se da cuenta con las mangas largas. lo necesitaba después de lo de hoy en el vestuario',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tercer día sin comer nada. Cada vez que me suenan las tripas pienso: te lo mereces, gorda asquerosa. Esta tarde además me he quemado el muslo con el mechero por haberme comido una galleta en el recreo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puñetazos a la pared hasta que se me abrieron los nudillos y después seguí con la cabeza contra la puerta. Es lo único que calla el ruido. Tengo ganas de hacerlo otra vez ahora mismo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Mi mamá me preguntó por qué ando con manga larga con este calorón. Le dije que tengo frío. No tengo frío. Tengo el brazo lleno de rayitas y hoy van a ser más.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'Dos años en Málaga.\nMi casa en Mariúpol ya no existe, la vi en un vídeo de Telegram.\nMi marido está en cautiverio desde 2022 y nadie sabe decirme nada.\nLa Cruz Roja dice "estamos trabajando".\nAprendí español, trabajo en una frutería, la jefa es amable.\nLa gente me dice que soy fuerte.\nNo soy fuerte. Soy un cuerpo que se levanta.\nNada va a cambiar nunca.\nNo encuentro ni un solo motivo para seguir, y ya no quiero buscarlo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para otro día igual? ¿Para seguir debiendo? ¿Quién me va a extrañar, de verdad? Nadie. No hay salida y ya me cansé de buscarla. No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Doce años con fibromialgia. Los doctores ya no saben qué más darme, el último me dijo que aprenda a convivir con el dolor. Esto no va a mejorar, lo sé. Ya no quiero seguir viviendo así ni de ninguna otra manera.',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'Me he tomado todas las que quedaban en la caja de lorazepam con el vino. A ver si esta vez sí.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo tres semanas guardando las pastillas en vez de tomármelas. Ya tengo el bote casi lleno, escondido en la caja de las botas. La psiquiatra dice que me ve mejor. Es que ya sé lo que voy a hacer.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'botella y media de ron y todas las pastillas de la presión de mi tía. no es pa dormir. que sea lo que dios quiera',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '14 meses limpio y hoy volvió la idea, pero no la del colocón. Pensé en meterme todo de una vez para no volver. Las ideas de antes han vuelto y no se lo he contado a mi padrino.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace cinco años del intento. Creía que ya estaba superado. Hoy, tendiendo la ropa en el balcón, volvieron las mismas ganas, igualitas, y me quedé mirando para abajo un buen rato. Tengo miedo porque las reconozco.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'iba 200 días sin cortarme. hoy se rompió la racha y no me arrepiento, quiero más. volvió todo, hasta las ganas de no estar',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet ─────────────
  // figurative
  {
    text: 'Este examen de Derecho Civil me está matando, llevo tres días comiendo apuntes. Como suspenda me muero de la vergüenza, pero bueno, lo saco, que mi madre ya ha encargado la paella para celebrarlo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'no manches, me morí de risa con el video que mandó mi prima al grupo, casi me da algo 😂 necesito otra semana de vacaciones, estoy muerta',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El laburo me tiene re quemado, me quiero matar con este jefe, te juro. Igual el finde nos vamos a Mar del Plata con los pibes y se me pasa todo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Llegué más muerto que vivo del turno en la faena, pero la Cata me tenía once con pan amasado y palta. Vale la pena todo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me he tirado el puente de diciembre entero en el sofá, cinco días sin hacer nada. Vuelvo el lunes al curro con cero ganas, pero vivo y descansado.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué mamera la vida adulta: arriendo, servicios, la EPS... ¡me voy a tirar por la ventana! jajaja mentiras, mañana es quincena y me compro unas empanadas.',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Hoy me llegó la noticia: Dmytro, mi compañero de clase del instituto, murió cerca de Pokrovsk. Tenía 24 años. Encendí una vela en la iglesia ortodoxa de la calle Nicaragua. No puedo dejar de pensar en su madre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela. El veterinario fue muy cariñoso, le pusieron la inyección y se fue tranquila en mis brazos. La casa está vacía sin sus uñas en el parqué.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumple un año de que mi primo Beto se quitó la vida. Fuimos al panteón con mariachi, como a él le gustaba. Sigo preguntándome si pude hacer algo. Lo hablé con la psicóloga y me ayudó a soltar un poco la culpa.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi marido se murió en marzo. Hoy por primera vez puse la mesa para uno sin llorar. La vida sigue, dice mi hermana. Supongo que tiene razón, poquito a poco.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En el telediario: otro ataque con drones en Odesa, nueve muertos, dos niños. Mi madre vive a tres calles. Me llamó, está bien. Yo no puedo parar de temblar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Falleció el Tano, mi amigo de toda la vida. Ochenta y tres años, se fue durmiendo, como él quería. En el velorio nos reímos contando sus anécdotas. Ojalá a mí me toque así cuando me toque, pero que no me apuren, eh.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Terminé de leer "Crónica de una muerte anunciada" para la clase de literatura. Todo el pueblo sabía que lo iban a matar y nadie hizo nada. Me quedé pensando en eso toda la tarde.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 12 de mi novela: la protagonista escribe su carta de despedida y sube a la azotea. No sé si dejar que salte o que la encuentre su hermano a tiempo. El jueves se lo leo al taller de escritura y que opinen.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un edificio y me despertaba justo antes de tocar el suelo. Típico sueño de estrés. Mi abuela dice que soñar con caídas es que viene un cambio. Ojalá sea el ascenso.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el Elden Ring me mataron como 40 veces con el mismo jefe 💀 hoy por fin me lo cargué. no dormí nada pero valió la pena',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el ensayo del coro cantamos uno de esos boleros que dicen "me muero por ti" y "sin ti no quiero vivir". La profe dice que hay que sentirlo. Yo iba pensando en la lista de la compra.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos con mi novio una peli coreana donde el protagonista se tira al río al final. Lloré a moco tendido. Él dice que soy muy intensa con las películas. Mañana toca comedia, lo prometió.',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'Guardia de 24 en urgencias. Nos llegó una chica de 17 con una sobredosis de paracetamol, le pusimos la acetilcisteína a tiempo y salió adelante. Llegué a casa reventada pero con el corazón tranquilo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. El psiquiatra dice que en dos o tres semanas debería notar la diferencia. Apunto aquí los efectos: algo de náusea por la mañana, nada más.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Creo que me pinché la insulina dos veces por despiste. Llamé al 112 y me dijeron que comiera azúcar y vigilara la glucosa cada hora. Al final todo bien, 110. Susto tonto, me compro un pastillero con alarma.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El pastillero de la semana: la de la tensión, la del azúcar, el Sintrom y media de la de dormir. Mi nieta me lo ha ordenado todo por colores. Qué apañada es la chiquilla.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver la vaca que no se levantaba. Le puso calcio en la vena y a las dos horas ya estaba de pie. Menos mal, que no estamos para perder animales este año.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cuarta sesión de quimio. Se me cae el pelo a puñados y vomito todo. Pero el oncólogo dice que el tumor se ha reducido. Quiero vivir para ver a mi nieto hacer la comunión, y la voy a ver.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Hoy hace tres años de mi intento. Lo celebré corriendo 10 km en el Retiro. Estoy viva y quiero seguir estándolo. Gracias, yo del pasado, por aguantar.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mis cicatrices ya están blancas. Hoy en la playa no me tapé los brazos por primera vez. Una nena me preguntó qué me había pasado y le dije "una época muy difícil que ya pasó". Y es verdad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del cautiverio quería morirme, lo pensaba cada día. Ya hace año y medio de eso. Ahora trabajo en un taller en Zaragoza y los sábados juego al fútbol con otros chicos ucranianos. No todo está bien, pero estoy aquí y quiero estar.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. Hubo una época en que me metía de todo para no sentir y me daba igual despertarme o no. Hoy mi hija vino a la reunión de NA a darme el llavero. No cambio esto por nada.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Le conté a mi nieta que cuando enviudé, con cuarenta años, pensé en tirarme al río. Se quedó helada. Le expliqué que eso pasó hace muchísimo y que por eso le insisto en que siempre hable y pida ayuda.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Compré cuerda nueva para atar las pacas y pastillas de cloro para la alberca. Subí al techo a acomodar la lámina que movió el viento. Día largo, pero quedó todo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el piso de Lavapiés. Me despedí de la vecina del tercero, le dejé una carta y las plantas. Mañana empiezo en Bilbao. Nervios de los buenos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se nos acabó el gas en plena ducha, agua helada 🥶. Mañana bajo a por otra bombona antes del curro.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me corté con el cuchillo nuevo picando cebolla, una tontería, tirita y listo. La receta de croquetas de mi suegra salió buenísima igual.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'fuimos al puente del malecón a ver el atardecer con los muchachos y después dominó hasta las 12. mañana es lunes, qué pena',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé toda la ropa de bebé a mi prima, que está embarazada. Ya no la necesito, Lucas tiene tres años. Me dio pena y alegría a la vez, es la última vez que la veo doblada en el armario.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No, no quiero morirme. Quiero que esta guerra se acabe y poder volver a Dnipró a abrazar a mi padre. Quiero dormir una noche entera sin mirar las noticias. Eso es lo que quiero.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Para que quede claro, diario: no tengo ideas de hacerme daño. Estoy agotada, con la bebé no duermo más de dos horas seguidas, pero hoy le conté todo a la matrona y me va a ver la psicóloga perinatal.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La doctora me pasó el cuestionario ese. En "¿ha pensado que estaría mejor muerto?" puse "nunca", y es verdad. Lo mío es la ansiedad con el trabajo, no eso.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi mamá cree q me quiero matar xq estoy todo el día encerrada en el cuarto. NO. solo me cae mal todo el mundo y quiero que me dejen en paz con mis series jajaj',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Me embargaron la nómina. Mucha rabia y mucha vergüenza. Pero no, no voy a hacer ninguna tontería, tengo a mis hijos y mañana voy al abogado de oficio.',
    crisis: false,
    guard: 'negation',
  },
];
