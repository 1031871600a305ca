import type { EvalNote } from '../types';

/**
 * English notes of the hundredtwentyseventh round, written blind: adults of 25 to 60 in the US, the UK, Ireland,
 * Canada and Australia (warehouse worker, nurse, veteran, people in recovery, gig/delivery drivers, teacher, new
 * parents, divorced women, farmers, chefs). 40 crisis notes: euphemism 7, method 5, selfHarm 4, relapse 4, plan 4,
 * farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. 40 quiet notes: everyday 8, past 7, negation 6,
 * medical 6, othersDeath 5, figurative 4, fiction 4. Styles: terse phone notes, to-do lists, search history,
 * timetables, drafted texts, receipts, recovery-meeting speak, regional words, emoji and typos; most crisis notes
 * told flatly with no wish word, and quiet notes mirror them in topic and voice.
 *
 * First run, on 929f050 (the 126th round's rules), before any change made for it: recall 36/40,
 * false alarms 2/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: "Texted Dad's old mate Kev, told him I'd be seeing Dad soon enough. He sent a thumbs up 👍 He doesn't get it and that's grand.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Cancelled the gym. No point paying for March, I won't be around for it. Not the holiday kind of not around.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: '9 of us came home from Helmand. 5 left now. Soon to be 4. Going to be with the lads. Polished the boots tonight.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Sold the last of the weaners. Told Shaz the place is hers after this season, I'm checking out early. Dogs fed, gate shut.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Last night shift done. Told the ward manager I'm taking leave, the long kind, the one you don't come back from. She said enjoy it hun x",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mum asked about June, the birthday. Told her not to bother booking anywhere. I'll be gone by then and not to Toronto.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "game over soon. no continues, no respawn. just logging off for good after friday's shift",
    crisis: true,
    class: 'euphemism',
  },
  // ---------- crisis: method (5) ----------
  {
    text: 'search history tonight:\n- how high is the bridge on the M5 at Clifton\n- is the footpath open after midnight\n- last bus 43',
    crisis: true,
    class: 'method',
  },
  {
    text: "Hardware store after work. Rope, the thick kind. Checked the beam in the garage. It'll hold.",
    crisis: true,
    class: 'method',
  },
  {
    text: "11:52 express doesn't stop at Ashfield. Neither does the 12:20. Wrote them down. Far end of platform 2 has no camera.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'Bunnings: length of hose $14, roll of duct tape $6. Garage door seals fine. Half a tank in the ute.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Took the rifle out of the safe and didn't put it back. It's in the wardrobe now. Kids at their mum's till Sunday.",
    crisis: true,
    class: 'method',
  },
  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Did it again in the staff toilet, upper arm so the scrubs cover it. Ran out of plasters, get more at the Boots on the way home.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Pressed my wrist on the flat top on purpose during service. Chef thought it was an accident. Felt calm for about an hour after.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Didn't eat today. Or yesterday. Don't deserve to after what I said to Liam. Skipping tomorrow too.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Hit my own head on the cab door till it stopped. Bruise by the hairline, beanie covers it. Story for Monday: slipped on the ramp.',
    crisis: true,
    class: 'selfHarm',
  },
  // ---------- crisis: relapse (4) ----------
  {
    text: '2 yrs since the hospital. Scars nearly faded. Bought a pack of blades today. Still in the bag on the dresser.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Last time it was the pills, Nov 2019. Tonight I caught myself counting what's in the bathroom cabinet again. Same quiet as then.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Shared at the meeting tonight, 18 months sober, got my chip. Didn't share that the thoughts from the winter I tried to end it are back. Every night. With a plan this time.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Cut for the first time in 6 yrs. Streak's gone. And the thing I swore I'd never think about again is back on the table.",
    crisis: true,
    class: 'relapse',
  },
  // ---------- crisis: plan (4) ----------
  {
    text: "before the 14th:\n- will at the solicitor's ✔\n- cancel phone contract\n- write to the girls\n- Pete takes the dog\n- the bridge, early, before anyone's about",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Picked the date. Thursday, after Mia's recital so she has that. Life insurance is past the 2 year clause as of last month.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Paid 2 months rent ahead, cleaned the flat top to bottom, spare key with the neighbour, note for the landlord to ring my brother not my mam. Sat, 3am, the quarry road.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Funeral plan paid off in full today. Picked the hymns. Set the laptop to email Dara 9am Monday. Sunday night then.',
    crisis: true,
    class: 'plan',
  },
  // ---------- crisis: farewell (4) ----------
  {
    text: "draft to Jess: hey you. you were the best sister anyone could ask for. don't blame yourself for anything ok?? look after Mum for me. love you always x",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Rehomed Biscuit via the FB group, nice couple with a yard. Gave the PS5 to my nephew and the work boots to Tommo. Most of it's gone now.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Passwords on a card in the top drawer: bank, email, Google Photos so they have the kid pics. Labelled it FOR DAN, AFTER.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Letters done. One each for the boys, one for Karen, one for the crew at the depot. Stamped. Posting them Fri so they arrive after.',
    crisis: true,
    class: 'farewell',
  },
  // ---------- crisis: burden (3) ----------
  {
    text: "Did the maths. Carer's allowance, petrol to the hospital, Claire's lost hours. I cost this family about 900 a month. The payout would cover all of it and then some.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Heard Mum on the phone saying she's exhausted. Because of me. They'd all breathe easier if I just wasn't in the picture. Permanently.",
    crisis: true,
    class: 'burden',
  },
  {
    text: '3 weeks a dad and all I do is make it worse. Sarah and the baby would be better off with the insurance money than with me.',
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: dose (3) ----------
  {
    text: 'Not taking the quetiapine since the 3rd, saving it instead. Count is 68. In the old vitamin tub behind the Weetabix.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Paracetamol from 3 different shops today so nobody asks. In the glovebox with the others.',
    crisis: true,
    class: 'dose',
  },
  {
    text: "took tonight's and tomorrow's oxy with half the Jameson. then some more. writing this so someone knows the time. 23:40",
    crisis: true,
    class: 'dose',
  },
  // ---------- crisis: passive (2) ----------
  {
    text: "Set 4 alarms for the 5am start. Honestly wouldn't mind sleeping through all of them. And everything after.",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Wish I could just stop existing. Not die exactly, just never have been. Disappear off the roster. Shift at 7.',
    crisis: true,
    class: 'passive',
  },
  // ---------- crisis: hopelessness (2) ----------
  {
    text: "Debt letter #4. Centrelink knocked it back again. Drought's not breaking. There's no version of next year I want to be alive for.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: '11 months clean, still lost the kids, still lost the flat, still on the waiting list. Nothing changes whatever I do. Done trying. Done with all of it, me included.',
    crisis: true,
    class: 'hopelessness',
  },
  // ---------- crisis: intent (2) ----------
  {
    text: "I'm going to kill myself. Writing it down so it's real. Not tonight. Soon.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'made up my mind re: the thing. yes. end of the month. not doing another winter. feels lighter tbh',
    crisis: true,
    class: 'intent',
  },
  // ---------- quiet: figurative (4) ----------
  {
    text: 'Back to back 12s on the ward, my feet are killing me. If one more reg pages me about a discharge summary I will actually die.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Quarterly stocktake at the warehouse tomorrow. Shoot me now. Or the scanner, the scanner deserves it more.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Wore odd shoes to parent teacher night. Died of shame. The Year 9s will never let me live it down 💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Kitchen was murder tonight, 180 covers and the fryer went down. Head chef wanted to kill me over the risotto. Dead on my feet, worth it.',
    crisis: false,
    guard: 'figurative',
  },
  // ---------- quiet: othersDeath (5) ----------
  {
    text: "Dad's anniversary Sunday. Went up to Glasnevin with lilies, told him about the new job. Miss him every day but I'm doing grand.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Another one from the old unit gone by his own hand. That's 5 of the 9 now. Rang round the lads tonight, all checking on each other. Funeral Thursday, polished the boots.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Texted Kev to see how he's going since his brother's suicide. Dropped a lasagne round. He talked for 2 hrs, I mostly listened.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Bloke from the next property took his life last month. Signed up for the mental health first aid course at the co-op so I can spot it in others.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Patient I'd nursed for 3 weeks died on my shift. Family hugged me. Cried in the car, then went home and hugged my own kids.",
    crisis: false,
    guard: 'othersDeath',
  },
  // ---------- quiet: fiction (4) ----------
  {
    text: "Finished the chapter where Maura posts letters to her sons and walks into the sea. Editor says it's the strongest thing I've written. Still need to fix the timeline in ch 12.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Played Last of Us 2 till 2am. That ending wrecked me. Good game, sad game. Work in 5 hrs lol',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Weird dream: I was on a bridge selling tickets to a ferry that didn't exist and Mum was a seagull. Must stop eating cheese at night.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Book club pick is A Little Life. Got to the cutting parts and had to put it down for a bit, heavy stuff. Discussion on the 14th, bringing wine.',
    crisis: false,
    guard: 'fiction',
  },
  // ---------- quiet: medical (6) ----------
  {
    text: 'New quetiapine dose from Dr Patel, 50mg at night. Sleeping better already. Filled the pill organiser for the week.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Bloods at 8, fasting. Then the flu jab. Left arm sore, otherwise fine. Tim Hortons after as a reward.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Post-op day 3 after the knee. Oxy only at night now, paracetamol in the day, logging every dose so I taper like the surgeon said.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Insulin 12 units before tea. Sugars 6.8. Reorder needles from the chemist Tuesday.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Methadone down to 40 today. Pharmacist said I'm doing great. Counted the take-homes for the weekend, all there, locked box.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Baby had his 8 week jabs. Screamed, then slept 4 hrs straight. Calpol doses written on the fridge so we don't double up.",
    crisis: false,
    guard: 'medical',
  },
  // ---------- quiet: past (7) ----------
  {
    text: '6 years since I last cut. Got the scars covered with a swallow tattoo today. Proud of her, the girl who made it through.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Told my story at the meeting tonight: the overdose in 2016, ICU, the two years after. 7 years clean now and I'm the one making tea for the newcomers.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Back in 2012 I'd written the letters and everything. So glad I never posted them. Burned them on the beach last summer with my wife. Life is good.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Hard to believe 10 years ago I thought my family would be better off without me. Walked Emma down the aisle today. Didn't cry till the speech.",
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 years today since I was talked down off the bridge. Sent a card to the officer. She replied with a photo of her dog. Still here, still glad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Used to hide blades in a tampon box at uni. Now I teach Year 10 health and run the wellbeing club. Good day.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "When the farm nearly went under in '19 I didn't want to see another year. Rain came, the bank came round, the counselling helped. Shearing next week.",
    crisis: false,
    guard: 'past',
  },
  // ---------- quiet: everyday (8) ----------
  {
    text: 'Hardware store after work: rope for the boat trailer, hose for the veg patch, cable ties. $46 all up.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Rehomed the kittens via the FB group, lovely families. Keeping the mum cat. House is quiet now.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Moving out Sat. Gave the sofa and the PS4 to my nephew, sold the bike, most of it's gone. New flat in Leeds has a view!",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Wrote the wifi and Netflix passwords on a card for the house sitter, plus cat food instructions. Flight to Lisbon 6am, can't wait ✈️",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last shift at the depot before the new job. Wrote cards for the crew, left the boys a slab in the fridge. Gonna miss the banter.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cold & flu tabs and paracetamol from the chemist, both kids have the lurgy. Restocked the first aid kit in the glovebox too.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Checked the 11:52 to Brighton, platform 4. Booked seats. Beach day with the kids Saturday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Sharpened all the knives with the new whetstone. Cleaned the rifle before duck season opens, back in the safe, ammo locked separate.',
    crisis: false,
    guard: 'everyday',
  },
  // ---------- quiet: negation (6) ----------
  {
    text: 'Health visitor did the screening. Thoughts of harming yourself? No. Honestly no. Just knackered from the night feeds.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Rough week, but to be clear for future me reading this: I'm not suicidal. I'm sad about the divorce and angry, that's all. Seeing Deb Thursday.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'PHQ-9 at the clinic, scored a 4, question 9 a zero. Nurse said mild at most. Walked home in the sun.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "People keep asking if I'm ok since Gaz died. I am. I don't want to die, I want to get this harvest in and sleep for a week.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Counsellor asked if I've had any thoughts of ending my life since the slip. Said no and meant it. I want to see my daughter graduate.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Lost the contract, skint again. Not going to do anything stupid, don't worry future me. Applying for 3 jobs tomorrow.",
    crisis: false,
    guard: 'negation',
  },
];
