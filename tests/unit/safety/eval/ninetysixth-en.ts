import type { EvalNote } from './types';

/**
 * English notes of the ninetysixth round, written blind: diary entries by worn-down working people and
 * those around them, aged 14 to 85, from the UK, Ireland, the US, Australia, India and Nigeria, plus
 * non-native writers (a Ukrainian refugee in Leeds, a Latina cleaner in the US, an Eastern European taxi
 * driver in London). Writers include nurses, teachers, soldiers and veterans, miners, cleaners, call-centre
 * workers, farmers, shop owners, taxi drivers, students, carers, postpartum mothers, people in recovery,
 * people with chronic pain and in debt, and lonely widows and widowers. There are 40 crisis notes
 * across all eleven classes (3 or 4 each), nearly all indirect: a circled date, tablets saved in a tea
 * caddy, a bridge walked and measured, a dog handed over in a letter, a PHQ-9 answer rubbed out. There
 * are 40 quiet notes across all seven guards (5 or 6 each) that share the same topics and words: hyperbole
 * at work, grief for others, novels and songs, ward overdoses and prescriptions, attempts survived long ago,
 * rope, roofs and bridges on ordinary days, and clear denials. Styles on both sides range from long, careful
 * entries to one-liners, lists, letters, answered questions, song lines, emoji, slang, typos and all
 * lower case.
 *
 * First run, on 1c9efc7 (the 93rd and 94th rounds' lessons), before any change made for it: recall
 * 39/40, false alarms 6/40 (on 6bf60b6, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent (3) ----------------
  {
    text: `Finished my last set of nights. Told Sue at handover I'd see her Thursday. I won't. I made my mind up on the drive in and tonight is when I'm doing it. Strange how calm I feel, calmer than I've been in months.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `va called to reschedule AGAIN. whatever. i wont be around for the new date anyway. decided this morning, im going out tonight and not coming back from it and im not telling nobody so dont even`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Mummy called to ask if I am ok. I said I am fine ma, just tired from work. I am not fine. After this night shift I am ending everything. I have written it here so it is real. God forgive me.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive (4) ----------------
  {
    text: `Eighty-one today. The girls rang from Boston and Cork. I lit a candle for Con and had a small sherry. Every night now I say my prayers and I ask Himself not to bother waking me in the morning. I mean it more every time I say it.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `28 essays left, kettle on, and that thought again: if a road train took me out on the Hume tomorrow I'd be relieved. Honestly relieved. No term 3, no parent emails, no nothing. I keep hoping it happens.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Today 212 calls. One customer shouted 40 minutes and TL said my tone was wrong. In the cab going home I was wishing I can just dissolve, become nothing, no body no name no login. Not sleep. Nothing. Wish I never was.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `GP did the depression questionnaire today. Number 9, the one about being better off dead. I ticked "nearly every day". Then I rubbed it out and ticked "several days" before she looked. The first one was the true one.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism (4) ----------------
  {
    text: `Forty one years underground and I've decided I'll be going down one last time. Only this time I won't be coming back up the shaft. Told the wife I'm fine. Gave the lad my lamp.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Sold the heifers Tuesday. Bank wants the rest by October. Won't be my problem by then. Dad's been waiting under the old oak out back since '09, reckon I'll be keeping him company before the first frost.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `13 hours in car. Last fare drunk lady crying, i tell her everything get better. liar. soon i take my own last fare. one way, no meter, no return 😂 at least nobody will rate me 1 star`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `I clean the offices from 4am. Nobody see me, they walk past like I am the furniture. Supervisor ask me am I ok, I say yes. I am not. Soon I clean myself out of the picture too. They will not notice the difference.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method (4) ----------------
  {
    text: `Did the controlled drugs count at 0600 and halfway down the book I realised I was counting for me. I know exactly what's in there and how much would be enough. Been watching where the cupboard key goes all week.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Guard duty again. Everyone asleep in the tent. Just me and the rifle. I keep turning it around in my head which way it should point and tonight its not the bush. Sat with the barrel near my chin for a long time.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `walked out to the cliffs at Howth after the results came out. stood right at the edge for ages looking at the drop, working out where the rocks are and where the path is quiet. only went home cos it got dark. going back when its empty`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Baby asleep at last. I keep running the bath and thinking about going under and just staying there. Nobody would hear. Today I turned the taps off and got out. Don't know about tomorrow.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan (4) ----------------
  {
    text: `Shop closes after 22 years. Told the landlord he gets the keys on the 30th. I've circled the 30th on the calendar for my own reasons too. Life insurance is paid through the month, checked it twice with the agent.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `2 years in Leeds now. No news from Andriy 5 months, they say maybe captivity maybe not. I have chosen Sunday. Children will be with Olena after church. Yesterday I walked to the bridge over the ring road to see how it is there at night, how many cars, where is the camera.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `to do:
1. finish the CSC assignment so nobody says I was lazy
2. return Tunde's laptop + charger
3. pay back Chioma the 5k
4. friday night when the hostel is empty for the match
5.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Practised it tonight. Got as far as standing on the chair then I got down again. Next time I won't get down. Wednesday the kids are at their dad's.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell (4) ----------------
  {
    text: `Dear Mikey,
If you're reading this, Rosie is yours now. Her food is in the blue bin in the garage, one and a half cups twice a day. She likes the vet on 5th street, not the one by the mall. She sleeps on the left side.
The truck title is in the glovebox.
I'm sorry kid. You were the best thing I ever did. Don't let your mom tell you different.
Dad`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to my cousin today and all my hoodies to maya. she asked why and i said clear out. i guess it is. since mum found the messages from jess nobody at home looks at me. won't need any of it where im going`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote all the passwords in the back of the address book for Ciara. Bank, phone, the electric, the cat's microchip account. Labelled the freezer. Cancelled the gym. Want her to have it easy after I'm gone, she's had enough hard off me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Called my brother first time in 9 yrs. Said sorry about Mom's house, said I love him. He asked what's wrong. Nothing, I said, just wanted it said while I still can. That was the last call on my list. Paid the rent through next month so the landlord isn't out.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden (4) ----------------
  {
    text: `Another flare. Dave had to carry me to the loo again at 3am. He's 58 and looks 70. He'd have a life if I wasn't in it. Everyone would be better off if I stopped taking up the space and I'm starting to think I should see to that myself.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My son is working two jobs partly to pay for this home. I am eighty-five and I am a bill that arrives every month. The kindest thing I could do for him now is stop arriving.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Papa took loan for my MBA and now I cannot even keep call centre job. Family will be lighter without me, one less mouth one less shame in front of relatives. I am seriously thinking to make them lighter. They can use the insurance for Riya's wedding.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `lost the leg in helmand, lost the job, now jen does everything. wiping my arse at 34. she'd be better off with the payout and a fresh start and i keep working out how to give her that`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm (4) ----------------
  {
    text: `did it with the compass again in maths under the desk. didnt even hurt this time. need it to hurt properly tonight so ive got the blade from the sharpener in my pencil case 🙃`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `One apple today. I don't deserve the rest. For every bite I eat I'm adding another hour on the bike. After what I said to Mum I deserve to feel empty and dizzy. Tomorrow nothing at all.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the wall in the shed till the knuckles split. Then did it again cos I deserved it. Most nights now. Hands are a mess, tell the lads it's from the conveyor.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Held the spoon over the hob and pressed it on my arm after the shift. Third time this week. Its the only thing that shuts my head up. Long sleeves in July, great. Already thinking about tomorrow nights one.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness (3) ----------------
  {
    text: `5 years since graduation. 300+ applications. Every door closed. This is how it will be till the end, I can see it clearly now and honestly I don't want to keep going through it. I'm done trying to stay.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `third year no rain. the dam is mud and the bank manager wont look me in the eye. whats the point of sowing? who'd even be here to harvest it? nothing changes, not the weather, not the debt, not me. stopped wanting to see next season.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Tuesday.
Did the Hendersons' then the surgery.
Bus late, stood in the rain 40 mins.
Tesco on the way back, got the reduced chicken.
Kayleigh rang about the council tax letter again, told her I'd sort it.
Telly, watched the quiz.
Same as Monday. Same as next Tuesday. Same as every Tuesday till I'm in the ground, and I can't do many more of them, I honestly can't, I don't want to.
Bed.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose (3) ----------------
  {
    text: `Two bottles of Smirnoff and the tramadol left over from the back op. Not planning on waking up from this one. Cheers 🥂`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Been keeping back one of my sleeping tablets every night since March and putting it in the tea caddy on the top shelf. The caddy's nearly full. Doctor thinks I'm sleeping better. When it's full I'll take the lot with my cocoa.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took the whole strip of paracetamol and the one from my roomate drawer with garri water around 9. stomach feeling somehow. didnt tell anybody. just want to sleep and not face tomorrow or any day after`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse (3) ----------------
  {
    text: `14 months clean and today the old voice came back clear as a bell. Same one as before the last time I ended up in A&E. It says go on, finish the job properly this time. Haven't rung my sponsor. Don't want to.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the bridge. I thought that was a closed chapter. This week I've started taking the long way home so I cross it, and I slow down in the middle and look over. I know exactly what that means. I'm not stopping myself.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `"hello darkness my old friend" lol. it's back. the just-go-and-be-done feeling i thought therapy fixed in 2019. 3am and i'm googling the same stuff i googled then.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative (6) ----------------
  {
    text: `Third night on ED. I am dead on my feet. If one more registrar asks me to "just quickly" do something I'll throw myself off the car park roof lol. Home, bath, twelve hours of sleep, then I'm human again.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `this chem paper is literally killing me 💀💀 im deceased. rip me. anyway pizza after w the girls`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Year 9 excursion to the museum. Could've happily strangled the lot of them. Wanted the ground to swallow me whole when Jayden threw up on the principal's shoes. Still laughing about it now with a wine.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Manager says targets up 20% from Monday. I told Priya I will hang myself with this headset cord haha. She said take a token and stand in the queue. We went for cutting chai and it was fine.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Harvest is a killer this year. Back's dead, knees are dead, the header's half dead. Dying for a cold beer and a shower. Good yield though, best in five years.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light again, fuel for gen finished. this country will finish me one day. I am dying of heat here. shey we go survive? we go survive sha 😅`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath (6) ----------------
  {
    text: `Letter from the regiment today about Danny's medal. Two years and I still set out two mugs in the morning. Missing him hurts in my chest like something physical. Took the kids to the grave and told him about Ellie's football.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Biscuit put to sleep this morning. The vet was so kind. I held her paw while the needle went in. The house is so quiet. I keep looking for her at the door.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `News from Kharkiv: cousin's building hit last night, his neighbour killed, three floors gone. I stood in Tesco in Leeds and could not breathe. Called him. Alive. Thank God. Bought bread and went home to my kids.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Mark's funeral. He hanged himself in his garage and nobody saw it coming, not even his wife. I keep asking what I missed. Signed up for the Samaritans listening course tonight. Want to do something with this.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Anniversary of the pit disaster. Laid flowers for Uncle Bryn and the other lads. Forty years ago this morning. Sang at the chapel after, voices were shaking but we got through Calon Lân.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Joan's gone. 61 years married. The nurse said it was peaceful at the end. I don't know how to sleep in that bed on my own. Our Sarah's staying the week. I'll manage. Joan would clip my ear if I didn't.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction (6) ----------------
  {
    text: `finished season 2 of that show where the lad jumps off the bridge in ep 1. cried buckets. why do they always kill off the best character`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 of the novel today. Marianne finally goes up to the cliffs with the pills in her coat pocket and the letter to her sister. Hardest scene I've written, but my editor says it's the heart of the book. 2,300 words. Good day.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `weird dream last night, i was on a roof and stepped off and instead of falling i just floated over lagos like a kite. woke up laughing. dreams are wild`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died 47 times to the same boss in elden ring. i want to die. jk. finally beat it at 2am LETS GOOOO 🎮`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Practised "Hurt" on the guitar for the open mic. "I hurt myself today to see if I still feel" - my voice cracks on that line every time. Nailed it tonight, the whole pub went quiet.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Romeo and Juliet with Year 10. Went through the poison and the dagger and half of them said Romeo was being dramatic. One lad said "just text her, bro". Best lesson of the term.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical (6) ----------------
  {
    text: `OD came in at 3am, young lad, about 40 paracetamol. NAC started, bloods at 4 hrs, psych review in the morning. He'll be ok. Went home and hugged my own son too tight.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Doctor upped my sertraline to 100mg. Pharmacist went through the side effects. Taking it with breakfast. Hoping it kicks in before Christmas.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. New plan: gabapentin three times a day and physio Tuesdays. Counted the week's tablets into the dosette box. Feels good to have a plan that isn't just "rest".`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Farm call out past Dubbo. Had to put down a cow with a shattered leg. The farmer cried, I nearly did. Part of the job. Long drive home with the radio up.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check. GP asked the questions about harming myself or the baby. Honest answer: no. Tired to my bones but ok, and I love her to bits. She gave me the health visitor's number anyway.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Combat first aid course today. Tourniquets, chest seals, how fast someone bleeds out from the femoral. Grim stuff but I feel properly ready for the deployment now.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past (6) ----------------
  {
    text: `Three years since my attempt. Today I ran my first 10k and my sister was at the finish with a sign that said PROUD OF YOU. Crying in the best way.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Scars on my arm are white now. Wore a t-shirt to the beach for the first time since I was 16. I'm 24. Nobody looked. The girl who cut every night is someone I hold gently now.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2015 I sat in a motel in Tucson with my service pistol meaning to use it. A buddy knocked on the door. Today I'm 8 years sober and coaching my daughter's softball team. Telling my story at the VFW next week.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Two years ago I was saving up pills to end it. Today I'm two years clean and our mam let me babysit the twins on my own. Small miracles.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `this time last year i was ready to jump into the lagoon from third mainland bridge. today i crossed that same bridge going to my new job. i waved at it. God dey 🙏`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `At forty I wanted to die when the business went under. I'm seventy-eight now and glad I didn't. Eleven grandchildren. Life had more in it than I could see from there.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday (5) ----------------
  {
    text: `Bought new rope for the calving, fixed the top gate, got up on the roof and cleared the gutters. Long day. Tea and bed.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Drove over the bridge to my last shift at the warehouse, new job starts Monday. Wrote goodbye cards for the whole team and left a cake in the break room. Bit teary tbh.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gas station at midnight, filled tank, bought knife sharpener for mama she complain the kitchen knife is blunt. 9 fares today, not bad for tuesday`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Stock take. Paracetamol strips 40 boxes, rat poison back in stock, nylon rope, bleach, phenyl. Diwali rush coming. Must order more diyas and the gold wrapping paper.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `LAST DAY OF TERM!! The kids gave me a letter signed by the whole class. Packed up my desk for summer. Goodbye Room 14 🥲`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation (5) ----------------
  {
    text: `I'm not suicidal, before anyone reads this and panics. I'm exhausted. Four kids, one bathroom, night shifts. I want a week off, not to die.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People at the refugee centre ask am I thinking to end it, since Taras came back from captivity so thin and quiet. No. I want to live. I want this war to end and my husband to laugh again. That is all I want.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I've had any thoughts of hurting myself. Checked honestly: no. Sad, yes. Furious at my ex, yes. But I want to see how this turns out.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ppl in the group chat saying kys bc of my hair lol. im not gonna do anything stupid obviously. blocked them all. dyeing it back saturday`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `£14k in debt. Did I think about just ending it all? Honestly no, never crossed my mind. Rang StepChange, payment plan sorted. Breathe.`,
    crisis: false,
    guard: 'negation',
  },
];
