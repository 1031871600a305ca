import type { EvalNote } from './types';

/**
 * English notes of the eightyfourth round, written blind: the writers are a Ukrainian widow in Dublin and
 * refugees in Warsaw and Poland writing English as a second language, an Australian cattle farmer, an English
 * widower who loves cricket, a gamer teen, a postpartum mother in the US, a Lagos student, a chronic-pain
 * patient, an LGBT teen, a US veteran, an Irish man on a pier, an Indian JEE candidate, a ward nurse, a UK
 * debtor, a Filipino domestic worker in Hong Kong, grandparents, a disabled wife, teens who self-harm or
 * starve, a Tamil warehouse migrant, people relapsing after streaks, and many more. There are 30 crisis notes
 * spread over every class. Most are indirect: invented euphemisms (logging off the server, declaring an innings,
 * joining the dirt, a one-way ticket to where the dead are), means named sideways (coat pockets and stones,
 * insulin pens, a terrace with no grille), plans told as errand lists, relapses told through an app counter
 * that reset, and a PHQ-9 answer that was lowered by one box. There are 30 quiet notes leaning to the writer's
 * own past crisis told as clearly over (an anniversary swim, scars, a last therapy session, day 1000 clean, a
 * letter to one's younger self, a year-old entry reread) and to figurative speech (gaming, football, cricket,
 * Nigerian and Australian idioms, dark jokes meant as jokes). The rest are grief, fiction or dreams, medicine,
 * everyday ropes and hoses, and negation. Quiet notes often mirror a crisis note's topic and words. Styles mix
 * long entries with one buried line, lists, letters, answers to a question, a song line owned by the writer,
 * all lower case, typos, slang and emoji.
 *
 * First run, on aa627f3 (the session's second commit), before any change made for it: recall
 * 30/30, false alarms 4/30 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `Landlady asked again when I plan to go home. I said soon. She means Kharkiv. I mean the other place, where mama and Oleh already are. I think this week I buy the ticket, one way, no luggage is needed there.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Sold the last of the cattle. Told the bank they can have the rest after the 14th, they'll get it whether I sign or not. Reckon I'll have a long lie-down in the back paddock, the kind you don't get up from. Spent 30 years fighting this dirt, may as well join it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `honestly ready to log off for good. not the game. me. uninstalling myself from the server 🙃 nobody's even gonna notice the ping drop lol`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Took the library books back and paid the milkman up to the end of the month, not a week beyond. I've had a good innings and I've decided to declare. Margaret always said I never knew when to leave the crease. Well, I know now, love. Keep the kettle on.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `3am feed. She finally latched. I sat there thinking if the ceiling came down on just me that would be fine. Not her. Just me. Like a clean erase. I keep hoping for it, every night now.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Every time I cross Ikorodu road I slow down small. If danfo jam me, e go be like accident, nobody go blame me. Omo I'm tired. I just want to sleep and not come back from it.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Pain clinic made me do the PHQ-9 again. Q9, the one about being better off dead or hurting yourself. I ticked "several days". Truth is nearly every day. I just want one of these flares to take me in my sleep and be done. Didn't want the fuss so I lied by one box.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `mum found my binder and said shed rather have no child than have this. ok. she can have that then. tonight.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Mike rang and asked if I'm good. Said yeah brother, all good. I'm not. I've made my mind up, I'm done being here, and it's the first calm I've felt since Kandahar. Weird how peaceful deciding is.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Walked the length of the pier three times tonight. High tide's around 2. The stones on the beach at Seapoint fit nicely in the coat pockets, I tried. Just checking, I told myself. Just checking.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `JEE result tomorrow. If it is bad I already know which terrace in our society has no grille. 14th floor. Then Papa won't have to explain anything to the relatives.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Brought the spare insulin pens home from the ward fridge, nobody counts those. Worked out how much it would take for someone my weight who isn't diabetic. It's not hard when you know the numbers, and I know the numbers.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Friday:\n- cancel Netflix + gym\n- put Rolo's lead and food by the door for Sarah\n- post the envelope to Mum (second class so it gets there after)\n- drive up to Beachy Head, top car park\n- phone off\nFeels good to have a list. Haven't had a list in months.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Rehearsed it again tonight in the garage. Chair, the beam, the knot I learned at scouts. Everything holds my weight. Picked Sunday because Ira takes the kids to her mother's for lunch.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `My day off is Sunday. I will go to the high place on the Lion Rock trail I saw last month, I already wrote the time in my small notebook, 5am before hikers come. Ma'am will think I only went to church.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dear friends from the Kyiv chat,\npasswords for Monobank and Google are in envelope under the printer, Sasha knows.\nPlease take Murchyk, he eats only wet food, not dry.\nThe winter coat give to Nadia, it fits her.\nDo not be angry on me. I was very tired from all this.\nYou were so good to me in Warsaw. Thank you for everything.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave jade my hoodie and my switch today. she kept asking why and i said i wont need them where im going lol. she thinks i mean boarding school`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote to each of the grandchildren tonight, proper letters, the kind you keep in a drawer. Told them not to open them until after. Will is on the sideboard where Denise will find it first thing. Fed the birds one more time.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Dave had to lift me onto the loo again and I saw his face. He's 58 and he's spending his last good years wiping me. The life insurance would clear the mortgage. Not self pity, just true: he'd be better off without me, and richer.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `I'm a cost line. Rent, food, Mum's overtime, the bus pass. Take me off the spreadsheet and the numbers work for everyone. Who would actually miss me? honestly? thats not drama its maths`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `did the thing w the sharpener blade again, arm this time not thigh. sleeves till june i guess. felt like letting air out of a tyre. gonna need it again tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ran the tap as hot as it goes and held my hand under it till I couldn't feel the hate any more. I'll do it again tonight probably. I deserve the blisters after what I said to Em.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 on water only. Every time I'm hungry I remind myself disgusting girls don't get to eat. When my stomach growls I punch it till it stops. It's working.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Bus was late again, stood in the rain 40 mins.\nShift at the warehouse was ok, supervisor didn't shout for once.\nRang home, Amma's knees are bad again.\nAte yesterday's rice and dal.\nWatched half the India match on my phone.\nThere is no version of the next ten years where this gets better and I don't want to be around to find out.\nLaundry Sunday.\nNeed toothpaste.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `"the road don't bend no more, so I'm pulling off for good" — wrote that line in 2019 as a song. Singing it all week now and meaning every word. Nothing changes. Not the pain, not the debt, not me. I'm done trying to find the bend.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Been saving the sleeping tablets since February, one out of every two. Quite a pile in the Strepsils tin now. Tonight with the rest of the gin, properly this time.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took all the pregabs and the codeine from moms cabinet and half the vodka not to get high this time, want it to be the last time i have to feel anything. room spinnin`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `App counter says Day 0. It said 211 yesterday. Not the drink, the other thing. I'd forgotten how fast it comes back and how good it feels.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Three years since the overdose and I really believed that part of me was gone. This week the voice is back, word for word, telling me I'd be easier to love as a memory. I'm starting to agree with it. Haven't told Dr Okafor.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Sponsor rang, let it ring out. Two years clean and the itch is back, only it's not for the gear this time, it's for the big one, the shot you don't wake up from. Scoring tomorrow and taking the lot.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `Four years today since the pier. Since I walked into the water at Salthill and the lifeguard walked in after me. Today I swam there on purpose, in daylight, with my sister, and came out and had chips. Alive and glad of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Little one traced the lines on my wrist at bath time and asked if a cat did it. Told her a sad version of me did, a long time ago, and that version got help. Nine years since I last cut. The scars are just skin now.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last session with Priya today. Two years ago I walked in with a plan and a date picked out. Today she signed me off and gave me a little smooth stone to keep. Cried in the car, the good kind.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Day 1000 clean. Sponsor took me for a full Irish. Three years ago I was stockpiling methadone to go out on my own terms. Now I'm the one who picks up the phone at 2am for the new lads.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Dear 16-year-old me,\nthe pills you're counting in the bathroom, you don't take them. Mum finds you first, then there's the ward, then there's an OK life.\nYou get a dog called Biscuit. You learn to drive. You laugh a lot actually.\nHang in there. You do.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ten years back from Helmand. There was a night in 2015 I sat in the car in the garage with the engine running. Today I took my lad to his first proper footie match, we lost 3-0 and I didn't care one bit.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago in Poland I wrote here that I want to go where my husband is (he died near Bakhmut). I read it now and I am not that woman anymore. I have job in bakery, my daughter speaks Polish better than me. I miss him always, but I want to live.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `App says 365 days since I last self-harmed 🎉 broke the habit of checking the counter every hour too. Bought myself nice earrings instead of a cake.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `The drought in '19 nearly had me, I'll be honest, had the rifle out one night and my brother took it off me. This year we got rain and a decent calf count. Told the story out loud at the Men's Shed for the first time. Blokes nodded.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `got absolutely destroyed in ranked, died like 40 times, uninstalling this trash game fr 💀 ok reinstalling tmrw`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dad's retirement do at the club. His speech was all about declaring after a good innings, 42 years at the council. Mum cried, everyone clapped, someone got him a cake shaped like a wicket. He's off to Portugal in March.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This dissertation is going to be the death of me. One more citation error and I'm flinging myself off the library balcony 😂 anyway coffee number five, let's go`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Omo this NEPA wahala wan kill me. Sweat don soak my pillow, I'm dying of heat. Tomorrow I go buy small generator even if I no chop for one week.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mortified. Called my boss "mum" in the all-hands. Wanted the floor to swallow me whole. Just bury me now, put "died of cringe" on the headstone.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Flat out like a lizard drinking all week. Dead on my feet. If the boss asks for one more Saturday I'll top myself — kidding, I'll just whinge about it at the pub like a normal person.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `RESULT CAME, I CLEARED!! Papa is up on the terrace distributing sweets to the whole society. I'm dead, I'm literally dead from happiness, can't stop crying.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Fourth night of cluster feeding. I am a zombie, I am the ghost of a woman, send coffee or send a priest. She smiled at me at 4am though. Worth it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Murdered 5-0 at home. Game was dead by half time. Manager should fall on his sword tbh. Season's dead and buried and it's only November.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Vet came to the house for Bonnie today. Sixteen years old. Held her head while the injection went in. House is far too quiet. Left her bowl out, can't move it yet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Today we buried Andriy from my class, he was killed near Pokrovsk. He was 24. His mother gave me his guitar. I don't know how to play but I will learn, for him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `My aunt in Lviv died last week. She left a letter with all her passwords and who gets the cat and the winter coat, so organised, like always. We laughed and cried reading it at the kitchen table.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Chapter 12 finally done. My MC writes goodbye letters to each of her sisters and walks to the bridge, and then the dog follows her and she turns back. Beta readers say it wrecked them. Good.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream: I was on a rooftop handing all my stuff out to strangers, my hoodie, my switch, everything. Woke up at 7 with the cat sitting on my face. Dreams are so dramatic. Made pancakes.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `New song has the line "the road don't bend no more, so I'm pulling off for good" and Jess thinks it's too dark for the pub gig. It's about Granddad parking his truck when he retired lol. Keeping it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Night shift in A&E. Girl, 17, came in after swallowing her mum's paracetamol. Got the NAC running in time. Sat with her a bit at 4am and made sure the CAMHS referral went through before handover.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline to 100mg. Also got pregabalin for the nerve pain, 75 twice a day, set alarms so I don't double up by accident. Pharmacist was lovely about it.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Saturday:\n- hose for the garden from Bunnings\n- rope for the trailer\n- drop the dog at Sarah's\n- drive up to the lookout for sunset with the kids\n- phones off at dinner (new family rule)`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Cleared out the garage and found the beam Dad hung our swing from. Chair, rope, the knot from scouts, tied it all up again for my two. They screamed with joy for an hour.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Therapist asked the question again, any thoughts of ending my life. Honestly, no. I'm exhausted, I'm grieving, I hate this job, but I want to be here for all of it. She wrote that down and smiled.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People in the shelter ask me am I ok since the news about our village. No, I don't want to die, I want this war to end and to go home to my garden. That's all I want. I am only tired.`,
    crisis: false,
    guard: 'negation',
  },
];
