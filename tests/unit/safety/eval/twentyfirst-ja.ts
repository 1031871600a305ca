import type { EvalNote } from './types';

/**
 * A twenty-first round of Japanese notes, written blind, before any change for this round: 50
 * crisis notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each
 * of method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 5
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 5 everyday). Longer entries this round, 3-8
 * sentences of an ordinary day with the crisis sentence somewhere inside.
 *
 * The writers: an office worker powering his life off with no reboot, an Okinawan girl asking her
 * dead おばぁ to come for her, a job-hunting student scattering with this year's cherry blossoms, a
 * part-timer uninstalling the app of himself, a Tohoku widower going out to meet the お迎え that is
 * late, a widower going to see his wife after her third memorial with the bankbook laid out, a
 * Kansai gambler saying おさらば, a Hiroshima shopkeeper closing up shop on his life, a Ukrainian in
 * spaced kana wanting her time stopped like a clock, a night nurse wanting to end like the last drop
 * of a drip; relapses of a cutter buying a box-cutter after three years, a retired SDF veteran whose
 * old voice returns with war footage, a hikikomori back at square one, a carer a year after therapy,
 * a ten-month OD streak broken at two drugstores, a "no more cutting" bracelet taken off, a cape where
 * police stopped someone last year, a collagen-disease flare, a Kansai drinker three years sober, a
 * Ukrainian hoarding pills again after losing contact with her brother in Odesa; plans after the rent
 * is paid, on exam results day at the school roof, an off-duty soldier's one-way hike, a booked hotel
 * and a Friday off, a carer after her mother's 49th day, an Okinawan walking into the sea at new
 * moon, a Kansai student before turning twenty; self-harm by biting, a heated spoon, scratching with
 * nails, a cook's "accidental" knife, an ice-pack frostbite, a hikikomori punching the wall, a
 * stapler. Quiet: a seventh survival anniversary, "the worst year", a middle-school diary, a retiring
 * school counsellor, a Kyiv refugee now in Nagoya, a sobriety talk, a former hikikomori's first pay,
 * a PKO veteran, a Kansai nursing student, a Tohoku fisherman after the tsunami, a psychiatrist
 * recalling hoarded pills, an Okinawa trip on an attempt's anniversary, postpartum depression behind;
 * denials to a doctor, a mother, a stress check, a PHQ-9, a health visitor, a girlfriend; a nurse's OD
 * patient, a toddler's and a dog's ingestion, a pharmacology lecture, a visiting nurse's pill count;
 * gacha, boredom, a concert, homework, heat, a wedding speech; a grandfather, a colleague dead of
 * overwork, a missile in Zaporizhzhia, a cat, a friend's suicide; Dazai, an anime, a novel
 * manuscript, a stage princess's poison; leaving a job, leaving social media, end-of-life planning
 * with a mother, rope-work at camp, decluttering.
 *
 * First run on main at 65dec14, lexicon untouched: recall 42/50 (84.0%), false alarms 9/50 (18.0%).
 * Missed: euphemism 2 (asking a dead grandmother to come and fetch one, in Okinawan speech; a Tohoku
 * elder going to meet the late お迎え himself, wife waiting over there); plan 4 (a day fixed for after
 * the month's bills, fridge emptied, with no dying word; an off-duty hike with no descent planned and
 * a remote ravine marked; walking into the sea at new moon, unable to swim, sandals left together;
 * ending it the day before turning twenty, debts repaid first, in Kansai speech); selfHarm 2
 * (scratching the arm with nails till it bleeds, every day; a cook letting the knife slip on purpose
 * and passing it off as an accident).
 * False alarms: past 4 (a retiring school counsellor recalling pupils' cut scars; a Ukrainian refugee's
 * first winter of wanting to die, in spaced kana, now well; a PKO veteran who thought of dying that
 * year, now treated; a psychiatrist recalling that the writer once hoarded pills); negation 2 (a
 * stress-check questionnaire answered いいえ to self-harm and vanishing; cutting denied, the scratches
 * from a cat); othersDeath 2 (a colleague dead of overwork a year ago; a friend's suicide, the wake
 * tomorrow; both flagged by the whole-note bar with no class); fiction 1 (an actress playing a
 * princess who drinks poison, read as method).
 *
 * Scored a second time, blind, on main at 73b6c08 after the twentieth round's fixes and a retrain:
 * recall 42/50, false alarms 9/50.
 *
 * The lexicon pass (lexicons/ja.ts only) then fixed: the late お迎え met halfway (迎えに行ぐべ) and
 * 迎えにきて to one prayed to in a photo (手を合わせ now tells a death); a trip with no way back (no
 * descent planned, no return ticket, walking out to the offing, shoes left side by side); a day
 * fixed after the affairs are settled or before an age; scratching on though it bleeds; a blade
 * slipped on purpose. Guards: a form's item answered いいえ; being suspected read as being asked;
 * past told without a particle (帰ってきた年、最初の冬、), a first visit, a writer looking back
 * (思い返せば, unless now-words follow); recovery in kana, treatment over, back to full time, better
 * than back then; a part in a play (劇団, 私の役は). After: recall 50/50, false alarms 4/50 (the four
 * left are flagged by the whole-note reader alone, with no class: two past, two othersDeath).
 * All Japanese development sets: recall 1119/1129 → 1127/1129, false alarms 10/1163 → 5/1163.
 * An audit of the guards over all 1,129 development crisis notes then tightened the fiction guard's
 * 本 (no longer 本体 'my whole self', nor books given away) and ゲーム (not ニューゲーム, a game lost,
 * 'like a game', games given away), and the medical guard's 一日/1日 (not 一日中) and 安全 (not
 * 安全ピン, a self-harm tool); the development totals did not move.
 */
