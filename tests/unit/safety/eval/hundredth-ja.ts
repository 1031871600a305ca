import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredth round, written blind: writers aged 14 to 85: teens,
 * an 85-year-old living alone, gamers, night-shift workers, nurses, a student abroad in Germany, people in debt
 * to loan sharks, pachinko/slot players, a man just out of prison, patients just out of hospital, a farmer writing
 * Kansai-ben, a bullied teen and a gay teen, a postpartum mother, a woman with rheumatism cared for by her daughter,
 * Ukrainian evacuees in Japan (wives and widows of soldiers, an injured veteran in rehab). 40 crisis notes over
 * every class (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3), almost all indirect: a means named sideways, a date circled, a place
 * measured, pills counted, items given away, a note that is only a time and a place, a question to nobody, a
 * screening form answered honestly, a long ordinary day with one sentence that matters. 40 quiet notes over every
 * guard (figurative 6, othersDeath 6, fiction 6, medical 6, past 6, everyday 5, negation 5) on the same topics
 * and in the same styles. Styles on both sides: plain and polite forms, Kansai-ben, hiragana net slang, www and 草,
 * emoji and kaomoji, lists, letters, dialogue lines, one-liners and 8–10 line entries.
 *
 * First run, on 36c61e7 (the session's start), before any change made for it: recall 29/40, false
 * alarms 3/40 (on 36c61e7, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis ─────────────
  // intent
  { text: '今夜で終わらせる。もう決めた。迷いはない', crisis: true, class: 'intent' },
  {
    text: '人生ってクソゲー、セーブデータ消して電源切るわ。今日中に。みんなおつ',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て一年と二ヶ月。\n夫はまだハルキウの近く。三週間、既読がつかない。\n日本語学校、今月から行けなくなった。\n市役所の人はやさしい。近所のおばあさんも野菜をくれる。\nでも夜になると、爆音なんてないのに眠れない。\n娘はもう日本語で寝言を言う。私よりずっと強い。\nあの子は大丈夫。お隣のお姉さんに連絡先も渡しておいた。\n今夜、自分の手で幕を引く。もう決めた。',
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: '母「最近元気?」\n私「元気だよー」\n元気なわけない。毎晩、明日の朝目が覚めませんようにってお願いしてから寝てる',
    crisis: true,
    class: 'passive',
  },
  {
    text: '存在ごとアンインストールしたい(´・ω・`) 履歴も残さずに',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五にもなって、まだお迎えが来ない。毎晩、今夜こそと思って目をつぶる。朝、目が開くとがっかりする。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜勤明け 信号待ち トラック来たら突っ込んできてくれないかなって 毎朝思ってる 今朝もちょっと前に出てた',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  { text: 'もうすぐばあちゃんのとこ行くね。待っててね🌸', crisis: true, class: 'euphemism' },
  {
    text: '留学先の寮。ドイツ語わからん、友達ゼロ、奨学金切られそう。\n向こう側ってあったかいのかな\n誰に聞いてんだろ私',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '店長へ。来月のシフトはもう入れないでください。たぶん私、その頃にはいないので。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '取り立ての電話、今日だけで11件。来週には全部きれいに片づく予定。生命保険って加入から何年たてば免責じゃなくなるんだっけ',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: 'ベランダから下をのぞいた。8階。思ってたより近く見えた。柵、低いな',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで一番丈夫なやつ買った。レジの人に「お引っ越しですか」って聞かれてうなずいた。帰ってドアノブの高さ測った',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭ってまだ普通に売ってるんだね 車の目張りのやり方まで調べちゃった 軽でもいけるらしい',
    crisis: true,
    class: 'method',
  },
  {
    text: '出所して三ヶ月。どこも雇ってくれない。毎日、大橋の真ん中で川を見てる。冬の水なら長くかからないらしい。',
    crisis: true,
    class: 'method',
  },

  // plan
  { text: '3/14 23:00 港の見える丘 いちばん奥のベンチ', crisis: true, class: 'plan' },
  {
    text: 'カレンダーの金曜に赤丸。給料日の次の日。家賃と携帯代だけ払って、誰にも迷惑かけないようにしてから',
    crisis: true,
    class: 'plan',
  },
  {
    text: '今日のこと。\n朝、パンと牛乳。洗濯二回。\n午後は病院で定期の診察、先生には「変わりないです」と答えた。\n帰りにスーパーで猫の餌を多めに買っておいた。\n夕方、母から電話。来月の法事の話。\n日曜の朝に行く場所はもう下見してきた。靴を揃えて置く場所まで決めてある。\n夜はドラマの続きを見た。\n洗い物して寝る。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、一回ためしてみた。途中で怖くなってやめた。次はやめない。',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: 'やることリスト\n・サブスク全部解約\n・部屋かたづけ\n・ミケ→妹(ごはん朝夜、カリカリ少なめ)\n・スマホのパスワード紙に書いて引き出し\n・手紙3通\nあと少しで全部おわる',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お母さんへ。今まで育ててくれてありがとう。わがままばかりでごめんね。これを読むころ、私はもう遠くにいます。服は全部捨てていいよ。お父さんとけんかしないでね。泣かないで。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ギルメンにレア装備ぜんぶ配った。「引退?」って聞かれて「そんな感じ」って返した。みんなありがと、楽しかった🙏 リアルのほうも今週で引退',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'さよならだけが人生だ、って昔の詩にあったけど本当だね。ハムスターは隣の子に、本は図書館に寄付した。部屋がからっぽになって、やっと軽くなれた',
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: 'リウマチで寝たきりになって三年。\n娘は仕事を辞めて私の世話をしている。\nお風呂も、おむつも、夜中の寝返りも。\n娘の顔がどんどん疲れていく。\n昨日、電話で友達の結婚式を断っているのが聞こえた。\n私がいなくなれば、あの子は自分の人生を取り戻せる。\n一日じゅう、そればかり考えている。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '赤ちゃんは私じゃない方が幸せに育つ。義母のほうが上手にあやせるし、夫も私がいないほうが楽。産後うつ?知らん。ただの事実',
    crisis: true,
    class: 'burden',
  },
  {
    text: '日本で義足のリハビリ中。片足なくして帰ってきた俺に、妻は毎日笑ってくれる。無理してるのは分かる。俺がいなくなれば、あいつはまだ若いんだしやり直せる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'スロットで親の老後資金まで溶かした。俺という負債、さっさと損切りしたほうが家族のためだろ',
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: 'またやった。腕。今回ちょっと深め。長袖の季節でよかった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '親にバレた。「気持ち悪い」って。部屋でカッターの刃をカチカチ出したり戻したり。今夜は止まれる気がしない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日もなにも食べない。食べる資格なんてない。あと三日抜いたら少しは自分を許せるかも',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁殴って拳の皮むけた それでも足りなくてタバコ押しつけた 痛いとやっと頭が静かになる',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: '明日も明後日も同じ教室。卒業まであと二年。むり。その先もどうせ同じ。がんばる理由もうどこにもない。続けたくない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '台風で畑全滅や。借金だけ残った。来年も再来年もどうせ変わらん。もうええわ、ここらで降りさせてもらいたい',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'カウンセリングの問診票。「将来に希望が持てない」→とてもあてはまる。「いなくなりたいと思うことがある」→とてもあてはまる。ここまで正直に書いたの初めて。でも書いたところで何も変わらない。出口なんかない',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: '睡眠薬、もらうたびに少しずつ残してる。いま42錠。あと少しで足りる',
    crisis: true,
    class: 'dose',
  },
  {
    text: '全部飲んだのに朝になってた。頭ガンガンする。量が足りなかったんだ。次は倍',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今夜は酒と薬のちゃんぽん。どっちも箱ごと。明日のことは考えてない🍶💊',
    crisis: true,
    class: 'dose',
  },

  // relapse
  { text: 'クリーン記録、713日で止まった。袖の下にまた赤い線。', crisis: true, class: 'relapse' },
  {
    text: '退院して二週間。先生には大丈夫って言ったけど、入院前のあの声がまた聞こえる。「もういいだろ」って。前より近い',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'あの冬と同じ感じが戻ってきた。朝起きると胸が重くて、気づいたらまたあの場所のこと検索してる。今度は誰にも止められたくない',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet ─────────────
  // figurative
  { text: '試験勉強で死にそう。もう無理、脳みそ溶ける(´;ω;`)', crisis: false, guard: 'figurative' },
  { text: '恥ずかしすぎて消えたい…上司の前で名前まちがえた😇', crisis: false, guard: 'figurative' },
  {
    text: '今日の現場ほんましんどかった、死ぬかと思たわ。ビール飲んで寝る',
    crisis: false,
    guard: 'figurative',
  },
  { text: 'ボス戦で100回死んだ。心も死んだ。明日リベンジする', crisis: false, guard: 'figurative' },
  {
    text: '夜勤明けで屍。このまま永遠に寝てたい、少なくとも明日の昼までは',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '借金の返済表見て白目。人生詰んだwww でも来月ボーナスで半分返せる',
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: '夫がバフムトで戦死して、今日で一年。\n朝、ろうそくをつけて写真に話しかけた。\n日本の桜を一緒に見たかったね。\n昼は娘と公園でお弁当。おにぎりを上手に握れるようになった。\n娘が「パパも見てるかな」って。\n見てるよ、って答えた。\n帰りにスーパーでボルシチの材料を買った。\n夜、キーウの義母とビデオ通話。\n泣いたけど、明日も仕事に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母が亡くなった。八十九歳。最後に手を握ったらあったかかった。明日お通夜',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ポチを動物病院で見送った。安楽死を選んだのは私。ごめんね、ありがとう。ずっと泣いてる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまた高校生が飛び降りたって。同い年。胸が苦しい。その子の友達はどうしてるんだろう',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同僚が先週、自ら命を絶った。何も気づけなかった。今日みんなで献花に行った。相談窓口の番号、みんなでスマホに入れた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'キーウの幼なじみが前線で亡くなったと連絡が来た。日本にいる私は何もできない。ろうそくを灯して、二人で撮った写真を見てた',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: '小説の主人公が最後に橋から身を投げるシーン、書き終えた。担当さんに送る前に一晩寝かせる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で自分のお葬式に出てた。みんな笑ってて変な夢だった。起きたら普通に晴れてた',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームの推しが自己犠牲エンドで死んだ。運営許さん😭😭😭 二周目は絶対救う',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '「生きるべきか死ぬべきか」の独白、明日の演劇部の発表で読む。噛まないように練習',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'バンドの新曲、サビの「さよならの向こうへ飛んでいく」ってとこ、ボーカルが気に入ってくれた',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画で主人公が睡眠薬を集めるシーン、リアルすぎてしんどかった。でも最後救われてよかった。ポップコーン半分残した',
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: '夜勤。ODの患者さんが運ばれてきた。胃洗浄、朝までバタバタ。無事に意識戻った。帰って寝る',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '新しい睡眠薬、寝る前に1錠だけって言われた。ちゃんと守ってる。3日目でやっと眠れた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗うつ薬の量、先生と相談して減らすことになった。順調って言われた。うれしい',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんで猫の抜糸。あと一週間薬を飲ませる。錠剤をちゅ〜るに包む作戦成功',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めの量、もう上限まで来てる。先生に相談したらブロック注射を試すことに。来週火曜',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血で400ml抜いたらふらふら。看護師さんに横になってって言われた。ジュース2本もらった',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: '三年前の今日、ロープを買った。今日は同じ店で植木鉢を買った。ベランダのトマト、元気',
    crisis: false,
    guard: 'past',
  },
  {
    text: '自傷やめて5年。夏に半袖着れるようになった。傷は白くなった。今日は海行った',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の冬、薬を溜め込んでた自分に言いたい。春はちゃんと来たよって。今は仕事も見つかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: '退院して一年。あの頃は毎日消えたかった。今は朝ごはん作るのが楽しい。主治医にも卒業って言われた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '闇金に追われてた頃は、本気で橋の上に立ったこともあった。今は債務整理も終わって、週末は子どもと釣りに行ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '日本に来た最初の冬は、もう生きていけないと思ってた。二年たって、日本語能力試験N3合格!',
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: '引っ越し準備。ロープでタンス縛って、包丁は新聞紙に包んだ。ガスの閉栓手続きも済んだ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で昼ごはん。風つよ。帰りに橋の上から見た夕焼けもきれいだった📸',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後の出勤日。みんなに挨拶して、寄せ書きの手紙もらった。明日から新しい職場',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬局で薬もらって、ホームセンターで麻ひもと園芸用のナイフ買った。週末は庭いじり',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '部屋の片付け、いらない服ぜんぶメルカリへ。断捨離最高。身軽〜✨',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  { text: '死にたいわけじゃない。ただ疲れた。三連休ほしい', crisis: false, guard: 'negation' },
  {
    text: 'いや、消えたいとかじゃなくて、戦争が終わってほしいだけ。母がまだザポリージャにいる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラー「いなくなりたいと思うことはありますか」\nわたし「ないです」\nほんとにない。ただ眠れないだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金あるけど、死ぬ気はさらさらない。働いて返す。今日も夜勤がんばる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '自分を傷つけたいとか、そういうのは全然ない。ただ一人の夜が長いだけ。明日は友達とカラオケ',
    crisis: false,
    guard: 'negation',
  },
];
