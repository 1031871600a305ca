import type { EvalNote } from './types';

/**
 * Japanese notes of the seventyeighth round, written blind: the writers range from a 14-year-old bullied
 * middle-schooler and LGBT high-schoolers to an 85-year-old widower, and include Ukrainian evacuees in Japan
 * (widows, a veteran, a former prisoner of war, mothers, a man fleeing mobilisation), nurses, a Tohoku rice
 * farmer, a debtor, a postpartum mother, a chronic-pain patient, people recovering from alcohol and pills, a
 * carer and a Hakata student. The 40 crisis notes lean to the indirect classes (euphemism, farewell, relapse,
 * selfHarm, burden, method) with a few plan, passive, dose, intent and hopelessness notes; the 40 quiet notes
 * cover figurative, othersDeath, fiction, medical, past, everyday and negation guards on the same topics
 * (war, loss, debt, illness, loneliness, bullying). Styles: hiragana-only and kana-heavy late-night text,
 * net slang (メンヘラ, 希死念慮, ｵﾊﾞﾄﾞｰｽﾞ, 垢, ぴえん, 尊死, 爆死), Kansai-ben, Hakata-ben, Tohoku dialect,
 * romaji, emoji and kaomoji, particle-less fragments, lists, letters, a screening form answered honestly,
 * search histories, one-liners and long ordinary entries with one telling sentence.
 *
 * First run, on 6b1a064 (the reader reading transliteration on the Slavic skeleton), before any
 * change made for it: recall 39/40, false alarms 2/40 (on 8332a21, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: euphemism ----------------
  {
    text: 'きょう、ばあちゃんの写真の前で「そっちいってもいい？」ってきいた。へんじはない。でももうきめた。ばあちゃん、こんどはずっといっしょにいられるね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'あんな、そろそろ店じまいしよ思てんねん。店ちゃうで、人生のほう。ほな皆さん、長いことお疲れさんでした🙇',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '垢消しまーす。いままでありがと。来週にはもう既読つかないとこにいるから、LINEもしないでね🙏 ぴえんとかじゃなくてガチのやつ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '東京に来て一年。入管の更新の手紙がきたけど、出さない。もう必要なくなるから。ママ、マリウポリの空の上で待ってて。もうすぐそっちに行くね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `十二月三日
朝、トースト。味噌汁の残り。
仕事はふつう。課長に見積の件で少し言われた。
昼はいつもの定食屋、日替わりはアジフライ。
帰りにコンビニでプリンとチーズケーキ。
猫の動画を三十分くらい見た。
明日は燃えるゴミの日。ゴミはまとめて玄関に出しておいた。
家賃は今月分まで振り込んだ、それで足りる。
この日記も、今日のページでおしまいにする。
お風呂入って寝る。`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '捕虜から戻って八ヶ月。日本の支援団体の人たちは親切だ。でも、あの地下室の夜は毎晩ここに来る。もう十分がんばった。そろそろ、先に行った仲間たちのところで休ませてもらう。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `おかあさんへ
これをよんでるころには、わたしはもうとおくにいます。
ハムスターのモチは、ゆいちゃんにおねがいしてあります。
ごはんは1日スプーン1ぱい、ひまわりのたねはあげすぎないでね。
へやのものは、すきにすててください。
おこらないでね。おかあさんのせいじゃないよ。
ずっとだいすきでした。
ごめんね。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `今日やったこと
・通帳と印鑑、暗証番号のメモを机の二段目へ
・ポチの散歩、隣の田中さんに頼んだ（これからずっと）
・図書館の本返却
・兄貴に「いろいろありがとう」とだけメール
・部屋の掃除
これで全部片付いた。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'おかんに電話した。べつに用もないのに。「あんたどないしたん」て言われて、「なんもないよ、元気でな、長生きしてや」って言うた。最後の声、ちゃんと耳に残しとこ思て。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'minna hontou ni arigatou. gitaa wa kenta ni ageru. sumaho no pasu wa tsukue no memo. neko no esa wa 1nichi 2kai. mou sagasanaide kudasai. sayounara',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '弟へ。俺のスマホのパスワードは母さんの誕生日。口座の金は全部おまえに。日本語の勉強、続けろよ。俺はもう、前線の夢を見なくてすむところへ行く。母さんには、事故だったと言ってくれ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部フリマに出した。いらないっていうか、もう持ってても意味ないし。アクスタだけ親友に送った。「急にどしたん？」ってきたから「形見分け笑」って返した。わらってない',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '断薬して半年。今日、頭のなかにまたあの声が戻ってきた。「いなくなればいいのに」って。前と同じ声、前と同じ夜中の三時。前のときは、ベランダの手すりまで行った。こわい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて387日。アプリのカウンター見るのがちょっと誇らしかったのに、いま右手にカッター持ってる。刃、出したり引っこめたり。まだやってない。まだ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '三年前の未遂のあと、もう二度と考えないって先生と約束した。なのに最近、朝目が覚めるたびに「まだ生きてる」ってがっかりしてる。あの頃とまったく同じ感じ。先生には言えてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'また来よるっちゃん、あの気持ち。消えてしまいたいっていうやつ。治ったと思っとったっちゃけど。もう一回あれと戦う元気、もうないけん。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'せんせい、またきちゃった。あのころの、希死念慮ってやつ。薬ちゃんとのんでたのに。こんどはたぶん、かてない',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: '数学72点。きょうのノルマ、うでに3本。赤いのみると、やっと息できる。ばつだから。あしたも学校であいつらに会うから、あと1本ふやす',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日はタバコ押しつけた。手首のうら。ジンジンしてる。これくらいせんと自分を許せん。明日は反対の腕',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '3日目。水だけ。おなか鳴るたびに、ざまあみろって思う。こんな体、もっと減ればいい。食べる資格なんかない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '夜泣き三時間。壁なぐった。こぶし血だらけ。それでも足りなくて頭も何回も壁にぶつけた。いまもやめられない。こんなママでごめんね、赤ちゃん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'メンヘラ発動中😇 カミソリ新しいの買ってきた。今夜ひさびさにやる。止めないでね(´-ω-`)',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'おら、もうなんも役さ立たねぇ。田んぼも息子さ任せたし、ばあさんもいねぇ。寝てばっかで嫁ごさ下の世話までさせて。おらいねぐなったほうが、みんな楽だべ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'うちおらんほうが、家ん中まるくおさまるやろ。オトンもオカンも、うちのことで毎晩喧嘩しとる。うちが消えたら平和やん。それでええやん',
    crisis: true,
    class: 'burden',
  },
  {
    text: '生命保険、加入から三年過ぎた。約款もう一回確認した。免責期間は先月で終わり。借金420万の俺より、保険金のほうがよっぽど家族の役に立つ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'PHQ-9の最後の質問「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」→ ほんとは「ほとんど毎日」。先生の前では「数日」に丸した。毎日考えてるのは、私がいないほうが夫も子どもも楽になるってこと。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `日本の支援の人たち、みんなやさしい。
市役所の人も、日本語教室の先生も。
でも私は、ただ税金を食べているだけ。
仕事もない。日本語も話せない。
十六歳の息子は、学校のあとで毎日私の通訳ばかり。
あの子の目の下、黒くなってる。
私がいなければ、あの子はもっと自由に生きられる。
キーウのお母さんにも、もう電話しない。
迷惑ばかりかけて、すみません。
もうすぐ、ちゃんと終わりにします。`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: method ----------------
  {
    text: '16階の屋上、鍵かかってないの確かめてきた。柵は腰くらい。下をのぞいたら植え込みじゃなくてアスファルトだった。よかった',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索履歴：「練炭 どこで売ってる」「目張り テープ 何メートル」「車内 一酸化炭素 時間」 あとでちゃんと消しとかなきゃ',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ買った。レジで「荷造りですか」って聞かれて、はいって答えた。荷物なんかないのに。ドアノブの高さでもいけるのか、ずっと調べてる',
    crisis: true,
    class: 'method',
  },
  {
    text: '快速は、この駅通過するときスピード落とさない。ホームのいちばん端、黄色い線の外。今日も三本見送った。だんだん足がすくまなくなってきた',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `決行日：3月14日（誕生日）
場所：いつもの海、防波堤の先
準備：靴はそろえて置く／手紙は下書き済／スマホは初期化
あと11日`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '日曜の朝、家族がみんな教会行ってる二時間。お風呂場。きのう一回練習した。結び方も動画で覚えた。あとは日曜を待つだけ',
    crisis: true,
    class: 'plan',
  },
  {
    text: '妻に「大丈夫？」って聞かれた。大丈夫って答えた。大丈夫じゃない。金曜の夜、出張って言って、あの岬まで車で行く。必要なものはもうトランクに積んである。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'あしたのあさ、めがさめなければいいのに。まいばんおねがいしてる。かみさま、ほんとにたのむから',
    crisis: true,
    class: 'passive',
  },
  {
    text: '親にカミングアウトしたら「気持ち悪い」って言われた。生まれてこなきゃよかった。このまま溶けてなくなりたい。誰にも気づかれないうちに消えたい(´；ω；｀)',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: intent ----------------
  {
    text: '今夜、自分で終わらせる。もう決めたから、誰もなんも言わんといて',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '夫は戦死、家はミサイルで、故郷は占領されたまま。日本で毎晩皿洗い。何のために明日が来るのか、もう分からない。何も変わらない。これ以上、続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'トラムセット、痛いって言って多めにもらって、飲まずに貯めてる。今日で二ヶ月分。ｵﾊﾞﾄﾞｰｽﾞとか軽く言ってた頃とはちがう。この痛みが終わらないなら、私が終わらせる',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本あけて、その上から眠剤ぜんぶ流しこんだ。いま、あったかい。朝にならなくていい',
    crisis: true,
    class: 'dose',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'レポート3本同時締め切りとか死ぬって。まじで死ぬ。コーヒー4杯目☕ 終わったら焼肉いく',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のM-1見た？笑い死ぬかと思たわ。腹筋崩壊してもうた。あのコンビ来年も絶対出てほしい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのファンサが神すぎて尊死した……無理……昇天……成仏します🙏 明日も生きて現場いく',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい。会議で部長のこと「お母さん」って呼んだ。穴があったら入りたい。明日どんな顔して出社すれば(´Д`)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ガチャ爆死。天井まで回して推し来ず。諭吉3枚ログアウト。しにたい（しなない）。来月の給料日まで もやし生活',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'きつかー、今日の部活、死ぬかと思ったばい。顧問が鬼やもん。ばってんレギュラーとったけん、よかったー',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'shiken owatta... shinda... zenbu shinda... demo tabun tan-i wa toreteru. kyou wa 12ji made neru',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'ハルキウの叔父が砲撃で亡くなったと、今朝メッセージが来た。日本は桜が満開で、それが余計につらい。叔父の好きだったボルシチを作って、窓辺にろうそくを灯した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、15年いっしょだったチョコを病院で眠らせてもらった。最後まで私の手をなめてた。ありがとう、ばいばい。首輪は玄関にかけておく',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'お父さんが逝って一年。仏壇にお茶をあげて、今日もひとりでごはん。さびしいけど、来週は孫たちが来る。お父さんの好きだった栗ごはん炊こうかね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'また高校生が電車に飛びこんだってニュース。同い年。知らない子なのに一日中そのこと考えてた。いのちの電話の番号、スマホに入れといた。友達にも教えとこ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '幼なじみのサーシャが前線で戦死した。写真の中の彼はまだ十九歳のまま。日本語の「ご冥福をお祈りします」は、軽すぎて使えない。明日、教会でろうそくをあげる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'となりのクラスの子が自殺した。先生たちはちゃんと話してくれない。わたしはだいじょうぶ、でもかなしい。もっと話しかけてればよかったのかな。スクールカウンセラーの先生と話す予約した',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '『ノルウェイの森』読み終わった。直子が死ぬとこ、分かってたのに泣いた。夜中に読むもんじゃない',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングでマレニアに100回は殺された。もう無理しぬ。でも明日こそ倒す🔥',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上から飛び降りようとする場面、どう書いたらリアルになるか悩む。止めに来る幼なじみの台詞がまだ決まらない。締切は月末',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢みた。自分のお葬式に自分で参列してて、みんな笑ってた。起きたら汗だく。夢でよかった〜(；´Д｀)',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '韓ドラの最終回、主人公が崖から身を投げるシーンで号泣😭 脚本家ゆるさん。ティッシュ一箱なくなった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'バンドの新曲の歌詞できた。「さよなら、ぼくはもういない」ってサビ、暗すぎるってベースに言われた笑 でもライブで叫ぶと気持ちいいやつ',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '夜勤。ODの患者さんが救急で三人。胃洗浄、点滴、ご家族への説明。朝には全員意識が戻った。帰って泥のように眠る',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科。レクサプロ10mgから15mgに増やしましょうって。最初の一週間は吐き気が出るかもって言われた。薬局で吐き気止めももらった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '牛のハナコが難産。夜中に獣医さん呼んで、ロープかけて二人がかりで子牛引っぱり出した。無事に生まれた！メスだった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リリカ朝晩75mg、ロキソニンは頓服。今日は腰の痛みが少しまし。リハビリで歩行器なしで20m歩けた。理学療法士さんとハイタッチ',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'こどもの熱38.9℃。カロナール、体重で計算して1回200mg。6時間あける。夜中にもういちど測る。ねむい',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '五年前の今日、私は線路の前に立ってた。今日は娘の運動会で、リレーの応援で声がかれた。あの日の私に見せてあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて3年。やっと半袖着れるようになった。傷あともだいぶ薄くなった。今年の夏は友達と海いく🏖',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して二年。昔は酒も薬も全部やって、二回救急車で運ばれた。今日は断酒会で初めて体験談を話した。声が震えたけど、最後まで言えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '前線から帰って最初の一年は、毎晩拳銃のことばかり考えていた。今は日本で大工の見習い。今日、カンナがけが上手くなったと親方にほめられた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のころの日記を読み返した。毎晩「きえたい」って書いてた。よく生きのびたね、って自分をほめた。いま30歳、臨床心理士の勉強中。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: '納屋のロープが古くなったで、新しいの買ってきた。ついでに除草剤も。明日は朝四時から田んぼだ。早く寝るべ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上でBBQ。ビルの屋上って風つよいね。柵のとこから見た夜景きれいすぎた🌃',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '転勤前の最後の出勤日。みんなに挨拶して、お菓子配って、デスク片付けた。さよなら言うの苦手。送別の手紙もらって泣いた。新しい職場がんばろ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。切れ味が戻ると料理たのしい。今夜は鯛のカルパッチョ🐟',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'キャンプ用に練炭と七輪買った。テントの中では絶対使うなって店員さんに三回言われた笑 焼き鳥うまかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'まいあさ あの橋わたって通勤。けさは川に白鷺がいた。なんかいいことありそう',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいとかじゃない。ただ、疲れた。一週間なんにもしないで寝てたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。生きたい。ただこの戦争が終わってほしい。動員が怖くて国を出たけど、お母さんのいるオデーサに帰りたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはありますか」って聞かれて、ちゃんと考えてから「いいえ」って答えた。ほんとにそう。しんどいけど、生きてたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後のチェックシート、点数ひくめ。寝不足でボロボロだけど、赤ちゃんや自分を傷つけたい気持ちはない、って保健師さんに言えた。ミルクの時間',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ちゃうねん、死にたいとかやないねん。ただ誰かに話きいてほしかってん。今日は友達に電話して二時間しゃべった。すっきりした',
    crisis: false,
    guard: 'negation',
  },
];
