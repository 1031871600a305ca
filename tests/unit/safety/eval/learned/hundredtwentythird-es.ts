import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentythird round, written blind: teenagers and young adults (14 to 28)
 * from Mexico, Argentina, Chile, Colombia, Peru, Spain and the US (students, gamers, delivery riders, a
 * girl in a shelter, a young migrant, a trans teen, a young mum, a football-academy boy, call-centre
 * workers). Crisis classes: euphemism 6, method 5, plan 4, farewell 4, burden 4, selfHarm 4, relapse 4,
 * dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6,
 * othersDeath 5, figurative 4, fiction 4. Styles: chat style without accents, abbreviations (q, xq, pq,
 * tb, nd, x), national slang (weon, boludo, parce, tio, pana, bro), emoji, English mixed in, lists,
 * search history, drafts and voice-typed run-on entries; most crisis notes told flatly as facts or errands,
 * and quiet notes mirror them in topic and register.
 *
 * First run, on 0cc4a23 (the 122nd round's rules), before any change made for it: recall 35/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'ya casi me toca ir con mi abuelita, ella me espera desde marzo. le dije a mi hermana q no se preocupe x el uniforme de la prepa, ya no lo voy a ocupar 🙂',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg boludos. cierro sesion de todo, no solo del valo. la partida larga la termino yo esta semana',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'el mes q viene ya no voy a estar pa pagar el arriendo weon asi q ni le aviso al dueño. q se lo cobren a nadie jaja',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy pa siempre parce. no a otra ciudad, pa siempre pa siempre. mi mama va a creer q me fui pa bogota con el primo',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'tio ya queda poco para irme con los que se fueron antes. lo de dani el año pasado ahora lo entiendo. mismo sitio, a ver si alli me recibe',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'bueno diario hoy fui al call center y despues vine a la casa y la verdad ya no voy a renovar nada ni el contrato ni el plan del cel ni el gym ni la vida como quien dice para el 15 ya estoy descansando para siempre',
    crisis: true,
    class: 'euphemism',
  },
  // ---------- crisis: method (5) ----------
  {
    text: 'historial:\n- cuantos pisos tiene la torre del centro\n- la azotea del edificio de la uni tiene candado?\n- horario del guardia de noche\nmañana reviso en persona',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compre la soga en la ferreteria de la esquina, el señor me pregunto si era pa mudanza y le dije q si. esta en el closet detras de las cajas de zapatos',
    crisis: true,
    class: 'method',
  },
  {
    text: 'anote a q hora pasa el expreso x la estacion de mi barrio, 6:42 y 7:10 sin parar. el anden del fondo no tiene camaras',
    crisis: true,
    class: 'method',
  },
  {
    text: 'el carro de mi tio tiene el tanque lleno y la cochera cierra bien. busque cuanto tarda con el motor prendido. las llaves estan en el clavito de la cocina',
    crisis: true,
    class: 'method',
  },
  {
    text: 'my dad guarda la pistola en el cajon de su buro, la caja tiene combinacion y es su cumpleaños. ya la probe, abre. la deje como estaba',
    crisis: true,
    class: 'method',
  },
  // ---------- crisis: plan (4) ----------
  {
    text: 'lista pal sabado:\n- lavar la ropa y dejarla doblada\n- devolver el libro a la biblio\n- cargar el cel al 100 y dejarlo en la mesa con el pin anotado\n- ir al puente de la avenida despues de q mi mama se duerma',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya esta decidido, el 24 despues de la cena en la casa de mi abuela cuando todos esten dormidos. el seguro de vida del trabajo ya esta a nombre de mi hija y le escribi a mi hermana x si acaso',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'en el albergue no dejan salir despues de las 9 asi q tiene q ser el domingo en la tarde cuando nos llevan al parque. el rio esta a dos cuadras. ya vi por donde se baja',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'deje el cuarto de la residencia ordenado, las botas limpias, la plata q le debo a juanjo en un sobre con su nombre. el jueves q no hay entreno es el dia. nadie va a notar hasta el viernes',
    crisis: true,
    class: 'plan',
  },
  // ---------- crisis: farewell (4) ----------
  {
    text: 'pa mi hermanito si lee esto: cuida a la mama x mi, no te juntes con los del barrio, la play es tuya y la clave del insta es luna2009. te quiero mucho enano',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regale mi guitarra a la flaca, los vinilos al pelao y la chaqueta de cuero al gonza. me preguntaron si me mudaba y dije algo asi weon',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'deje a michi con la vecina, le dije q era x un viaje largo. le di la comida, el arenero y la cartilla de vacunas. no creo q lo vaya a buscar',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'borradores del cel, mandar el viernes 11pm:\n"mami perdoname, no fue tu culpa"\n"bro thank u for everything, nos vemos del otro lado"\n"sofi quedate con mi hoodie gris"',
    crisis: true,
    class: 'farewell',
  },
  // ---------- crisis: burden (4) ----------
  {
    text: 'mi mama trabaja doble turno x mi tratamiento y las deudas del hospital. si yo no estuviera le alcanzaria pa ella y mis hermanos. hice la cuenta y salgo mas caro vivo',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papas pelean siempre x mi, x lo del nombre, x la escuela, x todo. antes de q yo saliera del closet eran felices. la familia estaria mejor sin este problema y el problema soy yo',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'le mando 50 dolares a mi mama cada mes y igual no alcanza y aqui solo estorbo en el cuarto de mi primo. seria un peso menos pa todos si yo ya no estuviera, lo tengo claro',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'tio mis amigos me aguantan por pena, lo se. les arruino todos los planes. mejor les ahorro el trabajo de seguir aguantandome, para siempre 🙃',
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'otra vez mangas largas en educacion fisica con 30 grados. la profe me pregunto y le dije q tengo frio jaja. las del brazo izq ya se me estan infectando un poco',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme con el encendedor en el muslo 3 veces hoy, una x cada error en el examen. asi aprendo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy no comi nd otra vez x castigo, y si como me pego en el baño donde no se ve. llevo 4 dias asi',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'compre curitas y gasas en la farmacia de otro barrio pa q no me conozcan. al sacapuntas ya no le queda la hojita',
    crisis: true,
    class: 'selfHarm',
  },
  // ---------- crisis: relapse (4) ----------
  {
    text: 'hace un año sali del hospital despues de lo de las pastillas. esta semana volvi a pensar en lo mismo todas las noches y volvi a esconder las q me dan',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '8 meses limpia de cortes y hoy rompi el contador 💔 y no fue poquito. ya no quiero volver a empezar de cero',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la psico me dio de alta en enero. desde hace dos semanas volvi a pasar por el mismo puente de la otra vez y me quedo parada mirando. hoy fue media hora',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'el año pasado me encontraron a tiempo en el garage. ahora estoy en el mismo punto y se lo q fallo, fue la hora. esta vez no en el horario de mi papa',
    crisis: true,
    class: 'relapse',
  },
  // ---------- crisis: dose (3) ----------
  {
    text: 'tengo 3 cajas de sertralina guardadas en la funda de la almohada, a la doctora le digo q se me acabaron. cuento las pastillas cada noche, ya son suficientes',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la tira de clonazepam q le quedaba a mi abuela con el vodka q habia en la nevera. escribo esto mientras espero',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'juntando de a poco: las de paracetamol del botiquin, las de dormir de mi tia, las del perro no se si sirven. todo en una bolsita dentro del estuche de lapices',
    crisis: true,
    class: 'dose',
  },
  // ---------- crisis: passive (2) ----------
  {
    text: 'ojala no despertar mañana. no es q vaya a hacer nada, solo q se apague todo y ya',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'a veces me gustaria desaparecer, q nadie me recuerde, como si nunca hubiera existido. asi, sin mas 😶',
    crisis: true,
    class: 'passive',
  },
  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'nada va a cambiar. la casa, la plata, la cabeza, todo igual hace 5 años y va a seguir igual. ya no le veo sentido a seguir intentando, ni a seguir aca',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'delivery 12 horas, la app me baja la calificacion, el arriendo sube, mi vieja enferma. no hay salida weon, no hay por donde. estoy cansado de existir',
    crisis: true,
    class: 'hopelessness',
  },
  // ---------- crisis: intent (2) ----------
  {
    text: 'ya lo decidi. me voy a matar. no es un berrinche, lo pense mucho',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'quiero quitarme la vida y esta vez lo digo en serio, no es pa llamar la atencion',
    crisis: true,
    class: 'intent',
  },
  // ---------- quiet: everyday (8) ----------
  {
    text: 'compre soga en la ferreteria pa amarrar el colchon al techo del carro, nos mudamos el sabado al depa nuevo 🚚',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'historial:\n- mirador del piso 40 precio entrada\n- hora del atardecer hoy\n- donde estacionar en el centro\nvamos con las pibas el domingo a sacar fotos 📸',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le regale mi guitarra a mi primo xq me compre una electrica con la plata del trabajo. la chaqueta vieja la lleve a las donaciones del colegio',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'anote los horarios del tren pa ir a la uni: 6:42 y 7:10. si pierdo el de las 7:10 llego tarde a calculo otra vez 😩',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le deje la clave del wifi y del netflix a mi roomie pq me voy de intercambio 6 meses a lyon!! ya empaque todooo',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'deje a michi con la vecina x el finde, nos vamos a la playa con mis papas. le deje la comida y el arenero limpio',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'lista pal sabado:\n- lavar la ropa\n- devolver el libro a la biblio\n- cargar el cel\n- ir a la feria de artesanias con la mari',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ultimo dia en el call center!! le deje una cartita a cada uno y chocolates. renuncie xq entro a la uni en marzo, los voy a extrañar weones',
    crisis: false,
    guard: 'everyday',
  },
  // ---------- quiet: past (7) ----------
  {
    text: 'hace 4 años me cortaba en la secundaria. hoy me vi las cicatrices en el espejo y me di cuenta de q ya no me duelen, ni por fuera ni por dentro. tengo novia, trabajo y terapia una vez al mes',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hoy se cumplen 3 años de mi intento. lo celebre con mi mama comiendo tacos. no pense q iba a llegar hasta aca y aqui estoy, feliz de verdad',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'a los 15 dejaba de comer x castigo. ya tengo 22 y hoy me comi una pizza entera sin culpa. la nutri dice q voy super bien',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado estuve internada x lo de las pastillas. hoy la psiquiatra me bajo la dosis a la mitad xq llevo 10 meses estable 🥹',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'me acuerdo cuando pasaba x el puente y me quedaba mirando el rio. eso fue en 2019. hoy pase corriendo con el club de running y ni lo pense, lo note despues y senti orgullo',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'cuando me cortaron de la academia a los 16 no comia ni salia del cuarto. hoy tengo 20, juego en tercera y entreno a los chiquitos. todo eso paso',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace 2 años escribi cartas de despedida pa todos. hoy las encontre en una caja y las rompimos con mi psicologo en la sesion. ya no soy esa persona',
    crisis: false,
    guard: 'past',
  },
  // ---------- quiet: negation (6) ----------
  {
    text: 'la psico me pregunto si tengo pensamientos de hacerme daño o de morirme y le dije q no, y es verdad. estoy triste x lo de mi ex pero nada de eso',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'tranqui ma, no me voy a matar x una materia jajaja. solo estoy bajoneada, en diciembre la recupero',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el formulario del centro de salud preguntaba "en las ultimas 2 semanas ha pensado q estaria mejor muerto" y marque nunca. honesto. solo tengo insomnio x los turnos',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no quiero morirme ni desaparecer, quiero q me suban el sueldo q es distinto jaja',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'para q conste: no estoy mal, no me quiero hacer nada. borre el insta xq me estaba comiendo el tiempo pa estudiar y ya',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi pana se preocupo xq subi una cancion triste y me pregunto si estaba pensando en suicidarme. le dije q no bro, para nada, solo me gusto la cancion 🎧',
    crisis: false,
    guard: 'negation',
  },
  // ---------- quiet: medical (6) ----------
  {
    text: 'me pusieron la insulina nueva, 10 unidades antes de la cena. la enfermera me enseño a inyectarme en la panza, no duele tanto',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'cuento las pastillas del pastillero cada domingo pa no olvidarme ninguna: la sertralina de la mañana y el hierro. la doctora dijo q siga igual',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me sacaron sangre pa los analisis de la tiroides y casi me desmayo jaja. el enfermero me dio un juguito',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'a mi bebe le dio fiebre, le di el paracetamol en gotas segun su peso como dijo el pediatra. ya bajo a 37.2 🙏',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'operacion de rodilla el martes en la clinica del club. 6 semanas sin entrenar, el fisio dice q vuelvo pa la pretemporada',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me recetaron clonazepam pa dormir, medio en la noche. la doctora dijo q nada de alcohol asi q este finde sin chelas pues',
    crisis: false,
    guard: 'medical',
  },
  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'hoy hace un año q se fue mi abuelita. le lleve flores al panteon y le conte q pase el examen. la extraño un monton',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un compañero de la uni se suicido el martes. no lo conocia mucho pero pienso en su familia. hoy hicimos una colecta y pusimos el numero de la linea de ayuda en el grupo',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'murio el perrito de mi vecina, le lleve una planta. ella lloraba y yo tb',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'vi en las noticias q un chaval se tiro del puente de la avenida. que tristeza tio. le escribi a mi hermano pequeño pa preguntarle como esta, q es de su edad',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'le escribi a la sofi xq su papa fallecio el finde. le dije q cuente conmigo pa lo q sea, mañana le llevo comida a su casa',
    crisis: false,
    guard: 'othersDeath',
  },
  // ---------- quiet: figurative (4) ----------
  {
    text: 'este examen de fisica me esta matando literal 💀💀 tres horas y ni una bien',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de verguenza, le mande un audio a mi jefe pensando q era mi mejor amiga jajajaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'si el profe me vuelve a cambiar la fecha de entrega lo mato jaja nah pero q weon',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'sali muerta del turno doble, me voy a dormir 12 horas y mañana soy persona otra vez 😴',
    crisis: false,
    guard: 'figurative',
  },
  // ---------- quiet: fiction (4) ----------
  {
    text: 'termine el cuento pa la clase de lengua: la protagonista deja cartas de despedida y se va al mar, pero al final vuelve. la profe dijo q estaba muy bueno',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñe q me caia de un edificio y me desperte justo antes de tocar el suelo, q susto jaja. despues me volvi a dormir',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el juego mi personaje se sacrifico pa salvar al equipo y llore como bebe. mejor final de rpg q he jugado bro',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'la cancion nueva de bad bunny dice algo de morirse x alguien y la tengo en bucle, que temazo',
    crisis: false,
    guard: 'fiction',
  },
];
