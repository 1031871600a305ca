import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: 40 crisis and 40 quiet notes by writers aged
 * about 14 to 85 — teens who are being bullied or are LGBT, university students, office workers, a postpartum mother,
 * a farmer and a shop owner in debt, carers, chronic pain patients, a nurse on night shifts, people in
 * recovery from alcohol, lonely widows and widowers (some in Kansai-ben), and Ukrainian evacuees in Japan
 * whose husbands, brothers and friends are at the front or in captivity. Crisis classes are spread over
 * intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose and relapse.
 * Quiet guards cover figurative idioms (死ぬ/消えたい used for joy or fatigue), others' deaths, fiction,
 * games, dreams and songs, ordinary medical doses and screenings, clearly past crises, everyday use of
 * rope/roof/gas/letter/goodbye, and explicit negations. Styles mix plain and polite forms, Kansai-ben,
 * hiragana-only net slang, an IME mis-conversion typo, emoji and kaomoji, lists, a letter, answers to a
 * parent's or a counsellor's question, a screening form, questions to oneself, a self-written song line,
 * dark humour, one-liners and entries of 8–12 lines where the crisis is a single sentence.
 *
 * First run, on 3e689fd, before any change made for it: recall 38/40, false alarms 4/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: 'もうむり 今夜でおわりにする ほんきだから だれもとめないで',
    crisis: true,
    class: 'intent',
  },
  {
    text: '朝から雨。電車が遅れて会議に五分遅刻、課長にまた嫌味を言われた。\n昼はコンビニのおにぎり二つ。\n午後は見積もりの修正が三回。先方の担当がころころ言うことを変える。\n帰りにスーパーで半額の唐揚げを買った。\n洗濯物は部屋干し。生乾きのにおい。\n明日は燃えるゴミの日。\n今週中に、自分で自分を終わらせようと思う。\n風呂入って寝る。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうええわ。生きとってもしゃあない。今日で自分のこと終わらすわ。おかん、ごめんな',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て一年になる。夫はまだ前線にいて、もう三週間連絡がない。日本語の勉強も、工場の仕事も、もう何の意味もない。今夜、私は自分を終わりにしたい。これは本当の気持ちです。',
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: '母に「最近元気?」って聞かれて「うん元気」って返した。元気じゃない。毎晩、このまま目が覚めなきゃいいのにって思いながら寝てる',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十二になりました。妻に先立たれて五年。お迎えはまだかと毎日仏壇に話しかけております。今朝もまた目が覚めてしまい、がっかりしました。もう十分生きました。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '消えたい消えたい消えたい😶‍🌫️ 存在ごとなかったことにしてほしい。最初からいなかったことに',
    crisis: true,
    class: 'passive',
  },
  {
    text: '横断歩道で待ってるとき、トラックが突っ込んできてくれたらいいのにって毎回思う。自分からは何もしないけど、そうなったらやっと楽になれるのに',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: 'もうすぐみんなに迷惑かけなくなるから。あと少しだけ我慢してね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生っていうクソゲー、そろそろアンインストールします(´・ω・`) セーブデータも消しとく。いや冗談じゃなくてほんとに',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃん、もうすぐそっちに行くね。ひとりで寂しかったでしょ。待っててね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '長い旅に出ることにした。帰りの切符はいらない旅。荷物も何もいらない。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: 'ロープってホームセンターのどこに売ってるんだろ。耐荷重何キロあれば足りるのか、夜中ずっと調べてた',
    crisis: true,
    class: 'method',
  },
  {
    text: 'うちのマンションの屋上、鍵かかってないの今日確認した。十四階。あそこからなら確実だと思う',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭ってネットで買えるんかな。車の中でやるのが一番苦しくないって聞いた。軽でもいけるんやろか',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の棚に除草剤がまだ残っとる。あれ飲めば終わるなと思って、今日は昼からずっと棚の前に突っ立っとった。農協の借金はもう返せん。米の値段も上がらん。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: '誕生日まであと何日?十二日。それまでに何を片付ける?部屋、パソコン、スマホの写真。遺書は?まだ一行も書けてない。書かなくてもいいかな?決行は誕生日の翌日。そこは変えない。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '・金曜 有給とる\n・午前中に銀行で口座解約\n・ミルを実家にあずける\n・スマホは部屋に置いていく\n・夕方、海へ\n・もう戻らない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、駅のホームで快速を何本も見送った。どのタイミングで踏み出せばいいか、だいたい分かった。来週の月曜の朝にする',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: 'ひなたへ\nママはね、ひなたのことが本当に本当に大好きだったよ。\n生まれてきてくれてありがとう。\nこれからはパパとおばあちゃんの言うことをよく聞いてね。\nご飯はちゃんと食べて、夜はあったかくして寝てね。\nママはもう疲れちゃった。先にいなくなってごめんね。\nひなたのせいじゃないよ。絶対にひなたのせいじゃないからね。\nママより',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ゲーム機とフィギュア、全部弟にあげた。「急にどうしたん」って言われたけど、もう要らんから、とだけ言った。PSNのパスワードは紙に書いて机の引き出しに入れといた',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ポチの引き取り先がやっと見つかった。これで安心していける。通帳と印鑑の場所は妹にLINEしておいた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までほんとにありがとね🙏 楽しかった。最後に会えてよかった。ばいばい',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: '私がいなくなれば、夫は介護から解放される。子どもたちも私の医療費のことで喧嘩しなくて済む。そのほうがみんな幸せになれるって、今日はっきり分かった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '息子夫婦の足手まといになるくらいなら、もう居なくなったほうがええ。今日も嫁さんにため息をつかれた。わしはもう邪魔なだけや。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら父さんに「一家の恥だ」って言われた。俺がいないほうがこの家は平和なんだろうな。いなくなってやるよ',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺の生命保険が下りれば店の借金は全部返せる。家族にとってはそのほうがずっといい。生きてる俺はマイナスしか生まない。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: 'また切った。今日は三本。腕だとバレるから太もも。痛いのに落ち着く自分がほんと嫌',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べて吐いた。こんな体、罰を受けて当然。明日は何も食べない。食べたら自分を殴る。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を手首に押しつけたい。今。ライター握ってる。誰か',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'いじめられた日はかべに頭をぶつける。今日もやった。おでこが赤いのは前がみでかくす。あしたも学校',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: 'カウンセラーに「未来に希望はありますか」と聞かれて「ないです」と答えた。本当にない。来年の自分が想像できないし、想像したくもない。もうこれ以上続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ハルキウの家はもうない。\n母も兄も、もういない。\n日本は安全だと皆が言う。たしかに空襲警報は鳴らない。\nでも私の人生は、あの二月の朝に終わった。\n役所の書類、日本語、アルバイト、毎日同じことのくりかえし。\nこの先に何があるのか、全く見えない。\nもう生きていく力が残っていない。\nもう、いいです。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '自分で作った曲の「明日なんて来なくていい」ってサビ、今日ずっと頭の中で流れてる。ほんとそれ。明日が来ても何も変わらない。もう来なくていい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: '睡眠薬、もらうたびに一錠ずつ貯めてきた。今で六十錠くらい。まだ足りないかな',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストゼロ五本目。くすりも全部いっしょに流しこんだ。どうなってもいい。もう置きなくてもいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '夜勤明け。もらってる抗うつ薬、二週間分まとめて飲んだ。看護師なのに何やってんだろ。ぼーっとする。これでいい。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: '断酒して二年。今日、あの声が戻ってきた。「死ねばいい」って。酒が飲みたいんじゃない、そっちの声のほうが怖い。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '未遂から三年、もう大丈夫だと思ってた。でも今日、橋の上で手すりから川を見てたら、あの時と同じ気持ちになってた。また始まった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて180日だったのに、今日またカッター出した。まだ切ってない。でも手に持ってる。カウンター0に戻りそう',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: '課題多すぎて死ぬ。マジで死ぬ。レポート3本同じ締め切りとか殺す気か😇',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の部活、ほんまに死ぬかと思ったわ。走り込み十本とか鬼やろ。でも帰りのたこ焼きで生き返った',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で資料の数字を間違えていた。穴があったら入りたい。恥ずかしくて死にそう。明日いちばんに謝ろう。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '孫たちが遊びに来て、一日中追いかけっこ。もうくたくたで、今夜は死んだように眠れそうです。幸せな疲れ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当たった!!!しぬ!!!むり!!!尊すぎて消えたい(いい意味で)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'この暑さ、殺人的。エアコン壊れて部屋が地獄。今夜は命がけで寝る。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: 'キーウの友達から連絡があった。\n幼なじみのアンドリーが前線で戦死した。二十六歳。\n日本の桜を見せたかった。来年の春、一緒に見ようって約束してた。\n涙が止まらない。\nそれでも明日は日本語学校に行く。\n彼の分まで生きる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、十五年一緒だったモモを動物病院で見送った。安楽死を選んだのは私。最後まで撫でていた。ありがとう、モモ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで踏切事故。高校生が亡くなったって。うちの子と同い年。ご家族のことを考えたら眠れない',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫の一周忌。お墓の前で「もうすぐそっちに行くからね」と冗談を言ったら、娘に本気で怒られた。まだまだ行きませんよ。ひ孫の顔を見るまでは。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自殺したと聞いた。何年も会ってなかったのに胸が苦しい。あの頃もっと話しかけていればと思う。今夜は彼のために線香をあげた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'おばあちゃんのお葬式。棺に手紙を入れた。「さよなら、またね」って書いた。帰りに家族でラーメン食べて、少しだけ笑えた。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣。脚本ずるすぎ。来週から何を楽しみに生きればいいの',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公のミナが遺書を書く場面まで来た。どう書けばリアルになるか一日中考えてた。暗い話だけど、最後は救いのある結末にしたい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新作のラスボス、100回は死んだ。コントローラー投げそう。でも倒せたときの快感やばい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。高いビルから落ちていく夢。落ちる途中で目が覚めて心臓バクバク。夢占いで調べたら「環境の変化」だって。ふーん。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「死にたい」って歌詞の曲を全力で歌ったらめっちゃスッキリした。歌詞は暗いのにみんなで大合唱。ストレス発散さいこう',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '太宰の『人間失格』を読み終えた。「恥の多い生涯を送って来ました」の気持ち、分かる気もするけど、私はもうちょっと図太く生きてる。感想文は明日書く。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: '夜勤。オーバードーズの若い子が救急から上がってきた。胃洗浄、点滴、モニター。朝には意識が戻ってほっとした。帰って泥のように寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ロキソニン一錠飲んで寝る。頭痛ひどい。明日も続いたら病院行く',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めの量を先生と相談して増やすことになった。一日三回、決められた量だけ。薬カレンダーに貼った。少しでも楽になるといいな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんで猫の抜糸。エリザベスカラーが取れて本人ご機嫌。抗生剤はあと五日分。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科の通院日。睡眠薬を半分に減らせることになった。先生に「よく頑張りましたね」って言われて少し泣いた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '一ヶ月健診。産後うつのチェックシートを渡された。「自分を傷つけたいと思うことがある」→「全くない」に丸。寝不足だけど、赤ちゃんの寝顔を見ると元気が出る。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: '未遂から三年。今日、初めて5km走りきった。あの日の自分に、生きててくれてありがとうって言いたい',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて二年。今年は半袖が着られた。傷跡はまだあるけど、もう隠さない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十年前、借金で首が回らなくなって本気で死のうとした。今は小さいけど自分の店がある。今日は常連さんの誕生日でケーキを焼いた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒会で自分の話をした。昔は毎晩、酒と薬で消えようとしてた。今日で断酒五年。コーヒーで乾杯☕',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学のころは毎日消えたいって思ってた。高校でやっと居場所ができた。今日、軽音部で初ライブ!',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろ、避難先の体育館で「もう生きていたくない」と日記に書いた。読み返すと胸が痛い。でも今は東京で仕事もあって、友達もできた。あの頃の私へ、大丈夫だよ。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: 'ホームセンターでロープと結束バンドを買った。テントの張り綱用。週末はキャンプ!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上で布団干し。風が気持ちいい。下を見たら保育園の子たちがお散歩してた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス代の請求が来た。冬はきつい。包丁を研いで、今日は白菜と豚肉の鍋。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'バイト最終日。店長に手紙を渡して、みんなにさよならした。春から大学。新しい生活が楽しみ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬局で母の薬を受け取って、橋を渡って帰った。夕焼けがきれいだった。今日で介護休暇も最後。明日から仕事。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: '死にたいわけじゃない。ただ疲れてるだけ。三日くらい誰とも話さずに寝ていたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫が捕虜になって八ヶ月。友達に「死にたくならない?」と聞かれた。ならない。死にたくない。生きて夫を待っていたい。戦争が終わってほしいだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「自分を傷つけたい気持ちはありますか」と聞かれて「ないです」と答えた。本当にない。ただ職場の人間関係がしんどい。転職を考えてる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のこと、妻に全部話した。怒られたけど、一緒に返そうって言ってくれた。消えたいなんて思わない。働いて返す。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '「死にたい死にたい言うてる婆さんほど長生きする」て、近所の人が笑とった。わしは死にたないで。まだ畑の大根抜かなあかん。',
    crisis: false,
    guard: 'negation',
  },
];
