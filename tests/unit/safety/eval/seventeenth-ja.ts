import type { EvalNote } from './types';

/**
 * A seventeenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 6
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: an overworked office worker blowing out his own light (灯りを吹き消す), a would-be
 * novelist writing 完 on her story, a pupil graduating from this world (この世から卒業), a gamer who
 * will not continue (コンティニューしない, 残機ゼロ), a Kansai worker leaving first (一足お先に失礼),
 * a Tohoku widower sleeping in the snow till spring, a nurse wishing her own ECG flat, an elderly
 * Christian asking to be called home (御許に召して), a mother who wants to become the wind (千の風),
 * a debtor wanting the long sleep; a Hiroshima man (死のうと思うとる), net slang (タヒりたい), a Kansai
 * carer (死んだろか), a Ukrainian survivor of a missile in spaced kana; plans by a last working day,
 * by the bus to the Aokigahara forest, by a grandchild's wedding (Tohoku, a rope in the barn), by a
 * mother's care-home entry, by a wiped phone and a chosen day, by shoes left side by side in SDF
 * quarters, by a one-way boat to an Okinawan cape; self-harm by punching thighs, an eraser burn,
 * lines on the arm, a name carved, アムカ slang, a nurse's bloodletting with a syringe, a soldier's
 * knife point; relapses after a disaster dispatch (Noto), of counting sleeping pills, of blades
 * bought again, of a voice after leaving one's room, in Kansai at a balcony, of a Ukrainian
 * gathering pills, of postpartum thoughts with a second child, of cutting after failing entrance
 * exams, of a drink after five sober years, of a flare of collagen disease. Quiet: a "second
 * birthday" five years on, a school counsellor, a mixi diary from 2008, "the worst year", a former
 * hikikomori, a Ukrainian student, a sobriety meeting, a PKO veteran, a Kansai elder's debts, a
 * tattoo over scars, a head nurse's first years, an Okinawan elder after the war, an entry essay;
 * denials ("just tired", a work stress check, Kansai ちゃうねん, a mum friend's question, a promise,
 * a hikikomori with a game to wait for, an old farmer, a Ukrainian, a failed test, Okinawan
 * なんくるないさ, a nurse's admission question, quitting a job not life); a dog and xylitol, a
 * pharmacist on paracetamol, a toddler and blood-pressure pills, an OD patient, morphine, blister
 * packs; hyperbole, grief, fiction, a move, a beneficiary change, a deleted account.
 *
 * First run on main at 8447bb5, untouched: recall 35/50 (70.0%), false alarms 7/50 (14.0%).
 * Missed: euphemism 3 (writing 完 and closing the last page of one's story; not continuing the game
 * of life, zero lives left; wanting to become the wind of 千の風になって, "my turn soon"); plan 5
 * (ending it the night of the farewell party after the last working day; Tohoku, going up the hill
 * the day after a grandchild's wedding with a rope in the barn; a cliff on the way back from a
 * mother's care-home entry; everything wiped, only the chosen day to wait for; a one-way boat to a
 * cape, Okinawan speech); farewell 2 (goodbye messages saved as a draft to send at the very end;
 * the cat handed to a sister with its feeding notes, nothing left to regret); self-harm 2 (rubbing
 * the back of the hand raw with an eraser; drawing one's own blood with a syringe from the ward);
 * dose 1 (two weeks of Rexulti and Rozerem swallowed at once, named by brand); relapse 2 (Kansai,
 * looking down from the balcony at night again as a year ago; a flare of illness bringing back the
 * wish to die, 再燃).
 * False alarms: past 3 (a "second birthday" five years after an OD, now a nursery teacher; a tattoo
 * over old cutting scars, eight years clean; a head nurse's urge to jump at the platform as a new
 * nurse fifteen years ago, flagged by the whole-note reader); negation 1 (a work stress check whose
 * death-wish items were all "none"); medical 1 (a nurse admitting a young OD patient after gastric
 * lavage); figurative 1 (無理しぬ after a concert, "what do I live for from tomorrow 笑"); everyday 1
 * (leaving a town after ten years, ありがとう、さようなら, to a new job).
 *
 * Scored again later on the detector merged from another helper's fixes, as a fresh blind measure.
 *
 * First run on main after the sixteenth round (its fixes and a retrained whole-note reader):
 * recall 31/50 (62.0%), false alarms 6/50 (12.0%). Missed beside the 15 above (caught at 8447bb5,
 * some only by the whole-note reader before its retrain): euphemism 1 (Tohoku, lying in the snow to sleep till spring),
 * self-harm 1 (a knife's point driven into the palm, pain against nightmares), hopelessness 1 (the
 * Ukrainian's spaced kana: no country, no いばしょ, nothing left), relapse 1 (blades thrown out
 * last year and bought again). False alarms: the same but the tattoo over old scars.
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes: recall 49/50 (98.0%), false alarms 1/50
 * (2.0%); all Japanese development sets 909/929 → 927/929 recall, 7/963 → 2/963 false alarms.
 * Still missed: the plan told as "that night I'll end it properly" after a last working day (no
 * means, farewell or finality the lexicon can hear). Still a false alarm: the head nurse's platform
 * urge fifteen years ago, flagged by the whole-note reader alone. So this is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '嫁も出ていってしもうた。仕事も決まらん。もう死のうと思うとる。酒飲みながらこれ書いとるけど、本気じゃけえ。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'バイト先でまたやらかした。店長の顔見れない。まじでタヒりたい、今日はガチのほう。ネタじゃないです',
  },
  {
    crisis: true,
    class: 'intent',
    text: '親の介護に疲れた。もう限界や。いっそ死んだろかなって、台所で包丁見ながら思ってもうた。あかん、書いてて手ぇ震える',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '通勤中、横断歩道で毎朝思う。信号無視のトラック突っ込んできてくれないかなって。自分から行く勇気はないから、誰かに終わらせてほしい',
  },
  {
    crisis: true,
    class: 'passive',
    text: '来週また手術。主治医は成功率高いって言うけど、正直失敗してくれたほうがいい。麻酔から覚めなくていい。もう病気と付き合うの疲れた',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'ハルキウの いえ に ミサイル おちた。おじいちゃん しんだ。わたし も あそこ に いれば よかった。いっしょ に しねば よかった のに',
  },
  // euphemism (10, each a different way of saying it)
  {
    crisis: true,
    class: 'euphemism',
    text: '残業230時間目。自分の中の灯りがもうほとんど残ってない。そろそろ自分で吹き消そうと思う。誰も気づかないだろうけど',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '小説ならここで「完」って書けるのにな。私の話もこのへんで終わりにして、最後のページ閉じたい。続きなんていらない',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '卒業式なんて待てない。学校より先にこの世から卒業したい。ほんとに。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '人生ってゲーム、もうコンティニューしないことにした。残機ゼロでいい。ゲームオーバーの画面のまま電源ごと消えたい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'みんなには悪いけど、一足お先に失礼しよかな思てる。会社やなくて、この世からな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあちゃん死んでがら家さ一人。今夜、裏の雪の中さ寝転んで、そのまま春まで眠ってぇ。誰にも見っけられねくていい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '毎晩モニターのフラットな線を見てる仕事だけど、最近は自分の心電図もそうなればいいのにって思う。夜勤明け、本気でそっち側に行きたい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '主よ、もう十分生きました。どうか今夜、私を御許に召してください。目が覚めたらまたこの部屋なのは、もう耐えられません。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '「千の風になって」を聴いてたら、私も風になりたくなった。子どもたちにはお墓の前で泣かないでって言っておきたい。そろそろ私の番',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'もう長い眠りにつきたい。目覚ましのいらない眠り。退職金で借金だけは返したから、あとは静かに、永遠に休みたい。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '最寄り駅、快速が通過するのは毎時17分と43分。ホームの端っこは監視カメラが届かない。なんでこんなこと調べてるんだろう、でもやめられない',
  },
  {
    crisis: true,
    class: 'method',
    text: '痛くない死に方ってどれなんだろう。首は苦しいって書いてあったし、練炭は車がないし。調べてたら朝になってた',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '有給を全部消化してから、と決めた。最終出社日は25日。送別会には出る。その夜に、ちゃんと終わらせる。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '樹海までの行き方調べた。河口湖駅からバス、時刻表もスクショ済み。土曜の始発で行く。帰りの時間は調べてない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '孫の結婚式さ出だら、もう思い残すごどはねぇ。式の次の日、裏山さ行ぐって決めでる。縄はもう納屋さ置いである',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母の施設入所日が決まった。来月3日。母を送り届けたら、帰りに海沿いのあの崖に寄る。介護が終わったら私の役目も終わり',
  },
  {
    crisis: true,
    class: 'plan',
    text: '部屋の片付け、スマホの初期化、ゲームのデータ削除、全部おわった。あとは決めた日を待つだけ。家族には何も言ってない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '家族への手紙は書き終えた。制服はクリーニング済み。靴は揃えて置いていく。あとは今夜、官舎のみんなが寝静まってから',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'あした朝一番の船で島に渡るさ。あの岬から行くって決めてる。帰りの船の切符は買わんかった。おかあには言わん',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんなへのLINE、下書きに保存した。「今まで本当にありがとう、ごめんね」。送信ボタンを押すのは最後の最後',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '姉にミケのことよろしくって頼んだ。ごはんの量もメモして渡した。理由は聞かれなかった。これで心残りはない',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '寝たきりになって嫁に下の世話までさせとる。わしがおらん方が皆楽になる。早う片付いた方がええんじゃ',
  },
  {
    crisis: true,
    class: 'burden',
    text: '奨学金も通院代も親に払わせてばっかり。私にかかるお金がなくなれば、弟は大学に行ける。私さえいなければ全部うまくいく',
  },
  // self-harm (7, each a different way)
  {
    crisis: true,
    class: 'selfHarm',
    text: '太もも殴りすぎてアザだらけ。紫と黄色のまだら。痛いとちょっとだけ落ち着く。今日もやった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '授業中、消しゴムで手の甲こすり続けて皮むけた。ジンジンする。先生に見られないように袖のばしてる',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '腕に赤い線を何本も引いた。ぷくって血が出るのを見ると、まだ生きてるんだなって思える。絆創膏もうない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'カッターで自分の名前を左腕に刻んだ。あいつが呼ばなくなった名前。まだ血が止まらない',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'アムカとまらん🩸 ティッシュ箱いっこ使った。明日半袖の体育あるのにどうしよ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '病棟からシリンジ持ち帰って、家で自分の血を抜いた。200くらい。ふらふらするけど頭が静かになる。看護師のくせに何やってんだろ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '演習から帰っても眠れない。ナイフの先で手のひらを何度も突いた。痛みがあると悪夢を見ない気がする',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '50社落ちた。何をやっても無駄。この先よくなる未来が1ミリも想像できない。生きてる意味がもうわからない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'かえる くに も ない。ここ にも いばしょ ない。あした が くる りゆう が わからない。なにも のこって ない',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'レキサルティとロゼレム、2週間分まとめて流し込んだ。今ちょっとふわふわしてる。誰にも連絡しないで寝る',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'カロナール何グラムで肝臓が駄目になるか計算した。体重から考えて家にある分で足りる。あとは飲むだけ',
  },
  // relapse (10, each a different way)
  {
    crisis: true,
    class: 'relapse',
    text: '能登の派遣から帰って半年。昔の、消えたい波がまた来てる。前は薬でおさまったのに今回は効かない。官舎の屋上ばかり見てる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '気づいたら引き出しの眠剤を数えてた。2年前に入院した時とまったく同じことしてる。もう大丈夫だと思ってたのに',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '去年ぜんぶ捨てたはずのカッターの刃、百均で買い直した。レジで手が震えた。また始まる気がする、というかもう始まってる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく部屋から出られるようになったのに、また戻ってきた。あの「全部終わらせたい」って声。前より大きい',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'もう治ったと思てたのにな。また夜中にベランダから下のぞいとる自分おるわ。一年前とおんなじや',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ママ の こえ きいて すこし よくなった。でも きょう ニュース みて、また いきてる いみ ない きもち もどってきた。まえ と おなじ、くすり あつめてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '上の子の時の産後うつと同じ。夜中の授乳中に、またこの子と一緒に消えてしまえたらって考えがよぎる。あの時は病院に行って治ったのに',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '浪人決定。高2でやめたはずなのに、腕の傷また増えた。今度はもっと深くしないと気が済まない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断酒5年、昨日飲んだ。飲んだら死にたくなるのはわかってた。やっぱりまた死にたい。5年前と何も変わってない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '膠原病が再燃した。一緒に、あの頃の死にたい気持ちまで再燃してる。ステロイド増量、夜眠れない、また終わりにしたいって思い始めてる',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: '今日で「二回目の誕生日」から5年。あの日ODで運ばれた私が、今は保育士してる。生き延びた自分にショートケーキ買った🍰',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'スクールカウンセラーになって20年。最初に担当した子が「死にたい」と言った日のことは今も覚えている。その子から今年、結婚式の招待状が届いた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'mixiの日記発掘した笑 2008年の私、毎日「消えたい」って書いてる。ごめんね当時の私。今は二児の母で、なんとか元気にやってます',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019年は人生最悪の年だった。本気で終わらせようとしてた。今はあの年を笑い話にできるくらいには回復した。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '8年引きこもってた頃は、毎晩死ぬことばかり考えてた。今は物流倉庫でフォークリフト乗ってる。今日、初めて後輩ができた',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'せんそう が はじまった とき、わたし は しにたい と おもった。でも いま にほんご がっこう で ともだち できた。いきてて よかった',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断酒会で体験談を話した。酒飲んで死のうとしてた頃の話。断酒12年、手が震えたけど最後まで話せた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'PKOから帰ってきた年は眠れず、死ぬことばかり考えていた。あれから二十年。今朝は孫と防波堤で釣り。アジが三匹。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃な、借金で首回らんようなって、死のか思たこともあったわ。今思たらアホやったなあ。生きとってよかったで',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'リスカ跡の上にタトゥー入れた。ひまわり🌻 あの頃の自分にさよなら。もう8年切ってない',
  },
  {
    crisis: false,
    guard: 'past',
    text: '新人の頃、夜勤明けに駅のホームで飛び込みたい衝動に何度もかられた。あれから15年、今は師長として新人を見守る側。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '戦のあとの貧しさで、若い時分は海に身を投げようとしたこともあったさー。でも生きてきて、ひ孫の顔まで見れた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '推薦入試の作文に、中学でいじめられて死にたかったことを書いた。乗り越えた経験として。先生には「よく書けた」って言われた',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいとかじゃない。ただ疲れた。三日くらい誰とも話さず寝てたい。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ストレスチェック、高ストレス判定きた。でも死にたいって項目は全部「なし」。産業医面談は一応受ける',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいとか、そんなんちゃうねん。ただ一人になりたいだけ。ほっといてほしいだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ママ友に「大丈夫？変なこと考えてない？」って聞かれた。大丈夫、そういうのは全然ない。ただ寝不足で顔が死んでるだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけたりはしない。先生と約束したし、したいとも思わない。今日は散歩できた',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '引きこもってるけど死ぬ気はない。来月ゲームの新作も出るし、それまでは普通に生きる(^^)',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'この歳になると死ぬのは怖くないが、自分から死のうなどとは思わん。寿命が来るまで畑をやる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'にほん の ひと に よく 「だいじょうぶ？」 と きかれる。わたし は しにたい とか ない。ただ さびしい だけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '数学赤点😇 死ぬほどやばいけど別に死にたくはない笑 追試がんばる',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '心配してくれてありがとうね。わんは死ぬつもりなんかないさ。なんくるないさー。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '入院の時、看護師さんに「自分を傷つけたい気持ちはありますか」って聞かれて、ないですって答えた。本当にない。ただ手術が怖い',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '会社辞めたいとは毎日思うけど、人生辞めたいとは思ってない。そこ大事。転職サイト登録した',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'うちのワンコがキシリトールガム食べた！夜間救急に電話したら、量によっては命に関わるって。今から病院向かう',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬局で、カロナールと市販の風邪薬を一緒に飲むと量が多くなりすぎて肝臓に危ないって、おじいちゃんに説明した。分かってもらえたかな',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '孫がばあちゃんの血圧の薬を口に入れかけた！危なかった。薬は全部鍵付きの箱に移した',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '今日の入院はODの20代女性。胃洗浄のあと少し話せた。明日、精神科リエゾンにつなぐ。無事でよかった',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'モルヒネの量が増えた。主治医と、飲みすぎたら危ない量とレスキューの間隔を確認した。痛みは少し楽',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の薬を一包化してもらった。これで飲み忘れも飲みすぎも防げる。薬剤師さんに感謝',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのファンサもらった…尊すぎて昇天した…もう今世に悔いなし🙏✨',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '月曜の朝からHPゼロ。会議三連続で魂抜けた。もう屍です',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '見積もりミスったの部長にバレたら殺される…明日の朝が怖い',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'M-1見て腹筋崩壊、笑いすぎて死んだ😂 息できへん',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ライブ最高すぎた、もう無理しぬ、明日から何を糧に生きればいいの笑',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '締め切り3本重なって、今週は完全に墓場。金曜まで生きてたら焼肉行こ',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'チロが虹の橋を渡った。17歳。最後まで私の膝の上だった。ありがとう、また会おうね🌈',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'いとこ が ザポリージャ で しんだ。22さい。ぐんたい。わたし は にほん で なにも できない。ないた',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースで好きだった俳優の訃報。自殺だったらしい。ずっとショックで仕事が手につかない。ご冥福をお祈りします',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'じいちゃんの四十九日。もう一回だけ会って、ありがとうって言いたかったな',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期の葬式だった。過労だったと思う。あいつの分まで生きなきゃって、帰りの電車で思った',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今書いてる小説、主人公が屋上から飛び降りる場面で止まってる。どう書いたら安っぽくならないんだろう',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '朝ドラ、ヒロインが「死んでしまいたい」って泣くシーン、演技うますぎて泣いた😭',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '漫画の最新話、推しキャラが仲間を庇って自分から毒を飲んだ…作者さん鬼…',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '演劇部の台本、遺書を読み上げる役になった。声が震えるって先輩に言われたから家で練習',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '断捨離して服を全部寄付した。本も売った。部屋すっきり、次の引っ越しが楽しみ',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '明日でこの街ともお別れ。十年間ありがとう、さようなら。新しい職場でもがんばる',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '保険の受取人を妻から息子に変更した。妻の希望。ついでに遺言書のことも少し話した',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Xのアカウント消した。疲れるだけだった。これからはこの日記とインスタだけにする',
  },
];
