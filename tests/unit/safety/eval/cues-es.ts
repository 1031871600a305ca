import type { EvalNote } from './types';

/**
 * Spanish notes written for the cue layer (concepts that make a class together), in the Spanish
 * of Spain, Mexico and Argentina (voseo, slang, no accents, typos, emoji) and of a Ukrainian
 * refugee writing in Spanish: every one was first run against the detector as written, then used
 * for tuning. First run: recall 19/52 (36.5%), false alarms 1/33 (3.0%). Everyday twins sit
 * beside the crisis notes they resemble.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'tengo unas ganas tremendas de quitarme del medio. no es un decir, lo digo en serio',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy en el bondi pensé seriamente en matarme. No fue una idea suelta, la pensé entera.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'me quiero morir de verdad. no de risa ni de hambre. de verdad.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'vos sabes que? me quiero matar. no doy mas, boludo, no doy mas',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Yo quiero morir. Aquí sola, sin idioma, sin casa, sin mamá. Cada día quiero morir más.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'si me agarra un auto cruzando la avenida no me molestaría para nada, la verdad',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Le pido a Dios cada noche que me lleve mientras duermo. Así, sin dolor, sin drama.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'no tengo ganas de seguir viva, estoy re cansada de todo esto 😞',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando suena la alarma ya no bajo al refugio. Si el misil cae aquí, que caiga, me da igual.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'que ganas de dormirme y no abrir mas los ojos. nunca mas.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Creo que ya es hora de irme. No de la ciudad ni del curro. Irme de verdad.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'quiero apagarme. que se corte la luz y listo, para siempre',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy lista para el viaje largo, ese del que nadie vuelve.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Quiero ir con mi abuela al cielo. Ella me está esperando, lo sé.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'me quiero borrar del mapa. no de las redes, del mapa de verdad, de la vida',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Estuve mirando la barandilla del puente de la autopista como media hora. Está alta. Sería tan fácil pasar al otro lado.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo una caja de rivotril de mi vieja en la mesita de luz y no paro de pensar en tomarmela entera',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Me compré una cuerda gruesa en el Leroy. No es para tender ropa.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'saque la escopeta de caza del abuelo del armario y la tuve en las rodillas un buen rato, cargada',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Le he cogido a mi madre todas sus pastillas de dormir. Las tengo en el bolso.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El sábado mis viejos se van a Rosario. Esa noche lo hago, ya tengo todo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya elegí la fecha: el 14, después del cumple de mi hermana, para no arruinárselo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Mañana cuando Pablo se vaya al curro me tomo todo lo que hay en el botiquín.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'tengo el dia y el sitio. el puente de la A-6, el domingo de madrugada, que no pasa nadie.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Viernes. Cuando la señora de la casa se va a trabajar. Tengo las pastillas. Ya está decidido.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamá, si algún día lees esto, nada fue culpa tuya. Te quise más que a nada en el mundo.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les deje a cada uno una carta en el cajon de la cocina. perdonenme, de verdad.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy le regalé la play a mi primo y los libros a Lucía. Ya no los voy a usar más.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Le mandé un audio a mi hermana diciéndole que la amo y que cuide a Toby. No lo va a entender hasta mañana.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Me despido de este diario. No va a haber más páginas después de esta. Gracias por escucharme tantos años.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mis viejos se gastan toda la plata en mis terapias y no sirve de nada. Les estoy chupando la vida.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Sin mí mis hijos tendrían una vida más fácil. Lo veo clarísimo.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Siento que sobro en todos lados. Si me voy nadie va a sufrir, al contrario, se van a quedar aliviados.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi hermana me tiene en su piso y yo solo soy problema para ella. Sería mejor para ella si yo no existo.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'todo lo que toco lo rompo. mi familia estaria mil veces mejor si yo no hubiera existido nunca',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Volví a desarmar el sacapuntas. Tres rayitas en el muslo. Nadie las va a ver.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me queme el brazo con el cigarro a proposito, para sentir algo que no sea este vacio',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'se me corto la racha de 80 dias. otra vez la gillette en el baño del insti 🩸',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Necesitaba castigarme. Le di puñetazos a la pared hasta que se me abrieron los nudillos.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me rasqué los brazos con las uñas hasta sangrar porque la ansiedad no se iba y es lo único que la para.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No hay nada que arreglar. Todo va a seguir igual de mal hasta que me muera.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'da igual lo que haga, nunca voy a salir de este agujero. ni se para que sigo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Todo lo que tenía se quedó en Járkov. Aquí no tengo futuro, no tengo nada, no tengo para qué vivir.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'estoy quemada, vacia, sin esperanza de nada. ya ni lloro. para que seguir intentando',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuanto paracetamol hace falta para que el higado no tenga vuelta atras',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Busqué cuántos gramos de paracetamol son demasiado para alguien de 50 kilos. Yo peso 48.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'si me tomo las 30 de clonazepam con el fernet me despierto o no?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Mirando el blíster me pregunto cuántas de estas necesitaría para no levantarme más.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Después de lo del año pasado (el lavado de estómago) me juré que nunca más. Y hoy otra vez estoy pensando en lo mismo.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace ocho meses que salí del psiquiátrico y las ganas de matarme volvieron con todo.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Llevaba un año tranquila. Hoy volvió esa vocecita que me dice que me tire del balcón.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'la otra vez me salvaron de milagro. esta vez no pienso dejar que nadie llegue a tiempo',
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de ganas de que llegue el viernes y ver a Nacho 😍',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Casi me muero cuando vi la nota del examen, ¡un 9!',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefa me mató con el informe. Lo termino esta noche aunque me cueste la vida.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Quiero tirarme en la cama y no despertarme hasta el lunes, qué semana.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'este calor me esta matando, me quiero morir de calor literal jajaja',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que murió mi abuelo. Fuimos al cementerio con mamá y le llevamos claveles.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'La vecina del tercero se tiró del balcón ayer. Estoy en shock, no puedo dejar de pensar en sus hijos.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murió Toby, mi perro. Lo enterramos en el patio de la casa de mis viejos.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi primo murió en Bajmut. Mi tía dice que no quiere vivir sin él, tengo mucho miedo por ella.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la serie de la chica que graba cintas antes de suicidarse. Me dejó hecha polvo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento donde el protagonista decide tirarse de un puente y al final no lo hace.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el juego mi personaje se murio tres veces con el mismo jefe, que rabia',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "La canción dice 'quiero morir en tus brazos' y no me la saco de la cabeza.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuántos ibuprofenos puedo tomar al día para la muela? El dolor me está matando.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Le di a la nena 5 ml de paracetamol para la fiebre, el pediatra dijo que cada 6 horas como mucho.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El médico me subió la sertralina a 100 mg. Veremos si ayuda con el insomnio.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Es peligroso mezclar el antibiótico con vino? El sábado es la boda de mi prima.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'A los 16 tuve una época muy oscura y me cortaba. Hoy tengo 30, dos hijos, y estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace cinco años intenté quitarme la vida. Hoy corrí mi primera media maratón. Gracias, terapia.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Releí mi diario de la prepa: 'me quiero morir' en cada página. Qué lejos queda todo eso.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2019 estuve internada por una sobredosis. Hoy celebré con mi psiquiatra cinco años de alta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando llegué a Madrid desde Kyiv pensaba que no quería vivir más. Ahora tengo trabajo y amigas, estoy mejor.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana a la noche es la despedida de soltera de Caro. Ya tengo todo listo, el vestido y los regalos.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré una cuerda para el tendedero y por fin colgué la ropa en la terraza.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estuve en la azotea tomando sol con mis amigas, desde ahí se ve todo Madrid.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy regalé a la parroquia toda la ropa que ya no me queda. Me siento más ligera.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me despido de este piso después de 6 años. Mañana entrego las llaves y empiezo de cero en Valencia.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Contando las pastillas del pastillero semanal de mi abuela, que si no se lía con las del corazón.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si tenía ideas de hacerme daño y le dije la verdad: no, para nada.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste, pero no quiero morirme. Quiero que esto pase, nada más.',
  },
  { crisis: false, guard: 'negation', text: 'Nunca me cortaría, le tengo pánico a la sangre.' },
  {
    crisis: false,
    guard: 'negation',
    text: 'Ya no tengo esos pensamientos de quitarme la vida, hace mucho que no aparecen.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no pienso matarme por un examen, tranqui, solo estoy de mal humor',
  },
];
