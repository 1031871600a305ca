import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-fifth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old bullied
 * schoolgirl and a gay high-schooler to an 82-year-old widower and a rice farmer in debt, with salarymen,
 * a night-shift nurse, a vet, a postpartum mother, a carer, a chronic-pain patient, people in recovery from
 * alcohol, drugs and self-harm, and Ukrainian evacuees in Japan (a widow of a soldier, a wounded veteran in
 * prosthetic rehab, families with relatives at the front, in captivity or under occupation). 40 crisis notes
 * spread over all eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 3, farewell 4, burden 4,
 * selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes over all seven guards (figurative 6,
 * othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5). Styles mix polite and plain forms,
 * Kansai-ben, all-hiragana notes without punctuation, net slang (タヒ, 詰んだ, w, リスカ, OD, ｽﾄｾﾞﾛ), emoji and
 * kaomoji, a to-do list, a letter to a mother, a screening question answered honestly, a question-and-answer
 * with a parent, dark humour, a song the writer makes their own, one-liners and 8–12 line entries where the
 * crisis sits in a single sentence.
 *
 * First run, on 2a8424c, before any change made for it: recall 38/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 37/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  { text: 'もう決めた。今夜でおわりにする。誰にも言わない。', crisis: true, class: 'intent' },
  {
    text: 'ほんまにもう無理やわ。\n生きてんのやめたい、ちゃうな、やめるわ。\nオカンごめんな。ほんまごめん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て8ヶ月。\n日本語の勉強も、コンビニのバイトも、全部がんばってきた。\nでも昨日、ハルキウの家がミサイルでなくなったと聞いた。\n父とはまだ連絡がつかない。\n今日は日本語学校を休んだ。先生からLINEが来たけど、返せなかった。\nもう生きる理由が見つからない。\n自分で終わらせたい。本気で。\nママにはまだ言えない。ママは私のために笑ってるから。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'スクールカウンセラーの先生に「死にたいと思ったり、自分を傷つけようと考えることはある？」って聞かれて、初めて「はい」って答えた。毎日考えてる。今週中にやるつもりだってことだけは、言えなかった。',
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  { text: 'あしたのあさ めがさめなければいいのに', crisis: true, class: 'passive' },
  {
    text: 'タヒりたいとかネタで言ってたけど、最近ネタじゃなくなってきた。朝起きた瞬間「あー、また今日が来た」って絶望する。寝てるあいだに消えてたらいいのに。誰の記憶にも残らずに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '片脚をなくして、日本で義足のリハビリ中。みんな「英雄」と言ってくれる。でも夜になると、あの塹壕で仲間と一緒に死んでいればよかったと思う。砲撃の音が聞こえた気がして目がさめる。次はもう、目がさめなければいい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十二になりました。家内に先立たれて三年。毎晩仏壇に「はよう迎えに来てくれ」と手を合わせております。今夜こそ、このまま眠ったまま逝けたらと願うばかり。もう十分生きた。これ以上は要らん。',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: 'もうすぐ楽になれる。みんなにも迷惑かけなくなるし。あと少しの辛抱。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '夜に駆ける、ずっとリピートしてる。前はただのいい曲だと思ってた。\nあの子がなんでああしたのか、今はわかる。\nわたしも今夜、一緒に駆けたい。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃の心配しなくていい方法見つけたわw 大家さんごめん、この部屋、事故物件にしちゃうかも。笑えないか。笑ってよ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生、今週でログアウト予定です(๑•̀ㅂ•́)و✧ セーブデータは消しといてください。\n冗談っぽく書いてるけど冗談じゃない。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'ホームセンターでロープ買った。レジで何に使うか聞かれたらどうしようって、ずっとドキドキしてた。誰も何も聞かなかった。今はクローゼットの奥にある。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵かかってないの知ってる。今日も仕事帰りに上がった。下を見ると、すっと落ち着く。次は柵の外に出る。',
    crisis: true,
    class: 'method',
  },
  {
    text: '夜勤明け。病棟で毎日扱ってる薬。どれくらいで終われるのか、仕事柄わかってしまう。今日、ロッカーに少しだけ持ち帰った。師長にバレたらクビだけど、もうどうでもいい。使うつもりだから。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'えきのホーム ずっとみてた 快速が通過するたびに 一歩だけ前にでてみた 黄色い線のそと つぎはもう一歩',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: '金曜日にする。給料日のあとなら、カードの引き落としで実家に迷惑かけない。部屋は木曜の夜に片付ける。手紙はもう書いて、封筒に入れた。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '【やることリスト】\n・スマホ解約、サブスク全部解除\n・ミケ→妹にお願いする（理由は言わない）\n・PCのデータ消す\n・会社のロッカー空にする\n・日曜の夜、海へ\n以上。思ったより少なかった。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのうの夜、練習してみた。途中でこわくなってやめた。でも、あと少しだった。次はたぶん大丈夫。誕生日の前の日にする。',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: 'お母さんへ\n\nこれを読んでいるころ、私はもういないと思います。\nお母さんのせいじゃないよ。本当に。\nお父さんの介護、ひとりにさせてごめんね。\n通帳は机の二番目の引き出しです。\nハナのごはんは朝と夜、半分ずつ。\n私の服は、いとこのさっちゃんにあげてください。\nずっと言えなかったけど、大好きでした。\nさようなら。\n\n美咲',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日、大事にしてたギターを後輩にあげた。フィギュアも漫画も全部メルカリで売った。もう必要ないから。部屋がからっぽになって、すごくスッキリした。あとは自分だけ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスコードと銀行の暗証番号をメモして、引き出しに入れた。保険の証書も一緒に。借金は、俺がいなくなれば保険でなんとかなるはず。妻があとで困らないように。子どもらの寝顔をずっと見てた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ポチの散歩、明日から隣の田中さんにお願いした。「ご旅行？」って聞かれて「まあ、そんなとこです」って笑った。ポチ、ごめんな。おとうさん、長い旅に出るわ。もう帰ってこん。',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: 'ALSと言われて一年。夫は仕事を辞めて私の介護。娘は大学をあきらめると言い出した。私がいなくなれば、介護の負担も、お金の心配も、全部なくなる。これ以上家族のお荷物でいたくない。まだ自分で動けるうちに。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '産後4ヶ月。夜泣き、授乳、また夜泣き。\nこの子は私じゃない人に育てられた方が幸せになれる。夫とお義母さんの方がちゃんと育てられる。\n私はいない方がいい。本気でそう思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら、父さんに「恥さらし」って言われた。母さんは泣いてた。俺がいなきゃ、この家は普通の家でいられる。消えるのが一番の親孝行なんだと思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '母に「最近大丈夫？」って聞かれた。\n「大丈夫」って答えた。\n大丈夫じゃない。\n私がいないほうが、みんな楽なのに。',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'またやっちゃった。腕。今回ちょっと深い。長袖の季節でよかった。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'リスカしたい衝動やばい　カッター机の上にある　親は下でテレビ見てる　たすけて',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'クラスで「デブ」って言われてから、食べるのをやめた。今日も給食ぜんぶ残した。罰だから。体重が減るたびに、少しだけ許される気がする。倒れるまでやめない。中2、14歳。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '上司にまた怒鳴られた。帰って壁を殴った。拳から血が出た。それでも足りなくて、タバコの火を手の甲に押しつけた。痛いとやっと息ができる。明日もたぶんやる。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: '朝から雨。\n田んぼの水を見に行った。\n昼、JAの人が来てまた融資の話。去年の台風の分もまだ返せとらん。\n息子は東京から帰ってこん。電話もない。\n夕飯は冷や飯と漬物。\nテレビは野球。阪神が負けた。\nこの先、何ひとつ良くならんのはわかっとる。もう続ける気がない。終わりにしたい。\n明日も雨らしい。\n長靴に穴があいとる。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '痛みがない日は、もう十年ない。どの病院もさじを投げた。この先も一生このまま？ 良くなる日は来るの？ 来ないよね。じゃあ、なんのために続けるの？ もう続けたくない。答えはもう出てる。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ウクライナから避難して二年。夫は去年の冬、前線で死んだ。日本の人たちはやさしい。でも、ここに私の未来はない。国にも帰れない。何も変わらない、これからも。もう生きていたくない。息をするのも疲れた。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: '母の介護八年目。自分の眠剤、飲んだふりして少しずつ貯めてる。もうけっこうな量になった。母を施設に預けられる日が決まったら、全部まとめて飲むつもり。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ｽﾄｾﾞﾛ5本目と、家にあった頭痛薬ぜんぶ　どーなってもいいや　むしろ起きなくていい　おやすみ世界',
    crisis: true,
    class: 'dose',
  },
  {
    text: '浪人2年目、模試E判定。処方されてる薬、さっき一週間分まとめて飲んだ。わざと。ねむい。これで終われるかな。',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: '断酒して2年。今日、コンビニで買ってしまった。それだけじゃない。あの頃の「死んだほうがまし」って声が、また頭の中で鳴ってる。前より大きい。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて半年たってたのに、またカッター出してきちゃった。まだ切ってない。でも切りたい。カウントがゼロに戻りそう😢',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に未遂したのは高2の冬。あれから5年、ちゃんと生きてこれた。大学も卒業した。でも最近、あの時と同じ感じがする。夜になると「今度はちゃんとやれ」って声がする。主治医にはまだ言ってない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: '期末テスト前でマジで死ぬ。数学の範囲広すぎて死ねる笑',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の新喜劇、腹よじれて死ぬかと思たわ。笑い死にってほんまにあるんやな。オトンも横で泣いて笑っとった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部長の前でプレゼンしてたら、ずっとチャック全開だったことに気づいた…恥ずかしすぎて消えたい(´；ω；｀) 穴があったら入りたい。明日からどんな顔して出社すれば',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業3週間連続。同僚に「死んだ魚の目してる」って言われた。確かに。週末は死んだように寝る予定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当選した！！！！！もう死んでもいい！！！！😭😭😭🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '店の売上、今月も赤字。リース料と仕入れで完全に詰んだ。首が回らないってこういうことか。でもまあ、ここで潰れるわけにはいかない。来週、商工会の人と信金に相談に行く。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: '今日、兄が前線で戦死したと連絡が来た。\nザポリージャ。29歳。\n日本の空はこんなに静かなのに。\n母とビデオ通話で、二人で何も言わずに泣いた。\n兄は私に「日本で幸せになれ」と言っていた。\n明日、教会に行ってろうそくを灯す。\n兄のぶんまで生きなきゃ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '14年一緒だったモモを、今日動物病院で見送った。安楽死を選んだのは私。注射のあと、腕の中で静かに息をひきとった。ごめんね、ありがとう。お骨は明日受け取りに行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '中学の同級生が自殺したって、LINEグループで回ってきた。卒業してから一度も連絡してなかった。なんで誰も気づけなかったんだろう。お通夜、行くことにした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまたハルキウの空襲。子どもが亡くなったって。画面を見ながら普通に朝ごはんを食べてる自分が嫌になる。せめてもと思って、寄付だけはした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の三回忌。お墓の前で「もうすぐそっちに行くからね」と冗談を言ったら、孫に本気で怒られました。まだまだ、ひ孫の顔を見るまでは死ねませんよ。帰りにお蕎麦を食べました。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '捕虜交換のリストに、いとこの名前はなかった。生きているのか、死んでいるのかもわからない。叔母はマリウポリで、占領下で毎日泣いているらしい。私は日本から祈ることしかできない。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: '「ノルウェイの森」読み終わった。直子が死ぬところ、何度読んでもつらい。これは残された側の話なんだよな。次は「ダンス・ダンス・ダンス」に行く。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続きを書いた。主人公が屋上のフェンスを越えるシーン。止めに来る幼なじみのセリフがどうしても決まらない。文芸部の締め切りまであと一週間。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が参列してて、みんなが泣いてるのを後ろから見てた。起きたら汗びっしょり。夢でよかった。朝ごはんはトーストと目玉焼き。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリング、マレニアに100回くらい殺された。もう無理。でも明日また挑む(´-ω-)',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「夜に駆ける」歌ったら、友達に「あれって心中の歌だよ」って言われてびっくり。明るい曲だと思ってた。原作の小説、読んでみよう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公が遺書を残して姿を消すラスト。えぐい。SNSで考察読みあさって夜更かし。明日一限なのに。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: '夜勤。\n2時過ぎにODの20代の子が救急で運ばれてきた。\n処置して、命は助かった。\n朝、お母さんが泣きながら来て、何度も頭を下げていた。\nあの子が目を覚ましたとき、最初に言ったのは「ごめんなさい」だった。\n精神科にちゃんとつないだ。\n帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から睡眠薬が変わった。先生に言われた通り、寝る前に1錠。効くといいな。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '父の抗がん剤、今日で4クール目。副作用で髪が抜けて、本人は「ハゲても死ぬよりマシや」って笑ってた。強いなあ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医になって十年。今日は安楽死の立ち会いが二件。飼い主さんの涙を見るたび、この仕事の重さを思う。帰りにビールを一本だけ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科の初診。問診票に「死にたいと思うことはありますか」って項目があって、「いいえ」に丸をつけた。本当にいいえ。眠れないのと食欲がないのを相談した。漢方が出た。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニックで痛み止めを増やしてもらった。一日三回、食後に一錠ずつ。今日は久しぶりに痛みが10段階の5くらい。近所の公園まで散歩できた。',
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: '未遂から3年。今日、初めて5キロ走れた。あの日の自分に見せたい。生きててよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて今日で1000日！！記念にネイルした💅 傷あとはまだあるけど、もう隠さない。夏は半袖着るぞ',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ウクライナから来て三年。最初の冬は、毎晩死ぬことばかり考えていた。今は日本語学校でアシスタントをしている。生徒の笑顔がうれしい。あの頃の私に「大丈夫だよ」と言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'カウンセリング最後の日。先生に「入院してた頃のこと、覚えてる？」と聞かれて、覚えてると答えた。あの頃は本気で消えたかった。今は違う。来月から復職します。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '薬をやめて5年。昔はODしては救急車で運ばれてた。今日はNAのミーティングで、初めて話す側になった。手が震えたけど、最後まで話せた。',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'キャンプ用にロープと新しいナイフ買った🔪⛺ 週末は河原でバーベキュー！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前日、この部屋で最後の夜。大家さんに手紙を書いて、鍵と一緒に置いていく。六年間ありがとう、さよなら。明日から大阪。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'デパートの屋上ビアガーデン最高だった🍺 夜景きれいすぎ。来年も来よう',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓、閉め忘れてないか3回確認した。いつもの薬（ビタミンと胃薬）飲んだ。明日は早番。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '定年退職の日。みんなにお別れの挨拶をして、花束をもらった。三十八年間ありがとうございました。これからは畑と孫の相手です。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '市の講座でエンディングノートを書いた。お葬式の希望、銀行の口座、猫のこと。書いてみたら気持ちがすっきりした。まだまだ元気やけどね。来週はグラウンドゴルフ。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: '死にたいわけじゃない。ただ、一週間くらい誰とも話さずに寝ていたい。疲れた。有給取ろう。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。戦争が終わってほしいだけ。夫に帰ってきてほしいだけ。それだけなのに。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに「消えたいと思うことある？」って聞かれて、ないって答えた。本当にない。ただ今の職場がしんどいだけ。転職サイトに登録した。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しにたいとかじゃなくて、ただ布団から出たくないだけ(￣▽￣;) 月曜つら',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫に動員の通知が来た。怖い。眠れない。でも私は死なない。この子を産んで、夫が帰ってくるのを日本で待つ。絶対に。',
    crisis: false,
    guard: 'negation',
  },
];
