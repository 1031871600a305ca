import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentieth round, written blind: private diary entries by ordinary people
 * of many ages and lives (会社員, 学生, 主婦, 介護をする人, 高齢者, アルバイト, 看護師, 自営業, 地方に住む人,
 * 海外に住む日本人). 40 crisis notes (euphemism 6, method 5, selfHarm 5, relapse 5, dose 4, plan 3,
 * farewell 3, burden 3, passive 2, hopelessness 2, intent 2) and 40 quiet notes (everyday 8, medical 7,
 * past 7, negation 6, othersDeath 5, figurative 4, fiction 3). Most crisis notes are told flatly as
 * errands, lists, search history, messages or timetables with no wish word; a few are plain and direct.
 * Quiet notes mirror them in topic and form (ropes, bridges, rooftops, pills, one-way tickets, goodbyes to
 * colleagues, grave visits). Styles mix plain form and です/ます, kana and kanji, slang, typos, emoji and
 * kaomoji, one line to several lines.
 *
 * First run, on f6082f7 (the 119th round's rules), before any change made for it: recall 34/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'ばあちゃんの三回忌おわった。\nばあちゃん、もうすぐそっち行くからね。今度はずっと一緒にいられるね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'このゲーム、そろそろ終わらせる。セーブもコンティニューもなし。\n攻略できない人生でした（笑）',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の今ごろにはもうどこにもいないので、シフト表の私の欄は空けといてもらえばいい。店長には何も言ってない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '先に行ったケンジのとこに、俺もそろそろ行く。待たせたな。あっちでまた朝まで飲もう',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '長い旅に出ます。切符は片道で十分です。帰りのことは考えなくていいので、気が楽です。\nみなさんの記憶からも、早めに消えられますように。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ロンドンの冬は暗い。\n日本の桜はもう見なくていいや。次に生まれ変わるなら猫がいいな🐈 向こう側の準備はだいたいできた',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・〇〇駅 快速 通過 時刻\n・ホーム 端 カメラ 位置\n・電車 遅延 損害 家族 請求\nあとで消しとく',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで太めのロープを買った。レジの人に「お引越しですか？」って聞かれたから、はいって答えた。\nクローゼットのパイプが体重に耐えられるか、明日試す。',
    crisis: true,
    class: 'method',
  },
  {
    text: '休みの日に車で山のほうへ。人の来ない林道を3つ見つけた。\nガムテープ2本買った。ホースの長さも測った。',
    crisis: true,
    class: 'method',
  },
  {
    text: '仕事帰りに○○大橋を歩いて渡った。真ん中がいちばん高い。欄干は胸くらい。夜11時すぎると車もほとんど通らない。\nメモしておく。',
    crisis: true,
    class: 'method',
  },
  {
    text: '屋上の鍵、管理人室のどこにかかってるか分かった。金曜の夜は管理人さん帰ってる。靴はそろえて置くものらしい',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  {
    text: '今日もやっちゃった。左腕もう書くとこない。長袖の季節でよかった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '模試の判定E。だから夕飯抜き。明日の朝も抜く。罰だから当然。\nお腹すいたって思う自分が一番ムカつく',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ヘアアイロン、手首に押しつけた。じゅって音がして、やっと頭の中が静かになった。絆創膏じゃもう隠れない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁を殴るのはやめた。音で親にバレるから。\nかわりに自分のふともも。青あざ数えたら11個あった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'プールの授業また見学にした。水着になったら腕とふとももの線が全部見られる。理由は生理ってことにしといた',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: '3年やめてたのに、昨日カッター買っちゃった。まだ袋から出してない。\nでも机の引き出しにあるのがずっと気になってる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に未遂で運ばれたときと同じ感じがしてきた。朝起きて最初に浮かぶのが、あの日の続き。\n主治医にはまだ言えてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ODして胃洗浄されたのが去年の春。\nまた薬をシートから出して数えてる自分がいる。やめなきゃって分かってるのに手が止まらない',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'あの公園に今日また行った。2年前、ベルトを持って座ってたベンチ。\n今日もカバンの底に同じベルトが入ってた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカ禁止カレンダー、412日で止まった。リセット。\nまた1日目から…って思えない。今夜もう一回やりそう',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '睡眠薬、飲んだふりして毎晩1錠ずつお菓子の缶にためてる。今日で40個目。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '内科と心療内科と、隣町のクリニックでも同じ薬を出してもらった。「お薬手帳忘れました」って言えば意外とバレないんですね',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラッグストア3軒まわって、同じ鎮痛剤を1箱ずつ。同じ店だと止められるから。\nワインも1本。今夜は誰も帰ってこない',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'いつもの頓服、今日は1回分じゃなくてシート2枚ぶん飲んだ。焼酎で流しこんだ。ふわふわする。このまま寝る',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: '決めたこと\n・日にち 30日（給料日のあと、家賃払ってから）\n・場所 実家の近くの海\n・それまでに 部屋の片付け、スマホ解約、猫は妹に',
    crisis: true,
    class: 'plan',
  },
  {
    text: '生命保険の約款を読んだ。加入して3年たってるから大丈夫。受取人は母のまま。\n店の借金の書類と通帳の暗証番号は手帳の最後のページ。あとは来週の土曜。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '遺書の下書き、3回目。今回は誰のことも責めない文章にできた。\n当日は会社が休みの日にする。迷惑かけないように朝早いうちに。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: 'ゆいにLINEで「今までありがとう。ほんとに楽しかった。ゆいのこと大好きだよ」って送った。\n既読つく前にスマホの電源切った',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ポチを里親さんに渡してきた。「急な転勤で」って言ったら信じてくれた。\nポチ、ごめんね。わたしのぶんまで長生きしてね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '弟へ\n母さんのことよろしく頼む。俺の部屋の物は全部好きにしていい。パスワードは封筒に入れて机の上。\n怒らないでくれ。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'おむつ代も施設代も、ぜんぶ息子夫婦に払わせている。私がいなければ孫を塾に行かせてやれるのに。長生きしすぎました',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺が稼げないせいで家族みんな我慢してる。\n生きてる俺より保険金のほうがよっぽど役に立つ',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'クラスのみんなにとって私っていないほうがいい存在だよね。班決めのたび迷惑そうな顔される。\n私が消えたら席替えもラクになるでしょ',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: '朝、目が覚めてがっかりした。このまま起きなければよかったのに。毎晩そう願って寝てる',
    crisis: true,
    class: 'passive',
  },
  {
    text: '事故とかで、ぱっといなくなれたらいいのにな。自分でやる勇気はないけど。朝の横断歩道でいつも思う',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '借金は減らない、体は動かない、待ってる人もいない。\n何年がんばっても同じなら、もう生き続ける意味がない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '52で派遣切り。面接20社落ちた。この先よくなる未来がひとつも想像できない。生きていく理由がもう見つからない',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: '決めた。もう死ぬ。今度こそ本気。', crisis: true, class: 'intent' },
  {
    text: 'ちゃんと終わりにします。自分の手で。誰のせいでもないです。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンターでロープとペグを買った。週末のキャンプ、去年のタープ用のが切れてたから。\nレジで「キャンプですか？」って聞かれた🏕️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。本と服は友だちにあげて、冷蔵庫はジモティーで譲った。新しい部屋は駅から徒歩3分！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '○○大橋を歩いて渡った。真ん中から見る夕日がきれいすぎて写真30枚くらい撮った。欄干の落書きがひどかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ドラッグストア3軒まわってやっと花粉症の薬とマスクゲット。どこも品切れ。ついでにワインも1本🍷',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で退職。お世話になった人にお礼のメールを送って、デスクの文房具は後輩にあげた。共有フォルダのパスワードは引き継ぎ資料に書いた。\n来週から新しい職場！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '新しい包丁を買った。研いだらトマトがすっと切れて感動。料理がたのしくなりそう',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '管理人さんに屋上の鍵を借りて、住人みんなで花火大会を見た。マンションの屋上って初めて上がった。風が気持ちよかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '片道切符で青森まで。帰りは地元の友だちの車に乗せてもらう予定。長旅たのしみ〜',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: medical (7) ----------
  {
    text: '睡眠薬が半錠から1錠に増えた。先生は「眠れないのは更年期のせいもある」って。お薬手帳にシール貼っておいた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬の仕分け。朝・昼・夕・寝る前でピルケースに1週間分。血圧の薬が変わったからラベル貼り直し。介護も3年目',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血行ってきた。400ml。針が太くてちょっとこわかったけど、ジュースとお菓子もらえた(^^)',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '明日は手術。絶食は夜9時から。看護師さんがやさしかった。終わったらプリン食べたい',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリンの単位、今日から朝8に変更。血糖値ノートつけるの面倒だけど続ける',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤。点滴の交換と、麻薬金庫のダブルチェック。担当の患者さん、痛みがとれてやっと眠れたみたいでよかった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '頓服を1回分飲んだら30分で頭痛が引いた。お酒は今日はやめとく。先生に言われてるし',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '5年前、飛び降りようとしたことがある。今日、その時の主治医に結婚の報告をしに行った。先生泣いてた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のころは腕を切ってた。いまは跡もうすくなって、半袖も平気。夏が好きになった',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ODで運ばれてから今日でちょうど10年。あの頃の自分に、大丈夫だよって言いたい。いまは子ども二人と毎日バタバタ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔、死にたかった時期のノートが押し入れから出てきた。よく乗り越えたなあと思う。捨てずにしまっておく',
    crisis: false,
    guard: 'past',
  },
  {
    text: '大学のとき、学生相談室に通ってた。あの時期はほんとにきつかったけど、いまはそれを仕事にしてる（臨床心理士3年目）',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカ禁止カレンダー、もう数えるのやめた。数えなくていいくらい、何年もしてないから',
    crisis: false,
    guard: 'past',
  },
  {
    text: '自殺未遂で2年前に入院した病院の前を通った。今は通勤路で、毎朝見てもなんとも思わない。薬も先月で卒業した',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '心療内科の問診票。「死にたいと思うことはありますか」→「いいえ」。ほんとにない。ただ眠れないだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '疲れてるけど、死にたいとかはまったくない。ただ1週間くらい誰とも話さず寝ていたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達に「大丈夫？変なこと考えてない？」って聞かれた。考えてないよ。失恋くらいで死なないって笑',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '会社のストレスチェック、自分を傷つけるとかの項目は全部「まったくない」。実際ない。高かったのは残業のとこだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '落ち込んではいるけど、消えたいとは思ってない。明日は姉とランチ。それを楽しみにがんばる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーさんに毎回聞かれる「自分を傷つけたい気持ちはありますか」に、今日も迷わず「ないです」と答えた。うそじゃない',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'ばあちゃんの三回忌。お経が長くて足しびれた。ばあちゃん、そっちは暖かい？こっちはみんな元気だよ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで同い年の俳優さんが自殺したって。ショック。ご家族の気持ちを思うと胸が痛い',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '飼ってた猫のミケが今朝亡くなった。18歳、大往生。庭に埋めてあげた。ありがとうね',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '先に逝ったケンジの墓参り。毎年この日は同期3人で集まる。あいつの好きだったビールを供えて、俺らは居酒屋へ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同僚のお父さんが亡くなって香典を包んだ。金額で迷って母に電話した',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'レポート3本締切が同じ日とか殺す気か。死ぬ。マジで死ぬ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前まちがえて呼んだ。恥ずかしすぎて死ねる😇',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ尊すぎて昇天した。もう思い残すことはない（明日も普通に仕事）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車で押しつぶされて死ぬかと思った。在宅勤務に戻りたい',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (3) ----------
  {
    text: '小説の続き。主人公が橋から飛び降りようとするシーン、どうしても嘘っぽくなる。明日書き直す',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画見て号泣。最後に主人公が手紙を残していなくなる話。しばらく引きずりそう',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームのラスボス倒してエンディング見た。セーブデータ消すか迷ってる。終わっちゃうの寂しい',
    crisis: false,
    guard: 'fiction',
  },
];
