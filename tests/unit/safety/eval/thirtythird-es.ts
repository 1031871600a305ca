import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-third round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from 14 to 85 and come from Spain,
 * Mexico, Argentina, Chile, Colombia, Venezuela and the Caribbean, plus Ukrainian refugees in Spain writing in
 * learner Spanish: teens (bullied, LGBT), students, postpartum mothers, carers, nurses, a vet, farmers, migrants
 * without papers, people in debt, an addict in recovery, veterans with injuries, a former captive, war widows and
 * wives of mobilised men, and lonely elderly people. The 40 crisis notes cover all eleven classes (intent,
 * passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly without the
 * textbook words. The 40 quiet notes cover all seven guards (figurative, othersDeath, fiction, medical, past,
 * everyday, negation) and use the same topics and vocabulary. Styles: one-liners and long 8–12 line entries with
 * the risk in a single sentence, answers to a mother's or a therapist's question, a screening form answered
 * honestly, dark humour, an owned song line, a to-do list, a letter, questions to oneself, voseo and regional
 * slang, all lower case, typos, emoji and chat abbreviations.
 *
 * First run, on 53422ef, before any change made for it: recall 35/40, false alarms 8/40
 * (on be8889e, the stop's start: recall 35/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'mi viejo me dijo que prefería un hijo muerto antes que un hijo puto. bueno, le voy a dar el gusto. esta noche. ya fue',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy la señora de la ONG me preguntó si estoy bien. Dije que sí. No estoy bien. Mi marido desaparecido en Mariupol desde hace un año, nadie sabe nada, ni Cruz Roja. Ya no quiero seguir aquí, quiero terminar con todo esta semana, ya lo tengo decidido. Sólo no sé como decir a mi hija antes.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Los del gota a gota volvieron a la casa y le gritaron a mi mamá en la puerta. No tengo cómo pagarles, parce, no tengo ni para el bus. Lo único que me queda es quitarme del medio y lo voy a hacer antes de que vuelvan, eso sí lo tengo claro.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'wn ya no aguanto más, hoy me mato, en serio esta vez',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Cada noche le pido a Dios que no me deje despertar. Desde que se fue Manolo la casa está tan callada que oigo el reloj de la cocina. Hoy tampoco ha venido nadie. Me he hecho un caldo y no me lo he tomado.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ojalá un día simplemente no despierte. No quiero hacerme nada, nomás que se apague todo de una vez. La espalda no me deja ni sentarme y ya van once años así.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera desaparecer y q nadie se acuerde de mi 🙃🙃 literal borrarme del mapa',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La psicóloga me dio el cuestionario ese, el PHQ-9. Pregunta 9: "Pensamientos de que estaría mejor muerto/a o de hacerse daño de alguna manera". Marqué "casi todos los días". Luego lo taché y puse "varios días" porque me dio vergüenza que lo leyera delante de mí. La verdad es la primera.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ya he hecho cuentas: la cuota de enero no la pago. Y tampoco va a hacer falta, porque para enero yo ya no estoy. Jaja, el banco se va a quedar con las ganas. Por fin una buena noticia.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Ya casi voy pa' allá, abuela. Tú siempre decías que la puerta estaba abierta. Espérame con el café colao.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Desde la mina me faltan una pierna y las ganas. Mi mamá dice que le dé gracias a Dios que volví. Yo no volví, mamá, volvió esto. Ya mismo me voy a donde están los muchachos del pelotón, ellos me están esperando desde el 2019 y yo ya les hice esperar mucho.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'le dije a mi compa q si no contesto el lunes q no me busque, q me fui de vacaciones largas, de esas de las q no se regresa. ni entendió jaja',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy busqué en el celular cuál es el edificio más alto del centro al que se puede subir sin que te pregunten nada. La torre de oficinas tiene terraza y la puerta de la escalera no cierra. Lo guardé en favoritos.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En la nave sigue la soga de atar los fardos. Llevo tres días mirándola cada vez que paso. La cosecha perdida por el granizo, el banco, y Luisa que se ha ido con los críos a casa de su madre. Hoy me he quedado parado delante un buen rato, pensando en la viga.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'todas las mañanas el Sarmiento pasa a las 7:42 y cada día me paro más cerca de la raya amarilla. hoy pensé q sería re fácil, un paso y listo, nadie tendría tiempo de nada. no sé si mañana me voy a echar atrás',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Mi papá guarda la pistola en el cajón del ropero, detrás de las camisas. Hoy que no había nadie la saqué y la tuve en las manos un rato largo. Pesa menos de lo que pensaba. La volví a guardar. Por ahora.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Ya está decidido: el 14, cuando mis padres se vayan al pueblo. Tengo la casa para mí sola todo el puente. He limpiado mi cuarto, he dejado todo ordenado y he devuelto los apuntes a Clara.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cosas que hacer antes del domingo:\n- devolver los libros a la biblioteca\n- pagarle a Dani los 40€\n- borrar el historial y las fotos\n- escribir la carta para mamá\n- comprar lo que me falta\n- dejarle comida al gato para dos días\nDomingo de madrugada, cuando todos duerman.\nYa no me echo atrás.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Fui andando hasta el puente y me subí a la barandilla un minuto. No pasó nada, pitó un coche y me bajé. Pero ahora ya sé que puedo. La próxima vez no me bajo, y ya sé qué noche va a ser.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy llegó la notificación.\nAndriy murió cerca de Bakhmut, el día 3.\nMi hijo está en Kyiv con mi madre, está bien, ella cuida.\nYo aquí en Madrid sola, en la habitación del piso de acogida.\nLa trabajadora social me dio té y un papel con teléfonos.\nNo voy a llamar.\nYa compré billete para Lviv el jueves, pero no voy a llegar a casa.\nElegí el día: su cumpleaños, 9 de marzo.\nAsí estamos juntos otra vez.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Querida Sofi:\ncuando leas esto no te enojes conmigo.\nQuédate con mi guitarra y con el Pelusa. Come dos veces al día y no le gusta el pescado, aunque te maúlle.\nLa clave del celular es tu cumpleaños, la del banco está en el cuaderno azul.\nA mamá dile que no fue su culpa, que no fue culpa de nadie.\nTe quise más que a nadie en este mundo.\nPerdóname.\nTu hermano, Nico',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé mis tenis nuevos a mi primo, los cómics a Javi y la compu a mi hermana. Me preguntaron por qué y les dije que ya no los uso. Es verdad, ya no los voy a usar. Se siente raro el cuarto casi vacío, pero está bien así, menos cosas que recoger después.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Anoté en una hoja todas las claves del banco, del correo y de la AFP y la dejé en el cajón del velador, dentro de un sobre con el nombre de la Carmen. El Negro se lo llevo mañana donde mi hermano, que tiene patio. Con eso queda todo arreglado para cuando yo ya no esté.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Como dijo Cerati: gracias totales. Eso les digo a todos, a los que me aguantaron y a los que no. Gracias totales. Esta es la última entrada de este diario, ya no voy a necesitar más páginas.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'La niña llora y yo no sé calmarla. Mi suegra sí. Mi marido sí. Todos sí menos yo. Estarían mejor sin mí, de verdad lo pienso, ella crecería con alguien que sepa ser madre y no con esto. Lo pienso a todas horas y ya ni me asusta pensarlo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mis hijos se turnan para cuidarme y gastan lo que no tienen en mis medicinas. Yo ya viví, ya está. Si me voy, ellos por fin descansan. Le pedí a la Virgencita que me recoja pronto, y si no me hace caso, pues ya veré yo cómo me voy.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi esposa me tiene que bañar. Tiene 34 años y en vez de vivir se la pasa cuidándome a mí. Sin mí podría rehacer su vida, conocer a alguien entero. Es lo único que tengo claro: les estorbo a todos. Y ya le encontré la solución a eso.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'me volví a cortar en el baño del cole, en los muslos pa q no se vea. 3 nuevas. no me arrepiento, es lo único q me calma cuando me dicen maricón en el pasillo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy me quemé el brazo con el mechero otra vez porque saqué un 4 en Física. Me lo merezco por inútil. Si el lunes saco otra mala nota me lo hago más fuerte, para que aprenda.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres días sin comer. Cada vez que tengo hambre me repito que no me lo merezco. Hoy me di contra la pared hasta que me sangraron los nudillos. Así aprendo a no ser tan asquerosa.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy fue un día normal.\nDesayuné chilaquiles con mi tía y me fui a la prepa.\nTuvimos examen de química, creo que me fue más o menos.\nEn la salida los del 5B otra vez me aventaron la mochila al charco y lo grabaron.\nRegresé a la casa en el camión, hice la tarea de inglés.\nCenamos pozole porque era el cumple de mi tío.\nAhorita tengo el sacapuntas desarmado en el escritorio y las ganas de usar la navajita están enormes, no sé si voy a aguantar esta noche.\nMañana hay educación física.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres años en Bogotá y sigo igual: sin papeles, sin trabajo fijo, durmiendo en una pieza con cinco más. Nada va a cambiar, nunca. Mi mamá en Maracaibo cree que me va bien y le mando fotos sonriendo. Ya no le veo salida a esto y sinceramente no quiero seguir intentándolo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Ocho meses de cautiverio en Olenivka y ahora estoy libre, en Alicante, en casa de mi hermana. Libre. Todos dicen que tuve suerte. Cada noche estoy otra vez allí, en el suelo de cemento. Esto no se va a ir nunca. No quiero seguir viviendo así y ya no veo otra manera de pararlo que pararme yo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Quién me va a tomar a los 58? ¿Para qué me levanto si no hay fábrica? ¿Qué va a cambiar mañana? Nada. Ya me contesté todas esas preguntas y la respuesta es siempre la misma. No hay futuro, y lo que queda no lo quiero. No doy más, me quiero ir ya.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Llevo dos meses guardando las pastillas para dormir que me receta el médico de cabecera. Ya tengo una caja llena escondida en la maleta del altillo. Por si acaso, me digo. Bueno, no es por si acaso.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé la botella de ron entera y encima las pastillas de la presión de mi mamá, todas las que quedaban en el frasco. Quería dormirme y no volver. Ahora escribo esto y todo me da vueltas y no he llamado a nadie.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me e tomado todo el blister de paracetamol ase una hora y no e dicho nada a nadie. k pase lo q tenga q pasar',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevaba 14 meses limpio. Hoy volví a consumir y con eso volvió la voz de antes, la que me dice que lo mejor es acabar de una vez con todo. En NA dicen que llames a tu padrino. No lo he llamado. No sé si quiero que me convenzan.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento y pensé que eso ya estaba enterrado. Esta semana volvió. El mismo pensamiento, con la misma voz tranquila: "ya sabés cómo". Tengo miedo porque ya no me da miedo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La terapeuta me preguntó: "Del 1 al 10, ¿cuánto han vuelto las ideas de morirte?". Le dije 3. Es un 8. Volvieron igualitas que en 2021, y esta vez no se lo quiero contar a nadie porque no quiero que me vuelvan a internar.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'Este examen de Anatomía me está matando, llevo cuatro días sin dormir estudiando y ni así. Si repruebo me muero, bueno, no literal, pero mi mamá sí me mata 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué vergüenza, tía. Se me cayó la bandeja delante de todo el comedor y me quería morir ahí mismo. Tierra trágame. Luego nos hemos partido de risa Lucía y yo toda la tarde.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el bar, los pies hechos pelota. Me tiro en la cama y no me levanto hasta el lunes, que se caiga el mundo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chato, dan ganas de tirarse por la ventana jaja pero el viernes es feriado y nos vamos a la playa con los cabros, así que aguanto',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los subjuntivos me matan. Mi profesora Lucía dice que voy bien, pero yo me muero de vergüenza cada vez que hablo en la panadería. Hoy dije "quiero que me dé" sin error. Pequeña victoria de refugiada.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi novio me dejó en visto seis horas. Me quería morir. Luego me escribió que se le había muerto el celular, jajaja. Ay, qué intensa soy, Dios mío.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy hace un año que mataron a Serhiy en Avdiivka. Encendí una vela en la iglesia ortodoxa de Málaga y lloré mucho. Dicen que el dolor cambia de forma, no se va. Mañana tengo que llevar a Dasha al cole, y la voy a llevar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy lo tuvimos que dormir al Toby. 15 años. El veterinario fue re amable, lo tuve en brazos hasta el final. La casa está vacía sin el ruido de sus uñitas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez en las noticias: un cayuco con cuarenta muertos frente a El Hierro. No puedo dejar de pensar en sus madres, en cuánto habrán pagado por ese viaje. Me siento tan impotente.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Confirmaron que mi primo Jhon Fredy murió en Ucrania, se había ido de voluntario con otros exmilitares del batallón. Mi tía no para de llorar. Dicen que lo repatrían en dos semanas. Yo me encargo de los papeles con la embajada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy fue el funeral de Marta. Se quitó la vida el martes y nadie lo vio venir. Yo estoy rota, pero no me voy a hacer nada, eso que quede claro, solo quiero entender por qué. Mañana hablo con la orientadora del instituto.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió Paco a las cuatro de la madrugada, tranquilito, con su mano en la mía. 61 años casados. No sé cómo se vive sin él, pero mañana vienen los nietos y los tengo que recibir, y aquí estoy.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Terminé "Crónica de una muerte anunciada". Desde la primera página sabes que lo van a matar y aun así lo lees con el corazón en la boca. García Márquez era un monstruo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Sigo con la novela. En el capítulo 12 la protagonista sube a la azotea del hospital decidida a saltar, y la enfermera de noche la encuentra. Tengo que escribirlo bien, sin morbo. Mañana se lo mando a mi editora.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el elden ring me murió el personaje como 30 veces con el mismo jefe y me tiré del precipicio sin querer dos veces jajaja. hoy por fin lo maté 💪',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba justo antes de tocar el agua. Solo un sueño, raro, me dejó el corazón acelerado. Me levanté, desayuné con los niños y me fui a trabajar como siempre.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de Ética. Ramón Sampedro pidiendo que le dejen morir, treinta años en la cama. Después hubo debate sobre la eutanasia y yo voté a favor. Lloré con la peli, qué bárbaro Bardem.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo general de "Bodas de sangre": hago de la Novia. En la última escena están los cuchillos y la muerte, y la directora quiere que llore de verdad. Salí agotada pero feliz. El estreno es el sábado.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Turno de noche en urgencias. Nos llegó una chica de 17 con una sobredosis de paracetamol. N-acetilcisteína, analíticas, se va a poner bien. Me quedé pensando en ella todo el camino a casa. Ojalá la vea psiquiatría mañana temprano.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El psiquiatra me subió la sertralina a 100 mg. Dice que en tres o cuatro semanas debería notar la diferencia. Me tomo la pastilla con el desayuno y ya ni me acuerdo de que la tomo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita con la reumatóloga. Me cambió el tramadol por otra cosa y me dijo que no pase de tres al día. Lo apunté todo en la libreta. El dolor sigue, pero hoy pude caminar hasta el parque y volver.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuvimos que eutanasiar a una perrita con un tumor enorme. Es parte del trabajo de veterinaria, pero nunca se hace fácil. Le di un abrazo a la dueña y me tomé un café en el coche antes de seguir.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi nieta me ha preparado un pastillero con los días de la semana porque me lío con las pastillas de la tensión y el Sintrom. Ahora ya no me equivoco nunca. Qué lista es la niña.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En el hospital de Toledo me probaron la prótesis nueva. Di doce pasos sin muletas. El fisio dice que en primavera podré correr. Mi mujer lloró y yo hice como que no.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy hace tres años de mi intento. Salí a correr 5 km por la Costanera y me compré un alfajor de premio. Estoy viva y me gusta estarlo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '500 días sin cortarme. Las cicatrices siguen ahí, blancas, pero ya casi ni las miro. Hoy me compré una camiseta de manga corta y me la puse para ir a clase.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2020 estuve a punto de tirarme del Viaducto. Hoy pasé por debajo con mi hija en el carrito y se lo conté luego a mi terapeuta: no sentí nada malo, solo gratitud de estar aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después del conflicto pasé años queriendo morirme, bebiendo, sin hablar con nadie. Ya no. Hoy le enseñé a mi nieto a sembrar yuca en la finca y se rió cuando se embarró.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años sin beber. En aquella época me tomaba todo lo que encontraba para no despertarme. Hoy me dieron la ficha de los dos años en AA y llamé a mi hermana para contárselo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Fui a la ferretería por soga nueva para amarrar las pacas y una lona para el techo del granero. Mañana viene Julián a echarme una mano, si no llueve.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender la ropa y se veía todo Madrid. Qué atardecer. Me quedé un rato ahí arriba con el café, sin pensar en nada.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Última noche en el piso de estudiantes. Despedidas, cartas, abrazos. Le dejé mi planta a Irene y la bici a Nacho. Mañana vuelo a Buenos Aires para empezar el máster. Qué nervios.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me corté con el cuchillo nuevo picando cebolla, tonta de mí. Tirita y listo. La tortilla quedó buenísima y Rafa repitió dos veces.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy vino el técnico del gas a revisar la caldera, dice que hay que cambiar la goma y la llave de paso. Ya me estoy hartando de los gastos de este piso.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Crucé el puente en bici de vuelta del curro y me tomé la pastilla de la alergia nada más llegar, los plátanos de sombra me tienen fatal. Última semana de polen, dicen.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'No, no quiero morir. Quiero que termine la guerra, quiero volver a Járkiv, quiero abrazar a mi padre. Estoy cansada, muy cansada, pero quiero vivir para verlo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '"No tengo ideas de suicidio", le dije a la médica, y es verdad. Estoy agotada de cuidar a mi madre con alzhéimer, eso sí. Me va a dar la baja una semana y mi hermano se queda con ella.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'nah no me quiero matar ni nada, solo estoy re bajón x lo de Cami. mañana hablo con ella en el recreo',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 8.000 euros y no duermo, pero no, no estoy pensando en hacer ninguna tontería. He pedido cita en Cáritas para que me ayuden a reorganizar la deuda.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi marido está en el frente cerca de Zaporiyia. Cada noche espero su mensaje. Hoy escribió solo "vivo". Yo también sigo viva y no pienso rendirme, ni rendirme ni irme a ningún sitio, por él y por los niños.',
    crisis: false,
    guard: 'negation',
  },
];
