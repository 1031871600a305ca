import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredsixteenth round, written blind: the writers are a rural widow in her
 * seventies (Kyushu and Okinawan speech), a man in his fifties laid off after thirty years, a student
 * in the last months before 受験, a fan whose idol retired (推し活), an indebted pachinko gambler, a
 * young woman working nights, a Vietnamese technical intern writing in simple hiragana Japanese, a
 * Noto earthquake survivor in temporary housing, a carer for a mother with dementia, a teacher on
 * leave and a young father. Crisis classes: euphemism 6, method 5, plan 4, dose 4, relapse 4,
 * selfHarm 4, farewell 4, burden 4, passive 2, hopelessness 2, intent 1. Quiet guards: figurative 6,
 * othersDeath 6, fiction 5, medical 6, past 6, everyday 6, negation 5. Styles: mostly flat facts,
 * errands, search history, timetables, scheduled messages and lists, with a few plain statements;
 * Kyushu, Okinawan and Noto dialect, formal keigo, children's hiragana, voice input without
 * punctuation, fan slang and emoji; quiet notes mirror the crisis notes in topic and surface words.
 *
 * First run, on a6a423d (the 115th round's rules), before any change made for it: recall 32/40,
 * false alarms 3/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'お父さん、もうすぐそっちに行くけん待っとってね。\n畑の鍬は納屋に片付けた。タマは隣の奥さんが見てくれるげな。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '推しが卒業した日に、私のゲームも実質終わってた。エンドロールはもう流れたし、あとは電源切るだけ🎮',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月27日の引き落とし、もう心配しなくていい。その頃には俺、請求書の届く場所にいないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ニライカナイはもうすぐそこやさ。\n海の向こうでおばぁが待っとる。今度はわんが行く番さー。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '仮設の窓から海ばっか見とる。あの日波に連れてかれた母ちゃんのとこ、今度はおら自分の足で行くがいね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'らいげつ わたし もう いません。くにに かえる ではない です。もっと とおい ところ。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・ハローワーク 50代 求人\n・退職金 税金 いつ\n・練炭 ホームセンター 在庫\n・人の来ない林道 県内',
    crisis: true,
    class: 'method',
  },
  {
    text: '模試E判定。帰りに駅のホームのいちばん端に立って、快速が通過する時刻をメモした。14:52、15:07、15:21。',
    crisis: true,
    class: 'method',
  },
  {
    text: '仕事帰り、マンションの屋上の鍵が開いてるか確かめた。開いてた。フェンス低い。今日はそれだけ。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで太めのロープを買った。物干しは足りている。納屋の梁、脚立なしで手が届くか確かめた。届いた。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ネットでいちばんよく切れるって評判の剃刀を注文した。髭はいつも電動で剃ってる。届くのは木曜。妻には言ってない。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '本日、司法書士事務所にて遺言書の作成を終えました。葬儀社の互助会も前払い済みでございます。十五日の母の命日までにすべて済ませ、当日は誰にもお会いしない段取りにしております。部屋の鍵は開けておきます。見つけてくださる方のために。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '金曜の予定\n6:00 起きる\n8:00 アパート解約の電話\n10:00 生命保険の免責期間 確認→もう過ぎてた\n夜 例の橋',
    crisis: true,
    class: 'plan',
  },
  {
    text: '休職中の引継ぎ資料を仕上げた。学級名簿、成績、教室の鍵の場所。校長先生宛の封筒と一緒に机に置く。三月三十一日、年度の終わりに私も終わりにする。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'えっと日曜に決めた場所は前に家族で行ったダムの上の駐車場で時間は夜中の二時くらい車のガソリンは満タンにしたし部屋も片付けたしスマホの写真も全部消したしあとは何だっけ',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '母の睡眠薬、処方のたびに少しずつ避けておいた。引き出しの缶の中、今日で三か月分になった。母の分は足りてる。これは私の分。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'お薬カレンダー、1週間分の枠を全部1日の欄にまとめてみた。明日の夜、ストゼロと一緒に🌙',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'びょういんの くすり のまないで ためて います。いま 60こ。ぜんぶ いっしょに のんだら ねむれる かな。ずっと。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'いつもの眠剤、今日は10錠にした。まだ起きてる。シートにあと20錠ある',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '三年前の秋にやったことを、最近また頭の中で段取りし始めている。あのときの紐はまだクローゼットの奥にある。夫には捨てたと嘘をついたまま。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて2年。今日カッター買い直した。ピンクのやつ。昔と同じ色。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '十年前、あの踏切で駅員さんに止められたったい。最近また帰り道にあそこで立ち止まるごとなった。警報の音が妙に落ち着くと。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の共テ前にODして救急車で運ばれた。今年も同じ時期が来た。今日、ドラッグストアを二軒回った。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'まちがえた英単語の数だけ、コンパスの針で腕に線を引く。今日は十四本。長袖なら誰にも見えない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '客に触られたとこ、帰ってからタバコ押し付けた。これで三つ目。ファンデで隠れる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'きょうも ごはん たべなかった。わるい こ だから。あたまを かべに ごつんって 5かい した。ママには ないしょ。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '負けた日は自分で自分の顔を殴ることにしてる。今日は五発。鏡見たら目の下が青い。職場には自転車で転んだって言う。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: '【送信予約 6:00】\nゆうきへ。パパはとおくにいくけど、ママのいうことをよくきいてね。ランドセルえらぶとき、いっしょにいけなくてごめんね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しグッズ、売らずに全部フォロワーさんに譲った。アクスタも缶バも。\n各種パスワードはメモにまとめて妹に送った。「今までありがとう、元気でね」って添えて。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハチワレのミミ、里親さんのとこへ送り出した。ごはんの好みも爪切りが嫌いなことも全部紙に書いて渡した。ミミはまだ生きる子だから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '兄貴へ。母ちゃんのこと、頼むけん。通帳と印鑑は仏壇の下の引き出し。俺の墓の分の金も入っとる。今まで迷惑ばっかりかけてすまんかった。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: '息子が帰ってくるたんびに病院の送り迎えさせて、年金も足りんで仕送りまでもろうて。わたしがおらんごとなったら、あの子ももっと楽に暮らせるとにね。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '失業保険も来月で切れる。家族三人の食費のうち、余計なのは俺の口だけだ。俺より保険金のほうがよっぽど家族の役に立つ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'わたしの しゃっきん ベトナムの かぞくが はらって います。わたし いないほうが かぞく らく です。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '仮設の部屋、おらが一人分の場所を取っとる。若い家族がまだ入れんで待っとるがに。年寄りは邪魔なだけや。おらの枠、早よ空けたほうがええ。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: '目覚ましを止めるたびに、このまま目が覚めなければよかったのにと思います。今朝もそうでした。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '消えたい。\n死ぬとかじゃなくて、存在ごとなかったことにしたい。合格発表の日まで生きてる自分が想像できない。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '借金620万。返すあてゼロ。毎月増えるだけ。何年たっても何も変わらない。生きてる意味の計算がもう合わない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '母の介護が終わる日は母が死ぬ日で、そのあと私に残るものは何もない。五十八歳、職歴なし、貯金なし。この先の地図に私の道は描いてない。生きていく理由を探す気力ももう残っていない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'もう決めたから止めないで死ぬって決めたら少しだけ楽になったお店のみんなには言わない',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: '過去問10年分、今日で終わった。数学の確率で死んだ。マジで殺しに来てる問題ばっか。明日も死ぬ気でやる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新規ビジュ、尊すぎて死んだ。成仏した。明日から三途の川の向こうでオタクやります🙏',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '面接で年齢を聞かれて、まあ死ぬほど恥ずかしかった。でも帰りにラーメン食ったら生き返った。来週も二社受ける。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜泣き三時間。魂が抜けた。ゾンビとして出社。でも娘が初めて「ぱぱ」って言ったから全部チャラ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の暑さは殺人的やさー。畑に出たら死ぬかと思った。クーラーの部屋でシークヮーサージュース飲んで生き返ったさ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の客マジ地獄。笑顔作りすぎて顔が死んでる。帰って湯船つかって推しの配信見て、ちゃんと蘇生した。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: 'お父さんの三回忌が終わった。お寺さんにお布施包んで、親戚にお茶出して。まだ寂しかばってん、孫の顔見たら頑張らんといかんって思う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '地震で亡くなった近所の山下さんの一周忌。仮設の集会所でみんなで手を合わせた。生き残ったもんは生きていかんなん。そのあと輪島塗のお椀でみんなで汁すすった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '卒業して五年になる教え子が自ら命を絶ったと知らせがあった。何かできたのではと考えてしまう。来週ご家族に手紙を書く。私自身もカウンセラーと話す予定。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同じ事務所の先輩メンバーが亡くなったってニュース。ファンの子たちが心配。相談窓口の番号をみんなで拡散した。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'おなじ りょうの ともだちが じこで しにました。みんなで ベトナムの おそうしき を しました。かなしい です。かれの かぞくに おかね を おくります。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '母の友人の佳代さんが亡くなったと電話があった。母にはまだ伝えていない。伝えても覚えていられないから、どう話すかケアマネさんに相談する。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: '現代文の過去問、芥川の「歯車」。主人公が死のことばかり考える場面が続いて読むのしんどかった。設問は全部正解。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今書いてる小説、ヒロインが屋上のフェンスを越えるシーンで止まってる。読者に救いを残すか迷い中。公募の締切は月末。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '新台の時代劇台打った。悪人が成敗される演出のたびにリーチ。今日は珍しく2万勝ち。晩飯は焼肉にした。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分の葬式に自分が参列してて、娘が弔辞を読んでる。起きたら娘が腹の上で寝てた。重かった。笑った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '朝ドラで主人公のお母さんが亡くなる回。泣けた泣けた、ハンカチ二枚。明日の回も楽しみにしとる。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '母の睡眠薬、今日から半錠に減量。主治医の指示。ピルカッターで割って一包化の袋に戻した。残数を記録表に書く。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'お薬カレンダー新しくした！1週間分、朝昼晩の枠にちゃんとセット。今月から抗アレルギー薬が追加。飲み忘れゼロ目標💊',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'きのう びょういんで ちゅうしゃ しました。インフルエンザ です。くすり 5にちぶん もらいました。1にち 2かい のみます。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '献血してきた。400ml。針刺すとき目を逸らした。終わったらジュース三本もらった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '胃カメラ。ポリープ切除、出血少々。一週間は酒禁止と言われた。退職して初めての健診の再検査だった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '膝にヒアルロン酸の注射。ついでに血圧の薬を九十日分もろうてきた。薬袋がぱんぱんで重か重か。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'リスカやめて五年。腕の跡はだいぶ薄くなった。今日は半袖で出かけた。誰も見てなかった。それが嬉しかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '十年前、死のうとした夜があった。今は復職して、担任も持っている。あの頃の自分に「大丈夫だったよ」と言ってあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '一年前の今頃は毎日消えたいと思ってた。浪人して第一志望に受かって、今は大学のサークルで毎日笑ってる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ギャンブルの借金で首が回らず、死ぬことばかり考えていた時期もあった。自助グループに通って四年。借金は完済。今日は娘と動物園。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '二十年前、あの踏切で立ち止まったことがあったばってん、今は孫の手ば引いて渡りよる。人生わからんもんたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '地震のあとしばらくはなんも食べられんで、生きとる意味もわからんかった。いまは仮設の畑でネギ育てとる。先生にも「もう大丈夫やね」言われた。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: '替え刃の剃刀を注文した。電動シェーバーが壊れたので、しばらくは手剃り。木曜着。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ホームセンターでロープを買った。台風が来る前に物干し竿と植木鉢を縛っておく。納屋の戸も固定した。母はデイサービス。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '明日の本番、駅の時刻表をメモ。快速7:12、7:27。乗り遅れたら各停7:35。受験票、鉛筆、消しゴム、時計。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '推しの卒業を機にグッズ整理。ダブってたアクスタはフォロワーさんに無料で譲った。来月から新しい推しの現場に通います！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'マンションの屋上で花火大会見た。管理人さんが今日だけ鍵を開けてくれた。住人みんなでビール。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'アパート解約して実家に戻る。母ちゃんの口座の手続きがあるけん、通帳と印鑑の場所は兄貴に伝えた。来月から兄貴の工務店で働く。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: '今日のカウンセリングで「死にたいと思うことはありますか」と聞かれ、「いいえ」と答えた。本当にそう。疲れてはいるが、生きていたい理由はちゃんとある。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金はきついけど、死ぬ気なんて一ミリもない。明日法テラスに電話する。債務整理でなんとかなるらしい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'お母さんが心配して「変なこと考えてない？」って。考えてないよ。落ちたら浪人すればいいし、死にたいとか全然ない。ただ眠いだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'せんせいが「しにたい きもち ありますか」と ききました。ありません。わたしは げんき です。くにに かえって おみせを ひらきたい です。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '孫に心配されたけど、おばぁはまだまだ死なんさー。百歳までカチャーシー踊るつもりやさ。なんくるないさ。',
    crisis: false,
    guard: 'negation',
  },
];
