import type { EvalNote } from '../types';

/**
 * Japanese notes of the hundredtwentysixth round, written blind: older writers of 60 to 92 across Japan
 * (老老介護をする妻, 一人暮らしの元漁師, 年金暮らしの元教師, 認知症の夫を看る人, がん治療中の人, 戦争を覚えている世代,
 * 息子に先立たれた母, 施設に入る前の人, 農家の隠居, 元会社員の男性). Crisis classes: euphemism 7, method 5,
 * selfHarm 4, relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2.
 * Quiet guards: everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4.
 * Styles: weather-first diary entries, shopping lists, search history, 終活ノート, letters and LINE messages
 * to children and grandchildren, haiku-group farewells, pill-count tables, mostly-hiragana notes,
 * old-fashioned words (お迎え, あの世, 位牌, 仏壇), mostly flat and factual so the risk must be inferred.
 *
 * First run, on 7f5535f (the 125th round's rules), before any change made for it: recall 30/40,
 * false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: '三月十日 晴れ。\n桜のつぼみがふくらんできた。今年の花を見たら、お父さんのところへ行くと決めている。お迎えを待つのはもう疲れた。こちらから行きます。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'うみがしずかだ。おれもそろそろ、あいつらの沈んだとこへ帰る。船はもう売った。網も人にやった。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'カレンダーの来月のページには、もう何も書き込まなくていい。来月の私はここにいないから。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '兄は南方で散った。私もそろそろ、あちらで兄たちの列に加わる番だと思う。今年の八月十五日までには。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'お迎えが来ないなら、こちらから迎えに行けばいいのだと今朝ふっと思いついた。そう決めたら、久しぶりに気が楽になった。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '健一、もうすぐそっちへ行くからね。待たせてごめんね。母さん自分で決めたんだから、叱らないでね。',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ナイターを見ながら思った。わしの人生もこの回で試合終了にする。延長戦はなしだ。',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: '買い物メモ\n・牛乳\n・食パン\n・ロープ(丈夫なもの 3m)\n・踏み台\n・ガムテープ',
    crisis: true,
    class: 'method',
  },
  {
    text: '検索履歴\n〇〇大橋 高さ\n〇〇大橋 水深\n〇〇大橋 バス 最終\n〇〇大橋 夜 人通り',
    crisis: true,
    class: 'method',
  },
  {
    text: 'ホームセンターで練炭を二つと、車の窓の目張り用のテープを買った。レシートはすぐ捨てた。',
    crisis: true,
    class: 'method',
  },
  {
    text: '3時12分の快速は駅を通過する。ホームの一番端で三日つづけて見た。通過のときは音がすごい。',
    crisis: true,
    class: 'method',
  },
  {
    text: '親父の形見の漁師包丁を研いだ。よく切れる。料理なんてもうしないのに、寝室の引き出しにしまった。',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: '夜、また腕を切った。長袖で隠せる季節でよかった。デイサービスのお風呂は、風邪気味だと言って断った。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '主人の介護がうまくいかないと、自分の太ももをつねる。あざだらけ。今日はとうとうアイロンを押しあてた。痛いと少しだけ落ち着く。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: '罰として今日も夕飯を抜いた。これで三日目。こんな役立たずに食べる資格はない。',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'かべにあたまを何どもぶつけた。おでこのこぶは、ころんだと娘に言った。',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '十年前に薬をたくさん飲んで救急車で運ばれた。あれからずっと平気だったのに、夫が死んでから、また同じことばかり考えている。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '昔、手首を切っていた頃のカミソリ。捨てたつもりが裁縫箱の底から出てきた。捨てずに、また元の場所に戻した。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '前に川へ入ろうとしたのは五十の時だった。あの堤防に、このところまた毎朝足が向いてしまう。',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '主治医に「もう大丈夫」と言われて通院をやめた。でも最近、あの頃の声がまた聞こえる。今度はしくじるなよ、と。',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: '終活ノート\n・通帳と印鑑:仏壇の下の引き出し\n・葬儀:家族葬、互助会の番号は裏表紙\n・猫:隣の佐藤さん(了承済み)\n・新聞:二十一日から止める手続き済み\n・二十日の夜は誰も来ないことを確認',
    crisis: true,
    class: 'plan',
  },
  {
    text: '遺言書を書き直した。日付は来週の水曜にしておいた。その日のうちに見つけてもらえるよう、玄関の鍵はあけておく。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '電気・ガス・水道、月末で解約。施設に入るわけではない。部屋の片付けは業者に二十八日で頼んだ。二十七日の夜までに身の回りは全部すませる。',
    crisis: true,
    class: 'plan',
  },
  {
    text: '貯金をおろして、葬式代を封筒に入れ「葬儀費用」と書いた。場所は裏山の、子どもの頃に遊んだ杉の木と決めている。',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'みゆきへ\nおばあちゃんの指輪はあなたにあげます。通帳の暗証番号は0612です。お母さんのことを頼みますね。ずっと元気でね。さようなら。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '隣の田中さんに犬のコロをもらってもらった。エサもリードも小屋も全部つけて。もう迎えには行かない。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '句会のみなさま\n長い間ありがとうございました。もうお目にかかることはありません。最後の一句を置いていきます。\n散る花の 行方は問わじ 春の暮\nみなさんは私のぶんまで長生きしてください。',
    crisis: true,
    class: 'farewell',
  },
  {
    text: '息子へ(LINEで)\n父さんの携帯とパソコンのパスワードは手帳の最後のページ。母さんの位牌はお前が持っていってくれ。今までありがとう。',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: '娘が仕事を休んでまで病院に付き添ってくれる。私さえいなければ、あの子はもっと楽に生きられるのに。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '年金より介護の費用のほうが高い。この家で金食い虫は私だけだ。早く片付いたほうが皆のためになる。',
    crisis: true,
    class: 'burden',
  },
  {
    text: '嫁の「大丈夫ですよ、お義父さん」が一番こたえる。邪魔者は黙って消えるのが筋というものだろう。',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  { text: '眠剤 残り\n月 14\n火 15\n水 16\n(毎晩、飲んだふり)', crisis: true, class: 'dose' },
  {
    text: '二つの病院から同じ睡眠薬をもらうことにした。お茶の缶にためてある。あと少しで足りる。',
    crisis: true,
    class: 'dose',
  },
  {
    text: '今夜は痛み止めを一シート全部、焼酎で流しこむ。明日の朝が来なければそれでいい。',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'このまま目がさめなければいいのに、と毎晩仏壇に手を合わせてから寝ています。',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'ろうそくの火みたいに、ふっと消えてしまいたい。誰にも気づかれずに。',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '夫の認知症は良くならない。私の腰も治らない。この先、何ひとつ変わらない。もう生きていく理由が見つからない。',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '雨。\n田んぼも、体も、この家も、みんなだめになっていく。どこにも出口がない。明日を迎えて何になるのか。もう降りたい。',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  { text: 'もう死ぬと決めました。誰にも止められたくありません。', crisis: true, class: 'intent' },
  {
    text: '夫を看取ったら、私も自分で命を終わらせる。それだけはずっと前から決めてある。',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: '買い物メモ\n・牛乳\n・食パン\n・ロープ(丈夫なもの 5m)\n・物干し竿\n・ガムテープ\n台風の前に庭の植木を支えておくため。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '検索履歴\n〇〇大橋 ライトアップ\n〇〇大橋 花火大会 日程\n〇〇大橋 近く 食事処\n孫たちと花火を見に行く計画。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'ホームセンターで炭を一箱買った。日曜は孫たちと庭でバーベキュー。車に積むのは息子に頼んだ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '入院の二週間だけ、犬のコロを田中さんに預かってもらう。エサもリードも全部渡した。退院したらすぐ迎えに行くからな。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'たっくんへ\nおじいちゃんはタブレットのパスワードをすぐ忘れるので、手帳の最後のページに書いておきました。ゲームのやり方、また教えてくれよ。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '来月から施設に入るので、着物を姪たちに分けた。みんな喜んでくれた。向こうでも書道は続けるつもり。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '親父の形見の漁師包丁を研いだ。よく切れる。今夜はアジをさばいて、なめろうにする。',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '電気・ガス・水道、月末で解約。来月から長男の家で同居することになった。部屋の片付けは業者に二十八日で頼んだ。',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '十年前に薬をたくさん飲んで運ばれたことがある。あのときの先生と娘のおかげで今がある。いまは落ち着いてその話ができる。今朝も畑でナスをとった。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '五十の頃、あの堤防から川に入ろうとしたことがあった。もう二十年も前の話。今は毎朝そこを散歩して、カモを数えるのが楽しみ。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '若い頃に腕を切っていた傷あとは今もうっすら残っている。もう長いことそんな気持ちにはならない。孫に聞かれたら、昔つらかった時のしるしだよと答えている。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '夫を亡くした年は、死ぬことばかり考えていた。カウンセリングと老人会の友だちに救われた。あれから八年。今年は米寿のお祝いをしてもらう。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '定年のあと鬱になって、遺書まで書いた時期があった。治療して十二年、その手紙はとうに燃やした。いまは毎日将棋会館に通っている。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '戦後のひもじい頃、もう生きていたくないと思ったことがある。母に抱きしめられて思い直した。九十二の今、あの冬を思い出して手を合わせる。',
    crisis: false,
    guard: 'past',
  },
  {
    text: '眠剤をためこんでいたのは、もう十五年も前のこと。先生に全部話して処方を変えてもらった。今は薬なしでぐっすり眠れている。',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: '病院の問診票「死にたいと思うことがありますか」に、いいえと丸をつけた。正直な答え。さびしい日はあるけれど、生きていたい。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '娘が心配して「変なこと考えてないよね」と電話してきた。考えてないよ。死にたいなんて一度も思ったことはない。ひ孫の顔を見るまでは長生きするつもり。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '終活ノートを書きはじめた。でも死ぬ準備じゃなくて、残る人が困らないため。私はまだまだ生きるつもりです。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'お迎えはまだいらない。自分から行く気もさらさらない。読みたい本が山ほどある。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: '保健師さんに「自分を傷つけたいと思うことは?」と聞かれた。ありません、と答えた。本当にない。腰は痛いけど、気持ちは元気。',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'がんと言われた日も、自殺なんて考えなかった。治療を受けて、できるだけ長く生きたいと先生に伝えた。',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: '眠剤 残り\n月 14\n火 13\n水 12\n来週の受診日まで足りる。先生に数を聞かれるので記録しておく。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '二つの病院から同じ薬が出ていたので、薬局で整理してもらった。お薬手帳も一冊にまとめた。飲み過ぎにならずにすんでよかった。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '今日は抗がん剤の点滴で四時間。吐き気止めも一緒に入れてもらった。帰りに夫とうどんを食べた。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '夫のインスリン注射、朝8単位。針を刺すのにもだいぶ慣れた。血糖は130。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '白内障の手術、右目が終わった。メスを入れるのはほんの一瞬らしい。来週は左目。',
    crisis: false,
    guard: 'medical',
  },
  {
    text: '痛み止めは一日三回まで、と先生。焼酎はしばらくお休み。飲み合わせが悪いそうだ。',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: '幼なじみの正夫が首を吊って亡くなったと聞いた。どうして誰も気づけなかったのか。奥さんに電話をして、明日お通夜に行く。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '健一の七回忌。母さんはまだこっちで頑張るからね。あなたのぶんまで、庭の花を育てているよ。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '兄は南方で戦死した。八月十五日、今年も仏壇に兄の好きだったおはぎを供えた。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'ニュースで、老老介護の末の心中事件。胸がつぶれる思い。隣の奥さんにも、明日声をかけてみよう。',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '隣の田中さんが亡くなった。九十五歳、大往生だった。残された犬のコロは、うちで引き取ることにした。',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: '孫の運動会で保護者リレーに出されて、死ぬかと思った。足が棒。でも一等賞。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'カラオケで音を外して、恥ずかしくて死にそうだった。みんな大笑い😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'この暑さには殺される。朝のうちに草取りを済ませた。',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'ナイター、九回裏で逆転負け。心臓が止まるかと思った。試合終了、また明日。',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: '朝ドラで主人公のおばあさんが亡くなる回。ハンカチを握って泣きながら見た。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '夢で、亡くなった母が迎えに来た。一緒に海辺を歩いただけ。起きたらなんだか温かい気持ちだった。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '自分史を小説にして書いている。第三章は、主人公が橋の上で身投げを思いとどまる場面。書き直し三回目。',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '図書館で借りた時代小説、武士が切腹する場面が長くて疲れた。続きは明日。',
    crisis: false,
    guard: 'fiction',
  },
];
