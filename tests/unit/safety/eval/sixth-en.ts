import type { EvalNote } from './types';

/**
 * English notes of a sixth check, written blind after the fifth round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes (5 each of euphemism, burden, plan, relapse,
 * hopelessness and method, the classes unseen measurements show weakest; 4 of each other class)
 * and 50 quiet ones (10 each of an old crisis told as over and of plain denials, screening
 * questions answered no among them; 6 each of sayings, someone else's death, books, games and
 * shows, a child's, a pet's or a patient's medicine, and ordinary days). The writers are a nurse,
 * a carer, students and teens, a British and a US veteran, an Australian tradie, a Canadian laid
 * off at 52, a grieving widow, the chronically ill, and Ukrainian refugees in Poland, Germany and
 * Ireland writing in learner's English; slang, missing apostrophes, typos and emoji are as typed.
 *
 * First run, lexicon untouched: recall 39/50 (78.0%), false alarms 10/50 (20.0%).
 * Missed: passive 2 (wishing it "had been me" in the vehicle instead of a fallen friend; to "fall
 * asleep and stay asleep forever"); euphemism 1 ("done with this whole being alive" thing, to
 * "clock off permanently"); method 3 (knowing which drugs in the ward cupboard "would stop a
 * heart"; rope bought with a lie about what it is for; working out how fast to step in front of
 * an express train); plan 3 (a day named, "that's when", "I've got it sorted"; a day, a cliff and
 * an early drive; going somewhere alone on a date "and not coming back", the will in order);
 * farewell 1 (giving away a guitar and boots, saying bye to the dog "properly"); burden 1 (a
 * refugee's "I am only problem for this family", "without me they would have peace", "go away
 * from everyone for always").
 * False alarms: figurative 1 ("I'll actually die" if one more workshop); othersDeath 2 (a
 * patient lost to an overdose, read as method, plan and dose; a stranger who jumped in front of a
 * train, read as method); fiction 1 (a novel's "self-harm scenes"); medical 2 (a doctor's warning
 * not to mix a prescription with alcohol, read as dose; overdose-awareness training with
 * naloxone); past 2 ("the summer I wanted to die" told to a therapist, now safe; "3 years
 * self-harm free"); negation 1 (the PHQ-9 question "better off dead" scored 0); everyday 1 (last
 * day at a job: goodbyes, plants given away, badge handed in).
 * After this round's general changes: recall 50/50 (44 with the class named; the rest read as
 * a neighbouring class), false alarms 0/50. All English development sets: recall 401/413 → 412/413,
 * false alarms 14/436 → 4/436 (the four older ones unchanged). No label was changed.
 */
