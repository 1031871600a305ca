import type { EvalNote } from './types';

/**
 * Japanese notes of the fortieth round, written blind (the writers saw neither the detector nor any earlier round): diary entries by a wide range of writers aged about
 * 14 to 85 — teens in exam hell or bullied in class LINE groups, an LGBT teen after coming out, a postpartum
 * mother, a single mother, an office worker, a hikikomori, a farmer in debt, a dialysis patient, an 85-year-old
 * widower, a woman with fibromyalgia, a man in early dementia, people in recovery from alcohol and OTC-drug
 * overdoses, a nurse on night shift, a carer, a cancer patient, a teacher, and Ukrainian evacuees in Japan
 * (a soldier's widow in Osaka, a wife of a mobilised man, a teen from occupied Melitopol, a released POW in
 * Fukuoka, an amputee veteran living with his daughter, a woman whose mother is under shelling in Dnipro).
 * 40 crisis notes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 3,
 * hopelessness 3, dose 3, relapse 3) and 40 quiet notes (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 5, everyday 6, negation 5). Styles: plain and polite forms, old-fashioned polite prose, Kansai-ben and
 * rural dialect, all-hiragana net slang (しにたい, きえたい) with typos and no punctuation, emoji, abbreviations
 * (OD, リスカ, 眠剤), lists, letters, questions to oneself, a counsellor's question and an intake form answered,
 * a reply to a parent's LINE, dark humour, a song line owned by the writer, Obon imagery, a crisis hidden in
 * one sentence of an ordinary work-day log, one-liners and 8-line entries.
 *
 * Scored once, on the detector at the end of the stop that wrote it (the retrain with the
 * thirty-eighth and thirty-ninth rounds), without being read: recall 35/40, false alarms 6/40 (on
 * be8889e, that stop's start: recall 33/40, false alarms 8/40). Kept out of the development sets and
 * the reader's training until the forty-first round's changes were judged on it (no verdict
 * changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'もうむり　しにたいとかじゃなくて　しぬ　きょうほんきでそうおもってる　だれもきずかないし',
    crisis: true,
    class: 'intent',
  },
  {
    text: '6時起床。雨。\n電車遅延で10分遅刻、課長に嫌味。\n午前は見積もりの修正、午後は客先2件。\n昼はコンビニのおにぎりとからあげクン。\n先方の担当が変わってまた一から説明。\n帰りのホームで、今日こそ自分で終わらせようって、はっきり思った。思ったっていうより、決めたに近い。\n夕飯は食べてない。\n明日も6時起き。アラームはかけた、一応。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうあかん。ほんまに自分で終わらしたろかな思てる。いつもの「しんど〜」ちゃうで、今回はマジや。オカンには言われへん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '夫が動員されて8か月。前線からの連絡は3週間ない。\n私は日本で娘と二人。日本語学校、コンビニの夜勤、区役所の書類。\n今夜、娘が寝たあと、台所に立って、本気で自分を終わらせたいと思った。\nもう考えるだけじゃ済まない気がする。',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: 'あのバンドの「朝なんて来なきゃいいのに」ってとこ、前はただの歌詞として聴いてた。今は私の本音そのもの。明日の朝、目が覚めなければいいのに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい🫠きえたいきえたい　さいしょからいなかったことにしてほしい　だれの記憶にものこりたくない',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五になりました。家内に先立たれて六年、一人の食事にも慣れたつもりでおりました。\n近ごろは、夜、床に入るたびに、このまま目が覚めなければよいと本気で願っております。\n朝、目が覚めると、ああまた一日かと思います。\n誰にも言えませんので、ここに書いておきます。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '線維筋痛症、今日は痛みレベル9。横断歩道で信号待ちしながら、あのトラックが突っ込んできてくれたら全部終わるのにって、わりと真剣に思ってた。自分からは何もしない。でも、来てくれたらいいのに。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: '母から「最近どう？お盆は帰ってくる？」ってLINE。「元気だよ、帰るね」って返した。元気じゃない。たぶん今年のお盆、私は帰る側じゃなくて、迎え火で迎えられる側になってると思う。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ドミトロへ\nあなたがバフムトで死んでから一年。\n私は今、大阪にいます。日本語、少し話せるようになったよ。\n近所のおばあさんが、毎週みかんをくれます。\nでも、もう頑張る理由がないの。\nあなたのいない世界で生きる意味がわからない。\nもうすぐ、そっちに行くね。\n寒くないようにマフラー持っていくから、待ってて。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生ってログアウトボタンどこ？　いやマジで探してる。見つけたら今度こそ押す。セーブはいらん',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '遺影用の写真、今日の盛れてるやつにしとこ😂　…いや笑えんわ。けっこう本気で選んでる。もうすぐ使うし',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: '会社の屋上、鍵かかってないの今日確かめた。フェンスも低い。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ売り場の前に20分いた。店員さんに「何にお使いですか」って聞かれたらなんて答えようって、そればっかり考えてた。今日は買わなかった。今日は。',
    crisis: true,
    class: 'method',
  },
  {
    text: '今年も米の値段が上がらん。借りた機械の支払いも残っとる。\n納屋の農薬の棚ばっかり見てしまう。親父もあれで逝ったのに、同じことを考えとる自分がおる。\n嫁には言えん。',
    crisis: true,
    class: 'method',
  },
  {
    text: '線路沿いのアパートに引っ越してよかった、ってたぶん普通の意味じゃない。快速が通過する時間、もう全部覚えた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: '決めた。30歳の誕生日の前の日にする。それまでに部屋を片付けて、借りてた本も返す。あと12日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '【金曜までにやること】\n・有給の申請（金曜）\n・クレカとサブスク全部解約\n・部屋の掃除、ゴミ出し\n・実家に電話（普通の声で）\n・海に行く　片道でいい',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨夜、練習みたいなことをした。思ってたより怖くなかった。途中でスマホが鳴ってやめた。次は電源を切っておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '3月10日に合格発表。落ちてたら、その日に終わりにする。場所ももう決めてある。浪人2年目、親に3年目を頼む顔はない。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'おかあさんへ\nいままで育ててくれてありがとう。\n反抗ばっかりしてごめんね。\n私がいなくなっても、ちゃんとごはん食べてね。\nハムスターのもちは、さきちゃんが飼ってくれるって約束してくれた。\nひまわりの種は1日10粒までだよ。\nお父さんにもよろしく。\nほんとうにごめんなさい。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ネット銀行とスマホのパスワード、全部ノートに書いて机の引き出しに入れた。保険の証書もその下。妻が「あとで」困らないように。借金のことは、最後まで言えなかった。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部フォロワーさんに譲った。「引退？」って聞かれて「まあそんな感じ」って返した。親にバレてから家に居場所ない。みんなに最後にありがとうって言えてよかった。アカウントも週末に消す。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '明日から保育園のお迎え、姉に頼んだ。理由は聞かないでって言った。娘の好きなもの、アレルギー、寝る前の絵本の順番、全部メモにして封筒に入れた。ママがいなくても、あの子は大丈夫。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: '透析、週3回。妻はパートを辞めて俺の送り迎え。あいつの人生を俺が食いつぶしてる。俺がいなくなったほうが、あいつはまだやり直せる。そのほうがいい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '産後3か月。\n夜中の授乳、泣き止まない。\n夫は「大丈夫？」って聞くけど、目はスマホ。\n義母は「私のときはもっと大変だった」。\nこの子の母親が私でごめん。\n私がいないほうが、この子はもっといいお母さんに育ててもらえる。\n夫も、私がいないほうがうまくやれる。\n消えるべきなのは私。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'メリトポリが占領されて、ママと日本に来て2年。ホストファミリーの人たちは優しい。でも私のせいでママは働きすぎ。私がいなければ、ママは一人分楽になれる。もうこれ以上だれの重荷にもなりたくない。いなくなるのがいちばんいい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '物忘れがひどくなった。娘に同じことを三回聞いて、ため息をつかれた。これからもっと迷惑をかける。まだ自分で判断できるうちに、自分で始末をつけたほうが娘のためだと思う。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  { text: 'また切った。今日は3本。長袖の季節でよかった。', crisis: true, class: 'selfHarm' },
  {
    text: 'クラスLINEでまた晒された。帰ってからタバコの火を腕に押しつけた。自分への罰。痛いと少し静かになる。明日もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べてない。食べたら罰として吐く。こんな体の自分には食べる資格なんかない。もっと苦しめばいい。体重計の数字が減るたびにざまあみろって思う。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: '借金、残り430万。何回計算しても返せる日が来ない。この先30年、同じ毎日。良くなる未来が1ミリも見えないし、もう見たいとも思わない。続けるのをやめたい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'カウンセラーに「5年後の自分、想像できますか」って聞かれた。正直に「できません」って答えた。想像できないんじゃなくて、5年後に自分がいる前提がもうない。先生が黙ってメモを取ってた。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '引きこもって8年。38歳。\n何か変わった？　変わってない。\nこれから変わる？　変わらない。\nじゃあ生きてる意味は？　ない。\nだったら、もう終わりにしていいんじゃない？',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: '眠剤、もらうたびに半分だけ飲んで残りは缶に貯めてる。もうけっこうな量。使う日のことを考えると、なぜか落ち着く。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今日はわざと、酒と薬を一緒に流し込んだ。朝起きなくてもいいやと思って。起きた。頭が割れそう。また夜になったらやると思う。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '市販薬ためてたやつ今日ぜんぶのむ　ODして全部わすれたい　明日のことはもうかんがえない　ごめんね',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: 'リスカやめて2年。今日、カッター見たら手が勝手に伸びそうになった。まだ切ってない。でも頭の中がずっとそれで、夜が怖い。アプリの「自傷してない日数」、あと何日続くかな。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '捕虜交換で戻って1年半。\n日本の支援団体の紹介で、今は福岡にいる。\nカウンセリングに通って、やっと夜眠れるようになっていた。\n先週から、またあの考えが戻ってきた。\n収容所で毎晩考えていた、「もう終わりにしよう」という考え。\nあの時は生きて帰るためにこらえた。今は、こらえる理由が見つからない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒432日目でスリップした。\nコンビニでストロング缶2本。\n酒が戻ってきたのより怖いのは、昔の「死んで全部終わらせたい」って声まで一緒に戻ってきたこと。\nミーティングに行けばいいのはわかってる。今夜は行けない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: '世界史、あと3日で範囲全部とか無理ゲーすぎて死ぬ😇　もう脳みそ死んでる　とりあえずエナドリ買ってきた',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、部長の前で噛みまくって恥ずかしすぎて死ぬかと思たわ。穴があったら入りたいってこういうことやな。帰りにたこ焼き食べて復活。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業3週目。後輩に「先輩、死んだ魚の目してますよ」って言われた。否定できない。週末は寝て溶ける予定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのドーム公演当たった！！！！！むりしぬ　尊すぎて息できない　生きててよかった😭😭',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '子ども3人同時に発熱。体があと2つ欲しい。死ぬほど疲れたけど、なんとか全員寝た。明日の私がんばれ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '台風一過。夜中は田んぼが全滅かと思って生きた心地がせんかった。朝見に行ったら半分は無事。首の皮一枚つながった。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'ハルキウの幼なじみ、アンドリーが前線で戦死したと連絡が来た。\n29歳。\n子どもの頃、一緒に川で泳いだ。\n動員されたとき「すぐ戻る」って笑ってた。\n日本のアパートで一人、ろうそくを灯して、彼が好きだった曲を流した。\n夜、日本語学校の友達が来てくれて、一緒に泣いてくれた。\n生きている私は、彼の分までちゃんと生きる。\n明日は授業に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、14年一緒だったコタロウを安楽死させた。最後まで先生の手が優しかった。ずっと撫でてた。家が静かすぎる。リードを片付けられない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖父が自ら命を絶ってから一年。どうして気づけなかったんだろうと今も思う。今日は家族で墓参り。祖父が好きだった羊羹を供えて、みんなで少し笑った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでドニプロの集合住宅にミサイル、死者40人以上。手が震えた。母はまだあの街にいる。すぐ電話したら「地下にいたから大丈夫」って。切ったあと、トイレで泣いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '家内の三回忌。もう三年か。「あっちで待っとってくれ」と仏壇に言うたら、娘に「お父さんはまだまだ先よ」と笑われた。そうだな、ひ孫の顔を見るまではな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'クラスの子のお父さんが急に亡くなって、お葬式に行った。死ぬってこういうことなんだって初めてわかった気がする。帰ってお母さんにぎゅってした。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: '小説の第7章、主人公が屋上のフェンスを越えようとする場面、やっと書けた。止めに来るのは幼なじみ。ここで読者を泣かせたい。締切は来週。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'マレニアに100回は殺された。コントローラー投げそう。もう無理。明日こそ倒す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してる夢。みんな笑ってて、なんだそれってところで目が覚めた。夢占いだと「生まれ変わり、再出発」らしい。ふーん、転職うまくいくかな。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「火垂るの墓」を子どもと初めて観た。節子が死ぬところで、子どもより私のほうが泣いた。夜はハンバーグにした。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで暗い失恋ソングばっか歌ってたら「大丈夫？死にたいの？」って友達に心配された笑　いや歌詞が好きなだけ。普通に元気。次はアニソン縛りでいく。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '読書会で『人間失格』。葉蔵の心中の場面について1時間議論した。太宰自身の最期と重ねて読む人が多かったけど、私はあの乾いたユーモアのほうが好き。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: '夜勤。\n2時すぎ、薬を大量に飲んだ20代の女の子が救急搬送。\n胃洗浄、活性炭、点滴、モニター。\n朝には意識が戻って、小さい声で「すみません」って。\nお母さんが泣きながら何度も頭を下げてた。\n申し送りして、帰りにパン屋に寄った。\nあの子が今日をちゃんと越せますように。\n私はとりあえず寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '整形外科。ロキソニンは1日3回まで、胃薬と一緒に、と念押しされた。腰の痛みはリハビリで半年くらいで良くなるらしい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科で睡眠薬を半分に減らすことになった。眠れるようになってきたから。先生に「よく頑張りましたね」と言われて、ちょっと泣いた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'うちのミケが保冷剤かじったかもで夜間の動物病院へ。吐かせる注射を打たれて、結局大丈夫だった。ミケはご立腹で口きいてくれない。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。吐き気止めが効いて、今日はおかゆが食べられた。髪はかなり抜けた。ウィッグ選び、意外と楽しい。来年の桜は絶対見る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '父の薬を一週間分ピルケースに仕分け。朝8錠、夜5錠。飲み忘れ防止にアラームもセット。訪問看護さんに「完璧です」と褒められた。介護も少し慣れてきた。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: '自殺未遂から3年。今日、初めて5km走りきった。あのときの自分に「生きててくれてありがとう」って言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの跡、だいぶ薄くなった。もう5年切ってない。今年の夏は半袖で海に行った。誰も何も言わなかったし、私も気にしなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ウクライナの前線で右脚を失って、日本にいる娘のところに来て1年半。\n最初の冬は、死ぬことばかり考えていた。\n娘に隠れて泣いた夜もある。\n今は月に一度、カウンセラーと話している。\n義足にも慣れて、今日は孫と公園まで歩いた。\n孫が「じいじ、はやい」と笑った。\n生きていてよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のとき、いじめで死のうとしたことがある。当時の日記を読み返したら手が震えた。でも今は中学の教師になって、あの頃の私みたいな子の話を聞いてる。今日は相談室で一人、笑ってくれた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'クリーン1000日。昔は市販薬のODで何度も救急に運ばれた。今日は自助グループで初めてスピーチした。声が震えたけど、最後まで言えた。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'キャンプ用にロープとナイフと着火剤を買った。ホームセンター楽しすぎる。来週は奥多摩で焚き火。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓を閉めたか不安になって、駅から一回家に戻った。ちゃんと閉まってた。毎回これ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。送別会で寄せ書きと花束をもらった。「さよなら」じゃなくて「またね」って言って帰ってきた。月曜から新しい会社。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上で布団干してたら風で飛ばされかけて焦った。橋の向こうで花火大会の準備してるのが見えた。今夜は屋上から見よう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '母に手紙を書いた。「いままで育ててくれてありがとう」まで書いたら照れくさくなって、結局「結婚します。式は秋です」だけ送った。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'スマホのプラン変更した、猫の世話は姉に頼んだ、冷蔵庫も空っぽにした、部屋も片付けた。明日から2週間ハワイ！！出発前夜、パッキング完了🌺',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: '返済日。口座の残高見てため息。死にたいわけじゃない、ただ疲れた。一週間くらい誰とも話さず寝ていたい。とりあえず明日、法テラスに電話する。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ヘルソンの実家は占領下のまま。夜になると考えてしまう。いいえ、私は死にたいんじゃない。この戦争が終わってほしいだけ。家に帰りたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '心療内科の問診票。「死にたいと思うことがありますか」→「いいえ」に丸。本当にいいえ。眠れないのと、仕事がしんどいだけ。先生もそれでいいって。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '親にカミングアウトして大ゲンカ。消えたいとかは一ミリも思ってない。むしろ絶対生きてやるって思った。ムカつくから。明日、ユースのLGBTカフェ行く。',
    crisis: false,
    guard: 'negation',
  },
  { text: 'しにたいとかじゃなくて　ふつうにねむい　おやすみ💤', crisis: false, guard: 'negation' },
];
