import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredeighteenth round, written blind: diary entries by different people of
 * every age (teenagers, students, nurses on night shift, parents, elderly patients, people in an air-raid
 * shelter, after drinking, after a panic attack, hearing voices, numb after a loss), from Argentina,
 * Mexico, Spain, Colombia, Chile and elsewhere. Crisis: euphemism 5, method 5, plan 4, dose 4,
 * relapse 4, selfHarm 4, farewell 4, burden 4, passive 3, hopelessness 2, intent 1. Quiet: figurative 6,
 * othersDeath 6, fiction 5, medical 6, past 6, everyday 6, negation 5. Styles: flat lists, errands,
 * search history, scheduled messages, letters to a child, a dead friend or God, fragments, slang,
 * voseo, typos and emoji; quiet notes mirror the crisis notes in topic and wording.
 *
 * First run, on c4b41db (the 117th round's rules), before any change made for it: recall 33/40,
 * false alarms 4/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (5) ----------
  {
    text: 'Nacho, son las 3:40 y sigo despierto. Ya van dos años desde que te fuiste y ya falta poco para vernos. Guardame lugar en la mesa de siempre, que esta vez no me ganás al truco.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Refugio, tercera alarma de la noche. Los niños duermen sobre las mantas. Yo ya sé que cuando esto se calme me voy con los que se quedaron en el puente. Que nadie me busque después.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya ando bien pedo y lo unico claro es q el otro mes la renta ya no me la van a cobrar a mi jaja. q se la cobren al q sigue. yo ya me bajo de este camion 🚌',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Turno de noche. He cambiado el cuadrante de diciembre para que nadie cuente conmigo. Para Reyes ya no voy a estar, así que tampoco hace falta que compre regalos este año.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Game over de verdad esta vez. Sin continues, sin checkpoint. Apago la consola y me apago yo. Buenas noches a todos los del server, fue un honor.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'historial:\naltura puente autopista sur\npuente autopista sur tiene camaras?\na que hora pasa menos gente por el puente\ncuantos metros son suficientes',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Ferretería: 4 m de cuerda gruesa, un mosquetón. La viga del garaje aguanta 90 kg según el vendedor. Yo peso 78. Cerrar el garaje por dentro.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'El de las 5:12 no para en la estación de Villa Crespo, pasa directo y a toda velocidad. Lo cronometré tres noches seguidas desde el final del andén. A esa hora no hay guardia.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré cinta americana y una manguera de 3 metros que encaja justo en el escape del Corolla. La cochera no tiene ventana. Lo probé con el motor apagado, entra bien.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'La escopeta de mi apá sigue en el ropero de arriba y los cartuchos en la caja de zapatos. Hoy los conté, son 6. Nadie más en la casa sabe dónde están. Mañana no llega nadie hasta las 8.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'Antes del 14:\n- pagar luz y agua hasta marzo\n- poder notarial firmado para mi hermana\n- cancelar Netflix y el gimnasio\n- llevar a Toby donde mi tía\n- el 14: hotel de la costa, habitación con balcón, piso 9, ya pagada. Solo ida.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Me dan el alta el jueves. Ese mismo jueves, después de firmar los papeles, ya sé a dónde voy: el mirador de la carretera vieja, a la hora en que no pasa nadie. Ya le pedí a mi primo que me deje ahí "para tomar aire".',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Testamento escrito a mano, en el cajón de la cocina, junto a la póliza del seguro de vida (cubre suicidio pasados 2 años, ya pasaron). Sábado 3 de noviembre. Mamá va a estar en el pueblo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'el viernes mis papás se van a la boda de mi prima y me quedo sola todo el finde. ya tengo todo en la mochila abajo de la cama. borre las fotos del celu y deje la carta adentro del libro de mate que nadie abre',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'Clonazepam: 14 guardadas de marzo, 10 de abril, 12 de este mes. 36. Más las de la abuela, que no se acuerda cuántas tiene. La botella de ron está en la alacena.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tome las del dia y despues las de toda la semana. Con el vino ya no se siente tan raro. Si alguien lee esto no llamen a mi mamá todavia',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Turno noche. Cada vez que sobra una ampolla de morfina la anoto como desechada y me la llevo. Ya van 9 en la lata de galletas. Sé exactamente cuánto hace falta para alguien de mi peso.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Le pedí al médico otra receta de las pastillas para dormir diciéndole que se me cayeron al lavabo. No se me cayeron. Están en el bote de las aspirinas con las otras. Ya casi hay suficientes.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'Cinco años sin cortarme. Esta noche bajé la cajita de metal de lo alto del armario, la que juré tirar. No la abrí. Está encima de la cama mirándome.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'la ultima vez fue con las pastillas de mi mama en 2019 y me encontraron a tiempo. hoy volvi a pasar por la farmacia y me quede parado en la puerta como 20 minutos. otra vez ese silencio en la cabeza igual que antes.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Volvieron las voces, las mismas de 2021, antes del puente. Dicen que esta vez lo haga bien. Dejé la risperidona hace tres semanas y no le he dicho nada a la psiquiatra.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Hace 2 años me quemaba los muslos con el encendedor. Hoy después de la pelea con Dani lo volví a prender y lo tuve cerquita de la piel un rato largo. Mañana manga larga y short debajo del jean por si acaso.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Compré curitas grandes y crema para cicatrices. Manga larga en la oficina aunque hagan 30 grados. Tres nuevas en el antebrazo izquierdo, la del medio se volvió a abrir.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy tampoco cené. No me lo merezco después de cómo le hablé a mi hermano. Mañana tampoco desayuno. Así aprendo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Después de la llamada me di cabezazos contra la pared del baño hasta que se calló todo. El chichón lo tapo con el flequillo. Funciona mejor que el ibuprofeno.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Plancha caliente, dos segundos, en la parte de adentro del brazo. Cuando el dolor está afuera puedo dormir. Van cuatro esta semana.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Mensaje programado para Lucía, domingo 9:00: "La contraseña del portátil es girasol1987. Las cartas están en la carpeta azul. Cuida a mamá por mí, tú siempre fuiste la fuerte. Te quiero, hermanita."',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le di a Canela a la vecina del 3B con su cama, el collar y la cartilla de vacunas al día. Le dije que me voy lejos por trabajo. No me voy por trabajo.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Para Mateo, cuando seas grande: perdóname por no estar en tus cumpleaños de ahora en adelante. No fue tu culpa, nunca. Te dejé mi reloj y la guitarra con la abuela. Te quiere, papá.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Regalé la bici, la play y los apuntes de la facu. A los pibes les dije que me mudo. A cada uno le mandé un audio agradeciéndole todo. El último es para vos, vieja, está guardado en borradores.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: 'Mi hija pidió otro préstamo para pagar mi diálisis. Sin mí se ahorraría todo eso y podría irse a vivir con su novio. Hice las cuentas en una servilleta: sale más barato que yo no esté.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'en la casa todos pelean x mi culpa. si yo no estuviera mi mama no lloraria tanto y mi papa no tomaria. seria mejor para todos. ellos no lo dicen pero yo se',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Soy el que estorba en este piso. Ocupo el sofá, como de su nevera, no aporto ni un euro. Mi hermano estaría mejor sin mí. Todos lo estarían.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Ochenta y un años y ya no sirvo ni para subir la escalera. Mi hija dejó el trabajo para bañarme. Le estoy robando la vida. Ya va siendo hora de devolverle su tiempo para siempre.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (3) ----------
  {
    text: 'Ojalá no despertar mañana. No hacer nada, solo no despertar.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'despues del ataque de panico me quede tirada en el piso del baño pensando q ojala se cayera el techo encima y ya. desaparecer sin molestar a nadie',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Todo se ve como detrás de un vidrio. Nada es real, ni yo. Me gustaría borrarme como un archivo, sin que nadie se dé cuenta, y no estar más.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Nueve meses buscando laburo. Cuarenta y tres entrevistas. Nada va a cambiar, ya lo entendí. No tiene sentido seguir levantándose para esto, ni para nada.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Ya no hay salida, Señor. Lo intenté todo: terapia, pastillas, la iglesia, mudarme de ciudad. Sigo igual. No voy a seguir esperando una mejoría que no llega, me rindo con esta vida.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'Lo tengo claro desde hace días: me quiero matar y lo voy a hacer. No es un arrebato ni el alcohol. No quiero que nadie me convenza de lo contrario.',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: 'Este parcial de Análisis me está matando. Tres de la mañana, cuarto café, me quiero morir jaja. A las 8 rindo y después duermo dos días.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de la vergüenza: le mandé a mi jefe el audio que era para mi novia. Tierra trágame. Mañana hago como que nada pasó.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Guardia de 12 horas, tengo los pies muertos. Si me traen otro paciente con dolor de uña me tiro por la ventana 😂. Llego a casa y me como un guiso entero.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'con la resaca q tengo hoy mátenme en serio. nunca mas tequila. bueno, hasta el sábado 🍻',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi hija de 4 años dice que si no le compro el helado "se muere". Casi me muero yo, pero de la risa.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El Excel me está quitando la vida. Tercera versión del informe y el cliente quiere otra. Me voy a dormir antes de asesinar la computadora.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'Hoy hace un año que se fue Nacho. Fuimos con los pibes al bar de siempre y pedimos una cerveza de más para él. Lo extraño un montón, pero fue lindo recordarlo juntos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Me enteré por el grupo del colegio que Andrés se suicidó. No lo veía desde hacía años. Le escribí a su hermana por si necesita algo y mañana voy al velorio.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Refugio, segunda alarma. La señora del colchón de al lado perdió a su hijo en el frente. Le di mi manta y le tuve la mano hasta que se durmió. Ojalá pueda llorarlo en paz algún día.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi abuelo murió esta madrugada en el hospital, tranquilo, con mi mamá al lado. Ahora estoy haciendo la lista para la funeraria y avisando a los primos.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Tuvimos que dormir a Lola, tenía 16 años. Le dejé su camita en el rincón un par de días más. La casa está rara sin ella.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Turno noche: perdimos al señor de la 12. Le cerré los ojos, llamé a la familia y me quedé un rato con la hija. Después seguí con la ronda. Esta profesión pesa, pero hoy hice las cosas bien.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: 'Terminé la novela a las 4 a.m. La protagonista se tira del puente al final y lloré como una nena. Qué final injusto. Mañana le escribo a la autora por Instagram.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Sueño rarísimo: estaba en una estación vacía y el tren de las 5:12 pasaba sin parar, lleno de gente conocida que me saludaba. Me desperté con ganas de llamar a mi vieja.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Para el taller de escritura: el cuento de un viejo que regala todas sus cosas antes de morir. Todavía no sé si termina con él muriendo o mudándose al mar. Escribir de noche me sienta bien.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Game over otra vez en el jefe final, van 47 intentos. Sin checkpoints este juego es una tortura. Apago la consola y mañana sigo, buenas noches a los del server.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'No me saco de la cabeza la de Sabina, "y morirme contigo si te matas". Qué letra. La tuve en loop toda la noche mientras ordenaba el cuarto.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Clonazepam: la psiquiatra me bajó a 0,25 por la noche y en abril lo dejamos del todo. Lo anoto en el pastillero para no saltarme ninguna.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Primera semana con insulina. Me pincho cuatro veces al día y ya no me tiembla la mano. La nutri dice que los valores van muy bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mañana me operan de la vesícula. Ayuno desde las 22. Dejé el bolso listo: pijama, cargador, DNI y el libro. Nervios, pero es una cirugía de rutina.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Diálisis de los martes. Cuatro horas mirando la sangre ir y volver por el tubo. Mi hija me trajo sopa y jugamos a la brisca. Fue un día bueno.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cuidados paliativos de mi papá en casa: la enfermera me enseñó a cargar la jeringa de morfina y a apuntar cada dosis en la planilla. Lo hago todo en orden. Él está tranquilo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Análisis de sangre en ayunas a las 7. Me sacaron cuatro tubos y casi me desmayo jaja. Después me regalé un café con medialunas.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'Hoy cumplo seis años sin cortarme. La cajita de metal la tiré hace mucho. Las cicatrices ya están blancas y no las tapo. Lo festejamos con mi novia y una torta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2015 intenté matarme con pastillas. Hoy, diez años después, di una charla en el colegio de mi hija sobre pedir ayuda. Me temblaban las piernas, pero salí orgullosa.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace tres años me internaron después del puente. Hoy pasé por ahí en bici camino al trabajo y solo pensé en lo bien que estoy. La medicación y la terapia me devolvieron la vida.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'A los 17 dejaba de comer para castigarme. Hoy cociné para mis amigos, repetí postre y no sentí culpa. Me costó años llegar hasta acá.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Releí mi diario de 2020, lleno de "ojalá no despertar". Me cuesta reconocerme. Hoy me desperté con ganas de ir a la playa con los chicos y eso hicimos.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mi viejo me recordó hoy la noche que me encontró en la cochera con el auto encendido, hace ocho años. Nos abrazamos. Ya no duele igual; ahora tengo un hijo y una vida que quiero.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: 'Ferretería: 10 m de cuerda para el tendedero, mosquetones, cinta americana, tacos del 8. El finde cuelgo la hamaca de la viga del patio, aguanta 150 kg según el vendedor.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regalé la bici, la play y los apuntes de la facu porque en febrero me mudo a Madrid. Hicimos la despedida con los pibes y lloramos de risa. Laburo nuevo, vida nueva.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le dejé a mi hermana la contraseña del portátil y la del banco porque me voy tres meses de voluntariado a la selva, sin señal. Ella me cuida las plantas y al gato.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Billete solo de ida a Lima; la vuelta la saco cuando sepa la fecha del contrato. Ya avisé en el curro y organicé la despedida del viernes.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Ordené el botiquín: junté todas las pastillas vencidas de la abuela y las llevé al contenedor de la farmacia. Ahora está todo etiquetado por fecha.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fuimos al mirador de la carretera vieja a ver el amanecer con los del club de fotografía. Doscientos metros de caída, una vista increíble. Saqué como cien fotos.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: 'La psicóloga me preguntó si tengo pensamientos de hacerme daño o de morirme. Le dije que no, y es verdad. Estoy triste por la ruptura, pero quiero vivir y ver qué viene.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Tres de la mañana, sin dormir por el ataque de pánico. Lo aclaro para mí misma: no quiero morirme, quiero que se me pase el miedo. Respiré 4-7-8 y ya estoy mejor.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario de la app: "¿En las últimas dos semanas pensaste que estarías mejor muerto?" Marqué "nunca", con honestidad. Cansado sí, pero con ganas de seguir.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi mamá se asustó porque puse "ya no puedo más" en el estado. Le expliqué que era por la mudanza y las cajas, no porque quiera hacerme algo. Me dio ternura lo preocupada que estaba.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Toda la noche en el refugio con los estruendos. Tengo miedo de morirme, no ganas de morirme. Quiero vivir para ver crecer a mi hijo.',
    crisis: false,
    guard: 'negation',
  },
];
