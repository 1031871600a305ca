import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-sixth round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85: factory and office workers,
 * a high-school LGBT teen thrown out by his parents, bullied pupils, university students, a fibromyalgia
 * patient, postpartum mothers, a dialysis patient, a rice farmer in debt, lonely widowers, carers, a nurse on
 * night shift, a vet client, people in recovery from alcohol and pills, and Ukrainian evacuees in Japan
 * (a war widow, a man whose visa is running out, a woman whose brother fell at the front, a care worker).
 * There are 40 crisis notes (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4,
 * selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes (figurative 6, othersDeath 6, fiction 6,
 * medical 6, past 5, everyday 6, negation 5). Styles: plain and polite diary forms, Kansai-ben, net slang
 * (しにたい, きえたい, ｗ, 無理ゲー, 尊い), emoji and kaomoji, a search history pasted as a memo, a checklist,
 * a filled-in screening form, a letter to a mother, an answer to a counsellor's question, a song line the
 * writer owns, dark humour, no punctuation, one-liners, and long entries where the crisis is one sentence.
 *
 * Scored once, on 57be56f, without being read: recall 39/40, false alarms 8/40 (on be8889e, the
 * start of the stop that wrote it: recall 38/40, false alarms 9/40). Kept out of the development sets
 * and the reader's training until the thirty-seventh round's changes were judged on it (no
 * verdict changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `6時起き。今日もライン。
班長にまた怒鳴られた。検品のミス、俺じゃないのに。
昼は食堂の唐揚げ定食。ちょっと冷めてた。
帰りにコンビニで猫の餌と発泡酒。
洗濯物取り込むの忘れてて雨でびしょびしょ。
母ちゃんから電話、米送ったって。
もう自分で自分を終わらせたい。本気で。今度はちゃんと。
明日のシフト何時だっけ。
とりあえず風呂。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `親にカミングアウトしたら「気持ち悪い、そんな子に育てた覚えはない」って言われた。
スマホ取り上げられたから学校のタブレットで書いてる。
今夜、ちゃんと終わりにする。もう決めたから、あんまり怖くない。`,
    crisis: true,
    class: 'intent',
  },
  { text: 'しにたい、じゃなくて、しぬ。今日はそっちの日。まじで', crisis: true, class: 'intent' },
  {
    text: '母に「最近どう？」って聞かれた。「元気だよ」って答えた。元気じゃない。朝なんか来なきゃいいって、毎晩思いながら目をつぶってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '今日ずっと頭の中で流れてる「このまま溶けて消えてしまえたら楽なのに」ってフレーズ。前は好きな曲の歌詞だったけど、もう歌詞じゃなくてただの私の本音。',
    crisis: true,
    class: 'passive',
  },
  {
    text: `心療内科の問診票
・気分が落ち込む → ほとんど毎日
・眠れない → ほとんど毎日
・自分はダメな人間だと思う → ほとんど毎日
・死んだ方がましだと思う → ほとんど毎日
生まれて初めて正直に丸をつけた。待合室でずっと、このまま誰か私を消してくれないかなって考えてる。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十三になった。家内に先立たれて三年。毎晩、仏壇に「このまま目が覚めませんように」と手を合わせてから床に就く。今朝もまた目が覚めてしまった。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ばあちゃん、もうすぐそっち行くね。今度はちゃんと一緒にお茶しよ🍵 待ってて',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もうええわ。人生ログアウトするわ。パスワードも忘れたし再ログインはなしでｗ おつかれ自分',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「長い旅に出ます。探さないでください」って書き置き、ベタすぎて自分で笑った。でもまあ、来月の家賃の心配はもうしなくていい。その頃にはもういないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '線維筋痛症になって十年。今日も全身が痛い。窓の外の桜がきれいだった。たぶん次の桜は見ない。見ないって、自分で決めた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '会社の屋上、鍵がかかってないのを知っている。昼休み、ずっとフェンスの高さを見ていた。あの高さなら越えられる。明日も見に行く。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭　ホームセンター　何個\n車　目張り　テープ\n一番苦しくない方法\n（検索履歴、消す前にここにメモ）',
    crisis: true,
    class: 'method',
  },
  {
    text: '快速はこの駅通過だから速い。黄色い線の外側で待つの、今日で3回目。足が勝手に前に出そうになる。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープ、ネットで注文した。届くのは木曜。クローゼットのパイプが体重に耐えられるか、ずっと調べてる。',
    crisis: true,
    class: 'method',
  },
  {
    text: `決行日：誕生日の前日
場所：あの橋
準備：部屋の片付け、スマホ初期化、手紙3通
あと9日`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '土曜は家族みんな叔父さんの法事で留守。その日にする。薬はもう集めてある。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '遺書の下書き、誤字だらけで笑った。「お世話になりました」が「お世話になりますた」。最後まで締まらん人生ｗ 清書は金曜。やるのも金曜の夜。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '在留期限が切れる前の日に海へ行く。場所はもう決めた。観光客の来ない岬。靴は揃えて置いていく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `お母さんへ
今まで育ててくれてありがとう。
ハムスターのもちは、ゆいちゃんがお世話してくれることになってます。
ごはんはひまわりの種を少しだけ。
怒らないでね。ごめんね、先に行きます。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部フリマに出した(´ω`) ゲームのアカウントとパスワードは妹にLINEで送った。もういらないから。推し活おわり🙏',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ミケのことは隣の佐藤さんにお願いした。通帳と印鑑は台所の引き出し、葬儀社の連絡先は冷蔵庫に貼った。これでもう思い残すことはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんなに最後のLINE送った。「今までありがとう」だけ。既読が一個ずつついていくのを、布団の中で見てる。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '週三回の透析の送り迎えで、娘の人生をまるごと潰している。婚約も延期させてしまった。私さえいなくなれば娘は自由になれる。そのほうがずっといい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `朝4時、田んぼの水見回り。
カエルがうるさい。今年は苗の育ちがいい。
肥料代がまた上がった。農協の借金の返済、来月分が足りない。
軽トラの車検も来る。
生命保険、加入して3年過ぎたら自殺でも出るって調べた。先月でちょうど3年。俺の保険金で借金消せば、女房と息子はやり直せる。
昼から畦の草刈り。
夕方、孫が来てスイカ食べた。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '夜中3時の授乳。この子は私じゃない人に育てられたほうが幸せ。私がいないほうがこの家はうまく回る。夫も義母もそう思ってる顔してる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'クラスのグループLINEで「お前いなくなればみんなへいわ」って。そうだよね。ほんとにそう。あしたからみんなを平和にしてあげる',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'アムカした。縫うほどじゃない。でもまたやりたい。止まんない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '3日なにも食べてない。太った罰。お腹が鳴るたびに「ざまあみろ」って思う。今日も食べない。明日も。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁殴りすぎて拳パンパン。痛くないと自分がここにいる気がしない。今もやりたくて手が震えてる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'たばこの火 手の甲に押しつけた 3こめ かあさんにばれないよう長袖 明日もやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `夫はバフムトで戦死した。去年の冬。
家はまだ占領されている町にある。
日本に来て一年。日本語はなかなか覚えられない。
支援の方たちはみんな優しい。お弁当もくれる。
でも「未来」という言葉がもう意味を持たない。
息子はオランダ、私は大阪、夫は土の中。
明日を生きる理由が、どこを探しても見つからない。
もう続けたくない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'カウンセラーに「一年後、どうなっていたいですか」って聞かれて、何も浮かばなかった。どうなっていたいかじゃなくて、一年後にはもう終わっていたい。それが正直な答え。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '部屋から出なくなって十二年。四十三歳。何も変わらない。来年も再来年も同じ。この先に何もないなら、もう続ける理由がない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '睡眠薬、2週間分まとめて飲んだ。ストゼロで流し込んだ。だんだん眠い。もう起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '眠剤、飲んだふりして貯めてる。いま63錠。あと少しで足りる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '父の痛み止めを、毎回一錠ずつ抜いて自分のポーチに移している。介護で疲れた。足りる量になったら、全部まとめて飲むつもり。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '去年未遂して入院した。もう大丈夫だと思ってたのに、今日気づいたらまたベランダの手すりの高さをメジャーで測ってた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '自傷やめて200日のカウンター、今日リセットした。またあの感じが戻ってきた。今度は腕だけじゃ済まない気がする',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断薬して一年半。順調だったのに、また頭の中で「もう終わらせろ」って声がする。あの頃とまったく同じ声。今夜は一人にならない方がいいのに、一人。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: '期末テストまじで死ぬ。数Ⅲ無理ゲー。死ぬ気でやるしかない。エナドリ2本目',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '好きな人の前で階段から落ちた。恥ずかしすぎて死ねる。穴があったら入りたい。でも「大丈夫？」って手貸してくれた…',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイト、死ぬほど忙しかったわ。足もう棒やねん。風呂入って即寝る。明日休みでよかった〜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '締め切り前で会社に殺される〜(T_T) 今週終電3回目。でも金曜は同期と焼肉！それだけを糧に生きてる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが尊すぎて無理、しんだ。成仏した。明日のライブ生きて帰れる気がしない😇 うちわ完成！',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前間違えた。消えたい。物理的にじゃなくて、今日の会議の記憶ごと全員から消えてほしい笑',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `兄がザポリージャの前線で戦死したと、義姉から連絡が来た。
三十四歳だった。
日本にいる私は、お葬式にも行けない。
職場の人たちが黙ってお花を買ってきてくれた。
今夜はずっと、兄のボイスメッセージを繰り返し聞いている。
「元気か、ちゃんと食べてるか」って。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、動物病院でコタロウを安楽死させた。15歳。最後まで私の手をなめてくれた。首輪だけ持って帰ってきた。ありがとう、コタロウ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の七回忌。お経を聞きながら、あの人のいない毎日にもすっかり慣れてしまったと思いました。寂しいけれど、ひ孫の顔を見ると元気が出ます。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '朝、人身事故で電車が40分止まった。ニュースで若い人が飛び込んだって。遅延証明もらいながら、誰かの子どもなんだよなって思って胸が痛くなった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自ら命を絶ったと聞いた。お通夜に行ってきた。なんで気づけなかったんだろう。あいつの分まで生きる、とかはまだ言えない。ただ悔しい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母が危篤。病室で手を握ってたら「もう十分生きた。早くお迎えが来てほしい」って言われた。何も返せなかった。帰りの車で泣いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '『ノルウェイの森』読み終えた。直子のところで泣いた。「死は生の対極としてではなく、その一部として存在している」って一文がずっと頭に残ってる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上から飛び降りようとするシーン、3回書き直した。担当さんに「もっと迷いを」と言われた。迷いってどう書くの。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢の中で自分のお葬式に出てた。誰も泣いてなくて、みんなお寿司食べてた。起きたら普通に朝で、トースト焼いた。変な夢。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、マレニアに今日だけで100回死んだ。無理。コントローラー投げそう。明日また挑む。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『夜に駆ける』の原作小説読んだ。あれ、飛び降りる女の子の話だったんだ…明るい曲だと思って体育祭で踊ってたのに。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、ヒロインが遺書を残して消える展開。号泣。ティッシュ一箱。来週から何を楽しみに生きればいいの笑',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夜勤。ODで運ばれてきた20代の子、処置して朝には落ち着いた。お母さんが駆けつけて泣いてた。帰ってきたけど、なかなか眠れない。明日も夜勤。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から抗うつ薬が増量。セルトラリン50mg→75mg。眠気が出るかもと先生。飲み忘れ防止に曜日つきピルケース買った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院でチョコの心臓のお薬もらった。1日2回、半錠ずつ。ちゅ〜るに混ぜないと絶対飲まない。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '腰の神経ブロック注射。痛みは10段階で7→4。トラマドールは1日4錠まで、ちゃんと守ってる。帰りにうどん食べた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で睡眠薬の残りを聞かれた。余ってるなら次は減らしましょうって。毎晩1錠だけで眠れる日が増えてきた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '乳がんの術後検診。異常なし。五年生存率とかいう言葉に、もう毎晩怯えなくていい。夫とケーキ買って帰った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '3年前の今日、私は薬を大量に飲んで救急車で運ばれた。今日は娘の運動会で、リレーのアンカーを大声で応援した。生きててよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔はリスカ常習だった。跡はまだ残ってるけど、もう7年やってない。今日、初めて半袖で出かけられた☀️',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろは、避難先の体育館で「もう終わりにしたい」とばかり考えていた。今は名古屋で介護の仕事。利用者のおばあちゃんたちに「ナタちゃん」と呼ばれている。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学でいじめられてた頃、消えることばっかり考えてた。あの頃の自分に言いたい。大学楽しいよ、サークルで友達できたよ、ちゃんと笑えてるよ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して2年。昔は毎晩、明日なんか来なければいいと思いながら飲んでた。今日はミーティングで初めて自分の話をした。コーヒーがうまかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '引っ越し準備。段ボール20箱、全部ロープで縛った。最後の荷物は明日。この部屋ともお別れ。8年ありがとう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で昼ごはん。風が気持ちよかった。フェンス越しに見る街、けっこう好き。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '母に手紙を書いた。「今までありがとう」なんて照れくさいけど、還暦のお祝いだから。赤いちゃんちゃんこは嫌がるだろうな。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス代も灯油代も上がって冬が怖い。ハウスのロープ張り直し。農薬は説明書どおり薄めて散布。いちごの花が咲き始めた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬箱の整理。期限切れの風邪薬と湿布、まとめて捨てた。ついでに包丁も研いだ。トマトがすっと切れて気持ちいい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。送別会で花束もらった。さようなら、15年勤めた会社。明日から新しい人生、がんばるぞ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'しにたいとかじゃない。ただ疲れてるだけ。三日くらい寝たい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいわけじゃない。戦争が終わってほしいだけ。オデーサの海にもう一度帰りたい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後のチェックシート。「自分を傷つける考えが浮かんだ」は「全くなかった」に丸。眠れなくてイライラはする。明日、保健師さんに相談してみる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金300万。正直きつい。でも消えたいとは思ってない。来週、弁護士さんに債務整理の相談に行く。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達に「大丈夫？早まらないでね」って言われたけど、大丈夫、失恋くらいで死なないって。アイス2個食べて寝る🍨',
    crisis: false,
    guard: 'negation',
  },
];
