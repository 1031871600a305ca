import type { EvalNote } from './types';

/**
 * Spanish notes of the forty-sixth round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85 from Spain, Mexico,
 * Argentina (voseo), Colombia, Chile, Cuba, Puerto Rico and the Dominican Republic, plus Ukrainian
 * refugees living in Spain (a man who left before mobilisation, a war widow, a mother in Málaga, a teen in
 * Barcelona, a pensioner from occupied Melitopol, a wounded veteran, a doctor who can only work as an aide).
 * Also students, a carer of a mother with Alzheimer's, a farmer, migrants, a postpartum mother, chronic pain,
 * debt, bullying, an LGBT teen, addicts in recovery, nurses, a vet and lonely elderly people. There are 40 crisis notes
 * spread over all eleven classes (mostly without the textbook words) and 40 quiet notes over all seven guards
 * on the same topics. Styles: one-liners and 8-10 line entries, a crisis hidden in one sentence of a long
 * ordinary day, answers to a question, a screening form answered honestly, a letter, a list, a ranchera line
 * the writer takes as their own, dark humour, questions to oneself, and all-lowercase notes with slang, typos,
 * abbreviations and emoji.
 *
 * First run, on bea103f, before any change made for it: recall 39/40, false alarms 5/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'ya no aguanto wey. hoy en la noche me quito de en medio, ya lo decidi. nadie en la prepa se va a dar cuenta q falto',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy llamó mi madre desde Járkov. Dice que anoche cayó otro dron cerca de mercado, que está bien, que no me preocupe.
Yo aquí en Valencia limpio oficinas de noche. Sin mi hija, que se quedó con su madre en Cracovia y ya casi no me habla.
Los amigos de allí me escriben "desertor" aunque salí legal antes de la movilización, con los papeles del hospital.
Como poco. Duermo de día con la persiana bajada.
Todo el día pensando en lo mismo.
Lo he decidido. Esta semana acabo con esto, con mi vida. No voy a aguantar otro mes así.
Solo quiero que mi madre no se entere por teléfono.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Me quiero matar. No es joda, Flor, si algún día leés esto: no era joda.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Se lo he dicho hoy a la enfermera del centro de salud y ha puesto cara rara. Pero es la verdad: tengo 81 años, estoy solo desde que murió Encarna y quiero irme ya. No voy a esperar a que el cuerpo decida por mí, lo voy a hacer yo.',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'mi papá dijo en la once que prefería un hijo muerto antes que un hijo maricón. mi mamá no dijo nada. ojalá no existiera. ojalá nunca hubiera nacido, así nadie tendría que avergonzarse de mí en la mesa',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'El médico me preguntó si duermo bien. Le dije que sí. Lo que no le dije es que me acuesto pidiéndole a Dios que no me deje despertar, y que cuando abro los ojos por la mañana me da coraje.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Mi marido murió en Bajmut hace ocho meses. Yo me quedé aquí en Madrid con los dos niños, el piso de acogida, las clases de español. Cruzando la calle pienso que si me atropella un coche no pasaría nada, que incluso sería mejor, así ya no tengo que seguir. Hoy lo pensé tres veces, en el mismo paso de cebra.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Cuestionario en la consulta de la psicóloga. Pregunta 9: "¿Con qué frecuencia ha pensado que estaría mejor muerto?" Marqué "casi todos los días". Luego me dio vergüenza, lo taché y puse "varios días". La verdad era la primera. Es lo primero que pienso al despertarme y lo último antes de dormir.',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'Buenas noticias: ya no voy a tener que pagar la hipoteca mucho más tiempo. Y no, no me ha tocado la lotería 🙃 Es que no pienso estar aquí para el próximo recibo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Ya pronto me voy a ver a mi Chayo. No voy a esperar a que Diosito se acuerde de mí, ya lo estoy arreglando yo. Le dejé a Lupita las escrituras de la casa encima del ropero.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'che creo q ya cumplí mi ciclo acá. este finde me bajo del mundo, sin drama, sin despedidas. fue lindo mientras duró (mentira, no fue lindo)',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi hija me preguntó hoy si me pasaba algo. Le dije: "Tranquila, mija, que ya no voy a ser un problema por mucho tiempo". Se rió, creyó que era un chiste de viejo. No era chiste.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'Hoy he subido a la azotea de la facultad. Ocho pisos. Me he quedado un rato mirando abajo, calculando si sería suficiente. Lo es. He bajado porque ha subido el conserje a fumar. La próxima vez iré a la hora de comer, cuando no sube nadie.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'el veneno pa la plaga está en la bodega. hoy fui a verlo tres veces. se perdió otra vez el maíz y el lunes viene el del banco. ya sé cuánto me tengo que tomar',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busqué a q hora pasa el tren de carga por el cruce de la población. pasa a las 5:40 y no frena. ahora me sé el horario de memoria y ya no le tengo miedo',
    crisis: true,
    class: 'method',
  },
  {
    text: 'mi tío tiene una pistola en la gaveta de la mesita, la vi cuando fui a buscar el cargador. no dejo de pensar en ella. sé dónde guarda la llave. eso es to lo que me hace falta pa acabar con esto',
    crisis: true,
    class: 'method',
  },

  {
    text: `Martes.
Por la mañana he llevado a mamá al neurólogo. Lo mismo de siempre: que el Alzheimer avanza, que paciencia.
Luego Mercadona, la farmacia, recoger el traje de Jaime del tinte.
Mamá me ha llamado Carmen tres veces. Carmen es su hermana, murió en el 98.
Comida: lentejas. No ha querido. Le he hecho un puré.
La chica de la ayuda a domicilio no viene hasta el jueves.
Ya he elegido el día: el 14, cuando Jaime esté en Sevilla y mamá en el centro de día, para que no sea ninguno de los dos quien me encuentre.
He puesto una lavadora de color.
Tengo que llamar al fontanero por lo del grifo.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Lista para el jueves:
- mandar mail a la facu para que no me esperen en el parcial
- dejarle la llave a Marta la del 4°B
- darle de comer doble al Tomi
- pasar por la farmacia
- ir al puente de la costanera a la tarde, que hay menos gente
No me olvido de nada.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche lo ensayé. amarré el cinturón al tubo de la regadera a ver si aguantaba. aguanta. nomás falta que mi amá se vaya el sábado a Puebla con mis tías',
    crisis: true,
    class: 'plan',
  },

  {
    text: `Querido Álvaro:
Cuando leas esto no te enfades conmigo.
La cartilla del banco está en el segundo cajón del escritorio, la clave es tu cumpleaños.
Los papeles del piso los tiene el gestor, Ramón, el teléfono está en la nevera.
Cuida a Lola. Come dos veces al día y le gusta dormir en tu cama, déjala.
No es culpa tuya ni de tu madre. Es que ya no podía más.
Te quiero más que a nada en este mundo. Perdóname.
Papá`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le regalé la play a mi primo y los audífonos a la Valen. me preguntó por qué y le dije q ya no los uso. es verdad, ya no los voy a usar. mañana le dejo el Rocky a mi tía pa que no se quede solo',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Hoy escribí a mi hermana Oksana en Lviv todas las contraseñas: el banco, el correo, el Diia, la cuenta de aquí de Unicaja.
Le pedí que si me pasa algo se lleve a Sofía con ella, que Sofía la quiere mucho.
Oksana piensa que es porque vuelvo a Ucrania a ver a mamá y tiene miedo de los bombardeos.
No vuelvo a ningún sitio.
Dejé la ropa de Sofía lavada y planchada para toda la semana, y el almuerzo del cole en la nevera.
Mañana la llevo al cole, le doy un beso largo, y ya.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le di el gato y los malvones a Norma, la de enfrente. Dejé los papeles del PAMI en la carpeta azul, con una nota para mi sobrino. Ya me despedí de todos, uno por uno, sin que se dieran cuenta. Estoy tranquila por primera vez en años. Esta es la última página.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'mis hijos estarían mejor sin mí. sin las cuentas de la clínica, sin turnarse para bañarme, sin escucharme quejarme del dolor toda la noche. se les acabaría el problema. el problema soy yo y tiene solución',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'El bebé llora y solo se calma con su padre. Con su abuela. Con cualquiera menos conmigo. Estarían mejor sin mí, los dos. Él encontraría a alguien que sí sepa ser madre y el niño ni se acordaría de mí. Lo pienso cada vez que le doy el pecho, y cada vez me parece más lógico.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'alla en el rancho viven de lo que les mando y desde que me corrieron de la obra no mando nada. si me muero al menos cobran lo del seguro. valgo mas muerto q vivo, asi de facil',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi nieta dejó la universidad para cuidarme. Por mi culpa. Si yo no estuviera, ella podría volver a La Habana a estudiar. Le estoy robando la vida a esa niña. Ya va siendo hora de devolvérsela, y sé cómo.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'hoy otra vez en el baño del insti. tres cortes nuevos en el muslo para q no se vean en educación física. me lo merecía por lo del grupo de whatsapp 🙂',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me quemé el brazo con el encendedor mientras mi jefa gritaba en la cocina. no sentí nada y eso fue lo bueno. quiero hacerlo otra vez ahorita, ya tengo el encendedor en la bolsa',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'No como desde el lunes. Mamá limpia casas doce horas al día aquí en Barcelona y yo me como su comida, no me lo merezco. Cuando tengo hambre me clavo las uñas en el brazo hasta que sangra y se me pasa. Hoy me quedaron marcas nuevas y las tapé con la sudadera.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le pegué a la pared hasta que se me abrieron los nudillos. Después me di con la cabeza contra el espejo del baño. Quiero que me duela más por fuera que por dentro. Esta noche no sé si paro.',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Ya van cuatro años desde que nos sacaron de la vereda, allá en el Catatumbo.
Aquí en Cúcuta vivo en una pieza con mis tres pelaos y la suegra.
Vendo tinto en el semáforo. Hoy hice 18 mil pesos.
La tierra no nos la van a devolver, eso ya lo entendí. La Unidad de Víctimas nunca contesta.
Cada año es peor que el anterior y el que viene va a ser peor que este.
No hay salida, no hay por dónde coger.
Ya no me quedan ganas de seguir en este mundo, ni siquiera por ellos.
Mañana otra vez al semáforo, si es que me levanto.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '¿Para qué me levanto? ¿Para deber más? ¿Para que me vuelva a llamar el de la financiera? ¿Para mirar a mis hijos y decirles que este verano tampoco? Nada va a cambiar, nunca, eso lo tengo claro. No quiero seguir con esto. No quiero seguir.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '"No vale nada la vida, la vida no vale nada." Mi abuelo la cantaba borracho en las posadas y nos reíamos. Hoy la canto yo solo en el cuarto y no me río. Es verdad, no vale nada, y la mía menos. No le veo salida a nada y ya no tengo ganas de seguir buscándola.',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'Llevo un mes guardando las pastillas para dormir que me receta la doctora de cabecera. Tomo media y escondo el resto en el bote de las vitaminas. Ya hay cuarenta y tantas. Mi casa de Melitópol está ocupada y mi hijo no puede llamarme desde allí. Cuando lleguen a sesenta ya no hará falta esperar más.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé todo el blíster de clona con el fernet. escribo esto porq quería q quede algo. ya me pesa la cabeza. perdon ma',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tomé la botella de ron entera y un puñao de las pastillas de mami pa la presión. a ver si así se acaba esto de una vez. no llamen a nadie',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'Once meses limpio y hoy compré. No me la he metido, está ahí en la mesa. Pero no es por la droga. Es que volvieron las ganas de no estar, las mismas de antes del anexo, las que me llevaron a colgarme aquella vez. Pensé que ya se habían ido.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace dos años, después de volver de Zaporiyia con la pierna destrozada, intenté irme. Mi mujer me encontró a tiempo. Creía que eso ya estaba cerrado: fisioterapia, clases de español, el trabajo en el almacén de Getafe. Esta semana han vuelto los pensamientos, igual que entonces, a la misma hora, con la misma voz. Hoy me he descubierto mirando el balcón como la otra vez.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'llevaba 214 días sin cortarme. hoy volví a sacar la cuchilla del estuche. no lo hice todavía pero no pienso en otra cosa y me quiero rendir. pa q tanto esfuerzo',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'Estos exámenes de la EvAU me están matando. Tres horas de Historia y me muero de sueño. Si suspendo Mates me pego un tiro, jajaja. Bueno, me voy a dormir, mañana Química.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'qué oso, me quería morir cuando se me cayó la charola enfrente de todo el salón 💀 neta me quería morir. ya en la tarde me reí con la Majo de eso',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Estoy muerta. Doble turno en el bar y encima el bondi no pasaba. Me tiro en la cama y no me levanto hasta el lunes. Mañana franco, gracias a Dios.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la pega me tiene chata, el jefe me tiene hasta la tusa, me dan ganas de tirarme por la ventana cada vez q abre la boca. el viernes renuncio, ya firmé la otra oferta 💪',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '¡Me mató ese parcial de cálculo, parce! Quedé muerto en vida. Pero pasé, con 3.1, pero pasé.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi profesora de español nos enseñó "estoy hasta las narices" y "me muero de risa". Hoy usé las dos en el Mercadona y la cajera se rió mucho. Pequeña victoria. Yo también me morí de risa, de verdad.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Hoy me llegó la noticia: Andriy, mi compañero del instituto en Sumy, murió cerca de Pokrovsk.
Tenía 24 años. Jugábamos al fútbol detrás de la escuela.
Lloré en el baño del trabajo para que no me vieran.
No sé cómo se sigue viviendo con esto, pero se sigue.
Por la noche encendí una vela por él en la ventana del piso.
Mañana le escribo a su madre.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy dormimos al Firulais. El veterinario le puso la inyección y se fue tranquilito en mis brazos. Tenía 16 años. La casa se siente muerta sin él.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy hace un año que se fue Paco. He ido al cementerio con claveles. Aquel día yo quería irme con él, pero ahora están los bisnietos y me hacen reír. Le he contado todo lo de la semana, como siempre, y me he vuelto en el autobús de las doce.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se mató el Nacho. Nadie lo vio venir. En el velorio su vieja no paraba de preguntar por qué. Yo tampoco entiendo nada. Con los chicos armamos un grupo para hablar más seguido, para no perder a nadie más.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Las noticias de hoy: otra masacre en el Cauca, siete muertos, uno de quince años. Y uno aquí preocupado por la cuota del carro. Recé por esas familias antes de dormir.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'La abuela se está yendo. El doctor dijo que son días. Le llevé pan amasado aunque no pueda comerlo, para que lo huela. Me despedí de ella por si acaso. Le dije que se puede ir tranquila, que nosotros vamos a estar bien.',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Capítulo 12 terminado. Al final Elena se tira del puente de Triana, como lo tenía pensado desde el principio. Me ha costado escribirlo, he llorado un poco. Mi editora dice que es lo mejor del libro.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me morí como 40 veces con el jefe final del elden ring y YA LO MATÉ!!! 🎉🎉 me quiero morir de lo feliz jajaja',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me tiraba de un edificio y en vez de caer volaba sobre Buenos Aires. Me desperté con el corazón a mil. La psicóloga dice que los sueños de caída son ansiedad por el laburo nuevo. Puede ser.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En ética vimos "Mar adentro". El debate fue si Ramón tenía derecho a morir. Yo dije que sí, Camila que no. Nos quedamos discutiendo en la cafetería hasta las seis.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Puse "Hoy ya me voy" de Kany García en el carro y lloré como una loca en el tapón de la Baldorioty. Esa canción me parte siempre. Mañana reunión con el cliente, a ver si me peino.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo de Romeo y Julieta. Me toca beberme el veneno y morirme en el escenario y no paro de reírme en esa escena. El profe de teatro dice que si me vuelvo a reír me mata él.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'Turno de noche en urgencias. Llegó una muchacha de 19 con sobredosis de acetaminofén. Lavado, N-acetilcisteína, pasó a la UCI estable. Ojalá encuentre ayuda. Salí a las 7 sin haber comido. Necesito dormir doce horas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy el médico me ha cambiado la dosis del Sintrom. Me ha dicho que cuidado con los golpes. Lo he apuntado en la libreta: una y cuarto los lunes, una los demás días. Qué lío de pastillas a mi edad.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cita con la ginecóloga. Le conté cómo me sentía desde que nació Mateo y me recetó sertralina 50 mg para la depresión posparto. Dijo que es compatible con la lactancia. Me siento aliviada de haberlo dicho en voz alta.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la veterinaria tuve que dormir a tres perros. Es la parte del laburo que nunca se hace fácil. Cargué la dosis, les acaricié la cabeza, los dueños lloraban. Después me fui a correr para sacármelo de encima.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'fibromialgia, día malo. me tomé el tramadol q me toca y la pregabalina de la noche, nada más, aunque el dolor pedía más. mañana llamo al reumatólogo a ver si ajustamos',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en el hospital de Alicante, todavía de auxiliar porque no me han homologado el título. Un paciente con delirium intentó arrancarse la vía. En Kyiv yo era anestesista. Aquí cuento pastillas en bandejas. Paciencia, Olena.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'Hoy hace tres años de mi intento. Tres. Me he levantado, he ido a correr 5 km por el Retiro y he desayunado churros con mi hermana. Si alguien me hubiera dicho entonces que estaría aquí...',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy cumplo dos años limpio. En el grupo conté de cuando me quise colgar en el baño del anexo. Ya no soy ese. Me dieron mi llavero de dos años y mi jefa me invitó unos tacos.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Encontré el diario de cuando tenía 16. Páginas y páginas de querer morirme, de cortes, de odiarme. Le quiero dar un abrazo a esa piba. Hoy tengo 29, una hija y un laburo que me gusta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Después del cautiverio, en 2023, no quería vivir. Me lo decía todos los días. Hoy, con la prótesis nueva, caminé con mi hijo hasta la playa de la Malvarrosa. Él me llevó de la mano todo el camino.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi psiquiatra me dio de alta hoy. Hace un año estaba en la clínica después de tomarme todas las pastillas. Hoy salí de la cita y me compré un helado de mora.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Hoy he comprado cuerda nueva para atar las tomateras y veneno para los caracoles. Ha llovido por fin. Mañana al pueblo a por pienso.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ultimo dia de la prepa!! me despedí de todos, les dejé cartas a mis amigas y nos tomamos fotos en la azotea de la escuela. voy a extrañar todo esto 😭',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Se me olvidó cerrar el gas otra vez. Menos mal que lo olió la vecina. Tengo que poner un cartel en la puerta. Y comprar pastillas para el lavavajillas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cruzamos el puente colgante del Cajón del Maipo con los niños, la Sofi gritaba de miedo y después no se quería bajar. Asado y a la cama. Día perfecto.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé los muebles, doné la ropa, le dejé el gato a mi vieja por tres meses. Mañana me voy a Madrid con la working holiday. Última noche en el depto de Almagro. Mezcla de miedo y emoción.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Afilé el cuchillo grande pa picar el pescao del domingo. Viene toda la familia y me toca el sancocho también. Qué cansancio, pero qué alegría.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'No, no quiero morirme. Quiero dormir tres días seguidos y que al bebé se le pasen los cólicos. Lo apunto para que quede claro cuando lo relea: estoy agotada, no estoy en peligro.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La gente me pregunta si pienso en quitarme la vida por lo de mi hermano en cautiverio. No. Quiero vivir para verlo volver. Quiero que se acabe esta guerra, no mi vida.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi terapeuta me preguntó si tengo pensamientos de hacerme daño. le dije q no y es la verdad. estoy triste por lo de la ruptura pero quiero ver qué sigue',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Aclaro para mí misma: no tengo ganas de matarme, tengo ganas de matar a mi jefe jaja. Es distinto. Mañana le planto cara.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'La asistente social me hizo el cuestionario ese de la depresión. ¿Ha pensado que estaría mejor muerto? Nunca, le dije. Tengo 84 años y quiero ver a mi nieta recibirse de profesora.',
    crisis: false,
    guard: 'negation',
  },
];
