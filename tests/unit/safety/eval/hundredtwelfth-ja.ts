import type { EvalNote } from './types';

/**
 * Japanese notes of the hundredtwelfth round, written blind: writers of every age and situation in Japan
 * (high-school and university students, salaried workers, part-timers, carers of elderly parents, an
 * 82-year-old widow, a farmer, a postpartum mother, an LGBT teen, a person in debt, a nurse, and Ukrainian
 * evacuees, including an injured veteran and a former captive). 40 crisis notes (euphemism 6, method 5,
 * plan 5, selfHarm 4, relapse 4, dose 4, farewell 4, burden 4, passive 2, hopelessness 1, intent 1) are told
 * flatly, as facts or errands with no wish word and no feeling named: receipts, search history, timetables,
 * to-do lists, drafted messages, counts of pills, days marked on a calendar, a therapist question answered.
 * 40 quiet notes (figurative 6, othersDeath 6, fiction 5, medical 6, past 5, everyday 6, negation 6) use the
 * same flat styles and errands (moving-out lists, barbecue shopping, medicines sorted for a parent, funeral
 * arrangements, a memorial timetable) with nothing wrong. Styles: plain and polite forms, Kansai-ben, net
 * slang, emoji and kaomoji, typos, lists, one-liners and a few long entries.
 *
 * First run, on 218435e (the 111th round's rules), before any change made for it: recall 30/40,
 * false alarms 3/40 (on ebd8371, the session's start: recall 27/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'バイトのシフト希望、来月分は出さなかった。店長には「来月はもういないんで」とだけ言った。引っ越しの予定はない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ばあちゃんのとこ行く日決めた。墓参りじゃなくて、ばあちゃんのとこ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生RTA、来週の金曜でゴール予定。記録は28年4ヶ月12日。走者わたし、解説なし🏁',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ハルキウの母あてのメッセージ下書き。\n「ママ、日本の桜見たよ。わたしは先にパパのところへ行くね。ごはんちゃんと食べて」\nパパは2022年の春に亡くなった。\n送信予約、金曜の朝7時(キーウ時間1時)。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '4月14日(月) 晴れ\n朝、いつもの電車。座れなかった。\n午前は見積もり3件、午後は取引先訪問。課長の機嫌はふつう。\n昼は社食のカレー、420円。\n来週の会議資料は、後任が見てもわかるようにフォルダにまとめておいた。来週の会議にはもう出ないので。\n有給の申請はしていない。\n帰りにコンビニでプリン。\n風呂、洗濯、23時就寝。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '八十二になりました。じいさんがそろそろ迎えに来る頃なので、今年はこちらから出向くことにしました。仏壇の花は替えておきました。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n「〇〇大橋 高さ」\n「〇〇大橋 歩道 夜 人通り」\n「〇〇大橋 フェンス」\n今日、実際に歩いてきた。端から端まで4分。フェンスは胸の高さだった。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターのレシート\n練炭 2袋\nガムテープ 3巻\n七輪 1\nキャンプの予定はない。車は自分の名義。',
    crisis: true,
    class: 'method',
  },
  {
    text: '通販の箱届いた。中身はロープ。家族には登山用って言っといた。登山はしない。押し入れの上の梁、乗っても大丈夫か手で押して確かめた',
    crisis: true,
    class: 'method',
  },
  {
    text: '農薬の棚の鍵、息子が替えよった。けど合鍵のある場所は知っとる。あの茶色い瓶はまだ半分残っとる。畑にはもうひと月出とらん。',
    crisis: true,
    class: 'method',
  },
  {
    text: '3番線は快速が通過で止まらない。ホームのどの辺がいちばん人少ないか、帰りに端まで歩いて見てきた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (5) ----------
  {
    text: '6/14(土)\n9:00 ミケを実家へ\n11:00 銀行 口座解約\n13:00 部屋の掃除\n15:00 手紙 ポストへ\n夜 〇〇岬\n帰りの切符は買っていない',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カレンダーの26日に赤丸つけた。給料日。家賃払って、残りは全部妹の口座へ。27日からあとは何も書いてない。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ビザの更新、申請しないことにした。期限は3月31日。その前の日曜日に行く海、もう調べた。駅からバスで1時間、終点。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ゆうべ一回ためしにやってみた。途中でやめた。次は途中でやめないように日にちを決めた。家族が温泉旅行に行く木曜。わたしは留守番に手をあげた',
    crisis: true,
    class: 'plan',
  },
  {
    text: '夫の出張、15日から3日間。15日だけ実家の母に赤ちゃんを預かってもらう約束をした。母には美容院と言ってある。美容院の予約はしていない。ミルクは多めに作って渡す。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'カッターの刃替えた。腕じゃなくて太ももにした。長袖いらないから。今日3本。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ごはん抜き3日目。体重43.2。罰なので食べない。次の模試でA判定とるまで水だけ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターで手の甲。ばんそうこう2枚。お母さんには油はねって言った。今夜もやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'lineのグループ勝手に抜けさせられてた。帰って壁に頭10回。数えた。たんこぶ2こ。明日も数える',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'やめて2年3ヶ月。今日、救急箱からガーゼと消毒液出して机に並べた。カミソリは捨てたはずなのに、帰りのドラッグストアで買い直してた。まだ開けてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '5年前に飛んだあの病院。今日の通院で久しぶりにエレベーターの「R」押した。鍵かかってた。明日は隣の立体駐車場を見に行く。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセラー「最近、前みたいな考えは出てきますか」\nわたし「いいえ」\nほんとうは先週から毎晩。前回と同じ順番で考えてる。同じ場所、同じ時間。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'アプリの連続記録 180日→0日。また前と同じ検索ワードで調べはじめた。履歴は消した(´・ω・`)',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '眠剤、毎回1錠ずつ残して貯めてる。今日で58錠。ピルケース2個に分けた。主治医には「ちゃんと飲んでます」。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '買ったもの\n市販の睡眠改善薬 3箱\n頭痛薬 2箱\n処方のやつ 残り30\nレシートはわざと別々の薬局\n全部今夜',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ストロング缶6本目と、母の薬ひとシート。いま。これ書いてる。ねむい\u3000もじがななめ',
    crisis: true,
    class: 'dose',
  },
  {
    text: '母の介護で出てる薬、飲ませたことにして減ってない分がある。数えたら二ヶ月分。あれは母の分ではない。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'ユウタへの下書き\n「ゲームのアカウント、IDとパス下に書いとく。育てたキャラ全部おまえが使って。ガチャ石も残ってる。じゃあな」\n送信は明日の朝6時に予約した。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '犬のハナをお隣の田中さんにお願いした。フード3袋、かかりつけの診察券、散歩コースの地図も一緒に渡した。旅行ですかって聞かれて、うなずいただけ。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '着物は全部、姪に送りました。指輪は嫁に。通帳と印鑑の場所を紙に書いて冷蔵庫に貼りました。葬儀社のパンフレットにも丸をつけておきました。病気は特にありません。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'クラス全員のノートの最後のページに「いままでありがとう、元気でね」って書いて回った。さよならだけが人生だ、って先生が言ってたやつ、わたしのことだと思う。卒業まではまだ1年ある。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: '施設代の計算。わたしの分がなくなれば月12万浮く。娘の大学の学費にちょうど足りる。何回計算しても合ってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '妻は仕事2つ。夜は私のリハビリ。私がいない場合の生活費を表にした。妻の給料だけで足りる。むしろ余る。車いす代、薬代、ぜんぶ要らなくなる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ママ「大丈夫?」\nわたし「うん」\n大丈夫じゃない。わたしの食費と塾代がなかったらママは夜のパートやめられる。計算した。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '生命保険の約款を読み直した。加入から3年たてば出る。先月で3年。妻と子どもの借金はそれで全部なくなる。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: '明日からのアラーム全部消した。起きなくていい設定。起きなかったらそれでいい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'キーウにいたころは警報が鳴ったら地下鉄まで走った。いまは日本の地震速報の通知を切った。来ても机の下には入らない。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: '来年の手帳、買わなかった。再来年のもいらない。仕事も家も変えたけど、どこに行っても同じだった。これ以上続ける理由が見つからない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: '今日やること\n・洗濯\n・ゴミ出し(燃えるゴミ)\n・自分を終わらせる\n上から順番に。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: '締め切り3本、死ぬほど忙しい。\nやることリスト\n・原稿A\n・原稿B\n・請求書\n・寝る(できれば)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議ほんま死ぬかと思たわ。部長の話90分。帰りにたこ焼き買うて帰った。うまかった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '駅で大声で歌いながら歩いてたら元カレおった。はずかしくて消えたい😇 地面に埋まりたい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'テスト期間でメンタル死亡💀 もうむりぽ。でも明日の数学おわれば春休み🌸 カラオケ予約済み',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '腰が死んでる。引っ越し作業3日目、段ボール42箱。明日で終わり。湿布買った。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '暑さで溶けてしまいそうです。八十を過ぎると夏は地獄ですね。スイカを買って井戸水で冷やしました。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'ハルキウの従兄が前線で亡くなったと連絡。オンラインの葬儀に参加、時差で朝4時。会社には午後から出勤と伝えた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '祖母の遺品整理。着物は叔母、指輪は母、通帳と印鑑は司法書士さんへ。仏壇の花を替えた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '15歳のチョコ、今日動物病院で眠らせてもらった。首輪と写真を箱に入れた。先生にお礼の手紙を書く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '朝のニュースで駅の人身事故。3番線、40分遅延。知らない人。帰りにホームで少しだけ手を合わせた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の佐藤が自死したと聞いた。葬儀は金曜。有休申請した。香典の相場を調べた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '母の四十九日\n10:00 お寺\n12:00 会食(12名)\n引き出物 20個\nぜんぶ予約済み。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: 'ミステリーの原稿。犯人が練炭を車に積むシーン、リアリティが足りないと編集さん。明日図書館で資料探す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームで推しが崖から飛び降りて退場した。公式ひどすぎ。ロスで寝れん😭😭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で橋の上から落ちた。目が覚めたら朝6時、ふつうに布団の中。夢占いだと「転機」らしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'カラオケで「さよならだけが人生だ」って歌詞の曲入れたら、友だちに暗いって言われた。次はアニソン縛り。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部の台本、わたしの役は遺書を読む場面。セリフ全部覚えた。衣装合わせは明日。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '父の薬の仕分け。朝アムロジピン1、夕ワーファリン1。一週間分をピルケースに入れた。残り28日分。次の薬局は20日。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤。OD疑いの患者さん2人搬送、胃洗浄。朝8時に申し送り。帰って寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、先生と相談して半錠に減らした。余った分は薬局に返した。ちゃんと眠れてる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '獣医さんでハナの薬。1日2回、半錠ずつ。ごはんに混ぜる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血400ml。貧血気味って言われた。レバー買って帰った。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後1ヶ月健診。アンケートは5点で問題なし。母乳順調。鉄剤もらった。帰りに夫とうどん。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (5) ----------
  {
    text: '3年前の今日、屋上にいた。今日は同じ病院で健康診断。結果はA判定。帰りにケーキ買った。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'やめて5年。半袖で出かけるようになって3年目。傷はもう白い。今日は海。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'カウンセラー「最近、前みたいな考えは出てきますか」\nわたし「いいえ」\nほんとにいいえ。半年前とは違う。次の予約は3ヶ月後になった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔、薬を貯めてた時期があった。いまは母が管理してくれてて、自分も納得してる。今日も1錠だけ飲んで寝る。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '捕虜だったころは毎晩、終わりにしたいと思っていた。いまは横浜の日本語学校。今日の漢字テスト78点。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: '引っ越しまで1週間\n・ガス停止の連絡\n・ネット解約\n・猫は一緒に新居へ\n・ご近所にお別れの挨拶\n・最後のゴミ出し 水曜',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ホームセンター\nロープ(タープ用)\nガムテープ\n炭 2袋\n着火剤\n土曜は河原でBBQ🍖',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で洗濯物干した。風強すぎ。フェンスに洗濯ばさみ引っかかった。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。切れ味ばつぐん。玉ねぎ3個みじん切りにしてカレー。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '6:00 畑\n9:00 農薬散布(キャベツ)\n12:00 昼\n15:00 農協で除草剤\n夜 息子に電話',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '卒業式。寄せ書きに「いままでありがとう、元気でね」って書いた。春からみんなばらばら。最後のホームルーム、担任泣いてた。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '死にたいわけじゃない。ただ寝たい。残業80時間。明日は休む、絶対。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとかはもうない。ただ戦争が終わってほしい。母とビデオ通話、キーウは今夜も停電。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '問診票「死にたいと思うことがありますか」→「いいえ」に丸。ほんとうにいいえ。腰が痛いだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友だちに「大丈夫?」って聞かれた。大丈夫。失恋しただけ。アイス食べたら治る🍨',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '遺書? 書きません書きません。エンディングノートは区の講座でもらったので、好きな花を書いてみただけ。まだまだ長生きするつもりです。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金あと120万。死んで返すとかは考えてない。返済表つくった。5年で終わる。',
    crisis: false,
    guard: 'negation',
  },
];
