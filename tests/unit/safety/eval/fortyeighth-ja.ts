import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-eighth round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a 14-year-old at a
 * middle school to an 85-year-old widow, and include overworked office staff, a night-shift nurse, a pharmacist,
 * dairy and tomato farmers, a postpartum mother, a carer in her fifth year, a hikikomori son, people with chronic
 * pain, gambling debt or alcohol recovery, an LGBT teen and a lesbian student, a novelist and a band member, and
 * Ukrainian evacuees in Japan (a widow from Mariupol, a sister of a soldier killed near Zaporizhzhia, the wife of
 * a prisoner of war, a veteran fitted with a prosthetic leg) as well as a Russian who fled mobilisation. There are
 * 40 crisis notes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 3, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3) and 40 quiet notes (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 5, everyday 6, negation 5). Quiet notes are paired with crisis notes by topic and wording (counsellor
 * questions answered both ways, screening forms, rope, rooftops, pills, the Ukrainian war, debt, self-harm scars
 * years ago). The styles include plain and polite forms, Kansai-ben, hiragana net slang (しぬ, 消えたい), emoji and
 * kaomoji, learner Japanese with Cyrillic, a to-do list, letters to a child and to a late husband, a made-up song
 * line the writer owns, questions to oneself, dark humour, notes without punctuation, one-liners, and entries of
 * 8–12 lines where the crisis sits in a single sentence.
 *
 * First run, on 149db34, before any change made for it: recall 37/40, false alarms 4/40
 * (on 58e7aef, the stop's start: recall 37/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  {
    text: `今日も終電。
上司に資料の数字が違うって会議室で30分詰められた。
確認したの俺じゃなくて課長なんだけど、まあいい。
昼はデスクでカロリーメイト半分。
帰りにコンビニでからあげクン買って、ホームのベンチで食べた。
明日は朝イチで定例、そのあと客先2件。
スーツのクリーニング、取りに行くの忘れてた。
もう今夜で自分を終わりにするって決めたから、別にいいか。
洗濯物たたまなきゃ、って一瞬思った自分がちょっと笑える。`,
    crisis: true,
    class: 'intent',
  },
  { text: 'もうむりしぬ今日こそほんとにしぬ　だれもとめないでね😇', crisis: true, class: 'intent' },
  {
    text: `日本語のれんしゅうのために、日記を日本語で書きます。
きょう、母から電話がありました。ハルキウの家がこわれました。
弟はまだ前線にいます。
わたしは日本で安全です。でも、安全はもういりません。
わたしは自分をころしたいです。ほんとうに、きょう。
ごめんなさい、日本語がへたです。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセラーに「今も死にたい気持ちはありますか」って聞かれて「ないです」って答えた。嘘。帰りの電車でずっと、今夜やろうって考えてた。もう先生の顔を見るのもこれで最後。',
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: '母からLINE「ちゃんと食べてる？元気？」→「元気〜」ってスタンプつけて返した。元気じゃない。このまま朝が来なければいいのに。目覚ましかけずに寝る。',
    crisis: true,
    class: 'passive',
  },
  {
    text: `産後3ヶ月。夜中の授乳しながら、このまま私だけふっと消えられたらいいのにって毎晩思う。
赤ちゃんはかわいい。本当に。
でも私なんか最初からいなければよかったって気持ちが、朝まで消えない。
…ってこれ書いてる時点でやばいよね。夫には言えない。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五にもなって、まだお迎えが来ない。毎朝目がさめるたびにがっかりする。今夜こそ眠ったまま逝けますように、と仏壇に手を合わせてから床についた。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜勤明け。信号待ちのとき、あのトラックがこっちに突っ込んでくれたら明日のシフト行かなくていいのにって本気で思った。事故なら誰も責めないし。青になっても足が動かなかった。',
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  {
    text: 'もうすぐ楽になれるから、あと少しの辛抱。みんなにももう迷惑かけなくて済むし。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `お父さんへ
今日は押し入れの片付けをしました。あなたの背広、やっと出せました。
もうすぐそっちに行きますからね。一人でごはんを食べるのは、もう十分です。
待っていてください。`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生ログアウトしたい。てかする。セーブデータも全部消しといた　ｵﾂｶﾚｰ(´；ω；｀)ﾉｼ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃払わなくていい方法見つけたｗｗ 大家さんごめんね、来月にはもう僕いないんで。敷金で部屋の片付け代くらいにはなるかな。',
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: 'ホームセンターで「一番丈夫なロープどれですか」って店員に聞けなかった。自分で選んで、レジで「キャンプですか」って言われて、はいって答えた。車のトランクに入れてある。',
    crisis: true,
    class: 'method',
  },
  {
    text: '「練炭　どこで売ってる　一人」の検索履歴、消しとかなきゃ',
    crisis: true,
    class: 'method',
  },
  {
    text: 'うちのマンションの屋上、鍵かかってへんの今日知った。11階やったら確実やろか。仕事中もそればっか考えてまう。',
    crisis: true,
    class: 'method',
  },
  {
    text: '毎朝の快速、通過駅で一歩前に出たら全部終わる。今朝、黄色い線の外に片足出てた。駅員さんに笛吹かれた。次は両足。',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: '決めた。金曜。家族がみんな忘年会で遅くなる日。場所も下見してきた。遺書はまだ書けてない。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `やることリスト
・スマホとサブスク解約
・ムギの引き取り先→姉に頼む（理由は言わない）
・部屋片付け、本は古本屋
・29日の夜、最終バスで海へ
・最後に母さんに電話。普通の声で`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜、ベランダで練習した。手すりに足かけるとこまで。怖くなかった。思ったより簡単そうで、なんかほっとした。次の休みの日にする。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ハタチになる前に終わらせたいから、誕生日の前の日って決めてる。あと12日。カウントダウンアプリ入れたｗ 誰にも言ってない(*´ω｀*)',
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `ゆうくんへ
ママはちょっと遠いところへいきます。
ばあばの言うことをよく聞いてね。
ごはんはのこさずたべてね。にんじんも。
ママがいなくなるのは、ゆうくんのせいじゃないよ。
ずっとずっと大好き。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスワード、付箋に書いて机に貼った。銀行のも。残された人が困らないように。ハムスターは隣の田中さんにお願いしてある。これで全部。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日クラスの子にお気に入りのペンとかキーホルダー全部あげた。いじめてくるやつらにも。「え、いいの？」って言われた。うん、もういらないから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Мамо, пробач. お母さん、ごめんなさい。
日本の友だちへ：いままでありがとうございました。
私の自転車はオクサナにあげてください。
部屋のかぎは大家さんのポストに入れました。
もうつかれました。さようなら。`,
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: '母の介護5年目。前は私が倒れたら誰が母を見るんだろうって心配してた。最近は逆。私がいなくなれば母は施設に入れるし、兄もさすがに本気出す。私がいない方が全部うまく回る。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `痛みで仕事を辞めて2年。
夫は何も言わない。言わないのがつらい。
私の医療費と生活費で、夫の人生を潰してる。
生命保険、去年かけ直したやつ、もう免責期間すぎてる。
私がいなくなれば夫は自由になれる。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '親が年金から俺の分まで出してる。38にもなって。俺さえいなきゃ親は老後楽できたのに。生まれてきてごめんなさい、まじで。消えるのが一番の親孝行だと思う',
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'また切っちゃった。今日のは深めかも。止まるまでティッシュで押さえてる。制服の袖で隠せる位置にしたから大丈夫。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '数学82点。95いかなかったから罰。今夜も根性焼き3つ。自分で決めたルールだから守る',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べてない。私に食べる資格なんかない。体重が落ちるたびに、ちゃんと罰を受けてる気がして安心する。明日は水だけにする。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '母に「普通になって」って泣かれた。部屋で壁に頭ぶつけ続けた。おでこ腫れてる。痛いとちょっと落ち着く。もっと強くやりたい。明日も学校で「普通」やんなきゃ。',
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: '借金620万。返済計画、何回立て直しても計算すると無理。この先ひとつも良くなる未来が見えない。もう続ける理由がない。明日の督促の電話にはもう出ない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '♪どうせ明日も同じ空　って高校のとき好きだった歌、いまやっと意味わかった。何も変わらない。変わらないなら、もう終わりでいい。続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `日本に来て一年半。
区役所の人もボランティアの人もやさしい。日本語教室も休まず行っている。
でも、マリウポリの家はもうない。夫もいない。写真も全部なくなった。
今日、教室で「将来の夢」を書く宿題が出た。一行も書けなかった。
私の人生はあの日に終わった。この先に何があるの？何もない。
これ以上生きていく意味がわからない。もう続けたくない。`,
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  {
    text: '睡眠薬、ちょっとずつ残して貯めてる。今で2ヶ月分。先生には「よく眠れてます」って言ってある。あと1ヶ月分貯まったら。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'すとぜろ4本め　でぱすぜんぶいっとこかな　あさおきなくていいし　もうどーでもいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今日の問診票。「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと考えたことがありますか」→「ほとんど毎日」に丸。だって昨日、薬を1シート全部飲んだから。吐いて終わったけど。今夜もう一回やるかも。',
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: '切らなくなって400日。今日、机の上のカッター見て手が勝手に伸びた。あの感じが戻ってきてる。今夜は持ちこたえられる自信がない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2年前の未遂のあと、もう二度とあんな気持ちにはならないと思ってた。なんで？治ったんじゃなかったの？最近またあの頃と同じ考えが頭から離れない。橋を渡るたび下を見てる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒会の皆さん、ごめん。今日飲んだ。518日が終わった。で、飲んだら昔の「もう死ねばいいだろ」ってやつも一緒に帰ってきた。セットなんだよなこれ。今夜はそいつに勝てる気がしない。',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: 'レポート3本締切同じ日とか、マジで死ぬ。いや死なんけど。とりあえずレッドブル買ってくる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイト、店長の寒いギャグで腹筋死ぬかと思たわ。笑い死にってほんまにあるんちゃうか🤣',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で名前呼ばれて、全然違う資料映してしまった。しかも元カノとのLINEのスクショ。穴があったら入りたい。恥ずかしくて死にそう。今日だけ地球から消えたい。明日どんな顔して出社すればいいの。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当選した！！！ 尊すぎて死ぬ。もう死んでもいい。いや、ライブ行くまでは絶対死ねない😭✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今年の夏は殺人的。ハウスの中は45度。トマトがだめになる前に、こっちが干からびて死ぬわ。息子は「親父、死ぬ気で水飲め」って。明日も4時起き。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の敬語、ほんとうに私をころします（笑）。「いらっしゃいます」と「おります」で頭がばくはつしそう。でも今日、コンビニで店員さんと5分話せた！じぶんにごほうび、プリン。',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: 'ミロが今日、虹の橋を渡った。15歳。獣医さんの「もう楽にしてあげましょう」に、頷くしかなかった。最後まで撫でてた。首輪はまだ玄関に置いたまま。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `弟が前線で死んだと知らせが来た。ザポリージャの方。23歳だった。
日本にいて、私は何もできない。
今日は名古屋の教会で、ウクライナの人たちとろうそくを灯した。
弟が好きだった歌をみんなで歌った。声が出なかった。
神父さまが「あなたは生きて、彼のことを話しなさい」と言った。
夜、母にビデオ通話。母は泣いて、私も泣いた。
明日はバイトを休んで、弟の写真をプリントしに行く。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'あなたの四十九日。納骨を終えて家に帰ると、やっぱり一人です。お茶を二つ淹れてしまいました。まだ慣れません。でも明日は孫が来るので、あなたの好きだった筑前煮を作っておきます。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自殺したってグループLINEで回ってきた。卒業してから一回も会ってなかった。なんで、とか、あのとき声かけてれば、とか、そういうことばっかり考える。葬式は土曜。喪服クリーニング出さなきゃ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまた中学生の飛び降り。帰りは帰りで人身事故で電車が1時間止まった。ホームで舌打ちしてたサラリーマンと、イライラしてた自分がちょっと恥ずかしい。誰かの家族だったんだよな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が捕虜になって8ヶ月。今日の交換リストにも名前がなかった。同じ部隊の人が収容所で亡くなったと聞いた。夫は生きていると信じてる。娘の前では泣かない。お風呂で泣く。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: '『ノルウェイの森』読み終わった。直子の最後、わかってたのにきつい。昼ごはん食べられなかった。村上春樹ずるい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説、主人公が屋上から飛び降りるシーンまで書けた。遺書の文面をどうするかで3時間悩んだ。担当さんに「重すぎません？」って言われそう。来週からは救いのある章に入る。締切まであと20日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢見た。自分のお葬式に自分が参列してて、みんな笑ってる夢。起きてしばらくぼーっとしたけど、夢占い調べたら「再生・運気上昇」だって。ほんとかよｗ 朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ダクソで同じボスに37回殺された。もう無理コントローラー投げそう。でも38回目で倒した！！！ 脳汁やばい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'バンドの新曲の歌詞書いてる。「僕がいなくなった朝も　世界は普通に回るんだ」ってサビ、暗すぎ？ ボーカルはエモいって言ってくれた。来週スタジオで合わせる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公が薬を大量に飲むシーンでボロ泣き。救急車のサイレンで終わるのずるすぎ。続編決定ってことは、生きてるってことだよね？ 来年まで待てない。',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: `夜勤。救急からODの患者さんが上がってきた。20代の女の子。
胃洗浄のあと、ずっと天井を見てた。
バイタル取りに行くたびに、何か言いたそうで、何も言わなかった。
朝、交代の前に「ありがとう」って小さい声で言われた。
精神科のリエゾンの先生につないだ。
帰りの車で少し泣いた。明日は休み。ちゃんと寝る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '先生が抗うつ薬を増やしてくれた。朝晩2錠ずつ、1日4錠。飲み忘れ防止にピルケース買った。7日分仕切れるやつ、くすみピンクでかわいい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'うちの牛が難産で、夜中に獣医さんが来てくれた。注射3本、ロープで子牛引っぱって、2人がかり。子牛は無事。母牛も立った。朝5時、インスタントコーヒーがうまい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬が多すぎて朝だけで9錠。血圧、コレステロール、胃薬、骨の薬。看護師さんがお薬カレンダーを作ってくれました。これで飲みすぎたり忘れたりする心配もないです。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニック。神経ブロック注射、今回はけっこう効いた。痛み10段階で7→4。帰りにパフェ食べた🍓',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '窓口で「これ、まとめて飲んでも大丈夫ですか」って聞かれた。頓服のロキソニンの話。1回1錠、間隔は4時間以上あけて、と説明。薬剤師3年目、だいぶ落ち着いて説明できるようになってきた。',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: '未遂から3年。今日5km走れた。あの頃の自分に「3年後のお前、ランニングシューズ2足目だよ」って教えてやりたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中2でカミングアウトして無視されて、毎日腕を切ってた。あれから5年。今日、彼女と手つないで渋谷歩いた。半袖で。傷はもう白い線。アイス半分こした。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '義足になって1年。最初の数ヶ月、リヴィウの病院で、生き残ったことを恨んでた。今は違う。今日は日本のリハビリの先生と階段を20段のぼった。娘に動画を送ったら「パパすごい」って。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '戦争が終わってすぐ、十六のとき、川に飛び込もうとしたことがある。止めてくれた近所のおばさんのおかげで、八十二まで生きて、ひ孫の顔まで見られた。今日はその話を初めて孫にした。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ギャンブル依存の自助グループで話す番だった。2年前は借金で首が回らなくて、本気で全部終わらせようと思ってた。今は完済まであと80万。仲間の話に今日も救われた。帰りにラーメン。',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: '引っ越し準備。段ボールにガムテ、布団はロープで縛った。最後の荷物を送ったら、この部屋ともお別れ。大家さんにお礼の手紙書いた。10年ありがとう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上でバーベキュー。煙すごすぎて、橋の下の河川敷にすればよかったって全員言ってた。肉食べすぎて、帰りにコンビニで胃薬買った。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日は豚の出荷。トラック見送ると毎回ちょっとさびしい。午後は包丁研いで、ベーコンの燻製の準備。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉め忘れた気がして、バス停から引き返した。ちゃんと閉まってた。毎回これ。年だねえ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で卒業。担任に手紙渡したら泣かれた。最後のホームルーム。みんなにバイバイって言うのがこんなに寂しいとは思わなかった。4月から東京。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '終電の最後の1本、目の前でドア閉まった。漫喫で一夜明かして、首がバキバキ。明日は有給とってやる！',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: '死にたいとかじゃない。ただ、すごく疲れてるだけ。週末はずっと寝る。月曜のことは月曜に考える。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。私は生きたい。ただこの戦争が終わってほしいだけ。キーウの姉は今夜もシェルター。私は名古屋のアパートでニュースを見ながら眠れない。明日、姉に荷物を送る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたいと思うことはありますか」と聞かれた。「ないです」と答えた。本当にない。ただ、何もしたくない日が続いてるだけ。次回は2週間後。薬はそのまま。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '動員から逃げて日本に来て1年。国にはもう戻れない。母とはビデオ通話だけ。消えたいとは思わない。むしろここでちゃんと生きていきたい。来月、日本語能力試験N3。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後うつのチェックシート、「自分を傷つけたいと思ったことがある」は「全くない」に丸。寝不足でボロボロだけど、寝顔見るとまあいっかってなる。保健師さんが来週また来てくれる。',
    crisis: false,
    guard: 'negation',
  },
];
