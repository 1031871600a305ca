import type { EvalNote } from './types';

/**
 * Spanish notes written after the first tuning, to measure generalisation: the first
 * detector run on them is recorded in the safety report; they were then used for tuning too.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'burden',
    text: 'no paro de pensar que todos estarían bien si yo ya no estuviera',
  },
  { crisis: true, class: 'passive', text: '¿Sinceramente? Ya me cansé de estar viva.' },
  {
    crisis: true,
    class: 'passive',
    text: 'una parte de mí espera no sobrevivir a la operación de mañana',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Hoy miré las vías del tren mucho rato y pensé en lo rápido que sería',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Empecé a escribirles cartas a mis hijos por si acaso. Las guardé en un sobre que dice 'después'.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Compré suficientes somníferos para hacerlo bien. Están en mi bolso.',
  },
  { crisis: true, class: 'dose', text: '¿Cuántas pastillas de litio serían mortales?' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Han vuelto las ganas de cortarme, tuve que esconder los cuchillos de mí misma',
  },
  { crisis: true, class: 'selfHarm', text: 'me quemé con la plancha otra vez a propósito' },
  { crisis: true, class: 'euphemism', text: 'No creo que llegue a mi cumpleaños. Tampoco quiero.' },
  {
    crisis: true,
    class: 'burden',
    text: 'si me muriera esta noche nadie se daría cuenta hasta el lunes',
  },
  { crisis: true, class: 'passive', text: 'Estoy cansada. No de sueño. Cansada de existir.' },
  {
    crisis: true,
    class: 'farewell',
    text: 'lista para irme. ya me despedí de todos en mi cabeza.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Creo que hasta aquí llegué. No puedo seguir con esto.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'cada mañana me despierto decepcionada de haberme despertado',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Este fin de semana voy a ir a la costa y me voy a meter en el mar. No voy a volver.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Tengo la escopeta de caza de mi padre en el garaje y últimamente pienso mucho en ella',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Mi psicóloga no sabe que llevo un mes planeando mi muerte',
  },
  { crisis: true, class: 'passive', text: 'ojalá los bombardeos me llevaran a mí' },
  { crisis: true, class: 'hopelessness', text: 'la vida ya no vale nada. nada vale la pena' },
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy me tengo miedo. Los pensamientos de acabar con todo son muy fuertes.',
  },
  { crisis: true, class: 'plan', text: '¿Cuál es la forma menos dolorosa de irse?' },
  {
    crisis: true,
    class: 'relapse',
    text: 'después de mi sobredosis la primavera pasada prometí no volver a intentarlo, pero aquí estoy buscando métodos otra vez',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Arruino todo lo que toco. Estarían más felices conmigo muerta.',
  },
  { crisis: true, class: 'plan', text: 'esta noche me tomo todas las pastillas de la casa' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me autolesiono desde marzo, sobre todo en los muslos para que nadie lo vea',
  },
  { crisis: true, class: 'passive', text: 'no quiero estar aquí ya' },
  {
    crisis: true,
    class: 'passive',
    text: 'A veces pienso en simplemente no despertar y me da paz',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hice la cama, limpié el piso, le di doble comida al gato. Después de esta noche no voy a necesitar nada de esto.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'El problema soy yo. Si me quitan de en medio, todo se arregla.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'nada tiene sentido ya, solo quiero que todo pare para siempre',
  },
  { crisis: true, class: 'method', text: 'La voz me dice que salte y empiezo a estar de acuerdo' },
  { crisis: true, class: 'intent', text: 'Pienso en morirme literalmente cada hora' },
  { crisis: true, class: 'passive', text: 'quiero dormir y no despertar nunca 😴🪦' },
  { crisis: true, class: 'euphemism', text: 'Esta noche por fin voy a acabar con mi sufrimiento.' },
  { crisis: true, class: 'plan', text: 'Mi plan es el puente el domingo.' },
  {
    crisis: true,
    class: 'burden',
    text: 'Le haría un favor a todo el mundo desapareciendo para siempre.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'recaí. me corté tan hondo que necesitaba puntos. no fui al hospital.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Sobreviví a mi intento en 2021 y ahora ojalá no lo hubiera hecho.',
  },
  { crisis: true, class: 'farewell', text: 'perdón mamá. te quiero. no es tu culpa.' },
  { crisis: true, class: 'intent', text: 'odio tanto mi vida que quiero terminarla' },
  { crisis: true, class: 'intent', text: 'ya no aguanto, me quiero matar, no es broma' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi hermana me va a asesinar cuando vea el coche jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me morí un poquito por dentro cuando dijo eso, qué vergüenza ajena',
  },
  { crisis: false, guard: 'figurative', text: 'ese entrenamiento me destrozó, estoy muerta' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'matando el tiempo en el aeropuerto, otra vez retraso',
  },
  { crisis: false, guard: 'figurative', text: 'esta hoja de cálculo va a acabar conmigo' },
  { crisis: false, guard: 'figurative', text: '¡Me muero de felicidad, dijo que sí!' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'El abuelo falleció tranquilo mientras dormía, estamos destrozados',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Otro misil cayó en el edificio, todavía están contando los muertos',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy habría sido el cumpleaños de mi hermano. Lo mataron el año pasado en el frente.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un compañero se suicidó y toda la oficina está en shock',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Volví a ver El club de los poetas muertos, la escena de Neil todavía me rompe',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Jugando a un juego de terror donde hay que sobrevivir a la noche, qué miedo',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'La narradora del libro quiere desaparecer para siempre y está escrito precioso',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Es seguro tomar 1000 mg de paracetamol para el dolor de regla?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Le pregunté a la farmacéutica la dosis máxima de ibuprofeno para la fiebre de mi hijo',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy tomé tarde mi dosis de antidepresivo, me siento un poco rara',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la universidad me autolesionaba. Ahora llevo cinco años sin hacerlo y soy mentora de estudiantes.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2018 tenía un plan para acabar con todo. La terapia y mi perro me salvaron. Ahora estoy bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Una vez pensé que mi familia estaba mejor sin mí; hoy nos reímos en la cena y sé que era mentira.',
  },
  { crisis: false, guard: 'everyday', text: 'Me muero por salir de esta oficina' },
  { crisis: false, guard: 'everyday', text: 'Por fin terminé con Marcos, ya me siento más ligera' },
  { crisis: false, guard: 'everyday', text: '¡Adiós 2023, hola año nuevo!' },
  { crisis: false, guard: 'everyday', text: 'Tenemos que elegir la fecha de la boda' },
  { crisis: false, guard: 'everyday', text: 'Regalé mis libros viejos a la biblioteca' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Decidí dejar mi trabajo, el plan está listo: aviso el viernes.',
  },
  { crisis: false, guard: 'everyday', text: 'Estoy tan harta de esta semana jaja' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ordené el balcón y miré abajo las luces de la ciudad',
  },
  { crisis: false, guard: 'negation', text: 'No me voy a hacer daño, solo necesito desahogarme' },
  {
    crisis: false,
    guard: 'negation',
    text: 'No, no quiero morir. Quiero que duela menos, y mañana llamo a mi médico.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca pensé en el suicidio, ni en los peores momentos',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En la línea me preguntaron si estaba a salvo y dije que sí, de verdad',
  },
];
