import type { EvalNote } from './types';

/**
 * English notes of a fifth check, written after the fourth round of tuning and scored once before
 * any change to the lexicon: 44 crisis notes (4 per class) and 44 quiet ones spread over the
 * guards (sayings and dark jokes, someone else's death, books and shows, a child's or a pet's dose,
 * an old crisis told as over, ordinary low days, plain denials). The writers are a nurse, a
 * widower, teens and students, a US veteran, a British soldier, a refugee from Kharkiv writing
 * in learner's English, and parents in the UK, US and Australia; slang, missing apostrophes,
 * typos and emoji are left as typed.
 *
 * First run, lexicon untouched: recall 34/44 (77.3%), 33/44 with the class named; false alarms
 * 3/44 (6.8%).
 * Missed: intent 1 (wanting to "put myself out of my misery"); passive 2 (content to go to sleep
 * one night "and not bother waking"; would "happily stop being a person if there was a button");
 * method 3 ("how easy it'd be" to lean over a car-park wall, the contracted "it'd" unread; a
 * Glock named by its make, held in the lap, the barrel thought about; "one step is all it would
 * take" beside a train line); burden 1 (more money and less stress for her "if i wasn't
 * around"); selfHarm 1 (punched "the bathroom wall", a word between article and wall);
 * hopelessness 1 ("there isn't any left. Nothing to hold on to"); dose 1 ("Is 40 of the sleeping
 * tablets enough?", the number too far from "enough").
 * A relapse three years clean of self-harm was flagged but named self-harm only.
 * False alarms: figurative 2 ("crawl into a hole and die" after an embarrassment; "kms fr" over a
 * dropped game connection), medical 1 (a doctor's warning that overdosing on paracetamol is easy
 * with a cold remedy, read as method, plan and dose, "this week" taken for a time set).
 * After this round's general changes: 44/44 with every class named, false alarms 1/44. "kms fr"
 * after a lost game stays flagged: the bare abbreviation is also how a real crisis is typed.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'ngl i just want to unalive myself lately. school is a joke and home is worse 😞',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Third night without sleep. VA appointment isn't till the 20th. Most days I want to put myself out of my misery, plain and simple, and it doesn't even scare me anymore.",
  },
  {
    crisis: true,
    class: 'intent',
    text: "In Warsaw it is cold and my son asks every day when we go home. I don't know what to say him. I have big wish to die, every evening it is stronger.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'failed the resit. mum doesnt know yet. honestly im seriously considering suicde at this point, idk who to even tell',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Twelve-hour shift, two deaths on the ward. Drove home thinking it'd be a relief if I just didn't wake up tomorrow. I won't do anything. I'm just so tired of being here.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Since Margaret went I rattle round this house. I'm 79, I've had a good innings, and I'd be quite content to go to sleep one night and not bother waking.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'lowkey hoping a car hits me on the way to school tmrw lol. not even joking tho',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Honestly mate, existing is just too much effort. I'd happily stop being a person if there was a button for it.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'i think its time i catch the bus for real. nobody in the gc would even be surprised',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Told the lads I'm sound. Truth is since the tour ended I've been thinking about checking out for good. Not a cry for help, just where my head is.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mama died in March under the shelling in Kharkiv. I dream of her every night. Soon I will go to her, I am ready to be with her.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Kids are finally asleep. I keep thinking about taking the easy way out and letting everyone get on with their lives.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "stood on the top level of the multi-storey after work for about an hour. kept thinking how easy it'd be to just lean over the wall.",
  },
  {
    crisis: true,
    class: 'method',
    text: "theres a full box of nan's tramadol in the kitchen cupboard and i keep picturing swallowing the lot with her gin",
  },
  {
    crisis: true,
    class: 'method',
    text: "The Glock is in the safe downstairs. Some nights I sit with it in my lap and think about the barrel. My wife doesn't know I changed the combination.",
  },
  {
    crisis: true,
    class: 'method',
    text: "the train line runs behind our estate. i've started walking down there at night and watching them go past, thinking one step is all it would take",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Sunday, when Tom takes the kids to his mum's. Tablets are counted out and I've written to each of them.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'decided. friday after my last exam. looked up the bridge already, its high enough.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "I've picked a date. The 14th, after Dad's birthday so I don't ruin it for him. It feels calm, having it settled.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I decided when my daughter flies to Canada next month I will end my life. Pills I collected already, nobody knows.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever finds this — Mum, I'm sorry. None of this is on you. Please give Biscuit to Ellie, she loves him. I love you all so much.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "wrote letters for my little brother and mum tonight and put them in my desk drawer. they'll find them after.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Sorted my affairs, gave my medals to my grandson, made my peace with God. I want to say goodbye properly this time, to all of it.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'last entry. thank u for listening diary, you were the only one who did. bye 🖤',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "mum's working double shifts to pay for therapy that isn't even working. she'd have so much more money and way less stress if i wasn't around",
  },
  {
    crisis: true,
    class: 'burden',
    text: "I'm nothing but a weight round Susan's neck these days. Hospital runs, the shopping, the lot. She'd have her life back if I were gone.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "everyone in my flat tiptoes round me. i make every room worse just by being in it. they'd all breathe easier without me",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My sister gave us her flat in Kraków and I still cannot find work. I am only a problem for her family, they would be more free if I am not here anymore.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cut again tonight, deeper than last week. long sleeves for pe tmrw',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'After the argument I burned my forearm with the lighter. It calmed me right down, which scares me more than the burn.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'been scratching my legs raw in the shower when it gets bad. nobody knows and i want to keep it that way',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'punched the bathroom wall till my knuckles split open. felt better after, which is so messed up',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "It's never going to get better. Not the war, not me. I can't see any future where I'm okay.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'whats even the point of trying anymore. 4 therapists, 3 meds, nothing works. im just gonna be like this forever',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I spend all day telling patients there's hope. For me there isn't any left. Nothing to hold on to.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "No reason to get up tmrw or the day after. Everything is grey and it's going to stay grey, I've stopped expecting otherwise.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my sertraline would it take to not wake up. asking for me, obviously.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'googled how much paracetamol is lethal. closed the tab. opened it again. closed it.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Is 40 of the sleeping tablets enough? I keep turning the number over in my head.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'would a whole vial of my insulin be enough to stop my heart? i wonder that more than i should',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'I was 3 years clean from self harm and I cut last night. Everything I built, just gone.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'The suicidal thoughts are back. I honestly thought after the hospital I was done with them.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Last time I tried, my flatmate found me. This time I'll make sure nobody's home.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "After my overdose in 2019 I promised Mum never again. Lately I'm up at 3am reading about methods again.",
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'this exam is literally killing me. 4 more days of stats revision 💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more team-building away day I'm jumping out the window, I swear. Trust falls. At 42.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mum is going to murder me when she sees the dent in the car.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Died laughing at the nativity. Ben forgot every line and just waved at us.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Dead on my feet after four nights. One more, then a week off.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "called my teacher 'mum' in front of the whole class. i want to crawl into a hole and die 😭",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'the wifi went out mid ranked match. kms fr 🙃',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandad died on Tuesday. The house feels wrong without his radio on. Mum keeps making two cups of tea.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Another strike on Kharkiv last night, my neighbour's son was killed. I couldn't stop crying when his mother rang me.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Three years today since we lost Jack to suicide. Went to the cemetery with his mum. I miss him every single day.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Lost a patient at 4am. 32 years old. I held her hand till the end. I'm okay, I just need to write it down somewhere.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Had to have Rosie put down this morning. 14 years. The kids are wrecked and so am I.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Saw the news about the helicopter crash. I knew two of the lads from basic. Wish it had been anyone else.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'finally finished 13 reasons why. that bathtub scene was so hard to watch, had to pause it twice',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Book club did The Bell Jar this month. Heavy going. Esther's breakdown felt horribly real.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "my paladin sacrificed himself to save the party in tonight's d&d session and im genuinely emotional rn",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Drafting my creative writing piece — the narrator stands on a bridge in chapter 3 deciding whether to jump. Want it to be respectful, not sensational.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Listened to Hybrid Theory on the drive. Chester's voice still gets me every time.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Watched the finale. Can't believe they killed off Marcus like that, the writers are actually evil.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: "Lily's temp hit 39.2 so I gave her 5ml of Calpol and checked the max dose for a 3 year old twice.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'GP upped my sertraline to 100mg. Bit queasy but sleeping better.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "How many ibuprofen can I take in a day with this tooth? Dentist can't see me till Thursday.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Double-checked the morphine dose with the charge nurse before giving it. Paperwork took longer than the drug round.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'the vet needs to know how much chocolate the dog ate. it was the dark stuff ugh. fingers crossed',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Doctor warned me it's easy to overdose on paracetamol if you're taking Lemsip too, so I'm writing down every dose this week.",
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: "Five years ago today I tried to take my own life. This morning I ran my first 10k. Therapy saved me and I'm so glad I'm still here.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old diary from year 9. Pages and pages about wanting to die. I want to hug that girl. I'm okay now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "When I was 16 I self harmed for about a year. The scars are white now and I don't bother hiding them.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back in 2012, after Helmand, I had the pistol in my mouth one night. My wife found me. Doing well these days, I volunteer with other vets.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Used to be sure everyone would be better off without me. Now I know that was the depression talking.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "A decade ago I was stockpiling pills. Ten years free of that now, and tonight I'm telling my story at group.",
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rain all day. Cancelled the picnic. Made soup and the kids built a fort out of the sofa cushions.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Feeling really low today. Nothing terrible happened, it's just grey. Going to bed early with a hot water bottle.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Argument with my flatmate about the bins again. I'm so done with this flat.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Moved into the new place in Leeds. Everything is boxes. I miss Kyiv so much, but the kids have their own room now.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Gave away my old books and clothes to the charity shop. Feels good to have a clear-out before the move.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tired of this job. Handing my notice in on Friday. Writing my goodbye email to the team tonight.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "missed the bus, spilled coffee on my shirt, boss snapped at me. rough day. tomorrow's another one i guess",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "Therapist asked if I'd had any thoughts of suicide. I said no, honestly, just burnt out from work.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'd never hurt myself, I just need this week to be over.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Sad but not suicidal. Writing that down so I remember the difference.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Bad day but I'm not going anywhere. I want to see my girls grow up.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'i dont want to die, i want my life to look different. big difference',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "No plans to harm myself. Safety plan's on the fridge and I rang my sister.",
  },
];
