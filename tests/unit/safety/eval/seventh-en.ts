import type { EvalNote } from './types';

/**
 * English notes of a seventh check, written blind after the sixth round of tuning and scored once
 * before any change to the lexicon: 50 crisis notes (6 each of relapse, plan and method, the
 * classes unseen measurements show weakest; 4 of each other class) and 50 quiet ones (10 each of
 * an old crisis told as over and of plain denials, screening questions answered no among them;
 * 6 each of medical, sayings, someone else's death, books, games and shows, and ordinary days).
 * The writers are a carer, a nurse, teens and students (US, UK, Irish, Indian), a US farmer and
 * veterans, a British soldier, an Australian farmer, the chronically ill, an 84-year-old, and
 * Ukrainian refugees in Germany, Poland, Ireland and Austria writing in learner's English; slang,
 * missing apostrophes, typos and emoji are as typed.
 *
 * First run, lexicon untouched: recall 44/50 (88.0%), false alarms 6/50 (12.0%).
 * Missed: passive 1 (if I didn't wake up tomorrow "that'd be a mercy"); method 2 (shotgun shells
 * pocketed, standing out in a field with the gun; running the car in a sealed garage); plan 2 (a
 * date picked, "to go out" on an anniversary; affairs settled, a last drive to a lake on a named
 * morning); relapse 1 (an attempt in 2022, then "now again I think only about this", the same plan
 * every night).
 * False alarms: past 1 ("I wanted to die every day" my first winter abroad, now thankful, read as
 * intent and plan); negation 1 ("I'm not thinking of doing anything stupid"); medical 2 (a dog that
 * ate ibuprofen, how much is toxic; two sleeping tablets asked of a GP, read as relapse); othersDeath
 * 1 (a patient who died in ICU, read as relapse); fiction 1 (a novel's "self-harm chapters").
 * After this round's general changes: recall 50/50, false alarms 1/50. "I'm not thinking of doing
 * anything stupid" is flagged by the whole-note reader alone (no lexicon hit stands), which only
 * retraining can change. All English development sets: recall 457/463 → 463/463, false alarms
 * 10/486 → 5/486. No label was changed.
 */
