import type { EvalNote } from './types';

/**
 * Spanish notes of the fortieth round, written blind (the writers saw neither the detector nor any earlier round): diary entries by writers aged 14 to 85 from Spain,
 * Mexico, Argentina, Colombia, Chile, Cuba and the Dominican Republic, and by Ukrainian refugees and veterans
 * living in Spain (a widow, a mother from Kharkiv, an amputee veteran, a daughter whose mother is in occupied
 * Melitopol), plus students, LGBT and bullied teens, a postpartum mother, carers, nurses, a farmer, a migrant
 * worker, people in debt or chronic pain, addicts in recovery and lonely elderly people. 40 crisis notes cover
 * all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose,
 * relapse). 40 quiet notes cover all seven guards (figurative, othersDeath, fiction, medical, past, everyday,
 * negation) and use the same topics and words. Styles: long ordinary entries where the risk sits in a single
 * sentence, one-liners, a letter to a sister, a to-do list, questions to oneself, an honest PHQ-9 answer, an
 * answer to a mother's question, real dark humour, a song lyric the writer takes as their own, all-lowercase
 * text with typos, slang and abbreviations, voseo, Chilean, Mexican, Colombian and Caribbean speech, and emoji.
 *
 * Scored once, on the detector at the end of the stop that wrote it (the retrain with the
 * thirty-eighth and thirty-ninth rounds), without being read: recall 39/40, false alarms 2/40 (on
 * be8889e, that stop's start: recall 38/40, false alarms 2/40). Kept out of the development sets and
 * the reader's training until the forty-first round's changes were judged on it (no verdict
 * changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  {
    text: `Martes. Hoy ha sido un día normal, de esos que no se apuntan.
Llevé a los niños al cole y Hugo se olvidó la flauta, tuve que volver a por ella.
Pasé por el Mercadona, hice la compra de la semana, hasta dejé croquetas congeladas.
La vecina del tercero me contó lo de la operación de su marido, le dije que para lo que necesite.
En el trabajo lo de siempre: facturas, el jefe con prisas, el café asqueroso de la máquina.
Por la tarde piscina de Lucía, deberes, baño, cena.
Nadie ha notado nada y mejor así.
Esta noche, cuando se duerman, me quito de en medio. Ya está decidido y no me voy a echar atrás.
Mañana hay reunión del AMPA. Da igual.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya no aguanto neta, hoy me mato y nadie se va a dar cuenta hasta mañana q no baje a desayunar',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Lo escribo acá porque no se lo puedo decir a nadie: quiero terminar con mi vida. No es un bajón de domingo, no es para llamar la atención. Lo vengo pensando y hoy estoy decidido.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Aquí en Valencia todos son amables conmigo, la profesora de español, la señora del banco de alimentos. Pero yo ya no quiero seguir. Esta semana acabo con todo. Mamá, perdóname, tú estás bajo las bombas y yo aquí no soy capaz de vivir.',
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: 'Cada noche le pido a la Virgen que me lleve mientras duermo. Ochenta y cinco años ya son bastantes y desde que se fue Paco no pinto nada en esta casa. Ojalá mañana no me despierte.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojalá me atropelle una micro camino a la u, así no tengo q dar la prueba ni seguir con esta wea de vida',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Quisiera desaparecer. No irme de la casa: desaparecer de verdad, que nadie se acuerde de que existí. Hoy mi papá dijo en la comida que prefería un hijo muerto que un hijo joto, y mi mamá siguió sirviendo el arroz.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'La psicóloga me pasó el cuestionario en la sala de espera. Pregunta 9: "¿Ha pensado que estaría mejor muerto o en hacerse daño de alguna manera?". Marqué "casi todos los días". Por primera vez no mentí. Todavía no sé si quiero que lo lea.',
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  {
    text: 'Tranquilos todos, ya no voy a ser un problema por mucho tiempo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mi'jo me llamó de Nueva York y no le dije nada. Pronto me voy a ver a mami, ya le dije a Dios que estoy listo, y si Él no me abre la puerta yo mismo voy a tocar. Dejé el machete afilao y la cuenta del colmado pagada.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya está, me bajo. No del bondi, de todo. No me busquen.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Buena noticia del día: al banco le va a costar mucho cobrarme la hipoteca donde voy a estar el mes que viene 😂😂. No, en serio, ya lo tengo pensado. Que se la cobren al seguro de vida.',
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: 'He buscado cuántos pisos hacen falta para que sea seguro. Vivo en un séptimo. Creo que basta.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Se perdió otra vez la cosecha de frijol y el banco no espera. El veneno para la plaga sigue en la bodega, dos garrafas. Hoy las vi distinto, como si fueran para mí, y me quedé un buen rato ahí parado con la tapa en la mano.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'pregunta seria, cuanto tiempo hay q estar en el agua fria pa no salir?? el rio esta crecido y queda a dos cuadras de la casa parce',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta de caza de mi padre sigue en el armario del pasillo. Hoy la limpié, la cargué y me quedé sentado en la cama con ella sobre las piernas una hora larga, pensando por dónde. Luego llamó mi hermano y la guardé. Sigue cargada.',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: 'El viernes. Los niños se van con su padre el finde y la casa estará vacía. Ya tengo todo comprado y escondido en el maletero. Nadie tiene que enterarse hasta el lunes.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Para el domingo:
- dejar la pieza ordenada
- devolverle el polerón al Seba
- sacar la plata de la cuenta RUT y dejársela a la mamá en el cajón
- ir al puente del Mapocho como a las 3, a esa hora no pasa nadie
Ya lo ensayé el jueves. Llegué hasta la baranda y me devolví. El domingo no me devuelvo.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegí el 14. Es su cumpleaños, que se acuerde siempre de mí ese día. Faltan nueve.',
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `Querida Lucía:
Cuando leas esto no quiero que te culpes de nada, ni de la discusión del domingo ni de nada.
Te dejo a Canela. Come dos veces al día, el pienso del saco verde, y le dan pánico los petardos: en Nochevieja ponle la radio.
Las contraseñas del banco y del correo están en el sobre azul, en el segundo cajón de la cómoda.
El piso está pagado hasta fin de mes; la fianza, que te la devuelvan a ti.
Dile a mamá que no fue culpa suya.
Ya no puedo más y esta vez no lo voy a contar.
Te he querido muchísimo, hermanita.
Marta`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le regalé la play a mi primo y la guitarra al Santi. Me preguntaron por qué y dije que ya no la uso. Es verdad. Ya no la voy a usar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Hablé por videollamada con mi hermana en Járkov.
Le pedí que, si me pasa algo, se lleve a Sofiyka con ella, que la niña la quiere mucho.
Me dijo riendo: "¿Qué te va a pasar a ti en Madrid? Aquí es donde caen los misiles".
No le expliqué nada.
Ya escribí las dos cartas, una para ella y otra para Sofiyka cuando sea mayor.
Las dejé debajo de la almohada de la niña, con su pasaporte y el de protección temporal.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: '"Poder decir adiós es crecer", cantaba Cerati. Yo ya estoy diciendo adiós, de a uno, sin que nadie se dé cuenta. A la vieja la abracé más largo hoy. Al Negro le dejé la campera. Gracias totales.',
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: 'Mi hija ha pedido reducción de jornada para cuidarme. Mi yerno ya ni me mira a la cara. Con esta espalda no sirvo ni para pelar una patata. Estarían todos mucho mejor sin mí, y cada día lo tengo más claro. No quiero seguir siendo esta carga.',
    crisis: true,
    class: 'burden',
  },
  {
    text: `Volví del frente sin la pierna y con la cabeza rota.
Oksana me cambia los vendajes, me lleva a la rehabilitación en el autobús, y luego llora en el baño con el grifo abierto para que no la oiga.
Los niños ya no me invitan a jugar.
Habría sido más fácil para ella si yo no hubiera vuelto.
Todavía estoy a tiempo de arreglar eso.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde que me corrieron de la obra no les mando ni un dólar. Si me muero aquí al menos cobran el seguro y la repatriación la paga el consulado, vivo no les sirvo de nada. Ya lo pensé bien.',
    crisis: true,
    class: 'burden',
  },
  {
    text: '¿A quién le haría falta de verdad? ¿A mamá? Se ahorraría la psicóloga, los gritos, las noches sin dormir por mi culpa. ¿A Paula? Tiene otras amigas. ¿A papá? Ni se enteraría. Sin mí a todos les iría mejor, ¿o no? Creo que ya sé la respuesta.',
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'otra vez el cúter. 4 esta noche, en el muslo pa q no se vea en educación física. me lo merezco x inútil',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé el brazo con el encendedor hasta que dejé de pensar en lo que me dijo. Funciona. Si mañana vuelve a pasar, vuelvo a hacerlo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no como. Ayer me comí un yogur y un trozo de pan y después me di cabezazos contra la pared del baño hasta marearme. Me castigo porque no tengo fuerza de voluntad para nada.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me pegué en la cara con el puño frente al espejo hasta q me sangró la nariz 😤 q rabia conmigo, me dijeron gorda otra vez en el grupo del salón y quiero hacerme más daño todavía',
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: 'Debo 43.000 euros entre el préstamo, las tarjetas y Hacienda. Me han embargado la nómina. No hay ninguna salida, ninguna, y ya no tengo ganas de seguir buscándola. Para qué seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mamá sigue en Melitópol, bajo ocupación, y no contesta desde hace un mes. Aquí en Alicante friego escaleras y no entiendo a nadie. Nada va a cambiar, ni la guerra ni yo. No quiero vivir así ni un día más.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Mi madre me preguntó por teléfono si estaba bien con la bebé. Le dije que sí, que cansada nada más. No lo estoy. Ella llora, yo lloro. Todos dicen que se pasa, que son las hormonas. No se pasa. Siempre va a ser así y no quiero estar aquí para verlo.',
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  {
    text: 'Llevo dos meses guardando las pastillas que me da el psiquiatra en vez de tomármelas. La caja de zapatos ya está llena. Hoy las conté: 62. Creo que ya son suficientes.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé todo el blíster de clona con el fernet y todavia no siento nada. si mañana no escribo ya saben',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé como 20 paracetamoles a propósito hace una hora. Me duele la panza. No le he dicho a nadie y no sé si quiero.',
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: 'Catorce meses limpio, la chapa de NA en el llavero. Y hoy volvieron los pensamientos de antes. No los de la coca: los otros, los de colgarme del tendedero del patio. Pensé que eso se había ido con la droga. No se fue.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años me sacaron del hospital después del intento y pensé que ya estaba, que lo había superado. Esta semana las ideas volvieron, igualitas, y hoy me pillé mirando la ventana del octavo como antes, midiendo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '200 días sin cortarme. Hoy compré cuchillas "para depilarme". Están en el cajón y no paro de pensar en ellas, me pican los brazos de las ganas. Creo que esta noche se rompe la racha.',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: 'El examen de Estadística me está matando, tía. Si mañana suspendo me muero de la vergüenza delante de todo el grupo. Tres cafés y sigo sin entender la chi cuadrado 🙃',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta de cansancio, laburé doce horas en el call center y una vieja me puteó media hora por una factura. Me quiero morir de sueño jaja. Mañana franco, gracias a Dios.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me cae que si mi jefe me vuelve a pedir horas extra me aviento por la ventana jajaja. Nel, mentira, me salí a las 6 en punto y me fui al cine con Lalo. La peli estaba de muerte.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la wea me mató de risa, el Pancho se cayó en la micro con el completo en la mano y quedó lleno de palta. morí, no puedo más 😂😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Parce, este guayabo me tiene muerto, siento que me voy a morir. Nunca más aguardiente, lo juro por mi madre. Hoy caldo de costilla y a la cama temprano.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Ñooo, otro apagón, diez horas sin corriente. Me muero del calor, asere, y el pollo del congelador también se murió 😂. Mañana a hacer la cola del pan temprano a ver si alcanzo.',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: `Hoy hace un año que mataron a Andriy cerca de Bajmut.
Fui a la iglesia ortodoxa de Málaga y encendí una vela larga.
El padre dijo su nombre en la misa y Danylo me apretó la mano.
Por la tarde cocinamos su borsch, el de la remolacha asada, como le gustaba a él.
Los niños vieron fotos y se rieron de su bigote de cuando era joven.
Lo echo tanto de menos que me duele el pecho.
Pero sigo aquí: por ellos, y también por mí.
Mañana empiezo el curso de auxiliar de geriatría.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy tuvimos que dormir a Rocky. Quince años. La veterinaria fue muy cariñosa y me dejó abrazarlo hasta el final. La casa está vacía sin el ruido de sus uñas en el parqué.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó el Nacho, mi compañero de la facu. No lo puedo creer, el jueves estábamos tomando birra. Fui al velorio y su vieja no paraba de gritar. Me prometí llamar a los pibes más seguido, no quiero que otro se nos vaya así.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Las noticias de la DANA: más de doscientos muertos. Mi tía de Paiporta está bien, gracias a Dios, pero ha perdido el coche y toda la planta baja. Mañana bajamos con palas y botas de agua a ayudar.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mamá se está muriendo. La doctora de paliativos dice que días. Le pinto las uñas de rojo, le pongo boleros de Los Panchos y le sostengo la mano. Quiero que se vaya tranquila, sin dolor.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mataron a mi primo Yeison en una emboscada en el Cauca. Tenía 22 años. La abuela no quiere comer ni levantarse. Yo solo quiero que esta guerra de mierda se acabe de una vez por todas.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: 'Hoy escribí el capítulo en que Elena se tira del puente. Me costó muchísimo, lloré escribiéndolo. En el taller dicen que es lo mejor que he escrito. Ahora tengo que decidir si alguien la ve desde la orilla.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me ahogaba en la piscina del pueblo y nadie me oía gritar. Me desperté empapada de sudor. Solo fue un sueño, pero qué mal rollo. Desayuné churros con papá para quitármelo de encima.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me morí 30 veces con el jefe final del elden ring wn, ya no doy más. mañana le doy otra vez',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vi el último capítulo de la serie: la protagonista se despide de todos, escribe la carta y se toma las pastillas. Lloré como una magdalena. Qué bien hecha está, aunque me hubiera gustado otro final.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayamos el tema nuevo de la banda. La letra dice "hoy me tiro al mar y que me lleve la corriente". La escribió Martín, el bajista, después de que lo dejara la novia. Suena brutal, el sábado lo tocamos en el bar de Malasaña.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En el club de lectura de la biblioteca tocó Madame Bovary. Discutimos si Emma se envenena por amor o por las deudas. Doña Carmen dijo que por las deudas y nos reímos todas, porque es lo que más miedo nos da a las jubiladas.',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: `Guardia de noche en urgencias, de las duras.
A las 2 entró un chico de 19 años con sobredosis de paracetamol, lo trajo su hermana.
Acetilcisteína, analíticas cada cuatro horas, la madre llorando en el pasillo.
Lo estabilizamos y a las 7 subió a psiquiatría.
Ojalá salga adelante, parecía un crío.
También una abuela con una caída y un borracho que me llamó de todo.
Llegué a casa a las 8:30 y me quedé dormida vestida en el sofá.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El médico me subió la sertralina a 100 mg. Me la tomo con el desayuno. Dice que en dos o tres semanas tendría que notar algo. De momento duermo un poco mejor.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Llevé a la Mishi al veterinario: vacuna y media pastilla para las lombrices, que se la tengo que meter con paté. 60 euros, madre mía.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La reumatóloga me ha cambiado el tramadol por otro. Tres pastillas al día como máximo, lo he apuntado en un pósit en la nevera para no liarme. El dolor hoy está en un 6 sobre 10. Mejor que ayer.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'En la farmacia me dieron el pastillero semanal para papá: la del corazón, la de la tensión y el Sintrom. Lo relleno los domingos. Hoy se le olvidó la de la noche; llamé al centro de salud y me dijeron que no pasa nada, que mañana sigue normal.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita con la psiquiatra: dice que ya no necesito tanta quetiapina, bajamos a 25 mg. Me preguntó si tenía ideas de hacerme daño y le dije que no, y es verdad. Salí y me compré un helado de pistacho.',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: 'Hoy hace tres años de mi intento. Salí a correr 5 km por el Retiro y después me compré un cruasán de mantequilla. Sigo aquí. Y quiero seguir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En la pileta del club me miré las cicatrices del brazo y por primera vez no me dio vergüenza. Hace cinco años que no me corto. Son parte de mi historia, nada más. Me quedé en malla toda la tarde.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el hospital de Leópolis, después de la amputación, quería morirme, lo recuerdo bien. Hoy, dos años después, entrené con el equipo de voleibol sentado aquí en Madrid. Ganamos 3 a 1 y los chicos me tiraron al aire.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuatro años sin beber. Antes me tomaba la botella entera con las pastillas para no despertar; ahora me despierto a las 5 para abrir la panadería y sacar el primer pan. Gracias, Dios, y gracias al grupo de los martes.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2º de la ESO quería desaparecer por lo del bullying. Ahora estoy en 1º de bachi, tengo amigas de verdad y hoy me han elegido delegada de clase 🥹. Si la yo de 13 años me viera...',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Con mi primer bebé tuve depresión posparto y pensaba cosas horribles, que estarían mejor sin mí. Con la segunda pedí ayuda desde el principio. Hoy Valentina cumple tres meses y estamos bien las dos, de verdad.',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: 'Compré cuerda nueva para atar las pacas y veneno para las ratas del granero. Mañana a las 5 a ordeñar. El precio de la leche sigue por los suelos, a ver si la cooperativa dice algo.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea a tender y se me voló una sábana al patio del vecino del quinto. Acabamos los dos muertos de risa en la escalera, yo en bata y él con la sábana en la cabeza.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en el piso de Lavapiés. Me despedí de la frutera, de los del bar y de la señora del perro. Dejé una carta a los nuevos inquilinos con los trucos del calentador de gas y las llaves en el buzón. Adiós, barrio.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fui en bici hasta el puente de Triana a ver el atardecer y me comí un helado en la baranda. El Guadalquivir estaba precioso. Última semana de vacaciones, qué pena.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Me corté el dedo con el cuchillo nuevo haciendo la cena. Mucha sangre, tres puntos en urgencias. Mi novio dice que me quita los cuchillos hasta nueva orden jaja.',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: 'No quiero morirme. Quiero que se acabe la guerra y volver a mi casa en Mykoláiv, a mi balcón con los tomates. Estoy cansada, no rota.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que conste: no pienso en quitarme la vida. Estoy agotado, el trabajo, las deudas, el divorcio, todo a la vez. Pero quiero ver crecer a mi hija y eso no se negocia.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La psicóloga me preguntó si alguna vez pienso en suicidarme. Le dije que no, que lo que quiero es quitarme de encima a mi jefe. Se rió y me dio ejercicios de respiración.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No, no me voy a matar, boludo, dejá de preguntar. Estoy triste porque me dejó la Cami, nada más. En una semana se me pasa. Mañana fútbol con los pibes.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Estoy muy sola desde que murió Antonio, pero no quiero irme todavía, Señor. Aún tengo que ver a la bisnieta hacer la comunión en mayo. Hoy le tejí los guantes.',
    crisis: false,
    guard: 'negation',
  },
];
