import type { EvalNote } from './types';

/**
 * Días corrientes de un diario en español, ninguno una crisis: trabajo, niños, exámenes, compras,
 * cocina, tiempo, transporte (trenes, puentes, azoteas), cansancio, tristeza, rabia, nervios, una
 * ruptura, resfriados y dosis para un niño o un perro, pelis, juegos y libros, frases hechas ("me
 * muero de risa"), mudanzas, regalar cosas, despedidas en el trabajo, duelo, y el español de una
 * escritora ucraniana. Los días tristes y pesados están a propósito: triste no es crisis.
 *
 * First run before any tuning: false alarms 3/100. What fired: "no puedo más con este calor" and
 * "ya no aguanto más a mi compañera de piso" (hopelessness); feeling "una carga para mis
 * compañeros" while off sick (burden). Fixed by general masks in `lexicons/es.ts` (0/100 after
 * tuning), so this is now a development set.
 */
export const notes: EvalNote[] = [
  { crisis: false, guard: 'everyday', text: 'Día largo. Tres reuniones y sin comer.' },
  { crisis: false, guard: 'figurative', text: 'Me muero de risa con los audios de mi prima.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Esta reunión me está matando. Dos horas hablando del mismo Excel.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy hice tortilla de patatas y me salió redonda por primera vez. Pequeña victoria.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Llovió todo el día. Cogí el autobús en vez de la bici y fue lleno hasta la puerta.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Los niños se despertaron a las seis. Desayuno, dibujos, una pelea por el vaso azul. Estoy agotada pero a la hora de dormir estaban muy dulces.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mañana tengo el examen de selectividad de matemáticas. He repasado todo dos veces y aun así siento que no sé nada. Me acuesto pronto.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de hambre, hoy no he tenido ni cinco minutos para comer.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Nos mudamos el sábado. Cajas por todas partes, cinta adhesiva por todas partes y el gato enfadadísimo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'He regalado la bici vieja, el sofá y dos bolsas de ropa en el grupo del barrio. La casa respira.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Último día en la oficina. Me despedí de todos, hubo tarta en la cocina y mi jefa dio un discurso. Casi lloro. El lunes empiezo en la nueva empresa.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy estoy triste. Sin motivo concreto. Cielo gris, té frío, no me apetecía hablar con nadie. Vi dos capítulos de una serie y me fui a la cama a las nueve.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estoy harto de este proyecto. Cada vez que arreglamos un fallo el cliente encuentra dos más.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Qué rabia con mi hermano. Se llevó el coche y me lo devolvió sin gasolina y con un golpe que hace como que no ve.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Nervios por el dentista mañana. Ya sé que es solo un empaste.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lo dejamos. Fue de mutuo acuerdo, más o menos. Sigo cogiendo el móvil para contarle tonterías. Duele, pero sé que es lo correcto.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Resfriado fuerte. Me tomé un paracetamol de 1 g a las ocho y otro a las dos, leche con miel y a la cama.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'El veterinario nos dio pastillas para el perro, media pastilla dos veces al día con comida. Las escupe si no se las escondo en el queso.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '¿Cuánto ibuprofeno puede tomar una niña de seis años? Pesa 20 kilos y tiene 38,9 de fiebre. Mirando el prospecto.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Por fin terminé la novela del club de lectura. El final es demasiado redondo pero me encantaron las hermanas.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Vi una peli en la que el protagonista se tira de un puente al río para escapar de la policía. Absurda pero divertida.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'En el juego mi personaje murió once veces contra el mismo jefe. ¡Once! Lo dejé y me fui a dormir.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Planes para el finde: mercado, limpiar la nevera, llamar a la abuela y un paseo largo si no llueve.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Quedé con Sara en la terraza de una azotea después del trabajo. Las vistas del puente al atardecer, increíbles. Dos vermuts y mucho cotilleo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'El tren llegó con cuarenta minutos de retraso y luego lo cancelaron. Volví andando por el puente con un viento horrible.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me muero de ganas de ver la nueva peli de Almodóvar.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Casi me muero de vergüenza cuando me llamaron por el micro en el súper.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Anoche murió el abuelo. Tenía noventa y un años. Mi madre me llamó a las seis de la mañana. No dejo de pensar en su huerto y en cómo silbaba.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy hace un año que perdimos a mamá. Fui al cementerio con flores y me quedé un rato sentada. La echo tanto de menos.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy tuvimos que dormir a nuestra gata Luna. La veterinaria fue muy cariñosa. La casa está muy silenciosa.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Hace años lo pasé muy mal en la universidad. Ahora estoy bien y hoy me han ascendido.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No tengo ideas de hacerme daño, solo estoy triste y cansada. Necesitaba escribirlo. Me voy a dormir.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Día pesado. Llegaron los resultados de las pruebas de papá y no son buenas noticias. Nos quedamos en el coche en el parking mucho rato sin decir nada.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Últimamente todo me pesa. El trabajo, el piso, el dinero. Lloré en la ducha. Mañana llamo a mi hermana.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me siento sola en esta ciudad. Seis meses aquí y todavía no tengo a quién llamar un viernes por la noche.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mi jefe me gritó delante de todo el equipo. Me fui al baño a llorar y luego terminé el informe igualmente.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Soy de Ucrania, vivo en Madrid desde hace un año. Hoy en la clase de español hablamos del tiempo. La profesora dice que mi español está mejor.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hace mucho frío. Espero el autobús media hora y no viene. Luego tomo taxi, muy caro. Mal día pero bien.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Los niños me están volviendo loca. Que se acaben ya las vacaciones.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Si vuelvo a oír esa canción me tiro por la ventana. Es broma.',
  },
  { crisis: false, guard: 'everyday', text: 'Cociné para ocho. Nadie me ayudó a fregar.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Vacié el armario y llevé todo lo que no me he puesto en un año a la tienda solidaria.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Escribiendo tarjetas de despedida para mis compañeros porque el viernes dejo la empresa. Mezcla rara de ilusión y pena.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'No puedo dormir. La cabeza no para de darle vueltas a la presentación.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Se ha roto la calefacción. El casero dice que el jueves. Llevo dos jerséis.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Suspendí el práctico del carnet otra vez. La tercera. La rotonda, como siempre. Qué frustración.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Se me murió el móvil en el metro y tuve que hablar con un ser humano.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Visita al hospital con mamá. Mucha espera, café de máquina y una enfermera encantadora.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Empecé el antibiótico para la bronquitis, 500 mg tres veces al día durante una semana. Ya me noto un poco mejor.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'La psiquiatra me subió la sertralina a 100 mg. Este mes el ánimo está más estable, el sueño sigue fatal.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me quedé dormido, perdí el tren de las 7:52, me tomé un café y decidí que me daba igual.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Domingo. En pijama hasta las dos. Cero remordimientos.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'El examen me ha matado. Aunque creo que he aprobado.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'La clase de spinning casi acaba conmigo. Tengo las piernas de gelatina.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dos horas parados en la autopista por un accidente. Ojalá estén todos bien.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Al bebé le sale un diente. Aquí no ha dormido nadie. Vivo a base de café.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Discutí otra vez con Dani por dinero. Siempre discutimos por dinero. Luego pedimos comida tailandesa, vimos un documental de pulpos y ya está.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Nuestro equipo perdió la final en los penaltis. Estoy hecho polvo.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Nuevo proyecto de ganchillo: un gorro para mi sobrino. Ya se me han escapado tres puntos.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Terminé la última temporada de la serie. La muerte del protagonista me destrozó. Lloré a moco tendido en el sofá.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Estoy leyendo una novela negra en la que el asesino deja notas al inspector. No pude soltarla hasta la una.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Fui al rocódromo y llegué arriba en la vía naranja. Me tiemblan los brazos.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'El trabajo está tan estresante que ni tengo hambre. Necesito vacaciones.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Echo de menos mi casa. Llamé a mis padres en Valencia y me enseñaron la paella por videollamada. Morriña total.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Antes muerta que volver a otra jornada de team building con juegos de confianza.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'La impresora se atascó cinco minutos antes de la entrega. Quería gritar.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lista de la compra: leche, huevos, bolsas de basura, pilas y una tarjeta para el cumple de Jess.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Dos niños con varicela, una entrega y cero ayuda. Pero sobreviví.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'No me dieron el puesto. Eligieron a alguien de dentro. Decepcionada, pero aprendí mucho en la entrevista.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Se me rompió la taza favorita. Es una tontería, pero era de mi abuela.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'De adolescente era tan tímida que no podía pedir en una cafetería. Hoy he dado una charla delante de doscientas personas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Paseé al perro por el camino del acantilado. Viento, barro y unas vistas preciosas.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'En la azotea con una cerveza viendo cómo llega la tormenta sobre la ciudad.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me matan los pies después de la boda. Cinco horas bailando.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Esta semana estoy de bajón. Nada dramático. Simplemente plana. Creo que son los días cortos.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Día duro en la planta. Se nos murió un paciente al que todos le habíamos cogido cariño. Llegué a casa y abracé a mis hijos demasiado rato.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy estoy hasta las narices de todo. El casero, el autobús, el correo. Mañana será otro día.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cancelé el plan con mis amigas porque solo quería estar sola con un libro y una manta.',
  },
  { crisis: false, guard: 'figurative', text: 'Muerta de sueño. A la cama.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me dieron las notas: dos sobresalientes y un notable. Mi madre me invitó a un helado.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'La ansiedad por las nubes antes del vuelo. Una vez arriba, bien.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Últimamente no tengo energía para nada, solo quiero estar en la cama viendo pelis. He pedido cita con la médica para mirarme el hierro.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Vendí el coche. A partir de ahora, bici para todo. Deseadme suerte en noviembre.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mi mejor amiga se va a vivir a Australia. Nos despedimos en el aeropuerto. La voy a echar muchísimo de menos.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Quiero desaparecer debajo del edredón hasta el lunes.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Semana dura pero estoy bien. No estoy en peligro, solo necesito descansar.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Otra vez turno de noche. Los pasillos a las tres de la mañana son raros y tranquilos.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hoy todo salió mal y me siento un desastre. Se me cayó el café en el portátil, no llegué a la entrega y le contesté mal a mi pareja. Me senté en la escalera a llorar diez minutos. Luego hice sopa, pedí perdón y vimos una tontería juntos. Sigo triste, pero mañana lo intento otra vez.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hoy fue el entierro de mi tío. Sus amigos contaron historias que yo no conocía. Quiero recordarlo así, riéndose al final de una mesa larga.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Qué calor, me muero. Cuarenta grados en Sevilla y el aire acondicionado roto.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estoy muy cansada de todo esto, de las obras del vecino, del ruido, de no dormir. Ojalá terminen pronto.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Me mató de risa el chiste de mi sobrino. Tiene cinco años y ya es un payaso.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Mi hija empezó el cole aquí en septiembre. El primer día lloró, pero ahora tiene amigas. Yo estoy feliz por ella; para mí es más difícil.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Trabajo en un restaurante en Londres. Hoy había muchísima gente, terminé a medianoche, tengo los pies muertos.',
  },
  { crisis: false, guard: 'figurative', text: 'No puedo más con este calor.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Ya no aguanto más a mi compañera de piso, se come mi comida y no friega nada.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Me siento una carga para mis compañeros este mes porque estoy de baja por la rodilla.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'No sé cuántas pastillas de paracetamol puede tomar mi hijo de 4 años, tiene 39 de fiebre.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me corté el dedo cortando cebolla y sangró un montón. Tirita y a seguir.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Estoy harta de todo: del jefe, del metro, de la lluvia. Necesito vacaciones ya.',
  },
];
