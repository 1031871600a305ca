import type { EvalNote } from './types';

/**
 * English notes of an eighteenth check, written blind (before any look at the lexicon's phrasings)
 * after the seventeenth round of tuning: 50 crisis notes over the 11 classes (12 relapse, 10 plan,
 * 6 hopelessness, 3 each of intent, passive, euphemism, method, farewell and burden, 2 each of
 * selfHarm and dose) and 50 quiet ones (13 past, 12 negation, 6 medical, 5 each of figurative,
 * othersDeath and everyday, 4 fiction). The writers are an Edinburgh psychiatric-unit leaver, a
 * teen who broke a 412-day streak, a Ukrainian whose brother is missing and another in Poznan, a
 * Southern man with the hose of '09, a Lagosian on Third Mainland Bridge, a drought-hit Aussie
 * farmer, a stockpiler, a Filipina who once ended up in a Makati ER, a Syrian facing deportation,
 * an Irishman whose mates left for Perth, a Glaswegian mother, a US rural veteran, a Nigerian with
 * pesticide, a South African with a life policy, a chronic-pain patient, a soldier near Pokrovsk,
 * a widow in the US South, a woman under Kyiv sirens, a disabled son, teens and students; on the
 * quiet side bridge and attempt anniversaries, an old diary, a therapist's last session, a
 * veterans' group, a Kharkiv teacher in Wroclaw, a Syrian shopkeeper, a Nigerian nurse, a sober
 * Scot, a men's shed, a Filipino youth group, a cover-up tattoo, screenings answered no, a crisis
 * line call answered no, a widower, a chaplain's question, a pharmacist, a vet, a night nurse, a
 * toddler's swallowed pills, lithium levels, a hospice carer, a novelist, an actress and a
 * scriptwriter; slang, dialect, learner's English, typos and emoji as typed.
 *
 * First run, on main at 6582946, detector untouched (no lexicon, pattern or model change in this
 * round): recall 45/50 (90.0%), 30/50 with the labelled class named; false alarms 9/50 (18.0%).
 * Missed: relapse 1 (grand for years "after the attempt", now "back to lying awake working out
 * which night I'd do it and where": a return told by "back to" and a night chosen, no verb of
 * dying); plan 1 (Scots dialect: "got it aw worked oot", the child at her gran's on the 20th, "I'll
 * take the lot wi the voddy and that's me"); hopelessness 1 (eleven years of pain, "stopped
 * believing tomorrow could be different", tired of pretending); passive 1 (praying "the Lord would
 * take me in my sleep", no use to anybody); euphemism 1 ("I'll be joining him soon, I've made my
 * mind up" a year after Dad went, "waiting at the gate").
 * Caught by the whole-note reader alone, no class named: 6 relapse, 3 plan, 1 hopelessness, 1
 * euphemism; other classes named instead of the label: relapse as farewell (goodbye letters typed
 * again) and as self-harm ("the wanting to be gone thing" back), plan as method (rifle up the
 * ridge on a set date), hopelessness as plan and farewell, euphemism ("sleep for a long long
 * time") as farewell.
 * False alarms: past 3 (a Kharkiv basement where "I was thinking many times about end my life",
 * now teaching in Wroclaw; "in the camp I wanted to die every day", now a shop and school; old
 * self-harm scars covered by a tattoo, "four years clean"), all read as intent or self-harm;
 * negation 1 ("not once this whole winter did I think about hurting myself", read as self-harm);
 * medical 3 (a pharmacist's warning that paracetamol on top of a cold remedy is easy to overdose
 * on, read as method and dose; a night nurse's patient "admitted after an insulin overdose", read
 * as method and plan; a carer locking away Dad's morphine because too much could stop his
 * breathing, read as method); everyday 1 ("Last exam tomorrow then I am FREE. Goodbye organic
 * chemistry forever", read as plan and farewell); fiction 1 (a short-film script where the dad
 * hides the gun and the son finds the letter, flagged by the whole-note reader).
 *
 * Scored again, still blind, after the seventeenth round's fixes and a retrain (b699785): recall
 * 47/50, false alarms 9/50. Not tuned on yet.
 *
 * Scored after the seventeenth round and the retrain that read these notes: recall 50/50, false
 * alarms 8/50; the lexicon alone named a class on 38 of the 50 crisis notes (33 the labelled one).
 * Lexicon pass (en.ts only): the five missed concepts are now heard by the lexicon (relapse "back
 * to lying awake working out which night I'd do it"; plan as method "take the lot wi the voddy";
 * hope given up on, "stopped believing tomorrow could be different"; God asked to take the writer
 * "in my sleep"; the euphemism of joining the dead was already heard), plus "ready to check out.
 * Permanently." and "there isn't a version of my life where this gets better"; guards for an
 * overdose named by its drug on a ward, an accidental overdose warned of, a carer counting out
 * someone else's doses, a farewell to a school subject, a negation fronted ("not once ... did I
 * think about hurting myself"), a year told by its season, an era told by its place ("when I was
 * in the camp"), and old scars tattooed over. After: recall 50/50, false alarms 0/50; the lexicon
 * names a class on 43 of 50 crisis notes (37 the labelled one). All English development sets:
 * recall 1013/1013 before and after, false alarms 14/1036 -> 6/1036.
 */
