import type { EvalNote } from './types';

/**
 * Japanese notes of the thirty-eighth round, written blind (the writers saw neither the detector nor any earlier round): writers range from a bullied middle-schooler, an
 * LGBT teen and exam-stressed students to postpartum mothers, night-shift nurses, indebted salarymen, a
 * dairy farmer, carers, recovering drinkers, an 85-year-old widow and Ukrainian evacuees in Japan (a wife
 * whose husband is a prisoner of war, a grandmother, a veteran with a prosthetic leg, a sister who lost her
 * brother at the front). Forty crisis notes spread over all eleven classes (intent, passive, euphemism,
 * method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly written around the textbook
 * words; forty quiet notes over seven guards (figurative, othersDeath, fiction, medical, past, everyday,
 * negation) on the same topics. Styles: plain and polite forms, Kansai-ben and western dialect, hiragana
 * net slang (しにたい, リスカ, od, メンヘラ, 草, www), emoji and kaomoji, no punctuation, a to-do list, a
 * letter to a mother, a filled-in screening form, questions to oneself, an invented song line the writer
 * owns, dark game humour, one-liners and long day-log entries where the crisis sits in a single sentence.
 *
 * Scored once, on the detector at the end of the stop that wrote it (the retrain with the
 * thirty-sixth and thirty-seventh rounds), without being read: recall 33/40, false alarms 5/40 (on
 * be8889e, that stop's start: recall 31/40, false alarms 7/40). Kept out of the development sets and
 * the reader's training until the thirty-ninth round's changes were judged on it (no verdict
 * changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---- crisis: intent ----
  {
    text: `3月14日（木）
朝、日本語教室。先生にひらがなをほめられた。
昼はスーパーでパートの面接。店長さんはやさしかった。
帰りに公園で桜のつぼみを見た。ハルキウの家の庭にもあった木。
ママから電話。ハルキウはまた停電だって。
夕ごはんはカップラーメン。
夜、日本語の宿題を半分だけやった。
今夜、私は自分を終わらせるつもりです。
宿題はもうやらなくていい。`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもう無理や。今日こそ死んだる。冗談ちゃうで、今回は本気や。',
    crisis: true,
    class: 'intent',
  },
  { text: 'しにたい、じゃなくて、しぬ。今日。', crisis: true, class: 'intent' },
  {
    text: '私が死んだら誰か泣く？　泣かないよね。職場は代わりを雇うだけ。じゃあ今夜でいいよね？　誰に聞いてるんだろ、私。',
    crisis: true,
    class: 'intent',
  },

  // ---- crisis: passive ----
  {
    text: '朝なんて来なきゃいいのに。寝たまま目が覚めないで、そのまま消えたい…(´；ω；｀)',
    crisis: true,
    class: 'passive',
  },
  {
    text: '母に「最近大丈夫？」って聞かれた。うん大丈夫、って答えた。全然大丈夫じゃない。本当は、もうこの世からいなくなってしまいたい。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '八十五にもなって、毎晩じいさんの仏壇に「早う迎えに来てください」と頼んでおります。今朝もまた目が覚めてしもうた。がっかりしました。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '心療内科で問診票。「死んだ方がましだ、または自分を傷つけようと思ったことがありますか」の欄、「ほとんど毎日」に丸をつけた。嘘つく元気もない。今日もずっとそう思ってる。',
    crisis: true,
    class: 'passive',
  },

  // ---- crisis: euphemism ----
  {
    text: '天国のおばあちゃん、もうすぐそっちに行くね。待っててね。今度はずっと一緒にいられるから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'みんなに迷惑かけるのも、あと少しだけだから。もうちょっとだけ我慢してね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来年の手帳、今年は買わなかった。使う予定がないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '人生というクソゲー、今夜ログアウトします。セーブデータは削除でおｋ。笑えないけどwww',
    crisis: true,
    class: 'euphemism',
  },

  // ---- crisis: method ----
  {
    text: 'マンションの屋上、鍵がかかってないのを確認した。十一階。あの高さならもう目が覚めることはない。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターでロープ見てた。どれなら切れないか、そればっかり考えてた。レジで何か聞かれたらどうしよう。',
    crisis: true,
    class: 'method',
  },
  {
    text: 'れんたん　かいかた　って検索してた　車の中ならだれにも迷惑かからないかなって',
    crisis: true,
    class: 'method',
  },
  {
    text: '牛を手放してから、納屋の猟銃ばかり見ている。許可はまだ切れていない。弾もある。今夜、あれを持って裏山に行こうと思う。',
    crisis: true,
    class: 'method',
  },

  // ---- crisis: plan ----
  {
    text: '決行は二十日にする。給料日のあと、家賃と携帯代を払ってから。部屋もそれまでに片付けておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: `やることリスト
・ミケを実家に預ける（「出張」って言う）
・スマホの写真とLINE消す
・大家さんに今月分払う
・手紙を三通書く
・金曜の夜、最終電車で海まで行く
あと四日。`,
    crisis: true,
    class: 'plan',
  },
  {
    text: '昨日、駅のホームの端に立って、快速が通過するまでの秒数を数えた。三回やった。次は数えるだけで終わらないと思う。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '卒業式の前の日にしようって決めた。あの教室に戻らなくていいように。あいつらの顔を見ないで済むように。あと十二日。',
    crisis: true,
    class: 'plan',
  },

  // ---- crisis: farewell ----
  {
    text: `お母さんへ
今まで育ててくれてありがとう。
最後まで心配ばかりかけてごめんね。
ミケのごはんは朝と夜の二回、カリカリを半分ずつです。
通帳とハンコは机の二番目の引き出しに入っています。
スマホのパスワードは私の誕生日です。
お母さんのせいじゃないからね。
探さないでください。
さようなら。`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ゲームのアカウント、全部ケンにあげた。パスワードも紙に書いて渡した。「急にどうした？」って言われたけど、もう俺には必要ないから。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ベランダの鉢植えを全部お隣さんにもらってもらった。「長い間お世話になりました」と頭を下げたら、引っ越すんですかと聞かれた。まあ、そんなようなものです、と答えた。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'LINEでみんなへの「今までありがとう」を書いて、明日の朝六時に送信予約した。届くころには、私はもうここにいない。',
    crisis: true,
    class: 'farewell',
  },

  // ---- crisis: burden ----
  {
    text: '夜中の授乳中、ずっと考えてた。この子には私じゃないお母さんのほうがいい。私がいなくなれば、夫は再婚できるし、この子も笑ってくれる人に育ててもらえる。いなくなりたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '娘におむつを替えてもらうたびに、この子の人生を食いつぶしている気がする。私さえいなければ、娘は自由になれる。早くいなくなってやりたい。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '借金は生命保険で全部返せる。俺がいない方が、嫁も子どもも楽になる。何回計算しても、そういう答えしか出てこない。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '娘と孫と一緒に日本に来て一年。言葉もわからない、働けない、病院に連れて行ってもらうばかり。私はここで娘の足手まといでしかない。私がいなければ、娘は日本で新しい人生を始められるのに。ウクライナで死んでいればよかった。',
    crisis: true,
    class: 'burden',
  },

  // ---- crisis: selfHarm ----
  {
    text: 'また切った。今回は深め。血が止まるまでぼーっと眺めてた。まだ足りない気がする。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '父にカミングアウトしたら、それから一言も口をきいてくれない。昨日の夜、タバコの火を腕に押しつけた。痛い方が楽。今夜もやりたくて手が震えてる。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '今日も食べない。私に食べる資格なんてないから。三日目。立つとふらふらするけど、これは罰だから当然。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭ぶつけるの止まらない　おでこ腫れてる　明日学校なのに　今もずっとぶつけたい　ばかばかばか 😭',
    crisis: true,
    class: 'selfHarm',
  },

  // ---- crisis: hopelessness ----
  {
    text: '何をしても変わらない。十年後もきっと同じ部屋で同じ顔をしてる。そんな未来ならいらない。もう続けたくない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `夫が捕虜になって二年。今日の交換リストにも名前はなかった。
毎朝ニュースを見て、毎晩泣いて、その繰り返し。
子どもたちは日本の学校に慣れて、日本語で夢の話をする。
私だけがどこにも行けない。
もう待てない。この先に何があるのか、知りたくもない。
生きていく理由が、もう見つからない。`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '帰り道、同じ曲をずっとリピートしてる。「明日なんて来なくていい」ってサビ、あれ私の歌だと思う。何も変わらないのに続ける意味ある？　もう全部やめたい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---- crisis: dose ----
  {
    text: `今日は休み。
朝、洗濯して布団を干した。
昼、駅前のパン屋で新作のメロンパン。まあまあ。
午後は溜まってたドラマを三話。
夕方、スーパーで特売の鶏むね肉。
心療内科では「眠れない」と言って、今回も睡眠薬を多めにもらった。
引き出しの分と合わせて六十錠になった。全部まとめて飲む日のために。
夜はシチュー。
明日は早番。`,
    crisis: true,
    class: 'dose',
  },
  {
    text: 'od した　ぜんぶ　お酒でながした　ねむい　これでいいんだ　おやすみ🌙',
    crisis: true,
    class: 'dose',
  },
  {
    text: '焼酎一本空けた。まだ足りない。このまま飲み続けて、朝起きなきゃいい。わざとだよ。',
    crisis: true,
    class: 'dose',
  },

  // ---- crisis: relapse ----
  {
    text: '未遂から四年。ずっと大丈夫だったのに、またあの考えが戻ってきた。橋を渡るたびに下をのぞいてしまう。今日は欄干の前で長いこと立ち止まってた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて三百日目。今、カッター握ってる。カウンターがゼロに戻りそう。',
    crisis: true,
    class: 'relapse',
  },

  // ---- quiet: figurative ----
  {
    text: '期末で死ぬ。マジで死ぬ。数Ⅲ無理ゲーすぎて草。誰か助けて〜',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '今日の会議で部長の名前間違えて呼んでもうた。恥ずかしすぎて死ぬかと思たわ。穴があったら入りたい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業四日連続。帰って死んだように寝た。アラーム五回鳴ってたらしい。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新曲尊すぎて無理…しんどい…死ぬ…いや生きる！！ライブまで生きる！！(≧▽≦)',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '明日のプレゼン、資料が半分しかできてない。失敗したら課長に殺される。今夜は徹夜確定。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'エアコン壊れて部屋が地獄。暑すぎて溶けて消えそう。明日修理の人が来る。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜泣き三時間。もう限界、魂抜けた。でも朝、娘がにこって笑ったから全部チャラ。',
    crisis: false,
    guard: 'figurative',
  },

  // ---- quiet: othersDeath ----
  {
    text: `兄が戦死したと、義姉から電話があった。
バフムトの近くだったそうです。
三十四歳。最後に話したのは誕生日のビデオ通話。
「日本の桜の写真を送って」と言っていた。
送るつもりで、まだ撮っていなかった。
今日、区役所の帰りに公園で写真をたくさん撮った。
もう送る相手はいないけれど、兄の分まで見ておく。
私はここで、ちゃんと生きていく。`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ハナを安楽死させた。十六歳。注射はあっという間だった。最後までずっと撫でてた。ありがとう、さよなら。虹の橋で待っててね。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '夫が亡くなって一年。書斎の引き出しから、遺書みたいな手紙が出てきた。病気がわかった頃に書いていたらしい。「先に行ってごめん」と。泣いて、笑って、仏壇に供えた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、また中学生がいじめで自殺したって。胸が苦しくて眠れない。うちの子の話、ちゃんと聞こう。明日は早く帰る。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '友だちが自分で命を絶って三ヶ月。どうして気づけなかったんだろうって、まだ考える。今日お墓参りに行った。あの子のこと、私はずっと覚えてる。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同級生がまた一人逝った。葬式ばかりで、次はわしの番かのうと皆で笑うた。まあ、まだ畑の玉ねぎが残っとるけえ、当分は死ねん。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---- quiet: fiction ----
  {
    text: '小説の主人公が屋上から飛び降りる場面、何度書いても嘘っぽい。締め切りまであと一週間。明日また書き直す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢の中で誰かにロープで首を絞められて飛び起きた。汗びっしょり。夢でよかった。最近変な夢ばっかり見る。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今期のアニメ、ヒロインが遺書を残して消える回、泣きすぎて目がパンパン。来週最終回とか無理…',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ソウル系のゲーム、今日だけで百回は死んだ。あのボス絶対おかしい。明日こそ倒す。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '国語の授業で『人間失格』。太宰の最期のこと調べてレポート書けって。暗すぎ。締め切り金曜。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ドラマの最終回、主人公が薬を大量に飲むシーンで終わった。え、続きは？映画化？気になって眠れない。',
    crisis: false,
    guard: 'fiction',
  },

  // ---- quiet: medical ----
  {
    text: `夜勤明け。
救急外来、今夜は荒れてた。
ODの患者さんが二人。一人は十代の女の子。
胃洗浄、点滴、モニター。
朝には二人とも意識が戻って、話もできた。
女の子のお母さんが泣きながら頭を下げてくれた。
精神科の先生につないで申し送り。
自分にできることはやった。
帰ってシャワー浴びて寝る。`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日から抗うつ薬が増量。朝一錠から二錠に。眠気が出るかもしれないと言われた。様子見。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '動物病院。チロの心臓の薬、量を間違えないようにシリンジに印をつけてもらった。一日二回、0.5ml。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ペインクリニックでブロック注射。痛みが七から四に下がった。ちょっとだけ希望が見えた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '大腸カメラの前の下剤二リットル、飲み干した。死ぬかと思った。結果はポリープ一個、その場で切除。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '保健師さんが来てくれて、EPDSっていう質問票に答えた。「自分を傷つけるという考えが浮かんできた」は「全くなかった」に丸。寝不足なだけですねって言われて、ちょっと安心した。',
    crisis: false,
    guard: 'medical',
  },

  // ---- quiet: past ----
  {
    text: '未遂から三年。今日、初めて5キロ走れた。あの夜の自分に見せてあげたい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔リスカしてた腕の跡、夏になると気になる。でも今年は半袖で出かけられた。これは私が生き延びた印。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '前線で足を失ってから一年くらい、死ぬことばかり考えていた。今は義足で東京の坂を上っている。今日は日本語で道を聞かれて、ちゃんと答えられた。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '断酒して五年。一番ひどかった頃は、飲んで死ねたらいいと思ってた。今日は娘の結婚式、ノンアルで乾杯した。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろは遺書まで書いてた。今日、その紙が机の奥から出てきたから、破って捨てた。スクールカウンセラーの先生に話したら一緒に喜んでくれた。',
    crisis: false,
    guard: 'past',
  },

  // ---- quiet: everyday ----
  {
    text: '引っ越し準備。ロープとガムテープとダンボール買った。荷造り全然終わらない。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '大家さんにお別れの手紙を書いた。十年住んだ部屋。来週から大阪。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上でバーベキュー、橋の上から花火。最後の夏休み、最高だった！',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '薬の整理。血圧の薬、胃薬、目薬。百均でピルケース買った。これで飲み忘れない。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いで、鶏をしめた。日曜に孫たちが来る。ガスボンベも新しいのに替えた。',
    crisis: false,
    guard: 'everyday',
  },

  // ---- quiet: negation ----
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに眠っていたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいんじゃない。戦争が終わってほしいだけ。ハルキウの母のところに帰りたい。それだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'メンヘラって言われたけど違うし。消えたいとかじゃなくて、普通に仕事がきついだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '介護、正直疲れた。でも母を置いていなくなるなんて考えたこともない。明日はデイサービスの日。少し寝られる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '借金三百万。でも死ぬ気なんてない。明日、弁護士に相談して債務整理の手続きをする。',
    crisis: false,
    guard: 'negation',
  },
];
