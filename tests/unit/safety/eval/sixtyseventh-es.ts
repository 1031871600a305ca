import type { EvalNote } from './types';

/**
 * Spanish notes of the sixtyseventh round, written blind: writers aged roughly 14 to 85 from Spain, Mexico,
 * Argentina, Colombia, Chile, Venezuela and the Caribbean, plus Ukrainian refugees in Spain writing imperfect
 * Spanish and a Colombian volunteer on the Ukrainian front line. They include students, bullied and LGBT teens,
 * postpartum mothers, carers, nurses, a farmer after a drought, gota-a-gota debtors, undocumented migrants,
 * a Malvinas veteran, a soldier wounded by a landmine, a woman living with chronic pain, people in recovery,
 * widows and lonely elderly people. There are 40 crisis notes spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse). Most avoid the textbook
 * words. Some hide the crisis in one sentence of a long ordinary entry, and others answer a relative's or
 * therapist's question, fill in a screening form honestly, take over a song line, write a list or a letter,
 * ask themselves questions or use dark humour. There are also 40 quiet hard cases across seven guards:
 * figurative idioms from each region, others' deaths (war, a pet, a friend's suicide, massacres in the news),
 * fiction (a novel, a telenovela, a school play, a game, a story being written, a dream), medical (A&E shifts,
 * normal doses, a vet, fentanyl patches), a past crisis that is clearly over, everyday rope/roof/gas/knife/letter
 * words, and explicit negation. The notes range from one line to ten, with voseo, Mexican, Chilean and
 * Colombian slang, all-lowercase text, missing punctuation, abbreviations and emoji.
 *
 * First run, on da673ad (the stop's start), before any change made for it: recall 37/40,
 * false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'ojalá mañana me pise un bondi yendo al colegio y listo. no es que me quiera matar eh, es q no quiero despertarme más para esto',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Hoy hace dos años que se fue Antonio. Esta noche le he pedido a la Virgen que me lleve con él mientras duermo, que no me despierte más. Ya no pinto nada en este mundo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera dormirme y ya no despertar, neta, nomás eso pido',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Hoy en curso de español la profesora pregunta qué deseo para año nuevo. Yo digo "paz". Verdad es que deseo desaparecer, no existir, que no quede nada de mí. Mi marido en Zaporizhzhia no contesta tres días.',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Los del gota a gota vinieron otra vez a la casa y mi mamá se puso a llorar en la puerta. Ya lo decidí: esta semana me quito la vida, no voy a dejar que le hagan nada a ella por mi culpa.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Chiste del día: ¿qué hace alguien que no puede pagar el alquiler, ha suspendido cuatro y le ha dejado la novia por WhatsApp? Pues acabar con todo esta noche. Ya. Ahora sí que no es un chiste.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'La psiquiatra me dio el cuestionario. Pregunta 9: "Pensamientos de que estaría mejor muerto o de hacerse daño de alguna manera". Marqué "casi todos los días". Lo que no escribí es que ya no son pensamientos, que lo quiero hacer y que lo voy a hacer pronto. Le sonreí, le di las gracias y me fui.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'mi viejo me echó de la casa cuando le dije q soy gay. estoy donde un amigo pero no tengo pa donde ir. me quiero matar weón, no es talla, hoy no aguanto',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Tercera semana en el frente, cerca de Pokrovsk. A Yeison y a Brayan los mató un dron delante de mí. Ya no me escondo cuando suenan, al contrario. Mañana salgo de la trinchera a campo abierto y que me den, así vuelvo en bolsa y mi mamá cobra el seguro.',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Se perdió todo el maíz con la sequía y el banco no espera. Hoy compré el veneno para la plaga y lo guardé aparte en el tejabán, ese no es para la milpa. Nomás estoy esperando que la Lupe se vaya con su hermana a Zacatecas.',
    crisis: true,
    class: 'method',
  },
  {
    text: '¿Cuántos pisos hacen falta para no fallar? ¿Cinco? ¿Seis? Llevo toda la tarde asomada a la ventana del sexto haciendo la cuenta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré una soga en la ferretería, le dije al señor que era pa amarrar la lancha. Ya encontré la viga buena en el almacén de atrás. Que Dios me perdone pero no aguanto más.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Saqué el revólver del viejo del ropero y lo limpié. Las balas están en la lata de galletitas. Cuarenta y pico de años cargando Malvinas en la cabeza. Ya está. No aguanto más los gritos de noche.',
    crisis: true,
    class: 'method',
  },

  {
    text: 'Martes.\nPor la mañana llevé a la perra al veterinario, todo bien, solo las vacunas.\nCompré pan y fui al banco a cancelar la cuenta de ahorro.\nComí con mi hermana, hablamos de las vacaciones de los niños y de la boda de la prima en junio.\nMe preguntó si iré. Le dije que claro.\nNo iré. El sábado, cuando ella se lleve a los niños al pueblo, cierro el garaje y dejo el coche en marcha.\nLuego limpié la cocina y vi dos capítulos de la serie.\nMañana tengo dentista a las diez.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Cosas para el viernes:\n- mandar el último informe\n- dejar a Michi con Laura\n- escribir las cartas\n- ir al puente de madrugada, cuando no pase nadie\nYa está todo decidido. Me siento extrañamente tranquila.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche lo ensayé. Me subí a la silla con el cinturón ya amarrado y me quedé ahí como media hora. Me bajé porque oí toser a mi hijo. El domingo que se lo lleve su papá ya no va a haber nadie que me detenga.',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'Querida Sofi:\ncuando leas esto no quiero que pienses que fue tu culpa, nunca.\nTe dejé la clave del celular en el cajón de la cocina, y el Ramón se queda con la tía Marta, ya hablé con ella.\nSos lo mejor que hice en la vida.\nPerdoname.\nMamá',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le he dado mi switch a mi primo y la sudadera negra a la Carla 🙂 les he dicho que ya no las uso. en verdad es pa que tengan algo mío. ya queda poco',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He escrito a mi madre en Járkov que la quiero mucho y que me perdone todo. A la vecina Pilar he dado llaves y el gato, le dije que es para unos días. No son unos días. Sin Oleh no tengo fuerzas más.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gracias a todos los que alguna vez me quisieron, de verdad. Dejé todo organizado: las deudas anotadas en el cuaderno azul y la moto ya está a nombre de mi hermano. Chao parceros, nos vemos en otra vida.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mi marido vuelve a dormir en el sofá para no despertarme cuando me dan las crisis de dolor. Ha pedido reducción de jornada para llevarme a las consultas. Los niños ya no traen amigos a casa por mí.\nSin mí les iría muchísimo mejor. Cada día pienso más en quitarles este peso de encima, para siempre.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija me cambia el pañal antes de irse a trabajar. Tiene cincuenta años y la tengo acabada. Si me muero le hago un favor. Ya no me voy a tomar la pastilla del corazón, así nomás se acaba todo más rápido.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'la guagua llora más cuando la tomo yo. con la suegra se calma altiro. el Nico y la guagua estarían mejor si yo no estuviera, lo pienso todo el rato cuando le doy pecho a las 4 am',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Sin piernas no sirvo para el frente ni para trabajar aquí en Valencia. Mi mujer limpia casas para pagar todo y yo solo como y ocupo sitio. Para ella sería más fácil si no estoy. Ya pensé cómo hacer que parezca accidente para que cobre algo.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'hoy en la secu me volvieron a decir gorda en el baño. llegué y me corté otra vez en la pierna pa q no se vea. ya van 3 días seguidos y ahorita quiero más',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me he vuelto a quemar el brazo con el mechero. Es lo único que hace que se calle el ruido. Me lo merezco por inútil y mañana seguro que lo vuelvo a hacer.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy tampoco comí nada. me lo prohibí por llorar en el laburo delante del jefe. si mañana la vuelvo a cagar tampoco como. la comida me la tengo que ganar',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puños a la pared hasta que se me abrieron los nudillos y después seguí con la cabeza. Mi esposa me encontró sangrando en el patio. No sé parar. Me tengo que castigar por lo que pasó en esa vereda.',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'Tres años bajo ocupación. Mi hijo en cautiverio, no sé si vive. Nada va a cambiar, nunca. No veo para qué seguir respirando mañana.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Camilo Sesto lo cantaba por amor, yo me lo quedo sin el amor: "vivir así es morir". Ya probé la terapia, las pastillas, cambiarme de ciudad. No hay salida de esto y no quiero seguir intentándolo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Cinco años sin papeles, sin ver a mis chamos en Maracaibo. Hoy me negaron el arraigo otra vez. No hay salida, no la hay. Ya no quiero seguir levantándome para esto, ya no.',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Mamá me ha preguntado por teléfono si estoy bien. Le he dicho que sí. No estoy bien. Llevo un mes guardando las pastillas de dormir en una caja de zapatos y creo que ya tengo bastantes.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ya me tome toda la botella de tequila y la mitad del frasco de clonazepam y me voy a tomar lo q queda no le digan a mi mama q fue a proposito',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy me puse más insulina de la que me toca. Harta más. Si mañana no me despierto, que así sea. Estoy cansada de pelear con este cuerpo.',
    crisis: true,
    class: 'dose',
  },

  {
    text: '14 meses limpio y hoy volvieron las ideas de antes, las de terminar con todo, igualitas a las de la internación. No consumí, pero tengo la cabeza en ese lugar otra vez y me asusta lo tranquilo que estoy.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La psicóloga me preguntó: "Del 1 al 10, ¿cuánto se parece esta semana a la de hace dos años?". Le dije 4. Mentí. Es un 9. Otra vez estoy mirando las mismas cosas y haciendo las mismas cuentas que antes del hospital.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '200 días sin cortarme y hoy tengo el sacapuntas desarmado en la mano otra vez 😶 no sé cuánto más aguanto',
    crisis: true,
    class: 'relapse',
  },

  {
    text: 'Pronto voy a ver a la abuela. Ella me decía que allá arriba me iba a esperar con arroz con leche. Ya falta poco, abue, ya casi.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Tranquilos todos, que ya no voy a dar guerra mucho más tiempo. Esta vez va en serio.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me voy de viaje largo, de esos sin tiquete de vuelta. Nadie sabe y mejor así. Le dejé comida al loro para una semana, después que lo cuide mi hermana.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- quiet ----------------
  {
    text: 'Este TFG me está matando. Tres noches sin dormir y el tutor me ha devuelto el capítulo entero en rojo. Me muero de sueño, pero el viernes se entrega y se acabó.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la vergüenza: le mandé el audio quejándome del jefe AL JEFE. Tierra trágame. Mañana me hago la enferma jajaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué oso, neta me quería morir cuando se me cayó la charola con el pastel en la boda de mi prima. Todos voltearon. Ya después nos reímos con mi tía hasta llorar.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerto, parce. Doble turno en la bodega y después el bus varado una hora en la autopista. Me tiro a la cama y mañana otra vez. Igual el viernes pagan 🙌',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me quiero pegar un tiro con este ramo de cálculo jajaja, tercera vez que lo doy. la profe es un siete igual. mañana estudio con la Cata en la biblio',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy aprendí expresión "estar hasta la coronilla". Yo estoy hasta la coronilla de extranjería, ¡me matan con tanta cita previa! Pero hoy por fin tengo la TIE. Celebramos con paella con Ira y los niños.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy llegó la confirmación: identificaron el cuerpo de Andriy por ADN. Año y medio esperando.\nLloré en el baño del trabajo, luego seguí limpiando.\nMañana hablo con el consulado para el entierro.\nNuestra hija preguntó si papá ya no vuelve. Le dije la verdad.\nDormimos las dos juntas en mi cama.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Toto. Catorce años. El veterinario fue re amable, le tuve la cabeza en mi falda hasta que se fue. La casa está silenciosa de una manera horrible.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra masacre en el Cauca, seis muchachos. Uno era de la vereda de mi abuela. Uno ya no sabe ni qué sentir con tanta muerte en las noticias.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un mes que Javi se quitó la vida y yo sigo escribiéndole por WhatsApp como si fuera a contestar. Hoy le llevé croquetas a su madre. Hablamos de él y hasta nos reímos un poco. Quiero acordarme de él así.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Enterramos a mi abuelo hoy en el panteón del pueblo. Le llevaron mariachi, como él quería. Me hubiera gustado ir con él una última vez a la milpa, como cuando yo era chamaco.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió la señora Inés, la del departamento de al lado, la única con la que tomaba once. Se me están yendo todas. Mañana voy al velorio aunque me duela la cadera.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Terminé "Crónica de una muerte anunciada" para Lengua. Desde la primera página sabes que lo van a matar y aun así lees esperando que alguien avise a Santiago Nasar. Mañana examen.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Sigo con el cuento para el concurso: la protagonista escribe una carta de despedida y se va al puente. No sé si salvarla. Creo que sí, que la encuentra el panadero que pasa a las cinco. Mañana lo termino.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de una azotea y nunca llegaba al suelo. Me desperté sudando a las 5. Lo busqué en internet y dice que es ansiedad. Pues claro, la auditoría del lunes.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Me morí 40 veces con el jefe final del Elden Ring. CUARENTA. Al final lo maté con el arco y grité tan fuerte que el vecino golpeó la pared 😂',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Último capítulo de la novela: la villana se aventó del acantilado con todo y carro. Mi mamá y yo gritando en la sala. Qué drama. El lunes empieza otra.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de teatro: soy Julieta y en el quinto acto me toca beber el veneno. La profe dice que me muero demasiado rápido y que tengo que alargarlo. Qué difícil es morirse bien en un escenario.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Guardia de 24 en la urgencia. Entró una piba de 17 con sobredosis de paracetamol, le pusimos la N-acetilcisteína a tiempo y va a estar bien. Hablé con la mamá en el pasillo. Llegué a casa y me dormí vestida.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. La doctora dice que en dos o tres semanas debería notar algo. Apunto la pastilla en el calendario de la nevera para no olvidarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi nieta me ha preparado el pastillero de la semana: la del azúcar, la de la tensión, el Sintrom y el omeprazol. Ahora ya no me lío. Qué maña tiene la niña.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Llamé al veterinario porque la vaca pinta tenía el parto atravesado. Le metió el brazo hasta el codo. Salió el ternero vivo, una hembrita. Qué día, Dios mío.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Unidad del dolor. Me cambian a parches de fentanilo de 25 y tengo que vigilar si me da mucho sueño. Me dieron una hoja con lo que NO debo hacer: no mezclar con alcohol, no cortar el parche. Todo apuntado.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy la señora que cuido en Alicante tomó doble pastilla de tensión por error. Llamé al 112, dijeron vigilar y tomar tensión cada hora. Todo bien. En Ucrania fui médica, aquí soy cuidadora, pero sirve.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años de mi intento. Lo celebré corriendo 5 km en el Retiro con mi hermana y luego churros. Estoy viva y quiero estarlo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la pileta una nena me preguntó por las cicatrices del brazo. Le dije que son de una época muy fea que ya pasó. Y es verdad: hace seis años que no me corto. Me metí al agua tranquila.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace diez años me quería morir y me tomaba todo lo que encontraba. Hoy me dieron mi medalla de 10 años en AA. Vino mi hija. Lloramos los dos.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando la mina me quitó la pierna en 2015 pensé en pegarme un tiro con mi propio fusil. Hoy le enseñé a mi hijo a montar en bicicleta. Quién me lo iba a decir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Última sesión con la Marta. Repasamos el plan de seguridad de hace dos años y nos dio risa porque ya ni me acordaba de él. Me dio el alta. Me compré flores.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Compré cuerda nueva para el tendedero y pinzas de colores. Con este sol la ropa se seca en una hora. Mañana toca sábanas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea con mi suegro a arreglar la antena. Casi nos caemos los dos de la risa cuando por fin se vio el partido.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el instituto de Murcia antes de mudarnos a Madrid. Los compañeros me escribieron una carta de despedida y me regalaron la camiseta del equipo. Lloré un poco. Adiós, Murcia.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se acabó la bombona de gas en mitad de la ducha. Agua helada en enero. Grité tanto que vino mi madre corriendo. Mañana llamo al butanero.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Lista de la compra: cuchillo nuevo para el pan, pastillas para el lavavajillas, veneno para las hormigas, pilas. Y no olvidar el cumple de Lucía el jueves.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Perdí el último tren a Rosario y me quedé en Retiro hasta las 5. Café horrible, charla con un señor que vendía medias. Llegué y dormí toda la tarde.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No, no quiero morirme. Quiero que se acabe la guerra, que mi hermano vuelva del frente y poder dormir sin las alarmas en el móvil. Eso es todo lo que quiero.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Para que conste, querido diario: no tengo ganas de hacerme daño ni nada de eso. Estoy agotada de cuidar a papá con el alzhéimer, que es otra cosa. Mañana viene la chica del respiro y voy a dormir diez horas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'El médico de cabecera me pasó el test. ¿Ideas de muerte? No. ¿Ganas de hacerse daño? Tampoco. Tristeza sí, mucha, desde el despido. Me derivó a salud mental, cita en marzo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Le conté a mi mamá que soy bi y no lo tomó bien, pero tranqui, no estoy pensando en nada raro. Mi tía me dijo que me puedo quedar con ella el finde. Hay gente que sí me banca.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo ocho palos y no sé cómo los voy a pagar. Pero no, no me voy a matar por plata, eso lo tengo clarísimo. Mañana voy a repactar al banco con mi cuñado.',
    crisis: false,
    guard: 'negation',
  },
];
