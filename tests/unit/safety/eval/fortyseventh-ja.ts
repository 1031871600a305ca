import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-seventh round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a 14-year-old bullied
 * middle-schooler and an LGBT high-school student to an 85-year-old widow, and include carers of parents
 * with dementia, a postpartum mother, a rice farmer in debt, office workers, nurses, a pharmacy student,
 * people in recovery from alcohol and drugs, chronic-pain patients, and Ukrainian evacuees in Japan
 * (a mother from Kharkiv, a wounded veteran, a former prisoner of war, students learning Japanese).
 * There are 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan,
 * farewell, burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes spread over all seven guards
 * (figurative, othersDeath, fiction, medical, past, everyday, negation). The quiet notes use the same topics
 * and words as the crisis ones. Styles include plain and polite forms, Kansai-ben, hiragana net slang
 * (しにたい, きえたい, リスカ, OD, 尊死), emoji and kaomoji, notes with no punctuation, a to-do list, a letter
 * to a mother, a screening form answered honestly, answers to a question, dark gamer humour, an invented
 * song line the writer owns, one-liners, and long ordinary entries where the crisis is a single sentence.
 *
 * First run, on 2f1dd9a, before any change made for it: recall 38/40, false alarms 3/40
 * (on 58e7aef, the stop's start: recall 36/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'もう無理やわ。今夜でほんまに終わりにする。誰にも止められたない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: `日本語で書きます。ウクライナの母に読まれないように。
兄は去年バフムトで死んだ。家はもうない。ここで毎日ひとりで工場に行って、ひとりで帰る。
今日、わたしは本当に自分を終わらせたいと思っている。今日は本当に。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'お母さんに「最近大丈夫？」って聞かれた。「大丈夫だよー」って笑って答えた。大丈夫じゃない。今夜、全部終わらせるつもり。',
    crisis: true,
    class: 'intent',
  },
  {
    text: `6時起床。母のおむつ交換、おかゆ。
9時 デイサービスのお迎え。連絡帳に「夜間の徘徊あり」と書く。
午前だけ仕事。課長にまた早退の件で嫌味を言われた。
スーパーで半額のお惣菜とトイレットペーパー。
夕方、母がまた私に「どちらさまですか」と聞いた。
洗濯機2回。お風呂の介助。
母が寝たら、今夜こそ自分を終わらせる。本気。
明日は燃えるごみの日。`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'なんで生きてんの？って毎晩自分にきいてる。答えは出ない。明日の朝、目が覚めなかったらいいのに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい きえたい きえたい\nだれにも気づかれずに すーっといなくなりたい (´・ω・`)',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'おじいさんが逝って三年。毎朝お仏壇に手を合わせて「早う迎えに来てください」と言う。今朝は本気でそう願った。もうこの世におりたくありません。',
    crisis: true,
    class: 'passive',
  },
  {
    text: `日本に来ても、スマホの空襲警報アプリを消せない。キーウの地図がまだ赤くなる。
あのアパートに落ちるなら、私がいる夜にしてほしかった。
今も、何かが私を終わらせてくれたらいいと毎日思ってる。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `カウンセラーに渡された問診票。
「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありますか」
→「ほとんど毎日」に丸をつけた。
正直に書いたのは初めて。先生の顔は見られなかった。`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'もうすぐばあちゃんに会いに行くね。ばあちゃんのとこ、あったかいかな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生ログアウトします。セーブデータは残しません。おつでした〜 www',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '督促の電話も、あと何日かで鳴らなくなる。俺が出られなくなるからな。保険の書類は机の二段目。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'うちのマンションの屋上、鍵かかってないの知ってる。さっきから、階段をのぼるかどうかずっと迷ってる。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープってホームセンターで普通に売ってるんだな。レジの人、何も聞かなかった。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームで電車を待ってると、一歩前に出れば全部終わるのにって足が動きそうになる。今日は黄色い線の外まで出た。次の快速で',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `やることリスト
・バイト代の振込確認
・猫のカリカリ多めに買っとく
・部屋かたづける
・木曜 手紙書く
・金曜の夜 決行`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '人が来ない場所、ネットで調べた。誕生日の前の日にする。あと9日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのう夜中に、ベランダの手すりに座ってみた。怖くなかった。次は座るだけじゃ済まないと思う。家族が旅行でいない日曜の夜にする。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `ママへ
これを読んでるころ、私はもういないと思う。
ママのせいじゃないよ。本当に。
チョコの散歩は朝7時と夜8時、ごはんは半カップ。おやつはあげすぎないでね。
私の貯金はチョコの病院代にして。
いままでありがとう。ごめんね。
ゆい`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスコード、妹にだけわかるようにメモして財布に入れた。推しのグッズは全部友達にあげた🙏 これで心残りなし。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '通帳と印鑑、保険証書をまとめて長男あての封筒に入れた。葬式はいらん。ミケは隣の奥さんが面倒みてくれると言うた。これでいつでもええ。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '赤ちゃんは私がいないほうが幸せになる。お義母さんのほうがずっと上手にあやせるし、夫も私にうんざりしてる。母親失格の私は、いなくなるなら今のうち。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '介護される身になって、娘の人生を食いつぶしとる。わしがおらんようになれば、あの子はやっと自由になれる。もう決めとる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `ウクライナから来て一年。妻はパートを二つ掛け持ちしている。
僕は片足で、日本語もできず、家で座っているだけ。
僕の分の生活費がなければ、妻と娘はもっと楽に暮らせる。
僕は重荷でしかない。終わらせるのが家族のためだと思う。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '学費のために親が借金してる。私がいなければ払わなくていいお金。私の存在そのものが家族のマイナス。いなくなるのが一番の親孝行だよね',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'またやった 左腕 今日は深め 痛いとちょっとだけ落ち着く 寝る前にもう一回やりたい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'テストで90点以下なら自分を罰するってルール。今日は78点。さっき腕にタバコの火を押しつけた。まだ足りない気がする。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ご飯を食べる資格なんかない。今日で3日目。お腹が鳴るたび「ざまあみろ」って思う。明日はもっと減らす。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ゲイってクラスにバレた。放課後トイレで壁を何回も殴った。拳から血が出てる。もっと痛くならないと気が済まない。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `晴れ。最高気温31度。
朝5時から田んぼの見回り。水位よし。
トラクターのローン、今月分は何とか払った。
農協の人が来て、今年も米の買取価格は上がらないと言った。
昼、カップ麺。
息子からは今年も連絡なし。
この先よくなる要素がひとつもない。もう続ける気力がない、ここで終わりでいいと思う。
夜、ナスに水やり。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ハルキウの家は瓦礫。夫は行方不明のまま。日本語はなかなか覚えられない。明日も明後日も同じで、何も変わらない。生きていく理由をもう探せない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'あと2年半この中学。高校に行っても同じことされる。どこ行っても同じ。出口なんてない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '健康診断で「長生きできますよ」って言われた。罰ゲームかよ。こんな毎日があと何十年も続くなら、もう今日で止まりたい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'もらった睡眠薬、飲まずに貯めてる。けっこう溜まった。いざという時のため。いざという時って、たぶん今週。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっきOD した ストゼロで流しこんだ ふわふわしてきた このまま起きなければいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'わざと酒と安定剤を一緒にやってる。どうなってもいいっていうか、どうにかなりたい。今夜はいつもより多めに。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: 'リスカやめて1年3か月。今日、引き出しの奥からカミソリを出した。まだ切ってないけど、今めっちゃ切りたい。あの頃に戻ってる。誰か止めて',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に未遂して、もう二度とあんな気持ちにはならないと思ってた。最近また「死ねば楽になる」って声が毎日する。あのときと同じ感じ。怖いのに、少しほっとしてる自分もいる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クリーン400日目。今日、昔の売人からLINEが来た。使いたいっていうより、使って今度こそ終わりにしたいって考えてた。昔の考えが完全に戻ってきてる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: `ずっと好きなバンドの新曲に「このまま夜に溶けて消えてしまいたい」って一行がある。
前は歌詞として聴いてた。今日はそれが私の言葉になってた。
去年やっと止まったあの気持ちが、また戻ってきた。本気で夜に溶けたい。`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '締め切り三つ重なって死ぬ。マジで死ぬ。課長、私を殺す気か。とりあえずコンビニでプリン買って帰る🍮',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のたこ焼き、うますぎて死ぬかと思たわ。ほんで食べすぎて腹はち切れそうや。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい…授業中に先生のこと「お母さん」って呼んじゃった。穴があったら入りたい (/ω＼)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部活の筋トレで死んだ。足が棒。明日まで生きてる気がしない笑 でも大会まであと1週間、がんばる💪',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが結婚発表。無理。しんだ。私の心は本日死亡しました。でも推しが幸せならOKです。明日からも推す。尊死。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の敬語は本当に私を殺しています（笑）。先生が「殺す」はこういう時に使わないと言った。でも気持ちはそう。明日はN3の模試。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `父の四十九日。
納骨を終えて、兄と二人で父の好きだった蕎麦屋に行った。
「親父、ここの天ぷらばっか食ってたな」と二人で笑えた。
泣けたのは帰りの車の中。
母は「お父さん、やっと落ち着くところに落ち着いたね」と言っていた。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'きょう、ドニプロの友だちのアンドリーが前線で戦死したと連絡が来た。28歳。一緒に大学に通った。日本の桜を見せたかった。今夜はろうそくをつけて、彼のために祈る。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '15年一緒だったモモを、今日病院で見送った。先生が「もう苦しくないよ」って。最後まで私の手をなめてた。部屋が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまた保育園児の事故。亡くなった子の名前が頭から離れない。今夜は自分の子を抱きしめて寝た。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'おじいさんがいなくなって一年。まだ湯呑みを二つ出してしまう。会いたいとは毎日思う。今日はお墓の草取りをして、好きだったおはぎを供えてきました。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `同じクラスの子が自殺したって、朝のホームルームで聞いた。
話したこともほとんどなかったのに、ずっと胸が苦しい。
なんで気づけなかったんだろうって、関係ないのに思う。
スクールカウンセラーの先生が放課後に部屋を開けてくれてたから、行ってみた。
少し話せた。帰りに友達とアイス食べた。`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'ドラマ最終回、主人公が屋上から飛び降りるシーンで号泣。脚本ずるい。来週からロスになりそう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の第4章。主人公の由紀が遺書を書く場面を書いた。書きながら苦しかったけど、ここから彼女が救われる展開にする予定。明日は第5章。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。夢の中で私は崖から落ちて、落ちる途中で目が覚めた。汗びっしょり。夢占いで調べたら「変化の前兆」だって。起きてからは普通に元気。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングで今日100回は死んだ。マレニア無理ゲー。コントローラー投げそうになった。明日こそ倒す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「死にたい夜に」みたいな歌詞の曲を熱唱したら、友達に「病んでる？」って言われた笑 ちがうちがう、好きなバンドの曲なだけ。最高に楽しい夜だった🎤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰の『人間失格』を読み終わった。「恥の多い生涯を送って来ました」から始まるのは知ってたけど、最後まで読むと印象が全然違う。レポートは月曜締め切り。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `夜勤。
救急からOD患者さんが二人上がってきた。
一人は二十代の女の子。朝には意識が戻って、お母さんがベッドの横で泣いてた。
退院前に精神科の先生と面談が入るとのこと。
もう一人は高齢の男性で、薬の飲み間違い。
休憩は15分しか取れなかった。
申し送りを終えて、帰って寝る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニンを朝晩1錠ずつ。顔パンパン。明日はおかゆ生活。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科の日。先生に「死にたい気持ちはありますか」と聞かれて「今はないです」と答えられた。本当にない。睡眠薬を半分に減らすことになった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院でハムスターの薬の飲ませ方を教わった。体重40gだからほんの少しだけ。小さい注射器で飲ませるの難しい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から血圧の薬がひとつ増えて、朝だけで7錠になりました。娘がお薬カレンダーに全部セットしてくれた。飲み忘れないように。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局実習。睡眠薬が一度にたくさん出ていないか処方日数をチェックするって教わった。過量服薬の予防も薬剤師の仕事。勉強になった。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'あの夜から3年。病院のベッドで目が覚めたとき「失敗した」と思った自分に、今は「生きててくれてありがとう」って言いたい。今日は5km走った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカの痕、夏はずっと隠してたけど、今年は半袖で出かけた。もう2年以上切ってない。友達も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: `捕虜だった半年、毎晩「死なせてくれ」と祈っていた。
今は東京で日本語を勉強して、夕方に娘を保育園へ迎えに行く。
娘は「パパ、おそい」と怒る。
あの祈りが聞かれなくて、本当によかった。`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '長男を産んだあと、本気で消えたかった時期があった。あの頃の日記を読み返して泣いた。今は二人目がお腹にいて、今回は最初から保健師さんに相談してる。大丈夫。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒3年目。ミーティングで「昔は毎晩、このまま目が覚めなければいいと思って飲んでた」と話せた。今はもうそう思わない。帰りにみんなでコーヒー。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'ホームセンターでロープと結束バンドを買った。テントの張り綱が切れたので。週末は子どもとデイキャンプ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最近、会社の屋上で昼ごはん食べるのがブーム。風が気持ちいい。同期と最後の一個の唐揚げ争奪戦。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '送別会。部長にみんなで書いた手紙を渡して、お別れの挨拶。私は明日から新しい部署。寂しいけど楽しみ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉めたか不安になって、駅から家まで戻った。ちゃんと閉まってた。遅刻した。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '新しい包丁買った。切れ味よすぎて、玉ねぎが涙出る前に切り終わる笑',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '帰り道、橋の上から川を見るのが好き。今日は夕日で水面がオレンジ色だった📷 薬局でビタミン剤もまとめ買い。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ疲れた。3日くらい誰とも話さず寝ていたい。明日は有給とった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いいえ、私は死にたくない。生きたい。ただこの戦争が終わってほしい。母がまだザポリージャにいる。毎朝、電話がつながるまで息ができない。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'スクールカウンセラーに「消えたいと思うことある？」って聞かれた。思わない。ムカついてるだけ。部活の先輩がマジうざい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金は300万。でも死ぬ気はない。弁護士に債務整理の相談予約した。生きてりゃなんとかなる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '線維筋痛症の痛みで一日寝てた。痛いけど、死にたいとは思ってない。来週、主治医に新しい薬の相談をする。ちょっと希望。',
    crisis: false,
    guard: 'negation',
  },
];
