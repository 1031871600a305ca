import type { EvalNote } from './types';

/**
 * English notes of the seventyninth round, written blind: the writers range from 14 to 85 and include UK,
 * US, Irish, Australian, Indian, Nigerian and Filipino English speakers plus Ukrainian refugees, widows,
 * veterans and returned prisoners writing English as a second language; also students, bullied and LGBT
 * teens, a postpartum mother, a farmer, a dialysis patient, carers, nurses, people in debt, in recovery and
 * in chronic pain, and lonely elderly people. 40 crisis notes spread over all eleven classes (intent 4,
 * passive 4, euphemism 4, method 4, plan 4, farewell 4, selfHarm 4, burden 3, hopelessness 3, dose 3,
 * relapse 3) and 40 quiet notes over the seven guards (figurative 6, othersDeath 6, fiction 6, medical 6,
 * everyday 6, past 5, negation 5). Styles: one-liners and 8–12 line day logs with the crisis in a single
 * sentence, answers to a parent's or therapist's question, screening forms answered honestly, lists, letters,
 * questions to oneself, an owned song line, real dark humour, all lower case, typos, slang, emoji,
 * abbreviations and second-language English.
 *
 * First run, on 0de65e4 (after the 78th round), before any change made for it: recall 40/40, false
 * alarms 2/40 (on 8332a21, the stop's start: recall 40/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ive decided. not being dramatic this time. im not doing another day of this, tonight im ending it and nobody gets a say',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Today in job centre again they tell me wait, wait. I am tired to wait. Tired to be alive in this country without my home. I want to finish my life, I decide it already, I only need the flat to be empty.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "Form at the clinic asked \"in the past two weeks have you had thoughts of ending your life\". Ticked no. Truth is I'm past thinking about it mate. I've made my mind up I'm not sticking around, just haven't picked the day.",
    crisis: true,
    class: 'intent',
  },
  {
    text: "Honest question to myself: why am I still negotiating? Why do I keep giving it one more week? I want to die. I've wanted it all month and today, for the first time, I want to actually go through with it.",
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Sunday.
Rain all day. Watched Songs of Praise.
Had a boiled egg and toast, couldn't face more.
Phone didn't ring. Susan is busy with the grandchildren, I know.
Fed the birds. The robin came back.
Eighty-four next month and I've outlived everyone I ever cared about.
Every night I ask the Lord to take me in my sleep, and every morning I'm disappointed to still be here.
I'd be glad not to wake up. I mean that.
Bed at eight.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Sometimes I just wish a danfo would knock me down on my way to lectures and end everything sharp sharp. I no fit do this again. School fees, my father shouting, everything is just heavy on my chest.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'wish i could just evaporate 🫥 like not exist. like never have existed at all. then mum n dad would get the son they actually wanted instead of me',
    crisis: true,
    class: 'passive',
  },
  {
    text: "Pain at an 8 again, 3am, can't sleep. Lying here hoping my heart just stops on its own so I don't have to face tomorrow. Is that awful? I don't even care anymore if it is.",
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: "Foreclosure letter came today. Life insurance pays out on suicide after two years and the policy turned two in March. Funny how the math works out. Maybe I'll finally be worth something to Karen and the kids.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'I will go to see my brother soon. He is in the cemetery in Bucha since 2022. I am ready to meet him, I will not wait anymore for this war to finish.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'checking out early lol. sorry not sorry, the show was rubbish anyway and i want a refund',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Day off today. Went to Statue Square with the other ates, we had pancit and took selfies.
Nanay video called, she asked if I'm okay, I said okay lang po, just busy.
Sent 8,000 for Jun-jun's tuition.
Ma'am shouted again because the shirts were not ironed the way she likes.
I am so tired. My back is always sore.
I think this is my last month. After this nobody will have to worry about me anymore.
I just have to be brave.
Prayed the rosary. Sleep now.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: "Opened the gun cabinet twice today and it wasn't for the foxes. Stood there thinking how quick it would be. Gave the key to Linda after tea and made up some story about insurance. I don't trust myself with it tonight.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'looked up how many paracetamol it would take. then how long it takes. closed the tab. opened it again. the box is in my bedside drawer and i keep checking its still there',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Stood on the terrace of our building for almost one hour today. 11th floor. Was only thinking it will be fast from here, no one will have to see me suffer. Came down only because Aunty called for dinner.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'the 7:42 doesnt slow down at our station. i know bc ive been standing closer to the yellow line every morning. today i let it pass like a foot away and felt completely calm. next time i dont think ill step back',
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Tuesday.
Work was fine, Dave brought in doughnuts for his birthday.
Got the car through its MOT, only needed a wiper blade.
Rang Mum, she's going on about the caravan again.
Picked up the dry cleaning.
Watched the highlights, Spurs bottled it as usual.
Saturday when they're all at the match is when I'll do it, I've got everything sorted in the garage.
Remember to put the bins out Thursday.
Bed.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `before thursday:
1. cancel gym
2. clean my room so mum doesnt have to
3. write something for jess
4. get the stuff from the hardware shop
5. walk up to the quarry after dark
thats it. thats the list.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: "I've worked it out. If I leave the baby with my mum on Tuesday I'll have the whole afternoon to myself. The river is ten minutes' walk. He'll be better off with her, she actually knows what she's doing. I keep rehearsing what I'll say at her door so she doesn't suspect anything.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'After the captivity nothing is same. I smile for the cameras, for the volunteers. I chose the day already, it is Friday when Natalia goes with kids to her sister in Lviv. I put everything I need in the garage. Nobody will stop me this time.',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Mia,
by the time you read this I'll be gone. Please take Biscuit, he likes the blue blanket and hates the hoover.
The passwords are on the card in my desk, the bank stuff is in the green folder.
None of this is your fault. You were the best part.
Love you forever, Em x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave my PS5 to my cousin today and my good jacket to Dami. They asked why. I said I won't need them where I'm going. Wrote my phone pin and all my passwords on a card and left it in the drawer for Mummy. Feel strangely peaceful.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Busy day.
Went to the solicitor and signed the will.
Paid the funeral plan off in full, the girl said that was very organised of me.
Asked Margaret next door if she'd have Smudge "if anything happens". She said of course, bless her.
Put the medals and Dad's watch in a shoebox with Tom's name on it.
Cancelled the paper from next week.
Wrote three letters and put them in the bureau.
Everything's tidy now. Just the one thing left to do.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: "\"so long and goodnight\" — yeah. that's it, that's the whole note. love you all. i'm sorry. look after each other",
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: "Overheard my son on the phone telling his wife he can't keep taking days off for me. He sounded so tired. They'd be so much freer without me. I've lived long enough to be nothing but a weight round their necks. Better I go and give them their lives back.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Three times a week my daughter drives me to dialysis and loses a day's pay. The petrol, the waiting room, her face. If I just stopped going, if I simply wasn't here, everyone would breathe easier. I've been thinking seriously about stopping. Stopping all of it.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'everyone at school would be happier if i wasnt there. my family too tbh. im just the problem they all have to deal with. dont worry guys soon u wont have to',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'cut again tonight. deeper than before. i deserved it after what i said to mum. gonna have to wear the hoodie tomorow even tho its hot',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Didn't eat today. Won't eat tomorrow either. I had cake at Priya's party so now I pay for it — three days minimum, water only. I deserve to feel empty and I want it to hurt.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Punched the garage wall till my knuckles split. Did it again when it stopped hurting. Only thing that shuts my head up since Helmand. Hands are wrapped now and I still want to go back out and do it again.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'ngl the lighter is in my pocket rn and i keep touching it. i want to burn my arm like i did last month. just once. just to feel something that isnt this',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: "Since they bring back Oleh in the coffin I don't see any reason. Nothing will change, every day the same grey. People say time heals. It does not. I don't want to continue like this, I don't want to continue at all.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Third year our town is under them. No road out, no university, no future. I am 19 and I already know nothing will ever change here. Mama asked why I don't go out. I said I'm tired. Really I don't want to keep living to see more of this.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "52, no job, no missus, no mates left. Nothing's getting better, it's only going one way. Can't see a single reason to keep dragging myself through it and honestly I don't want to anymore.",
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Took the whole strip of my sleeping tablets with half a bottle of wine. Just want to sleep and not come back. Writing this so someone knows what happened.',
    crisis: true,
    class: 'dose',
  },
  {
    text: `Week six of not taking my sertraline.
Every morning I press one out of the blister and drop it in the old tea tin instead.
42 in there now.
The pharmacist said "you're doing so well on these, love".
I smiled.
Saving them for when I'm ready. Not long now.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: 'drank the vodka on purpose and took my nans pills with it. room spinning. dont care if i wake up 🙃',
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: "417 days clean and the voice is back. Not the using voice, the other one. The one that told me two years ago to go to the bridge. It's louder today than it's been since rehab and I'm scared.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Three years since I tried. Thought I was done with all of that. Therapist asked today "any thoughts of harming yourself since we last met?" and I said no. Lie. They\'re back every night, and the worst part is they feel like old friends.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'broke my 200 day streak. the blade was right there in the sharpener. now i want to do it again and again, this is exactly how it started last time and i cant make it stop',
    crisis: true,
    class: 'relapse',
  },

  // ================ quiet: figurative ================
  {
    text: 'This dissertation is actually killing me. Three chapters to go and my supervisor wants a rewrite of the lit review. Could scream. Dead on my feet, going to bed.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mehn NEPA took light again and I nearly died of heat. This Lagos go kill me one day lol. Anyway I made jollof and Tunde came round, feeling better.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'I would rather die than do karaoke at the work Christmas do again. Sarah made me. I wanted the floor to swallow me whole. Still, bonuses were announced, so not all bad.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Grand day. Mam was killing herself laughing at the new priest's jokes. Went to the match after, I'm knackered now, dead to the world. Bed.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Today I make the English exam for B1. I was so nervous I think I will die right there on the chair. But I pass! Teacher say very good result. I cry from happy in the bus.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'mr harris gave us a pop quiz and i literally wanted to die 💀💀 got 14/20 tho so we move',
    crisis: false,
    guard: 'figurative',
  },

  // ================ quiet: othersDeath ================
  {
    text: `Today is 40 days since Andriy was killed near Pokrovsk.
We made the memorial dinner, his mother came, his friends from the brigade.
I am so empty. I don't know how to sleep in the bed alone.
But I must live for Sofiyka. She asked where is papa, I said he is in heaven and watching her.
She put her drawing by his photo.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'We had Max put down this morning. Fourteen years. The vet was so gentle and I held him until the very end. The house is so quiet. I keep looking for him by the door.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'a boy in year 11 took his own life at the weekend. they had an assembly. i didnt really know him but i cant stop thinking about his locker, people put flowers and notes on it. mum hugged me for ages when i got home.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Funeral for Bill today. That's the last of the lads from the regiment, I'm the only one left now. Strange feeling. Had a pint for him at the Legion and told the young barman about Korea.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Watched the news about the missile on the apartment block in Dnipro. Forty people. Children. I can't stop shaking. Called my aunt there, she is alive, thank God, only windows broken.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Nani passed away at 5 am. Whole family at the house. Mummy hasn't stopped crying. I keep making chai for everyone because I don't know what else to do with my hands.",
    crisis: false,
    guard: 'othersDeath',
  },

  // ================ quiet: fiction ================
  {
    text: "Finished A Little Life at 2am. Jude. I'm absolutely wrecked. Why did I do this to myself. Never reading it again, 10/10.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Wrote chapter 12 tonight, the one where Elena walks into the sea. Four drafts to get her goodbye letter right. I think it finally works. My editor is going to hate the ending.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream last night: I was on the roof of my old school and jumped and just floated over the city like in a video game. Woke up laughing. Need to stop eating cheese before bed.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Died 47 times to the same boss in Elden Ring. Finally beat him at midnight. My character has thrown herself off more cliffs than I can count lol. Screamed so loud the neighbour banged on the wall.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: '"Everybody Hurts" came on in the car and me and Dad both sang it really badly at the top of our lungs. Good day actually.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Tech rehearsal for Romeo and Juliet. I'm Juliet so I have to stab myself every night for two weeks 😂 the dagger is rubber and keeps bending. Director not amused.",
    crisis: false,
    guard: 'fiction',
  },

  // ================ quiet: medical ================
  {
    text: `Long shift in A&E.
Young lad came in after an overdose, we got him through.
Sat with his mum after, she just kept holding my hand.
Two chest pains, a broken hip, a drunk who called me an angel.
Home at 9, feet in a bucket, tea, toast.
These nights stay with you.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Upped my sertraline to 100mg today like the GP suggested. Bit of nausea this afternoon. Giving it six weeks. Feeling hopeful actually.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Pain clinic. New plan: paracetamol max 4 doses in 24h, gabapentin at night, pacing diary. Doc says we'll try the nerve block in spring. Writing the doses down so I don't mess them up.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Vet visit for Luna's stitches. They gave me her tablets — half a pill twice a day, wrapped in cheese or she spits it out at me.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Packed maybe 300 orders at the botika today, everybody wants their maintenance meds before the holidays. Tita Baby bought her whole three months of BP pills in one go. Pagod pero okay.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Annual check-up. Did the mood questionnaire — "thoughts that you would be better off dead?" Not at all. Sleep? Better. Blood pressure a bit high, told to cut the salt and walk more.',
    crisis: false,
    guard: 'medical',
  },

  // ================ quiet: past ================
  {
    text: 'Three years since my attempt today. Ran 5k this morning, first time under 30 minutes. Bought myself a slice of cake. Younger me would never believe it.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Found my old journal from 2019. Page after page about wanting to die. Read it on the balcony with a coffee. I want to hug that girl. It got better. It really, really did.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Ten years back I had the rope in the shed. Today I took the grandkids fishing, we caught nothing and it was the best day I've had in ages. Told my counsellor. She smiled.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'summer means short sleeves and for the first time i didnt care about the scars. theyre old. 4 years clean. went to the beach with tash and got sunburnt lol',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'In 2022 when we sit in the basement under shelling I think many times it is better to die. Now we are in Poland, Marta goes to school, I have job in the bakery. I am alive and it is good.',
    crisis: false,
    guard: 'past',
  },

  // ================ quiet: everyday ================
  {
    text: `To do:
- rope for new washing line + pegs
- worming pills for the dog
- post letter to council about the bins
- top up bridge toll
- ring Nan`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at the warehouse. Said goodbye to everyone, they got me a card and a cake. Weird leaving after six years but the new job starts Monday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Gas bill came. £240 for a month. Absolute robbery. Writing a stiff letter to the supplier tomorrow.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Walked over Tower Bridge on my lunch break then sat on the roof terrace with a meal deal. London in spring is something else.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Sharpened the knife for the lambs, fixed the top gate with baling twine, gave the old dog her pills. Rain coming tomorrow so hay's in.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Decluttering before the move. Gave away half my books and the bike to my niece. Wrote the landlord a letter about the deposit. Final week in this flat!',
    crisis: false,
    guard: 'everyday',
  },

  // ================ quiet: negation ================
  {
    text: "I'm not suicidal, just exhausted. Night feeds every two hours. I love her so much but I would sell a kidney for six hours of sleep.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Dear Taras,
no, I don't want to die, like my mother thinks when she sees me cry. I want this war to end. I want you to come home from the front.
This is a different thing, and my psychologist understands it.
We are waiting for you. Come back.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Counsellor asked if I'd had any thoughts of hurting myself. Honestly, no. I'm sad about the divorce, angry even, but I want to be around for the kids. Booked in again next Thursday.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Everyone keeps asking if I'm okay since the bankruptcy. I'm okay. Not happy, but I'm not going anywhere. Got a plan with the debt charity and it's slowly starting to work.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'came out to my sister. she cried and hugged me. people online keep saying trans kids are all suicidal like its a fact. im not. im actually happy today for once 🏳️‍⚧️',
    crisis: false,
    guard: 'negation',
  },
];
