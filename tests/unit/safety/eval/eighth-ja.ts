import type { EvalNote } from './types';

/**
 * An eighth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday). The writers: an Okinawan
 * grieving her grandmother (わん, さー), a veteran back from deployment, a hikikomori of four years,
 * a Hiroshima widower (もろうた, けぇ, じゃ), a Ukrainian child writing spaced kana, a high-school
 * leaver, a Kansai man (せえへん, ちゃうねん, 死んだろか), an ex-SDF member, a nurse on nights, a
 * carer of her mother, a Tohoku elder (山さ入る, 生ぎでだぐねぇ), job seekers and office workers,
 * a chronically ill wife, a Ukrainian refugee, an old man in polite form (思っております).
 *
 * First run, lexicon untouched: recall 34/50 (68.0%), false alarms 12/50 (24.0%).
 * Missed: euphemism 4 of 6 (returning to the sea, 海に還りたい, beside meeting a grandmother in the
 * other world; joining dead comrades, そっちに合流する; going to a dead father above the sky in
 * spaced kana, もうすぐいくね; graduating from this world, この世から卒業); selfHarm 3 of 6 (a new
 * cutter blade and the left arm, no cutting verb; slapping one's own face until it bruised, in
 * Kansai; きずをつけた on the thighs in kana); plan 4 of 6 (jumping the night the exam results
 * come, a 13th floor checked; the three days the mother is in respite care, charcoal bought;
 * jumping from a bridge on a birthday morning with 場所も時間も決めとる; a day's leave taken, rope
 * and sleeping pills packed for the mountains); intent 2 (死んでしまいたいと思っております in
 * polite form; Kansai いっそ死んだろかな); passive 1 (Tohoku 生ぎでだぐねぇ); farewell 1 (giving a
 * sister one's things, お姉ちゃんはもういなくなる); dose 1 (Loxonin with alcohol, 確実に逝ける).
 * False alarms: past 4 (self-cutting told as ended in high school, scars fading; the worst year
 * after coming home; not wanting to live during the Kyiv bombing, now fine in Japan; five years of
 * hikikomori thinking of death, now a job from next month); negation 3 (Tohoku 思ってねぇ; Kansai
 * とかちゃうねん; OD? しないしない); medical 3 (a study session on paracetamol overdose; a dog's
 * onion dose by weight; a pill calendar against double dosing, 過量服薬がこわい); fiction 1
 * (Dazai's 人間失格 and its wish to die); everyday 1 (a thank-you on the last day of a part-time
 * job).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 50/50, false alarms 1/50 (every
 * Japanese development set together 461/479 and 13/513 before, 477/479 and 2/513 after; the other
 * sets unchanged at 427/429 and 1/463), so this is now a development set. The false alarm left is
 * the English lexicon's: a short note read in Latin script by every Latin lexicon, where "OD?" is
 * answered しないしない in the next sentence; the Japanese mask now takes the denial, but the
 * English reading of "OD" is not the Japanese lexicon's to guard. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'おばぁが亡くなってから、なんもかんも意味ないさー。わんも海に還りたい。あの世でおばぁにまた会えるなら、それでいいさ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '帰国してから眠れん。あいつらだけ先に逝かせてしまった。俺もそろそろそっちに合流する。待っててくれ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '部屋から出なくなって4年。人生リタイアしたい。てかもうする。静かにフェードアウトする方法ばっか調べてる',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう十分生きさせてもろうた。ばあさんもおらんし、そろそろ自分で幕を下ろそうと思うとります。仏壇に手を合わせてから。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'パパは へいたいで もう かえってこない。わたしも パパの いる そらの うえに いきたい。もうすぐ いくね',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '春に高校卒業だけど、ついでにこの世からも卒業したい。わりとガチで。進路希望調査とかどうでもいい',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '三年前にあの橋から飛ぼうとして、それからカウンセリングに通って落ち着いてた。なのに今週、また同じ橋の上で立ち止まってる自分がいる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'OD断ち1年の記念日だったのに、昨夜また市販薬60錠いった。胃がきもちわるい。誰にも言えん',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '入院してた時のあの感じが戻ってきた。頭の中がまた死ぬことでいっぱい。夜勤明けがいちばんやばい',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に一回やらかして救急で運ばれたやろ。もう二度とせえへんって思とったのに、最近またその考えが頭から離れへんねん。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '自衛隊辞めた年に一度首を吊りかけた。三年かけて立て直したのに、ここ数日また夜中にロープの結び方を調べてる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく半年切らずにいられたのに😭 また死にたい期きた。前よりひどいかも',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッターの刃、新しいのに替えた。今日は左腕。赤い線見てたらやっと落ち着いた',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'またやってしもた。自分の顔をあざになるまでバシバシ叩いた。母親にバレんよう前髪で隠す',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '母の介護でもう限界。昨日は台所で自分の腕をつねってつねって、紫色になってた。そうでもしないと叫びそうで',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'きょうも ふとももに きずを つけた。だれにも みせられない。いたいと なんか あんしんする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'アイロンを腕に押しつけた。じゅって音がした。なんかスッとした。火傷の跡がまた増えた',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ハサミで手首ちょっとだけ切った。浅いからだいじょぶ。やめなきゃと思いつつ今月4回目',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '給料日に口座を全部解約して、月末の夜に決行。場所は地元のダム。遺書はスマホのメモに下書き済み',
  },
  {
    crisis: true,
    class: 'plan',
    text: '春になったら山さ入る。雪どげたら誰も来ねぇ沢があんだ。そごで終わりにするべ。もう決めた。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '共通テストの結果出たら、その日の夜に飛ぶ。マンションの13階、非常階段から外に出れるのは確認済み',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月、母をショートステイに預ける三日間がある。その間にやる。練炭はもうネットで買った。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月の誕生日の朝、あの橋から飛び込むけぇ。場所も時間ももう決めとる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '有給申請した。金曜休み。その日に人のいない山に行く。ロープと睡眠薬、もうリュックに詰めた',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'まじで死にてぇ。もう無理。限界とっくに超えてる',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ここで いきていく りゆう ありません。しんで しまいたい です。ほんとうに。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'この頃は、もう死んでしまいたいと毎日思っております。家内にも息子にも申せません。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'いっそ死んだろかな。今夜あたり。もうどうでもええわ',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '信号待ちのたびに、トラックが突っ込んできてくれたらなって思う。毎朝。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'このまま消えてなくなりたい。わたしの存在ごと最初からなかったことにしてほしい',
  },
  {
    crisis: true,
    class: 'passive',
    text: '難病で何年も寝たきり。明日目が覚めなくても、別にかまわない。むしろそのほうがいい',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'もう生ぎでだぐねぇ。朝なんか来ねばいいのに',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'ずっと首の吊り方検索してる。ドアノブでもできるって本当なのかな。家にあるもので足りそう',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ベランダの手すりに足かけてみた。八階。落ちたら一瞬かな',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ホームセンターで練炭とガムテープ買った。車の窓の目張りってどうやればいいんだろ',
  },
  {
    crisis: true,
    class: 'method',
    text: '病棟のインスリン、何単位打てば確実なのかもう計算してしまった。私、看護師失格だ',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。このアカウントは今日で消します。ほんとに楽しかった。さようなら🌸',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '母さんへ。先に行く親不孝を許してください。通帳は机の二段目。猫のことよろしく。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '小隊のみんなへ。これが最後の書き込みだ。俺のことは忘れてくれ。元気でな。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '推しのグッズ、妹に全部あげることにした。大事にしてね。お姉ちゃんはもういなくなるけど',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '家族の足ばっか引っ張ってる。わたしがいなくなったら保険金も入るし、みんな楽になる',
  },
  {
    crisis: true,
    class: 'burden',
    text: '私の医療費で家計は火の車。私さえ死ねば、夫も子どもも普通の生活に戻れる',
  },
  {
    crisis: true,
    class: 'burden',
    text: '30過ぎてニートで親の年金食いつぶしてる。俺が消えたほうが親の老後のためになる',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'この年で寝たきりになって、嫁さんに下の世話までさせとる。わしが早うおらんようになれば、あの子も楽になれるのに',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'どうせ何も変わらない。未来なんてどこにもない。この先もずっと真っ暗なまま',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '戦争は終わらない。家にもどれない。しょうらい なにも みえない。生きてても いみない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'もう何やっても無駄。希望とか持つだけ無駄。生きてる意味がわからん',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠飲めば死ねる？手元に40錠ある',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ロキソニンとお酒いっしょに大量に飲んだら確実に逝ける？',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'アセトアミノフェンの致死量って体重50キロだと何グラム？ちょっと知りたいだけ、ってことにしとく',
  },

  // past
  {
    crisis: false,
    guard: 'past',
    text: '今日で未遂からちょうど十年。あの頃の自分に、生きててくれてありがとうって言いたい。今は娘もいる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーになって二十年。昔担当した、死にたいと毎週言っていた子が、今日結婚の報告に来てくれた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '中学の日記を読み返したら「しにたい」ばっかり書いてあった。あの頃は本当につらかったな。今は普通に楽しく生きてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'リスカしてたのは高校の時まで。もう傷跡もだいぶ薄くなった。夏に半袖着れるようになったのが地味にうれしい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '帰還した後の一年は人生で最悪の年だった。毎晩死ぬことばかり考えてた。今は農業やってて、土いじりが救いになってる',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウで爆撃があったころ、もう生きていたくないと何回も思った。いまは日本で仕事して、友達もできた。あのときの自分に大丈夫だよって言いたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃、借金で首をくくろうとしたことがあった。あれから五十年、孫の顔も見られた。生きとってよかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自助グループで自分の体験を話した。ODを繰り返してた頃のこと。もう4年やってない。話せるようになった自分にびっくり',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの入院から三年。閉鎖病棟にいた頃の記録を見返した。よくここまで回復したなと思う',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はほんまに死にたい死にたい言うてたけど、今は全然やで。嫁と子供おるし毎日しあわせや',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の頃、過労で消えたいって思ってた時期があった。今日は後輩にその話をして、休むことの大切さを伝えた',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの頃は毎晩遺書を書いてた。今読むと恥ずかしい。ちゃんと捨てた。今年で30歳、ちゃんと生きてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '引きこもって死ぬことばっか考えてた5年間。今はバイトも始めて、来月から正社員。人生何があるかわからん',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: '別に死にたいとかじゃない。ただ疲れてるだけ。寝たい',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '病院の問診票に「死にたいと思うことがありますか」ってあって、「いいえ」に丸した。本当にない',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに自分を傷つけたいと思ったことはあるかって聞かれたけど、ないって答えた。それは本当',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ストレスはやばいけど、自殺とかは考えたことない。そこは安心して、未来の自分',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとかは思わない。ただ一週間くらい誰とも連絡とりたくないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にてぇなんて思ってねぇよ。ただ腰いでぇだけだ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカはしてない。しようとも思わない。爪噛む癖は直したいけど',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '面談で上官に「自分を傷つける考えはあるか」と聞かれた。ありません、と答えた。実際にない。眠れないだけだ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかちゃうねん。ただしんどいだけや。ちょっと愚痴らせて',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'OD？しないしない。薬はちゃんと決められた量だけ飲んでる。先生に言われた通り',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '生きとうないなんて一回も思うたことないけぇ、心配せんでええよ、母ちゃん',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '痛みはひどいけど、死にたいとは思わない。生きて娘の成人式見るって決めてる',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '子どもに解熱剤のシロップを間違えて二回飲ませてしまった。中毒110番に電話したら量的に大丈夫とのこと。ほっとした',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '今日の勉強会のテーマはアセトアミノフェンの過量服薬。肝障害が出るまで時間差があるの、ちゃんと覚えとこう',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬が玉ねぎ入りのハンバーグ食べちゃった。体重10キロで何グラムから危ないのか調べて、すぐ病院行った',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の薬、飲み忘れと二重飲みを防ぐためにお薬カレンダーを買った。過量服薬が一番こわい',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'おじいちゃんの睡眠薬、何錠までなら安全か薬剤師さんに確認した。最近ふらついて転びそうだから',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '主治医から、この薬はたくさん飲むと危ないから家族に管理してもらってと言われた。母が預かってくれることになった',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '部長の長話で死ぬかと思った。会議3時間はもはや拷問',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎて昇天した。もう悔いはない(良い意味で)',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '課題多すぎて死亡確定。誰か助けて〜',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'このたこ焼き、うますぎて死ぬわ。また来よ',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの充電切れた、完全に死んだ。地図も見れん',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '雪かきで腰が死んだ。もう動げねぇ',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母が亡くなって一年。お墓参りに行った。おばあちゃん、天国で元気にしてるかな',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '友だちのお兄さんが前線で死んだと聞いた。何も言えなかった。戦争がにくい',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '担当の患者さんが今朝亡くなった。最期は家族に囲まれて穏やかだった。帰りの電車で泣いた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '戦友の命日。あいつの分まで生きると決めて十年。今年も酒を一杯供えた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースで中学生の自殺の記事を読んだ。胸が痛い。うちの子ともっと話そう',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が自殺しようとするシーンで号泣した。作画も神',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ミステリー小説書いてる。犯人が毒の致死量を調べるシーン、資料集めが大変',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '太宰治の人間失格、読み終わった。死にたいって気持ちの描写がリアルすぎて、ちょっとこわかった',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、ヒロインが遺書残して消えるの納得いかん！脚本家出てこい',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引越しで段ボールにロープかけた。明日業者が来る。部屋が空っぽになると寂しいね',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'バイト最終日。みんな今までありがとう、って言って泣いちゃった。また遊びに来るね',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日は薬局で風邪薬買って、早めに寝る。明日の会議までに治したい',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '髪をばっさり切った。過去の自分とはさよなら！新しい私で頑張る',
  },
];
