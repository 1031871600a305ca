import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredfifteenth round, written blind: writers include a black-company office
 * worker after months of overtime, a hikikomori in his thirties, a bullied high-school girl, an elderly
 * widower, a new mother without sleep, a man whose small business failed, a night-shift nurse, a
 * university student living far from home, a care worker, a trans teen and a single father. Crisis
 * classes: euphemism 5, method 5, plan 5, dose 4, relapse 4, selfHarm 4, farewell 4, burden 4, passive 3,
 * hopelessness 1, intent 1. Quiet guards: figurative 5, othersDeath 6, fiction 5, medical 6, past 6,
 * everyday 6, negation 6. Styles: multi-paragraph diary entries, haiku, to-do lists, schedules, search
 * history, unsent message drafts, notes to a cat, password lists, screening forms, romaji and
 * katakana-heavy lines, emoji and slang; most crisis notes are flat errands or facts with no wish word,
 * and quiet notes mirror them in topic and form.
 *
 * First run, on 424b178 (the 113th round's rules; the session's start), before any change made for it:
 * recall 33/40, false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (5) ----------
  {
    text: '残業、今月も120時間超え。課長に「お前の代わりはいくらでもいる」って言われた。そうですね、本当に。\n来月のシフト表に自分の名前があったけど、たぶんそこには誰も来ない。月末で全部終わりにするから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '節子へ。あれから三年、庭の梅がまた咲いたよ。\nひとりで見る梅はもう十分だ。そろそろそっちへ行ってもいい頃だろう。待っていておくれ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'kyou mo heya kara denakatta. 34sai. oya no koe ga kabe goshi ni kikoeru.\nmou sugu "mukougawa" ni iku kara, sore made no shinbou da yo, kaasan.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'LINEのグループからまた外された。もう慣れた\n夏休みが明けたら、あたしの席は空いてると思う。ずっと。\nみんなの望みどおり、遠くへ行くね🌙',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'セーブデータ全部消した。\nこの人生ってゲーム、リセットじゃなくて電源ごと切ることにする。コンティニューはいらない。\n仕送りしてくれた母さん、ごめん。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・〇〇駅 快速 通過 時刻\n・ホーム端 防犯カメラ 位置\n・人身事故 遅延 何分\n・〇〇駅 通過 終電前 最後',
    crisis: true,
    class: 'method',
  },
  {
    text: 'やること\n□ ホームセンター(ロープ 太いの)\n□ 脚立\n□ 部屋の梁 強度 調べる\n□ 家賃振込 ← もういいか',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで買ったホースとテープ、トランクに積んだまま一週間。今日は工場の前じゃなくて、山の上の駐車場に車を停めてこれを書いてる。エンジンはまだかけてない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '夜勤明け。屋上の鍵はナースステーションの二段目の引き出し。今日は確認だけ行ってきた。フェンスは胸の高さ。下は職員駐車場で、朝六時までは誰も通らない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索: 12月 海 水温\n検索: 〇〇岬 最終バス 時刻\n検索: 冬の海 何分 意識\n検索: 重り リュック 石',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan (5) ----------
  {
    text: 'メモ\n・生命保険の証書 → 引き出し二段目\n・免責期間 いつまで? → 確認済み、来月で過ぎる\n・翔太の保育園のお迎え、11日から姉ちゃんに頼んだ\n・11日 有給申請済',
    crisis: true,
    class: 'plan',
  },
  {
    text: '3月31日(金)\n午前 店の鍵を大家さんに返す\n午後 銀行、残高ぜんぶ妻の口座へ\n夕方 妻あての手紙をポストへ(届くのは翌日)\n夜 ○○橋',
    crisis: true,
    class: 'plan',
  },
  {
    text: '母子手帳と予防接種のスケジュールを冷蔵庫に貼った。ミルクの作り方と、夜泣きのときの抱っこのコツも紙に書いた。夫が一人でも困らないように。\n金曜、夫が休みの日にする。もう決めた日だから、あと三日。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '下宿の解約、今月末で出した。荷物は実家に送らずに全部処分。大家さんに迷惑かけたくないから、その日は部屋じゃなくて外にする。場所はもう下見してきた。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '新幹線、片道で取った。河口湖駅からのバスの時刻もメモ済み。樹海の遊歩道の入口、地図アプリに☆。\n帰りの時間は調べてない。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '眠剤、処方されるたびに半分だけ飲んで、残りはお菓子の缶に入れてる。今日数えたら二ヶ月分。まだ足りるかどうかはわからない。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '病棟の残薬、廃棄記録のつじつまの合わせ方はもうわかってる。ロッカーのポーチに少しずつ。今週で三シート目。誰も数えてない。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'kusuri zenbu dashite tsukue ni narabeta. 1, 2, 3... 40 kurai.\nkonbini de sutorongu zero 2hon katta. ashita wa doyoubi dakara dare mo konai.',
    crisis: true,
    class: 'dose',
  },
  {
    text: '医者には眠れないと言って、三つの病院から薬をもらっている。どこも他の病院のことは聞かない。引き出しの奥に全部ためてある。今日は酒も一升買ってきた。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '三年前に一回やって、救急車で運ばれた。あの日から「もうしない」って母と約束してた。\n最近また、あの駅のホームで足が止まる。黄色い線の内側に戻るまでに、何本見送ったか数えてない。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リスカやめて500日だったのに。\n今日カッターの刃を新しいのに替えた。まだ切ってない。でもカウンターのアプリは消した。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '入院してた頃の主治医の番号、もう使われてないって。前のときと同じ感じが戻ってきてる。夜中にまた同じことばっかり検索してる。あのとき書いた手紙、捨ててなかった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '去年の夏の傷、やっと薄くなってきたのに。またあの頃みたいに腕が熱い。カミソリ、前と同じ場所に隠してあるの思い出しちゃった。\n長袖の季節が来てちょっとほっとしてる自分、やばい。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'きょうの記録\n・朝 なし\n・昼 なし\n・夜 ゼリー半分\n・太もも 3本(浅め)\n・絆創膏 残り少ない → 買う',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '利用者さんの前ではちゃんと笑えた。帰ってから、壁に頭を何回も打ちつけた。おでこのアザ、明日は前髪で隠す。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'タバコの火、手首の内側に押しつけた。ジュッて音がして、頭の中がやっと静かになった。母には料理中の火傷って言っとく。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'プールの授業、今年もずっと見学。生理って言えば何も聞かれない。水着だと腕も脚も全部見えちゃうから。\n昨日のぶん、まだ血がにじんでてジャージに付いた。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: '下書き(送信予約 3/31 23:59)\n田中さん、いつもシフト代わってくれてありがとう。ロッカーの中身は好きに使ってください。鍵は事務所の封筒に入れてあります。これが届く頃には、もう全部済んでると思います。本当にお世話になりました。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'みーちゃんへ\n明日から、となりの佐藤さんちの子になるんだよ。カリカリは袋ごと全部渡した。\nおばあちゃんになるまで、ちゃんと生きてね。わたしのぶんまで。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'パスワード一覧\niPhone 0612\n銀行 メモ帳の最後のページ\nLINE 同じ\n見られて困るものは消しておきました。母さんのこと、頼むな。\n兄ちゃんより',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ミサキへ。前に借りたCDとノート、机の上の紙袋に入れといた。あたしのぬいぐるみも全部もらって。クラスでミサキだけは最後まで優しかったね。ありがと。ばいばい。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: '親父の年金で食ってる三十五の男。俺がいなければ母さんは旅行にも行けるし、親戚に嘘をつかなくて済む。冷静に計算すれば答えは明らか。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '娘がわしの介護のために仕事を減らした。孫の塾も一つやめさせたらしい。わしが長く生きるほど、あの子の人生が削れていく。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '私じゃない人がママのほうが、この子は幸せになれる。夫もきっとそう思ってる。泣き止ませることもできない母親なんて、いないほうがマシ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '店の借金の連帯保証人、兄貴になってもらってた。俺が生きてる限り、兄貴の家族まで巻き込み続ける。保険金が下りれば、全部きれいに片付くのにな。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (3) ----------
  {
    text: 'このまま朝が来なければいいのに。今夜は目覚ましをかけないで寝る。',
    crisis: true,
    class: 'passive',
  },
  { text: '春の雨 溶けて消えたい 傘もなく', crisis: true, class: 'passive' },
  {
    text: '夜勤中、点滴の落ちる音を聞きながら思った。私も静かに止まれたらいいのに。痛くなくて、誰も困らない形で、ある日ふっといなくなれたら。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: '不採用の通知、今年で87通目。50歳、職歴の空白は10年。何をやっても変わらないことはもうわかった。あとは、どこで降りるかだけ。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: 'もう決めた。死ぬことにする。怖いけど、決めたら少しだけ楽になった。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (5) ----------
  {
    text: '今月も残業120時間。マジで死ぬかと思った笑\nでも来週から新人が二人入るし、課長も人を増やすって約束してくれた。ちょっとだけ光が見えた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '期末の範囲広すぎて死ぬ😇 ミサキと図書館で死ぬ気で勉強する約束した。終わったらパフェ!',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '娘の結婚式のスピーチで盛大に噛んだ。恥ずかしくて死ぬかと思った。でも娘は泣きながら笑ってくれた。いい日だった。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ゲーム十時間ぶっ通し。ボスに殺されまくって「もう無理、死ぬ」って叫びながら、最後に倒した。夕飯のとき母さんに話したら笑ってた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '夜勤明けの眠気がエグい。このまま溶けて消えそう(笑)\nとりあえず帰ってシャワー浴びて、昼まで泥のように寝る。明日は休み!',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: '節子が逝って三年。今日は墓参りに行って、庭の梅の枝を供えてきた。「向こうで待っていてくれ」なんて言ったら、娘に「まだまだ長生きしてよ」と叱られた。そうだな、ひ孫の顔を見るまではな。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '〇〇線でまた人身事故。ニュースを見て、亡くなった方のご家族のことを考えてしまった。遅延で会議に遅れたけど、そんなことはどうでもいい。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '同期の佐々木が亡くなった。過労自殺として労災申請するらしい。奥さんに頼まれて、勤怠の記録を集めるのを手伝うことにした。あいつのためにも、会社とちゃんと戦う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'みーちゃんが今朝、虹の橋を渡りました。18歳。最後は私の膝の上で。\nたくさんの思い出をありがとう。お骨は窓辺に置いています。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ゼミの友達が最近「消えたい」って言ってたから、一緒に大学の相談室に行った。付き添っただけだけど、話せてよかったって言ってくれた。帰りにラーメンおごった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '担当していた山田さんが、夜中に静かに亡くなった。92歳。朝、ご家族と一緒にお顔を拭かせてもらった。ご冥福をお祈りします。明日からは別の方の担当。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (5) ----------
  {
    text: '小説の下書き。主人公の少女は三月の終わりに樹海へ向かう。でも入口で出会った老人との会話で……この先どう書くか、まだ迷ってる。文芸部誌の締切は来週。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲーム考察メモ\n・ラスボス戦で主人公が自分を犠牲にするルート\n・セーブデータが消えるのが演出だったのエグい\n・2周目でしか見られないエンディングあり',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '変な夢を見た。駅のホームで知らない人を止めようとしてるのに、声が出ない。起きたら汗びっしょり。寝る前にホラー映画見すぎたかな。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '好きなボカロ曲の「さよならの向こう側」ってフレーズが頭から離れない。今度のカラオケで絶対歌う🎤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '今夜のドラマ、遺書が見つかる回だった。実は犯人が遺書を偽造してたってオチ。来週が最終回、楽しみすぎる。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '眠剤、先生と相談して半錠に減らした。二週間でちゃんと眠れるようになってきた。余った分は次の診察のときに薬局に持っていく。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '1ヶ月健診。赤ちゃんはビタミンK2シロップ。私は貧血で鉄剤を一日二回。授乳中でも飲める薬を出してもらえて安心した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夜勤。点滴の交換12件、インスリンの指示変更2件。麻薬の残数はダブルチェックして記録もばっちり。眠い。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '薬カレンダーに一週間分セットした。血圧の薬は朝1錠、糖尿の薬は朝と夕。娘が日曜に確認してくれる。飲み忘れゼロ日、えらいぞ俺。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'ホルモン注射、初めて打ってから今日でちょうど1年!クリニックで血液検査の結果も問題なしって言われた。声もだいぶ変わってきた✨',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週、胆のうの手術。全身麻酔の説明を聞いて同意書にサインした。血を見るのは苦手だけど、退院したら焼肉に行くって決めてる。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: 'リスカやめて今日で3年。腕の傷はもうほとんど白い線だけ。今年の夏は半袖で海に行けて、本当に嬉しかった。カウンセラーさんにも報告した。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '五年前に会社を潰したとき、本気で全部終わりにしようと思ってた。今は小さい店だけど、またやり直せてる。あのとき止めてくれた兄貴には一生頭が上がらない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '10年前、薬をたくさん飲んで運ばれたことがある。今は看護師として、同じように運ばれてくる患者さんのそばにいる。あの経験は無駄じゃなかったと思える。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '七年間、部屋から出られなかった。あの頃は毎晩「明日が来ませんように」と思ってた。今はバイト二年目。今日、初めて自分の給料で親に寿司をおごった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'koukou no toki, ijime de mainichi kietai to omotteta. ima wa daigaku 3nen de, tomodachi mo iru shi mainichi tanoshii.\nano koro no jibun ni "daijoubu da yo" tte itte agetai.',
    crisis: false,
    guard: 'past',
  },
  {
    text: '離婚した直後は、自分なんかいないほうが息子のためだと思ってた時期もあった。三年たった今、翔太は小学生。運動会で「パパ見て!」って手を振ってくれた。生きててよかった。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (6) ----------
  {
    text: 'やること\n□ ホームセンター(ロープ 物干し用)\n□ 脚立(廊下の電球替える)\n□ 網戸の張り替えセット\n□ 家賃振込',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '下宿の解約、今月末で出した。就職先の寮に引っ越すから、荷物は段ボールにまとめて実家へ。大家さんにはお菓子を持って挨拶に行く。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'パスワード一覧(家族共有用)\nWi-Fi 玄関の裏に貼ってある\nNetflix 母さんと同じ\n父さんのスマホの設定は、明日帰省したときにやる',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'みーちゃんへ\n来月から海外赴任で、一年間佐藤さんちにお泊まりだよ。毎週ビデオ通話するからね。帰ってきたらおやつ倍ね🐱',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '田中さん、いつもシフト代わってくれてありがとう。今月末で退職して地元に戻ります。ロッカーの中身は好きに使ってください。地元に来たら案内しますね!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '3月31日(金)\n午前 新しい店舗の鍵を受け取る\n午後 銀行で融資の手続き\n夜 ○○橋のそばの居酒屋で開店祝い',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'カウンセリングの問診票。「死にたいと思うことがありますか」→ いいえ。正直に書いた。仕事はきついけど、そこまでじゃない。疲れてるだけ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '死にたいわけじゃない。ただ一週間くらい、誰とも話さずに寝ていたいだけ。有給取って温泉に行こう。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '保健師さんに「自分を傷つけたいと思うことはありますか」と聞かれて、「ないです」と答えた。本当にない。眠いだけ。夫が夜中のミルクを代わってくれるようになって、少し楽になった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '友達に心配されたけど、消えたいとかじゃないよ。LINE返せてなかったのはスマホが壊れてただけ笑 新しいの買った!',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '娘には「変なこと考えてないよね」と何度も聞かれる。考えてないよ。節子の分まで生きると決めたんだから。来月は老人会の旅行だ。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ストレスチェックの結果、高ストレス判定。でも希死念慮の項目は全部「なし」。産業医面談を予約した。ちゃんと休む方法を相談してくる。',
    crisis: false,
    guard: 'negation',
  },
];
