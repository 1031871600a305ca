import type { EvalNote } from './types';

/**
 * Japanese notes of the ninetythird round, written blind: the writers are mostly men of twenty to
 * fifty-five — a Japanese volunteer on rotation in Ukraine and demobilised Ukrainian men now in Japan,
 * long-haul truck drivers, builders working in Australia, laid-off IT workers, fathers after a divorce,
 * indebted farmers in snow country, men in recovery from drink, a male ER nurse — with a few others
 * around them. The 40 crisis notes cover every class (intent 3, passive 4, euphemism 4, method 4,
 * plan 4, farewell 4, burden 3, selfHarm 3, hopelessness 4, dose 4, relapse 3) and are mostly
 * indirect: invented metaphors (shutdown, closing the shop, a one-way ticket), acts told without the
 * intent named (charcoal and tape bought, a bridge measured, pills hoarded, a rope in the trunk, a gun
 * licence with no hunting, things given away), a letter to a son, a to-do list, a screening form
 * answered honestly, dark humour over insurance maths, one sentence hidden in a long ordinary day.
 * The 40 quiet notes cover every guard (figurative 6, othersDeath 6, fiction 6, medical 6, past 6,
 * everyday 5, negation 5) on the same topics — war, debt, divorce, drink, layoffs, ropes, bridges,
 * pills, charcoal stoves, goodbyes. Styles on both sides: plain and polite forms, Kansai-ben, terse
 * men's shorthand, net slang, emoji and kaomoji, no punctuation, small typos, one-line and long notes.
 *
 * First run, on d518a07 (the crisis detector's regexes compiled straight to machine code;
 * detection unchanged), before any change made for it: recall 35/40, false alarms 2/40 (on
 * 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: '調停終わった。親権も面会も向こうの条件のまま。養育費も払えてない父親に会わせる理由はないって。そりゃそうだ。\nもう決めた。俺はこの辺で降りる。今度は誰にも止めさせない。週明けまで持たせるつもりもない。',
    crisis: true,
    class: 'intent',
  },
  {
    text: '面接23社全落ち 貯金残り4万 もういい 今夜で自分の人生にケリつける 迷いはない',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て8か月。日本語の先生が「日記を書くと上手になります」と言った。だから書く。\nハルキウの家はもうない。右足もない。妻は子どもと大阪で新しい仕事、よく笑ってる。僕は毎晩あの塹壕に戻る。\nもう十分戦った。僕の戦争は僕が自分で終わらせる。明日、そうする。\n先生、日本語まちがってたらごめんなさい。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '長距離3日目。夜の東名、対向車のライトがずっと流れてく。\n自分からどうこうする気はない。ただ、居眠りのトラックが一台こっちに突っ込んできてくれたら、それはそれで楽だなって、毎晩思ってる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'パースの現場、足場の上で昼飯。日本は今ごろ夜中。\n誰かがボルト締め忘れててくれたらいいのにって最近よく思う。事故なら誰も責めないし、俺も選ばなくて済む。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '朝起きて「あ、また起きちゃった」ってなるの何回目だろ\n目覚めない設定とかないんかな(´・ω・`)\nおやすみ、できれば永遠に',
    crisis: true,
    class: 'passive',
  },
  {
    text: '雪が止まねえ。朝から牛舎の屋根の雪下ろし。\nこのまま雪の中に埋もれて、春まで誰にも見つからなきゃいいのに、と思った。母ちゃんには言えねえ。',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'ローテで後方に下がって4日目。シャワーとボルシチ。\n次の配置、一番前に志願した。帰りの航空券はキャンセルした。もう片道でいい。向こうで全部済ませてくる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '断酒して1年。親父は酒で逝った。最近やたら夢に出てくる。\n親父、もうすぐそっち行くわ。向こうでなら一杯やってもいいよな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '店たたんで半年。借りたもんは返されへん、嫁は子ども連れて実家。\nほな次は、俺自身の店じまいやな。シャッター降ろすのは自分でやる。立つ鳥跡を濁さず、や。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生、電源長押しで切りたい。再起動いらない。アップデートもいらない。\n来週にはシャットダウン完了してる予定',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: '納屋の奥の除草剤、鍵かけてある。鍵の場所は俺しか知らん。\n昔、隣の爺さんがあれを飲んだ。一本で足りたって聞いた。今日はずっとそれを考えながら田んぼ見てた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '国道のトンネル出口のコンクリ壁。あそこに100キロで入れば、確実だろうか。\nシートベルトは外しておく。事故扱いになれば家族に保険が下りる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '現場で余った太いロープ、持って帰ってきた。車のトランクに入れてある。\n使い道はまだ書かない。書いたら本当になりそうだから。でも強度は確かめた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '狩猟免許とった。猟銃の所持許可も今日おりた。\n猟には一度も行く気はない。弾は一発あれば足りる。',
    crisis: true,
    class: 'method',
  },

  {
    text: 'ホームセンターで七輪と練炭、それとガムテ。キャンプの予定なんかないのに、レジの兄ちゃんに「楽しんでください」って言われた。\n土曜、嫁と子どもが実家に帰る。車は車庫。その日にする。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カレンダーの31日に赤丸。\nやることリスト\n・家賃の最終振込\n・PCとスマホの初期化\n・猫のミケを妹に(餌とトイレ砂も一緒に)\n・実家に電話(普通の声で)\n31日から先の予定は入れない。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日も湊大橋まで歩いた。往復40分。\n欄干は胸の高さ。水面まで目測で30メートル。下は浅くて岩。\n水曜の夜11時過ぎなら車も人もほとんど通らない。次の水曜。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日の夜、練習した。ベルトとドアノブで。途中で手が勝手に外した。\n次は外れないようにする。日にちも決めた。',
    crisis: true,
    class: 'plan',
  },

  {
    text: '拓海へ\nパパのギターはお前にやる。弦は毎年替えろよ。\nSwitchのパスワードはお前の誕生日。\nママの言うことちゃんと聞け。サッカーやめるなよ。\nパパはちょっと遠くに行く。お前のせいじゃない。絶対に違うからな。\n大好きだ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '釣り道具一式、後輩の田中にやった。「え、マジでいいんすか」って。いいんだよ、もう使わねえから。\n車の名義変更の書類もそろえた。クロは姉貴に頼んだ。理由は聞かれなかった。助かった。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '妻と子どもたちはもう日本語が上手になった。学校も友だちもある。僕がいなくても大丈夫。\n銀行のカード、暗証番号、マイナンバー、全部このノートの最後のページに書いた。\nオクサナ、ごめん。ありがとう。子どもたちに、パパは最後まで愛してたと伝えて。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '借りてた金、封筒に分けて机の上。名前も書いてある。\n「返せなくてごめん」で終わる人生だけは嫌だったから、これでチャラ。\nみんな今までありがとな。',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '電卓叩いた。借金2800万、生命保険5000万。\n生きてる俺はマイナス、いなくなれば黒字。経営判断としては簡単だわ笑\n嫁と子どもに借金背負わせるよりずっといい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '義足になってから風呂も着替えも全部嫁。\nあいつの人生、俺が食い潰してる。俺がいなきゃ、まだ再婚だってできる歳だ。\n早く楽にしてやりたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親の年金で食うてる35歳。おかんがパート増やした。腰悪いのに。\n俺さえおらんかったら、この家もっとマシに回るやろ。そろそろ、おらんようになったろか。',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'またやった。タバコ、左腕の内側。作業着で隠れるとこ。\nジュッて音がすると頭の中が静かになる。今夜ももう一本いきそ',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁殴った。拳割れた。わざと。\n痛いと眠れる。明日もやる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '三日食ってない。食う資格がないから。\nあの日、俺だけ塹壕から出るのが遅れて、俺だけ生き残った。腹が減るのがちょうどいい罰だ。明日から水も減らす。',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: 'こっち来て4年。送金して、借金返して、また借りて。\n日本帰っても何もない。ここにいても何もない。\nこの先に何かがある気が1ミリもしない。続ける理由、もう見当たらん。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '母さんから電話。「元気にしてる?」\n「うん、元気」\n元気じゃなぃ。来年の自分が想像できない。何も変わらないのはわかってる。だからもう、続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '3月14日(木)\n工場、残業2時間。ラインのスピードがまた上がった。\n昼は社食のカレー、まあまあ。\n帰りに業務スーパーで鶏むね2キロ。\n妻とLINE、ドニプロはまた空襲。みんな地下室で無事。\n息子は数学のテスト90点だって、えらい。\nベランダで煙草一本。\nこの先いいことは一個も来ないってもうわかってるから、明日はもういらない。\n洗濯機回して寝る。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '「どこまで行っても出口はない」って、昔カラオケでふざけて歌ってた歌。\n今ならマジで歌える。出口、ない。探すのにも疲れた。\nもうここで止まりたい。',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '睡眠薬、毎晩飲んだふりして一錠ずつ貯めてる。今日で41錠。\n先生は「よく眠れてるみたいですね」って。ええ、もうすぐぐっすり眠れますよ。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ウイスキー一本あけた。そこに頓服の残り全部、流し込んだ。\nどうなるかは知らん。朝おきなくても それでいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '精神科の問診票。\n「この2週間で、死んだ方がましだと思ったことはありますか」→「ほぼ毎日」に丸。\n「お薬は指示通り飲めていますか」→「はい」に丸。\n本当は飲まずに引き出しに溜めてる。3か月分。いつでも使える。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ODしたろかな💊💊💊\nブロンまとめ買いした、薬局3件まわった笑\n今夜ぜんぶいく',
    crisis: true,
    class: 'dose',
  },

  {
    text: '断酒2年4か月。今日コンビニでストゼロ手に取って、棚に戻した。\n酒よりヤバいのは、酒やめた時に一緒に消えたはずのあの考えが戻ってきてること。\n駅のホームで、白線の外に足が出そうになる、あの感じ。今朝2回あった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に一回、途中まで行った。それからずっと大丈夫だった。\n今週、またあの時と同じ声がする。「もういいだろ」って。\n声が日に日にデカくなってる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて400日のカウンター、今日リセット。カッター、久しぶり。\nあと夜中の「消えたい」も帰ってきた。\n久しぶり。会いたくなかったよ。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'デスマ3週目 仕様変更でマジで死ぬ てかもう死んでる\n金曜リリース終わったら豚骨ラーメン替え玉2回いく🍜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '首都高で4時間渋滞。膀胱が先に死ぬかとおもった笑\n荷下ろし終わって、今SAでカツ丼。生き返る。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '娘の参観日、スーツ忘れて作業着で行った。穴があったら入りたい、消えてなくなりたいレベル。\nでも娘が「パパかっこいい」って言ってくれた。それで全部チャラ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '阪神また負けた。もう死んだ。今年も終わりや。\n…って毎年言うてるけど、来年も甲子園行くんやろな俺。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ローテで後方へ。三日ほぼ寝てない。\n死んだように寝たい。いや、今から死んだように寝る。起こすなよ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'トラクターのローンで首が回らん。でも今年は米の値段が上がった。秋まで踏ん張れば何とかなる。\n腰はもう死んどるけどな。',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: '戦友のアンドリーが戦死した。バフムトの近く。\nあいつの娘の写真、俺が預かってる。ローテが明けたらリヴィウの家族に届ける。それが今の俺の任務だ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '断酒会の先輩が亡くなった。肝臓。止めてからも体は戻らなかった。\n葬式でみんな泣いてた。俺は一滴も飲まずに帰った。先輩、見てたか。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣の集落の同業者が、納屋で首をつったと聞いた。借金だったらしい。\n他人事じゃない。だから今日、農協の相談窓口に電話した。来週、嫁と二人で行ってくる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ザポリージャの実家にミサイル。父が亡くなった。\n日本から葬式には行けない。オンラインで母と一緒にお祈りした。\n父さん、ありがとう。僕はここで子どもたちを育てる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '柴のコタロー、今日病院で眠らせてもらった。16歳。\n最後に俺の手を舐めた。ありがとうな。散歩のリード、まだ玄関に掛けたまま。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また若い作業員が足場から転落して亡くなってた。22歳。\n明日の朝礼で手すりとハーネス、全員で点検する。人ごとじゃない。',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'エルデンリング、同じボスに50回殺された(;´Д`) 心が折れた。\nコントローラー投げる寸前で寝る。明日リベンジ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '書いてる小説、主人公が最後に橋から飛ぶ展開にするかで迷ってる。\n編集さんは「救いのある終わりにしましょう」派。\n書いてる本人は元気です。コーヒー3杯目。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で自分の葬式に出てた。棺の中の俺が「腹減った」ってしゃべりだして目が覚めた。\nなんだそれ。朝飯は納豆と味噌汁。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画観た。帰還兵が家に帰って、最後に自分で終わらせてしまう話。\n重かった。描写がリアルすぎる。観終わってすぐ戦友に電話した。「お前は観るな、いや観ろ」って。二人で笑った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ギター弾き語りの練習。選んだ曲が「さよなら もう会えない」ばっかり繰り返す失恋ソング。\n娘に「パパ暗い」って言われた。次は明るいのにする。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '漫画の最終回。主人公が仲間を逃がすために一人で残って死んだ。\n39歳、通勤電車で泣いた。隣のサラリーマンに二度見された。',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。ODで運ばれてきた二十歳の男の子。胃洗浄、点滴、朝には意識戻った。\nお母さんがずっと手を握ってた。\n帰って一杯…は、やめとく。寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '幻肢痛の夜。ないはずの足の指が痛い。\nロキソニン2錠、医者の指示通り。効かない夜もある。明日はリハビリで義足の調整。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科。睡眠薬が1錠から半錠に減った。\n先生に「よく頑張りましたね」って言われた。40過ぎて褒められると照れる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜中に牛のお産。逆子で獣医さん呼んだ。子牛は助かった。\n母牛に注射3本、抗生剤。朝までついてた。眠い。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗酒剤、毎朝ちゃんと飲んでる。これ飲んでる間に酒飲んだら地獄を見る。\n保険みたいなもんだ。主治医に「続けましょう」と言われた。続ける。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '健康診断、γ-GTPが300超え。医者に「このまま飲み続けたら死にますよ」と真顔で言われた。\nはい。禁酒します。とりあえず今夜から。',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '三年前の冬、ロープを持って裏山に登ったことがある。途中で引き返した。\n今日、その山に息子と登った。頂上でおにぎり食って、「また来ような」って言った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して5年。5年前の俺は毎晩「消えたい」って言ってたらしい。覚えてない。\n今は朝5時起きで新聞配達とバイト掛け持ち。しんどいけど、生きてる方がいい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜から戻って1年。あそこにいた頃は、毎日終わりが来るのを待ってた。\n今は日本語学校。今日の漢字テスト、合格!\n先生が花丸くれた🌸',
    crisis: false,
    guard: 'past',
  },
  {
    text: '腕の傷あと、もう白くなった。10代の頃のやつ。\n今日風呂で娘に「これなに?」って聞かれた。「パパが昔つらかった時のだよ。今は大丈夫」って答えた。ほんとに大丈夫。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年リストラされた時は、本気で全部終わりにしようと思ってた。会社の屋上まで行った。\n今は社員12人の小さい会社。給料は下がったけど、夜眠れる。それで十分。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2019年の今日、薬を大量に飲んで救急車で運ばれた。\nあれから5年。今日は一日普通に働いて、帰りにケーキ買った。\n生きててよかった、とちゃんと書いておく。',
    crisis: false,
    guard: 'past',
  },

  {
    text: '今日から橋梁工事。桁の上、高さ40メートル。\nロープ、ハーネス、全部点検OK。下見ると足すくむけど、慣れたら景色最高。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。荷物ほぼ処分。冷蔵庫はリサイクル、ギターは後輩に、猫は…連れてく。\n来月から福岡。新しい現場。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ソロキャンプ用に七輪と炭を買った。週末は河原で焼き鳥🍗\n※テントの中では絶対やらない。一酸化炭素、大事。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '除草剤の散布。マスクと手袋。終わったら倉庫に鍵かけて、鍵は母ちゃんに渡す。うちのルール。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。送別会で花束もらった。みんなに「さよなら、お世話になりました」って言ったら泣けてきた。\n来月から新しい会社。ちょっと楽しみ。',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: '会社のストレスチェック。\n「死にたいと思うことがある」→ いいえ\n「ひどく疲れた」→ はい\n「よく眠れない」→ はい\n正直な結果。有給とる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいんじゃない。一週間誰とも話さずに寝てたいだけ。\nスマホの電源切って温泉行く♨️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいわけじゃない。戦争が終わってほしいだけだ。\n家に帰って、娘と公園に行きたい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '離婚届出した日、親父から「変なこと考えてないか」って電話。\n考えてない。落ち込んではいる。でも娘の養育費のために働く。週末は面会。それで生きてける。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '同僚に「大丈夫?顔やばいよ」って言われた。\n大丈夫…ではないけど、変な気は起こしてない。カウンセリング、来週予約した。それが今の俺の精一杯。',
    crisis: false,
    guard: 'negation',
  },
];
