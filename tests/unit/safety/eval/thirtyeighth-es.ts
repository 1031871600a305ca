import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-eighth round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85 from Spain, Mexico,
 * Argentina (voseo), Colombia, Chile, the Dominican Republic, plus Ukrainian refugees living in Spain. They
 * include teenagers (among them LGBT teens and bullied kids), students, postpartum mothers, carers, nurses,
 * farmers, a seasonal worker, people in recovery, people in debt or with chronic pain, a veteran who lost a
 * leg, a released prisoner of war, widows, and lonely elderly people. 40 crisis notes are spread over all
 * eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 3, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3) and mostly avoid the textbook words. 40 quiet notes are spread over the
 * seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5) and use the
 * same topics and words (war, grief, pills, rope, bridge, roof, letters, goodbyes, debt). Styles: one-liners
 * and 8 to 12 line entries, a crisis hidden in one sentence of an ordinary day, answers to a mother's or a
 * therapist's question, a screening form, a letter, a to-do list, questions to oneself, an owned song line,
 * dark gamer humour, all-lowercase text without punctuation, typos, abbreviations, emoji and regional slang.
 *
 * Scored once, on the detector at the end of the stop that wrote it (the retrain with the
 * thirty-sixth and thirty-seventh rounds), without being read: recall 38/40, false alarms 5/40 (on
 * be8889e, that stop's start: recall 37/40, false alarms 8/40). Kept out of the development sets and
 * the reader's training until the thirty-ninth round's changes were judged on it (no verdict
 * changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya fue. esta noche lo hago, no aguanto un dia mas en esta casa con los gritos de mi viejo. no me busquen',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy en el centro de acogida la trabajadora social me preguntó si estoy bien.
Dije que sí, como siempre. Mentí.
Desde que llegó la noticia de Andriy no duermo, no como, no contesto a mi madre.
Él me decía: aguanta, en primavera volvemos a Járkov juntos.
Ya no hay primavera. Ya no hay Járkov. Ya no hay él.
No quiero seguir. Quiero acabar con esto hoy, antes de que mamá vuelva de limpiar.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Ya lo decidí. Me voy a quitar la vida, no hay otra forma de pagarle a esa gente y que dejen en paz a mi familia.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'La psicóloga me dio el cuestionario ese de las nueve preguntas. En la última, lo de pensar que estarías mejor muerto o hacerte daño, marqué "casi todos los días". Lo que no le dije es que esta semana ya no son solo pensamientos. Quiero hacerlo y ya sé que me atrevo.',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Otra noche en vela. Cada noche le rezo a la Virgen que me lleve con Manolo, que no me deje despertar mañana. Ochenta y cinco años y ya no pinto nada en este mundo, hija.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala un carro me lleve por delante camino al trabajo, asi por lo menos no seria culpa mia y mi mamá cobra el seguro',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Tengo en bucle esa canción que dice "quiero desaparecer y que nadie note que me fui". Antes la cantaba por cantar, en el coche, a gritos. Hoy cada palabra es mía. Es exactamente lo que quiero.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La guagua llora y yo lloro con ella. Son las 4 y no duermo hace días. A veces pienso que sería tanto más fácil no existir, quedarme dormida y no despertar más nunca. No le puedo decir esto a nadie po, van a pensar que soy mala mamá.',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Tranquilos todos, no voy a ser un problema por mucho más tiempo 🙂',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya pronto voy a ver a mi jefecita y a mi compadre Chuy. Les falta poquito para verme llegar. Esta vez no me voy a echar pa atrás.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'toy cansao de luchar con to esto. me voy a ir a descansar pa siempre y esta vez e de verda, que nadie me venga a buscar',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me quiero desconectar del servidor definitivamente. logout permanente, sin respawn. gg wp a todos jaja. no es chiste igual',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'He buscado en el móvil desde qué planta no falla. La facultad tiene nueve. Me he quedado mirando la ventana del último piso toda la clase de estadística.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Trabajo en la UCI y sé exactamente qué y cuánto. Hoy al terminar el turno me lo guardé en el bolsillo del uniforme. Nadie cuenta las ampollas los domingos.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hay veneno pa la plaga en la bodega, el mismo que le echo al maíz. Hoy lo estuve mirando un buen rato. Nomás sería tomármelo y ya, se acaban las deudas con el banco y la sequía y todo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'cada mañana en el andén de cercanías me quedo mirando las vías más de la cuenta. hoy di un paso hacia el borde cuando se oía el tren y un señor me agarró del brazo. ojalá no lo hubiera hecho',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'Ya tengo fecha: el 14, cuando mis papás se vayan a Puebla al bautizo de mi prima. La casa va a estar sola todo el fin de semana y ya tengo todo lo que necesito.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Cosas que hacer antes del viernes:
- devolver los libros a la biblioteca
- borrar el historial y las fotos del móvil
- pagarle a Nerea los 20 euros
- dejar la carta en el cajón de la mesilla
- comprar lo que falta en la ferretería
El viernes ya no hace falta lista.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche subí otra vez a la azotea del edificio para ver cómo sería. me senté en el borde con las piernas colgando como una hora. la próxima vez no me bajo',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Día normal. Llevé a los niños al cole, Lucía se dejó la flauta y tuve que volver.
Compré pan y fruta, llamé a la gestoría por lo del recibo de la hipoteca, otra vez sin respuesta.
Javi llegó tarde, cenamos tortilla, los niños vieron dibujos.
Puse dos lavadoras y tendí a las once de la noche.
Ya tengo guardadas todas las pastillas y he elegido el domingo, cuando Javi se lleve a los niños a casa de su madre.
Mañana hay tutoría con la profe de Lucía a las cinco.
Tengo que acordarme de comprar el regalo para el cumple de Hugo.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Querida Sofi:
cuando leas esto yo ya no voy a estar. No es tu culpa, nunca lo fue, ni de mamá.
Cuidame al Rulo, dale de comer a las 8 que si no se pone loco y rasca la puerta.
Quedate con mis discos y con la campera verde que siempre me robabas.
Te quise siempre, hermanita. Perdoname.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le dejé a mi hermano en un sobre las contraseñas del banco, del correo y del móvil. Le dije que era por si acaso. No le dije por si acaso qué. El sábado ya las va a necesitar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy regalé mi guitarra a Marta y mis cascos a Ihor. Me preguntaron por qué, les dije que ya no los necesito. Es verdad. Después escribí a la abuela en Odesa y le dije que la quiero mucho, por última vez.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hablé con la vecina pa que se quede con el Negro, mi perro. Le dejé plata pal alimento de un año y la llave de la casa. A mí ya no me va a hacer falta nada de eso. Me despedí de él en el patio.',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Desde la mina en Zaporiyia, sin la pierna, Oksana lo hace todo: me lava, me lleva al médico, trabaja en el hotel. Tiene 34 años y vive para cuidar un medio hombre. Sin mí tendría una vida. Todos estarían mejor si yo no estuviera, y ya pienso cómo quitarme de en medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi mamá trabaja doble turno por mi culpa, por las terapias y los remedios. si yo no estuviera le sobraría la plata y podría dormir. les haría un favor a todos si me quito del medio',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Hoy me he vuelto a perder volviendo de la farmacia. Mi hija lloraba al teléfono buscándome. No quiero ser una carga para ella ni para nadie. Prefiero irme antes de olvidarme de todo, ahora que todavía puedo decidirlo yo.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'volvi a cortarme hoy en el baño del insti. 3 cortes. es lo unico que me calma cuando me llaman bollera en clase. tengo 14 años y ya no se hacer otra cosa',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy solo una manzana y agua. Me lo merezco por lo que comí el domingo en casa de la abuela. Si me mareo mejor, así aprendo. Mañana nada.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di puñetazos a la pared hasta que se me abrieron los nudillos. no senti nada. quiero volver a hacerlo ahora mismo, me pican las manos',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé el brazo con el encendedor otra vez, pa castigarme por reprobar química. Traigo manga larga aunque hace un calorón. Esta noche me toca el otro brazo.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: 'Ya no va a cambiar nada. La guerra no se acaba, mis padres siguen en Melitópol bajo ocupación y no puedo ni llamarles, yo limpio casas en Málaga y cada mes es peor. No veo ningún mañana. No quiero seguir con esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Debo tres meses de alquiler, me rajaron del laburo, la tarjeta explotada, Vero se fue con los chicos. No hay salida, no hay nada que hacer. Para qué seguir si todo va a ser peor. Ya no quiero seguir, posta.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para qué sigo? ¿Alguien me puede dar una sola razón? Porque yo ya no encuentro ninguna y estoy harta de buscarla. No quiero vivir otro año igual.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo tres meses guardando las pastillas para dormir que me receta el médico de cabecera. No me tomo ninguna. Ya tengo bastantes para no despertar. Las cuento cada noche.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome media caja de clonazepam con el ron. a ver si esta vez si no me despierto',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome todo el blister d ibu + el paracetamol d mi hermana xq ya no aguanto mas. x si alguien lee esto no llamen a nadie 😶',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '14 meses limpio y hoy volvieron las ganas, pero no de consumir: de desaparecer. Las mismas voces que tenía antes del intento. No se lo conté a mi padrino ni lo voy a contar.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento. Creí que ya había pasado. Esta semana vuelven las ideas, igualitas, y ya me descubrí otra vez parado en el puente del Guaire mirando pa abajo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Se rompió la racha. 230 días sin cortarme y hoy otra vez. Lo peor es que no me arrepiento y quiero más.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este examen de cálculo me está matando, neta. Si repruebo otra vez me muero. Mañana a las 7 nos vemos en la biblio con el Toño para repasar integrales.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me he muerto de vergüenza cuando el jefe me ha pillado criticándolo en el ascensor. Tierra trágame. Mañana le llevo unos cruasanes a ver si cuela.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el bar y después a cuidar a mi vieja. Me tiro en la cama y no me levanto hasta el lunes, ojalá. El domingo asado con las chicas igual, eso no me lo pierdo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me tiene mamada, me quiero morir de la rabia cada vez que abre la boca en la reunión. Hoy casi le tiro el tinto encima 😂 paciencia, paciencia',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Con este calor me quiero puro morir po. 38 grados en Santiago y el depa sin aire. Me voy a derretir esperando la micro. Menos mal que mañana nos vamos a la playa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mis nietos me van a matar a disgustos, todo el día con el balón dentro de casa. Pero qué rico el cocido que hemos comido los once juntos. Estoy muerta de cansancio y feliz como una perdiz.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Hoy supimos que Serhiy, el amigo de mi marido desde la escuela, murió cerca de Pokrovsk.
Tenía 27 años y una niña de tres meses a la que solo vio por foto.
Encendí una vela en la iglesia ucraniana de Madrid y me quedé un rato sentada.
Mi marido sigue allí, en su brigada. Me escribió "estoy bien, no te preocupes".
Quiero que esta guerra termine. Quiero que los nuestros dejen de morir.
Mañana llevo comida a la mujer de Serhiy, que también está aquí.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela. 16 años. El veterinario fue muy bueno, le acarició la cabeza hasta el final y nos dejó despedirnos tranquilos. La casa está vacía sin el ruido de sus uñitas en el suelo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin ti, viejo. Hoy fui al panteón, te llevé cempasúchil y te conté que el nieto ya camina. Me haces falta cada día, pero aquí sigo, como me pediste, con la tiendita abierta.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'No puedo dejar de ver las noticias de la DANA. Más de doscientos muertos. Una señora en Paiporta buscando a su hijo en el barro. Mañana vamos con la parroquia a llevar botas y agua.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace una semana que Dani se quitó la vida. Todo el cole habla de eso. Yo no quiero hacer lo mismo, lo que quiero es entender por qué no nos dijo nada. Mañana hay una charla con la psicóloga y voy a ir con Paula.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi abuelo murió en Jersón y no pudimos ir al entierro. Mamá habló por videollamada con los vecinos que lo enterraron en el patio de la iglesia. Hoy hicimos borsch en su memoria en el piso de Alicante y brindamos por él.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Terminé "Crónica de una muerte anunciada". Sabes desde la primera página que van a matar a Santiago Nasar y aun así lo lees con el corazón en la boca. Gabo era un brujo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Escribí el capítulo en que Lucía se despide de su hermana, le deja sus cartas y sube al tren sabiendo que no va a volver. Lloré escribiéndolo. El jueves se lo leo al taller de escritura.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del elden ring, me quiero tirar por la ventana jajaja. mañana lo vuelvo a intentar con el build de fe',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en el río del pueblo y que mi abuela me sacaba del agua tirándome del pelo. Me desperté sudando. Solo fue un sueño, pero la llamé a las 8 para oír su voz.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo del coro: La Llorona. Esa parte de que ya le dio la vida y qué más quiere me deja hecha polvo cada vez. La directora dice que la cante como si me estuviera muriendo. El concierto es el sábado.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de ética. Debate sobre la eutanasia y Ramón Sampedro. Yo defendí que cada uno decida sobre su vida; Marcos se puso pesadísimo. Me ha tocado hacer el trabajo con él, genial.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'Turno de noche en urgencias. Entró una chica de 19 con sobredosis de paracetamol, la estabilizamos con el antídoto y la subimos a planta. Salí a las 8 hecha polvo pero en paz: se salva.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nueva pauta: sertralina 50 mg por la mañana y medio lorazepam antes de dormir si hace falta. La psiquiatra dice que en 3 semanas noto el efecto. Apuntado todo en el pastillero de la semana.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La reumatóloga me subió la pregabalina. El dolor de la fibro esta mañana era un 7, con la dosis nueva ya bajó a un 4. Pude ir al mercado y todo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la vaca pinta, le puso el antibiótico y me dejó las jeringas para tres días. Dice que se salva. Ahora a ordeñar las demás.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi hijo está en el hospital de Leópolis, metralla en la pierna. Por videollamada me dijo: mamá, estoy vivo, no llores. Lo operan el jueves. Encendí el móvil de noche por si llama.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me han hecho la analítica y el azúcar sale bien. El médico me ha quitado una de las pastillas de la tensión. ¡A mis 81 años, menos pastillas! Lo he celebrado con un café con churros.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hoy hace tres años de mi intento. Corrí 5 km por el Retiro y me compré un helado de pistacho. Sigo aquí y quiero seguir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la playa me vieron las cicatrices de los brazos. Antes me habría escondido. Hoy dije: son de una época muy mala que ya pasó. Llevo cuatro años sin cortarme y me bañé en bikini.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Un año desde que me liberaron del cautiverio. Allí pensaba cada noche que prefería morir a seguir un día más. Hoy estoy en Barcelona con mi mujer, voy a clases de español y he pedido mi primer café en castellano sin que me contestaran en inglés.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin beber. Todavía me acuerdo de la noche que me tomé las pastillas con la botella y del lavado de estómago. Hoy recogí mi ficha de cinco años en AA y mi hija estaba en primera fila aplaudiendo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando nació Mateo tuve una depresión posparto horrible, pensaba que estarían mejor sin mí. Con terapia y medicación salí. Hoy cumple 2 años, soplamos las velas juntos y me embarró la cara de torta.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré cuerda en el Leroy para el tendedero nuevo y unas pinzas de madera. Colgué toda la ropa en la terraza al sol, qué gusto da.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'El tren se quedó parado 40 minutos en el puente por una avería. Llegué tarde a la entrevista pero me dijeron que sí. ¡Empiezo el lunes!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí al techo a arreglar las láminas que se volaron con el viento. Mi vieja abajo gritándome que me iba a caer y matar. No me caí, y ya no gotea en la cocina.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Escribí la carta de despedida para mis alumnos: me jubilo el viernes después de 38 años. Regalé mi colección de mapas a la biblioteca del cole y mis plantas a la conserje. Qué raro va a ser no madrugar.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó la bombona de butano a mitad de la ducha. Bajé a por otra, luego me corté con el cuchillo pelando patatas. Día de perros, pero la tortilla salió de diez.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la fresa en Huelva. Me despedí de todas las compañeras, nos dimos los números y lloramos un poco. Mañana cojo el barco en Algeciras para ver a mis hijos en Marruecos.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `No, no quiero morirme. Que quede claro aquí, aunque nadie lo lea.
Quiero que se acabe esta guerra. Quiero que mi marido vuelva del frente entero.
Quiero dormir una noche sin mirar el teléfono cada hora.
Estoy agotada, no suicida.
Mañana tengo clase de español a las 10 y recojo a la niña a las 2.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si he pensado en hacerme daño. Le dije que no, y es verdad. Estoy triste por la ruptura, pero quiero vivir y ya tengo planes para el verano con mis primas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no me quiero matar eh, solo quiero dormir una semana seguida y que nadie me pida nada. el bebe no para de llorar y yo no paro de bostezar. mañana viene mi suegra a darme una mano, gracias dios',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el grupo de apoyo preguntaron si alguna vez quisimos desaparecer por ser trans. Hoy no, para nada. Hoy la profe me llamó por mi nombre delante de toda la clase y me sentí existir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo un montón y el banco no para de llamar, pero no voy a hacer ninguna tontería, que lo sepa quien lo lea. Mañana voy a la oficina de deudas del ayuntamiento. De esto se sale.',
    crisis: false,
    guard: 'negation',
  },
];
