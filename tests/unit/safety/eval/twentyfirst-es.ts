import type { EvalNote } from './types';

/**
 * Twenty-first Spanish check, written blind before looking at the detector's current patterns,
 * with longer entries (three to eight sentences of an ordinary day around the crisis sentence or
 * hint): 50 crisis notes (passive, euphemism, burden, selfHarm and hopelessness 7 each; intent,
 * plan and relapse 3; method, farewell and dose 2) and 50 quiet ones (past 13, negation 12,
 * medical 6, figurative 5, othersDeath 5, everyday 5, fiction 4). The writers: a Peruvian miner
 * and a Lima student group, a Mexican trucker on the Monterrey-Laredo road, a Uruguayan fisherman
 * in Piriápolis and a bank clerk retiring in Montevideo, a Guatemalan cleaning houses in Houston
 * without papers, a Sevillian flamenco dancer at 47, a Venezuelan in Bogotá, a Nuyorican back in
 * Luquillo, a Cuban without power ("asere", "guagua", "jeva"), a Salvadoran chased by a loan
 * shark, a Nicaraguan in a call centre, a Costa Rican, a Colombian coffee grower losing the farm to
 * rust, a Chilean father at a Colo-Colo match, an Ecuadorian teenager, a Honduran, a Ukrainian
 * volunteer driver in Kharkiv, an amputee veteran in Odesa, a refugee from Mariupol in a Valencia
 * warehouse, a carer in Burgos, a woman with fibromyalgia, a man with ALS, a patient on dialysis,
 * students in Córdoba (Argentina), Granada and Valparaíso, a pharmacist, an A&E nurse, a crisis-line
 * psychologist, veterans, grandparents. Loose typing, no accents, "q", "pa", "pq", emoji.
 * Indirect crisis phrasings on purpose: not braking for an oncoming lorry, disappointment at a
 * benign biopsy, no harness on the scaffold, asking God to take me first, a heart attack as a
 * favour; fishing "on the other side", joining father "up there", bringing the curtain down,
 * being ready "to cross", keeping the late wife company, a candle burnt down, walking into the sea;
 * insulin, a ravine bridge measured; a hose in the boot, the parents' trip to the village, payday
 * for the motel; letters to grandchildren, a goodbye to the class group; an amputee stealing his
 * wife's years, rations taken from children, debts that die with me; burns with a lighter or
 * cigarettes, head-banging, nails and scabs, punches in the ribs, a pencil-sharpener blade;
 * CVs unanswered at 54, a dead-end street, a black hole, a city that no longer exists, ALS.
 * Quiet near-misses: the tenth anniversary of an attempt, an old school diary, a veteran's group,
 * a mother's post-partum thoughts told years later, AA chips, chemo prayers now in remission,
 * memoirs of 1985; screening questions answered no (GP, army, post-caesarean, a brother on video
 * call), "not suicidal, just exhausted"; a digoxin overdose by mistake, a dog that ate paracetamol,
 * amoxicillin in ml, a first-aid class on lethal doses, palliative morphine, a pharmacist refusing
 * four boxes; "me mata de risa", "me tiro por la ventana" over Excel, "me muero de vergüenza"; a
 * soldier's friend, a student's suicide, a cat put to sleep; a novel, a film, Hamlet and Ophelia,
 * a legend of a hanged man; moving "para siempre" to Lisbon, a rope for a hammock, a will at the
 * notary, a last day at the bank, a 300-metre drop from a lookout.
 *
 * FIRST RUN, on main at 65dec14, before any change to the detector: recall 44/50, false alarms
 * 10/50.
 * Missed (6):
 * - farewell: letters for each grandchild in the bedside drawer, the bank code for the daughter,
 *   "que me perdonen", too old and alone to go on, the last day watering the plants;
 * - burden: a loan shark threatening the brothers, "if I disappear the debt ends with me and they
 *   are at peace" ("con migo" misspelt);
 * - selfHarm: "5 rayitas nuevas en la muñeca" with a sharpener blade, long sleeves in summer;
 *   cigarette burns on the abdomen hidden from the psychiatrist, "duele pero me da calma";
 * - hopelessness: ALS, no point waiting for the decline and a feeding tube, "para qué alargarlo";
 * - relapse: three years clean of self-harm, a medal, and "volví a hacerlo, cuatro cortes".
 * Fired (10):
 * - past: "me cortaba casi todos los días" in 2020, now four years clean with a sunflower tattoo
 *   (selfHarm); a mother who once thought of jumping from the window after giving birth, told
 *   years later (method); after father's death "pensaba que lo mejor era irme con él … ya quedó
 *   atrás" (euphemism); asking God to take me during last year's chemo, now in remission (intent);
 * - negation: a brother asking whether I was thinking of suicide, "le dije que no, que nunca he
 *   pensado eso" (intent);
 * - medical: an old lady's accidental digoxin overdose in A&E (intent, method, dose, relapse); a
 *   first-aid class on what to do after a lethal dose of pills (dose); a pharmacist refusing four
 *   boxes of ibuprofen and explaining overdoses harm the liver (method);
 * - figurative: an anatomy exam "va a ser mi muerte, me quiero morir de solo ver el temario 😂"
 *   (intent, plan);
 * - everyday: moving "para siempre" from Barcelona to Lisbon, furniture given away, goodbyes to
 *   the neighbours (intent). *
 * SECOND RUN, blind, on main at 73b6c08 after the twentieth round's fixes and a retrain: recall
 * 44/50, false alarms 9/50.
 * AFTER THE LEXICON PASS (lexicons/es.ts only): recall 50/50, false alarms 0/50; all Spanish
 * development sets 1125/1131 → 1131/1131, false alarms 9/1165 → 0/1165. Misses closed by
 * concept: a plea "que me perdonen / ojalá me perdonen" opening a sentence is a farewell cue, "too
 * old / alone / tired to go on" a hopelessness cue; debts or problems that "end / die with me"
 * ("con migo" too) a burden cue, "si desaparezco" among the writer's absences; fresh marks on the
 * skin ("rayitas nuevas en la muñeca") and marks named by what made them ("quemaduras de cigarro
 * en el abdomen") self-harm; "no sense in waiting for the decline / prolonging the suffering"
 * hopelessness, "para qué alargarlo" a weak one; a clean streak broken read over up to 24 words.
 * False alarms closed by general guards: an imperfect habit followed by "N años limpio", "esos
 * meses pensaba…", "del año pasado", "hubo semanas en que" as past; "tengo N años limpio" as
 * resolved; someone else's question reaching its topic a few more words on (a cousin, a brother);
 * accidental or someone else's overdoses and overdoses in general masked, first aid as medical;
 * "X va a ser mi muerte" and "me quiero morir de solo ver…" as hyperbole; leaving "para siempre"
 * from a place named is a move, not a death.
 */
