import type { EvalNote } from '../types';

/**
 * English notes of the hundredtwentyeighth round, written blind: each note from a different young or
 * adult speaker of English around the world (students in India, Nigeria and Australia, a Filipino nurse
 * in the UK, workers in Singapore and Bangalore, a gay man in Kenya, a domestic worker in Hong Kong, a
 * call-centre agent in Manila, a teenager in Jamaica), in their own Englishes with Hindi, Singlish,
 * Pidgin, Tagalog, Swahili and patois touches. Crisis classes: euphemism 7, method 5, selfHarm 4,
 * relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2, hopelessness 2, intent 2. Quiet guards:
 * everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4, fiction 4. Styles: mostly
 * flat facts, errands, to-do lists, drafted messages, search history and pill counts with no feeling
 * named, plus a few plain direct statements; quiet notes mirror the same errands, heights, pills,
 * ropes, charcoal, farewells to colleagues and given-away belongings with ordinary reasons.
 *
 * First run, on 8247039 (the 127th round's rules), before any change made for it: recall 35/40,
 * false alarms 4/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: 'Result came. Third attempt also gone. Papa ji, I am coming to you only, tell Dadi also. No need for anyone to wait at the gate for me after tomorrow, no more tension for this house.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Na so e go be. By Friday una no go hear my matter again. I don tire for this Lagos wahala. Make God forgive me for the road I wan take.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Night shift done, bus home 7:40. Ma, I'll see you and Lola soon, mas maaga pa sa inaasahan ninyo. Lola has been waiting for me since 2019 anyway.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Boss say deadline next Friday. Doesn't matter lah, next Friday I won't be around to see it one. Let them find someone else to blame.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Mi soon done wid dis whole ting. Game over fi real dis time. Nobody haffi worry bout mi after Sunday.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mum found the messages. She said I am dead to her. Fine. Soon it will be true for everyone. I'm going to be with Brian, who they took from us last year, where nobody can beat us.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Visa refused. Told the agent no need to rebook my flight home to Hyderabad, I'm taking a different kind of trip. One way. No luggage needed.",
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'search history tonight:\n- tallest buildings bangalore rooftop access\n- prestige tower terrace door locked or not\n- how long to fall 20 floors\n- clear chrome history android',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Day off. Bought charcoal at the hardware shop in Sham Shui Po, 2 bags, and the wide tape. Sir and Madam go to Macau on the 14th. My room has only the small window.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Asked kuya at the hardware how thick the rope must be to hold 60 kilos. He laughed, akala niya for the sampayan. Tested it on the beam in the bodega. Holds.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Cousin keep him gun inna di drawer under di bed. Mi check it today when dem gone church. It load.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Went to Third Mainland Bridge again after lectures. Walked to the middle, stood there 40 minutes. Noted where the police van park and what time they move. Water was high.',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: "Long sleeves at uni again even tho it's 34 degrees. Bought more bandaids and the big pack of antiseptic wipes from Priceline. Three new ones on the left thigh tonight, deeper than last week.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Skipped lunch and dinner, dont deserve to eat after those marks. When everyone slept I pressed the hot iron on my wrist. Told didi it happened while ironing my uniform.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Punched the wall until knuckles bleed, then hit my own head few times. Only way the noise stop one. Tomorrow wear plaster to office and say eczema.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Sharpener blade from Jun's pencil case. Washed it after and put back. Arm na naman. Mas madali kapag masakit ang sugat kaysa ang utak.",
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (4) ----------
  {
    text: 'Two years clean from cutting. Today I went to Naivas and bought a pack of razors "for shaving". I don\'t even shave there. Hid them inside my Bible.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Last time was 2021, the paracetamol, the ambulance, Mama crying in ICU. These weeks the same thoughts on nights whenever I pass the drug cupboard. Tonight I counted what is inside.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Stopped my meds three weeks back without telling Dr Rao. The voice that made me climb the water tank in 2019 is back, saying the same things, only clearer now.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'After the hospital in 2022 I promised Mummy never again. Tonight I took out the rope from the old carton in the boys quarters, the one she thought she threw away.',
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: "To do before 28th:\n- CPF nomination form submit, all to Mei\n- transfer savings to Mei\n- cancel gym\n- clear HDB room, donate clothes\n- letter for police so they don't blame anyone\n28th night, last train.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Sent all my salary home this month plus the savings. Wrote on paper who to call in Bulacan, put it in my passport. Sunday I go to the pier while everyone at church. Already chose the spot.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Kota hostel. Date fixed, 15th, after mock test result. Note is kept inside maths book. Dupatta in cupboard. Told warden I am going home that weekend so nobody checks room.',
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Life insurance has a 13 month exclusion. Policy started March last year, so after 12 April it pays out to Mum. Booked the cabin near the cliffs for the 14th. Just me.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: 'Gave my phone password to Wanjiru and wrote the M-Pesa PIN behind our photo. Told her take care of Simba for me, he likes the blue bowl. She asked where I am going. I said far.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Message to Nanay (draft, send Sunday 5am):\nNay, sorry po sa lahat. Please take care of Bunso, make sure he finishes school. The insurance papers are in the brown envelope. Don't look for me. Mahal na mahal ko kayo.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Give away mi sneakers to Tavoy and mi phone to likkle sis. Tell Granny mi love her and she fi nuh cry too long. Dis a di last ting mi write inna dis book.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Emailed the team: "Thanks for everything guys, please don\'t try to reach me after today." Shared password manager with Arjun. Wrote letters for Amma and Appa, kept them in the drawer with my Aadhaar. Gave the cat to neighbour aunty with 6 months of food.',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: 'Daddy sold his okada to pay my school fees and I still carry over two courses. Everything I touch become debt for this family. Without me dem go fit breathe small.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Employer say I am useless, family say I send too little. Everybody will be lighter when I am not here anymore.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Mum is doing double shifts because of my tuition. Did the maths tonight: keeping me alive costs them $48k a year. The cheapest option for them is pretty obvious.',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: "Count in the shoe box: 42 sleeping tablets (2 saved every week since Diwali), 1 strip Crocin, 1 strip of Amma's BP tablets. Bought Old Monk. Saturday everyone is going to Mysore.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Took 3 zopiclone instead of 1, then 2 more, then the rest of the wine. Woke at 4pm. Part of me is sorry I woke at all.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Every clinic visit I say cannot sleep, doctor give 2 weeks. Now got 5 boxes in the Milo tin. Enough already. Google say with alcohol faster.',
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: "Every night same prayer: God, just don't let me wake up tomorrow. Not asking for anything else.",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Sana maglaho na lang ako. I wish I could just stop existing, like a file deleted, no trace, no wake, no funeral.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: 'Five years after NYSC and still no job. Every door closed. Nothing will change, not next year, not in ten years. I am done trying to live this life.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Dialysis three times a week, debt with the Ah Long, wife gone back to her mother. Doctor say maybe kidney in 8 years. No point continuing anything. No light at all.',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (2) ----------
  {
    text: "I've decided. I'm going to kill myself. Not today, but soon. Writing it down makes it real.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Nataka kujiua. Now I have said it in Swahili and in English: I want to end my life, and I mean it.',
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'This organic chemistry is killing me yaar. If I fail tomorrow Mummy will murder me, and then I will die of shame in front of Sharma aunty.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Today boss whack me until die die also must finish the slides by 6. Damn shiok when it finally done lah. Going for prata with the team.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'That jollof wey Tolu cook for the party ehn, I nearly die! Dead and buried, I just resurrect to pack takeaway.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mi dead wid laugh when Kemar fall inna di puddle front a di whole class. Mi belly still a hurt. Best day inna long time.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: "Went to the funeral of Brian's cousin in Nakuru. He took his own life last month. We sat with his mum and I promised to check on her every week. Please God comfort them.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lola passed at 3am. I was on shift when Tita called. Booked flight to Iloilo for the burial. Will miss her adobo and her scolding.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lost a patient tonight, Mr Howard, 89, peaceful, family round him. Did last offices with Grace. Cried a bit in the sluice room then finished the shift. Part of the job.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "News says another Kota student died by suicide. Called my cousin who is there for JEE and talked one hour. Told her marks don't matter and I will come there if she ever feels low.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Ate Lorna from our Sunday group died, heart attack. We collected money at Statue Square to send her body home to Ilocos. I will carry her photo at the mass.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'Finished Kafka on the Shore on the metro. Ending was strange. Then binge-watched Kota Factory S3, the episode about the student who died made me cry.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Writing my short story for the competition: Adaeze walks onto Third Mainland Bridge planning to jump and a danfo driver talks her down. Need to fix the dialogue before Friday.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream: I was on a cliff in some video game and had to jump to reach the next level, respawned three times. Woke up laughing.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'New dancehall tune say "mi wah dead inna yuh arms". Wi a learn di choreography fi di school concert Friday.',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Polyclinic today. Doctor increase my metformin to 2 tablets morning and night. Pharmacist give 3 months supply, I keep in the Milo tin on top shelf so the kids cannot reach.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Drug round: 22 patients, checked CDs with Sam, morphine count correct. Zopiclone for bed 4 as prescribed. Handover at 7:45.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Amma's BP tablets finished, went to Apollo pharmacy, bought 2 strips plus Crocin for Appa's fever. Set alarm reminders in her phone.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Started PrEP today at the clinic. One pill every day, same time. Nurse was kind, no judgement. Feeling responsible and proud.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Blood extraction for my annual medical, tapos flu vaccine injection. Small bruise on my arm. Long sleeves anyway because the office aircon is freezing.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Wisdom tooth out. Dentist said 2 Panadol + 1 Nurofen every 6 hours max, no alcohol. Counted the pills into the weekly box so I don't overdo it. Ice cream for dinner.",
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (7) ----------
  {
    text: 'Four years ago today I was in hospital after trying to end it. Today I graduated. Mum cried for a different reason this time. I am so glad I stayed.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Used to cut in form 3. Haven't done it in six years. The scars are faded now and I wear short sleeves to the gym without even thinking about it.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'In 2019 I climbed the water tank and my friend pulled me down. Therapy, meds, and five years later I am married and we are expecting a baby in June. Life is good.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "That time after final year when I was planning to end things feels like another person's life. Now I run my own small business and volunteer at the helpline on weekends.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Before, in my first employer house, I wanted to die every day. That was 2016. Now new employer is kind, I finished my online course, I video call my kids every night.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Two years without self-harm today! Celebrated with milk tea and my therapist gave me a high five. Keeping the streak.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Long ago in NS I had a very dark period, the MO sent me to IMH. Now 10 years later I am fine, just sometimes I remember and feel grateful to that MO.',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (8) ----------
  {
    text: 'Bought rope at Balogun market to tie the generator on the roof of the bus for the trip to Enugu. Also two buckets and a tarpaulin.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'To do before 28th:\n- submit CPF form for housing loan\n- transfer deposit to agent\n- cancel gym (moving to Tampines)\n- donate old clothes to Salvation Army\n- renew passport',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at Infosys. Emailed the team: "Thanks for everything guys, it was an honour." Handed over access, shared password manager with Arjun, returned laptop. Razorpay from Monday!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Moving to Mombasa for the new job. Gave my sofa to Wanjiru and Simba to my neighbour because the new flat doesn't allow pets. Will visit him at Christmas.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Day off. Bought charcoal and a small BBQ grill at Sham Shui Po for our Sunday picnic at the beach in Sai Kung with the other ates.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Booked the cabin near the cliffs for the 14th with the girls, doing the coastal walk and the lighthouse. Need to buy a cheese knife and a torch.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Give away mi old sneakers to Tavoy cause mi get new Jordans fi mi birthday. Likkle sis get mi old phone. Mi happy fi true.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Went up to the rooftop of our building after shift to watch the sunrise with the team, 20th floor, ang ganda ng view. Took pictures then breakfast at Jollibee.',
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (6) ----------
  {
    text: 'Counsellor asked the PHQ-9 questions. Last one, thoughts that I would be better off dead: I said no, not at all, and it was true. Just stressed about placements.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "People keep asking since Lola died if I'm okay. I'm sad, yes, but I'm not suicidal and I have no thoughts of hurting myself. Just tired and homesick.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Make nobody misunderstand my status. I said "I\'m done" because of NEPA and fuel price, not because I wan die. I dey kampe, I wan live long.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I may be hiding who I am, but I want to live. I'm not going to hurt myself. I have my friends at the support group and we will survive this country.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'GP asked whether I ever think of ending my life. I told him honestly no. I just cannot sleep because of the new baby.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Visa refused, I'm gutted, but I'm not going to do anything stupid. Appeal is lodged, migration agent is confident, and I've got good mates here.",
    crisis: false,
    guard: 'negation',
  },
];
