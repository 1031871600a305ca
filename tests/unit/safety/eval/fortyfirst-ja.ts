import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: diary entries from writers aged about 14 to 85 —
 * bullied middle-schoolers, a gay high-schooler, university students, office workers in exploitative jobs,
 * postpartum and working mothers, carers, a farmer in debt, nurses and a veterinary worker, people in
 * recovery from alcohol, drugs and self-harm, people with chronic pain and cancer, lonely widowed elderly, and
 * Ukrainian evacuees in Japan (widows, a former prisoner of war, a mother whose son is at the front). 40 crisis
 * notes spread over all eleven classes (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4,
 * burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3), mostly written around the textbook words, and 40
 * quiet notes using the same vocabulary and topics (figurative 6, othersDeath 6, fiction 6, medical 6, past 6,
 * everyday 5, negation 5). Styles: plain and polite forms, Kansai-ben, hiragana/katakana net slang (しにたい,
 * きえたい, 草, ｗ), IME conversion typos, no punctuation, emoji and kaomoji, to-do lists, a letter, answers to
 * a parent's or a counsellor's question, a screening form answered honestly, a song title the writer owns, dark
 * game humour, one-liners and long day logs where the crisis sits in a single sentence.
 *
 * First run, on c75d8c1, before any change made for it: recall 37/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 33/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'あしたからもうがっこういかない。っていうかもうどこにもいかない。今夜でおわりにするってきめた',
    crisis: true,
    class: 'intent',
  },
  {
    text: '夫がいない世界で、これ以上生きていくつもりはありません。日本語の勉強も、仕事探しも、もう意味がない。今日で終わりにします。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ワイの人生クソゲーすぎて草。リセットボタンどこ？って冗談で言ってたけど、割とマジで今夜押すわ。セーブデータはいらん',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: `この子が夜中に泣くたびに、私なんか最初からいなければよかったのにと思う。
授乳しながら、このまま朝が来なければいいのにって毎晩願ってる。
夫には「順調だよ」としか言ってない。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい　きえたい　きえたい　ずっと寝てたい　もう目がさめなくていい',
    crisis: true,
    class: 'passive',
  },
  {
    text: '妻に先立たれて三年。毎晩仏壇に手を合わせて「早く迎えに来てくれ」と頼んでいる。今朝もまた目が覚めてしまった。がっかりした。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '横断歩道で信号待ちしてると、トラックが突っ込んできてくれないかなって毎回思う。自分からは怖くてできないから、誰か終わらせてほしい。腰の痛みは今日もMAX。',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'ゼミの発表、もう準備しなくていいや。その頃には私、ここにいないし。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '昔よく聴いてた「遠くへ行きたい」って歌、今日やっと意味がわかった気がする。私も遠くに行く。戻ってこないほうの遠く。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お墓の前で母に「もうすぐそっちに行くからね」って話しかけた。いつもの冗談じゃなくて、今回は本気。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ログアウトしたい。ゲームじゃなくて人生のほう。もう二度とログインしなくていい設定でお願いします🙏',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'うちのマンション14階。ベランダの手すり、思ってたより低い。今日だけで三回くらい下をのぞいてた。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで「一番丈夫なロープってどれですか」って店員に聞きそうになった。何に使うのか聞かれたらなんて答えればいいんだろう。',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の農薬、どれなら確実なのか調べてる。借金も畑も、もう背負いきれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: `6:40 起きる
7:30 満員電車
9:00 朝礼、課長にまた詰められる
12:00 昼はコンビニのおにぎり
15:00 資料やり直し
19:30 やっと退社
20:10 いつもの踏切。遮断機が下りた瞬間、くぐりそうになった。今度は足が止まらない気がする
21:00 風呂
明日も同じ`,
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'Xデーは3月14日。誕生日の前の日にする。それまでに部屋を片付けて、スマホの中身を消して、猫は実家に預ける。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カウンセラーに「具体的な計画はありますか」って聞かれて、「ないです」って答えた。嘘。日にちも場所ももう決めてある。金曜の夜、あの橋。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'リハーサルやと思て、今夜あの崖まで車で行ってきた。家から20分で着くわ。柵も低かった。次は降りる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `やることリスト
・図書館の本返す
・銀行口座の整理
・母と妹に手紙
・土曜の夜に決行
・最後に海を見る`,
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: `お母さんへ
今まで育ててくれてありがとう。
ハムスターのモチのこと、よろしくね。ごはんは朝と夜に少しずつ。ひまわりの種はあげすぎないで。
お母さんのせいじゃないからね。
ごめんね。先に行きます。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、大事にしてたギターを後輩にあげた。服もほとんど売った。部屋がすっきりした。これで心残りはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワードは全部ノートに書いて机の引き出しに入れた。夫が困らないように。子どもたちの保険証と母子手帳の場所もメモした。これで安心していける。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハルキウの姉にLINEで長いメッセージを送った。「今までありがとう。愛してる。ごめんね」。既読がつく前に、全部終わらせたい。',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: '私が生きてるだけで、娘の人生が削られていく。施設のお金も、娘の時間も。私さえいなければ、みんな楽になれるのに。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親に「お前みたいなのが生まれて恥ずかしい」って言われた。そうだよね。ゲイの息子なんていないほうが、うちは普通の家族でいられる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'お母さんに「大丈夫？」って聞かれた。「大丈夫」って答えた。大丈夫じゃない。私なんか、いなくなったほうがみんなのためだよ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '足をなくしてから、妻は毎日俺の世話ばかりだ。あいつはまだ若い。俺が消えれば、あいつは人生をやり直せる。それが最後にしてやれる恩返しだと思う。',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'またやっちゃった。腕、今日はちょっと深め。絆創膏たりない(´;ω;`) でもこうしないと眠れない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を手の甲に押しつけた。罰。模試でE判定だったから。まだ足りない。もっとやらないと気がすまない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べてない。3日目。お腹が鳴るたびに、ざまあみろって思う。こんな体、罰を受けて当然。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'かったーみつめてる　いますぐきりたい　やめたいのにとまらない　だれか',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: `朝6時起床。弁当作って、子ども二人を送り出す。
パート、レジ。店長にまた嫌味を言われた。
帰りにスーパーで卵が安かった。
夕飯はオムライス。下の子がケチャップで顔を描いてた。
夫は今日も帰りが遅い。
洗濯物をたたみながら、この先何十年もこれが続くなら、もう続けなくていいやと本気で思った。
明日も6時起き。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '借金は600万。何をやっても返せない。出口なんかどこにもない。これから先も何も変わらないし、もう生きていたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'マリウポリの家はもうない。息子は前線。日本では言葉もわからない。未来のことを考えようとすると真っ暗で、もう続けていく力が残っていない。明日の朝を迎えたくない。',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  { text: '眠剤、ちょっとずつ貯めてた。いま40錠。今夜ぜんぶ飲む', crisis: true, class: 'dose' },
  {
    text: '焼酎一本あけて、そのあと頓服も残ってたぶん全部飲んだ。どうなってもいい。むしろどうにかなってほしい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '痛み止め、決められた量の5倍飲んだ。効かないからじゃない。もう起きなくていいように。',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '断酒2年、今日スリップした。それだけならまだいい。あの頃の「市にたい」がそのまま戻ってきた。前に未遂したときと同じ感じ。こわい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて1年半。今日、帰りにカミソリ買ってきた。まだ使ってない。でも手が勝手に探してる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'また来た。あの声。「お前なんか消えろ」ってやつ。退院してから半年、ずっと静かだったのに。今回は逆らえる気がしない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: '期末テスト、マジで死ぬ。数学の範囲広すぎ。死んだ魚の目で問題集といてる(´；ω；`)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'あかん、今日の会議で盛大にやらかした。恥ずかしすぎて死にそうや。穴があったら入りたいわ〜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'バイト12連勤、もう死んでる。しにそう。でも明日は推しのライブ！！生き返る✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '取引先の前で課長の名前間違えた。消えたい…いや、ほんとに消えたいわけじゃなくて、5分だけ透明になりたい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業月100時間超え。死んだように寝るだけの毎日。今週末は絶対に温泉行く。もう予約した♨️',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ランチの激辛ラーメン、死ぬかと思った🔥 胃が焼け死ぬ。でもまた行く',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: '小学校の同級生だったミコラが前線で戦死したと、今朝キーウの友達から連絡があった。日本にいる私には何もできない。教会でろうそくを灯した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、16歳のチョコを病院で見送った。安楽死を選んだのは私。最後まで尻尾振ってた。ごめんね、ありがとう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母の四十九日。お経を聞きながら、もう会えないんだなとやっと実感した。帰りに祖母の好きだった最中を買った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'また人身事故で電車が1時間止まった。イライラした自分が嫌になった。その人にも家族がいたんだよな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'クラスの子が自殺したって連絡が回ってきた。いつも一番明るい子だった。なんで誰も気づけなかったんだろう。明日、スクールカウンセラーの先生と話す約束をした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'パパがマリウポリで砲撃で死んでから2年。日本の学校で「お父さんは？」と聞かれて、今日は初めて泣かずに答えられた。',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'アニメの最終回、主人公が屋上から飛び降りるシーンでガチ泣きした。作画えぐすぎ。円盤買う',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'いま書いてる小説、ヒロインが遺書を書く章でずっと止まってる。どんな言葉を選ぶのか難しい。明日は図書館で資料を探す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してる夢。みんな笑ってて、起きたら汗びっしょり。夢でよかった。朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、今日だけで50回は死んだｗ ボス強すぎ。でも倒した瞬間の脳汁がたまらん',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ずとまよの新曲ずっとリピートしてる。消えたいって歌詞が刺さるけど、私はいまけっこう元気。誰かが代わりに言ってくれてる感じがして好き。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰の「人間失格」読み終わった。玉川上水で入水した経緯も調べた。レポートは来週の水曜締め切り。',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤。ODで運ばれてきた20代の女の子、処置して落ち着いた。朝、お母さんが泣きながら来た。帰りに牛丼食べて寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン1回1錠、1日3回まで。胃薬も一緒に。顔パンパン。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科で睡眠薬をもらった。半錠から始めましょうって。久しぶりに朝まで眠れた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院の仕事、今日は安楽死の立ち会いが2件。注射のあと、飼い主さんの背中をさすることしかできなかった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '初診の問診票に「死にたいと思うことがありますか」って項目があった。「ない」に丸をつけた。本当にない。ただ眠れないだけ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。吐き気止めを増やしてもらった。先生が「ここが踏ん張りどころ」って。孫の入学式までは元気でいたい。',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '3年前の今日、私はあのビルの屋上にいた。今日は娘と公園でシャボン玉をした。生きててよかったって、素直に思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの痕、半袖だとまだ見える。でも最後に切ったのは5年前。今日初めて半袖で出勤した。誰も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だった頃は、毎晩死ぬことばかり考えていた。解放されて2年。今は日本で孫にウクライナ語を教えている。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ODして救急車で運ばれたのは高2の冬。あれから7年。今日、精神保健福祉士の試験に受かった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬3年目の記念日。ミーティングでキーホルダーをもらった。昔は毎日消えたかったけど、今は来週の予定がある。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今頃はほんまに死ぬことしか考えてへんかった。カウンセリング続けて、今はたこ焼き屋でバイトしてる。人生わからんもんやな。',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'ホームセンターでロープと結束バンド買った。キャンプでタープ張る用。週末楽しみ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しの準備。友達に家具を譲って、大家さんにお別れの手紙を書いた。これが最後の夜。明日から大阪！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火見た。最後の一発がめっちゃでかかった🎆',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上の物干しで布団干した。午後はガスの点検。薬局で母の薬を受け取った。平和な一日。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだら切れ味よすぎて指ちょっと切った(´・ω・`) 絆創膏貼って、今夜はカレー',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: '死にたいわけじゃない。ただ一週間くらい誰とも話さずに寝ていたい。疲れてるだけ。明日は有給取る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いいえ、死にたくなんかない。生きたい。ただこの戦争が終わってほしい。ママに会いたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護に疲れたって友達に言ったら「変なこと考えてない？」って心配された。考えてないよ。来月ショートステイを使って一泊で温泉に行く。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことは？」と聞かれて、少し考えて「今はないです」と答えた。本当にない。前よりずっと楽。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '寝不足で限界。でも赤ちゃんを置いていなくなりたいとかは全然思わない。ただ3時間続けて寝たい。今夜は夫に夜中のミルク代わってもらう。',
    crisis: false,
    guard: 'negation',
  },
];
