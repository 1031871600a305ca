import type { EvalNote } from '../types';

/**
 * Spanish notes of the hundredtwentysecond round, written blind: private diary entries by ordinary
 * people in Spain, Mexico, Argentina, Colombia, Chile and Peru (students, nurses, delivery riders,
 * farmers, pensioners, parents, migrants, office workers). 40 crisis notes (euphemism 6, method 5,
 * selfHarm 5, relapse 5, dose 4, plan 3, farewell 3, burden 3, passive 2, hopelessness 2, intent 2)
 * and 40 quiet notes (everyday 8, medical 7, past 7, negation 6, othersDeath 5, figurative 4,
 * fiction 3). Most crisis notes are told flatly as errands, lists, search history, timetables or
 * scheduled messages with no wish word; a few are direct. Quiet notes mirror the same topics (ropes,
 * rooftops, pills, wills, passwords, farewells, cemeteries) with ordinary reasons. Styles mix voseo,
 * regional slang, missing accents, texting abbreviations (q, xq, tb, pa), typos and emoji.
 *
 * First run, on 0ee94e0 (the 121st round's rules and the kana and chat-Russian readings), before
 * any change made for it: recall 34/40, false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'Hoy fui al panteón a ver a mi jefa. Le llevé sus claveles y le dije que ya falta poquito pa estar juntas otra vez. Que me guarde un lugarcito.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'le pague al del gym hasta fin de mes nomas. total en abril ya no voy a estar. no le dije nada a nadie',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Se acabó la partida para mí. Ya gasté todas las vidas que tenía y no pienso darle a continuar.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Parce, hoy por fin entendí por qué lo hiciste. Tres años sin ti. Ya casi te alcanzo hermanito, espérame.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Le dije al patrón q me busque reemplazo pa el mes q viene. Cree q me cambio de chamba. No, me voy de todo y pa siempre.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Me voy a ir con el abuelo, él sí me entendía. Esta semana cierro todo acá y listo.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'historial de hoy:\n- edificios mas altos del centro sin portero\n- acceso azotea torre 20 pisos\n- horario guardia nocturna\n- borrar historial',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Compré soga en la ferretería, 5 metros. El señor me preguntó si era pa tender ropa y le dije q si. No tengo patio.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Me aprendí de memoria a qué hora pasa el rápido por el paso a nivel de la calle 5. 23:10. Hoy fui y me quedé parado al lado de la barrera viéndolo pasar. Mañana vuelvo a la misma hora.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Saqué la escopeta del finao del ropero y la limpié. No la tocaba desde el entierro. La dejé cargada debajo de la cama.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'busque en google cuanto tarda lo del auto prendido en el garage cerrado. despues cerre la pestaña y cené con mis viejos como si nada',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  {
    text: 'otra vez el cutter. 4 en el muslo donde no se ve. compre gasas en el oxxo y me voy a poner manga larga mañana aunq haga 35 grados',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Me quemé la muñeca con el encendedor por cagarla en el examen. Me lo merecía. Pulsera encima y listo.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hoy no comí nada. Castigo por lo que dije ayer. Mañana tampoco. Solo agua.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'le pegue a la pared con el puño hasta q sangró y despues me pegue a mi misma en la cara. a mi mama le dije q me cai de la bici',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'el sábado es la pileta en lo de Sofi. tengo q acordarme de ir con remera larga, las marcas nuevas todavía están rojas 🙃',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: 'Hace dos años me encontraron a tiempo. Hoy volví a pensar en lo mismo todo el día, con los mismos detalles. Creí que eso ya estaba muerto y enterrado.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '487 días limpia de cortarme. hoy rompí la racha. y lo peor es q se sintió bien y quiero más',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Encontré en el cajón las pastillas q escondí la última vez, las q nunca tiré. Las conté. Siguen ahí. Las volví a esconder en el mismo lugar.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'El psiquiatra me preguntó si las ideas habían vuelto y le dije que no. Mentira. Volvieron igual que en 2019, antes de la internación.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Volví al puente de donde me bajaron los bomberos hace un año. Me quedé mirando el agua un rato largo como esa vez. No se lo conté a nadie.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'Llevo un mes guardando las del dormir en vez de tomarlas. Ya van 28. Están en el frasco de las vitaminas pa q mi esposo no se dé cuenta.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'pedi receta de clonazepam a 2 medicos distintos sin decirle a ninguno del otro. ya tengo 3 cajas juntas',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Me tomé 6 de las de la ansiedad con el vino. El prospecto dice una. Ya me da igual lo que diga.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Junté en un frasco todas las pastillas que le sobraron a la abuela, no sé ni cuáles son. Lo tengo en la mochila.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'Para el viernes:\n- dejar pagada la luz y el gas\n- carta pa la Cami en el cajón de arriba\n- el perro donde la vecina\n- llaves abajo del felpudo pa q no tengan q romper la puerta',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Ya elegí el día: el 14, cuando mamá se va a Rosario. La casa va a estar sola todo el fin de semana. El seguro de vida ya está a nombre de ella.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Fui al notario a hacer testamento. Tengo 26 años, el hombre me miró raro. Después averigüé el servicio funerario más barato y lo dejé pagado en efectivo.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: 'Mensaje programado pa mañana 7am a mi hermana: "Cuidame a mamá y a la Luna. Las contraseñas están en la libreta azul. Perdoname por todo, te quiero mucho."',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le regalé la guitarra a Tomi y los vinilos a la vecina. Me preguntaron por qué y les dije que ya no los iba a necesitar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Le escribí a cada uno de mis amigos del liceo dándoles las gracias por todo lo q vivimos. El Nacho me contestó "wn qué onda, estai bien?". Le mandé un corazón nomás.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'Mis hijos se gastan en mis remedios la mitad de lo que ganan. Si yo no estuviera se ahorrarían todo eso y vivirían tranquilos.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'soy un estorbo en esta casa, mi tia me lo dice con la mirada cada q me sirvo comida. sin mi les iria mejor a todos, es la verdad',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Desde q perdí el laburo solo le cuesto plata a Vane. Ella y los nenes estarían mejor sin tener q cargar conmigo.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'ojala no despertar mañana. no quiero hacer nada, solo no despertar mas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Quisiera desaparecer, que me borren de todo como si nunca hubiera existido. Fui pensando eso en el micro todo el viaje.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Nada va a cambiar. Diez años intentándolo y siempre termino en el mismo pozo. Ya no le veo sentido a seguir aguantando, ni a seguir acá.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no hay salida. las deudas, los papeles q no salen, mi mujer se fue con los niños. ya no tengo fuerzas ni ganas de seguir viviendo asi, pa qué',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'ya lo decidí. me voy a matar. no es un arrebato, lo vengo pensando hace meses',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Quiero quitarme la vida. Es la primera vez que lo escribo y no me asustó, me dio calma.',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'Compré soga en la ferretería, 10 metros, pa la carpa del camping del finde. El señor me vendió tb estacas y un martillo de goma.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Antes del viernes:\n- dejar pagada la luz\n- llaves a la vecina pa q me riegue las plantas\n- el perro a la guardería\n- valija lista. ¡Playa! 🏖️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Le regalé mi guitarra vieja a mi sobrino, yo ya no la toco desde q empecé piano. Se puso re contento.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Dejé las contraseñas del wifi y de Netflix pegadas en la heladera pa los huéspedes del Airbnb.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Subí a la azotea con el portero a arreglar la antena. 20 pisos, qué vista de la ciudad al atardecer!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Último día en la oficina. Me despedí de todos, hubo tarta y una tarjeta firmada. El lunes empiezo en la nueva empresa, qué nervios!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Afilé los cuchillos de la cocina y el machete pa la cosecha. Mañana arrancamos con el maíz temprano.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Fuimos al notario con mi esposa a hacer el testamento, lo pedía el banco por la hipoteca. Trámite aburridísimo, después nos fuimos a comer ceviche.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: medical (7) ----------
  {
    text: 'Me subieron la sertralina a 100mg. La psiquiatra dice q en dos semanas tendría q notar diferencia. Ya las puse en el pastillero de la semana.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Análisis de sangre a las 8 en ayunas. Me sacaron 4 tubos y casi me desmayo jaja. Después desayuno con medialunas.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Papá: insulina 10 unidades antes del almuerzo, la de la presión a la noche. Compré otra caja en la farmacia del centro xq se acababa.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mañana me operan de la vesícula. Ya dejé la bolsa lista con el cargador y las pantuflas. Nervios pero todo bien.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me pusieron 3 puntos en el dedo por cortar cebolla con el cuchillo nuevo 🙄 la enfermera se reía de mí',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Junté todas las pastillas vencidas del botiquín de mi madre y las llevé al punto Sigre de la farmacia. Había de todo, hasta de 2015.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Guardia de 12 horas. Preparé la morfina del paciente de la 4 y controlé la dosis con la jefa. Llegué a casa reventada pero contenta.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'Hace cinco años intenté quitarme la vida. Hoy me recibí de enfermera y mi mamá lloró en el acto. Estoy viva y quiero seguir estándolo.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Encontré un diario viejo de cuando me cortaba, en 2016. Ya no me reconozco en esas páginas. Lo guardé como recuerdo de todo lo q superé.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '730 días sin cortarme 🌻 me hice un tatuaje de girasol encima de las cicatrices viejas. Estoy orgullosa de mí.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Pasé por el puente donde hace 8 años casi hago una locura. Hoy lo crucé en bici con mi hijo atrás cantando. Qué distinta es la vida ahora.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'En el grupo de apoyo conté mi historia: la sobredosis del 2018, el hospital, la terapia. Hace años q estoy bien. Me dijeron q mi testimonio les sirve.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'De adolescente pensé muchas veces en morirme. Hoy con 40 lo miro con ternura por esa chica. Salí de ahí con ayuda y no volvió.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hoy el psiquiatra me dio el alta después de 3 años. Hace mucho q no tengo esas ideas. Nos despedimos con un abrazo.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'La psicóloga me preguntó si había pensado en hacerme daño. Le dije que no y es verdad. Estoy cansada y triste por lo del trabajo, pero no quiero morirme.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Que quede claro aunque sea acá: estoy re bajón pero no pienso matarme ni nada parecido. Solo necesito dormir y q pase la semana.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Formulario del médico: "¿ha pensado que estaría mejor muerto?" Marqué "nunca", y es sincero. Lo mío es el insomnio nomás.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi ma me vio llorando y me preguntó si quería desaparecer. le dije q no, q fue lo de Fer y ya. no quiero morirme, quiero helado 🍦',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Estoy harta de todo pero vivir sí quiero. Tengo planes: el viaje a Cusco, adoptar al perro, terminar la tesis.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Mi familia cree q estoy mal por lo callado q ando. No tengo ideas de suicidio, lo sé bien. Estoy procesando el despido, nada más.',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'Hoy fui al cementerio a ver a mi vieja, le llevé claveles como todos los domingos. Le conté q el Juanchi entró a la facu. La extraño pero estoy bien.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se suicidó un compañero del turno noche del reparto. Nadie vio venir nada. Hoy nos dieron una charla y el número de ayuda; lo guardé por si algún compa lo necesita.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Murió don Efraín, el del puesto de verduras del mercado. Fuimos al velorio con mi mamá. Era buena gente, siempre nos fiaba.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'mi amiga me escribió a las 3am q no quería seguir. la llamé y fuimos juntas a la guardia. está internada y estable. yo agotada pero tranquila de haber ido',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Se cumplen tres años de q se fue mi hermano. Hicimos misa y después asado con la familia. Duele menos q antes.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'Este parcial de anatomía me está matando 😩 tres noches sin dormir, pero el viernes termina y me voy de fiesta',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Casi me muero de la vergüenza cuando dijeron mi nombre mal por el altavoz del súper jajaja',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi jefe me tiene hasta la madre, un día lo mato jaja. Bueno no, pero qué ganas de aventarle la engrapadora.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Me muero de ganas de ver a mi nieto en diciembre. Ya compré los pasajes, ida y vuelta.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (3) ----------
  {
    text: 'Terminé la novela: el protagonista se tira del puente en el último capítulo. Qué final tan fuerte, me dejó pensando toda la tarde. Mañana empiezo una más liviana.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Game over otra vez en el jefe final del Hollow Knight, van como 40 intentos 😤 mañana lo paso sí o sí',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Escribiendo el cuento pal taller: una mujer regala sus cosas y deja cartas a todos antes de irse... a vivir a Japón. Quiero q el lector piense lo peor hasta la última línea.',
    crisis: false,
    guard: 'fiction',
  },
];
