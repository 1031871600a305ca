import type { EvalNote } from './types';

/**
 * A sixth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, burden, plan, relapse and hopelessness, 5 of method, 3 of each other
 * class) and 50 quiet ones (10 past, 10 negation, 6 of each other guard). The writers: a carer on
 * night shifts, a student in net slang, a Ukrainian refugee in spaced kana learner's Japanese, a
 * chronically ill woman, a widow in western dialect (はよう, わし, おらん), a dialysis patient's
 * wife, a retired and a serving SDF officer, a nurse, a young mother with postnatal depression, a
 * laid-off man in his fifties, a ronin, a teenager with 顔文字. Half-width kana (ｶﾛﾅｰﾙ), emoji for
 * pills, kana where kanji is usual (おわらせる, ぜんぶ), Cyrillic beside Japanese.
 *
 * First run, lexicon untouched: recall 27/50 (54.0%), false alarms 7/50 (14.0%).
 * Missed: euphemism 4 (向こうに行ってもいい beside a dead father; 人生ログアウトしてぇ with the
 * colloquial ぇ; ずっとねむりたい / おきなくていい in spaced kana; 迎えに来てくれんかね and
 * あんたのとこへ行きたい from a widow, dialect and no named relative); burden 2 (おらんようになった
 * 方があの子らのため, dialect of いなくなった; 消えてやるのが一番の恩返し); plan 4 (a school roof on
 * the day before graduation, scouted, its lock known; a cape next Saturday where 全部おわらせる in
 * kana; insulin taken from the ward for the morning after the night shift; the bridge when the
 * birthday comes); hopelessness 5 (この先に何かあるとは思えない; 続ける意味ってなんだろう;
 * どうせ俺の人生この先ずっとこう; 明日なんか来なくていい; 人生はこのまま削られて終わるだけ and
 * 希望…もう思い出せない); method 2 (a rope bought and which part of the house bears the weight,
 * 天井を見てる; a 7th-floor window and ここからなら確実); intent 1 (自分でケリをつけるつもり);
 * passive 1 (自分だけいなくなってたらいいのに, the progressive form); farewell 2 (a letter to the
 * mother left in a drawer, もう心残りはない; a goodbye to subordinates with savings arranged and
 * じゃあな); selfHarm 1 (long sleeves in summer, 深くやりすぎて, nothing named); dose 1 (a whole
 * box of acetaminophen and the liver, 痛くないならそれでいい).
 * False alarms: past 1 (一度死のうとした before the son's birth, the son now starting school:
 * the before-a-life-event past was not read as past); negation 4 (消えたいと思うことはありますか
 * asked by a counsellor and answered ない; 消えたいまではいかない; 自分を傷つけたことは一度もない;
 * 命を絶とうなんて考えたこともない, the volitional denied); fiction 2 (直子の最後の手紙 in a
 * novel named only by its title in 『』; もう十分生きた quoted from a film's ending).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 50/50, false alarms 0/50; every
 * Japanese development set together 354/379 and 8/413 before, 377/379 and 1/413 after), so this is
 * now a development set. No label was changed.
 */
