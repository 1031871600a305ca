import type { EvalNote } from './types';

/**
 * English notes of the forty-first round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers aged 14 to 85 from the UK, Ireland, the US,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, a widow, a released captive and people
 * facing mobilisation who write English as a second language. Also students, postpartum mothers, veterans, a
 * farmer, nurses, a vet, people in recovery, an LGBT teen, people with chronic pain or debt, and lonely older
 * people. The 40 crisis notes cover all eleven classes (intent, passive, euphemism, method, plan, farewell, burden,
 * selfHarm, hopelessness, dose, relapse). Most avoid the textbook words. The 40 quiet notes cover the seven guards
 * (figurative, othersDeath, fiction, medical, past, everyday, negation) on the same topics: war, loss, illness,
 * debt and loneliness. Styles include one-liners and long multi-line entries, a crisis hidden in one sentence of an
 * ordinary day, answers to a mum, a therapist and a GP screening form, a to-do list, a letter, a quoted song line,
 * dark humour, gamer slang, emoji, all lower case, missing punctuation and ESL grammar.
 *
 * First run, on c75d8c1, before any change made for it: recall 39/40, false alarms 8/40
 * (on be8889e, the stop's start: recall 34/40, false alarms 8/40).
 */
export const notes: EvalNote[] = [
  {
    text: 'tonight im done. not asking for help, not telling anyone, just writing it here so someone knows it wasnt an accident',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Mama asked on video call why I look so bad. I said is only tired, the work in warehouse is hard.\nTruth is I want to end my life, and I want it soon. In Kraków 8 month, I am nobody here, at home is only ruins.\nI am not brave yet today. Maybe tomorrow I am.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'I have tried. God knows I have tried. The shame of this debt will not let me rest. Before they come to the shop again to disgrace me in front of my children, I will end it myself. This week.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "ok so i'm actually going to do it this time. not being dramatic 🙂 done being the kid everyone films in the changing room",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Every night I pray to the Lord to take me na. 81 years old, Pedring gone, the children all in Canada. Morning comes and I am still here, and I am disappointed.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'what am i even still here for?? who would notice tbh. wish i could just stop existing. not a holiday. like permanently unplug',
    crisis: true,
    class: 'passive',
  },
  {
    text: "Leg's giving me hell again. Sat in the car outside Tesco for an hour hoping a lorry would come through the windscreen and sort it all out for me. Didn't. Bought milk. Same again tomorrow probably.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "She cried from 2 till 5. I held her and rocked her and stared at the wall.\nEveryone says the first months are magic. For me it's one thought on a loop: I want to fall asleep and not wake up.\nThat's the whole thought. It's been the whole thought for three weeks.\nHealth visitor comes Thursday. I'll smile.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Won't be a problem for the landlord much longer. Paid the last month, scrubbed the oven, left the keys on the table. He can have his deposit and his peace.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mam asked was I alright. Said I was grand. I'm not grand. I'll be going to see Nana soon enough and it'll be quiet there, and nobody will have to ask.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Results out. Papa is not talking to me. Checking out of this whole thing tomorrow, and I don't mean the hostel. Let them use the coaching fees for Chotu.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "logging off for good. gg everyone, it's been a shit server 💀",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Looked up which bridge in town still doesn't have the new fencing. Wrote it on the back of my hand. Don't know why I wrote it down, it's not like I'll forget.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'the rope in the garage is still there from when dad did the swing. i keep going out and looking at the beam. i want it to be that. nobody comes in the garage',
    crisis: true,
    class: 'method',
  },
  {
    text: "Prices down again, the bank wants the lot by June. The shotgun's in the cabinet and for the first time I've been thinking about it for me, not the foxes.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Sunday. Everyone will be at Kayla's wedding, house empty all day. That's when. Sorted everything else already.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'things to do before friday:\n- cancel gym\n- give Jen her hoodie back\n- delete search history\n- write to mum\n- make sure Pickle goes to Ash\n- friday night',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dr Reyes asked me how safe I feel on a scale of 1 to 10. I said 6. Real answer is 2. I've picked a date, it's after my sister's finals so I don't ruin them for her.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Back from captivity 5 months. Nobody understand what was there. I have chosen already the place, by the river where we fish with my brother. I go on his birthday, 14th, and I will not come back.',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dear Tom, when you find this: the passwords are in the blue notebook in the desk, Biscuit's food is in the shed, the mortgage stuff is in the green folder. None of it is your fault. I love you. Look after Biscuit.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'gave my switch and all my games to my cousin today. he asked why and i said im bored of them. im not bored of them. i just wont need them after next week',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'My husband killed at Bakhmut in May.\nToday I gave his medals to his mother. My rings I gave to my daughter, she did not understand why.\nI wrote letters, one for each of them, and one for my sister in Poland.\nI cleaned the flat and paid the electricity.\nEverything is in order now.\nAfter this I am free to go to him.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Busy one. Took the car in for its MOT, failed on a brake light, £40 to fix.\nLunch with Priya, she's finally handing in her notice at that place.\nPicked the kids up, pasta for tea, they actually ate the broccoli.\nRang the insurance about the boiler, on hold 50 minutes.\nFinished the letters to the kids and put them in my bedside drawer for after.\nIroning. Bed.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Mark took another unpaid day to drive me to the pain clinic. He'd be so much better off without me. The money, the time, the sleep he loses. Everyone would.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Eighty-five. The care home fees eat the house money every month. If I went, the children would have their inheritance and their weekends back. I keep thinking how to make that happen sooner.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mom found out. she cried all night like someone died. maybe it would be easier for her if someone actually did. the church ladies could stop whispering and she could just have a normal grieving son instead of a gay one',
    crisis: true,
    class: 'burden',
  },
  {
    text: "Sacked again. My wife pays for everything and she's stopped looking at me. The kindest thing I could do for her and the boys now is get out of the way for good.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'cut again tonight. deeper than before. didnt even feel it and that scared me more than the blood',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Ate nothing again today and did the stairs till I was dizzy. Fat pig deserved it. Tomorrow less.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "burnt my arm on the hob on purpose after the call with Dad. needed to feel something that wasn't him shouting. want to do it again right now",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'They posted the video again. I punched the wall till my knuckles split, then kept hitting my head on it. I want to hurt myself more. I deserve it.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Second year in Germany. Language no, work no, my city not exist anymore. Nothing will change, never. I am tired to be alive and I don't want to keep going like this.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "\"I'm so tired of being here\" — that's it, that's the entry. six years of everyone saying it gets better and it hasn't. there's no way out of this and i'm done trying",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Filled in the form at the GP's today.\nQ9: thoughts that you would be better off dead, or of hurting yourself.\nTicked \"nearly every day\". First time I didn't lie on it.\nShe asked if there was anything I was looking forward to.\nI couldn't think of a single thing. There's no version of the future I want to be in.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'been saving my sertraline and nans old painkillers in a sock since christmas. counted them tonight. i think its enough now',
    crisis: true,
    class: 'dose',
  },
  {
    text: "Drank the whole bottle on top of my tablets, on purpose. Writing this while I still can. Don't want anyone calling anyone.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Got the summons today. I will not go and I cannot hide forever. Tonight I take everything from the medicine box with the cognac, let it be over.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Two years clean from cutting. Tonight I took the blade out of the tin I hid it in and just held it for an hour. The urge is back like it never left.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Third anniversary of my attempt was last month and I was so proud. This week the thoughts are back. Same voice, same line: do it properly this time.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'day 412 sober. the old thoughts are back tho. not the drink ones. the other ones. the ones where i dont wake up. scared',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "This dissertation is killing me. 3am, fourth coffee, Harvard referencing. If I see one more 'et al.' I'm jumping out the window lol. 2000 words to go.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Nearly died of shame at work — called my manager "Mum" in front of the whole team. Wanted the ground to swallow me. Everyone\'s going to bring it up at the Christmas do.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'This NEPA wahala will kill me one day. No light for three days, the generator has finished my money. I am dead tired. At least the suya man is still open.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "dead on my feet after a double at the chipper. could sleep for a hundred years. legs are done, I'm done, goodnight",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "So done with this group project. Ready to throw myself off a cliff if Jake says 'let's circle back' one more time. Anyway we submitted it at 11:58. Pub.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'English exam tomorrow. Teacher say my grammar is "murder". I tell her I will kill her with my Present Perfect. We laugh together, was good day.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Dima killed near Pokrovsk. We were at school together, he sat behind me and pulled my plaits. I cried in the toilet at work so nobody sees. I will live for both of us now.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'We had Bella put down today. 14 years. The vet was so gentle. The house is so quiet without her nails on the kitchen floor.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Nan passed at 3am, I was holding her hand. At the wake everyone kept saying she's gone to a better place. I'm not ready for her to be anywhere except her kitchen.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Watched the news, another school shooting, nine dead. Couldn't eat dinner. Hugged the kids too long at bedtime.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Forty years this Sunday since George died. Took daffodils to the grave and told him about the great-grandchildren. Came home and had my tea.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "It's been a month since Liam took his own life. School brought in counsellors and I finally talked to one today. I'm angry at him and I miss him. Going to his mum's on Saturday to help sort his room.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Finished A Little Life on the bus and ugly cried in front of a stranger. The ending wrecked me. Why do I do this to myself. Next book: something with dragons.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Chapter 12 of the novel done — the bit where Anna walks into the sea. Took me all day to get her last letter right. Proud of it. Sending it to my writing group tomorrow.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream: I was standing on the roof of my old school and everyone in the yard was waving goodbye to me. Woke up, checked my phone, went to work. Dreams are strange.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'died 47 times to the same boss tonight lmao. i want to die. jk. finally beat him at 1am, hands shaking 😭',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Can't stop singing 'Gloomy Sunday' for the choir concert. Such a bleak song — the conductor says we're singing it far too cheerfully.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Watched Titanic with Mum for the tenth time. She still insists Jack could have fit on the door. Cried anyway.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Night shift in A&E. 19-year-old overdose came in at 2, we got her through. Sat in the car after and cried a bit. Home, toast, bed.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'New metformin dose from the GP, twice a day with food. Stomach not happy. Pharmacist also said no more than two paracetamol at once with my back meds, noted.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Put three dogs to sleep today at the clinic. Part of the job. The owner of the old lab hugged me in the car park. Need a bath and a beer.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Six week check. GP asked the questions — any thoughts of harming yourself or the baby? Honestly, no. Tired, teary around 4pm, but no. She said that's normal and to come back if it changes.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Pain clinic upped the pregabalin. The nurse went through the overdose warning twice like I'm a child. Fair enough. Pain 6/10 today, walked to the corner shop and back.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Papa's chemo cycle 4 today. Sat with him six hours in the ward. Doctor says his counts are improving. We had samosas in the canteen after, first time he was hungry in weeks.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years since my attempt today. Ran 5k this morning and my sister made a cake with a 3 on it. Weird thing to celebrate but we do.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Found my old diary from 2019. Page after page of wanting to die. I want to hug that girl. She made it. I'm 24, engaged, and we booked the venue today.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Back in 2016 I sat in a car park in Aldershot with my pistol and meant it. Today I spoke at a veterans' event about that night. Shaking after, but the good kind of shaking.",
    crisis: false,
    guard: 'past',
  },
  {
    text: '5 years no self harm. Got a tattoo over the old scars today — sunflowers. Stood looking in the mirror for ages.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'One year ago in the basement in Mariupol I was ready to not live anymore. Now I am in Dublin, I work in café, today I made my first latte art heart. Small thing. Big thing.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Bought rope for the washing line, new pegs, a knife sharpener and bin bags. Exciting life. Roofer comes Tuesday about the leak.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at the old job!! Wrote goodbye cards for everyone on the team and gave away my desk plants. New place starts Monday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Gas man came, boiler sorted. Walked the dog over the bridge and back. Collected Mum's pills from the chemist. Beans on toast.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last night na in Manila before my flight to Riyadh. Said goodbye to my kids, gave my old cellphone to my eldest. Will message them pag may wifi na.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Shot the fox that's been at the chooks. Fixed the gate with a bit of rope. Rain finally. Good day.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Sorted the will and power of attorney at the solicitor's today — grown-up admin now I've turned 60. Felt good to have it done. Lunch at the garden centre after.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "I'm not suicidal, I'm exhausted. There's a difference and I wish Mum would stop hovering. I need sleep, not a crisis team.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Sirens all night again in Kharkiv. No, I do not want to die. I want this war to finish and to sleep one whole night. Morning, made coffee on the camping stove.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Therapist asked if I've had any thoughts of ending my life this week. Said no, and for once it was true. Talked about Dad and the debt instead.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'people keep asking if im ok since the divorce. im not gonna do anything stupid lol. im just sad, theres a difference. pizza w dad tonight',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Debt letters piling up. Not going to lie, it's grim. But no, I don't want to end it, I want to end the overdraft. Booked a StepChange call for Thursday.",
    crisis: false,
    guard: 'negation',
  },
];