export const notes: EvalNote[] = [
  // intent
  {
    text: "Got the rejection letter from the housing office again, third time. Honestly I'm ready to kill myself, I mean it, im not being dramatic. Nobody reads this anyway",
    crisis: true,
    class: 'intent',
  },
  {
    text: "Mum thinks im fine bc I smile at dinner. I dont want to be alive anymore and I've decided I'm actually going to do something about it.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'In Poland already 8 months. Husband still on the front, no news since 3 weeks. I want to finish my life, I am very tired to be strong for everybody.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'ngl im gonna unalive myself soon. cant keep pretending for everyone 😞',
    crisis: true,
    class: 'intent',
  },
  // passive
  {
    text: "Some nights I pray I just don't wake up. Then I wake up and have to do the school run anyway.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Wouldn't mind if a bus took me out on the way into work tbh. Not like I'd step in front of one but I wouldn't be sorry either.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Anniversary of Helmand coming up. Half the time I wish it had been me in that vehicle instead of Davo. Would've been easier all round.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Flare up day 9. If I could just fall asleep and stay asleep forever I'd take that deal right now.",
    crisis: true,
    class: 'passive',
  },
  // euphemism
  {
    text: 'I think its time I went to join the stars. Been writing the letters in my head all week.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Everything would be so much quieter if I just checked out for good. Keep picturing it, how peaceful it'd be.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Reckon I'm about done with this whole being alive caper. Gonna clock off permanently one of these arvos.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Sometimes I think to go to sleep forever and finally be with my mother again. She died in Mariupol in march.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'I want to disappear. Not like move away, like not exist. Just delete myself from everything n everyone.',
    crisis: true,
    class: 'euphemism',
  },
  // method
  {
    text: 'Looked up how tall the multi storey on Cross St is. 7 floors. Would that be enough. Not sleeping again.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Dad's old rifle is still in the gun safe and I know the combo. Been thinking about it more than I should when everyone's at church.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'I know exactly whats in the drug cupboard on the ward and which ones would stop a heart. That thought sat with me all shift and it scares me how calm I am about it.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Bought a length of rope at Bunnings today. Told the bloke it was for the trailer. It's not for the trailer.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'been standing on the platform letting the express trains go past and working out how fast id have to step. did it 4 times today',
    crisis: true,
    class: 'method',
  },
  // plan
  {
    text: "Sunday night when my flatmates are away at her parents. That's when. I've got it sorted, I just need to get through the weekend.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Ive worked it out. Friday after payday, the cliffs at Beachy Head, I'll drive down early before anyone's up. Already left the cat with Jess.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Leave starts on the 14th. Going up to the lake cabin alone and not coming back from it. Its all in order, will and everything.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Tomorrow morning when children go to school I will take all my pills from the pharmacy. I decided, now it is calm inside.',
    crisis: true,
    class: 'plan',
  },
  {
    text: "new years eve. everyone will be drunk and nobody will notice im gone till its too late. thats the date I've picked",
    crisis: true,
    class: 'plan',
  },
  // farewell
  {
    text: "Wrote letters for mam, Keiran and Nana. Put them in the top drawer. If anyone finds this, I'm sorry, it wasn't anyone's fault.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gave my guitar to Tom today and my good boots to my brother. Said bye to the dog properly. Feels strange, feels right.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'to whoever reads this after: please look after Biscuit and tell my sister I loved her. this is my last entry.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'last post here. thanks for everything, genuinely. love u all, pls dont be sad for long x',
    crisis: true,
    class: 'farewell',
  },
  // burden
  {
    text: "Mum had to take another day off for my appointments. Everyone's life would be so much easier without me in it. I'm just a cost.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "The kids argue every week over who has to drive me to the hospital. They'd be better off if I'd gone with Harold.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'I am only problem for this family who gave us the room. Without me and my cough they would have peace. Maybe better I go away from everyone for always.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "my parents spent their savings on my tuition and i'm failing everything. they'd honestly be better off if i wasnt here, at least theyd get the life insurance",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Wife works two jobs cos I can't hold one down since I got back. I'm dead weight. She deserves better than dragging me around.",
    crisis: true,
    class: 'burden',
  },
  // selfHarm
  {
    text: 'cut again tonight, deeper than usual. hid the towel under the bed',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Burned my arm with the lighter after the phone call with dad. Wanted to feel something that wasn't this.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'banged my head off the wall until I saw stars, its the only thing that makes the noise stop',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'had a bad one, scratched my thighs raw with the compass from maths, wearing joggers so mum doesnt see',
    crisis: true,
    class: 'selfHarm',
  },
  // hopelessness
  {
    text: "There's no future for me. Not here, not back home, nowhere. Every door is shut and I've stopped knocking.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Nothing's ever going to get better. I'm 52, no job, no pension, no point. I just can't see a way through anymore eh.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Our city is gone, my job is gone, my friends are gone. I dont see any sense to continue. Every day is same empty.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "whats the point of anything honestly. i'll never be normal, never be happy, its hopeless and im done trying",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Mum doesn't know who I am anymore and I've given up everything to look after her. I can't picture one good day ahead, not one. So tired of existing.",
    crisis: true,
    class: 'hopelessness',
  },
  // dose
  {
    text: "how many of mum's sleeping tablets would it take to not wake up. theres like 30 in the box",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Googled how much paracetamol is lethal for someone my weight. Closed the tab. Opened it again.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'is 20 of my sertraline enough to do it? asking for real',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'If I took the whole strip of co-codamol with the vodka would that be it? I need to know it would work.',
    crisis: true,
    class: 'dose',
  },
  // relapse
  {
    text: '2 years clean from cutting and I broke it tonight. Feels like all the work meant nothing and I want to do worse.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Last time I tried I ended up in A&E getting my stomach pumped. It's coming back, the same feeling, and this time I'd make sure.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Been 18 months since the attempt. Thought I'd beaten it. Last few weeks the thoughts of ending it are back, louder than before.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "i was doing so well after the hospital, 6 months without hurting myself. relapsed last night and now i'm thinking about the pills again",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'After I tried in 2022 in Kyiv I promised my daughter never again. Now in Berlin the same dark thoughts come back every night, I want to die again.',
    crisis: true,
    class: 'relapse',
  },

  // figurative
  {
    text: "If I have to sit through one more team-building workshop I'll actually die. Two hours on 'synergy'.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'That exam absolutely killed me. Went home and slept 14 hours lol',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Mate I'm dead 😂 Sarah walked straight into the glass door in front of the whole office",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Dentist tomorrow at 8am for the root canal. Kill me now.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'this hangover is killing me, never drinking sambuca again. ever.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'The kids wanted me to play dead for their zombie game and I was genuinely happy to lie on the carpet for 20 mins 😂',
    crisis: false,
    guard: 'figurative',
  },
  // othersDeath
  {
    text: "Grandad passed on Tuesday, peacefully in his sleep. Funeral's next Friday at St Mary's, I'm reading the eulogy.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Today we got news my cousin was killed near Bakhmut. He was 24. I can't stop crying but I must tell his mother myself.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lost a patient tonight, overdose, only 19. Sat in the car for ages before I could drive home. Debrief tomorrow.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "A man jumped in front of the train at Clapham this morning, delays everywhere. Can't stop thinking about his family.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Another one from my old unit took his own life. That's four now. Going to the service Thursday with the lads.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Our dog was put to sleep today. 14 years. The house is so quiet, the kids keep asking where she went.',
    crisis: false,
    guard: 'othersDeath',
  },
  // fiction
  {
    text: "Finished A Little Life at 2am and I'm wrecked. The self-harm scenes were so hard to read but I'm glad I read it.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Watched 13 Reasons Why with my daughter so we could talk about it. Good chat after, she asked a lot about Hannah's tapes.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Working on the novel, the chapter where my main character plans her suicide on the bridge. Needs to feel real without glamorising it.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Played Elden Ring for 6 hrs, died like 300 times to Malenia. I want to throw my controller out the window lol',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Our drama class is doing Romeo and Juliet and I'm Juliet so I have to stab myself with the dagger every rehearsal 🙃",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Listening to that Linkin Park song again, the one about being numb. Chester's voice still gets me every time.",
    crisis: false,
    guard: 'fiction',
  },
  // medical
  {
    text: 'Baby has a fever of 38.6. How much Calpol can I give a 9 month old and how often? GP closed till Monday.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Max dose of ibuprofen for adults is 2400 a day right? My back's in bits after moving the sofa.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Dog ate maybe 5 of my paracetamol off the floor, rushing to the emergency vet now, so scared.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'New meds: pregabalin 75mg twice daily. Doctor warned about drowsiness and not mixing it with alcohol. Pain a bit better.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Had overdose awareness training at work today, we all practised using naloxone on the dummy.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Doc upped my sertraline to 100mg. Side effects are meh but I sleep better. Pharmacy only gave me two weeks' supply.",
    crisis: false,
    guard: 'medical',
  },
  // past
  {
    text: "Five years ago today I tried to end my life. Today I ran a half marathon with my sister cheering me on. I'm so glad I stayed.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "When I was 15 I used to cut. Looked at the faint scars in the mirror this morning and felt proud of how far I've come.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "After I got out in 2011 I was in a very dark place and had the pistol in my mouth one night. Counselling and the dog saved me. Life's good now.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Told my therapist about the summer I wanted to die. It felt like talking about a different person. That girl is safe now.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'In 2022 in basement in Kharkiv I wanted to die from the fear. Now we live in Dublin, children go to school, I am learning English. It is better.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "I used to think my family would be better off without me. I know now that was the depression talking and I don't think that anymore.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Celebrating 3 years self-harm free today 🎉 bought myself a cake.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Mum told me today my gran overdosed back in the 80s. She survived and lived to 90. Family secrets, eh.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Back in uni I wrote a goodbye letter and never sent it. Found it while moving house. Cried, then binned it. I'm in such a different place now.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Therapy today: we talked about the attempt in 2019 and what's kept me safe since, meds, routine, my partner. Doing well.",
    crisis: false,
    guard: 'past',
  },
  // negation
  {
    text: "I'm not suicidal, just really really tired. Need a holiday, not a crisis team.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Therapist asked the usual question about whether I've had any thoughts of harming myself. Honestly said no, and meant it.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "GP asked if I'd ever thought about ending my life. I said no, never, I'm just stressed about money.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I don't want to die, I want the noise to stop for a bit. Going for a walk and then to bed early.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Psychologist asked me if I have thoughts to kill myself. No. I am sad for home but I want to live for my son.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Not going to hurt myself, I promised Jo and I keep my promises. Just writing so the feelings go somewhere.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Did the PHQ-9 at the clinic. Scored 0 on the last question, the one about being better off dead. Progress!',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "People keep asking if I'm ok since the divorce. I'm sad, not in danger. No plans to do anything stupid.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'ngl today was rough but im not gonna do anything, just venting. gonna watch bake off and sleep',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Never once thought about killing myself even through all the chemo. Just want this fatigue to lift.',
    crisis: false,
    guard: 'negation',
  },
  // everyday
  {
    text: 'So tired after the night shift I could sleep for a week. Made eggs and went straight to bed.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Cancelled all my plans for the weekend, need a break from everyone. Just me, the sofa and the telly.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Final day at the job today. Said goodbye to everyone, gave away my desk plants, handed in my badge. Onwards!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Wrote my will today with the solicitor, finally. Boring adult stuff but it feels responsible now we've got the baby.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Leaving for Canada on Friday. Last night in this flat. Said goodbye to the neighbours and gave the cat to my sister for now.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Feel like a burden on my team since I'm slow after the surgery, but the boss said not to worry, they're happy to cover.",
    crisis: false,
    guard: 'everyday',
  },
];
