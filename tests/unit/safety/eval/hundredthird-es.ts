import type { EvalNote } from './types';

/**
 * Spanish notes of the hundredthird round, written blind: writers from Spain, Mexico, Argentina, Colombia,
 * Chile and the US (Spanglish), aged about 14 to 85: students, teens bullied or outed, mothers and a
 * postpartum mother, a soldier and a wounded veteran of the Colombian conflict, people living with cartel
 * and gang violence, debtors of "gota a gota" lenders, truck drivers, nurses, a vet, chemo and chronic-pain
 * patients, people in recovery, lonely widows and the frail elderly. 40 crisis notes spread over all eleven
 * classes (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3), almost all indirect: invented euphemisms, means named sideways
 * (the clothesline rope, the 6:40 train, the wall before the toll, "las de la espalda"), acts told without
 * the intent (a date circled, a roof's floors counted, passwords handed over, pills saved in a vitamin jar),
 * a to-do list, a letter, a screening item answered, a therapist lied to, a voice-dictated note, the crisis
 * hidden in one line of an ordinary day. 40 quiet notes spread over every guard (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 6, everyday 5, negation 5), many mirroring crisis notes (the same rope, roof,
 * circled date, passwords, pills counted, gifts and goodbye letters). Styles on both sides: phone Spanish
 * without accents or ñ (q, xq, pa, tmb, kiero), voseo, regional slang, Spanglish, emoji, one-liners and
 * careful multi-line entries with accents.
 *
 * First run, on 46ddac5 (the prescribed-pills stockpile rules, before any rule for this round),
 * before any change made for it: recall 40/40, false alarms 5/40 (on 36c61e7, the session's start:
 * the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'hoy me bajo del mundo. no es joda, no es un quiero, es un voy. me canse de avisar y q nadie escuche. vos sabes quien sos, no te culpo',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ya wey ya estuvo. hoy le pongo punto final a todo, empezando x mi. no me vengan con q manana se ve distinto, ya me lo se de memoria',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'La psicóloga me ha preguntado del 1 al 10 cuántas ganas tengo de hacerme algo. Le he dicho un 4 para que no se preocupe. Es un 10. Lo voy a hacer esta semana y ya sé cómo, eso no se lo he contado.',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'mi ma me pregunto si estaba bien. le dije q si. no estoy bien. kisiera dormirme y no despertar nunca mas y q fuera asi de facil',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ojala me agarre un bondi cruzando la 9 de julio. no lo digo de jodido, lo pienso cada mañana y me da como paz',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'cuestionario del centro de salud, pregunta 9, lo de estar mejor muerto o hacerse daño. marque "casi todos los dias". primera vez q soy honesta en un papel. no se lo he dicho a nadie mas',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'cuando se oyen los balazos en la colonia ya ni me escondo debajo de la cama como antes. me quedo parada en la ventana. ojala una me toque y ya. mi hermanito si se esconde',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'ya merito dejo de darles lata. pronto me voy con mi apa, ya le platique en el panteon q me aparte lugar 🙏',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'le dije a la Caro q me voy de viaje largo, de esos sin pasaje de vuelta. se rio y me pregunto a donde. a ningun lado po. no era chiste',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'jaja mi plan de jubilacion es no llegar a jubilarme 💀 y lo digo en serio, no pienso llegar a los 30. ni a navidad la verdad',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Hoy he ido a ver a Antonio al cementerio y le he dicho que me guarde el sitio, que ya no tardo mucho. Le he llevado sus claveles. Los hijos no vienen nunca, no me echarán de menos. Ochenta y un años son bastantes.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'subi a la azotea del edificio nuevo y me quede mirando pa abajo como media hora. conte los pisos. 11. me parece q alcanza',
    crisis: true,
    class: 'method',
  },
  {
    text: 'la soga del tendedero esta en el cajon de abajo. la vi buscando las tijeras y me quede un rato largo pensando si aguanta mi peso. creo q si. la deje arriba del ropero',
    crisis: true,
    class: 'method',
  },
  {
    text: 'el tren de las 6:40 no para en mi estacion, pasa derecho a toda. cada mañana me paro mas cerca de la raya amarilla. hoy senti el aire en la cara y pense: un pasito nomas',
    crisis: true,
    class: 'method',
  },
  {
    text: 'en la curva antes del peaje hay un muro de concreto. lo miro cada vez q paso con el camion. un volantazo y ya, el seguro diria accidente y mi familia cobra. ando pensandolo en serio',
    crisis: true,
    class: 'method',
  },

  {
    text: 'marque el 14 con un circulito en el calendario. despues del cumple de mi hermana, no se lo quiero arruinar. hasta ahi aguanto y despues ya',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Hoy fue un dia normal. Clase de 8, cafe con la Vale, el profe de estadistica otra vez con la wea de la asistencia.
Almorce en el casino, porotos.
En la tarde fui a la biblioteca y saque el libro pal informe.
Llovio, me mojé entera esperando la micro.
Compre pan y palta pa la once.
Deje programado el mensaje pal martes a las 7, pa cuando ya no este.
Despues vi dos capitulos de la serie y me dormi temprano.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Hola soy yo otra vez nota de voz. Hoy fui al río y mire lo hondo que está abajo del puente de piedra punto nadie me va a buscar ahí. Ya tengo la fecha coma el sábado de madrugada cuando no pasa nadie punto ya tengo hasta la ropa que me voy a poner fin de la nota',
    crisis: true,
    class: 'plan',
  },
  {
    text: `pendientes antes del domingo:
- devolver el libro a la biblioteca
- dejarle la llave a la Pili
- cancelar el gym y el spotify
- escribir las cartas (mama, Dani, Pili)
- domingo en la noche: el puente`,
    crisis: true,
    class: 'plan',
  },

  {
    text: 'le regale mi play a mi primo y mis tenis nuevos a mi mejor amigo. me preguntaron q onda y dije q ya no los uso. es verdad, ya no los voy a usar',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Mami:
perdoname. no fue tu culpa, de verdad, nada de esto.
la clave del cel es tu cumple al reves.
el Rocky come dos veces al dia, no le des pollo con hueso.
mis ahorros estan en la cajita de zapatos arriba del closet, son pa la uni de la Majo.
cuando leas esto ya voy a estar tranquila, ya no me duele nada.
te quiero mas q a nada.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'le pase a mi hermana las contraseñas del banco, del face y del correo "por si acaso". me dijo por si acaso q?? le dije nada, por si pierdo el cel. no lo voy a perder',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ya me despedi de todos sin q se dieran cuenta. abrazo largo a mi abuela, un te quiero random a mi hermano, le pedi perdon a la Jime x lo de la secu. nadie noto nada y asi esta bien 🤍',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'mi mama trabaja doble turno x mis medicinas. si yo no estuviera le sobraria plata y podria dormir. seria mejor pa todos, lo tengo clarisimo',
    crisis: true,
    class: 'burden',
  },
  {
    text: `Soy una carga. Desde que volví del Cauca sin las piernas todo gira alrededor mío.
Mi mujer tiene 34 y parece de 50: me baña, me cambia, me aguanta los gritos de las pesadillas.
Los niños ya no traen amigos a la casa por mí.
El psicólogo del batallón dice que es normal sentirse así al principio. Ya van tres años.
Estarían mejor sin mí y cada día lo veo más claro. Lo único que falta es decidirme.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'con el seguro de vida se pagaria la hipoteca entera. lo he calculado tres veces. valgo mas no estando q estando',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'a los 83 ya no sirvo mas q pa dar trabajo. mi hija deja a sus chicos pa venir a cambiarme. ya es hora de q no me tenga q cuidar mas, y eso lo puedo arreglar yo solita',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'otra vez la gillette. 3 rayitas en el muslo donde no se ve. me lo merezco x lo q le dije a mi vieja',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'dia 4 sin comer. si como me castigo mas. cuando me duele la panza siento q pago algo, q me lo gano. hoy tmb nada',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'me queme con el encendedor en la muñeca pa no gritar. funciono. creo q esta noche lo vuelvo a hacer, en el otro brazo',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'desde q mis papas leyeron mis chats con ella no paro. le di a la pared hasta abrirme los nudillos. kiero q me duela mas afuera q adentro 🩸 mañana mas',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'no hay salida parce. le debo al gota a gota 4 millones y cada semana sube. ya vinieron a la casa. no veo como sigo y la verdad ya no quiero seguir',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'cuando pienso en el futuro veo una pared negra. nada. no me veo en 5 años, ni en uno, ni en marzo. y lo raro es q no me molesta no verme',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'pa q? pa q levantarse? pa q seguir si mañana va a ser igual q hoy y q ayer? no tengo respuesta y ya no quiero buscarla. ya no quiero nada',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'llevo guardando las pastillas de dormir desde marzo, una x noche q no me tomo. ya van 40. estan en un frasco de vitaminas pa q nadie sospeche. con eso basta',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'me tome la caja entera del clonazepam con el vino. a ver si esta vez si. escribo esto x si alguien lo lee despues',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'mixed el tequila con las de la espalda, way mas de las q dice la receta, on purpose. q pase lo q tenga q pasar 🥃 ya ni me importa',
    crisis: true,
    class: 'dose',
  },

  {
    text: '2 años sin cortarme y hoy volvi a comprar sacapuntas pa sacarle la hojita. pense q ya habia salido de eso. ya la tengo en la mochila',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'volvieron. las ganas de irme q tenia en 2019 cuando me encontraron en el baño. pense q se habian ido pa siempre. hoy estan mas fuertes q entonces',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'day 1 otra vez. 18 meses clean y anoche me meti de todo. y lo peor no es eso, es q volvio la idea de acabar con todo como antes de la clinica. same voice, same plan',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'el examen de fisica me va a matar literal 💀 3 dias sin dormir. kiero q ya sea viernes pa tirarme en la cama y no despertar hasta el lunes',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me mori de verguenza cuando se me cayo la bandeja enfrente de el en la cafeteria. tierra tragame jajaja. mañana me cambio de escuela (no)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'estoy muerta tia. doble turno en el bar y los pies me estan matando. me tiro en la cama y que no me hable nadie hasta el lunes 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'me quiero matar, perdi el parcial de anato por un punto. bueno, no, pero casi jaja. a recursar en marzo, que se le va a hacer',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'la tarjeta me tiene con el agua al cuello. pero hoy hable con el banco y me reestructuran la deuda a 24 meses. de a poquito salgo',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Hoy me he muerto de risa con mi abuela, que dice que ya tiene un pie en la tumba y luego se ha comido dos platos de paella y medio flan.',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'hoy enterramos a mi primo. lo mataron en la esquina por no pagar la vacuna. tenia 19. no paro de llorar y mi tia no dice ni una palabra',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'le pusieron la inyeccion a Canela hoy. 14 años conmigo. la sostuve hasta el final y le dije q era una buena perrita. la casa esta tan callada',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Mi compañero de pelotón cayó en la emboscada del martes, cerca de Tumaco.
Le tocaba a él ir adelante, no a mí. Cambiamos el turno por un chiste.
Hoy le llevé la medalla a la mamá. Su niña de 4 años me preguntó si su papá iba a volver.
No supe qué decirle.
Esta noche no duermo, pero mañana vuelvo a la base. Se lo debo a él.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'se suicido un chavo de mi prepa. todos en shock. yo no lo conocia mucho pero me duele un buen. hicieron minuto de silencio y pusieron el numero de ayuda en el pizarron',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'un año sin mi viejo. fui al cementerio y le conte todo, lo del laburo, lo de la nena q ya camina. le dije q lo extraño y q me cuide desde arriba. despues fuimos a comer asado con mis tios',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'en las noticias: 40 migrantes muertos en el desierto de sonora. pienso en mi hermano que cruzo el año pasado. gracias a dios llego, le marque nomas pa oir su voz',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'termine la serie y el final donde la prota se tira del puente me dejo destruida. como q la matan asi?? los guionistas me odian 😭😭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'estoy escribiendo un cuento pal taller: un viejo que regala todas sus cosas y una noche se va caminando al mar. la profe dice q el final es muy abierto, q lo cierre',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'soñe q me caia de un edificio y me desperte sudando a las 4. mi abuela dice q soñar con caidas es q vienen cambios. ojala sea el ascenso jaja',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'me mataron como 30 veces en el mismo jefe del elden ring. me voy a tirar por la ventana 🙃 (mentira, ya lo pase a la 31 🎉)',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'no paro de escuchar esa rola de "ya no quiero despertar". la letra es bien triste pero el ritmo esta buenisimo y la bailo mientras trapeo',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'En la obra del grupo de teatro me toca ser una madre que escribe una carta de despedida a sus hijos antes de irse a la guerra. Ensayé toda la tarde y lloré de verdad. El director dice que así tiene que ser.',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: 'me subieron la sertralina a 100 mg, la doc dice q en 2 semanas noto el cambio. la tomo con el desayuno como siempre. ya duermo un poco mejor',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'turno de noche en urgencias. entro una chica de 17 con sobredosis de paracetamol, lavado y N-acetilcisteina. se salvo. llegue a casa y abrace a mi hija muy fuerte',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'hoy en la clinica tuve que sacrificar a un perro viejito, la dueña lloraba abrazada a el. lo mas duro de ser veterinaria, pero le ahorramos sufrimiento',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'la quimio de hoy me tumbo, vomite 3 veces. el oncologo dice q los marcadores bajan. aguanto, x mis nietos y x la Yoli',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'dolor 8/10 hoy. tome las dos de tramadol q me tocan y la de la noche, ni una mas. el reumatologo me cambia el tratamiento el jueves. paciencia',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'pastillero de la semana listo, lunes a domingo, mañana y noche. a mi mama se le olvidan si no se las dejo contadas. 28 pastillas contadas y guardadas bajo llave como dijo el doctor',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '3 años desde q me encontraron en el baño. hoy corri 5 km y me compre un pastel. sigo aqui y quiero seguir 🎂',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Hace diez años me tomé un frasco entero de pastillas. Hoy mi hija cumplió ocho y soplé las velas con ella. A veces me acuerdo de aquella chica y le digo: aguantaste, mira todo lo que te ibas a perder.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ya no me corto, van 500 dias. las cicatrices se ven en verano y ya no me importa, son parte de mi historia. hoy me puse short sin pensarlo dos veces',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'el año pasado x esta fecha tenia la carta escrita y todo. hoy estoy en la playa en Cartagena con mis amigos. la terapia sirvio, gracias Dra. R ☀️',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'cuando volvi de la selva en 2016 pense muchas veces en meterme un tiro. eso paso, con ayuda. hoy tengo taller de carpinteria y le hice una cuna a mi sobrino',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'en la secu me hacian bullying y yo queria desaparecer. hoy me recibi y uno de esos pibes me mando el cv pa laburar conmigo jaja. la vida da vueltas',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'compre soga nueva pal tendedero y una escalera pa limpiar el techo. mi suegra llega el sabado y kiere todo impecable, ya me tiene harta jaja',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ultimo dia en la chamba!! me despedi de todos, le regale mis plantas a la Lupe y le deje una carta a mi jefe. el lunes empiezo en la otra empresa 🙌',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'subi a la azotea a tender la ropa y me quede mirando el atardecer. 11 pisos y se ve todo el cerro. q bonito, me hacia falta',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'le deje todas las contraseñas en un sobre a mi hermana xq me voy 3 meses de voluntario a Bolivia y ella me lleva el banco. me voy el domingo!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'marque el 14 en el calendario con circulo rojo: la entrevista de la visa. si sale bien, en enero estoy en Madrid con mi hermana',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'no, no me quiero morir. quiero q se acabe el desalojo, q me den trabajo, q mi hijo coma bien. es distinto y la psicologa lo entendio',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'la matrona me paso el test de depresion posparto. salio bajito. le dije la verdad: cansada si, lloro a ratos, pero ninguna idea de hacerme daño ni al bebe. pedimos ayuda con las noches',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mi tia me pregunto si estoy pensando en irme de este mundo. jaja no, de este pueblo si. ya junte pal pasaje a Santiago',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'no estoy deprimido, solo triste x la ruptura. lloro, como helado, veo pelis malas. en una semana se me pasa. no es pa tanto',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'me pregunto a mi mismo: quiero desaparecer? no. quiero vacaciones. quiero dormir 12 horas. pero quiero estar aqui el domingo pal clasico vs millos',
    crisis: false,
    guard: 'negation',
  },
];
