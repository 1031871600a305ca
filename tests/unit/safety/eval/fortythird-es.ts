import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-third round, written blind (the writers saw neither the detector nor any earlier round): diary entries by writers aged 14 to 85 from Spain,
 * Mexico, Argentina, Colombia, Chile, Cuba, the Dominican Republic and Puerto Rico, and by Ukrainian
 * refugees writing imperfect Spanish in Spain. They include teens (bullied, LGBT, self-harming), students,
 * a postpartum mother, widows, farmers facing ruin, war and conflict veterans (Malvinas, Colombian mines,
 * Ukraine), nurses and paramedics, people in addiction recovery, chronic pain, debt and eviction. There are
 * 40 crisis notes spread over all eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4,
 * farewell 4, burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3), most of them written around the
 * textbook words. There are 40 quiet notes over seven guards (figurative 6, othersDeath 6, fiction 6,
 * medical 5, past 5, everyday 6, negation 6) that use the same words and topics. Styles: one-liners and
 * 8 to 12 line entries, a crisis hidden in one sentence of an ordinary day, answers to a mother's or a
 * therapist's question, a screening form, a letter, a to-do list, questions to oneself, a song line, dark
 * humour, voseo and regional slang, typos, no accents, all lower case, abbreviations and emoji.
 *
 * First run, on 58e7aef, before any change made for it: recall 39/40, false alarms 4/40
 * (58e7aef is also the stop's start).
 */
export const notes: EvalNote[] = [
  // ---------------- CRISIS ----------------
  // intent
  {
    text: `Lo decidí. Esta noche termino con todo. No le voy a escribir a nadie porque me van a querer frenar y no quiero que me frenen. Ya está.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy en centro de refugiados la señora de Cruz Roja preguntó como estoy.
Dije "bien, gracias". No es bien.
Mi marido desaparecido en Mariupol ocho meses. Nadie sabe si está en cautiverio o muerto.
Yo limpio casas en Valencia, vuelvo, me siento en cama y miro pared.
Mi hija está en Polonia con su familia, ella tiene su vida.
No quiero vivir más así, sin él, sin casa, sin nada.
Hoy voy a hacer lo que pienso desde hace semanas. Ya no tengo miedo.
Perdón, Dios.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Mi psicóloga me preguntó si tengo ganas de hacerme daño. Le dije que no. Mentí. Quiero morirme y lo voy a hacer esta semana, antes de la próxima sesión.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `parce ya no mas. mañana no me levanto pa trabajar ni pa nada, esta noche me acabo yo mismo y listo. q mi mamá me perdone`,
    crisis: true,
    class: 'intent',
  },
  // passive
  {
    text: `Otra noche sin pegar ojo. Tengo 85 años y la casa está vacía desde que se fue Antonio. Cada noche le pido a la Virgen que me lleve mientras duermo. No quiero despertarme más aquí, ni un día más.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Cuestionario del centro de salud. Pregunta 9: "Pensamientos de que estaría mejor muerta o de hacerse daño de alguna manera". Marqué "casi todos los días". Es la primera vez que no pongo la respuesta bonita. Es verdad: casi todos los días pienso que estaría mejor muerta.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `ojala me atropelle una micro camino al liceo, asi no tengo q entrar. no es broma, lo pienso todas las mañanas en el paradero y cada vez con mas ganas`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Fibromialgia, cuarto día sin poder levantarme de la cama. Si me quedara dormida y ya no despertara sería un alivio, lo digo con toda la calma del mundo. Ya no quiero estar.`,
    crisis: true,
    class: 'passive',
  },
  // euphemism
  {
    text: `Ya pronto dejo de ser un problema para todos. Falta poquito.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Le llevé flores a la foto de mi abuelita y le dije que ya voy para allá, que me espere tantito, que llego antes de Navidad. Ella siempre me esperaba con el café. Ya no aguanto sin ella aquí.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `He dado de baja Netflix, el gimnasio y la suscripción del periódico. No me van a hacer falta. Qué eficiente me vuelvo cuando ya todo me da igual, ¿eh? Jaja. Solo me queda por dar de baja una cosa, y esa es la gorda. Este finde.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Estoy cansá, cansá de verdad. Los apagones, la libreta que no alcanza, el niño allá en Miami que ni llama. Ya me voy a descansar prontico, y esta vez no voy a esperar a que Dios se acuerde de mí.`,
    crisis: true,
    class: 'euphemism',
  },
  // method
  {
    text: `Se volvió a perder la cosecha con la helada y el banco ya mandó el aviso. Fui al granero y estuve un rato largo mirando la viga. La reata ya la dejé ahí colgada. Nomás espero que se duerman todos.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Limpié el revólver de mi papá tres veces hoy. Lo dejé cargado en el cajón de la mesa de noche. Cada vez que lo toco pienso que sería rápido, que no dolería, que sería lo mejor para mí.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `cuantas pastillas de las de mi madre hacen falta. lo he buscado en el movil en incognito toda la tarde. me da igual si duele, solo quiero que se acabe ya`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Hoy me bajé en Constitución y me quedé en el andén viendo entrar el Roca. Conté cuánto tarda en frenar. No le alcanza. Mañana no me voy a quedar mirando desde atrás de la línea amarilla.`,
    crisis: true,
    class: 'method',
  },
  // plan
  {
    text: `Cosas pa hacer antes del viernes:
- pagarle al Checo los 2 mil que le debo
- dejarle croquetas al Firulais pa varios días
- borrar el historial y las fotos
- ir al puente de la autopista a las 5 de la mañana, que a esa hora no pasa nadie
El viernes ya no hay nada que hacer.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Anoche lo ensayé. Me senté en el coche dentro del garaje, con la puerta cerrada y el motor encendido, unos minutos, para ver qué se siente. Lo apagué porque sonó el móvil. El domingo mi mujer se va a casa de su hermana y ya no va a sonar nada.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `24 de febrero. Ya elegí el día, será ese, el mismo día que empezó todo. Mi hijo está en frente y no contesta desde hace un mes, mi casa en Járkov no existe. Aquí en Madrid todos amables pero yo ya no estoy aquí. Las pastillas del médico no las tomo, las guardo en bolso. Para ese día son suficientes.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `mi viejo me echó de la casa cuando le dije q soy gay. estoy donde una amiga en Viña. el sábado en la noche voy a ir a la playa de las rocas, ya fui a ver el lugar donde el mar se pone bravo. no sé nadar y mejor así`,
    crisis: true,
    class: 'plan',
  },
  // farewell
  {
    text: `Querida Sofi:
No sé cómo empezar esto. Sos la mejor hermana que alguien puede tener y quiero que lo sepas.
Cuando leas esto ya no voy a estar, y no es culpa tuya. Nunca fue culpa de nadie.
Te dejo a Lola. Sacala dos veces por día porque si no se pone ansiosa y muerde los almohadones.
La clave del celu es tu cumpleaños al revés. Ahí están las fotos de mamá, guardalas.
Las cuentas del departamento las pagué todas, no te van a molestar.
Decile a papá que lo perdono.
Te quiero más que a nada en el mundo.
Juli`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Hoy le regalé mi guitarra a Mateo y la chaqueta de cuero a mi primo. Se pusieron felices. Mi mamá dijo "qué generoso estás, mijo". Si supiera. Ya no las voy a necesitar.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `"Me voy, me voy, me voy", como la canción de la Julieta, nomás que yo no regreso. Ya dejé las cartas en el cajón de la cómoda, una para cada uno de mis hijos. Perdónenme, mis amores.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Le he dejado el perro a Ramón, el vecino, y le he dicho que me voy de viaje. Los papeles del banco y lo del seguro están en la carpeta azul del aparador, para que Carmen no tenga que pelearse con eso. La carta está escrita. Mañana temprano, antes de que se despierte el pueblo.`,
    crisis: true,
    class: 'farewell',
  },
  // burden
  {
    text: `La niña llora y yo lloro con ella. Javi lo hace todo mejor que yo, hasta dormirla. Estarían mejor sin mí, los dos, lo pienso cada vez que le doy el pecho. Él encontraría a alguien que sí sepa ser madre, y ella ni se acordaría de mí.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Desde la mina perdí la pierna y ahora mi mujer tiene que bañarme. Tengo 34 años. Soy un bulto, un gasto más en esta casa. Si yo faltara ella cobraría la pensión y quedaría libre de mí. Cada día lo pienso más en serio.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Me confirmaron el Alzheimer. No voy a ser la carga de mis hijos, no voy a dejar que me tengan que cambiar los pañales. Antes de olvidarme de quién soy me voy yo, mientras todavía puedo decidirlo. Les voy a ahorrar años.`,
    crisis: true,
    class: 'burden',
  },
  // selfHarm
  {
    text: `otra vez me corté 😶 ahora en el muslo pa q no se vea en deportes. fueron 6. no me arrepiento, es lo unico q me calma. seguro mañana otra vez`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `He vuelto a darme puñetazos contra la pared del baño hasta abrirme los nudillos. Me lo merezco por inútil. Esta noche me los vuelvo a abrir, ya lo sé.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `hoy no comí nada. ayer tampoco. cada vez q me da hambre me pellizco la guata hasta q queda morada, pa q aprenda. me doy asco y me lo merezco`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Me quemé el brazo con el encendedor en el baño del laburo. Tres marcas. Es lo único que me hace sentir algo que no sea este vacío. Ya tengo ganas de la cuarta y todavía me quedan cuatro horas de turno.`,
    crisis: true,
    class: 'selfHarm',
  },
  // hopelessness
  {
    text: `Desahucio el día 14. Cuarenta y dos años currando y me quedo en la calle. No hay salida, lo he mirado por todos lados, abogados, servicios sociales, todo. No quiero seguir viviendo para ver cómo se lo llevan todo.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Hoy fue un día normal.
Clase de estadística a las 7, el profe puso el parcial para el jueves.
Almorcé con Daniela en la cafetería, arroz con pollo y jugo de lulo.
En la tarde fui a la biblioteca pero no estudié nada, me quedé viendo videos.
Mi mamá me llamó a preguntar si ya pagué la matrícula. Le dije que sí.
Mañana tengo que ir al banco a sacar la plata.
Nada va a cambiar nunca y no le veo sentido a seguir aquí ni un mes más.
Me acosté temprano.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `¿Para qué sigo? ¿Para qué me levanto? ¿Qué cambia si mañana no estoy? Nada. Llevo dos años haciéndome las mismas preguntas y hoy por fin me las contesté: no hay para qué. No quiero seguir.`,
    crisis: true,
    class: 'hopelessness',
  },
  // dose
  {
    text: `Me he bebido la botella de ginebra entera con los tranquilizantes que me mandó el psiquiatra, todos los que quedaban en la caja. A ver si así duermo de una vez y para siempre.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Llevo juntando las pastillas para dormir desde septiembre. A la doctora le digo que se me acaban y me hace otra receta. Ya tengo tres cajas en el fondo de la mochila. Las cuento todas las noches y pienso en cuándo.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `me tome como 20 acetaminofen hace un rato. me duele la barriga. no le dije a nadie. mejor asi`,
    crisis: true,
    class: 'dose',
  },
  // relapse
  {
    text: `142 días limpia. Se acabó hoy. Volvieron las ganas de cortarme con una fuerza que no sentía desde el hospital y no las aguanté. Y siguen ahí.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Hace dos años intenté irme y pensé que eso estaba cerrado. Esta semana volvieron los pensamientos, los mismos, con la misma voz. Hoy me descubrí otra vez parado en el mismo puente, mirando el agua. Tengo miedo de mí.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Cuarenta años después de Malvinas y vuelven. Creí que la terapia del centro de veteranos los había echado para siempre. Esta noche otra vez la voz que me dice que me tendría que haber quedado allá con los pibes, y la escopeta está en el ropero.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- QUIET ----------------
  // figurative
  {
    text: `Este examen de Civil me va a matar. Llevo tres días sin salir de casa, me muero de sueño y aún me quedan seis temas. Si apruebo me tiro de cabeza a la piscina del pueblo en agosto y no salgo hasta septiembre.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `me mori de la vergüenza wey 😭😭 le mandé el audio a mi jefe en vez de a mi novia. quiero que me trague la tierra. mañana llego con tamales de disculpa jajaja`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Estoy muerta. Doble turno en el call center y después el bondi lleno hasta la puerta. Me quiero matar con los de la empresa de internet, me cortaron otra vez. Mañana voy a la oficina a armar quilombo.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `la pega me tiene chato, ando muerto en vida jaja. pero el viernes hay asado con los cabros así que se aguanta`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Hoy los nietos me han dado la tarde. Estoy para el arrastre, muerta de cansancio, pero qué risa con el pequeño. Me han matado a preguntas sobre la mili del abuelo y yo inventando la mitad.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Los gemelos me van a volver loca. Hoy uno se subió a la azotea por la pelota y casi me da un infarto. "Ya me quiero morir", dije en voz alta, y mi suegra se persignó. Es un decir, suegra. Luego nos reímos las dos con un cafecito.`,
    crisis: false,
    guard: 'figurative',
  },
  // othersDeath
  {
    text: `Hoy me llegó mensaje: mataron a Oleh cerca de Bajmut.
Era mi compañero de escuela, jugábamos fútbol detrás de garajes.
Yo estoy en Alicante, limpio habitaciones en hotel, y lloré en cuarto 214 con la aspiradora encendida para que nadie escuche.
Su madre escribió en grupo del pueblo. No sé que contestar.
Mañana voy a iglesia ortodoxa a poner vela por él.
Y el domingo llamo a su madre.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Hoy dormimos a Canela. Catorce años. El veterinario fue muy cariñoso, le puso la inyección mientras yo le rascaba las orejas. La casa está muy callada. Mañana la enterramos bajo el limonero con su pelota.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `En el noticiero dijeron que un muchacho de 16 se tiró del puente de la Calle 80. Yo tengo un hijo de 16. Esta noche lo abracé sin decirle por qué y le pregunté cómo está de verdad. Me dijo que bien, que lo dejara jugar. Mañana vuelvo a preguntar.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Un año sin Manolo. Fui al cementerio con las niñas, le llevamos claveles rojos como le gustaban. Todavía pongo dos tazas por la mañana sin darme cuenta. Le echo de menos, pero sigo, por las nietas y por el huerto que él plantó.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `El velorio de Nico fue hoy. Se quitó la vida el martes y nadie vio nada, nadie. Estoy enojada con él y conmigo. Mañana llamo a la línea de ayuda para preguntar cómo acompañar a su vieja, que no para de llorar.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Ayer cayó cohete en nuestro barrio en Odesa. Murieron vecinos del tercer piso, con niño pequeño. Yo estoy en Madrid con nieta, segura. Me siento culpable de estar viva aquí y ellos no. Pero tengo que cuidar a Masha, hoy le hice varéniki y cantamos.`,
    crisis: false,
    guard: 'othersDeath',
  },
  // fiction
  {
    text: `Capítulo 12 terminado. Al final Marta se tira del puente y la encuentran al amanecer; me costó muchísimo escribirlo. Mi editora dice que es lo más fuerte de la novela. Mañana reviso diálogos.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Soñé que me moría en un incendio y veía mi propio entierro desde arriba. Me desperté sudando a las 4. En el desayuno se lo conté a mi hermana y nos reímos de quién lloraba más en el sueño (el tío Pepe, obvio).`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Vimos "Mar adentro" en clase de ética. Ramón Sampedro quiere morir y el debate se puso muy intenso. Yo dije que cada uno debería poder decidir; la profe me puso un positivo por argumentar bien.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Toda la tarde escuchando Nirvana para el trabajo de inglés sobre Kurt Cobain. La profe quiere que hablemos de su muerte y del club de los 27. Me ha quedado un powerpoint chulísimo.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Partida de D&D: mi paladín se sacrificó tirándose al abismo para salvar al grupo. Lloré de verdad, lo juro 😭 El máster dice que a lo mejor vuelve como fantasma 👻`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ensayo de Romeo y Julieta en el liceo. Me toca Julieta y la escena del puñal me sale re bien, la profe aplaudió. Estreno el viernes, ando nerviosa.`,
    crisis: false,
    guard: 'fiction',
  },
  // medical
  {
    text: `Guardia de 24 horas. Nos entró una chica de 19 con sobredosis de paracetamol: N-acetilcisteína y vigilancia, ya está estable y la ve psiquiatría mañana. Me fui a casa pensando en ella. Mañana libro, por fin.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Empecé con la sertralina, 50 mg por la mañana. El doctor dice que las primeras semanas puede dar náuseas. Por ahora bien. Control en un mes.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Cuarta sesión de quimio. Tomo tantas pastillas que tengo un pastillero con los días de la semana, ocho al día. Estoy cansada pero los marcadores bajaron y la oncóloga sonrió.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vino el veterinario por la vaca con mastitis. Le dimos la dosis de antibiótico y dejó otra jeringa para mañana. Si no mejora habrá que sacrificarla, ojalá que no, es la mejor lechera del tambo.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Turno de noche en la ambulancia.
A las 2 un señor intentó colgarse en Iztapalapa.
Llegamos a tiempo, lo bajamos entre el Beto y yo y lo llevamos vivo al hospital.
Su hija no paraba de darnos las gracias.
A las 5 nos tomamos un café en la base y platicamos de cómo cargar con estas cosas.
Mañana me toca la psicóloga del sindicato, ya me hace falta.`,
    crisis: false,
    guard: 'medical',
  },
  // past
  {
    text: `Hoy hace tres años de mi intento. Corrí 5 km en el Retiro y al llegar me compré un cruasán para celebrar. Sigo con terapia cada dos semanas y los aniversarios ya no me asustan.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Cinco años sin consumir. En la reunión conté lo de la noche que me encontraron en el baño de la estación con la jeringa todavía puesta. Un chaval nuevo se me acercó después a darme las gracias. Eso lo vale todo.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Hoy en la playa no me tapé las cicatrices de los brazos. Son de cuando tenía 15 y ya no me duelen. Una niña me preguntó qué me pasó y le dije que me hice daño hace mucho, cuando estaba muy triste, y que ahora estoy bien. Y es verdad.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Cuando salí del Ejército después de lo del Cauca pensé muchas veces en pegarme un tiro. Eso fue en 2016. Hoy mi hija se graduó de enfermera y yo estaba en primera fila con camisa nueva, llorando como un niño.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Primer invierno en Barcelona yo no quería vivir, estaba en cama todo el día. Ahora, dos años después, trabajo en cafetería y hablo español (más o menos 😄). Hoy un cliente me dio propina y dijo "qué bonito acento".`,
    crisis: false,
    guard: 'past',
  },
  // everyday
  {
    text: `Compré soga nueva pa amarrar la carga, la vieja ya estaba podrida. Mañana salimos temprano al mercado de Texcoco con los elotes y la calabaza.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Último día de clases antes de vacaciones. Nos despedimos en el puente del río y le escribí una carta de adiós a la profe de lengua porque se jubila. Me dio mucha pena.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Hoy subido al tejado de la vecina a cambiar tejas. Casi me caigo, qué susto. Mañana llevo el arnés, que mi mujer me ha echado una bronca de las buenas.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Se fue la luz otra vez y prendimos la estufa de gas pa cocinar. Olía raro, vino el vecino y apretó la manguera. Todo bien, gracias a Dios. Mañana a bregar con LUMA otra vez.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Mi nieta me ha organizado las pastillas en un pastillero con alarmas en el móvil: la de la tensión, la del azúcar y el Sintrom. Ya no me lío. ¡Qué lista es la niña!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Le regalé a mi hermano mi navaja de scout porque él arranca en el grupo el sábado. Yo ya tengo 17 y me voy de intercambio a Canadá en enero. Hoy me despedí de los chicos con un asado, último fogón juntos.`,
    crisis: false,
    guard: 'everyday',
  },
  // negation
  {
    text: `No quiero morirme, quiero que se termine esta guerra y volver a Zaporiyia. Estoy cansada de esperar, pero tengo a mis dos hijos aquí en Sevilla y por ellos me levanto cada día.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `"No, mamá, no estoy pensando en matarme, solo estoy reventado con la facultad." Eso le dije por teléfono y es verdad. Necesito dormir una semana entera.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `La terapeuta me preguntó si he pensado en hacerme daño. Le dije que no, y por primera vez en años era verdad. Lo que siento es rabia con mi exmarido, no ganas de desaparecer.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debo 300 mil pesos a la tarjeta y el banco no deja de llamar. Estoy desesperado, sí, pero no voy a hacer ninguna tontería. Mañana voy a la CONDUSEF a ver lo de la reestructuración.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Dicen que mucha gente con dolor crónico piensa en morirse. Yo no. Tengo días horribles como hoy, con la espalda en llamas, pero quiero ver crecer a mi nieto. Mañana pruebo la fisio nueva.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `en el insti me dicen maricón todos los días. no quiero matarme ni nada de eso, q lo sepas diario, quiero acabar bachillerato e irme a Madrid con mi tía. 14 meses. los cuento`,
    crisis: false,
    guard: 'negation',
  },
];
