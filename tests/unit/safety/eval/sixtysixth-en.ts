import type { EvalNote } from './types';

/**
 * English notes of the sixtysixth round, written blind: the writers run from a 14-year-old bisexual teen and a bullied
 * schoolboy to an 84-year-old widow and an 85-year-old cared for at home by a daughter. They include Ukrainian refugees in Warsaw, Dublin,
 * Berlin and Manchester writing English as a second language, a Ukrainian soldier with a prosthesis and a front-line
 * fighter, US veterans, an Irish dairy farmer, a Nigerian student and father in debt, Filipino OFWs and board-exam
 * takers, an Indian NEET repeater, Australian chronic-pain patients, postpartum mothers, an A&E nurse, addicts in
 * recovery, carers and lonely elderly people. There are 40 crisis notes (intent 3, passive 4, euphemism 4,
 * method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40 quiet notes
 * (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6, negation 5). The quiet notes use the same
 * topics and words: rope, bridge, pills, roof, goodbye, letters, giving things away, PHQ questions and a brother's
 * suicide. Styles: one-liners and 8–12 line entries, a crisis hidden in one sentence of an ordinary day, answers to a
 * mum's or a therapist's question, screening forms answered honestly, a letter to a sister, lists, an owned song
 * lyric, dark humour, questions to oneself, all lower case, typos, slang (Nigerian Pidgin, Aussie, Taglish), emoji
 * and abbreviations.
 *
 * First run, on b0cc2d4 (after the 65th round's changes and retrain), before any change made for
 * it: recall 38/40, false alarms 6/40 (on 5a1e9c4, the stop's start: recall 37/40, false alarms
 * 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: `Chai. I don reach my limit. Exam result came out, carryover again, then Papa's voice note calling me useless in front of everybody in the family group. I am finishing myself tonight. No more begging anybody for anything.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `why am i still pretending ill be here for christmas. who am i doing it for. i want out of this body tonight and i actually mean it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `PHQ-9 at the GP this morning. Q9: "Thoughts that you would be better off dead, or of hurting yourself in some way?" I ticked "several days". The honest tick was "nearly every day", and the honest answer underneath is that I've decided I'm going to do it. She smiled and said see you in 6 weeks.`,
    crisis: true,
    class: 'intent',
  },
  // passive
  {
    text: `Again siren in my phone from Kharkiv app. I am in Warsaw 1 year but still I keep the app, I check my mother street. Tonight I think — let it hit me also, wherever I am. I want only to fall asleep and not wake up any more. Sorry for my english, diary.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `told mum im bi. she went really quiet and said "its a phase, dont tell your dad". i just want to stop existing for a while. like forever actually`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Nobody rang today either. Did the crossword, fed the blackbirds, boiled an egg I didn't eat. Every night I ask the Lord to take me in my sleep, and every morning I'm cross with Him for leaving me here another day.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `flare day 9. if a road train took me out on the way to the chemist i reckon id be grateful tbh. not even being dramatic, just wish something would finish me off`,
    crisis: true,
    class: 'passive',
  },
  // euphemism
  {
    text: `Sent my last remittance to Nanay today, sobra na talaga. Told my roommate I'll be going home for good soon. She thought I meant Pampanga. I didn't.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Cancelled the gym, Netflix, the dentist and the magazine I never read. No point paying for a future I won't be around for. Very efficient of me, Dad would be proud. First time I've felt organised in years.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Told the VA counselor I'm fine. I'm fine. Ramirez and Cole have been waiting on me since Kandahar. Figure it's time I caught up with my squad.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `"I'm so tired of being here" — been looping that line on the bus all week and it stopped being a song somewhere around Tuesday. It's just me now. Don't worry, I won't be anybody's problem much longer.`,
    crisis: true,
    class: 'euphemism',
  },
  // method
  {
    text: `Third attempt result came. 412. Papa didn't speak at dinner, Mummy only kept serving rice to him. Our building terrace is 11 floors. I went up after dinner and stood at the edge for a long time. Tomorrow I will not come back down the stairs.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Silage is in. Bank letter still on the dresser, unopened since Monday. The shotgun's in the press under the stairs and I've been thinking about it more than I think about the cattle. It'd be quick. Might be the only way out of this for any of us.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `how many paracetamol does it actualy take. asking for me. googled it 3 times tonite and cleared the history each time so Jas wont see`,
    crisis: true,
    class: 'method',
  },
  {
    text: `The 7:42 express doesn't stop at our station. I know because I've stood at the far end of platform 2 three mornings running, watching it come through, working out exactly where to step off.`,
    crisis: true,
    class: 'method',
  },
  // plan
  {
    text: `Friday. Kids are at their dad's from 6. I wrote it in the calendar like a dentist appointment. Bought what I need on the way home. Strange how calm I feel now it's decided.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Things to do before the 14th:
- return Jess's hoodie
- cancel the phone contract
- finish the Hoover, change the sheets
- clean the flat properly so whoever finds me doesn't have to
- delete the drafts folder
- walk to the quarry once more after dark to check the path
- don't tell anyone`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Rotation out in 4 days. I have kept one grenade back, nobody counts them anymore. Last night shift at the treeline I know exactly what I will do with it. After Bakhmut I have nothing to bring home to my mother except this face.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Practised tonight. Tied the belt to the wardrobe rail, stood on the chair, put it round, took it off. Did it twice to be sure it holds. Next time I won't take it off.`,
    crisis: true,
    class: 'plan',
  },
  // farewell
  {
    text: `Dear Mia,
When you read this please don't blame yourself. Not for one second.
You were the best little sister anyone could ask for.
Take Biscuit. He likes the blue bowl, not the steel one, and his walk at 7.
My passwords are in the red notebook under the bed, the bank stuff too.
Give Mum the necklace, she always said it was hers anyway.
Tell Dad I didn't mean what I said at Easter.
I love you. I'm so sorry I couldn't stay.
— K`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to my little cousin today and all my hoodies to Tash. she asked why and i said im clearing out. she said "u good?" i said yeah 👍 so thats everything sorted`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I left keys with neighbour and wrote where are all documents for my son in Berlin. Cat goes to Olena, she promised. I made everything clean. I am going to Andriy now, he is waiting for me one year already on the cemetery.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote down all her feeding times, how she likes to be rocked on the left shoulder, the song about the moon. Stuck it on the fridge for Dan. Kissed her goodbye properly tonight while she slept. They'll both be better off by the morning.`,
    crisis: true,
    class: 'farewell',
  },
  // burden
  {
    text: `My daughter gave up her job at the library to wash me and cook for me. 85 and still costing everybody. If I went they could sell this house and she'd finally have her own life. I've started thinking about how to make that happen for her.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Everybody I borrowed from is calling me. Ngozi sold her wrappers to pay the children's school fees. If I am gone the shame goes with me and they can collect the small insurance. It is better for them like that. I am only a weight on their neck.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `even the teachers look relieved when im absent. mum would have one less thing to cry about at night. everyones life gets easier the day im not alive, ive worked that out now`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Tuesday. Bus late again, got soaked at the stop. Work fine, Priya brought in those cardamom biscuits. Did the big shop on the way home, remembered the oat milk for once. Two episodes of the baking show. Rang Dad — he's on about the boiler again, I said I'd look at it Saturday. Honestly they'd all be lighter without me dragging on them and I think I've finally accepted that I should go for good. Bed by 11.`,
    crisis: true,
    class: 'burden',
  },
  // selfHarm
  {
    text: `did it again tonight. upper thigh this time so nobody sees in PE. 4 lines. felt like i could breathe for like a minute`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Used the lighter on my wrist again because I failed the board exam. I deserve it. Mama keeps crying on video call and every time she cries I'll do one more.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 no food. Not a diet. I don't get to eat until I stop being disgusting. Caught myself in the bathroom mirror and hit my head against the tiles till it rang. Tomorrow again.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Blade's in the pencil case. Do I? Don't I? 2am. Rob's asleep. It's screaming at me to open my arm up again and I don't think I can hold out till morning.`,
    crisis: true,
    class: 'selfHarm',
  },
  // hopelessness
  {
    text: `Our town is occupied 2 years. House is gone, husband is in captivity, no news since March. Here in Dublin I clean offices in the night. Nothing will ever change, I don't see why to continue this. I don't want to go on any more.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `no way out and im too tired to keep looking for one. done with all of it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. Nothing's going to get better — not the job, not my head, not anything — and I don't want to be around to watch it not get better.`,
    crisis: true,
    class: 'hopelessness',
  },
  // dose
  {
    text: `Been saving my quetiapine for 6 weeks. Pretend to swallow it in front of the nurse, spit it in a tissue. 40ish now in the sock drawer. That should be plenty.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `half a bottle of vodka in and swallowed the rest of nans sleeping tablets with it. not ringing anyone. just want it quiet`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Doubled my oxy tonight on purpose. Then doubled it again. Let's see if I wake up. If I don't, fine by me.`,
    crisis: true,
    class: 'dose',
  },
  // relapse
  {
    text: `14 months sober and 3 years since the hospital. Tonight both old voices are back at once — the bottle and the "just end it" one. I looked up the bridge again on Maps. I really thought I'd buried that.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Therapist on Zoom: "On a scale of 0 to 10, how strong are the thoughts this week?" Said 3. It's 8. They came back the day the divorce papers arrived, same as 2019, and this time I don't want to fight them off.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Since prosthesis I was ok almost one year, psychologist said I am good example for others. Last week Vitya from my unit died and the thoughts about ending it came back, every night stronger. Today I cleaned my pistol and it was not for service.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: `This dissertation is actually killing me. 3 chapters in 4 days. If Dr Hughes sends one more "quick thought" at 11pm I'm throwing myself off the library roof lol. Coffee number 5. We go again.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Na die I dey die with laughter for this group chat. Emeka said he go hang himself if Arsenal lose again — we don dey count his lives since 2016 😂😂`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after a double at the warehouse. Could sleep a hundred years. Back at it at 6.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Presented to the whole department and my first slide was upside down. Wanted the floor to swallow me. Died of shame, came back to life at lunch when Sam bought me a brownie.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `my mum posted a baby pic of me on facebook AND tagged me. i am deceased. burying myself in the garden. rip me 💀`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Grabe the traffic on EDSA, I swear I'll lose my mind before I reach Makati. Three hours! Kill me now haha. At least Ate bought pandesal for the ride.`,
    crisis: false,
    guard: 'figurative',
  },
  // othersDeath
  {
    text: `Today is 40 days since Serhiy was killed near Pokrovsk. We did the memorial with the priest, his mother was screaming at the grave. People tell me "you must be strong". I am not strong, I am just here, for Dasha. We planted his lilac by the fence.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Took Rosie to the vet for the last time. Held her while the injection went in. Fourteen years. The house is so quiet and her lead is still on the hook by the door.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A year today since Liam took his own life. Mum and I walked up to the bridge with sunflowers. I'm angry at him and I miss him so much. Survivors' group on Thursday, I'm going.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Saw the news about the ferry that sank off Mindoro, 30 dead, children too. Couldn't eat my dinner. Lit a candle for them at Quiapo after work.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Grandad died Tuesday, 91, in his sleep like he always wanted. Helping Nan choose the hymns. She said "I'll be with him soon enough, love" and laughed, then cried into the tea towel.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Got the message from Ihor's wife. He's gone, a drone near Kupiansk. We trained together in '22. I ran 10 km into the forest and screamed until I couldn't. Tomorrow I'll take his boys the football he promised them.`,
    crisis: false,
    guard: 'othersDeath',
  },
  // fiction
  {
    text: `Finished A Little Life at 3am and I'm wrecked. The bathroom scenes with the razor — I had to put it down twice. Why do I do this to myself with books. Ordering something with dragons next.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 draft: Mara climbs onto the parapet and reads her mother's letter one last time before she lets go. Not sure if it's too much. Writing group Wednesday will tell me.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was standing on the roof of my old secondary school, jumped, and instead of falling I flew over Lagos traffic. Woke up laughing. Told Chioma, she said it means promotion 😂`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Finally beat the Ashen King after 47 tries. My character died so many times I renamed her Ghost. Need sleep, work at 8.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Had "Everybody Hurts" on repeat while scrubbing the oven, sang it badly at the top of my lungs. Neighbour probably thinks I'm having a breakdown. I'm not, it's just a banger.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Rehearsal for Romeo and Juliet — I'm Juliet, and tonight I finally nailed the dagger scene. Mrs O'Brien said I had the whole back row crying. Dying on stage is exhausting, who knew.`,
    crisis: false,
    guard: 'fiction',
  },
  // medical
  {
    text: `Night shift in A&E. 19yo paracetamol overdose, came in with her mum. NAC started, bloods look ok, she'll be fine. Sat with her for a bit at 4am. Drove home, couldn't sleep.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New doc upped my sertraline to 100mg. Pharmacist went over the dose with me twice. Side effects so far: yawning like a cat. Mood actually a bit better this week.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dosette box filled for the week: metformin twice a day, the water tablet, half an aspirin. Madge from next door checks I haven't doubled up. We had a laugh about it over a custard cream.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the old ewe. Had to put her down in the end, she'd been down three days. Dug the hole myself behind the shed before the rain came.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pre-op tomorrow. Signed the consent form, the anaesthetist asked about my wishes "in case of complications" and I went a bit cold. Then Dad made a joke about my will and we all laughed. Nil by mouth from midnight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. They're weaning me off the oxy, 5mg less each week. Scary but I want my brain back. Chart's on the fridge, sticking to it.`,
    crisis: false,
    guard: 'medical',
  },
  // past
  {
    text: `Three years today since the overdose. Ran my first 5k this morning, 31:04. Sent a pic to Dr Amin. Never thought I'd see 25, and here I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago in the basement in Mariupol I wanted only to die, I said to God take me. Now I am in Manchester, I have job in bakery and my son speaks English better than me. I am alive and I want to be alive.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `My scars are white now. Wore short sleeves to the barbecue for the first time since I was 15. Nobody said a word. Five years clean of cutting.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old journal from 2016. Page after page of "I want to die". I wanted to hug that girl. I'm 34, I've got Maya and a garden and a dodgy knee, and I'm still here. Glad.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Group at the VA tonight. Told my story — the night in 2014 in the truck with my pistol, and the call to the line that stopped me. Young guy came up after and shook my hand. That's why I keep going back.`,
    crisis: false,
    guard: 'past',
  },
  // everyday
  {
    text: `Bought rope for the new washing line, pegs, and a tarp for the allotment. Dug the last of the potatoes. Knees complaining.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the old job. Goodbye cake, a card everyone signed, Bev cried. Sent my farewell email to the whole floor. New start Monday!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas cylinder finished in middle of cooking dal. Ran to neighbour aunty for help. Then knife slipped while cutting onions, small cut, Dettol, plaster, done. What a day yaar.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked across the Harbour Bridge with Nan for her 80th. She refused the lift and took the pylon stairs all the way up. Absolute legend.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sorted Mum's pills into the weekly box, bins out, gave the old pram away on Freecycle, wrote two letters to the council about the pothole. Productive Sunday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `put all my stuff in boxes bc we're moving to leeds. gave my old bike to Jaden. last night in this room 😭 gonna miss it`,
    crisis: false,
    guard: 'everyday',
  },
  // negation
  {
    text: `I'm not suicidal, I'm just tired in my bones. Told the GP exactly that and she believed me. Sick note for two weeks. Going to sleep, then to my sister's.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Everyone abroad asks me "how you live there under shelling?" No, I don't want to die. I want this war to end and my kids to sleep in their beds, not in the corridor. Tonight again 3 hours in corridor.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Health visitor did the questionnaire. "Have you had thoughts of harming yourself?" No. Honestly no. I'm exhausted and I cry at adverts but I want to watch her grow up. She referred me to the perinatal team for support anyway, which I'm grateful for.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Bailiff letter this morning. Rang StepChange, payment plan sorted. For the record, diary: the dark thoughts knocked, I didn't open the door. Not going anywhere, I've got a kid to raise.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Vicar asked if I ever wish I'd just go. I said no, I'm not ready yet — I've got the tomatoes to finish and the great-grandchild due in May.`,
    crisis: false,
    guard: 'negation',
  },
];
