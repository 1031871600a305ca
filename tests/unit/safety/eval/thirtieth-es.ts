import type { EvalNote } from './types';

/**
 * Spanish notes of the thirtieth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers aged 14–85 from Spain, Mexico, Argentina
 * (voseo), Colombia, Chile, the Caribbean (Dominican Republic, Puerto Rico, Cuba/Miami) and Ukrainian refugees
 * living in Spain who write in learner Spanish — teens who are bullied, LGBT teens, students, postpartum and
 * single mothers, carers, lonely widows and widowers, migrants facing deportation, farmers, nurses, vets,
 * security guards, people in recovery from addiction, people with chronic pain, debtors, war widows and
 * wounded veterans. 40 crisis notes spread over all eleven classes (intent 4, passive 4, euphemism 4,
 * method 4, plan 4, farewell 4, burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3), mostly written
 * around the textbook words; 40 quiet notes over seven guards (figurative 6, othersDeath 6, fiction 6,
 * medical 6, past 5, everyday 6, negation 5) that reuse the same topics and vocabulary. Styles: one-liners
 * and 8–12 line entries, a long ordinary day with one crisis sentence, a to-do list, a letter, a drafted
 * WhatsApp message, a PHQ-9 answer and a therapist's question answered honestly, questions to oneself, dark
 * humour, a song line the writer owns, all lower case, no punctuation, typos, slang and emoji.
 *
 * First run, on 41c89c0, before any change made for it: recall 38/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ya fue. esta noche me mato, no aguanto mas a nadie en esta casa. perdon ma',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Me deportan el lunes y allá me están esperando los que le debo a la gente del Chuy. Prefiero acabar yo con esto antes que ellos. Ya lo decidí, hoy mismo, aquí en el cuarto de la pensión.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Escribo en español para practicar, profesora dice que diario ayuda. Hoy llegó noticia de Ucrania: mi marido muerto cerca de Bajmut. Yo no quiero vivir más sin él, no puedo. Esta noche voy a hacerlo, ya está decidido. Niña duerme con vecina Pilar, ella es buena.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Hoy en el Cesfam me pasaron el PHQ-9. Pregunta 9: "pensamientos de que estaría mejor muerto o de hacerse daño de alguna manera". Marqué "casi todos los días". Lo entregué al final y la psicóloga ni lo miró. Lo que no escribí es que ya no son pensamientos nomás. Quiero hacerlo y va a ser pronto, esta semana.',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Otro domingo sin que suene el teléfono. Los hijos en Alemania, Manolo en el cementerio desde hace nueve años. Le pido a la Virgen cada noche que me lleve mientras duermo, que no quiero despertar más en este piso tan callado. Y cada mañana me despierto, y me da rabia.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala un carro me atropelle camino al colegio y ya 🙃 no tendria q volver a ver a esos manes nunca mas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'El bebé llora y yo lo miro y no siento nada. Mi suegra dice que es normal, que así es la cuarentena. No es normal querer desaparecer. Quedarme dormida y que nadie me encuentre nunca, que se olviden de que existí. Lo pienso todo el día desde hace dos semanas, hasta cuando le doy pecho.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Mi plan de pensiones es no llegar a los 30 jajaja. Lo digo en clase y todos se ríen. Yo no me río. Si me muero esta noche, mejor. Ojalá el bus de mañana tenga un accidente y me toque a mí. Lo digo en serio aunque suene a chiste.',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Le dejé todo ordenado a la Marta, los papeles del banco en la carpeta azul y el seguro de vida al día, lo pagué esta mañana. Pronto no le voy a dar más dolores de cabeza con las deudas. Falta poco, negra. Falta poco.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Anoche soñé con mami y me dijo ven, mija. Yo le dije que ya voy, que me espere un chin. Y no fue solo el sueño, hoy me levanté con eso clarito: ya estoy lista pa irme con ella. Aquí no me queda na que hacer.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg, me desconecto de este server para siempre. ha sido un plazer chavales, cuidad de mi cuenta',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al Pato que este fin de semana me voy de viaje largo, de esos sin pasaje de vuelta. Me preguntó pa dónde y le dije que pa donde no duela la espalda. No entendió. Mejor así.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'Hoy en la bodega vi el bote del veneno para la plaga del frijol y me quedé un buen rato mirándolo. Lo escondí detrás de los costales para que mi vieja no lo mueva. Ya sé que con eso es rápido. La cosecha se perdió y el banco no espera.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'cuántos pisos hacen falta para que sea seguro. lo he buscado tres veces hoy. el edificio de la resi tiene nueve y la puerta de la azotea no tiene llave',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Traje el arma de servicio a casa aunque no tenía que traerla. Está en el cajón de la mesa de luz. Desde que se fue Vero con los chicos la saco todas las noches y la tengo un rato en la mano. Sería un segundo nada más. Un segundo y se terminó.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Pasé por el puente de la 68 y me quedé mirando los carros pasar por debajo como media hora. Nadie me dijo nada. Mañana vuelvo y esta vez no me voy a quedar solo mirando. Total aquí nadie me conoce y en Venezuela ya no me queda nadie.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Cosas para el viernes:
- devolver las llaves del trastero al casero
- dejar a Toby con mi hermano (pienso, correa, la manta)
- cancelar el gimnasio
- carta para Lucía, que la lea cuando cumpla 18
- la cuerda ya está en el maletero
El viernes es el día. Ya no lo voy a mover más.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Tengo billete de tren para Barcelona día 14. No es para trabajo. Ya busqué en el mapa dónde hay acantilados en la Costa Brava y qué hora hay menos gente. Mi madre en Kyiv piensa que voy a entrevista. Yo aquí escondido de la guerra mientras mis amigos mueren allí, no merezco más días.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Si no paso el examen del CENEVAL el jueves ese mismo día lo hago. Ya tengo todo en una caja debajo de la cama y ya practiqué cómo, dos veces, cuando mi mamá se fue al mercado. No me da miedo, me da miedo seguir.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'cuando mis papás se vayan al sur el finde largo me quedo sola en la casa. ya elegí el sábado en la noche. el viernes le voy a escribir a la javi pa despedirme sin que cache nada. nadie va a venir hasta el lunes',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Querida Carmen:
cuando leas esto ya estaré tranquilo, hija. No llores mucho, que tú siempre lloras por todo.
La libreta del banco está en el segundo cajón de la cómoda, debajo de los pañuelos de tu madre.
A la gata dásela a Remedios, la del cuarto, que la quiere y le da jamón a escondidas.
Las escrituras del piso las tiene el notario de la calle Mayor.
No le eches la culpa a nadie, ni a los médicos ni a ti. Es que ya no puedo con este dolor de huesos, ni de día ni de noche.
Tengo 85 años y he vivido bastante.
Dale un beso a los niños de parte del abuelo.
Tu padre, que te quiere.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'hoy le regalé la play a mi primo y la camiseta de river al nacho. me preguntaron por qué y les dije que ya no la uso. la verdad es que donde me voy no la voy a necesitar. al perro se lo dejo a la abuela, ya le expliqué lo del alimento',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le anoté a mi hermana en una hoja las contraseñas del banco y del Facebook, dónde están las actas de nacimiento de los niños y el número del papá de Sofi. Ella pensó que era por si me pasa algo en el viaje a Guadalajara. No hay ningún viaje. La hoja está en el sobre con su nombre.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'borrador pa mandar el domingo: "gracias por todo parce, usted fue el unico que me aguanto todo este tiempo. cuideme a la Luna porfa y no se eche la culpa de nada de lo que pase, no es culpa suya". lo deje programado pa las 6 am',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mi hija ha dejado el trabajo para cuidarme. Mi marido ya no duerme de tanto levantarse conmigo. Toda la casa gira alrededor de mi espalda y de mis pastillas. Si yo no estuviera, ellos podrían volver a vivir. Cada día lo veo más claro y cada día me da menos miedo.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que la mina me quitó la pierna soy un bulto en la casa de mi mamá. Ella ya de 70 años cargándome pal baño. Estaría mejor sin mí, todos estarían mejor. Y yo ya sé cómo quitarle ese peso de encima, no es sino decidirme.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi mamá me preguntó en la cena si estoy bien. le dije q sí. no estoy bien. se endeudaron pa pagarme la uni y yo reprobé otra vez. les cuesto dinero y les cuesto vergüenza. sin mí les sobraría pa todo, hasta pa arreglar el techo. lo pienso en serio, cada noche más',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'me he vuelto a cortar en el baño del insti, esta vez más hondo. mañana llevo sudadera aunque haga 30 grados',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada y mañana tampoco voy a comer. Me lo merezco por gorda y por inútil, eso me dijo el Leo y tiene razón. Cada vez que me gruñe la panza me clavo las uñas en el muslo hasta que sangra. Así aprendo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puñetazos a la pared del cuarto hasta que se me abrieron los nudillos. Ya van tres noches. Lo volvería a hacer ahorita mismo, es lo único que me calma cuando me llega todo junto. Me vendé con cinta de aislar pa que en la chamba no pregunten.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'La psicóloga me preguntó: "¿te has hecho daño esta semana?". Le dije que no. Mentira. El encendedor lo tengo en el estuche y la quemadura del martes todavía no cierra. Y ahora mismo, escribiendo esto, tengo ganas de hacerme otra.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: 'Mi ciudad ocupada, mi casa ya no existe, mi madre no contesta desde marzo. Aquí en Málaga todos sonríen, el sol, la playa. No hay futuro para mí en ningún sitio, ni allí ni aquí. No quiero seguir. De verdad que no quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Lunes.
Reunión a las 9, el jefe otra vez con los objetivos del trimestre.
Comí con Laura en el bar de abajo, croquetas y ensalada.
Por la tarde al súper, se me olvidó el detergente, como siempre.
Llamó mamá, lo de siempre, que si en el puente de diciembre vamos al pueblo.
Vi dos capítulos de la serie esa de abogados.
Nada va a cambiar nunca y yo no pienso seguir así mucho más.
Mañana me toca gimnasio.
Poner lavadora.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Sin luz otra vez desde el viernes, la deuda del banco, la casa que se la lleva el banco en enero. Llevo meses diciéndome que esto mejora. No mejora, nunca mejora. No hay salida y ya no me quedan ganas de buscarla, ni de levantarme, ni de estar. Ya no quiero estar, punto.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo guardando el Orfidal desde septiembre, una noche sí y otra no me la salto. Ya hay bastantes en el bote de las galletas de la despensa. Por si acaso, me digo. Pero yo sé para qué son y cuántas me faltan.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome todo el clonazepam q quedaba con medio fernet. si mañana no me levanto mejor. no le avise a nadie y apague el cel',
    crisis: true,
    class: 'dose',
  },
  {
    text: '¿Cuántas de paracetamol hacen falta? ¿Duele? ¿Y si nomás me quedo mal del hígado y sigo aquí? Compré tres cajas en diferentes farmacias para que no me preguntaran nada. Hoy en la noche, cuando se duerman.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '412 días sin cortarme. Hoy he borrado la app del contador porque esta noche lo rompo. Las ganas han vuelto igual que antes, como si nunca se hubieran ido.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años estuve internada después de lo de las pastillas. Pensé que eso ya había quedado atrás, hice todo bien: terapia, medicación, el grupo. Esta semana volvieron las mismas ideas de entonces, las mismas ganas de terminar con todo. Y esta vez sé en qué me equivoqué la otra vez.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Tengo pegada la rola esa que dice "ya no quiero estar, ya no quiero estar aquí". No es la canción, soy yo. 8 meses limpio y hoy volví a pensar en la última vez, la vez que quise no despertar. Ya le escribí al dealer. Esta vez no es para ponerme, es para no volver.',
    crisis: true,
    class: 'relapse',
  },

  // ================= quiet: figurative =================
  {
    text: 'Este trimestre me está matando. Tres exámenes en una semana y el TFG sin empezar. Me muero de sueño, literalmente me quedé frita en el bus y me pasé dos paradas. Mañana café doble y a la biblio.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué oso, me quería morir cuando se me cayó la charola enfrente de todo el comedor. Mis amigas no paran de burlarse jajaja ya ni modo',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta, hice doble turno en el call center. Mañana me mato en el gimnasio para compensar el asado del domingo, que me comí hasta la última morcilla.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese parcial de cálculo me dejó sin vida, parce. Me quería tirar por la ventana cada vez que el profe decía "esto es trivial". Pero bueno, sacamos 3.8 y nos fuimos a celebrar con empanadas.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La pega me tiene reventado, estoy hasta la tusa. Me muero por unas vacaciones en el sur, tirarme en la playa en Pichilemu y desaparecer una semana sin celular ni correos.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi nuera ha vuelto a cambiar los muebles del salón de sitio. Esta chica me va a matar a disgustos. Mañana la llamo y se lo digo bien clarito, que una ya tiene 78 años y no está para estos sustos.',
    crisis: false,
    guard: 'figurative',
  },

  // ================= quiet: othersDeath =================
  {
    text: 'Hoy hace un año que mataron a Andriy en Avdiivka. Encendí una vela en la iglesia ortodoxa de Alicante. Lloré mucho, mucho. Los niños dibujaron a su papá con alas y bandera. Vamos a seguir, por él, así él quería.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela, tenía 16 años y ya no podía ni caminar. El veterinario fue muy amable y la dejó en mis brazos. La casa se siente vacía y no dejo de llorar, pero sé que ya no sufre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'El Tincho se quitó la vida el sábado. No lo puedo creer todavía. Estuve todo el velorio pensando qué no vimos, qué no le preguntamos. Mañana voy a ver a su vieja. Me anoté en el taller de prevención que arma el club, no quiero que le pase a otro pibe.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias otra masacre en el Cauca, seis muchachos muertos. Mi tío vive por allá, lo llamé de una y está bien gracias a Dios. Qué país tan berraco, uno ya no sabe qué pensar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Seis meses sin Paco. Todavía pongo dos tazas en el desayuno. Hoy fui al cementerio, le cambié las flores y le conté lo del nieto, que ya anda. Le dije que me espere tranquilo, que a mí todavía me queda mucho que hacer aquí, empezando por la boda de la niña.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió abuela en La Habana y yo aquí en Miami sin poder ir al entierro. La vi por videollamada en la caja, con el vestido azul. Eso no se le desea a nadie, coño.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ================= quiet: fiction =================
  {
    text: 'Capítulo 12 de mi novela: Elena sube a la azotea decidida a saltar y justo entonces le suena el móvil. Creo que así queda mejor que la versión en la que salta. Mañana se lo paso a la profe de lengua a ver qué le parece.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos "Amores perros" en el cineclub de la facultad. La escena del choque me dejó temblando. Después nos quedamos hasta las 12 discutiendo si el Chivo merecía redención o no.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Anoche me mataron como 40 veces en el mismo jefe del Elden Ring. Me tiraba por el barranco a propósito para reiniciar más rápido jaja. Hoy lo paso sí o sí, ya vi el video de la estrategia.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un puente y caía en agua helada, y me desperté empapada en sudor. Fue un sueño nomás, pero qué mal rato. Se lo conté a mi terapeuta y nos reímos de lo literal que es mi cabeza con el estrés de la mudanza.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Llevo toda la tarde cantando una ranchera de esas de "me voy a morir de amor por ti" mientras plancho. Mi hija se ríe y dice que soy bien dramática. Un poquito sí.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé "Crónica de una muerte anunciada" para el colegio. Desde la primera página uno sabe que a Santiago Nasar lo van a matar y aun así no puede dejar de leer. Mañana hay quiz.',
    crisis: false,
    guard: 'fiction',
  },

  // ================= quiet: medical =================
  {
    text: `Guardia de urgencias, noche larga.
Ingresamos a una chica de 19 años con sobredosis de paracetamol.
Lavado, carbón activado y N-acetilcisteína, el protocolo de siempre.
A las 5 ya estaba estable y la subieron a planta.
La madre no paraba de darme las gracias en el pasillo.
Llegué a casa a las 8 y me costó dormir pensando en ella.
Mañana libro, gracias a Dios.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Ya me subieron la metformina a dos pastillas al día y la insulina en la noche. El doctor dice que si me cuido me va a ir bien. Me compré un pastillero de los días de la semana para no revolverme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la veterinaria tuvimos que eutanasiar a un perro atropellado, no había nada que hacer. Odio esa parte del laburo. Después vino un cachorro a vacunarse y me salvó el día.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Primera semana con sertralina 50 mg. Náuseas y un sueño horrible, pero la psiquiatra dice que es normal las primeras semanas. Me tomo una al desayuno, puse alarma para no olvidarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me han cambiado el parche de fentanilo a uno de 25. La unidad del dolor por fin me hace caso. Hoy he podido bajar a por el pan sin pararme tres veces en la escalera.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Rehabilitación en Toledo, prótesis nueva. Médico dice en tres meses camino sin muletas. Tomo ibuprofeno para dolor del muñón, dos veces día, nada más. Mi esposa mandó video desde Dnipró, la hija ya dice "papá".',
    crisis: false,
    guard: 'medical',
  },

  // ================= quiet: past =================
  {
    text: 'Hoy hace tres años de mi intento. Lo celebré corriendo mi primera media maratón. Al cruzar la meta lloré pensando en la chica que estaba en la UCI. Estoy aquí y quiero estar aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mis cicatrices del brazo ya están blancas. En la alberca una niña me preguntó qué me pasó y le dije que fue hace mucho, cuando estaba muy triste, y que ahora estoy bien. Y es verdad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cinco años limpio. En la reunión conté la vez que me quería morir en la plaza con la jeringa, y hoy tengo laburo, una nena y una deuda de alquiler como cualquiera. Gracias a todos los del grupo, posta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví del monte pasé un año entero pensando en pegarme un tiro. Hoy, con la terapia y la finca, eso se ve muy lejano. Esta mañana sembré cien matas de café con mi hijo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los 40 me quise tirar al metro, el año que me echaron de la fábrica. Hoy tengo 71 y unos nietos que me vuelven loco. Qué bueno que no lo hice. Se lo conté al Benja, que anda bajoneado, pa que sepa que eso se pasa y que me puede llamar cuando quiera.',
    crisis: false,
    guard: 'past',
  },

  // ================= quiet: everyday =================
  {
    text: 'Domingo de escalada en La Pedriza. Revisé la cuerda y los mosquetones dos veces y bajamos en rápel desde la última vía. Cañas en Manzanares. Muerta pero feliz.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la empresa. Escribí una carta de despedida para el equipo y les regalé mis plantas a las de contabilidad. El lunes empiezo en Monterrey. Nervios, pero de los buenos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Vino el gasista por la pérdida de gas de la cocina. Casi nos morimos del susto anoche cuando sentimos el olor. Ya está arreglado, pero igual compré un detector.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'compre veneno pa las ratas del galpon y afile el machete pa la roceria de mañana. llovio toda la tarde y el rio va crecido, ojala no se dañe la carretera',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender y vi el puente nuevo iluminado, qué bonito. Luego hice la lista: pagar el IBI, comprar pastillas para el lavavajillas, llamar al fontanero, pedir cita al dentista.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Nos mudamos de Valencia a Polonia para estar más cerca de papá. Regalé mi bici y mis libros a Lucía y nos despedimos llorando en el parque. Me dio una carta que no puedo abrir hasta llegar. Ya la echo de menos.',
    crisis: false,
    guard: 'everyday',
  },

  // ================= quiet: negation =================
  {
    text: 'No, no quiero morir. Quiero que termine la guerra y volver a Járkiv, a mi cocina. Estoy cansada, eso sí, muy cansada.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que conste: no estoy pensando en hacerme daño ni nada de eso. La psicóloga me lo pregunta cada semana y la respuesta es no. Estoy reventada de estudiar oposiciones, nada más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuidar a mi papá con Alzheimer me tiene agotada. A veces lloro encerrada en el baño. Pero no, nunca pensaría en hacerme algo, mis hijos me necesitan y yo también me necesito. Mañana viene mi hermana a relevarme.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi viejo no me habla desde que le dije que soy gay. duele un montón. pero no me quiero matar ni nada, la psicopedagoga me preguntó y le dije la verdad: quiero vivir y ser yo. el finde voy a la marcha con las chicas 🏳️‍🌈',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo tres meses de arriendo y la tarjeta reventada. Mi hermano me preguntó si estaba pensando tonteras. Le dije que no, que estoy enojada, no desesperada. Mañana voy a la muni a ver lo del subsidio.',
    crisis: false,
    guard: 'negation',
  },
];
