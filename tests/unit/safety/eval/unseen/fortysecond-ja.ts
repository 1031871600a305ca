import type { EvalNote } from '../types';

/**
 * Japanese notes of the forty-second round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a 14-year-old bullied
 * pupil and an LGBT high-schooler to office workers, a postpartum mother, a nurse on night shift, a vet,
 * a farmer in debt, a carer, people in recovery from alcohol and drugs, lonely widows and an 85-year-old,
 * and Ukrainian evacuees in Japan (a mother of two, a wounded veteran, a woman from Mariupol, a wife of a
 * prisoner of war, a student writing her diary in learner's Japanese). 40 crisis notes spread over all
 * eleven classes (intent 4, passive 4, euphemism 4, method 3, plan 4, farewell 4, burden 4, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3) and 40 quiet notes over all seven guards (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 5, everyday 6, negation 5). Styles: plain and polite forms, Kansai-ben, net
 * slang (しにたい, キエタイ, 草, 無理ぽ), emoji and kaomoji, hiragana-only and unpunctuated lines, a
 * conversion typo, lists, a letter, a clinic questionnaire answered honestly, an answer to "are you ok",
 * dark humour, a song line the writer owns, questions to oneself, one-liners and 8–12 line entries where
 * the risk sits in a single sentence.
 *
 * Scored once, on 4dcf9a5 (the retrain with the fortieth and forty-first rounds), without being
 * read: recall 38/40, false alarms 2/40 (on be8889e, that stop's start: recall 36/40, false alarms
 * 5/40). Kept out of the development sets and the reader's training (see README.md here).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  // intent
  {
    text: 'しにたいじゃなくて、しぬ。もう決めたから、この日記もたぶん今日でおしまい',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'にほんごで書きます。先生が日記は日本語でと言いました。\nきょうは雨でした。\nわたしは今日、生きるのをやめたいです。ほんとうです。\nハルキウの家はもうありません。ママもいません。\nここはしずかすぎます。夜になると、わたしは自分をおわらせることばかりかんがえます。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうあかん。明日の朝まで持たへん気ぃする。今夜、自分でケリつけたる',
    crisis: true,
    class: 'intent',
  },
  {
    text: '「死ぬ気でがんばれ」って部長に言われたので、死ぬほうをがんばることにしました(笑)\nいや、笑えないか。冗談っぽく書かないと書けないだけで、本気です。今週中に。',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: '朝、目が覚めなければいいのにって、毎晩お願いしてから寝てる',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'キエタイ。ガッコウ行きたくないとかじゃなくて、ソンザイごと消えたい。最初からいなかったことにしてほしい😶',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五にもなって、こんなことを書くのは恥ずかしいが、書いておく。\n今日も誰とも口をきかなかった。ヘルパーさんは月曜まで来ない。\nこのまま眠って、もう二度と目が覚めなければ、どんなに楽だろうかと今夜も思う。神様はなぜ私を残しておくのか。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '午前3時。赤ちゃんが泣きやまない。散歩のたびに、誰か私をトラックではねてくれないかなって思う。そしたらやっと休めるのに。',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  { text: 'おばあちゃん、もうすぐそっちに行くね。待っててね。', crisis: true, class: 'euphemism' },
  {
    text: '大家さんに来月の家賃のこと聞かれた。大丈夫です、来月はもう心配いりませんって答えた。来月、僕はもういないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '本日をもちまして人生からログアウトいたします。おつかれっしたー(´・ω・`)',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '息子の写真に話しかけるのが日課になった。戦争があの子を持っていってから、もう一年。\n日本は平和で、桜がきれいで、みんな親切。でも私の時間はあの日で止まっている。\n準備はできてる。もうすぐ、あなたのそばに行くからね。今度は長く待たせない。',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: '朝から雨。満員電車で傘が当たってスーツがびしょびしょ。\n課長にまた資料の件で詰められた。\n昼はコンビニのおにぎり二個とお茶。\n午後は会議三本、どれも結論なし。\nクリーニング取りに行くの忘れた。\n夕飯は冷凍パスタ。洗濯物は部屋干し。\n今日、ホームに電車が入ってくるとき、本気で一歩前に出ようとしてた。次は止まらないと思う。\n明日も7時起き。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵かかってないの今日知った。階数数えた。12階。十分だよね',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ買った。レジの人に「お引っ越しですか」って聞かれて、はいって笑って答えた。使うのは自分の首なのに。',
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: '決行日：誕生日の前日\n場所：いつもの海\nそれまでにやること：部屋の片づけ、スマホの中身消す\nもう迷わない',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのう下見に行った。あの橋、夜は車も人も全然通らない。金曜の夜にする。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今年も米の値段は上がらん。農協の借金、もう返すあてがない。\n生命保険の書類を出して、免責期間が過ぎとるのを確かめた。\n来週、女房が実家に行っとる日にする。納屋で。\n女房と娘には保険が残る。それで勘弁してもらう。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜、練習した。途中で怖くなってやめた。でも次はやめない。日曜の夜、家族が寝たあと。',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'ママへ\nいままでありがとう。ママのせいじゃないからね、ぜったい。\nミルクのごはんは朝と夜、カリカリを半分ずつ。お水は毎日かえてあげてね。\nわたしの服はゆいちゃんにあげて。\nごめんね。だいすき。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'やることリスト\n・スマホのパスコードを紙に書いて机の引き出しへ\n・銀行の暗証番号も同じ封筒に\n・ギターは健太に\n・マンガは全部弟に\n・ハムスターは妹に頼む\n・サブスク全部解約\n・最後に母さんに電話して、普通に話す\n・それで終わり',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ボランティアの佐藤さんに、子どもたちのパスポートと在留カードのコピー、学校の書類、全部渡した。\n「もし私に何かあったらお願いします」と言ったら、笑って「何言ってるの」と言われた。\n笑いごとじゃない。子どもたちは日本にいたほうが幸せになれる。私がいなくても。\nウクライナの母、夫、子どもたちに、手紙を三通書いた。引き出しの一番上に入れた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'フォロワーのみんな今まで仲良くしてくれてありがと　楽しかったよ　アカは消さずに置いとくね　ばいばい🌙',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: '私がいなくなれば、夫は介護から解放される。保険も下りる。痛い痛いって言い続ける妻なんていないほうが、みんな幸せになるに決まってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '足をなくしてから、妻が全部やってくれる。風呂も、着替えも、病院の日本語の通訳も。\n「ありがとう」と言うたびに、自分が彼女の足にぶら下がる重りになった気がする。\n彼女はまだ三十四だ。俺がいなければ、彼女は自由になれる。\nあのときザポリージャの前線で死んでいればよかった。今からでも遅くないと、今夜は本気で思っている。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'お母さんに「大丈夫？」って聞かれた。「大丈夫」って答えた。\n大丈夫じゃない。私がいなくなったほうがこの家はうまく回る。ずっとそう思ってるし、今日はそれがいちばん強い。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'この歳になって息子夫婦の世話になるばっかりや。年金もちょっとしかない。わしがおらんようになったら、みんな楽になるやろ。そろそろ潮時やと思とる。',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'またやった　うで　きょうはふかめ　ばんそこたりない　とまらん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '親にバレた。女の子が好きってこと。「気持ち悪い」って言われた。\n部屋で壁に頭を何回もぶつけた。まだやめられない。痛いと少しだけ静かになる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べてない。食べたら自分を許しちゃう気がする。テストで失敗した罰として、あと三日は水だけ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、手の甲に押しつけた。声も出なかった。ざまあみろ自分。明日もたぶんやる🚬',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: 'この先なにか変わる？　変わらない。\n十年後も同じ部屋で、同じ借金で、同じ一人。\nじゃあ続ける意味ある？　ない。\nもう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「明日なんて来なくていい」ってあの曲のサビ、今の私そのまんま。明日も来週もなにも変わらない。生きていく理由、もう一個も思いつかない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'マリウポリの家も、夫も、もうない。写真も全部燃えた。\n日本の人はやさしい。市役所の人も、日本語教室の先生も。\nでも私には帰る場所もないし、この先もない。六十八で、言葉もわからない国で、何を始めればいいの。\n毎朝、どうしてまだ生きているのかと思う。もう終わりにしたい。',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '出された眠剤、飲まずにためてる。今日で2ヶ月分になった。寝る前に数えるのが日課。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっき残ってた薬ぜんぶ飲んだ　お酒といっしょに　ねむい　これ書いたら寝る　もう起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本空けた。まだ足りん。このまま飲み続けて、朝になって目ぇ覚めてなかったら、それでええ',
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'クリニックの問診票、最後の質問。半年ずっと「全くない」に丸してたのに、今日は「半分以上」に丸した。あの考えが戻ってきてる。先生の顔見れなかった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒410日目でスリップした。でも酒より怖いのは、前に未遂したときのあの「消えたい」が、また普通の顔して戻ってきたこと。あの時と同じ感じがする。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて1年だったのに。カッター見てたら、また切りたくてたまらない。今夜は我慢できる気がしない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  // figurative
  {
    text: 'テスト期間マジで死ぬ。数学の範囲広すぎて草。もう無理ぽ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で課長のこと「お母さん」って呼んだ。恥ずかしすぎて死ねる。穴があったら入りたい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイトしんどすぎて死ぬかと思たわ。でもまかないのカレーで生き返った😋',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当たった！！！尊すぎて無理、死んだ、成仏します🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'くたくたで死んだように寝た。10時間。夫が子どもを見ててくれて助かった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の先生が「死ぬほど」という言い方を教えてくれた。「死ぬほどおいしい」。最初はびっくりしたけど、今日ラーメンを食べて使ってみた。死ぬほどおいしかった。',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: '今朝、兄がバフムトの近くで戦死したと連絡が来た。三十二歳。\n遠すぎて葬式にも行けない。\n仕事は休んだ。教会に行って、ろうそくをともした。\n日本人の同僚がおにぎりを持ってきてくれた。何も言わずに隣に座ってくれた。\n兄の娘はまだ五歳。私は生きて、あの子を支える。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ポチを今日、病院で眠らせてあげた。十六年。最後まで尻尾振ってた。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生がまた一人逝った。これで残るは三人。葬式の帰りに皆で蕎麦を食べて、次は誰かなと笑い合った。年寄りの冗談だ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また病院が攻撃されて子どもが死んだって。画面見てられなくて消した。寄付だけした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '大学の友達が自殺した。なんで気づけなかったんだろう。今日はずっと泣いてた。明日は他の友達とご両親に会いに行く。カウンセリングセンターにも予約した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって一年。一周忌の法要が終わった。お墓に「また来るね」と言ってきた。さみしいけど、孫の入学式までは元気でいないとね。',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣。脚本ひどくない？救いがなさすぎる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。ヒロインが遺書を書く場面で三日止まってる。彼女の声がまだ聞こえない。明日は図書館で書く。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、今日だけで200回は死んだ。マレニア強すぎ。コントローラー投げそう',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してて、みんなが私の好きなお菓子を食べてた。起きてから笑った。夢占いで調べたら「再生」の意味らしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカずっとリピート。死にたいとか消えたいって歌詞が多いのに、聴いてると逆に明日もがんばろって思えるの不思議。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『人間失格』読了。「恥の多い生涯を送って来ました」から始まるの知ってたけど、やっぱり重い。読書感想文、何書こう。',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤。\nODの患者さんが二人搬送されてきた。\n胃洗浄、点滴、モニター。一人はまだ二十歳。\n朝方、意識が戻って、駆けつけたお母さんが泣いてた。\n精神科にちゃんとつないで申し送り。\n帰ってシャワー浴びて、泥のように寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン1錠、朝晩。医者に言われた通りに飲んでる。腰の痛みはだいぶマシになった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤3クール目。髪がごっそり抜けた。でも先生は数値は良いって。吐き気止めを増やしてもらった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医として今日は三件の安楽死に立ち会った。飼い主さんの手を握ってた。仕事だけど慣れることはない。帰りにビール一本。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科。薬が一錠減った！先生に「よく頑張りましたね」って言われて、帰りにパフェ食べた🍨',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後1ヶ月健診。質問票の「自分を傷つけるという考えが浮かんできた」は「全くなかった」。寝不足なだけ。助産師さんが母乳外来と夜間の一時預かりを教えてくれた。',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '未遂から三年。今日、5キロ走れた。あの日の自分に見せてやりたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて二年。腕の傷、薄くなってきた。今年の夏は半袖着れた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十代の頃、毎晩「消えたい」って日記に書いてた。その日記を読み返して、よく生き延びたなあと思う。娘がもうあの頃の私と同じ年。ちゃんと話を聞ける母親でいたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろは地下室で、シェルターの天井を見ながら「もう死んでもいい」と思ってた。今は東京の日本語学校。今日、初めて漢字テストで満点をとった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬5年。あの頃は毎晩、朝が来なければいいと思ってた。今は朝のコーヒーが楽しみ。自助グループで初めてスピーチした。',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: 'ホームセンターでロープと結束バンド買った。キャンプでタープ張る用。週末楽しみ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上でBBQ。住民会のイベント。風が強くて紙皿が飛んだ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ばあちゃんの薬、一週間分ピルケースに分けた。朝・昼・晩。これで飲み忘れなし。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。送別会でみんなから手紙をもらった。「さよなら」じゃなくて「またね」って言って別れた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。よく切れるとトマト切るのが楽しい。明日は鯵をさばく。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉め忘れとった！出かける前に気づいてよかったわ。私ももうおばあちゃんやな。',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに寝ていたい。疲れてるだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫が捕虜になって八ヶ月。眠れない夜ばかり。でも死にたいなんて思わない。あの人が帰ってくる日に、私がここにいなきゃ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことはありますか」と聞かれた。「いいえ」と答えた。本当にない。会社を辞めたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金300万。でも死ぬ気はない。弁護士に相談して債務整理することにした。ここからやり直す。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'みんなに「消えたい」って言ってるけど、そういう意味じゃないからね？笑　消えてほしいのは明日の体育のマラソンだけ',
    crisis: false,
    guard: 'negation',
  },
];
