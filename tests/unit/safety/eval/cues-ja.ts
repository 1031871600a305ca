import type { EvalNote } from './types';

/**
 * Japanese notes written for the cue layer: how people write in a private diary or on a 裏垢 at
 * night (net slang, kana and kanji spellings, plain and polite forms, office and school life),
 * short and long, with everyday twins beside the crisis notes they resemble. Every one was first
 * run against the detector as written, before any tuning: recall 8/49 (16.3%), false alarms 5/31
 * (16.1%). Then used for tuning.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '生きてるのやめたい。ほんとに、冗談じゃなくてもうやめたい。',
  },
  { crisis: true, class: 'intent', text: '正直に書く。自分の手で命を終わりにしたいと思ってる。' },
  {
    crisis: true,
    class: 'intent',
    text: '今日の面談で決定的になった。死ぬ以外の選択肢がもう見つからない。',
  },
  { crisis: true, class: 'intent', text: 'はよしにてぇ…なんで明日も会社あるの' },
  {
    crisis: true,
    class: 'intent',
    text: '毎朝の通勤電車で、自殺しちゃおうかなってぼんやり考えてる。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '目が覚めた瞬間、また今日が始まったのかって絶望する。寝てるあいだに心臓止まってたらよかったのに。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '横断歩道で信号待ちしてると、トラック突っ込んできてくれないかなって毎回思う',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ずっと眠ったままでいたい。起きなくていいなら、それが一番いい。',
  },
  { crisis: true, class: 'passive', text: '存在ごと、最初からなかったことにしてほしい' },
  {
    crisis: true,
    class: 'passive',
    text: '病院の帰り道、このまま事故にでも巻き込まれて終われたらいいのにと思ってしまった。',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'そろそろ楽になってもいいよね、自分。ここまでよく頑張ったよ。',
  },
  { crisis: true, class: 'euphemism', text: 'もう疲れた。あっち側に行きたい。' },
  { crisis: true, class: 'euphemism', text: '来世に期待して、今世はここで降りたい' },
  { crisis: true, class: 'euphemism', text: '全部リセットしたい。自分ごと、跡形もなく。' },
  { crisis: true, class: 'euphemism', text: 'お空に帰りたいな🌙 もう地上はいいや' },
  { crisis: true, class: 'euphemism', text: '人生をおりたい。誰にも止められたくない。' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'ホームに電車が入ってくるたび、一歩前に出たら全部終わるんだなって考えてしまう。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ドラッグストアを3軒まわって、同じ咳止めを買い集めた。レジで怪しまれないように。',
  },
  { crisis: true, class: 'method', text: 'ネットで練炭の使い方を調べてた。車もあるし。' },
  {
    crisis: true,
    class: 'method',
    text: 'マンションの最上階まで上がって、手すりから下をずっと覗いてた。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'カッターの刃を新しいのに替えた。首のどこを切ればいいのか調べた。',
  },
  // plan
  { crisis: true, class: 'plan', text: '決行は金曜の夜。それまでに部屋を片付けておく。' },
  {
    crisis: true,
    class: 'plan',
    text: '給料日の次の日にしようと思う。家賃だけは払っておきたいから。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月の誕生日を最後の日にする。それまでは普通に笑って過ごす。',
  },
  { crisis: true, class: 'plan', text: '彼氏が出張に行ってる間にやる。場所ももう決めた。' },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さん、今まで育ててくれてありがとう。こんな娘でごめんね。最後まで親不孝でした。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'フォロワーのみんな、今まで仲良くしてくれてありがと。このアカ今日で消すね。ばいばい',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '机の引き出しに手紙を入れておきました。私がいなくなったら読んでください。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'ハムスターの世話は妹に頼んだ。もう自分では見てあげられないから。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私がいるせいで家の空気が悪くなる。私さえ消えれば全部丸く収まる。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '職場でもお荷物、家でもお荷物。生きてるだけで周りに迷惑かけてる。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '親に学費を出させてこの成績。生まれてきたこと自体が迷惑だったと思う。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '夫は優しいけど、私なんかと結婚したせいで人生を棒に振ってる。早く解放してあげたい。',
  },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: '久しぶりに切った。袖で隠れるところにした。' },
  { crisis: true, class: 'selfHarm', text: '腕の線がまた一本増えた。見てると落ち着く。' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッター握ったら止まらなくなって、気づいたらティッシュが真っ赤だった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'テストの結果見てから、コンパスの針で手の甲を何度も刺してた。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何年頑張っても状況は変わらなかった。この先もずっと同じなら、続ける意味がわからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '期待するから傷つく。だからもう何も期待しない。生きてる理由も特にない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '正社員にもなれず、この歳で貯金ゼロ。明るい未来なんて一ミリも想像できない。早く終わりたい。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'どうせ良くならないし、このまま朽ちていくだけの人生。',
  },
  // dose
  { crisis: true, class: 'dose', text: 'デパス何錠飲んだら眠ったまま逝けるんだろう' },
  {
    crisis: true,
    class: 'dose',
    text: 'アセトアミノフェンって何グラムで肝臓がダメになるのか、ずっと調べてる',
  },
  { crisis: true, class: 'dose', text: '手持ちの眠剤、これ全部いっぺんに飲んだら足りるかな' },
  {
    crisis: true,
    class: 'dose',
    text: '睡眠薬をお酒で流し込んだらどのくらいで意識なくなるのか知りたい',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '二年前に救急で運ばれてから落ち着いてたのに、最近またあの感じが戻ってきた。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院するとき二度としないって約束したのに、今日また薬を数えてた。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '一回しくじってるから、次はもっとちゃんと調べてからにする。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリングをやめてから、夜になるとまた消えたくなる。入院する前と同じ。',
  },

  // figurative
  { crisis: false, guard: 'figurative', text: '明日のプレゼン、緊張で死ねる' },
  { crisis: false, guard: 'figurative', text: 'ガチャ200連して爆死。来世に期待w' },
  { crisis: false, guard: 'figurative', text: '上司に詰められて魂抜けた。今日はもう屍です。' },
  { crisis: false, guard: 'figurative', text: 'スマホの画面割れて心が死んだ' },
  { crisis: false, guard: 'figurative', text: '寒すぎて布団から出たら死ぬ。今日は在宅にしたい。' },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父の四十九日が終わった。もう会えないのがまだ信じられない。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期の子が亡くなったと聞いて、一日仕事が手につかなかった。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '実家の猫が虹の橋を渡った。十八年間ありがとう、ばいばい。',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が屋上から飛び降りるシーンで泣いた',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ミステリー小説読了。犯人が睡眠薬を致死量まで混ぜてたトリックがえぐい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '推しバンドの新曲、「さよなら世界」って歌詞が刺さりまくってる',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、ヒロインが手紙を残して消える展開だった。続編ほしい。',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '歯医者でロキソニンもらった。一日何錠まで飲んでいいんだっけ',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '息子が熱を出したので、カロナールの量を体重で計算した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '睡眠薬を処方されて三日目。少しずつ眠れるようになってきた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の飲み忘れ防止に、一週間分の薬をピルケースに全部分けた。',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: '高校の頃はリスカしてた時期もあった。今は看護師として働いてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '二十代前半は毎晩死にたいと思ってた。あの頃の自分に、大丈夫だよって言ってあげたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '五年前のODのことを主治医と振り返った。今は薬もかなり減ってる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔の日記を読み返したら、消えたいばかり書いてた。よく生き延びたな、自分。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学時代、屋上まで行ったことがある。友達が止めてくれた。今は感謝しかない。',
  },
  // everyday
  { crisis: false, guard: 'everyday', text: '帰りの電車、人身事故で一時間止まった。疲れた。' },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日から有給！金曜の夜のうちに荷造りは全部済ませた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しに向けて、本と服をメルカリで全部手放した。部屋がすっきり。',
  },
  { crisis: false, guard: 'everyday', text: '会社を辞める決心をした。来月、退職届を出す。' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ベランダのトマトが倒れそうだったので、支柱にロープで縛った。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ずっと眠っていたい日曜日。目覚ましをかけずに昼まで寝た。',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかじゃなくて、ただ一週間くらい誰とも話さずに休みたい。',
  },
  { crisis: false, guard: 'negation', text: '消えたいとまでは思ってない。ただ疲れてるだけ。' },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけるようなことはしてないから安心して、とカウンセラーに伝えた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたい気持ちは今はないです。薬が合ってきたのかな。',
  },
];
