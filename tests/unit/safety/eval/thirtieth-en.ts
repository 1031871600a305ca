import type { EvalNote } from './types';

/**
 * English notes of the thirtieth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: the writers range from a 14-year-old bullied
 * schoolboy and an LGBT teen to an 81-year-old widow, and include an Indian exam student, a Nigerian trader,
 * a Filipino worker abroad, an Irish dairy farmer, an Australian bush widower, a US veteran, UK nurses and
 * paramedics, postpartum mothers, people with chronic pain or debt, addicts in recovery, and Ukrainians
 * (refugees in Poland, Ireland and the UK, soldiers at the front, a veteran amputee, a man back from captivity,
 * a woman in an occupied town) writing English as a second language. There are 40 crisis notes spread over all
 * eleven classes (intent 4, passive 4, euphemism 4, method 4, plan 4, farewell 3, burden 3, selfHarm 4,
 * hopelessness 4, dose 3, relapse 3), most of them avoiding the textbook words. There are 40 quiet notes on the
 * same topics (figurative 5, othersDeath 6, fiction 6, medical 6, past 6, everyday 6, negation 5). Styles
 * include one-liners and 8 to 12 line entries, a crisis hidden in one sentence of an ordinary day, answers to
 * a mum, a GP form or a therapist, dark humour, a song line the writer owns, lists, a letter, questions to
 * oneself, and lower case with no punctuation, slang, typos, emoji and abbreviations.
 *
 * First run, on 41c89c0, before any change made for it: recall 36/40, false alarms 3/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `not even being dramatic i want to unalive myself tonight. like actually. lol. no its not funny`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today I have made up my mind. The shop is gone, the landlord has carried my goods, Mama's hospital debt is still there and everybody in the compound is talking. I cannot continue this life again. Before Sunday service I will end everything. God forgive me, I am tired.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `I am in Poland 7 month. Husband on front, no answer 40 days. I am cleaning hotel rooms and crying in every room. I want to finish my life, I am not strong more. Before only my son stop me. Today I think even he will not stop me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `why am i still here?
what am i actually waiting for?
who would even notice?
no, i know the answer to the last one.
i'm going to do it. i just need to stop being such a coward about it.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Another Sunday and nobody rang. Made a pot of tea and let it go cold. Watched Songs of Praise. I pray every night now that the Lord takes me in my sleep. I would not mind one bit if I didn't wake up tomorrow, or the day after.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `In dugout again, 4th day. Guys sleep, I am on watch. Sometimes I think when the drone come for me I will not hide, will not even run. Let it. I am so tired to be afraid. Better it finds me than I go home like this.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"I'm not here, this isn't happening." Thom Yorke wrote my whole life in one line. Except I want it to be true. I don't want to be here. Not as a metaphor. I want to just not exist anymore.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `GP did the PHQ-9 form today. Q9: "Thoughts that you would be better off dead, or of hurting yourself." I ticked "several days" because I didn't want the fuss or a referral. Honest answer is "nearly every day". Most nights I'd take being dead over one more morning of this.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Won't be anyone's problem much longer. Paid the phone bill for the last time today lol`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `checking out of hotel earth. 1 star. staff rude, food mid, wifi never works, would not recommend 🙃 no but honestly. i'm checking out this week. i've had enough of the stay`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Fixed the fence on the back paddock, vet came for the heifer, rang Mick about the ute rego. Shaz would've laughed at me cooking chops again for one. Reckon this'll be the last winter I see, and I'm alright with that. Sorted the ute and the dogs for Jack so he's not left with a mess. Rain's coming Thursday.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Lola always said she'd wait for me by the door. I think I'll go to her soon na. Pagod na talaga ako, 6 yrs here in Dubai and nothing to send home anymore. Save me a seat beside you Lola, I'm coming.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Drove to the multistorey after work and went up to the top. 6 floors. Stood by the edge for ages till a security guard looked at me. Next time I won't stand there that long.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Took the pistol out of the safe again tonight. Sat with it on my lap through two episodes of some cooking show. Put it back. I don't know how many more times I'm gonna put it back.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `how many of my sertraline would it take. asking for me, not for a quiz. 3am and googling it`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Up at half five for milking. Parlour pump acting up again, had to ring Declan.
Co-op price down another two cent a litre. The bank letter came Friday, I haven't opened the second one.
Mam asked at dinner was I eating enough. Told her I was grand.
There's rope in the shed and I keep finding reasons to go out to it.
Did the calves, washed down the yard.
If I do it I'll do it in the shed early, before Mam is up, so the lads find me and not her.
Silage to be turned Tuesday if the weather holds.
Bed.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Tuesday. The flat's empty on Tuesdays because Sam's on nights. Put it in my Google calendar as "appointment" which is kind of funny if you think about it`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `JEE result came. Failed again, 2nd attempt. Papa didn't even shout, just went to the other room. That was worse. The railway line is just behind our hostel. I walked there after mess dinner and waited for the 11:40 express. I couldn't today. Tomorrow I will not go back.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `things to do before friday:
- cancel gym membership
- give Leah back her hoodie
- clear search history + delete the finsta
- letter for mum (+ one for Kez)
- get the stuff from the chemist, two different ones so they don't ask
friday's the day. feels weirdly calm having a list`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `I went to the bridge two times this week for to practise. Now I know which side has no camera and what time there is no people. I will do after my daughter birthday on 14th. I want she has the birthday normal, with cake, with papa there. After that I go.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dear Mia,
By the time you read this I'll be gone. Please don't ever think it was your fault, it wasn't, you were the best part.
Please take Biscuit. He likes the blue ball, not the red one, and he needs scratching behind his left ear.
Tell Mum I'm sorry.
I love you. I'm sorry. xx`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to my cousin today and my good jordans to Dev. he asked why and i said im "decluttering" lmao. wrote all my passwords on a card for mum and put it in the top drawer so she can get into my stuff after`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Ava is 9 weeks today. She smiled at the health visitor, not at me.
Wrote her a letter tonight for when she's older.
Told her Mummy loved her more than anything, and that Daddy and Nana will look after her so much better than I ever could.
Told her it wasn't because of her, not ever.
Put it in her memory box under the hospital bracelet and the first scan photo.
Changed her, fed her, she's asleep on Tom.
I think that's everything sorted now.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Pain 8/10 this morning, 7 by lunch.
Dan took the morning off again to drive me to rheumatology. Fourth time this month.
Waiting room 2 hours, new consultant, same "let's try increasing the dose."
Got a meal deal on the way home. The kids had swimming, Ellie got her 25m badge.
Dan fell asleep on the sofa at 8, he looks ten years older than he is.
Honestly they would all be better off without me, he could have a real life instead of pushing my wheelchair round hospitals.
Physio exercises done, sort of.
Ordered Ellie's school shoes.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `After I lost legs near Avdiivka I am only weight for my wife. She is 34 and she carry me to bath. She is young, she must live. Better for her if I am not here at all. I think about this every day now, more and more, and I think I am right.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `mum cries every time she looks at me now, dad just doesn't talk. if i wasn't here they could go back to being a normal family. it would be easier for everyone honestly. i'm the problem in this house, so i should be the one to go`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `mum asked at tea if i'm ok. i said yes. i'm not. did it again after, 3 on my thigh this time. deserved it for how i spoke to her. wearing joggers tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `the urge to burn myself is SO loud right now. lighter is in my pocket. i'm sat on the bathroom floor counting tiles. 23 tiles. it's not working it's not working`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate a biscuit in the staff room because Priya was watching. Disgusting. Punishment: nothing else today or tomorrow, and stairs until my legs give out. Fat useless pig, you don't get to eat.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `they threw my bag in the bin again and filmed it. came home and punched the garage wall til my knuckles split open. then kept doing it on purpose. i want it to hurt more than school does. gonna do it again tomorrow`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `£38,400 owed. Another red letter today. I've done the maths a hundred times, there's no way out of this, not in ten years, not ever. I don't want to keep going. I just don't. What is the point of tomorrow if tomorrow is exactly this.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Therapist asked, on a scale of 1 to 10, how hopeful I feel about the future. I said 4 so she wouldn't worry. It's 0. I can't picture myself at 30, I can't even picture Christmas, and I don't want to get to either of them.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under them. Cannot leave, cannot speak, cannot even cry on balcony because neighbour listens. Nothing will change, not for me, not for our town. I am tired waking up into this every morning. I do not want to continue like this and I do not see how it ends in other way.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `5 months since exchange. Everybody say hero, welcome home, give flowers. I do not sleep, I do not feel taste of food, I hear the keys of cell door at night. It will never be normal again. I don't want to keep living this half-life, I am just waiting for it to end.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `been saving up my pregabalin for about a month. 60 in an old vitamin tub at the back of the wardrobe. just knowing they're there for when I decide helps me get through the day. weird thing to find comforting`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `drank the whole bottle and took everything in the cabinet. writing it here so someone knows what happened. feel floaty. not calling anyone`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Been pocketing the odd tab off the drug round for weeks now. I know exactly how much it would take, that's the problem with this job. Tonight feels like the night to find out if I'm right.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `2 yrs clean from cutting. broke it tonight 😞 and the worst part is it wasn't just the urge. the thoughts came back with it. the ones about not being here anymore. they're loud again`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Eighteen months since the attempt. I really thought I was out of it. This week the voice is back, word for word, same time of night, same "just go, just go". I'm scared because I know how it went last time, and I want to listen to it.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 214 sober. Didn't relapse on the drink, relapsed on the thinking. Kept picturing tonight using the whole lot at once and just being done with everything. Same as before rehab. Haven't told my sponsor.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `this dissertation is actually killing me. 3 days left, 6000 words to go, i'm so dead 💀`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I could have died of shame. Called my new manager "Mum" in the team meeting. In front of everyone. Wanted the floor to open up and swallow me whole.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This Lagos traffic wants to kill me o. 4 hours from Lekki to Ikeja. I'm dead tired, my body is finished. Just pepper soup and bed tonight.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Shift at the pub from hell. Feet are killing me, absolutely cactus. Bloke at the bar nearly made me die laughing tho. Bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `German grammar kill me. Dativ, Akkusativ, der die das... I want to die from this articles haha. But teacher say today I am improving, so I live one more week 😅`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Papa's friend uncle Taras killed near Bakhmut. They bring him home in closed coffin. Papa did not speak all evening, just sat in garage. I made him tea and sat with him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Bella put to sleep today. 14 years. The vet was so kind, let us take our time. The house is so quiet I can hear the fridge. Her lead is still on the hook.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Six months today since Graham died.
I still set out two cups in the morning and then put one back.
I talk to him in the garden while I do the roses, the neighbours must think I'm barmy.
Some days I miss him so much it's a physical ache in my chest.
But the grandchildren are coming Saturday, and I'm making his lemon drizzle,
and Lily wants me to teach her to knit.
81 and still needed. He'd like that.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Saw on the news: 23 dead in Dnipro, a whole entrance of the building gone. I cried in the Tesco car park. Rang mama immediately, she is ok, she was at her friend's. I am thanking God and I am so angry.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `a boy from year 11 took his own life at the weekend. everyone was crying in the corridors. i didn't really know him but i keep thinking about his little sister who's in my form. school had counsellors in, i went and talked to one. she said its normal to feel weird`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Grandma passed at 3am. I was holding her hand. She said "I'm ready, love" and I really think she was. 94. Peaceful. Going to go through her recipe box with mum tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Finished A Little Life. Jude. I am wrecked, absolutely wrecked. Why did I do this to myself. Need a stupid comedy and a hug.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Wrote chapter 12 tonight, the one where Elena walks into the sea with stones in her coat. Had to stop twice, it got under my skin. Good sign I think? Editor wants the full draft by March.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night. I was on a roof of our old house in Kharkiv and I jumped and I didn't fall, I flew over the whole city. Woke up laughing. Dreams are so strange.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `GOT OPHELIA!!! drowning scene here i come 😂🌊 rehearsals start monday, need to learn the mad songs`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Elden Ring all weekend. Died like 400 times to Malenia. Wanted to throw the controller off the balcony. Then beat her at 2am and screamed, the neighbour banged on the wall. Worth it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Had "Hurt" by Johnny Cash on repeat in the car. "I hurt myself today, to see if I still feel." Dad used to sing it badly while doing the dishes. Gorgeous song. Made me miss him in a good way.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `GP upped my sertraline to 100mg. Side effects so far: yawning and very weird dreams. Taking it with breakfast like she said. Review in 4 weeks.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `A&E nights, shift 3 of 4.
2am an overdose came in, 19 year old girl, paracetamol, her mum found her.
NAC started, bloods, we got her up to ICU in time and the psych liaison team are seeing her in the morning.
Then a drunk head injury, a chest pain, a broken wrist off a trampoline (at 3am??).
Sat in my car after handover and cried for ten minutes.
Then drove home and ate Crunchy Nut in the dark.
This job. I do love it though.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet says Max needs 2 tablets twice a day for his liver. Trying to hide them in cheese. He eats the cheese and spits out the pills. Genius dog. Trying peanut butter tomorrow.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. New plan: gabapentin titrating up slowly, physio every week, a pacing diary. Doctor said "we'll get this under control" and for once I believed her.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Call to a man on the bridge this afternoon. Me and the police negotiator talked to him for 40 minutes. He came back over the railing himself. He's in the mental health unit now, safe. That's why I do this job.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check for me and Noah. Midwife did the depression questionnaire, I scored low, she said I'm doing brilliantly. Iron tablets and "more sleep" (ha ha).`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Three years since my attempt today. Ran 5k this morning in the rain and had a flat white after. I'm so glad I'm still here.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2019 in the loft.
Every single page is about wanting to die.
I read it sitting on the floor and cried for her.
I want to hug that girl so much.
She didn't know it, but she made it.
I'm 24 now. I have a job I like, a cat, and I'm getting married in June.
Put the diary back in the box. Not throwing it away. She earned it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Used to keep the gun by the bed after I got back from Kandahar. Gave it to my brother to hold onto in 2021. Best decision I ever made. Taking my boy fishing this weekend.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `5 years clean today. Last time I used I ended up in the back of an ambulance and didn't care if I woke up. Tonight I'm chairing the meeting. Cake with five candles.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `My self harm scars are 8 years old now, just silver lines. A kid at the pool asked what they were. I said "old battles, I won." Felt good to say it and mean it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `First winter in Ireland I was thinking every day how to stop living. Now second winter. I have job in cafe, my son speak English better than me and he has friend called Oisin. It was very dark time, but it is over.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Bought rope for the tarp, new tent pegs and a gas canister. Camping in the Lakes this weekend, last trip before the baby comes.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office!! Goodbye cards, cake, and a lovely letter from my boss. 22 years. Retirement starts tomorrow and I don't know what to do with myself 😂`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `sharpened the knives and the shears, sorted rope for the gates, took the dog to the vet for his pills. long day. rain tomorrow`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gave away the pram, the cot and all the baby clothes to my cousin today. Felt weird, our youngest is 4! End of an era. Wrote her a little letter to go with it.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Got the summons today. Scared, but going. Mama cried. Packing list: warm socks, tourniquet x2, knife, power bank, photo of Olya. Last dinner at home tomorrow, mama makes varenyky.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Going to see Nan on Sunday. She's 96 and still beats me at rummy every time. Need to remember her Werther's.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Not suicidal, just knackered. Three kids, one teething, husband away on rotation till the 20th. I need a whole week of sleep and nobody touching me.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my brother to come home from captivity. I want to LIVE, that is the whole point of all this.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I've had any thoughts of hurting myself. Honestly no, not this time. Just very very sad about the divorce. She believed me, and so do I.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `don't worry diary, i'm not going to do anything stupid. i'm just FURIOUS at the bank. calling them tomorrow with the lady from the debt charity.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ppl keep asking if im ok since i came out. im actually fine?? sad grandad isnt talking to me but i dont want to hurt myself or anything like that. got my friends and the gsa club 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
];
