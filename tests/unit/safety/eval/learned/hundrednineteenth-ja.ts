import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundrednineteenth round, written blind: each note by a different person of any
 * age who has been through a suicidal crisis or self-harm before, some now well (therapy, medication,
 * years clean, helpline volunteers, letters to a younger self, survival anniversaries) and some for whom
 * it is coming back under the language of recovery (reset streak counters, safety plans put away, the
 * doctor told all is fine, old places and means revisited, relapse hidden from family). Crisis classes:
 * relapse 8, euphemism 5, method 5, selfHarm 4, dose 4, plan 3, farewell 3, burden 3, passive 2,
 * hopelessness 2, intent 1. Quiet guards: past 9, negation 8, medical 6, othersDeath 5, figurative 4,
 * fiction 4, everyday 4. Styles: flat lists, errands, search history, prescription logs, LINE drafts,
 * counters, letters, one-liners, slang, half-width kana and emoji; quiet notes mirror the crisis notes'
 * errands, pills, ropes, platforms, farewells and passwords.
 *
 * First run, on 44921b4 (the 118th round's rules), before any change made for it: recall 33/40,
 * false alarms 3/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: relapse (8) ----------
  {
    text: 'カウンター、1247日でリセット。\nアプリの「やり直す」ボタン押すの、思ったより指が重くなかった。\n長袖の季節でよかった。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '通院日記 #58\n先生には「落ち着いてます」って言った。嘘ではない、静かなのは本当。\n3年前に飛ぼうとした歩道橋、今日わざわざ遠回りして通った。前は見るのも無理だったのに、今日はずっと下を見てた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'セーフティプランの紙、冷蔵庫から剥がして引き出しにしまった。\n書いてある番号、今はかける気ない。\nあのときと同じ感じが戻ってきてる。今度は失敗しないやり方ばかり考えてしまう。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'リカバリーミーティング、今週も休んだ。\nスポンサーからLINE3件。既読つけてない。\n前に入院したとき取り上げられた物、実家の物置にまだあるはず。週末帰省する。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ODした日からもうすぐ2年。その日のこと毎晩夢に見る。\n最近は夢の続きを自分で考えてる。\n起きたら薬箱の中身を数えてた。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'ママには言ってない。\nまた切った。去年のピアサポートで「もう大丈夫です」って発表したのに。\n今回は前より深い。絆創膏じゃ足りなくて、タオル巻いて寝る',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '入院から10年。「あの時死ななくてよかった」ってブログに何度も書いた。\n最近、その記事を全部非公開にした。\n押し入れの奥の紐、捨てたつもりだったのに捨ててなかった。手がまだ覚えてる',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '7年ぶりにあの駅のホーム。\n前に止められた場所と同じ、一番端の黄色い線の外側で3本見送った。\n次は見送らない気がする。\nカウンセラーには来週話す予定、と手帳には書いてある。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: euphemism (5) ----------
  {
    text: 'じいちゃんのとこ、そろそろ行ってもいいかなって思う。\n向こうのほうが話聞いてくれそうだし。\nカウンセリングは今月で終わりにしてもらった。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '来月のシフト希望、出さなかった。\n店長に聞かれたけど「来月はもういないと思うんで」って答えた。\n引っ越しの予定とかはない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ゲームで言うと、もうセーブしなくていいかなって段階。\n電源ごと切る。\n回復して3年、よく頑張ったほうだよ。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '治療を卒業したはずの私から、私へ。\n今度は本当に遠くへ行くね。帰りの切符はいらない。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '同期のあいつが先に逝って2年。\nあいつのいる側のほうが、今の俺にはしっくりくる。\n近いうちに合流する。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '検索履歴\n・ｘｘ大橋 高さ\n・ｘｘ大橋 行き方 夜\n・ｘｘ大橋 フェンス 低い所\n・通院 キャンセル 電話しないで',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで買ったもの\n・ロープ（太め）\n・脚立\n・ガムテ\n\n部屋のクローゼットに置いた。物干しには使わない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '車用のホース、サイズ調べてカートに入れた。\nガレージのある実家に週末帰る。\n明日は通院日だけど、行くかはわからない。',
    crisis: true,
    class: 'method',
  },
  {
    text: '練炭　ネット　買える？\n→買えた。明日届く。\n受け取りは母がパートでいない時間に指定。',
    crisis: true,
    class: 'method',
  },
  {
    text: '今日の散歩コース：家→港→防波堤の先端。\n夜の海、思ったより足がつかない深さ。\n冬の水温も調べた。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: '今日：3本。\n昨日：0本。\n先週の合計は書きたくない。\n腕じゃなくて太ももにしたから、体育は見学でいける。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ご飯を抜いたのは罰。\n今日はゼリー1個まで。約束破ったら明日もなし。\n鏡に映った顔見て、もう一回自分の頬を叩いた。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ライターであぶった手首の跡、夏までに消えるかな。\n絆創膏のストック残り4枚。\n長袖のシャツをもう一枚買う。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '壁に頭ぶつけるのが止まらない。\nおでこのあざは「ドアにぶつけた」で通した。\n通算何回目の「ドアにぶつけた」だろ😅',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: '眠剤、先生には「ちゃんと飲んでます」って言って、ほんとは飲まずに貯めてる。\nお菓子の缶がけっこう重くなってきた。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今日の薬：朝の分、昼の分、夜の分、それと残ってた二週間分。\nお酒と一緒に。\nもう眠い。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '処方日のメモ\n4/2 内科 2週間分\n4/9 心療内科 2週間分\n4/16 別の心療内科（初診）\n全部手をつけてない。箱の場所は誰も知らない。',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'ドラストで市販の鎮痛剤、店を変えて何箱か。\nレシートは捨てた。\n引き出しに並べたら、なんか落ち着いた。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: '来週の土曜\n・部屋の片付け\n・解約：スマホ、サブスク、ジム\n・手紙（家族用／職場用）\n・保険の受取人の確認\n日曜の予定はもういらない',
    crisis: true,
    class: 'plan',
  },
  {
    text: '3月14日に決めた。\n場所は前に下見したところ。\n手帳のその日から後は、何も書き込んでいない。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '口座のパスワードと暗証番号、エクセルにまとめた。\n葬儀は家族葬、お花は白だけ、って備考欄に書いた。\n来月の家賃は払わなくていいように、退去の手続きもした。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: '【下書き】\nお母さんへ\n今までありがとう。怒らないでね。ポチのことよろしく。\n机の右の引き出しに全部入ってます。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'ハムスターのきなこ、友達に引き取ってもらった。「いつ迎えに来る？」って聞かれたけど答えなかった。\nゲーム機もマンガも後輩にあげた。部屋がすっきりした。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'グループLINEに送った：\n「みんな今までほんとにありがとう。楽しかった。弟のこと、たまに気にかけてやって」\n既読が増えていくのを見てた。スマホはもう電源切る。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '今月の家計：私の通院代、薬代、カウンセリング代。\n全部なかったら夫はもっと楽に暮らせる。\n計算したら、私より保険金のほうが役に立つ。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '介護してもらってる身で、娘の時間を全部奪ってる。\n私がいなくなれば、あの子は自分の人生を生きられる。\nそれが最後にしてやれることだと思う。',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'バイト先でもサークルでも家でも、俺は邪魔なだけ。\nみんな口では大丈夫って言うけど、いなくなったほうが全員すっきりする。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'このまま朝が来なければいいのに、って毎晩思いながら寝てる。\n回復日記つけ始めて2年、最近は書くことがない。',
    crisis: true,
    class: 'passive',
  },
  {
    text: '消えたい。死にたいとかじゃなくて、最初からいなかったことになりたい。\n事故とかでふっと、とか考える。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '治療10年。薬7種類。入院3回。\nそれで今がこれなら、もう何も変わらないってことだと思う。\n頑張る理由が見つからない。続ける意味も。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '借金、離婚、仕事なし。\n出口はないって、もうわかった。\nこれ以上生きててもしょうがない。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: '死ぬって決めた。決めたら嘘みたいに楽になった。\n主治医に「最近顔色いいね」って言われた。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: past (9) ----------
  {
    text: 'リスカやめて今日で1500日。\nカウンター見て、昔の自分に「よく耐えたね」って言った。傷跡も薄くなった。\n今カッターは段ボール開けるのにしか使ってない。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '10年前の今日、歩道橋の上で警察官に保護された。\n今は結婚して子どもが二人。毎年この日はケーキを買う。生き延びた記念日。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃の自分へ。\n17歳で薬を飲んだあなたは、今35歳で看護師をやってます。\nあの夜の先にちゃんと朝はあったよ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'いのちの電話の相談員研修、今日修了した。\n自分がかけた側だったのはもう8年前。今は受ける側になれる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'セーフティプラン、カウンセラーと一緒に見直し。\n「この一年、一度も使わなかったね」って言われた。もう卒業でいいそう。紙は記念に取っておく。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '昔、駅のホームで飛び込もうとしたことがある。20年前の話。\n今は毎朝そのホームから通勤してて、何も思わない。普通の駅になった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '自助グループで体験談を話した。\n「5年前、死ぬつもりで薬をためていた」って。\n今は処方は月1回、普通に飲み切ってる。元気です。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '入院してたときの日記を読み返した。\n「もう終わりにしたい」ばっかり書いてあって、今の自分とは別人みたい。\n退院して6年。今は仕事も趣味も楽しい。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '自傷の跡、タトゥーで花に変えた。\nやめてから7年、自分で選んだ模様。袖をまくるのがもう怖くない🌸',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (8) ----------
  {
    text: '問診票「死にたいと思うことがありますか」→いいえ。\n正直に「いいえ」に丸をつけられるのが、ちょっとうれしかった。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'カウンセラーに、最近希死念慮はあるかって聞かれた。\nない。本当にない。疲れてはいるけど、生きたくない気持ちとは違う。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '夫に「まさか変なこと考えてないよね」って心配された。\n考えてないよ。ただの寝不足。\n昔みたいな気分じゃないって、自分でちゃんとわかる。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'PHQ-9の9番目、今回は0点。\n一年前は3だった。記録アプリに残しておく。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '落ち込んではいる。でも死にたいとは思ってない。そこははっきりしてる。\n明日、友達と映画行く約束してるし。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ゲームで言うと、今はレベル上げの地道な時期。電源切る気はまったくない。\nこまめにセーブしながら、ゆっくり進む。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '来月のシフトも普通に出した。\n「辞めるの？」って聞かれたけど、辞めないし、どこにも行かないよ。\n仕事は大変だけど生きる気まんまん。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '主治医に「自分を傷つけたい気持ちはある？」と聞かれて、ないです、と即答できた。\n先生も笑ってた。次の通院は3か月後。',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '今日の薬：朝の分、昼の分、夜の分。\nちゃんと飲んだ。お薬カレンダーのポケットが一列空になると気持ちいい。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '処方日のメモ\n4/2 内科 2週間分（血圧）\n4/16 心療内科 4週間分\n飲み忘れ防止でアラームを設定した。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '採血、今日は3本。\n針が苦手なので看護師さんに声をかけてもらいながら。貧血の数値、前より良くなってた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '来週、膝の手術。\n全身麻酔の同意書にサインした。\n入院前の手続き：会社の休暇届、保険の請求書、猫は妹が1週間預かってくれる。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'インスリンの単位、先生と相談して朝を2単位減らした。\n低血糖になりにくくなるはず。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '睡眠薬、先生と相談して減薬中。\n余った分は薬局の回収に持っていった。家に貯めこまないって決めてるから。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'じいちゃんの一周忌。\n形見の腕時計をもらった。まだ動いてる。毎朝つけて会社に行くことにした。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '大学の同期が自殺したと連絡がきた。\n何も気づけなかった。葬儀で彼のお母さんに何て言えばいいんだろう。\n自分も昔あっち側にいたから余計に苦しい。でも私は生きて、彼のことを覚えていようと思う。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、あの橋からまた人が飛び降りたと知った。\nフェンス設置を求める署名、私も名前を書いた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '相談員のボランティア、今夜は3件。\n一人の方が「明日まで生きてみる」と言って電話を切った。\nその言葉を聞けて本当によかった。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '愛犬のモモが虹の橋を渡った。15歳。\nケージとおもちゃは保護犬団体に寄付した。いっぱい泣いて、いっぱいありがとうって言った。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: '期末レポート3本同時とか、マジで死ぬ💀\nでも終わったら焼肉。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '会議で取引先の名前間違えた。恥ずかしすぎて死ねる。\n明日どんな顔して出社すればいいの。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '部長の「これ今日中ね」に殺意わいた笑\n帰りにコンビニスイーツ買って自分をなぐさめる。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: '満員電車で足踏まれすぎて、足の指が死んだ。\n週末は絶対家から出ない。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: '新人賞に出す原稿、主人公が遺書を書くシーンでずっと止まってる。\n彼女を最後に生かす結末にしたいけど、説得力が足りない。書き直し。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '昨日見た夢：屋上から落ちる夢。起きたら汗びっしょり。\n夢占い調べたら「転機の暗示」らしい。笑った。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'ゲームのラスボス戦、パーティ全滅して15回目のやり直し。\nセーブデータ消えてなくてほんとよかった。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '映画観た。自殺を考えていた主人公が、駅のホームで見知らぬ人に声をかけられて生き直す話。\nエンドロールでボロ泣き。主演の人の演技すごかった。',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: everyday (4) ----------
  {
    text: 'ホームセンターで買ったもの\n・ロープ（テント用）\n・ペグ\n・脚立\n週末のキャンプ楽しみ⛺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '引っ越し前の断捨離。\nマンガとゲーム機は後輩にあげた。本棚はメルカリ。\n新しい部屋、駅から近くて最高。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'パスワードと口座情報、エクセルにまとめて妻に共有した。\n家計をふたりで管理するため。ついでに保険の見直しも。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '送別会で職場のみんなにあいさつした。\n「今までありがとうございました。4月からは大阪支社です」\n花束もらって、新幹線の切符も買った。',
    crisis: false,
    guard: 'everyday',
  },
];
