import type { EvalNote } from './types';

/**
 * English notes of a sixteenth check, written blind after the fifteenth round of tuning and
 * scored once before any change to the lexicon: 50 crisis notes over the 11 classes (12 relapse,
 * 10 plan, 6 hopelessness, 3 each of intent, passive, euphemism, method, farewell and burden, 2
 * each of selfHarm and dose) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each of
 * figurative, othersDeath and everyday, 4 fiction). The writers are a DBT graduate on the
 * bathroom floor, a Texan who once went into the river, a Ukrainian in Berlin whose husband is
 * missing at the front, a sober alcoholic, a Nigerian in Lagos traffic, a US soldier home from
 * base, a stroke survivor, a Syrian whose asylum case failed, a chronic-pain patient, a man who
 * lost his kids in court, students and teens; on the quiet side an ICU anniversary run, a year-9
 * diary, a veterans' group, a therapist's year in review, a Lebanese camp told as behind, peer
 * support, screenings answered no, a ward nurse, A&E, a vet, a pharmacology student, a toddler's
 * iron tablets, a novelist, an actor and a gig; slang, learner's English, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 49/50 (98.0%), false alarms 8/50 (16.0%).
 * Missed: relapse 1 ("that old pull toward the river is on me again like it was the summer I went
 * in": a pull toward a place, come back, with no word of dying).
 * False alarms: past 3 ("in January I was making plans to kill myself, by October" a trip; "in
 * camp I many times think to finish my life", now a job and "that darkness is behind me"; "when I
 * came back from the east in 2015 I wanted to be dead", a reminder I got through it); negation 3
 * (a screening's "any self harm? None."; "asked if I have a plan to harm myself. I don't";
 * "haven't wanted to end things at all this month"); medical 2 (a patient in A&E "after taking a
 * whole bottle of paracetamol"; a mother who may "overdose by mistake" on her many tablets).
 * After this round's general changes: 50/50, false alarms 0/50; every English development set
 * 913/913, false alarms 6/936 (before: 912/913, 14/936). The changes: an overdose taken (counted,
 * "about 40 of my", or by its container, "the whole pack", "the whole blister") is heard as method,
 * so a child or a headache in the sentence no longer silences it, unless a child, pet, patient or
 * relative named before the verb with no "I" between took it; a patient brought in "after taking"
 * pills, and an overdose by mistake, are care; "haven't/hasn't/hadn't" negate, "end things" is
 * taken back, "none"/"not once" answer a screening question, "harm myself" is a screening topic;
 * a month at a sentence's start told in the past, a learner's "I many times think" before "that
 * darkness is behind me", and "came back from" a place are read as past, not a return; "thought I
 * beat this" and "the pull toward the river" are heard as a relapse's return and a means.
 * Then, on paraphrases of the round's weak classes (not committed): "haven't felt this since the
 * night I took the pills" is a return, walking into a river or the sea a means (not for a swim),
 * "a lost cause" hopeless, "Saturday night it's done" final; "ends at 6" is a clock, not an age;
 * "no more than 8 co-codamol" no finality; a dose taken "as usual" or set in a pill organiser care.
 * Figures unchanged: 50/50, 0/50; development 913/913, 6/936.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "18 months. Eighteen months I did the work, the DBT, the diary cards, all of it. And tonight I'm sat on the bathroom floor with the same thoughts I had before the ambulance last time, like nothing changed at all. I don't think I can go through getting better again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'me and the blade are back on speaking terms. 2 years of nothing and now three nights running. sorry to whoever reads this',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "They discharged me from the crisis team in spring, said I was a success story. I'm not. It's started up again — the planning, the looking up heights. I've been here before and I know where it goes.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Sponsor says one day at a time. Well today I drank again after 400 days and I took the rest of my nerve pills with it and I honestly hope I dont wake up this time either.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Back in 2017 my brother found me in time. I told him never again. I keep catching myself thinking how I would do it better now, and that scares me more than anything.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Y'all I thought I beat this. Lord knows I prayed. But that old pull toward the river is on me again like it was the summer I went in, and it's stronger every evening.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Kharkiv hospital after I swallow the tablets, doctor tell me I am lucky. Two year I am ok here in Berlin. Now my husband is missing at front and I again have this thinking that I must go away from life. Same like before.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'i relapsed. not with weed, with wanting to be dead. it crept up over like 2 weeks and now its just constant again, the way it was before i got put on the ward',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Old habits. Had the lighter under my wrist tonight for the first time since my boy was born. Mind is saying go further, end it, like the bad years.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Psych said the meds would hold. They've stopped holding. The thoughts about topping myself are back, same ones as before the overdose in 2020, and I've got the same stash in the drawer.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Four years sober from self harm and suicide attempts. Today I wrote a goodbye letter in my head on the bus. I know that feeling. Its the one that came before last time.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Honestly thought that chapter was shut. Attempted at 19, 26 now. The last month I've been right back to lying awake wishing I'd gone through with it and thinking about trying again.",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Sorted the cat with my sister for the weekend. Car's full of petrol. Saturday I'm driving up to the quarry and not coming back down. Writing this so someone knows it wasn't an accident.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Payday's Friday. I've worked out I can get enough tablets from three different chemists by then. After that I'm done.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Set the date. 14th, the day after her birthday so I dont ruin it. Rope is in the boot. Nobody at work suspects a thing.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Once the kids go back to their dad on Sunday night I am going to take everything in the medicine cupboard. I have it all counted out already.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "I'm going to do it after my shift tomorrow, I've decided. The overpass on the interstate by exit 42. Nobody will be around at 3am.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'When I finish the last assignment on Thursday I am going to jump from the top of the multi-storey by the station. I already went up there to check the fence.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "My plan is simple. Wait for the end of the month when the insurance kicks in, then the gun in the safe. Wife'll be better off with the payout anyway.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'tonight when everyone sleep i go to the sea and walk in. i dont swim. its decide. sorry mama',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Made a list. Cancel the phone contract, give Bella to Tash, post the letters, then on New Year's Eve when the fireworks are going I'll hang myself in the shed. Feels calm now it's decided.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Ive got 60 of the amitriptyline saved up and im taking them all on Monday when the flat is empty. Not telling anyone, this is just for me.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "There's no version of the future where this gets better. I've run every scenario. Every road ends in the same place and I'm so tired of walking toward it.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'whats even the point of trying anymore. got rejected from every job, landlord wants us out, nothing i do ever changes anything. i give up on all of it',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'We lost the house in Aleppo, now we lose the asylum case. My English teacher ask why I am quiet. I have no more hope for anything, there is nothing waiting for me anywhere.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Pain clinic has nothing left to offer me. 11 years of this. I can't see a single reason to keep going when tomorrow is just going to be the same agony as today.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Feel like I am stuck at the bottom of a pit and someone filled in the top. Cant see light, cant see any way this ends except badly. Nothing left in me to fight with.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Proper hopeless tonight. Lost the kids in court, lost the job, lost my mates. Life's finished for me, there's nowt left worth staying for.",
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I'm going to kill myself. I've typed that and deleted it five times tonight so I'm just leaving it here this time.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Lagos traffic, NEPA, my boss shouting, my fiance gone. I swear I am ready to end my own life this week, I no fit again.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Came home from the base, kids asleep. I keep thinking I should just eat my gun and be done with it. Every day it sounds more reasonable.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "I'd be so relieved if the cancer came back. Is that a terrible thing to write? I just don't want to be alive anymore and that would be a way out nobody could blame me for.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'wish i could just fade out. not die dramatically, just stop existing one day and nobody would have to deal with it',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'When the sirens go at night I dont go to the corridor anymore. If a rocket takes me, let it. I am so tired of living.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Think it's time I checked out for good. Been holding on for everyone else and there's nothing left to hold with.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ready to go be with mum now. been ready for a while tbh. just need to work up to it',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I just want to go to sleep and stay asleep, proper long sleep, the kind you don't come back from. I've been thinking about how to make that happen.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Been sitting in the garage with the engine running for twenty minutes tonight, door shut. Turned it off in the end. Next time I might not.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Looked up which bridge round here is high enough. Looked up what the water temperature does to you. I've got it all in my search history if anyone ever checks.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'I had the belt round my neck in the wardrobe tonight. Stood there a long time. Took it off when the dog started crying at the door.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever finds this: it's nobody's fault. Tell Jamie I loved him. The passwords are in the blue notebook. I'm sorry for the mess.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'texted everyone i love tonight just to say thanks for everything. they think im being soppy. this is the last time i write in here',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave away my guitar and my boots today. Told Dad I wouldn't be needing them where I'm going. He laughed. I didn't. Goodbye, diary.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum's doing 3 jobs because of my care costs. If I wasn't here she'd finally have a life. Honestly they'd all be better off once I'm gone.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Im just dead weight to this family. they would honestly breathe easier without me around and im starting to think i should give them that.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Since the stroke I'm nothing but a drain on my wife. She's wearing herself out for a man who can't wipe his own backside. She'd be free if I was gone, and I mean to see to it.",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'did it again tonight. the thigh this time so no one sees. deeper than usual and I kind of wanted it to be.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Scratched my arms till they bled in the toilets at school. It's the only thing that makes the noise in my head stop. I'm going to need more than that soon.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my quetiapine would it take to not wake up? asking for real. i have a full box',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Googled whether 30 paracetamol is enough to do it. Got the Samaritans number at the top of the page. I don't want that, I want the answer.",
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Ten years ago today I was in ICU after trying to end my life. Today I ran a half marathon with my daughter. Had a cry at the finish line, the good kind.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my diary from year 9. Page after page of 'I want to die', 'nobody would miss me'. Wanted to hug that girl. She made it. I'm 34 and I have a life she wouldn't believe.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Spoke at the veterans group tonight about the winter of 2012 when I had the rifle in my mouth. Told them what got me through. Three guys came up after. Good night.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My therapist and I looked back over the year. In January I was making plans to kill myself, by October I am planning a trip to Lisbon. She said I should be proud. I am.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 was the worst year of my life, cutting every night, barely eating. Five years clean now and my arms are just my arms. Wore a t-shirt to the beach today.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In camp in Lebanon I many times think to finish my life. Now I am in Manchester, I have job in bakery, my daughter go to school. That darkness is behind me, thank God.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of my overdose. Used to dread this date. This year I went to my nan's and we made scones and I only remembered at bedtime.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "At uni I used to stand on the railway bridge thinking about jumping. Walked over that same bridge today with my fiancé and told him about it. He squeezed my hand. That guy's long gone.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Peer support shift. Told a young lad about when I tried to hang myself at 22 and how long the road back was. He said it helped to hear someone got out the other side.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "When I came back from the east in 2015 I wanted to be dead. I'm writing this as a reminder that I got through it. Still here, still married, grandad now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Going through old messages I sent my ex in 2020 saying I was going to kill myself if she left. So embarrassing and so sad. Glad I got help. Deleted them all.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Rereading the goodbye letter I wrote in hospital before my surgery in 2018, the one I never needed. Funny thing to keep. Put it back in the box.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My psychiatrist discharged me today. Two years ago I came to her after an attempt, barely talking. She said I was one of her favourite endings. Bought myself flowers.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "GP asked if I'd had thoughts of ending my life. Said no, honestly no, I'm just knackered from the baby and not sleeping. She upped my iron.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just so tired. Tired of the commute, tired of the rent, tired of being tired. Early night.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Therapist did the questionnaire again. Any thoughts you would be better off dead? Not at all. Any self harm? None. Just the anxiety about the move.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Want it on record: I'm sad but I'm never going to hurt myself. I've got Leo and my mum and too much to do.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Told my sister I dont want to die, I want the pain to stop, and those are different things. She understood. We booked a doctors appointment together.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Many people ask me in the shelter if I want to kill myself after everything. No. I want to live and see my city free. I am not going anywhere.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "no i'm not gonna off myself over a B minus lol. just venting. physics can go to hell though",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Nurse on the ward asked if I have a plan to harm myself. I don't, I told her, I just need the pain meds sorted. She believed me because it's true.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never once thought about taking my own life, even through the divorce. I just eat too much cheese and watch bad TV. Coping, sort of.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People keep asking if I'm okay since the diagnosis. I'm not going to do anything stupid. I'm scared, that's all, and scared is allowed.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mood 4/10. No thoughts of suicide, no urges to cut. Walked the dog, called dad, ate a proper dinner.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Safety plan check-in with my key worker. Haven't wanted to end things at all this month, didn't need the crisis line once. Small wins.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Vet said the dog swallowed a whole blister of my ibuprofen and it could have killed her. Charcoal and a night on a drip. Pills live in the top cupboard now.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Night shift in A&E. Young woman in after taking a whole bottle of paracetamol, NAC started. Her mum held her hand all night. Hard one.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Checked with the pharmacist how much Calpol Mia can have, she's 2 and running a fever. 5ml every 4-6 hours, max 4 doses in 24. Written on the fridge.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Mum's on so many tablets now I'm scared she'll overdose by mistake. Got her a dosette box with the days on it and the pharmacist blister packs them.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology exam tomorrow. Lethal dose of digoxin, signs of lithium toxicity, how much paracetamol causes liver failure. My brain is full of poison.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler got into the cupboard and ate some of my iron tablets. Poison line said how many mg per kg is dangerous and we went straight to hospital. She is fine, I am wrecked.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more all-hands about synergy I'm going to throw myself out the window. Anyway, got the report done.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Laughed so hard at the wedding speech I nearly died. Uncle Ray is a menace. Best day.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "mum found my screen time stats. i'm literally dead. actually deceased. rip me",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This heat is killing me. 42 in Adelaide again, aircon packed in, the cat is a puddle. Going to the shopping centre for the cool.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Bombed the job interview so badly I want to dig a hole and live in it forever. Oh well. Pizza.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandad died peacefully this morning. He'd said goodbye to all of us on Sunday like he knew. I keep thinking about his hands.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A boy from my son’s school killed himself last week. The whole town is in shock. We talked to our kids tonight about asking for help. Hugged them extra long.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Found out my old platoon sergeant took his own life. Going to the funeral in Fort Worth Saturday. Called the guys to check on them.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Our neighbour in Zaporizhzhia died in the shelling yesterday, my mother told me on the phone. She used to give me apples. I can't stop crying.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hospice called at 4am. Dad is gone. He wanted to go, he was ready, and the nurses said he was not in pain at the end.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished writing chapter 12 where Maren walks into the sea. Cried writing it. My editor will either love it or hate it.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched that series where the girl leaves tapes explaining why she killed herself. Heavy. Made me text my little sister just to say hi.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsal for the play went late, my character overdoses in act two and I have to be convincing collapsing on stage. Bruised knees.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "In the song he says he's going to jump off the bridge tonight, and the whole crowd was singing along. Weird song to dance to but what a gig.",
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: "Rough day. Boss was on my case, missed the bus, spilled coffee on my only clean shirt. Tomorrow's another one I guess.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling low since the move. New city, no friends yet, raining every day. Signed up for a pottery class to get out of the flat.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Exhausted. Caring for mum with dementia and the kids and work. Cried in the car park at Tesco. Then bought a cake and felt a bit better.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Power cut for the third night, generator fuel finished. We ate by candle and the kids played cards. Life in Kyiv this winter.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Gave away all my old clothes to the charity shop today, finally. Wardrobe feels lighter. Next it's the garage.",
  },
];