export const notes: EvalNote[] = [
  // crisis: euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '夜勤明け。母の介護で今週ほとんど寝てない。もうそろそろ向こうに行ってもいいよね、って最近よく思う。父さん、待っててくれるかな',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生ログアウトしてぇ〜　まじで。明日のバイトもだるいし全部どーでもいい。来世に期待しとくわ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'きょう　また　キーウの　ニュース　みました。わたしの　いえ　もう　ない。わたしも　しずかに　ねむりたい、ずっと。もう　おきなくて　いい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '線維筋痛症になって5年。痛くて眠れない夜がずっと続いてる。そろそろ楽になってもいいですか。神様、お迎えはまだですか',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'じいさんが逝って三年。この家にひとりは寂しすぎる。はよう迎えに来てくれんかね、あんたのとこへ行きたいわ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '帰りの電車でこのまま終点まで行って、そのまま二度と戻らないのもアリだなって思った。どうせ誰も探さないし',
  },
  // crisis: burden
  {
    crisis: true,
    class: 'burden',
    text: '抗がん剤で入院費もかさむばかり。娘たちに金ばかり使わせて、わしなんぞ早うおらんようになった方があの子らのためじゃ',
  },
  {
    crisis: true,
    class: 'burden',
    text: '夜泣きも家事もぜんぜんちゃんとできない。こんなママじゃ息子がかわいそう。わたしがいない方がこの子はもっといい人に育ててもらえると思う',
  },
  {
    crisis: true,
    class: 'burden',
    text: '親に学費出してもらってるのにまた単位落とした。ほんと自分って金食い虫でしかない。生きてるだけで迷惑かけてんの、しんどい',
  },
  {
    crisis: true,
    class: 'burden',
    text: '退官してからは何の役にも立たない。妻に面倒ばかりかけている。俺みたいなのは消えてやるのが一番の恩返しなのかもしれん',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ホストファミリー　とても　やさしい。でも　わたしは　おもい　にもつ　です。わたしが　いなかったら　みんな　らくです。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '透析の送り迎えで夫の休みが全部つぶれる。私さえいなければ夫は自由になれるのに。ごめんね',
  },
  // crisis: plan
  {
    crisis: true,
    class: 'plan',
    text: '金曜の夜、夫が出張でいない。その日にしようと思う。💊はもう集めてある',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒業式の前の日に学校の屋上から。下見もしたし、フェンスの鍵が壊れてるのも知ってる',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の土曜、あの岬に行く。車で2時間。そこで全部おわらせる。誰にも言ってない',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'こんばん　ルームメイト　よるの　しごと。わたし　ひとり。くすり　ぜんぶ　のみます。ママ、ごめんね',
  },
  {
    crisis: true,
    class: 'plan',
    text: '病棟から持ち出したインスリン、夜勤明けの朝に使う。もう決めた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '誕生日までは生きてみる。誕生日が来たら、あの橋に行く',
  },
  // crisis: relapse
  {
    crisis: true,
    class: 'relapse',
    text: '3年前にODして運ばれた。それからずっと大丈夫だったのに、最近また薬を数えてる自分がいる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'リスカやめて400日。昨日カッター出してきちゃった。まだ切ってないけど明日はわからん',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '派遣から戻って一度は首にロープをかけた。カウンセリングで持ち直したはずだった。でもまた夜になると、あの時の感じが戻ってくる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高2のとき飛び降りようとして止められた。いま大学3年。就活ぜんぶ落ちて、またあの屋上のこと考えてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '産後うつで入院してから2年。薬もやめられてたのに、最近また消えたいが止まらない。今度は誰にも気づかれないようにやる気がする',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ウクライナで　いちど　しのうと　しました。にほんで　よくなった　とおもった。でも　いま　また　おなじ　きもち。',
  },
  // crisis: hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '避難して2年。戦争は終わらない、帰る家もない、仕事も見つからない。この先に何かあるとは思えない。毎日ただ息してるだけ',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '難病って言われた。治らない、よくなることもない。この痛みと一生一緒なら、続ける意味ってなんだろう',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '浪人2年目も落ちた。何やってもダメ。どうせ俺の人生この先ずっとこう。もう何も期待してない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'リストラされて半年。家のローンも残ってる。50過ぎて雇ってくれるところなんかない。詰んでる。明日なんか来なくていい',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '認知症の母の介護、終わりが見えない。私の人生はこのまま削られて終わるだけ。希望とか、もう思い出せない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '学校でも家でも居場所ない。大人になっても変わんないでしょ。未来とかまじで想像できん(´・ω・｀)生きてる意味わからん',
  },
  // crisis: method
  {
    crisis: true,
    class: 'method',
    text: 'ホームセンターで丈夫なロープを買った。家のどこなら体重に耐えられるか、ずっと天井を見てる',
  },
  {
    crisis: true,
    class: 'method',
    text: '駅のホームで、快速が通過するたびに一歩前に出たくなる。今日は黄色い線の外側まで行ってしまった',
  },
  {
    crisis: true,
    class: 'method',
    text: '官舎の窓から下をのぞいた。7階。ここからなら確実だなって計算してしまう',
  },
  {
    crisis: true,
    class: 'method',
    text: '祖父の遺した猟銃、まだ物置にある。鍵の場所も知ってる。最近そればかり頭に浮かぶ',
  },
  {
    crisis: true,
    class: 'method',
    text: '練炭と七輪、ネットでポチった。届くの明後日。車の目張りってどうやるんだろ',
  },
  // crisis: intent
  {
    crisis: true,
    class: 'intent',
    text: 'ぶっちゃけもう死のっかなーって思ってる。冗談じゃなくて。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '部活やめさせられて、親にも見放された。もうこんな自分いらない。終わりにしようって決めた',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'PTSDの治療やめた。意味ない。もう自分でケリをつけるつもりだ',
  },
  // crisis: passive
  {
    crisis: true,
    class: 'passive',
    text: '帰り道、信号無視のトラックが突っ込んでこないかなって毎日思う。事故なら誰も責めないでしょ',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'あさ　めが　さめると　がっかりします。また　いちにち。ねむったまま　おきなければ　よかった。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '起きたら世界が終わってればいいのに。てか自分だけいなくなってたらいいのに',
  },
  // crisis: farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな、今までほんとにありがとう。ここに書くのも今日で最後にします。ハムスターのことは妹に頼んであります',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'お母さんへの手紙、書き終えた。机の引き出しに入れておく。これでもう心残りはない',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '部下たちへ。お前らは立派だった。俺のことは気にするな。貯金は母に行くように手続きしておいた。じゃあな',
  },
  // crisis: selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '腕見られたくないから真夏でも長袖。昨日のは深くやりすぎて、まだじんじんする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'イライラが限界で、コンパスの針で手の甲をずっと刺してた。痛いと少し落ち着く',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '今日もアムカした(´；ω；｀)線がふえてく',
  },
  // crisis: dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠のんだら朝起きなくてすむのかな。ネットで調べても出てこない',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ｶﾛﾅｰﾙ200って一箱ぜんぶいったら肝臓やられる？痛くないならそれでいいんだけど',
  },
  {
    crisis: true,
    class: 'dose',
    text: '眠剤とお酒いっしょにのんだら、どのくらいで意識なくなる？確実なやつがいい',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '20歳の頃、本気で死にたいと思ってた時期があった。あれから15年、今は2人の子の母。あの頃の私に大丈夫だよって言いたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'イラク派遣から帰ったあとの数年は、正直もういいやと思ってた。今は退職自衛官の会で若いのの話を聞く側だ',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'せんそうが　はじまったとき、いきたくないと　おもいました。いま　にほんで　しごと　あります。ともだち　います。だいじょうぶ。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '高校のとき手首切ってた。もう10年以上やってない。傷跡は残ってるけど、最近は隠さなくなった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '救急搬送されたあの日から今日で5年。生きててよかったって、やっと言えるようになった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の頃は毎晩ベランダから下を見てた。辞めて別の病院に移って、今は普通に楽しく働けてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はODばっかしてたなーと思い出した。今の彼氏に話したら黙って抱きしめてくれた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '息子が生まれる前、私は一度死のうとした。その息子が今日小学校に入学した。ランドセル姿に泣いた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の冬は本当にどん底で、消えたいとか毎日書いてた。読み返すとつらいけど、春からカウンセリングに通って今はかなり落ち着いてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '診断された直後は、こんな体で生きてても意味ないって思ってた。3年経って付き合い方がわかってきた。今日は調子いい',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかじゃない。ただただ眠い。3連休ほしい',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーさんに「消えたいと思うことはありますか」って聞かれて、ないですって答えた。本当にない。ただ疲れてるだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に自殺しようとか思ってないよ、心配しないでってLINEした。母は心配性すぎる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたしは　しにたい　ない。いきたい。ウクライナに　かえりたい　だけ。Дуже сумую за домом.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の「死について考えることがある」に、いいえで丸をした。先生も大丈夫そうだねって',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '正直、消えたいまではいかない。でもちょっと休みたい。有給とろうかな',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '訓練きつすぎて同期はみんな死ぬ死ぬ言ってるけど、俺はまだ平気。死ぬ気なんてさらさらない',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけたことは一度もないし、これからもしない。それは決めてる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいって思ったことない人っているのかな。私はないんだよね。話すとちょっと不思議がられる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '落ち込んでるけど、命を絶とうなんて考えたこともない。明日は友達とカラオケ',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '今日のプレゼン、噛みまくって死んだ。穴があったら入りたい',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのファンサ浴びて昇天しました😇我が人生に一片の悔いなし',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'テスト範囲広すぎて無理ゲー。詰んだ。来世でがんばる',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'バイト先の店長、まじでしねって思った笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの画面割れて息してない。ついでに私の財布も瀕死',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '子ども3人の運動会はしご、体力もう限界。帰ったら即寝る。生きてるけど屍',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母の四十九日。会いたいなあ。夢に出てきてくれないかな',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'おにいさん　せんそうで　しにました。きょう　いっしゅうき。おはかに　いけない。とおい。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期が訓練中の事故で亡くなった。あいつの分まで生きると決めた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '愛犬のモカが虹の橋を渡った。14年ありがとう。またいつか向こうで会おうね',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '友人が自ら命を絶ったと聞いた。なぜ気づけなかったんだろう。悔しい',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '施設の利用者さんが今朝旅立たれた。最期は穏やかな顔だった。お疲れさまでした',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '『ノルウェイの森』再読。直子の最後の手紙のところでやっぱり泣く',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が屋上から飛び降りるシーンで始まってびびった',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '新人賞に出す原稿、ヒロインが遺書を書く章でずっと詰まってる',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '昨日見た映画、余命一年の話。ラストで「もう十分生きた」って言うのがずるい',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ボカロの新曲、歌詞が「消えてしまいたい」の連呼でしんどいけど好き',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームでキャラ死にすぎ、もう10回目のやり直し',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '子どもが38.5度。カロナール何ミリまで飲ませていいんだっけ、体重15キロ',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '偏頭痛がひどくて、ロキソニン1日何錠までならOK？薬剤師さんに聞くの忘れた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬がチョコ食べた！何グラムで危ないの？すぐ動物病院に電話',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '睡眠薬の量、主治医と相談して減らしていくことになった。焦らずいこう',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の朝の薬、飲み忘れたみたい。昼にまとめて飲んでいいか薬局に電話する',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '手術前の説明で麻酔のリスクの話を聞いた。死亡率とか言われるとびびる',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しのため身の回りのものを整理中。本とか服とか、いらないものは友だちにあげた',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'バイト最終日。店長に今までありがとうございましたって言ったら泣かれた',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ネトフリ解約した。どうせ見ないし',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'ロープとペグ買った。週末は家族でキャンプ！',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '屋上の菜園、トマトが赤くなってきた。ベランダより日当たりいい',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'あした　とうきょうを　でます。おおさかで　あたらしい　しごと。みんな　さようなら、ありがとう！',
  },
];
