import type { EvalNote } from './types';

/** Japanese development notes (kanji, kana and half-width spellings), written before tuning. */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'また夫とお金のことで喧嘩した。本当に死にたい。もうどうでもいい。',
  },
  { crisis: true, class: 'intent', text: 'しにたい しにたい しにたい' },
  {
    crisis: true,
    class: 'intent',
    text: '一日中自殺のことばかり考えていて、仕事にも集中できない。',
  },
  { crisis: true, class: 'intent', text: 'このままなら自分で命を絶とうと思う' },
  {
    crisis: true,
    class: 'intent',
    text: '自殺しようと決めた。他にこれを止める方法が見つからない。',
  },
  { crisis: true, class: 'intent', text: 'もう死のう。疲れた。' },
  { crisis: true, class: 'intent', text: '希死念慮がもう三週間続いている' },
  { crisis: true, class: 'intent', text: 'ｼﾆﾀｲ。会社のトイレで泣いてる' },
  { crisis: true, class: 'intent', text: '自分を殺したい。全部終わらせたい。' },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '毎晩、朝目が覚めなければいいのにと祈ってる。でもアラームが鳴って、また同じ一日。',
  },
  { crisis: true, class: 'passive', text: '生きていたくない。何もしたくない。' },
  {
    crisis: true,
    class: 'passive',
    text: '兄が5月に前線で殺された。兄のいない世界で生きていたくない。',
  },
  { crisis: true, class: 'passive', text: '通勤中に車にひかれても別にいいと思ってしまう。' },
  { crisis: true, class: 'passive', text: '生まれてこなければよかった' },
  { crisis: true, class: 'passive', text: '生きるのに疲れた。ただ疲れた。' },
  {
    crisis: true,
    class: 'passive',
    text: '存在ごと消えてしまいたい。最初からいなかったことにしたい。',
  },
  { crisis: true, class: 'passive', text: '誰か私を殺してくれないかな' },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'もうすぐこの世からいなくなると思う。そのほうが正直だ。',
  },
  { crisis: true, class: 'euphemism', text: '永遠に眠りたい。何も感じたくない😴' },
  {
    crisis: true,
    class: 'euphemism',
    text: '秋に祖母が亡くなった。会いたくて、おばあちゃんのところに行きたい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう全部終わりにしたい。借金も、静かな部屋も、全部。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'どうせ私はもう長くないから、月曜に医者が何を言っても関係ない。',
  },
  { crisis: true, class: 'euphemism', text: 'この世から消えたい' },
  { crisis: true, class: 'euphemism', text: '楽になりたい。もう楽になってもいいよね。' },
  // method
  {
    crisis: true,
    class: 'method',
    text: '薬は洗面所の棚にあって、頭の中で何錠あれば足りるかずっと数えてしまう。',
  },
  {
    crisis: true,
    class: 'method',
    text: '今日は長い間橋の上で川を見ていた。一歩踏み出せば簡単なのに。',
  },
  {
    crisis: true,
    class: 'method',
    text: '夫の拳銃は金庫にあって、暗証番号も知っている。こめかみに当てることばかり考えてしまう。',
  },
  { crisis: true, class: 'method', text: 'ホームセンターでロープを買った。洗濯用じゃない。' },
  {
    crisis: true,
    class: 'method',
    text: '高速で帰る途中、わざと対向車線のトラックに突っ込もうかと思った。',
  },
  { crisis: true, class: 'method', text: 'マンションの10階から飛び降りたい' },
  { crisis: true, class: 'method', text: '薬を全部飲んで眠りたい💊💊💊' },
  // plan
  { crisis: true, class: 'plan', text: 'もう決めた。今夜、子どもたちが寝たら薬を全部飲む。' },
  { crisis: true, class: 'plan', text: '金曜日にする。誰も通らない川沿いの場所ももう決めた。' },
  { crisis: true, class: 'plan', text: '遺書を書いて、日にちも決めた。準備はできた。' },
  { crisis: true, class: 'plan', text: '何週間も睡眠薬を貯めていて、もう60錠くらいある。' },
  {
    crisis: true,
    class: 'plan',
    text: '明日の朝みんなが仕事に行ったら実行する。方法はもう決めてある。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'これが最後の日記です。読んでくれた人、ありがとう。猫のミラをよろしくお願いします。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '母と妹に手紙を書いて、机の引き出しに入れた。さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '今日ギターと本を友達にあげた。もう私には必要ないから。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '今まで本当にありがとう。みんな大好きだった。ごめんね、さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '私がいなくなっても、自分を責めないでね。誰のせいでもないから。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私なんかいないほうがみんな幸せになれる。お金と迷惑をかけるだけ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '怪我をしてから家族のお荷物でしかない。食べさせてもらって、運んでもらって。',
  },
  { crisis: true, class: 'burden', text: '私がいなければ子どもたちはもっと楽に暮らせるのに。' },
  { crisis: true, class: 'burden', text: '生きてるだけで迷惑。みんなの重荷になってる。' },
  { crisis: true, class: 'burden', text: '私は家族の足手まといで、この世にいらない存在だ。' },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: '昨日の夜またリスカした。前より深く切った。' },
  {
    crisis: true,
    class: 'selfHarm',
    text: '40日やめてたのにまた切ってしまった。カミソリが洗面所にあったから。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '頭の中がうるさいとライターで腕を焼いてしまう。今日は2回。',
  },
  { crisis: true, class: 'selfHarm', text: '静かになるまで壁に頭を打ち付けている。' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'また血が出るまで腕をかきむしった。だめだとわかってるのにやめられない。',
  },
  { crisis: true, class: 'selfHarm', text: '自傷またやっちゃった🔪🩸 3週間が水の泡' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '私には未来がない。何も良くならない、もうわかってる。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '出口がない。カウンセリングも薬も引っ越しも全部試したけど、何も効かない。',
  },
  { crisis: true, class: 'hopelessness', text: 'これ以上生きていく意味がまったく見えない。' },
  { crisis: true, class: 'hopelessness', text: '生きる意味がない。毎日同じことの繰り返し。' },
  {
    crisis: true,
    class: 'hopelessness',
    text: '私の人生はもう終わった。もう何をしても救われない。',
  },
  // dose
  { crisis: true, class: 'dose', text: '睡眠薬を何錠飲めば目が覚めなくなるんだろう' },
  { crisis: true, class: 'dose', text: 'またアセトアミノフェンの致死量を調べてしまった' },
  { crisis: true, class: 'dose', text: '何錠飲めば死ねる？本気で知りたい' },
  { crisis: true, class: 'dose', text: '私の体重だとアミトリプチリンはどのくらいで致死量になるの' },
  {
    crisis: true,
    class: 'dose',
    text: '確実に死ねる量の薬ってどれくらいだろう。一回で終わらせたい。',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '2年前に自殺未遂をして助かった。なのに最近またその考えが戻ってきた。',
  },
  { crisis: true, class: 'relapse', text: '前回は助かってしまった。今度こそちゃんとやる。' },
  { crisis: true, class: 'relapse', text: '入院する前みたいに、また希死念慮がぶり返している。' },
  {
    crisis: true,
    class: 'relapse',
    text: '未遂のあとしばらくは良かったのに、またあの死にたい場所に戻ってしまった。',
  },
  { crisis: true, class: 'relapse', text: '未遂から1年、昨日また方法を検索していた。' },
  // long, variants
  {
    crisis: true,
    class: 'passive',
    text: '月曜日。路面電車で会社へ。まだ暖房がついてなくて一日中手が冷たかった。お昼はオリャと食べて、彼女は新しい彼氏の話を一時間してた。正直、消えてなくなりたい。誰も気づかないと思う。帰りにパンと牛乳を買って、猫にご飯をあげて、ドラマを見ながらソファで寝た。',
  },
  { crisis: true, class: 'intent', text: 'ｼﾞｻﾂしたい。もう無理' },
  {
    crisis: true,
    class: 'burden',
    text: '家賃がまた遅れて息子が払ってくれた。息子夫婦の負担になってる。私がいないほうがいい。',
  },
  { crisis: true, class: 'passive', text: 'キエタイ。もう何もかも嫌' },

  // figurative
  { crisis: false, guard: 'figurative', text: 'この試験、死ぬほど難しい。あと3章もある。' },
  { crisis: false, guard: 'figurative', text: '妹が送ってきたミームで死ぬほど笑った😂' },
  { crisis: false, guard: 'figurative', text: '二連勤で疲れて死にそう。すぐ寝る。' },
  { crisis: false, guard: 'figurative', text: '上司の名前を間違えて、恥ずかしくて死にたかった。' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'レポート出さなかったら上司に殺される。だから夜まで残った。',
  },
  { crisis: false, guard: 'figurative', text: 'お腹が空いて死にそう、お昼まであと2時間。' },
  { crisis: false, guard: 'figurative', text: 'この暑さで死ぬかと思った。部屋が38度。' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの電池が途中で死んだ。道を知っててよかった。',
  },
  { crisis: false, guard: 'figurative', text: '死ぬ気で勉強して、やっと合格した！' },
  {
    crisis: false,
    guard: 'figurative',
    text: '恥ずかしすぎて穴があったら入りたい、消えたいくらい',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースで昨夜の攻撃で12人が亡くなったと言っていた。涙が止まらない。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一年。母とお墓参りに行って、好きだった花を供えた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '友人のアンドリーが前線で殺された。目を閉じると顔が浮かぶ。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '一晩中砲撃。向かいの建物の女性が亡くなった。まだ40歳だった。',
  },
  { crisis: false, guard: 'othersDeath', text: '今日うちの老猫が死んだ😢 家がとても静か' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '叔父は2015年に自殺した。今日は命日で、ろうそくを灯した。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '今日はお葬式。棺が下ろされるのを見て、何も感じなくて、それから全部一気に来た。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '父の部隊の仲間が先週自ら命を絶った。父は誰とも話さない。',
  },
  // fiction
  { crisis: false, guard: 'fiction', text: '小説を読み終えた。最後に主人公が自殺して、号泣した。' },
  { crisis: false, guard: 'fiction', text: '死にたい少女のドラマ、重いけどすごくよくできてる。' },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームで同じボスに20回も殺された。コントローラー投げそうになった笑',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '自殺についての歌をずっとリピートしてる。メロディーがきれいで悲しい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '読書会でアンナ・カレーニナを読んでる。列車の場面がすごい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '映画の最初のシーンで主人公が「死にたい」と言う。演技がすごかった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '短編を書いてる。語り手が橋から飛び降りようとして、見知らぬ人に出会う話。',
  },
  // medical
  { crisis: false, guard: 'medical', text: 'ひどい頭痛のときイブプロフェンは何錠まで飲んでいい？' },
  {
    crisis: false,
    guard: 'medical',
    text: '大人の発熱でカロナールの最大量ってどれくらい？今39度。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '先生がセルトラリンの量を倍にした。朝が楽になるといいな。',
  },
  { crisis: false, guard: 'medical', text: '頭痛薬を2錠飲んで早めに寝た。' },
  {
    crisis: false,
    guard: 'medical',
    text: '犬が板チョコを半分食べたので、犬のチョコの致死量を調べた。犬は元気。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師さんに、肝臓のためアセトアミノフェンは1日4gまでと言われた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '睡眠のためにメラトニンってどれくらいまで飲んでいいの？',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: '5年前は死にたかった。カウンセリングのおかげで、今は生きていてよかったと思う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019年に自殺未遂をした。今日は初めてのハーフマラソンを走って、ゴールで泣いた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '10代の頃はリスカしてた。もう3年やってない、自分を誇りに思う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの頃は私なんかいないほうがいいと思ってた。でも間違ってた、子どもたちには私が必要だ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '16歳のとき死のうとした。今は相談窓口のボランティアをしていて、毎日が楽しい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔、自殺の計画を立てたことがある。助けを求めて、今は元気に過ごしている。',
  },
  // everyday
  { crisis: false, guard: 'everyday', text: '今日は疲れたから早く寝たい。' },
  { crisis: false, guard: 'everyday', text: '電車まで2時間つぶさないと。コーヒーと本。' },
  { crisis: false, guard: 'everyday', text: '薬局で母の血圧の薬を買って、それから買い物。' },
  { crisis: false, guard: 'everyday', text: '玉ねぎを切ってて指を切った笑 血だらけ' },
  { crisis: false, guard: 'everyday', text: '橋が通行止めで遠回りした。40分渋滞。' },
  { crisis: false, guard: 'everyday', text: '決めた！今夜こそベランダを片付けて古い箱を捨てる。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '同僚にさようならを言った。この会社での最後の日！ケーキと涙。',
  },
  { crisis: false, guard: 'everyday', text: 'この街を出て海の近くで暮らしたい。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '古い服を避難民センターに寄付した。やっとクローゼットが閉まる。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '庭のブランコ用に新しいロープを買った。子どもたち大喜び。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '悲しい一日。仕事が大変で、一日中雨、トイレで泣いた。明日はいい日になるといいな。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '金曜までにこのプロジェクトを終わらせて休暇に行きたい。',
  },
  { crisis: false, guard: 'everyday', text: 'スマホなしで一週間くらい山にこもりたい。' },
  { crisis: false, guard: 'everyday', text: '消しゴムがまた消えた。どこに行ったんだろう。' },
  { crisis: false, guard: 'everyday', text: '今夜は2年ぶりの初デート！がんばる。' },
  // negation
  { crisis: false, guard: 'negation', text: '死にたくない。生きて娘の成長を見たい。' },
  { crisis: false, guard: 'negation', text: '死にたいわけじゃない、ただすごく疲れているだけ。' },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自殺を考えているか聞かれた。いいえと答えたし、それは本当。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけることは絶対にしない。母と約束したから。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '最悪の一週間だけど、死ぬつもりはない。ただ休みたい。',
  },
  { crisis: false, guard: 'negation', text: '空襲警報のとき死ぬのが怖かった。生きたい。' },
  { crisis: false, guard: 'figurative', text: '推しが尊すぎて死ぬ。ライブ最高だった！' },
  {
    crisis: false,
    guard: 'everyday',
    text: '彼氏と別れた。つらいけど、友達と飲みに行って少し元気が出た。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切りが三つ重なって死にそうだけど、なんとか終わらせた。',
  },
];
