import type { EvalNote } from './types';

/**
 * Spanish notes of the seventyfirst round, written blind: the writers range from a 14-year-old in a Mexican
 * secundaria to an 82-year-old widow in Castilla, and include Ukrainian refugees in Spain (a Mariupol man who
 * avoided mobilisation, a widow from the Bakhmut front, a former captive from Olenivka, women with family in
 * occupied towns), a Venezuelan migrant, a Colombian ex-soldier hurt by a landmine, nurses and paramedics,
 * farmers, people in recovery from addiction, LGBT teens, a postpartum mother, chronic pain patients, debtors
 * and lonely elderly people. There are 40 crisis notes spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes spread
 * over all seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation), written on the
 * same themes of war, grief, illness, debt and loneliness. The styles are Spain, Mexico, Argentina/Uruguay
 * (voseo), Colombia, Chile, the Caribbean and refugee learner Spanish: one-liners, long entries where the
 * crisis is in one sentence, lists, letters, screening answers, questions to oneself, dark humour, an owned song
 * line, and notes in lower case with no punctuation, typos, slang and emoji. Most crisis notes avoid the
 * textbook words.
 *
 * First run, on a636f95 (after the 69th and 70th rounds' changes and retrain), before any change
 * made for it: recall 39/40, false alarms 5/40 (on da673ad, the stop's start: recall 39/40, false
 * alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: `ya no aguanto wey hoy en la noche me quito de en medio y ya, nadie en la secu me va a extrañar`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Lo decidí. No voy a esperar a que me rematen la casa. Esta noche termino con todo, no doy más. Perdoname, Vero, vos no tenés la culpa de nada.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy otra vez no contesta mamá, ella quedó en Melitópol ocupado. Yo aquí en Murcia sola, idioma no entiendo bien, trabajo no hay, papeles no hay. Quiero morir hoy. De verdad quiero, no es palabra bonita. Solo mi hijo me para un poco pero hoy ya no para.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `"¿Has tenido pensamientos de hacerte daño esta semana?", me preguntó la psicóloga. Le dije que no. Mentira. Lo pienso cada noche y ayer por fin lo decidí: lo voy a hacer. Solo me falta decidir cuándo.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `Otra noche sin pegar ojo. Cada noche le rezo a Dios para que me lleve con mi Antonio mientras duermo, que no me despierte mañana. Ochenta y dos años ya. Esta casa está demasiado vacía.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Manejando a las 6 de la mañana de vuelta del turno pensé: ojalá una tractomula se me atraviese y ya. No la voy a buscar, pero si pasa, qué alivio. Eso pensé. Y lo peor es que no me asustó pensarlo.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `quisiera desaparecer po. no morirme así dramático, solo dejar de existir, q nadie se acuerde d mí. q mi papá no tenga q cargar con un hijo maricón`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `La niña llora, yo lloro. Todo el mundo me dice que es la etapa más bonita de la vida. Yo solo quiero dormirme y no despertar nunca más, y que la críe alguien que sepa.`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `Ya falta poco para descansar de todo esto. Pronto me voy con mi 'apá, él sí me entendía. La milpa se secó otra vez y el del banco viene el lunes, pero eso ya no va a ser problema mío.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Plan de fin de curso: aprobar Estadística o directamente hacerle ragequit a la vida. La segunda va ganando 😂 No es broma, eh. Bueno, sí. No sé. No.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `che si la semana q viene no escribo más acá es porque me tomé el bondi sin vuelta`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mi abuela siempre decía que uno se va cuando Dios quiera. Pues yo voy a adelantar la cita, mija. Ya mismo estoy con ella. No se lo digas a nadie, diario.`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `Busqué en Google cuántas de las pastillas de mi mamá hacen falta. Las tiene arriba de la alacena. Mañana ella trabaja doble turno y no hay nadie en la casa hasta la noche.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Desde la mina en la vereda no sirvo para nada, ni para cargar a mi hijo. Todavía tengo guardado el revólver del tío. Hoy lo saqué, lo limpié y me quedé mirándolo una hora, pensando si sería rápido. Lo dejé en la mesita de noche.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `todos los dias paso por el viaducto de segovia y hoy me pare en medio y mire abajo mucho rato y pense que es facil que solo es pasar la valla y ya no hay mas nada mañana vuelvo a pasar`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Compré una soga en la ferretería. Al señor le dije que era para tender ropa. Está debajo de la cama y ya sé de cuál viga.`,
    crisis: true,
    class: 'method',
  },

  {
    text: `Lista para el viernes:
- dejar a Coco con la vecina del 2ºB
- pagar el alquiler de marzo para que mi hermana no tenga que hacerlo
- borrar el historial del móvil
- ir al puente de noche, cuando ya no pase nadie
Ya está todo pensado. Me noto rara de tranquila.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Mis amigos de Mariúpol están en el frente y yo en Alicante poniendo ladrillos, escondido de la movilización como una rata. El 16 de marzo, el día del teatro, lo voy a hacer. Ya miré el sitio, unas rocas lejos del pueblo donde no va nadie en invierno. Hasta entonces sonrío en la obra.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Anoche lo ensayé. Me subí a la silla del baño con el cinturón para ver si aguantaba. Aguanta. Me bajé porque oí a mi hija toser. Pero ya sé que funciona.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Querida Lucía:
Cuando leas esto yo ya no voy a estar. No es culpa tuya, nunca lo fue, que te quede claro.
A Pancho dale de comer a las 8, que si no se pone a maullar como loco.
La clave del banco está en el cajón azul del escritorio, y el contrato del piso también.
Perdóname por no despedirme en persona, no habría sido capaz.
Te quiero muchísimo, hermanita. Sé feliz por las dos.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `hoy le regalé la play a mi primo y mis buzos a la Sofi. me preguntaron si estaba bien y les dije q sí, q ya no los uso. la verdad es q ya no los voy a necesitar`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Hoy fui con el notario y dejé todo a nombre de mis tres hijos. Les escribí una carta a cada uno y las dejé en la cómoda, debajo de la foto de su madre. Ya me puedo ir tranquilo.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Día normal en la oficina. Reunión a las 10 que podría haber sido un mail, almuerzo con Caro en el chino de la esquina, el jefe otra vez con el informe trimestral.
A la vuelta pasé por el súper: yerba, fideos, la leche deslactosada que le gusta a mamá.
Me llamó la vieja, hablamos del cumple de la tía Marta, que quiere hacerlo en la quinta.
Le mandé a Juan todas mis contraseñas y dejé programado el mensaje de despedida para el domingo a la mañana.
Después miré un capítulo de la serie, me di una ducha y me acosté.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `Mi marido lleva seis años cuidándome. Lo he visto envejecer por mi culpa, dejar el trabajo, dejar a sus amigos. Estarían todos mucho mejor sin mí, y lo digo en serio, no para que me lleven la contraria. Lo he pensado con mucha calma.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Si me muero, el seguro del trabajo le paga a mi mamá en Maracaibo más de lo que yo le mando en diez años. Hice la cuenta en la servilleta. Valgo más muerto que vivo, pana. Es la verdad.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mi mamá me preguntó si estoy bien. Le dije que sí. No estoy bien. Solo le doy problemas: el colegio, los que me molestan, la plata del psicólogo que no tenemos. Sin mí ella por fin podría descansar.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Hoy le cambié otra vez el nombre a mi nieta. El neurólogo ya me lo dijo claro. Antes de ser una carga para mis hijos, prefiero irme por mis propios pies, mientras todavía puedo decidir yo.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `otra vez el cúter 🙃 esta vez más hondo. me lo merecía por lo del examen. mañana manga larga aunque hagan 35 grados`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Hoy tampoco comí nada. Cuando me da hambre me pellizco las piernas hasta que se me quita, y si como algo me castigo. Tengo los muslos llenos de moretones. Me los gané.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Le di piñas a la pared hasta que se me abrieron los nudillos. Después con la cabeza. Necesitaba sentir algo que no fuera esto. Y tengo ganas de hacerlo otra vez ya mismo.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Cuestionario de la psiquiatra, lo respondo acá porque allá mentí:
¿Se ha hecho daño en las últimas dos semanas? Sí. Con el encendedor, en el antebrazo, tres veces.
¿Siente ganas de hacerlo en este momento? Sí.
¿Se siente seguro/a en su casa esta noche? No sé.`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Mi marido murió cerca de Bajmut hace un año. Aquí en Málaga todos son amables conmigo, me dan ropa, me dan clases. Pero yo no tengo futuro. Nada va a cambiar, nunca. No quiero seguir así. No quiero seguir, punto.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Como dice el Cuarteto: ya no sé qué hacer conmigo. Solo que ellos lo cantan con gracia y yo lo digo en serio. Quince años de depresión, cuatro psiquiatras, ocho pastillas distintas, y nada cambia. No me veo en ningún futuro. No quiero seguir tirando.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `¿Para qué sigo? ¿Qué va a cambiar? ¿El del gota a gota me va a perdonar la deuda? ¿Voy a conseguir trabajo a los 52? No. Nada. ¿Entonces para qué me levanto? No encuentro ni una sola razón para seguir vivo.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `Me he tomado todo el blíster de lorazepam con lo que quedaba del vino. A ver si esta vez sí. Escribo esto por si alguien lo lee.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Llevo dos meses guardando las pastillas para dormir en vez de tomármelas. Ya junté bastantes. Están en una cajita de té en el cajón de la ropa interior. Es mi salida de emergencia, y cada día la miro.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `me acabe la botella de tequila y abri otra y ahorita me voy a tomar las de la presion de mi jefa tmb a ver si asi ya no despierto la neta`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `Catorce meses limpio y hoy han vuelto. No las ganas de meterme, bueno, esas también, sino las otras. Las de acabar. Las mismas voces de antes del intento, con la misma voz. Pensaba que se habían ido para siempre.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `llevaba 200 días sin cortarme. hoy volví. y no quiero parar. borré la app del contador`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Hace dos años del intento. Me prometí que nunca más. Pero esta semana vuelvo a asomarme al balcón igual que antes, vuelvo a calcular el piso, la hora en que la conserje no está. Está volviendo todo y no se lo he dicho a nadie.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: `Me muero de vergüenza. Hoy en clase de inglés llamé "mamá" a la profe delante de todos. Que me trague la tierra. Mañana no pienso aparecer por el insti jajaja`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Este trabajo me está matando, neta. Tres turnos seguidos en el call center y el supervisor todavía quería que me quedara. Llegué muerta, ni cené.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `El parcial de Análisis me mató. Salí hecho pelota, me quería tirar del puente de la facu jaja. Igual el viernes es el asado de fin de cuatri así que sobreviviré.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Hoy me quería morir, literal. Mi ex me llamó al trabajo y yo con el altavoz puesto delante de toda la oficina. Me quería morir de la vergüenza. Ya se me pasó, y con las chiquillas nos reímos toda la tarde del asunto.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Ese man me tiene mamada. Yo matándome sola para pagar el arriendo y él jugando Play todo el día. Hoy le dije que o se pone las pilas o se busca otra parcera.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Si no me dan la beca me muero, te lo juro. Bueno, no me muero, pero me tiro un mes en la cama comiendo mantecado. Mañana salen los resultados, ay bendito.`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Hoy me escribió la mamá de Andrii: murió en Zaporiyia. Éramos vecinos desde niños en el mismo bloque. Yo estoy en el hotel de Benidorm sonriendo a los turistas y por dentro grito. Esta noche le enciendo una vela.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Hoy lo dormimos al Toto. Quince años. El veterinario fue muy dulce, le puso la inyección mientras yo le rascaba la oreja. La casa está en silencio. No sé cómo voy a abrir la puerta sin que salga a recibirme.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Encontraron otra fosa en Jalisco. Cuarenta y tantos cuerpos. Mi tía sigue buscando a mi primo desde 2019. Hoy la acompañé a la marcha con su foto. Tanto muerto, Dios mío, y nadie hace nada.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Hoy hace un año que mi hermano se quitó la vida. Fuimos al cementerio con mamá. Yo sigo preguntándome qué no vi. La psicóloga dice que la culpa es parte del duelo. Esta tarde he hecho su tortilla, la de él, con mucha cebolla.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Se nos fue la abuela Rosita, 91 años. Se fue dormida, como ella pedía siempre: "que Dios me lleve sin despertar". Y así fue. Lloro, pero también sonrío.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Año y medio sin Serhiy. Cayó en Avdiivka. Hoy la niña me preguntó si papá nos ve desde el cielo y le dije que sí. Al principio yo quería irme con él; ahora sé que mi sitio es aquí, con ella. Mañana tiene función de baile en el cole y le he cosido el vestido.`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `Esta noche terminé Anna Karénina. Cuando se tira al tren me quedé helada, con el libro abierto en las rodillas. Tolstói es cruel. Mañana empiezo algo más ligero, lo juro.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Escribí por fin el capítulo en que Martina deja la carta y sube a la azotea. Me costó una semana. En el taller dicen que está muy logrado; yo solo quería que sonara verdadero sin ser morboso.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `me mori como 40 veces con el jefe del elden ring wey ya me quiero matar jajaja. mañana le vuelvo a dar con el build de sangrado`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Soñé que me ahogaba en el arroyo del pueblo y que el abuelo me sacaba de los pelos. Me desperté empapada a las 4. Fue solo un sueño; lo anoto porque la psicóloga dice que los apunte. Hoy todo bien, fui a nadar a la pile con Flor.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `En la fiesta del tío Chuy cantamos "Camino de Guanajuato" a todo pulmón: no vale nada la vida, la vida no vale nada. Todos medio borrachos y felices, mi tío llorando de la risa. Qué noche más bonita.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Hemos visto "Mar adentro" en Ética para el debate de la eutanasia. Yo a favor de Ramón y media clase en contra. Lloré al final. Bardem es un monstruo.`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Guardia de 24 h en urgencias. Nos llegó una chica de 17 con intoxicación por paracetamol, intento autolítico. Protocolo, N-acetilcisteína, psiquiatría de guardia. Salió estable. Yo llegué a casa y me quedé mirando la pared un buen rato. Mañana libro, menos mal.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Nueva pauta de la psiquiatra: sertralina 50 mg por la mañana y, si no duermo, medio lorazepam. Lo he apuntado en el móvil para no liarme. Me noto algo mejor que el mes pasado.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Me salió el azúcar en 280 y la doctora del Seguro me subió la insulina. Me regañó por los tamales de la posada. Ni modo, ya le bajo.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `En la veterinaria hoy tuvimos que hacer eutanasia a tres perritos. Es parte del trabajo, pero hoy me pesó. Le di un abrazo a la dueña del último. Luego almorzamos con las compañeras y nos reímos un rato, nos hacía falta.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Hoy con el reumatólogo. Me pasó a pregabalina y dijo que si el dolor sigue hay que pensar en infiltraciones. Le pregunté si esto es para siempre y me dijo "probablemente, pero se puede vivir bien". Salí con ganas de creerle.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Turno de noche en el SAMU. Un caballero con sobredosis de clonazepam y alcohol, lo encontró la hija. Llegamos a tiempo. En la ambulancia me agarró la mano y me pidió perdón. Lo dejamos en la Posta Central. Ojalá le vaya bien.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Hoy hace tres años de mi intento. He corrido 10 km por el Retiro y me he comprado un cruasán de premio. Sigo en terapia cada dos semanas. No quiero volver a ese sitio nunca, y creo que no voy a volver.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ocho meses en cautiverio en Olenivka. Allí pedía morir cada noche, de verdad. Hoy, un año después del intercambio, estoy en Barcelona aprendiendo español y saqué un 9 en el examen de A2. Mi profesora me dio un abrazo.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Cinco años limpio. Hubo un tiempo en que me inyectaba pensando ojalá sea la última. Hoy me dieron el llavero de los cinco años en el grupo y mi hija estaba ahí aplaudiendo.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Encontré un diario viejo de 2019 lleno de "me quiero cortar" y "no quiero vivir". Lo leí sentada en el piso. Qué chiquita era y cuánto sufría. Hoy tengo las cicatrices blancas y una vida que me gusta. Le escribí una carta a esa piba.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Cuando volví del monte después de la mina pensé mucho en pegarme un tiro. Eso fue en 2012. Hoy entrené con el equipo de para-atletismo y quedé segundo en los 400. El profe dice que puedo ir a los nacionales.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `Hoy compré una soga nueva en el pueblo para amarrar los fardos, la otra ya estaba podrida. Mañana a las seis con don Lucho a cargar el camión.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Último día en el piso de Lavapiés. Me he despedido de la vecina del quinto, que me ha regalado un táper de croquetas. Mañana me voy a Bilbao, trabajo nuevo. Me da penita, pero qué ilusión.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Le organicé el pastillero a mi papá para toda la semana: la de la presión, la del colesterol y la aspirina. Se lo dejé en la mesa con una nota grandota. Ya no se le olvidan.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Me subí al techo a arreglar la membrana porque se llovía todo. Desde arriba se ve el río, no sabía. Me quedé un rato mirando con el mate. Qué lindo es este barrio.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Ha venido el técnico del gas a revisar la caldera, había una fuguita. Arreglada. Luego he afilado los cuchillos de la cocina con la piedra del abuelo. Día productivo.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Hoy escribí una carta a mi abuela en Odesa, en papel, como antes. Y nos despedimos de la familia que nos acogió en Zaragoza: ya tenemos piso propio. Lloramos todos en la puerta. Ahora ellos también son familia.`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `No, no me quiero morir, que quede claro, que mi madre ya me lo ha preguntado tres veces. Estoy agotada de cuidar a mi padre con alzhéimer y necesito dormir una semana entera. Eso es todo.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `La psicóloga preguntó si tengo pensamientos de hacerme daño. No, ninguno. Quiero vivir, quiero que termine la guerra y volver a Jersón con mi marido. Eso es lo que quiero.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No quiero desaparecer ni nada de eso, solo quiero que mi familia me acepte. Hoy le conté a mi prima que soy lesbiana y me abrazó durísimo. Un paso.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Tengo deudas hasta las orejas, la tarjeta me come viva. Pero no, no pienso hacer ninguna locura, tengo dos pibes. Mañana voy al banco a refinanciar y listo.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Mis hijos creen que porque vivo sola ando pensando cosas feas. No, mijos, no me quiero ir todavía. Tengo mis plantas, mi telenovela y los domingos el dominó con las comadres.`,
    crisis: false,
    guard: 'negation',
  },
];
