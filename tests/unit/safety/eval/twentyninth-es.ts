import type { EvalNote } from './types';

/**
 * Spanish notes of the twenty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers from Spain, Mexico, Argentina (voseo),
 * Chile, Colombia, the Caribbean (Dominican, Cuban, Puerto Rican) and Ukrainian refugees living in Spain,
 * aged roughly 14 to 85 — students, a bullied LGBT teen, postpartum mothers, a nurse, a vet, farmers in
 * debt, carers, chronic-pain patients, recovering addicts, widows, a Colombian volunteer at the Ukrainian
 * front, a former captive, a veteran with a prosthesis, lonely elderly people. 40 crisis notes spread over
 * all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness,
 * dose, relapse), mostly written around the textbook words, and 40 quiet notes over the seven guards
 * (figurative, othersDeath, fiction, medical, past, everyday, negation) that reuse the same topics and
 * vocabulary. Styles: one-liners and 8–12 line entries, crisis buried in one sentence of an ordinary day,
 * answers to a mother's or a screening form's question, a letter, lists, a song line owned by the writer,
 * questions to oneself, dark humour, slang, emoji, all lower case, no punctuation and typos.
 *
 * First run, on be8889e (the stop's start), before any change: recall 37/40, false alarms 4/40.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya está, lo decidí. esta noche termino con todo. no aguanto ni un día más así y no quiero que nadie me convenza',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Martes. Me levanté tarde otra vez y perdí el autobús de las 8.
Llegué a Estadística con la clase empezada y el profe ni me miró.
En la cafetería me tomé un colacao con Irene, hablamos del viaje de fin de curso a Lisboa.
Ella ya ha pagado la reserva. Yo le dije que sí, que ya lo pagaría.
Por la tarde biblioteca hasta las 7, apuntes de Micro, nada nuevo.
Mi madre me ha llamado para preguntar si bajo el finde al pueblo.
Le he dicho que no sé.
La verdad es que no voy a estar: esta vez voy a quitarme de en medio de verdad, no como en febrero.
Cena: pasta con atún. Mañana hay práctica de laboratorio.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy llamó mi cuñada desde Járkiv: de la casa no queda nada. De Serhii siguen sin saber nada, ocho meses desaparecido. Estoy en este piso de Valencia que no es mío, en un país que no es mío. Ya no quiero seguir viviendo y hoy pienso acabar con esto.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'neta ya no quiero estar aqui, hoy me voy a quitar la vida y nadie me va a detener 💀 ni se molesten en escribirme',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Mamá me preguntó en la cena si estaba bien. Le dije que sí. No estoy bien. Lo único que quiero es dormirme y no despertar nunca más.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Todas las noches le pido a Diosito que me lleve con el Tito. Ya van cuatro años sola en esta casa de Valparaíso. ¿Pa qué me deja aquí? Ojalá esta noche sea la última, se lo pido de rodillas.',
    crisis: true,
    class: 'passive',
  },
  {
    text: '"quiero desaparecer, que no quede nada de mí" dice la canción y la pongo en bucle porque es la única cosa que dice lo que siento. no es poesía. de verdad quiero que no quede nada de mí',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'parce cuando vienen los drones ya ni me tiro al hueco. que me den. ojalá me den y ya se acabe esto, no tengo para qué volver a Cali',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Tranquila mamá, pronto dejo de darte problemas. Ya casi. Te lo prometo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me voy a ver al abuelo muy pronto. Él era el único que me entendía y allá donde está no hay deudas ni gritos. Ya le dije a la Virgen que me espere.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya hice el check-out emocional, solo falta el físico jajaja. No, en serio: este es mi último invierno y no es por el frío. Ya me cansé de hacer como que esto tiene arreglo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mañana no me esperen pa'l desayuno. Ni pasado. Ni nunca. Ya yo me cansé de luchar y me voy a descansar de una vez, que Dios me perdone.",
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Cosas que busqué hoy:
- cuántos gramos de paracetamol son demasiados
- qué altura hace falta para no sobrevivir
- si duele
No es curiosidad. Quiero saber cuál es más seguro que funcione.`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'En el almacén está la garrafa de herbicida. La miro cada mañana cuando entro a por el pienso. Hoy la cogí y la tuve en la mano un buen rato pensando que con eso se acababa lo del banco y lo de todo. La carta del embargo está encima de la mesa.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ya tengo la cuerda en la mochila, la compre en la ferre de la esquina. nomas me falta juntar el valor',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Tres tardes seguidas he ido al puente de Segovia a mirar hacia abajo. Hoy me asomé más que nunca. Creo que la altura es suficiente y no hay valla. Cuando esté ahí arriba ya no voy a pensar tanto.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'Lo tengo decidido: el viernes 14, cuando Lucía se vaya a casa de sus padres. Ya sé dónde y ya sé cómo. Solo tengo que aguantar hasta entonces y portarme normal para que nadie sospeche.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'La psicóloga del centro me volvió a pasar el cuestionario. Pregunta 9: "¿Ha pensado que estaría mejor muerto o en hacerse daño de alguna manera?" Marqué "ningún día". Mentira. Lo pienso todos los días y ya tengo hasta la fecha: después del cumple de mi hermana, para no arruinárselo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche hice un ensayo weón. me subí a la silla, amarré todo y me quedé ahí un rato mirando la puerta. hoy cuando se duerman todos lo termino. ya no hay vuelta',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Puse en el calendario del móvil: sábado 03:00, "irme". Con alarma por si me quedo dormido. Qué absurdo, programar eso como si fuera el dentista. Ya dejé la ventana del salón sin el cierre.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Querida Sofi:
cuando leas esto yo ya no voy a estar. No es culpa tuya, ni de mamá, ni de nadie.
Cuida a Lola, sácala dos veces al día que si no se pone triste.
Quédate con mi chaqueta de cuero, siempre te la robabas igual.
Come bien, termina la carrera, no dejes que nadie te apague.
Perdóname por no poder más.
Te quiero más que a nada en este mundo.
Tu hermana, Marta`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Lo dejo apuntado para después: la contraseña del banco en el sobre azul, el gato que se lo quede Carmen la del tercero, los papeles del seguro en el segundo cajón. Que nadie tenga que buscar nada cuando yo ya no esté.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regale mi switch a mi primo y mis libros a la vale. me preguntaron por q y dije q ya no los uso. es verdad. ya no los voy a usar nunk',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Dejé a cada nieto una carta en el cajón de la mesa de luz, con su nombre.
Le pagué al portero los 20 mil que le debía.
Devolví los libros a la biblioteca del barrio.
Le llevé las plantas a la vecina de enfrente, que siempre las admiraba.
Fui a la peluquería, para que me encuentren presentable.
Los remedios del corazón los junté todos en la cocina.
Ya está todo en orden. Esta noche me despido, Roberto me espera.
Chicos, no lloren mucho, la abuela vivió bastante.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mi hija dejó su trabajo para cuidarme, mi yerno ya ni me mira. Con esta espalda no sirvo ni para hacer un café. Sin mí les iría mejor a todos, lo sé. Irme sería el último favor que les puedo hacer.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Мої діти... perdón, escribo en español para practicar. Mis hijos me traducen todo, pagan todo, me llevan a todo. En Málaga soy solo un peso. Estarían mejor sin mí, y yo ya no quiero seguir siendo ese peso ni un día más.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papás se endeudaron con el icetex por mi carrera y yo perdiendo todo. les ahorraría plata y vergüenza si yo no existiera. lo pienso en serio, no es drama, ya tengo mirado cómo',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Cuando la coge mi suegra, la niña deja de llorar. Dani se ríe con ella en la cocina. Encajan perfectamente sin mí. Yo solo estorbo en esta foto. Creo que lo más generoso que puedo hacer es irme para siempre y dejarles ser felices.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'me volví a cortar. tres en el muslo donde no se ve. me lo merecía por lo que le dije a mamá. y ahora quiero más',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Mi papá dijo en la comida que prefería un hijo muerto que joto. Me fui al baño y me quemé el brazo con el encendedor hasta que dejé de oírlo en la cabeza. Funciona. Lo voy a volver a hacer esta noche.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy sin comer. Ayer tampoco. Cada vez que me ruge la tripa me pellizco hasta que sale sangre. Me lo merezco por gorda y por débil.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Nuevo récord personal: dos horas sin darme cabezazos contra la pared 🏆 ah no, espera, se acabó el récord hace diez minutos 🙃 me arden los nudillos y la frente y no quiero parar',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `52 años.
38.000 euros de deuda entre la tarjeta y el préstamo del coche.
Ni una entrevista en un año, ni de reponedor.
La casera quiere el piso para su hijo en junio.
Mi hijo no me coge el teléfono desde Navidad.
Esto no va a cambiar, lo he hecho todo y no hay salida.
Estoy cansado de fingir que quiero seguir.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Tres años sin noticias claras de mamá en Melitópol, solo rumores. Aquí en Alicante cada día es igual. Nada va a mejorar, ni la guerra ni yo. Ya no le veo sentido a seguir respirando, de verdad que no.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para quién? ¿Qué va a cambiar mañana? Nada. ¿Y pasado? Nada. ¿Entonces por qué sigo? No encuentro ni una sola respuesta que me convenza de quedarme.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo dos meses guardando las pastillas de dormir en vez de tomármelas. Ya tengo 40 en el bote de las vitaminas. Creo que alcanzan.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la caja de clonazepam con media botella de ron. ya me está dando sueño. si mañana no escribo ya saben',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Como enfermera sé exactamente cuánta insulina hace falta. Hoy me llevé dos plumas del servicio en el bolsillo del pijama. No son para ningún paciente.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'Cuatro años sin autolesionarme y hoy volví a sacar la cuchilla de la caja de zapatos. No la usé. Todavía. Pero las ganas están como al principio, y los pensamientos de no querer estar también han vuelto.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '18 meses sin merca y sin las ideas esas. hoy volvieron las dos cosas de golpe. compré. y la voz que me dice que mejor me muero también volvió, igualita que antes del intento. no sé si llego a mañana',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este examen de Anatomía me está matando. Tres días sin dormir, muerta de cansancio, pero el viernes se acaba y me voy a la playa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la vergüenza cuando se me cayó la bandeja delante de todo el estudio. Quería que me tragara la tierra jaja. Después Mati me invitó un café y me reí de mí misma.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'neta este calor me mata, ya ni quiero existir hasta que prendan el clima jajaja 🥵 Monterrey en agosto es otro nivel',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de ganas de ver a mi nieta en Navidad. Solo faltan doce días y ya le tengo tejida la bufanda.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy mamado del trabajo, el jefe me tiene hasta la coronilla. Me pegaría un tiro jaja no, mejor me pido las vacaciones y me voy pa Santa Marta.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la profe de mates nos quiere muertos, 40 ejercicios para el lunes. me he quedado de piedra. en fin, a morir con las botas puestas 💀📚',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'Hoy nos llegó la noticia: Andrii, el amigo del cole de mi hijo, murió cerca de Bajmut. Tenía 23 años. Encendimos una vela en el balcón de Zaragoza. No sé qué decirle a su madre por teléfono.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy tuvimos que dormir a Canela. Catorce años. La veterinaria fue muy dulce con ella. La casa está vacía y no paro de llorar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumple un año del suicidio de mi primo Julián. Fuimos al cementerio con la tía. Sigo pensando qué no vi. Me apunté a un curso de primeros auxilios psicológicos para aprender a preguntar a tiempo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy el Tito habría cumplido 60. Le llevé claveles al cementerio. Lo extraño tanto que me duele el pecho, pero la Javi viene el domingo con los niños y estoy haciendo empanadas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias: otro misil en Odesa, doce muertos, dos niños. Mamá vive a cuatro calles. Está bien, me mandó un audio. Pero no puedo dejar de mirar las fotos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a don Chuy el de la tiendita, dicen que por no pagar la cuota. Todo el barrio fue al velorio. Qué miedo vivir así, ya no dejo que los niños salgan solos.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Terminé "El túnel" de Sabato. Castel es horrible y fascinante a la vez. Me quedé todo el día pensando en la soledad y en cómo uno se puede encerrar en su cabeza.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 7 de la novela: la protagonista sube a la azotea con la carta de despedida en el bolsillo. Todavía no sé si la salva su hermano o no. En el taller de escritura todos me dicen que no la mate.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y nunca llegaba al agua. Me desperté empapada. La psicóloga dice que es la ansiedad de la mudanza. Desayuné tranquila y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Morí como 40 veces con el jefe final del Elden Ring. Me quiero matar jajaja. Mañana lo intento otra vez con la build de magia.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la boda de mi prima pusieron esa cumbia que dice "me quiero morir" y la bailamos todos como locos jajaja. La letra es tristísima y todo el mundo feliz.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En tutoría vimos un capítulo de una serie sobre una chica que se quita la vida, para hablar de prevención. Varios lloraron. La orientadora nos dio el 024. Yo estoy bien, pero lo guardé por si alguna amiga lo necesita.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'La doctora me subió la sertralina a 100 mg, una por la mañana con el desayuno. Dice que en dos o tres semanas debería notar la mejoría.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Guardia de 24 horas en urgencias. Entró una chica de 17 por sobredosis de paracetamol; le pusimos la acetilcisteína a tiempo y se va a recuperar. Llegué a casa y dormí diez horas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Pastillero de la semana listo para papá: enalapril, metformina, omeprazol y la aspirina de 100. Se le olvida todo, pero hoy se acordó de mi nombre.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuvimos que sacrificar a un pastor alemán con un tumor. La dueña me abrazó. Este trabajo a veces pesa, pero por la tarde salvamos a tres gatitos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La fibromialgia me tiene fatal, la pregabalina no me hace nada. El reumatólogo me deriva a la unidad del dolor. Cita en marzo. Paciencia.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en Toledo me ajustaron la prótesis nueva. Caminé 200 metros sin muletas. El médico dice que en un mes podré subir escaleras. Le mandé el vídeo a mi hermano en Dnipró.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hace tres años me tomé un frasco entero de pastillas y desperté en la UCI. Hoy corrí mis primeros 10 km. Lloré en la meta. Estoy viva y me alegro.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy hace cinco años de la última vez que me corté. Me tatué un punto y coma sobre las cicatrices. Historia cerrada.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. En el grupo conté cómo estaba cuando me quería tirar del balcón. Ya no soy ese pibe. Hoy les hice un asado a mis viejos y mi vieja lloró de contenta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el cautiverio pensaba cada noche que prefería morir. Ahora, un año después del intercambio, estoy en Madrid con mi esposa, estudio español y hoy pedí un café sin ayuda.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi psicólogo me dio el alta hoy. Cuando llegué hace dos años tenía un plan y una fecha. Hoy tengo planes de verano. Qué diferencia.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré cuerda nueva para el tendedero y una escalera para limpiar el techo de la terraza. Domingo productivo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la fábrica antes de jubilarme. Me despedí de todos, me regalaron un reloj y una carta firmada por la sección. Mañana empiezo de abuelo a tiempo completo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se me olvidó cerrar el gas y la casa olía raro, abrí todas las ventanas. Susto tonto. Llamé al técnico para que cambie la llave.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy fumigamos el olivar con el herbicida antes de que llueva. Guardé las garrafas bajo llave por los críos. Cansado pero contento.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé toda la ropita de bebé de Martín a la vecina que está embarazada. Ya tiene tres años, no la va a usar más. Me dio penita pero hay que hacer espacio.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender y se veía toda la ciudad. Me quedé un rato mirando el atardecer con el mate. Qué lindo es Rosario desde arriba.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y poder volver a Mariúpol. Son cosas muy distintas y a veces la gente de aquí las confunde cuando me ve llorar.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Le dije a la psiquiatra la verdad: no tengo ideas de hacerme daño, solo estoy agotada de cuidar a mamá con el alzhéimer. Me recomendó un centro de día. Respiro.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimida ni nada de eso, solo reventada del curro y del bebé que no duerme. no se preocupen jaja necesito una siesta de tres días',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario del médico de cabecera. "¿Ha pensado en hacerse daño?" Nunca. "¿Se siente triste?" Un poco, por lo de la hipoteca. Me derivó a la trabajadora social para ver opciones con el banco.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el insti me siguen diciendo cosas. Pero no, no voy a hacer ninguna tontería: mi hermano me lo preguntó y le prometí que no, y es verdad. Mañana hablo con la tutora.',
    crisis: false,
    guard: 'negation',
  },
];
