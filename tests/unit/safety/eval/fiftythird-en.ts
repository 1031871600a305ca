import type { EvalNote } from './types';

/**
 * English notes of the fiftythird round, written blind: diary entries from a wide spread of writers aged
 * 14 to 85 (British, Irish, American, Australian, Indian, Nigerian and Filipino English, plus Ukrainian
 * refugees writing English as a second language): teens bullied or coming out, students in debt, postpartum
 * mothers, carers, nurses, farmers in drought, veterans with injuries, widows, migrant workers, people in
 * recovery, people with chronic pain, lonely elderly people. 40 crisis notes cover intent, passive, euphemism,
 * method, plan, farewell, burden, selfHarm, hopelessness, dose and relapse, mostly without textbook words.
 * 40 quiet notes are hard cases: figurative, othersDeath, fiction, medical, past, everyday and negation,
 * on the same topics. Styles include one-liners and 8 to 12 line entries, a crisis hidden in one sentence of
 * an ordinary day, answers to a mother's, a therapist's or a screening form's question, a to-do list, a
 * letter, questions to oneself, an owned song line, real dark humour, lower case, slang, typos and emoji.
 *
 * First run, on 24f7e25 (after the 52nd round's changes and retrain), before any change made for
 * it: recall 39/40, false alarms 5/40 (on 31a4231, the stop's start: recall 39/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `"so tired of being here" came on in the bus and i just nodded like yeah. same. dad found the messages w Leo and said if im gay im not his son. fine. then i wont be anyones son. doing it tonight after they go to bed, im not scared anymore`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `I am in Poland 7 month. Today again the office say no for the apartment and the lady was shouting at me like I am dog. I not want live more. I decide it today, I will finish with my life, I am sure now. Only I want my mother in Kharkiv never know how.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Therapist asked on a scale of 1 to 10 how strong the urge to end things is this week. I said 4. It's a 9. I've made my mind up and I didn't want her ringing anyone before I get the chance.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Another long evening of it. Said my rosary and asked Him, as I do every night now, not to let me wake in the morning. Seventy-nine years is plenty. The house is far too quiet since Seamus and I've nothing left to get up for.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Third year no rain. Sold the last of the breeders at Dubbo today for next to nothing. Driving home I caught myself hoping a roo would come through the windscreen and finish it. Wouldn't have swerved. Still wish one had.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `PHQ-9 at the GP this morning. Q9: thoughts that you would be better off dead. Ticked "nearly every day". First time I've been honest on one of those. She gave me a leaflet and a 6 week waiting list. Truth is I just want to stop existing, quietly, no fuss.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `hay. 14 hrs again, madam shouted bc the rice is too soft. send money, send money, everyone at home only msg for that. sometimes i wish i will just disappear, like erased, no body no nothing. sana hindi na ako magising. sorry Lord 🙏`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Helmand anniversary. Raised a pint to Jonno and Smudge down the Legion. Won't be long now lads, save us a seat. I'm fed up waiting my turn.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `JEE result came. Papa has not spoken one word to me since morning, Mummy is only crying. I think it is time I check out of this whole thing, log out permanently. Then everybody can have fresh start without the shame.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `gg. rage quitting life fr this time. no respawn 💀`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. Told her not to worry about my half of the rent after this month. I won't be anyone's problem much longer.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `how many paracetamol is enough. googled it at 3am then cleared the history. still have the number in my head. still have the boxes in my bag`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Walked across the Tyne Bridge twice today. Stood at the middle bit longer than I should have, looking down. Checked the height on my phone on the way home. It's high enough. Keep thinking about going back when it's dark.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dads shotgun is in the cabinet in the mudroom and I know where he hides the key. Ive thought about it every day since Kayla left. At least it would be fast and I wouldnt chicken out`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Near the hostel are trains, every 20 minutes. I go there today and stand on the platform edge and think how easy, only one step. My husband is in captivity 14 month and nobody tell me nothing. Tomorrow I go there again and maybe I will not come back.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `before friday:
- cancel the gym
- finish the letter to Em
- drop Biscuit at Sarah's (food, lead, blanket)
- bank card + PIN in the envelope
- buy the charcoal
- tape
- fill the car up
friday night, the lay-by past the reservoir. then it's quiet.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Picked the date. The 14th. It's his birthday so he'll never be able to forget it. Hotel's booked under my maiden name, nobody knows.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Baby is 6 weeks. I have worked it out. When J takes her to his mum's on Sunday I will have four hours on my own in the flat. That is enough time. She'll be better off with him and his mum anyway, they actually know what they're doing.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Practice run tonight. Went up to the top level of the multi-storey at 2am, climbed over the barrier and sat on the ledge for an hour. Security never came. Next time I won't climb back over.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Tom,
I'm sorry. None of this is your fault, not one bit of it, so don't you dare think that.
Please look after Mum. Make sure Pepper gets her long walk on Sundays, she likes the canal.
My laptop password is on the card in the top drawer, the photos are for you.
You were the best thing about this family.
I love you, little brother. Don't be angry at me for too long.
Lizzie x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to Marcus today, said i dont play anymore. gave Jade my hoodies, she was so happy lol. feels good sorting it all. wont need any of it where im going`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote everything down for Kemi: school pick up times, Tobi's groundnut allergy and where the EpiPen is, Dr Adeyemi's number, where the insurance papers and the land documents are kept. Put it in an envelope with her name on it and left it under the Bible. Whoever finds it first. I am tired of fighting this thing, I have fought enough.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I paid the rent for three month forward and I give the cat Murka to neighbour Halyna. I said I go on trip. I wrote to my son in Lviv: I love you, forgive me, you are good boy. Tomorrow I go to Andriy. It is one year he lie in the ground alone.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Watched my daughter crying in the car park after my appointment when she thought I wasn't looking. She gave up her job to look after me. They'd all be better off if I just went. I'm a weight round their necks and I'm ready to take it off them.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Another flare. Cancelled on Rach again, third time this month. I'm a drain on everyone, my partner, the NHS, my mates, the benefits people. Honestly the world would run smoother without me in it and I've started properly thinking about making that happen.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Tuesday.
Dropped the kids at school, Ellie forgot her PE kit again so back home and back again.
Van needs new tyres, £340, that's going on the card with everything else.
Card's maxed. The other card's maxed. Owe about £23k all in now.
Claire doesn't know the half of it.
Did the Jenkins bathroom, nice job, they tipped me a tenner.
Life insurance pays out more than I'm worth alive, I checked the policy twice today. She and the kids would be better off, that's just the maths.
Fish fingers for tea. Watched the football.
Need to ring about the boiler.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Wife has to help me in the shower now. 34 years old. She didn't sign up for this when she married me. Since the IED I'm just dead weight, and she'd be freer if I wasn't around anymore. I keep thinking I should give her that.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `cut again tonight. deeper than last time. i deserved it after what i said to mum`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Burned my wrist w the lighter in the girls toilets at break bc I got a 4 on the maths test. Its the only thing that makes my head go quiet. Want to do it again already and its only wednesday`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the wall till my knuckles split, then kept banging my head on the door. Stupid stupid stupid. I need it to hurt on the outside so I stop feeling the other thing. Hands are swollen and I still want more.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 of nothing but water and black coffee. I don't get to eat after the way I looked in Mia's photos. If I faint in PE then good, I deserve it. Punishment till I fit in the jeans.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Nothing is going to change. The war will not end, my house in Mariupol is gone, here I wash dishes with a master's degree. I am 52. I don't see one reason to keep going another year like this, and I don't want to.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `what am i even doing. whats the point of finishing the degree when there are no jobs. whats the point of 50k of debt. why am i still trying. why am i still here?? i dont want to do another year of this. i dont want to do another week`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Everyone says it gets better. It's been eleven years of it not getting better. The bullying just moved from school to work. There is no exit from this, no version where I'm ok, and I'm done waiting around to find out I was right.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Been saving my sertraline for three weeks, pretending to take it in front of him. There's 40ish in the sock drawer now. Just knowing they're there makes the nights easier. Nearly enough.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took the whole strip of the sleepers with the rest of the vodka. writing this so someone knows. feel floaty. sorry`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Drinking till I black out on purpose every night now. Two bottles of wine and a few of Gary's pills, and every time I lie down I'm hoping that's the night I don't come round. Still here this morning. Disappointed.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `Two years since the hospital. Thought I was done with all that. Tonight the thoughts came back, same voice, same pictures, the bridge again. What scares me is part of me is relieved to see them.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 187 clean. Was. Reset the counter to 0 tonight 😔 and I want to do it again right now.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Used again after 9 months. Sponsor doesn't know. And the old idea is back, the one where I put the whole bag in at once and just don't wake up. It felt like an old mate knocking on the door and I let him in.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. 3 days left, 4k words to go, I've drunk enough Red Bull to kill a horse. If my supervisor asks for one more redraft I'm jumping off the library roof lol. Pizza and Chapter 4 tonight.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Died of embarrassment at parents' evening. Mum told Mr Okafor about me wetting the bed on the school trip in Year 2!!! I wanted the ground to swallow me whole. Never showing my face in Science again 😭😭`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after the double at the hotel. Could sleep for a week. Bed is calling and I'm answering, grand so.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light again, third day. This heat wants to kill me. My oga is already digging my grave with these targets, God abeg. At least Mama sent jollof with Chidi.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Footy is killing me this season. Tigers are cooked. I'm done, I'm out, never watching again. (I'll be at the G on Saturday.)`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mummy is going to murder me when she sees the marks. I am literally a dead man walking. Maybe I will just run away to Goa and sell coconuts on the beach, nobody will find me there 😂`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today came message that Dmytro, my friend from school, is killed near Pokrovsk. He was 27. I cry all day at work in Berlin, the boss let me go home early. I light a candle by his photo. Tomorrow I will call his mother.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Bramble put to sleep this morning. Fourteen years. The vet was so gentle. I held her paw till the end. The house is so empty, I keep listening for her tags on the stairs.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `One year today since Harold passed. Went to the cemetery, trimmed round the stone, told him about the grandchildren. Some days I feel half of me went into the ground with him. But the sweet peas are up and Lily's wedding is in June, and he'd want me there in a hat.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another school shooting on the news. 19 kids. I hugged my two extra long at bedtime and Maddie asked why. I don't know how those parents get up tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Jamie's funeral today. He took his own life three weeks ago and none of us saw it coming. I keep rereading our last messages. Uni counselling fitted me in this week and it really helped to say it out loud. Going to the gym with his brother tomorrow, we promised each other.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola died at 4:12am. I was holding her hand. Last thing she said was "huwag kang umiyak, I'm going to see your Lolo now." The whole family is here, cooking, crying, laughing at her stories. Nine days of prayers start tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished the book at 2am. When Hazel walks into the sea with stones in her coat I had to put it down and just breathe. Chapter 30 broke me. Five stars, never reading it again.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `NaNoWriMo day 12. My MC writes her goodbye letter to her sister tonight and then drives to the cliffs, and I need the reader to feel every word. 2,300 words today. Proud of me.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was standing on the roof of my old secondary school about to jump, and then instead of falling I was flying over Lagos like a kite. Woke up laughing. Dreams are so random.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched a film in English class about a soldier who comes back from Afghanistan and shoots himself. Half the class was crying. We talked after about how to get help, Ms Reyes put the helpline number on the board. Heavy but good.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Dress rehearsal for Romeo and Juliet. I'm Juliet. Drank the "poison" (Ribena) and stabbed myself with the rubber dagger eight times in a row because Mr P kept changing the lighting cue. Opening night Friday!!`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Finally beat the final boss. My character sacrificed himself to save the village and the last cutscene had me actually teary. 80 hours well spent. Starting new game plus tomorrow.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Night shift in A&E. 19yo brought in after a paracetamol OD, we got the NAC running in time and her bloods are coming down. She'll be ok. Sat with her mum for ten minutes at 4am. Home, shower, bed.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline from 50 to 100mg today. Bit of nausea. Pharmacy gave me three months at once so I've put the boxes in the cupboard above the kettle. Feeling steadier than in the spring.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. Midwife asked the mood questions, any thoughts of harming yourself or the baby. Honestly no. Tired and weepy but ok, and Ben's doing nights. Iron tablets twice a day.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewe at midnight, gave her the injection and we pulled the lambs. Lost one, saved the other. Long night, cold hands, tea in the kitchen at 3.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. They're starting me on gabapentin, 300mg three times a day, building up slowly. The doctor actually listened for once. Cautiously hopeful.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Mrs Greenberg's morphine changed to 5mg every 4 hours. I write everything in the chart like the hospice nurse showed me. She held my hand and said I am her angel. Small salary but good heart in this house.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years today since my attempt. Ran 5k this morning and had a fry-up with my sister. I didn't think I'd see 25. I'm 28. Grateful.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ten years ago I had the barrel in my mouth in a motel outside El Paso. Tonight I coached my daughter's softball team to a win and she dumped the Gatorade on me. Somebody tell that guy it gets better.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore short sleeves to work for the first time. The scars are white now, old. Someone asked and I said "rough patch at 16" and that was that. I'm 31. Felt free.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last year in the basement in Kherson I thought I will not survive, I wanted to die, really. Now I am in Dublin, I have job in cafe and I go to English course. Today a customer said my coffee is the best on the street. Small happiness.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `5 years sober today. The me who drank to pass out every night hoping not to wake up feels like a stranger. Cake at the meeting, chip in my pocket, called my son.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought rope at Bunnings for the new washing line and a tarp for the ute. Kids helped peg out the sheets, Ollie got tangled up in it. Snags for tea.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the firm after 22 years. Packed up my desk, wrote a goodbye letter to the team and cried at my own speech like an idiot. Retirement starts tomorrow!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sunday jobs: Mum's pill organiser done for the week, gas bill paid, kitchen knives sharpened, gutters cleared off the roof. Adulting. Reward = a bath.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Typhoon coming. Climbed on the roof with Kuya to tie down the iron sheets, then walked over the bridge to buy candles and canned goods. Everyone is home, the kids think it's a party.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `last day of school EVER!!! signed everyone's shirts, cried in the toilets w Priya, goodbye forever year 11 🥲 prom in 3 weeks`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Finally the gas is connected in our new flat in Cork. First real borscht in two years. Children ate three plates each and the landlord's wife took some home.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `I'm not suicidal, I'm just so tired. Hannah keeps asking so I'm writing it here to be clear with myself: I want to sleep for a week, not forever. Booked Friday off.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my husband to come home from the front. This is different thing. Today he called for 2 minutes, he is alive.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `everyone acts like being trans means im gonna off myself lol. no?? im actually happy. got my new name on the school register today 🏳️‍⚧️`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Counsellor asked if I've had any thoughts of ending my life. I said no and I meant it. I'm angry and grieving the divorce, but I want to see my kids grow up. We're working on sleep.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `At 85 people seem to think you must be ready to go. I am not! I want to see the cherry tree bloom once more and beat Doris at bridge on Thursday.`,
    crisis: false,
    guard: 'negation',
  },
];
