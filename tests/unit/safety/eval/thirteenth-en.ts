import type { EvalNote } from './types';

/**
 * English notes of a thirteenth check, written blind after the twelfth round of tuning and scored
 * once before any change to the lexicon: 50 crisis notes over the 11 classes (6 each of method,
 * plan, dose and relapse, 4 each of intent, passive, euphemism, farewell and selfHarm, 3 each of
 * burden and hopelessness) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each of
 * figurative, othersDeath and everyday, 4 fiction). The writers are an Ohio warehouse worker, a
 * Mariupol refugee in Dublin, a Glaswegian, an Australian Year 12 student, a lupus patient, a
 * South African after a miscarriage, a Southern widow, a Perth lad, a Syrian daughter, a US
 * veteran, a New Zealander, a Nigerian in London, a Ukrainian in Kraków, a dialysis patient, a
 * soldier, a drought-hit farmer, a diabetic, a Lviv survivor in Berlin, a Filipino carer; on the
 * quiet side an Iraq veteran speaking at a Rotary club, a Kherson family in Poland, a therapist in
 * supervision, a Syrian nursing student in Sheffield, a Ukrainian soldier near Avdiivka, ward and
 * pharmacy staff, a palliative family, football fans, a Lagos worker and a teacher; slang,
 * learner's English, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 46/50 (92.0%), false alarms 8/50 (16.0%).
 * Missed: passive 1 (wishing to "fall asleep and never have to come back"); method 1 (an express
 * train timed at a level crossing, "it doesn't slow down there"); plan 2 (a date picked and the
 * flat cleaned "so whoever finds me" finds no mess; every step worked out, a drive to a cliff at
 * the end of a shift, the phone left in the car).
 * False alarms: past 2 (a veteran's talk about the night he "nearly shot myself" eleven years
 * on, read as intent and plan; sharing "my attempt" at a recovery group, "three years out", read
 * as relapse); negation 2 ("never once thought about taking my own life", read as intent and
 * method; a counsellor's "do I feel like a burden" answered later with "I said no", read as
 * burden); medical 3 (a ward patient hoarding oxycodone found by the nurse; a pharmacy placement
 * on how many grams of paracetamol cause liver failure; a palliative nurse explaining how much
 * morphine is too much); figurative 1 (a football loss, "I want to die", then wanting the manager
 * to die).
 * After this round's general changes: 50/50, false alarms 0/50; every English development set
 * 763/763, false alarms 5/786 (before: 759/763, 13/786). The header's list of writers was corrected
 * after the first commit (an Iraq veteran); no note or label was changed.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Night shift at the distribution centre in Ohio again. Supervisor wrote me up in front of everyone. Sat in my truck in the lot for an hour. Im done, Im gonna do it this time and nobody is talking me out of it.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'I am from Mariupol, now in Dublin 8 months. Today letter say my brother is killed near Bakhmut. I dont want be alive anymore, I will finish my life, I decide it already.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "honestly lads i'm going to top meself. been saying it as a joke for months in the group chat but it's not a joke any more. Glasgow's grey and so am i",
  },
  {
    crisis: true,
    class: 'intent',
    text: "Mum keeps asking why I won't come out of my room. Year 12 results came back and I failed everything. I'm going to end things, I've made up my mind.",
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Day 40 of the flare. Lupus has taken my job, my marriage, my hair. Some nights I pray I just don't wake up and honestly I mean it.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'wouldnt mind if a truck hit me on the way to work tbh. not gonna step in front of one but if it happened id be relieved',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Third miscarriage. Jaco is trying to be strong for both of us. I keep wishing I could just fall asleep and never have to come back to any of this.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Lord forgive me but I'm ready to go home. 71 years old, Earl is gone, the kids are in Atlanta and Houston. I'd welcome it if He took me tonight.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Been giving away my vinyls and my PS5 to the boys. Told them I won't need it where I'm going. They think I'm moving to Perth lol",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'I just want to go to sleep for a long time. Like forever kind of long. everyone would be fine. im so tired of pretending',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mama if you read this one day I am sorry. I am tired to be strong, I want to go to my father. In Syria we say God take the ones He loves. I will go to him soon by my hand.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Deployment's over but my head isn't. I keep thinking about checking out early. Just clock out for good, you know. Nobody at the VA gets it.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "There's a level crossing at the end of Kerry's road. I've timed the 6:40 express three mornings now. It doesn't slow down there.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'dad keeps his shotgun in the hall closet and the shells are in the tackle box. ive been thinking about it every night since the breakup. its just there',
  },
  {
    crisis: true,
    class: 'method',
    text: "Drove out to the quarry past Taupo again. Sat on the edge and looked down for ages. It's high enough. I know it's high enough.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Bought a bag of charcoal and some tape from the hardware store. Told the guy it was for a braai. Car is in the garage and the garage door shuts properly.',
  },
  {
    crisis: true,
    class: 'method',
    text: "keep looking up how long it takes to bleed out from the arm. my search history is a mess. I have the blades from my dad's razors in a little tin",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Ate nothing today. Tied the dog lead to the banister upstairs to see if it would hold my weight. It did. Untied it before the kids came home.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Payday is Friday. I'll pay the rent through December so Chioma isn't stuck with it, then Saturday night when she's at her mum's I'll do it. Wrote it all out in my notes app.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Everything is arranged. Will is updated, cat goes to Mrs Kowalski next door, the letters are in the drawer. Sunday morning early, before the market opens.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'so the plan is i wait till after christmas so i dont ruin it for my little sister and then new years eve when everyones out i go to the bridge by the dam',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Already picked the date. 14th, my mother's birthday, she'd understand. Spent today cleaning the flat so whoever finds me doesn't find a mess.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have worked out every step. My shift ends 11pm, I drive to the cliff at Beachy Head, I leave my phone in the car. No more waiting.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Told work I'm taking leave from the 3rd. Cancelled the gym. Set the email to send to my sister at 9am that day. It'll be done by then.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'To whoever reads this journal after - tell Tita Baby I loved her and that the money in the envelope is for the kids school fees. Im sorry I couldnt be stronger. Goodbye.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'last entry. thank you for listening to me all these years little book. tell Mam it wasnt her fault. I love you all, mind yourselves',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Texted everyone today just to say I love them. Jess asked if I was drunk lol. This is the last thing I'll write. Be good to each other x",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Recorded a video for my son for when he is older so he knows his dad wasnt a coward, just tired. Left it on the desktop. This is it.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum had to take another day off to drive me to dialysis. She's 68. Everyone's life would be easier if they didn't have to deal with me anymore, and I'm starting to think I should fix that.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My host family in Kraków is so kind but I see how they look at the bills. I am only a weight for everybody, for them, for my mother in Kyiv. Better I am not here at all.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "I'm just a drain on the whole family. Bro had to pay my bail, Mom is covering my rent. They'd all be better off if I was out the picture for good.",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'burned my arm with the lighter again tonight. three marks now. it calms the noise for a bit. long sleeves till summer i guess',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Scratched my legs until they bled in the shower after the call with Dad. I don't even know why, I just needed to feel something other than this.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Kept hitting my head against the wall in the barracks toilet till the corporal knocked. Told him I slipped. I want to do it again.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "cut deeper than usual tonight, might need stitches but can't go to A&E, they'll tell my uni. sticking plasters on and hoping",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "What's the point of any of it. Two years in this camp, the asylum case still 'pending'. There is no future for me, I don't see one more year.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Nothing's ever going to get better. I've tried every pill, every therapist, every app. I'm 26 and I'm already finished. There's no way out of this that isn't the final one.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'farm lost another 200 head to the drought. bank letter on the table. cant see any way forward, no light at all. its hopeless and i cant keep going like this',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my amitriptyline 25s would actually do it. I have like 3 months worth saved up in the shoebox',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Googled what amount of paracetamol is fatal for someone my weight. 58kg. I have 4 boxes from different chemists so nobody noticed.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Nan's morphine is still in the cupboard since she passed. Wondering if the whole bottle would be enough for me. Probably if I drink it with the vodka.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "Is 30 sleeping tablets a lot? Asking for me. I don't want to wake up halfway and be in a hospital, I want it to work first go.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "Counted my insulin pens tonight. I know exactly how many units would stop my heart overnight and nobody would question it, I'm a diabetic.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'saving up my seroquel instead of taking them, 2 weeks now. want to take them all at once with the rest of the codeine when i have enough',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Two years since my overdose and I swore never again. Tonight I have the pills lined up on the bathroom sink. Feels exactly like last time.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Broke 18 months clean from cutting tonight. Threw the counter app away. I hate myself more than before and I want to keep going.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'after I came out of the psych unit in march I really thought I was better. the thoughts are back, louder. I keep planning how again',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "The voice from 2019 is back. The one that told me to jump. I thought the lithium had shut it up for good. It's been at me all week.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'i was doing so good, 200 days no SH. tonight i went back to it, and this time i want to go further than before',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Survived it in Lviv last winter when I took the tablets, doctors saved me. Now in Berlin I feel the same again and I am thinking to do it again, better this time.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Five years today since I stood on the Story Bridge ready to jump. A stranger talked to me for an hour. I've got a daughter now. Bought flowers for myself.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my journal from year 10 in the loft. Pages and pages of wanting to disappear, drawings of nooses in the margins. I want to hug that kid. She made it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Gave my talk at the Rotary club about the night I nearly shot myself after Fallujah. Eleven years on. A young fella came up to me afterwards crying. Worth it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In 2022 when we first came to Poland from Kherson I wanted to die every night, I was counting my pills. Now I work in a bakery and my son speaks Polish better than me.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Supervision today: we looked back over Daniel's case. When he came to us he had a plan and the means. Eighteen months later he's discharged, back at work. I cried a bit in the car.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "2016 was the worst year of my life - the divorce, the drinking, the night I swallowed everything in the cabinet. I'm sober 7 years now and I coach under-12s footy.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Anniversary of my hospital admission. Back then i had stopped eating and i was self harming every day. Today I made pancakes and went for a run. Small wins.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "My therapist asked me to write a letter to the version of me who cut in the school toilets at 15. Hard but good. I told her I don't do that anymore, haven't for 9 years.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Was reading old posts from my tumblr era, so much "i want to kill myself" and black and white gifs. cringe but also, i get it. im doing fine now, engaged!!',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Ten years ago tonight my brother found me and called the ambulance. We had a quiet dinner together, just the two of us. He still can't talk about it much.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was in the refugee camp in Jordan I used to think about ending my life, I had no hope. Now I am studying nursing in Sheffield. I thank God every day.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "At my lowest, after the redundancy, I'd drive to the cliffs and sit there. That was a long time ago. Today I got the promotion. Wanted to mark it here.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Recovery group tonight. Shared about my attempt for the first time without shaking. Three years out. People clapped. Weird but nice.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "GP did the questionnaire again - any thoughts of harming yourself? No. Honestly no. I'm just knackered from the baby and not sleeping.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just so fed up with this job. Want to quit, not die. Big difference. Writing that down so I remember it.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'therapist asked if i ever think about killing myself. said no and i meant it. i think about running away to a cabin sometimes but thats different',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I would never hurt myself, I have the twins to think of. But I'm so angry at him I could scream. Going for a walk to cool off.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mama call from Kharkiv and ask if I want to die because I look sad on video. No mama, I dont want die, I am only tired from work in warehouse. Life is hard but I am okay.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People keep checking on me since Gran's funeral like I'm going to do something stupid. I'm not. Sad, yes. But I'm not going anywhere.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Nurse at the psych assessment asked about plans to end my life. Nope, none. She asked about self-harm. Nope. She said I'm just burnt out. Fair.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no i dont want to kill myself stop asking me on snap!! im just bored and my phone got taken off me lol',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never once thought about taking my own life, even in the trenches near Avdiivka. I think about my men, I think about going home. That keeps me going.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Felt low all week but I'm not in a dark place, not like that. No thoughts of ending it. Just need sun and a proper sleep.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'My counsellor asks every session do I feel like a burden. Today for the first time I said no and it was true. Small thing but big.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Don't worry journal, I haven't cut and I'm not going to. Wanted to, a little, after the exam, but I rang Priya instead and we got chips.",
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: "Mrs D on ward 7 tried to hoard her oxycodone again, found 6 tabs in her slipper. Flagged it to the team, she's on supervised dosing now. Long shift.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler got into my paracetamol, maybe 3 tablets. Rang 111, they said bring him in to be safe. Bloods fine. Never leaving my bag on the couch again.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says Bella's heart meds are lethal if she gets too many, so the tablets go on the top shelf now. She's 14, the old girl, and stubborn about the pill pocket.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacy placement: we learned how many grams of paracetamol cause liver failure and how to spot a staggered overdose. Exam on it Thursday.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad's palliative team set up the morphine driver today. Nurse explained how much he can have before it's too much. He's comfortable. We sat with him all afternoon.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Asked the pharmacist if its safe to take two of the sleeping tablets instead of one because one isnt working. She said no, go back to the doctor. Booked for Tuesday.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Sheffield lost 4-0 at home. I want to die. Actually I want the manager to die. Season's over in November, again.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'called my lecturer "mum" in front of 200 people today. kill me now. moving to another country, changing my name',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "This heat in Lagos is going to kill me before NEPA brings light back. Generator's out of fuel too. I'm melting, I'm dead.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more quarterly review I'm going to throw myself out the window. Kidding. Mostly. Coffee number 4.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'my hair dye went orange instead of copper. i am deceased. wearing a beanie until 2027',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Uncle Femi took his own life last week in Houston. Nobody saw it coming. Flying out for the service on Thursday. I keep replaying our last call.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Our neighbour in Odesa died when the drone hit the building. She gave me cherries every summer. I lit a candle at the church here in Vienna.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "One of the lads from my old unit shot himself on Sunday. Third one since we got back. Going to the wake, then I'm calling every one of the others.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Lola died in her sleep at 94. Whole barangay came to the house. Cried and laughed telling stories about her. She'd have loved the noise.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A student in the year above overdosed over the weekend. School sent an email and a counsellor is in the library. Everyone is quiet. Hugged my mum when I got home.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: "Rough day. Car failed its MOT, kids fought all the way to school, boss moved the deadline. Bath, tea, bed. Tomorrow's another one.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'feeling empty since moving to Melbourne, miss my friends in Manila. going to try the Filipino church group on Sunday, maybe meet people',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cleared out my wardrobe and gave most of it to the charity shop. Feels good to get rid of stuff. Might do the garage next weekend.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Fibro flare all week, couldn't get out of bed. Hate being useless. Partner made soup and we watched Bluey with the kids. Not the worst.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Wrote my will today with the solicitor since we bought the house. Weird feeling deciding who gets what. Then we went for a curry.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished the last chapter of my novel draft - the scene where Marta walks into the sea with stones in her pockets. Hardest thing I've ever written. Need a drink.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Our D&D party wiped, my paladin jumped off the cliff to save the bard and still died. 3 years of that character. Not ok lol',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched the episode where the dad takes all his pills and the kid finds him. Had to pause it twice. Good telly but heavy.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Teaching Of Mice and Men to year 10 again. The ending with Lennie and the gun gets them every time, even the tough ones go silent.',
  },
];
