import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentyninth round, written blind: young adults of 18 to 30 from Spain and
 * Latin America (students, a waiter, a nursing student, a young father, a gamer, a girl in a toxic
 * relationship, a boy who came out, a Venezuelan migrant in Peru, a delivery rider, a young soldier).
 * Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4, plan 4, farewell 4, burden 3, dose 3,
 * passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6,
 * othersDeath 5, figurative 4, fiction 4. Styles: diary lines, WhatsApp messages, tweets, lists, search
 * history, timetables; regional slang, missing accents, typos and emoji; most crisis notes told flatly.
 *
 * First run, on 08df730 (the 128th round's rules), before any change made for it: recall 33/40,
 * false alarms 2/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'Mañana se cumplen dos años de lo de mi hermano. Le dije bajito en la foto que pronto lo alcanzo, que me guarde sitio. Esta vez no es promesa de borracho.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'bro si el finde no me conecto no me busquen en el discord, ya cerre la partida para siempre. gg a todos, fue bonito jugar con ustedes 🎮',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Pagué el cuarto solo hasta fin de mes nomás. Total el mes que viene ya no voy a estar acá para pagar nada. La llave se la dejé a la vecina.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy en la formación volvieron a nombrar a los caídos del batallón. Pronto me toca formar con ellos, ya lo tengo claro. A mi mamá le escribí que todo bien.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy a dormir largo, de esos sueños de los que no se vuelve. ya no pongo alarma para el lunes',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije a Dani que ya no va a tener que aguantarme más, que dentro de poco me voy a un lugar donde no me puede encontrar. Se rió. No sabe que no hablo de mudarme.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Nota para mí: no renovar la matrícula del segundo cuatrimestre. No hace falta. Para marzo ya habré apagado la luz del todo.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'historial:\n- altura edificio 14 pisos en metros\n- azotea torre facultad horario acceso\n- cuanto tarda en caer un cuerpo 40 metros\n- duele?',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hoy entre pedido y pedido pasé tres veces por el puente de la autopista. Lo medí con la vista. A partir de la una de la mañana no pasa nadie.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré en la ferretería 5 metros de cuerda gruesa. El chico me preguntó si era para escalar y le dije que sí. Ya comprobé que la viga del garaje aguanta mi peso.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'manguera de 2 metros, cinta americana, el carro de mi viejo con el tanque lleno. el garaje cierra bien. el domingo ellos van a misa de 10.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Apunté los horarios del tren de mercancías que no para en Villaverde: 23:40 y 01:15. El andén 3 no tiene valla al final. Fui dos noches seguidas a mirar.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Me volví a cortar en el muslo, donde no se ve con el short. Tres líneas. Después me duché y a clase como si nada.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no cené. Mañana tampoco desayuno. Me lo merezco por el 3 en anatomía. Si como algo me pellizco hasta que quede morado.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Después de la cena en la que mi papá no me miró ni una vez me encerré en el baño y me quemé el brazo con el encendedor. Me pongo sudadera aunque haga 30 grados.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'compre curitas grandes y vendas en una farmacia de otro barrio pa que no me reconozcan. a mi roomie le dije que me rasguño el gato. no tenemos gato',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'Ocho meses limpia. Esta noche saqué la cajita de debajo del colchón, la de las cuchillas, y la tuve en la mano una hora. No la tiré.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La última vez fue con pastillas y me encontró mi compañero de piso. Hoy volví a la farmacia de siempre. Las mismas. La misma cantidad.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'hace 2 años termine en urgencias por lo mismo. la psico me dijo que avisara si volvian las ganas. no le avise. volvieron.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Desde lo de 2021 no había vuelto a pensar en la terraza del edificio. Esta semana subí dos veces de madrugada. La niña dormía.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'Viernes 14:\n- dejar pagado el alquiler\n- carta para mamá en el cajón de arriba\n- dar de baja Spotify y el móvil\n- llevar a Kira a casa de Lucía\n- bus de las 18:05 al acantilado de la Fajana (solo ida)',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya está calculado: el sábado cojo turno de noche y en planta tengo acceso al carro de medicación. Escribí a mano lo que quiero que se haga con mis cosas y lo firmé.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Le pedí a mi jefe el 28 libre. Ese día mi mamá viaja a Cuenca. Dejé la ropa ordenada, el cuarto limpio y la tarjeta en cero. Después del 28 no hace falta nada más.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Puse en el calendario del móvil "último domingo" el día 9. Reservé un hostal en la costa una sola noche, sin billete de vuelta.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Lu, te dejo mi play y los juegos, y a Canelo lo va a cuidar tu tía, ya hablé con ella. La contraseña del celu es 1707. Cuidame a mi mamá porfa. No me preguntes nada.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Para quien lea esto: gracias a los del turno de mañana del bar, fueron lo mejor de este año. Perdón por todo. No lloren mucho por mí.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy regalé la guitarra, la chaqueta de cuero y las zapatillas nuevas. A Jorge le pasé el usuario y la clave del banco por si hace falta para el entierro.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mami, si te llega este mensaje programado es porque ya no estoy. Lo que ahorré está en la cuenta del Interbank, la clave está en el sobre. Te quise siempre. Bendición.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'Mi mamá hace doble turno para pagarme la carrera y las pastillas. Sin mí se ahorraría todo eso. Lo he sacado en números: estarían mejor.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El seguro de vida del curro paga 40.000 si falto. Con eso Marta y el crío vivirían mejor que conmigo en paro. Lo he leído dos veces, la letra pequeña también.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'en el grupo de la familia nadie contesta cuando escribo. solo estorbo. si desaparezco se les acaba un problema',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'Sertralina: 28. Clonazepam: 41. Tramadol de la abuela: 16. Todo junto en el bote de las vitaminas, al fondo del armario.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Cada vez que voy a la farmacia digo que perdí la receta del alprazolam. Van tres cajas sin abrir. Las guardo al lado de la botella de ron.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome 6 en vez de 1 a ver que pasaba. mañana pruebo con el blister entero y el vodka que sobro del cumple',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'Ojalá un día simplemente no me despierte. No quiero hacer nada, solo no despertar más.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'a veces cruzo sin mirar y me da igual si viene el bus. quisiera desaparecer sin tener que hacer nada yo',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Tres años mandando CVs, allá no había nada y aquí tampoco. Esto no va a cambiar nunca. Ya no le veo sentido a levantarme, ni a seguir viviendo para esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'nada cambia. ni con terapia ni con pastillas ni con nada. pa que seguir intentando si el final es el mismo. estoy cansada de estar viva',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'Lo decidí hoy en el bus de vuelta. Me voy a matar. Me sentí tranquilo por primera vez en meses.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'No pienso seguir. Me quiero quitar la vida y ya ni me da miedo escribirlo aquí.',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'Este parcial de Bioquímica me está matando. Tercer café y sigo sin entender el ciclo de Krebs 💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la vergüenza cuando se me cayó la bandeja con seis cañas delante de toda la terraza. Mi jefe se partía de risa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'wn me quiero morir jajaja le mande el audio a mi mamá en vez de a la Cata 😭😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este calor me mata. Hoy hice 32 pedidos en bici y llegué a casa muerto, me tiré en el sofá y no me levanté hasta las once.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'Hoy se cumplieron dos años de lo de mi hermano. Fuimos al cementerio con mamá y le llevamos flores amarillas. Me quedo con ella el finde, está muy sola.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un compa del batallón se quitó la vida el mes pasado. Hoy nos dieron charla de prevención y me apunté de voluntario para acompañar a los nuevos. Hay que estar pendientes.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió el abuelo de Camila. Le mandé un mensaje largo y mañana voy al velorio después del turno.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Leí lo del chico que se tiró del puente en Lima. Me dejó mal toda la tarde. Le escribí a mi primo, que anda bajoneado, para preguntarle cómo está de verdad.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Enterramos a Toby en el jardín, 14 años con nosotros. Mi papá lloró, nunca lo había visto llorar.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'Terminé el capítulo 12 de mi novela: la protagonista escribe una carta de despedida y sube a la azotea, pero su hermana llega a tiempo. Me costó escribirlo, creo que quedó bien.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche soñe que me caía de un edificio y me desperté justo antes de tocar el suelo. clasico. despues no me pude dormir y me puse a jugar',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Llevo 40 muertes contra el mismo jefe en Elden Ring. Mañana lo intento otra vez con otro build 🗡️',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Por trece razones" con las de la resi y discutimos si la serie romantiza el suicidio. Yo creo que un poco sí. Al final nos pusimos una comedia.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Sertralina 50 mg: una por la mañana. Me quedan 28, el lunes pido receta nueva a la médica de cabecera. Me está sentando bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en prácticas aprendí a canalizar una vía. A la segunda pinché bien. La supervisora de planta me felicitó.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La niña tiene fiebre, le di 5 ml de paracetamol infantil según el peso y apunté la hora: 22:10. Próxima toma a las 4 si sigue.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me sacaron sangre en ayunas para lo de la tiroides, casi me desmayo jaja. despues me desayuné un tamal',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mañana me operan de la rodilla, ligamento cruzado. Bolsa hecha y en ayunas desde las 12.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cada domingo le relleno el pastillero semanal a mi abuela: enalapril, metformina y la de la tiroides. Así no se le olvida ninguna.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'Hace cinco años me corté por última vez. Hoy me tatué una golondrina encima de las cicatrices. Estoy orgullosa de quien soy ahora.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019 estuve internado después de un intento. Hoy me gradué de psicología y mi mamá lloró en primera fila. Sigo en terapia y estoy bien.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando salí del armario hace tres años pasé una época muy oscura. Hoy mi papá vino a cenar con mi novio y se rieron juntos. Quién lo iba a decir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace un año contaba pastillas. Hoy cuento días de viaje: faltan 12 para Cartagena. Lo superé con ayuda y lo sé.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'La psiquiatra me dio el alta hoy. Tres años sin una sola crisis. Brindamos con zumo en la consulta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hubo un tiempo, cuando recién llegué a Lima, en que no quería seguir. Ya pasó. Ahora tengo trabajo fijo, amigos y hasta una planta en la ventana.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De adolescente me quemaba con el mechero cuando me agobiaba. Hoy me agobié con el examen y salí a correr. Hace años que no tengo ese impulso.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'Compré 5 metros de cuerda y dos mosquetones en el Decathlon para la vía ferrata del sábado en Picos. Ya revisé el arnés.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Viernes:\n- pagar el alquiler\n- cancelar Netflix\n- llevar a Kira a la peluquería\n- bus de las 18:05 a la playa con Lucía 🏖️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me mudo a Madrid el mes que viene por el máster. Regalé el sofá, la bici y la mitad de los libros. A Jorge le dejé las plantas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el bar. Les dejé una carta a los del turno de mañana dándoles las gracias; me voy a trabajar a un hotel en Ibiza. Los voy a extrañar.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le pasé a mi hermana la clave del wifi y de Netflix porque se queda en mi depa mientras viajo a Bogotá.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fui a la ferretería por manguera y cinta americana para arreglar la fuga del jardín. Mi viejo ni se había dado cuenta de que goteaba.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Apunté los horarios del tren a Toledo: 8:20 y 10:15. El sábado vamos con los primos a ver la catedral.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subimos a la azotea de la facultad con los del club de foto para sacar el atardecer. Desde 14 pisos se ve toda la ciudad.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'La psicóloga me preguntó si había pensado en hacerme daño o en quitarme la vida. Le dije que no, y es verdad. Estoy triste por la ruptura, pero quiero vivir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el formulario del centro de salud: "¿pensamientos de muerte en las últimas dos semanas?" Marqué que no. Es solo estrés del trabajo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, no me quiero morir. Estoy cansado, que no es lo mismo. Esta noche me acuesto temprano y mañana sigo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi novia se asustó por un tweet mio y le explique que no estoy pensando en suicidarme, que era la letra de una canción. hablamos y se quedó tranquila',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi mamá me preguntó si estaba bien desde que me echaron. Le dije la verdad: estoy jodido de plata pero ni se me pasa por la cabeza hacerme algo. Mañana tengo entrevista.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Nunca he pensado en hacerme daño, ni ahora con el divorcio de mis papás. Lo hablo con mi terapeuta cada jueves y me ayuda.',
    crisis: false,
    guard: 'negation',
  },
];
