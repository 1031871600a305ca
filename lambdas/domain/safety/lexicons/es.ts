import type { LexiconSource } from '../lexicon';
import { EMOJI } from '../normalize';

/*
 * Spanish, in the latin view: accents and ñ folded ("morirme", "suicidarme", "daño" → "dano"),
 * doubled letters squeezed ("llorar" → "lorar"; entries are folded the same way). Clitics are
 * written both ways: attached ("quiero matarme") and fronted ("me quiero matar").
 */

/** Words that may stand between a negation or a subject and the verb it governs. */
const AUX =
  '(realmente|de verdad|verdad|ya|solo|tambien|todavia|aun|mas|me|te|se|lo|la|le|les|nos|a|que|voy|va|iba|quiero|quiere|queria|pienso|piensa|planeo|tengo|tiene|ganas|de|intencion|estoy|esta|he|ha|pensando|en|querido|pensado|yo|para|nada|ninguna|ningun|nunca|jamas)';
const NEGATIONS = '(no|nunca|jamas|ni|tampoco|sin)';
const OTHERS =
  '(el|ella|ellos|ellas|usted|ustedes|quien|personaje|protagonista|heroina|heroe|narradora|narrador|amigo|amiga|mama|papa|madre|padre|hermano|hermana|hijo|hija|alguien|chica|chico|hombre|mujer|gente)';
/** An attempt told in the past is history (see the `history` rule), not a present wish. */
const ATTEMPTED = '(intente|trate|intento|intentaba|habia intentado|he intentado)';
const notAfter = (words: string) => `(?<! ${words}( ${AUX})* )`;
const NOT_MINE = notAfter(`(${NEGATIONS}|${OTHERS}|${ATTEMPTED})`);
const NOT_OTHERS = notAfter(OTHERS);

const WISH = `${NOT_MINE}(quiero|kiero|qiero|quisiera|kisiera|querria|queria|deseo|desearia|necesito|tengo ganas de|me dan ganas de|me entran ganas de|ganas de|voy a|iba a|pienso|planeo|estoy planeando|he decidido|decidi|ya decidi|me gustaria|preferiria|prefiero|estoy lista para|estoy listo para|lista para|listo para|solo quiero|ojala pudiera|tengo que|debo|deberia|merezco|me apetece|tentada de|tentado de|intentare|quiero ya|quiero simplemente)`;
const THINK = `${NOT_MINE}(pienso en|pensando en|he pensado en|pense en|pensaba en|pensamientos de|ideas de|fantaseo con|sueno con|obsesionada con|obsesionado con|no dejo de pensar en|no paro de pensar en|planeando|considerando|contemplando|me ronda la idea de|la idea de)`;

const KILL_SELF =
  '(matarme|suicidarme|quitarme la vida|acabar con mi vida|terminar con mi vida|ponerle fin a mi vida|poner fin a mi vida|ahorcarme|pegarme un tiro|dispararme|volarme la cabeza|envenenarme|cortarme las venas|abrirme las venas|tirarme (de|del|de la|por|desde|a|al|bajo|delante de) ~3 (puente|azotea|tejado|ventana|balcon|edificio|tren|vias|metro|coche|camion|acantilado|piso|planta)|lanzarme al vacio|quitarme de en medio|desaparecer para siempre|dejar de existir)';
const DIE = `(morir|morirme|estar muerta|estar muerto|no existir|no despertar|no despertarme|no volver a despertar|dormir para siempre|irme para siempre|${KILL_SELF}|${EMOJI.death})`;
const DYING = `(el suicidio|suicidio|suicidarme|matarme|morirme|morir|la muerte|mi muerte|quitarme la vida|acabar con todo|acabar con mi vida|como morir|como matarme|formas de morir|maneras de morir|tirarme|ahorcarme|desaparecer para siempre|${EMOJI.death})`;
/** Clitic fronted: "me quiero matar", "me voy a suicidar". */
const FRONTED_KILL =
  '(morir|matar|suicidar|quitar la vida|ahorcar|colgar|tirar (de|por|desde|al|a la|bajo)|pegar un tiro|disparar|volar la cabeza|envenenar|cortar las venas|ahogar|ir para siempre|ir de este mundo|dormir para siempre|lanzar al vacio)';

const PILLS = `(pastillas|pastilla|pildoras|comprimidos|medicamentos|medicinas|somniferos|somnifero|ansioliticos|antidepresivos|antidepresivo|paracetamol|ibuprofeno|tranquilizantes|benzos|orfidal|lorazepam|diazepam|insulina|${EMOJI.pill})`;
const HEIGHT =
  '(puente|azotea|tejado|techo|ventana|balcon|piso|planta|edificio|acantilado|precipicio|barranco|cornisa|terraza|viaducto|altura)';
const VEHICLE = `(tren|vias|metro|coche|carro|camion|autobus|trafico|${EMOJI.train})`;
const WEAPON = `(pistola|arma|escopeta|rifle|revolver|arma reglamentaria|${EMOJI.gun})`;
const DAY = '(lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
const TIME = `(esta noche|esta tarde|manana|manana por la manana|pasado manana|el ${DAY}|este ${DAY}|${DAY}|este fin de semana|esta semana|a las \\d+|de madrugada|cuando (los ninos|las ninas|todos|mi marido|mi mujer|mi madre|el|ella|mis padres) ~2 (se duerman|duerman|se vayan|salgan|este dormido|esten dormidos|se acuesten|no esten|se vaya)|despues del funeral|en mi cumpleanos)`;
const PERSON =
  '(ella|el|ellos|mi abuela|mi abuelo|mi madre|mi padre|mama|papa|mi hermano|mi hermana|mi hijo|mi hija|mi marido|mi esposo|mi mujer|mi esposa|mi novio|mi novia|mi amigo|mi amiga|la abuela|el abuelo)';

const METHOD_NOUN = `(${PILLS}|${WEAPON}|escopeta de caza|cuerda|soga|cuchila|cuchilas|navaja|vias|tren|puente|azotea|balcon|mar|rio|gas|carbon|autopista)`;
/** The writer no longer there, in the words people use for it. */
const SELF_GONE =
  '(sin mi|conmigo muerta|conmigo muerto|conmigo fuera|si (yo )?(ya )?no (estuviera|existiera|estuviese|existiese)|si (yo )?(desapareciera|me muriera|muriera|me fuera para siempre|me quitan de en medio|me quitara de en medio|me quito de en medio|no hubiera nacido)|cuando (ya )?no este|cuando me muera)';
