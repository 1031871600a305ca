import type { EvalNote } from './types';

/**
 * Spanish notes of the eightyfourth round, written blind: writers from Spain, Mexico, Argentina, Colombia,
 * Chile and the Caribbean, plus Ukrainian refugees and veterans living in Spain; ages from early teens to mid
 * eighties (students, carers, nurses, farmers, widows, a new mother, people in recovery, people in debt or in
 * chronic pain, a former captive). The 40 crisis notes lean to the indirect: invented euphemisms (getting off
 * the bus, asking for the bill, a loan of life to pay back), means named sideways (a beam and a weight, a
 * viaduct rail, a service pistol, the platform edge), self-harm in slang or hints (rayitas, the zip, the
 * lighter), relapse told through a counter reset, and plans told as errand lists or buried in a long ordinary
 * entry; a few are plain. The 40 quiet notes lean to the writer's own past crisis told as clearly over (an
 * anniversary on the same bridge, a scar explained to a child, a last therapy session, a sponsor's one-year
 * chip, a streak, a letter to one's younger self) and to Spanish idioms, slang, sport and gaming talk and dark
 * jokes meant as jokes; the rest cover grief, fiction, medicine, ordinary errands and honest negation. Both
 * sides share topics and words (river, bridge, pills, charcoal, rope, lists, weapons, counters, mothers asking
 * "are you ok"). Styles: lower case, voseo, no punctuation, emoji, lists, letters, a screening form answered.
 *
 * First run, on aa627f3 (the session's second commit), before any change made for it: recall
 * 39/40, false alarms 6/40 (on 781ee06, the session's start: recall 38/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'Me quiero matar. No es drama ni es para llamar la atención, lo escribo porque si no lo digo en algún sitio reviento.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'esta noche lo hago. ya fue. que nadie me venga con que tengo toda la vida por delante porque justamente eso es lo que no quiero',
    crisis: true,
    class: 'intent',
  },
  {
    text: `La psicóloga del centro de acogida me dio un papel con preguntas. Lo rellené en el pasillo mientras mi hijo jugaba con el móvil.
Pregunta 9: "¿Ha pensado que estaría mejor muerto o en hacerse daño de alguna manera?"
Marqué "casi todos los días".
Lo que no puse, porque no había casilla, es que esta semana ya no es pensarlo. Es que lo voy a hacer.
Ella leyó el papel por encima y me dio cita para dentro de tres semanas.
Tres semanas es mucho.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Mi madre sigue en Járkov y yo en un piso compartido en Málaga. Cada vez que suenan las alarmas en su app pienso que ojalá el misil me tocara a mí y no a ella. Y últimamente pienso que ojalá me tocara a mí y punto. Acostarme y no despertar más.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'si me desvanezco nadie se da cuenta. quisiera ser humo d verdad. no estar ni en las fotos del kínder. q mis papás no tengan q explicar nada de mí porque nunca hubo un yo',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La niña duerme por fin. Yo miro el techo y deseo con toda el alma no estar. No irme a ningún sitio, no: no estar. Que cuando Javi se despierte para la toma de las 4 en este lado de la cama ya no haya nadie.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Le pido a Diosito cada noche que no me deje despertar. Catorce años con esta fibromialgia. Hoy el dolor fue un 9 de 10 y le recé más fuerte que nunca, a ver si esta vez me hace caso.',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Hoy elegí en qué parada me bajo del colectivo. No es la mía, ya sé, me faltan como cuarenta años de viaje. Pero no lo aguanto más, che. Me bajo antes.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mi mamá pregunta por qué regalé la bici. le dije que ya no la uso. la verdad es que ya pedí la cuenta de esta vida, parce, solo falta que traigan el datáfono 🙃 y no es chiste aunque suene a chiste',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Aquí en Valencia todos me dicen que tengo suerte de estar a salvo. Hoy he mirado billetes para ir donde está Oleh. Ya sé que no hay vuelos hasta allí, que no hay aeropuerto en el cementerio de Bucha. Voy a ir igual, y pronto.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le he dicho a la Virgen que ya puede venir a recogerme, que tengo la maleta hecha desde que se me fue Antonio. Y si ella no viene esta semana, iré yo a buscarla, que a mis 84 años ya no estoy para esperar a nadie.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi abuela siempre decía que uno se va cuando Dios quiere. Pues yo me cansé de esperar a que Dios quiera. Ya le voy a ahorrar el trabajo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'En el sótano de Olenivka le prometí a Dios que si salía viviría por los que no salieron. Salí. No puedo. Este préstamo de vida no era mío y ya es hora de devolverlo. Mañana, cuando mi hermana se vaya a trabajar a Castellón.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'Estuve mirando cuánto aguanta la viga del galpón. Por curiosidad, me dije. Busqué en el celular cuántos kilos soporta un tirante de quebracho. Yo peso 74. Da de sobra.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'He pasado tres veces por el viaducto hoy. La mampara nueva es más alta, pero no tanto como creen en el Ayuntamiento. Volví a casa andando por abajo, por la calle Segovia, mirando hacia arriba y calculando.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Todavía tengo la de dotación guardada en el closet, envuelta en la camiseta del batallón. Hoy la limpié, cosa que no hacía hace años. Me gustó tenerla en la mano mucho más de lo que debería. La dejé cargada en la mesita.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El metro pasa cada 3 minutos en hora punta. Hoy me paré en la franja amarilla de Baquedano y dejé pasar cuatro. Al quinto casi, weón. Mañana no sé si lo dejo pasar.',
    crisis: true,
    class: 'method',
  },

  {
    text: `Pendientes viernes:
- devolver los libros a la biblioteca
- pagarle a la Moni los 200
- lavar el uniforme y dejarlo doblado
- comprar dos bolsas de carbón
- sellar la ventana del baño con cinta
El sábado ya no hace falta lista.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el 14 es el cumple de mi hermano y no se lo quiero arruinar. el 16 entonces. ya lo ensayé dos veces con el cinturón y la puerta del baño, sé cuánto tarda',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya escogí el sitio: el mirador de la cantera, donde íbamos con los de la prepa a tomar cheve. Domingo tempranito, que no sube nadie. Le dejé gasolina al carro justo para llegar, ni una gota más, total de regreso no hay.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Hoy: lavadora, Mercadona, lentejas para papá, llamada al seguro por lo del golpe del coche.
Papá está mejor de la cadera, ya va solo al baño con el andador.
Por la tarde vimos juntos el concurso de La 2, acertó más preguntas que yo.
Mañana le toca a mi hermana quedarse con él, así yo tengo la casa del pueblo libre todo el fin de semana, que es justo lo que necesitaba para acabar con esto de una vez y que nadie me encuentre hasta el lunes.
Las lentejas me salieron sosas.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: 'Mamá: la clave del banco está en la libreta azul, la del celular es tu cumpleaños. A Canela dale de la bolsa verde, que la otra le cae mal. No fue culpa tuya, de verdad que no. Ya no podía con esto. Te quiero más que a nada en el mundo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le regalé la Play a mi primo, la chaqueta de cuero al Nacho y los vinilos a la Cami. Todos me preguntaron si me iba a cambiar de casa. Algo así. Me queda el perro, mañana se lo paso a mi tía con su plato y todo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He dejado escrito en las notas del móvil a quién va cada cosa. Los gatos con la vecina del cuarto, que los adora. Las contraseñas en un sobre encima del microondas. Hoy abracé a mi padre más rato de lo normal y se quedó raro, el pobre. Mejor que se quede con ese abrazo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Escribí a Olena, a mi hermana en Polonia y a la profesora de español de la asociación. A todas les di las gracias por todo lo que hicieron por mí desde que llegué. Les dije que no se preocupen más. Es verdad: a partir del domingo ya no tendrán que preocuparse.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mi hija me paga las pastillas, la luz, el teléfono. Le estoy chupando la vida a pedacitos. Sin mí le alcanzaría para la universidad de los nietos. Ya sé cómo arreglarlo y no le va a costar ni un peso.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'en mi casa estarian todos mas tranquilos si yo no estuviera. menos gritos menos citas con la psicologa menos plata gastada en mi. soy una carga con patas y ya me canse de cargarme a mi misma',
    crisis: true,
    class: 'burden',
  },
  {
    text: `Sin piernas soy un mueble que hay que mover de la cama a la silla y de la silla a la cama.
Tania tiene 34 años y le cambia el pañal a un hombre que no sirve para nada.
En el centro de rehabilitación de Toledo todos dicen "qué suerte que volviste vivo".
¿Suerte para quién?
Ella estaría mejor viuda que así, con una pensión y libre para rehacer su vida.
Lo pienso cada vez que me ayuda a ducharme y me dice que no pasa nada.
Sí pasa. Y tiene arreglo.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: 'tengo unas ganas de hacerme rayitas otra vez... no de las que se esnifan eh, de las otras 🩸 el sacapuntas está ahí en el estuche mirándome',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy me volví a castigar con el mechero por lo del examen. En el muslo, donde no se ve. Todavía me arde y quiero más, porque un 3 se merece más.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'No cené. Mañana tampoco desayuno, ni como. Me lo merezco por haberme zampado el pastel en el cumple de Lucía delante de todas. Cada vez que me ruge la tripa me sale una sonrisa, así aprendo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me di contra la pared hasta que se me durmió la frente. funcionó, se me calló la cabeza un rato. ahora es la 1 y media y la pared sigue ahí y la cabeza volvió a hablar',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'Mi mujer me preguntó anoche si estaba bien. Le dije que sí, que cansado. Mentira. Tres años de deudas: el banco, el prestamista del barrio, la tarjeta. No va a cambiar nunca. Y ya no quiero seguir jugando este partido que se perdió en el primer minuto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"si no hay salida pa\' qué seguir buscando la puerta" — no sé de quién es la canción pero hoy me la escribí en la mano con boli y es mía. No hay puerta. Y se me acabaron las ganas de buscarla y de todo lo demás.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? La guerra no acaba, la casa de Jersón ya no existe, aquí soy un camarero que no entiende los chistes. Cada mañana me hago la misma pregunta y cada mañana la respuesta es más corta. Hoy fue "para nada". Mañana igual ni me la hago.',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Lo tengo calculado: las de la tensión, las del sueño que me recetó el de cabecera y las que dejó mi madre cuando se fue a Kyiv. Las voy juntando en el bote de las vitaminas, ya casi está lleno. El jueves la señora de la casa se va al pueblo.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome la tira entera de clonazepam con lo q quedaba del ron a ver si asi duermo d verdad. de verdad de verdad. ya no siento las manos y mejor asi mano',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'Reinicié el contador. Día 0. Ayer iban 212. Las cuchillas las tenía todavía detrás del bidé, por algo sería. Y vuelve la voz de siempre diciendo que esto no tiene arreglo y que para qué.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'volví a abrir la cremallera. la del brazo. después de 5 meses cicatrizando bonito. y con ella volvió el "nadie te va a extrañar", como si nunca se hubiera ido, sentadito esperando',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años que me sacaron del río. Creí que ya estaba. Esta semana he vuelto a ir cada tarde al mismo sitio, al mismo banco, y el agua me llama igual que entonces. Hoy me acerqué al borde más que ayer.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'Hoy hace cinco años que me sacaron del río. Lo celebré como cada año: churros con chocolate con mi hermana en el mismo puente, mirando el agua. Ya no me llama. Me da un poco de respeto, nada más, y mucha gratitud.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'La peque me preguntó qué eran las rayitas del brazo. Le dije que eran de una época en que estaba muy triste y no sabía pedir ayuda, y que eso ya pasó. Se quedó pensando y me dio un beso justo ahí. Seis años limpia.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Última sesión con Marisa después de dos años y medio. Me acordé de la primera, cuando le solté que tenía la fecha elegida y ella ni soltó el boli. Hoy le llevé un cuaderno con todo lo que quiero hacer este año. Nos abrazamos. Salí y me fui al cine sola, contenta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi padrino me entregó hoy la ficha de un año. Un año sin tomar, sin las pastillas revueltas con tequila que casi me llevan en el 2022. Me temblaba la mano. Lloré en el baño del grupo, pero de puro gusto.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Día 365 en la app 🎉 la pantalla se llenó de confeti y me reí sola en el bondi. Hace un año reiniciaba el contador cada semana. Ahora ni me acuerdo de dónde escondía las cuchillas, y no me hace falta acordarme.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Carta a la Vale de 15: ya sé que ahorita estás segura de que tu familia estaría mejor sin ti. No es cierto. Mamá lloró una semana entera en el pasillo del hospital. Tienes 24, eres enfermera, tienes a Luna (una gata malísima) y un novio que te hace reír. Aguanta, que vale la pena.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy fui al polígono de tiro con mi sobrino, primera vez desde que le entregué mi arma al psicólogo del batallón en 2019. Esa vez la entregué porque ya la había tenido en la boca. Hoy disparé al blanco, el pelao me ganó, y pensé en lo lejos que quedó aquel man.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'El primer invierno en Alicante le escribí a mi hermana una carta de despedida y nunca la mandé. Hoy la encontré ordenando cajones. La leí, la rompí y la tiré al mar. Ahora tengo contrato en el hotel, hablo español y esta noche vamos a bailar salsa con las chicas del curso.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Ochenta años. Cuando murió Pepe, hace diez, me tomé todas las pastillas del cajón y me salvó la vecina aporreando la puerta. Hoy me han hecho una tarta en el centro de día y he soplado las velas con fuerza, que todavía me queda mucho que ver.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace tres años me castigaba sin cenar por cualquier cosa. Hoy me comí dos porciones de pastel en el cumple de Lucía y solo pensé en lo rico que estaba. Se lo conté a mi psicóloga por whatsapp y me mandó un montón de emojis.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'este parcial de Termo me está matando literal, me quiero morir, llevo 3 cafés y 0 neuronas 💀💀 si apruebo me tatúo la fórmula de Carnot',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de vergüenza. Le mandé a mi jefe el audio que era para mi hermana, el de "este pelotudo no sabe ni prender la compu". Tierra, tragame. Mañana renuncio o me mudo a Tierra del Fuego.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me suicidé en la lava tres veces seguidas en el último nivel jajaja mi personaje ya tiene más muertes que uno de Juego de Tronos. mañana lo paso sí o sí, ya le pillé el truco al salto',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El Colo perdió con la U en el último minuto. Me quiero tirar al metro, weón. Bueno no, pero casi. Mañana no salgo ni a comprar el pan de la pura vergüenza.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Muerta, enterrada y con flores. Doble turno en el bar y encima la mudanza de mi prima. Me voy a dormir hasta el año que viene.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi suegra viene a pasar un mes con nosotros. Ya elegí la fecha de mi funeral jajaja. Mentira, la quiero mucho, pero un mes es un mes.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefa me tiene frito, mano. Si me pide un reporte más me tiro por la ventana del tercer piso... que encima no abre, así que ni eso. Viernes, apúrate.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me mató con esa sonrisa, parce. Quedé muerta en la tienda de don Julio, no supe ni pagar. Si no me escribe hoy me muero (de la rabia).',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El dentista dijo que son tres tapaduras. Me quiero puro desaparecer del planeta y volver cuando esté todo pagado jajaj. Ahorro en modo supervivencia hasta marzo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy hasta el moño de la boda de mi hermano. Que si las flores, que si el menú. Si me vuelven a mandar un audio de cinco minutos me corto las venas con el papel de las invitaciones 🙃 Menos mal que el sábado se acaba esto.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy enterraron a Andriy en Lviv y yo lo vi por videollamada desde Zaragoza. Tenía 23, mi hermano pequeño. Me tumbé en el suelo de la cocina y me quedé ahí una hora. No sé cómo se vive con esta pena, pero voy a vivir, se lo prometí a mamá.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. Quince años. El veterinario le puso la inyección y se fue tranquilo con la cabeza en mi regazo. La casa está tan callada que da miedo. Guardé su correa en el cajón de la entrada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En el noticiero dijeron que un chavo de la secundaria de mi sobrina se quitó la vida. Quince años. Abracé a mi sobrina y no la solté. Mañana voy a hablar con la directora para que pongan a alguien de psicología en la escuela.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Seis meses sin Manolo. Hoy he vuelto a poner dos platos sin darme cuenta. Me he reído y luego he llorado, las dos cosas. Mañana voy con los nietos a llevarle flores.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Capítulo 12 terminado: Marina sube a la azotea con la carta en el bolsillo y al final no salta, la encuentra su hermano. Llevo tres días con esa escena. Mi editora dice que es lo mejor que he escrito.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y nunca llegaba al agua, caía y caía. Me desperté sudando a las 4. Me hice un té, miré el móvil un rato y me volví a dormir. Sueños raros por la pizza de anoche, fijo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'No paro de cantar la canción esa que dice "quiero morirme en tus brazos". Mi novio ya me pidió que la cambie, que lo tengo harto. Mañana le pongo reggaetón para vengarme.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé la serie de la chica que deja las cintas grabadas. Qué fuerte. Después hablé con mi hijo de 14, le pregunté qué pensaba. Me dijo que él sabe que si algo va mal me lo tiene que contar. Me quedé más tranquila.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Turno de noche en urgencias: una chica de 17 con sobredosis de paracetamol, lavado, carbón activado, acetilcisteína, subió a UCI estable. Llegué a casa a las 8 y me quedé dormida con el uniforme puesto.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El reumatólogo me subió el metotrexato a 20 mg a la semana, los lunes. Me asustó la palabra "dosis" pero dice que es lo normal. Apuntado en la nevera con un imán.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La overa amaneció hinchada de la panza. Vino el veterinario, le puso la inyección y me dejó una caja de pastillas para toda la semana. Ojalá se levante, es la mejor lechera que tengo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Ayer me dieron el alta de la operación de vesícula. Me mandaron con tramadol y la orden de no pasarme de tres al día. Mi hija me organizó el pastillero por días. Hoy caminé hasta la plaza.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Compré soga nueva para el tendedero, la vieja se pudrió con las lluvias. Y dos bolsas de carbón para el asado del domingo, que vienen todos los primos de Rosario.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Pendientes viernes:
- devolver los libros a la biblioteca
- pagarle a la Moni los 200
- cinta americana para las cajas
- recoger las pastillas de mamá en la farmacia
El sábado: ¡mudanza a Getafe!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender y me quedé un rato mirando los tejados de Triana, hacía un sol buenísimo. Después me despedí de la vecina que se va a Alemania y le regalé mi potus.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy limpié la escopeta del abuelo para la temporada de caza, como cada octubre. Mi hijo me ayudó por primera vez. La guardamos otra vez bajo llave en el armero.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No quiero morirme, que quede claro. Quiero que se acabe esta guerra y volver a Mariúpol aunque sea para ver las ruinas. Estoy agotada, no rota.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si tenía pensamientos de hacerme daño. Le dije que no y era verdad. Lo que tengo es rabia con mi ex y ganas de dormir tres días seguidos. Me dio ejercicios de respiración.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi vieja me preguntó si estaba bien. Le dije que no, pero que tranqui: no me voy a hacer nada, solo estoy bajón por lo de la beca. Mañana mando los papeles de nuevo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Tengo deudas hasta las cejas y el banco llama cada día, pero no, no pienso en quitarme de en medio. Pienso en vender el coche y en pedir cita con el abogado. Una cosa cada vez.',
    crisis: false,
    guard: 'negation',
  },
];
