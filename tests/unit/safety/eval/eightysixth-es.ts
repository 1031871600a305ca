import type { EvalNote } from './types';

/**
 * Spanish notes of the eightysixth round, written blind: writers from Spain, Mexico, Argentina (voseo),
 * Colombia, Chile, Puerto Rico and the Dominican Republic, plus Ukrainian refugees in Spain writing in
 * learner Spanish; ages from a bullied 14-year-old to an 82-year-old widow, with students, postpartum
 * mothers, a trans teen, a Malvinas veteran, a wounded Ukrainian soldier, farmers, nurses, people in debt,
 * in recovery and in chronic pain. 40 crisis notes spread over all eleven classes (mostly indirect: idioms
 * like "quitarse de en medio", a borrowed ranchera line, lists, a letter, an answered screening question,
 * one crisis sentence buried in an ordinary day) and 40 quiet notes weighted towards bad days typed
 * carelessly (hangovers, night shifts, exams, breakups, football, dark jokes) plus othersDeath, fiction,
 * medical, past, everyday and negation guards. About two thirds of each side is phone-typed at night
 * (lower case, no punctuation, typos, "q/x/xq/tmb", emoji, regional slang), the rest written carefully.
 *
 * First run, on 3825de5 (the session's fourth commit), before any change made for it: recall
 * 37/40, false alarms 4/40 (on 781ee06, the session's start: recall 38/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'mi mamá me pregunto si estoy bien y le dije q si. no estoy bn. esta noche me quito de en medio y ya, no le digan nada a mi hermanito',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Lo he pensado mucho y ya no tengo dudas: voy a acabar con esto. No con el banco ni con el juicio. Conmigo. Y cuanto antes, mejor.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'en casa se enteraron q soy trans y mi viejo dijo q prefiere un hijo muerto. bueno. le voy a dar el gusto, esta vez va en serio',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'cuanto mas tengo q aguantar? pa q? pa quien? ya no weon. no es pa llamar la atencion, esta vez lo hago de verdad y nadie me va a parar',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Cada noche le pido a la Virgen que no me deje despertar. Esta mañana abrí los ojos otra vez y me eché a llorar de pura rabia. Ochenta y dos años, ¿para qué tantos?',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me pise un bus mañana camino a la u y ya sin tener q decidr nada yo. seria lo mas facil pa todos',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'en valencia hay sol todos los dias y yo solo quiero desaparecer. no volver a jarkiv, no quedarme aqui, no estar en ningun sitio. simplemente no estar',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'la bebe llora y yo lloro. 4am. pienso q ojala no hubiera existido nunca. yo, no ella. ojala me borraran y ella tuviera otra mama mejor 😶',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'jajaja lo bueno del desahucio es q ya no tengo q buscar piso. la mudanza definitiva la hago yo solito y sin camion 🙃 ya queda poco',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Cuarenta y dos años cargando Malvinas. Ya va siendo hora de ir a hacerles compañía a los pibes que quedaron allá. Esta vez no vuelvo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mano ya mismo me voy de viaje largo, de esos sin pasaje de vuelta. no pregunten. cuiden a titi',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me queda poco aguante y lo sé. Antes de fin de mes me voy con mi mamá, donde sea que esté ella. Lo raro es que ya no me da miedo pensarlo; me da paz.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'he contao las plantas del edificio de la obra desde abajo. once. sobran. mañana no hay nadie hasta las 8',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque en google cuantas pastillas de paracetamol son mortales y borre el historial pa q mi hermano no vea. en el botiquin hay 2 cajas',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El veneno de las plagas está en la bodega, detrás de los bultos de abono. Esta tarde lo estuve mirando un rato largo. No era para las matas.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las vias pasan a dos cuadras. cada vez q suena el tren a la noche pienso q son dos minutos caminando. hoy me puse las zapatillas y me quede sentado en la puerta con el corazon a mil',
    crisis: true,
    class: 'method',
  },

  {
    text: 'El sábado mis padres se van al pueblo. Tengo la casa sola desde las diez de la mañana. Ya está todo preparado y nadie se dará cuenta a tiempo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'elegi el 14. su cumple. q se quede con eso pa siempre. ya tengo todo en la mochila debajo de la cama',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'cosas antes del viernes:\n- borrar fotos y el tiktok\n- devolverle el libro a la miss\n- escribirle a mi abuelita\n- ir al puente a las 6 q no pasa nadie\nya nomas eso',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy ha sido un día normal.\nLlevé a los niños al cole y pasé por el Mercadona.\nHice la declaración de la renta y discutí con la gestora por teléfono.\nComí con mi hermana, que anda liada con la mudanza.\nPor la tarde recogí la ropa del tendedero y planché las camisas de Javi.\nYa he decidido que será el domingo por la noche, cuando él esté de turno.\nCenamos tortilla.\nLucas tiene que llevar mañana cartulinas al cole.\nReunión de padres el jueves.',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'Querida Olia:\nSi lees esto, no te enfades conmigo.\nLos papeles del piso y de la protección temporal están en la carpeta azul del armario.\nLa contraseña del móvil es el cumpleaños de la abuela.\nCuida a Mila; te quiere más a ti que a mí, y está bien que sea así.\nDile a mamá en Lviv que no sufrí.\nPerdóname por no aguantar más aquí tan lejos.\nTu hermana, Oksana.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regale la play a mi primo y la guitarra al facu. el gato q se lo quede la vecina q lo adora. ya no voy a necesitar nada d eso',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'parce si alguien lee esto gracias x todo de verdad, fue bacano conocerlos a todos. no se sientan culpables. chao 🖤',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'he dejao escrito a quien va cada cosa y el perro ya tiene casa con los del segundo. las claves del banco en el sobre. esta noche me despido de todos por el wasap como si nada',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mis hijos gastan en mis medicinas lo que no tienen. Sin mí, les alcanzaría para la escuela de los nietos. Lo que voy a hacer lo hago por ellos, no por mí.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papas se sacan la cresta pa pagarme la u y yo reprobando todo otra vez. estarian mejr sin mi, sin gastar en mi, sin preocuparse x mi. no es drama, es matematica',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'sin piernas soy una carga para marta. tiene 34 años y le robe la vida. sin mi podria empezar de nuevo. es lo unico util q todavia puedo hacer por ella',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'volvi a usar el sacapuntas. 4 en el brazo. me lo merezco x lo q le dije a mi ma. y todavia quiero mas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme con el encendedor otra vez, en la pierna donde no se ve. necesito sentir algo q no sea esto. ahora mismo lo volveria a hacer',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no he comido nada y mañana tampoco comeré. Me lo he ganado por ser tan asquerosa. Si me mareo en clase, mejor: así aprendo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di puños a la pared hasta q se me reventaron los nudillos y todavia tengo ganas de seguir dandome contra algo. ahorita mismo. nse como parar',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'Doce años pagando deudas y debo más que al principio. No hay salida, no la va a haber nunca, y estoy cansado de intentarlo. No quiero seguir. No quiero un año más de esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no vale nada la vida, la vida no vale nada... jose alfredo tenia razon. la mia no vale ni va a valer. ya no me da la gana seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'mi casa en mariupol ya no existe\nmi marido no existe\nmi trabajo de maestra no existe\naqui en alicante aprendo verbos en español para que\nla profesora dice futuro simple: yo vivire, tu viviras\nyo no vivire. no quiero ningun futuro\nno hay nada delante, solo esto todos los dias\nya no quiero seguir',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'me he tomao la caja entera de lorazepam con el vino. a ver si esta vez duermo del todo',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Llevo dos meses guardando las pastillas que me da la psiquiatra en una lata de galletitas. Ya son más de noventa. Las volví a contar esta noche.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'mi loco me bebi la botella de brugal y me meti las pastillas de la presion de mi mai, todas. q sea lo q dios quiera',
    crisis: true,
    class: 'dose',
  },

  {
    text: '«En las últimas dos semanas, ¿ha pensado que estaría mejor muerta o en hacerse daño?» La psicóloga me lo pregunta cada jueves.\nHace ocho meses que contesto «nunca».\nEsta semana sería «casi todos los días».\nMañana es jueves y no sé si voy a ser capaz de decírselo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '187 dias limpo y hoy se me vino todo encima otra vez. no las ganas de meterme, las otras. las de no estar. volvieron igualitas q en el 2021',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'año y medio sin cortarme y esta noche tengo la cuchilla en la mano. llevo una hora mirandola. he vuelto a ese sitio',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'el examen de estadistca me va a matar literal. llevo 3 cafes y no entiendo ni el titulo jajaja me muero. mañana a las 9 q dios reparta suerte',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'neta q oso me quiero morir, le mande el audio a mi jefe en vez de a mi novia 💀💀 ya no regreso a la chamba nunca jajaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'turno noche en el call center, estoy muerto boludo. me tiro en la cama y q no me despierte nadie hasta el lunes. ni el gato',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefe me tiene hasta la coronilla. Hoy me dieron ganas de tirarme por la ventana de la oficina, pero es un primer piso y encima tengo que entregar el informe. Mañana renuncio. O no.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la caña q tengo weon, me quiero morir. nunca mas piscola, lo juro x mi abuela. pa la otra me amarran a la silla',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el madrid nos ha matao en el 93 otra vez. estoy muerto x dentro tio, no quiero saber nada del futbol hasta el sabado q viene 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me dejo x texto mano. x TEXTO. estoy q me muero de la rabia pero mñana voy pal gym y se me pasa. pa lante q pa tras ni pa coger impulso',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi suegra viene el domingo a comer. Me voy a pegar un tiro. Bueno, no: voy a hacer mole, poner la mesa bonita y sonreír como siempre.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy hace un año que mataron a Andrii cerca de Bajmut. Encendí una vela en la iglesia ortodoxa de Málaga. Las niñas dibujaron a papá con alas. Yo sigo, por ellas y porque él me lo pidió en su última llamada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'hoy dormimos a la tana\n16 años tenia\nla vete fue re dulce, nos dejo estar con ella hasta el final\nle di su galletita y se durmio en mis brazos\nla casa esta re vacia, su cama sigue en el living\nno paro de llorar\nmañana no voy al laburo, ya avise\nel finde la enterramos en lo de mi vieja abajo del limonero',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'otra vez en las noticias lo de los desaparecidos en jalisco, encontraron otra fosa. no puedo dejar de leer, me da un coraje y una tristeza q no se me quita con nada',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'mi primo se quito la vida el martes. tenia 19. no entiendo nada, no duermo, mi tia grita en las noches. q hubiera podido hacer yo? nadie vio nada. mañana vamos a la novena',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Enterramos a Paco esta mañana. Sesenta y un años casados. Todos me dicen que me vaya con mi hija a Zaragoza, pero aquí tengo su huerto y sus gallinas, y alguien tendrá que cuidarlas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió el Tata esta mañana. Alcancé a llegar al hospital y le tomé la mano. Fue tranquilo. Ahora toca hacer todos los trámites del funeral y estoy reventada, pero contenta de haber llegado.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'me he pasado el dark souls y el final es q el prota se quema en la hoguera pa salvar el mundo. me ha dejao tocao tio. mañana empiezo el 2',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé el capítulo en el que Julia se tira del puente. Lloré escribiéndolo. La editora quiere que la salve; yo creo que la novela necesita que no. El lunes lo discutimos con un café.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñe q me aventaba de un edificio y en vez de caer volaba sobre el zocalo jaja desperte bien raro pero chido. ahorita a la chamba',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'vi 13 reasons why con mi hermana de 15 y quede preocupada, hablamos un monton de eso. ella esta bien, yo tmb, pero q serie tan dura parce',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ensayo de la obra: me toca hacer de la mina q se envenena al final, me tomo el vasito de agua con colorante y caigo. la profe dice q me falta drama jajaja',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Guardia de veinticuatro horas. Nos entró una chica de diecinueve años con una intoxicación por paracetamol: acetilcisteína, analíticas y a la UCI. Se va a recuperar. Llegué a casa y abracé a mi hija un rato largo sin decir nada.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'el dr me subio la sertralina a 100mg, dce q en dos semanas se nota. me la tomo con el desayuno y ya, a ver q tal',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la artritis me esta matando hoy. me tome el ibuprofeno de 600 y la pregabalina como dijo la doc y me quede en cama con la bolsa de agua caliente. el jueves turno con la reumatologa',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'llevamos a coco al veterinario xq se comio un blister de las pastillas de mi abuela, lo pusieron a vomitar y esta bien gracias a dios. casi me muero del susto mi loco',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita con el psiquiatra. Le conté que duermo mejor y que ya no tengo las ideas de antes. Me bajó la quetiapina a 25 mg. Salí y me comí un buñuelo en la esquina.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años que intenté quitarme la vida. Lo he celebrado corriendo diez kilómetros por el Retiro y comiendo churros con mi hermano. Estoy aquí y quiero estar.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace 2 años me cortaba casi diario. hoy me vi las cicatrices en el espejo del gym y ya no me dio verguenza, me dio como orgullo de q sigo aqui 💪',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'un año limpio hoy!! me acuerdo q en el 2022 queria morirme todos los dias. hoy fui a la reunion y me dieron la ficha 🙌 mi vieja lloro',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el primer invierno en madrid no queria vivir, de verdad. ahora trabajo en una cafeteria, tengo amigas, hablo español mal pero hablo. hoy me rei mucho',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'la psico me pregunto si he vuelto a pensar en hacerme daño y le dije q no, y era verdad. hace meses q no. sali de la consulta y me compre un helado de lucuma',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'he comprao cuerda nueva pa atar las pacas y veneno pa las ratas del granero. mañana toca poda de olivos, viene mi hijo a echar una mano',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'subi a la azotea a tender y se volo una sabana hasta la casa del vecino jajaja tuve q ir a tocarle en pijama. dia raro',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy he escrito una carta de despedida a mis compañeras de la academia de español: termino el curso y el lunes empiezo a trabajar en una residencia de mayores. Les he dejado bombones y mi número.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'regale toda la ropa q ya no me queda y la bici vieja al hijo de la portera. limpieza total antes de la mudanza a cordoba, arranco de cero 🙌',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Domingo de tareas.\nHe afilado los cuchillos de la cocina.\nHe cambiado la bombona del gas, que se acabó en plena ducha.\nHe bajado al trastero las cajas de Navidad.\nHe llamado a mamá, que anda con la rodilla.\nHe dejado escrita la lista de la compra para toda la semana.\nLos niños, con los deberes a regañadientes.\nDía productivo. Mañana, las ventanas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'pase x el puente del mapocho en bici y habia un weon tocando saxo, me quede media hora mirando el rio. lo mejor del dia, la pega estuvo pesima',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'q no, q no me quiero morir, solo quiero dormir 3 dias seguidos y q nadie me hable. turno de noche en urgencias y mañana otra vez',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, no quiero morir. Quiero que termine esta guerra y que mi hijo vuelva del frente. Es lo único que pido cada noche.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimida ni nada de eso, estoy cansada. la bebe no duerme y yo tampoco. mi mama viene el sabado y voy a dormir 12 horas seguidas',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo tres meses de alquiler y el dueño me quiere sacar. No, no voy a hacer ninguna locura: el lunes voy a la defensoría y pido un plan de pagos. Bronca tengo, eso sí.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi ma me pregunto si estoy pensando cosas raras x lo q puse en insta. no ma, era una letra de cancion, estoy bien, solo triste x lo de juan',
    crisis: false,
    guard: 'negation',
  },
];
