import type { EvalNote } from './types';

/**
 * Japanese notes of the sixtysixth round, written blind: diary entries by very different writers aged 14 to 85,
 * namely bullied middle-school students, an LGBT high-schooler, university students, office workers, a Kansai
 * construction worker, a rice farmer in debt, night-shift and ER nurses, postpartum mothers, carers of parents,
 * chronic-pain patients, lonely widows and widowers, a cancer patient, and Ukrainian evacuees in Japan (a wife of
 * a prisoner of war, a mother from Mariupol, a veteran who lost a leg, a returned POW, relatives of soldiers
 * killed at the front or of people in occupied towns). 40 crisis notes cover all eleven classes (4 each of
 * intent, passive, euphemism, method, plan, farewell and burden; 3 each of selfHarm, hopelessness, dose and
 * relapse). 40 quiet notes cover every guard (6 each of figurative, othersDeath, fiction, medical and everyday;
 * 5 each of past and negation) and use the same words and topics. Styles: plain and polite forms, Kansai-ben,
 * net slang in hiragana (しにたい, きえたい, ｗ), emoji and kaomoji, no punctuation, one-liners and 8–12 line
 * entries, a crisis hidden in one sentence of an ordinary day, to-do lists, a letter to a mother, a PHQ-9 item
 * and a counsellor's question answered, an invented song lyric the writer owns, dark humour, and questions to
 * oneself.
 *
 * First run, on b0cc2d4 (after the 65th round's changes and retrain), before any change made for
 * it: recall 38/40, false alarms 4/40 (on 5a1e9c4, the stop's start: recall 36/40, false alarms
 * 4/40).
 */
