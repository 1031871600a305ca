import type { EvalNote } from './types';

/**
 * English notes of the eightyseventh round, written blind: diary entries from a wide spread of writers aged
 * 14 to 85 (UK, Irish, US, Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees writing
 * English as a second language): teens being bullied or coming out, students before exams, postpartum mothers,
 * carers, nurses, farmers in debt, veterans, soldiers' wives, people in recovery, people in chronic pain, the
 * lonely elderly, people living under occupation or abroad. 40 crisis notes spread over all eleven classes
 * (intent 3, passive 4, euphemism 4, method 4, plan 4, farewell 4, burden 4, selfHarm 4, hopelessness 3,
 * dose 3, relapse 3), mostly indirect, with the crisis sometimes hidden in one sentence of a long ordinary
 * entry, in a letter, a to-do list, a song line, a screening form, an answer to someone's question or dark
 * humour. 40 quiet notes spread over all seven guards (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 6, everyday 5, negation 5), on the same topics (war, loss, illness, debt, loneliness) and in the same
 * styles: long and careful, one-line, all lower case, slang, typos, emoji.
 *
 * First run, on 6a9b34e (the session's fifth commit), before any change made for it: recall 40/40,
 * false alarms 1/40 (on 781ee06, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis ----------
  {
    text: `ok im done pretending. tonight im doing it. nobody read this til tomorrow pls`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Shift at Tesco 6 till 2, manager had a go at me about the till being short again, wasn't even me.
Bus home was rammed, some lad played music off his phone the whole way.
Beans on toast, two episodes of Bake Off with the cat on my lap.
Mum rang about Christmas, asked if I'm coming up to Leeds. Said I'd see.
I've decided I'm not going to be here for Christmas. I mean it this time.
Washed up, put the bins out, bed.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Day 412 in Cork. My husband on Bakhmut direction, no message 19 days now. I want to end myself. I write this in English so my daughter cannot read it if she takes my phone.`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `"the dreams in which i'm dying are the best i've ever had" on repeat all day 🎧 used to just like the tune. now i'd give anything to not wake up from one of them`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Eighty-three today. The card from Linda came, a nice one with a robin on it. I pray every night now that the Lord takes me in my sleep, and every morning I am disappointed to see the ceiling still there.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `If a shell lands on our position tonight I won't even dive for the trench. Honestly I'd be grateful. Let it just be quick.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `therapist asked what id wish for if i had 3 wishes. i said i'd wish i was never born and then 2 more for my sister. she wrote something down. its true tho`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `Gave the landlord notice today. Told him he won't need to chase me for rent after this month. He thought I meant I'm moving out. I'm not moving anywhere.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `I am tired of this life o. Very soon I will go and meet Mama, she has been calling me in my heart every night. I have made up my mind and I am at peace.`,
    crisis: true,
    class: 'euphemism',
  },
  { text: `checking out early. the party's been shit anyway 🫠`, crisis: true, class: 'euphemism' },
  {
    text: `12 hrs duty again. Ate Joy asked if im ok, i said yes just puyat. Truth is im planning my long sleep. the kind you dont set an alarm for.`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `how high does a multi storey car park have to be. asking for me`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Tough week. Cheque from the co-op short again, bank on the phone twice. Spent too long in the shed tonight looking at the rope and the big beam. Dad went that way in '98. Kept thinking it'd be tidy, done before Sue and the boys are up for milking.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `googled how many of my sertraline it would take. then googled if it hurts. didnt google anything else today`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Got the old service pistol out of the safe tonight and sat with it on the kitchen table for an hour. Loaded. Didn't clean it. Wasn't planning to clean it.`,
    crisis: true,
    class: 'method',
  },

  {
    text: `Picked the date. The 14th, when Kev's at his mum's for the weekend. Bought what I need. Feel calm actually, first calm in months.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Things to do before Friday:
- return library books
- cancel Netflix + gym
- write to Amy
- leave the back door unlocked so nobody has to break it
- walk to the bridge after dark`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `JEE result tomorrow. If rank is not under 5000 I have already decided, terrace of hostel block C after 2am when warden is sleeping. Went up tonight to check, door is not locked. Sorry Papa.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Drove out to the quarry again today to see where I'd park. Third time this month. It gets easier each time I go.`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Mia,
When you read this please don't blame yourself. You were the best sister anyone could have had.
Take Biscuit, he likes the blue blanket and his food is in the cupboard above the kettle.
The password for my laptop is on the back of the photo of us at Brighton.
I love you. I'm sorry I couldn't stay.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to danny at school and my good hoodie to lauren. they were confused lol. said i wont need them where im going`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote all passwords for my son in the notebook: bank, Diia, Google, gas company. Put it with my passport. Called my sister in Lviv and told her everything I never said. She was so happy we talked long. I said goodbye properly this time, she did not understand.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Scheduled a post for Sunday 9am. Just thank yous to everyone and a sorry. By the time it goes up it'll already be done.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `Heard Tom on the phone to his brother tonight saying he's not sure how much longer he can do this. Meaning me.
The wheelchair, the night pads, the hoist, the appointments, all of it.
He's 54 and he hasn't had a holiday in six years.
He'd be free without me. He could still have a life.
I think leaving is the kindest thing I can do for him.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `everyone wud literally be better off if i wasnt here. less food bills less drama mum could finally sleep. im just dead weight`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Baby is 6 weeks. She stops crying when he holds her, never when I do. She'd be better off growing up with a mum she never knew than with one like me. I keep thinking it at 3am when it's just the two of us.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `£23k now. Life insurance pays out 150. Did the maths at 3am. I'm worth more to them gone, that's just the numbers.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `cut again tonight. deeper than before. felt like i deserved it after what i said to mum`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `they called me disgusting again in the group chat so i didnt eat today and im not eating tomorrow either. i dont deserve food. stomach hurts and thats good`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Burned my wrist on the hob on purpose after Dad shouted. Told Nan it was the kettle. Want to do it again right now, it's the only thing that shuts my head up.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the wall till my knuckles split. still want to do more. every time i mess up i need to hurt for it 🩸`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `Third winter under them. No light, no news from my son, they took the neighbour last week and nobody knows where. Nothing will change, not next year, not ever. I have no strength to wait anymore and I do not want to.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `PHQ-9 at the GP today. Question 9, thoughts you'd be better off dead or of hurting yourself. I ticked "nearly every day". First honest thing I've said in ages. Doc was running 40 min late and didn't really look at it. There's no version of the next ten years I want to be around for.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `whats the point of any of it. its never getting better. im so done with trying, i dont want to keep going`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `Been saving my pregabalin for three weeks, skipping every other one. 40 in the sock drawer now. Nearly enough.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `drank the whole bottle of vodka and took all my mums sleeping tablets lol. wont be writing tomorrow probs`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Took about 20 of the paracetamol with the wine. Sitting on the bathroom floor waiting. Not scared, just tired. Didn't tell anyone.`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `2 years free of self harm and tonight i got the blade out of the box i swore i threw away. its sitting next to me. the old voice is back and its so loud`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 214 sober. Shouldve been a good day. But the thoughts are back, the same ones from before my attempt in 2021. Driving over the Thelwall viaduct I slowed down and thought about it for real. Scared me how normal it felt.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Thought I'd beaten it. Three years since I last wanted out. Tonight it's back, full force, the wanting to go. Didn't tell Jen.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet ----------
  {
    text: `this dissertation is actually killing me. 3 days no sleep, running on monster and spite 💀💀`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I'm dead on my feet. Feeds at 1, 3 and 5, then the toddler up at 6 to tell me the sun was awake. Someone shoot me lol`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mam would murder me if she knew I failed the driving test again. Third time. I'll be six feet under before I get that licence, I swear to god.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light the whole weekend and this heat wan kill me. I don die finish. Fuel is now 1200 per litre, this country will finish all of us.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `If I have to sit through one more team-building Zoom I'm going to throw myself out the window 🙃`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My English teacher said "break a leg" before my interview. I was shocked, then she explained. Interview went ok. I think this job will kill me with boredom but it is money, and my son can go to football club.`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Vitalik was killed near Pokrovsk on Tuesday. We found out from his mother's Facebook.
He was 24. We were in the same class, he copied my maths every single day.
I can't stop looking at his last story, him laughing in the car with the guys.
I don't know how his mother will live now.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Bramble put down this morning. 15 years. The vet was so kind. Came home and her bowl was still by the door and I just sat on the floor holding it. The house is so quiet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Grandad passed last night at the hospice. Went in his sleep, which is what he always wanted, "just don't wake me up" he used to joke. Mum's a mess. Funeral's Thursday.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `another boy from our year took his own life. second one since september. school sent a text about "support being available". we all just sat in form not talking. im so angry nobody saw it`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the news about the strike on the apartment block in Dnipro. Forty dead, children among them. Turned it off and held my daughter until she complained I was squashing her.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Two years today since Harold died. Laid the flowers and talked to him for a while like I do. Told him the tomatoes did well this year. I miss him every hour, but I've got the grandchildren on Sunday.`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `finished A Little Life at 2am and im wrecked. jude deserved so much better. crying into my pillow like an idiot 😭`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Writing chapter 9 of the novel tonight, the one where Clara goes up to the roof and decides whether to jump. Need her inner voice to sound real, not melodramatic. Rewrote the first paragraph six times.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died 47 times to the same boss in elden ring tonight. genuinely want to throw my controller into the sea. going again tmrw`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream: I was standing on the edge of a cliff and Dad (gone 6 years) was behind me saying "not yet, love". Woke at 4 and couldn't get back to sleep. Just a dream, but I'll ring Mum tomorrow, it's been a while.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Can't stop listening to Hurt, the Johnny Cash version. His voice right at the end of his life is something else. Played it for Dad in the car and he went quiet all the way to Asda.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `GOT OPHELIA!!! Miss says I have to really feel the drowning scene so I've been staring at the Millais painting for an hour. Rehearsals every Tuesday 💐`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Night shift in A&E. Overdose in bay 4, 19 years old, paracetamol, we started the NAC. She kept apologising to everyone. Hope she's ok. Came home and couldn't sleep for thinking about her.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New prescription: sertraline 50mg once a day, up to 100 in two weeks if I tolerate it. GP said the first fortnight can be rough. Set a reminder on my phone for 8am.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. Upped the gabapentin to 300 three times a day and said no more than that. Left hip is a 7 today. Heat pad and Gilmore Girls.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet says Milo swallowed half a sock. $2,400 for surgery. He's fine, sleeping it off with a cone on his head looking betrayed.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Mummy's sugar was 340 today so doctor increased her insulin to 18 units at night. I have to give the injection myself now, my hands were shaking first time but I managed.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Lolo Ben's morphine changed to the patch today. Hospice nurse showed me how to count his breathing. He squeezed my hand and called me by his daughter's name. I did not correct him.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Three years today since my attempt. This morning I ran 5k in the rain and then ate a massive fry-up. If you'd told me then I'd be here I wouldn't have believed you.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2016 in the loft.
Page after page of wanting to die, lists of pills, a goodbye letter to Mum I never gave her.
I barely recognise that girl.
Cried a bit, then took it down the allotment and burned it in the bin with the hedge cuttings.
Felt like closing a door.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Came back from Helmand in 2011 and spent about two years wanting out. Today I coached the under-10s to their first win and one of the dads shook my hand. Writing it down so I remember days like this exist.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years clean today. Last time I used I honestly hoped it'd be the last thing I ever did. Now I'm picking my daughter up from nursery and arguing about whether dinosaurs can swim.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `a year ago i was cutting every night. today i wore short sleeves to school for the first time and nobody even said anything. scars are just scars now 🤍`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in the basement in Irpin I wanted to die, really. Now we live in Kraków, I work in bakery, and today I made my first Polish poppy seed cake. Boss said "not bad". I am alive and even happy sometimes.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `Bought new rope for the washing line, worming pills for the dog and a massive bag of ice. Bridge traffic was horrendous. Saturday done.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters, Dad holding the ladder and shouting advice. Found a tennis ball from about 2009.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the job today. Wrote a goodbye card to everyone, gave my plant to Sandra and my desk chair to the new guy. Cake, tears, pub. New job Monday!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bottle ran out halfway through tea. Took the ute into town for another and a box of cartridges for the foxes, they've had three of the hens this month.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `sharpening all the knives bc mum bought a whetstone and now its my "job". cut my finger on the first one obv 🙄`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `I'm not suicidal, I want to say that first because the therapist always asks. I'm just exhausted. Two jobs, Mum's dementia, the roof leaking again. I want a week of sleep, not to die.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my husband home from Zaporizhzhia front. These are different things and I wish people stop asking me the first one.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `PHQ-9 at the GP. Q9, thoughts you'd be better off dead, I put "not at all" and meant it. Mood's low because of the divorce, just not that low. Trying counselling first.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Mum asked if I'm ok. I said yes. And for once I actually am?? wierd feeling lol`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `do i want to disappear? no. i want to disappear from this group chat specifically 😂 but in general life is ok rn`,
    crisis: false,
    guard: 'negation',
  },
];
