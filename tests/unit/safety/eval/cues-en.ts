import type { EvalNote } from './types';

/**
 * English notes written for the cue layer (concepts that make a class together), among them the
 * English of writers for whom it is a second language, slang, and long entries with the crisis in
 * the middle of an ordinary day: every one was first run against the detector as written, then
 * used for tuning. Everyday twins sit beside the crisis notes they resemble; the few the detector
 * still flags ("i want to kms this exam is brutal lol") are kept as they are.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'hopelessness',
    text: "I can't see any future for me. Every day is the same grey nothing and it's never going to change, so why keep going.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Nothing is ever going to get better. I've stopped pretending. I just want it all to stop.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'i honestly dont see a way forward anymore. whats the point of any of it',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'im 34 and i have nothing and i will always have nothing. whats even the point',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I don't have anything left in me. I'm so tired of fighting and I don't want to fight anymore.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I'll never be happy. I'm just waiting for it all to be over.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "I'm just a weight around everyone's neck. Mum would have an easier life if I wasn't in it.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'I ruin everything I touch. The kindest thing I could do for everyone is to disappear.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "my kids deserve a better dad than me. they'd be better off with someone else",
  },
  {
    crisis: true,
    class: 'burden',
    text: "it'll all be over soon and then nobody has to deal with me",
  },
  {
    crisis: true,
    class: 'method',
    text: "I've started saving my sertraline instead of taking it. Two weeks' worth now.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'I looked at the kitchen knives for a long time tonight.',
  },
  { crisis: true, class: 'method', text: 'Found out where my dad keeps the key to the gun safe.' },
  {
    crisis: true,
    class: 'method',
    text: 'I took my belt and tested if the door handle would hold.',
  },
  { crisis: true, class: 'method', text: "been stockin up on my nan's tramadol, got like 60 now" },
  {
    crisis: true,
    class: 'method',
    text: 'i keep the razor blade in my phone case now just in case',
  },
  {
    crisis: true,
    class: 'method',
    text: 'ive been researching the fastest way. i think i found it',
  },
  {
    crisis: true,
    class: 'method',
    text: 'gonna make it look like an accident so the insurance pays out for the kids',
  },
  { crisis: true, class: 'method', text: "i'm standing on the roof right now" },
  {
    crisis: true,
    class: 'plan',
    text: "I've picked the date. Friday, after my shift, when the flat is empty.",
  },
  { crisis: true, class: 'plan', text: "Sunday. That's when I'll do it. Everything is arranged." },
  {
    crisis: true,
    class: 'plan',
    text: "Friday, when Jake's on his night shift. I've got everything I need.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "After the exam on Monday it won't matter anymore. I've made my peace with it.",
  },
  { crisis: true, class: 'plan', text: "It's decided. This weekend. I won't tell anyone." },
  { crisis: true, class: 'plan', text: 'tomorrow i finally get to rest for good 🙏' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'I cut again. Three months clean and I threw it away in one night.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Burned my arm with a lighter again, I need to feel something.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "cut deeper than ever tonight, couldn't stop the bleeding for ages",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "The urges are back like they were after the hospital. I'm scared I'll try again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'its been 8 months since my last attempt and the feelings are creeping back',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "It's been two years since the hospital and I'm thinking about it again every night.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'i survived once. im not sure i want to survive the next time',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Wrote letters to my brother and my best friend and put them in the drawer where they'll find them.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "If anyone reads this, I'm sorry. I love you all. Please look after Biscuit.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'I gave my cat to my neighbour and left the keys under the mat. Nobody needs to worry anymore.',
  },
  { crisis: true, class: 'farewell', text: "if i'm not here tomorrow, it's not anyone's fault" },
  { crisis: true, class: 'farewell', text: "sorry mum. sorry for everything. i'm going now" },
  { crisis: true, class: 'dose', text: 'is 40 sleeping pills enough or do I need more' },
  { crisis: true, class: 'dose', text: 'how long does it take to bleed out' },
  { crisis: true, class: 'dose', text: "what's the most painless way" },
  { crisis: true, class: 'intent', text: 'pls someone stop me i have the pills in my hand' },
  { crisis: true, class: 'passive', text: 'It would be so easy to just not be here anymore.' },
  { crisis: true, class: 'passive', text: 'I want to go to sleep and stay asleep.' },
  {
    crisis: true,
    class: 'passive',
    text: 'Every morning I wake up disappointed. Another day to get through for no reason.',
  },
  { crisis: true, class: 'euphemism', text: 'I want out. Not out of the job, out of everything.' },
  {
    crisis: false,
    guard: 'past',
    text: "When I was 19 I cut myself a lot. The scars are faded now and I don't hide them anymore.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Back in university I used to think everyone would be better off without me. I don't believe that anymore.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "When I was fourteen I wanted to die. I'm thirty now and I have a daughter and a garden.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My first winter in the UK I thought about jumping off the bridge near my flat most nights. This winter I walk past it on the way to my choir.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'It has been three years since I last hurt myself. Three years!',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'I remember the night I wrote a goodbye letter. I tore it up in the morning and called my sister. That was 2019.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Last winter I thought my family would be better without me. I know now that was the depression lying.',
  },
  { crisis: false, guard: 'negation', text: "I don't feel like a burden anymore, which is new." },
  {
    crisis: false,
    guard: 'negation',
    text: "I've never self-harmed and I'm not going to start now, even if today was awful.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I used to think about dying all the time. I don't anymore, and I want to remember that.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not going to jump, I just like standing on the balcony at night and watching the city.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I don't want to go to sleep and never wake up. I want to wake up and have it be spring.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "It's not like I'd ever actually overdose, I'm too scared of needles and hospitals.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Stop asking how many pills I have, mum, I'm fine, it's just vitamins.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Not writing a goodbye letter, writing a cover letter. Big difference lol.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Dad's gun is locked up and he's teaching me to shoot clay pigeons on Saturday.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I bought a new belt and a knife set for the kitchen tonight.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'bought a rope for the tent, camping trip next weekend with the kids',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'my building has 14 floors and the lift is broken again, great',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'checking out of the hotel at noon, then the train home',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'this is my last diary entry in this notebook, new one tomorrow',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "i'm planning my exit from this company. i have the date of my interview",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "i'm standing on the roof terrace with a glass of wine",
  },
  { crisis: false, guard: 'everyday', text: "what's the most painless way to remove a plaster" },
  { crisis: false, guard: 'everyday', text: 'counting down the days to our holiday. 5 left!' },
  {
    crisis: false,
    guard: 'everyday',
    text: "I relapsed on sugar again, ate a whole cake. Tomorrow I'm starting over.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "No future in this job, I'm applying elsewhere this weekend.",
  },
  { crisis: false, guard: 'medical', text: 'how much tylenol can I give my 5 year old' },
  {
    crisis: false,
    guard: 'medical',
    text: 'The insulin dose was adjusted by my endocrinologist today.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Reading a memoir by a woman who survived a suicide attempt, it's hopeful.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My brother has been gone two years. I lit a candle and told the kids about him.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This deadline is going to be the death of me, three reports by Friday.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'I not want live anymore. Everything is lost, my city is lost.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'I am tired to live. Every day is same, sirens and dark.',
  },
  { crisis: true, class: 'passive', text: 'better I die than continue like this' },
  { crisis: true, class: 'intent', text: 'i think to finish with my life, nobody need me here' },
  { crisis: true, class: 'plan', text: 'tonight i will go out from window, it is 9 floor' },
  { crisis: true, class: 'method', text: 'I collected pills from all the pharmacy, maybe 50' },
  {
    crisis: true,
    class: 'farewell',
    text: 'sorry my dear ones. I cannot anymore. Take care of mother',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'I make cuts on my hands again, first time since spring',
  },
  { crisis: true, class: 'dose', text: 'how many tablets of phenazepam to sleep and not wake' },
  {
    crisis: true,
    class: 'hopelessness',
    text: "after the death of my husband at the front I don't see sense to live",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'I again think about suicide like in 2022 when I was in hospital after the pills',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I not want go to work tomorrow, the boss is terrible.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I am tired from the trains and sirens but we are ok.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My husband is at the front. I pray every night he comes home.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I collected documents from all offices for the visa, maybe 50 pages',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sorry my dear ones for the long silence, the internet was down. We are alive and fine.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I make cuts on the fabric for the new dress, first time sewing since spring',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'll do it tomorrow, everything is ready for the painting.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Work was the usual: three meetings, a report nobody will read, lunch at my desk. Mum called and I told her I was fine. I wasn't. On the way home I stood on the platform longer than I needed to and let two trains go. I keep thinking the third one is the one. I don't know how much longer I can keep pretending.",
  },
  {
    crisis: true,
    class: 'method',
    text: "The kids are with their dad this weekend. The flat is so quiet. I have taken everything out of the medicine cabinet and put it on the kitchen table and I've just been sitting here looking at it for an hour.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "Therapy again today. I lied and said the week was better. The truth is I've been looking at the same website every night, the one about how long it takes. I deleted my history but I know the address by heart now.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'I keep writing lists of who gets what. My records to Tom, the bike to Anya, my savings to mum. It feels calm, like tidying a room before you leave it.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Another night of shelling. I am so tired that I stopped going to the corridor. If it hits, it hits. Honestly part of me hopes it does, then it's over and nobody can blame me.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Day 3 without sleep. The pharmacist gave me a weird look when I bought the second box. I'm not stupid, I know what I'm doing.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Work was the usual: three meetings, a report nobody will read, lunch at my desk. Mum called and I told her I was fine, and it was true for once. On the way home I stood on the platform and watched the trains, I love the old ones.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'The kids are with their dad this weekend. The flat is so quiet. I have taken everything out of the cupboards to clean and put it on the kitchen table, a proper spring clean at last.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I keep writing lists of who gets what for Christmas. Records for Tom, a bike for Anya, perfume for mum. It feels calm.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Another night of shelling. I am so tired. We sat in the corridor with the neighbours and told stories until the all-clear. I hope it ends soon.',
  },
  { crisis: true, class: 'intent', text: 'ngl i want to kms' },
  { crisis: true, class: 'euphemism', text: 'ready to ctb' },
  { crisis: true, class: 'euphemism', text: 'i just wanna sleep forever fr' },
  { crisis: true, class: 'farewell', text: 'done. so done. bye' },
  { crisis: true, class: 'plan', text: 'gonna unalive tonight' },
  { crisis: true, class: 'burden', text: 'no1 would care if i was gone tbh' },
  { crisis: true, class: 'passive', text: 'i hate myself. i want to disappear forever' },
  { crisis: true, class: 'selfHarm', text: 'my body my blade my choice. did it again' },
  { crisis: true, class: 'burden', text: "i'm literally a burden to everyone and i know it" },
  { crisis: true, class: 'plan', text: 'plan: friday. method: sorted. nobody knows' },
  { crisis: true, class: 'selfHarm', text: '3 weeks clean from cutting and i just broke it' },
  {
    crisis: true,
    class: 'passive',
    text: 'the thought of dying is the only thing that calms me down now',
  },
  { crisis: true, class: 'passive', text: "i don't see myself alive by summer" },
  {
    crisis: true,
    class: 'farewell',
    text: "gave my cat to my sister today. told her it's just for a while",
  },
  {
    crisis: true,
    class: 'burden',
    text: "they'd cry for a week and then they'd be fine. better than watching me fall apart for years",
  },
  { crisis: false, guard: 'figurative', text: 'ngl i want to kms this exam is brutal lol' },
  { crisis: false, guard: 'everyday', text: 'i just wanna sleep forever fr, 12 hour shift done' },
  { crisis: false, guard: 'everyday', text: 'done. so done with this assignment. bye' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'gave my cat to my sister for the holidays while we travel',
  },
  { crisis: false, guard: 'everyday', text: 'my body my choice, booked the tattoo' },
];
