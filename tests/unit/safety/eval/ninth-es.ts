import type { EvalNote } from './types';

/**
 * Ninth Spanish check, written blind after the eighth round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan, where unseen measurements were weakest; three or four of the others) and 50
 * quiet ones (thirteen past, twelve negation, six medical, the rest figurative, others' deaths,
 * fiction and everyday). The writers: a Uruguayan farmhand sacked from a dairy after 22 years, a
 * trans teenager in Madrid ("tio", "postureo"), a Cuban in Miami ("asere", "la pega"), a Ukrainian
 * mother whose son is missing near Pokrovsk and a refugee from Mariupol, an Andalusian woman with
 * lupus, a Salvadoran deportee hunted by the mara, an Argentine mother after birth ("la beba",
 * "colectivo"), a Colombian delivery rider, a Chilean fisherman and a Chilean gamer ("weon", "log
 * out"), a Peruvian widow of 86, a Mexican in the north ("compa", "carnal"), a Puerto Rican after
 * a hurricane, a Honduran robbed by the coyote, a Malvinas veteran, a Catalan farmer losing his
 * land, a Madrid driver on the M-30, a Colombian veteran with his pistol, a Uruguayan pupil
 * ("liceo", voseo). Typing is loose: "q", "pa", "xq", "x", no accents, emoji. Quiet near-misses:
 * an attempt's fifth anniversary, a clinician's old file, a diary of 2012, "2018 fue el peor año",
 * a river visited with grandchildren, a discharge, nights under the bombs in Kharkiv, burns from
 * cigarettes told to a daughter, a farewell letter burnt, a pandemic winter, a raft in '94, a
 * crisis-line volunteer's own attempt; a mother, a psychologist, a GP and a triage nurse answered
 * no, "no soy una carga", thinking of death in a trench "pero no en buscarla"; a pill organiser
 * and digoxin, a dog and ibuprofen, an overdose in the ER, a baby's paracetamol, methotrexate,
 * valproate; heat, traffic and a boss that "kill", "muerta en vida"; a cousin's suicide in
 * prison, a neighbour's fall; a novel, a series, a short story, a game; a washing line and a
 * cutter, bills paid before a holiday, a roof terrace at sunset.
 *
 * FIRST RUN, before any change to the lexicon: recall 44/50, false alarms 9/50 (all Spanish
 * development sets with it: 525/531, 9/565).
 * Missed (6):
 * - intent: "no quiero seguir viviendo así, voy a acabar con todo de verdad" ("acabar con todo"
 *   with "de verdad" after it);
 * - passive: if a bus runs me over, fine, "que se acabe de una"; not careful any more;
 * - euphemism: "desaparecer de verdad, que no quede nada de mí";
 * - method: letting go of the wheel and crashing into the wall at 140;
 * - plan: going to the railway after school, knowing when the freight train passes;
 * - relapse: wished to die in a Mariupol cellar in 2022, and now "vuelve la misma voz: acaba".
 * Fired (9):
 * - past: "aquel invierno de la pandemia solo quería dormir y no despertar" (the past tense of the
 *   wish was read as now); a raft in '94, "me tiré al mar" (method);
 * - negation: "no soy una carga para nadie"; thinking of death "pero no en buscarla";
 * - medical: a pill organiser so that a mother does not take a double dose, digoxin overdose
 *   "muy peligrosa" (method, relapse);
 * - figurative: "este calor me está matando … me quiero morir 🥵"; traffic "me dan ganas de
 *   matarme";
 * - everyday: a new rope for the washing line and a cutter for boxes; bills paid, keys to the
 *   neighbour, "mañana me voy dos semanas a Cádiz".
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 0/50; all Spanish development sets 531/531 and 0/565 (other languages unchanged). Heard now: a
 * denial does not start at "no quiero seguir/vivir", so what follows it ("voy a acabar con
 * todo") is read; being run over "si … me lleva por delante / me pisa", accepted with "pues
 * bien", "mejor", "me da igual"; "que se acabe de una"; "desaparecer de verdad/en serio" and "que
 * no quede nada de mí"; crashing on purpose with "estamparme/empotrarme" and letting go of the
 * wheel; the railway in the singular ("la vía del tren") and knowing when the train passes; a
 * wish to die told in the past ("quise morir") as the earlier crisis, "vuelve la misma voz/esa
 * idea" as its return, and a voice that orders ("acaba", "mátate"). Guarded now: "aquel
 * invierno/verano/año", "en la pandemia", "en el 94" as past frames; "no soy una carga"; thinking
 * of death "pero no en buscarla"; "volver a casa/a mi país" is no "again"; keeping someone from a
 * double dose and an overdose called dangerous; pills counted per day; heat, traffic, queues and
 * paperwork that "make me want to die" (unless it is said to be meant, or life is named in
 * between); a rope or a cutter bought for the washing line or the move; a trip of so many days.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Hoy el patrón me echó del campo después de 22 años en el tambo. Ando con la escopeta en la camioneta y la idea es pegarme un tiro, ya lo tengo decidido, no le veo otra salida.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'mis padres me han dicho q o me "curo" o me voy de casa. tio yo no quiero seguir viviendo asi, voy a acabar con todo de verdad, no es postureo 🏳️‍⚧️',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Mi mujer se quedó en Cuba con otro, perdí la pega en el almacén y debo la renta. Asere lo único que quiero es quitarme la vida y que se acabe este show.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Mi hijo esta desaparecido cerca de Pokrovsk ya 3 meses. Yo no quiero vivir sin el. Yo decidi que si no hay noticia hasta navidad me mato.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'otra vez ingresada, el lupus me está comiendo los riñones. a veces le pido a Dios q esta noche se me pare el corazon mientras duermo y ya está, sin dramas',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me deportaron y aqui no tengo a nadie, la mara me anda buscando. sinceramente ojala me agarren y me maten rapido, ya me da igual vivir o no',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'La beba llora y yo no siento nada. A veces pienso que si me pisa un colectivo sería un alivio, para todos y para mí también.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'manejando la moto bajo ese aguacero pensaba q si un bus me lleva por delante pues bien, que se acabe de una. no me voy a tirar pero tampoco me cuido',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'salgo a la mar con temporal y me da lo mismo volver o no volver. ojala una ola me lleve una de estas noches, ya no tengo pa que volver a la casa',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Señor, ya llévame contigo, no quiero despertar mañana. Ochenta y seis años y sola en este cuarto.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'creo q ya es hora de irme de este mundo compa. nadie me va a extrañar aca, ni mi carnal.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Sin luz hace 3 semanas, la casa sin techo y mami enferma. Estoy lista pa descansar para siempre, de verdad, ya no aguanto mas.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Llevo meses pensando en desaparecer, pero no en irme a otra ciudad: desaparecer de verdad, que no quede nada de mí.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'el coyote se llevo todo el dinero y mi familia cree q ya llegue. ya no quiero seguir en este mundo, mejor me quito del camino',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'weon ya fue, quiero hacer log out de la vida, apagar todo y no volver a prender nunca. no es broma esta vez',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Cuarenta y tantos años cargando las islas. Creo que ya es tiempo de ir a reunirme con los pibes que quedaron allá, ellos me esperan.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'en la nave tengo el bidon de matarratas. anoche estuve un rato largo mirandolo y pensando cuanto habria que tragar pa no despertar',
  },
  {
    crisis: true,
    class: 'method',
    text: 'he buscado en google cuantos pisos hacen falta para no sobrevivir a una caida. mi edificio tiene 14.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Esta tarde en la M-30 he pensado en soltar el volante y estamparme contra el muro a 140. Tenía el pie en el acelerador y las manos me temblaban.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'El banco se queda la finca el día 15. Ese día, antes de que vengan, subo al pajar con la cuerda. Ya está todo pensado.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya compre las pastillas, las tengo guardadas en el cajon. el viernes cuando mi mama se vaya a trabajar me las tomo todas. nadie sabe',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Tengo el día escogido: el sábado de madrugada cuando todos duerman me voy pal malecón y me tiro. Ya le dejé todo a mi hermana.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'mañana despues del liceo me voy a la via del tren, ya se a que hora pasa el de carga. no me digas nada vos, diario, que ya lo decidi',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Limpié la pistola, la cargué y la dejé en la mesa de noche. Esta noche cuando la mujer se duerma lo hago.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ya tengo todo: el cuchillo, la carta para mi hija y el domingo cuando ella va a la iglesia con la vecina. Este domingo termino.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'mamá si lees esto perdoname. te quise mucho, no fue tu culpa nada de esto. cuida a mi perrito el Canelo. ya me voy.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'He ido pasando por casa de cada amiga a devolver lo que me prestaron y a darles un abrazo largo. Ellas no saben que es el último. Mañana ya no estaré.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Le regalé la guitarra a mi sobrino y la compu a mi hermana. Les dejé a todos un mensaje programado para el lunes. Gracias por todo, de verdad, los quiero.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Mis hijos se gastan lo que no tienen en mis medicinas y mi mujer ya no duerme por cuidarme. Estarían mejor sin mí, eso lo tengo clarísimo.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy un estorbo pa mi hija, tiene que bañarme, darme de comer. Mejor me muero luego y la libero de este cacho.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy solo una carga para la familia que nos recibio, comemos su comida, ocupamos su cuarto. Si yo no existiera todo seria mas facil para todos.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me he vuelto a hacer daño con el sacapuntas, le saqué la cuchilla. llevo los brazos tapados aunque haga 35 grados',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me quemo con el encendedor en la parte de adentro del brazo cuando siento que voy a explotar, y si me alivia. hoy fueron tres veces',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'anoche me di golpes contra la pared hasta q me sangró la frente. no se xq lo hago pero necesito sentir algo',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Me volví a lastimar las piernas con la tijera, ahora más profundo. Nadie lo ve porque uso jogging.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me muerdo los brazos hasta q se ponen morados y me arranco las costras pa que no cierren. es lo unico q me calma',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hoy me corté de nuevo, en el baño de la u entre clase y clase. Tengo que comprar más curitas.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'esto no tiene arreglo, ni aqui ni en ningun lado. da igual lo q haga, todo va a seguir igual de mierda hasta el final',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Los médicos ya no saben qué hacer conmigo. No hay tratamiento, no hay mejora, no hay futuro. Cada mañana abro los ojos y pienso: otro día más de esto, para qué.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ya no creo en nada, ni en Dios. cada dia es peor que el anterior y se q no va a mejorar. no tengo ninguna razon pa seguir',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi ciudad ya no existe, mi marido en el frente, no sé si vivo. No tengo nada que esperar. Vivo como muerta.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'No le encuentro sentido a nada, boludo. Laburo, vuelvo, duermo, y así hasta que me muera. Ya no me importa nada, ni yo.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'todo se me vino abajo: la chamba, la novia, el depa. ya no hay nada q hacer, estoy acabado, no tengo salida',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de amitriptilina de 25 hacen falta para q sea mortal? tengo dos cajas',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuánto paracetamol hay q tomar pa que el higado no aguante? pregunto x mí, no pa nadie más',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Necesito saber cuantos comprimidos de clonazepam con alcohol son suficientes para no despertar',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace tres años me tomé un frasco de pastillas y me salvé de milagro. Pensé que ya estaba superado pero otra vez tengo las mismas ganas de morirme, igual que entonces.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'recaí anoche. volví a la cuchilla después de ocho meses limpia y ahora no paro de llorar',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento del 2019 me prometí que nunca más. Pero estas semanas la idea ha vuelto y cada vez más fuerte, ya miro la soga del garaje otra vez.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'En 2022 quise morir en el sótano en Mariúpol, luego pasó. Ahora en Madrid, con todo tranquilo, vuelve la misma voz: acaba, acaba. No puedo pararla.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace cinco años de mi intento. Fui a cenar con mi hermana, la que estuvo conmigo en la UCI aquellos días. Brindamos por la vida 🥂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Repasando historias clínicas viejas: aquella chica que llegó en 2015 con cortes en los brazos hoy es enfermera. Me escribió una carta preciosa.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Encontré mi diario de 2012, página tras página diciendo que quería desaparecer. Me dio ternura esa pibita. Hoy tengo dos hijos y un laburo que me gusta.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2018 fue el peor año de mi vida: divorcio, paro y pensaba todos los días en matarme. Lo conté hoy en el grupo de apoyo para que los nuevos vean que se sale.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy llevé a mis nietos al río, el mismo río donde hace veinte años fui a tirarme. Qué distinto se ve ahora, con ellos chapoteando.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi psiquiatra me dio el alta hoy. Hace dos años me autolesionaba a diario; hoy las cicatrices son blancas y ya casi no las miro.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En Járkov, en 2022, bajo las bombas, muchas noches pensé que mejor morir. Ahora en Sevilla trabajo en un hotel, aprendo español y ya no pienso así.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente me quemaba con cigarros. Hoy mi hija me preguntó por las marcas y le conté la verdad, con calma. Fue sanador.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cumplo 4 años sin hacerme daño 🎉 mi madrina del grupo me regaló una pulserita',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Releí la carta de despedida que escribí a los 19 y que nunca usé. La quemé hoy en la playa, con mi terapeuta al lado. Ciclo cerrado.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Aquel invierno de la pandemia solo quería dormir y no despertar. Menos mal que pedí ayuda. Hoy corrí mi primera media maratón.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando me tiré al mar en la balsa en el 94 pensaba que me moría y no me importaba. Hoy en Hialeah, con mis nietos, me acuerdo y doy gracias.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la entrevista para el voluntariado de la línea de crisis conté que yo mismo intenté suicidarme hace 12 años. Me aceptaron.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: 'No estoy pensando en matarme, tranquila mamá, solo estoy cansada de la facultad y necesito dormir un finde entero.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si he tenido ideas de hacerme daño. Le dije que no, y es verdad, lo que tengo es mucha rabia con mi ex.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste pero no quiero morirme, quiero que cambie mi vida, que es distinto.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el cuestionario del centro de salud marqué "nunca" en lo de pensar que estaría mejor muerto. Lo mío es insomnio.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'eso de cortarse no va conmigo, jamas lo he hecho ni lo haria. yo cuando estoy mal salgo a correr',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi médico de cabecera me preguntó: ¿piensa usted en quitarse la vida? No, doctor, le dije, pienso en jubilarme.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No soy una carga para nadie, me lo repito y hoy me lo creí un poco. Mis hijos me llamaron los tres.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En la trinchera uno piensa en la muerte todo el rato, pero no en buscarla. Yo quiero volver a casa vivo, con mi mujer.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no tengo ganas de desaparecer ni nada de eso, solo de cambiar de curro. el jefe me tiene frito',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Le dije a mi amiga que no se preocupe, que no voy a hacer ninguna locura. Solo necesito llorar la ruptura unos días.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca he pensado en suicidarme, ni en lo peor de la quimio. Quiero ver crecer a mis nietos.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La enfermera del triaje me preguntó si me quería hacer daño. No, que me corté cocinando, le dije, y me pusieron tres puntos.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi madre tiene 89 y toma 11 pastillas al día. Hoy le organicé el pastillero semanal para que no tome doble dosis por error, que una sobredosis de digoxina es muy peligrosa.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La perra se comió un blíster entero de ibuprofeno. El veterinario de urgencias dice que a su peso puede ser tóxico, vamos para allá.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'En la guardia entró un paciente con sobredosis de paracetamol, 40 pastillas. Le dimos el antídoto a tiempo. Me quedé pensando en él toda la noche.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuántos mg de paracetamol le puedo dar a un bebé de 8 kilos con fiebre? La pediatra no contesta.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El reumatólogo me subió el metotrexato. Hay que tener mucho cuidado con la dosis, una vez por semana y no diario, que puede ser mortal.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A mi hijo con epilepsia le cambiaron la dosis del valproato. Apunto todo en la libreta porque si me equivoco es peligroso.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'este calor de Sevilla me está matando, a las 11 de la noche 38 grados, me quiero morir 🥵',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'mandé el audio al grupo de la familia en vez de a mi amiga. quiero que me trague la tierra y no salir nunca más 😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mi jefe me va a matar cuando vea el informe, me olvidé de los anexos.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Estoy muerta en vida con este bebé que no duerme, pero lo amo con locura. Necesito un café intravenoso.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero por verte, escribió mi novio desde Kyiv. Falta una semana para el permiso.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'con este trafico de la Panamericana me dan ganas de matarme, dos horas pa llegar a la chamba',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy enterramos a mi primo, se quitó la vida en la cárcel. Mi tía no paraba de gritar. No entiendo cómo nadie lo vio.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi compañero de unidad murió por un dron cerca de Zaporiyia. Me toca llamar a su madre mañana.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'La vecina del tercero se tiró del balcón esta mañana. Toda la calle estaba en silencio. Le llevé comida a su marido.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Se murió mi gato Pelusa, 17 años. Lo extraño tanto que no sé qué hacer con su platito.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy es el aniversario de la muerte de papá. Fuimos al cementerio y le llevamos claveles.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé de leer Patria, el capítulo donde el personaje piensa en tirarse al río me dejó hecha polvo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la serie el protagonista escribe una carta de despedida y se va al bosque. Lloré como una magdalena.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy escribiendo un cuento para el taller: una chica que junta pastillas para tomárselas todas. El profe dice que el final está flojo.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el Red Dead mi personaje murió de un tiro y perdí dos horas de partida, qué bronca.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compré una cuerda nueva para el tendedero y un cúter para abrir las cajas de la mudanza.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me despedí de todos en la oficina, mañana empiezo en la otra empresa. Me regalaron una taza.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dejé todo en orden: las facturas pagadas, la nevera vacía y las llaves a la vecina. Mañana me voy dos semanas a Cádiz.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Subí a la azotea a tender la ropa y se veía todo Madrid, qué atardecer.',
  },
];
