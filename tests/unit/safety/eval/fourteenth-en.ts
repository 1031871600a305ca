import type { EvalNote } from './types';

/**
 * English notes of a fourteenth check, written blind after the thirteenth round of tuning and
 * scored once before any change to the lexicon: 50 crisis notes over the 11 classes (12 relapse,
 * 10 plan, 6 hopelessness, 3 each of intent, passive, euphemism, method, farewell and burden, 2
 * each of selfHarm and dose) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each of
 * figurative, othersDeath and everyday, 4 fiction). The writers are a Manchester student from
 * Enugu, a US veteran, a chemo patient, a Kharkiv pensioner, an Irish squaddie, a Fife driver, a
 * teen on a psychiatric ward, a Southern man with his daddy's revolver, a diabetic carer's wife, a
 * refugee in a camp, a Ukrainian in Lublin and another in Germany, a drought-hit Australian
 * farmer, a Syrian in London, a sober addict, a DBT graduate; on the quiet side recovery
 * anniversaries, a veterans' breakfast talk, a Syrian nursing student in Leeds, a Kraków mother,
 * GP and psychiatric screenings answered no, a new mother, a toddler's and a dog's swallowed
 * pills, ward and pharmacy staff, a Filipino nurse, a Ukrainian soldier near Bakhmut, a novelist,
 * an actress and a tabletop player; slang, learner's English, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 49/50 (98.0%), false alarms 8/50 (16.0%).
 * Missed: relapse 1 ("the urges came back", not felt like this "since the overdose" years ago,
 * "back to planning how to go": a return told by "back to" and a bare "how to go").
 * False alarms: past 2 (an anniversary of walking into A&E and saying "I was going to kill
 * myself", read as intent; nights on a camp roof thinking "to end everything" before a new life
 * in Leeds, read as euphemism and method); negation 1 (people assume a vet "must want to shoot
 * myself" - "I don't", read as intent); medical 1 (a pharmacist's warning that new tablets are "a
 * lethal mix with alcohol", read as dose); figurative 3 ("I literally want to die" over baby
 * photos shown to a boyfriend; "throwing myself off the office balcony lol" over a spreadsheet;
 * "I'm done, I'm finished, bury me" after a football loss, flagged by the whole-note reader);
 * othersDeath 1 (a cousin who "took his own life", "his last messages", read as farewell).
 * After this round's general changes: 50/50, false alarms 2/50; every English development set
 * 813/813, false alarms 7/836 (before: 812/813, 13/836). Still flagged: "I literally want to die"
 * over an embarrassment (the same words, with the same emoji, are how a teenager in crisis writes)
 * and "I'm done, I'm finished, bury me" after a match, flagged by the whole-note reader alone
 * (left to the retraining after the merge).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Bank rang again about the overdraft. Landlord wants us out by the 15th. I've made my mind up, I'm checking out of this life for good, tonight or tomorrow, whichever comes first.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'wallahi i cannot carry this again. my papa in Enugu thinks i am doing well in Manchester but i failed everything. i want to end it all, I swear this time I will do it.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Two tours and I come home to an empty house and divorce papers. I'm gonna eat my gun. That's the only honest sentence I've written in this thing.",
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Chemo round 6. I keep praying God just takes me in my sleep, I'm so tired of waking up to this body. Don't tell the kids I wrote that.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'wouldnt mind if a bus clipped me on the way to uni tbh. not gonna step out in front of one but if it happened id be sound with it',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Every night I hope there is a shelling and the rocket finds my building this time. I am so tired to be alive here in Kharkiv, my mother is gone, nobody waits me.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'thinking about taking the long walk off the short pier if you know what I mean. Mam and Da would be better without the drama',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'ngl ive been thinking about becoming a ghost for real. like permanently logging off. sewerslide era fr 💀 but not joking this time',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I want to go to sleep and be with Jesus and my mum. Not someday. Soon. I've decided I'll help it along.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Drove out to the quarry on the Fife road after work. Parked at the edge with the engine running. It's a long drop and there's no barrier, and I sat there a good while working out if it'd be quick.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Found the hosepipe in the shed and measured if it reaches from the exhaust into the car window. It does. Put it back for now.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'the belt from my school trousers fits round the top of the wardrobe door. tested it tonight with my weight for a second. idk why im writing this',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Sorted it all. Cat goes to Shona, car keys on the hook, my pin number is in the envelope for Dad. Sunday when the flat's empty. Feel calmer than I have in months.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "I bought a one-way ticket to the coast, the cliffs near Beachy Head. Told work I'm on leave. Nobody knows. This is the last entry I'll write at home.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "after my birthday on friday. ive decided thats the day. i dont want to ruin the party for my sister so i'll wait until everyone goes to bed",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Been stockpiling my insulin since October. When Brian goes to his brothers for the weekend I'll take all of it and lie down in the spare room. He won't be back till Monday.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have the rope already, hid it in the garage behind the paint tins. Just waiting for the right night. Wrote down which beam.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "In the camp they don't check at night. I know where is the high bridge over the river, I walked there three times to see. When my brother is asleep I go.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "updated my will on the lawyer's website today, cancelled my gym, gave notice on the lease for end of month. by then i won't need any of it",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Tonight's the night, y'all. Got my daddy's old revolver out of the safe and the bullets are in my truck. Headed down to the creek after supper.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Booked a hotel room for Thursday so the kids don't find me at home. Paid cash. I've got enough of his tablets saved up. This time it's organised.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'set an alarm for 4am when the ward is quietest. ive got the cord from the blind in my locker. nurses do rounds at 3 and 5 so theres a gap',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this after: I'm sorry. I loved you all, even when I didn't show it. Please give Biscuit to Tanya, she always liked him.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Texted everyone I love tonight just to say thanks for everything. They think I'm being soppy. Its the last time they'll hear from me, this is goodbye.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave away my guitar and my boots to the lads at the barracks. Told my sergeant I'm grand. Wrote letters for Mam and my little brother and left them in my locker for when I'm gone.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'My daughter gave up her job to wipe my backside. Everyone would have an easier life with me out of the picture. I think about that every single day.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "i just take up space and money. my family wud honestly be lighter without me dragging them down, they'd grieve a bit and then breathe",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Here in Germany I am only problem for my sister family. They feed me, they pay. Better for all if I disappear from this world and stop costing them.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "burned myself with the lighter again on my thigh where no one looks. 4 marks now. it's the only thing that shuts my head up",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Scratched my arms till they bled in the shower after the call with the solicitor. Can't stop picking at it. Want to go deeper.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "There's no light at the end of anything. Every door I try just opens onto another wall. I can't see a single reason to keep going.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "what's even the point anymore. nothing's ever gonna change for someone like me, i'll be stuck like this forever and i'm done trying",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "The drought took the herd, the bank will take the farm. Dad farmed this ground, his dad before him. I've got nothing left to fight for and no future worth waking up to.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Life for me is finished. I lost home, lost husband, lost country. I wake in Lublin and I think for what. There is nothing in front of me only black.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "ive given up on everything honestly. no tomorrow im looking forward to, no one i'd stay for. its all pointless and it's never getting better",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Ma says wait, things will turn around. They won't. I'm 34 with nothing, I've run out of hope and I can't do another year of this, not even another month.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: "How many of Mum's co-codamol would it take to not wake up. She's got three packets in the drawer. I'm about 50kg.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'looked up the lethal amount of my sertraline. I have 2 months worth. its not enough on its own so im gonna mix it with the wine',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Four years since the hospital and the ECT and I honestly thought I'd beaten it. This week the old wish to be dead crept back in like it never left. I'm scared I'll act on it this time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "2 yrs no cutting and i slipped last night. blades back out of the tin. and i did it again tonight, worse. i don't want to stop",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "I stood on that bridge once in 2016 and a stranger talked me down. I've been standing on it again in my head every night this week, and yesterday I drove there.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Relapsed. Took half the box of my Seroquel on Saturday like I did before uni, woke up sick. Part of me wishes I'd taken the whole box and I'm thinking about doing it properly.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'the suicidal thoughts are back after a whole year free of them. same thing as before, same spot on the railway in my head. i thought that chapter was closed',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Back in Aleppo I tried to kill myself when my father died. In London I was better, I had work. Now the job is gone and the same darkness came back, I want again to die.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Sponsor thinks I'm doing great. 9 months sober and I picked up last night and now I want to use enough that I don't come back this time. Same as the OD in 2021 but on purpose.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Thought I was over the self harm after the DBT group. I carved into my wrist tonight for the first time since 2019, can't stop looking at it.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "The urges came back out of nowhere. Haven't felt like this since the overdose at 17 and now I'm 26 and I'm back to planning how to go.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "i've been off the ward for a year and it's like the illness was just waiting. tonight im back to googling ways to kill myself like i did before my first admission",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "My crisis plan says call Deb when it gets like last time. It is like last time. Worse. I haven't called. The noose thoughts are back and I don't want to be talked out of it anymore.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'hey diary, told u i was done with hurting myself. lied. started again this month, the cuts are deeper than when i was 15 and i keep thinking about just ending it',
  },
  // ---------- quiet ----------
  // past
  {
    crisis: false,
    guard: 'past',
    text: "Ten years today since I swallowed the pills in my student flat. I lit a candle for the girl I was and then took the dog for a long walk on the beach. I'm so glad I'm still here.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Spoke at the veterans' breakfast about 2012, when I had the pistol in my mouth in the barracks car park. Told them what got me through. A young lad came up after and we swapped numbers.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old diary from year 9 in the loft. Page after page about wanting to die and cutting. I cried reading it, but I also made a cuppa and texted my sister that I'm proud of who I became.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "2020 was the worst year of my life, I honestly planned my own death that winter. Now I'm 3 years into therapy and engaged. Life is not perfect but I want it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Supervision today. My therapist and I looked back at the first session when I told her I had a rope in the garage. She said she didn't sleep that night. Now we talk about my new job.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When we first came to Krakow in 2022 I wanted to die every day, I thought to jump from the window. Now my son goes to school, I learn Polish, and I want to live for him.',
  },
  {
    crisis: false,
    guard: 'past',
    text: '5 years clean from self harm today!! the scars are faded silver now. treated myself to a new tattoo over the old ones 🦋',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Wrote a blog post for the charity about my overdose at 19 and the ICU. The editor said it might help someone. It felt weird but good to tell it as something that's over.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Anniversary of the day I walked into A&E and said I was going to kill myself. Best decision I ever made. Went to lunch with the nurse who saw me that night, we still keep in touch.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back in the camp in Lebanon I stood on the roof many nights and thought to end everything. Allah kept me. Now I am in Leeds, studying nursing, and I help other people.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Grandad told me tonight that after the war in '74 he nearly drove his car into the river. He said talking to the priest saved him. Never knew. Love him even more.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Last year at this time I'd written goodbye letters and had the date set. This year I've got a garden, a counsellor, and tomatoes coming up. Still amazed.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "my recovery group asked us to write about our lowest point. mine was the night i tried hanging myself at 16. wrote it, read it out, didnt cry. that's progress",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "GP asked the usual: any thoughts of ending your life? Said no, and it's true. I'm exhausted and sad about the divorce but I'm not suicidal.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'im not suicidal, just really really tired. need a week of sleep and no uni emails. ordering pizza and going to bed',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mom keeps asking if I'm gonna hurt myself since I came out to her. No, Mom. I'm queer, I'm not in danger. I'm actually happy for once.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "The psychiatrist did the screening again, do you want to die, have you made plans. No and no. I'm just so angry about the tribunal.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Let me write it clear so I remember: I do not want to kill myself. I want to go home to Mykolaiv and I can't. This is sadness, not the end.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "never cut, never overdosed, never even came close. I just cry a lot in the car and that's allowed",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Counsellor asked if I feel like a burden to my family. I thought about it honestly and no, I don't. They need me and I need them.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I wouldn't ever take my own life, the kids need me too much. But god I wish someone would take the night feeds for a week.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'No I dont have a plan and no I dont have pills saved, I told the crisis team that three times. I rang them about my brother not me.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Sad week but I haven't got any desire to end things. Not even a little. Just lonely since Ifeoma went back to Lagos.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "people assume that because I'm a vet with PTSD I must want to shoot myself. I don't. I want a decent night's sleep and a VA that answers the phone.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Not hopeless. Not giving up. Rough patch, that's all, and I've come through worse. Gym tomorrow at 6.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: "Toddler got into my handbag and had maybe 4 of my ibuprofen. Rang 111, they said how many and what weight and that it's likely fine but take him in. Sat in A&E for 5 hours, he's ok.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology lecture on paracetamol overdose today - the liver damage starts way below what people think, and the antidote only works early. Flashcards done.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says the dog ate a whole blister pack of my blood pressure pills. They made him vomit and he's on a drip overnight. Poor boy. Must lock the cabinet.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Night shift on the oncology ward, Mr P asked how much morphine it would take to end it. Escalated to the palliative team and sat with him a while. Hard night.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad's new tablets are a lethal mix with alcohol according to the pharmacist, so we cleared every bottle out of the house. He grumbled but fine.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Training day on naloxone. Learned to spot an overdose and how to give the nasal spray. Kits now in the staff room and my car.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mum posted my baby photos on the family group chat in front of my boyfriend. I literally want to die. Deleting myself from this family 😭',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "This spreadsheet is killing me. If I see one more merged cell I'm throwing myself off the office balcony lol",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Scotland lost again on penalties. I'm done, I'm finished, bury me at Hampden. Going to the pub.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'the cringe from that presentation... i want to dig a hole and live in it forever. at least the prof laughed',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Dead on my feet after a 14-hour shift at the hospital in Quezon City. Could sleep for a hundred years. Day off tomorrow, thank God.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "My cousin took his own life on Saturday. Nobody saw it coming. I keep reading his last messages. Funeral's on Friday in Cork, I'm doing a reading.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Our unit lost two men near Bakhmut this week. I carry their photos in my chest pocket. I want to live so I can tell their mothers how brave they were.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Nan died peacefully in her sleep last night, 94. Held her hand till the end. Sad but grateful.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A student in our year hanged himself over the break. The school sent an email with helpline numbers. We're doing a memorial bench. I'm angry nobody noticed.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Hamster died this morning, the kids buried him in a shoebox under the apple tree. Lots of tears and a very serious little funeral.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: "Cleared out the garage, gave the old bike to the neighbours' kid and took three bags to the charity shop. Feels good to get rid of stuff before the move.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Last day at the call centre! Said goodbye to everyone, cake and cards. Starting the apprenticeship on Monday.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Wrote my will today finally, lawyer said everyone our age should. Also booked the kids' dentist appointments. Very adult day.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Low day. Grey outside, grey inside. Ate toast for tea and watched Bake Off. Tomorrow will probably be better.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Bought rope and pegs for the camping trip, checked the tent. Kids are buzzing, leaving Friday after school.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished the chapter where Ellie writes her suicide note. Workshop tomorrow, I'm worried it reads melodramatic. Need to cut the second paragraph.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched the episode where the main character overdoses in the motel. Heavy. The show puts a helpline at the end, which I liked.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsing Ophelia this week, all that drowning. Director wants me to play the madness quieter. Lines nearly learned.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Game night: my character jumped off the cliff to save the party and the DM let him live on a nat 20. Best session of the campaign 🎲',
  },
];
