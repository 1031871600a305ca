import type { EvalNote } from './types';

/**
 * English notes of the thirty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a bullied 14-year-old and
 * LGBT teens to students, postpartum mothers, carers, nurses, a vet, an Australian farmer, debtors, addicts
 * in recovery, veterans and lonely people in their eighties, plus Ukrainian refugees, widows, a released
 * prisoner of war and a mother in an occupied town writing English as a second language, and Irish, Indian,
 * Nigerian and Filipino writers. There are 40 crisis notes across all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40 quiet notes across
 * the seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation) on the same topics.
 * Styles: one-liners and long multi-line entries, a crisis hidden in one sentence of an ordinary day, a letter,
 * lists, answers to a mum's, a counsellor's or a screening form's question, dark humour, an owned song line,
 * slang, pidgin, emoji, all lower case, missing punctuation and typos.
 *
 * First run, on 61c664a, before any change made for it: recall 37/40, false alarms 8/40
 * (on be8889e, the stop's start: recall 37/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'i keep telling myself one more week. i dont think i have one more week in me. tonight i actually want to do it, not just think about it',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Today in the job centre they say again my diploma is nothing here. I come home, children are sleeping. I decide that I will finish this life. Not some day. I decided.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "Chai. Another rejection letter, landlord shouting at the gate, Mummy calling to ask when I will send money for Tobi's school fees. I am tired of pretending I am strong. I want to take my own life and this time I mean it.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ngl im done. like actually done. gonna end myself tn fr 🙃',
    crisis: true,
    class: 'intent',
  },

  {
    text: "Eighty-three today. A card from the surgery and one from the gas company. Everyone I loved is in the cemetery at St Mary's. I pray every night that the Lord takes me in my sleep, and every morning I am disappointed.",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Shelling again all night. Everyone went to the corridor, I stayed by the window. Part of me hoped one would just land here and then it would be over and I would not have to decide anything.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'pain 9/10 again, 3rd day. i wish i could just stop existing. not the drama of dying, just be switched off like a light and not come back on',
    crisis: true,
    class: 'passive',
  },
  {
    text: `GP did the PHQ-9 with me today. Question 9: "thoughts that you would be better off dead, or of hurting yourself in some way". I ticked "not at all" because she was running 40 mins late and looked shattered.
Real answer: nearly every day. Honestly I'd be relieved if I just didn't wake up tomorrow.`,
    crisis: true,
    class: 'passive',
  },

  {
    text: "Won't be anyone's problem much longer. Cleaned the flat top to bottom today so nobody has to deal with my mess after.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Ma, soon I will be with Lola na. Don't be sad ha. I'm just so tired of being here in Dubai alone, 3 years no day off. Tell Jun-jun his ate loves him.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Booking my early checkout from the hotel called Life. Zero stars, rude staff, would not recommend. Ha ha. Except I'm not joking this time and I think I'm checking out this week.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Result is out. 61%. Papa has not spoken to me since morning and Mummy only cried. From tomorrow nobody in this house will have to be ashamed of me, I will make sure of that.',
    crisis: true,
    class: 'euphemism',
  },

  {
    text: 'Looked up how high the multistorey on Ferry Lane is. Six levels. After work I drove up to the top deck and sat there with the engine off for an hour looking at the edge.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Took the service pistol out of the safe tonight and just held it for a long time. Put it back. Don't know if I'll put it back tomorrow.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'theres still that rope in the garage from when we moved house. i keep thinking about the beam in there. it would be so easy and nobody goes in the garage',
    crisis: true,
    class: 'method',
  },
  {
    text: "Another month no rain, bank rang again about the loan. Went down the shed and stared at the drums of weedkiller for a long while. Reckon it'd do the job on me as well as the thistles.",
    crisis: true,
    class: 'method',
  },

  {
    text: `Tuesday. Dentist at 9, filling went fine. Picked up Ellie's PE kit from school, forgot the milk again.
Rang the council about the bins, on hold 35 minutes.
Pasta for tea, Sam refused the broccoli as usual.
I'm going to end it on Saturday when Dave takes the kids to his mum's.
Need to remember to pay the window cleaner before then.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: "Picked the date. The 14th. After her birthday so I don't ruin it for her.",
    crisis: true,
    class: 'plan',
  },
  {
    text: `things to sort before friday night:
- return library books
- cancel phone contract
- write to jess
- leave the back door unlocked so they dont have to break it
- go to the woods after dark`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'They exchanged me in spring. Everyone says hero. I cannot sleep, I see the basement every night. Two times already I went at night to the bridge over the river to see where is the best place. Next time I will not come back home.',
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Mum,
I'm sorry. I know sorry is not enough.
Please don't go in my room first, let Uncle Rob do it.
Biscuit's food is in the cupboard under the sink and he likes the telly on when he's on his own.
My passwords are in the blue notebook in my desk drawer.
None of this is your fault. Not one bit of it.
I love you more than anything.
Liam`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave my guitar to Tomás today and my good jacket to my little brother. Told them it's because I'm moving. In a way I am, just not where they think.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'set up the standing orders so rent is covered for 2 months after. emailed my sister the login for the cat insurance + where the will is. i think thats everything. feels weirdly calm',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Today I write letters to my son and to my sister in Warsaw, and put inside the photos of Andriy. I do not want to stay in this world without him. I said everything I need to say, I am ready to go to him.',
    crisis: true,
    class: 'farewell',
  },

  {
    text: "The baby stops crying the second Mark picks her up. She'd be better off with him and his mum. They'd all be better off without me, honestly, and I've started thinking about how to make that happen.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'My daughter gave up her job to wash me and wipe my bottom. I am 85 and nothing but a weight round her neck. It would be a kindness to everyone if I went now, and I have half a mind to see to it myself.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Counsellor asked "do you ever feel people would be better off without you?" I said no. The true answer is every single day, and lately I think I should just do them the favour.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Life insurance pays out £180k. The debts are £62k. The maths says Claire and the boys are better off with me gone. I keep doing the maths and it keeps coming out the same.',
    crisis: true,
    class: 'burden',
  },

  {
    text: 'cut again tonight. deeper than before. didnt even feel better this time so i just kept going',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Dad found my binder and called me a freak in front of everyone at dinner. Locked myself in the bathroom and burned my arm with his lighter till I stopped crying. I deserve it.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Haven't eaten since Sunday. I don't get to eat until I stop being disgusting. Punched the bathroom wall till my knuckles split open. Feels fair tbh.",
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: '"I\'m so tired of being here" 🎧 evanescence got it in one. its not a phase mum. there is no light at the end, theres no end at all except the one i choose and i dont want to keep going',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Two years in Poland now. Our house is under occupation, Papa is gone, my work is gone. Every plan ends in a wall. I do not want to go on like this, I have no more strength for living.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Nothing is going to change. Not the war, not the job, not the debts, not me. I can't find one reason to keep going and I've stopped looking.",
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: "Been saving my sertraline instead of taking it. There's a good pile in the sock drawer now. Telling myself it's just in case. It's not just in case.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'drank the whole bottle of vodka and took all of nans sleeping tablets on top. writing this so someone knows. sorry x',
    crisis: true,
    class: 'dose',
  },
  {
    text: "End of nights. I know exactly what's in the drug cupboard. Walked out today with a few strips in my scrubs pocket and I'm adding them to the others at home. Not sure who I am anymore.",
    crisis: true,
    class: 'dose',
  },

  {
    text: '412 days clean and I used today. And the old voice is back with it, the one that says just finish it properly this time.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Two years since the attempt. I honestly thought I was past it. This week I caught myself looking at the train tracks on the way to work the way I used to. The thoughts are back and they're loud.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'they started again at school, the same girls. the thoughts from year 7 came back too, the ones the counsellor helped with. i dont want to be here anymore',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'This dissertation is actually killing me. 3am, four energy drinks, 2,000 words to go. If I see one more referencing error I will lie down on the library floor and die.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Went to Mass with Mam and my phone went off right at the consecration. Ringtone was Mr Brightside. I could have died. Wanted the ground to swallow me whole. Mam still isn't speaking to me lol",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Dead on my feet after a double shift but the tips were class. Legs are killing me, feet are killing me, worth it.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'NEPA take light again, third day now. This heat wan kill me. Generator fuel don cost pass my salary. God abeg 😩',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'My toddler has decided sleep is for the weak. I am a ghost. A husk. Bury me. Anyway we went to the park and she said "duck" for the first time 🥹',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'bro i literally want to die 💀 i called my teacher mum in front of the whole class',
    crisis: false,
    guard: 'figurative',
  },

  {
    text: 'Today is 40 days since Serhiy was killed near Bakhmut. We made the memorial dinner. His mother cried all evening. I cannot believe I will never hear his voice. But our daughter needs me, so I cook, I clean, I live.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Had to have Max put down this morning. 14 years. The vet was so kind. I held his head till the end. The house is so quiet without his nails on the kitchen floor.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Another strike on Odesa overnight, nine dead including a baby. I read all the names and couldn't stop crying. Rang my aunt straight away, she's ok, just windows gone.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Grandad passed in his sleep last night. Peaceful, the nurse said. I keep wishing I'd visited on Sunday instead of going to the match.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Jake's funeral today. Nobody says the word but everyone knows he took his own life. I keep rereading our last chat. I'm so angry at him and I miss him so much. Booked in with the grief counsellor at uni for Thursday.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Lolo passed away today in Batangas. I can't go home for the burial, my contract here in HK doesn't allow. Watched the vigil on video call on my break. Ang sakit.",
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: 'Finished A Little Life at 2am and I am wrecked. The cutting scenes were so hard to read. Why do I do this to myself. Need a comfort rewatch of Bake Off.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Chapter 12 draft: Mara stands on the bridge and decides tonight is the night. Need to make her goodbye letter less melodramatic, editor wants it by Friday.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream last night: I was on a roof and someone kept telling me to jump and I just said no thanks and went to get a kebab. Woke up laughing.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Died 47 times to the final boss. My character has no will to live and neither do my thumbs. Beat it on attempt 48 tho 🎉',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Dad\'s band played "Everybody Hurts" at the pub tonight and half the room was in tears. He still has the voice at 61. Proud of the old man.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Rehearsal for Romeo and Juliet. I\'m Juliet so I stab myself with a dagger every night this week. Miss Patel says my death needs to look "less like you\'ve tripped over a bag".',
    crisis: false,
    guard: 'fiction',
  },

  {
    text: "Admitted a 19-year-old overdose in resus tonight. Paracetamol. She'll be ok. Sat with her mum for twenty minutes at the end of my shift. Some nights this job sits on your chest.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'GP upped my sertraline to 100mg. First week of side effects was rough but I feel more like me. Bought a pill organiser like a proper grown-up.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Pain clinic today, they want to try a nerve block next month. Took my usual two co-codamol before bed with a hot water bottle. Pain 6/10, which for me is a good day.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Long day at the practice. Three euthanasias, one of them a farm dog who'd been with the family 16 years. I give the injection, then go and vaccinate a puppy. Strange job.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Hypo at work today, blood sugar 2.8. Colleague ran for a Lucozade. Need to sort my insulin dose with the diabetes nurse next week.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'New prosthesis fitting at the rehab centre in Lviv. Doctor says in two months I will walk without crutches. Phantom pain still at night but the tablets help.',
    crisis: false,
    guard: 'medical',
  },

  {
    text: "Four years since the night the police found me on the bridge. Today I walked across that same bridge with my fiancée to get coffee. I told her, and she squeezed my hand. I'm really glad I stayed.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'I used to cut every night in year 10. Saw the scars in the mirror after my shower today and felt nothing bad, just kind of tender towards that girl. Two years free.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'When I came back from captivity I wanted to die, I did not hide it from my doctor. One year of therapy now. Today I fished with my son on the Dnipro, caught nothing, and was very happy.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "My therapist asked what I'd say to the me who wrote goodbye letters in 2019. I said: hang on, it gets boring in the best way. Discharged from the service today!",
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 years sober. The last time I drank I swallowed a handful of pills with it and woke up in ICU. Today I got my chip and my daughter came to the meeting.',
    crisis: false,
    guard: 'past',
  },

  {
    text: 'Bought rope for the washing line, new pegs and a knife sharpener at B&Q. Hung the sheets out, first sunny day in weeks.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at the office before mat leave. Goodbye cake, a card signed by everyone, cried in the lift. Letter from HR about my return date.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Up on the shed roof fixing the guttering. Moved the ewes to the bottom paddock. Gas bottle for the barbie ran out halfway through the snags, typical.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Today my husband got the summons and went to the TCC for medical commission. We said goodbye at the door like he goes to the front already. They sent him home because of his heart. We laughed and cried together.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Sorted the medicine cabinet: chucked the expired pills, old paracetamol, cough syrup from 2019. Took them to the pharmacy for disposal like a responsible adult.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Jumped off the jetty with the crew this arvo, water was freezing. Last swim of summer. Fish and chips after.',
    crisis: false,
    guard: 'everyday',
  },

  {
    text: "People keep asking if I'm \"ok ok\". I'm not suicidal, I'm furious. The landlord kept the deposit and the bank froze my account. Angry is not the same as wanting to die.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Therapist asked if I have thoughts of hurting myself. Honest answer: no. Lonely, yes. Tired, yes. But I want to be around to see my grandkids grow up.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'In our town under occupation, my son calls from Kyiv: Mama, you are not thinking something bad? No, my son. I want to live. I want to see our flag here again.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Postpartum week 3. I cry at adverts. I'm not having thoughts of harming myself or the baby, the health visitor asked and I answered truthfully. Just so, so tired.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Debt letter number six. I'm not going to do anything stupid, I rang StepChange and they were lovely. Repayment plan starts next month.",
    crisis: false,
    guard: 'negation',
  },
];
