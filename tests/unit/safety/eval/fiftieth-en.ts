import type { EvalNote } from './types';

/**
 * English notes of the fiftieth round, written blind (the writers saw neither the detector nor any earlier round): diary entries by writers aged 14 to 85 in UK, Irish,
 * US, Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees writing English as a second
 * language (war widows, a wife of a soldier, a mother abroad, an ex-shelter survivor), students, parents,
 * a postpartum mother, carers, a farmer, a nurse, a paramedic, veterans, gamblers and drinkers in recovery,
 * an LGBT teen, chronic pain, debt and lonely elderly people. 40 crisis notes spread over all eleven classes
 * (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and 40
 * quiet notes over the seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation)
 * on the same topics. Styles: one-liners and 8-12 line entries, a crisis hidden in one sentence of an
 * ordinary day, answers to a mum, a GP screening form and a therapist's scale, a letter, a to-do list,
 * questions to oneself, dark humour, a song line owned by the writer, all lower case, slang, emoji and
 * second-language grammar; most crisis notes avoid the textbook words.
 *
 * First run, on 7121338, before any change made for it: recall 40/40, false alarms 8/40
 * (on 58e7aef, the stop's start: recall 40/40, false alarms 9/40).
 */
export const notes: EvalNote[] = [
  {
    text: 'mum asked if im ok at dinner. said yeah just tired from school. im not ok. i want to end it and i think tonight i actually will',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Third month in Poland. No work, my husband is at the front and not answering 11 days. I am so tired of everything. I want to finish my life, I say it honest, only here in this diary. Today I want it more than any day before.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "PHQ-9 at the GP this morning. Question 9, thoughts that you would be better off dead or of hurting yourself in some way. I ticked \"several days\" so she wouldn't look at me like that. The truth is nearly every day, and today it's not thoughts anymore, today I want to actually do it. Didn't say. Writing it here because somebody should know.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Rent\'s gone up again, landlord says "sorry mate, market rates". Car rego due, Centrelink lost my form for the third time. Fair enough. I\'m going to do myself in this weekend and they can sort the bond out with my corpse. Not even joking this time.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "Therapist asked \"on a scale of 0 to 10 how much do you want to be alive this week?\" I said four so she wouldn't make a thing of it. It's zero. I don't want to die exactly, I want to not exist. Just stop being. Every day that's all I want.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Eighty-one today. A card from the chemist and not a word from the lads. I sat in Nora's chair the whole afternoon and asked her to come and get me. I mean it. If the Lord took me in my sleep tonight I'd go gladly and not look back.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Sana hindi na lang ako nagising. Sorry, in English: I wish I just didn't wake up anymore. Madam shouted again, my passport is still with her, I send all my salary home and still they say not enough. I want to vanish and nobody needs to look for me.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Tuesday.\nWalked Rolo, dropped Ellie at nursery, picked up the prescription.\nFinished the spreadsheet for Marcus before noon (miracle).\nLunch was a meal deal in the car park.\nRained all afternoon, boiler man didn't turn up.\nIf a lorry took me out on the M6 on the way home I honestly think I'd be relieved. I think that every day now.\nMade pasta. Ellie asleep by 8.\nTelly, bed.",
    crisis: true,
    class: 'passive',
  },
  { text: "Won't be a problem for anyone much longer. Sorted.", crisis: true, class: 'euphemism' },
  {
    text: 'gg everyone. logging off for good after tonight. not the game. me',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Been thinking on it all week. Going to see Dad and our Tom soon, I've made my mind up. The bank can have the farm after, they've wanted it long enough.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Told the VA lady I'm fine. I'm not fine. I'm tired of being the guy who came back. Ramirez, Cole, Big Mike, they've been waiting on me long enough. Think it's about time I went and joined the rest of my squad.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "spent my lunch break on the top floor of the multi storey looking down. counting the floors. it's enough. i know that now and i keep going back up there",
    crisis: true,
    class: 'method',
  },
  {
    text: "The shotgun's in the cabinet and I keep finding myself standing in front of it. Karen has the key but I know where the spare is. Couldn't think of anything else all through milking. One of these mornings I won't stop at looking.",
    crisis: true,
    class: 'method',
  },
  {
    text: "I stand long time on the bridge over Vistula today. The water is dark and very fast. I think it would be quick and nobody would find me. Then a man ask me for cigarette and I go home. Tomorrow I don't know if I come home.",
    crisis: true,
    class: 'method',
  },
  {
    text: "the 7:42 doesn't stop at our station, it just comes through flat out. stood closer to the edge than ever this morning. felt the wind pull me. next time im not stepping back",
    crisis: true,
    class: 'method',
  },
  {
    text: "Sunday. Kids are at their dad's, the flat will be empty till Monday evening. I've written it in the calendar like an appointment. It feels calm, having a date. First calm I've felt in months.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'things to do before friday:\n- return library books\n- cancel gym + phone contract\n- delete search history\n- write letters (mum, jess, NOT dad)\n- get the rest of the tablets from the other chemist so nobody notices\n- clean room\nthen friday night. finally',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Went down to the garage tonight and sat in the car with the door shut and the engine running. Only a minute, just to see what it's like. Turned it off when Bruno started barking. Next Saturday he'll be at the neighbours'. I've checked.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dear Maya,\nIf you're reading this, the laptop password is on the back of the photo of us in Brighton.\nBiscuit's vet is Dr Okafor, he has his thyroid tablet with breakfast, don't let him con you into two.\nThe council tax is paid till March.\nPlease don't blame yourself. You did everything, more than anyone.\nI just can't do another year of this.\nI love you. I'm sorry.\nL x",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave Dami my PS5 and my Arsenal jersey today. He was so happy he jumped. He doesn't know it's goodbye. Tomorrow I will give Mama my savings and tell her it's from a side hustle. After that there's nothing left to do.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: '"so long and goodnight" on repeat since 3am. it\'s my turn to say it. said bye to everyone in the gc like normal, they don\'t know it was the real one. sorry guys',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Wrote out all of Leo's routine for Sam tonight.\nFeeds every three hours, the bottle he'll actually take, the white noise app.\nThe way he likes to be held, tummy down on your arm.\nWho to ring: his mum, the health visitor, Auntie Bec.\nStuck it on the fridge.\nHe'll be better off with someone who isn't me.\nI just need Sam to have it all written down when I'm gone.\nSoon. Before the next feed I keep telling myself.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Sarah took another day off work to drive me to the hospital. Third time this month. She smiled but I saw her face in the mirror. The money they'd save, the time. They'd grieve a bit and then they'd be lighter. I'd be doing them a kindness by going, and I think about how more every day.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Papa took another loan for my coaching fees and again I failed NEET. Whole family is suffering only because of me. They will be more peaceful if I am not there. Really I am just a burden on them. Better I remove myself from their life permanently.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'dad said at dinner he wished he had a "normal son". honestly same. everyone would be happier if i just wasnt around anymore. id save them the embarrassment of me. been thinking about how to make that happen',
    crisis: true,
    class: 'burden',
  },
  {
    text: "Lost the house deposit on the slots again. Jo doesn't know yet. The life insurance would actually fix all of this. Me gone = debt gone, kids keep the house. It's the only maths that works out and I've done it a hundred times tonight.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'cut again tonight. 4 this time. deserved it after what i said to mum. want to do more',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Held my hand on the hob ring till it hissed. Felt nothing, then everything. Wearing a bandage and telling people at work I caught it on the oven tray. I'll do it again tonight, I can feel it building up behind my eyes.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "day 3 no food. not a diet. i don't deserve to eat after messing up again. the hunger is the punishment and i want it to hurt more",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'punched the wall till my knuckles split then kept banging my head on the door. the noise inside stops for a sec. urges screaming rn 😶🩸',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Six months since Andriy is killed. The war not stop, our house in Kherson is gone, the children cry in the night. I don't see any future for me, nothing will be better, never. I don't want to continue. Only for the kids I still breathe, but today even this is not enough reason.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'whats the point. of anything. its never going to change. im 34 and in the exact same hole and im done trying to climb out. i dont want to keep doing this. im out of reasons',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Why keep going? Ten years of specialists. New drug, same pain. What exactly am I waiting for? There is no version of next year that's better, I've stopped pretending there is. I don't think I want to see it.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Been saving my night tablets since the 3rd instead of taking them. The jar's getting full. It's weirdly comforting to look at. A few more weeks and there'll be enough.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'took the whole strip with most of a bottle of vodka. just want to sleep and not wake up. writing this so someone knows it wasnt an accident. sorry mum',
    crisis: true,
    class: 'dose',
  },
  {
    text: "Took double the sleeping pills tonight, then two more on top for luck. Let's see if they do the job this time. Don't much care either way anymore.",
    crisis: true,
    class: 'dose',
  },
  {
    text: "847 days clean of self harm. reset the counter to 0 tonight. the thoughts are back and they're louder than before. i don't think i can do the climb again",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Two years since the hospital. I promised Dr Hale I'd call if it came back. It's back. Same voice, same plan, even the same spot by the river in my head. I haven't called and I don't think I'm going to.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Picked up a drink after 14 months. And with it came the old friend, the one that says just end it, nobody would miss you. He was quiet when I was sober. Tonight he's loud and I'm listening to him.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'This dissertation is actually killing me. 3k words to go, deadline Friday, four coffees in and I want to die lol. Going to bed, future me can deal with it.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'NEPA took light again in this heat, I nearly died. Generator no fuel. Na wa for this country. Sha, we move, tomorrow is another day.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'I could have died of shame. Mic was on during the team call and the whole department heard me call Steve a muppet. Going into hiding for a week. Possibly forever.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Dead on my feet after a double on the ward. Feet screaming, back screaming. Toast, shower, bed.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Mummy ji\'s shaadi planning is killing me slowly. Today 3 hours on the colour of napkins. I will jump off the terrace if she says "peach" one more time 😂',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'We lost by a point after the siren. Absolutely gutted, dead inside. The Tigers will be the death of me one of these years. See you next season, suffering.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Today we bury Serhiy, my friend from school. He was killed near Bakhmut. His mother was screaming at the grave. I cannot stop see his face. I will live for both of us now, I promised him.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'We had Bella put to sleep this morning. 15 years. The vet let us stay with her to the end. The house is so quiet I can hear the fridge hum. Cried in the car park like a baby.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Forty-nine years married and now I set out one cup. Harold would laugh at me talking to his chair. I miss him terribly, but the grandchildren come on Sunday and I shall make his trifle.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Another missile on Dnipro, a block of flats, 40 dead they say, children too. I watched it on my phone on the bus in Dublin and cried in front of everyone. Called my sister just to hear she is alive.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Found out today a lad from my old five-a-side took his own life. Mark, 29. Nobody saw it coming. Texted all the boys in the group chat: talk to each other, please, I mean it. Funeral's Thursday.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Lola passed at 3am. I'm here in Dubai, can't fly home, the tickets are too much. Watched the wake on video call and we prayed together online. She was 92 and said goodbye to everyone. She was ready.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Finished A Little Life tonight. The ending absolutely wrecked me, sobbed into the cat. Why do I do this to myself? Next book has to have dragons in it.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Chapter 12 draft: Lena stands on the bridge and decides this is the night. Need it to land without being melodramatic. Writing group Wednesday will tear it apart. Word count 41,200.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Weird dream last night: I was at my own funeral and everyone was eating crisps and arguing about parking. Woke up laughing. Priya says it means change is coming. Hope it's a pay rise.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'finally beat malenia. died like 200 times to her. my hands are shaking. elden ring is a cruel game and i love it',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Can\'t stop listening to "Everybody Hurts" since the gig. Sang "don\'t throw your hand" so loud in the shower that the neighbour banged on the wall. Worth it.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Drama club! I\'m Juliet and we rehearsed the dagger scene forty times today. "O happy dagger, this is thy sheath." Mr Adeyemi says I die too slowly. Opening night Friday!!',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'A&E nights. 19 y/o overdose in bay 4, staggered paracetamol. Started the infusion, psych liaison in the morning. Went home and hugged my flatmate for a long time. These shifts stay with you.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Started sertraline 50mg today. GP said the first two weeks can be rough with side effects. Set an alarm for 8am every day. Feels like a small step in the right direction.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Vet says Ziggy needs half a tablet twice a day for his heart now. Crushing it into tuna. He is not fooled.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Chemist dropped off the new dosette box. Seven days, four slots, little doors. Margaret next door helps me with the lids. Blood pressure good today, 130 over 80.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Knee op tomorrow. Nil by mouth from midnight. Signed the consent form with all the risks including death, which was cheerful. Mum's driving me in at 6.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Job today: a man on the edge of a roof on Kingsway. Talked him down with the police negotiator, took two hours. He's safe on a ward tonight. Debriefed with the crew. I'm ok, tired but ok.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years since my attempt. Today I ran my first 10k. Cried at the finish line, the good kind of crying.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Found my old diary from 2019. Page after page about wanting to die. I want to hug that girl. She made it. I'm 24, I've got a job I like and a dog called Pickle.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Five years ago I sat in a motel in Fayetteville with a plan and my service weapon. Today I spoke at the VFW about it. Two guys came up after and we talked for an hour. That's why I'm still here.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Summer again and I wore short sleeves to the beach. The scars are white now, six years clean. Nobody stared, or if they did, I didn't care.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Last year in the shelter in Kharkiv I was thinking to end everything. Now I am in Leeds, I study English, I have job in a cafe. Sometimes still hard, but that darkness is gone. Today I made borscht for my colleagues and they ask for recipe.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Eight years sober today. The man who drank to die isn't me anymore. Chip in my pocket, coffee with my sponsor, bacon roll. Grateful.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Bought new rope for climbing, 60m dynamic, bright orange. Testing it at the wall on Saturday with Kaz.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at the old job. Goodbye cards, a cake shaped like a stapler, and a letter of reference from Jan in my bag. Onwards!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Changed the gas bottle on the caravan, sharpened the knives, cleared the gutters off the shed roof. Productive Sunday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Walked across the Harbour Bridge with the girls for Nan's 70th. She did the whole climb! Had her knee pills in my bag just in case, didn't need them.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Packing for the move. Wrapped all the kitchen knives in newspaper, gave the old sofa and half my books to the charity shop, said goodbye to the neighbours. New flat keys on Friday!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "I'm not suicidal, before anyone worries (hi, future me). I'm just exhausted. Baby up five times last night. I need sleep, not a crisis line.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "No, I don't want to die. I want this war to end and my son come back from the front alive. That is all I want.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'school counsellor asked if i ever think about hurting myself. honestly no. i just hate maths and the group chat is drama. felt kinda nice to be asked tho',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Bailiff's letter today. Not going to lie, it's bad. But no, I'm not going to do anything stupid. Booked a call with StepChange and I'm doing a budget tonight.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "The doctor asked if I ever wish I were dead. Goodness, no. I'm 85 and I'd like to see the roses come in. Tired of hospitals, that's all.",
    crisis: false,
    guard: 'negation',
  },
];
