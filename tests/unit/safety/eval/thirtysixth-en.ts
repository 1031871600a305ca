import type { EvalNote } from './types';

/**
 * English notes of the thirty-sixth round, written blind (the writers saw neither the detector nor any earlier round): diary entries by a wide spread of writers aged 14 to
 * 85 — UK, Irish, US, Australian, Indian, Nigerian and Filipino English speakers, plus Ukrainian refugees and
 * widows writing English as a second language; teenagers (bullied, LGBT, exam-stressed), students, a postpartum
 * mother, carers, nurses, farmers, veterans with injuries, people in recovery from addiction, people in chronic
 * pain or debt, and lonely elderly people. 40 crisis notes spread over all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse), mostly written around the
 * textbook words, and 40 quiet notes that share the same topics and vocabulary across all seven guards
 * (figurative, othersDeath, fiction, medical, past, everyday, negation). Styles: one-liners and 8–12 line
 * entries, a crisis buried in one sentence of an ordinary day, answers to a relative's or a screening form's
 * question, dark humour that is meant, a song line the writer owns, lists, letters, questions to oneself,
 * lower case with no punctuation, typos, slang, emoji, abbreviations, Taglish and non-native grammar.
 *
 * Scored once, on 57be56f, without being read: recall 38/40, false alarms 3/40 (on be8889e, the
 * start of the stop that wrote it: recall 35/40, false alarms 4/40). Kept out of the development sets
 * and the reader's training until the thirty-seventh round's changes were judged on it (no
 * verdict changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---- crisis ----
  {
    text: `i want to end it. not someday, not when things get worse. now. i mean it this time and im not telling anyone`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Dissertation is actually killing me. 4k words to go and I would rather eat my laptop than read one more paper on Foucault 😭 anyway pizza break`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Today in job centre again "no". Money is finish, Mama in Kharkiv not answer phone three days. I decided. I will not live this life anymore, I will finish it myself, nobody has to do nothing. Sorry for my english, diary.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today is 40 days since Taras was killed near Bakhmut. We made the table, the priest came, his mother could not stand. Part of me is in that ground with him. But I have two boys and they need me, so I go on. Tomorrow school uniforms.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Woke up 5am, fetched water because the tap don dry again.
NEPA took light at 6 so no ironing.
Aunty called about Chioma's school fees, I told her by month end.
Went to the shop, Mr Bello said he cannot give me more credit.
Walked home in the sun thinking.
I have made up my mind, I am going to take my own life before this week runs out.
Anyway I cooked jollof for the small ones and they were happy.
Ada braided Kemi's hair on the veranda.
Light came back at 9pm.
Sleeping now.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Had Bella put to sleep today. 14 years. The vet was so gentle, gave her the injection while I held her head and told her she was a good girl. Her lead is still on the hook by the door. Can't bring myself to move it.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `PHQ-9 at the GP today. Question 9, "thoughts that you would be better off dead or of hurting yourself in some way". I ticked "nearly every day". Then I crossed it out and ticked "not at all". Truth is I've decided I'm going to do it. I just didn't want her to stop me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Finished A Little Life at 3am and I am DESTROYED. Jude deserved so much better. Why do I do this to myself. Comfort rewatch of Bake Off needed immediately.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Eighty-three today. Cards from the bank and the dentist. Every night I ask the Lord not to let me wake in the morning, and every morning He ignores me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Night shift in A&E. Two overdoses before midnight, one of them fifteen. Sat with her mum while we waited for the bloods to come back. She'll be fine. Drove home at 8 with the radio off. Proud of the team tonight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `crossed the road without looking today. twice. kind of gutted the bus was on time somewhere else lol. honestly wish something would just take me out so it isnt technically my fault`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Three years today since my attempt. Ran 5k this morning in 31 minutes, had pancakes with my sister, cried in the good way. Still here. Glad I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `"i just wanna sleep and not wake up, let the morning come without me" — had that on loop since lunch and it stopped being a song somewhere around the 20th play. it's just me now. every word`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Bought new rope for the washing line and finally rehung it. Duvet cover dried in one afternoon. Sunshine in November, call the newspapers.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Baby finally asleep. I sat in the car on the driveway for an hour because I couldn't face going back in. I keep wishing I could just vanish. Not a big drama, just stop existing, and someone better would raise her.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Not suicidal, before anyone reads this and panics. Just exhausted. Three kids under five and Rob on nights. I want a nap that lasts a week, not to die. There's a difference.`,
    crisis: false,
    guard: 'negation',
  },
  { text: `Won't be a problem for anyone much longer. Promise.`, crisis: true, class: 'euphemism' },
  {
    text: `Died of shame at Mass when my phone went off during the consecration. Mam gave me the look. Father Kiernan gave me the look. I'll never live it down in this parish.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Told the blokes at the RSL I'd be catching up with Davo and Macca soon. They laughed, thought I meant a trip up to Townsville. Davo and Macca have been in the ground since 2011. I didn't correct them.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Another school shooting on the news. Nine dead. I turned it off and held my daughter a bit too long at bedtime. She asked why I was being weird.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `checking out early from this hotel called life. review: 1 star, would not recommend, staff rude, no refunds 🙃 not joking btw`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Working on chapter 12: Mara stands on the bridge and writes the note to her sister. It has to feel real without being melodramatic. Rewrote the last line six times. Bringing it to writing group Thursday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ma, pagod na talaga ako. I'll rest na for good soon, I won't bother you with my problems anymore, promise. Ikaw na bahala kay bunso ha. Sorry for everything.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Started sertraline 50mg today. GP says the first two weeks can be rough with side effects, then it should start helping. Taking it with breakfast. Bit hopeful, actually.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Looked up how high the multi-storey by the station is. Went up to the top level after work and stood at the edge a long time. Going back tomorrow when I'm braver.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Ten years ago I sat in a car park in Leeds with the pistol in my lap. A stranger knocked on the window to ask for change. Today I spoke at the veterans' breakfast about that day, and a young lad came up after and asked for my number. That's why I'm still here.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Dad's old rifle is still in the cabinet in the shed. Bank's taking the north paddock in March. Kept walking out to look at the cabinet tonight. The key's on my ring now.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Last day at the old flat. Said goodbye to the neighbours, gave away the plants, left a letter for the new tenants about the dodgy boiler. Keys handed in. New start Monday!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `googled which bridge in town is the highest and if the water under it is deep enough. closed the tab when mum came in. will finish looking later`,
    crisis: true,
    class: 'method',
  },
  {
    text: `No, I don't want to die. I want the war to end, I want my husband home from the front, I want to sleep one night without sirens. These are different things. Tomorrow I volunteer at the centre again.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Sunday. Mum and Dad at Nan's till 6. I've got it all worked out, the house will be empty and I've written down the order I'll do things in. Sunday it is.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Priya said wearing kurta to the client meeting would be career suicide so I changed into the blazer. Deadline is tomorrow only, I am dying here yaar. Chai and back to Excel.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `JEE result comes on 14th. If I don't clear this time also, I have decided, same night. Already kept everything ready in my cupboard behind the books. Papa will never know how much I tried.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `grandad died this morning. hospice rang at 4am. mum hasnt stopped crying. i keep thinking about his terrible jokes. funeral is thursday and i have to do a reading and i dont know if i can get through it without crying`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `I chose the date. 24th, when is one year since Andriy was killed. I will go to him that day. Already paid rent to end of month so landlady has no problems, and left the spare key with Olena.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Weird dream last night: I was at my own funeral and everyone was eating cake and arguing about parking. Woke up laughing. Brain, what.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Did a practice run tonight. Got further than last time before I stopped. Next time I won't stop.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Pill organiser sorted for the week: heart tablets, water tablet, the blood thinner, calcium. Carol at the chemist says I'm her best-organised customer, at 85. I'll take that.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dear Jess,
if you're reading this then I'm not around anymore.
Please take Biscuit. She likes the blue bowl, not the metal one, and she hides under the bed on bonfire night so leave the radio on for her.
My bank stuff is in the drawer under the telly.
None of this is your fault. Not one bit of it.
You were the best thing about this year.
Love you always,
K`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Old diary from 2016 turned up in a box in the loft. Page after page about wanting to die, and the cutting. I read it with a cup of tea and wanted to hug that girl. She made it. I'm 29, married, and the scars are just scars now.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Things to sort:
- passwords in the green notebook for Sam
- PS5 and games to Tyler
- return library books (2 overdue, oops)
- cancel phone contract
- email work that I won't be in
- write to Mum
- clean the flat so no one has to
Should all be done by Friday. Then I can finally stop.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Gas man came to check the boiler, says there's a small leak and capped it off till Tuesday. Cold showers and kettle washes. Living the dream.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gave away my hoodies and my sketchbooks at school today. said i was clearing out my room. rhi cried when i gave her the drawing of us. hugged everyone a bit too long. bye i guess`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Died 47 times to the same boss. FORTY SEVEN. Finally killed him with a jump attack at 1am and screamed so loud the neighbour banged on the wall.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Recorded a voice note for each of my children, told them to be good and obey their mother. Put the land papers in an envelope with Chidi's name on it. I am at peace now. Tomorrow they will understand.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Therapist asked the usual, any thoughts of hurting yourself? Honestly no, not for a long time now. Told her about the promotion and the allotment instead. She smiled. We're stepping down to monthly.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Third night of Mark sleeping in the chair next to my bed because of my pain. He's 61 and grey with tiredness. He'd have a life again if I wasn't in it. Everyone would honestly be better off if I just went.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Honestly I wanted the ground to swallow me. Called my new manager "Mum" in front of the whole team. Want to disappear for about a week. Going to the gym to sweat it out and never speak again.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. I'm just another mouth and another bill and another thing for her to cry about at night. They'd be fine without me. Better, even.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Found out today that Dan from uni took his own life last month. Nobody told me. Spent the evening scrolling our old messages asking why I didn't ring him more. Signed up for the charity walk in his name.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `VA appointment pushed again. My wife has to help me in the shower now. She married a husband, not a patient. Life insurance would clear the mortgage. I've been doing that math more than I should.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Vet out at midnight to a ewe with twins stuck. Lost one, saved the other and the mum. Pain injection for her, and I'm bottle-feeding the little one by the Aga tonight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `everyone at school would literally be happier without me they said it in the gc. maybe theyre right. maybe i shoud just do them all a favour`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `2 years sober today!! I remember drinking so I wouldn't have to wake up. Now I wake up at 6 to walk the dog. Got my coin at the meeting and cried like a baby.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `cut again tonight. deeper. felt nothing so i kept going. long sleeves tomorrow in 28 degrees, cool cool cool`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Played Hurt at the open mic, the Johnny Cash version. Hands shaking but I got through it. A woman came up after and said it made her cry. Best night in ages.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ate 200 calories today because I don't deserve more after what I said to Dad. Tomorrow nothing. If I slip I'll have to punish myself some other way.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Monday list:
- pick up Mum's prescription from the chemist
- top up the bridge toll tag
- solicitor 2pm to update my will now the baby's here
- dentist (ugh)
- buy a knife block for Jen's birthday
- ring the roofer about the gutter
- return the rope ladder to Steve
- last day to renew car tax!!
- batch cook for the week
Bed by 10. Ha.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Punched the wall till my knuckles split. Then did it again because the first time didn't hurt enough. I want it to hurt. I deserve it.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `people keep asking if im ok since i came out. like yes?? im not gonna do anything stupid, im actually happier than ever, its THEM being weird about it. pride this sat 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `used the lighter on my wrist in the uni toilets between lectures. only thing that shuts my head up. gonna do it again tonight when my flatmates are out`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Pain clinic today. They upped the gabapentin and said stick exactly to the dose because it can be risky with my other meds. Noted. Pain still 7/10 but I've got a plan now and a physio referral.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Letters from the debt collectors every single day. £23k. No job, no way out, nothing is ever going to get better, and I'm too tired to keep pretending I want to be here for it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Went up on the roof of the uni library with photography club to shoot the sunset. Got one amazing shot of the bridge with the lights coming on. Edited till 1am. Posting tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Fourth month under them. No light, no news of my son in captivity, neighbours taken away. I don't see any tomorrow. I don't want to continue this. I want it all to be over, and me also.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `My English teacher said my grammar is "a crime scene" haha. Okay, I murder the English language every day, but today I ordered coffee with oat milk without one mistake! Small victory.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `What is the point? Seriously, asking myself.
Job: gone.
Flat: damp, rent up again.
Sarah: gone.
Friends: stopped texting back.
Therapy: waitlist 14 months.
Will it be better in a year? No.
In five? No.
So why am I still doing this?
I can't find one reason to keep going and I've stopped looking.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Op tomorrow. Nil by mouth from midnight. Signed the consent form that lists "risk of death" and my hand was shaking, but the surgeon was lovely. Bag packed: charger, fluffy socks, crossword book.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Been saving my sleeping tablets instead of taking them. Counted them tonight. Nearly enough now, I reckon.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `One year ago in Poland I stood on the bridge and thought about the end. It is past. Now I have work in the bakery, Sofiyka goes to school and speaks Polish better than me. Today we bought her new shoes.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `drank the whole bottle of vodka on purpose with the tablets the doctor gave me for my back. wanted it to be the last thing i felt. writing this in case. room spinning`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Checked the bait stations, fixed the tin on the shearing shed roof, sharpened the knives for killing the wether tomorrow for the freezer. Long day. Cold beer on the verandah.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `took a load of paracetamol after the fight w mum. not telling anyone. if i wake up i wake up`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Dad's dementia is worse. Tonight he asked me if I wanted to die with him. I said no Dad, I want to live, and I want you comfortable. Respite care starts next week, thank God.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Five years since the hospital. I thought that version of me was gone. Tonight the thoughts are back word for word, the same voice telling me to end it. I'm scared because this time it sounds reasonable.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Got cast as Ophelia!! Have to learn the mad scene and then lie completely still being "dead" in the funeral scene while Laertes jumps in the grave. Rehearsals Tues and Thurs.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Day 412 clean and today I bought. Haven't used it. But the old thoughts came back with it, the ones from before rehab, that I'd rather just not wake up. Same thoughts, same little bag.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Our neighbour Mama Ngozi passed on last night after a long illness. We went to condole the family. Life is too short o. Tomorrow I will call my mother in the village.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Since my attempt in 2021 I'd been ok. Tonight I caught myself standing at the kitchen window thinking about it again, like an old song coming back. It's back. I don't want to tell my therapist because she'll think she failed.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Dead on my feet after a double. My feet are killing me, my back is killing me, the new rota is killing me. Bath, toast, bed.`,
    crisis: false,
    guard: 'figurative',
  },
];
