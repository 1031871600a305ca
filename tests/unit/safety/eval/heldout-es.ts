import type { EvalNote } from './types';

/**
 * Held-out Spanish notes: Spain, Mexico and Argentina (curro, boludo, bondi), Ukrainians living
 * in Spain, accents often left out, kept away from whoever tunes the detector so they measure
 * how it generalises. A note either fires (`crisis`, with its class) or must stay quiet (with
 * the guard it tests).
 */
export const notes: EvalNote[] = [
  // intent
  { text: 'Me quiero matar. No es un decir.', crisis: true, class: 'intent' },
  { text: 'voy a quitarme la vida. ya lo decidi', crisis: true, class: 'intent' },
  {
    text: 'Hoy llevé a los niños al cole, hice la compra en el Mercadona, planché camisas y llamé a mi madre a Járkiv. Voy a suicidarme y nadie lo nota. Mañana tengo reunión con la tutora de Sofía.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'quiero acabar con mi vida y esta vez va en serio',
    crisis: true,
    class: 'intent',
  },
  { text: 'me voy a matar boludo, no es joda', crisis: true, class: 'intent' },
  {
    text: 'Decidí suicidarme. Lo escribo aquí porque no puedo decirlo en voz alta.',
    crisis: true,
    class: 'intent',
  },
  { text: 'me kiero matar ya no aguanto wey', crisis: true, class: 'intent' },
  { text: 'Por fuera todo bien 🙂 por dentro quiero matarme', crisis: true, class: 'intent' },

  // passive
  { text: 'Ojalá no despertar mañana.', crisis: true, class: 'passive' },
  {
    text: 'Quisiera no existir. No morirme, simplemente no haber nacido.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cada noche le pido a Dios dormirme y no volver a abrir los ojos.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'si me atropella un coche camino al curro pues mejor, la verdad',
    crisis: true,
    class: 'passive',
  },
  { text: 'quiero desaparecer y ya. que no quede nada de mi', crisis: true, class: 'passive' },
  { text: 'Ojalá me muriera de una vez.', crisis: true, class: 'passive' },
  {
    text: 'Si no amaneciera para mí, sería un alivio.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'Pronto no voy a estar más por aquí. Está bien, ya lo acepté.',
    crisis: true,
    class: 'euphemism',
  },
  { text: 'Quiero dormirme para siempre.', crisis: true, class: 'euphemism' },
  {
    text: 'Me voy con la abuela. Ella me está esperando 🪦',
    crisis: true,
    class: 'euphemism',
  },
  { text: 'Creo que ya es hora de irme de este mundo.', crisis: true, class: 'euphemism' },
  {
    text: 'otra vez pensando en hacerme unalive, ya ni se',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me voy a ir lejos y no voy a volver. Definitivamente.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya quiero irme a descansar en paz, de verdad.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'Llevo una hora en el puente mirando el agua. Sería tan fácil saltar.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Junté todas las pastillas 💊 Están en el cajón. Pienso tomármelas todas esta noche.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Mi marido es guardia civil y el arma reglamentaria está en casa. No dejo de pensar en usarla conmigo.',
    crisis: true,
    class: 'method',
  },
  { text: 'Compré una cuerda. No es para la mudanza.', crisis: true, class: 'method' },
  {
    text: 'Subí a la azotea del edificio a ver si es lo bastante alto para no sobrevivir. Lo es.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'pienso tirarme a las vias del metro mañana cuando vaya al trabajo',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Anoche me metí al mar pensando en no volver a la orilla. Esta vez salí.',
    crisis: true,
    class: 'method',
  },

  // plan
  { text: 'Esta noche. Ya está decidido.', crisis: true, class: 'plan' },
  {
    text: 'Ya elegí la fecha: el viernes, después de la boda de mi hermana, para no arruinársela.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hice el testamento y lo dejé sobre la mesa. Todo para mi hermano. Ya no voy a esperar más.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Llevo un mes guardando pastillas para que alcancen. Ya casi tengo suficientes.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cuando mi compañera de piso se vaya el finde me quedo sola. Ahí lo hago.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el plan: el embalse a las 3 de la mañana. no hay nadie a esa hora para sacarme',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Curro normal, mandé el informe, comí con los compañeros, hasta me reí con el de contabilidad. El domingo, cuando los niños duerman, lo voy a hacer. Ya escribí las cartas.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'Estoy escribiendo cartas de despedida. No sé por quién empezar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Regalé mi guitarra, mis libros y mis sudaderas. Creen que estoy ordenando. Ya no las voy a necesitar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Cuando ya no esté, por favor cuiden a mi gato Michi. Le encantan las chuches de pollo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mamá, perdóname por todo. Te quiero. Esta es mi última entrada.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Me despedí de todos a mi manera. Nadie se dio cuenta de que era para siempre.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Dejé las contraseñas apuntadas para que nadie tenga que pelearse con mis cuentas cuando me haya ido.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'A quien lea esto: no fue tu culpa. Adiós.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  { text: 'Todos estarían mejor sin mí.', crisis: true, class: 'burden' },
  {
    text: 'Solo soy una carga para mi familia. Sin mí vivirían más tranquilos.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis viejos gastan un montón en mi psicóloga. se ahorrarían todo si yo no estuviera',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mujer merece algo mejor. Si me muero, ella queda libre.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Soy el problema de esta casa. Sin mí se acaba el problema.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Aqui en Alicante sin trabajo, sin idioma, solo pido y pido. Mis hijos estarian mejor sin un padre como yo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Nadie me extrañaría. Es más, se sentirían aliviados.',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  { text: 'Me volví a cortar. Tercera vez esta semana.', crisis: true, class: 'selfHarm' },
  {
    text: 'Me quemé el brazo con el mechero cuando todo se puso feo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me pegué en las piernas hasta dejarlas moradas. es lo único que me calma la cabeza',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Manga larga en julio para tapar los cortes nuevos.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me rasco la piel hasta sangrar todas las noches.',
    crisis: true,
    class: 'selfHarm',
  },
  { text: 'recaí con las autolesiones, otra vez la cuchilla 🔪', crisis: true, class: 'selfHarm' },
  {
    text: 'Me golpeo la cabeza contra la pared cuando nadie me ve. Hoy hasta sangré.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  { text: 'Ya no doy más. No tiene sentido seguir.', crisis: true, class: 'hopelessness' },
  { text: 'No veo ningún futuro para mí.', crisis: true, class: 'hopelessness' },
  {
    text: 'No hay salida. Probé todo y nada va a cambiar nunca.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'para que seguir viviendo? no encuentro ni una razon',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Perdí mi casa en Mariúpol, mi ciudad, mi trabajo. ¿Para qué seguir?',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mañana va a ser el mismo infierno que hoy. Siempre. No veo por qué quedarme.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no me queda nada, solo oscuridad adelante, al menos para mi',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '¿Cuántas pastillas para dormir hacen falta para no despertar?',
    crisis: true,
    class: 'dose',
  },
  { text: 'cual es la dosis letal de paracetamol. pregunto por mi', crisis: true, class: 'dose' },
  {
    text: 'Buscando cuánta insulina es mortal. Tengo una pluma llena.',
    crisis: true,
    class: 'dose',
  },
  {
    text: '¿Cuántos antidepresivos serían suficientes para acabar con todo?',
    crisis: true,
    class: 'dose',
  },
  {
    text: '¿Con una caja entera de clonazepam alcanza para no despertar?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Busqué la dosis que te mata. Ahora estoy mirando el frasco.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'cuanto rivotril con alcohol hace falta pa no despertar',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'Hace dos años intenté suicidarme. Los pensamientos volvieron.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Después del intento mejoré, con medicación y terapia. Ahora quiero morirme otra vez.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Creía que eso había quedado atrás. Esta noche estuve otra vez frente a la ventana como aquella vez.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la misma voz de antes de mi sobredosis del año pasado volvio',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La última vez me salvaron. Esta vez no quiero que nadie me salve.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Año y medio sin cortarme y hoy recaí. Y volvieron las ganas de morirme.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Desde que salí del psiquiátrico estaba bien. Ahora todo vuelve y quiero desaparecer para siempre.',
    crisis: true,
    class: 'relapse',
  },

  // figurative
  {
    text: 'Me muero de risa con los audios de mi abuela 🤣',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'Este examen me está matando.', crisis: false, guard: 'figurative' },
  {
    text: 'Estoy muerta de cansancio, doble turno en el bar.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Si tengo que aguantar otra reunión me tiro por la ventana 🙄',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'Esta tarta de queso está de muerte.', crisis: false, guard: 'figurative' },
  { text: 'Me muero de hambre, ¿qué cenamos?', crisis: false, guard: 'figurative' },
  {
    text: 'Mi jefe me va a matar cuando vea los números jaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me morí de vergüenza cuando le dije "mamá" a la profe.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los pies me están matando después de la caminata.',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'qué calor, me muero. 43 grados en Sevilla', crisis: false, guard: 'figurative' },
  {
    text: 'este bondi me mata, dos horas para llegar al laburo',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Anoche bombardearon Járkov, murieron cuatro personas. No dejo de pensar en ellas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi primo murió en el frente. El funeral es el sábado y yo aquí en Málaga sin poder ir.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin la abuela. Hice su flan y lloré.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias, un misil cayó en el edificio donde vivía mi antigua profe. Ya no está.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió nuestro perro esta mañana. Catorce años juntos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Papá falleció de un ictus en febrero. A veces todavía marco su número.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Día de Muertos: pusimos la ofrenda para mi tío con su foto, su pan y su tequila.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'El amigo de mi marido murió en la guerra. Me llamó y se quedó callado al teléfono.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Leí lo del cayuco hundido, decenas de ahogados. Qué horror.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un compañero de clase de mi hija perdió a su padre en la guerra. Me preguntó qué es morirse.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumplen cuarenta días de la muerte del abuelo. Nos juntamos todos y hasta nos reímos.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Terminé Tokio Blues. Hay muchos suicidios, pero qué libro tan bonito.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos Por trece razones con mi compañera de piso y discutimos cómo muestra el suicidio.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Mi personaje se tiró de un puente en el juego y murió, tuve que repetir el nivel 😤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Leyendo Ana Karenina para clase. La escena del tren no se me va de la cabeza.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Escribo un cuento donde la protagonista quiere suicidarse. Me preocupa que quede muy oscuro para el taller.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos Romeo y Julieta en el teatro. Todo el público lloraba al final.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Alfonsina y el mar en la voz de Mercedes Sosa me hace llorar siempre.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vi un documental sobre Kurt Cobain. Qué pérdida.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la novela policiaca parecía un suicidio pero era un asesinato. No lo vi venir.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Releyendo a Alejandra Pizarnik. Escribe la tristeza de una forma que duele.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la serie mataron a mi personaje favorito, estoy de luto jaja',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '¿Cuánto ibuprofeno puede tomar un adulto al día? Me estalla la cabeza.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '¿Qué dosis de paracetamol le doy a mi hija de 4 años con 38,7 de fiebre?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El médico me recetó pastillas para dormir: media pastilla y nada de alcohol. Lo apunto.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '¿Dosis máxima de magnesio al día? Calambres por la noche.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Compré pastillas para el dolor de cabeza 💊 y vitamina D en la farmacia.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'se puede alternar dalsy y apiretal si al niño no le baja la fiebre?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tomé demasiado café y tengo el corazón a mil. ¿Me puedo tomar una tila encima?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi madre necesita insulina y en la farmacia había una cola de dos horas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Antibiótico del bebé: a las 8 y a las 20. Que no se me olvide.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '¿Cuánta melatonina es segura? No consigo dormir.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '¿Se puede tomar un antihistamínico con el antidepresivo? La farmacéutica estaba ocupada.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Hace cinco años quería morirme. La terapia me ayudó y hoy solo agradezco estar aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los 16 me cortaba. Tengo 27 y las cicatrices casi no se ven. Qué bien que salí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hablé con mi psicóloga del año en que pensaba en suicidarme. Se siente tan lejos.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Antes creía que todos estarían mejor sin mí. Ahora sé lo equivocada que estaba.',
    crisis: false,
    guard: 'past',
  },
  { text: 'Tres años sin autolesionarme 💪', crisis: false, guard: 'past' },
  {
    text: 'En 2019 me internaron después de un intento. Hoy conté mi historia en el grupo de apoyo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace mucho que no quiero desaparecer. Hoy hasta planeé las vacaciones de verano.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De adolescente pensaba que no había salida. Menos mal que la orientadora del insti me escuchó.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Releí una entrada del año pasado donde decía que no le veía sentido. Quise abrazar a esa versión de mí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la facultad busqué dosis letales más de una vez. Hoy trabajo en una línea de crisis. La vida es rara.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi viejo me contó que pensó en matarse después del divorcio, hace muchísimo. Salió adelante y hablamos horas.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Cansada, pero aguantando. Mañana otra vez al curro.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'El jefe me gritó otra vez por el informe. Qué rabia, quiero dejarlo todo e irme a la playa.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Otra vez alarmas en Kyiv, mi madre me escribió desde el refugio. Yo aquí en Valencia con el corazón en un puño.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Día largo en Valencia. Por la mañana papeleo en extranjería, tres horas de cola; luego llevé a Dima al pediatra y compramos el jarabe para la fiebre. Mi madre me escribió desde Járkiv que anoche hubo explosiones pero están bien, en el refugio. Por la tarde paseamos junto al río y el niño tiró piedras al agua. Cansado, pero tranquilo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Triste hoy. Llueve y el gato duerme encima de mí.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '¡Día genial! Vi a una amiga que no veía desde 2021.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Estoy agotada, pero sigo adelante. Pasito a pasito.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Este proyecto no tiene futuro, tengo que decírselo al equipo y cerrarlo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Despedida de un compañero que se jubila. Di un brindis y lloré un poquito.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Con la mudanza le dejamos el gato a la vecina una semana.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'En el rocódromo aprendí a hacer el nudo de ocho en la cuerda. Brazos reventados.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Paseamos por el puente con mi hija y vimos el atardecer.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No quiero morir. Quiero vivir para ver el fin de la guerra y a mi hermano en casa.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, no pienso en suicidarme, solo estoy muy cansada. La psicóloga me preguntó y le dije la verdad.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Me siento fatal pero no me voy a hacer daño. Solo necesito llorar.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi madre me pregunta si tengo "malos pensamientos". No, mamá, quiero vivir, solo estoy triste.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Nunca me mataría, tengo una hija. No se discute.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No quiero desaparecer yo, quiero que desaparezca el dolor.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No me corto y no lo voy a hacer. Escribo aquí en lugar de eso.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Nada de pensamientos de muerte, solo de vacaciones 😄',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Incluso en las peores noches supe que quería vivir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Nadie estaría mejor sin mí, y por fin me lo creo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no me voy a matar jaja tranqui, solo me quejo de química',
    crisis: false,
    guard: 'negation',
  },
];
