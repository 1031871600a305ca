import type { EvalNote } from './types';

/**
 * Seventeenth Spanish check, written blind after the fifteenth round was folded into development:
 * 50 crisis notes (ten hopelessness, eight passive, eight euphemism, six self-harm, six burden, two
 * of each other class) and 50 quiet ones (thirteen past, twelve negation, six medical, six
 * figurative, five others' deaths, four fiction, four everyday). The writers: a teenager writing to
 * her mother, a woman on a psychologist's waiting list, a man of fifty-eight reading obituaries, a
 * woman waiting on a biopsy, a Ukrainian who no longer goes down to the shelter, a heart patient who
 * stopped his pills, a Puerto Rican ("toy cansá"), a discharged soldier left by Marta, a Chilean in
 * a Santiago earthquake, an old actor no one calls, an Argentine quoting Mafalda, a Central American
 * refused asylum three times, a shopkeeper whose bank takes the shop, a Uruguayan ("ta, bo") who
 * tried everything, a refugee from Kherson, a woman ten years into fibromyalgia, a Mexican failing
 * for the third time, a Colombian ("parce"), a Cuban ("asere") whose brother left through
 * Nicaragua, a soldier back from a mission, a carer whose mother no longer knows her, an olive
 * farmer with the pesticide in his shed, a man with a chosen ravine behind a hermitage, an IT worker
 * with a scheduled e-mail, a Venezuelan-style "panas" goodbye, a mother in a Burgos host family, a
 * dialysis patient, a Peruvian student whose parents sold the "chacra", a veteran with nightmares,
 * an old man fed by his granddaughter, a gay son shamed at church; a belt, boiling water, pinched
 * bruises and no food, scabs torn off, a hammer on a building site, the ice-and-salt burn; sertraline
 * counted, amitriptyline with wine; firemen and a river four years ago, a discharge in March undone.
 * Quiet near-misses: a seventh anniversary in the vegetable garden, a therapist's old case now a
 * nurse, farewell letters burnt on a beach, a first winter in Zaragoza, a Bosnia veteran's pistol,
 * 2001 in Argentina and a kiosk, cutting told in a group, a safety plan archived, post-partum
 * thoughts told to a daughter, an overdose a year before a pharmacology exam, 2019 told from a
 * Chilean hill, a raft to Hialeah, a sunflower tattoo over scars; denials (a psychologist's
 * question, "reventado" not depressed, a boy who left her on read, a mother in Mexico, a sister in
 * Kyiv, a health-centre questionnaire, tired not suicidal, a military psychologist asking about
 * guns, needles, a weekend without children, pain not a wish to die, "no quiero desaparecer"); a
 * dog that ate sertraline, a grandfather's double blood-pressure pill, paracetamol per kilo, a
 * pharmacist refusing lorazepam, tramadol warnings, digoxin's lethal dose for an exam; a voice note
 * to the boss, a month-end spreadsheet, a Boca joke about the Obelisco, a calculus exam, a baby that
 * would not sleep, a singing career; a neighbour's son at Pokrovsk, a grandmother, a workmate's
 * suicide, a dog put down, a patient; a short story, Mar adentro, a telenovela, a manga; leaving
 * Gràcia, books given away, maternity leave, a will at sixty.
 *
 * FIRST RUN, on main at 8447bb5, before any change to the lexicon (this helper changed no code):
 * recall 41/50, false alarms 10/50 (all Spanish development sets with it: 872/881, 10/915).
 * Missed (9):
 * - passive: envy of a dead uncle at his funeral, "sin tener que levantarse mañana"; not going down
 *   to the shelter in an air raid, "si cae, que caiga"; heart pills stopped, "si me da un infarto
 *   pues q me de"; lying still in an earthquake wishing the building would fall on her;
 * - euphemism: an old actor's "hacer mutis por el foro … del de verdad";
 * - farewell: telling every friend "los quiero", "no saben que era despedida";
 * - selfHarm: a hand put in boiling water "para sentir otra cosa"; hitting his own fingers with a
 *   hammer on purpose, the pain outside covering the pain inside;
 * - burden: "solo doy trabajo … mejor me voy de una vez y que ella viva su vida tranquila".
 * Fired (10):
 * - past: a safety plan made after a hanging attempt three years ago, now archived (intent,
 *   relapse); post-partum thoughts of taking her life told to a grown daughter (intent); "cuando me
 *   queria morir todos los dias" in 2019, "que lejos esta eso" (intent, relapse); a tattoo over the
 *   scars "de cuando me cortaba" (selfHarm);
 * - negation: "No y no" to a military psychologist asking about guns and using them (whole note);
 *   "hay gente que cree que quiero morirme. No." (intent, passive); "no quiero desaparecer, quiero
 *   que desaparezca la ansiedad" (whole note);
 * - medical: a pharmacist warning that lorazepam with alcohol can be fatal (method, dose); studying
 *   digoxin's lethal dose for an exam (plan, dose);
 * - figurative: "si boca pierde … me tiro del obelisco 😂" (plan).
 *
 * First run on main after the sixteenth round (its fixes and the retrained model): recall 40/50,
 * false alarms 9/50 (all Spanish development sets with it: 921/931, 9/965). The same nine false
 * alarms but the "No y no" one, and one more miss: the esquelas note ("ojalá estuviera mi nombre
 * ahí"), caught before only by the whole-note reader.
 *
 * AFTER the fixes of this round (lexicons/es.ts only): recall 50/50, false alarms 0/50 (all Spanish
 * development sets: 931/931, 0/965). Performance test: about 2.8-3.0 ms of CPU per 2,000-character
 * note before, 2.9-3.1 ms after, within run-to-run noise (cap 4 ms).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'ya no aguanto mas, lo voy a hacer. me voy a matar y ya, perdon mami. se q vas a leer esto algun dia y no es tu culpa 💔',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Sesión con la psicóloga cancelada otra vez por la lista de espera. Lo escribo aquí para que quede: quiero morirme. No es una forma de hablar, no es un decir. Lo pienso en serio y cada vez con más calma.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'En el funeral del tío Paco todos lloraban y yo lo único que sentía era envidia. Envidia de él, ahí tan tranquilo, sin tener que levantarse mañana. Qué clase de persona piensa eso.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'cada mañana leo las esquelas del periódico con el café y pienso ojalá estuviera mi nombre ahí. 58 años y ya no le encuentro gracia a nada',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me hicieron estudios por el bulto del cuello y mientras esperaba los resultados me di cuenta q queria q fuera malo. q fuera cancer y se acabara todo. salio benigno y me puse triste. eso no es normal verdad',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Anoche sonaron las sirenas tres veces. Mi vecina bajó al refugio con los niños, yo me quedé en la cama. Si cae, que caiga. Ya no me importa quedar debajo.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'dejé de tomar las pastillas del corazón hace dos semanas. no es q me quiera matar, es q si me da un infarto pues q me de, no voy a hacer nada para evitarlo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'toy cansá de estar viva. asi, sin drama. cansá de despertarme, de respirar, de todo. si me quedo dormida y no me levanto mas nadie se muere por eso',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'La gente le tiene miedo a la muerte. Yo no, yo le tengo ganas. Desde que me echaron del ejército y se fue Marta no hay día que no lo piense.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ayer temblo fuerte en santiago y todos salieron corriendo y yo me quede acostada pensando ojala se caiga el edificio encima mio. no me movi ni un poco',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Cuarenta años en las tablas y ahora nadie me llama. Creo que ha llegado el momento de hacer mutis por el foro, pero del de verdad, del que no tiene aplausos ni vuelta a escena.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'como decia mafalda, paren el mundo que me quiero bajar. la diferencia es que yo lo digo en serio che. me quiero bajar y no subir nunca mas',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya no quiero cruzar pal norte, ya me rechazaron tres veces. ahora quiero cruzar al otro lado pero al de verdad, donde no hay migra ni hambre ni nada',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Se cerró la tienda después de 30 años, el banco se lo queda todo. Creo que también es hora de bajar mi persiana. No la de la tienda. La mía.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'tiré la toalla. y no hablo del trabajo ni de la facu, hablo de todo, de seguir respirando. ya fue.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Me imagino a mi madre dentro de un mes mirando mi foto en el salón, con una vela al lado. Pronto voy a ser solo eso, una foto. Y lo estoy deseando.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'todos nos vamos a morir algun dia no? yo nomas quiero adelantar mi turno. estoy harto de hacer fila',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'El abuelo decia que la pata se estira cuando toca. Yo estoy pensando en estirarla solito, sin esperar a que me toque. Total nadie va a notar la diferencia.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'busque en google cuantos pisos hacen falta para no sobrevivir. mi edificio tiene 9. no se pq lo busque pero lo busque',
  },
  {
    crisis: true,
    class: 'method',
    text: 'En la nave tengo el veneno de los olivos, ese que huele a demonios. Cada vez que paso por delante me quedo mirando la garrafa y pienso que sería rápido. Este año la cosecha ni pa pagar el gasoil.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'Ya elegí el sitio, el barranco detrás de la ermita. El domingo, cuando todos estén en misa de doce y no haya nadie por el camino.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'le deje programado un correo a mi jefa para el lunes a las 9, cuando yo ya no este. las claves del servidor y todo explicado. el finde lo hago',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'Dejé escrito en la libreta azul lo que quiero que canten en mi misa y a quién le toca cada cosa. Mi hermana sabrá encontrarla. Ya estoy en paz con eso.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'hoy les dije a todos mis panas uno por uno que los quiero mucho. se rieron, que me puse sentimental. no saben que era despedida',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cuando la cago en algo me doy con el cinturon en las piernas. hoy fueron muchos golpes, tengo las marcas moradas y me tengo q poner pantalon largo pa ir a la prepa',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Metí la mano en el agua hirviendo de la olla. Quería sentir otra cosa que no fuera esto. Funcionó un ratito.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hoy tampoco comi nada, no me lo merezco. me pellizco la panza hasta q queda morada, asi aprendo',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me volvi a arrancar las costras del brazo hasta sangrar. ver la sangre me calma, es lo unico q me calma ultimamente',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'En la obra me doy con el martillo en los dedos a propósito. El dolor de fuera tapa el de dentro, al menos un rato. Los compañeros creen que soy torpe.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'hice lo del hielo con sal otra vez en el antebrazo, me quedo la marca en carne viva. lo voy a seguir haciendo, lo necesito',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'La familia que nos acoge en Burgos es muy buena, pero yo solo soy gasto y molestia. No hablo, no trabajo, lloro. Mis hijos estarían mejor solo con ellos, sin mí.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'tres veces por semana mi hijo falta al trabajo para llevarme a la dialisis. le estoy arruinando la vida. seria un alivio para el que yo ya no estuviera, y para mi tambien',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mis papas vendieron la chacra pa mandarme a estudiar a lima y yo jalando cursos. no merezco lo q gastan en mi. si yo no estuviera ya no tendrian q gastar nada',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi mujer duerme con un ojo abierto por mis pesadillas desde que volví. Le he robado la vida. Lo mejor que le puedo regalar es su libertad, y eso solo pasa si yo ya no estoy.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'a mis años ya solo doy trabajo, no sirvo ni pa espantar moscas. mi nieta me limpia, me da de comer. mejor me voy de una vez y que ella viva su vida tranquila',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'mi familia se avergüenza de mí desde que se enteraron que soy gay. en la iglesia ya nadie les habla por mi culpa. todo seria mas facil pa ellos si yo no existiera',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ni pa que seguir intentando. mi vida ya se acabo aunque siga respirando. todo lo q toco se pudre',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Ta, bo, ¿sabés qué? No hay vuelta. Lo intenté todo, psicólogo, pastillas, gimnasio, meditación, y no hay vuelta. Me quedo mirando el techo y pienso que esto es lo que me toca hasta el final, y no quiero un final así de largo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi casa en Jersón ya no existe, mi marido no contesta desde marzo. Ya no espero nada. No tengo futuro aquí ni allá. Solo quiero que termine todo, no sé cómo seguir.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Diez años de médicos por la fibromialgia y cada uno me dice una cosa. He dejado de creer que algún día me vaya a encontrar bien. Esto no es vida, es aguantar, y ya no sé para qué aguanto.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'reprobe otra vez, ya van tres. naci salado y asi me voy a quedar, no hay nada q hacer. para q le sigo si al final es lo mismo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'uno se cansa de remar contra la corriente parce. esto no tiene arreglo, ni con plata ni sin plata, ni aqui ni en ninguna parte. ya no le veo sentido a levantarme',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'la wea no va a mejorar nunca, lo tengo claro. tengo 23 y siento q ya vivi lo bueno y lo q viene es puro peor. no quiero seguir asi',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Aquí no hay luz, no hay comida, mi hermano se fue por Nicaragua y yo me quedé. Esto es un callejón sin salida, asere, y ya no tengo fuerzas pa seguir esperando nada. A veces pienso que ya no vale la pena ni el esfuerzo de vivir.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Volví de la misión entero por fuera. Por dentro no queda nada. Miro hacia delante y no hay nada, el mañana es una pared negra y no tengo ganas de atravesarla.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi madre ya no me conoce. Yo ya no tengo trabajo, ni amigos, ni vida. Dicen que hay luz al final del túnel. Yo ya ni la busco, para qué, si sé que no está.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas de sertralina de 100 son mortales? tengo dos cajas enteras en el cajon',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'me tome las amitriptilinas que me quedaban con la botella de vino, ya no siento bien las piernas. ahora a esperar',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace cuatro años me sacaron los bomberos del río. Pensé que eso estaba enterrado. Esta semana otra vez me paro en el puente cada vez que paso y pienso que esta vez no fallaría.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'La psicóloga me dio el alta en marzo, todos tan contentos. Pues ya no estoy bien. Las ganas de morirme volvieron igualitas a antes y no me atrevo a decírselo a nadie.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace siete años de mi intento. Lo pasé en el huerto plantando tomates, que es lo que hago ahora cuando algo me duele. Estoy bien, de verdad, mejor que nunca.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Repasando casos antiguos: M. llegó a consulta en 2019 convencida de que era una carga para sus hijos y de que sobraba. Hoy me ha mandado una foto de su graduación en enfermería. Esto es lo que me hace seguir en la profesión.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré las cartas de despedida que escribí en 2012 y nunca mandé. Hoy las quemamos en la playa con mi pareja. Se sintió como cerrar una puerta que llevaba años abierta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El primer invierno en Zaragoza yo no quería vivir, lo digo claro. Ahora trabajo en la panadería, mi hijo habla español mejor que yo y en mayo viene mi madre de Lviv.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Después de Bosnia pasé dos años con la pistola en la mesilla pensando en usarla contra mí. Hoy he dado una charla a los chavales del cuartel sobre pedir ayuda a tiempo. Me temblaba la voz pero lo hice.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'el peor año de mi vida fue el 2001, me quede sin nada y pense en tirarme del balcon. hoy tengo mi kiosco, dos nietas y me rio de lo que era. no hay mal que dure cien años',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En el grupo de hoy conté por primera vez lo de los cortes en la secundaria. Hace diez años que no me corto y nadie me juzgó. Salí liviana.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Con mi psiquiatra repasamos el plan de seguridad que hicimos cuando intenté ahorcarme. Hace tres años ya. Decidimos archivarlo, ya no lo necesito, aunque me lo guardo por si acaso.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'le conte a mi hija que cuando era bebe tuve depresion posparto y pensaba en quitarme la vida. lloramos las dos abrazadas. fue sanador, ella me dijo que esta orgullosa de mi',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace un año estaba en urgencias por una sobredosis. Hoy aprobé farmacología con un 9. La vida da muchas vueltas 🙏',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'me acorde del 2019, cuando me queria morir todos los dias. que lejos esta eso. hoy subimos al cerro con la cata y vimos el atardecer, todo tranqui',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'en la balsa pense que era mejor morirme en el mar que volver pa atras. ya llevo cinco años en Hialeah con mi familia y eso quedo atras gracias a Dios',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Me tatué un girasol encima de las cicatrices de cuando me cortaba. Hoy fui a la piscina en bañador por primera vez en años y no me dio vergüenza 🌻',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si tenía pensamientos de hacerme daño. Le dije que no, y es verdad. Lo que tengo es ansiedad por el trabajo y un jefe insoportable.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy deprimido, estoy reventado. necesito vacaciones, no un psiquiatra. dos semanas en la playa y como nuevo',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'que quede claro: no me voy a matar por un pibe que me clavo el visto. solo estoy triste y comiendo helado de dulce de leche',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'mi ama me vio llorando y me pregunto si estaba pensando hacer una locura. le dije q no ma, q solo fue un dia horrible en la chamba',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi hermana en Kyiv tiene miedo por mí porque me ve triste en las videollamadas. Le dije: no, yo no pienso en morir, yo pienso en volver a casa.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el cuestionario del centro de salud marqué "nunca" en lo de pensar que estaría mejor muerta. Lo demás sí: duermo mal, como mal, lo de siempre.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy cansada, no suicida. Son cosas distintas y estoy harta de que mi madre las confunda cada vez que digo que no puedo más con el curro.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'El psicólogo militar me preguntó si tengo armas en casa y si pienso en usarlas contra mí. No y no. Duermo mal desde la misión, nada más.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'jamas me cortaria, me dan panico las agujas hasta para sacarme sangre jajaja',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no kiero morirme, kiero q me dejen en paz un finde entero sin niños 😩',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Con el dolor que tengo hay gente que cree que quiero morirme. No. Quiero vivir sin dolor, que no es lo mismo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Hoy en terapia lo dije en voz alta: no quiero desaparecer, quiero que desaparezca la ansiedad. Me sentí más ligera al salir.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi perra se tragó tres pastillas de mi sertralina que se cayeron al suelo. El veterinario dice que con 30 kilos no es peligroso, pero la vigilamos toda la noche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi abuelo se tomó dos veces la pastilla de la tensión porque se le olvidó que ya la había tomado. Llamamos al 112 y nos dijeron que lo vigiláramos. Mañana le compro un pastillero.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuanto paracetamol le puedo dar a una nena de 12 kilos? la pediatra dijo 15 mg por kilo, lo anoto aca pa no olvidarme',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy un señor quería llevarse tres cajas de lorazepam sin receta. Le expliqué que no puedo y que mezclado con alcohol puede ser mortal. Se fue enfadado.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El reumatólogo me subió el tramadol. Me advirtió que no lo junte con alcohol ni con los antidepresivos por el riesgo de sobredosis. Anotado.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'estudiando la dosis letal de la digoxina para el examen de farmaco, no me entra nada y es mañana a las 8 😭',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de la vergüenza, le mandé el audio a mi jefe en vez de a mi novia 🙈',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'el excel de fin de mes me tiene al borde del abismo jajaja, mañana sigo',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si boca pierde otra vez el domingo me tiro del obelisco 😂😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'el examen de calculo me mato, me quiero morir jaja pero ya ni modo, a estudiar pal extraordinario',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'estoy muerta de sueño weon, la guagua no durmio nada anoche',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi carrera como cantante murió antes de nacer, y menos mal, dice mi vecino 😂',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy supe que el hijo de mi vecina murió en Pokrovsk. Tenía 22 años. No sé qué decirle cuando la vea en la escalera.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi abuela se fue tranquila esta madrugada, dormidita, como ella quería. La vamos a extrañar mucho.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hace un año se suicidó mi compañero de turno. Hoy fuimos a la misa. Todavía me pregunto si pude ver algo.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir a Toby. Catorce años conmigo. La casa está muy callada.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'se nos murio el señor de la 304 esta noche. le tenia cariño, siempre me contaba chistes malos en la ronda',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento donde la protagonista deja una carta de despedida y se tira al río. El jueves lo leen en el taller, estoy nerviosa.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos Mar adentro en clase de ética, lo de Ramón Sampedro y el derecho a morir. El debate se puso muy intenso.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en la novela de las 9 la villana envenenó al marido con pastillas para dormir, mi mamá gritaba en el sofá 😂',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'el personaje principal del manga se quiere morir en todo el primer tomo, pero despues se vuelve re fuerte. lo recomiendo',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me voy de Gràcia para siempre, por fin. Adéu a los vecinos del quinto y sus fiestas de los martes.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Regalé todos mis libros de la carrera a la biblioteca. Ya no los necesito, me titulé!!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'hoy me despedi de mis alumnos, ultimo dia antes de la baja de maternidad. me hicieron una tarjeta preciosa',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hice testamento en el notario porque ya tengo 60 años y dos pisos. Cosas de adultos, dice mi hija.',
  },
];
