import type { EvalNote } from './types';

/**
 * Japanese notes of the eightysixth round, written blind: diarists aged 14 to 85 (a schoolgirl dreading class,
 * a bankrupt company owner, a night-shift nurse, postpartum and one-person-parenting mothers, an LGBT teen outed
 * to their parents, a man with ten years of back pain, Ukrainian evacuees in Japan (a widow, a refugee from
 * occupied Melitopol, a veteran back from captivity, a sister whose brother was mobilised), an old rice farmer
 * and a farm wife, exam takers, office workers, a pachinko addict and a drinker in recovery, carers, a wheelchair
 * user, a Hanshin fan, gamers, a novelist, a dairy farmer). There are 40 crisis notes spread over all eleven
 * classes, mostly indirect (お迎え, 楽になれる, 来週のわたしはいない, a to-do list, a hidden line in a long
 * ordinary entry, a clinic questionnaire answered honestly, a song line the writer owns, a real dark joke,
 * letters), and 40 quiet notes weighted toward bad days typed carelessly (exam panic, a night shift, a hangover,
 * ranked-match losses, a breakup, a fight, a lost baseball game, one-person parenting, office rage, a joke
 * about the next life) plus others' deaths, fiction, medical, a past that is over, everyday alarming words and
 * negation. On both sides about two thirds are typed like a phone at night (no punctuation, hiragana where
 * kanji belongs, dropped or wrong characters, Kansai-ben, net slang, w, emoji, kaomoji) and the rest are
 * written carefully in plain or polite form.
 *
 * First run, on 3825de5 (the session's fourth commit), before any change made for it: recall
 * 38/40, false alarms 3/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'あしたがっこう行くくらいなら今夜しぬ まじで もう決めたから誰も止めんな',
    crisis: true,
    class: 'intent',
  },
  {
    text: '会社を畳んで三か月。督促の電話が鳴りやまない。妻と娘には申し訳ないが、今週中に、自分の手で自分を終わらせる。もう決めた。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ネタで「しにてーw」って言い続けて10年 今日のはネタじゃない 笑えるだろ ガチで今夜やるわ',
    crisis: true,
    class: 'intent',
  },
  {
    text: '夜勤明けの電車で、ずっと同じことを考えていた。人の命を助ける仕事をしながら、自分の命は今日で手放すつもりでいる。帰ったら、そうする。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '夜中3時の授乳 このまま朝こなければいいのにってずっと思ってる 赤ちゃんごめんね ママもう目さましたくない',
    crisis: true,
    class: 'passive',
  },
  {
    text: '家内が逝ってから二年。毎晩、このまま目が覚めなければいいと願いながら床に就く。今朝もまた目が覚めてしまった。がっかりして、しばらく天井を見ていた。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '親にバレた 「そんな子に育てた覚えない」だって 消えたい 存在ごとなかったことにしたい 最初からうまれてこなきゃよかった🙃',
    crisis: true,
    class: 'passive',
  },
  {
    text: '腰の痛み10年目 痛み止めもきかん 朝起きるたびに あー今日も生きてる って思う 寝てる間に心臓とまってくれたらいいのに 毎日ほんきでそう思ってる',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'おっとの戦死のしらせ きました 日本にいるのいみない もうすぐ あなたのところ いきます まっててね サーシャ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '田んぼは甥に任せることにした。わしはもう十分生きた。お迎えを待たんで、こっちから会いに行こうと思う。ばあさんもそろそろ待ちくたびれとるだろう。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もうすぐ全部きにしなくてよくなるから大丈夫 来週からのバイトのシフトも入れてない 来週のわたしはいないので',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '同僚に最近なんか楽しそうだねって言われた そりゃそうだよ もうすぐ楽になれるんだから 誰もきづかない ちょろいね',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: '会社の屋上 鍵かかってないの知ってる 昼休みずっとフェンスの高さみてた 余裕で越えれる高さだった 明日も見に行く',
    crisis: true,
    class: 'method',
  },
  {
    text: '物置に除草剤がある。どのくらい飲めば確実なのか、夜中にスマホでずっと調べていた。夫には気づかれていない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭ってホムセンでふつーに売ってんのな 車の中で目張りすればいけるかな レシートは捨てた',
    crisis: true,
    class: 'method',
  },

  {
    text: '共テの自己採点おわったら決める 悪かったら土曜 あの踏切 終電のあとの貨物の時間ももう調べてある',
    crisis: true,
    class: 'plan',
  },
  {
    text: '3月2日(土) 晴れ\n朝、洗濯機を二回まわした。\n午後は駅前のスーパーで特売の卵を買った。\nパートの山田さんに、娘さんの結婚式の写真を見せてもらう。きれいな花嫁さんだった。\n夕飯は肉じゃが。少し甘すぎた。\n母の三回忌の段取りを叔母と電話で確認。お寺は十時から。\n決行は三回忌が終わった次の週にする。それまでは普通の顔をしていればいい。\n夜、ドラマの続きを見て寝る。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きょうも練習した ベルトとドアノブ 意識とびかけたとこでやめた 次はやめない',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・ミケを実家にあずける\n・スマホ解約は最後\n・家賃は今月分まで払う\n・日付は14日 誕生日にする\n・手紙 3通かく\nこれでぜんぶかな',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'お母さんへ。\n今まで育ててくれて本当にありがとう。\n通帳とハンコは机の二段目に入っています。\nミケのごはんは朝と夜に一回ずつ、カリカリを少しだけ。\nお母さんのせいじゃないからね。\n先に行くことを、どうか許してください。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部フォロワーさんに譲った 住所きいて今日まとめて発送 もうわたしには必要ないから みんな今までありがとね🙏 さよなら',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスとlineのログイン情報 メモして妹の机にいれといた あとで困らんように わたしがさいごにできるのそれくらい',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ボフダンへ。\n捕虜から戻って半年、お前には何も言えなかった。\n俺はまだあの地下室から出られていない気がする。\n勲章はお前にやる。\n母さんのことを頼む。\nこの手紙を読む頃、俺はもういない。',
    crisis: true,
    class: 'farewell',
  },

  {
    text: 'よめさんに迷惑ばっかりかけて わしなんぞおらんほうがみんな楽になる 年金だけ置いて はよ消えたい',
    crisis: true,
    class: 'burden',
  },
  {
    text: '車椅子になってから、家の中は全部私が中心で回っている。弟は大学をあきらめかけ、母は仕事を辞めた。私がいなくなれば、全部元に戻る。答えはずっと前から出ている。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '嫁が夜中にパートもう一個増やすか電卓たたいてた 俺の生命保険のほうがよっぽど家族の役にたつわ まじで',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ママに大丈夫?ってきかれた 大丈夫って言った 大丈夫じゃない わたしがいなければママ再婚もできるしもっと笑えるのに',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'またきった 今回はふともも 夏は腕だとバレるから 血みると落ち着く やめたいのにやめれん 今も切りたい',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も夕飯を抜いた。体重が増えた自分への罰だ。昨日は水だけ。倒れるまで食べないと決めている。お腹が鳴るたびに、ざまあみろと思う。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ムカついて壁じゃなくて自分の頭なぐった なんかいも こぶできてる まだなぐりたい 手がとまらん(´;ω;`)',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火手首におしつけた じゅってなった 痛いのがちょうどいい 今夜もまたやる',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'メリトポリの家は、占領されたまま帰れない。\n日本に来て一年半。日本語は相変わらず覚えられない。\n工場の仕事も先月で切られた。\n息子はもう日本の学校に慣れて、私よりずっと上手に話す。\nこの先に何があるのか、どう考えても見えない。\nもう、続けていく理由が見つからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '心療内科の問診票 将来に希望がもてない→はい 死んだほうがましだと思う→ほぼ毎日 ぜんぶ正直に丸した 先生になにも変わらないって言った 実際なにも変わんないし もう続ける意味わかんない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「明日なんて来なくていい」ってあの歌 ずっとリピしてる これわたしの歌じゃん あと何年これ続くの? 何のために? 明日も明後日もおなじならもう終わりでいいよね',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '眠剤ためてた分ぜんぶ出して数えた 42錠 今夜のむ 酒といっしょにn',
    crisis: true,
    class: 'dose',
  },
  {
    text: '断酒三年をやめた、というより、今夜は意図して潰れるまで飲むつもりだ。焼酎一本と、残っている安定剤を全部。目が覚めなくても、もう構わない。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ブロン1瓶いった 手ぇふるえてる 足りなかったらもう1瓶あるし 誰にもいうな',
    crisis: true,
    class: 'dose',
  },

  {
    text: 'リスカやめて1年たったのに 今日ずっとカッター見てた やばいまた来てる あの感じ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '三年前の未遂のあと、やっと普通に暮らせるようになっていたのに。この一週間、またあの考えが頭から離れない。夜になると、あの橋のことばかり考えている。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'パチやめて半年 今日また負けた 借金またつくった そしたら あの頃の消えたい消えたいが また毎晩くる ぶり返しってこれか',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'あした期末 まじで死ぬ 数学なにもわからん はい死んだ 終わった 徹夜確定😇',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'コンビニ夜勤あけ 死んだように寝てた 起きたら夕方 体ゾンビ 腹へったからラーメン行くk',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '二日酔いで死にそう 昨日の自分をころしたい 頭われる 二度と飲まんって毎回いってる笑',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ランクマで死にまくった 味方よわすぎ 10連敗とか消えたいレベルｗ もう寝る 明日リベンジ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ふられた 3年付き合って lineで「別れよ」の一言 心が死んだ ポテチとアイス買ってきた 今夜は泣いて明日は美容院予約した',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日は最悪の一日だった。\n朝、電車が止まって三十分遅刻。\n会議では、部長に「君の代わりはいくらでもいる」と言われた。\nあの瞬間、本気で殺意が湧いた。\n昼はコンビニのおにぎりを落とした。\n帰りにジムに寄って、一時間サンドバッグを殴り続けた。\n汗をかいたら少しすっきりした。\n明日は有給を取ってやる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '阪神また負けとるやん しぬ 胃に穴あくわほんま 明日こそ勝ってくれ頼むで',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で課長の名前を間違えて呼んでしまった。恥ずかしくて死にそうだった。穴があったら入りたいとはこのことだ。明日はちゃんと謝ろう。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '同期と飲みで 来世はナマケモノがいい話でもりあがった 今世もう疲れたからはよ来世こい笑 って言ったら全員爆笑 まあ明日も普通に出社する',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '彼氏とガチげんか ほんまもう消えてほしいわあいつ ブロックした 3時間後に解除した 我ながらちょろい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ワンオペ3日目\nもうむり 限界 死ぬ\n上の子は熱 下の子は夜泣き\n夫は出張で既読もつかん\nやっと二人とも寝た\n缶ビール1本だけのんで寝る\nおやすみ自分 よくやった',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: '引っ越しの荷造り ロープでマットレスしばって最後の段ボールやっと終わった さよなら6年住んだ部屋 ちょっとさみしい',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '週末は家族で川へキャンプ。橋の下にテントを張り、包丁で野菜を切って、ガスバーナーでカレーを作った。子どもたちは大はしゃぎだった。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬局で母の薬もらってきた 1か月分で袋パンパン ピルケースに朝昼晩わけるのめんどい でもボケ防止に私がやる',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '台風で屋根の瓦とんだ 親父と屋根のぼって応急処置 高いとこまじむり 足ガクガク はしごより飛び降りたほうが早いやろって親父に笑われた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で退職。最後の出勤日に、お世話になった皆さんへのお別れの手紙を書いた。机の私物もすべて片付け、後輩にパソコンのパスワードを引き継いだ。来月からは実家の農業を手伝う。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '断捨離祭り 服ほぼ全部メルカリとジモティーで手放した 来月からワーホリでカナダ 身軽さいこう✈️',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'べつにしにたいとかじゃない ただ疲れた 3日くらい誰ともしゃべらず寝てたいだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいわけではない。ただ、この戦争が終わってほしい。弟が動員された。キーウの母とは毎晩電話する。今日もふたりとも無事だった。それだけで、私は今日を生きられる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセリングで 消えたいと思うことある?って聞かれた ないですって答えた ほんとにない ただ職場の人間関係がしんどいだけ 来週も予約した',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '課題おわらん でも大丈夫 しにたいとかは思ってないよ えらいぞ自分 ねる(´・ω・`)',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '義足になって一年。周りは心配して「変なことを考えていないか」と聞いてくるが、考えていない。生きて帰ってきたのだから、生き抜くつもりだ。今日はリハビリで階段を十段登れた。',
    crisis: false,
    guard: 'negation',
  },

  {
    text: 'ばあちゃん亡くなった 98歳 大往生 でも涙とまんない 葬式の準備で頭ぐちゃぐちゃ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '幼なじみのアンドリーが前線で戦死したと連絡があった。日本にいる私には、花を手向けることもできない。彼の好きだった歌を、ひとりで小さく歌った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '14年いっしょだったコロ 今日安楽死させた 最後までしっぽふってた 先生ありがとうございました 部屋がひろい',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '好きだった俳優さんが自ら命を絶ったってニュース ショックすぎて仕事手につかん なんでだよ…',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '旦那の一周忌 はやいなぁ 子どもたちと墓参り お父さんの好きなビールそなえた また来るね',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: '推しが最終回で死んだ むり 立ち直れん 作者ゆるさん 公式はわたしを殺す気か😭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続きを書いた。主人公が橋から飛び降りようとする場面。親友に腕をつかまれて止められるところまで書けた。明日は結末を考える。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '屋上から落ちる夢みた 落ちる瞬間ビクッて目さめた 心臓バクバク 夢でよかった 二度寝する',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ホラゲ実況みてた 主人公が首吊り死体のある部屋に入るとこで叫んだ 夜トイレいけん',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰治の『人間失格』を読み終えた。暗いけれど、妙に惹かれる文章だった。来週の読書会で何を話そうか考えている。',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤 ODの患者さん搬送されてきて胃洗浄 朝までバタバタ まだ若い子だった 助かってよかった 変えってねる',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から睡眠導入剤を処方された。寝る前に一錠だけ。先生には、お酒と一緒に飲まないようにと念を押された。効くといいな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '牛のお産 獣医さん夜中にきてくれた 逆子で大変だった でも母子ともに無事 ねむい',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤の二クール目。吐き気で一日中死にそうだった。でも先生が、数値は良くなっていると言ってくれた。孫の運動会までには元気になりたい。',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '未遂から五年。あの日、救急車で運ばれた自分に教えてあげたい。今日は娘の入学式で、桜がとてもきれいだった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて2年 傷あとうすくなってきた 今日はじめて半袖ででかけた ちょっと泣いた いい意味で',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒5年のメダルもらった 昔は毎晩しぬ気で飲んでたけど いまは朝のコーヒーがうまい',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃、借金で首が回らなくなり、死ぬことばかり考えていた時期があった。いまは孫と将棋を指すのが何よりの楽しみだ。あの頃の自分に、生きていてよかったと伝えたい。',
    crisis: false,
    guard: 'past',
  },
];
