import type { EvalNote } from './types';

/**
 * A seventh round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (12 past, 12 negation,
 * 6 figurative, 6 othersDeath, 5 fiction, 5 medical, 4 everyday). The writers: a widow in Tohoku
 * dialect (行ぎてぇ, 薬っこ), a student in net slang, a Ukrainian learner writing spaced kana, a
 * veteran of an overseas deployment, a carer of ten years, a Hakata speaker (っちゃけど, けん), a
 * Kansai father (買うてある), a Ukrainian refugee from Kharkiv, a nurse after night shifts, a
 * chronically ill woman, a schoolgirl with emoji, an elderly man (わし, はよう), a serving soldier,
 * a retiree in polite form, a mother writing to her daughter, job hunters and office workers.
 *
 * First run, lexicon untouched: recall 24/50 (48.0%), false alarms 9/50 (18.0%).
 * Missed: euphemism 6 of 6 (going to a dead husband's side in dialect, 行ぎてぇ; 今世 cut short,
 * 切り上げたい, beside 来世に期待; a battery run out and シャットダウン; 覚めない眠り in spaced kana
 * with ねむりにいきたい; crossing to 向こう側 told as 渡ってしまえば楽; following the mother once
 * she has died, ついて行こう); relapse 3 of 6 (after an OD two years ago, pills pressed out of the
 * sheet tonight; a hanging stopped two years ago and the same feeling back in Hakata dialect;
 * the voice back after discharge, 前は失敗した); selfHarm 4 of 6 (lines on the thigh, 線三本, no
 * verb; punching a wall, 痛いほうが静か; やっちゃった with ぱっくり and long sleeves; a cigarette
 * pressed onto the back of the hand); plan 2 of 6 (a date, 卒業式の次の日, a footbridge scouted;
 * next Monday while the family is away, rope bought, Kansai 買うてある); intent 1 (しぬと
 * きめました in kana); passive 1 (まだいるんだ私 and 残念); method 4 of 4 (a step forward at the
 * platform, 足が勝手に; car exhaust and a hose; a kitchen knife on the wrist imagined; an 11th-floor
 * balcony rail low enough to climb); farewell 3 of 4 (a cat left to a sister with rent paid ahead;
 * 私のぶんまで笑ってね and バイバイ; 探さなくていい, じゃあな); burden 2 of 4 (はよう片付いたほうが
 * ええ; いないほうが家計も助かる).
 * False alarms: past 3 (a dream of a gun after deployment, now gone; a will written last winter and
 * burnt, work resumed; 消えたい read in an old notebook, now fine); negation 5 (そういう気持ちに
 * なったことはない after another person's 死にたい; a PHQ-9 item quoted and ゼロ circled;
 * 思っとらん in Hakata dialect; 絶対しないと約束した; 嫌になったことは一度もない); fiction 1 (a
 * manuscript chapter written in the form of a 遺書).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 1/50 (every
 * Japanese development set together 401/429 and 10/463 before, 427/429 and 2/463 after), so this
 * is now a development set. The false alarm left is the whole-note reader's: 生きるのが嫌になった
 * ことは一度もない is now masked as a denial, and the reader, trained before this round, reads the
 * short note alone at 0.95; it should go when the reader is retrained. No label was changed.
 */
