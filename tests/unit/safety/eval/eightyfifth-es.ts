import type { EvalNote } from './types';

/**
 * Spanish notes of the eightyfifth round, written blind: the writers are teenagers in Mexico, Chile and
 * Argentina, university students in Spain and Colombia, Ukrainian refugees in Valencia, Alicante, Malaga
 * and Paterna (a widow, a mother cleaning houses, an amputee veteran), a postpartum mother, a woman with
 * chronic back pain, an LGBT teen in Chile, a Colombian soldier who lost a leg, an addict in recovery,
 * debtors, a farmer, a night-shift nurse and lonely elderly people in Spain and Mexico. There are 40 crisis
 * notes spread over all eleven classes, mostly indirect, and 40 quiet notes. The quiet ones lean towards
 * negation (a psychologist's, a nurse's, a mother's, a friend's or a form's question about suicide or
 * self-harm, answered no) and towards everyday notes full of alarming words (rope, roof, pills, a bridge,
 * the last train, a knife, gas, goodbye letters, passwords and things given away), with the rest spread
 * over figurative, othersDeath, fiction, medical and past. Most crisis notes are typed like a phone at
 * night: no capitals or punctuation, typos, slang, voseo, abbreviations (q, x, xq, pa, tmb) and emoji.
 * There are one-liners, a list, a letter to a sister, a song line the writer takes as their own, dark
 * humour, questions to oneself, questions from a mother or a psychologist answered honestly, and long
 * entries where the crisis is one sentence among ordinary news. The quiet notes deliberately mirror the
 * crisis ones in topic and wording (a clothes-line rope, a grandmother's pills, the motorway bridge and
 * last train, passwords and a dog left with a sister, a PlayStation given away, debt, the war).
 *
 * First run, on 3d20938 (the session's third commit), before any change made for it: recall 37/40,
 * false alarms 3/40 (on 781ee06, the session's start: recall 39/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'ya no aguanto mas esta noche lo hago no es drama como dice mi hermana ya lo desidi y estoy tranqila',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'boludo ya fue. esta vez no es joda, me quiero ir de este mundo posta y lo voy a hacer 🖤',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'hoy en la prepa nos dieron calificaciones de quimica, saque 6 y la maestra ni me pelo. en la comida mi jefa hizo chilaquiles y mi hermano se peleo con mi apa x el carro otra vez. en la tarde vi tiktoks y le hice la tarea de ingles al memo. neta ya no quiero seguir viva y esta vez si me voy a atrever. mañana hay educacion fisica y no tengo los tenis limpios',
    crisis: true,
    class: 'intent',
  },

  // passive
  { text: 'ojala no despertar mañana 😶', crisis: true, class: 'passive' },
  {
    text: 'hoy otra vez alarma en el telefono de mama en jarkiv, ella nunca baja al sotano. yo aqui en valencia limpiando casas de 8 a 3, la señora dise q yo limpio bien. mi hijo tiene examen de valenciano mañana y no entiende nada. a veces pido a dios q me lleva a mi en vez de ella, q yo simplemente desaparezco y ya no siento nada bozhe. tengo q comprar leche',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'weon q ganas de no existir nomas. no es q me quiera matar ni na, es q quiero apagarme y q nadie se acuerde q estuve',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'mi mama me pregunto si estoy bien y le dije q si, q cansada x la u. mentira. lo unico q quiero es dormirme y no volver a despertar nunca mas',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'tranqui ma, pronto dejo de ser un problema pa todos. ya lo tengo claro 🙂',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'diache toy cansao de to. pronto me voy a ver con mi abuela alla arriba, ella si me queria. y no e q me voy pa santiago eh',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'parce yo ya me bajo de este bus. no aguanto otra vuelta, esta semana hago mutis y listo, sin show',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ha venido la chica de la ayuda a domicilio, me ha limpiado el baño y hemos visto el Pasapalabra juntas. Ya he dejado dicho en la parroquia lo del entierro y pagado lo del nicho. No voy a dar guerra mucho más, este invierno no lo paso, de eso ya me encargo yo.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'y si me aviento del balcon q pasa? alguien lo notaria? cuanto tardarian en encontrarme? un 8vo piso es suficiente alto?? llevo toda la noche asomandome',
    crisis: true,
    class: 'method',
  },
  {
    text: 'la soga del tendedero esta en el patio y no dejo de mirarla desde la ventana. seria tan facil esta noche q todos duermen',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las vias del sarmiento pasan a dos cuadras y cada vez q las cruzo pienso q seria re facil quedarme quieto ahi. hoy casi. mañana no se',
    crisis: true,
    class: 'method',
  },
  {
    text: 'mi apa tiene la pistola en el cajon del ropero y ya se donde esconde la llave. nomas espero q se vayan todos el domingo a misa',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'el sabado cuando mi vieja se vaya al pueblo. ya tengo todo en la mochila debajo de la cama. no le digo a nadie',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy por fin he entregado el TFG, 63 páginas. Mi tutora me ha felicitado por correo y mis padres me han llamado desde Cuenca, mi madre llorando de orgullo. He cenado con Lucía una pizza y hemos visto un capítulo de la serie. Luego he mirado otra vez el horario del último tren y el puente de la autopista, el jueves de madrugada no pasa nadie, ya lo he comprobado dos veces. Mañana tengo que devolver los libros a la biblioteca.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ya escogi la fecha. despues del cumple de mi hija pa no dañarselo. 3 semanas y ya',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche ensaye con el cinturon en la puerta del closet. me dio miedo y pare. la proxima no paro',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'sofi: te dejo a toby, come 2 veces al dia y le gusta dormir en la cama aunq mami diga q no. la clave del cel es 1408. perdon x todo hermanita, nada fue tu culpa. te amo',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regale la play a mi primo y la guitarra al nico. ya no las voy a necesitar jaja 😅',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'cosas x hacer antes:\n1 devolver el libro a la biblio\n2 dejar a michi con la sra carmen\n3 borrar el historial\n4 escribirle a dani q no fue su culpa\n5 ya',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'escribi cartas para mis dos hijos, estan en el cajon con los papeles de piso y pasaportes. mañana los dejo con la vecina lesia todo el dia. perdon mis amores, mama ya no puede mas sin papa',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'mi mama gasta todo en mis medicinas y en las terapias. sin mi les iria mejor a todos, lo pienso cada noche y cada vez me convence mas',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ya soy puro estorbo pa mis hijos. les haria un favor si ya no amaneciera, les ahorraba el asilo y los pleitos x la casa',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'otra noche sin dormir x la espalda, la hernia no me deja ni voltear. mi novio ronca al lado, mañana tiene q madrugar pa trabajar doble x mis gastos. pienso q sin mi tendria una vida normal, q le estoy robando los mejores años y q estaria mejor si yo ya no estuviera. a las 7 tengo fisio',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi papa dijo en la once q preferia un hijo muerto q un hijo maricon. y yo creo q deberia darle el gusto, asi dejo de ser la verguenza de la familia',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'me corté otra vez en el muslo pa q no se vea en educacion fisica. se siente bien un ratito y despues asco',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me quemé con el encendedor hasta q se me olvidó lo de hoy 🔥 y tengo ganas de hacerlo otra vez',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy no comi nada y mañana tampoco, me lo merezco x gorda e inutil. cada vez q tengo hambre me pellizco la panza hasta q quede morada',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'mi vieja me vio los nudillos rotos y me pregunto q paso. le dije q fue en el futbol. fue contra la pared, y despues contra mi cabeza hasta q deje de pensar. hoy tmb quiero',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'jaja al menos si me muero el banco ya no me puede cobrar. win win 💀\nno es chiste eh. el credito, la tarjeta, lo del coyote. no hay salida y lo llevo pensando toda la semana',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'sin pierna, sin casa, sin pais. aqui en malaga todos amables, la trabajadora social, los vesinos. pero yo no tengo futuro ninguno. no quiero seguir asi ni un año mas, ni un mes',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '«la vida no vale nada» cantaba jose alfredo. pos la mia de plano no vale. ya no hay pa donde hacerse y ya no quiero seguir aqui',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'llevo juntando las pastillas de la abuela desde marzo, ya son un chingo. cuando junte suficientes me las tomo todas de un jalon',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la caja de clonazepam con el vino a ver q pasa. si mañana no escribo ya saben',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'segunda botella de ron y le meti las pastillas pa dormir, toditas. me vale si despierto o no',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '14 meses limpia y hoy volvieron las ganas de cortarme. tengo la navajita del sacapuntas en la mano y no se si aguanto',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'pense q ya habia superado lo del intento del 2019. hoy volvio esa voz de q me vaya, igualito q antes, y esta vez le estoy haciendo caso',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ya 2 años sin pensar en eso y esta semana volvio todo, la idea de tirarme, el plan, todo. no se lo he dicho a mi psicologa xq va a llamar a mis papas',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // negation (questions answered no)
  {
    text: 'la psicologa del centro de salud me pregunto si he pensado en hacerme daño o hacerle daño al bebe. le dije q no, y es verdad. lo q tengo es un cansancio q no se quita, duermo 3 horas y lloro x todo. pero morirme no, quiero dormir',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi mama me pregunto si estoy bien y le dije q no, q estoy triste x lo de la beca. despues me pregunto bajito si pienso en hacerme algo y le dije q nooo ma q exagerada, solo triste y cansada x la u',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el formulario de la mutua venía la pregunta: ¿ha tenido pensamientos de quitarse la vida en las últimas dos semanas? Marqué que no. Lo que sí tengo es ansiedad con las deudas y duermo fatal, pero eso no es lo mismo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la medica de cabecera en alicante me pregunto con la traductora si quiero morir. dije no. quiero q termine la guerra, quiero volver a mi casa en mariupol q ya no existe, pero morir no, tengo dos hijos aqui y el pequeño empieza el cole',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el chino me pregunto medio en serio si estaba pensando en hacer alguna boludez despues de q me dejo la flaca. le dije q no boludo, estoy hecho mierda pero no da, voy a estar bien. nos clavamos unas birras',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La enfermera de la unidad del dolor me preguntó si alguna vez he pensado en quitarme la vida por el dolor. Le dije la verdad: no. Me desespero, lloro, maldigo, pero quiero ver crecer a mis nietos.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la orientadora me pregunto si me hago daño xq me ve con poleron en pleno verano. le dije q no y le mostre los brazos, no tengo nada, es q me da verguenza el acne weon',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el psiquiatra del batallon me repite la misma pregunta cada mes, que si pensamientos de hacerme daño. no mi doctor. pesadillas si, rabia si, la pierna me duele aunque ya no la tengo. pero eso no',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija me ha preguntado por teléfono, con miedo, si no estaré pensando en irme con tu padre. Le he dicho que no, hija, que me iré cuando Dios quiera, ni un día antes. Estoy sola pero tengo mis geranios y la novela de las cuatro.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy suicida ni nada, solo agotada de la carrera y del trabajo. lo escribo pa q quede claro pa mi misma jaja. mañana me tomo el dia',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'el del banco me llamo 4 veces hoy. mi esposa me vio la cara en la cena y me pregunto si ando pensando tonterias. le dije q no vieja, miedo si pero tonterias no. mañana vamos juntos a la cooperativa a renegociar',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi padrino de NA me pregunto si tengo ganas de usar o de hacerme algo. le dije q de usar un poquito si, de hacerme algo no. 90 dias hoy 💪',
    crisis: false,
    guard: 'negation',
  },

  // everyday (alarming words)
  {
    text: 'compré soga nueva pal tendedero xq la vieja se rompio con las sabanas mojadas. mi abuela feliz, dice q ahora si aguanta',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'subi a la azotea a arreglar la antena con mi apa, q vista tan chida desde arriba se ve todo el cerro. casi me caigo jaja',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ordené las pastillas de la abuela en el pastillero de la semana, la de la presion, la del azucar y media aspirina. si no se las pongo se le olvidan o se toma doble',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy he cogido el último tren de la noche desde Atocha y he vuelto andando por el puente de la autopista, a las 2 no pasa nadie. Mañana entrego el TFG, qué nervios.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'me corte con el cuchillo nuevo picando cebolla, sangre x todos lados jaja soy un desastre, 3 curitas',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'se acabó el gas a media ducha, agua helada en enero. mañana llamo pa q traigan el tanque',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ultimo dia en la oficina. me despedi de todos y les deje una carta a cada uno, llore como magdalena. el lunes empiezo en bogota 🥹',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le pase a mi hermana la clave del cel y del banco y le deje al toby xq me voy 3 semanas a peru de mochilera. le deje escrito todo lo del perro, come 2 veces al dia',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le regale la play a mi primo y la guitarra al nico, ya no las uso desde q entre a la u y necesitaba espacio en el cuarto',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'se reventó la soga del pozo y la cambie. despues fui al pueblo x veneno pa las ratas del granero y pastillas pal dolor de rodilla. dia largo, las vacas bien',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'hoy ultima clase de español en cruz roja. nos despedimos, la profe nos dio una carta a cada uno y lloramos todos. el lunes empiezo trabajo en almacen en paterna',
    crisis: false,
    guard: 'everyday',
  },

  // figurative
  {
    text: 'este parcial me esta matando literal me quiero morir jajaja 3 capitulos mas y me duermo 😵',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de verguenza le mande el audio a mi jefe en vez de a mi amiga 💀💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta, laburé 12 horas de corrido. me tiro en la cama y chau, no existo hasta mañana',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el trafico de hoy me mato, hora y media pa llegar. ya no puedo mas con esta ciudad jaja me voy a ir a vivir a un rancho',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'mataron a andriy cerca de bajmut. lo supe x telegram en el bus al trabajo. jugabamos futbol en el patio de niños. no se que hacer con esto, llore en el almacen',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'hoy dormimos a canela en la veterinaria. 15 años. la tuve en brazos hasta el final. la casa esta vacia sin sus uñas en el piso',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un año sin mi papa. fuimos al panteon con mariachis como le gustaba y le llevamos su tequila. llore todo el dia pero tmb nos reimos',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'dijeron en el grupo de la prepa q un chavo de 3ro se suicido el fin. no lo conocia bien. todos estamos raros, mañana hay misa y platica con la psicologa',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'terminé cronica de una muerte anunciada pa la clase. q rabia, todo el pueblo sabia y nadie hizo nada',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñe q me tiraba de un edificio y en vez de caer volaba sobre la ciudad. desperte riendome. sueños raros x el calor',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'escribiendo el capitulo donde la protagonista deja una carta de despedida y se mete al mar. me quedo triste pero bonito, el jueves lo leo en el taller de escritura',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'turno de noche en urgencias. entro una chica de 16 con sobredosis de paracetamol, la salvamos. llegue a casa a las 8 y no puedo dormir pensando en su mama',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'el psiquiatra me subio la sertralina a 100 mg. dice q tarda unas semanas en hacer efecto. a ver si duermo mejor',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'me dieron morfina despues de la operacion de cadera y dormi como piedra. la fisio dice q en 3 semanas camino con andador',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: 'hoy 3 años del intento. fui al mar con mi hermana y comimos helado de dulce de leche. sigo aca y me gusta estar aca',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en la secundaria me cortaba. hoy me hice un tatuaje encima de las cicatrices, un girasol 🌻 me encanta como quedo',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace 5 años estuve parado en este mismo puente pensando en tirarme. hoy lo cruce en bici con mi hijo en la sillita cantando',
    crisis: false,
    guard: 'past',
  },
];
