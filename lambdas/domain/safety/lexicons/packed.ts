import type { PackedLexicon } from '../lexicon';

/**
 * Written by `npm run pack:lexicons` from en.ts, es.ts, slavic.ts and ja.ts; do not edit. Each
 * lexicon's body is in `<language>.lexicon.br`, found through `#crisis-lexicon-files`.
 */
export const packedLexicons: readonly PackedLexicon[] = [
  {
    language: 'en',
    view: 'latin',
    latinMarkers: {
      regex:
        ' (?:(the|and|to|my|i|im|id|ive|il|you|it|is|was|of|in|that|have|dont|not|just|so|this|for|on|with|want|wana|fel|today|tonight|anymore|myself|life|die|kil|never|nobody|everyone|would|wil|cant|can|be|am|are|what|why|how|when|if|but|he|she|they|we|mom|dad|work|day|night|kms|unalive|suicide|suicidal|pils|wish|hope|sory|godbye|tired|at|about|its|then|after|kep|think|thinking|realy|ben|had|from|got|going|stil|could|should|did|didnt|out|al|there|them|because|cos|coz))(?= )',
    },
  },
  {
    language: 'es',
    view: 'latin',
    latinMarkers: {
      regex:
        ' (?:(que|el|la|de|en|es|mi|y|un|lo|le|se|su|ya|los|las|del|por|con|para|pero|muy|estoy|estaba|quiero|mis|yo|todo|todos|nada|porque|cuando|tengo|esta|este|esto|eso|hoy|ayer|manana|mas|tambien|solo|vida|morir|morirme|matarme|matar|suicidarme|muerte|muerta|muerto|pastilas|siempre|nunca|nadie|hijos|madre|padre|puedo|voy|estar|soy|hace|mucho|bien|casa|trabajo|noche|dia|ojala|cansada|cansado|desde|hasta|donde|mejor|quisiera|despues|adios|perdon|gracias|otra|vez|una|uno))(?= )',
    },
  },
  {
    language: 'slavic',
    view: 'slavic',
    latinMarkers: {
      regex:
        ' (?:(hoch[^ ¦]*|khoch[^ ¦]*|zhy[^ ¦]*|zhi[^ ¦]*|pomer[^ ¦]*|pomyr[^ ¦]*|umer[^ ¦]*|umir[^ ¦]*|vmer[^ ¦]*|vmyr[^ ¦]*|smert[^ ¦]*|sebe|sebia|sebya|sobo[^ ¦]*|vbyt[^ ¦]*|vbit[^ ¦]*|ubit[^ ¦]*|ubyu|vbyu|ubju|pokinch[^ ¦]*|pokonch[^ ¦]*|suits[^ ¦]*|samog[^ ¦]*|samoh[^ ¦]*|samoub[^ ¦]*|tabletk[^ ¦]*|pihul[^ ¦]*|pigul[^ ¦]*|snodi[^ ¦]*|snotv[^ ¦]*|nema[^ ¦]*|mene|meni|menia|menya|mne|shcho|scho|shchob|chto|chtoby|shto|tse|eto|vzhe|uzhe|duzhe|ochen|bilsh[^ ¦]*|bolsh[^ ¦]*|zavtra|sohodni|segodnia|segodnya|koly|kogda|dlia|dlya|yakshcho|iakshcho|esli|nikhto|nikto|nikomu|treba|nado|skilk[^ ¦]*|skolk[^ ¦]*|navit|dazhe|prosto|ne|ya|vse|vsi|tak|yak|kak|bude|budet|bulo|bylo|mozhe|mozhet|nikog[^ ¦]*|nikoh[^ ¦]*|nichego|nichoho|posle|pislia|pislya|seichas|seychas|sejchas|zaraz|teper[^ ¦]*|potom|potim|poka|poky|tozhe|tezh|svoi|svoy[^ ¦]*|svoe[^ ¦]*|duma[^ ¦]*|nazavzh[^ ¦]*|navsegd[^ ¦]*|bez|cherez|chy|poshuk|tykho|tikho|mozhu|mogu|nikoly|nikogda))(?= )',
    },
  },
  {
    language: 'ja',
    view: 'ja',
    latinMarkers: {
      regex:
        ' (?:(shinitai|shinitaku|shinite|shinu|shinou|shinde|kietai|kietaku|kieru|jisatsu|ikitakunai|tsurai|tsurakute|mou|desu|dayo|dakedo|kedo|janai|nai|watashi|boku|atashi|genkai|muri|kowai|tasukete|itai|shitai|naritai|zenbu|iya|mina|nanimo|honto|hontou|honki|kara|tsukareta|wakaranai|omou|omota))(?= )',
      required: [
        [
          'shinitai',
          'shinitaku',
          'shinite',
          'shinu',
          'shinou',
          'shinde',
          'kietai',
          'kietaku',
          'kieru',
          'jisatsu',
          'ikitakunai',
          'tsurai',
          'tsurakute',
          'mou',
          'desu',
          'dayo',
          'dakedo',
          'kedo',
          'janai',
          'nai',
          'watashi',
          'boku',
          'atashi',
          'genkai',
          'muri',
          'kowai',
          'tasukete',
          'itai',
          'shitai',
          'naritai',
          'zenbu',
          'iya',
          'mina',
          'nanimo',
          'honto',
          'hontou',
          'honki',
          'kara',
          'tsukareta',
          'wakaranai',
          'omou',
          'omota',
        ],
      ],
    },
  },
];