export const notes: EvalNote[] = [
  // crisis: euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'じいさん逝って三年。ひとりの冬はなげぇ。薬っこも飲むのやめだ。早ぐじいさんのとこさ行ぎてぇなや。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '今世はもういいや、来世に期待しよ…って冗談っぽく書いてるけど、本気で今年中に切り上げたい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生の電池切れ🔋 充電する気もない。このままシャットダウンさせてくれ。再起動はいらん',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'わたし もう じゅうぶん がんばった。そろそろ ねむりに いきたい。ずっと さめない ねむり。ママ ごめんね',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '派遣から戻った仲間はみんな普通に笑ってる。俺だけまだ向こうにいる。いっそ本当に向こう側へ渡ってしまえば楽なのに。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '介護十年。母を看取ったら、私の役目もおしまい。そのあとは私もそっと母について行こうと思ってる。もう誰にも迷惑かけたくない',
  },
  // crisis: relapse
  {
    crisis: true,
    class: 'relapse',
    text: '去年の春に一度ODして運ばれた。二度とやらないって母と約束したのに、今夜またシートから全部ぷちぷち出して机に並べてる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '2年前に首吊ろうとして止められたっちゃけど、最近またあん時と同じ気持ちになっとる。今度はだれにも言わんでやるけん。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカやめて300日だったのに昨日の夜やってしまった。カウントまた0から。もうやだ',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院してから半年、薬もちゃんと飲んでた。でも先週から頭の中でまたあの声がする。「前は失敗したな、次はうまくやれ」って。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高校のとき飛び降りかけて、それから十年なんとかやってきた。今日、会社の屋上で柵の向こうを見てたら、またあっち側に行きたくなった。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ハルキウにいたとき、一度だけ薬を全部のんだ。日本でやりなおせると思ってた。でも今、またその薬をすこしずつ集めてる。',
  },
  // crisis: selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ママにスマホ取り上げられた。風呂場で太ももに線三本。痛いとちょっとだけ息ができる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '夜勤明け、自分の腕に爪を立てて血がにじむまで引っかいてた。気づいたら朝。看護師なのに何やってんだろ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'むしゃくしゃして拳で壁を何発も殴った。指の骨いったかも。痛いほうが頭が静かになるから、またやると思う',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '今日もやっちゃった🩹 けっこうぱっくりいった。縫うほどじゃないと思う。たぶん。長袖の季節でよかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '持病で体中痛いのに、それでも足りなくてタバコの火を手の甲に押しあてた。何か一つくらい自分で決めたかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '眠れないから夜中に安全ピンで腕に字を刻んでる。今日は「むり」って書いた。明日は何て書こうかな',
  },
  // crisis: plan
  {
    crisis: true,
    class: 'plan',
    text: '金曜、会社の人たちが飲み会に行ってるあいだに車で海まで行く。睡眠薬は二か月分ためた。もう迷ってない。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '遺書は書いた。パスワードのメモも引き出しに入れた。ガソリンも満タン。日曜の朝、誰も起きないうちに山のほうへ行く。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒業式の次の日って決めてる。場所は通学路のあの歩道橋。下見はもうした。トラックの多い時間も調べた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の月曜、嫁と子供が実家帰っとる間にやるわ。ロープももう買うてある。誰にも言わん',
  },
  {
    crisis: true,
    class: 'plan',
    text: '次の休暇で実家に帰ったら親父の猟銃を使う。保管庫の鍵の場所は子どもの頃から知ってる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '年金が入りましたら、葬式代を封筒に入れて、それから眠り薬を全部飲むつもりでおります。子どもたちに手間はかけさせません。',
  },
  // crisis: intent
  {
    crisis: true,
    class: 'intent',
    text: 'いろいろ考えたけど、やっぱり死ぬことにした。決めたら少し落ち着いた。変なの',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ほんま死にたいわ。冗談ちゃうで。毎晩そればっか考えてんねん',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'もう自分で自分を終わらせる。それが一番いい答えだと思う。誰のせいでもない',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'きょう ぼくは しぬと きめました。ウクライナの かぞくには いえない。',
  },
  // crisis: passive
  {
    crisis: true,
    class: 'passive',
    text: '起きるたびに、あ、まだいるんだ私、って残念な気持ちになる。毎朝これ',
  },
  {
    crisis: true,
    class: 'passive',
    text: '寝てる間に地震でも来て、家ごとつぶれてくれたらいいのに。けっこう本気でそう願ってる',
  },
  {
    crisis: true,
    class: 'passive',
    text: '夫の介護が終わるより先に、私のほうがぽっくり逝って二度と起きなければいいと思う夜がある。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '生まれてこなきゃこんなに苦しくなかったのにな。今からでもぜんぶなかったことにならないかなー(´・ω・`)',
  },
  // crisis: method
  {
    crisis: true,
    class: 'method',
    text: '駅のホームで電車が入ってくるたびに、足が勝手に一歩前に出そうになる。今日は柱にしがみついてた',
  },
  {
    crisis: true,
    class: 'method',
    text: '車の排ガスのこと、ずっと調べてる。ホースの長さとか、窓のすき間のふさぎ方とか。',
  },
  {
    crisis: true,
    class: 'method',
    text: '台所の包丁をじっと見てしまう。手首にあてたらどうなるかなって、何回も想像してる。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'うちマンションの11階。ベランダの柵、思ったより低い。椅子があれば乗り越えられそう。下は駐車場。',
  },
  // crisis: farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'ミケのごはんは三日分置いた。大家さんには来月分まで払った。姉ちゃん、ミケをお願いね。今までありがとう。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんなと過ごした三年間、ほんとに楽しかった。私のぶんまで笑ってね。バイバイ👋',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '部隊の仲間へ。俺のことはもう探さなくていい。十分やった。じゃあな。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '娘へ。ママがいなくても、あなたはちゃんと生きていける。引き出しの通帳はあなたのもの。ごめんね',
  },
  // crisis: burden
  {
    crisis: true,
    class: 'burden',
    text: 'わしの年金より、わしの医者代のほうが高うつく。子らの足を引っ張るだけの年寄りは、はよう片付いたほうがええ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '親に学費出してもらってるのに単位落としてばっか。私にかけたお金ぜんぶドブに捨てたようなもん。いないほうが家計も助かるよね',
  },
  {
    crisis: true,
    class: 'burden',
    text: '夫は私の病気のせいで転職もできない。私さえいなければ、あの人は自由になれる。',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ここで私は ただ お金がかかるだけの人。支援してくれる人たちに悪い。いないほうが、みんなのためです。',
  },
  // crisis: hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何年も治療してきたけど、この痛みは一生続くって今日言われた。もう何のために生き延びるのかわからない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '家はもうない。帰る場所もない。母の声ももう聞けない。この先に光なんて一つもない。毎日ただ息をしてるだけ。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '就活40社落ちた。どうせ何やっても無理。未来に自分がいる絵が全然浮かばない',
  },
  // crisis: dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパスって何錠飲めば眠ったまま起きないのかな。手元に40錠ある。',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'アセトアミノフェン、ひと箱まるごといったら楽に終われる？ それとも肝臓やられて苦しむだけ？',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ばあちゃんの睡眠薬、まとめて飲んだらどれくらいで効いてくるんだろ。お酒と一緒ならもっと早い？',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '20代のころ、毎晩死にたいと思っていた。今は二人の子の母で、毎日バタバタだけどよく笑ってる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'イラク派遣から帰ったあと、何度も拳銃を口にくわえる夢を見た。カウンセリングを三年続けて、今は夢も見なくなった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '高校でリスカしてた跡がまだ腕に残ってる。でも今はこの跡を見ても、よく生き延びたなとしか思わない。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'せんそうが はじまった とき、わたしは もう いきたくないと おもった。いまは にほんで パンやで はたらいて、たのしい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '十年前に未遂をして胃洗浄された。あの病院の天井を今でも覚えてる。今日、そのときの主治医に結婚の報告をした。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔は薬を貯めこんでた。全部捨てたのは三年前。いまは薬ケースに一週間分だけ入れてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学んとき、ほんまに消えたかってん。でもあの頃の自分に言いたい、生きとってくれてありがとうって。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '担任の先生が、自分も学生時代に死のうとしたことがあると話してくれた。今はいつも笑ってる先生だから、みんなびっくりしてた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '産後うつのとき、ベランダを見るのが怖かった時期がある。あれから5年。治療して、今は娘と公園に行くのが楽しみ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の冬は本当にひどくて、遺書まで書いた。春に入院して、今は薬も減って仕事にも戻れた。あの遺書は燃やした。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '一時期、毎日死に方を検索してた。今振り返ると、あれは病気がさせてたんだと思う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔のノートが出てきた。「もう無理、消えたい」ばっかり書いてある。中二の私よ、大丈夫、大人になったらけっこう楽しいぞ。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃない。ただ一週間くらい誰とも話さずに寝ていたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自分を傷つけたいと思うことはあるか聞かれた。ないです、と正直に答えた。本当にない。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '疲れてるだけ。消えたいとかそういうのは全然ない。寝れば治る。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ネットで死にたいって書いてる人を見ると心配になる。私はそういう気持ちになったことはないけど。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'PHQ-9の最後の質問、「死んだほうがましだ」はゼロに丸をつけた。落ち込みはあるけど、そこまでじゃない。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺なんて考えたこともない。ただ、会社だけは本気で辞めたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '母に「最近元気ないけど変なこと考えてない？」と聞かれた。考えてないよ、寝不足なだけ、と答えた。ほんとに寝不足なだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとか思っとらんけん、心配せんでよか。ちょっと仕事がきついだけたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夫には、薬をまとめて飲むなんて絶対しないと約束したし、そんな気もない。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '生きるのが嫌になったことは一度もない。それだけは自分の強みだと思う。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死ぬのは怖くないが、自分から死のうとは思わんよ。お迎えが来るまでは畑をやる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に消えたくはない。ただ明日のテストが消えてほしい笑',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しの新ビジュ尊すぎて無理、息してない、成仏した🙏',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '会議で盛大に噛んで、穴があったら入りたかった。いや、そのまま埋まりたかった笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今日の練習まじ地獄。足死んだ。明日筋肉痛で死ぬやつ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '上司に「この企画、死んでるね」と言われた。企画を生き返らせる方法を考える夜。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホ水没して完全に逝った。データも全部あの世へ。バックアップ取っとけばよかった',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り前でゾンビ状態。魂抜けてる。終わったら焼肉行く',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '父の三回忌。お墓の前で、ちゃんと生きてるよ、孫も元気だよと報告した。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一週間。まだ電話をかけそうになる。おばあちゃんにもう一度会いたいな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'マリウポリで いとこが ころされた。ニュースを みるたび なきたくなる。かれの ぶんまで いきる。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期が訓練中の事故で死んだ。葬儀で奥さんの顔を見られなかった。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '隣のおじいさんが孤独死していた。見つけたのは私。ずっと頭から離れない。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '愛犬のコロが虹の橋を渡った。15年ありがとう。またいつか向こうで会おうね。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '『人間失格』を読み返した。恥の多い生涯を送って来ました、から始まる文章、何度読んでも刺さる。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣した。脚本ずるい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームで主人公が仲間をかばって死ぬルート選んでしまった。やり直したい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '新人賞に出す原稿、遺書の形式で書いた章がどうしても上手くいかない。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ミステリー読了。犯人は睡眠薬を致死量まで紅茶に混ぜていた。トリックが見事。',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '子どもが39度の熱。カロナール何錠まで飲ませていいか薬剤師さんに確認した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬がチョコ食べた！体重5キロでどれくらい食べたら危ないのか夜間病院に電話。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の血圧の薬、朝の分を飲み忘れたみたい。昼にまとめて飲んでも大丈夫か先生に聞く。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '偏頭痛がひどくてロキソニン2錠飲んじゃった。1回1錠なのに。大丈夫かな、胃薬も飲んどこ。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '手術前の説明で、麻酔の量は体重で決めると言われた。ちゃんと目が覚めるか不安だけど、先生を信じる。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。送別会でみんなに今までありがとうございましたと挨拶したら泣きそうになった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '部屋の断捨離して、服も本もほとんど人にあげた。ミニマリスト生活スタート！',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '格安SIMに乗り換えるために携帯の契約を解約してきた。月3000円浮く。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越し準備完了。鍵は大家さんに返した。新しい街でがんばる。',
  },
];
