import type { EvalNote } from './types';

/**
 * Spanish notes of the seventyninth round, written blind: the writers are people aged 14 to 85 from Spain,
 * Mexico, Argentina, Colombia, Chile and the Caribbean, plus Ukrainian refugees and a veteran living in Spain
 * (a refugee in a reception centre, a widow in Valencia, a mother whose son is at the front, a woman whose
 * husband is in captivity), a teen thrown out for being gay, bullied schoolgirls, postpartum mothers, a farmer
 * facing drought and debt, a migrant without papers, a soldier who lost his legs to a mine, carers, a nurse, a
 * chronic-pain patient, people in recovery from alcohol and self-harm, and lonely elderly people. There are 40
 * crisis notes spread over all eleven classes (3 to 4 each) and 40 quiet notes over all seven guards (5 to 6
 * each) that use the same words and topics (war, grief, debt, pills, rope, roofs, letters, goodbyes). Styles:
 * one-liners and 6 to 10 line entries, a list, a letter to a mother, a drafted group message, a screening
 * questionnaire answered honestly, a question from a social worker answered with a lie, a crisis hidden in one
 * sentence of a long ordinary day, questions to oneself, a Silvio Rodriguez line the writer owns, dark humour,
 * gamer slang, all lower case without punctuation, typos, abbreviations (q, xq, pa), emoji, voseo, vosotros,
 * and regional slang (wey, neta, parce, che, boludo, po, pega, pucho, vaina, mano).
 *
 * First run, on 0de65e4 (after the 78th round), before any change made for it: recall 39/40, false
 * alarms 0/40 (on 8332a21, the stop's start: recall 39/40, false alarms 1/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'Lo decidí en el autobús de vuelta del trabajo, mirando por la ventanilla. No voy a seguir. No es un arrebato ni una rabieta: llevo semanas dándole vueltas y hoy por fin me siento tranquila. Esta noche, cuando Jorge se duerma.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'mi papá me dijo q prefería un hijo muerto q un hijo joto. pues ya somos dos wey. hoy me mato neta, no es drama, ya me cansé 🙂',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'En el centro de acogida la trabajadora social me preguntó: "¿Cómo estás, Oksana?". Le dije "bien, gracias", como siempre. No estoy bien. Quiero terminar con esto hoy, antes de que vuelva a llamar mamá desde Járkov y yo tenga que fingir otra vez que aquí todo va bien.',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'Ochenta y cinco años cumplí ayer. Cada noche le pido a Diosito que no me deje despertar. Anoche también se lo pedí, y esta mañana abrí los ojos y me dio rabia, mucha rabia. Ya no quiero estar, mija, ya no.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Si mañana no me despierto, mejor. No lo digo para llamar la atención, che. Once años con este dolor de espalda y ya no tengo ganas de estar acá. Ojalá se apague todo mientras duermo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La niña llora, yo lloro. Hoy fui a por pañales y pensé: ojalá me atropelle un coche al cruzar. Así sería un accidente y nadie diría que soy mala madre. Lo pensé tres veces en el mismo paseo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Silvio canta "ojalá pase algo que te borre de pronto" y yo lo escucho pensando en mí. Que algo me borre de pronto. Una luz, un accidente, lo que sea. No quiero existir más, y hoy lo siento en todo el cuerpo.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'Tranquilos todos, que dentro de poco dejo de ser un problema.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Andriy, pronto voy contigo. Aquí en Valencia ya no tengo nada que hacer. Le dejé a la vecina las llaves y le pedí que me riegue los geranios "por si tardo". Ella no entendió. Mejor así.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'parce me voy de viaje largo, de esos sin tiquete de vuelta jajaja. no, en serio. ya me cansé de todo esto. no me busquen el fin de semana',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya no le encuentro sentido a nada. creo q es hora de cerrar sesión para siempre y no hablo del discord. gg a todos, fue lindo mientras duró',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'He buscado cuántos pisos hacen falta para no fallar. Dicen que a partir de diez. El edificio de la oficina tiene catorce y la puerta de la azotea no tiene alarma, lo he comprobado hoy. No es curiosidad.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En el galpón hay una soga que aguanta un ternero. Hoy la miré distinto, un rato largo. Aguanta a un hombre también. Si no llueve este mes y el banco se queda con el campo, ya sé lo que voy a hacer con ella.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Todavía tengo el revólver de mi apá en el escaparate. Hoy lo limpié, lo cargué y me lo quedé mirando como una hora. No lo cargué pensando en ladrones.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las vías pasan a dos cuadras del cuarto. la bestia pasa como a las 3 de la mañana. ya medí cuánto tardo caminando, son 6 minutos. no aguanto otro día aquí sin papeles sin nada sin nadie',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: 'Cosas para el sábado:\n- devolverle a Lucía los 200 €\n- dejar a Toby con mi hermana (decirle que me voy un finde fuera)\n- borrar el móvil\n- ir a la playa de noche, sola\n- no volver\nYa he sacado el billete de autobús. Solo de ida.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche cerré las ventanas y abrí la hornilla sin prenderla, pa ver qué se sentía. La cerré a los diez minutos porque el vecino tocó la puerta. Mañana el vecino trabaja de noche.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'El 14 cumplo 30 y decidí que no llego. Tengo diez días para dejar todo ordenado: la pega, las deudas, el gato. Es raro, pero desde que puse la fecha duermo mejor.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Martes. Turno de mañana en el súper; la de la caja 3 otra vez llegó tarde y me tocó reponer lácteos sola. Comí un táper de lentejas en el almacén. Por la tarde fui a correos a por un paquete: las zapatillas que pedí hace un mes, me quedan pequeñas, qué novedad. Llamé a mi madre y me habló media hora de la rodilla de mi tía. El jueves, cuando Irene se vaya a Sevilla y me quede sola en el piso, lo hago; lo tengo todo guardado en el cajón de la mesilla. Cené una tortilla francesa y vi dos capítulos de una serie coreana. Mañana me toca de tarde.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'Mamá: cuando leas esto no te culpes, tú hiciste todo bien. Las contraseñas del banco están en el sobre azul del ropero y Canela se queda con doña Rosa, ya le pagué el mes. Te quise siempre, aunque nunca te lo supe decir. Perdóname por irme así.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regalé el play a mi primo y los tenis nuevos a Kevin. me preguntaron que qué me pasaba y les dije que ya no los voy a necesitar. es verdad mano. ya pronto',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy he hecho limpieza.\nHe escrito todas las contraseñas en una libreta y la he dejado en la mesa del salón.\nEl perro tiene pienso para un mes y la vecina tiene copia de la llave.\nHe dado de baja el gimnasio.\nLe mandé a mi hermano un audio diciéndole que le quiero; hacía veinte años que no se lo decía.\nHe dejado la ropa doblada y la nevera vacía.\nNo quiero que nadie tenga que ordenar nada después.\nYa está todo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Borrador del mensaje para el grupo: "Chicas, gracias por estos años, de verdad. Sé que no siempre he sido buena amiga. Os quiero muchísimo. Cuidad de Marta por mí. Y no me busquéis, por favor." Lo dejo programado para mañana a las 8.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme. Sin mí tendría su vida, su marido, sus viajes. Cada día que sigo vivo le quito un día a ella. Ya no quiero seguir siendo ese peso, y hoy lo tengo más claro que nunca.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Con el seguro de vida Caro paga la hipoteca y los chicos siguen en el mismo colegio. Vivo valgo menos que muerto. Lo calculé tres veces en el Excel. Los números no mienten, boludo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que la mina me quitó las piernas mi mamá no duerme y mi mujer trabaja doble turno. Todos estarían mejor si yo no hubiera vuelto de allá. Eso todavía se puede arreglar, y lo estoy pensando en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'La psicóloga del centro de salud me dio el cuestionario. Pregunta 9: "¿Ha pensado que estaría mejor muerto o en hacerse daño?". Marqué "casi todos los días". En el margen escribí "y mi familia también estaría mejor", y lo borré antes de entregarlo. No me atreví a dejarlo.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'me volvi a cortar. en el muslo pa q no se vea en educación física. tres. me lo merecia por lo de hoy y si pudiera me hacia mas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy tampoco comí. En el grupo de WhatsApp me pusieron "la vaca" y catorce personas pusieron jajaja. Si como, no me lo merezco. Mañana tampoco voy a comer, y si aguanto, pasado tampoco.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'apagué el pucho en el brazo otra vez, al lado de la otra marca. dolió menos de lo que esperaba y eso me asusta, porque ahora quiero hacerlo más fuerte',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puños a la pared hasta que se me abrieron los nudillos y después me di con la cabeza contra el espejo del baño. Quería sentir algo que no fuera esta vaina. Todavía tengo las ganas de seguir dándome.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'Nuestra casa en Mariúpol ya no existe, la vi en un vídeo de un dron.\nMi marido está en cautiverio desde hace catorce meses y no sé si vive.\nAquí en Málaga limpio apartamentos de turistas.\nMi hija ya habla español mejor que ucraniano y se avergüenza de mí.\nNo hay vuelta, no hay futuro, no hay nada que esperar.\nHoy, limpiando un balcón de un séptimo, pensé que no quiero seguir así ni un día más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'nada va a cambiar nunca para que seguir si cada dia es igual mismo hoyo misma mierda mismo yo ya no quiero seguir no quiero',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para quién? ¿Qué cambia si mañana no estoy? Nada. No le veo salida a esto, ni en un año ni en diez. Y ya no tengo ganas de seguir buscándola.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: 'Llevo dos meses guardando las pastillas de dormir que me receta el médico. Ya tengo cuarenta y tantas en el bote de las vitaminas. Hoy las he vuelto a contar. Cuando sean sesenta, ya.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé toda la tira de clonazepam con lo que quedaba de la botella de ron a ver si así duermo de verdad y pa siempre 😴 no me escriban',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé 20 paracetamoles hace una hora. No le he dicho a nadie. Me duele la panza. No sé si quiero que alguien se entere.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: 'Dos años limpia de cortes y hoy tuve la cuchilla en la mano otra vez. No la usé. Pero las ganas volvieron igual de fuertes que antes, y no sé cuánto voy a aguantar esta noche.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Después de lo de 2021 creí que nunca iba a volver a sentir eso. Hoy volvió. La misma voz, las mismas ganas de no estar. Tengo miedo porque sé perfectamente adónde lleva.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Día 412 sin tomar. Hoy compré una botella y la tengo en la mesa. No es por el trago. Volvieron los pensamientos de antes, los de terminar con todo, y la botella siempre fue parte de ese plan.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'Este examen de Cálculo me está matando. Tres noches sin dormir, me muero de sueño y la profe dice que "es lo básico". Si suspendo me tiro por la ventana jajaja. Mañana a las 9, deseadme suerte.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Che, me quería morir de la vergüenza cuando se me cayó la bandeja delante de todo el bar. Que me trague la tierra, pensé. Después nos matamos de risa con Juli en el vestuario.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de ganas de ver a mi abuelita en diciembre 🥹 ya compré el boleto, nomás faltan 40 días. Me va a matar a tamales.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doce horas en el almacén y mañana otra vez. No tengo fuerzas ni para cenar. Me tiro en el sofá y a dormir como un tronco.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me mató con esa sonrisa, parce, estoy muerta jajaja. Me quiero tirar por la ventana de los nervios antes de la cita del viernes 🙈',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La pega me tiene hasta el cuello. Si el jefe me vuelve a llamar un domingo lo mato, juro. O me tiro del cerro San Cristóbal. Bromita po. Mañana le digo que los domingos no más.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'Hoy me avisaron que mataron a Oleh cerca de Pokrovsk. Jugábamos juntos de niños en Poltava. Su madre vive aquí en Alicante, en el mismo piso que yo, y no sé cómo decírselo. Lloré en el baño del trabajo y luego fui a buscarla a la parada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Lola. Quince años. El veterinario le puso la inyección y se fue tranquila en mis brazos. La casa está vacía y su correa sigue colgada en la puerta. No la pienso quitar todavía.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace un año que se me fue Ernesto. Fui al panteón, le llevé cempasúchil y le platiqué un rato. Lo extraño cada día, pero sigo, porque él me pidió que siguiera y porque los nietos me necesitan.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias, otro cayuco volcado frente a El Hierro, cuarenta muertos. Mi primo llegó así hace dos años. No puedo dejar de pensar en esas madres esperando un mensaje que no va a llegar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó el hermano de Dani. Diecinueve años. Fuimos al velorio y nadie sabía qué decir. Le escribí a Dani que estoy acá para lo que necesite, a la hora que sea. Mañana le llevo comida a la mamá.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'A mi hijo lo mataron hace cinco años en el barrio. Hoy la Fiscalía por fin llamó: hay juicio. No me lo devuelve, pero alguien va a pagar. Le prendí una vela y se lo conté.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'Terminé "Crónica de una muerte anunciada". Todo el pueblo sabía que iban a matar a Santiago Nasar y nadie hizo nada. Me dejó rara toda la tarde. Mañana lo comentamos en el club de lectura.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En mi novela, Clara se tira del puente en el capítulo 12. Hoy reescribí la escena cuatro veces. Mi editora dice que es demasiado explícita y que hay que cuidar cómo se cuenta. Tiene razón. La dejo en el borde y corto ahí.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un edificio altísimo y me despertaba justo antes de tocar el suelo. Me levanté empapada. Mi hermana dice que es por el estrés de la mudanza. Desayunamos churros y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me morí 47 veces con el mismo jefe del elden ring 💀💀 ya me quiero morir de verdad jaja no, mentira. mañana lo mato sí o sí',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Puse "Gracias a la vida" mientras cocinaba. Leí que la Violeta se quitó la vida al poco tiempo de grabarla. Qué cosa más triste y más hermosa a la vez. Pedí su biografía en la biblioteca.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos el final de la serie con Marcos. El protagonista le deja una carta de despedida a su hija y se mete en el mar. Lloré como una magdalena. Marcos se estuvo riendo de mí toda la cena.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: 'Guardia de noche en urgencias.\nA las 2 entró una chica de diecisiete con sobredosis de paracetamol, la trajo su madre.\nLavado, N-acetilcisteína, analítica cada cuatro horas.\nA las 7 estaba estable y la subieron a planta; la verá psiquiatría.\nMe quedé pensando en ella en el metro.\nOjalá encuentre a alguien que la escuche.\nYo llegué a casa, me duché y dormí hasta las tres.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El doctor me subió la sertralina a 100 mg. Dice que en dos o tres semanas debería notar el cambio. La apunto en el pastillero de la semana para no saltarme ninguna.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Receta nueva: tramadol 50 mg cada 8 horas si hay dolor, máximo tres al día. La fibro hoy en un 7 sobre 10. Mañana fisio a las 10 y después café con Mari.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Simba se comió media caja de ibuprofeno de la mesilla. Carrera al veterinario: le hicieron vomitar, suero y analítica. Ya está bien, roncando en mi cama el sinvergüenza. Las pastillas ahora van al armario alto.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La doctora me dijo que deje de tomar tantas pastillas juntas, que el omeprazol no va con todo. Mi nieta me hizo una tabla con colores pegada en la heladera. Qué viva que es esa nena.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Resultados: el tumor se redujo a la mitad con la quimio. Quedan cuatro sesiones. Estoy muerta de cansancio y sin pelo, pero hoy, por primera vez en meses, lloré de alegría en el coche.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'Hoy hace tres años de mi intento. Dos días en la UCI. Hoy corrí mis primeros 10 km y mi madre me esperaba en la meta con una pancarta. Estoy viva y quiero seguir estándolo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Se me están borrando las cicatrices del brazo. Hace cuatro años que no me corto. Hoy fui al trabajo en manga corta por primera vez y nadie dijo nada. Nadie. Qué alivio.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del frente en 2022 pensaba en el fusil cada noche. Hoy, después de dos años de terapia y una prótesis nueva, le enseñé a mi hijo a montar en bici en el Retiro. Ya ni me acuerdo de la última vez que pensé en aquello.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin copete. Antes tomaba para no despertar, literal. Hoy me dieron la ficha de los cinco años en el grupo y mi hija estaba ahí aplaudiendo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado por estas fechas yo ya había escrito la carta. hoy la encontré en un cajón y la rompí en mil pedazos. tengo novia, entré al equipo de vóley y estoy bien, de verdad. la psicóloga dice que ya podemos vernos una vez al mes',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'Domingo de IKEA: cuerda para el tendedero, pastillas para el lavavajillas, un cuchillo de cocina nuevo y tres velas que no necesitaba. Qué pereza de día.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender y el viento se llevó la sábana hasta el edificio de enfrente. La vecina me la devolvió muerta de risa. Ya somos amigas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy colgamos los jamones en el secadero con soga nueva. El abuelo dice que esta vez aguantan todo el invierno. El sábado, matanza en casa de los primos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina. Me despedí de todos, le dejé una carta a mi jefa dándole las gracias y regalé mis plantas a Carmen. El lunes empiezo en Barcelona. ¡Qué nervios!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó la bombona de butano en plena ducha. Agua helada. El repartidor no viene hasta el martes, así que duchas en casa de mi suegra. Qué vida más dura jajaja.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy recogí la última caja del centro de refugiados en Madrid. Me despedí de las voluntarias y les dejé una carta en ucraniano y en español. Mañana nos mudamos a nuestro propio piso en Getafe. Se acabó vivir cinco personas en una habitación.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y que mi hijo vuelva del frente. Es lo único que quiero. Hoy hablé con él tres minutos por Signal y oí su voz. Con eso aguanto otra semana.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La matrona me preguntó si tengo pensamientos de hacerme daño a mí o a la bebé. Le dije la verdad: no. Estoy agotada y lloro sin motivo, pero quiero estar aquí para verla crecer. Me dio cita con la psicóloga perinatal.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No estoy deprimido, estoy endeudado, que es distinto. Mañana voy al banco a renegociar el crédito. Mi hermano me presta para la cuota de este mes. De esta salimos.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'aclaro x si alguien lee esto: no me voy a hacer nada. estoy triste xq sofi me dejó y ya. se me va a pasar. hoy comí helado de dulce de leche y vi tiktoks toda la tarde',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No pienso en la muerte, aunque a mi edad ya toca. Pienso en que nadie me llama. Hoy bajé a la plaza y estuve media hora hablando con el del quiosco. Mañana voy al hogar del jubilado a jugar al dominó.',
    crisis: false,
    guard: 'negation',
  },
];
