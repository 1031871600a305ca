import type { EvalNote } from './types';

/**
 * English notes of an eighth check, written blind after the seventh round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes (6 each of relapse, plan, hopelessness and
 * method, the classes unseen measurements show weakest; 4 each of intent, passive, euphemism,
 * farewell and burden; 3 each of self-harm and dose) and 50 quiet ones (13 of an old crisis told
 * as over, 12 plain denials and screening questions answered no, 6 medical, 5 each of sayings,
 * someone else's death and books, games and plays, 4 ordinary days). The writers are a Lagos
 * shopkeeper in Pidgin, a Glaswegian in Scots, a Syrian asylum seeker in Germany and Ukrainian
 * refugees in Poland writing in learner's English, a Filipina nurse in Riyadh and a Filipino
 * student in Taglish, US teens, a Midwest farmer, US veterans, a British soldier, an Australian,
 * a New Zealander, a retrenched South African, Irish and English students, a widower, the
 * chronically ill, nurses, a pharmacy student and parents; slang, typos and emoji are as typed.
 *
 * First run, lexicon untouched: recall 46/50 (92.0%), false alarms 8/50 (16.0%). Seven of the 46
 * were flagged by the whole-note reader alone, no concept named (passive: "wouldn't mind if I went
 * to sleep tonight and that was the end of it", "if the lupus took me"; euphemism: "disappear from
 * this world"; plan: a walk into the hills "and not walk back"; hopelessness: "cannae see a way
 * oot", "whit's the point"; farewell: "to whoever reads this diary after… please look after";
 * relapse: "finish what I started in '18").
 * Missed: euphemism 1 ("making a permanent exit"); method 2 (an hour in the barn looking at the
 * beam and the baling rope; stopping on a bridge with a low railing every day to look down at the
 * traffic); plan 1 (hose and tape sorted, the car in the shed, waiting till the family is away
 * next weekend).
 * Classes misnamed: "end it all if it wasnae for the dog" read as euphemism, plan and relapse;
 * "relapsed. 143 days gone. back to day 0" as self-harm only; "dead weight… collecting on the
 * life insurance" as method and farewell, burden unheard.
 * False alarms: past 2 (the anniversary of an overdose, now planning a wedding; "back in the 2020
 * lockdown I really thought of ending it", now healing); negation 2 (a friend asking "am I thinking
 * to kill myself", answered "no, no, never"; "never been the type to self-harm"); medical 3 (a
 * nurse's patient in with a paracetamol overdose; a father doubling up his heart pills, "too much
 * digoxin can kill", by the whole-note reader; revision notes on lethal doses, "Exam Thursday"
 * taken for a time set); figurative 1 ("I'm literally dying. I want the ground to swallow me").
 * The "permanent exit" note was never read by the English lexicon at all: 20 words long, it held
 * only one of the words that mark a long Latin-script note as English ("i").
 * After this round's general changes: 50/50, every crisis note heard by the lexicon (none left to
 * the whole-note reader alone), false alarms 2/50. Still flagged: "never been the type to
 * self-harm", which the English lexicon reads as negated but the Spanish lexicon, reading every
 * short Latin note, hears as self-harm; the father's digoxin, flagged by the whole-note reader with
 * no concept heard, which only retraining can change. Classes still misnamed: the Riyadh nurse's
 * "pray to God to just take me" heard as hopelessness; "relapsed. 143 days gone. back to day 0"
 * as self-harm only (a streak may be of drink or a diet, so a bare "relapsed" stays weak).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Omo this life no balance at all. Landlord don give me quit notice, my shop don crash, I just wan kill myself and rest. I no fit again.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Been greetin in the car park at work again. Honestly I'd end it all if it wasnae for the dug. Naebody would even notice till Monday.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'The asylum office say no again. I am here 4 years in Germany and still no papers. I decide I want to finish my life, I am very tired from all this.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i fr want to die so bad rn. like not in a dramatic way just. i want it to be over. mom screamed at me again about grades',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Mum's funeral was Tuesday. Dad keeps ringing. Truth be told I wouldn't mind if I went to sleep tonight and that was the end of it, no fuss.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Double shift again here in Riyadh. Sometimes I pray to God to just take me na, I am so tired of sending everything home and having nothing left for myself.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Flare day 9. Pain 8/10. If the lupus took me I genuinely don't think I'd fight it anymore. Kind of hoping it does.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Sat on the bus home wishing it would just crash and be done with me. Don't want to do anything, just want to not exist for a while. Or at all tbh.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Buddy from my unit called, asked if I'm good. Told him yeah. Truth is I been thinking about checking out for good, joining the guys we lost. Figure it's about time.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'honestly might just go to sleep forever lol. so done with everyone at college pretending to care',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Eish. Retrenched after 22 years. I keep thinking about making a permanent exit, then at least it's finished.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Every night I think maybe better I just disappear from this world quietly. Nobody here will miss one more refugee woman.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Corn prices in the toilet again and the bank called twice. Spent an hour in the barn looking at the beam and the baling rope. Don't know what stopped me.",
  },
  {
    crisis: true,
    class: 'method',
    text: "stood on the top floor of the multistorey after lectures and looked over the edge for ages. kept thinking it's definitely high enough",
  },
  {
    crisis: true,
    class: 'method',
    text: "Drove out to the cliffs at Muriwai after work. Sat right on the edge with my legs dangling for an hour thinking one lean forward and that's that.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Cleaned my pistol and loaded it and just sat there on the bed with it in my hand. Wife's at her sister's. It would be so easy.",
  },
  {
    crisis: true,
    class: 'method',
    text: "I have access to the drug cupboard at work and I've started thinking about which one would do it quietly. I know exactly what I'd take and how much.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'theres a bridge on the bypass with a really low railing. i walk past it every day now and stop in the middle and look down at the traffic and think about it',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Wrote everything down for Sarah: passwords, the insurance, where the will is. Friday while she's at her mum's is when I'll do it. Been calm ever since I decided.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have collect the pills for two months now, they are in the box under my bed. After my brother wedding I will take all of them, I dont want to spoil his day.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "ok so i've decided. end of the semester. after finals so nobody can say i was just stressed about grades. already know how",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Leave starts Thursday. Plan is drive up to the Cairngorms, walk out somewhere nobody will find me for a while, and not walk back. Sorted my kit for it.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ngayong gabi na talaga. i already wrote letters to mama and my little brother. i will go up to the rooftop when everyone is sleeping',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Got the hose and the tape sorted, car's in the shed. Just waiting till the missus takes the kids up to Brisbane next weekend.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Every day same. Job center, small room, no language. My city is ruined, my home is not exist anymore. I do not see any future for me, nothing will become better, never.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Seventh specialist, seventh shrug. There is no fix, there's no version of this where I get my life back. What's the point of carrying on like this for another 40 years.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Cannae see a way oot of this. Every door's shut. Whit's the point in any of it anymore.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'I have tried everything. Applied to 200 jobs, my certificate is useless. There is no hope for me in this country or any other. I am just waiting for nothing.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "nothing's ever gonna change. i'll always be the weird one, always alone. i'm so tired of hoping",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "House is silent. Kids are busy with their own lives. I keep asking what is left for me and the honest answer is nothing. I don't see the point of tomorrow.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this diary after: I'm sorry. None of this was your fault. Please look after Biscuit for me.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Messaged everyone today just to say I love them. Gave my guitar to Jamie. Feels like tying up loose ends. I think they'll understand eventually.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'If something happen with me, my documents are in the blue folder. Tell my mother I love her very much and I am sorry for everything. This is last page I write.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'thx for everything guys. u were the best part. goodbye for real this time 💔',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum has to help me shower now. She's 70. She's exhausted and it's because of me. Everyone would have an easier life without me dragging them down.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "my parents remortgaged the house for my tuition and i'm failing anyway. i'm just a waste of their money. they'd be better off if i wasnt around",
  },
  {
    crisis: true,
    class: 'burden',
    text: "VA bills, my meds, the wife working doubles to cover it all. I'm dead weight. They'd be better off collecting on the life insurance.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My daughter carry everything, work, the children, and me also, old sick woman. I am only burden for her. Better that I am gone and she is free.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cut again last night, deeper than before. had to use the butterfly strips. long sleeves in 28 degrees today, fun',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Burned my arm with the lighter after the row. It's the only thing that shuts my head up.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'scratched till it bled again. i hate that it helps',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: "what's the lethal amount of amitriptyline for someone about 60kg? I've got nearly a full box",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Does anyone know if 30 paracetamol is enough or do you just end up with liver damage. I dont want to end up in hospital half dead',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'how much insulin would stop my heart. i have the pens in the fridge',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Two years clean of cutting and I did it again tonight. I'm so ashamed. The urge was just there and I didn't even fight it.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Last time I tried it was 2019, pills. Therapy, meds, everything helped. But this last month the thoughts are back, every night, louder than ever, and I've started looking things up again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'After my attempt in Kyiv in 2021 the doctors helped me a lot. But now in this country alone I think again about this way, I dont want to live again.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'relapsed. 143 days gone. back to day 0. idk why i even try',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Was doing good since rehab and the hospital stay. Tonight I'm back on the bottle and the same voice is telling me to finish what I started in '18.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Thought I was done with all that after the overdose at 19. I'm 26 now and I'm sat here counting tablets again, same as then.",
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Five years ago today I tried to end my life. Today I ran a half marathon with my sister. If you'd told me then, I'd never have believed it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Notes to self after clinic: she described her worst period at 17, when she wanted to die every single day. Now 30, stable, grateful. Reminded me why I do this job.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from year 10. So many pages about wanting to disappear. I want to hug that girl. She made it. I made it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2014 was the worst year of my life. I had the gun in my mouth one night. Got help, got sober, got a dog. Ten years on and I coach little league.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Sharing my testimony at church on Sunday. There was a time I planned to drink Sniper. God and my pastor brought me through. Now I am a mother of two.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'First year in Poland I was thinking every night about end my life. Now second year I have job, friends, my son go to school. I am better, really.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of my overdose. Three years. Lit a candle for the girl who didn't think she'd see 20. I'm 23 and planning a wedding.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Scars have faded to silver now. I stopped cutting in 2016. Wore a short sleeve dress to the office for the first time and nobody even looked.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Recovery meeting tonight, I told my story: the bridge, the cop who talked me down, the psych ward. Eight years ago. People clapped. Weird but nice.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Wrote my personal statement about the year I was suicidal at 15 and how it made me want to study psychology. Mum cried reading it (good tears).',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back in the 2020 lockdown I really thought of ending it na, I was alone in the dorm. Now I am home with family, healing talaga. Thank you Lord.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'New GP asked about my history. Told her yes, an attempt at 22, long time ago, no thoughts since. She nodded and we moved on to my blood pressure.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Mate's 40th tonight. Funny to think at 25 I didn't reckon I'd see 30. Glad I was wrong. Good steak, good mates.",
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just knackered. Three kids under five and a husband on nights. Need a nap not a helpline lol.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychiatrist asked the usual: any thoughts of harming yourself? No. Any plans? No. Honest answers for once. Just low, not in danger.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Let me be clear to myself: I don't want to die. I want this job to stop making me feel like I do.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Filled in the PHQ-9 at the surgery. Ticked 'not at all' on the question about being better off dead. Ticked plenty on the sleep ones though.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no im not gonna hurt myself calm down. i just said i was sad. why does everyone panic',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Counselor at the VA asked if I had a gun at home and if I'd ever thought about using it on myself. Told her the truth, never once. Just the nightmares.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'My friend ask me am I ok, am I thinking to kill myself. No, no, never. I am sad for my home but I want to live, my daughter need me.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never been the type to self-harm, I just eat my feelings. Two packets of biscuits tonight 🙃',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Am no gonnae dae anything daft, dinnae worry. Just needed a greet and a cuppa.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I have never wanted to end my life, not even in the worst of the chemo. I wanted the nausea to end, that's all.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Support worker asked if I'm safe tonight. Yes, I am. No plans, no thoughts like that. Rang my sister and made soup.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Dem dey ask me if I wan kill myself because of this breakup. Ehn? For which man? Never. I go cry small then move on.',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: "Patient in bay 4 came in with a deliberate paracetamol overdose, 40 tablets. NAC started, she's stable. Long shift.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler got into the dishwasher tablets, rang 111 and they asked how many he could have swallowed. All fine but I aged ten years.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says the dog ate enough dark chocolate to be dangerous for his weight. Induced vomiting, he's fine now, sulking on the sofa.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'New pain clinic rules: max 8 co-codamol a day, and the pharmacist warned me overdose is easy if I take Lemsip on top. Setting alarms.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad keeps forgetting he's taken his heart pills and taking them again. Got a dosette box so he can't double up. Too much digoxin can kill apparently.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Revision: lethal dose of paracetamol around 150 mg/kg, TCA toxicity in overdose, lithium levels. Exam Thursday, brain is soup.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more all-hands about synergy I'm gonna jump out the window 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Cricket's on, Aussies are 5 for 40. Kill me now. Actually no, pass the beer.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "My mom found my TikTok drafts. I'm literally dying. I want the ground to swallow me whole.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This assignment is killing me, been at it since 6am and still 3000 words to go.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Load shedding again during the Springboks game. I could have strangled someone at Eskom, I swear.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandad passed in his sleep last night, 94. Peaceful. We're all gathering at Nan's.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Today we know my cousin died near Bakhmut. He was 24. My aunt cannot stop crying. I make food for everyone.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A lad from my year took his own life last weekend. School had an assembly. I keep thinking about his little brother.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Lost Sgt Harris to an IED today. Writing to his wife is the hardest thing I've ever had to do.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Our neighbour's husband hanged himself in their garage. Took her a casserole. She just stared at the wall.",
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished A Little Life. Jude's ending wrecked me. Had to sit in the bath for an hour.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Writing chapter 12 of my novel, where Maeve decides to walk into the sea. Need her letter to sound real but not melodramatic.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "13 Reasons Why rewatch with my sister, she'd never seen it. The bathtub scene got her.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Elden Ring boss killed me 47 times tonight. Going to bed before I throw the controller.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Drama class: we're doing Romeo and Juliet, I'm Juliet, practising the poison scene in my room and my brother thinks I've lost it.",
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling flat today. Rainy, skipped the gym, ate cereal for dinner. Tomorrow will be better, hopefully.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Moving out of the dorms tomorrow. Said goodbye to everyone tonight, gave away my plant and my lamp. Weird feeling, end of an era.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lost my job today. Gutted. Updating the CV tonight and calling the agency tomorrow. Bills are going to be tight.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Burnout is real. Took a sick day and slept 14 hours. Making a GP appointment about it.',
  },
];
