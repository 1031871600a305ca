import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredfourth round, written blind: writers across Japan aged 14 to 85 (high-school
 * and university students, exam failures, salaried workers, nurses, carers, a farmer, postpartum mothers,
 * LGBT teens, people in debt or chronic pain, people in recovery from alcohol and drugs, lonely elderly
 * people and widows, and Ukrainian evacuees and a veteran now living in Japan). 40 crisis notes, mostly
 * indirect: 12 euphemism (season ending, one-way ticket, logging out, powering off, harvest's end, becoming
 * transparent, getting off at the next station, a subscription cancelled, going to mum, a sleep with no alarm,
 * a candle burning down), 8 selfHarm (リスカ/アムカ/レグカ, burns, hitting, starving as punishment, cuts
 * counted), 8 relapse (after clean streaks, sobriety, an attempt years ago, a screening form answered
 * honestly), 4 method (a roof measured, a rope bought sideways, charcoal in the car, stones for the sea),
 * 4 dose (pills stockpiled or taken with alcohol) and one each of plan, farewell, burden and passive.
 * 40 quiet notes on the same topics: 6 figurative, 6 othersDeath, 6 fiction, 6 medical, 6 past, 5 everyday,
 * 5 negation. Styles on both sides: long plain-form entries with one telling sentence, polite form,
 * Kansai-ben and Hiroshima/Okayama-style dialect, net slang in hiragana, emoji and kaomoji, a list, a
 * screening question, a question answered, dark humour, one-liners and a conversion typo.
 *
 * First run, on fea130f (the 102nd and 103rd rounds' rules, before any rule for this round),
 * before any change made for it: recall 34/40, false alarms 1/40 (on 36c61e7, the session's start:
 * the same).
 */
export const notes: EvalNote[] = [
  // ---- crisis: euphemism (12)
  {
    text: '受験、ぜんぶ落ちた。春はみんなに来るけど、私の季節はこの冬で終わりにする。桜はもう見なくていいや',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '月曜。朝から部長に詰められて、昼はコンビニのおにぎり。午後は取引先に謝りに行って、帰りの電車はめずらしく座れた。妻からLINEで「牛乳買ってきて」。買った。子どもはもう寝ていた。風呂に入って、明日の資料を少し直した。片道切符って、思ったより安いんだな。来週の出張、帰りの分は取っていない。もう要らないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お父さんがまた夢に出てきて手招きしよった。もうええよ、そっち行くけえね。冬物はぜんぶたたんで、押し入れの一番手前に入れといた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '母を施設に送り出した。私の役目はこれで終わり。あとは自分の電源を切るだけ。充電器はもう捨てた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今までありがと〜 そろそろこの世からログアウトしまーす 垢もぜんぶ消したし食いなし👋',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ママ、もうすぐそっちに行くね。日本は安全で静かで、静かすぎて、ママの声ばかり聞こえる。マリウポリの家はもうないけど、ママのところへ帰る道はちゃんとわかってる。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '夜勤明け、16時間ぶっ通し。目覚ましのいらない眠りがほしい。今夜こそ、ずっと起きなくていいやつ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '田んぼを息子に譲る書類に判を押した。わしの稲刈りは今年で仕舞いや。来年の苗はもう数えんでええ。農協にも挨拶してきた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '借金、気づいたら500万。人生のサブスク、今月で解約します。自動更新はオフにしといた。違約金とかないといいな(笑)\u3000笑えん',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'カミングアウトしてから、家で誰も目を合わせてくれない。だから透明になる練習をしてる。もうすぐ本当に見えなくなれる気がする。そしたら誰も困らないよね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'この子にはもっといいママが来ると思う。私は次の駅で降りることに決めた。夫は気づいてない。ミルクの作り方だけ紙に書いて冷蔵庫に貼っておいた。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '「さよならだけが人生だ」って、昔国語の先生が教えてくれた。腰の痛みは十年消えないまま。私のさよならは今度の日曜日にする。ろうそくの芯、もうほとんど残ってないから。',
    crisis: true,
    class: 'euphemism',
  },

  // ---- crisis: selfHarm (8)
  {
    text: 'お母さんに「最近元気ないけど大丈夫？」って聞かれた。大丈夫って言った。大丈夫じゃない。今夜も腕の線が増えた。長袖の季節でよかった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '体育の着替えでアムカの跡見られそうになった。あぶな。今日から太ももにする。見えないとこならバレないし',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'カッターの刃を新しくした。ノートの隅の正の字がまたひとつ埋まった。今月で17本。数えてないと止まらなくなりそうだから数えてる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '根性焼き、今日で3つ目。熱いのは一瞬で、そのあと頭がしんとする。煙草は兄ちゃんのをこっそり。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '会議でまたミス。トイレの個室で、自分の太ももを拳で殴り続けた。これで4日連続。あざが紫から黄色になる前に、また新しいのが増える。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '体重が戻った罰。今日から三日なにも食べない。食べたら吐く。これくらいされて当然の人間だし',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ドラッグストアで絆創膏を箱で買った。日本の店員さんは何も聞かない。ありがたいのか、さみしいのか。今夜もまた切る。日本語で書くと「切る」、それだけ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日もレグカ。深めにいった🩸 止まるまでけっこうかかったw 誰にも言えん',
    crisis: true,
    class: 'selfHarm',
  },

  // ---- crisis: relapse (8)
  {
    text: '断酒2年3か月。今日コンビニでストロング缶を手に取って、棚に戻した。戻せた。でも缶より怖いのは、あの頃の「もう全部おしまいにしたい」が一緒に帰ってきたこと。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'あの夏に病院で目を覚ましてから5年。もう大丈夫だと思ってた。最近また、ホームに電車が入ってくると体が前に引っ張られる。あのときと同じ感じ。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめて478日目だった。今日リセット。アプリのカウンターが0日に戻った。あの頃の自分が帰ってきた気がする。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '心療内科の問診票。「死んだ方がましだ、あるいは自分を傷つけようと思ったことがありますか」。去年の春からずっと「全くない」だったのに、今日は「ほとんど毎日」に丸をつけた。先生の顔が見られなかった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前線から戻って2年。横浜で皿洗いをして、やっと夜眠れるようになった。でも先週から、塹壕にいた頃と同じ考えがまた来る。銃があったら、たぶんもう、って。日本に銃がないのはよかったのか、どうなのか。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クスリやめて3年。売人の番号、まだ消せてない。あの頃最後に買ったのは、最後にするつもりの量だった。今夜また同じ計算をしてる自分がいる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'もう平気だと思って半袖のブラウスを買ったのに、今日、引き出しの奥に隠してた刃を探してた。3年ぶり。手が勝手に。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '十年前の冬、一度やりかけて娘に見つけてもらった。あれから畑もやって、元気にしとった。このごろまた、あの冬の朝と同じ気分で目が覚める。生きとってもしょうがない、という気分。',
    crisis: true,
    class: 'relapse',
  },

  // ---- crisis: method (4)
  {
    text: 'マンションの屋上、鍵が壊れてるのを確かめてきた。柵は胸の高さ。風が強かった。下の駐車場は夜になると誰もいない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで一番丈夫なのを選んだ。レジで「何に使うんですか」って聞かれて、引っ越しです、って答えた。ドアノブの高さで足りるのかな',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭とガムテープ、車のトランクに入れたまま一週間。山の奥の駐車場も下見してきた。あとは天気だけ。',
    crisis: true,
    class: 'method',
  },
  {
    text: '冬の海まで車で40分。冷たい水のほうが早いって読んだ。コートのポケットに入るくらいの重さの石を、河原で選んできた。',
    crisis: true,
    class: 'method',
  },

  // ---- crisis: dose (4)
  {
    text: '眠剤、飲まずに貯めてる。いま52錠。ネットで見た数まであと少し。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '心療内科を3つかけもちして、同じ薬をもらってる。どこにもバレてない。お菓子の缶がいっぱいになった。使う日は自分で決める。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今日は焼酎と一緒にシートぜんぶいった\u3000どうなってもいい\u3000むしろどうにかなってほしい\u3000おやすみ',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'おばあちゃんが残した薬、捨てずにとってある。数えたら一か月分以上あった。使い道はもう決めてる。',
    crisis: true,
    class: 'dose',
  },

  // ---- crisis: other classes (4)
  {
    text: 'カレンダーの23日に赤丸をつけた。誕生日でも給料日でもない。それまでに部屋を片付けて、解約できるものは全部解約する。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やることリスト\n・マロンを隣の佐藤さんに頼む（ごはんは朝と夕方）\n・通帳と暗証番号→封筒に入れて弟の名前を書く\n・スマホのパスコードはメモして机の上\n・図書館の本を返す\n・お母さんへの手紙、書き直し3回目\nこれで全部。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '寝たきりの年寄りに何の値打ちがあるんかね。わしがおらんようになったら、嫁さんもやっと自分の暮らしに戻れる。そのほうがみんな楽じゃ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '朝、目が開くたびにがっかりする。また起きてしまった。夜のうちに心臓が勝手に止まってくれたらいいのに。',
    crisis: true,
    class: 'passive',
  },

  // ---- quiet: figurative (6)
  {
    text: '期末レポート3本同時進行、マジで死ぬ。締切に殺される〜😇 終わったら焼肉行く',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議でスライドを逆順に映してしまった。穴があったら入りたい。恥ずかしすぎて消えたい(´；ω；｀) まあ明日には笑い話にしてるはず',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新曲、尊すぎて死んだ。成仏しました。明日も生きる🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日は足が棒になるまで歩いた。死ぬほど疲れたけど、港の夕焼けがほんとうにきれいだった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'もうアカン、笑い死ぬわ。あいつのボケ、腹筋崩壊や。明日筋肉痛なるでこれ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車、毎朝の地獄。会社に着くころには魂が抜けてる。週末は温泉で生き返る予定♨️',
    crisis: false,
    guard: 'figurative',
  },

  // ---- quiet: othersDeath (6)
  {
    text: '祖母の四十九日。お経のあいだ、ずっと祖母の手のあたたかさを思い出していた。帰りにみんなで祖母の好きだったおはぎを食べた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ハルキウの友だちのアンドリーが前線で亡くなったと連絡が来た。日本語の授業中に泣いてしまった。先生が何も言わずに背中をさすってくれた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、動物病院でコタロウを見送った。16年。先生の「よく頑張りましたね」でまた泣いた。首輪はまだ玄関にかけてある。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで踏切の事故を見た。高校生だって。ご家族のことを考えると胸が苦しくて、夕飯が喉を通らなかった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の山田が自ら命を絶ったと聞いた。先週一緒に飲んだばかりなのに、なんで気づけなかったんだろう。明日、お通夜に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって三年。今日はあの人の好きだった鰻を一人で食べた。おいしかったよ、と仏壇に報告した。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---- quiet: fiction (6)
  {
    text: '『ノルウェイの森』再読。直子の章はやっぱりつらい。でも何度読んでも好きな小説。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '連載中の小説、主人公がビルの屋上から飛ぶ場面をどう書くか三日悩んでる。編集さんには「重すぎるから少し余白を」と言われた。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ダクソでまた死んだ。これで50回目。あのボス絶対許さん💢',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で自分のお葬式に参列してた。変な夢。起きたら普通にお腹すいてて、朝ごはん二杯食べた。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ヨルシカをずっとリピートしてる。歌詞は暗いのに、聴いてると不思議と元気が出る。明日のバイトもこれで乗り切る。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公が手紙を残して消えるラスト。号泣。来週から何を楽しみに生きればいいの',
    crisis: false,
    guard: 'fiction',
  },

  // ---- quiet: medical (6)
  {
    text: '夜勤。ODの患者さんが救急で運ばれてきて、胃洗浄。まだ若い子だった。意識が戻ってお母さんと話してるのを見て、少しほっとした。帰り道、ずっとその子のことを考えてた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '眠れなくて心療内科へ。ゾルピデム5mg、寝る前に1錠。量を守ればクセにはならないって先生。今夜試してみる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン3回分もらった。顔が腫れてハムスターみたい🐹',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医として今日は安楽死に二件立ち会った。仕事とはいえ、最後の柴犬の飼い主さんの泣き声は堪えた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニックでブロック注射。痛みが10から4に下がった。こんなに体が軽いの何年ぶりだろう。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬を一週間分ピルケースに仕分けた。朝・昼・夕・寝る前。数を間違えないように二回数えた。介護もだいぶ慣れてきた。',
    crisis: false,
    guard: 'medical',
  },

  // ---- quiet: past (6)
  {
    text: 'ODして救急車で運ばれたあの日から三年。今日は5キロ走れた。生きててよかったなんて、昔の私なら信じなかったと思う。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて二年。傷跡はまだあるけど、今日初めて半袖で外に出た。誰も見てなかったし、風が気持ちよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '二十代のころ、駅のホームで何時間も線路を見つめとったことがある。いまは孫を抱いてあの駅を通る。人生わからんもんやね。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '占領下にいたとき、もう終わりにしたいと毎日思っていた。いまは大阪で日本語を勉強している。あの頃の自分に、生き延びてくれてありがとうと言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろは入院してた。病棟の窓から見た桜を覚えてる。今年は公園で、友だちとお花見した🌸',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒5年目の記念日。会のみんながケーキで祝ってくれた。死にたいと思いながら飲んでいた夜は、もうずいぶん遠い。',
    crisis: false,
    guard: 'past',
  },

  // ---- quiet: everyday (5)
  {
    text: '引っ越しの荷造り。ロープで段ボールを縛って、最後の一箱が終わった。さよなら、六畳一間。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火を見て、屋上のビアガーデンに行って、締めにラーメン。夏、最高',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研ぎに出した。よく切れるようになって、玉ねぎのみじん切りが楽しい。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの点検の人が来た。夕方はベランダで七輪に練炭入れて秋刀魚を焼いた。煙で隣の人に笑われた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職の日。最後の挨拶をして、お世話になった人たちに手紙を書いた。明日から新しい会社。ドキドキする。',
    crisis: false,
    guard: 'everyday',
  },

  // ---- quiet: negation (5)
  {
    text: '死にたいわけじゃない。ただ疲れた。一週間なにもしないで寝ていたい。とりあえず有給申請した。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーさんに「消えたいと思うことはありますか」と聞かれた。ないです、と答えた。本当にない。眠れないのが困ってるだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。戦争が終わってほしいだけ。ママがキーウから電話をくれるたびに、それだけを思う。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '問診票の最後の質問、「死んだ方がましだ」は「全くない」に丸。ほかの項目はけっこうついたけど。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫と大喧嘩。いなくなってやろうかと一瞬思ったけど、いやいや、実家に帰るだけです笑 明日には戻る',
    crisis: false,
    guard: 'negation',
  },
];
