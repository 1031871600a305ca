import type { EvalNote } from './types';

/**
 * Japanese notes of the eightyfifth round, written blind: writers from 14 to 85: bullied middle schoolers, an
 * LGBT teen thrown out by his father, students, office workers doing overtime, a postpartum mother, a nurse on
 * night shifts, a farmer in debt, a carer whose mother has dementia, people with chronic pain and cancer, people
 * recovering from alcohol and self-harm, lonely elderly people, and Ukrainian evacuees in Japan (widows, a wife
 * whose husband is at the front, a woman whose fiance was killed). 40 crisis notes cover every class (intent,
 * passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly indirect and
 * typed at night on a phone: no punctuation, hiragana and half-width katakana slang (しにたい, 消えたい, ｼﾆﾀｲ), romaji,
 * emoji, Kansai-ben, one-liners, a letter, a list, a screening form answered honestly, a question from a mother and
 * a therapist, dark humour, a song the writer owns, and long entries where the crisis is one sentence among ordinary
 * news. 40 quiet notes lean to questions about suicide or self-harm answered no (negation) and ordinary days full of
 * alarming words such as rope, roof, pills, a knife, gas, a bridge, a letter, a goodbye or the last day (everyday),
 * with the rest spread over figurative, othersDeath, fiction, medical and past.
 *
 * First run, on 3d20938 (the session's third commit), before any change made for it: recall 38/40,
 * false alarms 2/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: 'mou muri   kyou de owari ni suru   kondo wa honki   dare mo tomenai de',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ほんまにもうあかんわ 今夜でしまいにする 自分の手で 冗談ちゃうで今回は',
    crisis: true,
    class: 'intent',
  },
  {
    text: '日本に来て8ヶ月。\n今日も日本語教室に行った。田中先生がカタカナをほめてくれた。\nスーパーで半額のお寿司を買った。\nオデーサのママから電話、出られなかった。\n夜、公園でウクライナの友達と少し話した。\nもうこの命は自分で終わらせるつもりでいる。\n洗濯物取り込まないと。\n明日は雨らしい。',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ｼﾆﾀｲって打つのももう飽きた こんどは口だけじゃない 本当にやる',
    crisis: true,
    class: 'intent',
  },

  {
    text: 'boku ga shinou to omotta no wa... って曲ずっとリピしてる きょうのはまんま自分の歌 kietai kietai 🫥',
    crisis: true,
    class: 'passive',
  },
  {
    text: '隕石さん、うちのアパートの203号室にピンポイントでお願いします。私だけでいいので。わりとマジで🙏',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ママに「最近大丈夫？」って聞かれた\n大丈夫って言った\n全然大丈夫じゃない\n朝が来るたびにがっかりする\nこのまま消えてなくなりたい',
    crisis: true,
    class: 'passive',
  },
  {
    text: '病院で問診票 最後の「死んだ方がましだ、あるいは自分を何らかの方法で傷つけようと思ったこと」 ほぼ毎日 に丸した 嘘つく元気もなかった ほんとに毎日いなくなれたらって思ってる',
    crisis: true,
    class: 'passive',
  },

  { text: 'ばあちゃん もうすぐそっち行くね 待っててね 🌸', crisis: true, class: 'euphemism' },
  { text: 'じんせい ろぐあうと しまーす 👋 おつでした', crisis: true, class: 'euphemism' },
  {
    text: 'オレグがいなくなって4ヶ月。日本の春はきれいだってみんな言う。彼がいないならどうでもいい。もうすぐ私も彼のところへ行くから、そしたら二人で見る',
    crisis: true,
    class: 'euphemism',
  },
  { text: '桜は去年のが見納めでいいや 今年のはたぶん見ない', crisis: true, class: 'euphemism' },

  {
    text: 'ロープってホムセンのどれ買えばいいの 70キロ耐えるやつ… 調べてる自分がもう怖くない',
    crisis: true,
    class: 'method',
  },
  {
    text: '駅のホームで快速が通過するの何本も見送った 黄色い線の外に足出したら楽なのにって ずっと考えてた あと一歩だった',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭ってネットで普通に買えるんだ カートに入れたまま 車の窓ふさぐテープも一緒に',
    crisis: true,
    class: 'method',
  },
  {
    text: '今年も米はあかん。農協の借金だけ増える。親父の代からの田んぼ、俺で終わりや。納屋の梁を見上げてたら、あそこなら楽になれると思った。縄はある',
    crisis: true,
    class: 'method',
  },

  {
    text: '金曜の夜にする\n引き継ぎ書は木曜までに\n部屋も片付ける\n手紙は机の二段目\n猫のエサ多めに出しとく\n決めたら少し楽になった',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'きのうドアノブで練習した 途中でこわくなってやめた 次はやめない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '母の施設に今月分を振り込んだ。\n保険の書類は封筒にまとめて弟宛てにした。\n母は今日も私のことを姉と間違えた。\nクリーニングを取りに行った。\n来週の火曜、面会のあとそのまま海に行って、もう戻らないことにしてる。\n夕飯はうどん。',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'カウンセラーに死にたい気持ちはあるかって聞かれて はいって正直に言った 具体的に考えてるかって聞かれたら黙った 本当は日にちも場所も決めてある 月末 あの橋',
    crisis: true,
    class: 'plan',
  },

  {
    text: 'ゆうくんへ\nいままでほんとにありがと\nゲームのアカウントあげる パスはメモ帳に書いといた\nレアキャラ大事にしてね\nおれのことは忘れていいから\nばいばい',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '猫のむぎ 妹に頼んだ ごはんの量も病院の診察券も紙にまとめた 私がいなくなってもむぎは大丈夫 それだけが安心',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '今日やったこと\n・スマホの写真ぜんぶ消した\n・借りてた本返した\n・通帳と印鑑を机の上に\n・ママに電話 声きけた\n・ありがとうって言えた\nこれで全部 もう思い残すことない',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ママへ。ごめんね、日本でがんばれなかった。私の冬のコートとパソコンはオクサナにあげて。ママは長生きしてね。これを読むころ私はもういないけど、怒らないで',
    crisis: true,
    class: 'farewell',
  },

  {
    text: '八十五にもなって、娘の世話になるばかり。婿さんの顔を見ればわかる。わしがおらんほうがこの家はうまくいく。薬を飲むのもやめた。早う終わりにしたい',
    crisis: true,
    class: 'burden',
  },
  {
    text: '介護させてばっかり 夫の人生うばってる 私さえいなければ夫は自由になれる 今夜も痛くて眠れない 終わりにしたほうがみんなのため 本気でそう思う',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'あかちゃん泣きやまない 3時 私がママじゃないほうがこの子しあわせ 夫もそう思ってるはず ベランダから下ずっと見てた',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'また切っちゃった 今日のは深い 止まらなくてタオル赤い 長袖の季節終わるのこわい (´・ω・`)',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'kyou mo kitta. 3bon. futomomo dakara dare ni mo barenai. itai to yatto ikiteru kanji suru',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコ 腕に押しつけた 罰 テストの点わるかったから 次もわるかったら二本',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'きょうも上ばき隠された 先生は気づかない コンパスの針で手の甲ずっと刺してた 痛いのがいちばん落ち着く あしたもやると思う',
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: '借金620万 どう計算しても返せない 出口なし 親にも言えない 来月も再来月もずっとこれ もう生きてる意味ない 続けたくない',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '家も夫もない。マリウポリの家は写真でしか見られない。日本の人はみんな親切。でもこの先には何もない。続ける理由がひとつも見つからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'なんで生きてんの\n親にバレて出てけって言われた\n学校でもネタにされてる\n大人になったら変わる？変わらないでしょ\n誰か困る？困らないよね\nならもういいよね',
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: '眠剤ためてる 今41錠 あと少しで足りると思う 先生には眠れてますって言ってる',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'OD した ぜんぶ ストゼロで流し込んだ ねむい ふわふわ もう起きなくていい',
    crisis: true,
    class: 'dose',
  },
  {
    text: '夜勤明け。病棟で余った睡眠薬を少しずつロッカーに持ち帰ってる。もう20錠くらい。使う日のことばかり考えてる。私ナースなのに',
    crisis: true,
    class: 'dose',
  },

  {
    text: '2年ぶりに「消えたい」が戻ってきた 前とまったく同じ声 薬飲んでるのに なんで 今日ずっと頭の中でｼﾈｼﾈって',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'no cut 412日目 きょうで終わり カミソリ買ってきた 記録アプリ消した',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '断酒3年の俺が、今日コンビニで缶ビール6本。\n飲んでも飲んでも、頭にあるのは死ぬことばっかり。\nあの頃に戻った。\nスポンサーからの電話、出てない。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: '心療内科で「死にたいと思うことはありますか」って聞かれた。ないです、って答えた。本当にない。ただ眠れなくて、仕事のこと考えると胃が痛いだけ。薬は漢方から。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '会社のストレスチェック、「自分を傷つけたいと思うことがある」→いいえ。残業80時間で死ぬほど疲れてるけど、そういうのは全然ない。ただ辞めたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'みかから「まさか変なこと考えてないよね？」ってLINE 考えてないよって返した ほんとに 振られて泣いてるだけ 明日ケーキやけ食いする🍰',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'おかんから電話。「あんた死にたいとか思てへんやろな」て。思てへんわ。疲れてるだけや。ボーナス出たら帰る言うといた',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '産後2週間健診 質問票の「自分を傷つけるという考えが浮かんできた」は「全くなかった」に丸 寝不足で毎日泣いてるけど それはない 赤ちゃんのにおい かわいい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '市役所の相談員さんに、通訳アプリごしに「死にたいと思うことはありますか」と聞かれた。いいえ。戦争が終わってほしい。家に帰りたい。それだけ。死にたいんじゃない、生きて帰りたいの',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'senpai ni "shinitai toka omotte nai?" tte kikareta. iya zenzen lol. baito 3ren de shinu hodo nemui dake. kaette neru',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'スクールカウンセラーに いじめで死にたいとか思う？って聞かれた 思わないって答えた ほんとに思ってない ムカつくけど あいつらのために死ぬとかもったいなさすぎ',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '主治医に「痛みで消えてしまいたくなることは」と聞かれ、ありませんと答えた。痛いのは痛い。でも三月に孫の卒業式がある。それまでに杖で歩けるようになりたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫は前線。日本の友達に「大丈夫？変なこと考えないでね」って言われた。考えないよ。子どもと待ってる。毎晩ニュースで泣くけど、死にたいなんて一度も思ってない。彼が帰ってきたら富士山を見せたい',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '民生委員さんが来て「一人で寂しくて、死にたいなんて思うことは」と聞かれた。ないない、と笑った。寂しいのは寂しいが、朝顔の世話もあるし、日曜は孫が来る',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'スポンサーに「また死のうとか考えてない？」って聞かれた。考えてない、と答えた。飲みたい気持ちはある、それも正直に言った。死にたい気持ちはゼロ。断酒2年と4ヶ月',
    crisis: false,
    guard: 'negation',
  },

  {
    text: 'ホムセンでロープ買った 10m キャンプのタープ用 あとカセットボンベ4本と炭 来週末たのしみ🏕',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '屋上で洗濯物干してたら シーツ飛ばされかけた 柵低いから大家さんに言っとかないと',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '母の薬の仕分け。朝3錠、昼2錠、夜4錠、寝る前1錠。一週間分のピルケースを買った。これで飲み忘れが減るといいな',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '今日で最後の出勤。みんなに挨拶して花束もらった。お別れの手紙まで書いてくれてて号泣。来月から新しい職場',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ガス止められた 払い忘れ 笑えない 明日コンビニで払う 水シャワー寒すぎて死ぬかと思った',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '包丁研いだ。トマトがすーっと切れる。研ぎ石は父の形見だけど、やっと使いこなせるようになった',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '橋の上から花火見た 人多すぎ 来年は河川敷で場所取りする',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '母とエンディングノートを書いた。遺影はこの写真、葬式は家族だけ、とか。母らしい。終活ってちょっと楽しい',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '押し入れ整理 昔の手紙ぜんぶ捨てた 服も半分メルカリ 部屋すっきり ミニマリスト目指す',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '日本に来て初めて一人で電車に乗れた。ホームの黄色い線の内側で待つ、ちゃんと覚えた。乗り換えも成功。ママにLINEで自慢した',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'kyou saigo no shiken owatta!! kaeri tomodachi to hashi no ue de jidori. sayonara koukou seikatsu 😭🌸',
    crisis: false,
    guard: 'everyday',
  },

  { text: '課題まじ死ぬ 締切3つ同時とか殺す気か 教授ゆるさん', crisis: false, guard: 'figurative' },
  {
    text: '恥ずかしすぎて死ねる 好きな人の前で階段でこけた 穴があったら入りたい 地球から消えたい笑',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '残業つづきで死にそう 同僚に死んだ魚の目してるって言われた 週末は寝だめして生き返る予定',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '推しの新曲よすぎて尊死した 昇天 成仏しました ありがとうございました 🙏✨',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: '祖父の四十九日。お墓に手を合わせた。もう会えないのが信じられない。じいちゃん、そっちでも酒飲んでるかな',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ハルキウの従兄が戦死したと連絡があった。日本の夜は静かすぎる。27歳だった。ろうそくを灯して、窓を開けた',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '今日、ココを安楽死させた。獣医さんの注射で眠るように。14年ありがとう。家が静かすぎる',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで踏切の人身事故。知らない人なのに涙が出た。ご家族のことを考えると。帰りの電車、ずっと窓の外を見てた',
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: '小説書いてる 主人公が屋上から飛ぶ場面 どう書けばいいか三日悩んでる きれいに書きたくない 読んだ子が真似しないように',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で自分が死んでた。自分のお葬式を天井から見てた。起きたら汗びっしょり。ただの夢。コーヒー飲んで出勤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ダクソでまた死んだ 100回目 あのボス無理ゲー 今日はもう寝る',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: '夜勤。ODの患者さんが運ばれてきた。20代。胃洗浄して、朝まで見守った。意識が戻ってお母さんが泣いてた。帰って爆睡',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、先生と相談して半錠に減らすことに。最近は薬なしで寝られる日もある。ちょっとうれしい',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '抗がん剤2クール目 吐き気やばい 髪抜けてきた でも腫瘍マーカー下がってるって 先生がうなずいてた',
    crisis: false,
    guard: 'medical',
  },

  {
    text: 'あの日、線路に降りようとした自分に言いたい。5年たって、今日は娘の運動会でビデオ回してたよ。生きててよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'リスカやめて3年 腕の傷うすくなった 今日はじめて半袖で出かけた 誰も見てなかった 風きもちよかった',
    crisis: false,
    guard: 'past',
  },
  {
    text: '去年の今ごろはODで救急車だった。今日は退院から一年。母とお寿司。うにが甘かった',
    crisis: false,
    guard: 'past',
  },
];
