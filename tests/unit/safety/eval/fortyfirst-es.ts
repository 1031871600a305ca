import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old trans kid
 * and Mexican and Chilean teens to an 85-year-old widower, and include Ukrainian refugees and widows in
 * Madrid, Valencia and Málaga, a Venezuelan migrant in Bogotá, a Colombian soldier maimed by a mine, an
 * Argentine farmer and a university student, postpartum mothers, nurses, carers, people in chronic pain
 * or debt, addicts in recovery and lonely elderly people. There are 40 crisis notes spread over all eleven
 * classes (3–4 each) and 40 quiet notes spread over the seven guards (5–6 each). Most crisis notes avoid
 * the textbook words, and the risk in some of them sits in one sentence of a long, ordinary entry. Styles
 * include answers to a family member or to a screening question (PHQ-9 item 9), a letter, a list, questions
 * to oneself, dark humour that is meant, a song line the writer owns, and one-liners next to 8–12-line
 * entries. Some notes are all lower case with no punctuation, typos, emoji and SMS abbreviations. The
 * dialects are from Spain, Mexico, Argentina (voseo), Colombia, Chile, Venezuela and the
 * Caribbean, plus the learner's Spanish of refugees.
 *
 * First run, on c75d8c1, before any change made for it: recall 36/40, false alarms 6/40
 * (on be8889e, the stop's start: recall 35/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  {
    text: 'ya neta no puedo más, hoy en la noche me quito de en medio y ya. nadie se va a dar cuenta hasta mañana que no bajo a desayunar',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Martes.
Hoy rendí el parcial de Análisis II, creo que me fue más o menos, el último ejercicio lo dejé por la mitad.
Almorcé con Caro en el buffet de la facu, me contó todo lo del viaje a Bariloche con el novio.
A la tarde lo llamé a papá por lo del aumento del alquiler, quedó en mandarme algo el viernes.
Volví en el 60, lleno como siempre, una hora parado.
Ya decidí que esta semana me mato, lo tengo clarísimo, y lo raro es que no siento nada al escribirlo.
Me hice unos fideos con manteca.
Mañana tengo que devolver los libros a la biblioteca antes de las 12.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Un año en Valencia. Marido en el frente, no contesta 12 días ya. Yo no quiero vivir mas, hoy quiero terminar con todo, solo espero que hija duerme.',
    crisis: true,
    class: 'intent',
  },
  {
    text: '¿Y si es hoy? ¿Por qué no hoy? Llevo toda la tarde buscando una sola razón para esperar a mañana y no la encuentro. Entonces es hoy.',
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: 'Ochenta y dos años, y cada noche le pido a la Virgen que no me deje despertar, que me lleve con mi Paco de una vez. Hoy la vecina me trajo croquetas y ni las probé. Para qué.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ojalá una buseta me lleve por delante mañana camino al turno. Así no tendría que decidir nada ni seguir con este dolor en la espalda que no me deja ni respirar.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La psicóloga me pasó el cuestionario otra vez. Pregunta 9: "pensamientos de que estaría mejor muerta o de lastimarse de alguna manera". Esta vez marqué "casi todos los días". Es la primera vez que contesto la verdad. No quiero hacer nada raro, quiero apagarme, dejar de existir así sin más.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quiero desaparecer 🫥🫥 no en plan drama, solo dejar de estar. q nadie me busque x fa',
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  {
    text: 'Tranquilos, ya no les voy a dar más cacho, weón. Pronto dejo de ser problema de nadie, se los prometo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mañana me voy a ver a la abuela. No la veo desde el entierro, hace dos años. Ella siempre me entendió. Tengo unas ganas de darle un abrazo que no te imaginas.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi mai me preguntó si estoy bien. Le dije que sí, que pronto todo se va a resolver. No le dije que lo que se resuelve soy yo, que cuando ella llegue del trabajo el viernes ya yo no voy a estar pa que me regañe.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Chiste del día: mi suscripción a la vida vence el viernes y no pienso renovarla. Lo gracioso es que no es un chiste 🙃',
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: 'He subido a la azotea del edificio tres veces esta semana. Desde allí se ve todo Madrid. Nueve pisos deberían bastar. Hoy me quedé muchísimo rato asomada a la barandilla, y ya no me dio vértigo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busqué en google cuánto peso aguanta una viga de madera. ya compré la soga en la tlapalería, el señor ni preguntó pa qué',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta del viejo sigue en el galpón. Hoy la limpié y busqué los cartuchos que quedaban en la lata de yerba. No es para las liebres.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El tren de cercanías de las 7:42 pasa por el apeadero sin frenar. Hoy conté los segundos desde que suena hasta que pasa. Once. Me sobran diez.',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: `Para el sábado:
- dejar el depto limpio
- programar el mail para las 10
- llevar a Toby a lo de mi hermana con la bolsa de alimento
- pagar la luz
- ir al puente de la costanera cuando oscurezca
Ya está todo.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegí el 14. No, el 14 es el cumple de mamá. El 15 entonces, después de cobrar, así no le queda deuda al casero. Cuanto más lo pienso más tranquilo estoy.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche lo ensayé. me metí en el coche en el garaje con la puerta cerrada y el motor en marcha un rato, para ver qué se sentía. lo apagué porque oí llegar a mi hijo. la próxima vez no lo apago',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya tengo pensado todo para el domingo, cuando Olena se va a Polonia con los niños. Estaré sola en el piso. Nadie me va a buscar hasta el lunes, y para el lunes ya da igual.',
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `Querida Lucía:
cuando leas esto no te culpes, por favor, no fue nada que hiciste ni que dejaste de hacer.
Te dejo mis discos y la bici azul.
La contraseña del móvil es la fecha de nuestro primer viaje a Lisboa.
Cuida a Mora: come poco pero le encantan las sardinas, y el veterinario es el de la calle Toledo.
Dile a mamá que la quise aunque nunca supe decírselo.
Las plantas del balcón se riegan los martes.
No vengas al piso sola.
Te quise siempre.
Marta`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regalé mi switch a mi primo y mis sudaderas a la Dani. me preguntaron por qué y dije que ya no las uso. y es cierto, pronto ya no voy a usar nada de nada',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Dejé el sobre en el cajón de la mesilla, con los papeles del seguro y la llave del trastero. Escribí una carta a cada uno de mis tres hijos. Mañana ya no tendrán que preocuparse más por su padre.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gracias a los poquitos que me quisieron de verdad. Ya me despedí de todos sin que se dieran cuenta. Chao parceros.',
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: 'Mi hija dejó el trabajo para cuidarme, mi yerno paga mis medicinas y el fisio. Soy un peso muerto en esta casa. Estarían mucho mejor si yo ya no estuviera, y cada día lo pienso más en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El bebé llora menos con su padre. Con mi suegra también. Con todo el mundo menos conmigo. Estarían mejor sin mí, él se merece una madre de verdad y no esto. Hoy me he quedado mirando la ventana del cuarto más de lo normal.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'le debo a todo mundo, al banco, a mi compadre, a la financiera de los chinos. si yo no estoy se acaba la deuda y el seguro de vida les queda a mi vieja y a las niñas. valgo más muerto que vivo, así de fácil',
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'otra vez desarme el sacapuntas. no kiero q nadie me vea el brazo, ya no se q hacer con todo lo q siento adentro, es lo unico q me calma y hoy fue mas hondo q nunca',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada. Ayer tampoco. No me lo merezco después de cómo le fallé a mi madre en el hospital. Mañana tampoco voy a comer. Es lo justo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di puñetazos a la pared del baño hasta que se me abrieron los nudillos. me sentí mejor como 10 min. ahora tengo ganas de hacerlo otra vez y es la 1 de la mañana',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '"Duele más el silencio que las heridas", dice la canción que llevo en bucle toda la semana, y hoy esa canción soy yo. Me apagué el cigarro en el muslo. Dos veces. Con el pantalón nadie lo va a ver.',
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: `Hoy en el curso de español la profesora preguntó: "¿Dónde te ves en cinco años?"
Todos contestaron. Yo dije "no sé" y todos rieron un poco, amable.
Pero es verdad. Mi ciudad ya no existe. Mi casa, mi escuela, el parque donde paseaba con mi madre: todo ceniza.
Aquí en Málaga todos son buenos conmigo. Trabajo en la cocina de un hotel.
Pero yo no tengo futuro. No tengo adónde volver y no tengo para qué quedarme.
No quiero seguir así ni un año más. Ni un mes.
Después de clase fui a comprar pan y leche.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Cinco años aquí en Bogotá y sigo igualito, chamo: sin papeles, sin plata, sin nadie. Nada va a cambiar nunca, ya lo entendí. No le veo sentido a seguir levantándome. No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'No hay salida. Dolor todos los días, los médicos ya no saben qué hacer conmigo, el reuma no va a mejorar. Así no quiero seguir. Para qué.',
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  {
    text: 'Llevo meses guardando las pastillas que me receta la psiquiatra. Ya tengo tres cajas escondidas en la caja de los zapatos de la boda. Por si acaso. Cada vez que las cuento me siento más tranquila.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé el blister entero de clonazepam con media botella de ron. escribo esto x si alguien lo lee. no tengo miedo',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Esta noche voy a beber hasta no despertar. No quiero emborracharme, quiero no volver.',
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: 'Dos años y medio desde el intento. Terapia, medicación, todo bien. Y hoy, de la nada, volvió la voz que dice que sería más fácil no estar. Lo peor es que hoy le creo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Se acabó la racha: 412 días limpia. Hoy volví a cortarme y ya estoy pensando en la próxima.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Desde la mina en el Cauca perdí la pierna. Con el psicólogo del batallón estuve bien casi dos años. Este mes volvieron las ganas de acabar con todo, igualitas que en el Hospital Militar. Ya ni duermo pensando en eso.',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: 'Este TFG me está matando. Tres noches durmiendo cuatro horas y el tutor me devuelve el capítulo lleno de rojo. Me muero de sueño, tía. Mañana más.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'casi me muero de la vergüenza, le dije "te amo" a la maestra en vez de "gracias" jajaja quería que me tragara la tierra. mañana no voy a poder verla a la cara',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quiero matar, boludo, perdí las llaves del auto por tercera vez esta semana. Mi vieja me va a matar cuando se entere. Mañana hago copia de todo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta, hice doble turno en el mall y los pies ya no me dan. Pero quedé feliz, la propina estuvo buena y el domingo libre.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese partido me mató, casi me da un infarto en los penaltis. ¡Campeones, carajo! Me quiero morir de la felicidad, parce.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La burocracia española me mata. Tercera vez en extranjería por la tarjeta. Quería tirarme por la ventana de la oficina jaja. Pero al final ¡la tengo! Hoy celebramos con pizza.',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: `Hoy hace un año que mataron a Andriy cerca de Bajmut.
Encendí una vela en la iglesia ortodoxa, la de la calle de Alcalá.
El padre Vasyl dijo su nombre en la oración y me temblaron las piernas.
Los niños ya no se acuerdan bien de su voz. Yo sí, cada día.
Sofía preguntó si papá nos ve desde el cielo. Le dije que sí.
Cenamos varéniki como le gustaban a él.
Mañana entro a trabajar a las 7, tengo que dejar la ropa preparada.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela. La veterinaria fue muy dulce. Le di la última galleta y se quedó dormida en mis brazos. La casa está tan callada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En el noticiero dijeron que otra vez hubo masacre en el Cauca. Seis muchachos. No puedo dejar de pensar en las mamás de ellos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Nico se quitó la vida el martes. Todavía no lo puedo creer. Fui al velorio, la abracé a su vieja, no sabía qué decirle. Hoy le escribí a la psicóloga del colegio para hablar de esto, porque no quiero cargarlo sola.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió Carmen, la del tercero. Con ella ya somos tres menos en la partida de los jueves. A esta edad uno va despidiendo a todos. Mañana es el entierro a las once, tengo que planchar la camisa negra.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi abuelito falleció esta madrugada. Le pusimos su ofrenda con pan de muerto, su mezcal y sus cigarros Faros. Lloré un chorro pero también nos reímos acordándonos de sus chistes.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: 'Terminé "Cien años de soledad". El final me dejó destrozada, toda la estirpe borrada de la faz de la tierra. Qué libro. Ahora no sé qué leer.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Para el taller de escritura estoy con el cuento del farero que decide tirarse al mar la última noche antes de que automaticen el faro. La profe dice que la carta de despedida del personaje es lo mejor que he escrito en el curso.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del elden ring, ya me quiero morir jajaja mañana sigo 💀',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía desde la azotea del colegio y me desperté de golpe, empapado. Solo un sueño raro, seguro por los exámenes. Me hice un café y ya estoy bien.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Todo el día cantando "Lamento boliviano", lo de "y yo estoy aquí, borracho y loco". Con los del coro lo ensayamos para la fiesta del pueblo y quedó precioso.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de ética. Ramón Sampedro casi treinta años pidiendo morir. Debate muy intenso sobre la eutanasia, yo defendí que cada uno decida sobre su vida.',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: 'Guardia de 24 en urgencias. Entró una chica de 19 con sobredosis de paracetamol, le pusimos la acetilcisteína a tiempo y se queda en observación con psiquiatría. Salí reventada pero contenta de que llegara a tiempo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El neurólogo me subió la pregabalina a 150 mg dos veces al día. Hay que ver si me marea. Lo apunto aquí para no olvidarme de las tomas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario por la vaca que no se levantaba. Le puso calcio en la vena y a la hora ya estaba de pie comiendo. Susto grande.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tercera sesión de quimio. Vomité dos veces, pero el oncólogo dice que el tumor se ha reducido. Quiero vivir para ver a mi nieta hacer la comunión.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy empecé con la sertralina, 50 mg por la mañana. La psiquiatra dice que las primeras semanas puedo estar más nerviosa. Pastillero organizado por días, para no liarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me equivoqué y me puse dos veces la insulina rápida. Llamé al 112, me dijeron que tomara azúcar y me midiera cada media hora. Ya estoy en 140. Qué susto, me pongo una alarma en el móvil.',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: 'Hoy hace tres años del intento. Tres. Esta mañana corrí 5 km por el Retiro y desayuné churros con mi hermana. Si me lees, yo del pasado: valió la pena quedarse.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la secundaria me cortaba. Hoy me tatué un girasol encima de las cicatrices. Ya no me dan vergüenza.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. En el grupo conté la noche que me metí todo lo que tenía para no despertar. Ya no soy ese pibe. Hoy me dieron la ficha de los dos años y mi vieja lloró.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví de la misión pensé en pegarme un tiro, no lo voy a negar. De eso hace seis años. Hoy mi hija cumplió cuatro y yo le colgué la piñata.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando se me murió la Elvira, hace diez años, yo no quería seguir. Hoy, con 85, me río de aquel viejo triste. Tengo la huerta, tengo bisnietos y el domingo me llevan a pescar al río.',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: 'Compré cuerda nueva para el tendedero, la vieja se rompió con el viento. También pastillas para el lavavajillas y cuchillas para la maquinilla.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina antes de jubilarme. Me despedí de todos, le dejé una carta al que ocupe mi mesa y regalé mis plantas. ¡Ahora a vivir!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cruzamos el Puente Colgante con los niños y luego subimos a la azotea del hotel a ver la ría. El pequeño quería tirarse a la piscina desde el borde, ¡qué miedo me dio!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó la bombona de gas a mitad de la ducha. Agua helada. Mañana llamo al butanero.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy amarré las vacas con soga nueva y afilé el machete pa la zafra. Mañana tempranito a cortar caña.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Dejé todo organizado: contraseñas en el gestor, los papeles del seguro en la carpeta azul, el perro con mi madre. Me voy de Erasmus a Cracovia un año y no quiero que nadie me llame por tonterías.',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: 'No, no quiero morir. Quiero que se acabe esta guerra y volver a Járkov, a mi balcón con geranios. Solo estoy cansada de esperar.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'A la psicóloga le dije la verdad: no tengo pensamientos de hacerme daño, solo estoy agotado entre el curro y el bebé que no duerme. Me dio tareas para el sueño y volver en dos semanas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'NO estoy deprimida ni pienso en matarme, mamá, deja de revisarme el celular. Estoy enojada porque me cortaste el wifi, nada más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Las deudas me traen loco, pero ni se me pasa por la cabeza hacer una pendejada. Tengo a mis chamacos. Mañana voy a la financiera a renegociar.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ya no me corto ni pienso en eso, en serio. hoy fue un día de mierda en el insti porque se burlaron de mí por ser trans, pero se lo conté a mi tía y nos fuimos a tomar helado',
    crisis: false,
    guard: 'negation',
  },
];
