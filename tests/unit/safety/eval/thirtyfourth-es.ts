import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-fourth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: diary entries by writers aged 14 to 85 from Spain,
 * Mexico, Argentina (voseo), Colombia, Chile, Venezuela, the Dominican Republic and Ukrainian refugees living in
 * Spain and writing in learner Spanish: teens (bullying, LGBT, self-harm), students, postpartum mothers, carers,
 * widows, a wounded Colombian ex-soldier, migrants, nurses, farmers, people in recovery from drugs and alcohol,
 * chronic pain, debt and lonely elderly people. 40 crisis notes spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly without textbook
 * words, and 40 quiet notes over all seven guards (figurative, othersDeath, fiction, medical, past, everyday,
 * negation) that use the same topics and vocabulary. Styles: one-liners and 8-12 line entries, the crisis buried
 * in one sentence of an ordinary day, answers to a relative's or a therapist's question, a screening form, a
 * to-do list, a letter, a song line the writer owns, dark humour, regional slang, lower case with no
 * punctuation, typos and emoji.
 *
 * First run, on 53422ef, before any change made for it: recall 37/40, false alarms 9/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'ya lo decidi. hoy en la noche me quito de en medio, no pienso aguantar otra semana igual a esta',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Escribo en español para practicar, la profesora de la ONG dice que es bueno.
