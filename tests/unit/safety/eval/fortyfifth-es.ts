import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-fifth round, written blind (the writers saw neither the detector nor any earlier round): writers from Spain, Mexico, Argentina, Colombia,
 * Chile, the Dominican Republic, Honduras and Ukrainian refugees in Spain, aged roughly 14 to 85 (bullied
 * and LGBT teens, students, postpartum mothers, carers, a farmer hit by hail, migrants in debt, a
 * mine-injured ex-soldier, war widows, a released prisoner of war, nurses, a vet, a pharmacist, people in
 * recovery, lonely elderly people). 40 crisis notes spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes over
 * the seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation) on the same
 * topics. Styles: one-liners and 8-12 line entries, a crisis hidden in one sentence of an ordinary day, a
 * letter, a to-do list, a screening form answered honestly, a reply to a mother's question, questions to
 * oneself, a Violeta Parra line owned by the writer, dark humour, voseo, Mexican, Chilean, Colombian and
 * Caribbean slang, all lower case, missing accents, abbreviations and emoji. Few notes use textbook words.
 *
 * First run, on ecd1fa5, before any change made for it: recall 39/40, false alarms 9/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'ya estuvo. hoy me quito la vida. lo decidi en la mañana y desde entonces estoy extrañamente tranquilo, hasta comi',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi viejo me dijo en la cena que prefería un hijo muerto antes que un hijo puto. Bueno, papá, te voy a dar el gusto. Esta noche lo termino, ya no lo pienso más.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Otra llamada de Járkiv: la casa ya no existe, el tío Petró tampoco. Estoy en el piso de acogida de Valencia mirando la pared. Quiero acabar conmigo. No es una frase bonita para el diario, lo voy a hacer.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `La psicóloga del centro de salud me pasó el cuestionario ese de nueve preguntas.
Poco interés en hacer cosas: casi todos los días.
Sentirse decaído: casi todos los días.
Problemas de sueño: casi todos los días.
Pregunta 9, pensamientos de que estaría mejor muerto o de hacerse daño: marqué "casi todos los días".
Ella me preguntó si tenía pensado hacer algo y le dije que no, que eran ideas.
Mentí. Lo tengo decidido y no voy a cambiar de opinión por un papel.`,
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: 'Ochenta y tres años. Cada noche le pido a la Virgen que no me deje despertar. Esta mañana me desperté otra vez y lloré de rabia.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'la bebé no para de llorar y yo tampoco. ojalá me atropellara un bus camino a la droguería, así sin culpa, sin tener que decidir nada yo',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'weon ojala pudiera desaparecer no mas, apagarme como el celu. no morirme dramatico, solo dejar de existir po. que nadie se acuerde ni que yo estuve',
    crisis: true,
    class: 'passive',
  },
  {
    text: "Desde que la mina me quitó la pierna en el Cauca no sirvo ni pa' cargar a mi hijo. Cada vez que cruzo la carretera pienso ojalá una tractomula se me venga encima y ya. Hoy lo pensé cuatro veces.",
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'La abuela siempre me decía que la esperara, que ya nos íbamos a ver. Pues abuela, ya no te hago esperar más. Pronto voy contigo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mi hermano me llamó por lo del préstamo y le dije mano tranquilo que dentro de poco ya yo no voy a ser problema pa' nadie. Él se rió. Yo no estaba bromeando.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Chiste del día: he cancelado la renovación anual del gimnasio porque no la voy a necesitar. Ni el gimnasio ni nada. Me bajo en la próxima parada, ya está, que siga el tren sin mí. Jaja. Jaja no.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '"Gracias a la vida, que me ha dado tanto." Esa me la quedo, Violeta. Yo también ya le di las gracias, y ahora le devuelvo lo que me queda. Me voy a descansar como tú, pronto.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'Desde la azotea de la oficina se ve todo el Periférico. Hoy subí a medir si la barda llega a la cintura. Llega apenas. Ya sé por dónde y ya sé que nadie sube después de las 7.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque cuantas de paracetamol hacen falta. 3 pestañas abiertas. la caja grande esta en el cajon del baño y hoy no hay nadie en casa',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El Sarmiento pasa cada doce minutos por el paso a nivel de la cuadra. Hoy los conté todos desde la ventana, desde las 5 hasta las 9. Estuve eligiendo cuál. El de las 22:14 viene lleno y rápido.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El granizo se ha llevado toda la cosecha y el del banco viene el jueves. Esta tarde he metido el coche en la nave y he cerrado el portón para ver si se cierra bien. Se cierra. Con el motor en marcha y la manguera al tubo de escape no hace falta nada más.',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: `cosas para el viernes:
- dejar a la Negra con Marta (comida para 2 semanas)
- pagar la luz y el gas asi a mama no le llega nada
- borrar el historial
- tomar el 60 hasta el puente a las 6, antes de que haya gente
- no contestar el celu
- no arrugar esta vez`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya lo tengo decidido: el 14, el día de su cumpleaños, en el mismo recodo del río donde se ahogó Manolo. Me llevo su chaqueta. Así acabamos juntos, donde él acabó.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche hice la prueba. Até el cinturón al tubo de la ducha y me colgué un poco para ver si aguantaba el peso. Aguanta. Lo he dejado enrollado detrás de las toallas para el domingo, que Jorge se va al pueblo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy llamé a la funeraria para preguntar precios, les dije que era para una tía mía. Es para mí. Dejé pagado lo básico con la tarjeta. Ya elegí el martes.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: `Querida Lupita:
cuando leas esto ya no voy a estar, mija.
A Canelo dale de comer a las 7, que si no chilla toda la mañana.
Las plantas del patio se riegan martes y sábado.
La contraseña del banco está en el sobre amarillo, dentro del libro de cocina.
El anillo de tu abuela es para ti, no dejes que tu tío lo venda.
No es tu culpa. Nada de esto es tu culpa.
Perdóname por irme así.
Te quiero más que a nada en este mundo.
Tu mamá`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le he regalado a Nerea mi sudadera favorita y a Dani mis cascos buenos. Me han preguntado por qué y he dicho que porque sí. Solo quería que tuvieran algo mío para cuando ya no esté, que en el insti no me van a echar de menos pero ellos sí.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'deje anotado todo para despues: contraseñas, la cuenta de la luz, quien se queda con los gatos (la Carmen). le programe a mi hermano un mensaje para el jueves a las 9 explicandole. ya esta todo ordenado, me siento liviano',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Escribí esto para el grupo de la familia: "Gracias a todos por estos años, de verdad. Los quise mucho aunque no lo dijera nunca. Perdonen lo de la plata. Cuiden a la vieja. Chao." Lo dejé en borradores. Lo mando esta noche antes de irme.',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme, mi hijo paga los parches de morfina que no cubre la Seguridad Social. Sin mí tendrían vida. Soy el ancla que los hunde y ya es hora de soltarla.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mamá me preguntó si estoy bien. Le dije que sí. No lo estoy. Estarían todos mejor sin mí, ella la primera, y cada día me lo creo más.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Este mes mandé 200 dólares menos a Honduras. Mi familia sigue debiendo por mi culpa, por lo del coyote. Si yo no estuviera el seguro de la empresa les pagaba todo de una vez. Valgo más muerto que vivo, así de simple son las cuentas.',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'Saqué un 4 en física. Me quemé el muslo con el mechero, tres veces, donde no se ve. Me lo merezco. Si el viernes saco otro 4, más.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le pegué a la pared hasta que se me abrieron los nudillos y después seguí con la cabeza. Quería que doliera más afuera que adentro. Ahora estoy sentado en el piso y quiero volver a hacerlo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy 0 kcal. ayer 200. no me merezco comer despues de lo que le dije a mi madre. si como me castigo con la cuchilla asi que mejor no como. una cosa o la otra',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'las ganas d cortarme estan fuertes ahora mismo 🔪😞 tengo el sacapuntas desarmado en la mano y nadie en casa xq mi vieja trabaja d noche',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'Treinta y dos mil euros. Tres bancos. Una carta de embargo. Nada va a cambiar, nunca, haga lo que haga. No le veo salida a esto y ya no quiero seguir intentándolo. Ni seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mi pueblo lleva dos años ocupado. Mamá no puede salir, yo aquí en Barcelona limpio escaleras. Ya no creo que termine nunca, ni que la vuelva a ver. ¿Para qué sigo respirando si al final no hay nada? No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para qué sigo? ¿A quién le sirvo yo? No tengo respuesta para ninguna y me cansé de buscarla. No quiero seguir así ni un día más, y así es como va a seguir siempre.',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: `Lunes. Clase de español a las 10, la profesora Carmen me corrigió "el" y "la" otra vez.
Recogí a Sofiyka y a Mykyta del cole, Mykyta ya habla con acento de Madrid.
Comimos lentejas de la parroquia, estaban buenas.
Llamé a Dnipró, mamá bien, alarmas toda la noche.
Fui al SEPE, me falta un papel, siempre falta un papel.
Por la tarde parque, los niños jugaron con los de la vecina de Ecuador.
Pasé por la farmacia y con la receta del insomnio compré otra caja. En el cajón ya tengo siete, las voy juntando para tomármelas todas juntas el sábado cuando los niños duerman en casa de Oksana.
Cena: tortilla. Mykyta dice que ya me sale mejor.
Mañana otra vez clase a las 10.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: "Me tomé todas las del blíster con media botella de Brugal a ver si esta vez no me despierto. Escribo esto por si acaso, pa' que sepan que fui yo y no fue un accidente.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'tengo guardada la insulina de mi papa desde que murio. nadie sabe que la tengo. esta noche me pongo todas las plumas, una detras de otra',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'Dos años sin esos pensamientos y hoy volvieron con todo. Otra vez me veo asomada a la ventana del cuarto piso, otra vez calculando. Creí que estaban muertos y solo estaban dormidos.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '14 meses limpio y hoy compré. No para colocarme. Compré bastante como para no volver a despertarme. Lo tengo en el bolsillo de la campera mientras escribo esto.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace un año me sacaron del agua en la Barceloneta. El psiquiatra dijo en octubre que ya estaba estable. Hoy volví a la misma escollera y me quedé una hora mirando el mar, con las mismas ganas de meterme y no salir.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: 'El TFG me está matando, literal llevo tres días sin dormir. Me muero de sueño y todavía me faltan las conclusiones y la bibliografía 😵 El lunes lo entrego y me voy de cañas.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quería morir de la vergüenza cuando mi vieja encontró la foto con Tomi. Tierra trágame. Pero después me abrazó y me dijo que ya sabía hace años. Boludo, lloré como un nene.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me cae que si me vuelven a cambiar el turno me aviento del segundo piso jajaja. Neta, ya ni la amuelan en recursos humanos. Mañana voy a hablar con el sindicato.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Muerta y enterrada. Doce horas de pie en la tienda con las rebajas. Me tiro en el sofá y no me levanto hasta el lunes, que me resuciten con un café.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me tiene mamada, me dan ganas de pegarme un tiro cada vez que abre la boca en la reunión. Mañana le digo a la jefa que no trabajo más en equipo con él, punto.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la prueba de calculo me mato po, quede muerto en vida. igual el viernes nos vamos a la playa con los cabros y se me pasa altiro',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'Hoy hace un año que mataron a Serhiy cerca de Bajmut. Encendí una vela en la iglesia ortodoxa de Málaga. Los niños dibujaron a papá con alas. Yo sigo, por ellos y porque él me lo pidió en su última llamada.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby en el veterinario. Catorce años. Le pusieron la inyección mientras yo le rascaba la oreja como le gustaba. La casa está muda y su cuenco sigue en la cocina.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó Julián, mi compañero de la facu. No lo vimos venir nadie. Hoy fui al velorio y no pude mirar a su vieja a la cara. El jueves voy a la charla de prevención que organiza el centro de estudiantes, quiero entender.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez las noticias: cuarenta muertos en el bombardeo de anoche, niños entre ellos. Apagué la tele. Me da rabia sentirme tan impotente desde aquí. Mañana llevo mantas a la recogida de la asociación.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Se me fue Antonio hace tres meses.
Todavía pongo dos tazas por la mañana sin darme cuenta.
A veces le hablo a la foto del aparador y le cuento lo del nieto.
Mi nieta dice que es normal, que ella también le habla.
Hoy hice su cocido, el de los domingos, y me salió para un regimiento.
Le bajé un táper a la vecina del segundo, que también está sola.
Nos comimos el cocido juntas y lloramos un poco y nos reímos otro poco.
El jueves me apunto al taller de memoria del centro de mayores.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lo del Pancho: lo mató un dron cerca de Zaporiyia, se había ido de voluntario colombiano. Sus papás me pidieron que les cuente cómo era allá. No sé qué decirles, solo que se reía de todo.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Capítulo 7 de la novela: Elena sube a la azotea con la carta en el bolsillo y mira la ciudad. Todavía no sé si la salvo o no. Mi editora dice que el final triste vende más, yo quiero que viva.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Me mataron 14 veces en el mismo jefe del Elden Ring. Catorce. Tiré el mando al sofá. Mañana lo intento otra vez, este no se me escapa.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba al mar desde un acantilado y en vez de caer volaba. Desperté riéndome. La psicóloga dice que es un sueño de libertad. Hoy me fue bien en la entrevista, me llaman el lunes.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de ética. Ramón Sampedro pidiendo morir durante treinta años. Debate fuertísimo sobre la eutanasia. Yo voté que debe ser legal, Lucía que no, y seguimos discutiendo en el recreo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Me tiene obsesionada esa canción que dice que se quiere morir esta noche. La cantamos en el karaoke con las chicas y casi nos echan por desafinar 🤣🎤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de Romeo y Julieta: me toca el veneno y luego apuñalarme con la daga de plástico. El director dice que me muero demasiado rápido, que lo alargue y que caiga sobre Marcos sin aplastarlo.',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: `Guardia de 24 en urgencias.
A las 3 entró una chica de 19 con sobredosis de paracetamol, llegó a tiempo y le pusimos la acetilcisteína.
Después un señor con dolor torácico, infarto, a hemodinámica.
Un niño con la cabeza abierta por un columpio, cuatro puntos y una piruleta.
Salí a las 8, me fui a desayunar churros con Mari Luz, la del turno.
Dormí hasta las 4 de la tarde.
Mañana libre, por fin.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El doctor me subió la sertralina a 100 mg. Dice que en unas tres semanas noto la diferencia. Me la tomo con el desayuno, puse alarma a las 8.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tercer ciclo de quimio. Vomité toda la tarde, pero la oncóloga dice que el tumor se ha reducido a la mitad. Quiero vivir para ver a Iker graduarse y lo voy a ver.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la clínica hoy tuvimos que eutanasiar a tres perros, día horrible. Como veterinaria nunca te acostumbras. Cena con Pablo para despejarme y mañana vacunas de cachorros, que eso anima.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Organicé el pastillero de la semana: la del corazón, la de la tensión y el Sintrom. Mi hija me llama cada noche para ver si me las tomé. Me las tomé todas, una de cada, como manda el médico.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la farmacia un señor quería tres cajas de diazepam sin receta. Le dije que no y se enfadó muchísimo. Le expliqué el riesgo de mezclarlo con alcohol y al final se fue a su médico de cabecera.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'Hoy hace tres años de mi intento. Corrí 5 km en el Retiro y luego me comí un helado de pistacho. Si alguien me hubiera dicho entonces que iba a estar aquí, no me lo habría creído.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Las cicatrices del brazo ya están blancas. Hace cuatro años que no me corto. Hoy me hice un tatuaje encima, un girasol enorme. Me gusta mi brazo, por primera vez.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví de la guerra pensaba en pegarme un tiro todas las noches. Eso fue en 2016 y pedí ayuda. Hoy tengo un taller de carpintería y le enseño el oficio a dos chicos del barrio.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el cautiverio rezaba para morirme cada noche. Siete meses después del intercambio estoy en Toledo, en rehabilitación, y hoy di mis primeros pasos sin muletas. La fisio aplaudió. Yo también.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace un año tenía el botiquín lleno de pastillas guardadas "por si acaso", y yo sabía para qué. Hoy las llevé todas al punto SIGRE de la farmacia. Ya no las quiero para eso.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'Compré cuerda nueva para el tendedero, la vieja se rompió con el viento. Colgué las sábanas y se secaron en dos horas. Qué gusto este sol.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el piso de Lavapiés. Dejé una carta de despedida para la vecina del tercero con las llaves del trastero. Qué pena irme, pero Bilbao me espera y el trabajo nuevo también.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy hicimos la matanza en casa de los abuelos, como cada noviembre. El cuchillo del abuelo sigue cortando igual que hace cuarenta años. Morcillas para todo el invierno.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'hoy en el puente de la costanera hicimos fotos pa insta con las chicas, el viento nos destruyo el pelo jajaja 💀 despues helado',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Revisión del gas: el técnico dice que la caldera pierde un poco y hay que cambiar una goma. Cerré la llave del gas hasta el viernes, duchas en casa de mi hermana.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy subí al techo de la abuela a cambiar las tejas rotas, está altísimo. Me amarré con la soga a la chimenea por seguridad, como me enseñó mi papá. Quedó lindo.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y volver a Mariúpol aunque sea para ver las ruinas de mi casa. Pero morir no. Quiero vivir para eso.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Le dije a la psicóloga: no tengo ideas suicidas, estoy agotada, que es distinto. Bebé de tres meses y duermo dos horas. Me dijo que pidiera ayuda a mi suegra y lo hice. Esta noche duerme ella con la niña.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro, diario: no me voy a hacer nada. Estoy caliente, tengo deudas, me echaron del laburo, pero tengo a mis dos hijas y mañana salgo temprano a buscar.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario del centro de salud, pregunta 9: pensamientos de que estaría mejor muerto. Marqué "nunca" y era verdad. Lo mío es cansancio y tristeza por lo del divorcio, no eso.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Movilizaron a mi hermano ayer. Mamá llora por teléfono y no duerme. Yo no pienso en hacerme daño, pienso en cómo traerla a España. Mañana a las 9 tengo cita en extranjería.',
    crisis: false,
    guard: 'negation',
  },
];
