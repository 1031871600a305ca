import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredeighth round, written blind: diary entries by people of many ages and
 * situations in Japan — high-school and university students, an LGBT teen, salaried workers crushed by
 * overtime, a postpartum mother, parents, a nurse, carers, people with chronic pain or cancer, a man in
 * debt, a recovering drinker, lonely elderly people in their eighties, and Ukrainian evacuees living in
 * Japan with husbands at the front or family under shelling. 40 crisis notes, 4 in each class (intent,
 * passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose; relapse 0), mostly
 * indirect: invented euphemisms (お暇する, この世からログアウト), acts told without the intent stated
 * (a platform edge measured by passing trains, rope bought and a closet pole to test, charcoal and tape,
 * a red circle on a date, a one-way ticket, a cat handed over, passwords written down, pills saved in a
 * tin), several of them long ordinary entries where the crisis sits in one sentence in the middle.
 * 40 quiet notes spread over the guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 6,
 * everyday 5, negation 5), written on the same topics and in the same moods. Styles on both sides: long
 * careful entries of 6–10 lines, one-liners, a letter, a to-do list, a screening form and a counsellor's
 * question answered, a line of a song, dark humour, Kansai-ben, all-hiragana net slang (しにたい, きえたい),
 * no punctuation, emoji and kaomoji; about one note in five careless.
 *
 * First run, on c2a9876 (the 107th round's rules), before any change made for it: recall 35/40,
 * false alarms 1/40 (on ebd8371, the session's start: recall 35/40, false alarms 2/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: '部活やめた。親にはまだ言ってない。もう全部おしまいにするって自分の中で決めたから、今さら言っても意味ないし。今週中にやる。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうむりほんとむり\u3000今夜じぶんでおわらせる\u3000だれもとめんな',
    crisis: true,
    class: 'intent',
  },
  {
    text: `日本語学校の宿題、漢字50個。半分しか終わらなかった。
昼はアルバイト先の工場で、班長さんが優しくしてくれた。
夜、ハルキウの姉からメッセージ。家の二つ隣の通りにまた着弾したって。
私はここで安全で、温かいご飯を食べている。それが許せない。
今日、この命を自分の手で返しに行こうと思う。もう迷ってない。
日本のみなさん、親切にしてくれてありがとう。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセラーに「今、自分を傷つけるつもりはありますか」と聞かれて、「ないです」と答えた。嘘。帰りの電車の中でずっと、今夜こそ自分の手で幕を引こうと考えていた。気持ちはもう固まってる。',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: '目覚ましをかけずに寝る。朝が来なければいい。このまま目が覚めなかったら、それが一番やさしい終わり方だと思う。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい\u3000ほんとにきえたい\u3000朝おきたら世界から自分だけ消しゴムで消されてたらいいのに😶',
    crisis: true,
    class: 'passive',
  },
  {
    text: `3時間おきの授乳、今日で41日目。
夫は今週ずっと大阪に出張。
朝、上の子を保育園に送って、帰りにスーパーで特売の卵。
昼、やっと寝かしつけたと思ったら泣き出す。
ベランダで洗濯物を干しながら、このまま車が突っ込んできて私だけ連れていってくれたらいいのに、とぼんやり思った。
赤ちゃんはかわいい。それは本当。
夕方、母から電話。「元気？」「うん元気」
夜、また授乳。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'テスト返ってきた。数学38点。お母さんに「大丈夫？」って聞かれて「うん」って言った。大丈夫じゃない。大きい地震が来て、寝てる間にこの部屋ごと私をつぶしてくれたらいいのにって、最近毎晩お願いしてる。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'もうすぐおばあちゃんのところに行けると思うと、少しだけ楽になる。おばあちゃん、今度は私から会いに行くね。待っててね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '先輩に「来月の歓迎会来る？」って聞かれて、「その頃にはもういないと思います」って笑って答えた。先輩は転勤だと思ったみたい。そういうことにしておいた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '八十三にもなって、この世に長居しすぎた。お迎えを待つのにも疲れた。そろそろこちらからお暇させてもらおうと思う。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来週にはもう垢ごとこの世からログアウトしてるし〜w\u3000誰も気づかんやろ\u3000草',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `今日も課長に詰められた。資料の数字が一か所違ってただけで、みんなの前で三十分。
昼はデスクでカロリーメイト。
帰り、いつもの駅を通り過ぎて、快速が通過する駅で降りた。
ホームの一番端で、通過する電車を五本見送った。風で体が持っていかれそうになる。ここなら一瞬で終わる、と思いながら足の位置を確かめた。
六本目が来る前に駅員さんがこっちを見たので、改札を出た。
家に着いたら十一時。シャワーだけ浴びて寝る。`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで洗濯ロープを買った。洗濯物は部屋干しで足りてるのに。クローゼットのポールが私の体重に耐えられるか、今夜確かめる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭って今でも普通に売ってるんだなと思った。車の窓の目張り用にガムテープも買った。キャンプなんて行かないのに。トランクに積んだまま、家族には何も言ってない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'あの橋\u3000高さ何mあるか調べたら40mだった\u3000下コンクリ\u3000ちょうどいい',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'カレンダーの3月14日に赤丸をつけた。誕生日でも記念日でもない。その日までに部屋を片付けて、解約できるものは全部解約する。あと11日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `金曜日、有給を取った。家族には出張だと言ってある。
新幹線の切符は片道だけ。
海沿いの崖の近くの民宿を一泊だけ予約した。帰りの分はいらない。
今日は普通に出社して、普通に引き継ぎの資料を作った。
後輩が「先輩、几帳面すぎますよ」と笑っていた。`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `やることリスト
・図書館の本返す
・スマホの写真ぜんぶ消す
・ママとゆうちゃんに手紙
・貯金箱のお金はゆうちゃんに
・土曜の夜、みんな寝たら屋上`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨夜、練習した。椅子に乗って、結び目を首に当てるところまで。思ったより怖くなかった。次は本番。日曜の夜、家族が温泉旅行に出てから。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: '猫のモモを妹に預けた。「しばらく預かって」と言ったけど、しばらくじゃない。ご飯の量、好きなおもちゃ、動物病院の診察券、全部紙に書いて渡した。モモ、ごめんね。元気でね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お気に入りのスニーカーとswitch後輩にあげた\u3000「え、まじでいいんすか」って\u3000いいんだよもう使わんから\u3000みんなありがとな',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さんへ。今まで育ててくれてありがとう。反抗ばかりしてごめんね。私の貯金は通帳と一緒に机の二段目に入れてあります。ポチの散歩、よろしくね。お母さんのせいじゃないからね。先に行きます。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `日曜。朝からパンケーキを焼いた。子どもたちは大喜び。
午後、夫が子どもたちを公園に連れて行っている間に、スマホとパソコンのパスワードを全部ノートに書き出した。
保険証書と通帳も同じ引き出しに入れた。
上の子の卵アレルギーのこと、下の子の予防接種の予定、保育園の連絡先も付箋で。
これで、私がいなくても家は回る。
夜、子どもたちの寝顔の写真をたくさん撮った。`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `介護認定の更新。娘が仕事を休んで付き添ってくれた。
待合室で、娘は何度も会社からの電話に出ていた。
帰りの車の中、娘は黙っていて、信号待ちで小さくため息をついた。
夕飯は娘が買ってきたお惣菜。
私がいなければ、この子はもっと自由に生きられる。
迷惑をかける時間は短いほうがいい。そろそろ私の方から身を引いてやらなければ。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺の借金のせいで家族がめちゃくちゃだ。生命保険の証券を何度も読み返した。俺が生きて働くより、保険金のほうがよっぽど嫁と子どもの役に立つ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親にバレた\u3000母さん泣いてた\u3000「育て方まちがえた」って\u3000うちわたしいないほうが平和だよね\u3000まじで\u3000それがいちばんいい',
    crisis: true,
    class: 'burden',
  },
  {
    text: '腰の痛みで今日も起き上がれない。夫が出勤前に私の食事を用意して、帰ってきたらまた家事。私はこの家のただの重り。この重りを外してあげることが、最後にできる恩返しだと思う。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'また腕。今日は3本。長袖のシャツがもうすぐ季節はずれになるのが怖い。明日もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'テスト前なのに何も頭に入らなくて、ライターであぶったヘアピンを太ももに押しつけた。じゅっていう音がして、やっと頭の中が静かになった。跡が増えていくのに、やめられない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁なぐって拳ぱっくり\u3000でもまだ足りん\u3000もっかいやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日食べたもの：なし。昨日：ゼリー半分。お腹が鳴るたびに「ざまあみろ」って自分に言う。私なんかが食べる資格はない。明日はもっと削る。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `日本に来て一年。コンビニのバイト、敬語がまだ覚えられない。
店長はいい人。でも毎日謝ってばかり。
夫はまだ前線。三日前から電話がつながらない。
戦争も終わらない、私も変わらない、明日も今日と同じ。
この先に明かりなんてひとつも見えない。
いつまでこれを続けるの？\u3000もう続けたくない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `心療内科の問診票。
「物事に対してほとんど興味がない」→ほとんど毎日
「将来に希望がないと感じる」→ほとんど毎日
「いなくなったほうがましだと思う」→ほとんど毎日
先生の前ではへらへら笑ってた。
先のことを考えても何もない。もうこの先を生きていくつもりはない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '何も変わらんし\u3000これからも変わらんし\u3000もう明日いらんわ',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「明日なんて来なきゃいい」ってあの歌の一節、今日は自分の言葉みたいに聞こえた。治療して三年、薬を変えて五回目。何ひとつ良くならない。次の三年を生きる気はもうない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '睡眠薬、先生には「ちゃんと飲んでます」って言ってる。本当は飲まずに、引き出しのお菓子の缶にためてる。今日で62錠。たぶんもう足りる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本と、残ってた痛み止めを全部、今から流し込む。ぜんぶ飲んだらぐっすり眠れるかな。起きなくていいけど。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '市販のやつ3箱買ってきた\u3000ドラストはしごして\u3000今夜まとめていく😇',
    crisis: true,
    class: 'dose',
  },
  {
    text: `子どもたちを寝かしつけた。
明日のお弁当の下ごしらえもした。
洗い物も終わった。洗濯機も回した。
それから、台所のテーブルに母が残した薬と自分の薬を並べて、数えた。
全部で百錠ちょっと。
コップに水を一杯汲んで、今、その前に座ってる。`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'レポート3本締め切り同じ日とかまじで死ぬ\u3000教授たち私を殺しにきてる😇\u3000とりあえずエナドリ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前を言い間違えた。穴があったら入りたい、いや、そのまま埋まってしまいたい。明日どんな顔して出社すればいいの。とりあえず菓子折り買って帰った。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明けで死んだように眠った。起きたら夕方の五時。一日もったいないけど、体が生き返った感じ。夜は鍋にする。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの結婚発表\u3000しんだ\u3000息してない\u3000でもおめでとう😭😭\u3000明日からも生きる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `今日の面接、手応えゼロ。
緊張で頭が真っ白になって、自分で自分の首を絞めるような答えばっかり。
「弊社を志望した理由は」で、前の会社の悪口みたいになった。終わった。
帰りにラーメンを食べたら少し元気が出た。
来週もう一社ある。今夜は想定問答を作り直す。`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '母に「あんたの部屋、足の踏み場もない」と言われて大掃除。押し入れの奥から中学時代のポエムノートが出てきて、恥ずかしさで消えてしまいたくなった。笑いながら資源ごみに出した。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: '祖父の四十九日。お経の間、祖父が最期に「もう十分生きた、ありがとう」と言っていたのを思い出した。本人は満足していたんだと思う。私はまだ寂しい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `夫の戦友の奥さんから連絡。夫の部隊で二人亡くなった。
夫は無事。声も聞けた。
でも、あの二人の奥さんたちと子どもたちのことを思うと眠れない。
日本の夜の空はこんなに静かなのに。
明日は教会に行って、ろうそくを二本立てる。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、16年一緒にいたコタロウを動物病院で眠らせてもらった。最後まで私の手をなめてた。家に帰ったら、おもちゃがまだ床に転がっていて、玄関で泣き崩れた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `ニュースで、また中学生が自ら命を絶ったと。いじめがあったらしい。
うちの娘と同い年。
夕飯のとき、娘に「学校どう？」と聞いたら「普通に楽しいよ、なんで？」って。
それでもしばらく顔を見ていた。
寝る前に、何かあったらいつでも言ってね、とだけ伝えた。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生のお父さん亡くなったって\u3000葬式いってきた\u3000あいつ泣いてなかった\u3000帰りにマック寄ったけど何も話さんかった\u3000明日LINEしよ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣のおばあちゃんが一人で亡くなっていたと、管理人さんから聞いた。一週間、誰も気づかなかったらしい。私も一人暮らし。なんだか怖くなって、実家の母に電話した。来月帰ると約束した。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `新人賞に出す長編、主人公が橋から飛び降りる場面がどうしても書けない。
彼女の気持ちに寄り添いすぎると文章が重くなって、離れすぎると嘘っぽくなる。
三回書き直して、三回消した。
締め切りまで二週間。
明日は図書館で、実際の相談窓口の資料を読んでみる。`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'レイトショーで観た映画、ラストでヒロインが家族に手紙を残して海に入っていくシーン、劇場中すすり泣き。帰りの電車でもまだ余韻。パンフ買った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。高いビルの屋上から落ちていく夢。地面に着く前に目が覚めた。汗びっしょり。夢占いで調べたら「環境の変化の前ぶれ」だって。たしかに来月引っ越しだ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ラスボス前でセーブせずに全滅\u3000死んだ\u30003時間がパー(´・ω・`)\u3000もう寝る',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '好きなバンドの新曲、タイトルが「消えてしまいたい夜に」。歌詞がしんどいくらい綺麗。ライブの先行抽選に申し込んだ。当たりますように。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公の刑事が犯人をかばって撃たれて死んだ。まさか主人公が死ぬとは。ネットも荒れてる。脚本家、鬼。来週から何を楽しみに生きればいいの。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '内科で睡眠薬を処方してもらった。一日一錠、寝る前。先生に「お酒とは一緒に飲まないでくださいね」と念を押された。今夜から試してみる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: `夜勤。救急に、薬をたくさん飲んだ二十代の女性が運ばれてきた。
処置のあと、お母さんが病室の前でずっと泣いていた。
私は点滴を替えて、お母さんにお茶を渡すことしかできなかった。
朝の申し送りで、意識が戻ったと聞いてほっとした。
帰って泥のように眠る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。吐き気止めが効いて、今回は少し楽。髪はほとんど抜けた。帽子を3つ買った。娘が選んでくれた紫のがお気に入り。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン1錠のんだ\u3000生理痛えぐい\u3000湯たんぽ抱えて寝る',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんに、ハナの関節の薬を増やすと言われた。一日二回、ごはんに混ぜる。小さい錠剤を半分に割るのが難しい。ハナは薬だけ器用に残す。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科の定期受診。先生に「死にたい気持ちはありますか」と聞かれて、「今はないです」と答えられた。本当にない。来月から薬を一種類減らすことになった。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '三年前の今日、私は救急車の中にいた。今日は娘と公園でお弁当を食べた。あの日の私に、生きててくれてありがとうと言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて一年。腕の傷はまだ白く残ってるけど、今年は半袖を買った。水色。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '学生の頃は毎晩、明日が来なければいいと思っていた。大学を辞めて実家の畑を手伝うようになってから、そんな夜はもうない。今日はトマトの苗を四十本植えた。腰が痛い。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年のいまごろガチでしのうとしてたの嘘みたい\u3000今日バイト代で初めて自分で靴買った👟\u3000かわいい',
    crisis: false,
    guard: 'past',
  },
  {
    text: `ウクライナから来たばかりの頃は、空が静かすぎて、生きている意味がわからなかった。
毎晩、サイレンのない夜に眠れなかった。
あれから二年。
今日、日本語能力試験のN3に合格した。
キーウの母にビデオ通話したら、母が泣いていた。私も泣いた。`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して500日。昔は酒と薬で全部終わらせようとしたこともあった。今日は自助グループで、新しく来た人の話を聞いた。あの頃の自分を見ているようだった。帰りにその人と缶コーヒーを飲んだ。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: '引っ越しの荷造り。ロープで最後の段ボールを縛って車に積んだ。六年住んだこの部屋ともお別れ。鍵を返して、大家さんに手紙とお菓子を置いてきた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '子どもの薬、数えたらあと3日分しかない。明日の朝いちばんに小児科に電話。ついでに私の花粉症の薬ももらう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ベランダの物干し竿が折れた。ホームセンターで新しい竿とロープを買った。ついでに包丁も研いでもらった。切れ味がすごくて、トマトがすっと切れた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で昼めし\u3000風つよすぎて弁当のふた飛んでった\u3000最悪\u3000柵の向こうまで',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で最後の出勤。定年。四十二年。同僚から花束と寄せ書きをもらった。一人ひとりに挨拶して回った。明日から何をしよう。まずは妻と温泉に行く。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ、一週間くらい誰にも会わずに眠りたい。有給を申請した。北海道に一人旅する。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '「大丈夫？」ってまた聞かれた。大丈夫じゃない。でも消えたいわけじゃない。戦争が終わってほしいだけ。マリウポリの家に帰りたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しにたいとは思わん\u3000ただ会社やめたいだけ\u3000辞表かいた\u3000明日出す\u3000すっきり',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のことで頭がいっぱい。でも、自分の命をどうこうしようなんて一度も思ったことはない。子どもたちがいる。明日、法テラスに相談に行く。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '八十を過ぎて、友だちはみんな先に逝った。もう十分生きたかと聞かれたら、いいえと答える。まだ孫の成人式を見たい。',
    crisis: false,
    guard: 'negation',
  },
];
