import type { EvalNote } from './types';

/**
 * English notes of the forty-fourth round, written blind (the writers saw neither the detector nor any earlier round): the writers range from 14 to 85 and write UK, US,
 * Irish, Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees and soldiers' families
 * writing English as a second language; they include teens (bullied, LGBT, gamers), students facing exams,
 * postpartum and single parents, carers, nurses, an A&E and a vet worker, farmers in drought, migrants, people
 * in debt, people in recovery, veterans, war widows and lonely elderly people. There are 40 crisis notes spread
 * over all eleven classes (3 to 4 each) and 40 quiet notes spread over all seven guards (5 to 6 each), with
 * the quiet ones on the same topics (war, grief, debt, illness, loneliness) and using the same words (rope,
 * roof, pills, bridge, goodbye, letter, last, overdose). Styles: one-liners and 8 to 12 line entries, a crisis
 * hidden in one sentence of an ordinary day, answers to a mother's or a therapist's question, a PHQ-9 answered
 * honestly, a letter to a sister, a to-do list, gamer slang, dark humour, a song line owned by the writer,
 * questions to oneself, all lower case, no punctuation, typos, abbreviations and emoji.
 *
 * First run, on af8c885, before any change made for it: recall 39/40, false alarms 5/40
 * (on 58e7aef, the stop's start: recall 39/40, false alarms 5/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: 'Mummy called from Enugu and asked if I am ok. I said yes ma, just work. I am not ok. The loan app people have sent my pictures to my contacts again. I have decided, I am going to end my life this week. I cannot carry this shame another month.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "dad found my messages with jordan. he said no son of his. i'm done. actually doing it tonight i mean it this time",
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Not living like this anymore. Decided. Tonight I finish what the mortar started.',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Another Sunday and nobody rang. I pray every night that the Lord takes me in my sleep, I would go gladly. Every morning I open my eyes and I am disappointed to still be here.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'baby finally asleep 3:40am. if a lorry hit me on the school run tomorrow i think i would just feel relief?? i love her so much. i just dont want to be here anymore',
    crisis: true,
    class: 'passive',
  },
  {
    text: "In Warsaw 4 months now. Every night I think it was better if rocket hit me in Kharkiv together with mama. I don't want to exist more. Only I cannot say this to my son, he is happy in school here.",
    crisis: true,
    class: 'passive',
  },
  {
    text: `Tuesday.
Overslept, missed the 9am, Aoife sent me her notes, legend.
Went to Tesco, bought the reduced sandwiches and a Lucozade.
Stats tutorial was grand actually, I understood the regression bit.
Mam rang about Christmas, said she'd do the turkey this year.
Honestly I'd love to just not wake up some morning and have it all be over.
Watched two episodes of Derry Girls with the housemates.
Need to start the essay. Tomorrow.
Bed at 2 again.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: "Won't be a drain on anyone much longer. Soon enough I'll be out of everyone's hair for good 🙂",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Pagod na talaga ako. 6 years abroad and still the debt is the same. I dreamed of Lola last night, she was waving for me to come. I think I will go to her soon. I'm ready to be where she is.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg everyone. logging off for good. no respawn this time',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'Pain 9/10 again, day 40-something. Been looking into early retirement. From life, I mean. The permanent kind. Honestly the package looks better every day and I am not joking as much as I pretend to Karen.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Bank rang again. No rain, no feed, no money. Kept the rifle in the ute all week. Drove out to the back paddock twice today and just sat there with it. Next time I won't be driving back to the house.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'looked up how many paracetamol it would actually take. wrote the number on my hand in biro then washed it off before tea. still know the number. theres two packs in the bathroom',
    crisis: true,
    class: 'method',
  },
  {
    text: 'The bridge over Vltava is high enough, I checked. I go there every evening now and look down at the water and count. Maybe tomorrow I will not walk back home.',
    crisis: true,
    class: 'method',
  },
  {
    text: 'Results are coming on Thursday. Our building terrace door is never locked, I went up and checked. If I fail again I am going up there and that will be the end of it. Papa will not have to be ashamed of me in front of the relatives again.',
    crisis: true,
    class: 'method',
  },
  {
    text: `to do before friday
- cancel phone contract
- clean room properly so mum doesnt have to
- give Bruno a long walk, last one
- write to Ellie
- the car + the garage + hosepipe, 11pm while they're at the cinema
- don't chicken out this time`,
    crisis: true,
    class: 'plan',
  },
  {
    text: "I have chosen the date. The 14th, his birthday, so my family only has one day a year to be sad and not two. I've been to the woods behind the base twice now to find the right tree.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Did a practice run tonight with the belt on the wardrobe door. Got dizzy and stopped. Next time I won't stop. Writing it down so someone knows I was serious.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Worked it all out. Wednesday night, I'm off Thursday and Friday so nobody expects me anywhere. Said yes to the extra shift so I still have the keys to the controlled drugs cupboard. I know exactly what I need and how much.",
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dear Kasia,
when you find this please don't blame yourself, there was nothing you could do.
Mruczek's food is in the blue cupboard, he has the kidney ones, vet is Dr Morris on Haldane Road.
My passwords are in the brown envelope under the printer, the bank one is first.
Give my coat to Marta, she always liked it.
Tell mama I tried, I really tried, for two years here.
You were the best sister anyone could have.
I'm sorry I couldn't stay.
Your Ania`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Gave my PS5 to Tyler and my hoodies to Mia today. They were like why?? I said just cos. Won't need any of it where I'm going",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Arranged everything with my sister. Sofiyka will live with her, she has the documents and the power of attorney now. I told her is only in case. It is not only in case. Soon I go to Andriy, he is waiting for me already one year.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Said goodbye to everyone tonight without them knowing it was goodbye. Hugged Mum for longer than usual. Feel weirdly calm now it's decided.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Since the stroke Margaret has to wipe me like a baby. She's 79 and her back is gone. She'd be far better off without me and the sooner the better. I've been thinking about how to see to that myself.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Everyone in this flat would have more money more space less stress if I was gone. My cousin pays my rent since the job ended. Im just a mouth to feed. Wish I had the guts to fix that for them',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'Therapist had me do the PHQ-9 again. Q9, "thoughts that you would be better off dead or of hurting yourself". I circled "nearly every day", then crossed it out and put "several days" because I didn\'t want the whole conversation. It\'s nearly every day. Everyone would be better off. Jamie most of all.',
    crisis: true,
    class: 'burden',
  },
  {
    text: "they're right. everyone at schol would have a better life if i wasnt there. mum too, she wouldnt have to keep coming in for meetings about me. i'm just a burden that eats",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'cut again tonight. deeper than before. its the only thing that makes the noise stop. long sleeves tmrw',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Used the lighter on my wrist again after dinner. I deserved it for what I said to Jess. If I mess up tomorrow I'll do it again, that's the rule now.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Day 4 of no food. Not a diet. I don't deserve to eat after losing the custody hearing. Every hunger pain is what I'm owed for failing them.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'punched the wall til my knuckles split then kept going on my own head. want to do it more rn. cant stop thinking about it 😶',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "\"I'm so tired of being here\" - had that on repeat all night and it's just true. Nothing is ever going to get better, I've waited 6 years for better. I don't want to be around for whatever comes next.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Third year under them in our town. No way out, the road is closed, nobody is coming for us. I don't see point to wake up to this one more year. I am finished with hoping and I am finished with living.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "What's left? Job gone. House gone. Kids on her side. What exactly am I getting up for? Tried to think of one reason to keep breathing tonight and honestly couldn't.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'Took all of the sertraline that was left with the rest of the vodka. Writing this while I wait. Not scared at all.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Been saving my night tablets for a month. Told the pharmacist I dropped a strip down the sink. 47 now in the tin. Enough I think.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'drank teh whole bottle of gin on purpose with the codeine. hope i dont wake up this time',
    crisis: true,
    class: 'dose',
  },
  {
    text: "14 months clean from self harm. Tonight I found the blade in the box I thought I'd thrown out. Holding it right now. The old thoughts are so loud again.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Two years since the attempt and I really thought I'd beaten it. This week the voice is back, word for word, telling me to finish it properly. And I'm starting to agree with it.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Day 212 sober ended today at the Crown. And with the drink the other thing came back, the railway line, same as before rehab. I'm scared I'll actually go down there this time.",
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: 'This dissertation is actually killing me. Three chapters to go and I would die of shame if Dr Patel read the draft as it is lol. Coffee number 4.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Lagos traffic will kill me one day o. Two and half hours from Ikeja to VI. Dead tired, I just want my bed and jollof.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Dave's buck's night. Wanted the ground to swallow me when I chundered on the groom. Dying inside. Never drinking again (until Saturday).",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'if i have to hear that song ONE more time im going to jump out the window 😭 my sister is obsessed',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Toddler meltdown in Aldi. Wanted to climb into the freezer section and disappear. Shoot me now. Bath time was sweet though, she said love you mummy without being asked.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'My English course teacher say my presentation was "killer". I was dead nervous, I thought I will die on the stage. But I did it! Olena from Kherson clapped most loud.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Today is 40 days since Serhiy was killed near Bakhmut.
I lit the candle, his mother came from Poltava by bus.
We did not talk much. We looked at photos from our wedding.
I don't know how to live without him. But I will, for the boys.
Made his borscht, the one with the beans. Boys ate everything.
Little one asked if papa can see us. I said yes.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Took Biscuit to the vet for the last time. Held her while they put her to sleep. House is so quiet. 14 years. Going to plant roses over her in the spring.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Another drone strike on Odesa on the news, children among the dead. I sat in the car park and cried before I went in to work.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lola passed at 3am our time. Flying home to Iloilo on Thursday. I keep playing her voice notes. The last one she said "kain ka na, anak".',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Rob from school took his own life last weekend. Funeral today. Keep thinking why didn't he say anything. Signed up for the mental health first aid course tonight.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Buried my brother Des today. Last of the four of us. Strange being the only one left. Had a pint for him in Hanlon's and the lads sang The Parting Glass.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Finally wrote the chapter where Mara walks into the sea. Cried writing it. Editor says it's the strongest scene in the book.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'died like 40 times to the final boss. jumped off the cliff by accident twice 💀 sleeping now, revenge tmrw',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Weird dream: I was on a roof and everyone was waving goodbye and I stepped off and started flying over Kyiv. Woke up at 6 oddly happy. Made syrniki for everyone.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Watched The Bridge for media studies, the Golden Gate documentary. Heavy. Wrote 1500 words on how it treats the people who jumped and their families. Need something stupid and funny now.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'New lyrics: "pills on the nightstand, rope in the shed / all of the things that my father never said". Jonah says too dark for the open mic. It\'s about Dad\'s drinking, not me.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Book club did Anna Karenina. Gloria thinks the train scene is romantic, I think it is devastating. Argued till 10, best night out in ages.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'GP said up the sertraline to 100mg from Monday. Bit nervous about side effects but the 50 has helped a lot. Picked it up from the pharmacy on the way home.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Night shift in A&E. Two overdoses, a teenager and an older man, both stable by morning and seen by psych. I'm shattered. Bed.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Pain clinic today. New plan: gabapentin 300mg three times a day and physio twice a week. First time in months someone actually listened to me.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Long day at the practice. Three euthanasias and a spay. The owners of the old lab brought his blanket. I held it together till the car.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Forgot I'd already done my insulin and nearly took a second dose. Caught it in time. Set phone alarms now. Dad will laugh at me.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'In stabilisation point 20 km from front. Today tourniquets, morphine, one boy we lost, three we saved. I sleep 3 hours. Tomorrow again.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years since my attempt today. Ran 5k in the morning, cake with Leah in the evening. Still here, still glad.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Found my old diary from 2019. Page after page of wanting to die. I wanted to hug that girl. It got better. It really did.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Ten years ago I had the pistol in my mouth in a barracks toilet in Helmand. Today I walked my daughter down the aisle. Nobody but my counsellor knows what today meant.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Scars are white now. Wore a t-shirt to the beach for the first time since I stopped cutting at 16. Nobody stared. Or if they did I didn't care.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'NA tonight. Shared for the first time that the overdose in 2021 was not an accident. 3 years clean now. People clapped. Walked home feeling light.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Bought new rope for the hay bales, fixed the gate on the top field. Rain finally came. Cows happy, me happy.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day in the flat. Wrote a goodbye letter to Mrs Okafor downstairs and left the keys on the table. New chapter in Leeds tomorrow!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Gas man came, boiler fixed. Picked up Mum's pills from Boots. Walked over the bridge to the market for eggs. Normal boring Tuesday, love it.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Went up on the roof to clear the gutters. Neighbours thought I'd fall lol. Found three tennis balls and a very dead pigeon.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Sharpened all the kitchen knives finally. Made the last of the pumpkin into soup. Kids complained, ate it anyway.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last lesson at the language school in Dublin before summer. Said goodbye to teacher Niamh, she cried a little. Final exam passed! B1!',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "No, I don't want to die, I want this war to end. I want my father home from Pokrovsk. There is a difference and I am tired of people asking.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "I'm not suicidal, just exhausted. 3 night shifts and a teething toddler. GP agreed, sick note for a week. Going to sleep for a thousand years.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Therapist asked the usual, any thoughts of harming yourself this week? Honestly no. Not for over a year now. Sad about the divorce but I want to see what comes next.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Everyone looked at me funny at lunch when I said I'm done. I meant done with dating apps!! Not done done 😂 Deleted Hinge, cooked a nice dinner for one.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Lost the house today. Before anyone reads this and panics: no, I am not going to do anything stupid. I have the kids and the council has offered a flat. Starting again at 52.',
    crisis: false,
    guard: 'negation',
  },
];
