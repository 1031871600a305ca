import type { EvalNote } from './types';

/** English development notes: written before the detector was tuned, never edited to pass. */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Long shift at the warehouse, boss yelled at me in front of everyone again. I'm going to kill myself, I mean it this time, I'm not joking.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'honestly i just wanna kms. nobody gets it and nobody ever will',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Therapist cancelled. Mom is not answering. I think I will end my life this week, I have nothing left to hold on to.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Been thinking seriously about suicide. Not the passing thought kind, the real kind.',
  },
  { crisis: true, class: 'intent', text: 'i want to unalive myself so bad rn' },
  {
    crisis: true,
    class: 'intent',
    text: 'Went to the pharmacy, came home, sat in the car for an hour staring at nothing. I want to die. I really do.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'I keep planning how I would kill myself, every night before sleep',
  },
  { crisis: true, class: 'intent', text: "Im so done. I'm gonna end it, i dont care anymore 🪦" },
  {
    crisis: true,
    class: 'intent',
    text: 'Got the divorce papers today. I feel suicidal and I am scared of myself.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: 'Every night I pray I just don’t wake up in the morning. Then the alarm goes off and I am still here.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "wouldn't mind if a truck hit me on the way to work tbh",
  },
  {
    crisis: true,
    class: 'passive',
    text: "I wish I'd never been born. Dad said it again at dinner and maybe he is right.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "I don't want to exist anymore. Not dead exactly, just not here, not anything.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'If I fell asleep tonight and never woke up, honestly that would be a relief.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'My brother was killed at the front in May and I don’t want to live without him.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Sirens again. I didnt even go to the corridor this time. I kind of hope the next one hits my building.',
  },
  { crisis: true, class: 'passive', text: "I'm so tired of being alive. Everything is heavy." },
  // euphemism
  { crisis: true, class: 'euphemism', text: 'I think I am ready to check out for good.' },
  {
    crisis: true,
    class: 'euphemism',
    text: "Won't be around much longer anyway, so it doesn't matter what the doctor says on Monday.",
  },
  { crisis: true, class: 'euphemism', text: 'I just want to go to sleep forever 😴' },
  {
    crisis: true,
    class: 'euphemism',
    text: 'I want to end it all. The war, the debt, the silence in this flat, all of it.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Grandpa died in March. We were so close. Some nights I just want to go and join him.',
  },
  { crisis: true, class: 'euphemism', text: 'I want to leave this world quietly, without a fuss.' },
  { crisis: true, class: 'euphemism', text: 'thinking about the sewerslide option again ngl' },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'The pills are in the bathroom cabinet and I keep counting them in my head, how many it would take.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Stood on the bridge over the Dnipro for a long time tonight. It would be so easy to just step off.',
  },
  {
    crisis: true,
    class: 'method',
    text: "My husband's service pistol is in the safe and I know the code. I keep thinking about putting it to my head.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'bought a rope at the hardware store. not for the garden.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Driving home I thought about swerving into the oncoming truck on purpose. I almost did it.',
  },
  { crisis: true, class: 'method', text: 'want to jump from the 9th floor balcony so badly' },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "I've decided. Tonight after the kids are asleep I'll take all the pills.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Friday is the day. I picked the spot by the river where nobody walks.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Wrote my will today and picked a date to do it. Everything is ready.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Been saving up my sleeping pills for weeks, I have about sixty now.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'tomorrow morning when everyone leaves for work im doing it. i already know how.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: 'This is my last entry. Thank you to whoever reads this. Please take care of my cat Mila.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Wrote goodbye letters to mom and my sister and put them in the drawer of my desk.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave away my guitar and my books today. I won't need them where I'm going.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Sorry for everything, everyone. I love you all. Goodbye.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "When I'm gone please don't blame yourselves, it was nobody's fault.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: 'Everyone would be better off without me. I just cost them money and nerves.',
  },
  {
    crisis: true,
    class: 'burden',
    text: "Since the injury I'm nothing but a burden to my family. They have to feed me, drive me, wash me.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "My kids would have a better life if I weren't here.",
  },
  { crisis: true, class: 'burden', text: "they'd all be happier if i was gone" },
  {
    crisis: true,
    class: 'burden',
    text: "I'm a burden to everyone around me and I can't stand it anymore.",
  },
  // selfHarm
  { crisis: true, class: 'selfHarm', text: 'Cut myself again last night, deeper than before.' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'relapsed after 40 days clean. the razor was just right there in the bathroom',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'I burn my arm with a lighter when it gets too loud in my head. Did it twice today.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'I keep hitting my head against the wall until it goes quiet.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Scratched my arms till they bled again. I know I shouldnt but I cant stop.',
  },
  { crisis: true, class: 'selfHarm', text: 'sh again tonight 🔪 3 weeks clean gone' },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'There is no future for me. Nothing will ever get better, I know it now.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "No way out of this. I've tried everything, pills, therapy, moving, and nothing works. I give up.",
  },
  { crisis: true, class: 'hopelessness', text: "I don't see any reason to keep going." },
  {
    crisis: true,
    class: 'hopelessness',
    text: "what's even the point of going on. every day the same grey nothing",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'My life is over. There is nothing left for me here.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'How many sleeping pills does it take to not wake up?',
  },
  { crisis: true, class: 'dose', text: 'googled the lethal dose of paracetamol again tonight' },
  { crisis: true, class: 'dose', text: 'how much tylenol would it take to die. asking for real' },
  {
    crisis: true,
    class: 'dose',
    text: "What's the maximum dose of my antidepressants before it becomes fatal? I need to know how many to take so it works.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'how many mg of amitriptyline is lethal for someone my weight',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'I tried to kill myself two years ago and survived. The thoughts are back and they are loud.',
  },
  { crisis: true, class: 'relapse', text: 'Last time I survived. This time I will make sure.' },
  {
    crisis: true,
    class: 'relapse',
    text: 'The suicidal thoughts are coming back, like before the hospital.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "I was doing so well after my attempt, but I'm back in that place where I want to die.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "It's been a year since my attempt and yesterday I caught myself looking up methods again.",
  },
  // long notes, mixed languages
  {
    crisis: true,
    class: 'passive',
    text: 'Monday. Took the tram to the office, the heating is still off, my hands were freezing all day. Lunch with Olha, she talked about her new boyfriend for an hour. Honestly I wish I could just disappear forever and nobody would even notice. Bought bread and milk on the way home, fed the cat, watched half an episode and fell asleep on the couch.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Пишу англійською бо так легше. I want to die. I have wanted it for weeks and I am tired of pretending.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'The rent is late again and my son had to pay it. I am a burden on him and his wife, they would be better off without me.',
  },

  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'This exam is killing me, three more chapters to go.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "I'm dying to see the new season, only two days left!",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'dead tired after a double shift, going straight to bed',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'I nearly died laughing at the drawing my son made of our dog.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My boss is going to kill me if I miss this deadline, so I stayed late.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ugh kill me now, another Monday meeting about meetings 🙃',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "I'd rather die than sing karaoke again at the office party.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'this heat is literally killing me, 38 degrees in the flat',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'lmao i am dead 💀 that meme about cats and cucumbers',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My feet are killing me after the hike, but what a view.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'News said twelve people were killed in the strike on Kharkiv last night. I cannot stop crying.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandma died a year ago today. Visited her grave with mom, brought her favourite lilacs.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My friend Andriy was killed at the front. I keep seeing his face when I close my eyes.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Shelling all night. A neighbour from the next building died, she was only forty.',
  },
  { crisis: false, guard: 'othersDeath', text: 'our old cat died today 😢 the house is so quiet' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My uncle took his own life in 2015. Today is the anniversary and we lit a candle for him.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Funeral today. Watched them lower the coffin and felt nothing, then everything at once.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A soldier from dad's unit shot himself last week. Dad is not talking to anyone.",
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished the novel tonight. The hero kills himself at the end and I cried like a baby.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'The series about the girl who wants to die was heavy but so well made.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'In the game my character died twenty times on the same boss, I threw the controller lol',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Listening to a song about suicide on repeat, the melody is beautiful and sad.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Reading Anna Karenina for book club. The train scene, wow.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched a film where the main character says "I want to die" in the first scene. Strong acting.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Started writing my short story: the narrator plans to jump off a bridge but meets a stranger.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'How much ibuprofen can I take for a headache this bad?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "What's the max dose of paracetamol for a fever in adults? Mine is 39.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Doctor doubled my sertraline dose, hope it finally helps with the mornings.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Took two pills for my headache and went to bed early.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'The dog ate half a chocolate bar, googled the lethal dose of chocolate for dogs, he is fine.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist said not to exceed 4 g of acetaminophen a day, good to know for my back pain.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'how many mg of melatonin is safe for sleep? trying to fix my schedule',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Five years ago I wanted to die. Therapy helped and today I am grateful to be alive.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In 2019 I attempted suicide. Today I ran my first half marathon and cried at the finish line.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'I used to cut when I was a teenager; three years clean now, proud of me.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back then I thought everyone would be better off without me. I was so wrong, my kids need me and I am here.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was 16 I wanted to kill myself. Now I volunteer at a crisis line, life is good.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Long ago I had a plan to end my life. I got help and I am doing well now.',
  },
  // everyday
  { crisis: false, guard: 'everyday', text: 'I want to go to sleep early tonight, so tired.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Have to kill two hours before the train. Coffee and a book.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Bought pills at the pharmacy for mom's blood pressure, then groceries.",
  },
  { crisis: false, guard: 'everyday', text: 'cut my finger chopping onions lol, bled everywhere' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'The bridge was closed so I took the long way home. Forty minutes in traffic.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I've decided: tonight I'll finally clean the balcony and throw away the old boxes.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Said goodbye to my colleagues, last day at this job! Cake and tears.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I want to leave this city and move somewhere by the sea.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Gave away old clothes to the refugee centre, the wardrobe finally closes.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Bought a new rope for the swing in the yard, the kids were thrilled.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sad day. Work was hard, rain all day, I cried in the bathroom. Tomorrow will be better I hope.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I want to end this project on a good note, then take a long vacation.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling lonely since the move. Called my sister, it helped a little.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Tonight's the night: first date in two years! Wish me luck.",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "I don't want to die, I want to live and see my daughter grow up.",
  },
  { crisis: false, guard: 'negation', text: "I'm not suicidal, just very tired and sad." },
  {
    crisis: false,
    guard: 'negation',
    text: 'The therapist asked if I have thoughts of killing myself. I said no, and it is true.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I would never hurt myself, I promised my mom and I keep my promises.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Bad week, but I have no plans to end my life. I just need rest.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'During the air raid I was so scared I would die. I want to live so badly.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'The suspense is killing me, results come out tomorrow.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'm done with this diet, pizza tonight and no regrets.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Wrote a letter to my future self for the school project with my daughter.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Three years since I last self-harmed. I still have scars but I wear short sleeves now and feel good.',
  },
];