export const notes: EvalNote[] = [
  // ───────────── crisis: intent ─────────────
  { text: 'しぬ。きょうこそほんとに。もうむり', crisis: true, class: 'intent' },
  {
    text: `今日は日本語教室の日でした。
先生が「上手になりましたね」と言ってくれた。
スーパーで半額のお弁当を買って、キーウの母に電話した。ハルキウはまた停電だそうです。
夜、アパートが静かすぎる。
夫の声をもう三ヶ月聞いていない。捕虜になったと聞いてから、何も感じない。
洗濯物をたたんで、お弁当は半分残した。
今夜、自分で終わりにしようと思っています。
明日の教室には行きません。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうあかん。死のう思てる。冗談ちゃうで、今回は本気や。誰にも言われへんからここに書いとく',
    crisis: true,
    class: 'intent',
  },
  {
    text: `カウンセラー「今、自分を傷つけたり、命を絶ちたいと思う気持ちはありますか？」
心の中の答え：はい。今週中にやるつもりです。
口から出た答え：いいえ、大丈夫です。
次の予約は来月。たぶん行かない。`,
    crisis: true,
    class: 'intent',
  },

  // ───────────── crisis: passive ─────────────
  {
    text: '朝起きなければいいのに、って毎晩思いながら寝てる。今夜も。',
    crisis: true,
    class: 'passive',
  },
  { text: 'きえたい\u3000きえたい\u3000きえたい\u3000(´；ω；｀)', crisis: true, class: 'passive' },
  {
    text: `八十二歳。妻が逝って二年になる。
今朝もまた目が覚めてしまった。
神様はなぜ私だけ迎えに来ないのか。
このまま眠って、もう起きなければいい。毎晩そう祈って布団に入る。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'トラック突っ込んできてくれないかなって、信号待ちのたびに思う。線維筋痛症の痛み今日も10/10。生きてる意味わからん',
    crisis: true,
    class: 'passive',
  },

  // ───────────── crisis: euphemism ─────────────
  { text: 'もうすぐおばあちゃんに会いに行くね。待っててね。', crisis: true, class: 'euphemism' },
  {
    text: '人生のログアウトボタンどこ？ｗ もう十分遊んだし、そろそろ落ちます〜 みんな乙',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '課長、みんなに迷惑をかけるのもあと少しだけです。月曜には全部片付いています。引き継ぎ資料は共有フォルダに。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ずっと聴いてる曲の「このまま夜に溶けてしまいたい」ってとこ、あれ私のために書かれたんだと思う。今夜ほんとに溶ける。',
    crisis: true,
    class: 'euphemism',
  },

  // ───────────── crisis: method ─────────────
  {
    text: `今日はゴミ出し、洗濯、スーパー。卵がまた高くなってた。
夕方、娘から電話。元気そうでよかった。
ベランダから長いこと下を見てた。10階なら確実かな。手すり、思ってたより低い。
夕飯はうどん。`,
    crisis: true,
    class: 'method',
  },
  {
    text: 'ロープ\u3000ホームセンター\u3000何メートル\u3000って検索した履歴消さなきゃ。親にバレたらまた「そういうのは病気」って言われる。どうせもうすぐ関係なくなるけど',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホームで快速が通過するたび、一歩前に出そうになる。今日は黄色い線の外まで行った。次は止まらないと思う',
    crisis: true,
    class: 'method',
  },
  {
    text: '米の値段は上がらん、借金だけ残った。親父から継いだ田んぼも来年は手放す。納屋の農薬の瓶をずっと見てた。あれを飲めば終われる。',
    crisis: true,
    class: 'method',
  },

  // ───────────── crisis: plan ─────────────
  {
    text: `やることリスト
・バイト辞める連絡
・スマホのロック外しとく
・ミケのごはん多めに
・土曜の夜、あの橋へ`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'あと3日。誕生日に終わりにするって決めてから、なんか逆に落ち着いてる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '借金四百万。督促の電話が鳴り止まない。生命保険の受取人が妻のままになっているのを確認した。来週の水曜、妻が実家に帰る日にやる。場所も決めてある。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、クローゼットで首にかけてみた。練習のつもりで。思ったより怖くなかった。次は最後まで',
    crisis: true,
    class: 'plan',
  },

  // ───────────── crisis: farewell ─────────────
  {
    text: `お母さんへ
今まで育ててくれてありがとう。
私がいなくなっても、自分を責めないでね。
お母さんのせいじゃないよ。
部屋の物は全部、妹にあげてください。
ぬいぐるみのくまだけは一緒に入れてほしいな。
ほんとうにごめんね。
大好きだよ。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスワードと銀行の暗証番号、紙に書いて引き出しに入れた。あとで誰も困らないように。ハムスターは隣の田中さんにお願いした。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ギター、後輩にあげた。漫画も全部売った。「なんで？」って聞かれたけど、もういらないからって答えた。本当にもういらなくなるから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'サーシャ、日本で元気に生きてね。ママはもう疲れました。学校の書類は全部青いファイルに入れてあります。支援団体の佐藤さんの連絡先も。ずっと愛してる。',
    crisis: true,
    class: 'farewell',
  },

  // ───────────── crisis: burden ─────────────
  {
    text: '娘に介護させてばかり。私がいなければ、あの子は自分の人生を取り戻せる。早く消えてあげたほうがいいのよ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `産後三ヶ月。
今日も泣き止まない。抱っこしても、おっぱいあげても。
私じゃ無理なんだと思う。
夫も仕事と夜泣きで疲れ切ってる。
義母は「昔はみんなやってた」って。
この子には、私よりちゃんとしたお母さんが必要。
私がいない方が、この家はうまく回る。
今日はずっとそればっかり考えてる。
窓の外を見てたら、涙も出なかった。`,
    crisis: true,
    class: 'burden',
  },
  {
    text: '足を失ってから、妻が全部やってくれる。トイレまで。俺なんかいない方が、あいつはまだ若いんだからやり直せる。あの塹壕で死ぬべきだった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: `学校のアンケート（PHQ-9）
「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」
→ ほとんど毎日 に丸つけた
だって私がいても家族のお荷物なだけだし。いなくなったほうがみんな楽`,
    crisis: true,
    class: 'burden',
  },

  // ───────────── crisis: selfHarm ─────────────
  {
    text: 'また切った。腕じゃもう足りなくて太もも。今夜もたぶんやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日もトイレで水かけられた。家帰ってコンパスの針で手の甲ガリガリした。痛いと少し落ち着く。明日も学校。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '罰として今日も何も食べない。3日目。食べたら壁に頭打ちつけるって決めてる。さっき一回やった。おでこ腫れてる',
    crisis: true,
    class: 'selfHarm',
  },

  // ───────────── crisis: hopelessness ─────────────
  {
    text: 'お母さんに「最近大丈夫？」って聞かれた。「うん」って言った。大丈夫じゃない。何も良くならないし、もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `マリウポリの家はもうない。夫もいない。
日本に来て一年、言葉もわからないまま工場で働いている。
この先に何があるの？\u3000何もない。
明日が来てほしくない。生きていく力がもう残っていない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんのために生きてんの\u3000答え出ないまま28年\u3000これ以上続ける意味ある？ないよね\u3000もうおわりでいい',
    crisis: true,
    class: 'hopelessness',
  },

  // ───────────── crisis: dose ─────────────
  { text: '眠剤、飲まずに一ヶ月分ためた。あと少しで足りる量になる', crisis: true, class: 'dose' },
  {
    text: 'さっき薬ぜんぶのんだ\u3000すとぜろで\u3000ねむい\u3000これでいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '夜勤明け。病棟の薬、どれをどれだけ使えば眠ったまま終われるか、私は知ってる。今日ポケットに入れて持って帰ってきた。',
    crisis: true,
    class: 'dose',
  },

  // ───────────── crisis: relapse ─────────────
  {
    text: '未遂から5年。ずっと大丈夫だったのに、今日また飛び降りられる場所を探してる自分がいた。戻ってきちゃった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて412日目だったのに。カウンターリセット。切りたい気持ちがまた止まらない😭',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '捕虜交換で帰ってきて半年。悪夢は減ったのに、今夜またあの地下室の夢。起きてからずっと、終わらせたい気持ちがぶり返してる。前よりひどい。',
    crisis: true,
    class: 'relapse',
  },

  // ───────────── quiet: figurative ─────────────
  {
    text: '期末テスト死ぬほどむずかった笑\u3000数学とか完全に死んだわｗ\u3000もう無理ｗｗ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎてしにたい…好きな人の前で盛大にこけた(/ω＼)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の現場ほんま死ぬかと思たわ、暑すぎて。帰ってビール飲んで生き返った🍺',
    crisis: false,
    guard: 'figurative',
  },
  { text: '推しの新ビジュ、尊すぎて無理、しぬ、昇天した🙏🙏', crisis: false, guard: 'figurative' },
  {
    text: '会議で大失敗。穴があったら入りたい。いや、もう消えたい。明日みんなの顔見るの気まずすぎる…',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '子ども二人同時に熱出して、私のライフはもうゼロ。それでも明日も朝6時起き。コーヒーで生き延びる',
    crisis: false,
    guard: 'figurative',
  },

  // ───────────── quiet: othersDeath ─────────────
  {
    text: `今日、兄がバフムトで戦死したと連絡が来た。
33歳だった。
日本にいる私は、葬儀にも行けない。
母は電話で声にならなかった。
夕方、教会でロウソクを灯した。
兄が送ってくれた最後の写真は、笑ってコーヒーを飲んでいる写真。
今夜は泣く。
でも明日はちゃんと仕事に行く。兄の分まで生きる。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、チョコを安楽死させた。15年一緒だった。先生が「苦しまずに眠りましたよ」って。家が静かすぎる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでまた人身事故で電車が遅延って。誰かが今日いなくなった。知らない人なのにずっと考えてしまう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人の三回忌。お墓の前で「もうすぐそっちに行くからね」と言ったら、孫に「おばあちゃんまだ早いよ」と笑われた。そうね、あの子の成人式までは見なくちゃ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自ら命を絶ったと聞いた。最後に会ったのは成人式。何も気づけなかった。遺書には「ごめん」だけだったらしい。悔しい。今夜は眠れない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ヘルソンの祖父が亡くなった。占領下で薬が手に入らなかったらしい。母が電話口でずっと泣いていた。私は大阪で何もできない。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ───────────── quiet: fiction ─────────────
  {
    text: 'ドラマの最終回、主人公が屋上から飛び降りるシーンで号泣。あの脚本ずるいって',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。ヒロインが遺書を書く章、今日やっと書けた。重い章だったけど、自分では納得の出来。次は弟視点。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分が死んでお葬式をしてて、みんなが泣いてるのを天井から見てた。起きたら汗びっしょり。夢でよかった。朝ごはんはトースト。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングで100回目の死。もう数えるのやめた笑\u3000でも今日ついにボス倒した！！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「死にたいなんて言わないで」って歌詞のやつ入れたら、友達がハモってくれた。最高の夜だった🎤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画サークルの課題で、心中ものの古い邦画を観た。ラストの海のシーン、レポートにどう書こう。締切は金曜。',
    crisis: false,
    guard: 'fiction',
  },

  // ───────────── quiet: medical ─────────────
  {
    text: '心療内科で睡眠薬を処方してもらった。1日1錠、寝る前に。先生に「お酒と一緒に飲まないでね」と言われた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '救急外来の夜勤。ODの若い子が運ばれてきた。処置して、朝には意識が戻った。付き添いのお母さんの顔が忘れられない。帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'リリカ増量。150mg→225mg。ふらつきに注意とのこと。痛みは少しマシ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんでポチの心臓の薬をもらった。毎日半錠。量を間違えないようにカレンダーに書いた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日は主治医の先生から余命の話があった。半年くらいとのこと。不思議と落ち着いている。残りの時間、孫と桜を見に行きたい。緩和ケアの相談も予約した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '精神科で抗うつ薬の量を調整。先生に「死にたい気持ちはある？」と聞かれて、「今はないです」って正直に言えた。少しずつ良くなってる。',
    crisis: false,
    guard: 'medical',
  },

  // ───────────── quiet: past ─────────────
  {
    text: '未遂から3年。今日は5km走れた。あの頃の自分に、ちゃんと生きてるよって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて今日で1000日！🎉 傷跡はまだあるけど、今年は半袖着られた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '二年前の今頃、あの橋の上に立ってたんよな。知らんおばちゃんが声かけてくれへんかったら今ここにおらん。今日はその橋を自転車で渡って、普通に仕事行った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜から戻って一年。最初の頃は毎晩、終わりにすることばかり考えていた。今は日本語を勉強して、来月からレストランで働く。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '息子が1歳になった。産後すぐの頃、「私がいない方がこの子は幸せ」って本気で思ってた。あの時、助産師さんに話して本当によかった。今日は一緒に公園で砂遊び。',
    crisis: false,
    guard: 'past',
  },

  // ───────────── quiet: everyday ─────────────
  {
    text: 'ホームセンターでロープとペグ買った。週末はキャンプ⛺ テント張る練習もした',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前日。仲良しの三人にお別れの手紙を書いた。新しい街でもがんばる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '台風が来る前に屋根に上って瓦を確認。父ちゃんももう年やから俺がやる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの元栓閉め忘れて出かけてた！危なっ。明日から指差し確認する',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で最後のシフト。3年間ありがとう、コンビニのみなさん。店長にお菓子渡してきた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '断捨離デー。服を5袋寄付、本はブックオフ、古い包丁は研いでもらって母にあげた。部屋が広い！',
    crisis: false,
    guard: 'everyday',
  },

  // ───────────── quiet: negation ─────────────
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに眠っていたい。疲れた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いいえ、死にたいんじゃない。この戦争が終わってほしいだけ。ザポリージャの母が毎晩地下室で寝ている。それがつらい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のことで眠れない。でも、死ぬとかそういうのは考えてない。明日、法テラスに電話する。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'クラスでまたからかわれた。ムカつく。でも消えたいとかは思わない。私は私だし、部活のみんなはわかってくれてる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母の介護でもう限界。正直つらい。でも自分を傷つけたりはしないよ、大丈夫。ケアマネさんにショートステイを相談した。',
    crisis: false,
    guard: 'negation',
  },
];
