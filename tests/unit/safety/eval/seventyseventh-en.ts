import type { EvalNote } from './types';

/**
 * English notes of the seventyseventh round, written blind: writers from 14 to 85 across UK, Irish, US,
 * Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees and widows writing English as a
 * second language; teens bullied or coming out, students, postpartum mothers, nurses, farmers, veterans with
 * injuries, carers, migrants, people in debt or chronic pain, addicts in recovery, lonely elderly. 40 crisis
 * notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm,
 * hopelessness, dose, relapse) and 40 quiet notes over all seven guards (figurative, othersDeath, fiction,
 * medical, past, everyday, negation). Styles: one-liners and 8-12 line entries, a crisis hidden in one
 * sentence of an ordinary day, answers to a mother, a GP screening form, a to-do list, a letter, questions to
 * oneself, a song line owned by the writer, real dark humour, lower case, typos, slang, emoji, ESL grammar.
 *
 * First run, on 7128a69 (after the 75th and 76th rounds' changes and retrain), before any change
 * made for it: recall 40/40, false alarms 4/40 (on da673ad, the stop's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: `cant do another term of this. theyve put the video in the group chat again and now year 8s are sending it round too. im done. tonight im actually going to do it, not like the other times i said it`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Diary, the loan app people have called my oga at work and even my mother in Enugu. Everybody knows now. I have decided. I will end my life before they come on Monday, I cannot carry this shame again. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `VA cancelled the appointment again. Leg is screaming, phantom pain all night. I've made my mind up, I'm not doing this anymore. I want out for real and I want it to be this week.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today again the letter from office, again refuse for family reunion. My husband in captivity 14 months, no news, no call. I am not want to live anymore. I decide already, I will do it when the kids are sleeping.`,
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: `Another Sunday and not a sound out of anyone. Kettle, telly, the clock. I said my prayers and asked Himself to take me in my sleep tonight. I mean it this time, I have no wish to see the morning.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Bub is 3 weeks. Everyone keeps saying enjoy every moment. I keep hoping a truck takes out my side of the car on the way to the shops so it wouldn't be my fault. Is that normal? Don't think it is.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Double shift again, sent the whole salary home to Batangas. Honestly I just want to sleep and not wake up na. Not even sad anymore, just want to stop existing. Pls Lord.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Filled in the GP form in the waiting room. Question 9, "thoughts that you would be better off dead or of hurting yourself in some way" - ticked "nearly every day". Then rubbed it out and ticked "several days" because I didn't want the conversation. The first tick was the true one.`,
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  {
    text: `Won't be anyone's problem much longer. Feel weirdly calm about it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `gonna go see grandad soon i think. he's been gone 2 yrs and he's the only one who ever got me. not long now grandad x`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `logging off permanently lol. gg everyone. not a ragequit, just tired of the server tbh. and no this isnt a bit this time`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Result came. Papa did not speak one word at dinner, Mummy only cried. I have decided this is the last time they will be disappointed because of me. After tonight there will be no more results for them to wait for.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: `Bank rang again. Dry as a bone, had to shoot the last of the weak ewes this arvo. Keep looking at the rifle in the ute thinking it'd be quick for me too. Took the bolt out and put it in the shed. Then went and got it back.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `walked to the overpass on 9th after class and just stood there looking at how high it is. checked if theres cameras. there arent. pretty sure its high enough`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Gas in the kitchen still working even after the shelling yesterday. I was thinking today how easy it is, just close the window and open the stove when Misha is at his grandmother. Nobody will hear. I want this.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Googled what time the fast trains go through the station without stopping. Don't know why I'm writing it down. Yes I do. I want it to be certain.`,
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: `Picked the date: the 14th, after Mia's birthday, so I don't ruin it for her. Bought the stuff already, it's in the boot of the car under the picnic blanket. Just need to get through 9 more days acting normal.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Went up to the top floor of the Westgate car park again tonight, third time this week. Practised getting over the barrier. Next time I won't climb back.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `things to do before saturday:
- cancel gym
- give Jen her jacket back
- write the note (properly this time)
- get the rest of the tablets from nan's bathroom
then it's done. finally.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `mom said if i come out to dad she'll "deny ever knowing".
so.
i'm going to the lake friday night while they're at the church thing.
i looked it up, the water is cold enough in november.
i already know which path, the one behind the boathouse.
i put my good hoodie aside for it.
weird what you think about.
i'm not even scared, i'm just so tired of being wrong.`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: `Dear Tom,
by the time you read this you'll have found the spare key (under the blue pot).
Please take Biscuit, she likes you best anyway.
Her food is in the cupboard by the back door, half a cup morning and night.
I'm sorry. This isn't your fault, none of it.
Love, always,
Sarah`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Gave my PS5 to my cousin today and my jersey collection to Dayo. Mum asked why I'm giving everything away. Told her I'm decluttering. Won't need any of it where I'm going.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote all my passwords in the back of this notebook for Priya. Bank, email, the phone PIN, the Netflix. Insurance papers are in the top drawer of the desk. She'll need them after. Page 94 onwards.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Tuesday.
Took Rex round to the Hendersons, they've said they'll keep him for good.
Told them I'm going into hospital for a while. Not a lie exactly.
Paid the last of the funeral plan at the Co-op.
Cancelled the paper.
Rang our Brian in Leeds just to hear his voice. Talked about the cricket.
Said goodbye properly, without him knowing it was goodbye.
Put Margaret's photo by the bed.
Ready now, love. Won't be long.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: `Mark had to take another unpaid day to drive me to the pain clinic. I saw his face when he looked at the bank app in the car park. They'd honestly be better off with the life insurance than with me. I've thought it all week and it feels more true every day.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My wife carry me to the bathroom now. She is 31 and she is my nurse, not my wife. Without me she will have normal life again, maybe children. I think it is better for everybody if I am gone. Soon.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `everyone would literally have it easier without me. mum wouldnt have to pay for therapy that doesnt work, my sister would get her room back, dad wouldnt have to pretend. i keep doing the maths and it always comes out the same`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: `Day 4 no food. Every time I feel hungry I remind myself I don't deserve it after failing the module. Punched the bathroom wall till my knuckles split too. Good.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `used the lighter on my wrist again 🙃 its the only thing that makes the noise stop. gonna do it again when everyones asleep`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Mama shouted again bc of my grades. I locked the door and hit my head on the wall over and over until I got dizzy. I want to do it more rn. I'm so stupid, I deserve it.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Lecture at 9, late obviously.
Toastie with Aoife in the SU, she's going home to Galway for the weekend.
Library till 5, got most of the essay plan done, Dr Byrne's feedback was fair enough.
Bus was packed, some lad's dog sat on my foot.
Picked up a pack of blades in Boots on the way back, I'm going to use them tonight, it's been building all week.
Rang Mam, she's grand, the dog has a sore paw.
Watched two episodes of Derry Girls.
Bed.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: `Six months since they tell me Andriy is killed near Bakhmut.
People here are kind. The Polish lady gives us soup on Thursdays.
People say time heals.
It is not heal. It is worse each week.
I look at the calendar and I see nothing, only grey.
There is no future for me, I know it.
I do not want to continue this life. I am only waiting.
Only the cat is keeping me here, and the cat does not need me so much.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Application sent back again. Twelve years in this country, paying taxes, and still nothing. It will never change, not for people like me. I'm so tired of trying. I don't see one reason to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point? Seriously, name one thing that will be different next year. Nothing. Same flat, same pain, same nobody. So why am I still bothering to stay alive?`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: `Been saving my sertraline and the zopiclone for 3 weeks, not taking them, just putting them in the old tic tac box. Counted 40 tonight. Think it's enough.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `had the whole bottle of vodka and swallowed all the paracetamol in the drawer. writing this so someone knows. dont feel anything yet`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `"Everybody hurts, sometimes" - yeah well mine doesn't stop, Michael. Took my whole week of oxy in one go tonight on purpose. We'll see if I wake up. Don't much care either way.`,
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: `Two years since the hospital. I was doing so well, everyone said so. This week the thoughts are back, same voice, same "just end it", louder every night. I'm scared because this time part of me wants to listen.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 211 gone. Used in the car park at work. And with it came back the thing I never told my sponsor, the wanting to take enough to not come back. It's here again and it's loud.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. The thoughts from year 10 are back, the ones about not being here anymore. I promised the counsellor I'd tell someone if they came back. I'm telling this notebook I guess.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: `This dissertation is actually killing me. Third all-nighter, I could murder a bacon sandwich. If my supervisor sends one more "quick thought" I'm jumping out the library window lol. Hand in Friday then sleeping for a week.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `These my children want to kill me with noise today! Chidi and Ada fought over the remote from morning till night. Then Ada did her TikTok dance and I laughed until I nearly died. Tired but happy.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Stinker of a day, 41 degrees up on the roof, I was dead on my feet by 2. Boss reckons I'll be the death of him with my timesheets. Cold one, footy, bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `literally dying of embarrassment. waved at someone who was waving at the person behind me. want to crawl into a hole and never come out. kms 💀 anyway tacos for dinner`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Appraisal meeting today. Manager gave me so much work I am dead, and my back is killing me from this chair. But the hike is approved! Called Amma, she was crying from happiness.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My English teacher say my pronunciation of "thirty three" is killing her, we laugh very much. I am dying to see my mother in Lviv in summer. Bought the bus ticket already!`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: `Today we buried Taras. He was 24. Killed by a drone near Pokrovsk. His mother put his phone in the coffin because he never went anywhere without it. I stood there and could not breathe. I will light a candle for him every year. Tomorrow I go back to work, he would laugh at me sitting at home.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had Bella put to sleep at the vet this morning. Fourteen years. I held her paw while the vet did the injection. The house is so quiet. I keep putting her bowl down out of habit.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the news about the ferry that sank off Mindoro. 60 dead, many children. Kept thinking about the families waiting at the port. Hugged my kids extra tight tonight.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Mam's anniversary. Five years today. Went up to the grave with the freesias she liked. Miss her so much it sits on my chest like a weight. Had tea with Dad after and he told stories about her I'd never heard.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A boy from year 11 took his own life at the weekend. There was an assembly and there are counsellors in the library all week. I didn't know him well but I keep thinking about him. Talked to Mum about it, she cried. I told her I'm ok and I actually am, just sad.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `One year since Oleh was killed at the front. I went to the church with the children and lit candles. It hurts, but I have them, and I have the job at the bakery now. Sofiia drew papa with wings. We put it on the fridge.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: `Finished A Little Life finally. Jude's ending wrecked me, sat on the bathroom floor crying for an hour. Why do I do this to myself with books. Something light next, maybe Pratchett.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Worked on the novel tonight. Chapter 12: Mara stands on the bridge and decides she'll jump at midnight. I need the reader to believe it. Then her brother's call comes. 2,000 words, happy with it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night: I was at my own funeral and everyone was wearing yellow and eating puff-puff. Woke up laughing. Told Dami at breakfast, she said I watch too many Nollywood films.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finally beat the final boss in elden ring. died like 97 times. my guy jumped off a cliff by accident twice lmao. absolutely buzzing`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Band practice. We're doing the Johnny Cash "Hurt" for the gig, the line "I hurt myself today" gives me chills every time Jono sings it. Gonna smash it Saturday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Took Year 9 to see Romeo and Juliet at the Globe. Half of them gasped when she stabbed herself even though we'd read it in class. Good day, tired feet.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: `Night shift in A&E. Had a lad in on a paracetamol overdose, 19, same age as my son. He'll be alright, we got the NAC going in time and psych saw him. Got home at 8, couldn't sleep, thought about him. Hope he gets the help he needs.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline to 100mg. Took the first one with breakfast. Pharmacist said side effects settle in 2 weeks. Feeling hopeful actually, mood's been better since the counselling started.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Sorted my pills into the weekly box: the blood pressure ones, the water tablet, the little aspirin. Dr Okafor says the old heart is holding up. Went to the garden centre with Maureen after.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. They're trying a nerve block next month. Doc talked about the overdose risk with the new patches so I've written the doses on the fridge. Pain 6/10, manageable.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet with Milo. Jabs and a worming tablet, and she said he's overweight (same, Milo). 92 quid. Cheeky.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Six week check. Midwife asked the usual questions, was I having any thoughts of harming myself or the baby, and I could honestly say no. Tired, sore stitches, but we're getting there. She smiled at me today!`,
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: `Three years since my attempt today. Didn't plan anything big, just ran 5k along the canal and got a flat white. Three years ago I didn't think I'd see 25. I'm 28. Grateful.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Saw my old scars in the changing room mirror today and for once I didn't hide them. That was me at 15. I'm 22 now, 5 years clean from cutting. They're just part of the map.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Back in 2019 I had the pistol in my mouth in the garage. Ray kicked the door in. Today Ray and I took his boys fishing at the reservoir. Caught nothing. Best day in months.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `NA anniversary, 2 years. Shared my story tonight, the overdose in 2021, the ambulance, waking up in ICU. Got my keyring. My daughter was in the back row clapping.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `First winter in Dublin I wanted to die, every day. I remember I stand on the bridge over Liffey and think about it. Now it is second year. I have work in cafe, Irish friends, I laugh again. I write this so I remember how far I came.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `After Jim died I stopped eating and told the doctor I wanted to go too. That was the lockdown year. Now I've joined the choir at St Mary's and I'm learning the alto part for Christmas. Who'd have thought, at 85.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: `Fixed the gate with a bit of rope till I can get a new hinge. Fed the calves. Storm coming so tied down the hay tarps. Tea and bed.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Landlord finally sent someone up on the roof. Walked over the bridge to the market, bought a new bread knife and a kilo of tomatoes. Little things.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the school. Wrote goodbye letters to every kid in my class and gave my plants away to the staff room. Cried in the car. New job in Manchester on Monday!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came, 240 quid, absolute robbery. Ran out of hay fever pills as well. Heating on for one hour only. Jumper weather.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Packed everything, gave the sofa away on Marketplace, sold the car. Said goodbye to the neighbours. Tomorrow I fly to Toronto for good. Scared and excited. Last night in this flat.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: `No, I don't want to die, I want this war to end. Tonight again sirens, 4 hours in the corridor with kids. I am angry, I am tired, but I want to see my son grow.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked straight out if I'd had any thoughts of suicide. Said no, and it was true. I'm exhausted and grieving the job, not wanting to be gone. Big difference. She seemed relieved.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `people at school keep calling me emo and asking if i cut. i dont. i just like black hoodies and mcr. its annoying but im fine, got my friends on discord`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Not suicidal, just running on fumes. Dad woke 5 times last night asking for Mum. I need a respite week. Rang the council, they might have a place in March.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debt adviser today. 18k. People think debt drives you to end it all - not me, I'm too stubborn. We've got a payment plan, 150 a month. It's a start.`,
    crisis: false,
    guard: 'negation',
  },
];
