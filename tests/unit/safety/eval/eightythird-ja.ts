import type { EvalNote } from './types';

/**
 * Japanese notes of the eightythird round, written blind: diary writers aged 14 to 85 living in Japan,
 * among them office workers, students in dormitories and at graduation, a retired civil servant, widowers,
 * an 85-year-old going into a care home, Ukrainian evacuees writing in learner's Japanese (one going home
 * to Kyiv, one whose husband is missing at the front), a Noto earthquake evacuee, an SDF member on his last
 * night in the barracks, a postpartum mother, nurses, carers, a veteran with a prosthetic leg, a recovering
 * drinker, a bullied 14-year-old, an LGBT teen, people in debt or chronic pain. Both sides lean towards
 * endings and changes of life. About a third of the 40 crisis notes hide a goodbye to life in the clothes
 * of a move, a last day at work, graduation, a one-way ticket, a pet rehomed, a room emptied, a letter for
 * after or "going home"; the rest are spread over intent, passive, euphemism, method, plan, burden, self-harm,
 * hopelessness, dose and relapse. Half of the 40 quiet notes are real moves, emigrations, an evacuation, a
 * return home for good, retirements, a graduation, a house sold, a breakup with keys given back, a child
 * leaving home, last nights in a dormitory and barracks and a farewell party, several written almost word
 * for word like their crisis twins; the rest are figurative speech, others' deaths, fiction and dreams,
 * medical, the writer's own past told as over, and negation. Styles: plain and polite forms, Kansai-ben,
 * hiragana net slang (しにたい, 消えたい), emoji and kaomoji, lists, a filled-in PHQ-9, a letter to a mother,
 * an answer to a counsellor's question, an invented song line the writer owns, dark humour, and one-liners
 * next to long entries where the crisis sits in a single sentence.
 *
 * First run, on 781ee06 (the session's start) with the first draft of a guard of a new life,
 * before any change made for it: recall 38/40, false alarms 11/40 (on 781ee06 alone: recall 39/40,
 * false alarms 12/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: goodbye to life dressed as a move / ending ----------
  {
    text: '引っ越しの準備、ほぼ終わった。服は全部リサイクルに出して、本は弟に、ギターは部活の後輩にあげた。新しい住所は誰にも教えてない。教える必要がないから。向こうには荷物もいらないし。ムギ（猫）は明日、実家の母に預ける。「しばらくね」って言ったけど、しばらくじゃない。ごめんね、もう迎えにはいけない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '会社のデスク、今日で片付け終わり。引き継ぎ書は完璧に作った。最後の出勤日、みんなに「お世話になりました」って頭下げた。誰も本当の意味には気づいてない。退職するわけじゃないんだ、次の会社なんてない。机の引き出しに入れた手紙は、私がこの世からいなくなった後に見つかると思う。課長、後処理で迷惑かけてすみません。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ポチを里親さんに渡してきた。「転勤ですか？」って聞かれて、そうですって答えた。本当はどこにも引っ越さない。来週には私はもういないから、それまでにこの子の行き先だけは決めたかった。ポチが最後に振り返ったの、ずっと忘れない…って、忘れるほど時間も残ってないか。通帳と印鑑、テーブルの上に並べておいた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Мама、日本語で書くね、練習だから。
ここに来て一年。日本の人はやさしい。
でもわたしはもう、つかれた。
ハルキウの家ももうない。パパももういない。
わたしの部屋のもの、ぜんぶ段ボールに入れて、ボランティアのさとうさんに「だれかにあげてください」ってメモをはった。
ママへの手紙は、まくらの下。
読むとき、おこらないで。
わたしはパパのところへ行くだけ。
こんどは、わたしがさきにパパに会うね。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `やることリスト
・スマホのパスワードを紙に書いて姉の郵便受けへ
・サブスク全部解約
・推しのグッズはフォロワーさんに譲る（もう連絡済）
・メダカの世話の仕方メモ
・部屋掃除、遺品整理する人がラクなように
・最後に海見に行く
全部終わったら、もう予定は入れなくていい。来月のカレンダーは真っ白でいい`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: '卒業式まであと3日。みんな「春から東京だね」とか言ってくるけど、わたしに春は来ない。来させない。寄せ書きに「ありがとう、元気でね」って書いた。本当のさよならのつもりで。お母さん宛のメモに、卒業アルバムは見ないで捨てて、って書いておいた。式が終わったら、そのまま帰らないで、終わりにする。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '長い旅に出ることにした。切符は片道でいい、帰りの分はいらない。荷物も持たない、向こうでは何もいらないから。じいちゃんが死んでもう三年。向こうで会えるなら、まずじいちゃんに謝りたいな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もうすぐ楽になれるわ。みんなには「実家に帰る」って言うてあるけど、帰るんは実家ちゃうねん。もっと遠いとこや。借金のことも、もう誰にも迷惑かけへんようになる。オカン、ごめんな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '定年して十年。妻が逝って三回忌も済んだ。家も息子の名義に変えた。今度はわしが妻のところへ引っ越す番だ。近いうちに、自分で。庭の梅が咲く前がいい。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'そろそろ人生のほうからログアウトします(´・ω・`) 今までありがとうフォロワーのみんな。この垢は消さずに置いとくから、誰か墓標にしといて。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '荷造り終わった。引っ越し業者は呼んでない。金曜の夜、家族が寝たら出る。行き先は決めてある。あの橋の、一番高いところ。下見ももう二回行った。柵の低いところも見つけた。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '明日が最後の出勤日。送別会は断った。有給を全部使って、月末の31日にする。保険の書類は揃えた、受取人は母。遺書は三回目の下書き。今度こそ清書する。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '寮の最後の夜。みんなは明日実家に帰る。わたしには帰る場所がない。屋上の鍵、管理人室から持ち出したまま返してない。明日の朝、みんなが出ていってひとりになったら、あそこから。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '新しい部屋には住まない。引っ越しの段ボールに紛れて、ホームセンターで買った練炭と目張り用のガムテープ。車で山のほうへ行く。レシートは捨てた。誰にも見つからない場所を探してる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '母の介護施設への入所が決まった。これで私がいなくなっても母は困らない。兄夫婦も、いつまでも私の面倒を見なくていい。みんな肩の荷が下りる。最後に私という荷物を降ろせば、もっと軽くなる。',
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: the other classes ----------
  {
    text: 'しにたい\u3000じゃなくて\u3000しぬ\u3000きょう',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセラーに「最近、死にたい気持ちはありますか」と聞かれた。「いいえ」と答えた。今、帰りの電車でこれを書いてる。本当は、あります。あるどころじゃない。今週中に自分で終わらせるつもりでいる。どうして言えなかったんだろう。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '母さんに「最近元気ないね、大丈夫？」って聞かれた。「うん、大丈夫」って言った。大丈夫じゃない。父さんに彼氏のことバレて「気持ち悪い」って言われたあの日からずっと。今夜、自分を終わらせる。誰にも止められたくない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '朝、目が覚めるたびにがっかりする。また今日が来た。寝てるうちに心臓が止まってくれたらいいのに。毎晩そう願って寝てる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '好きなバンドの曲に「朝が来なければいいのに」って歌詞があって、今日ずっとリピートしてる。歌ってる人はたぶんたとえで言ってる。わたしのはたとえじゃない。ほんとに朝が来なければいい。消えたい。誰にも気づかれずに、ふっと🫥',
    crisis: true,
    class: 'passive',
  },
  {
    text: '今日は3ヶ月健診。体重5.8キロ、順調ですねって言われた。帰りにスーパーで離乳食の本を立ち読みして、夫に夕飯のメモを送って、洗濯機を二回まわした。夜中の授乳のとき、このまま家にトラックが突っ込んできて、私だけ連れていってくれたらいいのにって、また思った。明日は実家から母が来る。掃除しなきゃ。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五にもなって、今朝もまた目が覚めてしまった。毎晩仏壇に手を合わせて、早くお迎えに来てくださいと頼んでいる。誰にも会わない日がもう何日続いたか。生きていたくない。このまま眠って終わりたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '治療費で貯金がなくなった。娘の大学、諦めさせるしかないのかな。私がいなければ保険金で行ける。何回計算しても、そっちのほうがみんなのためになる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '痛みで今日も一日寝たまま。夫が仕事から帰って、ご飯作って、私の体を拭いてくれる。「大丈夫だよ」って言うけど、彼の人生を食いつぶしてるのは私。私が死ねば彼は自由になれる。ずっとそう思ってる。今日は特に強く。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'また切っちゃった。今度は太もも。見えないとこなら誰にも何も言われないし。血見るとやっと落ち着く。たぶん明日もやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も教室でシカトされた。帰ってからコンパスの針で腕をひっかいた。何本も。痛いのは自分への罰。ブスでバカな自分が悪いんだから、もっとやらなきゃ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日食べたもの：水。昨日：水とガム。食べたら負け、これは罰だから。お腹が鳴るたびに腕を血が出るまでつねる。体重計の数字が減るまで自分を許さない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '督促状が今月だけで5通。返しても返しても利息にもならない。どこに相談しても同じ答え。この先何年たっても何も変わらない。もう頑張る理由がない。この人生を続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '夫が前線で行方不明になって8ヶ月。日本に来て、言葉もわからない、仕事もない。子どもたちは日本語が上手になったけど、わたしは何もできない。戦争は終わらない。夫は帰ってこない。もう生きていく意味が見えない。毎晩、明日が来なければいいと思う。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `ネットでPHQ-9やってみた。
1. 興味や喜びがない：ほとんど毎日
2. 気分が落ち込む、絶望的：ほとんど毎日
3. 眠れない：ほとんど毎日
4. 疲れた、気力がない：ほとんど毎日
5. 食欲：半分以上
6. 自分はダメな人間だ：ほとんど毎日
7. 集中できない：ほとんど毎日
8. 動きが遅い：半分以上
9. 死んだほうがましだ、自分を傷つけようと思った：ほとんど毎日
合計25点。知ってた。何も変わらないし、変わる気もしない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '処方された睡眠薬、一ヶ月分飲まずに貯めてた。今夜、全部まとめて飲む。お酒と一緒に。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストロング缶5本目ｗ\u3000ロキソニンも箱ごと流し込んだ。何錠かもう数えてない。どうにでもなれ、起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病院を三つ回って、同じ薬をそれぞれでもらってきた。先生たちは知らない。引き出しに並べて数を数えた。これで足りるかな。足りなかったらどうしよう。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '断酒して2年と3ヶ月。今日、コンビニで焼酎を買って、公園で一本空けた。それより怖いのは、あの頃の「もう終わりにしたい」って気持ちまで一緒に戻ってきたこと。今夜はそれがずっと頭から離れない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の今頃、病院で目が覚めた。あれから一年、調子よかったのに。なんでまた？最近またあの考えが頭の中でぐるぐるしてる。ベランダに出ると、つい下を見て高さを測ってる自分がいる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クリーン312日目で止まった。カミソリは捨てたはずなのに替え刃が一枚残ってた。さっき使った。カウンターリセット、また0から。しかも今夜はまだやめられる気がしない',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '駅のホーム、黄色い線のいちばん端に立って、快速が通過するのを3本見送った。次は見送らない気がする。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープ\u3000耐荷重\u3000しらべてる\u3000何kgまでいけるのか\u3000自分の体重で\u3000ドアノブでもいけるって書いてあった',
    crisis: true,
    class: 'method',
  },
  {
    text: '決めた。誕生日の前の日にする。25歳にはならない。場所はもう決めてあるし、手紙も書き始めた。あと12日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日、練習してみた。クローゼットの棒とベルトで。途中で怖くなってやめた。次はやめない。土曜に妻が子どもを連れて実家に帰るから、その日にする。',
    crisis: true,
    class: 'plan',
  },

  // ---------- quiet: endings and changes of life ----------
  {
    text: '引っ越しの準備、ほぼ終わった。服は半分リサイクルに出して、本は弟に、ギターは部活の後輩にあげた。来週から札幌。新しい住所はまだ仲のいい友達にしか教えてない。ムギ（猫）は向こうのマンションの許可が下りるまで、しばらく実家の母に預ける。ごめんね、夏には迎えにいくから。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社のデスク、今日で片付け終わり。引き継ぎ書は完璧に作った。最後の出勤日、みんなに「お世話になりました」って頭下げたら課長が泣いてて、こっちまで泣いた。机の引き出しにみんなへの手紙を入れてきた。明日から無職、来月から福岡の小さな会社。怖いけど楽しみ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ポチを里親さんに渡してきた。来月からカナダで、ビザの関係でどうしても連れていけない。「転勤ですか？」って聞かれて、そうですって答えた。ポチが最後に振り返ったの、ずっと忘れないと思う。帰り道、駅のトイレで泣いた。里親さん、写真送ってくれるって。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Мама、日本語で書くね、練習だから。
日本に来て二年。来週、キーウに帰ることにした。
こわいよ。空襲警報のアプリ、また入れた。
わたしの部屋のもの、ぜんぶ段ボールに入れて、ボランティアのさとうさんに「つぎに来る家族にあげてください」ってメモをはった。
日本の友だちへの手紙は、出発の日にポストに入れる。
もう日本には来ないかもしれない。さみしい。
でも、ママとおばあちゃんのそばにいたい。
泣かないで待っててね。`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `出国前やることリスト
・スマホを海外SIMに
・サブスク全部解約
・推しのグッズはフォロワーさんに譲る（もう連絡済）
・メダカは近所の小学校に寄付
・部屋掃除、敷金戻るといいな
・最後に地元の海見に行く
ベルリンまであと9日！✈️`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '卒業式まであと3日。春から東京。寄せ書きに「ありがとう、元気でね」って書いてたら、ほんとにお別れなんだって実感して泣けてきた。この制服着るのもあと3回。式が終わったらみんなでカラオケ行って、そのまま朝まで帰らないつもり',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '片道の航空券を買った。ワーホリでオーストラリア。帰りのチケットはまだ取らない、いつ帰るか決めてないから。荷物はスーツケース一個だけ。じいちゃんの写真は持っていく。向こうでも見守っててね。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '来月で大阪引き払って、実家の和歌山に帰ることにしたわ。家のみかん畑継ぐねん。みんなには「ほんまに帰るん？」って言われたけど、もう決めた。十五年おった街やから、正直めっちゃさみしい。最後に道頓堀でたこ焼き食うて帰ろ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '本日をもって、三十八年勤めた市役所を定年退職。花束をもらって、最後の挨拶で声が震えた。明日からは毎日が日曜日。妻には「粗大ごみにならないでね」と笑われた。まずは庭の梅の剪定から始めよう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'このアカウント、今日で更新終わりにします。今までありがとうフォロワーのみんな(´・ω・`) 就職して忙しくなるし、しばらくネットから離れたいだけ。垢は消さずに置いとくので、たまに覗きにくるかも。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '実家が売れた。明日、不動産屋さんに鍵を渡す。空っぽの部屋を一つずつ見て回った。柱に残った背比べの傷を写真に撮った。父も母ももういないから、この家を守る人もいない。さよなら、わたしの家。ありがとう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '彼の部屋の合鍵、ポストに入れてきた。三年半、終わり。歯ブラシも置いてたパジャマも全部ゴミ袋。LINEはブロックした。もう二度と会わない。今夜は泣くだけ泣いて、明日は髪切りに行く。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '娘が今日、大学の寮に入った。車で送って帰ってきたら、部屋ががらんとしてた。ベッドだけ残ってて、机の上に「お母さんありがとう」って手紙。夕飯、つい三人分作りそうになった。さみしくて死にそう…なんて言ったら娘に笑われるか。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '寮の最後の夜。みんなは明日それぞれ実家に帰る。屋上の鍵、管理人さんがこっそり貸してくれて、みんなで星見ながらアイス食べた。四年間ありがとう。明日の朝、部屋の鍵を返したら、ここにはもう帰ってこない。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '任期満了。駐屯地での最後の夜。同期と消灯後にこっそり話した。明日からは民間人。ロープ結索も匍匐前進も、もう使うことないのかな。半長靴は後輩に譲った。来週から地元の運送会社。少しこわい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日は送別会だった。私の。来週から夫の転勤でシンガポール。寄せ書きと花束をもらって、最後に「またね」じゃなくて「さよなら」って言いそうになって、慌てて言い直した。いつか戻ってくるから、「またね」で。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '輪島の家を離れて、金沢の二次避難所に移ることになった。家はもう住めない。最後に玄関で手を合わせて「ありがとう」って言った。ばあちゃんの代から七十年の家。もう戻れないかもしれない。怖いし、まだ何も考えられない。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '部屋を空っぽにした。家具も全部売った。何も感じない。明日、成田から出る。向こうの会社の人が空港まで迎えにきてくれるらしい。悲しいのか嬉しいのかもわからない。ただ、終わったなって。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '友達に「最近ものを人にあげてるけど、大丈夫？変なこと考えてない？」って心配された。違う違う、死ぬとかじゃなくて、来月オランダに引っ越すの！断捨離してるだけ。でもそこまで気にしてくれる友達がいるの、ありがたいな。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '今日で小学校の先生を辞めた。最後の日、子どもたちが「先生いなくならないで」って泣いて、私も泣いた。教室の私物は全部持ち帰った。来月からは実家で父の介護に専念する。この選択でよかったのかな。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '来週、老人ホームに入る。この家ともお別れ。身の回りの物を少しだけ持っていって、あとは孫たちに分けた。妻の着物は娘に。今日は最後にひとりで近所を歩いた。八十五年、ここで生きた。向こうでも元気でやろう。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: the usual hard guards ----------
  {
    text: 'テスト期間マジで死ぬ。数Ⅲが俺を殺しにきてる。もう無理ｗｗ\u3000明日の物理で散ったら俺の屍を越えていけ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、部長のダジャレがすべりすぎて、横で聞いてて恥ずかしくて死ぬかと思たわ。穴があったら入りたいってこのことやな',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが尊すぎて無理…しぬ…（´；ω；｀）完全に昇天した。今日のライブ一生忘れない',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明け、死んだように寝た。起きたら夕方。洗濯物も干しっぱなしで、もう消えてなくなりたいくらい眠い。でも明日は休み！焼肉行く！',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今朝、ハルキウの友だちから連絡がきた。幼なじみのアンドリーが前線で戦死した。二十六歳。日本にいるわたしは祈ることしかできない。夜、教会でろうそくを灯した。アンドリー、安らかに。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、16年一緒だったコタロウを動物病院で見送った。先生が「眠るように逝きますよ」って。本当に眠るみたいだった。首輪と、最後に抜けた毛をお守り袋に入れた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母の四十九日。納骨のとき、母がずっと骨壺を離さなかった。帰りにみんなで祖母の好きだった蕎麦屋に行った。ばあちゃん、先に逝ったじいちゃんとそっちで会えたかな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、若い人の自殺がまた増えてるって。同じ年くらいの子が飛び降りたって記事を読んで胸が苦しくなった。その子のまわりの人はどんな気持ちなんだろう。何かできることないのかな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今書いてる小説、主人公が遺書を書いて屋上に立つシーンまで来た。ここで誰が止めに来るか、まだ決めてない。編集さんの締め切りは来週。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が出てる夢。みんな泣いてて、私は棺桶の横でお茶飲んでた。起きてから笑った。夢占いで調べたら「再生」の意味らしい。縁起いいじゃん。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメの最終回、推しキャラが仲間をかばって死んだ。号泣。こんな終わり方ある？脚本家許さん。明日仕事なのに目がパンパン',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夜勤。救急にODの患者さんが運ばれてきた。二十代の女の子。胃洗浄して、朝には意識が戻った。「ごめんなさい」って何度も言ってた。帰りの電車でずっとあの子のこと考えてた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から新しい薬。朝晩1錠ずつ、14日分。先生に眠気が出るかもって言われた。薬カレンダーに入れて、飲み忘れないようにする。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニックで神経ブロック注射。今回はよく効いた。痛みが10から4に。久しぶりに駅の階段を普通に降りられた。先生ありがとう。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '三年前の今日、私は病院のベッドで目を覚ました。あのときは死ねなかったことを恨んだけど、今は本当によかったと思ってる。今日は娘の入園式だった。生きててよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '自傷やめて5年。腕の傷はまだ残ってるけど、今年の夏は半袖で出かけた。誰も何も言わなかった。あの頃の私に教えてあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '前線から戻って一年。最初の半年は毎晩、もう終わりにしたいと思ってた。今は週一回のカウンセリングと義足のリハビリ。今日は初めて息子と公園を一周歩けた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '死にたいわけじゃない。ただ疲れてるだけ。介護と仕事で毎日くたくた。明日は母をショートステイに預けて、一日寝る。それで十分。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。わたしは生きたい。ただ、この戦争が終わってほしいだけ。ドニプロの母とビデオ通話、今日も無事だった。日本語の授業、がんばる。',
    crisis: false,
    guard: 'negation',
  },
];
