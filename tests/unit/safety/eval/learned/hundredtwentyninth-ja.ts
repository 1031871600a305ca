import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentyninth round, written blind: writers aged 20 to 50 in rural and
 * small-town Japan and Okinawa (漁師, 農家の跡取り, 介護職員, 自衛隊員, 長距離トラック運転手, 地方公務員,
 * シングルファーザー, 引きこもりの息子を持つ母, スナックのママ, 寺の跡継ぎ), some in 沖縄・九州・北海道・名古屋
 * dialect. Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4, plan 4, farewell 4, burden 3,
 * dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6,
 * othersDeath 5, figurative 4, fiction 4. Styles: flat diary lines, work logs, to-do lists, search
 * histories, timetables, LINE messages and letters, mostly without named feelings; quiet notes mirror
 * the same errands, pills, ropes, heights, farewells and voices.
 *
 * First run, on 08df730 (the 128th round's rules), before any change made for it: recall 32/40,
 * false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'じいちゃんが海に還ったのと同じ場所に、おれも行こうと思う。船の燃料は満タンにしといた。帰りの分はいらんさー。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '同期の佐藤が逝って三年。そろそろあいつのとこに行く。来月の当直表に俺の名前はもう要らない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ミキちゃん、来月からお店はあんたに任せるね。ママは看板じゃなくて自分を下ろすことにしたから。常連さんにはよろしく言っといて',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'じいちゃん、親父と三代で守ってきた田んぼ、俺の代で終わらす。俺ごと終わらす。春の田植えには俺はおらんけん。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '檀家さんのお見送りは何百とやってきた。次は自分の番。自分の戒名はもう考えてある。誰にも頼まず自分で決める。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '夜勤明け。もう朝は来なくていいっしょ。こっちの冬を越すつもりはないんだわ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来年度の異動の内示、俺にはもう関係あらせんわ。四月には俺おらんで。机の中は全部片づけといた。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・練炭 ホームセンター 何個\n・軽トラ 目張り ガムテ\n・林道 夜 人来ない',
    crisis: true,
    class: 'method',
  },
  {
    text: '港の先の防波堤、冬の夜は波が高い。重り用のチェーン、倉庫から一本持ってきて車に積んだ。',
    crisis: true,
    class: 'method',
  },
  {
    text: '部屋の梁、体重かけても大丈夫か確かめた。ロープの結び方は教範で覚えたとおり。',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の奥にパラコートの古いのがまだ残ってた。ラベル読んだ。量は足りる。',
    crisis: true,
    class: 'method',
  },
  {
    text: '○○駅は特急通過、時速120km。ホーム端の監視カメラの位置を確認。金曜の最終通過は21:48。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: '利用者さんに「夏でも長袖なんですね」って言われた。昨日の分がまだ乾いてない。カッターの刃、新しいのに替えた。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '息子に怒鳴られた夜は、自分の太ももをつねる。青くなるまで。夫は気づかない。今日は三か所。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、腕に押しつけた。ジュッて音で頭が静かになる。これで5個目',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ダメな日だったから夕飯抜き。明日も抜く。体重が減ると、ちゃんと罰を受けてる気がする。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '去年の秋に救急で運ばれてからちょうど一年。あのときと同じ薬の箱を、今日また薬局で手に取ってた。レジには持っていかなかった。まだ。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて二年たったのに、昨日また切った。カウンセラーにはまだ言ってない。止まる気がしない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に首くくろうとした物置、久しぶりに開けた。あの時のロープ、捨てたと思ってたのに残ってた。子どもが寝たあと、また見に行った。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '三年前に飛び降りようとした崖、今日また一人で車とめて見てた。あのときの感じがまた戻ってきてる。止めてくれた先輩はもう県外さー。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'やることリスト\n□ 軽トラの名義を弟に\n□ 農協の借金の書類、封筒にまとめる\n□ 母ちゃん宛の手紙\n□ 21日（日）夜、裏山',
    crisis: true,
    class: 'plan',
  },
  {
    text: '生命保険、自殺でも払われる期間を過ぎたのを確認した。受取人は娘。月末の休みにやる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '引き継ぎ資料、誰が見てもわかるように作り終えた。金曜に有給を取った。木曜の夜に全部終わらせる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '船は兄貴に売る話つけた。通帳と印鑑は仏壇の引き出し。14日の朝、誰もいない時間に沖に出る。戻らない。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: '【LINE】たける、母さんのこと頼んだぞ。お前は俺と違ってしっかりしてるから大丈夫だ。今までありがとな',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスコードは娘の誕生日。銀行の暗証番号はメモして冷蔵庫の裏に貼った。コタロウは隣の佐々木さんがずっと飼ってくれることになった。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '後輩に腕時計とブーツをやった。ほんとにいいんですかって何回も聞かれた。いいんだ、俺にはもう使い道がない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お父さん、お母さんへ\n先に行くことを許してください。誰のせいでもありません。畑のことは叔父さんに相談してください。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '俺の治療費で嫁のパート代が全部消えていく。俺がいなけりゃ保険金も入るし、みんな楽になる。計算したら答えは一つだった。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '母は私の世話で腰を痛めた。私がいるから家族で旅行にも行けない。私さえいなくなれば全部うまくいくのに。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '娘はばあちゃんちの方がよく笑う。俺が父親じゃない方があの子は幸せになれる。邪魔してるのは俺だけだ。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: '眠剤、飲んだふりして二週間分ずつためてる。今日で84錠。ビールの箱の奥に隠した。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方：デパス0.5 1日3回\n実際：今日は12錠 焼酎で\nまだ足りない',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'あちこちのドラストで睡眠改善薬を一箱ずつ買った。同じ店で二箱だと怪しまれるから。いま5箱。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: '朝目が覚めるとがっかりする。このまま起きなきゃよかったのにって毎日思う。どうこうするわけじゃない、ただ消えたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'でーじ疲れた。台風来たら船ごとどっか連れてってくれんかね。おれがいなくなっても、もういいさー。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '借金はふくらむだけ、米の値段は上がらない、嫁は出てった。何をやっても変わらん。もう生きてく理由が見つからん。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '十年介護やって報われたことなんか一回もない。この先もずっと同じ。頑張るのも、生きるのも、もうやめたい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: '決めた。死ぬ。誰にも言わない。', crisis: true, class: 'intent' },
  {
    text: '俺、死ぬことにしたわ。なんもかんも疲れたんだわ。怖いより楽になりたいが勝ってる。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'やることリスト\n□ 軽トラの車検\n□ 農協の補助金の書類、封筒にまとめて提出\n□ 母ちゃんの誕生日プレゼント\n□ 21日（日）朝、裏山の草刈り',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ロープ、ホームセンターで20m買った。台風の前に船をもやい直す用。結び方は親父に教わったもやい結び。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '検索履歴\n・七輪 炭 焼き鳥 庭\n・軽トラ 荷台 キャンプ マット\n・林道 夜 星 撮影スポット',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'スマホのパスコード、娘の誕生日だとバレバレなので変えた。コタロウは旅行の三日間、隣の佐々木さんが預かってくれる。お土産買ってこないと。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '後輩が北海道に転勤なので、使ってない腕時計と冬用のブーツをやった。向こうは寒いからちょうどいいって喜んでた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。本棚と冷蔵庫はメルカリで売れた。来月から福岡で新しい仕事。わくわくしてる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'カッターの刃、替えた。段ボール開けるのに切れ味悪くて。職場の備品で申請しといた。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '金曜の飲み会、帰りは21:48の最終に乗れば間に合う。○○駅は特急が通過するから各停で。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '五年前、眠剤をためて飲んだことがある。今は笑って話せる。先月、同じように悩んでる後輩の話を聞いてあげられた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔リスカしてた傷跡、もうほとんど見えない。今年の夏は半袖で子どもとプールに行けた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '三年前に飛び降りようとした崖の近くを、今日は家族でドライブした。あのとき止めてくれた先輩に「元気でやってます」って年賀状出したさー。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '精神科を卒業して二年。薬ももう飲んでない。あの頃の自分に、生きててよかったよって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十年前は借金で首が回らんで、死ぬことばっか考えとった。今は全部返し終わって孫の顔も見た。人生わからんもんだがね。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '入隊したばかりの頃、いじめで消えたいと思ってた。今は班長として新隊員の相談に乗ってる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔は夜勤明けに、もう朝なんか来なくていいと思ってた。職場を変えて四年、今は朝日を見ながら帰るのが好きだ。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '問診票の「死にたいと思うことがありますか」は「いいえ」に丸。正直に書いた。疲れてるだけで、そういうのはない。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '嫁に「まさか変なこと考えてないよね」って聞かれた。考えてないよ。借金はきついけど、死ぬつもりなんかさらさらない。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーさんに自分を傷つけたくなることはあるか聞かれて、ないですと答えた。本当にない。眠れないのを相談したかっただけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死ぬ気なんかないっしょ。ただ休みがほしいだけだわ。来週は釣りに行くべ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ストレスチェックで高ストレス判定。でも消えたいとか死にたいとかは全然ない。産業医面談を申し込んだ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '【LINE】大丈夫だよ、心配かけてごめん。自殺とか全然考えてないから。仕事が山場なだけ。週末は帰るね',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '処方：デパス0.5 1日3回\n実際：昨日は2回だけ\n次の受診で減らしていいか先生に相談する',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親父のインスリン、朝晩の単位数を表にして冷蔵庫に貼った。ヘルパーさんにも共有した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '胃カメラの前に鎮静剤を注射。気づいたら終わってた。ポリープ取ったので今日は酒禁止。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血400ml。終わったあとジュースもらった。血を見ても平気になってきた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '利用者さんの薬、一週間分をお薬カレンダーにセット。飲み忘れがないか夜勤でダブルチェック。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬は先生の指示どおり二週間分ずつ出てる。残り6錠。来週受診。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: '同期の佐藤が逝って三年。今年も墓参りに行った。奥さんと子どもにも会ってきた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '檀家さんのお見送り、今年は四十件を超えた。おひとりずつ戒名を考えるのも大事なつとめだ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣町の若い漁師が自ら命を絶ったと聞いた。葬式で親父さんが泣き崩れてた。残された家族のためにできることを考えたい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'じいちゃんが海に還って一年。命日に船を出して、じいちゃんの好きだった泡盛を海にまいたさー。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '常連の田中さんが亡くなった。お店にボトルがまだ残ってる。今夜はみんなで献杯した。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  { text: '年度末の書類、量えぐい。マジで死ぬ。', crisis: false, guard: 'figurative' },
  { text: '課長の前で名前まちがえた。恥ずかしくて死ねる。', crisis: false, guard: 'figurative' },
  { text: 'この暑さで田んぼの草取りとか、殺す気か。', crisis: false, guard: 'figurative' },
  {
    text: '夜勤三連続は死ぬって。シフト組んだ人、人の心あるのかね😇',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: '昨日のドラマ、主人公が崖から身を投げるラストで泣いた。脚本うますぎ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新人賞に出す小説、主人公が遺書を書く場面で止まってる。どういう文体にするか悩み中。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームのラスボスに全滅させられた。ゲームオーバー画面見飽きた。明日リベンジ。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で船が沈んで海に投げ出された。起きたら汗びっしょり。今日は漁休み。',
    crisis: false,
    guard: 'fiction',
  },
];
