import type { EvalNote } from './types';

/**
 * Spanish notes of the seventythird round, written blind: writers from Spain, Mexico, Argentina (voseo),
 * Colombia, Chile and the Caribbean, plus Ukrainian refugees and a veteran writing imperfect Spanish in
 * Spain; ages from 14 to 85 (bullied and trans/gay teens, students, a postpartum mother, carers, a nurse, a
 * vet, a farmer, migrants, indebted workers, recovering addicts, a chronically ill woman, lonely widows and
 * widowers, war widows and veterans). 40 crisis notes spread over all eleven classes (intent 4, passive 4,
 * euphemism 4, method 4, plan 3, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3), most
 * of them writing around the textbook words, and 40 quiet notes over the seven guards (figurative 6,
 * othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5) using the same topics and words.
 * Styles: one-liners and 8–12 line entries, a crisis hidden in one sentence of a long ordinary day, answers
 * to a mother's or a therapist's question, a screening form answered honestly, letters, lists, questions to
 * oneself, dark humour, a song line owned by the writer, lower case, no punctuation, typos, slang and emoji.
 *
 * First run, on bf7fcf2 (after the 71st and 72nd rounds' changes and retrain), before any change
 * made for it: recall 39/40, false alarms 3/40 (on da673ad, the stop's start: recall 39/40, false
 * alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'Hoy ha venido la chica de la teleasistencia y le he dicho que bien, qué le voy a decir. Por las noches le pido a la Virgen que me lleve ya, que no me deje despertar otra vez en esta casa tan vacía. Ochenta y cinco años son muchos años, Antonio, y sin ti más.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala un camion se me echara encima de camino a la prepa y ya sin drama sin que nadie diga q fue mi culpa',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Tercer mes en Valencia. Curso de español, papeles, cola en extranjería. Marido sigue en Zaporizhzhia, no contesta desde martes. Yo sonrío a los niños en el colegio pero por dentro solo quiero desaparecer, no estar, no existir más. Aquí nadie dice mi nombre bien.',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Hoy:
- 6:30 llevé a Samuel a la terapia
- la EPS otra vez negó la autorización del medicamento
- almorcé parada en la droguería
- lavé, planché el uniforme de la niña
- le di la comida a mi mamá por la sonda
- tareas de matemáticas con Valeria
- pagué el recibo del agua con la plata del mercado
En el bus de regreso pensé que ojalá se estrellara y yo no tuviera que bajarme nunca más.
Mañana igual.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ya fue. Lo decidí mirando el techo toda la tarde: esta noche termino con todo. No es un arrebato, lo vengo pensando hace semanas y hoy estoy tranquilo, que es lo más raro de todo.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi mamá me escribió por WhatsApp si estaba bien. Le dije que sí, que cansada del trabajo, y le mandé un corazón. No estoy bien, mami. Quiero matarme y no sé cómo decírtelo.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'en clase me han vuelto a llamar maricón delante de todos y la profe ha hecho como q no oía. me quiero morir pero de verdad, no en plan expresión. hoy lo acabo',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Dicen que el que nace pa tamal del cielo le caen las hojas. Yo nací pa estorbo, y ni eso hago bien jajaja. Fuera de relajo: esta noche me voy a quitar la vida, y no es jodedera, mano.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Le he dicho a mi Carmen, a la de la foto de la mesilla, que pronto voy a verla. Esta vez no la voy a hacer esperar más. Ya lo tengo decidido.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'No se preocupen, ya no voy a ser un problema por mucho tiempo. Ya casi me toca bajarme del camión, y no me voy a volver a subir.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'El sargento decía que uno sabe cuándo le toca retirarse del servicio. A mí ya me tocó, y no hablo del ejército. Esta semana me doy de baja de la vida, mi cabo, ya cumplí.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'che, si alguien lee esto, me tomo el último tren. el que no vuelve. chau',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'He subido a la azotea del edificio tres noches seguidas. Me asomo, miro abajo, calculo. Hoy me he quedado más rato que ayer. La próxima vez no bajo por la escalera.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'fui a la ferretería y compré una soga. el señor me preguntó si era pa una mudanza y le dije que sí. no es pa ninguna mudanza.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Todos los días paso por las vías del Sarmiento y cada vez me paro más cerca del borde del andén. Hoy pensé que sería fácil, un paso y listo. Quiero que sea así, rápido.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El revólver del abuelo sigue en el ropero de mi mamá. Hoy lo saqué, lo limpié y lo tuve en la mano como una hora, mirándolo. Sé que lo voy a usar conmigo, nomás me falta el valor.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El 14 es el día. Mis padres se van al pueblo ese fin de semana y no habrá nadie en casa. Ya lo tengo todo pensado y he dejado escrito lo que quiero que lean. Faltan seis días y por primera vez en meses estoy en calma.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `lista pal viernes:
- devolver los libros a la biblioteca
- dejarle el gato a la Cote
- borrar el historial y las fotos
- ir al puente a las 3 de la mañana, a esa hora no pasa nadie
listo. ya no hay vuelta po.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Me subí a la silla con todo listo y me quedé ahí un rato hasta que oí llegar a mi hermano. Mañana él trabaja doble turno y no va a llegar hasta las once.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Querida Lucía:
cuando leas esto no te culpes, no fue por nada que hicieras.
Te dejo la contraseña del portátil en el cajón de la mesilla,
y las fotos de mamá en la caja azul del armario.
Cuida de Tula, le gusta que le rasquen detrás de la oreja
y que le pongan la manta vieja en el sofá.
Págale a Javi los 50 euros que le debo.
Te quise siempre, aunque nunca supe decírtelo.
Adiós, hermanita.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: '"Poder decir adiós es crecer", cantaba el Flaco Cerati. Bueno, yo ya crecí. Hoy le regalé la guitarra a Maxi y los vinilos a mi primo, me miraron raro. Ya no los voy a necesitar. Mañana le llevo el perro a mi vieja para que lo cuide ella.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'les mandé a todos un msj de "los quiero mucho, gracias por todo, perdón por todo" 💜 y nadie entendió que era despedida. mejor así',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He escrito carta para mi hija, en ucraniano y en español, para que la lea cuando sea mayor. He dejado papeles del piso y teléfono de la abuela en la nevera, con imán. Ella estará mejor con la abuela en Lviv. Yo ya no puedo más con esta guerra dentro de mí. Perdóname, sonechko, mamá te quiere.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Mi marido ha vuelto a dormir en el sofá porque mis quejidos no le dejan descansar. Los chicos ya casi no vienen. Todos estarían mucho mejor sin mí, sin tener que cargar con una inválida que solo da trabajo. Pienso cada vez más en quitarles ese peso de encima, y creo que ya es hora.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mis hijos mandan dinero de Chicago y yo nomás me lo gasto en medicinas y doctores. Soy una carga para ellos, Diosito. Si ya no estuviera se les acababa el gasto. Ojalá fuera pronto, y si no me llevas tú, ya veré yo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi papá perdió el trabajo y encima tiene que pagarme la psicóloga. todo lo malo de esta casa es por mí. sin mí ellos vivirían tranquilos, y estoy pensando seriamente en darles eso',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'La beba llora y yo lloro. Mi marido la calma en dos minutos y yo en dos horas no puedo. Ella estaría mejor con otra madre, con cualquiera menos yo. Pienso en irme para siempre y dejarlos en paz de una vez.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'me he vuelto a cortar en el baño del insti. esta vez más hondo. me lo merezco por gorda y por inútil y esta noche me toca otra vez',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Con el encendedor otra vez, en el muslo donde nadie ve. Es lo único que me calma cuando escucho a mi papá gritarle a mi mamá. Ahorita están gritando y ya lo tengo en la mano.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres días sin comer, a propósito. Cada vez que me suena la guata le digo: te lo mereces, cerda. No voy a parar hasta desaparecer.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le pegué a la pared hasta que me sangraron los nudillos y después me seguí dando en la cabeza contra la puerta. Necesito que duela afuera para que no duela adentro. Ahora mismo tengo ganas de hacerlo de nuevo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Llevo un año en Alicante.
Trabajo en almacén, duermo, trabajo.
Mi ciudad ya no existe, la vi en vídeo, solo paredes negras.
Mi madre murió en ocupación y no pude enterrar.
Mi hermano en cautiverio desde 2022, nadie sabe nada.
Compañeros de trabajo dicen "¿qué tal, Oleh?" y yo digo "bien".
No hay futuro para mí, ni allí ni aquí.
Nada va a cambiar nunca.
No quiero seguir así. No quiero seguir y punto.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Otra vez se perdió la cosecha con la helada. Le debo al banco, le debo a don Chuy, le debo hasta a mi compadre. No hay salida, no la hay por ningún lado. Ya no quiero seguir cargando este cuerpo cansado ni un día más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué sigo? ¿Para suspender otra vez? ¿Para seguir sin trabajo a los treinta, en el cuarto de siempre en casa de mis padres? Esto no va a cambiar nunca. Ya no le veo sentido a seguir respirando.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Llevo dos meses guardando las pastillas de dormir que me receta la doctora. Le digo que me las tomo y las voy metiendo en una caja de galletas. Ya tengo bastantes. Esta noche, con la botella de vino.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé todo el blíster de clona con el fernet y me quedé esperando. no sé ni por qué escribo esto. ojalá no me despierte',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome la caja entera d las pastillas de mi abuela y media botella de tequila a proposito ya me da vueltas todo q sea lo q dios quiera',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hace dos años del intento y pensaba que eso ya había quedado atrás. Esta semana han vuelto las ideas igual que antes: en la ducha, en el metro, al apagar la luz. Vuelvo a pensar en cómo hacerlo. Tengo miedo de mí.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '87 días limpio y hoy me corté otra vez. Las ganas de matarme volvieron con todo, como si nunca se hubieran ido, parce.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `La psicóloga me pasó el cuestionario otra vez.
Pregunta 9: "¿Pensamientos de que estaría mejor muerto/a o de hacerse daño de alguna manera?"
El mes pasado marqué "ningún día" y me felicitó.
Hoy marqué "casi todos los días" y no le quise mirar la cara.
Me preguntó desde cuándo. Le dije que desde que me echaron de la pega.
Volvió todo, igual que hace tres años.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'Este examen de Civil me está matando. Llevo doce horas en la biblioteca y tengo la cabeza muerta. Si mañana suspendo me muero, pero de vergüenza, que mi madre ya lo ha contado en el grupo de la familia.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de hambre y el pinche camión no pasa, ya me quiero morir jaja llevo 40 min parado 🙃',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el bar, los pies me matan. Me tiro en la cama y que el mundo se arregle solo. Mañana franco, gracias a Dios.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué oso tan berraco hoy en la reunión, me quería morir: le dije "mi amor" al jefe sin querer. Quería que me tragara la tierra. Ahora me da risa, pero uff.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este calor me tiene muerto, po. Me quiero tirar a la piscina y no salir nunca más jaja. Mañana con la Javi nos vamos a Cartagena a la playa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los papeles de extranjería me van a matar. Tres citas anuladas, me quería morir en la cola. Pero hoy por fin tengo TIE, ¡viva! Mi hijo dice que ahora soy española "a medias".',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Hoy hace un año que mataron a Andrii cerca de Bajmut.
Encendí vela en la iglesia ortodoxa de Málaga.
Las niñas dibujaron a papá con alas y casco.
Lloramos las tres en el coche.
Después fuimos a la playa porque a él le gustaba el mar.
La pequeña preguntó si papá ve el mar desde el cielo. Dije que sí.
Sigo aquí por ellas, y quiero seguir.
Mañana trabajo a las 8.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos al Firulais. El veterinario dijo que ya no iba a sufrir más. Me quedé abrazándolo hasta que se fue. La casa está tan callada. Te voy a extrañar, gordo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez en las noticias: un chico de quince años se ha quitado la vida por acoso en un instituto. Tengo dos hijos de esa edad. Esta noche les he preguntado cómo van las cosas en clase y mañana hablo con la tutora. Me da una rabia que siga pasando.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió el abuelo. Lo velamos en la casa de Chivilcoy, como él quería. Mi tía leyó la carta de despedida que él había escrito hace años "para cuando llegue el momento". Lloré como un nene.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Me avisaron que el cabo Rentería se suicidó la semana pasada. Sobrevivió a tres emboscadas y no sobrevivió a la casa. Hoy llamé a los muchachos del pelotón uno por uno. Nos vemos el sábado donde el Mono. No podemos perder a otro.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mamá: un mes sin ti. Todavía marco tu número. Hoy ordené tu ropa y doné la mitad a la parroquia. Me quedé con el chaleco que huele a ti. La Rosita pregunta por la tata todos los días.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Capítulo 12 terminado: Elena sube a la azotea con la carta en el bolsillo y mira la ciudad. Todavía no sé si la salvo o no. Mi editora quiere final abierto. Mañana reescribo el diálogo con su hermano.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba antes de tocar el agua. Qué sueño tan raro. Le conté a mi mamá y dice que es el estrés por la boda jaja.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Me mataron como quince veces en el jefe final del Elden Ring. Me tiré por el precipicio a propósito para reiniciar y ni así. Mañana sigo, lo voy a matar a ese hijo de su madre.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé "Cien años de soledad" por fin. Lo de Amaranta tejiendo su propia mortaja me dejó frío, qué manera de despedirse. Ahora voy por "El amor en los tiempos del cólera".',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ensayo general de romeo y julieta en el insti. yo soy julieta y tengo q clavarme el puñal de atrezo y me da la risa cada vez 😂 el viernes estreno, nervios!!!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos con el Nico "Un hombre llamado Ove", la del viejo que se quiere matar y los vecinos no lo dejan. Lloré y me reí igual. Le dije al Nico que cuando seamos viejos vamos a ser así de mañosos.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Turno de noche en urgencias.
A las 2 entra una chica de 17 años con sobredosis de paracetamol.
Lavado, analítica, N-acetilcisteína, la madre temblando en el pasillo.
A las 6 ya estaba estable y la subimos a la UCI, con interconsulta a psiquiatría.
Llego a casa a las 8, ducha y a dormir.
Esto no se olvida fácil, pero ha salido bien.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy el doctor me subió la dosis de la metformina y me dio otras pastillas para la presión. Ya tengo mi pastillero de la semana lleno, de lunes a domingo, mañana y noche. Mi nieta me puso alarmas en el celular.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la veterinaria hoy tuvimos que hacer tres eutanasias. Es la parte del laburo a la que nunca me acostumbro. Después vino un cachorro a vacunarse y me salvó el día.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Revisión en la Unidad del Dolor. Me cambian el parche y me suben la pregabalina. La doctora me pregunta si tengo pensamientos de hacerme daño; le digo que no, que lo que tengo son ganas de pasear sin bastón. Me apunta a la piscina terapéutica.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me sacaron sangre en ayunas y casi me desmayo, qué pena con la enfermera. Mañana los resultados. Dios quiera que la tiroides salga bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la residencia hoy murió don Manuel, 94 años, tranquilo, con su hija al lado. Preparé el cuerpo como en hospital de Járkov, con respeto. Después medicación de la tarde para todos: contar pastillas, apuntar, firmar. Cansada pero bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Tres años desde el intento. Hoy he corrido mi primera media maratón en Valencia. En el kilómetro 18 me he acordado de la chica del hospital que no quería vivir y le he dicho por dentro: mira dónde estamos. Cena con mis padres, pizza.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace un año estaba en una guardia con el estómago lavado. Hoy cumplí un año de terapia y la psiquiatra me bajó la medicación. No todo es fácil pero quiero estar acá. Lo escribo para acordarme.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hoy fui a la alberca en shorts por primera vez sin tapar las cicatrices. son de hace 5 años, cuando me cortaba. nadie dijo nada. me sentí libre ✨',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019 tuve el fusil en la boca en el baño del batallón. Hoy le conté eso a un grupo de soldados nuevos en la charla de salud mental, y tres se me acercaron después. Por eso sigo aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Diez años que dejé el copete, y las ganas de morirme se fueron con él. Hoy la nieta cumplió cinco y me pidió que le enseñara a andar en bici. Qué regalo, Señor.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `Para mañana:
- cuerda nueva para el tendedero
- subir con la escalera al trastero
- tirar los trastos del abuelo que ya nadie usa
- llamar al del gas por la revisión
- comprar pastillas para el lavavajillas`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy crucé el puente internacional a pie a las 5 am para llegar al trabajo en El Paso. Fila larguísima, frío. Ya casi junto lo de mi mamá de este mes.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina. Me despedí de todos, regalé las plantas del escritorio y le dejé las contraseñas al que me reemplaza. El lunes arranco en la empresa nueva, ¡nervios!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se ha acabado la bombona de butano y no había repuesto. He calentado el agua en la lumbre como de chico. Las ovejas bien, una está a punto de parir. Mañana al pueblo a por gas y pienso.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se me resbaló el cuchillo pelando plátano y me corté el dedo, nada grave, curita y listo. El sancocho quedó buenísimo, vino toda la familia.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy con Dasha subimos al tejado de su edificio para ver fuegos artificiales de San Juan. Tan bonito. En Járkov subía al tejado para ver cohetes y era miedo. Aquí es fiesta. Escribí carta a papá que está en el frente.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'No, no quiero morirme, que quede claro. Estoy agotada de cuidar a mi madre con alzhéimer y necesito que alguien me releve un fin de semana. Mañana llamo a servicios sociales.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Psicóloga preguntó si pienso en suicidio. No. Quiero vivir, quiero ver a mi hijo volver del frente. Lo que quiero es que se acabe esta guerra, no mi vida.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimida ni nada eh, solo cansada de la escuela y de mi ex jaja. mañana salgo con las morras por tacos 🌮',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo tres tarjetas y el alquiler. Mi hermana me preguntó si estaba pensando alguna pavada. Le dije que no, y es verdad: estoy re caliente, no deprimido. Voy a armar un plan de pagos y vender el auto.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Me molestaron de nuevo en el liceo por ser trans. Me dio rabia, pero no me quiero hacer nada, eh. Le conté a la orientadora y me cambiaron de curso. Mi mamá me abrazó. Voy a seguir.',
    crisis: false,
    guard: 'negation',
  },
];
