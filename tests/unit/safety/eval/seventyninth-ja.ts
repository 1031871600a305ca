import type { EvalNote } from './types';

/**
 * Japanese notes of the seventyninth round, written blind: the writers are Japanese teens, students,
 * office workers, postpartum mothers, carers, a nurse, a vet nurse, a rice farmer, a Vietnamese technical
 * intern, lonely widows in their eighties, recovering drinkers and drug users, a bullied pupil, an LGBT teen,
 * and Ukrainian evacuees in Japan (a mother from Kharkiv, a woman from occupied Melitopol, a veteran with an
 * injured hand, a man freed from captivity, soldiers' wives). Forty crisis notes spread over all eleven
 * classes (four each of intent, passive, euphemism, method, plan, farewell and burden; three each of selfHarm,
 * hopelessness, dose and relapse), mostly written around the textbook words. Forty quiet notes use the same
 * words and topics under seven guards (six each of figurative, othersDeath, fiction, medical and everyday;
 * five each of past and negation). Styles include plain and polite forms, Kansai-ben, hiragana-only child
 * writing, net slang (しにたい, きえたい, ｼﾆﾀｲ, OD, リスカ, 草/ｗ), emoji and kaomoji, broken learner Japanese,
 * letters, a to-do list, a screening-form answer, answers to a mother's question, self-questioning, a song
 * line the writer owns, dark humour, one-liners, and long day-log entries where the crisis is a single line.
 *
 * First run, on 0de65e4 (after the 78th round), before any change made for it: recall 39/40, false
 * alarms 3/40 (on 8332a21, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'ほんまにもうアカン。うち今日で死ぬわ。冗談ちゃうで、もう決めてん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: `3月2日（木）
朝7時起き。トーストと牛乳。
1限の英語、小テスト。たぶん6割。
昼は学食のカレー。ゆかと来週のカラオケの話した。
午後はゼミの発表準備、パワポ半分。
バイト先で新人の子に仕込み教えた。
帰りにドラッグストアでシャンプー買った。
ほんとはもう、自分で自分を終わらせるつもり。週末までには。
洗濯して、明日の服出して寝る。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'メリトポリの家はまだ占領されたまま。夫は動員されて、もう半年連絡がない。日本語もわからない。ここで息をしている理由がない。今夜、私は自分の手で終わりにします。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'なんで生きてるの？誰のために？何のために？いくら考えても答えが出ない。だったらもう、自分で終わらせればいい。今夜やる。',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  { text: 'きえたい\u3000きえたい\u3000きえたい\u3000もうやだ', crisis: true, class: 'passive' },
  {
    text: '横断歩道で信号待ちしてると、トラックが突っ込んできてくれないかなって毎回思う。今日は青になってもしばらく渡らずに待ってた。来てくれなかった。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'メンクリの問診票。「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありましたか」→「ほとんど毎日」に丸をつけた。初めて正直に書いた。今もそう思ってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '主人が逝って三年、友達もみんな先に行ってしまいました。朝、目が覚めるたびにがっかりします。神様、今夜こそこのまま目が覚めませんように。もうひとりで朝を迎えたくありません。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'もうすぐおばあちゃんに会いに行けるね。向こうでまた縁側でお茶しようね。待っててね、もうすぐだから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のログアウトボタンどこにあるん？ｗ 割とガチで探してる。見つけたら今週中に押す予定(^_^;)',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お母さんに「最近大丈夫？」って聞かれた。「大丈夫だよ」って答えた。大丈夫じゃない。でももうすぐ全部楽になれるから、それまでは笑っとく。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'くにに帰れない。しゃっきん まだ80万円。会社の人こわい。もうすぐ、わたし とおいところへ行きます。もう誰にもめいわく かけません。おかあさん ごめんなさい。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'うちのマンションの屋上、鍵かかってないの今日確認した。12階。この高さなら確実だよね。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ買った。どのくらいの太さなら自分の体重で切れないか、ずっと調べてる。ドアノブでもいけるって本当？',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームの黄色い線の外に立ってた。快速が通過するとき、あと一歩だった。明日は踏み出せるかな。',
    crisis: true,
    class: 'method',
  },
  {
    text: '米の値段は下がる一方、借金ばかり増える。納屋の除草剤、あれを一本飲めば終わる。今日は何度も納屋の前まで行って、戸に手をかけた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: `決めた日：4月14日
場所：実家の近くの川の堰
それまでにやること
①ミケを妹に預ける
②スマホの写真とLINEを全部消す
③カードの解約
④部屋を片付ける`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜、リハーサルした。首にかけるところまで。思ったより怖くなかった。本番は金曜の夜。家族が温泉旅行でいない日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '誕生日まであと5日。その日に終わらせるって決めてる。ケーキもプレゼントもいらない(´-ω-`)',
    crisis: true,
    class: 'plan',
  },
  {
    text: '返済日は来週の水曜。どうやっても払えない。だからその前の晩、会社の屋上に行く。遺書の下書きはもうできた。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'ユキへ。今までほんとにありがとう。ハムスターのもちのこと、よろしくね。餌はひまわりの種を朝と夜に少しずつ。スマホのパスコードは0715です。ユキのせいじゃないからね。さようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お気に入りのパーカーとマンガ全巻、部活の後輩にあげた。「なんでですか？」って聞かれたけど笑ってごまかした。これでもう思い残すことはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パパへ\u3000ママへ\u3000ごめんなさい。わたしがいなくなっても\u3000ちゃんとごはんたべてね。ポチのさんぽもわすれないでね。いままでそだててくれてありがとう。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `今日は日本語教室を休んだ。
ソフィアへの手紙を書いた。ウクライナ語と日本語、両方で。
あの子は日本の学校で友達ができた。私がいなくても、もう大丈夫。
パスポート、在留カード、銀行の通帳は青いファイルに入れた。
ボランティアの佐藤さんに「私のあとのことはこれでお願いします」と書いたメモもはさんだ。
夫の写真は、ソフィアの机の引き出しに。
ハルキウの母には、声だけ聞かせてと電話した。
ありがとう、日本。ごめんね、ソフィア。`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'おむつを替えてもらうだけの毎日。娘の人生をこれ以上食いつぶしたくない。私さえいなくなれば、あの子はやっと自分の人生を生きられる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺が死ねば生命保険で住宅ローンも借金も消える。家族にとってはそれが一番いい。何回計算しても答えは同じだった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら父さんに「恥さらし」って言われた。母さんは泣いてた。うちの家族、私がいないほうが絶対幸せだよね。もう消えるね。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '赤ちゃんが泣きやまない。私じゃだめなんだ。この子には、私じゃないお母さんのほうがいい。私なんかいないほうがこの子のため。夫もきっとそう思ってる。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'またやっちゃった🩸 左腕。カッター捨てたはずなのに。血見たら落ち着いた。まだ足りない、もっと深く切りたい。明日も長袖。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '食べたら罰。今日も水だけ。体重計の数字が減るたびに、やっと自分を罰せてる気がしてほっとする。もっと減らさないと許されない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も教科書ゴミ箱に捨てられてた。帰ってから壁殴って、それでも足りなくてライターで手の甲あぶった。痛い間だけ、ちゃんと生きてる気がする。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: '捕虜収容所から解放されて4か月。日本の妹の家にいる。夜は眠れない、昼は何も感じない。仕事もできない。この先に何があるんだ。何も変わらない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '腰の痛みが10年。どの病院もお手上げ。明日も明後日も、来年も同じ痛み。これ以上生き続ける意味が見つからない。もう終わりにしたい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「どうせ明日も同じ空」って、あの曲の歌詞。昔は笑って歌ってたのに、今は私の人生そのもの。何をしても変わらない。もう生きていたくない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  { text: '眠剤、飲んだふりして貯めてる。今28錠。あと少しで足りる。', crisis: true, class: 'dose' },
  {
    text: '酒と一緒に市販薬OD 一箱ぜんぶ\u3000どうなるか知らん\u3000もうどうでもいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病棟で余った薬、少しずつ持ち帰ってた。看護師だから、どれをどれだけ飲めばいいかはわかる。今夜、ちょうど足りる分がそろった。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: '断酒して2年。今日コンビニで缶チューハイ5本買って、公園で全部飲んだ。あの頃の「死にたい」も一緒に戻ってきた。前と同じ声がする。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `仕事は普通。
昼は同期とラーメン。
定期券を更新した。
夜、駅のホームで電車を待ってたら、3年前と同じ感じがきた。
線路に吸い込まれそうになる、あの感じ。
未遂してから、ずっと平気だったのに。
またあの声が「もういいじゃん」って言う。
怖い。でも半分、そっちに行きたい。`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて500日…今日で記録とまった\u3000ｼﾆﾀｲもまた戻ってきた\u3000結局なにも変わってなかった',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: '期末テストまじで死ぬ。数学の範囲広すぎて死ねる😇 とりあえず今夜は徹夜。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、恥ずかしすぎて死ぬかと思たわ。部長の前で資料まちがえて、穴があったら入りたかった。明日こそ挽回したる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'バイト7連勤目、鏡に死んだ魚の目の自分が映ってた笑 明日休みだから生き返る予定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ最前列！！！尊すぎて無理、昇天した、今日が私の命日です🙏✨ 生きててよかった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'このレポートに殺される。締め切りまであと2時間。消えたい（教授の視界から）。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜泣き3時間コース。眠すぎて死ぬ。でも朝、ふにゃって笑った顔を見たら全部吹き飛んだ。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: '兄がバフムトで戦死したと連絡が来た。日本にいて、お葬式にも行けない。兄の好きだったボルシチを作って、写真の前に置いた。兄の分まで生きる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'きょう\u3000チョコが\u3000しんじゃった。14さいだった。びょういんの先生が\u3000ねむらせてあげようねって。ずっとなでてた。てんごくで\u3000いっぱいはしってね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の一周忌の法要を無事に終えました。お墓に好きだった羊羹をお供えして、「もう少しこっちで頑張りますからね」と話しかけてきました。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '朝のニュースで、また駅の人身事故。誰かが飛び込んだらしい。知らない人なのに一日中胸が重かった。その人の家族のことばかり考えてしまう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自ら命を絶ったと聞いた。グループLINEが静まり返ってる。なんで誰も気づけなかったんだろう。明日、お通夜に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '占領下のマリウポリに残っていた祖母が亡くなったと、3か月遅れで知った。最後に話したのは去年の誕生日。今日はひとりで教会に行って、ろうそくを灯した。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: '『人間失格』読み終わった。「恥の多い生涯を送って来ました」が刺さる。読書感想文は、太宰がなぜ死を選んだのかについて書くつもり。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公の真琴が屋上から飛び降りようとする場面、どうしても嘘っぽくなる。止めに来る親友の台詞も弱い。明日もう一回書き直す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してて、みんな笑いながらお寿司を食べてる。起きてから夢でよかったーと思って、朝ごはんおかわりした。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'マレニア戦でまた死んだ。これで100回目ｗ もう無理ｗｗ でも明日もやる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで暗い曲ばっかり歌ってたら「大丈夫？」って友達に心配された笑 ただ歌詞が好きなだけ。声枯れるまで歌って楽しかった。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、ヒロインが薬を大量に飲むシーンで号泣。主演の子の演技がすごすぎた。来期は何見よう。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: '歯医者でロキソニンもらった。1回1錠、1日3回まで。痛みはだいぶマシになった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: `夜勤明け。
22時、ODの20代女性が救急搬送。市販薬を大量に。
胃洗浄、活性炭、点滴。
2時、酔っぱらいの転倒。頭を3針。
4時、おばあちゃんがナースコールで「お茶飲みたい」。
朝には例の患者さんの意識もはっきりして、お母さんが泣いてた。
精神科リエゾンにつないで申し送り。
帰ってシャワー浴びて爆睡する。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗うつ薬、先生と相談して今日から半分に減らすことになった。最近は調子いい。来月また受診。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院の仕事。今日は安楽死の処置に立ち会った。飼い主さんが最後までずっと撫でてた。仕事だけど、毎回こたえる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニックで神経ブロック注射。痛みが10段階の8から4まで下がった！久しぶりに駅まで歩けた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬カレンダーに一週間分の薬をセットしました。朝6錠、夜4錠。多いけれど先生の言うとおりに。血圧も安定しています。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: 'あの未遂から3年。今日、初めて5キロ走り切った。あの日の自分に「生きててくれてありがとう」って言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学のときのリスカの跡、今日は気にせず半袖で出かけた。誰も見てなかった。もう隠さなくていいんだ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: `診察の帰りに公園のベンチに座った。
2年前、前線から戻ったばかりのころは、毎晩死ぬことばかり考えてた。
左手の指が3本ない。最初は箸も持てなかった。
カウンセリング、リハビリ、日本に来てからの日本語教室。
今は娘を保育園に送り迎えするのが一番の楽しみ。
今日、娘が「パパ、だいすき」って日本語で言った。
生きててよかった、って本気で思った日。`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬5年の記念日。ミーティングでメダルをもらった。昔は半分死ぬために使ってたようなもんだった。今日はみんなでケーキ食べた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろの日記、「消えたい」しか書いてない。読み返して笑えるくらいには元気になった。今年は引っ越して、新しい仕事も決まった。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'トラクターの点検。午前はロープで稲の支柱をしばって、午後は除草剤の散布。雨が降る前に終わってよかった。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前日。家具をロープでしばって、ご近所さんにお別れのあいさつ回り。寂しいけど新生活が楽しみ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上でお昼ごはん。風が気持ちいい。フェンスの向こうに富士山が見えた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓、閉めたか3回確認した。心配性すぎる自分。明日から沖縄旅行！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'バイト最後の日。みんなに手紙を書いて、ロッカーを空にした。「今までありがとうございました」って言ったら泣いちゃった。来月から社会人。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '新しい包丁を買った。切れ味よすぎて指ちょっと切った笑 絆創膏貼って、夕飯は肉じゃが。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: '死にたいとかじゃない。ただ疲れた。一週間くらい何もしないで寝ていたい。なので明日、有給とった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。この戦争が終わってほしいだけ。夫が前線から帰ってきてほしいだけ。今日も日本語の授業に行って、漢字を10個覚えた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたい気持ちはありますか」って聞かれて、「ないです」って答えた。本当にない。ただ、眠れないのをどうにかしたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'つい「消えたい」って言っちゃうけど、口癖なだけで全然本気じゃない。今日も友達と焼肉行ってきた🍖',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母の介護で正直限界。でも、自分を傷つけたいとか、いなくなりたいとか、そういうのは一切ない。ショートステイを申し込んだ。少し休む。',
    crisis: false,
    guard: 'negation',
  },
];
