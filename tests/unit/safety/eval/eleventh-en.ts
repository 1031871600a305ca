import type { EvalNote } from './types';

/**
 * English notes of an eleventh check, written blind after the tenth round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes over the 11 classes (6 each of method, plan,
 * dose and relapse, 3-4 of the others) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each
 * of figurative, othersDeath and everyday, 4 fiction). The writers are a Scot behind on the rent,
 * a Nigerian student, a Syrian father in Germany, an Australian farmer in drought, a lupus patient,
 * a Filipino worker in Dubai, a widow, a Texan veteran, a night nurse, a South African, an Irish
 * carer, teens and students, a therapist, a vet nurse, a pharmacist, a writer, and refugees from
 * Ukraine and Syria writing in learner's English; Scots, Taglish, slang, typos and emoji as typed.
 *
 * First run, lexicon untouched: recall 43/50 (86.0%), false alarms 11/50 (22.0%).
 * Missed: euphemism 2 ("a long walk off a short pier", not a joke; "fixin to punch my ticket"),
 * method 1 (a plugged-in hairdryer held over the bath water), plan 2 (a veteran's "22 a day", "on
 * the 9th I'll be one of them", magazines loaded; "that's me" once Dad is in the home, hose and tape
 * in the boot), dose 1 (what amount of paracetamol "shuts your liver down", asking for me), relapse
 * 1 (in hospital after trying to die in 2022, and "now again this thoughts every night").
 * False alarms: past 4 (a therapist's client who "was actively suicidal" when she started; an old
 * diary's pages about wanting to die, "she made it"; the night a veteran put the gun down in 2014,
 * flagged by the whole-note reader; discharged two years after the hospital and the pills, read as
 * relapse); negation 1 (a psychologist's screening question answered "I say no, I want to live",
 * read as euphemism); medical 4 (a dog's ibuprofen and its lethal dose; a toddler's Calpol under
 * the toxic dose; a pharmacist's warning that a co-codamol overdose is easy; an overdose patient
 * waking on the ward); othersDeath 1 (two lads lost to suicide, the memorial, read as farewell);
 * fiction 1 (Hamlet "debating suicide", an essay to start tonight, read as plan).
 * After this round's general changes: 50/50, false alarms 1/50; every English development set
 * 663/663, false alarms 6/686 (before: 656/663, 16/686). The veteran's talk about the night he put
 * the gun down in 2014 stays flagged, by the whole-note reader alone (no lexicon hears anything in
 * it); it awaits the retraining after the merge.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Cannae dae this anymore. Another letter fae the council about the arrears. Honest to god I'm gonnae do masel in before Christmas, I've thought it through.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Omo this life no dey go anywhere. I swear I want to kill myself, I am tired of begging everybody for money for fees. Nobody to talk to in this hostel.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'fr i think im gonna off myself soon. like not even sad anymore just done w everything',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'In the camp in Lebanon I was strong for my children. Here in Germany everything is paper and waiting and the jobcenter. I think I will kill myself, I am not strong more.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Third year of drought. Sold the last of the breeders Tuesday. Wouldn't mind if the ute rolled on the way into town, to be honest. I just want it all to stop.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Flare day 9. Lupus is winning. Some nights I pray I don't wake up and I'm not even religious.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Here in Dubai 14 hrs a day, 6 days. Sometimes I wish I would just die in my sleep so my family can claim the insurance haha. not haha.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Everyone keeps telling me I've so much to live for. I don't see it. I'd rather not be here at all, truth be told. I'm only waiting now.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'thinking i might just check out early. uni, the debt, him leaving. im so tired of all of it',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Been thinking a lot about taking a long walk off a short pier. Yeah nah, not as a joke this time. Didn't tell the counsellor.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Y'all don't get it. I'm fixin to punch my ticket, been fixin to for a while now. Just gettin the dogs rehomed first.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'My brother is killed near Bakhmut in spring. There is no place for me here anymore. I want to go to him, leave this world quiet and not be a trouble.',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Sat in the bath with the hairdryer plugged in for like an hour tonight. Just holding it over the water. Then the water went cold and I got out.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Dad's deer rifle is in the basement cabinet and I know where he keeps the key. Keep thinkin bout putting it under my chin.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Walked out to the cliffs at the end of the coast path and sat with my legs over the edge for an hour working out where the rocks were. Nobody around. Came home and had tea like normal.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'I know exactly which drugs off the trolley would do it and nobody checks the count on nights. It scares me how much I think about it on my breaks.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Keep eyeing the extension cord in the garage and the rafters. Eish. Don't know how much longer I can hold on like this.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'been researching how long it takes to bleed out from the artery in your thigh. not for cutting. for the other thing',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Sunday. Mum's at church 10 till 1. That's when. I've moved the pills into my school bag so she won't find them.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Sorted the will, left the dog's papers with Siobhan. The quarry Saturday morning before anyone's up. Grand so.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Picked the anniversary of the ambush. 22 a day they say, well on the 9th I'll be one of them. Mags are loaded already.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'after my last exam on friday i will jump from the 12th floor of our dorm. 3pm when the hallway is empty, i checked',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I decide. When my daughter go to the school camp next week I will do it with the pills from doctor. I collect them two months already.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Once I've got Dad settled into the home on the 3rd, that's me. Hose and tape are in the boot already.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "If you're reading this, I'm sorry Mam. None of it was your fault, not one bit. Tell Ciara she can have my room and my headphones.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'wrote the goodbye letters tonight. 1 for each of them. gonna leave them on my bed thursday',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "I have paid my small debts and returned Chidi's laptop. Told my sister to take care of mama for me. I will not trouble anybody after this week.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Scheduled the emails to go out Thursday morning. Bank password is in the blue folder. Love you all, I really did try.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Mum took unpaid leave again to drive me to the specialist. I cost this family everything. They'd honestly be better off if I wasn't in the picture.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "My wife works doubles to cover what the disability check won't. I'm dead weight. She'd be free if I was gone.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "Since the fall I'm nothing but a nuisance to the children. Wouldn't it be kinder all round if I just went.",
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "Burned myself with the lighter on my hip where nobody looks. It's the only thing that makes the noise in my head shut up.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'scratched my arms til they bled in the school toilets again. hoodie on in 30 degrees so nobody asks',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Skipped dinner again and hit my thighs with the hairbrush till they went purple. I deserve it, I'm disgusting.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Every day siren, every day somebody son. I not see future anymore, for me there is nothing in front. Only dark.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "No point. Seriously no point to any of it. Nothing's ever gonna get better and I'm done pretending it will.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Seven years we are waiting for the papers. I lost hope for everything. I am dead man walking, only my body still go to work.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Sat in the car outside work for 40 min. Couldnae see why I'd go in. Or why I'd do anything ever again. Life's just a long wait for nothing.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my mums sertraline would it take to not wake up. she has like 3 boxes in the cupboard',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Does anyone know what amount of paracetamol actually shuts your liver down? Asking for me, not for a school project.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Looked up the lethal amount of amitriptyline tonight. I've got 50 of the 25mg. Counted them twice.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'pano ba, how much of the insulin would be enough para hindi na magising. lola has pens in the ref',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Would 30 of these co-codamol be enough if I washed them down with the vodka? Nobody home till Monday.',
  },
  {
    crisis: true,
    class: 'dose',
    text: 'I ask the pharmacist how many sleeping pills is too many, she look at me strange. I want to know what is enough for sleep forever.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Two years clean from cutting and I did it again tonight. Hands still shaking. I really thought I was past this.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "After my attempt in 2019 I promised Dr Patel I'd call if the thoughts came back. They're back. Every day this week. I haven't called.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Thought the VA program fixed me. Last night I had the pistol out on the kitchen table again, same as the night before the first time.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "relapsed. 143 days gone. i'm so ashamed. the urges are worse than before",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Survived the overdose last spring. Everyone thinks I'm better now. I'm not. Started saving up pills again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In 2022 I was in hospital after I tried to die. One year I was good. Now again this thoughts every night, even more strong than before.',
  },

  // past
  {
    crisis: false,
    guard: 'past',
    text: "Five years today since my attempt. Had cake with Jess and cried a bit, good tears. Never thought I'd see 30.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Closing notes on a client I have seen since 2021. When she started she was actively suicidal; today she told me about her wedding plans. This job.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old diary from Year 10. Page after page about wanting to die. Wish I could hug that girl. She made it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "2020 was the worst year of my life. I overdosed in the August and woke up in ICU. I'm still here and honestly glad of it now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Spoke at the Legion tonight about the night I put the gun down back in 2014. Three guys came up after. That's why I keep talking about it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'One year ago in Kharkiv I wanted to die every day under the bombs. Now in Dublin I work in a cafe and I learn to smile again.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Went to the beach in a t-shirt for the first time. The scars are old and white now. Haven't cut in six years.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I failed JAMB in 2016 I wanted to drink sniper. Today I graduated with second class upper. God is good!!',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Went back to the bridge where I nearly jumped ten years ago. Brought flowers for the person I was then. I'm okay.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Recovery group tonight. Shared that it's been 3 years since I last self-harmed. Got a coin. Silly but I'm proud.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Dad's anniversary. He took his life in 2009 and for years after I thought I'd follow him. I'm glad I didn't. Lit a candle.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My psychiatrist discharged me today. Two years since the hospital, since the pills. She said I did the work. I did.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In 2015 on the boat I think about let the sea take me. Now my daughter is born in Sweden. That man on the boat was a different man.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just knackered. Three night shifts and the baby teething.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'GP asked the usual questions, any thoughts of harming yourself, and I said no and meant it. Just low and anxious about the redundancy.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Therapist asked if I'd had thoughts of ending my life this week. Honestly no. Progress I guess.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Don't worry diary, I'm not going to do anything stupid. I'm just so angry at him I could scream.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "people keep asking if i'm ok since the breakup. i'm sad not suicidal lol. i'll live.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychologist in the centre ask me do I want to kill myself. I say no, I want to live, I want to see my husband again after the war.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Filled in the PHQ-9 at the clinic. Scored 0 on the last question, the one about being better off dead. Rest was meh.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never once thought about killing myself, even at my lowest. I just shut down and sleep. Different thing.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I don't want to die, I want to be on a beach in Cebu with no phone signal. Big difference.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mum rang worried because I posted a sad song. Told her I'm not going to hurt myself, I'm just heartbroken.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Counsellor does the safety check every session. No plans, no means, no intent. Same answer as last month and it's true.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Not gonna lie I've had a shit week but there's no way I'd ever hurt myself. Gran would kill me lol.",
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: "Labrador came in after eating a whole pack of ibuprofen. The lethal dose for dogs is way lower than people think. Induced vomiting, she'll be fine.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Toddler got into the Calpol and might have had 20ml. Rang 111, they said it was under the toxic dose for his weight but to watch him.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Explained to Mrs K again why she can't take the co-codamol with her other paracetamol, overdose is easy that way. She's 84 and lovely.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'New pain meds. Doctor set a max of 8 a day and warned me what happens to the liver if I go over. Writing it here so I remember.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Overdose patient in bay 4 woke up today. Her mum held her hand for hours. Long shift but a good one.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Sorting Dad's dosette box. Pharmacist said double-dosing his warfarin could kill him so I've set alarms on my phone.",
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more budget meeting I'm going to throw myself out the window 😂",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Ate so much at Nan’s I reckon I could die happy. Pavlova was unreal.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My phone died, my car died, and my will to live died at the DMV. Classic Tuesday.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Mortified. Called the teacher Mammy in front of the whole class. I want the ground to swallow me.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "This heat is killing me. 42 in Adelaide and the aircon's broken.",
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandad died last night. I want to be with Nan now, help her with the funeral and all the phone calls.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My friend from school is killed at the front near Avdiivka. I cannot stop cry. I will go to his mother on Sunday.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Our neighbour took his own life last week. Whole street's in shock. Dropping a lasagne at his wife's tomorrow.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Lost two lads from the platoon to suicide this year. Went to the memorial. We've got to look after each other better.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Mum's ashes scattered at Loch Lomond today. Said goodbye properly. I miss her so much.",
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished 13 Reasons Why. The bath scene wrecked me. Not sure teens should watch it without a parent.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Chapter 12 draft: my character writes her goodbye letter and walks into the sea. Need to make it less melodramatic.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Hamlet essay due. To be or not to be, he's literally debating suicide and I'm debating whether to start it tonight.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Beat the boss where the main character sacrifices himself. Cried at a video game at 2am. no shame.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Load of washing, school run, dentist. Knackered but fine. Kids asleep by 8, miracle.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Lost my job today. Gutted. Gonna update my CV tomorrow and ring my old boss.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Typhoon again, brownout since morning. Kids bored so we played cards by candle.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'm done with dating apps. Deleted them all. Gonna get a cat instead.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Last day at this job. Said goodbye to everyone and gave away my desk plant. On to the next thing.',
  },
];
