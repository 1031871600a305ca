import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredsixteenth round, written blind: diary notes by Spanish speakers from
 * Spain, Mexico, Argentina, Colombia, Chile and Peru, and by Venezuelan and Ukrainian migrants (a farm
 * worker, a nurse in Madrid, a student in Monterrey, an Argentine retiree, a Colombian mother whose son
 * disappeared, a Venezuelan delivery rider, a gay teen in a small town, a Chilean miner, a Peruvian
 * grandmother, a Ukrainian refugee in Valencia). Crisis classes: euphemism 6, method 5, plan 4, dose 4,
 * relapse 4, selfHarm 4, farewell 4, burden 4, passive 2, hopelessness 2, intent 1. Quiet guards:
 * figurative 6, othersDeath 6, fiction 5, medical 6, past 6, everyday 6, negation 5. Styles: voseo,
 * Mexican, Caribbean and Chilean slang, phone spellings (q, xq, tmb, kiero, pa), missing accents,
 * voice-to-text without punctuation, lists, search histories, message drafts, some Spanglish and emoji;
 * most crisis notes told flatly as errands and facts, quiet notes mirroring them in topic and form.
 *
 * First run, on a6a423d (the 115th round's rules), before any change made for it: recall 36/40,
 * false alarms 4/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'Hoy se cumplen tres años de que se fue la Negra. Le llevé claveles al cementerio y le dije que ya falta poco, que me espere con el mate listo. No tiene sentido seguir calentando la pava para uno solo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'pana ya esta, se acabo el juego pa mi. le deje la moto al gocho q me debe plata y el lunes no me busquen en la app, voy a estar desconectado pero pa siempre',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya me voy a dar de baja. no de la uni, de todo. nomas kiero terminar el semestre pa q mi ama no pierda lo de la colegiatura y ya',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al capataz que este es mi último turno, que me voy a ir a acompañar al Lucho (que en paz descanse). Él se rió, cree que me cambio de faena. Mejor así.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Confirmaron que mamá murió en Járkov. Aquí en Valencia hay mucho sol pero yo ya no estoy aquí. Pronto voy a estar con ella, no en Ucrania, más arriba.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'el mes q viene ya no voy a ser problema de nadie en este pueblo. ya no van a tener q hablar del hijo raro del Ramiro. me voy a un lugar de donde no se vuelve ni pa navidad 🕊️',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'busquedas de hoy:\n"edificio mas alto de monterrey con azotea abierta"\n"a q hora cierran acceso azotea"\n"hay guardia de noche?"\nguarde capturas',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré en la agropecuaria un frasco de paraquat aunque ya no tenemos siembra desde el año pasado. Lo guardé detrás de las cajas en el galpón, donde la Rosa nunca busca.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'compre una soga de 10 metros en el chino. no tengo mudanza ni nada q amarrar. la tengo en el bolso del delivery. ayer probe la viga del cuarto, aguanta',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Mirados los horarios de los trenes que no paran en mi estación. El domingo fui a ver el final del andén, donde no llegan las cámaras. El de las 18:40 pasa sin frenar.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Saqué la escopeta del abuelo del baúl, la limpié y conseguí cartuchos en la plaza de mercado. En esta casa nadie caza hace veinte años. La dejé debajo de la cama.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'Para el viernes 14:\n- pagar expensas hasta diciembre\n- firmar el poder al Fede en la escribanía\n- sobre con plata para el velorio en el cajón de la cómoda\n- dejar a Toto con la vecina\n- lavar los platos',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya tengo fecha: 28 de noviembre, cuando mis papas se vayan a Saltillo. el lugar ya lo vi, el puente de la carretera nacional. las cartas estan en el cajon de abajo',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Fui a la funeraria y pagué el plan exequial completo, el mío, no el de Johan porque a él todavía no me lo entregan. Dejé escrito que me entierren con su foto. Ya arreglé todo para el domingo, el día que él cumpliría 20.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'nota de voz transcrita vale pues ya está el testamento en el notario el seguro de vida tiene más de dos años así que cubre todo y he pedido libre el martes 3 en el turno nadie me va a echar de menos hasta el miércoles',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'Ya junté 4 tiras del clonazepam que me da la posta, no me tomo ninguna desde agosto. Las tengo en la lata de galletas. Con eso y el pisco del Justo alcanza.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy compré paracetamol en la farmacia de Ruzafa. Ayer en otra, anteayer en la del mercado. Ya son 6 cajas. Debajo del colchón, mi hijo no mira ahí.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'took like 3x la sertralina tonight y un par de chelas encima, a ver q pasa. no le digo a nadie',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me recetaron tramadol por la espalda y no me lo estoy tomando. Cada noche cuento: 62. El doctor me dio otra receta sin preguntar nada. Con esa llego a 120.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'hace dos años me tome las pastillas de mi mama y desperte en el Universitario. hoy volvi a abrir el botiquin y me quede mirando igualito q esa vez',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Llevaba 400 días limpia. Hoy compré sacapuntas nuevos y le saqué la hojita a uno. Todavía no hice nada pero ya está en el estuche.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la psicologa del albergue me pregunto si he vuelto a pensar en lo del puente de Cucuta. le dije q no. mentira, desde q me quitaron la cuenta de la app pienso en eso todas las noches igualito q en 2019',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hoy hice las mismas búsquedas que hice antes de la internación del 2017. Me di cuenta a mitad de camino. Cerré la compu, pero sé que mañana la vuelvo a abrir.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'otra vez manga larga en educacion fisica, el profe ya me miro raro. en el brazo izquierdo ya no hay lugar, empece x la pierna',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Al terminar el turno me pasé la plancha por el antebrazo. Dos segundos. Me lo vendé yo misma, que para eso sé. En la planta nadie lo ha visto.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy no comi nada x castigo por lo q le dije a mi mama. mañana tmb. si como algo me lo saco',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me di contra la pared del galpón hasta que me sangraron los nudillos y la frente. Al patrón le dije que fue con la cosechadora.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'borrador pa mandar el sabado:\n"mami perdoname por todo. cuida a la Luna. la clave del cel es 1708, las fotos estan en la nube. te amo, no fue tu culpa"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy regalé mi abrigo bueno a Olena, los libros a la biblioteca del centro de acogida y la bicicleta a Dmytro. Le pedí a Olena que, si pasa algo, cuide a mi hijo como suyo. No entendió por qué.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le deje a mi carnal el xbox, los tenis nuevos y mi spotify con la contraseña anotada. le dije q cuidara a mi jefa x mi. se rio y dijo q ni q me fuera a la guerra',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le llevé el Canela a la vecina con su cama, su plato y el saco de pellet. Le dije que es por un tiempo largo. Escribí tres cartas, están en la guantera de la camioneta.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: 'Mi hija gasta en mis remedios lo que debería ser para el colegio de los chicos. Si yo no estuviera, les alcanzaría. Yo ya viví bastante, ellos recién empiezan.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'La jubilación no cubre ni los pañales. Mis hijos discuten quién me tiene este mes. Soy un mueble viejo que nadie quiere cargar. Mejor les ahorro el trámite.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi familia en Maracaibo vive de lo q mando y este mes no mande nada. sin mi el seguro de la app les paga mas de lo q yo les mando en un año. ya hice la cuenta',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'desde q se supo lo mio en el pueblo mi mama ya no va a misa x verguenza y mi papa toma mas. todo lo malo de esta casa empezo conmigo. estarian mejor sin mi, eso es un hecho',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'ojala un dia no me despierte y ya. sin drama, sin nada. solo no despertar mas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Le pido a Dios cada noche que me lleve dormida. No tengo fuerzas para buscar a Johan un año más ni para dejar de buscarlo.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Tres años sin papeles, dos rechazos del asilo, la deuda crece cada mes. Esto no va a cambiar nunca. Ya dejé de pelear, no le veo sentido a seguir respirando ni aquí ni en ningún lado.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Cuarenta y ocho años y nada funcionó. Ni el tratamiento, ni la iglesia, ni las pastillas. Esto no mejora, solo dura. Y yo ya no quiero seguir durando.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'ya lo decidí, me voy a quitar la vida. no es un arranque, lo vengo pensando hace meses y por primera vez estoy tranquila. lo escribo acá pa q quede en algún lado',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: 'el examen de termo me mato neta 💀 me muero de sueño y mañana el de calculo me remata. ya pedi pizza pa sobrevivir la noche',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy la planta ha sido una carnicería, me han matado a ingresos. Me muero por llegar a casa y meterme en la cama. Que no me despierte nadie hasta el jueves, ni el casero.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Boca perdió otra vez, me quiero matar. El Cholo me manda memes y lo quiero asesinar. El domingo vuelvo a la cancha igual, soy un enfermo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'mi jefa me va a matar cuando sepa q choque la moto, bueno solo el retrovisor. casi me muero del susto. mañana la llevo al taller del gocho',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me morí de la vergüenza en la reunión del colegio cuando me sonó el celular con reguetón. Tierra trágame. Mi hija dijo que me iba a matar, pero se moría de la risa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El español me está matando. Los verbos irregulares van a ser mi muerte. Pero hoy pedí pan en el horno sin pasar al inglés, ¡pequeña victoria!',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'Hoy se cumplen 3 años de que doña Gloria, la vecina, se quitó la vida. Le llevamos flores con las señoras del barrio y rezamos el rosario. Estoy pendiente de su hija, la llamo los domingos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió el Lucho en el derrumbe del nivel 8. Fuimos al velorio con la cuadrilla. A la Marcela le dije que cuente conmigo pa lo que sea, voy a ayudar con los cabros.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Tres años sin la Negra. Le llevé claveles al cementerio y le conté que el nieto se recibió de ingeniero. Después me tomé un café con el Tito en el bar de la esquina, me hizo bien.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un chico de otro pueblo se suicido x bullying, salio en las noticias. me dio mucha rabia y tristeza. le escribi a una asociacion lgtb pa ver como ser voluntario',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Confirmaron que el tío Mykola murió en Járkov. Lloré todo el día. Mañana hay misa en la iglesia ortodoxa de Valencia, voy con Olena y los niños.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se nos fue mi compadre Justo, el corazón. Le hicimos su velorio con caldo y pisco como a él le gustaba. Le voy a mandar hacer su misa de mes.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: 'Terminé de ver 13 Reasons Why con mi prima. No me gustó cómo mostraron lo de Hannah, muy crudo. Escribí una reseña para el blog del cole.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 4 de la novela: la protagonista junta las pastillas de su madre y escribe una carta de despedida. Mi editora dice que al final del libro hay que poner los teléfonos de ayuda. Tiene razón.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de la azotea de la facu y me despertaba antes de tocar el suelo. Mi abuela dice que es el estrés de los finales. Desayuné y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el elden ring me mataron como 40 veces con el mismo jefe. lo pase a las 3am. vale la pena cada muerte jaja',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el taller de guitarra sacamos "Hurt" de Johnny Cash. Habla de lastimarse para sentir algo; el profe nos contó que la escribió Trent Reznor. Qué canción tan fuerte.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Turno de noche: cargué la morfina de la 312, contamos estupefacientes con la supervisora, todo cuadra. Extracciones a las 6. Café.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El doctor de la posta me subió el clonazepam a media pastilla en la noche. Mi nieta me armó el pastillero de la semana con colores para que no me confunda.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me operaron la rodilla en la mutual. Me dieron tramadol para 10 días, cada 8 horas con comida. Lo que sobre lo devuelvo a la farmacia.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'pinchazo de insulina 8u antes del almuerzo, glucosa 132. ya me acostumbre a las agujas, antes me daban terror',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En el centro de salud me pusieron las vacunas que faltaban y me sacaron sangre para análisis. La enfermera hablaba despacito para que yo entienda. Muy amable.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'started sertralina 50mg hoy, la psiquiatra dice q en 4-6 semanas se nota. side effects: un poco de nausea. follow-up el 12',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'Hace 6 años intenté quitarme la vida con las pastillas de mi mamá. Hoy di mi testimonio en la charla del colegio de mi hermano. Estoy bien, voy a terapia una vez al mes y tengo un trabajo que me gusta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy cumplo 5 años sin cortarme. Me tatué una golondrina en la muñeca encima de las cicatrices viejas. Me siento orgullosa de mí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en 2019 en Cucuta estaba tan mal q pense en tirarme del puente. hoy tengo papeles, un cuarto propio y le mando plata a mi mama cada quincena. esa epoca se acabo',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Me acordé de la internación del 2017, parece otra vida. Hoy salí a caminar con el grupo de la parroquia y después asado. Estoy bien, de verdad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la UCI durante la pandemia tuve una depresión fuerte y llegué a pensar en acabar con todo. Terapia, baja y dos años después estoy mejor que nunca. Hoy me he apuntado a la media maratón.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'a los 15 creia q no iba a llegar a los 18. hoy cumplo 22, vivo en Madrid con mi novio y mis papas vinieron a cenar. el chico del pueblo estaria orgulloso',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: 'compre una soga de 10 metros en la ferreteria pa el tendedero nuevo y pa amarrar el colchon en la mudanza del sabado',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Compré el herbicida en la agropecuaria para la parcela de maíz. Lo guardé bajo llave en el galpón, lejos de los chicos, con los guantes y la mascarilla.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé la ropa de invierno que ya no me queda a la parroquia y la bici a mi sobrino. Me mudo a Barcelona el mes que viene por el curro nuevo, ¡qué ganas!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le deje a mi hermano la contraseña del wifi y del netflix xq me voy de intercambio a Chile seis meses. la gata se queda con mi mama',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Buscando "mirador más alto de Monterrey" pa llevar a mis primos de Texas el domingo. Al final subimos al Cerro de la Silla temprano y luego carnita asada.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la obra de Getafe. Me despedí de los compañeros, repartí mis herramientas entre los chavales y les dejé mi número. El lunes empiezo en la empresa de mi cuñado.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: 'En la consulta el médico me preguntó si he pensado en hacerme daño o en quitarme la vida. Le dije que no, y es verdad. Estoy cansado por el trabajo, nada más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Estoy triste por lo de mi abuelo pero no quiero morirme ni nada de eso, que quede claro. Solo necesito llorar un rato y dormir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el test del psicologo del cole preguntaba si alguna vez quise dejar de vivir. puse q no, nunca. me pregunto x el bullying y eso si se lo conte',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'He hecho testamento y revisado el seguro de vida porque en el hospital se ve cada cosa. No es que me pase nada ni que piense en morirme, soy previsora y punto. Luego cañas con Marta.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga de la ONG me preguntó si tengo ideas de suicidio. Dije que no. Estoy triste por la guerra y extraño Járkov, pero quiero ver crecer a mi hijo aquí.',
    crisis: false,
    guard: 'negation',
  },
];
