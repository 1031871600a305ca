import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old in a
 * Mexican secundaria to an 85-year-old widow in Galicia, and include Ukrainian refugees in Spain (widows,
 * a former captive from Olenivka, a woman whose brother has been mobilised, a mother whose husband is at the front),
 * Colombian army veterans and a mother of a man disappeared in the conflict, Honduran, Dominican and Ukrainian
 * migrants doing cleaning and kitchen work, students, a postpartum mother, carers, nurses and a vet, farmers, people
 * in recovery from pasta base and cocaine, LGBT teens, people with chronic pain, people in debt and lonely older
 * people, writing from Spain, Mexico, Argentina (voseo), Colombia, Chile and the Caribbean. There are 40 crisis notes
 * spread over all eleven classes (3 or 4 each), and most avoid the textbook words. Among them: a plan hidden in one
 * line of a long ordinary Monday, an honest PHQ-9 item 9, a
 * letter to a daughter, a to-do list, questions the writer asks themselves, a Cerati line taken as the
 * writer's own, dark jokes about debt, an answer to "are you ok?", a rehearsal on a rooftop and broken clean streaks.
 * There are 40 quiet notes over the seven guards (5 or 6 each), built on the same topics and words (bridge, rope,
 * pills, rooftop, overdose, goodbye, letter, attempt, "me quiero morir") in the same mix of registers: one-liners,
 * 8–12-line entries, all lower case, typos, emoji, slang and local idioms.
 *
 * First run, on 3e689fd, before any change made for it: recall 39/40, false alarms 5/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya lo decidi. esta noche me quito de en medio y listo, no es drama es cansancio de años',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Me desperté hoy y lo supe clarito: no paso de este fin de semana. No lo voy a dejar en manos de la vida, lo voy a hacer yo. Che, qué tranquilidad rara da tenerlo decidido.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy otra vez "no" en entrevista de trabajo. Tercera vez esta semana.
