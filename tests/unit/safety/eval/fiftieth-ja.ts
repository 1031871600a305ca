import type { EvalNote } from './types';

/**
 * Japanese notes of the fiftieth round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a 14-year-old bullied boy
 * and a gay high-schooler to postpartum mothers, a Kansai construction worker, a rice farmer in debt, nurses,
 * carers, a man deep in debt, lonely widows and widowers in their 80s, people in recovery from
 * alcohol, drugs and self-harm, and Ukrainian evacuees in Japan (widows, a veteran with amputations, people
 * whose parents are in occupied towns or whose brothers are at the front). 40 crisis notes spread over all
 * eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose,
 * relapse), mostly written around the textbook words; 40 quiet notes over seven guards (figurative,
 * othersDeath, fiction, medical, past, everyday, negation) on the same topics. Styles: plain and polite forms,
 * Kansai-ben, hiragana-only net slang (しにたい, きえたい, リスカ), kaomoji and emoji, dark humour, a to-do list,
 * letters, a PHQ-9 item and a counsellor's question answered, questions to oneself, a crisis hidden in one
 * sentence of a long ordinary day, one-liners and 8–12-line entries.
 *
 * First run, on 7121338, before any change made for it: recall 40/40, false alarms 4/40
 * (on 58e7aef, the stop's start: recall 40/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ほんまもう無理やわ。今夜こそ終わらしたる。止めるやつもおらんし、誰も気づかへんやろ。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カミングアウトしたら父に「そんな子に育てた覚えはない」って言われた。母は黙ってた。もう自分で自分を終わらせる。本気。今日。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ハルキウの家が全部なくなったとママから連絡。弟も前線から戻ってこない。日本語学校の宿題をしながら、今日で生きるのをやめようと決めた。漢字の練習ももういらない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'なんで生きてるんだろ。なんでまだ死んでないんだろ。もういいよね?今日でいいよね?だれか返事して',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'あしたの朝、目がさめなければいいのに。毎晩それだけ祈って寝てる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: `6時 授乳。7時 夫出勤。
洗濯2回、掃除機。
10時 健診の予約の電話、来週火曜になった。
昼はおにぎり一個。
午後はずっと抱っこ。泣き止まない。
スーパーで卵が安かったので2パック。
夜、お風呂で、このまま湯船に沈んで消えられたらいいのにって、ずっと考えてた。
夫が帰ってきたので普通にご飯出した。
明日は燃えるゴミの日。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'お母さんに「最近大丈夫?」って聞かれた。「うん」って言った。大丈夫じゃない。いなくなりたい。ずっと前からそう思ってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の問診票。PHQ-9の最後、「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」。「ほとんど毎日」に丸をつけた。盛ってない。むしろ控えめに書いた。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'もうすぐ楽になれる。みんなに迷惑かけるのもあと少しだけ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃん、もうすぐそっちに行くからね。待っててね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃の心配はしなくていいことにした。来月の俺はいないので。草',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'この世界からログアウトします。いままでありがとう🙏 フォロワーのみんなは元気でね。アカウントはそのままにしとく',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'マンションの屋上、鍵かかってないの確認した。14階。下は駐車場。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで練炭と七輪を買った。レジの人に「キャンプですか?」って聞かれて、はいって笑って答えた。車の窓の目張り用のテープも。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープはもう押し入れにある。ドアノブでもできるって調べた。どのくらい苦しいんだろう',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: '土曜日、家族が実家に行ったらやる。手紙は机の二番目の引き出し。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `【金曜にやること】
・スマホの写真とLINE消す
・猫のごはん多めに出しとく
・部屋片付ける
・終電で〇〇駅
・ホームのいちばん端で待つ`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、川の橋まで行って、下を見て、欄干に足をかけるところまでやってみた。思ったより簡単だった。次は本番。日曜の早朝がいい、人が少ないから。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '借金450万。もう返せない。生命保険、契約から3年たてば自死でも出るって調べた。来月の12日で3年。その日にする。妻には言ってない。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `ママへ
いままでありがとう。ごめんね。
ぼくのスイッチは弟にあげてください。ソフトも全部。
学校のことは言えなかった。言ってもたぶん変わらないから。
もうつかれたので先に行きます。おこらないでね。
ゆうた`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'インコのピーちゃんを妹に預けた。エサの種類と、好きな歌もメモして渡した。「旅行?」って聞かれて、うんって言った。もう迎えに行くつもりはない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワード全部ノートに書いた。銀行、メール、スマホ、保険の書類の場所も。夫が後で困らないように。これで安心して行ける。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `オレーナへ。
日本に来てから、あなたがいなかったら私は一日ももたなかった。区役所にも病院にも一緒に行ってくれてありがとう。
私の服と鍋と、アンドリーの写真以外のものは全部あなたに。写真は私と一緒に。
アンドリーのいない世界に、これ以上いられない。
許してね。さようなら。
ナタリア`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: '母の介護で仕事辞めて、今度は私がうつで家族の足を引っ張ってる。兄にも夫にもお荷物。私がいなくなった方がみんな楽になる。本気でそう思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '今月の治療費の明細を見た夫の顔。何も言わないのがつらい。私さえいなければこの家はもっと普通に回るんだろうな。いなくなり方ばかり考えてる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '年寄りが長生きしても子供らの迷惑になるだけや。八十五にもなって一人で何の役にも立たん。もうこの辺で消えたほうがええ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `義足のリハビリ三週目。日本の先生たちは本当に親切だ。
妻は毎日ついてきてくれる。通訳もしてくれる。仕事も辞めた。
夜、妻が台所で泣いているのを聞いた。
ザポリージャで両脚を失ってから、俺は妻の人生の重りでしかない。
俺がいなければ、妻はまだ若いうちにやり直せる。
そろそろ解放してやらなきゃいけないと思う。`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'また切っちゃった。今日のはいつもより深い。止まるまでだいぶかかった。たぶん明日も切る',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ごはんたべちゃったからばつとしてうでをライターであぶった あしたはなにもたべない たべたらまたやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'カウンセラーに「最近、自分を傷つけたくなることはありますか」って聞かれた。いいえと答えた。ほんとは昨日も壁を殴って、手の甲がまだ腫れてる。今もまた殴りたくて手がうずいてる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'りすか衝動やばいやばいやばい カッター手の届くとこにある 誰かとめて😭😭',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '今年も米の値段が合わん。機械のローンも残っとる。息子は東京から帰ってこん。田んぼはこの秋でしまいにする。来年の春を迎える気もない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '両親はまだ占領されたメリトポリにいる。もう二週間連絡がない。ビザの更新は来月、仕事は見つからない。どっちを向いても出口がない。もう生きていたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「明日なんて来なくていい」って歌、高校の時はただ好きな曲だった。今はこれが毎晩の私の本音。何年たっても何も変わらないならもう続ける意味がない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '眠剤ためてる。いま34錠。あと20錠たまったら全部いっきに飲む(´・ω・`)',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき焼酎と一緒に薬ぜんぶ飲んだ ふわふわする これ書いたら寝る もう起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病棟から持ち出したわけじゃない。自分の処方分を2か月ためただけ。どのくらい飲めば足りるか、看護師だから知ってる。次の連休に使う。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `断酒して2年と3か月。
今夜、コンビニでストロング缶を3本買った。
1本目を開けた。
でもお酒より怖いのは、またあの考えが戻ってきたこと。
朝から死ぬことばかり考えてる。
前に未遂した年の冬と、まったく同じ感じがする。
スポンサーに電話できないでいる。`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセリング卒業して半年。もう大丈夫だと思ってたのに、今朝からまた「消えろ」って声が頭の中でしてる。駅のホームに立つと、線路に吸い込まれそうになる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて365日目だったのに。今日やった。しかもまたしにたいが止まらない。振り出し。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '期末テストまじで死ぬ。数学で死んだ。明日は英語で死ぬ予定ww 生きて夏休み迎えたい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前を間違えて呼んだ。恥ずかしすぎて死ぬかと思った。穴があったら入りたい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の現場しんどすぎて死んだわ。足が棒や。ビール飲んで寝るで〜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'このラーメン美味すぎて死ねる。もう思い残すことはない(笑)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ、尊すぎて昇天した。完全に成仏しました。明日から仕事だけど魂はまだ武道館にいる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'カードの請求見て息が止まった。今月は首が回らない。今日から自炊と節約生活スタート!',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'じいちゃんが今朝亡くなった。最後に手を握れてよかった。葬儀は土曜日。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ドニプロの友達のマクシムが前線で戦死した。27歳。日本で知らせを聞いて、何もできない自分がくやしい。今夜はろうそくを灯して祈る。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '14年一緒だったコタロウを、今日動物病院で眠らせてもらった。注射の前にずっと頭をなでた。最後まで穏やかな顔だった。ありがとう、うちの子になってくれて。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで駅のホームから人が飛び込んだって。電車止まって1時間帰れなかった。亡くなった人のことを考えてしまって眠れない。ご家族はどんな気持ちだろう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の三回忌。あの人がいなくなって三年、やっと写真を見て笑えるようになった。孫たちが来てにぎやかな一日だった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同じクラスの子が自分で命を絶った。朝、先生が泣きながら話した。ショックで何も手につかない。明日スクールカウンセラーの部屋に行ってみようと思う。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '小説の続き。主人公の美咲が屋上のフェンスを越えるシーン、どう書いても嘘っぽい。明日は編集さんと打ち合わせ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。夢の中で私は高いビルから落ちていて、地面に着く前に目が覚めた。心臓バクバク。起きたら普通に朝で、ほっとした。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、今日だけで100回は死んだ。マレニア強すぎ。でも楽しい。明日こそ倒す',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今日見た韓国映画、最後に主人公が遺書を残して海に消えるラストで号泣。映画館を出てもしばらく動けなかった。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「命に嫌われている。」歌った🎤 歌詞重いけど好き。友達と4時間熱唱して喉死んだ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '漫画の最終巻読んだ。推しが仲間をかばって死んだ。なんでなの作者…しばらく立ち直れない😭',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '今日から新しい薬。朝晩1錠ずつ。飲み忘れないようにピルケースに1週間分セットした。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤。救急にODの20代の子が運ばれてきた。処置して、朝には意識が戻った。ご両親が泣いてた。疲れた。帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '健康診断で肝臓の数値に引っかかった。お酒控えめにしなさいって。週2日は休肝日つくる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんに猫の薬の量を確認。4キロだから半錠。粉にしてちゅ〜るに混ぜたら完食!',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めが効かない日。ペインクリニックでブロック注射を打ってもらった。先生に1日の上限は守ってくださいねと念を押された。ちゃんと守ってます。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科の定期受診。先生に「死にたい気持ちはありますか」と聞かれて、今はないですと答えた。本当にない。薬を一つ減らすことになった。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: 'あの日から3年。病院のベッドで目を覚ました日。今日は5キロ走った。生きててよかったって、今日ははっきり言える。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の頃は毎日腕を切ってた。今は看護師になって、手当てをする側。傷跡はまだあるけど、もう隠さない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'マリウポリの地下室で、もう死なせてくださいと神様に祈った日々があった。あれから2年。今は名古屋で子どもたちにウクライナ語を教えている。「先生」と呼ばれるたびに、生きていてよかったと思う。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬5年。昔は薬を大量に飲んで何度も救急に運ばれた。今日はNAのミーティングで、新しく来た人に自分の話をした。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '長男のときは産後うつで「消えたい」ばかり考えてた。今回は二人目。あの時と違ってちゃんと眠れてるし、助産師さんにも話せてる。大丈夫。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'ホームセンターでロープと結束バンド買った。ベランダのよしずを固定するため。台風来るらしい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前日。部屋が空っぽ。この部屋で過ごす最後の夜。お世話になった大家さんにお別れの手紙を書いた。新しい街、楽しみ!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で洗濯物干してたら風でシャツが一枚飛んでった。ビルの屋上ってなんであんなに怖いんだろう。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研いでもらった。切れ味すごい。玉ねぎが泣かずに切れる(嘘、泣いた)。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉め忘れたかも!ってダッシュで帰ったら、ちゃんと閉まってた。私えらい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '定年退職の日。最後の出勤。机を片付けて、みんなにさようならを言って、花束をもらった。明日から第二の人生。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: 'いじめはまだ続いてる。でも死にたいわけじゃない。ムカついてるだけ。明日担任に言う。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくなんかない。生きたい。ただ、この戦争が終わってほしい。キーウの母の声を毎日聞きたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'よく「消えたい」って言うけど、本当に消えたいわけじゃなくて、誰にも会わずに一人になりたいだけ。今日はソロキャンプで満喫した🏕',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護疲れで限界って友達に言ったら心配された。違う違う、変なことは考えてないよ。ショートステイ使って一日休むことにした。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '自分がゲイだって気づいてから色々悩んだけど、死のうと思ったことはない。今日、ネットで同じような子と話せた。ちょっと楽になった🌈',
    crisis: false,
    guard: 'negation',
  },
];
