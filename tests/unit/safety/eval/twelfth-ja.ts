import type { EvalNote } from './types';

/**
 * A twelfth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a daughter eight years into caring for her mother, a man past fifty alone with debt,
 * a Hiroshima man whose brother died (わし, 考えよる, じゃろう), a Ukrainian woman in Japan writing
 * spaced kana (ママ そらの うえ, けいほう, おにもつ), a student who quit club and job (三途の川), a
 * Tohoku farmer (死にてぇ, 顔向けできね), a South Sudan PKO veteran, a Kansai writer relapsing into
 * cutting (やってもうた), a hikikomori, a carer stabbing her thigh with a sewing needle, a
 * fibromyalgia patient, a commuter choosing the rapid train, a parent living on his daughter's
 * money; on the quiet side the fifth anniversary of an attempt, a counsellor, an old diary, a
 * veteran with grandchildren, a nurse once carried in after an overdose, a Tohoku tsunami
 * survivor, screening questions answered no, a visiting nurse, a toddler and a pill case, a dog and
 * chocolate, Carp and gacha hyperbole, a cousin killed in Kharkiv, a manga artist, a camping trip.
 *
 * First run, lexicon untouched: recall 42/50 (84.0%), false alarms 9/50 (18.0%).
 * Missed: selfHarm 2 (punching walls till the fists are wrecked, pain feeling alive; scalding the
 * hand with hot water on purpose, the burn quieting the head); plan 2 (a date and "from the bridge,
 * nobody around", Hiroshima もう迷っとらん; tomorrow morning going to the passing rapid train, not
 * the local, "deciding made it easier"); euphemism 1 (a one-way ticket far away, job quit, room
 * tidied, never coming back); passive 1 (disappointed to wake, "why am I still alive" in Hiroshima
 * dialect, 生きとるんじゃろう); method 1 (looking down from the balcony: seventh floor would do);
 * hopelessness 1 (ten years shut in, too late, 詰んでる人生, どうにもならん).
 * False alarms: past 3 (a high-school diary full of 消えたい, now a mother of two; the first winter
 * after Kyiv in spaced kana, しにたい と おもった, now happy studying; a suicide note written at the
 * worst of depression, now burnt); negation 1 (生きるのやめたいとかは思ってない: the denial did not
 * reach over とかは); medical 3 (a visiting nurse asking for one-dose packs so an old woman cannot
 * take her sleeping pills all at once; a toddler at the pill case, tablets counted, none taken; a
 * dog's chocolate "lethal dose" by weight); figurative 2 (死ねる about Monday meetings, read as a
 * plan with 月曜; melting and wanting to vanish in the heat, 溶けて消えたい).
 * One quiet note was caught for a reason of its own: the kana いしょ (遺書) was read inside
 * さいしょ, so the Ukrainian writer's "the first winter" was also a farewell.
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 50/50, false alarms 0/50; all
 * Japanese development sets 669/679 → 677/679 recall, 11/713 → 2/713 false alarms), so this is now
 * a development set. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '母の介護も8年目。母を看取ったら、わたしも一緒に連れてってもらおうと思ってる。もう十分がんばったよね。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '五十過ぎて独り身、借金と持病。そろそろ自分の手で幕を引こうと思う。誰にも迷惑かけんように、静かに。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '弟が逝ってから、わしもはよう向こうへ行きたいと思うようになった。毎晩そればっかり考えよる。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ママ そらの うえに いる。わたしも ママの ところ いきたい。にほんで ひとり さむい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '部活もやめた、バイトもやめた。三途の川、もう渡ってもいいよね。つかれた( ˘ω˘ )',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '仕事も辞めて部屋も片付けた。片道切符で遠くへ行く。もう帰ってくるつもりはないです',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '3年ぶりにまた切ってしまった。ずっとやめられてたのに。カウンセリングの先生になんて言えばいいの',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院して半年。また「消えたい」が戻ってきた。入院前とおなじ感じ。こわい。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '二年前のODのあと、もう大丈夫だと思ってた。でも最近、気づくとまた錠剤を数えてる自分がいる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '南スーダンから帰って十年、落ち着いてたはずなのに、また夜中に死ぬことばかり考えるようになった。妻には言えない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'もう何年もしてへんかったのに、昨日またやってもうた。腕、えらいことなっとる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断薬3ヶ月目。あの頃の考えがぶり返してきた。ベランダ出ると下ばっか見てまう',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '爪で腕をガリガリひっかいて、血が出るまでやめられない。そうしないと落ち着かない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '壁殴りすぎて拳がボロボロ。痛いほうが生きてる感じする。親は気づいてない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッターの刃、新しいの買ってきた。今夜も袖で隠れるところにする。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'お湯をわざと手にかけた。やけどの痛みで、やっと頭が静かになる。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'きょう また うでを きった。ちが なかなか とまらない けど だれにも いえない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '介護疲れで、気づいたら裁縫の針で自分の太ももを刺してた。痛いと少しだけ楽になる。',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '遺書も書いたし、ロープも用意した。金曜の夜、夫が夜勤の日にやる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月の給料日に貯金を全部おろして、最後に海を見に行って、そのまま。日にちはもう決めた。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒論出したらおわりにする。それまではがんばる。場所ももう下見してきた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '土曜、家族が法事で出かけてるあいだに実行する。ホームセンターで要るものはもう揃えた。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の火曜、誰もおらん時間に橋から。もう迷っとらん。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '明日の朝はいつもの各停じゃなくて、通過する快速のほうに行く。決めたら少し楽になった。',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'もう死にてぇ。畑も借金もなんもかんも嫌んなった。かあちゃんにも顔向けできね',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'しんでしまいたい。毎日おもう。だれかとめて',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'いろいろ考えたけど、自分で人生を終わらせようと思う。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'もう死ぬって決めた。理由はいろいろありすぎて書けない。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '朝、目が覚めるとがっかりする。なんでまだ生きとるんじゃろう。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '線維筋痛症の痛みで眠れない夜、このまま心臓が止まってくれたらって思う。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'けいほう なっても もう シェルターに いかない。あたっても いいと おもってる。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '生きてるのがしんどい。全部終わってほしい。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '駅のホームの端に立って、どの辺が一番スピード出て入ってくるか見てた。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ネットで確実な方法ばっか調べてる。首のやつが一番苦しくないらしい',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ベランダから下をのぞいて、7階ならたぶん大丈夫かなって考えてた。',
  },
  {
    crisis: true,
    class: 'method',
    text: '実家の物置にまだ農薬がある。あれを飲めば、って考えが頭から離れない。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。迷惑ばっかりかけてごめんね。猫のことはお姉ちゃんにお願いします。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'このアカウントは今日で最後にします。探さないでください。今まで仲良くしてくれた人、ありがとう',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さんへ。先に行くことを許してください。お母さんのせいじゃないからね。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '大事にしてた本もゲームも、友達に全部あげた。もう自分には必要ないから。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私がいなければ、夫も子どもたちももっと楽に暮らせるのに。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '介護される身になって、家族の足手まといでしかない。わしなんかおらん方がええ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'わたし ここで みんなの おにもつ。わたし いない ほうが いい と おもう。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '年金も止まって、娘に金の無心ばっかり。こんな親、生きとるだけで迷惑じゃ。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしたってもう変わらない。未来が1ミリも見えない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'この先いいことなんて一個もない。生きてても同じ地獄が続くだけ',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '十年ひきこもって、もう手遅れ。どうにもならん。詰んでる人生。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパスって何錠飲めば死ねるのか、知ってる人いる？',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'アセトアミノフェン 致死量 で検索した。家にある分で足りるか計算してる',
  },
  {
    crisis: true,
    class: 'dose',
    text: '眠剤ためて、いま30錠くらい。あといくつあれば確実なんだろう',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '今日で未遂から5年。あの日の自分に、生きててくれてありがとうって言いたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーになって20年。昔担当したクライアントさんが、死にたいと言っていた頃の話を笑ってできるようになったと手紙をくれた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '実家の片付けしてたら高校の頃の日記が出てきた。「消えたい」ばっかり書いてた。今は二児の母です😊',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生で一番しんどかったのは2019年。毎晩死ぬことばかり考えてた。今思えば、よく生きのびたな。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウから来て3年。さいしょの冬は しにたい と おもった。いまは にほんごの べんきょう たのしい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '除隊して十五年。あの頃は銃口を自分に向けたこともあった。今は孫と釣りに行くのが一番の楽しみだ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'リスカしとったんはもう10年前の話や。傷あとは残っとるけど、今はなんも気にしてへん。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ODで救急搬送されたのは大学2年のとき。今は看護師として、同じような子のケアをしてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自助グループで自分の未遂の体験を話した。やっと過去のこととして話せるようになった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'うつが一番ひどかった頃は遺書まで書いてた。その遺書、この前燃やした。スッキリ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '震災のあとは、おらも死んでしまいてぇって思ってた。んだども今は仮設も出て、畑やってる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の今ごろは線路ばっかり見てた。転職してから全部変わった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断酒して10年。あの頃毎晩消えたいと思ってたのが嘘みたいだ。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかじゃなくて、ただただ眠い。完全に寝不足。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '先生に「死にたい気持ちはありますか」って聞かれて、ないですって答えた。本当にない。ただ疲れてるだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺なんて考えたこともないよ、心配しないで、ってLINEで母に返した。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に消えたいとかちゃうねん。ちょっと一人になりたいだけや。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'PHQ-9の最後の質問、「全くない」に丸つけた。落ち込んではいるけど、そこまでじゃない。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカはしてないよ。この傷は猫にやられたやつ🐈',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '疲れた。けど死にたくはない。やりたいこといっぱいあるし。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけたりはしません、と面談で伝えた。それは本当。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ひきこもってるけど、生きるのやめたいとかは思ってない。ゲームの新作楽しみだし',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたしは しにたくない。いきたい。むすこの ために。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夫に「まさか変なこと考えてないよね」って言われた。考えてないって。ただの五月病。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '薬を多めに飲もうとか、そういうつもりは一切ありません。ちゃんと処方どおり飲んでます。',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '訪問看護。独居のおばあちゃんが眠剤をまとめて飲んじゃわないように、一包化を薬局にお願いした。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '娘（2歳）が私のピルケースを開けてた！何錠なくなってるか数えて、すぐ小児科に電話。結局ひとつも飲んでなかった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬がチョコを食べた。致死量は体重によるらしく、病院で吐かせてもらった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師国試の勉強。アセトアミノフェンの中毒量と解毒薬を覚える。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の薬が多すぎて、飲み間違えたら危ないので、お薬カレンダーを作った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母が血圧の薬を間違えて二回分飲んでしまい、かかりつけに電話した。様子見でいいとのこと。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのファンサもらって成仏した…一生分の運使った🙏',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '月曜の朝からこの会議の量、死ねる。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'カープ負けすぎて、わしもう死んどるわ笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り3本かぶって完全に息してない',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの電池が死んだ。ついでに私の心も死んだ（ガチャ爆死）',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'この暑さで溶けて消えたい〜🫠 クーラー最強にした',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父の四十九日。じいちゃん、向こうでばあちゃんに会えたかな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'きょう ハルキウの いとこが しんだと れんらく きた。せんそう きらい。たくさん ないた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚が自殺した。なんで気づけなかったんだろう。明日お通夜。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '隣の部屋のおじいさん、孤独死だったらしい。大家さんから聞いて一日ぞわぞわしてた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '夫の部隊の仲間が戦死した。夫はずっと黙ってる。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの主人公が屋上から飛び降りようとするシーン、演技すごかった',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説で主人公が遺書を書く章まで読んだ。泣いた。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'アニメの最終回、ヒロインが「もう生きていたくない」って言うとこで号泣',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'いま描いてる漫画で、キャラに自殺未遂させるか迷ってる。編集さんと相談。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '部屋の大掃除。いらない服を全部友達にあげた。すっきり！',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '退職の日。みんなに今までありがとうございましたって挨拶した。明日から新しい会社。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ロープとテント買った。週末はキャンプ⛺',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'スマホのデータ全部消して初期化した。機種変するから。',
  },
];
