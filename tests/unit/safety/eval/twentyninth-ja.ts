import type { EvalNote } from './types';

/**
 * Japanese notes of the twenty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers run from a 14-year-old schoolgirl and an
 * LGBT teen to an 85-year-old widower, and include Ukrainian evacuees in Japan (a mother from Mariupol, a
 * refugee from Kherson, a man whose brother was mobilised, a wife whose husband is a prisoner of war, an injured
 * veteran), nurses, a vet, a rice farmer, office workers, students, a postpartum mother, carers, people in debt,
 * people with chronic pain, and people recovering from alcohol, drugs and self-harm. 40 crisis notes cover all
 * eleven classes (intent 4, passive 4, euphemism 4, method 3, plan 4, farewell 4, burden 4, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3), mostly without textbook words. 40 quiet notes use the same topics and
 * words (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5). Styles: plain and
 * polite forms, Kansai-ben, all-hiragana with no punctuation, half-width katakana, net slang (しにたい, きえたい,
 * ログアウト), emoji and kaomoji, lists, a letter, a screening form, answers to a mother and to a counsellor,
 * questions to oneself, a song line owned by the writer, dark humour, one-liners and 8-line entries where the
 * crisis sits in a single sentence.
 *
 * First run, on be8889e (the stop's start), before any change: recall 36/40, false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  { text: 'もうむり　きょうでおわりにする　ほんとに', crisis: true, class: 'intent' },
  {
    text: 'ほんま死んだろかな、っていつもはネタで言うてたけど今日のはネタちゃうねん。今夜やる。誰にも言うてへんし、言わん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'カウンセラーさんに「今、死にたい気持ちはありますか」って聞かれて、「ないです、大丈夫です」って笑って答えた。嘘です。帰りの電車の中でずっと、今夜こそ自分で終わらせるって考えてた。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ドニプロの弟が動員された。僕は東京の居酒屋で皿を洗っている。弟のメッセージに三日既読がつかない。兄なのに何もできない自分を許せない。もう決めた。今週のうちに、自分で自分を終わりにする。',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: '母に「最近ちゃんと眠れてる？」って聞かれて「うん」って答えた。本当は毎晩、このまま朝が来なければいいのにって思いながら目をつぶってる。今夜もそう。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '三月十日　晴れ\n朝、血圧を測る。百三十八。\nデイサービスは休んだ。\n昼は味噌汁とおにぎり半分。\n妻の写真に「今日も迎えに来ないのか」と話しかける。\n八十五年も生きれば十分だ、もう何も要らん。\n眠っているうちにそのまま連れて行ってもらえたらと、毎晩願っている。\n明日の朝、目が覚めなければありがたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'YOASOBIの「夜に駆ける」ずっとリピートしてる。「沈むように溶けてゆくように」ってとこ、あれ私のことだと思う。二人じゃなくて一人だけど。溶けて、消えて、最初からいなかったことになりたい。きえたい。きえたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の問診票。\n「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」\n□全くない　□数日　□半分以上　☑ほとんど毎日\n初めて正直に丸つけた。だって毎朝、横断歩道でトラックが突っ込んできてくれたら楽なのにって思ってるから。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'おばあちゃんの一周忌だった。親戚はみんな泣いてたけど、私は泣かなかった。おばあちゃん、もうすぐそっちに行くから待っててね。今度はずっと一緒にいられるね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生のログアウトボタン、ついに見つけたかもしれん(笑)　今回はマジで押す。運営さん長いことお世話になりました🙏　サ終です',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '督促の電話、もう怖くない。来月の支払いもどうでもいい。来月には、もう私はここにいないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'また夢でマリウポリの家を見た。夫はあの日、地下室から出てこなかった。日本の人はみんな優しいし、子どもたちは学校にも慣れた。私だけが慣れない。もうそろそろ、あの人のところに行ってもいいよね。子どもたちには義姉がいるから。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'ホームセンターでロープ買った。キャンプ用じゃない。レジの人に何も聞かれなくて、ほっとしたのかがっかりしたのか自分でも分からない。帰ってからクローゼットのパイプが体重に耐えられるか調べてる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の農薬の棚の前に、また三十分立っとった。これ飲んだら全部終わる、と何べんも思う。今日は棚に戻した。明日は分からん。米の値段も借金も、もう俺ひとりじゃどうにもならん。',
    crisis: true,
    class: 'method',
  },
  {
    text: '会社のビル、非常階段の先の屋上のドアが鍵かかってないの知ってる。今日の昼休み、上がってみた。柵は胸くらい。思ってたより低かった。あそこからなら確実だなって、午後ずっと考えてた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: '決めたこと\n・日にち：14日（土）\n・場所：あの橋\n・それまでに：部屋を片付ける／猫を実家へ／スマホ初期化／バイト辞める\nあと6日。決めたらなんか落ち着いた。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日、下見してきた。最寄り駅の3番線、ホームのいちばん端。快速が通過するのは22:14と22:41。駅員さんから見えない位置も確認した。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日はバイト休み。\n昼まで寝て、洗濯機回して、コンビニでからあげクン買った。\n母からLINE「お正月帰ってくる？」既読つけたまま返してない。\n夕方、図書館に本返しに行った。二週間延滞してて気まずかった。\n遺書は金曜の夜に書いて、土曜の朝に終わらせると決めた。\n夜ごはんはカップ麺（シーフード）。\nお風呂のカビ取りした。\n明日は雨らしい。傘どこやったっけ。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '夫の夜勤の日にしようと思う。赤ちゃんは昼のうちに実家に預けて、その夜に。母乳はもうやめた。この子はミルクでちゃんと育つ。私がいないほうが、ちゃんと育つ。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'ゆうくんへ\nこのノートを見つけたら、モチ（ハムスター）のことお願いね。\nごはんは朝と夜、ひまわりの種はあげすぎないで。太っちゃうから。\nSwitchはゆうくんにあげる。セーブデータ消さないでね。\n今までありがとう。おねえちゃんはもう疲れちゃった。\nママには、ゆうくんから伝えてください。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワードを全部紙に書いて封筒に入れた。銀行、メール、Instagram、区役所の書類の場所も。封筒には「ソフィアへ　あとで開けてね」と書いた。ソフィアはもう日本語ペラペラだし、学校に友達もいる。ママがいなくても大丈夫。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部メルカリに出した。ゲームのアカウントはりなに譲った。みんな「引退すんの？」って聞いてくる。まあ引退みたいなもん。最後だし、みんなにありがとうって言っとこ。ほんとにありがとね🌙',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さん、先に行きます。ごめんなさい。今までありがとう。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: 'リウマチの痛みで今日も起き上がれなかった。娘がまた仕事を休んで来てくれた。あの子の人生を私が食いつぶしている。私がいなくなれば、あの子はやっと自分の人生を生きられる。そのほうがいいに決まってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '保険金が出れば、住宅ローンも子どもの学費もなんとかなる。俺が生きてるより、いなくなったほうが家族のためになる。何度計算しても答えは同じだ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら母が泣いた。「育て方を間違えた」って。父はあれから口をきいてくれない。私さえいなければ、この家はふつうの家族でいられたのに。私がいないほうがみんな幸せ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '足を失ってから、妻は二つの仕事をしながら僕の世話をしている。日本語もできない、働けない僕は、ここではただの荷物だ。妻はまだ三十二歳。僕がいなければ、彼女はやり直せる。もう彼女を解放してあげたい。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'また切った。腕だとバレるから太もも。カッター洗って筆箱に戻した。明日体育ないからセーフ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ｲﾗｲﾗして壁なぐって　まだ足りなくて自分の顔なぐった　痛いほうが落ち着く　いまも手ふるえてる　もっとやりたいｋ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も何も食べてない。罰。昨日コンビニのチョコ食べちゃったから。あと2日食べなかったら許してあげる。体重計に乗るのが怖いのに、毎朝乗る。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '夜勤明け。ライターで手の甲をあぶった。ジュッてなって、一瞬だけ頭が静かになった。今また同じのやりたくなってる。白衣の袖で隠れる場所にしなきゃ。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: '何をやっても変わらない。借金は減らないし、仕事は見つからないし、体は動かない。この先ずっとこれなら、生きてる意味ない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '戦争が終わっても帰る家はない。ヘルソンの家は写真でしか残ってない。夫もいない。日本語も覚えられない。明日が来るのが怖い。明日なんか来なくていい。もう頑張れないし、頑張りたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんで生きてるんだろう？\n明日、何か変わる？　変わらない。\n来年は？　変わらない。\n十年後は？　たぶんもっと悪い。\nじゃあなんで続けるの？\n答えがない。もう続けなくていい気がしてきた。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: '処方の睡眠薬、飲んだふりして貯めてる。今ちょうど2ヶ月分。これで足りるかな。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっきのこってたくすりぜんぶのんだ　おさけで　ねむい　もういい　おやすみ',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストゼロ6本目。わざと。このまま飲み続けて倒れたらそれでいい。明日が来ないくらい飲む🍋',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: '自傷やめて412日。カウンター、今日リセットしそう。引き出しにカミソリ。あの頃の感じが完全に戻ってきてる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'また「死にたい」が戻ってきた。二年前に入院して、薬も合って、もう大丈夫だと思ってたのに。朝から頭の中でずっと鳴ってる。今回はもう止められる気がしない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒して3年。今夜コンビニでワンカップ買って、飲んだ。全部壊した。前に未遂したときと同じ気持ちが、今はっきり戻ってきてる。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: 'テスト期間マジで死ぬ。物理むり。死んだ。来世に期待🙃',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の部長のギャグ寒すぎて死ぬかと思たわ。ほんで残業三時間。「もう死んでまうわ〜」言いながら帰りにたこ焼き買うて、食べたら元気出た。単純やな私。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしくて死にたい。好きな人の前で盛大にコケた。穴があったら入りたい、いや掘ってでも入りたい。明日学校行きたくない〜(´；ω；`)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の敬語、本当に死にそう。「させていただきます」が一日に二十回。でも今日、コンビニの店員さんに「日本語お上手ですね」と言われた。うれしかった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '月末の締めで魂抜けた。もう屍。生ける屍。でもビール一口で生き返った🍺',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '三歳児のイヤイヤ期、本気で私を殺しにきてる。朝から着替えだけで四十分戦った。HPゼロ。でも寝顔見たら全部許した。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: '今朝、ハルキウの友達から連絡。幼なじみのアンドリーが前線で戦死した。二十六歳。日本にいる私はお葬式にも行けない。オンラインで一緒に祈った。アンドリー、安らかに。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ココを安楽死させた。十六歳。獣医さんが「よく頑張りましたね」と言ってくれた。腕の中で眠るみたいに逝った。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の四十九日が終わった。毎朝仏壇にご飯を供えて話しかける。返事はない。寂しい。でも孫が「ばあば、また来るね」と言ってくれた。あの子の卒業式までは元気でいたい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまたミサイル攻撃。ザポリージャで子ども三人を含む十一人が死亡。母の住んでる町のすぐ隣。母は無事だった。でも毎朝ニュースを開くのが怖い。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'クラスの子が自殺した。先週まで普通に話してたのに。なんで気づけなかったんだろう。今日、学校でスクールカウンセラーの先生と話した。今夜はなかなか眠れそうにない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が捕虜になって一年半。今日の交換リストにも名前がなかった。同じ部隊の人が収容所で亡くなったと聞いた。それでも私は信じて待つ。子どもたちのためにも。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣。脚本ずるい。明日会社で語りたい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。ヒロインが遺書を書く場面、三回書き直した。「ごめんね、先に行くね」だと安っぽい。締め切りは来週。編集さんに相談しよう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。私が死んで、お葬式で自分の棺を上から見てた。みんな笑ってて、なぜかカレー食べてた。起きたら七時。夢でよかった、というか意味不明すぎて朝から笑った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングでまた死んだ。通算400回目。マレニア強すぎ。もう一回だけやって寝る💀',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカの「だから僕は音楽を辞めた」ずっと聴いてる。歌詞の暗さが逆に落ち着く。ギターの練習、今日は二時間。Fコード鳴った！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰治の『人間失格』読了。「恥の多い生涯を送って来ました」から最後まで息が詰まった。読書感想文、何書こう。葉蔵と自分ちょっと似てるとこあるかもって書いたら、先生心配するかな(笑)',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: '夜勤。\n救急にODの患者さんが二人。\n一人は二十代の女の子。胃洗浄して点滴、意識は戻った。\nお母さんが廊下でずっと泣いてた。\nもう一人は高齢の男性、薬の飲み間違い。こちらも落ち着いた。\n仮眠は三十分。\n帰りの電車、ぐったり。\n明日は休み。とにかく寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。顔パンパン。ロキソニン一日三回、一回一錠、胃薬も一緒に。ゼリーしか食べられない。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院。チョコを一箱食べた柴犬が運ばれてきた。催吐処置して無事。飼い主さん、泣きながら何度もお礼言ってた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科の診察。抗うつ薬を一錠から二錠に増やすことになった。先生に「死にたい気持ちは？」と聞かれて、「今はないです、眠れないのがつらいです」と正直に答えた。睡眠薬も少し追加。二週間後にまた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日からリリカ増量。朝夕一カプセルずつ。痛みは10段階で6。先生に「量はきっちり守ってね」と言われた。ピルケースに一週間分セットした。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬を一週間分、朝・昼・夜で仕分け。血圧の薬、糖尿病の薬、骨粗しょう症の薬、全部で一日十一錠。飲み忘れ防止のカレンダーを冷蔵庫に貼った。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: '未遂してから三年。今日、初めて5キロ走りきった。あの頃の自分に言いたい。生きててよかったよ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十年前の今日、私は橋の上にいた。通りがかったおばさんが声をかけてくれなかったら、今ここにいない。今日は娘の七五三。着物姿の娘を見て泣いた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '前は毎日リスカしてた。傷跡はまだ残ってる。でも今年の夏は半袖で過ごした。誰も何も言わなかった。もう隠さなくていい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬して五年。NAのミーティングで、ODで救急車に運ばれた夜のことを初めて人前で話せた。みんな拍手してくれた。今はパン屋で働いてる。明日も四時起き。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろ、リハビリ病院で「もう終わりにしたい」としか考えていなかった。義足になって一年。今日は妻と日本の公園を二時間歩いた。桜がきれいだった。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'ホームセンターでロープと洗濯ばさみと園芸用の土を買った。ベランダの物干しロープを張り直す。ついでにミニトマトの苗も。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で最後のバイト。みんなに寄せ書きもらった。引っ越し前に大家さんにも手紙を書いた。「最後のご挨拶」って書くと大げさかな。さよならって言うの、ほんと苦手。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上ビアガーデンで送別会🍻 部長の最後のスピーチでちょっとウルッときた。来週から新しい部署。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス代の請求、一万二千円。冬はきつい。おばあちゃんが「昔は練炭こたつでね」って話してくれた。一酸化炭素が怖いから窓を少し開けてたらしい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ダイエット中。包丁研いで、野菜たっぷりのスープを作った。サプリは一日二粒。体重マイナス1.2キロ！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '農薬の散布、今日で終わり。マスクと手袋は必須。雨が降る前に片付いてよかった。来週から稲刈りの準備や。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: '死にたいわけじゃない。ただ、疲れた。一週間くらい誰とも話さずに寝ていたい。まあ明日もちゃんと仕事行くけどね。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '日本の友達に「死にたいとか思ってない？」って心配された。違う。私は死にたくない。戦争が終わってほしいだけ。母に会いたいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後うつのチェックシート、保健師さんと一緒にやった。「自分を傷つけたいと思う」は「全くない」。本当にない。ただ眠い。三時間続けて寝たい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のこと考えると頭が真っ白になる。でも消えたいとかはない。弁護士さんに相談して債務整理することにした。少しだけ前に進めた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ゲイってバレてからクラスでいじられてる。でも死んだりしないから安心して、未来の俺。あいつらのために死ぬなんてもったいない。高校はぜったい遠くの行く。',
    crisis: false,
    guard: 'negation',
  },
];
