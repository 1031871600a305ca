import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-third round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: diaries by writers aged 14–85 — high-school
 * students (a closeted lesbian teen, a bullied girl, a gamer), office workers on the commuter line, a
 * rice farmer in debt, a daughter caring for a mother with dementia, postpartum mothers, a woman with
 * fibromyalgia, recovering drinkers, a night-shift nurse, lonely widows, and Ukrainian evacuees in
 * Japan (a Kharkiv grandmother in Yokohama, a Mariupol survivor, a veteran fitted for a prosthesis,
 * a wife whose husband was mobilised, a freed prisoner of war). 40 crisis notes spread over all eleven
 * classes (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3) and 40 quiet notes over seven guards (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 5, everyday 6, negation 5). Styles: polite and plain forms, Kansai-ben and
 * Hakata-ben, all-hiragana net slang (きえたい, しにたぃ), kaomoji and emoji, a search history, a
 * to-do list, letters, a PHQ-9 and an Edinburgh form answered, a counsellor's question, a song line the
 * writer owns, dark humour, one-liners and 8–10-line entries where the crisis sits in one sentence.
 *
 * First run, on 53422ef, before any change made for it: recall 36/40, false alarms 6/40
 * (on be8889e, the stop's start: recall 32/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---- crisis ----
  {
    text: 'しにたいとかじゃなくて、もう死ぬって決めた。気持ちは不思議と静か。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'なんで毎朝起きなきゃいけないの？誰のため？起きなかったら誰か困る？困らないよね。じゃあもう、起きなくていいよね。',
    crisis: true,
    class: 'passive',
  },
  { text: 'ばあちゃん、もうすぐそっち行くけん。待っとってね。', crisis: true, class: 'euphemism' },
  {
    text: 'うちのマンション、屋上の鍵が壊れてるって今日知った。14階。あそこからなら、ちゃんと終われる気がする。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'カレンダーの28日に小さく丸をつけた。給料日のあと、部屋を片付けてから。それまではいつも通り笑っておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'おかあさんへ\n今までありがとう。ごめんね。\nハムスターのまめは、ゆいちゃんが飼ってくれるって。\nスマホのパスワードは、私の誕生日です。\n私がいなくなっても、自分のせいだと思わないでね。\nおかあさんは何も悪くないから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'わたしがいないほうが家族は楽になる。私の薬代も、リハビリの送り迎えも、全部なくなるんだから。',
    crisis: true,
    class: 'burden',
  },
  { text: 'また切った。今日は深め。長袖の季節でよかった。', crisis: true, class: 'selfHarm' },
  {
    text: '「明日なんていらない」って歌詞、今日ずっとリピートしてた。線維筋痛症になって10年。どの病院でも「気のせい」。この先も何も変わらない。あの歌詞、私のために書かれたみたい。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '眠剤、ちょっとずつ飲まずに貯めてる。いまちょうど2ヶ月分。いざという時、これで足りるかな。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'リスカやめて212日めだったのに。今日また考えてる。カッターのしまってある場所、体がちゃんと覚えてる。',
    crisis: true,
    class: 'relapse',
  },

  {
    text: '今日の日記\n朝、母に「クラスに好きな子いないの？」って聞かれた。\n笑ってごまかした。女の子が好きなんて言えるわけない。\n学校では普通。昼はみさきとメロンパン食べた。\n放課後、部活サボって図書館。\n帰り道、父がテレビに向かって「ああいうのは病気だ」って言ってたのを思い出した。\nもう自分で終わらせる。本気で。\n宿題は数学のプリントだけ。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'きえたい きえたい きえたい なんでうまれてきたんやろ だれかけしてくれへんかな',
    crisis: true,
    class: 'passive',
  },
  {
    text: '生命保険の証券を出して、受取人が妻になっているのを確かめた。これで家のローンも子どもの学費もなんとかなる。俺は先に降りるよ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ロープ どこで売ってる\n痛くない 終わり方\n…って検索履歴。消そうとして、消せなかった。明日ホームセンター行く。',
    crisis: true,
    class: 'method',
  },
  {
    text: '母の介護7年目。\n朝4時半に起きて、おむつ替え、着替え、朝ごはん。\n母は今日も私を「お姉さん」と呼んだ。\nデイサービスの送迎が来て、やっと洗濯。\nケアマネさんから電話、来月のショートステイの件。\n昼はカップ麺を半分。\n夕方、母が怒鳴って皿を投げた。\n明後日の日曜、母をショートステイに送ったら、その足で海に行く。戻るつもりはない。\n夜、母の寝息を聞きながらこれを書いてる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・ゲームのアカウントをフレンドに譲る ✓\n・フィギュアは弟に ✓\n・猫のエサ多めに買っとく ✓\n・バイト先に迷惑かけないようにシフト調整 ✓\n・手紙 ←まだ\nあと少し。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '母に「最近大丈夫？」って聞かれた。「大丈夫」って答えた。\n大丈夫じゃない。\n私がいなければ、母はパートを掛け持ちしなくて済むのに。いなくなりたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '今日もなにも食べてない。食べたら罰にならないから。\nお腹が鳴るたびに「ざまあみろ」って自分に言ってる。体重計の数字が減ることだけが、ちゃんとした罰。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'マリウポリには帰れない。家族はもういない。日本語も覚えられない。この先、何もない。何年待っても何も戻らない。もう生きる理由がない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '酒と薬いっしょにいったった どうなってもいい てかどうにかなってほしい おやすみ世界🌙',
    crisis: true,
    class: 'dose',
  },
  {
    text: '3年前のあの日と同じ感じが戻ってきた。あの時みたいに、頭の中で段取りを考えてる自分がいる。先生、またです。怖い。',
    crisis: true,
    class: 'relapse',
  },

  {
    text: '借金取りの電話、今日で12件目。もうええわ、自分でケリつけたる。笑えるやろ、これが俺の最終回や笑',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ハルキウの家は去年の砲撃で無くなった。娘夫婦と横浜に来て一年半。日本の人はみんな親切で、区役所の人も、日本語教室の先生も優しい。それなのに毎晩、眠っているあいだに心臓が止まってくれたらと神様に頼んでいる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '人生ログアウトの準備ほぼ完了w 運営さんおつかれっした🙏',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '月曜。\n朝、満員電車。\n課長に資料の件で30分詰められた。\n昼はコンビニのおにぎり2個。\n午後は会議3本。\n帰りに同期とラーメン。\n駅のホームで、今日も快速に飛び込むタイミングを数えてた。今日は黄色い線の外に足が出てた。\n家帰ってシャワー。明日も同じ。',
    crisis: true,
    class: 'method',
  },
  {
    text: '「具体的に考えていることはありますか？」ってカウンセラーさんに聞かれて、「ないです」って答えた。うそ。場所も日にちも、もう決めてある。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '通帳と印鑑は仏壇の下の引き出し。猫のタマは隣の佐藤さんに頼んだ。写真も選んでおいた。これでもう心残りはない。お父さん、お迎えを待つのはもうやめて、私から会いに行きますからね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ウクライナから義足の治療のために日本に来た。妻はこっちで弁当工場で働きながら、俺の世話までしてる。足もない、仕事もない、言葉もできない。俺さえいなければ、あいつは自由になれる。そうしてやるべきなんだろう。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'いまカッター持ってる きりたいきりたいきりたい ほんとにいま やばい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '返済計画を何回立て直しても数字が合わない。リボ、カードローン、奨学金。どこにも出口がない。朝起きるのが地獄。こんな人生、もう終わらせたい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'さっき手元の薬ぜんぶのんだ しにたぃ まだなにもかわらない もっとのめばいいのかな',
    crisis: true,
    class: 'dose',
  },
  {
    text: '断酒会で1年のメダルもらったばかりなのに、ここ数日また「消えたい」が戻ってきてる。飲むか死ぬか、その二つしか頭に浮かばない。',
    crisis: true,
    class: 'relapse',
  },

  {
    text: '病院の問診票、「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」に「ほとんど毎日」って正直に丸した。看護師さんは何も言わなかった。今日もずっとそう思ってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '生後2ヶ月。\n今日は夫が休みで、お義母さんも来てくれた。\n二人とも抱っこが上手で、ゆうくんは私が抱くより早く泣きやむ。\nミルクの作り方も、沐浴の手順も、紙に書いて冷蔵庫に貼っておいた。\n私がいなくても回る仕組みは、もうできた。\nそろそろ私は退場してもいい頃だと思う。\n夕飯は肉じゃが。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今年も米の値段が合わねえ。借金だけが増える。\n納屋の農薬の棚、今日は鍵を開けてしばらく瓶を眺めてた。これ飲めば全部終わる、って思いながら。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'きのう、橋まで行って手すりに手をかけてみた。下の川、思ったより暗かった。予行演習はおわり。次は本番。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'オレーナへ。日本語の練習だと思って、この手紙は日本語で書きます。\nソフィアのこと、よろしくお願いします。あの子はあなたが大好きだから。\n私の服とミシンはあなたにあげます。\n夫がいないこの世界で、私はもう疲れました。\nごめんね。さようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'うちなんか存在しないほうがクラスも平和だよねｗ(´・ω・｀) みんなせいせいするでしょ。消えてあげよっか',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'いじめのグループにまた靴隠された。帰ってからライターで手首をあぶった。自分が悪いから。痛いとちょっとだけ頭が静かになる。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---- quiet ----
  {
    text: 'テスト勉強で死ぬ。まじ死ぬ。数Ⅲに殺される。明日終わったらカラオケ行く！！🎤',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ハルキウの幼なじみが前線で戦死したと、今朝メッセージが来た。32歳だった。神戸の静かな朝が嘘みたいだ。彼のお母さんに何と書けばいいのか、一日中考えている。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '『ノルウェイの森』読み終えた。直子のところで、しばらくページがめくれなかった。村上春樹はずるい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夜勤。オーバードーズの20代の女の子が救急で運ばれてきた。処置して、朝には意識が戻った。「ごめんなさい」って何回も言ってた。帰りのコンビニで、なんか泣けた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '3年前の今日、私は死のうとした。今日は5km走った。生きててよかった、とまではまだ言えないけど、今日は悪くない日だった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ホームセンターでロープとペグと結束バンド買った。週末は湖でキャンプ⛺ 天気もちますように。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'しにたいとかじゃない。ただ疲れてるだけ。一週間くらいスマホ捨てて寝てたい。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: '会議のプレゼンで3回噛んだ。恥ずかしくて死ぬかと思った。穴があったら入りたい。夜は自分へのご褒美にプリン。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日、16年一緒だったコタロウを安楽死させた。先生が「眠るように逝きますよ」って。本当に眠るみたいだった。首輪を外したら、家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'マレニアに100回は殺された。コントローラー投げそうになった。でもついに倒した！！！やったー！！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ロキソニン朝夕1錠ずつ、胃薬と一緒に。整形の先生に「飲みすぎないように」と念を押された。腰はだいぶまし。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リスカの跡、今年は隠さずに半袖で出かけた。もう2年切ってない。誰も何も言わなかった。それでいい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '引っ越し準備。本も服もほとんど人にあげた。みんなにお別れの挨拶も済ませた。部屋がからっぽで変な感じ。明日から福岡で新生活！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '死にたいなんて思わない。生きたい。ただ、この戦争が終わってほしい。毎朝、キーウの空襲警報アプリを見てから一日が始まる。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: '今日の現場ほんま死ぬほど暑かったわ。足場の上でもう死んでまうかと思たで笑 帰ってビールうまっ🍺',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夫が亡くなって一年。仏壇にお茶を供えて、「私はもう少しこっちでがんばるね」と話しかけた。今日は庭の紫陽花がきれい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '小説の主人公を、最終章で屋上から飛び降りさせるかどうかまだ迷ってる。編集さんには「救いのある結末にしてほしい」と言われた。明日までにプロット直す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '産後1ヶ月健診。エジンバラの質問票、「自分を傷つけるという考えが浮かんできた」は「全くなかった」に丸。寝不足で頭ぼーっとするけど、娘の寝顔が天使。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '捕虜になっていた頃は、毎晩死にたいと思っていた。解放されて一年。今日は娘と大阪の公園でアイスを食べた。娘が「パパ、日本のアイスおいしいね」と言った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '最後の出勤日。送別会で花束をもらって、みんなにお礼の手紙を渡した。ちょっと泣いた。来月から新しい職場。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '心療内科の問診票。「死にたいと思うことがありますか」→「いいえ」。ほんとにいいえ。眠れないのが困ってるだけ。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: '推しのライブ最高すぎて死んだ。尊死。もう思い残すことはない（明日も普通に仕事）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '同じクラスの子が自殺した。理由は誰も知らない。全校集会で校長先生が話してて、みんな泣いてた。なんで気づけなかったんだろう。スクールカウンセラーの先生と話した。明日もお線香をあげに行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '変な夢を見た。自分のお葬式を天井から見下ろしてる夢。みんな泣いてて、母が私の好きだった唐揚げをお供えしてた。起きたら汗びっしょり。夢でよかった。朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '猫の抗生剤、1日2回、半錠ずつ。ちゅ〜るに混ぜたらバレずに飲んだ。獣医さんは「一週間で良くなりますよ」と。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ODして救急車で運ばれたのが18のとき。今は25で看護学校の2年。あの時そばにいてくれた看護師さんみたいになりたい。今日は実習で褒められた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ガスの元栓閉めたか気になって、駅から二回戻った。母の心配性が完全に遺伝してる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '夫が動員された。不安で吐きそう。でも私は消えたりしない。子どもたちがいるから、ちゃんと生きる。明日は子どもと日本語学校の説明会。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: '残業3週間目。\n今日も終電。\n魂が抜けてる。\n肩こりで首がもげそう。\n課長に「顔が死んでるぞ」って言われた。ですよね。\nでも来週でプロジェクト終わる！\n週末は死んだように寝る。\n日曜は温泉行くって決めた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ニュースで、ドニプロのアパートにミサイル、死者40人以上と。画面の前で動けなくなった。叔母が住んでる地区の近く。すぐ電話した。無事だった。でも40人は死んだ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '「消えたい」って歌詞の曲、歌ってみたで投稿した！再生数100超えた〜🎉 ハモリもっと練習しよ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '先生が睡眠薬を変えてくれた。処方通り1錠飲んで、久しぶりに6時間眠れた。朝が明るい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '断酒して5年。昔は毎晩「このまま目が覚めなければ」と思いながら飲んでた。今夜は家族で鍋。ウーロン茶で乾杯した。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '包丁を研いだ。トマトがすっと切れる。気持ちいい〜。今夜はカプレーゼ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '一人暮らしは寂しいけど、死にたいなんて思わへんよ。まだ孫の花嫁姿見なあかんもん。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: '日本語の敬語に殺されそう（笑）。「いらっしゃいませ」と「いらっしゃる」の違いがわからない。先生は「死ぬほど練習すれば大丈夫」って。キーウの母に話したら大笑いしてた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今年に入って友達のお葬式が三回目。85にもなると、電話が鳴るたびに誰かの訃報かと思う。今日の帰り道、トミさんと「次はどっちの番かね」と笑い合った。帰ってお茶漬け。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日は一日中ドラマ一気見。\n最終回、主人公が遺書を書くシーンで号泣。\nティッシュ一箱なくなった。\nでも最後に妹が手紙を見つけて、ギリギリで間に合う展開。\nよかった…ほんとよかった…\n脚本家天才。\n明日は月曜、現実に帰ります。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '父のモルヒネの量が増えた。緩和ケアの先生は「痛みを取るためのもので、命を縮めるものではありません」と。今日は父が少し笑った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '日曜日。\n午前、ピルケースに父の一週間分の薬を仕分け。\n昼、マンションの屋上で管理組合のバーベキュー。\n橋の向こうの花火大会のポスターが貼ってあった。\n夕方、遺言書の書き方セミナーのチラシが入ってたけど、うちの親はまだまだ元気。\n夜、洗濯物を畳んでおしまい。\nいい一日だった。',
    crisis: false,
    guard: 'everyday',
  },
];
