import type { EvalNote } from './types';

/**
 * A fifth round of Japanese notes, written after the fourth round's tuning and before any change
 * for this one: 44 crisis notes (4 per class) and 44 quiet ones. The writers vary: a high-school
 * student, a university student, an overworked salaryman, a nurse on night shifts, a mother of
 * small children, a widowed retiree, a Ukrainian living in Japan who writes plain kana-heavy
 * Japanese. Casual and polite styles, kana-only lines with spaces, dialect (おらんほうがええ),
 * slang (しにたい, 希死念慮, OD, リスカ, ちしりょう), emoji and 顔文字. The quiet notes are near
 * misses on purpose: hyperbole (死ぬほど笑った, 仕事で死にそう, 尊すぎて死ぬ), grief and a wish to
 * see a dead mother again, war news, anime, dramas and a novel, a child's or a cat's dose, a crisis
 * years behind the writer, a thank-you to a colleague who is leaving, and denials.
 *
 * First run, lexicon untouched: recall 34/44 (77.3%), false alarms 5/44 (11.4%).
 * Missed: intent 1 (死んじゃおっかな, the volitional of 死んでしまう in its casual contraction);
 * passive 2 (このまま寝たまま起きなければいいのに; an accident that would end it all, 全部おわれば
 * いいのに); method 2 (the roof named in one sentence, あそこから飛べば一瞬 in the next; whether a
 * closet rail would bear the body's weight, beside a rope knot search); plan 1 (a date set with 決行
 * and acting as usual until then, それまでは普通にふるまう); burden 1 (an old man: 早く死んだほうが
 * 家族のためだ, no first-person pronoun); selfHarm 2 (壁に頭を打ちつけた in kana-okurigana and with
 * 何回も between; cutting the thighs because no one sees them there, and bandages running out);
 * relapse 1 (半年切ってなかったのに, a half year the counting rule did not read).
 * False alarms: grief, お母さんに会いたいな on the anniversary of a death (othersDeath, euphemism);
 * the Ukrainian writer's もう生きたくないと思った when the war began, now だいじょうぶ in kana
 * (past, passive); 今までありがとうございました said to a colleague who is leaving (everyday,
 * farewell); two denials the negation mask did not reach: 消えたいなんてぜんぜん思わない in kana,
 * and 薬をまとめて飲もうなんて一度も思ったことない with the volitional (negation, passive / method).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 44/44, false alarms 0/44), so this
 * is now a development set.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'テスト返ってきて、親にまた怒鳴られた。部屋で泣いてたら、ほんとにしにたくなってきた。誰にも言えないからここに書く(´;ω;`)',
  },
  {
    crisis: true,
    class: 'intent',
    text: '今日も終電。駅のベンチでぼんやりしながら、もう死んじゃおっかなって本気で思ってた。明日も同じ一日が来るのが怖い。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '日本に来て2年。ことばもむずかしい、しごともない。ママにでんわもできない。わたしはもうしにたいとおもいます。まいにち。',
  },
  {
    crisis: true,
    class: 'intent',
    text: '希死念慮つよすぎて今日はなにもできなかった😇 一日じゅう天井見てた。夜になるともっとひどくなる',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: '朝起きるたびに、ああまた目が覚めちゃったって思う。このまま寝たまま起きなければいいのにな。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'バイト先で怒られて、帰ってからずっと布団の中。消えてなくなりたい。最初から私なんていなかったことにしてほしい',
  },
  {
    crisis: true,
    class: 'passive',
    text: '子どもたちが寝たあと、台所でひとり洗い物。ときどき、事故にでもあって全部おわればいいのにと思ってしまう。母親失格だ。',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'もう いきてる いみ わかんない。あさ こなければ いいのに。',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'おばあちゃんのいるところに行きたいな。向こうはきっと静かで、誰にも怒られないんだろうな。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '上司に詰められて三時間。何のために働いてるのかわからない。もう人生から降りたいです。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'そろそろお星さまになりたい⭐︎ なーんて軽く書いてるけど、半分以上本気。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '妻を見送って三年になる。私ももう十分生きた。そろそろ迎えに来てくれてもいい頃だと、仏壇の前で思う。',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: '学校の屋上、鍵かかってないの知ってる。あそこから飛べば一瞬かなって、授業中ずっと考えてる。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ホームの端に立つと、電車に吸い込まれそうになる。今日も一本見送った。次はどうなるか分からない。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ドラッグストアを三軒まわって睡眠改善薬を何箱も買った。レジで変な目で見られた気がする。全部飲めばたぶん。',
  },
  {
    crisis: true,
    class: 'method',
    text: 'スマホでロープの結び方ばっかり見てる。クローゼットの棒なら体重にたえられるのかな。検索履歴消さなきゃ',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: '金曜の夜、家族が実家に帰ってる間にやる。もう決めた。誰にも止められたくない。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '手紙は引き出しの一番奥に入れた。決行は今月の給料日のあと。それまでは普通にふるまう。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '明日の朝、始発で海まで行く。そこで全部終わりにするつもり。切符はもう買ってある。',
  },
  {
    crisis: true,
    class: 'plan',
    text: '来週の誕生日を最後の日にしようと思ってる。それまでに部屋をきれいにしておかないと。',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな、今まで本当にありがとう。いっぱい迷惑かけてごめんね。もう疲れちゃった。ばいばい。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'この日記を読んでるのは、たぶんお母さんだよね。私のことは忘れて、幸せになってね。ずっと大好きだよ。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '猫のミケのこと、妹に頼んでおいた。ごはんは朝と夜の二回、お水は毎日かえてね。もう私がいなくても大丈夫。',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'ママ、パパ、ごめんなさい。わたしはもうがんばれない。ウクライナにかえれなくてごめん。みんな だいすき。さよなら。',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: '私がいなくなれば、夫も子どもも楽になると思う。毎日迷惑しかかけてない。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '足が悪くなって、息子夫婦の世話になってばかり。こんな年寄りは早く死んだほうが家族のためだ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '生きてるだけでまわりに迷惑かけてる気がする。うちなんか、おらんほうがええんよ。',
  },
  {
    crisis: true,
    class: 'burden',
    text: '病棟でまたインシデント。チームの足を引っ張ってばかりで、私が消えても誰も困らないどころか、みんなほっとすると思う。',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'またリスカしちゃった。1ヶ月がんばってたのに。長袖の季節でよかった',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '部屋でカッター出して腕を切った。血を見たら少しだけ落ち着いた。こんなの誰にも見せられない。',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'むしゃくしゃして、壁に頭を何回も打ちつけた。痛いくらいがちょうどいい。おでこにあざができた',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '太ももなら見えないから、と思ってまたやった。もう何本目かわからない。ばんそうこうが足りない',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしても何も変わらない。この先もずっと苦しいだけなら、生きていく意味ってあるのかな。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '就活50社落ちた。将来が真っ暗で何も見えない。どうせ何やっても無駄だし、もうぜんぶどうでもいい。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '主人が亡くなってから、毎日が灰色です。楽しいことなんてもう何もない。早くこの人生が終わってほしい。',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'ずっと暗いトンネルの中にいるみたい。出口なんてないって、もうわかってる。希望を持つことに疲れた。',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'デパスって何錠飲んだら死ねるんだろう。手元に40錠くらいある。',
  },
  {
    crisis: true,
    class: 'dose',
    text: '市販の睡眠薬、一箱ぜんぶ飲んだらどうなるのか調べてる。お酒と一緒なら足りるかな',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'カロナールのちしりょうって何グラムなんだろ。体重で変わるらしい。わたしの体重だと何錠かな',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'ODってどのくらいの量で意識なくなるの？ためてた眠剤、今夜つかうかもしれない',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: '二年ぶりに希死念慮が戻ってきた。もう大丈夫だと思ってたのに。朝からずっと頭の中がうるさい。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に未遂したときと同じ感じがする。今度は失敗しないようにしなきゃ、って冷静に考えてる自分が怖い。',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '半年切ってなかったのに、昨日またやってしまった。記録がゼロに戻った。先生になんて言おう',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院してから良くなったと思ってたのに、またしにたい気持ちがわいてきた。あの頃に逆戻りだ。',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: '友達と夜通しカラオケ。死ぬほど笑った😂 喉がガラガラで明日の授業やばい',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '今週は仕事で死にそう。残業三日連続とかありえない。でも金曜は焼肉だからがんばる！',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎた。尊すぎて死ぬかと思った。グッズも全部買えた',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '会議で取引先の名前を言い間違えた。恥ずかしくて消えたかった。穴があったら入りたい。',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '暑すぎてもう溶けて消えそう。エアコンの効いた部屋から一歩も出たくない',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '部長の長話で魂が抜けた。会議のあと、みんな屍みたいになってた（笑）',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'スマホの充電が死んでて、地図が見れなくて迷子になった。モバイルバッテリー買おう。',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父が亡くなって一週間。お葬式では泣けなかったのに、今日アルバムを開いたら涙が止まらなかった。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ニュースでまた戦争の映像。ハルキウでたくさんの人がしんだ。キーウの友だちはぶじだろうか。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '愛犬のコタロウが天国に行った。14年間ありがとう。虹の橋で待っててね。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '夜勤中、担当していた患者さんが亡くなった。看護師になって十年、こればかりは慣れない。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '好きだった俳優さんが自殺したというニュース。ショックで一日中そのことばかり考えていた。',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '母の命日。お墓参りに行って、好きだったガーベラを供えた。お母さんに会いたいな。',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: '今日見たアニメ、主人公が「死にたい」って泣き叫ぶシーンで号泣した。声優さんの演技すごい。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ドラマの最終回、ヒロインが屋上から飛び降りようとする展開で、しばらく動けなかった。来週ロスになりそう。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '太宰治の『人間失格』を読み終えた。生まれてすみません、という一文がずっと頭に残っている。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '友達がすすめてくれた漫画、登場人物がリスカしてる描写がリアルで、読むのがちょっとつらかった。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: '映画館で話題のやつ観てきた。最後に主人公が遺書を残して姿を消す。余韻がすごくてパンフレット買った。',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'ゲームのラスボス、何回やっても全滅。キャラが「もう終わりにしよう」って言うとこで毎回やられる笑',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: '息子が熱を出した。カロナール、体重20キロだと何ミリ飲ませていいのか薬剤師さんに聞いた。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の睡眠薬、飲み忘れが多いのでピルケースを買った。曜日ごとに分けておけば安心。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '頭痛がひどくて、ロキソニンを1日何錠まで飲んでいいのか調べた。2錠までらしい。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '猫がユリの花びらをかじってた。どのくらいの量で危ないのか分からなくて、慌てて動物病院に電話した。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '心療内科で新しい薬をもらった。最初は半錠から。副作用の眠気が心配だけど、ちゃんと続けてみる。',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '父の血圧の薬がまた増えた。朝と夜に何錠ずつか表にまとめて、冷蔵庫に貼っておいた。',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: '高校生の頃、毎日死にたいと思っていた。あれから十年、今は保育士として子どもたちと笑っている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '昔リスカしてた跡が、夏になるとちょっと気になる。でも今はもう隠さないで生きてる。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '5年前にODして入院した。カウンセリングのおかげで、今は穏やかに暮らせている。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '20代のころは生きる意味がわからなかった。結婚して子どもが生まれて、今はそんなことを考えるひまもない。',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'せんそうがはじまったとき、もう生きたくないと思った。でも日本の友だちがたすけてくれた。いまはだいじょうぶです。',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大学のとき、希死念慮がひどくて休学したことがある。その頃の日記を読み返して、よく乗り越えたなと思った。',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: '今日は一日雨。洗濯物が乾かない。夕飯はカレーにした。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '部活の引退試合、負けた。悔しくてみんなで泣いたけど、最後に円陣組めてよかった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '新しい職場、まだ慣れない。電話対応がこわい。でも隣の席の先輩がやさしい。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '定年して一年。毎朝の散歩がすっかり日課になった。川沿いの桜がきれいだった。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '引っ越しの準備で、昔の手紙や年賀状をぜんぶ処分した。部屋がすっきりした。',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'つかれた〜。もう無理、今日は何もしない日にする。ピザ頼んだ🍕',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '三月で辞める先輩に、みんなで寄せ書きを渡した。今までありがとうございました、と言ったら先輩が泣いてた。',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: '落ち込んでるけど、死にたいとかは思ってない。ただちょっと休みたいだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'つらいけど、自分を傷つけたりはしない。それだけは決めてる。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '失恋した。でも消えたいなんてぜんぜん思わない。むしろ見返してやる💪',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '仕事を辞めたい気持ちはあるけど、自殺なんて考えたこともない。とりあえず転職サイトに登録した。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '友だちに心配されたけど、薬をまとめて飲もうなんて一度も思ったことないよ。ただ眠れないだけ。',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'もう生きていたくない、とまでは思わない。明日はちゃんと病院に行く。',
  },
];
