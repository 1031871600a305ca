import type { EvalNote } from './types';

/**
 * English notes written blind: from scratch, without looking at the detector's word lists, in
 * phrasing unlike the other English sets (UK, US and Australian English, the English of
 * Ukrainian, Spanish and Japanese writers, long entries with the crisis in the middle of an
 * ordinary day, very short notes, slang, typos, emoji).
 *
 * First run before any tuning: recall 20/31, false alarms 4/21. The misses and false alarms were
 * then fixed by general word lists and guards in `lexicons/en.ts` (31/31, 0/21 after tuning), so
 * from here on this is a development set like the others.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'Woke at 4am again, made coffee, fed the cat, answered emails like a normal person. Somewhere between the second and third email I realised I genuinely want to be dead. Then I went to standup and said everything was fine.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "honestly I'm done, gonna top myself, can't be arsed with any of it anymore",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'I am decide to finish with my life. Is not a moment of emotion, I think about it many weeks already.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Wouldn't be the worst thing if I just didn't rock up to tomorrow, ya know. Just stop. Fade out.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Recently I think, it is okay if I disappear from this world. Nobody will have trouble.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'flying to denver monday. kinda hoping the plane goes down tbh 😶',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "I think I'm going to go to sleep for good this time.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'I am ready to go with my abuela. Soon I will be with her, I prepare everything.',
  },
  { crisis: true, class: 'euphemism', text: 'ctb soon. just need to sort the cat out first' },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Bought a bag of charcoal and duct tape on the way home. Told the cashier it's for a bbq. There is no bbq.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'the train line behind our estate, i keep going there at night and standing right at the edge of the platform when the express comes through',
  },
  {
    crisis: true,
    class: 'method',
    text: 'In bathroom cabinet there is many pills of my mother, I count them yesterday, it is enough I think.',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Saturday when Mark takes the kids to his mum's. That's the day. I've gone over it in my head a hundred times.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "sorted everything for thursday night. car's full of petrol, know which road, know which tree.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "After Emma's wedding in June I'm allowed to end it. Just have to hold on till then.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this: I'm sorry. Please give Biscuit to Aunty Jo. The password for my laptop is on the fridge. I love you all x",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Been deleting my photos and messages all evening so nobody has to go through them after. Left a note for mum in the drawer.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Thank you for everything until now. This is my last diary. Please do not be sad for me.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'honestly everyone would breathe easier if i was out of the picture. i cost my parents so much money and give them nothing back',
  },
  {
    crisis: true,
    class: 'burden',
    text: "I'm dead weight. Mum's working two jobs to keep me at uni and I'm failing anyway. She'd be better without me around.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'I am only a problem for my family, always they must to take care of me. Without me they can have a normal life.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'did it again, thighs this time so nobody sees. wore the long skirt to work',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Burnt my wrist on purpose with the hair straightener. Felt calm for the first time all week.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: '3 weeks clean and i just ruined it. the sharpener blade is back under my mattress',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Another rejection email. 94 applications. I'm 41, divorced, living in my brother's spare room. There's no version of the future where this gets better and I'm tired of pretending there is.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "meh. nothing's ever gonna change. why do i even bother waking up",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Every day same. I do not see sense to continue. Life is only pain and more pain.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my quetiapine would it take to not wake up. asking for me.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Is 40 paracetamol enough or do I need more. And does it hurt',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "It's back. The thing I promised the nurses on the psych ward would never come back. The voice saying just end it. Two years free of this and here it is again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Had my first good year since the overdose and tonight I'm sat with the pills in front of me again",
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "My flatmate's cooking is going to be the death of me lol, smoke alarm went off twice",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more budget meeting I'll actually throw myself out the window 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Sis's wedding speech had me in bits, I was crying so hard I nearly died. Best day 💕",
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Uncle Ray passed in his sleep on Tuesday. Aunt Maureen keeps saying she wishes she'd gone with him. Funeral is Friday.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'One year since my best mate took his own life. Went to the spot by the river with his brother and we left flowers.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Today is 40 days after my father die. We make dinner with all family and remember him.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished that novel everyone's on about. The main girl overdoses in the last chapter and I'm still thinking about it.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'D&D tonight: my paladin sacrificed himself jumping off the cliff to save the party. Everyone was gutted lol',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'writing my thesis on Plath and The Bell Jar, reading about her suicide all day makes me feel so heavy',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: "Nurse at the GP said no more than 8 co-codamol in 24 hours for my back. Didn't realise it was that strict.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler got into the calpol. Called 111, they said the amount was fine. My heart is still racing.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Doctor gave me new sleeping pill. He say take only one, maximum two. I sleep very well today.',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: "Went back to my old high school for the reunion. That's where I first wanted to die, at sixteen. Now I'm a teacher myself and I love my job.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ten years ago today I was in the ICU after swallowing a bottle of pills. Today I ran a half marathon. Still here.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In my twenties I cut a lot. I still have the scars but I wear short sleeves now and I feel good.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Packed the car for the camping trip on Saturday, said goodbye to the neighbours, left the key with Mrs Patel.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Bought a new kitchen knife set and a rope for the washing line. Adulting.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Spent all evening sorting my will and life insurance with the financial adviser, proper grown-up stuff now the baby's here.",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "People keep asking if I'm okay since the breakup. I'm sad, not suicidal. Zero plans to hurt myself, I just want ice cream and sleep.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'My psych asked the usual: any thoughts of ending it? Honestly no. Not even close this month.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never once thought about killing myself, even at the worst of it. Grief is different from wanting to die.',
  },
];
