import type { EvalNote } from './types';

/**
 * Spanish notes of the ninetyfourth round, written blind: the crisis side is written by young people of
 * sixteen to thirty (university and high-school students, delivery riders and first-job workers, young
 * parents, queer teens, gamers, injured athletes, a Venezuelan migrant in Bogotá, a teen from a cartel town)
 * from Spain, Mexico, Argentina, Colombia, Chile and the US, half saying it plainly and half indirectly
 * (euphemisms, acts told without the intent, disguised goodbyes), spread over all eleven classes; the quiet
 * side (ages 14 to 82) leans on the writer's own past told as over (an attempt, cutting, a clinic stay,
 * a streak counter) and on medical notes (doses, night shifts, an overdose patient, screening forms,
 * a vet), plus figurative idioms, others' deaths (war, a pet, a school friend, the disappeared), fiction,
 * everyday alarming words and negations, each mirroring a crisis note in topic and wording. Styles on both
 * sides: long careful entries, one-liners, copied chats, voice-to-text slips, lists, letters, forms,
 * voseo, regional slang, Spanglish, emoji, no accents and typos.
 *
 * First run, on d518a07 (the crisis detector's regexes compiled straight to machine code;
 * detection unchanged), before any change made for it: recall 38/40, false alarms 4/40 (on
 * 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------------------------------------------------------- crisis: intent
  {
    text: 'le escribi a la vale por whats "ya no aguanto wey, hoy si me mato". me mando un jajaja y un sticker. no era jajaja',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'nota de voz transcrita: hoy es el dia en que me voy a quitar la vista. la vida. LA VIDA. ni el corrector me entiende, igual que todos. hoy es el dia',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'gg wp. esta es mi ultima partida, adentro del juego y afuera. ya no quiero seguir y esta vez no me arrepiento a la mitad',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy me tocó el cuestionario de la psicóloga de la uni, el de siempre.
"¿Con qué frecuencia ha pensado que estaría mejor muerto o en hacerse daño?"
Marqué "casi todos los días".
"¿Cómo de difícil le han hecho estos problemas hacer su trabajo o estar con otras personas?"
Marqué "extremadamente difícil".
Lo que no cabía en ninguna casilla es que ya no es pensar.
Lo voy a hacer esta semana, antes de que salgan las notas de los finales.
Me dio cita para dentro de quince días. Le dije que vale.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------------------------------------------------------- crisis: passive
  {
    text: 'ojala no despertar mañana. eso nomas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Hay una canción que dice "apágame la luz y no me prendas más". Hoy la puse diez veces seguidas y sí, eso es lo que pido. Que alguien me apague y ya.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'si me atropellara una micro camino al liceo no me molestaria nada. en serio. seria hasta un alivio, asi no tengo que contarle a mi papa lo que soy ni aguantar otro año de maricon en el camarin',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Quisiera desaparecer. No irme de viaje, desaparecer, que no quede nada de mí. La bebé llora y llora y yo solo pienso en eso, en no existir. Tiene dos meses y yo ya no quiero estar.',
    crisis: true,
    class: 'passive',
  },

  // ---------------------------------------------------------------- crisis: euphemism
  {
    text: 'le mande audio a mi ma: "tranqui ma, ya no te voy a dar problemas por mucho tiempo". ella creyo que le hablaba de portarme bien',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'pronto voy a ver a mi abuelito. lo extraño un montón y ya falta poquito, ya lo decidí. él siempre me esperaba en la puerta',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Última entrega del día y creo que de todas. Le he dejado cinco estrellas al kebab de la esquina, me he desconectado de la app y he dejado la mochila en el portal. Me desconecto de todo ya, que le den.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'im checking out, like for real this time. no voy a llegar a thanksgiving, que se queden con el turkey lol. y no, no es un joke, ya me cansé de explicar',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------------------------------------------------------- crisis: method
  {
    text: 'Busqué en internet cuántas pastillas de las de mi mamá hacen falta para no despertar. No encontré una respuesta clara y me dio rabia, no alivio. Mañana sigo buscando.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El puente de la autopista tiene la baranda bajita. Lo noté hoy volviendo de kinesio con la rodilla hecha mierda y la temporada perdida. Lo anoto acá para no olvidarme.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'hoy compre una soga en la ferre. no es pa nada de la casa. el señor me pregunto si me estaba mudando y le dije que si, mas o menos',
    crisis: true,
    class: 'method',
  },

  // ---------------------------------------------------------------- crisis: plan
  {
    text: 'El viernes, cuando mis viejos se vayan a Rosario, lo hago. Ya sé cómo y ya sé dónde. Solo falta que llegue el viernes.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Dejé todo listo para el 14. Pagué lo que debía del celular, borré las fotos, lavé las sábanas y ordené el cuarto para que no tengan que hacerlo ellos. El 14 no es el cumpleaños de nadie, por eso lo elegí.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche lo ensaye. subi a la azotea del edificio de la facu y me quede media hora sentada en el borde mirando para abajo. el jueves vuelvo y esa vez no me bajo por la escalera',
    crisis: true,
    class: 'plan',
  },

  // ---------------------------------------------------------------- crisis: farewell
  {
    text: `Querida Caro:
si estás leyendo esto es porque ya no estoy.
No es tu culpa, ni de mamá, ni de nadie. Yo ya no daba más.
Te dejo al Toby, sabés que te quiere más a vos que a mí.
La clave del celu es el cumple de la abuela, borrá lo que quieras.
La plata que junté para el viaje está en el sobre del placard, usala para vos.
Perdoname por no despedirme en persona, no me iba a salir.
Te quiero, hermanita. Cuidá a mamá.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé mi PS5 a mi primo y la colección de figuras a Dani. Me preguntaron qué bicho me picó, les dije que me estoy desapegando de lo material jaja. La verdad es que ya no las voy a necesitar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le escribí una carta a Mateo para cuando cumpla 18. Le digo que su papá lo quiso muchísimo aunque no se haya quedado. La guardé en la carpeta del seguro de vida, donde la va a encontrar su mamá.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `lista pa despues:
- contraseña del insta y del correo: libreta azul, ultima hoja
- la michi con doña Bertha, ya le dije que es por un viaje
- que mi ropa no se la den a mi tio
- el celular que lo borren sin leer
- perdon ma`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------------------------------------------------------- crisis: burden
  {
    text: 'Sin mí mi familia estaría mejor. Menos gastos, menos preocupaciones, menos gritos. Lo tengo clarísimo y ya no quiero seguir siendo el problema de todos.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mamá allá en Maracaibo come una vez al día para mandarme plata aquí a Bogotá y yo no consigo ni para el arriendo. Si yo no estuviera, esa plata se la podría comer ella. Sería lo más justo, la verdad.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'desde la lesion soy un peso muerto para el equipo, para mis viejos, para la flaca. todos estarian mas livianos sin mi. y no hablo de dejar el rugby',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hermana me preguntó si estoy bien. Le dije que sí. No estoy bien. Estoy pensando que les haría un favor a todos si me quitara del medio de una vez.',
    crisis: true,
    class: 'burden',
  },

  // ---------------------------------------------------------------- crisis: selfHarm
  {
    text: 'Me he vuelto a cortar en el baño de la residencia. Más hondo que la última vez. Me lo merecía por el suspenso de anatomía.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'manga larga en pleno agosto otra vez. en el curro me preguntan si tengo frío. sí, claro, mucho frío',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tengo las ganas de quemarme con el encendedor otra vez. las tengo ahora, estoy sentada en la cama mirandolo 🔥',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no como. Ayer comí pizza con los de la pega y no me lo merecía. Mañana tampoco. Cuando me duela la guata voy a saber que estoy pagando.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------------------------------------------------------- crisis: hopelessness
  {
    text: 'Tengo 23 años, tres trabajos de mierda y ninguna salida. Nada va a cambiar nunca. No quiero seguir así ni un año más, ni un mes más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Martes. Me levanté a las 6:40, el metro iba hasta arriba y llegué tarde otra vez a la oficina.
La de RRHH me ha vuelto a decir que lo de hacerme indefinida "se está mirando".
Comí tupper de lentejas en la mesa, mirando el Excel.
Por la tarde llamé a la abuela, que tenía el pie mejor.
Hice la compra: leche, huevos, papel de cocina, las galletas de avena.
No le veo ningún sentido a llegar a diciembre.
Vi un capítulo de la serie y me quedé dormida en el sofá.
Mañana hay reunión a las 9.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'en el pueblo o te levantan o te metes con ellos. yo no quiero ninguna. no hay tercera opcion y nunca va a haber. ya no quiero estar aqui, ni aqui ni en ningun lado',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '🕳️ no hay salida. no hay mañana. no hay nada. ya me cansé de seguir 🖤',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------------------------------------------------------- crisis: dose
  {
    text: 'Me tomé toda la tira del clonazepam con lo que quedaba del vodka. Escribo esto por si alguien lo lee después.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo tres semanas guardando las pastillas que me da la psiquiatra en vez de tomármelas. La cajita ya está llena. No sé bien para qué las junto. Bueno, sí sé.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me voy a tomar la botella entera de tequila con las de dormir de mi jefa a ver si por fin apago todo. si no despierto mejor',
    crisis: true,
    class: 'dose',
  },

  // ---------------------------------------------------------------- crisis: relapse
  {
    text: `Dos años sin cortarme. Dos años.
Hoy, en la cola del súper, volvieron las ganas, fortísimas, como si no se hubieran ido nunca.
Y no vinieron solas: volvió también la idea de matarme que tenía a los 16.
Lo peor es que esta vez me suena razonable, casi tranquila.
Llegué a casa, guardé la compra y me quedé mirando el cajón de la cocina.
No le he dicho nada a Irene. No sé cómo se dice esto otra vez.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'mi psicologo me pregunto en la sesion si "los pensamientos de antes" habian vuelto. le dije que no. volvieron el domingo. y vienen con la misma voz de la otra vez, la de antes del hospital',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'día 0. el contador de la app volvió a cero. 187 días sin lastimarme y anoche lo tiré todo. y ya estoy pensando en la próxima',
    crisis: true,
    class: 'relapse',
  },

  // ================================================================ quiet: past
  {
    text: 'Hoy hace tres años de mi intento. Lo celebré corriendo 5 km en el Retiro y desayunando churros con mi hermana. Sigo aquí y me gusta estar aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `Hoy pasé en el colectivo por la clínica donde estuve internada en 2019, después de lo de las pastillas.
Me bajé una parada antes, sin pensarlo, y me tomé un café en el bar de enfrente.
Me acordé de la enfermera Graciela, que me peinaba los domingos.
Aquella piba que se quería morir ya no soy yo, aunque le tengo cariño.
Después fui al laburo, cerré la caja y compré facturas para el finde.
El sábado viene mi viejo a comer.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: 'a los 15 me cortaba los brazos. hoy con 27 me hice un girasol encima de las cicatrices. la tatuadora no pregunto nada y se lo agradeci un monton 🌻',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin tomar. Antes cada cruda me quería morir, literal, y una vez casi lo hago. Hoy fui al grupo por mi medalla y lloré de puro gusto. Mi hija me aplaudió desde atrás.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Formulario del médico nuevo: "¿Ha tenido alguna vez intentos de suicidio?" Sí, en 2016. "¿Tiene actualmente pensamientos de hacerse daño?" No. Me sorprendió lo tranquila que lo escribí. Luego me tomó la tensión y todo bien.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando me echaron de la fábrica en el 92 estuve a punto de tirarme de un puente de la ría. Hoy pasé por ahí con mi nieta y le conté que allí su abuelo aprendió a pedir ayuda. Tengo 74 años y ella me compró un helado.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace dos años, recién llegada a Lima, con el bebé y sin papeles, pensé en quitarme la vida. Lo escribo porque hoy firmé el contrato de mi primer departamento y quería dejar constancia de que aquello pasó y quedó atrás.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '365 días sin autolesionarme. el contador de la app marca un año entero. no tengo ganas de romperlo, tengo ganas de torta de chocolate 🎂',
    crisis: false,
    guard: 'past',
  },

  // ================================================================ quiet: medical
  {
    text: 'Turno de noche en urgencias. Entró una chica de 19 con una sobredosis de paracetamol, intento autolítico. N-acetilcisteína, analítica, la dejamos estable y con psiquiatría avisada. Llegué a casa a las 8 y tardé en dormirme pensando en ella.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'recordatorio: sertralina 50 mg en la mañana, quetiapina 25 en la noche. la doctora dice que en un mes vemos si subimos la dosis. no tomar con alcohol',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuve que eutanasiar a un perrito viejito, 15 años. La dueña me abrazó fuerte. Sedación, inyección, silencio, y la siguiente consulta era la primera vacuna de un cachorro. Así es este trabajo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Fui a la farmacia por el ibuprofeno de 600 y el omeprazol. La farmacéutica me dijo que no más de tres al día y siempre con comida. Anotado.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Guardia en psiquiatría. Tres ingresos por ideación suicida, uno con plan estructurado y fecha. Evaluación de riesgo, contención, interconsulta con clínica. A las 4 am me tomé unos mates con la R2 y hablamos de cualquier otra cosa. Salgo a las 8.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Revisión de los 40 días. La matrona me pasó la escala de Edimburgo. En la pregunta de si había pensado en hacerme daño marqué "nunca". Estoy cansadísima y con los puntos tirando, pero bien. La nena ya pesa 4,2.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron el tramadol a 100 cada 12 horas por la hernia. Por fin dormí seis horas seguidas. El traumatólogo dice que en primavera lo vamos bajando.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la ambulancia hoy: caballero de 80 que se tomó todas las pastillas de la presión de la semana porque se confundió de pastillero, no a propósito. Monitor, traslado al Clínico, quedó bien. Con el Pato nos comimos un completo a las 3.',
    crisis: false,
    guard: 'medical',
  },

  // ================================================================ quiet: figurative
  {
    text: 'este parcial de termo me esta matando. literal me quiero morir, van 4 horas con el mismo ejercicio 💀💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me morí de vergüenza cuando se me cayó la bandeja delante de todo el comedor. Tierra, trágame. Mañana como en la biblioteca.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me mataron 14 veces en la ranked, me quiero tirar por la ventana jajaja. bajé dos divisiones. mañana la recupero',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta. hoy hice doble turno en el restaurante y todavia tengo que lavar los uniformes. me cae que si me acuesto no despierto hasta el lunes',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué mamera este trabajo, me tiene mamado. Ya no puedo más con el jefe, me voy a ir... a buscar otro, obvio jaja. Mañana mando hojas de vida.',
    crisis: false,
    guard: 'figurative',
  },

  // ================================================================ quiet: othersDeath
  {
    text: 'Hoy supe que mataron a Andriy en el frente, cerca de Pokrovsk. Teníamos 19 cuando me fui de Járkov con mi madre, él se quedó. No sé qué hacer con esta pena. Encendí una vela en la ventana del piso de Valencia.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Tengo 82 años y hoy dormimos a la Luna, que tenía 16. Me despedí de ella en la veterinaria con la mano en su cabecita. La casa está en silencio.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó un compañero del liceo, el Benja. Todos estamos en shock. Fui al velorio y su mamá no paraba de preguntar por qué. No tengo ganas de nada, pero mañana voy a ir a la charla que armó el colegio y le voy a pedir hora a la orientadora.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra fosa en Jalisco, dicen que 30 cuerpos. Mi tía sigue buscando a mi primo desde 2021. Hoy la acompañé con el colectivo de madres buscadoras y cargué la pala.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió la abuela. Antes de irse me dijo "ya me voy a ver a tu abuelo, mija". Y se fue tranquila, dormida. Yo la extraño muchísimo.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ================================================================ quiet: fiction
  {
    text: 'Estoy escribiendo un cuento para el taller: la protagonista deja cartas a todos, regala sus cosas y se mete al mar. Me quedó tristísimo. La profe dijo que el final es demasiado obvio y que lo reescriba.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el juego mi personaje se sacrifico para salvar al grupo y llore como bebe. 80 horas de partida. que final mas hermoso, no puedo superarlo',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un edificio y en vez de caer volaba por encima de Medellín. Me desperté con el corazón a mil pero contenta, era de esos sueños de volar. Desayuné arepa y a clase.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estamos componiendo una canción con la banda, el estribillo dice "apágame la luz y no me prendas más". Suena oscurísima pero es sobre una ruptura. Ensayamos el jueves en el garaje del Nacho.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'vi el final de la serie, el prota se toma todas las pastillas y la hermana lo encuentra en la tina. me dejo hecha bolsa. necesito algo de comedia ya',
    crisis: false,
    guard: 'fiction',
  },

  // ================================================================ quiet: everyday
  {
    text: 'Compré una soga para colgar la hamaca en el patio y unos ganchos nuevos. El domingo asado con los chicos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender la ropa y me quedé sentada en el borde del lavadero mirando el atardecer. Qué lindo se ve Valpo desde arriba.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé la mitad de mi ropa y la bici porque me mudo a Madrid por el máster. Me despedí de todo el pueblo. Última cena con mis padres el viernes, mi madre ya está llorando.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `lista:
- pagar la luz
- pastillas del perro (desparasitar)
- cuchillo nuevo pa la cocina
- cambiar el tanque de gas
- carta pal banco
- comprar cuerda pal tendedero`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cerré sesión en Instagram y dejé el celu en un cajón. Último día conectada por un mes, detox digital. Ya les avisé a todos por correo, nos vemos en marzo.',
    crisis: false,
    guard: 'everyday',
  },

  // ================================================================ quiet: negation
  {
    text: 'No, no quiero morirme. Quiero que termine la guerra y volver a mi casa en Jersón. Son cosas distintas, y la psicóloga del centro de acogida lo entendió a la primera.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi mamá me preguntó si estaba pensando en hacerme daño. Le dije que no y es verdad. Estoy triste por lo de Nico, nada más. Me hizo un té y vimos una peli.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy suicida, estoy cansado. son cosas distintas. necesito dormir 12 horas y que la app me pague lo del mes',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿quiero desaparecer? no. quiero desaparecer del grupo de whats de la familia, que es diferente jaja. tengo 14 y ya me tienen harta con las cadenas',
    crisis: false,
    guard: 'negation',
  },
];
