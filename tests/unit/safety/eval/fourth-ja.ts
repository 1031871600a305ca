import type { EvalNote } from './types';

/**
 * Japanese notes of a fourth generalisation check, written fresh after the third round of tuning:
 * 44 crisis notes (4 per class) and 44 quiet ones (everyday days, explicit negation, a crisis long
 * past and resolved, a child's or a pet's dose, anime, novels and dramas, sayings such as 死ぬほど
 * 笑った, other people's deaths), in casual and polite styles, kana for kanji and the reverse, net
 * slang (しにたい, タヒ, OD, 希死念慮) and emoji.
 *
 * First run before any tuning: recall 36/44 (81.8%), false alarms 5/44 (11.4%). Missed: intent 1
 * (タヒのう), passive 2 (寝てる間に終わってればよかった; a car that might hit me 突っ込んでこないかな),
 * euphemism 1 (人生ログアウトしたい), method 2 (8階なら確実かな from the balcony rail; 練炭と七輪
 * in the car), plan 1 (来週の金曜にあの橋へ行きます, the place and time decided), selfHarm 1
 * (太ももに線を増やした). What fired: a send-off party goodbye (everyday, farewell); negation 3
 * (死にたいとかそういうのじゃない; 自分を傷つけたりしていないか聞かれた; 薬を大量に飲むとか…
 * 気持ちは一切ない); a dog that ate chocolate, どれくらいの量で危ないのか (medical, dose). Fixed in
 * `lexicons/ja.ts` by general changes (recall 44/44, false alarms 0/44 after tuning), so this is now a
 * development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'もう本気でしにたい。明日のバイトのこと考えるだけで吐きそう',
  },
  {
    crisis: true,
    class: 'intent',
    text: '帰りの電車でぼーっとしてたら、あ、タヒのうって自然に思った。怖いくらい冷静だった。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '死ぬって決めたら、不思議と気持ちが軽くなりました。まだ誰にも言っていません。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '自分で自分を終わらせたい。もう十分がんばったと思うし、これ以上は無理。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '朝起きるたびに、なんでまだ生きてるんだろうと思う。寝てる間に終わってればよかったのに。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '横断歩道を渡るたび、車が突っ込んでこないかなって考えてしまう。そしたら誰のせいにもならないし。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'きえてなくなりたい。誰の記憶からも、最初から居なかったみたいに。',
  },
  { crisis: true, class: 'passive', text: 'このまま明日が来なければいいのにな…🌙 おやすみ' },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'そろそろ人生ログアウトしたい。セーブデータも全部消して、誰にも見つからないように。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '亡くなったおばあちゃんのところへ行きたいな。向こうはきっと静かで、怒鳴る人もいないよね。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もうお空に帰りたいです。みんなにはごめんなさいだけど、疲れてしまいました。',
  },
  { crisis: true, class: 'euphemism', text: '目が覚めない眠りにつきたい。それだけが今の願い。' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'ベランダの手すりから下をしばらく見てた。8階なら確実かなって、ずっと計算してる。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ロープの結び方を調べてる自分がいる。ドアノブでもできるって書いてあった。',
  },
  {
    crisis: true,
    class: 'method',
    text: '駅のホームで電車が来るたび、一歩前に出れば全部終わるのにって思う🚃',
  },
  {
    crisis: true,
    class: 'method',
    text: '練炭と七輪ってネットで普通に買えるんだね。車の中なら誰にも見つからない。',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '土曜の夜、家族が実家に行ってる間にやる。もう決めた。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '給料日に部屋を片付けて、その夜に終わらせるつもり。家賃だけは払っておく。',
  },
  { crisis: true, class: 'plan', text: '今夜みんなが寝静まったら、くすりを全部のむ。' },
  {
    crisis: true,
    class: 'plan',
    text: '来週の金曜にあの橋へ行きます。場所も時間ももう決めてあります。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さん、今まで育ててくれてありがとう。先に行くね。本当にごめんなさい。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '猫のことは妹に頼んである。スマホのパスワードも手帳に書いた。もう思い残すことはない。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんなへの手紙を書き終えた。これを読む頃には、私はもういないと思う。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'これが最後の日記になります。今までありがとう、さようなら。',
  },
  // burden
  { crisis: true, class: 'burden', text: '私がいないほうが家族はうまくいく。ずっとそう思ってる。' },
  {
    crisis: true,
    class: 'burden',
    text: '迷惑しかかけてない。私なんかいなくなったほうが、みんな楽になれるよね',
  },
  {
    crisis: true,
    class: 'burden',
    text: '介護も仕事も中途半端で、俺はただのお荷物だ。死んだ方がまし。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '夫に負担ばかりかけている。私さえ消えれば、あの人はやっと自由になれるのに。',
  },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: 'また腕切っちゃった。今回はちょっと深いかも🩸' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッターを握ってないと落ち着かない。刃を当てて痛みを感じると、やっと息ができる。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'お風呂で太ももに線を増やした。長袖と長ズボンの季節でよかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'イライラして壁を殴り続けた。拳が血だらけ。自分を罰したかった。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'どうせ私の人生は良くならない。頑張っても無駄。生きてる意味がわからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '希望なんてどこにもない。毎日が灰色で、このまま終わってしまえばいいのに。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をやってもうまくいかないし、これからもずっとこうなんだと思う。生きてるのがしんどい。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '未来のこと考えると真っ暗。いっそ全部おわればいいのに。',
  },
  // dose
  { crisis: true, class: 'dose', text: 'デパスって何錠飲んだらしねるんだろう' },
  { crisis: true, class: 'dose', text: 'ロキソニン一箱とお酒で足りるかな。もう疲れた' },
  { crisis: true, class: 'dose', text: '「致死量 アセトアミノフェン」で検索した。履歴消さなきゃ' },
  { crisis: true, class: 'dose', text: '睡眠薬、どれくらい飲めば二度と目が覚めないのかな' },
  // relapse
  { crisis: true, class: 'relapse', text: '3か月やめてたのに、昨日またリスカしてしまった' },
  {
    crisis: true,
    class: 'relapse',
    text: '退院してから落ち着いてたのに、最近また死にたい気持ちが戻ってきた。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前にODした時と同じ感じになってる。また薬を集め始めてる自分が怖い',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '希死念慮がぶり返してきた。カウンセラーにはまだ言えてない。',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '今日は一日雨で洗濯物が乾かなかった。夜ご飯はカレー。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '上司に怒られてへこんだ。帰りにコンビニでアイス買って少し回復。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しの準備で部屋を片付けた。いらない服を全部処分したらすっきりした。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '会社の送別会で先輩にさよならを言った。ちょっと泣きそうだった。新しい職場でも元気でね。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'なんか最近ずっと疲れてる。寝ても寝ても眠い。週末はゆっくりしよう。',
  },
  { crisis: false, guard: 'everyday', text: '彼氏と別れた。悲しいけど、まあ次があるよね😢' },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: '落ち込んではいるけど、死にたいとかそういうのじゃない。ただ休みたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自分を傷つけたりしていないか聞かれた。していません、と正直に答えた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'つらいけど、きえたいとは思わない。明日も仕事がんばる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友達に心配されたけど、自殺なんて考えたこともないよ。ただの寝不足。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しんどい日が続くけど、死ぬつもりなんてまったくない。猫もいるし。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '薬を大量に飲むとか、そういう気持ちは一切ないです。ただ眠れないのがつらい。',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: '10年前、本気で死にたかった時期があった。今は子どもが二人いて、毎日バタバタだけど幸せ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '高校の頃はリスカがやめられなかった。今は傷跡も薄くなって、半袖も平気。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学時代に一度ODして運ばれたことがある。あれから8年、今は看護師として働いている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔の日記を読み返したら「消えたい」ばかり書いてあった。あの頃の自分に、大丈夫だよって言いたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '20代前半はずっと希死念慮と一緒だった。治療のおかげで、今は穏やかに暮らせている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '5年前の今日、屋上に立っていた。あの時やめてよかった。生きててよかったと本当に思う。',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '娘が38.5度の熱。カロナールは体重から計算して何錠まで飲ませていいのか、薬剤師さんに確認した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '頭痛がひどくてロキソニン飲んだ。一日何錠まで大丈夫だっけ。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬がチョコを食べちゃった。どれくらいの量で危ないのか調べて、夜間の動物病院に電話。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '心療内科で睡眠薬を変えてもらった。前のより朝がすっきりしている気がする。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '生理痛でイブプロフェンを2錠。お酒と一緒に飲んでいいのか気になって調べた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '祖父の薬を一週間分、ピルケースに分けた。飲み忘れが多いから心配。',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'アニメの最終回、主人公が仲間をかばって死ぬシーンで号泣した😭',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '今読んでる小説の主人公がずっと死にたいって言ってて、読んでて苦しい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマで母親が娘の遺書を見つける場面があって、演技がうますぎて鳥肌が立った。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームのラスボス戦、何回死んだかわからない。やっと倒した！',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '自殺をテーマにした映画を観た。重かったけど、見てよかったと思う。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '推理小説で毒薬の致死量の話が出てきて、作者よく調べてるなと感心した。',
  },
  // figurative
  { crisis: false, guard: 'figurative', text: '友達の話が面白すぎて死ぬほど笑った🤣' },
  { crisis: false, guard: 'figurative', text: '会議で盛大に噛んで、恥ずかしくて消えたかった。' },
  { crisis: false, guard: 'figurative', text: '推しのライブ最高すぎて尊死した。もう悔いはない笑' },
  { crisis: false, guard: 'figurative', text: '今日の暑さは殺人的。溶けて死にそう。' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'テスト勉強しすぎて頭が死んでる。もう無理、寝る。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの充電が死んだ。モバイルバッテリーも忘れた。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '月曜朝の満員電車で毎週ライフがゼロになる。生きて帰れたのが奇跡。',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一週間。まだ実感がない。お葬式で久しぶりに親戚が集まった。',
  },
  { crisis: false, guard: 'othersDeath', text: 'ニュースで中学生が自殺したと知った。胸が痛い。' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '飼っていた猫が死んだ。15年一緒だった。また会いたいな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '父の三回忌。お墓参りの帰りに、みんなでお寿司を食べた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚のお父さんが急に亡くなったそうで、お香典を包んだ。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '好きだった俳優が亡くなったニュース、ショックすぎる。ずっとファンだった。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '友達が去年、自ら命を絶った。今でも、何かできなかったのかと考えてしまう。',
  },
];