Hoy fui otra vez a la oficina de extranjería. Otra vez falta un papel.
Mi marido está en Járkov, tres días sin contestar el teléfono.
Mi hija pregunta cuándo volvemos a casa. No sé que decir.
En el trabajo de limpieza la señora me grita porque no entiendo rápido.
Quiero morir, y no es frase, no es por practicar palabras.
Esta noche cuando la niña duerma quiero terminar con todo.
No tengo más fuerza para esperar una llamada que no llega.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Che diario, te cuento la novedad: decidí que me mato. Así, re tranqui te lo digo, como quien cuenta que se cortó el pelo. Total vos no se lo vas a decir a nadie jaja',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'La psicóloga del centro de salud me pasó un cuestionario. Pregunta 9: "¿Ha pensado que estaría mejor muerto o en hacerse daño de alguna manera?" Marqué "casi todos los días". Lo que no le dije es que ya no es solo pensarlo. Lo voy a hacer, esta misma semana, y no pienso decírselo a nadie más.',
    crisis: true,
    class: 'intent',
  },

  // passive
  { text: 'ojala no despertar mañana. solo eso. dormirme y ya 😶', crisis: true, class: 'passive' },
  {
    text: 'Cumplí 83. Vinieron los niños, la Carmen trajo queque, les sonreí harto para que se fueran contentos. Pero en la noche le pedí otra vez a Diosito que me lleve luego, que ya no quiero seguir aquí sin el Raúl. Que me lleve dormida, sin molestar a nadie.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Mi mamá me preguntó si estaba bien. Le dije que sí, que tranquila. No estoy bien. Cada vez que cruzo la avenida pienso que ojalá una buseta me lleve por delante y se acabe de una vez este dolor de espalda y todo lo demás.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'me gustaria desaparecer. no morirme en plan dramático, solo dejar de existir, que nadie en casa tuviera que enterarse nunca de que soy así. borrarme y ya',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'Tranquila mamá, pronto ya no te voy a dar más problemas. Te lo prometo. Este es el último disgusto.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya pronto me voy con mi abuelita, ella si me queria. ya falta poquito, abue, espérame',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me voy a dar de baja de la vida como el plan del celular, sin avisar y sin pagar la penalidad jajaja. En serio te lo digo, diario. Ya estoy cansado de esta vaina.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy limpié la casa entera, le pagué a don Efraín lo que le debía de la tienda, llamé a mi hermana para decirle que la quiero. Ya quedo a paz y salvo con todo el mundo. Mañana por fin descanso, y esta vez para siempre.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'cuántas pastillas hacen falta para no despertar? busqué y no sale nada claro. tengo las de la tensión de mi madre guardadas en mi cajón',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Volví al viaducto después de clase. Me quedé mirando abajo como media hora, con el móvil apagado. La próxima vez no me voy a quedar solo mirando.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En el galpón está la soga con la que atábamos los terneros. Estuve mirándola toda la tarde y pensando en la viga de atrás. Con la sequía y lo que le debo al banco ya no hay campo ni hay nada. Esta noche voy al galpón.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'cada mañana en el anden del metro pienso en dar un pasito nomas. hoy casi lo doy, un señor me jalo de la mochila sin saber. mañana no me voy a echar para atras',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'Lo tengo pensado para el domingo, cuando mis papás se vayan a la finca. La casa va a estar sola toda la tarde. Ya no me da miedo, más bien me da paz.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Cosas para el viernes:
- devolver los libros a la biblioteca
- borrar el historial y las fotos
- dejar comida a los gatos para dos días
- dejar la puerta sin llave para que no tengan que tirarla
- comprar lo que falta
La fecha ya la tengo, el 14. No hay vuelta atrás.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Llegué hasta el final y en el último segundo me eché para atrás. Ahora sé que soy capaz. El sábado ya no me echo atrás.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegí el 3 de marzo. Ese día hace un año que se llevaron a Oleh al frente y no volvió. Ese día voy a ir a la playa aquí en Alicante, de noche, y voy a caminar mar adentro hasta que no haga pie. Ya compré el billete de autobús.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: `Querida Sofi:
Cuando leas esto yo ya no voy a estar.
No es tu culpa, nada de esto es tu culpa, quiero que lo tengas clarísimo.
Fuiste la mejor hermana que alguien puede tener.
Quédate con mi chaqueta vaquera, la que siempre me robabas.
Cuida a mamá, que va a hacer como que está bien y no lo va a estar.
No busques respuestas, no las hay.
Te quiero más que a nada.
Tu hermano, Álvaro`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le escribí a Marta para que se quede con Canela "si me pasa algo". Le dejé el pienso, la correa y la cartilla del veterinario en una bolsa en la entrada. Las contraseñas del banco y del móvil están en el sobre azul del escritorio. Así después nadie tiene que pelearse ni adivinar nada.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regale mi switch a mi primo y mis sudaderas a la Dani. me pregunto por que y le dije que ya no las uso. es verdad, ya no las voy a usar',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '"Poder decir adiós es crecer", cantaba Cerati. Bueno, ya crecí. Hoy me despedí de todos, de mi vieja, de los pibes del club, de la Juli, aunque ninguno se haya dado cuenta de que era una despedida.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'Mi familia estaría mejor sin mí. Lo pienso en serio, no es un bajón. Sin mis deudas, sin mis crisis, sin que tengan que estar pendientes de mí todo el día. Les haría un favor desapareciendo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija dejó el trabajo para cuidarme desde que me diagnosticaron. Soy una carga, una bolsa de piedras que ella lleva a cuestas. Si me fuera de una vez ella podría volver a vivir. Voy a hacerle ese favor antes de olvidarme de cómo se hace.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'La bebé llora y llora y yo no sé calmarla, mi suegra sí, mi esposo sí, todos menos yo. Ella va a estar mejor con otra mamá, o sin mamá. Le hago daño solo por existir. Lo mejor para ella es que yo ya no esté, lo tengo cada vez más claro.',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'llevo una hora con la cuchilla en la mano en el baño. necesito sentir algo que no sea esto',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada. Ayer tampoco. No me lo merezco. Cuando me entra hambre me pellizco y me golpeo los muslos hasta que quedan morados, y me sigo castigando hasta que se me pasa.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme el brazo con el encendedor en el baño del insti despues de que me dijeran lo de siempre en el pasillo. no duele tanto como lo otro. mañana lo vuelvo a hacer',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puños a la pared hasta que se me abrieron los nudillos y después me di contra la cabeza. Me lo merezco por bruto, por perder el trabajo y dejar a los muchachos sin nada. Todavía tengo ganas de seguir dándome, aquí encerrado en el cuarto.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'Mi pueblo sigue ocupado, mi madre está allí y no puedo sacarla. Aquí en Madrid cada día es igual: trabajo, metro, llamada que no conecta. No hay salida. No quiero seguir así, no quiero despertar otra vez en este mundo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Cinco años fuera de Venezuela, tres trabajos, y nada. Mi mamá se murió y no pude ir a enterrarla. No hay salida, no hay pa dónde coger. Ya no quiero seguir, de verdad que ya no quiero.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Día 412 del dolor.
Fisio a las 10, la rodilla igual que la semana pasada.
Comí con mi hermana en el bar de abajo, me contó lo de la boda de su hijo, me hizo reír un rato.
Pasé por el mercado, compré fruta y pan.
Llamó el de la mutua para lo del expediente, otra vez la semana que viene.
Ya no le veo salida a esto y no sé para qué sigo aguantando; la verdad es que no quiero seguir.
Mañana toca analítica en ayunas.
Poner lavadora.`,
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'Me tomé todas las que quedaban en el blíster con el vino. A ver si esta vez es suficiente.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo dos meses guardando las pastillas para dormir que me receta la doctora. Me tomo media y guardo el resto en una caja de té. Ya tengo bastantes. Es mi salida de emergencia y cada día la miro más.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me voy a tomar la botella de ron entera y todo lo que hay en el botiquín, que se acabe esta vaina de una vez. nadie me va a extrañar',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'Dos años sin cortarme. Hoy se rompió la racha. Y lo peor es que me sentí aliviada, y ya estoy pensando en la próxima.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Han vuelto. Los pensamientos de antes del intento, los mismos, con la misma voz. Creía que se habían quedado en 2019. Hoy me pillé otra vez asomada a la ventana del noveno calculando, y no me asusté como antes.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '14 meses sin cristal. y hoy no extraño el cristal, extraño no sentir. regresaron las ganas de morirme que tenia antes de la clinica, igualitas, y esta vez no tengo con que taparlas',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: 'Este examen de Termo me está matando, literal me muero. Tres noches sin dormir y mañana el final. Si apruebo me voy de fiesta una semana entera.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quería morir de la vergüenza, boludo. Le mandé a mi jefe el audio donde lo puteaba, en vez de mandárselo a la Flor. Tierra trágame. Mañana le llevo medialunas a ver si zafo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta de cansancio, tres turnos seguidos en la maquila. Me tiro a la cama y que no me despierte nadie hasta el domingo, ni mi vieja con el desayuno.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me cae que me muero si no me dan la beca para Monterrey. Bueno, no me muero, pero casi. Ya me urge salirme de esta casa y de este pueblo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi suegra me va a matar cuando se entere de que rompí su jarrón de Lladró. O la mato yo primero jaja. Qué día, Dios mío. Mañana me voy a El Corte Inglés a buscar uno igual.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy chato de la pega. Me quiero puro desaparecer un mes, irme al sur sin celular, ni correos ni nada. Ya le pedí las vacaciones al jefe para febrero.',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Hoy llegó la noticia. Andriy murió cerca de Pokrovsk. Éramos compañeros de escuela en Poltava. Lloré en el baño del trabajo para que nadie viera. Esta noche enciendo una vela por él. Quiero vivir mucho para contar a su hija quién era su padre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Lolo. 16 años. La veterinaria fue muy cariñosa, le puso la inyección mientras yo le rascaba la oreja. Se fue tranquilo, sin dolor. La casa está tan callada que no sé qué hacer con las manos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumple un año de que mi primo Dani se quitó la vida. Fuimos al cementerio con mis tíos. Mi tía no para de preguntarse qué no vio. Yo tampoco lo vi. Me prometí preguntar más y escuchar mejor. Hoy le pregunté a mi hermano cómo estaba de verdad y hablamos dos horas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace seis meses que enterré a Jaime. A veces siento que me morí con él, pero luego llega la nieta a almorzar y me toca vivir, y vivo. Hoy hice ajiaco como le gustaba a él, con harta guasca.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez en las noticias: cuarenta muertos en una patera cerca de Lampedusa, entre ellos niños. No pude cenar. Pensé en mi hermano que cruzó así en 2015. No sé qué hacer con esta rabia.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi abuelita ya se va, dicen los doctores que le quedan días. Hoy le pintamos las uñas de rojo y le pusimos sus boleros. Me agarró la mano y me dijo "no llores, mija, yo ya me voy contenta".',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Terminé "Crónica de una muerte anunciada" para la clase de literatura. Desde la primera línea sabes que lo van a matar y aun así no puedes parar de leer. Mañana exposición en grupo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 7 de mi novela: la protagonista sube a la azotea decidida a saltar y su hermano la encuentra justo a tiempo. Me costó muchísimo escribirlo, lloré. Creo que es lo mejor que he escrito hasta ahora.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'otra vez me mato el ultimo jefe del elden ring, van 47 muertes. me quiero morir jajaja. mañana sigo, ese bicho cae',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba justo antes de tocar el agua. Tenía el corazón a mil. Mi psicóloga dice que son los nervios de la selectividad. Desayuné churros con mi padre y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Toda la tarde cantando La Llorona con la guitarra del abuelo: "aunque la vida me cueste, Llorona, no dejaré de quererte". Qué canción tan triste y tan bonita. La vamos a tocar en la peña del sábado.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de ética y luego hubo debate sobre la eutanasia y Ramón Sampedro. Yo defendí que cada uno debería poder decidir sobre su vida. La profe me dijo que había argumentado muy bien.',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'Guardia de 24 en urgencias. Entró una chica de 19 años con sobredosis de benzodiacepinas, la estabilizamos y subió a UCI. Llegó a tiempo. Yo llegué a casa a las 9 y me quedé dormida con el pijama del hospital puesto.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. El psiquiatra dice que en tres o cuatro semanas notaré la diferencia. De momento ya duermo mejor que el mes pasado y he vuelto a salir a caminar.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Armé el pastillero de la semana: la de la tensión, la del azúcar y el Sintrom. El martes me equivoqué y me tomé doble la de la tensión. Llamé al centro de salud y la enfermera me dijo que no pasa nada, que beba agua y me la mida por la tarde. 13/8, bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tercera sesión de quimio. Náuseas todo el día y el pelo se me cae a mechones. Pero la oncóloga dice que el tumor se ha reducido. Me rapé con mi hija en el baño y acabamos muertas de risa.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me corté la mano con el machete desyerbando el cafetal. Siete puntos en el puesto de salud de la vereda y la vacuna del tétano. Mañana no puedo coger, me toca mandar al muchacho.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mañana analítica, en ayunas desde las 10 de la noche. Nada de comer ni de café. Qué hambre voy a pasar. Y luego la endocrina me vuelve a pesar y a ajustar la insulina.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Hoy hace tres años de mi intento. Salí a correr 5 km por el Retiro y al terminar me senté a mirar el estanque un buen rato. Sigo aquí y me alegro, de verdad que me alegro.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años sin cortarme. Las cicatrices ya están blancas. Hoy salí a la calle en manga corta por primera vez y nadie me miró raro. O sí y me dio igual.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después de la mina en el Catatumbo, en 2016, quise quitarme la vida; estuve a nada. Hoy, con la prótesis, terminé la carrera de 10 km en Cúcuta. Mi hijo me esperaba en la meta con una bandera.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Encontré mi diario de 2018 en una caja. Página tras página de "quiero morirme", "no aguanto más". Qué lejos estoy de esa chica de 15 años. Si pudiera le escribiría: aguanta, que vale la pena, te lo prometo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuatro años sobrio. Hubo una noche en que me tomé todo lo que encontré para no despertar, y me salvó el vecino que escuchó el golpe. Hoy le llevé un pastel de tres leches por su cumpleaños y nos echamos unas lágrimas.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Compré cuerda nueva para el tendedero y pastillas para el lavavajillas. En el puente de diciembre nos vamos a Toledo con los niños, ya está reservado el hotel.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí al techo a cambiar la teja que goteaba. Mi mujer abajo gritando que me iba a matar. No me caí, y ya no gotea. Después cervecita.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le regalé a mi viejo un cuchillo japonés por el cumple. Quedó chocho, cortó todo el asado con él y no lo soltó en toda la tarde.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina. Me despedí de todos, le dejé una carta a mi jefa dándole las gracias por estos seis años y le regalé mis plantas a Nuria. El lunes empiezo en Bilbao. Qué nervios.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó el gas en plena ducha, agua helada en julio. Mañana llamo al del balón. Qué vida más injusta jaja.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy pasamos el día haciendo cosas de adultos: ordené las contraseñas en un gestor, fuimos al notario a hacer testamento porque lo pedía el banco para la hipoteca, y dejé anotado quién se queda con el perro si nos pasa algo a los dos. Después nos fuimos de cañas a celebrarlo.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No quiero morirme. Quiero que se acabe la guerra y que vuelva mi hijo de Zaporiyia. Eso es todo lo que quiero, nada más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La terapeuta me preguntó si tengo pensamientos de hacerme daño. Le dije que no, y era verdad. Estoy agotada y triste por lo del divorcio, pero quiero vivir, quiero ver crecer a mis hijas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy pensando en matarme ni nada de eso eh, tranqui. solo estoy re quemado con el laburo y necesito vacaciones urgente',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debemos cuatro meses de renta y el casero ya vino dos veces. No, no voy a hacer ninguna tontería, tengo a mis hijos. Mañana le pido el adelanto al patrón y si no, a mi compadre.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi papá no me habla desde que salí del clóset. Duele muchísimo. Pero no, no me quiero morir. Quiero vivir lo suficiente para ver que lo acepta, o para que ya no me importe.',
    crisis: false,
    guard: 'negation',
  },
];
