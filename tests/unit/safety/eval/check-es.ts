import type { EvalNote } from './types';

/**
 * Spanish notes of a second generalisation check, written after the first round of
 * tuning: the detector's first run on them is recorded in the safety report; they were then used
 * for tuning too.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'passive',
    text: 'Sinceramente, si me diagnosticaran cáncer sentiría alivio.',
  },
  { crisis: true, class: 'passive', text: 'me acosté rezando para no ver la mañana. la vi igual.' },
  {
    crisis: true,
    class: 'intent',
    text: 'lo único en lo que pienso ahora es en cómo dejar de estar viva',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Lo voy a hacer. Me voy a matar, solo tengo que elegir el día.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pronto estaré con papá. Murió en primavera y estoy lista para ir adonde está él.',
  },
  { crisis: true, class: 'euphemism', text: 'supongo que es hora de desconectarme de la vida' },
  {
    crisis: true,
    class: 'method',
    text: 'Llené la bañera y me senté al lado con la cuchilla una hora.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Paso a propósito por el paso elevado, freno, mido la altura en mi cabeza.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'la escopeta de caza de papá está en el armario y la llave en el cajón de la cocina. lo comprobé dos veces hoy.',
  },
  { crisis: true, class: 'plan', text: 'Sábado. Los niños estarán con la abuela. Entonces.' },
  {
    crisis: true,
    class: 'plan',
    text: 'Estuve investigando qué pastillas actúan más rápido. Tengo una lista.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Puse fecha. 3 de marzo. Así termino el informe y nadie tendrá que hacerlo.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Si estás leyendo esto, lo siento. Dale de comer a Bizcocho y no dejes que mamá lea mi diario.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Cancelé el contrato del móvil, pagué tres meses de alquiler por adelantado, le escribí a Ana. Estoy lista.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Solo les chupo la energía a mis padres. Sin mí por fin podrían descansar.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mi marido merece a alguien que no esté roto. sería libre si yo desapareciera para siempre.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'otra vez me quemé la muñeca en la cocina a propósito. es lo único que calla el ruido.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hoy me corté otra vez, tercera vez esta semana, se me acaban las vendas',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'golpeé la pared con los puños hasta abrirme los nudillos. quería que doliera.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'no hay nada delante de mí más que esto. ni luz, ni futuro, nada.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Sinceramente no me veo saliendo de este pozo. Nunca.',
  },
  { crisis: true, class: 'dose', text: '30 somniferos son suficientes para no despertar?' },
  { crisis: true, class: 'dose', text: 'cuanta insulina pararía un corazón? pregunto por mí' },
  {
    crisis: true,
    class: 'relapse',
    text: 'Dos años sin cortarme y esta noche volví a coger la cuchilla.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Me dieron el alta en junio. La voz que me dice que lo termine ha vuelto.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me da igual si el próximo misil cae sobre mí. dejé de ir al refugio.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Todo es demasiado. Quiero morir. Esa es toda la entrada.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Ojalá pudiera simplemente dejar de existir, en silencio, como una luz que se apaga.',
  },
  { crisis: true, class: 'euphemism', text: 'Creo que ya terminé con este mundo.' },
  { crisis: true, class: 'farewell', text: 'Adiós a todos. No fue su culpa. Los quiero.' },
  { crisis: false, guard: 'figurative', text: 'El tráfico hoy fue asesino, casi me vuelvo loca.' },
  { crisis: false, guard: 'figurative', text: 'los chistes de mi hermana me matan 😂' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de vergüenza, le dije mamá a la profesora',
  },
  { crisis: false, guard: 'figurative', text: 'esta tarta está de muerte, de verdad' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron al hijo de los vecinos cerca de Bajmut. Les llevé comida.',
  },
  { crisis: false, guard: 'othersDeath', text: 'Hoy fue el funeral del abuelo. Leí un poema.' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un actor famoso se quitó la vida, las noticias no hablan de otra cosa.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la película el soldado se tira sobre una granada para salvar a los demás.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Leyendo las memorias de una mujer que sobrevivió a un intento de suicidio, es esperanzador.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El médico dijo que no tome más de 8 pastillas de paracetamol al día.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuál es una dosis segura de ibuprofeno para mi hija de 5 años? Tiene fiebre.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace diez años me hacía mucho daño. Hoy soy enfermera y feliz.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En 2016 estaba en un lugar oscuro y quería acabar con todo. Ahora estoy bien, de verdad.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estoy harta de esta lluvia, mañana me quedo en casa.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estoy matando las plantas poco a poco con mi riego jaja',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me tomé la última pastilla del paquete, tengo que comprar más vitaminas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Planeamos el viaje para el sábado, tour de puentes a las 10.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ningún pensamiento de hacerme daño, solo estoy muy triste.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca dejaría a mis hijos, por mal que se pongan las cosas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Carta de despedida a mi antiguo trabajo: ¡gracias, fue divertido!',
  },
];
