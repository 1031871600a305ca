import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentyfifth round, written blind: adults of 30 to 75 from Spain, Mexico,
 * Colombia, Argentina, Peru, Venezuela and Latin American migrants in the US and Spain (widows, farmers,
 * taxi drivers, nurses, domestic workers, men in debt, undocumented migrants, retired teachers, mothers of
 * sick children). Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4, plan 4, farewell 4,
 * burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6,
 * medical 6, othersDeath 5, figurative 4, fiction 4. Styles: flat factual entries, errand lists, search
 * history, message drafts, prayers, voice-typed text without accents or punctuation, regional words, with
 * quiet notes mirroring the crisis notes in topic and voice.
 *
 * First run, on fad28d8 (the 124th round's rules), before any change made for it: recall 33/40,
 * false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'Hoy se cumplen dos años de que se fue mi viejo. Le llevé flores al panteón y le dije que ya merito voy, que me espere tantito. Ya le pagué a don Chuy lo del lote de junto al suyo.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al patrón que el taxi se lo entrego el viernes y que no me cuente para los turnos de diciembre, que para diciembre yo ya no estoy. No le expliqué más y él no preguntó.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Llamé a mi hermano, hablamos boludeces, de River, del asado del domingo. No le dije nada. Me parece justo que el último partido lo vea con él aunque sea por teléfono. Después bajo la persiana para siempre.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya no voy a sembrar la otra campaña la chacra que la trabaje mi sobrino yo me voy a descansar donde esta mi papa en el cementerio de arriba pronto nomas',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mamá me pregunta por videollamada cuándo vuelvo a Maracaibo. Le dije que pronto. No voy a volver ni allá ni a ningún lado, el viaje que voy a hacer es de los que no tienen regreso.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Virgencita ya te pedí tanto que me llevaras y no me escuchas, entonces voy a ir yo solita a donde ti. Esta semana, despuesito de cobrar la quincena para dejarle la plata a mi hija.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Fin de la partida. Le he dejado todo apuntado a Marisa en la libreta azul: lo del banco, lo de Hacienda, la póliza del seguro de vida. Yo me bajo aquí.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'buscado hoy:\naltura puente autovía A-3 km 12\ncuántos pisos hacen falta\nhorario del vigilante del parking de la azotea del centro comercial',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré la soga en la ferretería, de la gruesa. La dejé enrollada en el tapanco del corral donde no la vea la vieja. La viga aguanta, ya la probé colgándole un costal de maíz.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Averigüé en qué estaciones no para el rápido del Sarmiento y a qué hora pasa más ligero. Lo anoté en el celu. Fui a mirar el andén de la punta, no hay guardia.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré en el Home Depot una manguera de las anchas y cinta gris. La medí con el tubo de escape de la troca y queda justa. La guardé en la cajuela debajo de la llanta de repuesto.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Le pedí prestada a mi compadre la pistola que tiene en la finca, le dije que era por los malandros. Está cargada en la gaveta de la mesa de noche. Mañana temprano mando a los niños donde la abuela.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Volví a usar la cuchilla de afeitar, pero en el muslo, donde no se ve. Fui a la reunión del colegio con pantalón largo aunque hacía 32 grados.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme otra vez con la plancha en el brazo y a la señora le dije que fue planchando sus camisas. cada vez que me equivoco me lo merezco',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy tampoco comí, ni el pan del desayuno. No me lo merezco después de todo lo que les hice perder con la deuda. Mañana igual. Ya van cuatro días.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Le di puñetazos a la pared del baño hasta que se me abrieron los nudillos. Al capataz le dije que me agarró la puerta de la camioneta. Venda nueva y a la obra.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'Hace seis años me tomé las pastillas de mi mamá y me encontraron a tiempo. Hoy en la farmacia me quedé parada frente al mostrador pensando en lo mismo, con la misma calma de esa vez. Compré lo mismo.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Llevaba 400 días sin cortarme. Tenía la cuenta marcada en el calendario de la cocina. Hoy la borré.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Volví al puente. El mismo de hace tres años, de donde me bajó el policía. Me quedé una hora mirando el agua y midiendo la baranda. A la psicóloga no le conté.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Encontré la cajita con las hojitas que le juré a mi hija que había botado cuando salí de la clínica. No las boté. Ya las tengo otra vez en la cartera y las ganas volvieron igualitas.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'Pendientes para el sábado:\n- dejar pagado el arriendo de diciembre\n- llevar al perro donde Rosa\n- carta para Andrés debajo de la almohada\n- puente de la 80 a las 5 am, que a esa hora no pasa nadie',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Fui a la notaría e hice el testamento, la casa para Lupita. Dejé escogida la ropa con la que me van a enterrar y el dinero del entierro en el sobre manila. El día 20, que es el cumpleaños de mi Beto, así ese día ya estamos juntos.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya está: di de baja la línea a partir del lunes, le devolví las herramientas a mi cuñado, le transferí a mi hija lo que quedaba en la cuenta. El domingo es el día. Nadie sube al mirador del cerro los domingos temprano.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Elegido el día: el 3 de marzo, que Carmen está de viaje con el coro. He pagado en la funeraria el nicho y el servicio para que no tengan que ocuparse de nada. Todo ordenado en la carpeta del escritorio.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Le dejé a mi compañera de cuarto las claves del banco y del correo en un papelito dentro de la Biblia. Le regalé mi chaqueta buena. Le dije que me cuide a mi mamá, que ella después va a entender.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Borrador para mandar el jueves a las 6: "Hijos, perdónenme. Nada de esto es culpa de ustedes. Los quise más que a nada en este mundo. Cuiden a su mamá. Papá."',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le llevé el Toby a la vecina del 4, con su cama, su correa y el bulto de croquetas de 15 kilos. Le dije que era para siempre. Se puso contenta. Mejor así, que no se quede solo en el departamento cuando yo no esté.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'mija te deje el anillo de tu abuela y la cadenita en la cajita de la comoda. perdoname por todo. cuida a tu hermano. ya no me busques',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'La ortopedia, las terapias de Daniel, la luz, y encima mis diálisis. Mi hija pidió otro préstamo por mí. Sin mí se ahorrarían la mitad y podrían vivir tranquilos. Hice la cuenta.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi yerno dijo por teléfono que yo soy un gasto y no sabía que lo escuchaba. Tiene razón. Estarían mejor sin el viejo ocupando el cuarto de los niños. Lo tengo claro hace rato.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Sin papeles no me contratan, hace cuatro meses que no mando plata a Lima. Soy una boca más para mi prima que me presta el sofá. Todos estarían más tranquilos si yo ya no estuviera en este mundo.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'Clonazepam: 14 en el frasco de las vitaminas del armario de arriba. El martes le pido al doctor otra receta y con esa llego a 44. No me las tomo, las guardo.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Anoche me tomé todas las de la presión que quedaban en el blíster con media botella de aguardiente. Amanecí vomitando en el piso. Nadie se enteró.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Cada farmacia te vende una sola caja de paracetamol. Hoy fui a tres, ayer a otras tres. Ya van nueve cajas en el fondo de la mochila.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'Señor, no te pido nada más, solo que esta noche me lleves dormidita y no me hagas despertar. Amén.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'quisiera desaparecer, que un dia simplemente no este y nadie tenga que buscarme ni hacer nada. solo no estar mas',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Ocho meses sin trabajo, 240 currículums, la casa embargada en febrero. Esto no va a cambiar nunca. Ya no tiene sentido seguir levantándome, ni seguir viviendo para esto.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'La cooperativa se quedó con la cosecha y el banco con el tractor. A mis 62 ya nadie me va a dar nada. No hay salida, y yo ya no le veo para qué seguir aquí en esta tierra.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'Ya lo decidí. Me voy a matar. No es un arranque, lo vengo pensando desde agosto.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'no quiero seguir viviendo y esta vez si lo hago, me quito la vida antes de que me agarre migracion',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'Compré soga en la ferretería de Chuy, de la gruesa, para amarrar los costales de la cosecha en la camioneta. Y clavos y una bisagra para la puerta del corral.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le llevé el gato a mi sobrina porque me mudo a un piso donde no admiten mascotas. Con su arenero y su saco de pienso. Lo voy a ver los domingos.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le dejé a mi hijo las claves del banco apuntadas porque me voy a Bogotá a ver a mi hermana y él me paga las facturas mientras. Vuelvo el 15.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Despedida de Maite, la compañera de planta que se jubila. Le regalamos un ramo y una carta firmada por todas. Lloramos de la emoción y luego churros.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Manguera nueva del Home Depot para regar el jardín de la señora Miller, y cinta gris para arreglar la fuga del grifo. Me pagó 20 dólares extra.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Lista del sábado:\n- pagar el arriendo\n- llevar al perro a vacunar\n- comprar el regalo de Andrés\n- misa de 7 con mi mamá',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Estoy repartiendo entre las vecinas la ropa de invierno que ya no uso, me mudo a Cartagena donde hace calor todo el año. Di de baja la luz desde el lunes.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'buscado hoy: horario del tren a Rosario, precio del pasaje, si dejan subir con la bici. El finde voy a ver a mi hija y a la nieta.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'Hace diez años me tomé unas pastillas para morirme. Hoy fui con mi hija a la farmacia por sus vitaminas y me di cuenta de que ya ni me acuerdo de esa mujer. Estoy bien, tengo ganas de vivir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy cumplí cinco años sin cortarme. Mi terapeuta me regaló una tarjeta. Ya no hay cuchillas en la casa ni me hacen falta. Lo celebramos con pizza.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Pasé por el puente donde hace años me quise tirar. Ahora lo cruzo todos los días para ir al trabajo y ni pienso en eso. Hoy lo crucé cantando una de Juan Gabriel.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2015 estaba tan endeudado que pensé en quitarme la vida. Pedí ayuda, mi compadre me prestó y negocié con el banco. Hoy pagué la última cuota. Libre, gracias a Dios.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Cuando enviudé no quería despertar más. Eso fue hace ocho años. Hoy me levanté temprano a hacerles el desayuno a mis nietos y fui feliz.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De joven me quemaba los brazos con cigarros. Las marcas siguen ahí pero ya no me dan vergüenza, es otra vida. Hoy fui a la playa en manga corta.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Estuve internado hace tres años después de un intento. Hoy di mi testimonio en el grupo de la parroquia para ayudar a otros que están pasando por eso. Me sentí útil.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'La psicóloga me preguntó si he pensado en hacerme daño o en quitarme la vida. Le dije que no, y es verdad. Estoy triste por lo del despido, pero quiero salir adelante.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No quiero morirme, quiero que se acabe este mes de deudas, que es muy distinto. Mañana voy al banco a renegociar la tarjeta.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi hermana se asustó porque le dije que estaba cansada de todo. Le aclaré que no, que no pienso en matarme, que lo que necesito es dormir y unas vacaciones.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario del centro de salud: ¿ha pensado que estaría mejor muerto? Marqué "nunca". Es cierto, con todo y la viudez quiero ver crecer a mis nietos.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Aunque estoy sin papeles y sin chamba, no se me pasa por la cabeza hacerme nada. Tengo a mis hijos. Mañana voy a la parroquia donde ayudan con abogado.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro para mí misma: no me voy a hacer daño. Me enojo conmigo, sí, pero ya no me castigo. Hoy respiré hondo y salí a caminar al parque.',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Clonazepam: media pastilla en la noche, como dijo el psiquiatra. Lo anoté en el pastillero para no equivocarme. El martes le pido la receta nueva.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Diálisis de hoy, tres horas y media. La enfermera me sacó sangre para los análisis del mes. Mi hija me acompañó y a la salida comimos tamales.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'A mamá le subieron la insulina a 20 unidades. Le pongo la inyección en la panza antes del desayuno. Compré agujas nuevas, alcohol y algodón.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me operan de la vesícula el lunes. Ayuno desde las 10 de la noche del domingo. Dejé la maleta lista con pijama, chanclas y el cargador.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'paracetamol cada 8 horas y el antibiotico cada 12 por la muela. ya van tres dias y la hinchazon bajo. el dentista me ve el viernes',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me quitaron los puntos de la cortada que me hice con el machete desyerbando el cafetal. Cerró bien. La doctora dijo que no me moje un par de días.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'Se murió don Aurelio, el de la tienda de la esquina. Le llevé flores a la viuda y rezamos un rosario juntas. Que Dios lo tenga en su gloria, era buena gente.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy se cumplen dos años de que se fue mi viejo. Le llevé flores al panteón y le platiqué de los nietos. Lo extraño, pero ya lo voy llevando con la ayuda de Dios.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'El hijo de la vecina se quitó la vida el martes. Fui al velorio. A mi hijo le dije que si algún día se siente así me hable a mí o a quien sea, que hay líneas de ayuda. Lo abracé mucho.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'A mi compañera de la clínica se le murió la mamá. Le cubrí los turnos del fin de semana y le llevé comida. Mañana vamos todas a la misa del novenario.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cayó un andamio en la obra de la calle 72 y murieron dos. Uno era paisano de Santander. Hicimos una vaca entre todos para mandar el cuerpo a su familia.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'Los del banco me van a matar con las comisiones. Tres llamadas hoy por 40 euros de nada. Casi me muero del coraje.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'La novela de las 9 me tiene muerta de la risa, la Gabriela es un caso. Me quedé viéndola hasta tarde y mañana me muero de sueño en la casa de la señora.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este calor me está matando, 38 grados en el taxi y sin aire. Pa morirse. Mañana llevo el carro a que le recarguen el gas del aire acondicionado.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Qué vergüenza, me quería morir cuando se me cayó la bandeja delante del director. Mis compañeras todavía se ríen y yo también, la verdad.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'Terminé Crónica de una muerte anunciada. Qué final. Desde la primera página sabía que a Santiago Nasar lo mataban y aun así me dejó helada.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía de la azotea del edificio donde limpio y me despertaba antes de tocar el suelo. Me reí del susto, seguro fue por la película de anoche.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estoy escribiendo un cuento para el taller de la biblioteca: un viejo pescador que se despide del mar y reparte sus redes entre los muchachos. La profe dijo que el final quedó muy bonito.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la serie turca que ve mi mamá el protagonista se tira del barco y todos lloran. Mi mamá le gritaba a la tele. Tuve que hacerle una manzanilla.',
    crisis: false,
    guard: 'fiction',
  },
];
