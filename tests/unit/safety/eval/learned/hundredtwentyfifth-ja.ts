import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentyfifth round, written blind: working adults of 22 to 60 across Japan
 * (ブラック企業の営業, パワハラを受けている事務職, 過労の看護師, 派遣社員, 公務員, 教師, 工場の夜勤, 管理職,
 * 退職したばかりの人), one person per note. Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4,
 * plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8,
 * past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: LINE messages to a boss or
 * colleague, work diaries with times, shopping lists, search history, tired all-hiragana, fast typing,
 * emoji, business words (定時, 残業, 有給, 休職, 産業医, 退職代行); most crisis notes told flatly as facts.
 *
 * First run, on fad28d8 (the 124th round's rules), before any change made for it: recall 39/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: '先輩、来月のシフト表からぼくの名前消しといてください。もうそこにはいないので。いままでありがとうございました',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '去年死んだばあちゃんのところに、そろそろ行こうと思う。むこうのほうがきっとあったかい',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '23:40 退勤\n0:15 コンビニ\n人生のログアウトボタン、どこにあるんだろう。明日こそ押す',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '田中さん、例の案件の引き継ぎ資料は共有フォルダに全部入れました。私は月曜から戻りません。この先ずっと。よろしくお願いします',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もうこのげーむ おわりにする。せーぶもしない。つぎのしゅうかいはない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ホームの黄色い線の向こう側で、先月逝った同期が待ってる気がする。俺もそっち側に行くわ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '二度と目覚ましに起こされない眠りに、今週末入ります。月曜の朝礼には出ません',
    crisis: true,
    class: 'euphemism',
  },
  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・〇〇駅 快速 通過 時刻\n・ホームドア ない駅 近く\n・電車 止まる 賠償 家族',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンター\n・トラロープ 10m\n・脚立\n・S字フック 耐荷重\n部屋のドア枠の強度もたしかめた。じゅうぶん',
    crisis: true,
    class: 'method',
  },
  {
    text: 'レンタカー予約した。七輪と練炭は前の日に買う。目張り用のガムテも',
    crisis: true,
    class: 'method',
  },
  {
    text: '屋上の鍵、警備の人が何時に閉めるか三日かけて調べた。22時半。その前に上がれば誰もいない',
    crisis: true,
    class: 'method',
  },
  {
    text: '「冬の海 水温 何分 意識なくなる」で検索した。防波堤まで車で40分',
    crisis: true,
    class: 'method',
  },
  // ---------- crisis: selfHarm (4) ----------
  {
    text: '課長に詰められた日は、帰ってからカッターで腕に線を一本増やす。今日で17本目。夏でも長袖',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を太ももに押しつけた。じゅってなると少し頭が静かになる。誰にも見えない場所だから大丈夫',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ミスった罰として今日もなにも食べてない。3日目。食べる資格ないから',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭をがんがん打ちつけてたら隣から苦情きた。おでこのアザはファンデで隠して出勤',
    crisis: true,
    class: 'selfHarm',
  },
  // ---------- crisis: relapse (4) ----------
  {
    text: '3年前にODで運ばれたとき、もう二度としないって母に約束した。最近またあの時の薬のシートを数えてる自分がいる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ずっとやめてた腕のやつ、今日また切った。半年続いてたのに。昔のカミソリ、捨てたふりして引き出しの奥にあった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '休職明け3ヶ月。主治医には言ってないけど、前に飛び降りようとした歩道橋の上にまた立ってた。気づいたら2時間',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ひさしぶりに あのときとおなじ かんじ。まえにくびをつったときのロープ、まだ押し入れにある。みにいっちゃった',
    crisis: true,
    class: 'relapse',
  },
  // ---------- crisis: plan (4) ----------
  {
    text: '決めたこと\n・金曜に退職代行に連絡\n・土曜に部屋を片付ける\n・日曜の夜、いつもの橋\n・遺書は机の一番上の引き出し',
    crisis: true,
    class: 'plan',
  },
  {
    text: '保険の約款を読んだ。加入から3年過ぎてるから自殺でも支払われる。受取人は母にしてある。あとは日付だけ',
    crisis: true,
    class: 'plan',
  },
  {
    text: '解約済み：ジム、Netflix、スマホの分割は一括で払った。大家さんへの手紙と家賃2ヶ月分は封筒に。25日決行',
    crisis: true,
    class: 'plan',
  },
  {
    text: '月末の夜勤明けに実行。場所は下見済み。通帳と印鑑は兄宛てに書いた紙と一緒にテーブルへ。有給は全部消化しておいた',
    crisis: true,
    class: 'plan',
  },
  // ---------- crisis: farewell (4) ----------
  {
    text: '部長、長い間お世話になりました。最後まで期待に応えられずすみませんでした。家族には私から何も言えなかったので、よろしくお伝えください',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'スマホのパスコードは妹の誕生日。ネットバンクのIDとパスはメモ帳アプリの「あと」って名前のとこ。見つけた人へ',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '後輩に愛用の万年筆と腕時計をあげた。「え、いいんすか」って。いいんだよ、もう使わないから',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '弟へ。母さんのこと頼む。お前は俺みたいになるなよ。ごめんな',
    crisis: true,
    class: 'farewell',
  },
  // ---------- crisis: burden (3) ----------
  {
    text: '俺がいなくなれば嫁は保険金でローン返せるし、子どもたちもこんな父親見なくて済む。計算したらそっちのほうが得',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'チームのみんな、わたしのミスの尻拭いばっかり。わたしさえいなければ全部うまく回るのに。この世から',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'おやのねんきんにたよって生きてる40のむしょく。いきてるだけでめいわく。はやくいなくなったほうが家族のため',
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: dose (3) ----------
  {
    text: 'デパス 28錠\nマイスリー 14錠\nロキソニン 1箱\n今月のぶんは飲まずにとってある。合計で足りるかな',
    crisis: true,
    class: 'dose',
  },
  {
    text: '心療内科を3つ掛け持ちして眠剤もらってる。ジップロックにためて、もう100錠こえた',
    crisis: true,
    class: 'dose',
  },
  {
    text: '残業終わり、ストゼロ2本と一緒に処方の薬を一シート全部いった。記憶ない。起きたら床だった。次はもっと',
    crisis: true,
    class: 'dose',
  },
  // ---------- crisis: passive (2) ----------
  {
    text: 'あさ目がさめなければいいのにって毎晩おもってねてる。めざましなるたびにがっかりする',
    crisis: true,
    class: 'passive',
  },
  {
    text: '通勤電車でふと、このまま消えてなくなれたらなあと思った。死にたいってほどじゃない、ただいなくなりたい',
    crisis: true,
    class: 'passive',
  },
  // ---------- crisis: hopelessness (2) ----------
  {
    text: '転職20社落ちた。42歳、貯金ゼロ、借金あり。どこにも出口がない。この先よくなる未来が一ミリも想像できない。もう生きていく理由が見つからない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'パワハラ相談しても人事は何もしない。異動もない。辞めても次はない。何をしても変わらないなら、生きてる意味ってなに。もう全部おわりにしたい',
    crisis: true,
    class: 'hopelessness',
  },
  // ---------- crisis: intent (2) ----------
  { text: '死のうと思う。理由はもう書くのも疲れた', crisis: true, class: 'intent' },
  {
    text: 'もう決めた。今週中にこの世から自分を消す。止めないでほしい',
    crisis: true,
    class: 'intent',
  },
  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンター\n・トラロープ 10m\n・ブルーシート\n・ペグ\n週末のキャンプの買い出し。タープ張るのにロープ足りなかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '後輩に愛用してた電子辞書をあげた。転職して英語使わなくなったし、TOEIC勉強中の彼のほうが役立つ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'スマホのパスワードと口座のメモ、夫と共有しといた。何かあったときのためにってFPさんに言われたので。ついでに保険の見直しも',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '解約済み：ジム、Netflix、Wi-Fi。来月から大阪に転勤なので部屋も引き払う。大家さんに退去の連絡した',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上の鍵、警備さんに借りて花火見てきた。会社の屋上から見る隅田川、最高だった🎆',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。刃がぴかぴかになると料理が楽しい。今日はアジを三枚におろした',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '部長、長い間お世話になりました。来月から新しい会社で頑張ります。送別会の幹事までしていただいてありがとうございました',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '夜勤明けに海まで車で行った。防波堤で朝日見ながらおにぎり。40分のドライブでリセット完了',
    crisis: false,
    guard: 'everyday',
  },
  // ---------- quiet: past (7) ----------
  {
    text: '10年前、ブラック企業にいたころはほんとうに死にたかった。あの会社を辞めて、今は地元の工務店で事務。毎日定時で帰って子どもと晩ごはん食べてる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔は腕を切ってた。もう8年やってない。傷あとは薄くなって、今年は半袖で社員旅行に行けた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '5年前にODで運ばれたことがある。今は通院も卒業して、同じ経験をした人のピアサポートをやっている',
    crisis: false,
    guard: 'past',
  },
  {
    text: '休職から復帰して2年。あの頃は毎朝消えたいと思ってたけど、産業医と上司のおかげで今は普通に働けてる。思い出すと不思議',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'むかし あの歩道橋のうえで とびおりようか まよったことがある。きょう ひさしぶりに とおったら ただの歩道橋だった。いまは だいじょうぶ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '新人の頃はパワハラで食事も喉を通らず、自分を責めてばっかりだった。今は管理職として、部下がああならないように気をつけてる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '20代のとき遺書まで書いたことがある。あれから15年、結婚して娘もいる。あの手紙は去年カウンセラーと一緒に燃やした',
    crisis: false,
    guard: 'past',
  },
  // ---------- quiet: negation (6) ----------
  {
    text: 'ストレスチェックの「死にたいと思うことがある」の項目、正直に「いいえ」にした。仕事は忙しいけど、そこまでではない',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産業医面談で希死念慮ありますかって聞かれた。ないです、と答えた。ほんとにない。眠れないのを相談したかっただけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '残業つづきで疲れてるけど、死にたいとかは全然ない。ただ有給とって温泉行きたいだけ♨️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母から「あんた大丈夫？変なこと考えてない？」ってLINE。大丈夫、消えたいとか一ミリも思ってない。ちょっと寝不足なだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'パワハラ上司のせいで毎日しんどい。でも自分を傷つけるつもりはないし、死ぬ気もない。辞めるべきはこっちじゃなくてあいつ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'きょう かうんせらーに じさつをかんがえたことあるか きかれた。いちどもない。ただ しごとのぐちを きいてほしかった',
    crisis: false,
    guard: 'negation',
  },
  // ---------- quiet: medical (6) ----------
  {
    text: '今月の処方\nデパス 0.5mg 朝夕\nマイスリー 寝る前\n先生に言われた通りに飲んでる。飲み忘れ防止にピルケース買った',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤で患者さんのインスリン注射とルート確保。採血3回失敗して凹んだ。明日はもっと上手くやる',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週、胆石の手術。全身麻酔ははじめて。有給と病休で2週間お休みもらった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '健康診断で引っかかって血圧の薬を飲みはじめた。1日1錠、朝ごはんのあと。アルコールは控えめにって言われた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '昼休みに献血してきた。400ml。もらったジュース飲みながら午後の会議。ちょっとふらっとしたから今日は早めに寝る',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '花粉症の薬、眠くなるやつ飲んだら会議中にうとうと。次から寝る前に飲むように薬局で相談した',
    crisis: false,
    guard: 'medical',
  },
  // ---------- quiet: othersDeath (5) ----------
  {
    text: '同期が先月亡くなった。過労だった。葬儀で奥さんの顔が見れなかった。会社の体制、ちゃんと変えさせたい',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また若い社員の過労自殺。うちの部署の若手が心配で、今日は全員定時で帰らせた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ばあちゃんの三回忌。線香あげて、みんなでお寿司食べた。ばあちゃんの好きだった歌を叔父が歌ってた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '取引先の担当さんが急に亡くなったと聞いた。まだ40代。今日は一日、仕事が手につかなかった。ご冥福をお祈りします',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '実家の猫が老衰で逝った。19歳。大往生だった。母とビデオ通話で泣きながら思い出話した',
    crisis: false,
    guard: 'othersDeath',
  },
  // ---------- quiet: figurative (4) ----------
  {
    text: '今月の残業80時間。まじで死ぬ。てか死んでる。ゾンビとして出社中🧟',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前間違えた。恥ずかしすぎて死ねる。穴があったら入りたい',
    crisis: false,
    guard: 'figurative',
  },
  { text: '決算期の経理は殺人的。電卓たたきすぎて指が死んだ', crisis: false, guard: 'figurative' },
  {
    text: 'このコンビニの新作スイーツ、うますぎて昇天した。開発した人に感謝',
    crisis: false,
    guard: 'figurative',
  },
  // ---------- quiet: fiction (4) ----------
  {
    text: 'ゲームのラスボス倒して、エンディング見た。主人公が仲間に別れを告げて消えていくの、泣いた。セーブして寝る',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の新人賞用に、主人公が屋上から飛び降りようとして同僚に止められるシーンを書いている。昼休みに30分ずつ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢みた。会社のビルが海に沈んでいって、課長だけ泳いで逃げてた。起きて笑った',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画「生きる」を観た。市役所の課長が余命を知ってから公園を作る話。自分の仕事の意味を考えた',
    crisis: false,
    guard: 'fiction',
  },
];
