import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers from Spain, Mexico, Argentina (voseo),
 * Colombia, Chile, Puerto Rico/Dominican Republic and Ukrainian refugees living in Spain, aged roughly 14 to
 * 85 — teens bullied or coming out, students, postpartum mothers, carers, nurses and paramedics, farmers in
 * debt, migrants sending remittances, veterans and war widows, people in recovery, chronic pain, lonely
 * elderly. 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan,
 * farewell, burden, selfHarm, hopelessness, dose, relapse), mostly written around the textbook words, and 40
 * quiet notes over the seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation)
 * on the same topics and vocabulary. Styles mix one-liners and 8–12 line entries, crisis hidden in one
 * sentence of an ordinary day, answers to a relative's or a screening question, letters, to-do lists,
 * questions to oneself, owned song lines, real dark humour, lower case without punctuation, typos, slang,
 * abbreviations and emoji.
 *
 * First run, on 61c664a, before any change made for it: recall 36/40, false alarms 5/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya está, lo decidí. hoy me quito de en medio de verdad. no es un arrebato, lo vengo masticando desde que me echaron del laburo y la Vale se llevó a los nenes a lo de su vieja. no quiero estar más acá, no quiero.',
    crisis: true,
    class: 'intent',
  },
  {
    text: `La psicóloga de la ONG que nos ayuda en Málaga me dio un cuestionario en papel.
Pregunta 9: "¿Con qué frecuencia ha pensado que estaría mejor muerta o en hacerse daño?"
Marqué "casi todos los días".
Lo que no escribí es que ya no es solo pensar. Quiero hacerlo, y quiero hacerlo esta semana, antes de que vuelva a llamar mi madre desde Jersón y me quite el valor.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: '¿para qué sigo? ¿para quién? pa nadie. entonces ya. esta noche acabo conmigo y punto, ya lo tengo claro',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'weon no es talla, me quiero morir y lo voy a hacer. hoy. estoy escribiendo esto pa q quede en algún lado',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Ochenta y dos años tengo ya. Hoy vino la chica del ayuntamiento a traerme la comida y a tomarme la tensión, 14 con 8, dice que estupendo.
Hice un poco de ganchillo, vi el concurso de la tarde.
Desde que murió Ramón la casa está muda y los hijos llaman los domingos, si se acuerdan.
Cada noche le pido a la Virgen que no me deje despertar por la mañana. Que me lleve dormida, que ya está bien.
Mañana es miércoles, toca mercado.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Ojalá una buseta me lleve por delante cuando cruce la 30 saliendo del turno. No lo voy a buscar, pero si pasa que pase. Ya ni miedo me da pensarlo, me da como alivio.',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Día 23 con Alba en casa.
Tomas: 2:10, 4:40, 7:15, 10:00. Ha hecho tres cacas, la matrona dice que es buena señal.
Le han salido granitos en la cara, Javi dice que es normal.
He dormido unas 3 horas en total.
No he llorado delante de nadie hoy, un logro.
Ojalá pudiera dejar de existir un tiempo, o del todo, y que la criara alguien que sí sepa.
Mañana viene mi suegra a las 11.
Comprar pañales de la talla 1.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'diache ojalá no despertar mañana. asi d simple. toy cansá de existir 😮‍💨',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Le dije a mi hermana que no se preocupe, que dentro de poco ya no le voy a dar más problemas. Ella entendió que me mudaba a Monterrey. Mejor que lo piense así.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya pronto voy a ir a ver a mi abuelita. la extraño un chingo y allá donde está no duele nada. ya falta poquito 🙏🕯️',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me doy de baja. No de Netflix: de todo. Jaja. Fin de temporada, no habrá renovación, y esta vez el guion ya está escrito y firmado.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi guerra se termina este fin de semana. Dos años en el frente y uno aquí en Valencia con la pierna así. Ya he cumplido con todos. Que mi madre me perdone.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'Busqué en el móvil cuántas pastillas hacen falta. Tengo dos cajas en el cajón de la mesilla y mi compañero de piso no vuelve hasta el lunes.',
    crisis: true,
    class: 'method',
  },
  {
    text: `Hoy el banco ha mandado la tercera carta.
La cebada no ha dado nada con la sequía, y el seguro dice que no cubre.
He dado de comer a las ovejas, he arreglado la valla del corral de abajo.
Mi mujer ha ido al pueblo a por el pan y no le he dicho nada de la carta.
La escopeta de cazar está en el armario del pajar. Llevo tres noches bajando a mirarla y ya no es para los conejos.
No veo otra manera de que cobren el seguro de vida y se queden con la finca.
Mañana hay que llevar el tractor al taller.`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'ya compré la soga, está en la cajuela del carro. nomás me falta juntar el valor',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Me quedo en el andén viendo pasar los trenes que no paran en esta estación. Van a toda velocidad. Un paso y se acaba todo. Hoy casi lo doy, me faltó nada.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'Viernes 14. Ese es el día. Los viejos se van a Rosario el finde y me quedo con la casa sola. Ya ordené el cuarto, borré las fotos y tengo todo listo en el placard.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `pendientes:
- devolver los libros a la biblio
- pagarle a Juanjo los 50 €
- dejarle pienso a Misi para 3 días
- borrar el historial
- la azotea del bloque 4, el domingo a las 6, que a esa hora no sube nadie`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé en el baño. Ya sé que puedo, que no me voy a arrepentir a la mitad. Ahora solo tengo que elegir la noche, y creo que será la del cumpleaños de él.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cuando cobre el día 30 le mando todo a mamá a Járkov por la app, y esa misma noche voy al acantilado que hay después del faro. Ya fui dos veces a mirar, a las tres de la mañana no pasa nadie. Está decidido.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Querida Lucía:
cuando leas esto no te culpes, no fue nada que hicieras ni que dejaras de hacer.
Fuiste lo mejor que tuve en estos años tan raros.
Cuida a Canela: come dos veces al día, medio vaso cada vez, y le gusta dormir en tu lado de la cama.
La llave del trastero está en el cajón de los cubiertos.
No me busques explicaciones, no las hay.
Te quiero. Perdóname.
R.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé la guitarra a mi primo y la play a Santi. Me preguntó q por qué y le dije q ya no la uso. Y es verdad, no la voy a usar más.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Dejo apuntadas las contraseñas en el sobre azul de la estantería: el banco, el correo, el seguro y el Facebook de mamá. Para después. Que no tengan que pelearse con nada cuando yo ya no esté.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'gracias a los del grupo x todo de verdad, fueron los únicos q me aceptaron como soy. los quiero un montón. perdón por ser así. adiós 🏳️‍🌈💔',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme. Mi marido ya no duerme por mis quejidos. Todos estarían mejor sin mí, lo sé, y cada día que pasa lo sé más. No quiero seguir siendo esta carga ni un mes más.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi mamá me preguntó si estaba bien. Le dije que sí. No lo estoy. Lo que pienso todo el día es que sin mí se ahorrarían la plata del psiquiatra y las peleas con mi papá por mi culpa. Estarían mejor sin mí, y lo voy a arreglar.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mando 200 dólares al mes a Santiago y ni así alcanza. Si yo faltara cobrarían el seguro de la compañía y vivirían mejor. Eso es lo único que pienso cuando me subo al andamio.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'otra vez me corté. esta vez más hondo. me lo merezco x ser tan inútil en todo. con la sudadera nadie lo ve y mañana en el insti lo mismo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé el brazo con el mechero. No dolió tanto como lo de dentro. Si mamá vuelve a gritarme esta noche lo hago otra vez, ya lo tengo en el bolsillo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Tres días sin comer. No es dieta, es castigo. Cada vez que me acuerdo de lo que le dije a papá antes de que lo movilizaran me doy golpes en la cabeza contra la pared hasta que veo borroso. Hoy también.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `hoy en el recreo me volvieron a tirar la mochila al baño y todos grabando
la profe ni se enteró
en casa dije que todo bien
ahora estoy en el cuarto con la tijera y no paro de mirarme las piernas
necesito hacerme daño ya, es lo único que me calma`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: 'Nada va a cambiar. La guerra no se va a acabar, nuestra casa en Mariúpol ya no existe, aquí nadie me entiende y con 58 años no aprendo el idioma. No le veo sentido a seguir viviendo así, y ya no quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'debo 180 mil y los del préstamo ya fueron a la casa de mi jefa a amenazarla. no hay salida, ninguna. no quiero seguir aquí',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"Y ya no quiero seguir así", dice la canción, y en mi caso es literal. No hay un mañana que valga la pena, lo he mirado por todos lados. Estoy harta de esperar a que algo cambie y de seguir respirando porque sí.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo dos meses guardando las pastillas que me da el psiquiatra. Le digo que me las tomo. El bote ya está lleno. Es mi plan B, y cada día se parece más al plan A.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé todas las clonas que quedaban con lo que había de fernet. que sea lo que sea. no le voy a avisar a nadie',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Esta noche me voy a tomar todas las pastillas de la presión con la botella de pisco que me regalaron para el dieciocho. Que me encuentren dormidita y en paz.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '14 meses limpio y hoy volvieron. Las mismas ideas de antes del intento del 2022, esa voz que me dice que lo termine de una vez. Creía que se había ido para siempre. Tengo miedo de hacerle caso.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Tres años después del último intento, esta semana volví a mirar el puente de la autopista de la otra manera, calculando. Pensé que eso ya estaba cerrado. No lo está.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'se rompió la racha. 212 días sin cortarme y anoche otra vez. y lo peor es q ya estoy pensando en la próxima, hoy mismo',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este TFG me está matando. Tres días a base de café y Monster. Como no lo entregue el viernes me muero, literalmente me muero.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me morí de la vergüenza cuando se me cayó la charola en la cafetería frente a todo el salón. Quería que me tragara la tierra jajaja. Luego Mariana me ayudó a recoger y terminamos riéndonos.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me quiero matar, dejé las llaves adentro del auto con el motor andando 🤦‍♀️ tuve que llamar al cerrajero, 15 lucas',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Parce ese partido me tiene con el corazón en la mano, si el Nacional pierde la final yo me muero. Me muero y me entierran con la camiseta.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy pa la cagá, muerto de cansancio, esta pega me va a matar un día de estos. Pero el finde me voy a Pichilemu con los cabros y se me pasa todo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de ganas de ver a los nietos en Navidad. Ya tengo los turrones comprados y la cama del cuarto pequeño hecha.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'Hoy hace un año que mataron a Andriy cerca de Bajmut. Encendí una vela en la iglesia de Valencia. Los niños dibujaron a papá con su casco. Me duele respirar, pero sigo aquí por ellos y por mí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy durmieron a Toby. Catorce años conmigo. El veterinario fue muy cariñoso, le di su última galletita y se fue tranquilo en mis brazos. La casa está tan vacía sin él.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias, otro chaval de 15 años se ha quitado la vida por acoso en un instituto de Madrid. Se me ha encogido el corazón pensando en Hugo. Esta noche voy a hablar con él, sin prisa, sin móvil.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a mi primo Yeison en Tumaco. Otro más. Mi tía no para de llorar y yo no sé ni qué decirle. Mañana viajo para el entierro.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Hace un mes que Nico se fue por decisión propia.
Todavía leo nuestro chat de arriba abajo, sus audios, sus memes malos.
Tengo rabia, tristeza y una culpa que no sé dónde poner.
Pero yo quiero vivir, eso lo tengo claro, y el jueves voy al grupo de duelo que me pasó la psicóloga.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'se nos fue el abuelo anoche, ya está descansando el pobre. mañana es el velorio en casa de mi tía en Puebla, hay que llevar sillas',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Capítulo 7 de la novela, por fin.
Marta sube a la azotea con la carta en el bolsillo del abrigo. Es de noche, llueve sobre Lavapiés.
Mira la calle, piensa en su hermano, en el frasco vacío de la cocina.
Todavía no sé si la salvo o no.
Mi editora dice que el final tiene que doler, pero que no sea gratuito.
Mañana reescribo la escena con el vecino que sube a fumar.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un puente y en vez de caer flotaba por encima del río. Me desperté riéndome. Qué sueños más raros me da la melatonina.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron 14 veces en el jefe final del Elden Ring, me voy a dormir antes de tirar el mando por la ventana 💀',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la peña acabamos cantando "Contigo" de Sabina a grito pelado, lo de "y morirme contigo si te matas". Qué noche más bonita, hacía años que no me reía tanto.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Mar adentro" en clase de Ética para el debate sobre la eutanasia. Me tocó defender a Ramón Sampedro y me costó, pero saqué un 9.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de la obra del taller: mi personaje se despide de su hija antes de tomarse el veneno. El director dice que lo digo demasiado alegre jaja, que parece que me voy de vacaciones.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Turno de noche en urgencias.
A las 2 llegó una chica de 19 con sobredosis de paracetamol, la trajo la madre.
Niveles, N-acetilcisteína, psiquiatra de guardia. Salió de peligro y ya está ingresada.
Después un abuelo con una caída y una fractura de cadera.
Café de máquina a las 5, el peor del hospital.
Llegué a casa a las 8:30 y me quedé dormida con el uniforme puesto.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El médico me ha subido la sertralina a 100 mg. Dice que en dos o tres semanas debería notar la diferencia. Me apunto las tomas en el calendario de la nevera para no olvidarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Llevé a la gata al veterinario, le recetó medio comprimido de meloxicam cada 24 horas. Pesa 3 kilos, así que ojo con la dosis, nada de darle de más.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la unidad del dolor me pusieron la infiltración en la espalda. Duele menos. El tramadol solo por la noche, como dijo la doctora, y el lunes empiezo fisio.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me he comprado un pastillero de los de la semana porque ya me hago un lío con tantas pastillas: la de la tensión, la del azúcar, el Sintrom. Mi nieta me lo ha rellenado y me ha puesto colores.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Guardia pesada en el SAME. Un señor se tiró a las vías en Constitución, llegamos tarde. Después un pibe por ingesta de pastillas que zafó. A la salida hablé con la psicóloga del servicio, me hizo bien.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Tres años desde mi intento. Hoy he corrido 5 km en el Retiro y me he comprado un helado de pistacho. Si la chica de entonces me viera.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años sin cristal. Antes me quería morir todos los días, hoy le enseñé a andar en bici a mi hija en el parque. Se cayó dos veces y se levantó riendo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy se me veían las cicatrices con la manga corta y por primera vez no me importó. Hace cinco años que no me hago daño. Fuimos a la playa y me bañé.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019, después de la mina, quise matarme. Hoy, con la prótesis, terminé mi primera media maratón en Medellín. Mi psicólogo me estaba esperando en la meta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'a los 16 estaba segura de q no iba a llegar a los 18. hoy cumplo 25 y en septiembre me caso con Dani 💍🏳️‍🌈',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré cuerda para el tendedero nuevo y una escalera para subir al tejado a limpiar el canalón. Mi marido dice que eso lo hace él, ja, ya veremos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la fábrica antes de jubilarme. Me despedí de todos, dejé una carta de despedida en el tablón y me regalaron un reloj. Lloré un poquito en el coche.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy por fin nos conectaron el gas en el piso de Alicante. Primer borsch caliente desde que llegamos de Odesa. Los niños repitieron dos veces.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Afilé los cuchillos para la matanza del sábado. Viene toda la familia de Salamanca. Apuntar: comprar más cuerda para colgar los chorizos y sal gorda.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cruzamos el puente colgante del río a pie, se movía un montón y me temblaban las piernas, pero la vista valía la pena. Después empanadas de queso en la costanera.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Estoy regalando toda la ropa de bebé, la peque ya tiene dos años. Dejé las bolsas en el portal para la vecina del tercero, que sale de cuentas en marzo.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'No, no quiero morirme. Quiero que se acabe la guerra y volver a Zaporiyia, a mi jardín. Estoy agotada, eso sí, de esperar y de las noticias.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psiquiatra me preguntó si tengo ideas de quitarme la vida. Le dije que no y es verdad. Lo que tengo es un cansancio que no se me quita con nada, y eso vamos a trabajarlo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi vieja me preguntó si estaba pensando en hacerme algo. le dije que no y es la posta, estoy triste por lo de Flor pero quiero salir de esta',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Con la hipoteca ahogándome, alguien en el foro me preguntó si estaba pensando en hacer una tontería. No. Tengo dos hijos y cita con el banco el martes. Voy a pelear.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro, diario: no quiero desaparecer, quiero que me dejen de doler las rodillas. Son cosas muy distintas.',
    crisis: false,
    guard: 'negation',
  },
];
