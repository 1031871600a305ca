import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredfourteenth round, written blind: diary entries by junior-high and
 * university students, salaried and shift workers, freelancers, carers, elderly people living alone,
 * a Tohoku farmer, a fisherman, parents, people in debt or after a breakup, and Ukrainian evacuees
 * writing in Japanese. Crisis classes: euphemism 6, method 6, selfHarm 5, relapse 5, plan 4, dose 4,
 * farewell 3, burden 3, passive 2, hopelessness 1, intent 1. Quiet guards: figurative 6,
 * othersDeath 5, fiction 5, medical 6, past 6, everyday 6, negation 6. Styles: plain and polite
 * forms, Kansai and Tohoku dialect, net slang (草, ｗ, 詰んだ), LINE and X-post style, emoji,
 * hiragana-heavy child writing, lists, memos, search history and timetables, mostly flat acts.
 *
 * First run, on 424b178 (the 113th round's rules; the session's start), before any change made for it:
 * recall 33/40, false alarms 1/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'じいちゃんのとこ、もうすぐ行くけん。向こうで将棋の続きしよな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月のシフト希望、出さなかった。どうせ来月はもうおらんし。店長ごめん',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生っていうクソゲー、今週で電源切ります。積みゲーは全部売った。コンティニューはしない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ママとパパのところへ行きたいです。ハルキウの空の上。日本のさくらは見たから、もう十分です。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '先に逝った同期の田村に、もうすぐ会える気がする。あいつの好きだった缶コーヒー、2本買って冷蔵庫に入れた。1本はあっちに持ってく',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今度こそほんとに「卒業」します。学校じゃなくて、ぜんぶから。\n制服はクリーニングに出しといた',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (6) ----------
  {
    text: '検索履歴\n・ロープ 耐荷重 80kg\n・ドアノブ 高さ 何cm\n・賃貸 事故物件 遺族 請求',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅の時刻表スクショした。快速が通過するのは14:32と15:10。ホームの端っこは人が少ない。明日は有給',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホムセンで練炭と七輪とガムテ。レジの人に「キャンプですか」って聞かれて、はいって言った。車の中は片付けた',
    crisis: true,
    class: 'method',
  },
  {
    text: '納屋の農薬の棚、鍵はおらが持っとく。一本だけ母屋の押し入れさ移した。かあちゃんには言ってね',
    crisis: true,
    class: 'method',
  },
  {
    text: '会社の屋上、鍵かかってないの確認した。フェンスは胸くらい。昼休みに3回見に行った',
    crisis: true,
    class: 'method',
  },
  {
    text: '今夜は波が高い。船は出さん。堤防の先まで一人で歩く。重くなるもん、ポケットに入るだけ入れた',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  { text: 'また腕。今日は3本。長袖着れる季節でよかった', crisis: true, class: 'selfHarm' },
  {
    text: '数学48点。罰として今日の夕飯ぬき、明日の朝も。自分で決めたルールだから守る',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '頭を壁に何回も打ちつけた。おでこのあざは前髪で隠れる。お母さんには部活でぶつけたって言う',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、太ももの内側に押しつけた。誰にも見えない場所。跡が5個になった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '絆創膏の箱、今月もう2つ目。カッターの替刃も買いたした。アームカバーはAmazonでポチ(´・ω・`)',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: '去年の春に一度やって、胃洗浄された。あれから一年。最近またあの日の手順を頭の中でなぞってる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '切らない日カウント、187日で止まった。昨日また切った。今日も刃をポーチに入れて出勤した',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '3年前に飛び降りようとした橋、今日バスで通った。途中で降りた。欄干をずっと見てた。また来ると思う',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '入院のとき捨てたはずのロープ、押し入れの奥から出てきた。捨てずに元の場所にしまった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に未遂したときと同じ感じがまた来てる。今回は失敗しないように、って段取り考えてる自分がおる',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '12/24\n・部屋の掃除\n・スマホ初期化\n・猫は実家へ\n・手紙は机の引き出し（白い封筒）\n・家賃は今月分まで払った\n当日は誰にも会わない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '銀行の暗証番号と保険証券の場所、メモして冷蔵庫に貼った。葬式は家族葬で、って書き足した。日付は誕生日の前の日にする',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜の夜にする。場所はあの峠の駐車場。レンタカー予約済み。土日なら会社に迷惑かけない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '通帳、印鑑、年金の書類はひとつの箱にまとめた。お寺には自分の分のお布施を先に納めてきた。あとは来週の水曜、ひとりで山に入るだけ。帰りの道は要らん',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '眠剤、飲んだふりして毎晩1錠ずつ貯金。今日で58錠。小瓶に入れてクローゼットの奥',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラスト3軒まわった。1店舗1箱までって言われたから。全部で6箱になった。お酒も買った',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今夜、手元の薬ぜんぶストゼロで流し込む。もう数えて並べてある',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方された分、2週間飲まずに取ってある。母が管理してるのとは別。ポーチの内ポケット',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: '姉ちゃんへ\n急にごめん。ハムスターのきなこのこと頼む。エサは引き出しの中。\nお母さんのことも頼むね。いままでほんとにありがとう',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しのグッズ全部フォロワーさんに無償で譲った。発送完了。スマホのパスワードは手帳の最後のページ。みんな今までありがと🙏',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Дякую. 日本のみなさん、ありがとうございました。ボランティアの佐藤さんに手紙を書きました。明日ポストに入れます。私をさがさないでください',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '施設の費用、月18万。わしの年金じゃ足りん。息子夫婦に毎月出させとる。わしがおらんようになれば、あいつらは楽になる',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'バイトもできない。奨学金も返せない。家族の足ひっぱってるだけ。私いない方が家計も空気もまわる',
    crisis: true,
    class: 'burden',
  },
  {
    text: '生命保険の受取人は妻のまま。俺が今いなくなればローンは団信で完済、家族は助かる計算。電卓で3回確かめた',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'あしたがこなければいいのに。ねたらそのままおきなかったらいいのに。まいにちそうおもってねてる',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ふっと消えたい。死にたいとかじゃなくて、最初からいなかったことになりたい',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: '借金620万。昼も夜も働いて減るのは利息だけ。何年やっても同じ。この先生きてても、ずっとこれ。もう続ける意味がない',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'もう終わりにするって決めた。今度は本気。誰に何を言われても変わらない',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  { text: '期末の範囲広すぎて死ぬ草。数学で確実に死んだｗ', crisis: false, guard: 'figurative' },
  {
    text: '部長のダジャレ寒すぎて凍死するかと思った🥶 会議室だけ冬',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのファンサ尊すぎて無理…死んだ…成仏した…明日からも推し活がんばる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の現場ほんま殺す気か思たわ。40度で屋根の上やで。帰ってビール飲んで生き返った',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で噛みまくって恥ずかしくて消えたかった（笑）まあ飲み会のネタになったからよし',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '締め切り3本重なって詰んだ。ゲームオーバー寸前。徹夜でなんとか1本入稿した',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: '四十九日。じいちゃんの好きだった缶コーヒー2本、墓に供えた。1本は俺が飲んだ。向こうで将棋さしてるかな',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで同い年の子が自殺したって。ご家族のこと思うと胸が痛い。相談窓口の番号、クラスのLINEに貼った',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の田村の命日。あいつがいなくなって5年。奥さんと子どもにお菓子を送った',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣のおばあちゃん、ひとりで亡くなってたって管理人さんから聞いた。もっと声かければよかった。町内会で見守りの当番表を作ることにした',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ハルキウのいとこが亡くなったと連絡がありました。遠くて何もできない。教会でろうそくを灯しました。日本の友だちが一緒に泣いてくれた',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: '今期のアニメ、主人公が屋上から飛び降りるシーンで終わった。来週どうなるん…考察スレ読みあさった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新人賞用の原稿、主人公が遺書を書く章で止まってる。文体をもっと乾いた感じにしたい。あと30枚',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '駅のホームから落ちる夢みた。汗びっしょりで起きたけど、ただの夢。朝ごはんは納豆ごはん',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ラスボス倒してエンディング見た！セーブデータ消して二周目いく。次はハードモード',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部の台本、私の役は最後に毒を飲むお姫さま。稽古で倒れ方を10回やった。ひざにあざできた',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '内科で睡眠導入剤を処方された。寝る前に1錠。2週間分。飲み忘れ防止にピルケース買った',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '健康診断で採血3本。看護師さんが上手で全然痛くなかった。結果は来週',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬を一週間分、お薬カレンダーに仕分け。朝・昼・夜で色分けした。血圧の薬だけ朝2錠',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン出された。6時間あけて飲むこと。血がなかなか止まらんかった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリンの自己注射、だいぶ慣れた。お腹に打つのがいちばん痛くない。今日の血糖値は安定',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '盲腸の手術から1週間。抜糸した。傷は3センチくらい。今日からお風呂OK',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: '10年前の今日、私は自分を終わらせようとした。いまは子どもが2人いて、今朝はお弁当を作った。生きててよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて4年。腕の痕もだいぶ薄くなった。今年は半袖で夏祭り行けた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のころは薬をためてたこともあった。いまはカウンセリングも卒業して、看護学校に通ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '借金で死ぬことばかり考えてた時期があった。自己破産して3年、いまは小さい畑を借りて野菜作ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'あの冬は海さ行ぐべと思ったこともあったっけ。今は孫が三人。昔の話だ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '入院してた頃のことを主治医と振り返った。あの頃の自分に、ちゃんと助かるよって言いたい。通院は年1回になった',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: 'ホムセンでロープとブルーシートとガムテ。週末のキャンプ用。BBQの炭も買った',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しのため家具をフォロワーさんに譲った。冷蔵庫と本棚。新居は大阪📦',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'パスワードを全部パスワードマネージャーに移した。母にも緊急時アクセスを設定した',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職日。お世話になった皆さんにお菓子を配った。送別会で花束もらった。来月から地元の会社',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋梁点検の仕事で欄干の高さを測った。規定は110cm以上。異常なし',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。ついでにカッターの替刃も買った。段ボール多すぎ問題',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '心療内科の問診票。「死にたいと思うことがありますか」→いいえ。本当にない。眠れないのは仕事のせい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しんどいけど、死にたいとかは全然ない。明日は友達と焼肉行く',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母に心配されたけど、消えたいなんて思ってないよって言った。本当にそう。ただ疲れてただけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '会社のストレスチェック、自分を傷つけたいかの質問は「まったくない」に丸。睡眠のとこだけ△',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '彼と別れた。つらい。でも死ぬ気なんてさらさらない。猫もいるし仕事もある',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金あるけど死ぬ気なんかあらへんで。返済計画立てて、来月から副業や',
    crisis: false,
    guard: 'negation',
  },
];