export const notes: EvalNote[] = [
  // relapse
  {
    crisis: true,
    class: 'relapse',
    text: 'Eighteen months since I got out of the unit at Royal Edinburgh. Tonight I caught myself on Google Maps zooming in on the Dean Bridge again, same as before. I really thought that bit of me had died in there.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'broke my streak. 412 days. the blade was in my pencil case the whole time and tonight i used it again, arms stinging under my hoodie and i just want to keep going',
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'Before the war I had black period, I was in hospital after I try with pills. Six years I was good. Now after the letter about my brother from Zaporizhzhia the same thoughts is back, every night I think how to leave this life.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "It's like '09 all over again, when Darla found me in the truck with the hose run in the window. Been sitting out in the garage this week looking at that same hose. Told her I'm fixing the mower.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Abeg I don't know who to tell. That thing I fought in 2019 don come back. I stood on Third Mainland Bridge today during the go-slow and the voice was telling me jump like before. I came down but it is still loud.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Reckoned I'd kicked it. Two years without once thinking about topping meself. Now the dam's dry again, the bank's on the phone every week and the black dog's back with it, worse. Keep looking at the .22 in the ute.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "I started stockpiling again. After last time I promised Dr Okafor I'd never keep more than a week's supply in the house. There's about sixty in a sock in my drawer now and I don't even remember deciding to do it.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: "ate i'm scared its happening again like nung college. i keep typing goodbye letters in my notes app and deleting them. last time i did that i ended up in the ER in Makati",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'In Turkey 2017 I wanted to finish myself and my cousin stop me on the roof. I think this is gone forever. But after the deport letter this week it is coming again, the wish to not exist, more strong than before.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Mam I'm slipping. It's the same hole I was in at sixteen when I took the tablets, only I'm thirty-four now and there's nobody coming home early to find me this time.",
  },
  {
    crisis: true,
    class: 'relapse',
    text: 'relapsed. not on the drink. on the other thing. the wanting to be gone thing. 3 yrs free of it and its screaming again',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "Sure I was grand for years after the attempt. Then Nana went and the lads all moved to Perth and now I'm back to lying awake working out which night I'd do it and where.",
  },
  // plan
  {
    crisis: true,
    class: 'plan',
    text: "Bought a rope at Homebase, told the lad at the till it was for the washing line. Sunday the kids are at their dad's. That's the day.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "I've decided. Friday the 14th, after my last shift so the rota isn't left short. Tank's full, tape and the hose are in the boot.",
  },
  {
    crisis: true,
    class: 'plan',
    text: 'been saving my meds since march. results come out thursday. if theyre bad thats the night, i already picked the song i want on when they find me',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Put the cabin in my brothers name, gave Duke to the Hendersons next door. Once the paperwork clears Ill drive up the ridge with the rifle, probably the 3rd. Nobody needs to see it.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I calculate everything. When my daughter go to the summer camp in July I will be alone in flat and I will go up to the roof of ninth floor. I already check that the door to roof is not locked.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'I have written the letter and put it inside my Bible. Tomorrow when everybody goes for service I will drink the sniper in the boys quarter. Mama will find the letter first, I arranged it.',
  },
  {
    crisis: true,
    class: 'plan',
    text: 'Sorted the life policy, checked the fine print: it pays out on suicide after two years, and it has been two years. Weekend after payday so Thandi has the December money. Then I go.',
  },
  {
    crisis: true,
    class: 'plan',
    text: "Walked out to the spot on the cliffs at Beachy Head today to see how it would work. High tide Saturday is just after six. That's when.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Got it aw worked oot. Wee yin's at her gran's on the 20th, I'll take the lot wi the voddy and that's me. Nae mair.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Made a list on my phone tonight. cancel the gym. email Sarah about the handover. fill the cat's bowl extra. leave the front door on the latch so the paramedics don't have to break it. pills at midnight.",
  },
  // hopelessness
  {
    crisis: true,
    class: 'hopelessness',
    text: "I've run every scenario in my head, every single one. There isn't a version of my life where this gets better. They all end with me worse and everyone around me more tired of me.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'I am 52 years, no country, no house, no language, no work. I dont see any future for me, only waiting and waiting in this hostel. For what to continue? Really I dont know.',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "Another specialist, another shrug. Eleven years of this pain and the only thing that grows is the list of what I can't do. I've stopped believing tomorrow could be different and I'm so tired of pretending I do.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'whats even the point fr. nothings ever gonna change, ill always be this, the same loser in the same room. might as well stop trying at everything 🙃',
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: "It feels like I'm at the bottom of the sea and I've stopped looking up for the light. It isn't coming. I've made peace with that and it scares me how calm I am about it.",
  },
  {
    crisis: true,
    class: 'hopelessness',
    text: 'Four months at the position near Pokrovsk. I am not afraid of dying any more, I am afraid of after. There is nothing to come back to, nobody waiting. No hope left in me, only tiredness.',
  },
  // intent
  {
    crisis: true,
    class: 'intent',
    text: "I want to kill myself. There. I wrote it down. Don't know what I'm supposed to do with it now it's on the page.",
  },
  {
    crisis: true,
    class: 'intent',
    text: 'Honestly want to top myself. Not in the jokey way the lads say it at work. Properly.',
  },
  {
    crisis: true,
    class: 'intent',
    text: 'I want to make suicide. I tell this to nobody because my mother already cry every day about our house in Mariupol.',
  },
  // passive
  {
    crisis: true,
    class: 'passive',
    text: "If the 38 bus took me out on the way to work tomorrow I wouldn't mind. I'd be relieved, honestly.",
  },
  {
    crisis: true,
    class: 'passive',
    text: "I pray every night now that the Lord would take me in my sleep. I'm no use to anybody down here since my hip went and Earl passed.",
  },
  {
    crisis: true,
    class: 'passive',
    text: 'When the sirens go I dont go to the corridor any more. Sometimes I hope it is our building this time, then I can stop.',
  },
  // euphemism
  {
    crisis: true,
    class: 'euphemism',
    text: 'gonna go to sleep for a long long time 😴 nobody wake me up. sorry for everything',
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "I'm ready to check out. Permanently. I've been ready for a while and I'm tired of waiting for a reason not to.",
  },
  {
    crisis: true,
    class: 'euphemism',
    text: "A year today since Dad went. I'll be joining him soon, I've made my mind up. He'll be waiting at the gate with his flat cap on.",
  },
  // method
  {
    crisis: true,
    class: 'method',
    text: "Keep staring at the belt hanging on the back of the bedroom door. Thinking it'd hold me. Been thinking it all night.",
  },
  {
    crisis: true,
    class: 'method',
    text: "Daddy's shotgun is still in the cabinet at the farm and I know where Mama hides the key. It's all I can think about tonight.",
  },
  {
    crisis: true,
    class: 'method',
    text: 'Measured the hose against the exhaust in the garage tonight. It fits. I only wanted to see. I want to do it.',
  },
  // farewell
  {
    crisis: true,
    class: 'farewell',
    text: "To whoever reads this: I'm sorry. Tell Mia I loved her more than anything in the world. Please don't blame yourselves, none of this was you.",
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'Gave my guitar to Jake and the PS5 to my cousin. Texted everyone I love that I love them. Feels like closing down a shop for good.',
  },
  {
    crisis: true,
    class: 'farewell',
    text: 'This is my last note. Thank you for everything diary, you listen me when nobody else. Goodbye to everyone, forgive me.',
  },
  // burden
  {
    crisis: true,
    class: 'burden',
    text: "The kids would be better off with the insurance money than with me. I cost them more alive than I'd be worth dead.",
  },
  {
    crisis: true,
    class: 'burden',
    text: "Mum's spent her whole pension on my carers and the wheelchair van. She'd get her life back if I wasn't here any more. I think about that every day now.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'I am only burden for my sister family in Poznan. They feed me, they give me bed, the children sleep on floor because of me. Better for everyone if I disappear forever.',
  },
  // selfHarm
  {
    crisis: true,
    class: 'selfHarm',
    text: "burned my wrist with the lighter again tonight. three marks now. it's the only thing that makes the noise in my head shut up",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'Scratched my thighs open with a compass in the toilets till they bled. Hiding it under my tights for PE tomorrow.',
  },
  // dose
  {
    crisis: true,
    class: 'dose',
    text: "How many of my amitriptyline would it take. I've got 84 left. Googling it and clearing my history after.",
  },
  {
    crisis: true,
    class: 'dose',
    text: 'is 20 diazepam and a bottle of wine enough to not wake up? asking for me',
  },

  // quiet: past
  {
    crisis: false,
    guard: 'past',
    text: "Ten years today since the night on the Clifton Suspension Bridge. I'm a dad now. Walked across it this morning with Poppy on my shoulders, pointing at the boats.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Found my old diary from 2014 in Mum's loft. Page after page of wanting to die. I'm 29 now, I have a flat, a cat and a job I actually like. I wanted to go back and hug that girl.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Last session with R. today. A year ago she came to me two days after surviving an overdose. Today she spent the hour talking about college applications and a boy in her chemistry class. This is why I do this work.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "At group tonight I told my story for the first time start to finish: the shotgun, the note, Ramirez showing up at the door. Eight years on. Now I'm the one who shows up for the new guys.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'In spring 2022 in the basement in Kharkiv I was thinking many times about end my life. Now I work in the school in Wroclaw, the children call me pani Olena. I am alive and I am glad I am.',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'When I was in the camp in Bekaa I wanted to die every day. Now I have small shop in Gaziantep and my children go to the school. God is generous, alhamdulillah.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "2019 was the worst year of my life. I self-harmed most nights and was in and out of A&E. I'm writing this at my graduation dinner with a glass of prosecco.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "I remember when I wanted to drink sniper in 2016 after I failed JAMB. Pastor's wife came to the house at the right time. Today I'm a staff nurse in Ibadan, who would have thought.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Five year sober the day, and five year since I last thought aboot killin masel. Went up Arthurs Seat wi the dug tae celebrate.',
  },
  {
    crisis: false,
    guard: 'past',
    text: "Anniversary of my attempt today. Lit a candle for the girl who didn't think she'd see twenty. I'm thirty-one and planning a wedding.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Bloke at the men's shed asked how I got through the drought of '19 when I had the rifle out in the shed. Told him it was them lot, honestly. Haven't been near that place in my head since.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'nag share ako sa youth group about my suicidal years in college. 7 years na since then. Grabe I cried but the good kind of cry',
  },
  {
    crisis: false,
    guard: 'past',
    text: 'Took my old self-harm scars to the tattoo artist today. Four years clean. She covered them with sunflowers and I cried in the chair.',
  },
  // quiet: negation
  {
    crisis: false,
    guard: 'negation',
    text: "I'm not suicidal, I'm just knackered. Three kids with the flu and Dave on nights all week.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "GP went through the questions: any thoughts of ending your life? No. Any self-harm? No. Just flat, and the sertraline's starting to help.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Mum keeps asking if I'm going to hurt myself ever since I told her I'm depressed. I'm not. I just need to be allowed to cry without it turning into an emergency.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Note to future me: I don't want to die. I want this JOB to die. Big difference.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'The woman on the crisis line asked did I have a plan to kill myself. I said no, and I meant it. I just couldnt stop shaking after the row with Ciaran.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Psychologist ask me if I have thoughts about suicide. I say no, never, I have my son. Only I cannot sleep because of drones.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'Not once this whole winter did I think about hurting myself. First winter like that since I was fifteen.',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "People think because I'm a widower I must want to go too. I don't. I've got the allotment and our Callum's boy on Saturdays.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'no im NOT gonna kms over a maths test chill chloe 😂 just mad',
  },
  {
    crisis: false,
    guard: 'negation',
    text: "Chaplain came round and asked if any of us were thinking about ending it. Nobody was. We're tired and pissed off, not suicidal.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "The screening form asked if in the past two weeks I'd had thoughts I'd be better off dead. Ticked 'not at all'. Honest answer for once.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: "I've never wanted to take my own life, not even after the divorce. I get sad. I don't get that.",
  },
  // quiet: medical
  {
    crisis: false,
    guard: 'medical',
    text: "Pharmacist told Mum not to take her paracetamol on top of the Lemsip, it's easy to overdose without noticing. Made her a chart for the fridge.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Bella got into the ibuprofen. Vet says six tablets could be lethal for a dog her size. She is on a drip overnight, fingers crossed.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Night shift: bed 4 admitted after an insulin overdose, stable now, psych review in the morning. Three admissions before midnight, no break.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Toddler swallowed maybe 5 of Grandma's blood pressure pills. Poison control said bring him in. ER all night, he's fine, eating crackers and yelling at the nurses.",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Psychiatrist upped my lithium and warned me the gap between a dose that works and a toxic one is small, so blood tests every week for a while.',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Carer diary: counted out Dad's morphine for the week and locked the rest in the box. Hospice nurse says too much could stop his breathing so I'm careful.",
  },
  // quiet: figurative
  {
    crisis: false,
    guard: 'figurative',
    text: 'If I have to sit through one more Teams call about the rebrand I will actually throw myself out the window 🙄',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'That hot sauce killed me. Dead. Deceased. Send flowers to my taste buds.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Scotland lost again. Going to need a therapist and a noose. jk jk, a pint will do.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My phone died, my car died, and my will to live died somewhere around the third Excel error of the day.',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'Wearing those heels to the wedding was a suicide mission. My feet are destroyed.',
  },
  // quiet: othersDeath
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'My uncle took his life in March. We scattered his ashes today on the lake where he taught me to fish.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A lad from our company shot himself last week. The whole barracks is quiet. I keep thinking about his mum.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Gran passed in her sleep last night. She told us on Sunday she was ready to go, and she went peacefully.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Another boy from our village killed near Bakhmut. Mothers in black again at the church. I cannot look at his mother.',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Funeral for Tunde today. Car crash on Lagos-Ibadan expressway. 27 years old. I can't believe it.",
  },
  // quiet: everyday
  {
    crisis: false,
    guard: 'everyday',
    text: 'Knackered. Long week. Going to bed at 9 and not getting up till noon.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: "I'm done with this job. Handing in my notice Monday. Feels amazing.",
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Last exam tomorrow then I am FREE. Goodbye organic chemistry forever!!',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Gave half my wardrobe to the charity shop. Moving to Leeds next month, fresh start.',
  },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Tired and sad, ate a whole tub of ice cream on the sofa. Tomorrow will be better.',
  },
  // quiet: fiction
  {
    crisis: false,
    guard: 'fiction',
    text: 'Finished the novel draft. My heroine walks into the sea in the last chapter and my editor wants a happier ending.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Playing Ophelia this term. Director wants the drowning scene to feel real. Rehearsed till 10 and I am soaked.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched 13 Reasons Why with my daughter and talked about it after. She asked why Hannah made the tapes.',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Writing the script for my short film: the dad hides the gun in the shed and the son finds the letter. Dark but true to life.',
  },
];
