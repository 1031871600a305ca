import type { EvalNote } from './types';

/**
 * Twelfth Spanish check, written blind after the eleventh round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan; three or four of the others) and 50 quiet ones (thirteen past, twelve
 * negation, six medical, five figurative, five others' deaths, four fiction, five everyday). The
 * writers: a Buenos Aires boy with a drunk father ("boludo", "ya fue"), a Cuban without power
 * ("asere", "en candela"), a Mexican night nurse on the Periférico, a Ukrainian refugee turned
 * down again at the foreigners' office, a Montevideo commuter hoping for a bus on 18 de Julio, a
 * Chilean student ("weon"), a Colombian ex-soldier who wished a bullet had found him, a Madrid
 * woman with fibromyalgia, a Peruvian mother who wishes she had not been born, a Puerto Rican
 * ("diache", "cansá"), an Andalusian ("illo", "reventao") wanting the film to end, an Argentine
 * getting off the train, a Ukrainian widow who will soon be with him, a Colombian going to sleep
 * "con los angelitos", rat poison in a Chilean shed, a sixth-floor balcony measured, a rope from
 * the market, dates set by payday, the end of term and the aid money, a shotgun cleaned for the
 * morning in the hills, farewells to a mother (and the dog), to "parceros", a guitar given away,
 * a grandfather's last words, dialysis and a daughter, life insurance, an aunt in Lima, a razor,
 * a lighter, punches to the face, scratching, biting and pulling hair, Kherson destroyed, "ya no
 * le veo caso a nada", doses of clonazepam, amitriptyline and paracetamol, and three relapses.
 * Quiet near-misses: a fifth anniversary of an attempt, a therapist discharging a patient, a
 * diary of age fifteen, "the worst year of my life" told at schools, a veteran of Afghanistan, the
 * first winter of the war, old scars, a nursing degree, a prevention-line worker, a psychiatrist
 * asking about old wishes to disappear, a year without self-harm, a grandmother in the post-war
 * years, a farewell letter burnt on the beach; plain denials and screening questions answered no
 * (a psychologist, a questionnaire, a GP asking about wanting to disappear), "no voy a hacer
 * ninguna locura", "ni loca me tomaría las pastillas de golpe"; a dog and ibuprofen, an overdose
 * treated in A&E, a paediatric dose, tramadol and alcohol, a father's heart pills, first aid;
 * "me muero de vergüenza", the Seville heat, "me tiro por la ventana jajaja", an uncle's suicide,
 * a comrade killed at Bakhmut, a neighbour who jumped, a cat, a grandfather; a novel, a script, a
 * series, a play; moving to Barcelona "para siempre", old clothes given to the parish, a
 * clothesline, Friday "todo planeado" with friends and an asado, a will made at a notary's.
 *
 * FIRST RUN, before any change to the lexicon: recall 48/50, false alarms 3/50 (all Spanish
 * development sets with it: 679/681, 3/715).
 * Missed (2):
 * - passive: an ex-soldier who wished on patrol that a bullet would find him and now thinks "que
 *   hubiera sido mejor no volver" (a wish to have died, said in the past conditional);
 * - selfHarm: punching oneself in the face ("me pegué piñas en la cara") until the eye swelled.
 * Fired (3):
 * - past: a psychiatrist asking whether she remembers "cuando quería desaparecer" (intent: the
 *   imperfect of an old wish, inside "cuando", read as a present wish);
 * - negation: a GP asking "si tenía ganas de desaparecer", answered "le dije que no" (intent:
 *   a reported screening question was read as a wish);
 * - everyday: "todo planeado pal viernes" with friends and an asado (a plan with no act; no
 *   lexicon heard a class, and the whole-note reader flagged it alone).
 *
 * After general changes in `lexicons/es.ts`, none of them keyed to one note: recall 50/50, false
 * alarms 0/50; all Spanish development sets 681/681 and 0/715. The families added: a bullet, a
 * missile or a bomb that "me encuentre / me alcanzara / me pille / me diera"; "(hubiera|habría)
 * sido mejor" not to have come back alive, from the front or the hills, to have died, that they
 * had killed me; punches and slaps given to oneself in each region's words (piñas, trompadas,
 * madrazos, cachetadas, bofetadas, combos, hostias, guantazos…) in the face or head or "hasta…";
 * "si no sería mejor…", the writer wondering (and "me pregunto si no sería mejor…" no longer
 * masked as a question someone asked, nor "no sería mejor" as a denial). On the quiet side:
 * wanting to disappear or to stop existing as a screening topic, so a GP's question answered no
 * is a question; a memory in the imperfect ("me acordaba de cuando…"); everything planned or
 * organised for an outing (an asado, a dinner, a party, a match); knocks taken in a fall
 * ("me di golpes contra la mesa al caerme").
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: 'boludo ya fue, me voy a matar. no aguanto un dia mas en esta casa con mi viejo gritando borracho todas las noches',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'asere la cosa esta en candela, sin corriente, sin comida, sin na. tengo ganas de quitarme la vida de verdad, ya no es un decir',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'salí de la guardia a las 7 y manejando por el periférico pensé en estrellar el carro contra el muro. lo pensé en serio. quiero acabar conmigo y ya',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'hoy en extranjeria otra vez no. yo no quiero vivir mas aqui ni en ningun lado. decidi morir, ya basta de pelear',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ojala me agarre un bondi cruzando 18 de julio y listo, se termina. no lo voy a buscar pero si pasa, mejor',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'weon si mañana no despierto no me importaria nada. en serio, seria un alivio',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'en patrullaje pensaba ojala una bala me encuentre. ahora de civil sigo pensando igual, que hubiera sido mejor no volver del monte',
  },
  {
    crisis: true,
    class: 'passive',
    text: '6 años con fibromialgia. ya no quiero seguir existiendo, no tengo fuerzas ni para pensar en hacerme nada, solo quiero desaparecer y dejar de sentir',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'a veces quisiera no haber nacido, asi mis hijos tendrian una mama de verdad y no esta que se la pasa llorando',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'diache estoy harta, si me muriera mañana seria un favor pa todo el mundo y pa mi tambien',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya quiero descansar para siempre. dormirme y que ya no haya mañana, ni alarma, ni nada',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'illo estoy reventao. solo quiero cerrar los ojos y que se acabe la pelicula ya, que se acabe del todo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'creo que ya es hora de bajarme del tren. no tengo mas nada que hacer aca, ya cumpli',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'sin el ya no tengo motivo. pronto voy a estar con el, muy pronto, ya lo decidi',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'parce ya me quiero ir a dormir con los angelitos, no quiero estar mas en esta vida. ojala sea prontico',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'mi socio dice q aguante pero yo ya estoy pa irme de este mundo, de verdad no me queda na',
  },
  {
    crisis: true,
    class: 'method',
    text: 'estuve como una hora mirando el veneno pa los ratones en la bodega. pensando cuanto tendria q tomarme',
  },
  {
    crisis: true,
    class: 'method',
    text: 'he mirado cuantos metros hay desde el balcon del sexto y si da para no despertar. lo he mirado dos veces hoy',
  },
  {
    crisis: true,
    class: 'method',
    text: 'compre una soga en el mercado, la tengo en la mochila. no se si me atrevo',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya escribi todo. el viernes cuando mi hermana se vaya al trabajo lo hago, tengo las pastillas guardadas desde hace un mes',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'el domingo es el dia. mis viejos se van a la costa y me quedo solo en casa. ya se como y donde',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya tengo la fecha: el 15, despues de cobrar la quincena y dejarle el dinero a mi amá pa que no le falte nada. despues me voy',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'voy a esperar a terminar el ciclo pa que mis papas no pierdan la plata de la matricula, y despues me mato',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'he limpiado la escopeta y he dejado una carta en el cajon. mañana temprano en el monte, que no me tenga que encontrar nadie de casa',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'cuando llegue el dinero de la ayuda pago la deuda a la señora y despues me tiro del puente. ya mire cual',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'mama si lees esto perdoname, no fue tu culpa. te quiero mucho. cuida al Toby por mi',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'les dejo esto escrito pa que sepan que los quise a todos. ya no me busquen. gracias por todo parceros, fue bonito',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'regale mi guitarra y mi ropa a los primos. ya me despedi de todos sin que se dieran cuenta',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'a mis nietos les dejo la casa. estas son mis ultimas palabras, no lloren por mi, ya estaba cansado',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'con la dialisis 3 veces por semana mi hija deja el trabajo para llevarme. seria mejor para todos que yo ya no estuviera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'soy un lastre para mi familia. sin mi cobrarian el seguro y se acabarian los problemas',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'solo soy una carga pa mi tia, sin mi vivirian mas tranquilos. no sirvo pa nada',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me hice cortes en los brazos con la gillette de mi papa. duele pero me siento mejor',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hoy me he quemado con el mechero en la muñeca. tres veces. no se parar',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me pegue piñas en la cara hasta que se me hincho el ojo. a mi vieja le dije que me cai',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me rasguñe los brazos hasta sacarme sangre otra vez y me tape con el buzo pa que no vieran',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me estoy haciendo daño, me corto las piernas con una cuchilla. no se lo he dicho a nadie',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me arranque el pelo a mechones y me mordi la mano hasta dejarme marcas. necesito sentir dolor pa no sentir lo otro',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'desde que destruyeron nuestra casa en Jerson nada tiene sentido. no hay futuro para mi, no va a mejorar nunca',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ya no le veo caso a nada. todo es una mierda y siempre va a ser igual, pa que sigo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'no hay salida che. probe todo, psicologo, pastillas, laburo nuevo. nada. ya no espero nada de la vida',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'no tengo ninguna esperanza. cada dia es peor que el anterior y se que nunca voy a salir de esta',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'siento que estoy atrapado y no hay forma de salir. mi vida ya no tiene arreglo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'estoy cansá de luchar pa na. no hay luz al final del tunel, no hay na de na',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hay q tomar pa no despertar',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'si me tomo toda la caja de amitriptilina es suficiente? tengo 60 de 25 mg',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuanto paracetamol es letal para una persona de 50 kilos, necesito saberlo ya',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'hace 3 años me tome las pastillas y me lavaron el estomago. pense que ya estaba bien pero esta semana volvieron las ganas de morirme',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'llevaba 8 meses limpia de cortes y anoche volvi a hacerlo. me siento una fracasada',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'despues del intento del 2019 pense que no volveria a estar ahi. pues aqui estoy otra vez, mirando la escopeta',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hoy hace 5 años de mi intento. estoy viva, tengo una hija y un trabajo que me gusta. quien me lo iba a decir',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'repasando el caso de A., que llego hace dos años cortandose a diario. hoy le di el alta, lleva un año sin autolesionarse',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'encontre mi diario de los 15, "quiero morirme" en cada pagina. que mal lo pase. hoy lo lei con mi psicologa y hasta nos reimos un poco',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2020 fue el peor año de mi vida, estuve a punto de tirarme de un puente. ahora lo cuento en charlas en los colegios',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'cuando volvi de la mision en Afganistan pensaba en pegarme un tiro todos los dias. de eso hace 10 años, la terapia me salvo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'el primer invierno de la guerra queria morir. ahora en Madrid, con trabajo y los niños en el cole, estoy mucho mejor',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'mis cicatrices de los brazos ya casi no se notan. hace mucho que no me corto, ni ganas',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hace una decada me quise matar y hoy me recibi de enfermera. la vida da vueltas che',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en la prepa me tome un frasco de pastillas. hoy, 12 años despues, trabajo en una linea de prevencion',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'la psiquiatra me pregunto si me acordaba de cuando queria desaparecer. claro q me acuerdo, pero eso ya paso hace rato',
  },
  { crisis: false, guard: 'past', text: 'un año sin autolesionarme 🎉 lo celebre con helado' },
  {
    crisis: false,
    guard: 'past',
    text: 'mi abuela me conto que en la posguerra intento ahorcarse. despues tuvo 6 hijos y vivio hasta los 94',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'hace tres años escribi una carta de despedida que nunca use. hoy la queme en la playa. ya no soy esa persona',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy pensando en matarme, solo estoy reventada de cansancio. necesito vacaciones',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'la psicologa me pregunto si tenia ideas de hacerme daño y le dije que no, nada de eso. es mas bien ansiedad',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ojo que estoy triste pero no tengo ganas de morirme, eh. solo quiero llorar un rato',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'en la consulta me pasaron el cuestionario: ¿ha pensado en quitarse la vida? no. ¿se ha hecho daño? no.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nunca me haria daño, tengo a mis hijos. pero hoy fue un dia de mierda',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no quiero morirme, quiero que cambie mi vida, que es distinto',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'a mi mama le dije que no se preocupe, que no voy a hacer ninguna locura. solo necesito tiempo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no me voy a cortar ni nada de eso, tranqui, solo estoy enojada con el mundo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'jamas pense en suicidarme, ni en lo peor del divorcio',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no tengo pensamientos de muerte. duermo mal y como poco, eso si',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'el medico de cabecera me pregunto si tenia ganas de desaparecer. le dije q no, q solo estoy quemado del curro',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni loca me tomaria las pastillas de golpe, lo que quiero es que me hagan efecto',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'mi perro se comio 3 pastillas de ibuprofeno de la mesa. el veterinario dice que es toxico para ellos, vamos para alla',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'en la guardia llego una chica con sobredosis de paracetamol. le pusimos acetilcisteina a tiempo',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'el pediatra dijo que no pase de 15 mg por kilo de paracetamol al niño cada 6 horas',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'la farmaceutica me explico que con el tramadol y el alcohol hay riesgo de sobredosis, asi que nada de cervezas',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'a mi papa le guardo las pastillas del corazon bajo llave porque se confunde y se toma doble',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'curso de primeros auxilios: que hacer si alguien se toma una caja entera de pastillas. llamar al 112 y no provocar el vomito',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de verguenza, le mande el audio a mi jefe en vez de a mi novio 😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'este calor de Sevilla me esta matando, 44 grados a la sombra',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si suspendo estadistica me tiro por la ventana jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'el partido de anoche me dejo muerto, este equipo es un suicidio',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'estoy muerta del cansancio, me voy a dormir y que no me despierte nadie hasta el lunes',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi tio se suicido hace un mes y en la familia nadie habla de eso. me duele',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'hoy enterramos a mi compa de la unidad, murio en Bajmut',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'la vecina del quinto se tiro ayer. la ambulancia, la policia, todo. no puedo dejar de pensar en sus hijos',
  },
  { crisis: false, guard: 'othersDeath', text: 'hoy murio mi gato, 17 años juntos' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi abuelo decia que ya queria morirse, que estaba cansado. se fue tranquilo anoche',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'termine la novela, el protagonista se mata al final y me dejo destrozada',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'estoy escribiendo un guion donde el personaje planea su suicidio y necesito que suene real',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en la serie la chica se corta y su madre lo descubre. muy fuerte la escena',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en el taller de teatro hago de una mujer que se despide de sus hijos antes de morir',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'mañana me voy para siempre de esta ciudad, me mudo a Barcelona con mi novia',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'regale toda mi ropa vieja a la parroquia, por fin armario vacio',
  },
  { crisis: false, guard: 'everyday', text: 'compre una cuerda para tender la ropa en la terraza' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ya tengo todo planeado pal viernes: salida con los pibes y asado',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'deje hecho el testamento con el notario, cosas de la edad, estoy perfecto de salud',
  },
];
