import type { EvalNote } from './types';

/**
 * Held-out Japanese notes: kanji, hiragana and katakana spellings of the same words, casual and
 * net forms (しにたい, タヒ, もう無理), emoji, kept away from whoever tunes the detector so they
 * measure how it generalises. A note either fires (`crisis`, with its class) or must stay quiet
 * (with the guard it tests).
 */
export const notes: EvalNote[] = [
  // intent
  { text: 'もう死のうと思う。本気で。', crisis: true, class: 'intent' },
  { text: 'しにたい、じゃなくて、しぬ。もう決めた', crisis: true, class: 'intent' },
  {
    text: '今日も終電。コンビニでおにぎりと缶チューハイ買って、シャワー浴びて、洗濯機回した。自殺しようって決めた。明日の会議資料はもう課長に送ってある。',
    crisis: true,
    class: 'intent',
  },
  { text: '自分で自分を終わらせたい。これは冗談じゃない', crisis: true, class: 'intent' },
  { text: 'タヒにたいとかじゃなくて、ほんとに自殺する', crisis: true, class: 'intent' },
  {
    text: '命を絶つことにした。誰にも言えないからここに書く',
    crisis: true,
    class: 'intent',
  },
  { text: 'シニタイ。今夜こそ自分を消す', crisis: true, class: 'intent' },
  { text: 'みんなの前では大丈夫なふり🙂 でも本当は自殺するつもり', crisis: true, class: 'intent' },

  // passive
  { text: '朝が来なければいいのに。', crisis: true, class: 'passive' },
  { text: 'このまま目が覚めなければいいな', crisis: true, class: 'passive' },
  { text: '消えたい。存在ごとなかったことにしたい', crisis: true, class: 'passive' },
  { text: '生まれてこなければよかった。本当にそう思う', crisis: true, class: 'passive' },
  { text: '寝たまま二度と起きたくない', crisis: true, class: 'passive' },
  {
    text: '横断歩道でぼんやり、トラックにひかれたら楽になれるのかなって思ってた',
    crisis: true,
    class: 'passive',
  },
  { text: 'いなくなりたい。みんなの記憶からも', crisis: true, class: 'passive' },

  // euphemism
  {
    text: 'もうすぐここにはいないと思う。色々ありがとう',
    crisis: true,
    class: 'euphemism',
  },
  { text: '永遠に眠りたい', crisis: true, class: 'euphemism' },
  {
    text: 'おばあちゃんのところに行きたい。向こうで待っててくれる気がする',
    crisis: true,
    class: 'euphemism',
  },
  { text: 'この世からおさらばしたい', crisis: true, class: 'euphemism' },
  { text: 'そろそろ楽になりにいこうかな 🪦', crisis: true, class: 'euphemism' },
  {
    text: '遠いところへ行きます。もう戻りません',
    crisis: true,
    class: 'euphemism',
  },
  { text: 'あっちの世界に行く準備はできてる', crisis: true, class: 'euphemism' },

  // method
  {
    text: '駅のホームで、次の快速に飛び込もうかと三本見送った',
    crisis: true,
    class: 'method',
  },
  {
    text: '薬をためてある💊 今夜ぜんぶ飲もうと思ってる',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵が開いてた。下を見たら、ここからなら死ねると思った',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープ買った。ホームセンターの店員さんは何も聞かなかった。首を吊るためだなんて',
    crisis: true,
    class: 'method',
  },
  { text: '練炭のこと調べてる。車もある', crisis: true, class: 'method' },
  {
    text: '橋の上から川をずっと見てた。飛び降りたら終われるかな',
    crisis: true,
    class: 'method',
  },
  {
    text: '夫の猟銃がガンロッカーにある。鍵の場所も知ってる。自分に使うことばかり考えてる',
    crisis: true,
    class: 'method',
  },

  // plan
  { text: '今夜決行する', crisis: true, class: 'plan' },
  {
    text: '日にちを決めた。月末、給料日のあと。家賃だけは払っておく',
    crisis: true,
    class: 'plan',
  },
  { text: '遺書を書いた。机の引き出しに入れてある', crisis: true, class: 'plan' },
  {
    text: '睡眠薬を少しずつ集めて一ヶ月。もうすぐ足りる',
    crisis: true,
    class: 'plan',
  },
  {
    text: '親が旅行に行く週末、家に一人になる。そのときにやる',
    crisis: true,
    class: 'plan',
  },
  {
    text: '場所も時間も決めた。朝4時、誰もいない海岸',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜に有給を取った。みんなは旅行だと思ってる。本当はその日に死ぬつもり。引き継ぎ資料は共有フォルダに全部入れた',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'お別れの手紙を書いてる。誰から書けばいいかわからない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '大事にしてたフィギュアも本も、友達に全部あげた。断捨離だと思われてる。もう私には必要ないから',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '私がいなくなったら、猫のミケをよろしくお願いします。ちゅーるが好きです',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さん、今までごめんね。ありがとう。これが最後の日記です',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんなにそれとなくさよならを言った。最後のつもりだって誰も気づいてない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスワードを紙に書いて置いておく。私が死んだあと困らないように',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'これを読んでる人へ。あなたのせいじゃないよ。さようなら',
    crisis: true,
    class: 'farewell',
  },

  // burden
  { text: '私なんかいないほうがみんな幸せだ', crisis: true, class: 'burden' },
  {
    text: '家族のお荷物でしかない。いなくなれば楽になるはず',
    crisis: true,
    class: 'burden',
  },
  {
    text: '自分がいなければ親は治療費を払わなくて済むのに',
    crisis: true,
    class: 'burden',
  },
  {
    text: '職場に迷惑ばかりかけてる。俺が死んだほうが会社のためだ',
    crisis: true,
    class: 'burden',
  },
  { text: '俺が死ねば妻は自由になれる', crisis: true, class: 'burden' },
  {
    text: '生きてるだけで迷惑。いなくなったほうがいい',
    crisis: true,
    class: 'burden',
  },
  {
    text: '私が死んでも誰も悲しまない。むしろほっとすると思う',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  { text: 'またリスカした。今週三回目', crisis: true, class: 'selfHarm' },
  {
    text: '腕を切るとちょっとだけ落ち着く。今日も切った',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を腕に押し付けた。痛いほうがまし',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '頭を壁に打ちつけてた。気づいたら血が出てた',
    crisis: true,
    class: 'selfHarm',
  },
  { text: '夏でも長袖。新しい傷を隠すため', crisis: true, class: 'selfHarm' },
  {
    text: 'またODしちゃった。死ねなかったけど、たぶん明日もやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '太ももを爪でかきむしって血だらけ。毎晩やめられない',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  { text: '生きてる意味がわからない。もうどうでもいい', crisis: true, class: 'hopelessness' },
  { text: '自分に未来なんてない', crisis: true, class: 'hopelessness' },
  {
    text: 'もう無理。どこにも逃げ道がない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '何のために生きてるんだろう。理由がひとつも見つからない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'この先ずっとこれが続くなら、生きていく理由がない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '何をしても変わらない。私にはもう希望なんてない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'もうむり。げんかい。この先に何もない',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '睡眠薬、何錠飲んだら起きなくなるんだろう',
    crisis: true,
    class: 'dose',
  },
  { text: '致死量って何錠?自分用に知りたい', crisis: true, class: 'dose' },
  {
    text: 'この薬の致死量を検索してる。手元に一箱ある',
    crisis: true,
    class: 'dose',
  },
  { text: 'インスリンどれくらい打てば死ねる?', crisis: true, class: 'dose' },
  {
    text: '市販薬で死ぬには何箱必要?本気で聞いてる',
    crisis: true,
    class: 'dose',
  },
  {
    text: '抗うつ薬を全部飲んだら終われるかな。何錠あれば足りる?',
    crisis: true,
    class: 'dose',
  },
  { text: 'ちしりょう しらべた。あとは のむだけ', crisis: true, class: 'dose' },

  // relapse
  {
    text: '2年前に自殺未遂した。またあの考えが戻ってきた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '未遂のあと、薬とカウンセリングで良くなってたのに、また死にたい',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'もう大丈夫だと思ってた。でも今夜、あのときと同じ窓の前に立ってた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年ODで運ばれたときと同じ気持ちになってる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前は助けられた。今度は助けてほしくない',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて一年半だったのに、今日また切った。死にたい気持ちも戻ってきた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '退院してからずっと調子よかったのに、また消えたくなってきた。あのときと同じ',
    crisis: true,
    class: 'relapse',
  },

  // figurative
  { text: '死ぬほど笑った🤣', crisis: false, guard: 'figurative' },
  { text: 'このテスト、死ぬほどむずい', crisis: false, guard: 'figurative' },
  {
    text: '今日の会議で部長に殺されるかと思った(笑)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '疲れすぎて死んでる。残業四時間はさすがにきつい',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'このチーズケーキ、死ぬほどおいしい', crisis: false, guard: 'figurative' },
  {
    text: '推しが尊すぎて死んだ。無理。しんどい(褒めてる)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車で死にそうだった。毎朝これ',
    crisis: false,
    guard: 'figurative',
  },
  { text: '課題多すぎて死亡確定www', crisis: false, guard: 'figurative' },
  {
    text: '恥ずかしすぎて消えたいレベルのミスをした。まあ明日ちゃんと謝ろう',
    crisis: false,
    guard: 'figurative',
  },
  { text: '足が死んでる。二万歩歩いた', crisis: false, guard: 'figurative' },
  { text: 'この暑さ、マジで殺しにきてる', crisis: false, guard: 'figurative' },

  // othersDeath
  {
    text: 'ウクライナのニュースを見た。ハルキウで四人が亡くなったって。言葉が出ない',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖父が亡くなって一年。みんなで集まって思い出話をした',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '飼ってた犬が今朝死んだ。十四年一緒だった',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期のお父さんが亡くなった。お葬式で何と言えばいいかわからなかった',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '地震のニュース、亡くなった人の数が増えていく。つらい',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父の三回忌。お経を聞きながら、父の笑い声を思い出した',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '戦争で亡くなった子どもたちの写真展に行った。帰り道、ずっと泣いてた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '会社の先輩が急に亡くなった。昨日まで普通に話してたのに',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'おばあちゃんの遺品整理をした。古い手紙が出てきて、読みながら泣いた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友達のお兄さんが事故で亡くなったと聞いた。何もできない自分がもどかしい',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '戦地から届く訃報に慣れてしまいそうな自分が怖い',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: '『ノルウェイの森』読み終わった。自殺する人が多くて重いけど、美しい小説だった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『13の理由』を見た。自殺の描き方について友達と議論になった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームでキャラが橋から落ちて死んで、最初からやり直し😤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰治の『人間失格』を読んでる。作者の最期を思うと胸が痛い',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『ロミオとジュリエット』の舞台を見た。最後は客席みんな泣いてた',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説を書いてる。主人公が自殺を考える場面がうまく書けない',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメの最終回で推しキャラが死んだ。ロスがすごい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '文楽で近松の心中物を見た。人形なのに息をのんだ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カート・コバーンのドキュメンタリー見た。才能ある人がいなくなるのは悲しい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'さよならを繰り返す悲しい歌を一日中リピートしてた。いい曲すぎる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ミステリー小説、自殺に見せかけた殺人だった。犯人が意外すぎ',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '頭痛がひどい。ロキソニンって一日何錠まで?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '4歳の子の熱が38.7度。カロナールの量はどれくらい?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '病院で睡眠薬をもらった。半錠から、お酒と一緒に飲まないこと、とメモ',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'マグネシウムのサプリ、一日の上限量ってどれくらい?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で頭痛薬💊とビタミンDを買った',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '子どもの熱が下がらない。解熱剤は何時間あけたらいい?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '花粉症の薬と抗うつ薬を一緒に飲んでも大丈夫か薬剤師さんに聞いた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母のインスリンを受け取りに病院へ。待ち時間二時間',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗生物質は朝晩8時。飲み忘れないようにアラームをセット',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'メラトニンってどのくらいまで飲んで大丈夫?寝つきが悪い',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '風邪薬と痛み止めの飲み合わせを調べてたら夜中になってた',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '五年前は死にたいと思ってた。カウンセリングのおかげで、今は生きててよかったと思える',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のころリスカしてた。今はもう傷もほとんど見えない。抜け出せてよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'カウンセラーと、死にたかったころの話をした。ずいぶん遠くに来た気がする',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔は自分がいないほうがみんな幸せだと思ってた。今は違うとわかる',
    crisis: false,
    guard: 'past',
  },
  { text: '自傷をやめて三年 💪', crisis: false, guard: 'past' },
  {
    text: '未遂して入院したのは2019年。今日は自助グループで自分の話をした。出口はあるって伝えたくて',
    crisis: false,
    guard: 'past',
  },
  {
    text: '消えたいと思うことがなくなって久しい。今日は夏休みの旅行を計画した',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十代のとき、逃げ道がないと思ってた。あのとき話を聞いてくれた先生に感謝',
    crisis: false,
    guard: 'past',
  },
  {
    text: '一年前の日記に「生きる意味がない」って書いてあった。あのころの自分を抱きしめたい',
    crisis: false,
    guard: 'past',
  },
  {
    text: '学生時代、致死量を調べたこともあった。今は相談窓口のボランティアをしてる。人生ってわからない',
    crisis: false,
    guard: 'past',
  },
  {
    text: '父が、離婚のあと死にたいと思ってた時期があったと話してくれた。ずっと昔のことで、今は元気',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: '疲れたけど、なんとかやってる。明日も仕事',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'また上司に怒られた。イライラする。全部投げ出して旅に出たい',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '地震速報で夜中に起きた。不安で眠れない',
    crisis: false,
    guard: 'everyday',
  },
  { text: '雨で憂うつ。猫が膝の上で寝てる', crisis: false, guard: 'everyday' },
  {
    text: '朝から雨。満員電車で押しつぶされながら出社して、午前は会議三つ。昼休みに薬局で頭痛薬を買って、午後は資料を直しまくった。帰りに駅前で先輩の送別会の花束を受け取って、二次会は断って帰宅。疲れたけど、まあ悪くない一日',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最高の一日!大学の友達と五年ぶりに会えた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'くたくただけど、前に進む。少しずつ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'このプロジェクトに未来はない。チームに正直に言って畳もう',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '定年退職する先輩の送別会。乾杯の挨拶をして、ちょっと泣いた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しの間、猫を隣の人に一週間預かってもらった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'クライミングジムでロープの結び方を習った。腕がパンパン',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '娘と橋の上から夕日を見た。きれいだった',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: '死にたくない。生きていたい。ただ少し休みたいだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '自殺なんて考えてないよ、ただ疲れてるだけ。カウンセラーにもそう答えた',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'つらいけど、自分を傷つけるつもりはない。泣けば少し楽になる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母に「変なこと考えてない?」と聞かれた。考えてないよ、生きたいよ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '娘がいるから絶対に死なない。それだけは決めてる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいんじゃない。この痛みに消えてほしいだけ',
    crisis: false,
    guard: 'negation',
  },
  { text: 'もう切らない。その代わりにここに書く', crisis: false, guard: 'negation' },
  {
    text: '死ぬことなんて考えてない、考えてるのは連休のことだけ😄',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'どんなにしんどい夜でも、生きたいって思ってる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '私がいないほうがいいなんてことはない。やっとそう思えるようになった',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しにたいとかじゃない。ただ、めっちゃ眠いだけ',
    crisis: false,
    guard: 'negation',
  },
];
