import type { EvalNote } from './types';

/**
 * English notes of a twenty-first check, written blind and scored once before any change to the
 * lexicon: 50 crisis notes over the 11 classes (10 relapse, 10 hopelessness, 6 plan, 3 each of
 * intent, passive, euphemism, method, farewell, burden, selfHarm and dose), each relapse,
 * hopelessness and plan note a different way of saying it, and 50 quiet ones (13 past, 12
 * negation, 7 medical, 5 each of figurative and othersDeath, 4 each of fiction and everyday),
 * most of them longer entries of an ordinary day with the crisis sentence somewhere inside. The
 * writers are an Ohio trucker cutting at a rest stop after eighteen months, a Galway dairy farmer
 * driving past the lake again, a care-home worker finding old razors in a tampon box, a Syrian
 * baker in Hamburg looking at the belt again, a bulimic girl adding sleeping pills as before her
 * sectioning, a Sydney drinker walking back towards the Gap, a student noticing the ideation
 * return, a Ukrainian soldier in Lviv sitting with the pistol again, a 52-year-old burning his
 * hands with a lighter, a Wellington shearer and the black dog; a refused asylum seeker, a
 * divorced man in his brother's basement, a teen who has "tried everything", a Poznan warehouse
 * worker whose husband is missing, a sacked Lagos banker, a cancer patient, a Paisley man
 * "just existing", a Filipina helper in Riyadh, an Australian farm lost to the bank; rope from
 * Bunnings and the garage beam, hoarded quetiapine after exams, an airport hotel paid cash, a
 * Roodepoort mine shaft after payday, Bray pier tide tables, an uncle's gun while the family is
 * at church; on the quiet side an attempt's fifth anniversary, a 2011 diary in the loft, a VFW
 * talk, a therapist's supervision notes, "the worst year of my life", a Kyiv metro told from
 * Toronto, a school assembly talk, a bridge anniversary, a grief group, a Damascus prisoner's
 * scar explained to his daughter, a dead mother's shoebox, a step-four rock bottom, a paramedic
 * ten years on; a GP's, a refugee centre's, a therapist's, an oncology nurse's, a VA PHQ-9 and a
 * commander's screening answered no, plain denials, "not tryna kms"; a toddler and a dog into
 * tablets, paracetamol toxicology revision, hospice morphine, pharmacist training, a mother's
 * double heart dose, accidental fentanyl; board-meeting and hockey hyperbole, a Brisbane heat
 * joke, a Nigerian funeral, a schoolboy's suicide, a Kherson drone, a dog put down, a brother's
 * overdose anniversary; a book-club novel, a thriller's fake suicide note, Hamlet, a TV episode;
 * ordinary low days. US, UK, Scots, Irish, Australian, NZ, South African, Nigerian and Filipino
 * English, learner's English, Taglish, slang, typos and emoji as typed.
 *
 * First run, on main at 65dec14, lexicon untouched: recall 49/50 (98.0%), 32/50 with the class
 * named; false alarms 11/50 (22.0%). 13 of the 49 were flagged by the whole-note reader alone,
 * no concept standing (8 relapse, 3 hopelessness, 1 plan, 1 euphemism); only the Syrian
 * baker's was named relapse of the 10 relapse notes (the bulimic girl's pills read as
 * method and plan; a gun looked at in Walmart and the uncle's key read as method, not plan; a
 * prayer to be taken in sleep named intent, not passive; "go join my brother" named
 * hopelessness, not euphemism).
 * Missed: passive 1 (would not mind if the El train hit him, "wouldn't step back either").
 * False alarms: past 5 (a therapist's notes on a client's old attempts and plan, read as
 * relapse; self-harm "every night" in 2020 with scars faded four years on; "better to die"
 * thoughts in a Kyiv metro in 2022 told from Toronto; pills stockpiled three winters ago, shared
 * at a relapse-prevention group; a rock bottom of drinking oneself to death in 2017, seven years
 * clean), negation 2 ("not tryna kms or anything dont worry lol"; a commander's screening of
 * thoughts to shoot oneself answered "no, never", read as hopelessness by "want to give up
 * marching"), medical 1 (revising paracetamol overdose toxicology, read as method and plan),
 * figurative 1 (jumping off the CN Tower if the Leafs lose again, whole-note only), fiction 2
 * (a thriller's fake suicide note, read as intent and farewell; a Hamlet rehearsal "like I
 * really want to end it", whole-note only).
 * This round only writes and scores notes: no lexicon, pattern or other code was changed.
 * Scored a second time, blind, on main at 73b6c08 after the twentieth round's fixes and a retrain:
 * recall 49/50, false alarms 11/50.
 * Lexicon pass (lexicons/en.ts only): a vehicle or strike wished on oneself now knows the El, subway,
 * metro, tube, streetcar, trolley, semi, ute, motorbike and ambulance, a train that "came at me", "would
 * not even be sad" and not stepping out of its way ("wouldn't step back", "wouldn't move out of the
 * way"); a negation reaches over the colloquial hedges tryna, finna and boutta ("not tryna kms");
 * the hopelessness cue "give up" no longer hears giving up an activity ("give up marching",
 * "gave up smoking"), while "give up hoping/trying/living" still count.
 * Guard audit: the resolved guard's "i don't ... anymore" no longer hears a loss ("i dont care
 * anymore", "i am not here anymore"), and the "dead weight" mask no longer blanks the writer
 * called dead weight ("i feel like such dead weight"), which the burden rule could not see.
 * After: recall 50/50 (the El note named passive), false alarms 9/50; all English development
 * sets recall 1162/1163 -> 1163/1163, false alarms 18/1186 -> 16/1186.
 */
