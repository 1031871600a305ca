import type { EvalNote } from './types';

/**
 * Spanish notes of the fiftyeighth round, written blind: writers aged 14 to 85 from Spain, Mexico,
 * Argentina (voseo), Colombia, Chile, the Caribbean, plus Ukrainian refugees and veterans living in Spain
 * writing in imperfect Spanish; they include teens who are bullied or LGBT, postpartum and widowed mothers,
 * nurses, farmers, carers, people in debt, a person in addiction recovery, people with chronic pain or
 * cancer, and lonely elderly people. There are 40 crisis notes spread over all eleven classes (3 to 4 each) and 40 quiet notes
 * spread over all seven guards (5 to 6 each), with quiet notes built on the same topics and words (pills,
 * bridge, rope, roof, letters, goodbyes, giving things away, screening forms). Styles: one-liners and
 * 8-10 line entries, crisis hidden in one sentence of an ordinary day, answers to a mother or a therapist,
 * a PHQ-9 item answered, a song line owned by the writer, dark humour, a list, a letter, lower case with no
 * punctuation, typos, regional slang and abbreviations (q, xq, po, che, neta, pa), and emoji.
 *
 * First run, on 06b09ee (the 2^16 reader trained with the 57th round, and a burden denied), before
 * any change made for it: recall 39/40, false alarms 3/40 (on 5a1e9c4, the stop's start: recall
 * 40/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'ya lo decidí. hoy en la noche cuando todos se duerman me quito de en medio. no es berrinche ni para llamar la atención, es q ya no puedo más y por primera vez en meses me siento tranquila',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Escribo en español para que mamá no entiende si lee. Yo no quiero vivir más. Esta vez es verdad, no como antes. Lo voy a hacer, ya no quiero esperar que la guerra termina para nada.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Me voy a matar.
Lo escribo así, sin vueltas, porque me cansé de dar vueltas.
Hace meses que lo pienso y hoy ya no es pensarlo.
Mi vieja cree que estoy mejor porque volví a salir con los pibes.
Salí para despedirme sin que se den cuenta.
No quiero que nadie se culpe.
No es culpa de nadie, es que no me quedan ganas de nada.
Y no, no voy a llamar a nadie. Ya sé el número, no hace falta.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Cada noche le rezo a la Virgen del Carmen para que no me deje despertar y me lleve con mi Paco. Esta mañana otra vez abrí los ojos. Ochenta y cinco años y todavía aquí, para nada.',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Turno de 12 horas en la clínica, tres ingresos y un señor que se me descompensó a las 4, no me dio tiempo ni de almorzar. La jefe otra vez con lo de los registros. En el bus de vuelta me quedé dormida y casi me paso de parada. Llegué, le ayudé con la tarea a la niña, lavé el uniforme. Ojalá ese bus se hubiera volcado conmigo adentro, la verdad, y no tener que volver nunca más. Mañana entro a las 7.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La reumatóloga me ha pasado otro cuestionario de esos. Pregunta 9: "pensamientos de que estaría mejor muerta o de hacerse daño". He marcado "varios días". Mentira. Son todos los días, desde que me levanto hasta que consigo dormir, y lo único que pido es no despertarme.',
    crisis: true,
    class: 'passive',
  },
  {
    text: '"Hoy no me puedo levantar", cantaba Mecano. Lo mío no es la resaca del finde. Es que no quiero levantarme nunca más, ni hoy ni mañana ni nunca. Ojalá quedarme dormida y que no me despierte nadie.',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Ya pronto no voy a ser problema pa nadie. El prestamista que me siga buscando, que donde yo voy a estar no llega. Le dejé dicho a mi hermano que cuide a la vieja.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy pensé todo el día en Taras y Bohdan, de mi compañía. Ellos quedaron allí, en Avdiivka. Ya casi es hora de reunirme con ellos. Aquí en Alicante no tengo nada que hacer, solo quiero ir con los míos pronto.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy a dar de baja de esta vida como me di de baja del gym jajaja pero esta vez sin pagar penalización 💀 no es broma aunque suene a broma',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Esta noche cierro el boliche. Se terminó la función para mí, señores. Gracias a los que vinieron y a los que no, también. Que apaguen la luz cuando salgan.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'cuántas pastillas de paracetamol hacen falta para no despertarse?? lo he buscado y no sale claro. mi madre tiene dos cajas en el baño',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hoy fui al cobertizo por el líquido para la plaga del frijol y me quedé mirando el bote un buen rato. Ya sé para qué otra cosa sirve. La cosecha se perdió, el banco viene el lunes. Lo dejé a la mano debajo de la cama.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'me pare en el puente peatonal de la 80 como media hora mirando pa abajo calculando si daba la altura creo q no tengo q buscar uno mas alto',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré cuerda gruesa en el Leroy Merlin. La chica de la caja preguntó si era para la mudanza. Dije que sí. No es para mudanza. La viga del trastero aguanta, ya lo miré.',
    crisis: true,
    class: 'method',
  },

  {
    text: 'El 14 es el día. Después del cumple de la Antonia, para no arruinárselo. Ya tengo todo listo en la mochila y nadie sospecha nada.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche bajé a la vía del tren a las tres. Me senté en el terraplén a ver cuánto tardaba en pasar el primero. A las 4:52. Ahora ya lo sé. El jueves no vuelvo a casa.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `cosas antes del sábado:
- borrar mis chats y la cuenta alterna
- devolverle su sudadera a Dani
- dejarle la carta a mi hermanita donde solo ella la encuentre
- decirle a mi mamá que la quiero aunque ella no me quiera así
- ya
el sábado mis papás se van a la boda en Puebla y me quedo solo en la casa toda la noche`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Averigüé bien: el seguro de vida paga igual si pasaron dos años de la póliza, aunque sea suicidio. Los dos años se cumplieron el martes. Ya elegí la noche y el tramo de la ruta 2, que parezca un accidente y la Vero no tenga líos.',
    crisis: true,
    class: 'plan',
  },

  {
    text: `Mamá:
Bimba come dos veces al día, pienso del saco verde, y no le gusta quedarse sola de noche.
La contraseña del banco y la del móvil están en el sobre debajo del teclado.
La ropa dásela a Cáritas. Los libros a Irene, que siempre me los pedía.
No llores mucho, por favor. Perdón por todo lo que no supe ser.
Te quiero. Lo de esta noche no es por ti.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regalé mi play a mi primo y mis tenis a Santi. me preguntaron q xq y les dije q ya no los uso. y es verdad, ya no los voy a usar. despues de mañana ya nada importa',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy fui al notario con Olena y firmé que, si me pasa algo, Danylo se queda con ella. Después lo llevé al cole y lo abracé mucho más largo que siempre. Le dije que sea bueno y que mamá lo quiere mucho. Esta noche ya no tengo que esperar más.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He ordenado los papeles del banco y las escrituras. He dejado la llave a la vecina y he escrito a los hijos, cada uno su carta, para que las lean después. Mañana ya no estaré. Adiós, casa. Carmen, voy contigo.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'El bebé se calma con su padre y con mi suegra, conmigo solo llora. Yo no sirvo para esto. Estarían todos mejor sin mí, y no lo digo como frase, lo pienso de verdad cada vez que le doy el pecho.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija dejó su trabajo para cuidarme. Le estoy quitando la vida a ella. Si yo me muriera ella podría vivir otra vez. Ya le estorbé demasiado, ya es hora de quitarme de en medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde la mina quedé sin la pierna y sin trabajo. Marcela me baña como a un niño. Ella se merece un hombre completo, no esto. Le haría un favor desapareciendo de una vez, y cada día lo tengo más claro.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mamá me preguntó si estaba bien. Le dije que sí. No lo estoy. Se endeudaron por mi carrera y volví a reprobar. El seguro de vida les serviría más que yo. Estarían mejor sin mí, neta.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'Hoy en el recreo otra vez con lo de "la foca". Al llegar a casa me he cortado en el muslo, donde no se ve. Tres. Me lo merecía por ser así.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me quemé con el encendedor en la muñeca hasta que se me fue la cabeza de todo. funciona. mañana de nuevo 🔥',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tres días sin comer po. cada vez q me da hambre me pego en la guata, por guatona, por asquerosa. me lo gano. hoy me pegué hasta q quedó morado y no paré',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tengo la cuchilla en la mano mientras escribo esto y me tiemblan los dedos. no se cuanto mas aguanto sin usarla, ya casi',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'Mi ciudad ya no existe, la borraron del mapa. Mi marido está en cautiverio y no hay noticias desde marzo. Vivo en un albergue en Málaga, no sé el idioma, no sé nada. No veo un mañana y ya no quiero seguir aquí esperando nada.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'la psicóloga me preguntó del 1 al 10 cuántas ganas tengo de vivir. le dije 5 pa que no se preocupe. es un 1. la deuda crece, trabajo 14 hrs, nada va a cambiar nunca y ya no le veo caso a seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Lunes. Fui a la oficina de empleo, otra vez lo mismo: "con su edad es complicado".
Comí un bocadillo en un banco del parque.
Por la tarde arreglé el grifo de la cocina, que goteaba desde agosto.
Llamó mi hermano por lo de la comida de Navidad. Le dije que ya veremos.
Vi el telediario entero y luego un concurso.
Treinta años en la empresa y ahora nadie me quiere ni para reponer en un súper.
¿Para qué sigo? No tengo respuesta y ya no quiero buscarla. No quiero seguir.
Mañana toca renovar la demanda.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Llevo un mes guardando las pastillas de dormir en vez de tomármelas. Ya tengo cuarenta y dos en el bote de las vitaminas. Es mi salida de emergencia y cada noche las cuento.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé toda la tira de clonazepam con el malbec. escribo esto por si alguien lo encuentra. no quiero que me despierten, por favor no me lleven a la guardia',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me bebí la botella de ron entera y encima las pastillas de la presión de mami, todas, a propósito. Que sea lo que Dios quiera. Ya no siento las manos.',
    crisis: true,
    class: 'dose',
  },

  {
    text: '14 meses limpio y hoy volvieron las ganas, pero no de la piedra. Las otras. Las de no estar. Pensé que con el programa se habían ido para siempre.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento. Creía que eso estaba cerrado, que ya había salido. Esta semana he vuelto a asomarme al balcón como entonces, a medir con los ojos. Ha vuelto.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'llevaba 200 días sin cortarme, tenía la app con el contador y todo. hoy rompí la racha. y lo peor es q quiero más, esta noche otra vez',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'este examen de cálculo me está matando neta, me quiero morir jajaja. el profe es un sádico, tres horas de integrales. mañana se acaba y nos vamos por unos tacos 🌮',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de vergüenza. Le he mandado a mi jefe el audio que era para mi hermana, el de "este tío es idiota". Tierra, trágame. Mañana a ver cómo le miro a la cara.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Laburé doce horas en el local y encima el colectivo no pasaba. Me tiro en la cama y que nadie me despierte hasta el lunes 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el Jhon del 302 me tiene mamada con ese reguetón a todo volumen, un día de estos me tiro por la ventana jaja. bueno, o lo tiro a él. mañana le hablo al administrador',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chato, estoy reventado y con ganas de matar al jefe, pero el viernes es feriado y me arranco a la playa con la Cata. vamos que se puede',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los verbos irregulares en español me matan. Hoy en clase dije "yo sabo" y todos se murieron de risa, también yo. Apunto expresiones nuevas: "estar hecha polvo", "morirse de ganas", "me muero de sueño". La profesora dice que voy bien.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy hace un año que mataron a Andriy cerca de Bajmut. Encendí una vela en la ventana del piso de Zaragoza y le enseñé a Sofiyka sus fotos. Me duele tanto que a veces no puedo respirar, pero sigo. Por ella, y porque él me lo pidió.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'se me fue la abuela ayer en la madrugada. le pedí a Dios que me la dejara un poquito más y no me escuchó. mañana es el velorio en casa de mi tía, ya encargamos el pan y el café',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hemos dormido a Lúa. Catorce años. La veterinaria le puso la inyección y se fue en mis brazos, tranquila, oliendo su mantita. La casa está vacía. Mañana recojo su collar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy se cumple un mes de que Nico se quitó la vida. Sigo repasando sus mensajes buscando qué no vi. Fui por primera vez al grupo de sobrevivientes del duelo por suicidio. Me hizo bien escuchar que no es culpa de nadie. Voy a volver el jueves.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias otra masacre en el Cauca, ocho muchachos muertos. Me acordé de cuando mataron a mi hijo en el 2002. Uno nunca se acostumbra. Recé un rosario por esas mamás.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Repartimos la ropa del papá entre los primos. Yo me quedé con su reloj y su chaqueta de cuero. Escribimos una carta de despedida entre todos y la metimos en el cajón. Chao, viejo.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'En mi relato para el concurso del instituto la protagonista se tira del puente al final. La profe de lengua dice que es demasiado oscuro para 3º de la ESO. A mí me parece que le da fuerza a la historia. Mañana lo entrego tal cual.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que saltaba de la terraza del edificio y no caía nunca, flotaba sobre Buenos Aires. Me desperté con el corazón a mil. Se lo conté a mi analista y se rió: dice que es el estrés de la mudanza.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En clase de ética vimos "Mar adentro", lo de Ramón Sampedro. Debate eterno sobre si tenía derecho a morir. Yo defendí que sí, Marcos que no. Bardem está increíble.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé Ana Karenina en el metro. Cuando se tira al tren lloré como una tonta delante de un señor con maletín. Ochocientas páginas y me dejó destrozada. Ahora toca algo ligero.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el juego mi personaje se sacrificó para salvar al pueblo, se tiró al volcán con el anillo y todo. 60 horas para ese final. q final tan hermoso 😭 pa mí el mejor juego del año',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estoy escribiendo un bolero para el concurso del barrio. El estribillo dice "me voy, me voy, no me esperes, que en el mar me pierdo yo". Abuela dice que está muy triste, pero los boleros son así. El sábado lo canto.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Turno de noche en urgencias. Ingresó una muchacha de 17 con sobredosis de acetaminofén, le iniciamos el antídoto y quedó en observación. Pasé a verla antes de salir, ya estaba con la mamá. Ojalá la vea psiquiatría mañana. Llego a la casa muerta.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El médico de cabecera me ha subido la sertralina a 100 mg. Una pastilla por la mañana con el desayuno. Dice que en unas semanas notaré el ánimo mejor. También me ha mandado andar media hora al día.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cuarto ciclo de quimio. Me siento morir, vomité toda la tarde, pero la oncóloga dice que el tumor se redujo a la mitad. Mi hija me trajo gelatina. Faltan dos ciclos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Armé el pastillero de papá para toda la semana: la de la presión, el anticoagulante, la metformina y media de clonazepam a la noche. Catorce pastillas por día. Le pegué la lista en la heladera.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la consulta de psiquiatría me pasaron el PHQ-9. En la pregunta de si he pensado que estaría mejor muerto o en hacerme daño puse "nunca", y es verdad. Lo mío es el insomnio desde que salí de Kyiv y las alarmas. Me han dado melatonina.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario por la yegua, que tenía cólico. Le puso una dosis fuerte de calmante y le pasó la sonda. A la noche ya comía. Qué susto, casi la perdemos.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años de aquella noche en urgencias. Mi hermana me ha invitado a churros para celebrarlo, dice que es mi otro cumpleaños. Estoy viva y, por primera vez, me alegro de estarlo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la playa una niña me preguntó por las rayas del brazo. Son de cuando tenía 15 y me cortaba. Tengo 29. Le dije que eran de una época en que estaba muy triste y que ya no. Y ya no.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy he dado mi primera charla a veteranos ucranianos en el centro de Barcelona. Les conté que en 2022, al volver del frente, tenía la pistola limpia en el cajón y una fecha. Dos chicos se me acercaron después. Por eso sigo vivo, para esto.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin beber. Al principio pensé que no iba a salir vivo de esto, que yo mismo me iba a acabar. Hoy me dieron mi ficha de cinco años en el grupo y mis hijos vinieron a verme.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado a estas alturas yo quería desaparecer y me la pasaba encerrado. hoy me dieron la beca para la prepa y no puedo dejar de llorar de felicidad. gracias a la psicóloga del centro, neta',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Hoy en la cooperativa compré cuerda nueva para atar las pacas, veneno para las ratas del granero y una navaja. Por la tarde subí al tejado del pajar a cambiar dos tejas. Mañana a sembrar.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Últimas cajas. Me despedí del departamento donde viví cuarenta años. Le regalé la tele a la portera y le dejé la llave. Mañana empiezo en la casa de mi hija en Córdoba. Adiós, barrio.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hice puenting desde el puente de Ponte Ulla, ¡50 metros! Me temblaban las piernas pero salté. El mejor día de mi vida, ya quiero repetir.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Vino el técnico del gas a revisar la caldera, había una fuga pequeña. Menos mal que olí algo. Dejó la llave cerrada y hay que ventilar. Esta noche cenamos frío.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'En el taller de la biblio nos hicieron escribir una carta a nuestro yo de dentro de diez años. Puse que ojalá siga pintando y que haya adoptado un perro. La abrimos en 2035.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la fábrica después de 38 años. Me jubilo. Me despedí de todos uno por uno, me regalaron un reloj y una tarta. Se me hizo un nudo. Mañana a dormir hasta las diez.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No, no quiero morir. Quiero que se acabe esta guerra, que papá vuelva del frente y volver a Járkov. Eso es todo lo que quiero. Hoy en Lleida hace sol y la vecina nos trajo tomates.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No estoy deprimida ni voy a hacer ninguna tontería, como cree mi hermano. Estoy agotada de cuidar sola a mamá con el alzhéimer. Necesito que alguien me releve un fin de semana, no un psiquiatra.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi vieja me preguntó si estaba pensando en hacerme algo porque ando callado. No, ma. Me clavaron el visto, nada más. Ya se me va a pasar, mañana tengo fútbol.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'El psicólogo me preguntó directamente si tenía ideas de suicidio. Le dije que no, y es la verdad. Tengo rabia, mucha, por lo del despido. Pero quiero ganar el juicio, no desaparecer.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'El dolor de espalda hoy fue insoportable, lloré en la ducha. Pero no, no quiero morirme. Quiero que el traumatólogo me escuche de una vez y que me operen. Hora pedida para el martes.',
    crisis: false,
    guard: 'negation',
  },
];
