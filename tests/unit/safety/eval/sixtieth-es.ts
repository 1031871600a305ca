import type { EvalNote } from './types';

/**
 * Spanish notes of the sixtieth round, written blind: diary entries from people aged 14 to 85 across
 * Spain, Mexico, Argentina, Colombia, Chile and the Caribbean, plus Ukrainian refugees in Spain writing in
 * imperfect Spanish (a wife of a prisoner of war, a widow, a veteran amputee, a former captive). Writers include
 * teens (bullied, LGBT), students, parents, a postpartum mother, carers, nurses, farmers, people in recovery,
 * people in debt, people with chronic pain and lonely elderly people. 40 crisis notes cover all eleven classes
 * (intent, passive, euphemism, method, plan, farewell and burden 4 each; selfHarm, hopelessness, dose and relapse
 * 3 each), mostly without textbook words. 40 quiet notes use the same topics and words under the guards
 * figurative, othersDeath, fiction, medical and everyday (6 each) and past and negation (5 each). Styles mix
 * one-liners and long entries where the risk sits in a single sentence, answers to a mother or a therapist, a
 * screening form, lists, letters, a song line the writer takes as their own, dark humour, questions to oneself,
 * voseo and regional slang, all lower case, missing punctuation, typos, abbreviations and emoji.
 *
 * First run, on 0a71727 (after the 59th round's changes and retrain), before any change made for
 * it: recall 38/40, false alarms 4/40 (on 5a1e9c4, the stop's start: recall 37/40, false alarms
 * 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'Mi mamá me preguntó en la cena si estaba bien. Le dije que sí. No estoy bien. Quiero dejar de estar viva y esta vez no es "drama de adolescente" como dice ella, esta vez va en serio.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Martes. Llevé el coche al taller, 340 euros que no tengo. Comí con mi hermano en el bar de siempre, hablamos del Betis, de la abuela, de nada.
Por la tarde volvió a llamar el del banco. Recogí a los críos del cole, hice macarrones, vimos una peli de dibujos en el sofá.
Los acosté, a la pequeña le leí el cuento dos veces.
Ahora estoy solo en la cocina y lo tengo claro: esta semana acabo conmigo, no aguanto otro embargo ni otra llamada.
Mañana hay que comprar leche y pan.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy no quiero vivir más. Mi marido en cautiverio ya 14 meses, ninguna noticia de él. Aquí en Valencia todos muy amables conmigo pero yo no puedo más. Quiero terminar mi vida, de verdad, hoy mismo, perdón por mi español.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'mano ya yo no quiero seguir en esta vaina. esta noche me quito del medio y ya, nadie en este barrio va a notar la diferencia',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'ojala no despertar mañana. no hacer nada raro, solo no despertar. asi de simple',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cada noche le pido a Dios que me lleve mientras duermo. Ya no me queda nadie a quien cuidar desde que se fue Manolo, los hijos en Alemania. Esta mañana abrí los ojos y otra vez estaba aquí. Tampoco hoy me ha escuchado.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cuando voy en la moto por la Boyacá pienso que si un bus me lleva por delante sería un descanso. Hoy lo pensé tres veces camino al trabajo. No lo busco, parce, pero lo deseo con todas las ganas.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Llevo todo el día con la misma canción en bucle, la que dice "quiero dormirme y no despertar". Antes la ponía por el ritmo. Hoy la pongo porque es exactamente lo que quiero yo.',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Tranquilos todos, que pronto dejo de ser un problema en esta casa.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya falta poco para ir a tomar mate con la Negra allá arriba. Ella me está esperando, lo sé. Esta semana arreglo lo último del taller y listo, vieja, ya voy.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'bueno ya me doy de baja de este juego, gg, fue un placer jajaja 💀 y no, no es broma esta vez',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije a mi psicóloga que el jueves no hace falta que me guarde la cita, que para el jueves ya no la voy a necesitar. Se alegró porque pensó que era una mejoría. Mejor así.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'cuantas pastillas de paracetamol hacen falta?? lo busque en google y no me sale claro. tengo dos cajas en el cajon',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El puente de la autovía que hay detrás del insti. Hoy me quedé arriba diez minutos mirando los coches después de que Hugo y los otros me volvieran a llamar maricón en el vestuario. Calculé la altura. Creo que basta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En la bodega de la finca está el veneno pa la broca. Hoy lo miré distinto. Está ahí, a la mano, nadie lo cuenta. Con lo que se perdió la cosecha y lo que le debo a la cooperativa, sería rápido y ya.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El arma de dotación la tengo en la mesita de noche. Esta noche la saqué, la limpié despacio y me la puse en la sien para ver qué se sentía. La volví a guardar. Por ahora.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'Elegí el 14. Es domingo, mi vieja se va a lo de mi tía en Quilmes y la casa queda sola toda la tarde. Ya tengo todo lo que necesito. No se lo conté a nadie y no lo voy a contar.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Cosas para el viernes:
- devolver el libro a la biblioteca
- transferirle a Marta lo que le debo
- dejar la carta encima del escritorio
- coger el último bus a los acantilados
- apagar el móvil antes de bajarme`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche hice la prueba. Até la cuerda a la viga del trastero, me subí a la silla y luego me bajé. Ahora sé que aguanta mi peso. Solo falta elegir el día.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'La nena duerme. Javi vuelve el lunes de la plataforma. He pensado que lo hago el domingo por la noche, así él llega al día siguiente y ella no se queda sola mucho rato. Le dejo los biberones preparados. Lo tengo todo pensado y por primera vez en semanas estoy tranquila.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'Querida Lucía: cuando leas esto no me busques. Te dejo la guitarra y los vinilos, sé que los vas a cuidar mejor que yo. Perdóname por no haber podido más. Dile a mamá que no fue culpa suya. Te quiero mucho, hermanita.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Apunto aquí el PIN del banco y la contraseña del móvil para que mi hijo no tenga líos después. El gato que se lo quede la vecina del tercero, ya le he dado la llave y el saco de pienso. Ya está todo en orden.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regale mi play a mi primo y mis tenis nuevos a brayan. me preguntaron x q y dije q ya no los uso. es verdad ya no los voy a usar mas',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Escribí a mi mamá en Járkov que la quiero mucho y que me perdone por todo. Ella no sabe que es última vez. Dejé a mi hija con la vecina Rosa, con dinero en sobre y todos sus papeles de protección temporal. Rosa es buena, va a cuidarla.',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mi marido dejó el trabajo para cuidarme. Mis hijas ya no salen con sus amigas por mi culpa, por mis dolores, por mi silla. Si yo no estuviera, ellos vivirían de verdad. Cada día lo tengo más claro y ya no quiero hacerles perder más años.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Soy una carga pa mis hijos, lo veo en sus caras cuando les toca venir a bañarme. Estarían mejor sin el viejo. Ya les di harto trabajo, no les voy a dar más, eso lo tengo decidido.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que volví de Zaporiyia sin la pierna mi mujer lo hace todo: trabaja, me lleva al rehabilitador, me aguanta los gritos por la noche. Le he arruinado la vida. Sin mí ella todavía podría rehacerla. No quiero seguir siendo la piedra que la hunde.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mis padres pidieron un préstamo para pagarme la carrera y yo voy a suspender otra vez Estadística. Les saldría más barato no tenerme. Y no lo digo en plan chiste como cuando lo digo en el grupo.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'me volvi a cortar. en el muslo esta vez pa q no se vea en educación física. me lo merecía por lo q pasó hoy en el salón',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy solo agua y café. Ayer me comí un trozo de pan y por la noche me quemé el brazo con el mechero, tres veces, por débil. Si hoy como algo me toca otra vez. Me lo merezco.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me he dado cabezazos contra la pared del baño hasta abrirme la ceja. es lo único que me para la cabeza. son las 3 y tengo ganas otra vez',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Nada va a cambiar. La guerra no se acaba. Nuestra casa en Oleshky ya no existe, los vecinos que quedaron dicen que hay soldados durmiendo allí.
Mi hijo está en el frente y hace nueve días que no contesta.
Aquí en Málaga limpio apartamentos turísticos y sonrío a todos.
Pero no veo ninguna salida, ningún después.
No quiero seguir respirando para esto.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para qué mando currículums si nadie contesta? ¿Para qué sigo si dentro de un año voy a estar igual o peor? No encuentro ni una razón para aguantar otro año. Ni otro mes. Ni esta semana.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'La terapeuta me preguntó del 0 al 10 cuánta esperanza tengo de que esto mejore. Le dije un 3 para no asustarla. Es un 0. Y no quiero seguir viviendo con un 0.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo tres meses guardando los clonazepam. No me los tomo, los voy juntando en el bote de las vitaminas para que mi hermana no se dé cuenta. Ya son 87. Creo que alcanzan.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome todas las pastillas de abuela que habia en el botiquin con el ron que quedaba. escribo esto por si acaso. me da vuelta todo y no me arrepiento',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy compré la botella de vodka y tengo el tramadol que me sobró de la operación de rodilla. La idea es tomármelo todo junto esta noche con la tele puesta y no despertarme.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '2 años limpia de cortes y hoy volví a sacar la cuchilla de su escondite en la caja de los tampones. No me corté. Todavía. Pero las ganas están aquí, iguales que antes, como si no hubiera pasado el tiempo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace cinco años del intento. Creía que eso estaba cerrado, que era otra persona. Esta semana ha vuelto la misma voz de entonces: "hazlo ya, acaba". La reconozco perfectamente. Tengo miedo de que esta vez nadie llegue a tiempo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '18 meses sin tomar. Hoy me bajé media botella de aguardiente y lo primero que se me vino a la cabeza fue el lazo en el patio, igualito que la otra vez. Todo volvió. Todo.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este examen de Orgánica me está matando. Tres días sin dormir, me muero de sueño y tengo la cabeza como un bombo. Si mañana apruebo me tiro a la piscina de la alegría, lo juro.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quería morir de la vergüenza, che. Le dije "mamá" a la profe de Historia delante de todo el curso. Se cagaron de risa veinte minutos. Me quiero enterrar vivo jajaja, mañana no voy ni en pedo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ando muerto, el jale me tiene hasta la madre, ya no doy una. pero el viernes hay carne asada en casa del compa y eso me revive 🔥',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefe me tiene mamado. Le juro que un día de estos me tiro por la ventana de la oficina jajaja, mentiras, un día renuncio y me voy pa la costa a vender cocteles de camarón.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El papeleo de la protección temporal me va a matar. Otra vez cola en la comisaría desde las seis, otra vez falta un papel. Ya me muero de risa, no de pena. Mañana vuelvo con la fotocopia.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy pa la cagá, muerta de cansancio, con ganas de desaparecer del planeta un finde entero: playa, sin celular, sin nadie. ya reservé la cabaña en Pichilemu 🙌',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'Hoy llegó la noticia: Andriy, el amigo de mi hermano, murió cerca de Pokrovsk. Tenía 24 años. Encendí una vela en la iglesia ucraniana de Madrid. No puedo dejar de pensar en su madre, que le esperaba para Navidad.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. El veterinario fue muy dulce, le puso la inyección mientras yo le acariciaba las orejas. Catorce años juntos. La casa está vacía y yo también, pero sé que ya no sufre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin mi Jorge. Fuimos al cementerio con los nietos y le llevamos girasoles, que eran sus flores. Me dolió todo el cuerpo. Volví a la casa y cociné su ajiaco, y los niños repitieron.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy en el insti nos dijeron que un chico de segundo de bachillerato se suicidó el finde. No lo conocía mucho. Nos dieron el teléfono de la orientadora. Me he pasado la tarde pensando en su hermana, que se sienta detrás de mí en Mates.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez en las noticias: encontraron fosas en Jalisco. Mi tía sigue buscando a mi primo Toño desde 2019. Hoy fuimos a la marcha con su foto y su nombre en la playera. No nos vamos a cansar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mamá se fue esta madrugada, tranquila, con la morfina y con nosotras dos al lado. Toda la semana decía "ya me quiero ir" y hoy se fue. Estoy agotada y extrañamente en paz.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Capítulo 7 terminado: la protagonista escribe su carta de despedida y sube a la azotea. Mi editora dice que es demasiado oscuro. Yo creo que es el mejor capítulo de la novela. Mañana reescribo el final para que su hermano llegue a tiempo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el Elden Ring me mataron como 40 veces en el mismo jefe jajaja me quería morir literal. al final lo tumbé a las 3am 💀💀',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de Ética. Ramón Sampedro quería morir y tenía sus razones. Debate largo sobre la eutanasia, Nerea lloró. Yo voté que cada uno debería poder decidir.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba desde lo alto de un edificio y en vez de caer me ponía a volar por encima de Valparaíso. Me desperté riéndome. Mi psicóloga seguro dice que significa libertad.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En Literatura leímos "Voy a dormir" de Alfonsina Storni. La profe contó que lo mandó al diario antes de entrar al mar. Me pareció precioso y terrible a la vez. Tengo que entregar el comentario de texto el lunes.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo general de "Bodas de sangre". Hago de la Novia y en el último acto digo que quiero morir. Hoy me salió tan bien que el director se levantó a aplaudir. ¡¡Estreno el sábado!!',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'Guardia de noche en urgencias. Entró una chica de 19 con sobredosis de paracetamol, le pusimos la N-acetilcisteína a tiempo y salió de peligro. Llegué a casa a las 8 y me dormí vestida.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nueva pauta del reumatólogo: metotrexato 15 mg los lunes y ácido fólico el martes. Me he puesto alarma en el móvil para no liarme. Ojalá funcione mejor que lo anterior, estas manos ya no abren un bote.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Consulta con el psiquiatra: subimos la sertralina a 100. Me preguntó si tenía pensamientos de hacerme daño, le dije que no, y es verdad. Lo mío es la ansiedad con el trabajo nuevo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la Pinta, le puso doble dosis de antibiótico por lo que pesa. Mañana hay que inyectarla otra vez. Le pago a fin de mes cuando venda los terneros.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Fui a la farmacia por las pastillas de la presión y las del azúcar. La muchacha me las acomodó en el pastillero de la semana, con los días escritos grandes. Ya no me confundo con tantas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Revisión de la cuarentena. La matrona me pasó el test de depresión posparto y salió bajo. Me ha mandado hierro porque estoy anémica. Duermo poco, pero estoy bien con mi niña.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hoy hace tres años de mi intento. Lo celebré corriendo 10 km en el Retiro y comiendo tortilla con mi hermana. Sigo aquí y me alegro muchísimo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace dos años, en el hospital de Dnipró, pensaba que no valía la pena vivir sin piernas. Hoy subí con las prótesis toda la escalera de casa de mi madre, en Alicante. Ella lloraba. Yo también, pero de otra cosa.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años sin meterme nada. Me acuerdo de cuando amanecía queriendo morirme en el cuartito de Tepito. Hoy me dieron mi llavero de los cinco años en el grupo y mi hija vino a verme.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los 15 me quería morir porque era gay y en el pueblo me llamaban de todo. Hoy tengo 27, me caso con Dani en octubre y mi madre va a ser la madrina.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Encontré la carta de despedida que escribí en 2019 y nunca usé. La leí entera. Le contesté a esa chica: gracias por quedarte. Después la quemé en el fregadero y me hice un cola cao.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré cuerda en el Leroy para el tendedero nuevo y por fin un cuchillo de cocina decente. Mañana monto la estantería del cuarto de la niña.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina antes de jubilarme. Me despedí de todos, le dejé una carta al equipo y regalé mis plantas. Ahora a viajar con Carmen, primero Galicia.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender la ropa y me quedé un rato mirando el atardecer. Olía a gas del vecino, que estaba friendo tostones. Bajé muerta de hambre.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Crucé el puente colgante de Cuenca con mi abuela de 80 años, que se mareaba solo de mirar abajo. A mitad se agarró a mí, al final se reía. Foto para el grupo de la familia.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy fue mi último día de clases de español en Cáritas. Escribí una carta de agradecimiento a la profesora Pilar. Ella me regaló un libro de Lorca. Lloramos las dos. En septiembre empiezo nivel B1.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le dejé al vecino la llave y las instrucciones para darle de comer al gato, que me voy dos semanas a lo de mis viejos en Rosario. Que no se le olvide el agua.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'No quiero morirme, quiero que se acabe esta guerra y que mi marido vuelva del frente entero. Que no se confunda nadie cuando me ve llorar en el trabajo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, no estoy pensando en hacerme daño. Estoy agotada, que es distinto. Tres meses cuidando a papá con el alzhéimer y sin un día libre. Mañana viene mi hermana y me voy a dormir doce horas seguidas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi amiga me preguntó si estaba pensando en matarme porque ando bien callado. le dije que no we, que nomas ando triste por lo de la Vale. y es verdad, no es eso',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Tengo 85 años y no tengo ninguna prisa por irme, que conste. Hoy hice croquetas para los bisnietos y me salieron mejor que nunca.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 12.000 euros y estoy fatal, pero no, no se me pasa por la cabeza quitarme de en medio. Hoy firmé la reunificación de deudas en la gestoría y por lo menos ya sé cuánto pago al mes.',
    crisis: false,
    guard: 'negation',
  },
];
