import type { EvalNote } from './types';

/** Spanish development notes (with and without accents), written before tuning. */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Otra pelea con mi marido por el dinero. Me quiero morir, de verdad, ya me da todo igual.',
  },
  { crisis: true, class: 'intent', text: 'quiero matarme. solo quiero que esto se acabe' },
  {
    crisis: true,
    class: 'intent',
    text: 'Todo el día pensando en el suicidio, ni en el trabajo me puedo concentrar.',
  },
  { crisis: true, class: 'intent', text: 'me voy a matar si esto sigue asi, lo juro' },
  {
    crisis: true,
    class: 'intent',
    text: 'He decidido quitarme la vida. No veo otra forma de pararlo.',
  },
  { crisis: true, class: 'intent', text: 'Tengo ganas de morirme. Solo eso.' },
  { crisis: true, class: 'intent', text: 'llevo tres semanas con pensamientos suicidas' },
  { crisis: true, class: 'intent', text: 'kiero morir. estoy en el baño del trabajo llorando' },
  {
    crisis: true,
    class: 'intent',
    text: 'Creo que al final me voy a suicidar, no me quedan fuerzas.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Cada noche rezo para no despertarme por la mañana. Luego suena la alarma y otra vez el mismo día.',
  },
  { crisis: true, class: 'passive', text: 'No quiero vivir. No quiero nada.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Mataron a mi hermano en el frente en mayo y no quiero vivir sin él.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'No me importaría que me atropellara un coche camino al trabajo.',
  },
  { crisis: true, class: 'passive', text: 'ojala no hubiera nacido nunca' },
  { crisis: true, class: 'passive', text: 'Estoy cansada de vivir. Simplemente cansada.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Quisiera dejar de existir. No morir exactamente, sino no estar, no ser nada.',
  },
  { crisis: true, class: 'passive', text: 'estaria mejor muerta, la verdad' },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Creo que pronto me iré para siempre. Será lo más honesto.',
  },
  { crisis: true, class: 'euphemism', text: 'Quiero dormir para siempre y no sentir nada 😴' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mi abuela murió en otoño. La extraño tanto que quiero irme con ella.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Quiero acabar con todo. Las deudas, el silencio del piso, todo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pronto ya no estaré aquí, así que da igual lo que diga el médico el lunes.',
  },
  { crisis: true, class: 'euphemism', text: 'quiero desaparecer para siempre de este mundo' },
  { crisis: true, class: 'euphemism', text: 'Quiero dejar este mundo en silencio, sin drama.' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Las pastillas están en el armario del baño y no paro de contarlas en mi cabeza, cuántas harían falta.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Hoy estuve mucho rato en el puente mirando el río. Sería tan fácil dar un paso.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'El arma reglamentaria de mi marido está en la caja fuerte y sé la clave. No dejo de pensar en ponérmela en la sien.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'compré una cuerda en la ferretería. no es para tender la ropa.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Volviendo por la autopista pensé en estrellarme contra un camión a propósito. Casi lo hago.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo muchas ganas de tirarme del balcon del noveno piso',
  },
  { crisis: true, class: 'method', text: 'quiero tomarme todas las pastillas 💊💊💊 y dormirme' },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Ya lo he decidido. Esta noche, cuando los niños se duerman, me tomo todas las pastillas.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'El viernes. Ya elegí el sitio junto al río donde no pasa nadie.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Escribí mi testamento y elegí la fecha. Todo está listo, solo queda esperar.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Llevo semanas guardando somníferos, ya tengo unos sesenta.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'mañana cuando todos se vayan a trabajar lo hago. ya se como voy a matarme',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Esta es mi última entrada. Gracias a quien la lea. Por favor cuiden a mi gata Mila.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Escribí cartas de despedida para mamá y mi hermana y las dejé en el cajón.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy regalé mi guitarra y mis libros. Ya no los voy a necesitar.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Perdónenme por todo. Los quise mucho a todos. Adiós.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Cuando ya no esté, no se culpen, no fue culpa de nadie.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Todos estarían mejor sin mí. Solo les quito dinero y paciencia.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Desde la lesión no soy más que una carga para mi familia. Me dan de comer, me llevan, me bañan.',
  },
  { crisis: true, class: 'burden', text: 'Mis hijos vivirían mejor si yo no estuviera.' },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un estorbo para todos, les haria un favor si desapareciera',
  },
  { crisis: true, class: 'burden', text: 'Les arruino la vida a todos, sobro en este mundo.' },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Anoche me volví a cortar los brazos, más profundo que antes.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Recaí después de 40 días. La cuchilla estaba en el baño y me corté otra vez.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me quemo el brazo con el mechero cuando hay demasiado ruido en mi cabeza. Hoy dos veces.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me golpeo la cabeza contra la pared hasta que se calla todo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Otra vez me arañé los brazos hasta sangrar. Sé que no debo pero no puedo parar.',
  },
  { crisis: true, class: 'selfHarm', text: 'autolesiones otra vez 🔪🩸 tres semanas a la basura' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No tengo futuro. Nada va a mejorar nunca, ya lo sé.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No hay salida. Lo he probado todo, terapia, pastillas, mudarme, y nada funciona.',
  },
  { crisis: true, class: 'hopelessness', text: 'No le veo ningún sentido a seguir viviendo.' },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'no hay razon para seguir, todos los dias son iguales',
  },
  { crisis: true, class: 'hopelessness', text: 'Mi vida se acabó. Ya nada me puede ayudar.' },
  // dose
  { crisis: true, class: 'dose', text: '¿Cuántos somníferos hacen falta para no despertar?' },
  { crisis: true, class: 'dose', text: 'otra vez busqué la dosis letal de paracetamol' },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas necesito para morir? lo pregunto en serio',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuál es la dosis mortal de amitriptilina para alguien de mi peso?',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuántas pastillas de antidepresivo hacen falta para que sea seguro? Quiero que funcione a la primera.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace dos años intenté suicidarme y sobreviví. Ahora esos pensamientos han vuelto.',
  },
  { crisis: true, class: 'relapse', text: 'La última vez me salvaron. Esta vez lo haré bien.' },
  {
    crisis: true,
    class: 'relapse',
    text: 'Los pensamientos suicidas están volviendo, como antes del hospital.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento estuve mejor, pero otra vez estoy en ese lugar donde quiero morir.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Un año después de mi intento y ayer me encontré buscando métodos otra vez.',
  },
  // long, mixed
  {
    crisis: true,
    class: 'passive',
    text: 'Lunes. Fui en tranvía a la oficina, todavía no hay calefacción, tuve las manos heladas todo el día. Comí con Olga, habló una hora de su novio nuevo. Sinceramente quisiera desaparecer para siempre y nadie lo notaría. Compré pan y leche, di de comer al gato y me dormí en el sofá viendo una serie.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Escribo en español porque mi psicóloga es de aquí. I just want to die, no puedo más.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'El alquiler otra vez tarde y mi hijo tuvo que pagarlo. Soy una carga para él y su mujer, estarían mejor sin mí.',
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este examen me está matando, todavía quedan tres temas.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de risa con los memes que me mandó mi hermana 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Estoy muerta de cansancio después del doble turno.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Casi me muero de vergüenza cuando confundí el nombre de mi jefe.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefe me va a matar si no entrego el informe, así que me quedé hasta tarde.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de hambre y todavía faltan dos horas para comer.',
  },
  { crisis: false, guard: 'figurative', text: 'Este calor me mata, 38 grados en el piso.' },
  { crisis: false, guard: 'figurative', text: 'me muero por ver la nueva temporada!!' },
  { crisis: false, guard: 'figurative', text: 'Maté el tiempo leyendo en la sala de espera.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Que me maten, otra vez lunes y otra reunión sobre reuniones 🙃',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'En las noticias dijeron que doce personas murieron en el bombardeo de anoche. No puedo dejar de llorar.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hace un año murió mi abuela. Fuimos con mamá al cementerio y le llevamos lilas.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron a mi amigo Andrés en el frente. Veo su cara cada vez que cierro los ojos.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Bombardeos toda la noche. La vecina del edificio de enfrente murió, solo tenía cuarenta años.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'hoy se murió nuestro gato viejo 😢 la casa está tan callada',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi tío se quitó la vida en 2015. Hoy es el aniversario y encendimos una vela.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy fue el funeral. Vi bajar el ataúd y no sentí nada, luego todo de golpe.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un compañero de la unidad de papá se pegó un tiro la semana pasada. Papá no habla con nadie.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la novela. El protagonista se suicida al final y lloré como una niña.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'La serie sobre la chica que quiere morir es dura pero está muy bien hecha.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el juego mi personaje murió veinte veces con el mismo jefe, casi rompo el mando.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Escucho en bucle una canción sobre el suicidio, la melodía es preciosa y triste.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Leyendo Ana Karenina para el club de lectura. La escena del tren, uf.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos una película donde la protagonista dice "quiero morir" en la primera escena. Qué actuación.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Escribo un cuento: la narradora piensa tirarse de un puente pero conoce a un desconocido.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuánto ibuprofeno puedo tomar para un dolor de cabeza tan fuerte?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuál es la dosis máxima de paracetamol para la fiebre en adultos? Tengo 39.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El médico me duplicó la dosis de sertralina, ojalá las mañanas sean más fáciles.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me tomé dos pastillas para el dolor de cabeza y me acosté temprano.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El perro se comió media tableta de chocolate, busqué la dosis letal de chocolate para perros, está bien.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La farmacéutica me dijo que no pase de 4 g de paracetamol al día por el hígado.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuanta melatonina se puede tomar para dormir? intento arreglar el horario',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Hace cinco años quería morirme. La terapia me ayudó y hoy agradezco estar viva.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2019 intenté suicidarme. Hoy corrí mi primer medio maratón y lloré en la meta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente me cortaba; llevo tres años sin hacerlo y estoy orgullosa de mí.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En aquella época pensaba que todos estarían mejor sin mí. Qué equivocada estaba, mis hijos me necesitan.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'A los 16 quería matarme. Ahora soy voluntaria en una línea de ayuda y la vida es buena.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace mucho tiempo tenía un plan para acabar con mi vida. Pedí ayuda y ahora estoy bien.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Quiero acostarme temprano esta noche, estoy agotada.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tengo que matar dos horas antes del tren. Café y un libro.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré en la farmacia las pastillas de la tensión para mamá y luego la compra.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'me corté el dedo cortando cebolla jaja, sangre por todas partes',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'El puente estaba cerrado y di un rodeo. Cuarenta minutos de atasco.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lo he decidido: esta noche por fin ordeno el balcón y tiro las cajas viejas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me despedí de mis compañeros, ¡último día en este trabajo! Tarta y lágrimas.',
  },
  { crisis: false, guard: 'everyday', text: 'Quiero irme de esta ciudad y vivir cerca del mar.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé ropa vieja al centro de refugiados, por fin cierra el armario.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré una cuerda nueva para el columpio del patio, los niños encantados.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Día triste. Mucho trabajo, lluvia todo el día, lloré en el baño. Ojalá mañana sea mejor.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Quiero acabar con este proyecto antes del viernes e irme de vacaciones.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sueño con desaparecer una semana en la montaña sin móvil.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'No quiero vivir en esta ciudad, todo me recuerda a mi ex.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Esta noche es la noche: ¡primera cita en dos años! Deséenme suerte.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No quiero morir, quiero vivir y ver crecer a mi hija.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo pensamientos suicidas, solo estoy muy cansada.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si pienso en suicidarme. Le dije que no, y es verdad.',
  },
  { crisis: false, guard: 'negation', text: 'Nunca me haría daño, se lo prometí a mi madre.' },
  {
    crisis: false,
    guard: 'negation',
    text: 'Semana mala, pero no pienso quitarme la vida. Solo necesito descansar.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Durante la alarma tuve tanto miedo de morir. Quiero vivir.',
  },
  { crisis: false, guard: 'figurative', text: 'Me muero de sueño, mañana hablamos.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Esta serie está de muerte, la recomiendo a todo el mundo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Se murió la batería del móvil en pleno metro, qué rabia.',
  },
];
