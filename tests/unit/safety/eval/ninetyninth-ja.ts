import type { EvalNote } from './types';

/**
 * Japanese notes of the ninetyninth round, written blind: the writers are mostly women and girls aged 13 to 85 living
 * in Japan, among them schoolgirls who are bullied or have just come out, postpartum mothers and mothers of small
 * children, wives living with violence, widows, a woman whose son is missing at the front, Ukrainian evacuees in
 * Osaka and elsewhere, single mothers in debt, a sex worker, nurses and teachers, women with eating disorders,
 * infertility and lost pregnancies, and grandmothers living alone. The 40 crisis notes are spread over all eleven
 * classes and are mostly indirect: invented euphemisms, a date circled, a rooftop fence measured by eye, pills
 * counted, a tie hidden, things given away, a letter in learner Japanese, a to-do list, a psychiatric intake form
 * answered "ほぼ毎日", dark humour, a song the writer owns, and one sentence buried in an ordinary teacher's day.
 * The 40 quiet notes are spread evenly over the seven guards (figurative, othersDeath, fiction, medical, past,
 * everyday, negation) and share the same topics and styles. Styles include plain and polite forms, Kansai-ben,
 * net slang (しぬ, 消えたい in kana), emoji and kaomoji, careless unpunctuated lines, and long entries of 8 to 12 lines.
 *
 * First run, on 36c61e7 (the session's start), before any change made for it: recall 35/40, false
 * alarms 3/40 (on 36c61e7, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'もうきめた 今夜でぜんぶおわりにする ママごめんね ほんとごめん',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうええねん。うち、今晩いなくなるって決めた。誰にも止めさせへん。まあ止めてくれる人もおらんけどな笑',
    crisis: true,
    class: 'intent',
  },
  {
    text: '離婚届、今日も出せなかった。あの人は今夜も酔って帰ってくる。\n実家に電話したら「あんたが我慢しなさい」。シェルターの番号はメモしたけど、かける力が残ってない。\nだったら、終わらせるのはあの人じゃなくて私のほう。今夜、自分の手で自分の幕を引く。今度は本気。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '産後4ヶ月。夜中に3回起きて授乳。\n朝、カーテンのすきまが明るくなってると、ああ、また今日が来たってがっかりする。\n赤ちゃんはかわいい。かわいいのに、私がいなくてもこの子はちゃんと育つ気がする。\n眠ったまま、そのまま目が覚めなければよかったのに。毎朝それを思う。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'きえたい きえたい きえたい。゚(゚´Д`゚)゚。 なにもかもむり あしたがこなければいい',
    crisis: true,
    class: 'passive',
  },
  {
    text: '今日も誰とも話さなかった。テレビだけ。仏壇のお父さんに、もうお迎えに来てくださいって毎晩お願いしているのに、まだ来てくれない。八十にもなって、何のために朝が来るのか分かりません。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '日本に来て一年三ヶ月。ここには空襲警報がない。静かすぎる。\nハルキウにいた時、あのミサイルが私のアパートに落ちていればよかった。そうしたら、こんなに毎日、ふっと消えてしまいたいと思わずにすんだのに。\n日本語教室、今日も休んだ。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科の初診。待合で問診票。\n・気分が沈む、憂うつ → ほぼ毎日\n・眠れない、または眠りすぎる → ほぼ毎日\n・食欲がない → 半分以上\n・自分はダメな人間だ、家族に申し訳ないと思う → ほぼ毎日\n・死んだ方がましだ、あるいは自分を傷つけようと思ったことがある → ほぼ毎日\n最後の項目、ペンが止まったけど、正直に丸をつけた。\n先生は紙をちらっと見て、次の予約を二週間後に入れた。それだけ。',
    crisis: true,
    class: 'passive',
  },

  {
    text: '来月の家賃どうしようってずっと悩んでたけど、よく考えたら心配いらないんだった。来月の私はもういないから(笑) 久しぶりに声出して笑った',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'おばあちゃんが夢に出てきて こっちおいでって手ふってた 起きてから決めた もうすぐ会いにいくね おばあちゃん 今度はずっといっしょ',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お店に来月のシフト出さなかった。店長に「辞めんの?」って聞かれて「まあそんな感じ」って答えた。借金も、客も、体の痛いのも、来月の私にはもう関係ない。月末で全部あがり。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '今日は三者面談が四件。佐藤くんのお母さんの話が長引いて、職員室に戻ったら七時。\n帰りにスーパーで特売の卵と鶏肉。夕飯は親子丼。夫は今日も遅い。\n洗濯物を畳みながら、来週の今ごろ私はもうこの台所に立っていないんだと思ったら、少しだけ肩が軽くなった。\n明日は朝練の当番。小テストの採点も終わらせておかないと。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'あの曲の女の子みたいに、私も夜に駆けていきたい。昔はただのかっこいい曲だと思ってた。歌詞の本当の意味、今ならわかる。今夜、わかりにいく',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'うちの学校の屋上、鍵こわれてるの知ってる。今日の放課後ひとりで上がってみた。フェンス、思ってたより低かった。あいつらの顔もう見なくてすむ方法、見つけた',
    crisis: true,
    class: 'method',
  },
  {
    text: '夫のネクタイを一本、クローゼットの奥からこっそり抜いておいた。あの人は自分が何本持ってるかも覚えてない。使うのは私のほう。',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホームで、いつもの黄色い線の外に一歩だけ出てみた。快速が通過する時の風、ちょっと気持ちよかった。明日はもう一歩。',
    crisis: true,
    class: 'method',
  },

  {
    text: 'カレンダーの20日に赤で丸をつけた。娘の誕生日の次の日。それまではちゃんと笑って、ケーキも焼く。そのあとは、もういい。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'やること\n・スマホのデータ消す\n・サブスク全部解約\n・ミケの預け先 → ゆきちゃんにLINE\n・手紙 清書(3通)\n・部屋かたづける\n・金曜 終電のあと 川の橋\nあと4日',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'また流れてしまった。三回目。先生は「次がありますよ」って。もう次はいらない。\n次の満月の夜、あの子たちのところへ行く。着ていく白いワンピースも、もう選んである。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '夫の四十九日までは、と決めている。法要の段取り、お寺さんへのお布施、義母への連絡。全部きちんとやる。それが終わったら、次は私の番。',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'ゆいへ\nこのノート見つけたら、あたしのコスメ全部あげる。推しのアクスタはあたしと一緒に入れてね。スマホのパスは0817。\nいままでありがと。ゆいだけはずっと味方でいてくれた。ごめんね🙏',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'お天気がいいので、着物を三枚、お隣の娘さんに譲りました。指輪は姪に送りました。通帳と印鑑と、遺影に使ってほしい写真は封筒に入れて、仏壇の引き出しに。これで片付きました。もう思い残すことはありません。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '保育園の連絡帳に「来週からのお迎えは父になります」と書いた。\n子ども二人のアレルギー、好きな食べ物、寝かしつけの歌、全部ノートにまとめて夫の机に置いた。\nパパ、あとはよろしくね。あの子たちには、ママは遠くでお仕事してるって言っておいて。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Мама, 日本語で書くね、先生にほめられたから。\n大阪の桜、見せたかった。ピンクでやさしくて、キーウの栗の花を思い出した。\nもう私のこと心配しないで。仕送りも今月で最後。部屋の鍵は管理人さんに渡しておく。\nごめんなさい。もう十分がんばったよね。愛してる。\nこれが最後の手紙。',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '私のおむつを替えるために、娘は会社を辞めた。五十を過ぎて、あの子の人生はまだこれからなのに。私さえいなくなれば、あの子は自分の暮らしに戻れる。それが私にできる最後の親の務めだと思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '督促状がまた来た。保険の証書を引き出しから出して、金額を何度も確かめた。私が生きて働くより、この紙一枚のほうがよっぽど子どもたちの役に立つ。計算は合ってる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '親にカミングアウトしたらお母さんに泣かれた。お父さんは口きいてくれない。あたしみたいなのがいるせいで家ぐちゃぐちゃ。いないほうがみんな幸せ。まじで。',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'またやっちゃった。腕。長袖の季節でよかった。ティッシュたりない。今夜もたぶんまたやる。やめたくない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日はおにぎり一個とヨーグルト食べてしまった。罰として三日間、水だけ。食べた分は体から消さないと許されない。鏡見るのもいや。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'アイロンを太ももに当てた。じゅって音がして、やっとちゃんと息ができた。痛いと生きてる気がする。跡は水着でも見えないとこ。明日もたぶん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭ゴンゴンしたら、やっと頭の中が静かに成った。おでこ赤い。前髪で隠す。今夜も声がうるさい。またやる気がする',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: '借金は減らない。腰は治らない。子どもは私の前で笑わなくなった。十年後の自分が想像できないし、想像したくもない。どの道を考えても行き止まり。もう続ける意味が見つからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '息子はまだ行方不明のまま。前線からの連絡が途絶えて八ヶ月。待つことに、もう疲れ果てました。明日が来ても何も変わらないのなら、明日なんかいりません。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'お母さんに「最近だいじょうぶ?」ってきかれた。だいじょうぶっていった。だいじょうぶじゃない。これから先もずっとならない 出口ないし もうがんばれない がんばりたくもない',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '夜勤明け。帰りに薬局を三軒まわった。一軒だと一箱しか売ってくれないから。看護師なのに、何やってるんだろう。引き出しの箱が七つになった。並べて数えると、なんだか落ち着く。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '先生には「眠剤効かないです」って言って増やしてもらった。ほんとは飲んでない。ポーチの中にためてる。あと少しで足りる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ワイン2本目🍷 眠剤もいつもの倍のんだ💊 今夜はぐっすり眠れますように。起きなくても、それはそれで。おやすみ世界',
    crisis: true,
    class: 'dose',
  },

  {
    text: '退院して二年。もう大丈夫だと思ってた。なのに最近、あの頃の考えが戻ってきた。夜になるとベランダの手すりばっかり見てる。先生にはまだ言えてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて412日だったのに。カウンターリセット。またはじまった。今度はとめられる気がしない。。。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒して三年。今日、コンビニでワンカップを二本買って、公園で飲んだ。お酒と一緒に、あの頃の「消えたい」も帰ってきた。前よりずっと大きい声で。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: '期末テストまじで死ぬ。数学しぬしぬ(´;ω;`) 終わったらみんなでカラオケ行く!',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で部長の名前を言い間違えた。恥ずかしくて消えたい…穴があったら入りたい。明日どんな顔して出社すれば。まあいいや、寝よ',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '双子の寝かしつけで死ぬほど疲れた。魂ぬけてる。でも寝顔は天使👼👼',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日のバイトしんどすぎて死んだわ。店長うちら殺す気か。でもまかないのカレーうまかったから許す',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夫の実家の法事。正座三時間で足が死んだ。お義母さんの嫌味で心も死んだ。帰りに一人でパフェ食べて生き返った。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの結婚発表で昇天した。もう生きていけない(笑)って思ったけど、ツアーのチケット当たったので生きます',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'ウクライナの従兄がバフムトの近くで戦死したと連絡があった。母は電話口でずっと泣いていた。\n私は日本の小さな台所で、何もできずにボルシチを作った。彼の好物だった。\n夜、子どもたちと一緒にろうそくを一本ともした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '16歳の猫のミルを、今日動物病院で見送った。先生の注射は本当に静かだった。最後まで私の指をなめてた。ありがとう、うちの子になってくれて。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同じ病棟の看護師が先月、自ら命を絶った。今日はお別れの会だった。\n夜勤の休憩でよく一緒にコンビニのプリンを食べた子。\n誰も気づけなかった。私も。\n帰りに師長と少し話して、病棟でメンタルの勉強会をやろうと決めた。\n気づける人になりたい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '主人が亡くなって一年。仏壇にお茶をあげて、今日は一人で主人の好きだった海まで行ってきました。寂しいけれど、ご飯はちゃんと食べています。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また避難所が空爆されたって。子どもが何人も。見ていられなくてテレビ消した。祈ることしかできないのがくやしい',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'クラスの子のお兄さんが事故で亡くなった。お葬式行った。死ぬってこんなに急なんだ。家帰ってお母さんに抱きついた',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: '小説の最終章、ヒロインが冬の橋から身を投げる場面を書いた。書きながら泣いた。でもこの結末じゃないと物語が閉じない。明日推敲する。締切まであと十日。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '『ノルウェイの森』を読み返した。直子の章はやっぱりつらい。高校の時とは違うところで泣いた。四十になって読むと、レイコさんの方に心が寄る。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢みた。私がビルの屋上のへりに立ってて、下を見たら海だった。ぞっとして目が覚めたら朝で、息子がトースト焼いてくれてた。夢でよかった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームでヒロインが毒を飲むシーン、演出エグすぎ…トラウマ級。でもストーリー神。2周目いく',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '演劇部の台本、私の役は最後に遺書を残して消える女の子。長ゼリフ覚えるの大変。先輩の演技指導がきびしい💦 本番まであと二週間!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今日読んだ漫画で主人公が「もう消えたい」って言うコマ、めちゃくちゃわかるってなった。わかるけど、私は今わりと元気。続き買お',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。過量服薬で運ばれてきた二十代の女性、処置して状態は安定。朝、お母さんが来て泣いていた。精神科に申し送りして帰宅。ぐったり。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '採卵、今日は12個とれた。注射のあざだらけのお腹を見て、よく頑張ったねと自分をほめた。移植は来月。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の薬を一週間分、ピルケースに分ける。朝3錠、夜2錠、寝る前に睡眠薬を半錠。間違えないように二回数えた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後一ヶ月健診で、産後うつの質問票に答えた。点数は低め。助産師さんに「眠れてる?」と聞かれて、夜は夫と交代で見てるので大丈夫です、と答えた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ポチの抗がん剤、今日で3回目。獣医さんが副作用は少ないって。帰りに少しだけお散歩もできた🐕',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '生理痛ひどすぎてロキソニン1錠。用量守ってる。お腹にカイロ貼って寝る。明日は休みたい',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '三年前の今日、私は救急車で運ばれた。\nあの夜のことは、もう遠い。\n今朝は5キロ走って、娘とホットケーキを焼いた。\n生きててよかったって、今ははっきり言える。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '摂食障害で入院してた頃の日記が出てきた。体重の数字ばっかり。今の私はショートケーキを一切れ食べて、おいしいって書ける。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学のころ、腕を切っていた。跡はまだ白く残ってる。今日、娘に聞かれたから、昔つらいことがあったけど、今はもう大丈夫だよって話した。娘はぎゅってしてくれた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'あの人から逃げてシェルターに入って五年。あの頃は毎晩、消えたいと思ってた。\n今日、自分の名義の部屋の鍵をもらった。\n誰にも怒鳴られない部屋。カーテンは黄色にする。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'キーウから逃げてきた最初の冬は、朝が来るのが怖かった。あれから二年。今日、介護の資格に合格した。利用者のおばあちゃんに「ターニャちゃん」って呼ばれてる。',
    crisis: false,
    guard: 'past',
  },

  {
    text: '100均でロープと洗濯バサミ買った。ベランダに物干しロープ張ったらめっちゃ乾く!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前の最後の夜。ご近所さんにさよならの手紙を書いて、鍵を大家さんに返した。新しい町、楽しみ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から川の花火見た🎆 めちゃくちゃきれいだった 人混みやばかった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上の菜園のトマトが赤くなった。包丁で切ってみたら甘かった。来年はナスもやる。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガスの点検の人が来た。元栓の位置を教えてもらった。給湯器も古いから交換かな。出費が…',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '部屋の断捨離。服を三袋ぶん友達にあげて、アクセは妹に譲った。すっきり!明日は本棚やる',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: 'カウンセラーに「死にたい気持ちはありますか」と聞かれた。ない、と答えた。本当にない。ただ疲れていて、ゆっくり眠りたいだけ。薬を軽いのに変えてもらった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '別に消えたいとかじゃない。ただひとりになりたいだけ。今日はスマホ切って温泉いく♨️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。この戦争が終わってほしいだけ。息子に帰ってきてほしいだけ。それだけです。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金はきつい。でも死ぬ気なんかない、子どもがいるし。明日、法テラスに相談の予約入れた。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '不安で眠れない夜。でも自分を傷つけたいとは思わない。ホットミルク飲んで、また羊を数える🐑',
    crisis: false,
    guard: 'negation',
  },
];
