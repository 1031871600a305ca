import type { EvalNote } from './types';

/**
 * English notes of the eightythird round, written blind: writers aged 15 to 85 from the UK, Ireland, the US,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees and war widows writing English as a
 * second language (students, a retiring bank clerk, a drought farmer, a veteran, an OFW maid, nurses, carers,
 * a postpartum mother, an LGBT teen, addicts in recovery, lonely elderly). Both sides lean towards endings and
 * changes of life: 14 crisis notes hide a goodbye to life in the clothes of a move, a long trip, a last day,
 * things given away, an emptied room, a rehomed pet, a letter "for after" or a one-way ticket, and the rest
 * spread over every class; 20 quiet notes are real moves, emigrations, evacuations, retirements, graduations,
 * sold houses, breakups, children leaving home, last nights in a dorm or barracks and farewell parties (told
 * sad, scared or numb as often as happy), and 20 are the usual hard guards (figurative, others' deaths, fiction,
 * medical, past, negation). Styles: one-liners and 8-12 line entries, all lower case, typos, slang, emoji,
 * a list, a letter, a screening question, a song line, dark humour, a crisis hidden in one sentence of a long
 * ordinary day.
 *
 * First run, on 781ee06 (the session's start) with the first draft of a guard of a new life,
 * before any change made for it: recall 40/40, false alarms 11/40 (on 781ee06 alone: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: goodbyes to life dressed as endings of place ----------
  {
    text: `Gave the plants to Mrs Okafor next door and told her I'm moving away. She asked where and I said somewhere quiet. Not a lie exactly. Cancelled the phone from the 30th, rent's paid to the end of the month so the landlord isn't out of pocket. Where I'm going there's no post and no rent and nobody has to hear from me again.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rehomed Biscuit today. Told the woman at the rescue I'm going abroad for work. Truth is I couldn't stand the thought of him sitting by the door for days with nobody coming and nobody to let him out. He'll have a garden now. That was the last thing on the list.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `writing the letters tonight. one for mum, one for jess, one for mr harris bc he was the only teacher who actually tried. putting them in the shoebox under my bed where mum will find them after. keep rewriting hers bc i dont want her thinking its her fault. it isnt. i just cant do another year of this`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Ate called asking when I am coming home for Christmas. I said I am going on a long trip, maybe I cannot call for a long time. Already sent my last salary to Nanay and wrote my GCash password for Ate on a paper in my bag. I am tired of being a machine that sends money. After this no more sending. The agency insurance will give them more than I can ever send alive.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Today I gave my winter coat and the laptop to the girl from second floor, she is from Kharkiv also. She was so happy. I say I am leaving soon, she think I go back to Ukraine. I don't go back. There is nothing to go back, the house is gone and Mama is gone. I wrote a letter to my brother, they will give it to him when they find me. It is enough for me, I am finished.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Last day at the warehouse. Cleaned out my locker, gave Dre my good boots, told everybody I found something better. Shook everyone's hand, even Rick. They got a cake. Funny, nobody asked where the new job is. There isn't one. There isn't going to be a next anything for me, I just wanted to say goodbye to people properly while I still can.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Mam,
I've cleared the room so you won't have to. Six bags went to the Vincent de Paul this morning, you thought I was finally tidying.
The guitar is for Ciarán. The Xbox is for Rory, tell him to stop rage quitting.
The code for my phone is 1804 if you want the photos. Please don't read the messages.
There's €600 in the Credit Union, it should cover some of the funeral.
None of this is your fault. Not the drinking, not Dad leaving, none of it.
I tried, Mam. I really did try to stay.
I'm sorry I couldn't.
Love you always,
Eoin`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Everyone thinks the one-way ticket to Cairns is for the job up north. There's no job. There's a bit of reef I used to dive with Dad as a kid and I'm going to swim out from there until I can't swim anymore. Flight's Tuesday. Don't need a return.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `graduation is friday. everyone is signing yearbooks and asking whats next. for me friday is the last thing. im gonna walk the stage so my grandma gets her picture and then that night im done. i already know where and how. im not doing next year`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Volunteers say the evacuation bus is on Thursday, I say yes, I will be ready. I will not go. When the neighbours leave, the whole podyizd will be empty, and I will close the windows and open the gas on the stove, I checked, it still works. After Petro there is nobody to evacuate for. Thursday then.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Kept telling Amaka that I will soon go and join Papa. She laughed and said "join him where, in Abuja?" Papa has been dead four years. I didn't correct her. I am so tired of pretending I want to stay here.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mummy is again showing me biodatas for marriage. I told her don't waste your effort, I won't be around for any wedding. She thinks I mean Canada and she cried about it. I don't mean Canada. By Diwali I will be a photo on the wall with a garland, and then she can stop being ashamed of me.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `When I'm gone from this flat Mum can finally rent it out, that's £900 a month for her and nobody has to drive me to appointments anymore. I don't mean moving. I mean gone. Everyone's life gets easier by exactly one person.`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: other classes ----------
  {
    text: `handing in my notice. not to work, to the whole thing. two weeks like any job and then im clocking out for good 🙃`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `had "the night we met" on repeat all night. "take me back to the night we met" except i want to go back to before i existed and just not. checking out this week. no refunds, no reviews lol. im not even joking for once`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `I'm going to end it tonight. I've said it to myself so many times that it stopped sounding strange.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Mum asked if I'm ok. I said yes, just tired from uni. I'm not. I'm going to do it this time, I'm just waiting until she's asleep.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `VA intake form today. "Over the last 2 weeks, how often have you been bothered by thoughts that you would be better off dead or of hurting yourself." I checked "several days." Honest answer is nearly every day. Honest answer to the next one is yes, I've thought about how, and yes, I mean to go through with it. I lied because they'd take my guns and I'm not ready to let them stop me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `wish i could just not wake up tmrw. not do anything, just not be here when the alarm goes`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Another birthday. 85. A card from the council and one from Maureen's daughter. I pray every night that the Lord takes me in my sleep, I've no business still being here with all of them gone. Every morning I wake up and I'm disappointed.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed again. He's perfect and I feel nothing at all. When I drive to Mum's I keep thinking if a lorry came across into my lane I wouldn't swerve. I'd just let it. I wouldn't do anything myself but I wouldn't mind, and that frightens me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Day 9 of the flare. I'm not going to do anything, but if there was a button to just stop existing I'd press it right now without thinking twice. I'm so done with this body.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `looked up how high the multi storey on leith walk is. seven floors. is seven enough. went up and stood at the top for ages looking over`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Third year of the drought and the bank letter came today. Sixty days. I keep thinking about the shotgun in the shed, more than I should. Moved the cartridges up to the house last night where I can get at them. Haven't told Jen any of it.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Stood at the end of platform 10 at Clapham Junction for the fast trains again. Timed it, about 40 seconds from the announcement to it coming through. Long enough to decide. Next time I won't step back.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Practised tonight. Stood on the chair with the belt round the banister for a few minutes just to know I could. Got down because the dog barked. I've picked the 14th, it's a year since everything went wrong, feels right.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Sunday. Parents away at the caravan, I'll have the whole house.
1. text nobody
2. feed Miso and leave extra biscuits out
3. leave the back door unlocked so nobody has to break it
4. the note on my desk not on the bed
5. do it in the garage not my room so Mum can still use my room`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `My son missed his exam to drive me to dialysis. Everything I am costs somebody something. They would all breathe easier if I just stopped, and some days I think I should help them along.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `dad said im a disgrace to the family name. ngl he's right. theyd all be better off without me in the picture, mum could stop crying and my sisters could stop being the ones with the weird brother. one less problem for everyone. i think about making it happen a lot`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `cut again tonight, deeper than before. felt like i deserved it after what i said to her. gonna hide it under my hoodie at school tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Used the lighter on my wrist again after the shift. Three small ones. It's the only thing that shuts my head up. I don't want to die, I just need this, and I'll probably do it again tomorrow.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `ate nothing again today. dont deserve food after failing the mock. day 4. if i get dizzy in lecture good, i earned it`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `£38k. Three cards, the payday loan, the overdraft. I've done the maths every which way and there's no version where it ends. I'm 52, nobody's hiring me. I can't see a next year and honestly I don't want one.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `My husband is in captivity 14 months. No news, no list, nothing. Everyone says wait, wait. I cannot wait anymore. Nothing will change, never. I don't want to continue like this, I want it to stop, I want me to stop.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Tuesday.
Mrs Patel's cat in the garden again, chased it off.
Work was work. Karen's birthday, had a slice of the lemon drizzle.
Rang the bank about the direct debit, 40 mins on hold.
Big shop after, forgot the milk obviously.
Watched half of Bake Off, fell asleep on the sofa.
I keep thinking there's no point to any of it and I've stopped pretending I'll still be here by spring.
Need to book the MOT for the car.
Bins out Thursday.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Saving up my quetiapine. Told the GP I lost a strip, then another. 47 in the tin now. Nearly enough I think.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `half a bottle of vodka down and ive taken everything in the cabinet, all the tramadol. not calling anyone. just want to sleep and stay sleeping`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `9 months clean from cutting. tonight i couldnt stop staring at the blade in the pencil sharpener. the urge is back like it never left and i dont know how long i can hold out`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the attempt and I really believed I was past it. This week the thoughts came back, exactly the same voice: do it properly this time. I haven't told my therapist. I don't want to go back in.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 412 sober and today I bought a bottle. I'm sitting looking at it, not to drink it. The old plan is back, the one from before rehab, the bottle and the pills together. Same thoughts, same voice, like I never left.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: real endings and changes of life ----------
  {
    text: `Tomorrow we fly to Toronto. Today I gave away everything: the bicycle to Marek, the pots to the Ukrainian girls from the hostel, my winter boots to the church. Is strange to say goodbye the second time in two years. First time from Mariupol with nothing, now from Wrocław with too much. I cried in the shop when Pani Krystyna hugged me. I am afraid. But we go.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the bank after 31 years. Handed in the lanyard and the keys, cleared the desk into one cardboard box. Speech, card with 60 names in it. I didn't feel anything, which scared me more than crying would have. From tomorrow there's nowhere I have to be. I'll have to work out what that means.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Keys handed to the agent at 2. Stood in the empty kitchen where we measured the kids on the door frame and took a photo of the pencil marks. 38 years in this house. Couldn't stop crying in the car. The bungalow in Whitstable is nice enough but it isn't home yet. Goodbye, Elm Road.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Dropped his keys in the mailbox and didn't knock. Two years, gone in a box of hoodies and a phone charger. Kept thinking this is the last time I'll ever drive down his street. Ate a whole pizza crying in the Target parking lot. Tomorrow I delete the photos. Maybe.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Drove Aisha to halls in Leeds. Made her bed, put the fairy lights up, cried all the way down the M1. Her room is so quiet. I keep going in and sitting on her bed. Eighteen years and now it's just me and the dog. I know it's what's meant to happen. Doesn't stop it feeling like a funeral.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last night in the block. Tomorrow I'm a civvy. Handed in the kit, the lads are on the piss in the NAAFI and I'm sat on a stripped bed writing this. Twelve years. Don't know who I am without the uniform, that's the truth. Scared stiff if I'm honest. Start at my uncle's garage Monday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `The evacuation train leaves 6 in morning. We take only two bags and the cat. I walk through the flat and touch everything, the wallpaper we glued with Sasha, the piano nobody can carry. I lock the door and I don't know if I see it again. Maybe never. I am not crying, I am like stone. In Lviv my cousin waits for us.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day in Riyadh. After 11 years I am going home for good. Gave my rice cooker and the electric fan to Marites, the blankets to the new girl from Iloilo. Madam cried, I cried. Ticket says one way, Manila. My kids are big now, I hope they still know me. Scared and happy at the same time.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `last day of year 13 🥲 signed everyones shirts, cried in the toilets with maya, mr doyle did a speech and i lost it. cant believe ill never walk these corridors again. uni in october. terrified ngl`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Farewell party at Mama's house. Everybody came, even Uncle Femi. They prayed over me, journey mercies. Tomorrow night I fly to Manchester for the nursing job. I have given my car to Tunde and my room to my cousin. I was smiling all evening but inside I am scared, I don't know anybody there. I told Mama I will call every Sunday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Rehomed Pickle today. The new place in Singapore doesn't allow dogs and I couldn't put him through the quarantine and that heat. The family has two kids and a big garden, he ran straight to the little boy. Held it together until the car. Worst thing I've done all year. Flight's on the 12th.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote a note for whoever gets the flat after me: the boiler needs a kick, the fox comes round at 11, the lady downstairs is lovely. Left it on the counter with the spare keys. Last night here, on a mattress on the floor with everything in boxes. Goodbye Peckham. Bristol here I come, apparently.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last night in the dorm. Room 214 is bare, posters down, blu tack marks on the walls. Me and Jun sat on the floor eating instant noodles and barely talked. Four years. Tomorrow my parents drive up and I hand in the key card. No job lined up. I don't know what happens next and that's the bit that scares me.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `We left Nova Kakhovka through the checkpoint, they check phones two hours. I deleted all the photos before, all of them, my whole life in the phone. Now we are in Zaporizhzhia and I have no picture of my house. I said goodbye to our street from the window of the bus. I will not go back there while they are there.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day teaching. 34 years at St Bride's. The Year 6s made me a book of letters, one said "we will miss you forever and ever even when you are dead". Cried laughing. Gave my classroom plants to anyone who'd take them. Empty room, chairs up on the tables. Strange feeling, like a door closing.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Rahul left for Melbourne today. At the airport he touched my feet and I could not speak. Now his room is empty, only the cricket bat in the corner. His father says stop crying, he has not died, he has gone for a job. I know. Still the house feels like after a death.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Everyone keeps checking on me since the divorce and the move back to Cork. I'm not suicidal, I'm sad, there's a difference. Gave the keys of the flat back to Dermot today and half my life is in a van. Tomorrow I start again in my mother's box room at 44. It's humiliating, not fatal.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Moving into Rosewood next week. I've been giving things away, my sewing machine to the church, Harold's records to our grandson. My daughter asked, very carefully, if I was "putting my affairs in order". No, love. I'm not planning on going anywhere except Rosewood. It's a small room and I want the people I love to have my things while I can still see them enjoy them.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Signed the last papers for the house today. Leaving for good on Friday, giving everything away, keeping nothing. Before anyone reads this wrong: no, not like that. I mean Spain. Marta found us a flat in Valencia and I'm too tired to be excited yet.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Packing up the flat I lived in when I was at my worst. Found the box with the notes I wrote in 2019, the ones meant for after. Read one and my hands shook. I've been well for four years now, I move in with Theo on Saturday, and tonight I burned them in the sink. Goodbye to that girl. She made it.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: the usual hard guards ----------
  {
    text: `This dissertation is actually killing me. Three days to deadline and 400 words. I'm going to die at this desk and they'll find me under a pile of journal articles lol`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Boss made me redo the full presentation in front of everyone. I could have died of shame, I wanted the floor to swallow me. Went home and ate two plates of Maggi. Tomorrow again same thing.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after the double at the pub. If one more bloke tells me to smile I'll throw myself off the Harbour Bridge, I swear. Anyway feet up now, Netflix and a Tim Tam.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mum's visiting. Over my dead body is she reorganising my kitchen again. Hid the good knives so she can't "sort" them. Three more days, send help 😂`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Today is 40 days since Oleh died near Bakhmut. We made the memorial, I cooked his favourite varenyky. Everybody says he is a hero. I want only that he is home. I sleep with his shirt. I must be strong for Dana, she is six.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to put Bruno down this morning. 14 years. The vet let me hold him while the needle went in. Came home and his bowl is still by the door and I can't bring myself to move it.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Liam's funeral today. He was 23. He'd been telling everyone he was fine. I keep scrolling back through every message he sent me looking for what I missed. Signed up for the mental health first aid course so I don't miss it in someone else.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We buried Papa today in the village. The whole compound was full. I didn't cry, I was too busy with the caterers and the canopy. Tonight in the car I finally broke down. He was 71.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Finished A Little Life at 2am and sobbed into my pillow. The ending. I can't. Why do I do this to myself. Reading something with dragons next.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12: Mara climbs to the roof of the car park, she's decided. I need the reader to believe she'll jump. Wrote and deleted the scene six times. Tomorrow I'll try it from her sister's POV.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream. I was at a train station and everyone I know was boarding a train without me, and Nan was on the platform saying "not yet, love". Woke up sweaty. Probably the cheese. Told Sam at breakfast and he said it sounds like a Ghibli film.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Spent all evening on the end of Spiritfarer, where you take each spirit to the Everdoor and say goodbye. Gwen's goodbye wrecked me. A game about letting go, who knew. 10/10 would cry again.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Night shift in A&E. 19-year-old in with a paracetamol overdose, on the NAC drip, kept apologising to me. Her mum turned up at 4am in her slippers. Hope she gets the follow-up she needs. Home at 9, couldn't sleep.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started sertraline 50mg today. GP says the first two weeks might be rough, nausea maybe. Set an alarm on my phone so I don't forget. Oddly hopeful for the first time in ages.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic. They're upping the gabapentin to 300mg three times a day and referring me for the nerve block. Pharmacist went through the max doses with me, chart's on the fridge.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewe with twin lamb disease. Injected her and left a bottle of propylene glycol to drench her twice a day. Lost one like this last year, not losing another.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Five years ago today I was on the psych ward after the overdose. Today I ran my first half marathon, 2:14, and my sister was at the finish with a sign. I'm still here and I'm glad I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Two years clean today. I remember wanting to die on that bathroom floor in 2022. I don't feel like that anymore. Got my keyring at the meeting, rang my sponsor, bought a cake for the kids.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Another night in the corridor with the sirens. No, I don't want to die. I want this war to end and my son to come home from Pokrovsk. There is a difference and I hold on to it.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I ever have thoughts of ending my life. Honestly, no. I'm exhausted and burnt out and I hate my job, but I want to live, I just want to live differently. We made a plan for talking to HR.`,
    crisis: false,
    guard: 'negation',
  },
];
