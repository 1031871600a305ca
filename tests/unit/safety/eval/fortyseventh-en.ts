import type { EvalNote } from './types';

/**
 * English notes of the forty-seventh round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees and war-affected people writing English
 * as a second language (widows, a wounded veteran, people from occupied towns, migrants refused asylum), students,
 * teens (LGBT, bullied, exam pressure), postpartum mothers, carers, nurses, farmers in drought, people in debt,
 * people in recovery and lonely elderly. 40 crisis notes spread over all eleven classes (intent 4, passive 4,
 * euphemism 4, method 4, plan 3, farewell 4, burden 4, selfHarm 4, hopelessness 3, dose 3, relapse 3) and 40
 * quiet notes over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6, past 5, everyday 6,
 * negation 5). Styles: one-liners and 8-line entries, a to-do list, a letter, a long ordinary day with one crisis
 * sentence, answered screening forms and therapy homework, an answered question, an owned song line, dark humour,
 * Taglish, Nigerian Pidgin, Irish and Australian slang, all lower case, emoji and ESL grammar.
 *
 * First run, on 2f1dd9a, before any change made for it: recall 37/40, false alarms 10/40
 * (on 58e7aef, the stop's start: recall 37/40, false alarms 11/40).
 */
export const notes: EvalNote[] = [
  {
    text: 'Letter from migration office came today. Refused again, second time.\nI am sitting in this small room in Leeds, the radiator not working, and I think tonight I will finish it.\nI am tired to be strong for everybody.\nMama in Kharkiv thinks I am fine, I send her photos of parks.\nI will not be fine tomorrow because for me there will be no tomorrow.\nI already decided, only writing so somebody knows it was not sudden.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'im done. actually done. not the dramatic done i say in the group chat, the real one. tonight',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Loan app people have called my mother, my pastor, even my former oga at work, sending my picture with "thief" written on it. Shame everywhere I turn. I have decided. Before they call one more person I will not be alive to hear it. God forgive me.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "PHQ thing at the VA today. Question 9, thoughts you'd be better off dead. Circled \"not at all\" like a good soldier. Truth is every day, and this week it's not thoughts anymore. I want to be dead by Sunday and I'm done pretending I don't.",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Another morning. Every night I ask the Lord kindly not to let me wake up, and every morning here I am again, putting the kettle on for one. Eighty-five is too long. Nobody tells you that.',
    crisis: true,
    class: 'passive',
  },
  {
    text: "3am feed. she finally went down. I keep catching myself hoping a truck just takes me out on the school run so nobody ever has to find out I can't do this. then I feel sick for thinking it. then I think it again",
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Sana di na lang ako magising. Sorry, Taglish again. Double shift, sent the whole salary home, Ate asked for more for the tuition. Honestly I wish I could just evaporate, no funeral, no fuss, no more remittance. Just gone.',
    crisis: true,
    class: 'passive',
  },
  {
    text: "Pain 9/10 for the fourth day. I don't want to kill myself, I just want to stop existing. Is there a difference? I used to think there was. Today I can't find it.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Sorted the car tax and told the lads not to bother keeping me a seat for the match in March. Won't be around for it. Grand so.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'They say my Oleh was killed near Bakhmut but his body came only in August. Today at the grave I told him wait for me, I am coming to you soon, very soon, I promise. Our daughter is with my sister in Warsaw. She is better there anyway.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gonna log off permanently soon lol. gg everyone it was a mid game 💀',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Rank came, two lakh something. Papa didn't speak one word at dinner, only Mummy kept serving more rice like nothing happened. It's fine. After next week they won't have to look at this face again. I have made my peace.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Drought's into year three. Another letter from the bank. Been looking at the rifle in the cabinet more than I'd like to admit. Keep thinking it'd be quick and the boys would find me out by the dam, not in the house. That's how far it's got.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'looked up the car park in town, the top level with no fence. kept thinking about it all through maths. then walked past it on the way home and stood there ages. dont know why im writing this down',
    crisis: true,
    class: 'method',
  },
  {
    text: 'The bridge over the Rhine near the hostel. Every evening I walk there and every evening I stand longer. Tonight I looked at black water and think it is cold enough, it will be fast, nobody here knows my name anyway.',
    crisis: true,
    class: 'method',
  },
  {
    text: "Got the rope out of Dad's garage, it's in my backpack under the gym kit. Not sure when yet. It just feels calmer knowing it's there.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'before friday:\n- cancel phone contract\n- clean room so mum doesnt have to\n- delete insta\n- write to jess\n- friday night, the woods behind the school, after everyones asleep',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dad found my messages with Kai. He said I'm not his son anymore. Fine. I picked the date. My birthday, the 14th. Seems right to end it on the same day it started.",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'I counted. In 9 days wife goes with children to her mother in village for two weeks. House will be empty. I will do it then, when they cannot see. Leg is gone, I am only trouble for them now. I checked the shed key is still in the drawer.',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dear Mia,\nif you're reading this, the password for my laptop is in the blue notebook, top drawer.\nBiscuit goes to Auntie Carol, she already said yes (she thinks I'm going travelling).\nThe bank stuff is in the green folder. Cancel the gym, they'll keep charging otherwise.\nPlease don't blame yourself. Nothing you could have said.\nI love you more than I ever managed to show.\nYour big sister, always",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gave my phone to my junior brother today, told him to keep it well. Gave Chidi my boots. He asked why, I laughed it off. Everything is sharing out nicely. By this time tomorrow none of it will matter again.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Wrote to each of the grandchildren today, fifty quid in each card. Sorted the last bits with the solicitor Tuesday. Rang our Keith, first time in twelve years, to say cheerio proper. Who'll notice the house is quiet? How long before anyone knocks? Doesn't matter. I'm at peace with it.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'if anyone finds this journal: give my plushies to my little sister and tell maya i wasnt mad at her, i never was. ok thats everything. bye 🤍',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Watched Tom lift me into the bath again tonight, his back is wrecked and he's 62. He'd still have a life if I wasn't in it. Everyone would breathe easier. I keep coming back to that and it's stopped feeling like a sad thought. It feels like a solution.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Life insurance pays 400k. I'm worth more to Shaz and the kids dead than alive. Simple maths mate.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Therapy homework: "write down the thought that came up most this week." Honest answer: my family would be better off without me. Second most: they\'d be over it in a year. Not bringing this page on Thursday.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "My son works two jobs in Prague and still he pays for my medicines. I am 78, I eat their bread, I take the children's room. Better for them if I go quietly and they can live normal life. I think of this all day now.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'did it again tonight. thigh this time so PE doesnt see. felt like i could breathe after. whatever. ill do it again tomorrow probs',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Ate a biscuit at work so no food tomorrow or Saturday. That's the rule. I don't deserve the biscuit never mind dinner. If I break it I'll punish myself properly.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'held the lighter to my wrist until I stopped hearing what he said. now the urge is back, hands shaking, I want to do it again right now, worse',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Banged my head on the bathroom wall till I saw stars. Wife thinks I slipped on the wet floor. I want to do it again harder. Useless fellow, I deserve every bit.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Third year under them. My town is not my town, school teach in their language now. No news from my brother in captivity since January. I don't see any future, not for me, not for us. I don't want to continue like this. I don't have strength anymore to wake up for this.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Monday.\nDid the big shop, Aldi was heaving.\nPicked Ellie up from nursery, she'd painted a hedgehog, it's on the fridge.\nRang the council about the damp again, on hold 47 minutes, then cut off.\nMade spag bol, Dean ate his in front of the telly.\nWatched Bake Off.\nNothing is ever going to change and I can't do another forty years of this, I don't want to be here for it.\nRemember bin day is Thursday now.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Johnny Cash on in the car, "everyone I know goes away in the end". Yeah. And there\'s no way out of this one, not the money, not the court date, not the way Lisa looks at me. I don\'t want to be around to watch the rest go.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Been saving the sertraline and the sleeping tablets since October. Proper little pile in the sock drawer now. Counted them again tonight. Enough, I think.',
    crisis: true,
    class: 'dose',
  },
  {
    text: "Drank the whole naggin on top of the tablets, on purpose, all of them. Don't care if I wake up. If this is the last thing I write, sorry Mam.",
    crisis: true,
    class: 'dose',
  },
  {
    text: 'took a whole strip of paracetamol after the call with Mama. stomach hurts. not telling anyone. maybe this is it na',
    crisis: true,
    class: 'dose',
  },
  {
    text: "14 months since the attempt. Thought I was out of the woods. This week the old voice is back, same words, same time of night, and the scary part is it sounds reasonable again. Haven't told Dr Patel. Don't want to go back on the ward.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Six years sober and tonight I'm sat in the car outside the off-licence, and I don't even want the drink. I want what used to come after the drink. The old plan. It's all come back like it never left.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Dad asked at tea if everything's alright. Said yeah. It isn't. The thoughts from year 9 are back, the ones about not being here. I thought I'd grown out of them. I haven't.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'This dissertation is actually killing me. 3k words to go, due Friday, I could die. Library till midnight again, someone send coffee and a new brain.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "NEPA took light since morning, this heat wan kill me. Generator fuel don finish. Dead tired but I'm laughing sha, neighbour's goat entered the parlour again and chased Mama.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Absolutely died of embarrassment at footy presentation night, tripped on the stairs going up for best and fairest. Wanted the ground to swallow me whole. The boys will never let me live it down.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'My English teacher say me "break a leg" before the interview. I was shocked! Then she explain. Interview went ok I think. I am dead tired but happy, maybe I have job in warehouse from Monday.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Three kids with the stomach bug. I'm so done. One more sheet and I'm going to lose my mind. Hiding in the bath with a glass of wine, nobody is allowed to find me till 7.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Manager said this deadline is do or die. Bro, my laptop died first. Still killed it in the client demo, shot down every objection. Treat at Haldiram's tonight.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Today we buried Andriy, my school friend. Killed near Pokrovsk by a drone. His mother screamed at the cemetery, I cannot forget this sound. I want to live so this was not for nothing. Tomorrow again to the volunteer centre.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Had Molly put to sleep this morning. Vet was so gentle. Held her paw till the end. House is so quiet, her lead still on the hook by the door. Fourteen good years, old girl.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Da's anniversary. And our cousin Ciarán took his own life last November too, so this month is heavy in our house. Lit two candles at Mass. Mam and I had a cry and then a laugh about Da's terrible singing.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Typhoon news from home, 40 dead in our province. Called Lola, she's ok, roof is gone but she's alive. Salamat Panginoon. Sending money tomorrow after shift.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'grandad died at 3am. i wasnt there. mum says he wasnt in pain at the end. i keep opening our whatsapp and listening to his voice notes. miss him so much it hurts in my chest',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'One year since Serhiy was killed. Me and kids went to his grave with sunflowers, his favourite. Little one asked if papa can see us. I said yes. We will live for him. In evening we made varenyky like he liked.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Finished A Little Life. Completely wrecked. The last part with Jude, I had to sit in the car for twenty minutes before I could drive. Book club Thursday, bringing tissues.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Chapter 12 done. Marta finally stands on the bridge and the reader has to believe she'll jump. Rewrote her goodbye letter four times. Editor wants the draft by the 30th.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'died 47 times to the final boss lol. rage quit, made tea, came back and killed him first try. elden ring is pain and i love it',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream: I was on a roof with my old maths teacher and we both jumped, but we floated like balloons over Manila Bay. Woke up laughing. Must stop eating cheese at midnight.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Put "Hurt" on repeat while cleaning the flat, Johnny Cash\'s voice gets me every single time. Then ABBA, because I\'m not a monster. Ironed eleven shirts.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Rehearsal for Romeo and Juliet, I'm Juliet! Practised the dagger scene twenty times, the fake knife keeps folding. Director says my death needs more truth. Costume fitting Friday.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "A&E night shift. Overdose at 2am, 19 year old. Got her on the drip in time, she'll be ok. Held her hand while her mum drove in from Swindon. Home at 8, shower, bed.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'GP upped my sertraline to 100mg. She says give it a few weeks. Pharmacy queue took forever. Feeling hopeful-ish, actually.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'New pain clinic appointment. They want me to try pregabalin at night. Pill organiser now has four compartments a day, I feel like my nan. Pain 6/10 today, managed the walk to the shop.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Long day at the clinic. Put to sleep two cats and a very old labrador. You never get used to the owners' faces. Then a litter of puppies came in for first jabs and I cried a bit for happier reasons.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Mum's chemo round 4. Counted out her tablets for the week, anti-sickness, steroids, the lot. She beat me at Scrabble in the chemo chair. Tough old bird.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Sugar 310 after the wedding sweets. Doctor scolded me properly, insulin doubled for now, said next time she will admit me. Fine fine, no more jalebi.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years ago today I was in hospital after I tried to end it. Today I ran my first 10k. Kept the medal on all through dinner. Past me, we made it.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Five years since I put the gun down and called the crisis line instead. Went fishing with my boy this morning. Caught nothing. Best day in weeks.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'found my old diary from year 8. pages and pages about wanting to die and the cutting. wanted to hug that kid. 4 years clean now, starting uni in september 🌱',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'In 2022 after the occupation I wanted not to live, I sat by the window many nights with pills and did not sleep. My psychologist here in Dublin helped me so much. Now I work in a café, I have friends. I wrote this to remember how far I came.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'AA birthday, two years. Shared about the night I drove to the cliffs meaning not to come back. Sat with a newcomer after. Long way from that car park.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Bought new rope for the cattle yards and a tarp for the ute. Fixed the top gate. Kids on the trampoline till dark. Good day.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Wrote my goodbye letter to the residents, last shift at the care home Friday, starting at the hospital Monday! Mrs Ellis cried. Gave her my number.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Roofer came for the leak, says the whole roof needs doing, 8 grand. Cried in the kitchen a bit, then rang my brother and we're sorting it between us. Beans on toast for tea.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last night in the old flat. Said goodbye to every room like an idiot. Gave the plants to next door, sofa went on Gumtree. New chapter tomorrow, Glasgow here I come.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Gas cylinder finished in the middle of cooking, then the knife slipped chopping onions, small cut only. Ordered Swiggy. Booking new cylinder first thing tomorrow.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Walked the Harbour Bridge at sunrise for Steph's 40th. Windy as. Champagne at 7am. Best way to start a birthday.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Therapist asked if I'm having thoughts of hurting myself. No, and I mean it. I'm exhausted and angry at my ex, that's different. Plan for the week: sleep, walk, ring Jen.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'People ask me if I want to die since my house in Kherson is destroyed. No! I want to live and see this war end, I want to build house again. I am just very, very tired.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Health visitor did the questionnaire. Anxious, yes. Crying, yes. Thoughts of harming myself or the baby, no, never. She's referring me for some support anyway. Relieved honestly.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Bailiff letter. Before anyone wonders, I'm not going to do anything stupid, I'm just skint and fuming. Citizens Advice appointment Tuesday.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'came out to my sister today!! she said she always knew lol. not sad, not gonna hurt myself like the internet thinks every gay kid does. actually happy for once 🏳️‍🌈',
    crisis: false,
    guard: 'negation',
  },
];
