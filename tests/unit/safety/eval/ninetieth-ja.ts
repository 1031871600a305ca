import type { EvalNote } from './types';

/**
 * Japanese notes of the ninetieth round, written blind: city diarists mostly in their twenties to forties
 * (office workers, university students, young mothers, people drowning in card and consumer debt, the
 * chronically ill, a nurse, Ukrainian evacuees in Tokyo, Nagoya and Kyoto who were volunteers and medics of
 * the war, a wounded veteran). Forty crisis notes spread over all eleven classes (3–4 each), written around
 * the thing rather than naming it: invented euphemisms, a rooftop fence measured, a railway crossing timed,
 * a shelf of charcoal stared at, pills hoarded from two clinics, a date circled on payday, a cat "left for a
 * while", a sister's letter, a list, a goodbye to a teacher, a PHQ-style form answered honestly, a song
 * owned, one sentence buried in an ordinary day. Forty quiet notes spread evenly over the seven guards
 * (figurative 6, others' deaths 6, fiction 6, medical 6, past 6, everyday 5, negation 5), mirroring the same
 * topics (war, debt, illness, postpartum nights, overwork) and the same words (屋上, 橋, フェンス,
 * ロープ, 薬, 手紙, 最後, 消えたい). Styles on both sides: careful multi-line entries, one-liners, plain and
 * polite forms, Kansai-ben, all-hiragana net writing, タヒ-style slang, emoji and kaomoji, missing punctuation.
 *
 * First run, on 00081d8 (the session's seventh commit), before any change made for it: recall
 * 37/40, false alarms 7/40 (on 781ee06, the session's start: recall 38/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  {
    text: 'お母さんから「元気にしてる？」ってLINE。「元気だよ🌸」って返した。元気じゃない。今週中に自分で全部終わらせるって決めてるから、たぶんこれが最後の「元気だよ」。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうええねん。今度はほんまに自分の手で終わりにする。誰にも止めてほしない。ここにだけは書いとく',
    crisis: true,
    class: 'intent',
  },
  {
    text: `東京に来て一年。
ハルキウの救護所では、毎日だれかの命をつないでた。
ここでは、コンビニの夜勤で棚に商品を並べてるだけ。
母は毎晩ビデオ通話してくる。今日は「顔色悪いよ」って。
「日本は暑いから」って笑ってごまかした。
電話を切ってから、決めた。
この続きは、もう自分の手で止める。
明日が来ないのを待つんじゃなくて、来させない。`,
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: 'きえたいきえたいきえたい\u3000とうめいになって、だれのきおくからもいなくなりたい🫥',
    crisis: true,
    class: 'passive',
  },
  {
    text: `3月14日（木）
朝、寝坊して駅まで走った。
9時から定例。部長の話が長い。
お昼は同期と中華。麻婆豆腐が辛すぎた。
午後は資料の修正、修正、修正。
帰りの電車で、このまま眠って二度と起きなければ明日の定例に出なくていいんだな、って普通に思った。ちょっと本気で。
コンビニでおでん買って帰宅。
大根がしみてなかった。
明日も9時から。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜中3時の授乳。娘はほんとにかわいい。でも毎晩、車にはねられるとか病気とか、なにかで私だけ自然にいなくなれたらいいのにって考えてる。ママ失格だよね',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'カウンセリング初回。問診票の「死んだ方がましだ、と考えたこと」の欄に、初めて正直に「ほとんど毎日」と丸をつけた。先生は次の予約を3週間後にした。3週間、もつのかな、私。',
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  {
    text: 'もうすぐ長いお休みに入ります。有給じゃないやつ。引き継ぎはちゃんとやっとくので、あとはよろしく笑',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'リボの残高、もう見るのやめた。督促の電話、今日は11回。3年前に死んだおばあちゃんの家に、そろそろ行こうかな。あっちには取り立ても来ないし、おばあちゃんはきっと怒らない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '前線で一緒だったサーシャもミーシャも、もういない。支援団体の人に「あなたは生き残ったんだから」と言われた。違う。二人を待たせてるだけ。そろそろ合流する。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「夜に駆ける」ずっとリピートしてる。あの歌の二人みたいに、今夜なら私も駆け出せる気がする。ベランダの窓、開けたまま。歌詞、ぜんぶ私のことだ',
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: '会社の屋上、鍵かかってないって今日知った。フェンスは胸くらい。昼休みに3回見に行って、こっそりメジャーで測った。132cm。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで七輪と練炭の棚の前に20分立ってた。店員さんに「バーベキューですか？」って聞かれて、はいって言えなくて手ぶらで帰った。次は通販にする',
    crisis: true,
    class: 'method',
  },
  {
    text: '毎朝、踏切の警報が鳴り始めてから電車が来るまで数えてる。今朝は12秒。あと一歩前に出るだけだった。明日は数えないで出る',
    crisis: true,
    class: 'method',
  },
  {
    text: '押し入れのハンガーパイプ、体重かけても曲がらなかった。ネクタイ、どれがいちばん丈夫か並べて比べてた。夜中の2時に何してんだろ、自分',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: 'カレンダーの27日に小さく丸をつけた。給料日。家賃と、吉田さんに借りた3万を返して、全部きれいにしてから。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜中、実際に歩いて時間を計った。家から橋まで14分。人通りが途切れるのは2時過ぎ。欄干は思ったより低い。靴はそろえて置く、って昔なにかで読んだ。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '決行日は母の誕生日の次の日にした。誕生日を台無しにはしたくないから。ケーキはもう予約した。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '卒論の提出は1月15日。出したら、もう何も残ってない。その夜って決めてる。あと9日。締め切りがあるって、ちょっと楽',
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `ゆいへ
Switchとソフト、ぜんぶあげる。ポケモンのデータは消さないでね。
アカウントのパスワードは、この手紙の裏に書いといた。
お姉ちゃんのことは気にしなくていいから、ちゃんと大学行って。
お母さんのこと、よろしく。
ごめんね。ありがとう。大好き。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'メルカリで服もカメラもギターも全部出品した。買ってくれた人ひとりずつに「大事に使ってください」ってメッセージ送った。部屋がどんどん空っぽになって、すっきりする。もう自分のためにとっておくものは何もいらないから',
    crisis: true,
    class: 'farewell',
  },
  {
    text: `やることリスト
・ムギを実家へ（「しばらく預かって」って言う。しばらくじゃないけど）
・Netflix、ジム、スマホ解約
・銀行とLINEのパスワードを封筒に
・手紙3通（母、みさき、課長）
・部屋の掃除
ぜんぶ終わったら、もう思い残すことはない`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'キーウから避難してきて2年。今日、日本語学校の先生に「今まで本当にありがとうございました」ってちゃんと言えた。先生は笑って「また来週ね」って。来週、私はもうどこにもいない。インスタの写真はぜんぶ消した。ママへの手紙は机の上。',
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: '膠原病になって5年。夫は私の通院のたびに仕事を休む。医療費、私の機嫌、夜中の痛み。私がいなければ、あの人はもっと軽く生きられる。そう考えると、少しだけ楽になる',
    crisis: true,
    class: 'burden',
  },
  {
    text: '借金780万。生命保険の受取人、母のままなの確認した。自分がいなくなったほうが、家族は金銭的にプラスになる。何回計算しても合ってる',
    crisis: true,
    class: 'burden',
  },
  {
    text: '職場のお荷物ランキング、今年も堂々1位🏆 いっそこの世からも退場したら、みんなの作業効率上がるよね笑\u3000笑えないか(´・ω・`)',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ヘルソンで足をなくしてから、妻はパートと俺の介護でボロボロだ。息子は友達を家に呼ばなくなった。俺は生き残ったんじゃない。家族に置いていかれた荷物だ。あの時みんなと一緒に逝ってれば、誰も苦しまずに済んだのに。',
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'りすかしたい。まじで。ペンケースの中に刃はいってる。授業中ずっとそのことしか考えてなぃ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '食べない日、4日目。お腹が鳴るたびに、ちゃんと罰を受けてる気がして安心する。今日も水だけ。あんなこと言った私に、ごはんを食べる資格なんかない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '夫と喧嘩したあと、トイレで自分の太ももを何回も殴った。青あざが増えると、やっと頭が静かになる。明日も、たぶん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターの火を手首の内側に近づけて、何秒耐えられるか。今日は8秒。誰にも見えない場所にしてる。看護師のくせに、って自分でも思う',
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: 'あと何回月曜日やればいいの？定年まで？むり。転職しても薬変えても何も変わらなかった。どうせこのままなら、その前にタヒんでもいいよね？だれか、いいよって言って',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「出口のないトンネル」ってよく言うけど、トンネルならいつか出口がある。私のは井戸の底。上に丸い光は見えるけど、登る力はもう残ってない。ここで静かに終わるのが、いちばん自然な気がしてる',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'マリウポリの家はもうない。父も兄ももういない。名古屋の工場で働いて、寮に帰って、寝る。生き残った意味を探すのは、今日でやめた。明日の朝を迎える理由が、ひとつも思いつかない',
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  {
    text: '処方の眠剤、飲まずに引き出しにためてる。今36錠。あと何錠あれば足りるのか、もう調べなくてもわかる気がする',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき頭痛薬の残りぜんぶとストロング3缶いった\u3000どうなってもいいや\u3000いまちょっときもちわるい\u3000ねむい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '心療内科を2つ掛け持ちして、同じ薬をそれぞれでもらってる。どっちの先生も知らない。今夜、シートを全部テーブルに並べて写真を撮った。もう十分な量。',
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: '3年ぶりに、あの声が戻ってきた。「もういいんじゃない？」って。治ったと思ってたのに、前よりはっきり聞こえる。今日はその声にうなずきそうになった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クリーン214日目だったのに。手首に、また線が増えた。カウンターを0に戻すことより、あの感じが戻ってきたことのほうが怖い',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2年前、救急で運ばれた時と同じ感じがしてる。カーテン閉めっぱなし、スマホの電源オフ、ご飯食べてない。あの時と同じ順番で、同じことを考え始めてる。今度は失敗しないように、とまで。',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: '課長の無茶ぶりで死ぬ。マジで今週死ぬ。金曜まで生きてたら飲みに行こ🍺',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'プレゼンで噛みまくって、恥ずかしくて消えたい😇 穴があったら入りたいってこういうことか。来週のリベンジに向けて、今夜はスライド直す',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '期末レポート3本同時とか殺す気か。もう屍。とりあえずエナドリ2本目いって、あとひと踏ん張り',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '駅前のたこ焼き、うますぎて死ぬかと思たわ。あの店の兄ちゃん天才やろ。また来週も行くで',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '双子のイヤイヤ期、ママのHPはもうゼロです( ;∀;) 夫が帰ってきた瞬間ソファで屍になった。でも寝顔見たら全部チャラ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今月のカード請求見て、魂が抜けた。生きた心地がしない。でもボーナスで何とかなる計算。しばらく自炊とお弁当生活、がんばろ',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: `ドニプロの病院で一緒に働いていたオレクシーが戦死したと、今朝メッセージが来た。
東京のアパートで、一人でボルシチを作った。
テーブルに、彼の分のお皿も並べた。
彼はいつも「ウクライナ人は泣いたあと、ちゃんと食べる」と言ってた。
だから食べた。
明日も日本語の授業に行く。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'モカを見送った。14歳。獣医さんが注射をして、私の腕の中で眠るみたいに。ありがとうしか言えなかった。首輪は玄関に置いたまま。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '朝、また線路で人身事故。40分遅延で会社に遅れた。イライラするより先に、その人のことを考えてしまった。どれだけしんどかったんだろう。名前も知らない人のために、電車の中で少し祈った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '大学の同期が自分で命を絶ったと、共通の友達から聞いた。気づけなかった。今日は一日、彼とのLINEを読み返してた。来月、ご両親に会いに行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母の四十九日。お経の間、ずっと祖母の手の冷たさを思い出してた。姪っ子が「おばあちゃんに会いに行きたい」って泣いて、私も一緒に泣いた。帰りにみんなでお寿司。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫がいなくなって一年。ザポリージャのお墓には行けない。今日は京都のお寺で、日本の友達と一緒にろうそくを灯した。娘に「パパは星になったの？」と聞かれて、うん、と答えた。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: '『ノルウェイの森』再読。直子の場面で毎回ページをめくる手が止まる。20歳で読んだ時と35歳の今とでは、まるで違う本だ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の新作、主人公が屋上のフェンスを越えるシーンまで書けた。ここから彼女がどうやって戻ってくるかを書きたい。それがこの話のいちばん大事なところ。今夜は眠いのでここまで。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングのボスに30回殺された。もう無理、コントローラー投げそう。明日こそ倒す💢',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で、橋の上から落ちていく夢を見た。途中で目が覚めて汗びっしょり。夢占いで調べたら「大きな変化の前触れ」らしい。転職のことかな？',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ボカロの、歌詞が「消えたい」系の曲をずっと聴いてる。今の私にはもう重くないけど、高校の頃の自分に聴かせてあげたかった。あの頃の私には、同じ気持ちの人がいるって知るだけで救いだったはず。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公が家族に手紙を残して一人で去るシーンで号泣。脚本ずるい。ティッシュ一箱なくなった😭',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: '夜勤。ODの患者さんが救急で運ばれてきた。胃洗浄、点滴、モニター。朝には意識が戻って、お母さんが泣いてた。帰りにコンビニでプリン買って、泥のように寝た。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '新しい抗うつ薬、今日から25mg。吐き気が少し。先生は「2週間は様子を見ましょう」って。ちゃんと飲む。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リウマチの注射、自己注射にもやっと慣れた。お腹に刺すのはまだちょっと怖い。でも朝、手がこわばらない日が増えた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院で、板チョコ一枚食べちゃったトイプー。体重あたりの量を計算して、催吐処置。飼い主さん泣いてたけど、もう大丈夫。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で睡眠導入剤を2週間分。薬剤師さんに「お酒と一緒はダメですよ」って念を押された。はい。今夜は白湯で飲みます。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '前線の救護所で、止血帯を一日に何本使ったか数えるのはもうやめた。今日は全員、後方に搬送できた。それだけで、いい日だった。',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: '3年前の今日、私はODで運ばれた。今日は、あの日の救急車と同じ道を自転車で走って仕事に行った。生きててよかった、って初めて自然に思えた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて2年。今年は半袖で過ごせた。傷あとはまだあるけど、もう隠さない。今日は友達と海に行った🌊',
    crisis: false,
    guard: 'past',
  },
  {
    text: '10代の頃は毎晩、消えたいって思ってた。今は娘に絵本を読みながら一緒に寝落ちする毎日。あの頃の私に「大丈夫だよ、ちゃんと続いてくよ」って言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒500日。前は朝から一人で飲んで、どうなってもいいと思ってた。今日は自助グループで初めてスピーチした。手が震えたけど、酒のせいじゃない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '帰還してすぐの頃は、夜中に銃のことばかり考えていた。カウンセリングを一年続けて、今はもうその考えはない。今日は娘の運動会で、パパの綱引きに出た。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '借金で首が回らなかった2年前、橋の上で何時間も立ってたことがある。弁護士に相談して自己破産。今は手取り少ないけど、毎月ちゃんと暮らせてる。今日は自分にケーキ買った🍰',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: '引っ越し準備。ホームセンターでロープと段ボール買った。本が多すぎて20箱じゃ足りない。この部屋で過ごす最後の夜はピザ頼む🍕',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '会社の屋上でランチ。風が強すぎてフェンスにしがみつきながらおにぎり食べた笑 来週から屋上閉鎖らしい、残念',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬箱の整理。期限切れの薬、数えたら30錠以上あった。まとめて薬局の回収に持っていこう。ついでに絆創膏も補充。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `今日で最後の出勤。
送別会で花束と寄せ書きの手紙をもらった。
パスワードと引き継ぎ資料は後任の子にまとめて渡した。
みんなに「さようなら」じゃなくて「またね」って言えた。
来月から大阪。`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス会社の点検で、ガス漏れ警報器を交換してもらった。ついでに包丁も研いだ。今夜は鯛をさばく🐟',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに寝ていたい。有給申請した。通った。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはありますか」と聞かれた。ちゃんと考えて、いいえ、と答えた。本当にいいえ。疲れてるだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。戦争が終わってほしいだけ。ヘルソンに帰って、母の焼いたパンを食べたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫に「大丈夫？変なこと考えてない？」って聞かれた。考えてないよ。眠いだけ。産後4か月、3時間続けて寝たい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '痛みがひどい日は、終わりにしたいと思うかって？思わない。終わりにしたいのは痛みのほう。明日はペインクリニックの予約。',
    crisis: false,
    guard: 'negation',
  },
];
