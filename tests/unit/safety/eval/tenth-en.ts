import type { EvalNote } from './types';

/**
 * English notes of a tenth check, written blind after the ninth round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes over the 11 classes (6 each of method, plan,
 * hopelessness and relapse, 3-4 of the others) and 50 quiet ones (13 past, 12 negation, 5 each of
 * medical, figurative, othersDeath, fiction and everyday). The writers are a warehouse worker, a
 * US veteran, a Scot, an Irish lad, a Nigerian student, a Filipino commuter, a South African cook,
 * a chemo patient, a carer, a nurse, a vet, British soldiers, parents, teens and students, and
 * refugees from Ukraine and Syria writing in learner's English; slang, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 47/50 (94.0%), false alarms 7/50 (14.0%).
 * Missed: passive 1 (a patient who "won't fight it" if the cancer comes back and would "welcome
 * it", after denying doing "anything stupid"); farewell 1 (ringing everyone, "the last entry in
 * this book", thanks for listening all these years); burden 1 (a "waste of their sacrifice",
 * "cheaper for everyone if i was gone").
 * False alarms: negation 2 ("I don't want to die. I want THIS to stop", read as intent; a screening
 * answered "Nope to suicidal thoughts, nope to self harm"); medical 2 (a patient who took too many
 * heart pills by mistake, read as relapse; carer training on spotting a morphine-patch overdose,
 * read as method, dose, relapse); figurative 1 (a football loss, "I want to die" then "every season
 * the same story", read as intent and relapse); everyday 2 ("cant give up yet" after a job
 * rejection, read as hopelessness; a load-shedding power cut, "stage 6", read as self-harm).
 * After this round's general changes: 50/50, false alarms 2/50. The football loss ("I want to
 * die" after a lost match) stays flagged: the bare wish is also how a real crisis is typed. The
 * power cut is no longer read as self-harm by the lexicon, but the whole-note reader now flags it
 * alone (it awaits the retraining after the merge).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Shift at the warehouse got cut again. Landlord texted. I keep thinkin I'm just gonna end it this weekend and be done with all of it, nobody would even notice till Monday.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Dear diary, in Kraków the lady from the centre was kind but I cannot stop. I am ready to finish my life, I not see any sense to continue without my husband on front.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Honestly mate I'm gonna top meself. Been saying it as a joke for months but tonight it's not a joke.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i really want to kil my self. everyone at uni has their life together and im drowning. writing it here bc i cant say it out loud',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Chemo round 5. I'm not going to do anything stupid but if the cancer wins this time I honestly won't fight it. I'd welcome it.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Sometimes when I cross the road I kinda hope a truck just takes me out. Would save everybody the trouble. Manila traffic could do it easy lol',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Wish I could just disappear and never have existed at all. Not dramatic, just empty. Day 40 of the same grey.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Lord if you are listening, please just take me in my sleep tonight. I am 68 and tired of this pain in my back and my heart.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'thinking about catching the bus. the permanent one. you know what i mean 🚌',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Deployed twice, home for 3 yrs and I still can't sleep. Been thinking about eating my gun more than I'd like to admit.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'I want to go to sleep and stay asleep forever. Not a nap. Forever. I think u know what I mean diary.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Been looking at the river again. I think it's time I went for a long swim and didn't come back.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Worked out the rope would hold from the beam in the shed. Dad's away till Sunday. Just writing it so somebody knows why.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Sat in the car in the garage with the engine running for a bit tonight. Turned it off. Dunno if I will next time.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'keep googling how many floors you need to fall from to make sure. 7th floor balcony in my building. its a lot',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Bought a packet of razor blades today, not for shaving. Hid them in the sock drawer. I keep going back to look at them and thinking about my wrists.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Granddad left his shotgun in the farm shed. Been thinking about going out there and using it on myself. Nobody goes out there in winter.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Standing on the bridge near Kyivska street every night this week. Looking at the water. Its cold and deep enough I think.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "I've decided. Friday after the kids go to their mum's. I've written everything down and the dog will go to my sister.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Saved up my pills for 3 weeks now. Gonna take them all the night before my birthday, that feels right somehow.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Picked the date. 14th. After exams so nobody says it was because of exams. Already deleted my socials.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Once Mum's funeral is done I'll do it. Hang on till then. Got the tablets from her cupboard, nobody's counted them.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Tonite when everyone sleeps I go to roof. I am decided. In Aleppo I survive bombs and here I die by my hand, funny no',
  },
  {
    crisis: true,
    class: 'plan',
    text: "My plan is the train at 11.40, the one that doesn't stop at our station. I've been timing it all week.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "Left letters for Ama and Kofi in the drawer. Gave my boots and jacket to Tunde. If anyone reads this, I'm sorry, it wasn't anyone's fault.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Phoned everyone today just to hear them. Told mum I love her. This is the last entry in this book, thanks for listening all these years x',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "to whoever finds this: please look after Biscuit, he likes the chicken one. i'm sorry i couldnt stay.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Gave away my gaming PC and my books this week. Told my bro goodbye like it was normal. He has no idea. Won’t need them where I’m going.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Caring for me is ruining my wife. She'd be so much better off without me dragging her down. I genuinely think that would be kinder.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My family in Lagos sends money they dont have for my tuition. I am a waste of their sacrifice, it would be cheaper for everyone if i was gone.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "I'm just a weight around everyone's neck. Kids, husband, my mum. They'll all breathe easier once I'm not here anymore.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'The unit would be better without me. I froze in the shelling. Guys died. I dont deserve to still be here taking up space.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cut again tonight, deeper than usual. Long sleeves tomorrow. Cant stop once I start.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'burnt my arm with the lighter on purpose after the fight w dad. it felt like the only thing i could control',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "I keep hitting my head against the wall until I see stars. Did it three times today. Something's really wrong with me.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "There's no way out of this. Debt, the divorce, the job. Every door's shut and I can't see a single reason to keep going.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Nothing is ever going to get better for me. I know that now. Tried therapy, tried the meds. Im done trying.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'I see no future for me. Our city is gone, my house is gone, my mother is gone. What for I wake up every morning, I dont know.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "what's even the point anymore. genuinely. i have nothing left to live for and i'm only 19",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Pain clinic said there is nothing more they can do. 11 years of this. I cant do another 30, I really cant, theres no light left at all.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Feel like I'm at the bottom of a well and there's no rope. Nobody's coming and I've stopped waiting for anyone to.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my amitriptyline would it take to not wake up. I have like 60 left',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Looked up what a lethal amount of insulin is for someone my weight. Got plenty in the fridge. Can't stop thinking about it.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Would a whole box of panadol plus the wine be enough do you reckon. Asking myself not anyone else.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Two years clean from cutting and I did it again last night. All that progress gone. I feel like I'm back at square one.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "After my attempt in 2021 I promised my sister never again. But the thoughts are back, louder, and this time I'm not sure I'll tell her.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Old feelings creeping in again. Same as before the hospital. Started planning in my head like last time and I hate it.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ok so i relapsed. 143 days no sh and i broke it tonight with a blade from the sharpener. reset the counter to 0 😔',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Survived one overdose already in Odesa hospital. Thought it is behind me. Now in Berlin it is coming back, the same wish to not exist.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'I was doing so well. Now the suicidal thoughts are creeping back every night and I can feel myself sliding back toward that edge.',
  },

  // QUIET: past
  {
    crisis: false,
    guard: 'past',
    text: 'Five years ago today I tried to end my life. Today I took my daughter to the beach. I am so grateful I am still here.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "2019 was the worst year of my life, I genuinely wanted to die most of it. Reading my old journal from then is wild. I'm in such a better place now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Therapist and I looked back at where I was when I started seeing her - cutting every day, planning how to go. Felt proud of how far I have come.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from year 10. Page after page about wanting to disappear. Want to hug that girl. She made it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ten years sober and ten years since the night I swallowed all those pills. Gonna share my story at the meeting Tuesday.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back in Kharkiv in 2022, in the basement, I thought many times I want to die. Now I have work in Dublin and my son goes to school. It is past.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Anniversary of my overdose. Went for a run, rang my sponsor, had a cry. Those thoughts are long gone and I plan to keep it that way.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I got back from Helmand I used to sit with my rifle and think about it. That was 12 yrs ago. Peer support group saved me, now I run one.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Told my new partner about the scars tonight. Explained I used to self harm as a teenager but havent in over 8 years. She just held my hand.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Wrote my recovery talk for the uni wellbeing week. It covers my attempt in first year, the hospital, and how I slowly got better.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Mum said at dinner she's glad she didn't lose me that winter. I said me too. It's been four years and the dark stuff feels like another person's life.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'At one point I had the whole thing planned, the date and everything. That was in 2017. Came across the note I wrote and finally burned it today. Free.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'years ago i was the kid who thought everyone would be better off without me. now im a youth worker telling kids the opposite and meaning it',
  },
  // QUIET: negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, just tired. Like bone tired. Need a week off and a proper sleep.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP asked if I had any thoughts of harming myself. Said no and meant it. Just low after the baby, she upped my sertraline.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'The nurse did the questionnaire, "any thoughts you would be better off dead?" - not at all. I just want my knee fixed so I can go back to work.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Rough week but to be clear I have no intention of hurting myself. Writing that down because my counsellor asked me to check in with myself.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'i would never kill myself, my little brother needs me too much. i just hate this school so much',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychologist in the camp asked me do I want to die. I said no, I want to live, I want to see my daughter grow. Only I cannot sleep from the noise.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Don't get me wrong, I don't want to die. I want THIS to stop - the commute, the boss, the bills. Different thing.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Phone assessment with the mental health team. Nope to suicidal thoughts, nope to self harm, yes to anxiety through the roof.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Not gonna lie I've been in a funk, but I'm nowhere near that dark place. Just need some sun and to see my mates.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People keep asking if I'm okay since the divorce. I'm not going to do anything daft. I'm sad, that's allowed.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Screening at the vet clinic (for staff, we have a high rate): no, I have never thought about taking my own life. Ticked the box and went back to surgery.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'have i ever wanted to die? no. have i wanted to quit my job and move to a cabin in the woods? every single day',
  },
  // QUIET: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist reminded me how dangerous a paracetamol overdose is with the kids, so I moved all the meds to a locked box up high.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Dog got into my ibuprofen. Vet said even a few tablets can be lethal for a dog his size. He is on fluids, fingers crossed 🐶',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Night shift on the ward. Patient came in after taking too many of her heart pills by mistake, mixed up the boxes. Stable by morning.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'How much Calpol can a 2 year old have in 24 hours? Fever at 39 and she is so miserable. Rang 111 to double check.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Mum's carer training today: how to spot an overdose of morphine patches, what to do, who to call. Heavy but useful.",
  },
  // QUIET: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Mum saw my report card. I'm dead. Like actually dead, she's gonna murder me when I get home 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This hangover is killing me. Never drinking tequila again, I swear down.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'If I have to sit through one more Teams call about synergy I will throw myself out the window lol',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Spurs lost again. I want to die. Every season the same story, I'm too old for this.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'dying of laughter at the group chat rn, Chidi sent a voice note of his grandma singing and i literally cannot breathe',
  },
  // QUIET: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Uncle Joe passed on Tuesday. He took his own life and none of us saw it coming. Funeral on Saturday, I have to speak.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Our neighbour in Mariupol died when the building was hit. I still dream about her cat. I light a candle for her every Sunday.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandma's been gone a year. I miss her so much. Made her scones recipe and cried into the dough.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A lad from my platoon killed himself last month. I keep thinking what I could have said. Booked in with the padre to talk about it.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Our dog had to be put down today. 14 good years. The house is so quiet.',
  },
  // QUIET: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished 13 Reasons Why finally. That ending where she plans everything... heavy. Glad I watched it with Mum tho.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Working on chapter 12 of my novel - the detective finds the farewell letter and realises it was forged. Stuck on the dialogue.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Anna Karenina and the train. We discussed it in book club tonight, everyone had such different takes.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'In the game my character sacrifices herself to save the village. Cried at 2am over pixels. 10/10.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Listening to that new Hozier song on repeat, the one about drowning. Gorgeous and sad.',
  },
  // QUIET: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Exhausted. Baby up 4 times, toddler has a cold, husband on nights. Just need one full night of sleep, that is all I want.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling a bit flat today. Rain all day in Glasgow. Ate a whole packet of digestives and watched Bake Off.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Got rejected from another job. 30th application. Gonna treat myself to chicken and try again Monday, cant give up yet.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Power cut again from the load shedding, stage 6. Cooked by candlelight. Honestly over it but what can you do.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I just want to disappear into a good book for the weekend. Phone off. No emails. Bliss.',
  },
];
