import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentyfourth round, written blind: teenagers and people in their twenties in
 * Japan and abroad (受験生, いじめられている中学生, 部活の高校生, 大学生, 新社会人, ワーホリ中の人, 留学生,
 * 推し活をする人, フリーター), each note a different writer. Crisis classes: euphemism 7, method 5, selfHarm 4,
 * relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8,
 * past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: plain diary lines, LINE messages
 * and drafts, 鍵垢 tweets, search histories, to-do lists and timetables, mostly flat and factual, with about a
 * quarter typed in romaji with inconsistent spelling (tsu/tu, shi/si, ou/oo/o).
 *
 * First run, on 49b6527 (the 123rd round's rules), before any change made for it: recall 36/40,
 * false alarms 2/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'ばあちゃんのとこ行く準備、だいたいできた。\n来月の模試の申し込みはしてない。もう受けることないし',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ototo ni game no account ageta. save data mo zenbu. kono game mo ore no hou mo doyoubi de owari',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '【鍵】推しの卒業ライブまでは見届けるって決めてた。ちゃんと見届けた。私のエンドロールもここでいいよね',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ワーホリのビザ残り2ヶ月。帰りの航空券は取ってない。取る必要ないから。向こう側に行くのに飛行機はいらない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '先に行ったみさきの隣に行くことにした。\n机の中の教科書は全部持って帰って、ゴミの日に出した',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'raigetsu no kyuuryoubi made wa iranai. sono koro ni wa mou koko ni inai si. yachin mo harawanakute ii',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'リアルの方もゲームオーバーでいいや。コンティニューなしで。今週中にセーブデータごと消す',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・〇〇駅 快速 通過 時刻\n・ホーム 端 監視カメラ 位置\n・人身事故 損害賠償 家族 払う？',
    crisis: true,
    class: 'method',
  },
  {
    text: 'homecenter de rope katta. 3m. taijuu 52kg demo daijoubu na yatu. heya no doa no ue de tamesita',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭2袋ネットで頼んだ。目張り用のガムテも。届くのは木曜の午前中指定',
    crisis: true,
    class: 'method',
  },
  {
    text: 'マンションの屋上、鍵かかってなかった。フェンスの高さ測った。胸くらい。足かけるとこもある',
    crisis: true,
    class: 'method',
  },
  {
    text: 'kaigan no ganpeki, nami ga takai hi to jikan sirabeta. kutu wa soroete oku ka mada kimetenai',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  { text: '今日も腕。長袖の季節でよかった。体育は見学届出した', crisis: true, class: 'selfHarm' },
  {
    text: 'ライターで手首の内側。ヒリヒリしてる間だけ頭が静か。絆創膏の在庫あと4枚',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'kyou mo tabenakatta. batsu dakara. taijuukei 41.2. asita wa mizu dake',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '部活でおでこのアザどうしたって聞かれた。転んだって言った。ほんとは自分で壁にぶつけてる。止め方わからん',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '3年ぶりにカッター買った。前のは引き出しごと母に捨てられたから。まだ使ってない、まだ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'kyonen no natu, byouin de mezamete kara ichinen. kinou mata ano eki no home no hasi made itta. densya 2hon miokutta',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '入院で消えたはずの考えがまた戻ってきた。あの時の薬の量メモしたノート、捨ててなかった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'やめてから412日目で途切れた。カミソリ。アプリのカウント、0にリセットした',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '12/24 終電後\n・スマホ初期化\n・部屋片付け\n・手紙は机の一番上\n・猫のごはん多めに\n当日は学校ふつうに行く',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'shigatu tooka. basho wa mou kimeta, yama no hou. sore made ni kaisha no hikitugi shiryou zenbu tukuru. hoken no uketorinin mo kakunin sita',
    crisis: true,
    class: 'plan',
  },
  {
    text: '貯金の残り全部おろして母の口座に振り込んだ。解約するもの: サブスク3つ、ジム、携帯は月末。そのあとのことはもう決まってる',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜19時の新幹線で地元へ。あの橋。パソコンのデスクトップに「読んで」ってファイル置いとく',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'ゆいちゃん急にごめん、ぬいとアクスタ全部もらってくれない？送料こっち持ちで。大事にしてくれる人に持っててほしくて。今までほんとにありがとう、元気でね',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'mama e. hontou ni gomen ne. iPhone no passcode wa 0819. shasin wa zenbu nokosite aru. ototo no koto yorosiku',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハムスターのもち、ゆうかに引き取ってもらった。ケージもエサも全部。これでもう心配ない。あとは自分だけ',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'バイトのグループLINE下書き「皆さん今まで本当にお世話になりました。もう会えないと思いますが、お元気で」\nシフトまだ入ってるけど、もう関係ない',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '仕送り月8万。私がいなかったら弟は塾に行けた。父の残業も減る。いない方が計算が合う',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'host family ni meiwaku bakari kaketeru. boku ga inakereba minna raku ni naru. dakara sou suru',
    crisis: true,
    class: 'burden',
  },
  {
    text: '部活のみんな、私がいない方が大会勝てるって顔してた。家でもそう。どこにいても邪魔。消えたら全部まるく収まる',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: '処方の睡眠薬、2週間飲まずに貯めた。今28錠。ポーチの底。あと少し',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'kusuri ikkai de 20jou nonda. osake to issho ni. atama guruguru suru. dare ni mo iwanai',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラッグストア3軒回って同じ風邪薬買った。1人1箱までだから。机の中に5箱。説明書の「過量服用」のとこだけ何回も読んだ',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: '朝、目が覚めなければいいのにって思いながら寝るのが習慣になった',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'kietai. betu ni nanika suru toka jyanakute, hajime kara inakatta koto ni naritai',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '浪人2年目、模試また全部E判定。来年もどうせ同じ。何年やっても変わらない。生きてく理由がもう思いつかない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ワーホリ来て半年、仕事ない金ない友達いない。日本にも帰る場所ない。この先ずっとこれなら、続ける意味がない。生きるのも含めて',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: 'mou kimeta. sinu. kondo wa honki', crisis: true, class: 'intent' },
  { text: '決めた。今年の誕生日は迎えない。自分で終わらせる', crisis: true, class: 'intent' },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンターでロープ3m買った。キャンプでタープ張る用。ついでにペグも',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'homecenter de rope to gamutape katta. hikkosi no nimotu matomeru you. raishuu kara atarashii apaato!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'メルカリでアクスタとぬいまとめて出品した。推し変したから。売上で新しい推しのライブ行く',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'バイト最終日。グループLINEに「皆さん今まで本当にお世話になりました！就職で東京行きます、また遊びに来ます」って送った',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上、管理人さんに鍵借りて花火見た。フェンス高くて写真撮りにくかった笑',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ototo ni Switch no account to password osieta. ore ryuugaku de ichinen inai kara, sono aida tukatte ii yo tte',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'サークルのBBQ、炭とガムテと着火剤の買い出し担当になった。木曜に届く',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '検索履歴\n・渋谷 終電 何時\n・ハチ公 待ち合わせ 場所\n・遅延証明 もらい方',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '中3の時に腕切ってたこと、今日初めて彼氏に話した。もう5年やってない。傷跡ごと受け入れてくれて泣いた',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ninen mae no natu, OD site nyuuin sita. ima wa daigaku ni modotte, baito mo siteru. ano koro no jibun ni daijoubu datte iitai',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校の頃は毎晩消えたいって思ってた。今は看護学校で、あの頃の自分みたいな子を助けたいって思ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'カウンセリング卒業の日。3年通った。先生に「もう大丈夫」って言われて、自分でもそう思えた',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'mukasi wa tabenai koto de jibun wo bassuru kuse ga atta. ima wa mainichi sanshoku tabete, taijuu mo modotta. kyou wa ramen',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'あの年の日記読み返した。遺書みたいなページがあって驚いた。「今の私、ちゃんと生きてて楽しいよ」って書き足しといた',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'やめて3年。アプリのカウントが1000日超えた。お祝いにケーキ買った。もう戻る気はしない',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '保健室のアンケート「死にたいと思うことがありますか」→「いいえ」。本当にない。ただの寝不足',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'counselor ni "jibun wo kizutuketai kimochi wa aru?" tte kikareta. nai desu tte kotaeta. honto ni nai. tada homesick nano',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '落ち込んではいるけど、死にたいとかは全然ない。ただ休みたい。明日は有給とってカフェ行く',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達に「消えたいとか思ってない？」って心配された。思ってないよ、ほんとに。テスト終わったら焼肉行こって返した',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mou tukareta kedo, sinitai wake ja nai yo. nete okitara naoru taipu. asita wa yasumi dasi',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '病院の問診票、自傷の経験：なし、死にたい気持ち：なし、にマル。ただの胃腸炎で来ただけ',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '処方の睡眠薬、2週間分もらった。1日1錠寝る前。ポーチに入れて持ち歩く',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'kusuri no ryou kawatta. asa 2jou, yoru 1jou. isha no iu toori ni nomu. kanpou mo tasu',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ドラッグストアで風邪薬と解熱剤買った。説明書ちゃんと読んで用量守って飲んだ。明日には熱下がってほしい',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。血がなかなか止まらなくてガーゼ3回替えた。痛み止めは6時間あける',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリンの注射、自分で打つのだいぶ慣れてきた。お腹の打つ場所ローテーションするの大事',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'kenketu itte kita. 400ml. ude ni bandoeido hatte, juusu moratta. tugi wa sankagetu go',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'ばあちゃんの四十九日。お寺で手合わせて、ばあちゃんのとこにも桜咲いてるかなって思った',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同じ学年の子が亡くなったって朝礼で聞いた。話したことなかったけど、ずっと考えてる。スクールカウンセラーの先生が話聞いてくれた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'tomodachi no otousan ga nakunatta. osousiki ni itta. nani mo ienakatta kedo, soba ni ita',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '推しの訃報。まだ信じられない。ファンのみんなでお花出すことになった',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '駅で人身事故。電車止まって2時間遅刻。亡くなった人と家族のこと考えたら文句なんて言えなかった',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  { text: '期末の物理で死んだ。マジで死んだ。赤点確定', crisis: false, guard: 'figurative' },
  {
    text: 'kyou no presen de hazukasikute sinu ka to omotta lol',
    crisis: false,
    guard: 'figurative',
  },
  { text: '推しのファンサ来た。尊死。今日ここで成仏します🙏', crisis: false, guard: 'figurative' },
  {
    text: '上司に「このプロジェクトに殺されます」って言ったら笑われた。残業3日目',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: '昨日見た映画、主人公が最後に橋から飛び降りるシーンで号泣した。レビュー書いた',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'shousetu kaiteru. shujinkou ga isho wo kaku scene de tomatteru. dou sureba riaru ni naru kana',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で駅のホームに立ってたら、ゲームのラスボスが電車に乗ってきた。意味わからん夢',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ノベルゲーのヒロインルート、最後に自分を犠牲にするエンドで3時間泣いた。続編待つ',
    crisis: false,
    guard: 'fiction',
  },
];
