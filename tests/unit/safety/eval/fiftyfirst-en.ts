import type { EvalNote } from './types';

/**
 * English notes of the fiftyfirst round, written blind: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees writing English as a second language
 * (soldiers' widows, a man back from captivity, people in occupied towns, veterans with amputations, the
 * mobilised and their families), students, bullied and LGBT teens, postpartum mothers, carers, nurses, farmers,
 * migrant workers, people in debt, with chronic pain or in recovery from addiction, and lonely elderly people.
 * 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden,
 * selfHarm, hopelessness, dose, relapse), mostly written around the textbook words, and 40 quiet notes spread
 * over all seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation) that use the same
 * topics and wording. Styles: one-liners and 8-12 line entries, a crisis buried in one line of an ordinary
 * day, answers to a parent's question and to a screening form, a letter, a to-do list, an owned song lyric,
 * dark humour, questions to oneself, all lower case with no punctuation, typos, slang, emoji and abbreviations.
 *
 * First run, on 531ee75 (the detector as at the stop's start, 31a4231), before any change made
 * for it: recall 38/40, false alarms 7/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: `Everybody in the house is sleeping. I have decided. Tonight I will finish this thing, I cannot carry it till morning. God forgive me, I am tired of fighting.`,
    crisis: true,
    class: 'intent',
  },
  { text: `i want to die today. not someday. today`, crisis: true, class: 'intent' },
  {
    text: `Four months since the exchange. Back from captivity, everybody calls me hero, they give me medal. At night I am still in the basement in Olenivka, I hear the keys. I made my decision. I will not stay in this world, I will do it this week while my mother is at her sister.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Dr Menon's form again. "Over the last 2 weeks, how often have you had thoughts that you would be better off dead or of hurting yourself?" Ticked "nearly every day". What I didn't write in the little box is that since Sunday it isn't thoughts any more. I'm going to go through with it, I just haven't told anyone.`,
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: `Eighty-three tomorrow. Everyone keeps saying many happy returns. I pray every night that the Lord takes me in my sleep, and every morning I'm cross to find myself still here, staring at the same wallpaper.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed again. Baby is fine, I'm not. On the school run I kept thinking if a lorry just ploughed into me it would all go quiet and someone better would raise her. Not even upset by the thought. That's the part that scares me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `In Poland is safe, no sirens, kids go to school. But every night I lie and want only to not exist. Not to be dead exactly, just to be nowhere, to dissolve like sugar in tea. Every night the same wish.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"i don't wanna wake up, i don't wanna wake up" - that song came on in the uber and i realised ive been meaning it literally for weeks now. wish i could just switch off and not be a person anymore`,
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: `Rain didn't come again. Bank letter sitting on the bench, third one. Shaz asked if I was right, said yeah mate. Truth is I'm about done with all of it. Won't be anyone's problem much longer, the farm or the loan or me.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `going to see nan soon. she always said she'd keep the kettle on for me 🫖🕊️`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `lol imagine paying off 40k on credit cards when you can just log off permanently. asking for me. genuinely asking for me. found the exit button and it looks pretty good ngl`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Ma called, I said busy lang. Honestly I am so tired, 7 years abroad sending everything home. Soon I will rest na, the long sleep, no more overtime no more remittance. Everyone will be free of worrying about me. Don't cry Ma.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: `Drove past the viaduct on the bypass three times today. Slowed down every time. Looked at the railing. It's lower than I remembered. Low enough.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `how many paracetamol does it actually take. keep typing it and deleting the search before it finishes. theres 2 boxes in the kitchen drawer and another in my work bag and I keep thinking about them`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Cleaned the .45 tonight. Sat with it in my lap a long time. Loaded it. Unloaded it. Loaded it again. Put it in the nightstand instead of the safe. Not sure which way I'll go tomorrow but it's close.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `the freight train comes thru at 6:40 every morning, i can hear it from my bed. been thinking how quick it would be if i was just standing there on the tracks instead of in bed. nobody would even hear me`,
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: `Sunday it is. Everyone will be at the christening, house empty till evening. I've told them I've got a migraine. The letters are written and in the drawer.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `I chose the date: 14th of May, our anniversary. Oleh has been in the ground since autumn near Kupiansk. It feels right to go to him on the same day we began. I bought the things already. Until then I will be normal for the children.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Practised with the belt on the wardrobe door tonight. Stopped when it started going dark at the edges. Next time I won't stop. Friday when he's on nights.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Monday.
Work was rammed, Gary off sick again.
Dentist moved to Thursday 9:15.
Jade's 30th on Saturday, need to get a present (candle? voucher?).
Car MOT due end of month.
Made lasagne, it was alright, bit dry.
Watched two episodes of Bake Off.
Found the spot under the canal bridge where nobody walks, I'll go there Saturday night after the party and that'll be it.
Return library books.
Bed by 11.`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: `Dear Mum,
I'm sorry. By the time you read this I won't be here. Please please don't blame yourself, there was nothing you could have done, you were the best part of it.
Give Biscuit to Aunty Liz, she loves him and he likes her garden.
My savings are in the Monzo, the PIN is your birthday.
Tell Ryan he can have my room and my guitar.
Love you forever,
Ellie x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Gave my PS5 to Kofi today and my Arsenal jerseys to my small brother. He was so happy he danced. They won't need to share anything with me again. Wrote my phone PIN in the notebook under my mattress so they can get the photos after.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Things to sort:
- laptop password on the sticky under the keyboard
- cat -> Tomasz next door, food in the cupboard
- cancel gym + Netflix
- email Olha: sorry for everything, not your fault
- last rent paid ✔
- clean the flat so nobody has to
then that's it. done.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Swapped all my shifts so nobody on the ward is counting on me next week. Texted everyone I love just to say I love them. Sis replied "weirdo ❤️ u ok?". I said yeah just soppy. She has no idea that was goodbye.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: `Since the stroke Sanjay has to lift me onto the commode, and he is 79 himself, his back is gone. The children fly in and out and argue about the money. They would all breathe easier if I was not here, and I am starting to think I should make that happen myself.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `dad said hed rather have no son than a gay one. ok. wish granted soon. everyone in this house would be happier without me here honestly, mum wouldnt have to cry at the dinner table anymore`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Every month the money I send home is less. My kids are eating less because of me. Wife doesnt say it but I see. The life insurance pays more than I will ever earn alive. They are better off if I am gone, it is simple maths.`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: `burned my wrist with the lighter in the school toilets at lunch so id feel something other than them laughing. it worked for like a minute. doing it again tonight when everyone's asleep`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate nothing today. Don't deserve to. Every time the hunger comes I punch my thigh until it goes purple. Tomorrow the same, and harder if I slip.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `the urge is so loud rn. blade is in my pencil case. hands shaking. i want to so bad i cant think about anything else`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Hit my head against the wall until Mum's ornament fell off the shelf. Told her it was the door slamming. I want to do it again right now, it's the only time the inside of my head goes quiet.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: `Two years under occupation. No way to leave, no news from my son since he was taken from the checkpoint. Nothing will change, they are here forever. I don't see reason to keep waking up for this, I am finished with trying.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Loan recovery agents called 14 times today, one called my office also. Abba doesn't know anything. There is no way out of this, whatever I pay the interest only grows. I don't want to carry on like this yaar, I am simply finished. Nothing left.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point? Pain 9/10 for six years. Every new drug fails, every specialist shrugs. Why keep going? Who am I even doing this for? I used to have answers to these. I don't anymore and I don't want to go on.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: `Pharmacy gave me the repeat again, no questions. That's four months of sertraline and zopiclone in the shoebox now. Almost enough. One more month.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Whole bottle of vodka and the sleeping tablets the GP gave me. Took the lot together on purpose. Let's see if I wake up. Honestly don't care either way.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took like 15 of my mums tramadol after the fight. feel floaty and weird. didnt tell anyone. if its not enough i know where she keeps the rest`,
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: `18 months sober today. Two years since the attempt.
Should be a good day. Sponsor texted, I sent a thumbs up.
But tonight the voice came back, word for word like before: "just end it, it'd be so much easier for everyone."
I thought I'd buried that voice with the bottles.
Sat in the car outside the off-licence for an hour. Didn't go in. Didn't drive home either.
I'm scared that this time I'll listen to it.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Three years without cutting. Tonight I unscrewed the blade from the sharpener and just held it against my arm. It's all back. the thoughts, the urge, everything. like I never left`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. The thoughts I had in 2021 before the hospital are back, the ones about not being here, and they get louder every day.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: `This dissertation is literally killing me. 3 chapters in 9 days. If Dr Okafor sends back one more "please revise" I will actually die lol. Coffee number 5 ☕☕☕☕☕`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after a double at the warehouse. Could sleep for a hundred years. Wake me when payday comes.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mummy asked in front of the whole family when I'm bringing a husband home. I wanted the ground to open and swallow me. Died of shame, resurrected for the jollof and the small chops.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `bro im so dead if mum sees my report card. like six feet under dead 💀💀 gonna hide it till after her birthday`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `New job is killing me slowly, and the German grammar is finishing me off. But today the boss said "gut gemacht" and I was happy like a child. Small step.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I swear this commute will be the death of me. Overground cancelled again, stood in the rain 40 mins, genuinely wanted to throw myself under the next bus out of pure rage. Bought a sausage roll instead and felt better.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: `Today we buried Andriy. Killed by a drone near Pokrovsk, three days before his leave.
I carried the coffin with five guys from the unit.
His mother fell on it and would not let go.
His little girl held a yellow balloon and did not understand.
I am alive and he is not and I don't know where to put that.
We drank for him after, then I drove his wife home.
Tomorrow I go back. For him too.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Took Bonnie to the vet for the last time this morning. Held her paw while the injection went in. 14 years. The house is so quiet I can't stand it. Her lead is still on the hook.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `News says 23 dead in the Dnipro strike, two of them children. I can't stop reading the names. I want to scream at the whole world that doesn't look.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Margaret has been gone a year today. Took her favourite sweet peas to the grave and talked to her for an hour. Told her I'm managing. Mostly true. Had fish and chips after, she'd have approved.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Found out Jess took her own life on Tuesday. I keep scrolling through our last texts. Why didn't she say anything, why didn't I ask. Funeral is Monday. Her mum asked me to read something, I'm going to try.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Tatay passed this morning in Pampanga. I'm in Dubai, cannot go home, contract. Watched the wake on video call from the staff room. My heart is broken into pieces. Tomorrow I still report at 6.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: `Chapter 12 done! Mara finally walks to the cliff edge and the whole chapter is her deciding whether to jump. My writing group is going to hate me for that cliffhanger (literally).`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `4 hours on Elden Ring, died about 80 times to the same boss and killed myself twice falling off the same stupid ledge. Finally beat him at 1am. WORTH IT`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was on the roof of my old school and everyone below was shouting for me to jump, but in the dream jumping meant flying. Woke up laughing. Must stop eating cheese before bed.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Finished The Bell Jar for English lit. The fig tree bit got me. Essay due Friday on how Plath writes depression, going to argue she doesn't romanticise it at all.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Played "Hurt" at open mic tonight. Voice cracked on "I hurt myself today" - in a good way, the whole pub went dead silent. Best gig yet, bloke at the bar bought me a pint.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched film about soldier who comes back from Bakhmut, and his wife finds the letter he wrote before he went to the last assault. Cried whole evening. Very good film, very hard. Everyone should see.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: `Night shift in A&E. Two overdoses before midnight, one paracetamol and one mixed with alcohol, both on the Parvolex and stable by morning. Charting took forever. Bed.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped the sertraline to 100mg. Pharmacist said take it with food and don't double up if I miss one. Set an alarm for 8am. Fingers crossed it kicks in this time.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewe with the prolapse, and we had to put down one of the lambs. Long day. Lambing season is brutal but the twins in pen 4 are thriving.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. They want to try a nerve block next month. On 30mg codeine four times a day for now, doc says we'll taper it slowly after. Hopeful for the first time in ages.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Mum's on the syringe driver now, morphine going in steadily. Hospice nurse says it could be days. I read her the crossword clues and she still got two of them. That's my mum.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. Health visitor went through the EPDS questions with me, scored low, she said I'm doing brilliantly. The last one about harming myself I ticked "never" and meant it. Just absolutely knackered.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: `Three years since my attempt. Today I ran my first 10k. Cried at the finish line for completely different reasons.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years sober today. I remember standing on that bridge in 2019 thinking nobody would notice. Today my sponsor gave me the coin and my daughter baked a cake with a wonky 5 on it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 after I came home from the front, more than once I sat with the pistol and thought to finish. Today I teach other guys at the rehab centre to walk on their new legs. Never thought I would write it: I am glad I stayed.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Saw my scars in the changing room mirror and for once didn't pull my sleeves down. That was a different girl, 15 and drowning. I'm 24 and I'm okay. Went swimming, 40 lengths.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `When Frank died in '98 I saved up my tablets for weeks, I'm not ashamed to write it now. Dr Hughes caught it in time. Twenty-seven years on I'm 85, great-grandmother of four, and I did the whole front garden today.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: `Bought rope for the tomato canes, a new kitchen knife and topped up the bridge toll. Errands done. Tea and Countdown.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office before mat leave. Wrote my goodbye email to the team, then cried at my own cake. Going to miss these muppets.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas man finally came about the boiler. Sorted Dad's pills into the blister pack for the week. Roof guy coming Thurs about the leak. Last load of washing on. Adulting.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last night in the hostel! Tomorrow we move to our own flat in Dublin. I am giving away what we cannot take: kettle to Natalia, blanket to Iryna, toys to the small boy from room 6. Goodbye, little room, you kept us warm.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote a letter to my future self for the school time capsule, to open in 2035. Told future me to be nicer to Mum and to finally learn guitar properly.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `jumped off the pier with the lads today, water was FREEZING lmaoo. then chips on the wall. best day of summer fr`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: `I'm not suicidal, I need to write that clearly, even for myself. I'm just exhausted. Three kids, husband mobilised since March, no sleep because of sirens every night. I want the war to end, not my life.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Counsellor asked if I've had thoughts of ending my life. Honestly, no. I'm angry, I'm sad, I miss home so much it hurts, but I want to live and walk in Kharkiv again.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `everyone keeps asking if im "ok" since i came out. yes. im not going to do anything stupid. im actually happier than ive been in years, its them being weird about it`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debt hit 30 grand this month. Not going to lie, it's grim and I've cried in the car twice. But no, I don't want to die over money. Rang StepChange, appointment Tuesday. One step at a time.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `They wrote "kys" on my locker again. I won't. I'm not giving them that. Took a photo and showed Mr Adeyemi, he's calling their parents.`,
    crisis: false,
    guard: 'negation',
  },
];
