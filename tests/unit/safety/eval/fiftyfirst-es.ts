import type { EvalNote } from './types';

/**
 * Spanish notes of the fiftyfirst round, written blind: writers from Spain, Mexico, Argentina, Colombia,
 * Chile, the Caribbean and Ukrainian refugees writing in learner's Spanish (Valencia, Málaga, Madrid,
 * Barcelona, Alicante), aged roughly 14 to 85 — bullied and LGBT teens, students, postpartum mothers, a nurse,
 * farmers, widows, lonely elderly people, carers, people in debt, chronic pain, addicts in recovery, a
 * Colombian volunteer back from Ukraine, a landmine survivor, an ex-soldier, a released captive. 40 crisis
 * notes spread over all eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4,
 * burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes over all seven guards
 * (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5). Styles mix one-liners
 * and 8–12 line entries where the crisis sits in one sentence of an ordinary day, a screening form answered
 * honestly, lists, letters, questions to oneself, an answer to "are you ok?", real dark humour, a song line
 * the writer turns on herself, gamer talk, voseo, Mexican, Chilean, Colombian and Caribbean slang, all lower
 * case, missing accents, typos and emoji.
 *
 * First run, on 531ee75 (the detector as at the stop's start, 31a4231), before any change made
 * for it: recall 40/40, false alarms 7/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'ya estuvo. hoy en la noche me quito la vida, no es drama, ya lo decidí y hasta me siento tranquilo',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi viejo me sacó de casa cuando le dije que soy gay. Estoy en lo de un amigo, durmiendo en el piso. No doy más, boludo. Hoy quiero terminar con todo, de verdad, no quiero ver otro día.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy la psicóloga me pasó el PHQ-9. En la pregunta 9, "pensamientos de que estaría mejor muerta o de hacerse daño", marqué "más de la mitad de los días".
Mentí. Es todos los días.
Y esta semana ya no son pensamientos sueltos. Quiero hacerlo. Lo quiero hacer ya, antes de la próxima cita.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Estoy en Valencia ocho meses. Marido en el frente, dos semanas sin contestar. Los niños duermen. Yo no puedo más esperar, no puedo más nada. Esta noche voy a terminar mi vida, no es manera de hablar, es verdad. Perdón por mi español.',
    crisis: true,
    class: 'intent',
  },

  {
    text: `Martes. Por la mañana fui a la farmacia a por lo de la tensión y me entretuve con Maruja, que tiene al nieto con la varicela.
Compré medio kilo de lentejas y un poco de chorizo, aunque para una sola ya no sé ni para qué cocino.
La tele no hace más que hablar del tiempo. Dicen que vuelve el frío.
Llamó un chico de Telefónica para venderme la fibra. Le dije que sí a todo por tener con quién hablar.
Regué los geranios de Antonio. Ya van cuatro años sin él y siguen vivos, más que yo.
Ojalá esta noche me acueste y ya no me despierte. No se lo digo a nadie, pero lo pido todas las noches.
Mañana toca misa de doce.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera desaparecer y ya 😶 que nadie me busque, que nadie pregunte, borrarme de todo como si nunca hubiera existido',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cuarto año con la fibromialgia. Cada vez que cruzo la Alameda pienso que ojalá una micro no alcance a frenar. No lo voy a buscar yo, pero lo deseo. Sería descansar por fin.',
    crisis: true,
    class: 'passive',
  },
  {
    text: "¿Y si mañana no amanezco? ¿Quién se daría cuenta? ¿Cuánto se tardarían? Mami me preguntó si estoy bien y le dije que sí, que cansada na' más. No estoy bien. Quisiera no despertar más.",
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Buenas noticias: la hipoteca no va a ser mi problema mucho tiempo más. Ni la hipoteca ni el paro ni nada. Que el banco se pelee con la funeraria, jaja. Lo digo en broma pero no es broma.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Abuelita, desde que te fuiste nada tiene sentido. Ya pronto voy contigo, te lo prometo. Apártame un lugarcito a tu lado.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mano ya yo me voy de aqui, y no hablo de irme pa Nueva York. ya mismito no voy a ser problema pa nadie, tranquilos',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'log out definitivo. esta vez no vuelvo a conectarme a esta partida de mierda que es la vida. gg wp a los pocos que jugasteis conmigo',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'Hoy subí a la azotea de la facultad, la que da al aparcamiento. Ocho pisos. Estuve un rato mirando abajo, calculando. Creo que es suficiente altura. Bajé porque llegó el de mantenimiento, pero voy a volver.',
    crisis: true,
    class: 'method',
  },
  {
    text: `Llovió 30 milímetros, justo lo que hacía falta para el trigo.
El Ramón vino a ver las vacas y tomamos unos mates.
Me contó que el banco le remató el campo al Gutiérrez. Yo estoy igual o peor, pero no le dije nada.
A la tarde arreglé el molino.
En el galpón está la soga de enlazar, la gruesa. Hoy la estuve mirando un rato largo y pensé que la viga aguanta.
La Nélida se va el jueves a lo de su hermana a Pergamino.
Me quedo solo con los perros.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `cosas que busqué hoy:
- cuántas pastillas de paracetamol son mortales
- si duele
- cuánto tarda
- cómo hacer que no te encuentren a tiempo
borré el historial cuando entró mi hermana`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'Saqué el revólver que guardo desde que salí del ejército. Lo limpié, lo cargué y lo dejé en la mesita de noche. No es para defenderme de nadie. Es para mí.',
    crisis: true,
    class: 'method',
  },

  {
    text: 'Ya escogí el día: el 14, después del cumpleaños de Valeria, para no arruinarle su fiesta. Ese día me voy para siempre. Hasta entonces, a sonreír y dejar todo en orden.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche fui hasta las vias del sarmiento a las 3am. me pare al lado a ver cuanto tarda en pasar el primero. ya tengo el horario anotado. la proxima vez no me corro',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Para el viernes:
1. Devolver los libros a la biblioteca
2. Pagarle a Dani los 50 €
3. Borrar el historial y las fotos
4. Dejar la carta en el escritorio
5. Coger el coche hasta el acantilado de Barbate
Que esta vez no se me olvide nada.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya lo tengo calculado. El domingo Elena se lleva a los críos a casa de su madre y tendré el piso para mí desde las diez. He mirado la póliza del seguro de vida dos veces: pasado el primer año paga aunque sea así. Ellos quedarán cubiertos.',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'Querida Lucía: cuando leas esto no te culpes, no fue nada que hicieras. Quedate con mis vinilos. Canela come dos veces al día y duerme en el sillón, no la dejes sola. Te quise siempre. Chau, flaca.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regalé mi switch a mi primo y mi sudadera favorita a la vale. me preguntó q por qué y le dije q porque sí. ya no las voy a necesitar donde voy',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Dejé anotadas todas las claves en la libreta azul: la del banco, la del correo, la del Facebook, para que la Pancha no tenga que andar peleando con nadie después. También el número del veterinario del Bruno. Creo que ya está todo listo. Ya me puedo ir tranquilo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Sashko, hijo:
te escribo en español porque siempre dices que tengo que practicar.
Perdóname. Desde que mataron a papá ya no tengo fuerzas, y aquí en Málaga todo es sol y yo por dentro estoy a oscuras.
La señora Carmen, la vecina del tercero, tiene llave y sabe qué hacer con mis cosas.
El icono de la abuela es para ti.
No vuelvas a Járkov por mí.
Te quiero más que a nada. Mamá.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mis hijos se pelean cada domingo por quién me tiene que cuidar y quién paga las medicinas. Sin mí se acabarían los pleitos y el gasto. Les haría un favor si ya me fuera, y lo estoy pensando en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El bebé llora menos en brazos de mi suegra. Mi marido duerme mejor cuando yo estoy en el otro cuarto. La verdad es que estarían todos mejor sin mí. No es la hormona, lo pienso cada día más en serio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde la mina quedé sin piernas y mi mamá ya va para los setenta. Me baña, me cambia, no duerme. Yo nomás soy un peso pa ella. Ella descansaría si yo ya no estuviera, y cada noche pienso cómo hacer que eso pase.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'me he vuelto a cortar, esta vez más hondo. me lo merezco por inútil. mañana otra vez manga larga aunque hagan 35 grados',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Ahorita mismo tengo ganas de quemarme el brazo con el encendedor como la otra vez. Mis papás siguen gritando abajo y es lo único que me calma. Ya lo tengo en la mano.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tercer día sin comer. No es dieta, es castigo. Cada vez que me ruge la panza me digo que no me lo merezco. Hoy aguanto otro día más, y si como algo, lo vomito.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me di cabezazos contra la pared del baño del liceo hasta que me sangró la frente. los weones del curso igual se rieron. quiero seguir haciéndolo, es lo único que siento de verdad',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'No hay salida por ningún lado. Debo tres alquileres, me cortaron la luz, la fábrica no reabre. Ya no quiero seguir remándola. No quiero seguir, directamente. Que alguien apague todo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Volví de Ucrania hace cuatro meses. Fui de voluntario por la plata y por lo que creía.
En Bogotá todos me preguntan cómo fue, como si fuera un paseo.
No duermo. Oigo los drones en la licuadora de la vecina.
Perdí a Yeison y a dos ucranianos que me enseñaron a decir gracias en su idioma.
La plata no llegó completa. La novia se fue con otro.
Fui al psicólogo del hospital militar y me dieron cita para marzo.
No va a cambiar nada. Ni allá se acaba ni yo vuelvo a ser el de antes.
Ya no le veo sentido a seguir respirando, parce.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"Cambia, todo cambia", canta la Negra Sosa. Mentira. Para mí no cambia nada hace diez años: el mismo cuarto, la misma pastilla, el mismo vacío. No voy a aguantar otros diez. No quiero aguantar ni uno más.',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Llevo un mes guardando las pastillas para dormir que me receta el de cabecera. Ya tengo dos cajas enteras al fondo del cajón, detrás de las medias. No es por si acaso. Es para cuando reúna valor.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la caja de clonazepam con el romo q quedaba. no se pq escribo esto. ojala nadie entre al cuarto hasta mañana',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Soy enfermera, sé exactamente cuántas unidades hacen falta. Hoy me traje insulina del turno en el bolso. El niño se queda este finde con su padre.',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'Hace dos años del intento y creía que eso estaba enterrado. Esta semana han vuelto las ideas, iguales, con la misma voz. Hoy en el andén del metro me he vuelto a ver haciéndolo y me he tenido que sentar.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'iba 214 días limpia 🥲 hoy tuve la cuchilla en la mano casi una hora. no me corté todavía. tengo miedo de mí, las ganas volvieron igual que antes',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Catorce meses sobrio, parcero. Hoy no se me antojó el trago; se me vino lo otro, lo de acabar con todo, lo mismo que pensaba en la clínica. Volvió y con fuerza, y no sé a quién decírselo.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'este examen de cálculo me va a matar, neta. llevo tres días sin dormir y ya me quiero morir de lo cansada 😩 pero mañana lo paso sí o sí',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de vergüenza. Le mandé el audio a mi jefe en lugar de a mi hermana. Tierra trágame. Mañana finjo mi propia muerte y me mudo a Cuenca con otro nombre.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el bar y después la facu. Me tiré en la cama como un cadáver. Pero pagué el alquiler, así que viva estoy, che.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene hasta la coronilla, me dan ganas de tirarme por la ventana cada vez que el jefe dice "una cosita más". igual el viernes me arranco a la playa',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese tinto me revivió. En la reunión de la mañana estaba como un muerto en vida, pero después del café hasta me reí con los chistes malos de don Jairo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi mai me va a matar cuando vea la nota de química. Ya estoy planeando mi funeral jajaja. Igual se lo digo hoy antes que se entere por otro lado.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy llegó la noticia: Andriy, el compañero de clase de mi hijo, murió cerca de Bajmut. Tenía 23 años. Encendí una vela en la iglesia de Lavapiés. No sé cómo decírselo a mi hijo, que está en Polonia.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toby. El veterinario dijo que ya no sufría. Le tuve la cabeza entre las manos hasta el final. La casa está tan callada que da miedo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin ti, mi viejo. Fui al cementerio con los claveles que te gustaban y hablé con la lápida como una loca. Quisiera que estuvieras aquí. Los nietos te mandan saludos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace un mes que el Tomi se quitó la vida. Todavía tengo su último mensaje en el celu. Fui a la psicóloga del colegio y hablamos de él. Lo extraño un montón, pero yo quiero seguir, por él también.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Vi en las noticias lo del derrumbe en la mina de Coahuila, doce muertos. Uno era del rancho de mi tío. Todo el día con el pecho apretado. Recé por las familias.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mamá murió en Jersón ocupada y no pude ir al entierro. La enterraron los vecinos. Hoy hablé con la tía por Telegram y me mandó la foto de la tumba. Lloré en el metro de Barcelona sin ninguna vergüenza.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Capítulo 7 terminado. La protagonista sube al puente y se despide de su hermano por carta. Mi editora dice que es la escena más fuerte del libro. Mañana reviso los diálogos.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un edificio y que en vez de caer flotaba sobre Bogotá. Me desperté riéndome. Qué sueños tan raros me da la melatonina.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Mi personaje se murió como 40 veces con el jefe final del Elden Ring. Al final lo maté con la katana a las 2 de la mañana. Estoy feliz como niño.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'No puedo dejar de escuchar "Adiós" de Cerati. "Poder decir adiós es crecer". Me hizo pensar en la ruptura con Fede, y sí, crecí. Hoy estoy bien.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en la clase de ética. Debate sobre la eutanasia. Yo defendí que Ramón tenía derecho a decidir. El profe me puso un 9 por el argumento.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo general de Romeo y Julieta. Me toca tomar el veneno en el acto V y caer muerta encima de la Cata. Siempre me da risa cuando se me cae el pelo en la cara. ¡¡Estreno el sábado!!',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Turno de noche en urgencias. Entró una chica de 19 con sobredosis de paracetamol, le pusimos N-acetilcisteína y se ha estabilizado. Salí a las 8 agotada pero contenta de que se quede con nosotros.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El neurólogo me subió la pregabalina a 150 mg dos veces al día. Me apunté la hora de cada toma en el móvil para no liarme. A ver si así el dolor de la espalda afloja.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la Pinta y le puso la inyección para la fiebre. Dice que en dos días se para. Me quedé tranquilo y me fui a ordeñar.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La ginecóloga me dijo que sí puedo tomar sertralina dando pecho. Empiezo con 50 mg. Me da pena necesitarla, pero mi esposo dice que es como tomar vitaminas para la cabeza. Ya veremos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Cuarta quimio. Me dieron el ondansetrón antes y no vomité tanto. Me corté el pelo cortito antes de que se caiga solo. Mi hija dice que parezco Sinéad O'Connor.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Ordené el pastillero de la semana: la de la presión en la mañana, el Sintrom en la noche, media aspirina. Si me equivoco, la doctora me reta. Hoy no me equivoqué ni una.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy se cumplen tres años del intento. Corrí 5 km por el Retiro y después desayuné churros con mi novia. Si aquella chica de hace tres años me viera ahora no se lo creería.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la alberca alguien me preguntó por las cicatrices de los brazos. Le dije que eran de hace mucho, de cuando estaba muy mal. Es verdad. Hace cuatro años que no me hago daño y hoy nadé sin playera.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del monte pensaba todos los días en pegarme un tiro. Eso fue en 2016. Hoy mi hijo cumplió seis años y yo mismo le hice la torta. Gracias a Dios y a la doctora Patiño.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. En el grupo conté cómo fue la noche que me tomé todo lo que había en casa y me encontró mi hermano. Se me quebró la voz, pero al terminar me abrazaron todos. Hoy quiero vivir, y lo digo en voz alta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Un año desde que salí del cautiverio. Allí, en el sótano, pedía morir cada noche. Hoy estoy en Alicante, aprendo español, y ayer cociné borsch para los vecinos. Todavía tengo pesadillas, pero ya no pido eso.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Compré soga nueva en la ferretería del pueblo para el alambrado y un cuchillo para carnear. El viejo me dijo que el precio subió otra vez. Mañana arrancamos temprano con los terneros.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Crucé el puente de Triana a las siete de la tarde y la luz sobre el río era una cosa. Me quedé un rato en la barandilla haciendo fotos. Sevilla a veces me reconcilia con todo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Última noche en Caracas antes de irme a Madrid. Escribí cartas de despedida a mis tíos y repartí mi ropa entre las primas. Mi cuarto ya está vacío. Mañana, aeropuerto a las 5.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se me acabó el gas a media ducha, agua helada en pleno enero. Llamé al del butano y viene mañana. Cené pan con tomate y a la cama.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí al techo a arreglar la antena y desde ahí vi todo el barrio con las luces de las fiestas. Me quedé arriba un rato con una cerveza. Bajé cuando mi vieja gritó que se enfriaba la cena.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se me acabaron las últimas pastillas de la alergia, así que compré otra caja. Último día de clases: los chicos me regalaron una carta firmada por todos. Fue precioso.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No, no me quiero morir. Quiero que se termine esta guerra y que mi hermano vuelva del frente. Eso es lo que quiero. Le escribí a la psicóloga de la ONG para vernos el martes.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No tengo ideas suicidas, le dije al médico, y es verdad. Lo que tengo es un cansancio que no se va con nada. Me pidió análisis de tiroides.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo hasta la camisa pero no pienso hacer ninguna tontería, eh. Mañana voy al banco a negociar. Mis hijas me necesitan y yo a ellas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Hoy le conté a mi mamá que soy bi. Lloró un poco, pero me abrazó. Pensaba que si se enteraba me iba a querer morir. Pues no. Estoy viva y más liviana.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija me llamó preocupada porque le dije que estaba triste. Le expliqué que triste no es lo mismo que querer irse. Estoy sola, sí, pero mañana viene la del centro de día y hacemos ganchillo.',
    crisis: false,
    guard: 'negation',
  },
];
