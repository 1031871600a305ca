import type { EvalNote } from './types';

/**
 * English notes of a twenty-second check, written blind and scored once before any change to the
 * lexicon: 50 crisis notes over the 11 classes (10 relapse, 10 hopelessness, 6 plan, 3 each of
 * intent, passive, euphemism, method, farewell, burden, selfHarm and dose), each relapse,
 * hopelessness and plan note a different way of saying it, and 50 quiet ones (13 past, 12
 * negation, 7 medical, 5 each of figurative and othersDeath, 4 each of fiction and everyday),
 * about half short and half longer entries of an ordinary day. The writers are a Kansas City
 * nurse back at an old sharps box after nine months, a Glaswegian hiding paracetamol in a sock
 * drawer "like last time", a Ukrainian in Krakow counting balcony floors again, a Lagos student
 * drafting goodbye messages again after discharge, a Filipina googling Lola's heart pills after
 * the psych ward, a Queensland tradie's old urge to drive into a gum tree, a Texan asking his
 * brother for the pistol back, a postnatal mother on Teesside picturing the sea as after her
 * first baby, a teen's reset self-harm streak, a student's ideation back off sertraline; a
 * Syrian refused asylum in Germany, a Midwest corn farmer, a 41-year-old "done hoping", a
 * chronic-pain patient who sees "all tunnel", a teen told "it gets better", a Ukrainian amputee
 * veteran, a dementia carer, a Nigerian whose business collapsed, a Scot whose future was
 * "switched aff"; a will on a legal pad and a bridge on Saturday, propranolol saved for the last
 * exam, rope bought at Obi for a daughter's holiday, a Katoomba motel and lookout, a Manila
 * rooftop after payday, tablets put by till the clocks go back in Ennis; on the quiet side an
 * attempt's fifth anniversary at a swim lesson, an AA ten-year chip, a Year 9 diary in the loft,
 * a therapist's discharge, "the worst year of my life", Kherson told from Vilnius, a Lagos church
 * testimony, a Campsies walk ten years on, an anniversary cake, a podcast, white scars explained
 * to a child, Saydnaya told from Berlin, a last group-therapy session; a GP's, a refugee
 * centre's, a clinic PHQ-9, an army and a carer's support-worker screening answered no, plain
 * denials; a toddler in the Calpol, a dog into ibuprofen, a tricyclic patient, pharmacology
 * revision, a father's doubled warfarin, a gym hypo, hospice morphine; office, hangover, Home
 * Affairs, wedding and Saints hyperbole; a grandmother, a soldier near Pokrovsk, a schoolboy's
 * suicide, a cat, an uncle's stroke; A Little Life, a screenplay's typed note, 13 Reasons Why,
 * Ophelia; ordinary low days. US, UK, Scots, Irish, Australian, South African, Nigerian and
 * Filipino English, learner's English, Taglish, slang, typos and emoji as typed.
 *
 * First run, on main at f5e1096, lexicon untouched: recall 48/50 (96.0%), 32/50 with the class
 * named; false alarms 8/50 (16.0%). 11 of the 48 were flagged by the whole-note reader alone, no
 * concept standing (3 hopelessness, 2 relapse, 2 passive, 1 each of euphemism, method and burden).
 * Only 5 of the 10 relapse notes were named relapse (a pistol asked back from a brother, the sea
 * pictured again after a mother-and-baby unit and a reset self-harm streak read as method only;
 * two by the whole-note reader alone); the tablets put by till the clocks go back named method,
 * not plan; a head banged against a wall named hopelessness, not self-harm; a Tylenol PM bottle
 * "enough to end it" named method, not dose.
 * Missed: hopelessness 1 (a future "finished", no "way out of this hole"); plan 1 (a motel booked
 * for Friday, the spot at a lookout past the railing worked out, "2 more days of pretending").
 * False alarms: past 3 (a Scots "tried tae end it" ten years on, read as intent and relapse; death
 * wished nightly in a Syrian prison years ago, read as intent; goodbye letters "two years ago" at
 * a last group session, read as farewell and relapse); medical 4 (a vet on a dog's ibuprofen dose;
 * pharmacology revision of lethal doses with "exam Monday" taken for a time set; a father's
 * doubled warfarin and a pharmacist's overdose warning, read as method, plan, dose and relapse;
 * hospice morphine that "won't speed his death up"); everyday 1 (a Sunday-scaries "can't be
 * bothered", by the whole-note reader alone).
 * Second run, blind, on main at bfa08a9 after the twenty-first round's fixes, a retrain and the new
 * rule for unexplained cues: recall 49/50, false alarms 9/50.
 * Lexicon pass (en.ts only): a future told as finished/gone ("my future is finished") is heard as
 * hopelessness, and the resolved guard's bare "behind me" (which silenced "talking behind me") now
 * needs what is put behind ("it's all behind me"); past guards for "ten year since a tried" (number
 * before year, Scots "a"), "In <prison/camp> I wished..." and "now I am seven years in Berlin";
 * masks for letters to one's future self, an overdose as a medical topic (antidote, treatment,
 * signs) or warned of for someone else, pills a pet ate off the counter, and another's death
 * hastened or not in palliative care ("won't speed his death up"). After: recall 50/50 (50 with a
 * class named), false alarms 2/50 ("put me out of my misery" after a Saints loss and a Sunday-scaries
 * "can't be bothered", both by the whole-note reader alone); all English development sets recall
 * 1212/1213 -> 1213/1213, false alarms 23/1236 -> 16/1236. An audit of guard hits over all 1213
 * development crisis notes then tightened three guards that matched words they were not meant for:
 * othersDeath's "is gone" (a house, city, job or hope gone, 22 crisis notes -> 20), medical's bare
 * "cold" (cold water, a cold night; now "a cold", "his cold"), and pastTime's "at/in <number>"
 * (clock times "at 3", "at 11 40" and "in 30 degrees"; now two-digit ages only); totals unchanged.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Nine months of green squares on my tracker app. Pulled a double at the hospital, came home to Kansas City rain and leftovers. Tonight I dug the old sharps box out from the back of the closet. Didn't get far before I stopped but the lines are there again and so is the wanting more. Not telling Dana.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'been aff the drink since march n thought a wis past it but the voice tellin me tae finish whit a started in 2019 is back loud as ever. bought paracetamol the day an hid it in ma sock drawer like last time',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'After hospital in Krakow I think it is finished, these thoughts. But this week they come back, same like before. I stand on balcony, 9 floor, and I count again. I am scared because I know this road.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Abeg I thought I don pass this stage. Therapist discharged me in June, said I was doing well. Now I'm back to drafting goodbye messages in my notes app at 3am, same way I did before the attempt. NEPA took light again and I just lay in the dark typing them.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Back to square one. Kala ko okay na ako after the psych ward pero tonight I'm googling how many of Lola's heart pills again. 2 yrs and it's like nothing changed.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Told the blokes at the pub I was sorted after the stint in the mental health unit. Truth is the old urge is back every arvo driving home on the Bruce Hwy. Big gum tree just past the servo and I think about planting the ute into it, same as before I went in. Stronger than before if anything.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Gave my pistol to my brother to hold after last time. Asked for it back today, said it was for deer season. It isn't. Same dark's come back and I know what I want it for.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Baby's four months tomorrow. Health visitor came and I smiled and said fine. After Ella I had the mother and baby unit and I swore I'd never feel that again. But it's back, exactly the same shape: they'd be better off, and I keep picturing walking into the sea at Saltburn like I nearly did then. Pete's on nights all week.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'streak reset. 212 days gone. did it w the pencil sharpener blade again and honestly i dont even feel bad i just want to keep going',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Week three off sertraline (my own stupid decision, didn't tell the GP). Library till 10, ate cereal for dinner. The ideation is back, the whole 'just end it' loop from second year, on repeat all day now. I know what it led to last time.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Today again letter from BAMF. Asylum no. Work permit no. My family in Idlib all dead. Every door is closed for me. I do not see any tomorrow, really nothing is waiting for me.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Bank called again. Corn ain't worth the diesel to haul it. I keep doing chores like a machine, milk, feed, fix the fence, but there ain't no point to any of it no more and there won't ever be. Linda went to bed early. I sat in the truck in the yard an hour.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Another year gone and nothing changed, nothing will. I'm 41 and I'm done hoping. What's the use.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Fourth specialist, same shrug. Pain 8/10 every day for six years. They say 'manage it'. I drove home from Leeds in silence. I can't picture a single future version of me I'd want to be. There's no light at the end of this, it's all tunnel.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'honestly whats the point of getting up. its all gonna be the same shit forever, nothings ever gonna get better for me and ive stopped pretending it will',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'everyone says it gets better. it doesnt. its been getting worse since year 7 and im so tired of waiting for something thats never coming 🙃',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Came back from front without leg and without wife. Rehab in Lviv is good people but for what. Nothing left to fight for. I look on calendar and all days are empty, empty, empty.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Mum didn't know me today. Again. Called me by her sister's name and asked when I'd be leaving. I'm 58, I gave up the job, and this is my life now until one of us goes. I honestly don't see why I'm still bothering with any of it. Nothing ahead but more of this.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'I have tried, God knows I have tried. Business collapsed, my wife packed out to her people, and church members are talking behind me. My future is finished. I cannot see any way out of this hole.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "cannae see a way forward anymair. it's like somebody switched the future aff. nae hope left in me at aw",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Wrote out the will on a legal pad tonight and left the truck title on the kitchen table. Saturday, when Carla takes the kids to her mama's in Lufkin, is the day. I already know which road and which bridge.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Exams finish on the 14th. After that nobody expects anything from me. I've been saving my propranolol since Easter and I'll take the lot the night of the 14th in halls when my flatmates are out celebrating.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I decided. When my daughter go to her father in Poland for holidays, I will do it. I already buy rope in Obi and I know the place in the forest near the camp.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'booked the motel in katoomba for friday, one night, not telling anyone. worked out the spot at the lookout past the railing. 2 more days of pretending at work',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Sahod on the 30th. I will send everything to Nanay for the kids' tuition, then that night I finish it. Already chose the building near the MRT, 14th floor, the rooftop door is never locked. Madam thinks I'm just tired.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Sorted the paperwork with the solicitor in Ennis today. The dog goes to Siobhan. I've been putting the tablets by since the summer and when the clocks go back I'll take them all. It'll be tidy. Had a nice scone in the cafe after.",
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I'm going to kill myself. I'm writing it here because I can't say it to anybody. Results came out and I carried over four courses again.",
  },
  {
    crisis: true,
    class: 'intent',
    text: "Long day at the plant, line was down twice. Came home, fed the dog, microwaved something. Truth is I want to end my life and I've wanted it for weeks. Just writing it down so it's somewhere.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'i wanna die so bad rn like actually not even joking this time',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "If the Lord took me in my sleep tonight I'd not mind one bit. I'm tired of the days.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'Air raid again at 3 at night. I did not go to the corridor this time. If the rocket comes, let it come. I would not be sad to not wake up.',
  },
  {
    crisis: true,
    class: 'passive',
    text: "Sometimes I hope the taxi rolls on the N1 on the way to campus. Not to hurt anyone else. Just so I don't have to exist anymore.",
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "Thinking it might be time to check out for good. Been a long enough run and I'm done.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'Pagod na ko. I just want to sleep forever and never deal with anything again. Maybe I go see Papa soon, wherever he is.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "reckon i'll take the long walk off the short pier and be done with it. nobody would even notice i was gone",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Daddy's shotgun is still in the hall closet. I keep going and standing in front of it. I know where he kept the shells.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Skipped the 9am. Looked up how long it takes to drown in cold water. The river by the boathouse is about 6 degrees right now, I checked the club website. Made toast. Didn't eat it.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'In kitchen there is the big knife. Every night I take it and I think how deep for the vein in wrist. Then I put back.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "If you're reading this, Jaz, I'm sorry. Passwords are in the blue notebook. Tell Mum it wasn't her fault. I love you all. Last entry.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave my phone and my clothes to my junior brother today. Told Tolu I love her and she should take care of mummy for me. I won't be around to see the results.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Messaged everyone tonight just to say thanks for everything. They think I'm being soppy. Goodbye diary, you've been a good mate x",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "Jamie gave up his job to look after me. Another flare, another week in bed, another night he sleeps in the chair. Everyone would get their life back without me in it. I'm just a weight round their necks.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'The kids are paying for my care home out of their savings. Better for all of them if I was not here costing them.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My host family is so tired from me and my children. I see it in their faces. I think if I disappear, my children will get better, the state will care for them better than me. I am only the problem here.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Cut again tonight in the staff toilet at work. Used the box cutter from the stockroom. Long sleeves tomorrow.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'i scratched my arms till they bled again bc i deserve it',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Pure battered ma heid aff the bedroom wall til it went numb. Only way tae make it stop. Maw thinks a fell.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: "How many 50mg amitriptyline would it take to not wake up? I've got two full boxes.",
  },
  {
    crisis: true,
    class: 'dose',
    text: "Sat in the Walgreens parking lot for forty minutes. Is a whole bottle of Tylenol PM enough to actually end it or would I just end up in the ER with liver damage? I don't want to half do it.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Please, how much insulin is killing dose for person not diabetic? I have pens from my father.',
  },
  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Five years ago today I was in the ICU after swallowing everything in the medicine cabinet. Today I took Maisie to her first swim lesson and she did a starfish float. I'm still here and I'm glad.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Ten year chip at the Tuesday meeting. Back in '16 I wanted to put a bullet in my head every single morning. Now I coach Little League and argue with umpires. Life's weird and good.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my diary from Year 9 in the loft while looking for the Christmas lights. Pages of 'I want to die' in purple gel pen. Poor kid. I wish I could hug her. Made a brew and read bits out to Sam, we laughed and cried a bit. Lights are up now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Discharged a client today. When she first came to me two years ago she had a plan and a date picked. Today she showed me wedding photos. This job.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "The worst year of my life was 2016, I overdosed twice that year. It's 2026 and I'm in the second year of my nursing degree. Writing this down so I remember how far I've come.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'One year ago in Kherson under occupation I wanted to die every day. Now I am in Vilnius, I work in cafe, my son goes to school and learns Lithuanian faster than me. The thoughts are gone. Today I bought flowers for myself.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Gave my testimony in church today: how three years ago I stood on Third Mainland Bridge ready to jump, and a keke driver stopped and talked me down. Now I'm married with a baby girl. Pastor cried.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ten year since a tried tae end it. Went up the Campsies wi ma pal tae mark it. Baltic up there but braw.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of my attempt today. I baked a cake lol, ube flavour. Old me would never believe I'm here with a job and a cat and a stupid sourdough starter.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Did my mate's podcast this arvo. Talked about the night in 2018 I nearly drove into the dam and how the crisis team got me through. Weird to hear my own voice saying it. Feels good to say it out loud now it's behind me.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My scars have gone white. Amara asked about them in the bath today and I told her I was very sad a long time ago and I got help. She kissed my arm and went back to her duck.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In Saydnaya prison I wished death every night. Now I am seven years in Berlin, I am alive, and I teach Arabic to children on Saturdays. Today one girl wrote her name perfect.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Last group therapy session. Two years ago I was writing goodbye letters. Today we wrote letters to our future selves instead. Mine was mostly about getting a dog.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "GP asked if I'd had any thoughts of harming myself. Said no, and meant it. Just burnt out from nights. She signed me off a week.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just exhausted and sick of everyone's crap. Going to bed.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "To be clear, since my sister keeps texting: I am NOT going to do anything stupid. I'm sad about the breakup, that's all. Ice cream and Bake Off tonight.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychologist in the centre ask me do I want to kill myself. I say no, never, I have two kids. I just sleep bad because of sirens in my head, even here in Dublin where is quiet.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Never once thought about ending it, even through the divorce. Stubborn Yorkshire blood. Just knackered and skint.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'not tryna die or anything just want a break from school fr 😴',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Filled in the mood questionnaire at the clinic. Question 9, thoughts that you'd be better off dead: 'not at all'. The rest was mostly 'several days'. Dr Patel wants to try a different dose of the sertraline.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "No, I don't want to hurt myself. I want to hurt my manager, lol. (Not really.) Quarterly review was a joke though.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Unit psych did the screening after rotation. No thoughts of suicide, no plans, sleeping ok-ish. Cleared for leave. Flying home to Fayetteville Thursday.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Low but I'm not at the point of wanting to end it, not even close. Just need a weekend on the water with Dad and the tinny.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mummy called me worried because of my WhatsApp status. I told her, I'm not about to take my life o, I was just quoting Burna Boy. She still prayed for me for 20 minutes.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Support worker asked again today. Told her I'd never leave Dad by doing something to myself. I'm knackered, not suicidal. Dad ate all his tea, which was a win.",
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Rosie got into the Calpol and drank maybe half the bottle while I was on the loo. Rang 111, they asked her weight and said that much paracetamol could be dangerous for a toddler, so A&E for bloods. Four hours in the waiting room. Levels fine. Never leaving it on the side again.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Biscuit ate a whole packet of ibuprofen off the counter. Vet said a dose that size could wreck his kidneys. He is on a drip overnight, poor boy.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Patient in bay 4 came in after an amitriptyline overdose. Spent the shift on cardiac monitoring and bicarb. Tricyclics are nasty. Home, shower, bed.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Revision all day: lethal dose of digoxin, naloxone for opioid overdose, NAC timing after paracetamol. Pharmacology exam Monday and my brain is full.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Set up Dad's dosette box for the week. He doubled his warfarin last Tuesday by mistake so now I do it. Pharmacist said an overdose of that could make him bleed badly. Bought him a bigger calendar too.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Took too much insulin before the gym and went hypo, shaky and sweaty on the treadmill. Jelly babies sorted it. Need to drop the dose on training days.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Hospice nurse upped Grandad's morphine today. She explained it won't speed his death up, just keeps him comfortable. He squeezed my hand when I played his Jim Reeves record.",
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "If I have to sit through one more all-hands about synergy I'm going to jump out the window lol",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'This hangover is killing me. Never drinking Aftershock again. Never.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Phone died, taxi broke down, and my will to live died in that queue at Home Affairs 😂 Got the passport though.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "Laughed so hard at Ciaran's best man speech I nearly died. Auntie Bernie did the worm on the dance floor.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Saints lost again in the last two minutes. Somebody put me out of my misery. Gumbo was good tho.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandma passed Tuesday night in her sleep. Funeral is Saturday in Tulsa. Ironing my good shirt.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Today we buried Andriy, friend of my husband, killed near Pokrovsk. His mother was screaming at the grave. I held her hand. My husband is still there.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A boy in Liam's year took his own life. The school sent a letter home. I didn't know what to say to Liam at dinner so I just sat with him while he played FIFA.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Mochi was put to sleep today. 17 years. The house is so quiet.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Uncle Femi died of stroke on Sunday. We are travelling to Ibadan for the burial next week. Mummy is holding up.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished A Little Life at 2am. The self-harm chapters wrecked me. Need something light next, maybe a cosy mystery.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Screenplay progress: the detective notices the suicide note was typed, not handwritten, and the victim was left-handed. Nice twist for act two.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched 13 Reasons Why with my daughter so we could talk about it. Good chat after, she asked a lot of questions.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Drama club: I'm playing Ophelia!! The drowning scene is so sad but I love learning it.",
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tired, rainy, ate a whole pack of Hobnobs. Low kind of day. Early night.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rough week at work, feeling flat. Called my sister, walked the dog round the park twice. Bit better.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Homesick today, missed Mama's sinigang so much. Video call with everyone in Batangas made it ok.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Can't be bothered with anything today. Sunday scaries already and it's only 2pm.",
  },
];
