import type { EvalNote } from './types';

/**
 * Spanish notes of the eightyseventh round, written blind: writers from Spain, Argentina, Mexico, Colombia,
 * Chile and the Caribbean, plus Ukrainian refugees in Spain writing in learner's Spanish; ages from early teens
 * to over eighty (students, a bi teen and a bullied gay teen, postpartum mothers, a farmer in debt, an ex-soldier,
 * a Ukrainian veteran without a leg, widows, a nurse, a vet, carers, people in recovery, people with chronic
 * pain). 40 crisis notes spread over all eleven classes (four each of intent, passive, euphemism, method, plan,
 * farewell, burden; three each of selfHarm, hopelessness, dose, relapse), mostly indirect, with the risk
 * sometimes hidden in one line of a long ordinary entry, a screening form answered dishonestly, a letter, a
 * to-do list, an owned song line and dark humour. 40 quiet notes spread over all seven guards (six each of
 * figurative, othersDeath, fiction, medical, past; five each of everyday and negation) on the same topics
 * (war, grief, debt, loneliness, illness, postpartum, addiction). Both sides mix long careful entries with
 * careless one-liners, lower case, voseo, regional slang, emoji, abbreviations and typos.
 *
 * First run, on 6a9b34e (the session's fifth commit), before any change made for it: recall 39/40,
 * false alarms 3/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'ya lo decidí. esta noche me mato. no aguanto un día mas así',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'neta ya no quiero seguir wey. hoy sí lo hago, no es como las otras veces que nomás lo decía 😶',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Hoy fue un día como cualquiera. Me levanté a las 6, tomé mate, fui al laburo en el 60 que vino lleno.
El jefe otra vez con las planillas, que están mal, que las rehaga.
Almorcé un sanguche de milanesa en la plaza y le tiré las migas a las palomas.
A la tarde llamó mi vieja, hablamos del cumple de la tía Marta.
Volviendo me compré una birra en el chino.
Cuando llegue a casa termino con todo, ya está, no hay vuelta.
El gato tiene agua y comida.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Escribo en español para practicar, como dice la profesora. Mi marido murió en Bajmut hace cuatro meses. Aquí en Alicante todo es sol y yo no quiero vivir. Voy a quitar mi vida hoy, cuando la niña duerme en casa de Olena. Ya no tengo fuerza.',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'cruzo la avenida sin mirar y me da lo mismo. ojalá me agarre un colectivo y listo, que se termine solo',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Diosito, si me vas a llevar que sea ya, esta misma noche mientras duermo. Estoy mamada de amanecer.',
    crisis: true,
    class: 'passive',
  },
  {
    text: `Tengo 81 años y vivo solo desde que murió la Gladys. Los niños llaman para las fiestas nomás.
La tele, el pan, la radio, la cama. Así todos los días.
Cada noche le pido a la Virgen que no me deje ver otro invierno. Y lo pido en serio, no es por decir. Ya no quiero estar.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'si mis padres se enteran de que soy bi me echan de casa fijo. a veces pienso q sería más fácil no existir y ya. desaparecer sin hacer ruido',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'tranqilos todos, ya no voy a ser un problema por mucho tiempo. prometido.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mi abuela me está esperando allá arriba. Ya mismo voy pa' allá, abuela, ya falta poquito. No aguanto más aquí abajo.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'jaja mi plan de jubilación es no llegar a los 30. y ojo que cumplo 29 el mes que viene y no pienso llegar a soplar las velas 🙃',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'La tienda la cierran los del banco el lunes. Yo también cierro, pero yo no vuelvo a abrir. Este fin de semana bajo mi propia persiana, para siempre.',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: '¿cuántos pisos hacen falta para no fallar? el edificio de mi tía tiene 11 y la puerta de la azotea no tiene llave. lo comprobé hoy',
    crisis: true,
    class: 'method',
  },
  {
    text: 'En la bodega está el veneno para las plagas. Hoy lo estuve mirando un buen rato. Ya sé cuánto hay que tomarse. Con esta sequía y lo que le debo al banco, ya no.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Hoy saqué el revólver del cajón, lo limpié y me lo puse en la sien un rato largo. Lo volví a guardar. Mañana no sé si lo guardo.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'las vías pasan por detrás del polígono. hoy me quedé quieta en medio cuando pitó el cercanías y me aparté en el último segundo. la próxima no me aparto.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: 'Ya tengo la fecha: el 14, cuando mis viejos se vayan a Mar del Plata. Casa sola, todo pensado.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `pendientes viernes:
- devolver los libros a la biblio
- borrar historial y fotos
- escribir la carta para mamá
- ir al puente a las 6am que no pasa nadie
- no acobardarme esta vez`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'anoche lo ensayé. até el cinturón a la barra del armario para ver si aguantaba mi peso. aguanta. el sábado me quedo sola en casa.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `La psicóloga del centro de salud me pasó un cuestionario.
"¿Ha pensado en quitarse la vida?" Marqué que a veces.
"¿Ha pensado en cómo lo haría?" Sí.
"¿Tiene intención de llevarlo a cabo?" Marqué que no.
Mentí. Si pongo que sí me ingresan y pierdo el trabajo.
Ya tengo el día elegido y ya compré lo que necesito.
Ella me sonrió y me dio cita para dentro de tres semanas.
No voy a llegar a esa cita.`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: `Querida Lucía:
cuando leas esto no te pongas triste, de verdad.
Te dejo la guitarra y los vinilos, sé que te gustan.
Cuidá a Toto, come dos veces por día y le encanta que le rasquen la panza.
No es tu culpa, no es culpa de nadie.
Te quise mucho, más de lo que te dije nunca.
Perdón por todo. Chau, hermanita.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'dejé las contraseñas del banco, del mail y del celu en el sobre azul del escritorio, pa que mi hermano no tenga que pelearse con nadie después. ya está todo en orden',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Hoy le llevé el perro a la vecina. Le dije que era por unos días, pero le di también la cama, la correa nueva y todo el pienso que quedaba. Que lo quiera ella. Yo ya no voy a estar.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Grabé un audio para cada uno de mis hijos, para cuando sean grandes. Que sepan que mamá los quiso y que lo que va a pasar no fue culpa de ellos. Los dejé en la nube y la clave está pegada en la nevera.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'El bebé llora y yo no sé calmarlo. Mi suegra lo calma en dos minutos. Todos estarían mejor sin mí, él podría crecer con alguien que sí sepa ser madre. Cada día lo tengo más claro.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mi hija dejó el trabajo para cuidarme. La veo flaca, ojerosa, sin vida propia. Sería un alivio para ella que yo ya no estuviera. Lo pienso cada noche y cada noche me parece más justo, y más cerca.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Volví del frente sin pierna. Ahora en Barcelona mi mujer trabaja dos turnos limpiando, por mi culpa. Soy solo peso. Ella merece vida nueva, sin mí. Mejor para todos si yo no estoy.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mamá me preguntó si estoy bien. Le dije que sí. No estoy bien. Soy un gasto más en esta casa y todos respirarían mejor si yo no estuviera. Ya no quiero seguir siendo eso.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'hoy me corté en el muslo donde nadie ve. me lo merecía por el 2 en mate. y todavía tengo ganas de más',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'agarré el encendedor y me quemé el brazo hasta que dejé de pensar en él 🔥 funcionó un rato. ahora quiero hacerlo otra vez',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'tercer dia sin comer. cada vez q me ruge la panza me digo que no me lo merezco, gorda asquerosa. hoy me maree en el bus y me alegre',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'nada va a cambiar nunca. 2 años buscando laburo, debo 40 lucas, el alquiler vence el 10. ya no le veo sentido a seguir intentando. ni a seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'como dice la canción, "ya no queda nada por lo que quedarme". la escucho en bucle porque soy yo, exactamente. no veo ningún mañana y tampoco lo quiero ver.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `La guerra no se acaba. Nuestra casa en Jersón ya no existe, lo vi en un vídeo.
Mi hijo está en el frente y no contesta desde hace once días.
Aquí en Zaragoza la gente es buena, pero yo no soy nadie, no hablo, no trabajo.
No hay futuro para mí. No quiero seguir esperando nada. No quiero seguir.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: 'Llevo un mes guardando las pastillas para dormir que me da el médico en vez de tomarlas. Ya tengo 60. Las cuento cada noche. Ya casi.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome toda la tira de clona con el vino. aver si esta vez no me despierto',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'segunda botella de ron y voy por la tercera. la idea es no parar hasta que el corazón diga basta. salud 🥃',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: 'Un año y 4 meses limpia de cortes. Hoy volvieron las ganas, igual de fuertes que antes. Tengo la cuchilla al lado del cuaderno mientras escribo esto.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Pensé que eso ya había pasado.
Después del intento en 2021 hice terapia dos años, me cambié de ciudad, dejé al que me pegaba, empecé a correr.
Tenía trabajo nuevo, amigas nuevas, hasta una planta que no se me moría.
Esta semana perdí el trabajo y en tres días volvió todo.
Los mismos pensamientos, con la misma voz: que lo mejor es no estar.
Y lo peor es que esta vez les estoy haciendo caso.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'volví a consumir después de 8 meses. y con la merca volvió la voz de antes, la de "terminá con esto de una vez". y hoy le encuentro razón.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'este parcial de anatomía me está matando literal, me quiero morir jajaja 300 páginas pal lunes 💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me muero de vergüenza. le mandé el audio puteando a mi jefe... A MI JEFE. tierra trágame. mañana le pido perdón y listo',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta de cansancio, el bebé no durmió nada y yo menos. pero a las 5am me sonrió por primera vez y se me olvidó todo 🥹',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'weón el calor de hoy me mató, llegué a la pieza y quedé tirado como cadáver. mañana playa sí o sí',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Con la deuda de la tarjeta estoy con el agua al cuello, ahogada del todo. Pero hoy hablé con el banco y me dieron un plan de pagos a 24 meses. Respiro un poquito.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Este muchacho me va a matar de un disgusto. Se fue a la playa sin avisar y yo muerta de la preocupación. Llegó a las 9 todo quemado del sol. Lo mato 😤',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: `Hoy supimos que mataron a Andriy, el amigo de la infancia de mi marido, cerca de Pokrovsk.
Tenía 24 años y una niña de dos.
Mi marido no habló en todo el día, solo fumaba en el balcón.
Por la tarde fuimos a la iglesia ucraniana de Valencia y encendimos una vela.
Yo no paro de llorar, por él, por todos.
Mañana tengo que ir a trabajar igual.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hoy tuvimos que dormir a Canela. Quince años conmigo. La veterinaria fue muy dulce, le acaricié las orejas hasta el final. La casa está tan vacía sin sus uñitas en el piso.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'vi en el noticiero lo del derrumbe en la mina, 12 muertos. no pude cenar pensando en las familias esperando afuera',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'mi compañero de clase se quitó la vida el martes. no entiendo nada, nadie entiende. hoy fue el velorio y su mamá me abrazó tan fuerte. mañana voy a hablar con la orientadora, me lo pidió mi papá y yo también quiero.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mi Jaime se fue hace dos años y todavía le sirvo el tinto en la mesa sin darme cuenta. Hoy fui al cementerio y le conté que la niña se graduó de enfermera. Volví tranquila.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Hace un mes que murió mamá. Hoy encontré su lista de la compra en el bolsillo de mi abrigo: "leche, pan, pilas, llamar a Nuria". La guardé en la cartera. Voy a llamar a Nuria.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'terminé la novela y el final donde ella se tira del puente me dejó destrozada. cómo le hacés eso a tu personaje?? necesito otro libro ya, uno feliz',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Escribiendo el capítulo 12.
El protagonista, un soldado de dieciocho años, escribe su carta de despedida la noche antes de subir al frente.
"Mamá, si lees esto es que no volví."
Me cuesta que suene verdadero y no cursi.
La leí en voz alta en el taller y la profe dijo que le quite los adjetivos.
Mañana la reescribo desde cero.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me morí 30 veces contra el mismo jefe del elden ring, ya me quiero tirar por la ventana jajaja. mañana sigo, este no me gana',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Soñé que me caía desde la azotea del colegio y nadie me agarraba. Me desperté empapada. Era solo un sueño, raro, pero desayuné con mi hermano y se me pasó.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ensayo general: mi personaje se envenena en el tercer acto y el director quiere que caiga más lento, más dramática. tengo los codos morados de tanto caer jaja. estreno el viernes!!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'no paro de escuchar esa de "y si me muero esta noche que sea en tus brazos" 🎶 es tan cursi y tan linda, la puse en bucle todo el viaje a Medellín',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: `Turno de noche en urgencias.
A las 3 entró una chica de 17 años con sobredosis de paracetamol, la trajo su hermano.
Le pusimos la acetilcisteína a tiempo. Se va a salvar.
Antes de subirla a planta me apretó la mano y me dijo gracias.
Llegué a casa a las 8:30, me duché y no podía dormir pensando en ella.
Al final dormí cuatro horas. Esta noche otra vez.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'El psiquiatra me subió la sertralina a 100 mg. Dice que en dos o tres semanas voy a notar la diferencia. Ojalá. Hoy por lo menos dormí de corrido.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mi pastillero de la semana: la de la presión, la del azúcar, la del corazón y media de la de dormir. Si no fuera por mi nieta que me lo arma los domingos me confundo todo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hoy en la clínica tuvimos que eutanasiar a un pastor alemán con cáncer. La dueña lloraba abrazada a él. Es la parte más dura de este laburo. Después vacuné a seis cachorros y me volvió el alma al cuerpo.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Consulta en la unidad del dolor. Me pusieron la infiltración en la espalda, dolió como mil demonios pero el doctor dice que en una semana camino mejor. Ya veremos. Me compré churros para consolarme.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Me operan el jueves. Firmé el consentimiento, ese que dice riesgo de muerte y todo eso. Da cosa leerlo, pero el cirujano dice que es rutina. Ya tengo la bolsa lista.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'Hoy hace 3 años de mi intento. Hoy corrí 5 km en el parque y me compré un helado de pistacho. Nunca pensé que iba a llegar a este día. Gracias, yo de antes, por quedarte.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'me miro las cicatrices de los brazos y ya no me dan vergüenza. eso fue a los 15. hoy tengo 23 y mañana doy una charla en mi viejo colegio sobre pedir ayuda.',
    crisis: false,
    guard: 'past',
  },
  {
    text: `En marzo del 2022, en el sótano en Mariúpol, sin agua ni luz, pensé que no quería seguir viviendo.
Contaba las explosiones para no pensar.
Ahora estamos en Málaga. Mi hija va al colegio y habla mejor español que yo.
Yo trabajo en una panadería, me levanto a las 5 y me gusta.
Esos pensamientos se fueron hace mucho.
Hoy compramos un sofá. Un sofá. Como gente normal.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '2 años limpio hoy. Me acuerdo de la noche que quise tirarme del puente de la autopista. Hoy fui a mi reunión, me dieron la ficha de los dos años y lloré como un niño, pero de alegría.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'La terapeuta me preguntó si los pensamientos de antes habían vuelto. Lo pensé bien antes de contestar. No. Hace más de un año que no. Lo celebré con un cafecito y una medialuna.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Releí el diario de cuando estuve internada en el psiquiátrico, 2019. No me reconozco. Esa chica quería morirse. Yo hoy quiero llegar al mundial 2026 y ver a la Scaloneta jaja',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'compré soga nueva para el tendedero, la vieja se pudrió con la lluvia. también pinzas y jabón. sábado de limpieza full',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'me subí al techo a arreglar la antena con mi mamá gritándome desde abajo que me iba a matar. bajé entero, el partido se ve perfecto.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Hoy me despedí de mis compañeros, última semana antes de mudarme a Sevilla. Me dieron una carta firmada por todos y una tarta. Lloré como una tonta. Nueva vida, allá voy.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `lista pa mañana:
- farmacia (pastillas del dolor de cabeza, se acabaron)
- pagar el gas y la luz
- cuchillos nuevos pa la cocina
- llamar al del balcón por la baranda floja`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Ruta en bici hasta el puente de Triana, la última cuesta fue mortal. Mañana el último día del viaje y vuelta a la rutina. Quiero quedarme a vivir aquí.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: 'no, no quiero morirme. quiero que se acabe esta guerra y volver a Járkov, a mi calle, a mi madre. es distinto. que quede claro, diario.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'No estoy pensando en suicidarme, estoy agotada, que es otra cosa. Dos trabajos y el niño con fiebre. Necesito dormir doce horas y que nadie me pida nada. El domingo me lo tomo libre sí o sí.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Control con la matrona. Me preguntó si había tenido pensamientos de hacerme daño a mí o al bebé. Le dije que no y es verdad: estoy cansadísima, lloro por todo, pero estoy enamorada de esta cosita.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '¿quiero desaparecer? lo pensé en serio en el bus. no. quiero que desaparezca el idiota de mi ex de mis redes, eso sí 🙄 bloqueado.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: `hoy otra vez me gritaron maricón en el recreo y me tiraron la mochila al barro.
mi mamá me vio llegar y me preguntó directo si me quería hacer daño.
le dije que no y es verdad.
tengo rabia, muchísima, no ganas de morirme.
el lunes vamos los dos a hablar con la directora.
y el sábado voy a la marcha con los del grupo 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
];
