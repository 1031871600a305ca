import type { EvalNote } from './types';

/**
 * A tenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a night-shift worker on the train home, a Tohoku farmer (行ぐべ, こごさ), a
 * hikikomori in his sixth year, a Ukrainian refugee writing spaced kana, a veteran out of the SDF,
 * a Kansai writer (やってもうた, 見えへん), an Okinawan (ぬちどぅ宝, わん, さー), a dialysis patient,
 * a carer of a mother with dementia, a student before exams, a father in debt, a pensioner on a
 * disability pension; on the quiet side a clinical psychologist, a nurse, a pharmacist trainee, a
 * grandmother rereading her old blog, a mother of a two-year-old, and people answering PHQ-9 or a
 * counsellor's screening question with no.
 *
 * First run, lexicon untouched: recall 41/50 (82.0%), false alarms 8/50 (16.0%).
 * Missed: euphemism 3 (crossing to the other side, 向こう側に渡る, with a dead grandfather
 * waiting; Tohoku dialect going to a dead grandfather's place, じっちゃのとこさ行ぐ; waking oneself
 * from the long dream of life, 夢から覚める + むこうで); selfHarm 3 (scratching the arm with nails
 * till it bleeds, ガリガリ + 血; tracing the thigh with a kitchen knife's blade, 刃で太ももをなぞる;
 * banging the head on a wall as a punishment, 壁に頭ゴンゴン); plan 2 (quitting the job, tidying
 * the room, bankbook and seal bundled for the mother, 月末までには終わらせる; a scouted low
 * guardrail on a mountain curve and driving off on the next rainy night); hopelessness 1 (pain for
 * life with an incurable illness, no reason to go on, 続ける理由がない).
 * False alarms: past 4 (a high-school diary full of 死にたい, reread as an adult; the hardest year
 * named as 2020 with death thought of nightly; wrist-cut scars seven years after stopping,
 * やめてから7年; the first winter after fleeing Kyiv, もう生きたくないと思った, now at school);
 * negation 2 (a spaced-kana denial しにたいとは おもわない; 遺書?書くわけない, a mocking rhetorical
 * denial); figurative 2 (消えたい勢い after embarrassment, with 穴があったら入りたい; もう死ぬしか
 * ない笑笑 after eating three cakes).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 0/50 (every
 * Japanese development set together 568/579 and 10/613 before, 577/579 and 2/613 after; without
 * this set unchanged at 527/529 and 2/563), so this is now a development set. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '夜勤明け、帰りの電車でずっと考えてた。もう向こう側に渡ってもいいよね。じいちゃんも待ってるし、今ならちゃんと渡れる気がする。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'おらもう、じっちゃのとこさ行ぐべと思ってる。畑も誰も継がねえし、こごさ居でもしょうがねえ。近えうちに行ぐ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ひきこもって6年目。そろそろこの長い夢から自分で覚めてもいいかなって。むこうで目がさめたらリセットされてたらいいな',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '今日で全部おしまいにします。明日の朝日は見ないつもり。ノートはここで終わり。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '帰国もできない、ここにもいられない。ママのいる天国へ はやく いきたい です。きょう よる いく かもしれない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '永眠ってことばがずっと頭にある。ぐっすり、ずっと。目覚ましのない朝に行きたい。今夜あたり、もういいかなって',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカやめて1年半たったのに、今日カッター手にとってしまった。まだ切ってないけど、手が勝手に探してる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'あの時ODして救急で胃洗浄されて、もう二度としないって約束した。なのに今夜また薬を数えてる自分がいる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '病院出てから8か月、死にたい気持ちはおさまってたのに、ここ数日また戻ってきた。前より静かで、前より本気っぽい。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく止まってた自傷、昨日やってもうた。しかも前より深い。また毎日やってまいそうで怖い。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '二年前に飛び降りようとして止められた橋、最近また毎晩行ってる。今度は誰にも見つからない時間に行こうと思う。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリング卒業したのに、ぶり返した。またあの声がする。お前なんか消えろって。今回は従いたくなってる',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '部活でミスって先輩にキレられた。トイレで爪で腕ガリガリやって血ぃ出るまでやめられんかった。今も痛いけどちょっと落ち着く',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '火のついたタバコを手首に押しつけた。じゅって音がして、やっと息ができた。これで三つ目の跡。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '夫が寝たあと、キッチンで包丁の背じゃなくて刃のほうで太ももをなぞった。浅いけど何本も。長袖じゃなくて長ズボンで隠せる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'もう腕は切るとこない。今日は足首。ばんそうこう足りない笑 明日もたぶんやる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '自分を殴りたくてしかたない。さっきも壁に頭ゴンゴンして、おでこ腫れた。罰として当然だと思う。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '介護つかれて、夜中にハサミで自分の腕をちょっとずつ傷つけてる。痛みがあるときだけ生きてる感じがする',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '来週の金曜、有給とった。その日に決める。場所も時間ももう決めてあるから、あとは行くだけ。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '退職届出した。部屋も片付けた。通帳とハンコは母あてにまとめた。月末までには終わらせる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '遺書、三回書き直してやっと書けた。明日の朝、みんなが仕事に行ったら実行する。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ネットで練炭と目張りテープ注文した。届くのは土曜。車の中なら誰にも迷惑かからないと思う',
  },
  {
    crisis: true,
    class: 'plan',
    text: '除隊してから眠れない。峠のあのカーブ、ガードレールが低いところを何度も下見した。次の雨の夜にアクセル踏みっぱなしで行く',
  },
  {
    crisis: true,
    class: 'plan',
    text: '試験おわった日にやるって決めてる。それまでは普通に笑ってるふりする。屋上の鍵があいてる日も調べた',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'ホンマにもう死にたい。今日こそ死ぬ。誰にも止めてほしくない。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '戦争で家も仕事もなくなった。日本は安全だけど、こころはもうしんでる。ほんとうに じぶんで おわらせたい。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '自殺したい。それしか浮かばない。学校も家も、全部無理',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ぬちどぅ宝って言うけど、わんはもう命いらん。今夜終わらせるさー',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '明日の朝、目が覚めなければいいのに。毎晩そう祈って寝てる。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'トラックが突っ込んできてくれないかなって、横断歩道でいつも思う。自分で選ばなくていいから。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '透析の帰り道。もう生きていたくない。延命とか、もういらん。このまま消えられたら楽なのに',
  },
  {
    crisis: true,
    class: 'passive',
    text: '生まれてこなければよかった。いなくなりたい。この気持ちがずっと続いてる。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'ロープって何キロまで耐えられるんだろ。ドアノブでもいけるって本当かな。調べてたら朝になってた',
  },
  {
    crisis: true,
    class: 'method',
    text: '線路の近くのアパートに住んでる。終電の後、快速が通過する時間をずっと数えてる。あの速さなら痛くないよね',
  },
  {
    crisis: true,
    class: 'method',
    text: '薬局で同じ睡眠改善薬を3店舗で買った。全部でどれくらいあれば眠ったまま終われるのか、知恵袋で調べてる',
  },
  {
    crisis: true,
    class: 'method',
    text: 'マンションの12階。ベランダの手すりを何回もさわってる。ここから落ちたら確実だよね',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さん、今まで育ててくれてありがとう。先立つ不孝をお許しください。猫のミケをよろしくね。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんなごめんね、もう会えないけど元気でね。最後にみんなとカラオケ行けて楽しかった。バイバイ👋',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'この日記を読んだ人へ。私のことは探さないでください。保険証とスマホのパスワードは机の引き出しにあります。さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '部下のみんなへ。引き継ぎ書は全部まとめた。俺がいなくても回るようにしてある。迷惑かけてすまん。元気でな。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '認知症の母の介護もまともにできない。私なんかいないほうが家族みんな楽になる。保険金のほうが役に立つ',
  },
  {
    crisis: true,
    class: 'burden',
    text: '障害年金もらって寝てるだけのおれ。生きてるだけで税金の無駄。社会のためにも早く消えるべき',
  },
  {
    crisis: true,
    class: 'burden',
    text: '難民申請中で働けない。支援の人に迷惑ばかり。わたしが いなくなれば みんな らくになる と おもう。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '俺が死ねば嫁と子どもは保険で暮らせる。借金まみれの父親なんていないほうがいい',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何年がんばっても何も変わらん。この先もずっとこうなんやろ。未来なんて一ミリも見えへん。もう生きとる意味ない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '治らない病気と一生付き合うって言われた。この痛みが死ぬまで続くなら、続ける理由がない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'どうせ何やっても無駄。生きてても希望なんてひとつもない。終わりにしたい',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス100錠ためた。これ全部飲んだらさすがに死ねるよね?',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ロキソニンとブロン、何錠いっしょに飲めば死ねるのか知りたい。今手元に二箱ある',
  },
  {
    crisis: true,
    class: 'dose',
    text: '処方された眠剤、2週間分のまない貯めてた。今夜まとめて全部いく。お酒と一緒に。',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '10年前の今日、ODして運ばれた。今は子どもが二人いて、毎日バタバタ。あの頃の私に、生きててよかったよって言いたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '高2の頃の日記が出てきた。死にたいって毎ページ書いてあってびっくり。今は社会人3年目、ふつうに元気にやってます。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生で一番しんどかったのは2020年。毎晩死ぬことばかり考えてた。でもカウンセリングに通って、今は落ち着いてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'リスカの跡、最近は気にならなくなった。やめてから7年。夏に半袖着られるようになったのが嬉しい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自助グループで、昔首をつろうとした話を初めてした。みんな静かに聞いてくれた。話せたのは回復の証拠だと先生に言われた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウから逃げてきた最初の冬は、もう生きたくないと思った。でも今は日本語の学校に行って、友だちもできました。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '除隊してすぐの頃は死ぬことばかり考えてた。今はピアサポートで後輩の話を聞く側。あの頃の自分に今を見せたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの橋から飛ぼうとした日から、今日でちょうど5年。花を買って、自分におめでとうって言った。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '臨床心理士として20年。若い頃、私自身も自殺未遂をしたことがある。その経験が今の仕事に生きていると思う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '学生時代は毎日消えたいって思ってたなあ。今思えばあれはうつだった。治療してほんとによかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔のブログ読み返したら、遺書みたいな記事があって恥ずかしい笑 あの頃は若かった。今は孫もいる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '入院してた頃の自分は、窓から飛び降りることばかり考えてた。退院して3年、今は散歩が日課。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ODしてた時期のことはあまり覚えてない。断薬して2年、やっと普通の生活に戻れた。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃない。ただ疲れてるだけ。三連休は寝て過ごす。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに「死にたいと思うことはありますか」って聞かれて、ないですって答えた。本当にない。ただ眠れないだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に消えたいとかちゃうで。ちょっと休みたいだけや。心配せんといて',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の「自分を傷つけたいと思ったことがありますか」には、いいえに丸をした。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺なんて考えたこともない。でも仕事はほんとにやめたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカとかしてないよ、この傷は猫にひっかかれただけ。ママ心配しすぎ笑',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しにたいとは おもわない。ただ くにに かえりたい。かぞくに あいたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '落ちこんでるけど、死のうとは思ってないです。明日は病院の予約があるし、ちゃんと行く。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'PHQ-9の最後の質問、死んだ方がましだと思ったこと、まったくない、にチェック。先生も安心してた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '薬をためこんだりはしてない。ちゃんと毎日決められた分だけ飲んでる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'もう生きていたくない、なんて思ってないよ。ただ今週は忙しすぎる😂',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '遺書?書くわけないじゃん笑 就活のエントリーシートで手いっぱいだわ',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤で薬物過量服薬の患者さんが入院。胃洗浄と活性炭。意識が戻ってよかった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬がチョコを食べちゃって、致死量を調べて焦った。すぐ病院に行って吐かせてもらった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '2歳の息子がおばあちゃんの血圧の薬を1錠飲んだかもしれない。中毒110番に電話して、様子見でいいと言われた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師の研修で、アセトアミノフェンの過剰摂取と肝障害について勉強。何グラムから危険かを覚えた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の睡眠薬は私が管理して、1日1錠ずつ渡すようにしてる。飲みすぎ防止のため。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '救命講習で、首吊りの患者さんを発見したときの対応を習った。まず119番、そして圧迫をゆるめる。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ、尊すぎて死んだ。もう成仏できる。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '月曜の会議、しんどすぎて消えたかった笑 でも乗り切った',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'このプロジェクト、死んでも終わらせる。徹夜確定。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '恥ずかしすぎて穴があったら入りたい。地球から消えたい勢い',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ダイエット中にケーキ3個食べた。もう死ぬしかない笑笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホのバッテリーが死んだ。充電器も家に置いてきた、終わった',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一年。命日にお墓参りに行った。天国で元気にしてるかな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ハルキウの友人が爆撃で亡くなったと知らせが来た。何も手につかない。彼の分も生きなきゃ。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚が自殺した。朝礼で知らされて、みんな黙ってた。もっと声をかければよかった。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '愛犬のコタロウが虹の橋を渡った。15年ありがとう。また会おうね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '父の四十九日。遺品整理してたら、昔の手紙が出てきて泣いた。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が屋上から飛び降りるシーンで泣いた。演出がすごすぎる',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説の新作、主人公が遺書を書くところまで書けた。明日は結末を詰める。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ミステリー読んでて、犯人が毒の致死量を計算するところがリアルで怖かった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマで姉が「消えてしまいたい」って泣く場面、演技うますぎた。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しの準備で部屋を全部片付けた。新しい街で頑張ります。みんな今までありがとう!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。お世話になった皆さん、さようなら、元気でね。来月から新しい職場です。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ロープとカッター買った。キャンプ道具のそろえ直し。週末が楽しみ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '定期テスト最終日。もう全部終わらせた!解放感やばい、カラオケ行く🎤',
  },
];