export const notes: EvalNote[] = [
  // intent (3)
  {
    crisis: true,
    class: 'intent',
    text: 'Turno de noche otra vez en la mina, 12 horas bajo tierra. Llegue a la pension y la señora me tenia sopa de quinua pero no pude comer. Mi mujer se fue con los niños a Arequipa y no me contesta. Ya lo decidi, esta semana me mato, no aguanto mas este vacio. Mañana es domingo y no hay turno.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'hoy llovio todo el dia en san jose y el bus se atraso una hora. en el trabajo me gritaron delante de todos otra vez. tengo ganas de acabar con mi vida y no es la primera vez q lo pienso en serio, hoy es distinto. no le he dicho a nadie',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Kharkiv, sirenas desde las 4. Llevo tres años conduciendo la furgoneta de la ONG y ya no soy el mismo. Hoy trajimos a dos niños heridos. Esta noche voy a terminar con esto yo mismo, estoy decidido, ya no quiero seguir respirando. Perdon por escribir en español, es el idioma en que no me da verguenza.',
  },
  // passive (7)
  {
    crisis: true,
    class: 'passive',
    text: 'Manejando el trailer de Monterrey a Laredo, 9 horas. Cada vez que veo venir un camion de frente pienso que si se pasa al carril mio no voy a frenar. Que me lleve. Mis hijos ya casi ni me hablan desde el divorcio. Cene tacos en la parada de siempre.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'che hoy fue el cumple de mi vieja y fui al asado en Paysandu. todos riendo y yo pensando ojala no me despertara mañana, que me encuentren dormido y listo. no es que me quiera hacer algo, es que estoy cansado de existir. el cordero estaba rico igual',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Me dieron los resultados de la biopsia y salio benigno. Todos felicitandome y yo por dentro decepcionado, la verdad me hubiera gustado que fuera malo, asi se acababa sin que yo tuviera que hacer nada. Que clase de persona piensa eso. Fui a comprar pan y volvi a la cama.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'en la obra hoy nos subieron al andamio del piso 14 sin arnés, el capataz dice q no hay plata. y yo ni miedo tenia, si me caigo me da igual, casi q lo prefiero. ya no me importa si vivo o me muero. despues almorzamos arroz con huevo en la acera',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuido a mi mama con alzheimer desde hace 4 años, sola, mi hermano en Madrid ni llama. Hoy no me reconocio y me pego. A veces le pido a Dios que me recoja a mi primero, que me duerma y no tenga que ver el dia de mañana. Le hice su pure y la bañe. Afuera hace un frio horrible en Burgos.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'asere la guagua no paso y camine 40 min bajo el sol. Sin corriente desde las 2. Estoy tan cansao de todo que si me muero esta noche de un infarto seria un alivio, en serio, un favor. Mi jeva dice que estoy raro. Comimos arroz y chicharos otra vez',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Tercer dia del paro en la facultad. Me pase la tarde mirando el techo del cuarto en la residencia. No quiero matarme pero tampoco quiero estar vivo, no se si se entiende. Seria lindo simplemente desaparecer del mapa y no existir mas. Mi compañera de cuarto cocino fideos y no baje.',
  },
  // euphemism (7)
  {
    crisis: true,
    class: 'euphemism',
    text: 'Hoy en la lancha saque poca corvina, el mar estaba picado en Piriapolis. Ya arregle todo con el Flaco para que se quede con el bote. Creo que pronto me voy a ir a pescar al otro lado, de donde no se vuelve. Nadie me va a extrañar mucho. Tome mate solo en el muelle hasta que oscurecio.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'bueno pues aqui estamos, dia 200 sin papeles en Houston. mi ama en Guate enferma y yo sin poder mandarle nada este mes. ya me quiero ir con mi papa alla arriba, el me esta esperando desde hace años. esta noche creo q ya le voy a hacer caso. hoy me toco limpiar 3 casas',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Otro ensayo de flamenco y la rodilla ya no me responde. A los 47 una bailaora se acaba. Creo que ha llegado el momento de bajar el telon de verdad, el ultimo, y no me refiero a retirarme de los tablaos. He dejado la bata de cola lavada y doblada. En Triana hoy olia a azahar.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'mi pana ayer hablamos por whatsapp y le dije q ya estoy listo pa cruzar, y no hablo de la frontera. el se rio. aqui en bogota hace frio y no consigo camello desde q llegue de venezuela. quiero descansar de una vez por todas, cerrar los ojos y q ya no haya mañana',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Me jubilaron del hospital el mes pasado y la casa esta en silencio desde que murio Chelo. Hoy limpie la escopeta del abuelo y pense que ya va siendo hora de ir a hacerle compañia a ella. Mañana, si Dios quiere, ya estare a su lado. El perro ya se lo di a mi sobrina.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'bro hoy en el taller no hice nada, el jefe ni se dio cuenta. me siento como una vela que ya se consumio, solo falta soplar. creo que ya me toca apagarme del todo, me despido de este mundo pronto 🕯️. cene un pan con palta y me fui a acostar',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ayer volvi a Puerto Rico despues de 20 años en el Bronx y ya nada es como era. Mami muerta, la casa vendida. Me siento en la playa de Luquillo y pienso en meterme al agua y seguir caminando hasta que ya no haya fondo, un viaje sin regreso. El mar estaba precioso, bien azul.',
  },
  // method (2)
  {
    crisis: true,
    class: 'method',
    text: 'Estuve leyendo en el movil que cantidad de insulina haria falta para no despertar. Soy diabetico desde los 12 y tengo de sobra en la nevera. Mi mujer cree que estoy viendo el futbol. El Betis perdio otra vez. No se para que sigo.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'fui al puente de la quebrada en medellin y me quede mirando pa abajo un rato largo, calculando la altura. son como 40 metros, suficiente. parce no le cuentes a nadie si lees esto. luego baje y me comi una empanada como si nada',
  },
  // plan (3)
  {
    crisis: true,
    class: 'plan',
    text: 'Mis padres se van el viernes al pueblo de Teruel por las fiestas. Tendre la casa sola todo el fin de semana y ya tengo pensado como hacerlo, la cuerda esta en el trastero. Hoy aprobe estadistica, que ironia. Mi hermana me mando un meme y le conteste con un corazon.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Cobro la quincena el 15 y con eso pago el motel y las pastillas, ya tengo todo contado. Que nadie me busque ese dia. Hoy en el call center me colgaron 60 veces. Aqui en Managua no hay salida para gente como yo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'dejé el auto con el tanque lleno y la manguera comprada, la guardé en el maletero. el domingo cuando mi señora vaya a misa lo hago en el garaje. hoy vimos a colo colo con mi cabro chico, ganamos 2-1. le compre una polera',
  },
  // farewell (2)
  {
    crisis: true,
    class: 'farewell',
    text: 'Les escribi una carta a cada uno de mis nietos, la deje en el cajon de la mesita de noche con sus nombres. Tambien la clave del banco para mi hija. Que me perdonen, ya estoy muy viejo y muy solo para seguir. Hoy fue el ultimo dia que riego las plantas. Hizo calor en Sevilla, 38 grados.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'grupo de la promo 2019: gracias por todo chicos, fueron lo mejor de mi vida, los quiero mucho. ojala me recuerden bien. perdon por todo lo q les hice. (lo mande y silencie el grupo). en lima esta garuando. ya no voy a estar para la reunion de diciembre',
  },
  // burden (7)
  {
    crisis: true,
    class: 'burden',
    text: 'Desde que me amputaron la pierna en el frente mi mujer tiene que hacerlo todo por mi, hasta bañarme. La veo tan cansada. Sin mi podria rehacer su vida, seria joven otra vez. Yo solo le quito años. Hoy en Odesa cortaron la luz 6 horas y ella me leyo en voz alta.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'la dialisis 3 veces por semana y mi hijo tiene q faltar al trabajo para llevarme. ya gastaron todos sus ahorros en mi. estarian mejor sin este viejo estorbo, lo pienso cada noche y hoy mas q nunca. el doctor dijo q los valores estan igual',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy un lastre para todos. Mi novia me paga el alquiler, mis viejos me pagan la facultad en Cordoba y yo no rindo ni una materia. Lo mejor que les puedo regalar es que no tengan que cargar mas conmigo, nunca mas. Hoy hubo tormenta y se corto internet.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'en el campamento de refugiados cada racion que me como es una que le quito a un niño. yo ya no sirvo pa nada, ni trabajar puedo con esta espalda. el mundo seria mas liviano con uno menos como yo. hoy llego un camion de agua y hubo pelea',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi familia se merece algo mejor que una madre que se pasa el dia llorando en la cama. Los niños ya se hacen el desayuno solos. Si yo faltara al principio llorarian pero luego estarian mas tranquilos, mi marido encontraria a alguien normal. Hoy llovio en Santiago de Compostela, como siempre.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ma mi deuda con el prestamista ya la tienen que pagar mis hermanos, vinieron a amenazarlos. todo por mi culpa. si yo desaparezco la deuda se acaba con migo y ellos quedan en paz. ya lo tengo claro. hoy en san salvador hizo un calor de los mil demonios',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Once años de fibromialgia. Mi marido dice que no le importa pero yo le veo la cara cuando cancelamos otra vez las vacaciones. Le estoy robando la vida. Le haria un favor quitandome de en medio. Hoy comimos lentejas y vimos el telediario, mas bombardeos en Jarkov.',
  },
  // selfHarm (7)
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hoy en el insti me pusieron un 3 en mates y en casa mi padre gritando. Me encerre en el baño y me queme el brazo con el mechero, varias veces, hasta que me calme. Ahora escuece mucho y me he puesto la sudadera para que no lo vean. Mañana hay educacion fisica y no se que hacer.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'otra vez me di golpes contra la pared hasta q me sangro la frente. mi roomie penso q me habia caido. no se pq lo hago pero es lo unico q me apaga la cabeza. el finde hay fiesta en la u y no pienso ir asi',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hace tres noches que no duermo. Me clave las uñas en las piernas hasta hacerme heridas y despues me arranque las costras. Tengo los muslos destrozados. En el turno del restaurante nadie nota nada porque llevo pantalon largo. Hoy servimos 80 cubiertos.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'la cuchilla del sacapuntas, ya saben. 5 rayitas nuevas en la muñeca izq. es mi secreto desde los 14. hoy mi mama me pregunto pq uso manga larga en pleno verano en Guayaquil y le dije q tengo frio jaja. me siento mejor y peor al mismo tiempo',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me castigo sin comer cuando me equivoco en el trabajo, y hoy ademas me pegue puñetazos en las costillas hasta dejarme morados. Me lo merezco por inutil. En la oficina de Barcelona estan preparando la cena de Navidad y yo sonriendo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'mañana me toca control con la psiquiatra y no se como esconderle lo de las quemaduras de cigarro en el abdomen. me las hice el fin de semana, tres. duele pero me da calma. el clima en tegucigalpa raro, llovio y salio el sol',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Volvi del cuartel con la cabeza hecha un lio. Esta noche me hice daño a proposito otra vez, con el cuchillo de cocina en el antebrazo, no muy hondo. Es la unica forma de sentir algo que no sea rabia. Mi madre dejo cocido en la nevera.',
  },
  // hopelessness (7)
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Llevo 2 años mandando curriculums. 400 y pico. Ni una entrevista. Tengo 54 y ya nadie me va a contratar, esto es lo que hay hasta el final y el final no tiene nada bueno. No tengo fuerzas para seguir intentandolo ni para nada. Hoy el casero subio el alquiler otra vez. Madrid esta imposible.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'viste cuando sabes que nada va a mejorar? eso. ya probe la psicologa, el psiquiatra, el yoga, la iglesia de mi tia. todo da igual, mi vida es un callejon sin salida. en montevideo hoy hizo 12 grados y el omnibus vino lleno',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Perdimos la cosecha de cafe por la roya y el banco nos quita la finca. Mi abuelo la trabajo, mi papa la trabajo. No hay futuro para mi ni aqui ni en ningun lado, todo esta perdido, ya no espero nada de la vida. Mi esposa cocino frijoles y nadie hablo en la mesa.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'me siento atrapada en un agujero negro y cada dia me hundo mas. no hay luz al final de nada. mis amigas dicen q es una racha pero llevo asi desde marzo. hoy en el trabajo llore en el baño dos veces. ya me da todo lo mismo, no tiene sentido seguir',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tres años de guerra y mi ciudad ya no existe, Mariupol es un nombre en un mapa. Vivo en un piso compartido en Valencia y trabajo en un almacen. No me queda nada por que luchar, no hay un mañana para mi, solo dias que se repiten hasta que se acabe. Los compañeros son amables pero no entienden.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'q sentido tiene levantarse? nada va a cambiar, voy a estar siempre igual de sola y de jodida. me rindo, de verdad, ya no doy mas. hoy cumple años mi sobrina y ni fui, le mande un audio. en guadalajara llovio bien feo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'El diagnostico es ELA. Me quedan pocos años y cada uno peor que el anterior. No le veo ningun sentido a esperar el deterioro, a que me tengan que dar de comer con una sonda. Para que alargarlo. Mi nuera trajo flan y vimos una peli de vaqueros.',
  },
  // dose (2)
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hay q tomarse para no despertar? tengo dos cajas de las q me dio el psiquiatra. pregunto en serio. hoy discuti con mi novio y me dejo en visto',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'He juntado todo el tramadol de la operacion de cadera de mi madre, unas 60. He buscado cuantos miligramos son mortales y creo que me alcanza de sobra. Hoy en Malaga hizo un dia precioso de playa, la gente en la calle como si nada.',
  },
  // relapse (3)
  {
    crisis: true,
    class: 'relapse',
    text: 'Tres años limpia de autolesiones, tenia hasta la medallita de la asociacion. Ayer despues de la llamada de mi ex volvi a hacerlo, cuatro cortes. Siento que lo he tirado todo. Hoy en la biblioteca de Granada no pude concentrarme.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'hace 5 años me tire del puente y sobrevivi, estuve meses en el hospital. pense q eso ya estaba superado pero esta semana vuelvo a pensar en hacerlo y esta vez sin fallar. mi terapeuta esta de vacaciones. en Quito hace frio',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Despues del intento del año pasado me prometi que nunca mas. Pero otra vez tengo las pastillas guardadas en el cajon y otra vez las cuento cada noche. Vuelven las ganas de morirme, igual que antes. Hoy trabajé en la panaderia de 5 a 1, ensaimadas y cocas.',
  },

  // ---------------- quiet ----------------
  // past (13)
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace 10 años de mi intento de suicidio. Lo celebro como un segundo cumpleaños: compre una tarta de chocolate y fuimos con mi marido y los niños al parque del Retiro. Aquella chica de 19 años no sabia que la vida iba a ser tan bonita. Le escribi una carta diciendole que aguantara.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'encontre mi diario de la secundaria en una caja. ahi escribi q me queria morir y q nadie me entendia, paginas y paginas. me dio ternura esa pibita. hoy tengo 34, un laburo q me gusta y una gata. lo guarde de vuelta y me hice un cafe',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la terapia de grupo de veteranos hoy conte por primera vez cuando volvi de la mision y me pase un año bebiendo y pensando en pegarme un tiro. Eso fue en 2011. Ya no soy ese hombre. Los compañeros me aplaudieron y luego tomamos cafe con galletas.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Como psicologa llevo 20 años en la linea de crisis. Hoy me acorde de una llamada del 2008, un chico que estaba en la azotea, lo escuchamos dos horas y bajo. Ahora es padre, me escribio por Facebook. Estos dias son los que dan sentido al trabajo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'el 2020 fue el peor año de mi vida, perdi a mi abuela, el trabajo y casi me pierdo yo. me cortaba casi todos los dias. hoy tengo 4 años limpio y hoy me hice un tatuaje de un girasol encima de las cicatrices. salio hermoso 🌻',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando llegamos de Ucrania a Zaragoza en 2022 yo no queria vivir, me pasaba el dia en la cama del albergue deseando no despertar. Ya pasaron tres años. Ahora trabajo de enfermera auxiliar, hablo español y mi hija va al colegio. Hoy hicimos varenyky con las vecinas.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi madre me conto hoy que cuando yo era bebe ella tuvo una depresion postparto muy fuerte y penso en tirarse por la ventana. Nunca lo supe. Le agradeci que me lo contara, ahora esta bien y es la abuela mas feliz del mundo. Comimos paella en su casa de Castellon.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hoy en el grupo de AA cumpli 7 años sobrio. hubo un tiempo en q me queria matar cada mañana al despertar con la resaca. ahora me levanto a las 6 pa correr por la rambla. me dieron la ficha y llore un poquito',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releyendo los mensajes de 2017 que le mandaba a mi mejor amiga: "ya no puedo mas, quiero desaparecer". Ella vino a buscarme esa noche y me llevo a urgencias. Hoy nos fuimos juntas de viaje a Cartagena de Indias para celebrar que seguimos aqui. Que calor hace.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Sali del psiquiatrico hace 2 años despues de tomarme las pastillas. Hoy me dieron el alta definitiva en la consulta, la doctora dice que ya no necesito medicacion. Sali a la calle en Buenos Aires y me compre unas medialunas para festejar. Me siento otra persona.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en el aniversario de la muerte de mi papa me acorde de lo mal q estuve despues, esos meses pensaba q lo mejor era irme con el. eso ya quedo atras hace mucho. hoy le lleve flores al cementerio de la recoleta en cordoba y le conte de mi nuevo laburo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Escribiendo mis memorias para el taller del centro de mayores. El capitulo de 1985 cuesta: el paro, la heroina en el barrio y la vez que me corte las venas en la pension. Pero sali, me case, tuve tres hijos. La profesora dice que ese capitulo es el mas valiente.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Durante la quimio del año pasado hubo semanas en que le pedia a Dios que se me llevara, no aguantaba el dolor. Hoy me dijeron que estoy en remision completa. Salimos a cenar marisco en Vigo con toda la familia. Gracias a la vida.',
  },
  // negation (12)
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicologa del centro de salud me pregunto si he pensado en hacerme daño o en quitarme la vida. Le dije que no, nunca, que lo mio es el estres del trabajo y el insomnio. Me receto hacer ejercicio y apuntar lo que como. Hoy fui a andar por el paseo maritimo de Alicante.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy deprimida ni me quiero morir, solo estoy reventada de cansancio. tres niños, el trabajo y mi suegra viviendo en casa. hoy me sente cinco minutos a tomarme un cafe caliente y fue gloria. mañana me toca reunion del cole',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi hija leyo mi diario y se asusto porque puse que estoy harta de todo. Le explique que no, que jamas me haria nada, que hablaba del trabajo y del jefe. Nos abrazamos y vimos una serie coreana juntas. En Rosario hizo un dia lindo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ojo, q nadie se confunda: estoy triste por la ruptura pero NO tengo ganas de matarme ni nada parecido. solo necesito llorar un poco y comer helado. mis panas vienen el sabado a hacer sancocho. hoy el metro de caracas tardo una eternidad',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el cuestionario del reclutamiento del ejercito habia una pregunta sobre pensamientos suicidas. Marque que no, y es verdad, nunca los he tenido. El resto fue sobre drogas y alcohol. Mañana hago las pruebas fisicas en Zaragoza, dormire temprano.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Me preguntaste el otro dia si estaba pensando en hacer una tonteria. No, mi amor, no se me pasa por la cabeza, tengo a mis nietos y muchas ganas de verlos crecer. Solo estoy triste porque se murio la Nieves. Hoy hice croquetas y se me quemaron un poco.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'bueno hoy en la consulta de salud mental me dijeron q no soy un riesgo, q lo q tengo es ansiedad. no tengo ideas de muerte ni planes, solo ataques de panico en el bus. me dieron ejercicios de respiracion. despues fui al mercado de San Juan a comprar mangos',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Despues de perder la casa en el huracan todos me preguntan si estoy bien de la cabeza. Estoy destrozado pero no voy a hacer ninguna locura, tengo tres hijos. Ya empezamos a levantar las paredes con los vecinos. Hoy llego la ayuda de FEMA, por fin.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La enfermera del turno de noche me pregunto si tenia pensamientos de hacerme daño, es el protocolo despues de la cesarea. Le dije que ninguno, que solo estoy agotada y me duele la cicatriz. El bebe se agarro bien al pecho por fin. Mi marido trajo churros.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'wey q no, no me voy a aventar del puente jaja, fue un decir cuando me trono el profe. ya mero acaba el semestre y me voy a la playa a Puerto Escondido con mis compas. hoy cenamos elotes',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi hermano me pregunto por videollamada desde Lviv si yo estaba pensando en suicidarme porque me vio muy delgado. Le dije que no, que nunca he pensado eso, que es el trabajo en el puerto de Barcelona y que como mal. Prometi ir al medico. Hoy hubo ataques en Lviv, el esta bien.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nunca me he cortado ni me he hecho daño, lo aclaro porque mi profe tutor vio las marcas en mi brazo y son del gato, el michi me araño al bañarlo. hoy en el colegio de valparaiso tuvimos simulacro de terremoto',
  },
  // medical (6)
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno de urgencias en el Clinico. Llego una señora mayor con una sobredosis accidental de digoxina, se habia liado con los pastilleros. Tuvimos que monitorizarla toda la noche. Me quede pensando en lo facil que es confundirse con 8 medicamentos. Manana hablo con su medica de cabecera.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'el veterinario dijo q el perro se comio un blister entero de paracetamol de mi mama y q eso es mortal pa los perros. le hicieron lavado y quedo internado. q susto. ya estoy guardando todas las pastillas bajo llave',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La pediatra me explico cuantos ml de amoxicilina darle a la niña segun el peso, 5 ml cada 8 horas. Lo apunte en la nevera porque con el sueño me lio. Hoy ya tiene menos fiebre. Afuera la lluvia no para en Bilbao.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'curso de primeros auxilios en la cruz roja de lima. hoy tocaba que hacer si alguien toma una dosis letal de pastillas: llamar al 106, no inducir el vomito, guardar la caja. el instructor muy bueno. despues comimos ceviche con las chicas',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A mi padre le subieron la dosis de morfina en cuidados paliativos. El medico nos explico que la dosis no es para acelerar nada sino para que no sufra. Estuvimos toda la tarde con el en el hospital de Leon. Se durmio tranquilo.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Como farmaceutica hoy tuve que negarle a un chico 4 cajas de ibuprofeno, por ley solo se da una. Se enfado pero le explique que las sobredosis dañan el higado. Luego vino una abuela a por sus pastillas de la tension y me trajo rosquillas.',
  },
  // figurative (5)
  {
    crisis: false,
    guard: 'figurative',
    text: 'me mata de risa mi sobrino, hoy se puso mis tacones y desfilo por toda la sala. ya no puedo mas con este niño jajaja. despues cenamos pupusas en la casa de la abuela y vimos el partido de la selecta',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'El cierre trimestral me esta matando, llevo tres dias durmiendo cuatro horas. Si el Excel se vuelve a colgar me tiro por la ventana jajaja. Al menos hoy el equipo pidio pizza y nos reimos un rato. Madrid gris y frio.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'boludo me muero de verguenza, le mande el audio a mi jefe en vez de a mi novia. quiero que me trague la tierra. mañana lo miro a la cara como si nada. hoy comimos milanesa con pure',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Hoy mate todas las plantas del balcon por regarlas de mas, soy un asesino de suculentas. Mi novia dice que me dedique a otra cosa. Nos fuimos de tapas por Malaga y acabamos cantando en un karaoke. Que buen dia.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'este examen de anatomia va a ser mi muerte, me quiero morir de solo ver el temario 😂. igual estudiamos en la biblio con las chiquillas hasta las 10 y tomamos once con marraqueta. mañana es el dia D',
  },
  // othersDeath (5)
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi compañero de brigada. Murio en una mina cerca de Bajmut, tenia 23 años. Su madre no paraba de gritar. Yo volvi al cuartel y limpie el fusil sin pensar en nada. Mañana nos mueven otra vez al frente.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se suicido un chico de mi facultad, no lo conocia mucho pero estabamos en el mismo grupo de estadistica. la universidad mando un correo con el telefono de ayuda. todos estamos en shock. hoy hubo minuto de silencio en el patio',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Murio mi gata Luna a los 17 años. Le pusieron la inyeccion en el veterinario y se durmio en mis brazos. La enterramos bajo el limonero del patio en Cordoba. La casa esta vacia sin ella, pero tuvo una vida larga y feliz.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi tio el de jalisco fallecio anoche de covid, tenia 60. no pudimos ir al velorio por lo de la visa. mi mama esta desecha y yo cocinando para todos aca en chicago. hicimos rosario por zoom',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'En la residencia donde trabajo se nos murio hoy Don Anselmo, 94 años. Yo le daba de comer cada mediodia y me contaba de la guerra. Le cerre los ojos yo. Llore en el coche antes de volver a casa con los niños.',
  },
  // fiction (4)
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de escribir el capitulo donde la protagonista de mi novela se tira al rio desde el puente de Triana. La editora dice que es el mejor capitulo. Me costo mucho escribirlo. Hoy cene una tortilla y me fui a dormir temprano.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'vimos la peli de la chica q toma pastillas para dormir y no despertar, lloramos todo el tiempo con mi hermana. despues comimos palomitas y hablamos de lo importante q es pedir ayuda. mañana vuelvo al cole',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el ensayo de teatro hoy me tocaba el monologo de Hamlet, "ser o no ser", y luego la escena de Ofelia ahogandose. El director quiere que lo repitamos mañana con luz. Salimos a tomar cañas por Lavapies.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Mi abuelo me conto una leyenda de su pueblo en Oaxaca de un hombre que se colgo de un arbol y desde entonces su alma vaga por el camino. De chiquita me daba miedo, ahora me da risa. Hoy hicimos tamales para el dia de muertos.',
  },
  // everyday (5)
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me voy a ir para siempre de Barcelona, ya firme el contrato de trabajo en Lisboa. Hoy regale los muebles y me despedi de los vecinos del rellano. Dejo muchas cosas pero estoy ilusionado. Ultima noche en el piso de Gracia.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'compre una cuerda en el ferretero pa colgar la hamaca en el patio, ahora si voy a dormir la siesta como un rey. en barranquilla hace 35 grados. mi señora hizo arroz con coco y pescado frito',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy ordene todos mis papeles, hice testamento en el notario y deje el poder a mi hija, como hacen todos los jubilados responsables. Despues nos fuimos a merendar chocolate con churros. Tengo 71 y una salud de hierro.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ya me despedi de todos en el trabajo, ultimo dia en el banco despues de 32 años. me hicieron una fiesta con torta y me regalaron un reloj. empieza la vida de jubilado: pesca, nietos y asado los domingos. montevideo precioso',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Subimos con los chicos de la parroquia al mirador del cerro y mirando pa abajo daba vertigo, 300 metros de caida. Sacamos fotos y comimos sandwiches. El padre Julio nos hablo de la creacion. Bajamos reventados pero felices.',
  },
];
