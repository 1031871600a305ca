import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredseventeenth round, written blind: ordinary diary writers from Spain and
 * Latin America (students, office workers, a nurse, a rider, a gamer, retirees, migrants, a dialysis
 * patient, a new mother, a writer, people in grief), each note a different person. Crisis classes:
 * euphemism 8, method 7, selfHarm 6, relapse 6, plan 3, dose 3, farewell 2, burden 2, passive 1,
 * hopelessness 1, intent 1. Quiet guards: figurative 6, othersDeath 6, fiction 6, medical 6, past 6,
 * everyday 5, negation 5. Styles: flat errands and lists, search histories, scheduled messages,
 * timetables, one-liners and longer entries, regional slang, missing accents, typos and emoji; most
 * crisis notes name no wish or feeling, and the quiet notes mirror their objects (cemetery flowers,
 * trains, rooftops, rope, pills, plasters, letters, gifts, passwords).
 *
 * First run, on 6715837 (the 116th round's rules), before any change made for it: recall 37/40,
 * false alarms 3/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (8) ----------
  {
    text: 'Fui al cementerio a ver a la abuela, le lleve claveles blancos de los que le gustaban. Le dije que pronto le hago compañia, que ya no tiene que esperarme mucho. Esta vez no le dije adios al salir.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ya me canse de esta partida. game over el domingo y sin continues 🎮 le deje mi cuenta de la play a mi primo',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi tren sale el jueves de madrugada y no lleva billete de vuelta. No hace falta maleta.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mañana bajo a la playa temprano, cuando no hay nadie. Esta vez me quedo con el mar. Las llaves del piso las deje puestas por dentro para que no tengan que romper nada.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Apagar la luz. Eso pienso todo el dia, en el curro, en el metro. Apagarla y que nadie la vuelva a encender. El sabado mi hija esta con su padre.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al casero que el mes que viene ya no voy a estar, que se quede la fianza y no se preocupe. No me mudo a ningun lado.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Llevo semanas viendo la puerta. Del otro lado estan mi amá y el Toño, que se quedo en el desierto cuando cruzamos. Aqui no tengo papeles ni a nadie. El miercoles la cruzo yo tambien, ya me canse de tocar.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'quiero dormir largo. del sueño ese del que ya no se despierta una. nomas espero que los niños se vayan con su tia el finde',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (7) ----------
  {
    text: 'historial de hoy:\n- altura edificio 12 pisos en metros\n- a partir de cuantos metros una caida es mortal\n- torre sur azotea acceso horario portero\n- tiempo semana que viene lluvia',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ferreteria: 5 m de cuerda gruesa de la que aguanta peso. el chaval me pregunto si era pa una mudanza y le dije q si. el gancho del techo del trastero lo probe esta tarde y aguanta',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Apunte los horarios del mercancias que pasa por el paso a nivel de la finca. El de las 3:40 no para. Llevo tres noches bajando a mirarlo desde el terraplen.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compre 3 metros de manguera y un rollo de cinta americana. No tengo jardin. El coche esta en el garaje de la comunidad y de noche no baja nadie.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Carbon de barbacoa, dos bolsas. Cinta para las rendijas de la ventana del baño. El lunes entro de tarde asi que la mañana es mia.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Saque la escopeta de caza de mi padre del armario, la limpie y la deje cargada debajo de la cama. En esta casa hace quince años que no caza nadie.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Mire a que hora sueltan agua de la presa y cuando baja mas fuerte el rio. Fui en bici hasta el puente viejo a ver si la barandilla es alta. No lo es.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (6) ----------
  {
    text: 'otra vez manga larga en agosto. mi madre me pregunto si no me moria de calor y le dije q es por el aire acondicionado de la ofi',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Compre otra caja de tiritas de las grandes, la farmaceutica ya me conoce. Las sabanas las lave a mano antes de que se levantara Javi, la mancha no salio del todo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hoy 40 min encerrada en el baño del insti. sali con la muñeca envuelta en papel higienico y la sudadera atada encima. nadie se fijo 🙃',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me apague el cigarro en el muslo, ahi no lo ve nadie. Ya van tres marquitas redondas. Me lo merecia por como la cague en la reunion.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le di puñetazos a la pared hasta q se me abrieron los nudillos y despues me di con la cabeza en la puerta. a mi hermano le dije q me cai con la moto repartiendo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no como. Ayer me comi dos trozos de tarta en el cumple de mi prima y no me lo merezco. Mañana tampoco. Asi aprendo.',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (6) ----------
  {
    text: 'Hace dos años que sali del hospital por lo de las pastillas. Hoy me encontre contando las que hay en el cajon de la cocina. No me di cuenta hasta que iba por la 30.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Encontre la cuchilla que escondi en la funda del movil hace 3 años. Me prometi tirarla. La lave y la volvi a guardar. La app dice 847 dias limpia y sigue contando.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'volvi a pasar por el puente. el mismo de 2019. me quede media hora apoyado en la baranda como aquella vez. el psiquiatra me dio el alta en marzo',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Vuelven las ganas de cortarme, igual que a los 15. Tengo 34 años, dos hijos, y otra vez esa cosquilla en el brazo cada noche cuando se duermen.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Baje la caja de lo alto del armario. Ahi seguia la carta que escribi la otra vez, la de 2017. La lei entera y le cambie la fecha.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'mi terapeuta se jubilo y desde entonces han vuelto los pensamientos de antes del intento. hoy busque lo mismo que busque aquella vez, el google me lo autocompleto solito',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'Pendientes antes del 14:\n- pagar el alquiler de marzo por adelantado\n- imprimir las claves del banco para Lucia\n- darme de baja del gimnasio\n- llevar a Rocky con mi hermano\n- ir al monte en el coche, que no me encuentren en casa',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hoy fui al notario a hacer testamento. Tengo 29 años y el notario puso cara rara. Ya tengo elegido el mirador de la carretera vieja y el dia, el domingo que mi madre se va al pueblo.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya esta todo: sera el 3, cuando se cumple el año de lo de Ramon. Mire la poliza y el seguro de vida paga a partir del segundo año, asi que a los chicos les llega. Los papeles en la carpeta azul del aparador.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: 'Guardadas: 42 de las de dormir y 18 tramadol de lo del hombro. Las paso al bote de las vitaminas para que Mari no las vea. Me faltan unas pocas.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Cada vez que voy a la doctora le digo que ya se me acabaron las del insomnio. No me las tomo. Van tres recetas, las tengo en un calcetin dentro de la maleta.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'anoche me tome la caja entera de paracetamol con media botella de ron y me desperte a mediodia vomitando. no se lo he dicho a nadie. la proxima vez mas cantidad',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: farewell (2) ----------
  {
    text: 'Mensaje programado para el viernes a las 8:00, a mi hermana:\n"Cuida a mama por mi. Las claves del banco estan en el sobre del cajon de la mesita. Perdoname por no aguantar mas. Te quiero enana ❤️"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy regale la guitarra a mi sobrino, los libros a la biblioteca del barrio y el gato a la vecina del cuarto, le dije que me voy de viaje largo. En el piso ya casi no queda nada mio.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (2) ----------
  {
    text: 'Mi hija pidio reduccion de jornada para llevarme a dialisis tres veces por semana. Lo que cuesta cuidarme es lo que les falta a mis nietos. Sin mi estarian mucho mejor, esa es la pura verdad.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'en casa soy un gasto mas. 8 meses sin laburo y mi vieja pagando todo. estarian todos mas tranquilos si yo no estuviera, lo pienso cada noche',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (1) ----------
  {
    text: 'ojala no despertarme mañana. no hacer nada, solo no despertar. quedarme dormida y ya',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: 'Tengo 61 años, tres buscando trabajo, la fibromialgia no afloja y el banco ya mando la carta del desahucio. Nada va a cambiar, ni ahora ni nunca, y ya no le veo sentido a seguir viviendo.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'lo decidi. me voy a quitar la vida. no es un arrebato, lo llevo pensando meses y hoy por fin lo tengo claro',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: 'este examen de estadistica me esta matando 😩 tres dias sin dormir y sigo sin entender la distribucion normal',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me queria morir de la verguenza cuando le tire el cafe encima al jefe en plena reunion. Ahora me rio, pero en el momento tierra tragame.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Los niños hoy me han matado. Cumple con 14 criaturas en casa y a las nueve estaba muerta en el sofa 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Lo mato al de arriba, otra vez taladrando a las 8 un domingo. Le voy a dejar una notita en el buzon, eso si, bien educada.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'El concierto de anoche fue para morirse, me quede sin voz y mi hermana y yo llorando de la emocion. Muero por repetir!!',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'game over para la dieta, dia 3 y ya cayeron unas papas fritas con mayo 🍟 el lunes empiezo otra vez',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'Hoy hizo un año que murio la abuela. Fui al cementerio con claveles blancos, los que le gustaban, y le conte lo de la beca. La echo de menos pero estoy bien, con ganas de que llegue el verano.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Un compañero de la planta se suicido el fin de semana. En el hospital estamos todos en shock. Nos han puesto un psicologo para el equipo y mañana voy, me vendra bien hablarlo.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se murio Toby, 15 años conmigo. La casa esta rarisima sin el. Lo enterramos en el huerto del pueblo debajo del almendro.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Anoche murio el señor Anselmo, el vecino de abajo. Tenia 92. Lo encontro la chica que lo cuidaba. Le voy a llevar un tupper de lentejas a su hija.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lei en las noticias lo del chico que se tiro a las vias en la estacion. No paro de pensar en su familia. Llame a mi hijo solo para oirle la voz y decirle que lo quiero.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi amiga Vero me conto que esta pensando en quitarse la vida. Le pedi el numero de su psicologa y la acompañe a urgencias. Estoy asustada pero entera, mañana le llevo ropa limpia.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (6) ----------
  {
    text: 'Termine el borrador de la novela: la protagonista se va al mar en el ultimo capitulo y no vuelve. Mi editora dice que es demasiado triste, yo creo que es el final que pide la historia. Mañana empiezo a corregir.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'anoche soñe que me caia de una azotea y me desperte de golpe con el corazon a mil. luego me volvi a dormir como un tronco. la pizza de la cena jaja',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Vimos la serie del chico que deja unas cintas grabadas antes de morir. Muy fuerte. La comentamos en el grupo de madres, deberiamos verla con los hijos y hablarla.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'el mismo jefe del Elden Ring me mato como 40 veces 💀 game over, game over, hasta que a las 2am lo tumbe. feliz',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Ensayo del grupo de teatro: hago de una viuda que escribe una carta de despedida y se envenena en el tercer acto. Me cuesta llorar en escena, el director dice que piense en algo triste.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Estoy componiendo un bolero para el concurso del barrio, va de un hombre que sube al ultimo tren y no vuelve nunca. Me falta el estribillo, mañana se lo enseño a mi compadre con la guitarra.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Pastillero de la semana listo: sintrom por la tarde, omeprazol en ayunas, la del colesterol por la noche. Apunte las dosis en un papel en la nevera para que no se me olvide.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mañana me operan de la vesicula. En ayunas desde las 12. Deje la bolsa hecha con el pijama y las zapatillas, Paco me lleva a las 7.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Analitica: me sacaron 4 tubos de sangre y me maree un poco. La enfermera me dio un zumito. Resultados el jueves.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me pincho la insulina en el muslo, ya ni me duele. Voy cambiando de zona como me dijo la endocrino porque me salian bultitos.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'La psiquiatra me subio la sertralina a 100 mg. Los primeros dias algo de nausea, pero duermo mejor y tengo mas energia para el curro.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Cura de la cicatriz de la cesarea: lavar con suero, secar bien, tirita grande encima. Mi madre me ayuda porque no llego. La matrona dice que va cerrando perfecta.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'Hoy hace 10 años de mi intento. Lo celebramos con una tarta mi pareja y yo, y mi terapeuta de entonces me mando un mensaje. Tengo un trabajo que me gusta, una hija y muchas ganas de vivir.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De adolescente me cortaba, hoy me tatue una golondrina encima de las cicatrices. Hace 8 años que no lo hago y ni lo echo de menos. Orgullosa de aquella chica.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En 2015 pase una depresion muy fea, no me levantaba de la cama. Hoy volvi al puente donde iba a llorar entonces, pero corriendo con el club. 10 km y con una sonrisa de oreja a oreja.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Limpiando el armario aparecio la carta que escribi cuando estaba tan mal, en 2012. La rompi y la tire, ya no me hace falta. Despues me fui de cañas con las amigas.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Antes guardaba pastillas por si acaso. Hace 5 años las lleve todas a la farmacia para que las destruyeran y desde entonces sigo el tratamiento. Hoy me siento estable y contento.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Me acuerdo de cuando pensaba que mi familia estaria mejor sin mi, alla en la carcel, hace ya 12 años. Hoy mi hijo me pidio que sea el padrino de su niña. Llore de alegria.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (5) ----------
  {
    text: 'Lista ferreteria: cuerda de escalada de 10 m para Picos, mosquetones, cinta americana para arreglar la tienda de campaña. Quedamos el sabado a las 6 con los del club.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Regale la guitarra a mi sobrino que empieza clases y los libros a la biblioteca del barrio, nos mudamos a un piso mas chico en Valencia. El gato se viene con nosotros, claro.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Ultimo dia en la oficina: me despedi de todos, le deje a Marta las claves del servidor en un sobre y trajimos churros. El lunes empiezo en la empresa nueva, nervioso pero con ganas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Compre un cuchillo cebollero bueno y afile los viejos. Mañana cocino para 12 en el cumple de mi padre: paella y dos tortillas.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subi a la azotea a tender la ropa y regar las macetas. Desde arriba se ve toda la sierra. El portero me dio la llave nueva porque cambiaron la cerradura.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: 'La psicologa me pregunto si he pensado en hacerme daño o en quitarme la vida. Le dije que no y era verdad. Estoy triste por la ruptura, pero quiero vivir y tengo planes.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro para mi misma: estoy agotada, pero no quiero morirme. Necesito vacaciones y dormir 12 horas seguidas, nada mas.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Cuestionario del centro de salud, pregunta 9 (pensamientos de que estaria mejor muerto): marque "nunca". Lo demas si, ansiedad y mal sueño.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi madre se asusto al verme llorar y me pregunto si estaba pensando en hacer una tonteria. no mama, no. solo me dejo el novio. mañana sera otro dia 💪',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No me voy a hacer nada, lo se y lo escribo. El duelo por papa pesa mucho pero tengo a los niños y a mi hermana, y el jueves tengo cita con la psicologa.',
    crisis: false,
    guard: 'negation',
  },
];
