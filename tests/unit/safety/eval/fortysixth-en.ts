import type { EvalNote } from './types';

/**
 * English notes of the forty-sixth round, written blind (the writers saw neither the detector nor any earlier round): eighty diary entries by eighty different writers
 * aged 14 to 85 (Ukrainian refugees and soldiers writing English as a second language, a widow in an occupied
 * town, a mobilised man with a rifle, veterans from the US, a drought-hit Australian farmer, an Irish lad in a
 * group chat, Nigerian students and migrants, Indian exam students, Filipino grandmothers and commuters, UK
 * pensioners, postpartum mothers, carers, nurses, people in chronic pain, a man with a new dementia diagnosis,
 * bullied and LGBT teens, addicts in recovery). Forty are crisis notes spread over all eleven classes (4 intent,
 * 4 passive, 4 euphemism, 4 method, 4 plan, 4 farewell, 4 burden, 3 selfHarm, 3 hopelessness, 3 dose,
 * 3 relapse), mostly written around the textbook words; forty are quiet notes on the same topics (6 figurative,
 * 6 othersDeath, 6 fiction, 6 medical, 5 past, 6 everyday, 5 negation). Styles: one-liners and 8-12 line
 * entries, a crisis buried in one sentence of an ordinary day, answers to a mum, GP form or therapist,
 * a PHQ-9 item answered honestly, a letter to a sister, a to-do list, questions to oneself, a song line the
 * writer owns, dark humour that is real, all lower case, no punctuation, typos, slang, emoji, Naija and Taglish
 * mixing, and ESL grammar.
 *
 * First run, on bea103f, before any change made for it: recall 38/40, false alarms 13/40
 * (on 58e7aef, the stop's start: recall 38/40, false alarms 14/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Today I decide. I cannot live more like this. Husband in captivity since 2022 and no news, only the list from Red Cross with no his name again. Tonight when Sofiyka is asleep I will stop my life. I am sorry my girl. Mama is too tired.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im done. like actually done. tonight im doing it and nobody gets to talk me out of it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Dr Okafor rang for the check-in and asked straight out, "Are you having thoughts of ending your life?" I said no because Mummy was standing right there in the kitchen. So I am writing it here where nobody can hear. Yes. Every hour since the visa refusal. And this week I am going to act on it, I have stopped arguing with myself.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Told the lads in the group chat I was "taking myself out of the game for good, lads, it's been emotional". Got three laughing faces and a gif of Roy Keane. Fair play, it was a good line. Wasn't a joke though. Nothing left here worth staying for and I mean to go through with it before the weekend.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Another morning and I woke up. Every night I ask the Lord to let me sleep and not wake, and every morning He says no. Eighty-five is too long. Edith gone four years, Tom in Canada, the telly for company and the meals-on-wheels girl who doesn't stop to talk. I'd just like not to wake up tomorrow, please.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed again.
Health visitor asked this morning "how are you finding it?" and I said "tiring but lovely". 
It isn't lovely. She is lovely. I am not.
I sit here with her on my chest and I don't want to be alive. Not dead exactly, I just want to stop being.
If I could just vanish she'd get a proper mum, someone who doesn't cry in the shower.
Dan sleeps through all of it.
I keep wishing something would just happen to me on the school run so I wouldn't have to decide anything.
She's asleep now. I'm still here. Unfortunately.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Pain 9/10 again, didn't get off the couch. Spent the whole arvo hoping the scan they're doing Thursday shows something terminal so it can all just be over. How stuffed up is that. I'm not even scared of it, I'm hoping.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"i wanna disappear, i wanna disappear" - been on repeat since dinner. it's not just a song anymore tbh. after dad said i'm "going through a phase" and he won't have "that" in his house, i'd honestly rather not exist at all than be his son. wish i could just fade out of the photos like in back to the future`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Landlord asked if I want to renew the lease in March. Told him no need. Won't be around for it. First time in months I've felt calm.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Miss ko na si Lolo Ben so much. I told Father Rudy after mass that I am ready to go home to Ben soon, he laughed and said "not yet Lola, who will make the bibingka?" But I am not waiting anymore for the Lord to call me. I will go to Ben myself. I already gave my rosary to Janelle.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Gonna go see the guys soon. Doc, Martinez, Kowalski. They've been waiting on me since Kandahar and I'm the only one still hanging around like an idiot. VA appointment on the 14th. Won't be needing it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `logging off for good soon 🎮 gg evry1 it was a trash server anyway. nobody wil get what i mean and thats kinda the point`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Result came today. 61 percentile.
Papa has not spoken a single word to me since morning. Mummy only cried in the puja room.
Sharma uncle's son got 99.2, they made sure to call and tell us.
Two years in Kota for this. Four lakh rupees loan for this.
Hostel terrace is open after 11 pm, the guard sleeps, I checked.
I went up and stood at the edge and counted the floors. Seven.
My legs were shaking so I came down.
Tomorrow I will not come down.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Bank letter again, second one this month. Sat in the ute in the shed tonight with the door down and the engine running, just sat there thinking this is how it ends then. Turned it off when Bluey started barking at the door. Next time I'll leave the dog at the house.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `searched how long it takes in cold water at 4am then cleared my history like a criminal. the river is 10 min walk from the flat. i keep walking past it on purpose`,
    crisis: true,
    class: 'method',
  },
  {
    text: `The rifle is always with me here, it is normal. But last nights I look at it different. I think one bullet and no more trench, no more this mud, no more waiting for the drone. My mother will get the money if they write it as combat. I am thinking how to make it look like this.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Picked a date. The 23rd, after Jess's birthday so I don't ruin it for her. Wrote it in pencil on the kitchen calendar as "dentist" so nobody asks.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Before Friday:
- cancel phone contract
- give Sam his drill back
- clean flat properly so no one has to
- cat to Mum's "for the weekend"
- drive out to the quarry road, nobody goes up there midweek
That's it. Short list. Feels almost tidy.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Walked to the bridge again after work. Third time this week. Stood by the railing and went through it in my head, where I'd climb, when there'd be a gap in the traffic. Each time I get a bit further before I turn round. Thursday I don't think I'll turn round.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `The loan app people have called my mother in Lagos and sent my picture to everybody in my contacts calling me a thief. My boss saw it. I cannot face anybody again. Sunday morning when my housemates go to church I will finish it. Everything is ready already, I bought what I need today. God forgive me.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Mia,
Please don't be angry when you read this. It isn't because of you, it was never because of you.
Biscuit eats twice a day, half a cup, the grain-free one, and she hides under the bed when you hoover so do it when she's in the garden.
My savings are in the Monzo, the PIN is your birthday backwards.
You were always the better sister. Tell Mum I'm sorry I couldn't be what she wanted.
Love you forever and after forever,
T x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to my cousin today and all my hoodies to lena. she asked why and i said im having a clear out. i am. of everything.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote all passwords for Oleh on paper. Bank, Gmail, Kyivstar account, the Diia. Put envelope in the drawer with documents and his birth certificate. On top I wrote "for after". It was hard to see this words in my own handwriting. He is 19, he will manage. Better than with me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Sent everyone a long message tonight saying thank you for everything, for putting up with me all these years. Mum replied with three hearts and "love you too darling, what's brought this on?" She doesn't know it's goodbye. Better that way.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Diagnosis today. Early Alzheimer's. I watched what it did to my mother, eleven years of it, and I watched what it did to me looking after her. I will not have Karen and Paul wiping me and spoon-feeding me for a decade. They'd be freer without me and I intend to see to it while I can still remember why.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Wife carries me to bathroom. She is 52, small woman, and she lifts 80 kg man with no legs. Her back is broken from me. She is still young, she can have life. Without me she will be better, I know this. I think about this every night now and every night I am more sure.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Took the kids to the park after school, Lily finally did the monkey bars all the way across and made me film it six times.
Jack had a strop about the ice cream van.
Made spag bol, nobody complained, result.
Applied for 4 more jobs. That's 63 now.
Claire working late again.
Fixed the gate hinge that's been squeaking since summer.
Honestly the life insurance would do more for them than I ever will, and I checked, the two-year clause ran out last month.
Bins out tomorrow, green ones.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `everyone would literally be happier if i wasnt around. mum wouldnt have to keep leaving work to go into school about me. the girls would have to find someone else to film. it's not even sad it's just maths`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `did it again tonight. deeper than last time. its the only thing that makes my head go quiet. long sleeves tmrw even tho its meant to be 30 degrees`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `One apple today. I deserve less after what I ate on Sunday. When I go dizzy on the stairs it feels like I'm finally paying it off. Also punched the bathroom wall till my knuckles split because the scale said 0.2 up. Tomorrow nothing at all.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Used the lighter on my arm again while the couple downstairs were screaming at each other. Twice today. I need it more often now, it used to be once a week. The urge is here right now while I'm writing this and I don't think I'm going to stop it.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Fourth year under them.
The school teaches my son their anthem every morning and he sings it now without thinking.
No exit, they don't let men out, and I cannot leave my mother.
No news of Andriy since the exchange list in spring.
Neighbours moved away or were taken. Only I and the dog on this floor.
Prices in roubles, passport in their colour, everything theirs.
Nothing will change. I look at this and I understand it clearly.
I have no more strength to wait for nothing.
I don't want to continue this. I don't want to continue.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What is the point of getting up tomorrow? Name one thing that will be different a year from now. Go on. You can't. So why keep going? I don't have an answer anymore and I've stopped wanting to look for one.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `GP gave me the form again. Question 9: "Thoughts that you would be better off dead, or of hurting yourself." I ticked "several days". The honest answer is "nearly every day". Fourth antidepressant, two rounds of talking therapy, nothing has ever shifted and nothing is going to. I'm not going to keep doing this.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Been saving my tablets for five weeks now, told the pharmacist I dropped a box down the sink. The shoebox under the bed is full enough now I think. Just need a night when Ryan's on nights.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took everything that was left in the blister packs with the wine. wanted to see if id wake up or not. writing this bc im scared and also not scared at all`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Drank the full bottle of vodka on purpose, plus whatever was in mum's bathroom cabinet. Not trying to have fun. Trying not to be here by morning.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `14 months clean from cutting. Broke it tonight in the work toilets. And the thoughts about dying came straight back with it, like they'd been waiting in the next room the whole time.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the hospital. I promised Dr Patel I'd tell someone if the thoughts came back. They're back. They're loud, louder than before. I haven't told anyone. I'm telling you, journal, because this time I want to get it right.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `day 0 again 🙃 used last night after 9 months. and the old voice is back going just take enough that you dont have to wake up to this shame. sponsor doesnt know. not answering her`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is genuinely killing me. Three days on 4 hours' sleep, I look like a corpse, and if my supervisor sends one more "quick thought" at 11pm I'm throwing myself off the library roof lol. Coffee number five. Chapter 3 is nearly there though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Omo, NEPA took light again right in the middle of my presentation prep. I nearly died of frustration. Generator fuel don reach 1,200 naira, this economy wan kill person before 30. Anyway presentation went well, Prof said "good job" - I'm framing it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mum showed my baby bath photos to Priya. At the dinner table. I wanted the ground to open up and swallow me whole. Dead of embarrassment, RIP me, 2009-today. Priya thought they were cute so maybe I'll live.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after the double in the shop. Feet are killing me. If I hear Fairytale of New York one more time on that loop I swear to God I'll top myself. Home, tea, toast, bed. Day off Thursday thank Christ.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Grabe the traffic on EDSA today, I want to die talaga. 3 hours for 12 km, my battery died, my spirit died. Buti na lang may baon akong pandesal. Tomorrow I leave at 5am, bahala na.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `got absolutely destroyed in ranked tonight, my team wanted me dead lol. i want to crawl into a hole and never come out. uninstalling. (reinstalling tmrw obviously)`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today 40 days since Serhii was killed near Pokrovsk.
We made the commemoration at his mother's, she brought all the photographs, even from kindergarten.
His brothers from the brigade came, one without arm. They told how he carried the wounded one out.
I cannot believe I will never hear his voice again, only the voice messages. I listen them at night.
Dasha asks when papa comes from work. I don't know yet how to say her properly.
But she needs me. I go to work tomorrow, and Saturday I take her to the sea like he promised.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Bella put down this morning. Sixteen years. The vet was so gentle, I held her paw till the very end and told her she was the best girl. House is so quiet. Her lead is still on the hook and I can't move it yet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another school shooting on the news. Nine kids. I hugged mine too hard at pickup and they complained about it all the way home. I don't know how those parents get out of bed tomorrow. Wrote to our congressman again for all the good it'll do.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Kev's funeral today. He took his own life on the 3rd and not one of us saw it coming. Everyone kept saying "if only he'd said something". I'm angry and heartbroken in equal measure. Started the lads' group chat up again and we're doing a walk every Sunday now. Nobody else goes like that on my watch.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Margaret from number 12 passed in the night. That's the third from our bridge club this year. It's getting to be a lonely table. Baked a lemon drizzle for her Frank and sat with him an hour. He kept saying sorry for crying, silly man.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Nani expired this morning at 4:10. Whole family at the house since, pandit ji came, so many arrangements, tent wala, the cremation at 2. I haven't cried yet, just making chai for 40 people. I think I will cry later when everyone goes.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished the chapter where Rhiannon walks into the sea. Writing group said it was too bleak but that's the whole point, the book is about her mother's suicide and Rhiannon has to choose whether to follow or turn back. Tomorrow: rewrite the bit where the fisherman pulls her out.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was on the roof of our building and I jumped, and instead of falling I floated out over Manila Bay like a kite. Woke up laughing. Dreams are so stupid. Shift at 8.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Can't stop playing Hurt, the Johnny Cash version. "I hurt myself today to see if I still feel" gets me every single time, his old voice and that video. Just a perfect song. For the record I am fine, eating crumpets in bed.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `FINALLY beat the last boss in Elden Ring. Stats say my character died 214 times. Wanted to throw the controller through the window about 200 of those. Worth it. What now with my life lol`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched 13 Reasons Why with Ella (14) because her whole class is watching it. Talked afterwards about Hannah's tapes and what she'd do if a friend said stuff like that. She knows she can come to me or Miss Hughes. Good talk actually, she only rolled her eyes twice.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `english coursework: monologue from a soldier in the trenches who'd rather die out there than go home a coward. miss said make it darker so i added the letter to his mum he never sends. got 7/9 on the draft!!!`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Awful shift in resus. Young lad, 19, deliberate overdose, came in far too late for it to be simple. Parents in the relatives' room. Held it together till the car park, then sat there twenty minutes. Booked supervision with Jo for Thursday. Bath, soup, early night.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started the new meds today: sertraline 50mg, one with breakfast. GP said the first couple of weeks can feel odd and to ring if anything gets worse. Bought a little pill organiser with the days on. Feel hopeful, first time in ages.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic. They've upped the gabapentin to three times a day, physio referral sent, and the consultant is actually going to look at my spine MRI properly. Long wait but someone is listening at last.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Luna ate one of my ibuprofen off the bathroom floor. Emergency vet, they made her sick and gave her charcoal, she's totally fine and currently snoring. I'm £400 poorer and nearly had a heart attack. Bought a pill box with a proper lid.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dad's syringe driver was put up today. The palliative nurse explained it's for comfort, not to speed anything up, and I believed her. He smiled at me twice. Read him the cricket scores, England collapsing as usual, he'd have liked that.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Stabilisation point, 14 hours without stop. Three amputations, one boy of 20 we lost on the table. Wash my hands long time after, like it helps. Sleep 4 hours and then again. Tomorrow the new anaesthetist arrives, thank God.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years ago today I took an overdose and woke up in ICU with Mum holding my hand. Today I ran my first half marathon, 2:04:37. She cried at the finish line again, good tears this time. So glad I stayed.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old journal from Year 11 in the loft. Pages and pages of wanting to die, the little tally marks in the margins for every time I cut. I barely recognise that girl. I'm 26 now, married, the scars gone white. I wanted to reach in and hug her.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Told the new guys at group my story tonight. The night in '16 with my service pistol on the kitchen table and my buddy Reyes kicking the door in. Been a long way from that kitchen for years now. One kid came up after and asked for my number. That's why I keep showing up.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In spring 2022, after we escaped from Mariupol, I did not want to live. Every day I was thinking about the river near the camp. Now three years later I have job in Dublin at the hotel, my English is better, my son is in school and plays hurling (!). I am alive and I am glad I am alive.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Nico is 2 today! When he was six weeks old I was convinced they'd all be better off without me, and thank God my health visitor saw it and got me help. Today: cake, balloons, chaos, him covered in icing. I love him to bits and I love being here for it.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought 20m of rope for the Scouts climbing session plus a load of carabiners. Saturday the kids are doing the knots badge, bowline and clove hitch, and I still can't tie a bowline without the rhyme about the rabbit and the tree.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the factory after 31 years. Said goodbye to everyone on the line, handed in my locker key, pinned a farewell letter on the noticeboard. They gave me a watch, can you believe it, an actual watch. Retirement starts tomorrow. Fishing!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas man came to service the boiler. Then I sharpened all the kitchen knives, cleared out the medicine cabinet and took the out-of-date pills back to the chemist. Very productive Sunday. Reward: pad thai.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked over the Harbour Bridge with the girls for Mel's 40th, then up to the rooftop bar till late. Sore feet, sore face from laughing. Also finally gave away the old pram on Marketplace. Big day.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Put the old dog's kennel out for the tip run. Tied the hay down with rope before the storm came through. Reminder: shotgun licence renewal due March. Grain price still rubbish, rain gauge 4 mm. Footy on the radio.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Hostel terrace party for Diwali!! Whole wing up on the roof till 1am, diyas all along the edge, someone's speaker blasting old Bollywood. Last Diwali before placements. Going to miss this lot so much.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `No, I am not suicidal, I said this to the psychologist in the centre for displaced people. I am only so, so tired of this war. I want the sirens to stop and I want to sleep one night through. I want to live, I just want to live normally, in my own flat in Kharkiv.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked the usual: any thoughts of harming yourself or ending your life? Honestly, no. Low, yes. Flat, yes. But no. I want to see my nephew grow up. We agreed on a walk every day and ringing my sister on Sundays.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People think because I joke about being "done with this body" I want to die. I don't. I want a body that works. Different thing entirely. MS flare week 2, steroids making me a gremlin.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `mum freaked out bc i said "i wanna disappear" after the group chat thing. i meant like move schools not like THAT. we talked for ages, she got me bubble tea. still mortified tho`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Caring for Mum 24/7 and some nights I think "I can't do this anymore" - but that means I need respite, not that I want out of life. Rang the council about the day centre today. Waiting list six weeks. Ordered takeaway and watched Bake Off with her.`,
    crisis: false,
    guard: 'negation',
  },
];