export const notes: EvalNote[] = [
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: '今日も終電。駅のホームで缶コーヒー飲みながら、課長からのLINE既読スルーした。家帰ってもコンビニ弁当温めるだけ。もう人生の電源ごと落としたい、再起動はいらない。明日の朝が来ないようにスイッチ切れたらいいのに。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'きょうは台風の前で風がつよかった。おばぁの写真に手をあわせたさ。おばぁ、うちもそっちに行きたいよ、もう迎えにきてよ。こっちにいても誰もうちのこと待ってないし。ごはんは食べてない。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '大学の中庭の桜、今年もきれいだった。ゼミは休んだ。就活も全滅で、親には言えてない。あの花びらみたいに、わたしも今年いっしょに散ってしまいたい。来年の桜はもう見なくていいや',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'バイト先でまたミスってめっちゃ怒られた。帰りにマック寄ったけど食べられんかった。自分っていうアプリ、アンインストールしたい。キャッシュもデータも全部消して、最初からいなかったことにしたい。ガチで。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '雪かきで腰が痛ぇ。息子からは今年も電話ねぇ。お迎えがなかなか来ねぇから、こっちから迎えに行ぐべかと思ってる。婆さんもあっちで待ってるべ。畑ももうやる者いねぇし、わしの番だ。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '妻の三回忌を済ませた。親戚が帰って家が急に静かになった。庭の梅が咲きはじめている。向こうで待っている妻に、そろそろ会いに行こうと思う。通帳と印鑑は仏壇の引き出しにまとめておいた。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'パチンコで今月の給料ほぼ溶かした。嫁には言われへん。もうええわ、この世とおさらばしよかな。オカンの顔だけちょっと浮かぶけど、それもどうでもよなってきた。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '店の売上が三月連続で赤じゃ。銀行の担当にも頭下げた。女房と娘にはもう迷惑かけとうない。わしの役目はもう済んだけぇ、人生ごと店じまいしようと思うとる。暖簾は下ろしても誰も困らん。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'きょう にほんごがっこう の テスト あった。でも あたま に なにも はいらない。ニュース で また ハルキウ。わたし の じかん を もう とめたい。とけい みたいに とまって、もう うごかない で いい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '夜勤明け。患者さんの点滴を落としながら、ぽたぽた落ちる滴を見てた。あれが最後に止まるみたいに、わたしも静かに終わりたい。誰にも気づかれないうちにそっと。帰って寝る。',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '彼氏に振られた。3年やめてたのに、今日100均でカッター買ってしまった。レジの人の顔見れなかった。袋から出して机に置いてある。もう一回だけって思ってる自分がいる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退官して4年。ウクライナの映像を毎晩見てしまう。PTSDの治療で落ち着いてたはずなのに、あの頃の「もう終わりにしろ」って声がまた聞こえるようになった。妻にはまだ言えていない。今夜も眠れない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'せっかく週3でA型作業所行けてたのに、先週から部屋から出てない。カーテンも閉めっぱなし。振り出しに戻った。また死にたいが頭から離れない、前より強いかも。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '母のデイサービスの連絡帳を書いた。カウンセリングを卒業して1年、わりとやれてたと思う。でも最近また「死にたい」が口癖になってる。お風呂で声に出して言ってた。前と同じところに戻ってきちゃった。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '10ヶ月ODしてなかった。今日ドラスト2軒はしごして咳止めと鎮痛剤また買った。レシート捨てた。今夜ぜんぶいくかも。記録アプリの日数リセットされるのが一番つらい',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '友達とおそろいで買った「もう切らない」ブレスレット、今日外した。昨日の夜、また切った。深くはないけど止まらなかった。明日体育あるのにどうしよう。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '仕事帰り、車でまたあの岬まで行ってしまった。去年、警察の人に止められた場所。柵のところに立って、しばらく海を見てた。今回は誰もいなかった。次は止まれるかわからない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '膠原病がまた再燃。ステロイド増量で顔がぱんぱん。前に入院したとき、病室の窓を見ながら考えてたこと、また考えてる。今度こそちゃんと終わらせたいって。主治医には言ってない。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断酒して3年やったのに、昨日の晩ワンカップ買うてもうた。飲んだらあかんわ、あの頃の死にたい気持ちがそのまんま戻ってきよった。会にもよう行かん。今日も昼から飲んでる。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '日本に来て2年、やっとおちついてた。きのう オデーサ の おとうと から 連絡 こなくなった。またあのころみたいに いきてる いみない と おもう。くすり ためてた びん、すてたはず なのに また ためはじめた。',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '大家さんに今月分の家賃振り込んだ。これで迷惑はかからない。月末の支払いが全部終わったら、その次の日にすると決めた。冷蔵庫の中身も少しずつ減らしてる。今日は天気がよかった。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '共通テストの自己採点、最悪だった。合格発表は3月10日。落ちてたらその日のうちに学校の屋上に行く。鍵が開いてる時間も調べてある。親には「大丈夫」ってだけ言った。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の非番、山に行くと言ってある。装備はいつも通り。ただ今回は下山の予定を立ててない。地図の、人が来ない沢の場所に印をつけた。隊の連中には何も言わない。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '金曜、有給とった。駅前じゃないビジネスホテルも予約済み。遺書は下書きまでできてる。帰ってくるつもりはないから、チェックアウトの時間は気にしてない。それまでは普通に出社する。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母の主治医から、年は越せないでしょうと言われた。介護は15年になる。母を見送ったら、四十九日が済んだら、私も行く。もう決めてる。兄にだけ、家の権利書の場所を手紙に書いた。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '旧盆も終わったし、エイサーの音もしなくなった。次の新月の夜に、あの浜から沖まで歩いていく。泳げないのは自分がいちばん知ってる。サンダルはそろえて置いてくつもり。',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ハタチになる前に終わらせよって決めた。誕生日の前の日な。それまでにバイト代で借りてた金ぜんぶ返す。あと2週間ちょい。カレンダーに丸つけたった。',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: '今日も学校行けなかった。お母さんと言い合いになって、部屋で自分の腕を血が出るまで噛んだ。歯形がくっきり残ってる。痛いほうが頭が静かになる。長袖で隠す。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ライターでスプーンあぶって、手首の内側に押しつけた。じゅって音がした。水ぶくれになってる。これで3つめ。誰にも見せてない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '会議で詰められた後トイレにこもって、爪で腕をがりがり掻きむしった。皮がむけて血がにじんでも止められなかった。ワイシャツの袖に血がついてて焦った。最近毎日こう。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '厨房で包丁、わざと指に滑らせた。事故のふりして絆創膏もらった。先月から3回目。料理長には気をつけろって言われたけど、気をつけてやってるんだよな。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '冷凍庫の保冷剤を太ももにずっと当ててた。感覚なくなるまで。赤紫になって皮がはがれた。凍傷って言うらしい。こうでもしないと自分がいる感じがしない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ひきこもって2年目の冬。ゲームで負けて壁を殴り続けた。拳の皮がずる剥けで、小指が変な方向いてる。病院は行かない。痛いのが罰だと思ってるから。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ホッチキスで指先をぱちんってやるのがやめられない。針が刺さったまま眺めてる。宿題はぜんぜん進んでない。こんなことしてる自分がきもい。',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: '今日、派遣の契約切られた。来月から家賃も払えない。ハローワーク行く気力もない。もう本気で死のうと思う。冗談じゃなくて。',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'またいじめられた。靴かくされた。せんせいも見てるだけ。もう生きるのやめる。あしたはがっこういかない、ずっと。',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '透析の日。4時間ベッドで天井見てた。帰りの送迎車で、このまま事故にでもあって目が覚めなければ楽なのにと思った。家族は優しいけど、それがしんどい。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '産まれてこなければよかったって、最近ずっと思ってる。朝が来るのが怖い。寝てる間に心臓止まってくれへんかな。子どもの弁当作らなあかんのに体が動かん。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '夜中にずっと検索してる。何階からなら確実なのか。うちのマンションは7階。ベランダの手すりの高さ測った。',
  },
  {
    crisis: true,
    class: 'method',
    text: '練習に使うロープ、クローゼットにしまってある。どの結び方なら外れないか、動画で見た。ドアノブで足りるのかな。今日はカレー作った。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな、今まで仲良くしてくれてありがと。このアカウントも今夜で終わりにします。推しのグッズは妹にあげてね。探さないでください。ほんとにありがとう。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '息子へ。お前に何も残してやれなくてすまん。母さんのこと頼む。冷蔵庫に書いたメモ見てくれ。父さんはもう疲れた。元気でな。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '介護保険の更新。また娘に仕事休ませてしまった。わたしなんか早くいなくなったほうが、この子の人生のためだ。迷惑ばかりかけて生きていても仕方ない。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '障害年金も通らなかった。親の貯金食いつぶしてるだけのお荷物。俺が消えたら家族はやっと楽になれる。保険金のほうが俺より役に立つ。',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '避難してきて3年。日本語もうまくならない。仕事もない。キーウの家はもうない。これから先なにもよくならないって、はっきりわかる。生きてても意味がない。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '治療も転職も引っ越しも全部やった。それでも何も変わらなかった。どうせこの先もずっとこのままで、出口なんかない。もう頑張る理由がひとつも見つからない。生きてる意味がわからない。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパスとマイスリー、今手元に何錠あるか数えた。全部で90錠くらい。これだけ飲めば足りるかな。致死量って体重で変わるらしい。',
  },
  {
    crisis: true,
    class: 'dose',
    text: '病棟でこっそり調べた。カリウムどれくらいで止まるのか。夜勤の日に持ち出せる量も分かってる。自分に使うために。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '広島は朝から雨じゃった。仕事場で親方にまた怒鳴られた。飯も喉を通らん。もう死んじゃろうと思うとる、今度はほんまに。誰にも止められとうない。',
  },
  {
    crisis: true,
    class: 'passive',
    text: '夫の単身赴任先から荷物が届いた。子ども2人寝かしつけてやっと座った。ミサイルでも地震でもいいから、わたしの上にだけ何か落ちてきてくれないかな。自分からはできないけど、終われるならそれでいい。',
  },
  // quiet
  // past
  {
    crisis: false,
    guard: 'past',
    text: '今日で、あの日からちょうど7年。病院のベッドで目を覚ましたとき、助かったことを恨んだのを覚えてる。今は保育士をやってて、園児に毎日振り回されてる。帰りにケーキ買った。生きててよかったって、今なら言える。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学1年の冬は人生で一番ひどい年だった。毎晩死ぬことばかり考えていた。あれから10年、妻と娘がいて、週末は公園でキャッチボールしてる。あの頃の自分に、大丈夫だよと言ってやりたい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '実家の片付けで中学のころの日記が出てきた。「もう消えたい」「明日なんか来るな」って何ページも書いてあって、読みながら泣いた。あの子はちゃんと大人になったよ。母と二人でお茶飲んで笑った。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'スクールカウンセラーを20年やってきて、今日で退職。思い返せば、リストカットの跡を見せてくれた子も、屋上に行こうとした子もいた。その子たちから年賀状が届く。みんな生きててくれて本当にありがとう。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウから逃げてきた最初の冬、わたしは しにたい と まいにち おもってた。いまは 名古屋の 工場で はたらいて、日本語の 友だちも できた。きょうは みんなで ボルシチ つくった。あのころ より ずっと いい。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断酒会で体験発表した。飲んで死のうとして救急車で運ばれたのが8年前。今はシラフで孫の運動会にも行ける。震える声で話したけど、拍手がうれしかった。帰りにラーメン食べた。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '部屋から5年出なかった頃、ロープを買ったこともあった。今日は初めての給料日。コンビニの夜勤だけど、自分の金で母さんに花を買った。あの頃の自分には想像もできなかった一日。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'PKOから帰ってきた年、正直、何度も死のうと考えた。今は治療も終わって、駐屯地の近くで整体の仕事してる。戦争のニュースを見ると胸がざわつくけど、カウンセラーに教わった呼吸で落ち着ける。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔はよう腕切っとったんよ、高校のころ。今は看護学校の3年で、実習で患者さんの傷の手当てしよる。先生に「傷の扱いが丁寧ね」って褒められた。ちょっと複雑やけど、嬉しかった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '震災の年、家も船も流されて、わしも海に入ろうとしたことがあった。あれから十年以上たった。今年は新しい船で初めてのカツオ漁じゃ。孫が港で手を振っとった。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '主治医に「最初に来たときは、薬を溜めてたよね」と言われて、そういえばそうだったと思った。今はもう通院も2ヶ月に1回。来月からフルタイムに戻る。帰りに本屋で料理の本を買った。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '未遂から3年の記念日。毎年この日は少しだけ自分にご褒美。今年は沖縄の海を見に来た。ホテルのベランダから夕日見ながらオリオンビール。あの日の私、生き延びてくれてありがとう。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '産後うつがひどかったころ、この子と一緒に消えたいって思ったこともあった。その娘が今日、小学校に入学した。ランドセルが大きすぎて笑った。保健師さんにもお礼のはがきを出そう。',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: '今日の診察で先生に「死にたいと思うことはありますか」って聞かれた。ないです、って答えた。本当にない。ただ眠れないのがつらいだけ。睡眠薬を少し変えてもらった。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'しんどいけど、死にたいとかではない。ただただ疲れてる。月末で経理の締めが重なってるだけ。週末は何もしないで寝る。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '母からLINEで「変なこと考えてないよね？」って来た。考えてないよ、大丈夫って返した。ほんとに大丈夫。失恋くらいで死のうなんて思わないって。ケンタッキー食べて寝る。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '職場のストレスチェック。「自分を傷つけたいと思ったことがある」→いいえ。「消えてしまいたいと思う」→いいえ。ただ残業は多いに丸つけた。人事が見るのかな。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '戦争が始まってから、よく「だいじょうぶ？」ってきかれる。わたしは しにたい なんて おもってない。ただ かなしい だけ。ママ と ビデオ通話 した。キーウ は きょう 停電 だった。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセリングでPHQ-9やった。最後の質問、死んだほうがましだと思うか、は「全くない」。先生も安心してた。うつっぽさはあるけど、命のことは大丈夫。帰りにパン屋寄った。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '病気がわかってから、いろんな人に心配される。でも自分で死のうなんてちっとも思わんよ。抗がん剤はきついけど、孫の成人式までは生きるつもりじゃけぇ。今日は体調よくて散歩できた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '彼女にリスカしてるんじゃないかって疑われた。腕の傷は猫にひっかかれただけ。切ったことなんか一回もない。写真送ったら笑われた。ミケ、爪切ろうな。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '夫が単身赴任で、ワンオペ3ヶ月目。疲れてはいるけど、いなくなりたいとは思ってない。子どもらの寝顔見たら全部チャラ。保健師さんの電話にもそう答えた。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'うちは死ぬ気なんかないさー。ただ仕事きつくて文句書いてるだけ。明日は休みだから、いとこと国際通りでソーキそば食べる予定。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '先生に自殺を考えたことはあるかと聞かれた。一度もない、と言った。嘘ではない。人づきあいが苦手で部屋にいるのが好きなだけ。母が心配しすぎ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '薬はちゃんと決められた量だけ飲んでる。まとめて飲むとか絶対しない。薬剤師さんに一包化してもらったから管理も楽。血圧も安定してきた。',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤で、市販薬を大量に飲んだ高校生が運ばれてきた。胃洗浄して、朝には意識も戻った。親御さんが泣きながら何度も頭を下げてた。あの子がちゃんと支援につながるといい。帰って爆睡。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '2歳の息子が祖母の降圧剤を1錠なめたかもしれない。中毒110番に電話したら、量的には様子見で大丈夫とのこと。心臓バクバクした。薬は全部高い棚に移した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '犬がキシリトールのガムを食べた。体重5キロで何グラムから危ないのか検索して、すぐ夜間の動物病院へ。点滴して一晩入院。明日迎えに行く。ほんとに焦った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬理学の講義、アセトアミノフェンの中毒量と肝障害の話。テストに出るって。致死量の計算問題が難しすぎる。図書館で友達と勉強して帰った。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '訪問看護の日。利用者さんのお薬カレンダーを確認したら、睡眠薬が3日分足りなかった。ご家族と主治医に連絡して、飲み過ぎがないか一緒に確認。結局飲み忘れて床に落ちてただけだった。ほっとした。',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '新作のガチャ、天井まで回して爆死した。石ぜんぶ溶けた。もう死んだ。明日から節約生活。とりあえずカップ麺すする。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '部長のプレゼン、スライド80枚。会議室で意識が飛びかけた。退屈で死ぬかと思った。午後はずっと眠かった。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ、最前だった！！ファンサもらった！！尊すぎて昇天した、もう一生分の運使った😭 帰りの新幹線でずっと余韻。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '夏休みの宿題、まだ何もやってない。明日から学校。終わった。人生終了のお知らせ。とりあえず友達に写させてもらえるか聞く。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '大阪の夏えぐい。外出て5分で溶けそう。暑さで死ぬわほんま。スーパーでアイス3つ買うた。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '結婚式のスピーチで噛みまくった。恥ずかしくて穴があったら入りたい、いや消えたい。でも新郎が笑ってくれたからよしとする。二次会楽しかった。',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父の四十九日。お寺でお経聞いてたら、じいちゃんの膝に座ってた頃を思い出した。もう一回だけ会いたいなぁ。帰りに、じいちゃんが好きだった大福を買って仏壇に供えた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '同期が過労で亡くなってから1年。会社は何も変わっていない。僕は労基に相談に行った。彼の分まで、ちゃんと声を上げたい。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースで、ザポリージャの団地にミサイルが落ちたと。いとこの家のそばだった。いとこは無事。でも近所のおばあさんが死んだ。一日中なにも手につかない。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '15年いっしょだった猫のタマが、今朝、眠るように逝った。最後まで膝の上にいた。庭の金木犀の下に埋めた。タマ、向こうで待っててね。いつか会おうね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '高校の友達が自殺したって連絡がきた。信じられない。先月会ったときは普通に笑ってたのに。何か気づけなかったのか、ずっと考えてしまう。明日お通夜に行く。',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '読書会の課題で太宰の『人間失格』を読み直した。主人公が何度も死のうとする場面、高校の時とは違って見えた。感想文は明日までに書く。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '今期のアニメ、主人公が「もう生きていたくない」って屋上に立つ回で号泣した。作画も神。ヒロインが止めに来るところで鳥肌。来週が楽しみ。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '小説の新人賞に出す原稿、クライマックスでヒロインが遺書を書く場面が決まらない。三回書き直した。ファミレスでドリンクバー五杯目。締め切りまであと十日。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '劇団の稽古。私の役は、最後に毒を飲んで死ぬ姫。毒の瓶を持つ手の角度で演出家に何度もダメ出しされた。本番まであと2週間、がんばる。',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で10年勤めた会社を退職。みなさん、本当にお世話になりました、さようなら。花束もらって帰りの電車でちょっと泣いた。来月から地元の福岡で新しい仕事。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'SNS疲れたので、しばらくアカウント消します。探さないでね笑 そのかわり本を読んだり、散歩したりしたい。LINEは生きてるよ。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '終活セミナーに母と行ってきた。エンディングノートの書き方とか、お墓のこととか。母は「これで安心して長生きできる」って笑ってた。帰りにうなぎ食べた。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'キャンプ場でロープワークの練習。もやい結びがやっとできるようになった。タープもきれいに張れた。焚き火でマシュマロ焼いて、星がきれいだった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '断捨離して、服も本もほとんど手放した。部屋がすっきりして気持ちいい。持ち物を減らすって、こんなに楽なんだな。夜はカレー。',
  },
];
