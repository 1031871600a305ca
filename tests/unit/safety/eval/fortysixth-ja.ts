import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-sixth round, written blind (the writers saw neither the detector nor any earlier round): writers aged about 14 to 85 — schoolchildren
 * facing bullying, an LGBT teen, students, office workers in debt, a postpartum mother, a farmer, nurses
 * and a vet, carers and people on dialysis, chronic-pain patients, lonely widowers, people in recovery
 * from drugs or drink, and Ukrainian evacuees in Japan (a widow, a sister of a prisoner of war, a soldier's
 * wife, a refugee from Mariupol). 40 crisis notes: intent 4, passive 4, euphemism 4, method 3, plan 4,
 * farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3. 40 quiet notes: figurative 6,
 * othersDeath 6, fiction 6, medical 5, past 6, everyday 6, negation 5. Styles: plain and polite forms,
 * Kansai-ben, hiragana net slang (しにたい, きえたい), emoji and kaomoji, one-liners and long entries
 * where the risk is in one sentence, a letter, lists, self-questioning, a PHQ-9 answered honestly,
 * a counsellor's question, a song line taken as one's own, and dark humour.
 *
 * First run, on bea103f, before any change made for it: recall 36/40, false alarms 5/40
 * (on 58e7aef, the stop's start: recall 36/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  { text: 'しにたいじゃなくて、しぬ。今日はそっちの気持ち。', crisis: true, class: 'intent' },
  {
    text: 'カウンセラーに「自分を傷つけたり、命を絶とうと考えることはありますか」って聞かれて、「ないです」って笑って答えた。帰りの電車でずっと考えてた。本当は毎日考えてるし、今日は本気でやるつもりでいる。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうええわ。生きてくのやめるわ。明日の朝にはおらんつもりやし。オカンには悪いけど、もう決めてん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ハルキウから逃げてきて二年。日本語の勉強も、工場のパートも、全部がんばった。でも夫は帰ってこなかった。今日、もう自分で終わらせたいと本気で思った。娘が寝たら、と考えている自分がいる。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '空襲警報のアプリ、まだ消せない。マリウポリの家はもうない。ママも。日本は静かすぎる。あのとき私もいっしょに死んでればよかった。いまも毎晩、目が覚めなければいいと思って寝てる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい きえたい きえたい\n存在ごとなかったことにしてほしい(´・ω・`)',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十二になりました。家内に先立たれて五年、毎晩仏壇に手を合わせて「早く迎えに来てくれ」と頼んでおります。今夜こそ、眠ったまま向こうへ行けたらと思います。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '好きな曲のサビの「このまま消えてしまえたら」ってとこだけ、ずっとリピートしてる。もう歌詞として聴いてない。これ、私のことだ。',
    crisis: true,
    class: 'passive',
  },
  { text: 'もうすぐみんなに迷惑かけなくなるから、安心してね。', crisis: true, class: 'euphemism' },
  {
    text: '「さよならだけが人生だ」って国語で習ったけど、ほんとにそうだな。来週にはたぶんここにいない。おばあちゃんに会いに行く準備、少しずつしてる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生そろそろログアウトしようかなw 課金しすぎたし、セーブデータも全部消しといた。コンティニューはしません。冗談じゃないよ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ママに「大丈夫?」って聞かれて「大丈夫」って言った。大丈夫じゃない。もうすぐ遠いところに行くから、それまでの我慢。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'マンションの屋上、鍵かかってないの知ってる。今日も昼休みに上がって、柵の外をずっと見てた。次はたぶん越える。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで丈夫なロープを買った。店員さんにはキャンプ用って言ったけど、キャンプなんて行かない。自分のために使う。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'どの駅なら確実かってずっと調べてる 快速が通過するとこ 足が勝手に白線の方に行く もう止めたくない',
    crisis: true,
    class: 'method',
  },
  {
    text: '今週やること\n・部屋を片付ける\n・猫を実家に預ける\n・スマホのパスワードを紙に書いておく\n・金曜の夜、決行',
    crisis: true,
    class: 'plan',
  },
  {
    text: '誕生日の3月14日にするって決めた。あと9日。カレンダーに小さく印をつけた。それまではいつも通り笑ってる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きょうは晴れ。朝はパンとコーヒー、午後は保育園のお迎え。スーパーで卵が安かったから二パック買った。夕飯はオムライス、上の子がケチャップで顔を描いてくれた。夫は今日も遅い。夜中、赤ちゃんの授乳のあいだに、橋のどのあたりから飛ぶか、もう一回頭の中で練習した。明日は燃えないゴミの日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ウクライナの兄はまだ捕虜のまま。私だけ安全な横浜にいる。もう限界。土曜日、ルームメイトがバイトに出てる時間にやる。手紙も書き終わった。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'お母さんへ\nこれを読んでいるころには、私はもういないと思います。怒らないでね。\nハムスターのもちのことは、ゆうなに頼んであります。\n今まで育ててくれてありがとう。\nごめんなさい。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ゲームのアカウントとレアアイテム、全部たくみに譲った。「急にどしたん?」って言われたけど、もういらんから。みんな今までありがと。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '田んぼと機械は甥に任せると書いて、判子を押した。通帳と印鑑の場所も書いた。犬のクロには隣の奥さんが餌をやってくれるよう頼んだ。これでもう思い残すことはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ありがとう、さよなら、みんな元気でね🌸 これが最後の日記です',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ぼくがいないほうが、おとうさんもおかあさんもケンカしなくてすむ。ぼくがいなくなればいいんだ。今日の夜いなくなる',
    crisis: true,
    class: 'burden',
  },
  {
    text: '透析で週三回、娘に車で送ってもらっている。仕事を休ませて、お金もかかって。私さえいなければ、あの子はもっと自由に生きられる。そろそろ終わりにしてあげたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '借金が600万。妻と子どもには、俺が生きてるより保険金のほうがよっぽど役に立つ。何回計算しても、俺が死んだほうが家族のためになる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親にカミングアウトしたら「恥さらし」って言われた。あの家にとって私は汚点なんだと思う。私が消えたほうがみんな楽になる。本気でそう思ってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'また切った。今日は三本。袖で隠せばバレない。止められない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'クラスのLINEから外された。「ブス」「キモい」ってまた書かれてた。罰として今日はご飯抜き。明日も抜く。痩せて消えるくらいがちょうどいい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'イライラが止まらなくて壁を殴った。拳から血が出てやっと落ち着いた。今もまたやりたくて手が震えてる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'たばこの火 腕に押しつけたい いますぐ 痛いのがいちばんラク',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'PHQ-9やった。\n9番「死んだほうがましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」→ ほとんど毎日。\n正直に丸つけた。もう何をしても変わらないし、これ以上続けていく意味がわからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '腰と足の痛み、もう十年。どの病院も「うまく付き合っていきましょう」しか言わない。よくなる日は来ない。横断歩道でトラックを見て、はねられたら楽なのにと本気で思った。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんのために生きてるの?\n来年の自分、想像できる? → できない\n五年後は? → いない気がする\nこの先なにか変わる? → 変わらない\nじゃあ、もう続けなくていいよね',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '眠剤、ちょっとずつ飲まずに貯めてる。もう二か月分くらいになった。いざという時のために。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき、家にある薬ぜんぶ酒で流し込んだ。ちょっと眠い。これでやっと楽になれるかな',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストゼロ5本目🍋 記憶なくなるまで飲んで、そのまま起きなきゃいいと思って飲んでる',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'リスカやめて一年二か月。今日、カミソリの刃を見て、久しぶりに切りたいって思った。また戻ってきた、あの感じ。今夜がこわい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '三年前に未遂してから、ちゃんと通院して、もう大丈夫だと思ってた。なのに最近また、死ぬことばっかり考えてる。あのときと同じ頭の中になってきた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断薬して9か月。今日、昔の売人から連絡が来た。クスリに戻るくらいなら、いっそ全部終わらせたいって、昔みたいな考えがまた戻ってきてる。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: '締め切り三つ重なって死ぬ。マジで死ぬ。とりあえずコンビニでエナドリ買ってきた💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部長の前でズボンのチャック全開だったことに気づいて、恥ずかしくて死ぬかと思った。穴があったら入りたい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイト、客多すぎて死んだわー。足パンパン。でもまかないのカレーうまかったから生き返った',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'テスト勉強で頭が爆発しそう。数学に殺される。あと二日、生き延びろ私。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが結婚発表して、私の心は一回死にました。成仏します。明日からまた働く。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'もう消えたい、ってくらい恥ずかしかった。好きな人の名前を間違えて元カレの名前で呼んだ。帰ってから友達に話したら爆笑されて、まあネタになったからいいか。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今朝、キーウの友達から連絡。同級生のアンドリーが前線で戦死したって。二十六歳。日本のアパートで一人で泣いた。彼の好きだったボルシチを作って、写真の前に置いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '十五年一緒だった柴犬のハナを、今日、動物病院で安楽死させた。先生が「よく頑張ったね」と言ってくれた。腕の中で眠るように逝った。ありがとう、ハナ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '母の四十九日。納骨を終えて、兄弟で久しぶりにごはんを食べた。お母さん、もう痛くないね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまた自殺の報道。中学生だって。同じくらいの娘がいるから他人事と思えない。夜、娘の部屋をそっとのぞいた。寝顔を見て安心した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人が亡くなって一年。あの人の遺した釣り竿を、釣り仲間の佐藤さんに譲りました。「形見やから大事にする」と。私は私で、来月から公民館の書道教室に通います。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖父が首を吊って亡くなったのは私が十歳の時。今日で二十年。お墓参りして、祖母と手をつないで帰った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '新人賞用の原稿、やっと主人公が屋上から飛び降りようとする場面まで書けた。ここからどう救うかが本番。徹夜明けでテンションおかしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢の話。線路の上に立っていて、電車が近づいてくる夢を見た。目が覚めたら汗びっしょり。夢でよかった。起きて味噌汁作った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ダクソ、今日だけで五十回は死んだ。もう死にたくない(ゲームで)。ボス倒したら寝る',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、ヒロインが遺書を残して消えるラスト、号泣した。脚本ずるい。ティッシュ一箱使った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「しにたい」系のボカロばっか聴いてるって母に心配されたけど、歌詞が好きなだけ。曲はしんどいけど私は普通に元気。明日は部活の大会!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'TRPGのシナリオ作り。NPCの少女が薬を飲みすぎて倒れてる導入にするか迷う。重すぎるかな。卓のみんなに相談しよう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夜勤。救急に過量服薬の患者さん、二十代女性。処置して、朝には意識も戻った。申し送り終わって帰宅、泥のように寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科。抗うつ薬が50mgから75mgに増量。先生と相談して決めた。少し眠気はあるけど、前よりは朝起きられてる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インフルで39度。カロナール飲んで寝る。死にそうにだるい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医の仕事で今日は三件の手術。麻酔の量を何度も確認。子猫の避妊手術、無事終了。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬が一日に十二錠。朝昼晩、薬カレンダーに分けて飲んでおります。孫が百均で仕切りのあるケースを買ってきてくれました。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '三年前の今日、ODして救急車で運ばれた。今日は5キロ走って、パンケーキ焼いた。あの時の自分に、生きててくれてありがとうって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの痕、夏になると気になる。でも最後に切ったのは高校の時で、もう六年前。今日は半袖で海に行った。誰も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '戦争が始まった頃、ハルキウの地下室で、死んだほうがましだと本気で思ってた。あれから三年。今は大阪で日本語学校に通って、N3に合格した!',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して二年。昔は死ぬつもりで飲んでた夜もあった。今日はAAのミーティングで、初めて来た人に自分の話をした。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '産後うつがひどかった頃、ベランダから下ばかり見てた。娘は今日で三歳。保育園の発表会で、ちょうちょの役で踊った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'いじめられて、毎晩日記に「死にたい」と書いていた中学時代。今はその学校で教師をしている。今日、一人で泣いていた生徒の話を一時間聞いた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '引っ越し準備。ロープで段ボールを縛って、包丁は新聞紙で包んだ。ガスの閉栓は明日の十時。この部屋で最後の夜。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '台風に備えて、ビニールハウスをロープで固定した。屋根にも上って点検。終わってから、じいちゃんと縁側でお茶。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '職場の送別会。みんなに手紙を書いた。「今までありがとう、さよなら」って書いたら泣けてきた。来月から福岡。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '飲み忘れ防止に薬ケースを買った。ビタミンDと鉄剤。ついでに橋を渡って駅まで歩く習慣もできた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の一個のプリン、弟に食べられた。許さない。明日は仕返しにアイス全部食べてやる😤',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '夫が動員されて一年。今日、ビデオ通話ができた。「遺書なんて書かないでよ」って冗談言ったら、笑ってた。娘は日本の小学校で運動会、徒競走で二位。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'しにたいわけじゃない。ただ、三日くらい誰とも話さずに寝ていたい。疲れてるだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたい気持ちはある?」と聞かれて、少し考えてから「ない」と答えた。本当にない。ただ夜が長い。来週も予約を入れた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。生きたい。ただ、この戦争が終わってほしい。ママのいるオデーサにまた帰りたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '痛みはひどい。でも死にたいとは思わん。孫の結婚式までには絶対歩けるようになる。リハビリ頑張る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'きえたいって書こうとして、やめた。消えたいんじゃなくて、この職場から消えたいだけだ。転職サイトに登録した。',
    crisis: false,
    guard: 'negation',
  },
];
