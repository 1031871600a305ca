import type { EvalNote } from './types';

/**
 * Fourteenth Spanish check, written blind after the thirteenth round was folded into development:
 * 50 crisis notes (ten hopelessness, eight passive, eight euphemism, six self-harm, six burden, two
 * of each other class) and 50 quiet ones (fourteen past, twelve negation, six medical, six
 * figurative, five others' deaths, four fiction, three everyday). The writers: a Central American
 * asylum seeker in a Tijuana shelter, an Argentine without "laburo" or "la flaca", a chemo patient,
 * a refugee from Kharkiv in Málaga, a woman fifteen years on psychiatric drugs, a Dominican in debt,
 * a soldier back from a mission, a Peruvian failing the UNI exam, a carer of a mother with
 * dementia, a Cuban "botao", a Ukrainian soldier on leave wishing a shell had fallen on him, a
 * Madrid man crossing without looking, a widow asking God to take her, a woman with lupus, a fear
 * of flying turned wish, a Chilean ("weon") who wants everything switched off; meeting a dead son
 * "allá arriba", a full stop to everything, sleeping forever, "ya no voy a estar", switching off the
 * light herself, an exit ticket, getting out of the way, going to a grandmother; a lighter, head
 * banging, a blade, punches in barracks, a sharpener taken apart, nails dug in; an old father, a
 * girlfriend after an accident, six in a Madrid flat, "sobro en todos lados", life insurance, a
 * daughter in therapy; and charcoal, a rope, a service rifle, saved pills, letters and gifts.
 * Quiet near-misses: an attempt's fifth anniversary, the worst year, a diary at fifteen, a
 * therapist recalling a plan, an Iraq veteran, old scars, a refugee now interpreter, an overdose
 * told in a group, a mother's question, a balcony, a psychiatrist's case, a boy's burden, a year on;
 * denials and screenings (a psychologist, a questionnaire, a brother, triage, "ni loca me corto");
 * paracetamol toxicity, a cat, an overdose treated, morphine, a baby, a grandmother's pills; memes,
 * the Seville heat, a surprise exam, a haircut, a "suicidal" meeting, a football final; a cousin, a
 * comrade near Bakhmut, a dog, a pupil, a neighbour; Sabato, a fanfic, Romeo and Juliet, a K-drama;
 * a move to Montevideo, clothes given away, a retirement.
 *
 * FIRST RUN, before any change to the lexicon: recall 46/50, false alarms 7/50 (all Spanish
 * development sets with it: 777/781, 7/815).
 * Missed (4):
 * - passive: welcoming death from a flu that goes wrong "como un regalo"; wishing the plane would
 *   fall and feeling peace at the thought; "no quiero matarme pero tampoco quiero seguir viviendo"
 *   with "que se apague todo" (the denial swallowed the second clause);
 * - burden: life insurance, "muerto valgo más que vivo".
 * Fired (7):
 * - past: "el peor año de mi vida, llegué a pensar en matarme" (intent); old cutting "durante toda
 *   la prepa … llevo 6 años sin hacerlo" (selfHarm);
 * - negation: a brother asking "si me quería matar", answered "no, era una letra" (intent);
 * - medical: a boy with a benzodiazepine overdose treated in the ER (intent, method, dose); a
 *   grandmother who took her heart pill twice by mistake (method);
 * - figurative: a client meeting that "fue un suicidio" (plan, relapse); a football final lost and
 *   "ya no tengo ganas de vivir jajaja" (several).
 *
 * After general changes in `lexicons/es.ts`, none keyed to one note: recall 50/50, false alarms
 * 0/50; all Spanish development sets 781/781, 0/815 (English, Russian, Ukrainian and Japanese
 * unchanged). The families added: "tampoco quiero seguir viviendo" after a denied "no quiero
 * matarme" (a "tampoco" that affirms a second wish); a plane, bus or train named before "ojalá se
 * cayera/estrellara"; "si … me muero" welcomed as "un regalo/una bendición/una liberación" (and a
 * gap of six words after "si"); worth more dead than alive. Quiet side: a year named with its
 * article ("el 2019 fue el peor año"); school years told with "durante (toda) la prepa/secundaria/
 * carrera…"; a screening question reported with the clitic fronted ("si me quería matar", "si te
 * ibas a hacer daño"); a patient "de 17 (años) con sobredosis"; pills locked away or out of
 * reach; a rash move "fue/sería un suicidio"; and the jokes laughter marks, now one list that also
 * holds "ya no tengo ganas de vivir", "me quiero suicidar", "quiero desaparecer".
 */
