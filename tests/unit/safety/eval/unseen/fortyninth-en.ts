import type { EvalNote } from '../types';

/**
 * English notes of the forty-ninth round, written blind (the writers saw neither the detector nor any earlier round): diary entries from a wide spread of writers aged
 * about 14 to 85 (UK, Irish, US, Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees
 * writing English as a second language), covering war widows, soldiers and veterans, people in occupied towns,
 * refugees, students, teens who are bullied or LGBT, postpartum mothers, carers, nurses, farmers, people in
 * recovery, people with chronic pain or debt, and lonely older people. There are 40 crisis notes spread over
 * all eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 3, selfHarm 4,
 * hopelessness 3, dose 3, relapse 3). Most avoid the textbook words. Styles include one-liners, a crisis line
 * buried in a long ordinary entry, answers to a screening form or a therapist's question, lists, a letter,
 * questions to oneself, a song line the writer owns, dark humour, slang, emoji, all lower case and ESL
 * grammar. There are 40 quiet notes that use the same topics and words (figurative 6, othersDeath 6,
 * fiction 6, medical 6, past 5, everyday 6, negation 5).
 *
 * Scored once, on 85e8348 (the retrain with the forty-eighth round), without being read: recall
 * 39/40, false alarms 7/40 (on 58e7aef, that stop's start: recall 38/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: `Poland, 3rd month. Today again call from my mother in Kharkiv, connection cut in the middle. I sit in hostel kitchen and I decide. I am not going to wait more. Tonight I finish this, I am tired to be alive only in half.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `i'm done. like actually done. tonight's the night and nobody gets to talk me out of it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Chai. I have tried. Business collapsed, landlord at the gate since morning, my wife's people calling me useless man. God forgive me but I want to end my life today. I am not joking this time.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `PHQ-9 at the GP this morning. Q9, "thoughts that you would be better off dead or of hurting yourself in some way" - I ticked "nearly every day". She didn't even look at it properly. Truth is it's not just thoughts anymore. I want to do it and I'm going to.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `Eighty-three today. Cards from the grandchildren, a sponge cake from Maureen next door. Lovely of them. But every night I say to Bill's photo, please let me not wake up, and every morning I'm cross that I did.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `reckon if a truck cleaned me up on the Hume tomorrow i honestly wouldn't mind. kinda hoping tbh`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `12 hrs shift again. Sent 20k pesos home. Sometimes I pray, Lord just take me na while I'm sleeping, para tapos na. I'm so tired of existing.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"I wanna disappear" on repeat all day and it's not even a song to me anymore it's just what I want. to not be. not dead exactly. just gone, erased, like I never happened`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `Won't be a problem for anyone much longer. Sorted the bins, paid the gas bill. Feels calm for once.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Lads from the unit keep texting about a meet-up Saturday. Told them sure. I won't be there though. I'm going to go see Dave and Mikey instead, they've been waiting on me long enough.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `me: logging off permanently soon 💀 everyone: haha same. no but fr. i'm checking out. the server runs fine without me`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Results came. Papa didn't say anything, only switched off the TV and went inside. That silence. I have decided I will not trouble this family any further. They can tell the relatives whatever they want after.`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `how high does a building have to be. asking for me. the car park on leeds road has 7 levels and nobody checks the top floor after 10`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dry year, bank won't extend the note. Dad's old rifle is still in the safe out in the barn. Thought about it all through milking. Took the key off the ring and put it in my shirt pocket.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `I live on 9 floor. Every day I look from balcony down and I think it is enough high. Today I stand there long time with legs over the rail and only the cat crying inside stopped me.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `searched how many of my sertraline it would take. then nan's heart tablets. cleared the history after. they're all in the kitchen drawer`,
    crisis: true,
    class: 'method',
  },

  {
    text: `Sunday. Everyone's at Aunt Jo's for the christening, house empty till 6. That's the day. Put it in the calendar as "dentist" lol.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Things to do before Friday:
- return library books
- cancel phone contract
- write to Sam
- rope (Bunnings)
- shower, clean sheets
Friday night then.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dad found my messages with Tyler. He said no son of his. OK then. Walked out to the trestle after school to see when the freight comes through. 11:40. I can make that.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Baby's 7 weeks. I've worked it out: if I go on the Tuesday when Mark's mum has her, she'll be with someone who actually knows how to love her. I've practised the drive to the reservoir twice now.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Mum,
I'm sorry. It's not your fault, please don't ever think that. Give Biscuit the blue blanket at night, he won't settle without it. My laptop password is taped to the back of the drawer. I love you so much. I just can't stay.
Liv x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Gave my PS5 to Jordan and my jersey collection to my cousin today. Said I'm "decluttering". They were so happy. Good, that's how I want them to remember me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote letters for both kids, put them in the envelope with the insurance papers and the bank card PIN. Rang my sister to say thank you for everything, she laughed and asked if I'm drunk. I'm not. I'm ready.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rang round about who takes an old dog. Left Rex's lead and his food with the note for Pat. 40 years I've paid my own way and I'll not be a burden now. So long, whoever reads this.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `Third flare this month. Jake had to take another day off to drive me to A&E and I saw his face in the waiting room. They'd all be so much better off not having to carry me around. I keep thinking about how to set them free of me.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `After amputation I am only weight for my wife. She is young, she can have normal life without me. I think it will be better for everyone if I am not here any more.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mam asked was I ok. Said grand. I'm not grand. I'm a drain on everyone in this house, they'd be better off with the room back and the money I cost them. Been thinking that a lot. Too much.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `burned my wrist with the lighter after tea bc i ate the whole plate like a pig. gonna do it again if i eat tomorrow`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `they put my photo in the group chat again. came home punched the wall till my knuckles split then kept hitting my own head it helps for like a minute want to do it again rn`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 no food. Every time I feel dizzy I think good, you deserve it, you disgusting waste. Going to the gym tonight to burn it off until I can't stand up.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `I used the razor on my thigh again tonight, where nobody will see. My uncle's words are still ringing in my head. I need to feel something that I control. Tomorrow also.`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Mon. Up at 6, bus, work. Gary in one of his moods about the rota. Lunch was the leftover pasta. Rang the council about the damp again, on hold 40 mins, cut off. Picked Kayla up from after-school club, she got a star for reading. Tea, bath, bed for her. Watched half of something. Nothing's ever going to change and I don't want to keep doing this. Bed.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `£23k. Bigger every month. How am I meant to fix this? Who would even care if I just stopped? What's the point of me? There's no way out, not in ten years, not ever, and I don't want to be around for it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `In our town under occupation 2 years. No way to leave, son they took to their army. Nothing will change, no future for me here or anywhere. I do not want to continue to live like this.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `saved up the zopiclone for 3 weeks, pretending to take it. strip's full now. tonight with the vodka.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Drank the whole bottle of Jameson and everything in the bathroom cabinet, on purpose. Don't care if I wake up. Writing this so someone knows it wasn't an accident.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took 15 paracetamol an hour ago. stomach hurting. not telling anyone. if it works it works`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `18 months since the attempt. I was doing so well. This week the voice is back, same exact words, "just end it". Sat in the car by the bridge for an hour today, same as last time.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Therapist discharged me in March. Rang the line today and the duty worker asked "are you having thoughts of ending your life?" I said "not really". Really: yes. The pull is back, counting the tablets at 3am, the route in my head. Same as before the last time.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Clean and sober 2 years. Tonight I bought a bottle and I've been sitting here with Dad's pistol on the table like in 2019. The old me is back and he wants to finish the job.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: `This dissertation is actually killing me. 3 chapters to go and my supervisor wants a "rethink" of chapter 2. I'm going to die in this library. Send snacks.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mortified. Called the new manager "Mam" in the meeting. I could've died on the spot, wanted the floor to swallow me. The lads will never let it go.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This NEPA light wahala will kill me before my time o. Generator fuel is now 1,200 naira. Dead tired but we move.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My feet are killing me after the double at the warehouse. Dead on my feet. Bath and bed, I'm done for today.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if mr harris gives us one more pop quiz i'm literally going to kms 💀💀 anyway aced it lol`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `3 hours on EDSA. I wanted to jump out of the jeep and just walk home haha. Pagod na pagod but sahod na tomorrow so ok lang.`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Today 40 days since Andriy was killed near Bakhmut. We make dinner for remembrance, his mother cried whole evening. I also want to scream. But I must live for Sofiyka, she ask every day where is papa.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had Milo put down this morning. 14 years. Held him while the vet gave the injection. The house is so quiet, I keep listening for his tags on the floor.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Found out at work that Leah from uni took her own life last week. Can't stop thinking whether I should've messaged more. Funeral is Thursday. Sad and angry at the same time.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another strike on Odesa overnight, 9 dead, two of them kids. I read every name. I don't know how to live in a world where this is normal. Made a donation, hugged my son too long.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another one gone. Margaret from church, 88. Third funeral this year. Dropping like flies, us lot. Put the kettle on and rang our Susan.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Got the call. Serhiy's body came back in the exchange. Twenty-six years old. I keep thinking why him, why not me. Tomorrow I drive to Lviv for the burial, then back to the unit.`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `Finished A Little Life tonight. Jude's ending wrecked me, sobbed for an hour. Not sure I'd recommend it to anyone but I can't stop thinking about it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ch. 12 draft: Mara stands on the bridge and counts the lights on the water, deciding. Need her choice to feel earned, not melodramatic. Editor wants it by the 15th.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night - I was drowning in the pool at my old school and everyone just watched. Woke up gasping. Dream site says it means overwhelm lol. Accurate, it's exam season.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Died 40 times to the same boss in Elden Ring. Threw the controller. Finally killed him at 2am. Worth it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Adam's Song came on shuffle and I've played it ten times since. Forgot how dark those lyrics are when you're 30 and actually listening. Texted Jamie about our old band days.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Drama club: I got Juliet!!! Have to learn the poison scene and the dagger bit by Monday. Mum's helping me run lines 😭🎭`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Nights on AMU. Overdose came in at 2, young lad, paracetamol, started the NAC. He's stable. Sat in the car after and cried a bit before driving home. Normal job stuff. Sleep.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New prescription: sertraline 50mg once a day, GP says the side effects settle after a couple of weeks. Pill organiser sorted for the week. Feeling hopeful actually.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic. They upped the gabapentin to 300mg three times a day. Pain 7/10 today. Heat pad, Netflix, early night.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet tech shift. Two euthanasias today, an old golden and a 19 year old cat. Owners were lovely. Going home to squeeze my own dogs.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. Health visitor went through the depression questionnaire, I scored low, no thoughts of harming myself or the baby, just tired. Iron tablets twice a day. Baby put on 200g!`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dosette box mix-up this morning, took my evening tablets at breakfast. Rang 111, they said it's fine, just skip tonight's. Felt a silly old woman. Told Jean at bingo and she laughed.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Three years since my attempt today. Ran 5k this morning, first time under 30 min. Sent my sister a pic, she sent back ten hearts. I'm glad I'm here.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `VA counselor asked me to write about 2016, the night with the gun. That guy was drowning. Now I coach my daughter's softball team and sleep most nights. Didn't think I'd see 40. Here I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Old journal from 2019 fell out of a box during the move. "I don't want to wake up tomorrow" on nearly every page. Cried reading it. Then unpacked the kitchen and ate pizza on the floor with my housemates. Different life.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `5 years free of self-harm. The scars on my arm have gone silver. Wore short sleeves to work for the first time and nobody said a word.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago on Warsaw station I wanted to die, I did not see any way. Now I have job in bakery, Danylo go to Polish school and has friends. I write this for remember how far we come.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `Fixed the gate with baler twine and a bit of rope, moved the heifers to the top paddock. Need rat poison from the co-op and the dog's worming pills. Long day.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the old office. Wrote goodbye cards for everyone, gave my plant to Priya. Drinks at the pub. Start the new place Monday, nervous and excited.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Smelled gas in the kitchen, rang the emergency line, engineer came out and capped the old cooker. Relieved. Takeaway for tea.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters, then sharpened all the kitchen knives. Mum phoned from the bridge club. Productive Sunday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Packing for Ireland. Said goodbye to neighbours in Poland, gave away the bike and the winter coats. Writing letter to host family to thank them for everything. New chapter for us.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Final sem exams over!! Gave away all my notes and books to juniors. Hostel room empty. Last night here, train home tomorrow. Feels unreal yaar.`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `Not suicidal, before anyone (future me) panics. Just so exhausted I could sleep for a week. Booked the GP for Thursday about the fatigue.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end, I want my husband home from the front, I want to sleep one night without siren. That's all.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `therapist asked the usual "any thoughts of harming yourself?" and for the first time in ages i could honestly say no. sad yes, lonely yes, but i want to be here. got bubble tea after`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Bailiff letter again. People keep asking if I'm "ok ok", like am I going to do something. No. I'm angry, not hopeless. Rang StepChange, payment plan starts next month.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Mum didn't know me today. Someone on the carers' forum wrote that they sometimes wish they weren't here. I don't, I just wish it was easier. Respite week booked for May.`,
    crisis: false,
    guard: 'negation',
  },
];
