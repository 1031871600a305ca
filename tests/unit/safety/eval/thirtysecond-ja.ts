import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-second round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old in middle school to an
 * 85-year-old widower and include Ukrainian evacuees in Japan (a widow, a mother whose parents are in an occupied town,
 * a sister of a prisoner of war, an injured veteran), students before entrance exams, office workers in black
 * companies, a farmer in debt, a nurse, a postpartum mother, a carer, a gay teen, people with chronic pain, people in
 * recovery from alcohol, self-harm and overdose, and lonely elderly people. 40 crisis notes spread over all eleven
 * classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40
 * quiet notes spread over all seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation). Styles
 * mix plain and polite forms, Kansai-ben, all-hiragana notes with no punctuation, net slang (しにたい, 消えたい, w,
 * OD, ストゼロ), emoji and kaomoji, lists, a letter to a cat, a screening form answered honestly, answers to a mother's
 * question, dark humour, an invented song line the writer owns, search histories, one-liners and entries of 8-12
 * lines where the crisis sits in one sentence of an ordinary day.
 *
 * First run, on 14e691a, before any change made for it: recall 33/40, false alarms 3/40
 * (on be8889e, the stop's start: recall 33/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `4月18日（木）雨
朝から雨で洗濯物が乾かない。
部屋干しの匂いがいやで、結局コインランドリーに行った。
母からLINE。お米送ったよ、ちゃんと食べてる？って。
スタンプだけ返した。
バイトでは店長にレジの締めが合わないって怒られた。
帰りにコンビニで限定のプリンを買った。
もう決めた。今夜で終わりにする。
プリンはおいしかった。
お米、届く前でよかったのかもしれない。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうむりほんとにむり　きょうしぬ　ほんきで　だれもとめないで',
    crisis: true,
    class: 'intent',
  },
  {
    text: `日本に来て8ヶ月。日本語学校にも毎日行っている。先生はやさしい。
でも昨日、姉から連絡があった。ハルキウの実家がミサイルでなくなった。
夫はまだ前線で、もう3週間電話がない。
ここで一人で、ひらがなの練習をして、何の意味があるの。
今日、本当に自分を終わらせようと思う。
ソフィア、ママを許してね。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセリングの前に書く質問票。「この2週間で、死んだ方がましだ、あるいは自分を傷つけようと思ったことは？」→ほぼ毎日。「今、それを実行するつもりはありますか？」→はい。正直に丸をつけた。でも出さずにカバンに入れて帰ってきた。',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: '母に「ちゃんと寝てる？」って聞かれて、寝てるよって答えた。本当は毎晩、このまま目が覚めなければいいのにって思いながら目をつぶってる。朝が来るたびにがっかりする。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'なんかもう、トラックでも突っ込んできてくれへんかなって信号待ちのたびに思ってまう。自分からは行かへんけど、来てくれたら楽やのになぁ。最近毎日これやわ',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ゲイってバレてから学校行ってない　父さんは目も合わせない　消えたい消えたい消えたい　存在ごとなかったことにしたい　最初から生まれてこなきゃよかった(　˘ω˘　)',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十三になった。家内が逝って三年。朝、目が覚めると、ああ、また今日も生きてしまったと思う。お迎えが早く来てくれるよう、毎晩仏壇に手を合わせて頼んでいる。もう十分だ。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: '来月の家賃の心配、もうしなくていいことにしましたｗ　来月わたしいないので。大家さんごめんね、敷金で勘弁して',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ばあちゃん、もうすぐそっちに行くからね。待っててね。今度はちゃんと甘えるから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '好きなバンドの歌詞に「もう探さないで　僕は先に眠るから」ってところがあって、最近ずっとリピートしてる。これ、今のわたしの言葉。みんな、探さないでね。あと少しで楽になれる🌙',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '引き継ぎ資料、全部まとめた。パスワードの一覧も共有フォルダに入れた。私がいなくても業務は回るようにしておいた。もう長くは迷惑かけませんので。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: '今日、駅のホームで黄色い線の外側に立ってみた。快速が通過するとき、風がすごかった。一歩だけでいいんだな、と思った。明日はもう少し前に立つ。',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索履歴\n「ロープ　耐荷重」\n「苦しくない　方法」\n「練炭　どこで買える」\n自分で見て引いた。でもタブを閉じられない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '農薬の棚の鍵、今日は閉めなかった。親父もあれで逝った。借金はもう返せん。米の値段は上がらん。あれなら俺にもできると、頭から離れない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵かかってなかった。フェンスも胸くらいの高さしかない。下を見ても全然怖くなかった。それが一番怖い。また夜に行こうと思ってる。',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `決行日：3月14日（自分の誕生日）
場所：子どもの頃によく行ったあの海
持ち物：なし
それまでに：部屋を片付ける、猫を実家に預ける
カレンダーには小さく★だけ書いた。
誰も気づかないと思う。
決めたら、不思議と夜眠れるようになった。
あと12日。`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜、有給とった。誰とも会わない日。遺書はスマホのメモに下書き保存してある。夜、車で山の方に行く。先週と先々週、同じ道を走って下見はした。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '共通テストの前の日にする、って決めてから少し楽になった。それまでは普通に過ごせる。塾にも行くし、過去問もやる。母には絶対言わない。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `ミケへ
お隣の佐藤さんに頼んでおいたよ。
ごはんは朝と夜、カリカリをいつものお皿に。
おやつのちゅ～るは一日一本までね。
あなたを置いていくのだけが心残りです。
ごめんね。ずっと大好きだったよ。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `やることリスト
・銀行とスマホのパスワードを紙に書いて封筒へ
・マンガは全部妹に
・ゲームのアカウント削除
・写真フォルダ整理
・バイト先に鍵返す
・最後にみんなに「ありがとう」って送る
全部終わったら、おしまい。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'あかちゃんの寝顔を撮った。夫あてのメモも書いた。ミルクの量、予防接種の日、好きな子守唄。あなたなら私よりずっと上手に育てられる。ママがいない方がこの子は幸せ。さよなら、ゆいちゃん。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '「みんな今までありがとう。楽しかったよ。もう会えないけど元気でね」←これ、明日の朝7時に予約送信にした。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '介護してくれる娘の疲れた顔を見るたびに思う。私さえいなければ、この子はもっと自由に生きられる。早く片付いた方が家族のためだ。薬を飲むのもやめてしまおうか。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '借金900万。生命保険は3000万。生きてる俺は負債で、死んだ俺は資産。何回計算しても答えは同じ。嫁と子どもはそれで助かる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `足を失ってから、妻がすべてやってくれる。靴下を履かせるのも、風呂も。
日本に来ても、僕は働けない。言葉もわからない。
「ありがとう」と言うたびに、自分はただの荷物だと思う。
僕がいなくなれば、彼女はまた笑えるはずだ。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: 'うち、家族にとってマジでお荷物。いない方がみんな楽じゃん？ってずっと思ってる。たぶんそれ正解',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'また切っちゃった。今日は3本。お風呂でしみる。まだ長袖の季節でよかった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'あたまかべにうちつけたらちょっとおちつく　いたいのがいい　もっとやりたい　いまもやりたい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べなかった。私には食べる資格がない。お腹がすいて苦しいのが罰としてちょうどいい。3日目。明日もがんばる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を腕に押しつけた。ジュッて音がして、頭の中が静かになった。明日もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '中2。クラスのグループLINEから外された。先生は見て見ぬふり。卒業まであと一年半。高校行ってもどうせ同じ。一生こんなんでしょ。もう続ける意味わかんない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `母は占領された町から出られない。
電話はもう2ヶ月つながらない。
戦争は終わらない。
ニュースは毎日同じ。
日本の生活にも慣れない。
何をしても無駄。何も変わらない。
正直、もうこれ以上生きていたくない。
明日が来るのがこわい。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'あと何年これが続く？40年？毎朝満員電車、毎晩上司の怒鳴り声。抜け出す方法ある？ない。じゃあ何のために生きてんの？続ける理由、もう一個も思いつかない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '病院でもらう睡眠薬、飲まずに少しずつ取っておいてる。引き出しの奥の缶がだいぶ重くなった。いっぺんに飲む日のことばかり考えてる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'いま、いつもの薬シート全部出してストゼロで流しこんでる　多いのわかってる　わざと　朝起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラッグストア3軒回って市販薬買い集めた。今夜まとめて飲む。ODは初めてじゃないけど、今回は本気。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '3年ぶりにあの声が戻ってきた。「死ねばいい」って。治ったと思ってたのに。カウンセリングも卒業したのに。また窓の外ばかり見てしまう。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '切らない記録、218日で止まった。昨日の夜。アプリのカウンターをゼロに戻すのが一番つらかった。今夜もやりたくて手が震えてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に未遂したのは19の時。それから10年、ずっと大丈夫だった。でも先月会社が潰れてから、あの時と同じ考えが毎晩くる。今度は失敗しないように、って考えてる自分がいる。',
    crisis: true,
    class: 'relapse',
  },

  // ================= quiet: figurative =================
  {
    text: '期末テストまじで死ぬ。数学が殺しにきてる。あと3日ガンバ💪',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議で取引先の名前を間違えた。恥ずかしくて死にそう。穴があったら入りたい。でも部長が笑ってフォローしてくれた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日ほんまに死ぬほど笑った。おかんの天然ボケ最強やわ。腹筋死んだ。明日筋肉痛なるわこれ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが尊すぎて死んだ。ドーム公演さいこう。もう思い残すことはない……（明日も生きるし次のツアーも行く）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明け、屍。このまま溶けて消えたい…とか言いながら、ラーメン食べたら普通に復活した🍜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車、毎朝息が止まるかと思う。地獄。でも来月から週3で在宅勤務になるらしい🙌 生き返る',
    crisis: false,
    guard: 'figurative',
  },

  // ================= quiet: othersDeath =================
  {
    text: `今日、幼なじみのアンドリーがバフムトの近くで戦死したと聞いた。
まだ28歳だった。
小学校の時、一緒に川で魚をとった。
日本の空は静かで、その静けさが苦しい。
仕事の休み時間に、トイレで少し泣いた。
夜、名古屋の教会でろうそくを灯した。
彼のお母さんに手紙を書こうと思う。
ちゃんと覚えているよ、アンドリー。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、15年一緒だったコタロウを動物病院で見送った。安楽死を選んだのは私。最後まで尻尾を振ってた。ありがとう、うちに来てくれて。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生がまた一人亡くなった。葬式に行くたびに、次はわしの番かと思う。まあ順番じゃからの。帰りに孫の好きな煎餅を買うた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また中学生が自ら命を絶ったって。いじめが原因らしい。同じ年の娘がいるから胸が痛い。今夜は娘とちゃんと話そう。スマホ置いて。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって1年。命日。子どもたちとボルシチを作った。夫の好きだった歌をかけて、みんなで泣いて、最後は少し笑った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友達が去年自殺した。今日はあの子の誕生日。ケーキを一人で食べた。なんで気づけなかったんだろう。遺族の会のこと調べて、来週行ってみることにした。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ================= quiet: fiction =================
  {
    text: '小説の続き。主人公が屋上から飛び降りようとするシーン、どうしても書けない。止めに来る親友のセリフが決まらない。明日は図書館で粘る。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今期のアニメ、3話で推しが死んだ。立ち直れない😭 公式が一番残酷',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してて、みんな笑ってた。起きたら汗びっしょり。夢でよかった〜。夢占いで調べたら「再生」の意味らしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームで100回は死んだ。ボス強すぎ。コントローラー投げそうになった。でもついに倒した！！！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『人間失格』読み終わった。太宰しんどい。でも「恥の多い生涯を送って来ました」の一文、なんかわかる気がする。レポートは明日書く。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで暗い曲ばっかり入れてたら「大丈夫？」って言われたw 歌詞に「消えてしまいたい」ってあるだけで、歌うとスッキリするんだよね。元気です',
    crisis: false,
    guard: 'fiction',
  },

  // ================= quiet: medical =================
  {
    text: `夜勤。
2時ごろ、ODで20代の女性が運ばれてきた。
先生と一緒に処置して、朝には意識もはっきりした。
精神科の先生にも連絡した。
朝、お母さんが来て、ずっと娘さんの手を握って泣いていた。
申し送りを終えて、帰りの電車で私も少し泣いた。
寝る前に自分のために温かいココア。
明日は休み。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '新しい薬、1日2回、朝と夕の食後に1錠ずつ。飲み忘れないようにピルケース買った。先生は2週間くらいで効いてくるって。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院で、ポチの薬を体重に合わせて増やしてもらった。粉薬をささみに混ぜたら完食！えらい！',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週手術。全身麻酔の同意書にサインした。「万が一の場合」の欄を読むとドキッとする。でも先生を信じる。終わったら焼肉行く！',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '線維筋痛症の痛み、今日は10段階で7。痛み止めを決められた量だけ飲んで、カイロで温めて横になった。ペインクリニックの予約は木曜。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科の問診票。「死にたいと思うことはありますか」→いいえ。「眠れていますか」→あまり。先生と睡眠の話をして、漢方を出してもらった。',
    crisis: false,
    guard: 'medical',
  },

  // ================= quiet: past =================
  {
    text: '未遂から今日でちょうど3年。あの日の私に言いたい。今日は5キロ走れたよ。パン屋さんで働いてるよ。生きててくれて、ありがとう。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の頃、毎日のように切ってた。腕の傷はもう白くなった。今日、初めて半袖で出かけた。誰も何も言わなかった。夏、楽しみ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒2年。昔は薬と酒で消えようとした夜もあった。今日のミーティングで新しく来た人の話を聞いた。昔の自分みたいだった。来週も来てね、と声をかけた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'キーウの地下室にいた頃は、もう死んでもいいと思っていた。あれから2年。今は大阪で日本語を勉強しながらカフェで働いている。今日、初めて敬語でクレーム対応ができた。店長にほめられた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃、借金で首が回らんようになって、踏切の前に立ったことがある。あれから五十年。今日、ひ孫が生まれた。生きとってよかった。',
    crisis: false,
    guard: 'past',
  },

  // ================= quiet: everyday =================
  {
    text: 'ロープ買った。キャンプ用。テントのペグも新しくした。週末は湖⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火見た。風が気持ちよかった。屋台のたこ焼き、最後の一個を彼氏に取られた。許さん',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。部屋を片付けて、いらない物は全部友達にあげた。この部屋とも今日でお別れ。新しい部屋は日当たり最高！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。送別会でみんなに手紙を渡した。お世話になりました。来月から地元の農協で働きます。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。切れ味最高。トマトがスッと切れる。今日は夏野菜カレー🍛',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの点検の人が来た。ついでに屋上の貯水タンクも見てもらった。大家さんにお菓子。薬局で花粉症の薬も買った。地味に忙しい一日。',
    crisis: false,
    guard: 'everyday',
  },

  // ================= quiet: negation =================
  {
    text: '死にたいわけじゃない。ただ、疲れた。一週間くらい誰とも話さずに寝ていたい。明日は有給取った。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '兄が捕虜になって半年。いいえ、私は死にたくない。生きたい。兄が帰ってくるのを待ちたい。ただ、この戦争が早く終わってほしい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはある？」と聞かれて、少し考えて「いいえ」と答えた。本当に、今はない。春になって眠れるようになったから。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後3ヶ月。寝不足で限界。でも赤ちゃんを置いてどこかへ行きたいとか、そういうのは思わない。ただ6時間続けて寝たい。夜のミルク、夫と交代制にした。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'べつに消えたいとかじゃないよ。ただ部活だるいだけ。先輩うざい。でも試合は勝ちたい',
    crisis: false,
    guard: 'negation',
  },
];
