import type { LexiconSource } from '../lexicon';
import { BARRIER, EMOJI } from '../normalize';

/*
 * Spanish, in the latin view: accents and ñ folded ("morirme", "suicidarme", "daño" → "dano"),
 * doubled letters squeezed ("llorar" → "lorar"; entries are folded the same way). Clitics are
 * written both ways: attached ("quiero matarme") and fronted ("me quiero matar").
 */

/**
 * Words that may stand between a negation or a subject and the verb it governs. Not "sé" before a
 * verb of the writer's own: punctuation is gone by now, and "no sé, quiero matarme" is two clauses.
 */
const AUX =
  '(realmente|de verdad|verdad|ya|solo|tambien|todavia|aun|mas|me|te|se(?! (quiero|kiero|voy|pienso|planeo|necesito|deseo|tengo|me (quiero|kiero|voy|tome|trague|bebi|he tomado|he tragado))>)|lo|la|le|les|nos|a|que|voy|va|iba|quiero|quiere|queria|pienso|piensa|planeo|tengo|tiene|ganas|de|intencion|estoy|esta|he|ha|pensando|en|querido|pensado|yo|para|nada|ninguna|ningun|nunca|jamas)';
const NEGATIONS = '(no|nunca|jamas|ni|tampoco|sin)';
const OTHERS =
  '(el|ella|ellos|ellas|usted|ustedes|quien|personaje|protagonista|heroina|heroe|narradora|narrador|amigo|amiga|mama|papa|madre|padre|hermano|hermana|hijo|hija|alguien|chica|chico|hombre|mujer|gente|un senor|una senora|el senor|la senora|cliente|clienta|paciente|vecino|vecina)';
/** An attempt told in the past is history (see the `history` rule), not a present wish. */
const ATTEMPTED = '(intente|trate|intento|intentaba|habia intentado|he intentado)';
const notAfter = (words: string) => `(?<! ${words}( ${AUX})* )`;
const MINE = `(${NEGATIONS}|${OTHERS}|${ATTEMPTED})`;
const NOT_MINE = notAfter(MINE);
const NOT_OTHERS = notAfter(OTHERS);
/**
 * A journey named by its place or its things: a move, a flight, a suitcase. «Irme» alone is not one
 * («me voy a apagar», «antes de irme de este mundo»).
 */
const JOURNEY = `(antes de (irme|irnos|volar|viajar|partir|salir) (a|para|rumbo a) (?!(dormir|la cama|acostarme|descansar|morir|otro|otra|el cielo|un lugar|un sitio|donde|ningun|ninguna|el mas|mi casa|casa|la tumba|el hoyo|apagar|ver a)>)[^ ¦]+|mudanza|mudarme|mudarnos|me mudo|nos mudamos|emigrar|emigro|emigramos|aeropuerto|mi vuelo|el vuelo|pasaje|pasaporte|maleta|maletas)`;
/** Goodbyes written and things given away, as before a journey. */
const GOODBYES_OF_A_JOURNEY = `((cartas?|mensajes?|notas?|videos?) de despedida|despedid*|(me )?despedi|(repart*|regal*) ~3 (mi|mis|la|las|los|el|toda|todo) (ropa|cosas|libros|muebles|juguetes|plantas|taza|cojin|sofa|bici|bicicleta))`;
/**
 * `notAfter(words)` for a group that opens its pattern (its first group): the look-behind
 * refers back to what the group matched (`\1`) instead of spelling the group again, so a long
 * list of phrasings is compiled once, not twice. V8 stops optimising regexes once about a
 * megabyte of regex code has been generated, so the lexicons' size is their speed.
 */
const openingNotAfter = (words: string, group: string) => `${group}(?<! ${words}( ${AUX})* \\1)`;

const WISH = `${NOT_MINE}(quiero|kiero|qiero|quisiera|kisiera|querria|queria|deseo|desearia|necesito|tengo ganas de|me dan ganas de|me entran ganas de|ganas de|voy a|iba a|pienso|planeo|estoy planeando|he decidido|decidi|ya decidi|me gustaria|preferiria|prefiero|estoy lista para|estoy listo para|lista para|listo para|solo quiero|ojala pudiera|tengo que|debo|deberia|merezco|me apetece|tentada de|tentado de|intentare|quiero ya|quiero simplemente)`;
const THINK = `${NOT_MINE}(pienso en|pensando en|he pensado en|pense en|pensaba en|pensamientos de|ideas de|fantaseo con|sueno con|obsesionada con|obsesionado con|no dejo de pensar en|no paro de pensar en|planeando|considerando|contemplando|me ronda la idea de|la idea de)`;

const KILL_SELF =
  '(matarme|suicidarme|quitarme la vida|acabar conmigo|terminar conmigo|acabar con mi vida|terminar con mi vida|ponerle fin a mi vida|poner fin a mi vida|ahorcarme|pegarme un tiro|dispararme|volarme la cabeza|envenenarme|cortarme las venas|abrirme las venas|tirarme (de|del|de la|por|desde|a|al|bajo|delante de) ~3 (puente|azotea|tejado|ventana|balcon|edificio|tren|vias|metro|coche|camion|acantilado|piso|planta)|lanzarme al vacio|quitarme de en medio|quitarme del medio|desaparecer para siempre|dejar de existir)';
/** Leaving for good, unless it is from a place named: "me voy a ir para siempre de Barcelona". */
const FOR_GOOD_NOT_AWAY = `(?! (de|a|al|del|hacia|para|desde) (?!(este|esta|la|mi) (mundo|vida)>|aqui>|aca>)[^ ${BARRIER}]+)`;
const DIE = `(morir|morirme|estar muerta|estar muerto|no existir|no despertar|no despertarme|no volver a despertar|dormir para siempre|irme para siempre${FOR_GOOD_NOT_AWAY}|${KILL_SELF}|${EMOJI.death})`;
const DYING = `(el suicidio|suicidio|suicidarme|matarme|morirme|morir|la muerte|mi muerte|quitarme la vida|acabar con todo|acabar con mi vida|como morir|como matarme|formas de morir|maneras de morir|tirarme|ahorcarme|desaparecer para siempre|${EMOJI.death})`;
/** Clitic fronted: "me quiero matar", "me voy a suicidar". */
const FRONTED_KILL = `(morir|matar|suicidar|quitar la vida|ahorcar|colgar|tirar (de|por|desde|al|a la|bajo)|pegar un tiro|disparar|volar la cabeza|envenenar|cortar las venas|ahogar|ir para siempre${FOR_GOOD_NOT_AWAY}|ir de este mundo|dormir para siempre|lanzar al vacio)`;

const PILLS = `(pastillas|pastilla|pildoras|comprimidos|medicamentos|medicinas|somniferos|somnifero|ansioliticos|antidepresivos|antidepresivo|paracetamol*|ibuprofeno*|tranquilizantes|benzos|orfidal*|lorazepam*|diazepam*|insulina|clonazepam*|clonacepam*|rivotril*|alprazolam*|trankimazin*|xanax*|valium*|lexatin*|bromazepam*|tramadol*|zolpidem*|stilnox*|quetiapina*|seroquel*|litio|sertralina*|fluoxetina*|prozac*|escitalopram*|amitriptilina*|pregabalina*|opioides|oxicodona*|fentanilo*|morfina*|codeina*|aspirinas|aspirina|metamizol*|nolotil*|dipirona*|${EMOJI.pill})`;
const HEIGHT =
  '(presa|represa|risco|penasco|barranca|quebrada|puente|azotea|tejado|techo|ventana|balcon|piso|planta|edificio|acantilado|precipicio|barranco|cornisa|terraza|viaducto|altura)';
const VEHICLE = `(tren|vias|metro|subte|coche|carro|auto|camion|camioneta|autobus|colectivo|bondi|micro|trafico|${EMOJI.train})`;
const WEAPON = `(pistola|arma|escopeta|rifle|revolver|arma reglamentaria|${EMOJI.gun})`;
const DAY = '(lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
/** A time named: a day, an hour, a date. */
const DATE_TIME = `(esta noche|esta misma noche|hoy (a|por|en) la noche|esta tarde|manana|manana por la manana|pasado manana|el ${DAY}|este ${DAY}|${DAY}|este fin de semana|esta semana|a las \\d+|de madrugada|despues del funeral|en mi cumpleanos)`;
/** A moment alone: when the others sleep or leave. */
const MOMENT_ALONE =
  'cuando (los ninos|las ninas|todos|mi marido|mi mujer|mi madre|el|ella|mis padres) ~2 (se duerman|duerman|se vayan|salgan|este dormido|esten dormidos|se acuesten|no esten|se vaya)';
const TIME = `(${DATE_TIME}|${MOMENT_ALONE})`;
const PERSON =
  '(ella|el|ellos|mi abuela|mi abuelo|mi madre|mi padre|mama|papa|mi hermano|mi hermana|mi hijo|mi hija|mi marido|mi esposo|mi mujer|mi esposa|mi novio|mi novia|mi amigo|mi amiga|la abuela|el abuelo)';

const METHOD_NOUN = `(${PILLS}|${WEAPON}|escopeta de caza|cuerda|soga|cuchila|cuchilas|navaja|vias|tren|puente|azotea|balcon|mar|rio|gas|carbon|autopista)`;
/** The writer no longer there, in the words people use for it. */
const SELF_GONE =
  '(si (yo )?(faltara|faltase|llegara a faltar)(?! (a|al|un|una|dinero|tiempo|de)>)|sin mi|conmigo muerta|conmigo muerto|conmigo fuera|si (yo )?(ya )?no (estuviera|existiera|estuviese|existiese|existo|estoy|hubiera existido|hubiese existido|hubiera estado)|que (yo )?(ya )?no (estuviera|existiera|estuviese|existiese)( $$| mas| aqui| en este mundo)|si (yo )?(desapareciera|desaparezco|me muriera|muriera|me fuera para siempre|me quitan de en medio|me quitara de en medio|me quito de en medio|no hubiera nacido)|cuando (ya )?no este|cuando me muera)';
const BETTER =
  '(mejor|bien|mas felices|mas tranquilos|mas faciles|tranquilos|felices|en paz|se arregla|se arreglaria|libres|aliviados|mas ligeros)';
const NOBODY_NOTICES =
  '(nadie|(me pregunto|me preguntaba|no se) si (alguien|alguno|alguna|ellos|mi familia|mis padres)) ~2 (se daria cuenta|se enteraria|lo notaria|notaria|me echaria de menos|me extranaria|loraria|vendria|le importaria|se va a dar cuenta|lo va a notar)';
const SELF_DEATH_IF =
  'si (yo )?(me muriera|muriera|me muero|desapareciera|me mato|me matara|no despertara|me fuera)';

/*
 * Cue lists (see `cues.ts`): concepts a listener hears, none of them alarming alone; the table
 * there says which of them together make a class. Means are real means (pills in quantity, a
 * rope, a blade, a gun, poison, a jump, the tracks), never a bare place or a bare medicine.
 */
/** A thought about, not a belief that ("pienso en", not "pienso que"). */
const NOT_THAT = '(?! (que|q|k)>)';
/** The verbs a wish of the writer's own hangs on: "(no) quiero / voy a / pienso matarme". */
const OWN_WISH_VERB = '(quiero|kiero|voy a|pienso|planeo|necesito|deseo)';
/**
 * What may stand between a negation and what it denies: up to four words, but no "but" (a denial
 * does not reach past one) and no verb of a wish of the writer's own, which only follows the
 * negation itself or words like "me", "realmente" (`AUX`). After other words such a verb opens a
 * clause of its own: "no puedo dormir, quiero matarme" (the comma is gone by now) denies sleep,
 * not the wish; so does a pull of the writer's ("tengo ganas de", "me dan ganas de"): "no lo sé,
 * tengo ganas de cortarme" denies knowing, "no tengo ganas de morir" denies the pull.
 */
const PULL =
  '(tengo|tenia|he tenido|tuve|me dan|me daban|me entran|me entraban|me vienen|siento) ganas';
const DENIED = `(?:(?:(?! (pero|aunque|sino|sin embargo|y ahora|ahora|solo|nomas|simplemente|mas bien|${OWN_WISH_VERB}|${PULL})>) [^ ${BARRIER}]+){0,4}( (tengo|tengo intencion de|tengo pensamientos|tengo ideas|ideas de|pensamiento de|pensamientos de|ganas de|intencion de|me|lo|la))?|( ${AUX})* (${OWN_WISH_VERB}|${PULL}( de)?)( ${AUX})*) `;
/**
 * A child or a teenager, in the words of each region ("de chibolo", "de morra", "cuando era un
 * chamaco", "de pibe", "de gurí", "de crío", "de cabro chico"): an age told as long past.
 */
const YOUNG =
  '(joven|jovencita|jovencito|adolescente|nina|nino|pequena|pequeno|chica|chico|chiquita|chiquito|chiquilla|chiquillo|nena|nene|peque|muchacha|muchacho|chibola|chibolo|chamaca|chamaco|escuincla|escuincle|morra|morro|morrita|morrito|chava|chavo|chavala|chaval|cria|crio|piba|pibe|pendeja|pendejo|gurisa|guri|gurisito|cabra chica|cabro chico|pelada|pelado|peladita|peladito|chama|chamo|carajita|carajito|cipota|cipote|patoja|patojo|guagua|mocosa|mocoso|chamaquita|chamaquito|pivita|pivito|cabrita|cabrito)';
/** Places people move to or away from: a town, a job, the coast, a country. */
const PLACE =
  '(ciudad|pais|casa|trabajo|empresa|piso|barrio|pueblo|lugar|colegio|escuela|instituto|oficina|extranjero|aqui|ahi|alli|europa|espana|mexico|argentina|costa|playa|campo|montana|sierra|isla|sur|norte|capital|provincia|rancho|finca|tierra|frontera)';
/** Moving away from a place or a job, not from life. */
const NOT_A_PLACE = `(?! (de|a|al|del|con|fuera|lejos|hacia|para) ~2 ${PLACE}>)`;
/** Going up to a roof or out to a bridge for something else: the washing, the sun, photos, a long weekend. */
const NOT_AN_OUTING =
  '(?! (de|del) (mayo|diciembre|agosto|noviembre|octubre|la constitucion|todos los santos|san jose|semana santa)>)(?! ~3 (a|para|con) ~3 (ver|tender|tomar|pasear|comer|cenar|correr|fotos|pescar|fumar|leer|hacer|regar|secar|mirar|jugar|bailar|estudiar|charlar|hablar|celebrar|la fiesta|una fiesta|barbacoa|picnic|nadar|banarme|banarnos|banarse|remar|acampar|navegar|bucear|caminar|surfear|patinar|pasar el dia|familia|amigos|amigas|chicos|chicas|primos|primas|novio|novia|hijos|ninos|mi pero|el pero)>)';
/** Poisons kept at home, for pests, cleaning or the fields. */
const POISON =
  '(veneno|matarratas|raticida|lejia|lavandina|salfuman|amoniaco|anticongelante|cianuro|arsenico|insecticida|herbicida|glifosato|paraquat|plaguicida|pesticida|pastilas para las ratas|desatascador|sosa caustica|cloro)';
/** Swallowing it oneself, or putting it in one's own drink. */
const SWALLOW_IT =
  '(tomarmelo|tomarmela|bebermelo|bebermela|tragarmelo|tragarmela|echarmelo|echarmela|tomarme|beberme|tragarme|(echarlo|echarla|ponerlo|ponerla|mezclarlo|mezclarla|tomarlo|tomarla|beberlo|beberla|tragarlo|tragarla) ~2 (en|con) (el|mi|la|un|una) (cafe|vaso|bebida|te|agua|refresco|copa|mate|comida|sopa|zumo|jugo|leche|cerveza|vino))';
/** A whole container of pills, swallowed at once. */
const TAKEN_WHOLE =
  '(la caja entera|toda la caja|las cajas enteras|todas las cajas|el bote entero|todo el bote|el frasco entero|todo el frasco|el blister entero|todo el blister|los blisters|la tira entera|toda la tira|el envase entero|todo el envase|la caja|el bote|el frasco|el blister)';
/** Unless it is a course of treatment taken over days, as prescribed. */
const NOT_A_COURSE =
  '(?! ~4 (al dia|diarias|diarios|por dia|cada dia|a la semana|por semana|en (un|una|el|la|todo|unos|dos|tres|\\d+) (ano|anos|mes|meses|semana|semanas|dias)|del tratamiento|como (me )?(dijo|mando|receto|indico|pauto)|que me (recetaron|mando|mandaron|receto|dio|dieron))>)';
/** A real weapon, not a water pistol. */
const REAL_WEAPON = `(pistola(?! de (agua|pintura|silicona|juguete|aire|calor|clavos|grapas|bengalas|bolas)>)|arma(?! (de doble filo|secreta)>)|escopeta|rifle|revolver|${EMOJI.gun})`;
/** A jump from a height or before a train: "tirarme del puente", "aventarme del segundo piso". */
const CUE_JUMP = `(tirarme|tirarse(?<! (penso en|pensaba en|pensado en|queriendo|queria|quiso|quiere|intento|trato de|iba a|piensa en|amenazo con|amenazaba con|amenaza con) tirarse)|tirarmele|me (le |les )?(tiro|tire|tirare|tiraria|lanzo|lanzare|arrojo|aviento|avente|aventare)|lanzarme|lanzarmele|arrojarme|aventarme|aventarmele|saltar|salto|saltaria|me (quiero|voy a|pienso|iba a|dan ganas de) (tirar|lanzar|arrojar|aventar)) ~2 (de|desde|por|del|al|a las|a la|abajo|bajo|debajo|delante|frente)(?! (cabeza|leno|la piscina|el agua|la cama|el sofa|el sillon|la playa|los brazos|su|sus|un rato|mis|alegria|gusto)>) ~4 (${HEIGHT}|${VEHICLE}|vias|rio|mar|vacio|precipicio|acantilado|anden|el ultimo piso|\\d+ pisos|la autopista|la carretera)`;
/** The writer's own death, in the words people use for it. */
const CUE_DEATH = `((sobrevivi|sali viva|sali vivo|me salvaron|me encontraron|me reanimaron) ~10 (ojala (que )?no|desearia no|ojala hubiera (funcionado|muerto|salido bien))|${KILL_SELF}|morirme|morime|morir(?! (de|del|por|en el intento)>)|me muera|me muriera|muriera|muriese|me muero( $$| ya| hoy| esta noche| de una vez| y ya| y se acab*)|me mate|me matara|me matase|me suicide|me suicidara|me suicido|me mato(?! (a|trabajando|estudiando|entrenando|corriendo|de|por|con|para|en)>)|me quito la vida|me quitara la vida|me quite la vida|me ahorco|me ahorcara|me cuelgo|me colgara|me pego un tiro|me pegara un tiro|(?<! (se|sobre|acerca del|del|prevencion del|de prevencion del) )(suicid*|suisid*|sucid*|suicd*)(?<!(ar|ir)se)(?! de (mi|su|tu|un|una|el|la|los|las|nuestro|nuestra)>)|autoeliminarme|autoeliminacion|matarm*|suicidarm*|mi muerte|mi propia muerte|mi funeral|mi entierro|mi velorio|mi velatorio|mi sepelio|mi tumba|(?<! (sobre|acerca de|miedo a|miedo de|temor a|panico a|fobia a|tema de|la|de) )la muerte(?! (de|le|les|se|lo|la|lego|vino|nos|es parte|forma parte)>)|estar (muerta|muerto)|estuviera (muerta|muerto)|estuviese (muerta|muerto)|estaria (muerta|muerto)|mejor (muerta|muerto)|(quedarme|acabar) (muerta|muerto)|no despertar*(?! (a|al|a la|a los|a nadie|temprano|tarde|antes|con|pronto|hasta)>)|no (me )?(despertara|despertase)( $$| mas| nunca| jamas)|no me despierte( $$| mas| nunca| jamas)|no volver a despertar*|no amanecer|no ver otro (dia|amanecer)|no ver el amanecer|no ((me )?(deje|dejes|dejen|deja|dejara|permita|permitas) )?(ver otro|vivir otro|legar a otro|ver el proximo|vivir el proximo) (dia|amanecer|ano|invierno|verano|cumpleanos|navidad)(?! (asi|como|igual|tan|con|sin|en|de|aqui)>)|no legar a (manana|navidad|fin de ano|mi cumpleanos|el verano|fin de mes)|dormir(me)? (para siempre|eternamente|y no despertar)|(dormir|dormirme|acostarme|cerrar los ojos|quedarme dormida|quedarme dormido) (y|e|para) no (volver|despertar|despertarme|abrirlos|levantarme)(?! (hasta|antes|temprano|tarde|a las|en)>)|no existir|no existiera|dejar de (existir|respirar|estar aqui|estar viva|estar vivo|vivir(?! (en|con|asi|de|para|a|bajo|aqui|alli|ahi|junto)>))|desaparecer (del todo|del mundo|de este mundo|de la faz de la tierra|de la vida|para siempre|de una vez)|no estar mas( $$| aqui| en este mundo)|(ya )?no estar (aqui|en este mundo)( $$)|no (estar|seguir) (aqui|viva|vivo|en este mundo)( $$| ya| mas)|no (estar|seguir) mas( $$| aqui)|ya no estar(?! (con|en|tan|de|junto|ahi|alli|triste|sola|solo|mal)>)|no vivir mas|no seguir viviendo|(ya )?no (quiero|kiero|quero|deseo|quisiera|tengo ganas de|tengo fuerzas para) (vivir|seguir viviendo|existir|estar viva|estar vivo|seguir aqui|seguir aca|estar aqui|estar aca|seguir en este mundo|estar en este mundo|despertar*|seguir)( $$| ya| mas| nunca mas| en serio| adelante| luchando| asi)|(no tengo|sin|ya no tengo|perdi las|no me quedan) ganas de (vivir|seguir)( $$| viviendo| ya| mas| adelante| en serio)|nada (que )?me (haga|hace) (querer )?(seguir|vivir)|(que )?no (haya|hubiera|exista) (un |otro |mas )?manana|no me despierto( $$| mas| nunca)|no me despertaria|ya no despertar*|si (desaparezco|me muero|me mato|me voy para siempre)|si ~8 no (despierto|me despierto|me levanto|me levanto mas|vuelvo a despertar|amanezco)(?! (hasta|antes|temprano|tarde|pronto|ya|a las|en|para|a tiempo|de la cama)>)|que me (pase|pasara) algo( $$| malo| grave| y)|(dios|diosito|senor|la muerte|virgencita) ~5 (levame|me leve|me levara|me lleves|me recoja|me recogiera|recogeme|ven por mi|ven a buscarme)|levame (ya|contigo|de una vez|dios|diosito|senor)|que me leve (dios|diosito|el senor|la muerte)|(me de|me diera|me diese|darme) (un infarto|un paro|un derrame|un aneurisma)|ya no (estare|voy a estar|existire)( $$| mas| para (nadie|vosotros|ustedes|ti|elos))|apagarme( para siempre| $$| de una vez| y ya| como una vela| del todo)|cerrar los ojos (para siempre|y no abrirlos)|no (volver a )?abrir (mas )?los ojos|(un|el|ese) viaje (sin vuelta|sin retorno|sin regreso)|(viaje|camino|lugar|sitio|sueno|ese|aquel|uno) del que (no se vuelve|nadie vuelve|no se regresa|nadie regresa|no hay vuelta|no hay regreso|no volvere|no se despierta|nadie despierta)|(ir|irme|subir|subirme|me voy|me ire|me iria) con ~3 (al cielo|alla arriba)|(no )?(volver a )?levantarme (nunca )?mas|para no (levantarme|despertarme|despertar|volver a despertar)|(borar|borarme) (de la vida|del mundo|de este mundo|de la existencia|de la faz de la tierra)|(ir|irme|me voy|me ire) a un lugar mejor|(ha legado|lego|legara|es|sera) mi hora|(irme|me voy|me ire|me iria|marcharme|viaje) ~6 (no (voy a volver|volvere|regresare|vuelvo)|para no volver|sin volver)( $$)|(apagar|apagarle|cerrar|cerrarle|bajar|bajarle) ~3 (la luz|las luces|la puerta|la persiana) (de|a) (esta|mi) (vida|existencia)(?! (en|con|laboral|anterior|pasada|social|amorosa|de (antes|estudiante|soltera|soltero|casada|casado|trabajo))>)|(alguien|algun|alguno|alguna|un|una|cualquiera) ~2 me (empujara|empujase|empuja|empujo|empuje|tirara|tirase|lanzara|lanzase) ~1 (a|al|a la|a las|a los|hacia|contra|bajo|delante de|debajo de) ~2 (via|vias|tren|metro|vacio|carretera|trafico|coche|camion|autobus|abismo|precipicio)|(desconectarme|apagarme|apagar todo|apagarlo todo|apagar la luz|apagar las luces|desconectar de todo|desconectarme de todo) (para siempre|de la vida|de este mundo|definitivamente|pero (de todo|del todo|de verdad))|(dormir|dormirme|cerrar los ojos|apagarme|apagar la luz|apagar las luces|apagarlo todo|apagar todo|desconectarme|desconectar|irme|descansar|desaparecer) ~4 (que|q) sea (la ultima vez|para siempre|definitivo|definitiva)(?! (que|q)>)|(reunirme|estar|irme|encontrarme) con ~3 (en el cielo|alla arriba|al otro lado)|(darme|pegarme|me doy|me pego|me voy a dar|me voy a pegar) un (tiro|balazo|plomazo)|((me )?(atropell*|arroll*|pisara|pise)|me (agara|agarara|agarase|pasa por encima|pasara por encima)) (un|el|una|algun) (auto|coche|carro|camion|tren|bus|autobus|colectivo|micro|moto|camioneta)|(un|el|una|algun) (auto|coche|carro|camion|tren|bus|autobus|colectivo|micro|moto|camioneta) ~2 me (pisara|pise|atropell*|arroll*|leve|levara|mate|matara|(leva|levo|levase) por delante|(pasa|pasara|pase) por encima)|desaparecer( para siempre| del mundo| de este mundo| de la faz| de la tierra| sin dejar rastro| del todo| y no volver| y ya| $$)|desaparecer (de verdad|en serio|literalmente|de todo)(?! (de|del|a|al|por|un|una|unos|unas|durante|este|esta|el finde|hasta|en)>)|(que|q) no (quede|queden|quedara|quedase) (nada|ni rastro|ni el recuerdo) de mi|(desaparecer|borarme|esfumarme) del mapa(?! (un|una|unos|unas|por|durante|este|esta|el finde|hasta|en)>)|desaparecer de una vez|(irme|me voy|me ire|me iria|partir|marcharme) (para siempre${NOT_A_PLACE}|de este mundo|de esta vida|al otro mundo|con dios|al cielo(?! (de|del|con) (la|el|los|las|este|esta|mi|tu)>))|(dejar|abandonar|salir de) este mundo|(acabar|terminar|acabo|termino|acabare|terminare|acabaria|terminaria|ponerle fin|poner fin|poner punto final|le pongo fin|le pondre fin) (con|a) (todo(?! (el|la|lo|los|las|de|del|que|mi trabajo|mis tareas|antes|hoy|en|para|este|esta(?! (noche|madrugada|misma noche|vez)>))>)|(mi vida|mi existencia|esta vida|mi sufrimiento)(?! (de|del|laboral|social|amorosa|sentimental|anterior|normal|academica|profesional|en)>))|(acabar|terminar) de una vez( $$| con todo| por todas| para siempre)|(que|q|k) (todo|esto|la vida|mi vida) (acabe|termine|se acabe|se termine)( $$| ya| de una vez| para siempre| para mi)|(que|q|k) se (termine|acabe) (todo|de una vez|de una)(?! (el|la|los|las|lo|este|esta|ese|esa|de|del|mi|tu|su|sus|mis)>)|(que|q|k) se (termine|acabe)( $$)|descansar en paz|descansar para siempre|descanso eterno|sueno eterno|sobredosis(?! de (mi|su|tu|el|la|un|una|azucar|cafe|cafeina|informacion|trabajo|series|realidad|amor|dulces|chocolate|noticias)>)(?! (en|para|de) (los |las )?(ninos|ninas|nino|nina|bebes|bebe|peques|perros|gatos|mascotas|animales|ancianos|mayores|adolescentes|jovenes|pacientes)>)|el final de mi vida|(mi|es la|sera la|sera mi|es mi) (ultima noche|ultimo dia|ultima semana)(?! (en|de|del|con|como|aqui en|libre|de vacaciones|trabajando|laboral|del ano|de clase|de clases)>)|(que|q|k) (todo|el mundo|mi mente|mi cabeza) se apague( $$| para siempre| ya)|(que|q|k) se apague (todo|el mundo|mi mente|mi cabeza)( $$| para siempre| ya| y ya| de una vez)|no estar( $$)|mi ultimo aliento|se me pare el corazon|ahorcarm*|colgarme(?! (la|el|los|las|una|un|al|del telefono|de la rama|de las ramas|del cuelo de|de (esa|esta|la|una|aquela) (pared|roca|barra|via|presa|espaldera))>)|${CUE_JUMP}|lanzarme al vacio|tirarme al vacio|saltar al vacio|para no (quedar|quedarme|quedarse|salir) (viva|vivo|con vida)|(uno |ya )no la (cuenta|cuento|contaria|contas)|no (vivir|viviria|vivo) para contarla|si ~3 (me saliera|me saliese|me salgo|me desviara|me estrellara|me estrellase|me estrello|chocara|me chocara|volcara|me volcara) (de|del|contra|por|en|con) ~3 (carretera|camino|curva|autopista|puente|barranco|arbol|muro|camion|tren|trafico|precipicio|ruta|carril|guardarail|quitamiedos)|(tuviera|tuviese|tenga) un accidente(?! (de|leve|sin)>)|(estrelara|estrelase|estrele|chocara|chocase|choque|cayera|cayese|caiga|volcara|vuelque|hundiera|hunda|desplomara|desplome|explotara|explote) ~4 conmigo (adentro|dentro|arriba|a bordo|encima)|me (caiga|cayera|cayese) (algo|una bomba|un misil|un obus|el techo|un arbol|una pared|un edificio) encima|${EMOJI.death})`;
/** Clitic fronted: "me quiero morir", "me voy a matar". */
const CUE_DEATH_FRONTED = `me (quiero|kiero|qiero|quero|voy a|vo a|pienso|quisiera|queria|iba a|tengo que|dan ganas de|daban ganas de|entran ganas de|gustaria|deberia|estoy por|estaba por|decidi a|animo a|atrevo a) ~1 (morir|suicidar|quitar la vida|ahorcar|colgar|pegar un tiro|volar la cabeza|envenenar|cortar las venas|dejar morir|ir para siempre${FOR_GOOD_NOT_AWAY}|ir de este mundo|dormir para siempre|borar (del mapa|del mundo|de la vida|de este mundo)|quitar (de en medio|del medio)|matar(?! (a|al|el|la|los|las|un|una|el tiempo|mosquitos|moscas|de)>))`;
/** A wish, a decision, a pull: the writer's own. */
const CUE_WISH = openingNotAfter(
  MINE,
  `(quiero|kiero|qiero|quero|qero|quisiera|kisiera|quisiese|queria|keria|querria|deseo|desearia|deseando|ojala|tengo ganas|tenia ganas|ganas de|me dan ganas|me entran ganas|me vienen ganas|me apetece|voy a|vo a|me voy a|iba a|estoy por|(pienso|pense|pensaba|he pensado|estoy pensando|pensando|lo pienso|lo estoy pensando)${NOT_THAT}|planeo|planeando|planee|mi plan|he decidido|decidi|ya decidi|ya lo decidi|lo decidi|tengo decidido|esta decidido|la decision|lista para|listo para|preparada para|preparado para|me gustaria|preferiria|prefiero|tentada|tentado|tentacion|me tienta|fantaseo|fantaseando|fantasear|sueno con|sonando con|no dejo de pensar|no paro de pensar|no me saco de la cabeza|no me quito de la cabeza|me ronda|la idea de|es hora de|ya es hora|va siendo hora|ya va siendo hora|es el momento de|ha legado el momento|ha legado la hora|seria mas facil|seria lo mejor|seria mejor|si no seria mejor|no pasaria nada( malo)?|no seria (tan |nada )?malo|no seria (ninguna |una )?tragedia|lo mejor seria|es lo mejor|lo mejor es|seria facil|mejor seria|me atrae|me lama|solo pido|le pido a dios|(le pido|le pedi|le pedia|le ruego|le rogue|le rogaba|le rezo|le rezaba|pido a|pedi a|pedia a|ruego a|rogue a|rogaba a|rezo a|rezaba a|pido al|rezo al) ~2 (dios|diosito|virgen|virgencita|senor|universo|cielo|jesus|santo|santa|angel|angeles)|rezo|rezando|espero|anhelo|ansio|anoro|merezco|me lo merezco|deberia|tendria que|quisiera poder|la unica salida|la unica opcion|la unica forma|mi unica salida|tengo claro|lo tengo claro|me animo|me atrevo|me decido|no veo la hora|estoy deseando|con ganas de que|me da igual|me daria igual|no me (defenderia|defendiera|defiendo|resistiria|resistiera|resisto|apartaria|aparto|quitaria|agararia)|no me importaria|no me molestaria|no me disgustaria|no estaria mal|me da lo mismo|me imagino|imagino|imaginando|mejor $$|tanto mejor|mucho mejor|(una|alguna|cierta) parte de mi (quiere|desea|quisiera|espera|pide))`,
);
/** Not wanting to live any more: the wish turned round ("ya no quiero seguir"). */
const CUE_NO_WILL = openingNotAfter(
  OTHERS,
  `((seria|habria sido|hubiera sido|hubiese sido|seria mucho|es) mejor (no haber nacido|que no hubiera nacido|no existir|no estar viva|no estar vivo|estar muerta|estar muerto|haber muerto|haberme muerto|no haber (sobrevivido|despertado|salido (viva|vivo|con vida))|no (haber )?(vuelto|volver|regresado|regresar|salido|salir) (viva|vivo|con vida|del frente|de la guerra|del monte|de la mision|del combate|de la selva|del hospital|de alli|de alla|de ahi)|que me (mataran|matasen|hubieran matado|hubiesen matado)|no sobrevivir)|(?<! (lo|el|la|los|las|mas|muy|tu|su|mi) )mejor (desaparezco|me muero|me mato|me voy de este mundo|me quito de en medio|me borro del mapa)|(ya )?no (quiero|kiero|quero|deseo|quisiera|tengo ganas de|tengo fuerzas para) (vivir|seguir viviendo|existir|estar viva|estar vivo|seguir aqui|seguir aca|estar aqui|estar aca|seguir en este mundo|estar en este mundo|despertar*|seguir)( $$| ya| mas| nunca mas| en serio| enserio| de verdad| neta| posta| la verdad| adelante| luchando| asi)|(no tengo|sin|ya no tengo|perdi las|no me quedan) ganas de (vivir|seguir)|nada (que )?me (haga|hace) (querer )?(seguir|vivir)|ya (vivi|he vivido) (suficiente|bastante|demasiado)|no merezco (vivir|existir|estar viva|estar vivo|respirar|ocupar espacio|el aire que respiro)|(ya )?no (quiero|kiero|quero|deseo|quisiera) (ver|vivir) (otro|el|un) (dia|amanecer|ano|cumpleanos|verano)|no se (para que|por que) (vivo|sigo viva|sigo vivo|sigo aqui|sigo aca|existo)|(me da igual|no me importa|me da lo mismo|me vale) (vivir o morir|si vivo o muero|morir|morirme|si me muero|estar viva o muerta|estar vivo o muerto))`,
);
/** Pills in a quantity, stored or taken together. */
const CUE_PILLS = `(${PILLS} ~6 (y|con|junto a) (una|la|el|un|media) (botela|petaca|vaso|copa|litro) (de )?(whisky|vodka|vino|ron|ginebra|tequila|alcohol|licor|pisco|aguardiente|fernet|mezcal)|(todas|toditas|todos|todo el|toda la|muchas|muchos|un punado( de)?|un monton( de)?|una caja( de)?|dos cajas( de)?|tres cajas( de)?|varias cajas( de)?|cajas de|la caja entera( de)?|toda la caja( de)?|el bote( entero)?( de)?|un bote( de)?|el frasco( entero)?( de)?|un frasco( de)?|todo el frasco( de)?|todo el bote( de)?|el blister( entero)?( de)?|los blisters( de)?|(la|una|toda la|dos|tres) (tira|tiras|plancha|planchas|tableta|tabletas|lamina|laminas)( entera)?( de)?|suficientes|bastantes|tantas|\\d\\d+|veinte|treinta|cuarenta|cincuenta|sesenta|cien) ~2 ${PILLS}(?! (distintas|distintos|diferentes)>)${NOT_A_COURSE}|(cuantas|cuantos|cuanta|cuanto|que cantidad de) ~3 ${PILLS}|${PILLS} ~2 (de golpe|de una vez|juntas|todas|a la vez|con alcohol|con vino|con vodka|con whisky|con ron|con cerveza|guardadas|escondidas|acumuladas|ahoradas|que tengo guardadas|en cantidad|en exceso|en grandes cantidades|de sobra|de mas)|tomarmelas|tragarmelas|(tomarme|tragarme|me tome|me tomo|me trague|me trago|me bebi|me bebo) (todo|toda) ((el frasco|el bote|la caja|el blister)(?! (de|del)>)|lo que (tengo|hay|tenia|habia))|(tomarme|tragarme|me tomo|me trago) todo( $$)|(el frasco entero|la caja entera|el blister entero|todo el blister)(?! (de|del)>)|tomarme todas|tragarme todas|me las tomo todas|me las trago|me tomo todas|me trago todas|me tome todas|me trague todas|me las tome todas)`;
/** Means: pills in quantity, poison, a weapon, a rope, a blade, a jump, the tracks, a crash, gas. */
const CUE_MEANS = `((deje|dejo|aparque|aparco|parquee|parqueo|estacione|estaciono) ~4 (cerca|junto|al lado|debajo|encima|enfrente) (del|de la|al|a la) (puente|viaducto|acantilado|vias|precipicio|presa)|(me voy|voy|ire|me ire|irme|ir) (al|a la|a|hasta el|hasta la|hasta) (azotea|ultimo piso|puente|viaducto|acantilado|precipicio|las vias|via del tren|via(?! (lactea|augusta|rapida|publica|verde|layetana|crucis|de (servicio|acceso|escape))>)|via ferea|vias del tren|cornisa|presa|represa|barranco|barranca|risco|penasco)${NOT_AN_OUTING}|(me subo|subirme|me subire|me voy a subir|voy a subir|me subi|subi) (a|al) (la |el )?(azotea|tejado|techo del edificio|techo de mi edificio|ultimo piso|puente|cornisa|barandila|viaducto|borde)(?! (a|para) ~2 (tender|tomar|ver|fumar|secar|regar|arreglar|cenar|comer|hacer|leer|mirar)>)|${CUE_PILLS}|sobredosis(?! de (mi|su|tu|el|la|un|una|azucar|cafe|cafeina|informacion|trabajo|series|realidad|amor|dulces|chocolate|noticias)>)(?! (en|para|de) (los |las )?(ninos|ninas|nino|nina|bebes|bebe|peques|perros|gatos|mascotas|animales|ancianos|mayores|adolescentes|jovenes|pacientes)>)|(veneno|matarratas|raticida)(?! (para|contra|de|en) ~2 (ratas|ratones|cucarachas|hormigas|plagas|caracoles|babosas|bichos|mosquitos|moscas|topos|insectos|garaje|sotano|jardin|trastero|patio|campo)>)|cianuro|arsenico|anticongelante|(beberme|tomarme|tragarme|me bebo|me tomo) ~2 (lejia|salfuman|amoniaco|lavandina|cloro|desatascador)|${REAL_WEAPON}|balas|pegarme un tiro|un balazo|un plomazo|dispararme|volarme la cabeza|la sien|soga|horca|(una|la) cuerda ~3 (cuelo|viga|techo|ventilador|nudo)|(cinturon|cinto|correa|cable|alargador|cordon|sabana|sabanas|bufanda|corbata|cuerda|soga|lazo) ~6 (cuelo|viga|vigas|techo|ventilador|barra|rama|lampara|gancho|colgarlo|colgarla|colgarme|ahorcarme)|(viga|vigas|gancho del techo|barra del armario|rama|ventilador|lampara) ~3 (colgarlo|colgarla|colgarme|ahorcarme|para colgar|(la|lo|me) (voy a|vaya a|pienso|puedo|podria|quiero) (colgar|atar|amarar)|(la|lo|me) (colgare|colgaria|cuelgo|ato|atare))|(viga|vigas|gancho|ventilador|barra del armario|rama del arbol) ~8 (cuerda|soga|cinturon|cable|alargador|cordon|sabana|sabanas|bufanda|corbata|lazo)|nudo corredizo|ahorcarm*|colgarme(?! (la|el|los|las|una|un|al|del telefono|de la rama|de las ramas|del cuelo de|de (esa|esta|la|una|aquela) (pared|roca|barra|via|presa|espaldera))>)|me cuelgo (de|del|en)|me ahorco|(cuchila|cuchilas)(?! (de afeitar|para (mi|el|la|su) (novio|marido|padre|hermano|hijo|maquinila|afeitadora|barba)|de la (maquinila|afeitadora|batidora|licuadora|picadora))>)|navaja(?! (suiza|multiusos|de (camping|bolsilo|monte))>)|navajas|hoja de afeitar|hojas de afeitar|gilete|la hojita|cuter|bisturi|las venas|${CUE_JUMP}|(voy a|me voy a|quiero|pienso) (saltar|tirarme|lanzarme|aventarme|arrojarme)( $$)|(elegi|escogi|he elegido|ya elegi|tengo elegido) (el|un) (sitio|lugar)(?! (para|pa|de) ~3 (boda|fiesta|cumple*|cena|comida|reunion|evento|viaje|vacaciones|foto*|picnic|celebra*|acampar)>) ~4 (puente|viaducto|acantilado|precipicio|azotea|tejado|presa|represa|las vias|el rio|el mar|cornisa|barranco|risco)|${HEIGHT} ~8 (pense en|pensando en|pienso en|quise|queria|quiero|ganas de|me dieron ganas de|me dan ganas de) (saltar|tirarme|lanzarme|aventarme|arrojarme|dejarme caer)(?! (de alegria|al agua|a la piscina|en paracaidas|en parapente|con)>)|(${HEIGHT}|rio|mar|vias) ~6 (y|e|para) (me tiro|me aviento|me lanzo|me arrojo|salto|tirarme|aventarme|lanzarme|me dejo caer)( $$)|(viga|vigas|gancho|barra|rama|lampara|ventilador|tuberia|perchero|arbol|barandal|baranda|escalera) ~10 (aguantaria|aguanta|aguantara|aguantase|aguante|soportaria|soporta|soportara|soporte|resistiria|resiste|resistira|sostendria|sostiene|sostenga) (mi peso|el peso de mi cuerpo|mis \\d+ kilos)|(tirarse|tirarme|saltar|lanzarse|lanzarme|aventarse|aventarme|caer|caerse) ~4 (para no (quedar|quedarse|quedarme|salir) (viva|vivo|con vida)|para (morir|matarse|matarme)|y no (sobrevivir|quedar viva|quedar vivo))|(que|cual|cuantos|cuanta|que tan) (piso|pisos|planta|plantas|altura|alto|metros) ~4 (hay que|tienes que|tiene que|para) ~2 (tirarse|tirarte|tirarme|saltar|caer|lanzarse)|al vacio|las vias( del (tren|metro))?(?! (respiratorias|urinarias|de)>)|delante del tren|bajo el tren|debajo del tren|ahogarme (en|al)|meterme en el mar|(estrellarme|estamparme|empotrarme|estrellar el coche|dar un volantazo|(chocar|estrellar|estampar|empotrar|tirar) (el|mi) (auto|coche|carro|moto)) ~3 (contra|con|debajo)|(soltar|suelto|soltaria|solte) el volante|suficiente altura|altura suficiente|lo (bastante|suficientemente) alto|el tubo de escape|monoxido|el gas abierto|abrir el gas|carbon (en|y) ~3 (cerado|cerada|habitacion|coche|bano)|(carbon|brasero) ~6 (sellar|cerar|tapar) (la puerta|las ventanas|las rendijas|el bano|la habitacion)|en (tirarme|lanzarme|aventarme|arrojarme)( $$)|(si me tiro|si me tirara|si me tiraba|si me tirase|si me lanzo|si me lanzara|si me lanzaba|si me aviento|si me aventara|si me aventaba|si me arrojo|si me arrojara|si me arrojaba)( $$| ya| de una vez| desde aqui| desde ahi| desde alli)|${EMOJI.rope}|${EMOJI.gun}|${EMOJI.pill}|${EMOJI.train}|${EMOJI.blade})`;
/** Bought for an ordinary use: the washing line, the move, the boat, camping. */
const FOR_AN_ERRAND =
  '(?! ~3 (para|pa|del|de la|de) ~3 (tendedero|tendero|tender|la ropa|abrir|cajas|mudanza|escalar|camping|acampar|el pero|la pera|la tienda|el barco|la barca|el jardin|la cocina|manualidades|el cole|el taler|la obra|el huerto|el columpio|la hamaca|atar|amarar|el gato|la moto|la bici|el coche|la farmacia|las cucarachas|las hormigas|los mosquitos|las moscas|las pulgas|las garapatas|las polilas|las termitas|las chinches|las malas hierbas|los caracoles|las babosas|mi madre|mi padre|la abuela|el abuelo)>)';
/** Getting ready: gathering, hiding, counting, buying, looking up, choosing, going to the place. */
const CUE_PREPARE = `(menos gente(?<=(mire|he mirado|averigue|calcule|comprobe|estudie|observe|chequee|ya se) ~4 (a que hora|la hora|el momento|cuando|los horarios|el horario) (en )?(que )?(pasa|hay|pasan|circula|anda|queda) menos gente)|(guardad*|escondid*|reservad*|ahorad*|acumulad*|preparad*|lista|listas|listo|listos) ~3 (para cuando|por si|para el dia en que|para el dia que) ~2 (no pueda mas|no aguante mas|ya no pueda|ya no aguante|me decida|no pueda seguir|no quiera seguir)|(puse|he puesto|ya tengo|ya hay|elegi|he elegido|ya elegi|fije|he fijado|ya fije) (la |una )?fecha( $$)|(tengo|ya tengo) (el dia|la fecha|la noche) (marcad*|elegid*|apuntad*|fijad*|decidid*)(?! (para|pa|con|como|de|del|por)>)|(marque|he marcado|apunte|he apuntado|rodee|he rodeado) (el dia|la fecha) (en el calendario|en rojo)|(guardando|guardo|guarde|he guardado|tengo guardad*|juntando|junto|junte|he juntado|tengo juntad*|juntad*|guardad*|escondid*|acumulad*|ahorad*|acumulando|acumulo|acumule|he acumulado|escondiendo|escondo|escondi|he escondido|tengo escondid*|ahorando|reuniendo|almacenando) ~3 (${PILLS}|las|los|${REAL_WEAPON}|cuchilas|cuchila|soga|cuerda|cinturon|cable|veneno|balas)|(las|los) (guardo|guarde|tengo guardad*|escondo|escondi|tengo escondid*|conte|cuento|he contado)|(contando|contarlas|contandolas|volvi a contar) ~2 (las|mis|cuantas|otra vez|de nuevo)?|(compre|he comprado|consegui|he conseguido|pedi|he pedido|encargue|me hice con|robe|cogi|agare|saque) ~2 (una|la|unas|las|un|el|mas|otra|otro)? ?(soga|cuerda|cuchilas|cuchila|navaja(?! (suiza|multiusos|de (camping|bolsilo|monte))>)|hojas de afeitar|${REAL_WEAPON}|balas|veneno|matarratas|carbon|${PILLS})${FOR_AN_ERRAND}|(busque|buscando|he buscado|googlee|googleando|investigue|investigando|lei sobre|leyendo sobre|mire como|mirando como|averigue|calcule|calculando|medi|midiendo) ~3 (como|cuanto|cuantas|cuantos|cual|donde|la altura|la dosis|formas|maneras|metodos)|(el|la|lo|cual es|cual seria|que) (mas rapido|mas rapida|menos doloroso|menos dolorosa|mas indoloro|mas indolora)|sin (sufrir|que duela|enterarme)|(deje|dejo|he dejado|dejare|voy a dejar|le deje|le dejo|le he dejado|les deje) (a )?(el|la|los|las|mi|mis) (gato|gata|gatos|perro|perra|perros|mascota|mascotas|canario|ninos|hijos|nena|nene) (con|a cargo de|en casa de)|(probe|probando|ensaye|ensayando) ~2 (la|el|con la|con el) (soga|cuerda|nudo|cuchila|navaja(?! (suiza|multiusos|de (camping|bolsilo|monte))>)|altura|pistola|arma)|(ate|atando|amare) (la|una) (cuerda|soga)|(hice|haciendo|practicando) (un|el) nudo|(ya )?(se|tengo claro|tengo pensado|lo tengo pensado|tengo decidido|elegi|escogi|he elegido|ya elegi) (como|cuando|donde|el sitio|el lugar|la fecha|el dia|la hora|el metodo|la forma)|(todo|ya todo|ya esta todo|esta todo|lo tengo todo|tengo todo) (esta )?(listo|preparado|planeado|organizado|decidido|pensado|calculado|atado|en orden)(?! (para|pa|de|del|en)>)|todo en orden|(ya )?(lo )?tengo todo( $$| (listo|preparado|pensado|decidido)(?! (para|pa|de|del|en)>))|(tengo|ya tengo|elegi|tengo elegid*|ya se) (el dia|la fecha|la hora|el sitio|el lugar|el metodo|la forma) y (el sitio|el lugar|la hora|el dia|la fecha|el metodo|la forma|como)|(ya )?tengo (las|mis) ${PILLS}( $$| aqui| guardadas| escondidas| preparadas| listas| contadas| juntas)|(no paro|no dejo) de pensar en (ela|elo|elas|elos|eso|tomarm*|tragarm*|usarla|usarlo)|(fui|subi|me subi|volvi|estuve|estaba|me quede|me asome|de pie|parada|parado|sentada|sentado) ~3 (al|a la|a las|a los|en el|en la|en las|en los|sobre el|sobre la|junto a) (cornisa|barandila|azotea|tejado|ultimo piso|puente|vias|anden|acantilado|precipicio|borde del (puente|edificio|anden|acantilado|tejado|balcon))|(en|dentro de) (mi|el) (cajon|armario|bolso|mochila|guantera|mesita|placard|ropero|mesita de luz)|(ya )?tengo ~2 (la|una|el|un) (soga|pistola|arma|veneno|matarratas|cuchila|cuchilas|navaja(?! (suiza|multiusos|de (camping|bolsilo|monte))>)|gilete)|(solo|ya solo|lo unico que) (me )?(falta|queda)|(no paro|no dejo) de (mirarla|mirarlo|mirarlas|mirarlos|tocarla|tocarlo|tocarlas|sacarla|sacarlas|contarlas)|(la|lo|las|los) (miro|toco|saco|cuento) (cada|todos|todas|a cada rato|todo el rato|todo el dia)|(viendo|mirando|medi|calcule|calculando|midiendo|comprobando|comprobe|averiguando|averigue|busque|buscando|googlee|googleando) ~4 (altura|cuantos pisos|(desde )?(que|cual) (piso|planta|altura))|(conte|cuento|he contado|contaba|volvi a contar|contando) (cuantas|cuantos) (me )?(quedan|quedaban|tengo|tenia|hay|habia|guardo|guarde)|debajo de (la|mi) cama|(ya )?(se|averigue|mire|busque|calcule|conozco|tengo apuntad[oa]) (a que hora|cuando|el horario (de|del)|los horarios (de|del)) (pasa|pasan|sale|salen|para|paran)? ~3 (tren|trenes|de carga|mercancias|metro|expreso|camion|camiones)|(me asome|me asomo|asomarme|me asomaba|me incline|me inclino|inclinarme) (por|a|al|sobre) (el |la )?(borde|barandila|cornisa|vacio|precipicio)|(aguantaria|aguanta|aguantara|aguantase|soportaria|soporta|soportara|resistiria|resiste|resistira|sostendria|sostiene) (mi peso|el peso de mi cuerpo|mis \\d+ kilos)|(las|lo|la|los) tengo (aqui|preparad*|a mano|listas|listos)|(hace|levo|levaba|paso|pase|estuve) (una hora|horas|un rato|rato|toda la noche|toda la tarde|dias|media hora|un buen rato) ~2 (mirandolas|mirandolos|mirandola|mirandolo|que (las|los|la|lo) (miro|estoy mirando|tengo delante|contemplo))|(las|los|la|lo) (estoy|estuve|sigo|me quede|me paso|me pase) ~2 (mirando|contemplando))`;
/** A time set, or a moment alone. */
const CUE_TIME = `(${DATE_TIME}|esa (misma )?noche|esa madrugada|ese (mismo )?dia|hoy mismo|hoy por la noche|hoy en la noche|hoy a la noche|esta misma noche|a la noche|(pronto|muy pronto|dentro de poco|en breve)(?! (lo|la|me|nos|te|hablamos|nos vemos)>)|en (unos|pocos|un par de|dos|tres|\\d+) dias|antes de (navidad|nochebuena|fin de ano|ano nuevo|mi cumpleanos|fin de mes|que (acabe|termine) (la semana|el mes|el ano)|que amanezca|el amanecer)|este finde|el finde|el fin de semana|la semana que viene|la proxima semana|el (mes|ano) que viene|al amanecer|antes del amanecer|de madrugada|en la madrugada|esta madrugada|(hoy|esta noche|manana) es (el dia|la noche)|esta es la noche|ha legado el dia|a las (una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)|a (la )?medianoche|por la noche|en la noche|manana temprano|(despues|luego) (del|de la|de) (trabajo|cena|boda|funeral|entierro|examen|fiesta|navidad|reyes|cumpleanos|cumple|juicio)|el dia (elegido|que elegi)|\\d+ de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))`;
/** Goodbyes, apologies, letters, giving away, putting affairs in order. */
const CUE_FAREWELL = `((es|era|sera|fue) (una|mi|nuestra) despedida|para (oirla|oirlo|oirles|oirlos|verla|verlo|verles|verlos|abrazarla|abrazarlo|abrazarles|abrazarlos|escucharla|escucharlo|oir su voz|ver su cara|despedirme) (por |una )?ultima vez|adios( a todos| a todas| mundo| a la vida| para siempre| mis amores| familia| $$)|chau a todos|chao a todos|hasta siempre|me despido( de todos| de todo| de ustedes| de vosotros| $$)(?! (en|de|del) ~2 (${PLACE}|curro|laburo|chamba|equipo|clase|grupo|fiesta)>)|despedirme de (todos|todo|mi familia|mis hijos|mi madre|mi padre|mama|papa|ustedes|vosotros|elos|mis amigos|mi gente|la vida|este mundo)|me despedi de (todos|todo|mi familia|mis hijos|mi madre|mi padre|mama|papa|mi gente|mis amigos)|mi despedida( $$| final| de (todos|este mundo|la vida))|(carta|cartas|nota|notas|mensaje|mensajes|video|videos) (de despedida|de adios|para despues|para cuando)|(carta|cartas|nota|notas) (a|para) ~2 (mis hijos|mi hija|mi hijo|mi familia|mi madre|mi padre|mama|papa|todos|mis padres|mi marido|mi mujer|mi pareja|mi hermana|mi hermano|cada uno|mi novio|mi novia|mis viejos|mi vieja|mi viejo|mis papas)|(escribi|he escrito|escribiendo|estoy escribiendo|deje|dejare|redacte|les deje|le deje|os deje) ~4 (una |unas |las |mi |mis |la )?(carta|cartas)(?! (de (motivacion|presentacion|recomendacion|queja|amor|reyes)|al|a la (empresa|universidad|banco))>)|(perdon|perdonadme|perdonenme|perdoname|perdonen|lo siento|lo lamento|disculpen|disculpadme) ~2 (por todo|por lo que voy|por irme|por hacerles|por haceros|por dejar|por el dolor|por ser (asi|una carga|como soy)|por no ser|a todos)|(regale|he regalado|regalando|estoy regalando|reparti|repartiendo|done|he donado) ~3 (mis cosas|todas mis cosas|mi ropa|mis libros|mi guitara|todo lo que tengo|mis pertenencias|mi gato|mi perro|mis joyas|mis plantas|mi coleccion|mis ahoros)(?! (vieja|viejas|viejos|usada|usadas|usados|de texto|del cole|de la facu|que ya no)>)|(que )?nadie (lore|sufra) por mi|no (loren|lores|loreis) por mi|(le|les) di (mi|mis) (gato|gata|perro|perra|cosas|ropa|libros|plantas)|(es|sera) (la|mi) ultima (vez que (escribo|escribire|me leen|me leeis|me lees)|entrada|carta|nota|pagina)|(cuiden|cuidad|cuida|cuida|ocupense|hagan cargo|haceos cargo) ~2 (de )?(a )?(mi|mis|mama|papa|la vieja|el viejo|los viejos|los ninos|las ninas|el gato|la gata|el perro|la perra)|cuidense mucho|cuidaos mucho|no (es|fue|sera) (tu|vuestra|su) culpa|no (es|fue|sera) culpa (de nadie|tuya|vuestra|suya|de ustedes|de vosotros)|(no te culpes|no os culpeis|no se culpen|no os sintais culpables|no se sientan culpables|no te sientas culpable)|(os|los|las) (quise|he querido|quiero|amo) (mucho )?a (todos|todas)|gracias por todo ~3 (adios|perdon|os quiero|los quiero|te quiero|hasta siempre)|(recuerdenme|recordadme|no me olviden|no me olvideis|acuerdense de mi)|(mis|las) contrasenas (estan|son|del|de mi|para)|deje (instrucciones|todo en orden|todo arreglado|todo dicho)|(borre|he borado|borando|elimine|eliminando) ~2 (mis|todas mis|todos mis) (cuentas|redes|perfiles)|(pague|saldando|salde|pagando|deje pagadas) ~2 mis deudas|cabos sueltos|(los|las|os|te) (voy a extranar|extranare|echare de menos|voy a echar de menos)|cuidense( $$)|cuidaos( $$)|(siempre )?(los|las|os|te) (voy a querer|querre|amare) (siempre|para siempre)|(este es )?mi adios|no (esten|esteis|estes) tristes|sean felices|sed felices|mi ultima voluntad|(deje|dejare|escribi|he escrito|estoy escribiendo) ~2 (una|la|mi) nota (para|a) (mis|mi|todos|mama|papa)|(deje|dejo|dejare|les deje|os deje|tengo) todo (escrito|preparado|organizado|listo|pagado|arreglado) (para|a) (mis hijos|mi familia|elos|vosotros|ustedes|cuando|despues|mis padres|mi marido|mi mujer|mi pareja)|(mis|las) cenizas|que me (entieren|incineren|creman|cremen)|(mi|el) seguro de vida|la poliza|mis ahoros (son|para|quedan|se los)|mis cosas (son|para|quedan|se las|se los)|(quedense|quedate|quedaos) con (mis|mi) (cosas|ropa|libros|gato|perro|gata|perra|dinero|ahoros)|(dile|diganle|decidle|decile|digale|decirle|decile) ~3 que ~3 (la|lo|los|las|le|les) (quiero|quise|amo|ame|perdone|queria|quiere|ama|adoro|adoraba)|no (se|te|os) (culpe|culpen|culpes|culpeis|sienta culpable|sientan culpables)|(esto |todo esto )?(lo decidi yo|fue mi decision|es mi decision|fue decision mia|lo elegi yo)( sola| solo| misma| mismo| $$)|(espero (que|q|k)|^^ (que|ojala|ojala que)) (algun dia )?(me )?(perdonen|perdoneis|perdones|entiendan|entendais|entiendas|comprendan)|(se )?que (no )?(me )?(van a|vais a) (odiar|entender|perdonar)|no me (busquen|busqueis|busques)|fue (un placer|bonito|lindo) (conocerlos|conoceros|conocerte)|gracias por (haber estado|estar siempre|todo lo que)|(los|las|os) amo a (todos|todas)|chau( $$| a todos| para siempre| mundo)|(les|os|te) deje (una carta|una nota|todo|mis cosas)|(nos vemos|nos veremos|te vere|os vere) (en el cielo|al otro lado|en el otro mundo|alla arriba|en otra vida)|(cuando|si) ~2 (leas|leais|lean|lees|leen|encuentren|encontreis|encuentres|encuentras|encuentran) esto|(no|nada) ~3 (fue|es|sera|ha sido) culpa (tuya|vuestra|suya|de nadie|de ustedes|de vosotros)|(te|os|los|las) (quise|he querido|ame|adore) (mas que a nada|con toda mi alma|muchisimo|tanto|con locura)|^^ (perdonenme|perdonadme|perdoname|perdon)( de verdad| por favor| todos| a todos| mama| papa)?( $$)|(que )?(cuide|cuiden|cuides) (a|de) ~1 (mi|mis|mama|papa|los ninos|las ninas|el gato|la gata|el perro|la perra)|(que )?(cuide|cuiden|cuides|cuidara|cuidaran|se ocupe|se ocupen|se haga cargo|se hagan cargo) (de|del|de la|de los|de las|a|al|a la|a los|a las) (mi |mis )?(pero|perra|perito|perita|gato|gata|gatos|gatito|gatita|canario|pajaro|periquito|perico|loro|conejo|hamster|tortuga|peces|pececito|mascota|mascotas|plantas)|(ordene|he ordenado|ordenando|organice|he organizado|puse en orden|he puesto en orden|deje en orden|he dejado en orden) ~4 (los |mis |las |la |el )?(papeles|documentos|cuentas|asuntos|escrituras|escritura|testamento|seguros)|sin que (supieran|supiera|sepan|sepa|nadie supiera|se dieran cuenta|se diera cuenta) (por que|que era|que es|de que|lo que)|me despido (de este diario|de ti diario|querido diario|de esta libreta|de estas paginas)|(regale|he regalado|regalando|estoy regalando|reparti|repartiendo|done|he donado|le di|les di|le deje|les deje|te dejo|te deje|os dejo|le dejo|les dejo) ~6 (la|el|los|las|mis|mi) (play|consola|playstation|guitara|bici|bicicleta|portatil|ordenador|compu|computadora|libros|discos|vinilos|joyas|anilos|plantas|coleccion|camara|ropa favorita)(?! (vieja|viejos|viejas|usada|usadas|usados|de texto|que ya no)>)|(diciendole|diciendoles|decirle|decirles|le dije|les dije) ~2 que (la|lo|los|las|le|les) (amo|quiero|quise|ame|adoro) ~~6 (que )?(cuide|cuiden|me perdone|me perdonen|no (se )?culpe|no (se )?culpen))`;
/** Something ending for good. */
const CUE_FINALITY = `(a tiempo(?<=(nadie|no) ~2 (se va a dar cuenta|se daria cuenta|se de cuenta|lo va a notar|va a legar|legara|legaria|me va a encontrar|me encontrara|me encontraria) a tiempo)|para siempre|por siempre|eternamente|de una vez por todas|de una vez para siempre|por ultima vez|una ultima vez|(mi|esta|este) (ultima|ultimo) (noche|dia|entrada|mensaje|carta|pagina|adios|deseo|post)(?! (en(?! (este mundo|esta vida|la tierra|vida)>)|de (trabajo|clase|clases|vacaciones|curro|chamba|pega|laburo)|del (ano|curso|mes)|laboral|trabajando|como|libre)>)|nunca mas( $$| me | nos | volvere| volvereis| volveran| me vereis| me veran| tendran| tendreis)|no volvere( $$| a (veros|verlos|verte|despertar))|no (me volvereis|me volveran) a ver|no me (vais|van) a ver mas|ya no (estare|voy a estar)|no (estare|voy a estar) (aqui|mas)|cuando (yo )?(ya )?no este( $$| aqui| entre)|(despues de|tras) (mi muerte|mi partida|que me vaya|que me haya ido)|sin mi( $$| todos| estarian| seran| serian| vivirian| estaran| les| os| la vida| todo)|(se acabo|se termino|todo termino|todo se acabo|todo acaba|todo acabara|todo terminara|todo se acabara|se acabara todo|se acaba todo|ya no hay vuelta|hasta aqui|hasta aca)( $$| ya| todo| para mi| de todo| hoy| esta noche| manana| pronto)|sera el fin|es el fin|este es el fin|mi final|el fin $$|punto final|no hay vuelta atras|sin vuelta atras|no (tenga|tiene|haya|tendra) vuelta atras|no (va a haber|habra) mas (paginas|entradas|notas|posts|mensajes|dias|mananas)|no hay marcha atras|hasta aqui (legue|he legado)|no (necesitare|voy a necesitar|me hara falta|me haran falta|los necesitare|las necesitare|lo necesitare|la necesitare)|ya no (los|las|lo|la) (voy a|vaya a) (usar|necesitar|ponerme) mas|ultima (entrada|carta|nota|pagina|vez que escribo)|(es|sera|que sea) la ultima vez|(les|os|te) dejo (todo|mis cosas|lo que tengo)|ya no (lo |la |los |las |te |os )?(voy a poder|podre) (cuidar*|ver*|estar)|me voy (tranquila|tranquilo|en paz)( $$)|todo (va a|se va a) (terminar|acabar)|(hoy|esta noche|manana) es (el dia|la noche)( $$| ya| y)|(ha legado|lego) (el dia|la hora|el momento)( $$)|(no voy a|no vais a|no van a) (fallar|salvarme)|no (fallare|fale esta vez)|lo hare bien|nadie (me va a|me podra|podra) (salvar|encontrar)|nadie me (salvara|encontrara)|no me (van a|vais a) (salvar|encontrar)|(ya )?(falta|queda) poco( $$| para que (todo|esto) (acabe|termine|se acabe|se termine))|no voy a volver( $$)|no (pienso|quiero|voy a) (volver|regresar)( $$| nunca| jamas| mas)|(y|para|sin) no volver( $$| nunca)|sin volver( $$| nunca)|(sera|es|ha legado|lego) el momento( $$)|ya no (voy a ser|sere) (un problema|una carga|un estorbo|una molestia)|descansar por fin|por fin (descansare|sere libre|estare en paz|se acabara|se acaba todo)|no me queda(n)? nada (pendiente|por hacer|que hacer|por arreglar|por decir) (en este mundo|en esta vida|antes de irme|antes de partir)|ya no dolera|ya no sufrire|(al menos|por lo menos|asi) (se acabaria|se terminaria|acabaria|terminaria|dejaria) ~2 (el dolor|todo|el sufrimiento|de sufrir|de doler)|dejare de sufrir|ya no (sentiria|sentire|sufriria|doleria|tendria que sentir|tendre que sentir) (nada|mas))`;
/** Being a weight on the others, their lives better without the writer. */
const CUE_BURDEN = openingNotAfter(
  MINE,
  `((soy|me siento|sentirme|siendo|ser|solo soy|no soy mas que|no soy nada mas que|me he convertido en|me converti en) (una |un )?(carga|estorbo|lastre|peso muerto|parasito|parasita|molestia)|(soy|solo soy|no soy mas que) (el |un |una )?(problema|molestia)( $$| para (todos|mi familia|mis padres|mis hijos|elos|los demas|todo el mundo))|(una|la) carga (para|de|en la vida de) ~2 (todos|todo el mundo|mi familia|mis hijos|mis padres|mi madre|mi padre|mi marido|mi mujer|mi pareja|elos|los demas)|(mejor|mas felices|mas tranquilos|mas tranquilas|mas libres|mas faciles|mas facil|mejor que nunca|en paz|tranquilos|felices|libres) sin mi|sin mi ~4 (estarian|estaran|serian|seran|vivirian|viviran|les iria|les ira|podrian|podran|tendrian|tendran|todo seria|todo sera|todo iria|estaria|seria)|(estarian|vivirian|serian|les iria|estaria|seria) ~2 (mejor|mas felices|mas tranquilos|en paz|libres) ~3 si (yo )?(no estuviera|no existiera|no existo|no estoy|no hubiera existido|no hubiese existido|desapareciera|desaparezco|me muriera|muriera|no hubiera nacido|me fuera|no estuviese|ya no estuviera)|conmigo (muerta|muerto|fuera)|si (yo )?(ya )?no (estuviera|existiera|estuviese|existiese)|si (yo )?(desapareciera|me muriera|me quitara de en medio|no hubiera nacido)|si (yo )?(faltara|faltase|llegara a faltar)(?! (a|al|un|una|dinero|tiempo|de)>)|(solo|siempre) (causo|doy|traigo|les doy|les traigo|les causo|genero) (problemas|disgustos|dolor|sufrimiento|preocupaciones|gastos)|(no hago mas que|lo unico que hago es) (molestar|estorbar|causar problemas|dar problemas)|(solo|nomas|solamente) (estorbo|molesto)( $$| a todos| a todo el mundo| en esta casa)|(les|le) (arruino|arruine|he arruinado|destrozo|destroce|he destrozado|jodo|jodi|amargo|amargue|complico|estoy arruinando|estoy destrozando|estoy jodiendo|estoy amargando|estoy quitando|robo|estoy robando) (la vida|los mejores anos|sus mejores anos|la juventud|la existencia)|(arruinarles|arruinarle|amargarles|amargarle|complicarles|destrozarles|joderles) la vida|(les|le) cuesto (dinero|plata|un monton|mucho|demasiado)|(les|le|os|te) (estorbo|hago sufrir|hundo|arrastro|estoy hundiendo)|(sufren|sufre|lo pasan mal|lo pasa mal) por (mi|mi culpa)|un (alivio|respiro|descanso) para (todos|elos|mi familia|vosotros|ustedes)|(se quitarian|les quitaria|os quitariais|le quitaria) (un|ese) peso|(soy|solo soy) (un gasto|un peso|una preocupacion constante)|un peso (para|en la vida de) ~2 (todos|elos|mi familia|mis padres|mis hijos)|me tienen que (mantener|aguantar|soportar)|(me|nos) (soportan|aguantan|quieren) por (pena|lastima|obligacion)|no merezco ~2 (su amor|a mis hijos|a mi familia|que me quieran|vivir|estar aqui|estar viva|estar vivo)|(se libraran|se van a librar|se libren|librarse|librarlos|por fin se libran) de mi|(dejare|dejar) de (molestar|ser una carga|ser un problema|estorbar)( $$| a todos| para siempre)|(ya no|pronto no) (voy a ser|sere) (un problema|una carga|un estorbo|una molestia)|(ya )?no (los |les |os |te |la |lo )?(voy a )?molestar mas|no molestare mas|arruino (la vida de|las vidas)|(sobro|estoy de mas)( $$| en (este mundo|esta vida|esta familia|esta casa|todos lados|todas partes|todo)| aqui| para todos)|(si (me voy|me muero|desaparezco|no estoy|me fuera|me muriera|desapareciera)) ~6 (nadie (va a |iba a )?(sufrir|sufriria|sufrira|lorar|loraria|lorara)|(se van a quedar|se quedarian|quedarian|quedarán|estarian|van a estar) (aliviados|aliviadas|tranquilos|tranquilas|en paz|mejor|libres))|(les|le|os|te) (estoy )?(chupando|chupo|robando|robo|quitando|absorbiendo|consumiendo|comiendo) (la vida|la energia|el dinero|la plata|los ahoros|todo)|(se gastan|gastan|se gasta|gasta|gastando|se estan gastando) ~4 (plata|dinero|pasta|ahoros|sueldo) ~4 (en mi|por mi|en mis|conmigo)|todo lo que toco lo (rompo|arruino|destrozo|estropeo|jodo)|desperdicio de (espacio|aire|oxigeno)|(se merecen|merecen) (algo mejor|a alguien mejor|una madre mejor|un padre mejor|una hija mejor|un hijo mejor)|(liberarlos|liberarles|liberarlas|librarlos|librarles)|(les|le) haria (un )?favor|un favor a todos|(nadie|ninguno|ninguna) (me )?(echaria|echara|va a echar) de menos|nadie me (extranaria|extranara|va a extranar)|nadie (notaria|notara|se daria cuenta|se dara cuenta|lo notaria|se va a dar cuenta|lo va a notar|va a notar|me va a extranar|me va a echar de menos)( $$| ~2 (si|que|mi))|quitarme (de en medio|del medio)|(no )?(deberia|debi|tendria que) (no )?haber nacido|ojala no hubiera nacido|por mi culpa (sufren|estan mal|lo pasan mal|todos sufren)|(deuda|deudas|problema|problemas) ~2 (acaba|acaban|acabaria|termina|terminan|terminaria|muere|mueren|moriria|se va|se van|se iria|desaparece|desaparecen|desapareceria) (conmigo|con migo))`,
);
/** Where people cut, burn or mark themselves, hidden under clothes. */
const SKIN =
  '(brazo|brazos|antebrazo|antebrazos|pierna|piernas|muslo|muslos|muneca|munecas|piel|barriga|panza|tripa|abdomen|estomago|pecho|tobilo|tobilos|caderas|cadera|hombro|hombros|costilas|ingle|pantorila|pantorilas)';
/** Wounds the writer makes: cuts, burns, blows, the blade. */
const CUE_WOUND = `((cortarme|cortandome|me (corto|corte|cortaba|he cortado|estoy cortando|volvi a cortar|he vuelto a cortar|vuelvo a cortar|volvere a cortar|sigo cortando|hice cortes|hago cortes|hice un corte|hago un corte))(?! (el|la|las|los|un|una|mi|mis|con|cocinando|pelando|afeitandome|sin querer|al|en la cocina)>)|(me (corte|corto|cortaba|hice cortes|hago cortes)|cortarme|cortandome) (los|el|las|la|en el|en la|en los|en las|mis) (brazo|brazos|muslo|muslos|muneca|munecas|pierna|piernas|piel|abdomen|barriga|tripa|cadera|caderas|antebrazo|antebrazos|tobilo|tobilos)|(cortes|cortecitos|rayas|rayitas|rayones|tajos|tajitos|heridas) (en|de) (los|mis|el|mi|las|la) (brazo|brazos|muslo|muslos|muneca|munecas|pierna|piernas|piel|antebrazo|antebrazos)|(cortes|heridas|quemaduras|cicatrices) (nuevos|nuevas|frescos|frescas|profundos|profundas|recientes|abiertas|abiertos)|mis cortes|mis cicatrices(?! (de|del) (acne|la operacion|la cesarea|operacion|cesarea|la varicela|varicela)>)|la cuchila|las cuchilas|una cuchila|cuchilas del sacapuntas|hoja de afeitar|hojas de afeitar|la gilete|una gilete|la hojita|(el |un |mi |del )?sacapuntas|(brazos|piernas|muslos|munecas) ~2 (lenos|lenas|cubiertos|cubiertas) de (cortes|cicatrices|marcas|heridas|quemaduras)|me (hago|hice|hacia|he hecho) (heridas|cortes|quemaduras|marcas) ~3 (a proposito|yo misma|yo mismo|con|en)|(marcas|moratones|moretones|rasgunos|aranazos|heridas) (en|de) (los|mis) (brazos|piernas|muslos|munecas)|manga larga ~4 (tapar|esconder|que no vean|cortes|marcas|cicatrices)|(tapar|taparme|esconder|esconderme|ocultar|ocultarme|disimular|que no vean|que no se vean) (los|mis|las) (cortes|marcas|cicatrices|heridas|costras|quemaduras|moratones|moretones)|(el dolor|sangrar|ver sangre|ver la sangre|cortarme) (me )?(calma|alivia|tranquiliza|ayuda)|me (arranco|arancaba|arranque) (el pelo|mechones|la piel|las costras)|(hasta|para) (sangrar|hacerme sangre|sacarme sangre|ver sangre|que sangr*|que saliera sangre)|sangre (en|por) (mis|los|el|la|las) (brazos|brazo|muslos|muslo|piernas|munecas|sabanas|lavabo)|(quemarme|me quemo|me queme|me he quemado|me quemaba) ~3 (con )?(el |un |la |una )?(mechero|encendedor|cigaro|cigarilo|plancha|ceri*|fosforo|vela)|(golpearme|golpeandome|me golpeo|me golpee|me doy golpes|me di golpes|me daba golpes|dandome golpes|dandome cabezazos|me doy cabezazos) ~3 (la cabeza|contra|punetazos|a mi misma|a mi mismo|en la cabeza|hasta)|(me pego|me pegue|pegarme|me pegaba) (cabezazos|punetazos|golpes|(contra|en|con) (la|el) (pared|puerta|suelo|espejo))|(sangraron|sangran|sangrando|ensangrentados|rotos|en carne viva) ~2 (los|mis) nudilos|(los|mis) nudilos (sangrando|ensangrentados|rotos|en carne viva)|(aranarme|me arano|me arane|rasgunarme|me rasguno|me rasgune|pelizcarme|me pelizco|morderme|me muerdo|me mordi) ~3 hasta ~2 (sangr*|hacerme sangre|herida|heridas|dejarme marcas|marcas|moratones|moretones|moretes|cardenales|hacerme dano)|(hacerme dano|me hago dano|me hice dano|me he hecho dano|lastimarme|me lastimo|me lastime|hacerme mal|me hago mal)(?! (jugando|en el|al caer|sin querer|entrenando|en la|con la|haciendo|con el|corriendo|en los|en las)>)|autolesi*|auto lesi*|autodano|self harm|selfharm|(castigarme|me castigo|me castigue) (fisicamente|con dolor|con golpes|con cortes|haciendome dano)|(necesitaba|necesito|queria|quiero|merezco|tenia que|tengo que|debo|debia) castigarme( $$| otra vez| de nuevo)|(le )?(di|daba|doy|dando|pegue|pegaba) (punetazos|golpes|cabezazos|patadas|punos) (a|contra) (la|el) (pared|puerta|espejo|armario|suelo) ~6 (sangr*|nudilos|hinch*|abrieron|rompi|me dolio|dolor)|(abrieron|abrian|rompieron|partieron|reventaron|sangraban|sangraron|pelaron|hincharon) ~2 (los|mis) nudilos|(merezco|necesito|quiero|queria|necesitaba) (sentir )?(el |ese )?dolor fisico|(merezco|me merezco) (el dolor|sufrir|que me duela|el castigo)|que me doliera|me (clave|clavo|clavaba|he clavado|volvi a clavar|vuelvo a clavar|estoy clavando) ~2 (tijeras|tijera|cuchilo|navaja|lapiz|boligrafo|compas|aguja|agujas|alfiler|alfileres|unas|cuter|tenedor|cuchila|vidrio|cristal)(?! ~4 (sin querer|cocinando|por accidente|jugando|trabajando)>)|${EMOJI.blood}|${EMOJI.blade})`;
/** Something back again. */
const CUE_AGAIN = `(otra vez|de nuevo|nuevamente|una vez mas|(volvi|vuelvo|he vuelto|volver) a(?! (casa|mi casa|la casa|mi pais|mi tiera|mi pueblo|mi ciudad|el pais|el pueblo|la ciudad|espana|ucrania|cuba|mexico|clase|clases|la escuela|el colegio|la uni|el trabajo|trabajar|estudiar|ver(te|la|lo|los|las|nos)?)>)|he recaido|recai|recaida|recaidas|recaer|recayendo|han vuelto|ha vuelto|volvieron|volvio|vuelven|vuelve|estan volviendo|esta volviendo|regresaron|regresan|han regresado|como la ultima vez|como antes|como aquela vez|como la otra vez|esta vez|la segunda vez|por segunda vez|por tercera vez|otro intento|otra recaida|todo de nuevo|(rompi|perdi|se acabo) ~2 (la|mi) racha|(el|mi) contador (a|en) cero|(\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios) (dias|semanas|meses|anos) (limpia|limpio|sin (cortarme|hacerlo|autolesionarme|hacerme dano|intentarlo))|llevaba ~3 (dias|semanas|meses|anos) sin)`;
/** An earlier attempt and what came after it. */
const CUE_ATTEMPT = `((mi|el|del|aquel|primer|segundo|ultimo|anterior) intento(?! (de(?! (19|20)\\d\\d>)|por|a|en|fallido de|frustrado de)>)|intento de (suicidio|quitarme|matarme|acabar con)|intentos de (suicidio|quitarme|matarme)|tentativa|(intente|trate de|intentaba|he intentado|habia intentado) ~2 (matarme|suicidarme|quitarme la vida|ahorcarme|colgarme|tirarme|envenenarme|cortarme las venas|morir|acabar con (todo|mi vida))|(la vez que|desde que|despues de que|la ultima vez que|la primera vez que|la otra vez que) lo (intente|intentaba)|(lavado de estomago|lavado gastrico|me lavaron el estomago)|(desperte|me desperte|amaneci) ~2 en (el hospital|urgencias|la uci|cuidados intensivos)|me (ingresaron|internaron) ~3 (psiquiatria|psiquiatrico|la uci|salud mental)|(me reanimaron|me encontraron (a tiempo|inconsciente|tirada|tirado|sin sentido)|me encontro (a tiempo|inconsciente|tirada|tirado))|(sobrevivi|sali con vida|sali viva|sali vivo) ~3 (la sobredosis|a la sobredosis|la caida|el intento|al intento|la primera vez|de milagro|por poco)|(la ultima vez|la otra vez|aquela vez|la primera vez|esa vez) ~3 (me salvaron|me encontraron|me rescataron|sobrevivi|me levaron al hospital|me levaron a urgencias)|no funciono (la ultima vez|la otra vez|la primera vez|aquela vez)|(fale|fracase|me sali) (la ultima vez|la otra vez|la primera vez|aquela vez|en el intento)|me (colgue|ahorque|tire|corte las venas|envenene) ~6 (me (cortaron|bajaron|descolgaron|sacaron|salvaron|encontraron|rescataron)|a tiempo))`;
/** No way out, no future, no sense, in the writer's own life. */
const CUE_HOPELESS = `((ya )?no sirvo (para|pa) nada|(soy|me siento) (un|una) (inutil|fracasad*|fracaso)( $$| total| de persona| en todo)|(no veo|no hay|no tengo|no me espera) nada (delante|por delante|adelante)|no (hay|habra|existe) (un )?manana( $$| para mi| ya)|(ya )?no espero nada( $$| de la vida| de nadie| de nada| ya| mas)|(ya )?no (me )?queda nada (que|q|k) me (ilusione|haga ilusion|motive|alegre|haga feliz|de fuerzas)|(ya )?nada me (ilusiona|hace ilusion)|(para que|de que sirve|que sentido tiene|pa que) (me levanto|sigo|sigo aqui|sigo viva|sigo vivo|vivo|existo|lucho|me esfuerzo)(?! (temprano|tan temprano|a las|si hoy|en (el|la|esta|este)>))|(no tengo|no hay|no veo|no le veo|sin|no encuentro|no le encuentro|no hallo|no le hallo) (ninguna )?salida( $$| a esto| a nada| ya| para mi| de esto| de este| de esta| posible| de verdad| en serio| por ningun lado| por ninguna parte)|(esto|nada|mi vida|la vida|lo mio|mi situacion|mi caso|todo) no (va a|ira a|vaya a|puede) (cambiar|mejorar|ir mejor|estar bien|arreglarse) (nunca|jamas)|no (veo|se|encuentro) (como|por donde|la manera de|la forma de) salir( $$| de (esta|este|aqui|esto|ahi) ~1 (pozo|agujero|hoyo|oscuridad|infierno)?( $$))|(estoy en|toque|he tocado) el fondo del pozo|^^ (ya )?(me rendi|me he rendido|me rindo)( $$)|(no tengo|sin|no veo) (ningun )?futuro( $$| ya| para mi| ninguno| alguno)|no hay futuro para mi|(no tengo|sin|no hay|he perdido|perdi|ya no tengo|no me queda) (ninguna |la |toda )?esperanza( $$| ya| alguna| ninguna| de nada| en nada| en la vida| para mi)|(no tengo|no le veo|no encuentro|no le encuentro|no le hallo|no hallo|sin) (ningun |ninguna )?(sentido|razon|motivo|razones|motivos) (a |para |de )?(vivir|seguir viviendo|seguir|la vida|mi vida|existir|levantarme)|nada tiene sentido|ya nada tiene sentido|(la|mi) vida no tiene (ningun )?sentido|no tiene sentido (seguir|vivir|nada|levantarme|despertar*)|(he perdido|perdi|sin|ya no tengo|no me quedan|no me queda) (las |la )?(ganas de vivir|ganas de seguir|ganas de nada)|(nada|nunca|jamas) ~2 (va a|ira a|vaya a|podra) ~1 (mejorar|cambiar|ir mejor|estar bien)( $$| nunca| jamas| para mi| en mi vida)|nunca (voy a|vaya a|podre|vamos a) (ser feliz|estar bien|salir de (esta|este|aqui) ~1 (pozo|agujero|hoyo|oscuridad|infierno|mierda|situacion|vida)?|mejorar|curarme|recuperarme)|(el dolor|este dolor|este infierno|esta pesadila|este sufrimiento|esta tortura|el sufrimiento) (no|nunca) (se acaba|termina|acaba|va a acabar|va a terminar|tiene fin)|(para que|de que sirve|que sentido tiene) (seguir|vivir|existir|levantarme|seguir luchando|seguir viviendo|seguir intentando|seguir intentandolo|intentarlo|seguir probando|seguir tratando|seguir remando)( $$| asi| si)|(no|ni) se (para que|por que) (sigo|vivo|existo|me levanto)( $$| aqui| aca| viva| vivo)|nada por lo que (vivir|seguir|luchar)|(nada|nadie) (me )?(puede|podra|va a poder) (ayudar|salvar)(me)?( $$| ya)|no tengo (remedio|arreglo|salvacion)|(soy|es) un caso perdido|(me he rendido|me rindo|me rendi|rendirme|tirar la toalla|tire la toalla) ~1 (con todo|de todo|del todo|con la vida|con mi vida|con vivir)|no puedo seguir viviendo|no aguanto (mas esta|esta) (vida|existencia)|(es|ya es) demasiado tarde para mi|no merece la pena (nada|vivir|seguir)|nada (vale|merece) la pena|la vida no vale la pena|(la vida|mi vida) (es|se ha vuelto) un infierno|todo esta perdido|(ya )?nada (me )?importa( $$| ya)|todo es inutil|(todo|nada|mi vida|esto) va a (seguir|ser|estar) (igual|asi)( $$| siempre| para siempre| de mal| de mierda| de gris| hasta que me muera| hasta el final| hasta el fin)|(callejon|pozo|agujero) sin (salida|fondo)|(esto|mi vida|lo mio|mi caso) no tiene (arreglo|solucion|remedio)|(siempre|todo) va a ser (igual|asi)( $$| siempre| para mi)|(ya )?no hay nada que hacer( $$| conmigo| por mi)|no veo (ninguna )?luz|no hay luz (al final|para mi)|(cansada|cansado|harta|harto|me canse|agotada|agotado) de luchar(?! (con|contra|por|para)>)|(deje|ya no quiero) (de )?luchar|no vale la pena luchar|(intente|probe|he probado|he intentado) ~6 (todo|de todo)(?! (para|contra|con)>) ~4 (nada|no funciona|no sirve|sigo igual|no cambia nada|sigo en las mismas)|no voy a salir de esta|no salgo de (este|esta) (pozo|agujero|oscuridad)|no (tengo|me quedan) fuerzas para (nada|seguir|vivir|luchar)|(vivir|la vida|existir) me (pesa|duele|cuesta demasiado|agota)|me (pesa|duele) (vivir|la vida|existir)|no hay nada que me haga (querer )?(seguir|vivir|levantarme)|no me queda nada( por lo que| para vivir| en la vida| $$)|(muy|demasiado|tan) (viejo|vieja|mayor|solo|sola|cansado|cansada|roto|rota|enfermo|enferma)( y (muy |demasiado |tan )?(viejo|vieja|mayor|solo|sola|cansado|cansada|roto|rota|enfermo|enferma))? para seguir( $$| viviendo| aqui| en este mundo| adelante))`;
/** A dose question: how many, how much, lethal, all at once, with alcohol. */
const CUE_DOSE = `(cuantas|cuantos|cuanta|(?<! en )cuanto(?! (tiempo|antes|mas|menos|me quieres|te quiero|pago|pagar|pagamos|cuesta|cuestan|debo|gano|cobro|cobran|sale)>)|que cantidad|dosis|letal|letales|mortal|mortales|(?<! (relacion|relaciones|epoca|persona|personas|gente|ambiente|amistad|amistades|familia|pareja|ex|jefe|jefa|novio|novia|madre|padre|trabajo|grupo|entorno|positividad|masculinidad)( (mas|muy|tan|super|re|bien))? )(toxica|toxico)|sobredosis|todas de golpe|de golpe todas|todas juntas|todas a la vez|de un trago|(con|y) (el |la )?(alcohol|vino|vodka|cerveza|birra|whisky|ron|ginebra|tequila|fernet|pisco|mezcal|aguardiente|licor|cubata|calimocho|vermut)|(me )?(despierto|despertaria|despertare|levantaria) o no|mezclad*|mezclar|mezclarlas|mezclarlos|\\d+(mg|g)|\\d+ (mg|miligramos|gramos|g)|miligramos|(la caja entera|el bote entero|el blister entero|el frasco entero|todo el frasco|toda la caja)(?! (de|del)>)|suficientes? para|hacen falta para|hace falta para|haria falta|harian falta|para no despertar|te mata|matan|mata a|mata $$|en cantidad|que pasa si (me )?(tomo|trago|bebo|mezclo)|que me pasaria si (me )?(tomo|trago|bebo|mezclo)|es mortal|son mortales|para que (sea|resulte) (mortal|letal|efectivo|seguro))`;

/**
 * What a screening question asks about (a nurse, a GP, a friend, a hotline, PHQ-9 item 9): dying,
 * killing or hurting oneself, being better off dead, one's safety.
 */
const SCREEN_TOPIC =
  '(suicid*|desaparecer|dejar de existir|(me (queria|iba a|habia querido)|te (quieres|queres|querias|vas a|ibas a|has querido)|se (queria|quiere|iba a|va a)) (matar|suicidar|morir|quitar la vida|hacer dano|cortar|lastimar)|matarme|matarte|matarse|morir|morirme|morirte|morirse|quitarme la vida|quitarte la vida|quitarse la vida|acabar con (mi|tu|su) vida|hacerme dano|hacerte dano|hacerse dano|danarme|herirme|lastimarme|lastimarte|lastimarse|cortarme|cortarte|me (cortaba|cortaria|corto|lastimaba|autolesionaba|hacia dano|queria morir|queria matar)|hacer dano|hacer mal|lastimar|cortar|autolesi*|pensamientos|ideas|ideacion|seguridad|a salvo|(mejor|estaria|estarias|estaria mejor|estarias mejor) (muerta|muerto)|la muerte|dejar de vivir|no despertar)';
/**
 * An answer that discloses now: yes (unless it is "yes, years ago"), a nod, the truth, a lie, no
 * answer at all but tears or silence, a frequency ticked on the questionnaire. Read within the next
 * sentence or so, it lifts the question's mask, so that what was asked is read as said.
 */
const ANSWER_NOW = `((le |les )?(dije|conteste|respondi|admiti|reconoci|confese|solte)( que)? (si|a veces|bastante|mucho|muchas veces|todos los dias|casi todos los dias|cada dia|cada noche|un poco|mas de lo que)(?! ~3 (pero )?(hace|antes|de (joven|nina|nino|adolescente|pequena|pequeno|chica|chico)|en (la|mi) (adolescencia|juventud|infancia)|cuando (era|tenia|estaba|vivia)|ya no|ya paso|en el pasado|en otra epoca|en otros tiempos)>)|(le |les )?(dije|conte|confese) (toda )?la verdad(?! ~2 (no|que no|nunca|jamas|para nada|ni)>)|asenti|dije que si con la cabeza|(movi|mueve|asenti con) la cabeza|(le |les )?menti|era mentira|no era verdad|no (pude|supe|podia|sabia|fui capaz de|me atrevi a|me salio) (contestar|responder|decir nada|hablar|que (decir|contestar|responder))|no (le |les )?(conteste|respondi|dije nada)|me quede (calada|calado|en silencio|muda|mudo|sin palabras|helada|helado)|(me puse a|solo|empece a|rompi a|me eche a) lorar|^^ (solo )?lore|cambie de tema|(la verdad|sinceramente|honestamente|para ser (sincera|sincero)) (es )?(que )?si( $$| a veces| quiero| lo pienso| lo he pensado| mucho| bastante| todos los dias)|marque(?<! en (lo|la|el) (de|del|de la)( [^ ${BARRIER}]+){1,2} marque) (varios dias|mas de la mitad|casi todos|casi cada|la mayoria|que si|si|un [123]|el [123]|[123])|^^ si( $$| a veces| mucho| bastante| todos los dias| cada dia| casi todos| cada noche| lo pienso| lo he pensado| quiero| pienso))`;
/** Everyday irritants of a hyperbole: the heat, the traffic, a queue, the paperwork. */
const IRRITANT =
  'calor|calorazo|calorina|bochorno|canicula|ola de calor|\\d+ grados|humedad|trafico|tranco|trancon|tranque|atasco|embotelamiento|taco|cola|fila|burocracia|papeleo|tramite|tramites|obras|wifi|internet|aire acondicionado|resaca|guayabo|guayabazo|cruda|crudota|chuchaqui|ratonazo';
/** Up to eight words between, none of them the writer's life or everything. */
const IRRITANT_GAP = `(?:(?! (vida|vivir|existir|existencia|todo|nada|nadie|sola|solo|familia|cabeza|mente|alma|yo)>) [^ ${BARRIER}]+){0,8}`;
/** Unless the writer says it is meant: "no es broma", "en serio". */
const NOT_A_JOKE =
  '(?! ~4 (no es broma|no es chiste|en serio|enserio|de verdad|posta|neta|literal)>)';
/** The question is masked unless such an answer follows. */
const UNLESS_ANSWERED_NOW = `(?! ~~14 ${ANSWER_NOW})`;

/**
 * What people say in jest, when laughter follows or leads ("me quiero morir jajaja", "ya no tengo
 * ganas de vivir jaja" after a lost final).
 */
const JOKED =
  '(me quiero morir|quiero morirme|me muero|me quiero matar|me queria matar|me quise matar|quiero matarme|me voy a matar|me mato|matenme|me quiero suicidar|me suicido|me quiero cortar las venas|me corto las venas|cortarme las venas|me (quiero pegar|voy a pegar|pego) un tiro|pegarme un tiro|me (quiero tirar|queria tirar|quise tirar|queria lanzar|tiro|voy a tirar|tiraria|tirare|lanzo|voy a lanzar|quiero lanzar|lanzaria|aviento|voy a aventar|arrojo|tiraba|lanzaba) (por|de|del|desde|al|a la) (el |la |los |las |un |una )?[^ ${BARRIER}]+|me quiero colgar|me cuelgo|me queria morir|(ya )?no (tengo ganas de|quiero) (vivir|seguir viviendo|existir)|quiero desaparecer|me quiero ir de este mundo)';

/**
 * Being with the dead for a moment, in a dream, once more: grief's wish to see them, not to die
 * ("quisiera estar con ella otra vez, aunque sea un ratito en sueños").
 */
const A_MOMENT_WITH =
  '(aunque sea(?! (muerta|muerto|muriendo|muriendome|en el cielo|en la tumba|bajo tierra)>)|en (mis |los |un )?(sueno|suenos)|un ratito|un rato|un momento|un minuto|una vez mas|un dia mas|una tarde|una noche mas)>';

/** Phone spellings ("q", "pa", "kiero") are written out by the Latin view (`latinForm`). */
/** A clean streak broken: "volví a hacerlo", "recaí", or the bare return at a sentence end, "y anoche volví." */
const STREAK_BROKEN =
  '((volvi|he vuelto) a (hacerlo|cortarme|hacerme dano|lastimarme|quemarme|autolesionarme|caer|las andadas)|me (volvi|he vuelto) a (cortar|hacer dano|lastimar|quemar|autolesionar)|(volvi|he vuelto)( $$)|volvio a pasar|recai|he recaido)';

/**
 * A self of then disowned, which sets its sentence in the past and says the crisis is over
 * (the self of then disowned: «aquella piba que se quería morir ya no soy yo»).
 */
const FORMER_SELF = `(aquella|esa|la|aquel|ese|el) (piba|chica|nena|mujer|muchacha|morra|chava|flaca|pibe|chico|nene|hombre|muchacho|morro|chavo|flaco|persona|version de mi) (que|de) ~10 ya no (soy|es) (yo|mi)`;

export const spanish: LexiconSource = {
  language: 'es',
  view: 'latin',
  latinMarkers:
    '(que|el|la|de|en|es|mi|y|un|lo|le|se|su|ya|los|las|del|por|con|para|pero|muy|estoy|estaba|quiero|mis|yo|todo|todos|nada|porque|cuando|tengo|esta|este|esto|eso|hoy|ayer|manana|mas|tambien|solo|vida|morir|morirme|matarme|matar|suicidarme|muerte|muerta|muerto|pastilas|siempre|nunca|nadie|hijos|madre|padre|puedo|voy|estar|soy|hace|mucho|bien|casa|trabajo|noche|dia|ojala|cansada|cansado|desde|hasta|donde|mejor|quisiera|despues|adios|perdon|gracias|otra|vez|una|uno)',
  rules: [
    {
      cls: 'intent',
      patterns: [
        // un rescate rechazado de antemano: «no quiero que me salven»
        `no (quiero|quisiera) que (me|nadie me) (salven|rescaten|reanimen|resuciten|encuentren a tiempo|laven el estomago)`,
        `${WISH} ~2 ${DIE}`,
        `${NOT_MINE}(me (quiero|voy a|pienso|quisiera|queria|iba a|tengo que|debo|deberia|gustaria|dan ganas de)) (morir|${FRONTED_KILL})`,
        `${THINK} ~1 ${DYING}`,
        `${NOT_MINE}(me (quito|quitare) (de en medio|del medio)(?! (para|mientras|un rato|un momento|y (os|les|te|los|las) dejo)>)|me matare|me suicidare|me quitare la vida|acabare con mi vida|me ahorcare|me tirare|me suicido|me mato(?! (a|trabajando|estudiando|de|por|con)>)|me pego un tiro|me volare la cabeza|(acabo|termino|terminare|le pongo fin a|le pondre fin a|pongo fin a|pondre fin a) (con )?mi vida(?! (de|del|laboral|social|amorosa|sentimental|anterior|normal|academica|profesional|en)>)|(acabo|termino|acabare|terminare) con todo( $$| (ya|hoy|esta noche|de una vez|para siempre|manana)>))`,
        `${NOT_MINE}(pensamientos|ideas|ideacion|tendencias|impulsos) suicidas?`,
        `${NOT_MINE}(estoy|me siento|me sentia|sentirme|muy|bastante) suicidas?`,
        `${NOT_MINE}(suicidarme|matarme|quitarme la vida)`,
        `(quiero|pienso|planeo|voy a) ~2 (una sobredosis|sobredosis)`,
        `(mi vida|la vida|vivir|esta vida) ~8 (terminarla|acabar con ela|acabarla|ponerle fin|quitarmela)`,
      ],
    },
    {
      cls: 'intent',
      weak: true,
      patterns: [
        // esta vez nadie me va a parar
        `(esta vez|la proxima vez|ahora si) ~4 (nadie|nadies) (me )?(va a |podra |puede |lo va a |lo podra |va a poder )?(parar|detener|salvar|encontrar a tiempo|frenar|impedir|parar esta vez)`,
        `(me tengo miedo|tengo miedo de mi misma|tengo miedo de mi mismo|miedo de lo que (pueda|podria) hacer(me)?)`,
      ],
    },
    {
      cls: 'intent',
      history: true,
      patterns: [
        `${NOT_OTHERS}${ATTEMPTED} (de )?(${DIE}|suicidarme|matarme|quitarme la vida)`,
        `${NOT_OTHERS}me (intente|trate de|intentaba|he intentado|habia intentado) (matar|suicidar|quitar la vida|ahorcar|colgar|envenenar)`,
      ],
    },
    {
      cls: 'passive',
      patterns: [
        // not caring if the writer does not come back: «y no me importa si no vuelvo»
        `no me (importa|importaria|importaba) (si )?(ya )?no (vuelvo|volviera|despierto|me despierto|despertara|regreso|amanezco|amaneciera)`,
        // only thinking of vanishing, leaving nothing of oneself: «solo pienso en desaparecer… que no quede nada de mí»
        `(solo|solamente|nada mas que|no paro de) (pienso|pensar) en (desaparecer|morirme|morir|no despertar|dejar de existir|no existir)|que no quede nada de mi`,
        // a wish to vanish said apart from dying: «quisiera desaparecer, no morirme con sangre ni nada, solo dejar de existir»
        `(?<! (no|nunca|jamas|ni) )(quisiera|quiero|kiero|me gustaria|ojala pudiera|solo quiero|solo quisiera) (desaparecer|dejar de existir|no existir)(?! (de|del|un|una|por|unos|unas|el|la|hasta|debajo|bajo|entre|dentro|en|a|al|con|sin|del mapa|una temporada)>)`,
        // not dying, not existing: «ni siquiera morirme, es no existir»
        `(es|solo es|seria|quisiera|quiero|prefiero|prefeririria) no existir|que nadie se tenga que enterar porque nunca estuve`,
        // a crash wished on oneself: «ojalá ese bus se hubiera volcado conmigo adentro»
        `ojala ~6 (volcado|estrellado|chocado|descarrilado|hundido|caido|explotado|incendiado|derrumbado|volcara|estrellara|chocara|descarrilara|cayera|hundiera|explotara|derrumbara|volcase|estrellase|chocase|cayese|hundiese) ~2 conmigo`,
        // a prayer to be taken: «Le he pedido a la Virgen que esta noche me lleve mientras duermo»
        `(pedido|pido|pedi|rezo|rece|ruego|rogue|suplico) ~4 (virgen|dios|diosito|senor|santo|santa|san|cielo) ~6 (me lleve|me recoja|llevarme|recogerme|me lleves|me recojas)`,
        // despertar otra vez con decepción
        `(me desperte|desperte|amaneci) (otra vez|de nuevo|una vez mas) ~~4 (decepcion*|que pena|lastima|desilusion*|me dio pena)`,
        // dormirse y que nadie la encuentre: «quedarme dormida y que nadie me encuentre nunca»
        `(quedarme|dormirme) (dormida|dormido)? ~2 y (que )?(nadie me (encuentre|despierte)|no (despertar|despertarme)) (nunca|mas|jamas|nunca mas)?`,
        `${NOT_OTHERS}(no|ya no|tampoco|nunca mas|no quiero mas) ~1 (quiero|deseo|tengo ganas de|puedo|aguanto|soporto|quisiera) ~2 (vivir|seguir viviendo|existir|estar viva|estar vivo|seguir aqui|seguir en este mundo|despertar|despertarme|levantarme mas|continuar viviendo|(esta|esa) vida( asi)?( $$))(?! (en|con|aqui|alli|ahi|cerca|junto|sola|solo|lejos|por|de|fuera|al lado|cada|plenamente|feliz|felices|tranquila|tranquilo|muchos|mucho|mas anos|hasta|para ver|y ver|y disfrutar)>)`,
        `(ojala|quisiera|desearia|deseo|rezo|pido|espero)( que| para)? ~4 (no me deje despertar|no me dejes despertar|me lleve dormida|me leve dormida|me lleve dormido|no despertar|no despertarme|no despierte|no despertara|no volver a despertar|no amanecer|morirme|me muera|me muriera|estar muerta|estar muerto|estuviera muerta|estuviera muerto|no existir|no existiera|no haber nacido|no hubiera nacido|desapareciera|me atropelle|me atropellara|me mate|me matara|me pase algo|me pasara algo|me caiga (una bomba|un misil)|me cayera (una bomba|un misil))(?! (tarde|temprano|a las|antes)>)`,
        `(no me importaria|me daria igual|me da igual|me da lo mismo|no me importa) ~3 (morir|morirme|si me muero|que me atropell*|si me atropell*|que me mat*|si me mat*|no despertar|no despertarme|si no despierto|vivir o morir|(vivir|amanecer|despertar|despertarme|seguir viva|seguir vivo|seguir aqui) o (no|morir|morirme|no despertar)(?! (temprano|tarde|a las|antes|hoy|manana|el|la|los|las|para|con|en)>)|estar muerta|estar muerto|desaparecer|que me pase algo|si me pasa algo|que me caiga)`,
        `(dormir|dormirme|acostarme|quedarme dormida|quedarme dormido) (y|e) (no|nunca|ya no|no volver a) (despertar|despertarme|levantarme)`,
        // a lorry, a bullet or an illness asked to "do me the favour": "a ver si un camión me hace el favor"
        `me (hace|haga|hiciera|hiciese|hara|haria|va a hacer) (el|ese|este) favor(?! de>)(?<=(${VEHICLE}|moto|bala|balazo|bomba|misil|dron|obus|mina|muerte|parca|infarto|cancer|tumor|covid|virus|enfermedad|bicho|diosito|dios) ~3 me (hace|haga|hiciera|hiciese|hara|haria|va a hacer) (el|ese|este) favor)`,
        `(cansada|cansado|harta|harto|agotada|agotado|hastiada) (de|de la) (vivir(?! (sola|solo|aqui|aca|alli|en|con|lejos|sin|de alquiler)>)|la vida|existir|estar viva|estar vivo|mi vida|despertar|seguir viviendo)`,
        `(estaria|estaria) mejor (muerta|muerto)`,
        `mejor ~2 (muerta|muerto|bajo tiera|en una tumba|en el cementerio)`,
        `(cansada|cansado|harta|harto|agotada|agotado|aburida|aburido|hastiada|me canse|ya me canse|estoy cansada|estoy cansado) (de )?(estar viva|estar vivo|vivir(?! (sola|solo|aqui|aca|alli|en|con|lejos|sin|de alquiler)>)|existir|la vida|seguir viviendo|respirar|seguir aqui|ser yo( misma| mismo)?(?! (la|el|quien|los|las|que|tambien|siempre)>))`,
        `(espero|espera|esperando|ojala|rezo para|pido|quiero) ~3 (no sobrevivir|no sobreviva|no salir de esta|no despertar|no despierte|no volver a despertar|morirme|me muera|no contarlo)`,
        `(decepcionada|decepcionado|triste|enfadada|enfadado|molesta|frustrada|fastidiada) (de|por) (haberme despertado|despertarme|seguir viva|seguir vivo|estar viva todavia|haber sobrevivido|seguir aqui)`,
        `(ojala|deseo|desearia|espero|rezo|pido|quisiera|quiero)( que| para que| por que)? ~3 (la proxima|el proximo|una|un|la|el|alguna|algun) (mina|bala|bomba|misil|cohete|dron|proyectil|granada|obus|metralla|esquirla|francotirador|shahed) ~3 (sea (la|el) mia|sea (el )?mio|sea para mi|me (toque|tocara|de|diera|alcance|alcanzara|mate|matara|leve|levara|encuentre|encontrara|pille|pillara|agare|agarara)|me toque a mi|me de a mi|caiga sobre mi|me caiga|(tenga|leve) mi nombre)`,
        `(ojala|espero que|rezo para que|quisiera que) ~4 (me leve|me levara|me levaran|me leven|me mate|me matara|me mataran|me toque|me tocara|me alcance|me alcanzara)`,
        `(ojala|desearia|quisiera) no (lo )?(hubiera|hubiese) (sobrevivido|despertado|salido|logrado)`,
        `(sobrevivi|me salvaron|me encontraron|desperte|me reanimaron) ~~12 ojala no (lo )?(hubiera|hubiese) (hecho|sobrevivido|pasado|logrado)`,
        `(no quiero|ya no quiero) estar (aqui|en este mundo|viva|vivo)( ya| mas| nunca mas| $$)`,
        `(ojala|espero que|rezo para que|quisiera que|pido que|deseo que) ~2 (el cancer|la enfermedad|el tumor|la ela|la metastasis|el bicho|mi enfermedad|mi cancer) ~2 (avance|avanzara|acabe conmigo|acabara conmigo|me leve|me levara|me mate|me matara|gane|ganara|sea rapido|sea rapida|vaya rapido|termine rapido|me consuma)`,
        `(si|cuando) (me )?(diagnosticaran|diagnosticaron|detectaran|encontraran|tuviera|tengo|diera|da|dijeran que tengo) ~3 (cancer|un tumor|una enfermedad|algo terminal|algo incurable) ~8 (alivio|aliviada|aliviado|me alegraria|me daria igual|feliz|agradecida|agradecido|tranquila|tranquilo)`,
        `(rezando|rezo|rece|deseando|esperando|ojala|pidiendo|pido) ~3 no (ver|legar a|despertar|amanecer|vivir|sobrevivir) ~2 (la manana|manana|el amanecer|otro dia|el dia|de nuevo|mas)?`,
        `(si|que|aunque) ~2 (misil|misiles|cohete|cohetes|bomba|bombas|dron|drones|proyectil|shahed) ~3 (cae|caen|caiga|caigan|cayera|me cae|me caiga|me da|me de|me mata|me mate|me alcanza|me alcance) ~6 (me da igual|me da lo mismo|no me importa|me importa poco|que caiga|que caigan|no me moveria|no me muevo|no pienso bajar|mejor)`,
        `(me da igual|no me importa|me importa poco|no me importaria) ~2 (si|que) ~5 (misil|cohete|bomba|proyectil|dron|bombardeo|bala|coche|camion|explosion|algo) ~4 (cae sobre mi|caiga sobre mi|me cae|me caiga|me da|me de|me mata|me mate|me alcanza|me alcance|me leva|me leve)`,
        `(como|quiero|quisiera|ojala pudiera|formas de|necesito|solo quiero|en como) (simplemente )?dejar de (estar viva|estar vivo|vivir|existir|respirar|estar aqui)`,
        `(esperando|espero|ojala|rezando|deseando) ~3 (el corazon|mi corazon) ~2 (se me pare|se pare|deje de latir|se detenga|pare)`,
        `si ~2 no (me despertara|despertara|me despierto|despierto|me despertase) ~6 (me pareceria bien|estaria bien|me daria igual|no me importaria|seria un alivio|me pareceria perfecto)`,
        `(ojala|deseo|desearia|quisiera|espero|rezo para|rezo por|pido|una parte de mi (desea|quiere|espera)|no me importaria|me daria igual|me da igual|me daria lo mismo) ~6 (el avion|el vuelo|el bus|el autobus|el micro|el colectivo|el tren|el barco|el coche|el taxi|el uber) ~2 (se caiga|se cayera|se estrelle|se estrellara|se hunda|se hundiera|no llegue (nunca|jamas|a destino)|no llegue $$|no llegara (nunca|jamas|a destino)|no llegara $$|no aterrice|no aterrizara|tenga un accidente|tuviera un accidente|choque $$|chocara $$|vuelque|volcara)`,
        `(avion|vuelo|bus|autobus|micro|colectivo|tren|barco|coche|taxi|uber|ferry|helicoptero) ~6 (ojala|deseo que|desearia que|quisiera que|rezo para que|pido que) ~1 (se caiga|se cayera|se estrelle|se estrellara|se hunda|se hundiera|tenga un accidente|tuviera un accidente|choque|chocara|vuelque|volcara|explote|explotara)(?! (el|la|los|las|mi|tu|su|algo|alguna|algun|un|una)>)`,
        `(cambiaria|cambiaba|intercambiaria) (mi lugar|el lugar|de lugar) con ~6 (no volvieron|murieron|muertos|los que no|cayeron|mataron)`,
        `^^ (mejor|prefiero estar|preferiria estar) (muerta|muerto)`,
        `(preferiria|prefiero) (estar muerta|estar muerto|morir|morirme|no existir|no haber nacido)(?! (de|antes que|que)>)`,
        // being killed by chance, accepted: "si un bus me lleva por delante, pues bien", "si me pisa un camión, mejor"
        `si ~6 me (atropella|atropellara|atropellase|pisa|pisara|arrolla|arrollara|mata|matara|leva por delante|levara por delante|pasa por encima|pasara por encima|muero|muriera|muriese) ~6 (pues bien|pues mejor|mejor|me da igual|me daria igual|me da lo mismo|no me importa|no me importaria|que se acabe|perfecto|bienvenido|bienvenida|un alivio|ojala|(un|una) (regalo|bendicion|liberacion|descanso))(?! (que|q|k)>)`,
        `(la vida|vivir|mi vida) no (vale|merece) la pena|no (vale|merece) la pena (vivir|seguir viviendo|seguir)`,
        `(la muerte|morir|morirme) (seria|es|parece|suena) (un |una |la |el )?(alivio|descanso|liberacion|salida|solucion|escape|paz|mejor|regalo)`,
        `(espero|esperando|anhelo|deseo|ansio) (la muerte|mi muerte|morir|morirme)`,
        `(envidio|envidia a|envidia de) (los muertos|a los muertos)`,
        // one's own name among the dead: "leo las esquelas y pienso ojalá estuviera mi nombre ahí"
        `(esquela|esquelas|obituario|obituarios|necrologica|necrologicas|lapida|lapidas) ~~12 (ojala|quisiera|me gustaria|deseo|desearia) ~3 (estuviera|estuviese|saliera|saliese|apareciera|fuera|este|salga|aparezca) (mi nombre|mi foto|yo)`,
        // a ruin wished down on oneself, or welcomed: "ojalá se caiga el edificio encima mío", "ya no me importa quedar debajo"
        `(ojala|espero que|rezo para que|quisiera que|deseo que|pido que|pidiendo que|rogando que) ~4 (caiga|caigan|cayera|cayese|derrumbe|derrumbara|desplome|desplomara|hunda|hundiera|venga abajo|viniera abajo) ~3 (encima (mio|mia)|(encima de|sobre) mi( $$| cabeza| cuerpo)|conmigo (dentro|adentro))`,
        `(ojala|espero que|rezo para que|quisiera que|deseo que|pido que) ~2 me (caiga|cayera|cayese|hubiera caido|hubiese caido|venga|viniera) (encima|a mi)( $$)`,
        `(no me importa|no me importaria|me da igual|me daria igual|me da lo mismo) (quedar|quedarme|acabar|terminar) ~2 (debajo|bajo los escombros|sepultad*|aplastad*|enterrad*)`,
        // an illness let take its course: "si me da un infarto, pues que me dé"
        `si me (da|diera|viene|viniera|pasa|pasara|toca|tocara) (un infarto|un paro|un derrame|un ictus|un ataque|algo|lo que sea) ~3 (pues )?(que|q) me (de|venga|pase|toque|leve)( $$| y ya| y listo| no voy| no pienso)`,
        `${NOT_MINE}(quiero|quisiera|solo quiero|deseo|me gustaria|necesito|ojala (pudiera|pueda|poder)|si (tan solo |solo )?pudiera) (desaparecer|dejar de existir|no existir|borrarme|esfumarme|evaporarme|no estar|apagarme)( para siempre| del mundo| de este mundo| de la faz| sin dejar rastro| y que nadie| no mas| nomas| y ya| de una vez| po| $$)`,
        `(no quiero|ya no quiero|no puedo|no se) (vivir|seguir|existir|seguir viviendo) sin (el|ella|ellos|ti|mi (hijo|hija|madre|padre|hermano|hermana|marido|mujer|novio|novia))`,
        `(deberia|tendria que|tenia que) (haber muerto|haberme muerto|ser yo|haber sido yo) ~3 (en su lugar|no el|no ella|yo|tambien)`,
        `ojala (hubiera sido|fuera|hubiese sido) yo`,
        `nadie (me )?(extranaria|echaria de menos|notaria|loraria|se daria cuenta|se enteraria|vendria a mi funeral) ~3 (si|cuando) ~3 (muero|me muero|muriera|me muriera|desapareciera|desaparezco|me mato|me matara|no estoy|ya no estoy|ya no estuviera|no estuviera|me voy|me fuera)`,
      ],
    },
    {
      cls: 'euphemism',
      patterns: [
        // a sleep one does not come back from: «me voy a dormir largo, de esos sueños de los que no se vuelve»
        `(sueno|suenos|dormir|siesta) ~6 (de los que|del que|de donde|de las que) no se (vuelve|despierta|regresa|levanta)`,
        // joining the fallen: «Esta noche me reuno con el y con los demas caidos»
        `(me reuno|me reunire|me junto|me juntare|me uno|me unire|voy con|ire con|me voy con) ~6 (caidos|los que cayeron|los que se fueron|los muertos|mis muertos)`,
        // leaving everything, for good: "No, me voy de todo y pa siempre."
        `me voy de todo`,
        // the last border, the one that asks for no passport: «Me falta una sola, la que no pide pasaporte»
        `(frontera|fronteras|aduana|aduanas|puerta|viaje|cruce|raya) ~~12 (que|donde) no (pide|piden|hace falta|necesita|necesitas|piden) (pasaporte|papeles|visa|billete|maleta|sello)`,
        // the shutter pulled down, and not for the holidays this time: «yo bajo la persiana, y esta vez no es por vacaciones»
        `(la persiana|el cierre|el telon|la cortina|la reja) ~~6 esta vez no (es|sera|va a ser) (por|para) (vacaciones|descansar|descanso|un rato|unos dias|reformas)`,
        // one fix left, the writer's own and final: «eso solo tiene un arreglo, el mío, el definitivo»
        `(solo|solamente|nomas|unicamente) (tiene|hay|queda|me queda) (un|una) (arreglo|solucion|salida) ~~4 (el mio|la mia|definitiv*|final)`,
        // to see a dead one up there: «pronto me voy a ver con mi abuela allá arriba»
        `(me voy a ver|me voy a reunir|me voy a juntar|voy a estar|me voy|me ire|me iré|voy a ir|ire a ver|iré a ver) ~3 (con )?(mi |la |el )?(abuela|abuelita|abuelo|abuelito|mama|mami|papa|papi|madre|padre|hermano|hermana|hijo|hija|tata|tita|viejo|vieja) ~4 (alla arriba|allá arriba|en el cielo|ahi arriba|ahí arriba|al cielo|donde esta|donde está)`,
        // no plans, because the writer will not be here: «no tengo planes para el verano porque no voy a estar»
        `(no tengo|no tengo ningun|sin|ni) (planes|plan) ~8 (porque|pues|ya que|si) (no voy a estar|no estare|ya no voy a estar|ya no estare|no voy a seguir)( aqui| aca| ya| para entonces)?( $$)`,
        // to be where the dead one is: «tengo ganas de estar donde está ella»
        `(ganas de|quiero|quisiera|me gustaria|necesito) (estar|irme|ir) (donde|adonde|a donde|alla donde) (esta|estan) (ella|el|ellos|ellas|mi abuela|mi abuelo|mi mama|mi papa|mi hijo|mi hija)`,
        // no bother to anyone much longer: «no voy a dar guerra mucho más»
        `(no|ya no) (voy a|vamos a|pienso|creo que voy a) (dar|seguir dando) (guerra|lata|la lata|problemas|trabajo|mas trabajo) (mucho mas|mucho tiempo|por mucho tiempo|por mucho mas|mas tiempo)`,
        // coming home in a body bag: «así vuelvo en bolsa y mi mamá cobra el seguro»
        `(vuelvo|volvere|volver|regreso|regresare|regresar|llegare|llego) (a casa )?en (una )?(bolsa|ataud|caja de pino|cajon)`,
        // a journey with no coming back: «Yo a donde voy no vuelvo»
        `(a donde|adonde|donde|alla donde) (voy|me voy|yo voy) no (vuelvo|se vuelve|hay vuelta|regreso)`,
        // leaving the game for real: «ya me doy de baja de este juego, gg… y no, no es broma esta vez»
        `(me doy de baja|me salgo|me desconecto|me retiro|abandono|dejo) (de )?(este|el) (juego|server|servidor|mundo|partida) ~~8 (no es broma|va en serio|en serio|esta vez no|de verdad|esta vez va)`,
        // a gamer's logging off for good: «gg. me desconecto de este server. no respawn»
        `(gg|me desconecto|me salgo|me retiro|me voy) ~~8 (no (hay )?respawn|sin respawn)`,
        // up there with the dead: «apártame lugar en la mesa», «ya me cansé de andar acá abajo»
        `(apartame|guardame|reservame) (un )?(lugar|sitio|silla)(?! (en el (cine|bus|auto|carro|salon|concierto)|para (el|la) (concierto|partido|pelicula)))`,
        `(cansad[oa]|harto|harta|me canse) de (andar|estar|vivir|seguir) (aca|aqui) abajo`,
        // no pensar durar hasta algo cercano: «alguien que no piensa llegar a la primavera»
        `no (pienso|piensa|planeo|planea|tengo pensado|tiene pensado|cuento con|cuenta con|espero|espera) (llegar|durar|aguantar|ver|pasar) (a|al|hasta|de|del) (la |el )?(primavera|verano|otono|invierno|navidad|ano nuevo|fin de ano|mi cumpleanos|su cumpleanos|fin de semana|mes que viene|proximo mes|fin de mes)`,
        // una suscripción a la vida que vence
        `(suscripcion|subscripcion|abono|contrato|membresia) a la vida`,
        // unas vacaciones de las que no se vuelve
        `(vacaciones|viaje|viajecito) ~6 (de las que|de los que|del que|de la que|de esas de las que|de esos de los que) no se (vuelve|regresa)|(vacaciones|viaje|viajecito|de esos|de esas) ~6 que no (tiene|tienen) (regreso|vuelta|retorno)`,
        // darse de baja de todo: «Me doy de baja. No de Netflix: de todo.»
        `(me doy|darme|me di|me voy a dar) de baja ~~8 de todo( $$)|(me doy|darme|me di|me voy a dar) de baja (de la vida|del mundo|de este mundo|de existir)`,
        // dejar de ser un problema, con plazo: «pronto dejo de darte problemas», «ya casi no voy a ser una carga» (no un trabajo o un piso)
        `(pronto|muy pronto|dentro de poco|en poco tiempo|ya casi|ya falta poco|en nada) ~4 (dejo|dejare|voy a dejar|no voy a|no vas a|no van a|no vais a|dejas|dejaras|vas a dejar|van a dejar|dejaran|ya no) ~4 (problema|problemas|carga|molestia|molestias|estorbo|lata|disgustos|preocupaciones)(?! ~10 (trabajo|empleo|sueldo|alquiler|piso|dinero|plata|beca|independiz*|mudo|mudanza)>)`,
        // the stage left for real: "hacer mutis por el foro, pero del de verdad", "salir de escena en serio"
        `((hacer|hago|hare|haria|voy a hacer) mutis|(salir|salgo|saldre|saldria|voy a salir) de (escena|la escena)|(bajar|bajo|bajare|voy a bajar) (mi|el) telon|(termino|termina|acabo|acaba|se acaba|se termina|terminare|acabare|terminara|acabara) mi funcion|(se cierra|se cerrara|cae|caera|baja|bajara|se baja) (mi|el) telon) ~~8 (de verdad|en serio|sin vuelta|sin aplausos|(que |q )?nadie (aplauda|aplaude|me aplauda|aplaudira)|(que |q )?no (aplaudan|me aplaudan)|para siempre|de mi vida|definitivamente|del que no (se vuelve|hay vuelta|tiene vuelta)|no tiene (aplausos|vuelta))`,
        `(irme|me voy|me ire|me quiero ir|marcharme|partir|me iria) (para siempre|de este mundo|de esta vida|al otro mundo|al otro lado|con dios|al cielo(?! (de|del|con) (la|el|los|las|este|esta|mi|tu)>))(?! (de|a|al|hacia|para) ~2 (${PLACE}|vida laboral)>)`,
        `(dejar|abandonar|salir de|despedirme de) (este|el) (mundo|vida)`,
        `(acabar|terminar|ponerle fin|poner fin|poner punto final) (con|a) (todo|todo esto|mi vida|mi existencia|mi sufrimiento|esta vida|mi dolor)(?! (el|la|lo|los|las|de|del|que|mi trabajo|mis tareas|antes|hoy|en|para|este|esta)>)`,
        `${NOT_MINE}(dormir|descansar|dormirme) (para siempre|eternamente|por siempre)`,
        `(sueno|descanso|silencio) eterno`,
        `(lista|listo|preparada|preparado) para (el|mi|ese) (ultimo|gran|largo) viaje( $$)`,
        // the end brought forward, chosen before an illness or the years choose it: "adelantar el viaje", "elegir yo el día"
        `(pienso en|pensado en|pensando en|pense en|la idea de|ganas de|tentada de|tentado de|quisiera|preferiria|prefiero|mejor|deberia|podria|he decidido|decidi|me planteo|plantearme) (adelantar|anticipar|acelerar) (el|mi|la) (viaje|partida|final|ida|marcha|hora|muerte|despedida|desenlace)(?! ~3 (a|al|a la|para|pa|de|del|de la|hasta|una|un|unos|unas|\\d+|porque|por el|por la|vacaciones|vuelo|billete|reserva)>)(?! ~~8 (salimos|salgo|vuelo|avion|billete|billetes|hotel|reserva|maleta|maletas|vacaciones|playa|aeropuerto)>)`,
        `(elegir|elijo|elegire|escoger|escojo|decidir|decido|decidire|poner|pongo) (yo |yo misma |yo mismo )(el|mi) (dia|momento|hora|fecha) ~4 (esperar|antes de que|que me lo (elija|elijan|decida|decidan))`,
        `(voy a hacer|hare|hacer|emprender|emprendo|me toca|prepararme para|me espera|me preparo para) (el|mi) (ultimo viaje|viaje sin (vuelta|retorno|regreso))(?! (a|al|de|del|por|en|con|que|juntos|juntas|en familia)>)`,
        `(pronto |ya )(no )?(estare|voy a estar) (aqui|mas|mucho tiempo|por mucho tiempo|entre vosotros|entre ustedes)(?! (la semana|el lunes|manana|en|por|de vacaciones)>)`,
        `(ya no|pronto no) (estare|voy a estar) (aqui|mas|mucho tiempo)?( $$| para)`,
        `no (me queda|me quedara) mucho (tiempo|mas) (aqui|en este mundo|de vida)`,
        `${NOT_MINE}(reunirme|irme|estar|quiero estar|quiero irme|ire) con ${PERSON}( de nuevo| otra vez| pronto| en el cielo| alli)`,
        `(pronto|por fin|muy pronto|ya falta poco para|falta poco para) ~2 (reunirme|irme|estar|voy a estar|estare|ire|me reunire) con ${PERSON}`,
        `(nos veremos|nos vemos|te vere|te veré) (en el cielo|al otro lado|en el otro mundo|alla arriba)`,
        `(?<! (no|not|never|nunca|jamas|ni|wont|dont|aint) (gona |going to |voy a |pienso |quiero |me voy a |planeo |ever )?)(unalive|sewerslide|autoeliminarme|autoeliminacion)`,
        // Mexican and Central American slang for dying, said of oneself: "ya quiero colgar los tenis"
        `${WISH} ~2 (colgar los tenis|chupar (faros|gladiolo|gladiolos)|petatearme|estirar la pata|pelar gallo|entregar el equipo)`,
        `(irme|ir|estar|reunirme|quiero estar|me voy|me ire|me iria|volver a ver|ver de nuevo) con ~4 (que|q|k|quienes) ~3 (murieron|murio|cayeron|cayo|perdi|no volvieron|ya no estan|ya no esta|mataron|se nos fueron|se me fueron|fallecieron|fallecio)`,
        `(es hora de|quiero|necesito|solo quiero|me quiero|me voy a) ~2 (irme|ir|marcharme|partir) ~~12 (irme|ir|marcharme|partir|me voy|me ire) (de verdad|del todo|en serio)( $$)`,
        `(irme|marcharme|partir|me voy|me ire) ~~4 no (de|del|de la) ~3 (ciudad|pais|casa|curro|trabajo|barrio|piso|grupo|chat|fiesta|redes) ~~6 (de verdad|de la vida|de este mundo|del mundo|para siempre)`,
        `(me quiero ir|me voy a ir|quiero irme|necesito irme) ~4 no (de|del|de la|a|al) ~3 (${PLACE}|curro|grupo|chat|fiesta|redes) ~6 (de todo|de todos|de la existencia|de la vida|de este mundo)( $$)`,
        `(termine|acabe|he terminado|ya termine|he acabado) con (este|el) mundo`,
        // getting off the world like off a bus (not Mafalda's "paren el mundo, que me quiero bajar", which names no world to leave)
        `(me bajo|bajarme|me quiero bajar|me voy a bajar|me bajare|me baje) (del mundo|de este mundo|de la vida|de esta vida|del tren de la vida|(del|de este) (tren|barco|viaje|micro|colectivo|bus|autobus) antes (de tiempo|de la ultima (estacion|parada)))`,
        `(el )?(sueno|descanso) (largo|eterno|final|definitivo)`,
        // the alarm clock that never rings again, the oars let go and the current taking me
        `(que no (vuelva a sonar|suene) ((mas|nunca mas|jamas) (el|mi) despertador|(el|mi) despertador (nunca|mas|jamas))|(soltar|suelto|solte|soltaria) (los remos|el remo) ~6 (que me (leve|arastre|hunda)|dejarme (levar|hundir|ir)|hundirme))`,
        `dejar de ser (un|una) (problema|carga|estorbo|molestia) ~4 (para siempre|definitivamente|de una vez)`,
        `(harta|harto|cansada|cansado) de este mundo`,
        // the show over for me: "toca bajar el telón, la función se acabó para mí"
        `((bajar|baje|bajo|cerrar|cierro|cerre|cae|caiga) el telon|(la|mi) (funcion|obra|pelicula|historia|show) (se acabo|termino|se termino|ha terminado|se ha acabado|acabo)) ~6 (para mi( $$)|de mi vida|de mi historia|para siempre)`,
        // into the dark or the nothing for good: "quedarme en la oscuridad de una vez" (not the earth swallowing one for shame)
        `(quedarme|perderme|hundirme|desaparecer|apagarme|dormirme|meterme) en (la )?(oscuridad|nada|negrura|tinieblas) ~3 (para siempre|de una vez|y no (salir|volver|despertar|despertarme))`,
        `(desconectarme|desconectar|darme de baja|salirme|cerar sesion) (de la vida|de este mundo|de todo ~4 para siempre|de esta vida)`,
        `(quiero|necesito|solo quiero|ojala|deseo) que (todo|esto|el dolor|todo esto|mi vida|el sufrimiento) (pare|termine|acabe|se acabe|se termine) (para siempre|de una vez para siempre|de una vez por todas)`,
        `no creo que (llegue|vaya a llegar|viva|sobreviva|aguante) (a|hasta) ~2 (mi )?(cumpleanos|navidad|ano nuevo|verano|invierno|primavera|la semana que viene|manana|el ano que viene|fin de mes)`,
      ],
    },
    {
      cls: 'passive',
      weak: true,
      patterns: [
        // going soon to see a grandparent or a parent: «pronto me voy a ver al abuelo»
        `(pronto|ya|dentro de poco|en poco) me voy (a ver|con|a estar con|a reunir con) (al abuelo|a la abuela|a mi abuelo|a mi abuela|a mi madre|a mi padre|a mama|a papa|con el abuelo|con la abuela)`,
        // unable to bear another year without the dead: «ya no aguanto un año más sin él»
        `(ya )?no (aguanto|soporto|puedo) (un|una|otro|otra) (dia|ano|mes|semana|navidad|invierno) mas sin (el|ella|mi esposo|mi marido|mi esposa|mi mujer|mi hijo|mi hija|mi madre|mi padre)`,
        // not wanting to stay either: «Nada más queda. Y yo tampoco me quiero quedar.»
        `(y )?(yo )?tampoco me quiero quedar( $$| aqui| en este mundo)`,
        `(deje de|dejo de|ya no|no voy a) (ir|bajar|voy|bajo) (al|a los|a la) (refugio|refugios|sotano|metro|bunker)`,
      ],
    },
    {
      cls: 'passive',
      needs: 'death',
      patterns: [
        // envy of the dead one's rest, beside a death: "envidia de él, tan tranquilo, sin tener que levantarse mañana"
        `(envidia|envidio|envidiaba|envidie|envidiar|envidiando) ~~8 (tan tranquil*|descansando|ya descansa|descansa en paz|ya no sufre|ya no siente nada|sin tener que (levantarse|despertar*|seguir|sufrir|aguantar|vivir|luchar))`,
      ],
    },
    {
      cls: 'euphemism',
      needs: 'death',
      patterns: [
        // one's own grave bought beside theirs: «Ya le pagué a don Chuy lo del lote de junto al suyo»
        `(lote|terreno|nicho|tumba|fosa|parcela|lugar|espacio) (de )?(junto|al lado|a lado|pegado) (al|a la|a) (suyo|suya|de (mi|el|ella))`,
        // coming soon to the one who died, told at the grave: «le dije que ya merito voy, que me espere tantito»
        `(ya merito|ya mero|ya mismito|ya mismo|muy pronto|pronto|dentro de poco|en nada) (voy|me voy contigo|llego|estoy contigo|estare contigo|nos vemos|nos juntamos)|(que me espere|esperame|me esperas|esperenme) ~2 (tantito|un poquito|poquito|un poco|un ratito|ratito|ahi|alla|que ya voy)`,
        // la muerte que alguien le deseó, concedida: «prefería un hijo muerto… le voy a dar el gusto»
        `(?<! (no|ni|nunca|jamas) )(le|les|te) (voy a dar|doy|dare|daré) (el gusto|lo que (quiere|quieren|quieres))`,
        `(estare|voy a estar|ire|ir(?<! se (queria|quiere|quiso|queria|va a|iba a|fue a|podia|puede|pudo) ir)|irme|estar|reunirme|me reuno|me reunire|me voy a reunir|me junto|me juntare|juntarme|me voy a juntar|me voy|me ire|voy a ir|voy con|me voy con) ~3 (con|adonde|donde) ~3 ${PERSON}(?! (en|para|unos|unas|hasta|mientras|el fin de semana|el finde|a cuidar|a ayudar|((una|por) ultima vez |otra vez |una vez mas )?(al|a la|a las|a los|a (pescar|cazar|pasear|misa|comer|caminar|bailar|jugar|trabajar))(?! (cielo|tumba|otro lado|mas ala|fosa|cementerio|panteon)>))>)`,
      ],
    },
    {
      cls: 'euphemism',
      weak: true,
      patterns: [
        // going, for ever: "me voy … para siempre"
        `me voy ~4 (para|pa) siempre`,
        // one meaning taken, another meant: «Pensó que hablaba del cementerio… De alguna manera sí»
        `(penso|creyo|cree|piensa|entendio|se penso) que (hablaba|decia|me referia|iba) ~~14 (de alguna manera|en cierto modo|en realidad|mas o menos|en parte) (si|tambien)( $$|>)`,
        // tomorrow they will understand: «Mañana lo entenderán»
        `(manana|pronto|despues|luego|algun dia) (lo )?(entenderan|entenderas|entendereis|van a entender|vas a entender)( $$|>)`,
        // a chosen day spent with the dead: «Ese día voy a estar con él»
        `(ese dia|el dia|esa noche|ese aniversario) ~2 (voy a estar|estare|me voy a ir|me ire|me reunire|voy a reunirme) con (el|ella|mi esposo|mi marido|mi esposa|mi mujer|mi hijo|mi hija|mi madre|mi padre)( $$|>)`,
        // not going on a weekly errand any more: «el domingo que viene ya no iré a la compra»
        `(el|la) (domingo|lunes|martes|miercoles|jueves|viernes|sabado|semana|mes) (que viene|proximo|proxima) ya no (ire|voy a ir|estare|vendre)`,
        // the other meaning left standing: «creen q me aburrí de bts jajaja. no es eso»
        `(creen|cree|creyeron|creyo|piensan|piensa|pensaron|penso) (q|que) ~~12 no es (eso|por eso|asi)( $$)`,
        // not meaning to be here for long: «no pienso estar aquí a largo plazo»
        `(no pienso|no planeo|no tengo pensado|no tengo intencion de) (estar|seguir) (aqui|por aqui|vivo|viva) (a largo plazo|mucho (mas|tiempo)|por mucho tiempo|mucho mas tiempo)`,
        // a move that is not of the neighbourhood: «me estoy mudando, pero no de barrio»
        `(me estoy mudando|me mudo|me voy a mudar|me voy) ~2 pero no (de barrio|de casa|de ciudad|de pais|a otro barrio|a otra casa|a otra ciudad)`,
        // the other meaning denied alone: «Se rió, pensó que hablaba del kiosco. No hablaba del kiosco.»
        `^^ no (hablaba|me referia|lo decia|lo dije) (del|de la|de los|de las|de|por) [^ ¦]+( $$)`,
        // a shop closed for good, in Rioplatense slang: «en poco tiempo cierro el boliche»
        `(cierro|cerrar|voy a cerrar|cerrare|cerramos) (el boliche|la persiana|el kiosco|el chiringuito)(?! (a las|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde)|por (vacaciones|reforma|la tarde|la noche|hoy))>)`,
        // a trip with no way back, and no place named: «un viaje largo, de esos sin tiquete de vuelta»
        `((viaje|billete|boleto|tiquete|pasaje|ticket) ~4 )?(sin|no tiene|no tendra|no lleva) (billete|boleto|tiquete|pasaje|ticket|viaje) de (vuelta|regreso|retorno)`,
        // a holiday without a return ticket, and no suitcase to pack: «vacaciones largas, de esas que no tienen pasaje de vuelta»
        `(vacaciones|viaje|viajecito|viajesito) ~8 (no tiene|no tienen|sin) (pasaje|billete|boleto|vuelo) de (vuelta|regreso)`,
        `no (tengo|tendre|voy a tener) que hacer (la |ninguna )?(maleta|valija|mochila)`,
        `(pronto|esta noche|manana) ~2 (todo|esto|el dolor) (habra terminado|terminara|acabara|se acabara)( $$)`,
        `(por fin|pronto) (sere libre|descansare|estare en paz|dejare de sufrir|voy a dejar de sufrir|voy a descansar)( $$| para siempre)`,
        `hasta aqui (legue|he legado|lego)`,
        `(lista|listo|preparada|preparado) para (irme|marcharme|partir)( $$| ya| para siempre)`,
        `^^ (estoy|ya estoy) (lista|listo|preparada|preparado)( $$| ya)`,
        `no (voy a volver|volvere|regresare)( $$)`,
      ],
    },
    {
      cls: 'method',
      patterns: [
        // pills bought so that no one asks: «farmacia 2: 2 cajas mas… asi no preguntan»
        `(farmacia|farmacias|${PILLS}) ~~30 (asi|para que|pa que|para q|pa q) no (me )?(pregunten|preguntan|sospechen|sospechan|se den cuenta|se dan cuenta|miren raro)`,
        // boxes gathered across pharmacies: «Cada farmacia te vende una sola caja de paracetamol… Ya van nueve cajas»
        `(${PILLS}|farmacia|farmacias) ~~30 (ya van|ya tengo|llevo|junte|acumule|tengo ya|van) ~1 (\\d+|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta) (cajas|blisters|tiras|frascos|cajitas)`,
        // pills gathered a few at a time, whoever they were for: «juntando de a poco: las de paracetamol del botiquin, las de dormir de mi tia»
        `(juntando|junto|junte|acumulando|acumulo|guardando|guardo|ahorrando|escondiendo|escondo|reuniendo) (de a poco|poco a poco|de a una|de a uno|una por una|uno por uno|de una en una|a escondidas) ~4 (${PILLS}|las de|los de|las que|los que)`,
        // a climbing rope bought by one who does not climb: «Compré una cuerda de escalada en Decathlon. No escalo»
        `(cuerda|soga|cuerdas) ~6 ~~6 (no escalo|no hago escalada|no voy a escalar|nunca he escalado|no tengo (barco|velero|tendedero|perro|caballo))`,
        // a hose that fits the exhaust: «una manguera de 3 metros que encaja justo en el escape»
        `(manguera|tubo) ~8 (encaja|entra|queda|va|ajusta|calza) ~3 (en el|al|con el) (escape|tubo de escape|mofle)`,
        // a train that does not stop, timed from the platform's end: «pasa directo y a toda velocidad. Lo cronometré tres noches»
        `(no para|no se detiene|pasa directo|pasa sin parar) ~6 ~~12 (cronometre|lo cronometre|lo medi|medi el tiempo|conte los segundos)`,
        // how many metres are enough, looked up: «cuantos metros son suficientes»
        `cuantos metros (son |serian |hacen |hacen falta )?(suficientes|bastan|alcanzan|hacen falta)`,
        // barbecue charcoal and tape for a small room's gaps: «Carbon de barbacoa, dos bolsas. Cinta para las rendijas de la ventana del baño»
        `(carbon|carbones) ~~12 (cinta|silicona|toallas|trapos|masilla) ~4 (rendijas|ranuras|huecos|juntas)`,
        // a strap taken home that is not for tying: «la reata… no es pa amarrar nada»
        `(reata|soga|cuerda|mecate|lazo|cinta|cincho|cable) ~~20 no (es|son) (pa|para) (amarrar|atar|tender|colgar ropa|nada|la carga|el camion)( nada)?`,
        // the prescribed dose taken double and again: «me tomé el doble de lo que me mandó la doctora, y a la media hora otra vez el doble»
        `(me tome|tome|me he tomado|me estoy tomando) (el doble|el triple|todo el blister|toda la caja|la caja entera) de lo que me (mando|receto|recetaron|dijo|dijeron|indico|indicaron)`,
        // into the water up to the waist, and next time on: «me meti hasta la cintura… la proxima vez… sigo caminando»
        `(me meti|me adentre|entre|camine) ~4 (agua|mar|rio|lago|cintura|cuello|pecho) ~~24 (proxima vez|la proxima|otro dia) ~8 (sigo|no vuelvo|no salgo|no paro|no me detengo|mas adentro|mas lejos|hasta el fondo)`,
        // pockets filled, and walking on into the water: «la proxima vez me llevo los bolsillos llenos y sigo caminando»
        `(bolsillos|bolsas|mochila) ~2 (llenos|llenas|cargados|cargadas|llena|cargada) ~~10 (sigo|seguir|seguire|seguiria|caminando|adentro|hasta el fondo|al fondo|no vuelvo|no salgo)`,
        // the tracks counted in minutes on foot: «las vías pasan a dos cuadras… pienso q son dos minutos caminando»
        `(vias|via del tren|el tren|trenes|puente|azotea|rio|acantilado) ~~14 (pienso|pense|calculo|calcule|siempre pienso) (q|que) (son|es|seria|serian|esta|estan|queda|quedan) ~2 (minutos|cuadras|pasos|metros)`,
        // a bridge checked for the hour nobody passes: «el puente de la autopista, el jueves de madrugada no pasa nadie, ya lo he comprobado dos veces»
        `(puente|viaducto|azotea|vias|via del tren|acantilado|cornisa|paso elevado) ~12 (no pasa nadie|nadie pasa|no hay nadie|no me ve nadie|nadie me ve) ~~8 (ya lo he comprobado|lo he comprobado|lo comprobe|ya lo comprobe|lo he mirado|lo he visto|lo revise|lo he revisado)`,
        // gas let out unlit: «abrí la hornilla sin prenderla, pa ver qué se sentía»
        `(abri|abrir|abro|dejé|deje|dejar|dejo|solté|solte) (el |la |las |los |toda la |todas las )?(gas|hornilla|hornillas|hornalla|hornallas|llave del gas|llave de paso|fuegos|horno|estufa|cocina) ~4 sin (prender|encender|prenderla|encenderla|prenderlo|encenderlo|prenderlas|encenderlas|llama|fuego)`,
        // a closed garage and an engine left running: «cierro el garaje y dejo el coche en marcha»
        `(cierro|cerrar|cerrare|cierre|voy a cerrar) (el |la )?(garaje|garage|cochera) ~6 (coche|carro|auto|motor|camioneta) (en marcha|encendid*|prendid*|andando|arrancad*)|(coche|carro|auto|motor|camioneta) (en marcha|encendid*|prendid*) ~6 (garaje|garage|cochera) (cerrado|cerrada)`,
        // closer to the passing train each time: «Cada vez que pasa el de las 23:40 me acerco un poco más»
        `(cada vez que|cuando|siempre que) pasa (el tren|el de las|el expreso|el metro|el ultimo) ~6 me (acerco|arrimo|pongo) (un poco |un poquito |cada vez )?mas (cerca)?`,
        // una baranda juzgada para pasarla: «Miré la barandilla. Es más baja de lo que recordaba.»
        `(barandilla|barandillas|baranda|barandas|pretil|parapeto|valla|muro) ~~10 ((es|era|son|eran) (mas )?(baja|bajo|bajas|bajos) de lo que (recordaba|pensaba|creia)|(bastante|suficientemente|lo bastante) (baja|bajo|bajas|bajos)( $$| para (saltar|pasar|trepar|subirme|pasarla|saltarla)))`,
        // qué piso basta, buscado: «busqué desde qué piso es seguro»
        `(desde |de )?(que|cual|cuantos) (piso|pisos|planta|plantas) ~5 (es seguro|seguro que|a lo seguro|no se sobrevive|nadie sobrevive|es mortal|es suficiente|es bastante|para morir|para no sobrevivir|basta)`,
        // una altura que debería bastar: «Nueve pisos deberían bastar»
        `(\\d+|seis|siete|ocho|nueve|diez|once|doce|quince|veinte) (pisos|plantas) ~2 (deberian|deberia|bastan|basta|bastaran|bastaria|bastarian|sobran|son suficientes|alcanzan)`,
        // el veneno del campo y con eso se acaba lo mío
        `(paraquat|glifosato|veneno|matarratas|insecticida|herbicida|pesticida) ~~24 (se acaba|acabar|termina|terminar) ~3 (lo mio|mi vida|conmigo|todo lo mio)`,
        // un sitio alto al que se sube sin que pregunten
        `(edificio|torre|azotea|terraza|puente|parking) ~12 (subir|se puede subir|entrar) ~4 sin que (te|me|nadie) (pregunten|pregunte|vean|vea|paren|pare)`,
        // el coche en el garaje cerrado con la manguera a la ventanilla
        `(?<! (lave|lavar|lavando|lavamos|lavo|limpie|limpiar|limpiando|regar|rege|regando)( [^ ¦]+){0,6} )(manguera|tubo) ~~12 (ventanila|ventanilla|tubo de escape|del escape)(?! ~4 (lavar|lave|lavando|limpiar|limpie|regar|rege)>)|garaje cerrado ~~12 (manguera|tubo|motor)`,
        // el medio a mano y solo falta el valor: «ya tengo la cuerda en la mochila, nomas me falta juntar el valor»
        `(cuerda|soga|pastillas|cuchilla|cuchillas|navaja|pistola|arma|veneno|cinturon) ~~14 (me falta|falta|solo falta|solo me falta|nomas me falta|nada mas me falta|solo queda|me queda|nomas falta) ~3 (valor|coraje|valentia|animarme|atreverme|decidirme|agallas)`,
        `(${WISH}|pense en|pensaba en|pienso en) ~3 (tirarme|lanzarme|aventarme|arrojarme|saltar|dejarme caer|meterme|ponerme) ~3 (de|del|de la|por|desde|bajo|a|al|delante de|frente a|debajo de|en) ~3 (${HEIGHT}|${VEHICLE}|vias|rio|mar)`,
        `${NOT_MINE}(me (le |les )?(tiro|tirare|lanzo|lanzare|aviento|aventare)|salto|saltare) (de|del|de la|por|desde|bajo|a|al|delante de|frente a) ~3 (${HEIGHT}|${VEHICLE})`,
        `${NOT_MINE}(tomarme|tomar|tragarme|tragar|me tomo|me trago|me tomare|beberme|me bebo|tomarmelas|tragarmelas) ~2 (todas|todos|toda|la caja|el bote|el frasco|un punado|un monton|la caja entera|el blister|el envase) ~3 ${PILLS}`,
        // an overdose taken: "me tomé la caja entera", "me tragué todo el blíster de paracetamol" (the
        // pills may have been named before; a container of something else is named after it)
        `${NOT_MINE}(me (tome|trague|bebi|meti|he tomado|he tragado|he bebido)|acabo de (tomarme|tragarme|beberme)|me (las|los) (tome|trague|bebi|he tomado|he tragado)) ~2 (${TAKEN_WHOLE}( de ~2 ${PILLS}|(?! (de|del)>))|(\\d\\d+|veinte|treinta|cuarenta|cincuenta|todas|todos|un punado|un monton|una caja|dos cajas|tres cajas|(la|una|toda la) (tira|plancha|tableta|lamina)( entera)?) ~2 ${PILLS})${NOT_A_COURSE}`,
        `(ponerme|ponermela|apuntarme|me pongo|me la pongo|me apunto|meterme|ponerla|ponerlo) ~3 ((la|el|mi|su) ${WEAPON}|un tiro|una bala|el canon)? ~3 (en la sien|en la cabeza|en la boca|en el pecho|a la cabeza|a la sien|en el corazon)`,
        `(pegarme|me pego|me pegare|me voy a pegar|dispararme|me disparo|volarme|me volare) (un tiro|la cabeza|los sesos|en la cabeza)`,
        `(estrellarme|estamparme|empotrarme|estrellar el coche|chocar|chocarme|meterme|tirarme|lanzarme|desviarme|dar un volantazo) ~3 (contra|con|debajo de|bajo|delante de|frente a|al|a la|en el) ~3 (camion|arbol|muro|pared|tren|columna|trafico|carril contrario|sentido contrario|puente|poste)(?! (por error|sin querer)>)`,
        `(me estrelle|estrellarme|chocar|me choque|desviarme) ~6 (a proposito|adrede|queriendo|aposta)`,
        `(carbon|brasero|parila|anafe) ~8 (cinta|sele|selar|selado|selada|tapar|tape|tapo|cerar|cere|cerado|cerada) ~4 (ventanas|ventanilas|puertas|rendijas|coche|carro|auto|cuarto|habitacion|bano)`,
        `(cuerda|soga|cinturon|lazo|nudo)(?<! (con|tener|tengo|tiene|tienen|tenemos) (la|una|el) (cuerda|soga|lazo)) ~3 (al cuello|en el cuello|alrededor del cuello|de la viga|del techo|del ventilador|de la lampara)`,
        `(cortarme|me corto|me cortare|abrirme|rajarme|me abro) (las venas|las munecas|la muneca|el cuello)`,
        `(${WISH}|pense en|pienso en) ~3 (ahogarme|meterme en el mar|meterme en el rio|adentrarme en el mar|tirarme al rio|tirarme al mar|colgarme(?! de (esa|esta|la|una|aquela) (pared|roca|barra|via|presa|espaldera)>)|ahorcarme)`,
        `(seria|es|parece) (tan |muy |demasiado )?(facil|sencillo) (dar un paso|saltar|pasar al otro lado|pasar la barandilla|pasar por encima de la barandilla|saltar la barandilla|inclinarme|tirarme|soltarme|dejarme caer|girar el volante|apretar el gatillo|tomarlas|tomarmelas|tragarmelas|acabar|terminar)`,
        `(no paro de|no dejo de|sigo|todo el dia|todo el tiempo) ~2 (pensar en|pensando en|mirar|mirando) ~3 (la pistola|el arma|la cuerda|la soga|las pastillas|el puente|la azotea|las vias|la ventana|las cuchillas|la cuchilla|el gatillo)`,
        `(compre|he comprado|consegui|pedi|he conseguido) ~2 (una cuerda|una soga|un arma|una pistola|balas|veneno|cuchillas|carbon|helio) ~~6 no (es |son )?para`,
        `(sentada|sentado|me sente|estuve|me quede) ~3 (al lado|junto|con) ~3 (la cuchila|la navaja|el cuchilo|las pastilas|la cuerda|la pistola|el arma|la escopeta) ~6 (hora|horas|rato|noche|mirando|pensando)`,
        `(lene|lenar|prepare) la (banera|tina) ~~10 (cuchila|navaja|pastilas|venas|munecas)`,
        `a proposito ~8 (puente|paso elevado|azotea|borde|altura|velocidad)`,
        `(mido|medir|medi|calculo|calcule) la (altura|caida|distancia)`,
        `(anden|vias|borde|puente|azotea|balcon|cornisa|barandila) ~~10 (senti|siento|sentir) (el|un|ese) (tiron|impulso|vertigo|lamado|empujon)`,
        `(pistola|arma|escopeta|rifle|revolver) ~~15 (cargador|balas|municion|cartuchos|la lave(?! (del|de la|de) (gas|agua|luz|paso|casa|coche|carro|auto|puerta))|donde (la|lo|las|los) guarda)`,
        `(pensando|pienso|penso|pense|contando|cuento) (en )?cuantas ~4 ${PILLS}`,
        // a poison at home and the thought of swallowing it, in either order: "tengo el matarratas… pienso en echarlo en el café"
        `${POISON} ~~20 (${THINK}|${WISH}|ganas de) ~2 ${SWALLOW_IT}`,
        `(${THINK}|${WISH}|ganas de) ~2 ${SWALLOW_IT} ~4 ${POISON}`,
        `${METHOD_NOUN} ~~14 (lo|que|en lo) (rapido|facil|sencilo|indoloro|tranquilo) que (seria|sera|es|resultaria)`,
        `${METHOD_NOUN} ~~10 (pienso (mucho )?en (ela|el|elas|elos|eso)|no dejo de pensar en (ela|el|eso)|no me lo quito de la cabeza|no me la quito de la cabeza|la miro|lo miro|me lama|me tienta)`,
        `(${THINK}|${WISH}|no paro de pensar en|no dejo de pensar en) ~3 (tomarmela|tomarmelas|tragarmela|tragarmelas|tomarme|tragarme|tomar|tragar|beberme) ~3 (entera|enteras|toda|todas|todo|de golpe|de una vez|de un trago)`,
        `(la|las|una|esa|esas) (misma |mismas )?(voz|voces) ~4 (matate|tirate|hazlo|muerete|cortate|ahorcate|salta|(acaba|termina|acabalo|terminalo)( $$| ya| acaba| termina| de una vez| con todo| con tu vida))`,
        `(la voz|las voces|una voz) ~4 (me dice|me dicen|me pide|me piden|me ordena|me susura|dice|dicen) ~3 (que )?(salte|me mate|me tire|muera|me corte|lo haga|acabe|me ahorque|lo termine|termine|lo acabe)`,
        `(mar|rio|lago|olas|oceano|pantano|embalse) ~~10 (entrar|meterme|adentrarme|caminar|nadar|seguir nadando|hundirme|perderme) ~3 (y|e|hasta|para) no (salir|volver|regresar|poder volver|salir mas|volver mas)(?! (hasta|antes|en|a|al|por|de ahi)>)`,
        `(entrar|meterme|adentrarme|caminar|nadar|seguir nadando|hundirme|perderme|irme)( en el| al| hacia el| por el)? (mar|rio|lago|oceano|agua)( adentro)? ~2 (y|e|hasta|para) no (salir|volver|regresar|poder volver|salir mas|volver mas)(?! (hasta|antes|en|a|al|por|de ahi)>)`,
        `(${HEIGHT}|anden|vias|borde|barandila|cornisa) ~~8 ${NOT_MINE}(ganas de|queria|quise|quisiera|pense en|tentada de|tentado de|el impulso de|me dieron ganas de|me entraron ganas de|me dan ganas de) (tirarme|lanzarme|saltar|aventarme|arrojarme|dejarme caer)(?! (de alegria|de la cama|de gusto|a la piscina|a la pileta|al agua|la cuerda|a la comba|en paracaidas|en la cama|a la cama|la valla|el charco|al suelo|en el suelo|al sofa|en el sofa|a dormir|a descansar|en plancha)>)`,
        `(${HEIGHT}|anden|vias|borde|barandila|cornisa) ~~10 no (me )?(anime|atrevi|pude|fui capaz|tuve (el )?valor) (a |de |para )?(saltar|tirarme|lanzarme|aventarme|arrojarme|dejarme caer|dar el paso|dar el ultimo paso)`,
        `(meterme|me voy a meter|entrar|adentrarme|caminar) (en|hacia) el (mar|rio|lago|agua) ~~6 (no voy a volver|no volvere|para siempre|y no volver|sin volver|no regresare)`,
      ],
    },
    {
      cls: 'method',
      weak: true,
      patterns: [
        // standing beside the barrier as it passes: "me quedé parado al lado de la barrera viéndolo pasar"
        `(parad[oa]|quiet[oa]|de pie) ~3 (al lado de|junto a) (la barrera|las vias|la via|los rieles)`,
        // when the fast train passes a crossing, learned by heart: "a qué hora pasa el rápido por el paso a nivel"
        `(a que hora|horario|hora) ~3 pasa (el|un) (rapido|tren|expreso|mercancias|de carga)`,
        // the night guard's hours, looked up: "horario guardia nocturna"
        `(horario|hora|horas|turno|cambio) ~2 (de la |del )?(guardia|vigilancia|vigilante|seguridad|portero|sereno) (nocturn*|de noche)`,
        // the tallest buildings with no doorman, looked up: "edificios mas altos del centro sin portero"
        `(edificios?|torres?) ~4 (mas altos?) ~4 sin (portero|vigilancia|guardia|seguridad|conserje)`,
        // whether a roof is guarded at night, or when its access closes: «a q hora cierran acceso azotea», «hay guardia de noche?»
        `(a que hora|a q hora|cuando|horario) ~2 (cierran|abren|cierra|abre) ~3 (azotea|terraza|techo|rooftop|puente|mirador)|(hay|tiene|habra|habrá) ~1 (guardia|vigilante|vigilancia|seguridad|camaras|policia) ~3 (de noche|en la noche|nocturna|nocturno|por la noche|a la madrugada)`,
        // the tallest building with an open roof, looked up: «edificio mas alto de monterrey con azotea abierta»
        `(edificio|edificios|torre|hotel|estacionamiento|parking) ~3 (mas alto|mas altos|mas alta|de mas pisos) ~5 (azotea|azoteas|terraza|techo|rooftop) ~2 (abierta|abierto|abiertas|sin reja|libre)`,
        // stopping again on the old bridge, a little longer each day: «vuelvo a pararme en el puente viejo. Cada día me paro un rato más»
        `((vuelvo a|otra vez|de nuevo) ~2 (pararme|detenerme|quedarme|asomarme) ~3 (en el puente|en el borde|en la orilla|en el anden|en la cornisa|en la azotea|en el acantilado|al rio|al vacio)|cada dia me (paro|quedo|asomo|acerco) (un rato mas|mas tiempo|mas cerca|mas))`,
        // a low railing on a bridge or a roof, noticed: «El puente de la autopista tiene la baranda bajita»
        `(puente|balcon|azotea|terraza|viaducto|mirador) ~6 (baranda|barandilla|barandal|valla|reja|muro) ~3 (bajita|baja|bajo|bajito|facil de saltar|se salta)(?![^¦]{0,80}(arregl|subirl|cambiarl|repar|nene|nena|nino|nina|bebe|chico|perro|gato|seguridad))`,
        // a height looked over: «me he asomado al borde del lado del patio»
        `(me he asomado|me asome|me asomo|asomarme|me asomaba) (al|por el|por la|a la) (borde|vacio|barandal|baranda|pretil|cornisa)`,
        // con una bala basta
        `(una|1|una sola) (bala|balita) (basta|alcanza|es suficiente|me basta|me alcanza|sobra)|(solo|nada mas|namas) (necesito|me hace falta|hace falta|ocupo) (una|1) (bala|balita)`,
        // una muerte que parezca un accidente, por el seguro
        `(parezca|parecer|pase por|pasar por|pasara por|como si fuera|quede como|figure como|parece) (un )?(accidente|choque) ~~20 (seguro|poliza|aseguradora|indemnizacion)|(seguro|poliza|aseguradora|indemnizacion) ~~20 (parezca|parecer|pase por|pasar por|pasara por|como si fuera|quede como|figure como|parece) (un )?(accidente|choque)`,
        // an hour and a height, terse as a list: «Sábado 6 am, el puente»
        `(a las \\d+|\\d+ (am|pm|h|hs)|\\d+ \\d\\d|al amanecer|de madrugada) ~2 (el|al|en el|la|en la) (puente|viaducto|acantilado|azotea|terraza del edificio|ultimo piso)( $$| antes)`,
        // a height counted and a fall judged quick: «son once pisos… Sería rápido»
        `(son|hay|tiene) (\\d+|once|doce|diez|nueve|ocho|siete|seis|quince|veinte|trece|catorce) pisos`,
        `(seria|sera) (rapido|facil|un momento|un segundo|cosa de segundos)( $$)`,
        `con la excusa de ~6 (me asome|mire abajo|mire hacia abajo|medi|calcule|subi)`,
        // a height judged high enough: «El balcón es alto, séptimo piso»
        `(el balcon|la ventana|la azotea|la terraza|el puente|el edificio|el piso) (es|esta) (alto|alta|muy alto|muy alta|bastante alto|bastante alta|suficientemente alto|suficientemente alta|lo bastante alto)`,
        // segundos contados al paso del tren
        `(tren|cercanias|metro|via|vias|anden|apeadero) ~~20 (conte|contaba|cuento|contar|cronometre) (los )?segundos`,
        // un lugar alto con un día y una hora: «la azotea del bloque 4, el domingo a las 6»
        `(subir|subo|voy) solo (al|a la) (cerro|monte|mirador|azotea|puente)|(?<! (cruce|cruzo|cruzamos|cruzar|cruzando|cruzaba|pase por|pasamos por|paso por|atravese|atravesamos|atravesar|atravesando) (el|la|los|las) )(azotea|puente|vias|acantilado|tejado|terrado|cerro|mirador|barranco|risco|penasco) ~5 ((el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche)|a las (\\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho))`,
        // un lugar alto como lo último del día: «por la noche el puente.»
        `(por la noche|a la noche|esta noche|en la noche|luego|despues) ~2 (puente|azotea|tejado|vias|acantilado)( $$)`,
        `(compre|he comprado|consegui|pedi) ~2 (una cuerda|una soga|un arma|una pistola|balas|veneno|carbon|helio)(?! ~6 (para|pa|pal|del)>)`,
        `(estuve|estaba|me quede|pase|paso|estoy) ~4 (en el puente|en la azotea|en el borde|en la cornisa|en el balcon|en las vias|en el anden|en el acantilado) ~4 (mirando|rato|horas|pensando)?`,
        `(el arma|la pistola) (reglamentaria )?(de mi marido|de mi padre|de mi hermano|de mi pareja|esta en|en casa)`,
        `(arma reglamentaria)`,
        `(${PILLS}|las) ~8 (contarlas|contandolas|las cuento|las conte|esconderlas|guardarlas)`,
        `(no paro de|no dejo de|sigo|vuelvo a) (contarlas|contandolas|mirarlas|mirandolas|contar las pastillas|contar mis pastillas)`,
        `(ya )?(se|tengo claro|tengo pensado) (el )?(como|cuando|donde)( (y|e) (el )?(como|cuando|donde))*( $$)`,
        `(lo|que) (rapido|facil|sencilo) que (seria|seria todo)( $$)`,
      ],
    },
    {
      cls: 'plan',
      patterns: [
        // a cliff early, before people arrive: «Domingo: el acantilado, temprano, antes de que llegue la gente»
        `(acantilado|puente|azotea|barranco|precipicio|las vias|la via|el risco) ~4 (temprano|de madrugada|al amanecer|de noche) ~4 (antes de que llegue|antes de que haya|cuando no hay|sin) (la )?gente`,
        // pills kept for one chosen night: «las estoy guardando para una noche concreta»
        `(guardando|guardo|guarde|ahorrando|juntando|acumulando|escondiendo) ~4 para (una|un|la|el|esa|ese) (noche|dia|fecha) (concreta|concreto|especial|determinad*|elegid*|senalad*|que ya (se|elegi|tengo))`,
        // the pet's pills that are not for the pet, kept (a vet's prescription is no dosing question here): «Las pastillas no son para él»
        `(pastillas|pildoras|medicina|medicamento|inyeccion|jeringa|dosis|gotas|sobres) ~3 no (son|es|eran|era) para (el|ella|el perro|la perra|el gato|la gata|mi perro|mi perra|mi gato|mi gata|el animal)(?! (son|sino|es|eran|era)>)( $$| ~~2 (guardo|guarde|tengo|escondo|escondi))`,
        // saved pills nearly enough: «Ya casi tengo suficientes»
        `${PILLS} ~~20 (ya )?(casi|pronto) (tengo|tendre|junto|voy a tener) (suficientes|bastantes|las suficientes|los suficientes)`,
        `${PILLS} ~~12 (las|los)? ?(estoy guardando|estoy juntando|voy juntando|voy guardando|estoy acumulando|acumulo)`,
        // pills not taken but kept: «No me las tomo, las estoy guardando»
        `no (me )?(las|los|la|lo) (tomo|trago|estoy tomando) ~~8 (las|los|la|lo)? ?(estoy guardando|guardo|estoy juntando|voy juntando|voy guardando|escondo|acumulo|estoy acumulando)`,
        // the last bus to a height, on a list: «coger el último bus a los acantilados»
        `(coger|tomar|agarrar|pillar|cojo|tomo) el (ultimo|ultima) (bus|autobus|tren|colectivo|micro|metro|camion) (a|al|hacia|hasta) (los |las |el |la )?(acantilados|acantilado|puente|viaducto|presa|faro|mirador)`,
        // who must not be the one to find: «para que no sea ninguno de los dos quien me encuentre»
        `para que (no sea |no lo haga |no me vea )?(ninguno de los dos|ninguno|ninguna|nadie de ellos|ni el ni ella|mi hijo|mi hija|mis hijos|los ninos|mama|mi madre|mi marido|mi mujer|mi pareja|ella|el) (quien|el que|la que|los que|las que)? ?me (encuentre|encuentren|halle|hallen)`,
        // un ensayo con el medio: «Anoche hice un ensayo con la cuerda»
        `(ensayo|ensaye|simulacro|practique|prueba general) ~~16 (cuerda|soga|cinturon|viga|taburete|baranda|cornisa)`,
        // la guerra, la vida, la lucha propia que termina en un día: «Mi guerra se termina este fin de semana»
        `mi (guerra|vida|historia|lucha|camino) (se )?(termina|acaba|terminara|acabara) ~2 (este|el|esta|en) (fin de semana|finde|sabado|domingo|lunes|martes|miercoles|jueves|viernes|noche|semana|mes)`,
        `${TIME} ~6 (lo hago|lo hare|me mato|me tomo (todas|todo|toda|todos|el frasco|la caja|el bote|el blister|un punado|un monton|\\d\\d+|veinte|treinta|cuarenta|cincuenta|sesenta|cien)|me tiro(?! (a la piscina|a la pileta|a la alberca|al agua|al agua a|en el sofa|en la cama|a la cama|al sofa|en el sillon|a dormir|a descansar|a la playa|en la playa|al suelo|la siesta|una siesta|unos dias|el dia|toda|todo|horas|de cabeza a|a por|en plancha)>)|me voy para siempre|todo acabara|todo terminara|se acaba todo|me quito la vida|me suicido|me las tomo)`,
        `(lo hago|lo hare|me mato|me suicido) ~4 ${TIME}`,
        `(guardando|guardo|juntando|junto|acumulando|acumulo|escondiendo|escondo|ahorrando|reuniendo|he juntado|he guardado|tengo guardadas|tengo guardados|he acumulado) ~3 ${PILLS}(?! ~3 (para (la|mi|el) (abuela|madre|padre|perro|gato|viaje)|del botiquin)>)`,
        `(testamento) ~~8 (fecha|dia|listo|lista|preparado|cartas|despedida|${PILLS}|cuerda)`,
        `(sitio|lugar|puente|rincon) ~4 (donde|en el que|en que) (no pasa nadie|nadie (me )?(vera|encontrara|pasa|va|ve))`,
        `(ya )?(se|tengo claro|tengo pensado|he decidido|decidi) (como|cuando|donde) (lo voy a hacer|voy a hacerlo|lo hare|hacerlo|matarme|morir|quitarme la vida|voy a matarme|me voy a matar|suicidarme|voy a morir)`,
        `(busque|buscando|he buscado|googlee|lei sobre|investigue|estuve buscando) ~3 (como (morir|matarme|suicidarme|ahorcarme|no despertar)|formas de (morir|suicidarse|matarse)|maneras de (morir|matarse)|metodos (de suicidio|para morir)|muerte (indolora|sin dolor)|suicidio indoloro)`,
        `(tengo|hice|he hecho) un plan (para|de) (morir|matarme|suicidarme|quitarme la vida|acabar con todo)`,
        `(investigando|investigue|busque|buscando|comparando|mirando) ~4 (que|cuales|cual|que tipo de) ~2 (${PILLS}|medicamentos|metodo|metodos|forma|formas|altura|veneno) ~4 (actuan|funcionan|matan|mas rapido|mas rapidas|mas rapidos|mejor|indoloro|letales|mortales)`,
        `mi plan (es|sera|era) ~4 ${METHOD_NOUN}`,
        `${TIME} ~6 (voy|ire|me voy|iré) (al|a la|a las|hacia el|hacia la) (puente|azotea|vias|via del tren|via ferea|vias del tren|via(?! (lactea|augusta|rapida|publica|verde|layetana|crucis|de (servicio|acceso|escape))>)|rio|acantilado|mar|lago|estacion|tejado)${NOT_AN_OUTING}`,
        `(manana|despues de esta noche|pronto|el viernes|el domingo) ~3 no (necesitare|voy a necesitar|me hara falta|me haran falta) ~3 (nada|eso|esto|nada de eso|nada de esto)`,
        `(planeando|planeo|planificando|preparando|organizando|planeado) (mi )?(muerte|suicidio|final)`,
        `(suficientes|bastantes|muchas|muchos) ~2 ${PILLS} ~5 (para hacerlo|para morir|para no despertar|para acabar|para que funcione|bien|para matarme)`,
        `(forma|manera|metodo|modo) (menos dolorosa|menos doloroso|mas rapida|mas rapido|mas facil|indolora|indoloro|mas segura|mas seguro|sin dolor|mas efectiva|mas efectivo) (de )?(irse|irme|morir|morirse|matarse|matarme|suicidarse|suicidarme|acabar)`,
      ],
    },
    {
      cls: 'plan',
      weak: true,
      patterns: [
        // a funeral paid for ahead: "averigüé el servicio funerario más barato y lo dejé pagado"
        `(servicio funerario|funeraria|entierro|cremacion|nicho|ataud) ~8 (pagado|pague|deje pagado|contrate|reserve|adelantado)`,
        // everything arranged for a day: «Ya arreglé todo para el domingo»
        `(ya )?(arregle|deje|tengo|dejo|esta|quedo) todo (listo |arreglado |preparado |organizado |resuelto )?(para el|pal|para este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia)`,
        // a power of attorney signed over: «firmar el poder al Fede en la escribanía»
        `(firmar|firme|firmo|firmamos|hacer|hice) (el |un )?poder (al|a|para)`,
        // money set aside for the writer's own wake: «sobre con plata para el velorio en el cajón»
        `(sobre|plata|dinero|efectivo|lana|billete|billetes) ~6 (para|pa|pal) (el |mi |los )?(velorio|entierro|sepelio|cremacion|funeral|gastos del velorio|gastos del entierro)`,
        // the funeral already paid for: «Ya pagué la cuota de la funeraria»
        `(pague|ya pague|he pagado|deje pagad*|dejo pagad*) ~3 (la funeraria|el entierro|la cuota de la funeraria|el nicho|la lapida|el seguro de decesos|el velorio|la cremacion)`,
        // a place noted down so as not to forget it: «Lo anoto acá para no olvidarme»
        `(lo|la) (anoto|apunto|escribo) ~3 para no (olvidarme|olvidarlo|olvidarla|olvidar)`,
        // a height measured: «lo he calculado bien»
        `(lo he calculado|lo calcule|lo tengo calculado|he calculado|calcule) (bien|todo|la altura|los pisos|la caida)`,
        // a date chosen: «He elegido el 24»
        `(he elegido|elegi|escogi|he escogido|he decidido|decidi|ya tengo) el (dia )?\\d{1,2}( $$| de [a-z]+( $$)|>)`,
        // a day chosen: «Ya he elegido el día: el 14»
        `(he elegido|elegi|tengo elegido|ya elegi|ya he elegido|escogi|he escogido) (el dia|la fecha|la noche|la hora)`,
        // la hora en que no sube nadie: «el domingo a las 6, que a esa hora no sube nadie»
        `(a esa hora|ahi|alli|a esas horas) no (sube|pasa|va|viene|hay) nadie|antes de que (pase|pasen|venga|vengan|llegue|lleguen|haya) (la gente|gente|nadie)`,
        // una agenda que se acaba en un día: «Después del viernes no hay planes.»
        `(despues del|despues de|a partir del|pasado el) ~1 (lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia|finde|fin de semana|hoy|manana) ~2 (no hay|no tengo|ya no hay|sin) ~1 (planes|plan|nada|agenda)( $$)`,
        `(^^ (ya )?(lo )?(he decidido|decidi|tengo decidido|esta decidido|ya esta decidido)|(ya )?lo (tengo decidido|he decidido))( $$)`,
        `(he tomado|tome|ya tome|tengo tomada) (una|la|mi) decision( $$| final| definitiva)`,
        `(todo esta|ya esta todo|todo|ya tengo todo) (listo|preparado|planeado|organizado)( $$)`,
        `(elegi|escogi|he elegido|ya elegi|tengo elegido) (el|la|un|una) (sitio|lugar|fecha|dia|puente|forma|metodo|manera)`,
        `(el|la) (sitio|lugar|fecha|dia|puente|forma|metodo|manera|hora) (ya )?(elegido|elegida|escogido|escogida|decidido|decidida|fijado|fijada|marcado|marcada)( $$)`,
        `(escribi|he escrito|hice|redacte) (mi|el|un) testamento`,
        `${TIME} ~3 (lo hago|lo hare|sera el dia|es el dia)`,
        `(solo|ya solo) queda esperar`,
      ],
    },
    {
      cls: 'farewell',
      patterns: [
        // what to do with my things, written and signed: «Escribí a mano lo que quiero que se haga con mis cosas y lo firmé»
        `(escribi|deje escrito|anote|puse por escrito) ~4 (lo que quiero que|que quiero que) ~3 (hagan|se haga|hagais) con mis (cosas|bienes|pertenencias|restos|mascotas)`,
        // bank details given in case of the funeral: «le pasé el usuario y la clave del banco por si hace falta para el entierro»
        `por si (hace falta|se necesita|acaso|necesitan)? ~2 (para )?(el|mi) (entierro|funeral|velorio|cremacion)`,
        // never to be waited for again: «no me esperen mañana ni nunca mas»
        `no me (esperen|esperes|espereis|esperes mas|esperen mas) ~3 (nunca mas|nunca|jamas|ni nunca|mas)`,
        // things given away and the reason shown untrue: «a todos les dije que es por un trabajo nuevo pero no hay ningun trabajo nuevo»
        `(regale|di|done|vendi|entregue|deje|lleve) ~~24 (les dije|le dije|dije|conte|les conte) ~8 (pero|y) (no hay|no existe|no tengo|no hay tal|no es) (ningun|ninguna|tal|nada de|ningún)`,
        // things given away, a move half admitted: «Me han preguntado si me mudo. He dicho que sí, más o menos»
        `(me han preguntado|me preguntaron|me pregunto|me pregunta) (si )?me mudo ~~4 (he dicho|dije|les dije|le dije) (que )?si ~1 (mas o menos|algo asi|en cierto modo)`,
        // a cover story for giving a pet away, denied: «Le dije que me voy lejos por trabajo. No me voy por trabajo»
        `(le dije|les dije|dije|le conte) (que )?me voy ~4 ~~4 no me voy`,
        // someone asked to look after a parent for the writer: «le dije q cuidara a mi jefa x mi»
        `(cuidara|cuida|cuidaras|cuides|cuidar|cuidame|cuidenme|cuiden|cuidaran) (a )?(mi |mis )?(jefa|jefe|jefita|jefito|mama|madre|papa|padre|hermana|hermanita|hermano|abuela|abuelita|abuelo|hijos|hija|hijo|viejita|viejo|vieja|gato|perro|perrita|perrito) (por mi|x mi|cuando yo no este|cuando no este|cuando ya no este|en mi lugar)`,
        // things given away, then hugs or goodbyes: «regalé mis sudaderas y mis cuadernos… abracé a todos demasiado»
        `(regale|regalando|regalé|regalado|repartí|reparti|repartiendo) ~4 (cosas|ropa|libros|cuadernos|dibujos|juegos|sudaderas|peluches|discos|coleccion|guitarra) ~~24 (abrace|abrazos|abrazando|me despedi|despedirme|adios|chau|chao|bye)`,
        // a pet left, with no coming back for it: «no creo que vaya a volver por él»
        `(no creo que|ya no|no) (vaya a |voy a |vaya |pueda )?(volver|regresar|pasar) (por|a buscar|a recoger) (el|ella|lo|la|a el|a ella)`,
        // the trip that is a cover story: «No sabe que no hay viaje»
        `(no sabe|no saben|nadie sabe|no se imagina|no se imaginan) que no hay (viaje|mudanza|traslado|vuelta|regreso)`,
        // so nobody has anything to sort out after: «Así nadie tiene que ordenar nada después»
        `(asi|para que) nadie (tenga|tiene|tendra) que (ordenar|limpiar|recoger|arreglar|vaciar|hacer) nada (despues|luego|cuando)`,
        // una despedida que nadie notó: «aunque ninguno se haya dado cuenta de que era una despedida»
        `(nadie|ninguno|ninguna) ~3 (se (dio|haya dado|ha dado|dieron|hayan dado) cuenta|sabia|supo|noto|notaron|entendio) ~3 (de )?que (era|fue|es) (una |mi )?(despedida|adios)`,
        // a goodbye the others did not know was one: "no saben que era despedida"
        `((no|nadie) (saben|sabian|sabe|sabia|sospecha|sospechan|sospechaba|sospechaban|se dio cuenta|se dieron cuenta|noto|notaron|entendio|entendieron) (de )?(que )?(era|fue|es|sera) (una |mi |la )?((despedida|adios)(?! (de|del|por|con)>)|ultima vez( $$| que (me|nos) (ven|veian|verian|vieron|veran|abrazaban|abrazaron|oian|oyeron)))|(no|nadie) (saben|sabian|sabe|sabia) que me (estaba|estoy) despidiendo)`,
        `(carta|cartas|nota|notas|mensaje|mensajes|video) (de despedida|de suicidio|suicida|de adios|finales?)(?! ~3 (a los companeros|al equipo|del trabajo|a mis companeros|trabajo|empresa|jefe|clase|escuela|oficina)>)`,
        `(esta|este) (es )?(mi )?(ultima|ultimo) (entrada|post|mensaje|nota|carta|pagina|vez que escribo)`,
        `(adios) (para siempre|mundo|a todos para siempre|mundo cruel|a la vida)`,
        `(cuando|cuando ya|una vez que|despues de que) (ya )?no (este|estare|exista|me tengan)(?! (en casa|aqui por|de vacaciones|en la oficina)>)`,
        `(cuando|despues de que) (me haya ido para siempre|me muera|muera|este muerta|este muerto)`,
        `(despues de|tras) mi (muerte|suicidio|funeral)`,
        `(regale|he regalado|estoy regalando|regalo|di|done|he dado) ~~8 no (los|las|lo|la|me) (voy a necesitar|necesitare|hara falta|haran falta|van a hacer falta)`,
        `(perdon|perdonenme|perdoname|lo siento|disculpen) (por lo que voy a hacer|por irme asi|por hacerles esto|por dejaros asi|por dejarlos asi)`,
        `(no (se )?(culpen|culpes|sientan culpables)) ~~6 (cuando|no este|me vaya|mi muerte)`,
        `si (estas|estan|alguien esta|alguien lee) ~1 leyendo esto ~~4 (lo siento|perdon|perdoname|adios|perdonenme)`,
        `(cartas|carta|notas|nota|mensajes|mensaje|videos|video) (a|para) ~3 (mis hijos|mi hija|mi hijo|mi familia|mi madre|mama|mi marido|mi pareja|todos|mis padres|mi hermana|mi hermano) ~~8 (por si acaso|por si|para despues|despues|cuando no este|cuando ya no este|adios)`,
        `(me despedi|me he despedido|despedirme|me despido) (de todos|de todo el mundo|de elos|de mi familia) ~3 (en mi cabeza|mentalmente|en silencio|sin que lo sepan|para siempre)`,
        `(no voy a necesitar|no necesitare|no me va a hacer falta|no me hara falta) ~4 (despues de esta noche|despues de hoy|despues de manana|tras esta noche)`,
        `(despues de esta noche|despues de hoy|tras esta noche) ~4 (no voy a necesitar|no necesitare|no me va a hacer falta|no me hara falta)`,
        `(la )?(carta|cartas|nota|sobre) ~~8 no (la|lo|las|los) (abras|abran|abrais) (antes|hasta)`,
        `(este invierno|este verano|este ano|el ano que viene|despues de esta noche) ~4 no (me haran falta|me hara falta|los necesitare|las necesitare|lo necesitare|la necesitare)`,
        `no (me haran falta|me hara falta|los necesitare|las necesitare) ~2 (este invierno|este verano|este ano|el ano que viene)`,
      ],
    },
    {
      cls: 'farewell',
      weak: true,
      patterns: [
        // a burial left written down: «Dejé escrito que me entierren con su foto»
        `(deje|dejo|he dejado) (escrito|dicho|anotado|por escrito) (que )?(me entierren|me cremen|me incineren|me vistan|me pongan|me tiren|esparzan mis cenizas|tiren mis cenizas)`,
        // the group silenced and the photos deleted: «He silenciado el grupo y he borrado las fotos»
        `(he borrado|borre|he eliminado|elimine|he quitado|quite) ~2 (las fotos|mis fotos|todas las fotos|mis cuentas|mi cuenta|mis redes)`,
        // a year of a pet's keep: «el pienso, la manta y el dinero del veterinario para un año»
        `(plata|dinero|comida|alimento|pienso|croquetas|veterinario) ~3 (para|pal|pa) (un ano|todo el ano|medio ano|varios meses)`,
        // a leaving they are left to believe in: «Ella cree que me voy a una residencia. Mejor que lo siga creyendo.»
        `(mejor que lo siga creyendo|que lo siga creyendo|mejor que lo sigan creyendo|mejor que no lo sepa|mejor que no sepan|que siga pensando eso)`,
        // nothing of it needed any more: «A mí ya no me va a hacer falta nada de eso»
        `ya no me (va a hacer|hara|hace|van a hacer|haran) falta (nada|nada de eso|eso|esto|nada de esto|ninguna|ninguno)`,
        // a pet's keep left for a year: «Le dejé plata pal alimento de un año»
        `(le deje|deje|le dejo|dejo|le pague|pague|le di|di) ~4 (plata|dinero|pasta|lana|comida|alimento|pienso|croquetas) ~3 (para|pal|pa|de) ~2 (un ano|todo el ano|meses|varios meses|medio ano|el resto)`,
        // asked if the writer is moving, and the answer is a shrug: «me preguntaron si me iba a cambiar de casa. Algo así.»
        `(me iba|me voy|me mudo|me mudaba|me iba a mudar|me iba a cambiar|te vas|te mudas|te ibas) ~~8 (algo asi|mas o menos|en cierto modo|por decirlo asi|se podria decir)( $$)`,
        // a pet handed on with its bowl: «mañana se lo paso a mi tía con su plato y todo»
        `(se lo|se la|se los|le|les) (paso|dejo|doy|entrego|regalo|llevo|encargo) ~4 (con su|con sus) (plato|platos|comida|cama|camita|correa|jaula|juguetes|pienso|croquetas|arena|cosas)`,
        // affairs tied up with a notary: «llamé al notario para dejarlo todo atado»
        `(notario|notaria|abogado|abogada) ~6 (dejarlo todo|dejar todo|dejarlo|tenerlo todo) (atado|arreglado|en orden|listo|firmado)`,
        // things shared out among friends: «les dejé a mis amigas mis cosas repartidas»
        `(les deje|le deje|les di|le di|les regale|le regale|reparti|les reparti) ~4 (mis cosas|todas mis cosas|mi coleccion|mis [^ ¦]+ repartid*)|mis cosas ~3 repartid*`,
        // someone asked to look after the writer's own people: «le dije que le eche un ojo a mi vieja»
        `(que )?(le |les )?(eche|echen|echara|echase|cuide|cuiden) un ojo a (mi|mis) (vieja|viejo|madre|mama|padre|papa|hijos|hija|hijo|perro|perra|gato|gata|abuela|abuelo)`,
        // a pet handed on for after: «le dejé comida al loro, después que lo cuide mi hermana»
        `(despues|luego|de ahi en adelante|a partir de ahi|cuando (yo )?no (este|estoy)) (que |de que )?(lo|la|los|las|les|le) (cuide|cuiden|cuidara|cuidaria|atienda|alimente|adopte|adopten)`,
        // a move given as the cover story: «Los cabros creen que me cambio de ciudad»
        `(creen|piensan|cree|piensa|les dije|le dije) que me (cambio|mudo|voy|marcho) (de ciudad|de pais|de casa|a otra ciudad|lejos|fuera)`,
        // el historial borrado antes de irse
        `(borrar|borre|borrado|borro) (el|mi|todo el) historial`,
        // el perdón pedido por adelantado: «Que mi madre me perdone.»
        `^^ que (mi madre|mi mama|mi padre|mi papa|mis hijos|mi familia|mi mujer|mi marido|dios) me perdone( $$)`,
        `(perdon|perdonenme|perdoname|lo siento|disculpen|perdonadme) (por todo|por todo lo que)`,
        `^^ (adios)( a todos| mis amores| mama| a todo| para siempre)?( $$)`,
        `(cuiden|cuida|cuidad|ocupense|hagan cargo|hagase cargo) ~2 (de )?(a )?(mi|mis) (gato|gata|perro|perra|hijos|hijas|ninos|madre|plantas|mascota|mascotas)`,
        `(no (se )?(culpen|culpes|sientan culpables)|no fue culpa de nadie|no es culpa de nadie|no es culpa tuya|no es tu culpa)`,
        `(los|las|os|te) (quise|queria|he querido) (mucho|tanto|a todos)`,
        `(no loren|no lores|no esten tristes) (por mi)`,
        `(regale|he regalado|estoy regalando|regalo|done|he dado) ~3 (mis cosas|mi ropa|mis libros|mi guitarra|todo lo que tengo|mis pertenencias|mi gato|mi perro|todas mis cosas)`,
        // the pet left with someone ("perro" reads "pero"): «le he dejado el perro a Ramón, el vecino»
        `(le |les )?(he dejado|deje|he dado|di|he entregado|entregue|he regalado|regale) (el|la|mi|los|las|mis) (pero|peros|perita|perito|gato|gata|gatos|mascota|mascotas|canario|loro|caballo) (a|con) ~3 (vecino|vecina|vecinos|hermana|hermano|amiga|amigo|hija|hijo|sobrina|sobrino|prima|primo|madre|padre|cunada|cunado)`,
        `(ya )?no (los|las|lo|la) (voy a necesitar|necesitare)`,
        `(cancele|di de baja|cere) ~2 (el contrato|mi contrato|el movil|la linea|el gimnasio|mis cuentas|el seguro)`,
        `(pague|adelante) ~3 (alquiler|facturas|deudas) ~3 (por adelantado|adelantado|tres meses|los proximos)`,
        `si (estas|estan) leyendo esto`,
        `((deje|dejo|tengo|ya tengo|escribi|he escrito|ya escribi) (la|una|mi|las|mis) (carta|cartas)|^^ (la|mi|las|mis) (carta|cartas) (ya )?(esta|estan)) (escrita|escritas|lista|listas|preparada|preparadas|cerrada|cerradas|sobre la mesa|en el cajon)(?! ~3 (banco|reyes|seguro|jefe|jefa|empresa|ayuntamiento|universidad|colegio|escuela|editorial|juzgado|abogado|casero|casera|trabajo|presentacion|motivacion|recomendacion)>)`,
        `no fue (su|tu|vuestra) culpa`,
        `(contrasenas|claves|datos del banco|cuentas) ~6 (para|a) (mi )?(hermana|hermano|madre|mama|marido|mujer|hijos|familia|pareja)`,
        `gracias por todo ~3 (adios|perdon|os quiero|los quiero)`,
        `(me despedi|me he despedido|me despido) (de todos|de todo el mundo|de mi familia)(?! ~3 (en|de|del|antes de) ~2 (${PLACE}|curro|laburo|chamba|equipo|clase|grupo|fiesta|despedida|viaje|vuelo|mudanza|traslado)>)(?! ~~8 (me (trasladan|mudo|cambio de|voy a vivir|voy de viaje|jubilo)|nos mudamos|traslado|mudanza|jubilacion|me jubil*))`,
        `^^ (perdon|perdoname|perdonadme|lo siento) (mama|papa|a todos|mi amor|hijos)`,
        `^^ (te quiero|os quiero|los quiero|las quiero)( mucho| a todos)?( $$)`,
      ],
    },
    {
      cls: 'burden',
      patterns: [
        // someone deserving a life without the writer's weight: «Se merece una vida sin una mujer rota atada al cuello»
        `(se merece|merece|se merecen|merecen|se merecia|merecia) ~2 (vida|vivir|ser feliz) (sin|libre de) ~4 (mi|rota|roto|carga|lastre|cuello|enferma|enfermo|estorbo)`,
        // the life insurance worth more than the writer: «Sin mí el seguro de vida les pagaba todo y hasta les sobraba»
        `(sin mi|si yo no estuviera|si no estuviera yo|si yo faltara|si yo no existiera) ~6 (el|la|mi) (seguro|poliza) ~8 (pagaba|pagaria|pagarian|cubria|cubriria|sobraba|sobraria|alcanzaba|alcanzaria|saldaba|saldaria)`,
        // giving a parent the dead child he said he would rather have: «preferia un hijo muerto… deberia darle el gusto»
        `(hijo muerto|hija muerta|muerto|muerta|no hubiera nacido|no haber nacido|no existiera) ~~14 (darle|darles|cumplirle|cumplirles|hacerle|hacerles) (el gusto|su deseo|el favor|caso)`,
        `(todos|mi familia|mis hijos|el mundo|ellos|ellas|mi madre|mi marido|mis padres|la gente|los demas) ~2 (estarian|vivirian|serian|irian|les iria|estarian mucho) ~2 (mejor|mas felices|mas tranquilos|tranquilos|en paz) sin mi`,
        `(mejor|mas felices|mas tranquilos|mas faciles|mas facil) sin mi`,
        // a thing in the way: "me siento como un mueble viejo que estorba en la casa"
        `(me siento|soy|estoy) como (un|una) ~3 que (solo |nomas |ya solo )?(estorba|sobra|molesta|ocupa lugar|ocupa espacio|nadie quiere|nadie necesita|hay que cargar)(?! (poco|un poco|a veces|en la foto)>)`,
        `(mejor|mas felices|mas tranquilos|mas facil|vivirian mejor|estarian mejor) ~6 si (yo )?(no estuviera|no existiera|desapareciera|me muriera|muriera|no hubiera nacido|me fuera|no estuviese)`,
        `${NOT_MINE}(soy|me siento|solo soy|no soy mas que|no soy nada mas que) (una |un )?(carga|estorbo|lastre|peso muerto|molestia para todos|problema para todos|parasito|inutil para todos|desperdicio)`,
        `(les|le) (haria|hago) (un )?favor (a todos )?(si|muriendome|desapareciendo|yendome)`,
        `(les |le )?(arruino|destrozo|jodo|amargo) la vida a (todos|todo el mundo|mi familia|mis hijos)`,
        `(sobro|estoy de mas) (en este mundo|en esta vida|aqui|en esta familia|para todos)`,
        `((muerta|muerto) (valgo|valdria|valdre|sirvo|serviria|vale|valdra) mas|(valgo|valdria|valdre|sirvo|serviria) mas (muerta|muerto))( que (viva|vivo))?`,
        `nadie me (extranaria|echaria de menos)`,
        // the others relieved of carrying the writer: "que dejen de cargar conmigo", "ya no tendrían que arrastrarme"
        `((dejen|dejaran|dejasen|dejarian|dejaria|dejara|dejase|dejar) de|ya no (tendrian|tendran|tengan|tuvieran|tuviesen) que|no (tendrian|tendran|tuvieran|tuviesen) (mas )?que) (tener que )?(cargar (mas )?conmigo|cargar con mi peso|arrastrarme|aguantarme|mantenerme|cuidarme|lidiar conmigo|cargarme)(?! ~3 (cuando|porque|ya que|pues|si) ~3 (me mude|me mudo|me independice|trabaje|consiga|encuentre|me vaya de casa)>)`,
        `${BETTER} ~8 ${SELF_GONE}`,
        `${SELF_GONE} ~8 ${BETTER}`,
        `${NOBODY_NOTICES} ~~10 ${SELF_DEATH_IF}`,
        `${SELF_DEATH_IF} ~~10 ${NOBODY_NOTICES}`,
        `(haria|hago|harian) ~2 favor ~4 (desapareciendo|muriendome|yendome|quitandome de en medio|si desapareciera|si me muriera|si me fuera)`,
        `(sin mi|si (yo )?(me fuera|desapareciera|no estuviera|no existiera|me muriera|no estuviese|faltara|faltase|llegara a faltar)) ~6 (podrian|podria|podran|podra|seria|serian|tendria|tendrian) ~3 (por fin )?(descansar|respirar|vivir|ser libres?|ser felices?|estar en paz|seguir|rehacer su vida|rehacer sus vidas|empezar de cero|empezar de nuevo|vivir tranquil*|una vida normal)`,
        `(soy|me siento) (una )?(piedra|losa|peso|ancla|cadena) ~4 (al cuelo|de todos|para todos|para mi familia|en la vida de)`,
        `(seria|serian|estaria|estarian) (libre|libres|feliz|felices|mejor|en paz) ~4 si (yo )?(desapareciera|me muriera|me fuera|no estuviera)`,
        `sin mi ~5 (tendrian|tendran|estarian|vivirian|serian|seria|estaria|tendria) ~3 (una vida )?(mejor|mas facil|mas faciles|mas feliz|mas felices|mas tranquila|mas tranquilas|mas tranquilos|en paz|libres?)`,
      ],
    },
    {
      cls: 'burden',
      weak: true,
      patterns: [
        `nadie me (necesita|quiere)`,
        `(solo|siempre|nomas|no hago mas que|ya solo) (causo|doy|traigo|causar|dar) (puro |puros )?(problemas|problema|disgustos|gastos|preocupaciones|trabajo|molestias|lata|que hacer)|(doy|causo|traigo) (puro|puros|solo|nomas) (problema|problemas|disgustos|gastos|preocupaciones)`,
        `(el problema soy yo|yo soy el problema)`,
        // their life, wished for them free of the writer: "y que ella viva su vida tranquila"
        `(que|para que) (ella|el|ellos|ellas|mi familia|mis hijos|mi hija|mi hijo|mi nieta|mi nieto|mis nietos|mi mujer|mi marido|mi esposa|mi esposo|mi pareja|mi madre|mi padre|mis padres) (viva|vivan|pueda vivir|puedan vivir|rehaga|rehagan|siga con|sigan con) su vida (tranquil*|en paz|libre*|sin mi|sin cargas)`,
        `(les )?(chupo|robo|quito|absorbo|consumo) (la )?(energia|vida|fuerzas|dinero) (a|de) (mis padres|mi familia|todos|mi marido|mis hijos)`,
        `(arruino|destrozo|estropeo|jodo) todo( lo que toco)?`,
      ],
    },
    {
      cls: 'selfHarm',
      weak: true,
      patterns: [
        // the heat asked about, a reason made up: «me pregunto si no me moria de calor y le dije q es por el aire acondicionado»
        `(le dije|dije|le conte|le explique|le digo|digo) (q|que) ~3 (por|del|de) (el )?(aire acondicionado|aire de la ofi|aire de la oficina)`,
        // long sleeves in the heat, again: «otra vez manga larga en agosto»
        `(manga larga|mangas largas) ~4 (en )?(agosto|julio|verano|pleno verano|enero|febrero|con este calor|con el calor|a 40)`,
        `^^ (recai|he recaido|recaida)( fuerte| otra vez| hoy| esta noche)?( $$)`,
        `(queria|quiero|necesitaba|necesito) que (me )?doliera`,
        `(vendas|tiritas) ~3 (se acaban|acabando|esconder)`,
        `(esconder|escondo|tapar|tapo) (los cortes|las cicatrices|las heridas|las quemaduras)`,
        `me (hice|hago|he hecho|deje|dejo) (tira|tiras|mierda|pedazos|trizas|cisco|polvo) (los|el|las|la|mis|mi) ${SKIN}(?! ~4 (jugando|al caer|al caerme|cayendome|con la bici|en la bici|en la moto|entrenando|en el partido|patinando|esquiando|en un accidente|con el sol|al sol)>)`,
        `(me (tape|tapo|puse|pongo)|uso|llevo|usar|ponerme|taparme) ~4 (manga larga|mangas largas|polera larga|sudadera|buzo|sueter|chaqueta|pulseras|pants|pantalon largo|medias) ~4 (para que|asi) ~2 no (se )?(vea|vean|viera|vieran|note|noten|notara|notaran|den cuenta|diera cuenta|dieran cuenta|pregunte|pregunten|preguntara)(?! ~3 (tatuaje*|piercing*|chupeton*|grano*|acne|manchas|pelos|vello|moreton*|moraton*|alergia|sarpulido|eczema|psoriasis)>)`,
      ],
    },
    {
      cls: 'selfHarm',
      patterns: [
        // a wound blamed on a pet that is not there: «a mi roomie le dije que me rasguñó el gato. no tenemos gato»
        `(dije|le dije|les dije) ~4 (que )?(me )?(rasguno|arano|aruno|mordio|rayo) (el |la )?(gato|gata|perro|perra) ~~10 no (tenemos|tengo|hay) (gato|gata|perro|perra|gatos|perros)`,
        // hurting oneself as a punishment deserved: «me queme otra vez con la plancha… cada vez que me equivoco me lo merezco»
        `(me queme|me quemo|me corte|me corto|me pegue|me pego|me golpee|me golpeo|me arane|me rasgue|me pellizque) ~~14 (me lo merezco|me lo merecia|lo merezco|me lo gane|por idiota|por tonta|por tonto|por inutil|de castigo|como castigo|para castigarme|por equivocarme|cuando me equivoco)`,
        // plasters bought elsewhere so no one asks: «Tiritas compradas en otra farmacia para que la de siempre no pregunte»
        `(tiritas|curitas|vendas|gasas|parches|apositos) ~8 (para que|asi|así) ~4 no (pregunte|pregunten|vea|vean|se note|se noten|sospeche)`,
        // a lighter held to the thigh: «otra vez el mechero en el muslo, donde no se ve»
        `(mechero|encendedor|cigarro|cigarrillo|plancha) ~4 (en|sobre|contra) (el|la|mi|los|las) (muslo|muslos|brazo|brazos|muneca|munecas|pierna|piernas|piel|barriga|tripa)`,
        // new ones on the forearm: «Tres nuevas en el antebrazo izquierdo, la del medio se volvió a abrir»
        `(tres|dos|cuatro|cinco|seis|\\d+) nuevas en (el|la|los|las|mi|mis) (antebrazo|brazo|muneca|muslo|pierna|brazos|muslos|piernas|antebrazos|munecas)`,
        // the body punished with hunger: «yo lo castigo sin comida»
        `(lo|me|la) (castigo|castigare|voy a castigar) (sin comida|sin comer|sin agua|con hambre|no comiendo|a pan y agua|sin cenar|sin desayunar)`,
        // no room left on a leg: «ya no me caben en la pierna»
        `(ya )?no me (caben|entran) (en|por) (la|el|los|las) (pierna|piernas|brazo|brazos|muslo|muslos|muneca|munecas|panza|tobillo)`,
        // long sleeves in summer that nobody asks about: «las mangas largas en junio cantan pero nadie pregunta»
        `((manga larga|mangas largas|sudadera|buzo|sueter) ~6 (junio|julio|agosto|verano|calor|pleno verano|enero|febrero|diciembre)|(junio|julio|agosto|verano|calor|pleno verano|enero|febrero|diciembre) ~6 (manga larga|mangas largas|sudadera|buzo|sueter)) ~~10 (nadie pregunta|nadie ve|nadie nota|nadie se da cuenta|para que no (vean|se vea|se note|noten)|tapar|esconder|ocultar|cantan|canta)`,
        // the head beaten on a wall, and counted or marked: «me di la cabeza contra la pared… hoy fueron tres veces»
        `(me di|me doy|me daba|me dio|me pegue|me pego|me golpee|me golpeo|golpee|golpeo|daba) (la cabeza|con la cabeza|cabezazos|de cabezazos|la frente) (contra|en) (la|el) (pared|muro|puerta|piso|suelo|espejo|lavadero) ~~16 (veces|chichon|moreton|sangr*|hasta que)`,
        // the blades never thrown out, taken out again: «Hoy he sacado la cajita de cuchillas que nunca tiré»
        `(cuchillas|cuchilla|navajas|navaja|cuter|cutter|hojas de afeitar) (que )?(nunca tire|nunca bote|guardaba|tenia escondidas|tenia guardadas|escondi)`,
        // un cigarro apagado en la piel
        `me (apague|apago|he apagado) (el |un |los )?(cigaro|cigarro|cigarrillo|cigarillo|pucho|cigarros) en (el |la |mi |los )?(muslo|muslos|brazo|brazos|mano|pierna|piernas|muneca|piel|barriga)`,
        // a hand put in the boiling water or on the stove, for what it makes one feel
        `(meti|meto|metia|puse|pongo|ponia|meter|poner|meterme|ponerme) (la mano|las manos|el brazo|los brazos|los dedos|el dedo|el pie|los pies) (en|bajo|sobre|encima de|contra) (el |la |los |las )?(agua hirviendo|agua hirviente|aceite hirviendo|aceite caliente|agua muy caliente|fuego|llama|brasas|plancha|horno|hornila|fogon|vitro*|estufa|sarten|olla hirviendo) ~~12 (para sentir|queria sentir|necesitaba sentir|necesito sentir|quiero sentir|a proposito|adrede|aposta|me lo merezco|me lo merecia|me calm*|me alivi*|funciono|castig*)`,
        // a blow to oneself meant: "me doy con el martillo en los dedos a propósito"
        `me (doy|di|daba|pego|pegue|pegaba|golpeo|golpee|golpeaba|quemo|queme|quemaba|muerdo|mordi|mordia|aplasto|aplaste) ~6 (a proposito|adrede|aposta|queriendo|para castigarme|para sentir algo)`,
        // pain outside to quiet the pain inside: "el dolor de fuera tapa el de dentro"
        `(el )?dolor (fisico|de fuera|de afuera|del cuerpo) (tapa|calma|alivia|apaga|ahoga|silencia|esconde|distrae|me distrae de|me quita) ~2 (el de dentro|el de adentro|el otro|el emocional|el del alma|el de la cabeza|el de mi cabeza)`,
        `${NOT_MINE}(me corto|me corte|me he cortado|me volvi a cortar|me he vuelto a cortar|me vuelvo a cortar|me sigo cortando|me estoy cortando|cortarme|me hice cortes|me hago cortes|me cortaba|volver a cortarme)(?! (el pelo|el dedo|las unas|el flequilo|cocinando|con el papel|sin querer|afeitandome|al cocinar|con (un|el) (cuchilo|papel|vidrio|cristal|abrelatas)|la mano cocinando)>)`,
        `(me quemo|me queme|quemarme|me he quemado|me quemaba) ~3 (con )?(el |un |la |una )?(mechero|encendedor|cigaro|cigarilo|plancha|ceri*|fosforo)`,
        `${NOT_MINE}me (volvi|vuelvo|he vuelto|volvere|voy a volver|quiero volver|estoy volviendo|sigo) a (hacer dano|hacer mal|lastimar|cortar|quemar|golpear|aranar|rasgunar|autolesionar)(?! (el pelo|el dedo|las unas|el flequilo|la mano|con el sol|al sol|en la playa|con la plancha|con el horno|con aceite|cocinando|jugando|entrenando|en el|en la|al caer|la rodila|el tobilo|la espalda|la pierna)>)`,
        `(me pegue|me pego|me golpee|me golpeo|pegarme|golpearme|me azote|me azoto|azotarme) ~4 hasta (dejarme|que (me )?(quedaran|queden|salieran|salgan)|sangrar|hacerme sangre|sacarme sangre) ~2 (marcas|moratones|moretones|morados|sangre|heridas|verdugones)?`,
        `(me golpeo|me golpee|golpearme|golpeandome|me doy golpes|me daba golpes|dandome golpes|me pego|pegarme|me pegaba|pegandome|me doy cabezazos|darme cabezazos|dandome cabezazos|me (estoy|sigo|ando|he estado|vengo|estaba|estuve) (golpeando|pegando|dando golpes|dando cabezazos)) ~3 (la cabeza|contra la pared|contra la puerta|contra el suelo|punetazos|a mi misma|a mi mismo)`,
        // punches and slaps to oneself, in each region's words: "me pegué piñas en la cara", "me di cachetadas hasta…"
        `${NOT_MINE}(me (pegue|he pegado|di|doy|he dado|estoy pegando|estoy dando|sigo pegando|sigo dando)|pegarme|darme|pegandome|dandome) (punetazos|punetes|pinas|trompadas|trompazos|madrazos|chingadazos|cachetadas|cachetazos|bofetadas|bofetones|combos|hostias|tortazos|guantazos|golpes|golpazos|manotazos|punos|cabezazos) ~3 (en la cara|en la cabeza|en el estomago|en la panza|en la barriga|en las piernas|en los muslos|en los brazos|la cara|la cabeza|mi cara|mi cabeza|a mi misma|a mi mismo|hasta)`,
        `(me rasguno|me rasgune|me arano|me arane|me rasco|me rasque|aranarme|rasgunarme|rascarme|me pellizco|me pellizque|pellizcarme|me clavo|me clave|clavarme|clavandome|me pincho|me pinche|pincharme|pinchandome|me marco|me marque|marcarme|me rayo|me raye|rayarme|me muerdo|me mordi|morderme|mordiendome)(?! (una|un|unas|unos) (astila|astilas|espina|espinas|clavo|clavos|pua|puas|anzuelo|cristal|vidrio)>) ~8 (hasta sangrar|hasta hacerme sangre|hasta que (me )?sangr*|hasta que (sale|salga|saliera|salio) (la )?sangre|hasta la sangre|hasta sacarme sangre)`,
        // the blood that brings relief: "cuando sale la gotita de sangre me calmo", "ver la sangre me tranquiliza"
        `(ver|veo|vi|sale|salga|salio|brota|corre) ~2 (sangre|gotita de sangre|gota de sangre|gotitas de sangre|gotas de sangre) ~3 (me calmo|me calma|me tranquiliza|me tranquilizo|me relaja|me relajo|me alivia|me siento mejor|puedo respirar|respiro|me siento viva|me siento vivo)`,
        // a sharp thing named before the skin: "me marco con las agujas… líneas en el antebrazo"
        `${NOT_MINE}me (raye|rayo|marque|marco|pinche|pincho|clave|clavo) ~2 (con )?(la |las |el |los |un |una |unas |unos )?(punta (de|del|de la) )?(compas|cuter|sacapuntas|cuchila*|navaja*|tijera*|aguja*|alfiler*|clip*|cristal*|vidrio*|grapa*|chincheta*) ~8 (en )?(el |los |la |las |mis |mi )?${SKIN}`,
        `${NOT_MINE}(autolesion*|autolesionarme|me autolesiono|me autolesione|autodano|self harm|selfharm|cutting)`,
        `${NOT_MINE}(me hago dano|hacerme dano|me lastimo|lastimarme|me hice dano|hacerme mal)(?! (jugando|en el|al caer|sin querer|entrenando|en la|con la|haciendo)>)`,
        `(recai|he recaido|volvi a caer|recaida) ~~8 (cuchila|navaja|cortar|corte|cortarme|cortes|autolesion*|${EMOJI.blade})`,
        `llevaba ~3 (dias|semanas|meses) sin (cortarme|autolesionarme|hacerme dano)`,
        `(otra vez|de nuevo|hoy|anoche) ~2 ${EMOJI.blade}`,
        `${EMOJI.blade} ~2 (${EMOJI.blood}|otra vez|de nuevo)`,
        `(\\d+|tres|dos|cuatro|cinco|diez|cuarenta) (dias|semanas|meses) (limpia|limpio|sin cortarme|sin autolesionarme|sin hacerme dano)? ~6 (a la basura|por la borda|al carajo|a la mierda|tirados|perdidos|se fueron)`,
        `(cortes|heridas|quemaduras|cicatrices) (nuevos|nuevas|frescos|frescas)`,
        // fresh marks on the skin, or marks named by what made them: "5 rayitas nuevas en la muñeca", "quemaduras de cigarro en el abdomen"
        `(rayas|rayitas|tajos|tajitos|cortecitos|marcas|quemaduras|cortes|heridas) ((nuevos|nuevas|frescos|frescas) ~2|(de|con) (un |una |el |la )?(cigaro|cigarilo|cigaros|cigarilos|colila|mechero|encendedor|cuchila|navaja|sacapuntas|cuter|tijera|tijeras) ~3) (en )?(el |los |la |las |mis |mi )?${SKIN}`,
        `mis (muslos|brazos|munecas|piernas) ~4 (parecen|parece|vuelven a parecer|estan lenos de|lenos de) ~2 (un mapa|cicatrices|cortes|rayas)`,
        `(me muerdo|mordiendome|me mordi|me pelizco|me golpeo) (el|los|la|las) (brazo|brazos|mano|manos|muneca|piernas|muslos) ~3 hasta ~3 (moratones|moraton|sangre|sangrar|marcas)`,
        `(me queme|me corte|me rasgune|me arane|me golpee|me pegue) ~6 (a proposito|adrede|aposta|para sentir|calla el ruido|para que doliera)`,
        // hunger as punishment: "no como desde el jueves, a propósito", "no me merezco ni comer"
        `(no (me )?merezco (ni )?(comer|la comida|comida|un plato)|(no como|no he comido|dejo de comer|deje de comer|no comer|sin comer|me salto (las )?comidas|me mato de hambre|matarme de hambre) ~5 (a proposito|adrede|aposta|para castigarme|como castigo|para que me duela|que me duela))`,
        `${NOT_MINE}(me (raye|rayo|rayaba|rasgune|rasguno|arane|arano|marque|marco|pinche|pincho|clave|clavo|queme|quemo|corte|corto|abri)|me (vengo|estoy|sigo|ando|he estado|estuve|estaba) (rayando|marcando|pinchando|clavando|quemando|cortando|rasgunando|aranando)|rayarme|marcarme|pincharme|clavarme|rayandome|marcandome|pinchandome|clavandome) ~3 (el |los |la |las |mis |mi )?${SKIN} ~3 (con )?(la punta (de|del|de la|de una|de un) |el |la |un |una )?(compas|cuter|sacapuntas|cuchila|cuchilas|navaja|tijeras|aguja|alfiler|mechero|cigaro|cigarilo|clip|boli|cristal|vidrio|hoja|grapa|chincheta|${EMOJI.blade})`,
        `${NOT_MINE}(haciendome|me (vengo|estoy|sigo|ando|he estado|estuve|estaba|segui) haciendo) (cortes|cortecitos|heridas|marcas|quemaduras|rayas|rayitas|tajos|tajitos)`,
        `${NOT_MINE}(cortandome|quemandome|rayandome|marcandome|rasgunandome|aranandome|me (vengo|estoy|sigo|ando|he estado|estuve|estaba) (cortando|quemando|rayando|marcando|rasgunando|aranando)) ~2 (en )?(el |los |la |las |mis |mi )?${SKIN}(?! ~3 (al sol|con el sol|en la playa|tomando el sol|cocinando|con aceite|con la plancha|con el horno|sin querer|afeitandome|depilandome)>)`,
        `(golpee|pegue|di punetazos a|patee) (la|a la) (pared|puerta|espejo) ~4 hasta ~4 (nudilos|manos|sangre|sangrar|abrirme|romperme)`,
        `(volvi a coger|cogi otra vez|agare otra vez|volvi a agarar|tome otra vez) (la )?(cuchila|navaja|hoja|cuchilo)`,
        `(\\d+|dos|tres|cuatro|cinco|diez) (dias|semanas|meses|anos) sin (cortarme|autolesionarme|hacerme dano) ~~8 (cuchila|navaja|cortar|me corte|volvi)`,
      ],
    },
    {
      cls: 'hopelessness',
      patterns: [
        // no years ahead, and not wanting them: «No hay cinco años… no quiero que los haya»
        `(anos|meses|futuro|manana) ~~12 no quiero que (los |las |lo |la )?haya`,
        // no point in reaching a month near: «no le veo caso a llegar a diciembre»
        `no (le )?(veo|encuentro) (caso|sentido|razon|para que) ~2 (llegar|seguir|vivir|despertar|aguantar)`,
        `(no tengo|no hay|no veo|sin) (ningun |ninguna )?(futuro|salida|esperanza)( para mi| $$| ya| en mi vida| ninguna| ninguno)`,
        `^^ (ya )?no hay (salida|esperanza|futuro)`,
        `no (le )?(veo|encuentro|hallo|tiene) (ninguna )?(salida|solucion|futuro|esperanza) (a|para) (mi vida|mi situacion|lo mio|mi existencia)`,
        `(no tengo|ya no tengo|ya no me quedan|no me quedan|sin|perdi|he perdido)(?<! (no|nunca|jamas|ni|tampoco) (he perdido|perdi)) (ninguna |las |mis |todas las )?esperanzas( de nada| en nada| $$| ya| para mi| de vivir| de mejorar)`,
        `(ya )?no (hay|queda|tengo) nada (que|q) me (mantenga|ate|retenga|sujete|amarre) (aqui|aca|en este mundo|con vida|a la vida|a este mundo)`,
        `nada ~2 (va a|ira a|puede) (mejorar|cambiar|ir mejor|estar bien) ~2 (nunca|jamas)`,
        `nunca (va a|ira a|voy a|vaya a) (mejorar|estar bien|salir de esta|ser feliz)`,
        `nunca (va a|ira a) cambiar nada|nada (va a|ira a) cambiar nunca`,
        `((tire|he tirado|tiro|tirar|voy a tirar) la toalla|(me rindo|me rendi|me he rendido|rendirme)) (con|de|ante) (la vida|vivir|mi vida|seguir viviendo)`,
        `(no (le )?(encuentro|veo|tiene|hay|hallo)) ~2 (ningun |ninguna )?(sentido|razon|motivo) ~2 (a |para |de )?(vivir|seguir viviendo|seguir|la vida|mi vida|existir|levantarme|esperar ~2 (el deterioro|el final|el fin|la muerte|lo inevitable|la decadencia|que me (muera|apague|consuma))|(alargar|prolongar|estirar) (mi vida|la vida|mi sufrimiento|el sufrimiento|la agonia|mi agonia|lo inevitable))`,
        `(para que|de que sirve) (vivir|seguir viviendo|existir|levantarme)( $$| asi)`,
        `no tiene sentido (despertarme|despertar|levantarme|seguir viviendo|vivir|seguir)`,
        `(para que|de que sirve) seguir( $$| asi| viviendo)`,
        `(mi vida|la vida) (se acabo|esta acabada|no tiene sentido|es un infierno|no vale nada|esta arruinada|se termino|ha terminado)`,
        `(ya )?(nada|nadie) (me )?(puede|podra) (ayudar|salvar)`,
        `(he perdido|perdi|sin)(?<! (no|nunca|jamas|ni|tampoco) (he perdido|perdi)) (las )?(ganas de vivir|la esperanza|toda esperanza|las ganas de seguir)`,
        `(la vida|mi vida) ~2 no vale nada`,
        `no hay nada ~2 (delante de mi|por delante|para mi|que esperar|esperandome)`,
        // no "after", no tomorrow left for me: "no hay un después para mí"
        `(no (hay|habra|existe|queda|veo|tengo)|sin) (un |ningun |el )?(despues|porvenir|manana) (para mi|pa mi)`,
        `(ni luz|ni futuro|ni esperanza) ~3 (ni futuro|ni luz|ni esperanza|nada)`,
        `no me veo (saliendo|mejorando|siendo feliz|sobreviviendo|legando|recuperandome)`,
        `(ya )?no espero (nada|ya nada) (de (la|esta|mi) vida|del futuro|de vivir)`,
      ],
    },
    {
      cls: 'hopelessness',
      weak: true,
      patterns: [
        `(ya )?no puedo mas`,
        `(ya )?no doy (mas|para mas)( $$| ya| con (todo|esto|mi vida))`,
        `(no aguanto mas|no lo soporto mas|no soporto mas|estoy harta de todo|estoy harto de todo|me rindo|estoy agotada de todo|sin salida|todo es inutil)`,
        `no puedo seguir( $$| asi| con esto| adelante)`,
        `nada vale la pena`,
        `(ya )?nada tiene sentido`,
        `nada (va a|ira a) (mejorar|cambiar)`,
        `no tiene sentido( $$)`,
        `(para que|de que sirve|pa que) (alargarlo|prolongarlo|estirarlo|alargar esto|prolongar esto|seguir alargando(lo)?|alargar (mi|la) vida|prolongar (mi|la) vida)( $$)`,
      ],
    },
    {
      cls: 'dose',
      patterns: [
        // pills taken with wine, many beyond the leaflet: "Me tomé 6 de las de la ansiedad con el vino."
        `me tome (\\d+|seis|cinco|siete|ocho|diez|doce|quince|veinte) ~5 con (el |la |un |una )?(vino|alcohol|cerveza|whisky|ron|vodka|birra|fernet|tequila|pisco)`,
        // one box from each pharmacy, listed: «Farmacia de la calle Mayor: 1 caja. / Farmacia de la estación: 1 caja»
        `farmacia ~5 (1|una) caja ~~8 farmacia ~5 (1|una) caja`,
        // sleeping pills gathered by a lie, nearly enough: «Están en el bote de las aspirinas con las otras. Ya casi hay suficientes»
        `(pastillas|pildoras|somniferos|receta|recetas) ~~30 (ya )?(casi )?(hay|tengo|junte|son|llevo) (suficientes|bastantes)`,
        `(dosis|cantidad) (letal|mortal|toxica)`,
        `(dosis|cantidad|cuantas|cuantos|cuanto|cuanta) ~5 (es|son|seria|serian|resulta) (mortal|mortales|letal|letales)`,
        `(cuantas|cuanto|cuanta|cuantos|que cantidad de) ~8 (para|hacen falta para|hace falta para|necesito para|se necesitan para) ~2 (morir|no despertar|no despertarme|matarme|matar a una persona|que sea mortal|que sea letal|que funcione|que sea seguro|acabar|dormir para siempre|suicidarme|no volver a despertar)`,
        `(cuantas|cuanto|cuanta|cuantos) ~6 (es mortal|es letal|son mortales|son letales|mata|matan|te mata|matan a una persona)`,
        `(dosis maxima) ~8 (mortal|letal|morir|matar|no despertar)`,
        `(cuantas|cuantos|cuanto|cuanta) ~8 (serian|seria|son|es|sera|seran) (mortales|mortal|letales|letal)`,
        `(sobredosis) ~3 (a proposito|queriendo|para morir|para no despertar)`,
        `${PILLS} (para|hacen falta para|necesito para) (morir|no despertar|matarme|suicidarme)`,
        `${PILLS} ~3 (suficientes|bastantes|suficiente) ~3 para (no despertar|morir|matarme|no volver a despertar|acabar)`,
        `(cuanta|cuanto|cuantas|cuantos) ~4 (pararia|para|detendria|detiene) (un|el|mi) corazon`,
      ],
    },
    {
      cls: 'dose',
      weak: true,
      patterns: [
        `(cuantas|cuantos) (harian falta|haria falta|necesitaria|necesito|hacen falta)( $$)`,
        `(busque|buscando|googlee) ~3 (sobredosis|letal|mortal)`,
      ],
    },
    {
      cls: 'relapse',
      weak: true,
      patterns: [
        // what was thought left behind: «Creía que eso ya se había quedado atrás»
        `(creia|pensaba|crei|pense) (que )?(eso|esto|aquello|todo eso|lo del rio|lo de antes) ~2 (ya )?(se habia quedado atras|habia quedado atras|quedo atras|habia pasado|estaba superado|lo habia superado)`,
      ],
    },
    {
      cls: 'relapse',
      patterns: [
        // the old place thought of again, after years: «Desde lo de 2021 no había vuelto a pensar en la terraza del edificio»
        `desde lo de (\\d\\d\\d\\d|aquello|esa vez|la otra vez|entonces) no (habia|he) vuelto a (pensar en|subir a|ir a|ir al) ~3 (terraza|azotea|puente|vias|techo|balcon|barandal)`,
        // back at the place one was taken down from: «Volví al puente. El mismo de hace tres años, de donde me bajó el policía»
        `(volvi|regrese|he vuelto|fui otra vez|estuve otra vez|subi otra vez) (al|a la|a las|a los) (puente|azotea|vias|techo|tejado|acantilado|viaducto|cornisa|barandal|baranda|balcon) ~~16 (de donde|donde|de ahi|de alli) (me )?(bajo|bajaron|saco|sacaron|rescato|rescataron|agarro|agarraron|salvo|salvaron)`,
        // a streak without cutting told in the imperfect, so ended: «Llevaba 400 días sin cortarme… Hoy la borré»
        `(llevaba|llevaba ya|tenia) ~1 (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|cien) (dias|semanas|meses|anos) (sin cortarme|sin hacerme dano|limpia|limpio|sin autolesionarme|sin lastimarme|sin cortes)(?! ~~10 (y sigo|y voy|y cuento|hoy cumplo|sigo sin|y ya)>)`,
        // the thoughts come back: "Volvieron igual que en 2019, antes de la internación."
        `(las ideas|los pensamientos) (negras|oscuras|de antes|feas|esas|de siempre)? (volvieron|han vuelto|habian vuelto|regresaron|vuelven)|^^ (volvieron|han vuelto|regresaron) ~4 (igual|como) (que )?(en \\d{4}|antes)`,
        // thought it would not come back: «Yo también creía que eso no iba a volver»
        `(tambien |yo )?(creia|pensaba|creí|crei) (que )?(eso |esto )?no (iba a|volveria a|volvería a) volver`,
        // back on the same bridge, leaning on its railing as that time: «me quede media hora apoyado en la baranda como aquella vez»
        `(me quede|estuve|pase|me pase) ~4 (apoyado|apoyada|asomado|asomada|parado|parada|sentado|sentada|colgado|colgada) (en|sobre|de) (la baranda|el barandal|la barandilla|el pretil|el borde|la reja) ~~8 (como aquella vez|como esa vez|como la otra vez|como entonces|como en \\d+)`,
        // the same searches as before, at night: «Hoy he vuelto a buscar en el movil las mismas cosas que buscaba entonces»
        `(he vuelto a|volvi a|vuelvo a|otra vez|de nuevo) (buscar|googlear|mirar|leer) ~6 (las mismas cosas|lo mismo|las mismas paginas|los mismos videos) que (buscaba|busque|miraba|leia) (entonces|antes|aquella vez|hace)`,
        // stopped on a bridge as before, the same thoughts: «me he parado en el puente… igual que entonces… pensando lo mismo que en 2022»
        `(pensando|pense|pienso|con) (lo mismo|las mismas cosas|el mismo pensamiento) que (entonces|en \\d+|aquella vez|la otra vez|antes|hace \\d+ (anos|meses))`,
        // thinking of the means again: «Desde el lunes pienso en el puente otra vez, como en 2021»
        `(pienso|estoy pensando|vuelvo a pensar) en (el|la|las|los) (puente|vias|azotea|balcon|tren|pastillas|soga|cuerda|cuchilla|navaja) (otra vez|de nuevo|como (en|antes))`,
        // pills counted again: «me he pillado otra vez contando las pastillas que quedan»
        `(otra vez|de nuevo|volvi a|he vuelto a) ~3 (contando|contar|conte|contandome) (las |mis )?(pastillas|pildoras|capsulas)`,
        // the same pull at the same water: «pasé por el mismo puente y sentí el mismo tirón»
        `(puente|rio|agua|vias|vacio|altura|borde|acantilado) ~~12 (el mismo|la misma) (tiron|atraccion|impulso|vertigo)|(el mismo|la misma) (tiron|atraccion|impulso) ~~12 (puente|rio|agua|vias|vacio|altura|borde|acantilado)`,
        // everything come back, named: «Hoy volvió todo: las ganas, la voz, hasta la idea del final»
        `(volvio|ha vuelto|regreso|ha regresado|vuelve) todo(?! (a la normalidad|a su sitio|a su lugar|bien|a ir bien|a la calma)>) ~3 (las ganas|la voz|las voces|la idea|las ideas|los pensamientos|el impulso|los impulsos)(?! de (vivir|comer|salir|estudiar|trabajar|bailar|reir|cocinar|leer)>)`,
        // a clean stretch told, then broken: "hacía cinco años que no me cortaba y ayer volví a hacerlo"
        `(hace|hacia|levaba|levo) ~3 (dias|semanas|meses|mes|ano|anos) (que )?(no|sin) (me cortaba|me corto|cortarme|me hacia dano|hacerme dano|me lastimaba|lastimarme|me quemaba|quemarme|autolesionarme|me autolesionaba|lo hacia|hacerlo)(?! (el|la|los|las|mi|mis) (pelo|unas|flequilo|barba|fleco)>) ~~24 ${STREAK_BROKEN}`,
        // a streak counted clean, then broken, the return said in one word: "dos años limpia de cortarme y anoche volví"
        `(dias|semanas|meses|mes|ano|anos) (limpia|limpio|libre|libres|limpias|limpios) de (cortarme|cortes|autolesion*|autolesionarme|hacerme dano|lastimarme|quemarme|quemaduras|golpearme) ~~24 ${STREAK_BROKEN}`,
        `(pensamientos|ideas|ganas) (suicidas|de morir|de matarme|de morirme|de cortarme|de hacerme dano|oscuros|negros) ~3 (han vuelto|vuelven|estan volviendo|volvieron|regresan|han regresado|regresaron|de nuevo|otra vez)`,
      ],
    },
    {
      cls: 'relapse',
      needs: 'pastCrisis',
      patterns: [
        // the same bought again after an attempt: «Hace seis años me tomé las pastillas de mi mamá… Compré lo mismo»
        `(compre|volvi a comprar|he comprado|tengo otra vez|consegui) (lo mismo|las mismas|el mismo|la misma|otra vez lo mismo)(?! (que|de) (mi|su|tu|el|la) ~2 (hermana|amiga|amigo|mama|papa|novio|novia|vecina|vecino|prima|primo)>)`,
        // standing still at a pharmacy's door again: «me quede parado en la puerta como 20 minutos»
        `(me quede|estuve|me pase) (parado|parada|quieto|quieta|plantado|plantada) ~3 (en|frente a|delante de|afuera de) (la puerta de )?(la puerta|la farmacia|el puente|la via|las vias|el anden)`,
        `no (volvere|voy a volver) a (cometer|hacer) (ese|el mismo) (error|fallo)`,
        `esta vez (lo hare bien|no falare|si|de verdad|nadie me salvara|nadie me encontrara|no me salvaran|va en serio|no fallare)`,
        `esta vez ~3 (no (quiero|voy a|pienso|puedo|debo) falar|que no (fale|falle)|sin falar|me asegurare|me voy a asegurar|lo hago bien|no me salvan)`,
        `(no (quiero|voy a|pienso|puedo) (falar|fallar)|me asegurare|me voy a asegurar) ~2 (esta vez|otra vez)( $$)`,
        `(pensamientos|ideas|ganas) ~2 (han vuelto|vuelven|estan volviendo|volvieron|regresan|han regresado|regresaron)`,
        `(otra vez|de nuevo) ~3 (buscando|busque|buscar|mirando) (metodos|formas|maneras)`,
        `(buscando|busque|mirando) (metodos|formas|maneras) ~2 (otra vez|de nuevo)`,
        // after an earlier attempt, the same thought again or back at the edge: "vuelvo a mirar por la ventana pensando lo mismo"
        `(vuelvo a|volvi a|he vuelto a|estoy volviendo a|otra vez|de nuevo) ~5 (pensando|pensar|pienso|pense) (en )?(lo mismo|lo de entonces|lo de aquela vez|lo que hice|aquelo|hacerlo otra vez)`,
        `(vuelvo a|volvi a|he vuelto a|estoy volviendo a) (mirar|asomarme|acercarme|subir|ir) ~3 (ventana|balcon|puente|vias|azotea|vacio|barandila|borde|cornisa|tejado|acantilado)`,
        // the same voice, the same thought come back: "vuelve la misma voz", "han vuelto esas ideas"
        `(vuelve|volvio|ha vuelto|regresa|regreso|ha regresado|vuelven|volvieron|han vuelto|regresan|regresaron) ~2 (la misma|las mismas|los mismos|el mismo|esa|esas|esos|ese|aquella|aquellas|aquellos|aquel) (voz|voces|idea|ideas|ganas|pensamientos|pensamiento|sensacion|oscuridad|tentacion|impulso|impulsos)`,
        `(la misma|las mismas|los mismos|el mismo|esa|esas|esos|ese|aquella|aquellas|aquellos|aquel) (voz|voces|idea|ideas|ganas|pensamientos|pensamiento|sensacion|tentacion|impulso|impulsos) ~3 (vuelve|volvio|ha vuelto|regresa|regreso|ha regresado|vuelven|volvieron|han vuelto|regresan|regresaron)`,
        // after an earlier attempt, gathering the means or thinking of it again is the relapse
        `(volvi a|vuelvo a|he vuelto a|estoy volviendo a|otra vez|de nuevo) ~2 (comprar|juntar|guardar|acumular|esconder|conseguir|comprando|juntando|guardando|acumulando|escondiendo) ~3 (${PILLS}|las|los|un monton|muchas|cuerda|soga|cuchilas|veneno|balas)`,
        `(volvi a|vuelvo a|he vuelto a|estoy volviendo a|otra vez|de nuevo) ~2 (pensar en|pensando en|planear|planeando|tener ganas de|con ganas de|querer) (hacerlo|intentarlo|repetirlo|eso)|(quiero|quisiera|voy a|pienso|pienso en|pensando en|tengo ganas de|me dan ganas de|me entran ganas de) (volver a (intentarlo|hacerlo)|(intentarlo|hacerlo) (otra vez|de nuevo)|repetirlo)`,
      ],
    },
  ],
  cues: {
    alone: [
      // the children sent away: «Mañana temprano mando a los niños donde la abuela»
      `(mando|llevo|dejo|mandare|llevare|dejare|mandé|llevé|dejé|mande|leve|deje) (a )?(los ninos|las ninas|los chicos|los hijos|mis hijos|la nena|el nene|los chamacos|los pelados|los guaguas) ~2 (donde|con|a casa de|a lo de|con su|a la casa de) ~1 (la abuela|el abuelo|mi mama|mi madre|su papa|su padre|mi hermana|la tia|mi suegra|los abuelos)`,
      // the other away at work: «cuando él esté de turno»
      `cuando (el|ella|ellos|mi marido|mi mujer|mi pareja|mi novio|mi novia) ~1 (este|esten) (de turno|de guardia|trabajando|de viaje|fuera|dormido|dormida|dormidos)`,
      MOMENT_ALONE,
      `(cuando (todos|todo el mundo|los ninos|mi familia|mi marido|mi mujer|mis padres|mi madre|mi padre|mi pareja|mi novio|mi novia|mis hijos|mi companera|mi companero) ~2 (se duerman|duerman|esten dormidos|se vayan|salgan|no esten|se acuesten)|cuando (me quede|este) (sola|solo)|cuando no haya nadie|en cuanto (se duerman|se vayan|me quede sola|me quede solo))`,
      `((cuando|en cuanto|apenas|despues de que|despues que|luego de que|una vez que|(esperare|espero|esperar|esperando|voy a esperar) a que) ~3 (se vaya|se vayan|se duerma|se duerman|se acueste|se acuesten|salga de casa|salgan de casa|se vaya a trabajar|se vayan a trabajar|este dormido|este dormida|esten dormidos|se vaya de viaje|se vayan de viaje|me quede sola|me quede solo|no haya nadie)(?! ~4 para (hacer|ver|montar|organizar|invitar|estudiar|jugar|limpiar|pintar|ordenar|cocinar|celebrar|traer)>))`,
      `(puente|vias|azotea|acantilado|viaducto|tejado) ~8 (donde|en el que|en que|que|cuando|porque|a esa hora) (no pasa nadie|no hay nadie|no habra nadie|nadie (me )?(vera|encontrara|pasa|ve|vea|encuentre))`,
      `(cuando|en cuanto|apenas|mientras) ~5 (se (va|vaya|van|vayan)|sale|salga|salen|salgan) (a trabajar|al trabajo|al curro|a currar|a la oficina|al turno|de viaje|de casa|de guardia)`,
      `(mi familia|mis viejos|mis papas|mis padres|mi gente|mi esposa|mi esposo|mi marido|mi mujer|mi pareja|los ninos|mis hijos|todos) (se va|se van|se iran|se ira|se va a ir|se van a ir|se fue|se fueron) (a|al|a la|para|para la|para el|de) ~2 (finca|pueblo|campo|rancho|playa|costa|sierra|monte|chacra|quinta|casa de|viaje|vacaciones)`,
      `me (quedo|quedare|voy a quedar|quede) (sola|solo)( en casa| todo el finde| toda la noche| $$)`,
      `(los ninos|las ninas|mis hijos|mi hijo|mi hija|mi marido|mi mujer|mis padres|mi pareja|mi companera|mi companero|mis companeros|todos) (estaran|van a estar|se quedan|se quedaran|se van|se iran|duermen|dormiran|pasan el finde|pasaran el finde) (con|en casa de|en|de) ~2 (la abuela|el abuelo|los abuelos|sus abuelos|su padre|su madre|su casa|fuera|viaje|campamento|excursion|vacaciones|puente)`,
      `(cuando|en cuanto|apenas|mientras) ~2 (no haya nadie|me quede (sola|solo)|(la|mi) casa (este|quede) vacia|(todos|los ninos|mi marido|mi mujer|mis padres|mi pareja) ~2 (se duerman|esten dormidos|se vayan|no esten))|(sola|solo) en casa (esta noche|el finde|este fin de semana|todo el fin de semana)|tengo la casa para mi (sola|solo)`,
    ],
    deed: [
      // a day decided with the deed unnamed: «Ya he decidido que será el domingo por la noche»
      `(he decidido|decidi|ya decidi|ya lo decidi|esta decidido|ya esta decidido|lo tengo decidido) (que )?(sera|va a ser|lo hare|lo voy a hacer)`,
      `(^^ entonces $$|lo (voy a hacer|hare|hago|hacia)|hacerlo|voy a hacerlo|(va a|vaya a) pasar|(sera|es) (cuando|el dia|la noche)|lo (llevo|voy a llevar) a cabo|llevarlo a cabo)`,
    ],
    death: [
      // if I am gone, said of what would be paid: «El seguro de vida del curro paga 40.000 si falto»
      `(seguro|poliza|póliza) ~~12 si (yo )?(falto|faltara|faltase|me muero|me pasa algo)`,
      openingNotAfter(MINE, CUE_DEATH),
      `${NOT_MINE}${CUE_DEATH_FRONTED}`,
      CUE_NO_WILL,
    ],
    wish: [CUE_WISH, CUE_NO_WILL],
    means: [
      // a train that does not stop there: «el horario del tren de carga que no para ahi»
      `(tren|trenes|carguero|tren de carga|expreso|rapido) ~6 (que )?(no para|no paran|no se detiene|no se detienen|pasa sin parar|pasan sin parar|sin parar|no frena)`,
      // a height asked of a floor or a roof: «busqué a qué altura queda el piso 12»
      `(a que altura|que altura|cuantos metros|a cuantos metros) ~4 (queda|esta|tiene|mide|hay|son) ~3 (el piso|la terraza|la azotea|el edificio|el puente|el techo|el balcon|el viaducto)`,
      // a roof's access checked: «la azotea del edificio de la uni tiene candado?»
      `(azotea|tejado|terraza del edificio|la terraza|acceso al techo|salida al techo|subir al techo) ~6 (candado|cerrad*|abiert*|llave|sin llave|se puede subir|dejan subir|acceso)`,
      CUE_MEANS,
    ],
    prepare: [
      CUE_PREPARE,
      // the place and the hour checked: «he mirado otra vez el horario del último tren… ya lo he comprobado dos veces»
      `(he mirado|mire|revise|he revisado|he comprobado|comprobe|ya lo he comprobado|ya lo comprobe|he calculado|calcule|he medido|medi) ~5 (el horario|los horarios|a que hora|la altura|lo alto|la profundidad|cuando pasa|dos veces|tres veces|cuantos metros)`,
    ],
    time: [CUE_TIME],
    farewell: [
      // a pet given with its things: «lo viene a buscar el jueves con su correa y su cama»
      `(doy en adopcion|di en adopcion|regalo|regale|entrego|entregue|se lo lleva|lo viene a buscar|la viene a buscar|viene a buscarlo) ~~12 (con su|con sus) (correa|cama|camita|plato|comedero|juguetes|transportadora|arenero|collar)`,
      CUE_FAREWELL,
    ],
    finality: [CUE_FINALITY],
    burden: [CUE_BURDEN],
    wound: [
      // arms covered in the heat, hiding: «mangas largas en educacion fisica con 30 grados»
      `(manga larga|mangas largas|sudadera|buzo|campera|chaqueta|pulseras) ~8 (calor|caloron|calorazo|\\d\\d grados|\\d\\d°|pleno verano|la playa|la pileta|la piscina)`,
      // a streak without cutting counted: «8 meses limpia de cortes»
      `(limpia|limpio|libre) (de )?(cortes|cortarme|autolesiones|hacerme dano)`,
      openingNotAfter(MINE, CUE_WOUND),
    ],
    again: [
      CUE_AGAIN,
      // a streak counted from day one again: «otra vez en el día uno», «reinicié el contador»
      `(otra vez|de nuevo|volvi) (en|a|al) (el )?(dia (uno|1|cero|0)|primer dia)|(reinicie|reinicié|resetee|reseteé|puse a cero|rompi|perdi) (el |la |mi )?(contador|conteo|racha)`,
    ],
    back: [
      // a wish to die said in the present, which no story of then takes back
      `^^ (yo )?(todavia |aun |de verdad )?(quiero|necesito) (morirme|matarme|suicidarme|quitarme la vida)( $$)`,
      `((los |esos |mis |las )?(pensamientos|ideas|ganas|impulsos|voces|la oscuridad|el pozo|todo|eso) ~2 (han vuelto|ha vuelto|volvieron|volvio|vuelven|vuelve|estan volviendo|esta volviendo|regresaron|regresan|han regresado|ha regresado)|(he recaido|recai|recaida|recayendo|volvi a caer)|(otra vez|de nuevo) (estoy|quiero|pienso|siento|me corto|me corte|busco|tengo ganas|tengo (esas|estas|las|aquellas|esos|estos|los|aquellos) (ganas|ideas|pensamientos))|(volvi|vuelvo|he vuelto|estoy volviendo|volvere) a (pensar|querer|buscar|cortarme|sentir|tener ganas|planear|planearlo|plantearme|hacerlo|hacerme dano|autolesionarme|lastimarme|intentarlo)|aqui estoy ~4 (otra vez|de nuevo)|(otra vez|de nuevo|nuevamente) (lo mismo|igual|asi)( $$)|(ahora|hoy) (otra vez|de nuevo)( $$)|(sigo|sigue) igual(?! (de|que (el|la|los|las|tu|su|mi|siempre))>)|(todavia|aun|hasta (hoy|ahora|el dia de hoy)) (quiero|pienso en|me quiero|tengo ganas|me corto|lo pienso|siento ganas)|(sobrevivi|sali viva|sali vivo|me salvaron|me encontraron a tiempo) ~10 (y )?(ahora|hoy) ~3 (ojala|desearia|quisiera|me arrepiento|lo lamento))`,
    ],
    attempt: [
      // taken down from where one stood: «el mismo de hace tres años, de donde me bajó el policía»
      `(de donde|donde|de ahi|de alli) (me )?(bajo|bajaron|saco|sacaron|rescato|rescataron|agarro|agarraron|salvo|salvaron) (el |la |los |un |una )?(policia|policias|bombero|bomberos|vecino|vecina|guardia|senor|senora|chico|chica)?`,
      CUE_ATTEMPT,
    ],
    hopeless: [CUE_HOPELESS],
    dose: [CUE_DOSE],
  },
  masks: [
    // expired pills taken to the pharmacy's bin: «junté todas las pastillas vencidas de la abuela y las llevé al contenedor»
    `(pastillas|medicamentos|medicinas|remedios) (vencid*|caducad*|viejas) ~10 (contenedor|punto sigre|sigre|tirar|reciclar|reciclaje)`,
    // a rope for the washing line or to tie a load: «una soga… pa el tendedero nuevo y pa amarrar el colchon»
    `(soga|sogas|cuerda|cuerdas|mecate|lazo) ~8 (pa|para|pal) ~2 (tendedero|tender la ropa|colgar la ropa|amarrar|atar|mudanza|colchon|carga|camioneta|toldo|lona|carpa|hamaca|escalada|escalar)`,
    // a grandmother's saying quoted: «Como no duerma pronto me tiro por la ventana, que decía la abuela»
    `(me tiro|me mato|me muero|me pego un tiro|me cuelgo) ~~6 (que decia|como decia|como dice|que dice|como diria) (la|mi) (abuela|abuelo|madre|mama|padre|papa|tia|suegra|yaya)`,
    // everything thrown out of the window: «tirar todo por la ventana»
    `(tirar|tirarlo|mandar|mandarlo) todo por la ventana`,
    // a team that would be the death of one: «Si descendemos me muero»
    `si (descendemos|perdemos|gana|ganan|pierde|pierden|baja|bajamos|no gana|no ganamos|nos eliminan|quedamos fuera) ~4 me muero( te juro que me muero)?`,
    // no thought of harm, said after a screening: «ninguna idea de hacerme daño ni al bebe»
    `(ninguna|ni una|nada de|sin|cero|no tengo) (idea|ideas|pensamiento|pensamientos|intencion|ganas) de (hacerme|hacerle|lastimarme|lastimarle|matarme|danarme) ~4`,
    // sleep until a named day: «tirarme en la cama y no despertar hasta el lunes»
    `(tirarme|echarme|meterme) (en|a) (la )?(cama|sofa|sillon)|no (despertar|despertarme|levantarme) hasta (el|la|manana|mañana|pasado) ?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|mediodia|tarde|manana|mañana)?`,
    // a life insurance taken out, its payout planned with the family: «Firmamos el seguro de vida: si me muero, paga la hipoteca»
    `(contratamos|firmamos|sacamos|renovamos) ~4 (seguro|poliza)[^¦]*`,
    // clinical words of patients seen at work: «tres ingresos por ideación suicida»
    `(ingreso|ingresos|ingresaron|ingresado|ingresada|paciente|pacientes|caso|casos|interconsulta|interconsultas|evaluacion|protocolo|escala|valoracion|consulta|consultas) ~3 (por|de|con|del|sobre) (ideacion suicida|ideaciones suicidas|intento autolitico|intentos autoliticos|intento de suicidio|intentos de suicidio|riesgo suicida|conducta suicida|autolesiones)`,
    // a warning shouted by someone else: «mi mamá gritándome desde abajo que me iba a matar»
    `(gritandome|gritando|diciendome|me gritaba|me grito|me decia|me dijo|avisandome|me advirtio|me advertia) ~6 (que )?(me iba a matar|te vas a matar|me voy a matar|me mato|me iba a caer|me voy a caer)`,
    // a hangover's «me quiero morir»: «la caña q tengo weon, me quiero morir»
    `(cana|resaca|cruda|raton|chuchaqui|guayabo|ratón) ~8 (me quiero morir|me muero|quiero morirme|me voy a morir)`,
    // morir, nombrado para negarlo: «quiero volver a mi casa… pero morir no, tengo dos hijos»
    `(morir|morirme|matarme|suicidarme|quitarme la vida)( me)? no(?! (se|puedo|quiero|me deja|me dejan|es)>)( $$| (tengo|porque|pq|xq|q|que|por|quiero|jamas|nunca))`,
    // una amenaza retirada en el acto: «Me quiero tirar al metro, weón. Bueno no, pero casi.»
    `(matar|matarme|morir|morirme|tirar|tirarme|me tiro|me mato|me muero|ahorcar|ahorcarme|colgarme|suicidarme|pegar un tiro|pegarme un tiro|me pego un tiro) ~~8 (bueno no|pues no|nah|naa|nel|no mentira)( $$| pero (casi|igual|ganas)| (voy|mejor|solo|nomas))`,
    // cartas escritas por si acaso, antes de una misión o una operación
    `(despliegue|mision|frente|operacion|cirugia|quirofano|reclutamiento|movilizacion) ~~14 (carta|cartas|nota|notas) ~6 (por si acaso|por las dudas|por si las moscas)`,
    // no way, said of the act: «ni loco me quito del medio»
    `ni (loc[oa]|muert[oa]|de broma|en broma|en pedo) ~2 (me quito del medio|me mato|me suicido|me tiro|me quito la vida|me voy de este mundo)`,
    // no wish at all to leave this world: «no tengo ninguna gana de irme de este mundo»
    `no tengo (ninguna |ni una |nada de |ningunas )?ganas? de (irme de este mundo|morir|morirme|matarme|desaparecer|irme para siempre)`,
    // a balcony threatened over a trivial repeat: «me tiro por el balcón si me vuelve a decir lo del pavo»
    `me tiro (por|de|desde) (el|la) (balcon|ventana|azotea|puente) si (me )?(vuelve|vuelven|sigue|siguen|repite|repiten) a`,
    // shame's idiom: «tierra trágame»
    `(que )?(la )?tiera (me )?trag(ame|e|ue)`,
    // a goodbye letter to the workmates: «escribí una carta de despedida en el grupo de la oficina»
    `(carta|mensaje|discurso) de despedida (en|a|para) (el|la) (grupo|chat) (del trabajo|de la oficina|de la fabrica|de la empresa|de companeros|del equipo|del curro)|(carta|mensaje|discurso) de despedida (al|para el|a mis|para mis) (equipo|companeros|companeras|jefe|jefa|oficina)`,
    // a dying wish tied to a queue or a shame: «me quería morir en la cola»
    `(me queria|me quise|me iba a|casi me) (morir|muero) (en|de) (la )?(cola|fila|verguenza|risa|calor|frio|aburrimiento|hambre|sueno)`,
    // the wish to die gone with what fed it: «las ganas de morirme se fueron con él»
    `(las )?ganas de (morir|morirme|matarme) (se fueron|se me fueron|desaparecieron|se me quitaron|se acabaron|ya no estan)`,
    // a reaction each time a pager sounds: «me quiero morir cada vez que suena el busca»
    `me (quiero|queria) morir cada vez que (suena|sonaba|veo|oigo|escucho|me (laman|lama|dicen|piden))`,
    // someone else's last letter: «hace un mes escribió su última carta pa todos los nietos»
    `(escribio|dejo|nos dejo|les dejo|me dejo) su ultima carta`,
    // rope for a gate or a line: «se cortó la soga de la tranquera»
    `(soga|cuerda|lazo) (de|para) (la|el) (tranquera|porton|vaca|caballo|ropa|tendedero|toldo|carpa)|(compre|compramos|traje) (soga|cuerda) nueva`,
    // not going to do anything to oneself, said plainly: «no me voy a hacer nada»
    `no (estoy pensando en|pienso|voy a|me voy a|quiero) (hacerme|hacer me) nada|no me voy a hacer nada`,
    // the border bridge crossed to work: «crucé el puente internacional a pie a las 5 am»
    `(cruce|cruzo|cruzamos|cruzar|cruzando) el puente (internacional|a pie|para (ir|legar))`,
    // someone else's overdose, met at work: «un caballero con sobredosis de clonazepam»
    `(un|una|el|la) (caballero|senor|senora|chico|chica|paciente|joven|hombre|mujer|abuelo|abuela|muchacho|muchacha|adolescente|nino|nina) (de \\d+ anos )?con (una )?sobredosis`,
    // a wish to vanish restated as a trip: «quiero desaparecer del mapa... o sea, irme a Chiloé dos semanas»
    `(desaparecer|irme|perderme|esfumarme) ~6 (o sea|osea|es decir|digo) ~3 (irme|viajar|ir|unas vacaciones|de vacaciones|a la playa|al campo|a la montana)`,
    // other people's thoughts, not the writer's: «mucha gente con dolor crónico piensa en acabar con todo; yo no»
    `(mucha gente|muchos|muchas|otros|otras|la gente|hay gente que|algunos|algunas|hay quien|hay quienes) ~6 (piensa|piensan|penso|pensaron|quiere|quieren|habla|hablan) (en )?(acabar con todo|morir|matarse|suicidarse|quitarse la vida|desaparecer)`,
    // stranded by a stopped train or an empty tank: «me quedé tirado en las vías: el Roca se paró»
    `(me quede|quede|nos quedamos|quedamos) tirad(o|a|os|as) ~~8 (se paro|se detuvo|por una fala|por un paro|sin nafta|sin gasolina|sin bateria|se quedo sin)`,
    // a train stopped and its passengers walked the tracks: «nos hicieron bajar y caminar por las vías hasta la estación»
    `(caminar|caminamos|caminando|caminaron|bajar|bajamos) (por|sobre|entre|en) las vias ~4 (hasta|a) (la|el) (estacion|anden|paradero|siguiente)`,
    // shame, not death: «Me quiero matar: le dije "te amo" al profe… Me muero de vergüenza»
    `(me quiero (matar|morir)|quiero morirme|quiero matarme) ~12 (me muero de verguenza|que verguenza|tragame tierra|que oso)`,
    // tired of the life led, not of living: «Estoy cansado de la vida que llevo, no de vivir»
    `(de la vida que llevo|de esta vida que llevo|de la vida que tengo) ~2 no de vivir`,
    // a sports loss that 'killed': «Ese partido me mató… Me quería morir. El domingo volvemos»
    `(partido|la final|penal|penales|gol|minuto \\d+|el clasico|la tribuna) ~~12 me (queria|quise) morir`,
    // a film's wish, seen in class: «Vimos "Mar adentro"… Ramón Sampedro quería morir»
    `(vimos|vi|hemos visto|he visto|veiamos|estuvimos viendo) ~6 (pelicula|peli|documental|serie|obra|en clase|en el cine) ~~14 (?<! (yo|y yo) )(queria|quiere|quiso) morir`,
    // starting again, not a relapse: «aquí vuelvo a empezar desde cero»
    `(vuelvo|volver|volvi) a empezar( desde cero| de cero)?`,
    // the world is not the place left: «no me quiero ir de este mundo, me quiero ir de este pueblo»
    `no me quiero ir de este mundo ~2 (me quiero ir|quiero irme|me ire) de (este|esta|mi) (pueblo|ciudad|casa|pais|barrio|trabajo|colegio|escuela|rancho)`,
    // someone else's suicide, told: «Un chico de 3º se ha suicidado este fin de semana»
    `(se ha|se habia|se han|se habian) (suicidado|quitado la vida)|(?<! (me|yo) ~2 )se (suicido|quito la vida)`,
    // an exam that will 'kill' on a second fail: «como suspenda otra vez me muero»
    `(como|si) (suspenda|suspendo|repruebe|repruebo|pierda|jale|jalo|catee|cateo|vuelva a suspender) ~3 me muero`,
    // a moment's mortification, resolved: «Me quería matar cuando no contestó, pero después me dijo que sí»
    `me (queria|quise) (matar|morir|morirme) (cuando|mientras) ~10 (pero|hasta que) (despues|luego|al final|al rato)`,
    // exasperation's window, every time: «Dan ganas de tirarse por la ventana cada vez que el jefe…»
    `(dan|da|me dan|me da) ganas de (tirarse|tirarme|matarse|matarme|pegarse un tiro|pegarme un tiro) ~6 cada vez que`,
    // a dive into the sea in the heat: «este calor me tiene muerto… me voy a tirar al mar de cabeza»
    `(calor|bochorno|calorazo|playa|verano|sol) ~~10 (me voy a tirar|me tiro|tirarme) (al mar|a la piscina|al agua|al rio|a la pileta|a la alberca)`,
    // a goodbye written to someone else, of someone lost or left: «una carta de despedida a su mamá», «a la voluntaria Carmen»
    `(carta|nota|tarjeta) de despedida (a|para) (su|sus) [^ ¦]+`,
    `(carta|nota|tarjeta) de despedida (a|para) (la|el) (voluntaria|voluntario|profe|profesora|profesor|maestra|maestro|jefa|jefe|companera|companero|vecina|vecino|enfermera|enfermero|doctora|doctor|cuidadora|cuidador|trabajadora social|trabajador social)`,
    // the thought denied outright: «no se me pasa por la cabeza quitarme de en medio»
    `no se me (pasa|ha pasado|paso|pasaria|cruza|ha cruzado) (por la cabeza|por la mente) (la idea de |ni |siquiera )?(quitarme|matarme|suicidarme|hacerme|acabar|desaparecer|tirarme)`,
    // shame that wants a new name, not death: «Me quiero morir. Me quiero cambiar de nombre y de país.»
    `(me quiero|quiero|me queria) morir(me)? ~~4 (cambiar(me)? de (nombre|pais|identidad)|que me trague la tierra|mudarme de pais|irme del pais)`,
    // a mother's cry at a son's coffin, hers: «Ella gritaba "llévame a mí también, Dios mío"»
    `(ella|el|la vecina|mi madre|mi abuela|mi tia|la madre|su madre|la abuela|la esposa|su esposa|la viuda) (gritaba|grito|decia|dijo|lloraba|repetia|suplicaba|rogaba) ~2 (llevame|llevenme|matame|dejame morir|me quiero morir)`,
    // a denial with its reason: «pero matarme no, eso nunca, tengo dos chamacos»
    `(matarme|suicidarme|quitarme la vida|hacerme algo|hacerme dano|cortarme) no ~2 (nunca|jamas|ni loca|ni loco|ni pensarlo|ni de broma)`,
    // a roof climbed for a chore, said further on: «subí al tejado del pajar a cambiar dos tejas»
    `(subi|subo|subir|fui|voy|sali|salgo) (a|al) (la )?(azotea|terraza|tejado|techo) ~3 (a|para) (cambiar|arreglar|reparar|revisar|limpiar|pintar|poner|quitar|recoger|tender|colgar)`,
    // a goodbye letter written together to someone gone: «escribimos una carta de despedida entre todos»
    `(escribimos|le escribimos|hicimos|le hicimos|firmamos|leimos|le leimos) (una |la |unas )?(carta|cartas|nota|mensaje) de despedida`,
    // the blame lifted off the bereaved: «me hizo bien escuchar que no es culpa de nadie»
    `(escuchar|oir|escuche|oi|escuchamos) que no (es|fue) culpa (de nadie|mia|tuya|suya|nuestra)`,
    // a traffic jam sworn at: «Este trancón me tiene mamado, me quiero pegar un tiro»
    `(trancon|trafico|atasco|embotellamiento|transmilenio|metro|combi|micro|bondi) ~8 (me quiero|quiero|me dan ganas de) (pegar(me)? un tiro|matar(me)?|morir(me)?|tirarme)`,
    // a roof climbed for the laundry: «Subí a la azotea a recoger la ropa»
    `(subi|subo|subir|fui|voy|sali|salgo) (a|al) (la )?(azotea|terraza|tejado|techo) (a|para) (recoger|tender|colgar|secar|regar|ver|sacar|buscar|arreglar|limpiar|tomar)`,
    // a note a parent reads, told to let the writer sleep: «Si lees esto, que sé que lo lees: déjame dormir»
    `si (lees|estas leyendo|esta leyendo) esto ~6 (que se que lo lees|dejame|deja de|no te preocupes|tranqui)`,
    // thrown to the floor for joy: «me tiré al piso de la emoción»
    `me (tire|tiro|tiraba|eche|echo) al (piso|suelo|pasto|cesped|sofa|sillon|cama)`,
    // a note to a parent who reads it, denying: «ma si estás leyendo esto otra vez: NO me voy a hacer nada»
    `si (estas|esta|estan) leyendo esto ~~12 no (me )?voy a hacer(me)? nada`,
    // a farewell card for a colleague who retires or leaves: «la carta de despedida para doña Mercedes, que se jubila»
    `(carta|cartas|tarjeta|tarjetas|mensaje|mensajes|video) de despedida (para|a) ~6 (jubila*|retira*|se va|se muda|se marcha|traslad*)`,
    // a nuisance that comes back each time: «cada vez que llega un correo del jefe me dan ganas de tirarme por la ventana»
    `cada vez que ~10 (me dan ganas de|me entran ganas de|quiero|me quiero) ~2 (tirarme|matarme|morirme|morir|aventarme)`,
    // a rope or a knife bought for the farm or the kitchen: «soga nueva para el alambrado y un cuchillo para carnear»
    // (a cover story is no purpose: «compré la soga diciendo que era pa' amarrar la lona»)
    `(soga|sogas|cuerda|cuerdas|cuchillo|cuchillos|machete|navaja|hacha)(?! ~6 (diciendo|dije|dijo|dice|supuestamente|excusa|pretexto|menti|mentira)) ~6 para (el alambrado|alambrar|atar|amarrar|tender( la ropa)?|colgar la ropa|carnear|faenar|cortar (la )?carne|el asado|la cocina|el ganado|las vacas|los terneros|el caballo|la huerta|el jardin|la obra|escalar|la escalada|el barco|acampar|la mudanza|el campo|la cerca|el corral|podar|la lena)`,
    // a railing where photos are taken: «me quedé un rato en la barandilla haciendo fotos»
    `(me quede|estuve|me sente|me pare|nos quedamos) ~4 (en|junto a|sobre|apoyad[oa] en) (la|el) (barandilla|baranda|pretil|borde|orilla|mirador) ~4 (haciendo|sacando|tomando|mirando|viendo) (fotos|fotografias|videos|selfies|el atardecer|la puesta)`,
    // despedidas de un viaje o una mudanza, en cualquier orden: «antes de irme a Madrid escribí
    // cartas de despedida», «repartí mis cosas… mañana, aeropuerto»
    `${JOURNEY} ~~14 ${GOODBYES_OF_A_JOURNEY}`,
    `${GOODBYES_OF_A_JOURNEY} ~~14 ${JOURNEY}`,
    // someone else's warning: «me gritaba que me bajara antes de matarme»
    `(gritaba|gritando|decia|dijo|grito|me grito) ~8 (antes de matarme|que me iba a matar|que me mataria|me vas a matar)`,
    `(que me tragara|que me trague|que me tragase|tragarme) la tiera|me queria morir ~~6 (que me tragara|que me trague) la tiera`,
    // death of something small, said at once: «me quiero morir, pero de sueño»
    `(morir|morirme|me muero|muriendo|matar|matarme) (pero )?de (sueno|risa|hambre|calor|frio|cansancio|verguenza|pena|aburrimiento|envidia|amor|ganas|nervios|miedo|felicidad|alegria)`,
    // the same said of a state: «me quiero morir de lo cansada», «morirme de lo harto que estoy»
    `(morir|morirme|me muero|muriendo) (pero )?de lo (cansad*|agotad*|harta|harto|aburrid*|nervios*|estresad*|avergonzad*|feliz|contenta|contento|bien|rico|rica|buen*|lind*|bonit*|guap*)`,
    // a death faked to escape a shame: «mañana finjo mi propia muerte y me mudo a Cuenca»
    `(fingir|finjo|fingire|fingiria|finja|simular|simulo|simulare) (mi )?(propia )?muerte`,
    // a funeral planned as the end of a mother's figure of speech: «me va a matar… ya estoy planeando mi funeral»
    `(me|te|nos) (va|van) a matar ~~10 (planeando|planeo|planear|organizando|organizo|eligiendo|elijo) (mi|el) (propio )?(funeral|velorio|entierro|epitafio|lapida)`,
    // a dread of then, denied by what happened: «pensaba que si se enteraba me iba a querer morir. Pues no.»
    `(pensaba|pense|creia|crei|tenia miedo de|temia) (que )?(si|cuando) ~8 (me iba a|me iria a|iba a|me queria|me moriria) ~2 (morir|morirme|matar|matarme) ~~4 (pues no|pero no|y no|para nada|nada de eso|nada que ver|no paso|no fue asi)`,
    // dead of embarrassment, and buried: «ya me morí, entiérrenme»
    `ya me mori ~2 (entierrenme|entierren me|rip|f|jaja[a-z]*)`,
    // killing oneself at an activity: «me voy a matar a choripanes», «me maté a estudiar»
    `(me voy a matar|me mate|me mato|matarme|nos vamos a matar) a (estudiar|comer|trabajar|entrenar|correr|bailar|choripanes|asado|empanadas|tacos|pizza|birras|cervezas|chelas|canas|cafe|mates|series|[^ ¦]+(ar|er|ir))>`,
    // impersonal and enough-to: «Mi jefe es para pegarse un tiro»
    `es para (pegarse un tiro|matarse|morirse|tirarse por la ventana|ahorcarse|colgarse)`,
    // what killed me: «¡Me mató ese parcial!» (not «me mato el lunes»)
    `me mato (ese|esa|este|esta|aquel|aquela) (?!(pastila|pastilas|cuchilo|soga|cuerda|pistola|arma|veneno|noche|dia|finde|fin)>)[^ ¦]+`,
    // the wish of an embarrassing moment: «me quería morir cuando se me cayó la charola»
    `me (queria|quise) morir cuando (se me cayo|se me cayeron|me cai|me tropece|me equivoque|me vieron|me pilaron|me cacharon|dije|grite|llame|lo dije)`,
    // the no put after the word: «Quiero vivir para eso. Pero morir no.»
    `(morir|morirme|matarme|suicidarme|desaparecer|la muerte) no( $$| nunca $$| jamas $$)`,
    // un deseo que dispara otro cada vez que habla: «me dan ganas de pegarme un tiro cada vez que abre la boca»
    `(ganas de|me quiero|me voy a|quiero) ~2 (pegarme un tiro|matarme|morirme|matar|morir|tirarme por la ventana|ahorcarme|colgarme) cada vez que ~3 (abre|habla|dice|llama|escribe|manda|pone|canta|se queja|opina|empieza|me mira)`,
    // the boss or the company as the cause, not a means: «me quiero matar con este jefe, te juro»
    `me (quiero|voy a) (matar|morir) con (este|esta|estos|estas|el|la|los|las|mi|mis|tu|tus|su|sus)(?! (pastilas|pastila|pildoras|cuchilo|cuchila|soga|cuerda|pistola|arma|escopeta|veneno|medicamentos|medicinas|navaja|gas|coche|auto|carro|cinturon|cable|bolsa|cuter|hoja|cuchilas|pastilas)>)`,
    // taken back in the next breath: «¡me voy a tirar por la ventana! jajaja mentiras»
    `(matar|matarme|morir|morirme|tirar|tirarme|ahorcar|ahorcarme|colgarme|suicidarme) ~~6 (?<!no )(jaja[a-z]* )?(mentira|mentiras|es broma|es joda|es chiste|era broma|era joda|de broma|en broma)>`,
    // el deseo desmentido como forma de hablar: «"Ya me quiero morir", dije. Es un decir.»
    `(morir|morirme|muera|muero|matar|matarme|mato|suicidarme|desaparecer) ~~12 (?<!no )(es|era|fue|solo es|es solo|era solo) (solo |solamente |nada mas )?(un decir|una forma de hablar|una manera de hablar|un modo de hablar|una manera de decir|una forma de decir)`,
    `(pastilas|pastillas) (para el|del) (lavavajilas|lavavajillas|lavaplatos)`,
    `me quiero morir de (la )?(felicidad|alegria|risa|emocion|verguenza|envidia|amor|ganas)`,
    // la advertencia de otro: «mi mujer gritando que me iba a matar» (al caerme del tejado)
    `(gritando|gritaba|grito|decia|dijo|dice|avisando|avisaba) (que )?me (iba|voy|vas|ibas|iban) a matar`,
    // un corte con una herramienta, un accidente: «me corté la mano con el machete»
    `me (corte|cortaba|he cortado) (la mano|el dedo|un dedo|el pie) con (el|la|un|una) (machete|cuchilo|cuchillo|hacha|sierra|lata|tijeras|rebanador|mandolina)`,
    // la vergüenza de un momento: «me quería morir ahí mismo»
    `me (queria|quise) morir (ahi mismo|alli mismo|en ese momento|de (verguenza|la verguenza))`,
    // una despedida en el trabajo o al jubilarse: «dejé una carta de despedida en el tablón»
    `(carta|mensaje|correo|discurso|fiesta|comida|cena) de despedida ~8 (tablon|companeros|colegas|equipo|oficina|fabrica|trabajo|clase|alumnos|empresa)`,
    `(jubilarme|jubilacion|me jubilo|me jubile|ultimo dia en (la|el) (fabrica|trabajo|oficina|empresa|curro|taler|obra)) ~~12 (me despedi|despedirme|despedida)`,
    // a fall or a crash one nearly died in: "me caí de la escalera y casi me mato"
    `(me cai|me resbale|tropece|choque|me choco|me caigo|con la moto|con la bici|con el coche|en la moto|en la escalera|de la escalera|un accidente) ~6 (casi|por poco) (me mato|me muero|me matan)`,
    `(casi|por poco) (me mato|me muero|me matan) ~6 (con la moto|con la bici|con el coche|de la escalera|al caerme|al resbalar|cuando me cai|en la moto|en la carretera|en la ruta|cruzando)`,
    // a screening questionnaire asks, it does not tell: "el cuestionario de si pensé en quitarme la vida"
    // (unless the answer that follows discloses now: "le dije que sí", "asentí", "le mentí")
    `(cuestionario|test|encuesta|formulario|escala|screening|entrevista|preguntas|pregunta|item|phq*) ~6 (si|de si|sobre|acerca de|en lo de|lo de|la de|la parte de) ~6 ${SCREEN_TOPIC}( (o|u|y|ni) ~3 ${SCREEN_TOPIC})?${UNLESS_ANSWERED_NOW}`,
    // a chore or an exam as one's death, a wish to die of merely seeing it: "este examen va a ser mi muerte", "me quiero morir de solo ver el temario"
    `((examen|examenes|parcial|final|temario|tesis|trabajo|curro|laburo|jefe|jefa|calor|trafico|mudanza|boda|reforma|semestre|cuatrimestre|asignatura|materia|oposiciones|suegra|dieta) ~3 (va a ser|sera|es|seran|van a ser|fue) (mi|la) muerte|(me (quiero|voy a) morir|quiero morirme|me muero) de (solo |nada mas |tan solo )?(ver|verlo|verla|pensar|pensarlo|leer|leerlo|oir|escuchar|acordarme|imaginar|imaginarlo))`,
    // laughter right after: "me quiero morir jajaja" after an exam (unless it says it is no joke)
    `${JOKED} ~5 (jaj*|jeje*|jiji*|jsj*|xd|lol|lmao|kkk*|${EMOJI.laugh})(?! ~4 (no es broma|en serio|enserio|de verdad|posta|neta|literal)>)`,
    `^^ (jaj*|jeje*|jiji*|jsj*|xd|lol|lmao|${EMOJI.laugh}) ${JOKED}(?! ~4 (no es broma|en serio|enserio|de verdad|posta|neta|literal)>)`,
    // a skull beside laughter is "dead laughing": "jajaja 💀"
    `((jaj*|jeje*|jiji*|jsj*|xd|lol|lmao|kkk*)( ${EMOJI.death})+|${EMOJI.death} (jaj*|jeje*|jiji*|jsj*|xd|lol|lmao|kkk*))`,
    // a carer keeping someone else's pills, the risk of a mistake: "le escondo las pastillas, si se toma la caja por error…"
    `(le|les) (escondo|escondi|escondemos|guardo|guarde|guardamos|controlo|controlamos|reparto|preparo) (las|los|sus) (${PILLS}|medicinas|medicamentos|pastillas)`,
    `si (se )?(toma|tomara|tomase|toman|tomaran|traga|tragara|bebe|bebiera) ~5 (por error|sin querer|por equivocacion|por despiste|por confusion)`,
    // someone else's overdose, or overdoses in general: "una sobredosis accidental de digoxina", "llegó un chico con una sobredosis", "las sobredosis dañan el hígado"
    `((llego|llegaron|ingreso|ingresaron|atendimos|atendi|atendio|trajeron|traen|vino|vinieron|entro|entraron) ~4 (con|por) (una |la |su )?sobredosis|(una |la |su )?sobredosis (accidental|involuntaria|sin querer|por error|por equivocacion|por confusion|por despiste)|(las|una) sobredosis (danan|dana|afectan|afecta|pueden|puede|causan|causa|provocan|provoca|son|es) ~2 (el higado|los rinones|el corazon|peligrosas|peligrosa|graves|grave|mortales|mortal|frecuentes|comunes|la causa))`,
    // pills locked away or out of someone's reach: "guardé todas las pastillas de la abuela bajo llave"
    `(guard*|escond*|pongo|puse|meti|tengo|tenemos) ~4 ${PILLS} ~6 (bajo lave|con lave|bajo candado|con candado|fuera de (su|sus) alcance|fuera del alcance|en alto|en lo alto|arriba del todo|en un cajon cerado|en el altilo|en un altilo|en (el|un) armario (alto|de arriba|con lave)|donde no (lega|legan|alcanza|alcanzan|las vea|las vean|las encuentre|las encuentren))`,
    // a rash move called suicide: "la reunión fue un suicidio", "salir con esta tormenta sería un suicidio"
    `(fue|es|era|sera|seria|parece|parecia|resulto|resulta|seria como) (un |una )?(suicidio|mision suicida)(?! (de|del)>)`,
    // self-harm stopped, told as done: "desde que dejé de cortarme", unless it came back in the same breath
    `(deje|he dejado|habia dejado|logre dejar|consegui dejar|pude dejar) de (autolesionarme|cortarme|hacerme dano|lastimarme|quemarme|herirme)(?! ~~24 (recai|he recaido|volvi a|volvi $$|he vuelto $$|de nuevo|otra vez|hasta (hoy|ayer|anoche)))`,
    // a clean streak celebrated, unless it is broken in the same breath: "un año limpia de autolesiones 🎉"
    `(\\d+|un|una|dos|tres|cuatro|cinco|seis|diez|cien) (dias|semanas|meses|mes|ano|anos) (limpia|limpio|libre) de (autolesion*|cortes|cortarme|autolesionarme|hacerme dano)(?! ~~24 (recai|he recaido|volvi a|volvi $$|he vuelto $$|a la basura|por la borda|al carajo|a la mierda|tirad*|perdid*|se fueron|rompi|perdi|reinicie|resetee|hasta (hoy|ayer|anoche)))`,
    // public embarrassment: "q oso, me quería morir" when I fell in front of everyone
    `(oso|roche|bochorno|papelon|tragame tiera|tiera tragame) ~16 (me queria morir|me quise morir|queria morirme|me moria|me muero|me quiero morir|quiero morirme)`,
    `(me queria morir|me quise morir|queria morirme|me moria|me quiero morir|quiero morirme) ~8 (oso|roche|bochorno|papelon|tragame tiera)`,
    // killed over and over is a game or a joke: "me mató el mismo jefe 20 veces"
    `me (mato|mataron|mataba|ha matado|han matado|mata|matan) ~6 (\\d+|mil|cien|veinte|diez|tantas|muchas|varias|cinco|tres) veces`,
    // things given away because they no longer fit, are in the way or were replaced: "regalé mi ropa de antes del embarazo, ya no me cabe", «le regale mi guitarra a mi primo xq me compre una electrica»
    `(regale|he regalado|regalando|estoy regalando|reparti|done|he donado|vendi|he vendido|le di|les di) ~4 (ropa|cosas|libros|juguetes|muebles|zapatos|guitarra|bici|bicicleta|consola|play|celular|cel|telefono|tele|compu|portatil|laptop|tablet|patines|patineta|skate|teclado) ~8 ((porque|xq|pq|por que|ya que|como) ~2 (me compre|me regalaron|ya tengo|me voy a comprar|me cambie a)|ya no (la|lo|las|los) (uso|usaba|toco|tocaba|necesito)|de antes del embarazo|del embarazo|premama|(ya )?no me (cabe|caben|queda|quedan|entra|entran)|se me (queda|quedan|quedo|quedaron) (chica|chicas|chico|chicos|pequena|pequenas|grande|grandes)|(para|por) (hacer sitio|hacer espacio|ganar espacio|la mudanza)|espacio en (el|mi) (armario|placard|ropero|closet))`,
    // a farewell to a class or a workplace, a last day before retiring or a holiday
    `(carta|cartas|mensaje|discurso|fiesta|cena|comida|regalo|video|tarjeta) de despedida (a|para|de|con|del|al) ~3 (grupo|clase|alumnos|alumnas|companeros|companeras|equipo|colegas|trabajo|curro|empresa|oficina|jefe|jefa|vecinos|curso|escuela|colegio|instituto|profe|profesora|profesor|maestra|maestro|jubil*|vecina|vecino|portera|portero|casera|casero|inquilina|inquilino)`,
    `(ultimo dia|ultima semana|ultima noche) (de trabajo|en el trabajo|antes de (jubil*|la jubilacion|las vacaciones|vacaciones|la mudanza|mudarme|mudarnos))`,
    // fed up with the heat, a flatmate, the boss: not with living
    `(ya )?no (puedo|aguanto|soporto) mas (con|a) (este|esta|estos|estas|el|la|los|las|mi|mis|su|sus|tu|tus)(?! (vida|existencia|dolor|sufrimiento|soledad|tristeza|depresion|angustia|ansiedad|cabeza|mente|cuerpo|alma)>)`,
    `(ya )?no (puedo|aguanto|doy) mas de (sueño|sueno|cansancio|calor|frio|risa|hambre|sed|trabajo|laburo|curro|estudiar)`,
    // a burden to the team while off sick is guilt about work, not about living
    `(una |un )?(carga|estorbo|lastre|molestia) (para|a) (mis|mi|el|la|los|las|nuestro|nuestra) (compañer*|equipo|jefe|jefa|clase|grupo|oficina|departamento|turno)`,
    // an accident, not a wound: "me corté pelando papas", "me di golpes contra la mesa al caerme"
    `(me corte|me he cortado|me hice un corte|me queme|me he quemado|me hice dano|me lastime|me golpee|me di (un golpe|golpes|un golpazo)|me pegue (un golpe|golpes|un golpazo|un porazo|una hostia)) ~3 (pelando|cortando|picando|cocinando|afeitandome|depilandome|abriendo|fregando|planchando|sin querer|por accidente|en la cocina|al caerme|al caer|cayendome|al resbalar|resbalando|tropezando|jugando|entrenando|con (un|el|una|la) (papel|folio|cristal roto|vidrio|lata|abrelatas|horno|plancha|sarten|olla))(?! ~8 (a proposito|adrede|aposta|queriendo|para sentir|para castigarme|otra vez|de nuevo|le dije|les dije|dije que|le conte que|me lo merezco|lo merezco)>)`,
    // figurative speech
    // an exam, a shift, the heat that "killed" me: "el examen de anatomía me mató"
    `(el|la|los|las|este|ese|esa|estos|estas|mi|mis|tu|su|sus) (examen|examenes|parcial|parciales|final|finales|prueba|trabajo|curro|laburo|jefe|jefa|turno|guardia|calor|frio|gym|gimnasio|entreno|entrenamiento|clase|clases|profe|profesor|profesora|viaje|partido|resaca|cuesta|subida|caminata|mudanza|factura|precio|serie|capitulo|episodio|tarea|tareas|deberes|ninos|crios|bebe|maraton|carrera|rutina|espalda|rodila|chiste|boda|fiesta|cena|comida|reunion|profesora)( de [^ ${BARRIER}]+)? me (mato|mataron|ha matado|han matado|remato|dejo muerta|dejo muerto)>`,
    // a jump out of the window threatened if a shift, a boss or an exam comes round again: "me tiro por la ventana si me vuelven a cambiar el horario"
    `me (tiro|aviento|lanzo|arrojo|tirare|avento) (por|de|desde) (la|el) (ventana|balcon) si ~6 (${IRRITANT}|horario|horarios|turno|turnos|reunion|reuniones|plazo|plazos|examen|examenes|informe|informes|guardia|guardias|jefe|jefa|clase|clases|deberes|tarea|tareas|excel|partido|codigo)>${NOT_A_JOKE}`,
    // the heat, the traffic, a queue that make one "want to die": "con este tráfico me dan ganas de matarme", "38 grados, me quiero morir"
    `(${IRRITANT})${IRRITANT_GAP} (me quiero morir|quiero morirme|me voy a morir|me muero|me dan ganas de (matarme|morirme|morir|pegarme un tiro)|dan ganas de (matarse|morirse|morir|pegarse un tiro))${NOT_A_JOKE}`,
    `(me quiero morir|quiero morirme|me dan ganas de (matarme|morirme|morir|pegarme un tiro)) ~6 (con este|con esta|con tanto|con tanta|de tanto|de tanta|por el|por la|por este|por esta) (${IRRITANT})${NOT_A_JOKE}`,
    // a trip of so many days, or a holiday: "mañana me voy dos semanas a Cádiz"
    `(${DATE_TIME} ~2 )?(me voy|nos vamos|me ire|nos iremos|me marcho|nos marchamos|salgo|salimos|viajo|viajamos|vuelo|volamos) ~2 (((\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince|unos|unas|par de) (dias|semanas|semana|meses|mes|noches|findes))|el finde|el fin de semana|de vacaciones|de viaje|de excursion|de puente|de campamento|de mochilera|de mochilero)>`,
    // everything planned for an outing: "todo planeado pal viernes: asado con los pibes" (not the last journey)
    `(listo|lista|listos|listas|planeado|planeada|planificado|planificada|organizado|organizada|preparado|preparada|armado|armada|cuadrado|cuadrada) (para|pal) ~3 (salida|salidita|asado|asadito|fiesta|fiestita|cena|comida|almuerzo|parrillada|carne asada|barbacoa|paseo|cumple|cumpleanos|boda|bautizo|comunion|quince|quinceanera|graduacion|excursion|partido|carrete|junta|juntada|reunion|pijamada|quedada|birras|cervezas|chelas|playa|vacaciones|concierto|picnic|mudanza|peda|parche|rumba|previa|pachanga)>`,
    // "que me trague la tierra": wanting to vanish for shame
    `((que )?me (trague|tragara|tragase|traga) la tiera|que la tiera me (trague|tragara|tragase))`,
    // "me voy a matar a comer tacos", "nos matamos a estudiar": doing something hard
    `(matarme|me mato|me mate|me voy a matar|me matare|me estoy matando|me quiero matar|nos matamos|nos vamos a matar|matarnos|matandome) ((a|de) (comer|estudiar|trabajar|laburar|currar|entrenar|correr|reir|reirme|risa|limpiar|bailar|beber|chupar|leer|escribir|jugar|caminar|nadar|ahorrar|cocinar|hacer ejercicio|hacer deporte|practicar|ensayar|horas extra|pizza|tacos|hamburguesas|helado|chocolate|dulces|cerveza|cervezas|comida)|estudiando|trabajando|laburando|currando|entrenando|corriendo|limpiando|ensayando|practicando|preparando|repasando|haciendo (horas|deporte|ejercicio)|en el (gimnasio|gym|gimnasio|trabajo|curro|laburo))>`,
    // an overdose treated or seen in others: "tuvimos una sobredosis de fentanilo en la guardia"
    `(?<! me )(tuvimos|hubo|llego|llegaron|ingreso|ingresaron|atendimos|atendi|atendieron|trajeron|entro|entraron|vino|vinieron|otra|otro caso de|un caso de|casos de) ~3 sobredosis( (de|por) [^ ¦]+)?`,
    // an overdose as a risk a doctor or a leaflet explains, or its effect on someone else ("le bajaría la tensión")
    `(medico|medica|doctor|doctora|farmaceutico|farmaceutica|enfermera|enfermero|pediatra|veterinario|veterinaria|prospecto|toxicologo|toxicologa|geriatra|cardiologo|cardiologa) ~4 (dice|dijo|explica|explico|advierte|advirtio|avisa|aviso|comenta|comento|cuenta|conto|insiste|insistio|recuerda|recordo) ~2 (que )?(una |la |un |el )?(sobredosis|exceso|intoxicacion)( (de|por) [^ ¦]+)?`,
    `(sobredosis|intoxicacion) (de|por) ~3 (le|les) (baja|bajaria|bajara|sube|subiria|subira|provoca|provocaria|causa|causaria|puede|podria|haria|daria|afecta|afectaria|dana|danaria)>`,
    `(paciente|pacientes|chico|chica|chaval|chavala|pibe|piba|hombre|mujer|senor|senora|adolescente|joven|vecino|vecina)( de \\d+( anos)?)? (con|de|por) (una |la |otra )?sobredosis( (de|por) [^ ¦]+)?`,
    // guarding someone else against a double dose: "para que no tome doble dosis, que una sobredosis de digoxina es muy peligrosa"
    `(para que no|para evitar|evitar|por si|no vaya a|no sea que|cuidado con|riesgo de|peligro de) ~3 (tome|tomen|se tome|se tomen|tomes|repita|repitan|se equivoque|se equivoquen|una |la |el )?(doble dosis|dosis doble|dos veces|de mas|sobredosis|intoxicacion|intoxicarse|intoxique)`,
    `(una |la |las )?(sobredosis|intoxicacion|intoxicaciones)( (de|por|con) [^ ¦]+)? (es|son|puede ser|pueden ser|podria ser|resulta|resultan) (muy |bastante |super )?(peligrosa|peligrosas|grave|graves|seria|serias|un peligro|un riesgo)>`,
    `(me muero|me muera|me moria|muerta|muerto|(me quiero|quiero|me queria|me quise|queria) morir(me)?|morirme|morir|me voy a morir|casi me muero|me mori|se muere|me estoy muriendo) ((de|del|de la) (risa|hambre|sueno|ganas|verguenza|calor|frio|aburimiento|miedo|cansancio|sed|envidia|celos|amor|pena|asco|curiosidad|nervios|emocion|alegria|gusto|dolor de cabeza)|de lo (mas )?[^ ${BARRIER}]+ (que|como) (es|esta|son|estan|era|estaba|eran|estaban|me)>)`,
    `(me muero|me moria|me estoy muriendo|muero) por (ver|verte|saber|conocer|ir|probar|leer|que|tener|comer|un|una|el|la|los|las)`,
    `(me esta matando|me mata|me matan|me estan matando|me va a matar|me van a matar|me mataria|me matara)`,
    `(que me maten|matenme|matame)`,
    `(de muerte|matar el tiempo|mato el tiempo|mate el tiempo|mortal de aburido)`,
    `(prevencion|campana|dia mundial|linea de prevencion) (del|de|contra el|para la prevencion del) suicidio`,
    // overdoses taught in a first-aid or health course: "curso de primeros auxilios: qué hacer ante una sobredosis"
    `(curso|taller|formacion|clase|charla|capacitacion|primeros auxilios|aprendimos|aprendi|nos ensenaron|nos explicaron|que hacer) ~8 (ante|en caso de|frente a|con) (una |un |la |el )?(sobredosis|intoxicacion|naloxona)`,
    // moving away, not dying
    `(irme|me voy|me ire|me iria|marcharme|me marcho|mudarme|me mudo|nos vamos|irnos) para siempre (de|a|al|del|fuera|lejos|hacia|para) ~2 ${PLACE}`,
    // fear of dying in the war, not a wish
    `(miedo|terror|panico|miedo de|pense que|crei que|estaba segura de que|estaba seguro de que|temia|temi) ~3 (me iba a morir|iba a morir|morir|morirme|moriria|moririamos|nos ibamos a morir|nos matarian|me matarian|nos mataran)`,
    // an old belief put right: "con los años entendí que no era así", "me di cuenta de que no era verdad"
    `(entendi|comprendi|aprendi|me di cuenta|descubri|vi|supe|entendimos|me demostraron|me ensenaron) (de )?que no (era|es|fue|estaban|estarian) (asi|verdad|cierto|mejor)>`,
    // grief's wish for a moment with the dead: "quisiera estar con ella otra vez, aunque sea un ratito en sueños"
    `(estar|reunirme|irme|ir) con ~1 ${PERSON}( de nuevo| otra vez| mas)? ~3 ${A_MOMENT_WITH}`,
    // a question someone else asked, not a disclosure (unless the answer discloses): "la orientadora me preguntó si me cortaba. NO."
    `(preguntaron|han preguntado|ha preguntado|pregunto(?<= (orientador|orientadora|medico|medica|doctor|doctora|psicologo|psicologa|psiquiatra|enfermera|enfermero|profe|profesora|profesor|tutora|tutor|terapeuta|madre|padre|mama|papa|amiga|amigo|novio|novia|hermana|hermano|ella|el|abuela|abuelo|pediatra|jefe|jefa|prima|primo|tia|tio|companera|companero|vecina|vecino|pareja|esposa|esposo|marido|mujer|hija|hijo)( me| le| nos| les)? pregunto)) ~4 (si|de si|sobre|acerca de) ~6 ${SCREEN_TOPIC}( (o|u|y|ni) ~3 ${SCREEN_TOPIC})?${UNLESS_ANSWERED_NOW}`,
    // someone else's joke or belief about the writer, put right: "mi hermana dice en broma que soy una carga", "mi nieto se cree que me quiero morir. Ni mijita"
    `(dice|dicen|dijo|dijeron|me llama|me llaman|me llamo) (en broma|de broma|bromeando|de cachondeo|de cona|de guasa|en chiste|de chiste|jugando) (que )?(soy|era|seria) (una |un )?(carga|estorbo|lastre|molestia|peso muerto)>`,
    `(cree|creen|se cree|se creen|piensa|piensan|se piensa|se piensan|se imagina|se imaginan|dice|dicen) que ~8 ${JOKED}(?= ~~6 (ni mijita|ni mija|ni de broma|ni loco|ni loca|ni de cona|ni en suenos|ni hablar|que va|para nada|nada de eso|pues no|se equivoca|se equivocan|mentira)>)`,
    // a burden denied: "no soy una carga para nadie", "nunca he sido un estorbo"
    `(no|nunca|jamas|tampoco) (soy|me siento|he sido|fui|era) (una |un )?(carga|estorbo|lastre|molestia|peso muerto|problema)>`,
    // ...and the better-off-without-me denied: "no creo que estarían mejor sin mí", "nadie estaría mejor sin mí"
    `(no|ya no|nunca|jamas) (creo|pienso|siento|me parece|considero|veo) ~5 (mejor|mas felices|mas tranquilos|mas tranquilas|en paz) sin mi(?! ~~8 (pero|aunque|sin embargo)>)`,
    `(no|nadie|nunca|jamas) (estarian|estaria|serian|seria|vivirian|viviria|estaran|estara|seran|sera) ~2 (mejor|mas felices|mas tranquilos|mas tranquilas|en paz) sin mi(?! ~~8 (pero|aunque|sin embargo)>)`,
    // death thought about, not sought: "uno piensa en la muerte todo el rato, pero no en buscarla"
    `(pienso|piensa|pensamos|pensar|pensaba|pense|pensando) en (la muerte|morir) ~6 (pero|aunque|mas) (no|nunca|jamas) (en )?(buscarla|provocarla|ir a buscarla|matarme|quitarme la vida|suicidarme|hacerme nada|hacer nada|hacerlo|acabar con (mi vida|todo))`,
    // negation
    // ("no aguanto mas, quiero morirme": the no belongs to another verb)
    // (a streak, "tres meses sin cortarme", is left to the rules: it counts toward a relapse)
    // ("no hay día que no piense en matarme" is every day: a "no" after "no hay día que" affirms)
    `(?<! (dia|noche|momento|rato|hora|minuto|vez|semana|manana) (en )?que )(no|nunca|jamas|ni|tampoco|sin(?! (cortarme|autolesionarme|hacerme dano|lastimarme)>))(?! (aguanto|aguanta|soporto|puedo mas|doy mas|sirvo|valgo|seria mejor|se|entiendo|duermo|paro|hay|tengo (nada|a nadie|salida|futuro|fuerzas)|veo (salida|futuro|sentido)|le veo|me quiere|me quieren|me entiende|me entienden|me ve|me ven|me importa|(quiero|deseo|quisiera|tengo ganas de|tengo fuerzas para|puedo) (seguir|vivir|existir|estar aqui|estar viva|estar vivo))>)${DENIED}(morir|morirme|suicidarme|matarme|quitarme la vida|hacerme dano|me haria dano|haria dano|me mataria|suicida|suicidas|pensamientos suicidas|ideas suicidas|autolesionarme|cortarme|acabar con todo|terminar con todo|acabar con mi vida|tirarme|tirar (de|por|desde|al|a la|bajo)|lanzarme|ahorcarme|colgarme|pegarme un tiro|hacer ninguna locura|desaparecer|dejar de existir)`,
    // an overdose denied where the verb is denied: "no me tomé la caja entera, solo dos" (not "no dormía, me tomé…")
    `(no|nunca|jamas|ni) (me )?(las |los )?(tome|trague|bebi|he tomado|he tragado|tomaria|tragaria|tomo|trago) ${TAKEN_WHOLE}`,
    // an emphatic denial in any dialect: "ni de chiste me mato", "ni loca me corto", "ni en pedo", "ni de coña"
    `(ni de (chiste|broma|cona|cana|milagro|lejos|rima)|ni en (broma|pedo|suenos|mil anos)|ni loca|ni loco|ni muerta|ni muerto|ni cagando|ni a palos|ni hablar|de ninguna manera|de ningun modo|jamas de los jamases|para nada) ~2 (me )?(mato|mataria|matare|suicido|suicidaria|quito la vida|quitaria la vida|corto|cortaria|tiro|tiraria|hago dano|haria dano|muero|moriria|lo hago|lo haria|hago eso|haria eso|hago una locura|haria una locura|matarme|suicidarme|quitarme la vida|cortarme|hacerme dano|hacer una locura|(tomo|tomaria|trago|tragaria|tomarme|tragarme)( (todas|todos|toda|la caja|el bote|el frasco) ~2 ${PILLS})?)>`,
    // "ni se me pasa por la cabeza", "jamás se me ocurriría", "no entra en mis planes"
    `(ni|no|nunca|jamas) (se me (pasa|pasaria|ha pasado|paso|ocurre|ocurriria|ha ocurrido|ocurrio|cruza|cruzaria)|me (lo )?(planteo|plantearia|he planteado)|(entra|entraria|esta) en mis planes) ~4 (el |la )?(morir|morirme|suicidarme|suicidio|matarme|quitarme la vida|hacerme dano|autolesionarme|cortarme|acabar con todo|acabar con mi vida|hacer una locura|hacer algo)`,
    // ("a veces me pregunto si no sería mejor desaparecer" is the writer wondering, not a question asked)
    `(?<! (a veces|aveces|yo|siempre|ultimamente|muchas veces|cada noche|cada dia|todos los dias) )(pregunto|me pregunta|preguntan|me preguntan|preguntaban|me preguntaban|preguntaron|me preguntaron|me pregunto si|pregunta si|me ha preguntado|me han preguntado|me preguntaba|quiso saber|queria saber)(?!( si)?( no)? (seria|sera|valdria|vale|merece|deberia|tendria)>) ~10 ${SCREEN_TOPIC}( (o|u|y|ni) ~3 ${SCREEN_TOPIC})?${UNLESS_ANSWERED_NOW}`,
    // a screening question in the second person or the formal "usted": "¿Ha pensado que estaría mejor muerto?"
    `(ha|has|habeis|han) (pensado|tenido|sentido|deseado) ~2 ${SCREEN_TOPIC}( (o|u|y|ni) ~3 ${SCREEN_TOPIC})?${UNLESS_ANSWERED_NOW}`,
    // a clinician's or a safety plan's "if ever", then whom to call: "si alguna vez pienso en matarme lo llame"
    `si (alguna vez|algun dia|en algun momento) (pienso|piensas|piensa|pensara|pensaras|pensase|tengo|tienes|tiene|tuviera|tuvieras|siento|sientes|sintiera|sintieras|me vienen|te vienen|le vienen|me viene|te viene|le viene) ~3 ${SCREEN_TOPIC} ~4 (lo |la |le |te |me )?(llame|llames|llamar|llamo|llamara|avise|avises|avisar|aviso|avisara|cuente|cuentes|contar|contara|hable|hables|hablar|pida|pidas|pedir|busque|busques|buscar|llamare|avisare|vaya|vayas|ir|voy|ire|iria|escriba|escribas|escribir)>`,
    // a topic asked as a bare question and answered no: "¿Autolesiones? Tampoco."
    `^^ ([^ ${BARRIER}]+ ){0,3}${SCREEN_TOPIC} ~2 $$(?= ${BARRIER} (no|tampoco|nunca|jamas|nada|negativo|ninguna|ninguno|cero|para nada|de ninguna manera) (${BARRIER}|$))`,
    // the distance between a low mood and the deed: "de ahí a querer matarme hay un mundo", "una cosa es … y otra …"
    `(de ahi|de eso|de alli) a ~6 (hay|va) (un mundo|un abismo|un trecho|un buen trecho|un largo trecho|mucho|un largo camino|mucha diferencia|una gran diferencia)`,
    `una cosa es ~8 (y|e) otra( muy| bien| cosa)?( distinta| diferente)?( es)? ~4`,
    // a wish denied and put right in one breath: "no es que me quiera ir del mundo, es que me quiero ir de esta ciudad"
    // what others believe of the writer, denied by the sentence that follows: "mi madre cree que quiero matarme. Para nada."
    `(cree|creen|creia|creian|piensa|piensan|pensaba|pensaban|se piensa|se piensan|se cree|se creen|dice|dicen|decia|decian|teme|temen|le parece|les parece|da por hecho|dan por hecho) que (yo )?[^ ${BARRIER}]+( [^ ${BARRIER}]+){0,5}(?= ${BARRIER} (no|pues no|que no|para nada|nada de eso|nada que ver|no es asi|no es verdad|se equivoca|se equivocan|mentira|falso|ni de broma)( no)?(?= (${BARRIER}|$)))`,
    `no es que ~3 (quiera|quisiera|desee|piense|tenga ganas|vaya a|este pensando|me quiera|me vaya) ~6 (es que|sino que|sino|solo que|simplemente|pero)>`,
    // suicidal thoughts as a risk or a side effect, told in general: "el insomnio puede traer pensamientos suicidas"
    `(puede|pueden|podria|podrian|suele|suelen|aumenta|aumentan|aumentar|provoca|provocan|provocar|causa|causan|causar|trae|traen|traer|da|dan|genera|generan|generar|riesgo de|efecto secundario|efectos secundarios|asociado a|asociados a|relacionado con) ~3 (pensamientos|ideas|ideacion|conductas|conducta|comportamientos) (suicidas|suicida|de muerte|de suicidio)`,
    // someone else dead of an overdose: "el vecino murió de sobredosis"
    `(murio|murieron|fallecio|fallecieron|se murio|se murieron|muere|mueren|fallece|fallecen|fallecido|fallecida|fallecidos|muertes|muertos) (de|por) (una )?sobredosis( (de|por) [^ ${BARRIER}]+)?`,
    // leaving for good beside a move told in the same breath: "me voy para siempre, me mudo a Montevideo"
    `(irme|me voy|me ire|me iria|marcharme|me marcho|nos vamos|irnos|nos marchamos) para siempre ~~8 (me mudo|nos mudamos|mudarme|mudarnos|la mudanza|me traslado|nos trasladamos|emigro|emigramos|me instalo|nos instalamos|el vuelo|el avion|el pasaje|el billete)>(?! (al|a|con) ~2 (cielo|otro mundo|otro lado|mas ali|dios|abuela|abuelo|mama|papa)>)`,
    // leaving a town for good: "me voy para siempre de Madrid", a name no list of places holds
    `(irme|me voy|me ire|me iria|marcharme|me marcho|mudarme|me mudo|nos vamos|irnos|nos mudamos|nos marchamos) para siempre de (?!(este|esta|esto|aqui|aca|alli|ahi|todo|todos|la|mi|tu|su|sus|mis|nada|nadie|ustedes|vosotros|ti|ellos|ellas|el|verdad|veras|una|un|golpe|vez|nuevo|repente|madrugada|noche|manana|dia|vida|mundo)>)[^ ${BARRIER}]+( [^ ${BARRIER}]+)?( $$| ${BARRIER}| (y|e|a|con|en|porque|pero|despues|este|esta|manana|hoy|el|la|me|nos|que)>)`,
  ],
  fiction: [
    // a game lost: «me mataron 20 veces en la ranked»
    `(en la ranked|en ranked|la ranked|en la partida|en el lol|en el fifa|en fortnite|en el valorant|en el valo|en el free|en el cod)`,
    // a film or a book seen or read in class: «Vimos Mar adentro en clase de Ética»
    `(vimos|vi|veiamos|leimos|lei|leiamos|analizamos|comentamos|debatimos) ~5 (en clase|en el aula|con la profe|con el profe|en el cine|en el cineforum|en cineforum)`,
    // a song, in Mexican slang: «esa rola de "ya no quiero despertar"»
    `(rola|rolita|rolon)`,
    // a role played in class or training: «hicimos role play de pacientes»
    `(role ?play|roleplay|jugamos a ser|hice de|hizo de|hacer de|haciamos de|actue de|actuamos de|interprete a|interpretamos a) ~3 (paciente|pacientes|cliente|clientes|papel)`,
    // a line sung: "y si me muero esta noche que sea en tus brazos" 🎶
    `${EMOJI.music}`,
    // a book read again, and its writing: «Terminé Cien años de soledad por tercera vez»
    `(lei|leí|releí|relei|termine|terminé|acabe|acabé|leyendo|releyendo) ~6 por (primera|segunda|tercera|cuarta|quinta|enesima|enésima|decima|décima) vez|(que|qué) manera de escribir`,
    // a part played on a stage: «Ensayo general de "Bodas de sangre". Hago de la Novia y en el último acto digo…»
    `(ensayo general|hago de (la|el) [^ ¦]+|(en )?el (ultimo|primer|segundo|tercer) acto|el estreno|estreno el|estrenamos)`,
    // a dream told: «He soñado que me caía del puente»
    `^^ (anoche |esta noche )?(he sonado|sone|sonaba|tuve una pesadilla|tuve un sueno) (que|con)`,
    `(fanfic|fanfiction|wattpad|ao3)`,
    `(elden ring|dark souls|ultimo jefe|jefe final)`,
    // ("obra" is also the building site: "los compañeros de la obra", "en la obra" are no play)
    `(?<! (regale|regalo|regalando|done|reparti|di|deje|vendi|tire|devolver|devolvi|devuelvo|devolviendo|devolverle|llevar|lleve|llevo) ~8 )(libro|libros)(?! ~3 (biblioteca|bibliotecas)>)`,
    `(novela|pelicula|peliculas|peli|serie|series|episodio|capitulo(?<!(cerrar|cierro|cerre|cerrare|cerraria|terminar|termino|acabar|acabo|pasar) (el|este|ese|mi|un) capitulo)(?! (a|de|en) (mi|esta|tu|la) (vida|existencia|historia)>)|temporada|juego|videojuego|videojuegos|partida(?<!borrar partida)(?! (a|de|en) (mi|esta|tu|la) (vida|existencia|historia)>)|partidas|boss|jefe final|cancion|canciones|letra|album|(?<! (me|te|se|nos|le|les|lo|la) )anime|manga(?! (larga|largas|corta|cortas)>)|comic|obra(?<! (en|de|a|desde|para) la obra)|teatro|cuento|relato|poema|poesia|personaje|personajes|protagonista|heroe|heroina|narrador|narradora|actor|actriz|(?<! (vuelta|volver|vuelvo|volvere|regreso|regresar|salir|salgo|saldre|saldria) (a|de) )escena|documental|podcast|trama)`,
    `(ana karenina|romeo y julieta|hamlet|ofelia|werther)`,
    // a song of a kind, sung: «en el ensayo del coro cantamos uno de esos boleros que dicen…»
    `(bolero|boleros|ranchera|rancheras|copla|coplas|tango|tangos|cumbia|cumbias|balada|baladas|villancico|villancicos|ensayo del coro)`,
  ],
  selfToo: [
    `(yo tambien|a mi tambien|como yo|igual que yo|me identifico|me siento igual|me pasa lo mismo|lo unico que siento|la hago mia|la siento mia|asi me siento yo)`,
  ],
  medical: [
    // a patient brought in, at work: «Ha entrado una chica de mi edad con una sobredosis de pastillas»
    `(ha entrado|entro|llego|ha llegado|ingreso|ha ingresado|trajeron|han traido) ~2 (una|un) (chica|chico|mujer|hombre|senora|senor|paciente|nina|nino|muchacha|muchacho|chava|chavo) ~8 (sobredosis|intoxicacion|intoxicada|intoxicado|pastillas)`,
    `(consentimiento|ayuno|ayunas|preoperatorio|anestesista)`,
    // una operación por delante: «mañana me operan, anestesia general, miedo a no despertar»
    `(anestesi*|quirofano|(operacion|cirugia|intervencion) (de manana|manana|pasado manana|el (lunes|martes|miercoles|jueves|viernes))|me operan|me van a operar|en ayunas|preoperatori*|consentimiento informado)`,
    // una pauta: «una con el desayuno», «cada 8 horas»
    `(una|dos|media|1|2) (con|despues del|antes del|antes de|despues de) (el )?(desayuno|almuerzo|comida|cena|dormir|acostarme)|(una|dos|tres) veces al dia|cada (\\d+|ocho|doce|seis) horas`,
    // first aid for someone else's dose: "qué hacer si alguien toma una dosis letal", "no inducir el vómito"
    `((si|cuando) (alguien|una persona|un nino|una nina|un paciente|una paciente|el paciente|la persona|tu hijo|un adulto|un familiar) (se )?(toma|tomo|traga|trago|ingiere|ingirio|bebe|bebio)|primeros auxilios|(no )?inducir el vomito|(centro|instituto|servicio) de toxicologia)`,
    // a child's dose by weight: "mi hijo de 20 kilos", "un niño de 15 kg"
    `(mi |un |una |el |la )?(hijo|hija|nino|nina|bebe|nene|nena|peque|crio|cria|chiquito|chiquita|hijito|hijita)( de \\d+ (anos|meses))? de \\d+ ?(kilos|kg|kgs|kilogramos)>`,
    // ("perro" folds to "pero", the commonest "but": a dog only with its article; "diario" is "daily",
    // not "mi diario", the diary a journal note so often names, which silenced dose questions written to it)
    `(dolor de cabeza|me duele la cabeza|migrana|jaqueca|fiebre|resfriado|gripe|muelas|dientes|dolor de espalda|regla|menstrual|nino|nina|ninos|bebe|(mi|el|al|del|nuestro|nuestra|su|tu|la|a la) (pero|perra|perito|perita)|(los|mis|sus|tus|unos|a los|para los|en) (peros|perras)|peritos|cachoro|cachoros|gato|gata|gatos|gatas|mascota|mascotas|animales|veterinario|sin querer|por accidente|por error|por equivocacion|tension|alergia|chocolate|al dia|por dia|diario(?<! (mi|el|tu|su|querido|querida|este|ese|un|del|al|nuestro|vuestro) diario)|cada (\\d+ horas|ocho horas|seis horas|doce horas)|((\\d+|una|dos|tres|media) (pastilla|pastillas|capsula|capsulas|comprimido|comprimidos|gota|gotas|toma|tomas|dosis|cucharada|cucharadas|vez|veces)|tomo|toma|tomar|tomarla|tomarlas|tomarlo|tomarse|tomando|le doy|les doy) cada (dia|semana|noche|manana)|pastillero|pastilero|sintrom|anticoagulante|(controlar|ajustar|ajustarle|controlarle|revisar|bajar|subir|subirle|bajarle) la dosis|\\d+ ?mg (por )?kg|mg (por )?kg|por kilo|farmacologia|toxicologia|(examen|examenes|parcial|final|apuntes|temario|clase|asignatura|materia|estudiando|estudiar|repasando) ~3 (farmaco*|toxico|toxicologia|medicina|enfermeria|veterinaria|bioquimica|fisiologia)|(le|les) (explique|explicamos|adverti|advertimos|avise|avisamos) ~4 que ~8 (mortal|mortales|letal|letales|peligros*|toxic*|sobredosis)|sin receta|higado(?! ~4 (vuelta atras|arreglo|remedio|solucion|salvacion)>))`,
    // a dose given to someone else, a syrup in ml: "¿cuántos ml le doy?"
    `(le doy|les doy|le damos|les damos|le di|les di|le dimos|les dimos|le puedo dar|les puedo dar|le tengo que dar|les tengo que dar)(?! (puro|puros|solo|gastos|problemas|problema|disgustos|lata|pena|asco|verguenza|punetazos|golpes|patadas|igual|lo mismo|trabajo|molestias|preocupaciones|la vida|mi vida)>)|(le pongo|le pusimos|le administro|les administro|\\d+ ?ml|ml de|mililitros|jarabe|gotas|supositorio*|dalsy|apiretal|pediatra)`,
    // a dose explained to a customer or patient: "le expliqué la dosis máxima"
    `(le|les) (explique|explico|explicaba|explicamos|indique|indico|recomende|recomiendo|aconseje|dije|digo) ~2 (la dosis|las dosis|cuantas|cuanto|el maximo|la cantidad)`,
    // a dose studied for an exam or adjusted for a patient: "en el curso de farmacia estudiamos la dosis letal", "ajustamos la dosis"
    `((curso|clase|clases|asignatura|carrera|grado|facultad|facu|practicas|examen|temario|apuntes|master) de (farmacia|farmacologia|medicina|enfermeria|toxicologia|veterinaria|quimica)|(estudiamos|estudiabamos|repasamos|nos explico|nos explicaron|explico el profesor|explico la profesora) ~3 (la |las )?(dosis|toxicidad|farmacologia|toxicologia)|(ajustamos|ajustar|ajusto|ajustaron|ajuste|ajustando|subimos|bajamos|pautamos|pauto|pautaron) (la |las |su |sus )?(dosis|pauta)|(mi|mis|el|los|nuestro|nuestra|nuestros|nuestras) (paciente|pacientes)>)`,
    `(analisis|analitica|analiticas|niveles|litemia|margen terapeutico|rango terapeutico|ventana terapeutica|dosis (normal|terapeutica|habitual|de mantenimiento)|(cerca|lejos) de la (normal|terapeutica|habitual))`,
    `(vitamina*|melatonina|magnesio|hierro|omega 3|probiotico*|anticonceptiv*|(puedo|se puede|se pueden|es seguro|debo|deberia) tomar(?! (todas|todos|tantas|tantos|de golpe|juntas|para (morir|no despertar|matarme)|con alcohol)>)|dosis recomendada|el prospecto)`,
  ],
  pastTime: [
    // a time of a year or months, told in the imperfect: «durante un año solo pensaba en no despertar»
    `durante (un|dos|tres|unos|varios|muchos) (ano|anos|meses|mes) ~6 (pensaba|queria|sentia|deseaba|sonaba)`,
    FORMER_SELF,
    // a death dated with its unit left out: «Cuando murió Pepe, hace diez, me tomé…»
    `(murio|se murio|fallecio|perdi a|se nos fue|enviude) ~4 hace (\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta)(?! (minutos|horas|dias|semanas|rato|nada|poco)>)`,
    // before the treatment, told as then: «Antes de la clínica pensaba que la única salida era la muerte»
    `antes de (la clinica|el ingreso|la terapia|el tratamiento|la rehabilitacion|rehabilitarme|internarme|el centro|dejarlo)`,
    // a night or a year named by its year: «la noche de 2022 en que me tomé todo»
    `(la noche|el dia|la tarde|el ano|el verano|el invierno|el otono|la primavera|la vez) (de|del) (19|20)\\d\\d`,
    // the worst time, told as one: «En mi peor época me tomaba las pastillas con vino»
    `en (mi|aquella|esa) peor (epoca|momento|etapa|racha|ano|temporada)|en mi (epoca|etapa|racha) mas (oscura|negra|dura)`,
    // a memory told as one: «Me acordé de la noche en el hospital cuando me quería morir»
    `(me acorde|me acuerdo|recuerdo|recorde|me vino a la mente) de (la|aquella|esa|las|aquellas) (noche|noches|vez|epoca|tarde|manana|dia|dias)`,
    // captivity, a war, told as then: «Allí, en la celda, quería morirme cada día»
    `(en|durante) (el |la )?(cautiverio|celda|guerra|frente|carcel|secuestro|cautividad)|(despues|tras) (de )?(la guerra|el cautiverio|la carcel|el secuestro)`,
    // a return from somewhere, then: «Cuando volví del Putumayo pensé muchas veces en pegarme un tiro»
    `(cuando|despues de que|al) (volvi|regrese|volver|regresar) (de|del|de la)`,
    // an age told as the time: «A los 40 me quise tirar al metro»
    `^^ a los (\\d+|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|treinta|cuarenta|cincuenta|sesenta)( anos)?`,
    // a wish reported as thought then, not now: "pensé muchas veces que prefería morir" (not "anoche pensé…")
    `(pense|pensaba|senti|sentia|crei|creia)(?<!(anoche|ayer|hoy|ultimamente|estos dias|esta semana|esta manana|esta noche|todavia|aun|otra vez|de nuevo) ~~3 (pense|pensaba|senti|sentia|crei|creia)) ~3 (que|q) (preferia|queria|deseaba|hubiera preferido|era mejor) ~2 (morir|morirme|matarme|estar muerta|estar muerto|no existir|no despertar|desaparecer|acabar)>`,
    // a deed dating a time: "la noche en que quise saltar del balcón", "el día que intenté…"
    `(la noche|el dia|la tarde|la manana|la vez|esa noche|ese dia|aquela noche|aquel dia|esa vez|aquela vez)(?<!(ayer|anoche|anteayer|hoy|esta semana|este finde|este fin de semana) ~~3 (noche|dia|tarde|manana|vez)) (en )?(que|q) (quise|queria|intente|trate|me tome|me trague|me corte|me tire|me colgue|estuve a punto)>`,
    `(la|mi|el|aquel|aquella|esa|ese) (sobredosis|intento|ingreso|internacion|hospitalizacion|recaida|crisis|depresion|ano|verano|invierno|otono|primavera|epoca) (de|del) (19|20)\\d\\d>`,
    `(el|los|las|aquel|aquelos|ese|esos|mi|mis) (primer|primeros|primeras) (invierno|inviernos|verano|ano|anos|meses|mes|semanas|tiempos) (en|aqui|ahi|ali|de|del|despues|tras|cuando|lejos|fuera)>`,
    `((cuando|al|despues de) (volvi|volver|regrese|regresar)|a la vuelta|despues|tras) (de|del) ~3 (mision|misiones|despliegue|frente|afganistan|irak|malvinas|servicio militar|la mili|combate)`,
    `^^ antes (me |yo |lo |la |les |le )?(solia|era|tenia|queria|pensaba|vivia|[^ ${BARRIER}]+(aba|aban|ia|ian))>`,
    // a sentence opening on the time just told: "Entonces sí pensé en terminar con todo.", "En aquel momento quería morir."
    `^^ (entonces|en ese momento|en aquel momento|en esos momentos|en aquelos momentos|en esa epoca|por entonces|para entonces|en ese entonces) (si |ya |tambien |yo |hasta |incluso )?(pense|pensaba|quise|queria|intente|senti|sentia|tuve|tenia|estuve|estaba|desee|deseaba|me corte|me cortaba|escribi|escribia|llegue)>`,
    // a sentence dated by the next one, unless that one turns to now: "…la fecha elegida para matarme. Fue hace seis años."
    `[^ ${BARRIER}]+(?= ${BARRIER} (((eso|esto|aquello|todo eso|todo esto) )?(fue|paso|ocurrio|sucedio|era) (hace (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios|algunos|unos) (anos|ano|decadas|decada)|hace (anos|mucho|una decada)|en (19|20)\\d\\d|(el|mi|aquel|ese) primer ano|en (la|mi) (adolescencia|juventud|infancia|secundaria|prepa|facu|universidad|uni))|(de eso|desde entonces|desde eso) (hace|han pasado|pasaron|ya pasaron|van) ~1 (anos|mucho)|(ya )?(pasaron|han pasado|van) (\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios) anos( de eso| desde entonces| desde eso)?(?= (${BARRIER}|$)))(?! ~8 (pero|aunque|sin embargo|otra vez|de nuevo|volvi*|volvier*|regres*|ha vuelto|han vuelto)>)>)`,
    `(cuando|al|recien) (llegamos|llegue|vinimos|vine|emigre|emigramos|huimos|hui|escapamos|nos mudamos|me mude|nos refugiamos) (de|desde|a|al|aqui|aca)(?! (la |el |mi )?(casa|trabajo|clase|cole|colegio|escuela|oficina|curro|laburo|facu|uni|hospital|hoy|anoche|esta|este)>) ~4 (yo )?(no )?(queria|pensaba|tenia|estaba|sentia|me sentia|era|solo queria|lloraba)>`,
    `hace(?<!desde hace) (como |unos |unas |mas de |casi |ya |cerca de |al menos |por lo menos )?(\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinti*|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|muchos|varios|algunos|unos|muchisimos)( y (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|medio))? (anos|ano|meses|decadas|decada|tiempo|lustros)`,
    // a time remembered ("me acordé del verano en que…"), a year told as over ("2020 fue el peor año de mi vida")
    `(me acorde|me acuerdo|me acordaba|te acordas|te acuerdas|se acuerda|recuerdo|recordaba|recorde|(me|nos) (recordo|recordaron|recuerda|recuerdan|recordaba)|nos acordamos|recordamos|me vino a la (cabeza|mente)|me vinieron a la (cabeza|mente)|pienso en|pense en) (hoy |ayer |a veces )?(que )?(de |del |de la |de los |de las |el |la |los |las |ese |esa |esos |esas |de ese |de esa |aquel |aquela |de aquel |de aquela )?((ano )?(19|20)\\d\\d )?(cuando|(verano|veranos|invierno|inviernos|otono|primavera|ano|anos|curso|epoca|etapa|temporada|tiempo|tiempos|meses|mes|dias|noches|vez) (en )?(que|cuando|en los que|en las que))`,
    `(^^ (el |en el |en )?(ano )?(19|20)\\d\\d|(aquel|ese|aquelos|esos) (ano|anos|verano|invierno|otono|curso|tiempo|tiempos)|(aquela|esa|aquelas|esas) (epoca|etapa|temporada|primavera|epocas)) (fue|fueron|era|habia sido) ~3 (peor|peores|mas (duro|dura|duros|duras|dificil|dificiles|negro|negra|negros|oscuro|oscura|oscuros))>`,
    // old writing reread: "releí los mensajes que le mandaba a mi ex", "encontré mis cartas viejas"
    `(relei|releo|releyendo|volvi a leer|encontre|encontrando|lei|revise|revisando) ~3 (diario|diarios|cuaderno|cuadernos|agenda|cartas|mensajes|chats|posts|correos|mails|audios|notas|poemas) (viejos|viejas|antiguos|antiguas|de antes|de hace|de cuando|de (primero|segundo|tercero|primer ano|primer curso|la secundaria|la prepa|la facu|la uni|la carrera|el instituto|el colegio|bachillerato)|que (le |les |te )?(mandaba|escribia|enviaba|ponia|mandabamos|escribiamos))>`,
    // a page of an old diary, in the sentence after it is named: "Encontré mi diario de 2009. En una página escribí…"
    `(diario|diarios|cuaderno|cuadernos|agenda) (de (19|20)\\d\\d|de (los|mis) \\d+|viejo|viejos|antiguo|antiguos|de cuando|de (la|mi) (secundaria|prepa|adolescencia|juventud|infancia|instituto|colegio|uni|facu)) ~~12 (en (una|otra|la primera|la ultima|cada|esa|aquela|alguna) (pagina|entrada|hoja)|(ahi|alli) (escribi|escribia|puse|ponia|decia))`,
    // the pages of an old diary, reread: "página tras página decía que…", "escribía que…"
    `(pagina tras pagina|pagina a pagina|en cada pagina|en (todas|casi todas) las paginas|entrada tras entrada|en cada entrada) ~3 (escribia|decia|ponia|contaba|repetia|apuntaba|hablaba)>`,
    `(escribia|apuntaba) (que|una y otra vez|siempre|lo mismo|cosas como)>`,
    `hace(?<!desde hace) (mucho|muchisimo|una eternidad|siglos)( tiempo)?`,
    // a day told as then: «Aquel día yo quería irme con él, pero ahora…»
    `^^ (aquel|ese|aquela|esa) (dia|noche|tarde|ano|invierno|verano|otono|epoca|tiempo) (yo )?(queria|quise|pensaba|pense|deseaba|desee|sentia)`,
    // old writing reread: «Páginas y páginas de querer morirme»
    `(paginas y paginas|pagina tras pagina|entrada tras entrada) de`,
    // an age given to a time clause: «cuando enviudé, con cuarenta años, pensé en…»
    `cuando ~4 con (\\d+|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|treinta|cuarenta|cincuenta|sesenta|setenta) anos`,
    // a habit told in the imperfect, a clean streak counted after it: "me cortaba casi todos los días. Hoy tengo 4 años limpio"
    `(me cortaba|me quemaba|me hacia dano|me lastimaba|me golpeaba|me autolesionaba|me rayaba|queria morirme|queria matarme|queria morir)(?= ~~24 (tengo|levo|cumplo|cumpli|van|ya van|son) (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios) (anos|ano|meses) (limpia|limpio|sin|bien))`,
    `(aniversario|se (cumple|cumplen|cumplieron)|cumplo|celebro) ~4 (de|desde) (cuando|que|mi|la|el) ~3 (intento|sobredosis|ingreso|internaron|ingresaron|salvaron|encontraron|hospital|psiquiatrico|lavado de estomago)`,
    `(aquel|aquela|aquelos|aquelas) (invierno|inviernos|verano|veranos|otono|primavera|ano|anos|curso|epoca|etapa|temporada|tiempo|tiempos|mes|meses|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)>`,
    `(en|durante|de) (la pandemia|el confinamiento|la cuarentena|el covid|los anos del covid|la posguerra)>`,
    // a clean streak counted: "cumplí 3 años sin autolesionarme", "llevo seis meses sin cortarme"
    `(cumpli|cumplo|cumplimos|levo|levaba|son|van|ya van|hace) ~3 (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|muchos|varios) (anos|ano|meses|mes|semanas|dias) (limpia |limpio |enteros |enteras )?sin (autolesi*|cortarme|hacerme dano|lastimarme|quemarme|intentarlo|hacerlo|recaer)`,
    // a time pointed back at and bounded: "esa época en que me quería morir", "aquellos meses en los que…"
    `(esa|esas|ese|esos) (epoca|epocas|etapa|temporada|tiempo|tiempos|ano|anos|verano|invierno|mes|meses|semanas|noches) (en (que|la que|el que|los que|las que)|(yo )?(pensaba|queria|sentia|creia|deseaba|solo queria|me sentia|me cortaba))(?! ~12 (ha vuelto|han vuelto|volvio|volvieron|vuelve|vuelven|esta volviendo|ha regresado|regreso|otra vez|de nuevo)>)>`,
    // a period lived through, told in the past tense: "durante la ocupación pensé muchas veces en…"
    `durante (la|el|los|las|mi|aquel|aquela|esa|ese) (ocupacion|asedio|invasion|bombardeos|cautiverio|evacuacion|huida|exilio|guerra|carcel|encierro|internamiento|ingreso|divorcio|quimio|embarazo|posparto|adolescencia|mili|secundaria|prepa|carera|tesis) ~6 (pense|pensaba|quise|queria|intente|senti|sentia|tuve|tenia|estuve|desee|deseaba|me corte|me cortaba)>`,
    `en el (19\\d\\d|20\\d\\d|[5-9]\\d)>`,
    `en los (anos )?(sesenta|setenta|ochenta|noventa|60|70|80|90)>`,
    `^^ (ahi|alli|en ellos|en ellas|en esas paginas|en ese diario|en esos diarios|en aquel diario|en aquelos diarios) (escribia|ponia|contaba|decia|apuntaba|hablaba)>`,
    `una vez (pense|crei|quise|intente|tuve|senti)`,
    // a bad patch told as one ("tuve una época que solo quería morirme"), a parent's "a tu edad yo también…"
    `(tuve|pase|hubo|vivi) (una|mi|esa|aquela) (epoca|etapa|temporada)>`,
    `a (su|tu|vuestra) edad (yo|tambien)>`,
    `(cuando|de) (era|tenia) (un |una )?(${YOUNG}|\\d+)`,
    `de ${YOUNG}>`,
    // a deed told in the past tense, dated by a bare "Hace tres años ya." after it (not "Quiero morirme. Hace dos años ya.": that says how long)
    `(intente|trate|quise|pense|pensaba|me corte|me cortaba|me tome|me trague|me tire|me colgue|me ahorque|estuve|tuve|fue|paso|hice|hicimos|me ingresaron|me internaron|sobrevivi|me salvaron|me encontraron)> ~~12(?= ${BARRIER} (y )?(ya )?hace (\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|varios) (anos|decadas)( ya| de eso| de aquello| desde entonces)?(?= (${BARRIER}|$)))`,
    // a baby's first months, and the depression after a birth, told as had: "cuando era bebé tuve depresión posparto"
    `(cuando|de) (era|eras|eramos|eran) (un |una |mi |mis )?(bebe|bebes|bebita|bebito|recien nacida|recien nacido)>`,
    `(tuve|pase|sufri|tenia|sufria|atravese) (una |la |mi )?(depresion|depre) (posparto|postparto|post parto|despues del parto|(tan|muy) (fuerte|grande|dura|profunda|horrible|negra|bestia|grave)|horrible|terrible|enorme|brutal|profunda|severa|grave)>`,
    `a los \\d+(?<!(llegar|llegue|llego|cumplir|cumplo|cumpla) a los \\d+)( anos)?`,
    // a time pointed back at by what one did then: "las cicatrices de cuando me cortaba", "fotos de cuando vivía allí"
    `de cuando (yo )?(me |lo |la |le |les |nos )?[^ ${BARRIER}]+(aba|aban|ia|ian|abamos|iamos)>`,
    `en (19|20)\\d\\d`,
    // the worst year named after it: "el peor año de mi vida fue el 2016"
    `(el|mi|los) (peor|peores|mas (duro|dificil|negro|oscuro)) (ano|anos|epoca|etapa|verano|invierno|momento) ~4 (fue|fueron|era) (el |en |en el )?(ano )?(19|20)\\d\\d`,
    `(diario|diarios|cuaderno|cuadernos|agenda|cartas|notas|mensajes|posts|fotos|chats) (de|del|del ano) (19|20)\\d\\d`,
    `(diario|diarios|cuaderno|cuadernos|agenda|cartas|fotos|poemas) de (los|mis|cuando tenia) \\d+( anos)?`,
    `(donde|en el que|en la que|en los que|en las que|en el cual|en la cual) (escribia|ponia|contaba|decia|apuntaba|hablaba|me quejaba)>`,
    `(diario|diarios|cuaderno|cuadernos|fotos|epoca|tiempos|dias|poemas|cartas) de (la|mi|el) (secundaria|prepa|preparatoria|facu|facultad|adolescencia|juventud|infancia|ninez|instituto|insti|colegio|cole|secu|uni|universidad)`,
    `(en aquela epoca|en aquel entonces|por aquel entonces|(el|del) ano pasado|en el instituto|en la universidad|en el colegio|anos atras|tiempo atras)`,
    `(en esa epoca|en esa etapa|en aquela etapa|hubo (una epoca|un tiempo|una etapa|semanas|meses|dias|noches|momentos|epocas) en (que|la que|las que|los que)|en (la|mi) (secundaria|prepa|preparatoria|facu|facultad|adolescencia|juventud|infancia|ninez)|durante (toda )?(mi|la|el) (adolescencia|juventud|infancia|ninez|secundaria|prepa|preparatoria|facu|facultad|carrera|universidad|uni|instituto|insti|colegio|cole|secu|primaria|bachillerato|bachi|liceo)|de (chica|chico|chiquita|chiquito|adolescente)|(cuando|mientras) (iba|estaba) (al|en el|en la) (instituto|colegio|cole|secundaria|prepa|universidad|uni|facu)|hace(?<!desde hace) (anos|una decada)|antes de (la terapia|empezar terapia|mi tratamiento|tener a mis hijos|que naciera mi hij[ao]))`,
  ],
  resolved: [
    // that left behind: «Eso quedó atrás»
    `(eso|todo eso|aquello|esa etapa) (ya )?(quedo|quedó) atras`,
    FORMER_SELF,
    `(eso|todo eso|aquelo) (se ve|se siente|lo veo|lo siento|queda|parece) (muy |tan |ya )?(lejano|lejos|atras)`,
    `ya no soy (esa|la misma|aquela) (persona|chica|chico|mujer|hombre)`,
    `(la terapia|el tratamiento|la medicacion|los medicamentos|la ayuda|mi psicologa|mi psicologo|mi psiquiatra|mi familia|mis amigos|la fe) ~2 (me ayudo|me ayudaron|me salvo|me salvaron|funciono)`,
    `(hoy|ahora|actualmente|hoy en dia)(?:(?! (no|ni|nunca|jamas)>) [^ ${BARRIER}]+){0,5} (agradezco|agradecida|agradecido|feliz|bien|mejor|orgulosa|orguloso|viva(?! en>)|vivo(?! en>)|contenta|contento|tranquila|voluntaria|voluntario|ayudo|la vida es buena|disfruto)`,
    `(agradezco|agradecida|agradecido|feliz|contenta|alegre) (de )?(estar viva|estar vivo|seguir aqui|seguir viva|haber sobrevivido)`,
    `(levo|son) ~2 (anos|meses) sin (hacerlo|cortarme|autolesionarme|intentarlo)`,
    `(levo|son|ya van|tengo|cumpli|cumplo) ~2 (anos|meses) (bien|limpia|limpio|estable|en paz)`,
    `(orgulosa|orguloso) de mi`,
    `(que|muy|tan) lejos (queda|quedo|me queda|esta|estan|quedan|quedaron) (todo )?(eso|aquelo|esa epoca|aquela epoca|esa etapa|aquela etapa)`,
    `(pedi|busque|recibi|encontre) ayuda`,
    `(era mentira|no era verdad|me equivocaba|ahora estoy bien)`,
    `(que equivocada estaba|estaba equivocada|que equivocado estaba|estaba equivocado|ya paso|quedo atras|la vida es buena|mis hijos me necesitan|ya lo supere)`,
    `(sali adelante|sali de eso|lo supere|me recupere|estoy recuperada|estoy recuperado|hoy lo cuento|me alegro de (seguir|estar) (viva|vivo|aqui|aca)|ya no (pienso|siento|tengo) (eso|asi|esas ideas|esos pensamientos)|(ahora|hoy) (estoy|me siento|soy) (bien|mejor|en paz|feliz|estable))`,
  ],
  othersDeath: [
    `((que|los que) ~2 (cayeron|cayo)|(cayeron|cayo) en (combate|el frente|la guerra|accion|servicio)|los caidos|no volvieron del frente|murio|murieron|fallecio|fallecieron|mataron|asesinaron|se mato|se suicido|se quito la vida|se pego un tiro|funeral|entiero|cementerio|tumba|velorio|ataud|descanse en paz|aniversario de su muerte|perdi a mi|se nos fue|se fue mi|ha muerto|esta muerto|esta muerta|(enteramos|entere|enteraron|hemos enterado|han enterado) a (mi|mis|nuestro|nuestra|nuestros|su|sus|la abuela|el abuelo|mama|papa))`,
  ],
  pastCrisis: [
    // found in time: «la ultima vez fue con las pastillas de mi mama en 2019 y me encontraron a tiempo»
    `(me encontraron|me hallaron|me salvaron|me rescataron|me trajeron de vuelta) (a tiempo|justo a tiempo|de milagro)`,
    `lo (intente|intentaba|he intentado|habia intentado) (con|tomando|tirandome|colgandome|cortandome) ~3 (${PILLS}|cuerda|soga|cuchila|navaja|veneno|puente|gas|las venas|un cuchilo)`,
    `(intento|intentos) (de suicidio|de quitarme la vida|de matarme)`,
    `(quise|queria|quisiera haber) (morir|morirme|matarme|suicidarme|quitarme la vida|acabar con (todo|mi vida))(?! (de|del)>)`,
    `me (intente|trate de|intentaba|he intentado|habia intentado|quise) (matar|suicidar|quitar la vida|ahorcar|colgar|envenenar|cortar las venas|tirar (de|del|por|desde|al))`,
    `(sobrevivi|sali viva|sali vivo) ~4 (la primera vez|por accidente|por error|de milagro|la ultima vez)`,
    `(mi|la|una) sobredosis(?! (en|para|de) (los |las )?(ninos|ninas|nino|nina|bebes|bebe|peques|perros|gatos|mascotas|animales|ancianos|mayores|adolescentes|jovenes|pacientes)>)`,
    `(mi|el|un) intento( $$| de| y)`,
    `(del|aquel|ese) intento( $$| de (19|20)\\d\\d>| y)`,
    `(despues|tras|antes|desde) (del|de mi|mi) (primer |segundo |ultimo )?intento(?! (de|por|a|en)>)`,
    `(intente|trate|intentaba|habia intentado|he intentado) (de )?(suicidarme|matarme|quitarme la vida|morir|ahorcarme)`,
    // pills taken, then saved or taken to hospital: an earlier attempt
    `(me tome|me trague|me bebi|tragarme|tomarme|tragar) ~4 (pastillas|pildoras|comprimidos|somniferos|calmantes|medicamentos|ansioliticos|antidepresivos|paracetamol|${EMOJI.pill}) ~8 (me salvaron|me encontraron|me levaron|me ingresaron|me internaron|me lavaron|me hicieron un lavado|desperte en|acabe en|termine en)`,
    // a jump, a hanging, a shot, told and then survived: "me tiré del balcón y sobreviví"
    `(me (tire|lance|aviente|arroje|colgue|ahorque|dispare)|salte|me corte las venas|me pegue un tiro) ~6 (y|pero) ~2 (sobrevivi|me salvaron|me encontraron|me rescataron|sali viva|sali vivo|no me mori|no mori|desperte|me operaron|acabe en|termine en|me cortaron|me bajaron|me descolgaron|me sacaron|legaron a tiempo)`,
    `(despues|antes|tras) del (hospital|ingreso|psiquiatrico|lavado de estomago)`,
    `(la ultima vez|la otra vez|la vez anterior) ~3 (me salvaron|sobrevivi|me encontraron|no funciono|fale|me lavaron el estomago)`,
  ],
  planTime: [TIME],
  newLife: [
    // see you after the holidays: «Nos vemos en marzo»
    `nos vemos (en|el|despues de|a la vuelta de|tras) (marzo|abril|enero|febrero|septiembre|agosto|vacaciones|verano|el ano que viene|el proximo ano|la vuelta|el curso que viene|navidad|semana santa)`,
    // away as a volunteer or on an exchange somewhere: «me voy 3 meses de voluntario a Bolivia»
    `(de )?(voluntario|voluntaria|voluntariado|intercambio|erasmus|mochilero|mochilera) (a|al|en|para) [a-z]+`,
    // months away as a volunteer: «me voy 3 meses de voluntario a Bolivia»
    `me voy (\\d+|un|una|dos|tres|cuatro|seis|nueve) (meses|mes|semanas|ano|anos) (de (voluntario|voluntaria|intercambio|erasmus|trabajo|mochilero|mochilera) )?(a|al|para)`,
    // a move to somewhere named or a new home: «me voy a vivir a Valencia», «nos mudamos a Lima»
    `(emigrar|emigro|emigre|emigramos|emigrando|emigracion|me mudo|nos mudamos|me mude|nos mudamos|mudarme|mudarnos|mudandome|mudandonos|(?<! (ultima|gran|definitiva|larga) )mudanza|me voy a vivir|nos vamos a vivir|me fui a vivir|nos fuimos a vivir|me traslado|nos trasladamos)(?! (a|al|hacia) (un lugar mejor|otro mundo|el otro lado|el cielo|la otra vida|ningun lado|ninguna parte))`,
    `(nuevo|nueva|el nuevo|la nueva|mi nuevo|mi nueva) (trabajo|empleo|chamba|chambita|curro|puesto|depa|departamento|piso|apartamento|casa|colegio|escuela|cole|uni|universidad|ciudad|pais|oficina|jefe|jefa|companeros|vecinos|casero|casera|contrato)`,
    // a journey with somewhere to arrive: «mañana vuelo a Monterrey», «el bus a Córdoba sale a las seis»
    `(vuelo|vuelos|avion|tren|bus|autobus|camion|micro|ferry|barco|visa|pasaje|boleto|billete) (a|al|para|hacia|de regreso|de vuelta)(?! (ningun lado|ninguna parte|el otro lado|el cielo|la muerte)>)`,
    `(?<! (no es que|no es q|no e q|no es k|tampoco|ni) )(vuelo|viajo|viajamos|volamos|nos vamos|me voy|salgo|salimos|parto|partimos) (a|para|pa|hacia) (espana|madrid|barcelona|valencia|sevilla|mexico|monterrey|guadalajara|cdmx|argentina|buenos aires|cordoba|rosario|mendoza|chile|santiago|peru|lima|colombia|bogota|medellin|cali|ecuador|quito|venezuela|caracas|uruguay|montevideo|paraguay|bolivia|cuba|miami|estados unidos|usa|eeuu|canada|alemania|francia|italia|londres|inglaterra|europa|portugal|lisboa|polonia|ucrania|kiev|kyiv|japon|australia|irlanda|dublin|suiza)`,
    // a new start with a date: «empiezo en el nuevo trabajo el lunes», «me jubilo»
    `(empiezo|empezamos|empiezo a trabajar|entro a trabajar|arranco|comienzo|empieza|comienza|arranca) ~3 (trabajo|chamba|curro|clases|la uni|la universidad|el cole|el colegio|la escuela|el master|el curso|las practicas|la residencia|la jubilacion)`,
    `(jubilacion|jubilarme|jubilarse|me jubilo|me jubile|jubilado|jubilada)(?! (de la vida|de esta vida|de todo|del mundo)>)`,
    `(camion|camioneta|furgoneta) de (la )?mudanza|cajas de (la )?mudanza|(llaves|llave) (del|de la|de mi|de nuestro|de nuestra) (nuevo|nueva)`,
  ],
};
