import type { EvalNote } from './types';

/**
 * Japanese notes of the sixtyseventh round, written blind: the writers range from a bullied 14-year-old and
 * an LGBT teen to an 85-year-old widow, with a Kansai salaryman in debt, a postpartum mother, a night-shift
 * nurse, a farmer, a carer, a student pharmacist, a recovering drinker, a woman with fibromyalgia, and
 * Ukrainian evacuees in Japan (a widow whose husband died at Bakhmut, a wounded veteran, a daughter whose
 * mother is in occupied Melitopol, a man back from captivity). There are 40 crisis notes spread over all
 * eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4, selfHarm 4, burden 3,
 * hopelessness 3, dose 3, relapse 3) and 40 quiet notes over the seven guards (figurative 6, othersDeath 6,
 * fiction 6, medical 6, everyday 6, past 5, negation 5). Most crisis notes avoid textbook words. The styles
 * are all-hiragana net slang (きえたい, むり), Kansai-ben, polite desu/masu diaries of older writers,
 * kaomoji and emoji, conversion typos, to-do lists, letters to a mother or sons, a PHQ-9 item answered
 * honestly, a song line the writer owns, game-logout dark humour, an answer to "are you ok?", and long
 * ordinary entries where the crisis is in a single sentence. The quiet notes reuse the same topics and words
 * (死ぬ, 消えたい, ロープ, 屋上, 致死量, 大量服薬, 自殺のニュース).
 *
 * First run, on da673ad (the stop's start), before any change made for it: recall 38/40,
 * false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'がっこういきたくない\u3000あしたもあいつらいる\u3000せんせいもみてるだけ\u3000もうおわりにしたい\u3000きょうでほんとにおわらせる',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうアカンわ。借金も、嫁が出てったのも、全部オレのせいや。今夜で終いにする。ほんまに。誰にも言うてへんけど、ここにだけは書いとく。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '生きる理由を3つ書いてみろって自分に言った。\n1.\n2.\n3.\nひとつも出てこなかった。じゃあもういいよね？今日でいいよね？',
    crisis: true,
    class: 'intent',
  },
  {
    text: '入管の書類、また不備だって。日本語の説明がわからない。ハルキウの家はもうない。ママは毎晩泣いてる。私はもう生きていたくない。今夜、全部やめる。決めた。',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: '今日も一日、誰とも口をききませんでした。テレビをつけたまま、お父さんの写真に話しかけるだけ。夜、布団に入るとき、このまま朝が来なければいいのにと毎晩願っています。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい\u3000きえたい\u3000って、あの曲のサビずっと口ずさんでたけど、もう歌じゃなくて本音になってる。存在ごとなかったことにしてほしい(´・ω・`)',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜勤明け。\nナースコール18回、急変1件、記録が終わったのは9時半。\n帰りにコンビニでおにぎり買って、食べずに寝た。\n起きたら16時。\n洗濯物を取り込んで、母のLINEに既読だけつけた。\n通勤の車の中で、対向車線のトラックがこっちに突っ込んできてくれたらいいのに、って本気で思ってた。\nお風呂洗って、明日の弁当は作らない。\n明日も日勤。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の問診票。PHQ-9の最後の質問「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」。「ほとんど毎日」に丸をつけた。嘘をつく元気もなかった。線維筋痛症になって4年、痛くない日は一日もない。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: '医者は「まだまだ長生きしますよ」と言うが、こっちの予定はもう決めてある。ばあさんを待たせすぎた。もうすぐそっちへ行くから、茶でも沸かして待っとれ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月のシフト希望、出さなくていいよね。どうせ私、来月にはもうそこにいないし。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ゲームで言うと、もうログアウトの時間かな笑\u3000セーブはしない。コンティニューもしない。運営さん、アカウント削除でお願いしますw',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '日本に避難して一年。夫はバフムトで死んだ。日本の人はみんな優しい、仕事もある。でも私の居場所はもうこっちじゃない。もうすぐ彼のところへ行く。待っててね、サーシャ。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'マンションの屋上の鍵、管理人さんが閉め忘れてるの知ってる。今日、上まで行ってみた。柵は胸の高さくらいだった。思ってたより低い。',
    crisis: true,
    class: 'method',
  },
  {
    text: '倉庫の農薬の棚を見るたびに考えてしまう。あれを飲めば楽になれるんだろうか。今日は一人で倉庫の前に30分立っとった。',
    crisis: true,
    class: 'method',
  },
  {
    text: '車の中で練炭、それが一番眠るみたいにいけるって誰かが書いてた。ネットで注文すると家族にバレるから、明日ホームセンターで買う。',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホームで黄色い線の外側に立ってみた。快速が止まらない駅。次の快速で、って思ってたら友達からLINEきて、やめた。明日はスマホ家に置いてく',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: '決めた。誕生日の前の日にする。30歳にはならない。それまでに部屋を片付けて、猫は妹に頼む。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '週末までにやること\n1. 解約（Netflix、ジム、携帯）\n2. 部屋の掃除、ゴミ出し\n3. 手紙を書き直す（母、弟）\n4. 日曜の朝4時に家を出る\u3000橋まで歩いて20分\n5. 靴はそろえて置く',
    crisis: true,
    class: 'plan',
  },
  {
    text: '片足で日本の駅の階段はきつい。砲撃で足をなくしてから、妻に頼ってばかりだ。金曜日は妻の夜勤の日。その夜なら誰も見ていない。手順はもう頭の中で何度もやった。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ホームセンターでロープ買った。店員さんに「キャンプですか？」って聞かれて「はい」って笑った。キャンプなんか行かない。きのう椅子に乗って練習した。そこまではできた。次はたぶん最後までいける。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'お母さんへ\n先にあやまっておきます。ごめんなさい。\nハムスターのエサは棚の二段目です。一日ひとつまみ。\nスマホのパスワードは手帳の最後のページに書きました。\n図書館の本は返しておきました。\nお母さんのせいじゃないからね。\n今までありがとう。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、ギターを後輩にあげた。マンガも全部ブックオフに売った。通帳は机の一番上。身軽になった。あとは自分だけ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '息子たちへ。保険の書類は仏間の金庫にある。暗証番号は母さんの誕生日だ。工場のことは山本さんに任せてある。父さんのことは忘れていい。母さんを頼む。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがとうね。こんな自分と仲良くしてくれて。カミングアウトしたら親に「気持ち悪い」って言われた。もう帰る場所ない。最後にちゃんと言いたかった、大好きだったよ🌈',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'お嫁さんの手を煩わせてばかり。とうとうおむつまで替えてもらいました。私さえいなければ、あの子たちはもっと楽に暮らせるのに。生きているのが申し訳なくて、今日も仏壇の前で泣きました。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'おれがいないほうが家族しあわせ\u3000まじで\u3000食費もうくし部屋もあくしwinwinじゃん',
    crisis: true,
    class: 'burden',
  },
  {
    text: '母に「大丈夫？」って聞かれた。「大丈夫」って答えた。大丈夫じゃない。私がいるせいで母は再婚もできなかったし、パートも掛け持ち。私がいなくなったほうが、母の人生はずっと楽になる。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'またやっちゃった。左腕、今回はちょっと深め。長袖の季節でよかった笑\u3000でもまだ足りない気がする',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を手の甲に押しつけた。ちゃんと痛かった。痛い間だけは頭が静かになる。明日もたぶんやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日はなにも食べてない。きのうケーキ食べた罰。あと3日は水だけにする。倒れたらそれはそれで自業自得。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭打ちつけてもうた。何回も。自分が情けなさすぎて、殴らんとおられへん。今も手ぇ震えてる。またやりそうや',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '何度計算しても返せない。来月も、その次も、10年後も同じ。出口がない。もう続ける意味がわからないし、続けたくもない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ママはまだ占領されたメリトポリにいる。連絡はもう3週間ない。日本で働いて、日本語を勉強して、何のため？この先には何もない。頑張るのも、生きるのも、もうやめたい。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「治らない病気です」って言われた日から、未来のカレンダーが真っ白。何も書けないし、書きたいとも思わない。同じ痛い毎日がずっと続くだけなら、もうここで終わりでいい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '処方されてる眠剤、飲まずに貯めてる。今日で62錠。あと少しで足りる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ウイスキーで薬ながしこんだ\u3000なんじょうかはかぞえてない\u3000目が冷めなかったらそれでいい\u3000いちおうかいとく',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病院でもらったお薬をひと月分、今夜まとめて飲もうと思います。もう十分に生きました。子どもたちには迷惑をかけたくない。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '断酒して2年と3か月。今日、コンビニでストロング缶を買って、駐車場で飲んだ。酒と一緒に、あの頃の「もう死んでしまえ」って声まで戻ってきた。止まらない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '3年前に未遂して、もう二度とあんな気持ちにはならないと思ってた。なのに最近また、橋を渡るたびに下をのぞいてる。あの時とまったく同じ感じがする。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて412日目だった。今日でリセット。カッター握ってる今も、まだ切りたくてたまらない',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '期末テストまじで死ぬ。数学の範囲広すぎて今日の模試で一回死んだ。明日の自分よ、生きろ(´；ω；`)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、部長の話長すぎて死ぬかと思たわ。ほんで帰りに食べたたこ焼きが死ぬほどうまかった。明日もがんばろ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '新人研修のときの動画が忘年会で流された。恥ずかしすぎて死にたい笑\u3000穴があったら入りたい。でもみんなで大笑いして、なんか楽しかった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ライブ最高すぎて昇天した。推しのファンサ尊すぎて無理、しんどい、息してない🙏\u3000明日から生きる糧',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '双子が同時にギャン泣き、洗濯機は壊れる、夫は出張。もう限界、燃え尽きた〜。でも夜、二人の寝顔見たら全部チャラ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '日本語の敬語は私を殺す。尊敬語と謙譲語、何回やっても混ざる。先生は笑って「日本人もみんな死にかけてますよ」と言った。ちょっと元気出た。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'おばあちゃんが今朝亡くなった。94歳。最後に手を握れてよかった。お通夜は明日の18時から。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ドミトロが前線で死んだと、彼の妹からメッセージが来た。同じクラスだった。私は東京のカフェでバイト中で、トイレで泣いた。彼の分まで、ちゃんと生きる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ココを安楽死させた。15年一緒だった。獣医さんが「よく頑張ったね」って撫でてくれた。注射はあっという間だった。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また中学生が自殺したって。いじめが原因らしい。うちの娘と同い年。帰ってきた娘を思わず抱きしめたら「何？キモ」って言われた。それでいい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の三回忌。お寺さんでお経をあげていただき、息子の家族と鰻をいただきました。あの人のいない暮らしにも、少しずつ慣れてきました。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期が先週、自分で命を絶った。何も気づけなかったのが悔しい。今日、会社のカウンセラーと話した。俺は大丈夫。ただ、すごく悲しい。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '『ノルウェイの森』読み終わった。直子のところ、電車の中なのに泣いてしまった。次は『海辺のカフカ』。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、マルギットに30回殺された。もう無理って思ったけど31回目で勝った！！！手汗やばい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上から飛び降りようとする場面が、どうしても嘘っぽくなる。担当さんに「もっと静かに書いて」と言われた。明日書き直す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に出てて、みんなが棺桶の前で私の悪口を言ってる。起きて、夢でよかったと笑った。朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今日のバンド練。新曲の歌詞は「消えてしまいたい夜に」で始まる。ボーカルの私が書いた。暗いって言われたけど、書くと楽になるんだよね。実際の私はいたって元気。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメの最新話、推しが死んだ。立ち直れない。TLが完全にお通夜。来週どうやって生きればいいの',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '今日から抗うつ薬が50mgに増えた。先生いわく2週間くらいで効いてくるらしい。副作用の吐き気に備えてゼリー買った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '救急外来に、薬を大量に飲んだ20代の女の子が運ばれてきた。胃洗浄して、今は落ち着いてる。帰り道、付き添いのお母さんの顔が忘れられなかった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院の仕事。今日は麻酔の量の計算を練習した。体重2.3kgの猫にこの量…怖いので先生にダブルチェックしてもらった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '内科で血圧のお薬が一錠から二錠に増えました。薬局で一週間分をお薬カレンダーに分けてもらいました。飲み忘れないように台所に貼っておきます。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週、腰の手術。全身麻酔の同意書に「死亡する可能性もあります」って書いてあってドキッとした。先生は大丈夫って。怖いけど、歩けるようになるのが楽しみ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬剤師国家試験の勉強。アセトアミノフェンの中毒量と致死量、何回覚えても忘れる。付箋だらけのノート。あと3か月。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '未遂から3年。今日、初めてハーフマラソンを完走した。あの日の自分に見せてあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断薬して5年。昔は毎晩ODして、生きてるのか死んでるのかもわからなかった。今日は娘の運動会でビデオ係。ちゃんと撮れた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '夏になると半袖が怖かった。腕の傷あと、今はもう白くなった。今日、初めて人前で半袖を着た。誰も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜から戻って1年。あの頃は毎晩、死にたいと思っていた。今はカウンセリングに通い、日本語教室にも行っている。昨日は家族で桜を見た。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '10年前、ひきこもってた頃の日記が押し入れから出てきた。「消えたい」ばっかり書いてある。今の私は二児の母で毎日バタバタ。あの頃の私に「大丈夫だよ」って言ってあげたい。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: '引越しの準備。ロープで荷物縛って、ガムテープ切らしてコンビニまで走った。最後の段ボールが終わったのは夜中の2時。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '台風の前にビニールハウスをロープで固定した。屋根に登ったら息子に怒られた。ワシはまだ70やぞ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で定年退職。最後の出勤。みんなに「さようなら、長い間お世話になりました」と挨拶して、花束をもらった。明日から何をしようか。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火を見た。川に映って二倍きれい。帰りに屋台で焼きそば🎆',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだら切れすぎて指ちょっと切った笑\u3000絆創膏貼ってカレー完成。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓を3回確認して家を出た。実家の母からの手紙を電車で読んだ。「体に気をつけてね」だって。薬は飲んだかって、毎回書いてある。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいとかじゃない。ただ、すごく疲れた。一週間くらい誰とも話さずに寝てたい。有給とろうかな。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくなんかない。戦争が終わってほしいだけ。夫に帰ってきてほしいだけ。子どもたちと生きて、いつかキーウに帰る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「死にたいと思うことはありますか」と聞かれた。少し考えて「ないです」と答えた。本当にない。仕事がしんどいだけ。来月からの部署異動も決まった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '別に消えたいわけじゃないよ？ただ学校がだるいだけ。週末は友達とディズニー🐭',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護7年目。母に「もう死なせて」と言われた日も、私まで一緒に、なんて思わなかった。これからも思わない。ショートステイの日を増やして、私は私の生活を守る。',
    crisis: false,
    guard: 'negation',
  },
];
