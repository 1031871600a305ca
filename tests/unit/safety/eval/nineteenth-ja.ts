import type { EvalNote } from './types';

/**
 * A nineteenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 5
 * medical, 6 figurative, 4 othersDeath, 4 fiction, 6 everyday).
 *
 * The writers: an Okinawan longing for ニライカナイ, someone counting the ferryman's six coins for the
 * Sanzu river, a gamer logging out of life, a child who would become a star, a widower returning to
 * the soil, a would-be actor lowering her own curtain, a Kansai worker who wants to be 楽, a traveller
 * on a trip with no return, net slang about 異世界転生 and a truck; relapses after two years, eight
 * months off pills, a 412-day streak reset, cigarette burns, pills hoarded again, a Ukrainian in
 * Japan whose old despair from Kyiv is back, and a balcony rail three years after an attempt; plans
 * with a day off booked, charcoal and tape, a birthday, an insurance exclusion period, an empty house,
 * a Hiroshima bridge, passwords and a cat handed over; self-harm hidden on the belly, scratching,
 * punching one's face, boiling water, safety pins, a razor after rubber bands, a nurse's pencil. The
 * quiet notes: recoveries and anniversaries, a counsellor looking back, an old diary, a veteran, an
 * elderly writer's post-war youth; denials to a psychiatrist, a mother, a PHQ-9; a nurse's patient, a
 * child's and a dog's overdose, a pharmacology class; hyperbole, grief, a manga, a drama, a novel,
 * moving out, leaving a job, rope-work, a barbecue, a new account.
 *
 * First run on main at 536ec21, lexicon untouched: recall 46/50 (92.0%), false alarms 5/50 (10.0%).
 * Missed: euphemism 2 (paying the Sanzu ferryman's fare to cross to the other bank; 異世界転生 slang,
 * waiting for the truck, done with this world); relapse 1 (three years after an attempt, staring at
 * the balcony rail again, with no dying word); passive 1 (a war refugee: it would have been better
 * to be killed by the missile, surviving hurts).
 * False alarms: a counsellor recalling that a client once kept saying he wanted to die (past, read
 * as intent); an overdose in 2019 told as five years over, medicines now managed with the doctor
 * (past, method/relapse); a nurse's patient brought in for a paracetamol overdose (medical, method);
 * a dog that ate chocolate, its lethal dose looked up (medical, dose); a ramen so good one could die
 * (figurative, passive).
 *
 * Only notes were written in this round; no lexicon or code was changed.
 *
 * Scored again, still blind, after the eighteenth round's lexicon fixes (15c99d7): recall
 * 46/50, false alarms 5/50, the same. Not tuned on yet.
 *
 * Lexicon pass (after the model was retrained on these notes, so judged by concept with paraphrases):
 * the Sanzu crossing heard with its fare (渡し賃/六文 readied) and 向こう岸 in a death context;
 * 異世界転生/転移 and the truck slang, 現世/今世 はもういい; a rail, fence or parapet of a balcony
 * or roof stared at (を, 見つめ, じっと); 死んだ方が/死んでれば よかった and surviving that hurts
 * (助かった/生き残ったことがつらい) as passive. Guards: another's wish to die told with the speaker
 * first (彼は死にたいと言っていた), "so tasty I could die", a pet or child that swallowed something
 * and its lethal dose, a patient named before the overdose with no particle; medicines now kept
 * with the doctor read as a recovery. After: recall 50/50 (each missed concept now named by the
 * lexicon, wholeNote false), false alarms 0/50; all Japanese development sets 1027/1029 (99.8%),
 * false alarms 1/1063 (0.1%), from 1026/1029 and 7/1063.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: 'おばぁがいつも言ってたニライカナイ、わんも早く行きたいさー。こっちはもう疲れたよ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '三途の川の渡し賃って六文だっけ。財布に入れとこうかな。わりと本気で向こう岸に渡りたい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生からログアウトしたい。もう再ログインはしない。アカウントごと消す方法ばっかり考えてる',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '星になったらもう誰にも怒られないよね。今夜ベランダで星みてたら、あっちに行きたくなった',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあさんが逝って三年。わしもそろそろ土に還りたい。自分から迎えに行こうかと考える夜がふえた',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '自分の人生の幕は自分で下ろしたい。拍手もカーテンコールもいらない。もう十分演じた',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'この世とおさらばしたい。冗談じゃなくて。誰も止めんといて',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'はよ楽になりたいわ…ほんまに楽になりたい。この意味わかる人にはわかると思う',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '遠いところに旅立とうと思う。もう帰ってこない旅。荷物はいらないし、見送りもいらない',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '異世界転生しよ。トラックまだかな。割とガチで。もう現世はいいや',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '2年ぶりにやってしまった。腕にまた線が増えた。カウンセラーに何て言えばいいんだろう',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断薬して8ヶ月、今日またまとめ飲みした。記憶が半分ない。またこっち側に戻ってきちゃった',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '治ったと思ってたのに、また死にたい気持ちが戻ってきた。あの頃と同じ声が頭の中でする',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカ断ち連続記録、412日でリセット。刃は捨てたはずなのに新しいの買ってた',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院してからずっと落ち着いてたのに、先週から首を吊る想像が止まらない。前の入院の前もこうだった',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'キーウにいた時の あの気もち、また来た。もう 生きてる いみない って また 思ってる。日本に来て なおったと 思ったのに',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '根性焼き、またやっちゃった。やめて一年だったのに。タバコ押しつけてる時だけ頭が静かになる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '主治医には内緒だけど、また薬を貯め始めた。前の未遂の前とまったく同じことしてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく半年止めとったのに、昨日また切ってもうた。血ぃ見てほっとしとる自分がこわい',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '未遂から3年。もう大丈夫ってみんなに言ってたけど、最近またベランダの手すり見てる時間が長い',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の金曜、有給とった。その日に全部終わらせる。遺書はパソコンのデスクトップに置いとく',
  },
  {
    crisis: true,
    class: 'plan',
    text: '練炭と目張りのテープ、ホームセンターで買った。車は実家の裏に停める。決めた日まであと4日',
  },
  {
    crisis: true,
    class: 'plan',
    text: '誕生日の前の日にする、って決めてる。29歳で止めておきたい。あと十日',
  },
  {
    crisis: true,
    class: 'plan',
    text: '生命保険の免責期間を調べたら3年だった。あと2ヶ月で過ぎる。それまでは普通に働く',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母さんが旅行に行く週末、家に誰もいない。その時にしようと思う。ロープはもう押し入れにある',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'もう決めたけぇ。月末にあの橋まで行く。それまでに部屋片付けとかんといけん',
  },
  {
    crisis: true,
    class: 'plan',
    text: '解約する口座とスマホのパスワード、全部メモにまとめた。猫は友達に頼んだ。あとは日を選ぶだけ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'お腹なら服で隠れるから、今日はそこを切った。誰にもバレない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '爪で腕をがりがり掻きむしって、血が出るまでやめられなかった。今もじんじんする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '自分の顔を何発も殴った。鏡見たら青くなってて、それでもまだ足りない気がする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'やかんの熱湯を自分の手にかけた。痛いのが罰になる気がして',
  },
  { crisis: true, class: 'selfHarm', text: '安全ピンで手の甲を何回も刺してる。止め方がわからない' },
  {
    crisis: true,
    class: 'selfHarm',
    text: '輪ゴムばちばちやるのじゃもう効かなくて、今日はカミソリ使った',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '夜勤明け、更衣室でシャーペンの先を太ももに突き立ててた。誰にも気づかれてない',
  },
  {
    crisis: true,
    class: 'intent',
    text: '死んでやる。あいつらに思い知らせてやる。明日学校で笑ってられるのも今のうちだよ',
  },
  { crisis: true, class: 'intent', text: '自分を殺したい。毎日そればっかり考えてる。仕事中も' },
  {
    crisis: true,
    class: 'intent',
    text: 'もう死ぬべかなって、本気で思ってる。雪かきしながらそればっか考えてら',
  },
  { crisis: true, class: 'passive', text: '朝が来なければいいのに、って毎晩祈ってから寝てる' },
  {
    crisis: true,
    class: 'passive',
    text: '交差点で、車に轢かれても別にいいやって思いながら赤信号で渡った',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ミサイルに当たって死んだ方がよかった、と思う毎日です。助かったことがつらい',
  },
  { crisis: true, class: 'method', text: 'ネットで練炭の量調べてた。何個あれば足りるんだろう' },
  {
    crisis: true,
    class: 'method',
    text: '駅のホームの端で、快速が通過する瞬間ばかり目で追ってしまう。あの速さなら一瞬だと思う',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。このアカウントは今日で最後です。探さないでください',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さんへ。先に行く親不孝を許してください。通帳は引き出しの二段目です',
  },
  {
    crisis: true,
    class: 'burden',
    text: '病気の私のせいで夫の人生まで壊してる。私がいなくなれば、あの人は自由になれる',
  },
  {
    crisis: true,
    class: 'burden',
    text: '年金も少ないし、息子夫婦の世話になるばかり。こんな年寄りはさっさと消えた方が家のためや',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしても変わらない。この先も一生このまま。生きてる意味が見つからない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '未来って言葉がもう自分には関係ない気がする。希望とか全部うそ。生きていく理由がない',
  },
  { crisis: true, class: 'dose', text: 'デパス何錠飲んだら死ねるか検索した。手元に60錠ある' },
  {
    crisis: true,
    class: 'dose',
    text: '市販の咳止め、一瓶ぜんぶ飲んだ。心臓がバクバクする。このまま止まればいい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '5年前の今日、私は死のうとした。今は娘が生まれて、毎日バタバタで笑ってる。あの日生き残ってよかった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学の頃リストカットしてた。今は傷跡も薄くなって、半袖も着れるようになった',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーとして振り返ると、最初に来た時の彼は死にたいと何度も言っていた。今日、就職の報告に来てくれた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '押し入れから中学の日記が出てきた。「もう消えたい」って何回も書いてあって、あの頃の自分を抱きしめたくなった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生で最悪の年は2019年。ODして救急車で運ばれた。それから5年、薬はちゃんと主治医と管理してる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '前線から戻った頃は、毎晩銃を口に入れることを考えてた。今はリハビリ施設でボランティアしてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔は駅のホームに立つのが怖かった。飛び込みそうで。今は普通に通勤できてる。薬と通院のおかげ',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃、戦後の貧しさで死のうと思ったこともありました。八十になった今、孫に囲まれて幸せです',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自殺未遂から10年の記念日。ケーキ買った。「生きててよかった記念日」って名前つけてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの頃はほんまに死にたかったけど、今思えば若かったわ。笑い話にできるようになってよかった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の冬、遺書まで書いたけど、結局だれにも渡さずに破った。今年はちゃんと春を迎えられた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '閉鎖病棟で一緒だった友達から手紙。二人とも退院して、もう切ってないって報告しあった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔の私なら、今日みたいな日は腕を切ってたと思う。でも今日は友達に電話して、泣いて、寝た。成長',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '心療内科で「死にたいと思うことはありますか」って聞かれて、いいえって答えた。ほんとにない。ただ眠れないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃない。ただちょっと疲れてるだけ。週末は寝る',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとかは全然思ってないよ、心配しないで、ってお母さんにLINEした',
  },
  { crisis: false, guard: 'negation', text: '自殺なんて考えたこともない。でも仕事はやめたい' },
  { crisis: false, guard: 'negation', text: 'PHQ-9の最後の質問は0点。ほかはまあまあ高かったけど' },
  {
    crisis: false,
    guard: 'negation',
    text: '鬱っぽいけど、自分を傷つけたいとかはないです。先生にもそう伝えました',
  },
  { crisis: false, guard: 'negation', text: '別に死のうとか思ってへんで。ただ今日はだるいだけや' },
  {
    crisis: false,
    guard: 'negation',
    text: '薬をまとめて飲むようなことは絶対しないって、主治医と約束してるし守ってる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '「大丈夫?変なこと考えてない?」って聞かれたけど、考えてない。試験がやばいだけw',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しにたいなんておもってないよ。ただねむい。あしたもバイト',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたしは しにたい ではない。ただ ウクライナの かぞくが しんぱいで ねむれない',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '遺書を書くつもりはないけど、エンディングノートは書いておこうかな。もう40だし',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '今日の患者さん、アセトアミノフェンの過量服薬で運ばれてきた。肝機能の数値を夜通し追った',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '子どもが風邪薬を間違えて何錠か飲んじゃって、中毒110番に電話した。大事には至らずほっとした',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬がチョコを食べた。致死量を調べたら体重的にまだ大丈夫そうだけど、念のため病院へ',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'おばあちゃんの薬、飲み過ぎないように一週間分ずつピルケースに分けた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬理の授業で睡眠薬の致死量と安全域について勉強した。テストに出るらしい',
  },
  { crisis: false, guard: 'figurative', text: '部長のギャグが寒すぎて死ぬかと思った' },
  { crisis: false, guard: 'figurative', text: '推しのファンサ浴びて昇天した…もう悔いはない🙏' },
  { crisis: false, guard: 'figurative', text: '期末レポート3本同時締切。死ぬ。いや死なないけど' },
  { crisis: false, guard: 'figurative', text: 'スマホの充電が死んだ。ついでに私の財布も死んでる' },
  { crisis: false, guard: 'figurative', text: 'このラーメン、うますぎて罪。もう死んでもいい(笑)' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'カープ負けすぎて心が死んどるけぇ、今日は酒飲んで寝る',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父が亡くなって一年。お墓参りで「そっちでゆっくりしてね」と話しかけた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '友達が自死したと知らせがあった。なんで気づけなかったんだろう。葬儀は土曜日',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ハルキウの いとこが 戦争で しんだ。お葬式に いけなかった。日本から おいのり した',
  },
  { crisis: false, guard: 'othersDeath', text: '飼ってた猫が虹の橋を渡った。17年ありがとう' },
  {
    crisis: false,
    guard: 'fiction',
    text: '「自殺島」読み終わった。重いけど考えさせられる漫画だった',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、主人公が崖から飛び降りるシーンで号泣した',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '新作の小説、ヒロインが遺書を残して消える展開にしようか悩み中。編集さんに相談する',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームのキャラが自己犠牲で死ぬルート、三回やり直しても救えない😭',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しでいらない物ぜんぶ処分した。部屋がすっきりして気持ちいい',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。みんなに挨拶して回った。お世話になりました!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ロープワークの講習会に行った。キャンプで使うもやい結びを覚えた',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ホームセンターで炭とバーベキューコンロ買った。週末は河原でBBQ',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '睡眠薬なしで眠れるようになりたいなあ、と思いながらハーブティー飲んでる',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '長年使ったアカウント、今日で消します。新しいアカウントに引っ越すのでフォローよろしく',
  },
];
