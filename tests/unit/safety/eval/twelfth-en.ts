import type { EvalNote } from './types';

/**
 * English notes of a twelfth check, written blind after the eleventh round of tuning and scored
 * once before any change to the lexicon: 50 crisis notes over the 11 classes (6 each of method,
 * plan, dose and relapse, 3-4 of the others) and 50 quiet ones (13 past, 12 negation, 6 medical,
 * 5 each of figurative, othersDeath and everyday, 4 fiction). The writers are a Minnesota mill
 * worker, a Syrian in Gaziantep and one in Germany, a Leeds divorcee, a chemo patient, a family
 * under shelling near Zaporizhzhia, a Nigerian home for the holidays, an Australian bloke sorting
 * his shed, a US veteran, a Filipino parent abroad, an MS patient and her mother, a new mother,
 * an IVF patient, students, an A&E nurse, a pharmacology student, a carer, a memoirist, a farmer's
 * son, a South African, a New Zealander, an Irish mourner, a Kharkiv refugee in Poland and a
 * school actress; slang, learner's English, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 50/50 (100.0%), false alarms 5/50 (10.0%).
 * Missed: none.
 * False alarms: past 3 (an old diary's pages of wanting to die, read as intent; a therapist's
 * session notes on a client's attempt in her first year in the UK, "no current ideation", read as
 * relapse; a Kharkiv refugee's first winter when she "wanted to die every day", now better, read
 * as intent); negation 1 (a therapist asking "do you feel like a burden", answered "no, not
 * anymore", read as burden); medical 1 (a pharmacology lecture on lethal doses of tricyclics and
 * an overdose flowchart to learn "by Friday", read as method, plan, dose and relapse).
 * After this round's general changes: 50/50, false alarms 0/50; every English development set
 * 713/713, false alarms 5/736 (before: 713/713, 10/736).
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Lost the contract at the mill today, 31 years. Wife's gone to her sister's in Duluth. I keep thinking I'm gonna end it all this weekend and be done with the whole mess.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Mama in Aleppo not answer the phone since 4 days. I am here in Gaziantep alone and I want kill myself, I am not joke, I am finish with everything.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'cant stop crying on the bus. i wanna die so bad today, like actually properly die not the tiktok way. nobody at uni would even notice tbh',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Thirty-eight and back in my childhood bedroom in Leeds after the divorce. I've decided I'm going to take my own life. Writing it here because there's no one else to tell.",
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Chemo round 5. Honestly if the cancer took me tomorrow I'd be grateful. I'm so tired of existing like this, I just want it all to stop.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Another night shelling near Zaporizhzhia. Mum prays in the corridor. I dont pray, I sometimes wish one of them would land on our building and finish it for me.',
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Sunday. Nothing. Wouldnt mind if I never woke up tbh, would save everybody the bother 😶',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Back home in Lagos for the holidays and everybody is asking when I will marry. I smile and inside I just don't want to be alive anymore. I'm tired of this life, sha.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Don't reckon I'll be around for the footy finals this year mate. Been sorting the shed and giving the dog to Shaz. Its time I checked out for good.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Deployed twice, came back once if you know what I mean. Some nights I think about eating my gun. Tonight is one of those.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I want to go to sleep and not come back. Not a nap. The forever kind. I'm serious this time Journal.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Anak called from Manila again asking for money for tuition. I have nothing left. Maybe better I go to meet Lord already, then the insurance will pay for everything.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Walked to the Clifton bridge after work and stood at the railing for an hour looking at the drop. Its high enough. I know it's high enough.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Dad's rifle is in the gun safe and I know the combo. Been thinking about it in my mouth all week. Nobody checks that safe.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'bought a rope at bunnings today. told the guy it was for the trailer. its not for the trailer.',
  },
  {
    crisis: true,
    class: 'method',
    text: "the train comes through at 11:40 every night, you can hear it from my room. i keep imagining stepping onto the track and letting it hit me. it'd be so fast.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'I have collected my insulin pens for 2 weeks, not taking them. If I inject all of them at once I think it is enough for not wake up. Nobody here in the camp checks.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Sat in the garage with the car running for ten minutes tonight with the door shut. Chickened out. Can't stop thinking I should just stay in there next time.",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Wrote the letters tonight, one for each of the kids. Picked Friday when Mark's on nights. The pills are in the bathroom cabinet behind the tampons where nobody looks.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "I've got it all worked out. After my shift Thursday I'm driving out to the quarry. I've put the dog's food and the vet number on the fridge for whoever finds it.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Plan is after graduation, so my parents get the photos at least. Already know which building. 3 weeks left of pretending.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Cancelled my phone contract, gave notice on the flat, set everything so it stops on the 30th. That's the date I'm going. Feels calm actually, first time in months.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I decide. When my husband go to work on Monday I will do it, I have the tablets from the doctor, 3 packs. I will not live one more winter like this in this country.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Tonight's the night. Waiting till everyone's asleep, then the bridge. No more waiting around hoping it gets better.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "If whoever finds this is reading it, I'm sorry. Tell my mum none of it was her fault. I love you all, I just can't stay.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Texted everyone I care about today just saying thanks for everything. They think I am being nice lol. This is goodbye journal, last entry.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "To my boys - your dad tried his best. Be good to your mam. I won't be here when you wake up tomorrow.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave away my PS5 and my good jacket to my cousin. Made a playlist for my funeral. Bye I guess, it's been real 🖤",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum has to bathe me now since the MS got worse. She's 72. She'd have a life again if I was gone. I'm just a weight on her and everyone.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "The family would be better off without me honestly. The money from my life policy would clear the loan and they'd stop worrying about me every single day.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Everyone at the unit keeps carrying me. I am dead weight and they would all be lighter if I just disappeared off the face of the earth, permanently.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "Burned myself with the lighter again on my thigh where nobody sees. Three marks tonight. It's the only thing that makes the noise stop.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'got the blade out after the group chat thing. went deeper than usual, it wont stop bleeding properly and i dont want to tell anyone',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Hit my head against the wall till I saw stars because I messed up the baby's bottle again. I deserve it. Doing it more and more.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Nothing is ever going to get better. Not the war, not my leg, not me. There's no point to any of it and I've stopped pretending there is.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Fourth failed IVF. I can't see a future, any future. I don't see a reason to keep going, I really don't.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Wah. Every day same. No hope left for me, I am only waiting for end. Why continue this life when there is nothing in front of me.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "i'm so done. nothing will ever change and i'm sick of hoping it will. there's literally no way out of this for me",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my sertraline would actually do it? i have like 60 left and the repeat prescription. asking for me, not for a story.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Googled how much amitriptyline is deadly. I have a box of 28 x 50mg. Think it would be more than enough if I took them all with the whisky.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Counted what's left of Nan's morphine after the funeral. Looked up what amount would stop your breathing. It's way more than I'd need.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Is 30 paracetamol a lethal dose or do I need more? Dont want to end up in hospital with liver damage and still be here',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Been stockpiling my oxy for a month. Pretty sure 40 of them would be enough to not wake up. Haven't decided when.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Please somebody tell me how many sleeping pills is enough for die. I have 2 strips. I want only to sleep and not feel this anymore.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Four years clean from cutting and I did it again tonight. All the old feelings are back and I don't know how to make them stop.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "After the attempt in 2021 I promised Jess I'd never feel like that again. I do. The thoughts are back, worse than before, and I'm scared I'll act on them this time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Ten months without self harm and I broke my streak. Picked at the old scars with a razor till they opened. Feel like such a failure.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Had it under control since rehab. Tonight I started planning again, the way I did before I ended up in the ICU. It's like I never left that place.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Two years ago I tried to hang myself and my brother found me. I was better. Now since the eviction letter I want to die again every day, same like then.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Thought I was past this. Therapy, meds, the whole lot. But the urge to hurt myself is back full force and I caved last night. Twice.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Five years today since I swallowed those pills in my uni halls. I'm married now, we've got a kid on the way. Bought a cake. I'm glad I'm still here.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from 2015 in the loft. Page after page of wanting to die. I wanted to hug that girl. She had no idea it would get this good.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Told my story at the vets' group tonight: the night in 2012 when I sat with the pistol in my truck. Ten years sober and alive. A young guy came up after and thanked me.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "That was the worst year of my life, 2019. I self harmed nearly every night and I didn't think I'd make 20. I'm 24 now and I haven't cut in four years.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Session notes: client recalled a suicide attempt during her first year in the UK. She described it as 'a different person's life'. Stable, working, no current ideation.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When we came from Kharkiv first winter I wanted to die every day, I was only crying. Now I have work in a bakery and my daughter speaks Polish. Is better now, really better.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My recovery anniversary, 3 yrs since the overdose. Went for brunch with the girls who visited me in hospital. Mimosas and ugly crying, in a good way 🥂',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back then I had it all planned, the note, the date, all of it. My sister turned up on the day by pure chance. That was 2008. I think of her timing every time I see her.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Writing my memoir chapter on the psych ward in '99. I used to believe my family would be better off without me. It took me years to learn how wrong that was.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ran past the bridge where I nearly jumped six years ago. Didnt even slow down this time. Still shaking a bit, but proud of myself.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Looked at my wrist scars in the mirror today, white now, barely there. Teenage me was in so much pain. Grown me is okay. I actually like my life.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Dad admitted at dinner that after the farm went under in '86 he thought about ending it. He never told anyone. We sat there quiet for a long time. He's 80 now and laughing at the grandkids.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Group today: I shared how I used to stockpile pills in first year of uni, how I counted them every night. Years ago now. Counsellor said it helps others to hear it.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, just exhausted. Three kids with the flu and Dave's away on the rigs. Need a sleep, not a crisis line.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP asked the usual questions, any thoughts of harming yourself, wanting to end your life. No and no. Just low from the winter and the job hunt.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I would never kill myself, I've got my kids and I know what it would do to them. But God, I'm angry at everything today.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Psych nurse asked if I've had thoughts of suicide since the move. Honestly no. I'm homesick and the food is strange but I want to live, I want to see my son grow.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'not gonna lie exams are hell rn but no im not going to hurt myself lol, stop texting me that mum. im just stressed',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "The questionnaire had a bit: 'have you wished you were dead'. I ticked 'not at all'. I'm sad about Granda but it's ordinary sad.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Don't want to die, don't want to hurt myself, I just want to be left alone for one weekend. Is that too much to ask.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "No, I haven't got a plan and I'm not gonna do anything, I told the counsellor straight. I just miss my mate who went back to Cape Town.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I dont have any wish to end my life. I am tired from the night shifts in the warehouse and my German is still bad, but this is normal for refugee, it will pass.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Therapist: do you feel like a burden to your family? Me: no, actually not anymore. Big moment for me tbh.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mam keeps asking if I'm safe since Conor. I am. I'm not thinking of doing anything to myself, I'm grieving him, that's all.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Never thought about killing myself, not once, even in the worst of the chemo. Stubborn old goat, my wife says. She's right.",
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says the dog got into the ibuprofen and 10 tablets can be lethal for a labrador his size. He's on a drip overnight. Please let him be ok.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Night shift in A&E: three overdoses before 2am, a lad of 17 on paracetamol. Started the NAC, he'll live. I held his mum's hand in the corridor.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Pharmacist warned me my mother's new morphine patches plus her sleeping pills could stop her breathing, so I've made a chart for the fridge. Caring is a full time job.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler grabbed the Panadol bottle, maybe had 2 or 3 tabs. Poisons line said under the toxic dose for her weight, just watch her. Heart still pounding.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Lecture on lethal doses of tricyclics today, pharmacology module. Have to memorise the overdose management flowchart by Friday 😩',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Patient in bay 4 came in after an overdose last week, discharged home today with her sister. Nice to see her smiling. Handover done, off for 3 days.',
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'Presented to the board with spinach in my teeth. Wanted the ground to swallow me whole. Laughing about it now with a glass of wine.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If I hear that Christmas song one more time in this shop I swear I'll throw myself off the stockroom ladder 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "My mum's gonna kill me when she sees the dent in the car. RIP me. Literally moving to Cebu under a new name.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ate the whole tray of lasagna. I am deceased. Send help or a stretcher. Food coma till Monday.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'this level is killing me, died like 40 times on the same boss. going to bed before i throw the controller out the window',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Went to Tomás's grave today, two years since he took his own life. Left him a can of Guinness. Still miss him every single day.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My uncle died in the war near Bakhmut. Today the funeral in our village by video call. My mother was screaming. I could not be there.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Another kid at school killed himself, second this year. Assembly, counsellors, the whole thing. I hope his family is ok. Hugged my little brother extra long.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandma passed in her sleep at 94. The hospice said she went peacefully. I'm sad but she was ready, she kept saying so.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Found out my old sergeant shot himself last month. Nobody told me till now. Calling the lads from the regiment this weekend to check on them all.',
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rubbish day. Boss shouted, bus was late, spilt coffee on my good trousers. Bath and bed, tomorrow is another day.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Feeling pretty flat this week, the grey skies in Dunedin don't help. Booked a weekend at the beach with Aroha. Something to look forward to.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Load shedding again, stage 6. Cooked on the gas braai by torchlight. Eish, this country. At least the kids thought it was an adventure.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tired of this job, tired of this town, tired of the rain. Updating my CV tonight. Time for a change, I reckon.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sent 40 applications, got 2 rejections and 38 silences. Fml. Cooking adobo to feel better, then round 41 tomorrow.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished the chapter where my main character plans her suicide. Hard to write, had to take a walk after. My editor thinks it's the strongest part of the book.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched the episode where he stands on the bridge ready to jump and his daughter calls. Bawled my eyes out. This show is too good.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'English essay on Sylvia Plath due Monday, 2000 words on death and the poems. Library till close tomorrow.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsing Juliet for the school play - the bit with the dagger where she kills herself. Mr. Okafor says I need more conviction. Opening night in two weeks!',
  },
];
