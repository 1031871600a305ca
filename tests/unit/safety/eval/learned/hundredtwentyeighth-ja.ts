import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentyeighth round, written blind: each note from a different student of
 * 15 to 23 across Japan (受験生, 部活の高校生, いじめを受けている生徒, 浪人生, 専門学校生, 大学生, 留学生,
 * バイト掛け持ちの学生, 寮生, 推し活をする学生). Crisis classes: euphemism 7, method 5, selfHarm 4, relapse 4,
 * plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, past 7,
 * negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: tweet and LINE messages with emoji,
 * (笑) and w, study logs with times and dates, lists and search histories, plain diary entries of varied
 * length, and a few notes in romaji typed on a school computer; most crisis notes are told flatly as facts
 * or errands, and the quiet notes mirror them in topic and style.
 *
 * First run, on 8247039 (the 127th round's rules), before any change made for it: recall 33/40,
 * false alarms 4/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'ばあちゃんのとこに行く準備、だいたいできた。向こうは冬でもあったかいって言ってたし。来月の模試はもう申し込まなくていいや',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '推しの卒業ライブ見届けたら、わたしもこのゲームおしまいにする🎮 セーブデータは残さない。コンティニューもしない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'raigetsu no ima goro wa mou koko ni inai to omou. kyoushitsu no mado-gawa no tsukue, dareka tsukatte ii yo',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '6:00 起床\n7:30 登校\n16:00 部室のロッカー空にした\n21:00 この日記を書く人は明日からいなくなるので、今日で終わり',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '去年いなくなった先輩のこと、今日もずっと考えてた。部活のみんなは忘れかけてるけど、わたしはそのうち先輩と同じところに行くから、寂しくないよって言いたい',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '寮の部屋、契約は3月までだけど、たぶん2月で足りる。延長の書類は出さなかった。春の新歓のことは後輩に任せた',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もう戻らない旅に出ます。切符は片道でいい。バイト先2つとも、来月からシフト入れないでくださいって連絡済み',
    crisis: true,
    class: 'euphemism',
  },
  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・ロープ 強度 体重\n・ホームセンター 何時まで\n・〇〇公園 夜 人いない\n・ロープ 結び方 ほどけない',
    crisis: true,
    class: 'method',
  },
  {
    text: '帰り、駅のいちばん端のホームで快速が通過するのを3本見送った。通過のとき風がすごい。時刻表スクショした。明日も行く',
    crisis: true,
    class: 'method',
  },
  {
    text: '七輪と炭、ネットのカートに入れたまま3日。キャンプの予定はない。父さんが車使わない日はカレンダー見ればわかる',
    crisis: true,
    class: 'method',
  },
  {
    text: '図書館の5階の窓、開くの確認した。放課後のあの時間は誰もいない。下は駐輪場のコンクリ',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ダムの見学コース調べた。柵の高さ、写真で見るとそんなに高くない。この時期の水はすごく冷たいらしい。チャリで片道1時間半。土曜の朝なら家族にバレない',
    crisis: true,
    class: 'method',
  },
  // ---------- crisis: selfHarm (4) ----------
  {
    text: '今日も長袖。体育は「生理」って言って見学。絆創膏は箱で買ったほうが安いって気づいた',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '化学の小テスト、思ってたより20点低かった。罰として夕飯抜き＋左腕に3本。ちゃんと数えた。次も下がったら5本',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ヘアアイロンの跡って言えばバレないよね？太ももならスカートで隠れるし。今日のはちょっと水ぶくれになった',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'kyou mo kabe ni atama butsuketa. oto ga shinai you ni makura wo ateta. aza wa maegami de kakureru kara daijoubu',
    crisis: true,
    class: 'selfHarm',
  },
  // ---------- crisis: relapse (4) ----------
  {
    text: '中3で止めたはずのやつ、またやりたくなってる。カミソリ、全部捨てたと思ってたのに洗面所の引き出しの奥にあった。まだ使ってない。まだ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の11月、薬飲んで救急車で運ばれた。あのときと同じ感じが今週ずっと続いてる。眠れない、食べられない、頭の中が静か。また同じ日付が近づいてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '退院して8か月。カウンセリングは先月から行ってない。今日、気づいたらまたあの橋の真ん中で立ってた。前と同じ場所',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '自傷やめて1年の記念日だったのに、今日また切っちゃった。カウントリセット。前よりもっと深くしたくなってるのが自分でも怖い',
    crisis: true,
    class: 'relapse',
  },
  // ---------- crisis: plan (4) ----------
  {
    text: '決めたこと\n・日にちは卒業式の前の日\n・場所は通学路の歩道橋じゃなくて、もっと高いとこ\n・スマホは前の晩に初期化\n・日記は燃えるゴミの日に出す',
    crisis: true,
    class: 'plan',
  },
  {
    text: '奨学金の手続きのページ読んでたら、いちばん下に本人が死亡した場合の返還免除のことが書いてあった。お母さんが困らないように、必要な書類の場所を紙に書いて机に貼っておく',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜の夜にする。バイト代が金曜に入るから、それで友達に借りてたお金を全部返してから。ルームメイトは週末実家に帰るって言ってた',
    crisis: true,
    class: 'plan',
  },
  {
    text: '12/20 最後の模試\n12/21 図書館の本ぜんぶ返却\n12/22 部屋片付け、服は寄付\n12/23 手紙3通\n12/24 —\n12/25以降 予定なし',
    crisis: true,
    class: 'plan',
  },
  // ---------- crisis: farewell (4) ----------
  {
    text: 'みんな今までありがとね。ほんとに楽しかった。わたしのぶんまで卒業してね🌸 返信はいらないよ、読んだら消してね',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハムスターのもち、隣のクラスの子にもらってもらった。ケージもエサも回し車も全部。「いつでも会いに来てね」って言われたけど、たぶん行けない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '弟へ。iPadのパスワードは誕生日の4桁。推しのグッズは全部あげる、売ってもいい。お母さんのこと頼んだ。喧嘩ばっかりでごめんね',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今まで描いた絵、全部フリー素材にしました。アカウントはこのまま残すけど、もう更新はしません。ここまで見てくれた人、本当にありがとう。さよなら',
    crisis: true,
    class: 'farewell',
  },
  // ---------- crisis: burden (3) ----------
  {
    text: '仕送りの振込明細、たまたま見ちゃった。わたし一人いなければ、妹は塾に行けたし、お母さんは夜のパートしなくてすんだ。わたしがいる限りずっとこう',
    crisis: true,
    class: 'burden',
  },
  {
    text: '俺がミスるたびに全員走らされる。俺がいなければチームは普通に勝てるし、家でも親が俺のことで喧嘩しなくてすむ。俺がいなくなれば全部丸く収まる',
    crisis: true,
    class: 'burden',
  },
  {
    text: '日本に来るために家族が借金した。成績は悪い、バイトもクビになった。生きてるだけでお金がかかる。家族にとって、わたしはコストでしかない',
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: dose (3) ----------
  {
    text: '処方された眠剤、2週間飲んだふりして貯めてる。ポーチの内ポケット。もうすぐ2シートになる',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラスト3軒回った。1店舗1箱までって言われるから。同じ薬。レシートはコンビニのゴミ箱に捨てた',
    crisis: true,
    class: 'dose',
  },
  {
    text: '土曜、親は法事で泊まり\n・薬 全部出して数えた\n・ストゼロ 2本 冷蔵庫の奥\n・部屋の鍵 かける\n・スマホ 電源切る',
    crisis: true,
    class: 'dose',
  },
  // ---------- crisis: passive (2) ----------
  {
    text: '朝、目が覚めるとがっかりする。このまま起きなければよかったのにって毎朝思う。夜寝るときだけちょっと期待してる',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ふっと消えられたらいいのに。痛いのとかじゃなくて、最初から私なんていなかったことになりたい',
    crisis: true,
    class: 'passive',
  },
  // ---------- crisis: hopelessness (2) ----------
  {
    text: '浪人2年目。また全部落ちた。予備校の先生は「来年こそ」って言うけど、来年も同じだし、その次も同じ。どこまで行っても出口がない。もう生きていく理由を探すのに疲れた',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'クラス替えでいじめ終わると思ってたのに、同じメンバーだった。高校行っても同じ中学の子が来る。何やっても何も変わらないなら、もうこれ以上続けなくていいかなって思う',
    crisis: true,
    class: 'hopelessness',
  },
  // ---------- crisis: intent (2) ----------
  {
    text: '死ぬって決めた。決めたら急に楽になった。今日は久しぶりにちゃんとご飯食べられた',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'mou jibun de zenbu owaraseru koto ni shita. dare ni mo iwanai. kimeta kara mou mayowanai',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンターでロープ10m買った。文化祭の看板吊るす用。ほどけない結び方もYouTubeで予習した⛺ 明日は脚立借りる',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '寮出るから家具ぜんぶ後輩にあげた。冷蔵庫とレンジは争奪戦になった(笑) 4月から大学近くのアパート！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '七輪と炭買った！週末サークルで河原BBQ🔥 炭の起こし方わかる人いたら教えてください',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ドラスト3軒回ったのにマスクも目薬も売り切れ。4軒目でやっとあった。花粉やばすぎ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'kyou wa okujou de bijutsubu no shasei. takai tokoro kara miru machi ga kirei datta. sensei ga saku ni chikazukuna tte urusakatta w',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '弟にiPadのパスワード教えた。勝手に課金しない約束で。推しのグッズには絶対触らせないけど',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '片道切符で大阪へ！帰りは夜行バスのほうが安いから。明日は推しのライブ！！うちわ完成した',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'バイト先の店長が今日で異動。みんなで寄せ書き書いた。「今までありがとうございました、新しいお店にも食べに行きます」',
    crisis: false,
    guard: 'everyday',
  },
  // ---------- quiet: past (7) ----------
  {
    text: '中学のとき腕を切ってたこと、今日初めて彼氏に話した。もう5年やってないし、跡も薄くなった。ちゃんと聞いてくれてうれしかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2年前の今日は、薬を飲んで運ばれた日。今年はケーキ買って「生きててえらい日」にした🎂 カウンセリングも去年卒業した',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高1の冬は毎朝起きるのが嫌で、消えたいってずっと思ってた。今思うとあれは完全にうつだった。病院に行って治療して、今は大学で普通に笑ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '浪人時代の手帳が出てきた。「もう無理」って書いてあるページばっかり。あれから合格して2年、今は予備校で後輩の相談に乗るバイトしてる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高2のころ、あの橋の上で長いこと立ってたことがある。今日は陸上部のランニングコースで、みんなと普通に走って渡った。ちゃんと生きてきてよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'いじめられてた頃、遺書みたいなものを書いてた。引っ越しの荷造りで見つけて、笑ってシュレッダーにかけた。もう3年前の話',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'mukashi jishou shiteta kedo ima wa mou zenzen daijoubu. kyou wa kango gakkou no jisshuu de kanja-san no kizu no shochi wo shita. yasashiku dekita',
    crisis: false,
    guard: 'past',
  },
  // ---------- quiet: negation (6) ----------
  {
    text: 'スクールカウンセラーの質問票。「最近、死にたいと思うことがありますか」→「いいえ」に丸。正直に書いた。疲れてるのは部活のせい、寝ればなおる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '親が心配して「まさか変なこと考えてないよね」って。考えてないよ！テスト終わったら焼肉行きたいだけ🍖',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '第一志望落ちた。でも死にたいとかは全然ない。ただ悔しい。来年は絶対受かる',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '「最近元気ない？大丈夫？」\n「大丈夫！自分を傷つけたりとかはしてないし、そういう気持ちもないよ。ただの寝不足笑」',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ゼミの先生に「無理して倒れないでね」って言われた。倒れるほどじゃないし、生きるのをやめたいなんて一度も思ったことない。ただ課題が多いだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '留学して半年。ホームシックはあるけど、自分を傷つけたい気持ちはまったくない。毎晩ママとビデオ通話してるし、友達もできた',
    crisis: false,
    guard: 'negation',
  },
  // ---------- quiet: medical (6) ----------
  {
    text: '今日から新しい薬。朝1錠、夜1錠。飲み忘れ防止に曜日つきのピルケース買った💊',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。血がなかなか止まらなくてガーゼ2回交換。痛み止めは6時間あけて飲む',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インフルの予防接種行ってきた。注射のあと腕が上がらない(笑) 明日の部活たぶん無理',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'おばあちゃんの薬の管理係になった。1週間分をカレンダーに仕分けして、飲みすぎないように残りを数えてメモしてる',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血デビュー！400ml。看護師さんに「いい血管ですね」って褒められた。お菓子もらった🍪',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '膝の手術、来週。全身麻酔はじめてでちょっと怖い。同意書にサインした。部活復帰は3か月後の予定',
    crisis: false,
    guard: 'medical',
  },
  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'ばあちゃんの四十九日。お寺のあと、みんなでばあちゃんが好きだったおはぎ食べた。天国でもおはぎ作ってそう',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、同い年の子が自殺したって。知らない子なのに涙出た。学校でいじめがあったらしい。私にできることって何だろう',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '去年亡くなった部活の先輩の命日。駅に花を置いてきた。先輩のぶんまで、次の大会がんばる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '推しの訃報。まだ信じられない。ライブのBlu-ray見ながらずっと泣いてる。明日も学校だからもう寝る',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友達から「消えたい」ってLINEが来たからすぐ電話して、一緒に相談窓口に連絡した。今日は友達の家に泊まってる',
    crisis: false,
    guard: 'othersDeath',
  },
  // ---------- quiet: figurative (4) ----------
  {
    text: '卒制の模型、カッターの刃もう5本目。締め切りに殺される☠️',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '数学のテスト返ってきた、死亡確定w これ見せたら親に殺される(笑)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ライブで推しのファンサ直撃してしんだ。私の墓はここです🪦✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部活の練習メニューえぐすぎ。明日の朝練で確実に死ぬ。骨は拾ってくれ(笑)',
    crisis: false,
    guard: 'figurative',
  },
  // ---------- quiet: fiction (4) ----------
  {
    text: '読書感想文、『こころ』にした。先生の遺書のところ、何回読んでも重い。原稿用紙あと2枚',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '屋上から落ちる夢見た。落ちてる途中で目覚ましが鳴って起きた。夢占いだと「環境の変化」の意味らしい。来月から新しいバイトだからかな',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームのラスボス戦、主人公が仲間にお別れ言うシーンで号泣した。エンディングまで見届けた🎮 2周目いく',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '文芸部の小説、主人公が遺書を書く場面で詰まってる。部誌の締め切りは来週の金曜',
    crisis: false,
    guard: 'fiction',
  },
];
