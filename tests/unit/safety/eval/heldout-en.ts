import type { EvalNote } from './types';

/**
 * Held-out English notes: American, British and second-language English (Ukrainians abroad),
 * with slang, typos, lowercase and emoji, kept away from whoever tunes the detector so they
 * measure how it generalises. A note either fires (`crisis`, with its class) or must stay quiet
 * (with the guard it tests).
 */
export const notes: EvalNote[] = [
  // intent
  {
    text: "I want to kill myself. I'm not being dramatic, I've just decided.",
    crisis: true,
    class: 'intent',
  },
  { text: 'im going to end my life. thats it. thats the entry', crisis: true, class: 'intent' },
  {
    text: 'Long day. School run, two loads of laundry, tacos for dinner, helped Maya with fractions. I want to kill myself and nobody would ever guess it from the outside. Parent-teacher night is Thursday, I should wear the blue sweater.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "Tonight it doesn't feel like just a thought anymore. I'm going to end it all.",
    crisis: true,
    class: 'intent',
  },
  { text: 'gonna kms fr. not a joke this time', crisis: true, class: 'intent' },
  { text: 'i want to kil myself so bad rn', crisis: true, class: 'intent' },
  {
    text: "Decided I'm going to commit sucide. Writing it here because I can't say it out loud to anyone.",
    crisis: true,
    class: 'intent',
  },

  // passive
  { text: "I just don't want to wake up tomorrow.", crisis: true, class: 'passive' },
  {
    text: "I wish I didn't exist. Not dead exactly, just never born.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Every night I hope I fall asleep and that's it, no morning.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "honestly wouldn't mind if a bus hit me on the way to work",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Sometimes I wish I could just stop existing. Permanently.',
    crisis: true,
    class: 'passive',
  },
  {
    text: "If I didn't wake up it would honestly be a relief for me.",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Alert at 23:40 again. Sitting in the corridor I caught myself hoping the missile hits our building so it is finally over for me.',
    crisis: true,
    class: 'passive',
  },

  // euphemism
  {
    text: "I won't be around much longer. It's fine. I've made my peace with it.",
    crisis: true,
    class: 'euphemism',
  },
  { text: 'I just want to go to sleep forever.', crisis: true, class: 'euphemism' },
  { text: 'thinking about unaliving myself again', crisis: true, class: 'euphemism' },
  {
    text: 'Soon I will be with grandma. She always said she would wait for me up there.',
    crisis: true,
    class: 'euphemism',
  },
  { text: "I think it's time for me to leave this world.", crisis: true, class: 'euphemism' },
  {
    text: 'ready to log off from life for good 🪦',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Going to check out permanently. Nobody needs to know why.',
    crisis: true,
    class: 'euphemism',
  },

  // method
  {
    text: "I've been standing on the bridge for an hour looking at the water. It would be so easy to just go over.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Saved up all my pills 💊 They're in a ziploc bag in my nightstand. Thinking about taking them all tonight.",
    crisis: true,
    class: 'method',
  },
  {
    text: "His service weapon is in the safe and I know the code. I keep thinking about using it on myself while he's on deployment.",
    crisis: true,
    class: 'method',
  },
  { text: 'Bought rope today. Not for camping.', crisis: true, class: 'method' },
  {
    text: "Went up to the roof of my building again to see if it's high enough. It is.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'Every morning on the platform I think about stepping in front of the train. Today I got closer to the edge.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Sat in the garage with the engine running for a while tonight. Turned it off. Not sure I will next time.',
    crisis: true,
    class: 'method',
  },

  // plan
  { text: "Tonight. I've decided.", crisis: true, class: 'plan' },
  {
    text: "I picked a date. Friday, after my sister's wedding, so I don't ruin it for her.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Wrote my will today and left it on the desk. Everything goes to my brother. I am done waiting.',
    crisis: true,
    class: 'plan',
  },
  {
    text: "I've been stockpiling my meds for a month so there's enough. Almost there.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "When my roommate leaves for thanksgiving I'll have the place to myself. That's when I'll do it.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "the plan is the quarry at 3am. nobody's there at that hour to stop me",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Work was normal. Sent the quarterly deck, sad desk salad, a meeting that could have been an email. Sunday night after the kids are asleep I am going to do it. The letters are already written and in the drawer.',
    crisis: true,
    class: 'plan',
  },

  // farewell
  {
    text: "Writing goodbye letters. Don't know who to start with.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave away my guitar, my books and my hoodies this week. Everyone thinks I'm decluttering. I won't need them where I'm going.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Please take care of my cat when I'm gone. She likes the chicken treats and hates the vacuum.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Mom, I'm sorry for everything. I love you. This is my last entry.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Said goodbye to everyone today in my own way. No one noticed it was a real goodbye.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Left my passwords on a sticky note so nobody has to fight with my accounts after I am gone.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "To whoever reads this: it wasn't your fault. Goodbye.",
    crisis: true,
    class: 'farewell',
  },

  // burden
  { text: 'Everyone would be better off without me.', crisis: true, class: 'burden' },
  {
    text: "I'm just a burden to my family. They'd have it so much easier if I were gone.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "my parents spend so much on my therapy. they'd save so much money if i wasnt here anymore",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'My wife deserves better. She would be free if I was dead.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "I'm the reason this family is miserable. Take me out of the picture and the problem is solved.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Since we came to Leeds I can not find work, my English is bad, I only take from everyone. The kids would be better without a father like me.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "No one would miss me. They'd be relieved, actually.",
    crisis: true,
    class: 'burden',
  },

  // selfHarm
  { text: 'Cut again tonight. Third time this week.', crisis: true, class: 'selfHarm' },
  {
    text: 'I burned my arm with a lighter when things got bad. It helped for a minute.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "hit myself until my thighs were purple. it's the only thing that shuts my head up",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Wearing long sleeves in July again to hide the new cuts.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'I scratch my skin until it bleeds every night now. Can not stop.',
    crisis: true,
    class: 'selfHarm',
  },
  { text: 'relapsed on sh. used the blade again 🔪', crisis: true, class: 'selfHarm' },
  {
    text: 'Punched the wall on purpose until my knuckles split. I wanted it to hurt.',
    crisis: true,
    class: 'selfHarm',
  },

  // hopelessness
  { text: "There's no point in going on.", crisis: true, class: 'hopelessness' },
  { text: "I can't see any future for myself. None.", crisis: true, class: 'hopelessness' },
  {
    text: "There's no way out of this. I've tried everything and nothing will ever change.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "whats even the reason to keep living. genuinely can't find one",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Lost my home in Mariupol, my job, my city. Why would I keep going?',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Tomorrow will be the same hell as today. Forever. I don't see why I should stay.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Nothing left for me. Only darkness ahead, for me at least.',
    crisis: true,
    class: 'hopelessness',
  },

  // dose
  {
    text: 'How many sleeping pills would it take to not wake up?',
    crisis: true,
    class: 'dose',
  },
  { text: "what's the lethal dose of tylenol. asking for me", crisis: true, class: 'dose' },
  {
    text: 'Googling how much insulin is fatal. I have a full pen in the fridge.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'How many of my antidepressants would be enough to end it?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Would a whole box of these be enough to make it stop for good?',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Looked up the max dose that kills you. Now I am staring at the bottle.',
    crisis: true,
    class: 'dose',
  },
  {
    text: "how much xanax with alcohol before you just don't wake up",
    crisis: true,
    class: 'dose',
  },

  // relapse
  {
    text: 'I attempted two years ago. The thoughts are back.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'After my attempt I got better, meds and therapy and everything. Now I want to die again.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'I thought it was behind me. Tonight I stood by the window like I did that time.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'the same voice i had before my overdose last year is back',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "They saved me last time. This time I don't want anyone to.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: '18 months clean from self-harm and I cut tonight. The suicidal thoughts came back with it.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'I was doing so well since the psych ward. Now it is all coming back and I want to be gone.',
    crisis: true,
    class: 'relapse',
  },

  // figurative
  { text: 'This exam is killing me 😭', crisis: false, guard: 'figurative' },
  { text: "I'm dead tired. Twelve-hour shift on the ward.", crisis: false, guard: 'figurative' },
  {
    text: "LMAO I'm dying, my kid just called the dog 'sir'",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "If I have to sit through one more all-hands I'm going to jump out the window 🙄",
    crisis: false,
    guard: 'figurative',
  },
  { text: 'That cheesecake was to die for.', crisis: false, guard: 'figurative' },
  { text: 'My feet are killing me after the hike.', crisis: false, guard: 'figurative' },
  { text: 'I could murder a pizza right now.', crisis: false, guard: 'figurative' },
  {
    text: 'Spent the whole Sunday dead on the couch. Worth it.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'My boss is going to kill me when he sees the numbers.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "I literally died of embarrassment when I called my teacher 'mom' in front of everyone.",
    crisis: false,
    guard: 'figurative',
  },
  { text: 'ugh this commute. shoot me now lol', crisis: false, guard: 'figurative' },

  // othersDeath
  {
    text: "Shelling in Kharkiv last night, four people killed. My aunt's street. I can't stop thinking about them.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'My cousin was killed at the front near Pokrovsk. The funeral is Saturday and I cannot fly home.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'One year since grandma died. I baked her cherry pie and cried into the dough.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Saw on the news that a missile hit the building where my old teacher lived. She is gone.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'My dog died this morning. Fourteen years together.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Dad passed from a stroke in February. I still call his number sometimes just to hear the voicemail.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "A boy in my daughter's class lost his father in the war. She asked me at bedtime what dying is.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Read about the migrant boat that sank, dozens drowned. Awful. Donated what I could.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "My husband's friend from his unit was killed. He called me and just stayed quiet on the line.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Forty days since grandpa's death. We all got together and even laughed at his old jokes.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Patient passed on my shift tonight. Eighty-nine, family around her. Peaceful, but I cried in the supply room.',
    crisis: false,
    guard: 'othersDeath',
  },

  // fiction
  {
    text: 'Finished Norwegian Wood. So many suicides in that book, but it is beautiful.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Watched 13 Reasons Why with my roommate, we argued about how it shows suicide.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'My character jumped off a bridge in the game and died, had to replay the whole level 😤',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Read Anna Karenina for class. The train scene still haunts me.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Writing a short story where the main character plans to kill herself. Worried my workshop will find it too dark.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Saw Romeo and Juliet at the Globe. Everyone was sobbing at the end, including me.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Memorized Hamlet's 'to be or not to be' for English lit. Mr. Patel says it's about whether life is worth it.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Watched a documentary about Kurt Cobain. Such a loss.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Reading The Bell Jar. Plath writes depression so precisely it is scary.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'True crime podcast tonight: everyone thought it was a suicide but it was murder. Chills.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Had that song about saying goodbye to the world on repeat all day. It's so sad and so good.",
    crisis: false,
    guard: 'fiction',
  },

  // medical
  {
    text: 'How much ibuprofen can an adult take in a day? Splitting headache after the night shift.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "What's the right paracetamol dose for a 4-year-old with a 38.7 fever? We're almost out of syrup.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Doctor gave me sleeping pills. Writing it down: half a tablet, never with alcohol.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Max dose of magnesium per day? Leg cramps every night.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Bought headache pills 💊 and vitamin D at CVS. Fingers crossed.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Can I alternate Tylenol and Motrin for my son if the fever won't break?",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Too much coffee, heart racing. Can I take something to calm down on top of it?',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Mom needs insulin and the pharmacy line was two hours long.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Antibiotic schedule for the baby: 8am and 8pm. Don't forget.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'How many mg of melatonin is safe? Can not fall asleep after the sirens.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Is it ok to take allergy meds with my antidepressant? Pharmacist was slammed, will call the doctor.',
    crisis: false,
    guard: 'medical',
  },

  // past
  {
    text: "Five years ago I wanted to die. Therapy helped, and today I'm just grateful to be here.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "I used to cut when I was 16. I'm 27 now and the scars have faded. So glad I made it.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Talked with my therapist about the year I was suicidal. It feels so far away now.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'I used to believe everyone would be better off without me. Now I know how wrong I was.',
    crisis: false,
    guard: 'past',
  },
  { text: 'Three years free from self-harm today 💪', crisis: false, guard: 'past' },
  {
    text: 'In 2019 I was hospitalized after an attempt. Today I shared my story at group so others know there is a way out.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "I haven't wanted to disappear in a long time. Today I even booked a summer trip.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'As a teenager I thought there was no way out. So glad my school counselor listened back then.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Reread an entry from last year where I said I didn't see the point. Wanted to hug that version of me.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Back in college I googled lethal doses more than once. Now I volunteer on a crisis line. Life is strange.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'My dad told me he thought about suicide after the divorce, a long time ago. He got through it and we talked for hours.',
    crisis: false,
    guard: 'past',
  },

  // everyday
  { text: 'Tired but holding on. Work again tomorrow.', crisis: false, guard: 'everyday' },
  {
    text: "Up at 5:40 for the early shift. The new guy cut his hand on the box cutter so I spent twenty minutes with the first aid kit. Lunch was a sad sandwich on the loading dock. Picked up Ellie's antibiotics and a bottle of ibuprofen on the way home, then we walked the dog over the footbridge. Tired, a bit cranky, but honestly an okay day.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Boss yelled about the report again. So angry I want to quit and move to the beach.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Sirens again last night, sat in the hallway till 3am. Anxious and exhausted.',
    crisis: false,
    guard: 'everyday',
  },
  { text: 'Sad today. Rain, no power, cat asleep on me.', crisis: false, guard: 'everyday' },
  {
    text: "Amazing day! Saw a friend I haven't seen since 2021. Talked for four hours.",
    crisis: false,
    guard: 'everyday',
  },
  { text: "I'm exhausted, but I'm going on. Small steps.", crisis: false, guard: 'everyday' },
  {
    text: "There's no future for this project. I need to tell the team and shut it down.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Farewell party for a colleague who is retiring. I gave a toast and cried a bit.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "We're moving, so the cat is staying with our neighbor for a week until we're settled.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Climbing gym today, learned to tie a figure eight on the rope. Arms are jelly.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Walked across the bridge with my daughter and watched the sunset.',
    crisis: false,
    guard: 'everyday',
  },

  // negation
  {
    text: "I don't want to die. I want to live to see the end of the war and my brother home.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "No, I'm not suicidal, just really tired. My therapist asked and I answered honestly.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I feel awful but I'm not going to hurt myself. I just need to cry it out.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Mom keeps asking if I'm having 'dark thoughts'. No, mom, I want to live, I'm just sad.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'I would never kill myself, I have a daughter. Not up for discussion.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I don't want to disappear. I want the pain to disappear and me to stay.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Not cutting and not going to. Writing here instead.',
    crisis: false,
    guard: 'negation',
  },
  { text: 'No thoughts of death, only thoughts of vacation 😄', crisis: false, guard: 'negation' },
  {
    text: 'Even on the worst nights in the shelter I knew: I want to live.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Nobody would be better off without me, and I finally believe it.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "not gonna kms, relax. i'm just venting about chem",
    crisis: false,
    guard: 'negation',
  },
];
