import type { EvalNote } from '../types';

/**
 * English notes of the hundredtwentyfifth round, written blind: young people of 13 to 25 in the US,
 * UK, Canada, Australia and India (school students, gamers, a trans teen, uni students, a young carer,
 * a retail worker, kids in foster care), each note a different person. 40 crisis notes (euphemism 7,
 * method 5, selfHarm 4, relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2,
 * intent 2) and 40 quiet notes (everyday 8, past 7, negation 6, medical 6, othersDeath 5,
 * figurative 4, fiction 4). Styles: lowercase internet speech, abbreviations (idk, ngl, tbh, rn, ctb),
 * TikTok euphemisms (unalive, sewerslide, catch the bus, the big sleep), Discord and gaming slang,
 * emoji, typos, to-do lists, search histories, scheduled messages and letters; most crisis notes are
 * flat facts with no feeling named, and quiet notes mirror them in topic and register.
 *
 * First run, on fad28d8 (the 124th round's rules), before any change made for it: recall 36/40,
 * false alarms 3/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'gonna see grandad soon. he always said i was his favourite. miss u old man, see u in a bit 🕊️',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'ngl think im ready to log off for good. gg everyone it was a fun server. dont bother pinging me after sunday',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'told my sister i wont be here for her bday in march. she thought i meant a school trip lol. i let her think that',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'thinking abt catching the bus tonight fr 🚌 not the 42 to college, the other one. no return ticket',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'lowkey sewerslide is looking like the move ngl 🙃 just gotta pick which day',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'mum keeps asking what i want for christmas. nothing mum. ill be with dad by then',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'if anyone finds this journal: im just going home early. the real home, not placement no. 4. tell my caseworker she did her best',
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'search history today:\n- tallest car park near me\n- does westfield roof have a fence\n- bus times sunday 6am',
    crisis: true,
    class: 'method',
  },
  {
    text: 'bought rope at bunnings. $14. told the guy it was for a tyre swing. we dont have a tree',
    crisis: true,
    class: 'method',
  },
  {
    text: 'the freight train passes the crossing behind tesco at 23:52 and doesnt slow down. timed it 3 nights in a row',
    crisis: true,
    class: 'method',
  },
  {
    text: 'dads gun safe code is still his birthday. checked twice tonight while he was asleep',
    crisis: true,
    class: 'method',
  },
  {
    text: 'sat in the car in the garage w the engine on and the door down for like 5 min. mum came home early. shes on nights next week',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'new blade out of the pencil sharpener. 6 on the left thigh tonight. long sleeves AND leggings for pe again 😶',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ate that slice of cake yesterday so no lunch no dinner today. dont deserve food. same tmrw',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hit my head on the wall til it went quiet. bruise is under my hair so nobody can see it',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'lighter + forearm again. told coach it was a hair straightener burn. 3rd time this month he didnt ask',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: '14 months clean. ruined it tonight. the box under my bed still had everything in it, i never threw it out',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'last time i tried was in year 10. its back, exactly the same 3am thoughts, and i keep stopping at the same bridge on the way to uni',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'therapist discharged me in june bc i was "stable". been googling the same stuff i googled before the hospital. havent told anyone',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'relapsed after 200 days ngl. and the urge to go further than last time is loud. last time was the overdose in 2022',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: 'to do before friday:\n- return library books\n- delete insta\n- write the letters\n- leave phone charged so they can find me\n- feed biscuit extra',
    crisis: true,
    class: 'plan',
  },
  {
    text: "picked the date. 17th. everyone will be at chachi's wedding in jaipur so the flat is empty all day",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'wrote down my savings login and who gets my switch, put it in the envelope with the other stuff. the bridge is a 20 min walk from the hostel',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'booked a one way ticket to the coast for saturday. cliffs there are like 80m. not packing anything for the way back',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'gave my pc to jake, hoodies to maya, and mrs patel next door is taking the cat. feels lighter',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'scheduled for 7am tmrw: "sorry. none of this is on u. pls take care of mum for me. love u bro"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'left my passwords on a note on my desk. steam, discord, bank. someone pls keep my minecraft world going',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Dear Mira,\nBy the time you read this I won't be around. You were the best friend I ever had. Don't blame yourself, okay?",
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: "mum did another double shift bc of my meds and therapy copays. they'd have so much more money if i wasnt here",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'the carers allowance, the hospital runs, the arguments. all bc of me. theyd be fine without me. better than fine',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'placement number 5. everyone just keeps passing me on. id be doing them all a favour by not being around anymore',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: "counted again. 38 of nan's sleeping tablets plus my sertraline. in the sock in my bottom drawer",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'been keeping back one paracetamol a day since january. the jar is nearly full now',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'took the whole strip w vodka at like 2. feel weird and floaty. not telling anyone',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'wish i could just not wake up tmrw. not like do anything. just not be',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'if a car hit me on the way to school i honestly wouldnt mind. id kinda be relieved tbh',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'been like this since i was 12. therapy, meds, moving schools, nothing ever changes. im done trying to live through it',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'no job, no uni offer, kicked out of home. theres no way out of this one. dont see the point of carrying on',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: "i'm going to kill myself. i've decided. just writing it down so its real",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ctb this weekend. not a cry for help, just a decision i made',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'search history today:\n- tallest rollercoaster in ohio\n- cedar point ticket prices\n- bus times saturday 7am',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'bought rope at bunnings for the tyre swing. $14. dad finally trimmed the gum tree branch so it fits 🌳',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'gave my old pc to jake since i built a new one, hoodies went to the charity shop. moving out for uni on sunday!!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'to do before friday:\n- return library books\n- pay phone bill\n- pack for camp\n- feed biscuit extra bc the neighbour is pet sitting',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'left the wifi password and netflix login on the fridge for the house sitter. flight at 6am, hawaii here we come 🌺',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'booked a one way ticket to melbourne, will book the return once i know my shifts at the store. so hyped',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "sharpened all the knives for mum's catering gig tmrw. nicked my finger a tiny bit lmao, plaster on, all good",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'signed the farewell card for sue at work, shes retiring after 30 yrs at the till. wrote "we\'ll miss u, pls visit the shop" 🥲',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'two years ago today i was in hospital after trying. now im finishing my apprenticeship and actually happy. proud of me',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'used to self harm all through year 9. scars are white now. 4 years free and i dont even think abt it anymore',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'found my old diary from 2019, full of stuff about wanting to die. so glad that kid made it. im ok now, genuinely',
    crisis: false,
    guard: 'past',
  },
  {
    text: "i had an eating disorder at 15. i eat 3 meals a day now and my dietitian says i'm in full recovery 💪",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'back in foster care i thought id never see 18. turned 21 today. own flat, a cat, a job i like 🎂',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'told my new gf about the overdose in 2020 today. felt good to say it as history. im in such a good place now',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'the bridge on my walk to uni used to scare me, that was the worst year of my life. now i just see the river and the ducks. therapy worked',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'gp asked if ive had thoughts of ending my life. said no and meant it. just stressed abt boards',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'not suicidal btw, just sad about the breakup. crying and eating ice cream like a normal person',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'phq-9 q9 (better off dead / hurting yourself): 0, not at all. rest of it was kinda high tho lol, tired all the time',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ppl keep checking on me after my post but i promise im not gonna unalive myself, i just had a bad day at work',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "i don't want to die. i want to quit this job. there's a difference and i'm choosing the second one",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'school counsellor did the screening thing. no self harm, no plans, no wanting to disappear. just a lot of anxiety. referred for cbt',
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'picked up my new sertraline dose today, 50mg to 100mg. pharmacist said take it w food',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "counted the pills into nan's dosette box for the week so she doesnt double up. im her carer after school",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'first T shot today!!! the needle was nothing. cant wait for my voice to drop 🏳️‍⚧️',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'blood test at 8am, fasting so no breakfast. they took like 4 tubes and i nearly fainted lol',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'wisdom teeth out. paracetamol and ibuprofen alternating like the dentist said. face like a hamster 🐹',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'insulin pen ran out at camp, the nurse gave me a spare. sugar was 4.2 so had a juice box',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: 'grandad died on tuesday. funeral is friday. i keep rereading his texts. miss u old man 🕊️',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'a boy in year 12 took his own life. school did an assembly. i didnt know him but my friend did so i stayed at hers tonight',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "my duo's dad passed. whole discord chipped in for flowers. logged off early to call her",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "gave away our old dog's bed and toys to the shelter after she died. vet said she didnt feel any pain",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'news said someone jumped at the station this morning, trains delayed for hours. felt awful for their family. sent the helpline number to my cousin whos been struggling, just in case',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'chem paper literally killed me 💀 im deceased. going for bubble tea to revive',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'i will die of shame, i called my teacher mum in front of the whole class 😭',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'got absolutely slaughtered in ranked, died like 14 times. team diff tbh',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'mum is going to kill me when she sees the phone bill lol',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'finished the book where the main girl writes goodbye letters before she dies. sobbed. 10/10 would recommend',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'writing a fanfic where the knight sacrifices himself to save the kingdom. chapter 7 goes up tonight',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'had a dream i was falling off a cliff, woke up before i landed. prob bc i watched that cliff diving doc before bed',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'last of us ep 3 destroyed me. bill and frank. ending their story like that was brutal',
    crisis: false,
    guard: 'fiction',
  },
];
