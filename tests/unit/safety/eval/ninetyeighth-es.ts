import type { EvalNote } from './types';

/**
 * Spanish notes of the ninetyeighth round, written blind: the writers are people in recovery from alcohol,
 * heroin, cocaine and gambling, mothers in the first year after birth, queer and trans people from 14 to 80,
 * people with chronic pain, gamblers and farmers in debt, plus a few veterans, migrants, a Ukrainian refugee in
 * Valencia, nurses and lonely elderly people, from Spain, Mexico, Argentina, Colombia, Chile and the US. There are
 * 40 crisis notes spread over all eleven classes (mostly indirect: invented metaphors, acts told without the
 * intent stated such as things given away, a date circled, a roof or a dam visited and measured, pills counted, a
 * goodbye letter, a song line owned), and 40 quiet notes spread over the seven guards and built on the same
 * topics and words (debt, pills, rope, bridge, roof, rails, goodbye, a past attempt, a screening question answered
 * no). Styles on both sides: careful long entries of 8 to 12 lines, one-liners, lower case without accents,
 * typos, voseo, Mexican, Chilean, Colombian and Spanish slang, Spanglish, emoji, lists, a letter, a form.
 *
 * First run, on 724cad9 (the 95th and 96th rounds' lessons), before any change made for it: recall
 * 36/40, false alarms 2/40 (on 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'Perdí la quincena completa en las apuestas otra vez y ya no le voy a pedir a nadie. Lo decidí hoy en el camión de regreso: esta es la última noche que me acuesto con esta deuda encima, mañana ya no voy a estar para pagarla. No es drama, son cuentas.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya esta. si mañana mi viejo se entera lo de sofi no llego al viernes, me encargo yo antes de que me lo haga el. lo tengo re decidido y me da una paz rarisima',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi madre me ha preguntado por teléfono si estoy bien. Le he dicho que sí. No lo estoy. Quiero irme, y no de viaje: irme del todo. Esta vez lo hago, en cuanto la niña se quede dormida y Javi salga al turno de noche.',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: 'ojala un dia de estos el cuerpo se rinda solito y no tenga q despertar a otra mañana de dolor. le pido eso a la virgen todas las noches, que me lleve dormida nomas, sin avisar',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ochenta y dos años. Cada noche le pido a Dios que no me deje ver otro amanecer en esta casa vacía. No es tristeza, es cansancio de estar. Que me apague como la vela del altar, despacito.',
    crisis: true,
    class: 'passive',
  },
  {
    text: '30 dias sober y honestly lo unico que pienso cruzando la calle es que si un carro me pasa por encima no seria tan malo. like no lo busco pero tampoco me moveria 🤷‍♂️',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Quisiera volverme humo. Que nadie en Bogotá tenga que buscarme, que un día simplemente no esté en el cuarto que alquilo y ya. Tres años aquí y nadie notaría el hueco.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'Ya no voy a ser un problema para el banco mucho tiempo más. Que se queden el piso. Yo me bajo de este tren antes de la próxima estación.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy a ir pronto con mi abuela, la unica que me dijo mijo sin hacer cara. ella me esta esperando del otro lado del rio, lo se. ya casi voy, abuelita',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'che diario, creo que ya me toca apagar la tele. la funcion termino hace rato y yo sigo sentado en el cine vacio como un boludo esperando otra peli 🎬',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya saqué el pasaje sin vuelta. No es a España como le dije a mi hermana, vos sabés a dónde es. Por fin se termina la espalda, la cadera, todo.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'El veneno para la plaga está en el cuartito de atrás. Hoy me quedé viéndolo un buen rato. Dicen que con medio litro es rápido. La cosecha ya no da ni para los intereses del préstamo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'He subido a la azotea tres veces esta semana. Siete pisos. Me he asomado al borde del lado del patio, que da al cemento, y lo he calculado bien. Nadie sube allí desde que murió Julián.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las vias pasan a dos cuadras de casa. el de las 5:40 no frena en esta estacion. estuve toda la tarde sentada en el anden mirandolo pasar y contando los segundos',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La pistola de cuando estaba en el Ejército la tengo guardada en el clóset. Hoy la limpié, la cargué y me quedé sentado con ella en las piernas hasta que llegó mi hija del colegio. Mañana ella tiene paseo todo el día.',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'Marqué el 14 en el calendario con un círculo rojo. Ese día vence la letra y ese día se acaba todo. Ya dejé los papeles ordenados para que no les cobren a ellos.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'lista para el jueves: 1) dejar leche sacada en el freezer pa 3 dias 2) llevar al baby con mi suegra 3) el bridge de la 10 a las 2pm cuando no hay trafico. no le digo a nadie',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy fui a la presa a ver a qué hora se va el velador. 11:30. Me senté en la orilla y conté los pasos desde la reja hasta lo hondo: 140. El sábado no hay nadie porque es el partido.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Anoche hice un ensayo. No se lo cuento a nadie, así que te lo cuento a ti, cuaderno.
Puse todo en la mesilla: el vaso de agua, las cajas de la doctora abiertas, la carta para Pilar.
Me puse el camisón bueno, el azul.
Puse a Serrat bajito, "Mediterráneo", que era de mi Antonio.
Lo tenía todo en la mano cuando ladró el perro en la cocina y me levanté.
Me dio vergüenza de mí misma y lo volví a guardar todo en el cajón.
Hoy la rodilla no me ha dejado ni bajar a por el pan.
La próxima vez saco antes al perro a pasear y cierro la puerta de la cocina.`,
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'Le regalé a la Romi mi campera de cuero y los aros de mi mamá. Me preguntó por qué y le dije que ya no los iba a usar. No le mentí.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Querida Sofi:
cuando leas esto quiero que sepas que nada fue culpa tuya, ni de tu mamá.
Las claves del banco están en el cajón del escritorio, en el sobre amarillo.
La del celular es tu cumpleaños.
Cuídame a Canela, come dos veces al día y le gusta que le rasquen la panza.
Las medallas de AA dáselas al padrino Hernán, él sabrá qué hacer con ellas.
Yo lo intenté, mi amor, tres veces lo intenté.
Papá te quiso siempre aunque no supo cómo.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy dejé al Firulais con la vecina. Le dije que me iba de viaje. Le di el costal de croquetas entero, su cobija y su plato. No creo que vaya a volver por él.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ya le pase mi cuenta de fortnite a mi primo y le dije a mi hermana q se quedara mis audifonos. en la escuela ni van a notar. es raro lo tranquilo q me siento. bye bye 👋',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme. Mi marido ya no duerme de oírme quejarme. Sin mí tendrían una vida. Lo veo clarísimo cada noche: soy el ancla que los está hundiendo a todos.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'la guagua llora menos con su papa. todos estarian mas tranquilos si yo saliera de la ecuacion, lo pienso y lo pienso y cada vez me cuadra mejor 😶',
    crisis: true,
    class: 'burden',
  },
  {
    text: `Hoy fue el cumple de mi jefa, le llevamos pastel de tres leches y le cantamos las mañanitas en la oficina.
Comí con el Beto en la fonda de siempre, pedimos chilaquiles verdes.
En la tarde fui por los niños a la escuela, el chiquito sacó diez en el dictado y se lo pegamos en el refri.
Mi esposa hizo caldo de pollo y vimos la novela.
Mi suegra habló por lo del bautizo del sobrino, le dije que sí vamos.
Ya acostados revisé el estado de cuenta en el cel. 340 mil entre la tarjeta y los préstamos de la app de las apuestas.
Sin mí el seguro de vida les pagaba todo y hasta les sobraba para la escuela de los niños.
Mañana hay junta a las 9, tengo que planchar la camisa azul.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'my mom keeps paying el rehab y yo keep fallando. ya van 3. she would be so much better sin mi chupandole todo. le ahorraria a todos un monton si me quito del medio de una vez',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'hoy otra vez en el baño del insti con el sacapuntas desmontado. 4 mas en el muslo. me lo merezco por lo que pusieron de mi en el grupo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me apague el cigarro en el brazo otra vez pa sentir algo distinto a esto. ya van como 6 marcas, mi ama cree q es del comal. ahorita tengo ganas de otro',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me di la cabeza contra la pared del lavadero hasta que se me pasó. No quería gritarle al bebé así que me grité a mí, con la pared. Hoy fueron tres veces. Tengo un chichón que tapo con el flequillo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'llevo 3 dias sin comer a proposito. cada vez q mi vieja me dice "hija" me salto otra comida. es el castigo por no poder ser lo q ella quiere y lo necesito, me lo gane',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'Tres años aquí en Santiago, sin papeles, sin la familia, sin nada. No hay salida por ningún lado, ya lo probé todo. No le veo sentido a seguir empujando la piedra cerro arriba. Ya no quiero seguir empujando.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'el doctor dijo q no hay mas opciones. "aprender a vivir con el dolor". no. no quiero aprender. no quiero 40 años mas de esto. ya no',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `La psicóloga de la asociación me ha dado un cuestionario para traerlo el martes.
"¿Cree que su situación tiene solución?" Nunca.
"¿Con qué frecuencia siente que el futuro no le depara nada?" Siempre.
"¿Ha pensado que no merece la pena seguir?" Casi todos los días.
Lo he marcado con bolígrafo, no con lápiz, para no poder borrarlo.
Debo 48.000 euros y a mi mujer le he dicho que son 10.000.
No sé si el martes voy a ir.`,
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'He ido juntando los tramadoles que no me tomo. Ya van 60 en el bote de las galletas. Los cuento cada noche como quien cuenta ahorros, y cuando lleguen a 90 ya está.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'compre dos botellas de fernet y me traje la caja de clonazepam del viejo. todo junto esta noche, a ver si esta vez no me despierto en la guardia con una sonda',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me traje del hospital lo que sobró de la morfina de la cama 12. Nadie lo contó. Está en la pañalera, debajo de las toallitas. Lo tengo para cuando el niño se quede con mi mamá.',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '2 años limpio y hoy volvieron las voces de antes, las que me decian que me soltara del balcon. Pense que se habian ido pa siempre. Estan aqui otra vez y suenan muy convincentes, parcero.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Siete años desde la última vez que me lavaron el estómago. Hoy, mirando la caja de pastillas del baño, ha vuelto la misma voz, tranquila, razonable, diciéndome que es buena idea. Como si nunca se hubiera ido.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '14 meses sin apostar y hoy me jugue todo el cheque. y con la deuda volvio lo otro, lo del garage y la manguera del carro. "hello darkness my old friend" jaja no es chiste',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: 'este semestre me esta matando neta, 3 parciales en una semana. y me quiero morir de la verguenza porque el profe leyo mi ensayo en voz alta 💀 pero me puso 10 jaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Muerta de verdad, como un zombi. La niña se ha despertado cinco veces y ya no sé ni en qué día vivo. Pero me ha sonreído a las 6 de la mañana y se me ha pasado todo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el partido de anoche me mato, che. no aposte ni un peso y sufri igual como loco. 8 meses sin apostar, me muero si vuelvo a caer, asi que ni en pedo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La Pati me dijo que me veía regia con el pelo corto y me quise morir de vergüenza, a mis 67 años poniéndome colorada como cabra chica. Mañana la invito a tomar once.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Esta rodilla me tiene mamada, me quiere matar. Pero hoy el fisio me sacó una risa y caminé hasta la tienda solita. Pequeños triunfos, como dice mi hija.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me he quedado más tieso que la mojama después de pagar el alquiler. Si me vuelve a llamar el del banco me tiro por la ventana, jajaja. Mañana me siento con la asesora de deudas a hacer el plan de pagos.',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: `Hoy me llamaron de Járkov.
Mi hermano Oleh murió en el frente la semana pasada, cerca de Kúpiansk.
Lo enterraron ayer y yo estaba aquí, en Valencia, limpiando oficinas.
Mi madre no podía hablar, solo lloraba.
Aquí nadie sabe qué decirme y yo tampoco sé qué decir.
Esta noche he encendido una vela en la ventana como hacíamos en casa.
Mi hija me ha hecho un dibujo de él con su uniforme.
Mañana tengo que ir a trabajar igual.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Se murió el Tano. Sobredosis, en una pensión de Once.
Lo conocí en NA hace seis años, éramos de la misma camada.
Fui al velorio y me temblaban las manos todo el tiempo.
Su vieja me abrazó y me dijo "vos seguí".
A la salida pasé por la esquina donde comprábamos y seguí de largo.
Esta noche llamé a mi padrino y fui a la reunión de las 21.
Dije su nombre en voz alta cuando me tocó compartir.
Mañana cumplo 4 años y 2 meses limpio. Por él también.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos al Capitán. 16 años conmigo. El veterinario fue muy amable, le puso la inyección y se fue tranquilo en mis brazos. La casa suena rarísimo sin sus uñitas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'en tiktok salio que se murio un chico trans de mi edad en monterrey, se quito la vida por el bullying. llore toda la tarde. le escribi a mi amiga para decirle que la quiero. yo estoy bien, solo me dolio un buen',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Dos años sin el Lucho. Fui al cementerio con claveles y le conté que la nieta quedó en la universidad. Volví caminando por la alameda y me tomé un cafecito en la plaza.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi prima perdió a su bebé a los ocho meses. Hoy la acompañé a recoger las cenizas. Yo con mi hija en el portabebé me sentía culpable de tenerla. Le llevé sopa y nos quedamos calladas en el sofá toda la tarde.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Terminé el capítulo donde Lucía sube a la azotea a despedirse de la ciudad antes de irse a Buenos Aires. Mi profe del taller dice que es lo mejor que he escrito. Mañana reviso los diálogos.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el elden ring me mato como 40 veces el mismo jefe jajaja, al final me avente al vacio a proposito pa reiniciar mas rapido 😂 hoy lo vuelvo a intentar',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en el río del pueblo y que mi abuela me sacaba del agua de un brazo. Me desperté sudando. Era solo un sueño, pero igual la llamé a las 7 pa oírla. Está bien, haciendo arepas.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en el cine club de la parroquia. Ramón pidiendo morir y yo con mi silla de ruedas al lado pensando justo lo contrario: que quiero vivir cada día que me quede, aunque duela.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Leyendo Ana Karenina en el colectivo. Llegué a la parte del tren y me pasé dos paradas jaja. Qué libro, por Dios.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo general de "Bodas de sangre". Hago de la Novia y en la última escena tengo que gritar que me quiero morir, y hoy por fin me ha salido sin reírme. El director me ha abrazado. Estreno el viernes 🎭',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'Turno de noche en urgencias. Nos entró una chica de 19 con intoxicación por paracetamol, la estabilizamos y ya está en planta con psiquiatría. Llegué a casa a las 8, me duché y dormí como un tronco.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nuevo esquema del reumatólogo: pregabalina 75 mg dos veces al día y el parche cada 72 horas. Me puse alarmas en el celu para no pasarme ni olvidarme. A ver si con esto duermo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Control de los 40 días en el consultorio.
La matrona me pesó, me revisó los puntos y me preguntó por la lactancia.
Después me hizo el test ese de la depresión posparto.
Me preguntó si había tenido pensamientos de hacerme daño o de hacerle daño a la guagua.
Le dije que no, que lloro harto y estoy cansada, pero eso no.
Me dio hora con la psicóloga perinatal igual, por si acaso, y me pareció bien.
A la vuelta pasamos a comprar pañales con el Nico.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Práctica en la clínica veterinaria: calculamos la dosis de eutanasia para un perrito con insuficiencia renal. La dueña lloró mucho. Yo también un poquito en el baño después.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy me han bajado la metadona a 40 mg. La doctora dice que voy muy bien. Me dan la dosis en el mostrador y me la tomo allí delante, como siempre. 11 meses sin pincharme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Carga viral indetectable otra vez. Tomo mi pastilla diaria a las 9 desde hace 20 años. Me acordé de los amigos que no alcanzaron a tenerla y brindé por ellos con un café de olla.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'hoy hace 4 años que me encontraron en el baño con las muñecas cortadas. hoy corri 10 km con mi novia y comimos tacos al pastor. si la yo de entonces me viera...',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace un año tenía la cuerda comprada y una deuda de 60.000 euros. Hoy he pagado la última cuota del plan con la asociación de jugadores rehabilitados. Lo hemos celebrado mi mujer y yo con una tortilla de patatas.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `Con mi primera hija tuve depresión posparto y llegué a pensar que estarían mejor sin mí.
Nadie lo supo hasta mucho después.
Con este segundo embarazo pedí ayuda desde el principio.
Tomo mi medicación, voy a la psicóloga cada quince días y Julián se levanta de noche conmigo.
Hoy nos fuimos al parque los cuatro y Mariana empujaba el coche del hermanito.
Me senté en la banca y me dio por llorar, pero de otra cosa.
Qué diferente se siente esta vez.
Esta noche le escribo a la doctora para contarle.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 años sobrio. La ultima vez que tome termine en la guardia con un lavaje de estomago porque queria no despertarme mas. Hoy me dieron el llavero de los 5 años en el grupo y llore como un nene, pero de felicidad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví de Malvinas estuve años con ganas de desaparecer. Mi mujer me sostuvo como pudo. Hoy, más de 40 años después, fui a la escuela de mi nieto a contar la historia y los pibes aplaudieron de pie.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'las cicatrices del brazo ya estan blancas. hoy me tatué encima una golondrina. la tatuadora no pregunto nada y se lo agradeci. llevo 3 años sin hacerme daño 🐦',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Compré soga nueva pa amarrar las pacas y las pastillas del perro, las de las pulgas. Mañana temprano a fumigar la milpa, que ya viene la lluvia.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el piso de Lavapiés. Cartas de despedida a los vecinos, las llaves al casero y el gas dado de baja. Nueva vida en Zaragoza con Marta 🏳️‍🌈',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la terraza a colgar la ropa y me quedé un rato mirando la ciudad desde el borde. Bogotá de noche es una belleza. Bajé a hacer las arepas de mañana.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Organizando el botiquín: paracetamol, ibuprofeno, las vitaminas, el hierro, todo al estante de arriba que el bebé ya gatea. Tijeras y cuchillos también arriba. Mamá precavida vale por dos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cruce el puente de Brooklyn caminando por primera vez, 10 años aqui y nunca lo habia hecho. Me despedi del rio como si fuera un amigo jaja. Mañana back to work.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No quiero morirme, que quede claro. Quiero que me deje de doler la espalda. Son cosas distintas y la gente las confunde cuando digo que estoy harta.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi mamá me preguntó si estaba pensando en hacerme algo. Le dije que no y es verdad. Estoy triste por lo de Andrés, pero no es eso. Quiero que pase el tiempo, no que se acabe.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿Pienso en quitarme del medio por la deuda? No. Pienso en cómo pagarla. Hoy llamé a la línea de ayuda para jugadores y me dieron turno para el lunes.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy suicida ni nada, solo re cansada de que en el cole me digan cosas por ser lesbiana. hoy la flor me defendio y me senti menos sola. mañana hablo con la preceptora',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario de la clinica: "¿En las ultimas dos semanas ha pensado que estaria mejor muerto?" Marque "nunca". Por primera vez en años es verdad. 9 meses sin coca.',
    crisis: false,
    guard: 'negation',
  },
];
