import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentythird round, written blind: adults of 30 to 80 across Japan
 * (単身赴任の会社員, 借金やパチンコを抱えた人, 運送ドライバー, 引きこもりの40代, 一人暮らしの高齢者,
 * 介護疲れの家族, 農家, 夜勤の看護助手, 離婚した人, 店をたたむ自営業). Crisis classes: euphemism 6,
 * method 5, plan 4, farewell 4, burden 4, selfHarm 4, relapse 4, dose 3, passive 2, hopelessness 2,
 * intent 2. Quiet guards: everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4,
 * fiction 4. Styles: flat facts, shopping lists, search history, timetables, LINE drafts, letters,
 * 関西弁・博多弁・東北弁・広島弁, hiragana-only phone typing by older people, voice input with no
 * punctuation and 誤変換, emoji; quiet notes mirror the crisis notes in topic and voice.
 *
 * First run, on 0cc4a23 (the 122nd round's rules), before any change made for it: recall 33/40,
 * false alarms 6/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'おかんのとこ行くわ。もうだいぶ待たせてるしな。\n店のシャッターの鍵は大家さんのポストに入れといた',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おとうさんの ところへ いこうと おもいます ふゆに なるまえに。ねこの えさは となりの やまださんに おねがいして あります',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '4トン返却。運行日報書いた。\nこのゲームもそろそろ終わりでええやろ。セーブはせん。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の家賃はもう払わんでいい俺来月ここにいないし大矢さんへの連絡は姉貴にしてもらうって言っとく',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '先に逝ったあいつらのとこ、そろそろ混ぜてもらおうかね。会社の連中には何も言わんでよか',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もう遠いどごさ行ぐ。田んぼは来年から佐藤さんさ貸すように話つけだ。おら戻らねえから',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'ホームセンター\n・ロープ 太めのやつ\n・脚立\n・ガムテ\n物置の梁、測ったら2m40。領収書いらない',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索履歴\n・〇〇大橋 高さ\n・〇〇大橋 夜 人通り\n・〇〇大橋 駐車場 何時まで',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭と七輪、ネットで頼んだ。キャンプなんか行く予定もないのに。置き配指定、車の鍵はポケット',
    crisis: true,
    class: 'method',
  },
  { text: '〇〇駅 快速通過\n6:42 7:15 7:48\n端のほうは人少ない', crisis: true, class: 'method' },
  {
    text: 'マンションの屋上、管理人さんが鍵かけ忘れるのは火曜日。昨日上がって下を見てきた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '土曜日にする。\n・暗証番号は手帳の最後のページ\n・生命保険の証書は仏壇の引き出し\n・犬は兄に\n・部屋は片付け済み',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'ごじょかいに でんわして そうぎの てはい すんだ。れいぞうこ からにした。こんげつ 30にちに する。ばしょは うみのほう',
    crisis: true,
    class: 'plan',
  },
  {
    text: '店閉めるのは月末。閉めたらその日のうちに済ます。遺書は3通、レジの下。保険は加入から1年過ぎてる',
    crisis: true,
    class: 'plan',
  },
  {
    text: '決行日 給料日の前日\n場所 ○○峠の旧道\n借金の一覧は印刷して封筒に\n携帯は前の晩に初期化',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'LINE下書き\n「姉ちゃん、母さんのこと頼むね。通帳と印鑑は押入れの黒い箱。今までありがとう。ごめん」\nまだ送ってない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ポチを里親さんに渡してきた。ごはんの好みは紙に書いて渡した。これでこの家に残すもんは何もない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワード一覧、印刷して冷蔵庫に貼った。スマホのロックも外した。見つけた人がすぐ分かるように',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'おかあさんへ。いままで育ててくれてありがとう。ぼくの部屋のものは全部捨ててください。ゲーム機は売れば少しはお金になります。さがさないでください',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: '俺がおらんようになったら、保険金で親父の施設代も払えるし、嫁も楽になる。計算したらそっちのほうが家族は得や',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'むすこに また おかね だしてもらった。わたしが いきてる だけで みんなの おかねが へっていく。はやく いなくなった ほうが いい',
    crisis: true,
    class: 'burden',
  },
  {
    text: '夜勤のシフト、私がいないほうが回るって主任の顔に書いてある。家でも職場でも邪魔なだけ。消えても誰も困らない、むしろ助かる',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'わしがおらん方が家族はよっぽど楽じゃろ。借金も迷惑も、全部わしが持って行きゃあええ',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm (4) ----------
  { text: '左腕 今日3本。長袖がまだ要る季節でよかった🙂', crisis: true, class: 'selfHarm' },
  {
    text: 'タバコ、手の甲に押しつけた。痛いのがちょうどいい。湿布で隠して出勤',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '昨日も今日も食べてない。ミスした日は食べない決まり。体重計の数字が減るとちょっとだけ許される気がする',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭ぶつけて、気づいたらおでこ切れてた。嫁には棚の角にぶつけたって言っといた',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '3年前に救急車で運ばれたあの夜と、今の感じが同じ。あの時の薬局の袋、まだ引き出しにある',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '半年やめてたのに また切った。捨てたはずのカミソリが 工具箱から出てきて',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '△△橋で止められてから二年。最近また帰りにあの橋を通る道を選んでる。今日は欄干のとこで十分立ってた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'カウンセラーには言ってないけど、去年の秋と同じ考えがまた毎晩くる。今度は失敗しないようにって',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: '睡眠薬、飲んだふりして溜めてる。ピルケースの奥。今日で2週間分',
    crisis: true,
    class: 'dose',
  },
  {
    text: '母の残った薬、捨てずに全部自分の部屋に持ってきた。数えたら結構ある。焼酎も買ってきた',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今夜は決められた量の倍飲んで、酒で流し込んだ。もっと飲めばよかった',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'このまま朝が来なければいいのに。目覚ましはもうかけないで寝る',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ふらっと消えたい。死にたいとかじゃなくて、最初からおらんかったことにしてほしい',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '借金は減らん。パチンコはやめられん。嫁も子どもももうおらん。来年も再来年も同じや。もう続ける意味がない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なにを しても かわらない。あしたも おなじ。もう いきていく ちからが ない',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: '死のうと思う。今度は本気。', crisis: true, class: 'intent' },
  {
    text: 'もう終わりにするって気めた自分で自分を終わらせる誰にも止めさせない',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: '月末の締め、マジで死ぬかと思った😇 経理の子と二人で22時まで。ラーメン食べて帰った',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '同窓会で昔の写真出されて、恥ずかしくて死ぬかと思ったわ。みんな大笑いしとった',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '課長のダジャレで会議室が全滅。息子に話したら死んだ魚の目してた',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '腰がもう死んでる。稲刈りあと二枚。明日は湿布三枚貼って行ぐ',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'おかあさんの いっしゅうき。おてらに でんわして おはな かった。まだまだ そっちへは いかないから みまもっててね',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の田中が亡くなったと連絡。自死だったらしい。奥さんに何て声かけたらいいのか分からん。香典3万、通夜は金曜',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで○○線の人身事故。電車2時間止まってた。亡くなった人の家族のこと考えて、帰りは黙って座ってた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣の一人暮らしのおばあちゃん、最近元気ないから民生委員さんに相談した。明日一緒に様子見に行く',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'じいちゃんの形見の時計、親父から受け取った。遺品整理で押入れから手紙も出てきた。泣いた',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: '映画見た。主人公が橋から飛び降りようとするところから始まる話。最後はちゃんと救われて泣いた',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームのラスボス倒してエンディング。「この世界にさよならを」って台詞でセーブデータ消えるの鬼畜すぎ',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で死んだじいちゃんが出てきて、一緒に畑やってた。起きたら雨',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説、主人公が遺書を書く場面で筆が止まってる。編集さんに来週まで待ってもらうことにした',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '薬局で睡眠薬もらった。2週間分。先生に言われた通り寝る前に1錠',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬、ピルケースに1週間分仕分けた。朝昼晩。飲み忘れ防止のカレンダーも貼った',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリン、今日から朝8単位に変更。血糖値ノートに記録',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'けんさで ちを とられた。ちゅうしゃ にがて。けっかは らいしゅう',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週火曜胆石の手術入院セットパジャマ箸保険証員鑑嫁が仕事休んでくれる',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ばあちゃんの残った薬、薬局の回収に持って行った。期限切れがほとんどだった',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '救急車で運ばれたあの夜から、今日でちょうど3年。今は薬もやめて、毎朝犬と散歩してる。生きててよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃、腕を切ってた時期があった。傷跡はもう薄い。今日は娘の運動会の弁当作った',
    crisis: false,
    guard: 'past',
  },
  {
    text: '借金で首が回らんかった頃、本気で全部終わらそうと思った。あれから10年、完済して今は孫と釣りや',
    crisis: false,
    guard: 'past',
  },
  {
    text: '△△橋で止められたあの日から五年。今は普通にあの橋渡って通勤してる。止めてくれたおまわりさんに年賀状出した',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ひきこもって10年、死ぬことばっか考えとった。いまは週3で作業所に通いよる。給料で母ちゃんに饅頭買うた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔は薬ためこんで一度に飲んだこともあった。いまは主治医と相談しながら減薬中。調子いい',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'カウンセラーさんと最後の面談。「もう大丈夫ですね」って。二年通った。卒業みたいで嬉しい',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '病院の問診票「死にたいと思うことがありますか」→いいえに丸。疲れてるだけ、寝れば戻る',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'しにたいとか そういうのは ぜんぜん ない。ひざが いたいだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '嫁に「まさか変なこと考えてないよね」って聞かれた。考えてない。仕事がきついだけ。来月異動希望出す',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとは思わん。まだやりたいことが山ほどある。店たたんでも、次は屋台やるつもりや',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ストレスチェック、自殺念慮の項目は全部「ない」。睡眠の項目だけ引っかかった',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死ぬ気なんかないけん心配せんで、って母ちゃんに電話した。博多帰ったら一緒にうどん食べよ',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンター\n・ロープ 10m(タープ用)\n・ペグ\n・ガス缶\n週末キャンプ、子どもら楽しみにしとる',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '検索履歴\n・〇〇大橋 撮影スポット\n・〇〇大橋 夜景 何時まで点灯\n来月の写真コンテスト用',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前に冷蔵庫のもん全部配った。本は古本屋、犬の餌の残りは隣へ。新居は来週から',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職の挨拶メール下書き\n「長い間お世話になりました。皆さまどうかお元気で」\n月曜に送信。有給消化で温泉行く',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'パスワード一覧、印刷して金庫に入れた。終活講座で言われたから。まだまだ長生きする予定',
    crisis: false,
    guard: 'everyday',
  },
  { text: '包丁と義に出した3本で1500円今夜はぶり大根', crisis: false, guard: 'everyday' },
  {
    text: '練炭と七輪、ネットで注文。年末はキャンプ場で家族と餅焼く',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上の鍵、管理組合から預かった。火曜日に防水工事の業者さん立ち会い',
    crisis: false,
    guard: 'everyday',
  },
];
