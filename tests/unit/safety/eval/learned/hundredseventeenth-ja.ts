import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredseventeenth round, written blind: eighty private diary entries by
 * different ordinary writers across Japan (office workers, students, homemakers, retirees, a nurse,
 * a delivery driver, a farmer's widow, a novelist, part-timers, people with chronic illness or after
 * a loss), some in Kansai or western dialect. Crisis (40): euphemism 8, method 7, selfHarm 6,
 * relapse 6, plan 3, dose 3, farewell 2, burden 2, passive 1, hopelessness 1, intent 1 - mostly
 * flat facts, errands, to-do lists, search histories, drafts and counters with no feeling named,
 * a few plain. Quiet (40): figurative 6, othersDeath 6, fiction 6, medical 6, past 6, everyday 5,
 * negation 5 - mirroring the crisis notes in topic and form (ropes, bridges, rooftops, pills,
 * plasters, long sleeves, giving things away, passwords, dates) with an ordinary or recovered
 * reading. Lengths range from one line to a short entry; polite and rough registers, slang, emoji.
 *
 * First run, on 6715837 (the 116th round's rules), before any change made for it: recall 34/40,
 * false alarms 3/40 (on 424b178, the session's start: recall 34/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (8) ----------
  {
    text: '兄ちゃんの三回忌も終わったし、もうじき俺も兄ちゃんとこ行くわ。向こうで一緒に釣りでもしよか。こっちはもうええねん。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃、もう振り込まなくていい気がする。来月の私はここにいないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'リセットボタンはないけど電源は切れる。セーブもしない。コンティニューもなし。明日の朝で全部おしまい。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '片道切符だけ買った。帰りのは要らない旅。行き先は誰にも言ってない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '海に帰ろうと思う。あの子が待ってる気がするから。寒くなる前に。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '部屋の電気を消すみたいに、自分もパチッと消せたらいいのに。今夜はスイッチに手が届きそう。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '春はもう見ないことにした。こたつも片付けなくていい。次の季節は私抜きで来ればいい🌸',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今夜、長い眠りにつきます。目覚ましは全部解除した。もう誰も起こさないでください。おやすみなさい、ずっと。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (7) ----------
  {
    text: '検索履歴\n・快速 通過 駅 近所\n・ホームドア ない駅 一覧\n・電車 止めたら 損害賠償 遺族',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ買った。2m。レジで何に使うか聞かれなくてよかった。クローゼットのポール、ぶら下がってもびくともしなかった。',
    crisis: true,
    class: 'method',
  },
  {
    text: '会社の屋上、鍵かかってないの知ってる。昼休みに上がって下見てきた。柵は胸くらいの高さ。',
    crisis: true,
    class: 'method',
  },
  {
    text: '七輪と炭、ガムテープ。ネットで注文した。キャンプはしない。届くのは金曜。',
    crisis: true,
    class: 'method',
  },
  {
    text: '〇〇大橋 高さ\n〇〇大橋 歩道 夜 人通り\n〇〇大橋 監視カメラ\n…調べてたら朝になってた',
    crisis: true,
    class: 'method',
  },
  {
    text: 'じいさん死んでから畑もやめた。物置の除草剤は捨てんと取っとく。あれがあれば、いつでもええけん。',
    crisis: true,
    class: 'method',
  },
  {
    text: '引き出しの一番奥に包丁を一本しまってある。料理には使わないやつ。すぐ出せるようにしてある。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (6) ----------
  {
    text: '夏なのに今日も長袖。職場で「暑くないの？」って聞かれたから冷え性って答えた。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '絆創膏また箱で買った。今月3箱目。左腕もう貼るとこない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'お風呂40分。シーツに血ついてたから夜中にこっそり洗った。お母さんには鼻血って言っといた',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコ吸わないのにライター持ち歩いてる。太ももの火傷の跡、だいぶ増えた。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'テストの点悪すぎて、自分の頭を壁に何回も打ちつけた。たんこぶ隠すのに前髪おろしてく',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べなかった。あんなミスをした人間にごはんを食べる資格はない。3日目。水だけ。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (6) ----------
  {
    text: 'カミソリ、捨てたはずなのに洗面所の奥から出てきた。また捨てられなかった。2年やめてたのに、今夜は手首がむずむずする。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に入院した時と同じ感じが戻ってきた。あの時も最初はこうやって眠れなくなった。また橋のこと考えてる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセラーさんと作った安全計画の紙、丸めて捨てた。5年前の夏みたいに、また薬を数えはじめてる。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'クリーン記録 412日でリセット。また切っちゃった。アプリのカウンター0に戻すのつらかった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の3月に未遂して、やっと普通に暮らせてたのに。最近、あの時のロープがまだ実家の物置にあるか気になってしかたない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '昔の病み垢のパスワード思い出してログインした。フォロワーまだいた。また毎晩「消えたい」ってつぶやいてる',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'やることリスト\n・猫を妹に預ける\n・解約：スマホ、ジム、サブスク\n・通帳と印鑑は机の上\n・21日 夜',
    crisis: true,
    class: 'plan',
  },
  {
    text: '決行は給料日の次の日。場所は決めた。部屋の片付けは終わった。遺書は下書きまで。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'エンディングノート、全部埋めました。葬儀は家族葬で、と書いた。あとは月末の日曜、岬まで行くだけ。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (3) ----------
  { text: '眠剤、飲まずに貯めてる。今で48錠。小瓶に移した。', crisis: true, class: 'dose' },
  {
    text: '病院3つ回って同じ薬を別々にもらってる。合わせたらかなりの量になった。引き出しの奥に隠してある。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方の薬、一回分じゃ効かないから今日は3回分いっぺんに飲んだ。お酒と一緒に。どうなってもいいや',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: farewell (2) ----------
  {
    text: '【下書き】\nみんなへ\n今まで本当にありがとう。ポチのことは田中さんにお願いしてあります。スマホのパスワードは0814です。お母さんのこと、よろしくね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お気に入りのギター、後輩にあげた。漫画も全部売った。部屋がすっきりした。もう要らないものばっかりだったし。最後にあいつらに「今までありがとな」ってLINEしとく',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (2) ----------
  {
    text: '介護の費用、年金じゃ足りんで娘に出してもろうとる。わしがおらんほうが、あの子は楽になるやろ。長生きしすぎた。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '私がいなければ家のお金も空気ももっと楽になる。みんなの邪魔でしかない。生まれてこなきゃよかった。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (1) ----------
  {
    text: '朝、目が覚めてがっかりした。このまま起きなければいいのにって、毎晩思いながら寝てる。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: '転職も治療も債務整理も、全部やった。何も変わらなかった。これ以上がんばる意味が見つからない。生きていく理由、もう残ってない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  { text: '死ぬって決めた。本気で。迷いはもうない。', crisis: true, class: 'intent' },

  // ---------- quiet: figurative (6) ----------
  {
    text: '期末レポート3本同時とかマジで死ぬ。もう無理、死んだ😇 …と言いつつ明日も図書館行く',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部長の前で盛大にかんで、恥ずかしくて死ぬかと思った。帰りにケーキ買って自分をなぐさめた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の部活、坂道ダッシュ20本。脚が死んでる。監督は鬼。でもタイム縮んだ！',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当選！！！尊すぎて無理、しんどい、成仏する🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '締め切り前の三日間、ほぼ屍。でも入稿できた。今日は泥のように眠る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '暑すぎて溶けるわ。配達30件、この日差し殺す気か言うてんねん。アイス2本食べて復活。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: '祖母の四十九日。お墓参りで「ちゃんと食べとる？」って声が聞こえた気がした。帰りにおばあちゃんの好きだったおはぎを買った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の佐藤さんが自殺したと聞いた。ショックで何も手につかない。もっと話を聞いてあげたかった。せめてご家族に手紙を書こう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '駅で人身事故があったとニュースで。知らない方だけど、ご冥福をお祈りします。電車が1時間止まって会議に遅れた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '担当していた患者さんが今朝亡くなった。最期は穏やかだった。ご家族にお礼を言われて、帰りの車で少し泣いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'うちの犬、16歳で虹の橋を渡りました。今までありがとうね。リードと首輪はまだ片付けられない。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '兄の三回忌。兄ちゃん、向こうで釣りでもしとるんやろな。わしはもうしばらくこっちで孫の相手しとくわ。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (6) ----------
  {
    text: '映画のラスト、主人公がひとりで海に帰っていくシーン。エンドロール中ずっと泣いてた。原作も読みたい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ラスボス、20回目でやっと倒した。ゲームオーバー画面もう見飽きたわ笑 次は2周目いく',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '書いてる小説、第3章で主人公が置き手紙を残して姿を消す展開にした。読者に「え？」って言わせたい。締切は来月。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢見た。屋上から落ちる夢なのに、途中でふわっと浮いてそのまま学校の上を飛んでた。起きたら汗だく笑',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'この曲の「さよなら、もう会えない」ってサビ、何回聴いても泣ける。カラオケで熱唱したら喉つぶれた。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ミステリードラマ、犯人がワインに毒を…ってオチ。伏線全部回収されてて鳥肌。来週から新シリーズ。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '親知らず抜いた。痛み止めは1日3回まで、今日は2回。ガーゼに血がにじんでたけど先生は普通だって。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、先生と相談して半分に減らせた。来月からは眠れない時だけの頓服に。ぐっすり眠れる日が増えてる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'お薬カレンダーに一週間分セット。朝・昼・晩・寝る前。母の分も一緒に数えて入れた。飲み忘れ防止。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血400ml。腕の絆創膏がちょっと誇らしい。ジュースとお菓子もらった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリン注射、自分でできるようになった。お腹に打つのも慣れてきた。血糖値も安定してる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '手術前日。絶食中でお腹ぺこぺこ。同意書にサインした。明日の朝9時、がんばってきます。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: '10年前、本気で死のうとしていた時期があった。今は子どもが2人いて毎日バタバタ。あの頃の私に、ちゃんと生きてるよって言いたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて今日で5年。腕の傷はだいぶ薄くなった。もう長袖じゃなくても平気で、今日は半袖で出かけた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の時、一度だけ屋上に行ったことがある。あの日先生が声をかけてくれなかったら今の私はいない。今年も先生に年賀状を書いた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '退院して3年。主治医に「もう通院卒業でいいね」と言われた。あの頃は毎日真っ暗だったけど、今は週末の山登りが楽しみ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔ネットに書いてた暗い投稿を久しぶりに見返して、アカウントごと消した。もう必要ない。今はあの頃と別人みたいに元気。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '20代の頃、借金で首が回らなくて死ぬことばかり考えてた。あれから30年。完済して、今は孫と遊ぶのが生きがいです。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (5) ----------
  {
    text: 'ホームセンターで物干しロープとペグ買った。週末は家族でキャンプ！炭も忘れずに。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。漫画は全部売って、ギターは後輩に譲った。新居は狭いからね。来週から大阪！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '実家の片付け。父の通帳と印鑑、ネットのパスワードのメモを一か所にまとめて、兄に場所を伝えた。父の物忘れがひどくなってきたので。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研ぎに出した。切れ味が戻ってトマトがスッと切れる。今夜はカプレーゼ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '明石海峡大橋の高さ調べてた。来月、夫とドライブで渡る予定。夜景がきれいらしい。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: '病院の問診票、「死にたいと思うことがありますか」に「いいえ」で丸。正直に答えた。疲れてはいるけど、そういう気持ちはない。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しんどいけど、死にたいわけじゃない。ただ休みたいだけ。明日は有給とって一日寝る。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達に「大丈夫？変なこと考えてない？」って聞かれた。考えてないよ、心配ありがと。失恋したくらいで人生投げないって。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーさんに自分を傷つけたい気持ちはあるか聞かれて、ないと答えた。本当にない。今はむしろ前向き。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '仕事はきついけど、消えたいと思ったことは一度もない。週末の推し活のために生きてる。',
    crisis: false,
    guard: 'negation',
  },
];
