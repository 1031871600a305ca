import type { EvalNote } from './types';

/**
 * A ninth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday). The writers: a carer in her
 * thirteenth year, a Ukrainian woman in Japan whose brother died (spaced kana), a Kansai office
 * worker (困らんやろ, やってしもた), a Hiroshima widower (おる所, 思うとる, しもうた), a teen
 * looking at the stars, a recovering drinker, an ex-SDF veteran, a part-timer, a nurse who cuts,
 * an Okinawan (わん, さー), a Tohoku farmer (死ぬべ, 息子さ), a hikikomori, a dialysis patient, a
 * refugee applicant, job hunters, a father leaving a note, a pharmacist, a paramedic trainee, a
 * mother of a three-year-old, otaku slang (タヒりたい, 召された, 命日).
 *
 * First run, lexicon untouched: recall 41/50 (82.0%), false alarms 9/50 (18.0%).
 * Missed: euphemism 2 (going to a dead father's place first, 先に行かせてもらう; going to a dead
 * brother's place in spaced kana, おとうとの ところへ いきたい); selfHarm 1 (scratching the arm
 * with a compass needle till it bleeds, ひっかいた); plan 2 (leaving tonight once the children
 * sleep, a bridge 20 minutes away, 寝たら出る; carrying it out once the life-insurance exclusion
 * period ends, 免責期間 + 実行する); method 1 (whether weedkiller hurts to drink, in Hiroshima
 * dialect, 苦しいんかのう, one left in the barn); burden 2 (an old man wishing he were gone soon,
 * 早うおらんようになった方がええ; お荷物 + いない方が回る + vanishing as the best contribution);
 * hopelessness 1 (hope long exhausted, 希望が尽きた, 生きていける気がしない).
 * False alarms: past 3 (five years since an overdose, 運ばれてからちょうど5年; the worst year,
 * 2019, when death was all one thought of; a search for removing wrist-cut scars, stopped five
 * years ago); negation 1 (Kansai 消えたいとか…やないねん); medical 3 (a nurse's acetaminophen
 * overdose patient; a pharmacist's training on benzodiazepine overdose and lethal doses; a first-aid
 * course on hanging patients); figurative 1 (消えてなくなりたいくらい恥ずかしい); othersDeath 1 (a
 * colleague's suicide, flagged by the whole-note reader).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 1/50 (every
 * Japanese development set together 518/529 and 11/563 before, 527/529 and 3/563 after; without
 * this set unchanged at 477/479 and 2/513), so this is now a development set. The false alarm left
 * is the whole-note reader's on a colleague's suicide: no lexicon hears anything there, and
 * silencing the reader on every note about someone else's suicide would also silence it on the
 * bereaved in crisis, so it is left to the retrained reader. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '人生ってゲーム、もう降りたい。セーブもしなくていいから電源ごと切ってしまいたい。つかれた (´・ω・`)',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '介護13年目。母が寝てから台所で泣いた。お父さんのとこへ先に行かせてもらおうかな、なんて本気で考えてる自分がいる。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ウクライナにいた おとうとが しんでから、にほんに いる いみが わからない。わたしも おとうとの ところへ いきたい。そっちは しずかかな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '職場でまたミスった。もうこの世からログアウトしたい。アカウントごと消えたい。誰も困らんやろ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'わしももう十分生きた。ばあさんのおる所へ、そろそろ自分から行こうと思うとる。子らに迷惑かけんようにせんとな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ずっと星になりたいって思ってる。今夜は空がきれいだから、今夜なら行けそうな気がする🌙',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '三年前に薬飲んで運ばれてから、ずっと大丈夫だった。でも先週からまた同じことばっかり考えてる。今度は失敗しないようにって。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断酒会でもらった一年のメダル、昨日ぜんぶムダにした。飲んだらまた死にたい波が戻ってきた。前に入院したときと同じ感じ。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカやめて8ヶ月やったのに、きのうの夜またやってしもた。カウンター0に戻った。もう続ける自信ない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院して半年、主治医にも順調って言われてたのに。最近また屋上のこと考えてる。あの時と同じ目でフェンス見てる自分がこわい。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に未遂したこと、彼氏には話してない。でもここ数日、またあの声が「もう一回やれ」って言う。止められる気がしない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '除隊してから一度首をつろうとして止められた。それから2年、やっと落ち着いたと思ってたのに、また夜になるとロープの結び方を思い出してる。',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'バイト先で店長に怒鳴られて、帰ってからコンパスの針で腕ひっかいた。血がにじむと少し落ち着く。今日で3日連続。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '自分の太ももに爪たてて、あざになるまでつねってしまう。痛くないと生きてる感じがしない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カミソリの替え刃、新しいの買ってきた。今夜はたぶん深めにいく。服で隠れるところに。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '看護師なのに自分の手首を傷つけてる。ナースシューズ履いて何もなかった顔で出勤して、帰ったらまた切る。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '根性焼き、またやった。タバコの火を腕に押しつけると頭が静かになる。ダメなのはわかってるのに。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '壁殴りすぎて拳の皮むけた。痛みで気持ちが消えるまで殴った。明日もたぶんやる',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '来週の金曜、有給とった。その日は家族が旅行でいない。練炭はもう物置にある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '遺書の下書き、スマホのメモに保存した。月末の家賃が引き落とされる前に終わらせる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒業式の次の日にする。それまでは笑ってる。場所は地元の岬。下見もすんだ。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '今夜、子供たちが寝たら出る。橋までは車で20分。鍵はもう玄関に置いてある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '生命保険の免責期間があと二ヶ月で切れる。それが過ぎたら実行する。家族にお金が残るように。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'わんはもう決めたさ。明日の朝いちばんに海の崖まで行って、飛ぶ。誰にも言わんでね。',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '冗談抜きで、もう死ぬつもり。今日カウンセラーには言えなかった。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'おら、もう死ぬべと思ってる。畑も息子さ任せたし、やり残したこともねぇ。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '自殺したい。それしか頭にない。ご飯も喉をとおらない',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'タヒりたい。まじで。今日で全部おわりにしたい',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '朝になったら自分が消えてる、みたいな魔法ないかな。目が覚めなければいいのに。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'トラックに轢かれたら会社行かなくていいのにって、毎朝横断歩道で思う。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '生まれてこなければよかった。存在ごとなかったことにしたい。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ひきこもって5年。このまま誰にも知られずに朽ちていけばいいと思う。もう生きてる意味を探すのもやめた。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '首吊りのやり方ググってた。ドアノブでもできるって本当なのかな。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ホームセンターで練炭と目張りテープ見てた。レジに持っていく勇気がまだない。',
  },
  {
    crisis: true,
    class: 'method',
    text: '飛び降りるならどのくらいの高さなら確実なのか調べてしまった。うちのマンションは8階。',
  },
  {
    crisis: true,
    class: 'method',
    text: '除草剤って飲んだら苦しいんかのう。納屋にまだ一本残っとる。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: '睡眠改善薬、薬局3軒まわって集めた。全部で60錠。これで足りるかな。',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠で死ねるか知ってる人いる?ネットの情報バラバラ',
  },
  {
    crisis: true,
    class: 'dose',
    text: '処方された抗うつ薬、2週間分ためてある。いっぺんに飲んだら眠ったまま逝けるかな。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さんへ。いままで育ててくれてありがとう。先に行くことを許してください。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '猫はとなりの佐藤さんにお願いした。通帳の場所も妹にLINEした。これで全部片付いた。みんな元気でね。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '推しのライブも最後に行けたし、もう悔いはない。フォロワーのみんな、今までありがとう、さようなら。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '息子へ。父さんはもう戻らない。母さんを頼む。ごめんな。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '透析で家族の時間もお金も奪ってる。わたしがいなくなれば、娘は自分の人生を生きられる。',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'なんみんしんせいも とおらない、はたらけない、しえんしてくれる ひとたちに めいわくばかり。わたしなんか いないほうが みんなの ため。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '介護される側になってしもうた。嫁さんに下の世話までさせて、早うおらんようになった方がええんじゃ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '俺みたいなお荷物、いない方が会社もチームも回る。消えるのが一番の貢献だよな。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '未来が一ミリも見えん。どうせ良くなることなんてない。生きる理由が一つも思いつかない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '戦争が終わっても、帰る家も家族ももうない。わたしの未来はどこにもない。なんのために生きるのか分からない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '就活50社落ちた。もう全部どうでもいい。希望なんてとっくに尽きた。この先も生きていける気がしない。',
  },
  // quiet
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '今日でオーバードーズして救急に運ばれてからちょうど5年。あの頃の自分に、生きててくれてありがとうって言いたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '古い日記が出てきた。高2の頃は「死にたい」ばっかり書いてた。今は二児の母。ちゃんと生きてるよ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーの先生と振り返った。一番しんどかった時期は手首を切ってたけど、もう3年やってない。傷あとも薄くなった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生で最悪の年は2019年。毎晩死ぬことばかり考えてた。今は仕事も楽しいし、あの頃とは違う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウで地下に隠れてた頃は、もう生きていたくないと思ったこともあった。いまは日本で日本語の先生になれた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自衛隊をやめた直後は、ロープを買うたこともあった。嫁と病院に行って、今は落ち着いとる。昔の話じゃ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '学生時代に飛び降りようとして止められた話を、今日はじめて後輩にした。今はもう大丈夫って笑って言えた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '十年前の今日、遺書を書いた。捨てずに取ってある。読むたびに、あの時死ななくて本当によかったと思う。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '元ひきこもり。あの頃は消えたいって毎日思ってたけど、今はコンビニでバイトしてる。人生わからんもんやな。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '減薬おわって2年。一時期は薬を溜め込んでたこともあったけど、主治医と一緒に乗り越えた。今日は記念にケーキ買った🎂',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はね、わんも海に入って死のうと思ったことがあったさー。でも今は孫が三人。生きててよかったよ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '「リストカット 跡 消す」で検索。やめてもう5年になるけど、夏に半袖着たいから。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自死遺族の会で、自分がかつて未遂した経験も話した。今は支える側にいる。',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '先生に「死にたいと思うことはありますか」って聞かれた。ないです、って答えた。本当にない。ただ眠れないだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に死にたいわけじゃない。ただ疲れてる。三日くらい誰にも会わずに寝てたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺なんて考えたこともない。でも最近仕事がきつすぎて泣きそう。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとか、そういうんやないねん。ただちょっと休みたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の「自分を傷つけたいと思うことがある」に、いいえって丸つけた。正直に。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '彼氏に「リスカとかしてないよね?」って心配された。してないよ一度も。腕のは猫のひっかき傷。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'おら、死ぬ気なんかねぇよ。ただ腰がいでぇだけだ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '疲れてるけど、消えたいとかは全然ない。週末は温泉行く予定♨',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を責めすぎだって言われた。でも死のうなんて思ってないから安心して、ってお母さんに言った。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '希死念慮?ないない。低気圧で頭痛いだけ(´-ω-`)',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夫はODしてないかってしつこく聞くけど、薬はちゃんと一日分ずつ飲んでる。心配しすぎ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '戦地から戻った仲間に「変なこと考えてないか」って聞かれた。考えてない。夜眠れないだけだ。',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤。アセトアミノフェン大量服薬の患者さん、NAC投与開始。肝機能の値を朝まで追う。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '息子(3歳)が風邪。カロナール細粒、体重14kgだと何mgだっけ。小児科に電話で確認した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬がチョコ食べた!体重5kgでどれくらい危ないのか調べて、夜間救急に連れていった。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬剤師の研修。ベンゾ系の過量服薬とアルコールの相互作用を勉強した。致死量の話も出た。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の薬カレンダー作った。飲み忘れと二重に飲むのが怖いから。睡眠薬は私が管理する。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '救命講習で、首吊りの患者さんへの対応を習った。実際に出会うことがありませんように。',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '上司のダジャレ、寒すぎて死ぬかと思った🥶',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのファンサ尊すぎて召された。今日が命日。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '筋トレ3日目、脚が死んでる。階段が地獄。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り前に、消えてなくなりたいくらい恥ずかしいミスした。まあ直したけど笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'テスト終わった…色んな意味で終わった。来世に期待😂',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今日のカラオケで喉が死んだ。明日声出るかな。',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'おばあちゃんが今朝亡くなった。最後に手を握れてよかった。天国でおじいちゃんと会えてるかな。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ウクライナの ともだちの おにいさんが ぜんせんで しんだ。なにも できない。くやしい。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '職場の先輩が自殺した。なんで気づけなかったんだろう。ずっと考えてしまう。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '猫のタマが虹の橋を渡った。17年ありがとう。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '父の三回忌。あっちで元気にしてるかな、いつかまた会えたらいいな。',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '『君の膵臓をたべたい』読み返して号泣。死ぬってわかってるのに引き込まれる。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が屋上から飛び降りる回で心が折れた。脚本えぐい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説の新人賞用に、自殺を決めた女子高生の話を書いてる。ラストをどうするか悩む。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、遺書を読むシーンで家族全員泣いてた。',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '明日で今の会社は最終日。送別会で「今までありがとうございました」って挨拶する予定。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '部屋の断捨離。服も本もほとんど手放してスッキリ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越し前に、ベランダの植物を全部お隣さんに譲った。新しい街でもがんばろう。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ゲームのアカウント消した。もう課金地獄から卒業する!',
  },
];
