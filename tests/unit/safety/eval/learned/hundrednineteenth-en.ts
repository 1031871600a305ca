import type { EvalNote } from '../types';

/**
 * English notes of the hundrednineteenth round, written blind: every writer is a different person, teen to
 * pensioner, who has been through a suicidal crisis or self-harm before; some tell it as over (therapy
 * discharge, streak counters, helpline volunteering, letters to a younger self, survival anniversaries,
 * scar tattoos), others are sliding back while still speaking the language of recovery (counters reset,
 * safety plan left unopened, therapist told all is fine, old means and places revisited, relapse hidden
 * from family). Crisis classes: relapse 8, euphemism 5, method 5, selfHarm 4, dose 4, plan 3, farewell 3,
 * burden 3, passive 2, hopelessness 2, intent 1. Quiet guards: past 9, negation 8, medical 6,
 * othersDeath 5, figurative 4, fiction 4, everyday 4. Styles: flat facts, to-do lists, search history,
 * scheduled texts, logs and timetables, alongside a few plain confessions; lowercase teen chat, typos,
 * British slang and emoji where natural; quiet notes reuse the same errands, pills, heights, ropes,
 * passwords and goodbyes with ordinary reasons.
 *
 * First run, on 44921b4 (the 118th round's rules), before any change made for it: recall 32/40,
 * false alarms 7/40 (on 424b178, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: relapse (8) ----------
  {
    text: 'day 412 clean. was. reset the app to 0 tonight. put a plaster on before mum got home. shes so proud of the 412 i cant tell her',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Session w/ Dr K today. told her all good, sleeping fine, no thoughts. drove past the bridge on the way home. twice. pulled over the second time and sat there till 11. safety plan is in the glovebox, didnt open it',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Six years since the hospital and I really thought I'd beaten it. Last night I took the blade out of the old pencil case I never threw away and just held it for an hour. Tonight I didn't just hold it.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'Stopped going to group 3 weeks ago, told them work was mad. The thoughts are the same ones from 2019, word for word, like they were just waiting. Caught myself drafting the note in my head again on the bus.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'relapse log\nMon - urges 7/10\nTue - 8/10, back on the same forum as before\nWed - didnt ring my sponsor\nThu - bought the same thing i bought last time. its under the bed',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "I volunteer on the crisis line Tuesdays. Took 4 calls tonight, said all the right things. Came home and I'm sat on the bathroom floor exactly like I was at 19. I know what I'd tell me. It isn't working this time.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2 yrs med free, everyone calls me the success story lol. came off the lexapro in march. the pull is back, same as before the first time. keep checking the train times at the level crossing, not the station',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Long sleeves all day at Sara's wedding even though it was 30 degrees. First time since uni. Told her it was sunburn. 3 new ones this week, deeper than I ever used to go.",
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: euphemism (5) ----------
  {
    text: 'Nearly ten years since Dad went. I keep thinking about going to see him properly now. Not the cemetery. Soon.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'told jake he can have my account and all my skins. logging off for good after this weekend. gg everyone it was fun',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Cancelled the dentist for the 14th. Won't be around for it anyway.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "My grandson asked what I want for my 80th. Told him not to bother himself. I don't intend to see it. I've had my innings.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "rewatched the vid of mikey's last birthday. 8 years. the gap between us is closing, i can feel it. not long now bro 🖤",
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: 'search history today:\ntallest multi storey car parks leeds\ncar park opening hours sunday\ndoes the top level have a fence',
    crisis: true,
    class: 'method',
  },
  {
    text: "Bought a length of rope at B&Q. I don't have a tent, I don't climb, I don't have a boat. Put it in the boot.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Measured the garage. Kids at their dad's Saturday. Filled the car up on the way home.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Dad's old shotgun is still in Uncle Ray's loft. Took the cabinet key off his hook while he was making tea. Haven't mentioned it to my CPN.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'walked to the weir again, third time this week. stood on the wrong side of the railing for a while. its really deep after all the rain',
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'burned my wrist on the hob again on purpose. told mum it was the oven tray. she believed it',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "No dinner again, don't deserve it after today. Third day. Punching the wall helped for about a minute.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'bought more plasters + the waterproof ones so coach doesnt see at swimming 🙃',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'hit my head on the door till it stopped being so loud in there. bruise is under my fringe, nobody will notice',
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: dose (4) ----------
  {
    text: "Repeat prescription collected. Put this month's in the shoebox with the others instead of the dosette. Box is getting full.",
    crisis: true,
    class: 'dose',
  },
  {
    text: "Told the GP I'd lost my tablets again so she'd write another script. Now I've got both lots. Counting them tonight.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'nans sleeping tablets - she doesnt notice when a strip goes. 5 strips now. in the lining of my school bag',
    crisis: true,
    class: 'dose',
  },
  {
    text: "doubled up tonight's meds with half a bottle of red. might finish the rest of the packet after. not telling anyone",
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: plan (3) ----------
  {
    text: 'Before Friday:\n- finish the will template\n- cancel the gym\n- clean the flat properly\n- one last long walk with Biscuit\nFriday night the house is empty',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Picked the date. 3rd of next month, after rent goes out so Tom isn't left short. Booked the hotel room, one night only.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Paid off the credit card. Wrote down where the insurance papers are. Funeral playlist is in a doc on the desktop. Everything sorted by Sunday.',
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (3) ----------
  {
    text: 'text to Leah, scheduled for 6am: "you were the best sister, never forget that. please look after mum for me. love you always x"',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Dropped Pepper at the rescue today. Told them I'm moving abroad. I'm not moving anywhere.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'gave my guitar, my switch and my hoodies away at school. everyone thinks im just having a clear out. the letters are in my desk drawer, all addressed',
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (3) ----------
  {
    text: "Mum picked up another extra shift because of my therapy bills. They'd all have so much more if I wasn't in the picture.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "I'm 74 and I cost my daughter her weekends, her savings and very nearly her marriage. She'd grieve for a month and then she'd finally be free of me.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'flat would be quieter. rent split 3 ways not 4. no more "are you ok" rota. honestly id be doing them a favour',
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: 'every night i pray i dont wake up. every morning i do. again.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Wish I could just stop existing. Not die exactly, just fade out and nobody notices the gap.',
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (2) ----------
  {
    text: "Eleven years of meds, four therapists, two admissions. I'm 34 and it's exactly the same. There's no version of this that gets better and I'm done looking for one.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'nothing changes. nothing is going to change. im not doing another year of this',
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: "Decided on the walk home tonight. I'm going to end my life, and I'm not telling anyone this time so nobody can stop it. Weirdly calm.",
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: past (9) ----------
  {
    text: 'Ten years today since my attempt. Cake with my wife and the kids, they just call it "Dad\'s other birthday". So glad I stayed.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'day 1000 clean from self harm!!! 🎉 the scars have gone silver. wore a tshirt to the beach and didnt even think about it till now',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Letter to 16-year-old me: I know you think the bridge is the only way out. It isn't. You're 41 now, you run a bakery and you have a dog called Scone. Hang on.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Back in 2015 I used to count my pills and hide them. Now my husband fills the dosette every Sunday and it's just boring. Boring is good.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Helpline shift tonight. I tell callers I was once where they are, the overdose, the ICU, all of it. Eight years on, that story is why they trust me.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Discharged by my therapist today after 3 years of DBT! We went over the safety plan one last time and agreed I haven't needed it in ages. Kept a copy for old times' sake.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Walked past the car park where I nearly jumped in 2012. Felt nothing but a bit sad for that girl. Bought a flat white and went to work.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "In 1978 I wrote goodbye letters to everyone. My mate Pete found them and marched me to the doctor. I'm 70 now, married 44 years. Told my grandson the whole story today, he needed to hear it.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Used to burn myself with lighters at uni. Got the scars tattooed over with sunflowers last week. 9 years on, feels like closing a chapter 🌻',
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: negation (8) ----------
  {
    text: 'GP did the questionnaire again. "Thoughts that you would be better off dead?" Not at all. Actually meant it this time.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Rough week, exhausted, crying a lot, but for future me reading this: I am not suicidal. I want to be here, I just want it to be easier.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Told my psych I haven't had any urges to cut since spring, and it's true. Streak counter says 214.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'mum keeps checking my arms since what happened with my cousin. nothing there mum i promise. im genuinely ok',
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Pre-op nurse asked the standard ones: do you feel safe at home, any thoughts of harming yourself. No and no. Honest answers, felt good to say them.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Noticed the old \"they'd be better off\" thought start up and actually caught it. No. They wouldn't, and I don't want to die. Rang my sister instead and we laughed about her cat.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Counsellor asked if I had a plan or any intent. Said no, and I don't. I do have plans for Saturday though, bowling with the lads.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "The anniversary of the first attempt came and went and I didn't want to hurt myself at all. No urges, no plan, nothing. Made pancakes.",
    crisis: false,
    guard: 'negation',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: 'Picked up the new sertraline dose, 100mg now. Pharmacist went through the side effects. Put it in the weekly organiser with the rest.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Fasting blood test at 8. Three vials. Nurse said my veins are hard to find, big bruise on the inside of my elbow now.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Insulin pens running low so collected two boxes from the chemist. Spare one lives in the fridge door.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Counting out Dad's tablets for the week since his stroke, six different ones, morning and night. Made a chart for the fridge.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Stitches out today from the knee op. 14 of them. Physio starts Monday.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Psychiatrist lowered my lithium a touch after the level came back high. Bloods again in a week. All routine, I feel steady.',
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: othersDeath (5) ----------
  {
    text: "Jess's funeral today. She took her own life in March. I'm angry and sad and keep thinking I should have called more. Booked a grief counsellor for next week.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Grandma died peacefully on Sunday. Sorted her things with Mum today and took her coats to the charity shop.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Saw the news about the teenager who died at the station. Sat with my own son a long while tonight and asked how he's really doing. He talked for an hour.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Found out today a caller from my helpline shift died last month. Supervision tomorrow. I'm okay, just heavy.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Bruno was put to sleep this morning. 14 years old. The house is so quiet without his lead rattling.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: figurative (4) ----------
  {
    text: 'this dissertation is literally killing me. 3 chapters in 5 days, im going to die 💀',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Wore odd shoes to the board meeting. Could have died of embarrassment. Laughed it off in the end.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'my sister is going to murder me when she finds out i finished the last of the ice cream',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Quarterly review was death by PowerPoint. Slide 87 of 90 and I was dead on my feet. Pub after.',
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: fiction (4) ----------
  {
    text: 'Finished the novel where the soldier writes goodbye letters before the battle. Sobbed at the end. Want to write something like it.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Dream last night: I fell off a skyscraper but grew wings halfway down and landed in the sea. Woke up laughing.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "NaNoWriMo chapter 12: the detective finds the poison hidden in the victim's medicine cabinet. Need to read up on how forensic labs actually work.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'finally beat the last mission. my character sacrificed himself to save the squad. great ending 9/10',
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: everyday (4) ----------
  {
    text: "Bought 20m of rope for the climbing course on Saturday. Instructor says we're abseiling off the quarry edge, so excited.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Gave away my books and the old sofa, emailed the landlord my forwarding address. Moving in with Rob on the 3rd! Leaving drinks with the team Friday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Sent my sister my passwords so we can set up the family plan on the password manager. Finally organised.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Flights booked for the 14th: Sydney Harbour Bridge climb with Mum for her 60th. She's terrified of heights lol",
    crisis: false,
    guard: 'everyday',
  },
];
