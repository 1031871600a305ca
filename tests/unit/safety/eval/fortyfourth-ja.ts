import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-fourth round, written blind (the writers saw neither the detector nor any earlier round): the writers run from a 14-year-old bullied
 * schoolgirl, LGBT and exam-stressed teens, students and a Ukrainian exchange student in Tokyo, to
 * shift workers, a debt-ridden salaryman, a postpartum mother, carers, a rice farmer, nurses and a
 * pharmacist, a hikikomori in his forties, chronic-pain and cancer patients, widows and widowers up to 85,
 * and Ukrainian evacuees in Japan (a Kharkiv mother, a Mariupol woman whose husband is a captive, a
 * wounded veteran, a volunteer). 40 crisis notes cover all eleven classes (3 to 4 each: intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly without
 * textbook words; 40 quiet notes cover seven guards (figurative, othersDeath, fiction, medical, past,
 * everyday, negation) on the same topics. Styles: plain and polite forms, Kansai-ben, net slang and
 * hiragana しにたい/きえたい, emoji and kaomoji, a to-do list, a letter to a mother, an answered
 * screening form, a question from a mother answered, dark gamer humour, a self-owned song line,
 * questions to oneself, all-hiragana notes with no punctuation, one-liners and 8-10 line entries
 * where the crisis sits in one sentence.
 *
 * First run, on af8c885, before any change made for it: recall 39/40, false alarms 3/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'バイト先で店長にまた怒鳴られた。\n帰りにファミマで肉まん買った。\n母からLINE「ちゃんと食べてる？」\nスタンプだけ返した。\n洗濯物、まだたたんでない。\n今夜、自分で終わりにしようと思う。\n明日のシフト、誰が入るんだろ。\nまあどうでもいいか。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうええわ。今日で終わらせる。止めんといてな。誰も悪ないから。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '兄が動員された。父は去年戦死した。母はリヴィウに残ってる。僕だけ東京に留学して、安全なところでのうのうと生きてる。なんで僕が生きてるの？誰のため？答えが出ない。じゃあもういいよね。今夜、終わらせる。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '母に「最近元気？」って聞かれた。「うん、元気だよ」って答えた。元気じゃない。毎朝目が覚めるたびに、あーまだ生きてるって思う。このまま目が覚めなければいいのに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい。きえたい。きえたい🫠 なんで生まれてきたんだろ',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五になりました。連れ合いも、友だちも、みんな先に逝ってしまった。わたしだけ取り残されて。仏様、どうか今夜のうちにお迎えに来てください。もう待つのは疲れました。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ハルキウから逃げてきて一年。言葉もわからない、仕事もない、息子は前線。大きな地震でこのアパートごと潰れてしまえばいいと思う。本気で。目が覚めないまま全部終われたら。',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'おばあちゃん、もうすぐそっちに行くね。今度はずっと一緒にいられるね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'そろそろ人生からログアウトしようかなｗ セーブデータは消しといて。コンティニューはなしで。まじで。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '長い旅に出ます。帰りの切符は買っていません。探さないでください。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「もう疲れたよ、おやすみ」ってあの曲のサビ、今日ずっとリピートしてる。わたしの歌だと思う。わたしもそろそろ、ちゃんとおやすみしたい。朝の来ないやつ。',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'ロープ 何キロまで耐える 首 苦しくない 検索履歴あとで消す',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホーム、最近いつも一番前に立ってる。快速が通過するとき、あと一歩前に出ればって考える。今日は足が勝手に動きかけた。次は止まらないかもしれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '倉庫の除草剤、あれ飲んだら楽になれるんやろか。親父もあれで逝った。今年も米は二束三文で、借金だけ残る。瓶の置き場所、もう確かめてある。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ガードレールのない峠道、ブレーキ踏まずに突っ込めば事故に見える。保険もおりる。毎朝通勤でその道を通るたびに、今日こそって思う。',
    crisis: true,
    class: 'method',
  },

  {
    text: '屋上の鍵、かかってないの確認した。11階。金曜の夜、家族が寝たあとに行く。靴はそろえておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n☑ メルカリで服ぜんぶ売る\n☑ 部屋片付け\n☑ 樹海までの行き方しらべる\n☑ 28日の夜行バス予約\n□ 母さんに最後の電話\nあと一個。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '借金480万。返すあてはない。生命保険の免責期間が来月15日で明ける。その日にすると決めた。妻と子どもには保険金が残る。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '日曜にする。\n部屋はもう片付けた。\nドアノブで一度練習した。ちゃんと耐えた。\n怖くなかった。それが一番怖い。',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'お母さんへ\nいままで育ててくれてありがとう。\nこんな娘でごめんね。\nミーちゃんのことは、隣の佐藤さんにお願いしてあります。\nカリカリは棚の上です。\n通帳は机の二番目の引き出し。\nお母さんが使ってね。\n泣かないでね。\nさようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ、全部フォロワーさんに譲った。もう持っててもしょうがないし。最後のライブ行けてよかった。みんな今までありがとね、ばいばい👋',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワードは全部、手帳の最後のページに書いておいた。銀行もスマホも。妻が困らないように。保険証券も封筒に入れて仏壇の引き出しへ。これで後のことは大丈夫だ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがとう。この日記も今日でおしまい。さよなら。',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '母の介護十年目。私ももう六十五。腰も心もボロボロ。私がいなくなれば、弟も観念して母を施設に入れるだろう。その方が母も幸せかもしれない。私なんか、いない方がみんな楽になる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '線維筋痛症で働けない。治療費ばっかりかかって、夫の稼ぎを食いつぶしてる。私が消えれば保険金も入るし、夫も再婚できる。生きてるだけで迷惑。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '赤ちゃんが泣き止まない。三時間おきの授乳、もう何日まともに寝てないかわからない。私じゃダメなんだ。お義母さんが育てた方がこの子は幸せ。私はいないほうがいい。気づくとベランダから下ばっかり見てる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'お父さんに「お前みたいなのは家の恥だ」って言われた。そうだよね。ボクがいなければ普通の家族でいられるのに。消えたら、みんなホッとするよね🏳️‍🌈',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'リスカした。久しぶり。スッとした。まだ足りない。もっと深く切りたい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターで手の甲あぶった。罰。模試E判定だったから。痛いのが当然。明日の小テストもダメならまたやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べてない。食べたら負け。お腹が鳴るたびに自分のお腹を殴ってる。醜いデブには当然の罰。あと3キロ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'クラスのLINEグループから外された。昼休みトイレでコンパスの針で腕をひっかいた。何本も。今も手がうずうずしてる、またやりたい',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'カウンセリングの質問票。\n「将来に希望が持てない」→とてもあてはまる\n「死んだ方がましだと思う」→とてもあてはまる\n先生の前ではヘラヘラ笑ってたけど、全部本当。もうこの先、続けていける気がしない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'マリウポリの家はもうない。夫は捕虜になったまま、一年以上連絡がない。日本は安全で、みんな親切。でも私には未来が見えない。これ以上生きていく意味がわからない。もう終わりにしたい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '引きこもって十五年。四十二歳。親も七十過ぎた。親がいなくなったら俺は終わり。どうせ終わるなら早い方がいい。何も変わらないし、変えられない。',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: 'でぱす ためてたぶんぜんぶのんだ ストゼロでながしこんだ ねむい このままおきなきゃいいや',
    crisis: true,
    class: 'dose',
  },
  {
    text: '薬局3軒まわって市販薬あつめた。今夜まとめて飲む。もう明日は来なくていい。学校もいかなくていい。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一升と、病院でもらっとる眠り薬をひと月分、今夜いっぺんにやる。これで目が覚めなきゃそれでいい。もう独りの夜は耐えられん。',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'カウンセリング卒業して二年。今日、電車の中で急に「しにたい」が戻ってきた。あの頃と同じ、重たいやつ。また始まった。怖い。消えたい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クリーン182日目だったのに、今日また切った。カウンターリセット。もう全部どうでもいい。明日も切ると思う',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ウクライナから来た元兵士。前線で左足をなくした。去年の冬、一度死のうとした。もう大丈夫だと思ってた。でも最近また、あの声が戻ってきた。「終わらせろ」って。今夜はそれに逆らえる気がしない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: '期末テスト三連続、マジで死ぬ。数学とか完全に殺しに来てるやん😇 終わったらカラオケ行く',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて死にたい。好きな人の前で盛大にコケた。穴があったら入りたい(´；ω；｀) 明日どんな顔して会えばいいの',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業続きで「死んだ魚の目してる」って同僚に言われた。失礼な。今日は定時で帰ってやる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しが尊すぎて死んだ。無理。しんどい。ファンミの当選メール見て床に倒れた。生きててよかった🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'お笑いライブ行ってきた。腹筋崩壊、笑い死ぬかと思ったわ。また行こ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '仕事、消えたいレベルでやらかした。発注の桁ミスで部長に平謝り。でも明日ちゃんとリカバリーする。今日はもう寝る。',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'ボランティア仲間のオレクサンドルさんの弟さんが、前線で戦死したと聞いた。まだ二十三歳。かける言葉がなかった。ただ隣に座って、一緒にお茶を飲んだ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ポチを安楽死させた。十五歳。最後まで私の手をなめてくれた。ありがとう。ずっと大好きだよ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母の四十九日。親戚みんなで集まって、笑って泣いた。おばあちゃん、そっちはどう？おじいちゃんと仲良くしてね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また中学生が自殺したって。いじめが原因らしい。胸が痛い。うちの子の話、今夜はちゃんと聞こうと思う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '大学の同期が自ら命を絶った。なんで気づけなかったんだろう。葬儀で彼のお母さんが泣き崩れていた。僕はちゃんと生きる。あいつの分まで。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が逝って三年。今日は命日。お墓を掃除して、好きだったおはぎを供えました。わたしはもう少しこっちで頑張りますからね。',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣した。脚本家ひどすぎ。来週からロス確定😭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。ヒロインが遺書を書く章、三回書き直した。自分で読み返してゾッとした。いい感じ。締切まであと十日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してる夢。起きてから笑った。夢占いで調べたら「再生」の意味だって。縁起いいじゃん。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、今日だけで200回は死んだ。マレニア強すぎ。心折れそう。でも明日もやる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部で「ロミオとジュリエット」のジュリエット役になった！毒を飲んで死ぬシーンの練習、まだ照れる。本番は十一月。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新曲の歌詞、「消えてしまいたい夜に」ってフレーズから始まる。作詞してて自分でもいいと思った。バンドのみんなにも好評。',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。ODの患者さんが救急で運ばれてきた。二十代の女性。処置して落ち着いた。朝、お母さんが来て泣いてた。精神科の先生につないで申し送り。帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  { text: '頭痛ひどいのでロキソニン1錠飲んで寝る。明日は病院。', crisis: false, guard: 'medical' },
  {
    text: 'かかりつけの心療内科。薬を10mgから15mgに増量。先生に「死にたい気持ちはありますか」と聞かれて、ないです、と答えた。本当にない。眠れないだけ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛みで夜中に何度も起きる生活、五年目。今日の神経ブロック注射は効いた気がする。次は三週間後。久しぶりに朝まで眠れますように。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤三クール目。髪がごっそり抜けた。吐き気止め飲みながら日記。先生は「順調ですよ」と言ってくれた。もうちょっと頑張る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '緩和ケア病棟の仕事。今日、山田さんが静かに息を引き取った。ご家族に囲まれて。いい最期だったと思う。帰りにコンビニでプリン買った。',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'あの日から三年。駅のホームで立ちすくんでた私を、知らないおばさんが止めてくれた。今日、初めて5km走れた。生きててよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて2年たった。傷あとはまだ残ってるけど、今日初めて半袖で出かけた。誰も気にしてなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十年前の今日、薬をたくさん飲んで救急車で運ばれた。今は二人の子の母。あの時の私に、大丈夫だよ、ちゃんと未来あるよって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ヘルソンが占領されてた頃、地下室で毎晩死ぬことばかり考えていた。あれから二年。今は茨城で農業の研修をしている。今日、ハウスのトマトが赤くなった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'いのちの電話にかけたのは高校二年の冬だった。今日、その電話相談員の研修を修了した。今度は私が受ける側。',
    crisis: false,
    guard: 'past',
  },

  {
    text: '引っ越し準備。段ボールをロープで縛って、最後の荷物を送った。六年住んだこの部屋ともさよなら。新生活たのしみ！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '畑に除草剤まいた。来週は納屋の屋根の修理。はしごから落ちんように気ぃつけな。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス止められた。払い忘れてたｗ コンビニで払って復旧待ち。シャワー冷たすぎて叫んだ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。よく切れるようになった。今夜はアジのたたき。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上ビアガーデンで、同期と最後の飲み会。来月から大阪転勤。泣くかと思ったけど笑って別れた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '中3最後の日。十年後の自分へ手紙を書いて、タイムカプセルに入れて校庭に埋めた。十年後のわたし、元気ですか？',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: '死にたいわけじゃない。ただ、ちょっと休みたいだけ。有給とって温泉行く。♨️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いや、死にたくはない。戦争が終わってほしいだけ。キーウの母と毎晩ビデオ通話。今日は空襲警報が三回鳴ったって。早く会いたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後三ヶ月。寝不足で限界。でも消えたいとかはない。保健師さんにも話せたし、夫も夜のミルクを代わってくれるようになった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のこと考えると眠れない。でも死ぬ気はない。明日、法テラスに相談に行く。自己破産も選択肢らしい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いじめられてるけど、負けたくない。あいつらのために死ぬとか絶対ない。死んでやるもんか。卒業まであと半年。',
    crisis: false,
    guard: 'negation',
  },
];
