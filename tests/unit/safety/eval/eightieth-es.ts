import type { EvalNote } from './types';

/**
 * Spanish notes of the eightieth round, written blind: the writers range from a 14-year-old in Mexico to an
 * 85-year-old widow in Castile, and include rioplatense students and nurses, Chilean miners, farmers and teens,
 * Mexican labourers and postpartum mothers, Caribbean (Dominican, Puerto Rican, Cuban) writers, Colombians and a
 * Venezuelan migrant, and Ukrainian refugees, widows, a former captive and a wounded veteran writing in learner's
 * Spanish in Spain. The 40 crisis notes lean on the indirect classes (euphemism, farewell, relapse, selfHarm,
 * burden, method without naming death) with a few passive, intent, plan, hopelessness and dose notes; the 40 quiet
 * notes cover figurative idioms, others' deaths, fiction and dreams, routine medicine and work with overdoses,
 * the writer's own past crisis, ordinary days with ropes, bridges, roofs, gas and goodbyes, and explicit
 * negations. Styles: late-night phone writing without accents, q/xq/tb/k, voseo and regional slang, swearing,
 * emoji, voice-to-text run-ons, lists, a letter, a screening form, a mother's question, dark humour, a song line,
 * crises hidden in one sentence of a long ordinary entry, one-liners and 8-12 line entries.
 *
 * First run, on c2f73fa (after the 79th round), before any change made for it: recall 40/40, false
 * alarms 4/40 (on 8332a21, the stop's start: recall 40/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: euphemism (6) ----------------
  {
    text: 'bueno gente ya fue, me bajo en esta parada. no me esperen pal asado del domingo. los quise posta, a todos',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya hablé con mi compadre pa que se quede con la troca. Pronto voy a estar con mi apá allá arriba, ya me está esperando desde hace rato. Y ya no le voy a deber nada a nadie, ni al banco ni a los de la tanda.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy en clase de español profesora preguntó planes para verano. Yo dije "viajar". Verdad es que yo en verano no voy a estar. Ya decidido. Me voy con mi Sasha, él está en tierra cerca de Bajmut desde marzo y cada noche me llama en sueño. Pronto, amor, pronto.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'weon ya no voy a molestar mas a nadie, en un rato me desconecto pa siempre jaja. no es broma igual',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me he dado de baja de todo esta semana: Netflix, el gimnasio, la newsletter del curro, el grupo de la boda de mi prima. Solo me queda darme de baja a mí. Ya tengo fecha y todo, que una es organizada hasta para esto 🙃',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le pedí a mi Dios que esta noche me recoja, que ya viví bastante. Y si Él no me recoge, pues me voy yo solita a buscar a mi Rafael. Ya dejé el vestido azul planchado encima de la silla.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: farewell (6) ----------------
  {
    text: 'mi amor si tu lees esto ya yo me fui. la clave del cel es la fecha de la nena. los papeles del seguro tan en la gaveta de abajo. no te me pongas triste q tu eres fuerte. cuidamela mucho',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'cosas pendientes:\n- devolver el libro a la biblio\n- pasarle mi cuenta del lol a mi primo con todas las skins (hecho)\n- el gato a la vecina mañana temprano, le he dicho q me voy de viaje\n- borrar el historial\n- escribirle a lucia lo q nunca le dije\ndespues de eso ya esta. no me voy de viaje',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Querida Flor:\nTe dejo los papeles de la casa en el cajón del escritorio, la escritura y lo que firmé el martes en la escribanía.\nAl Toby llevalo con vos, no lo dejes solo que llora de noche.\nLas plantas del balcón regalalas a la señora del 4°B, ella las quiere.\nNo es tu culpa, nunca fue, que te quede claro.\nDesde que se fue tu madre esta casa es un ruido que no para.\nPerdoname por el lío que te dejo.\nTe quiere, papá.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ya le regale mis tenis y mi sudadera de bts a la Fer, le dije q ya no me quedaban. le escribi una carta a mi mama y la escondi en el libro de biologia, ahi la va a encontrar cuando recoja mis cosas. ojala entienda q no era su culpa q yo saliera asi',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le deje al Benja mi reloj y la plata del mes en un sobre. Ya pague la luz y el agua pa que no les falte nada. Anoche lo abrace largo y no entendio por que. Hoy es mi ultimo turno, en todo sentido.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy escribi a todos amigos de jarkiv gracias por todo perdonadme si algo hice mal he borrado mis fotos de instagram devuelto llaves del piso a la señora pilar con dinero de todo el mes y una nota para ella tambien mama no sabe nada mejor asi ya no hay nada mas que hacer aqui',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: relapse (5) ----------------
  {
    text: '14 meses limpio y hoy otra vez la voz de siempre. la del "para que". creia que la habia dejado en la planta de psiquiatria del Clinico. esta noche ha vuelto igual de fuerte que la otra vez, la vez que me encontraron.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'llevaba 200 dias. hoy me encontre abriendo el cajon del baño otra vez. no hice nada todavia pero las ganas volvieron como si nunca se hubieran ido y tengo miedo de esta noche',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace 5 años que salí del hospital y le prometí a mi esposa que nunca más. Hoy manejando por el puente de Viaducto volví a sentir el jalón, el mismo de esa vez, frenar, bajarme, y ya.\nLlegué a la casa temblando y me puse a ver el futbol como si nada.\nYa regresó. No se lo he dicho a nadie.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La psicóloga me preguntó si habían vuelto los pensamientos de cuando nació Mateo. Le dije que no. Mentira. Volvieron el martes, y desde el martes cada noche me imagino cómo sería no estar, y ya no me asusta como antes.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'volvio. la wea volvio 🙃 pense q las pastillas la habian matado pero esta ahi otra vez diciendome q lo haga de una, igualito q en 2022',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- crisis: selfHarm (5) ----------------
  {
    text: 'hoy en el insti otra vez lo de "gorda" en mi taquilla. he llegado a casa y me he encerrado en el baño con el sacapuntas desmontado. ahora me escuece todo el brazo pero x lo menos pienso en eso y no en ellas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme la pierna con el encendedor 3 veces xq la cague en el parcial. me lo merezco. si mañana la cago de nuevo van a ser mas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di de putazos a la pared hasta que me sangró el puño y luego me seguí pegando en la cabeza, no quería sentir lo otro. mañana digo que me caí en la obra',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy tampoco comi nada, ya van 4 dias. cada vez q me da hambre me digo q no me lo merezco. me peso 3 veces al dia y si subo me pellizco hasta dejarme morao. nadie se da cuenta xq uso mangas largas con este calor',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tengo ganas de cortarme ahora mismo 😣 mi mama esta en la pieza del lado y no le puedo decir. las tijeras estan en el estuche. alguien q me distraiga porfa',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: burden (5) ----------------
  {
    text: 'Mi nuera trabaja dos turnos para pagar piso en Carabanchel.\nYo solo como, veo tele ucraniana y ocupo cama del nieto.\nAyer por la noche oí que decían en cocina que no llegan a fin de mes.\nSin mí tendrían habitación más y una boca menos.\nYo ya viví mi vida en Mariupol, ellos no han vivido todavía.\nPronto les quito este peso. Ellos no tienen que saber antes.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mujer ha dejado la tienda para cuidarme. Cada vez que me ayuda a ducharme la veo más cansada, más vieja. ¿Para qué sigo? ¿A quién le sirvo así? Estarían todos mejor si yo no estuviera. Lo pienso cada noche y cada noche me parece más razonable.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'debo 2 palos, el banco llama todos los dias, mi vieja puso la jubilacion pa tapar mis cagadas. el seguro de vida cubre todo si me pasa algo. seria lo unico util q hice en mi vida de mierda',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'perdon por todo el desmadre q les hago pasar. mis papas se pelean por mi culpa diario. si yo no existiera ellos estarian bien, ya lo se. perdon por las molestias 🙏',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mis hijos mandan plata desde Santiago pa mis medicinas y ellos no tienen ni pa ellos. Yo soy un gasto nada más, una vieja enferma en Bogotá. Si yo falto se ahorran eso y pueden traerse a los nietos. Ya no quiero seguir siendo la cuenta que pagan.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: method (5) ----------------
  {
    text: 'he subido a la azotea del edificio del curro tres veces esta semana. la puerta no tiene llave. desde ahi se ve toda la castellana. esta noche subo otra vez y esta vez no bajo por la escalera',
    crisis: true,
    class: 'method',
  },
  {
    text: 'me quede media hora en el anden del roca viendo pasar los trenes. cada vez q venia uno daba un paso mas hacia la linea amarilla. mañana no me quedo atras de la linea',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compré una cuerda en el Home Depot, de la gruesa. el cajero me preguntó si era pa mudanza y le dije que sí. la viga del patio aguanta, ya la probé con el costal de cemento',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hoy fue un dia tranquilo. Lleve al Tomi al colegio, pase al banco, almorzamos cazuela donde mi suegra. En la tarde compre una manguera que calza justo en el tubo de escape y cinta de embalar, el garaje cierra bien. La Maria se va donde su hermana el finde con los niños. Despues vimos el partido de la U, perdimos otra vez.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta de caza de mi padre sigue en el armario del pajar. Hoy la he limpiado y he buscado los cartuchos. No es para los conejos. Tres años sin llover y el banco se queda la finca en marzo.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: passive (3) ----------------
  {
    text: 'Cada noche rezo para no despertar. Y cada mañana me despierto y me enfado con Dios. Ochenta y cinco años y el teléfono sin sonar.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Celia decía que la vida es un carnaval. Pa mí ha sido un velorio larguísimo y ya quiero que se acabe, que me apaguen la luz y no despertar más 🎶💔',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cuestionario del centro de salud, pregunta 9: "¿pensamientos de que estaría mejor muerto o de hacerse daño?". Marqué "casi todos los días". Es la primera vez que lo digo, aunque sea con una cruz en un papel. Y es verdad, ojalá no estar.',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: intent (1) ----------------
  {
    text: 'mi vieja me pregunto si estaba bien. le dije q si. no estoy bien. esta noche lo hago, ya esta decidido, no me quiero despertar mas en este mundo de mierda',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: plan (2) ----------------
  {
    text: 'Viernes 11 pm, el puente de la 68 con Boyacá, después de que mi mamá se duerma. Ya le dejé servida la comida al gato pa dos días. Ensayé el camino en bici el martes: 14 minutos.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Día normal.\nPor la mañana al Mercadona, he comprado merluza y yogures para la semana.\nLa jefa me ha cambiado el turno del jueves, mejor.\nHe llamado a mi hermana, que su hijo ha aprobado la EBAU, qué alegría.\nPor la tarde he planchado.\nHe elegido el 3 de mayo, el cumple de Andrés, para irme con él; ya tengo guardadas las pastillas de casi dos meses.\nLuego he visto un capítulo de la serie y a dormir.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: hopelessness (1) ----------------
  {
    text: 'Mi ciudad está ocupada. Mi casa ya no existe, vi foto en Telegram.\nMis padres no contestan desde agosto.\nAquí en Málaga limpio habitaciones de hotel y no entiendo a nadie.\nNo hay nada que esperar. Nada va a cambiar nunca.\nY ya no quiero seguir esperando a que cambie.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose (1) ----------------
  {
    text: 'llevo juntando los orfidales de mi madre desde navidad, ya tengo dos tiras y media. esta noche me los tomo con el ron q sobro de nochevieja, todos de golpe',
    crisis: true,
    class: 'dose',
  },

  // ---------------- quiet: figurative (7) ----------------
  {
    text: 'el examen de estadistica me ha matado, me quiero morir de verguenza xq me he quedado en blanco delante de todos jajaja. mañana cañas para olvidar',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de sueño boludo, labure 12 horas y encima el jefe me re bardeo. estoy muerto. mañana franco gracias a dios',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'neta me quiero morir, el vato q me gusta vio mis historias de la secu 💀💀💀 tierra tragame',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chato, ando muerto en vida weon, pero el viernes nos vamos pa la playa con los cabros y se me pasa',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'este calor me va a matar, sin luz otra vez en el barrio desde las 3. me estoy derritiendo mano. LUMA nos quiere ver muertos a todos jaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Esta niña me va a matar de un susto, llegó a las 3 de la mañana sin avisar. Casi me da un infarto. La castigué un mes y ya me siento mejor.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'he enterrado por fin al Javi, muerto y enterrado, bloqueado de todas partes. me he cortado el pelo y me he hecho un tatu. vida nueva tia',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath (6) ----------------
  {
    text: 'Hoy llegó noticia: Dmytró, mi vecino de Járkiv, murió en el frente cerca de Pokrovsk. Tenía 24 años, yo le conocí con cinco. Encendí vela en la iglesia ortodoxa de aquí. No puedo parar de llorar, pero mañana tengo que ir al trabajo igual.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'hoy dormimos al firulais en el veterinario, tenia cancer. le di su ultima croqueta y se fue tranquilito en mis brazos. no se como voy a entrar a la casa sin que me ladre 😭',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un año que se fue el Negro. Hoy fui a la Chacarita, le llevé claveles y le conté que la nena está embarazada. Me quedé hablando sola como una loca. Volví en el 93 y tomé mate mirando su sillón.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'hoy se cumple un año desde q el Nico se quito la vida. fuimos con los cabros al mirador donde le gustaba ir. todavia me pregunto q no vi. le prometi que yo si voy a pedir ayuda si algun dia ando mal, y lo estoy cumpliendo, voy al psicologo los martes',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias otra vez lo de la patera en Canarias, 40 muertos, niños incluidos. No me lo quito de la cabeza. Le he hecho un bizum a Salvamento Marítimo y he apagado la tele.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi mamá murió esta madrugada, después de dos años cuidándola. Le cerré los ojos yo. Siento un vacío horrible y también alivio, y me da culpa sentir alivio. Mañana es la velación en la funeraria de la 80.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction (5) ----------------
  {
    text: 'llevo toda la noche escribiendo el capitulo 12 de mi fanfic, donde Aitana se tira del puente y su hermano llega tarde. he llorado escribiendolo jajaja soy una dramatica. mañana lo subo a wattpad',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'el jefe final del elden ring me mato 40 veces, y encima me tire por el barranco sin querer como un boludo. a las 4 am lo pase por fin, GRITE. mis viejos me odian',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me aventaba de la azotea de la casa de mi abuela y que en vez de caer volaba por encima del mercado de Coyoacán. Me desperté riéndome. Dice mi esposa que eso significa que quiero cambiar de chamba.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'pusieron en la radio "Gracias a la vida" de la Violeta y me acorde q ella se mato despues de escribirla. que pena, tanta belleza. me fui a regar las plantas pensando en eso',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé Cien años de soledad por tercera vez. Cuando Amaranta teje su propia mortaja y anuncia el día en que se va a morir, me dieron escalofríos. Qué manera de escribir la de Gabo. Mañana empiezo El amor en los tiempos del cólera.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical (6) ----------------
  {
    text: 'guardia eterna hoy entro una piba de 19 con sobredosis de clonazepam le hicimos lavado y carbon activado y zafo gracias a dios me quede pensando en ella todo el viaje en el bondi despues llegue me comi una milanesa y a dormir',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me han subido el Sintrom y ahora son 3 pastillas por la mañana, con el omeprazol y la de la tensión. Lo he apuntado todo en la libreta para no liarme. Mañana análisis a las 8 en ayunas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la gine me dio sertralina 50 mg por la depre posparto, dice q en dos semanas empiezo a sentir cambio. hoy la bebe durmio 4 horas seguidas, milagro. me tome la primera pastilla con un cafecito',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy me tocó eutanasiar a tres perritos en la clínica, uno era de un señor mayor que no se quería despegar de él. Ese es el lado feo de ser veterinaria. Llegué, me bañé y me comí un helado entero.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en hospital de Toledo me cambiaron prótesis de pierna. Doctor dice en un mes puedo andar sin muletas. Tomo ibuprofeno para dolor, dos al día, no más. Mi hija me mandó dibujo de papá corriendo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la fibro me tiene destruida hoy, dolor 8/10. tome el tramadol q me dio el reumato, la dosis normal, y me puse el guatero. solo quiero un dia sin dolor, uno',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past (5) ----------------
  {
    text: 'hoy hace 3 años de mi intento. he ido a correr 5 km por el retiro y me he comprado un cruasan de chocolate para celebrarlo. sigo aqui y me alegro, de verdad',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin tomar. En el grupo conté la noche que me quise tirar del puente de La Noria y me di cuenta de que ya lo cuento como algo que le pasó a otro. Hoy le enseñé a andar en bici a mi hijo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en la alberca hoy me vieron las cicatrices del brazo y ya no me dio pena. son de la prepa, de cuando la pase horrible. ahora son como un mapa de lo q sobrevivi 💪',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace dos años salí de cautiverio en Olenivka. Allí cada noche pedía morir. Hoy en Alicante pesqué mi primera dorada con vecinos y reímos mucho. Ya no pido eso.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el colegio quería desaparecer, me escondía en el baño y pensaba que sin mí todo sería mejor. Hoy fui a mi primera marcha del orgullo en Bogotá con mi novia y mi mamá llegó con una bandera. No lo puedo creer todavía.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday (7) ----------------
  {
    text: 'compre cuerda nueva pa amarrar las vacas y un cuchillo pa la carneada del sabado. la lluvia no llega. mañana temprano a vacunar los terneros',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'me despido del piso de malasaña, ultima noche aqui 😢 lo he metido todo en cajas y le he dejado la carta a la casera con las llaves. mañana me voy a valencia, curro nuevo',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'se acabó el gas a media regadera, otra vez. le hablé al del gas y viene mañana. me bañé con agua helada y ya me desperté pa todo el día jajaja',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'subi a la terraza a arreglar la antena con el Tano, casi me caigo del techo jaja. despues asado arriba mirando las luces. que lindo es boedo de noche',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'hoy regale toda la ropa de la nena q ya no le sirve a mi prima q acaba de parir. vacie el closet, limpie todo y me senti livianita. mañana bingo en la iglesia',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Ruta de 90 km hasta el puente de Alcántara. Al llegar me he asomado a la barandilla y vaya caída, qué vértigo. Bocata de tortilla y vuelta. Piernas muertas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el call center!!! Me despedí de todos, llevé pandebonos y lloré un poquito. Ya no más turnos de noche. El lunes empiezo en la empresa nueva, qué nervios.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation (4) ----------------
  {
    text: 'No, no quiero morir. Quiero que termine la guerra y que mi marido vuelva de Zaporiyia. Estoy agotada de esperar noticias, pero tengo mis dos hijos y por ellos me levanto cada mañana.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no es q me quiera matar ni nada eh, pero estoy re quemada con la facu. necesito dormir una semana entera. mañana llamo a la psico para adelantar el turno',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo hasta la camisa y el banco no deja de llamar. Pero no, no voy a hacer ninguna pendejada, tengo a mis nietos. Mañana voy a la Condusef a ver lo de la reestructura.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi madre me ha preguntado si me estaba haciendo daño xq me vio rara. le he dicho q no y es verdad, no me hago nada. solo estoy triste x lo del grupo de clase q me echaron. me ha hecho tortitas y hemos visto una peli 🥞',
    crisis: false,
    guard: 'negation',
  },
];
