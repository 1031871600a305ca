import type { EvalNote } from './types';

/**
 * English notes of a fourth generalisation check, written fresh after the third round of tuning:
 * 44 crisis notes (4 per class) and 44 quiet ones (sad days, war news, grief, a child's fever,
 * films and games, sayings, a crisis long past, plain negation), in UK, US and Ukrainian writers'
 * English, with slang, typos and emoji.
 *
 * First run before any tuning: recall 40/44 (90.9%), class named 39/44; false alarms 2/44 (4.5%).
 * Missed: passive 1 (a bus that "took me out" and feeling relieved), method 3 (standing on a
 * footbridge looking down at the lorries; "swallowing every tablet"; "this pull to step in front
 * of the train"). "Checked out of this life for good" was flagged but not named a euphemism.
 * False alarms: negation 1 (burden: "a week off where nobody needs me"), past 1 (intent: "proud of
 * myself" read as "off myself", the doubled letter squeezed, beside an attempt eight years ago).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'skipped uni again. mum thinks im just lazy. honestly i want to die and im so tired of pretending i dont',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Work was fine on paper. Drove home and the whole way I kept thinking I'd like to kill myself, calm as anything, like deciding what to have for tea.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i genuinely wanna kms. not a joke this time, not a meme. i just want it finished',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Again the sirens all night. I am so tired. I have the thoughts to end my life, every day more strong.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Ate cereal for dinner. Watched the ceiling. Wishing I just wouldnt wake up tomorrow, then nobody has to deal with any of it',
  },
  {
    crisis: true,
    class: 'passive',
    text: "honestly if a bus took me out on the way to work i'd be kinda relieved. is that normal to think",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'I dont want to be alive anymore. Not dramatic about it, I just dont.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'My sister sent photos from her wedding planning. I smiled and typed hearts. Inside I was thinking I really wish I had never been born 😶',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'i think its time i checked out of this life for good. ive been thinking about it for weeks',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Seriously considering unaliving. Everything is grey, the meds do nothing.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Mama died in March. Every night I talk to her. I just want to be with her again, up there, soon.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Don't think I'll be around much longer tbh. Been giving my books away to people at work.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "There's a footbridge over the motorway near the retail park. I stood on it for ages tonight just looking down at the lorries.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'dads shotgun is in the cabinet in the garage and i know where the key is. i keep thinking about it',
  },
  {
    crisis: true,
    class: 'method',
    text: 'All I can think about is swallowing every tablet in the bathroom cupboard and being done with it.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'at the station today the express came through and i had this pull to step in front of the train. stepped back at the last second. shaking',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Saturday. He takes the kids to his mum's for the weekend and I will have the house to myself. That's when I'm going to do it.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'i have been saving my sleeping pills for 2 months, there are 48 now. tomorrow night is the night',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Decided. After my exam on Friday I will go to the bridge by the river. The letters are already written.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "looked up which building in town is tallest and if the roof door is locked. it isn't. going up there sunday evening",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "If you're reading this I'm sorry. It isn't your fault, none of it. Please give Biscuit to Aunt Lyuda, she loves him.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Wrote letters to mum, dad and my brother tonight. Put them in the drawer with the passwords. Thank you for everything, all of you.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'this is my last entry. i love you all. dont blame yourselves',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave my guitar to Danylo and my winter coat to the neighbour boy. Told them I won't need them where I'm going. Goodbye 🖤",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "I cost my parents so much money and worry. They'd honestly be better off without me, they could finally breathe.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'all i do is drag everyone down. my gf would be happier if i just disappeared, she deserves better',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Im only a burden for my husband, he works two jobs because of me. Better for all if I am not here.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Another shift covered by my flatmate because I couldn't get out of bed. I'm a waste of space and everyone would be relieved if I was gone.",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'cut again tonight, deeper than last time. long sleeves tomorrow i guess',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'The urge to burn myself with the lighter is so loud tonight. Sitting on my hands.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'I keep scratching my arms til they bleed when the panic comes. Did it in the work loo today. Nobody noticed.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'broke 94 days clean. the blade was still in my pencil case. i hate myself',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Rejected from the 30th job. I don't see any point in going on. Nothing is ever going to change for me.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'there is no future for me here or anywhere. the war took my city, my work, my friends. i have nothing left to live for',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'whats even the point of living like this. every day is the same grey nothing and it will never get better',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I've given up on life really. I go through the motions but there's no reason to keep going.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my sertraline would it take to not wake up. asking for me',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Googled the lethal dose of paracetamol again at 3am. Closed the tab. Opened it again.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'is 30 of the zopiclone enough to die or would i just end up in hospital',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'What amount of insulin is fatal for somebody my weight. I have a lot of pens in the fridge.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Two years since my overdose and I thought I was through it. The thoughts about dying are back this week, same as before.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "last time i tried they found me too early. this time i'll make sure nobody comes home",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'I was doing so well after the ward. Now Im thinking about suicide again every night and I cant tell my therapist.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'the old urges came back full force today. i wanted to die again, like in 2021, like nothing ever got better',
  },

  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Boiler broke again. Landlord says Thursday. Showered at the gym, ate toast in my coat. Could be worse.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'feeling really low today, cried on the bus and didnt even know why. going to bed early with tea and a podcast',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cleared out the wardrobe and gave a bag of old clothes to the charity shop. Feels lighter in here.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Alarm in Kyiv twice last night, we sat in the corridor with the dog. Very tired but everyone ok. Made borshch after.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Last day at the old job. Said goodbye to everyone, got a card and a plant. Weird to leave after six years but I'm excited.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Broke up with J. Hurts like hell. Ate a whole tub of ice cream and watched trash tv. tomorrow i call mum.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "My GP asked if I ever think about hurting myself. I said no, and it's true, I'm just burnt out.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'sad and angry and lonely but not suicidal. i want to be clear with myself about that',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I would never kill myself, I couldn't do that to my kids. But I need more help with the anxiety.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'The questionnaire at the clinic asked about thoughts of ending my life. Ticked none. Mostly I just cannot sleep.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Not that I want to die or anything, I just want a week off where nobody needs me for anything.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I dont want to hurt myself. I want my life to be different, that is not the same thing.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from when I was sixteen. So many pages about wanting to die. I wish I could hug that girl. Therapy helped, I am okay now.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Eight years ago I tried to take my own life. Today I ran my first half marathon. Proud of myself.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'at uni i used to cut, back then it felt like the only way to cope. scars are white now and i havent in years',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In 2015 I was sure everyone would be better off without me. I was so wrong. My daughter is asleep in the next room.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Told my new partner about the overdose in my twenties. He just held my hand. I feel lucky to be here.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Back in my teens I googled ways to die nearly every night. It's strange to remember that now that life is good.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Maks had 39.2 fever all night. Pharmacist said how much ibuprofen for a 4 year old by weight, wrote it on the box.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'How many paracetamol can I take in a day with this toothache? Dentist not until Monday.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Psychiatrist upped my sertraline to 150 mg. Side effects a bit rough but mood is steadier.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'the dog got into a chocolate bar, vet said the amount could be toxic for her size. she is fine now, just sleepy.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Mum takes so many pills now, I made her a weekly pill box so she doesnt double up on the blood pressure ones.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Baby teething, gave calpol at 2am, checked the max dose per day twice because I was half asleep.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished the book tonight, the narrator walks into the sea at the end. Ugly cried. What a novel.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'the villain in this game keeps telling you to kill yourself in the boss fight lol, very edgy writers',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Our DnD campaign: my paladin sacrificed himself to close the portal. Everyone clapped. Best session ever.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched a documentary about the Golden Gate bridge and the people who jumped. Heavy but important.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Writing chapter 12. My protagonist writes a goodbye letter to her brother before the last battle. Can't get the tone right.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'That song where he sings about wanting to disappear is on repeat. Such a good album.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'this exam is literally killing me. three more days of organic chem 💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Tripped up the stairs in front of the whole office. I wanted the floor to swallow me. Died of embarrassment.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'if i have to sit through one more team call about synergy im gonna throw myself out the window lmao',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "I'm dying to see the new flat on Saturday. Fingers crossed the landlord likes us.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My boss will be the death of me. Third deadline moved this week.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Forgot mum's birthday. I could kill myself for that, really. Called her with a long apology and flowers tomorrow.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This heat is unbearable, dead tired after the commute and the trains were a nightmare.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandad passed away this morning in the hospice. Peaceful, they said. I keep making tea nobody drinks.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My school friend Oleh was killed near Bakhmut. Funeral on Thursday. I can not stop crying.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A man jumped from the bridge on my commute route today, the trains were stopped for hours. I hope his family have support.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'One year since Dad died. Visited the grave with flowers, told him about the new job. Miss him so much.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My cousin took her own life last month. I keep going over what I could have said. Starting grief counselling.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'We had to put our old cat to sleep today. The vet was so kind. The flat is so quiet without him.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'news about the missile strike on Dnipro, so many dead. i sat on the floor and read names for an hour',
  },
];
