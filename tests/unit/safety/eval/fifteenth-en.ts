import type { EvalNote } from './types';

/**
 * English notes of a fifteenth check, written blind after the fourteenth round of tuning and
 * scored once before any change to the lexicon: 50 crisis notes over the 11 classes (12 relapse,
 * 10 plan, 6 hopelessness, 3 each of intent, passive, euphemism, method, farewell and burden, 2
 * each of selfHarm and dose) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each of
 * figurative, othersDeath and everyday, 4 fiction). The writers are a bridge survivor, a Glasgow
 * woman, a Ukrainian alone in Poland and another in Dublin, a Filipina in recovery, a Syrian
 * father after the boat and another after a Lebanese camp, an Irish son with his da's shotgun, a
 * mother saving oxycodone, an Australian with Bunnings rope, a chronically ill Welsh woman, a
 * dorm student before exam results, a carer's son; on the quiet side recovery anniversaries, an
 * old school diary, a Helmand veteran, peer supporters, screenings answered no, a ward nurse, a
 * hospice, a vet's warning, a pharmacology student, a Lagos power cut, a novelist, an actor and
 * a D&D table; slang, learner's English, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 45/50 (90.0%), false alarms 12/50 (24.0%).
 * Missed: relapse 1 (three years without a suicidal thought and "now it's all I think about
 * again", wondering about "flooring it into the pillar"); plan 2 (timing a fast train, "I'll be
 * on the platform end tomorrow"; a will made and "decided on the end of the month"); hopelessness
 * 1 (the bottom of a filled-in well, "no way out and no reason to keep trying"); method 1
 * (standing with the big knife "thinking about my wrists").
 * False alarms: past 7 ("five years today since I tried to end my life"; an old diary's "I want
 * to die" quoted; "I wanted to die every day" in a winter told as the worst of my life; "put the
 * barrel in my mouth" back in the day after Helmand; faded self-harm scars; "kept thinking of
 * jumping off the library" in the worst year, graduated today; "I was thinking many times to
 * kill myself" in a camp, "that time is finished"); negation 1 (learner's "I am not wanting to
 * die"); medical 3 (heart pills together "could be fatal"; a patient in after an overdose on a
 * ward round; the toxic dose learnt for an exam); fiction 1 (drinking the poison in Romeo and
 * Juliet "every night this week").
 * After this round's general changes: 50/50, false alarms 1/50; every English development set
 * 863/863, false alarms 7/886 (before: 858/863, 18/886). Still flagged: the Helmand veteran's
 * "barrel in my mouth" back in the day; the lexicon now hears it as past (no class stands), but the
 * whole-note reader flags it alone, which no lexicon change reaches.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Two years since the bridge and I swore I'd never be back in that headspace. Well I am. Been looking at the same railings on my walk home every night this week and thinking about finishing what I started.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'cut again tonight after 14 months clean. the old box is back out of the wardrobe and honestly i want to go deeper than before',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Got my 9 month chip in March. Tonight the voice is back, same as before the hospital, telling me everyone would cope fine without me. I've started counting the pills again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'The dark thoughts are back mate. Proper back. Like 2019 back when I tried to hang myself in the garage. Dont know who to tell.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Ma therapist thinks I'm doing grand. I'm no. The wanting-to-be-deid feeling has crept back in this last fortnight and it's louder than it was before my attempt.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'I am relapsing. Not the drink, the other thing. Woke up with the old plan already in my head like it never left, the rope, the tree by the river.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Slipped. Burned my arm with a lighter at work in the toilets, first time since uni. And now I can't stop thinking maybe I should just end it properly this time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Kyiv after first attempt I promise to my mother I never again try to die. Now in Poland alone, this feeling come back very strong, I again want to not exist and I think how to do it.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "so much for recovery lol. back to googling how many of my meds it takes. thought i'd left all that in 2021",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Been out of the psych unit 5 weeks. The urges to kill myself are creeping back in at night exactly like before they sectioned me. Scared I wont fight them this time.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Thought I'd beaten this. Three years without a single suicidal thought and now it's all I think about again, every red light I'm wondering about just flooring it into the pillar.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'ate ko i thought im ok na after my overdose last yr. but its happening again, im hoarding my tablets again in my shoe under the bed',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Worked it all out tonight. Sunday when Gran's at church, the car in the garage, hose is already in the boot. Nobody will find me till evening.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have picked the date. 14th, after my son birthday, so he not remember it as his day. I have enough of the heart pills from my husband.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Wrote my letters, cancelled the phone contract, gave the dog to Shaz. Friday night is the night. Its decided.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Drove out to the quarry today to see if the fence is still down. It is. Going back tomorrow night and I'm not coming home.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'been saving my oxy since the surgery. have about 60 now. once the kids go to their dads for the holidays im taking all of them with the vodka.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Timed the trains. The 23:10 doesn't stop at our station and comes through fast. I'll be on the platform end tomorrow.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Checked into a hotel so my flatmates wont be the ones that find me. Brought everything I need. Tonight.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Da's shotgun is in the press and I know where he keeps the key. After the anniversary mass Saturday, when the house is empty. That's when.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'After exam results come out I already made up my mind. If I fail again I will jump from the roof of our dorm building, 12th floor, I checked the door is not locked.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Got the will sorted with the solicitor today, she thought it was for the op. It isn't. Sat in the car after and decided on the end of the month, once the mortgage payment goes out so Jen's covered.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "There's no version of the future where this gets better. I've looked. Every road ends the same place and I'm so tired of walking towards it.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'my house is gone, my brother is gone, my city is gone. what is left for me to live for here. i see nothing ahead only black',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Nothing's ever gonna change and I've stopped pretending it will. Whats the point of getting up, whats the point of any of it.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Been sick 11 years, new specialist today said there is nothing more they can try. I have no hope left at all and I cannot keep doing this to myself or to Mam.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "i'm beyond fixing. therapy, meds, the lot, none of it touches it. i genuinely can't see myself still being here by christmas",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'It feels like living at the bottom of a well and someone filled in the top. No way out and no reason to keep trying to climb.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I'm going to kill myself. I keep writing it and deleting it but it's true and it's the only thing I'm sure of.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Wallahi I want to end my life. Since the boat I cannot sleep, I see my wife and daughter in the water every night.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'tbh i wanna top myself. no drama just a fact. been feeling it since tuesday',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "If I didn't wake up tomorrow I'd be relieved, honestly. Went to bed hoping for it the last three nights.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'When the shelling starts now I dont even go down to the basement anymore. If it hits, it hits. Part of me is hoping it does.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Wish I could just disappear and not exist anymore. Not dramatic, just quietly stop. Been wishing it every day.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "I think I'm ready to check out. Ive done my bit, ive had enough of this world.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Just want to go to sleep and stay asleep for good. Going to make it happen this time, not just wish it.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Ready to clock out for good. Sorry Mama. I just can't do one more year of this.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Keep standing at the kitchen bench with the big knife, thinking about my wrists. Haven't done it yet.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'been reading up on which height is enough off a car park so you dont just end up paralysed. the one by work is 7 storeys',
  },
  {
    crisis: true,
    class: 'method',
    text: "Bought a length of rope at Bunnings today. Told the guy it was for the trailer. It's in the shed now.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'To whoever reads this journal after: I love you all, it was nobodys fault. Please look after Milo and give him the good treats.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Rang everyone today just to hear them. Told Dad I forgave him. This is the last time I'll write in here, goodbye.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'if you are reading this i am already gone. dont be sad, im finally at peace x',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "My kids would be better off with the life insurance than with me. At least then I'd be worth something to them.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Mum has to wash me and feed me at 29 years old. Im nothing but a weight on her. She would finally get her life back if i was dead.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Everyone would be happier if I wasn't here dragging them down. They'd grieve for a week and then be free.",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Did it again, scratched my thighs raw with the compass till they bled. It helps for like ten minutes.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "I keep hitting my head against the wall when it gets too loud inside. Tonight hard enough that I saw stars. I'm hurting myself on purpose and I can't stop.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many amitriptyline would it take to not wake up. i have 2 boxes of 28 of the 50mg',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Would a whole bottle of the insulin be enough to do it? Asking for me. I'm so done.",
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: 'Five years today since I tried to end my life. Made a cake, ate half of it with my sister. I am so glad I lived to see this one.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old diary from year 10. Page after page of 'I want to die' and 'nobody would notice'. I wanted to hug that kid. She made it. I'm okay now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Told the group tonight about 2016 when I had the pills lined up on the desk. First time I said it out loud. Felt lighter walking home.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Dr Okafor said today I'm one of her 'success stories'. A year ago I was planning my funeral. Today I planned my wedding seating chart 😂",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'That winter after Mariupol was the worst of my life. I wanted to die every day. Now I have job in Dublin, small flat, a cat. Life continues.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Back in the day after I came home from Helmand I put the barrel in my mouth more than once. Took me years of therapy to get here. I'm doing alright these days.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My self harm scars have faded to white. Wore a t-shirt to the beach today without thinking about it. Hasnt been a blade near me in 6 years.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Wrote my suicide note at 17. Kept it folded in a book, and read it again today at 34 while packing to move house. Threw it away. Don't need it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Running a session for the new peer supporters. Told them how at my lowest I was sure everyone would be better off without me. Then told them how wrong I was.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Anniversary of the overdose. Went to the sea, lit a candle for the girl who almost didnt make it. Grateful to be here, proper grateful.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Uni was the worst year of my life, I genuinely didn't think I'd survive it, kept thinking of jumping off the library. Graduated today, Mum cried, I cried.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Sober 4 years. The man who used to stand on the bridge counting cars is gone. Coached the under 12s this morning.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In the camp in Lebanon I was thinking many times to kill myself. Al hamdulillah that time is finished. Today my son start school in Manchester.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, just knackered. Night shifts are killing my sleep though. Need a holiday.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP asked if I had any thoughts of harming myself. Said no and meant it. Just grief, she says it takes time.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Sad about the breakup but I don't want to die or anything like that, I just want to eat ice cream and watch bad telly.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Counsellor did the questionnaire again. Have I had thoughts I'd be better off dead? Not at all. First time I ticked that box in a year 🙌",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Feel like crap but I'd never kill myself, not with my girls looking up to me. Just need to get through this month.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychiatrist asked about plans to end my life. None. No plan, no intent, nothing. Just the depression being heavy.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'people keep asking if im going to hurt myself bc i shaved my head. no?? i just wanted short hair lmao',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I am not wanting to die. I want that the war finish and I can go home. This is different thing, my English teacher understand.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Nurse at triage asked if I had taken too many of anything on purpose. No, I had a migraine and took a couple extra, that was all.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Haven't cut in ages and don't feel the urge. Stressed about money, that's all this is.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Told my wife straight: I'm low but I'm not going anywhere. No dark thoughts, no goodbyes, just a rough patch.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I dont wanna end it, I wanna end this job. Big difference. Handing my notice in monday 💅',
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist warned Dad that taking his new heart pills with the old ones could be fatal, so I made him a dosette box and wrote the times on it.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Toddler got into the Calpol and we weren't sure how much she'd had. Poison line said under 5ml for her weight is fine. Heart still racing.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Ward round. Bed 4 came in after an overdose of paracetamol, started on the NAC drip, liver enzymes ok so far. Long shift.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'The vet said two ibuprofen could be a lethal dose for Bella. Went through the cupboards and put everything up high.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Hospice nurse showed us how much morphine Mum can have and said we can't overdose her at this level. Relief.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology exam tomorrow. Need to memorise the toxic dose of paracetamol in mg/kg and how many tablets that is for a 70kg adult.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Sent the email to the whole department instead of just Karen. Want the ground to swallow me whole. Kill me now 💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more of Gary's PowerPoints I'm going to throw myself out the window lol",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Leeds lost again. I am deceased. Someone plan my funeral. 😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "This heat is killing me, 43 degrees in Adelaide, I'm literally dying out here in the garden.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Abeg this NEPA people want to kill me. No light since Tuesday, everything in freezer don spoil.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Tito Ramon passed last night. Heart attack. Lola is not eating. Flying home to Cebu Friday.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A lad from my old platoon took his own life last week. Funeral is Thursday. Going to make sure I ring the others.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My neighbor in Kharkiv was killed when the rocket hit. She used to give me apples. I cannot stop thinking about her.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Had to put Rex down today. He went peacefully with his head in my lap. House is so quiet.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Read the note my grandad left before he died in hospice. Told us all he loved us and not to fight over the house. Classic grandad.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: "Rough day. Car failed its MOT, the boiler's making that noise again, and I burnt the tea. Bed.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling a bit flat today. Grey sky, cancelled plans. Had soup and a nap. Tomorrow is a new day I guess.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Finished my last chemo cycle!!! Tired to the bone but ringing that bell was everything.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Caring for Dad is wearing me out. Some days I just want to run away to a beach for a week. Booked respite for March.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Deployment ends in 6 weeks. Counting down the days till I see my girls. Gym, chow, sleep, repeat.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished writing the chapter where Elena takes the pills. My editor says it hits hard. Need a walk after that one.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Watched 13 Reasons Why with my daughter so we could talk about it. Big chat after about the tapes and what she'd do if a friend felt like that.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsal for Romeo and Juliet. I drink the poison in act 5 and die on the tomb every night this week lol, my knees are wrecked.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'In my D&D campaign the paladin jumped off the cliff to save the party. Whole table went silent. Best session ever.',
  },
];
