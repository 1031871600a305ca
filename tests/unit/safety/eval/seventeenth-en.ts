import type { EvalNote } from './types';

/**
 * English notes of a seventeenth check, written blind and scored once before any change to the
 * lexicon: 50 crisis notes over the 11 classes (12 relapse, 10 plan, 6 hopelessness, 3 each of
 * intent, passive, euphemism, method, farewell and burden, 2 each of selfHarm and dose), each
 * relapse, plan and hopelessness note a different way of saying it, and 50 quiet ones (13 past,
 * 12 negation, 6 medical, 5 each of figurative, othersDeath and everyday, 4 fiction). The writers
 * are a Glaswegian out of the Royal Edinburgh, a Nigerian with a bottle of Sniper under the sink,
 * a Dnipro patient in Hamburg, a teen on a self-harm streak, a US veteran with his pistol back
 * from his brother's safe, an Australian on the gorge road, a sober drinker, a Syrian refused
 * asylum in Germany, an Irishman out of St Pat's on a pier, a mother after postnatal psychosis, a
 * Filipina in Taglish, a dorm student, a New Zealand dairy farmer, a Ukrainian soldier on
 * rotation, a carer bound for Beachy Head, a South African with pills in the bakkie, an OFW in a
 * Gulf tower, a chronically ill woman with insulin, a Syrian before Friday prayer, a Bakhmut
 * widow, a 52-year-old out of work, a 91-year-old praying to be taken; on the quiet side an
 * attempt's anniversary run as a half marathon, a Year 10 diary, an Irpin refugee in Dublin, a
 * therapist discharging a client, a VFW talk, white scars, a flatmate's 999 call, the Forth Road
 * Bridge ten years on, a Nigerian doctor, a recovery group, debts paid through a church, a camp in
 * Lebanon told from Manchester; a health visitor's, a therapist's, a ward nurse's, a VA doctor's
 * and a refugee-centre psychologist's screening answered no, plain denials; a paracetamol overdose
 * on a ward, a toddler's and a dog's swallowed pills, insulin and morphine as care, pharmacology
 * revision; exam and meeting hyperbole, load shedding, a funeral, a platoon's dead, a novel, a
 * Hedda rehearsal and a D&D table; slang, learner's English, dialect, typos and emoji as typed.
 *
 * First run, on main at 8447bb5, lexicon untouched: recall 46/50 (92.0%), 20/50 with the class
 * named; false alarms 3/50 (6.0%). 19 of the 46 were flagged by the whole-note reader alone, no
 * concept standing (5 relapse, 4 plan, 2 hopelessness, all 3 passive, among others); of the 10
 * relapse notes flagged only 2 were named relapse (3 read as self-harm, method or burden only).
 * Missed: relapse 2 (a Ukrainian in learner's English standing again at a ninth-floor window
 * "counting like before", no crisis word; a mother whose first postnatal psychosis ended in
 * walking into the sea, feeling "the pull towards the water" again with the second baby); plan 1
 * (a terse note of a day, an hour, a place and "Decided", nothing else); euphemism 1 ("joining
 * him soon" on the anniversary of a brother's death).
 * False alarms: past 1 (a camp in Lebanon where "I did not want to live", told as over from a flat
 * in Manchester, read as passive); negation 1 (a sister who "heard I want to end my life", denied
 * as a rumour about being tired of traffic, read as intent); figurative 1 ("I am going to die" and
 * a skull emoji before a chemistry exam, read as intent and plan).
 * First run on main after the sixteenth round (its fixes and the retrained reader): recall 46/50,
 * false alarms 3/50, the same misses and false alarms; 20 of the 46 flagged by the whole-note
 * reader alone, 20/50 with the class named.
 * After this round's general changes: recall 50/50, 37/50 with the class named, 48 by a concept
 * (2 plans, the .22 down the paddock and the drive to Beachy Head, by the whole-note reader
 * alone); false alarms 0/50. Every English development set 963/963, false alarms 6/986 (before:
 * 959/963, 9/986). The changes: hearsay masked ("she heard I want to end my life", unless "it's
 * true"); "I'm going to die" masked after an exam, test or interview, or before "pray for me",
 * "wish me luck" or a laugh, and a skull emoji after them; a crisis told in the past tense and
 * later said to be over ("That time is over") and "there was a time I..." set in the past; an
 * attempt heard by its act ("tried to walk into the sea"), by "after hospital" with no article,
 * by being found ("when they found me in the ute") and by a counted psychiatric admission; the
 * progressive join ("I'll be joining him soon"); a bare place and a bare decision as a plan
 * ("Garage. Decided."); pesticides drunk or by the bottle (Sniper, paraquat); a grenade; "bday";
 * "my decision is made", "18 yrs is plenty"; "love you both"; "not sure I'm walking back up it";
 * the pills lined up and not put back; "like the night before"; Scots "auld", "dae", "afore";
 * past tenses of banging one's head against a wall; "no strength left to"; "I don't see why to
 * continue"; "if I got hit by a bus"; a plane that "went down" not minded; "take me in my
 * sleep"; "better for them if I disappear"; "blood pressure tablets" read as a drug, not a reason.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: "Aw the auld thoughts are back. Eight month since I got oot the Royal Edinburgh an here I am lyin awake workin oot how I'd dae it, same as afore. Cannae tell ma maw, it'd break her.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Chai. I thought God has delivered me from this thing. After that night in 2020 I promised my pastor never again. Today the thing is whispering again and I keep going to look at the bottle of Sniper under the sink.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'After hospital in Dnipro I was good two year. Now again I stand at window of 9 floor in Hamburg and I count the seconds like before. I am afraid of myself.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'day 0 again. broke my 200 day streak last night 🩸 and its not just the sh this time, my brain is doing the whole everyone would be better off thing again and i believe it',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Told the VA counselor I was doing fine. Truth is I went and got the pistol back from my brother's safe, the one I had him lock up after last time. It's been in my nightstand a week now and I think about it every night.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Reckon the black dog's got me again, worse than '19 when they found me in the ute. Been taking the long way home past the gorge every arvo and sitting at the lookout longer each time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Picked up my script today and didn't take a single one. Came home and lined them all up on the desk in rows, exactly like the night before my first admission. Haven't put them back.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: '3 yrs sober & the suicidal part of me came back before the drink did, funny that. Wrote a note again tonight, tore it up, wrote it again. Its in my jacket pocket.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Lebanon I cut my arms many times. In Germany I stop, I have course, I have friend. Yesterday the letter come, asylum refused. Tonight I cut again, deep, and I want that everything finish for always.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Grand for ages, the lads all thought I was sorted after the stint in St Pat's. Tonight I'm back sitting at the end of the pier with the tide in and the exact same thoughts as the last time. Not sure I'm walking back up it.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'With my first I had postnatal psychosis and tried to walk into the sea. Baby number two is three weeks old and the pull towards the water has started again, I can feel it every time I drive past the beach.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'nagrelapse ako. 3 yrs okay na ko tapos now the cutting is back and the wanting to die also, same as in college. i dont think i can fight it this time',
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: 'spring break everybody leaves the dorm on the 14th. thats when. already ordered what i need and its in my closet',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Sold the last of the herd Thursday. Bank's got the rest. Tomorrow before milking I'll take the .22 down the back paddock. Told Sheryl I'm after rabbits.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'When rotation is over I have ten days leave. I will not go home and I will not come back to unit. I keep one grenade for this, my decision is made already.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Mum's respite week starts Monday so she'll be looked after. Tuesday I'm driving down to Beachy Head. Booked the B&B for one night only, won't need the second.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Made my peace with it. Once the kids are with their gran in PE for the holidays I'm doing it. Pills are in the cubby of the bakkie with a bottle of Klipdrift.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'contract ends on the 30th. i will not go home to face the debts and the shame to my family. the tower here has 40 floors and the roof door is never locked, i checked 3 times already',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Sat. 3am. Garage. Decided.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Months of thinking about it with the pain and tonight I finally set the date: the week after my sister's wedding in June so I don't ruin it for her. Looked into Switzerland but can't afford it, so it'll be my insulin. I know how much.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'gonna do it on my bday. 18 yrs is plenty. already wrote the post and scheduled it to go up at midnight',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have decided. On Friday after the prayer I go to the river under the big bridge. I gave my phone to my cousin and tell him I go to work in other city, so nobody look for me.',
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "Every door I knock on shuts in my face. I'm 52, no job, no wife, no future, and I can't for the life of me see it ever being any different. What's the point of carrying on.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Our house in Bakhmut is not exist anymore. Husband is missing since April. When I look to the future there is nothing, only black wall. I dont see why to continue.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'nothing is ever gonna get better and im so tired of pretending it will for my mom. whats even the point of me',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Fourth specialist, fourth shrug. Pain every waking hour and no end date. I've stopped hoping there's an answer and honestly I don't know how much longer I can keep doing this.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Cannae see a way oot o this. Every day's the same grey shite an it's never gonnae change. Might as well no be here at aw.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Everything I touch scatter. I'm 34 and nothing to show. People say there is light at the end of the tunnel but for me it's just tunnel and more tunnel. I have no strength left to keep going.",
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: 'pagod na talaga ako. i really want to end it all na, walang kwenta na buhay ko. tonight i mean it',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'I dont want to live more. I want to finish my life, really. Today I understand this very clear and I am calm.',
  },
  {
    crisis: true,
    class: 'intent',
    text: "Lord forgive me but I'm fixing to end this. I can't do another day of it, not one more.",
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "Wouldn't mind if the plane went down on the way back from Malaga tbh. Genuinely wouldn't care. Might even be a relief.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "I pray every night that the Lord will take me in my sleep. I'm ninety-one and I'm ready, and every morning I'm disappointed to open my eyes.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'if i got hit by a bus tmrw id honestly be relieved. thats where im at rn',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: "A year today since Danny died. I think I'll be joining him soon, sooner than anyone thinks.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: 'im ready to log off for good. not from discord, from everything. gg',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Ja bru, I'm tapping out of this life. Properly this time. Tired of fighting.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: 'Looked up whether the drop from the Humber Bridge is high enough. It is. Keep going back to the page.',
  },
  {
    crisis: true,
    class: 'method',
    text: 'Kept staring at my belt on the back of the door and the hook above it, wondering if it would hold my weight.',
  },
  {
    crisis: true,
    class: 'method',
    text: "Bought two sachets of Sniper on my way home from the shop. They're in my bag. I keep touching them through the bag.",
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this: Tommy gets the PlayStation. Mum please don't blame yourself, none of it was you. I love you all. Sorry.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "I texted my sister 'take care of Masha for me, I love you both so much' and switched off the phone. Now I just sit on the bed.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Gave my guitar to Jake and my cat to Mrs Ortiz downstairs. Said goodbye to everyone properly today, they just didn't know it was goodbye.",
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "My husband gave up his job to wipe my arse and lift me into the bath. Everyone would be better off if I wasn't around anymore, him most of all.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My children have to translate for me everywhere, doctor, bank, school. I am only heavy weight on their back. Better for them if I disappear for always.',
  },
  {
    crisis: true,
    class: 'burden',
    text: 'im a waste of oxygen and money to my parents. theyd save so much if i was gone. they could finally afford the holiday',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: 'scratched up my thighs with the compass in maths till they bled through my tights. no one noticed. doing it again tonight',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Bashed my head against the wall till I saw stars. Only way I can feel anything lately.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: "how many of my dad's blood pressure tablets would it take to stop a heart. asking for me",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'is 30 co-codamol enough or do i need more. ive got 48 saved',
  },
  // past
  {
    crisis: false,
    guard: 'past',
    text: 'Five years ago today I was in the ICU after swallowing everything in the medicine cabinet. Today I ran my first half marathon. Bawled at the finish line.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Found my old journal from Year 10 in the loft. Page after page about wanting to be dead. I wish I could hug that girl and tell her she makes it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Worst year of my life was 2022. After we leave Irpin I sit for hours on the balcony and think to jump. Now I have work in Dublin, my son is in school, I am ok. I write this to remember how far.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Discharged a client today who first came to me three years ago after a serious attempt. She's engaged now and starting a nursing degree. This is why I do the job.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Spoke at the VFW about the night in '09 I had the pistol in my mouth. Nobody said a word for a minute. Then three guys came up to me after. That's why I tell it.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Seven years since I last cut. The scars have gone white. My daughter asked about them at bath time and I told her the truth, gently.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Back in uni I had a whole plan, date and everything. My flatmate found the letters and rang 999. We still go for a pint every year on that date, it's our thing now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Ten year since I was stood on the Forth Road Bridge. Walked across it the day wi ma wee boy holdin ma hand. Different man now.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was 19 I drank Sniper after I failed JAMB. My mother found me. Today I am a medical doctor and I go to secondary schools to talk to young people about it.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'I used to be certain everyone would be better off without me. That was the depression talking. Two years of meds and therapy later I know it was lying.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Relapse prevention group tonight. I shared about my overdose in 2018 and how I got through last winter without ever going back there. Felt proud for once.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Last year i was thinking of ending my life because of the debts. Thank God i got help from the church and my ates. Slowly paying it off now, 3 more months.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In the camp in Lebanon I did not want to live. I write this now from my own flat in Manchester, my diploma is on the wall. That time is over.',
  },
  // negation
  {
    crisis: false,
    guard: 'negation',
    text: "Health visitor did the questionnaire, the one that asks about thoughts you'd be better off dead. Ticked 'not at all'. I'm just knackered from the baby.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just bone tired of this job and I need a week off where nobody can ring me.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Therapist asked if I have had any thoughts of hurting myself. Honestly no. Sad, yes. Angry, yes. But no.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'People think after what I saw in Kharkiv I must want to die. No. I want very much to live, to see my husband come home.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mom keeps hinting she thinks I'd do something stupid. I would never. I just need space from her.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Nope, not planning anything, before anyone asks. Just a rough week and I'm allowed to vent in my own diary.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Psych nurse on the ward asked the usual, any thoughts of ending your life, any plans. No and no. I'm in for my kidneys, not my head.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'ppl keep asking if im ok after the breakup. like no i dont want to kms relax lol im just sad and eating ice cream',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "The VA doc asks every visit if I have access to firearms and if I've thought about using one on myself. Got a safe full and I've never once thought about it. I hunt.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "My sister called me crying that she heard I want to end my life. Who told her that?? I only said I'm tired of Lagos traffic.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "No I'm not gonna top myself mate, I lost my job not my mind. Already got two interviews lined up next week.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'The psychologist in the centre ask me do I think of suicide. I say no, never, I have my daughters. I have only bad sleep.',
  },
  // medical
  {
    crisis: false,
    guard: 'medical',
    text: 'Patient in bed 4 came in after a paracetamol overdose. Started the NAC, levels coming down. Handover done, going home to sleep.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Toddler got into grandma's heart tablets. Poison control said even 2 could be dangerous at her weight. ER kept us overnight, she's fine, I'm a wreck.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dog ate half a packet of ibuprofen off the counter. Vet says it's a toxic dose for his size, he's on a drip for 48 hours. Feeling awful I left it out.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Counselled a lady at the pharmacy about not doubling her insulin when she misses a dose, it could put her in a coma. Long day.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad's on morphine now. Hospice nurse showed me the most he can have and what to do if he gets too drowsy. Writing it here so I don't forget.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Revision: lethal dose of amitriptyline, why tricyclics are so dangerous in overdose, what to give. Exam Thursday, brain fried.',
  },
  // figurative
  {
    crisis: false,
    guard: 'figurative',
    text: "Chemistry exam tomorrow and I've studied literally nothing. I am going to die. Pray for me 💀",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'If I have to sit through one more Teams meeting about synergy I will throw myself out the window lol',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "My mum saw my tattoo. I'm dead. Actually deceased. Bury me in the back garden.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Load shedding again right in the middle of the braai. Shoot me now.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'That 10k in this heat nearly killed me. Never again 😂',
  },
  // othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Uncle Ray took his own life last Tuesday. Still can't believe it. The funeral is Saturday and I'm doing a reading.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Lost two from my platoon near Kupiansk this week. I write their names here so I do not forget them.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A girl from my school jumped from the multi storey in town. Everyone's sharing posts. I didn't really know her but I can't stop thinking about her family.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Grandad passed in his sleep last night. 94. Nan says he just didn't wake up, peaceful as anything.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "My client's son overdosed on fentanyl. Sat with her for an hour. What do you even say.",
  },
  // everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Rough day. Boss on my back, bus was late, spilled coffee on my interview shirt. Takeaway and bed.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Feeling flat this week, probably the dark evenings. Booked a walk with Jen for Saturday.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Again sirens all night, we sit in corridor. Kids sleep, I don't. Tired but holding, tomorrow is my shift at the bakery.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Moving house is killing me. 40 boxes and counting.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Done with this semester. Done with group projects. Done with Kevin who never replies. Three more days.',
  },
  // fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished the book last night. The ending where she walks into the river with stones in her pockets wrecked me. Book club Thursday.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Chapter 12 drafted: my protagonist writes her goodbye letters and hides the pills in a sock. Need it to feel real without glamorising it. Sent to my editor.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Rehearsing the scene where Hedda shoots herself. Director wants the gunshot offstage and I keep getting the timing wrong.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'my character sacrificed himself to seal the portal tonight. the DM made the whole table cry. best session ever',
  },
];
