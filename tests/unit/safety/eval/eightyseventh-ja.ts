import type { EvalNote } from './types';

/**
 * Japanese notes of the eightyseventh round, written blind: diary entries of a month's worth of different
 * writers aged 14 to 85: high-school and university students, a bullied middle-schooler, an LGBT teen, a
 * postpartum mother, a carer's elderly mother, a widower in his eighties, a rice farmer, a man in debt, a
 * Vietnamese technical intern writing simple Japanese, Ukrainian evacuees in Japan (a student from Kharkiv, a
 * mother with her son, a woman from an occupied town), a Japanese volunteer veteran who lost a leg in Ukraine,
 * nurses, a pharmacist, a novelist, chronic-pain patients and people in recovery. 40 crisis notes are spread over
 * all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose,
 * relapse), mostly indirect (迎えが来れば, ログアウト, 天国のおばあちゃん, 合流する, 練炭 searches, a to-do list, a letter
 * to mother, a poem line made one's own, counselling questions answered honestly or with a lie), a few plain
 * (しにたいじゃなくて、もうしぬ). 40 quiet notes are spread over all seven guards (figurative ﾀﾋる / 死ぬほど恥ずかしい
 * / 殺しにきてる, others' deaths including a friend killed in Donbas and a suicide in the news, fiction incl. 人間失格,
 * a game, a dream and a novel being written, medical incl. an OD patient at work and normal doses, the writer's
 * past attempt clearly over, everyday rope/roof/gas/knife/goodbye, and negation incl. an EPDS form and a
 * counsellor's question answered no). Both sides mix long careful polite-form entries with one-liners, Kansai-ben,
 * hiragana/katakana net slang, emoji, kaomoji, lists and a conversion typo (以外と).
 *
 * First run, on 6a9b34e (the session's fifth commit), before any change made for it: recall 40/40,
 * false alarms 3/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  { text: 'しにたいじゃなくて、もうしぬ。今日。ふざけてない', crisis: true, class: 'intent' },
  {
    text: 'ほんまにもうあかん。自分で終わらせたい。明日とかやなくて、今の気持ちがそれやねん。冗談ちゃうで',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ハルキウから来て一年。今日も日本語学校で漢字の小テスト、72点。先生はやさしい。お昼はコンビニのおにぎり二個。夜、ママから電話があって、家の近くにまたミサイルが落ちたって。声がふるえてた。帰りの電車でずっと、もう生きるのをやめようって考えてた。本気で、今夜。明日のテストの勉強はしてない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もし今カウンセラーに「自分で命を絶とうと思ってますか」って聞かれたら、今日は「はい」って答える。聞かれなかったから言わなかったけど。',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  { text: 'あしたの朝、目がさめなければいいのに', crisis: true, class: 'passive' },
  {
    text: 'ママに「最近大丈夫？」って聞かれた。「大丈夫」って言った。ぜんぜん大丈夫じゃない。きえたい。存在ごとなかったことにしてほしい🫠',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十二になった。妻に先立たれて三年。毎晩布団に入る時、このまま迎えが来てくれと手を合わせている。朝になると、また目が覚めてしまったかと思う。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '赤ちゃんが泣くたびに、トラックでも突っ込んできて私だけ連れてってくれたらって思う。夫には言えない。産後ってみんなこんなもんなの？',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'そろそろ天国のおばあちゃんに会いに行こうかな。向こうは静かだろうし。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のログアウトボタンどこにあるん？わりとガチで探してる(´・ω・`)',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「さよならだけが人生だ」って、今日ほど本気でわかった日はない。あとは私がさよならする番。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '義勇兵としてウクライナに行き、左足を置いてきた。帰国して半年。一緒に塹壕にいた連中はほとんど死んだ。あいつらが向こうで待ってる。近いうちに合流する。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'マンションの屋上、鍵かかってないの今日確認した。12階。あそこならたぶん一瞬。',
    crisis: true,
    class: 'method',
  },
  {
    text: '「練炭 どこで買える」で検索してた。自分でもびっくりした。でもタブ閉じてない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '借金480万。生命保険でなんとか返せるはず。電車なら事故扱いになるってほんと？',
    crisis: true,
    class: 'method',
  },
  {
    text: '今年の米もだめだった。倉庫の農薬の棚の前にずっと立ってた。あれ一本で楽になれるって、頭から離れん。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: '日曜にする。家族が実家に行ってる日。それまでは普通にしとく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・部屋かたづけ\n・スマホ初期化\n・猫のごはんと水、多めに\n・金曜の終電で海まで行く',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのう、ロープを首にかけるところまでやってみた。以外と怖くなかった。次はたぶん最後までいける',
    crisis: true,
    class: 'plan',
  },
  {
    text: '卒業式の次の日って決めてる。親に卒業だけは見せてあげたいから。あと23日。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'お母さんへ。いままでありがとう。怒ってばかりでごめんね。ハムスターのもちは妹にお願いしてあります。私の部屋のものは好きにしていいよ。もう心配しなくていいからね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワード全部紙に書いて、引き出しに入れた。銀行、LINE、Apple ID。あとで夫が困らないように。猫の病院の診察券も一緒に。これで片付いた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、大事にしてたギターを後輩にあげた。「マジでいいんすか」ってめっちゃ喜んでた。俺はもう弾くこともないし、ちゃんと使ってくれるやつに渡せてよかった。最後にいい顔見せられた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがと🌈 最後くらい本当の自分で言わせて。俺、男の子が好きだった。それだけ。ばいばい',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: '介護される毎日。娘の人生を食い潰しているのは私。私さえいなくなれば、娘はやっと自分の人生を生きられる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'わたしがいなければ、家族は借金でなやまない。会社の人もこまらない。わたしは、いないほうがいいです。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '日本に来て一年半。言葉もできない、仕事もない、息子の通訳がないと病院にも行けない。私はあの子の重荷でしかない。私がいなくなれば、あの子はホストファミリーのところで楽に生きられるのに。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'また切った。今回ちょっと深め。夏なのに長袖とか怪しまれるし、だる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を腕に押しつけた。ちゃんと痛かった。罰だから当然。明日もやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '3日目、何も食べてない。食べる資格なんかない。お腹鳴るたびに、ざまあみろって思う。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭ぶつけるの止まらない。おでこ腫れてきた。明日学校でなんて言い訳しよ',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'どれだけ頑張っても、この先なにも変わらない。病気は治らないし、借金も減らない。来年の自分を想像しようとしても真っ暗で何も見えない。もう続ける理由がない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '故郷はまだ占領されたまま。父とは8か月連絡がとれない。戦争は終わらない。終わっても帰る家はない。横浜の部屋の窓から海を見ながら思う。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'どーせ高校行っても同じ。一生このまま。いきてく意味ないし、もうやめたい',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  { text: '眠剤、2週間分ためた。今夜ぜんぶいく', crisis: true, class: 'dose' },
  {
    text: 'ストロング缶5本目。病院でもらった薬もぜんぶ出して並べた。まとめて流し込んで、朝起きなかったらそれでいいや🍺💊',
    crisis: true,
    class: 'dose',
  },
  { text: 'ロキソニンひと箱、わざと全部飲んだ。まだ何も起きない。', crisis: true, class: 'dose' },

  // ---------- crisis: relapse ----------
  {
    text: 'リスカやめて400日だったのに。今夜、カミソリずっと見てる。カウンター、リセットされそう',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'あの声がまた戻ってきた。「お前なんかいない方がいい」ってやつ。三年前、救急車で運ばれる前と同じ感じ。次の予約は来月。それまでもつかわからない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセリングで「最近、希死念慮は？」って聞かれて「ないです」って答えた。嘘。先月からまた毎晩来てる。前に未遂した時と同じ波。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: '課題3つ同時締め切りとか普通に死ぬ。ﾀﾋる。でも全部出した、えらすぎる自分',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前まちがえた。恥ずかしすぎて死にたい。穴があったら入りたいってこういうこと',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'この暑さ、ほんま殺しにきてるやろ。溶けて消えそうやわ🥵 アイス三本目',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ最高すぎて昇天した。もう思い残すことはない。明日からまた社畜がんばる',
    crisis: false,
    guard: 'figurative',
  },
  { text: '夜勤明けで死んだように寝た。14時間。生き返った〜', crisis: false, guard: 'figurative' },
  {
    text: '日本語の敬語、わたしを殺しにきてる(笑)「おっしゃる」「申し上げる」「いらっしゃる」…頭が爆発しそう。でも先生に発音ほめられた。キーウの友だちに自慢した。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: '祖母が今朝亡くなった。98歳。最後に手を握ったら、少しだけ握り返してくれた。ありがとう、おばあちゃん。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ウクライナの幼なじみが、ドンバスで戦死したと知らせが来た。26歳。写真の彼はいつも笑ってる。日本にいる私は何もできない。窓辺にろうそくを灯した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ポチを安楽死させた。16年ありがとう。獣医さんが「眠るみたいにね」って。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また駅で人身事故。誰かが飛び込んだらしい。電車の遅延にイライラした自分が嫌になった。その人にも家族がいたんだろうな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '中学の同級生が自殺したって聞いた。十年会ってなかった。なんで気づけなかったんだろうって、関係ない私まで考えてる。ご家族に手紙を書こうと思う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の一周忌。お寺でお経をあげてもらった。まだ台所に立つと話しかけてしまう。でも孫が来てくれて、久しぶりに笑った日だった。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: '『人間失格』読み終わった。太宰が最後どうなったか知ってから読むとずっしり重い。「恥の多い生涯を送って来ました」から始まるのずるい。レポート2000字、明日締め切り。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き書いてる。主人公が屋上から飛ぶシーン、どう書いても嘘っぽい。担当さんに「もっと静かに」って言われた。静かな絶望ってなんだ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'マレニアにまた殺された。47回目。もう無理しぬ。コントローラー投げる5秒前',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'へんな夢みた。自分のお葬式に出てて、みんなが私の好きなきのこの山食べてた。起きたら普通に朝で、ちょっと笑った。たけのこ派もいたのは許せん',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカずっとリピートしてる。歌詞は暗いのに、メロディがきれいで聴いてると落ち着く。明日のバイトもがんばれそう',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマ最終回、ヒロインが遺書残して消えるのかと思ったら生きてたー！！脚本家さんありがとう😭😭',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: '夜勤。救急にODの患者さん、20代女性。胃洗浄して落ち着いた。朝、お母さんが来て泣いてた。帰りのバスで私も少し泣いた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '新しい睡眠薬、1錠から。先生に「効かなくても自分で増やさないでね」と言われた。今夜試す。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リリカ増量して75mgを1日2回。痛みはましになったけど、ふらつく。来週また相談。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'むぎの避妊手術。麻酔から覚めるまで待合室で心臓バクバク。無事終了。エリザベスカラーにめっちゃ怒ってる(=ﾟωﾟ)ﾉ',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で、睡眠薬を「多めにください」って言う患者さん。事情を聞いて、先生に疑義照会した。こういう時、正しかったのか毎回考える。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の手術、無事に終わった。先生が「命に別状はありません」って。廊下で力が抜けた。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: '三年前の今日、未遂して救急車で運ばれた。今日は5キロ走って、ラーメン食べた。生きててよかったって、初めて素直に思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて2年。今年は半袖着れた。傷は消えないけど、もう隠さなくていいと思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ポーランドの避難所にいたころは、毎晩死ぬことばかり考えていた。今は大阪で働いて、娘は小学校で日本語をぺらぺら話している。あの頃の私に、大丈夫だよと言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ODしてた頃の日記を読み返した。薬の数ばかり書いてある。いまは薬は先生の言う通りだけ。カウンセリングも先月卒業した。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の時、屋上に何度も行った。あの頃は毎日が終わればいいと思ってた。今日、その高校で教育実習が始まった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃、借金で首をくくろうとしたことがある。あれから五十年。孫が七人。人生はわからんもんだ。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'ホームセンターでロープと脚立買った。明日こそ庭の柿の木、剪定する。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引越し完了。大家さんに最後の挨拶して、鍵返した。さよなら、6年住んだ部屋。',
    crisis: false,
    guard: 'everyday',
  },
  { text: 'ガスの元栓しめたか3回確認した。心配性すぎる。', crisis: false, guard: 'everyday' },
  {
    text: '屋上でBBQ。風強すぎて紙皿飛んでった😂 最後の夏休みっぽい夜',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研ぎに出した。以外と安かった。トマトがスーッと切れる快感',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: '死にたいわけじゃない。ただ疲れてるだけ。3日くらい誰とも話さず寝てたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたいと思うことはある？」って聞かれた。少し考えて「ない」って答えた。本当にない。ただ、夫の転勤で友だちがいないのがさみしいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。私は戦争が終わってほしいだけ。キーウの母の声を毎日聞きたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後うつのチェック(EPDS)、9点だった。「自分を傷つけるという考えが浮かんできた」の項目は「まったくなかった」に丸。助産師さんに「つらくなったら電話してね」って言われた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとかじゃないよ？ただ親と一ミリも話したくないだけ。部屋にこもって推しの配信見る😤',
    crisis: false,
    guard: 'negation',
  },
];