Mi español no es bueno, ellos dicen "ya te llamamos" y nunca llaman.
Marido en el frente, sin noticias cuatro meses. Mamá en Jersón, muchas veces no hay conexión.
Hija pregunta cada día cuándo vamos a casa. No sé qué decir.
Señora de la ONG dice paciencia. Paciencia ya no tengo.
Yo no puedo más. Esta noche quiero terminar con mi vida, de verdad, no es palabras.
Hija duerme hoy con vecina Marisa, ella es buena persona.
Perdón por todo.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: '¿Por qué sigo esperando? ¿A qué? ¿A que alguien me salve? Nadie viene. Ya está: me voy a matar, lo escribo para que sea verdad y no me eche para atrás.',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Otra noche sin pegar ojo. Le rezo a la Virgen cada noche que me lleve mientras duermo, que no me deje despertar más. Desde que se fue Manuel la casa es muy grande y yo ya no hago nada aquí. Ochenta y cinco años son muchos.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojalá me pillara una micro cruzando la alameda, así sin hacer nada yo. que pase nomás y ya. con este dolor de espalda 24/7 no se vive',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Cuestionario de la psicóloga, pregunta 9: "pensamientos de que estaría mejor muerto/a o de lastimarse de alguna manera". Marqué "casi todos los días". Es la primera vez que no miento en ese papel. Me dio miedo verlo escrito.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera simplemente desaparecer. no existir. que en esa casa nadie tenga que acordarse de que tuvieron un hijo "raro" 🙃 sería un alivio pa todos y pa mí',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Lo bueno de deberle 60.000 euros al banco es que no pienso estar por aquí para pagarlos. Ja. Qué gracioso soy. Me río y todo. Ya lo tengo bastante pensado.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya pronto voy a ver a mi abuelita. ella si me queria. ya le falta poquito a esta funcion',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mano, ya yo estoy listo pa' irme. Y no es pa' Nueva York ni pa' ningún lado con pasaporte. Es del viaje que no tiene vuelta. Que mami no se entere por aquí.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `"Poder decir adiós es crecer." La tengo pegada en la cabeza desde ayer. Bueno, Gustavo, ya crecí bastante. Esta semana digo adiós de verdad, a todo y a todos, y no como en la canción.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'En el almacén queda medio bidón del veneno para las plagas. Lo he ido a mirar tres veces hoy, y no precisamente pensando en los olivos. Con la cosecha perdida y el préstamo, no veo otra.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'hoy pasé por el puente de la 68 y me quedé mirando pa abajo un rato largo. calculé la altura. mañana vuelvo sin el celular pa que nadie me llame',
    crisis: true,
    class: 'method',
  },
  {
    text: `Saqué el arma del cajón y la limpié. No la tocaba desde que me dieron de baja del Ejército. La dejé cargada en la mesita de noche. Esta vez no es para cuidar la casa, es para mí.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `cosas pa hacer antes del viernes:
- pagarle a la Cata las 20 lucas
- dejar al Bruno con mi hermano (comida, correa, el cojín)
- borrar el historial y las fotos
- devolver el libro a la biblio
- el viernes en la noche subir solo al cerro. no avisarle a nadie`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya elegí la fecha: el 24, el día que hace tres años salimos de Járkiv. Ese día cierro el círculo. Ya compré el billete de tren a la costa, solo de ida.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Lunes. Despertador a las 6:40, como siempre. Desayunos, mochilas, la pequeña sin encontrar el zapato izquierdo.
Dejé a los niños en el cole y pasé por el Mercadona: leche, pan de molde, lejía, las natillas que le gustan a Hugo.
La lavadora ha vuelto a pitar con el error ese, E21. Llamaré al técnico mañana.
Mi madre ha llamado para preguntar si iremos el domingo a comer. Le he dicho que ya veremos.
Lo tengo decidido: el sábado, cuando los niños se vayan con su padre, lo hago. Ya no le doy más vueltas.
Por la tarde, deberes de mates con Hugo, que no entiende las fracciones y yo tampoco sé explicárselas.
Cena: tortilla francesa y fruta. Se han dormido pronto.
Ahora a planchar un poco y a la cama.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Subí a la terraza del edificio, me paré en el borde un rato largo y después volví a bajar. Fue más fácil de lo que pensaba. La próxima no bajo por la escalera.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Querida Sofía:
Cuando leas esto, tu mamá ya no va a estar. No es por ti, nunca fue por ti, eres lo mejor que tengo.
Desde que papá murió en Bajmut no sé cómo se vive. Aquí en Málaga todos son buenos con nosotras, pero yo por dentro estoy vacía.
La tía Olena sabe dónde están los papeles y la cuenta del banco. Ella te va a cuidar.
No dejes el colegio. Aprende bien el español, haz amigas, ríete mucho.
Perdóname, mi sol.
Te quiero más que a nada en el mundo.
Mamá`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regale mi compu a mi primo y mi ropa a la lupita. deje las contraseñas en un sobre pa mi carnal con su nombre. ya no las voy a necesitar',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He dejado escrito quién se queda con Lola: la vecina del segundo, que la saca cuando yo no puedo y la quiere. Lo demás ya está en la notaría. Esta tarde me he despedido de mi hermano por teléfono sin que se diera cuenta de que era la última vez.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `borrador pa publicar el domingo: "gracias a todos los que me quisieron, perdón por lo que voy a hacer, cuiden a mi mamá y al Toby". todavía no le doy publicar`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mis hijos se turnan para cuidarme, pierden horas de laburo, se pelean por mí en el grupo de WhatsApp. Estarían mucho mejor sin este viejo que ya se olvida hasta del nombre de la calle. Lo pienso todas las noches y cada vez me parece más justo irme yo antes de que sea peor.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mami me preguntó si yo estoy bien. Le dije que sí. No lo estoy. Todo sería más fácil pa ella si yo no estuviera: una boca menos, un problema menos, una preocupación menos.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El bebé llora y yo no sé calmarlo. Mi madre lo calma en un minuto, mi pareja también. Él estaría mejor con cualquiera menos conmigo. Estarían todos mejor si yo me quitara de en medio de una vez.',
    crisis: true,
    class: 'burden',
  },
  {
    text: `Hoy la fisio dijo que vamos bien con la prótesis. Yo sonreí.
