import type { EvalNote } from './types';

/**
 * Japanese notes of the ninetyfirst round, written blind: the writers are mostly people of the online
 * world (gamers, streamers, fandom teens, Discord and group-chat regulars, gacha debtors, meme posters),
 * with students, a postpartum mother, a carer's burdened elderly father, a volunteer veteran back from
 * Ukraine, Ukrainian evacuees in Japan (Kharkiv, Mariupol, Kherson), a nurse, a person in chronic pain,
 * people in recovery and an LGBT teen. 40 crisis notes spread over all eleven classes, nearly all written
 * around the textbook words (invented euphemisms such as "unplugging the console", "graduating from this
 * world", "becoming a star", acts told without intent: pills counted, a railing measured, a bridge scouted,
 * a date circled, things handed over, a rehearsal), and 40 quiet notes spread evenly over the seven guards
 * and kept as close as possible in topic and style (net-slang しにたい/消えたい used figuratively, deaths of
 * friends and streamers, game/TRPG/anime/fan-fiction plots, ODs seen at work and screening forms answered no,
 * past crises told as over, moving house and ending-note classes, explicit negations). Styles on both sides:
 * long multi-line entries, one-liners, lists, a letter, a screening form, answered questions, Kansai-ben and
 * western-dialect elderly speech, all-hiragana without punctuation, ｗ/草, emoji and kaomoji.
 *
 * First run, on 00081d8 (the session's seventh commit), before any change made for it: recall
 * 37/40, false alarms 6/40 (on 781ee06, the session's start: recall 38/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'ランクもう潜らん。フレンドにも何も言ってない。てかこのサーバーからそろそろ落ちようと思ってる。回線じゃなくて本体の方な。言ったら止められるから言わない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '配信者としてのやることリスト\n・最終回配信は来週土曜。リスナーには「引退」って言う\n・サブ垢とゲーム内アイテム、ぜんぶモデのゆうまさんに譲渡\n・機材はメルカリ、売上は妹の口座へ\n・猫のきなこは妹に。妹には「長期の旅行」って説明した\n・固ツイ、予約投稿セット済み\n・最後にちゃんとお風呂入る\nこれで全部。思ったより少なかった',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '推しの誕生日の次の日にするって決めた。誕生日だけはちゃんとケーキ買ってお祝いしたいから。それまではがんばれる。カレンダーのその日に小さく★つけた。誰も意味わかんないと思う',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'うちの部屋11階なんだけど、ベランダの柵メジャーで測ったら112cmだった。椅子あれば余裕じゃんって思ってから、ずっとそればっか考えてる笑\u3000笑えんけど',
    crisis: true,
    class: 'method',
  },
  {
    text: '処方の眠剤、飲んだふりして貯めてる。いま37錠。あと2週間分たまれば足りると思う。何に足りるかは書かない',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ママが夜中に電卓たたいてため息ついてるの見ちゃった。私の通院費とカウンセリング代がなければもっと楽なんだよね。私がいなくなれば計算合うじゃん。これってたぶん正しい計算',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'きょうもやった。腕はバレるから太もも。カッターの刃、新しいのに替えた。血見るとすっと落ち着くのなんなんだろ。配信は長袖とブランケットでごまかす',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '「あの考え」なしカウンター、412日でリセット。\n頭のなかで「もういいよ」ってやつがまた大音量で流れてる。\n前は病院のベッドで目が覚めた。\n今回はうまくやれる気がしてるのが、いちばん怖い',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '「明日なんか来なくていい」って、中学のとき好きだったバンドの歌詞。いまはもう完全に自分の言葉になってる。30になっても40になっても、この6畳でこの画面見てる未来しか見えない。それをあと50年やるくらいなら、もう続けなくていい',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'もうええわ。今夜でしまいにするわ。誰にも言わんとくけど、ここにだけ書いとく。ほなな',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て一年。ママはハルキウに残った。電話がつながらない日が今日で四日目。もしママがもうこの世にいないなら、私もすぐ同じところへ行く。ママを一人にしない。日本語の先生にもホストファミリーにも言えない',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Discordサーバーの管理者権限、ぜんぶれんくんに移した。「しばらく来れない」ってだけ言った。ピン留めに「今までありがと」って書こうとして消した。明日には察してもらえればそれでいい',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '最近、駅のホームでいつも黄色い線の外に立ってる。快速はこの駅通過するから、何時何分に来るか乗換アプリで全部調べた。スクショもした。調べてる自分を、もう一人の自分が遠くから見てる感じ',
    crisis: true,
    class: 'method',
  },
  {
    text: 'きのう練習した。クローゼットのポールとベルトで。途中でこわくなってやめた。次はこわくならないように、先にお酒飲んでからにする',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カウンセラーのアンケート。「この2週間、死んだほうがましだ、あるいは自分を何らかの方法で傷つけようと思ったことがありますか」→「ほとんど毎日」に丸した。正直に書いたの初めて。でも次の予約は3週間後',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'おかんから「最近だいじょうぶ？」ってLINE。「だいじょぶー！」ってスタンプ返した。\nだいじょぶじゃない。朝からずっと、消えたい消えたい消えたいしか頭にない',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ワイの人生クソゲーすぎて積んだわｗ リセマラもできんし、そろそろ電源ごと引っこ抜こかなｗｗ\nいや草生やさんと書けんだけで、マジで言うてる',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ゼミ発表おわった。質問にうまく答えられなかったけど教授は「まあいいでしょう」って。\n昼は学食のカツカレー。\nバイトは休み。\n帰りに本屋で新刊買った。\n夜は積みゲー少し進めた。\nシャワー浴びて、部屋も片付けた。\n家にある薬、ぜんぶシートから出して机に並べた。水も2リットル用意した。\nこれで明日のことはもう考えなくていい。\nおやすみ',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'たっくんへ。\nきみに借りてたSwitch、玄関に置いとくね。あつ森の島もあげる。住民のみんな、大事にしてあげてね。\nたぶんもういっしょに遊べない。\nごめんね、先に行くね。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '赤ちゃん、夫とお義母さんが抱っこすると泣きやむ。私が抱くと泣く。\nこの子は私がいないほうが幸せに育つ。\nベランダに洗濯物干しに出るたび、そう思う',
    crisis: true,
    class: 'burden',
  },
  {
    text: '今日もほぼ食べてない。食べたら罰としてトイレで吐く。体重計の数字が減るたびに「ざまあみろ」って自分に言ってる。ふらふらするけどそれでいい。痛いくらいじゃないと、ここにいていい気がしない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターで手の甲あぶった(´・ω・`) ちょっとスッキリ。またやりそ。ばんそーこー足りん',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ウクライナで義勇兵やって帰国して半年。\n左足は膝から下がない。\n仕事の面接は3つ落ちた。\n夜はヘリの音で目が覚める。花火の音でも。\nみんな「そのうちよくなる」って言う。\nよくなった自分がまったく想像できない。\nこの先を続けていく理由を探すのも、もうやめた',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'きょうでおわりにする きめた もうなにもいらない ごめんねみんな',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ホームセンターで練炭とガムテープ買った。レジの人に「バーベキューですか？」って聞かれて「はい」って答えた。車の中でやるつもり。目張りの仕方も見た',
    crisis: true,
    class: 'method',
  },
  {
    text: '下見に行ってきた。橋の真ん中、欄干はちょうど胸の高さ。下の川、思ったより深そう。夜11時過ぎるとほとんど人が通らない。金曜にする',
    crisis: true,
    class: 'plan',
  },
  {
    text: '断薬して2年。今日、あの頃入り浸ってた掲示板をまた開いてしまった。方法のスレ。閉じれなかった。救急車で運ばれた日がもうすぐ来る。またあっち側に引っぱられてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'わしは長生きしすぎた。息子夫婦はわしの世話で旅行にも行けん、孫の部活の試合も見に行けん。わしさえおらんようになれば、みんな楽になる。医者の薬を少しずつ飲まんで残しとる',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'カミングアウトしたら父に「そんな子に育てた覚えはない」って言われた。じゃあ育てなきゃよかったのに。明日の朝、目を開けなくていいなら、それがいちばんいい',
    crisis: true,
    class: 'passive',
  },
  {
    text: '推しが卒業するなら、私もいっしょにこの世から卒業する。本気。固ツイはもう「いままでありがとう」に書き換えた🎓',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '配信スケジュールの来週の欄に「次回はありません」って書いた。休止じゃない。星になります🌟って言ったら、リスナーはネタだと思うかな',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ハムスターのもちを、ゆいちゃんに預けた。「一週間だけね」って言ったけど、ほんとはずっと。エサとケージの説明書も手書きでつけた。これで心配なこと、もうない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ガチャで作った借金、リボと消費者金融あわせて380万。親には言えない。返せる未来が1ミリも見えん。完全に詰み。人生コンティニューしないって選択肢しか、もう残ってない気がする',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'ストゼロ3本目＋残ってた頭痛薬ぜんぶ流しこんだ。いま視界ぐるぐる。これで朝起きなかったらそれでいい。いいねだけ押しといて',
    crisis: true,
    class: 'dose',
  },
  {
    text: '「市販薬 何錠で」って検索したら相談窓口のバナーが出てきた。閉じて、言い方を変えてもう一回検索した。うちの救急箱にあるやつで足りるかどうか、それだけ知りたい',
    crisis: true,
    class: 'method',
  },
  {
    text: '今夜、自分で幕を引く。もう迷ってない。最後にもう一回だけ推しのMV見てから',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ランク落ちた瞬間、壁殴った。何回も。拳が紫。そのあと自分の頭も殴った。バカな自分は痛い目見ないとわからんから。明日もたぶんやる',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'カウンセリングで「最近、あの考えは出てきますか」と聞かれて「いいえ」と答えた。\nうそ。先月から、また毎晩どこかの屋上から落ちていく自分を想像してる。3年ぶり。\n言ったらまた入院になるから言えなかった',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '手帳の3月24日に赤ペンで丸をつけた。\n夫とマリウポリで連絡が途絶えてから、ちょうど二年の日。\n去年の秋、夫のことが正式に知らされた。\n娘は東京の大学に入って、寮で元気にしている。\n学費の書類と通帳と印鑑は、全部ひとつの封筒に入れて姉に送った。\nアパートの解約日も同じ日にした。\nその日、私も夫のいるところへ行く。\n日本の桜は、見なくていい',
    crisis: true,
    class: 'plan',
  },
  {
    text: '痛みで毎晩3時に目が覚める。横断歩道で信号待ちしながら、トラックにでもはねられたら楽になるのにってぼーっと思ってる。自分から飛び出す元気もない',
    crisis: true,
    class: 'passive',
  },

  // ---------------- quiet ----------------
  {
    text: 'テスト期間マジでしぬ😇 数学で爆死した もう無理しにたい（しない）とりあえずラーメン食べて寝る',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ランクマで味方に戦犯扱いされてメンタル死んだｗ 今日はもう消えるわ、おやすみ〜 明日デイリーだけやる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのファンサもらって尊すぎて死んだ。成仏した。今日から私は幽霊です👻 明日の公演のチケットもあるし最高の人生',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議、部長にボロカスに言われて死ぬかと思たわ。穴があったら入りたいわ。帰りにたこ焼き買うて帰ったらだいぶ元気出た',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '配信でやらかした。マイクミュートのまま30分しゃべってた。恥ずかしすぎて消えたい。でもその切り抜きがバズってフォロワー200増えた。人生わからん',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'バイト12連勤で屍。もう灰。完全に燃え尽きた。明日休みだから一日中寝て生き返る予定',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ずっと一緒にゲームしてたフレンドが亡くなったって、お姉さんからDMが来た。バイクの事故だったって。彼のアカウントはまだオンライン表示のまま。最後のメッセージ「また明日な」を何回も見てる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'キーウの従兄が前線で戦死した。\n写真のなかの彼はまだ二十三歳。\n子どもの頃、夏はいつもドニプロ川で一緒に泳いだ。\n叔母は電話でずっと泣いていた。\n日本の夜は静かすぎて、私の泣き声が部屋に響く。\n明日は日本語学校を休んで、オンラインのお葬式に出る。\nそのあと、ちゃんとご飯を食べる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '17年一緒にいた猫のミーを、今日病院で眠らせてもらった。最後は私の腕のなかで。首輪をはずして机の上に置いた。ごはん皿がまだ片付けられない',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '好きだった配信者さんが亡くなったってニュース。タイムラインが黒いアイコンだらけ。会ったこともないのに、こんなに喪失感あるんだね。アーカイブ見ながら泣いてる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ばあさんが逝って三回忌。仏壇に好物のおはぎを供えた。わしもそのうち向こうで会えるじゃろうが、それまではのんびり盆栽でもいじっとるよ',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '朝、人身事故で電車が止まって振替輸送で1時間遅刻。知らない人だけど、一日中その人のこと考えてた。ご家族はどんな気持ちだろう',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ホラゲ実況、ラスト主人公が崖から飛び降りる選択肢選んだらバッドエンドだった。コメ欄「草」で埋まった。明日トゥルーエンド回収する',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '二次創作の小説書いてる。推しが最終章で自分から身を投げる展開にするか迷い中。解釈違いって言われそう。締め切りは即売会の2週間前',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢の中で、自分のお葬式を天井から見てた。みんな泣いてなくて普通にしゃべってた。起きたら汗だく。変な夢。朝ごはんは納豆ごはん',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'アニメ最終回、ヒロインが「わたしのいない世界で幸せになってね」って消えていくの、しんどすぎる。3回見た。ティッシュ一箱なくなった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'TRPGのセッションで、私の探索者がSAN値ゼロになって屋上から…ってロールしたらGMが拍手してくれた。キャラロスト悲しいけど最高の回だった',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '作詞の授業の課題。「消えてしまいたい夜に」ってタイトルで書いた。先生に「暗いけど言葉がいい」って褒められた。次はもっと明るいのも書いてみる',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夜勤。\nODの患者さんが救急から上がってきた。二十歳。\n胃洗浄のあと、ずっと天井を見てた。\n点滴の速度を確認して、バイタル測って、声をかけた。\n申し送りしながら、自分の妹と同い年だと気づいた。\n精神科のリエゾンの先生が朝いちで来てくれるそう。\n帰ってシャワー浴びて寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '心療内科で眠剤が1錠から半錠に減った。先生に「調子よさそうですね」って言われた。お薬手帳にシール貼って帰った',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '親知らず抜いた。ロキソニン3日分もらった。顔パンパンで配信できない顔してる🐹',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院でうさぎの注射。体重1.8kgで薬の量を計算してもらった。「よく食べてますね」って言われて安心した',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニック。夜中の痛みがひどいので、先生と相談して痛み止めを少し増やすことに。毎晩3時に目が覚めるのが減るといいな',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '産後2週間健診。質問票の「自分を傷つけるという考えが浮かんだ」は「まったくなかった」に丸。助産師さんと赤ちゃんの体重の話で盛り上がった',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '3年前の今日、私は救急車で運ばれた。今日はその日を、友だちと焼肉で上書きした。生きててよかったって、はじめて声に出して言えた',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔はよく腕を切ってた。いまは跡の上にタトゥー入れた。推しのモチーフ。見るたびに、あの頃の自分に「よくがんばったね」って言ってる',
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学のとき、いじめで毎日消えたいって思ってた。いまは大学でeスポーツサークルの部長。昨日、大会で準優勝した。あの頃の自分に見せてやりたい',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒5年。ミーティングで5年のメダルもらった。昔は毎晩記憶なくすまで飲んで、朝が来なければいいと思ってた。今は朝が来るのが楽しみ',
    crisis: false,
    guard: 'past',
  },
  {
    text: '占領下のヘルソンで過ごした八か月。\n検問所の兵士、停電、地下室。\nあの頃は何度も「もう終わりにしたい」と思った。\n今は大阪で日本語を勉強して、パン屋で働いている。\n朝4時起きはつらいけど、焼きたてのにおいが好き。\n今日はじめて、お客さんと関西弁で冗談を言えた。\n「おおきに」がちゃんと通じた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の冬、ODして入院した。そのときの主治医にさっきスーパーで偶然会って「元気そうだね」って。ちゃんと元気です、って言えた',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'ホームセンターでロープと結束バンド買った。ベランダのグリーンカーテン用。ゴーヤ今年こそ育てる🌱',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し準備。フィギュアも漫画も友だちに譲った。新居せまいから。猫は先に実家に預けた。来週から新生活！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'サークルで屋上の高さ測ってドローン撮影の計画立てた。地上42m。許可もとった。金曜の夜に夜景撮る',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '最後のログイン。このゲーム今日でサービス終了。0時ちょうどにサーバーが落ちる瞬間をみんなでVCで見届けた。さよなら、ありがとう',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '区の「エンディングノート講座」に行ってきた。通帳のありかとか、パスワードとか、お葬式の希望とか書く欄がある。元気なうちに書いとけって娘に言われて。帰りに喫茶店でプリン',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'しにたいわけじゃない。ただ一週間くらい誰とも話さずに寝ていたい。スマホの通知全部切った。明日には回復する予定',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友だちに「最近、消えたいとか思ってない？」って聞かれた。ちゃんと考えて、思ってないって答えた。疲れてるだけ。そう言えてよかった',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'いいえ、私は死にたいんじゃない。戦争が終わってほしいだけ。ハルキウの家に帰って、母のボルシチが食べたいだけ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金のこと考えると頭おかしくなりそう。でも死ぬ気はない。弁護士に相談の予約した。債務整理ってやつ。明日10時',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ネトゲで「お前なんか消えろ」って言われた。消えてやらんし、ブロックしてやった。ざまあ。次のレイドは22時から',
    crisis: false,
    guard: 'negation',
  },
];
