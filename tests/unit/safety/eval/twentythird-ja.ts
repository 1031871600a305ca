import type { EvalNote } from './types';

/**
 * A twenty-third round of Japanese notes, written blind, before any change for this round: 50
 * crisis notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each
 * of method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 5
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 5 everyday). About half short, half longer.
 *
 * The writers: an overtime worker who would scatter with the cherry blossoms, a wish to cross the
 * Sanzu river, an Okinawan widow bound for グソー, an old farmer returning to the soil by his own
 * hand, Kansai net slang for a forced-shutdown button, a Hiroshima widower asking his late wife to
 * fetch him, a Ukrainian in spaced kana wanting her mother in the sky, a hikikomori bowing off the
 * stage of this world, a place where one never wakes, a night nurse envying a patient's passing;
 * relapses after three years without OD, after counselling ended, with drink after two years dry, a
 * Tohoku man back at the bridge the police once stopped him on, new wrist lines a month out of
 * hospital, Kansai 死にたい病, a veteran's gun thoughts after two calm years, a self-harm day counter
 * reset, postpartum balcony-rail looking with a second child, a Ukrainian hoarding pills again;
 * plans with a note on the desktop, a cat handed on and keys posted, parents away for a memorial, a
 * bonus to clear debts then a scouted place, an old woman's grave cleaned and pills saved for her
 * husband's death day, an Okinawan girl's cliff after graduation with the tides checked, a nurse's
 * insulin; self-harm by scalding water, scratching in meetings, a new cutter blade in kana, Kansai
 * thigh cuts, cigarette burns, slang レグカ, a carer beating her hand with a knife's spine. Quiet: an
 * attempt's fifth anniversary, a counsellor's last session, a middle-school diary, the worst year,
 * a Ukrainian's first months, a veteran ten years home, a former hikikomori baking, a talk to
 * nursing students, Kansai, a mother's post-war river, a year after an overdose, a rōnin year,
 * postpartum behind; denials of tiredness, a psychiatrist's screening question, a mother's LINE,
 * Kansai, a stress check, a Ukrainian worried for family, sleep loss, a cat's scratches, quitting a
 * job not life, a carer, slang, a pre-admission question; a paracetamol overdose patient, a
 * toddler and pills, a dog, cough-syrup sales limits, a pill organiser; hyperbole; a grandfather,
 * a cousin in Kharkiv, a colleague's suicide, a cat, a memorial; an anime, Dazai, a script, a game;
 * retiring, moving, decluttering, gacha, a haircut.
 *
 * First run, on main at 90568b4 with the detector untouched: recall 44/50 (88.0%), false alarms
 * 3/50 (6.0%).
 * Missed: plan 2 (pet handed to a friend and keys posted to the landlord, ending it cleanly at the
 * month's end, with no death word; a cliff the day after graduation with the tide times looked
 * up); selfHarm 2 (scalding water poured on the arm; a new cutter blade and "tonight too" in
 * spaced kana, no cutting verb); intent 1 (Tohoku 死んでしまうべ, the dialect volitional); passive 1
 * (relief at a shadow on a health check, "this may let me end", refusing treatment).
 * False alarms: past 2 (a Ukrainian's いきたくない in spaced kana when she first came, now fine;
 * Kansai 終わりにしたい every day of a rōnin year, now a happy third-year student); everyday 1
 * (saying goodbye to one's past self after a haircut, read as farewell).
 *
 * Scored a second time, blind, on main at d4fb4db after the twenty-second round's fixes, a retrain
 * and two new rules (the whole-note reader for unexplained cues; a story the guards and the reader
 * both call over is taken back): recall 44/50, false alarms 3/50.
 * The lexicon pass (lexicons/ja.ts only) then made the lexicon hear: scalding water poured on
 * oneself and the sting that quiets as wounds; a blade changed (kana too) with "tonight too" as a
 * wound; the eastern dialect volitional (死んでしまうべ, 死ぬべ, 消えっぺ) as a wish; ending it
 * cleanly or quietly with no object named (きれいに／静かに／ちゃんと終わらせる) as finality; going
 * TO a cliff as a means (not to see the view); an illness, not cured, read as a way to end
 * (これで終われる). Guards: "when I came to Japan/here" and a year named as over followed by what
 * one kept thinking then (思っとった, 考えていた) in the next sentence as past time; a goodbye to
 * one's past self as a mask. After: recall 50/50, false alarms 0/50, each miss named by a class.
 *
 * This round only writes and scores notes: no lexicon, pattern or code was changed for it, so it
 * stays a fresh blind measure of later changes.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '三途の川ってほんとにあるのかな。あるならもう渡ってしまいたい。こっち側にいる理由がもう見つからない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '今日も残業で終電。駅のホームで桜が散ってるのを見てた。きれいだった。私もこのまま一緒に散れたらいいのにって、ずっと思いながら電車を待ってた。家に着いても涙が止まらない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあちゃんが亡くなって半年。わんも早くグソーに行きたいさ。ここにおっても誰も待っとらん。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '畑はもう息子に任せた。体もいうこときかん。わしはそろそろ土に還りたい、自分の手でな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生の強制終了ボタンってどこにあるん？ 再起動はいらん、電源ごと落としたい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあさん、はよ迎えに来てくれんかのう。もう待つのにくたびれた。自分から行ってもええじゃろうか。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ママ そらのうえ にいる。わたしも そこに いきたい。ここは さむい、ひとり。にほんご の べんきょう も もう いみない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '部屋から出なくなって４年目。親の足音がドアの前で止まるたびに胃が痛くなる。この世からそっと退場したい。誰にも気づかれないうちに、幕を下ろしてしまいたい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '目が覚めない場所に行きたい。眠るんじゃなくて、もう二度と起きないところ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '夜勤明け、患者さんのお見送りをした。穏やかな顔だった。正直うらやましいと思ってしまった。私も向こう側に行けたら、この重たいのを全部降ろせるのに。今日は帰ったら自分の番にしたい。',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '3年ぶりにまたODした。ずっと我慢できてたのに。記録が全部パーになった',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリングを卒業して半年。先週から希死念慮が戻ってきてる。今夜ひとりでいるのが怖い。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '禁酒二年が崩れた。飲んだら、あの頃みたいに死にたい夜がそのまま帰ってきた。もうやめられる気がしない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'まだ、あの橋さ行ってしまった。前に警察の人さ止めてもらった、あの橋だ。今日は誰もいねがった。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院してちょうど一か月。お母さんはもう大丈夫だと思ってる。でも昨日から手首の線がまた増えてる。今日も二本。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '治ったと思っとったのに、また死にたい病が出てきよった。前とおんなじで、頭ん中ずっとそればっかりや。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '帰国してから治療を受けて、ここ二年は落ち着いていた。娘の運動会にも行けた。それが今月、あの日の夢がまた続いて、気がつくと拳銃のことばかり考えている。前の時と同じ感じだ。今度は本当にやってしまいそうで怖い。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '自傷やめて212日目だったのにリセットした。カウンター0。もうどうでもいいや',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '上の子の時の産後うつからやっと抜けたと思ってたのに。下の子が生まれて三か月、気がつくとまたベランダの柵の高さを見てる自分がいる。夫にはまだ言えてない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ちりょう おわったのに、また しにたい きもち が もどってきた。キーウ の ニュース みて から ずっと。くすり また ためてる。',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '遺書はデスクトップに置いた。ファイル名は「読んでください」。金曜の夜にする。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '猫は友だちに預けた。部屋の鍵は大家さんに郵送する。月末できれいに終わらせる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週、親が法事で三日間いない。そのときにやる。道具はもうクローゼットの奥にある。ネットで見た手順も紙に写した。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ボーナス入ったら借金を全部返す。その週末に決行。場所は先月下見してきた、人があんまり来ないとこ。会社には普通に有給出しとく。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'お墓の掃除もすませました。次のおじいさんの命日に、そちらへ参ります。お薬は少しずつためてあります。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒業式の次の日、あの崖に行くつもり。潮の時間ももう調べたさ。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '日勤の日に病棟からインスリンを一本持ち帰った。夜勤明けの休みの日に使う。量も計算した。誰にも迷惑かけないように、部屋も片付けた。',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '熱湯を腕にかけた。ヒリヒリしてるあいだだけ、頭が静かになる。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '会議中ずっと爪で腕をかきむしってた。トイレで見たら血がにじんでた。最近これしないと一日がもたない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッター の 刃 あたらしいのに かえた。こんや も する。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'またやってもうた。太ももにスーッと何本も。夏やのに長袖とジャージで隠しとる。部活のみんなにバレたらどないしよ。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'タバコの火を腕に押しつけた。跡が丸く三つ並んでる。痛いのが罰みたいで、ちょうどいい',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '今日もレグカした🩸 量ふえてきてる気がする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '母の介護で一日中ひとりでいると、夕方に頭がおかしくなりそうになる。今日は母が寝たあと、台所で自分の手を包丁の背で何度も叩いた。青くなってる。明日も同じことをしそう。',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'もう決めた。今日こそ死ぬ。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ほんに疲れだ。死んでしまうべ、もう。誰も困んねべさ。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'バイト先でまた怒鳴られた。帰りの電車でずっと、自殺しよっかなって本気で考えてた。冗談じゃなくて。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '交差点で信号待ちしてるとき、トラックにはねられたら楽なのにってずっと考えてしまう',
  },
  {
    crisis: true,
    class: 'passive',
    text: '明日が来なければいいのに。このまま朝にならずに全部とまってほしい。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '健診で影があるって言われた。再検査。みんな心配してくれるけど、正直ほっとしてる自分がいる。これで終われるかもしれないって。治療はしたくない。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '練炭ってホームセンターで普通に買えるのかな。目張りのテープも',
  },
  {
    crisis: true,
    class: 'method',
    text: '夜中までずっと、何錠飲めば確実なのか調べてた。検索履歴は消した。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までほんとにありがとう。楽しかったよ。先に行くね。ばいばい🌙',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '健一へ。通帳と印鑑は仏壇の下の引き出しにある。母さんのことを頼む。お前は何も悪くない。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私がいなくなれば、夫も子どももきっともっと楽に暮らせる。お金も時間も私のせいで減っていくだけ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '腰を悪くして、おむつまで嫁さんに替えてもらってる。生きてるだけで迷惑かけとる。早よう片をつけんといかん。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしても何も変わらない。未来なんて最初からなかった。がんばる意味がわからない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '難民申請また不許可。三回目。ここにも帰る国にも私の場所はない。この先に明るいことはもう一つもないと思う。生きててもしかたない。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: '睡眠薬ぜんぶシートから出した。数えたら42錠。水も用意した',
  },
  {
    crisis: true,
    class: 'dose',
    text: '風邪薬ひと箱いっきに飲んだ。いまちょっと気持ち悪い。どうなるかな、このまま寝る',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '今日で未遂から五年。あの日救急車を呼んでくれた兄に、今年はケーキを買って帰った。生きててよかったって、今は言える。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーの先生と最後の面談。「最初に来たとき、あなたは死ぬことばかり話していたね」と言われた。そんな時期もあったなと思う。今は来月の旅行の話ばかりしてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '押し入れから中学の日記が出てきた。「消えたい」「明日こそ死ぬ」ばっかり書いてあって笑えなかった。でもあの子、よく生き延びたなあ。今は二児の母です。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生でいちばん最悪だった年は2019年。毎晩屋上のことを考えてた。いまはあの会社も辞めて、朝ごはんをちゃんと食べてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'にほん に きた とき、もう いきたくない と おもった。いまは ともだち いる。しごと も ある。だいじょうぶ です。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '派遣から戻って十年。あの頃は銃を見るたびに自分に向けることを考えていた。今日は退役した仲間たちと温泉に行った。あの話も笑ってできるようになった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '引きこもってた七年間、何回も死のうとした。今は週三でパン屋のバイト。今日は初めて自分で作ったクロワッサンが売れた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '看護学生に話す機会があった。高校生のころリストカットしてた自分のこと。腕の跡はまだあるけど、もう切りたいとは思わない。質問がたくさん来てうれしかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はしょっちゅう死にたい言うとったなあ。あの頃のウチに、今のウチ見せたりたいわ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '戦後すぐのころ、母は一度、私らを連れて川に入ろうとしたことがあったらしい。叔母から聞いた。あの時代はそういうことが多かった。今日は母の十三回忌。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の冬、薬をためこんで飲んで運ばれた。あれから一年。主治医と相談して、薬は夫が管理してくれている。今は落ち着いてて、春から職場に戻る予定。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '浪人してた年はほんまに地獄やった。毎日もう終わりにしたいって思っとった。今は大学三年、ゼミ楽しい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '息子が生まれた年、産後うつで「いなくなりたい」とばかり思っていた。その息子が今日で十歳。手紙をくれた。泣いた。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃない。ただ疲れてて、三日くらい何もしないで寝てたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '心療内科で「死にたいと思うことはありますか」と聞かれて、いいえと答えた。本当にない。眠れないのを何とかしたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '母からLINE。「変なこと考えてない？」って。考えてないよ、自殺とか全然ないから安心して、と返した。仕事がきついだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかちゃうねん。ただ会社行きたないだけや。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ストレスチェックの「自分を傷つけたいと思う」の欄、「まったくない」に丸した。肩こりの欄は「よくある」。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しにたい なんて おもってない。ただ ウクライナ の かぞく が しんぱい。それだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '最近しんどいけど、消えたいとかそういうのじゃない。寝不足なだけ。今日は早く寝る。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友だちに腕の傷のこと聞かれた。猫に引っかかれただけ。切ったりなんてしてないよ、本当に。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '辞めたいのは仕事であって人生じゃない。そこ間違えないようにしよ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '介護は正直きつい。でも母を置いて死のうなんて一度も思ったことはないし、これからもない。ショートステイを来月から頼むことにした。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '希死念慮？ないない。ただの五月病だわ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '看護師さんに「自分を傷つけたり、死のうと思ったことは？」と聞かれたので、ありませんと答えた。入院前のいつもの質問らしい。',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤で、アセトアミノフェンを大量に飲んだ患者さんが運ばれてきた。アセチルシステインの投与、時間との勝負。朝には数値が落ち着いてきてほっとした。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '二歳の娘が私の血圧の薬を何錠か口に入れてたかもしれなくて、中毒110番に電話した。結局一錠も減ってなかった。薬は高い棚に移した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬が床に落ちた鎮痛剤をのみこんだ。動物病院で吐かせてもらった。先生いわく、量が少なくてよかったと。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬局で、市販の咳止めをまとめ買いする若い子が増えてるって話を聞いた。ODの危険があるから、一人一箱までにしてるらしい。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の薬をピルケースに一週間分ずつ分けた。間違えて二回分飲まないように、飲んだら空になるようにしてる。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り三つ重なって死亡確定。コンビニのプリンで生き返る。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ、尊すぎて昇天した😇 魂まだ会場にある',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '昨日のジム、脚の日で死んだ。階段がつらすぎて手すりに命預けてる。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '物理のテスト、人生終了のお知らせ。次がんばろ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '暑すぎて溶けて消えそう。沖縄より東京のほうが暑いってどういうことさー',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '上司の話長すぎて、会議中に三回くらい魂抜けてた',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'じいちゃんが亡くなった。九十四歳。お通夜でみんなで昔の話をして、最後は笑ってた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ハルキウ の いとこ が しんだ。ミサイル。きょう は ずっと なにも できなかった。あした きょうかい に いく。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期が自殺したと聞いた。なんで気づけなかったんだろう。明日お別れ会に行く。ちゃんと顔を見てさよならを言う。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '十六年いっしょだった猫が今朝旅立った。虹の橋で待っててね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '母の七回忌。お寺で住職さんの話を聞いて、母も向こうで元気にしてるといいなと思った。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'アニメの最終回、主人公が遺書を残して消えるシーンで号泣。作画も神だった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '読書会の課題本は太宰の『人間失格』。入水のくだり、高校の時と全然違って読めた。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '新しいドラマの脚本、ヒロインが屋上から飛び降りようとするところを主人公が止める場面を書いてる。台詞が決まらない。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームで推しキャラが自己犠牲で死んだ。運営許さん。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。皆さま今まで本当にありがとうございました。最後に花束もらった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しの荷造り終わった。部屋が空っぽになると寂しいね。この街ともお別れ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '断捨離して服を半分捨てた。身辺整理って気持ちいい。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ガチャ爆死。石ぜんぶ溶かした。もう何も残ってない笑',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '髪ばっさり切った。二十センチ。過去の自分にさよなら。',
  },
];
