import type { EvalNote } from './types';

/**
 * English notes of a ninth check, written blind after the eighth round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes (6 each of relapse, plan, hopelessness and
 * method, the classes unseen measurements show weakest; 4 each of intent, passive, euphemism,
 * farewell and burden; 3 each of self-harm and dose) and 50 quiet ones (13 of an old crisis told
 * as over, 12 plain denials and screening questions answered no, 6 medical, 5 each of sayings,
 * someone else's death and books, plays and games, 4 ordinary days). The writers are a
 * Ukrainian pensioner and refugees from Mariupol, Kharkiv and Kyiv writing in learner's English,
 * a Syrian in Germany and one in Manchester, a Lagos trader in Pidgin, a Glaswegian, a Filipina
 * nurse in Dubai and a Filipino student, US veterans and a Marine, a Midwest farmer, a Sydney
 * renter, Kiwis, Irish and English students and teens, a wheelchair user, a cancer patient,
 * nurses, carers, parents and a widow; slang, typos and emoji are as typed.
 *
 * First run, lexicon untouched: recall 44/50 (88.0%), false alarms 11/50 (22.0%). Fourteen of the
 * 44 were flagged by the whole-note reader alone, no concept named ("gonna do it this time… I want
 * to die so fine I'll show them", the fiction guard taking "show" for a TV show; a lorry hoped for on the
 * motorway, the cancer coming back as "a way out", to "go to sleep and stay there… permanently",
 * "go to the river", standing at the platform's yellow line, a river bridge stood on every day,
 * an alarm at 3am for the top of the flats, "why I bother gettin up", "can't picture myself alive
 * at 30", "no see any way forward" in Pidgin, "costing money to the host family", "back on the
 * ledge… wishing I'd gone through with it the first time", "is 30 paracetamol plus the whiskey
 * enough").
 * Missed: plan 2 (a full tank and a quiet road by the reservoir on Sunday when the kids are at
 * their gran's; a borrowed .45 and a date, an anniversary, when wife and kid are away); euphemism
 * 1 ("ready to dip for good"); farewell 1 (giving away belongings, "man of the house now", said
 * bye to everyone, "feels final"); burden 1 (the children better off with the life-insurance
 * payout, the suicide clause expired); self-harm 1 ("carved his name into my leg").
 * Classes misnamed: a cutting relapse after nine months read as method and plan; a relapse "after
 * the attempt in 2019", "the same voice… coming back" as intent only; car exhaust in a closed
 * garage and lethal mixes of meds as dose, method unheard; "hit by a bus… would be relieved" as
 * burden.
 * False alarms: past 4 ("the worst year of my life… I truly wanted to die", now settled in Dublin;
 * stood on a roof in 2018 "thinking to jump", now a registered nurse; an overdose anniversary at
 * the beach; old "i want to kms" notes reread and deleted); negation 5 (a sister asking "am I
 * going to do something stupid", answered no; a counsellor's "better off dead" answered nah; a
 * ward checklist "Want to die? No."; "I'm not. I have never had a single suicidal thought";
 * "asked if I still want to disappear… I said no"); medical 2 (a baby's Calpol maximum and the
 * liver in overdose; a palliative morphine pump, "how much is enough").
 * (This header's first count of notes left to the whole-note reader said thirteen; it was
 * fourteen. Notes and labels are unchanged since the first commit.)
 * After this round's general changes: 49/50, false alarms 0/50; 48 of the 49 heard by the lexicon,
 * one ("go to the river", a village euphemism) still by the whole-note reader alone. English
 * development sets: 557/563, 15/586 before, 562/563, 4/586 after. Still missed: the full tank
 * and the quiet road by the reservoir on Sunday when he takes the kids, a plan told only through
 * its errands (no means, death or goodbye word the lexicon could hear without alarming on every
 * drive to a reservoir). Classes still misnamed: a cutting relapse after nine months clean read
 * as method and plan; the 2019 attempt's voice "coming back" as intent (the attempt's sentence is
 * past); car exhaust in a closed garage and lethal medicine mixes as dose, not method; "hit by a
 * bus… relieved" as burden; "can't picture myself alive at 30" as passive and plan ("at 30" read
 * as a time set, an age to come).
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Sponsor rang twice, I let it go to voicemail. 4 yrs since the hospital and the stomach pump and tonight I'm sat here counting what's left in the cupboard again. Same feeling as back then, like a door opening.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'was doing so good. 9 months no cutting. last night i got the sharpener blade out again and did my thigh, and tbh i want to do worse tonight',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Thought I'd beaten this after the attempt in Kyiv in 2019. Now in Krakow, no work, husband at the front, and the same voice is coming back every night telling me to finish it. I am afraid of myself.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Last time they found me in time. Been thinking this time I would go somewhere nobody finds me. Dunno why I am writing this down.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Discharged from the psych unit in March and I promised Dr Okafor I'd ring if it came back. It came back. Two weeks of waking up at 4am making plans to die. I haven't rang anyone.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Ya girl's back on the ledge, mentally speaking. Same as Year 11. Lyin in bed wishing I'd gone through with it the first time 🙃",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Wrote the kids' birthdays on the calendar for Mark so he won't forget. The car's full of petrol and I know the quiet road by the reservoir. Sunday, when he takes them to his mum's.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Ive been saving my seroquel for three weeks, theres enough now. Friday after my shift ends I'm taking the lot with the vodka. Decided. Feel calm for the first time in ages.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Picked the spot on the cliff walk at Bondi, went and looked at it twice. Going back on the 14th, after I sign the flat back to the landlord. No point paying another month.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Marine buddy's old .45 is in my truck now, told him I'd clean it. Got the date — the anniversary of Fallujah. Wife and kid'll be at her sisters. I'm done fighting this.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have decided how. The rope is in the shed, I checked the beam hold my weight. When my parents go to church on Sunday morning I will do it. Nobody will stop me this time.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Set my alarm for 3am. Everyone's asleep then. Staircase at the top of the flats, 14 floors. Written it all out in my head, just got to actually go up there.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "My husband died at Bakhmut, my flat in Kharkiv is gone, here I am alone with papers in a language I don't understand. Every day is same grey. I don't see for what I continue. There is no future for me, only waiting.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Lost the farm, lost the dogs, Carol left in June. Been sittin up every night wonderin why I bother gettin up. Nothin's gonna get better for a man my age and I quit pretendin it will.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Chemo round 6. Pain every minute. Doctor keeps saying "fight" but there is nothing left to fight for and no version of this that ends well. I am so so tired of hoping.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'deadass nothing ever changes. applied to 80 jobs, 0 callbacks, living in my aunts basement at 27. whats even the point of waking up anymore fr',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I keep telling myself it'll pass but it's been two years and it hasn't. I can't picture myself alive at 30. I can't picture anything at all ahead. Just black.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Na so life don tire me reach. Business don collapse, debt everywhere, my wife carry the children go her mama house. I no see any way forward again, everything don finish for me.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Been googling how long it takes with a car running in a closed garage. Our garage shuts proper. Not saying I'll do it. Just need to know it would work.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Every morning on the train platform I stand right at the yellow line and think how one step forward and it is all over. Today I let two trains go past before I could move back.',
  },
  {
    crisis: true,
    class: 'method',
    text: "I keep my dad's insulin pens in my bag now. I know how much would stop my heart. I look at them in the loo at work.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Found myself in Bunnings looking at rope for like 20 mins. Worked out which would hold. Walked out empty handed but I know which aisle now.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'In Germany the bridges over the Rhein are very high. When I walk over, I think the water is cold and quick, nobody will pull me like in the sea in 2015. I stay long time on this bridge every day.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Been reading forums about which meds are lethal mixed together. I've got most of them in the bathroom cabinet already between me and Nan.",
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I want out. Not out of the job, not out of the marriage. Out of being alive. I'm going to kill myself, I just haven't worked out when.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'omg im actually gonna do it this time. im so sick of everyone. nobody believes me when i say i want to die so fine ill show them',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Och I'm finished wi it aw. I'm gonnae end masel, nae kiddin. Cannae face another winter in this flat on ma own.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Pls Lord forgive me but I am going to end my life. I am a nurse here in Dubai, I send all my salary home and still they say not enough. I cannot anymore.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Driving home on the M8 tonight I caught myself hoping a lorry would just plough into me. Wouldn't be my fault then, would it.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Every night I pray God take me in my sleep. I am 68, my son is in the army in Zaporizhzhia, I have nobody here. I don't want to wake up in this refugee hostel one more morning.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "If i got hit by a bus tmrw i genuinely would be relieved lol. like not even joking. i'd welcome it",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Wouldn't be sad if the cancer came back honestly. Be a way out that nobody could blame me for.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Thinking of just checking out early. Everyone's got their own lives, I'm a loose end. Tidy it up.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I want to go to sleep and stay there. Like properly. Permanently. I'm not being dramatic, I mean it.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Bro I'm ready to dip for good. Not like move cities. Like dip dip. This world aint for me.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'In our village people say "to go to the river" and everybody know what it mean. Since the camp I think every day to go to the river. My sister does not know.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To Jess - you were the best thing about uni. Don't blame yourself. The password for my laptop is in the top drawer, give Biscuit to Mum. Love you loads x",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave away my PS5 and my hoodies today. Told my little bro he's the man of the house now. Said bye to everyone proper. Feels final and I'm ok with that.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Sorted the will, cancelled the papers, left the spare key with Maureen next door. Wrote letters to the three girls. They will understand one day, I hope. This is the last page of this diary.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "If anyone reads this, I'm sorry. Tell Mama I loved her and it was not her fault. I can't hold on anymore. Goodbye.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum's doing double shifts to pay for my wheelchair and the physio. She'd have her life back if I was gone. I'm just a weight round everyone's neck.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'I am only costing money to the host family. Food, bus, medicine for my heart. They are kind but I see their faces. It would be easier for everybody if I would not exist.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'The kids would do better with the payout than with a broke drunk for a dad. Been looking at the policy, suicide clause ran out after 2 years.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "everyone keeps having to babysit me and cancel plans bc of me. theyd honestly all breathe easier without me dragging them down. i'm the problem in every room",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "Burned my arm with the lighter again tonight, three marks this time. It's the only thing that makes the noise in my head stop. Long sleeves tomorrow.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Hit my head against the wall till it bled after the phone call. Still ringing. I want to do it again.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'carved his name into my leg w a compass in maths. didnt even feel it. gonna need to hide it from mam before PE',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many co-codamol would it take to not wake up? asking for me.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "What amount of amitriptyline is fatal for a 60kg woman. I have two boxes from the GP. I need to know it's enough so I don't wake up damaged.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Is 30 paracetamol plus the whiskey enough? I dont want to end up in ICU again I want it to actually work this time',
  },
  // past (quiet)
  {
    crisis: false,
    guard: 'past',
    text: "Ten years today since I swallowed the pills in my student flat. I'm 31, married, teaching Year 5. Bought myself a cake. Hard to believe that girl was me.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from 2016 in a box. Page after page about wanting to die. I cried reading it, mostly for her. Things are so much better now, I have a life I actually like.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2022 was the worst year of my life. After the evacuation from Mariupol I truly wanted to die, many times. Now my daughter goes to school in Dublin and I am learning English. We survived.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Therapist and I looked back at where I was in January - planning it, giving things away. She said she's proud. I am too. Discharged from the crisis team as of today 💛",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Three years clean from cutting today. Scars have faded to white. Went swimming in a t-shirt-free pool day for the first time.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Told my story at the veterans group tonight — the night in '09 I had the pistol in my mouth in the barracks. Guys came up after and shook my hand. Felt good to be useful.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was 15 I thought everyone would be better off without me. Silly child. Now I have two kids of my own and I watch them like a hawk for signs.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back when I first came to the UK, in the hotel, I stood on the roof once thinking to jump. This was 2018. Today I got my nursing registration. I want to remember both.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "My overdose anniversary again. Spent it at the beach with Tama and the dog. I don't feel any of that darkness anymore, just grateful to still be here.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Reading back through the notes app from uni, lots of "i want to kms" and "no point". Glad I got help in second year. Deleted them tonight.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Got the semicolon tattoo finally. For the attempt in 2017 and everything after it. Mum cried at the studio lol',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Used to have a plan and a date, years ago, after my divorce. Therapy, meds, a good GP. I'm writing this just so I remember how far I've come.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Session today: Dr Reyes asked me to write about the time I was hospitalised for suicidal thoughts. It was 6 yrs ago. It felt like writing about a stranger.',
  },
  // negation (quiet)
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just knackered. Three kids under five and a husband on nights. Need a week of sleep not a therapist.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP asked the question - any thoughts of harming yourself or ending your life? Said no and meant it. Just grief. He upped the sertraline anyway.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Feeling flat but I want to be clear for myself: I have no plans to hurt myself. Just want this month over.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'My sister keeps asking am I going to do something stupid. No! I am just sad because of the war, like every Ukrainian. I will never leave my son alone.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Never once thought about ending it, even in the worst of the divorce. Don't know why people always assume that about blokes.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'the school counsellor did the questionnaire w me. "do you think you would be better off dead" - nah. im stressed abt exams not dying lmao',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nurse on the ward does the same checklist every morning. Want to harm yourself? No. Want to die? No. I want my own bed and a proper cup of tea.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Not gonna lie today was rough, but I don't want to die or anything like that. Just want a hug and some chips.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I would never take my own life, my faith wont allow it and my children need me. But Lord this season is heavy.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Crisis line called back to check in. Told them honestly I'm safe, no urges to cut, no thoughts of suicide. Just lonely since moving to Auckland.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People hear PTSD and think I'm a danger to myself. I'm not. I have never had a single suicidal thought. I get angry, that's different.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychiatrist asked if I still want to disappear. For the first time in years I said no, and it was true.',
  },
  // medical (quiet)
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says if Bella eats any more of the ibuprofen she could die, kidneys can't handle it. Locked everything in the top cupboard now.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Night shift in A&E: 19yo brought in after taking 40 paracetamol. NAC started, she'll probably be ok. Went to the car park and cried after.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist warned me the max for the baby is 4 doses of Calpol a day and an overdose can damage the liver. Wrote it on the fridge.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Mam keeps forgetting if she took her warfarin. Too much and she bleeds, too little and it's a stroke. Got her one of those pill boxes with the days on.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology revision: lethal dose of amitriptyline, why tricyclics are dangerous in overdose, naloxone for opioids. Exam on Monday, brain is mush.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad's palliative nurse explained the morphine pump - how much is enough to keep him comfy without stopping his breathing. Hard conversation but I'm glad she was honest.",
  },
  // figurative (quiet)
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more quarterly review I'm going to throw myself out the window 😂 who schedules these on a Friday",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ate a whole tub of ice cream at 2am. Kill me now. Diet starts Monday, for real this time.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Saw my ex at Tesco with her new fella. Wanted the floor to open up and swallow me whole. Hid behind the cereal like an idiot.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "The Springboks lost in the last minute, I nearly died. My heart can't take this, I'm too old.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'this chem homework is actually going to be the death of me. 4 hours on one question. send help',
  },
  // othersDeath (quiet)
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandad passed on Tuesday. I keep reaching for my phone to ring him. The funeral is in Cork on Saturday, I have to do a reading.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A boy from my unit took his own life last month. We were at the memorial today. I keep thinking about what I missed, what I could have said.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My cousin was killed in Izium. My aunt does not eat, does not speak. I sit with her every evening and we drink tea and say nothing.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Had to put Rufus down today. 14 years. The house is so quiet. I miss him so much it hurts to breathe.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Mum's been gone a year. Visited the grave with flowers. I talk to her there, tell her about the baby. Sad but it's a good sad now.",
  },
  // fiction (quiet)
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished "A Little Life" on the bus and had to get off two stops early to cry. Jude cutting himself for years, the ending wrecked me. Do not recommend lol (do recommend)',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Rehearsal for the school play - I'm Juliet so I have to stab myself every night this week. The dagger is a ruler wrapped in foil 😂",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Writing my novel chapter where the detective finds the farewell note. Need it to sound real without being melodramatic. Hardest scene so far.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched the 13 Reasons Why episode for my psych module. Hard to watch, the tapes and the bath scene. Wrote my critique on how it handles suicide.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'My character in Elden Ring keeps jumping off cliffs by accident. Died 47 times tonight. Controller nearly went through the telly.',
  },
  // everyday (quiet)
  {
    crisis: false,
    guard: 'everyday',
    text: "Long shift at the depot, back's in bits. Tea, toast, bed. Tomorrow's another day.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cleared out the garage with Dad, found my old bike and a box of his army stuff. Took a load to the tip. Tired but satisfying.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling low today, missed home a lot, the rain in Manchester does not help. Called my mother in Aleppo on WhatsApp, she made me laugh. Better now.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "sooo tired of this semester. I just want to go home, sleep for a week, and eat my lola's adobo. 2 more exams then freedom",
  },
];
