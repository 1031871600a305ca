import type { EvalNote } from './types';

/**
 * Spanish notes written blind (from the writer's own knowledge, not from the other sets) for a check of
 * how the detector generalises: long entries with the crisis sentence in the middle of an ordinary
 * day, very short notes, slang, typos, no accents, emoji, and hard negatives for every guard.
 *
 * First run before any tuning: recall 21/25, false alarms 1/15. After that the notes were used for tuning.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy fui al super, compre pan y leche, hable con la vecina del 3o sobre el ascensor. Y en la cola de la caja pense que lo unico que quiero de verdad es acabar con mi vida. Despues volvi a casa y puse la lavadora como si nada.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ya lo tengo claro, me voy a suicidar. no es un arrebato',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'q ganas de matarme tio, en serio, no puedo mas con esta mierda 💀',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojala no despertarme mañana. solo eso pido',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Reunión de equipo larguísima, el jefe con sus gráficas. Yo mirando la ventana y pensando que si me muriera esta noche no pasaría nada, hasta sería un alivio. Luego comí con Marta.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'creo que ya va siendo hora de desaparecer del todo. de no estar mas. para siempre',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Quiero dejar de existir. No dormir, no irme de viaje. Dejar de existir.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'estuve buscando en google cuantos pisos hacen falta para no sobrevivir a la caida',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Tengo guardado el cinturon y ya se de que viga colgarlo. Lo mire otra vez esta tarde.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'me he comprado unas cuchillas nuevas y un bote de paracetamol, los tengo en la mochila para cuando me decida',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'El jueves mis compis de piso se van de puente. Ese fin de semana me mato. Ya lo he pensado todo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'esta noche lo hago. ya escribi las cartas y deje el movil cargando para que lo encuentren',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'A quien lea esto: gracias por todo, perdonad el daño. Cuidad de mi gato. Ya no voy a estar aqui mañana.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Hoy llame a mi abuela solo para oirla por ultima vez. No sabe que es una despedida.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un estorbo para todos. mi familia viviria mas tranquila si yo me muriera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Todo lo que hago es dar problemas. Sin mi estarian mejor, de verdad lo pienso.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'volvi a cortarme los brazos anoche. 4 cortes. me calmo un poco 😶',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Clase de ingles, luego gimnasio. Al llegar me encerre en el baño y me hice daño con la cuchilla del sacapuntas otra vez. Cene con mis padres con manga larga.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nada va a mejorar nunca. no le veo sentido a seguir viviendo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No tengo futuro, no tengo ganas, no tengo nada. Para que seguir.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de ibuprofeno hacen falta para morirse? lo pregunto en serio',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Miré cuál es la dosis letal del tramadol. Tengo dos cajas de la operación de mi padre.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'han vuelto las ganas de morirme. pense que ya habia salido de eso hace un año',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'La última vez que lo intenté acabé en urgencias. Ahora vuelvo a pensar en intentarlo, y esta vez bien.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'no quiero vivir mas',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de ganas de ver a Carla el sabado 😍😍',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'El examen de estadística me ha matado. Estoy muerta, me voy a dormir ya.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que se suicidó el tío Julián. Fuimos al cementerio con mi madre y lloramos mucho.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi perro se murio esta mañana. tenia 14 años. la casa esta vacia sin el',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la serie. El final, cuando la protagonista se tira del puente, me dejó hecha polvo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en mi novela el detective encuentra una carta de despedida junto al cuerpo. tengo que reescribir ese capitulo',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La pediatra dice que no pase de 15 mg por kilo de paracetamol para la niña. Apuntado en la nevera.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me han hecho unos puntos en el dedo porque me corte pelando patatas. Que torpe soy.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace cinco años quise morirme y hoy celebro que sigo aquí. Terapia, amigos y paciencia. Orgullosa de mí.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'de adolescente me cortaba. ya no, llevo 6 años limpia y ahora ayudo en un grupo',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana me voy de viaje a Lisboa, ya tengo la maleta hecha y me despedí de todos en la ofi. ¡Qué ganas!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'compre cuerda para el tendedero y un cuchillo nuevo para la cocina. domingo de recados',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste pero no quiero morirme, quiero que esto mejore. Mañana llamo a la psicóloga.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nunca me haria daño, tengo a mis hijos. solo estoy agotada',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy me despedí del trabajo para siempre: ¡me jubilo! Última vez que ficho. Cena con la familia.',
  },
];
