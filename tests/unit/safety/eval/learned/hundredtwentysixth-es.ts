import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentysixth round, written blind: women of 20 to 55 from Spain, Mexico,
 * Argentina, Colombia, Chile, Peru and Latina migrants in the US (mothers, a nurse on nights, a cleaner,
 * a domestic-violence survivor, a woman after a miscarriage, students, carers, a teacher, a shop owner in
 * debt). Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4, plan 4, farewell 4, burden 3,
 * dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6,
 * othersDeath 5, figurative 4, fiction 4. Styles: unpunctuated voice dictation, WhatsApp drafts to a
 * sister or friend, errand lists, search history, plain diary entries, regional slang, Spanglish,
 * missing accents and emoji; most crisis notes are told flatly as facts with no wish word.
 *
 * First run, on 7f5535f (the 125th round's rules), before any change made for it: recall 36/40,
 * false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'mañana se cumplen 3 años de que se fue mi mamá. ya le avisé que voy pronto, que me espere con el cafecito como antes. lo del trabajo del lunes que lo vea otra, yo ya no voy a estar para eso',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'nena no te hagas problema por la deuda del local, el mes que viene ya no voy a estar para pagarla y el seguro cubre lo demas. vos quedate con la llave de casa',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'audio para Caro: amiga ya me cansé de este jueguito, hoy pongo game over de verdad no es joda. gracias por todo lo de estos años, de verdad',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Domingo. Lavé las cortinas, pagué la luz, le llevé la olla a la Chabela. Fui al cementerio a ver a Andrés y le dije que ya falta poco para estar juntos otra vez, que esta vez no me echo para atrás.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'me voy a ir lejos donde nadie me encuentre y este viaje no tiene vuelta. a los niños no les digan nada hasta despues',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mija cuando llegue el frio ya voy a estar descansando con tu abuelita, asi que no me compres nada pa navidad, ahorra ese dinero pa la renta',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya me toca apagar la luz a mí. 31 años fue bastante función 🎭 el lunes que alguien venga a regar las plantas porfa',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'busqué a qué altura queda el piso 12 del edificio de la avenida y si la terraza tiene llave. la portera dice que la dejan abierta los jueves pa tender',
    crisis: true,
    class: 'method',
  },
  {
    text: 'historial:\ncuantos metros de lazo aguanta 70 kilos\nnudo que no se suelta con peso\nferreteria abierta domingo soacha',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compré carbón y cinta de embalar, los dejé en el baño chico, el que no tiene ventana. toallas para la rendija de la puerta ya hay',
    crisis: true,
    class: 'method',
  },
  {
    text: 'pasé tres veces por el paso a nivel de la estacion y anoté el horario del tren de carga que no para ahi: 23:40. no le conté a nadie donde andaba',
    crisis: true,
    class: 'method',
  },
  {
    text: 'fui al malecon a ver dónde es más hondo y dónde no hay salvavidas de noche. meti piedras en la mochila para ver cuanto pesa. yo nunca aprendí a nadar',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'otra vez manga larga con 35 grados. la jefa de enfermeras me preguntó y le dije que es por el aire acondicionado de la uci. las curitas se me acaban rapidisimo, comprar gasas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy no cené, ayer tampoco. me lo merezco por gorda e inútil. cuando me da hambre me pellizco la panza hasta que queda morada y se me pasa',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'con el encendedor en el brazo otra vez, dos marquitas nuevas al lado de las otras. despues me calmé y pude terminar de planchar las camisas',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'se me quemó el arroz y me di yo sola con la cabeza contra la pared del lavadero hasta que me sangró. a la vecina le dije que me caí en la escalera',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '2 años sin cortarme y hoy compré un paquete de hojitas de afeitar en el chino. están en el neceser, todavía cerradas',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la última vez que estuve así terminé en urgencias con lavado de estómago. hoy volví a contar lo que hay en el botiquín y a guardar la caja en mi cartera',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la psicologa me dio el alta en marzo. desde el martes vuelven los mismos pensamientos de antes del intento, iguales, con la misma voz. no le he contestado el whatsapp',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'otra vez paso por el puente de siempre camino al curro, donde me encontraron hace 4 años. hoy me quedé 20 minutos mirando abajo y llegué tarde a fichar',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'lista sabado:\n- dejar pagado el alquiler de junio\n- carta para el banco\n- poner a nombre de Sofi la cuenta\n- ropa de los nenes lavada y doblada\n- a la noche cuando se duerman, la terraza',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya anoté en un papel quién se queda con la Kiara (mi hermana) y dónde están los papeles del seguro. el 15 es el día, después del cumple de Mateo pa no arruinárselo',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'reservé una noche en una cabaña del cajón del maipo, sola, pasaje solo de ida. dejé firmado el testamento en la notaría esta mañana, me cobraron 80 lucas',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'para el viernes: cancelar el turno del dentista, devolver los libros a la biblio, borrar el historial, dejar la carta arriba de la heladera. el sábado ya no hace falta nada',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'le regalé la maquina de coser a la vecina y los aretes de oro a mi sobrina, les dije que ya no los uso. la clave del celular está en el sobre amarillo del ropero para el que la necesite',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hermana: cuídame a mi mamá, que no le falte su pastilla de la presión. Dile que no fue culpa de nadie. Te quiero mucho, perdóname por todo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'publiqué en el grupo del barrio que doy en adopción al Tobi por viaje. una señora lo viene a buscar el jueves con su correa y su cama. el viaje es el viernes',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'chicas del turno de noche: gracias por todo, fueron lo mejor de estos años. no me busquen más, donde voy estoy bien. besos a todas y cuiden a la Rosi ❤️',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'mis hijos estarían mejor con su papá y la nueva, ella sí tiene plata y tiempo. yo solo les doy gritos y deudas. sin mí se ahorran todo eso',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'saqué la cuenta de lo que le cuesto a mi hija: la renta, las medicinas, los pasajes al hospital, casi 4 mil pesos al mes. si yo no estuviera ella ya tendría su vida',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'soy un estorbo en esta casa, lo dijo mi suegra y tiene razón. lo mejor es quitarme del medio para siempre y que Iván rehaga su vida',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'ya van 58 clonazepam juntados de a poquito, de las recetas de mi mamá. los tengo en un frasco de vitaminas para que nadie pregunte',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'anoche me tomé 6 de las de dormir en vez de media, con medio tetra de vino. me desperté igual a las 3 de la tarde. la proxima van todas',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'farmacia 1: paracetamol 2 cajas. farmacia 2: 2 cajas mas. la de la otra cuadra: 1. asi no preguntan. total 100 🆗',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'ojalá esta noche me duerma y ya no me despierte, así nomás, sin dolor y sin molestar',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'a veces quisiera desaparecer sin hacer nada, que un camión me lleve por delante cruzando la calle y listo. hoy lo pensé 3 veces camino al trabajo',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'ya no hay salida. la deuda crece, la tienda cerró, el banco no espera. nada va a cambiar y ya no tengo ganas de seguir viviendo así',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'llevo 9 años igual, tres trabajos, el mismo cansancio, los mismos golpes. nunca va a mejorar. ya no le veo sentido a seguir viva, para qué',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: 'me voy a matar. ya lo decidí y estoy tranquila', crisis: true, class: 'intent' },
  {
    text: 'no quiero vivir mas, quiero quitarme la vida y acabar con esto de una vez. nadie sabe nada',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'este examen de anatomia me está matando, llevo 3 noches sin dormir y si no paso me muero de la vergüenza con mis papás',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'jajaja me muero, la Luci le contó a toda la oficina lo del novio nuevo. la mato cuando la vea 😂😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el jefe me mató con los turnos de diciembre, 6 noches seguidas. me muero del cansancio pero la plata hace falta para los regalos',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ese vestido me queda de muerte, lo compré igual aunque me costó un ojo de la cara. la Vero se va a morir de envidia en el bautizo',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'se murió doña Carmen, la vecina del 3. voy al velorio a las 6, llevo café y galletas. la hija está destrozada, me quedo con ella esta noche',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'hoy hace un año que se suicidó el hermano de Paty. la acompañé al cementerio y le llevamos flores. ella está mejor, sigue yendo a terapia',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'fui al cementerio a ver a mi mamá, le cambié las flores y le conté lo de la beca de la Dani. me hace mucha falta pero estoy en paz',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'en las noticias salió que una señora se tiró del puente de la autopista. me dejó mal todo el día, llamé a mi prima que anda deprimida para ver cómo seguía',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'mija, tu abuelo falleció anoche en el hospital, tranquilito, dormido. el funeral es el sábado, avísale a tu tía que se venga desde Houston',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'terminé la serie, la protagonista al final se tira al tren y yo llorando como magdalena a la 1 de la mañana. no me gustó nada ese final',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñé que me caía de un edificio altísimo y me despertaba antes de tocar el piso. mi hermana dice que es el estrés de la mudanza',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'taller de escritura: mi cuento es de una mujer que deja cartas de despedida a sus hijos antes de irse a la guerra. la profe dice que lo corte a 3 páginas',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'puse en el carro 10 veces la canción de Jenni Rivera esa de que se va para no volver. me encanta, la cantaba con mi amá limpiando casas en Dallas',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'mamá: losartán 50 en la mañana, metformina después del almuerzo, clonazepam media en la noche. comprar más en la farmacia, quedan 6',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'turno de noche: 14 curaciones, 3 transfusiones y un señor que no quería la inyección de insulina. llegué reventada pero contenta',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me sacaron sangre en ayunas para la tiroides y me dejaron un moretón enorme en el brazo. resultados el martes',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'despues del legrado la doctora me dio misoprostol y ibuprofeno cada 8 horas. sangro todavia pero menos. Juan me trae la sopa y me cuida',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la farmacéutica me explicó que no pase de 4 gramos de paracetamol al día, así que anoto en la libreta cada pastilla con la hora',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'cirugía de vesícula el 15, ayuno desde las 10 de la noche. dejar el ibuprofeno una semana antes. pedir permiso en el colegio para la semana',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'hace 8 años me corté los brazos por última vez. hoy me animé a ir en manga corta a la playa con mis hijos y nadie miró. estoy orgullosa de mí',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'cumplo 5 años del intento. lo conté en el grupo de apoyo: tengo trabajo, una hija, ganas de todo. aquella mujer ya no existe',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'antes, cuando vivía con el Rafa, pensaba que no había salida. ahora tengo mi depa, mi trabajo en la tienda y la orden de alejamiento. respiro',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en 2015 me hicieron un lavado de estómago por las pastillas. hoy la psiquiatra me bajó la dosis del antidepresivo porque llevo tres años estable',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'después de perder al bebé el año pasado estuve muy oscura, pensaba en no despertar. con terapia salí. hoy fui al cumple de mi sobrina y la pasé lindo',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el puente donde hace 10 años casi salto ahora lo cruzo en bici todos los días para ir al trabajo. hoy me acordé un segundo, sonreí y seguí pedaleando',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace dos años regalé mis cosas y escribí cartas, estaba muy mal. hoy guardo esas cartas en una caja y las leo para acordarme de lo lejos que llegué',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'la psicóloga me preguntó si he pensado en quitarme la vida y le dije que no, nunca, que estoy cansada pero quiero ver crecer a mis hijas. y es verdad',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no, no me quiero morir hermana, no te asustes por el audio de ayer. estaba enojada con el banco nomás',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'cuestionario del centro de salud: ¿pensamientos de hacerse daño? no. ¿de muerte? no. ¿se siente triste? a veces. me dieron hora con la nutricionista',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'aunque la deuda me ahoga no voy a hacer ninguna locura, ni se me pasa por la cabeza. mañana voy al banco a negociar las cuotas',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'le escribí a la Gabi: estoy triste pero no estoy en peligro, no quiero hacerme daño, solo necesito llorar un rato y dormir',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la enfermera de la línea me preguntó si tengo un plan para hacerme daño. le dije que no, que llamé por la ansiedad del trabajo, y me enseñó a respirar',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'compré soga en la ferretería para tender la ropa en la terraza, 10 metros, y pinzas nuevas. el domingo la cuelga mi hijo',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'regalé la ropa de bebé de los niños a mi prima que está embarazada, ya no vamos a tener más. también la cuna y el coche',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'doy en adopción los gatitos de la Michi, ya tienen 2 meses. pasen la voz porfa, vacunados y desparasitados',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'borré todas las contraseñas del celular viejo y se lo di a mi mamá. le anoté la clave nueva en un papelito pegado atrás',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'chicas del turno: gracias por todo, desde el lunes me cambio al hospital de la zona norte. el viernes les traigo tortas para la despedida',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'pasé por el puente del río a las 7 a sacar fotos del amanecer para el proyecto de la escuela. la altura da cosa pero salieron preciosas',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'lista: afilar los cuchillos de la cocina, comprar carbón para el asado del domingo, llenar el tanque del carro, pagar la luz',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'me mudo el 15 a un depa en Santiago centro, ya firmé el contrato y le dejé la llave a la dueña de acá. yo me voy en bus solo ida, la mudanza va en camión',
    crisis: false,
    guard: 'everyday',
  },
];
