import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-seventh round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers run from a bullied 14-year-old in
 * Colombia to a widow in her eighties in Chile. They include Mexican teens and a postpartum mother, an
 * Argentine pensioner, an Andalusian farmer, a Dominican young man, an Ecuadorian migrant without papers,
 * Spanish students, office workers and people with chronic pain, a Colombian ex-soldier, a Colombian nurse,
 * and Ukrainian refugees in Spain (a widow, an amputee veteran, women from occupied and shelled towns) who
 * write in learner's Spanish. 40 crisis notes are spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), and most avoid the
 * textbook words. 40 quiet notes are spread over seven guards (figurative, othersDeath, fiction, medical,
 * past, everyday, negation) and use the same topics and words: war, debt, grief, pills, rooftops, bridges,
 * letters, giving things away. Styles: one-liners and 8–10 line entries where the crisis is one sentence
 * among chores, a list, a letter, an honestly answered screening question, an answer to mum's question,
 * questions to oneself, dark humour, a song line the writer owns, all lower case and no punctuation,
 * typos, emoji, and voseo and regional slang (wey, neta, jale, bondi, piñas, chuzo, buzo, pai, harto).
 *
 * First run, on 37e692b, before any change made for it: recall 39/40, false alarms 4/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya lo decidí wey. hoy en la noche me mato, no es drama ni pa llamar la atención, es q ya me cansé de todo. nadie lee esto de todos modos',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Vos sabés que siempre digo que estoy cansado, pero hoy es distinto. Hoy quiero terminar con todo, en serio, y esta noche no voy a esperar a que se me pase como las otras veces.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Cuestionario de la psicóloga, pregunta 9: "¿Con qué frecuencia ha pensado que estaría mejor muerto o en hacerse daño?". Marqué "varios días" para que no se alarmara. La verdad es "todos los días", y desde ayer ya no es pensar: es querer hacerlo. Pronto.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mamá me preguntó por videollamada desde Zaporiyia si estoy bien. Dije que sí, que el trabajo bien, que el piso bien. No estoy bien. Quiero irme de esta vida y esta vez lo voy a hacer, ya no puedo más.',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Cada noche le pido a Diosito que no me deje despertar. Que me lleve con mi Tito de una vez. Hoy se lo pedí con más fuerza que nunca, estoy tan cansada de estar sola en esta casa.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'salgo del turno de 24 y manejando pienso: ojalá un camión se me venga encima y ya. sin tener que hacer nada yo. solo dejar de existir. hoy lo pensé todo el camino hasta la casa',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Y si mañana simplemente no estuviera? Quién lo notaría? Mis padres tendrían por fin el hijo que querían y no al maricón. Ojalá dormirme y no despertar nunca 🫠🫠',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Martes.
