import type { EvalNote } from '../types';

/**
 * English notes of the hundredtwentysecond round, written blind: ordinary private-diary writers in the UK,
 * Ireland, the US, Canada, Australia and India (students, nurses, tradies, farmers, veterans, pensioners,
 * parents, shift workers, people in recovery), one person per note. Crisis classes: euphemism 6, method 5,
 * selfHarm 5, relapse 5, dose 4, plan 3, farewell 3, burden 3, passive 2, hopelessness 2, intent 2 (40).
 * Quiet guards: everyday 8, medical 7, past 7, negation 6, othersDeath 5, figurative 4, fiction 3 (40).
 * Most crisis notes are told flatly as errands, lists, counts, search history, timetables or drafted
 * messages with no feeling named; a few are plain and direct. Quiet notes mirror the same topics (rope,
 * car parks, trains, pills, passwords, rehomed pets, sold stock, guns, old scars) with an ordinary reason.
 * Styles mix lower case, texting abbreviations, typos, regional idiom and spelling, and emoji.
 *
 * First run, on 0ee94e0 (the 121st round's rules and the kana and chat-Russian readings), before
 * any change made for it: recall 38/40, false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: 'rang nan to say i cant do sunday dinner. told her not to worry, ill be seeing grandad before she does. he always said hed keep a seat warm for me',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'cancelled the gym from the end of the month, and netflix, and the phone contract. wont be around for any renewals so whats the point 🤷‍♂️',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'last post on the discord: gg everyone, its been real. this is my final run, not respawning this time. logging off for good after tonight 🫡',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Remembrance day. 11 names from our section on the cenotaph list now. Soon be 12. Going to muster with the boys from Kandahar, they've waited long enough for me.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "told the lads in the yard not to bother ordering my share of the turf for the winter. i'll not be needing it. mam can have the lot",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Filled the form to transfer Amma's pension account to Priya's name. Told Priya this Diwali she has to light the diya for me also. By then I will be with Appa.",
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'searched: castle st multi storey how many levels. its 7. walked up on the way home and checked the barrier on the top, only comes up to my waist. no attendant after 8',
    crisis: true,
    class: 'method',
  },
  {
    text: 'bunnings - 10m of the thick blue rope. $23.\nchecked the beam in the shed takes my weight. put the step ladder back under it',
    crisis: true,
    class: 'method',
  },
  {
    text: '22:47 fast service doesnt stop at ashford\nstand past the end of the platform sign\nno camera that end i think\nfri or sat',
    crisis: true,
    class: 'method',
  },
  {
    text: "hose from the garage fits the tailpipe if i tape it round. duct tape's in the truck. garage door seals ok once its down",
    crisis: true,
    class: 'method',
  },
  {
    text: 'moved the shotgun out of the cabinet into the wardrobe in our room. cartridges in the drawer my side of the bed. didnt say anything to sinead',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  {
    text: 'did it again on my thigh so nobody sees. 4 this time. long sleeves and leggings for PE tmrw, told mum im always cold lol',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'held my palm on the iron till it hissed. deserved it after what i said to jack. ran it under the cold tap after and put a glove on',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'no breakfast no lunch no tea. day 3. i dont get to eat after the way i messed up the accounts at work. if i eat i let myself off',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'punched the ute door till my knuckles split then went at my own face in the dunny mirror. told the blokes on site i came off the scaffold',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'brought a couple of the blades from the suture packs home in my scrubs pocket. steri strips in my bag. top of the arm only where the sleeves cover',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: '2 yrs clean of cutting in march. found the old tin at the back of the wardrobe today. didnt throw it out. its in my bedside drawer now',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "last time was the tablets in 2019 and i woke up in st james's with the tube in. the same thoughts are back word for word. i know where this goes",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'drove the A6 bridge way tonight. first time since they talked me down off it in 2021. parked in the same layby and sat there an hour with the engine off',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'deleted the safety plan off my phone. the one the crisis team made with me after the overdose. couldnt stand it looking at me',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'After 2nd year incident I promised Appa never again. Again at 3am I am searching the same things on laptop as that time. cleared history before he checks.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: 'counted them. 38 amitriptyline + the co-codamol from mums cupboard. in the sock in the drawer. gp gave another months worth today so thats more',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'asked for my repeat early, said the dog chewed the box. chemist just handed it over. thats 3 boxes i havent touched, lined up behind the shampoo',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'took 6 of the sleepers with the rest of the wine. then 2 more. dont remember after that. woke up on the kitchen floor at 4am',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Bought paracetamol strips from 3 different chemists so nobody asks. Total 60 tablets now. Kept in the old Horlicks jar on top of almirah.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'thursday, after elliot goes to his dads. will printed and signed, got the neighbours to witness it, they think its just a normal will. car full of petrol',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'wrote the bank pin and the life insurance policy no. on a card for sarah. checked the policy, suicide clause is 13 months. its been 14. booked friday off',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Sold the last of the ewes. Paid off the stock agent, Elders account all square. Told Kev next door to check on the dogs Sunday arvo. Sunday it is.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: "rehomed biscuit with the lady from the facebook group. told her he likes the radio on at night. she promised its a forever home. flat's so quiet now",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'draft, scheduled send 6am:\nmum im sorry. none of this is your fault. look after dad and tell ruby i love her. passwords are in the blue notebook in my desk',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gave Margaret the good china and the garnet brooch, and the lad next door has my tools. Wrote a letter to each of the grandchildren. Said it was just a clear-out. Said a proper goodbye to the vicar after the service.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'mum did another double at the hospital to cover my rent. theyd have more money and less stress without me. every single thing about me costs them',
    crisis: true,
    class: 'burden',
  },
  {
    text: "VA appt got moved again. Karen took off work to drive me, 3rd time this month. shes 52 and her whole life is cleaning up after me. she'd be free if I was gone",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Papa took loan again for my coaching fees and I failed again. Honestly they will be better without me. one less mouth to feed, one less shame in front of relatives',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'just want to go to sleep and not wake up. not do anything, just not wake up. every night i hope for it',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'wish i could just vanish off the face of the earth eh. like stop existing. no funeral no fuss, just gone and nobody has to deal with it',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: '47. no job no house, kids wont speak to me. keep telling myself itll turn round. it wont. im done trying to make it to next year',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'therapist number 4. meds number 6. nothing works and nothing is ever going to. i dont see the point of carrying on living like this for another 40 yrs',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: 'ive decided. im going to kill myself. not tonight but soon. weirdly calm now its decided',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'i want to end my life. been wanting to for weeks and tonight its the only thing in my head. kms isnt a joke this time',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'bunnings run - 10m of rope for the trailer, the old tie downs snapped on the highway. also checked the shed beam will hold the new punching bag 🥊',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "had to rehome biscuit bc the new landlord is no pets 😭 lovely lady from the facebook group, she's already sent pics of him on her sofa living his best life",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'gave half my wardrobe away on vinted, rest to the charity shop. moving to leeds saturday!! left the wifi password on the fridge for the new tenants',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: '07:12 to paddington, change for the circle line, interview at 10. suit ironed, shoes polished. early night',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'moved the shotgun into the new gun safe like the garda said at the inspection. cartridges locked up separate. licence renewed till 2027',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'castle st car park top level is only £2 after 6. going up there with the kids for the fireworks tonight, best view in town',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'wrote the bank pin and the wifi password on a card for mum while im in thailand 3 wks. shes feeding the cat. flight fri ✈️',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "sold the last of the ewes at the saleyards, good money for once. paid off the stock agent. sunday we're finally taking the kids to the coast",
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: medical (7) ----------
  {
    text: 'gp put my sertraline up to 100mg. pharmacist went through it all with me. counted the repeat boxes so i dont run out over christmas',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'did my insulin in the car park again lol. bloods 7.2 this morning, diabetes nurse was happy with me',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'day 3 post op after the knee replacement. co-codamol 2 every 4-6 hrs. nurse showed me how to do the clexane jabs in my tummy, not as bad as i thought',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "12hr shift. sutured a chef's hand, 2 transfusions, and a fall in bay 4. home, tea, bed. knackered",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Amma's BP tablets finished, bought 2 strips from Apollo. Also Dolo 650 for Papa's fever, 1 tablet every 6 hrs only, doctor said no more than that",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "gave blood today, 16th time. got the sticker and the biscuits. arm's a bit bruised where the needle went in",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "sorted dad's pill organiser for the week: metformin, ramipril, water tablet in the morning. asked the chemist to blister pack it from next month",
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: '5 years today since the overdose. completely different place now. new job, engaged, finished therapy last spring. lit a candle for the girl i was back then',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'found my old tin of blades clearing out the wardrobe. straight in the outside bin, didnt think twice. 3 years free of cutting and i honestly dont miss it',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'drove over the A6 bridge today first time in ages. back in 2016 i was up there for the wrong reasons. today i just noticed the view and kept going to work',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Told my story at the Legion breakfast. 2012 I had the gun in my mouth in my truck. Today I've got grandkids, a boat and 8 years sober. Tell someone, boys.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'saw my old scars in the mirror at the pool, all faded silver now. that was year 9. im 26, i wear short sleeves and i genuinely dont care who sees',
    crisis: false,
    guard: 'past',
  },
  {
    text: "In 2nd year engineering I had very dark days and attempted once. Now 4 yrs later working in Pune, sending money home, happy with my life. Grateful to my counsellor ma'am.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'swapped the old safety plan on my phone for the wellness plan me and my counsellor made. 2 years since the crisis team. i dont need the old one anymore',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'gp asked the question again, any thoughts of ending your life. honestly no. tired and grieving yeah, but no. i want to see ellie graduate',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "for future me reading this: i'm sad, not suicidal. i'm not going anywhere. its a rough patch and rough patches end",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "did the PHQ-9 at the clinic. q9, thoughts you'd be better off dead - ticked 'not at all' and meant it",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'my mate asked me straight if i was thinking of topping myself after the breakup. said no mate and i meant it. gutted, not done',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I don't want to die. I want this job to stop. Two very different things and I know the difference.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'uni counsellor did the risk questions. no plans, no urges to hurt myself, never had. just exam stress and homesick for Kochi',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: "grandad's funeral today. nan made us keep his seat at sunday dinner empty. he'd have hated all the fuss",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'heard today dave from the depot took his own life. 34. going to check in on all the lads this week, nobody saw it coming',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Appa's first death anniversary. Lit the diya for him with Amma, Priya came down from Bangalore. Made his favourite payasam.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: '11 names read out at the service, one for each of the lads from our section. wore the medals for them. pint at the legion after',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'had to have max put to sleep today. 14 years. the house is so quiet without him 🐾',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'this dissertation is actually killing me. 3 chapters to go and id rather die than ask for another extension lol',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'nearly died of embarrassment, called my teacher mum in front of everyone 💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'feet are killing me after a double on the ward. could murder a kebab',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'game over for the season, what a choke. im dead inside. kill me now 😂',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (3) ----------
  {
    text: 'finished that book where the mum leaves goodbye letters and all her passwords for the kids before she dies. cried on the bus. 5 stars',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'weird dream - i was on the top of a multi storey, the barrier was gone and i was flying over town. woke up laughing',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'chapter 12 of the novel: detective finds the rope in the shed and the will signed that thursday. still need to work out who the killer is',
    crisis: false,
    guard: 'fiction',
  },
];