const BETTER =
  '(mejor|bien|mas felices|mas tranquilos|mas faciles|tranquilos|felices|en paz|se arregla|se arreglaria|libres|aliviados|mas ligeros)';
const NOBODY_NOTICES =
  'nadie ~2 (se daria cuenta|se enteraria|lo notaria|notaria|me echaria de menos|me extranaria|loraria|vendria|le importaria|se va a dar cuenta|lo va a notar)';
const SELF_DEATH_IF =
  'si (yo )?(me muriera|muriera|me muero|desapareciera|me mato|me matara|no despertara|me fuera)';

export const spanish: LexiconSource = {
  language: 'es',
  view: 'latin',
  latinMarkers: [
    '(que|el|la|de|en|es|mi|y|un|lo|le|se|su|ya|los|las|del|por|con|para|pero|muy|estoy|estaba|quiero|kiero|mis|yo|todo|todos|nada|porque|cuando|tengo|esta|este|esto|eso|hoy|ayer|manana|mas|tambien|solo|vida|morir|morirme|matarme|matar|suicidarme|muerte|muerta|muerto|pastilas|siempre|nunca|nadie|hijos|madre|padre|puedo|voy|estar|soy|hace|mucho|bien|casa|trabajo|noche|dia|ojala|cansada|cansado|desde|hasta|donde|mejor|quisiera|despues|adios|perdon|gracias|otra|vez|una|uno)',
  ],
  rules: [
    {
      cls: 'intent',
      patterns: [
        `${WISH} ~2 ${DIE}`,
        `${NOT_MINE}(me (quiero|voy a|pienso|quisiera|queria|iba a|tengo que|debo|deberia|gustaria|dan ganas de)) (morir|${FRONTED_KILL})`,
        `${THINK} ~1 ${DYING}`,
        `${NOT_MINE}(me matare|me suicidare|me quitare la vida|acabare con mi vida|me ahorcare|me tirare|me suicido|me mato(?! (a|trabajando|estudiando|de|por|con)>)|me pego un tiro|me volare la cabeza)`,
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
        `(me tengo miedo|tengo miedo de mi misma|tengo miedo de mi mismo|miedo de lo que (pueda|podria) hacer(me)?)`,
      ],
    },
    {
      cls: 'intent',
      history: true,
      patterns: [`${NOT_OTHERS}${ATTEMPTED} (de )?(${DIE}|suicidarme|matarme|quitarme la vida)`],
    },
    {
      cls: 'passive',
      patterns: [
        `${NOT_OTHERS}(no|ya no|nunca mas|no quiero mas) ~1 (quiero|deseo|tengo ganas de|puedo|aguanto|soporto|quisiera) ~2 (vivir|seguir viviendo|existir|estar viva|estar vivo|seguir aqui|seguir en este mundo|despertar|despertarme|levantarme mas|continuar viviendo)(?! (en|con|aqui|alli|ahi|cerca|junto|sola|solo|lejos|por|de|fuera|al lado)>)`,
        `(ojala|quisiera|desearia|deseo|rezo|pido|espero)( que| para)? ~3 (no despertar|no despertarme|no despierte|no despertara|no volver a despertar|no amanecer|morirme|me muera|me muriera|estar muerta|estar muerto|estuviera muerta|estuviera muerto|no existir|no existiera|no haber nacido|no hubiera nacido|desapareciera|me atropelle|me atropellara|me mate|me matara|me pase algo|me pasara algo|me caiga (una bomba|un misil)|me cayera (una bomba|un misil))(?! (tarde|temprano|a las|antes)>)`,
        `(no me importaria|me daria igual|me da igual|me da lo mismo|no me importa) ~3 (morir|morirme|si me muero|que me atropell*|si me atropell*|que me mat*|si me mat*|no despertar|no despertarme|si no despierto|vivir o morir|estar muerta|estar muerto|desaparecer|que me pase algo|si me pasa algo|que me caiga)`,
        `(dormir|dormirme|acostarme|quedarme dormida|quedarme dormido) (y|e) (no|nunca|ya no|no volver a) (despertar|despertarme|levantarme)`,
        `(cansada|cansado|harta|harto|agotada|agotado|hastiada) (de|de la) (vivir|la vida|existir|estar viva|estar vivo|mi vida|despertar|seguir viviendo)`,
        `(estaria|estaria) mejor (muerta|muerto)`,
        `mejor ~2 (muerta|muerto|bajo tiera|en una tumba|en el cementerio)`,
        `(cansada|cansado|harta|harto|agotada|agotado|aburida|aburido|hastiada|me canse|ya me canse|estoy cansada|estoy cansado) (de )?(estar viva|estar vivo|vivir|existir|la vida|seguir viviendo|respirar|seguir aqui)`,
        `(espero|espera|esperando|ojala|rezo para|pido|quiero) ~3 (no sobrevivir|no sobreviva|no salir de esta|no despertar|no despierte|no volver a despertar|morirme|me muera|no contarlo)`,
        `(decepcionada|decepcionado|triste|enfadada|enfadado|molesta|frustrada|fastidiada) (de|por) (haberme despertado|despertarme|seguir viva|seguir vivo|estar viva todavia|haber sobrevivido|seguir aqui)`,
        `(ojala|espero que|rezo para que|quisiera que) ~4 (me leve|me levara|me levaran|me leven|me mate|me matara|me mataran|me toque|me tocara|me alcance|me alcanzara)`,
        `(ojala|desearia|quisiera) no (lo )?(hubiera|hubiese) (sobrevivido|despertado|salido|logrado)`,
        `(sobrevivi|me salvaron|me encontraron|desperte|me reanimaron) ~~12 ojala no (lo )?(hubiera|hubiese) (hecho|sobrevivido|pasado|logrado)`,
        `(no quiero|ya no quiero) estar (aqui|en este mundo|viva|vivo)( ya| mas| nunca mas| $$)`,
        `(si|cuando) (me )?(diagnosticaran|diagnosticaron|detectaran|encontraran|tuviera|tengo|diera|da|dijeran que tengo) ~3 (cancer|un tumor|una enfermedad|algo terminal|algo incurable) ~8 (alivio|aliviada|aliviado|me alegraria|me daria igual|feliz|agradecida|agradecido|tranquila|tranquilo)`,
        `(rezando|rezo|rece|deseando|esperando|ojala|pidiendo|pido) ~3 no (ver|legar a|despertar|amanecer|vivir|sobrevivir) ~2 (la manana|manana|el amanecer|otro dia|el dia|de nuevo|mas)?`,
        `(me da igual|no me importa|me importa poco|no me importaria) ~2 (si|que) ~5 (misil|cohete|bomba|proyectil|dron|bombardeo|bala|coche|camion|explosion|algo) ~4 (cae sobre mi|caiga sobre mi|me cae|me caiga|me da|me de|me mata|me mate|me alcanza|me alcance|me leva|me leve)`,
        `(como|quiero|quisiera|ojala pudiera|formas de|necesito|solo quiero|en como) (simplemente )?dejar de (estar viva|estar vivo|vivir|existir|respirar|estar aqui)`,
        `(esperando|espero|ojala|rezando|deseando) ~3 (el corazon|mi corazon) ~2 (se me pare|se pare|deje de latir|se detenga|pare)`,
        `si ~2 no (me despertara|despertara|me despierto|despierto|me despertase) ~6 (me pareceria bien|estaria bien|me daria igual|no me importaria|seria un alivio|me pareceria perfecto)`,
        `(cambiaria|cambiaba|intercambiaria) (mi lugar|el lugar|de lugar) con ~6 (no volvieron|murieron|muertos|los que no|cayeron|mataron)`,
        `^^ (mejor|prefiero estar|preferiria estar) (muerta|muerto)`,
        `(preferiria|prefiero) (estar muerta|estar muerto|morir|morirme|no existir|no haber nacido)(?! (de|antes que|que)>)`,
        `(la vida|vivir|mi vida) no (vale|merece) la pena|no (vale|merece) la pena (vivir|seguir viviendo|seguir)`,
        `(la muerte|morir|morirme) (seria|es|parece|suena) (un |una |la |el )?(alivio|descanso|liberacion|salida|solucion|escape|paz|mejor|regalo)`,
        `(espero|esperando|anhelo|deseo|ansio) (la muerte|mi muerte|morir|morirme)`,
        `(envidio|envidia a|envidia de) (los muertos|a los muertos)`,
        `${NOT_MINE}(quiero|quisiera|solo quiero|deseo|me gustaria|necesito) (desaparecer|dejar de existir|no existir|borrarme|esfumarme|evaporarme|no estar)( para siempre| del mundo| de este mundo| de la faz| sin dejar rastro| y que nadie| $$)`,
        `(no quiero|ya no quiero|no puedo|no se) (vivir|seguir|existir|seguir viviendo) sin (el|ella|ellos|ti|mi (hijo|hija|madre|padre|hermano|hermana|marido|mujer|novio|novia))`,
        `(deberia|tendria que|tenia que) (haber muerto|haberme muerto|ser yo|haber sido yo) ~3 (en su lugar|no el|no ella|yo|tambien)`,
        `ojala (hubiera sido|fuera|hubiese sido) yo`,
        `nadie (me )?(extranaria|echaria de menos|notaria|loraria|se daria cuenta|se enteraria|vendria a mi funeral) ~3 (si|cuando) ~3 (muero|me muero|muriera|me muriera|desapareciera|desaparezco|me mato|me matara|no estoy|ya no estoy|ya no estuviera|no estuviera|me voy|me fuera)`,
      ],
    },
    {
      cls: 'euphemism',
      patterns: [
        `(irme|me voy|me ire|me quiero ir|marcharme|partir|me iria) (para siempre|de este mundo|de esta vida|al otro mundo|al otro lado|con dios|al cielo)(?! (de|a|al) (esta|este|la|el|mi) (ciudad|pais|casa|trabajo|empresa|piso|barrio|vida laboral)>)`,
        `(dejar|abandonar|salir de|despedirme de) (este|el) (mundo|vida)`,
        `(acabar|terminar|ponerle fin|poner fin|poner punto final) (con|a) (todo|todo esto|mi vida|mi existencia|mi sufrimiento|esta vida|mi dolor)(?! (el|la|lo|los|las|de|del|que|mi trabajo|mis tareas|antes|hoy|en|para|este|esta)>)`,
        `${NOT_MINE}(dormir|descansar|dormirme) (para siempre|eternamente|por siempre)`,
        `(sueno|descanso|silencio) eterno`,
        `(pronto |ya )(no )?(estare|voy a estar) (aqui|mas|mucho tiempo|por mucho tiempo|entre vosotros|entre ustedes)(?! (la semana|el lunes|manana|en|por|de vacaciones)>)`,
        `(ya no|pronto no) (estare|voy a estar) (aqui|mas|mucho tiempo)?( $$| para)`,
        `no (me queda|me quedara) mucho (tiempo|mas) (aqui|en este mundo|de vida)`,
        `${NOT_MINE}(reunirme|irme|estar|quiero estar|quiero irme|ire) con ${PERSON}( de nuevo| otra vez| pronto| en el cielo| alli)?`,
        `(nos veremos|nos vemos|te vere|te veré) (en el cielo|al otro lado|en el otro mundo|alla arriba)`,
        `(unalive|sewerslide|autoeliminarme|autoeliminacion)`,
        `(termine|acabe|he terminado|ya termine|he acabado) con (este|el) mundo`,
        `(el )?(sueno|descanso) (largo|eterno|final|definitivo)`,
        `dejar de ser (un|una) (problema|carga|estorbo|molestia) ~4 (para siempre|definitivamente|de una vez)`,
        `(harta|harto|cansada|cansado) de este mundo`,
        `(desconectarme|desconectar|darme de baja|salirme|cerar sesion) (de la vida|de este mundo|de todo para siempre|de esta vida)`,
        `(quiero|necesito|solo quiero|ojala|deseo) que (todo|esto|el dolor|todo esto|mi vida|el sufrimiento) (pare|termine|acabe|se acabe|se termine) (para siempre|de una vez para siempre|de una vez por todas)`,
        `no creo que (llegue|vaya a llegar|viva|sobreviva|aguante) (a|hasta) ~2 (mi )?(cumpleanos|navidad|ano nuevo|verano|invierno|primavera|la semana que viene|manana|el ano que viene|fin de mes)`,
      ],
    },
    {
      cls: 'passive',
      weak: true,
      patterns: [
        `(deje de|dejo de|ya no|no voy a) (ir|bajar|voy|bajo) (al|a los|a la) (refugio|refugios|sotano|metro|bunker)`,
      ],
    },
    {
      cls: 'euphemism',
      needs: 'death',
      patterns: [
        `(estare|voy a estar|ire|ir|irme|estar|reunirme) ~3 (con|adonde|donde) ~3 ${PERSON}`,
      ],
    },
    {
      cls: 'euphemism',
      weak: true,
      patterns: [
        `(pronto|esta noche|manana) ~2 (todo|esto|el dolor) (habra terminado|terminara|acabara|se acabara)( $$)`,
        `(por fin|pronto) (sere libre|descansare|estare en paz)( $$| para siempre)`,
        `hasta aqui (legue|he legado|lego)`,
        `(lista|listo|preparada|preparado) para (irme|marcharme|partir)( $$| ya| para siempre)`,
        `^^ (estoy|ya estoy) (lista|listo|preparada|preparado)( $$| ya)`,
        `no (voy a volver|volvere|regresare)( $$)`,
      ],
    },
    {
      cls: 'method',
      patterns: [
        `(${WISH}|pense en|pensaba en|pienso en) ~3 (tirarme|lanzarme|aventarme|arrojarme|saltar|dejarme caer|meterme|ponerme) ~3 (de|del|de la|por|desde|bajo|a|al|delante de|frente a|debajo de|en) ~3 (${HEIGHT}|${VEHICLE}|vias|rio|mar)`,
        `${NOT_MINE}(me tiro|me tirare|me lanzo|me lanzare|salto|saltare|me aviento) (de|del|de la|por|desde|bajo|a|al|delante de|frente a) ~3 (${HEIGHT}|${VEHICLE})`,
        `${NOT_MINE}(tomarme|tomar|tragarme|tragar|me tomo|me trago|me tomare|beberme|me bebo|tomarmelas|tragarmelas) ~2 (todas|todos|toda|la caja|el bote|el frasco|un punado|un monton|la caja entera|el blister|el envase) ~3 ${PILLS}`,
        `(ponerme|ponermela|apuntarme|me pongo|me la pongo|me apunto|meterme|ponerla|ponerlo) ~3 ((la|el|mi|su) ${WEAPON}|un tiro|una bala|el canon)? ~3 (en la sien|en la cabeza|en la boca|en el pecho|a la cabeza|a la sien|en el corazon)`,
        `(pegarme|me pego|me pegare|me voy a pegar|dispararme|me disparo|volarme|me volare) (un tiro|la cabeza|los sesos|en la cabeza)`,
        `(estrellarme|estrellar el coche|chocar|chocarme|meterme|tirarme|lanzarme|desviarme|dar un volantazo) ~3 (contra|con|debajo de|bajo|delante de|frente a|al|a la|en el) ~3 (camion|arbol|muro|pared|tren|columna|trafico|carril contrario|sentido contrario|puente|poste)(?! (por error|sin querer)>)`,
        `(me estrelle|estrellarme|chocar|me choque|desviarme) ~6 (a proposito|adrede|queriendo|aposta)`,
        `(cuerda|soga|cinturon|lazo|nudo) ~3 (al cuello|en el cuello|alrededor del cuello|de la viga|del techo|del ventilador|de la lampara)`,
        `(cortarme|me corto|me cortare|abrirme|rajarme|me abro) (las venas|las munecas|la muneca|el cuello)`,
        `(${WISH}|pense en|pienso en) ~3 (ahogarme|meterme en el mar|meterme en el rio|adentrarme en el mar|tirarme al rio|tirarme al mar|colgarme|ahorcarme)`,
        `(seria|es|parece) (tan |muy |demasiado )?(facil|sencillo) (dar un paso|saltar|tirarme|soltarme|dejarme caer|girar el volante|apretar el gatillo|tomarlas|tomarmelas|tragarmelas|acabar|terminar)`,
        `(no paro de|no dejo de|sigo|todo el dia|todo el tiempo) ~2 (pensar en|pensando en|mirar|mirando) ~3 (la pistola|el arma|la cuerda|la soga|las pastillas|el puente|la azotea|las vias|la ventana|las cuchillas|la cuchilla|el gatillo)`,
        `(compre|he comprado|consegui|pedi|he conseguido) ~2 (una cuerda|una soga|un arma|una pistola|balas|veneno|cuchillas|carbon|helio) ~~6 no (es |son )?para`,
        `(sentada|sentado|me sente|estuve|me quede) ~3 (al lado|junto|con) ~3 (la cuchila|la navaja|el cuchilo|las pastilas|la cuerda|la pistola|el arma|la escopeta) ~6 (hora|horas|rato|noche|mirando|pensando)`,
        `(lene|lenar|prepare) la (banera|tina) ~~10 (cuchila|navaja|pastilas|venas|munecas)`,
        `a proposito ~8 (puente|paso elevado|azotea|borde|altura|velocidad)`,
        `(mido|medir|medi|calculo|calcule) la (altura|caida|distancia)`,
        `(anden|vias|borde|puente|azotea|balcon|cornisa|barandila) ~~10 (senti|siento|sentir) (el|un|ese) (tiron|impulso|vertigo|lamado|empujon)`,
        `(pistola|arma|escopeta|rifle|revolver) ~~15 (cargador|balas|municion|cartuchos|la lave|donde (la|lo|las|los) guarda)`,
        `(pensando|pienso|penso|pense|contando|cuento) (en )?cuantas ~4 ${PILLS}`,
        `${METHOD_NOUN} ~~14 (lo|que|en lo) (rapido|facil|sencilo|indoloro|tranquilo) que (seria|sera|es|resultaria)`,
        `${METHOD_NOUN} ~~10 (pienso (mucho )?en (ela|el|elas|elos|eso)|no dejo de pensar en (ela|el|eso)|no me lo quito de la cabeza|no me la quito de la cabeza|la miro|lo miro|me lama|me tienta)`,
        `(la voz|las voces|una voz) ~4 (me dice|me dicen|me pide|me piden|me ordena|me susura|dice|dicen) ~3 (que )?(salte|me mate|me tire|muera|me corte|lo haga|acabe|me ahorque|lo termine|termine|lo acabe)`,
        `(meterme|me voy a meter|entrar|adentrarme|caminar) (en|hacia) el (mar|rio|lago|agua) ~~6 (no voy a volver|no volvere|para siempre|y no volver|sin volver|no regresare)`,
      ],
    },
    {
      cls: 'method',
      weak: true,
      patterns: [
        `(compre|he comprado|consegui|pedi) ~2 (una cuerda|una soga|un arma|una pistola|balas|veneno|carbon|helio)(?! ~3 (para|del)>)`,
        `(estuve|estaba|me quede|pase|paso|estoy) ~4 (en el puente|en la azotea|en el borde|en la cornisa|en el balcon|en las vias|en el anden|en el acantilado) ~4 (mirando|rato|horas|pensando)?`,
        `(el arma|la pistola) (reglamentaria )?(de mi marido|de mi padre|de mi hermano|de mi pareja|esta en|en casa)`,
        `(arma reglamentaria)`,
        `(${PILLS}|las) ~8 (contarlas|contandolas|las cuento|las conte|esconderlas|guardarlas)`,
        `(no paro de|no dejo de|sigo|vuelvo a) (contarlas|contandolas|mirarlas|mirandolas|contar las pastillas|contar mis pastillas)`,
        `(ya )?(se|tengo claro) (como|cuando|donde)( $$)`,
        `(lo|que) (rapido|facil|sencilo) que (seria|seria todo)( $$)`,
      ],
    },
    {
      cls: 'plan',
      patterns: [
        `${TIME} ~6 (lo hago|lo hare|me mato|me tomo|me tiro|me voy para siempre|todo acabara|todo terminara|se acaba todo|me quito la vida|me suicido|me las tomo)`,
        `(lo hago|lo hare|me mato|me suicido) ~4 ${TIME}`,
        `(guardando|guardo|juntando|junto|acumulando|acumulo|escondiendo|escondo|ahorrando|reuniendo|he juntado|he guardado|tengo guardadas|tengo guardados|he acumulado) ~3 ${PILLS}(?! ~3 (para (la|mi|el) (abuela|madre|padre|perro|gato|viaje)|del botiquin)>)`,
        `(testamento) ~~8 (fecha|dia|listo|lista|preparado|cartas|despedida|${PILLS}|cuerda)`,
        `(sitio|lugar|puente|rincon) ~4 (donde|en el que|en que) (no pasa nadie|nadie (me )?(vera|encontrara|pasa|va|ve))`,
        `(ya )?(se|tengo claro|tengo pensado|he decidido|decidi) (como|cuando|donde) (lo voy a hacer|voy a hacerlo|lo hare|hacerlo|matarme|morir|quitarme la vida|voy a matarme|me voy a matar|suicidarme|voy a morir)`,
        `(busque|buscando|he buscado|googlee|lei sobre|investigue|estuve buscando) ~3 (como (morir|matarme|suicidarme|ahorcarme|no despertar)|formas de (morir|suicidarse|matarse)|maneras de (morir|matarse)|metodos (de suicidio|para morir)|muerte (indolora|sin dolor)|suicidio indoloro)`,
        `(tengo|hice|he hecho) un plan (para|de) (morir|matarme|suicidarme|quitarme la vida|acabar con todo)`,
        `(investigando|investigue|busque|buscando|comparando|mirando) ~4 (que|cuales|cual|que tipo de) ~2 (${PILLS}|medicamentos|metodo|metodos|forma|formas|altura|veneno) ~4 (actuan|funcionan|matan|mas rapido|mas rapidas|mas rapidos|mejor|indoloro|letales|mortales)`,
        `mi plan (es|sera|era) ~4 ${METHOD_NOUN}`,
        `${TIME} ~6 (voy|ire|me voy|iré) (al|a la|hacia el|hacia la) (puente|azotea|vias|rio|acantilado|mar|lago|estacion|tejado)`,
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
        `^^ (ya )?(lo )?(he decidido|decidi|tengo decidido|esta decidido|ya esta decidido)( $$)`,
        `(todo esta|ya esta todo|todo|ya tengo todo) (listo|preparado|planeado|organizado)( $$)`,
        `(elegi|escogi|he elegido|ya elegi|tengo elegido) (el|la|un|una) (sitio|lugar|fecha|dia|puente|forma|metodo|manera)`,
        `(escribi|he escrito|hice|redacte) (mi|el|un) testamento`,
        `${TIME} ~3 (lo hago|lo hare|sera el dia|es el dia)`,
        `(solo|ya solo) queda esperar`,
      ],
    },
    {
      cls: 'farewell',
      patterns: [
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
        `(perdon|perdonenme|perdoname|lo siento|disculpen|perdonadme) (por todo|por todo lo que)`,
        `^^ (adios)( a todos| mis amores| mama| a todo| para siempre)?( $$)`,
        `(cuiden|cuida|cuidad|ocupense|hagan cargo|hagase cargo) ~2 (de )?(a )?(mi|mis) (gato|gata|perro|perra|hijos|hijas|ninos|madre|plantas|mascota|mascotas)`,
        `(no (se )?(culpen|culpes|sientan culpables)|no fue culpa de nadie|no es culpa de nadie|no es culpa tuya|no es tu culpa)`,
        `(los|las|os|te) (quise|queria|he querido) (mucho|tanto|a todos)`,
        `(no loren|no lores|no esten tristes) (por mi)`,
        `(regale|he regalado|estoy regalando|regalo|done|he dado) ~3 (mis cosas|mi ropa|mis libros|mi guitarra|todo lo que tengo|mis pertenencias|mi gato|mi perro|todas mis cosas)`,
        `(ya )?no (los|las|lo|la) (voy a necesitar|necesitare)`,
        `(cancele|di de baja|cere) ~2 (el contrato|mi contrato|el movil|la linea|el gimnasio|mis cuentas|el seguro)`,
        `(pague|adelante) ~3 (alquiler|facturas|deudas) ~3 (por adelantado|adelantado|tres meses|los proximos)`,
        `si (estas|estan) leyendo esto`,
        `no fue (su|tu|vuestra) culpa`,
        `(contrasenas|claves|datos del banco|cuentas) ~6 (para|a) (mi )?(hermana|hermano|madre|mama|marido|mujer|hijos|familia|pareja)`,
        `gracias por todo ~3 (adios|perdon|os quiero|los quiero)`,
        `(me despedi|me he despedido|me despido) (de todos|de todo el mundo|de mi familia)`,
        `^^ (perdon|perdoname|perdonadme|lo siento) (mama|papa|a todos|mi amor|hijos)`,
        `^^ (te quiero|os quiero|los quiero|las quiero)( mucho| a todos)?( $$)`,
      ],
    },
    {
      cls: 'burden',
      patterns: [
        `(todos|mi familia|mis hijos|el mundo|ellos|ellas|mi madre|mi marido|mis padres|la gente|los demas) ~2 (estarian|vivirian|serian|irian|les iria|estarian mucho) ~2 (mejor|mas felices|mas tranquilos|tranquilos|en paz) sin mi`,
        `(mejor|mas felices|mas tranquilos|mas faciles|mas facil) sin mi`,
        `(mejor|mas felices|mas tranquilos|mas facil|vivirian mejor|estarian mejor) ~6 si (yo )?(no estuviera|no existiera|desapareciera|me muriera|muriera|no hubiera nacido|me fuera|no estuviese)`,
        `(soy|me siento|solo soy|no soy mas que|no soy nada mas que) (una |un )?(carga|estorbo|lastre|peso muerto|molestia para todos|problema para todos|parasito|inutil para todos|desperdicio)`,
        `(les|le) (haria|hago) (un )?favor (a todos )?(si|muriendome|desapareciendo|yendome)`,
        `(les |le )?(arruino|destrozo|jodo|amargo) la vida a (todos|todo el mundo|mi familia|mis hijos)`,
        `(sobro|estoy de mas) (en este mundo|en esta vida|aqui|en esta familia|para todos)`,
        `nadie me (extranaria|echaria de menos)`,
        `${BETTER} ~8 ${SELF_GONE}`,
        `${SELF_GONE} ~8 ${BETTER}`,
        `${NOBODY_NOTICES} ~~10 ${SELF_DEATH_IF}`,
        `${SELF_DEATH_IF} ~~10 ${NOBODY_NOTICES}`,
        `(haria|hago|harian) ~2 favor ~4 (desapareciendo|muriendome|yendome|quitandome de en medio|si desapareciera|si me muriera|si me fuera)`,
        `(sin mi|si me fuera|si desapareciera|si no estuviera) ~6 (podrian|podria|podran|podra|seria|serian) ~3 (por fin )?(descansar|respirar|vivir|ser libres?|ser felices?|estar en paz|seguir)`,
        `(soy|me siento) (una )?(piedra|losa|peso|ancla|cadena) ~4 (al cuelo|de todos|para todos|para mi familia|en la vida de)`,
        `(seria|serian|estaria|estarian) (libre|libres|feliz|felices|mejor|en paz) ~4 si (yo )?(desapareciera|me muriera|me fuera|no estuviera)`,
      ],
    },
    {
      cls: 'burden',
      weak: true,
      patterns: [
        `nadie me (necesita|quiere)`,
        `(solo|siempre) (causo|doy) (problemas|disgustos)`,
        `(el problema soy yo|yo soy el problema)`,
        `(les )?(chupo|robo|quito|absorbo|consumo) (la )?(energia|vida|fuerzas|dinero) (a|de) (mis padres|mi familia|todos|mi marido|mis hijos)`,
        `(arruino|destrozo|estropeo|jodo) todo( lo que toco)?`,
      ],
    },
    {
      cls: 'selfHarm',
      weak: true,
      patterns: [
        `^^ (recai|he recaido|recaida)( fuerte| otra vez| hoy| esta noche)?( $$)`,
        `(queria|quiero|necesitaba|necesito) que (me )?doliera`,
        `(vendas|tiritas) ~3 (se acaban|acabando|esconder)`,
        `(esconder|escondo|tapar|tapo) (los cortes|las cicatrices|las heridas|las quemaduras)`,
      ],
    },
    {
      cls: 'selfHarm',
      patterns: [
        `${NOT_MINE}(me corto|me corte|me he cortado|me volvi a cortar|me sigo cortando|me estoy cortando|cortarme|me hice cortes|me hago cortes|me cortaba|volver a cortarme)(?! (el pelo|el dedo|las unas|el flequilo|cocinando|con el papel|sin querer|afeitandome|al cocinar|con (un|el) (cuchilo|papel|vidrio|cristal|abrelatas)|la mano cocinando)>)`,
        `(me quemo|me queme|quemarme|me he quemado|me quemaba) ~3 (con )?(el |un |la |una )?(mechero|encendedor|cigaro|cigarilo|plancha|ceri*|fosforo)`,
        `(me golpeo|me golpee|golpearme|me doy golpes|me daba golpes|me pego|pegarme|me pegaba) ~3 (la cabeza|contra la pared|contra la puerta|contra el suelo|punetazos|a mi misma|a mi mismo)`,
        `(me rasguno|me rasgune|me arano|me arane|me rasco|me rasque|aranarme|rasgunarme|me pelizco) ~3 (hasta sangrar|hasta hacerme sangre|hasta que sangra|hasta la sangre|hasta sacarme sangre)`,
        `${NOT_MINE}(autolesion*|autolesionarme|me autolesiono|me autolesione|autodano|self harm|selfharm|cutting)`,
        `${NOT_MINE}(me hago dano|hacerme dano|me lastimo|lastimarme|me hice dano|hacerme mal)(?! (jugando|en el|al caer|sin querer|entrenando|en la|con la|haciendo)>)`,
        `(recai|he recaido|volvi a caer|recaida) ~~8 (cuchila|navaja|cortar|corte|cortarme|cortes|autolesion*|${EMOJI.blade})`,
        `llevaba ~3 (dias|semanas|meses) sin (cortarme|autolesionarme|hacerme dano)`,
        `(otra vez|de nuevo|hoy|anoche) ~2 ${EMOJI.blade}`,
        `${EMOJI.blade} ~2 (${EMOJI.blood}|otra vez|de nuevo)`,
        `(\\d+|tres|dos|cuatro|cinco|diez|cuarenta) (dias|semanas|meses) (limpia|limpio|sin cortarme)? ~2 (a la basura|tirados|perdidos|se fueron)`,
        `(cortes|heridas|quemaduras|cicatrices) (nuevos|nuevas|frescos|frescas)`,
        `mis (muslos|brazos|munecas|piernas) ~4 (parecen|parece|vuelven a parecer|estan lenos de|lenos de) ~2 (un mapa|cicatrices|cortes|rayas)`,
        `(me muerdo|mordiendome|me mordi|me pelizco|me golpeo) (el|los|la|las) (brazo|brazos|mano|manos|muneca|piernas|muslos) ~3 hasta ~3 (moratones|moraton|sangre|sangrar|marcas)`,
        `(me queme|me corte|me rasgune|me arane|me golpee|me pegue) ~6 (a proposito|adrede|aposta|para sentir|calla el ruido|para que doliera)`,
        `(golpee|pegue|di punetazos a|patee) (la|a la) (pared|puerta|espejo) ~4 hasta ~4 (nudilos|manos|sangre|sangrar|abrirme|romperme)`,
        `(volvi a coger|cogi otra vez|agare otra vez|volvi a agarar|tome otra vez) (la )?(cuchila|navaja|hoja|cuchilo)`,
        `(\\d+|dos|tres|cuatro|cinco|diez) (dias|semanas|meses|anos) sin (cortarme|autolesionarme|hacerme dano) ~~8 (cuchila|navaja|cortar|me corte|volvi)`,
      ],
    },
    {
      cls: 'hopelessness',
      patterns: [
        `(no tengo|no hay|no veo|sin) (ningun |ninguna )?(futuro|salida|esperanza)( para mi| $$| ya| en mi vida| ninguna| ninguno)`,
        `^^ (ya )?no hay (salida|esperanza|futuro)`,
        `nada ~2 (va a|ira a|puede) (mejorar|cambiar|ir mejor|estar bien) ~2 (nunca|jamas)`,
        `nunca (va a|ira a|voy a|vaya a) (mejorar|estar bien|salir de esta|ser feliz)`,
        `nunca (va a|ira a) cambiar nada|nada (va a|ira a) cambiar nunca`,
        `(no (le )?(encuentro|veo|tiene|hay)) ~2 (ningun |ninguna )?(sentido|razon|motivo) ~2 (a |para |de )?(vivir|seguir viviendo|seguir|la vida|mi vida|existir|levantarme)`,
        `(para que|de que sirve) (vivir|seguir viviendo|existir|levantarme)( $$| asi)`,
        `no tiene sentido (despertarme|despertar|levantarme|seguir viviendo|vivir|seguir)`,
        `(para que|de que sirve) seguir( $$| asi| viviendo)`,
        `(mi vida|la vida) (se acabo|esta acabada|no tiene sentido|es un infierno|no vale nada|esta arruinada|se termino|ha terminado)`,
        `(ya )?(nada|nadie) (me )?(puede|podra) (ayudar|salvar)`,
        `(he perdido|perdi|sin) (las )?(ganas de vivir|la esperanza|toda esperanza|las ganas de seguir)`,
        `(la vida|mi vida) ~2 no vale nada`,
        `no hay nada ~2 (delante de mi|por delante|para mi|que esperar|esperandome)`,
        `(ni luz|ni futuro|ni esperanza) ~3 (ni futuro|ni luz|ni esperanza|nada)`,
        `no me veo (saliendo|mejorando|siendo feliz|sobreviviendo|legando|recuperandome)`,
      ],
    },
    {
      cls: 'hopelessness',
      weak: true,
      patterns: [
        `(ya )?no puedo mas`,
        `(no aguanto mas|no lo soporto mas|no soporto mas|estoy harta de todo|estoy harto de todo|me rindo|estoy agotada de todo|sin salida|todo es inutil)`,
        `no puedo seguir( $$| asi| con esto| adelante)`,
        `nada vale la pena`,
        `(ya )?nada tiene sentido`,
        `nada (va a|ira a) (mejorar|cambiar)`,
        `no tiene sentido( $$)`,
      ],
    },
    {
      cls: 'dose',
      patterns: [
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
      patterns: [
        `(pensamientos|ideas|ganas) (suicidas|de morir|de matarme|de morirme|de cortarme|de hacerme dano|oscuros|negros) ~3 (han vuelto|vuelven|estan volviendo|volvieron|regresan|han regresado|regresaron|de nuevo|otra vez)`,
      ],
    },
    {
      cls: 'relapse',
      needs: 'pastCrisis',
      patterns: [
        `no (volvere|voy a volver) a (cometer|hacer) (ese|el mismo) (error|fallo)`,
        `esta vez (lo hare bien|no falare|si|de verdad|nadie me salvara|nadie me encontrara|no me salvaran|va en serio|no fallare)`,
        `(pensamientos|ideas|ganas) ~2 (han vuelto|vuelven|estan volviendo|volvieron|regresan|han regresado|regresaron)`,
        `(otra vez|de nuevo) ~3 (buscando|busque|buscar|mirando) (metodos|formas|maneras)`,
        `(buscando|busque|mirando) (metodos|formas|maneras) ~2 (otra vez|de nuevo)`,
      ],
    },
  ],
  cues: { death: [], wish: [], means: [], prepare: [], time: [], farewell: [], finality: [], burden: [], wound: [], again: [], attempt: [], hopeless: [], dose: [] },
  masks: [
    // figurative speech
    `(me muero|me muera|me moria|muerta|muerto|morirme|morir|me voy a morir|casi me muero|me mori|se muere|me estoy muriendo) (de|del|de la) (risa|hambre|sueno|ganas|verguenza|calor|frio|aburimiento|miedo|cansancio|sed|envidia|celos|amor|pena|asco|curiosidad|nervios|emocion|alegria|gusto|dolor de cabeza)`,
    `(me muero|me moria|me estoy muriendo|muero) por (ver|verte|saber|conocer|ir|probar|leer|que|tener|comer|un|una|el|la|los|las)`,
    `(me esta matando|me mata|me matan|me estan matando|me va a matar|me van a matar|me mataria|me matara)`,
    `(que me maten|matenme|matame)`,
    `(de muerte|matar el tiempo|mato el tiempo|mate el tiempo|mortal de aburido)`,
    `(prevencion|campana|dia mundial|linea de prevencion) (del|de|contra el|para la prevencion del) suicidio`,
    // fear of dying in the war, not a wish
    `(miedo|terror|panico|miedo de|pense que|crei que|estaba segura de que|estaba seguro de que|temia|temi) ~3 (me iba a morir|iba a morir|morir|morirme|moriria|moririamos|nos ibamos a morir|nos matarian|me matarian|nos mataran)`,
    // negation
    `${NEGATIONS} ~4 (quiero |pienso |tengo |voy a |planeo |tengo intencion de |tengo pensamientos |tengo ideas |ideas de |pensamiento de |pensamientos de |ganas de |intencion de |me |lo |la )?(morir|morirme|suicidarme|matarme|quitarme la vida|hacerme dano|me haria dano|haria dano|me mataria|suicida|suicidas|pensamientos suicidas|ideas suicidas|autolesionarme|cortarme|acabar con todo|terminar con todo|acabar con mi vida)`,
    `(pregunto|me pregunta|preguntaron|me preguntaron|me pregunto si|pregunta si) ~6 (suicid*|matarme|morir|hacerme dano|pensamientos|ideas|seguridad)`,
  ],
  fiction: [
    `(novela|libro|libros|pelicula|peliculas|peli|serie|series|episodio|capitulo|temporada|juego|videojuego|cancion|canciones|letra|album|anime|manga|comic|obra|teatro|cuento|relato|poema|poesia|personaje|personajes|protagonista|heroe|heroina|narrador|narradora|actor|actriz|escena|documental|podcast|trama)`,
    `(ana karenina|romeo y julieta|hamlet|ofelia|werther)`,
  ],
  selfToo: [
    `(yo tambien|a mi tambien|como yo|igual que yo|me identifico|me siento igual|me pasa lo mismo)`,
  ],
  medical: [
    `(dolor de cabeza|me duele la cabeza|migrana|jaqueca|fiebre|resfriado|gripe|muelas|dientes|dolor de espalda|regla|menstrual|nino|nina|ninos|bebe|perro|pero|perra|gato|gata|mascota|veterinario|sin querer|por accidente|tension|alergia|chocolate|al dia|por dia|diario|higado)`,
  ],
  pastTime: [
    `hace (\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios|algunos|unos) (anos|ano|meses|decadas|tiempo)`,
    `hace mucho( tiempo)?`,
    `una vez (pense|crei|quise|intente|tuve|senti)`,
    `(cuando|de) (era|tenia) (joven|adolescente|nina|nino|pequena|pequeno|\\d+)`,
    `de (adolescente|joven|nina|nino|pequena|pequeno)`,
    `a los \\d+( anos)?`,
    `en (19|20)\\d\\d`,
    `(en aquela epoca|en aquel entonces|por aquel entonces|el ano pasado|en el instituto|en la universidad|en el colegio|anos atras|tiempo atras)`,
  ],
  resolved: [
    `(la terapia|el tratamiento|la medicacion|los medicamentos|la ayuda|mi psicologa|mi psicologo|mi psiquiatra|mi familia|mis amigos|la fe) ~2 (me ayudo|me ayudaron|me salvo|me salvaron|funciono)`,
    `(hoy|ahora|actualmente|hoy en dia) ~5 (agradezco|agradecida|agradecido|feliz|bien|mejor|orgulosa|orguloso|viva|vivo|contenta|contento|tranquila|voluntaria|voluntario|ayudo|la vida es buena|disfruto)`,
    `(agradezco|agradecida|agradecido|feliz|contenta|alegre) (de )?(estar viva|estar vivo|seguir aqui|seguir viva|haber sobrevivido)`,
    `(levo|son) ~2 (anos|meses) sin (hacerlo|cortarme|autolesionarme|intentarlo)`,
    `(orgulosa|orguloso) de mi`,
    `(pedi|busque|recibi|encontre) ayuda`,
    `(era mentira|no era verdad|me equivocaba|ahora estoy bien)`,
    `(que equivocada estaba|estaba equivocada|que equivocado estaba|estaba equivocado|ya paso|quedo atras|la vida es buena|mis hijos me necesitan|ya lo supere)`,
  ],
  othersDeath: [
    `(murio|murieron|fallecio|fallecieron|mataron|asesinaron|se mato|se suicido|se quito la vida|se pego un tiro|funeral|entiero|cementerio|tumba|velorio|ataud|descanse en paz|aniversario de su muerte|perdi a mi|se nos fue|se fue mi|ha muerto|esta muerto|esta muerta)`,
  ],
  pastCrisis: [
    `(intento|intentos) (de suicidio|de quitarme la vida|de matarme)`,
    `(sobrevivi|sali viva|sali vivo) ~4 (la primera vez|por accidente|por error|de milagro|la ultima vez)`,
    `(mi|la|una) sobredosis`,
    `(mi|el|un) intento( $$| de| y)`,
    `(despues|tras) (del|de mi|mi) intento`,
    `(intente|trate|intentaba|habia intentado|he intentado) (de )?(suicidarme|matarme|quitarme la vida|morir|ahorcarme)`,
    `(despues|antes|tras) del (hospital|ingreso|psiquiatrico|lavado de estomago)`,
    `(la ultima vez|la otra vez|la vez anterior) ~3 (me salvaron|sobrevivi|me encontraron|no funciono|fale|me lavaron el estomago)`,
  ],
  planTime: [TIME],
};
