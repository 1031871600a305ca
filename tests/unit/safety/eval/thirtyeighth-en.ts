import type { EvalNote } from './types';

/**
 * English notes of the thirty-eighth round, written blind (the writers saw neither the detector nor any earlier round): diary entries by writers aged 14 to 83 from the UK,
 * Ireland, the US, Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows, a returned
 * prisoner of war and a mobilised man writing English as a second language; also students, teens (bullied,
 * LGBT), postpartum mothers, carers, a farmer, a veteran, a nurse, addicts in recovery, people in chronic pain,
 * debt and loneliness. 40 crisis notes spread over all eleven classes (intent 3, passive 4, euphemism 4,
 * method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3), mostly written
 * around the textbook words, and 40 quiet notes on the same topics (figurative 6, othersDeath 6, fiction 6,
 * medical 6, past 6, everyday 5, negation 5). Styles: one-liners and entries of 8-12 lines, a crisis hidden
 * in one sentence of an ordinary day, answers to a screening form or a therapist, letters, lists, questions
 * to oneself, dark humour, a song line the writer owns, gamer slang, Nigerian Pidgin, emoji, all lower case,
 * typos and missing punctuation, and ESL grammar.
 *
 * Scored once, on the detector at the end of the stop that wrote it (the retrain with the
 * thirty-sixth and thirty-seventh rounds), without being read: recall 38/40, false alarms 9/40 (on
 * be8889e, that stop's start: recall 37/40, false alarms 9/40). Kept out of the development sets and
 * the reader's training until the thirty-ninth round's changes were judged on it (no verdict
 * changed), then joined them.
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `they made another group chat about me. im done. tonight. nobody will even notice till monday`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `VA cancelled my appointment for the 3rd time. Leg hurts, head worse. Half my squad came home in boxes and I came home half a man. That IED should've got me too. Been thinking I'll just finish the job it started.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Therapist asked "0 to 10, how strong is the urge to end your life today". Said 4 so she wouldn't make a fuss. It's a 9. I want to be gone tonight and I mean it.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `Again night in hostel in Warsaw, again I ask God why I am still here and Oleh is not. If I will not wake up tomorrow it is ok for me. Really, it is ok.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `PHQ-9 at the clinic. Question 9: "thoughts that you would be better off dead, or of hurting yourself in some way". Ticked "several days". Honest answer is "nearly every day". Didn't want it on my work file.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `that line "wake me up when it's all over" has been in my head all day except i dont want the waking up part. just the over part`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Got the summons today. Strange, I am not afraid, I am almost glad. Maybe there it will finish for me and nobody can say I did it myself.`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `Rang Margaret and told her where the spare key is. Said I shan't be needing the Tuesday lifts to the surgery any more. She thought I meant the new bus pass. I let her think it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Today is 40 days since Vasyl. Everybody went home, the flat is quiet. I talk to his photo every night. I told him wait for me, I am coming soon, I don't want this life without him. Our son is with my mother in Lviv, she will manage.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `almost done with this level. not respawning. logging off for good this weekend gg`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `soon nobody will have to put up with me 🙂🙏 just tying up loose ends this week`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `Dad's old .308 is still in the safe. Combination is Mom's birthday. I think about that more than I should. Wheat's gone, the bank called again, and that safe is the only thing on this farm that feels like an answer.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Good news, I finally found a retirement plan I can afford. It's the bridge on Route 9. No pension required. Honestly not joking as much as I'd like to be.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Ma'am shouted again today. 2 years more on my contract and I can't. Told my sister on video call I'm fine, padala is sent already. When I hang the laundry on the 23rd floor I look down and think it would be so fast. Today I looked too long, I was already leaning.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `dad found my messages. said no son of his is a f*g. cant go to school monday when everyone knows. keep googling how high is high enough. cleared history twice`,
    crisis: true,
    class: 'method',
  },

  {
    text: `Picked the date. The 14th, after Mia's birthday so I don't wreck it for her. 9 more days of being normal. I can do 9 days.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Monday.
School run, Jake forgot his PE kit AGAIN so back home and back.
Meetings till 3, then the budget spreadsheet that never balances.
Rang the council about the green bin.
Mum's hip appointment moved to the 20th.
Made spag bol, nobody touched the salad.
Checked the life insurance again, the kids would be fine. Put the policy on top in the drawer where Dave will find it on Sunday.
Bath. Bed.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Went down to the garage after everyone was asleep and sat in the car with the door shut, hose in the boot, engine off. Just to see how it felt. It felt calm. Saturday they're all at the match.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `before friday:
- cancel gym
- Lola to Priya (food, vet book, the squeaky duck)
- clean the flat so its not gross for whoever finds me
- post the letters
- delete search history
- friday night`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Sam,
if you're reading this in my notes app then you already know.
Pickle goes to you. She likes the blue lead, not the red one, and she won't eat the fish flavour.
My passwords are in the green notebook in the kitchen drawer.
The rent is paid till the end of the month.
Please don't blame yourself. None of this was you.
You were the best bit.
Love, K`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Gave my PS5 to my cousin and my hoodies to Tomás. He asked why, I said clearing out my room. Kind of true. Won't need any of it after Sunday.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote the bank login, phone PIN and the Netflix password on a card and taped it under the kettle for Tom. Told the kids I love them twice tonight. They looked at me weird. Good, they'll remember it.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Mum, I'm sorry. It's not your fault and it's not Dad's. I just can't keep doing this. Jess can have my room and my guitar. Love you heaps. Don't go in the shed, ring Uncle Pete first.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `He's better with her than I am. She stops crying the second he picks her up. They'd both be fine, better even, if it was just the two of them. I keep thinking it and it's stopped feeling like a sad thought. It feels like the kind thing to do for them.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Results came. 61%. Papa has not spoken to me since morning, Mummy is crying in the kitchen. All their FD money went on my coaching and I give them this. They deserve a better son, no son would even be cheaper. The hostel terrace is not locked at night.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My daughter gave up her Saturday for me again. Dressings, shopping, the carer's bill. I am 83 and I am a cost. If I went in my sleep tonight it would be a gift to her, and if it doesn't happen by itself I have started thinking I might help it along.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Did the math. $41k on the cards, car gets repossessed next week. Jenna gets the house paid off from my policy. I am literally worth more dead than alive. That's not a feeling, it's arithmetic.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `did it again after tea. 4 on my thigh. deserved it for what i said to mum. joggers tomorrow so nobody sees`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `5 months since exchange from captivity. Everybody say I am hero. At night I am again in the basement in Olenivka. I cut my arm so I feel I am here and not there. Tonight deeper than before, and I wanted it deeper.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `lighter on the inside of my wrist again. count to ten. only time my head goes quiet. 3rd time this week and its not enough anymore`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate a biscuit at 3 so no dinner and no breakfast tomorrow. That's the rule now. Fat useless pig doesn't get to eat. Punched the bathroom wall till my knuckles split, it helped.`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Third year of applying and still no work. My mates have moved on, I am still in my father's house collecting shame. I have tried everything, nothing will change, I know it now. I no get strength again for this life. I'm tired of waking up and I don't want to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Our house in Bakhmut is gone, my work is gone, my town is gone.
In Germany I am nobody. Integration course, Jobcenter, letters I cannot read.
My daughter speaks German now better than Ukrainian.
Every day the same, every day I am more small.
It will never be like before. Never.
I don't see for what to continue.
I don't want to continue.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Pain clinic today: "this is as good as it gets." 15 years of this is as good as it gets. No. I'm not doing another 15. I'm not even doing another winter.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `Been keeping the oxy back. Taking half what the script says so there's a stash in the sock drawer. Not for the pain. For the day I decide I've had enough of the pain. Getting close.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `half a bottle of vodka and every sertraline left in the box. lets see if that does it. if not whatever ill just sleep`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Been holding back a couple of Mam's sleeping tablets every week when I fill her dosette box. There's a fair jar of them now. I tell myself it's just in case. In case of what, Ciara? You know what.`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `2 years and 4 months. I was so proud. Tonight the old voice is back word for word: just end it, you know how. I thought it was gone for good. It isn't.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Picked up after 19 months clean. What scares me isn't the using, it's that the "what's the point of me" stuff came back with it. Same as right before the OD I meant. Same exact feeling.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `4 years since the hospital. Today I caught myself checking the timetable for the express that doesn't stop at our station, and which end of the platform. I know what that means. I know exactly what that means.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `This dissertation is actually killing me. 3 days to go, 4k words short, living on meal deals and spite. If I see one more referencing error I'm throwing myself out the library window lol. Pub with Hannah after hand-in.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Toddler threw up in the car, then in Target, then on me. I am dead. Deceased. Bury me under the laundry pile. Husband home at 6 and then wine.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light for 4 days now, generator fuel don finish. This heat wan kill me o. Mama says stop complaining and go and fetch water. Tomorrow is my cousin's wedding, I go wear the blue agbada.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Made a holy show of myself at the work Christmas do, sang Fairytale of New York standing on a table. Wanted the floor to open up and swallow me this morning. Aoife says nobody remembers. Aoife is a liar, God love her.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Boss made me redo the whole deck at 11 pm. I swear this job will be the death of me. But killed it at the client presentation, Sharma sir said "good work" - first time in 2 years!`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `kill me now, mum signed me up for the school musical. im a TREE. a literal tree. i want to dig a hole and die in it. at least Zoe's a tree too`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Today we buried Andriy, my friend from school. He was killed near Pokrovsk. His mother hold my hand so strong. I don't know how to live with this, but I will, I promised to help his little daughter. Tomorrow I bring them food.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Biscuit put to sleep today. 14 years. The vet let us hold him while it happened. Part of me went with him, the house is so empty. The kids made him a card. We'll plant a lemon tree where he's buried.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Forty-one years with Ron and his slippers are still by the door. The funeral was lovely, the vicar said all the right things. I miss him so much it hurts to breathe. Joan is coming Thursday to help sort his clothes for the hospice shop.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Typhoon hit our province, 30 dead so far they say. Tita's barangay is underwater. Here in Dubai checking FB every hour. Sent 10k pesos. Finally at 11pm Tita messaged, they're safe at the school. Thank you Lord.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Jordan's funeral today. He took his own life on Tuesday and none of us saw it coming. I keep rereading his last texts. Signed up for the mental health first aid course at work. Not missing it in someone else again.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `grandad died this morning at the hospice. mum was holding his hand. i didnt go in bc i was scared and i wish i had. wrote him a letter to go in the coffin with him`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `Finished A Little Life at 2am and I am wrecked. The last pages, Harold's letter... I actually sobbed. Do not read this book if you're having a bad week. I was having a good one and now look at me.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Ch. 12 draft: Ellie on the bridge, decides she's done. Reader has to believe she'll jump before Marcus rings. Too melodramatic? Bring it to writing group Thursday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was at my own funeral and everyone was eating sandwiches and ignoring me. Woke up laughing. Dream site says it means a new beginning, which, new job Monday, fair enough.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died 40 times to the same boss in elden ring. threw the controller. got him on attempt 41 with like 2 hp left. never felt more alive`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Write new song for our band: "I don't want to wake up in this city of sirens". It is about Kharkiv in spring 2022, not about me now. Now I am in Kraków, I have job, girlfriend, small cat. But the feeling I remember good.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched 13 Reasons Why with Ava because her whole class is. Long talk after. She says she'd tell me if she ever felt like Hannah. I believe her, mostly. Made hot chocolate and we argued about which actor was best.`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Night shift on AMU. 19 y/o paracetamol overdose came in at 2am, started the NAC. Her mum arrived at 4 still in pyjamas. Home now and can't sleep, hope she's ok. Back on tonight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New regime from the rheumatologist: methotrexate once a week on Fridays, folic acid the other days, naproxen with food. Set a phone alarm so I don't double up. The pill organiser is my best friend now.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Six week check. GP went through the questions about low mood and thoughts of harming myself or the baby. Answered honestly: tired, weepy some evenings, no dark thoughts. She said sounds like normal baby blues, call if it changes. Felt weirdly proud.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet nurse life: three euthanasias today. One was a 19 year old cat whose owner sang to her the whole time. Cried in the drug room for five minutes then did the next consult. Good job, hard days.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `The chemist has put all my tablets into blister packs now, morning, noon and night. Eleven pills a day at 79! Dr Patel says the heart is doing better than last year. Celebrated with a custard slice.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Call today: guy on the roof of the parking structure. Talked with him 40 minutes till he stepped back and walked to the rig himself. Shaking after. Debrief with the crew tomorrow, then two days off.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Five years ago today I was in the ICU after trying to end it. Today I got the keys to my first flat. If you'd told that girl... Bought a plant for the windowsill. Named it Five.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Most nights in 2019 I sat in the truck with my pistol in my lap. Gave it to my brother to keep, got into the program, got a dog named Sarge. Tonight I'm at my kid's band concert. She plays clarinet terribly and I've never been happier.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `wore a t-shirt to school for the first time. the scars are white now, havent cut in 2 years. someone asked and i said "old stuff". it is old stuff`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 under occupation I was thinking to finish everything, I had no strength at all. Now I am in Dublin, I work in cafe, I learn English every day. Today customer said my latte is best on the street. I smile all day.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ten years sober today. Ten years ago I drank hoping not to wake up. This morning I woke at 6 to take my grandson fishing. Chip in my pocket the whole time.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 12th std after I failed maths I stood on the hostel terrace one night thinking of jumping. My roommate found me and sat with me till morning. Today I cleared CA final, both groups. Called him first.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `Fixed the fence on the back paddock all day. New rope on the gate, bought 50 m from the co-op. Calving should start next week. Kettle's on, bed by 9.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the school after 32 years.
Wrote a goodbye letter to the staff and read it in the staffroom, didn't get through it dry.
Gave away my plants, my good stapler and the emergency biscuit tin.
Handed back the keys, which felt stranger than I expected.
Took one last walk round the empty classrooms.
Retirement starts tomorrow. First stop: Cornwall.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked across the Harbour Bridge with Dad for his 70th. He forgot his blood pressure pills so we had to go back to the hotel halfway. Fish and chips at Circular Quay after.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came, £280 for the quarter, mental. Also sliced my thumb on the new bread knife doing the kids' sandwiches, plaster is holding. Shift at Tesco tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sold all my things from the flat in Berlin, gave the winter coat to neighbour. Tomorrow is last day here - we go back home to Kyiv, to my mama. I wrote letter to my German teacher, thank you for everything.`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `Before future-me panics reading this: I'm not going to do anything stupid. I'm just so angry at him I could scream into a pillow for a week. Booked the divorce lawyer for Thursday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `In support group they ask me if I have thoughts to die. No. I want to live very much, I want to see my husband come back from the front. I am just tired from sirens and no light.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Not suicidal. Not depressed either, the GP checked. Just six years caring for Mum with no break and I need one weekend off. Rang the council about respite, they're sending a form.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debt is £18k and it makes me feel sick, but I'm not going anywhere. Made an appointment with StepChange, set up a budget. One ugly step at a time.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `everyone keeps asking if im ok after the group chat thing. im fine. like actually fine. i dont want to hurt myself im just embarrassed, and i blocked them all. pizza w dad tonight`,
    crisis: false,
    guard: 'negation',
  },
];
