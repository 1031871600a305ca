import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredeighteenth round, written blind: diary entries by many different
 * people of all ages written at bad hours and in unusual states (3 a.m. without sleep, drunk after a
 * party, in a hospital corridor or bed, on a night shift, in a shelter during an air raid, after a
 * breakup or a panic attack, hearing voices or feeling unreal, numb after a loss). Crisis classes:
 * euphemism 5, method 5, plan 4, dose 4, relapse 4, selfHarm 4, farewell 4, burden 4, passive 3,
 * hopelessness 2, intent 1. Quiet guards: figurative 6, othersDeath 6, fiction 5, medical 6, past 6,
 * everyday 6, negation 5. Styles: mostly flat statements of fact, shopping lists, search history,
 * to-do lists, LINE drafts and letters addressed to family, the dead, God or coworkers; slang,
 * Kansai and elderly western dialect, emoji, fragments and rambling repetitions; quiet notes mirror
 * the crisis notes in errands, pills, heights, resignations and goodbyes.
 *
 * First run, on c4b41db (the 117th round's rules), before any change made for it: recall 37/40,
 * false alarms 0/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (5) ----------
  {
    text: '3時。また寝れない。\nじいちゃん、そっちはあったかい？\nそろそろ行ってもいい頃かなって思ってる。迎えはいらない、自分で行くから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の今頃、たぶん私はもういない。\n店長にシフト表から名前消しといてって言わなきゃ。来月分だけじゃなくて、ずっと。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'よってる　けど頭はさえてる\nこのゲームはセーブしないで電源切ることにした\nコンティニューなし　つよくてニューゲームもなし　おわり',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '病院の廊下のベンチで書いてる。\nママへ。先に向こうで待ってるね。もうお見舞いに来なくていいよ。今度は私が迎える番。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'シェルター。警報もう5時間鳴りやまない。\nユウタ、もうすぐそっち行くわ。今度は爆弾じゃなくて自分の足で。席空けといて。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・快速 通過 何時\n・ホームドア ない駅\n・〇〇線 最終 何分\n・人身事故 遅延 平均',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンター\nロープ（太いの）\n脚立\n\nレシートはコンビニのゴミ箱に捨てた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '夜勤明け。屋上の鍵がどこにあるか知ってる。今朝試した、ちゃんと開いた。\nフェンス、思ってたより低い。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭2袋とガムテ、実家の軽の後ろに積んだまま。\n父さんは車使わないから、たぶん気づかない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'あの橋、今週3回行った。夜11時過ぎると人通りゼロ。\n欄干は胸くらい。下は暗くて水面見えない。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '金曜の夜にする。\nそれまでに\n□家賃振込\n□猫のエサ多めに\n□部屋片付け\n□スマホ初期化\n□カード解約',
    crisis: true,
    class: 'plan',
  },
  {
    text: '手紙、下書き3枚目でやっと書けた。\n日付は30日。場所は前に家族で行った岬。\n電車は始発で間に合う。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '保険の受取人を妹に変更。契約から3年過ぎてるのも確認した。\nあとは銀行の暗証番号を紙に書いて封筒へ。葬儀社の資料も一緒に。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '退職届、受理された。引き継ぎ資料も誰も困らないように完璧に作った。\n最後の日の夜は海の見えるホテル予約した。一泊だけ。帰りの切符は買ってない。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '眠剤14、デパス20、ロキソニン一箱。\n引き出しの奥のクッキー缶。\n毎晩1錠ずつ飲まずに残してきた分。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'のみかいかえり\nのこってたくすり、ぜんぶチューハイでながしこんだ\nかぞえてない　ねむい　あったかい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '母の薬箱から少しずつ抜いてる。まだ気づかれてない。\nあと何錠あれば足りるんだろう。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '先生に「ちゃんと飲んでます」って言った。\n正しくは「ちゃんと貯めてます」。もうすぐ3か月分。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '2年ぶりに、あの時と同じドラッグストアで、同じものを同じ数だけ買った。\n手が覚えてた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '切るのやめて468日。\n昨日カミソリの替刃をまた買った。まだ開けてない。まだ。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '退院して半年。また橋のことばっか考えてる。\n前は止められた場所だから、今度は別の橋。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ICUで目が覚めたのが去年の今日。\n今夜、あの時と同じ数だけ錠剤を机に並べてみた。ながめてる。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: '今日も長袖。34度だったけど。\n腕の新しいやつ、絆創膏じゃ足りなくなってきた。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '発注ミスしたから今日の夕飯なし。明日の朝も。\n罰だから。ちゃんと守る。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '別れ話のあと壁殴った。手じゃ足りなくて頭も。\n今保冷剤あててる。誰にも言わん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、太ももなら誰にも見えない。\n今夜で3つ目。ちょっと落ち着いた。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'ミケを友達に引き取ってもらった。フードも砂もキャリーも全部渡した。\n「急にどうしたの」って聞かれたから引っ越しって言った。\nもう会えないから最後にいっぱい撫でた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '【LINE下書き・ゆかへ】\n今までほんとにありがと。Switchとマンガ全部あげる。\nパスワードは手帳の最後のページ。\nお母さんのこと、たまに見に行ってあげて。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '翔へ。おまえは強いから大丈夫。母さんのこと頼んだぞ。\n兄ちゃんの通帳は机の2段目。暗証番号はおまえの誕生日。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '職場の皆さんへ\n長い間お世話になりました。私の分の仕事は共有フォルダにまとめてあります。\n探さないでください。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: '介護の費用が年金じゃ足らんって、娘が電話で話しよるのが聞こえた。\nわしがおらんようになったら、あの子はもっと楽に暮らせるんじゃろう。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'パパとママ、今夜も私のことで怒鳴りあってる。\n原因がいなくなれば喧嘩もなくなる。かんたんな話。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '治療費の明細見た。家族の貯金を食いつぶしてるのはオレ。\n生きてるだけで毎月赤字。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'バイトでも家でも邪魔者。\n私いない方が全部うまく回る。休んだ日の方が店まわってた、実証済み。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (3) ----------
  {
    text: '神様、今夜こそ朝が来ないようにしてください。\nこのまま目が覚めなければいい。毎晩それだけお願いしてる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '声が一晩じゅう喋ってる。手も足も自分のじゃないみたい。\nこのままゆっくり溶けて、なくなれたらいいのに。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '事故でも病気でもいいから、自然に終わってくれないかな。\n自分からはしないけど、トラックが来たら避けない気がする。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '借金は減らない、体は治らない、誰も来ない。十年同じ。この先も同じ。\n生きてく理由を探すの、もうやめた。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'カウンセリング何回行っても同じ。薬変えても同じ。\nもう何も変わらないってわかったから、頑張るのやめる。全部。明日も、その先も。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'もう死ぬって決めた。\n決めたら、変に落ち着いてる。お腹もすく。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: '夜勤3連続とか死ぬわ、ほんま。\nでも明けたら焼肉行くねん😋',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '課長の前でスライドの誤字見つかって、恥ずかしすぎて死ぬかと思った。\nみんな笑ってくれたから助かった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '期末テスト爆死。数学は完全に終わった。\n来週から本気出す（毎回言ってる）',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ当選メール来た！！尊すぎて召される…\n生きててよかった🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車で足踏まれまくって心が死んだ。\n帰ってアイス食べて無事生き返った。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '二日酔いで屍。頭ガンガン。\nもう二度と飲まない、と誓う日曜の朝。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: '病院の廊下で書いてる。祖母が今朝亡くなった。92歳。\n最後は眠るようだったって。ありがとうって言えた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自殺したって連絡が来た。最近SNSでは明るかったのに。\n気づけなかった。来週みんなで集まって、お線香あげに行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'また駅で人身事故。遅延のアナウンスに舌打ちしてる人がいて、なんか悲しかった。\nその人にも家族がいたはず。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'シェルターで夜明かし。近所の建物に着弾して、亡くなった人がいるらしい。\n隣のおばあさんの手をずっと握ってた。朝になったらパン焼いて持っていく。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '父の一周忌。お墓の前で母とお弁当。\n母が「お父さん、そっちはどう？」って話しかけてて二人で笑った。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同僚のお父さんが亡くなった。香典とお花を手配。\n来週のシフトは私が代わる。ゆっくり送ってあげてほしい。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: '今読んでる小説、主人公が橋の欄干に立つところで章が終わった。\n続きが気になって寝れない、午前3時。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で自分のお葬式に参列してた。みんな普通にカレー食べてて、起きてから爆笑した。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '原稿、ヒロインが遺書を書く場面がどうしても嘘くさくなる。\n明日の打ち合わせで編集さんに相談する。締切まであと5日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ラスボス撃破。仲間全員いなくなって主人公だけ残るエンディングで号泣した。\n二周目いく。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '歌詞書いてる。サビは「明日なんか来なければいい」。フラれた直後だから書けた。\n本人は意外と元気、ラーメン食べてきた。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '入院3日目。点滴2本、痛み止めは1日3回まで。\n看護師さんが優しい。明日手術、がんばる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局で睡眠薬14日分もらった。先生の言う通り寝る前に1錠。\n久しぶりに6時間寝れた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '採血で5本も取られた。貧血気味だから鉄剤追加。\nレバー食べろって言われた、苦手なのに。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤。患者さんのインスリン、単位を二人でダブルチェック。\n今日もインシデントなし。休憩でおにぎり。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬を1週間分ピルケースに仕分けた。朝・昼・晩・寝る前。\n飲み忘れ防止のアラームもセット。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インフルで39度。解熱剤は6時間あけてって。\nポカリ箱買いして布団にこもる。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: '10年前の今日、私は薬を飲みすぎて病院のベッドにいた。\n今は二児の母で、今朝はお弁当作って笑ってた。あの時の自分に教えてあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '切ってた頃の傷あと、夏でも隠さなくなった。もう5年やってない。\nお世話になったカウンセラーさんにお礼の手紙を書いた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '20代の頃、本気で死のうとしたことがある。\n今は52で、今日は孫の運動会で走った。人生わからんもんだ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の冬の日記、読み返したら「消えたい」ばっかり。\n今とぜんぜん違う。治療続けてほんとによかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔入院してた病棟の前を通った。あそこで3か月過ごしたのはもう7年前。\n今は看護師として別の病院で働いてる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して3年。飲んで暴れて泣いてた頃の自分はもういない。\n今夜も麦茶で乾杯。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: 'ホームセンター\nロープ10m\nブルーシート\nペグ\n週末キャンプ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越しで本棚とゲーム機、後輩にあげた。パスワードは初期化済み。\n新居は駅近！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '退職届出した。引き継ぎ資料も作った。\n来月から地元で新しい仕事。送別会が楽しみ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁を研ぎに出したら切れ味やばい。トマトがスッと切れる。',
    crisis: false,
    guard: 'everyday',
  },
  { text: '橋の上から花火見た。人多すぎたけど最高だった🎆', crisis: false, guard: 'everyday' },
  {
    text: '出張2週間だから猫を実家に預けた。\n母が「太らせとくね」って。やめて。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: '心療内科の問診票。「死にたいと思うことがありますか」→いいえ。\nほんとに、いいえ。疲れてはいるけど。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'フラれた。めっちゃ泣いた。でも死にたいとかは全然ない。\n明日は友達とカラオケ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夜中にパニック発作。怖かったけど、死にたいわけじゃない。生きたいから怖いんだよね。\n頓服飲んで落ち着いた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '離人感がひどい。手が自分のじゃないみたい。\nでも危ないことは考えてないし、自分を傷つける気もない。明日主治医に電話する。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '母に「変なこと考えてない？」って聞かれた。考えてないよ。\n締め切りで頭いっぱいなだけ。',
    crisis: false,
    guard: 'negation',
  },
];
