import type { EvalNote } from './types';

/**
 * Japanese notes of the thirtieth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old and
 * high-school students (bullying, an LGBT teen outed in a class LINE group, OTC-medicine overdose slang)
 * through office workers, a part-time mother of two, a postpartum mother, a Hokkaido farmer in debt, a
 * carer, a nurse, a pharmacist, a vet clinic worker, a teacher, people in recovery from alcohol and self-harm,
 * a chronic-pain patient, to lonely widows and pensioners of 75–85, plus Ukrainian evacuees in Japan (a war
 * widow from Kherson, a veteran with a prosthesis, a man back from captivity, a girl whose father was
 * mobilised, relatives in occupied Mariupol and in Kharkiv). There are 40 crisis notes (intent 3, passive 4,
 * euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3)
 * and 40 quiet notes (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6,
 * negation 5). Styles: plain and polite forms, Kansai-ben and western dialect, hiragana net slang
 * (しにたい, 消えたい, OD, リスカ, 眠剤), emoji and kaomoji, one-liners and a 10-line dated diary entry
 * with one crisis sentence buried in it, lists, letters to mother and husband, a PHQ-9 item answered
 * honestly, a counsellor's question answered falsely, questions to oneself, a song line the writer owns,
 * dark humour (a "life subscription" cancelled), an IME typo, no final punctuation, and simple
 * learner's Japanese.
 *
 * First run, on 41c89c0, before any change made for it: recall 35/40, false alarms 4/40
 * (on be8889e, the stop's start: recall 34/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  { text: 'もうええわ。今夜で終わりにする。止めんといて。', crisis: true, class: 'intent' },
  { text: 'しにたいじゃなくてしぬ。もう決めたから', crisis: true, class: 'intent' },
  {
    text: '日本に来て一年三ヶ月。ヘルソンの家はもうない。夫は去年の秋、前線で死んだ。\n日本語教室の先生はやさしい。近所の人もやさしい。でも、そのやさしさに返せるものが私には何もない。\n今夜、自分で終わらせる。今度は本気。娘はもう大人だから、きっとわかってくれる。',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: '母から電話。「ちゃんと食べてる？元気？」って。\n「元気だよ」って答えた。\n元気じゃない。毎晩、このまま朝が来なければいいのにって思いながら目をつぶってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '消えたい消えたい消えたい 存在ごとなかったことにしてほしい だれの記憶にも残らずに',
    crisis: true,
    class: 'passive',
  },
  {
    text: '好きなバンドの曲の「明日なんて来なくていい　僕ごと夜に溶けてしまえ」ってところ、ずっとリピートしてる。\n前は歌詞として好きだった。\n今はただの、私の気持ち。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の問診票。\n「この2週間、死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありましたか」\n「ほとんど毎日」に丸をつけた。嘘をつく元気も残ってなかった。',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: '八十五になった。夫も、姉も、茶飲み友達も、みんな先に逝ってしもうた。\nテレビをつけても、話す相手がおらん。\n今夜も仏壇に手を合わせて、早うお迎えに来てくださいとお願いした。もう待ちくたびれました。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃん、もうすぐそっちに行くね。待っててね(´;ω;`)',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃のことは、もう考えなくていい。その頃には、私はもうここにいないから。大家さんには悪いけど。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のサブスク、今月で解約しまーす🙃 自動更新はオフにしました笑\n…って冗談っぽく書いてるけど、わりと本気。',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'ホームの端で、快速の通過を三本見送った。四本目は見送らないかもしれない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '6月12日(水) くもり\n朝、長男の弁当。卵焼きちょっと焦げた。\n次男は保育園の門で「ママきらい」って泣いた。先生が抱っこしてくれた。\nパート、レジ。クレームのお客さん一人。\nスーパーで鶏むねが特売、二パック買った。\n夫、今日も遅い。LINEは既読のまま。\n洗濯物、部屋干し。乾かない。\nベランダの手すりから下をのぞいて、九階なら確実だなと思った。\n明日は燃えるゴミの日。\n上履き洗わなきゃ。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープを買った。「キャンプ用です」って言い訳まで考えてたのに、レジの人は何も聞かなかった。\nさっきから部屋の梁ばかり見上げてる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '親父の猟銃、まだ納屋のロッカーにある。鍵の場所も知っとる。\n農協からの督促状が今日も来た。\n最近、あれを使えば全部終わるって、そればっかり考えとる。',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: '日にちを決めた。誕生日の前の日。それまでに部屋を片付けて、スマホの写真も全部消しておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜の夜行バス、河口湖まで。片道だけ予約した。宿は取ってない。樹海の地図だけスクショした。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やること\n・スマホ解約\n・ジム退会\n・ミケを実家にあずける\n・部屋の掃除\n・手紙（母、弟）\n・土曜の夜、決行\n\nこれで全部かな',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カウンセラーに「具体的な計画はありますか」と聞かれて、「ないです」と答えた。\nある。場所も時間も決めてて、昨日は下見にも行った。\n言ったら入院させられるから、言わない。',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'お母さんへ\n今までありがとう。怒らないでね。\nハムスターのモカのこと、よろしくお願いします。ごはんは一日一回、ひまわりの種はあげすぎないで。\nお母さんのせいじゃないからね。\nほんとにごめんなさい。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '同僚に、ずっと欲しがってた万年筆をあげた。「急にどうしたの」って笑われた。\nもう使わないから、とは言えなかった。\n机の中も、だいたい空にした。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '夫へ。\n通帳とハンコはタンスの二段目。スマホのパスコードは結婚記念日。\nひなたの母子手帳は玄関の棚。予防接種、来週の木曜です。\nミルクは160。夜中は三時ごろに一回起きます。\n私よりちゃんとしたお母さんになれる人は、きっといるから。\n後のことは、お願いします。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ママへ。\nハルキウに残ったママに、日本の桜を見せたかった。\nこの手紙が届くころ、私はもういない。ごめんね。\n猫のバシリは、となりの佐藤さんにお願いしてあります。\nターニャより',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: '私の治療費で、家の貯金がどんどん減っていく。\n私がいなければ、娘は予定どおり大学に行ける。\nいない方がいい。誰が考えてもそう。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '義足になってから、妻が全部やってくれる。靴下をはかせてもらうたびに、申し訳なくて死にたくなる。\nあいつはまだ三十二だ。俺さえいなくなれば、日本で一からやり直せる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら、クラスのLINEで「きも」「お前いなくてよくね？」って。\nそうだよね。私がいない方が、みんな平和だよね。\n明日学校に行かなくて済む方法、ひとつだけ知ってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '年金だけじゃ足りんけえ、息子に仕送りしてもろうとる。孫の塾代まで削らせて。\nわしが死ねば保険金が入る。その方があの子らのためじゃ。\n今日、保険の証書を出して、金額を確かめた。',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'またリスカした。今日のはちょっと深い。絆創膏たりない。明日も長袖で行く',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ちゃんとできなかった罰。壁を殴った。拳が紫になってる。まだ足りない気がするから、もう一回やる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '食べたら負け。今日も水とガムだけ。お腹が鳴るたびに「ざまあみろ」って自分に言う。\nこんな私に、ごはんを食べる資格なんかない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'あかん、根性焼きしたい衝動止まらん。いまライター握っとる🔥 だれか止めて',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: '借金、四百二十万。どう計算しても返せない。\n明日も明後日も、十年後も同じ。\nこんな人生をこれ以上続ける理由が、もう見つからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '線維筋痛症になって五年。どの薬も効かない。\n医者は「うまく付き合っていきましょう」と言う。\nあと四十年？この痛みと？\n何のために？誰のために？\n答えがないなら、もう終わりにしてもいいよね。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '捕虜から戻って、家族と日本に来た。\nここは静かだ。静かすぎて、夜になると地下室の音が戻ってくる。\n何も変わらない。良くなる日なんて来ない。\nもう、生きていく力が残っていない。',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '市販薬、ドラッグストア三軒まわって集めた。今夜ぜんぶいく。ODで終われるならそれでいい💊',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方された眠剤、飲まずに溜めてる。もう2か月文。これで足りるかな',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本あけた。眠剤もシートごと飲んだ。どうにでもなれ。\n一応、ここに書いとく',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: '断酒三年。今日、飲んだ。\nそしたら、昔のあの声も一緒に戻ってきた。「お前なんか死ねばいい」ってやつ。\n今夜は、その声に逆らえる気がしない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '退院してから二年、大丈夫だった。なのに、また思い始めた。消えたいって。\nあの頃と同じ考え方に戻ってる。\n主治医にはまだ言えてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '切らずに218日。カウンターをリセットしたくてたまらない。カッターは机の引き出し。今夜やばい',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: '期末テスト死ぬほどむずかった。数学オワタ＼(^o^)／ 帰ってアイス食べて寝る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ、尊すぎて死んだ。今日が私の命日です（生きてる）🥹💜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部長、三時間会議とか殺す気か。仕事が山積みで首が回らん。来週は絶対に有休とったる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '好きな人の前で盛大にコケた。恥ずかしくて消えたい…穴があったら入りたい。明日どんな顔して学校行けばいいの😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイト、ほんま死ぬかと思たわ。客多すぎやろ。帰ったら死んだように寝る。おやすみ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '双子の夜泣き、二時間おき。眠すぎて死にそう（比喩です）。\nでも朝、二人並んでにこにこしてた。それで全部チャラ。',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: '今朝、ハルキウの従兄が戦死したと連絡が来た。二十六歳。\n日本語学校の授業中、ずっと泣くのをこらえていた。\n先生が何も聞かずに缶コーヒーをくれた。\n夜、従兄が好きだった歌を聴いた。彼の分まで、ちゃんと生きる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ポチを動物病院で見送った。十六年。\n最後まで頭を撫でてた。注射のあと、本当に眠るみたいだった。\nありがとう、ポチ。うちの子になってくれて。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の三回忌。\n朝からお寺さんに行って、お布施を渡した。\n親戚が集まって、みんなで夫の若い頃の話をした。\n釣りの話になると、義弟が大笑いしていた。\n夫が死んでから、台所がやけに広い。\nそれでも朝は来るし、私はつい二人分の味噌汁を作ってしまう。\n余った分は、明日の朝いただきます。\nお父さん、三年たちましたよ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また中学生が飛び降りたと。息子と同じ学年。\nどうして誰も気づけなかったんだろう。\n今日は息子の好きなハンバーグにして、学校の話をゆっくり聞いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '大学の友達が自殺した。先週まで普通にLINEしてたのに。\nなんで言ってくれなかったの。\nお葬式で、あの子のお母さんが私の手を握って離さなかった。\n悲しいより、悔しい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'マリウポリにいた祖母が亡くなったと、半年遅れで知った。占領地からの知らせはいつも遅い。\nお墓がどこにあるのかもわからない。\n日本のお店で線香を買って、アパートの窓辺で小さく手を合わせた。',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: '『人間失格』読了。「恥の多い生涯を送って来ました」から最後まで、しんどいほど刺さった。太宰やっぱりすごい。次は『斜陽』。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上のフェンスを越えるシーン、どう書けばリアルになるか一晩悩んだ。最後は親友が階段を駆け上がってきて止める予定。締め切り来週！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングのボスで百回は死んだ。もう無理…と言いつつ明日もやる。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に出ていて、みんながカレー食べながら笑ってた。\n起きたら汗びっしょり。夢でよかった〜。\n今日は普通に出勤、普通に残業。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマ最終回。ヒロインが遺書を残して姿を消すところで号泣。脚本家ずるい。ティッシュ一箱なくなった。来週からロスだ…',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新曲の歌詞、「消えてしまいたい夜に」から始まる。メンバーには暗すぎって言われたけど、サビで朝になる構成だから大丈夫。スタジオは土曜。',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤明け。\n夜中にODで運ばれてきた二十代の女の子、処置して朝には落ち着いた。\nお母さんが駆けつけて、ベッドの横でずっと泣いてた。\n申し送りのあと、帰りの電車で私もちょっと泣いた。\n寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン、一日三回一錠ずつ。飲み忘れないようにスマホにアラーム。歯医者、次は来週火曜。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '整形外科で膝に注射。先生に「八十過ぎてこの膝なら立派なもんです」と言われた。嬉しくて、帰りに孫へ大福を買った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から抗うつ薬が50mgに増量。吐き気が少し。先生は「二週間くらい様子を見ましょう」と。焦らずいこう。帰りにパン屋寄った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院勤務。今日は安楽死が二件。飼い主さんの背中を見送るのが、いちばんこたえる。帰って、うちの猫を長いこと抱っこした。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で、睡眠薬を毎回少しずつ早めに取りに来るおばあさんがいる。気になって先生に疑義照会した。溜め込んでないといいけど。明日、ケアマネさんにも連絡してみる。',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '三年前の今日、私は死のうとした。\n今日は朝5キロ走って、夜は友達と焼肉。\nあの日の私に、生きててくれてありがとうって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'むかしはリスカが止まらなかった。腕の跡はもう白くなった。\n今日、はじめて半袖で出かけた。風が気持ちよかった。夏っていいね☀️',
    crisis: false,
    guard: 'past',
  },
  {
    text: '前線から戻った最初の冬は、毎晩、銃のことばかり考えていた。\n今は違う。日本でリハビリを続けて、今日初めて義足で家の前の坂を上った。\n妻が動画を撮って、キーウの母に送った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒五年。あの頃は酒と眠剤で消えようとしてた。\n今日は娘の結婚式。ウーロン茶で乾杯した。\n生きててよかった、と本気で思った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中二のとき、いじめで学校の屋上まで行ったことがある。\nあれから十五年。今は中学の教員で、屋上の鍵を管理する側にいる。\n今日、放課後に生徒の相談を一時間聞いた。あの頃の自分に聞かせてあげたかった話をした。',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: '引っ越しの荷造り。ロープ、ガムテ、段ボール二十箱。最後の箱に「台所」って書いて今日は終了。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研いだ。切れ味抜群。トマトがすっと切れる快感よ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉めたか不安になって、駅から二回戻った。旅行初日から疲れた笑',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職日。最後の挨拶で、お世話になった皆さんに手紙を書いて配った。さよならを言うのは苦手。送別会で結局泣いた。\n明日から新しい会社。がんばろ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '公証役場で遺言書を作ってきた。子どもらが揉めんように、ちゃんとな。\n七十五歳、まだまだ元気。帰りにうなぎ食べた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '夏祭り。橋の上から花火を見て、そのあと屋上ビアガーデン。最後の一杯はレモンサワー🍋 最高の夏',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: '死にたいわけじゃない。ただ、休みたい。\n母の介護、三週間休みなし。\nショートステイの空き、早く出てほしい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'にほんご まだ へた。でも かく。\nしにたくない。せんそう おわってほしい だけ。\nパパ、ぐんたいに よばれた。ぶじで いて。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはありますか」と聞かれて、「ないです、疲れてるだけです」と答えた。\n本当にそう。寝たら回復するタイプ。今日は十時に寝る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '切ってないよ、大丈夫。ただ今日はめちゃくちゃ泣いた。泣いたらスッキリした。明日は友達とカフェ行く☕',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金はあるけど、死ぬほどじゃない。今日、法テラスで債務整理の相談をした。弁護士さんが「何とかなりますよ」って。久しぶりにちゃんと息ができた。',
    crisis: false,
    guard: 'negation',
  },
];
