import type { EvalNote } from './types';

/**
 * Ordinary English diary days, none of them a crisis: work, children, exams, shopping, cooking,
 * weather, commuting (trains, bridges, rooftop bars), tiredness, sadness, anger, anxiety, a
 * breakup, colds and doses for a child or a dog, films, games and books, sayings ("this meeting
 * is killing me"), moving house, giving things away, goodbyes at work, grief, and the English of
 * Ukrainian and Spanish writers. Heavy and sad days are here on purpose: sad is not a crisis.
 *
 * First run before any tuning: false alarms 6/100. What fired: a goodbye to everyone on a last
 * day at the office (farewell); a doctor raising an antidepressant to 100 mg (dose); "I give up on
 * this recipe" (hopelessness); feeling a burden to the team while a back heals (burden); "my life
 * is over … lol" (hopelessness); cutting myself shaving (selfHarm). Fixed in `lexicons/en.ts` by
 * general masks, a medical guard for a dose a doctor changed, and a plain "said goodbye to
 * everyone" made a weak signal (0/100 after tuning), so this is now a development set.
 */
export const notes: EvalNote[] = [
  { crisis: false, guard: 'everyday', text: 'Long day. Three meetings, zero lunch.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Made lasagna for the first time and it actually held together when I cut it. Small win.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This meeting is killing me. Fourth hour on the same slide deck.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Rain all day. Took the bus instead of cycling and it was packed, someone's umbrella dripped on my shoes the whole way.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Kids were up at 5:40. Pancakes, cartoons, a fight over the blue cup. I'm exhausted but they were sweet at bedtime.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Exam tomorrow at 9. Chemistry. I've done the past papers twice and I still feel like I know nothing. Going to bed early.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Honestly I could murder a burger and chips after that shift.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Moving house on Saturday. Boxes everywhere, tape everywhere, the cat is furious.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Gave away my old bike, the sofa and two bags of clothes on the neighbourhood group. Feels lighter in here.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Last day at the office today. Said goodbye to everyone, cake in the kitchen, my manager made a speech and I nearly cried. On to the new job Monday.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Sad today. No real reason. Grey sky, cold tea, didn't feel like talking to anyone. Watched two episodes of a baking show and went to bed at nine.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'm so tired of this project. Every time we fix one bug the client finds two more.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Angry at my brother. He borrowed the car and brought it back with an empty tank and a dent he pretends not to see.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Anxious about the dentist tomorrow. I know it's just a filling.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "We broke up. It was mutual, mostly. I keep reaching for my phone to text him about silly things. It hurts but I know it's right.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Bad cold. Took two paracetamol at 8 and another dose at 2, lemon and honey, bed.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'The vet gave us tablets for the dog, half a tablet twice a day with food. He spits them out unless I hide them in cheese.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "How much ibuprofen can a 6 year old have? Checking the leaflet, she's 20 kg, fever 38.9.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Finally finished the book club novel. The ending was too neat but I liked the sisters.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched a film where the hero jumps off a bridge into the river to escape the police. Ridiculous but fun.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'In the game tonight my character died eleven times on the same boss. Eleven! Gave up and went to bed.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Weekend plans: farmers market, clean the fridge, call grandma, maybe a long walk if it doesn't rain.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Met Sara at the rooftop bar after work. The view over the bridge at sunset was unreal. Two cocktails and a lot of gossip.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Train delayed 40 minutes, then cancelled. Walked home across the bridge in the wind.',
  },
  { crisis: false, guard: 'figurative', text: "I'm dying to see the new Dune film." },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Laughed so hard I nearly died. Tom did his impression of our boss again.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandpa died last night. He was 91. Mum called at six in the morning. I keep thinking about his garden and the way he whistled.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A year today since we lost Mum. Went to the cemetery with flowers and sat there for a while. Missing her so much.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Our old cat Pepper had to be put to sleep today. The vet was kind. The house is so quiet.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Years ago I had a really bad time at uni. I'm in a good place now and today I got promoted.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Not suicidal, just sad and tired. Needed to write that down. Going to sleep.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Heavy day. Dad's test results came back and it's not good news. We sat in the car park for ages not saying much.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Everything feels heavy lately. Work, the flat, money. I cried in the shower. Tomorrow I'll call my sister.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I feel lonely in this city. Six months here and I still don't have a friend to call on Friday night.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Boss shouted at me in front of the whole team. I went to the toilets and cried, then finished the report anyway.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I am from Kharkiv, now living in Leeds one year. Today I go to English class and we speak about weather. My English is better, teacher say this.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Today is very cold. I am waiting the bus 30 minutes and is not coming. Then I take taxi, is expensive. Bad day but ok.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'My daughter start school here in September. She cry first day but now she have friends. I am happy for her, for me is more difficult.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I am Spanish, I work in a restaurant in London. Today was very much people, I finish at midnight, my feet are dead.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "The kids are driving me insane. Half-term can't end soon enough.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to hear that song one more time I'm going to jump out the window. Joking. Mostly.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cooked dinner for eight. Nobody helped with the dishes.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Cleaned out my wardrobe and gave everything I haven't worn in a year to the charity shop.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Writing goodbye cards for my colleagues because I'm leaving the company on Friday. Weird mix of excitement and sadness.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Can't sleep. Brain won't shut up about the presentation.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'The heating broke. Landlord says Thursday. Wearing two jumpers.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Failed my driving test again. Third time. Roundabout, as always. I'm so frustrated I could scream.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My phone died on the train and I had to talk to a human being.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Hospital visit with Mum. Long wait, vending machine coffee, the nurse was lovely.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Started antibiotics for the chest infection. 500 mg three times a day for a week. Feeling slightly better already.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Doctor upped my sertraline to 100 mg. Mood has been steadier this month, sleep still rubbish.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Overslept, missed the 7:52, got a coffee and decided not to care.',
  },
  { crisis: false, guard: 'everyday', text: 'Sunday. Pyjamas until 2pm. No regrets.' },
  {
    crisis: false,
    guard: 'figurative',
    text: 'That exam absolutely killed me. I think I passed though.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Spin class nearly finished me off. Legs are jelly.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Stuck on the motorway for two hours because of an accident. Hope everyone was okay.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Baby has a tooth coming. Nobody slept. Coffee is my personality now.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Me and Dan argued about money again. We always argue about money. Then we ordered Thai food and watched a documentary about octopuses and it was fine.',
  },
  { crisis: false, guard: 'everyday', text: "Our team lost the final on penalties. I'm gutted." },
  {
    crisis: false,
    guard: 'everyday',
    text: 'New knitting project: a hat for my nephew. Dropped three stitches already.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished the last season of the show. The main character's death scene wrecked me. Ugly crying on the sofa.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Reading a thriller where the killer leaves notes for the detective. Couldn't put it down till 1am.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Went to the climbing gym. Made it to the top of the orange route! Arms are shaking.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Work is so stressful right now that I'm not even hungry. Need a holiday.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I miss home. Called my parents in Valencia, they showed me the paella on video. Made me homesick.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "I'd rather die than go to another team-building day with trust falls.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Frustrated. The printer jammed five minutes before the deadline.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Shopping list: milk, eggs, bin bags, batteries, birthday card for Jess.',
  },
  { crisis: false, guard: 'everyday', text: 'The balcony tomatoes are finally red.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Overwhelmed. Two kids with chickenpox, one deadline, zero help. Survived it though.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Didn't get the job. They went with someone internal. Disappointed but I learned a lot from the interview.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Broke my favourite mug. Silly thing to be upset about but it was my gran's.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "When I was a teenager I used to be so shy I couldn't order in a café. Today I gave a talk to 200 people.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Walked the dog along the cliff path. Windy, gorgeous, muddy.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sitting on the roof terrace with a beer watching the storm roll in over the city.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My feet are killing me after the wedding. Danced for five hours.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Bit of a low mood this week. Nothing dramatic. Just flat. I think it's the dark evenings.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Hard day at the ward. Lost a patient we'd all grown fond of. Went home and hugged my kids too long.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'm fed up with everything today. The landlord, the bus, my inbox. Tomorrow is another day.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cancelled plans with friends because I just wanted to be alone with a book and a blanket.',
  },
  { crisis: false, guard: 'figurative', text: 'Dead tired. Bed.' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rained on the way to school run, forgot the PE kit, remembered the violin. One out of two.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Got my exam results: 2 As and a B. Mum took me for ice cream.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Anxiety through the roof before the flight. Fine once we were up.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Worked from the café today because the flat was too quiet.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'I have no energy for anything lately, I just want to lie in bed and watch films. Booked a GP appointment to check my iron.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sold the car. Cycling everywhere from now on. Wish me luck in November.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "My best friend is moving to Australia. Said goodbye at the airport. I'll miss her so much.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ugh, I want to disappear under the duvet until Monday.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'The cinema was empty, just us and a man eating very loud crisps.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Rough week but I'm okay. Not in any danger, just need to rest.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Night shift again. The corridors at 3am are strange and peaceful.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Everything went wrong today and I feel like such a failure. Spilled coffee on my laptop, missed the deadline, snapped at my partner. Sat on the stairs and cried for ten minutes. Then I made soup, apologised, and we watched something stupid together. I'm still sad but I'll try again tomorrow.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "The funeral was today. My uncle's friends told stories I'd never heard. I want to remember him like that, laughing at the end of a long table.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I give up on this recipe. Third time the bread didn't rise.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "I feel like a burden to my team while my back heals. They're carrying my tickets and I hate it.",
  },
  { crisis: false, guard: 'figurative', text: 'My life is over, Mum found my report card lol' },
  {
    crisis: false,
    guard: 'everyday',
    text: "There's no point studying anymore, the exam is tomorrow and I know nothing. Going to watch one episode and sleep.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cut myself shaving, bled everywhere, late for work. Classic Monday.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Nobody would even notice if I skipped the party, so I stayed home with soup. Zero regrets.',
  },
];
