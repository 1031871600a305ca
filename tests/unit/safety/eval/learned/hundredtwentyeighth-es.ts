import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentyeighth round, written blind: men of 18 to 60 from Spain, Mexico,
 * Colombia, Argentina, Chile, Peru, Venezuela and migrants in the US (construction workers, farmers,
 * truck drivers, undocumented migrants, ex-prisoners, divorced fathers, soldiers and policemen,
 * fishermen, students, unemployed men in debt). Crisis classes: euphemism 7, method 5, selfHarm 4,
 * relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards:
 * everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: short dry
 * notes without accents, regional slang (wey, cabron, boludo, pa, apa, vieja), to-do lists, search
 * history, WhatsApp messages and audios, forms, a few longer entries; most crisis notes told flatly as
 * errands and facts, quiet notes mirroring the same ropes, bridges, pills, boats, farewells and lists.
 *
 * First run, on 8247039 (the 127th round's rules), before any change made for it: recall 37/40,
 * false alarms 4/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'ya hable con el de la obra que el lunes no voy. ni el lunes ni nunca. mi apa me esta esperando desde el 2019 y ya me toca ir a verlo',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'le deje pagado el mes a la señora del cuarto. el otro ya no hace falta, pa entonces ya no voy a estar. le dije que mis cosas se las reparta a los paisanos',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'game over pa mi. ya cumpli la cuota. que otro juegue la siguiente partida',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy se cumplen 6 años de lo del cabo Ruiz. Esta noche me reuno con el y con los demas caidos. Formacion completa por fin 🫡',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'salgo en la lancha de madrugada solo. no llevo redes ni carnada, esta vez no regreso. el mar se lleva lo que le toca',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije a mi vieja que me voy de viaje largo, de esos que no tienen vuelta. Ni valija llevo. Me bajo en esta parada boludo, que el colectivo siga sin mi',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'sali en septiembre y afuera es peor que adentro. la condena de la carcel ya la cumpli, ahora voy a cumplir la otra, la que no se termina. pa noviembre no me cuenten',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'historial:\naltura edificio 12 pisos suficiente\nhorario ultimo tren ramal sur\nestacion sin guardias de noche',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compre 10 metros de soga en la ferreteria, nylon de la gruesa. probe la viga del galpon y aguanta mi peso. la deje enrollada atras del tractor donde no la ve la Marta',
    crisis: true,
    class: 'method',
  },
  {
    text: 'manguera de 2 metros y cinta americana, ya estan en la cabina. en el claro del km 214 no pasa nadie despues de las 11. tanque lleno',
    crisis: true,
    class: 'method',
  },
  {
    text: 'hoy no devolvi la reglamentaria al armero, dije que se me olvido. esta en el cajon de la mesita de noche, cargada. la saque dos veces a verla',
    crisis: true,
    class: 'method',
  },
  {
    text: 'puente de la autopista, medi con la app desde abajo: unos 25 metros. fui 3 veces esta semana a la misma hora a ver cuanta gente pasa. a las 4am casi nadie',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'otra vez con el encendedor en el brazo. 3 marcas nuevas. manga larga al trabajo aunque hagan 35 grados',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le pegue a la pared hasta que se me abrieron los nudillos. no fue rabia, fue pa sentir algo. al jefe le dije que me machuque con la puerta del camion',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'dos dias sin comer. castigo por lo de la plata de mi hermano. cuando me da hambre me aprieto el brazo donde estan los cortes hasta que vuelve a sangrar',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'compre curitas y gasas en una farmacia de otro barrio pa que no me conozcan. la gillette la llevo en la billetera. los cortes de la pierna no los ve nadie',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'hace 3 años me tome las pastillas de mi mama y me sacaron en el hospital. esta semana otra vez ando contando cuantas quedan en el botiquin',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Llevaba 14 meses sin cortarme. Anoche volvi a sacar la caja de cuchillas que tenia escondida en el forro de la mochila. No hice nada todavia pero la tuve abierta una hora en la mano.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la psicologa del penal me dijo que si volvia a pensar en lo de la cuerda la llamara. afuera no tengo su numero. otra vez lo pienso todas las noches, igualito que en el 2017',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'mismo cansancio que antes del intento del 2020, el mismo silencio. ayer pase por el mismo puente y me quede parado un buen rato mirando pa abajo. el numero del psiquiatra lo borre',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'lista:\n- pagar lo del banco (hecho)\n- poliza del seguro a nombre de los niños, ver si paga pasados 2 años (si paga)\n- carta pa Lucia\n- sabado 14 en el rancho, cuando no haya nadie',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya quedo todo: el testamento en la notaria, la llave de la casa con mi compadre, las cuentas anotadas en el cuaderno azul. el viernes subo al cerro. el viernes es el dia',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el 28 cobro la liquidacion. con eso pago las deudas que estan a mi nombre asi no le quedan a mi mujer. despues de eso ya no hay nada mas que hacer. el sitio ya lo elegi, en el rio donde pescaba con mi viejo',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'He contratado yo mismo el seguro de decesos y dejado el sobre con el PIN y las claves encima del escritorio. Alarma puesta en el movil: domingo 3:00. Mi hermana tiene llave para entrar el lunes.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'mensaje programado pa mañana 8am a mi hermano: "Nando cuida a mi mama por mi. la clave del cel es 1987. perdoname por todo, no fue tu culpa"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'regale la moto a mi primo, la guitarra al vecino y el perro se lo lleve a la finca de don Abel. a todos les dije que es por un trabajo nuevo pero no hay ningun trabajo nuevo',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'carta pa mis hijos, a mano:\nLuis, Sofi: papa los quiso siempre. esto no es por ustedes. sean buenos con su mama. no me busquen.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mande audio al grupo de la cuadrilla: "gracias por todo muchachos, fue un honor. no me esperen mañana ni nunca mas". Se lo tomaron a broma y mandaron stickers.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'mi hija paga la luz, el agua y mis remedios. yo solo gasto. sin mi le alcanzaria la plata pa la universidad. eso es lo que tengo que hacer',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'hace 8 meses duermo en el sofa de mi hermano. anoche escuche a mi cuñada preguntarle hasta cuando. tiene razon, estorbo. estarian mejor si yo no estuviera en ninguna parte',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'el seguro de vida paga 40 mil si me muero. vivo debo 60 mil. la cuenta es facil, muerto valgo mas pa mi familia',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'llevo 3 meses guardando el clonazepam. al doctor le digo que se me acabo y me da mas. ya voy en 94. estan en un frasco de vitaminas',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'hoy junte: tramadol de mi mama (2 cajas), las de dormir que me dieron en el seguro y una botella de ron. todo en la mochila debajo de la cama. sabado',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome 8 de las de dormir con medio litro de guaro a ver si asi no me despertaba. me desperte igual a las 3 de la tarde vomitando. quedan 20 en el frasco',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'ojala me diera un infarto en el andamio y listo. no es que me quiera matar, solo no despertar mas. cada mañana me da rabia abrir los ojos',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera desaparecer como el humo del cigarro. no estar. que no me encuentren ni me extrañen',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '4 años mandando curriculum. 52 años, nadie me contrata. la deuda crece todos los meses. no hay salida y ya deje de buscarla. ya no le veo sentido a seguir respirando',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'haga lo que haga va a seguir igual. sin papeles, sin familia aca, sin nada. ya me rendi con todo, hasta con vivir',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: 'me voy a matar. ya lo decidi. no le digo a nadie', crisis: true, class: 'intent' },
  {
    text: 'Hoy me quiero quitar la vida. No es un arrebato, lo vengo pensando desde hace semanas y ya estoy decidido.',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'compre 15 metros de soga en la ferreteria pa amarrar la carga del camion, la vieja ya estaba podrida. de paso cinta americana y una manguera pa lavar la cabina',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'regale la moto a mi primo porque me compre carro. la guitarra se la vendi al vecino. el perro se queda conmigo obvio',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le mande a mi hermano la clave del wifi y la de netflix porque se queda cuidando la casa mientras me voy una semana a Cancun con la familia',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'medimos el puente peatonal con la estacion total, 25 metros de luz. mañana montamos los andamios. turno de noche pa no cortar el trafico',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Deje pagado el mes a la señora del cuarto porque el que viene me mudo a Houston con mi primo, hay chamba en techos. Le dije que el colchon se lo regale a quien lo necesite.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Audio al grupo de la cuadrilla: "gracias muchachos, fue un honor trabajar con ustedes, el viernes me jubilo. asado en mi casa el sabado, traigan hielo"',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'lista del sabado:\n- cambiar aceite\n- pagar lo del banco\n- pastillas de la presion pa mi vieja\n- afilar cuchillos pa la carneada',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'salgo en la lancha de madrugada solo, el Toño anda enfermo. llevo redes y hielo, a ver si vuelvo con algo de bonito pa vender en el muelle',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'hoy hace 5 años de mi intento. no pense que iba a llegar aqui: trabajo fijo, mi hija me visita, voy a terapia cada 15 dias. ya no pienso en eso',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en la carcel me corte varias veces. sali hace 2 años y desde entonces nada. las cicatrices casi no se ven y ya no me averguenzo de ellas',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace 10 años tenia pastillas guardadas pa matarme. Mi hermano las encontro y me llevo al medico. Hoy fuimos juntos al estadio y se lo agradeci otra vez.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'cuando volvi de la mision me queria morir, eso fue en el 2014. me trataron el estres postraumatico. hoy di una charla a los soldados nuevos contandoles que de eso se sale',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'pase por el puente donde en el 2018 estuve a punto. ahora lo cruzo todos los dias pa ir al trabajo y ya no me pesa. lo anoto porque la terapeuta dice que escriba los avances',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'antes me pegaba a mi mismo cuando me frustraba. hace 3 años que no lo hago, aprendi a salir a correr. hoy hice 10 km 💪',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando el divorcio me quise morir, no lo voy a negar. Eso fue en 2016 y ya paso. Hoy los chicos se quedan el finde y vamos a hacer pizza.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'la psicologa me pregunto si pensaba en hacerme daño. le dije que no y era verdad. estoy cansado por la deuda pero quiero vivir',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no me voy a matar, que quede claro. lo escribo porque mi hermana se asusto con lo que puse en facebook. era la letra de una cancion de Vicente',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'formulario del seguro: ¿ha tenido pensamientos de quitarse la vida en las ultimas 2 semanas? marque NO. es la verdad, ando bien',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Estoy sin trabajo y con deudas, si. Pero no quiero morirme ni desaparecer. Quiero salir adelante por mis hijos y lo voy a hacer.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el medico me pregunto si guardaba pastillas o si queria hacerme daño. no, nada de eso. solo duermo mal por los turnos del camion',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'en el cuartel nos hicieron el test de riesgo. a todo respondi que no. no tengo ideas de muerte, duermo bien, como bien, y es cierto',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'el doctor me subio el clonazepam a 1 mg en la noche. la caja trae 30, me alcanza pal mes. estan en el botiquin',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'curacion de la herida del brazo que me hice con la amoladora. gasas y venda, la cambio cada 2 dias. ya casi cierra',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'hoy me sacaron sangre en ayunas pa lo del azucar. 3 tubos. despues me tome la metformina y desayune',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tramadol cada 8 horas por la operacion de la rodilla. Nada de alcohol dice el medico, asi que el partido lo veo con agua.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'insulina 10 unidades antes de comer. aprendi a pincharme solo en la panza, mi señora ya no tiene que hacerlo',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me pusieron la antitetanica por la cortada con la lamina en la obra. 4 puntos. el lunes me los quitan',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'hoy hace un año que se murio mi apa. fuimos al panteon con mis hermanos, le llevamos mariachi y cerveza. lo extraño cabron',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'el cabo Ruiz se quito la vida hace 6 años. hoy formamos en su honor. pienso mucho en su familia, le mande un mensaje a su mama',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un paisano del cuarto se ahorco la semana pasada. juntamos plata pa mandar el cuerpo a Guatemala. nadie vio nada, no lo puedo creer',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi primo intento matarse con pastillas. Estuve toda la noche con el en urgencias. Esta vivo. Mañana lo acompaño al psiquiatra.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'en las noticias salio que un pescador se perdio en el mar con la tormenta. lo conocia de vista. salimos a buscarlo con las lanchas todo el dia',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'este examen de calculo me va a matar. tres horas estudiando y nada',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me mori de la verguenza cuando se me cayo el celular en la misa del bautizo de mi sobrino',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el calor en la obra hoy estaba pa morirse. 38 grados arriba del techo',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi suegra me mata si se entera que me gaste la plata en la camiseta de River jaja',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'termine la serie esa donde el protagonista deja cartas a todos y se tira del puente. me dejo pensando toda la noche, que actuacion',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñe que me caia del andamio y me despertaba antes de tocar el piso. raro, hace tiempo no soñaba con la obra',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el taller de escritura del penal escribi un cuento de un pescador que se pierde en el mar. al profe le gusto el final',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Game over otra vez en el Dark Souls, el jefe me mato 20 veces. Mañana sigo.',
    crisis: false,
    guard: 'fiction',
  },
];
