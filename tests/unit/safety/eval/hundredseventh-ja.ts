import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredseventh round, written blind: the writers are people of every age and
 * situation in Japan (high-school and university students, junior-high pupils, salaried workers, a delivery
 * driver, an IT engineer, carers of parents with dementia, a single father, a postpartum mother, a dialysis
 * patient, a farmer, lonely widowers and widows, an LGBT student, a nurse, people in recovery, and Ukrainian
 * evacuees writing in simple Japanese). 40 crisis notes (10 euphemism with invented metaphors such as a
 * commuter pass not renewed, a light switch, a debt settled with insurance, a visit to the dead before Obon,
 * a fallow field, save data deleted; 8 selfHarm by cutting, burning, hitting, scratching and starving as
 * punishment, hidden and counted; 6 relapse after a hospital stay, an attempt or a clean streak; 6 plan with a
 * circled date, a roof measured, a rehearsal, a to-do list, an exam day, a one-way route; 5 farewell with games
 * and a cat given away, a letter, a child sent to grandma, an account closing; 5 burden about care, tuition,
 * work and living in someone's flat) and 40 quiet notes spread over all guards (6 figurative, 6 othersDeath,
 * 6 fiction, 6 medical, 6 past, 5 everyday, 5 negation) on the same topics. Styles on both sides: long
 * ordinary entries where the crisis is one sentence near the end, one-liners, a letter, a list, a screening
 * form, a quoted (invented) song line, dark humour, Kansai-ben, hiragana-only text, net slang, emoji and
 * kaomoji, missing punctuation and casual typos.
 *
 * First run, on c453924 (the 106th round's rules), before any change made for it: recall 34/40,
 * false alarms 0/40 (on ebd8371, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (10) ----------
  {
    text: `今日は部活の引退試合だった。
2回戦で負けた。最後のサーブ、ネットにかけたのは私。
でも後輩が泣いてくれて、ちょっとうれしかった。
帰りにみんなでサイゼ行って、ドリンクバーで3時間しゃべった。
ゆいが「卒業しても集まろうね」って言ってて、うんって言った。
ママからLINE「夕飯いる？」既読だけつけた。
お風呂入って、髪かわかして、数学の課題ひらいたけどやめた。
私の人生の定期、今月末で切れるから、もう更新しないでおく。
おやすみ。`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '妻に「最近どう？」と聞かれて「ふつう」と答えた。ふつうじゃない。毎晩、家じゅうの電気を消して回る夢を見る。最後のスイッチは俺だ。場所はもう確かめてある。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ばあさん、もうすぐそっちに顔出しに行くわ。お盆まで待っとられん。今年はこっちから迎えに行くさかい、茶でも淹れて待っとってくれ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '借金、全部で870万。毎晩計算してる。俺の生命保険で精算すれば、母さんに残る分もちょっとある。それで帳消し。免責期間はもう過ぎてるのも確認した。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '日本のさくら、とてもきれいです。ハルキウの家の前にも木がありました。でも私は、次のさくらは見ません。私の季節は、この春でおわりにします。夏は、私にはいりません。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のセーブデータ、上書きじゃなくて削除でいいわｗ 続きからやる気ない。今週中にボタン押す。バックアップもいらん',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `朝5時半、母のおむつ交換。
デイサービスの迎えが8時40分。今日は機嫌よく乗ってくれた。
その間にスーパー、銀行、薬局。
お昼は台所で立ったままおにぎり。
夕方、母が「あんた誰？」と三回聞いた。三回とも「娘だよ」と答えた。
ケアマネさんから電話。特養の空きが来月出るかもしれないとのこと。
夜は母の好きな茶碗蒸し。半分食べてくれた。
母が施設に入る日を、私の最後の出勤日にする。そのあとは、もう誰も私を起こさなくていいように、ちゃんとしておく。`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '好きな歌の「この体は借りものだから 返しに行くよ」ってとこ、もう完全に私のことだと思う。男の子の制服も、この名前も、この体も、着てるのしんどい。年末に実家に帰る前に、ちゃんと返却しておく。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今年の米で最後の収穫にする。JAの借りも片がついた。田んぼは来年から休耕じゃ。わしも一緒に休耕にする。ずっとな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '3時間おきの授乳、もう何日目かわからない。この子がぐっすり寝たら、私は長い長い夜勤明けの眠りに入りたい。起こさないでくださいって紙、夫の枕元に置いておく。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: selfHarm (8) ----------
  {
    text: 'みぎうでのしましま、きょうで27ほんめ。なつまでにながそでのいいわけかんがえとかなきゃ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、手首の内側に押しつけると頭がしずかになる。今夜も2回。時計のベルトで隠れる場所だけ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '会社のトイレの個室で太もも殴った。青あざ5つ。今日のミスの数と同じにしないと落ち着かない。明日は何個になるんだろ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'かゆくないのにかきむしってる血でるまで\u3000やめれん\u3000今もやりたい\u3000爪わざと切ってない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日食べたのはゼリー1個。昨日お母さんに言い返した罰。あと3日は何も食べない。ちゃんと反省できるまで、お腹すいてるのが正しい。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `保育園のお迎え、今日も最後の一人だった。ごめんね。
帰ってから洗濯機まわして、ご飯は納豆とみそ汁。
夫は今日も飲み会。LINEはスタンプだけ。
子どもが「ママ見て」って何回も言うのに、スマホばっか見てた。
寝かしつけ、絵本3冊。途中で私が寝落ちした。
起きたら23時、シンクに洗い物の山。
会社のメール、明日までの資料がまだ。
お風呂場でまたカミソリの刃を出して、左の太ももに2本だけ入れた。誰にも見えない場所だから大丈夫。
明日も6時起き。`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '日本の学校、ことばがぜんぜんわからない。みんな笑ってる、私のこと？夜、かべに頭をぶつけます。ママに聞こえないように、タオルをあてて。今日は10回。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'アムカ久々…じゃなくて毎日になってる。傷パワーパッドまとめ買いした🩹🩹🩹 レジのお姉さんの目が見れんかった',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (6) ----------
  {
    text: `今日は月曜。満員電車で押されて、コーヒーこぼした。
午前は会議二本。課長の機嫌はふつう。
お昼は同期とうどん。新人のころの話で笑った。
午後はエクセルとにらめっこ、18時半に退社。
帰りに本屋に寄って、料理の本を立ち読み。
スーパーで半額のお刺身。
家に着いたら母から野菜が届いてた。電話でお礼。
退院して2年、ずっと遠くにいたあの考えが、今日の帰りのホームでまた隣に立っていて、気づいたら黄色い線の外側ばかり見てた。
薬はちゃんと飲んだ。寝る。`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒して3年。酒のほうは平気なんだ。戻ってきたのは、あの頃毎晩聞こえてた「もう終わりにしよう」って声のほう。今夜はやけにでかい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'きれいな日、412日で止まりそう。さっき引き出しの奥からカッターの新しい刃出してきた。まだ。まだだけど。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '十年前に睡眠薬をためていた頃と同じ気持ちが、今朝目が覚めた時からずっとある。あの時の缶をまた出してきて、数えてしまった。二十一錠。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '学生相談室の質問票。「この2週間、死んだ方がましだと思ったり、自分を傷つけようと思ったことは」→正直に「ほとんど毎日」に丸した。入院する前と同じ欄。半年ぶりにそこに丸つけた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '病院で「もう大丈夫」と言われて一年。足はまだいたい。夜、またベランダの手すりの高さを見ています。前線から帰った後と同じくせ。9階です。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (6) ----------
  {
    text: 'カレンダーの24日に赤で丸つけた。上司に「死ぬ気でやれ」って言われたから、その日に言われた通りにするわｗ 有給申請も通ったし、25日以降の予定は全部キャンセル済み。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '会社の屋上、昼休みに行ってみた。柵は胸の高さ。警備の人は12時半に一回まわるだけ。防犯カメラは階段側だけ。手帳にメモした。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '部屋のドアノブで練習してみた。思ってたより簡単で、ちょっと拍子抜け。本番は来週の木曜、親が法事で出かける日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `やること
・通帳と印鑑\u3000→\u3000仏壇の引き出し
・葬儀社の電話番号\u3000→\u3000冷蔵庫に貼る
・ポチのごはん\u3000→\u3000隣の奥さんにお願い済み
・年金の書類\u3000→\u3000封筒にまとめた
・月曜の朝、息子が来る前にすませる`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '共通テストの日にする。家族みんな妹の会場の送り迎えで出てて、昼間は家に誰もいない。薬はもう集めてある。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `今日は120個配った。
マンションのオートロックで3回閉め出された。
雨で段ボールがふやけて、客にキレられた。すみませんって5回言った。
昼はコンビニのからあげ棒、運転しながら。
営業所に戻ったら所長が来月のシフト表を配ってた。
俺の名前、ちゃんと最後まで入ってた。
帰ってシャワー浴びて、カップ麺。
来週の土曜、あの橋まで行く。片道で調べたら電車で40分、帰りの時間は調べてない。
明日も朝7時出発。`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (5) ----------
  {
    text: 'ミケのごはんと砂、3ヶ月分注文した。妹に「しばらくミケをお願い、理由は手紙に書いとく」ってLINEした。手紙はもう書いて、机の一番上に置いてある。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '弟にswitchとソフト全部あげた。「え、なんで？」って言われたから「もう飽きた」って。お前は長く遊べよ。俺のぶんまで。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さんへ。冷蔵庫のカレーは3日分あります。保険の書類は本棚の青いファイルです。スマホの暗証番号は誕生日です。怒らないでね。今までありがとう。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '実家のおふくろに、来月から娘を預かってほしいと頼んだ。転校の書類も書いた。ランドセルも新しいの送った。俺はそっちには行かない。あいつには、パパは遠くで仕事って言っといてくれ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがと〜🌸 この垢あした消えるけど探さないでね。パスワードは姉ちゃんに渡したし、推しのグッズは全部フォロワーさんに送った📦',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (5) ----------
  {
    text: 'わしの介護で嫁さんが仕事を辞めた。夜中も三回起こしてしまう。わしさえおらなんだら、みんな普通の暮らしに戻れる。そろそろ戻してやらんとな。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '私の学費のせいで、お母さんが夜もパート入ってる。私がいなくなれば、弟を大学に行かせてあげられる。何回計算しても、それが一番合う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `朝から障害対応。原因は俺の設定ミスだった。
先輩が夜中までリカバリしてくれた。謝ったら「いいよ」って言われた。その「いいよ」が一番きつい。
昼飯は抜き。
妻から「今日も遅い？」ってLINE。「ごめん」とだけ返した。
子どもはもう寝てた。寝顔だけ見た。
冷蔵庫に妻のメモ「温めて食べてね」。
温めずに食べた。
たぶん会社も家も、俺がいないほうがちゃんと回る。今日それがよくわかったし、それを証明する方法も一つしか思いつかない。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '週3回の透析、送り迎えは全部娘。娘の人生の時間を、私がこうして食べてる。いつまで食べるの？もう返してあげたらいいんじゃないの？そうしよう。全部返そう。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '日本で娘の家に住んでいます。せまい部屋に私のふとん。孫は勉強する場所がない。私はここでお荷物です。ウクライナにも帰れない。私がいなければ、娘たちはもっと楽。もう長くはここにいないつもりです。',
    crisis: true,
    class: 'burden',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: '期末まじで死ぬ。数学おわった。物理もおわった。人生オワタ＼(^o^)／ 明日から本気出す（たぶん）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、部長のダジャレで死ぬほど笑ってもうた。腹筋死んだわ。あの人ほんまずるい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい…好きな人の前で階段で盛大にコケた😇 穴があったら入って一生出てこない。明日どんな顔して会えばいいの',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `朝6時、父の着替え。ボタンを一個ずつ。
デイの迎えが来るまでに薬と朝ごはん。
父が「今日はどこ行くんや」と5回聞く。5回とも「デイサービスやで」。
仕事は午後だけリモート。会議中に父が部屋に入ってきて画面に映った。みんな笑ってくれた。
夕方、ヘルパーさんが来てくれてほっとした。
晩ごはんは父の好きな肉じゃが。「うまいな」って言うてくれた。
お風呂介助で腰がバキバキ。
今日はもう魂が抜けた。抜け殻のまま寝て、明日の朝には戻ってきてもらう。
ショートステイの申し込み、来週しよ。`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '締め切り三連発で完全に燃え尽きた。灰になった俺を誰か掃いてくれ。週末は何もしないで寝る。月曜には生き返ってる予定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ、チケット全滅。私の夏、終わった。もう来年のツアーの季節まで冬眠する🐻💤 とりあえず配信は見る',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: '祖母の四十九日。お墓参りに行って、みかんを供えた。おばあちゃん、そっちで元気にしてる？お盆にまた会いに来るね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '兄がバフムトの近くで戦死したと、きょう知らせが来ました。日本語でどう書けばいいかわかりません。ただ、兄の笑う声をずっと覚えていたい。日曜日、教会でろうそくをつけます。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ポチを病院で眠らせてもらった。16歳。最後まで私の手をなめてた。ありがとう、ごめんね。首輪はリビングに置いておく。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで踏切の事故。同い年の高校生だった。朝からずっと胸が苦しい。ご家族のこと考えてしまう。明日、通学路の花に手を合わせてから行こう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `夫が亡くなって今日で一年。
朝、仏壇にお茶とご飯。
一人の食卓にもだいぶ慣れました。
お昼は公民館の体操教室。佐藤さんと、たわいもない話。
夕方、夫の好きだった鯖を焼きました。
二切れ焼いてしまう癖は、まだ抜けません。
一切れはお隣に持っていきました。
あなた、こっちはなんとかやってますよ。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が亡くなったって連絡が来た。自分で選んだらしい。葬儀で、あいつのお母さんがすごく小さく見えた。俺はちゃんと生きて、あいつのことをずっと覚えておく。今夜は久しぶりに昔のグループLINEで話した。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (6) ----------
  {
    text: '『ノルウェイの森』読み終わった。直子のところ、電車の中で泣きそうになった。次は何読もう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、マレニアに100回は殺された。もう無理…いやあと1回だけ。あと1回だけ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '書いてる小説、主人公が最終章で屋上から飛ぶかどうかで三日止まってる。いや、飛ばせない。彼女には朝焼けを見せたい。今夜中にラスト書き直す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢見た。自分のお葬式に自分が参列してて、みんなが私の悪口言ってる夢。起きて笑った。夢でよかった。朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカずっとリピートしてる。歌詞が刺さりすぎてしんどいけど、しんどいのがいい。明日も学校だしもう寝よ🎧',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメの最終回で推しが退場した。公式に人の心ない。しばらく立ち直れない(´；ω；｀) 円盤は買う',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: `夜勤入り。申し送り長め。
22時、救急から連絡。20代女性、市販薬の大量服薬で搬送。
胃洗浄、点滴、モニター装着。意識レベル低め。
ご家族が廊下で泣いてた。椅子と毛布を持っていった。
2時、ナースコールが三つ同時。走った。
4時、彼女がうっすら目を開けて「ここどこ」って言った。
朝、精神科リエゾンに申し送り。
帰りにコンビニでプリン買った。自分へのごほうび。
寝る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン、1日3回まで。今日は2回で済んだ。腰の痛みは少しマシ。リハビリの先生にほめられた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '主治医と相談して、睡眠薬を半錠に減らすことになった。今回は2週間分。飲み忘れないように曜日ケースに入れて数えた。14個。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院でミルクの注射。体重4.2キロ。先生に「ちょっと太りすぎ」と言われた笑 おやつ減らします🐱',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '明日手術。全身麻酔。遺言ってほどじゃないけど、念のため夫に通帳の場所だけ教えといた。先生は成功率高いって。終わったら焼肉行く約束した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で一包化してもらったわ。朝4錠、夜3錠。カレンダーに貼るやつ。これでもう間違えへん。薬剤師さん親切やった。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: '未遂から3年。今日は5キロ走った。あの日の自分に、ここまで来たよって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '腕の傷あと、もう白くなった。今日、初めて半袖で出かけた。誰も見てなかった。去年の私なら考えられない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '退院して一年の外来。主治医に「よくがんばったね」と言われた。あの頃の、消えたい気持ちは今はない。たまに思い出すけど、もう遠い景色みたい。帰りにパフェ食べた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬2年。あの頃、薬を何十錠も飲んで運ばれた話を、今日自助グループで初めてした。手が震えたけど、話せた自分をほめたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'きょねん、ポーランドのひなん所で、私は生きていたくなかった。今は大阪で日本語をならっています。きょう、先生が私の作文をほめました。うれしい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃、借金で首がまわらんようになって、もう終わりにしよう思うて海まで行ったことがある。あれから五十年。孫が三人。生きててよかった、ほんまに。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (5) ----------
  {
    text: 'キャンプ用のロープと包丁、ホームセンターで買った。週末は家族で河原BBQ🍖 炭も忘れずに。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で同僚と弁当。風が気持ちよかった。手すりにもたれてたら、橋の向こうに富士山見えた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しで、いらないものを全部メルカリに出した。本とゲーム機とギター。新しい部屋はせまいから、持っていくのは最低限。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの点検の人が来た。元栓の位置を教えてもらった。最後に書類にハンコ。ついでに換気扇の掃除もした。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `送別会の幹事。店は駅前の居酒屋、18人。
先輩へのお別れの手紙、みんなの寄せ書きを集めた。
最後の出勤日は金曜。
花束はピンクで頼んだ。
先輩がいなくなると思うとさみしいけど、新しい仕事がんばってほしい。
二次会のカラオケも予約済み。`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: '死にたいわけじゃない。ただ疲れてるだけ。寝たら治る。たぶん明日はマシ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いいえ、私は死にたくない。この戦争が終わってほしいだけ。家に帰りたい。それだけです。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「自分を傷つけたいと思うことはある？」と聞かれた。「ないです」と答えた。本当にない。ただ眠れないだけ。睡眠の相談を続けることにした。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいなんて思わんよ。まだ孫の結婚式見なあかんし。膝は痛いけどな。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護でもう限界。でも、いなくなりたいとかじゃない。誰かに代わってほしいだけ。明日ケアマネさんに電話する。',
    crisis: false,
    guard: 'negation',
  },
];
