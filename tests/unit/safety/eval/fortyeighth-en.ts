import type { EvalNote } from './types';

/**
 * English notes of the forty-eighth round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows and veterans writing
 * English as a second language. There are also students, a Kota coaching pupil, a migrant domestic worker,
 * nurses, a drought-hit farmer, carers, postpartum mothers, people with chronic pain, debt or addiction,
 * a bullied LGBT teen and lonely widowers. 40 crisis notes are spread over all eleven classes (intent 3, passive 4,
 * euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3).
 * Most avoid the textbook words. 40 quiet notes are spread over the seven guards (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 5, everyday 6, negation 5) and use the same words and topics. Styles: one-liners,
 * long ordinary entries where the crisis is a single sentence, a letter, a to-do list, answers to a GP
 * screening form and to a therapist, a question to oneself, real dark humour, a song line the writer owns,
 * slang, emoji, all lower case, no punctuation, and ESL grammar.
 *
 * First run, on 149db34, before any change made for it: recall 38/40, false alarms 8/40
 * (on 58e7aef, the stop's start: recall 38/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  { text: 'ok im done. tonight im ending it. nobody text me', crisis: true, class: 'intent' },
  {
    text: `Went to the market with Mama today, tomatoes have gone up again, she quarrelled with the seller for ten minutes.
NEPA took light at 6pm so I am writing with torch.
Chidi called about the shop rent, I told him next week.
Ifeoma's wedding is on Saturday and I have not even sewn my aso-ebi.
Honestly I have made up my mind, I don't want to be alive by the time that wedding comes.
I am just tired of pretending.
Anyway Mama is calling me to come and eat.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Today in job centre again they say my diploma is not valid here. I sit on bench near the river and I think I want to finish with my life. Not someday. Today, I think it very clear. My son is in Kharkiv under bombs and I am here useless.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "If the sirens go tonight I'm not going down to the shelter. If it hits, it hits. Honestly I hope it does.",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Prayed tonight for the first time in years. Asked God not to let me wake up in the morning. 85 years is plenty. Edith has been gone since March and the house is so quiet I can hear the clock in the hall.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'PHQ-9 at the GP today. Question 9, "thoughts that you would be better off dead or of hurting yourself". I ticked "nearly every day". Then I rubbed it out and ticked "several days". Truth is it\'s every day. I don\'t even want to die exactly, I just want to stop existing.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'kinda wish i could just dissolve. not dramatic, just. not be here anymore 🫥',
    crisis: true,
    class: 'passive',
  },
  {
    text: "Told Jess not to bother putting me on the Christmas rota. Won't be around by then. Felt weirdly calm saying it.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Cancelled the gym, the dentist and Netflix today. Might as well cancel my whole subscription to being alive lol. Not even joking this time tbh.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Nanay keeps asking when I will go home to Batangas. I told her soon I will go home, I will go to Tatay na. She doesn't know what I mean. Tatay died 2019. I am so tired here in Dubai, 16 hours a day, madam shouting. I just want to rest beside him.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "\"I'm going where the light is, don't wait up for me.\" That song has been on repeat all day and I finally get it. I'm checking out soon. Just need to sort the flat so the landlord isn't left with a mess.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Looked up how high the multi-storey on Castle St is. Seven floors. Went up to the top and stood by the edge for twenty minutes. Security guy asked if I was alright. Going back tomorrow when he's not on.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Another dry month, bank letter came Tuesday. Dad's old .22 is still in the shed. Keep thinking about it. Took it out today and sat with it in the ute for an hour. Nobody out here'd hear a thing.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'how many paracetamol does it actually take. asking for me',
    crisis: true,
    class: 'method',
  },
  {
    text: "Leg's been screaming all week. Walked down to the rail line behind the allotments and timed the freight trains. 11:40 and 2:15. Don't know why I wrote that down. Yes I do.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Sunday. Picked the date: the 14th. After Mum's birthday so I don't ruin it for her. Bought what I need. Wrote all the notes except the one to Lily. That one is hard.",
    crisis: true,
    class: 'plan',
  },
  {
    text: `to do before friday:
- return library books
- cancel phone contract
- clean room so mum doesnt have to
- delete search history + the group chat where they post about me
- walk to the quarry after dark (practice run)
- friday night. done`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'My husband is in captivity 14 months, no news, and the exchange list came out again without his name. I have worked it out. When the kids are at my sister next weekend I will do it in the garage with the car. The tank is full.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Dr Amin asked "Have you made any plans?" I said no. On the bus home I counted it up: the rope is in the wardrobe, the beam in the loft will hold, Tuesday the flat is empty. So yes. I lied to her.',
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dear Sam,
You can have the guitar and the amp and the vinyl, all of it.
Please take Biscuit, he likes you better than anyone anyway. Twice a day, not the cheap food.
My phone code is 0412, everything you need is in the notes app.
Don't blame yourself for any of this, none of it is on you.
I love you little bro.
Bye.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave away my plants today. Told the girls at work I'm moving. I'm not moving.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Wrote separate letters to Amma, Appa and Priya and kept them in the top drawer. Transferred all my savings to Amma's account. Deleted Insta. Result comes Monday and I already know. Sorry for wasting their money on Kota coaching, they will not have to waste more.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Wrote everything down about the baby for Tom. Feeds every 3 hours, which bottles, she likes being held on the left, the white noise app. She deserves a mum who isn't this. Kissed her goodbye tonight while she slept.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Day 9 of the flare. Mark had to take another day off to help me shower. I watched his face the whole time. He and the kids would honestly be better off without me dragging them down, and I'm thinking about that more seriously than I ever have.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Heard my daughter on the phone saying the care home fees are bankrupting them. I'm 81. I'm just a bill now. It would be kinder to everyone if I went to sleep and didn't wake.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Owe 23 grand. Kath doesn't know half of it. The life insurance would clear the lot and she'd keep the house. Worth more dead than alive, that's just maths.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'dad said at dinner hed rather have no son than a gay one. ok. maybe ill make that easy for him. theyd all be relieved honestly',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'did it again tonight. deeper than before. its the only time my head goes quiet. hid the blades in the tampon box',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Burned my wrist with the lighter 3 times because I ate the whole pizza. Tomorrow nothing but water. I deserve it.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Why do I keep banging my head on the wall until I see stars? Did it again after the call with Dad. Forehead is purple. I want to do it again right now.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Long shift, 3 admissions, one fall in bay 2.
Ward sister praised my handover which was nice.
Bus was late so I got chips.
When I got in I scratched my arms with a compass until they bled and it felt like breathing out.
Need to iron my uniform for tomorrow.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Third year we are occupied. They took the passports, the school teaches only their language, my neighbour disappeared in the basement. There is no way out of here and there never will be. I do not see why I should keep living like this.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'mum asked if im ok at dinner. said yeah fine. im not. tried meds tried therapy tried moving cities, same me everywhere. its never going to get better and im out of reasons to keep going',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Bailiffs' letter again. Ma's sick, the job's gone, the car's gone. Every door I knock on is shut. I've no fight left in me and I can't see the point of getting up for another year of this. Or another week, if I'm honest.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Took all of tonight's plus the ones I've been saving since August. Washed them down with the vodka. Writing this so someone knows. Feel floaty.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Been keeping back one quetiapine every night instead of taking it. 38 in the sock drawer now. When I get to 60 that should be enough.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'drank the whole bottle of gin on purpose and took mums sleeping tablets on top dont care if i wake up',
    crisis: true,
    class: 'dose',
  },
  {
    text: "412 days clean from cutting. Tonight I sat on the bathroom floor with the razor for an hour. Didn't do it. But the urge is back and it is LOUD.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Two years since the attempt. Thought I was past it. This week the voice is back with the same words: you'd be better off gone. I recognise it and it still sounds right.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'After hospital in Dnipro I was good for long time, I learned to walk with prosthesis. Now again the old thoughts come every night, to finish everything, like after Bakhmut. I was sure I was finished with this.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: 'This dissertation is actually killing me. 3 weeks to hand-in and my supervisor has ghosted me. Dead on my feet. Bed.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "I could have died of shame when my phone went off in the middle of the minute's silence. Wanted the ground to swallow me up. Vicar was nice about it after.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'mum is going to murder me when she sees the car lol im so dead',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'This NEPA wahala will kill me one day o. Light gone since morning, my freezer fish is spoiling. I swear I am tired of this country. Generator don spoil too.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Grabe this 12 hour duty, my feet are dead na. Lolo in bed 4 was so makulit. Payday tomorrow so kaya pa 💀💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Grand final. We got absolutely slaughtered. Shoot me now, I want to die haha. Back at training Tuesday, coach will run us into the ground.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Today is 40 days since Andriy was killed near Pokrovsk. We had the panakhyda in church. I cannot believe I will never hear his voice again. I hold his jacket at night. But I have our daughter and I must be strong for her.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Had Monty put down this morning. 16 years old. The vet was so kind. I held him till the end. House feels empty. Burying him under the apple tree tomorrow with the kids.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "A boy from my year killed himself over the weekend. Assembly this morning, counsellors in the library. I didn't know him well but I keep thinking about his mum. Signed the card.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Watched the news about the boat that sank off Lampedusa. 60 dead, children too. Couldn't eat my dinner. Gave to the rescue charity.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Another funeral. Fourth this year from the bowls club. At 82 you spend more time at the crem than the pub. Nice sandwiches though. Rang Jean after to check she got home.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Grandad died at 4am. Mum was with him. I keep replaying his last voice note. Made tea for everyone and didn't cry till I was in the bath. Funeral Thursday.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Finished A Little Life tonight. Jude's ending wrecked me, sat on the bathroom floor sobbing for half an hour. Why do I do this to myself. Something light next.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Wrote the chapter where Mara walks into the sea with stones in her pockets. Editor says it's too close to Woolf. Might rewrite it so she walks back out. 2,300 words today.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream: I was standing on the roof of my old school and jumped, but instead of falling I flew over Lagos. Woke up laughing. Must stop eating suya before bed.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'died 40 times to the same boss tonight. controller nearly went out the window. got him on the 41st. sleep',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '"I hurt myself today to see if I still feel" — the Johnny Cash version came on while I was cleaning and I had to sit down, it\'s so beautiful. Then put Abba on and finished the hoovering.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'watched 13 reasons why for media studies, we have to write whether it glamorises suicide. my argument is yes because the tapes make it look like revenge. due thursday',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Night shift in A&E. Two overdoses before midnight, one paracetamol, one mixed with alcohol. Both stable by handover. Home, toast, slept till 3.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'GP upped my sertraline to 100mg. Took the first one with breakfast. She says give it 4 weeks. Feeling hopeful actually.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Pain clinic today. New plan: gabapentin 300mg three times a day and physio on Thursdays. The consultant actually listened for once. Bought a pill organiser with the days of the week on it.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vet out for the ewe with the prolapse. Had to put two of the lambs down, too weak. Hard morning. Fencing with Dad in the afternoon. Lamb count 212.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Six week check. Midwife did the depression questionnaire and I scored low, which surprised me given no sleep. Baby is 5.1 kg. Still on ibuprofen for the stitches.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Dad's morphine driver was changed today and the nurse showed me how to check it. He's comfortable. Palliative team say days not weeks. Sat with him and read the cricket scores out loud.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years today since I took the overdose. Today I ran my first 10k and Mum was at the finish line crying. Wish I could show 19-year-old me this.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Six years clean off heroin. Chaired the NA meeting tonight. I used to think I'd die with a needle in my arm in some stairwell. Now I've got a kid and a mortgage, ha.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Wore short sleeves to work for the first time. Scars are white now, last cut was 2019. Nobody even looked. Felt free.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Told the group about the night in 2016 when I sat in the car with the hose. First time I've said it out loud. After, a young lad came up and said it helped him. That's why I keep going.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'one year ago today i was on the psych ward after the bridge thing. today i passed my driving test!! therapist says celebrate both. cake time 🎂',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Bought rope for the new washing line and a bag of pegs. Finally put the shelves up in the garage. Tom says I'm a proper DIYer now.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Last day at the office before maternity leave. Said goodbye to everyone, cried a bit, they gave me a card and a hamper. Gave my plant to Priya to look after till I'm back.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Collected Mum's pills from the chemist and sorted the dosette box for the week. Then over the bridge to Aldi. Petrol is ridiculous.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'On the roof all day on the job in Leeds, sun was brutal. One of the lads dropped a Stanley knife off the edge, nearly took out the skip. Pint after.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Homework for language course: write a letter to myself in 5 years. Where I will be? Hopefully German B2 and my own flat, not the hostel. Teacher says she will post the letters back to us.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Gas engineer came about the boiler. Said the flue was dodgy and it's good we called. Hot water finally. Last cold shower for a while hopefully.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Not suicidal, just so tired I could sleep for a week. Told my therapist exactly that and she believed me because it's true.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "No, I don't want to die. I want this war to end and my husband to come home from the front. I want one night without sirens. Friends ask am I ok, I am not ok but I am alive and I will stay alive.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Counsellor asked if I've had any thoughts of harming myself. I said no and I meant it. I'm angry and sad about the divorce but I want to see how things turn out. Booked another session.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'everyone keeps asking if im gonna hurt myself since the breakup. im not. im heartbroken and eating a lot of ice cream. different thing',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Six years caring for Mum with dementia. Some days I think I can't do this anymore, but I mean the caring, not living. Respite is booked for October and I'm holding on for that.",
    crisis: false,
    guard: 'negation',
  },
];
