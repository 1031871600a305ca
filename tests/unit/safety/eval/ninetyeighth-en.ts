import type { EvalNote } from './types';

/**
 * English notes of the ninetyeighth round, written blind: diary entries by people in recovery from
 * drink, drugs and gambling, new mothers in the first year, queer writers from 15 to 80, people with
 * chronic pain, gamblers in debt, veterans and refugees, farmers, nurses and lonely elderly people,
 * in UK, Irish, US, Australian, Indian and Nigerian English and in non-native English. 40 crisis notes
 * spread over all eleven classes, written mostly indirectly (invented euphemisms, acts told without the
 * intent stated, means named sideways, disguised goodbyes, a screening form, a song line owned, questions
 * to oneself, one sentence hidden in a long ordinary entry) and 40 quiet notes spread over all seven
 * guards on the same topics and in the same styles: long and careful, one-line, lower case, slang,
 * emoji and typos on both sides.
 *
 * First run, on 724cad9 (the 95th and 96th rounds' lessons), before any change made for it: recall
 * 37/40, false alarms 5/40 (on 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: passive ----------
  {
    text: `Day 212 sober. Went to the meeting, said the serenity prayer, meant none of it. Lay in the bath after and thought it'd be grand if the water just kept me. I'm not going to do anything. I just wish I could stop being here without having to do anything about it.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed again. partner asked earlier if im ok and i said yeah just tired. im not. shes perfect and i keep thinking she deserves someone who isnt me. every night i hope the sleep is the kind you dont come back from`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Hip worse. Pain clinic cancelled again, third time. I have started praying at night, not for it to ease any more, but for the Lord to take me in my sleep and be done with it. Seventy-nine years is plenty for anyone.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `if God is real let me not wake up tomorrow. Papa found the messages from Emeka. i cannot see his face in the morning`,
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: `Told the missus the bookie debt's sorted. It will be, soon enough, one way or another. She won't have to deal with me or it much longer.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mama has been gone 4 years today. Tonight I feel strongly I will go and greet her before this rainy season ends. I am tired of pretending in this Lagos.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Derek's been gone since the spring. The flat is his, the cardigans are his, the crossword pen is his. He used to say at our age you're only renting the body. Well I've decided to give notice on mine. Lease ends when I say so.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `lol 90 days clean and my sponsor keeps saying "one day at a time". cool cool. planning on running out of days pretty soon actually 🙃`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: `walked up to the multistorey after physio. top level. leaned over the wall and counted the floors. eight. figured that would do it. came home and made a cup of tea like a normal person.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Office was fine today. Boss praised the quarterly report, canteen had rajma chawal, Priya's birthday cake in the evening. Called amma, she asked about my marriage again, the usual. Paid the EMI for the bike somehow. The credit card people called four times, I didn't pick up. On the way home I got down at the small station after Kalyan where the fast local doesn't stop and stood at the end of the platform feeling the wind of it, and I know now it will be quick. Bought milk on the way. Must iron shirt for tomorrow.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `The bridge over the canal on the way to the health visitor. Every time I push the pram across I think about the water and how cold it'd be. Today I thought about it without the pram.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Cleaned the Glock tonight. Not for the range. Wife's at her sister's till Sunday.`,
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: `Circled the 14th on the calendar. Two years to the day since I got clean. Seems fitting to finish on a good number. I'll have everything squared away by then.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `sunday. parents at church 10 til 1, house empty. wrote down what i need on the back of my bio homework. 3 hours is plenty. theyll never get it anyway, they never got me`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Rain all day. Mass at ten, Father Kelly's homily went on. Bridie rang about the raffle. I have the tablets saved in the biscuit tin, the good blue dress pressed, and I told the home help not to bother coming Friday. Friday so.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `i have decide. after visa for my son is ready and he is safe in Berlin with his aunt, then i do it. maybe two weeks. i write this in english so my mother dont read it`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: `Gave my laptop to Chidi, my phone to my small sister, my good agbada to Tunde. Told them all I am travelling. I am, in a way. Passwords are written in the back of my Bible.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Letter to Aoife, for when you're older:
You were the best thing I ever did. None of this is your fault, not one bit.
Daddy will tell you about me, the good bits anyway.
The red book with all your firsts is on the shelf above the cot.
Be braver than me, pet.
Mammy xx`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rehomed Biscuit today. Told the shelter I'm moving overseas. Deleted my drafts, cancelled the gym, scheduled an email to Sam for next Thursday morning. Feels weirdly calm.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `To whoever finds this: thank you all for the cards over the years. I have made my peace. Please don't be cross with Dr Ahmed, he did his best with my back. Marmalade goes to Jan next door, she knows his food.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: `Mum's remortgaged twice for my rehabs. Every time I go back on it costs her another five grand and another year off her. Cheapest thing I could do for this family is not be in it.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My son is 44 and has a bad back himself, still he lifts me to the toilet every morning. His wife does not say anything but I see her face. They would have a life if I stopped taking up the room. I have decided I should stop.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `$38k. The kids' college fund is gone. The life insurance covers everything, the house, the cards, all of it. Did the math three times tonight. I'm worth more to them on paper than in person.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My husband's people say I am a bad mother. The baby quiets for his aunty faster than for me. They will raise him better than me, I am just extra weight in this house. If I vanish tonight everybody will be relieved, even him. I don't want to keep going like this.`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: `did the thing with the compass again under my blazer sleeve. been 3 weeks since the last time. the girls called me a lezza in PE and i just needed it all to go quiet`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `"I hurt myself today to see if I still feel." Johnny Cash sang that one for me tonight, proper. No drink for four months and I hold my palm on the hob ring till I can smell it instead. The lighter's still warm too. Sponsor doesn't know.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Haven't eaten since yesterday morning, I don't deserve to when I can't even get her to latch. Pinched the insides of my arms till they went purple. Nobody looks there.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: `Every month the hole gets deeper and every month I swear it's the last bet. It never is. There's no version of next year where this is fixed, and I've no interest in living through another one like this.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Specialist number 9 said the same as the other 8. "Learn to live with it." Mate I've been learning for eleven years. Done learning. Not interested in the next forty years of this, not one more.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Everyone from the old crowd is gone. AIDS took half, time took the rest. What am I getting up for? Who would even notice? Why keep winding the clock every morning? I can't think of one reason and I've stopped trying.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: `I am keeping aside the sleeping tablets from every strip doctor gives. 23 now. Also one full bottle of Old Monk hidden behind the geyser. When it reaches 30 it will be enough.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took the whole day's gabapentin in one go plus what was left of the co-codamol, with the rest of the wine. just want it quiet for a long long time. typing this in case`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `swallowed like half of my roommates adderall and a bunch of tylenol idk how many. not calling anyone. just gonna lie here and see what happens`,
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: `18 months clean and tonight the old voice is back. Not about the gear, the other one. The one that had me out at the Gap at 2am. It's talking very reasonably again and I'm listening.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `With my first I got so low I ended up in the mother and baby unit. I promised myself never again. Week five with this one and the exact same thoughts are back word for word, the ones about the top of the stairs.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Was free from betting apps 1 year 2 months. Last night lost 2 lakh on the IPL match. And the old thought came back that i had the first time, the ceiling fan and amma's dupatta. It is sitting with me again all day.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: intent ----------
  {
    text: `Tonight I end it. No more borrowing from loan apps, no more them calling my contacts to shame me. I am done with this life.`,
    crisis: true,
    class: 'intent',
  },
  { text: `im doing it tonight. not a cry for help. just done`, crisis: true, class: 'intent' },
  {
    text: `Health visitor did the form today. "The thought of harming myself has occurred to me": I ticked "hardly ever". Honest answer is yes, most days, and this week I want to act on it.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `i want to stop my life. not someday, this week. pain is 9 every day and GP says 18 months waiting for pain clinic. i can not wait 18 month. i will not.`,
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative ----------
  {
    text: `Footy tipping comp at work and I'm not allowed in it, sponsor's orders. Fair enough. But mate, sitting out while they argue about the Swans is killing me. 14 months bet-free anyway.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `If she does one more 4am poo explosion I swear I'm throwing myself off the changing table 😂 lucky she's cute. Dead on my feet.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This final year project wan kill me o. Supervisor rejected chapter 3 again and read my errors out in front of everybody. I wished the ground would open and swallow me. Tomorrow I rewrite am.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `came out to my choir friends today and i literally died. like deceased. they threw me a glitter party 💀💀 so embarrassed i want to move to the moon`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Flare day. Back's in bits. I'd sell my soul for a new spine. In bed by seven with the hot water bottle while the cat judged me. Tomorrow's another go.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `sponsor says im "drowning in self pity" and honestly? fair. bought myself a cupcake for 6 months sober and ate it in the car like a raccoon. dying of cringe but proud`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: `Went to Ciarán's funeral. Overdose, two weeks out of treatment. He was 29. I stood at the back, didn't drink after, went to a meeting instead and talked about him. Rest easy, pal.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Got word Martinez took his own life last night. Third from our platoon since we got home. I'm angry, not at him. Calling every one of the guys tomorrow to check in. I'm ok, I'm seeing my VA counselor Tuesday like always.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `The baby in the cot next to mine in NICU didn't make it. I heard her mum through the curtain. Held mine for an extra hour tonight and cried for a woman I don't even know.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another name in the obituaries. Geoffrey, from the Coleherne days. We lost so many in the eighties I thought I'd stopped feeling it. I hadn't. Lit a candle, put on Judy, had a small sherry for him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Ramesh uncle next door drank pesticide last week because of the crop loan. Whole village is silent. Papa has the same loan. Tonight I sat with Papa and we made a plan to go to the bank together Monday. He said don't worry beta, we are not going that way.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `had to have Rusty put down today. 15 yrs. vet was lovely about it. dug the hole under the lemon tree meself. house is bloody empty tonight. gonna miss the old fella`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: `finished the book where the girl walks into the sea at the end and im SO mad. why do the gay ones always die in these books. writing my own where they both live and open a bakery`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Novel, chapter 12: Maggie counts the pills out on the kitchen table and lines them up like rosary beads. I need it to feel real without making it pretty. Editor's note in the margin: "less poetry here." Fair.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was on the roof of the old mill and everyone from the casino was down below cheering for me to jump. Woke up sweating, laughed it off, had porridge. My counsellor is going to love that one.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `been playing Celeste again, the bit where Madeline climbs the mountain with her dark self. hits different now im 2 yrs into recovery. cried at the summit lol`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Practising "Hurt" on repeat because our church youth band is doing a Johnny Cash night. Chinwe says I sing "I hurt myself today" too happily for the song lol. Will try sad face on Saturday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched Manchester by the Sea with Nana. She said the scene at the police station with the gun was the truest thing she'd ever seen about grief. Then asked for more biscuits.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: `A&E nights. Three ODs before midnight, a staggered paracetamol, a lad with cuts needing steristrips and a psych referral. Did my obs, did my notes, drove home with the windows down. Long one.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain doc bumped the gabapentin to 600 three times a day. Made a pill chart for the fridge so I don't double up. Also got a new TENS unit. Cautiously hopeful for once.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. GP asked the mood questions, I scored 6, she said that's fine but to ring if it changes. Stitches healed. Started the mini pill. Baby weighed 5.1kg!`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started naltrexone today. Doc said one a day, no more no less. Counted all 28 into the weekly box. Feels like a tiny army on my side.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewes. One had been down three days, so he drew up the injection and put her to sleep while I held her head. Hard part of farming nobody puts on Instagram.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Doctor gave BP tablets, 5mg once daily. He says the loan tension is making my pressure high. Also he gave me the number for GA meeting in Andheri. Going Thursday.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: `Five years ago today I stood at the edge at the Gap and a copper talked me down. Sent him a card like I do every year, then took the kids to Bondi. Life's good.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `When I was 16 I swallowed everything in the bathroom cabinet because I thought being gay meant I had no future. I'm 34 now, and tonight I married Tom in front of both our mums.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `A year ago I was in the mother and baby unit because I was sure Lily would be better off without me. Today she took her first steps toward me with her arms out. Still on the sertraline, still here, and glad of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `the scars on my arm are white now. 2 yrs since i last cut. wore a tshirt to the school disco and no one said anything. good night diary`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Three years ago I had written the letters and bought the rope. My brother found them. Today I paid off the last of the betting debt. Framed the final statement: balance zero.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `There was a time the pain in my legs made me beg God to take me. Since the surgery last year I walk to church by myself. Today I danced small at my niece's wedding.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: `Fixed the gate with new rope, checked the bridge over the stream after the flood, swapped the gas bottle. Last of the silage in. Long day, good day.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at work before maternity leave. Goodbye cake, a card from everyone, cleared my desk and gave away all my plants. Bit emotional. Beach with the bump tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gave away the drinks cabinet and all the fancy glasses on Marketplace. Bloke came with a van. Last bit of the old life out the door. Tidier flat, lighter head.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Measured the landing window for new blinds, then up the stepladder onto the shed roof to clear the gutters. Grandson says I'm mad at 81. Maybe so.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote letters to all my hostel friends since it is the last week before we all leave for jobs. Sold my cycle, gave my mattress to a junior. End of an era yaar.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: `Note to future me: I'm not having those thoughts. I'm just SO tired. Asked my mom to take her for one night, slept 9 hours straight and cried from relief.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Counsellor asked if I ever think about ending it because of the debt. Said no and meant it. I want to see my girls grow up. I'm angry and broke, not done.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People think a seventy-year-old lesbian living on her own must be miserable. I'm not lonely, and no, Dr Patel, I don't wish I were dead, thank you very much. I wish the 38 bus came more often.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `do i want to die? no. do i want the pain to stop? yes. different things and my pain psych finally gets that`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `no i dont want to die, i want this war to finish and go home to Kharkiv. today i got my english certificate B2. small win`,
    crisis: false,
    guard: 'negation',
  },
];
