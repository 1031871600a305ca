import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-sixth round, written blind (the writers saw neither the detector nor any earlier round): the writers are a Mexican single mother, an Argentine
 * teenager, Ukrainian refugees in Valencia and Madrid (a woman from an occupied town, a man back from captivity,
 * a war widow), a Colombian soldier without a leg, a Chilean farmer losing his land, a Spanish widower of 84, a
 * postpartum mother, a gay teen thrown out by his parents, bullied secondary pupils, students in Bogotá and
 * Madrid, a migrant flatmate, a recovering addict, a carer of a mother with Alzheimer's, an A&E nurse, chronic
 * pain patients, a Malvinas veteran's grandson and lonely elderly people. 40 crisis notes spread over all eleven
 * classes (intent 4, passive 4, euphemism 4, method 3, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3,
 * dose 3, relapse 3) and 40 quiet notes over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 5, everyday 6, negation 5). Styles: one-liners and 8–12 line diary entries where the crisis is one
 * sentence among chores, answers to a relative's or therapist's question, a screening scale answered honestly,
 * lists, letters, questions to oneself, a song line the writer owns, real dark humour, all lower case without
 * punctuation, typos, emoji, voseo, Mexican, Chilean, Colombian, Caribbean and Peninsular slang, and the Spanish
 * of Ukrainians who are still learning it.
 *
 * Scored once, on 57be56f, without being read: recall 40/40, false alarms 3/40 (on be8889e, the
 * start of the stop that wrote it: recall 40/40, false alarms 4/40). Kept out of the development sets
 * and the reader's training until the thirty-seventh round's changes were judged on it (no
 * verdict changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Lunes.
Llevé a Dani a la escuela, se le olvidó el lonche otra vez y tuve que regresar por él.
En el trabajo la supervisora me volvió a gritar por lo de las cajas.
Comí un taco en la esquina, no tenía hambre.
Hablé con mi hermana, le conté que el casero quiere subir la renta.
Hoy en la noche termino con todo esto, ya lo decidí, nomás que se duerma Dani.
Hay que pagar la luz antes del jueves.
Compré tortillas y leche.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya fue no aguanto mas a nadie le importo y hoy me mato posta nadie me va a estrañar ni mi vieja',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mamá me pregunta por Viber si estoy bien. Le dije que sí, que el trabajo en el almacén bien, que Valencia bonita. No estoy bien. Hoy quiero acabar con mi vida, no voy a esperar más, ya no puedo con las alarmas que suenan en mi cabeza aunque aquí no hay alarmas.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Volví del cautiverio hace cuatro meses. Todos dicen que tengo suerte. Ya tomé la decisión: no quiero seguir vivo ni una noche más, esta es la última.',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Ojalá no despertar mañana. Es lo único que le pido a la Virgen.',
    crisis: true,
    class: 'passive',
  },
  {
    text: '"Quiero irme y no volver, quiero apagarme despacito" — la pongo en bucle desde el domingo y ya no es la canción, soy yo. Cada noche le pido al techo que se me caiga encima y que mañana yo no exista.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Once años con la fibromialgia. Hoy el dolor no me dejó ni peinarme. Si una mañana no me levanto de esta cama que nadie llore, de verdad, le pido a Dios cada noche que me lleve mientras duermo porque no quiero amanecer otra vez así.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me atropelle un camion saliendo del insti y asi ya no tengo q volver 🙃🙃 y no, no es broma',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'Ya no voy a ser un problema para nadie por mucho tiempo. Lo del préstamo, lo de la tarjeta, lo de mi suegro... todo eso se arregla solo cuando yo no esté. Ya lo tengo resuelto.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Abuelita, ya falta poco. Pronto me voy contigo, tú me dijiste que me ibas a esperar. Esta semana, te lo prometo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "mi gente ya yo me voy a desconectar de to' esto pa' siempre, dique unas vacaciones largas jaja. no es chiste. que nadie me busque despues del sabado, ta to bien",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'La psicóloga de la EPS me preguntó del 0 al 10 cuántas ganas tengo de seguir. Le dije que un 5 para que no se preocupara. La verdad es 0. Creo que esta semana me bajo del bus, ya no quiero seguir el recorrido.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'Busqué en el celular qué altura tiene el puente de la autopista. Hoy pasé caminando por ahí tres veces, mirando para abajo. Quiero que sea ahí.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El viejo guarda la escopeta en el galpón y sé dónde deja la llave. Lo pienso todo el día, en agarrarla y usarla conmigo, a la tardecita cuando él se va al pueblo.',
    crisis: true,
    class: 'method',
  },
  {
    text: '¿Aguantaría la viga del garaje? ¿Cuánto tardaría? ¿Me encontraría mi hermano al volver del curro? Llevo tres noches bajando a mirarla y ya compré la cuerda.',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Cosas para el viernes:
- dejar la ropa planchada y la pieza ordenada
- devolverle la plata a la Javi
- mandarle el último mensaje a la Cata
- ir al acantilado de la costanera después de las 11, cuando ya no pasa nadie
Ya está todo. Es lo último que anoto aquí.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegí la fecha: el 14 de marzo, el día que cumplo 30. Me parece justo cerrar ahí el círculo. Hasta entonces, sonreír.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Anoche subí a la azotea del edificio cuando todos dormían y me quedé sentado en el borde como una hora, para ver si me atrevo. Me atrevo. El domingo mis compañeros de piso se van al pueblo y vuelvo a subir.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya compré el billete de autobús al pueblo de mi madre, solo ida. Allí está el río y el puente viejo y nadie me conoce ya. Sábado por la noche.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'Querida Sofi: cuando leas esto no te enojes conmigo, por favor. La Mora se queda con vos, comé bien y no la dejes sola de noche que llora. La clave del celu es la fecha de tu cumple. Perdoname por no poder más. No es tu culpa, nunca fue. Te quiero, tu hermana.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé mi guitarra a Nico y las zapas buenas a mi primo. Me preguntaron qué me pasaba. Nada, les dije, que ya no las voy a necesitar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Martes, 11 de febrero.
Hoy ha hecho frío, he encendido la estufa temprano.
He dejado en el cajón de la cómoda los papeles del banco y la escritura del piso, con una nota para Javier.
A Lola, la perra, se la queda la vecina del segundo, ya se lo he dicho, le he bajado la correa y el pienso.
He llamado a mi hermana a Cuenca sin decirle nada, solo para oírla.
He regado los geranios de Carmen por última vez.
Carmen, mañana a estas horas ya estaré contigo.
No quiero pasar otro invierno solo en esta casa.
Perdonadme, hijos.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le dejé a mi mamá la libreta con las tomas del bebé, las vacunas, la talla de pañal, todo. Ella lo va a cuidar mejor que yo. Les pedí perdón a los dos en una carta que está en el cajón de la mesita. Mañana ya no voy a estar para la de las seis.',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'Mi familia estaría mejor sin mí. Sin mis deudas, sin mis gritos, sin mí. Lo pienso en serio y cada día tiene más sentido.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija dejó el trabajo para cuidarme. A sus 50 años, cambiándome el pañal a mí. Soy un estorbo, eso soy. Lo mejor que puedo hacer por ella a estas alturas es irme de una vez y dejarla vivir.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde la mina que me quitó la pierna mi mujer me baña, me viste, me lleva al baño. Ella tiene 26 años, hermano. Si yo no estuviera podría rehacer su vida. Cada día lo veo más claro: me tengo que quitar del medio.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papas dijeron q prefieren un hijo muerto q un hijo gay. bueno. les voy a dar el gusto, sin mi van a estar mas tranquilos y mi hermanita no va a tener q escuchar las peleas',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'Me volví a cortar en el baño del instituto en el recreo. Ya no me alivia como antes, necesito más, y ahora mismo en clase de mates solo pienso en volver al baño.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada. Mañana tampoco voy a comer. No me lo merezco después de lo que le hice a mi hermana. Si me desmayo, mejor, me lo gano.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me di contra la pared del cuarto hasta que me sangró la frente. Es lo único que calla el ruido. Son las 3 y tengo ganas otra vez.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'otra vez me queme con el encendedor en el brazo, nadie se da cuenta xq ando con sudadera. ahorita quiero hacerlo de nuevo neta no me puedo aguantar',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Hoy en el curso de español aprendimos el futuro simple. Yo iré, tú irás.
La profesora preguntó qué haremos en cinco años. Todos decían: trabajaré, volveré a casa.
Yo no dije nada.
Mi casa en Oleshky ya no existe. Mi marido ya no existe, no hay tumba, solo un papel.
Mi hijo está en Polonia y no contesta.
Yo sigo respirando sin razón, en una habitación en Madrid que no es mía.
Nada va a cambiar. No hay futuro simple para mí, ni ningún futuro.
No quiero seguir.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Jueves.
Parcial de cálculo II, me fue regular, creo que saco 3.
Almorcé con Juanca en la cafetería, ajiaco.
Llovió todo el día, me empapé esperando el Transmilenio.
Mi mamá llamó a preguntar si ya pagué la matrícula.
No le encuentro ningún sentido a seguir vivo, todos los días igual o peor y no va a cambiar nunca.
Compré el pan para mañana.
Toca laboratorio a las 7.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Perdí la cosecha con la helada y el banco me quita el campo en abril. Cuarenta años trabajando esta tierra. Ya no hay salida, no hay mañana pa' mí. No quiero seguir en esto, no le veo el sentido a levantarme.",
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Llevo semanas guardando las pastillas para dormir que me receta el doctor, una de cada dos noches me las salto. Ya tengo el frasco casi lleno. Es mi seguro, para cuando decida.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé todas las que quedaban con la botella de ron. a ver si esta vez sí. escribo esto por si acaso, pa que sepan que no fue un accidente',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy me metí todo lo que tenía de una vez, a propósito. No fue para colocarme, fue para no volver. Si mañana alguien lee esto, ya saben.',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'Tres años limpia de autolesiones, con mi pulsera y todo. Hoy volví a sacar la cuchilla del cajón. Todavía no la usé. Pero las ganas están aquí, fuertes, como antes.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Después del intento de 2021 pensé que esto se había ido para siempre. Volvió. Las mismas ideas, la misma voz que dice que mejor no estar, y esta vez me parece que tiene razón.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'La terapeuta: "¿han vuelto los pensamientos de hacerte daño o de no querer vivir?". Le dije que no. Mentí. Volvieron el martes después de la llamada de mi ex y no se van, son iguales que hace dos años.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'Este máster me está matando, literal no duermo desde el lunes. Hoy me moría de sueño en la clase de Estadística. El viernes entrego y me voy de cañas.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me quería morir de la vergüenza cuando se me cayó la bandeja delante de todo el bar jajaja tierra trágame. igual el pibe de la mesa 4 me ayudó a levantar todo y me pidió el insta 👀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefa me va a matar si vuelvo a llegar tarde. Ando muerta, pero mañana madrugo sí o sí, ya puse tres alarmas.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Estoy más muerto que vivo después de la mudanza, cargué la lavadora solo por tres pisos. Pero la casa nueva es bacán, tiene patio pa' la Canela.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los verbos irregulares me van a matar. Hoy la profesora dijo que hablo mejor. Me morí de risa cuando dije que estaba "embarazada" en vez de "avergonzada" delante de todo el grupo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ese man me tiene mamada, cada vez que habla en la reunión me provoca tirarme por la ventana jaja. Mentiras, lo que me provoca es renunciar. Mañana hablo con la de talento humano.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'Hoy hace un año que mataron a Andriy en el frente, cerca de Bajmut. Encendí una vela en la iglesia ortodoxa de Valencia y después comí varenyky con su hermana. Lo extraño cada día.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy tuvimos que dormir a Toby. Catorce años. El veterinario fue muy dulce, le acaricié la oreja hasta el final. Lloré todo el camino a casa con su collar en la mano.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Domingo.
Hoy hace tres meses que enterramos a Wilmer.
Me entregaron la bandera doblada y una placa y un sobre con la pensión que no llega.
La niña pregunta todavía cuándo vuelve papá del batallón.
Fui al cementerio con ella, le llevamos girasoles que eran los que a él le gustaban.
Hay días que no quiero ni levantarme, pero me levanto, los niños tienen que ir al colegio.
Mi mamá se vino a vivir con nosotros, eso ayuda.
El jueves tengo cita con la psicóloga de la asociación de viudas.
Wilmer, te hablo aquí porque no sé dónde más.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias: otro bombardeo en Járkov, doce muertos, entre ellos dos niños. No pude dejar de pensar en mi tía que vive allí. A las 4 me escribió: está bien, en el sótano, sin luz.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumplen seis meses del suicidio de Martín. Fui al grupo de duelo por primera vez y hablé. Dije su nombre en voz alta y no me derrumbé. Después me tomé un café con una señora que perdió a su hijo igual.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murió Pepita, la del tercero. Ya quedamos pocos de la quinta. Mañana es el entierro a las doce, mi nieta me ha planchado la camisa negra. Noventa y un años tenía, qué buena mujer.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Terminé "Crónica de una muerte anunciada". Lo sabés desde la primera página, que lo van a matar, y aun así te destroza. Mañana empiezo "Cien años".',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Escribí por fin el capítulo donde Irene le deja la carta a su hermano y se tira del puente. Me costó tres días y dos cafés de más. Creo que es lo mejor que he escrito. Se lo mando a mi taller el lunes.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 40 veces en el jefe final del elden ring ya me quiero morir jajaja 💀 mañana lo intento con otra build',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un edificio altísimo y me despertaba justo antes de tocar el suelo. La abuela dice que es por los nervios del examen. Desayuné tranquila y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayamos la escena del veneno de Julieta. Me toca morirme en el escenario cinco veces por ensayo jaja ya me sale el desmayo perfecto. El viernes es el estreno en el salón de actos, vienen mis papás.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Anoche vimos con el abuelo una película de un soldado que vuelve de la guerra y no aguanta y se pega un tiro.
El abuelo, que estuvo en Malvinas, se levantó en la mitad y se fue al patio a fumar.
Salí atrás de él.
Me contó cosas de las islas que nunca le había contado a nadie, del frío, de un compañero de Corrientes.
Dijo que a él lo salvaron la abuela y el taller.
Nos quedamos hasta la una.
Nunca lo había oído hablar así. Lo quiero mucho.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'Turno de noche en urgencias: una chica de 17 años con una sobredosis de paracetamol, la trajo su madre. Lavado, antídoto, UCI. Se salvó. Me quedé pensando en ella todo el camino a casa en el metro.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Empecé la sertralina, 50 mg por la mañana con el desayuno. La psiquiatra dice que en dos o tres semanas noto el cambio y que las náuseas se van. Paciencia.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la dosis de pregabalina. Me da un sueño tremendo pero por fin dormí seis horas seguidas sin que me despierte el dolor de la espalda. Milagro.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver a la Colorada, le puso una inyección y la dejamos sola en el corral. Si no mejora para mañana habrá que sacrificarla. Mala suerte con esta vaca.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Organicé el pastillero de la semana: la del corazón, la de la tensión, la del azúcar y la de la tiroides. Treinta pastillas a la semana, parezco una farmacia andante. El jueves análisis en ayunas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Revisión de la cuarentena. La matrona me pasó el test de depresión posparto y salió bajo. Me dijo que si algo cambia la llame aunque sea de noche. Lucas ya pesa 4,600.',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'Hoy hace cuatro años de mi intento. Hoy corrí 10 km en el Retiro y después desayuné churros con mi hermana. Sigo aquí y me alegro mucho de seguir aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la playa miré las cicatrices del brazo y por primera vez no me dio vergüenza ir en tirantes. Hace dos años que no me corto. Son parte de mí, ya no me mandan.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. Me acuerdo de la noche en el hospital cuando casi no la cuento. Hoy en NA me dieron el llavero de los 2 años y mi hija estaba en la primera fila.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2019, cuando volví del batallón, pensé en pegarme un tiro casi todas las noches. Hoy le enseñé a mi hijo a pescar en el embalse y sacó su primera mojarra. Qué lejos queda todo aquello.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado escribi aqui q queria desaparecer. lo relei hoy. ya no soy esa chica. tengo novia, tengo a mis amigas, tengo ganas de cosas 🌈',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Compré cuerda para el tendedero, pastillas para el lavavajillas y pilas para el mando. Ojo, que mañana cortan el gas de 9 a 13.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Arreglé el techo del galpón, subí con la escalera y até la soga al poste para sujetar la lona. Mañana toca fumigar si no llueve.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Última noche en el piso de Lavapiés. Me despedí de los vecinos, le dejé la planta a la señora del bajo. Mañana me mudo a Getafe, ¡trabajo nuevo!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Dejé una carta para mi yo del futuro en la cápsula del tiempo del colegio. Se abre en 2035. Le puse que ojalá siga jugando al fútbol.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fuimos al puente colgante con los cabros, saltaron todos al río desde la roca menos yo, que soy terrible de cagón jaja. Asado después.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Afilé los cuchillos de la cocina, limpié la azotea y llevé las medicinas caducadas al punto SIGRE de la farmacia. Día productivo, me he ganado el sofá.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y volver a Mariúpol a ver si queda algo de mi calle, aunque sea el árbol de enfrente.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No tengo ideas suicidas, tranquila, Pili, ya sé que lo vas a leer. Estoy cansada, muy cansada de cuidar sola a mamá con el alzhéimer. Mañana llamo a servicios sociales por lo del centro de día.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si alguna vez había pensado en hacerme daño. Le dije que no y era verdad. Lo que tengo es rabia, mucha rabia con mi ex.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo ocho mil euros y no duermo. Pero no, no voy a hacer ninguna tontería, que mi mujer se quede tranquila. Mañana voy al banco a renegociar y el sábado hago horas extra.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'en el grupo de clase me dijeron q me mate. no lo voy a hacer, no les voy a dar ese gusto. se lo conte a mi tutora con capturas y los van a expulsar 3 dias',
    crisis: false,
    guard: 'negation',
  },
];
