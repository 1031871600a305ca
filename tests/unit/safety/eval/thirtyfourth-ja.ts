import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-fourth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers aged roughly 14 to 85 — high-school
 * students, an LGBT teen, office workers, a postpartum mother, carers, a nurse, a vet, a farmer, a construction
 * worker, people in debt, people with chronic pain, recovering drinkers and drug users, lonely widowers, and
 * Ukrainian evacuees in Japan (widows, a disabled veteran, people from occupied towns, soldiers' relatives).
 * 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden,
 * selfHarm, hopelessness, dose, relapse) and 40 quiet notes across the seven guards (figurative, othersDeath,
 * fiction, medical, past, everyday, negation). Styles: plain and polite forms, Kansai-ben, hiragana net slang
 * (しにたい, きえたい), half-width katakana, emoji and kaomoji, no punctuation, learner's Japanese from Ukrainian
 * evacuees, lists, a letter, screening questions answered, replies to a relative's question, dark humour, one-line
 * notes and long entries where the crisis sits in one sentence.
 *
 * First run, on 53422ef, before any change made for it: recall 37/40, false alarms 8/40
 * (on be8889e, the stop's start: recall 33/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  { text: 'しにたいじゃなくて しぬ もうきめた', crisis: true, class: 'intent' },
  {
    text: 'にほんにきて8か月。ことばもわからない、しごともない、おっとはまだ前線。ビザの書類もわからない。きょうはほんとうに自分をころしたいとおもった。いまもそのきもち、ぜんぜんきえない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもう無理や。今日こそ自分で終わらせたる。おかん、ごめんな',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'スクールカウンセラーの質問票。「この2週間、死んだ方がましだ、または自分を傷つけようと思ったことがありますか」→「ほとんど毎日」に丸をつけた。嘘つけなかった。今日もずっと考えてる。今回は考えるだけじゃなくて本当にやるつもり。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '母に「最近元気？」って聞かれて「元気だよ〜」って返した。元気じゃない。毎晩、朝が来なければいいのにって思いながら目を閉じてる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十二歳。家内に先立たれて三年になります。毎晩、このまま眠ったまま逝かせてくださいと仏壇に手を合わせております。今朝もまた目が覚めてしまいました。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたいきえたいきえたい 存在ごとなかったことにしてほしい (´;ω;`)',
    crisis: true,
    class: 'passive',
  },
  {
    text: '朝から雨。通勤電車が遅れて会議に5分遅刻。課長には何も言われなかったけど視線が痛かった。昼はコンビニのおにぎり二つ。午後は資料の修正で終わった。帰りにスーパーで半額の惣菜を買った。洗濯物は部屋干し。横断歩道で毎日、トラックが突っ込んできてくれたらいいのにって思う。明日も雨らしい。',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'もうすぐおばあちゃんに会いに行けるから、こわくないよ。おばあちゃんもきっと待ってる',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'みんなに迷惑かけるのも、あと少しの辛抱だから。来週にはもう誰も私の心配しなくてよくなるよ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のログアウトボタンどこ？わりとマジで探してる笑 もうコンティニューはしない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'イヤホンでずっと同じ曲。「さよならの向こう側へ」ってフレーズ、今の私のことだと思う。向こう側に行く準備はもうできてる。',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'マンションの屋上、鍵かかってないの知ってる。今日何回も見に行った。何階からなら確実なのかずっと調べてた',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ買った。何に使うのか聞かれたらどうしようってドキドキしたけど、レジの人は何も聞かなかった。今クローゼットの中にある。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'おとうとは戦死した。わたしは日本で安全。でも安全なのがつらい。駅のホームで電車が来るたび、一歩前に出たくなる。きょうは黄色い線の外に立っていた。つぎは下がらないかもしれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭 って検索したら相談窓口の電話番号ばっか出てきてムカついた そういうのいらないからやり方だけ知りたい',
    crisis: true,
    class: 'method',
  },

  {
    text: 'Xデーは誕生日にした。25歳になる前に。あと6日。部屋も少しずつ片付けはじめた',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やること\n・銀行とスマホのパスワードを紙に書く\n・猫のごはんを多めに出しておく\n・遺書は机の二段目\n・金曜の夜、家族が寝てから\n・靴はそろえる',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのう、橋まで行って下見してきた。人がいなくなるのは夜中の2時くらい。フェンスも低い。次は本番。',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'お母さんへ\nいままで育ててくれてありがとう。\n反抗ばっかりしてごめんね。\nハムスターのモカのこと、よろしくね。\n私の部屋のものは全部ゆいにあげて。\nもう謝らなくていいところに行くね。\nお母さんのせいじゃないから、自分を責めないでね。\nさようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、大事にしてたギターを後輩にあげた。「いいんすか？」って言われたけど、もう俺は弾かないからいいんだ。腕時計は兄貴に送った。どんどん身軽になってく。あとは俺だけ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'LINEで昔の友達みんなに「今までありがとう、元気でね」って送った。既読がついていく。返信は見ない。これで思い残すことない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ホストファミリーの佐藤さんへ手紙をかいた。ありがとう、ごめんなさい、むすめを日本の学校にかよわせてください、と。夫のいないせかいで生きるちからが、もうない。手紙はあしたの朝みつかるように台所におく。',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '夜泣きのたびに私も泣いてる。夫は仕事で疲れ切ってる。私がいないほうが、この子はもっとちゃんとしたママに育ててもらえる。産後うつとか関係なく、本気でそう思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '介護されるばかりで、娘の人生を食いつぶしております。私さえいなければ、あの子は自由になれる。もう十分生きました。これ以上迷惑をかけたくない。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ぼくは足をなくした。妻はしごとをふたつしている。ぼくはお金がかかるだけのにもつ。ぼくがいなくなれば妻はらくになる。きょうもほんとうにそうおもう。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '私がいるとみんな空気悪くなるし、いない方がクラスも家も平和じゃん🙃 ほんとに消えたら喜ばれると思う、まじで',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'また切った。今度は太もも。もうすぐ半袖の季節なのにどうしよう。でも切らないと息ができない',
    crisis: true,
    class: 'selfHarm',
  },
  { text: 'ﾘｽｶしたい衝動がやばい ｶｯﾀｰ持ったまま30分たってる', crisis: true, class: 'selfHarm' },
  {
    text: '今日も何も食べてない。食べたら罰として吐く。こんな体、痛めつけて当然。明日も食べない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'カウンセラーに「最近自分を傷つけることはありますか」って聞かれて、「ないです」って答えた。壁を殴りすぎて手の甲が紫なのに。帰ってからまた殴った。もっと痛くなればいいと思った。',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: '借金は850万。返せる見込みゼロ。働いても働いても利息に消える。この先何年たっても何も変わらない。もう生きていく理由が見つからないし、続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '親にカミングアウトしたら「気持ち悪い」って言われた。この家にあと3年。この町で、この国で、私みたいなのが普通に生きられる未来なんて来ない。もうがんばる気力も、明日を迎える気もない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ふるさとはまだ占領されている。両親とは半年連絡がとれない。ここで待っても何もかわらない。もう終わりにしたい。待つのにつかれた。',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '睡眠薬、1か月分ためてある。今夜ぜんぶ飲む。お酒と一緒に。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ちょっと飲みすぎたかも？いや、わざと。薬もシートごと全部いった。もう起きなくていいように🍺💊',
    crisis: true,
    class: 'dose',
  },
  {
    text: '母の痛み止めを少しずつ抜いて自分の引き出しに集めてる。もう40錠。何に使うかは自分がいちばんわかってる',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'リスカやめて1年3ヶ月。アプリのカウンター今日リセット。また戻ってきちゃった。止まらない',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒して2年。今日、コンビニで缶を手に取ってレジまで行った。飲んだ。あの頃の「お前なんか死んでしまえ」って声も一緒に戻ってきた。その声のとおりにしたいと思ってる自分がいる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の未遂のあと、やっと笑えるようになったのに。最近またあの考えがずっと頭の中にいる。今日は一日中、どうやってやるかばかり考えてた。主治医にはまだ言えてない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: '期末テストまじで死ぬ。数学のせいで死ぬ。明日の朝までに範囲おわるわけない笑',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて死にたい。会議で課長のこと「お母さん」って呼んじゃった…消えたい…穴があったら入りたい…',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の現場、暑さで死ぬかと思った。38度。水2リットル飲んだ。親方はずっと元気。化け物か',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'あかん、笑い死ぬ。甥っ子がばあちゃんの入れ歯つけて踊っとる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新曲、尊すぎて無理。しんどい。死ぬ。成仏した🙏✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'バイト12時間、もう屍。足が棒。今日はシャワー浴びて即寝る。生きてるだけで偉いぞ私',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'きょう、キーウの友だちから連絡。幼なじみのアンドリーが前線で戦死した。28さい。日本にいるわたしは何もできない。ろうそくをともして、ウクライナ語でお祈りした。彼のことをわすれない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '14年一緒にいたコタロウを、今日動物病院で安楽死させた。最後まで私の手をなめてくれた。決めたのは私。ごめんね、ありがとう。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生の葬式。これで今年三人目。みんな先に逝ってしまう。帰りに昔からの喫茶店でナポリタンを食べた。私はもう少し、孫の結婚式までは見届けるつもり。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、ハルキウの集合住宅にミサイル、子どもを含む12人死亡。母の住んでる地区のすぐ近く。電話がつながるまで手が震えた。母は無事。でも12人は無事じゃない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の先輩が自殺したって聞いた。信じられない。先週インスタにラーメンの写真あげてたのに。何か気づけたんじゃないかってずっと考えてる。明日お通夜に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の三回忌。お墓の前で最近のことをいろいろ話した。孫が歩き始めたよ、とか。会いたい。でもそっちに行くのはまだずっと先ね、と言ったら風が吹いた。',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: '今日観た映画、主人公が最後に屋上から飛ぶシーンで号泣。救いがなさすぎる。映画館出てからもしばらく立てなかった。原作小説も買った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の第三章、ヒロインの遺書を書くのがしんどい。彼女の声で「さようなら」を書くのに三日かかった。締め切りは来月。編集さんには「ここが山場です」と言われてる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'またボスに殺された。今日だけで87回死んだ。第二形態むりゲーすぎ。コントローラー投げそう',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列していて、誰も泣いてなくて、みんなでカレーを食べていた。起きたら汗びっしょり。夢占いで調べたら「再生」の意味らしい。ちょっと安心。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「消えてしまいたい」って歌詞の曲ばっかり入れてたら、友達に「メンヘラセトリやめろ」って笑われた。でもあの曲、歌うとスッキリするんだよね。次はアニソン縛り。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '読んでる漫画、主人公が「生まれてこなければよかった」って叫ぶ回で泣いた。作者天才か。来週の展開が気になりすぎて寝れない',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。救急に20代女性、薬の過量服薬で搬送。胃洗浄の介助。意識が戻ってお母さんが泣いてた。休憩中、自分のおにぎりが喉を通らなかった。明けで帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '内科で睡眠薬を処方してもらった。1日1錠、寝る30分前。先生に「量は必ず守ってね」と言われた。ちゃんと守ります。今夜は久しぶりに眠れるといいな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止め、今日から量が増えた。朝晩2錠ずつ。ペインクリニックの先生が丁寧で、少し希望が見えた。来月からリハビリも始まる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医の仕事。今日は二件の安楽死に立ち会った。飼い主さんの涙は何年やっても慣れない。帰りにビール一本。明日は子犬のワクチン予約が六件。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科の定期受診。質問票の最後の「死んだ方がましだと思ったことは」、今回は「全くない」に丸をつけられた。先生も「いい感じですね」って。薬は今の量で継続。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リハビリ病院。義足の調整。理学療法士さんが「今日は300メートル歩けましたね」と。キーウの部隊の仲間にビデオを送った。痛い、でも前に進んでる。',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '三年前の今日、私は救急車で運ばれた。自分で薬を飲んで。今日は5キロ走って、ケーキ買って、自分にお祝いした。生きててよかったって本気で言える日が来た。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの跡、夏になると見える。昔の自分の跡。もう5年切ってない。今日は半袖で海に行った。誰も気にしてなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '二十歳のとき、ほんまに死のう思て橋の上まで行ったことあった。あれから十五年。今日その橋を娘と自転車で渡った。娘は川の鴨に夢中やった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'NAのミーティングで自分の話をした。昔は毎晩「明日が来なければ」と思ってたこと。今は朝ごはんを作るのが楽しみなこと。みんな拍手してくれた。クリーン4年目。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年、日本にきたばかりのころは、毎日きえたいとおもっていた。いまは日本語クラスでいちばんに手をあげる。先生に「じょうずですね」といわれた。きょうの夕ごはんはボルシチ、ホストファミリーとたべた。',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'キャンプ道具の準備。ロープ、ナイフ、ガスボンベ、ランタン。来週は家族で湖のそばに一泊。娘が初めてのテント張りを楽しみにしてる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上でお弁当。今日でこのプロジェクトも最後。チームのみんなに手紙とお菓子を配った。さようなら、じゃなくて、またね。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '朝から畑。台風の前にトマトの支柱をロープで縛り直した。農薬の散布は明日に延期。夕方、隣のじいちゃんがスイカくれた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しの荷造り完了。本も服もほとんど処分して、ギターは友達に譲った。身軽になった！来週から福岡で新生活。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ドラッグストアでビタミン剤と風邪薬まとめ買い。ポイント5倍デーは最強。薬箱を整理して期限切れのを捨てた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉めたか三回確認して家を出た。心配性すぎ。旅行初日、京都の紅葉は最高だった。最後の日は嵐山に行く予定。',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: '学校でハブられてる。でも消えたいとかは思ってない、ムカついてるだけ😤 卒業まであと半年、耐えるし、そのあと見返す',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ウクライナの母に「だいじょうぶ？」ときかれて「だいじょうぶ」とこたえた。ほんとうに大丈夫。つかれてるけど、死にたいなんておもわない。生きて、戦争がおわったらかえる。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことある？」って聞かれた。ない、って答えた。それは本当。ただ進路が決まらなくて焦ってるだけ。話したら少し楽になった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護でくたくた。でも死にたいとかじゃない。母のこともまだまだ見ていたい。ショートステイ使って、今週末は一人でスーパー銭湯に行く。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金はあるけど、死んで詫びるなんて発想は一ミリもない。今日、弁護士に債務整理の相談した。道はある。',
    crisis: false,
    guard: 'negation',
  },
];
