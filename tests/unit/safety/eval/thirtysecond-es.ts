import type { EvalNote } from './types';

/**
 * Spanish notes of the thirty-second round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: diarists from Spain, Mexico, Argentina, Colombia,
 * Chile, the Dominican Republic and Ukrainian refugees living in Spain, aged about 14 to 85 (bullied and LGBT
 * teens, students, a postpartum mother, a farmer facing the bank, a widow of a soldier, a veteran with a
 * prosthesis, a former prisoner of war, a police officer, nurses, carers, people in chronic pain, in debt, in
 * recovery from addiction, lonely elderly people). 40 crisis notes spread over all eleven classes (intent,
 * passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly written
 * around the textbook words, and 40 quiet notes using the same vocabulary and topics (figurative, othersDeath,
 * fiction, medical, past, everyday, negation). Styles: one-liners and 8–12 line entries where the crisis sits in
 * one sentence of an ordinary day, answers to a relative or a therapist, a PHQ-9 item answered honestly, a letter,
 * lists, a song line the writer owns, dark humour, questions to oneself, voseo, Chilean, Mexican and Caribbean
 * slang, all lower case, no punctuation, abbreviations (q, pq, xq, tb), typos and emoji.
 *
 * First run, on 14e691a, before any change made for it: recall 34/40, false alarms 8/40
 * (on be8889e, the stop's start: recall 34/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  {
    text: `Día 412 en Valencia.
Por la mañana limpié el portal del edificio de la señora Amparo.
Después fui al curso de español, tema: el futuro simple.
La profe preguntó: «¿Qué harás el verano que viene?».
Todos hablaron de playas y de volver a casa cuando acabe la guerra.
Yo dije «no sé».
No es verdad. Sé que no voy a estar.
Desde que Oleh no volvió de Bajmut lo tengo decidido: me quito la vida antes de su cumpleaños.
Cené pan con tomate. Mañana toca limpieza otra vez.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Granizó a las cinco y se ha perdido media cebada del Prado Largo. Llamó otra vez el del banco, que el día 30 vence lo del tractor. Cené sopa de sobre yo solo porque Maribel está con su hermana en Burgos. Ya no le doy más vueltas: antes de que vengan a quitarnos la tierra me quito yo de en medio, y esta vez lo hago. Mañana hay que sacar las ovejas temprano y mirar la cojera de la pinta.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'hoy me mato. no es joda ni para llamar la atención, ya fue. no quiero seguir viviendo así boludo',
    crisis: true,
    class: 'intent',
  },
  {
    text: '¿Y si lo hago esta noche? Ya no es pregunta. Es esta noche.',
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: 'ojala no despertar mañana. es lo unico q pido antes de dormir',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Señor, llévame ya. Cada noche te pido que no me dejes amanecer y cada mañana me despiertas otra vez. Ochenta y dos años, la casa en silencio, los hijos en Bogotá que llaman cuando se acuerdan. No aguanto otro día igual, ya no quiero estar.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `cada mañana en el paso de cebra de la glorieta pienso lo mismo: si ahora me pilla un autobús no pasa nada, mejor incluso. hoy casi me quedo quieta a propósito cuando se puso en rojo. me da igual que me pase algo, ojalá me pasara`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Cuestionario de la psiquiatra (PHQ-9), pregunta 9: «Pensamientos de que estaría mejor muerto/a o de hacerse daño de alguna manera».
Marqué «casi todos los días».
Luego lo taché y puse «varios días» para que no se asustara y no me ingresaran.
La verdad era la primera. Es todos los días, y hoy más que ninguno.`,
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  {
    text: 'Chiste del día: cancelé el gimnasio, el Netflix y el Spotify. Solo me queda darme de baja de la vida y esa ya la tengo en el carrito, falta darle a confirmar. 🙃 No me río.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya me bajo de esta micro weón. fin del recorrido pa mí, esta semana me bajo. no me busquen despues',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mañana me voy a dormir pa' siempre y se acabó el lío. Ya nadie va a tener que pelear por mí. Que no me lloren mucho.",
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: '¿cuántos pisos hacen falta para no fallar? el mío es un séptimo. me he pasado la tarde entera en el balcón mirando abajo y calculando',
    crisis: true,
    class: 'method',
  },
  {
    text: `Turno de noche sin novedad. Llegué a casa a las 7, los niños ya en la escuela. Saqué la reglamentaria del cajón, la limpié y la cargué. Me la puse en la sien un rato. Nadie en la corporación sabe cómo ando desde lo de Irapuato. Mañana otra vez turno de noche y otra vez el cajón.`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque en google q cuerda aguanta mas de 90 kg y como se hace el nudo. la ferreteria abre a las 9. nadie lo va a notar',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Las vías pasan detrás del insti. Hoy sonó la barrera y me quedé parada al lado del paso a nivel hasta que pasó el tren, muy cerca. La próxima vez no me aparto.',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: `El sábado, cuando Laura se lleve a los niños a casa de su madre en Zamora. Ya está decidido. El coche, el garaje cerrado, el tubo. Anoche bajé a las tres a probar si la manguera llegaba a la ventanilla. Llega. Hoy en la cena Martín me preguntó si iríamos a la playa en agosto y le dije que claro.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Para el viernes:
- devolver los libros a la biblioteca
- pagarle a Sergio los 200 que le debo
- dejarle la llave al portero
- borrar el historial
- puente de Segovia a las 6, antes de que pase la gente que va a trabajar`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegí el 14. Es el cumpleaños de papá, así no tiene que acordarse de dos fechas cada año. La mochila ya está hecha debajo de la cama.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Hoy fui al acantilado a ensayar. Dejé el coche en el mirador y caminé hasta el borde contando los pasos: 37. No había vallas ni nadie a las siete de la tarde. El domingo vuelvo a la misma hora y esta vez no cuento el camino de vuelta.`,
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `Mamá:
Perdoname por lo que voy a hacer, no es tu culpa, nunca fue tu culpa.
La Luna come dos veces por día, el alimento está arriba de la heladera. No le des de lo tuyo que después vomita.
Las claves del home banking y del mail están en el cuaderno azul, primer cajón.
Decile a Juli que la campera de jean es para ella.
Te quiero mucho. Cuando leas esto ya voy a estar tranquila.
Flor`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé mi guitarra a Iván y la sudadera de Queen a Lucía. Me preguntaron por qué y dije que ya no las uso. Eso es verdad: ya no las voy a usar más. Mañana le doy a Pablo los cómics.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'dejé escrito en un papel en la nevera quién se queda con el Toby 🐶 la vecina del 2ºB lo quiere un montón, con ella va a estar bien cuando yo ya no esté. le dejo también su correa y el dinero del pienso de tres meses',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Escribí a mi hermana en Járkov. Le dije que si me pasa algo cuide a Sofiyka y se la lleve con ella, que aquí no tiene a nadie más. Dejé encima de la mesa el pasaporte de la niña, los papeles del colegio de Málaga y la tarjeta sanitaria. Esta noche me despido de ella mientras duerme. Ya le di un beso de más en la puerta del cole.`,
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: `Mi hija me tiene que cambiar el pañal. A mis 79 años, a la mujer que le cambió los suyos. No sale, no trabaja, dejó al novio por cuidarme. Estarían todos mejor si yo no estuviera, y ella podría volver a vivir. Lo tengo clarito y ya no es tristeza, es cuenta.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Debo 38.400 €. El seguro de vida de la hipoteca paga 120.000. Las cuentas salen solas. Para mi familia valgo más muerto que vivo, y pienso hacer que cobren.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mis papás dicen q les doy verguenza desde q saben q soy gay. q por mi culpa la familia esta rota y mi abuela no les habla. pues sin mi se les arregla todo no?? 🏳️‍🌈💀 ya me saco del medio',
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'me corte otra vez. en el muslo pa q no se vea en el cole. hoy no fue suficiente y quiero hacerlo de nuevo antes de dormir',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Regla nueva: no como nada hasta el jueves. Si como, me quemo con el mechero en la muñeca, una vez por cada bocado. Hoy me quemé dos veces por el yogur. Me lo merezco.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di puñetazos a la pared del cuarto hasta q se me abrieron los nudillos y por fin senti algo. sangre en la pared. quiero volver a hacerlo ya mismo, ahora',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `En el recreo me volvieron a llamar foca. En el baño me clavé el compás en el brazo seis veces, una por cada una de ellas. Todavía tengo ganas de seguir. Mi madre me preguntó por qué llevo sudadera con 30 grados y le dije que tengo frío.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: 'No hay salida. Tres años buscando trabajo, 212 currículums, 4 entrevistas. Nada va a cambiar nunca, lo veo clarísimo, y ya no quiero seguir intentándolo: ni esto ni nada. Estoy cansado de estar vivo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Sabina pregunta quién me ha robado el mes de abril. A mí me han robado todos los meses que quedan. No veo ni uno más por delante y la verdad es que no quiero llegar a verlo.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Desde que volví del cautiverio no duermo más de dos horas seguidas. Los de la asociación de veteranos dicen que mejorará, que hay que darle tiempo. Mentira. No hay un después para mí, solo esto: el sótano de Olenivka en la cabeza cada noche. No quiero seguir así ni una semana más y no pienso seguir.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  {
    text: 'llevo dos meses guardando las pastillas de la abuela. ya tengo como 60 diazepam en una caja de galletas danesas debajo de la cama. era para cuando no pudiera mas. creo q es hoy',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé la caja entera de paracetamol con lo que quedaba del ron. Ahora me da miedo pero no pienso llamar a nadie.',
    crisis: true,
    class: 'dose',
  },
  {
    text: `4:10 de la mañana. La bebé lleva llorando desde la una y yo no sé qué le pasa, no sé nada, no sirvo para esto. Me tomé seis de las pastillas para dormir en vez de media. Quedan catorce en el blíster y las estoy mirando. Quiero tomármelas todas y no despertar. Dani ronca en el sofá.`,
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: '14 meses sin cortarme. Hoy saqué la cuchilla de la caja de zapatos donde la escondí y la tengo aquí delante en el escritorio. Vuelven las ganas, más fuertes que nunca. No sé si llego a mañana sin usarla.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Hace dos años del intento. Pensaba que eso ya había pasado, que era otra persona. Esta semana han vuelto los pensamientos, los mismos, con la misma voz tranquila diciendo que sería fácil, que esta vez lo haría bien. Tengo miedo de hacerle caso.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `La psicóloga me preguntó: «¿Han vuelto las ideas?». Le dije que no.
Han vuelto. Desde el lunes pienso en el puente otra vez, como en 2021, a todas horas.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Mamá me preguntó si estoy bien. Le dije que sí.
No lo estoy.
Otra vez tengo ganas de desaparecer, como a los 16, y ya sé cómo terminó aquello. Llevo 9 meses limpio de todo y hoy compré lo que no debía, está en el bolsillo de la chaqueta y pienso metérmelo todo de una.`,
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: 'El examen de Anatomía me está matando. Me muero de sueño y aún me quedan los temas del sistema nervioso. Mañana a las 8 y que sea lo que Dios quiera 😵‍💫☕',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la pena cuando se me cayó la charola con el pastel en la boda de mi prima jajaja. Tierra trágame. Quería desaparecer, literal. Mi tía no para de mandarme el video al grupo 🤦‍♀️',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta. doble turno en el call center y encima el bondi se rompió en Juan B. Justo. me quiero matar jaja no, mentira, me quiero bañar y dormir 12 horas seguidas',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chato, estoy reventado. o me dan vacaciones o me tiro por la ventana jaja. el viernes asado con los cabros, eso me salva la semana',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefe me tiene hasta la coronilla. Un día de estos lo mato. Bueno, matarlo no, pero el café de la máquina se lo pienso tirar encima en la cena de Navidad.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La profesora dice que «estar hecha polvo» significa estar muy cansada. Hoy lo estoy de verdad: limpieza en dos casas y luego el curso hasta las nueve. Hecha polvo, pero aprendí una expresión nueva y la usé bien en clase.',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: `Hoy enterramos a Andriy. Voluntario, 24 años, una mina cerca de Zaporiyia. Lo vimos por videollamada desde Alicante porque no podemos viajar. Su madre no lloraba, solo miraba el ataúd. Yo no puedo dejar de pensar en él. Lo voy a echar de menos toda la vida.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos a Canela. 16 años. El veterinario le puso la inyección y se fue tranquila en mis brazos, con su manta. La casa está vacía sin sus uñas en el parqué. Ojalá hubiera podido quedarse un poquito más.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'En las noticias: muertos en el ataque a Odesa, siguen sacando gente de los escombros. Mi madre vive a dos calles. Está bien, me escribió por WhatsApp con un corazón. Pero no puedo dejar de mirar las fotos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Mi compañero de clase se quitó la vida el martes. Hoy hubo un minuto de silencio en el insti y nadie sabía qué decir. Yo sigo pensando si podía haber hecho algo, si aquella vez que estaba raro en Educación Física... Mañana voy a hablar con la orientadora, no me lo quiero guardar.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un año sin Manolo. Fui al cementerio con claveles y le conté que la nieta ya camina. Aquella noche del hospital me quería ir con él, pero hoy la niña me dio la mano por la calle y me alegro de seguir aquí para verlo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a mi primo Chuy en Culiacán. Lo encontraron en un terreno baldío por la salida a Imala. Mi tía no para de gritar, no come. Dios, cuídalo donde esté y danos fuerza para el novenario.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: 'Acabé Anna Karénina. Lo de las vías del tren me dejó helada aunque ya sabía el final. Tolstói era un cruel. Mañana empiezo algo más ligero, a lo mejor el de Mortadelo que me regaló mi hermano.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Capítulo 7 de la novela: Lucía sube a la azotea con la carta en el bolsillo y decide saltar. Creo que la escena funciona, pero el diálogo con su hermano está flojo. Lo reviso mañana antes del taller de escritura.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche en el elden ring me mató el mismo jefe 43 veces. 43!!! hoy lo vencí al primer intento sin poción y no entiendo nada 😂🗡️',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía del puente de la M-30 y justo antes de tocar el agua me desperté empapada en sudor. Dicen que soñar con caídas es por estrés. Tiene sentido, es semana de entregas.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En clase de Ética vimos Mar adentro. Debate sobre la eutanasia y Ramón Sampedro: yo defendí que cada uno decide sobre su vida, Marta lo contrario. Buen debate, la profe nos puso un positivo a las dos.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de Romeo y Julieta: en el acto V me toca tomarme el veneno y caerme sin hacerme daño. El director dice que me muero demasiado rápido jajaja. Estreno el 12 en el centro cultural, vienen mis abuelos.',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: 'Guardia de 24 h en urgencias. Ingresó una chica de 19 con sobredosis de paracetamol; le pusimos la N-acetilcisteína a tiempo y sale adelante. Llego a casa muerta y con ganas de llorar, pero bien. Mañana libro.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La neuróloga me sube la pregabalina a 150 mg dos veces al día. Dice que en dos semanas debería notar menos dolor en las piernas. Lo apunto aquí para no olvidarme de la toma de la noche.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vino el veterinario a ver la vaca que cojeaba. Le puso antibiótico, 20 ml, y hay que repetir a las 48 horas. Ojalá no haya que sacrificarla, es la mejor lechera que tenemos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Control de la bebé: 4,2 kg 🥰 La matrona me dijo que el ibuprofeno es compatible con la lactancia y que puedo tomar uno cada 8 horas para los puntos. Por fin un día decente.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy mi nieta me llenó el pastillero de la semana: la de la tensión, la del azúcar y media de la de dormir. Todo en su cajita por días, así no me lío. Qué buena es esta muchacha.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Primer mes con sertralina 50 mg. El psiquiatra dice que ya podemos subir a 100. Me noto menos apagado, he vuelto a salir en bici. Cita de control dentro de 4 semanas.',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: 'Hoy hace tres años del intento. Esta mañana corrí 5 km por el Retiro y después desayuné churros con mi hermana. Si aquel chico del hospital me viera ahora no se lo creería.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Las cicatrices del brazo ya están muy blancas. En verano me pongo manga corta sin pensarlo. Hace seis años que no me corto. Hoy una nena del taller me preguntó y le conté, tranquila, y me dio un abrazo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `En 2022, en el hospital de Dnipró, sin la pierna, le pedí a la enfermera que me dejara morir. Hoy, en Toledo, subí con la prótesis hasta arriba de la torre de la catedral. Mi hija contó cada escalón en voz alta, en español y en ucraniano.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Dos años limpio. Hubo una noche en que quise meterme todo para no volver. Hoy me dieron la ficha de los 24 meses en la reunión y mi madre vino a verlo, llorando como una magdalena.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Releí el diario de 2019. «Ojalá no despertarme mañana», escribía casi cada noche. Me da pena aquella chica, y ternura. Ahora tengo un trabajo que me gusta y un gato que ronca.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'La psicóloga me dio el alta hoy. Dos años de terapia desde que me encontraron en el baño con las pastillas. Le regalé un potus. Me dijo que lo cuide como me estoy cuidando a mí.',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: `Lista de la compra:
- cuerda para tender
- pinzas
- pastillas para el lavavajillas
- bolsas de basura
- lejía
- regalo de Dani (¿el vinilo?)`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender la ropa y había un atardecer increíble sobre los tejados. Me quedé media hora mirando al borde, con el vecino del quinto y su perro. Bajé con las sábanas secas y de buen humor.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Última clase del curso. Nos despedimos con abrazos, la profe lloró y le dejamos una carta firmada por todos. Adiós, 2º B, los voy a extrañar un montón 💛',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cruzamos el puente de Triana con los niños y tiramos migas a los patos. Por la tarde le saqué filo al cuchillo grande de la cocina, que ya no cortaba ni el pan. Día tranquilo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Vino el técnico del gas, la caldera perdía un poco. Me dijo que si vuelve a oler a gas abra las ventanas y llame al 112 sin tocar los enchufes. Menos mal que no fue nada, ya tenemos agua caliente.',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: 'No, no quiero morirme. Quiero que se acabe esta guerra y volver a Mariúpol, a mi casa, aunque ya no esté. Eso es lo que quiero. Que quede claro, diario.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No estoy pensando en suicidarme, se lo dije a la psicóloga y lo repito aquí: estoy agotada. Tres niños, un trabajo y una madre con alzhéimer. Necesito dormir, no morir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la gente piensa q si estas triste es xq te queres matar. no. estoy triste pq me dejo el Nico y ya. mañana se me pasa un poco, creo. tb me comi un helado entero',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'En el centro de salud me preguntaron si he tenido pensamientos de hacerme daño. Dije que no y es verdad. Estoy cansado del dolor de espalda, no de vivir. Me mandan a rehabilitación en marzo.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Ni loca me hago daño por ese tipo. Estoy furiosa, eso sí, y mañana llamo a la abogada. Yo me quedo en esta casa con mis hijos; el que se va es él.',
    crisis: false,
    guard: 'negation',
  },
];
