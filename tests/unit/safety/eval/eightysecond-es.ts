import type { EvalNote } from './types';

/**
 * Spanish notes of the eightysecond round, written blind: the writers are spread across Spain, Mexico,
 * Argentina (voseo), Chile, Colombia and the Caribbean, plus Ukrainian refugees in Spain writing in
 * imperfect Spanish; they range from a 14-year-old girl to widows of 84 and 70, and include a teen thrown
 * out for being gay, a postpartum mother, a debt-ridden farmer, a nurse, veterans, people in AA/NA,
 * students, carers and people with chronic pain. There are 40 crisis notes spread over all eleven classes (some set grief
 * for a husband, a war death or an old attempt beside a crisis of now) and 40 quiet notes weighted
 * towards the hardest guards: a past crisis told as clearly over (anniversaries, scars, a sponsor, a
 * discharge, streaks), other people's deaths (war, a pet, a friend's suicide, migrants at sea,
 * femicide), and ordinary days full of alarming words (rope, bridge, gas, roof, knife, pills, letters,
 * goodbyes, giving things away, last days), plus idioms, fiction, medical and negation. Styles mix
 * long late-night entries, one-liners, a letter, a list, screening questionnaires answered, a lyric,
 * lower case with no punctuation, slang, abbreviations and emoji.
 *
 * First run, on 5a5f21d (after the 81st round), before any change made for it: recall 38/40, false
 * alarms 10/40 (on 8332a21, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  {
    text: 'ya lo decidí y no es berrinche ni pa llamar la atención como dice mi tía. debo 180 mil a los del préstamo en línea, ya le marcaron a mi jefa y a todos mis contactos diciendo que soy ratero. mañana no voy a llegar al trabajo ni a ningún lado. esta noche me quito la vida, nomás quería que quedara escrito en algún lado que no fue por culpa de nadie más',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi viejo leyó los mensajes con Nico y me sacó de casa a los gritos, que él no tiene un hijo puto. Estoy en lo de Cami, ella duerme. Yo no. Ya está, no voy a pasar otra noche así. Hoy termino con todo, y no es una forma de decir: lo voy a hacer apenas amanezca y Cami se vaya a la facu.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy llamó mi vecina de Járkov. Mi casa no existe, un misil. Mi hermano Taras desaparecido cerca de Pokrovsk desde marzo. Yo aquí en Benidorm limpio habitaciones de hotel, sonrío a los turistas, aprendo los verbos. Pero hoy yo entiendo que no quiero más vivir. No es tristeza normal. Esta noche quiero terminar mi vida, yo sé como. Perdón por mi español, diario.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Balance del mes: me echaron de la pega, el banco me remata la casa el lunes, la Coni se fue donde su mamá con los cabros chicos y el perro se quedó conmigo por pura lástima. Chiste del día: el único que no me deja es el perro. Ya po, no quiero seguir vivo pa ver el lunes. Me voy a matar este fin de semana y lo anoto tan tranquilo como si fuera la lista del súper.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Otra noche sin pegar ojo. Desde que se me murió Paco en febrero la casa se me hace enorme y el reloj de la cocina suena como un martillo. Mi hija me llama los domingos y le digo que bien, que voy tirando. Pero cada noche le rezo a la Virgen que me lleve con él mientras duermo, que no me deje despertar otra vez. Esta noche se lo he pedido de rodillas, como nunca. Tengo 84 años y ya no quiero más mañanas.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La bebé llora, yo lloro, Andrés ronca. Todo el mundo dice que es la etapa más bonita de la vida y yo no siento nada por ella, nada, solo miedo. Hoy cuando bajé a la tienda pensé ojalá una moto me lleve por delante y ya, que nadie me eche la culpa de nada, que simplemente deje de estar. Lo sigo pensando ahorita mientras le doy el tetero.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La doctora del centro de salud me dio el cuestionario ese de las nueve preguntas. La última: "pensamientos de que estaría mejor muerto o de hacerse daño de algún modo". Opciones: nunca, varios días, más de la mitad de los días, casi todos los días. Marqué "casi todos los días". Por primera vez no mentí. Es así: me acuesto deseando no despertarme y me levanto con pena de haberlo hecho.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'mi mamá me preguntó en la cena si estoy bien. le dije que sí 🙂 no lo estoy. quisiera desaparecer, no morirme con sangre ni nada, solo dejar de existir y que mañana nadie se acuerde de que existí 😶',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ya no voy a ser un problema para nadie por mucho tiempo, tranquilos, se los prometo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy le dije a mi hermana que pronto voy a ir a ver a la abuela. Ella entendió que me iba a Rosario a visitarle la tumba y me pidió que le lleve flores de su parte. No la corregí. La abuela murió hace seis años y yo tengo ganas de estar donde está ella, y no precisamente en Rosario.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mano ya me cansé de esta película, en serio. Me bajo en la próxima parada y no es un decir. Boleto de ida nomás, y no pa Nueva York como piensa Wiso, pa donde no hay que volver. Que mami me perdone.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Martes. Examen de Derecho Administrativo, creo que aprobado justito. Comí con Irene en la cafetería, macarrones recalentados. Por la tarde biblioteca hasta las ocho y luego al Mercadona a por leche y pan de molde. Mi madre me ha mandado un audio de cinco minutos sobre la boda de mi prima en junio, que si el vestido, que si los zapatos. Le he dicho que sí a todo. A junio no pienso llegar: el sábado me apeo de todo esto, y esta vez va en serio. Mañana tengo prácticas a las nueve, tengo que planchar la camisa.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy subí a la azotea del edificio de la chamba a la hora de la comida. Nadie sube, la puerta no tiene candado. Son once pisos. Me asomé un buen rato y calculé que sí alcanza, que no quedaría a medias. Bajé y seguí capturando facturas como si nada.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré una cuerda en el Sodimac. El cabro de la caja me preguntó si era pa acampar y le dije que sí, que me iba al Cajón del Maipo. La tengo en el maletero. Ya miré cuál viga del galpón aguanta el peso. No le tengo miedo a eso, le tengo más miedo a seguir.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Ha vuelto a helar en abril y se ha perdido media almendra, otra vez. El banco ha llamado por lo del crédito del tractor. En el campo hay muchas maneras de acabar y llevo semanas repasándolas todas, el pozo, la escopeta del abuelo, el tractor en la cuesta. Hoy he sacado la escopeta del armario, la he limpiado y la he dejado cargada debajo de la cama. No sé para qué otra cosa la iba a querer yo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Cada día paso por el puente encima de las vías del tren para ir al trabajo en Madrid. Hoy me paré mucho tiempo y miré abajo a los trenes de Cercanías. Pienso que sería rápido, sin dolor, y nadie aquí me conoce. Mañana paso otra vez a la misma hora y creo que esta vez no sigo caminando.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La psicóloga me preguntó del 1 al 10 qué tanto he pensado en hacerme daño. Le dije que 4 para que no me mandara al psiquiátrico. Era un 10. Ya escogí el día: el 14, cuando mis papás se vayan a Puebla al bautizo. Voy a estar solo todo el fin de semana y ya tengo todo juntado en la mochila.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cosas pendientes antes del viernes:\n- devolver los libros a la biblioteca\n- pagarle a Julián las 20 lucas que le debo\n- borrar el historial y las fotos\n- ir a buscar lo que falta a la farmacia\n- escribir la carta para la Feña\nEl viernes a las tres, cuando no quede nadie en la casa. Después de eso no hay más lista.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Me subí a la silla del trastero, até el cinturón a la tubería y me quedé ahí un rato, mirando la bombilla. Luego me bajé porque oí llegar a mi compañero de piso. El jueves él se va a Galicia cuatro días. El jueves ya no me bajo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Trabajo en planta de medicina interna, sé perfectamente lo que hace falta y cuánto. Llevo un mes guardándome lo que sobra de las devoluciones. El domingo libro y Jorge se lleva a los niños a casa de su madre a Segovia. Ya he cambiado el turno para que nadie me eche en falta hasta el lunes. Será el domingo por la mañana.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Querida Lucía:\nCuando leas esto no quiero que te culpes de nada. Fuiste lo mejor que hice en la vida. Las llaves de casa están en el cajón de la entrada y las escrituras en la carpeta azul. A la abuela no le digas cómo fue. Sé feliz, cariño, y perdóname por irme así. Te quiero más que a nada.\nMamá',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy dejé todo en orden. Le anoté a la vecina cómo se le da de comer a Canelo, que come dos veces por día y odia el alimento de pollo. Las contraseñas del home banking y del mail están en un sobre a nombre de mi hermano, arriba de la heladera. Pagué la luz y el gas por adelantado. Para después no quiero que nadie tenga que andar buscando nada.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'regalé mi switch a mi primo y todos mis peluches a mi hermanita. me preguntó por qué y le dije q ya estaba grande pa eso. no es eso. es q ya no los voy a necesitar. les escribí a todos en el grupo q los quiero mucho y q gracias x todo. ya me despedí de todos sin q se den cuenta',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Sashko murió en Bajmut hace un año y un mes. Hoy escribí dos cartas largas, a mi madre en Lviv y a mi amiga Olena. Digo gracias por todo, perdón y adiós. Mi hijo Maksym está bien con la familia española que nos acoge, ellos lo cuidan mejor que yo, él ya habla español mejor que ucraniano. Le dejé su osito y la foto de su papá en la mochila. Yo ya no tengo fuerzas para seguir. Mañana por la mañana echo las cartas al buzón y después me voy con Sashko.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mis hijos se gastan todo lo que ganan en mis medicinas y en las terapias de la rodilla, y la Lupita ya no se pudo inscribir a la universidad por mi culpa. Soy un estorbo con dolores. Estarían mucho mejor si yo ya no estuviera; lo pienso cada noche y cada noche me parece más justo quitarme de en medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Cinco años en el paro, 54 años, ya nadie me llama ni para descargar camiones. Mi mujer hace dos turnos en la residencia y llega reventada. Soy un peso muerto que come y ocupa sitio en el sofá. He mirado la póliza: si yo faltara cobrarían el seguro de vida y podrían respirar por fin. Cada día lo veo más claro.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mamá llora todas las noches por mi culpa, por las internaciones, por la plata del tratamiento, por todo. La escucho a través de la pared. Si yo no existiera ella estaría bien, volvería a reírse. Cada vez estoy más segura de que le haría un favor yéndome para siempre.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde la silla veo cómo mi hermana dejó la carrera para cuidarme desde el accidente. Me baña, me cambia, me da de comer, y yo le arruiné la vida. Todos estarían mejor sin mí y ya no quiero seguir siendo esta carga. Si pudiera mover las manos ya lo habría hecho.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'volví a cortarme hoy en el baño del colegio, en el muslo pa que no se vea con la falda. no quiero morirme, solo necesitaba sentir otra cosa que no fuera la voz de la profe y las risas de las de atrás. ya me arde y aun así sé que esta noche lo voy a volver a hacer',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me comí toda la torta de cumpleaños de mi hermano, sola, parada en la cocina. Después me quemé el brazo con el encendedor, tres veces, porque me lo merezco. Mañana no como nada, ni agua con limón. De castigo. Y si vuelvo a fallar, más quemaduras.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le he dado puñetazos a la pared del baño hasta abrirme los nudillos y luego me he estampado la cabeza contra la puerta. Por inútil, por haberla cagado otra vez con Sara. Ahora me sangra la mano y sigo teniendo ganas de darme más, de hacerme daño de verdad.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Mis padres siguen en Melitópol bajo ocupación, hace dos meses que no consigo hablar con ellos. Aquí en Málaga se me complicó la protección temporal por un papel que no llegó a tiempo, no tengo trabajo, el piso se termina en mayo. Cada día igual, cada día peor. No veo ningún mañana, no hay salida por ningún lado y ya no quiero seguir con esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no hay salida por ningun lado debo lo del gota a gota y ya vinieron a la casa a amenazar a mi mamá el negocio se quebró el carro lo vendí nada va a cambiar nunca haga lo que haga y ya no le veo sentido a seguir vivo',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"Y ya no hay nada que perder, ni nada que esperar..." Llevo todo el día con esa canción en la cabeza y parece que la escribí yo. 47 años, tres terapias, cuatro antidepresivos distintos, y sigo exactamente igual que a los veinte. Nada va a cambiar nunca. Ya no me quedan ganas de seguir intentándolo, ni de seguir aquí.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'llevo tres meses guardando las pastillas de dormir que me recetan en vez de tomarlas. hoy las volví a contar. 62. creo que ya son suficientes.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me metí media botella de Brugal y la tira entera de tramadol de la abuela, de una vez, a propósito. A ver si así por fin duermo de verdad y no me levanto. Si mañana no escribo aquí ya saben por qué.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy me tomé el doble de quetiapina, y a la hora otra vez el doble. No para dormir. Quiero ver cuántas hacen falta para no despertarme. Tengo la caja entera al lado de la cama y el vaso de agua lleno.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Dos años y siete meses sobrio. Hoy compré una botella de whisky y la tengo en la mesa sin abrir. No es por beber, eso es lo peor. La compré para mezclarla con las pastillas del psiquiatra. Los pensamientos de 2021 volvieron igualitos, con la misma voz, diciéndome que ya estuvo, que no vale la pena. No le he llamado a mi padrino. No quiero que me convenza.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace cuatro años me intenté y me prometí que nunca más. Fui a terapia, volví a estudiar, me puse a pololear. Y hoy vuelve la idea clarita como entonces, y me pillé en el Google Maps buscando otra vez el puente sobre el Mapocho. Tengo miedo porque esta vez no me da miedo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '500 días sin cortarme 💔 ayer lo rompí. y hoy otra vez, más hondo. la cuenta vuelve a cero y las ganas están más fuertes q nunca, ya no quiero parar',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hoy hace tres años de mi intento. Tres años exactos desde aquella noche en la UCI con mi madre llorando al pie de la cama. Esta mañana me he levantado a las siete y he corrido mis primeros 5 km sin parar, por el Retiro, con las piernas temblando. Al llegar a casa he llorado un buen rato, pero de alivio. Aquella chica quería desaparecer; esta tiene ganas de apuntarse a la media maratón de octubre. No me olvido de dónde vengo, pero ya no vivo allí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi sobrina de seis años me vio las cicatrices de la muñeca en la pileta y me preguntó si me había mordido un perro. Me quedé helada. Le dije que son de una época en la que estuve muy enferma y que ya me curé. Y es verdad: hace ocho años que no me lastimo, sigo con terapia cada quince días y tengo una vida que no cambiaría por nada. Esta noche me las miré un rato largo en el espejo y no sentí vergüenza, sentí algo parecido al cariño por la piba que fui.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy cumplí cinco años sobrio. En la junta me dieron mi medalla y mi padrino, don Chuy, me abrazó y los dos chillamos como niños. Hace cinco años yo tenía la botella en una mano y una cuerda en la cajuela, y no quería ver otro amanecer. Por primera vez le conté eso completo a la junta. Luego llegué a la casa y le di la medalla a mi hija para que la guarde ella. Me dijo papá, estoy orgullosa. Con eso ya valió todo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Última sesión con la doctora Marta. Me dio de alta. Cuando llegué a su consultorio hace dos años venía directo del hospital, después de tomarme todas las pastillas de mi mamá, sin ganas de nada. Hoy le llevé una orquídea y le conté que me aceptaron en la Nacional. Me dijo que la puerta sigue abierta si algún día la necesito, y que el plan de seguridad lo guarde en la billetera. Lloré todo el camino en el bus, pero era otro llanto, uno bonito.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace un año estaba en el sótano en Mariúpol, tres semanas sin luz ni agua, y una noche le dije a mi marido que prefería morir allí abajo que seguir escuchando las bombas. Lo decía de verdad. Hoy en Zaragoza mi hija tuvo su primera función de ballet en el colegio, con un tutú rosa que le cosió la vecina Pilar. Yo aplaudí tanto que me dolieron las manos. Aquella mujer del sótano ya no soy yo. Sigo con miedo por mi madre, pero quiero vivir, quiero ver a mi niña bailar mil veces más.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '1000 días sin autolesionarme!!! 🎉🎉 La Javi me hizo una torta con un 1000 de chocolate y mi mamá, que antes no sabía ni cómo hablarme de esto, me regaló una pulsera con un punto y coma. Me acordé del baño del liceo, de las mangas largas en pleno verano, de lo solo que me sentía antes de salir del clóset. Ahora tengo a la Javi, tengo el taller de teatro, y cuando vienen los días malos sé a quién llamar. Ese cabro chico que se cortaba no sabía que iba a llegar hasta acá.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del monte, después de la mina y de perder a mis compañeros, una noche me metí el cañón del revólver en la boca. Mi esposa Nelly me encontró y me lo quitó de las manos. De eso hace seis años. Después vinieron el psicólogo del batallón, el grupo de veteranos, la prótesis nueva. Hoy sembré un limonero en el patio con mi nieto y él me preguntó cuándo va a dar limones. Le dije que en tres o cuatro años, y que aquí voy a estar para hacer la limonada.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado por estas fechas estaba en urgencias por lo de las pastillas, con el suero y mi papá sin hablarme de puro susto. hoy me saqué 9 en el examen de mate y la maestra me felicitó enfrente de todos. voy con la psicóloga cada martes y ya no pienso en eso, de verdad. esta noche cenamos pozole y mi papá me dijo q soy su orgullo. ya no soy la de hace un año 🌱',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace cuarenta años me quise aventar del puente de Nonoalco. Un señor que vendía tamales me agarró del cinturón y no me soltó hasta que llegó la patrulla. Nunca supe su nombre completo, solo que le decían don Chencho. Hoy, que cumplo 70, volví al puente con mis nietos y dejé unas flores por él, que ya ha de estar muerto. Les conté la historia a los niños. Me preguntaron si tuve miedo. Les dije que el miedo fue después, cuando entendí todo lo que me iba a perder: a ellos.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy llegó la notificación. Mi hijo Andriy, 23 años, murió cerca de Vuhledar. Yo estoy en Alicante limpiando casas y no puedo ni ir al entierro, tengo miedo de cruzar y dejar aquí sola a su hija. Grité en el baño de la señora donde trabajo. Ella me abrazó sin entender mi idioma. La mujer de la asociación me preguntó si pienso en hacerme algo. No. Me duele tanto que no puedo respirar, pero tengo a Sofiyka, tiene cuatro años y los ojos de él. Por ella me levanto mañana.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hemos dormido a Luna. Quince años conmigo, desde que era una bola de pelo que cabía en la boina. El veterinario fue muy amable, me dejó tenerla en brazos mientras le ponía la inyección y se fue quedando quieta, respirando despacio, hasta que ya no. He vuelto a casa y su cuenco seguía en la cocina. No he sido capaz de quitarlo. Ya no me quedan ni mi mujer ni mi perra. Mañana iré a caminar por el mismo camino de siempre, solo, y le hablaré como si viniera conmigo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi mejor amigo, el Tomi, se quitó la vida el sábado. Hoy fue el velorio. Su vieja me abrazó y me dijo que yo era como una hija para ella y no pude decir nada. Estoy furiosa con él, con todos, conmigo por no haber visto nada. Me pregunto mil veces qué se me pasó. A la noche lo llamé a mi hermano solo para escuchar una voz y le pedí que mañana me acompañe a la psicóloga de la facu, porque no quiero cargar esto sola. Yo quiero vivir, quiero vivir por los dos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'El abuelo se murió esta madrugada en la casa, como él quería, con el radio puesto en la emisora de vallenatos. Llevaba meses con el cáncer y la morfina ya no le alcanzaba. Yo le tenía la mano cuando respiró la última vez. Me quedé mirándolo un rato largo, con una tristeza tan grande que no me cabe en el cuerpo. Mañana es la misa y me toca leer algo. Voy a leer la carta que él le escribió a la abuela en 1962.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy en las noticias: otro cayuco en El Hierro, cincuenta muertos, entre ellos niños. Soy voluntaria en el puerto de Arguineguín y esta tarde nos tocó recibir a los que sobrevivieron. Un chico de Malí, de la edad de mi hijo, no dejaba de preguntar por su hermano, que se cayó al agua el tercer día. No supe qué decirle. Le di una manta y una botella de agua y me quedé a su lado. Ahora en casa no puedo dejar de pensar en ese mar lleno de muertos que nadie va a contar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Ocho años hoy desde que me mataron a Brayan en la esquina de la casa, por un celular. Tenía 17. Esta mañana fuimos las madres del barrio con las fotos y las velas hasta la parroquia. Todavía pongo su plato algunos domingos sin darme cuenta. El dolor no se va, solo cambia de sitio. Pero hoy vi a su novia de entonces con su bebé y me pidió que fuera la madrina. Le dije que sí. Brayan se habría reído de verme de madrina.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin Antonio. He ido al cementerio con sus claveles rojos, he limpiado la lápida y le he contado que la nieta ya anda. Todavía duermo en mi lado de la cama y el suyo está frío. Mis amigas dicen que debería salir más, y tienen razón. El jueves me apunto al coro de la parroquia, que él siempre decía que yo cantaba como un ángel desafinado. Lo echo de menos a morir, pero sigo aquí, regando sus geranios.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió el Chino. Sobredosis, en una pensión de Constitución, lo encontraron dos días después. Fuimos juntos a Narcóticos Anónimos durante un año, hasta que él dejó de ir. Yo sigo limpio, 3 años y 2 meses, y hoy más que nunca sé por qué. Le llevé un paquete de Marlboro al cementerio, su marca. Después fui a la reunión y hablé de él con la voz temblando. No voy a consumir. Se lo debo a él y me lo debo a mí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy se cumplen dos años del feminicidio de mi hermana Daniela. Fuimos a la antimonumenta con su foto y su nombre en la pancarta. Mi mamá gritó su nombre hasta quedarse sin voz. El juicio sigue atorado. Tengo tanta rabia que a veces me tiembla todo el cuerpo, pero la rabia me tiene de pie. Voy a seguir hasta que ese tipo esté en la cárcel. Daniela habría hecho lo mismo por mí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Último día en este piso de Lavapiés. He regalado los muebles por Wallapop, la cama a una pareja de estudiantes y las plantas a la vecina del cuarto. Me he despedido de la frutera, del del bar, de la señora Carmen del primero, que me ha dado un táper de croquetas para el viaje. Les he dejado cartas a mis compis de piso debajo de la puerta, porque en persona no me salían las palabras. Mañana a las siete cojo el tren a Bilbao: trabajo nuevo, vida nueva. Me da pena y vértigo a la vez. Adiós, Madrid, te he querido mucho.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Día largo en el campo. Fui al pueblo a comprar soga nueva para los terneros y una garrafa de gas para la cocina, que ya se había terminado. Carneamos un capón con el Ramón, afilé el cuchillo grande en la piedra y a la tarde arreglé el techo del galpón, que con la tormenta voló una chapa. Terminé de noche, muerto de cansancio, con las manos hechas pedazos. Mañana toca vacunar. Unos mates y a la cama.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy por fin hice el salto del puente en San Gil con los del parche de la U. Cuando el man me amarró el arnés y la cuerda me temblaba todo, me asomé y eran como 70 metros hasta el río. Conté hasta tres y me tiré gritando como loca. Fue lo mejor de mi vida. Después nos comimos una hormiga culona de reto y nos reímos hasta llorar. Le mandé el video a mi mamá y casi le da un infarto jajaja.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Domingo de mil cosas: en la mañana me subí al techo con mi papá a cambiar las planchas que se llovían, casi me caigo del susto cuando pasó el gato. Después fui a la farmacia por los remedios de la abuela y le armé el pastillero de la semana: la del corazón en la mañana, la de la presión a mediodía, la para dormir en la noche. Me dijo que soy su enfermera favorita. Terminé el día viendo una película con ella, dormida en mi hombro.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Mi último día de trabajo después de 38 años dando clases en la secundaria. Les dejé una carta a cada uno de mis compañeros y regalé mis libros de historia a la biblioteca. Los chamacos me hicieron una despedida con pastel y mariachi, y hasta el director lloró. Vacié mi escritorio, devolví las llaves, me despedí del conserje. Al salir por el portón sentí que algo se terminaba para siempre. Y sí, se terminó una etapa. Mañana empiezo a dormir hasta tarde y en marzo nos vamos mi vieja y yo a Oaxaca.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy se fue Lena a Alemania, se terminó el intercambio. Le escribí una carta de cuatro páginas y le regalé mi buzo de Racing, que le encantaba. En Ezeiza lloramos las dos como nenas. Me dijo que nunca se va a olvidar de mí y yo le dije que esto no es un adiós, que el año que viene junto plata y voy a visitarla. Ahora la pieza está re vacía sin su colchón en el piso. Ya la extraño.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy por la mañana olía a gas en la cocina del piso, mucho miedo, llamé al 112 con mi español malo y vinieron rápido, era la goma de la bombona vieja. Todo bien. Después último día del curso de español en la escuela de adultos, la profesora Mercedes lloró, nos dio un diploma a cada uno. Yo le regalé un cuchillo de madera para la mantequilla tallado por mi padre en Chernígov, ella no quería aceptar. Dije adiós a todos, algunos se van a Alemania. Voy a extrañar. En septiembre empiezo B1.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acerca el huracán y hoy fue el día de prepararse. Amarramos con soga las planchas de zinc del techo, bajamos las matas del balcón, compré la última caja de agua que quedaba en el colmado y velas y pilas. Mami guardó las pastillas de la presión en una funda plástica por si se mete el agua. Papi tapó las ventanas con madera y dijo que esta casa ya ha aguantado tres y va a aguantar cuatro. Estoy nerviosa, pero estamos juntos. Dios con nosotros.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Esta semana he empezado a repartir mis cosas. La vajilla de la abuela para mi hija, la colección de sellos para el nieto mayor, los abrigos a Cáritas. Mis hijos me miraban raro hasta que les he explicado que me voy a la residencia de Villaverde en octubre, que la he elegido yo, con mi amiga Encarna, y que no quiero que luego tengan que vaciar la casa ellos con prisas. He hecho testamento, que a los 81 ya toca, y me he quedado tan ancha. Esta tarde hemos ido a ver la habitación: tiene un balcón al jardín.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me quiero matar, boludo. Le mandé al jefe el audio que era para la Flor, ese donde lo puteo de arriba a abajo por hacerme quedar hasta las nueve. Dos tildes azules. Me quiero morir, tierra tragame. Mañana llego y me hago el boludo, o renuncio y me voy a vender churros a la costa. Igual me río de los nervios.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Esta tesis me está matando, neta. Llevo tres días sin dormir, ya me morí y reviví como cuatro veces, y mi asesor me regresó el capítulo 2 todo rayado en rojo. Me muero de la vergüenza cada vez que abro el correo. Si no la entrego el viernes me mato... bueno no, pero mi mamá sí me mata. Voy por otro café.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doce horas de turno en el Zara en plenas rebajas, una señora me ha gritado porque no teníamos su talla y un niño ha vomitado en el probador. Tengo los pies para tirarlos a la basura. Me he comido un bocadillo en el metro, de pie. Solo quiero desaparecer debajo del edredón hasta el sábado. Mañana otra vez, ánimo yo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la risa hoy: el profe de física se sentó encima del queque que trajo la Martina pal cumpleaños. Me morí, me morí, me morí. Llevamos todo el día muertas de risa y en el recreo casi nos echan. Estoy muerta de cansancio pero feliz. Este curso me mata.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy he escrito el capítulo más duro de la novela: Elena sube al puente de Triana de madrugada con la carta de despedida en el bolsillo y piensa en saltar. Me he pasado toda la tarde llorando con ella, buscando las palabras exactas para que no suene a telenovela. Al final la he dejado ahí arriba, mirando el río, y mañana decidiré si su hermano llega a tiempo. Mi editora dice que el libro está en ese capítulo. Yo creo que está en el siguiente, cuando Elena vuelve a casa.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Anoche soñé que me ahogaba en el pantano del pueblo. Me hundía despacio, veía la luz arriba y no podía gritar. Me he despertado empapado de sudor a las cuatro, con el corazón a mil, y he tenido que encender la luz y beber agua. Solo era un sueño, lo sé. Creo que viene de la película que vimos el domingo. Hoy en el trabajo he estado todo el día atontado, pero al salir me he ido a nadar a la piscina municipal, por cabezota.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Hoy fue el ensayo general de Romeo y Julieta en el liceo. Yo soy Julieta. En la escena final tengo que clavarme el puñal de utilería cuando veo a Romeo muerto por el veneno, y la profe dice que me falta creérmelo más. Lo practiqué como veinte veces frente al espejo del baño hasta que mi hermano me gritó que estaba loca. El viernes es el estreno y van a ir mis abuelos. Estoy nerviosísima 🎭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Guardia de 24 en urgencias. A las tres de la mañana entró una chica de diecinueve con una sobredosis de paracetamol, la trajo su novio llorando. Lavado, N-acetilcisteína, vigilancia, lo de siempre, pero nunca es lo de siempre. A las ocho ya estaba estable y la subieron a psiquiatría. Llegué a casa, me duché, me quedé mirando el techo. Este trabajo te vacía. Mañana libro y me voy con las niñas al parque. Me tomo un ibuprofeno y a dormir.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Consulta con el psiquiatra. Me sube la sertralina de 50 a 100 mg porque sigo con la ansiedad por las nubes antes de los exámenes. Me explicó que las primeras dos semanas puedo tener náuseas o dormir mal y que si tengo cualquier pensamiento raro lo llame. Le dije que tranquilo, que lo mío es más nervio que tristeza. Compré la caja en la farmacia y la puse en el pastillero nuevo con alarma. Vamos a ver.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy vino la enfermera de cuidados paliativos a enseñarme a ponerle la morfina a mi papá por la mariposita del brazo. Cada cuatro horas, y un rescate si le duele mucho, sin pasarse. Anoté todo en una libreta con letra grande. Él dormitaba y de repente abrió los ojos y me dijo "mija, qué buena enfermera saliste". Le quedan semanas, dicen. Quiero que sean semanas sin dolor.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi psicóloga en Barcelona me preguntó hoy si quiero morir. No. No quiero morir. Quiero que se acabe esta guerra, quiero que mi marido vuelva del frente entero, quiero dormir una noche sin mirar el móvil cada hora por si llega la noticia. Estoy agotada, enfadada, triste, pero quiero vivir, y quiero vivir para verlo volver. Después de la sesión me compré un helado de turrón y me lo comí en la playa.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi mamá leyó mi estado de WhatsApp ("ya no puedo más") y me marcó asustada preguntándome si pensaba hacerme algo. Que no, mamá, no estoy pensando en matarme, tranquila. Es que tengo a los dos niños con varicela, el Beto de viaje, el trabajo desde la mesa del comedor y no he dormido más de cuatro horas seguidas en una semana. Estoy reventada, no desesperada. Me trajo caldo de pollo y se quedó con los niños una hora para que yo me bañara. Bendita mujer.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Hoy en la enfermería de la uni me pasaron el test ese de las nueve preguntas. La de si he tenido pensamientos de que estaría mejor muerta o de hacerme daño: "ningún día". Y es verdad, no va por ahí. Lo mío es que estoy sola en una ciudad nueva y los domingos se me hacen eternos. La enfermera me apuntó a un grupo de acogida de Erasmus y a un taller de cerámica. El martes voy. Algo es algo.',
    crisis: false,
    guard: 'negation',
  },
];
