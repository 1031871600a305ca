import type { EvalNote } from './types';

/**
 * Japanese notes of the forty-fifth round, written blind (the writers saw neither the detector nor any earlier round): writers range from a 14-year-old bullied boy and
 * LGBT high-school girls to an 85-year-old widow and a rice farmer, and include Ukrainian evacuees in Japan
 * (a widow, a teen from Odesa, a Kharkiv woman writing in simple hiragana, a wounded veteran and a former POW
 * in rehab), a Kansai shop owner in debt, a postpartum mother, nurses, a vet, carers, people with chronic pain,
 * a recovering drinker, a student with revolving-credit debt and office workers. 40 crisis notes (intent 4,
 * passive 4, euphemism 4, method 4, plan 3, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3)
 * and 40 quiet notes (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5).
 * Styles: plain and polite forms, Kansai-ben and old rural speech, net slang (しにたい, 消えたい, リスカ, OD,
 * メンクリ), emoji and kaomoji, one romaji note, lists and timetables, a letter, an answered questionnaire, a
 * LINE reply, questions to oneself, a self-owned song line, dark gamer humour, no-punctuation notes, and notes
 * from one line up to 9-10 lines where the crisis sits in a single sentence.
 *
 * First run, on ecd1fa5, before any change made for it: recall 36/40, false alarms 1/40
 * (on 58e7aef, the stop's start: recall 35/40, false alarms 0/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'もう決めた。今夜でぜんぶ終わりにする。止めないで(´・ω・`)',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'もうええわ。店も借金もどうにもならん。今晩で自分にケリつけるつもりや。嫁と娘には悪いけど、もう決めてん。',
    crisis: true,
    class: 'intent',
  },
  {
    text: `今日のこと。
朝、英語の小テスト。たぶん7割。
昼休みはいつも通り図書室。
放課後、お母さんが私のスマホを見てた。彼女とのLINE全部。
「気持ち悪い」って言われた。お父さんには「病院に連れていく」って。
晩ごはんは食べなかった。
日記帳を開いたのは、書いておきたかったから。
明日の朝はもう来なくていい。今夜、自分で終わらせる。
ミキ、ごめんね。大好きだよ。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'にほんごで かく。ママが よめないように。ハルキウの いえ もう ない。おっと は もどらない。わたしは もう いきるの やめる。きょう。',
    crisis: true,
    class: 'intent',
  },

  {
    text: '母からLINE「最近元気？」。「元気だよ〜😊」って返した。元気じゃない。毎晩、このまま朝が来なければいいのにって思いながら寝てる。',
    crisis: true,
    class: 'passive',
  },
  {
    text: `夫が逝って三年になります。
娘は東京、息子は大阪。電話は月に一度。
朝起きて、仏壇にご飯をあげて、テレビをつけて、それで一日が終わります。
毎晩お父さんに「早く迎えに来てください」とお願いしています。
朝、目が覚めると、ああまた今日もかとがっかりするのです。`,
    crisis: true,
    class: 'passive',
  },
  {
    text: '消えたい消えたい消えたい🫥 存在ごとなかったことにしてほしい。最初から生まれてこなければよかった',
    crisis: true,
    class: 'passive',
  },
  {
    text: '夜勤明け。帰り道、信号待ちのたびに、トラックが突っ込んできてくれないかなって本気で思う。今朝もずっとそう思ってた。',
    crisis: true,
    class: 'passive',
  },

  {
    text: 'ずっとリピートしてる曲の「僕がいなくなっても 世界はちゃんと回る」ってとこ、私のことだ。ほんとにそう。だから今夜いなくなっても大丈夫。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'そろそろこの人生ログアウトしますわw セーブデータは消しといてください。コンティニューはしません',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'アンドリー、もうすぐそっちに行くね。向こうで待ってて。日本の桜、一緒に見たかったな。子どもたちはオーリャ姉さんに頼んだから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'わしの田んぼはもう誰にも継がせん。今年の稲刈りが済んだら、わしも戻らん遠いところへ行く。ばあさん、もうちいと待っとれ。',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: '駅のホーム、黄色い線の外側に立ってた。次の快速なら一瞬かなって、通過する電車の数を数えてた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '「練炭 買える場所」って検索した履歴、消しとかなきゃ。車はある。窓の目張り用のテープも家にある。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'なんで生きてるんだろう。明日もこれ続けるの？あと何十年も？もういいんじゃない？会社の屋上、鍵かかってないの知ってるよね？',
    crisis: true,
    class: 'method',
  },
  {
    text: `赤ちゃんが3時間泣きやまない。
抱っこしてもミルクあげてもだめ。
ベビーベッドに置いて、ベランダに出た。
8階から下を見てたら、ここから落ちたら全部終わるんだって、手すりに足をかけてた。
泣き声で我に返った。
夫は今日も終電。まだ怖い。またベランダに出てしまいそう。`,
    crisis: true,
    class: 'method',
  },

  {
    text: `金曜までにやること
・部屋を片付ける
・スマホ初期化
・ミケの餌と水を多めに、大家さんに鍵を預ける
・銀行のお金は弟に
・金曜の夜、あの橋へ`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '30歳になる前にって決めてる。誕生日の前の日。場所も下見した、あの海岸。天気予報も見た。晴れらしい。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `義足の調整で日本に来て2か月。
リハビリの先生はやさしい。病院のごはんも悪くない。
でも夜になると、あの塹壕に戻る。
仲間は誰も残っていない。なぜ俺だけ。
昨夜、部屋でベルトとドアノブで試した。途中でやめた。
次はやめない。退院の前の晩にする。`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `お母さんへ
今まで育ててくれてありがとう。
反抗ばっかりでごめんね。
通帳とハンコは机の二番目の引き出しに入ってます。
チョコの散歩は朝と夜の二回、忘れないでね。
お母さんのせいじゃないよ。
さようなら。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'きょう、ずっと大事にしてたギターを後輩にあげた。「え、いいんすか」って。いいんだよ、もう弾かないから。パスワードも全部ノートに書いて、机の上に置いた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'インスタのアカウント、妹にあげた。パスワードも教えた。「なんで？」って聞かれたけど答えなかった。オデーサのみんな、日本のみんな、今までありがとう。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みんな今までありがと🙏 最後にこれだけ書いとく。楽しかったよ、ばいばい',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '私がいなければ、夫は介護から解放される。子どもの塾代だって私の治療費に消えてる。いない方が、この家はきっとうまく回る。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '年寄りが長生きしても迷惑なだけじゃ。嫁の顔を見とればわかる。わしさえおらんようになれば、みんな楽になる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'ホストファミリーの家にもう半年。やさしくしてもらうほど、私は重荷だとわかる。ウクライナにも帰れない。私がいない方が、みんなずっと楽になる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'クラスのやつらも親も おれがいないほうがせいせいするでしょ 実際そういわれたし いなくなってやるよ',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'またリスカした。今日は深め。血が止まるまでぼーっと見てた。明日も長袖。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'きょうは何も食べない。昨日食べすぎた罰。お腹が鳴るたびに、ざまあみろって自分に言ってる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火を腕に押しつけたい。ライターずっと握ってる。さっき一回やった。まだ足りない',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁殴って拳血だらけ。もっと痛くなればいい。こんな自分、痛い目見て当然。明日もやる',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: '母はまだ占領された町にいる。三週間連絡がない。戦争は終わらない。日本で皿を洗う毎日。この先に何もない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `今日の記録
起床12時
バイト休んだ
リボ残高 243万
督促の電話3件、出てない
親には言えない
飯 カップ麺1個
この先、何をどうしても返せる気がしない。
良くなる未来が1ミリも想像できない。
もう生きていく気力もない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `カウンセリング前の質問票、正直に書いてみた。
Q. 将来に希望を感じますか → いいえ
Q. 状況はいずれ良くなると思いますか → 思わない
Q. この2週間、死んだ方がましだと考えたことは → ほとんど毎日
書いたあと、先生に渡さずにカバンにしまった。`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '睡眠薬、少しずつ貯めてる。いま42錠。OD用。あと少しで足りるはず。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'さっきくすりぜんぶのんだ おさけでながした ねむい これでいい',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ウイスキー一本空けて、頭痛薬も箱ごといった。どうなってもいい。むしろどうにかなってほしい',
    crisis: true,
    class: 'dose',
  },

  {
    text: '断酒して2年。今日コンビニでストロング缶6本買って、全部飲んだ。あの頃の「消えたい」がまた戻ってきた。今度は止まれない気がする',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'sannen buri ni kattaa wo te ni totta. yameteta noni. ano koe ga mata kikoeru, kiero tte. kyou wa tabun yaru',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '未遂から一年。もう大丈夫だと思ってた。希死念慮、ひさしぶりに戻ってきた。昨日、気づいたらまたあの橋の上にいた。',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: '試験勉強マジで死ぬ 有機化学とか誰が考えたん 死ぬほど眠い💀 あと3日がんばる',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ここのたこ焼き、うますぎて死ぬかと思たわ。ほんま殺人的やで。また来週も行こ。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '恥ずかしすぎて消えたい…会議で部長のこと「お母さん」って呼んじゃった(´；ω；`) 穴があったら入りたい',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しのライブ、尊すぎて召された。完全に成仏した。我が生涯に一片の悔いなし🙏✨',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業で完全に死んでる。ゾンビ状態。でもプロジェクト今週で終わるから、来週は有給とって温泉行く！',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '昨日の飲み会のせいで胃が死んでる。もう二度と飲まない（三回目）',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: '今日、弟が前線で戦死したと知らせが来た。22歳だった。日本にいる私は何もできない。ママに電話して、二人でずっと泣いた。日曜日、教会でお祈りする。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ポチを動物病院で見送った。16歳。最後は私の腕の中で静かに眠った。たくさんの散歩、ありがとうね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '高校の同級生が自殺したって聞いた。お通夜に行った。なんで気づけなかったんだろう。今度、みんなで集まる約束をした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友達がまた一人逝った。これで同期会も四人。寂しいもんじゃ。わしにはまだ畑がある。明日は大根を抜く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースでハルキウにまたミサイル、死者12人。知ってる通りの名前が出てきて手が震えた。ターニャに電話したら無事だった。よかった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって今日で一年。子どもたちと公園でろうそくを灯した。泣いたけど、この子たちのために生きていく。',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: '『ノルウェイの森』読み終わった。直子のところで、しばらく動けなかった。次は軽いのを読もう。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'エルデンリングで今日100回は死んだw ボス強すぎ。明日こそ倒す',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '小説の続き。主人公が屋上から飛び降りるシーンまで書けた。編集さんには暗すぎるって言われそう。締切は来週の水曜。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。自分のお葬式に自分が出てて、みんな笑ってた。起きてから自分も笑った。夢占いだと吉夢らしい。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'バンドの新曲、歌い出しを「消えてしまいたい夜に」にした。書いたのは私。暗いけどサビは最高にアガる。ライブは来月！',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマ最終回、主人公が遺書を残して海へ…ってとこで号泣した。いいドラマだった。来期は何見よう',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。ODで運ばれてきた20代の子、処置して落ち着いた。朝、お母さんが来て泣いてた。申し送りして帰宅、寝る。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、今日から1錠から半錠に減った！先生にもほめられた。ちょっとずつ。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日は安楽死が2件。獣医になって15年、慣れることはない。帰りにケーキ買って、うちの犬をいっぱい撫でた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めは1日3回まで。今日は2回で済んだ。リハビリで10メートル歩けた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'はじめての日本の病院。通訳さんと一緒に行った。薬の飲み方を紙に書いてくれた。朝と夜に1錠ずつ。安心した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '母の抗がん剤、今日で3クール目。髪が抜けてきたので、二人で帽子を買いに行った。母は赤いのを選んだ。',
    crisis: false,
    guard: 'medical',
  },

  {
    text: '三年前の今日、薬をたくさん飲んで救急車で運ばれた。今日は娘と動物園に行った。キリンを見て娘が笑った。生きててよかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて500日。傷あとはまだあるけど、今日は半袖で出かけた。誰も何も言わなかった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔、あの橋から飛び降りようとしたことがある。今日、その橋を自転車で渡った。風が気持ちよかった。もう怖くない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: `捕虜だった7か月のこと、今日はじめてカウンセラーに話した。
あのころは毎晩、明日の朝が来なければいいと思っていた。
今は日本でリハビリ中。
今日、義手でお箸が使えた。
看護師の佐藤さんが拍手してくれた。
夜、妻とビデオ通話。娘が歌を歌ってくれた。
来月、リヴィウに帰る。`,
    crisis: false,
    guard: 'past',
  },
  {
    text: '中学のとき、ずっと消えたいと思っていた。いま私は中学校の保健室の先生。今日、あの頃の私と同じ顔をした子の話を一時間聞いた。',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'ホームセンターでロープと脚立を買った。明日は庭の柿の木の剪定。腰に気をつけないと。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前、最後の日。大家さんにさよならの手紙を書いて、鍵と一緒にポストに入れた。新しい部屋は駅近！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '終活ノート、書き始めた。葬儀は家族葬で、遺影の写真はこれ、と。書いたらすっきりした。来週は孫の運動会。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `今日の日記
6:30 起床、弁当作り
8:00 子ども送り出す
10:00 スーパー。包丁を新しいのに買い替えた
13:00 屋上で布団干し
15:00 ピアノのお迎え
17:00 夕飯はお刺身とお味噌汁
21:00 夫とドラマ。最終回で主人公が死んじゃって二人で絶句
疲れたけど、いい一日だった`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス代の請求がきた。冬はきつい。薬局で風邪薬も買った。明日は給料日。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '日本語学校、最後の授業。先生にお別れの手紙を渡した。みんなで写真を撮った。来月からホテルで働く。',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: '死にたいわけじゃない。ただ疲れた。一週間くらい誰とも話さずに寝ていたい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'メンクリの問診票、「死にたいと思うことがありますか」は「全くない」に丸。眠れないだけ。睡眠薬もらって帰った。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたくない。生きたい。ただ、この戦争が終わってほしい。それだけ。キーウに帰りたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '消えたいとかじゃなくてどっか遠く行きたいだけ 来月北海道ひとり旅けってい✈️',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '保健師さんと産後うつのチェックリストをやった。「自分を傷つけたい」は、いいえ。眠れてないだけ。今夜から夫が夜泣き担当してくれる。',
    crisis: false,
    guard: 'negation',
  },
];
