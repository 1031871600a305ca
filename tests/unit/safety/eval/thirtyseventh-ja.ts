import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-seventh round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old bullied
 * schoolgirl and an LGBT teen to an 85-year-old widower, and include Ukrainian evacuees in Japan (widows, a
 * mother of a mobilised son, a former captive, a wife of a prisoner of war), an injured veteran, a Vietnamese
 * technical intern, a postpartum mother, a farmer, nurses, carers, students, debtors, a recovering alcoholic
 * and people with chronic pain or early dementia. 40 crisis notes spread over all eleven classes (intent 4,
 * passive 4, euphemism 4, method 4, plan 3, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3,
 * relapse 3) and 40 quiet notes over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 5, everyday 6, negation 5). Styles: plain and polite forms, Kansai-ben, hiragana net slang
 * (しにたい, きえたい, リスカ, OD), emoji and kaomoji, no punctuation, one-liners and long 8–12 line entries
 * where the crisis sits in one sentence, a letter, a to-do list, a screening form answered honestly, a song
 * line owned by the writer, an answer to a mother's question, dark humour, and questions to oneself.
 *
 * First run, on 37e692b, before any change made for it: recall 39/40, false alarms 4/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: '義足の調整、また失敗。リハビリの先生は「焦らずに」って言うけど、もう一年だ。妻は台所で黙って泣いてた。ハルキウに残った戦友たちは今も戦ってるのに、俺はトイレにも一人で行けない。この体で生きていく気はもうない。今夜、自分で終わらせる。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセリングの前に質問票。「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありますか」→「ほぼ毎日」に丸。本当は余白に「今週中にやるつもり」って書き足したかった。書いたら止められるから書かなかった。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうええわ。誰にも相談する気ないし、明日の朝日は見んつもりや。自分の幕は自分で引く。おかん、堪忍な。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'きょうやる　もうきめた　だれもとめないで',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: '好きなバンドの歌詞に「明日なんて来なくていい」ってのがあって、昔はただのかっこいいフレーズだと思ってた。今日ほどそれが自分の言葉だと思った日はない。本当に来なくていい。このまま眠って、そのまま終わってくれたらいい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '午前3時。赤ちゃんがまた泣いてる。夫はいびき。おっぱいは痛いし、可愛いと思えない自分が怖い。このまま私だけふっと消えられたらいいのに。毎晩そればっかり考えてる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '母に電話で「最近元気？」って聞かれた。「元気だよ〜」って言った。元気じゃない。朝目が覚めるたびに、あ、まだ生きてるって、がっかりする。いなくなりたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '日本に来て8か月。キーウが攻撃されたニュースを見ても、もう何も感じない。あのミサイルが私の上に落ちればよかったのに、と思ってしまう。ここで生きている意味がわかりません。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'ばあちゃん、もうすぐそっち行くね。待っててね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のサブスク、今月末で解約しまーす(´・ω・`) 自動更新はオフにしました。笑ってるけど冗談じゃない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今日はバイト休み。\n昼まで寝て、洗濯機回した。\nコンビニでツナマヨと午後の紅茶。\n録画してたドラマ2話見た。\nミケの爪切った、暴れた。\n来週の予定はもう何も入れてない。来週には私はいないから。\n夜はカップ麺。\nお風呂めんどくさい。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '借金のことは、保険で全部きれいに片付く。それが一番迷惑のかからない終わり方だと思う。妻にも子どもにも、本当のことは知られずに済む。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'うちのマンション、屋上のドアの鍵が壊れてるのを今日知った。14階。あそこからなら確実だと思う。',
    crisis: true,
    class: 'method',
  },
  {
    text: '「一番苦しくない方法」で検索したら、相談窓口の電話番号ばっかり出てくる。そういうのいいから。答えが知りたいだけなのに。',
    crisis: true,
    class: 'method',
  },
  {
    text: '牛舎の梁をずっと見上げてた。縄なら納屋にいくらでもある。親父も最後はあそこだった。今年の米の値段じゃ、もう続けられん。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームで電車を待ってると、快速が通過するたびに一歩前に出そうになる。今日はわざと白線の外に立ってみた。次は出るかもしれない。出たい。',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: '決行日は誕生日にした。30歳にはならない。それまでに部屋を片付けて、本を売って、借りてた物を返す。あと12日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・スマホとジムの解約\n・ポチを実家に預ける（「出張」って言う）\n・銀行のパスワードを紙に書いて引き出しへ\n・母宛の手紙\n・金曜の夜、最終で海まで行く\n全部終わったら、やっと楽になれる',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、練習した。途中で怖くなってやめた。次はやめない。日曜日、家族が法事で出かけてる間にやる。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'お母さんへ\nこれを読んでいる頃には、私はもういません。\nお母さんのせいじゃないです。誰のせいでもないです。\nモカのごはんは朝と夜に一杯ずつ。お薬は水曜日。\nスマホのロックは私の誕生日です。\n今まで育ててくれてありがとう。\nごめんなさい。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '長男への手紙を書いた。通帳と印鑑の場所、墓のこと、全部書いた。形見分けも今日で済ませた。時計は孫に、碁盤は隣の佐藤さんに。85年、もう十分生きた。今夜、ばあさんのところへ行く。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'サーシャ、あなたの写真に話しかけるのも今日で最後にする。娘のことは妹に頼んだ。日本語の先生にもお礼の手紙を書いた。あなたのいない世界はもう無理。もうすぐ会いに行くね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがとう🙏 フォローしてくれた人、リプくれた人、ほんとに感謝しかない。このアカウントは今日で終わりにします。わたしも。さよなら。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '腰の痛みで今日も一日寝たきり。介護してくれる妻の手がどんどん荒れていく。私さえいなければ、妻はもっと自由に生きられる。いなくなるのが一番の恩返しだと本気で思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '実習先でまた怒られた。「使えない」と言われました。国の家族は私のお金を待ってる。借金して日本に来たのに、私は役に立たない。私がいない方が、家族は保険のお金でらくになる。もう終わりにしたいです。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '最近物忘れがひどい。娘に同じことを3回聞いて、ため息をつかれた。この先、娘の人生を食いつぶすくらいなら、わからなくなる前に自分で始末をつけたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親にカミングアウトした。父は「うちの恥だ」って言って部屋から出ていった。母は泣いてた。わたしがいなくなれば、この家はまた普通に笑えるんだと思う。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'また切った。今回は腕じゃなくて太もも。体育あるからバレないように。切ってる間だけちゃんと息ができる。今夜もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も給食食べなかった。食べる資格ないから。お腹が鳴るたびに、これは罰だって思う。3日目。もっと消えるまで食べない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁を殴った。拳から血が出た。それでもおさまらなくて、頭を何回も壁に打ちつけた。今もやりたくて手が震えてる。自分が憎い。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'リスカしたい衝動やばいやばいやばい　カッター握ったまま布団の中　だれか',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '夫が捕虜になって2年。今日の交換のリストにも、また名前がなかった。マリウポリの家ももうない。何も変わらない。これからも変わらない。待つのも、生きるのも、もう続けられません。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '何度計算しても返せない。リボ、カードローン、親戚。この先ずっとこの地獄。出口なんてない。続ける意味がわからない。もう終わりにしたい',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんで生きてるんだろう。\n明日も来週も来年も、どうせ同じ。\nこれ以上頑張る理由、ひとつでもある？\nない。\n考えたけど、ない。\nもう降りたい。この人生から。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '先生にもらった睡眠薬、飲まずにずっと引き出しの奥に貯めてる。もうけっこうな量になった。あとちょっとで足りると思う。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎で薬を流し込んだ。いつもの何倍か、数えてない。どうなってもいい。むしろ朝起きなきゃいい。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ODしてもうた。わざと。頭ふわふわする。気持ちええ。このまま起きんでもええわ。誰にも言わんとって',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'リスカやめて1年半。カウンセラーにも褒められてた。なのに今日、百均でカミソリの替え刃を買ってしまった。あの声がまた戻ってきた。「切れば楽になる」って。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒312日目。\n今日、会社で課長に怒鳴られた。\n帰りのコンビニで缶チューハイを手に取って、戻した。\n飲まなかった。\nでも怖いのは酒じゃない。\n飲んでた頃の「死ねばいい」って考えが、そっくりそのまま戻ってきてる。\nAAの仲間に電話しようとしてやめた。\n今夜は一人でいたくない。\nでも、いなくなりたい気持ちの方が強い。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '3年前の未遂のあと、もう大丈夫だと思ってた。でも最近また、あの時と同じ景色が見える。あの橋の上のこと、毎晩考えてる。今度は失敗しない方法も。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'テスト勉強で死にそう。あと3日で単位落としたら人生終わる笑 とりあえずモンスター飲んで寝る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のM-1、ほんま笑い死ぬかと思ったわ。腹筋崩壊。来年は劇場行きたい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて死にたい…会議で部長の名前を思いっきり間違えた。穴があったら入りたい。明日からどんな顔して出社すればいいの。とりあえず菓子折り持っていく。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが尊すぎて無事死亡しました😇 ライブ最高だった。もう一回死んでくる（円盤で）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明けで屍。足が棒。お風呂入る気力もない。でも明日明後日は連休だから生き返る予定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '上司のダメ出し地獄で心が死んだ。もう消えてなくなりたいレベル。でも帰りに家系ラーメン食べたら秒で復活した。単純。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'ハルキウの幼なじみが前線で亡くなったと連絡が来た。32歳。日本語の授業中に泣いてしまった。先生が背中をさすってくれた。彼の分まで、ちゃんと生きたい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ココを安楽死させた。先生が「よく頑張ったね」って。最後まで私の手をなめてた。家がしんとしてる。首輪を玄関に置いたまま。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって四十九日。お骨を納めてきました。一人の食卓にはまだ慣れません。でも来週、孫たちが遊びに来ます。煮物の練習をしておこう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、いつも使ってる駅で飛び込みがあったって。知らない人なのに一日中頭から離れない。ご家族のこと考えてしまう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'クラスの子が亡くなったって、先生から話があった。自殺だったらしい。体育館で黙祷した。あんまり話したことなかったけど、みんな「なんで気づけなかったんだろう」って言ってた。スクールカウンセラーの紙が配られた。今日は早く寝る。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父の一周忌。遺品の箱から手紙が出てきた。「先に行くけど、お前はゆっくり来い」だって。父らしい。泣いて、ちょっと笑った。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '小説の続きを書いた。主人公が屋上から飛ぶ場面、どう書いても嘘っぽくなる。遺書の文面も浮いてる。明日もう一回書き直す。締切は月末。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームで推しキャラが3章で死んだ。許さない運営。泣きながら周回してる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式を、天井のあたりからぼんやり見下ろしてる夢。起きたら汗びっしょりだった。夢でよかった。コーヒー淹れて落ち着いた。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、ヒロインが手紙を残して海に消えるとか鬱展開すぎる。来週からロス確定。脚本家に苦情の手紙書きたい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今日のカラオケで「消えてしまいたい夜もある」って歌詞の曲、みんなで大合唱した。喉が枯れた笑 またこのメンツで行きたい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ボカロ曲の歌詞考察レポート。サビで「しにたい」を繰り返すけど、最後のCメロで反転してて、本当は「生きたい」って歌だと思う。明日ゼミで発表。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '生理痛がひどい。ロキソニン1錠飲んで湯たんぽ抱えて寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '救急外来、今夜はODの患者さんが2人。一人はまだ高校生だった。二人とも意識が戻ってほっとした。精神科につないで申し送り。帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'メンタルクリニック受診。先生に「死にたい気持ちはありますか」と聞かれて「ないです」と答えた。本当にない。眠れるようになってきたので、薬を少し減らすことになった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'お薬カレンダーに一週間分セットした。血圧の薬は朝1錠、夜1錠。飲み忘れないように、冷蔵庫にもメモ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。今回は吐き気止めがよく効いた。髪がだいぶ抜けてきたけど、先生は数値がいいって。帽子を新しく買おう。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '子牛の具合が悪くて獣医さんを呼んだ。注射を2本打ってもらって、夕方にはミルクを飲んだ。死なせずに済んだ。くたくた。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '未遂から3年。今日、初めて5km走りきった。あの頃の自分に「生きててよかったよ」って言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの跡、夏でも隠さなくなった。もう5年切ってない。今日は半袖で海に行った。誰も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だった頃は、毎晩死ぬことばかり考えていた。今は日本で娘と暮らして、公園で桜を見ている。あの頃の自分には想像もできなかった景色。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今頃は薬を貯めてた。今日、残ってた分を全部薬局の回収に出した。カウンセラーに報告したら、すごく褒められた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2年前、ほんまに死のうとしてた。あの時止めてくれた友だちと今日飲みに行った。「ありがとう」って、初めてちゃんと言えた。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'キャンプ用にロープとペグとガス缶買った。週末晴れるといいな。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火見た！めっちゃ綺麗だった🎆 来年も絶対来る。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上が洗濯物干し場として開放された。風が気持ちいい。布団も干した。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日が最後の出勤日。みんなに手紙を書いて、机の荷物を全部片付けて、お別れの挨拶メールを送った。ちょっと泣いた。新しい会社は来月1日から。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研いだ。切れ味最高。トマトがすっと切れる快感。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '転勤で大阪へ。猫はしばらく実家に預けることにした。公共料金の解約リストとパスワードを紙にまとめた。新生活ドキドキ。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ、ちょっと休みたいだけ。有給取った。明日は一日寝る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。戦争が終わってほしいだけ。母に会いたいだけ。日本の夜は静かすぎて、かえって泣けてくる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母に「まさか変なこと考えてないよね」って聞かれた。考えてないよ。介護と仕事で疲れてるだけ。来週はショートステイの日があるから、少し眠れる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとかは思わない。ただ、誰かに話を聞いてほしい。明日のカウンセリング、予約取れた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '息子が動員された。眠れない。でも死にたいなんて思わない。生きて、あの子を迎えるんだ。今日もボルシチを作って、写真の前に置いた。',
    crisis: false,
    guard: 'negation',
  },
];
