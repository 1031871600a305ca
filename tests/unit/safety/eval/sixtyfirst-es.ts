import type { EvalNote } from './types';

/**
 * Spanish notes of the sixtyfirst round, written blind: writers aged 14 to 84,
 * from Spain, Mexico, Argentina, Colombia, Chile, Puerto Rico and the Dominican Republic, plus Ukrainian
 * refugees in Spain (widows, an ex-prisoner of war, an injured veteran, mothers of soldiers); students,
 * teens bullied or outed, postpartum mothers, carers, nurses, farmers, people in debt, in recovery, in
 * chronic pain and lonely elderly. 40 crisis notes across all eleven classes (intent, passive, euphemism,
 * method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes across all seven
 * guards (figurative, othersDeath, fiction, medical, past, everyday, negation), the quiet ones on the same
 * topics and words (rope, roof, bridge, pills, letters, goodbyes, war, grief). Styles: one-liners and 8-line
 * entries, a crisis hidden in one sentence of an ordinary day, a screening form and a therapist's question
 * answered honestly, an answer to a mother's question, a letter, a to-do list, questions to oneself, a song
 * line owned by the writer, real dark humour, voseo and regional slang, lower case, no accents, emoji, typos.
 *
 * First run, on 888843b (after the 60th round's changes and retrain), before any change made for
 * it: recall 38/40, false alarms 5/40 (on 5a1e9c4, the stop's start: recall 37/40, false alarms
 * 5/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'ya valió todo. hoy en la noche me mato, neta ya no aguanto a nadie ni a mi 💀 nomas espero a que se duerman mis papás',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Martes. Llovió toda la mañana.
Fui al banco otra vez y me dijeron lo mismo: que no hay refinanciación posible, que el embargo sigue adelante.
Comí un bocadillo en el coche porque no quería volver a casa todavía.
Por la tarde llamé a mi hermano por su cumpleaños, le canté y todo, como si nada.
Pasé por la gasolinera y compré tabaco aunque lo había dejado.
Ha sido un día largo y gris como todos los de este invierno.
Esta noche le pongo fin a todo, ya está decidido.
Mañana que se encarguen otros del piso.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mi marido murió en Bajmut hace cuatro meses. Yo aquí en Valencia, no entiendo idioma, no tengo nada. Hoy yo quiero terminar mi vida. No puedo más sin él. Hija está con mi madre en Polonia, ella va a estar bien.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Che, diario, te aviso a vos porque no hay nadie más: hoy no llego a la noche. Lo voy a hacer yo, con mis manos, y esta vez no me va a frenar nadie.',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'Todas las noches le pido a Diosito que me lleve mientras duermo. Ya enterré a mi Raúl y al Panchito. Tengo 84 años y la casa llena de silencio. Ojalá mañana no despierte, no le veo sentido a seguir amaneciendo.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La niña llora, yo lloro, y Andrés ronca. Son las 3 am. A veces pienso que ojalá me diera algo y no amaneciera, y que otra mamá mejor que yo la criara. No siento nada cuando la miro. Qué pena decirlo pero es la verdad.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me tragara la tierra y no es un decir, de verdad quisiera desaparecer y no existir mas. mi papa me vio los mensajes con Dani y desde ahi nadie me habla en la casa',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Hoy primera consulta en el centro de salud mental. Me dieron un cuestionario antes de entrar.
Poco interés en hacer las cosas: más de la mitad de los días.
Sentirse decaído o sin esperanza: casi todos los días.
Problemas de sueño: casi todos los días.
Pregunta 9, pensamientos de que estarías mejor muerto: dudé un rato con el boli en la mano.
Marqué "casi todos los días". Es la primera vez que no miento.
La verdad es que sí, cada mañana desearía no haberme despertado.
La psiquiatra me dio cita para el jueves. No sé si llegaré con ganas de ir.`,
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Tranquilos todos, que ya no voy a ser un problema por mucho tiempo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Abuelita, ya mero nos vemos. Ya no falta nada, guárdame mi lugar junto a ti en la mesa como antes. Aquí ya no tengo nada que hacer.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Saqué pasaje de ida nomás, sin vuelta, jaja. Bueno, no tan jaja. Lo bueno es que el alquiler de marzo ya no lo voy a tener que pagar. Me bajo de este mundo antes de fin de mes, en serio.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi compadre Jhon se fue hace dos años en el Catatumbo. Anoche soñé que me llamaba. Ya me toca ir a hacerle compañía, parce, él me está esperando del otro lado y yo aquí ya no hago nada.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'El puente de la autovía, el de la salida de Alcobendas. Hoy me he parado ahí media hora mirando abajo. Es alto. Lo suficiente. Mañana vuelvo y esta vez no me doy la vuelta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En el corral sigue la reata con la que amarrábamos a las vacas antes de que se las llevara el banco. Hoy la vi distinto. Ya sé para qué la quiero, y la viga del granero aguanta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Vivo a dos cuadras de la vía del Sarmiento. El de las 23:40 viene rápido y no para en mi estación. Hoy me quedé en el borde del andén y lo dejé pasar. El próximo no lo dejo pasar.',
    crisis: true,
    class: 'method',
  },
  {
    text: '¿Y si lo hago con el revólver de mi papá? Está en el cajón del clóset, la llave la esconde en una caja de zapatos. ¿Le dolería a alguien? ¿Se darían cuenta rápido? Hoy lo tuve en la mano un buen rato.',
    crisis: true,
    class: 'method',
  },

  {
    text: 'El viernes. Ya lo he decidido. Los niños se van con su padre el fin de semana y la casa se queda sola. Tengo hasta el viernes para dejarlo todo ordenado.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Pendientes domingo:
- pagar la luz
- dejarle comida y agua al Cachupín pa tres días
- la carta pa la Rosa debajo de la almohada
- borrar el historial
- subir a la azotea del block a las 5, antes que se levante el conserje
ya está todo.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Desde el cautiverio nada es igual. No duermo, oigo las llaves de la celda cada noche. Ya elegí la fecha: el 12 de marzo, el día que me capturaron. Ese día cierro el círculo. Ya tengo guardadas las pastillas del psiquiatra para eso.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche hice un ensayo. ya se cuanto tiempo tengo antes de que mi jefa llegue del trabajo, son 40 min. nomas me falta escoger el dia',
    crisis: true,
    class: 'plan',
  },

  {
    text: `Mamá:
No es tu culpa, de verdad.
Te dejo la clave del celu en el cajón de la mesita, es 1804.
La Play dásela a Lucas, que siempre la quiso.
Los ahorros están en la cuenta del Galicia, la tarjeta está en mi billetera.
Perdoname por todo esto.
Te quise aunque no te lo dijera nunca.
Cuando leas esto ya voy a estar tranquilo.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Hoy ha hecho un sol precioso.
Bajé a Lola al parque por la mañana y estuvimos un buen rato con los perros del barrio.
Luego fui al mercado, compré fruta y pan del bueno.
Por la tarde le pregunté a Maite, la del cuarto, si podría quedarse con Lola para siempre; le dije que me voy de viaje lejos.
No es un viaje y no voy a volver.
Cené una tortilla y vi un rato la tele.
Mañana toca lavar las cortinas.
Lola duerme a mis pies.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Regalé la guitarra, los libros y mi chaqueta de cuero. Los cabros creen que me cambio de ciudad. Me siento liviana, ya casi no queda nada mío acá. Así nadie tiene que ordenar nada después.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le he dejado a mi hermana en un sobre todas las contraseñas del banco, del seguro y del correo. Para cuando yo ya no esté, que será pronto, que no tenga que pelearse con nadie. Mañana le mando un mensaje para despedirme como si nada.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'Mi hija trabaja doble turno para pagar mis medicinas y el oxígeno. Sin mí le iría mejor, podría rehacer su vida. Yo ya nomás le estorbo a todos, lo mejor es que me vaya de una vez.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Sin piernas no sirvo para nada. Oksana me tiene que bañar, vestir, subirme a la silla. Tiene 31 años, merece una vida, no un enfermero. Estarían todos mejor sin mí, ya lo tengo claro, y no pienso seguir siendo esta carga.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi madre me preguntó en la cena si estoy bien. Le dije que sí. No lo estoy. Se pelean por mi culpa, por el dinero de la psicóloga, por mis notas. Sin mí en esta casa todo sería más fácil, y cada vez lo pienso más en serio.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'Volví a cortarme. Tres líneas en el muslo, donde nadie mira. Me lo merecía por el suspenso.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme con el encendedor otra vez en el brazo 😶 es lo unico q me calma. y ahorita tengo ganas de hacerlo de nuevo, ya lo tengo en la mano',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me di contra la pared hasta que se me abrieron los nudillos. Y la cabeza también, mano. Necesitaba sentir algo que no fuera esto. Todavía me tiemblan las manos y quiero seguir dándome.',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'Debo 80 millones entre el banco y el gota a gota. No hay salida, parce. Nada va a cambiar nunca y ya no quiero seguir intentándolo. Estoy cansado de existir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Dos años en Málaga. Mi ciudad ya no existe, Mariúpol es solo fotos en el móvil. Aquí limpio casas, allí no tengo nada. No veo futuro ni para mí ni para nadie. No quiero seguir viviendo así, de verdad que no quiero.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'La terapeuta me preguntó cómo me veo dentro de cinco años. Me quedé callada un rato largo. Le dije "no me veo". Ella lo anotó y cambió de tema, creo que pensó que era cansancio. Pero es verdad. No me veo en ningún lado. No hay un después, y no quiero estar aquí para ese después.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"Nada más queda", como dice Cerati. Eso. Ocho meses sin laburo, la nena con la madre, el viejo que no me atiende el teléfono. Nada más queda. Y yo tampoco me quiero quedar.',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Llevo semanas guardando las pastillas para dormir que me recetan. Ya tengo 60. Las cuento cada noche antes de acostarme. Cuando lleguen a 90 ya no voy a necesitar más.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé toda la tira de clonazepam con medio litro de pisco. A ver si esta vez sí. No le voy a avisar a nadie.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome el doble de lo q me dijo el dr y luego otro poco. no se cuantas van. quiero apagarme un rato largo, ojala para siempre. me pesa la lengua',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'Tres años limpia y hoy he vuelto a pillar. Y con la coca han vuelto las ideas de antes, las de la azotea. Esta vez no tengo fuerzas ni para llamar a mi madrina del grupo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años del intento. Creía que ya estaba, que lo había dejado atrás. Hoy volvieron los pensamientos, igualitos, la misma voz diciéndome que me vaya, que sobro. Y esta vez le creo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'llevaba 400 días sin cortarme. hoy los perdí. y con eso volvieron las ganas de morirme, como si nunca se hubieran ido 🥀',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'Este examen de Anatomía me está matando. Tres noches sin dormir, me muero de sueño y todavía me quedan los nervios craneales. Mañana a las 9, que sea lo que Dios quiera.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me queria morir de la verguenza cuando se me cayó la charola enfrente de todo el salón jajaja tierra trágame 😭 y el Brayan viéndome',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Laburé doce horas seguidas. Me tiro en la cama y que no me despierte nadie hasta el domingo, jaja. El lunes arranco de nuevo.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La pega me tiene chata, weón. Dan ganas de tirarse por la ventana cada vez que el jefe manda un audio de cinco minutos a las 11 de la noche. Igual el viernes nos vamos a la playa con los cabros.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi mamá me va a matar cuando vea la nota de matemáticas. Parce, estoy muerto. Mañana le digo, después del almuerzo, cuando esté contenta.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mano, este calor me tiene muerto. Apenas salga del trabajo me voy a tirar al mar de cabeza, y que nadie me busque hasta que se ponga el sol.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Hoy hace un año que mataron a Andriy cerca de Avdiivka. Fui a la iglesia ortodoxa, encendí una vela y lloré todo lo que no lloré en meses. Las niñas están bien en el colegio, ya hablan mejor español que yo. Sigo, por ellas y por mí.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy durmieron a Canela. 15 años conmigo. El veterinario fue muy amable, me dejó estar con ella hasta el final. La casa está vacía sin el ruido de sus uñitas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Otra vez en las noticias: muertos en el bombardeo de Járkov, un edificio entero. No puedo dejar de mirar el móvil. Llamé a mi tía, está viva, gracias a Dios. Esta noche no duermo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Nico se quitó la vida hace un mes.
Hoy fui a la casa con la mamá a ordenar su pieza.
Encontramos sus cuadernos, la camiseta de Racing, una carta que no era para nadie.
La mamá la guardó sin leerla.
No entiendo nada. Lo extraño tanto que me duele el pecho.
Tomamos mate en la cocina sin hablar.
Mañana empiezo el grupo de duelo que me recomendó la psicopedagoga.
Voy a ir, se lo prometí a mi vieja.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Enterramos a madre. Tenía 91 años. Dije unas palabras en el funeral y me temblaba la voz. Mañana vuelvo al campo temprano, que las vacas no entienden de luto.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a mi compa en el Cauca, una mina antipersonal. Tenía 22 años. Le escribí una carta de despedida a su mamá que todavía no me atrevo a mandar. Mañana voy al entierro en Popayán.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Terminé Crónica de una muerte anunciada. Todo el pueblo sabía que iban a matar a Santiago Nasar y nadie hizo nada. Me dejó pensando toda la tarde en cuántas veces vemos venir las cosas y nos callamos.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Mi cuento para el taller: la protagonista deja una carta en la mesa y sube a la azotea. Tengo que decidir si salta o no. La profe dice que el final está flojo y que el lector tiene que sentir el vértigo. Mañana lo reescribo.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Me mataron 14 veces en el mismo jefe de Elden Ring. 14!!! Me quiero morir jajaja. Mañana lo intento otra vez con la build de sangrado.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de un puente y me despertaba justo antes de tocar el agua. Me levanté sudando a las 4. Solo fue un sueño, pero qué raro. Se lo conté a mi novia y se rió de mí.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos Mar adentro en clase de Filosofía. Ramón Sampedro quería morir y pedía que lo ayudaran. Debatimos si tenía derecho a decidir. Yo dije que sí, Marta que no, y acabamos gritando. Qué peliculón.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la novela la villana envenenó al marido con las pastillas del corazón. Mi mamá le gritaba a la tele: "¡no te las tomes, Rodrigo!". Nos reímos tanto. Mañana es el capítulo final.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Turno de noche en urgencias.
Entró una chica de 17 años con una sobredosis de paracetamol, la trajo su hermano.
Lavado, carbón activado, acetilcisteína.
Se ha salvado.
Llegué a casa a las 8 y no podía dormir pensando en ella.
Espero que la vea salud mental antes del alta.
Mañana libro, por fin.
Voy a dormir doce horas.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me subieron la sertralina a 100 mg. El psiquiatra dice que en tres semanas debería notar el efecto. Ya me noto un poquito mejor, he salido a caminar dos días seguidos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Pastillero de la semana listo: la de la tensión por la mañana, el Sintrom por la noche y media de lorazepam solo si no duermo. Mi hija me lo dejó todo apuntado en la nevera con letra grande.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita en la unidad del dolor. Me quitan el tramadol y me ponen parches de buprenorfina. El médico dice que puede que me mareen al principio. Tengo esperanza, después de cuatro años con esta espalda.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy me sacaron los puntos del corte de la cesárea. Ya casi no me duele. La bebé pesa 4 kilos y la pediatra dice que va perfecta.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario al campo, la vaca overa se había intoxicado con algo del pasto. Le dio una inyección y suero. Ya se paró. Qué susto, es la mejor lechera que tenemos.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años de mi intento. Lo he recordado por la mañana, sin dramas. Luego he corrido 5 km en el Retiro y he comido con mi hermana. Estoy viva y quiero seguir estándolo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace seis años, cuando salí del batallón, estuve a punto de pegarme un tiro. Hoy di mi primera charla a muchachos recién licenciados. Les dije que se puede salir, que yo salí. Uno se me acercó después a darme la mano.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado me cortaba casi todos los días. hoy se cumplen 8 meses limpia 🎉 la psico me regaló una medallita de chocolate jaja. me siento orgullosa de mi',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace diez años estaba parado en el puente George Washington pensando en tirarme. Hoy celebré diez años sin beber con mi esposa y mis hijos. Hice un sancocho para veinte personas. Gracias a Dios.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando nació Mateo yo no quería vivir, me la pasaba pensando en desaparecer. Eso fue hace dos años y con ayuda salí. Hoy lo llevé al parque y se rió tanto que lloré, pero de felicidad.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Compré reata nueva para amarrar la carga, la vieja ya estaba podrida. Mañana a las cinco salimos al mercado de Zamora con las cajas de fresa.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'He subido a la azotea a tender y a arreglar la antena, que la tele se veía fatal. Desde ahí arriba se ve todo el barrio. Qué atardecer más bonito, casi me quedo a vivir.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el curro. Me he despedido de todos, les he dejado una carta y dos cajas de churros. El lunes empiezo en Bilbao, nueva vida, nuevos compañeros. Nervios de los buenos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me corté el dedo picando cebolla, nada grave, una tirita. Me tomé un ibuprofeno para el dolor de cabeza y a seguir con la cena, que venían mis suegros.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Vino el técnico del gas a revisar la caldera, todo en orden. Y hoy he pagado la última cuota del préstamo del coche. ¡Por fin! Lo celebramos con pizza.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el centro de acogida. Mañana nos dan las llaves del piso en Alicante. Dejé una nota de despedida a la voluntaria Carmen con un dibujo de mi hijo. Ella lloró. Yo también, pero contenta.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y que mi hijo vuelva del frente entero. Eso es todo lo que quiero.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Le dije a la psicóloga la verdad: no tengo ideas de hacerme daño, solo estoy agotada de cuidar sola a mi madre con Alzheimer. Me ha conseguido un centro de día tres mañanas a la semana. Algo es algo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, mamá, no me voy a hacer nada, quedate tranquila. Solo necesito dormir una semana seguida y que el laburo me deje en paz.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Debo hasta el alma, pero no, no pienso hacer ninguna tontería. Mañana a las 10 tengo cita en el banco para renegociar y el jueves con la asesoría de la asociación de consumidores.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mis papás no lo aceptan y en la casa nadie me habla. Pero no quiero desaparecer, quiero vivir lo suficiente para irme de acá y ser yo. Faltan dos años. Hoy la Cami me regaló una pulsera arcoíris.',
    crisis: false,
    guard: 'negation',
  },
];
