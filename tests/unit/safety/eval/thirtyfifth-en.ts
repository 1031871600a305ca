import type { EvalNote } from './types';

/**
 * English notes of the thirty-fifth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers range from a 14-year-old bullied schoolkid
 * and an LGBT teen to an 83-year-old widow, and include Ukrainian refugees writing English as a second language
 * (Poland, Ireland), a veteran who lost a leg, a soldier at a checkpoint, a woman in an occupied town, a drought-hit
 * Australian farmer, a Filipino OFW in Dubai, a Nigerian trader in debt, an Indian student waiting for results,
 * postpartum mothers, chronic-pain patients, carers, nurses, a vet tech and people in recovery. There are 40 crisis
 * notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm,
 * hopelessness, dose, relapse) and 40 quiet notes over all seven guards (figurative, othersDeath, fiction, medical,
 * past, everyday, negation) on the same topics. Styles: one-liners and 8–12 line entries, a crisis hidden in one
 * sentence of a long ordinary day, answers to a question, a screening form answered honestly, a letter, lists,
 * questions to oneself, a quoted song line, dark humour, lower case with no punctuation, slang, typos, emoji, and
 * UK, US, Irish, Australian, Indian, Nigerian and Filipino English.
 *
 * First run, on 2a8424c, before any change made for it: recall 39/40, false alarms 3/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: `i want to kill myself. there i said it. not to anyone real, just to this stupid app. but i mean it today more than i ever have`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today I have decided. I cannot continue this life again, the shop is gone, the loan people are calling my wife. I will end it myself before they come on Friday. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `7 month in Poland. Husband on front not answer since March. Today I understand clearly I want to stop my life and I will do it. I only wait that daughter is sleeping.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Therapist said write down one goal for this week. Goal: not be alive by Sunday. Ha ha. Not joking though, that's the bit I didn't tell her.`,
    crisis: true,
    class: 'intent',
  },

  // passive
  {
    text: `mum asked if im ok. i said yes. im not. every night i hope i just dont wake up and then every morning i do`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Eighty-three today. Cards from the grandchildren, Maureen popped round with a sponge. Very kind. But I pray every night now that the Lord takes me in my sleep. I'm tired of being here and I don't want another birthday.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `if a bus hit me on the way to work i genuinely think i'd feel relief. been thinking it every single morning this week 🙃`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3 yrs here in Dubai no vacation. They only call from home when they need money na. Sometimes I just want to disappear, like not exist anymore, so nobody needs anything from me. Tonight it's really strong.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `GP gave me the form again. Question 9, "thoughts that you would be better off dead". Ticked "nearly every day". First time I've been honest on that thing. It's true, every day.`,
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: `Don't think I'll be a problem for anyone much longer. Cleaned the flat top to bottom today.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Physio again. The stump is healing, they say.
The prosthetic rubs and the new one won't come till autumn.
Olena says I'm not the man she married. She's right.
Don't sleep. When I do it's the treeline outside Bakhmut again.
Vova, Sashko, the medic whose name I never learned.
I was the one who got carried out.
I've been thinking I'll be going to see the lads soon.
The ones who didn't come back.
It feels less like a thought now and more like an appointment.
Didn't say any of this at the veterans' group.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `checking out early this term lol. not the school kind`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Papa keeps saying results will come next week, don't worry beta. By the time they come I won't be here to see them. Better this way, nobody will have to face the relatives about my marks.`,
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: `went up to the top floor of the car park after my shift and stood at the edge a long time. kept thinking how easy. came home. might go back tomorrow and not come home.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dad's shotgun is still in the cabinet in the garage. The key's on the hook by the door. It's all I've thought about since the divorce papers came.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Drought year three. Bank letter came today. Went out to the shed and looked at the rope on the beam longer than a man should. Knew exactly what I was thinking. Didn't tell Jen.`,
    crisis: true,
    class: 'method',
  },

  // plan
  {
    text: `saturday:
- do the laundry so mum doesnt have to
- delete search history
- write to kayla
- walk to the bridge after dark`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Picked the date. The 14th, when I have the night post at the checkpoint alone. Nobody will be there to stop me.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Did a dry run last night. Went through all of it except the last step. Next time I won't stop halfway. Thursday, when the house is empty.`,
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: `Dear Mia,
when you read this please don't be angry with me.
You were the best sister anyone could have.
Take Biscuit, he loves you most anyway, and he likes the blue ball not the red one.
My savings card is in the top drawer, pin is your birthday.
Tell Mum it wasn't her fault. It wasn't anyone's.
I'm sorry I couldn't stay.
Love you forever,
Ellie`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to josh and my hoodies to em today. they asked why and i said decluttering lol. wrote all my passwords on a post it in my desk drawer for mum so she can get into everything after`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Arranged with Mrs Kowalska that she will take the cat. Paid rent to end of the month. Left a note on the table for Oksana. Everything is in order now. I am calm for first time since Mykola.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Tuesday. Rained again. Nearly missed the 8:10 bus. Meeting with Dave about the Q3 numbers ran over by an hour, as usual. Lunch was a sad meal deal at my desk. Called the dentist, they moved me to the 19th. Stopped at Lidl for milk and the good bread. Texted everyone I love goodbye tonight and switched my phone off. Need to remember to put the bins out.`,
    crisis: true,
    class: 'farewell',
  },

  // burden
  {
    text: `Eleven years of this pain.
Tom does everything now. Washes me, cooks, lifts me onto the toilet.
He's 68 and his back is going.
He hasn't seen his brother in Cork in four years because of me.
The new drugs do nothing but make me sick.
Tonight he fell asleep in the chair holding my hand and I just looked at him.
He deserves his life back.
The only way he gets it is if I'm gone.
I think more and more about giving him that.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `baby screams with me and stops the second jamie picks her up. she'd be fine without me. they both would. honestly theyd be better off. im just the broken part of this family`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `For this family who take us in Dublin I am only expense. For my son I am only sadness and crying. Maybe better for everybody if I am not more. I think about it all day today.`,
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  {
    text: `cut again tonight. deeper than usual. its the only thing that shuts my head up and i want to do it again already`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `dad found out about me and sam. called me disgusting in front of everyone. burned my arm with the lighter after so id feel something other than that word. want to do it again rn`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Haven't eaten since Sunday. Don't deserve to. Every time the hunger comes I punch my thighs until it stops. Bruises everywhere. Doing it tonight too.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `they wrote it on my locker again. went in the toilets after and hit my head on the wall till it bled. idk why it helps. its been every day this week`,
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  {
    text: `Debt: £23,400. Income since March: nothing. Options: none. I keep doing the maths and it never ends with me still in it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under them. They closed the road out again, no exit for us. Nothing will change, not for our street, not for me. I don't want to keep waking up into this.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `had "Hurt" on repeat all night. "everyone I know goes away in the end". thats it thats my life. its not going to get better and i dont want to be around for the part where it doesnt`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What is the point? Who am I doing this for? Why keep getting up when it's the same grey every day and it'll be the same grey in ten years? I tried to think of one reason to keep going tonight. Couldn't find one. Not one.`,
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: `been saving my tablets for three weeks instead of taking them. the box is in my sock drawer. nearly enough now.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took all the sleeping pills that were left and most of the vodka. writing this so someone knows. feel floaty. dont care`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Had the whole bottle of Jameson and the tablets on top of it on purpose. Don't care if I wake up. Hoping I don't, if I'm honest. Sorry Mam.`,
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: `Two years since the hospital. I really thought it was gone. This week the voice is back, the one that says just end it. Same words as before. I'm scared because I know where it goes.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 412 clean. Wasn't going to write tonight. The thoughts are back, not the using ones, the other ones. The ones from before my attempt. Same pull. Meant to call my sponsor, haven't.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `relapsed. cut for the first time in 18 months 😞 and the old wanting to die came right back with it like it never left`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: `this dissertation is actually killing me. 3am, fourth coffee, and Harvard referencing is a crime against humanity 💀`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after a 13-hour shift on the ward. Could sleep for a week. Cheese toastie and bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I could have died of shame when my card got declined at Tesco with the whole queue watching. Wanted the floor to swallow me. Payday Friday, thank God.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This NEPA light wahala will kill me one day o. Fuel for the gen is now 1,200 naira per litre. I am tired of this country sha, but we move.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if mr henderson makes us do the beep test again i will literally die. kms 😭😭 anyway pizza at liv's tonight`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Footy was a bloodbath. We got slaughtered by 90 points, I'm dead, the whole team's dead. Burying my head in the couch with a Bundy till Monday.`,
    crisis: false,
    guard: 'figurative',
  },

  // othersDeath
  {
    text: `Today we have funeral for Andriy, my classmate. He was killed near Pokrovsk. Only 24 years. His mother could not stand, we hold her. I cannot believe he is not more.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Bella put to sleep this morning. Fourteen years. I held her paw while the vet did it. The house is so quiet. Left her lead on the hook, can't move it yet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Six months since Frank died.
Went to the grave with fresh chrysanthemums, the yellow ones he liked.
Told him about the grandkids and that the boiler finally got fixed.
The bed still feels enormous.
I set two cups out this morning without thinking.
Laughed, then cried, then laughed again.
Sandra from church is taking me to the garden centre Thursday.
I'm managing. Mostly. He'd want me to.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Read about the boat that sank off Lampedusa, 60 dead, children too. Couldn't finish my breakfast. What kind of world lets this keep happening.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `My cousin took his own life last week. He was 19. Auntie keeps asking what she missed. I keep rereading his last messages to me. I'm so angry and so sad. Going with her to the grief counsellor tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Nani passed at 4am. We all said our goodbyes in the ICU, she squeezed my hand at the end. Flight to Lucknow tomorrow for the cremation.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: `Finished A Little Life. Jude. I can't. Sobbed through the last hundred pages. Why would anyone write this to us`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 draft: Mara stands on the bridge and decides tonight is the night. Need to make her farewell letter to her brother less melodramatic before writing group on Thursday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `FINALLY beat the last boss in Elden Ring. died like 200 times. my guy has jumped off more cliffs than i can count lol`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was at my own funeral and everyone turned up in pyjamas. Woke up laughing. Priya says I'm watching too much Netflix.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Band practice. New song is called "Last Night on Earth", Kev wrote the words about the rope swing at the quarry when we were kids. Chorus still needs work.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Romeo and Juliet rehearsal, I'm Juliet!! Did the dagger scene six times, Ms Okafor wants me to "die more convincingly". Bruised my elbow on the tomb lol`,
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: `Started sertraline 50mg today. GP said side effects might be rough for the first two weeks. Alarm set for 8am every day.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Two overdoses on my shift tonight, one a 16 y.o. girl. She's stable on the ward now. Sat in the car after and cried for ten minutes, then drove home. Need to book my supervision session.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Six-week check. Midwife did the depression questionnaire, I scored low, she said I'm doing brilliantly. Stitches healed. Baby's put on 900g!`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New pain clinic. They're upping the gabapentin slowly and adding hydrotherapy. Consultant was actually kind. Pain 6/10 today, which for me is a good day.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Three euthanasias at the clinic today. The old lab's owner asked me if it hurts. It doesn't. I told her he'd just go to sleep. Hugged my own dog for ages when I got home.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Hypo at 3am, dropped to 2.8. Took the glucose tabs, Mark made toast. Endo appointment Monday to adjust the insulin.`,
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: `Three years today since my attempt. Ran 5k this morning in the rain and it felt like saying thank you to the me who stayed.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last year around this time I was sitting in my truck outside the VA with my service weapon in my lap. Today I took my daughter to her first swim lesson. Thursday group works. Still here and glad of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore short sleeves to work for the first time. The scars are white now, five years old. Nobody said a word. Felt free.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago in Warsaw I was standing on the bridge and thinking to jump. Now I have work in bakery, my son go to school, my English is better. I write this so I remember how far I come.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Six months sober today. Used to drink till I blacked out hoping I wouldn't wake up. Now I wake at 6 and make porridge. Boring. I love boring.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `found my old diary from year 9. page after page of "i want to die". wanted to hug that kid. it did get better, she didnt believe it would but it did`,
    crisis: false,
    guard: 'past',
  },

  // everyday
  {
    text: `Bought rope for the kids' tyre swing, worming pills for the dog, and finally cleared the gutter on the roof. Productive Saturday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office. Goodbye cake, a card everyone signed, Jan cried. Handed in my resignation letter two weeks ago but giving back my badge today felt surreal.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas man came to check the boiler. Then walked over the bridge to the market and bought a new bread knife. Small life, nice life.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Got the hay in before the rain. Tied the gate with baling twine again, need a proper latch. Three heifers calved this week, all alive and sucking.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Giving away my old clothes and books before the move to Toronto. Said goodbye to the neighbours today and wrote letters to all my students. New chapter!!`,
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: `I'm not suicidal, I'm just so bloody exhausted. Two under three and a husband on nights. I need sleep, not a helpline.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I do not want to die. I want this war to end. I want my husband home from Zaporizhzhia front. This is different thing and people do not understand.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I've had any thoughts of hurting myself. Honest answer: no. Sad, yes. Very angry at my ex, yes. But no.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `everyone keeps asking if im ok since the breakup. im not gonna do anything stupid lol. just ice cream and gilmore girls for a week`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Mum didn't know me today. Called me by her sister's name. I'm heartbroken but I'm not going anywhere, not giving up on her and not on myself either.`,
    crisis: false,
    guard: 'negation',
  },
];
