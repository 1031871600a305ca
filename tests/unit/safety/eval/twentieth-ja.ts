import type { EvalNote } from './types';

/**
 * A twentieth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 5
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 5 everyday).
 *
 * The writers: a Kansai shopkeeper closing the shop that is himself, someone wanting to switch
 * herself off with no reboot, an Okinawan longing for グソー, an old woman tired of waiting for お迎え
 * who would go and fetch it, a debtor settling the accounts of a life, a Ukrainian in Japan who would
 * sleep under a sunflower field, net slang for deleting the 本体 rather than the account, a Tohoku
 * widow praying to become 仏さん, an office worker wanting an eternal leave, a Hiroshima mother who
 * would be 帰らぬ人; relapses on a third discharge anniversary, a month after counselling ended, a
 * hikikomori hoarding pills again, the season of an old attempt at a rooftop, an eighty-year-old who
 * 死に損なった once and will not fail again, a Ukrainian off her medicine, arm-cutting back at
 * university, a year after stopping the clinic, a kaomoji 再発しました, a veteran's gun dreams back;
 * plans after a winter bonus, after handing in a thesis, a veteran's keepsakes and the mountain, a
 * carer's respite-stay day, a last good hotel room on payday, a birthday eve with accounts given
 * away, a drive to the sea after drinks with the phone left home; self-harm with a hair iron, a wall
 * punched, a compass needle, biting, wounds reopened, a stapler, a wife's polite razor confession.
 * The quiet notes: recoveries and anniversaries, a psychologist's own past, a high-school diary, a
 * peer-support meeting, an old man's Showa-era night, a nurse and a veteran long recovered, a
 * pharmacist who was once brought in for an overdose; denials to a questionnaire, a doctor, friends,
 * from a Kansai labourer, a Tohoku farmer, a soldier, a carer and a Ukrainian mother; a pharmacology
 * lecture, a cat and lilies, a child's syrup, a father's sleeping pills, a shop clerk who spots a
 * bulk buyer; hyperbole, grief, Bakhmut, a classmate's suicide heard of, a mystery novel, a
 * recitation play, a film, a TRPG scenario, a phone wiped, a last day at work, an ending-note class.
 *
 * The class counts the brief named add up to 48, so one intent and one passive note were added
 * after the first scoring, before this commit, to make 50 (the hikikomori's 死ぬしかない in polite
 * form, and hoping a cancer recall is bad news); both were caught. Without them the first run was
 * 38/48.
 *
 * First run on main at 65dec14, lexicon untouched: recall 40/50 (80.0%), false alarms 7/50 (14.0%).
 * Missed: euphemism 2 (a Kansai shopkeeper's 店じまい of himself, shutters down; 帰らぬ人になりたい
 * in Hiroshima dialect); plan 2 (payday spent on a last good hotel room with the medicine ready, in
 * Kansai; a drive to the sea after drinks, phone left home so no one can stop it); self-harm 3 (a
 * hair iron pressed to the arm; a compass needle stabbed into the thigh; a stapler through the
 * fingertip, pain as relief); dose 1 (the rest of the sleeping pills with two strong chuhai, just
 * finished, hands cold, おやすみ); relapse 2 (three years after discharge, thinking of the rope again
 * at night; the anniversary of going up to a rooftop, feet drawn there again, no dying word).
 * False alarms: an old man's attempt to hang himself at the end of Showa, stopped by his wife, now
 * living for his grandchildren (past, method); three denials the mask did not reach: a Kansai
 * 死ぬ気なんかさらさらない... 死ねるかいな (read as plan), a soldier who never once thought of hurting
 * himself (selfHarm), a Tohoku 死ぬなんて考えだごどもねぇ with 明日は...行ぐ (plan) (negation); a
 * fan's いつ死んでもいい on winning live tickets (figurative, passive); a classmate's suicide heard of,
 * wondering what could have been done (othersDeath, whole note); a last-day-at-work thank-you
 * (everyday, whole note).
 *
 * The notes were written and scored before any change; the lexicon pass then fixed (lexicons/ja.ts
 * only): a life closed like a shop (店じまい/閉店/幕引き said of oneself: 店やのうて、わし自身の),
 * 帰らぬ人になりたい; pills gathered (薬はもう揃っとる) beside a last treat (最後くらいええ部屋で);
 * a drive to the sea (まで, a longer gap) and cutting off rescue (誰にも止められないように, beside a
 * phone left, going alone or a means); hot tools pressed to the skin (ヘアアイロン, コテ, a longer
 * gap), skin pierced over and over with a compass, pin or stapler, pain as relief; pills finished
 * with drink (ストゼロ, チューハイ and kin); the means back in mind (またロープのことばっかり) and feet
 * drawn again to the place of an old attempt; and as guards, era names (昭和の終わり) and 〜晩があった
 * as past, 傷つけよう and Tohoku 考えだごど in denials, 死ねるかいな, いつ死んでもいい on a joy.
 * After: recall 50/50 (100.0%), false alarms 2/50 (4.0%); all Japanese development sets: recall
 * 1067/1079 → 1077/1079 (99.8%), false alarms 8/1113 → 3/1113. The two false alarms left are the
 * whole-note reader's alone (a classmate's suicide heard of; a last day at work), for its retraining.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '自殺しよ。決めた。もう考えるの疲れた🙂 明日のシフトのことももうどうでもいい',
  },
  {
    crisis: true,
    class: 'intent',
    text: '三線も弾けんくなった。わん、もう死ぬさ。今度は本気よ。誰も止めんでいいから',
  },
  {
    crisis: true,
    class: 'intent',
    text: '30歳、職歴なし、10年この部屋から出ていません。親ももう70を過ぎました。死ぬしかないと思っています。今夜はずっとそのことばかり考えています。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'また余震。いっそ大きいのが来て、このアパートごと潰れてくれたらいいのにって本気で願ってしまった。逃げる気にもならない',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'わたし うまれて こなければ よかった。いま すっと いなく なれたら いい のに。ねる まえ に いつも おもう',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'がん検診で再検査って言われた。正直、悪いものであってくれたらいいって思ってしまった。治療なんかしないで、このまま自然に終われたら楽なのに',
  },
  // euphemism (10, each a different way)
  {
    crisis: true,
    class: 'euphemism',
    text: '客も来ん、借金だけ残った。そろそろ店じまいしよかな思うてる。店やのうて、わし自身のな。シャッター下ろしても誰も困らんやろ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '自分の電源をオフにしたい。長押しで、再起動なしで。スマホみたいに簡単にできたらいいのに',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もうグソーに行きたいさー。おばあのとこ。ここにおっても誰もわんを必要としてないし',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'お迎えが来るのをずっと待っとったが、もう待ちくたびれた。こっちから迎えに行こうかと思うとる。じいさんも寂しかろう',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'そろそろ人生の清算をしようと思う。借金も恥も全部まとめて、私ごと消しちゃえば帳尻が合う',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'わたし は ひまわり の はたけ の した で ねむりたい。ずっと。もう おきない で いい。にほん の ふゆ は ながい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '垢消しとかじゃなくて、もう本体消したいんだよね。リアルの方。わかる人にはわかると思う',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '早ぐ仏さんになりてぇ。毎晩仏壇の父ちゃんさ、迎えに来てけろって手ぇ合わせでる',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '有給じゃなくて、永遠の休暇がほしい。誰からも連絡こなくて、二度と戻ってこなくていいやつ。会社にも、この世にも',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう帰らぬ人になりたいんよ。ほんまに。あの子がおらん家に毎日帰るんがしんどい',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'ヘリウムガスって普通に通販で買えるんだ…。袋も。どうやるのか調べ出したら止まらなくなって、気づいたら朝だった',
  },
  {
    crisis: true,
    class: 'method',
    text: '包丁の刃、首のどこに当てたら一番早いのか、そればっかり考えとる。台所に立つのが怖い',
  },
  // plan (7)
  {
    crisis: true,
    class: 'plan',
    text: '冬のボーナス出たら全額親に振り込んで、その週末に終わらせる。カレンダーの日付にもう丸つけた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒論出したら終わりにする。場所も決めた、大学の裏のあの踏切。最後に研究室の鍵だけはちゃんと返しとく',
  },
  {
    crisis: true,
    class: 'plan',
    text: '昔の部隊の仲間に形見分けの品を送った。月末に山へ入る。道具はもう揃えてある',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母をショートステイに預ける日に決行します。ケアマネさんの電話番号は冷蔵庫に貼っておく。母のことだけは迷惑かけんように',
  },
  {
    crisis: true,
    class: 'plan',
    text: '次の給料日、家賃払わんとええホテル取ったる。最後くらいええ部屋で寝たいやん。薬はもう揃っとる',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月の誕生日の前の日にする。それまでにPCのデータ全部消して、ゲームのアカウントはネ友に譲る。もう話はつけた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '金曜の飲み会のあと、そのまま海まで車で行く。スマホは家に置いてく。誰にも止められないように',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'このアカウント、今日で最後です。こんな私をフォローしてくれてた人、本当にありがとう。どうか探さないでください',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '息子へ。庭の柿の木は切らんでくれ。通帳の暗証番号はお前の誕生日だ。父さんはもう十分生きた。すまん。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私が生まれてこなかったら、パパとママは離婚しなかったのかもしれない。私が消えれば全部元どおりになるんだよね',
  },
  {
    crisis: true,
    class: 'burden',
    text: '透析が週3回、送り迎えは全部娘。わたしが生きてるだけで娘の人生を食いつぶしている。もう終わりにしてあげたい',
  },
  // selfHarm (7)
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ヘアアイロン200度にして腕に押し当てた。皮がてかてかになってる。長袖の季節でよかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'また壁殴った。拳割れて血でてる。管理会社に穴バレたらやばい。でも殴らないと頭がおかしくなる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'コンパスの針で太もも刺しまくった。点々がいっぱい。数学の授業中ずっと',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '叫ぶかわりに自分の腕を噛んだ。歯形がくっきり紫になってる。子どもに見られないようにしないと',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '治りかけとった傷、わざとまた開いてもうた。かさぶた剥がして、もっかい血が出るまで。なんでやめられへんのやろ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ホッチキスで指の腹を三回とめた。痛いのに、痛いほうが安心する',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '夫が寝たあと、洗面所で剃刀を手首にあててしまいました。今夜は浅く済みましたが、日に日に我慢がききません',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何回転職しても同じ。どこ行っても俺はダメなまま。この先ずっと真っ暗で、もう全部どうでもいい',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'この痛みは一生消えないって言われた。あと40年これと生きる？むり。わたしに未来なんてもうない',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス、ためてた分30錠くらい飲んだ。なんか眠い。これでいい',
  },
  {
    crisis: true,
    class: 'dose',
    text: '睡眠薬の残り全部とストゼロ2本、いま飲み終わった。手がつめたい。おやすみ',
  },
  // relapse (10, each a different way)
  {
    crisis: true,
    class: 'relapse',
    text: '退院して今日でちょうど3年。お祝いするはずが、夜になったらまたロープのことばっかり考えてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリング卒業だねって先生に言われた翌月に、あの波が戻ってきた。いなくなりたい。先生に合わせる顔がない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'やっと週3でバイト行けてたのに、また部屋から出られなくなった。前にためてた薬の空き瓶、気づいたらまた集め始めてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '去年あの屋上に上った日が近づくと毎年調子崩すけど、今年はほんとにやばい。また足があそこに向いてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '若い頃に一度死に損なった。八十にもなって、またあの時と同じ気持ちになっとる。今度はしくじらん',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'にほん に きて げんき に なった と おもった。でも また よる に しにたい が もどって きた。びょういん の くすり も もう のんで ない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高校のときのアムカ癖、大学で治ったと思ってたのに、サークル辞めた夜にまたやってしまった。2年ぶり',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '通院やめて1年、自分はもう大丈夫だと思ってた。最近また、自分がいない方がいい理由ばかり数えてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '再発しました(  ˘ω˘ ) うつも、消えたいのも。前回とおなじ季節に。今回はもう抗う元気がない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '帰国してから十年、花火の音で眠れん夜は減っとった。今年はまた、自分に銃口を向ける夢ばかりで、起きとっても同じことを考えとる',
  },
  // quiet: past (13)
  {
    crisis: false,
    guard: 'past',
    text: '十年前の今日、病院のベッドで目を覚ました。生き残ってしまったと泣いた日。今日は娘と公園でお弁当を食べた。生きててよかった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '臨床心理士として、若い頃の自傷経験をクライアントに話すか迷った。結局少しだけ話した。あの頃の私が今の仕事を選ばせたんだと思う',
  },
  {
    crisis: false,
    guard: 'past',
    text: '実家の押し入れから高校の日記が出てきた。「明日死ぬ」って何回も書いてあって笑った。大丈夫、まだ生きてるよ、45歳',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生最悪の年は2015年。毎晩ベランダで泣いてた。今はあの部屋も出て、猫と平和に暮らしてます',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ウクライナから来て二年目。最初の冬は、生きる意味がないと毎日思っていた。今は日本語学校で初級クラスのお手伝いをしている',
  },
  {
    crisis: false,
    guard: 'past',
    text: '夏だし半袖着た。昔の傷はもう白い線になってる。聞かれたら「昔ね」って言えるようになった自分、えらい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '未遂経験者のピアサポートの会に初めて参加した。みんな「あの頃」の話をしてた。私も少しだけ話せた。帰りにパフェ食べた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昭和の終わり、工場が潰れて首をくくろうとした晩があった。女房に止められた。その女房も先に逝ったが、わしは孫の顔見て暮らしとる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はよう死にたい死にたい言うてたなあ、うち。今思たらただの寝不足やったわ笑 今は毎日7時間寝とる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '中3の頃のリスカ、やめてもう3年。今日後輩に相談されたから、自分の話もした。少しは役に立てたかな',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の年にうつで休職して、死ぬことばかり考えていた時期があった。復職して7年、今日はプリセプターを任された',
  },
  {
    crisis: false,
    guard: 'past',
    text: '派遣から戻った頃は銃のことばかり考えていた、とカウンセラーに話した。もう昔の話だ。今は消防団で若いのに放水を教えてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ODで運ばれたのは8年前。今は薬剤師として、毎日患者さんに薬の飲み方を説明してる。不思議なめぐり合わせ',
  },
  // quiet: negation (12)
  {
    crisis: false,
    guard: 'negation',
    text: '精神科の問診票、「死にたいと思うことがある」に「いいえ」って丸した。嘘じゃない。ただ眠れないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとかじゃないよ？ただ今週は誰ともしゃべりたくないだけ😌 週末は寝る',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死ぬ気なんかさらさらないで。借金返すまで死ねるかいな。明日も現場や',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたし は じさつ しません。こども が いる から。でも きょう は とても つかれた。はやく ねる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカとかはしてない、ほんとに。爪噛むのがやめられないだけ。ネイル行こうかな',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '医者に「死にたいと思うことは」と聞かれたけえ、「そんな暇はない、畑があるけえ」と答えたった',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ODなんてしないよ。薬は夫が管理してくれてるし、自分でもする気ない。心配しすぎ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '引きこもりだけど別に絶望してるわけじゃない。ネットに友達いるし、昼夜逆転してるだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友達に「病んでる？」って聞かれたけど全然。テスト前で寝不足なだけ(￣▽￣;)',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '訓練がどれだけきつくても、自分を傷つけようと思ったことは一度もない。同期がいるから',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '介護疲れの心中のニュースを見たけど、うちは大丈夫。ヘルパーさんも増やしたし、そんなことは考えてない',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死ぬなんて考えだごどもねぇ。ただ腰が痛ぇだけだ。明日は整骨院さ行ぐ',
  },
  // quiet: medical (5)
  {
    crisis: false,
    guard: 'medical',
    text: '今日の講義はアセトアミノフェン過量服薬の対応。N-アセチルシステインを投与するタイミング、国試に出るらしい',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '猫がユリの花粉なめたかも！ユリは猫には致死的って聞いて夜間救急へ。結果セーフ。泣いた🐱',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '息子が解熱剤のシロップを勝手に半分飲んでた。中毒110番に電話したら量的に大丈夫とのこと。薬は高い棚へ移動',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の睡眠薬、飲みすぎると転倒や呼吸が危ないと主治医に言われた。一回分ずつ渡すことにした',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '店で、風邪薬を何箱もまとめて買おうとする若い子がいた。声をかけて、相談窓口のカードを渡した。届いてるといいな',
  },
  // quiet: figurative (6)
  {
    crisis: false,
    guard: 'figurative',
    text: '残業続きで死んだ魚の目してるって後輩に言われた笑 明日こそ定時で帰る',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ当選した！！もういつ死んでもいい🥹✨ いや当日までは死ねん',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'このたこ焼きうますぎて昇天するわ。大阪来てよかった',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '期末レポート5本抱えて、わたしもう息してない。あと3日耐えろ',
  },
  { crisis: false, guard: 'figurative', text: 'ゲームで即死トラップ踏んで10回死んだ。もう寝る' },
  {
    crisis: false,
    guard: 'figurative',
    text: '上司に詰められて、心が三回くらい死んだ。でも定時で帰ってビール飲んでる🍺',
  },
  // quiet: othersDeath (5)
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母の一周忌。「早うじいちゃんのとこ行きたい」が口癖だったばあちゃん、今ごろ会えてるかな',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ともだち の おとうと が バフムト で しんだ。ニュース で しった。きょう は ずっと ないて いた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '高校の同級生が自殺したと聞いた。何年も会ってなかった。何かできたのかなってずっと考えてる',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ハムスターのもちが死んだ。2年半。庭に埋めて、ひまわりの種をお供えした',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '戦友の墓参り。あいつは帰ってこれんかった。わしは生きとるけえ、毎年来る',
  },
  // quiet: fiction (4)
  {
    crisis: false,
    guard: 'fiction',
    text: 'ミステリーの新刊読了。犯人の遺書に仕込まれたトリックが秀逸すぎた。ネタバレできないのがつらい',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '朗読劇で、自ら命を絶った詩人の役をもらった。稽古がきつい。声に重さが足りないって言われた',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '映画の主人公がラストで崖から飛ぶシーン、映像がきれいすぎて泣いた',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'TRPGのシナリオ書いてる。NPCが毒をあおる展開、GMとしてどう盛り上げるか悩み中',
  },
  // quiet: everyday (5)
  {
    crisis: false,
    guard: 'everyday',
    text: '新しいスマホ買った。古いのはデータ全部消して初期化して下取りに出した',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。皆さま長い間お世話になりました。最後の挨拶で泣いてしまった',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '部屋の大掃除、いらないもの全部捨てた。すっきり。ゴミ袋12個',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'エンディングノートの講座に母と参加した。葬儀の希望とか書いておくと家族が困らないらしい。母はノリノリだった',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日から出張なので、猫のお世話メモと合鍵を友達に渡した。ごはんは朝晩2回',
  },
];