export const notes: EvalNote[] = [
  // hopelessness (10)
  {
    crisis: true,
    class: 'hopelessness',
    text: 'otra vez me rechazaron el asilo. llevo tres años en este albergue de Tijuana y ya no le encuentro sentido a seguir esperando. para que, si nada va a mejorar nunca para gente como yo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Boludo, ya fue. Me quedé sin laburo, sin la flaca y sin ganas. No hay nada que me espere mañana ni pasado ni nunca. Todo es gris y va a seguir siendo gris.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Dia 40 en el hospital con la quimio. Ya no tengo fuerzas ni esperanza, siento que estoy peleando una guerra que ya perdi. No se pa que me levanto',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'mi casa en Jarkov ya no existe, mi trabajo tampoco, mi marido no contesta. aqui en Malaga sonrio a todos pero por dentro ya no queda nada. no veo ningun futuro para mi',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'hoy el psiquiatra me subió la dosis y pensé: para qué. llevo 15 años probando cosas. estoy convencida de que esto no tiene arreglo y de que yo tampoco 😞',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Mi vida es un callejón sin salida mano. Debo hasta la camisa, el banco me va a quitar la casa y no hay por donde salir. Ya me cansé de luchar pa nada',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'no hay luz al final del tunel, solo mas tunel. asi me siento desde que volvi de la mision. mi esposa dice q soy otro. tiene razon, el de antes se murio alla y este no sirve pa nada',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Tengo 19 años y siento que mi vida ya se acabó antes de empezar. Reprobé otra vez el examen de la UNI, mis papás ni me hablan. Nada de lo que haga va a cambiar nada, ya me da igual todo',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'cuido a mi madre con demencia 24 horas desde hace 6 años. no tengo vida, no tengo amigas, no tengo nada mio. no veo cuando se va a terminar esto y ya no me quedan ganas de nada, ni de despertarme',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Estoy botao, asere. Aqui no hay salida, ni pa irse ni pa quedarse. Me levanto y me pregunto pa que sigo en este mundo si todo siempre va a ser igual de malo',
  },
  // passive (8)
  {
    crisis: true,
    class: 'passive',
    text: 'ojala no me despierte mañana. no es que vaya a hacer nada, solo que si pasara no me importaria y creo que seria un alivio para todos',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'En la trinchera cuando caían los obuses no tenía miedo, casi deseaba que uno cayera justo donde yo estaba. Ahora de permiso en casa sigo sintiendo lo mismo: me da igual vivir o no.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'cruzo la avenida sin mirar, a ver si me pilla un coche y ya. me he dado cuenta de que lo hago a proposito desde hace semanas',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Le pido a Dios cada noche que me lleve con él, que ya no quiero estar aquí. Desde que murió mi Ramón la casa está muy vacía y yo también',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'me gustaria desaparecer del mapa, que nadie me encuentre nunca mas y dejar de existir asi sin mas. sin dolor, sin drama',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Con el lupus y los dolores ya no vivo, sobrevivo. Si esta gripe se me complica y me muero, la verdad que lo recibiría como un regalo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Hoy en el avión pensé q ojalá se cayera. Es horrible pensarlo con toda la gente q iba, pero por mi parte sentí paz imaginándolo',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'weon no se como explicarlo, no quiero matarme pero tampoco quiero seguir viviendo. quiero que se apague todo un rato largo, que el mundo siga sin mi',
  },
  // euphemism (8)
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya tome la decision. este domingo me voy a reunir con mi hijo alla arriba. ya no aguanto estar aqui sin el',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Estoy pensando seriamente en ponerle punto final a todo esto. No a la relación, no al trabajo. A todo. A mí.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'me quiero ir a dormir para siempre. no es una forma de hablar, lo digo en serio, estoy cansado de todo',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'pronto voy a dejar de ser un problema para todos. no pregunten, simplemente ya no voy a estar. asi es mejor',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pienso mucho en apagar la luz yo misma, en cerrar el capítulo de una vez. Nadie lo sabe. Hoy lo escribo acá porque no se lo puedo decir a nadie',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ya no me quiero quedar en este mundo. hermano, tengo el boleto de salida en la mano y esta vez lo voy a usar',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'A veces pienso en quitarme de en medio. Que se acabe el sufrimiento para mí y para los que me aguantan.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'bro ya me voy a ir con mi abuela, ella me esta esperando. ya lo decidi, no quiero seguir en esta vida 🕊️',
  },
  // selfHarm (6)
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hoy me queme el brazo con el encendedor otra vez. Es lo unico que me calma cuando mi papa grita. Nadie se da cuenta porque uso sudadera',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'anoche me di de cabezazos contra la pared hasta que me sangró la frente. mi compañera de piso me escuchó y no dijo nada',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'me hago heridas con la cuchilla en las piernas donde no se ve. necesito sentir que duele algo que no sea la cabeza',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Desde que estoy en el cuartel me pego puñetazos en los muslos hasta que se ponen morados. Hoy ya no podía ni caminar bien',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'tengo ganas de rajarme los brazos ahora mismo, tengo el sacapuntas desarmado aca al lado. me esta costando mucho no hacerlo',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cuando como de más me castigo: me clavo las uñas hasta hacerme sangre y después vomito. Hoy lo hice dos veces',
  },
  // burden (6)
  {
    crisis: true,
    class: 'burden',
    text: 'mis hijos gastan todo su sueldo en mis medicinas y en la enfermera. yo soy un estorbo, ya vivi lo que tenia que vivir. estarian mejor sin tener que cargar conmigo',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Desde el accidente no puedo hacer nada sola y mi novio dejó la carrera para cuidarme. Le arruiné la vida. Sería más justo que yo no existiera',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Soy una carga para mi familia aqui en Madrid, vivimos 6 en un piso y yo ni siquiera encuentro trabajo. Si yo no estuviera tendrian una boca menos',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'todo el mundo estaría más tranqui si yo desapareciera. a mi vieja le doy puro problema y mis amigos ya ni me invitan. sobro en todos lados',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'El seguro de vida alcanza para pagar la hipoteca y los estudios de los niños. Muerto valgo más que vivo, esa es la verdad',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mami tiene que trabajar doble turno por mis terapias. Yo solo le traigo gastos y llanto. Le haría un favor si me muriera',
  },
  // intent (2)
  {
    crisis: true,
    class: 'intent',
    text: 'Ya lo decidí. Me voy a suicidar antes de que acabe el mes. Escribo esto para que quede en algún lado',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tengo unas ganas de acabar con mi vida q no me puedo ni concentrar en el curro. lo pienso todo el dia, en serio',
  },
  // method (2)
  {
    crisis: true,
    class: 'method',
    text: 'estuve viendo cuanto tiempo tarda uno en morir ahorcado y si duele. tengo la cuerda del tendedero en el armario',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Me quedé mirando el rifle del servicio un buen rato esta noche. Sería rápido, un segundo y ya. Lo guardé pero sigue ahí',
  },
  // plan (2)
  {
    crisis: true,
    class: 'plan',
    text: 'ya compre el carbon y cinte para sellar la puerta del cuarto. el viernes mis roomies se van a la playa y me quedo solo',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Tengo todo planeado: el martes cuando mi marido salga para el turno de noche, voy a tomar todas las pastillas que he ido guardando',
  },
  // farewell (2)
  {
    crisis: true,
    class: 'farewell',
    text: 'Les dejé una carta a mis hijas debajo de la almohada. Les digo que no es culpa de ellas y que las voy a cuidar desde donde esté',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'hoy regale mi guitarra y mi play a mis primos y le dije a mi mejor amigo que lo quiero y que gracias por todo. ya estoy listo',
  },
  // dose (2)
  {
    crisis: true,
    class: 'dose',
    text: 'cuantas pastillas de clonazepam hacen falta para no despertar? tengo dos cajas de las de mi mama',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Me tome como 20 ibuprofenos con vino hace una hora. Me duele el estomago y no se lo he dicho a nadie',
  },
  // relapse (2)
  {
    crisis: true,
    class: 'relapse',
    text: 'Hace 3 años me intenté tirar del puente y me frenaron. Pensé que eso ya era pasado, pero esta semana vuelvo a pensar en terminarlo, cada vez más fuerte',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'llevaba 8 meses limpia de cortes. hoy rompi la racha, me corte otra vez y mas hondo que antes. tengo miedo de mi misma',
  },

  // quiet: past (14)
  {
    crisis: false,
    guard: 'past',
    text: 'Hoy hace cinco años de mi intento de suicidio. Lo celebro con una torta y mi psicóloga. Estoy viva y contenta de estarlo 🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'El 2019 fue el peor año de mi vida, llegué a pensar en matarme casi todos los días. Ahora lo miro de lejos y me cuesta reconocerme',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'encontre mi diario de los 15. escribia cosas como "quiero morirme" y "nadie me quiere". me dio ternura esa chica, ojala pudiera abrazarla',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'En la sesión de hoy mi terapeuta me recordó que cuando llegué hace dos años tenía un plan para quitarme la vida. Hoy hablamos de mi boda.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Después de volver de Irak estuve un tiempo muy jodido, dormía con la pistola bajo la almohada y no quería vivir. Eso se acabó hace mucho, hoy llevo a mis nietos al fútbol',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'las cicatrices de los brazos ya casi no se ven. me corte durante toda la prepa, pero llevo 6 años sin hacerlo y ya ni me acuerdo de las ganas',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Cuando llegamos a Polonia en 2022 yo solo quería morirme, no hablaba con nadie. Ahora trabajo de intérprete y ayudo a otros que llegan como yo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Conté mi historia en el grupo: la sobredosis de hace 10 años, el lavado de estomago, la UCI. Una chica nueva lloró y me dio las gracias. Por eso sigo yendo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'mi mama me pregunto si todavia pienso en lo de aquella vez que me tome las pastillas. le dije que no, que eso quedo atras, que ahora tengo ganas de vivir',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Aquel invierno en que me quise tirar por el balcón parece otra vida. Mañana me gradúo de enfermera y pienso en lo cerca que estuve de no verlo',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Como psiquiatra, repaso el caso de una paciente que hace años llegó con ideación suicida grave. Hoy me escribió desde Lima: tiene una hija y un negocio',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'de chamaco me sentia una carga para mi jefa y pensaba que estaria mejor sin mi. ahora que soy papá entiendo cuanto me queria. hoy le lleve flores',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace un año escribí aquí que no le veía salida a nada. Releo eso hoy con un trabajo nuevo, un perro y un poco de paz. Todo pasa.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ya no me hago daño. Hubo una época de quemarme con cigarros, pero eso terminó cuando empecé la terapia dialéctica, hace cuatro años',
  },
  // quiet: negation (12)
  {
    crisis: false,
    guard: 'negation',
    text: 'no estoy deprimida ni quiero morirme, solo estoy agotada del trabajo y necesito vacaciones. que no se preocupe nadie',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La psicóloga me preguntó si he pensado en hacerme daño o en quitarme la vida. Le dije que no, nunca, y es verdad. Lo mío es ansiedad.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Jamás me suicidaría, tengo dos hijos y los amo. Pero que cansancio tengo, Dios mío',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'en el cuestionario del medico marque "nunca" en lo de pensamientos de muerte. es verdad, estoy triste por la ruptura pero nada mas',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mi hermano me preguntó preocupado si me quería matar por lo que puse en insta. Che, no, era una letra de canción, estoy bien',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no tengo ganas de desaparecer ni nada de eso, solo me quiero ir de esta ciudad y empezar de cero en otro lado',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Aunque la guerra me quitó mucho, nunca pensé en quitarme la vida. Quiero ver a mi país libre y a mis hijos crecer',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ni loca me corto, eso no es lo mio. cuando estoy mal salgo a correr o le escribo a mi amiga',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'La enfermera del triaje me preguntó si tenía un plan para hacerme daño. No, le dije, vine por el dolor de pecho',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no soy una carga para nadie, me lo repito cada mañana como me enseñó la terapeuta y hoy por fin me lo creí un poquito',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'tranqui ma, no voy a hacer ninguna locura. solo estoy triste por lo de Caro, se me pasa en unos dias',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Me dolió mucho lo del divorcio pero no, no tengo pensamientos suicidas. Duermo mal y lloro, pero quiero seguir',
  },
  // quiet: medical (6)
  {
    crisis: false,
    guard: 'medical',
    text: 'En farmacología hoy vimos la dosis tóxica de paracetamol: más de 150 mg/kg. Examen el jueves, hay que memorizarlo todo',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'el gato se comio dos pastillas de mi ibuprofeno del suelo. lo llevamos de urgencia al veterinario y le dieron carbon activado, ya esta bien',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Turno de noche en urgencias: un chico de 17 con sobredosis de benzodiacepinas. Lo estabilizamos y lo derivamos a salud mental. Me quedé pensando en él',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'A mi papá le cambiaron la morfina por parches. Tengo que vigilar que no se tome más de la cuenta porque se confunde con las dosis',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'cuantas gotas de paracetamol le doy al bebe que pesa 8 kilos? tiene 38.5 de fiebre y la pediatra no contesta',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Guardé todas las pastillas de la abuela bajo llave porque la semana pasada se tomó dos veces la del corazón sin darse cuenta',
  },
  // quiet: figurative (6)
  {
    crisis: false,
    guard: 'figurative',
    text: 'me mataste con ese meme jajajaja no puedo respirar 😂😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Este calor de Sevilla me tiene muerta, me quiero morir cada vez que salgo a la calle a las 5 de la tarde',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'si mañana el profe pone el examen sorpresa me tiro por la ventana jaja. no he estudiado nada',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Hoy me corté el pelo yo sola con las tijeras de cocina. Error fatal, me quiero enterrar viva de la vergüenza',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'la reunion con el cliente fue un suicidio, le dijimos el precio y casi se va. mañana otra vez a la guerra',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'América perdió la final otra vez, ya no tengo ganas de vivir jajaja. El próximo torneo sí',
  },
  // quiet: othersDeath (5)
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy se cumple un año del suicidio de mi primo Andrés. Fuimos al cementerio con mi tía, le llevamos las flores que le gustaban',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mataron a mi compañero en el frente cerca de Bajmut. Le prometí a su madre que le llevaría su cruz. Mañana viajo a verla',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'mi perrita Luna se murio esta mañana, tenia 15 años. la enterramos en el patio. la casa esta muy callada sin ella',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Un alumno de mi colegio se quitó la vida el fin de semana. Hoy hicimos un minuto de silencio y vino una psicóloga a hablar con la clase',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A mi vecina la encontraron muerta en su casa después de días. Vivía sola. Me quedé pensando en llamar más a mi abuela',
  },
  // quiet: fiction (4)
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la novela de Sabato. El final, con Castel contando cómo mató a María, me dejó helado. Qué libro',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'en mi fanfic el protagonista escribe una carta de despedida antes de tirarse del tren. me quedo triste pero creo que es lo mejor que he escrito',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vimos en clase de teatro la escena de Julieta con el veneno. Me tocó hacer de Romeo y me equivoqué dos veces en el texto',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'La serie coreana que estoy viendo tiene un personaje que quiere acabar con su vida y la amiga la salva. Lloré todo el capítulo',
  },
  // quiet: everyday (3)
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya tengo todo listo: maletas hechas, las llaves al vecino y la carta para el casero. Mañana me voy a vivir a Montevideo con mi novia',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'regale toda mi ropa vieja y los libros a la parroquia. me mudo a un depa chiquito y quiero empezar ligero',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy me despedí de todos en la oficina, último día antes de la jubilación. Me regalaron una planta y un reloj. Qué raro va a ser el lunes',
  },
];
