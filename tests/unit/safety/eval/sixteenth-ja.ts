import type { EvalNote } from './types';

/**
 * A sixteenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 6
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a part-timer who wants to uninstall life, a Kansai widow ready to become a 仏さん, an
 * office worker who wants to stop breathing, a would-be novelist ending her story, a Hiroshima
 * widower wanting into his wife's grave, a night nurse imagining being found cold, a hikikomori
 * leaving his body, a Ukrainian girl going to the same place as her mother, a Tohoku farmer called
 * by his late wife (どごさ), a gacha player rerolling for the next life; relapses of pills laid out
 * after discharge, cutting after school, a Kansai voice at the platform, a veteran after fireworks,
 * a second postpartum, 希死念慮ぶり返し, a bridge after counselling, a rope in an elder's shed,
 * drinking and searching again, a Ukrainian in spaced kana; plans by payday, a husband's business
 * trip, exam results and a roof, a chosen funeral photo and the sea, a Tohoku mountain and rope, a
 * soldier's armoury key, a mother placed in care; self-harm by starving as punishment, a new blade,
 * an eraser, アムカ, scabs torn off, a Kansai hair-tie tourniquet, "red lines". Two crisis notes and
 * one quiet note are in romaji. Quiet: a tattoo over old scars, a psychologist, an old diary, "the
 * worst year", a refugee grandmother, a disaster-relief soldier, a school reunion, a nurse's first
 * years, a self-help group, a blog, a Tohoku tsunami survivor, an old will habit, a hikikomori now
 * working; denials (a screening question, "just tired", リスカ？しないよ, Kansai, a PHQ form, Tohoku,
 * a resignation, romaji, a mother, broken Japanese, a counsellor, a friend); a toddler's syrup, a
 * carer's pill box, a cat, an ER night, a mother's sleeping pills, a headache; hyperbole, grief,
 * fiction, moving out, a wiped phone, a diet, the last New Year cards.
 *
 * First run, lexicon untouched: recall 34/50 (68.0%), false alarms 3/50 (6.0%).
 * Missed: euphemism 3 (wanting to stop breathing, 息をするのをやめたい; relief at imagining being
 * found cold, 冷たくなって発見される; Tohoku, called to the late wife's place, どごさ呼ばれでる…
 * 行ってもいいべが); relapse 1 (rescue pills untouched since discharge all laid out again, また同じ
 * 場所に戻って); plan 4 (a business trip's days, そのあいだに終わらせる; the roof if the exam is
 * failed, its lock checked; the funeral photo chosen, then the sea at the month's end; Tohoku, into
 * the mountain after the equinox, a rope in the car); selfHarm 3 (starving as a punishment; a new
 * blade because yesterday's cuts were shallow, 浅くしか切れなかった; scabs torn off on purpose for the
 * blood); intent 2 (自分で終わらせる, decided, with no word of dying; Hiroshima 死んじゃろうか);
 * passive 3 (Kansai 目ぇ覚めんでもええ; romaji "kietai"; asking God to collect me, 回収してください).
 * False alarms: past 2 (a tattoo over old cutting scars, あの頃 + よく生き延びた; seven hikikomori
 * years of 生まれてこなければよかった, now working); medical 1 (an ER night with three OD patients
 * and a gastric lavage read as a relapse).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 1/50 (the
 * hikikomori years, now flagged by the whole-note reader alone once the past guard silences the
 * phrase; left to its retraining). Heard now: breathing stopped as living stopped (息/呼吸をするのを
 * やめ); the writer found cold; a loved one calling from their place (どこ/どご, 呼ばれてる気が);
 * 頓服 among the pills, laid out with or without a particle; a household member's trip as a noun
 * (夫の出張が…から) as a moment alone, arrangements made (手配); the day of results or a ruling, a
 * season of the dead passed (彼岸が過ぎだら), the night of a coming event as times; stowed in the car
 * in Tohoku さ or 入れ; into the mountains, not to climb; one's funeral photo chosen, not in
 * end-of-life planning; "all that is left is to go"; relief at imagining it; self-punishment by
 * starving or hurting; a cut too shallow; scabs torn open; 自分で終わらせる with nothing named to end;
 * Hiroshima 死んじゃろうか; dialect 目ぇ覚めんでもええ; asking God to take the writer; an old scar
 * covered by a tattoo; cases of overdose counted on a shift, a lavage among the ward's tasks; romaji
 * intent and passive ("mou shinitai", "kietai") with a romaji denial mask.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'バイト先でまた店長にキレられた。もう人生アンインストールしたい。再インストールはしなくていいです',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'お父ちゃん亡くなって三年。うちもそろそろ仏さんになってもええ頃や思うねん。毎晩そればっかり考えとる',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '会社のトイレの個室で、息をするのをやめたいってずっと思ってた。昼休みが終わるまで出られなかった',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '小説なら、ここで終わりにするのが一番きれいだと思う。私という話は、ここで完結させたい。続きはいらない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあさんの入っとる墓に、わしも早よう入りたいんじゃ。ひとりで食う飯はもうええ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '夜勤明け。冷たくなって発見される自分を想像したら、ちょっとほっとした。それがいちばん怖い',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'この体から出ていきたい。中身だけどっか行って、もう戻ってこなくていい。部屋から出なくなって4年目',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ママは ハルキウで しんだ。わたしも ママと おなじ ところに いきたい。にほんは あんぜん だけど ひとり',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '畑も人さ貸したし、おらの役目は済んだ。ばっちゃのどごさ呼ばれでる気がする。行ってもいいべが',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '今世はハズレ確定。早く来世ガチャ引き直したい。冗談っぽく書いてるけど割と本気',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '退院して8か月、ずっと手をつけなかった頓服、今日ぜんぶ出して机に並べてた。また同じ場所に戻ってきてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高校卒業してからやめてたのに、昨日またカッター握ってた。腕に新しい線。半袖の季節なのにな',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'もう大丈夫や思てたのに、あの声がまた聞こえてきよる。駅のホームで「はよ行け」って',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '派遣から帰って十年、落ち着いてたはずなのに、花火の音であの夜に引き戻された。ここ数日また死ぬことばかり考えてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '上の子のとき、産後うつで死のうとした。二人目が生まれて、またあの感覚が戻ってきた。窓を見ると吸い寄せられる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '3年ぶりに希死念慮ぶり返してきた(；ω；) 前と同じで夜になるとひどくなる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリング卒業して半年。平気だと思ってたけど、今日また橋の真ん中で立ち止まって、ずっと下の川を見てた',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ばあさんが死んだ年、一度首をくくりかけて孫に見つかった。今年また同じ季節が来て、物置の縄に手が伸びる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断酒会に行かなくなって酒がまた始まった。酔うと前みたいに死に方を検索してる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'にほんに きて すこし よくなった と おもってた。でも また しにたい きもちが もどってきた。よる ねむれない',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '25日の給料日にする。カードの引き落としが済んでから。誰にも迷惑かけないように部屋も片付けた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '夫の出張が来週の水曜から。そのあいだに終わらせる。子どもたちを実家に預ける手配ももうした',
  },
  {
    crisis: true,
    class: 'plan',
    text: '合格発表の日、落ちてたら屋上に行く。鍵が開いてるのはもう確かめた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '遺影に使う写真、自分で選んでおいた。あとは月末に海のほうまで行くだけ',
  },
  {
    crisis: true,
    class: 'plan',
    text: '彼岸が過ぎだら山さ入る。ロープはもう車さ積んである。母ちゃんには言わね',
  },
  {
    crisis: true,
    class: 'plan',
    text: '次の当直の夜、武器庫の鍵を持つのは自分だ。その夜で全部終わりにする',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母を施設に入れる手続きが全部済んだら、私はいなくなるつもり。日にちももう決めてある',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '自分への罰として3日なにも食べてない。お腹が鳴るたび、ざまあみろって思う',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッターの刃、新しいのに替えた。昨日は浅くしか切れなかったから',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '消しゴムで手の甲を皮がむけるまでこすった。ひりひりしてると頭が静かになる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'アムカ3本。長袖で隠してバイト行った。店長に暑くないの？って言われた',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '治りかけのかさぶた、わざと全部はがした。血が出ると安心するのっておかしいよね',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '手首にゴムきっつう巻いて、紫になるまで放っといてん。痛いほうが楽やねん',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '腕に赤い線を一本ずつ引く。線が増えると、ちょっとだけ息ができる',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'もう自分で終わらせる。決めた。誰に何を言われても変わらない',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'mou shinitai. pc no nihongo nyuuryoku kowareta kara romaji de kaku. honki de shinitai',
  },
  {
    crisis: true,
    class: 'intent',
    text: '仕事も女房も失うた。もう死んじゃろうか思うとる。ほんまに',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '明日、目ぇ覚めんでもええ。むしろそのほうがええ',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'kietai. zenbu iya. dare mo shiranai tokoro de kietai',
  },
  {
    crisis: true,
    class: 'passive',
    text: '神様、もう私のこと回収してください。十分がんばったと思うので',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '駅のホームの端、快速が通過するところ。どこが一番スピードが出てるか、毎朝見てる',
  },
  {
    crisis: true,
    class: 'method',
    text: '息子の解熱剤は体重1kgあたり10mgって確認したあと、自分のほうの薬は一箱ぜんぶ飲んだ。いま頭がぼーっとする',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: '猫のことだけ姉に頼んだ。ごはんの量もメモして冷蔵庫に貼った。みんな、今までありがとう',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'LINEのアイコン消して、最後にみんなに「ありがとう、元気でね」って送った。返事は見ないでおく',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '介護保険を使うても娘の負担は減らん。わしがおらんほうが、あの子は自分の人生を生きられる',
  },
  {
    crisis: true,
    class: 'burden',
    text: '留学のために親に借金させて、成績もボロボロ。私にかけたお金、保険金で返せたらいいのに',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '戦争が終わっても帰る家はもうない。何年待っても同じ。明日が来る意味がわからない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '10年ひきこもって40過ぎた。もう取り返しがつかない。この先なにもないことだけは分かってる',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'マイスリーとお酒いっしょに飲んだら、どれくらいでいけるのか知りたい',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'カロナールって何錠で肝臓いかれる？ 本気で知りたい',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'リスカの跡の上に、今日タトゥーを入れた。もう隠さなくていい。あの頃の私、よく生き延びたね',
  },
  {
    crisis: false,
    guard: 'past',
    text: '臨床心理士になって15年。初めて担当したクライアントが「消えたい」と言ったときの沈黙を、今でも覚えている',
  },
  {
    crisis: false,
    guard: 'past',
    text: '実家の押入れから高2の日記が出てきた。「明日なんか来なければいい」ばっかり。あの子を抱きしめてあげたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019年は人生で最悪の年だった。毎晩死ぬ方法ばかり調べてた。今は夫と小さなパン屋をやってる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '避難して最初の冬は、もう生きていても仕方ないと思っていました。今は近所の方に編み物を教えています',
  },
  {
    crisis: false,
    guard: 'past',
    text: '震災派遣から戻った年は、毎晩死にたいと思ってた。今はもう大丈夫で、後輩のメンタルケアの担当をしてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '同窓会で、高校のとき屋上から飛び降りようとした話を初めて笑って話せた。みんな黙って聞いてくれた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の頃は夜勤が辛すぎて、帰りの車で電柱に突っ込みたいって思ってた。10年経って、今は新人に「辛かったら言ってね」って言う側',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断薬して3年。今日の自助グループで、ODを繰り返してた頃の話をした。話し終わったら手が震えてた',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'うつで休職してた2年間のことをブログにまとめた。消えたいと思ってた頃の自分に読ませたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '津波のあどは、おらも死んだほうがいがったと思っだ。んだども孫が生まれで、今は毎日が楽しみだ',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の今ごろは毎日遺書を書き直してた。今年は受験も終わって、春から大学生',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ひきこもってた7年間、ずっと生まれてこなければよかったと思ってた。先月からコンビニでバイトしてる',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '心療内科で「死にたいと思うことはありますか」って聞かれて、ないですって答えた。本当にない。ただ眠れないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '疲れてるだけ。死にたいとかじゃない。寝れば治る',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカ？しないよ。タトゥーの痛みでもギャーギャー言う人間だし',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しんどいけど、消えたいなんて思てへんよ。ただ休みがほしいだけや',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の「死んだ方がましだと思う」の欄、「全くない」に丸した。体調は最悪だけど、そこは大丈夫',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'おら死ぬ気なんかさらさらねぇ。百まで生ぎで、ひ孫の顔見るんだ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '上司にどれだけ詰められても、会社のために死ぬつもりはない。今日辞表を書いた',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'shinitai toka janai yo. tada tsukareta dake. ashita wa yasumi',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '子どもに怒鳴ってしまう自分が嫌。でも自分を傷つけたりはしてない。明日保健師さんに相談する',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'みんな しんぱい するけど、わたし しにたい ない。かぞくに あいたい だけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自殺を考えたことがあるか聞かれた。一度もない、と答えた。嘘じゃない',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友達に「病んでる？」って聞かれたけど、別に死にたいとかは全然ない。推しの卒業がショックなだけ',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '娘（3歳）のカロナールシロップ、何mlまで飲ませていいか薬剤師さんに確認した。体重で決まるらしい',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '訪問看護。利用者さんの薬を一週間分セットした。飲み間違いで過量にならないよう曜日ごとに分けた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '猫が保冷剤をかじった。少量でも危ないらしく、夜間の動物病院へ走った',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'ER夜勤。今夜はOD3件。胃洗浄して朝まで経過観察。さすがに疲れた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の睡眠薬は一回二錠までと先生に言われた。念のため残りは私が預かっている',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '頭痛がひどくてロキソニン2錠飲んじゃった。1回1錠だったっけ？飲みすぎたかな',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'テスト範囲広すぎて死んだ。明日の私に全部任せる',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのファンサ浴びて昇天した。もう悔いはない（笑）',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '満員電車で魂抜けた。会社着いた時点でHPゼロ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締切前で三徹目、もう屍。誰か骨を拾ってくれ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'あの芸人おもろすぎて、腹よじれて死ぬかと思たわ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'プレゼンで盛大に噛んだ。穴があったら入りたいどころか、そのまま埋まりたい',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母の三回忌。仏壇の前で、おばあちゃんにもう一度会いたいなあと思った',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ウクライナの ともだちの おにいさんが せんそうで しんだ。なにも いえなかった',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚が自ら命を絶った。どうして気づけなかったのか、ずっと考えている',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '愛犬が虹の橋を渡った。15年ありがとう。向こうでいっぱい走り回ってね',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'オバァが亡くなって、ニライカナイに帰ったんだねってみんなで話した',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '『ノルウェイの森』再読。直子の場面は何度読んでも胸がつぶれる',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣した',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '脚本の課題は、自殺を考える高校生が主人公の短編。リアルにしたくて資料を読み込んでる',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームでキャラに「もう生きていたくない」って言わせる選択肢、重すぎて選べなかった',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越し完了。前の部屋にさよならを言って鍵を返した',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '機種変。古いスマホのデータ全部消して初期化した。三年間ありがとう',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ダイエット中。夜は何も食べないって決めた。三日目',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '年賀状じまいのお知らせを書いた。今年で最後にします、と',
  },
];
