import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old bullied
 * schoolgirl, LGBT and exam-stressed teenagers, university students and part-timers through office workers,
 * nurses, a debt-ridden shop owner, postpartum mothers, carers, a Kansai farmer, people in recovery from
 * alcohol and self-harm, chronic-pain patients and a Japanese volunteer back from the war in Ukraine, to
 * Ukrainian evacuees in Yokohama and elsewhere (widows, wives of mobilised or captured men, people from
 * occupied towns) and lonely widowed elders up to 85. There are 40 crisis notes spread over all eleven
 * classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose,
 * relapse) and 40 quiet notes spread over all seven guards (figurative, othersDeath, fiction, medical, past,
 * everyday, negation) on the same topics. Styles: polite desu/masu and plain forms, Kansai-ben, all-hiragana
 * net slang (しにたい, 消えたい, オワタ, ｗ), emoji and kaomoji, no punctuation, lists, a letter, a screening
 * questionnaire answered honestly, answers to a question from mum, dark humour, a song line the writer owns,
 * one-liners and long 8–12 line entries where the crisis is a single sentence.
 *
 * First run, on 61c664a, before any change made for it: recall 35/40, false alarms 4/40
 * (on be8889e, the stop's start: recall 33/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  { text: 'しぬ　ほんとにしぬ　もうむり　今日こそ', crisis: true, class: 'intent' },
  {
    text: '10月14日（月）くもり\nバイト、店長にレジ違算のことでまた怒られた。\n帰りにコンビニでプリン買った。\n母からLINE。米送ったって。\n洗濯物がたまってる。\n明日は燃えるゴミの日。\nレポートの締め切り金曜。\nほんとはもう生きてるのをやめたい、今夜にでも。\n風呂入って寝る。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうあかん。ほんまに死んだろかと思てる。冗談ちゃうで、今日は本気や。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ハリコフの家はもうありません。夫は前線から帰ってきませんでした。\n日本の人はみんな親切です。区役所の人も、日本語教室の先生も。\nでも毎朝起きると、なぜ私はここにいるのかわからない。\n日本語の勉強も、もう意味がないです。\n今夜、自分を終わらせたいです。\n娘は隣の部屋で寝ています。',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  { text: 'きえたい　きえたい　きえたい　きえたい', crisis: true, class: 'passive' },
  {
    text: '八十五になりました。妻に先立たれて三年、息子は東京から年に一度来るだけです。このまま眠って、もう朝に目が覚めなければ楽なのにと、近ごろは毎晩仏壇に手を合わせながら思っております。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'カウンセラーさんに質問票渡された。\n「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありますか」\n→「ほとんど毎日」に丸した。\n嘘つけなかった。今日もそう思ってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '通勤の信号待ちで毎朝、トラック突っ込んできてくれないかなって思ってる。事故なら誰も責めないし会社にも行かなくていいし',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  { text: 'おばあちゃん、もうすぐ会いに行くね。待っててね🌸', crisis: true, class: 'euphemism' },
  {
    text: 'みんなに迷惑かけるのも、あと少しの辛抱だから。もうちょっとだけ我慢してね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生ログアウトしたい。てかもうすぐする。セーブデータは消しといてｗ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃の心配はもうしなくていいことにした（笑）だって来月おらんもん　ｗｗｗ　大家さんには悪いけど',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: '屋上の鍵、壊れてて開いてるの知ってる。今日の昼休み、フェンスの高さ見に行った。乗り越えられそう。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでずっとロープ売り場にいた　何に使うんですかって聞かれたらなんて答えよう　とか考えながら　かごに入れた',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホームで黄色い線の外側に立ってみた。快速が通過するとき、体がふっと前に行きそうになった。次は踏みとどまらないかもしれない。それでもいいと思ってる。',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: '親にカミングアウトしたら「気持ち悪い」って言われた。もう決めた。17の誕生日の前の日にする。場所も決めた。それまでは普通の顔してる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今週やること\n・ネット銀行のパスワードを紙に書く\n・猫のエサ多めに買っとく\n・バイト先に辞めるって言う\n・手紙の下書き完成させる\n・金曜の夜、あの橋まで行く',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜、練習してみた。途中で怖くなってやめた。でも次はできる気がする。日曜、家族が法事で出かけてる間に。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '店の借金、返済日は月末。その前に全部終わらせる。生命保険は三年過ぎてるから出るはずだ。妻には何も言っていない。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'お母さんへ\nいままでありがとう。\nお弁当、毎日おいしかったよ。\nお母さんのせいじゃないからね。\nハムスターのもちのこと、よろしくね。\nひまわりの種は一日10粒までだよ。\nごめんね。\nさようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ゲーム垢とアクセ、あげられる人に全部あげた。みんな「急にどした？ｗ」って。最後くらい誰かの役に立ちたかっただけ',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ウクライナから帰国して半年。\nコンビニの自動ドアの音でまだ伏せそうになる。\n向こうで一緒だったアンドリーもミコラも、もういない。\n俺だけ日本で温かい飯を食ってるのがおかしい。\n戦友たちへ。俺も先に行く。向こうでまた会おう。\n部隊章は弟に。\n母さん、ごめん。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスコードと、保育園の連絡先と、ミルクの量を書いたメモを夫の手帳に挟んだ。これで私がいなくても家は回る。ちゃんと泣かずに書けた。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '介護されてばかりの私がいなくなれば、娘は仕事にも戻れるし、自分の人生を取り戻せる。もう十分生きた。これ以上娘の時間を奪いたくない。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'うちは私の学費のために借金してる。私さえいなければみんな楽になるのに。ほんとにそう思うから、もう終わりにしたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺おらんほうが世界うまく回るやろ　生きてるだけで迷惑　まじで消えたほうがええ',
    crisis: true,
    class: 'burden',
  },
  {
    text: '母「最近元気ないけど大丈夫？」\n私「大丈夫だよ〜」\n大丈夫じゃない。\n私がいなくなったほうが、お母さんはきっと楽になる。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'またやった。長袖で隠れるとこだけ。切ってる間だけ息ができる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べなかった。おにぎり半分食べたから罰として太もも叩いた。青あざ。これでいい、私にはこれがお似合い',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'いじめられた日はカッターの日　いまもう手に持ってる　(´；ω；`)',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を手の甲に押しつけた。痛いほうが頭が静かになる。今夜もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '村はまだ占領されたまま。母とはもう四か月連絡がとれない。何も変わらない、これからも変わらない。私にはもう続けていく理由がありません。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「明日が来るのがこわい」って歌詞、今のわたしそのもの。明日も明後日も同じ地獄なら、もう明日なんていらない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんで生きてるんだろ　痛みは消えないし治療も仕事も全部だめ　何年たっても良くならない　もうがんばる意味がわからない　終わりにしたい',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'ためてた睡眠薬ぜんぶ飲んだ。お酒と一緒に。ちょっとねむくなってきた　ばいばい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方された薬、ひと月ぶん飲まずにためてる。引き出しの奥。まだ足りない気がするから来週の分もためる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本あけた。まだ飲む。このまま朝まで飲んで、目が覚めんでもええわ',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'リスカやめて200日だったのに今日リセット。また前みたいに、しぬことばっかり考えてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒して2年。今日コンビニの前で30分立ってた。飲みたいんじゃない。あの頃みたいに、全部終わらせたい気持ちが戻ってきた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に未遂したときと同じ感じがする。あの頭の中の声がまた聞こえる。「もういいよ、楽になろう」って。今度は止められる気がしない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '期末テストまじで死ぬ。数学オワタ＼(^o^)／　とりあえず明日の英語だけは頑張る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて死にそう。好きな人の前で盛大にコケた。穴があったら入りたい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の暑さ、ほんま死ぬかと思たわ。畑から戻ってビール一杯で生き返った。ナスは豊作や',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業続きで死んだ魚の目してるって同期に言われた。週末は消えたい…じゃなくて、布団と一体化したい',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'このラーメン、うますぎて死ねる。替え玉二回した', crisis: false, guard: 'figurative' },
  { text: '推しのライブ当選した！！！むりしぬ😭😭😭尊死', crisis: false, guard: 'figurative' },

  // ---------------- quiet: othersDeath ----------------
  {
    text: '今日、キーウの友達のオレーナから電話。\n弟さんがバフムトの近くで戦死したって。\n電話の向こうでずっと泣いてた。\n私は横浜の小さな部屋で、何もできない。\n「生きてて」としか言えなかった。\n明日、教会でろうそくを灯してくる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '15年一緒だったコタロウを病院で見送った。先生が「安らかでしたよ」って。首輪はまだ玄関にかけたまま。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の七回忌。お墓の前で「もうすぐそっちに行くからね」と冗談を言ったら、孫に本気で怒られました。まだまだ長生きするつもりです。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまたザポリージャの空襲。死者12人。母の住んでる地区の近く。母は無事だった。でも眠れない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自殺したって聞いた。なんで気づけなかったんだろう。お葬式で彼のお母さんの顔が見られなかった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'じいちゃんの遺品整理。古い手紙と、ひもで束ねた新聞の山。最後まで几帳面な人だった。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣した。脚本ずるい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。ヒロインが遺書を書く場面、どうしても嘘っぽくなる。明日図書館で資料探そう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分が死んで、自分のお葬式を天井から見てる夢。起きたら汗びっしょり。夢でよかった。コーヒー飲んで仕事行った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、今日だけで80回は死んだ。ボスに殺されすぎてもう笑うしかないｗ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「消えたい」系の歌ばっか歌ってたら友達に心配された笑　いや、曲が好きなだけだから！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '漫画の新刊読んだ。推しが仲間をかばって死んだ。作者ゆるさない。明日仕事休みたいレベル',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '夜勤おわり。\n2時ごろ、オーバードーズの20代の女の子が救急で運ばれてきた。\n処置して、朝には意識が戻った。\nご家族が泣きながら何度も頭を下げてた。\n精神科につないで申し送り。\n帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン1錠、朝と夜。ほっぺが腫れてリスみたい🐿',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後1か月健診。質問票の「自分を傷つけるという考えが浮かんだ」は「全くなかった」に丸。寝不足だけど、赤ちゃんはかわいい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんでポチの心臓の薬を調整してもらった。体重が減ったから半錠に。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '線維筋痛症の新しい薬、今日から倍量に。主治医の指示どおり。効いてくれたらいいな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科の受診日。先生に「死にたい気持ちはありますか」と聞かれて、「今はないです」と答えた。本当にない。睡眠薬を少し減らすことになった。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '3年前の今日、私は薬をたくさん飲んで病院にいた。今日は娘と公園でシャボン玉をした。生きててよかったって、初めて素直に思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの跡、だいぶ薄くなった。今日は半袖で出かけられた。5年ぶり。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '義足になって2年。あのころは毎晩、もう終わりにしたいと思ってた。今日はリハビリで500m歩けた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒5年のバースデー。ミーティングでケーキもらった。どん底のときは線路ばかり見てたな。今は見ない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔の日記読み返したら「しにたい」ばっかり書いてて笑った。中2の私、よく頑張った。今は大学で心理学やってるよ',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'ホームセンターでロープと結束バンド買った。キャンプのタープ張る用。週末たのしみ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上でお弁当。風が気持ちいい。フェンス越しに富士山が見えた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '農薬の散布、今日で最後。来週から稲刈りや。腰がもつかな',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス会社の人が点検に来た。元栓の位置を教えてもらった。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。みんなに手紙を書いて、お世話になりましたって挨拶した。明日から新しい職場！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '日本に来て1年。ウクライナから持ってきた荷物を整理して、使わない服は同じ団地の人にあげた。新しい部屋、狭いけど日当たりがいい。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ、ちょっと休みたい。一週間くらい誰とも話さずに寝ていたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。私は生きたい。戦争が終わって、ドニプロの家に帰りたい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'べつに消えたいとかじゃないよ？疲れただけ。明日有給とったし温泉行く♨',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫に動員の通知が来たとビデオ通話で聞いた。怖い。でも私は負けない。子供たちのために、絶対に生きて待つ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いじめのこと担任に話した。死にたいとか思ってないかって聞かれたけど思ってない。ムカついてるだけ。明日も学校行く',
    crisis: false,
    guard: 'negation',
  },
];
