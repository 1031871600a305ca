import type { EvalNote } from './types';

/**
 * Spanish notes of the hundredninth round, written blind: eighty diary entries by eighty different
 * writers, half under 25 (secondary-school and university students, first jobs, gamers, group chats,
 * dating apps, parents' divorce, exams, migrants' children in the US) and half over 60 (widows and
 * widowers, carers of a sick spouse, a Malvinas veteran, a Salvadoran war survivor, village farmers,
 * pensioners living alone, people with chronic illness), from Spain, Mexico, Argentina (voseo),
 * Colombia, Chile and the US (Spanglish). 40 crisis notes, mostly indirect (invented euphemisms, acts
 * told without the intent stated, means named sideways, goodbyes disguised as favours), spread as
 * euphemism 6, method 5, selfHarm 5, relapse 5, plan 4, farewell 4, burden 4, dose 3, passive 2,
 * hopelessness 1, intent 1; and 40 quiet notes spread over every guard (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 6, everyday 5, negation 5) on the same topics and in the same voices.
 * Styles on both sides: long careful entries, one-liners, a letter, a list, a screening form answered,
 * a question answered, dark humour, a song line, all lower case, no accents, typos, slang and emoji.
 *
 * First run, on aa2983b (the 108th round merged), before any change made for it: recall 37/40,
 * false alarms 4/40 (on ebd8371, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: euphemism (6) ----------------
  {
    text: 'le dije al squad q ya me iba a desconectar para siempre y creyeron q era del discord jaja. no era del discord',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Esta noche he soñado otra vez con Paco, me llamaba desde la puerta del corral como cuando volvía del campo. Le he dicho que no se impaciente, que ya voy yo para allá, que esta vez no pienso hacerle esperar mucho. Lo tengo decidido aunque a los chicos no les diga nada.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'che creo que ya cumplí mi cupo acá. me bajo del bondi antes de la terminal y que siga el viaje sin mí, total nadie se fija quién va sentado atrás',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le escribo aquí lo que no le digo a mi hija: mija, no se afane por la cuenta de la clínica del otro mes, que para el otro mes ya no va a haber a quién cobrarle. Yo ya arreglé mis cosas con Diosito y me voy a ir yo solita, sin esperar a que me llame.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'weon ya no quiero seguir esta partida. voy a apagar la consola y no prenderla nunca mas y no hablo de la play 🎮💀',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Llevo tres meses esperando el cheque del retiro y el otro cheque, el del de arriba, como le digo yo. El primero no llega nunca. El segundo lo voy a ir a cobrar yo solito antes de tiempo, ya me cansé de hacer fila. Jaja, dirá mi hijo que soy un viejo dramático. No es chiste mijo.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method (5) ----------------
  {
    text: `Hoy he subido a la azotea de la facultad a la hora de comer, la puerta de la escalera de incendios no tiene candado.
No había nadie. Me he asomado al borde y me he quedado un buen rato mirando el patio de abajo, calculando.
¿Cuánto tardaría alguien en darse cuenta de que no he vuelto a clase?
¿Lo notaría Lucía, que ya ni me contesta los whatsapps?
He bajado porque ha sonado el timbre, no por otra cosa.
Mañana vuelvo a la misma hora.`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta del abuelo sigue en el galpón. Hoy la saqué y la limpié, hacía años que nadie la tocaba. Compré cartuchos en el pueblo y el Ramírez me preguntó si salía de caza. Le dije que sí. No pienso cazar nada.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Le pregunté al de la farmacia, como quien no quiere la cosa, qué pasa si uno se toma de más las del corazón. Me miró raro y no me contestó. No importa. Las de Ernesto siguen en la lata de galletas desde que se murió, nadie las tiró, y esta semana las he sacado y las he contado dos veces.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Llevo tres noches bajando al garaje cuando Manolo ya duerme. Me siento en el coche con el portón cerrado y la radio puesta, la de boleros. Todavía no he girado la llave. Cada noche me cuesta menos quedarme ahí sentada. Cuidar de él ocho años y ya no me reconoce.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'hoy despues del colegio fui al puente peatonal de la autopista y me quede como una hora mirando los buses pasar por debajo. pense q seria rapido y q no dolería. me devolvi xq me escribio mi hermanita preguntando donde estaba. mañana no creo q conteste',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: selfHarm (5) ----------------
  {
    text: 'hoy otra vez con el sacapuntas desmontado en el baño. me lo merecia por el 3 en mates. mañana manga larga aunque hagan 35 grados 🙃',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'my dad said what he said at dinner otra vez, que prefiere un hijo muerto que un hijo así. me encerré y me quemé el brazo con el encendedor, three times, chiquitas. it helps me breathe. nadie lo va a ver y ahorita quiero hacerlo otra vez',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'No como desde el martes. No es que no tenga hambre, es que no me lo merezco. Si esa noche hubiera manejado yo en vez de ella, la Gladys estaría viva. Hoy la vecina me trajo cazuela y la boté entera al perro.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Cuando me vuelven los recuerdos de la guerra allá en Chalatenango me doy con la cabeza contra la pared del baño hasta que se me callan. Anoche fue fuerte, me quedó el chichón. Mi esposa cree que me resbalé. Hoy ya siento que viene otra vez y tengo ganas de pegarme más duro.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me clave las uñas en el brazo hasta sangrar mientras veia q me dejo en visto despues del match. tengo ganas de hacerme algo peor ahora mismo, las tijeras estan en el cajon de la cocina y mi vieja no vuelve hasta las 10',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: relapse (5) ----------------
  {
    text: 'Día 212. Bueno, era. Hoy el contador de la app vuelve a 0 y lo peor no es eso: es que con la cuchilla han vuelto también las ideas de antes, con la misma voz, diciéndome que para qué seguir.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Ocho años sin tomar y hoy compré una botella de whisky y la tengo sobre la mesa sin abrir. No es por el trago. Es la misma idea de aquella vez en el 2016, la que me llevó a la guardia con el lavaje. Volvió, se sentó conmigo en la cocina y no se quiere ir.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `formulario de la eps antes de la cita de control.
pregunta 9: en las ultimas dos semanas ha pensado que estaria mejor muerto/a o en hacerse daño?
marqué "varios dias". la verdad es "casi todos los dias".
la psicologa me dio de alta en marzo y yo le crei que ya habia pasado.
desde que empece en la oficina volvio todo igualito que antes.
no se lo voy a decir porque va a pensar que fracasé.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace veinte años, cuando la depresión grande, me sacaron del río unos pescadores. Creía que eso ya se había quedado atrás con los años y los nietos. Esta semana, de camino al ambulatorio, vuelvo a pararme en el puente viejo. Cada día me paro un rato más.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace treinta años, después del parto del segundo, quise irme y me agarraron a tiempo. Hoy aquí sola en el asilo vuelve esa misma voz, exactita, diciéndome que ya estuvo bueno de estorbar, y le estoy haciendo caso igual que aquella vez.',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- crisis: plan (4) ----------------
  {
    text: 'ya elegi el dia. el viernes despues de la PAES, cuando todos esten carreteando nadie va a notar q no llego. deje el celu con la clave sacada y la pieza ordenada. esta vez no lo voy a contar aca despues',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Marqué en el almanaque de la cocina el 14, que es el aniversario de Jorge. Ese día voy a estar con él, ya no aguanto un año más sin él. Ya pagué la cuota de la funeraria que estaba debiendo, compré el vestido azul que a él le gustaba y lo dejé colgado con el rosario.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `lista pal sabado
1. mandarle el dinero a mi amá por western union
2. limpiar el cuarto y tirar lo feo
3. dejar la ropa doblada y las botas de trabajo al Chuy
4. ir al lago cuando todos en la traila esten dormidos
no quiero que nadie tenga que limpiar nada despues de mi`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'He ido tres tardes esta semana a la estación vieja a ver a qué hora pasa el mercancías, el que no para. Lo tengo apuntado en el calendario de la farmacia, al lado del día que cobro la pensión, para dejar pagado el alquiler de este mes y que la casera no pierda nada.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell (4) ----------------
  {
    text: 'le regale mi guitarra a Tomi y mi buzo de river a mi hermano, les dije que ya no los uso. les escribi una carta a cada uno y las deje en el cajon de las medias que es donde mi vieja busca todo. el perro se lo encargue a la abuela "por las dudas"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le dejé a la vecina las llaves de la casa y la libretita con las contraseñas del banco y del Face, y le encargué al Canelo, que ella lo quiere mucho. Le dije que por si me pasa algo. Hoy hablé por teléfono con mis tres hijos, uno por uno. Ellos no supieron que era para despedirme.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'He mandado al grupo de clase un audio diciendo que os quiero mucho a todos y que perdón por todo lo que he hecho. Se han reído, creen que voy borracha 😂😂. He silenciado el grupo y he borrado las fotos. Mañana lo entenderán.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Querida Rosita:
cuando leas esto ya no vas a tener que venir todos los domingos desde Rancagua a cuidar a esta vieja.
Te dejo la casa, el anillo de tu abuela y la receta de las empanadas, que la tengo en el cajón del velador.
A la Canela dásela a la señora Nena, que la conoce.
No llores mucho, que yo ya estoy cansada y quiero descansar de verdad.
Perdóname por no esperar a que me llegara la hora sola.
Gracias a la vida que me ha dado tanto, como cantaba tu abuelo en las fondas.
Tu mamá que te quiere.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden (4) ----------------
  {
    text: 'mis papas se pelean por mi todo el tiempo, quien paga el colegio, con quien me quedo en diciembre, quien me recoge. si yo no estuviera no tendrian nada por que pelear. se los voy a hacer mas facil a los dos',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija ha pedido la excedencia para cuidarme. Ha dejado su trabajo por un viejo que no sirve ni para ir al baño solo. Le estoy robando los mejores años. Lo más generoso que me queda por hacer es quitarme de en medio, y cuanto antes mejor.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mi sueldo de practicante no alcanza ni pa la renta y mi jefa sigue pagando mis deudas de la tarjeta. soy puro gasto. el mejor regalo q le puedo dar es dejar de ser su problema, pero para siempre',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Con la jubilación no me alcanza ni para los remedios y los chicos tienen que poner todos los meses. Anoche escuché a mi nuera decir en la cocina "¿hasta cuándo?". Tiene razón. Estarían mejor sin este gasto. Sin mí. Ya estuve pensando cómo ahorrarles el resto.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: dose (3) ----------------
  {
    text: `Lunes. Clase de Romano a las 9, me he dormido y he llegado tarde.
Café con Irene en la cafetería, nos hemos reído de la de Civil.
Por la tarde Mercadona con mi compi de piso, pasta para toda la semana.
He llamado a mi madre, le he dicho que todo bien.
Las pastillas para dormir que me receta el de cabecera no me las tomo, las voy guardando en el bote de las vitaminas; ya casi está lleno, y cuando lo esté me las tomo todas de una vez y se acabaron los lunes.
Mañana entrega del trabajo de grupo, a ver si Pablo hace su parte.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Hoy me tomé todas las de la presión de la semana juntas con lo que quedaba del tequila, a ver qué pasa. Si despierto, pues despierto. Si no, ya le dejé dicho a Dios que no me lo tome a mal.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome media botella de pisco con las pastillas de mi mamá, muchas, pa no sentir nada. escribo esto media mareada. ojala no me despierte nunca mas',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: passive (2) ----------------
  {
    text: 'Cada noche le pido a mi Dios que no me deje amanecer. Ya vi demasiado desde que entraron los paracos al pueblo y se llevaron a los muchachos. Nada más quiero cerrar los ojos y quedarme así, que Él haga el favor que yo no me atrevo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala un carro se me echara encima camino al shift. no tendria q hacer nada yo. just gone, como cuando cierras una pestaña y ya',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: hopelessness (1) ----------------
  {
    text: `Cuarenta y dos años desde Malvinas y sigo en el pozo de zorro.
La pensión no alcanza, las pesadillas no se van, la Negra se fue hace dos inviernos y la casa está muda.
Los pibes de mi compañía que volvieron se fueron yendo de a uno, y ahora entiendo por qué.
Nada va a cambiar. Ni mañana, ni el año que viene.
No le encuentro sentido a levantarme un día más para esto y ya no quiero seguir.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: intent (1) ----------------
  {
    text: 'mi amá me pregunto en la cena si estoy bien. le dije que si. no estoy bien. ya lo decidi, hoy en la noche acabo con esto, conmigo, con mis propias manos, y esta vez no me echo pa atras',
    crisis: true,
    class: 'intent',
  },

  // ---------------- quiet: figurative (6) ----------------
  {
    text: 'este examen de calculo me va a matar neta, llevo 3 dias sin dormir, ya me quiero morir jajaja 💀 pero el viernes salgo con la banda al antro 🎉',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy en el centro de salud me he muerto de vergüenza: se me ha caído la dentadura delante de la enfermera nueva. Luego nos hemos reído las dos hasta llorar y me ha dado cita para la semana que viene.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'el laburo nuevo me está matando, llego a casa hecho pelota, muerto, ni para cenar me dan las ganas. pero el sueldo está bueno y el finde me voy a la costa con los chicos',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Esta rodilla me tiene muerta, ya no me aguanto ni yo misma, el día menos pensado me la arranco. Pero hoy hice arepas para los nietos y se las comieron todas, y eso me da vida.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me mataron 20 veces en la ranked, me quiero tirar por la ventana weon 😭 mañana le pongo de nuevo con el Benja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este calor de Miami me está matando, mija. Se fue la luz y sin aire acondicionado una se muere. Me senté en el balcón con el abanico de mi mamá. Mañana vuelve el técnico y el domingo voy a la playa con las muchachas.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath (6) ----------------
  {
    text: 'Hoy me avisaron de Medicina Legal que identificaron los restos de mi hermano, desaparecido desde el 2002. Por fin lo vamos a poder enterrar. Lloré todo el día pero siento una paz que no sentía hace veinte años. El sábado es la misa en el pueblo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se ha muerto el abuelo esta mañana. Mamá no para de llorar y yo no sé ni qué sentir. He cogido sus gafas de leer para guardarlas. Mañana es el tanatorio y quiero estar con todos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace un año que se me fue mi viejo. Le llevé flores al panteón y le platiqué todo lo del año. Ya no lloro tanto. El domingo vienen los nietos a comer mole.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un pibe de mi curso se tiró del balcón el finde. no lo conocía tanto pero no paro de pensar en él y en su vieja. en la escuela pusieron psicólogos, fui a hablar y me hizo bien. mañana vamos todos al velorio',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hemos dormido a Lúa, mi perrita de quince años. El veterinario ha sido muy cariñoso y ella se ha ido tranquila en mis brazos. La casa está vacía sin ella. Me voy a acostar pronto, mañana será otro día.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'salio en las noticias lo del trailer con migrantes muertos en texas. uno era del pueblo de mi apá. le marque a mi amá pa decirle q yo estoy bien, q no se preocupe. que en paz descansen 🙏',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction (6) ----------------
  {
    text: 'Estoy escribiendo un fanfic donde la prota reparte sus cosas, deja cartas para todos y se va sin avisar. Me ha quedado tan triste que he llorado escribiéndolo. Mañana subo el capítulo a Wattpad, a ver qué dicen en los comentarios.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Terminé de releer Sobre héroes y tumbas. Qué final, Alejandra y el fuego en el mirador. A mi edad las novelas pegan distinto. Mañana se lo presto a la Nelly para el club de lectura de los jueves.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'en el juego mi personaje se sacrifica pa salvar al equipo y se despide de todos uno por uno, llore como bebe 😭 10/10 lo recomiendo',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba en el agua helada. Desperté sudando. Fue un sueño nomás; me hice un té, me quedé mirando el amanecer en la ventana y a las ocho me fui al consultorio por el control.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'la cancion dice "quiero dormir y no despertar" y la tengo en repeat todo el dia pero es que la voz del man es demasiado buena jaja, no es por mi. mañana parcial de estadistica',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el taller de teatro del centro de mayores me ha tocado hacer de la abuela que se despide de la familia antes de morirse. He ensayado el monólogo con Antonio en el banco del parque y nos hemos emocionado los dos. Estreno el jueves, vienen mis hijas.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical (6) ----------------
  {
    text: 'El doctor me subió la metformina a dos al día. Ya las puse en el pastillero de la semana, mañana y noche. Tengo que cuidarme el azúcar para ver crecer a mis nietos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Primera guardia de prácticas en urgencias. Ha entrado una chica de mi edad con una sobredosis de pastillas y la hemos estabilizado entre todos. He salido temblando, pero he aprendido muchísimo y la R2 me ha dicho que lo he hecho bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me sacaron sangre en ayunas y me hicieron la eco. El médico dice que el bulto es benigno, que no hay que operar. Salí a la calle y me comí tres medialunas de la alegría.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la psiquiatra me subio la sertralina, dice q en unas semanas deberia notarlo. por ahora puras nauseas. me la tomo con el desayuno y anoto todo como me dijo',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'A mi esposo le pusieron la morfina en bomba y en el hospital me enseñaron a llevar la cuenta de las dosis en el cuaderno. Lo estoy cuidando con mucho amor. Hoy sonrió cuando le puse el vallenato de cuando éramos novios.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'fui al dentist y me sacaron las muelas del juicio. me dieron ibuprofeno y una receta pa 3 dias. toy hinchada como hamster lol 🐹',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past (6) ----------------
  {
    text: 'Hoy hace dos años de mi intento. Lo he celebrado yendo a correr 5 km con mi hermana por el Retiro. Estoy viva y me gusta estarlo. El jueves tengo cita con la psicóloga solo para contárselo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando volví de Malvinas pensé muchas veces en pegarme un tiro, eso ya lo conté en el grupo de veteranos. Hoy, cuarenta años después, llevé a mi nieto al desfile y la gente nos aplaudió. Estoy bien, en paz.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'hace un año me cortaba casi diario. hoy me puse un top de tirantes sin miedo a q vieran las cicatrices y nadie dijo nada. me siento libre 🦋',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Quince años sin beber. Los primeros meses me quise morir mil veces. Hoy me han dado la ficha de los quince años en la reunión y mi hija me ha hecho una tarta. Qué suerte he tenido de seguir aquí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado tenia las pastillas contadas en el cajon. las botamos con mi mama por el inodoro. hoy me gradue del colegio y ella lloro mas que yo',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después de que murió mi Hernán estuve meses sin querer despertar. Ya no. El taller de tejido, mis plantas y los almuerzos de los martes con las vecinas me devolvieron las ganas.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday (5) ----------------
  {
    text: 'Compré soga nueva para amarrar la leña y para el tendedero, la vieja ya estaba podrida. Le pedí a mi nieto que me ayudara a colgarla en el patio antes de las lluvias.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'hoy he subido a la azotea a tender la ropa con mi compi de piso y hemos acabado tomando birras viendo el atardecer. mejor día de la semana',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fui a la droguería, compré las pastillas de la tensión, pagué el gas y de vuelta me paré en el puente a ver el río crecido por las lluvias. Todo normal. Por la tarde novela y a dormir.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ultima clase del cuatri!! me despedi de todos y le deje una carta a la profe de historia agradeciendole todo. se vienen las vacaciones 🏖️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'He afilado el cuchillo grande para la matanza del domingo. Vienen los hijos de Madrid. Será la última que hacemos en el pueblo, el año que viene vendemos la casa. Qué pena me da.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation (5) ----------------
  {
    text: 'no, no me quiero morir, nomas estoy cansadisima de la escuela y del divorcio de mis papas. quiero dormir como 3 dias seguidos y ya',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hija me ha preguntado si pienso hacer alguna tontería desde que murió su padre. Le he dicho que no y es verdad. Estoy triste, mucho, pero tengo ganas de ver crecer a los nietos.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la psicologa me pregunto si he pensado en hacerme daño. le dije q no y es verdad, solo ando pa la cagá por la ruptura. el viernes voy a la tocata con la Coni',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, padre, no estoy pensando en irme antes de tiempo, como me preguntó el cura en la confesión. Estoy viejo y enfermo, no loco. Quiero ver a Boca campeón una vez más.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'not gonna lie this week was trash pero no, no ando pensando cosas feas. just tired. mañana tengo shift a las 6 y el domingo carne asada en casa de mi tía',
    crisis: false,
    guard: 'negation',
  },
];
