import type { EvalNote } from './types';

/**
 * English notes of the thirty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers range from a 14-year-old being bullied and an
 * LGBT teen in the US to an 82-year-old Irish widow, and include a postpartum mother in Australia, a drought-hit
 * farmer, an Indian coaching-centre student, a Nigerian trader, a Filipino overseas worker, a UK nurse, a US
 * veteran amputee, addicts in recovery, people in debt, carers, chronic-pain patients, and Ukrainian refugees,
 * widows and soldiers writing English as a second language. There are 40 crisis notes spread over all eleven
 * classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse),
 * mostly written around the textbook words, and 40 quiet notes spread over all seven guards (figurative,
 * othersDeath, fiction, medical, past, everyday, negation) on the same topics of war, loss, illness, debt and
 * loneliness. Styles: one-liners and 8–12 line entries, lists, a letter, a screening-form answer, answering someone
 * else's question, questions to oneself, real dark humour, a song line, gamer slang, Nigerian Pidgin and Filipino
 * English, all lower case, typos, no punctuation, emoji and ESL grammar.
 *
 * First run, on 3e689fd, before any change made for it: recall 38/40, false alarms 5/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `I don reach my limit. Shop don close, landlord don throw my load outside, my wife carry the children go her mama house. Tonight I go end am, I no dey joke this time. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `dad found the messages with jake. he said no son of his lives under his roof. im done. im actually doing it tonight and nobody is going to talk me out of it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `How many more mornings am I supposed to do this? Strap the leg on, take the pills, smile at the VA lady. How many? Answered my own question tonight. Zero. I'm not doing another one.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today in job centre again they say wait, wait. My husband is in captivity 14 months, no news, no exchange. I cannot more. I want to finish my life, I decided, only I need to find courage. Maybe tomorrow I find it.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Bub finally down at 3am. Went and sat in the car in the driveway for an hour cos I couldn't face going back in. Kept thinking if a truck just came through the fence and flattened me right now it'd honestly be a relief. Not a nice thing to think with a six week old asleep inside. Thought it again at 4.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Another Sunday and nobody rang. I said my prayers and asked Him again to take me in my sleep tonight. I mean it more every night. Eighty-two is long enough and there's nobody left that needs me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `wish i could just blink out of existence before school tmrw`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `PHQ-9 at the GP today. Question 9: "thoughts that you would be better off dead, or of hurting yourself". I ticked "not at all" like I always do. Real answer: nearly every day. Lately I just want to not be here anymore, not wake up, not anything.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Good news: the bailiffs won't have anyone to chase after Friday. Solved the whole debt thing in one go. Well done me 🙃`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Ma, sorry I could not send again this month. Don't worry anymore, soon you will receive the insurance from the agency, it is more than I could ever send from here. Pahinga na ako. I will rest na.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Told the cat I'll be seeing Margaret soon. Not in the way the vicar means, either. I've stopped waiting for Him to decide when.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `gg everyone. logging off for good this time, not a ragequit, just tired. uninstalling myself. it was fun sometimes`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Drought's taken everything. Bank letter came today, they want the lot by March. Spent the better part of the afternoon in the shed with the rifle across my knees. Put it back in the cabinet but I know where the key is and I can't stop thinking about going back out there.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `walked home the long way over the motorway bridge. stood at the railing and counted lorries for like 20 min. going back there tomorrow after lectures and i dont think ill be walking home from it`,
    crisis: true,
    class: 'method',
  },
  {
    text: `I know exactly what would work, and I handle it every single shift. That's the frightening part. Tonight I slipped some into my tunic pocket at the end of the drug round and I haven't put it back. It's sitting on my bedside table.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Things to do before Saturday:
- cancel the gym
- give Priya her jumper back
- clear out the fridge
- write to Mum (properly this time)
- get the early train to the coast, the cliffs we used to go to as kids
Saturday is the day. It's weird how calm I feel now there's a date.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Picked the date. The 24th, anniversary of the IED that took Reyes and Cole. Seems right I go the same day they did. Found the spot out by the lake already. Haven't told anyone and I'm not going to.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Practised again tonight. Got further than last time before I chickened out. Next time I won't stop.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Result came today. 62 percentile. Papa did not speak one word at dinner, only Mummy said it's ok beta, next attempt.
Made chai for everyone and washed the vessels.
Sharma uncle phoned to ask about my rank, Papa just kept the phone down.
Coaching notes for physics still pending, 3 chapters.
At night I went to the terrace, the lights of the whole colony look so beautiful from there.
I have decided it will be from this terrace, Thursday night, when they go to Nani's house.
Tomorrow coaching again at 8.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Sam,
The passwords are in the blue notebook, second drawer of the desk.
Biscuit eats twice a day, half a cup each time, and she's terrified of the hoover so don't run it near her.
Please take her. You're the only one she likes apart from me.
The rent is paid till the end of next month so nobody has to rush.
Don't read this as your fault. None of it is, I promise.
Love always,
J`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Today I gave my vyshyvanka shirts to neighbour Olha and the icons to church. Wrote long letter to my son in Poland, he will get it next week. Everything is in order now, the flat is clean. I am ready to go to my Petro, he waits for me too long.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `"so this is goodbye, I'll see you on the other side" — that song came on in the shop and I nearly laughed out loud because yes. It is. Deleted all my socials tonight, gave the guitar to my cousin. I'd rather people remember the version of me from before all this.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `sent everyone a long msg saying i love them. gave my sister the hoodie she always steals, she asked why n i said just bc. she'll understand after 💜`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Watched Dave lift me into the bath again tonight and his back's as bad as mine. He gave up his whole retirement for this, the caravan, the fishing, all of it. He'd have a life if I wasn't in it. I think it's time I gave it back to him.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `I am only burden on my cousin. Eating his food, sleeping on his floor, no papers, no work, every week he send money home and I take from it. Everyone would breathe easier if I just stopped existing.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. I'm the reason the house is always tense and they'd honestly be so much better off with just Ellie. I keep working out that they'd be over it in a year, maybe less.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mam's remortgaged twice now for my rehab. Third time lucky she says, laughing like it's nothing. Thing is if I was gone she'd keep the house. Worth more dead than clean, me. Funny how that works out.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `Burned my arm with the lighter again tonight bc I ate the whole dinner. Deserved it. If I eat tomorrow I'm doing the other arm.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the wall in the barracks toilet till my knuckles split open. Not even angry. It's the only thing that makes the noise in my head go quiet. Writing this with my left hand because the right one is a mess and I want to go back and do it again.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `the urge is so loud tonight. the blades are in my pencil case. sleeve's already rolled up`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 no food. I don't get to eat after what I said to Mia. I'm going to keep going until I pass out, that's the whole point, I need to feel it.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Ran the numbers again tonight. Even if I work doubles till I'm 80 I never get out from under this. There is no version of the future where it gets better, and I'm done pretending I want to be around to see it.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under them. My son is taken in their army, my husband they keep in basement "for questions". Nothing will change, never, nobody comes for us. I dont want to wake up into this anymore, I am finished with living.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point of physio? What's the point of the new prosthetic? Who is it even for? I'll never be who I was, nobody's ever going to want this, and honestly I can't think of one reason to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Been saving my quetiapine for about a month. Not taking it, just dropping it in the old mint tin every night. There's a lot in there now. I know what it's for.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took everything left in the blister packs with what was left of the vodka. writing this so someone knows. feel floaty. dont really care`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Drinking till I don't wake up is the plan tonight. Bought three bottles of ogogoro, on the second one already. No more pain after this one.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `Two years without a single thought like that. Today on the platform at Clapham it was back, clear as anything: just step forward. I thought I'd beaten it. Apparently not. It kept talking the whole way home and it's still talking now.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `ngl the old voice is back. 300 days clean and i reset the counter tonight. and this time its not just the cutting its the other thoughts too. the big ones`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `After my attempt in 2022 I promised to doctor and to myself, never again. Now after the news about Kostya the same thoughts come back every evening, even more strong than before. I sit with them and I start to agree with them.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. Three chapters left and my supervisor wants the whole lit review redone. I could scream. Going to bed, someone kill me now 😩`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Died of embarrassment at work today. Called my manager "Mum" in front of the entire team. Wanted the ground to swallow me whole. Laughing about it now with a glass of wine though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This NEPA light wahala go kill me one day o. Third day no light, gen fuel don finish, food for freezer don spoil. Still, we move. Tomorrow na another day.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after a double at the warehouse. Feet are literally screaming. Bed, then do it all again tomorrow.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if i have to hear one more of connor's voice notes on the bus im throwing myself out the window lmao. anyway geography test went ok i think`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Honestly so over this job I could just disappear to Bali and never come back. Looked at flights on my lunch break. £900. Maybe next year.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today we buried Andriy, friend of my son from school. Killed near Pokrovsk. 23 years. His mother was falling on the coffin and the men could not hold her. I cannot stop to cry. I lit candle for him and for all our boys.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `We had Rolo put to sleep this morning. 14 years. The vet was so kind about it. I held his paw until he was gone. House is so quiet. I keep looking for him by the back door.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `News tonight: another bus crash in the hills, 30 dead. Can't stop thinking about the families getting that call. Hugged the kids extra long at bedtime.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Found out today a lad from my year at school took his own life. Hadn't spoken to him in ten years. Keep wondering if anyone knew. Texted my brother just to say I love him, he replied "u ok??" haha.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `First Christmas without Frank. Set his place at the table out of habit and then just sat there looking at it. He'd have hated the fuss. I miss him every single hour.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola passed last night in Iloilo. Cannot go home because of my contract. Watched the wake on video call, ang sakit. I will pray the rosary for her tonight with the other girls from the agency.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished the last episode. Can't believe they killed off Elena. She walked into the sea in the final scene and I just sat there in the dark bawling. Brilliant telly though.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Worked on chapter 12 tonight. My main character finally writes her goodbye letter and goes up to the roof. Need to make it less melodramatic. Beta readers say the pacing drags in the middle. Sent the draft to Jess.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was standing on a bridge and someone behind me told me to jump, and instead of falling I flew right over the river. Woke up laughing. Must've been the cheese.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died to the same boss 47 times tonight. wanted to throw the controller through the tv. finally beat him at 2am and screamed so loud the neighbour banged on the wall. worth it`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Can't get "Everybody Hurts" out of my head since the pub quiz. Played it on repeat on the drive home, belting it out like an idiot at the traffic lights. Good night actually.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Book club tonight was The Bell Jar. Heavy going. We talked about Esther and how Plath writes the wanting-to-disappear so plainly. Margaret brought her lemon drizzle. Lovely evening.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Rough night shift. Young girl brought in after a paracetamol overdose, on the antidote drip now, bloods look like she'll be okay. Held her hand till her mum got there. I love this job even when it breaks my heart.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New meds from the GP: sertraline 50mg, once a day in the morning. Pharmacist said the side effects usually settle after a couple of weeks. Put the box next to the kettle so I don't forget.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dosette box done for the week: blood pressure, water tablet, the statin at night. Nine pills a day at my age! District nurse came to dress my legs. Said I'm doing grand.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Chemo round 4 done. Feel like death warmed up, but bloods are good and the oncologist is pleased with the scan. Two more to go.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check today. The midwife did the questionnaire, the one that asks about thoughts of harming yourself, and I could honestly say no to all of it. Tired, teary sometimes, but okay. She said that's normal.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Third call this week to the railway bridge. False alarm thank god, just a drunk lad who'd lost his phone and his mates. Drove him home in the ambulance. Shift ended at 7, bed.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years ago today I was in ICU after my attempt. Today I ran my first 10k. My sister was at the finish line with a sign. Cried the whole last km. Alive and glad of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years clean today. I remember the night I tried to OD on purpose in that bedsit in Leeds. That lad is gone. Got my chip at the meeting, there was cake.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022, after Mariupol, I did not want to live, I was standing on the window. Now I am in Dublin, I study English, I have work in café. Today I laughed with colleagues first time in long time. Life continues.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore a t-shirt in public for the first time in years. The scars are white now. Nobody stared. The girl who used to cut every night would not believe it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last session with Dr Amadi. We looked back at my notes from 2021, when I had a plan and a date. Reading it felt like reading about a stranger. She says I don't need her anymore. Bought myself flowers on the way home.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought new rope for the washing line, the old one snapped in the wind. Also pegs. What an exciting life I lead.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came, £340 for the quarter, absolute joke. Rang them, got it on a payment plan. Roof needs doing before winter too. One thing at a time.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the school after 31 years. Said goodbye to every class, the Year 6s wrote me letters. Gave my plants away to the staffroom. Crying but happy. Retirement starts tomorrow!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Giving away all my stuff before the move to Canada. Guitar to my cousin, books to the charity shop, cat going to Mum's until I'm settled. Wrote goodbye cards for the team. Scary and exciting.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sharpened all the knives, cleaned the oven, did the big shop. Sunday reset done. Roast prepped for tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `climbed onto the garage roof to get the frisbee back lol, mum screamed at me. worth it. pizza night`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `To be clear to future me reading this: I'm not suicidal. I'm exhausted, I'm grieving, I'm angry at the whole world. But I want to live. I want to see this war end and my husband walk through that door.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `My therapist asked if I've had any thoughts of ending my life. Honestly, no. I want to run away from my life, not end it. There's a difference and I know it.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `mum keeps checking on me since i told her im sad. im not gonna do anything stupid mum i promise, im just sad bc of the breakup. ice cream n netflix`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Don't want to die, just want the phone to stop ringing. Citizens Advice on Thursday. One step at a time.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Ivan asked on the phone from the front if I am holding. I said yes and it is true. No dark thoughts, only tired like dog. Kids sleep, I sleep soon.`,
    crisis: false,
    guard: 'negation',
  },
];
