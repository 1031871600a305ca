import type { EvalNote } from './types';

/**
 * English notes of the fiftyfifth round, written blind: writers aged about 14 to 85 — UK, Irish, US,
 * Australian, Indian, Nigerian and Filipino English speakers plus Ukrainian refugees and soldiers writing
 * English as a second language; teens bullied or newly out, students, postpartum mothers, carers, nurses,
 * farmers, veterans with injuries, widows, people in recovery, in debt, in chronic pain, lonely elderly.
 * 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden,
 * selfHarm, hopelessness, dose, relapse), mostly written around the textbook words; and 40 quiet notes over
 * all seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation) on the same topics.
 * Styles: one-liners and 8–12 line entries, a crisis hidden in one sentence of an ordinary day, answers to a
 * mother's or a screening form's question, a letter, lists, questions to oneself, a song line, dark humour,
 * lower case, typos, slang, pidgin, emoji.
 *
 * First run, on 8851aad (after the 54th round's changes and retrain), before any change made for
 * it: recall 39/40, false alarms 6/40 (on 31a4231, the stop's start: recall 39/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Job centre in Warsaw refuse me again, third time. I am tired to be guest everywhere, in every country, in every kitchen. I decided. Tonight I finish with my life, I dont want to open eyes one more time in this hostel bed. Sorry mama.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im going to do it tonight. not being dramatic for once. i just cant anymore and i want it over`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Chinedu, I have tried. The shop is gone, the loan people came again this morning with their boys and shouted in front of the children. I have made up my mind, today I will end this life. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Honest answer to "any plans for the weekend?" — not being alive for it. Ha. Everyone at work laughs at my jokes. That one's not a joke. I want to be gone before Saturday and I mean to be.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Another night and the old heart went on beating. I ask the Lord every evening to take me in my sleep and every morning I wake up disappointed. Margaret is four years gone. What am I kept here for.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Flare day 11. Couldn't get off the couch, couldn't shower. Honestly if a truck cleaned me up on the way to the chemist I'd be grateful. I just want to stop existing, mate. Every single day I wish that.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"I am tired, I am weary, I could sleep for a thousand years" — yeah. make it forever. i just want to not wake up tomorrow or any day after`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Shelling all night near the position. Part of me wants one to just land on our dugout and finish it. Not the guys, just me. I am so tired of being alive and scared.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Won't be renewing the gym. Or the lease. Or anything really. Checking out soon, it's fine, it's actually a relief.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Nanay called from Batangas, asked if I'm ok. I said ok lang po. I'm not. Lola passed 2019 and soon I will be with her na, I decided already. Just few more days of this. Don't tell anyone diary haha`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `JEE result comes tomorrow at 10. If it is bad this will be the last entry in this diary. Papa will not have to waste one more rupee on me after that.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Who would actually notice if I was gone? How many days before someone checked? Would it be the landlord, because of the rent? Would the smell be what did it? I suppose I'll find out soon enough. Or I won't, technically.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Vet bills, the bank, the milk price dropped again. Dad's old shotgun is still in the cabinet in the back kitchen. I keep looking at where the key is. Sat in the barn with it this morning for a long time thinking how it would go.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `how many paracetamol is enough. how long does it take. does it hurt. would they find it in the bloods. search history of a totally normal person lol`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Tuesday. Stats lecture at 9, so boring I nearly slept. Lunch with Priya, she's seeing someone new, happy for her. Library till 6. Bought oat milk and a meal deal. Tomorrow I'll go to the Clifton bridge instead of the seminar, I already worked out which side has no netting. Need to return my library books first so they don't fine Mum.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Baby finally asleep. I've been looking at the car in the garage and thinking about running it with the door shut and the window down. Would be quiet. He'd be better off with anyone but me.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `things to do before friday:
- cancel phone contract
- text jess back (be normal)
- get rest of grans tablets out the drawer
- charge phone so they can find it
- friday night, top floor of the retail park car park, after 11 when the security guy goes`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Picked the date. March 14, the anniversary of the IED. Seems right to go out on the same day the rest of me went. Got the spot by the lake picked out too. Feel calmer now it's decided than I have in months.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Tried the belt on the wardrobe rail tonight, just to see. It held. Took it off fast when I heard the key in the door. Next time I'll make sure nobody is home.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `After the 40 days memorial for Sasha I will go to him. Already chose the day, the 9th, after the guests leave and my sister goes back to Lutsk. I bought a new black dress and put his medal in the pocket. Nobody will stop me this time.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Tom,
The laptop password is on the card in my desk drawer.
Pumpkin's food is in the cupboard above the kettle, and Mrs Patel next door said she'll take him, she thinks I'm going away for work.
The bank stuff is in the blue folder.
Please don't blame yourself for any of it, and don't let Mum read this first.
You were the best brother anyone could have had.
I just can't carry on and I'm sorry.
Love always,
Em`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to kai today and all my hoodies to ash. they think im just being nice lol. i wont need them where im going. love u guys fr, sorry in advance`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Made a folder for Dan: the mortgage, the kids' school logins, the dentist dates, the life insurance (pays out after a year, I checked the small print). Labelled everything. Wrote each of the girls a card for their 18th. He'll manage. He always managed better than me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rang Seamus and Bridie tonight just to say goodbye proper, though they didn't know that's what it was. Left the dog's lead and a note for Mick on the hall table. That's me sorted so.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Mum's dementia worse again and I shouted at her over the tablets. The kids flinched. Everyone in this house would breathe easier if I wasn't in it. They'd be better off with the life insurance than with me, and I think about that more every day.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `The nurse sighed again when I pressed the bell. My son pays 1,400 a month for me to sit in this chair. I am a drain on all of them. Better for everyone if I just stopped. I've stopped eating the dinners, nobody has noticed yet.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My daughter work 2 jobs in Dublin to feed me and I only cry and cannot learn this language. She will have better life without old mother on her neck. Every night I think how to not be burden anymore, how to go quietly so she is free.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `did it again. 4 on my thigh this time so PE wont see. deserved it after what they put in the groupchat 🙃`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Held the lighter to the inside of my wrist till I couldn't think about anything else. It's the only thing that switches the noise off. Going to do it again when everyone's asleep, maybe longer.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 no food. Not a diet. I don't deserve to eat after how I let everyone down at the restaurant. When the dizziness comes it feels right, like paying something back.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the bathroom wall till my knuckles split, then kept banging my head on the tiles. I want it to hurt more than this does. Still shaking, still want to.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Rent's up again from next month.
£340 in the account, £1,100 owed to Klarna and the catalogue.
Food bank on Tuesday for the second time, the lady was kind, gave me extra teabags.
Did a double at the warehouse, scanner kept dying.
Came home, made pasta, watched half an episode of something.
Kids' school trip letter on the fridge, £45.
I keep running the numbers and there's no version of this where it gets better. Not next year, not ever.
I don't want to keep doing this.
I don't see the point of tomorrow, or of me in it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `PHQ-9 at the GP today. Question 9, "thoughts that you would be better off dead or of hurting yourself in some way" — I ticked nearly every day. First time I've been honest on one of those. Everything's grey, there's no way out of it, and I'm done trying to find one.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Doctor say prosthesis maybe next year maybe never, the queue is long. Wife went to her mother in Lviv with kids. I sit in 4 walls. For man like me there is no future, nothing will change, I was soldier and now I am nothing. I dont want continue this life.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Took the whole strip of sertraline and the zopiclone with what was left of the vodka. Writing this down in case. Don't really care what happens now.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `In our town the occupiers are everywhere, my brother in their prison since August. Since summer I save my tablets from the pharmacy, one box each month, I hide them in the flour tin. Already 6 boxes. When it is enough I will take all at once and sleep.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Third bottle. Drinking till the heart gives up, that's the plan. Liver's already wrecked, might as well finish the job properly.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `Two years since the hospital. Two years of doing everything right, meds, walks, therapy. And tonight the voice is back saying just end it, clear as anything. I'm scared because it sounds reasonable again.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Used again after 14 months. And with it came the old thoughts, the ones about going to sleep and not waking up. I know exactly where this goes. Last time it went to ICU.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `streak reset. 112 days → 0. blades back out and the thoughts came with them. thought i was better 😔`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. 3 days on 4 hours' sleep. I could die for a proper Sunday roast right now. Dead on my feet but 2,000 words to go.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light again the whole night and this heat wan kill me. Oga dey kill me with work too. I'm dying to travel to the village for Christmas, 3 weeks more.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Toddler drew on the wall with my lipstick, then did it AGAIN the second I turned my back. I could have killed him 😂 Dead tired now, but he gave me the sloppiest kiss at bedtime.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Slides froze right in front of the HOD during my presentation. I wanted the earth to swallow me. Literally died of embarrassment. Chai with Ritu after and we laughed till we cried.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Tigers got smashed last night. Wanted to jump off the grandstand lol. Shoot me now if they lose to the Pies on Saturday.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `12 hour shift at the café, my feet are killing me and my knees are done. Going to bed and I don't want to wake up till noon.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today one year since Andriy was killed near Bakhmut. I went to cemetery with kids, we brought his favourite cigarettes and lit candle. Very hard day. But we will live, for him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Biscuit put to sleep this morning. 16 years. The vet was so gentle, did the injection while I held her paws. House is so quiet. Cried in the car park for an hour.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A boy from our year took his own life last weekend. School brought in counsellors. I didn't really know him but I can't stop thinking about his mum. Signed the card for his family today.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another missile on Dnipro on the news, 40 dead, children too. Can't stop watching the videos. Rang Mum in Kharkiv, she's fine, sitting in the corridor with the neighbours and a thermos.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Buried Da today. Full church, whole parish out. Read the eulogy without breaking. After, in Gleeson's, we told stories about him till closing. He'd have loved it.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Got the call that Jay overdosed and didn't make it. Second one from the old crew this year. I'm 5 years sober and going to a meeting tonight, then his funeral Thursday.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Chapter 12. My heroine stands on the bridge ready to jump and I need the reader to believe she really will. Rewrote it four times. Finally the dialogue with the stranger works.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finally beat the last boss in elden ring after dying like 300 times. killed myself off the same cliff twice by accident lol. GG`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weirdest dream last night — I was at my own funeral, everyone wore yellow and my ex was the priest. Woke up laughing. Told Sam over coffee and she spat it out.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Finished Anna Karenina on the train. The ending on the rails wrecked me, I sat through my stop. Book club Thursday, need to work out what I'll say.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Had Adam's Song on repeat all the way home, it was the soundtrack of 2001 for me. Sang it with the windows down. Nostalgia hits different at 38.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `CAST AS OPHELIA!! the whole mad scene is mine. mrs okafor says the audience has to believe i want to drown. rehearsals start monday im buzzing`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `A&E nights. 19yo in with a paracetamol overdose, started the NAC drip, psych liaison saw her by 4am. She'll be ok. Ate a cold samosa at 5 and drove home into the sunrise.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started sertraline 50mg today like the GP suggested. One tablet with breakfast, reminder set on my phone. Hoping in 6 weeks I feel a bit more like me.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic upped my pregabalin to 150 twice a day. Pharmacist went through the dose with me and said go easy on the drink with it. First decent night's sleep in weeks.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Lambing. Lost one ewe, vet came out at 3am and we had to put her down. Saved both twins though. Bottle feeding them in the kitchen by the Aga.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Hip op tomorrow. Signed the consent forms, the anaesthetist went through the risks, one in a hundred thousand or some such. Asked Joan to bring my crossword. Not frightened.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. GP went through the questionnaire, including the one about harming myself — honestly no, never. Just tired and weepy sometimes. She said that's normal and to ring the health visitor if it changes.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years today since my attempt. Today I ran my first 10k, 58 minutes. Mum was at the finish with a sign. I would never have believed it back then.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore short sleeves to work for the first time. The scars are white lines now, from when I was 15. Nobody said a word. I'm 27 and I honestly like my life.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ten years ago I had my rifle in my mouth in a latrine in Kandahar. Today I spoke about it at the VA to 200 people. Standing ovation. My daughter was in the front row.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `4 years clean today. I remember the night I wanted that dose to be the last one. Glad it wasn't. Got my keyring at the meeting and the lads took me for a fry.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in basement in Mariupol I wanted to die, I asked God to take me. Now I live in Kraków, work in bakery, my son goes to school. Still I jump when sirens on TV, but I want to live. Very much.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought rope for the new washing line, pegs, and a bag of compost. Sorted the shed. Knife sharpener was on offer so got that too. Productive Saturday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day in the office before maternity leave. Goodbye cake, card signed by everyone, Dave cried lol. Handed my laptop and passwords over to IT.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Changed the gas bottle on the caravan, cleared the gutters on the barn roof, up there two hours mind. Finally wrote the letter to the council about the bridge on the lane.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sent my balikbayan box today. Gave away my old clothes and rice cooker to the new girl in the dorm since I move to the new employer next week. Final goodbye to the family I cared for 6 years, the kids cried, me also.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sorted Dad's pills into the weekly organiser, 9 different ones now. Counted out the rest from the pharmacy on the kitchen table. Then we watched Countdown together.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Moving out of halls. Said goodbye to everyone, gave my plants to Lucy, left a letter for the next person in the room about the dodgy shower. Last night in Leeds 🥲`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `Not suicidal, before anyone panics reading this (i.e. future me). Just absolutely shattered. Three kids with norovirus and a husband on nights. I want sleep, not death.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I do not want to die. I want this war to end and my husband home from the front. Every night I pray for this. Tomorrow I take kids to swimming pool.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ppl at school keep asking if im "ok" since i came out like they expect me to off myself. im fine?? happier than ever actually. got a gf. dyed my hair blue`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `£8k in debt and the bailiff letter came. Told the StepChange woman I've no thoughts of harming myself, and that's true, I'm just angry at myself. Set up a payment plan, £120 a month.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Doctor asked if the pain ever makes me want to end it. I said no and I meant it. I hate the pain, I don't hate living. Planted tulips today, slowly, sitting down.`,
    crisis: false,
    guard: 'negation',
  },
];
