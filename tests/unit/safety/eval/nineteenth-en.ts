import type { EvalNote } from './types';

/**
 * English notes of a nineteenth check, written blind and scored once before any change to the
 * lexicon: 50 crisis notes over the 11 classes (12 relapse, 10 plan, 6 hopelessness, 3 each of
 * intent, passive, euphemism, method, farewell and burden, 2 each of selfHarm and dose), each
 * relapse, plan and hopelessness note a different way of saying it, and 50 quiet ones (13 past,
 * 12 negation, 6 medical, 5 each of figurative, othersDeath and everyday, 4 fiction). The writers
 * are a self-harmer with a pencil-sharpener blade after two years, a husband idling by a quarry,
 * a voice-hearer off guard, a Nigerian counting tablets after telling his pastor he was
 * delivered, a Kharkiv refugee whose therapy in Krakow ended, a Scot writing the letters again, an
 * Australian with the rope kept from last time, a Syrian in Birmingham; a mother who paid the
 * rent up and waits for the kids' handover, a stockpiler of amitriptyline, a Cornwall cliff path
 * checked for tides, a Southern teen and his father's deer rifle, a Ukrainian soldier and his
 * river, a motel paid cash, a New Year's date with scheduled texts, a Northern Irishman and a
 * hose, an OFW and a rooftop; a refused asylum seeker, a farmer losing the land, a chronic-pain
 * patient discharged, a Mariupol widow; on the quiet side an attempt's tenth anniversary, a Year
 * 11 diary, a veterans' breakfast talk, "the worst year of my life", a therapist's last session,
 * a Kharkiv basement told from Vienna, silver scars, a bridge stranger met for coffee, a tattoo
 * over old cuts, Calais tracks told from Leicester, a goodbye letter found in the attic; a GP's,
 * a therapist's, a Lviv psych nurse's, a VA PHQ-9 and a school counsellor's screening answered
 * no, plain denials; an A&E paracetamol overdose, a dog and a toddler into the medicines,
 * morphine in a father's and a hospice patient's care, pharmacology revision; office and football
 * hyperbole, a unit's suicide, a rocket in Ukraine, a pet put down, a novel, a manuscript, Romeo
 * and Juliet and a horror game; slang, learner's English, dialect, Taglish, isiZulu, typos and
 * emoji as typed.
 *
 * First run, on main at 536ec21, lexicon untouched: recall 46/50 (92.0%), 28/50 with the class
 * named; false alarms 4/50 (8.0%). 13 of the 46 were flagged by the whole-note reader alone, no
 * concept standing (4 plan, 3 hopelessness, all 3 euphemism, 2 passive, 1 relapse); of the 10
 * relapse notes flagged 6 were named relapse (letters written again and the Birmingham "want
 * again to go" read as farewell, the rope kept from last time as method only).
 * Missed: relapse 2 (sitting in the car with the engine running by a quarry "like I used to
 * before the hospital"; "the old me is back in charge" wanting "to finish what she started at
 * 19"); plan 2 (a will on a receipt, cat food put out for a week, the door unlocked "so they
 * dont have to break it", tonight once the neighbours' TV goes off; a date set for New Year's
 * Day, "clean slate for everyone else", goodbye texts scheduled for 6am).
 * Also: the overdose already taken ("swallowed 20 co-codamol an hour ago") named method, not
 * dose; the Cornwall cliff plan named burden only.
 * False alarms: past 1 (rereading notes from a 2016 hospitalisation, "the suicidal thoughts
 * haven't been back in years", read as intent and relapse); medical 1 (an A&E nurse charting a
 * teenager's paracetamol overdose, read as method); figurative 1 (threatening to throw oneself out
 * of the window over a pivot table, with a skull emoji, read as intent and plan); everyday 1
 * (handing in notice, "time to end this chapter", whole-note reader alone).
 * The figures are the first run on main at 536ec21; the notes were not changed after it.
 *
 * Scored again, still blind, after the eighteenth round's lexicon fixes (15c99d7): recall
 * 46/50, false alarms 4/50, the same. Not tuned on yet.
 *
 * After the retrained model (which has read these notes): recall 50/50, false alarms 3/50. The
 * lexicon pass then heard the missed concepts themselves (checked with the class named, not the
 * whole-note reader): a habit taken up again ("like I used to", "same as I did before they
 * sectioned me") is now, not past, and "before the hospital/sectioning" is attempt history
 * (quarry: relapse); the old self come back "to finish what she started" (relapse); a will
 * written on anything with the chores after it, the door left unlocked "so they don't have to
 * break it" (will note: plan); a place scouted, tides and cliff path (Cornwall: plan). Guards: a
 * return denied ("the suicidal thoughts haven't been back in years"), a teenager "in with" an
 * overdose on a ward, and a nuisance sworn at back to front ("I'll throw myself out the window if
 * I see one more pivot table"). After: recall 50/50, false alarms 0/50; all English development
 * sets recall 1063/1063 (100%), false alarms 9/1086 -> 6/1086.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Two years and four months. That's how long I went. Tonight I opened the sharpener again and did my thigh where nobody looks. I feel so stupid, all those chips and badges for nothing.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Back on the old road tonight, drove out past the quarry and sat with the engine running like I used to before the hospital. Didn't get out. Yet. Told the wife I was at Darren's.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'the voice is back. the one that told me to do it in 2021. i thought meds had shut it up for good but its loud again and honestly im starting to agree with it',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Oh lord. I had told Pastor I was delivered from those thoughts. But this week they came back worse than before, I am counting the tablets again like that time in Ibadan. I don't want to tell anybody.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'After my attempt in Kharkiv in 2022 the doctor in Krakow helped me very much. Now they say program is finish, no more therapy, and the wish to end everything is coming back to me every night, same like before.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'broke my streak lol. 400 something days. blade was right where i hid it from myself. gonna do more tonight probably, not like it matters now',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Wee update for naebody: I've started writing the letters again. Same as last time afore they sectioned me. Mam thinks I'm doing grand.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Saved the rope from last time. Don't know why I never threw it out. Got it back out of the shed this arvo and it's on the bed next to me while I write this.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Safety plan says call Jo if the urge comes back. It came back. I'm not calling Jo. I'm googling the same stuff I googled before the ICU, and this time I'm reading all of it.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "I was so proud of the girl who survived. She's gone. The old me is back in charge and she only ever wanted one thing, to finish what she started at 19.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Discharged from the psych ward Thursday, thought I was better. By Sunday I'm back to standing on the balcony doing the maths on the height. Nothing changed, they just let me out.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Ya Allah forgive me. In the camp I tried once and my brother found me. Here in Birmingham I have flat, job, everything, and still the same darkness come and I want again to go. This time I will not tell him.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Paid the rent up to end of March, cancelled the phone contract, left the spare key with Mrs Okafor. When the kids go back to their dad on the 14th that's my window.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Been stockpiling my amitriptyline since August, skipping every other one. Got enough now. Waiting till after Mums birthday so I dont ruin it for her.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Bought a one-way ticket to Cornwall. Found the cliff path on Google Earth, checked the tides. Going Saturday on the early train, nobody will miss me till Monday.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "y'all I've got it all figured out. Daddy's deer rifle's in the hall closet, he's on the rig till the 20th. Tuesday after school, nobody's home till 6.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Wrote the will on a Tesco receipt, put the cat food out for a week, unlocked the front door so they dont have to break it. Tonight once the neighbours telly goes off.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'From my post I see the river every shift. I decided. When rotation is finish and I have the leave, I go down to the bridge at night. I already give my brother the password for my bank.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Looked up which motel out by the interstate takes cash and doesn't ask for ID. Booked it for Friday. Bringing the bottle of oxy from Dad's surgery and the whiskey.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'set a date. new years day. clean slate for everyone else. already drafted the texts in my notes app, will schedule them for 6am',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Ate my last proper meal tonight, a full Ulster fry, on purpose. Hose is in the boot and I've measured it against the exhaust. Tomorrow first thing before the lads are up.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Po, I already decided. After I send the last remittance on payday, I will go up to the rooftop of the building. Mama and the kids will get my insurance from the agency naman.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Every door I knock on shuts. Asylum refused, appeal refused, the lawyer stopped answering. I don't see any morning where this gets better, I just see the same grey forever and I am so tired of waiting for nothing.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'whats even the point of trying anymore. nothing i do changes anything and nothing ever will. might as well stop.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Forty years on the land and the bank's taking it. There's no future in it, no future for me full stop. The boys'd be better off selling and forgetting I was ever here.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I am a hollow shell walking round Aldi. There's no light at the end of anything. I keep thinking it's never going to lift and I can't do decades more of this.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Pain clinic discharged me, said there's nothing more they can offer. Eleven years of this. If this is the rest of my life then I don't want the rest of my life.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'our house in Mariupol is gone, my husband is gone, my city is gone. I am alive only on paper. Nothing is waiting for me anywhere, I see no reason to keep go on.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I'm going to kill myself. I'm writing it plain because I've danced around it for months in here and I'm done pretending it's just a bad patch.",
  },
  {
    crisis: true,
    class: 'intent',
    text: "Honestly I think I'll end it this weekend. Not being dramatic, just calm about it for the first time in ages.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Siyanda dumped me over text and my results came back. Ngiyakhathala. I want to take my own life, I mean it this time, im not ok bru',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "If a lorry came through the window tonight I'd just let it. I wouldn't duck. That's where I am.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Keep hoping the cancer comes back so I don't have to decide anything myself. Is that awful? I'd welcome it.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'wish i could just stop existing. not die exactly just. switch off. permanently. every night i pray not to wake up',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Thinking I'll go join Nan soon. She always said there was a seat for me. Don't think I'll wait for my turn though.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Gonna go take a long walk off a short pier tonight and I'm not joking this time. Sorry Em.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I'm checking out. Not of the hotel. Of all of it. Tonight's the night I finally clock off for good.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Stood at the platform edge at Clapham Junction for the non-stoppers. Counted how many go through an hour. Caught myself leaning.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Kept the belt from my uniform. Measured the door frame in the barracks bathroom. It'd hold. I know it'd hold.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Holding the Hi-Point in my lap again, round in the chamber, thinking bout how quick it would be. Kids asleep down the hall.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this diary: I'm sorry. Tell Molly I loved her more than anything and none of this is her fault. Goodbye.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'gave away my switch and all my hoodies today. told my best friend i love her and to look after my plants. this is the last entry.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Texted Mam and Da that I love them and I'm sorry for everything. Won't be needing this journal after tonight. Mind yourselves.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum's had to give up work to look after me. I'm 31 and I'm a weight round her neck. She'd finally get a life back if I wasn't in it anymore.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "All I do is cost. Cost the NHS, cost my family, cost my wife her sleep. Everyone would breathe easier once I'm gone, and I think I'll give them that.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Ang bigat ko na sa kanila. my parents paid for my nursing school and i failed the boards twice. they would be better without me, i want to disappear for good',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Burned my wrist with the lighter three times tonight, the only thing that shuts my head up. Long sleeves at work tomorrow.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cut deeper than usual tonight and it wont stop bleeding properly. wrapped it in a tea towel. not going to A&E, they just judge you',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'How many of the 50mg sertraline would it take to not wake up? Got about 60 left plus the diazepam.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Swallowed 20 of my Mum's co-codamol about an hour ago. Feeling sick and a bit floaty. Not told anyone. Maybe I'll take the rest.",
  },

  // past
  {
    crisis: false,
    guard: 'past',
    text: "Ten years today since I tried to end my life in a Leeds bedsit. Tonight I'm cooking lasagne for my daughter and her boyfriend. Past me would not believe it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my diary from Year 11. Page after page about wanting to die, the razor I kept in my pencil case. Cried for that girl. She made it. I'm 34 and happy, mostly.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Spoke at the veterans' breakfast this morning about the night in 2014 I had my service weapon in my mouth. Eight years sober, nine years alive on purpose. Couple of the young fellas came up after.",
  },
  {
    crisis: false,
    guard: 'past',
    text: '2019 was the worst year of my life. I overdosed twice, lost my job, lost my flat. Writing that from my own kitchen now with a cuppa, five years clear.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Final session with Dr Reyes. She reminded me that when I first came in I had a plan and a date. Now I have a garden and a dog. We both teared up.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In the first spring of the war, in the basement in Kharkiv, I really wanted to die. I am writing this from Vienna, my son starts school next week, and I want very much to live.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'scars on my arms are basically silver now. someone asked at the beach and i just said "old stuff, im good now" and actually meant it for once 🌊',
  },
  {
    crisis: false,
    guard: 'past',
    text: "My counsellor asked me to write about the bridge. So: three years ago I went there to jump and a stranger talked me down. I've since met him for coffee. I'm safe, I'm doing well.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back in uni I used to cut every night. Been clean for six years. Got a tattoo over the worst bit today, a sunflower, felt like closing a chapter.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When the asylum letter said no the first time, I sat on the train tracks in Calais. That was 2017. Now I am British citizen, I drive a bus in Leicester. Life is long.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Anniversary of my attempt. Did what I do every year: rang my sister, went for a swim in the sea at Bondi, ate a massive gelato. Still here, still glad.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Reading through the notes I wrote when I was hospitalised after the pills in 2016. It's like reading someone else. The suicidal thoughts haven't been back in years.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Mam found the goodbye letter I wrote at 17 in a box in the attic. We sat at the table and talked about it for two hours. I'm 40 now. Glad it never got used.",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, just knackered. Night feeds, a teething toddler and a husband on nights. I need sleep, not a crisis team.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP did the questionnaire. Any thoughts of harming yourself or that you would be better off dead? No, none. Just low and flat since the redundancy. Starting on talking therapy.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Therapist asked if I'd ever thought about killing myself. Honestly never, not even at the worst of the divorce. I'm angry, not hopeless.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'lol no i dont want to die, i just want to sleep for a week and have someone else do my dissertation',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psych nurse at the unit in Lviv asked me about suicide thoughts. I said no, I have no such thoughts, I have my daughter. Only the nightmares from the front.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "To be clear, for the record, since Jen keeps asking: I have no plan to hurt myself, no pills saved, nothing. I'm grieving. Grief isn't a crisis.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Never once wanted to end my life, even in the chemo months. I wanted the pain to stop, that's different, and the new pump is doing that.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Screening at the VA again. Q9, the one about being better off dead - not at all. Checked it and moved on. Sleep's still garbage though.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I am not going to kill myself, Auntie, stop calling. I failed one exam, I'm disappointed, that's all. Will resit in May.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no self harm thoughts, no wanting to disappear. just bored and lonely in this new town. joined a running club, first session thurs.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Counsellor at school asked if i ever think about ending it. Said no and i meant it. I just hate maths and my stepdad.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People keep asking if I'm thinking of doing something to myself since the farm went. I'm not. I'm thinking of getting a job at the co-op.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Long shift on A&E. Teenager in with a paracetamol overdose, NAC started, parents in bits. Charted it all and came home and hugged my own kids.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Found Baxter chewing the blister pack of my ibuprofen. Vet said how many tablets could he have swallowed, made him vomit, he's fine. Locked cupboard from now on.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Pharmacist warned me Dad's morphine and the new sleeping tablets together could stop his breathing, so I've made a chart and I'm doing his doses myself.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'toddler got into the calpol and drank maybe half the bottle 😱 111 said how much is too much for her weight, its fine, just watch her. never again leaving it on the side',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology exam tomorrow. Lethal dose of TCAs, signs of opioid overdose, naloxone timings. My brain is full.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Hospice day. Mrs P asked me if the extra morphine would finish her off quicker. Explained what it does and doesn't do. Doctor came by to talk with the family.",
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Boss made me redo the whole deck at 5pm. I swear I'm going to throw myself out the window if I see one more pivot table 💀",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Tripped going up to get my award in front of the whole school. Wanted the ground to swallow me. Dying inside, still laughing about it now.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'liverpool lost again kill me now',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My phone died, my car died and my will to cook dinner died. Takeaway it is.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'That workout nearly killed me. Legs like jelly, heart going like the clappers. Back Thursday for more punishment.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Uncle Chidi's burial in Enugu today. The whole village came. Mum cried the whole way back. I keep thinking about how he used to carry me on his shoulders.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A lad from our unit took his own life last week, 24 years old. Funeral's Monday. Whole company's gutted. Writing this so I remember his laugh.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "News from home: the rocket hit the street next to my mother's. Our neighbour Halyna was killed. Mama is ok. I can't stop shaking.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Put Bella to sleep this morning. Fourteen years. The house is so quiet I can hear the fridge.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandad passed in his sleep at 93. Peaceful, they said. I'm sad but it was his time and he was ready.",
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rubbish week. Rained every day, the boiler packed in, and I had a cry in the Lidl car park. Better after fish and chips.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'so done with this semester. three deadlines, no sleep, survived on monster and spite. two more weeks',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Feeling flat today, bit homesick for Aleppo and my mother's cooking. Made maqluba for the flatmates, they liked it. Small good thing.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Load shedding again, stage 6, sat in the dark with the kids playing I-spy by candle. Honestly a nice evening in the end.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Gave notice at work. Terrified and thrilled. Time to end this chapter and start something that doesn't eat me alive.",
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished A Little Life on the bus and sobbed. Jude's cutting scenes were almost too much. Need something light next, maybe Pratchett.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Drafting chapter 12: Mara writes her suicide note and leaves it under the salt cellar. Editor says it needs more restraint. Rewriting tomorrow.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsal for Romeo and Juliet: I have to drink the poison and stab myself eight shows a week. Dagger keeps sticking in the sheath lol.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Played the new horror game till 2am, the bit where the character hangs herself in the attic gave me chills. Too scared to go to the loo.',
  },
];
