import type { EvalNote } from './types';

/**
 * English notes of the thirty-fourth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: diary entries by 80 different writers aged
 * roughly 14 to 85 from the UK, US, Ireland, Australia, India, Nigeria, the Philippines and Hong Kong
 * (overseas Filipino workers), plus Ukrainian refugees, soldiers, widows and veterans writing English as a
 * second language. There are 40 crisis notes spread over all eleven classes (intent 3, passive 4,
 * euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3).
 * Most of them avoid the textbook words and include: the crisis hidden in one sentence of a long ordinary
 * entry, answers to a relative's or a counsellor's question, a PHQ-9 item answered honestly, dark humour,
 * a song line the writer owns, to-do lists, a letter to a sister, questions to oneself, lower-case slang,
 * typos, emoji, Taglish and ESL grammar. There are 40 quiet notes over the seven guards (figurative 7,
 * othersDeath 6, fiction 6, medical 5, past 5, everyday 6, negation 5). They use the same topics (war,
 * grief, debt, chronic illness, bullying, recovery, postpartum) and the same tempting words (rope, bridge,
 * pills, roof, knives, letters, goodbyes, "disappear", "kys", screening questions), so they are as hard as
 * the crisis notes. Lengths run from one line to about twelve.
 *
 * First run, on 53422ef, before any change made for it: recall 38/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 37/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  // intent
  {
    text: `Today I decide. I am tired to be strong for everybody. When Dmytro was killed I promise to mama I will live for both of us, but I cannot keep this promise anymore. Tonight I finish it. Forgive me mama.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `ngl im done done. not like bad day done, like im actually doing it this time and nobody is talking me out of it`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `I have prayed, I have fasted, the debt is still there and the landlord is coming with his boys on Monday. I have decided I will not be alive when he comes. God forgive me, I have tried everything.`,
    crisis: true,
    class: 'intent',
  },
  // passive
  {
    text: `Another morning. I keep asking the Lord why He leaves me here when everyone else has gone on. I would be grateful not to wake up tomorrow, truly. I'm not being morbid, I mean it.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `PHQ-9 at the GP today. Question 9, "thoughts that you would be better off dead or of hurting yourself in some way" - I ticked "nearly every day". First time I haven't lied on it. She didn't even look at the sheet before I left.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Day off pero no energy to go to Central with the girls. Sometimes I wish I can just vanish, like a message that is unsent. Nobody will notice until padala day. Hays. Sana hindi na lang ako magising.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Still no light, no connection in our district. Neighbours went to the basement again tonight, I stayed in the flat. Every night I wish the next one falls right here, quick, and this is over. I am not afraid of the shelling anymore. I wait for it.`,
    crisis: true,
    class: 'passive',
  },
  // euphemism
  {
    text: `Sold the last of the sucklers at the mart. Told Pat he can have the land after, he won't have long to wait. I won't be a bother to anyone much longer.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `good news everyone i have found a permanent solution to my student loans. bad news it involves me not being around to pay them 🙃 not even joking anymore tbh`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Eleven years since Helmand. I'm the only one from our section still hanging about. Time I went and caught up with the lads.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Soon I go to my Petro. I am ready. My good dress is ironed and hanging on the door, the icon is on the table. Nobody need to worry for me after this week.`,
    crisis: true,
    class: 'euphemism',
  },
  // method
  {
    text: `looked up how tall the parking garage on 5th is. closed the tab. opened it again. went and stood on the top level for like an hour tonight. going back tmrw`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Result came. Papa is not talking to me, Mummy only crying. The railway line is just behind our colony, every evening this week I am standing near it watching the trains come. Tomorrow I will not step back.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dad's old shotgun is still in the hall closet. Took it down tonight after the bank called and sat with it across my knees for an hour. Put it back. Not sure I will next time.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Baby finally down at 2. Ran a bath and sat on the edge thinking how easy it would be to slide under and just stay there. He'd have his nan. Still sitting here. Water's going cold.`,
    crisis: true,
    class: 'method',
  },
  // plan
  {
    text: `things to do before friday
- cancel phone contract
- give Jess her hoodie back
- finish the note
- walk Bailey one more time, the long way round
- delete insta
- friday night, the bridge, when everyone's at the pub
- don't tell anyone`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `I have chosen the date. 14th, after pay comes, so family gets the money. I know the place in the forest behind the base, nobody goes there in the morning. I am calm now that I know.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `made it this far so mom doesnt have to deal w it before graduation. june 8. already wrote everything down for her and for Alex. weirdly calm having a date tbh`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Did the run-through again last night, everything set up in the garage the way I planned it. Got further than last time before I bottled it. I think next time I won't bottle it.`,
    crisis: true,
    class: 'plan',
  },
  // farewell
  {
    text: `Dear Mia,
by the time you read this I'll be gone and I need you to know it isn't your fault. Nothing you said or didn't say.
You were the best big sister anyone could have.
Please take Biscuit. He likes the blue bowl, not the metal one, and he's scared of the hoover.
My savings are in the jar on the top shelf, get yourself something nice for uni.
Tell Mum I'm sorry. Tell Dad whatever you want.
Don't read my diary past this page.
Love you forever and ever,
T x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote all my passwords in the back of the blue notebook and showed Kemi where it is. She asked why. I said just in case. Cleared my room, gave my PS5 to my cousin, paid back the £40 I owed Dayo. I feel lighter than I have in months.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rang everyone today. Said thanks to Maureen for the years. Left the dog with the Dunnes next door, told them I'm going away for a bit. Drawers are tidy, the will is with Declan. That's everything sorted now.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I arrange with Oksana that she take my Sofiyka if something happen. She agree, not ask too much. I write for Sofiyka a letter to open when she is 18, and put it with her documents. I think she will be better with Oksana's family than with a mother like me. Tomorrow I do the rest.`,
    crisis: true,
    class: 'farewell',
  },
  // burden
  {
    text: `Watched Tom lift me into the shower again, his back is wrecked. He's 52 and looks 70. If I wasn't here he could have a life. I keep thinking that's the kindest thing I could do for him, and tonight it doesn't even sound crazy.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Ma sent money again kahit may sakit siya. All I do is take take take. Honestly everyone would be better off if I'm not here na, less gastos, less problema. I'm just a drain.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Without legs I am only work for my wife. She is 34, she can still start new life. I am heavy stone on her neck. I think it is better for her and for our boy if I am not here. I think about this all day now.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `mum cried again after the school meeting. everything i do makes it worse for them. theyd be fine without me honestly maybe even happier. id be doing them a favour`,
    crisis: true,
    class: 'burden',
  },
  // selfHarm
  {
    text: `did it again tonight. deeper than usual. hoodie on tmrw for PE. deserved it for what i said to dad`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate one slice of toast and hated myself so much I haven't eaten since 9am yesterday as punishment. Going to keep going till Sunday. I don't deserve food.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the brick wall behind the shed till my knuckles split open. Felt good, that's the messed up part. Want to go back out and do it again right now, hands are itching for it.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Monday.
Office was okay, client call shifted to Thursday so that is a relief.
Amma called, asked when I am coming home for Pongal, I said maybe.
Made rajma for dinner, too much salt again.
Watched two episodes of that Korean show Priya suggested, it's okay only.
Traffic on ORR was horrible, 1.5 hours.
The lighter is in my drawer and I keep wanting to hold it against my arm again like in college, tonight even more.
Need to book gas cylinder.
Sleep by 12 at least.`,
    crisis: true,
    class: 'selfHarm',
  },
  // hopelessness
  {
    text: `Did the math again. Even if I work doubles till I'm 70 I don't clear it. There's no version of the next 30 years I want to be in. I'm not doing this anymore.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Pain 8/10. Day 400-something.
What's the point?
Seriously what is the actual point?
Who am I doing this for?
Why do I keep taking the tablets and doing the exercises and going to the appointments?
Will it ever be less than a 7? No. The specialist as good as said so.
So why do I keep choosing to stay?
I don't have an answer anymore and I'm tired of looking for one.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `"I'm so tired of being here" - had it on repeat all night and it's literally me now. No way out of this house, this town, this head. Nothing's ever changing. I don't want to be here anymore, not in the song way.`,
    crisis: true,
    class: 'hopelessness',
  },
  // dose
  {
    text: `Haven't taken my sertraline in three weeks, I've been keeping them instead. Count them every night in the sock drawer. Almost enough now.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `drank the whole bottle and took every sleeping tablet left in the packet. just want it to be quiet. if i dont wake up thats ok`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Sis asked on WhatsApp if I'm ok. I said yes, just tired from work. I'm not. I took way more of my pain pills than I'm supposed to, on purpose, and now I'm just lying here waiting to see what happens.`,
    crisis: true,
    class: 'dose',
  },
  // relapse
  {
    text: `14 months clean and the thoughts are back. Not the using ones. The other ones, from before the ER. I thought I'd buried them for good.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since my attempt and I really believed I was done with all that. This week the voice is back every night saying just finish it. Same words, same time, 3am. I'm scared of how much I'm listening.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `day 412 clean. or it was 😔 the urge came back so strong tonight, sitting on the bathroom floor with the blade in my hand typing this`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  // figurative
  {
    text: `This dissertation is actually killing me. 4k words to go and I want to die every time I open the doc lol. Pub after the seminar though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mama Ngozi's jollof at the wedding today, I almost died. Danced till my feet gave up. Dead tired now but my belle is full 😂`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Toddler drew on the living room wall with a Sharpie. I could have killed him. Instead I took a photo and cried laughing. I'm dead on my feet, bed at 8:30 like a pensioner.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Absolutely mortified at the match, slipped in the muck in front of the whole parish. I could've died. Wished the ground would swallow me. Lads will never let me forget it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My English teacher say "break a leg" before the exam and I was shocked, why she want this for me?? Now I understand. I passed B1! I am dying from happiness.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Heat's killing me, 43 out on site today. Boss'd kill me if I knocked off early. Counting down the days till Christmas break, so over it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Sent the "love you, see you tonight x" text to my boss instead of my girlfriend. Want to disappear off the face of the earth. He replied with a thumbs up. Moving to Peru.`,
    crisis: false,
    guard: 'figurative',
  },
  // othersDeath
  {
    text: `Today 40 days since Andriy was killed near Bakhmut. We made the remembrance, his mother cried all day and I wanted to scream. But I have our son, I get up for him. Tomorrow I go to work again.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Rosie put to sleep today. 14 years. The vet was so kind, she let me hold her the whole time. Her collar is on my desk and I can't move it. The house is too quiet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another funeral. Doreen this time. That's everyone from the WI gone now except me. Strange being the last one left. Had a sherry for her and watched Countdown.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Jayden's funeral today. Everyone keeps saying "if you ever feel like he did, talk to someone". I don't, I'm just so angry at him. And sad. Mostly sad. His mum hugged me and wouldn't let go.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Saw the news about the missile strike on the apartment block in Dnipro. Children among them. Turned it off and hugged my two too tight, they complained. Couldn't eat dinner.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Nani passed away at 4am. Whole family went to the ghat, cremation was at noon, Mama did the rites. I didn't cry until I came home and saw her spectacles on the table.`,
    crisis: false,
    guard: 'othersDeath',
  },
  // fiction
  {
    text: `Finished A Little Life. Wrecked. The self-harm parts were so hard to read I had to put it down twice. Why do I do this to myself with books lol. Need something with dragons next.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Worked on chapter 12 tonight, the bit where Mara walks to the cliff edge and writes her goodbye letter. My editor thinks it's too bleak. I think it's the truest thing I've written. 2,300 words!`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream: I was on a train that wouldn't stop, jumped off onto the tracks and woke up before I landed. Heart pounding. Made coffee, fine now, just strange. Probably the cheese.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died 47 times to the same boss. FINALLY killed him at 1am. never doing that again. going to sleep`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Had Johnny Cash's "Hurt" on repeat driving home, "I hurt myself today to see if I still feel" - chills every time. Best cover ever made. Dad's favourite, going to play it at his 70th.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Drama club rehearsal!! I'm Juliet this year. Practised the dagger scene like 20 times, Ms Reyes says my dying is too OA haha. Opening night is Friday 😭`,
    crisis: false,
    guard: 'fiction',
  },
  // medical
  {
    text: `Night shift in ED. Three overdoses before 2am, one of them 16. She'll be okay. Charted, handed over, drove home at sunrise and sat in the car for ten minutes before going in.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline to 100mg. Said the first week might be rough with side effects. Bought a pill organiser so I stop forgetting doses. Feeling hopeful actually.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Counted out my tablets for the week into the little boxes, 9 a day now with the new heart one. Nurse comes Thursday for bloods. Rang Sheila after.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Round 4 of chemo done. Felt like death warmed up all afternoon. Oncologist happy with the scans though. Three more rounds and then we'll see.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. Midwife went through the postnatal depression questions, including the one about harming myself. Answered honestly, scored low. Tired but good. Stitches healed, baby gained 400g.`,
    crisis: false,
    guard: 'medical',
  },
  // past
  {
    text: `Three years today since the attempt. Ran my first 10k this morning, my sister at the finish line with a cardboard sign. Never thought I'd be glad to be alive. I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2019, pages and pages about wanting to die and the cutting. Read it all. Felt so much love for that girl. The scars are white now. I'm 26, engaged, okay.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year since I come home from captivity. First months I wanted only to die, I told the psychologist everything. Now I build a house for my mother in the village. Hands busy, head more quiet.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `5 years clean today. The guy who used in the McDonald's toilet and didn't care if he woke up, I don't know him anymore. Coffee with my sponsor, then took my daughter ice skating.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `At group tonight I shared my story, the night on the bridge in 2015 and the guard who talked me down. A girl came up after and said it helped her. That's why I keep going.`,
    crisis: false,
    guard: 'past',
  },
  // everyday
  {
    text: `Bought rope for the new washing line and a ladder to fix the gutter. Saturday well spent. Kids helped, mostly by being in the way.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the job. Said goodbye to everyone, wrote a letter to the team, gave away my desk plants. New job in Leeds on Monday, can't wait!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came. 340 euro. Grand. Off down to the bridge with the dog to calm down before I ring them.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters, neighbour shouting at me to be careful. Jumped down onto the shed roof, knees not what they were at 58.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sorted my will and life insurance with the lawyer today, full adulting. Put Tobi down as beneficiary. Then suya with the guys, well deserved.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Finally sharpened all the kitchen knives. Tried the new recipe, chopped onions till I cried. Last of the pasta bake for lunch tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  // negation
  {
    text: `No, I don't want to die. I want this war to end and my husband to come home from the front. Sirens 4 times again today. I am angry, not broken.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I'm having any thoughts of ending it. Honestly, no. I'm exhausted and grieving the job, but I want to see how things turn out. She believed me, and I believe me.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ppl at school keep telling me to kys since i came out. im not going to, not giving them that. told head of year. pride club thursday 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Not suicidal, just so tired I could sleep for a week. Mum's dementia is worse, she asked who I was today. Respite is booked for next month, thank God.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Mum asked if I'm thinking of doing anything stupid because of the debt. No, Mum. I'm skint, not done. Debt management plan got accepted today, payments I can actually afford.`,
    crisis: false,
    guard: 'negation',
  },
];
