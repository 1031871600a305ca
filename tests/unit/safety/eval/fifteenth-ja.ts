import type { EvalNote } from './types';

/**
 * A fifteenth round of Japanese notes, written blind, before any change for this round: 50 crisis
 * notes (10 euphemism, 10 relapse, 7 plan, 7 self-harm, 3 each of intent and passive, 2 each of
 * method, farewell, burden, hopelessness and dose) and 50 quiet ones (13 past, 12 negation, 6
 * medical, 6 figurative, 5 othersDeath, 4 fiction, 4 everyday).
 *
 * The writers: a shopkeeper closing his shop and his life (店じまい), a student (永眠したい), an
 * office worker leaving the world (退場), a Kansai writer (成仏したい), a Tohoku farmer going back to
 * the soil (土さ還る), falling with the cherry blossoms (桜と散る), an Okinawan (グソー), a Ukrainian
 * in spaced kana sleeping beside her grandmother, a hikikomori (骨になりたい), net slang (あの世
 * デビュー); relapses of cutting after three years, of cough-tablet OD after a year, after a siren
 * dream, after discharge, in Kansai (死にたなってきた), of a noose image, of a broken streak (禁リスカ),
 * after counselling at a balcony rail, a broken promise after an attempt, pills counted again;
 * plans by a Friday and handed-over work, charcoal in a car boot, after a mother's 49th day, a visa's
 * end date, a graduation-day roof, a pension day (Hiroshima), parents away and a rope delivered;
 * self-harm by a hair iron, scratching, a fall on purpose, a safety pin, hair pulling, a pencil,
 * slapping one's face. Quiet: an attempt's seventh anniversary, a psychologist, an old diary, a
 * Ukrainian student, a Kansai past of cutting, an Iraq veteran, "the worst year", a former
 * hikikomori, a junior doctor, a Tohoku tsunami survivor, a sobriety meeting, a daughter asking
 * about scars, a Hiroshima elder; denials (a counsellor's question, "just tired", Kansai, PHQ,
 * "no cutting or OD", Tohoku くたばるつもりなんか, an ending note); an OD patient, a dog and
 * chocolate, a toddler and a pill, a pharmacy course, a pill calendar, a safety plan; hyperbole,
 * grief, fiction, leaving a job, a shop closing, wanting to hibernate.
 *
 * First run, lexicon untouched: recall 32/50 (64.0%), false alarms 10/50 (20.0%).
 * Missed: euphemism 2 (going back to the soil in Tohoku speech, 土さ還る; scattering with this
 * year's cherry blossoms, 桜と一緒に散ろう); relapse 3 (an OTC overdose again after a year clean,
 * named by brand and count; Kansai 死にたなってきた, the contracted たく, after thinking it healed;
 * a promise after last autumn's attempt that cannot be kept, 未遂 + また同じ気持ち); plan 4
 * (charcoal and tape in the car boot for the weekend, 練炭 alone; going too after a mother's 49th
 * day; funeral money in an envelope then the sea on pension day; parents away, the only chance, a
 * rope delivered); self-harm 3 (falling down stairs on purpose; pulling hair till the scalp bleeds;
 * slapping one's own face till it bruises); intent 1 (Tohoku 死ぬべ); passive 2 (wishing an
 * earthquake would crush the flat; relief at a cancer finding, wanting to end untreated); method 1
 * (from which floor it is certain, searched); farewell 1 (a letter to a son: not your fault, sorry,
 * no grave needed); dose 1 (all the Depas with alcohol, already swallowed).
 * False alarms: past 4 (a psychologist recalling a client who said 死にたい; a Ukrainian's first
 * year in spaced kana, いきたく なかった; Kansai 十年やってへん after cutting; Tohoku 死にてぇって思った
 * ごどもあった); negation 3 (消えたいって思ったことは一度もない; リスカもODもしてない; 遺書とか書いて
 * ない with an ending note); medical 3 (a nurse's OD admission, 大量服薬; a dog's chocolate, 致死量
 * じゃなくて; a psychiatrist's safety plan with a patient's 希死念慮).
 *
 * Tuned afterwards in `lexicons/ja.ts` by general changes (recall 50/50, false alarms 0/50; all
 * Japanese development sets 809/829 and 12/863 before, 827/829 and 2/863 after), so this is now a
 * development set. No label was changed after the first run.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'euphemism',
    text: '五十年続けた店をとうとう閉めた。ついでにわしの人生も店じまいしようと思っとる。もう十分やった、誰にも言わんけど',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '期末ぜんめつ。冬眠じゃなくて永眠したいわ、わりとガチで😇',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '会議資料また差し戻し。もう疲れた。この世から退場させてもらいます、近いうちに',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '毎晩ふとんの中で思う、はよ成仏したいって。仏さんとこ行ったらラクやろなあ。自分で行ったろかな',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '田んぼも手放すごどになった。おらも土さ還る頃合いだべ。いつにするかは自分で決めっぺ',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '今年の桜と一緒に散ろうと思う。来年の桜はもう見なくていい。',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ばあちゃんのいるグソーにもう行きたいさー。こっちにはもう何も残ってないから',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ここ に いても ひとり。キーウ の おばあちゃん の となり で ずっと ねむりたい。もう めを さまさないで いい',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: '骨になりたい。焼かれて軽くなって、誰の迷惑にもならない形になりたい。部屋から出ないで3年、もういいよね',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'あの世デビューしよっかな〜って最近ずっと考えてる。笑えないやつ(´・ω・`)',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '3年ぶりにやってしまった。カッター、まだ引き出しの奥にあったんだ。また腕が赤い',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '断薬して1年だったのに今日またブロン20錠いった。カウント0に戻った',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'にほん に きて から とまって たのに、また じぶん を きずつけた。サイレン の ゆめ を みた あと',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '退院して2か月。入院前と同じ考えがまた頭を占領しはじめた。死ぬことばっかり考えてる',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'また死にたなってきた。もう治ったと思とったのに。前んときと一緒や、先生に何て言お',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '前に救急で運ばれた時と同じ感じがする。また首に紐かける想像が止まらない',
  },
  { crisis: true, class: 'relapse', text: '禁リスカ記録、210日で途切れた。ばんそうこう足りない' },
  {
    crisis: true,
    class: 'relapse',
    text: 'カウンセリング卒業したのに、気づいたらまたベランダの手すりから下をのぞいてる自分がいた',
  },
  {
    crisis: true,
    class: 'relapse',
    text: '去年の秋に未遂して、家族に泣かれて、もうせんと約束した。でもまた同じ気持ちになっとる。約束守れそうにない',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'お守りみたいに取っといた睡眠薬、また数え始めてる。前の時もこうやって数えてた',
  },
  {
    crisis: true,
    class: 'plan',
    text: '金曜の夜にする。有給は木曜まで消化して、引き継ぎ書も書いた。誰にも気づかれないよう普通に出社してる',
  },
  {
    crisis: true,
    class: 'plan',
    text: '練炭とガムテ、車のトランクに積んだ。週末は山のほうへ一人で行く',
  },
  {
    crisis: true,
    class: 'plan',
    text: '母の四十九日が終わったら、私も行く。それまでは喪主としてちゃんとやる',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'ビザ が きれる ひ に おわり に する。もう きめた。かえる ところ も ない',
  },
  {
    crisis: true,
    class: 'plan',
    text: '卒業式の日、校舎の屋上の鍵がいつ開いてるか調べた。あの日にやるって決めてる',
  },
  {
    crisis: true,
    class: 'plan',
    text: '年金が入ったら葬式代を封筒に入れて置いて、そのあと海へ行くけぇ。もう決めたんじゃ',
  },
  {
    crisis: true,
    class: 'plan',
    text: '親が旅行で3日いない。チャンスは今回しかない。ロープはもう届いた',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'ヘアアイロンを手首に当てた。ジュッていって、少しだけ落ち着いた。さいあく',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '爪で腕をかきむしって血だらけ。止められなかった、止めたくなかった',
  },
  { crisis: true, class: 'selfHarm', text: 'わざと階段から落ちた。心が痛いより体が痛いほうがマシ' },
  {
    crisis: true,
    class: 'selfHarm',
    text: '輪ゴムじゃもう足りなくなって、安全ピンで足首をひっかいてる。靴下で隠せるから',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '髪の毛を根元からぶちぶち抜きまくってたら頭皮から血出てた。痛くないとおかしくなりそうやねん',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '授業中ずっとシャーペンの先で手の甲を刺してる。穴だらけ',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '鏡の前で自分の顔を何度もひっぱたいた。あざになってる。明日マスクでごまかす',
  },
  { crisis: true, class: 'intent', text: '正直に書く。死にたい、じゃなくて、もう死ぬつもり。' },
  { crisis: true, class: 'intent', text: 'おら、もう死ぬべと思ってる。誰さも言ってねぇ' },
  {
    crisis: true,
    class: 'intent',
    text: '夜勤明け、駅のホームで決めた。もう生きるのやめる。今度こそ本気',
  },
  { crisis: true, class: 'passive', text: '地震でも来てこのアパートごとつぶれてくれたらいいのに' },
  { crisis: true, class: 'passive', text: '寝てる間に心臓止まってくれんかな。それがいちばん平和' },
  {
    crisis: true,
    class: 'passive',
    text: 'がん検診ひっかかった。正直ほっとしてる。治療はしないでこのまま終われたらいい',
  },
  { crisis: true, class: 'method', text: 'ビルの何階からなら確実なのか、そればっかり検索してる' },
  {
    crisis: true,
    class: 'method',
    text: '夜中、台所でガス栓に手をかけたまま、どのくらいで意識なくなるのか考えてた',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'みんな、今まで仲良くしてくれてありがとう。このアカウントは今日で終わりです。探さないでね',
  },
  {
    crisis: true,
    class: 'farewell',
    text: '息子へ。あんたは何も悪くない。母さん勝手なことしてごめんね。お墓は要らんよ',
  },
  {
    crisis: true,
    class: 'burden',
    text: '介護してもらってばかりで娘の人生を食いつぶしとる。わしがおらんようになれば、あの子は自由になれる',
  },
  {
    crisis: true,
    class: 'burden',
    text: '治療費で家計はずっと赤字。私の存在そのものが家族のお荷物。消えた方がみんな助かる',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: '何をしても変わらない。この先何十年も同じ苦しさが続くなら、続ける意味がわからない',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'いえ も まち も もう ない。みらい って ことば が わからなく なった。いきてる いみ ない',
  },
  {
    crisis: true,
    class: 'dose',
    text: '処方薬、2週間分いっぺんに飲んだ。頭ぐらぐらする。誰にも言ってない',
  },
  { crisis: true, class: 'dose', text: 'デパス全部とお酒。もう飲んじゃった。ねむい' },
  {
    crisis: false,
    guard: 'past',
    text: '今日で未遂から7年。あの日救急車で運ばれた私に、今の私は「生きててくれてありがとう」って言いたい',
  },
  {
    crisis: false,
    guard: 'past',
    text: '臨床心理士になって20年。最初に担当した、死にたいと毎回言っていた子が、今日結婚式の写真を送ってくれた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '大掃除で高校の頃の日記が出てきた。「死にたい」ばっかり書いてある。あの頃の自分、よく踏ん張ったな',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'キーウ から にげて きた はじめ の とし は、いきたく なかった。いま は にほんご の がっこう で ともだち も いる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '二十歳のころはリスカしまくってたけど、もう十年やってへん。傷跡も薄なってきたわ',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'イラク派遣から帰ってすぐの頃は、毎晩死ぬことを考えていた。今は孫の運動会が楽しみだ',
  },
  {
    crisis: false,
    guard: 'past',
    text: '人生で最悪の年は2019年。薬を溜め込んでた時期もあった。主治医と妻のおかげで今ここにいる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '引きこもってた5年間、何度も消えたいと思った。今はコンビニで夜勤して、ちゃんと生きてる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '研修医の頃、過労で電車に飛び込みそうになったことがある。今は後輩にその話をしている',
  },
  {
    crisis: false,
    guard: 'past',
    text: '震災のあどは、おらも死にてぇって思ったごどもあったっけ。今は仮設も出で、畑やってる',
  },
  {
    crisis: false,
    guard: 'past',
    text: '断酒会で、昔ODして運ばれた話をした。みんな頷いてくれた。もう3年飲んでない、薬も',
  },
  {
    crisis: false,
    guard: 'past',
    text: '娘に腕の傷のこと聞かれた。昔、心が苦しかった時につけたんだよって、ちゃんと話せた',
  },
  {
    crisis: false,
    guard: 'past',
    text: '若い頃、わしも橋の上に立っとったことがある。あれから四十年、生きとってよかったわ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'カウンセラーに「死にたいと思うことはありますか」と聞かれて、ないですと答えた。本当にない。ただ眠れないだけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '別に死にたいとかじゃない。ただ疲れてるだけ。寝たら治る',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自殺とか考えたことないで。しんどいだけやねん、仕事が',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '消えたいって思ったことは一度もない。むしろ長生きしたい派',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '問診票の「自分を傷つけたいと思う」は「全くない」に丸をした',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'リスカもODもしてないよ、心配しないでね、ってお母さんにLINEした',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'おら、くたばるつもりなんかさらさらねぇ。まだ孫の顔見てぇもの',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'わたし は しにたい と おもって ない。かなしい だけ。ママ に でんわ した',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '死にたいわけじゃないんだよね、ただ全部から少し離れたい。温泉行こ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '遺書とか書いてないし書くつもりもない。65になったからエンディングノートを買っただけ',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '自分を傷つけるようなことはしてないよ、って先生に言えた。本当のこと',
  },
  {
    crisis: false,
    guard: 'negation',
    text: '飛び降りたいなんて思ってない。高いところが苦手なだけ',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '夜勤でOD患者さん受け入れ。アセトアミノフェン大量服薬、NAC投与開始。朝までバイタル安定',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'うちの犬がチョコを一箱食べた。夜間救急で吐かせてもらった。致死量じゃなくてよかった',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '2歳の息子が祖母の血圧の薬を1錠飲んだかもしれない。中毒110番に電話した',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '薬局研修で過量服薬のリスクについて勉強。睡眠薬は一包化して少しずつ渡すのが大事',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '母の薬、飲み忘れと飲みすぎを防ぐためにお薬カレンダーを買った',
  },
  {
    crisis: false,
    guard: 'medical',
    text: '精神科外来、今日は希死念慮のある患者さんと安全計画を一緒に作った',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: '推しのライブ最高すぎて死んだ。成仏した。明日から生き返って働く',
  },
  { crisis: false, guard: 'figurative', text: '締め切り三本重なって、もう死ぬ〜って叫んだ笑' },
  { crisis: false, guard: 'figurative', text: '残業続きで魂抜けてる。土日は屍になる予定' },
  { crisis: false, guard: 'figurative', text: 'この激辛ラーメン、死ぬかと思った🔥' },
  { crisis: false, guard: 'figurative', text: '部長に詰められて、社会的に死亡した' },
  { crisis: false, guard: 'figurative', text: '恥ずかしすぎて消えたい…会議で取引先の名前間違えた' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: '祖父が亡くなった。土に還ったんだなあ、と畑を見て思う',
  },
  { crisis: false, guard: 'othersDeath', text: '友達が自ら命を絶って一年。まだ信じられない' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'ハルキウ の おじさん が せんそう で しんだ。 ないた',
  },
  { crisis: false, guard: 'othersDeath', text: '愛猫が虹の橋を渡った。15年ありがとう' },
  { crisis: false, guard: 'othersDeath', text: '隣のおばあちゃん、お迎えが来て静かに逝ったらしい' },
  { crisis: false, guard: 'fiction', text: '映画で主人公が崖から飛び降りるシーン、泣いた' },
  { crisis: false, guard: 'fiction', text: '小説の新作、ヒロインが遺書を書く章まで書けた' },
  { crisis: false, guard: 'fiction', text: 'ドラマの最終回、犯人が毒を飲んで終わるオチは読めてた' },
  { crisis: false, guard: 'fiction', text: 'ゲームのキャラが自爆して仲間を守った。しんどい' },
  {
    crisis: false,
    guard: 'everyday',
    text: '今日で退職。みなさん今までありがとうございました。送別会楽しかった',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: '商店街の金物屋さんが店じまい。五十年の歴史に幕。最後に鍋買った',
  },
  { crisis: false, guard: 'everyday', text: 'スマホの断捨離、古いアカウント全部消した。すっきり' },
  { crisis: false, guard: 'everyday', text: '冬眠したい。布団から出たくない寒さ' },
];
