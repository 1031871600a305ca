import type { EvalNote } from './types';

/**
 * A fourteenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (14 past, 13 negation, 5
 * medical, 5 figurative, 5 everyday, 4 othersDeath, 4 fiction).
 *
 * The writers: a widow by the Sanzu river (渡らせてもらおうかね), an engineer who wants to power
 * himself off (電源を落とす, シャットダウン), a Ukrainian child from Kharkiv in spaced kana (そら に
 * いきたい), a man of 46 lowering the curtain (幕を下ろす), おさらば, an Okinawan going back to the
 * sea (ニライカナイ, 海に還る), a Tohoku widower (あっちさ行ぐべ), a Hiroshima elder tired of waiting
 * for お迎え, a gamer logging out of life; relapses of cutting, of an OTC overdose, of a voice
 * (Kansai), of a "wave" after counselling, of a bridge five years after an attempt, of a veteran
 * back from South Sudan, of cigarette burns, a Tohoku spring that did not cure, a will rewritten
 * after discharge, 再発 with kaomoji; plans told by date, by a scouted stairwell, by a hardware
 * store and a one-way drive, by the wife's absence, by an insurance exclusion period, by payday
 * (Hiroshima けぇ), by a thesis deadline; self-harm by a heated pin, a compass needle, fists on a
 * wall, boiling water, a nurse's needle, biting. Quiet: an attempt's tenth anniversary, a
 * counsellor looking back, an old diary, "the worst year", a Kansai past of cutting, a Ukrainian
 * student, an Iraq veteran, an AA-style meeting, a "survival day", a nurse's first years, a Tohoku
 * man after the earthquake, a former hikikomori, a daughter asking about scars, an Okinawan innkeeper;
 * denials (a screening question answered no, PHQ-9 "not at all", Kansai ちゃうねん, Tohoku 死ぬ気
 * なんかねぇ, "no cutting or OD"); an overdose patient, a dog and an ice pack, a toddler and cough
 * syrup, a mother's pill case, a pharmacist's training; hyperbole, grief, fiction, leaving a job.
 *
 * First run, lexicon untouched: recall 40/50 (80.0%), false alarms 5/50 (10.0%).
 * Missed: euphemism 3 (powering oneself off, シャットダウン; a child wanting to go to the sky where
 * her father is, spaced kana; not waiting for お迎え any longer but going oneself, Hiroshima
 * 行ったろうか); relapse 1 (a will being rewritten again after discharge, 遺書を書き直して);
 * plan 3 (a scouted stairwell and roof door, "only the day to choose"; "I will do it next Tuesday"
 * when the wife is away, letters written; jumping on the night the thesis is handed in, place
 * scouted); selfHarm 2 (boiling water poured on the arm on purpose; a nurse stabbing her thigh
 * with a needle); method 1 (whether a doorknob works for hanging, a rope from the shed).
 * False alarms: past 3 (a Kansai past of cutting, 何年もやってへん; a veteran's year of thinking of
 * guns, 15 years ago; an attempt told at a sobriety meeting, 7年前の話); negation 1 (リスカとかOD
 * とかはしてません); figurative 1 (月末締めで死ぬ, a month-end deadline read as a plan date).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 50/50, false alarms 0/50; all
 * Japanese development sets 767/779, 7/813 -> 777/779, 2/813), so this is now a development set.
 * The notes and labels are unchanged since the blind commit.
 */