export const notes: EvalNote[] = [
  // relapse (10)
  {
    crisis: true,
    class: 'relapse',
    text: 'Long haul out of Toledo, 11 hrs on the road. Ate gas station burritos again, stomach is wrecked. Eighteen months I been good, counselor even gave me a little coin for it. Tonight at the rest stop I had the pocketknife out and did my forearm like the old days, three lines. Then I sat in the cab and felt nothing for an hour. Nobody knows and I dont want to drive tomorrow.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Rain all week in Galway and the calves are sick. Mam rang about Christmas. I told the psychiatrist in June that the bad thoughts were gone and I meant it. They're not gone. They came back in on Tuesday like they'd only stepped out, the same voice saying the lake would be quieter than this. I've started driving the long road past it again.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'shift at the care home 7-7. mrs h called me by her daughters name again. got home, kids asleep. found my old stash of razors in the back of the tampon box, thought id binned them in 2022. didnt bin them tonight either. 4 cuts, cleaned them up. feel like im 15 again and i am 34',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'My English is not so good, sorry. I am from Aleppo, now in Hamburg two years. In camp in Turkey I try to hang myself and my cousin find me. After that I was okay, I have work in bakery, I learn German. But this month after the news from home it comes again, the same idea, very strong, and I look at the belt in the evening. I dont want to tell my cousin again.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Day 1 again. Threw up twice after dinner and then took a handful of the sleeping pills on top, same as the night that got me sectioned. Not enough to do anything I think. Mum made shepherds pie and I couldnt even look at it. I swore to Dr Okafor this was finished.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Sydney heat, 41 degrees, the aircon at work died. Sponsor called, I let it ring out. I'm back on the grog after four years and I know where that road goes for me, last time it ended with me on the Gap with one leg over the fence. I can feel myself walking back towards that edge and honestly part of me is glad.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "ok so the ideation is back. not loud yet, just there in the morning when the alarm goes, like a song stuck in my head. 'you could just not'. i had almost two good years. lecture at 9, group project at 2, i'll go to both and smile. writing it here bc i promised my old therapist i'd notice the signs and i'm noticing them",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Back from Bakhmut rotation in March, they said I am fine, psychologist signed paper. Now in Lviv with wife and baby. Every night same thing like in hospital in 2023, I clean the pistol and sit with it long time. Wife think I just clean it. I promised I stop doing this.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Made tea, fed the dog, watched the snooker. Normal day on paper. But I've been burning myself with the lighter again, the backs of my hands, haven't done that since I was at uni. Long sleeves in July. I'm 52, this is ridiculous, and I can't stop.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Wellington wind is mental today. Shearing season starts Monday and I'm meant to be ready. Thing is the black dog's got me by the throat again, same as the winter I ended up in Ward 27. Not eating, not sleeping, and I've started working out how I'd do it again like I did back then. Haven't told Aroha.",
  },
  // hopelessness (10)
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Third rejection from the Home Office. Lawyer says we can appeal but costs money we dont have. Children go to school here, they speak English better than me. I sit in this room and I see nothing in front. No road, no door, only wall. I dont think I can keep going like this much longer.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Doc upped the gabapentin again. Pain's at a 7 most days. My wife left in the spring, the shop's gone, and I'm forty-six living in my brother's basement. I keep asking myself what exactly I'm waiting for at this point. There's no version of next year that's better than this one, I've done the math every way.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'i have tried EVERYTHING. 6 meds, DBT, the retreat, the app, yoga, cutting out sugar, all of it. im so done trying. nothing is ever gonna change and im the only one who seems to get that. mum keeps sending me articles. i just want everyone to stop pretending',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Kharkiv again under shelling last night, my mother refuse to leave. I am in Poznan, I work at warehouse, cold. My husband is missing since August, no news. I stopped hoping. Honestly I dont see any reason for me to be in this world anymore, my life is just waiting for bad news.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Lagos traffic was mad today, 3 hours on Third Mainland Bridge. Bank has sacked 200 of us, my name is on the list. I have three children in school and my father's hospital bills. Everybody is looking at me as the man of the house and I have nothing left in me. God has forgotten me abeg. I don't see how I come out of this one.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Scan results were what we feared. Chemo again, the third round, and the oncologist couldn't meet my eyes. I made soup, I answered emails, I did all the ordinary things. But I'm so tired of fighting something that is going to win anyway. I'd rather it just be over, sooner rather than later.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Wee bit of sun in Paisley for once. Took the bins out and that was me done for the day. Everything's grey, even when it's no grey. I'm just existing, going through the motions til the clock runs out. Cannae see the point in any of it anymore, naw, genuinely.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'dear diary lol. 17 and already a failure. flunked chem, lost my job at the diner, jake blocked me everywhere. feels like im drowning and every time i come up for air someone pushes me back down. whats even the point of growing up if its just more of this. i genuinely cant picture myself at 20',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Working in Riyadh as domestic helper 4 years now. Madam took my passport again. My kids in Batangas grow up without me, my youngest doesnt know my face na. Hindi ko na kaya. I feel like I am already dead just my body still cleaning this house, there is no light at the end for me.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Farm's been in the family since 1911 and the bank takes it in February. Drought again this year, the dam's dry, sold the last of the cattle for nothing. I walk the boundary fence at night and think this is the end of the line for me as well as the land. Can't see myself anywhere after it.",
  },
  // plan (6)
  {
    crisis: true,
    class: 'plan',
    text: "Went to Bunnings this morning and bought the rope and some cable ties, told the bloke it was for the trailer. The garage beam is strong enough, I checked. Sunday when Kirsty takes the kids to her mum's. Mowed the lawn so she won't have to for a while. Weather's meant to be fine.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "i've been saving my quetiapine since october. 40 something now, in a sock in my drawer. exams finish on the 14th and i figured i'd wait so nobody thinks it was about grades. i looked up the train times home after so my mum isn't the one who finds me. pizza for dinner, watched bake off with flatmates",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Booked a room at the Holiday Inn by the airport for Friday, paid cash. I'll bring the pills and the whiskey. Told work I have a dentist appointment. Dog is going to my sister's on Thursday, said I'm traveling. Just wanted to write this down somewhere honest.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Johannesburg load shedding again, stage 6, sat in the dark. I've decided. After payday on the 25th so Thandi gets my last salary, then I'm going up to the old mine shaft near Roodepoort. I know the way in from when I worked there. I wrote the PIN for my account on the back of the fridge calendar.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Worked out the tide tables for the pier at Bray. High tide is 11.40 on Saturday night. It'll be dark and cold and nobody walks there that late. I've been down twice this week to look. I'll leave my phone in the car. Had a lovely dinner with Dad tonight actually, he didn't notice a thing.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "me and my cousin went to walmart and i looked at the gun case the whole time. my uncle keeps his in the closet and the key is on top of the fridge, everybody knows. theyre all at church sunday morning and i stay home bc im 'sick'. thats when. i already picked out what im wearing so its not gross",
  },
  // intent (3)
  {
    crisis: true,
    class: 'intent',
    text: "Biscuits and tea with Gran, she showed me her garden. Then home to an empty flat. I'm going to kill myself, I'm not being dramatic, I've thought it through for a month and I'm calm about it. Just not sure when.",
  },
  {
    crisis: true,
    class: 'intent',
    text: "Rent is due, the landlord texted twice, the baby's teething. Husband on night shift at the plant. I keep thinking I want to end it all, properly end it, not just run away. I'm scared of how much I mean it today.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'manila traffic, 2 hrs jeep ride. boss shouted at me again in front of everyone. im so done w life, gusto ko na talaga mamatay. i want to take my own life and i think im finally brave enough',
  },
  // passive (3)
  {
    crisis: true,
    class: 'passive',
    text: "Odesa again on the news, the port hit. I'm in Dublin with my granddaughter, she goes to school, I clean offices at night. I pray to God every night that he takes me in my sleep. I am old, I have seen enough. Just let me not wake up.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Chicago winter, -15 windchill, bus was late. If the El hit me on the way in I honestly wouldn't mind. Not gonna jump, just wouldn't step back either. Work was fine. Ordered Thai.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "Kids at their dad's this weekend. Cleaned, did laundry, walked to the shops. Sometimes I wish I could just disappear and never have existed at all, like erase myself from everyone's memory so nobody has to grieve. Not sure what to do with that feeling.",
  },
  // euphemism (3)
  {
    crisis: true,
    class: 'euphemism',
    text: 'Detroit, plant laid off another shift. Pay the light bill or the phone bill. I keep thinking about checking out early, just clocking out for good. My boy deserves a better dad than me anyway.',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "Mum in hospital, dad pretending he's fine. I did my shift at Tesco. I've been thinking about going to sleep for a very long time, the kind you don't have to get up from. I feel weirdly peaceful about it.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "cant do this anymore fr. ima just go join my brother, he been waiting on me since 2019. miss him every day. tell mama i'm sorry",
  },
  // method (3)
  {
    crisis: true,
    class: 'method',
    text: "Looked up how many floors you need for it to be certain. Our building is 14. The roof door has a broken lock, the maintenance guy never fixed it. I've been up there twice this week just to stand near the edge.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Working nights at the pharmacy. I know exactly which tablets would do it and how many, that's the problem with this job. Counted the insulin pens in the fridge tonight and thought about it way too long.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Sat in the car in the garage with the door down and the engine off, just testing how it felt. The hose from the garden would reach the exhaust, I measured it. Came inside and made the kids' lunches.",
  },
  // farewell (3)
  {
    crisis: true,
    class: 'farewell',
    text: "Gave my guitar to Marcus today, told him I don't play anymore. Gave my sister the necklace from Nan. I've written letters for each of them, they're in the blue folder in my desk. I love them. I hope they understand one day why it had to be this way.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "If anyone reads this after, I'm sorry. Tell Mum it wasn't her fault. Please look after Biscuit. This is the last thing I'm writing. Goodbye everyone.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Texted all my mates thank you for everything today, random like. They think I'm being soppy. Sorted my passwords in a note for my brother. Cleaned the flat top to bottom. Feels like closing up a shop for the last time.",
  },
  // burden (3)
  {
    crisis: true,
    class: 'burden',
    text: "The carer came at 8, then the district nurse. Sarah had to leave work early again to help me to the toilet. I'm 68 and I'm nothing but a weight around her neck. She'd have her life back if I were gone, we both know it.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "Asked my sister for money again for the rent, third time this year. She's got her own kids. Everyone would be better off without me honestly, I just take and take and give nothing back.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'My family in Syria send me money now, it should be opposite. I am 28 and useless here, no papers, no work. I am only problem for everyone. Better for them if I am not here anymore, they can finally rest.',
  },
  // selfHarm (3)
  {
    crisis: true,
    class: 'selfHarm',
    text: "Scratched my arms till they bled again tonight while mum and dad were fighting downstairs. Used the compass from my maths set. It's the only thing that makes the noise in my head stop.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Had a bad one. Punched the wall in the barracks till my knuckles split, then went at my thigh with the knife. Needed it. Lads think I got in a fight in town.',
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: "Nurse shift 12 hours, two codes. Came home and I wanted to hurt myself so bad. Took a hot pan off the stove and held my wrist against it. I'm trained to fix this stuff on other people.",
  },
  // dose (3)
  {
    crisis: true,
    class: 'dose',
    text: 'how many paracetamol would it take to not wake up?? asking for real. i have 2 boxes. dont want it to just hurt my liver and leave me alive',
  },
  {
    crisis: true,
    class: 'dose',
    text: "Took all my blood pressure tablets about twenty minutes ago with a glass of wine. The whole blister pack. Feeling a bit dizzy now. Not sure why I'm writing this.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'Been reading about what amount of amitriptyline is lethal for someone my weight. I think I have enough saved. Maybe double it to be safe.',
  },
  // quiet: past (13)
  {
    crisis: false,
    guard: 'past',
    text: "Five years today since I swallowed the pills in my student room in Leeds. I baked a lemon cake and went for a walk along the canal with Priya. I'm not that girl anymore. I have a job I like, a cat, a flat with a window box. I still light a candle for her, the one who didn't think she'd see 25.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old diary from 2011 in the loft while looking for the Christmas lights. Page after page of wanting to die, plans I'd forgotten I made. Weird to read as a 38 year old dad of two. I sat on the ladder and cried a bit, then finished hanging the lights. Glad that kid held on.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Veterans group at the VFW hall this morning, coffee and donuts. I told the new guys about 2014, when I had the gun in my mouth in the truck outside Fort Hood. That was ten years ago. I'm sober, married, coaching Little League. If you're where I was, there's a way out. Then we argued about the Cowboys.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Session notes for my own supervision. Client R, discharged today after 18 months. When she came to me she'd attempted twice and had a plan for a third. Today she talked about her nursing course and her boyfriend. I went home and opened a beer and just sat in the garden.",
  },
  {
    crisis: false,
    guard: 'past',
    text: '2020 was the worst year of my life. Lost the restaurant, lost my dad to covid, and I was self-harming every night in the walk-in freezer. Four years on, food truck doing well, scars faded. Did a big brisket cook for the block party today.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In Kyiv 2022 in metro station for weeks, I thought many times it is better to die than live like this. Now I am in Toronto, I work as accountant again, my daughter plays hockey. Sometimes I remember that time in the metro and I am surprised I am still same person.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Told my story at the school assembly today for Mental Health Week. Year 9 me cutting in the toilets, Year 10 me in the adolescent unit. Now I'm 24 and a youth worker. A girl came up after and just hugged me. Long day, beans on toast for tea.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of the bridge. Twelve years. The officer who talked me down sends a card every year and this year I sent one back with a photo of my twins. I used to think I'd never get past 30. I'm 41 on Thursday.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Grief group tonight was about relapse prevention. I shared that three winters ago I stopped eating and stockpiled pills after Tom died, and what got me through was my sister moving in. Feel tired but good. Made a proper dinner for once.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I came out of the Damascus prison in 2016 I wanted only to die, I tried with the pills in Lebanon. Now eight years later I am in Manchester, I am a teacher assistant and I married. I write this because my daughter ask me today why I have the scar on my wrist and I told her part of the story.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Clearing out mum's house after the funeral. Found the hospital letters from when I was 16 and took an overdose. She kept every one of them in a shoebox with my school reports. Never talked about it with her, wish I had. Had chips on the prom with my brother after.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'My sponsor asked me to write out my rock bottom for step four. Mine was the motel in Fresno, 2017, when I tried to drink myself to death on purpose. Wrote three pages. Seven years clean now and it still shakes me to put it on paper.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Ten years since the psych ward at St Vincent's. I used to say I'd be dead by 20, now I'm a paramedic. Shift went fine, one cardiac arrest, one drunk uncle. Got home and the dog lost her mind with joy.",
  },
  // quiet: negation (12)
  {
    crisis: false,
    guard: 'negation',
    text: "GP asked me the usual questions at my review, any thoughts of harming yourself, any thoughts of ending your life. No and no, honestly. I'm knackered from the new baby and a bit weepy but that's it. She upped my iron and told me to nap when he naps, ha.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Just so I've got it written somewhere: I'm not suicidal. I'm burnt out from work, sad about Dad, and I cry in the car. But I don't want to die and I've got no plans to hurt myself. Booked a massage for Saturday.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mum keeps asking if I'm 'having those thoughts again' because I've been quiet. I'm not, I promise. I'm just in a fog with exams and the breakup. Went to the gym, had a kebab, watching Love Island.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Screening form at the refugee center in Berlin. Question: do you think about killing yourself. I tick no. It is true. I am sad for my home in Zaporizhzhia and I sleep bad, but I want to live, I want to see my son graduate.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Therapist asked me straight if I'd thought about self harm lately. Nope, not once this year, and I told her that's the first time in ages I could say it. Rained on the walk home, didn't care.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Bad day at the mine, production down, manager on my back. I need to say it because my wife worries: I am not going to do anything stupid. I'm just tired and angry. We had braai with the neighbours and I felt better.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'not tryna kms or anything dont worry lol, just tired of school and my manager at chipotle. slept 14 hrs. feel ok now tbh',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "The nurse on the cancer ward asked if I ever wished I could end it. I said no, I'm fighting this, I've got grandchildren to spoil. She smiled and wrote it down. Tea was awful. Steve brought me a proper coffee.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People at work keep asking if I'm okay since the divorce. I am, actually. No dark thoughts, no wanting to disappear, none of that. Just a lot of microwave meals and a new hobby: pottery. My first bowl is wonky.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Had my PHQ-9 at the VA again. Last question, thoughts you'd be better off dead, I circled 'not at all' for the first time in three years. Doc shook my hand. Went to Waffle House to celebrate.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "My sister read my blog and called in a panic. I told her I'm not going to hurt myself, it was a poem about feeling low, not a goodbye note. We ended up laughing about it and she's coming for Sunday roast.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Soldier life in Donbas is very hard. Commander ask every man if he has thoughts to shoot himself. I say no, never. I have wife and two daughters waiting in Poltava. I think of them every time I want to give up marching.',
  },
  // quiet: medical (7)
  {
    crisis: false,
    guard: 'medical',
    text: "Night shift on the paeds ward. A 3-year-old came in after eating his nan's blood pressure tablets, maybe ten of them. We monitored him all night and he's fine, eating toast and watching Bluey. Wrote up the incident and drove home in the sunrise.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Vet says Max got into the ibuprofen on the counter. How many tablets is a lethal dose for a 20kg dog? She said we caught it in time and gave him charcoal. Never leaving the bottle out again, I'm shaking.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacology exam tomorrow. Revising paracetamol overdose: toxic dose over 150mg/kg, treatment with N-acetylcysteine, liver failure at 72 hours. Made flashcards, drank too much coffee, ate a whole bag of crisps.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Dad's on the morphine pump now at the hospice. The nurse explained the dose so he isn't in pain and isn't overdosed. We sat with him and played his old Johnny Cash records. He squeezed my hand.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Pharmacist training today on spotting overdose risk with older patients, mixing sleeping pills and alcohol. Good session. Then a customer shouted at me about a parking ticket, like I control the car park.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "My mum is 84 and mixes up her tablets. Sorted them into a dosette box because last month she took a double dose of her heart pills by mistake and ended up in A&E. She's fine now, just a fright.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Paramedic shift: a guy had taken too many of his fentanyl patches by accident, we got narcan into him and he came round swearing. Second call was a granny who'd fallen. Coffee from the 24-hour Macca's.",
  },
  // quiet: figurative (5)
  {
    crisis: false,
    guard: 'figurative',
    text: "Presentation in front of the board and my slides wouldn't load. I wanted the floor to swallow me whole. I'm dead. Boss said it went okay in the end. Pizza and wine to recover.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "If the Leafs lose one more game I swear I'm gonna jump off the CN Tower lmao. Third period collapse AGAIN. Wings were good though.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "My daughter's wedding dress fitting, she looked stunning, I nearly died. Then she told me the cost of the cake and I actually died. Lovely day with her though.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: "This heat in Brisbane is killing me. 38 degrees and the humidity. Sweating through my shirt on the train. Mate said he'd rather shoot himself than live through another summer like this, we laughed.",
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'ugh my tutor gave me 3 more essays. kill me now 💀 anyway had bubble tea with Nkechi and we planned our trip to Accra',
  },
  // quiet: othersDeath (5)
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Funeral for Uncle Bayo today in Ibadan. Three days of cooking, the jollof was plenty. He was 89, died in his sleep. Everybody danced at the end. I feel peaceful, he had a full life.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "A boy from my son's school took his own life this week. The whole town is in shock. I held my son extra long tonight and we talked about how he can always come to me. Made his favourite mac and cheese.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'News from Kherson, my old neighbour killed when a drone hit the market. I lit candle in the church in Krakow. I cannot stop thinking about her cat, who feed him now.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'We had to put Rosie down today. Fourteen years, the best staffie. The vet was so kind. The house is so quiet. Buried her collar under the apple tree.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Anniversary of my brother's overdose, eight years. Mam and I went to his grave in Limerick and left a can of Guinness like always. We laughed about his terrible dancing. Miss you, Ciaran.",
  },
  // quiet: fiction (4)
  {
    crisis: false,
    guard: 'fiction',
    text: "Finished the novel for book club. The main character plans her own death for the whole second half, counting pills, writing letters. Heavy but beautifully written. Our club meets Thursday, I'm bringing scones.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Writing chapter 12 of my thriller. The detective finds the victim's suicide note and realises it's fake. Spent hours on the handwriting detail. My editor will hate the cliffhanger.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "Rehearsal for Hamlet tonight, I'm doing 'to be or not to be' and director wants it more desperate, like I really want to end it. Hard to be dark when the cast keeps making jokes backstage.",
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Binged the new season of the show, the episode where the teen girl slits her wrists was brutal and I had to pause. Texted my sister about it. Then made popcorn for the finale.',
  },
  // quiet: everyday (4)
  {
    crisis: false,
    guard: 'everyday',
    text: 'Long day. Sick of everything today to be honest, the boiler broke, the kids fought, the dog threw up on the rug. I need a holiday. Tomorrow is another day, bed at 9.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Feeling a bit lost since moving to Auckland. Haven't made friends yet, miss home in Cebu. Cooked adobo and video-called Mama for an hour, that helped. Going to the Filipino church on Sunday to meet people.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Quit my job today. Felt like jumping out of my skin in that office for two years. Now I'm terrified and excited. Celebrated with tacos and a long walk along the lake.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "Insomnia again, 3am, scrolling. Can't shut my brain off about the mortgage and the kids' school fees. Made chamomile tea and did the breathing thing. Finally slept about 5.",
  },
];
