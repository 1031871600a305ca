import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-eighth round, written blind (the writers saw neither the detector nor any earlier round): the writers are teens bullied at school or not
 * accepted at home, students, postpartum mothers, nurses and medical students, farmers in Chile and
 * Argentina, a Malvinas veteran, office workers in Madrid, migrants (Venezuelans in Chile, a Senegalese
 * family in Spain), Cubans and Dominicans, people in recovery from addiction, people with chronic pain or in
 * debt, lonely widows in their eighties, and Ukrainian refugees in Spain (widows, a veteran who lost a leg,
 * mothers of mobilised sons, a wife whose husband is held captive, people from Mariupol and Kharkiv). There
 * are 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell,
 * burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes over all seven guards (figurative,
 * othersDeath, fiction, medical, past, everyday, negation) that use the same topics and words. Styles: Spain,
 * Mexico, Argentina (voseo), Colombia, Chile and Caribbean Spanish with regional slang; one-liners and
 * 8–12 line entries; a crisis hidden in one sentence of a long ordinary day; a screening form answered
 * honestly; a therapist's question; a question from Mum; letters; lists; a song line the writer owns; dark
 * humour; lower case, no punctuation, typos, abbreviations and emoji.
 *
 * First run, on 149db34, before any change made for it: recall 39/40, false alarms 6/40
 * (on 58e7aef, the stop's start: recall 38/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'ya no aguanto neta. hoy en la noche me mato y ya, mis jefes ni se van a enterar hasta mañana que no baje a desayunar',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy no llego a mañana. Lo tengo clarísimo, más claro que nunca. No quiero que nadie me salve esta vez, por eso no le avisé a nadie.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Martes. Fui otra vez a la oficina de empleo, otra vez "vuelva usted la semana que viene".\nEn el autobús una señora me habló de su nieto, muy amable, yo sonreí.\nCompré pan, leche y manzanas para Sofía.\nLlamé a mamá a Járkov, se cortó dos veces por las alarmas.\nLa profesora de español dice que mejoro mucho.\nEsta noche, cuando Sofía duerma en casa de Oksana, voy a terminar con mi vida, ya está decidido.\nMañana el casero viene a mirar el calentador, la llave está debajo del felpudo.\nEl cielo aquí es muy azul, siempre.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Quiero acabar conmigo. Hoy. No mañana, no "cuando se te pase", no "habla con alguien". Hoy.',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'Cada noche rezo el rosario y al final le pido a la Virgen que no me deje despertar. Ya tengo 84 y Ramón se fue hace seis años. ¿Qué hago yo aquí todavía?',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'cada mañana cruzo la séptima sin mirar parce, si un bus me lleva por delante pues mejor, ya ni me da miedo, casi lo deseo',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'son las 3:40 am, la bebé no para de llorar y yo tampoco. ojalá me durmiera y no me despertara nunca, ella estaría mejor con alguien que sí sepa ser mamá',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'El cuestionario de la doctora, lo contesto aquí primero para no mentirle mañana:\n9. Pensamientos de que estaría mejor muerta o de hacerse daño de alguna manera → "Casi todos los días".\nEs la primera vez que lo pongo por escrito. Es verdad. No quiero estar.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'Tranquilos todos, que pronto dejo de ser un problema. Queda poquito.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mano ya pronto voy a ver a mi abuela allá arriba, ella si me entendia. ya casi, no falta na',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Se viene el final de temporada de esta serie de mierda que es mi vida y esta vez no hay renovación jaja. No, posta. Ya está, ya lo decidí.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Pronto me reúno con Andriy. Ya no tengo miedo de nada. Aquí en Málaga hace sol y la gente es buena, pero yo me fui con él aquel día en Bucha. Solo falta que se vaya el cuerpo, y eso lo arreglo yo.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'Día normal en la oficina. Reunión de las 10 que podía haber sido un email.\nComí con Nuria en el chino de abajo, me enseñó fotos del vestido de la boda.\nA las 6 fui al gimnasio pero no entré.\nCogí el coche hasta el puente de la M-40 y me quedé un rato largo mirando para abajo, calculando si daría para no fallar.\nLuego volví a casa y puse una lavadora.\nMañana otra reunión.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las pastillas de mi abuelita estan en la repisa de la cocina. ya las conte. nomas espero a que todos se duerman',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta está en el galpón desde que murió el papá. Hoy la saqué y la tuve harto rato en las manos. Pensé en usarla conmigo, ahí mismo, lejos de la casa pa que la Marta no oiga.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hoy en la A-6 pensé en soltar el volante contra el pilar de un puente. Ahora estoy en el sofá y lo sigo pensando. Mañana hago el mismo camino y no sé si lo voy a soltar.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: 'Cosas pendientes:\n- devolver los libros a la biblioteca\n- dejar pagado el alquiler de marzo\n- llevar a Kira a casa de mi hermano\n- hacerlo el sábado, que Marta está en Sevilla\nYa lo tengo todo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'El 2 de abril es el día. Cuarenta y dos años cargando las islas en la espalda. Ya elegí el lugar, el campito del viejo en Chivilcoy, y tengo todo preparado. Esta vez no se lo cuento a nadie del centro de veteranos.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya lo ensayé dos veces en el trastero. la tercera no me echo atrás. el finde mis padres se van al pueblo y me quedo solo. que les den a todos los de clase',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'Querida Lucía:\ncuando leas esto no te enfades conmigo, ¿vale?\nTe dejo a Pipo. Come dos veces al día y le encanta el jamón, pero poquito.\nLa contraseña del móvil es tu cumple.\nEn el cajón de la mesilla hay un sobre para mamá.\nNo fue culpa de nadie.\nTe quiero, hermanita.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'les regale mi play y mis tenis a mis primos. me preguntaron q por que y les dije q ya no los uso. es cierto ya no los voy a usar 🙂',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mamá:\nte escribo en español porque aquí nadie lo lee y porque así me cuesta menos.\nPerdóname por no volver a Járkov. Perdóname por irme antes que tú.\nEl dinero que ahorré está en la cuenta, Iryna sabe la clave.\nMi reloj es para Denys cuando cumpla 18.\nNo llores mucho. Ya no podía más con los ruidos, con los sueños del sótano.\nGracias por los varényky de los domingos, por todo.\nTu hijo,\nMykola',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ya les deje las claves del banco y del face anotadas en el cajon pa despues. al Chispa que lo cuide la Javi. chao a todos, gracias por todo de verdá',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'Mi hermana trabaja doble turno para pagar mi prótesis y la fisio. Llega a casa reventada y todavía me ayuda a ducharme. Sin mí tendría su vida. Lo mejor que puedo hacer por ella es quitarme de en medio, y cada día lo pienso más en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mamá en Maracaibo se pasa el mes preocupada por mí y yo aquí en Santiago no le mando ni un peso. Sería un alivio para todos que yo ya no estuviera, pana. Lo pienso de verdad, no es un decir.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mamá me preguntó si estaba bien. Le dije que sí.\nNo lo estoy.\nTodos estarían más tranquilos si yo no existiera, y hoy lo pienso en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Con lo que debo, si yo no estoy por lo menos a Carla le queda el seguro de vida y se saca de encima a un fracasado. Hace semanas que hago la cuenta todas las noches.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'hoy otra vez me corte en el baño de la escuela 😶 despues de lo q me hicieron en el recreo. es lo unico q me calma',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me he vuelto a quemar el brazo con el mechero. Me lo merezco por inútil. Mañana manga larga aunque haga 30 grados.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres días sin comer. Es mi castigo. Hoy me comí un pan y después me di contra la pared hasta que se me pasó la rabia. Mañana otra vez ayuno, me lo tengo merecido.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tengo la gillette en la mano ahora mismo y me tiembla todo no se a quien escribirle son las 4',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'Nada va a cambiar. La guerra no se acaba, nuestra casa en Mariúpol ya no existe, Oleh lleva dos años en cautiverio y nadie nos dice nada. No quiero seguir con esto. No le veo sentido a un mañana más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Ocho años de dolor. Hoy otro especialista, otra vez "tiene que aprender a vivir con ello". No puedo. No quiero aprender. No quiero seguir viviendo así ni un año más, ni uno.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"y no hay salida, no hay salida" dice la canción y la tengo en loop porque es exactamente eso. ¿pa qué me levanto? ¿pa qué sigo? ¿y si simplemente paro? ya no quiero seguir weón',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: 'Me tomé todas las pastillas de la caja con lo que quedaba del ron. A ver si esta vez sí, asere.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Voy guardando las pastillas para dormir que me receta el médico de cabecera. No me las tomo. Ya tengo bastantes en la caja de galletas. Es mi salida de emergencia.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'llevo dos botellas de vino y voy a x los trankimazin q me quedan todos juntos. no quiero despertarme mañana',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: 'Dos años sin cortarme y hoy ha vuelto todo de golpe. Las ganas de hacerme daño, las ganas de no estar. Como si nunca me hubiera ido.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La psicóloga me preguntó si habían vuelto las ideas de la otra vez. Le dije que no.\nMentira.\nVolvieron hace una semana y son más fuertes que en 2021, cuando acabé en el hospital.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'recaí. 14 meses limpio tirados a la basura. y con la recaída volvió la voz esa que me dice que mejor me muera. ya ni la peleo, güey.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'Este examen de Estadística me está matando. Tres días sin dormir, estoy muerta, pero muerta muerta jajaja. Mañana a las 9 y que Dios reparta suerte.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me mori de la verguenza cuando se me cayo la charola enfrente de todo el salon 💀💀 quería que me tragara la tierra. bueno al menos el Diego se rió conmigo no de mí',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este laburo me mata, boludo. Me quiero matar cada vez que el jefe dice "una cosita más antes de irte". Igual el viernes hay asado en lo del Tano, eso me salva la semana.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué mamera ese trancón, me quería morir. Tres horas pa llegar a Chía. Pero llegué y la novena estuvo divina, la tía Marlene hizo buñuelos.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la Cata me dejó en visto y me dio la muerte jajaja, me quería puro morir. después me habló y todo bien po, el sábado salimos',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Muerto de cansancio después de vendimiar toda la semana, me duele hasta el alma. Pero qué uva este año, hacía mucho que no se veía así. A mis 71, aquí sigo dando guerra.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'Hoy nos llegó la noticia por el grupo de Telegram.\nSerhiy murió cerca de Pokrovsk. Tenía 24 años.\nJugábamos juntos al fútbol en el patio, en Zaporiyia.\nSu madre no contesta al teléfono.\nFui a la iglesia ortodoxa y encendí una vela.\nEn clase de español la profe me preguntó qué me pasaba y no pude decirlo en español.\nMañana voy a ir a clase igual. Por él.\nDescansa, hermano.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela. 14 años. El veterinario fue muy dulce, le acaricié la cabeza hasta el final. La casa está vacía y lloro en cada rincón donde dormía.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin mi viejo. Fui al panteón y le llevé cempasúchil y su cafecito de olla. Mi suegra siempre decía que quería irse con su marido; yo no, yo aquí sigo, tengo a mis nietos y la fonda.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Vi en las noticias lo del cayuco que llegó a El Hierro, tantos muertos. Mi primo Moussa cruzó así hace dos años. No paro de pensar en esas madres esperando en Senegal.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'mataron al hijo de doña Rosa aquí en el barrio parce, 17 añitos. el velorio fue hoy, todo el mundo llorando, la señora no se podía ni parar. qué país tan berraco',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un mes que Tomi se suicidó y todavía le escribo por wsp. Hoy fui a la psicóloga del cole, dice que es normal seguir hablándole. Lo extraño re mal. Mañana con los chicos le llevamos flores a la plaza.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'Terminé "Crónica de una muerte anunciada" para el colegio. Desde la primera página sabes que lo van a matar y aun así sufrí todo el libro. El profe quiere ensayo para el lunes.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 12 de la novela: Inés le escribe la carta de despedida a su hermana y sube a la azotea. No sé si dejarla saltar o que llegue Gabriel a tiempo. Lo llevo al taller de escritura el jueves a ver qué opinan.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 30 veces en el jefe final de Elden Ring, me quiero morir jajaja. mañana le doy otra vez con el build de fuerza',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba justo antes de tocar el agua, con el corazón a mil. Qué sueño tan raro. Luego café y a la chamba como siempre.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la telenovela de las 9 la Soledad se tomó el veneno y mi mamá gritó como si fuera de verdad jajaja. Mañana sale el capítulo final, ya hicimos palomitas por adelantado.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'todo el día con la canción esa que dice que no quiere despertar nunca más, tan triste y tan linda. la saqué en la guitarra pa la Jose y le encantó, la vamos a tocar en el cumple del Pancho',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: 'Turno de noche en urgencias del Clínico.\nA las 2 entró una chica de 19 años, intoxicación voluntaria con paracetamol.\nLavado, N-acetilcisteína, la madre llorando en el pasillo.\nSalió adelante, está en observación y mañana la ve psiquiatría.\nDespués un abuelo con una caída, dos cólicos renales y un borracho.\nLlegué a casa a las 8:30 y me quedé mirando el techo.\nQué oficio este. Mañana libro, gracias a Dios.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El neurólogo me subió la pregabalina a 150 mg dos veces al día. A ver si así el dolor de la espalda baja un poco. Apuntar aquí mareos y sueño para contárselo en la revisión.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la revisión de las seis semanas la ginecóloga me preguntó si tenía pensamientos de hacerme daño o de hacerle daño a la bebé. Le dije que no, y es verdad. Cansada sí, muchísimo. Me mandó hierro y que duerma cuando ella duerma, ja.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario por la vaca que estaba caída en el potrero. Le puso una inyección y mañana vuelve. Si no se levanta habrá que sacrificarla, una lástima, era de las mejores lecheras.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Organicé el pastillero de la semana: la de la tensión, la del azúcar y media de Sintrom. Mi hija dice que soy más ordenada que la farmacia. El jueves análisis en ayunas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'hoy en toxicología vimos intoxicaciones por organofosforados y sobredosis de benzos, la profe trajo casos reales del hospital de Tunja. parcial el lunes, qué susto, no me sé nada',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'Hoy hace tres años de mi intento. Corrí 5 km con Dani por el Retiro y luego desayunamos churros. Si la de entonces me viera ahora no se lo creería.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace diez años me corté por última vez. Hoy me tatué un girasol encima de las cicatrices. Me encanta cómo quedó, ya no las escondo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2 años sobrio hoy. Me acordé de la noche que quise aventarme del puente de Tlalpan, bien pedo y solo. Hoy estoy aquí, en el parque con mi hija comiendo elotes. Gracias a la banda del grupo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'El año pasado, cuando llegamos a Barcelona, yo no quería vivir. Lo escribí aquí muchas veces. Hoy releí esas páginas y lloré. Ahora trabajo en una panadería y mi hijo habla catalán mejor que yo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi psiquiatra me dio el alta. Cinco años desde aquel ingreso después de las pastillas. Le llevé una planta y me dio un abrazo. Me voy a celebrarlo con Pili a comer cocido.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'Compré cuerda para el tendedero nuevo y una soga gorda para el columpio de los niños. Bricomart a reventar un sábado por la mañana, qué horror.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'subí a la azotea a tender la ropa y se veía todo el cerro iluminado, bien bonito. mañana último día de clases!! 🎉',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy nos despedimos de la Sra. Elena, que se jubila. Le escribimos una carta entre todos los de la pega y le regalamos un chal. Lloré harto, jaja.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó la bombona de butano en plena ducha. Otra vez. Mañana llamo al del gas y de paso le pido que mire el calentador.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Caminé por el Malecón hasta el puente de hierro, el mar estaba bravo y saltaba por encima del muro. Pana, qué lindo es esto aunque no haya ni corriente.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último mate del año con los pibes en la costanera. Mañana me voy a Córdoba a lo de mi vieja. Dejé todo ordenado y las llaves a la vecina para que me riegue las plantas.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y que a mi hijo lo desmovilicen y vuelva del frente. Son cosas distintas, aunque mi hermana no lo entienda cuando lloro por teléfono.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No tengo ganas de matarme, tranquila mamá. Solo estoy reventada del curro y de los niños. Necesito dormir doce horas seguidas y que alguien me haga la cena.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mis papás no aceptan que soy bi. me duele muchísimo pero no, no me voy a hacer nada, tengo a mis amigues y a la psico los jueves. ya falta menos para la uni',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 8.000 euros y el banco llama cada día. No pienso en quitarme de en medio, pienso en cómo pagar. Mañana tengo cita con la asesora de la asociación de consumidores.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija me preguntó por teléfono si a veces pienso en no estar. Le dije que no, y es verdad: estoy sola, pero tengo mis tomates, el bingo de los jueves y a la Lola, que es la gata más pesada del mundo.',
    crisis: false,
    guard: 'negation',
  },
];
