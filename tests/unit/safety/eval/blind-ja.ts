import type { EvalNote } from './types';

/**
 * Japanese notes written blind (from the writer's own knowledge, not from the other sets) for a
 * check of how the detector generalises: long entries with the crisis sentence in the middle of an
 * ordinary day, very short notes, kana and kanji variants, net slang, emoji, one note in romaji, and
 * hard negatives for every guard.
 *
 * First run before any tuning: recall 22/25, false alarms 0/15. After that the notes were used for tuning.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'intent',
    text: '朝は普通に起きて、洗濯して、スーパーで特売の卵を買った。レジに並びながら、もう本気で死のうと思ってることに自分でも驚いた。夜はカレーを作った。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'しにたいしにたいしにたい',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'もう自分を殺したい。ほんとに。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '朝起きたくない。このまま目が覚めなければいいのに',
  },
  {
    crisis: true,
    class: 'passive',
    text: '会議中ずっと、隕石でも落ちてきて私だけ死なないかなって考えてた。そのあと同期とランチ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう消えたい。跡形もなく、最初からいなかったみたいに🫥',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'そろそろこの世からログアウトしようかな。疲れた。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ロープをアマゾンで注文した。ドアノブでできるって読んだ。',
  },
  {
    crisis: true,
    class: 'method',
    text: '学校の屋上の鍵が壊れてるの知ってる。あそこから飛び降りたら確実だと思う。',
  },
  {
    crisis: true,
    class: 'method',
    text: '睡眠薬を少しずつ貯めてる。もう50錠ある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '今夜決行する。家族が寝たら。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の土曜、親が旅行に行く日に死ぬことにした。準備はほぼ終わってる。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。さよなら。もう会えないけど元気でね',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '遺書を書き終えた。封筒に入れて机の上に置いた。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '私なんかいない方が家族は幸せになれる。生きてるだけで迷惑。',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'おれがしねば親の借金も少しは楽になるだろ。保険金もあるし',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'またリスカしちゃった。3ヶ月やめてたのに😢',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'バイト終わって帰宅、お風呂でカミソリで太もも切った。血見ると落ち着く。明日は一限から。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'この先いいことなんて一つもない。生きてる意味がわからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしても無駄。もう希望なんてない。終わりにしたい。',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠飲めば死ねるのか調べてる',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ロキソニンって何錠で致死量になるんだろう。箱ごと飲んだらいけるかな',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'また希死念慮が戻ってきた。去年ODして入院したときと同じ感じ。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に未遂したとき、次はちゃんとやるって決めてた。最近またそれを考えてる。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tsurai. mou shinitai.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今日の部活きつすぎて死ぬかと思ったw 足パンパン',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎて死んだ😇 尊死',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父が亡くなって今日で四十九日。お寺で法要をして、みんなで思い出話をした。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースで俳優の自殺を知ってショック。ご冥福をお祈りします。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '映画で主人公が屋上から飛び降りるシーンがあって、しばらく泣いた。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説のプロット：ヒロインが遺書を残して失踪する。第三章で見つかる予定。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師さんに、睡眠薬は一回一錠まで、お酒と一緒に飲まないでと言われた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '手術の傷が痛む。抜糸は来週。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '高校のころは毎日死にたいと思ってた。今は仕事も楽しいし、あの頃の自分に大丈夫だよと言いたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はリスカしてたけど、もう5年やってない。傷跡も薄くなってきた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日から海外転勤。送別会でみんなにさよならを言ってきた。寂しいけど楽しみ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ホームセンターでロープと包丁を買った。キャンプの準備完了！',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しんどいけど死にたいわけじゃない。ちょっと休みたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけたりはしない。カウンセラーとも約束したし。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'スマホのバッテリーが死んだ。今日はもう寝る。',
  },
];