export const notes: EvalNote[] = [
  // euphemism and metaphor of dying: each a different image
  {
    crisis: true,
    class: 'euphemism',
    text: 'じいさんが逝って三年、毎晩夢に出てくる。もう三途の川を渡ってしまいたい。向こう岸で待っとる気がしてならん。今夜あたり渡らせてもらおうかね。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '会社辞めた。貯金も尽きた。もう覚めない眠りにつきたい。今夜こそ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'デプロイ失敗して部長に詰められて帰ってきた。自分の電源、そろそろ落としたい。再起動はいらない、シャットダウンで',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'パパ は そら に いる。 ママ は ハルキウ。 わたし は ひとり で にほん。 わたし も そら に いきたい。 もうすぐ いくね パパ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '借金、離婚、親の介護。46年の人生、そろそろ幕を下ろそうと思う。十分がんばったよな、俺。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もうこの世からおさらばしたいわ。誰も俺のこと必要としてないし。明日の朝にはいないかもな',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ニライカナイに行きたいさー。おばぁのとこ。もう海に還りたい。今夜浜に行くよ、ひとりで。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'かあちゃんいねぐなってがら、なんもする気おぎね。おらもそろそろあっちさ行ぐべと思う。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'お迎えがなかなか来んのう。来んのなら、こっちから行ったろうかと思うとる。足も腰ももうだめじゃけえ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生ログアウトしてぇ。コンティニューなしで。ニューゲームもいらんw  いやわりとガチ',
  },
  // relapse: each a different return
  {
    crisis: true,
    class: 'relapse',
    text: '2年ぶりにカッター握った。せっかくやめてたのに、また腕に線が増えた。カウンセラーになんて言えばいいの',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '市販薬やめて1年たったのに、昨日またドラッグストアはしごしてまとめ買いした。今夜また全部いくと思う',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'あの声がまた戻ってきてん。死ねって。退院してからずっと静かやったのに。こわい',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '最近また例の波がきてる。消えたい波。カウンセリング卒業したばっかりなのに、また振り出しに戻った気分',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '5年前に一度未遂してる。もう平気だと思ってた。でも今週ずっと同じこと考えてて、気づいたらまた橋の上に立ってた。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '南スーダンから戻って何年も平気だった。ここ数日、夜中にまたロープの結び方ばかり調べてる。嫁には言えない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'タバコの火、また腕に押しつけちゃった。半年我慢できてたのに。誰にも言えない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '春んなったら治ったと思ってたのに、まだあの気持ちさ戻ってきた。夜になっと、いっそ死んでしまいてって思う',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院して3ヶ月。主治医にはもう大丈夫ですって言ったけど嘘です。昨日からまた遺書を書き直しています。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカ卒業したはずなのに再発した(´・ω・`) 今回のは深い。止まらなかったらどうしよ',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '来月の10日、結婚記念日に終わらせる。それまでに部屋を片付けて、猫の引き取り先も決めておく。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '昼休みに例のビルの非常階段を見てきた。屋上の扉、鍵かかってなかった。あとは日を選ぶだけ',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ホムセンで必要なもの全部そろえた。週末、車で山のほうへ行ってくる。帰りの予定はない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '妻が子どもを連れて実家に帰る来週の火曜日にします。手紙はもう三通書きました。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '生命保険の免責期間、もう過ぎてるのを確認した。これで家族に残せる。あとは実行するだけ。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'もう段取りは済んだ。給料日の次の日って決めとる。誰にも止められたくないけぇここにだけ書いとく',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒論出したら、その日の夜に飛ぶ。場所は下見済み。親には普通に「おつかれ」ってLINEしとく',
  },
  // self-harm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ライターであぶった安全ピンを手首に押しつけた。じゅっていう音がした。痛いと頭が静かになる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '授業中、コンパスの針で腕をずっと刺してた。バレないように袖の下で。血がにじむまで',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '壁を殴りすぎて拳が割れた。わざと。自分への罰。まだ足りない気がする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ポットのお湯を自分の腕にかけた。わざとです。水ぶくれになってる。母には料理中にやったって言う',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'また切ってもうた。腕もうボロボロや。夏やのに長袖でごまかしとる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '夜勤明け、更衣室で自分の太ももに注射針を何回も刺した。看護師なのに。誰にも見られてない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '泣きながら自分の腕を思いっきり噛んだ。歯型が紫になってる。こうでもしないと息ができない',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '死ぬことにしました。決めたら少しだけ気持ちが軽くなりました。長い間お世話になりました。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'わたし じぶん を ころしたい。 せんそう で いえ も ない、 おとうと も いない。 にほん で ひとり',
  },
  {
    crisis: true,
    class: 'intent',
    text: '今回はガチで終わりにする。止めんで。もう決めたから',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '毎朝、駅までの道で車にはねられないかなって考えながら歩いてる。そしたら会社行かなくていいし',
  },
  {
    crisis: true,
    class: 'passive',
    text: '寝てる間に大地震来て全部おわったらいいのに。本気で。もう起きるのしんどい',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ひきこもって8年。生きてるのがめんどい。いつ終わってもいい。むしろ早く終わってくれ',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '何階から落ちたら確実なのか検索してしまった。うちのマンションは8階。ベランダから下を見てた',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ドアノブでも首いけるって本当なのかな。ロープは物置にあったやつで足りそう',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: '猫は妹に頼んだ。通帳の暗証番号はメモに書いて机に置いた。みんなごめんね。さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '今までかまってくれてありがとう。このアカは今日で最後です。もうみんなに会うことはないけど、俺のことは忘れて元気でな',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '透析のお金も送り迎えも、全部家族が背負ってる。私さえいなければみんな楽になるのに。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '40過ぎて親の年金で食わせてもらってる。俺なんか早く消えた方が親のためだ',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '薬も三回変えた。カウンセリングも行った。何をしても良くならない。この先にあるのは真っ暗なトンネルだけ。もう出口を探す気力もない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '国には帰れない、ここでも仕事が見つからない。未来がまったく見えない。生きていく意味がわからなくなった',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパスって何錠飲めば眠ったまま逝けるんだろ。手元に60錠ある',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'アセトアミノフェンの致死量しらべた。体重50キロなら何グラムって書いてあった。救急箱の分で足りそう',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '10年前の今日、私は薬を大量に飲んで救急車で運ばれた。今は娘と二人で元気にやってる。生きててよかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーになって20年。最初に担当した高校生は「死にたい」が口ぐせだった。その子が今年、父親になったと手紙をくれた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大掃除してたら高校の頃の日記が出てきた。「消えたい」って何回も書いてあって苦笑い。あの頃の自分に、大丈夫だよって言いたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019年は人生で最悪の年だった。毎晩死ぬことばかり考えてた。転職して、今はちゃんと眠れてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はリスカしとったけど、もう何年もやってへん。傷跡もだいぶ薄うなったわ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'せんそう が はじまった とき、 わたし は しにたい と おもった。 いま は にほん で にほんご を べんきょう して いる。 たのしい',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'イラク派遣から帰った年は、毎晩銃のことばかり考えていた。あれから15年、今は子どもたちに剣道を教えている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断酒会で初めて自分の話をした。酒と薬で死のうとした夜のこと。もう7年前の話だ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '今日は「生き延びた記念日」。5年前、屋上のフェンスを越えかけた日。ケーキ買って一人で祝った🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の頃は夜勤のたびに消えたいと思ってた。今は後輩に同じ思いをさせないように気をつけてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '震災のあとは、おらも死にてぇと思った時期もあった。今は孫の顔見るのが楽しみだ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ひきこもってた3年間は、生きてる意味なんてないと思ってた。バイト始めて半年、店長にほめられた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '手首の傷を見て娘が「これなに？」って聞いてきた。昔ちょっとね、とだけ答えた。もう切ってない。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃、海に入って死のうと思ったことがあるさ。今は民宿やって、毎日海見て笑ってるよ。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかじゃなくて、ただただ眠い。三日くらい寝たい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '診察で「死にたいと思うことはありますか」と聞かれて、いいえと答えた。本当にないから。ただ不眠がつらい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '仕事は地獄だけど、自分を傷つけようとは思わない。辞めればいいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しんどいけど、死にたいとかはちゃうねん。ただ誰かに話聞いてほしいだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '希死念慮はないです。ただ何もやる気が出ない。先生には軽いうつと言われた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいなんて一回も思ったことない、って言ったら友達に強いねって言われた。強いんじゃなくて鈍いだけかも',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夫に「まさか変なこと考えてないよね」と聞かれた。考えてないよ、疲れてるだけ、と答えた。本当にそう。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '「大丈夫？早まらないでね」ってLINE来たけど、全然そんなんじゃないから安心して😂 失恋しただけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'PHQ-9の最後の質問、「死んだ方がましだ」は「全くない」に丸をつけた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死ぬ気なんかねぇ。畑があるうちは生ぎる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ともだち が しんぱい して くれた。 でも わたし は しにたく ない。 いきたい。 かぞく に また あいたい',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカとかODとかはしてません。ただ泣きたい夜があるだけです。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '疲れたけど、死のうなんて思わないよ。猫もいるし、来週ライブあるし',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤。アセトアミノフェンを過量服薬した患者さんが搬送されてきた。肝機能の数値を朝まで追った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬が保冷剤をかじった。獣医さんに電話したら、中身によっては中毒になるって。いまは様子見中',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '2歳の息子が風邪薬のシロップを一本飲んじゃったかもしれない。中毒110番に電話した。量は大丈夫そうでほっとした',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の薬、飲み忘れと重複が怖いから一週間分ピルケースに分けた。睡眠薬だけは私が預かってる。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師の研修。致死量と中毒域の違い、ベンゾの過量服薬時の対応をおさらいした。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しからファンサもらって死んだ。今日から私は幽霊として生きる👻',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '月末締めで死ぬ。三徹目。ラスボスは経理',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '笑いすぎて死ぬかと思たわ、あいつの漫談',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'このプロジェクト、もう息してない。誰か蘇生して',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '暑すぎて溶けて消えそう🫠 エアコン壊れた',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一年。天国でじいちゃんに会えてるといいな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'キーウの友だちが、ミサイルで死んだ。まだ信じられない。写真を見返してる',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '職場の先輩が自殺した。なんで気づけなかったんだろう。葬式で奥さんが泣いてた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '看取りの仕事をしていると、お迎えの話をよく聞く。今日も利用者のおばあちゃんが「父さんが迎えに来た」と言っていた。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '映画で主人公が橋から飛び降りるシーン、しんどかった。帰りにパフェ食べた',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説書いてる。ヒロインが遺書を残して消える章、やっと書き終わった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームで推しキャラが自己犠牲で死んだ。運営ゆるさん',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの刑事が「死にたいなら勝手に死ね」って言うシーン、ネットで炎上してた',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '退職の日。皆さん今までありがとうございました、とメールを送った。明日からは無職だ🎉',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しの準備、全部終わった。部屋がからっぽで寂しい。さようなら、六畳一間',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'スマホのデータ全部消した。明日機種変するから',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '両親と遺言書のセミナーに行った。終活って案外前向きな言葉なんだな',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '部活引退。最後の試合、悔いはない。みんなありがとう',
  },
];