Pero la verdad es otra: sin la pierna no sirvo pa nada.
Mi mujer hace doble turno por mi culpa, los pelados ya no me piden que juegue fútbol con ellos.
La pensión de la mina antipersonal no alcanza ni pa los remedios.
Les hago un favor si dejo de estar. Les quito un peso de encima.
Lo tengo cada vez más claro.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'hoy otra vez en el baño de la secu con la navajita del sacapuntas 🩸 nomas asi se me calma la cabeza despues de que me dicen lo de siempre. mañana va a ser igual',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me he vuelto a quemar el brazo con el mechero. Tres marcas nuevas hoy. Me lo merezco por ser tan inútil, y ahora mismo tengo ganas de hacerme otra.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'día 4 sin comer casi nada. si como algo después me pego en la panza hasta que duele. me lo gano x gorda. hoy comí media galletita y ya sé lo q me toca',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di a la pared con los puños hasta que sangraron y después me pegué yo mismo en la cara, weón, como un loco. Es lo único que siento. Quiero seguir haciéndome daño, no me lo saco de encima.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: 'Las deudas no bajan, los intereses suben, ya debo más de lo que voy a ganar en toda mi vida limpiando oficinas. No hay salida por ningún lado. No le veo sentido a seguir levantándome, ya no quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Mamá sigue en Melitópol bajo ocupación y no puedo sacarla. Mi vida aquí es limpiar casas y llorar en el autobús. Nada va a cambiar nunca, ni allí ni aquí. No quiero seguir viviendo así, ni de ninguna otra forma.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `¿Para qué me levanto?
¿Para ir a un trabajo donde me gritan?
¿Para volver a un cuarto alquilado donde no me espera nadie?
¿Para mandar plata a Honduras y que igual no alcance?
¿Quién me va a extrañar si mañana no llego?
Nadie.
Ya entendí que no hay salida. Nada va a cambiar y yo ya no quiero seguir intentando.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo un mes guardando las pastillas del dolor en vez de tomarlas. Las tengo en una caja de galletas en el armario. Ya tengo bastantes. No son para la espalda.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la botella de tequila y encima las pastillas de mi jefa, todas las que habia en el cajon. a ver si asi ya no despierto',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé el blíster entero de las de dormir, a propósito, no fue un error. Si me duermo y no me levanto, mejor. Lo escribo por si alguien lee esto antes.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '18 meses limpio y hoy volvieron las ganas. No de la merca: de las otras, las de no estar más. Las mismas que tenía antes del intento. Volvieron igualitas, y hoy me acompañan desde que me levanté.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento. Estaba bien, de verdad que estaba bien. Esta semana han vuelto los pensamientos, los de antes, exactamente iguales, y hoy he vuelto a mirar el balcón de esa manera.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'llevaba 200 dias sin cortarme. hoy lo rompi. y encima volvio la voz esa q dice q mejor me muera, q ya no vale la pena. pense q se habia ido pa siempre 😞',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'el examen de calculo me mató, neta. me quiero morir de la vergüenza, saqué 4 😅 bueno, mañana a estudiar otra vez con el Beto',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta de cansancio, laburé 12 horas. El jefe me tiene re podrida. Me tiro en la cama y chau, hasta mañana.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de risa con el vídeo que ha mandado mi hermana al grupo. Me he meado encima, literal. Necesitaba reírme así, qué semana llevaba.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este trancón me tiene mamado, me quería tirar por la ventana del bus jajaja. Llegué a la casa vuelto nada, pero vivo y con arepa con queso.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chato, me quiero morir cada lunes. pero el viernes hay asado donde el Pancho así que aguanto nomás 🍖',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Esa mujer me mata con esa sonrisa, mano. Hoy me dijo que sí pa salir el sábado. Me muero. Me muero de verdad jajaja',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Hoy me escribió la madre de Andriy. Murió cerca de Pokrovsk el martes.
Íbamos juntos a la escuela en Dnipró, él me enseñó a andar en bici.
Lloré en un banco del parque hasta que se hizo de noche.
Una señora española me dio un pañuelo y no preguntó nada. Gracias, señora.
El domingo hay misa por él en la iglesia ucraniana. Voy con mamá.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy pusimos a dormir al Cholo, 15 años conmigo. El veterinario fue súper cariñoso. Quedé vacía, pero fue lo mejor pa él, ya no podía ni pararse.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy se cumple un año de que se fue Ramiro. Fui al panteón, le llevé cempasúchil y le platiqué un ratito. Me hace falta cada día. Pero los nietos vinieron a comer y me hicieron reír mucho.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Las imágenes de Paiporta me tienen destrozada. Tantos muertos, gente ahogada en sus garajes y en los bajos. Mañana voy con la parroquia a llevar agua, escobas y palas.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó un chico de mi clase, Iker. No éramos muy amigos pero no me lo quito de la cabeza. Hoy hemos hablado en tutoría con la orientadora y le he escrito una carta a su madre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy la JEP confirmó que los restos son de mi hijo Wilson. Veintidós años buscándolo. Por fin lo voy a poder enterrar en Granada, al lado de su papá. Duele, pero es paz.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Escribiendo el capítulo en el que Marina se tira del puente. Me costó toda la tarde. Creo que por fin suena verdadero. Mañana se lo paso al taller de escritura.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en el mar de Cádiz y veía mi propio entierro desde arriba. Me desperté sudando. Qué sueño más raro, seguro que es por la serie que vi anoche.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'perdí 6 veces con el jefe final del elden ring, me mató el maldito otra vez y ya me quiero morir jajaja mañana lo vuelvo a intentar',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayamos "Canción para mi muerte" de Sui Generis para el acto de la escuela. Los pibes cantaron re bien. Qué tema triste, pero hermoso.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Vimos "Mar adentro" en clase de Ética. Luego debate sobre la eutanasia y Ramón Sampedro. Yo estaba a favor de su decisión, Paula en contra. Buena discusión, nadie se enfadó.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé "Crónica de una muerte anunciada". Todo el pueblo sabía que lo iban a matar y nadie hizo nada. Me dejó pensando toda la tarde.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Turno de noche en urgencias del IMSS.
02:10 llega una chava de 19 por sobredosis de pastillas, la trae la mamá.
La estabilizamos y la subieron a piso, la va a ver psiquiatría.
04:30 señor con infarto, 05:15 niño con fiebre de 40.
Salí a las 7 muerta de cansancio, pero la chava sigue viva y eso es lo que cuenta.
Desayuné chilaquiles con la Dra. Rangel y a dormir.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Nueva pauta del reumatólogo: metotrexato una vez por semana, los lunes, y ácido fólico al día siguiente. Lo he apuntado en el calendario de la nevera para no liarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuvimos dos eutanasias, un perro viejito y una gata con insuficiencia renal. Es la parte del trabajo que nunca se hace fácil. Me fui a la casa y abracé a mi gata un buen rato.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La doctora me subió la sertralina a 100. Dice que en unas semanas voy a notar la diferencia. Ya duermo mejor, la verdad, y hoy hasta salí a caminar.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Revisión de la cuarentena. Todo bien, la matrona dice que el sangrado es normal y que siga con el hierro. Pesamos a la nena: 4,2 kg 💕',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me recetaron pregabalina para el dolor de la hernia, 75 mg dos veces al día. Me deja medio mareado, pero por fin puedo caminar hasta la esquina sin pararme.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hoy se cumplen tres años de mi intento. Esta mañana he corrido 5 km por el Retiro y me he comprado un cruasán. Sigo aquí y quiero seguir aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `Un año desde que me liberaron en el intercambio.
En Olenivka pensaba cada noche que era mejor morir que seguir allí. Pensaba incluso en cómo hacerlo.
Eso ya pasó.
Hoy en Madrid empecé el curso de español B1. La profesora se llama Pilar y se ríe mucho.
Después fui con mi hermano a comer paella, la primera de mi vida.
Mi psicóloga dice que voy bien. Yo también lo creo.
Duermo todavía con la luz encendida, pero duermo.
Mañana llamo a mamá a Lviv.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Vi mis cicatrices en la piscina y ya no me dio pena. Hace cinco años que no me corto. Me puse el vestido de baño sin manga y listo, a nadar con mi sobrina.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2 años sin pasta base. Antes quería morirme todos los días, ahora quiero ver crecer a mi hijo. Hoy me dieron la medalla en el grupo y lloré como cabro chico.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Le conté a mi novio lo de la vez que me tomé las pastillas a los 15. Me abrazó y no me soltó. Ya no soy esa niña: tengo 28 y hoy firmé el contrato de mi depa.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré soga nueva para amarrar las pacas y veneno para las ratas del granero. Llovió poquito. El maíz va bien, si sigue así levantamos buena cosecha.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy me despedí de todos en el laburo, último día antes de mudarme a Córdoba. Me hicieron una torta y una carta firmada por todos. Lloré como nena.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'He subido a la azotea a tender la ropa y me he quedado un rato viendo el atardecer sobre los tejados. Qué paz. Luego he bajado a hacer la cena.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy mandé mi última carta al ayuntamiento por el padrón, ya está todo. Mañana empiezo en la cocina de un restaurante en Alicante, el jefe me dio cuchillo propio jaja. Primer trabajo en España!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `lista del finde:
- llamar al del butano que se acabó la bombona en plena ducha 🥶
- comprar pastillas para el lavavajillas
- llevar la bici al taller (cadena)
- cumple de la Maite el sábado, comprar regalo
- última cuota del coche!! 🎉`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Caminé con la Javi por el puente del Mapocho, tomamos el metro hasta la última estación y volvimos. Día de turistear en nuestra propia ciudad.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `Mi hermano Taras recibió la citación. Se presenta en el centro de reclutamiento el lunes.
Mamá llora por teléfono y yo aquí en Barcelona limpiando oficinas, sin poder hacer nada.
La trabajadora social me preguntó si tengo pensamientos de morir. No, no quiero morirme. Quiero que se acabe esta guerra y que Taras vuelva entero.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Hoy en el centro de salud me pasaron el test ese. Pregunta 9, lo de que estarías mejor muerto: marqué "nunca". Y es verdad. Lo que tengo es insomnio y un jefe horrible.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La gente cree que porque tengo fibromialgia quiero tirarme por un balcón. Pues no. Me duele todo, sí, pero me gusta mi vida, mis plantas y mi gato.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi mamá me vio llorando y me preguntó si estaba pensando en hacerme daño. le dije que no y es verdad, solo estaba triste por lo de Dani. después vimos una peli juntas ❤️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo 40 mil pesos de la tarjeta y no sé cómo los voy a pagar. Pero no, no se me pasa por la cabeza hacer ninguna tontería. Mañana voy a la Condusef a ver lo de reestructurar.',
    crisis: false,
    guard: 'negation',
  },
];