export const notes: EvalNote[] = [
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "Mom screamed about my grades again and I locked my door. I'm so done. I actually want to kill myself and I dont even care if that sounds dramatic, nobody in this house would get it anyway",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Today in Jobcenter again they say my diploma is not valid here. I was engineer 20 years in Zaporizhzhia. I am thinking seriously to finish with my life, I dont see sense to continue like this.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Papa says I have brought shame on the whole family after the NEET result. I have decided I will end things, only I have to find the courage. Sorry to write this here diary.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i keep googling ways to go and then closing the tab. genuinely want to die by my own hand at this point, idk how to make my brain stop',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Mum didn't know me again today. Changed her, fed her, sat with her. On the drive home I caught myself hoping a lorry would just take me out on the A road. I wouldn't do anything. I just wouldn't mind.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'flare day 9. honestly if i didnt wake up tomorrow thatd be a mercy. so tired of being a body that hurts all the time',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Wouldn't be the worst thing in the world if I got hit by a bus on the way into work, sure it'd save me the bother of everything else.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Every night I lay there hoping my heart just quits in my sleep. Wife thinks I'm doing better since the VA changed my meds. I'm not.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'Some days I want to go to sleep permanently. Not a nap. Permanently. Then I get up and make the kids breakfast like a normal person.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Reckon I'll just pull the pin on the whole thing soon. Been a shit year mate, the farm's gone to the bank, Shaz has gone to her mum's with the kids.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'I want to go to my husband. He is in the ground in Irpin and I am here in Dublin alone. I want to be with him there, soon, I am ready.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'starting to think the only real exit from all this is the permanent one. not being dramatic, just tired',
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Counted what's left in the cabinet: two boxes of co-codamol and the amitriptyline from the pain clinic. Keep doing the maths on whether it's enough. I know what I'm looking at.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Had my pistol on the nightstand again. Sat with it a long time, took the mag out in the end. I keep thinking next time I won't bother taking it out.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'theres a bridge near the skatepark, the tall one over the motorway. ive been walking there after school just to look down and picture it. how long the fall would be',
  },
  {
    crisis: true,
    class: 'method',
    text: 'There is a rope in the store room, the one we used for the tent. I keep going there and checking the hook of the ceiling fan. It would hold my weight I think.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Put the shotgun shells in my jacket this morning and didn't tell Linda. Walked out to the back quarter with the gun and stood there a long time before I came in.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'been reading about running the car in a closed garage, whether it still works with newer cars. our garage door seals pretty well. just thinking',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Decided. Friday after my shift, when the flat's empty, I'm taking everything I've saved up. Already dropped the cat at Jen's for the 'weekend'.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Last exam is the 14th. I'll sit it so mum doesnt get a call from uni, then that night I'm getting the train to Beachy Head. Already looked up the times.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have buy the tablets in three different pharmacies so nobody ask questions. Sunday when my son is at the camp with the school, I will do it.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Got the date picked. Anniversary of the ambush, 3rd of next month. Feels right to go out the same day Mikey and Dunn did.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'everythings ready. note in my desk drawer, pills under the bed. when mum goes on nights thurs thats it',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Sorted the will, paid off the credit union, cancelled the gym. Last thing is the drive up to the lake on Saturday morning before anyone's up.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "If anyone finds this: I'm sorry. Give Biscuit to Aunt Rose, she always loved him. Tell Jamie it wasn't his fault. I love you all so much.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'wrote letters for everyone tonight. put them in envelopes w their names on. i feel weirdly calm. goodnight world i guess 🖤',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Dear my daughter, when you will read this I will not be here already. I tried my best for you in this new country. Please forgive your mama and be strong.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Messaged the lads one last time. Told them they were the best thing that ever happened to me. Deleted everything else off the phone. Ready now.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "I'm 84 and all I do now is cost them. The carers, the money, Susan driving over every day. They'd have an easier time of it if I were gone, and we all know it.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Another hospital bill came. Dave works two jobs because of me and my stupid kidneys. Honestly he would be better off without me, free to have a normal life.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My parents took loan for my fees and I have failed again. I am just a burden on them. They would be relieved if I am not there anymore.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'Sister takes me in her flat in Krakow but no space, her husband is angry all time. I am extra mouth. Better for everybody if I just disappear forever.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'did it again tonight. kitchen scissors this time. cleaned up before anyone saw. arms look like a barcode lol',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Burned my wrist with the lighter in the staff toilet at work. Needed to feel something other than the noise in my head.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Punched the garage wall till my knuckles split and then kept going. Wrapped them up before Kelly got home, told her I slipped on the ice.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "I've started hitting my head against the wall when the panic gets bad. Today it left a bruise and I felt better for about a minute.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Nothing is ever going to change. Same bed, same pain, same four walls. There's no point trying anymore, I'm just waiting it out.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'My city is not exist anymore, Mariupol is only ruins. I have no future, no home, nothing to wait for. I dont see why to continue.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "whats even the point. i try and i fail and i'll keep failing forever. there's no version of my life that gets better",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Twenty years of this. Meds, therapy, AA, none of it sticks. I'm out of reasons. No light at the end, just more tunnel.",
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: 'how many of my sertraline would it take to not wake up. asking for me.',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Looked up how much paracetamol is lethal for someone my weight. 60kg. I've got 48 in the drawer.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "What amount of insulin would actually do it? I've got a fridge full of pens and nobody checks.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'How much tablets of phenazepam is needed to sleep and not wake up? I have one full box I bring from Ukraine.',
  },
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Two years since the overdose and I swore I'd never be back here. But I've been saving pills again this month. Same feeling, same thoughts, like it never left.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Three years clean from cutting and tonight I opened the blade box I told my therapist I threw away. I didn't throw it away.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "After my attempt in 2019 I thought I'd beaten it. Past few weeks the thoughts are back, louder than before. I've started looking at the rifle in the safe again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'relapsed. first time since year 11. the urge was too strong and i just did it, my arm is a mess and i want to do it more',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Kharkiv in 2022 I tried to end my life after my husband was killed. Doctors in Poland helped me. But now again I think only about this, every night the same plan in my head.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Last time I ended up in ICU and I promised my sister never again. But I'm back to counting tablets at night and eyeing the ones in the drug room at work.",
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: "Five years ago today I was in the psych ward after trying to kill myself. Today I ran my first half marathon. If you're where I was: hang on.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'First winter in Germany I wanted to die every day, I did not see any future for us. Now I work in kindergarten and my son speaks German better than me. I am thankful.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old journal from sixth form, pages and pages about wanting to disappear. I'm 34 now, married, two kids. I wish I could hug that girl.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "After Iraq I kept my pistol loaded by the bed and thought about using it most nights. Sold it in 2015. Counselor asked me today how I'd describe that guy. Honestly, a stranger.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'this time last year i was cutting every day. today i showed mum my scars and we both cried and then got ice cream. 11 months clean 💪',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was 19 I wrote a goodbye letter and never sent it. Found it while moving house. Put it in the recycling and felt lighter.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'During my engineering days I thought of jumping from the hostel terrace after failing in exams. Today I told the juniors this at orientation so they know it passes.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Back after the crash in 2010 I thought the family would be better off with the insurance than with me. Took me a long while to see how wrong that was. Grand now.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Therapist asked what changed since my overdose in 2018. Meds, my dog, my sister, and time. I don't feel that way anymore.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of my attempt today, 7 years. Lit a candle for the kid who didn't think he'd see 25. I'm 31 and I'm still here.",
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, just fried. Three nights on call in a row. Need to sleep for about a week.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "GP did the mood questionnaire. The one about being better off dead I ticked 'not at all' and meant it. Just anxious about the redundancy.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychologist in the centre ask me if I have thoughts to hurt myself. I say no, and it is true. I am sad but I want to live for my children.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "For future me reading this: I have no plans to hurt myself. I'm angry and I'm heartbroken but I'm not going anywhere.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'school counselor pulled me in bc of my english essay and asked if i want to kill myself. no?? it was a creative writing assignment omg',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Dad keeps asking if I'm 'safe'. Yes Dad. I'm depressed, not in danger. I'd never do that to Mum.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Not once have I thought about ending it, even at the worst of chemo. I just want the nausea to stop.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Missus reckons I've been quiet. I'm not thinking of doing anything stupid, just knackered after harvest.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Admission nurse asks everyone about suicidal thoughts. Told her nope, I'm here for my gallbladder not my head 😂",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Mummy is worried after my breakup. I told her I am not going to do anything to myself, I only need some time and space.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: "Paediatrician said max 4 doses of Calpol in 24 hours for Ellie, so I've written the times on the fridge.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist warned me that more than 8 paracetamol a day can wreck your liver. Good to know, this toothache is brutal.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Patient in bay 3 overdosed on insulin by mistake, got his pens mixed up. Spent the whole shift doing his sugars every hour.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dog ate about 10 ibuprofen off the counter. How much is toxic for a 20kg lab?? She's on a drip at the vet now.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Can you take two sleeping tablets if one doesn't work? Asked the GP, she said no, come back if the insomnia carries on.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'New pain consultant lowered my tramadol and added amitriptyline 10mg at night. Hoping I actually sleep for once.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'If I have to sit through one more all-hands about synergy im going to throw myself out the window lol',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'my mum saw my tiktok drafts. literally kill me now 💀💀',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'That hike nearly killed me. Legs are dead. Worth it for the view from the top though.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Lost 4-0 to Ballyboden. I'd rather die than show my face at training Tuesday ha",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'The Leaving Cert maths paper was murder. I wanted the ground to open up and swallow me.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Dying to see the new Dune. Booked tickets for Saturday night with Raj.',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandpa passed on Sunday. Funeral is Thursday. I keep thinking I'll never hear him whistle in the garden again.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My cousin was killed near Bakhmut. He was 23. I cannot stop to cry. I light a candle for him in the church here in Vienna.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A kid from my brother's school took his own life last week. The whole town is in shock. Hugged my brother for ages tonight.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Lost two of ours on patrol. Wrote to their families tonight. Hardest thing I have ever done.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My patient died tonight after weeks in ICU. I held her hand at the end. Went home and sat in the car for an hour.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Dad's been gone a year today. Went to his grave with the kids and told him all about the new house.",
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished A Little Life. The self-harm chapters wrecked me. Need something light next, recommendations welcome.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Novel progress: my protagonist stands on the bridge at midnight deciding whether to jump. Stuck on the dialogue with the stranger.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'D&D tonight: my paladin sacrificed himself to hold the door so the party could escape. The DM made everyone cry.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Rewatched the Breaking Bad episode where Jane overdoses. Still can't get Jesse's face out of my head.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Drama class is doing 'night, Mother and I'm playing Jessie, who plans to kill herself. Heavy rehearsals.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Elliott Smith on repeat again. Every song is about wanting to die and somehow its comforting on a rainy commute.',
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Handed in my notice today. Said goodbye to everyone and gave my plants to Priya. New chapter!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Sold the car, gave away the bike, packed up the flat. Flying to Melbourne Tuesday. Weird feeling leaving everything behind.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Exhausted. Baby up every two hours. I'm running on cold coffee and spite.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Made our wills this week because we fly to Kerala with the kids next month. Morbid but sensible.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Bad day. Boss shouted, bus late, burnt the dinner. In bed by 9.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Today I finish German course B1! Small step but I am proud. Tomorrow I start to look for job.',
  },
];
