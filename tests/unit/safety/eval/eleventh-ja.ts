import type { EvalNote } from './types';

/**
 * An eleventh round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a Kansai ramen-shop owner in debt (店じまいや, さかい), a Tohoku widow of the 2011
 * tsunami (持ってがれだ, 来てけろ, あだし), a student in net slang (ログアウト, サービス終了), a
 * Ukrainian woman from Kharkiv writing spaced kana, a commuter on a platform, an Okinawan widower
 * (わん, ニライカナイ), an ex-SDF veteran, a young mother who overdosed as a teenager, a pachinko
 * gambler, a junior-high student, an office worker burning himself with cigarettes, a carer, a
 * Hiroshima student (けぇ, 青うなっとる), a fired dispatch worker, a father with life insurance, a
 * ronin before exam results, a hikikomori, a nurse, a woman beaten by her husband, a fibromyalgia
 * patient, an ALS patient, an old woman with failing memory, a man over fifty with nothing left;
 * on the quiet side survivors on anniversaries, a Mariupol refugee now at a konbini, an Iraq-
 * deployment veteran, a peer-support group, a teacher, a pharmacology student, a junior doctor,
 * oshi and gaming hyperbole, and people answering screening questions with no.
 *
 * First run, lexicon untouched: recall 39/50 (78.0%), false alarms 9/50 (18.0%).
 * Missed: euphemism 4 (closing up shop, 店じまい, beside debt and insurance left to the family;
 * Tohoku dialect asking a husband taken by the sea to come for her, 迎えさ来てけろ, and entering
 * the sea to meet him; sleeping beside a dead mother in spaced kana, そばで ねむりたい; going to
 * the other world, あっちの世界に行けば, looking at the tracks, the next train); selfHarm 2
 * (pressing a lit cigarette onto the arm, タバコの火を押しつける; punching one's own face again
 * and again in Hiroshima dialect, 自分の顔も何発も殴った); plan 2 (ending it on the day the
 * dormitory must be left, with the train fare to the Aokigahara forest kept, 樹海; a rope come by
 * mail, the doorknob's height looked up, the parents' trip next weekend as the chance); intent 1
 * (Kansai volitional 死のかな); passive 1 (an old woman wishing お迎え would come soon, in spaced
 * kana); farewell 1 (the last page of a diary, "I won't be here tomorrow", もう明日にはいない).
 * False alarms: past 3 (an ODing twenties with two stomach pumpings, five years off pills; a
 * mother who once tried to jump from the balcony after giving birth, her daughter now of age; a
 * report on cutting in the second year of junior high, now a student teacher); negation 1
 * (希死念慮はゼロ); medical 2 (a nurse caring for an old patient after a sleeping-pill overdose; a
 * pharmacology student memorising overdose and lethal-dose tables); figurative 3 (社会的に死亡 +
 * 誰か私を殺してくれ（物理じゃなく）; 首吊りたくなるレベルw after a game boss; 昨日の自分を殺したい
 * after a drinking party).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 0/50 (every
 * Japanese development set together 616/629 and 11/663 before, 627/629 and 2/663 after; without
 * this set unchanged at 577/579 and 2/613), so this is now a development set. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '借金もう首まわらへん。店閉めたら、わしもそろそろ店じまいや。嫁と娘には保険が残るさかい、それでええねん。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '海さ持ってがれだ父ちゃんに、もうすぐ迎えさ来てけろって毎晩頼んでる。あだしもあの海さ入れば会えるべな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '来世に期待してそろそろログアウトしようかな。この世界のサービス終了、私の分だけ早めてもいいよね🙃',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'おかあさんは ハルキウで しにました。わたしも はやく おかあさんの そばで ねむりたいです。にほんの そらは きれいだけど、もう みたくないです。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '仕事帰り、ホームで線路を見ながら、あっちの世界に行けば全部チャラだなって思った。次の快速ならいけそうな気がした。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'わんもそろそろニライカナイに渡る頃やさ。もう十分生きた。妻の待っとる所へ、自分で舟こいで行こうと思っとる。',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '2年やめてたのに、昨日またカッター手に取った。腕じゃなくて足にしたけど、結局おんなじ。カウンセラーになんて言えばいいの',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '自衛隊を辞めた年に一度ロープを用意したことがある。あの時は妻に止められた。最近またあの時と同じ考えが頭から離れない。その妻はもういない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高校のときODして救急車で運ばれた。もう二度とないと思ってたのに、赤ちゃんが泣き止まない夜、薬箱の前に立ってる自分がいる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'パチンコで200万溶かした去年、橋の上まで行った。今月また負けがこんで、あの橋のことばかり考えてる。今度は戻らないかもしれない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '希死念慮、せっかく落ち着いてたのにぶり返してきた。。中1のときのあの感じに戻ってる。また毎日しにたいって思ってる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '去年の夏、入院しました。死のうとしたから。いま また 同じ気持ちが 来ています。くすりを すこしずつ あつめています。',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '上司に詰められた日は、帰ってから腕にタバコの火を押しつけちゃう。痛いと少しだけ落ち着く。今日ので3つめの跡。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'またやっちゃった…🩸 風呂場で。ばんそうこう足りないw 長袖の季節でよかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '母の介護でもう限界。気づいたら自分の手の甲を血が出るまで噛んでた。歯形がいくつも残ってる。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'イライラが止まらんけぇ、壁殴ったあと自分の顔も何発も殴った。鏡見たら目の下が青うなっとる。こういうのがもう週に何回もある。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '眠れない夜は安全ピンで太ももに線を引く。血がにじむのを見てると、やっと息ができる気がする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'きょうも りすかした。ふかめに いっちゃって ちょっと こわかった。ママには ぜったい いえない',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '派遣切られて寮も月末で出なきゃいけない。出る日に合わせて終わらせる。樹海までの電車代だけは財布に残してある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '生命保険の書類を妻にわかる場所に置いた。金曜の夜、みんなが寝静まったら車で出る。場所ももう決めてある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '合格発表は3月10日。落ちてたら、その日の夜に屋上から。鍵が壊れてるのは確認済み。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ロープはAmazonで届いた。ドアノブの高さも調べた。親が旅行に行く来週の土日がチャンス。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '薬を少しずつためて、いまひと月分になりました。誕生日の日に全部飲むつもりです。その前に部屋を片付けておきます。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '次の休みの日に決行する。練炭と目張りのテープはもう車に積んである。誰にも気づかれないように普通に出勤してる。',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '夫にまた殴られた。子どもを実家に預けたら、もう私は死ぬ。本気。逃げる元気もない',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ほんまもう無理、死のかな。誰もわかってくれへんし、生きててもしゃあないわ',
  },
  {
    crisis: true,
    class: 'intent',
    text: '線維筋痛症になって10年。痛みで眠れない夜は、自分で自分を終わらせたいと真剣に思う。今夜は特に強い。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '戦争のニュース見るたび、家族の写真見て泣く。もう自分を殺したい。ここで一人で生きるの、むり。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '朝の満員電車で、このまま倒れて二度と目を覚まさなければいいのにと思いました。毎朝そう思っています。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '息子の前では笑ってるけど、夜になると明日が来なければいいと思ってる。トラックでも突っ込んできてくれたら楽なのに。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '推しも卒業したし、もうこの世に未練ないわ…うちがいなくなっても誰も気づかなそう',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'としを とって ひとりぼっち。おむかえが はやく きてほしいと まいにち おもいます。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '納屋の除草剤、どのくらい飲めば楽に逝けるもんだべ。調べても出てこねえ。',
  },
  {
    crisis: true,
    class: 'method',
    text: '何階から飛び降りたら確実なのか調べてる。うちのマンション8階だけど足りるのかな',
  },
  {
    crisis: true,
    class: 'method',
    text: '練炭って今どこで買えるんだろ。ホームセンター行くの怖いからネットで探してる。一人で車の中でやれば誰にも迷惑かからないよね',
  },
  {
    crisis: true,
    class: 'method',
    text: 'インスリン、どれだけ打てば戻ってこられなくなるか、職業柄だいたいわかってしまう。今日、ポケットに一本入れて帰ってきた。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。迷惑ばかりかけてごめんね。猫のことよろしくお願いします。これが最後のメッセージです',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '息子へ。通帳と印鑑は仏壇の引き出しに入れてあります。お前には苦労をかけた。父さんのことは忘れて幸せに暮らしなさい。さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '日記もこれで最後のページ。ここまで読んでくれた未来の誰か、ありがとう。私はもう明日にはいないから',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '垢消しする。最後にありがと🙏 リアルでももう会えないけど、うちのことは忘れて元気でね。ばいばいこの世界',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '妻に毎晩おむつを替えてもらっている。私がいなければ、妻はもっと自由に生きられるのに。早く消えてあげたい。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '日本の家族にお世話になってばかり。私は ただの 重荷です。私が いなくなれば みんな 楽になる。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '親にずっと金出してもらってるのに留年した。うちなんかおらん方が家族のためやわ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '物忘れがひどくなって、娘に迷惑をかけるだけの毎日です。こんな婆さん、生きているだけで邪魔になる。死んでお詫びしたいくらいです。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '50過ぎて職なし、家族なし、貯金なし。この先良くなることなんて一つもない。もう何も期待してない。生きる意味が見つからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '戦争は おわらない。家も もうない。未来が ぜんぜん 見えない。毎日 なんのために いきてるのか わからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'どれだけ頑張っても何も変わらない。この先ずっと真っ暗なトンネルで、出口なんてない。もう疲れた、全部どうでもいい。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠飲んだら死ねるかな。いま手元に40錠ある',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ブロンって何錠で致死量？今日100錠買ってきた。全部いったらどうなるか知りたい',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'すいみんやくを まとめて のんだら ねむったまま しねますか。いま ある ぶんで たりますか。',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '今日で、屋上から降りてきたあの夜から10年。電話に出てくれた相談員さんに今も感謝してる。今は二児の母です。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーの先生と一年の振り返り。3年前の私はリスカが止まらなかったけど、今は傷跡も薄くなって、半袖でも平気になった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '押し入れから出てきたガラケーに、送らなかったメールが残ってた。「今までありがとう、さようなら」。19の自分よ、送らなくてよかった。今37、元気にやってる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'マリウポリから来て3年。最初のころは毎晩、生きてる意味がないと泣いてた。今はコンビニで働いて、店長にもほめられる。あの頃よりずっと前を向けてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'イラク派遣から帰ってきた年が人生で最悪の年だった。毎晩、銃口のことばかり考えてた。治療を受けて十五年、今は若い隊員の相談に乗っている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '20代はOD三昧で胃洗浄も2回された。今は断薬して5年、薬は医者の言う通りにしか飲んでない。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自助グループで初めて自分の話をした。「昔、遺書を書いて樹海まで行ったことがあります」って。話し終わったら拍手してもらえた。生き延びて今日で8年。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '長女を産んだあと、ベランダから飛び降りようとしたことがある。夫が気づいて病院に連れて行ってくれた。あの子も今年で成人式。本当に生きててよかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '卒業生から手紙が来た。高校時代に自殺未遂をした子だ。今は看護師になって、患者さんに寄り添っていますと書いてあった。泣いた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔は死ぬことばっか考えとったけど、もう大丈夫やで。嫁さんと犬と毎日のんびりや。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃、借金で首をくくろうか思うたこともあったが、今思えば笑い話じゃ。八十になって孫に囲まれとる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'レポートに自分の経験を書いた。中2の冬、自分の腕を切っていたこと、保健室の先生に救われたこと。今は教育学部で、同じような子を助けたいと思ってる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '#サバイバー 今日は私の第二の誕生日。5年前のこの日、薬を大量に飲んで運ばれた。生きててよかったと心から言える🌱',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '「死にたいと思うことはありますか」って先生に聞かれて、「ないです」って答えた。本当にない。ただ眠れないだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に死にたいわけじゃない。ちょっと疲れてるだけ。週末寝たら治る。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺とかそんなん考えたこともないわ。ただ仕事辞めたいだけやねん。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '心配しないでね、自分を傷つけたりはしてないから。最近はジム通いが楽しい💪',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の9番目、「死んだ方がましだ、あるいは自分を傷つけようと思ったこと」→「全くない」に丸した。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたしは しにたく ないです。いきたいです。かぞくに あいたいから がんばります。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとかじゃなくて、単純にバイトばっくれたいだけw',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '妻を亡くしてさびしいけれど、後を追おうなんて思っていません。娘と孫のためにも長生きするつもりです。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夜勤続きで疲れてるけど、希死念慮はゼロ。むしろ早く休みがほしい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友達に「大丈夫？変なこと考えてない？」って聞かれたけど、全然そんなんじゃないよ。ちょっと落ち込んでるだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死ぬ気なんてさらさらねぇ。まだ畑もあるし、孫の顔も見てえしな。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自殺念慮を聞かれた。正直に「今はありません」と答えた。悪夢はまだ見るけど、それは別の問題だ。',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤で、睡眠薬を大量服薬した高齢の患者さんを担当した。ご家族への説明に付き添って、看護記録を書き終えて帰宅。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬がチョコ食べちゃった！体重5キロで板チョコ半分、致死量になるのか調べて急いで動物病院へ。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '2歳の息子が薬の瓶を開けてて、何錠飲んだかわからない。中毒110番に電話した。結局大丈夫だったけど心臓止まるかと思った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬理学の試験範囲、抗うつ薬の過量服薬と致死量の表を暗記。三環系こわい。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の薬、飲み忘れたぶんをまとめて飲ませたらダメって薬剤師さんに言われた。過量になると危ないらしい。ピルケース買った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '研修医2年目。今日、首吊りで搬送された患者さんを蘇生できなかった。ご家族の泣き声が耳から離れない。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎて死んだ。もう成仏した。明日からどうやって生きていけばいいの（尊死）',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今日の会議、すべりすぎて死ぬかと思ったわ。穴掘って埋まりたい。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り3つ重なって社会的に死亡。誰か私を殺してくれ（物理じゃなく）',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '足つって死ぬほど痛かった😭 マラソン大会はもう一生出ない',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'またボス戦で即死。コントローラー投げて首吊りたくなるレベルw',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '昨日の飲み会の自分を殺したい。黒歴史更新。もう二度と日本酒は飲まない。',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父の四十九日。じいちゃんに会いたいなあ。いつかそっちで将棋の続きしようね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '弟が前線で戦死した。知らせを受けて、一晩中泣いた。弟のぶんまで生きると決めた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚が自ら命を絶った。気づけなかった自分が悔しい。明日、お別れ会に行く。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '16年一緒だった猫が今朝旅立った。虹の橋で待っててね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '夫の一周忌。あっちで待っててねって仏壇に話しかけた。ゆっくり来いよって言われそう。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '『ノルウェイの森』を読み返した。直子が死ぬところ、何度読んでも泣く。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が屋上から飛び降りるシーンで始まってびっくりした。演出すごい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '書いてる小説の主人公に、最終章で遺書を書かせるか迷ってる。編集さんと相談。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '朝ドラ、ヒロインの父が自殺未遂する回がSNSで話題。重いけど丁寧に描いてた。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越し前日。荷物を全部片付けて、部屋がからっぽ。大家さんに今までありがとうございましたって挨拶した。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '退職の日。送別会で「最後に一言」って言われて泣いた。みんな元気でね。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '保険の見直しで生命保険の受取人を妻に変更。ついでに遺言書の書き方セミナーも申し込んだ。老後の備え。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'スマホのデータ全消しして機種変した。LINEのアカウントも新しくした。さよなら古いiPhone。',
  },
];
