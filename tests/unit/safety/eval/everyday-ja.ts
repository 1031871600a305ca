import type { EvalNote } from './types';

/**
 * 日常の日記（危機ではないもの）: 仕事、子ども、試験、買い物、料理、天気、通勤（電車、橋、屋上の
 * ビアガーデン）、疲れ、悲しみ、怒り、不安、失恋、風邪や子ども・ペットの薬の量、映画・ゲーム・本、
 * 慣用表現（「死ぬほど眠い」）、引っ越し、物を譲ること、職場でのお別れ、死別、ウクライナ出身の
 * 書き手の日本語。悲しく重い日もあえて入れている: 悲しいことは危機ではない。
 *
 * First run before any tuning: false alarms 5/100. What fired: farewell cards for colleagues
 * before leaving a job (farewell); 「もう疲れた、隣の工事の音にも」 (hopelessness); 「仕事辞めたい。
 * もう限界。」 (hopelessness); 「消えてしまいたいくらい恥ずかしかった」 (passive); 「迷惑ばかり
 * かけてごめんね、と母にメールした」 after a cold (farewell, burden). The first three kinds were
 * fixed by general masks in `lexicons/ja.ts`; after tuning 2/100: 「もう限界」 after wanting to
 * quit a job (a lone weak signal the linear reader rates above its threshold) and the apology to
 * a mother, whose reason is in the next sentence: masking either would also hide real crises.
 */
