import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredthird round, written blind: the writers are Japanese teens, students,
 * office workers, postpartum mothers, carers, nurses, farmers, debtors, people in chronic pain, recovering
 * drinkers, an LGBT teen, lonely elderly people aged up to 85, and Ukrainian evacuees living in Japan (a
 * former captive, a wife waiting for news from Mariupol). 40 crisis notes spread over all eleven classes
 * (3-4 each), almost all indirect: euphemisms, invented metaphors, acts told without the intent stated
 * (a hamster given away, a date circled, a roof and a dam railing measured, pills counted, passwords left
 * in a drawer), means named sideways, a disguised letter, one line hidden in a long ordinary school diary.
 * 40 quiet notes spread over the seven guards (5-6 each), built as near twins of the crisis notes (the same
 * circled date, rope, roof, charcoal, passwords, pill counts, "are you ok?" answered, a screening question
 * answered). Styles on both sides: romaji (more than a third of each side), hiragana only, half-width
 * katakana, Kansai-ben, net slang, kaomoji and emoji, IME misconversions, polite diary prose, one-liners
 * and entries of 8-10 lines.
 *
 * First run, on 46ddac5 (the prescribed-pills stockpile rules, before any rule for this round),
 * before any change made for it: recall 36/40, false alarms 6/40 (on 36c61e7, the session's start:
 * the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  // intent
  {
    text: 'kyou de jibun o owaraseru. kimeta kara mou mayowanai. minna gomen ne',
    crisis: true,
    class: 'intent',
  },
  { text: 'もうやる。こんや やる。だれも とめないで', crisis: true, class: 'intent' },
  {
    text: '日本に来て一年半。日本語の日記を書く練習、先生にすすめられました。\n今日はスーパーで店員さんに「ありがとうございます」と言えた。\n夫はまだマリウポリから連絡がない。もう八か月。\n娘はオデッサの母のところ。私はここで一人。\n毎日工場で箱を折る。夜は天井を見る。\n待つのは、もう終わりにします。\n今夜、自分の手で全部終わらせます。\n先生、日記を読んでくれてありがとう。',
    crisis: true,
    class: 'intent',
  },
  // passive
  {
    text: 'asa me ga samenakereba ii noni tte maiban onegai shite kara neteru. kesa mo dame datta',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ｷｴﾀｲ ｷｴﾀｲ ｷｴﾀｲ\u3000ﾀﾞﾚﾓｵﾚｦｵﾎﾞｴﾃﾅｲﾄｺﾛﾆｲｷﾀｲ\u3000ｲﾔ ｲｷﾀｸﾓﾅｲ ﾄｹﾃﾅｸﾅﾘﾀｲ',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜、布団に入るとき、このまま主人のところへ連れて行ってくださいと手を合わせます。朝、目が覚めると、ああまた今日が来たとがっかりします。八十二にもなって、神様は意地悪です。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'oudan hodou de torakku ga tsukkonde kite kurenai ka na tte maiasa omou. kaisha iku tochuu. kyou mo konakatta',
    crisis: true,
    class: 'passive',
  },
  // euphemism
  {
    text: 'raigetsu no shift wa irenaide kudasai tte tenchou ni itta. sono koro ni wa mou kochira ni inai kara',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃんのお墓参りしてきた。もうすぐそっちに行くから待っててねって言ってきた🌸 今度は私が行く番',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生ログアウトしまーすｗ\u3000セーブデータは消しといて。コンティニューはいらない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「さよならだけが人生だ」って昔の詩。ほんとそれ。今週中に、残りのさよならを全部済ませる。長い旅の支度はできた',
    crisis: true,
    class: 'euphemism',
  },
  // method
  {
    text: 'マンションの屋上、鍵かかってなかった。柵は胸くらいの高さ。しばらく下を見てたら、なんか落ち着いた。また行く',
    crisis: true,
    class: 'method',
  },
  {
    text: 'eki no hoomu no ichiban hashi ni tatte kyuukou ga tsuuka suru no o mita. ato ippo datta. ashita wa sono ippo o fumidasu',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで一番丈夫なロープ買った。何に使うか聞かれたら引っ越しって言うつもりだった。誰も聞かなかった。部屋のドアノブ、思ったより頑丈',
    crisis: true,
    class: 'method',
  },
  {
    text: 'れんたん と がむてーぷ かった。くるまは ちちの を かりる。まどの すきま ぜんぶ ふさげば いいんだよね',
    crisis: true,
    class: 'method',
  },
  // plan
  {
    text: 'karendaa no 28-nichi ni maru o tsuketa. kyuuryoubi no tsugi no hi. sore made ni heya o katazukete, yachin mo harau',
    crisis: true,
    class: 'plan',
  },
  {
    text: '4月12日(水)\n朝、寝坊して母に怒られた。\n数学の小テストは思ったよりできた。\n昼休みはいつも通り図書室。\nミカが新しいシャーペンくれた、かわいい。\n部活は雨で中止。\n帰りにコンビニで肉まん。\n卒業式の次の日って、もう決めてる。\nそれまでは普通にしてる。\n宿題やって寝る。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やること\n・ダムまで車で40分、下見済み\n・欄干の高さ 110cm くらい\n・平日の朝6時なら人いない\n・車のキーは玄関に置いていく\n→来週の水曜',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'tegami no shitagaki, mou sankai kakinaoshita. kinyoubi no yoru ni suru. kodomo ga moto-tsuma no toko ni tomaru hi dakara, mirarenakute sumu',
    crisis: true,
    class: 'plan',
  },
  // farewell
  {
    text: 'hamusutaa no moka, tonari no yui-chan ni ageta. keeji mo esa mo zenbu. "nande?" tte kikareta kedo waratte gomakashita. mou sewa dekinai kara',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さんへ。\n今までありがとう。ごはん、いつもおいしかった。\n私のことで自分を責めないでね。お母さんのせいじゃないから。\nクローゼットの服は妹にあげて。\nさがさないでね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'pasuwaado zenbu memo ni kaite tsukue no hikidashi ni ireta. ginkou mo sumaho mo. ato de minna ga komaranai you ni. neko no esa no basho mo kaite oita',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'キーウの妹に最後のメッセージを送った。「愛してる。ママの指輪はあなたのもの。わたしのことは忘れて、幸せに」。既読がついた。返事はまだ見ない',
    crisis: true,
    class: 'farewell',
  },
  // burden
  {
    text: 'boku ga inakereba kaasan wa mou byouin-dai mo gakuhi mo harawanakute ii. sono hou ga zettai minna shiawase da yo na?',
    crisis: true,
    class: 'burden',
  },
  {
    text: '介護されるだけの毎日。息子夫婦の足を引っ張ってばかり。私さえいなければ、あの子たちは旅行にも行けるのに。もう十分に生きました。そろそろお暇をいただきます',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ぼくみたいなのが いないほうが かぞくは はずかしくない。とうさんも もう ためいき つかなくて すむ',
    crisis: true,
    class: 'burden',
  },
  { text: 'ｵﾚｶﾞｲﾅｸﾅﾚﾊﾞ ﾖﾒﾓﾗｸﾆﾅﾙ ﾎｹﾝｷﾝﾓﾃﾞﾙｼ ﾅﾝﾃﾞﾓｯﾄﾊﾔｸｷﾂﾞｶﾅｶｯﾀﾝﾀﾞﾛ', crisis: true, class: 'burden' },
  // selfHarm
  {
    text: 'mata ude yatta. kyou wa fukame. bansoukou tarinai. nagasode de kakuseba daijoubu',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'カッター握ってないと落ち着かない。今夜も袖の下に線が一本増える。増えないと眠れない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '三日食べてない。罰。お腹が鳴るたびにざまあみろって思う。今日もいっぱいミスしたから明日も抜く',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの日、手の子に押し付けた。痛いのが一番正直。明日もやる\n(音声入力だから変換むちゃくちゃ、直す気もない)',
    crisis: true,
    class: 'selfHarm',
  },
  // hopelessness
  {
    text: 'shakkin 800man. hensai no mitooshi zero. nani mo kawaranai. kono saki o ikiru imi ga mitsukaranai. mou tsuzukeru ki ga nai',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '母に「最近どう?」と聞かれた。「まあまあ」と答えた。まあまあじゃない。\n痛みが消える日は来ない、と主治医にも言われた。こんな体で明日を迎えたくない。もう続けたくない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'カウンセラーの質問票。「この2週間、死んだ方がましだと思ったことは?」→「ほとんど毎日」に丸。嘘つく元気もない。先が一ミリも見えない。来週の予約まで持つかわからない',
    crisis: true,
    class: 'hopelessness',
  },
  // dose
  {
    text: 'kusuri ikkagetsu-bun tamatta. ichido ni nondara dou naru ka shirabeta. kyou wa osake to issho ni zenbu',
    crisis: true,
    class: 'dose',
  },
  { text: 'ﾃﾞﾊﾟｽ ｾﾞﾝﾌﾞ ｼｰﾄｶﾗﾀﾞｼﾃ ﾅﾗﾍﾞﾀ 42ｺ ｱﾄﾐｽﾞ', crisis: true, class: 'dose' },
  {
    text: 'ストゼロ5本目。眠剤もさっき残り全部いった。あとはねるだけ。おやすみ世界(｡-ω-)zzz もう起こさないで',
    crisis: true,
    class: 'dose',
  },
  // relapse
  {
    text: 'kinen 2nen datta noni kyou mata ano koe ga kaette kita. "owarasero" tte. nani mo kawatte nakatta. ore wa nani mo kawatte nai',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '退院して半年。やっと普通に戻れたと思ってたのに、また橋を渡るたびに川ばかり見てる。手すりに手をかけて数を数えてる。あの頃と同じ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '治ったと思てたんやけどな。また消えたなってきた。薬やめたんがあかんかったんかな。前と一緒や、今度はもう戻られへん気がする',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  // figurative
  {
    text: 'shiken shuukan de mou shinu. nemusugite kietai lol. demo ato futsuka de owaru! ganbaru',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'バイト12時間、死ぬほど疲れた〜 足が棒。お風呂入って即寝る😇',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '上司の話長すぎて死ぬかと思たわ。ほんま殺す気か。明日は有給や〜温泉や〜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'hazukashikute shinisou. kaigi de maiku on no mama kushami shita. ana ga attara hairitai. ashita kao awasetakunai www',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ｵﾜﾀ\u3000ﾃｽﾄ赤点\u3000人生ｵﾜﾀ＼(^o^)／\u3000でも追試あるから今夜は徹夜で死ぬ気でやる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜泣き3時間。もう限界、魂抜けてる。でも寝顔見たら全部許せる。ママ明日も生きていけるわ',
    crisis: false,
    guard: 'figurative',
  },
  // othersDeath
  {
    text: 'ハルキウの叔父が砲撃で亡くなったと、いとこから連絡がありました。\n遠い日本で、私は何もできません。\n仕事を早退して、教会でろうそくを灯しました。\n叔父は私に釣りを教えてくれた人です。\n夜、母と電話で泣きました。\n明日はいつも通り仕事に行きます。叔父もそう言うと思う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'inu no kuro o kyou anrakushi shite moratta. 14-sai. saigo made shippo futte kureta. arigatou ne, mata itsuka',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の三回忌。もう三年。お墓に「また来るね」と言って帰ってきた。帰りに娘と孫とおそば',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'daigaku no kouhai ga mizukara inochi o tatta to kiita. nande dare mo kizukenakatta n darou. kyou wa zemi no minna de hanashi atta. soudan madoguchi no kaado o minna ni kubatta',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '人身事故で電車1時間止まった。イライラしてたけど、亡くなった人の家族のこと考えたら何も言えなくなった',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生がまた一人逝った。八十五ともなると葬式ばかりじゃ。わしはまだ畑があるけぇ当分いかん。大根がええ出来',
    crisis: false,
    guard: 'othersDeath',
  },
  // fiction
  {
    text: 'kyou yonda shousetsu, shujinkou ga saigo ni gake kara tobioriru. tsurakatta kedo ketsumatsu wa kirei datta. sakusha no atogaki mo yokatta',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームで主人公が仲間を逃がすために一人残るシーン、号泣。セーブして寝る。続きは明日',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '書いてる小説で、主人公に最後の手紙を書かせた。自分で書いてて苦しい。でもこの子は最後に生きる方を選ぶ予定。締切まであと10日',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'yume de okujou kara ochita. me ga sameta toki hontou ni ochita kanji ga shite bikkuri. tada no yume. asagohan tabete gakkou itta',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「消えたい」って歌詞の曲歌ったら友達にめっちゃ心配された笑\u3000ただ好きな曲なだけ！次はアイドル曲にする',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'きょうの あにめ、さいごに ひろいんが しんじゃって ないた😭 らいしゅう どうなるの きになって ねれない',
    crisis: false,
    guard: 'fiction',
  },
  // medical
  {
    text: 'yakin. OD no kanja-san ga hakobarete kita. ichou senjou shite ICU e. asa ni wa ishiki ga modotte hotto shita. kaette nemuru',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、先生に言われた通り寝る前に1錠。久しぶりに7時間寝れた。体が軽い',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'neko o juui ni tsurete itta. kusuri wa ichinichi nikai, hanbun no jouzai. nomaseyou to shitara hikkakareta. ude ga kizu darake',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めを処方どおりの量で続けてる。今日の痛みは10段階で4。近所を20分散歩できた。主治医にほめられた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ｸｽﾘ 1ｶｹﾞﾂﾌﾞﾝ ﾓﾗｯﾃｷﾀ 42ｺ ﾔｯｷｮｸ ﾏﾁｼﾞｶﾝ 40ﾌﾟﾝ ﾂｶﾚﾀ\u3000ﾁｮｳﾐﾝｸﾞ ｻｲｺｳ ﾀﾞｯﾀ',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ketsueki kensa de hari sasareta. chi ga detekuru no mite kuratto shita. kekka wa zenbu seijou. kaeri ni purin katta',
    crisis: false,
    guard: 'medical',
  },
  // past
  {
    text: 'ano hi kara go-nen. ano toki hashi no ue ni ita boku ni oshiete agetai. kyou wa boku no kekkonshiki datta yo tte',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカ卒業して1年。腕の跡は消えないけど、今日は半袖で出かけた。誰も何も言わなかった。夏だなー',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'danshu 3nen. mukashi wa sake to kusuri de nemuri ni nigeteta. kyou wa mitingu de hajimete supiichi shita. te ga furueta kedo ieta',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の頃、屋上のフェンスの前に立ったことがある。あれから十五年。今は教師になって、あの頃の私みたいな子を見つけたら声をかけている。今日も一人、保健室に一緒に行った',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だった日々。\n毎晩、もう終わりにしたいと思っていました。\n毎朝、数を数えて自分を保っていました。\n解放されて二年。\n今は横浜で妻と暮らしています。\n今日、日本語能力試験N3に合格しました。\nあの頃の自分に言いたい。生きていてよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'mukashi no nikki yonda. "mou kietai" bakari kaiteta. ima wa sou omowanai. ore, yoku ganbatta na. kore wa sutenaide oku',
    crisis: false,
    guard: 'past',
  },
  // everyday
  {
    text: 'hikkoshi no junbi. roopu to gamuteepu kai ni itta. hondana wa tomodachi ni ageru. atarashii heya tanoshimi',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上の鍵を管理人さんに返却。防水工事の立ち会い終わり。柵の高さを測ったら基準より低かったので理事会に報告',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'karendaa no 28-nichi ni maru. kanojo no tanjoubi! purezento nani ni shiyou. yubiwa wa mada hayai ka na',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '練炭でバーベキュー🔥 河原でサークルのみんなと。最後の夏休み、めっちゃ楽しかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'パスワード全部ノートにまとめた。最近忘れてばっかりだから。机の引き出しに入れて、娘にも場所を教えた。これで安心',
    crisis: false,
    guard: 'everyday',
  },
  // negation
  {
    text: 'shinitai wake ja nai. tada nemuritai dake. shigoto yamete ikkagetsu yasumu koto ni shita. ryokou demo iku',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはありますか」と聞かれた。「いいえ、疲れてるだけです」と答えた。本当にそう。来週も予約した',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。戦争が終わってほしいだけ。家に帰りたいだけ。ドニプロの庭のさくらんぼが食べたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '別に消えたいとかちゃうで。ただ一人になりたいだけ。スマホ切って温泉行ってくるわ♨️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mama ni "daijoubu?" tte kikareta. "un" tte itta. hontou ni daijoubu. tada kaze hiiteru dake. okayu tsukutte moratta',
    crisis: false,
    guard: 'negation',
  },
];
