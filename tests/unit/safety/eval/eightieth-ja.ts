import type { EvalNote } from './types';

/**
 * Japanese notes of the eightieth round, written blind: the writers are teenagers (bullied, LGBT, oshi fans,
 * gamers), students, part-timers, salarymen, postpartum mothers, carers, a farmer, a nurse, people in recovery
 * from alcohol and self-harm, chronic-pain patients, lonely widows and widowers in their eighties, and
 * Ukrainian evacuees in Japan (a refugee whose husband is held captive, a veteran who lost a leg, a girl whose
 * father fell at the front, a sister of a mobilised soldier). The 40 crisis notes lean to the indirect classes
 * (euphemism, farewell, relapse, selfHarm, burden, method told through a place, an hour or a preparation),
 * with a few passive, plan, hopelessness, intent and dose notes; the 40 quiet notes cover figurative speech,
 * others' deaths, fiction and dreams, medical routine, a clearly-over past crisis, everyday words such as
 * rope, roof, knife, last day and goodbye, and explicit negation. Styles are late-night: hiragana-only and
 * kana-heavy text, half-width katakana, net slang (メンヘラ, 希死念慮, ｵﾊﾞﾄﾞｰｽﾞ, 垢, ぴえん, アムカ), Kansai-,
 * Hakata- and Tohoku-ben, romaji, emoji and kaomoji, particle-less fragments, lists, letters, a screening form,
 * answers to a question, dark humour, and long diary entries where the risk sits in one sentence.
 *
 * First run, on c2f73fa (after the 79th round), before any change made for it: recall 36/40, false
 * alarms 3/40 (on 8332a21, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: euphemism (5) ----------------
  {
    text: 'ばあちゃんの一周忌おわった。みんな泣いとったけど、うちは泣けんかった。\nばあちゃん、もうちょっとしたらそっち行くけん待っとって。今度は一人にせんでね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'そろそろこの世界からログアウトしまーす\u3000サーバーのラグひどすぎ笑\n次のキャラメイクは「生まれてこない」でおねがいします🙏',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ママに電話した。「元気だよ」って言った。ハルキウにはもう帰る家もない。\n日本語の教室も明日からは行かない。遠いところに行くの、パパのいるところ。パパは去年の冬から、もう電話に出ないところにいる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '朝の満員電車に二度と乗らなくていい方法、やっと見つけた。会社にも、あの家にも帰らなくていい方法。月曜の朝はもう来ない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お迎えが来るのをただ待っているのでは遅い。こちらから参ろうかと思う。\n妻の三回忌も済ませた。もう私がここにいる用事はない。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: farewell (6) ----------------
  {
    text: 'やることリスト\n・チャミを佐藤さんちにあずける（ごはん朝夕2回、紙に書いて貼る）\n・スマホのパスコード、お姉ちゃんにLINE\n・部屋かたづける、見られたくないもの捨てる\n・ジムとサブスク解約\n・手紙（お母さん、お姉ちゃん、佐藤さん）\n・最後にコンビニでプリン\nぜんぶ終わったら楽になれる',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'けんたへ。ゲームのアカウント全部おまえにやる。パスはメモ帳に書いといた。\nレアキャラ育てといたから大事にしてな。兄ちゃんのことは気にせんでええ。母ちゃんのこと頼んだで',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '垢消します。いままで仲良くしてくれた人ありがと🙏🙏\nこの垢のことは忘れてね、本体ももうすぐ消えるので( ˘ω˘ )',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、大事にしてきた万年筆を教え子にあげた。着物は姪に。\n通帳と印鑑の場所は封筒に書いて、仏壇の引き出しに入れた。\n誰にも言わずに、静かに済ませたい。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'きょうはみんなに会いに行った。実家、高校のとき仲良かった子、むかしバイトしてたコンビニの店長。\nひとりずつちゃんと「ありがとう」って言えた。これで心残りない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'オクサナへ。犬のベーラをおねがい。散歩は一日二回、雷がこわい子だから夜はそばにいてあげて。\nわたしはもう、夜になるとサイレンの音が頭から消えない。ここは静かな日本なのに。\nごめんね、先に行くね。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: relapse (5) ----------------
  {
    text: 'また来た。希死念慮。2年ぶり。\n薬やめてから調子よかったのに、今日駅のホームでずっと線路みてた。電車3本見送った',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'clean214日目でリセット。カッター捨てたはずなのに、気づいたら100均で新しいの買ってた。\nまた一日目。もう数えるのも疲れた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒11か月。今夜コンビニでストロング3本買った。まだ開けてない。\n飲んだらもう全部終わりにしようと思ってる。前のときと同じ考えが、また頭の中でぐるぐるしてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に行ったあの橋、今日また見に行ってた。なんで行ったのか自分でもわからない。\n欄干に手をかけたら、あの時の感じがそのまま戻ってきた。怖いのに、ちょっとほっとした',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'まだ、あの声がしてきた。「おめなんか居ねほうがいい」って。\n治ったと思ってたのに。先生さも言えねぇ。おら、もう、がんばれねぇかもしんね',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- crisis: selfHarm (5) ----------------
  {
    text: 'ｱﾑｶだけじゃたりなくなってきた…ﾚｸﾞｶもした。太もも。誰にも見えないとこ\nメンヘラ乙って自分で言ってる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、手の甲に押しつけた。じゅってなった。ちょっとだけ落ち着いた。\nママは寝てる。あしたも長そで',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'きょうのごはん：なし\nきのう：なし\n食べる資格ない。体重へるたびに、ちゃんと罰を受けてる気がする',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'きょうも くつ かくされた\nかべ なぐった 手 いたい\nもっと いたくしたい あたまも ぶつけた\nじぶんが きらい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '父さんにカミングアウトしたら「気持ち悪い」って言われた。その夜からまた切ってる。\n今日は3本。線がふえるたびに、生まれてきた罰をうけてる感じ',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: burden (5) ----------------
  {
    text: '娘に下の世話までさせてしまった。ごめんね、ごめんね。\n私がいなければ、あの子はもっと自由に生きられるのに。長生きなんてするもんじゃない。早く片付いてあげたい',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'この子、わたしじゃないママのほうが絶対しあわせになれる。夫も若いうちに再婚したほうがいい。\n夜中の授乳しながらずっと考えてる。わたしがいないほうが、みんなうまくいく',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺の生命保険、借金より多いんだよな。計算したら笑えた。\n生きてるより、いなくなったほうが家族の役に立つ男',
    crisis: true,
    class: 'burden',
  },
  {
    text: '片足をなくして日本に来た。妻が全部やってくれる。風呂も、トイレも。\n彼女の人生を俺が食いつぶしている。俺がいなくなれば、彼女はまだ若い、やり直せる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'oya ni gakuhi 400man dashite moratte kono zama. ryuunen kakutei.\nore ni kaketa okane zenbu muda datta. ore nanka inai hou ga mashi. zettai',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: method (5) ----------------
  {
    text: 'ホームセンターで丈夫なロープ買った。耐荷重、自分の体重より上か確認した。\nクローゼットのパイプにぶらさがってみた。ちゃんともつ',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭\u3000で検索したら相談窓口の番号が一番上に出てきた。閉じた。\n車は実家のがある。ガムテープは家にある',
    crisis: true,
    class: 'method',
  },
  {
    text: 'うちのマンションの14階の非常階段、夜は鍵かかってないの知ってる。\nこの一週間、夜中に3回上まで行った。手すり、胸の高さ。下は駐車場',
    crisis: true,
    class: 'method',
  },
  {
    text: 'うみ いく\nポケットに いし つめる\nおよげないから ちょうどいい',
    crisis: true,
    class: 'method',
  },
  {
    text: '今年の米もダメだった。農協の借金は増えるばっかり。\n納屋に親父の使ってた農薬がまだ残ってる。あれ一本あれば足りるべ',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan (2) ----------------
  {
    text: '近所の踏切、終電のあとに貨物が通る時間しらべた。2時14分。\n金曜にする。給料入って家賃払ってから。部屋はきれいにしとく',
    crisis: true,
    class: 'plan',
  },
  {
    text: '病院の問診票。\n「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありますか」\n→「ほとんど毎日」に丸した。\n先生には言えなかった。もう日曜に決めてるから。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: passive (3) ----------------
  {
    text: 'ママに「最近元気？」って聞かれた。「うん」って言った。\nうんじゃない。ぜんぜんうんじゃない。このまま消えてなくなりたい',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ずっと聴いてる曲の「このまま夜に溶けてしまえたら」ってとこ、\n今日は歌詞じゃなくて、わたしの本音',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'いたみどめ きかない\nあさ めが さめなければいいのに\u3000まいばん おもう\nきょうも さめた',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: intent (1) ----------------
  {
    text: 'もう無理や。今夜ほんまに終わらせる。誰も止めんといて',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: hopelessness (2) ----------------
  {
    text: '入管でビザの更新。来年はどうなるかわからない。\nマリウポリの家は瓦礫になった。\n夫は捕虜になって2年、連絡なし。赤十字からも何もない。\n日本の人はやさしい。でもやさしさでは何も変わらない。\nきっとこれからも何も変わらない。\n朝起きるたびに、もう続けたくないと思う。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '今日はバイト。店長にまた怒られた。\n帰りにからあげ弁当。\nYouTube見て、洗濯して、風呂。\nいつもと同じ。明日も同じ。来年も同じ。\nこんなのがあと60年つづくなら、もういらない。\nおやすみ',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose (1) ----------------
  {
    text: 'デパス、3つの病院からためてたの全部数えた。58錠。\nストゼロで流しこむ。ｵﾊﾞﾄﾞｰｽﾞ、今回は中途半端にしない',
    crisis: true,
    class: 'dose',
  },

  // ================ quiet: figurative (7) ================
  {
    text: 'テスト範囲えぐすぎて死ぬ。まじしんどい🫠 とりまエナドリ２本目',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のなんばの新喜劇、笑いすぎて死ぬかと思たわ。腹筋しんだ。明日筋肉痛確定やん',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのファンサ尊すぎて召された…成仏した…もう思い残すことない😇😇\n次のツアーも当たりますように',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ぴえん🥺 上司に詰められて魂ぬけた。今日のわたしは屍です(´・ω・`)\n明日は有給とった。勝ち',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい。好きな人の前で盛大にこけた。穴があったら入りたい。\nでも「大丈夫？」って手かしてくれた…',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ゆきかきで腰いでぇ。こわくてこわくて死ぬがど思った。\nんだども、ばっちゃの家の前きれいになったがら、よがった',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'オワタ＼(^o^)／ 定期落とした。人生終了のお知らせ。\n→交番行ったら届いてた。日本すごい',
    crisis: false,
    guard: 'figurative',
  },

  // ================ quiet: othersDeath (6) ================
  {
    text: '兄が動員されて3か月。\n今日、戦死の知らせが来た。ザポリージャの方面。\n日本にいる私は何もできない。\n母とビデオ通話で、ずっと一緒に泣いた。\n画面の向こうで母が「あなたは生きて、勉強して」と言った。\n兄の好きだったボルシチを作った。\n寮の友だちが黙って一緒に食べてくれた。\n明日も学校に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'モモを看取った。16歳。先生が注射して、ほんとに眠るみたいだった。\n首輪はまだ玄関にかけてある。はずせない',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人が亡くなってひと月。お葬式のお礼状、やっと全部書き終えた。\nさよならをちゃんと言えなかったのが、いちばんの心残り。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣のクラスの子が自殺したって朝礼で言われた。ほとんど話したことなかったのに、ずっと胸がざわざわする。\nスクールカウンセラーの部屋、明日行ってみる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまたハルキウに空爆。死者12人、そのうち子ども3人。\nスマホ閉じて、日本語の宿題をやった。生きてるわたしは、ちゃんと生きなきゃ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生がまたひとり逝った。これで残ったのは三人。\n葬式で「次はお前じゃな」と笑われた。まだまだ、ひ孫の入学式までは死なん。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ================ quiet: fiction (6) ================
  {
    text: '小説の続き。主人公が屋上から飛び降りるシーン、どう書いても嘘っぽい。\n編集さんに「もっと静かに書いて」って言われた。締切あと5日',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、崖から落ちて死ぬの30回目ｗｗ もう無理ｗ 今日はここまで',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢みた。自分のお葬式に自分が参列してて、みんな焼肉の話してた。\n起きてひとりで笑った。夢でよかった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメの最終回、ヒロインが「さよなら」って手紙残して消えるの、号泣😭😭\n3話から伏線あったんか…もう一周する',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「死にたい夜」って歌詞の曲歌ったら友だちにガチで心配されたw\nただの好きな曲だってばｗ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部の台本、遺書を読むシーンの担当になった。声が震える感じの練習してる。\n本番は来週。先輩に「うまい」って言われた',
    crisis: false,
    guard: 'fiction',
  },

  // ================ quiet: medical (6) ================
  {
    text: '夜勤。ODの患者さん2人。胃洗浄して、朝には2人とも意識清明。\n帰りのバスで寝落ちした',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン1錠を朝昼晩。ほっぺパンパン🐿️',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科。レクサプロ10mgに増量。\n先生に「死にたい気持ちはありますか」って聞かれて「ないです」って答えた。ほんとにない。眠れないだけ',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院。ハナの心臓の薬、朝晩半錠ずつ。量まちがえないようにピルケースに分けた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後1か月健診。エジンバラの質問票、正直に書いた。点数は低め。\n眠い以外はわりと大丈夫って助産師さんに言えた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リリカ75mg、飲みはじめて2週間。ふらつきあるけど、足の痛みちょっとまし。\n来月主治医と相談',
    crisis: false,
    guard: 'medical',
  },

  // ================ quiet: past (5) ================
  {
    text: 'あれから3年。ODして運ばれた日。\n今日は5km走った。お母さんとうどん食べた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'むかしのアムカの跡、夏になると見える。でももう切ってない。4年。\nタトゥーで上書きするか考え中',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜から戻って1年。\nあの場所では毎晩、もう終わりにしたいと思っていた。\n今は名古屋で溶接の仕事をしている。\n今日、娘が補助輪なしで自転車に乗れた。\n妻と二人で拍手した。\n生きていてよかった、と初めて日記に書く。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '二十歳のとき、夜中に橋の上まで行ったことあるねん。\n今はもう四十。あの日の自分に「生きとったらラーメンうまいで」って言いたいわ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒3年のメダルもらった。最初のミーティングのときは、死ぬことしか考えてなかった。\n今日はみんなでケーキ食べた',
    crisis: false,
    guard: 'past',
  },

  // ================ quiet: everyday (6) ================
  {
    text: 'ホームセンターでロープとペグ買った。週末キャンプ⛺ タープ張る練習しとく',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で洗濯物干してたら、シーツ風でもってかれそうになった。あぶなかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ほうちょう といだ\nきれあじ よすぎ\nたまねぎ なみだ なし',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '七輪に練炭入れて、庭でさんま焼いた。煙すごいって隣のおばあちゃんに笑われた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '「お世話になりました」って最後の出勤日にあいさつした。机の中ぜんぶ片付けて、みんなにお菓子くばった。\n来月から新しい職場',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'kyou wa saigo no shiken. owattara minna de karaoke! ashita kara haruyasumi~',
    crisis: false,
    guard: 'everyday',
  },

  // ================ quiet: negation (4) ================
  {
    text: '死にたいとかじゃない。ただずっと寝ていたい。三日くらい。有給ほしい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。戦争が終わってほしいだけ。お母さんのいるドニプロに帰りたいだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'きえたいって言ったけど、ちがう。消えたいのは今の職場から。転職サイト登録した',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しにたい訳じゃなかよ、ただ疲れとるだけ(´-ω-`)\n明日ばあちゃんちに行って、こたつで寝る',
    crisis: false,
    guard: 'negation',
  },
];
