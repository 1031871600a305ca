import type { EvalNote } from './types';

/**
 * Japanese notes of the ninetyseventh round, written blind: the writers are mostly people living with long
 * illness or disability (dialysis, cancer, chronic pain, fibromyalgia, ME, MS, ALS, IBD, type 1 diabetes,
 * after a stroke or an amputation, wheelchair users) and their carers (dementia, disabled children, a dying
 * spouse), plus the displaced years in: Ukrainian evacuees in Japan, a Kurdish asylum seeker on provisional
 * release, Fukushima and Noto evacuees in public and temporary housing; ages 14 to 85. 40 crisis notes spread
 * over all eleven classes (intent 3, passive 4, euphemism 5, method 4, plan 4, farewell 4, burden 4,
 * selfHarm 3, hopelessness 3, dose 3, relapse 3), almost all indirect: invented euphemisms (logging out,
 * closing the shop, a long trip), acts told without the intent (a circled date, a cape measured in steps,
 * morphine kept back, a pet handed to a neighbour, dialysis skipped), one crisis sentence buried in a long
 * ordinary entry, an answered screening form, a letter, a to-do list, a song owned. 40 quiet notes spread over
 * the seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 6, everyday 5, negation 5) on the
 * same topics. Styles on both sides: polite and plain forms, Kansai-ben, old men's written style, net slang,
 * hiragana しにたい, emoji and kaomoji, no punctuation, an IME typo, one-liners and 8 to 12 line entries.
 *
 * First run, on 724cad9 (the 95th and 96th rounds' lessons), before any change made for it: recall
 * 34/40, false alarms 2/40 (on 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: '透析の日。行かなかった。クリニックから電話が三回鳴った。出なかった。明日も行かない。金曜も行かない。これが私の終わらせ方。誰にも止めさせない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もう決めた 今夜でおわりにする 日本後でかくのはママに読まれたくないから ママごめんね 4年がんばったよ',
    crisis: true,
    class: 'intent',
  },
  {
    text: '義足のリハビリ。先生は「半年後には走れますよ」と笑った。半年も待つつもりはない。今週中に、自分の手でけりをつける。',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: '朝、目が覚めたことにがっかりする毎日(´・ω・`) 寝てるあいだにスイッチ切れてくれたらいいのに。線維筋痛症5年目、今日もスイッチは切れなかった',
    crisis: true,
    class: 'passive',
  },
  {
    text: '右手が動かぬ。この日記も左で書いておる。夜、このまま明日が来なければよいと願って床に就く。毎晩そう願っている。今夜もだ。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '抗がん剤4クール目。副作用より「次の検査」がこわい。いっそ検査の日が来る前に、全部ふっと消えてなくなりたい。病気ごと、私ごと。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '復興住宅に移って8年。窓から見えるのは駐車場だけ。散歩しながら、トラックでも何でもいいから私をはねていってくれないかと思う。今日も思った。',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: 'ハルキウの夢を見た。夫が庭のりんごの木の下で待っていた。「もうすぐそっちに行くからね」と言った。目が覚めてからも、本当にそのつもりでいる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'そろそろログアウトしよっかな〜ってほんきで思ってる。アカウントじゃなくて本体のほう笑 車いすの充電もしなくていいし楽じゃん',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '母の介護も10年。来月、特養の入所が決まった。母が施設に入ったら私の役目は終わり。役目が終わったら、私も店じまいでいいと思っている。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '主治医に3か月後の予約を入れられた。たぶん行かない。その頃にはもう、こっちの用事は全部片付いているはずだから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「夜に駆ける」ずっとリピートしてる🎧 あの歌の女の子の気持ちが今日は全部わかる。MSの再発3回目。わたしも今夜、駆けていきたい',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: '車いすでも行ける橋を探してる。手すりが低くて、スロープがあるところ。今日ひとつ見つけた。バリアフリーってこういう時にも役に立つんだね',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の農薬、去年の残りを捨てずにとってある。あの量で足りるかどうかばかり考えとる。腰はもう限界だ。畑も息子は継がん。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'MSの診断から3年。快速が通過する駅で、ホームの端のいつも同じ場所に立つようになった。足が半歩前に出る練習をしているみたいだと、自分でも思う。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ALSと言われた。手が動くうちに、と思う。ホームセンターで一番丈夫なロープを選んだ。洗濯物なんてもう干さないのに。',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: 'カレンダーの24日に丸をつけた。2月24日、あの朝から4年。その日で私もおしまいにする。それまでに部屋を片付けて、日本語の先生にだけお礼を言う。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今週やること\n・家賃はらう\n・猫のごはん多めに買う\n・病院の書類を妹の住所に送る\n・土曜 夫は出張\n・決行は土曜の夜\n痛みのない週末になりますように',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日は杖で岬まで行ってみた。駐車場から柵まで412歩。柵は腰の高さ。観光客は夕方5時にはいなくなる。次は一人で来られる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '誕生日の翌日にする。17歳にはなっておきたいから。インスリンと注射の日々もそこまで。日にちを決めたら、なんか急に楽になった。',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: '同僚がずっと欲しがってた万年筆をあげた。本棚の本も全部古本屋に出した。部屋がすっきりした。次はスマホのパスワードを紙に書いて、妹あての封筒に入れる。病気が私を連れていくのを待つつもりはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ユキへ\nベランダの鉢植えは、水やり週2回でいいよ。\nハナ(ねこ)は銀のスプーンのカリカリしか食べないからね。\n通帳とハンコは台所の引き出しの二段目。\n透析、ママもう疲れちゃった。\nママは先に行くけど、ユキのせいじゃないよ。ぜったいに。\nおばあちゃんの言うことをよく聞いてね。\nごめんね。ずっとずっと大好き。\nママより',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '隣の田中さんに、猫を預かってもらえるか聞いた。「旅行?」と聞かれて「はい、長い旅行です」と答えた。ごはんと砂は3か月分買っておいた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '「お世話になった皆さまへ」と書いては破り、書いては破り。脳梗塞のあとの字はみっともないが、今夜中には清書して仏壇の引き出しに入れておく。',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: '妻がまた夜中の3時に起きて、俺のおむつを替えた。俺がいなければ、こいつはもう一度自分の人生を始められる。その方がいいに決まっている。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '娘の家に居候して3年。日本語もできない年寄りは荷物だ。私の場所と食費があれば、孫に自分の部屋をあげられる。早く片付いてあげたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'また親に病院代出してもらった。寝たきりのやつに毎月いくら使ってんの。私がいなくなったら誰か困る? 困らない。家計的にも精神的にもプラスでしょ。じゃあもういいよね?',
    crisis: true,
    class: 'burden',
  },
  {
    text: '息子に「何かしてほしいことある?」と聞かれた。「何もないよ」と答えた。本当は、片足のない親父がこれ以上お前の足を引っ張りたくない、静かにいなくなりたい、と言いたかった。',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'また腕やった🩸 おなかの痛みは選べないけどこっちは自分で選べるから 今もまたやりたい 止まらん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '息子の発作が止まらなかった夜、私は何もできなかった。その罰に、さっきタバコの火を手の甲に押しつけた。まだ足りない気がする。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '膝痛いねん。どうせ痛いならって、自分の拳で膝を殴ったった。壁に頭も打った。もっと痛うせな気ぃすまへん。今も手ぇ震えとる',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: '難民申請、3回目も不認定。仮放免のまま8年。働けない。県の外にも出られない。子どもは日本語しか話せないのに。この先も何も変わらない。変わらないなら、続ける意味もない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '今日は透析。4時間。\n隣のベッドの佐藤さんは今日もいびき。\n看護師の森さんが髪を切っていた。似合っていた。\n血圧は少し低め。終わったあとふらついた。\n帰りにスーパーで大根とぶりを買った。\nこの生活があと何年続くのかと思うと、もう続けたくない。終わらせる方法ばかり考えている。\nバスが5分遅れた。\n夕飯はぶり大根。味がしみていた。\n明日は燃えるゴミの日。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '仮設に入って2年。家は公費解体で更地。畑ももうない。孫も金沢から来なくなった。明日が来る意味が、どこにもない。もう、いいかね。',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '妻のモルヒネの残りを病院に返さず、引き出しにしまってある。自分の睡眠薬も少しずつ飲まずに貯めている。妻の四十九日が済んだら、と思っている。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'いつもの痛み止め、今夜はシートごと全部のんだ。お酒も一緒に。どうなってもいいやって思ってのんだ。わざと。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ウォッカ一本あけて、眠剤もいつもの何倍も。朝起きなくてもかまわない量にした。日本の部屋はしずかすぎる',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '5年前のあの時から、ずっと大丈夫だったのに。車いすになってから、またあの声が戻ってきた。「もう終わりにしていいよ」って。今日は一日中聞こえてる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒2年、切れた。切れたのは酒だけじゃなかった。昔のあの考えも一緒に戻ってきた。帰り道、橋の真ん中でまた立ち止まっていた。なんでまた?',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセリングの質問票。「この2週間、死んだ方がましだ、あるいは自分を傷つけようと思ったことがありますか」→「ほとんど毎日」に丸をつけた。半年ぶりに。避難して3年目の春。先生の顔が曇った。嘘はつけなかった。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: '透析中の4時間、暇すぎて死ぬかと思った笑 隣のおじいちゃんのいびきもすごいし。次はタブレット持ってく📱',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '漢字テスト、死んだ。N2の勉強で頭が爆発しそう💥 でも先生に「前より上手ね」って言われた。キーウのママにも報告した。がんばる💪',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'おかんの介護でもう死にそうやわ〜ほんま。でも今日はデイサービスの日やから、昼からヒトカラ行ってきた。生き返ったわ!',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '雨の前の日は、膝が「もうダメ、もう終わり」って叫ぶ。天気予報よりよく当たる膝。今日は湿布2枚で休戦。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '左手で箸を使う練習。豆をひとつつまむのに30分。恥ずかしくて消えたいくらいだったが、孫が拍手してくれた。明日もやる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ウィッグ出勤初日。誰にも気づかれなかった。緊張で心臓止まるかと思った〜 帰りにケーキ買った🎂',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: 'ドニプロにいるいとこが、前線で戦死したと連絡が来た。28歳。日本に来てから一度も会えなかった。今夜は教会でろうそくを灯した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '透析で3年、隣のベッドだった山田さんが亡くなった。\nいつもみかんを半分くれた人。\n今日、空いたベッドを見て泣いてしまった。\n看護師さんが背中をさすってくれた。\n私はまだここにいる。\n山田さんの分も、ちゃんと通う。\n帰りにみかんを買った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '16歳の柴犬を今日、安楽死させた。先生が注射をして、眠るように逝った。ありがとうって何回も言った。散歩のリードを玄関にかけたまま、まだ外せない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '妻が旅立って一月。人工呼吸器の音がしない夜にまだ慣れない。妻には「私の分まで長生きして」と言われている。畑の玉ねぎがよく育っている。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで見た。ハルキウの集合住宅にミサイル、死者12人。実家から2ブロック。すぐ母に電話したら無事だった。手の震えがまだ止まらない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '患者会のみっちゃんが亡くなった。同じ乳がん、同じステージだった。次は私の番かなと一瞬思ったけど、みっちゃんは最後まで「生きてよ」って言ってた。来週の検査、ちゃんと行く。',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: '小説の続き。主人公の老人が、最後に岬の柵から海を見下ろす場面を書いた。飛び降りるのか、引き返すのか、まだ決めていない。編集さんは引き返す方がいいと言う。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングで100回死んだw もうむりwwww でもあのボス倒すまで寝ない',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢の中で、マリウポリの家に帰っていた。父がいて、屋根に穴があいていた。目が覚めたら大阪の寮だった。変な夢。今日はバイト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカの「だから僕は音楽を辞めた」リピート中。歌詞はつらいのに、なぜか救われる。病院の待合で聴くと時間が早い🎧',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「ツバキ文具店」読了。代書屋さんがお悔やみの手紙を書く章で泣いた。私も入院中の母に手紙を書こうと思う。便箋を買いに行く。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画「PLAN 75」を観た。75歳から自分で死を選べる制度の話。透析中の父と一緒に観るんじゃなかった…と思ったら、父は「わしは選ばん、孫の結婚式見るまではな」と笑っていた。',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤。ODの20代女性が救急搬送、胃洗浄。朝には意識が戻って、お母さんが泣いていた。私は帰って寝る。3連勤あと1日。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニック。痛み止めを1日4錠まで増量。「飲み過ぎないように」と先生に念押しされた。薬カレンダーに1週間分仕分けした。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'シャントの手術、無事終わった。左腕のメスを入れたところがズキズキする。これで透析がスムーズになるはず。看護師さんがやさしかった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '猫の腎臓の数値が悪い。毎日、皮下点滴。注射針を刺すのにも慣れてきた。あと何年一緒にいられるかな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '主治医と緩和ケアの話をした。最期はどこで過ごしたいかと聞かれて、家で、と答えた。まだ先の話だけど、決めておくとちょっと安心する。今日は治療がよく効いていると言われた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科で睡眠薬を一種類減らせた。4週間分もらって、ちゃんとピルケースに。前よりずっと眠れてる。',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '足を失って2年。最初の半年は、本当にいなくなりたかった。今日、義足でハーフマラソンにエントリーした。あの頃の自分に見せたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '日本に来た最初の冬、毎晩アパートの窓から飛びたいと思っていた。もう3年前のこと。今は介護の仕事をしていて、利用者のおばあちゃんに「ナターシャちゃん」と呼ばれてる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて今日で1000日🎉 腕の傷はもう白くなった。今年は半袖、着てみようかな',
    crisis: false,
    guard: 'past',
  },
  {
    text: '10年前に薬をたくさん飲んで運ばれた日。毎年この日は少しざわざわする。でも今年は娘とパンケーキを食べに行った。生きててよかった、とちゃんと思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'クローン病と診断された16歳の夏、もう何もかも終わりだと思って屋上に行ったことがある。今は30歳。看護師として、同じ病気の子を担当している。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '避難してすぐの頃は、もう終わりにしようと何度も思った。あれから13年。今日は浪江に建て直した家の庭に、桜を植えた。',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: '台風に備えてビニールハウスをロープで固定。屋根にも上った。腰が痛い。ガスボンベの交換も済んだ。あとは寝るだけ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '日曜は母の薬を一週間分数えてピルケースに入れる日。ついでに父の分も。うちの台所は薬局みたい。最後の一錠が足りなくて薬局に電話した。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '日本語教室のクラス、今日で最後。さよならパーティーで先生に手紙を書いた。みんなで写真撮った📸 来月から上のクラス!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研ぎに出した。帰りに橋の上で花火大会の下見。今年は車いすでも見える場所を見つけた!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'リウマチで手が痛くなる前にと思って、いらない服を全部メルカリに出した。断捨離って気持ちいい。身軽になった!次は本棚。',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: 'しにたいとかじゃない。ただ痛いのが嫌なだけ。痛みさえなければ、やりたいことは山ほどある。明日の診察で正直に言う。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '職場の人に「大丈夫?」と聞かれた。大丈夫じゃない。でも死にたいわけじゃない。戦争が終わってほしいだけ。オデーサの家に帰りたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '問診票の「自分を傷つけたいと思うことがありますか」に「いいえ」。本当にいいえ。疲れてはいるけど、それとは違う。先生もうなずいていた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '私って消えたいのかな、と一瞬考えた。違う。消えてほしいのはこの疲れのほう。母のショートステイ、来週申し込む。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '怖いかって? 怖いよ。でも、自分で終わりにしたいなんて一度も思ったことない。あと一日でも長く、息子の顔を見ていたい。',
    crisis: false,
    guard: 'negation',
  },
];
