import type { EvalNote } from './types';

/**
 * English notes of a twentieth check, written blind and scored once before any change to the
 * lexicon: 50 crisis notes over the 11 classes (10 relapse, 10 hopelessness, 6 plan, 3 each of
 * intent, passive, euphemism, method, farewell, burden, selfHarm and dose), each relapse,
 * hopelessness and plan note a different way of saying it, and 50 quiet ones (13 past, 12
 * negation, 6 medical, 5 each of figurative, othersDeath and everyday, 4 fiction). The writers are
 * a mental-health speaker back in the bath with a razor, a Ukrainian in a Dublin warehouse and
 * her balcony, an Oklahoma man in recovery who was pulled from the river, a British Afghanistan
 * veteran cleaning his shotgun, a Filipino student bookmarking overdose forums again, a Scot
 * after divorce papers, someone back at the level crossing counting trains after a crisis house;
 * a refused asylum seeker from Aleppo, a laid-off miner, a chronic-pain patient out of options, a
 * Bakhmut refugee, a South African losing the house, a Nigerian in pidgin, a dementia carer; plans
 * by the A9, after a handover Thursday, a one-way ticket to Gdansk, after graduation, a boat past
 * the heads, a storage unit; a widow who wants to join her husband, an 81-year-old praying to be
 * taken, bleach searched, a beam in the loft, goodbye phone calls, a wounded Ukrainian soldier as
 * "dead weight", a burn on the hob, insulin pens counted, an overdose already taken. Quiet side:
 * an attempt's tenth anniversary, a 2015 diary, a Legion breakfast talk, a Jordan camp told from
 * Manchester, "the worst year of my life", a therapist's own scars, sobriety and attempt
 * anniversary, a Przemysl shelter told from Toronto, unsent Tumblr goodbyes, a psychiatrist's
 * exercise, a mother telling her daughter, the Golden Gate crossed again, train tracks after a
 * redundancy; a GP's questionnaire, a psychiatrist's, a refugee counsellor's, a crisis team's
 * follow-up and an occupational-health form answered no, "not suicidal, just tired", "not gonna do
 * anything stupid", search history for a nursing essay; paracetamol overdoses on a ward, a dog
 * into ibuprofen, warfarin and a dosette box, a toddler and Calpol, pharmacology revision, a
 * morphine driver; office, football, embarrassment and half-term hyperbole; an uncle's stroke, a
 * platoon mate's suicide, an aunt killed in Kherson, a pet put down, a schoolmate's vigil; a novel,
 * a screenplay, a TV episode and Ophelia. Learner's English, pidgin, dialect, text-speak, typos
 * and emoji as typed.
 *
 * First run, on main at 65dec14, lexicon untouched: recall 49/50 (98.0%), 30/50 with the class
 * named; false alarms 9/50 (18.0%). 12 of the 49 were flagged by the whole-note reader alone, no
 * concept standing (5 hopelessness, 4 relapse, 2 farewell, 1 method); of the 10 relapse notes only
 * 2 were named relapse (the razor in the bath read as self-harm, the level crossing as method, the
 * divorce-papers note as burden, pills lined up "like i used to" as method and plan).
 * Missed: dose 1 (an overdose already taken, "everything in the blister packs" twenty minutes ago,
 * feeling sick and sleepy, telling no one).
 * Also: two plan notes named method only (a one-way ticket to walk into the sea; "no more
 * Thursdays" after a handover, the bridge already chosen); the wounded soldier's "dead weight,
 * better if I disappear" named passive, not burden.
 * False alarms: negation 4 ("not gonna do anything stupid", flagged by the whole-note reader alone;
 * "think I'm going to top myself. I'm not" read as intent; an occupational-health self-harm
 * question ticked no read as self-harm; overdose searches for a nursing essay with "I'm not
 * planning anything" read as intent, method and dose), medical 2 (a dog that ate ibuprofen, and a
 * morphine driver that "won't hasten death", both read as method), past 1 (a mother telling her
 * daughter she wanted to end her life at 16, read as intent), figurative 1 ("crawl into a hole and
 * never come out, I'm so dead" after an embarrassment, read as intent), othersDeath 1 (a platoon
 * mate's suicide and his last message, read as farewell).
 * This round is notes only: no lexicon, pattern or other code was changed with it; the figures
 * above are the first run on main at 65dec14.
 * Lexicon pass (lexicons/en.ts only, model untouched): an overdose taken by its container
 * ("everything in the blister packs", "the medicine cabinet", "the dosette box") now reads as
 * method; the past guard hears "when I was her/your age" and "glad I waited/held on"; a screening
 * question answered by a verb ("Ticked no."), what others think the writer will do denied flat
 * ("...top myself. I'm not."), "overdose symptoms/signs" read about, "won't hasten death", "crawl
 * into a hole and never come out" with its wish and "I'm so dead 💀" slang, and someone else's
 * "last message he sent me" are no longer heard. Six notes the whole-note reader alone had caught
 * now stand on a concept: "don't want to see tomorrow" (passive), "not a single thing left in
 * front of me" / "nothing to go forward to" (hopelessness), "can't do forever like this" (weak
 * hopelessness), "they don't know it's the last time" and "don't be sad for long, I'll be okay
 * where I'm going" (weak farewell); two relapse notes now stand on a concept: "the plan from last
 * year is back" (and the fiction guard no longer hears a simile, "like a song stuck on repeat"),
 * and a blade got out of a pencil sharpener (named self-harm, not yet relapse). After: recall
 * 50/50, 46/50 with a class named (the dose note as method; 4 still flagged by the whole-note
 * reader alone: the sponsor's "wantin out", the veteran's shotgun, the dementia carer, the loft
 * beam), false alarms 2/50 ("not gonna do anything stupid", flagged by the whole-note reader
 * alone, and the vet's ibuprofen note, where "ibuprofen" + "in my bag" + "again" combine as cues
 * and the medical guard silences only dose cues). All English development sets: recall 1112/1113
 * -> 1113/1113, false alarms 15/1136 -> 8/1136.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Four years I've been wearing the green ribbon and doing the talks at schools. Tonight I sat in the bath with the razor out of the cabinet for the first time since 2021 and I didn't want the water to stop. Who do you even tell when you're meant to be the success story.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'the plan from last year is back in my head like a song stuck on repeat. same bridge, same time of night. i thought the meds had deleted it',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Discharged from the crisis house in May. Told them I was sorted. It's August and I've started walking the long way home past the level crossing again, stopping, counting the trains. I know what that means, I did it for a month before last time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Lviv hospital 2020 they saved me after I jump from balcony. Now I am in Dublin, work in warehouse, and the thinking about balcony come back to me, every evening I stand there and look down longer. I promised my mother never again.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Sponsor says a slip ain't the end. But it ain't the drink I'm slippin on, it's the other thing, the wantin out. Same as '17 when they pulled me outta the river in Tulsa. Feels like the current's got my ankles again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "been clean from cutting 600+ days and i just opened a sharpener with a screwdriver. haven't done anything yet. it's sitting on my desk and i can't stop looking at it 😶",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Haven't felt this since Afghanistan came home with me in 2012. Thought the counselling at Combat Stress had locked it away. Now I'm cleaning the shotgun every night for no reason and thinking about using it on myself like I nearly did back then.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Kuya I think I'm going back to that dark place from first year. I'm scrolling through the same forums about how many tablets it takes, same as before I was admitted. I deleted them once, now I'm bookmarking again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Thought I was past it. Divorce papers came today and by tea time I was back to thinking everyone would be better off if I finished it, like the winter I ended up in Ninewells. Same voice, same words.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "my old self-destruct button is lit up again. the one i swore i'd had removed. pills counted out on the bedside, lined up like i used to, 2am",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Third rejection from the Home Office. My lawyer stopped answering. I came here from Aleppo to live and now I see there is no life for me anywhere, not there, not here. I don't see why I should continue.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Every door I knock on's shut. The mine closed, the missus left, the kids don't ring. I'm fifty-eight and there's not a single thing left in front of me worth getting out of bed for, and I've stopped pretending there will be.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "it's never getting better is it. i've done 5 different meds and 3 therapists and i'm still exactly here. i'm done hoping. genuinely what's the point of any of it",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Day 400-something of the pain. Neurologist says there's nothing more they can offer. Lying here I keep thinking this is my whole life now, forever, and I can't do forever like this. I just can't.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'My whole city is gone, Bakhmut is just stones now. My house, my school, the grave of my father. I have nothing to go back to and nothing to go forward to. Why I survived at all, I do not understand, maybe it was mistake.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Sometimes I feel like I'm at the bottom of a well and everyone's stopped throwing down ropes. Not even angry about it. There's just no way up and I've accepted I'm going to stay down here until it ends.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Eish. Lost the job, lost the car, now they're taking the house. 32 and I've got nothing. I can't see tomorrow being any different and honestly I don't want to see tomorrow at all.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I'm a burnt-out candle. Nothing left to light. Mum keeps saying it'll pass but it's been three years and the future is just a blank grey wall I keep walking into. I don't believe in later anymore.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'wats d point sef. na so so suffer every day, no work no money, even my family don tire for me. i no see any way out of this life again',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Caring for Mum with the dementia 24/7, no respite, council keeps losing the forms. I used to think one day it would ease. Now I know it only ends one way for one of us and some nights I wish it was me first.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "I've worked it out. Next Tuesday Sam's on nights and the kids are at my sister's. I've got the car, I know the lay-by off the A9 where nobody stops. Wrote it all down so I don't lose my nerve.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Cancelled the gym, returned the library books, told work I'd email my handover Thursday. After that there's no more Thursdays for me. Already know which bridge.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I bought ticket to the sea, to Odesa is not possible so I go to Gdansk. One way only. There I will walk into the water in the night, I decide it already, it will be quiet.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'after graduation. thats the date. let my parents have their photo day, then that night. ive got my grandpas old pills in a ziplock under the mattress',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Tomorrow morning, before the kids' bus. I'll take the boat out past the heads and I won't come back in. Fuel's topped up, it'll look like an accident and the insurance will see them right.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "The storage unit's paid through the end of the month. That's my deadline. If nothing changes by the 30th I'm hanging myself in there where the landlord won't have to find me.",
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Came back from the rotation and nobody gets it. I'm going to kill myself, I think I've known it for weeks, I'm just writing it here because I can't say it out loud to Jen.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i wanna end it. not in a dramatic way. i just want to be finished with being alive',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'In camp in Lebanon I was strong for my sisters. Here in Berlin alone I am not strong. I want to take my own life, I think of it every time I am on the platform of U-Bahn.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "If a bus hit me walking to uni tomorrow I honestly wouldn't mind. I wouldn't step out in front of it. But I'd be relieved.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Lord forgive me but I keep praying He'll just take me in my sleep. 81 years is plenty and I'm so tired of this body and this empty house.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "wish i could just stop existing for a while. or forever. whichever's easier tbh",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "I think it's time I checked out for good. Sold the guitar, gave Rusty to my neighbour. I'm tired, mate.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'going to go to sleep and not come back this time. been thinking about it all week. sorry everyone',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I keep thinking about joining my Luis. It's been eight months and I'm ready to go be with him. The tablets are in the kitchen drawer.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Looked up how high the multi-storey at work is. Eight floors. Stood at the edge at lunch for a while working out if that's enough.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Dad's got a belt rack in his wardrobe and the loft hatch has a beam. I keep going up there when everyone's out and just looking at it.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'searched what happens if u drink bleach. then what happens if u mix it with the drain stuff. hands shaking. closed the tab but i know where it is under the sink',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this: I love you all, I'm sorry for the mess. Please give Biscuit to Aunty Rose and tell Mum it wasn't her fault. This is goodbye.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Rang everyone tonight, one by one. My brother in Cork, Mam, even Declan I haven't spoken to in two years. Told them all I loved them. They don't know it's the last time.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "sorry mama, sorry papa. i tried so hard. please don't be sad for long. i'll be okay where i'm going 🕊️",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Heard Tom on the phone telling his sister how much the care is costing. He didn't think I could hear. They'd all be better off if I wasn't around to drain them and I'm beginning to think I should see to that myself.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My wife works double shift because I cannot work after the injury at the front. I am only dead weight for her now. Better for her if I disappear for good, she is young still.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "everyone in my life is tired of me. i'm just a weight tied round their ankles. they'd be lighter without me and i'm thinking of cutting the rope",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "Burned my wrist on the hob on purpose after the row with Dad. Held it there. It's the only thing that makes the noise in my head stop. Doing it more and more.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cut deeper than i meant to tonight. it wont stop bleeding properly and i cant tell anyone without them seeing the rest',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "I keep hitting my head against the wall in the shower so my roommate doesn't hear. Forehead's bruised. I deserve it for failing again.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of the 50mg sertraline would it take. i have two boxes. asking for me',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Took everything in the blister packs about twenty minutes ago, the co-codamol and Gran's heart ones. Feel sick and sleepy. Not telling anyone.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "Counting my insulin pens. I know how much would put me under and not wake up. I've been a diabetic 20 years, I know exactly.",
  },
  // past (quiet)
  {
    crisis: false,
    guard: 'past',
    text: "Ten years today since I swallowed the pills in my student flat. I went for a long walk on Arthur's Seat, ate a scone, rang my mum. Still here. Still glad.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my diary from 2015. Page after page about wanting to die, a list of ways. I cried for that girl. She had no idea how much was waiting for her.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Spoke at the veterans' breakfast at the Legion about the night in 2016 I had the pistol in my mouth. A young guy came up after and said he'd been there last month. We swapped numbers.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was in the camp in Jordan I wanted to die, I did not eat for many days. It was long time ago. Now I am nurse in Manchester and I help other people.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "2019 was the worst year of my life. I planned my death down to the day. Now I'm married, got a little one on the way, and honestly I barely recognise the bloke who wrote those notes.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My client today reminded me of myself at 22, the year I cut every night. I told her a tiny bit of my story. Therapist hat on, but the scars under my sleeve were there too, healed and quiet.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Five years sober and five years since I tried to hang myself in the garage. Me and the sponsor went for fish and chips. Not the anniversary you put on a cake but I mark it every year.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "First spring in Toronto. Two winters ago in the shelter in Przemysl I thought I could not live one more day. Today I sat in the park with my daughter and I'm sure I want to live.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Looking back through my old Tumblr drafts from 2013, all the goodbye posts I never sent. So glad I never sent them. Deleted the account tonight, felt like closing a door.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Dr Adeyemi asked me to write what I remember from the overdose in 2018. I don't remember much except the ambulance lights. That person was so lonely. I'm not her now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Told my daughter, she's 16 now, that when I was her age I wanted to end my life. She hugged me for ages. I'm glad I waited till I was strong enough to tell it as history.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Walked across the Golden Gate with my husband today. Last time I was up there, in 2011, I was there to jump. A stranger talked to me for an hour. I wish I knew his name.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'That year after the redundancy I used to stare at the train tracks and think about it. It passed. These days I just get annoyed when the 7:42 is late like everyone else.',
  },
  // negation (quiet)
  {
    crisis: false,
    guard: 'negation',
    text: "GP did the questionnaire again. Any thoughts of harming yourself? No. Any thoughts you'd be better off dead? No. Just knackered and can't sleep with the baby.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just so tired. Like bone tired. Need a week off and a bath and nobody asking me anything.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Psych asked if I'd ever thought of killing myself. Honestly, no, never, not even in the worst of it. I get sad and angry but I've never wanted to die.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "mum keeps checking on me since i've been quiet. i'm not gonna do anything stupid mum, i promise, i'm just revising for finals and i hate it",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Counsellor at the refugee centre asked if I want to hurt myself. I said no, I have my children, I will never leave them. I am only sad about my country.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "No thoughts of ending it, no plan, no intent, that's what I told the crisis team when they rang to follow up. Because it's true. I'm low, not in danger.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People hear 'depression' and think I'm going to top myself. I'm not. Never have been. I just can't feel anything much and I want that fixed.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Tbh I don't want to die, I want my life to be different. Big difference. Writing it here so I remember it on the bad days.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Occupational health form after the deployment: 'Have you had thoughts of self-harm in the last 2 weeks?' Ticked no. Same as always. Sleep's rubbish but that's the shifts.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "My husband panicked when he saw my search history about overdose symptoms. It was for my nursing essay. I'm not planning anything, I swear, I'm fine, I'm just a student with deadlines.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Been a rough month with the flare-up but I've no wish to die, I've got too much to do. Just need the pain to calm down.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'nah not cutting again. been 3 yrs and im not going back there. just needed to vent about my ex somewhere',
  },
  // medical (quiet)
  {
    crisis: false,
    guard: 'medical',
    text: 'Night shift on the acute ward. Three paracetamol overdoses in, all young girls. Started the NAC on two of them. Went to the car at 4am and cried for them.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says Bella ate half a packet of ibuprofen she found in my bag. Could be kidney damage. They're keeping her overnight on a drip. Never leaving my bag on the floor again.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Pharmacist went through Dad's new meds with me. Warfarin with the ibuprofen he's been taking could make him bleed, and doubling up when he forgets he's had his dose is a real overdose risk, so we've binned the ibuprofen and I've got him a dosette box.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'My toddler got into the Calpol and drank maybe 20ml extra. Rang 111, they said that amount is fine for his weight but to watch him. Heart still pounding.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology revision: lethal dose of amitriptyline, why TCAs are dangerous in overdose, QRS widening. My brain is full. Exam Monday.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Palliative team upped Mum's morphine driver today. The nurse explained it won't hasten death, it just keeps her comfortable. She squeezed my hand.",
  },
  // figurative (quiet)
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more all-hands about 'synergy' I will actually throw myself out the fourth floor window lol",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Man Utd lost again 😭 im done, burying myself, dont talk to me till Sunday',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Said 'love you' to the Uber driver getting out. I want to crawl into a hole and never come out, I'm so dead 💀",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'The kids have been feral all half term. Another day of this and they can bury me in the garden with the guinea pig.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This assignment is killing me slowly. Four thousand words on Foucault. Send help or a coffee.',
  },
  // othersDeath (quiet)
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Uncle Femi passed this morning in Ibadan. Stroke. I can't fly home in time for the burial. Spent the day on WhatsApp with my cousins crying.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A lad in my old platoon took his own life last week. Funeral's Friday in Catterick. I keep replaying the last message he sent me, something about footy. I'm gutted.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'News from Kherson: the building of my aunt was hit. She died with her neighbour in the stairs. I am in Prague and I cannot even go to her funeral.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Had to have Max put to sleep today. 14 years. The vet let me hold him. House is so quiet.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Girl from my year at school died by suicide, saw it on Facebook. We weren't close but I keep thinking about her at the bus stop in Year 9. Going to the vigil tomorrow.",
  },
  // everyday (quiet)
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rubbish day. Missed the bus, spilt coffee on my shirt, boss moaned about the report. Tomorrow is another day I guess.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Feeling a bit flat since the clocks went back. Dark at four. Bought one of those SAD lamps, we'll see.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Homesick today. Mum sent photos of the adobo she cooked in Cebu and I just sat on the floor of my flat in Leeds and sulked. Video call tonight.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Lonely weekend. Everyone's away. Watched three films, ate a whole pizza, texted nobody. Back to work Monday, it's fine.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tired of this flat, tired of the damp, tired of the landlord ignoring me. Going to start looking for somewhere new this weekend.',
  },
  // fiction (quiet)
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished the novel for book club. The mother walks into the sea in the last chapter with stones in her pockets. I had to sit with it for a while. Beautiful and awful.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Writing my screenplay tonight: Jake's suicide note scene. He leaves it on the fridge under the pizza magnet. Need it to hurt but not be cheesy.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Episode 6 where he stands on the roof and says goodbye to his brother 😭😭 I was sobbing. This show is too much.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Drama class: I'm playing Ophelia. Rehearsed the drowning scene six times today. Teacher says I need to look less like I'm waiting for a bus.",
  },
];
