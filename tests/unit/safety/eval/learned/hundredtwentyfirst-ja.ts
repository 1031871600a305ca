import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentyfirst round, written blind: diary notes by teenagers and young
 * adults (病み垢・裏垢 regulars, gamers, night-shift workers, people in psychiatric care using net slang
 * such as 希死念慮, OD, リスカ, アムカ, メンヘラ, 詰んだ, 人生オワタ, 垢消し) and by a few older writers who type
 * only in hiragana or with 変換ミス. Crisis classes: euphemism 6, method 5, selfHarm 5, relapse 5, dose 4,
 * plan 3, farewell 3, burden 3, passive 2, hopelessness 2, intent 2. Quiet guards: everyday 8, medical 7,
 * past 7, negation 6, othersDeath 5, figurative 4, fiction 3. Styles: flat errands, shopping lists,
 * search histories, timetables, pill counts, DMs and farewell posts, one-liners and longer entries,
 * mixed hiragana/katakana/kanji/romaji and half-width kana, (笑), w, 草, kaomoji and emoji; quiet notes
 * mirror the crisis notes in topic and wording.
 *
 * First run, on f6082f7 (the 119th round's rules), before any change made for it: recall 30/40,
 * false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'ばあちゃんのとこ行く日決めた。あっちのほうが静かだろうし\n桜には間に合うかな🌸',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'このゲームもうクリアでいいや。セーブしないで電源切る🎮\nコンティニューはしない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月の更新の話されたけど、来月わたしここにいないから関係ないんだよね（笑）',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ｶﾅﾀ、もうすぐそっち行くね。三回忌までには並びたい\n待っててw',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '長い旅に出ます。帰りの切符は買ってない\n探さないでね🚃',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'もう　じゅうぶん　いきました\nおとうさんの　ところへ　いく　じゅんびを　しています',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・練炭 どこで売ってる\n・ホームセンター 練炭 身分証いる？\n・目張り テープ 幅\n・車 密閉 何時間',
    crisis: true,
    class: 'method',
  },
  {
    text: '〇〇駅 特急 通過時刻\n14:12 / 14:27 / 14:41\nホームの端、カメラ無いほうメモっといた',
    crisis: true,
    class: 'method',
  },
  {
    text: '屋上の鍵、管理人さんが昼いない時間わかった。12時〜13時\nフェンスは1.2mくらい。乗り越えられる高さ',
    crisis: true,
    class: 'method',
  },
  {
    text: 'rope taikajuu nan kg まで って調べた\nドアノブでもいけるらしい。押し入れの奥にしまった',
    crisis: true,
    class: 'method',
  },
  {
    text: '〇〇大橋 高さ 何m → 28mだって\n冬は川が浅いらしい\n終電のあと歩いて行ける距離',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  { text: 'きょうもアムカ。3本\n長袖の季節でよかった', crisis: true, class: 'selfHarm' },
  {
    text: 'ﾘｽｶ跡 隠す ファンデ 何がいい？\n体育の日だけほんと困る(´・ω・`)',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '小テスト58点。罰として今日の夜ごはん抜き、明日の朝も抜き\n自分で決めたルールだから守る',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁殴ってたら拳割れた。親には自転車でコケたって言っといた🙃\nでも頭ぶつけるほうが落ち着く',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターの先っぽ、太ももに当てると静かになる\n水ぶくれ5コ目。絆創膏買い足し',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: '去年の3月に胃洗浄されたとき、もう二度としないって看護師さんに言った\n最近また薬の数かぞえてる自分がいる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて412日目だったのに、今日カミソリ買っちゃった\nまだ開けてない。まだ',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2年前に飛ぼうとした橋、バイト帰りにわざわざ遠回りして通った\n手すり、前より低く見えた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '入院してた頃の希死念慮、完全に戻ってきた\n主治医には「順調です」って言っといた',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '昔の病み垢、パス思い出してログインした\nあの頃の下書き「遺書」まだ残ってた。ちょっと書き足した',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'デパス 14\nマイスリー 21\nレキサ 30\n眠剤は飲んだふりして貯金中💊',
    crisis: true,
    class: 'dose',
  },
  {
    text: '薬局3軒まわった。ブロン1人1個までってうざい\n合計4箱。引き出しに並べた',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'kyou no bun zenbu + ストゼロ2本\nふわふわする。あした起きなくてもいいや',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'おくすり　ぜんぶ　のまずに　ひきだしの　おくに　ためて　あります\nもう　ひとつきぶんより　おおい',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: '12/24\n・部屋片付け\n・猫のごはん多めに\n・スマホ初期化\n・母に手紙（机の上）\n・17時の電車\n全部終わったら〇〇岬',
    crisis: true,
    class: 'plan',
  },
  {
    text: '保険の受取人、妹に変えといた\n自殺でも出るのは契約から3年経ってからだって。来月でちょうど3年',
    crisis: true,
    class: 'plan',
  },
  {
    text: '誕生日の前の日にする。場所はもう決めてある\nそれまでにバイト代で借金返しきる',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: 'ゆうき、おれのスイッチとソフト全部やる\nアカウントのパス、紙に書いて机に入れといた\nおかんのこと頼むわ',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハムスターのもち、友達にもらってもらった。ケージもエサも全部\nこれで心配なことなくなった',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがと🙏 垢消しします\nDMも返さなくて大丈夫。ほんとに楽しかった。さよなら',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '俺の学費と通院代で親が夜勤増やしてる\n俺がいなければ全部浮くのにな',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ママ、わたしがいないほうが再婚うまくいくと思う\nじゃまなのはわかってるよ',
    crisis: true,
    class: 'burden',
  },
  {
    text: '嫁に介護ばかりさせて済まない。私が居なく鳴れば皆楽に鳴る',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  { text: '朝が来なきゃいいのに\n目覚ましかけないで寝る', crisis: true, class: 'passive' },
  {
    text: '消えたい。死にたいとかじゃなくて、最初からいなかったことになりたい',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '人生オワタ\n借金400、仕事クビ、彼女出てった\n何やっても変わらん。もう続ける理由がない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '10年通院して薬7回変えて、何も変わらなかった\nこの先も変わらない。もう期待するのやめる。生きることにも',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: '決めた。今週中にしぬ。もう迷わない', crisis: true, class: 'intent' },
  {
    text: 'じさつするって決めたら、なんか急に部屋の掃除したくなった笑',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'ホームセンター\n・ロープ10m（タープ用）\n・ガムテ\n・炭3kg（BBQ）\n・軍手\n土曜のキャンプ楽しみ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引越し前に古いスイッチとソフト弟に全部あげた。新しいの買ったからw\n部屋スッキリ',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ネトフリのパスワード、母に紙に書いて渡した\nスマホ苦手すぎて毎回聞かれるので',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上、管理人さんに鍵借りて花火見た🎆\nフェンス越しでもめっちゃ見えた',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '〇〇駅 快速 時刻\n7:12 / 7:27 / 7:41\n7:27乗れば一限間に合う',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '職場のみなさんへ。3月末で退職します。今までありがとうございました🙏\nデスクのお菓子は置いていくので食べてください',
    crisis: false,
    guard: 'everyday',
  },
  { text: 'カミソリの替え刃買い忘れた。明日ヒゲ剃れん。詰んだ', crisis: false, guard: 'everyday' },
  {
    text: 'もち（ハムスター）は実家の母にあずけてきた。来週から出張なので\nケージごと車に積んだ',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: medical (7) ----------
  {
    text: 'デパス 残り14\nマイスリー 残り21\n次の受診まで足りるか確認した。足りる👍',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から抗うつ薬1錠→2錠に増量。先生と相談して決めた\n眠気くるかもだからバイトのシフト調整する',
    crisis: false,
    guard: 'medical',
  },
  { text: '献血行った🩸 400ml。ジュースとお菓子もらった', crisis: false, guard: 'medical' },
  { text: 'インフルの予防接種。注射めっちゃ痛かった(´;ω;`)', crisis: false, guard: 'medical' },
  {
    text: '父の薬、一週間分ピルケースに分けました。飲み忘れ無い様に\n血圧の薬が変わったので看護士さんに聞いて置いた',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '胃カメラ、鎮静剤で寝てる間に終わった\nふわふわして帰りの電車寝過ごしたw',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬局3軒まわってやっと子どもの咳止めシロップ見つけた\n品薄すぎる',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '10年前にODして胃洗浄されたこと、今日はじめてカウンセリングで話せた\n今は普通に働いてるし、あの頃の自分に大丈夫だよって言いたい',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて5年。跡もだいぶ薄くなって、今年は半袖で海行けた🌊',
    crisis: false,
    guard: 'past',
  },
  {
    text: '高校のとき病み垢やってた。最近スクショ見返したら懐かしくて草\n今はちゃんと生きてる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔死にたかった時期あったけど、今は子ども2人育てて毎日バタバタで幸せ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '入院してた頃の日記、もう必要ないから処分した\n主治医にも通院卒業でいいって言われた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '2年前に飛び降りようとした橋、今日は家族とドライブで通った\nなんとも思わなかった自分にびっくり。ちゃんと前に進んでる',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'むかし　くすりを　たくさん　のんで　しまった　ことが　ありましたが\nいまは　まごが　かわいくて　げんきに　やっています',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'カウンセラーに「死にたいと思うことはありますか」って聞かれて、ないですって答えた\n本当にない。ただ眠れないだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '詰んだ詰んだ言ってるけど別に死にたいわけじゃないからね？\n課題が多いだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '病院の問診票\n「自分を傷つけたいと思う」→いいえ\n「死について考える」→いいえ\n正直に書いた',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '落ち込んではいるけど消えたいとかはない\n明日また友達とカラオケ行くし🎤',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '心配してDMくれた人ありがとう。自殺とか全然考えてないです\n疲れて丸一日寝てただけ🙏',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'メンヘラって言われるけど、死にたいと思ったことは一回もない\nただの寂しがり(笑)',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'ばあちゃんの三回忌。みんなで墓参りして、お寿司食べた\nばあちゃん好きだったから',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣のクラスの子が自殺したって聞いた。話したことないけど、ずっと考えてる\nなにかできたのかな',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ゆうとの命日。あいつの好きだったエナドリ供えてきた\nおれはちゃんと生きるよ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '推しの声優さん亡くなった…信じられない\nずっと泣いてる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友達がリスカしてるって打ち明けてくれた\n明日一緒に保健室の先生に話しに行く約束した',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  { text: 'テスト範囲広すぎて死ぬ。人生オワタ(笑)', crisis: false, guard: 'figurative' },
  { text: 'ガチャ爆死した💀 300連で推し来ない。草', crisis: false, guard: 'figurative' },
  { text: 'ボス戦詰んだ。100回は死んだww 明日リベンジ', crisis: false, guard: 'figurative' },
  { text: '夜勤明けで死んでる。ﾏｼﾞで溶けてる。寝る', crisis: false, guard: 'figurative' },

  // ---------- quiet: fiction (3) ----------
  {
    text: '映画見た。主人公が最後に駅のホームで…ってシーンで号泣\n原作も読みたい',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説書いてる。ヒロインが遺書を残して消える話\nプロットが詰まってる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢見た。屋上から落ちる夢\n目覚めたら布団から落ちてたw',
    crisis: false,
    guard: 'fiction',
  },
];
