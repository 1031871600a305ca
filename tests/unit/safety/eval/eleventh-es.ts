import type { EvalNote } from './types';

/**
 * Eleventh Spanish check, written blind after the tenth round was folded into development: 50
 * crisis notes over the eleven classes (six each for self-harm, hopelessness, passive wishes,
 * euphemism and plan; three or four of the others) and 50 quiet ones (thirteen past, twelve
 * negation, six medical, the rest figurative, others' deaths, fiction and everyday). The writers:
 * a Catalan teenager ("tiu", "collons"), a Dominican girl whose mother wishes she had not been
 * born, a beaten K'iche' wife in Xela, a Uruguayan widower praying not to wake, a Lima taxi driver
 * on the Panamericana at night, a Puerto Rican without power ("cansá", "bendito"), a Galician
 * fisherman in a storm, an old woman in Zaporizhzhia who no longer goes down at the sirens, a
 * Venezuelan on the Santiago metro, a Cuban "pal otro lado, y no hablo de la yuma", a Mexican
 * trucker waiting for his hour, a Colombian ex-combatant and his "sueño largo", a Salvadoran gay
 * teenager, a Paraguayan soy farmer with the weed killer, a Cuban doctor with insulin, a Canarian
 * at a cliff lookout, a carer mother with her mother's pills, a Lima boy with a rope from
 * Gamarra, a Ukrainian soldier and a grenade, a Madrid commuter timing the last train, a
 * Dominican wife hiding something under the mattress, a grandfather leaving bank books and
 * letters, a Ukrainian father's video for his daughter, a man with ALS, a Colombian mine
 * amputee, a refugee niece in Valencia, an Andalusian schoolgirl with a pencil-sharpener blade, a
 * Uruguayan burning herself with the iron, a Mexican boy thrown out by his father, a Chilean
 * banging her head, a Ukrainian cleaner with a razor, a Colombian pinching and biting herself, a
 * Bolivian miner, a Dominican nail worker in New York, a failed PhD, a Ukrainian wife whose
 * husband is missing near Bakhmut, a Chilean with endometriosis, a stateless Nicaraguan, and dose
 * and relapse notes in WhatsApp typing. Quiet near-misses: an attempt's tenth anniversary, a
 * clinician's old file, a diary of age sixteen, a Kharkiv veteran, a restaurant that closed, a
 * Peruvian father's old scars, an overdose told at a recovery group, Hurricane María, a
 * grandmother's cockroach poison in the seventies, the Triana bridge six years on, an essay, a
 * discharge, a nurse meeting a survivor; a triage and a GP screening answered no, "de ahí a
 * querer matarme hay un mundo", "no me voy a tirar de ningún lado", "no es que me quiera ir del
 * mundo", "pensamientos suicidas… yo no los tengo"; a dog and ibuprofen, a child and cough syrup,
 * a pharmacist and paracetamol, a patient hiding pills, levodopa, an insulin mistake; heat on the
 * bus, a mother-in-law, a master's, a hangover; a neighbour's overdose, a brother killed at
 * Kupiansk, a grandmother, a school friend's suicide, a dog put down; a series, a game, a story, a
 * Sabina song; moving away for good, a hunting shotgun, a clothesline rope, a flight to Montreal,
 * a haircut.
 *
 * FIRST RUN, before any change to the lexicon: recall 47/50, false alarms 12/50 (all Spanish
 * development sets with it: 628/631, 12/665).
 * Missed (3):
 * - euphemism: switching off the light "y que sea la última vez", disconnecting from everything
 *   "no unas vacaciones", tired of being oneself;
 * - selfHarm: banging one's head against the wall in every crisis, a bruise hidden under the hair;
 * - dose: a whole strip of an antidepressant swallowed half an hour ago with wine, getting sleepy.
 * Fired (12):
 * - past: cutting "de chibolo" (as a kid, Peruvian) told to a daughter, with "pedí ayuda"
 *   (selfHarm); an overdose of 2019 told at a recovery group, "cinco años limpio" (method, dose,
 *   relapse);
 * - negation: a triage nurse's screening questions answered "No." / "Tampoco." (selfHarm); "de ahí
 *   a querer matarme hay un mundo" (intent, plan); a GP questionnaire "¿Ha pensado que estaría
 *   mejor muerto?" answered "nunca" (passive); "no me voy a tirar de ningún lado" (whole note);
 *   "no es que me quiera ir del mundo, … de esta ciudad" (whole note); "pensamientos suicidas. Yo
 *   no los tengo" (intent);
 * - figurative: a hangover, "me quiero morir, nunca más tomo aguardiente" (intent);
 * - othersDeath: a neighbour dead of an overdose (method, dose); a brother killed at the front
 *   and "solo quiero estar con mi madre" (euphemism);
 * - everyday: leaving Madrid "para siempre", furniture sold, plants given away, a train on Sunday
 *   (euphemism, plan, farewell).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 0/50; all Spanish development sets 631/631 and 0/665 (other languages unchanged). Heard now:
 * switching off, falling asleep, closing one's eyes or going "y que sea la última vez / para
 * siempre" (not "la última vez que…"), disconnecting "de todo, pero de todo", going out "como una
 * vela"; tired "de ser yo" (not "de ser yo la que…"); banging one's head in the gerund and the
 * progressive ("golpeándome", "dándome cabezazos", "me estoy golpeando"); digging nails in or
 * biting oneself until it bleeds; a strip, sheet or blister of pills ("la tira", "la plancha",
 * "la tableta") swallowed or counted. Guarded now: childhood in every region's word ("de
 * chibolo", "de morra", "cuando era un chamaco", "de pibe", "de gurí", "de crío"); a crisis
 * dated by its year ("la sobredosis de 2019"); a screening question put in the formal or second
 * person ("¿Ha pensado que estaría mejor muerto?") or as a bare topic answered "No." /
 * "Tampoco."; "de ahí a … hay un mundo" and "una cosa es … y otra …"; "no es que …, es que …";
 * suicidal thoughts as a risk or side effect; someone else dead of an overdose; a jump, a rope or
 * a shot in the list of denials ("no me voy a tirar de ningún lado"); hangovers ("resaca",
 * "guayabo", "cruda", "chuchaqui") beside the heat and the traffic; a living person in a named
 * place ("estar con mi madre en Kyiv") not read as joining the dead; leaving a named town "para
 * siempre".
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: 'tiu estoy hasta los collons de todo, la ansiedad no me deja ni respirar. quiero acabar conmigo ya, de verdad, no es un decir',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'mi mai me dijo delante de todos que ojala yo no hubiera nacido. pues le voy a dar el gusto, me voy a matar, ya lo tengo decidio',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Mi esposo me pega desde hace años y hoy me rompio el diente. Mejor me mato y ya, que a los niños los cuide mi mamá en Xela.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'llevo desde el lunes con ganas de suicidarme y hoy mas que nunca. no se lo he dicho a nadie, lo escribo aqui xq no tengo a quien',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Desde que se fue Elsa la casa está muda. Algunas noches le pido a Dios que no me deje despertar mañana, y no me daría ninguna pena, bo.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'manejando de noche x la panamericana pienso q si un trailer se me cruza y ahi quedo tampoco seria tan malo. ya me da igual vivir o morir, causa',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'otro dia sin luz y sin ganas de na. si mañana no amanezco, que asi sea, estoy cansá de existir, bendito',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando salimos al mar con temporal ya no tengo miedo ninguno. Casi prefiero que una ola me lleve por delante y se acabe todo de una vez.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Cuando suenan las sirenas ya no bajo al sotano. Si el cohete cae en mi casa mejor, asi no sufro mas. Soy vieja y estoy sola aqui en Zaporiyia.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'chamo a veces en el metro quisiera dormirme y no despertar mas nunca. no voy a hacer nada pero ese pensamiento no se me va de la cabeza',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya hablé con el de arriba, le dije que me guarde un lugar, que en breve subo. No aguanto más este dolor de espalda ni esta soledad.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'asere estoy pensando en irme pal otro lado, y no hablo de la yuma. ya no quiero seguir en esta vida de mierda',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Ya cumplí aquí, compa. Nomás falta que me llegue la hora, y si no llega pronto voy a ir a buscarla yo mismo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Quiero apagar la luz y que sea la ultima vez. Desconectar de todo, pero de todo, no unas vacaciones. Estoy muy cansada de ser yo.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'hermano ya me voy a acostar a dormir el sueño largo, el de verdad. esta vida no es pa mi y ya lo acepte',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya no quiero seguir en este mundo, quiero irme a donde nadie me juzgue ni me pegue por ser como soy, a donde ya no se sienta nada',
  },
  {
    crisis: true,
    class: 'method',
    text: 'tengo el bidon del veneno pa la soja en el galpon. anoche me quede mirandolo un rato largo pensando que un trago y listo, se acaba todo',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Sé exactamente cuánta insulina haría falta y tengo acceso en el policlínico. Ayer me traje unas ampolletas a la casa y las tengo en la nevera.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'me subi al mirador del roque y me asome al borde, mi niño, y pense que un paso mas y se acababa. baje llorando pero se que voy a volver a subir',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'El domingo Lucas se va con su padre todo el fin de semana. Ya tengo guardadas las pastillas de mi madre en el cajon. Sera el domingo por la noche, con la casa vacia.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya compre la soga en gamarra, esta en la mochila. el viernes que mis viejos viajan a huancayo lo hago en el jato, nadie va a estar',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Cuando vuelva a la posición el jueves no pienso volver. Lo tengo claro: una granada basta, y nadie sabrá si fue el enemigo o yo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'pago la ultima cuota de la casa de mi mama el 30 y esa misma noche me voy al puente. ya deje escrito todo y el celular desbloqueado pa que lo encuentren',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'He mirado los horarios del cercanías, el último pasa por mi estación sin parar a las 23:40. Mañana voy a estar ahí en el andén, al final del todo.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ya se como y cuando. el sabado q mi esposo tiene turno doble. ya escondi lo q necesito debajo del colchon y nadie sospecha nada',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Le dejé a mi hija la libreta del banco y las llaves con la vecina. Escribí una carta para cada nieto. Quiero que me recuerden contento, no así.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'ya les mande a mis compas un audio diciendoles q los quiero un chingo y q perdon por todo. le regale mi switch a mi primo. ya estoy lista',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'He grabado un video para mi hija para que lo vea cuando sea mayor. Le digo que no es culpa suya y que papá la quiso mucho. Después de esta noche ya no estaré.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Mamita perdóneme por todo lo que la hice sufrir, cuídeme a la Luna y no la deje sola. Esta es la última vez que le escribo, la quiero mucho.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Con la ELA mi mujer ya no duerme y mis hijos han dejado sus trabajos por mí. Soy un estorbo, estarían mucho mejor sin mí y lo sé.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi mamá con 70 años me tiene que bañar desde que la mina me quitó las piernas. No sirvo pa nada, solo le doy gastos. Cuando yo falte ella va a poder descansar.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mi tia me acoge en Valencia pero soy solo una carga para ella, come menos para que yo coma. Seria mejor para todos que yo no existiera.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'illo otra vez con el sacapuntas desmontao en el baño del insti. me he hecho tres rayas en la barriga donde no se ve y me he quedao tranquila un rato. no se lo digo a nadie',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Ta, lo volví a hacer. Me quemé el brazo con la plancha a propósito. Es lo único que me calma cuando la cabeza no para, bo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'mi apa me corrio de la casa y estoy con mi tia. traigo los brazos todos rasguñados, me araño hasta sacarme sangre cada vez q me acuerdo de lo q me dijo. no puedo parar wey',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'llevo toda la semana golpeandome la cabeza contra la pared cuando me dan las crisis, tengo un moreton que tapo con el pelo. cachai que ya ni me duele',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Ayer otra vez corté mi piel con la cuchilla de afeitar. En Járkiv nunca hice esto. Aquí sola, sin idioma, solo esto ayuda un poco. Mañana manga larga al trabajo.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'parce me pellizco y me muerdo los brazos hasta q quedan morados, me castigo asi cada vez q la embarro en el trabajo. se q no es normal',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Treinta años en la mina y ahora los pulmones no dan. No hay nada por delante, ni para mí ni pa mis hijos. Ya no espero nada de nada.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'mi vida es una vaina sin salida. trabajo 12 horas, mando to el dinero a mi mai y pa que. esto nunca va a mejorar, no le veo futuro a na',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Cinco años de tesis tirados a la basura. Haga lo que haga nada va a cambiar, soy un fracaso y lo seré siempre. Ya no le encuentro sentido a levantarme.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi marido lleva 14 meses desaparecido cerca de Bajmut. Ya no creo que vuelva. Todo está perdido, mi vida se acabó aunque siga respirando.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'otro doctor mas que me dice q es normal. llevo 8 años con dolor todos los dias weon, esto no tiene arreglo y ya no me quedan fuerzas ni esperanza de nada',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Me quitaron la nacionalidad, no puedo volver a Nicaragua y aquí no me dan trabajo. Estoy atrapado, no hay salida, y sé que esto va a ser así para siempre.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hacen falta pa no despertar? tengo una caja entera de mi abuela en el cuarto',
  },
  {
    crisis: true,
    class: 'dose',
    text: '¿Cuántos gramos de paracetamol son mortales para alguien de 50 kilos? Necesito saberlo hoy, no me pregunten para qué.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'me tome toda la tira de amitriptilina hace media hora con un vino, ya me esta dando sueño. no le digan nada a mi mama',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'hace dos años me internaron despues de tomarme las pastillas. estuve bien un tiempo pero otra vez me quedo mirando el balcon igual que antes. tengo miedo de mi',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Ocho meses sin cortarme y anoche volví. Y lo peor es que ya estoy pensando otra vez en lo otro, en lo de la última vez.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Después del intento de 2021 me juré que nunca más. Pero desde que me echaron las ideas volvieron con fuerza, y esta vez siento que lo haría bien.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace diez años que intenté quitarme la vida. Hice un pastel con mi hija y fuimos al parque. Esa chica de 19 años no sabía todo lo bueno que venía.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Repasando historias clínicas viejas: la paciente que llegó en 2016 con los brazos llenos de cortes hoy es enfermera en mi hospital. Me emocioné.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Encontré mi diario de los 16 en casa de mis padres, con 'quiero morirme' escrito en casi todas las páginas. Me dio ternura esa niña. Hoy tengo 34 y una vida que me gusta.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando volví de Járkiv en 2023 pensé mucho en pegarme un tiro, fue la peor época. La terapia en el hospital militar me sacó de ahí y hoy entreno a los nuevos.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El año que cerró el restaurante no quería seguir viviendo. Pasó. Hoy abro mi food truck en la feria y estoy contenta, quién me lo iba a decir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De chibolo me cortaba los brazos con gillette y todavia tengo las marcas. Hoy mi hija me pregunto y le conte la verdad, q estaba muy triste y q pedi ayuda.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy en el grupo conté mi historia: la sobredosis de 2019, la UCI, los meses de psiquiatra. Me aplaudieron. Cinco años limpio.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Despues de Maria estuve meses sin querer vivir, encerrao sin luz. Ya eso paso, ahora trabajo en la cooperativa ayudando a otros a levantarse.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi abuela me contó que cuando murió su primer hijo, en los 70, estuvo a punto de tomarse el veneno de las cucarachas. Lo cuenta tranquila, con el café en la mano.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace ya seis años de la época en que me quería tirar del puente de Triana. Hoy lo he cruzado andando con mi novia, me he acordado, pero sin pena.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Para la clase de psicologia escribi sobre cuando tenia 15 y me hacia daño. Ya no lo hago desde hace mucho, el profe dijo que fue muy valiente contarlo.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Mi psicologa me dio el alta hoy. Cuando llegue hace tres años no queria vivir mas, posta. Sali de ahi llorando de felicidad.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En mi primera guardia de psiquiatría, hace veinte años, ingresó un chico que se había colgado y sobrevivió. Hoy me lo encontré en el súper con sus hijos.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Que quede claro que no me quiero morir, solo quiero dormir una semana entera sin que nadie me llame del trabajo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'En el triaje la enfermera me hizo las preguntas de siempre: ¿ideas de muerte? No. ¿Autolesiones? Tampoco. Solo vine por la migraña.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'mi mama me vio el brazo rasguñado y penso q me estaba cortando. no wey, fue el gato de mi tia 😂',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Estoy triste, sí, pero de ahí a querer matarme hay un mundo. Mañana llamo a mi hermana y salimos a caminar.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nunca me haría daño, tengo a mis dos niñas. Simplemente ha sido un día de mierda y ya está.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Los compañeros creen que estoy mal desde lo de Avdiivka. Estoy cansado y duermo mal, pero no tengo ganas de morirme. Quiero volver a casa vivo.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no weon no estoy deprimida ni pensando en cosas raras, solo reprobe un ramo y estoy chata',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "El médico de cabecera me pasó un cuestionario: '¿Ha pensado que estaría mejor muerto?' Marqué 'nunca'. Lo demás era cansancio y poco apetito.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no me voy a tirar de ningun lado mama, tranquila, solo necesito que me dejes sola un rato en mi cuarto',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no es que me quiera ir del mundo marica, es que me quiero ir de esta ciudad y empezar de cero en otra parte',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Leí que el insomnio puede traer pensamientos suicidas. Yo no los tengo, pero apunto aquí cómo duermo para contárselo a la doctora.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Tranquilo, diario: no pienso hacer ninguna locura. Hoy solo lloré un rato en el coche y luego me comí un helado de pistacho.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El perro de la señora se comió una tira entera de ibuprofeno. Le hicimos lavado y carbón activado, va a estar bien.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi hija de 3 años se tomó medio frasco del jarabe de la tos mientras yo tendía. Llamé a toxicología y me dijeron que con esa cantidad no pasaba nada, qué susto.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Hoy en la farmacia un señor mayor quería llevarse tres cajas de paracetamol. Le expliqué que más de 4 gramos al día le daña el hígado.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El paciente de la 12 intentó guardarse las pastillas bajo la lengua. Lo anoté y avisé al psiquiatra de guardia.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mi suegro con parkinson confunde las pastillas y ayer casi se toma la levodopa dos veces. Hablé con la neuróloga de la dosis máxima.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me equivoqué y me puse 20 unidades de insulina rápida en vez de 10. Comí galletas, me medí cada media hora y ya estoy en 110. Qué susto.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'me muero de calor en este bondi, posta que me tiro por la ventana jajaja',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'mi suegra me va a matar cuando vea que se me quemo el mole 😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este máster me está matando, llevo tres noches sin dormir para entregar el TFM.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'asere me mori de la risa con el video del perro de Yuni',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'que guayabo tan berraco, me quiero morir, nunca mas tomo aguardiente',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'El vecino del tercero murió de sobredosis, lo encontraron los bomberos. Su perro lloraba en la escalera y me lo he quedado yo.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi hermano murió en Kupiansk hace dos semanas. Hoy el funeral fue por videollamada. Solo quiero estar con mi madre en Kyiv.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'La abuela se fue tranquila, dormida. Quiero creer que ahora está con el abuelo.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mi mejor amiga del liceo se suicido a los 17. Hoy cumpliria 40. Le lleve flores y me quede un rato hablandole.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tuvimos que dormir a Canela, tenía 15 años. La veterinaria le puso la inyección y se fue en mis brazos.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En la serie que estoy viendo la protagonista se tira del puente en el capitulo 6 y me quede helada. La actriz es buenisima.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el Elden Ring me he muerto como 80 veces contra el mismo jefe, me quiero morir jajaja',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el taller de escritura estoy con un cuento de un viejo que prepara su último día: ordena los papeles, regala el gato, escribe cartas. La profe dice que le falta tensión.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Llevo toda la tarde con la canción de Sabina, esa de 'y morirme contigo si te matas'. Qué letra, por dios.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me voy para siempre de Madrid. Vendí los muebles, regalé las plantas a la vecina y el domingo cojo el tren a Cádiz.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Limpié la escopeta de caza de mi padre para la temporada de la perdiz; mañana salimos temprano con los perros.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Compre una soga nueva para el tendedero y otra para amarrar la carga en la camioneta.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya dejé todo listo: las cuentas pagas, la carta de renuncia a la jefa, y mañana a las 6 sale el vuelo a Montreal. Chau Uruguay 🇺🇾',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cortarme el pelo yo sola fue mala idea, me quedé como un hongo 🤦‍♀️',
  },
];
