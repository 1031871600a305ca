import type { EvalNote } from './types';

/**
 * Japanese notes of the eightyeighth round, written blind: the writers range from a 14-year-old bullied
 * pupil and an LGBT high-schooler to an 85-year-old widow, and include Ukrainian evacuees in Japan (a
 * widow, a mother from Kharkiv, a former captive, a man facing mobilisation), a Vietnamese technical
 * intern, nurses, a farmer, a postpartum mother, carers, people in debt, in chronic pain and in recovery
 * from alcohol. There are 40 crisis notes spread over all eleven classes. Most are indirect: an invented
 * metaphor (a logout button, a long holiday), a date circled, a roof or a platform visited and measured,
 * pills counted, things given away, a goodbye disguised as tidying up, a therapist's or screening question
 * answered honestly, dark humour, a song line the writer owns, and one long ordinary entry with the risk in
 * a single sentence. There are 40 quiet notes spread evenly over the seven guards (figurative, othersDeath,
 * fiction, medical, past, everyday, negation), written on the same topics (war, grief, debt, illness,
 * loneliness, pills, roofs, rails, letters) and in the same styles. Both sides mix plain and polite forms,
 * Kansai-ben, hiragana net slang (しにたい, きえたい), emoji, kaomoji, typos, missing punctuation, lists,
 * one-liners and 8 to 12 line entries.
 *
 * First run, on f78951e (the session's sixth commit), before any change made for it: recall 37/40,
 * false alarms 4/40 (on 781ee06, the session's start: recall 36/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'もう決めた。今夜で全部おしまいにする。誰にも止められたくないから、ここにだけ書いとく。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもう無理や。今日こそ自分でケリつけたる。オカン、ごめんな。',
    crisis: true,
    class: 'intent',
  },
  {
    text: `日本に来て一年と三ヶ月。
ハルキウの家は、もうない。写真で見た。屋根がなかった。
夫は去年の春から連絡がない。行方不明、という言葉にもう慣れてしまった。
支援の人たちはとても親切。日本語教室の先生も。
でも、毎朝起きると、ここがどこかわからない。
娘はウクライナにいる祖母のところに残った。私が連れてこられなかった。
今日、自分の手で自分を終わらせるつもり。
日本語で書くのは、ここなら誰にも読まれないと思うから。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: '上司に「死ぬ気で頑張れ」って言われたから、言われたとおりにしようと思う。頑張るほうはもう無理だから、前半だけ。明日の朝礼にはいない予定です笑',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  { text: 'きえたい。ほんとに。空気になりたい(´・ω・`)', crisis: true, class: 'passive' },
  {
    text: 'じいさんが逝って三年になります。毎晩、仏壇に「早う迎えに来てちょうだい」と頼んでから寝ます。今朝もまた目が覚めてしまいました。がっかりしました。明日の朝は、覚めませんように。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の問診票。最後の質問「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」。「ほとんど毎日」に丸をつけかけて、消して「数日」にした。ほんとはほとんど毎日。ほんとは今も。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '通勤電車で毎朝思う。このまま脱線でもして、巻き込まれて終われたら楽なのに。会社に行かなくていい理由がほしいんじゃなくて、もう存在しなくていい理由がほしい。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'もうすぐ長いお休みに入ります。有給じゃないやつ。誰にも迷惑かけない、ずーっと長いやつ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の模試、申し込まなかった。担任に理由聞かれたけど、適当にごまかした。どうせ受けない。その頃にはもう、わたしここにいないし。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'サーシャ、今日で一年だね。あなたのいない部屋で、日本語の勉強はもうやめた。もうすぐそっちに行くから、あの橋のところで待ってて。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のログアウトボタンどこ?もう押していいよね。セーブデータは消しといて、引き継ぎなしで。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ずっと聴いてるあの曲の「夜に溶けて消えてしまいたい」ってとこ、もう歌詞じゃなくて私の予定になってる。今夜、溶けにいく。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: '駅の3番線、快速は止まらない。通過する時の風がすごい。今日は白線の内側で、何本見送ったか数えてた。11本。次のは見送らないかもしれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵が壊れてるのは前から知ってた。今日上がってみた。柵は胸くらいの高さ。足をかければ越えられる。下を見ても、もう怖くなかった。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭って ホームセンターで普通に売ってるんだな 車の目張りのやりかた調べてたら夜明けた レシートは捨てた',
    crisis: true,
    class: 'method',
  },
  {
    text: '今年も米の値段は上がらん。借りた金は返せん。納屋の梁は太い。親父のときも、あれは持ちこたえた。ロープは軽トラの荷台に積んである。',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'カレンダーの28日に赤丸をつけた。給料日の次の日。家賃を払って、猫のごはんを多めに買って、それでおしまい。あと9日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カウンセラーに「具体的に考えたことはありますか」と聞かれて、「ないです」と答えた。嘘。場所も時間も決まってる。土曜の朝、まだ誰もいない海。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '卒業式の前の日にする。それまではちゃんと普通にしてる。誰にも気づかれないように。カミングアウトなんて一生しない。一生がそこまでだから。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '夜中に一回、練習した。途中で怖くなってやめた。次はやめない。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'お気に入りのパーカーは妹に、Switchは友達にあげた。「急にどしたん?」って言われたから「断捨離」って答えといた。あとはスマホのパスコードを紙に書いて、机の引き出しに入れたら完了。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `ママへ
いままで育ててくれてありがとう。
ママのせいじゃないからね。ぜんぜんちがうからね。
ハムスターのごはんは、一日スプーン一杯です。ひまわりの種はあげすぎないでね。
ノートのつづきは読まないで。
よろしくね。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `やること
・生命保険の証書
・通帳と印鑑、封筒にまとめる
・ネット銀行とスマホのパスワード一覧
・ポチは実家に頼む(散歩は朝夕)
・妻への手紙
借金は、これで全部帳消しになるはず。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'グループLINEに「みんな今までありがと、めっちゃ楽しかった」って送って、すぐ退会した。既読つく前に。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '赤ちゃんがまた泣いてる。私が抱いても泣き止まない。夫が抱くとすぐ泣き止む。私がいなくなっても、この子はちゃんと育つ。むしろそのほうが幸せに育つ。もう、そうとしか思えない。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'オムツを替えてくれる娘の手が荒れている。私さえいなければ、この子はもっと自由に生きられたのに。もう十分生きました。早く解放してあげたい。今夜、そうしてあげるつもりです。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '義足のリハビリ、半年。妻は夜勤を増やした。俺は家で座ってるだけのお荷物だ。計算してみたら、俺の遺族年金のほうが、俺より家族の役に立つ。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  { text: 'またやった。腕。長袖の季節でよかった', crisis: true, class: 'selfHarm' },
  {
    text: '今日もいじられた。帰ってからコンパスの針で太ももに線を引いた。10本。痛いと、ちょっとだけ息ができる。明日は何本になるんだろう。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '昨日ケーキ食べた罰として今日はなにも食べない。明日も。お腹が鳴るたびに、ざまあみろって思う。体重計は朝と夜に乗る。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '来年の手帳、今年は買わなかった。来年っていう言葉が自分に関係ない気がする。あと何回この朝を繰り返すの?なんのために?答え:ない。これがずっと続くなら、続けなくていい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `私の町が占領されて二年になる。
息子の消息はわからない。赤十字にも、大使館にも、何度も問い合わせた。
返事はいつも同じ。「確認中です」。
日本の小さなアパートで、毎日同じニュースを見る。
何も変わらない。これからも変わらない。
生きる理由を探すのに、もう疲れた。
探すのを、今日でやめようと思う。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '借金まだ200万。給料ぜんぶ送る。ベトナムに帰れない。日本でも生きれない。出口ない。もう、つづけたくない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '処方された睡眠薬、飲まずにためてる。今日で42錠。あとちょっと。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストゼロ3本目。ついでに薬箱のも全部いっとく。明日起きなくてもいいや🥂',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病棟から持ち帰ったわけじゃない。自分の分を二ヶ月、少しずつ残してきただけ。どのくらい飲めば足りるかは、仕事柄よく知ってる。明けの日にする。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '断酒して14ヶ月。今日コンビニで缶を手に取って、棚に戻した。戻ってきたのは酒じゃなくて、あの頃の「もういいや、終わろう」って声のほう。最近また、橋を渡るたびに下の川を見てる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2年ぶりにカッター買った。あの頃の自分には戻りたくなかったのに、体が戻りたがってる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `今日は晴れ。
午前中は洗濯して、シーツも干した。
午後は図書館で本を返して、新しいのを二冊借りた。
帰りにパン屋さんで新作のクリームパン。おいしかった。
夕方、母から電話。「元気?」って聞かれて「元気だよ」って答えた。
夜はドラマの続きを見た。
救急車で運ばれたあの冬と同じ考えが、最近また毎晩戻ってきてる。
明日は燃えるゴミの日。`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '課題多すぎて死ぬ。まじで死ぬ。レポート3本同時とか殺す気か😇 とりあえず一本目終わらせて寝る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、プレゼンで噛みまくって恥ずかしすぎて死ぬかと思ったわ。穴があったら入りたいってこういうことやな。帰りにたこ焼き食べて復活。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'クレカの請求見て一回死んだ。…いや生きてるけど。リボ払いやめて、今日から家計簿アプリ入れた。今月は自炊。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新曲が尊すぎて無事死亡。成仏します。ありがとうございました🙏 明日も仕事がんばれる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜泣きで三時間睡眠が一週間。完全にゾンビ。生ける屍。でも朝、寝顔見たら全部チャラになるの、ずるい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '台風で田んぼ半分やられた。こっちが先にくたばるわ、って母ちゃんと笑った。共済が下りるらしい。来年また植える。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: '今日、前線にいた幼なじみのミーシャが戦死したと連絡が来た。28歳。子どもの頃、一緒にドニプロ川で泳いだ。一晩中泣いた。彼の分まで、ここでちゃんと生きる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'モモを今日、病院で眠らせてもらった。16歳。最後まで私の手を舐めてた。ごめんね、ありがとう。部屋が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父の一周忌。母は「私も早くお父さんのとこ行きたいわ」って言うけど、昔からの口癖。食欲もあるし、カラオケ教室にも通ってる。兄と相談して、月一で顔を出すことにした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、朝の駅で人身事故って。電車が一時間止まって、遅刻して、イライラした。あとで、その人にも家族がいたんだよなって思って、イライラした自分がいやになった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `クラスの子が亡くなった。
自分で、らしい。先生は詳しく言わない。
クラスLINEがずっと静か。
同じ班だったのに、なんで気づけなかったんだろう。
お母さんに話したら、黙って抱きしめてくれた。
明日、スクールカウンセラーのところに行ってみる。
花、何を持っていけばいいのかな。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の十三回忌でした。もう泣かなくなりました。仏壇のお花を替えて、お茶をいれて、今日あったことを話しました。孫が大学に受かったよ、と。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '『人間失格』読み終わった。「恥の多い生涯を送って来ました」、わかりすぎてしんどい。でも読み終わったら意外とすっきり。次は『斜陽』。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上の柵を越えるシーン、どう書いても嘘っぽくなる。編集さんに「もっと静かに」と言われた。明日また書き直し。〆切まであと10日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で崖から落ちた。落ちてる途中で目が覚めて心臓バクバク。ただの夢。顔洗ってコーヒー飲んだら落ち着いた。今日は燃えないゴミの日',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングでまた死んだ。これで100回目。ボス強すぎ。死んで覚えるゲームだからしゃーない笑',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマで主人公が薬を大量に飲むシーンがあって、母と二人で黙ってしまった。そのあと母が「あんたは何かあったら言いなさいよ」って。「言うよ、大丈夫だよ」って答えた。本当に大丈夫。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケでさよなら系の曲ばっか歌ってたら「失恋した?」って言われた。ちがう、ただ好きなだけ。最後はみんなでアイドル曲歌って解散🎤',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `夜勤。
ODの搬送が2件。一人は20代の女の子だった。
処置のあと、お母さんが廊下でずっと泣いてた。
朝には意識が戻って、お母さんと話せていた。
仕事だから淡々とやるけど、帰りの車でちょっとだけ泣いた。
コンビニでプリン買って帰った。寝る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '頭痛がおさまらないのでロキソニン1錠。説明書どおり4時間あけてもう1錠。明日は脳神経外科に行く。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニック。ブロック注射、今回はよく効いた。痛みが10のうち4まで下がった。先生が「薬をひとつ減らしましょう」って。ちょっと希望。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'うちの犬、抗生物質を朝晩一錠ずつ。錠剤をチーズで包むとバレずに飲む。かしこいのかアホなのか🐶',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で一ヶ月分もらった。28錠。ピルケースに一週間ずつ仕分けるのが日曜の儀式。飲み忘れなし、3ヶ月目。先生にも褒められた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '明日手術。同意書に「万が一の場合」とか書いてあってビビった。麻酔科の先生が「寝て起きたら終わってますよ」って。それを信じる。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'あれから三年。あの夜、救急車で運ばれたことは、もうずいぶん遠い。今日は5km走った。自己ベスト。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だった半年間、毎日死にたいと思っていた。今は違う。日本で妻と暮らして、日本語学校に通っている。今日、漢字テストで満点をとった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '夏。半袖を着た。腕の古い傷、もう白くなってる。見られても平気になった。切らなくなって4年。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒3年の記念日。ミーティングの仲間がケーキを用意してくれた。最初のころは毎晩消えたいって思ってたな。今はあの頃の自分に「大丈夫だよ」って言える。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中2のとき、学校の屋上に上がったことがある。あの日、担任が追いかけてきてくれた。今日、その先生に教育実習の報告に行った。泣かれた。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: '引っ越し準備。ロープと段ボールとガムテープ買った。冷蔵庫の中身は最後の一個まで食べ切る作戦。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス代の請求来て白目。冬ってこんなにかかるの?来月は鍋の回数減らす…いや減らせない',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で布団干し。風強くて飛ばされそうになった笑 橋の向こうまで見えて気持ちよかった。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '10年いた店の送別会。最後の挨拶で泣いてしまった。みんなから手紙もらった。明日から新しい職場。さよなら、ありがとう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。切れ味が戻って玉ねぎ切るのが楽しい。今日はカレー。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '遺言書を書きました。と言っても終活セミナーの宿題です。八十にもなると、子どもらに迷惑かけんよう整理しとかんとね。健康診断はオールAでした。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ一週間くらい誰とも話さず寝ていたい。来週、有給とる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達にカミングアウトした。「で?」って言われて笑った。きえたい?って昔は毎日思ってたけど、今日自分に聞いてみたら答えはノー。ぜんぜんノー。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいなんて思わない。子どもたちがいる。ただ、戦争が終わってほしい。キーウの母に毎朝電話する。今朝も出てくれた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「自分を傷つけたいと思うことは?」って聞かれて、少し考えて「ないです」と答えた。本当にない。ただ眠れないだけ。眠剤の量を相談した。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '召集令状が来た。怖い。でも死ぬつもりなんてない。生きて帰る。娘の入学式に出るって約束したから。',
    crisis: false,
    guard: 'negation',
  },
];
