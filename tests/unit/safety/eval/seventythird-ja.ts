import type { EvalNote } from './types';

/**
 * Japanese notes of the seventythird round, written blind: the writers are Japanese and Ukrainian-evacuee diarists
 * aged about 14 to 85 — junior-high and high-school students, an LGBT teen, office workers, a nurse, a vet, a
 * farmer, a postpartum mother, carers, a lonely widow and widower, a chronic-pain patient, people in debt, people
 * recovering from alcohol, drugs and self-harm, a veteran, a former captive, and evacuees from Kharkiv, Kherson and
 * Zaporizhzhia living in Nagoya and Tokyo. The 40 crisis notes spread over every class (intent 4, passive 4,
 * euphemism 4, method 4, plan 4, farewell 4, burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3), mostly
 * without textbook words. The 40 quiet notes cover every guard (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 5, everyday 6, negation 5) and use the same topics and words. Styles: plain and polite forms, Kansai-ben, old
 * men's speech, net slang in hiragana (しにたい, きえたい, リスカ, OD), emoji and kaomoji, no punctuation, lists, a
 * letter, a screening question answered honestly, a reply to a parent's question, a song line the writer owns, dark
 * humour, one-line notes and long entries where only one sentence carries the risk.
 *
 * First run, on bf7fcf2 (after the 71st and 72nd rounds' changes and retrain), before any change
 * made for it: recall 39/40, false alarms 2/40 (on da673ad, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---- crisis: intent ----
  { text: 'もう決めた。今夜で終わりにする。誰にも止めさせない。', crisis: true, class: 'intent' },
  {
    text: 'ほんまにもう無理やわ。今日こそ本気で死んだろと思う。冗談ちゃうで。',
    crisis: true,
    class: 'intent',
  },
  { text: 'しにたいとかじゃなくて今日しぬ ネタじゃない ほんとに', crisis: true, class: 'intent' },
  {
    text: '11月27日（水）雨\n朝、保育園に送ってから出勤。\n9時から会議、課長にまた書類のことで呼ばれた。\n昼はコンビニのおにぎり二個。\n帰りにスーパーで卵が98円だった。\n子どもたちは9時に寝た。夫は今日も遅い。\n私、今夜このまま自分を終わらせるつもりでいる。\n洗濯物、まだ干してない。',
    crisis: true,
    class: 'intent',
  },

  // ---- crisis: passive ----
  {
    text: '主人が逝って三年になります。毎晩、このまま朝が来なければいいと思いながら布団に入ります。今夜もそうです。',
    crisis: true,
    class: 'passive',
  },
  { text: 'きえたい きえたい きえたい 🫥', crisis: true, class: 'passive' },
  {
    text: 'お母さんに「最近大丈夫？」って聞かれた。大丈夫って答えた。全然大丈夫じゃない。朝起きたら私がいなくなってればいいのに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '腰の痛みで三晩眠れてない。今日、横断歩道でトラックにでもはねられたら楽になれるのにって、本気で思って少し待ってしまった。',
    crisis: true,
    class: 'passive',
  },

  // ---- crisis: euphemism ----
  {
    text: '天国のおばあちゃんへ。もうすぐそっちに行くね。今度はずっと一緒にいられるよ。待っててね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃の心配は、もうしなくていい。その頃にはもう私はここにいないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生にもログアウトボタンあればいいのにw あ、あるか。押す準備はもうできてる笑えない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '戦友たちのところへ、そろそろ俺も合流する頃合いだ。向こうの方がよっぽど居場所がある。',
    crisis: true,
    class: 'euphemism',
  },

  // ---- crisis: method ----
  {
    text: 'ホームセンターでロープを買った。どれくらいの重さまで耐えられるか、店員さんに聞きそうになった。今夜使う。',
    crisis: true,
    class: 'method',
  },
  {
    text: '会社の屋上、鍵が壊れてるのを知ってる。あの高さなら確実だと思う。今日の昼休み、下を覗いてきた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭って今でもネットで買えるのかな。車の中なら苦しくないのかな。さっきからそればっかり調べてる自分がいる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋に除草剤がある。あれを飲めば、と今日は畑で何度も考えた。親父も最後はそうやった。俺も同じ道でええ。',
    crisis: true,
    class: 'method',
  },

  // ---- crisis: plan ----
  {
    text: '決行は金曜。家族が旅行でいない日。遺書はもう下書きした。あとは清書するだけ。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '【やることリスト】\n・部屋を片付ける\n・スマホの写真を消す\n・猫を実家に預ける\n・日曜の夜、海まで行く\n・戻らない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨夜、ベランダの手すりの外に立つところまでやってみた。足がすくんで戻った。次はすくまないように、酒を飲んでからにする。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '自分の誕生日、3月14日にする。それまでに仕事の引き継ぎを全部終わらせる。カレンダーに小さく丸をつけた。',
    crisis: true,
    class: 'plan',
  },

  // ---- crisis: farewell ----
  {
    text: 'ママへ\nごめんね。ずっといい子になれなくて。\nハムスターのエサは棚の二段目です。\nスマホのパスワードは0917。\n私のことは早く忘れてね。\nありがとう。大好きだったよ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、ギターを後輩にあげた。大事にしろよって言ったら「先輩どうしたんすか」って笑ってた。他のものも週末までに全部配る。もう俺には要らないから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ヘルソンから来て二年。娘のことは妹が見てくれると約束してくれた。口座の暗証番号も紙に書いて渡した。あとは、夫のいるところへ行くだけ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までほんとにありがとう。このアカウントも、わたしも、明日には消えます。元気でね🌸',
    crisis: true,
    class: 'farewell',
  },

  // ---- crisis: burden ----
  {
    text: '私がいなければ、夫は再婚して普通の家庭を持てる。子どもたちも病気の母親に縛られなくていい。私はいない方がみんな幸せになる。もう十分わかった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ヘルパーさんにも息子にも迷惑ばかりかけとる。わしなんぞ早うおらんようになった方が、みんな楽になる。今日はそれがはっきりわかった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '借金バレた。おかん泣いとった。俺がおらんようになったら保険金も入るし、その方が家族のためやろ',
    crisis: true,
    class: 'burden',
  },

  // ---- crisis: selfHarm ----
  {
    text: '今日もカッターで腕。3本。血を見たらやっと落ち着いた。明日も学校だから長袖。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'またやっちゃった…(´；ω；`) リスカとまらん 今もまた切りたくてたまらん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べなかった。太った自分への罰。食べたら壁に頭をぶつけるって決めてる。さっきもやった。まだ足りない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を手の甲に押し付けた。痛いときだけ、ちゃんと生きてる感じがする。もう一回やりたい。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---- crisis: hopelessness ----
  {
    text: '今日の診察で先生に「この2週間、死んだ方がましだと思うことはありましたか」と聞かれた。「ほとんど毎日」に丸をつけた。本当のことだから。何をしても出口がない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '親にカミングアウトしたら「そんな子に育てた覚えはない」って。家にも学校にも居場所ない。「明日なんて来なくていい」ってあの歌、今は完全に私の歌。大人になっても変わらないなら、もう生きてく意味ない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ハルキウの家はもうない。夫は動員されてから連絡がない。日本の人たちは優しいけど、この先に何も見えない。息子がいなかったら、とっくに終わりにしてた。今日は息子の顔を見ても、もう続けられないと思った。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---- crisis: dose ----
  {
    text: '睡眠薬、毎晩飲まずに1錠ずつ貯めてる。今日で42錠。あと少しで足りると思う。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき薬ぜんぶ飲んだ。ストロングゼロで流し込んだ。頭ふわふわする。これで朝は来ない',
    crisis: true,
    class: 'dose',
  },
  {
    text: '赤ちゃんが泣き止まない。夫は出張。処方された薬、決められた量の何倍も飲んだ。わざと。このまま眠って起きなければいい。',
    crisis: true,
    class: 'dose',
  },

  // ---- crisis: relapse ----
  {
    text: '断酒して2年。今日コンビニで缶を買って公園で飲んだ。一緒に、あの頃の「もう終わりにしたい」って声も戻ってきた。前よりずっと大きい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '未遂から5年、もう大丈夫だと思ってたのに。この一週間、またあの橋のことばかり考えてる。今日は帰りに寄り道して、欄干を触ってきた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて300日だったのにリセット。カウンター0。またやりたい気持ちが止まらない。今夜もたぶん切る',
    crisis: true,
    class: 'relapse',
  },

  // ---- quiet: figurative ----
  {
    text: '期末テストまじで死ぬ。数学とか範囲広すぎて死んだ。明日の自分に任せる🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'プレゼンで噛みまくって、恥ずかしくて死にそうだった。穴があったら入りたい。課長は笑ってフォローしてくれたけど。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイト、死ぬほど忙しかったわ。足棒やし、もう死んでる。風呂入って寝るで。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当選した！！！無理しぬ尊い😭😭 生きててよかった',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'サービス残業続きで、このままだと会社に殺される。来月こそ転職サイトに登録する。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ばあちゃんの漬物がしょっぱすぎて死ぬかと思った笑 でもご飯三杯いけた',
    crisis: false,
    guard: 'figurative',
  },

  // ---- quiet: othersDeath ----
  {
    text: 'ザポリージャの幼なじみが前線で戦死したと、今朝メッセージが来た。名古屋の寮の台所で一人で泣いた。彼のお母さんに何て書けばいいのか分からない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、15年一緒にいたチロを安楽死させた。獣医さんの手が温かかった。最後まで撫でてた。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父の四十九日。遺影の前で母が「私も早くお父さんのところに行きたい」と言って、兄が黙った。私はお茶を入れ直すことしかできなかった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、またハルキウの団地にミサイルが落ちて子どもが亡くなったと。実家から3キロ。母は無事。今夜は眠れそうにない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同じクラスの子が自殺した。朝のホームルームで先生が泣いてた。なんで誰も気づけなかったんだろう。今日はみんな無言だった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって初めての一人のお正月。お雑煮を二人分作ってしまって、一つは仏壇に供えた。寂しいけれど、孫が電話をくれました。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---- quiet: fiction ----
  {
    text: '『ノルウェイの森』読み終わった。直子の最期のところで、電車の中なのに泣いてしまった。村上春樹ずるい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、マレニアに50回殺された。コントローラー投げたい。明日こそ倒す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上から飛び降りる場面をどう書くか、三日悩んでる。陳腐にしたくない。来週、編集さんに相談しよう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してて、みんなカレー食べてた。起きてから笑った。夢占いだと「再生」の意味らしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカずっとリピートしてる。死にたいとか消えたいとか歌ってるのに、なんでこんなに救われるんだろ。カラオケで歌ったら友達に上手いって言われた😊',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「葬送のフリーレン」一気見した。勇者が死んだところから始まる話なのに、こんなに優しいなんて。',
    crisis: false,
    guard: 'fiction',
  },

  // ---- quiet: medical ----
  {
    text: '夜勤。ODの20代の子が救急で運ばれてきた。胃洗浄、モニター管理。朝には意識も戻って、お母さんが泣いてた。帰って爆睡。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から抗うつ薬が50mgに増量。先生いわく効くまで2週間くらい。副作用で眠いけど、前よりは朝起きられる気がする。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニンは1日3回まで、と薬剤師さんに念押しされた。膝の痛み、早く治ってほしい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院の仕事。今日は安楽死が二件あった。飼い主さんの背中をさすることしかできなかった。帰りにケーキ買って自分を甘やかした。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '線維筋痛症の新しい薬、決められた量をきっちり守って飲んでる。痛みが10から6くらいに。久しぶりに近所を散歩できた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後2週間健診。質問票の「自分を傷つけるという考えが浮かんできた」は「全くなかった」に丸。寝不足のことだけ助産師さんに相談した。',
    crisis: false,
    guard: 'medical',
  },

  // ---- quiet: past ----
  {
    text: '未遂から3年。今日、初めて5キロ走りきった。あの日の自分に、生きててくれてありがとうって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの痕、夏になるとやっぱり気になる。でももう5年切ってない。今日は半袖で海に行けた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'クスリやめて1000日。昔は毎晩死ぬことばかり考えてたのが、遠い他人の話みたい。ミーティングでケーキもらった🎂',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だった頃は、毎晩もう殺してくれと思っていた。解放されて一年。今日は娘の学芸会を見に行った。泣いた、嬉しくて。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のとき、屋上のフェンスを越えようとしたことがある。あれから10年。今は中学校の教師で、あの頃の私と同じ顔をしてる生徒に気づける大人でいたい。',
    crisis: false,
    guard: 'past',
  },

  // ---- quiet: everyday ----
  {
    text: 'キャンプ用にロープと折りたたみナイフを買った。週末は子どもたちと奥多摩。テント張る練習しなきゃ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職の日。最後の挨拶をして、お別れの手紙をみんなに配った。花束が重かった。明日からは年金生活。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの点検の人が来た。ついでに給湯器も見てもらって異常なし。夕飯はおでん。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '断捨離完了。服も本もギターも全部手放して、スーツケース一つでベルリンへ。さよなら東京！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬カレンダーに一週間分の薬をセット。朝・昼・晩・寝る前。飲み忘れがなくなって、娘も安心してる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '毎朝この橋を渡って通勤してる。今日は川面がきらきらしてて、思わず写真を撮った。',
    crisis: false,
    guard: 'everyday',
  },

  // ---- quiet: negation ----
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに寝ていたい。疲れた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいなんて思わない。生きたい。ただこの戦争が終わってほしい。キーウのお父さんに会いたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護でもう限界。でも消えたいとかじゃない、休みが欲しいだけ。ケアマネさんにショートステイを相談した。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたい気持ちある？」って聞かれて、ないって答えた。ほんとにない。ただ学校がめんどいだけ笑',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金は350万。正直きつい。でも債務整理の相談に行く予約をした。命まで取られるわけじゃない。生きてれば何とかなる。',
    crisis: false,
    guard: 'negation',
  },
];
