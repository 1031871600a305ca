import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-third round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a bullied 14-year-old and
 * teens in clubs, students, an LGBT teen, postpartum mothers, nurses and carers, a laid-off salaryman, a farmer
 * in debt, people in recovery from alcohol, drugs and self-harm, a person with chronic pain, lonely elderly
 * widows and widowers up to 85, and Ukrainian evacuees in Japan (a girl whose father is missing at the front,
 * a mother from Mariupol in Osaka whose husband is missing, a grandmother from Kharkiv, an injured veteran in rehab, a student
 * from occupied Kherson). 40 crisis notes spread over all eleven classes (intent 3, passive 4, euphemism 4,
 * method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes
 * over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5).
 * Styles: plain and polite forms, Kansai-ben and rural dialect, all-hiragana net slang (しにたい, きえたい),
 * no punctuation, emoji and kaomoji, a to-do list, a letter to a friend, a search history, a clinic
 * questionnaire answered honestly, questions to oneself, an answer to a mother's question, real dark humour,
 * a song line the writer owns, one-liners and long entries where the crisis sits in a single sentence.
 *
 * First run, on 58e7aef, before any change made for it: recall 38/40, false alarms 5/40
 * (58e7aef is also the stop's start).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: 'クラスのlineまた外された 先生に言っても気のせいだって もういい こんやおわりにする きめた',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ママは日本語教室、私はコンビニのバイト。夜、ハルキウの家の写真をずっと見てた。パパの部隊からはまだ何の連絡もない。\nこの日記には正直に書く。私はもう生きるのをやめたい。今日、本気でそう思ってる。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうあかん。ほんまに死ぬわ、今夜。冗談ちゃうで。督促の電話、もう出られへん。',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: 'じいさんが逝って三年。毎晩、仏壇に手を合わせて「このまま朝が来なければいい」とお願いしている。今夜もお願いした。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '母に「最近大丈夫？」って聞かれて「うん」って答えた。\nぜんぜん大丈夫じゃない。\nきえたい きえたい きえたい 🙃',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜中の授乳中、トラックがこの部屋に突っ込んできてくれればいいのにって思った。赤ちゃんは泣いてる。私は何も感じない。産後ってこういうものなの？',
    crisis: true,
    class: 'passive',
  },
  {
    text: '線維筋痛症7年目。痛み止めも効かない日。寝てる間に心臓が止まってくれたら、どんなに楽だろう。最近は本気でそれだけを願ってる。',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'ブラック企業あるある：辞める方法は退職届か、この世からの退職か。\n私は後者にしようかなって、わりとマジで考えてる（笑）（笑えない）',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃん、もうすぐそっちに行くからね。今度はずっと一緒にいようね。もう少しだけ待ってて。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '会社には「長いお休みをいただきます」とだけメールした。妻には何も言っていない。本当に長い休みになる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '♪星になって きみを見てる♪ ってあの歌、今夜は私のために書かれたみたい。もうすぐ私も見てる側になる。',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: '駅のホームで、通過の快速を何本も見送った。あと一歩だった。明日は見送るだけじゃ済まないかもしれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索履歴：「練炭 どこで売ってる」「車 目張り やり方」\n…履歴消さなきゃ。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'うちのマンションの屋上、鍵かかってないの知ってる。12階。今日だけで3回のぼった。柵も低い。',
    crisis: true,
    class: 'method',
  },
  {
    text: '農協の帰りにロープ買うた。牛舎の梁なら届く。もう米も作れん、借金も返せん。',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: '日付決めた。3月14日。母の誕生日の次の日にする。それまでに部屋を全部片付けておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・バイト先に辞める連絡\n・スマホのパスコードを紙に書く\n・ミケを実家に預ける\n・金曜の夜、最終電車で海へ\n\n金曜で全部おしまい。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのうの夜、橋の上まで行って、手すりに足をかけるところまでやってみた。思ったより怖くなかった。次は土曜日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '地雷で右足を失ってから、日本の病院でリハビリを受けている。理学療法士の先生はとても優しい。妻はキーウにいる。\nでも、もう決めた。来週の水曜、消灯のあと、病院の屋上へ行く。',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'ゆいへ\nこれを読むころ、私はもういないと思う。ごめんね。ゆいのせいじゃないからね。\nハムスターのモカをよろしく。エサはひまわりの種をちょっとだけ。\nずっと大好き。ありがとう。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ゲーム機とソフト全部、弟にあげた。「えっマジで？」ってめっちゃ喜んでた。もう俺には必要ないから (´・ω・`)',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ネット銀行とメールのパスワード、封筒に入れて机の一番上の引き出しにしまった。表に「あとで開けてね」と書いた。夫は気づくかな。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日は庭の柿を全部もいで、近所に配った。\n息子夫婦にも電話をした。「ありがとうな」と言ったら、どうしたのと笑われた。\n通帳と印鑑は仏壇の下の引き出し。\n墓の掃除も済ませた。\n婆さんの写真も磨いた。\nみんな、長いことありがとう。\nこれでもう思い残すことはない。\n明日の朝はもう、ここにはおらん。',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: '私がいなければ、母は私の介護のために仕事を辞めなくて済んだ。私さえいなければ、みんな普通の生活に戻れる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '生命保険って自殺でも出るのか、夜中にまた調べてしまった。\n自分で調べて自分で怖くなった。\nでも借金は保険で返せるし、家族にとってはその方がいいんじゃないか。そう思えてしかたない。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしてから家の空気がずっと重い。父は口をきかない。母は泣いてばかり。\n私がいなくなれば、この家はまた元に戻る。たぶんみんなホッとする。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ひ孫の世話もできない、日本語もわからない、娘の狭いアパートで場所をとるだけのおばあさん。ハルキウに残ればよかった。私がこの世からいなくなれば、娘はやっと楽になれる。',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'また切った 今日は3本 長袖でかくす 体育休む言い訳かんがえなきゃ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコを腕に押しつけた。ジュッて音がして、やっと頭が静かになった。今夜もう一回やってしまいそう。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べてない。食べたら罰として吐く。ブタにはそれがお似合い。3日目。まだ足りない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '心療内科の問診票。「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」→「ほとんど毎日」に丸をつけた。嘘をつく元気もなかった。\n昨日の夜もカッターで腕をやった。今日もやると思う。',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: '今日は区役所で在留カードの手続き。待ち時間2時間。\n帰りにスーパーで半額のお寿司を買った。\n息子は日本の学校でサッカー部に入って、友達もできたみたい。\n先生からの連絡帳も、翻訳アプリでなんとか読めた。\n夫の部隊からは連絡がないまま8か月。\nマリウポリの家はもうない。写真も全部あの家にあった。\n夜、息子が寝たあと天井を見ながら思った。この先には何もない。もう続けたくない。\n明日も朝ごはんは作る。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なにも変わらん。10年後も同じ部屋で同じ天井見てるだけ。しにたい。ていうか、もう今終わってもよくない？',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんのために生きてるの？誰のために？\n答えが出ない。\n出ないなら、もうやめてもいいよね？',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '処方の眠剤、飲んだふりして1錠ずつ貯めてる。今日で42錠。あと少し。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストゼロ5本目 今日は限界までいく そのまま起きなきゃいいし 起きてもどうでもいい しにたい',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき頭痛薬ひと箱ぜんぶ飲んだ。誰にも言ってない。だんだん眠くなってきた。',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'リスカやめて400日だったのに。今日、カミソリをずっと握ってた。切ってはいない。でも、あの声が戻ってきた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒会で2年のメダルをもらった翌週にこれ。また飲んだ。そしてあの頃みたいに「死ねば全部解決」って頭の中でずっと鳴ってる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に未遂して、それからずっと大丈夫だった。先週から、またあの考えが戻ってきてる。駅に行くと線路ばかり見てしまう。主治医にはまだ言えてない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: '期末テストまじで死ぬ。数Ⅲ死んだ。物理も死亡確定。もう無理、寝る( ˘ω˘ )',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'おかんのボケにツッコミすぎて腹筋死ぬかと思った。笑い死にするわ、ほんま。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい…会議で部長の名前を間違えた。穴があったら入りたい。明日どんな顔して会えばいいの😇',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当たった！！！尊すぎて無理、しぬ、もう成仏する🙏✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明けで死んだように寝た。起きたら夕方。干物女まっしぐら。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の敬語、ほんとうに死にそう。「いらっしゃる」「おいでになる」「お越しになる」…先生は「死ぬ気で覚えて」と笑っていた。キーウの母に電話で話したら大笑いしていた。',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: '今日、弟がバフムトの近くで戦死したと知らせが来た。23歳だった。日本にいる私には何もできない。\n教会でろうそくを灯した。母のために、私は強くいなきゃ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '14年一緒にいたコタロウを、今日、動物病院で眠らせてもらった。最後まで私の手をなめてくれた。ありがとう、またね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自ら命を絶ったと聞いた。何もできなかった。もっと連絡すればよかった。お葬式、どんな顔で行けばいいんだろう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また戦地で子どもが何人も亡くなったと。朝ごはんが喉を通らなかった。テレビを消して、娘をいつもより長く抱きしめた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同窓会の名簿、また線を引く名前が増えた。八十を過ぎると葬式ばかりだ。わしの番もそのうち来るだろうが、まだ孫の結婚式を見んといかん。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父が亡くなって四十九日。\n遺品整理をしたら、ロープや工具、釣り道具がたくさん出てきた。\n釣りが好きだったな。\n一人で少し泣いた。\n明日は兄と納骨。',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: '小説の続き。主人公の美咲が屋上から飛び降りようとするシーン、今日やっと書けた。ここで親友が止めに来る展開にする。締め切りまであと10日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'マレニアに87回殺された。もう死にたくない（ゲームの中で）。明日こそ倒す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。夢の中で私は崖から落ちていって、下に母が立っていた。起きたら汗びっしょり。夢占いで調べたら「転機のサイン」だって。ほんとかな。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「火垂るの墓」を初めてちゃんと最後まで見た。節子…。号泣。あの時代を生きた人たちのことをずっと考えてる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで友達が歌った失恋ソング、「消えてしまいたい」のサビで全員で熱唱して爆笑した。最高の夜だった🎤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部の台本、私の役は遺書を書いて家出する少女。「お母さん、さようなら」の台詞がどうしても棒読みになる。顧問に「もっと感情込めて」と言われた。本番まであと2週間。',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤。ODの患者さんが救急で運ばれてきた。20代の女性。胃洗浄と点滴。朝には意識が戻って、ほっとした。帰りにコンビニでプリン買った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン1錠を朝と夜。ムコスタも一緒に。飲み忘れ防止にアラームを設定した。歯医者さんは来週。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'うちのポテがチョコを食べたかもしれなくて、慌てて動物病院へ。吐かせる処置をして、問題なし。先生に「致死量には全然足りませんよ」と笑われた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。吐き気止めがよく効いてる。髪が抜けてきたので、娘と帽子を買いに行った。似合うって言われた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬、一週間分をピルケースに仕分け。睡眠薬だけは私が管理して、毎晩1錠だけ渡す。飲みすぎが心配だから。介護も3年目。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日、義足の調整。日本の技師さんはとても丁寧。痛み止めは一日2回、決められた量だけ。もうすぐ杖なしで歩ける。妻にビデオ通話で見せたい。',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '未遂から3年。今日、初めてのハーフマラソンを完走した。あの日の自分に「生きててくれてありがとう」って言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '腕の傷あと、夏になると気になる。でももう隠すのはやめた。切らなくなって5年。今日は半袖で海に行った🌊',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬して4年。あの頃は毎日、死ぬことばかり考えてた。\n今はNAのミーティングで新しい仲間の話を聞く側。\nコーヒーを入れるのが私の係。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '占領下のヘルソンにいたころ、本当に生きていたくなかった。地下室で毎晩そう思っていた。今は名古屋で日本語学校に通っている。今日、漢字テストで満点を取った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若いころ、事業に失敗して踏切の前に立ったことがある。あれから五十年。今日、曾孫が生まれた。あの時踏みとどまって、本当によかった。',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'ホームセンターで物干し用のロープと洗濯ばさみを買った。ベランダに張ったら布団が全部干せた。天気最高☀️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '台風のあと、屋根に上って瓦を直した。高いところは平気や。嫁さんには「落ちたら承知せんよ」と怒られた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で最後の出勤。送別会でみんなから手紙をもらった。「さよなら」じゃなくて「またね」って言って別れた。4月から福岡。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬局でビタミン剤とサプリをまとめ買い。ピルケースに全部入れたら、まるでおばあちゃん(*´艸`)',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '新しい包丁を買った。切れ味がやばい。玉ねぎがするする切れる。出かける前にガスの元栓を3回確認した。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '朝ラン、いつもの橋を渡って川沿いを10km。\n飛び込みたくなるくらい川がきれいだった。\n夏になったらSUPやりたい。',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: '死にたいわけじゃない。ただ、一週間くらい誰とも話さずに寝ていたい。疲れただけ。明日は有給とる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '「死にたい」じゃない。私は生きたい。ただこの戦争が終わってほしい。毎朝キーウのニュースを見るのがこわい。でも今日も日本語の宿題をやった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '心療内科。薬を15mgに増量。先生に「死にたい気持ちはありますか」と聞かれて、「今はないです」と言えた。嘘じゃない。最近は散歩が楽しい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後うつのチェックシート、点数は少し高めだった。でも「自分を傷つけたい気持ち」の項目は「まったくない」。眠れていないだけ。夫が夜のミルクを代わってくれることになった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとかじゃないよ？ただ部活やめたいだけ。顧問こわすぎ。明日親に相談する。',
    crisis: false,
    guard: 'negation',
  },
];
