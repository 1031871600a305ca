import type { EvalNote } from './types';

/**
 * Spanish notes of the fiftieth round, written blind (the writers saw neither the detector nor any earlier round): 80 diary notes (40 crisis, 40 quiet) by writers from
 * Spain, Mexico, Argentina (voseo), Colombia, Chile, Puerto Rico/Dominican Republic and Venezuela, plus Ukrainian
 * refugees and a Colombian volunteer's mother writing in imperfect Spanish. The writers are teenagers (bullied, LGBT,
 * gamers, self-harm), students, postpartum and refugee mothers, a nurse, farmers, migrants without papers, debtors,
 * a disabled ex-soldier and a war veteran, people in recovery from addiction, people with chronic pain and cancer,
 * carers, and lonely widows aged 80+. Crisis classes are spread across all eleven (3-4 each: intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and mostly avoid textbook words.
 * Quiet guards are figurative (6), othersDeath (6), fiction (6), medical (6), past (5), everyday (6) and negation (5),
 * built on the same topics and words: war, loss, debt, pills, rooftops, rope, bridges, letters, goodbyes. Styles
 * include one-liners, long entries where the crisis sits in a single sentence, hour-by-hour logs, lists, letters,
 * answers to a mother's or therapist's question, a PHQ-9 item answered, dark humour, a quoted ranchera, gamer slang,
 * emoji, all lower case, missing accents and typos.
 *
 * First run, on 7121338, before any change made for it: recall 39/40, false alarms 4/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'Ya lo he decidido. Hoy me quito de en medio. No es un arrebato, llevo semanas dándole vueltas y es la primera noche en meses que estoy tranquila. Es raro estar tranquila por esto.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Che, diario, te aviso a vos porque a nadie más le puedo decir: esta noche termino con todo. No quiero seguir viviendo así y no voy a seguir. Listo, ya lo escribí.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Aprendo español dos años y hoy escribo en español para que mi madre no lee si encuentra el telefono. Mi marido murió en Bajmut en marzo. Nuestro piso en Járkiv no existe. Aquí en Alicante todos muy buenos pero yo no puedo más. No quiero vivir más y esta noche lo voy a hacer, cuando mamá duerme. Perdón por los errores.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'En el cuestionario de la EPS había una pregunta: "pensamientos de que estaría mejor muerto o de hacerse daño de alguna forma". Marqué "varios días" para que no me dejaran ahí. La verdad es "casi todos los días" y que esta semana ya no lo pienso, lo voy a hacer. La psicóloga me dio cita para dentro de 15 días. No voy a llegar.',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'ojalá no despertar mañana po. no es drama, es puro cansancio de estar viva',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Hoy cumplo 83. Los hijos llamaron a las tantas, cada uno un minuto, que tenían prisa. La vecina me subió un bizcocho. Le pido a Dios todas las noches que me lleve mientras duermo, que se me pare el corazón y ya, que aquí ya no pinto nada. Esta noche se lo he pedido con más ganas.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cruzando el desierto pensé que me iba a morir y ahora, en este cuarto en Houston con otros seis, pienso que hubiera sido mejor. Cada mañana de camino al jale quisiera que me llevara un tráiler por delante, así nomás, sin tener que hacerlo yo. Ya ni me fijo al cruzar.',
    crisis: true,
    class: 'passive',
  },
  {
    text: '6:10 toma (15 min cada pecho)\n8:30 toma. no se enganchaba. lloramos las dos\n9:00 lavadora, esterilizar biberones\n11:15 toma\n12:00 vino mi madre, me dijo que qué buena cara tengo\n13:30 toma, vomitó todo encima de mí\n15:00 me encerré en el baño diez minutos. me gustaría desaparecer, dejar de existir, y que la criara alguien que sí sepa\n16:30 paseo hasta la farmacia, crema para las grietas\n18:45 toma\n20:00 Javi llegó, cenamos sin hablar\n22:30 toma',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'Buenas noticias: la hipoteca de marzo no la voy a tener que pagar. Ni la de abril. Ya me encargo yo de que no haga falta. Jaja. Bueno, no tan jaja. Lo tengo más claro de lo que parece.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Sasha, amor, ya falta poco. Pronto voy contigo. Ya no me quedo aquí más tiempo sin ti, esta vez no voy a esperar a que Dios decida cuándo. Guárdame sitio.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mano, si lees esto, no te preocupes por devolverme los chavos. Donde voy no me hacen falta. Bien pronto dejo de ser problema de nadie, ni tuyo ni de mami.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg wp a todos. ya me desconecto pa siempre de este server llamado vida. no es broma esta vez, no me esperen pal ranked del sabado 💀🎮',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'me pasé la tarde buscando desde qué altura es seguro que no quedás en silla de ruedas. la facu tiene ocho pisos y la terraza del sexto está abierta. mañana tengo parcial ahí mismo',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En el cobertizo está el bidón de herbicida, el que no se puede ni tocar sin guantes. Llevo tres días mirándolo cada vez que entro a por el pienso. El banco se queda con la finca en mayo y yo no pienso estar para verlo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compre una soga en la ferreteria, le dije al señor q era pa amarrar la carga de la camioneta. mentira. ya revise la viga del patio de atras y aguanta. nadie sale alla despues de las 10',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Sin la pierna no sirvo ni pa ordeñar. La escopeta del viejo sigue en el armario, y los cartuchos en la caja de zapatos. Hoy la saqué, la cargué y me la quedé mirando un buen rato sentado en la cama. No sé si mañana la vuelvo a guardar.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: 'Lo tengo todo pensado. El domingo mis padres se van al pueblo y yo me quedo "estudiando". El regional de las 18:40 pasa por el paso a nivel de detrás del polígono sin frenar. Ya he ido dos veces a mirar, la segunda cronometré. Nadie pasa por ahí los domingos.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el 14 se cumple un año desde que me sacaron del closet delante de toda la prepa. escogí ese día. ya tengo guardadas en la mochila las pastillas de mi abuela y la carta está escrita. que al menos la fecha signifique algo para ellos',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Para el jueves:\n- dejar a Luna con la vecina (decirle que me voy de viaje)\n- borrar el historial y las fotos\n- programar el mail a mi hermana para las 9\n- el puente de la autopista, a las 3 de la mañana, que no pasa nadie\n- ropa oscura',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'Mamá:\ncuando leas esto no te culpes, por favor, no fue nada que hicieras ni que dejaras de hacer. Las claves del banco están en la libreta azul del cajón de la mesita. Al gato dale de comer dos veces, que si no te despierta. Te quise más que a nadie en este mundo. Perdóname por irme así, sin avisar.\nTu Lucía',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé mi guitarra al Nico y la play a mi primo chico. Me preguntaron por qué y dije que ya no las ocupo. Es verdad, donde voy no se ocupan. Ya casi tengo todo ordenado, solo me falta la pieza.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Escribo lista para Olena: qué come Misha, su pediatra es doctora Ruiz, cómo pedir el empadronamiento, clave del móvil 1704, dinero en la cuenta de Monobank. Para después. Ella va a cuidarlo mejor que yo. Mañana ya no tengo que fingir que estoy bien.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Adiós, mundo cruel. Siempre me reía de esa frase en los dibujos animados. Hoy la escribo en serio. Gracias a los cuatro que me quisieron de verdad: ya me despedí de ustedes a mi manera esta semana, aunque no se dieron cuenta. No me busquen mañana.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'Mi hija dejó el laburo para cuidarme. La veo agotada, discutiendo con el marido por plata, por los remedios, por mí. Los chicos ya ni vienen. Estarían todos mejor si yo no estuviera, y cada día lo tengo más claro y más cerca. Algún día de estos les voy a hacer ese favor.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi mama me pregunto si estoy bien. le dije q si. no lo estoy. mis papas pelean por mi culpa, en la escuela todos se rien de mi. si yo no existiera nadie tendria q preocuparse de nada. les haria un favor a todos si me voy',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Debo 38.000 euros entre las tarjetas y el préstamo. Mi mujer no sabe ni la mitad. Con el seguro de vida se pagaría todo y a ella y a los niños hasta les sobraría. Lo he calculado tres veces esta noche. Valgo más muerto que vivo, así de simple.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que volví sin las dos manos mi mujer me da de comer con cuchara como a un niño. Ella tiene 34 años. Se merece una vida, no ser enfermera de un lisiado las 24 horas. Le estoy robando la vida. Lo mejor que puedo hacer por ella es quitarme de su camino de una vez, y ya sé que puedo hacerlo solo.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'me he vuelto a cortar. esta vez más hondo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy me queme el brazo con el encendedor por haber comido la torta en la fiesta. me lo merecia. mañana no como nada y si como, otra vez lo mismo, ya tengo el encendedor en la bolsa',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puños a la pared hasta que se me abrieron los nudillos y después seguí con la cabeza. Quería castigarme por ser tan inútil, por no conseguir ni un turno de celador. Ahora mismo tengo las mismas ganas de darme otra vez, y más duro.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'otra vez las ganas d hacerme daño 😶 tengo el sacapuntas desmontado en el estuche. en clase no puedo pero en cuanto llegue a casa... xq no paro??',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'Catorce meses sin saber de Andrés. Se fue de voluntario a Ucrania y desde que lo tomaron prisionero cerca de Zaporiyia nadie me dice nada.\nLlamé otra vez a la Cancillería. Lo mismo.\nLlamé a la Cruz Roja. Lo mismo.\nLa novia ya no contesta.\nMi esposo dice que hay que tener fe. Yo ya no tengo nada.\nNo hay salida, nada va a cambiar, él no va a volver.\nNo quiero pasar otro diciembre así. No tengo para qué seguir aquí.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'once años con dolor. once. ningun medico sabe que es, ya ni me creen. no va a mejorar, ya lo entendi. ¿para qué sigo? ¿para quién? no le veo sentido a seguir respirando para esto y ya no quiero seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Sin papeles, sin chamba, sin nadie aquí. Me cerraron otra puerta hoy. En Venezuela no hay nada, en Colombia no hubo nada, aquí en Madrid tampoco. Ya no me queda país donde intentar. No quiero seguir intentando nada, ni vivir, la verdad.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: '"Tómate esta botella conmigo, y en el último trago nos vamos." Pues eso, José Alfredo. Con las pastillas que me dio el doctor del seguro. Ya voy a la mitad de la botella y a la mitad del frasco.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo desde enero guardando las pastillas para dormir en vez de tomármelas. Ya tengo sesenta y dos en el bote de las vitaminas. Me da paz saber que están ahí, esperando el día que decida.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la tira de clonazepam con el ron hace un rato. no se pq escribo esto. a ver si esta vez si funciona',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: '213 días limpio. Hoy volví a tomar. Y con la merca volvieron las ideas de antes, las de tirarme del balcón, igualitas. Pensé que eso estaba cerrado. No lo está, estoy en el balcón ahora.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento. Hoy, por primera vez desde entonces, me descubrí otra vez calculando horas y cantidades. La misma voz, el mismo plan de antes. Tengo miedo, porque sé perfectamente adónde lleva esto y esta vez no sé si quiero pararlo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Turno de 12 horas en medicina interna.\nLa jefe otra vez con los horarios de diciembre.\nDon Gustavo, el de la cama 4, por fin se fue de alta, me regaló un bocadillo veleño.\nAlmorcé a las 4 de la tarde, parada.\nMi mamá llamó para lo de la novena.\nEn el TransMilenio de regreso volvieron los pensamientos de cuando me hospitalizaron, esos de acabar con todo, y no se me han ido en toda la noche.\nSara tiene tarea de sociales, la ayudé.\nMañana me toca de noche.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'El examen de Civil me está matando. Me quedan tres temas y como no me entren me tiro por la ventana, jajaja. Mañana biblioteca a las 8 con Irene, que me presta sus apuntes.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me morí de vergüenza cuando se me cayó la bandeja con los cafés delante de todo el laburo. Quería que me tragara la tierra. Después nos cagamos de risa igual y el jefe me cargó toda la tarde.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta de cansancio, el bebé no durmió nada. me quiero morir (de sueño) jaja. mi suegra viene mañana a "ayudar", eso sí me va a matar',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este trancón me tiene mamado, me quería pegar un tiro. Dos horas para llegar a la oficina. Mañana me voy en bici así me muera en el intento.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la wea del trabajo me tiene hasta la tusa, cualquier día me da un infarto en la oficina. pero el finde nos vamos a la playa con los cabros y eso me salva la vida',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi nieta dice que con el móvil nuevo me voy a volver loca. Ya lo estoy, hija. Hoy aprendí a mandar audios por el WhatsApp. Me muero de ganas de verla en Navidad.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'Hoy llegó la noticia: mi hermano Taras murió cerca de Pokrovsk. Tenía 29 años.\nNo puedo respirar.\nLlamé a mamá a Dnipró, lloramos una hora sin decir casi nada.\nMi jefa del hotel me dio tres días libres.\nEl domingo en la iglesia ucraniana de Madrid hacen una panajida por él. Voy a ir con los niños.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. Catorce años. El veterinario fue muy dulce, me dejó estar con él abrazándolo hasta el final. La casa está vacía y no quiero que se haga de noche. Su cama sigue en el pasillo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi amigo Beto se quitó la vida el sábado. No entiendo nada. En el velorio su mamá me abrazó y me dijo que no dejara de visitarla. Tengo rabia con él, conmigo y con todos. Voy a ir a terapia, se lo prometí a su hermana y me lo prometí a mí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un año que se fue Manolo. Sigo poniendo dos tazas por la mañana. Hoy fui al cementerio y le llevé claveles, le conté lo de la nieta. Cuando me toque a mí, que me pongan a su lado; ya se lo dejé dicho a los chicos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Vi las noticias del ataque en Odesa, había niños entre los muertos. No pude comer. Mi hija me preguntó por qué lloraba y no supe qué decirle. Llamé a la familia de Oksana, están bien.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a don Efraín, el presidente de la junta de la vereda. Tres tiros en la puerta de su casa. Todos tenemos miedo, pero mañana marchamos igual hasta el parque.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'Volví a ver "Mar adentro". Ramón pidiendo morir con esa dignidad, la escena del vuelo por la ventana... Lloré como una magdalena. Qué actorazo Bardem.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Cap 12 del fanfic: la prota sube a la azotea con la carta en la mano. No sé si dejarla saltar o que llegue Ale a tiempo. Los lectores me van a matar si la dejo morir jaja. Mañana lo subo a Wattpad.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en el río de la finca de mi abuelo y no podía salir. Me desperté empapado en sudor. Solo fue un sueño, pero qué feo. Me hice un tinto y ya se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el elden ring me mató el mismo jefe como 40 veces. me quiero matar jajaja. mañana lo intento otra vez con la build de sangrado',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el ensayo del coro cantamos "Gracias a la vida" y a la profe se le quebró la voz. Después nos contó que Violeta Parra se suicidó al poco tiempo de grabarla. Me quedé toda la tarde pensando en eso, en cómo alguien escribe algo tan luminoso.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo general de "Bodas de sangre". Mi personaje muere a cuchillo al final y hoy me salió tan bien que el director aplaudió. Estreno el viernes, estoy de los nervios.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: 'Guardia en urgencias. Una chica de 17 con sobredosis de paracetamol: niveles, N-acetilcisteína, la subimos a planta y psiquiatría la ve mañana. Me quedé pensando en ella todo el turno. Ojalá reciba ayuda de verdad.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El médico me subió la sertralina a 100 mg. Dice que en tres o cuatro semanas debería notar el cambio. Me tomo una por la mañana con el café y listo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver la vaca que no se levantaba desde el parto. No había nada que hacer, hubo que sacrificarla. Es parte del campo, pero igual me pega.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cuarta sesión de quimio.\nMe dieron la lista: ondansetrón cada 8 horas, dexametasona por la mañana, omeprazol.\nMe armé un pastillero semanal con colores.\nCansada, con náuseas.\nPero hoy pude caminar hasta el parque y ver a los nenes en la hamaca.\nFaltan dos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La farmacéutica me preparó el pastillero de todo el mes porque me lío con tantas pastillas. Diecisiete al día, quién me lo iba a decir a mí, que nunca tomaba ni una aspirina.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy al punto de estabilización llegaron seis heridos del frente. Torniquetes, morfina, evacuación a Dnipró. Uno no lo logró. Escribo esto para no llevármelo a la cama. Mañana rotación y dos días de descanso.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'Hoy hace tres años de mi intento. Corrí 5 km por el Retiro y me compré un helado de pistacho. No todo está bien, pero quiero estar aquí, y eso hace tres años no lo podía decir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Las cicatrices del brazo ya están blancas. En la pileta una nena me preguntó qué me pasó y le dije que me lastimé hace mucho. Es verdad: hace cuatro años que no me corto.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio hoy. Me acuerdo de la noche en que quería meterme todo lo que tenía para no despertar más. Hoy mi hija me hizo una tarjeta con un sol. Esto vale la pena.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'La psicóloga me preguntó si todavía pienso en hacerme daño. Le dije que no, y por primera vez era verdad. Lo de 2021 quedó atrás. Me dio el alta en febrero.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después de volver del frente estuve meses durmiendo con la pistola debajo de la almohada, pensando en usarla conmigo. Eso fue en 2023. Hoy me apunté al grupo de veteranos en Valencia, y mañana llevo a Danylo a su primer día de cole.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'Compré cuerda para tender en la terraza y un taladro para colgar la hamaca. El sábado barbacoa con los vecinos del cuarto.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día de clase. Les escribí una carta de despedida a mis alumnos de sexto y me la leyeron ellos en voz alta. Me jubilo después de 38 años. Lloré, pero de alegría.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la terraza a arreglar la antena y desde ahí se ve todo el barrio, hasta la cancha. Mi vieja me gritaba desde abajo que me bajara antes de matarme.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Olía a gas en la cocina. Vino el técnico y cambió la goma de la bombona. Menos mal. Esta noche tortilla.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'cruzamos el puente nuevo en moto con mi hermano y paramos arriba a tomar fotos del atardecer sobre el río. qué chimba',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Llegó la media res a las 6. Afilé los cuchillos, me tomé dos pastillas para la espalda y a darle. Vendí todo el lomo antes de las 11. Buen día en la carnicería.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: 'No quiero morir. Quiero que se acabe la guerra y volver a Mariúpol, a mi calle, aunque ya no esté. Eso es todo. Estoy cansada, no loca.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro, diario: no pienso hacerme nada. Estoy hecha mierda por la ruptura, sí, pero tengo a mis perras y a mi hermana. Solo necesitaba llorar y ya lloré.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La doctora me pasó el cuestionario ese de la depresión. En la pregunta de si había pensado que estaría mejor muerto puse "nunca", y era verdad. Lo que tengo es agotamiento de cuidar a papá con el alzhéimer. Me va a buscar un centro de día.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi novia piensa q estoy deprimido xq no salgo. no amor, no me quiero morir ni nada, estoy quemado del laburo y quiero jugar a la play tranqui un finde',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo hasta el alma al banco, pero no, no me voy a tirar de ningún puente como dice el del bar en broma. Mañana voy al abogado a pedir lo de la segunda oportunidad.',
    crisis: false,
    guard: 'negation',
  },
];
