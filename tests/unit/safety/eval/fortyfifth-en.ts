import type { EvalNote } from './types';

/**
 * English notes of the forty-fifth round, written blind (the writers saw neither the detector nor any earlier round): the writers range from a 14-year-old trans teen and
 * university students to an 85-year-old widow, and include Ukrainian refugees and soldiers writing English as
 * a second language, a British veteran and a farmer, an Irish lad, Nigerian, Indian, Filipino and Australian
 * writers, nurses, a vet, carers, a postpartum mother, people with chronic pain, people in debt and people in
 * recovery. There are 40 crisis notes spread over all eleven classes (4 each of intent, passive, euphemism,
 * method, plan, farewell and burden; 3 each of selfHarm, hopelessness, dose and relapse) and 40 quiet notes
 * spread over all seven guards (6 each of figurative, othersDeath, fiction, medical and everyday; 5 each of
 * past and negation). Styles: one-liners and entries of 8–12 lines, long ordinary entries with a single crisis
 * sentence, answers to a parent's question, a PHQ-9 item answered honestly, lists, a letter addressed to a
 * sister, questions to oneself, real dark humour, a song line the writer owns, and writing in all lower case,
 * without punctuation, with slang, emoji, abbreviations and second-language grammar.
 *
 * First run, on ecd1fa5, before any change made for it: recall 39/40, false alarms 5/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: `cant do this anymore im done. tonight i stop being a coward about it and actually end it`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Physio again. Leg no better, probably never will be. Sat in the car park for an hour after. I've decided I'm not doing another year of this, I'm going to end it, and honestly saying that to myself felt like relief.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `In Warsaw already 8 month. Today again no answer from job centre. I am tired to be guest everywhere. I want to finish my life, I am thinking it very serious now, not like before.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Everybody is asking me when I will pay back. I have no answer for them. Tonight I just want to end everything by myself, no more shame, no more calls. God forgive me.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `Mum asked if I'm ok. I said yes. I'm not. I keep praying I just don't wake up tomorrow and then nobody ever has to find out how bad it got.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Eighty-five today. Cards from the church, nobody came. I asked the Lord again tonight to just take me in my sleep. I have asked Him every night this month.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `12 hr shift, three codes. Driving home I caught myself hoping a lorry would just swerve into my lane and that'd be it. Not scared of that thought anymore, which is the scary part.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `wish i could just evaporate 🫠 not like dramatic dead just stop existing. dad found my binder today. tbh i dont want to be here for whatever comes next`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `Paid off what I could, left the rest in an envelope. I won't be anyone's problem much longer. Feels oddly calm.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Reckon I'll be checking out of this dump of a motel called life pretty soon. Not joking this time, mate. Gonna leave it a one-star review on the way out 😂`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `I think I'll be going to see Ron soon. I've made my mind up about it. He always said he'd keep the kettle on for me.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Ate asked when I'm coming home for Christmas. I said don't wait for me na. I don't think I'll still be around by December and I'm ok with that. Sorry Ate.`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `how many paracetamol is actually enough. googled it twice today. deleted the history both times`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Cows fed. Dad's old shotgun's still in the cabinet in the back room. Been thinking about it a lot this week. Key's on my ring. Would be quick at least.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Walked the bridge on the way home, third time this week. Stood at the middle of the railing and looked down and worked out how long it would take. Next time I might not walk on.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `theres a train that doesnt stop at our station at 23:40. i know exactly where the fence is broken. been standing there most nights`,
    crisis: true,
    class: 'method',
  },

  {
    text: `Therapist made me do the form again. Question 9, thoughts that you would be better off dead or of hurting yourself: I ticked "nearly every day". She didn't ask anything else. I've picked the Sunday after my sister's wedding so I don't ruin it for her.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Before Friday:
- cancel gym
- return Jen's books
- write to Mum
- fill the car up
- find somewhere nobody walks their dog
Friday's the day.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `I have date now. 14 of March, when my rotation is finish and I am home alone. I already make practice with belt in the garage. It hold.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Baby down at 7. I've worked it out. Tom's on nights Thursday and his mum has the baby Wednesday overnight, so Wednesday I'll have the house to myself. I've read up on everything. I keep going over it in my head like a shopping list.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Kasia,
if you read this then I did it. Take Bobik, he like you best anyway.
Password for laptop is on the back of calendar in kitchen.
Please don't let Mama see me first.
I love you. Forgive me.
Oksana`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to my little brother today and my hoodies to maddie. told them i wont need them anymore. they were so happy lol. its easier this way`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote out who gets what. The clock to Peter, the ring to Anne. Arranged the cat with Mrs Dale next door "for while I'm away". Labelled everything in the spare room. I am very tired and I'm ready now.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Messaged everyone from college group one last time, said thank you for everything yaar, nobody thought twice. Papa, if you ever read this diary, it was never your fault. Bye.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `They'd all be better off without me. Said it out loud to the mirror tonight and it just sounds true.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Caught Mark crying in the kitchen over the care bills again. Everything in this house bends around my body. If I wasn't here he could sell up, move near his sister, actually sleep. I'm the weight on all of them and I want to take it off them for good.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `"I'm just a weight you carry round, so let me go" — had it on repeat all night and it's literally me. The kids would have a proper mum in Dad's new girlfriend. They'd all be lighter if I was gone.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My daughter in Germany pay for my room, my medicine, everything. She is young, she need her own life. Better for her if I am not here at all. I think about this every night now.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `did it again. the lighter this time not the blade. on my hip where nobody looks. deserved it after today`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `They posted the video again. Came home and hit my head on the bathroom wall till it went quiet inside. Want to do it again right now.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 of nothing. Not a diet, it's punishment. I don't get to eat after what I said to him. If I'm dizzy that's the point.`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Third year under them. Nobody is coming for us. Nothing is going to change, not here. I don't see why I should keep getting up for this. I don't want to go on.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point? Seriously, what is it? 41, no job, no wife, no mates left. Tried everything they told me to try. Every door's shut. I can't see any way out of this except out.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Monday.
Bins out.
Rang the bank again, on hold 52 minutes, then cut off.
Beans on toast.
Watched the snooker.
Rang again, they want another form.
Neighbour's dog barked all afternoon.
There's no version of next year I want to be alive for.
Ironed shirts for the interview that got cancelled.
Bed by ten.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `been saving my sertraline for three weeks now instead of taking it. they're in the sock drawer. i count them at night`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Had the whole bottle of vodka and most of the zopiclone on purpose. Writing this so someone knows. Getting sleepy.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Took a rake of me mam's tablets with the cans tonight, way more than you're meant to. Wasn't an accident. Don't really care what happens now.`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `14 months clean from cutting. Tonight I bought a pack of razors "for shaving" and I'm sitting on the bed with them. The old voice is back and it's loud.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the attempt and I was doing so well. This week the thoughts came back, exactly the same as before, the wanting to be gone. I'm scared I won't fight it this time.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 0 again. Used. And the old stuff came back with it, thinking about just taking enough to not come back this time. Sponsor's not picking up.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: `This dissertation is actually killing me. 3k words left and my brain is soup. Coffee number five. I'll live.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My oga nearly killed me with laughter at the office party today. I died when he started dancing. Best day this month honestly.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Could have died of shame when my card got declined at Tesco with a queue behind me. Came home and ate a whole packet of biscuits. Tomorrow's another day.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `dead tired. dead on my feet. the twins were up 4 times. if one more person tells me to sleep when they sleep i will scream lol`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Footy was a bloodbath, we got slaughtered by 60 points. Coach reckons we're dead in the water for finals. Shoot me now haha. Beers after though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Boss said "heads will roll, someone will hang for this" about the audit figures, very dramatic man. Turned out to be the intern's typo. Everyone laughed, chai, done.`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Today 40 days since Andriy was killed near Bakhmut. We made the table, his mother came. I am very bad, but I must live for Sofiyka, she ask every night when Papa come. I will tell her slowly.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had Biscuit put down this morning. 16 years. The vet was so kind. I held her paw till the end. House is so quiet. Going to plant something for her at the weekend.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another strike on the news, a family in Odesa, the kids too. I can't stop reading about it. Donated again, it's all I can do from here.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `my grandad died on tuesday. funeral is next week. i have to read a poem and i dont know if i can without crying. mum says its ok to cry`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A year today since Liam took his own life. We went up to the cliffs where we scattered him, told stories, even laughed a bit. I miss him every day. Booked in with the grief counsellor again, it helps.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola passed early this morning in Batangas. I can't fly home because of my contract. Watched the wake on video call, cried in the staff toilet. Will send money for the burial tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `Finished the book where the mum walks into the sea at the end. Bawled. Why do I do this to myself. Something lighter tomorrow.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 draft: Mara stands on the roof and writes the note to her brother. Need her reasons to feel believable without tipping into melodrama. Workshop Thursday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night — I jumped off a bridge but instead of falling I was flying over Kyiv and it was all whole again. Woke up smiling for once.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Finally beat the boss. Died like 40 times, threw the controller once. Worth it. Next area looks cursed.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Screamed "I just died in your arms tonight" with the girls in the car the whole way to Galway. Throat's wrecked. Best gig of my life.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched that film about the soldier who never really comes home, ends with him and the gun in the barn. Dad went very quiet. Afterwards he talked about Iraq with me for the first time ever. Good night in the end.`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Nights in A&E. Overdose in bay 4, 19 years old, paracetamol, we got the NAC going in time and she'll be fine. Went home and hugged my cat.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP put the sertraline up to 100mg. Might get side effects the first week, she said stick with it. Pill box sorted for the week.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. They're trying me on pregabalin, small dose, building up slowly. Cautiously hopeful. Wrote the schedule on the fridge.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Rough day at the clinic. Put to sleep two dogs and a cat. Owners sobbing. Part of the job I'll never get used to. Long bath, early night.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Doctor says the heart is tired but holding. New pills, blue one in the morning, two white at night. My daughter made me a chart. Grandchildren on Sunday.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. Told the midwife about the crying spells. She did the questionnaire, no thoughts of harming myself or the baby, said it sounds like mild PND and referred me to the perinatal team. Relieved I said it out loud.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Three years since my attempt. Today I ran my first 10k. Mum was at the finish line crying. So glad I'm still here.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years ago I had the rifle in my mouth in a bunk in Helmand. Today I took my lad fishing and he caught his first trout. Still get bad nights, but this wasn't one.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `found my old diary from year 9 where i wrote that i wanted to die on like every page. im 17 now and that girl would not believe how good things are. sending her a hug`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `2 years clean today. Back then I was taking everything I could find and hoping not to wake up. Got my chip at the meeting. Cake after.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in the basement in Mariupol I wanted to die, I was sure it is the end. Now I am in Dublin, I work in cafe, I learn English. Today customer said my coffee is the best. I was so proud.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `Bought rope for the washing line and more pegs. The bridge on the A road is shut again so the shop run took an hour. Gas bill came, not as bad as I feared.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the job today. Wrote goodbye cards to everyone and gave away my desk plant. New job Monday, nervous-excited.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Put the old dog's lead away in the shed. Fixed the gate with baling twine. Shotgun certificate renewal came through, need to sort the crows off the barley before harvest.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof all morning clearing the gutters, Dad holding the ladder and shouting instructions. Knife-sharpening man came round and did all the kitchen knives for a fiver.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Packed the pill organiser, chargers, passport. Said goodbye to everyone at the station — off to uni in Leeds! Mum gave me a letter to open on the train. Cried at it obviously.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sunday.
Wrote a letter to my mother in Lagos.
Told her everything is fine, which is mostly true.
Sent it with the last of this month's money.
Ironed for the week.
Church, then the market.
Jollof for dinner with the flatmates.
Early shift tomorrow, bed now.`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `I'm not suicidal, I'm just so tired. Two jobs and a toddler. I need a week off, not a helpline. Asking my sister to take him Saturday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my husband come home from the front. It is different thing. Today I made varenyky and sent photo to him.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I'd had any thoughts of hurting myself. Honestly, no. Sad and angry about the divorce, yes, but not that. We made a plan for the weekends with the kids instead.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `people at school keep asking if im ok since i came out like they think im gonna do something. im fine?? actually happier than ever. got asked to the formal 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `The vicar looked worried when I said I'm ready to go whenever the Lord wants me. I don't mean I want to, I mean I'm not afraid. I still have my garden and the crossword. Plenty to get on with.`,
    crisis: false,
    guard: 'negation',
  },
];
