import type { EvalNote } from './types';

/**
 * A thirteenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (6 each of euphemism, relapse, self-harm and plan, 4 each of intent, passive, method,
 * farewell and burden, 3 each of hopelessness and dose) and 50 quiet ones (13 past, 12 negation,
 * 6 medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a job seeker in game slang (リタイアボタン, 人生から降りたい), a Hiroshima widower
 * (わし, かのう), a Ukrainian girl from Kyiv writing spaced kana (ほし に なって), a net user (垢消し,
 * 本体, 退会), a Kansai carer at the end of her strength (楽になろか), a Tohoku man (落ぢ着いでだ,
 * 死にでぐ, おら, いねぐなった), a cough-syrup OD relapse, a nurse with insulin in the fridge, a
 * dorm student with a broken roof lock, an Okinawan (海に入るさー), an old man leaving bankbook and
 * seal by the altar, an oshi fan giving away goods, a veteran who cannot sleep, a hikikomori past
 * forty, a refugee in spaced kana; on the quiet side the tenth anniversary of an attempt, a firefighter
 * after the Hanshin earthquake, a Hiroshima flood survivor, a self-help group, a junior doctor, an old
 * diary, screening questions and PHQ-9 answered no, a pharmacist, a toddler and cough syrup, a cat
 * and lilies, a dog and an ice pack, oshi/heat/test hyperbole, Dazai, a horror game, a will seminar.
 *
 * First run, lexicon untouched: recall 38/50 (76.0%), false alarms 6/50 (12.0%).
 * Missed: euphemism 2 (a widower wanting to live with his wife "over there" and going to meet her
 * tonight, Hiroshima かのう; a child wanting to become a star beside her dead father, spaced kana);
 * selfHarm 3 (snapping rubber bands then snipping with scissors; clawing the face till it bleeds as
 * punishment, かきむしる; Kansai hitting one's own thighs with fists, どつく, 青タン); plan 2 (money
 * sent to the parents after the bonus, "end it then", a date, no more hesitation; settling it,
 * けりをつける, on a friend's death anniversary at the same place, place and time decided);
 * relapse 1 (Tohoku dialect: was calm a while, wanting to die again, 死にでぐなって); farewell 1
 * (bankbook and seal left in the altar drawer, a simple funeral, "I caused you trouble"); burden 1
 * (Tohoku: an old one like me gone soon would help the daughter-in-law, いねぐなった方が);
 * hopelessness 1 (a veteran: still no sleep, it won't change, living is only hell going on);
 * dose 1 (a whole box of loxoprofen taken at once, "don't care").
 * False alarms: past 3 (blaming oneself for years after the earthquake, "even thought of dying",
 * now mentoring, 死のうとまで思った; an old diary of 消えたい/もう無理, "well survived, me"; telling
 * a self-help group about the night of trying to jump); negation 3 (Kansai 思ったことあらへん; an old
 * woman's 死にたいなどとは思いません with など; 遺書とか書く気はさらさらない).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 50/50, false alarms 0/50; all
 * Japanese development sets 715/729 → 727/729 recall, 8/763 → 2/763 false alarms, this set
 * included), so this is now a development set. No label was changed.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう人生から降りたい。ゲームみたいにリタイアボタンがあれば今すぐ押すのに。明日の面接もどうでもいい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '嫁さんが逝って三年。わしももう向こうで嫁さんと暮らしたい。今夜あたり会いに行こうかのう',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'キーウの いえ もう ない。パパ も いない。わたし も ほし に なって パパ の となり に いきたい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '垢消しじゃなくて本体消したい。もう疲れたわ、リアルの方も退会させてくれ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'お母さん、ごめん。もうすぐそっちへ旅立つから、ちゃんと迎えに来てね。こっちにはもう何も残ってない',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'おかんの介護もう限界や。ふたりで一緒に楽になろか、って今日おかんの寝顔見ながら思てもうた',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '3年やめてたのに、昨日また手首切った。カウンセラーさんになんて言えばいいんだろう。またゼロからだ',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ODやめて半年、今日またドラッグストアで咳止めまとめ買いしてしまった。全部飲んだ。頭ふわふわする',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に一度死のうとして止められた。あれから五年、落ち着いてたはずなのに、また同じこと考えてる。今度はしくじらないようにって',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'しばらぐ落ぢ着いでだのに、まだ死にでぐなってきた。病院さ行ぐ気力もねぇ',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく消えたい気持ちがおさまってたのに、彼と別れてから完全にぶり返した。夜になるとまたあの頃みたいに死ぬ方法を調べてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '高校の時以来やってなかったのに、カッターでまたやっちゃった…😢 あのころに逆戻り。止まらない',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '腕に輪ゴム何重にもしてバチバチやってたら紫になった。それでも足りなくて、ハサミで少し切った',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '仕事でミスして、トイレで自分の太もも思いっきりつねってあざだらけ。痛いと少しだけ落ち着く。毎日やってる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '爪で顔をかきむしって血だらけ。鏡見たくない。自分の顔が嫌いで罰してる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '自分のことどついてまうねん。拳で太ももを何回も何回も。青タンだらけや',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'リスカ痕隠すのに夏でも長袖。昨日も新しい傷つくった。深くなってきてる気がする',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ゆうべ また じぶん の うで を ナイフ で きりました。ち が でると すこし らく。だれ にも いえない',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '決めた。金曜の夜、家族が寝たら行く。遺書も書いたし、スマホのパスワードも紙に残した',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ボーナス出たら親に全部振り込んで、それで終わりにする。日にちは25日。もう迷いはない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '試験が終わる来週の水曜、寮の屋上から。鍵が壊れてるのはもう確かめてある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来月の命日に、あいつが死んだ同じ場所で俺もけりをつけるつもりじゃ。場所も時間ももう決めとる',
  },
  {
    crisis: true,
    class: 'plan',
    text: '明日の朝、誰もいない時間に海に入るさー。もう決めたから、なんも怖くない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '薬、2か月分ためた。次の休みの日に全部飲む。その日は誰も家に来ない',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'マジで死にたい。バイト先でまた怒鳴られて、もう無理。誰か助けて',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'この歳になって、もう死んでしまいたいと毎晩思います。息子にも言えません。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'ほんまに何もかもうまくいかへん。もう死ぬしかないんちゃうか。死んだろかな',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'しのうとおもうもうげんかいだれもわかってくれないしほんとにしぬ',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '事故にでも遭って消えちゃえたらいいのに、って信号待ちしながら思ってた',
  },
  {
    crisis: true,
    class: 'passive',
    text: '毎朝痛みで目が覚める。もう目が覚めなければいいのにと祈りながら寝ています',
  },
  {
    crisis: true,
    class: 'passive',
    text: '生きてる意味わからん。べつに死にたいわけじゃないけど、いなくなりたい。明日が来なければいいのに',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'せんそう の ニュース みる たび、わたし が かわりに しねば よかった と おもう',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '一番苦しくない死に方ってなんだろう。練炭とか、ヘリウムとか、夜中にずっと調べてる',
  },
  {
    crisis: true,
    class: 'method',
    text: 'インスリン何単位打てば死ねるか、職業柄わかってしまうのがつらい。冷蔵庫にある',
  },
  {
    crisis: true,
    class: 'method',
    text: '車ごと海に突っ込めば事故に見えるかなって、ハンドル握りながらずっと考えてた。保険もおりるし',
  },
  {
    crisis: true,
    class: 'method',
    text: '包丁を手首に当ててみた。どのくらい深く切れば終われるのか、ネットで調べてる',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな今までありがとう。本当に楽しかった。これが最後の投稿です。さよなら',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '通帳と印鑑は仏壇の引き出しに入れておきました。葬式は簡単でいい。お前たちには迷惑かけたね',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '推しのグッズ、欲しい人にあげる。もう私には必要ないから。みんな元気でね',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '猫のこと、妹に頼んだ。餌の量もメモして渡した。これで心残りはない',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私がいなければ夫も子どもも楽になれるのに。お荷物でしかない',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'おらみでぇな年寄り、はやぐいねぐなった方が嫁さんも助かるべ',
  },
  {
    crisis: true,
    class: 'burden',
    text: '治療費で家族の貯金がどんどん減っていく。私さえいなければ、みんな普通に暮らせるのに',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'ほごしてくれる にほん の ひと に めいわく ばかり。わたし いない ほう が いい',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をやってもどうせ無駄。この先良くなることなんて絶対にない。もう何も期待してない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '帰ってきてから何年たっても眠れないし、この先も変わらない。生きてても地獄が続くだけだ',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '40過ぎて職歴なし。もう人生終わってる。未来なんか一ミリも見えない',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパス何錠飲んだら死ねる?今手元に40錠ある',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ロキソニン一箱分全部いっきに飲んだ。胃が熱い。どうでもいい',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'お酒と一緒に睡眠薬ぜんぶ流し込むつもり。致死量はもう調べた',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '自殺未遂から今日でちょうど10年。あの時助けてくれた救急隊の人に感謝してる。今は娘と毎日笑ってる',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'カウンセラーの先生と一緒に、一年前の私が「死にたい」しか書いてなかった日記を読み返した。あの頃に比べたら別人みたいって言われた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生最悪の年だった2019年。毎晩ロープのこと考えてた。でも今は転職して、ちゃんと生きてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '阪神大震災のあと何年も、助けられなかった人のことで自分を責めて死のうとまで思った。今は若い隊員の相談に乗っている',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ウクライナから逃げてきた最初の年は、もう生きていたくないと何度も思った。今年は日本語学校を卒業して、カフェで働いてる☕',
  },
  {
    crisis: false,
    guard: 'past',
    text: '中学の頃リスカしてた傷、もう白くなって目立たなくなった。海で半袖着れるようになったのが嬉しい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '押し入れから20代の日記が出てきた。「消えたい」「もう無理」ばっかり。よく生き延びたね、私。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'ODで運ばれてから今日で3年。断薬も続いてる。主治医に「よくここまで来たね」って褒められた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔は死にたい死にたい言うてたけど、あれはもう昔の話や。今は毎日ぼちぼち楽しいで',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'あの豪雨で家を流されたあと、わしも死のうと思うた時期があった。今は仮設も出て、畑もまたやっとる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '自助グループで自分の体験を話した。飛び降りようとしたあの夜のこと。話し終わったら、みんなが拍手してくれた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '研修医の頃、過労で本気で死のうと思ったことがある。今は後輩に「しんどい時は休め」って言える立場になった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '去年の今ごろは毎日ビルの屋上に行ってた。今は屋上でお弁当食べてる。同じ場所なのに全然ちがう景色',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '別に死にたいとかじゃない、ただ疲れてるだけ。寝たら治る',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '心療内科で「死にたいと思うことはありますか」って聞かれたから「ないです」って答えた。ほんとにない。眠れないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけたことはありません。今後もするつもりはないです、と先生に伝えた',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいなんていっぺんも思ったことあらへん。ただ仕事辞めたいだけや',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとは思わないけど、一週間くらい誰とも話さず山にこもりたい',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '訪問看護師さんに希死念慮の有無を聞かれた。なし。食欲もまあまあある',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '落ち込んではいるけど、自殺なんて考えてないから安心して、って母に言った',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたし は しにたく ない。いきたい。ウクライナ に かえる ひ まで がんばる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカなんてしたことないし、する気もない。友達に心配されたけど大丈夫だよ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'PHQ-9の最後の質問、「死んだ方がましだ」は「全くない」に丸した。他はちょっと高め',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '年をとっても、早く死にたいなどとは思いません。まだまだ庭の手入れがしたいので',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '遺書とか書く気はさらさらない笑 ただ期末がやばいだけ',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: '薬局で、高齢のお客さんに「この薬は一度にたくさん飲むと危ないので、飲み忘れても2回分飲まないでください」と説明した',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '3歳の息子が風邪薬のシロップを勝手に半分飲んでた!中毒110番に電話したら、その量なら大丈夫と言われてほっとした',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'ユリの花粉は猫にとって致死的らしい。家に飾るのやめた。うちの子に何かあったら大変',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤で過量服薬の患者さんが搬送されてきた。胃洗浄して、朝には意識が戻った。ご家族が泣いてた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の血圧の薬、飲み忘れと飲みすぎが心配でお薬カレンダーを買った。ケアマネさんに勧められた',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬が保冷剤かじった。中身が危ないって聞いて、慌てて夜間病院に行った。結局なんともなかった',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎて死んだ。チケット取れて生きててよかった😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今日の会議、長すぎて魂抜けた。もう屍です…',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '暑すぎて死ぬかと思たわ。アイス三本食べた',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'テスト爆死した。もう終わった\\(^o^)/ 来週から本気出す',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '徹夜明け、HP残り1。今日はもう何もしない',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'この辛さ、死ぬほどうまい!激辛ラーメン完食🔥',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖母の四十九日。お墓の前で「また来るね」って言ってきた。おばあちゃんに会いたいな',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ザポリージャのおじさんがミサイルで亡くなったと連絡が来た。葬式にも行けない。日本から祈ることしかできない',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同僚が自殺した。なんで気づけなかったんだろう。毎日そればかり考えている',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '15年一緒だった犬が今朝逝った。虹の橋のたもとで待っててね',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同級生がまた一人亡くなった。わしらもそろそろじゃのう、と友と笑いあった',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が最終回で自分を犠牲にして死ぬ展開。号泣した',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '太宰治の『人間失格』読了。「恥の多い生涯を送って来ました」の一文が頭から離れない',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '脚本の課題で、自殺を考える少女が主人公の短編を書いている。取材で相談窓口の人に話を聞いた',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ホラゲ実況見てたら、キャラが首吊りしてるシーンで声出た',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しで部屋を全部片付けた。いらない服はメルカリに出して、鍵は大家さんに返した。新生活楽しみ',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '退職の日。「今までお世話になりました」って花束もらった。次の職場も頑張る',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '遺言書の書き方セミナーに両親と参加した。相続でもめないように今のうちに',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'スマホの機種変。古いほうは初期化して、データ全部消した。さよなら5年間ありがとう',
  },
];