Me he levantado a las 11 porque a las 5 el dolor no me dejaba.
Fisio a las 12, dice que la lumbar sigue igual.
Comida con mi hermana, croquetas, bien.
La niña ha sacado un 8 en mates, qué orgullo.
He puesto dos lavadoras y he tenido que sentarme entre una y otra.
Por la tarde, otra vez las piernas ardiendo.
Hoy he deseado de verdad no volver a despertarme, que el cuerpo se apague solo esta noche y ya.
Mañana toca reumatólogo.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Tranquilos todos, ya mero dejo de ser problema. Les pagué lo que pude a los del préstamo y lo demás ya no va a ser asunto mío. Pronto descanso.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'La abuela siempre decía que me esperaba allá arriba. Pues abuela, ya voy, esta semana.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'che diario, si mañana no escribo es porque me tomé el último bondi, el que no vuelve jajaja. no es joda igual. ya fue.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi cabo decía que uno sabe cuándo pedir la baja. Pues hoy pido la baja definitiva, no del ejército, de todo. Me cansé de los ruidos en la cabeza. Esta noche cierro el chuzo.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'llevo toda la semana mirando la terraza del séptimo de la facultad. la puerta está siempre abierta y la barandilla es bajita. hoy subí y me quedé en el borde un rato largo. no sé por qué lo miro tanto. bueno, sí lo sé.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El paraquat viejo sigue en el cobertizo, detrás de los sacos. Hoy lo he tenido en la mano un buen rato pensando que con eso se acaba la ruina de la cosecha y se acaba lo mío. No se lo puedo contar a la Carmen.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'saque la pistola de mi pai de la gaveta y me la puse en la cabeza un rato largo nadie estaba en la casa no se pa que la saque mentira si se y mañana tampoco va a haber nadie',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Busqué en el móvil cuánto tarda uno en ahogarse en el agua fría de invierno. Vivo a diez minutos de la playa de San Juan. Esta noche voy a bajar. Borré el historial para que Taras no lo vea.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `jueves:
- devolver los libros a la biblio
- dejar pienso y agua al gato para 3 días
- la carta para Lucía en el cajón de arriba
- estar en la vía a las 23:40, que pasa el de mercancías y no para`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya tengo todo pensado. El domingo Rodrigo se lleva a la bebé con su mamá a Puebla y yo me quedo sola todo el día. Ese es el día. Ya junté lo que necesito en la caja de zapatos del clóset. Ella va a estar mejor con una mamá de verdad.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche hice la prueba con el cinturón en el clóset. aguanta harto. me dio miedo y me solté. la próxima vez no me suelto, ya sé cómo hacerlo bien.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Día largo en la oficina. Otra vez la reunión de los lunes que podría haber sido un correo.
Comprado: leche, pan, pilas para el mando.
Mamá ha llamado por lo de su cumpleaños, quiere paella en casa de la tía.
Le he dicho que sí, que yo llevo el postre.
He elegido fecha: el 15, el día después del cumple de mamá, para no arruinárselo. Ya sé dónde y cómo.
Esta noche echan la semifinal.
Me he acordado de pagar la comunidad.
Acostarme pronto.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'Querida Sofi: cuando leas esto no te enojes conmigo, ¿sí? Quédate con mi guitarra y con el Pelusa, que siempre te quiso más a ti. Perdóname por no aguantar más. No fue culpa tuya, nunca. Te amo, hermanita.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy escribí a Oksana la contraseña del móvil y del banco, "por si acaso". Ella no preguntó nada, mejor. Mi chaqueta buena la dejé a Danylo, es misma talla. Yo ya no voy a necesitar. Los papeles de asilo están en carpeta azul para quien venga después.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regalé mis audífonos y el buzo de la selección a Juanca, le dije q ya no los usaba. en realidad es q ya no los voy a usar. chao a todos los del salón q me hicieron la vida imposible. ya ganaron.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le dejé el Rulo encargado a la vecina, con la bolsa de alimento y la correa. La libreta con los números y las escrituras quedó sobre la mesa para los chicos. Estoy en paz. Mañana ya no hace falta que nadie me llame.',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mis hijos se han vuelto a pelear por quién se queda conmigo este mes. Estarían mucho mejor sin mí: sin pagar la residencia, sin turnarse, sin discutir. Lo he pensado mucho y quiero quitarme de en medio antes de que me lleven a ningún sitio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que perdí la pierna en Bajmut, Olena no duerme. Yo grito de noche, rompo cosas, no trabajo. Ella viviría mejor sin mí, y los niños también. Lo voy a arreglar yo solo, pronto, para que ella tenga vida otra vez.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mamá en Guayaquil otra vez pidiendo para las medicinas y yo sin papeles y sin trabajo desde agosto. Soy más carga vivo que muerto. Si no estuviera, dejarían de esperar plata de mí y de avergonzarse. Lo mejor que puedo hacer por ellos es desaparecer de verdad.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'hoy otra vez con la cuchilla del sacapuntas. 4 cortes en el muslo, donde no se ve. me lo merecía por suspender física. y todavía tengo ganas de más',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Día 3 sin comer. Cada vez que me rugen las tripas me digo que no me lo he ganado. Hoy me comí media manzana y me castigué pellizcándome la barriga hasta que salieron moratones. Mañana tampoco como.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'apagué el cigarro en mi brazo otra vez. la neta se sintió mejor que llorar. ya van 3 marquitas y tengo ganas de hacerme otra ahorita mismo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di tres piñas a la pared hasta que se me abrieron los nudillos y después me di la cabeza contra la puerta del baño. Es lo único que me baja. Son las 3 de la mañana y quiero volver a hacerlo.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: 'Nada va a cambiar. Deuda, paro, deuda. Tengo 52 años y ya nadie me contrata ni de mozo de almacén. No le veo salida a esto por ningún lado y ya no quiero seguir intentándolo. Se me han acabado las ganas de estar vivo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mi viejo ponía esa canción que dice "ya no queda nada por qué luchar" y de chico no la entendía. Hoy la entiendo entera, es mía. No hay futuro para mí, no hay para qué levantarse, y no quiero seguir en esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Tres años y dos meses en Zaragoza.
Mi ciudad, Melitópol, sigue ocupada. Papá y mamá siguen allí, no quieren dejar la casa.
Hablamos por Telegram cuando hay conexión, siempre dicen "todo bien", y yo sé que no.
Yo limpio habitaciones de hotel, ocho horas, y después clase de español.
La profesora dice que ya hablo muy bien.
Hoy en las noticias otra vez "negociaciones". Siempre negociaciones.
Esto no se va a terminar nunca, ni la guerra ni esta vida a medias.
No le veo sentido a levantarme un día más y no quiero seguir así.
Mañana turno de mañana.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo dos meses guardando las pastillas para dormir que me receta la de cabecera. Ya son 60. Las cuento cada noche, como quien cuenta ahorros para un viaje. Casi tengo suficientes.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome como 10 clona con el ron. a ver si esta vez no me levanto. escribo esto por si acaso. perdon mami',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé la botella de pisco entera y media caja de paracetamol, a propósito. Ahora estoy tranquilo, por fin. Que pase lo que tenga que pasar, no voy a llamar a nadie.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'Catorce meses limpio. Hoy volvieron las ideas de antes, las de quitarme de en medio, con la misma voz de entonces. Creí que eso se había ido con la coca. No quiero llamar al padrino, me da vergüenza.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento y pensaba que ya era otra persona. Hoy en el andén del metro volví a sentir el tirón de saltar, igualito que antes, y no se me quita en toda la tarde.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '200 días sin cortarme, lo dice el contador de la app. hoy me lo quiero cargar. la cuchilla ya está en el cajón abierto y no paro de mirarla.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este examen de Anatomía me está matando, literal me muero si suspendo otra vez jajaja. Tres cafés y sigo muerta de sueño. Mañana a las 9, a por ello.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me quería morir de la vergüenza cuando se me cayó la bandeja entera delante del jefe. Tierra trágame. Igual después nos cagamos de risa con los pibes de la cocina.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerto, el jale hoy estuvo de la fregada. El jefe me quería matar por llegar tarde otra vez. Ya me quiero salir del grupo de WhatsApp del trabajo y desaparecer del mapa el finde. Carne asada el sábado con la banda.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese partido me mató, casi me da un infarto en el penalti. Me dan ganas de tirarme por la ventana con este equipo jaja, todos los años lo mismo. El domingo vamos otra vez al estadio con mi papá.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los nietos me tienen frita, me van a matar a disgustos con tanto grito. Pero qué ganas tenía de tenerlos en casa este verano. Mañana torrijas.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy aprendí la expresión "estar hasta el moño". Estoy hasta el moño de papeles de extranjería, el TIE me va a matar. Pero mañana por fin tengo cita en la comisaría. Olena dice que llevemos todo fotocopiado dos veces.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Hoy hace un año que mataron a Andriy cerca de Avdiivka.
Por la mañana llevé a los niños al cole como siempre.
Después fui a la iglesia ortodoxa de Málaga y encendí una vela.
El padre Mykola me abrazó y no dijo nada, mejor.
En casa, Sofiyka dibujó a papá con el uniforme y un sol muy grande.
Maksym no quiso hablar, jugó a la Play toda la tarde.
Cenamos varenyky como a él le gustaban.
Me duele todo el cuerpo de tanto llorar, pero seguimos. Por ellos, y por él.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos al Toby. El veterinario dice que no sufrió nada. Le puse su mantita de cuadros. No sé cómo voy a entrar a casa sin que me salga a ladrar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó el primo de Marcela. 23 años. No lo puedo entender. En el velorio todos se preguntaban qué no vimos. Al llegar a casa abracé fuerte a mi hermano y le dije que me cuente todo, lo que sea.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Las cifras de la DANA no paran de subir. Gente ahogada en garajes, en coches. No puedo dejar de mirar las noticias. Mañana voy de voluntaria a Paiporta con las botas de agua y dos palas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Ya se me murieron casi todas las amigas del barrio. Hoy enterramos a la Chela. De las del costurero quedo yo nomás. Algún día me tocará, como a todas, pero hoy hice empanadas para su familia y me quedé a tomar mate con las nietas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a Yeison en el Cauca, una mina. Éramos del mismo contingente en el batallón. Me quedé toda la noche viendo fotos de cuando éramos peladitos. Mañana voy a visitar a la mamá.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Capítulo 7 terminado: Elena sube a la azotea con la carta en el bolsillo y decide saltar. Me costó muchísimo escribirlo, lloré yo también. La editora dice que es lo mejor de la novela.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me ahogaba en un río negrísimo. Me desperté sudando a las 4. Qué pesadilla más rara, seguro es por la serie de anoche. Nota: no ver thrillers antes de dormir.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del elden ring, me quiero morir jajaja. mañana lo intento otra vez con el build de sangrado',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'escuchando en bucle la canción de la peli que dice "quiero desaparecer" 🎧 la letra es re triste pero el ritmo está buenísimo. mañana la bailamos en el ensayo de la coreo con las chicas 💃',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminamos "Anna Karenina" en el club de lectura de la biblioteca. Todas lloramos con lo del tren. La próxima es una de Isabel Allende, gracias a Dios algo más alegre.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de la obra: hago de la madre que se toma el frasco de pastillas en el segundo acto. El director quiere que lo haga más lento, sin mirar al público. Dice que ya me sale. Estreno el 12.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'Turno de noche en urgencias. Nos llegó un muchacho con sobredosis de paracetamol, le pusimos la acetilcisteína a tiempo y ya está estable en piso, con psiquiatría mañana. Llegué a casa a las 8, me bañé y dormí como piedra.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. La psiquiatra dice que en unas semanas noto más la diferencia. Tomo también la de la tensión, una por la mañana. Hoy bien, salí a caminar con la perra.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me pusieron la infiltración en la espalda. El traumatólogo me dio tramadol para 10 días, uno cada 8 horas, y nada de alcohol. Por primera vez en meses he dormido seis horas seguidas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El Michi se tomó su pastilla del tiroides escondida en el paté, todo un logro. La veterinaria dice que hay que hacerle análisis de sangre cada tres meses y ajustar la dosis.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la farmacia vino una señora pidiendo "muchas pastillas para dormir, que no duermo nada". Le expliqué que sin receta no se puede. Le di el teléfono del centro de salud y una infusión de valeriana.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Mamá en la UCI desde el jueves, tras el infarto.
Intubada, con el respirador. El médico dice que las próximas 48 horas son clave.
He dormido en la silla de la sala de espera, tengo el cuello destrozado.
Mi hermano viene desde Lyon, llega esta noche.
Le he leído el periódico en la visita de las 13, aunque no sé si me oye.
La enfermera del turno de tarde es un sol.
Si se muere no sé qué voy a hacer sin ella, pero hoy los números están algo mejor.
Mañana vuelvo a las 8.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hoy hace tres años de mi intento. Hoy corrí mis primeros 10 km con el club. Le mandé un mensaje a la doctora que me atendió en urgencias: gracias, sigo aquí y me gusta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando tenía 16 me cortaba. Hoy, con 30, me hice un tatuaje encima de las cicatrices: una golondrina. Ya no me avergüenzo de ellas, son parte del camino.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el sótano de Mariúpol, en marzo del 22, quería morirme cada noche. Hoy, en Bilbao, mi hija ha aprobado la selectividad con un 12. Lloré de felicidad en la cocina.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 años sin beber. Hubo una época en que tomaba para no despertar. Hoy me dieron la ficha en AA y mi hijo estaba en primera fila aplaudiendo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De joven, cuando me dejó el Mario, estuve a punto de tirarme al río. Eso fue en el 72. Hoy tengo ocho nietos y un huerto de tomates precioso. Qué tonta era, y qué bien que no lo hice.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Con mi primer bebé tuve depresión posparto y pensaba que estarían mejor sin mí. Con la segunda pedí ayuda desde el principio. Hoy cumplió 6 meses y estamos bien, desveladas pero bien.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Lista del súper: cuerda para tender, pilas, pastillas para el lavavajillas, un cuchillo nuevo para el pan, bombona de butano, lejía.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender la ropa y se veía todo Madrid. Me quedé un rato con el café en el borde. El último fin de semana del verano, qué pena.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Escribí mi carta de despedida para el equipo: me jubilo el viernes después de 38 años en Correos. Me han preparado una tarta y todo. Ya les dije adiós a los del turno de tarde.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Crucé el puente de la Mujer a la vuelta del laburo, había un atardecer de locos. Le saqué una foto para la vieja, que le encanta Puerto Madero.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé la cuna y toda la ropita de bebé a mi prima, que sale de cuentas en marzo. Se acaba una etapa. Me dio penita, pero ya no vamos a tener más y está bien así.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y volver a mi casa en Járkov, a mi balcón con geranios. Estoy agotada, eso es todo. Mañana tengo entrevista en una residencia de mayores.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si tengo pensamientos de hacerme daño. Le dije que no, y es verdad: estoy triste por la ruptura, pero tengo curiosidad por ver qué pasa con mi vida ahora.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimido ni nada de eso eh, solo reventado del laburo y de los parciales. un finde durmiendo y listo',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Con las deudas hay días que no sé ni cómo respiro, pero no, no pienso hacer ninguna tontería. Tengo a mis hijas. Mañana voy al banco a negociar la cuota.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mis viejos todavía no me aceptan. Duele. Pero no me voy a hacer nada, no les voy a dar ese gusto a los del cole. En dos años me voy a estudiar a Buenos Aires y listo 🏳️‍🌈',
    crisis: false,
    guard: 'negation',
  },
];