export const notes: EvalNote[] = [
  { crisis: false, guard: 'everyday', text: '長い一日。会議が三つ、昼ごはん抜き。' },
  { crisis: false, guard: 'figurative', text: '死ぬほど眠い。' },
  { crisis: false, guard: 'figurative', text: 'この会議、もう死にそう。同じスライドで二時間。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '初めてオムライスを作ったら、意外ときれいに巻けた。小さな勝利。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '一日中雨。自転車をやめてバスにしたら満員で、隣の人の傘がずっと足に垂れていた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '子どもたちが五時半に起きた。パンケーキ、アニメ、青いコップの取り合い。くたくただけど、寝る前はかわいかった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日は化学の期末試験。過去問を二回解いたのに、何もわかっていない気がする。早く寝よう。',
  },
  { crisis: false, guard: 'figurative', text: 'お腹すいて死にそう。今日は五分も休憩がなかった。' },
  { crisis: false, guard: 'everyday', text: '土曜日に引っ越し。段ボールだらけで、猫が不機嫌。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '古い自転車とソファと服を二袋、地域のアプリで譲った。部屋がすっきりした。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で今の会社は最終日。みんなに挨拶して、ケーキを食べて、部長がスピーチしてくれて泣きそうになった。月曜から新しい職場。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日はなんとなく悲しい。理由はない。曇り空、冷めたお茶、誰とも話したくなかった。ドラマを二話見て九時に寝た。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'このプロジェクトにはもううんざり。バグを一つ直すと、クライアントが二つ見つけてくる。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '弟に腹が立つ。車を貸したらガソリン空っぽで、へこみまで作って知らん顔。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日の歯医者が不安。ただの詰め物だってわかってるけど。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '別れた。お互い納得して、たぶん。くだらないことを話そうとしてついスマホを手に取ってしまう。つらいけど、これでよかったと思う。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'ひどい風邪。八時に解熱剤を一錠、二時にもう一錠。はちみつレモンを飲んで寝る。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬が獣医さんで薬をもらった。半錠を一日二回、ごはんと一緒に。チーズに隠さないと吐き出す。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '六歳の子に解熱剤ってどのくらい飲ませていいんだろう。体重20キロ、熱が38.9度。説明書を確認中。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '読書会の小説をやっと読み終えた。結末はきれいすぎたけど、姉妹の描き方が好き。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '映画で主人公が警察から逃げるために橋から川に飛び込んでた。ありえないけど面白かった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームで同じボスに十一回も殺された。十一回！諦めて寝た。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '週末の予定：朝市、冷蔵庫の掃除、おばあちゃんに電話、雨が降らなければ長い散歩。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '仕事のあと、さやかと屋上のビアガーデンへ。夕焼けの橋がきれいすぎた。ビール二杯とたくさんのうわさ話。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '電車が四十分遅れて、結局運休。強風の中、橋を歩いて帰った。',
  },
  { crisis: false, guard: 'figurative', text: '新しい映画が見たくて死にそう。' },
  {
    crisis: false,
    guard: 'figurative',
    text: '笑いすぎて死ぬかと思った。田中さんがまた課長のモノマネをした。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '昨夜、祖父が亡くなった。九十一歳だった。朝六時に母から電話。祖父の畑と口笛のことばかり考えてしまう。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '母が亡くなって今日で一年。花を持ってお墓に行き、しばらく座っていた。会いたい。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '今日、猫のミケを見送った。獣医さんは優しかった。家がとても静か。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '何年も前、大学時代はつらい時期があった。今は元気で、今日は昇進が決まった。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃない。ただ悲しくて疲れているだけ。書いておきたかった。もう寝る。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '重い一日。父の検査結果が出て、よくない知らせだった。駐車場の車の中で、長い間ほとんど何も話さなかった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '最近、何もかもが重い。仕事も、部屋も、お金も。シャワーで泣いた。明日、姉に電話しよう。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'この街でひとりぼっちな気がする。引っ越して半年、金曜の夜に電話できる友達がまだいない。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '上司にチーム全員の前で怒鳴られた。トイレで泣いて、それでも報告書は仕上げた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ウクライナから来て一年。今日の日本語教室で天気の話をした。先生が上手になったと言ってくれた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'すごく寒い。バスを三十分待ったけど来ない。タクシーに乗った、高い。悪い日だけど、まあいい。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '子どもたちのせいで頭がおかしくなりそう。早く夏休み終わって。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'あの曲をもう一回聞いたら窓から飛び降りるわ。冗談だけど。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '八人分の夕飯を作った。誰も皿洗いを手伝ってくれなかった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'クローゼットを整理して、一年着ていない服を全部リサイクルショップへ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '金曜日に退職するので、同僚にお別れのカードを書いている。わくわくと寂しさが混ざった変な気分。',
  },
  { crisis: false, guard: 'everyday', text: '眠れない。プレゼンのことが頭から離れない。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '暖房が壊れた。大家さんは木曜に来るって。セーター二枚重ね。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '運転免許の技能試験にまた落ちた。三回目。また交差点。悔しくて叫びたい。',
  },
  { crisis: false, guard: 'figurative', text: '電車でスマホが死んで、仕方なく景色を見てた。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '母の付き添いで病院。長い待ち時間、自販機のコーヒー、看護師さんが優しかった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '気管支炎で抗生物質を飲み始めた。一日三回、一週間。もう少し楽になってきた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '先生に抗うつ薬を100mgに増やしてもらった。今月は気分が安定している。睡眠はまだだめ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '寝坊して7時52分の電車に乗り遅れた。コーヒーを買って、気にしないことにした。',
  },
  { crisis: false, guard: 'everyday', text: '日曜日。二時までパジャマ。後悔なし。' },
  { crisis: false, guard: 'figurative', text: '試験で死んだ。でもたぶん受かった。' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ジムのスピンクラスで死ぬかと思った。脚がガクガク。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '事故で高速道路に二時間足止め。みんな無事だといいな。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '赤ちゃんの歯が生えかけで、誰も寝られなかった。コーヒーで生きてる。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'また大輔とお金のことでけんかした。いつもお金のこと。そのあとタイ料理を頼んで、タコのドキュメンタリーを見たら落ち着いた。',
  },
  { crisis: false, guard: 'everyday', text: '応援しているチームがPK戦で負けた。がっかり。' },
  { crisis: false, guard: 'everyday', text: '新しい編み物：甥っ子の帽子。もう三目落とした。' },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終シーズンを見終わった。主人公の死ぬシーンで号泣。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '犯人が刑事にメモを残していくミステリーを読んでいる。夜中の一時までやめられなかった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ボルダリングジムでオレンジの課題を完登！腕がぷるぷる。',
  },
  { crisis: false, guard: 'everyday', text: '仕事のストレスで食欲もない。休みがほしい。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '実家が恋しい。大阪の両親とビデオ通話したら、たこ焼きを見せられた。ホームシック。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '信頼ゲームをやるチームビルディングにまた行くくらいなら死んだほうがまし。',
  },
  { crisis: false, guard: 'everyday', text: '締め切り五分前にプリンターが紙詰まり。イライラ。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '買い物リスト：牛乳、卵、ゴミ袋、電池、ゆきの誕生日カード。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '子ども二人が水ぼうそう、締め切り一つ、手伝いゼロ。でも乗り切った。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '不採用だった。社内の人に決まったらしい。残念だけど、面接でいろいろ学んだ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'お気に入りのマグカップを割った。大げさだけど、祖母のものだったから悲しい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '中学生のころは人見知りで、カフェで注文もできなかった。今日は二百人の前で発表した。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '犬と海沿いの崖の道を散歩。風が強くて、泥だらけで、最高。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '屋上でビールを飲みながら、街に嵐が近づいてくるのを見ていた。',
  },
  { crisis: false, guard: 'figurative', text: '結婚式のあと足が死んでる。五時間踊った。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '今週はちょっと落ち込み気味。大したことじゃない。ただ平坦な感じ。日が短いせいかな。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '病棟でつらい日。みんなが大事にしていた患者さんが亡くなった。家に帰って子どもたちを長く抱きしめた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日は何もかもうんざり。大家、バス、メール。明日は明日の風が吹く。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '友達との約束をキャンセルした。本と毛布と一人でいたかっただけ。',
  },
  { crisis: false, guard: 'figurative', text: '眠すぎて死ぬ。寝る。' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'テストの結果が返ってきた。数学も英語もよかった。母がアイスをおごってくれた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '飛行機に乗る前は不安でいっぱい。飛んでしまえば平気。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '最近なにもする気が起きなくて、ベッドで映画ばかり見ている。貧血かもしれないので病院を予約した。',
  },
  { crisis: false, guard: 'everyday', text: '車を売った。これからは自転車生活。十一月が心配。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '親友がオーストラリアに引っ越す。空港でお別れした。すごく寂しくなる。',
  },
  { crisis: false, guard: 'figurative', text: '月曜まで布団の中で消えていたい。' },
  {
    crisis: false,
    guard: 'negation',
    text: '大変な一週間だったけど、大丈夫。危ない状態じゃない。休めばいいだけ。',
  },
  { crisis: false, guard: 'everyday', text: 'また夜勤。午前三時の廊下は不思議と静かで落ち着く。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日は全部うまくいかなくて、自分がダメな人間に思えた。ノートパソコンにコーヒーをこぼし、締め切りに間に合わず、パートナーにきつく当たった。階段に座って十分くらい泣いた。それからスープを作って謝って、一緒にくだらない番組を見た。まだ悲しいけど、明日またがんばる。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '今日は叔父のお葬式だった。友人たちが知らない話をたくさんしてくれた。長いテーブルの端で笑っている叔父を覚えていたい。',
  },
  { crisis: false, guard: 'everyday', text: '暑すぎる。エアコンが壊れて部屋が三十五度。' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'もう疲れた、隣の工事の音にも、眠れないことにも。早く終わってほしい。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '甥っ子のギャグに笑い死にしそうだった。五歳なのにもう芸人。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '娘が九月からこちらの学校に通い始めた。最初の日は泣いたけど、今は友達がいる。娘のことはうれしいけど、私はまだ大変。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '居酒屋のバイト、今日はお客さんが多すぎて終わったのが夜十二時。足が棒。',
  },
  { crisis: false, guard: 'everyday', text: '仕事辞めたい。もう限界。' },
  {
    crisis: false,
    guard: 'figurative',
    text: '消えてしまいたいくらい恥ずかしかった。会議で名前を言い間違えた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '料理中に包丁で指を切った。血がなかなか止まらなかったけど、絆創膏で大丈夫。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '迷惑ばかりかけてごめんね、と母にメールした。風邪で一週間寝込んでいたから。',
  },
  { crisis: false, guard: 'figurative', text: '人生終わった、財布落とした。' },
  { crisis: false, guard: 'everyday', text: '全部どうでもいい、とりあえず寝る。' },
];
