import type { EvalNote } from './types';

/**
 * English notes of the fiftyseventh round, written blind: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows and veterans writing English
 * as a second language; they include teens who are bullied or LGBT, students, postpartum mothers, carers,
 * nurses and paramedics, farmers, migrant workers, people in recovery, people in debt or chronic pain, and the
 * lonely elderly. 40 crisis notes cover all eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4,
 * farewell 4, burden 3, selfHarm 4, hopelessness 3, dose 3, relapse 3), and most avoid the textbook words.
 * 40 quiet notes cover all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 6, everyday 5,
 * negation 5) and use the same topics and vocabulary. The styles are: one-liners and 8 to 12 line entries; a crisis
 * sitting in one sentence of an ordinary day; answers to a mother or therapist; a PHQ-9 item answered honestly;
 * lists, a letter, an owned song line, questions to oneself and dark humour; all lower case, no punctuation,
 * typos, slang, pidgin, emoji and abbreviations.
 *
 * First run, on 88330f2 (after the 56th round's changes), before any change made for it:
 * recall 40/40, false alarms 2/40 (on 31a4231, the stop's start: recall 40/40, false alarms 4/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Abeg I am tired. The loan app people called my mother again and sent my picture to everybody in my contacts saying I am a thief and a fraud. 60k has turned into 310k. My pastor has seen it, my ex has seen it. Tonight I am ending everything. Nobody will carry this shame because of me again.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `dad found the messages. he said no son of his lives under his roof. i dont want to be here tomorrow and im going to make sure i'm not`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `PHQ-9 at the GP again. Question 9, "thoughts that you would be better off dead, or of hurting yourself". I ticked "nearly every day", then rubbed it out and ticked "several days" because I saw her face. The truth is it's not thoughts any more. I've decided. I just want to get the bins out and the cat sorted first.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today in the job centre again they say my diploma is nothing here. I am 52, I was engineer at the port in Mariupol for 25 years. Now I wash dishes in a hotel and they shout at me for my English.
My husband is under the ground there, I could not even go to the funeral.
I decided. I will not continue this life. I will finish it this week while my daughter is away at the summer camp, so she is not the one in the flat.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Another Sunday and nobody rang. Made a boiled egg and didn't eat it. Watched Songs of Praise on my own. I keep asking the Lord to take me in my sleep. Every night I ask Him, and every morning I'm still here, more's the pity.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed. She's perfect and I'm a shell of a person. If a lorry came through the bedroom wall right now I think I'd just feel relieved that it was over. That's not normal, is it.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"i wanna fall asleep and never wake up" has been on repeat all week and it's not the beat i like. it's that it's literally me. every single word. just want to switch off permanently`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Day 212 here in Riyadh. Madam shouted again, no day off again, my passport is still with them. I sent 300 riyal to Nanay for the kids. Sometimes I wish I would just not exist at all, like I was never born, so I don't have to feel this anymore. Sorry Lord, forgive me.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Worked out how to fix the overdraft, the landlord and Gary from accounts all in one go. Permanent leave. No notice required. Funny how calm I feel about it now it's settled.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Dad always said every man knows when his harvest is in. Mine's in. I won't be around to see the next one drilled, and honestly that's a mercy. Told the dog he's going to Tom's.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `mate from 2RAR rang, wants a catch up at the pub for anzac day. told him yeah sweet ill be there. wont be tho. be with the boys who didnt come home well before then`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `nana save me a seat 🌸 i'll be up there with you before the month's out x`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Googled how many floors you need. The parking structure by the hospital is 7 levels and the top one's always empty after 9. Seems like enough.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Father has kept the pesticide tin in the godown for the cotton. Crop failed the second year running and the bank man came to the house again in front of the neighbours. I know exactly where the tin is. Just looking at it today I felt somewhat peaceful. It will be quick, they say.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Lost the leg near Bakhmut, lost the wife after. Got the old hunting rifle out today, cleaned it, loaded it, sat with it across my knees for an hour. Next time I won't put it back in the cupboard.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Walked out the pier at Salthill after work and stood at the end a long time looking at the water. Tide's high at 11 tomorrow night. Could fill the coat pockets and just step off, nobody about at that hour. Sounds mad written down but it doesn't feel mad.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Things to do before Friday:
- cancel the gym
- finish the letter to Mum
- clear search history + delete the drafts
- give Bella's lead and her bed to Priya
- return Sam's drill
- top up the Oyster card one last time
- the bridge, after dark
Feels good to have a list again. Feels good to be organised about something.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Tried it in the garage today to see if the beam would hold my weight. It did. Got scared and took it off after a few seconds. Next time I won't take it off. Sunday, when they're all at church.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Mark's birthday is the 14th. I'll go on his birthday so we're together for it. Been putting insulin pens aside since March, told the diabetes nurse I'm getting through more than I am. 9 days.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Bought the charcoal and the duct tape today. Told the guy at Home Depot it was for a cookout. Car fits in the garage, kids are at their mom's this weekend, nobody comes by till Monday. Saturday night then.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Sasha,
if you are reading this I am sorry it was you who found me. I tried to make it so it would be the landlord.
The keys for the flat are with Olena downstairs. Murka goes to you if you can take her, her food is under the sink and she likes the tap water, not the bowl.
Passwords for everything are in the blue notebook in the drawer. The money on the Monobank card is for Mama.
Please don't blame yourself, you were the best brother, you called every Sunday.
I just cannot do another winter of this.
Love you,
Ira`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave jamie my ps5 and all my games today, he was so confused lol. gave ella my fav hoodie. feels good knowing theyll have my stuff when im gone`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote the banking login and my phone PIN for Mum on a card, put it in an envelope marked "for after" behind the kitchen clock. Walked the dogs along the canal one last time. Gave them both a sausage. It's a good day to go.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `recorded voice notes for each of the kids, one for every birthday till they're 18, so they'll have something of me. saved them on the laptop in a folder. mommy loves you so much. i'm sorry i couldn't stay`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Jen had to help me onto the toilet again tonight. She's 34 and she's a full-time carer for her own husband. She'd have a whole life if I wasn't in it. The kindest thing I can do for her now is to stop being here.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `The home costs them £1,400 a week. That's their house deposit, the grandchildren's university. Every week I carry on breathing I'm robbing my own children. Time I stopped.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mum rang. "You alright love?" Yeah mum just tired. I'm not. She's working two jobs to pay for my uni and I'm failing anyway. Honestly everyone would be so much better off if I just wasn't around. less money, less worry. she'd get her life back`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `they put the video in the group chat again. came home and took the blade out of my sharpener. 6 this time. deserved it. want to do more`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Held the lighter to the inside of my wrist till it blistered. Only thing that shut my head up all day. Doing it again tonight once he's asleep.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate a biscuit in the staff room. Disgusting greedy pig. Nothing at all tomorrow or Saturday, and I'm making myself run till I'm sick. That's what I get.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the bathrom wall til my nuckles split open. still want to hurt myself more like properly. cant stop thinking about slamming my hand in the car door`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Third year under them in our town. No work, no news from my son in captivity since autumn, they say take their passport or you get nothing. Nothing will change, nobody will come for us. I don't want to continue. I don't see why I should wake up tomorrow.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Ran the numbers again. $84k in debt, two collections calls today, car got repossessed off the street in front of the whole block. There's no version of the next ten years that isn't this. I'm done trying. I'm done, full stop, period.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point of therapy if nothing changes? What's the point of the meds? What's the point of getting up? Why am I still doing this? Who would I even be doing it for? I genuinely can't think of one reason to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Took all the sertraline left in the box with half a bottle of vodka. Writing this so someone knows what happened. Feel sort of floaty. Not calling anyone.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Therapist asked "are you keeping yourself safe?" I said yes. Came home and counted them again. 41 zopiclone saved up. A few more and I'm done.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Long shift on ward 7.
Two admissions, one lady with delirium who kept calling me Margaret and asking for her handbag.
Handover ran late because of the agency nurse, missed the 22:10 bus.
Chips for tea, Gogglebox on.
Took the box of co-codamol I slipped off the trolley, all of it, with the wine.
Rota says earlies tomorrow but I won't be there.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `18 months clean and today I scored again. Not to get high. Bought enough to not come back from it. The old voice is back and it's louder than it ever was.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `It's four years since the hospital and I honestly thought that version of me was gone. This week the thoughts are back. The same ones, word for word. The rope ones. Caught myself checking the loft hatch again tonight.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `was 214 days clean. broke it tonight. and now the wanting to die stuff is back too like it never left 🙃 day 0`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. Three chapters in four days. If I see one more Harvard reference I'm jumping out the library window lol. Pint with Sian later to survive it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Ehn NEPA took light again, fuel for gen don finish, this heat wan kill me. Dead tired. Mama called, she said I should come home to Enugu for Christmas. I said we'll see.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Died of embarrassment in the staff meeting, called my boss "mum". Wanted the ground to swallow me whole. Dev and I were crying laughing about it at lunch though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My English teacher says my phrasal verbs will be the death of her. Today I learned "I could murder a cup of tea". English people are very violent with tea.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Arvo shift at the servo was brutal, I'm dead on my feet. Footy's on tonight. If the Pies lose again I'm gonna top myself haha. Not really. Pie, beer and bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `my mum is literally going to kill me when she sees my report 💀💀 im so dead. hiding in my room till she calms down`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `One year today since they told me Andriy was killed near Avdiivka.
I went to the church in Kraków and lit the candle, the priest speaks Ukrainian there.
I talk with him every evening before sleep, I tell him about Marta's school and her new teeth.
I miss him so much that it hurts in the body, really in the chest.
But I must be strong for Marta, and I am. We made varenyky with cherries, his favourite, and she ate six.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Biscuit put to sleep this morning. 15 years old. The vet was so kind, let us hold her while the injection went in. The house is too quiet. The kids drew pictures of her for the fridge.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another kid from Jaden's school overdosed. 16. Fentanyl in a pill he thought was Xanax. The vigil tonight was unbearable. Held my boy too tight in the car afterwards and he let me.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola passed last night in Batangas. I could not go home because of my contract. Watched the wake on video call from the nurses' quarters. She always said "anak, don't cry for me, I'm just going to Lolo." I cried anyway.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Cousin Declan took his own life. 29. Funeral in Ennis today, rain the whole way.
Everyone saying they never saw it coming, he was always the craic at weddings.
I keep reading the last text he sent me, a thumbs up to a photo of my dog.
I'm going to ring the lads more. Properly ring, not just the group chat.
Booked a couple of sessions with Pieta for myself, just to talk it through. Auntie Bríd asked me to carry the coffin. I did.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the footage from the strike on the apartment block in Dnipro. Over forty dead, children among them. Couldn't sleep. Donated to the rescue service. Feeling sick and helpless, but I'm okay.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished A Little Life at 2am. The last part destroyed me. Why do I do this to myself. Need a comfort rewatch of Paddington 2 immediately.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Wrote the chapter where Mara walks into the sea with stones in her coat pockets. Best thing I've written in a year, I think. Editor wants the full draft by June.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finally beat the final boss, my guy sacrificed himself to save the whole party and i was NOT ready 😭 10/10 game, going again on new game+`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Strange dream last night: I was standing on the roof of my old secondary school and everybody below was shouting "jump!", and when I jumped I could fly over Lagos. Woke up laughing. Must stop eating suya at midnight.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Learning "Hurt" on guitar for Thursday's open mic. "I hurt myself today to see if I still feel", the Johnny Cash version makes me tear up every time. Finally nailed the chord change tonight.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `got cast as juliet!!! the poison scene is so dramatic, ms okafor said i need to drink the vial "with more despair" lmao. rehearsal again tmrw`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Night shift in A&E.
Two paracetamol overdoses, one lad who'd taken forty tablets after a row with his girlfriend.
NAC drips up, bloods every four hours.
Both stable by morning, psych liaison saw them before I left.
Drove home, showered, cried a bit in the shower, slept till 3.
That's the job. Back in tonight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New pain regime from the clinic: tramadol 50mg up to four times a day, gabapentin 300mg at night. No alcohol. Pill box sorted for the week. First night in months I slept six hours straight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Six week check. GP did the mood questionnaire, I scored low, she said I'm doing fine, just sleep-deprived. Started iron tablets. Baby's put on 400g.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewe with the prolapse. Had to put her down in the end, she was suffering. Hard day but that's lambing.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Picked up Mum's blister packs. 14 tablets a day now, she's 85. Set alarms on her phone for each lot. Doing her dosette on Sundays has become our little ritual, tea and Hobnobs and the Archers.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Narcan'd the same guy under the overpass for the third time this month. He thanked me this time and asked my name. Small wins.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years since I swallowed everything in the bathroom cabinet. Today I ran my first 10k and my sister was at the finish line with a sign. Still in therapy, still on meds, still here. Good day.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last year after captivity I wanted to die every day, I was sure of it. Now I have the prosthesis and I walk with my daughter to school. Psychologist says I am "stable". I laugh, I tell her I am not stable, I am alive and happy about it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2015. The pages about cutting. God, that poor girl, I wish I could hug her. Eight years clean. Tonight I'm making lasagne for my girlfriend.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Meeting tonight. Said my piece: five years sober, and at two years I nearly took my own life. Everyone clapped. Drove home singing to Fleetwood Mac.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `a year ago i was writing goodbye notes in this exact journal. today i came out to my gran and she just said "about time, love". so glad i stayed`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `My brother-in-law still teases that I once stood at the railway line in 2019. It was the worst time, board exams and the breakup. Now I am married, working in Pune, baby coming in March. God is kind.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought rope for the new climbing frame and a pack of cable ties. The bridge over the A38 was shut for works so it took forty minutes. Kids loved the swing.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office before retirement. Wrote a goodbye letter to the team, gave away my stapler and the spider plant. Cake was lemon drizzle. Forty-one years.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Boiler man came, smelled gas and turned the supply off. No heating till Tuesday. Wrapped in two duvets watching Bake Off.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Today I give away my winter coat and boots to a new family from Kharkiv who just arrive in Leipzig. Also my old phone for the boy. I feel happy to help them. Tomorrow my last German lesson, then the exam.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters with Dad shouting instructions from the ground. Then sharpened every knife in the kitchen and did a proper Sunday roast. Knackered.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `Note to future me: I'm not suicidal. I'm exhausted. Third night of the baby not sleeping and Tom on nights. I don't want to die, I want a nap.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People in Warsaw ask me, after all this, do you want to die? No. I want the war to end and to go home to Kherson and plant tomatoes. That is all.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I'd had any thoughts of hurting myself this week. Honestly, no. Angry at Dad, yes. Sad, yes. But no thoughts like that. She looked relieved and so was I.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `people keep assuming bc im trans and got kicked out i must want to kill myself. i dont!!! i want a flat with my mates and top surgery and a cat. thats the plan`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debt's at £23k. Citizens Advice appointment on Thursday. I'm scared stiff but I'm not going to do anything daft, no thoughts like that at all. Chloe's coming with me. One step at a time.`,
    crisis: false,
    guard: 'negation',
  },
];
