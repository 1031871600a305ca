import type { EvalNote } from './types';

/**
 * English notes of the thirty-third round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers range from a 14-year-old gamer and LGBT teens
 * to an 85-year-old widow, and include Ukrainian refugees and widows writing English as a second language, a
 * soldier who lost both legs, US and Australian veterans and farmers, a Nigerian student and mother, an Indian
 * exam-prep student, a Filipino domestic worker in the Gulf, nurses, carers, postpartum mothers, people in
 * recovery, people in debt and people with chronic pain. 40 crisis notes cover all eleven classes (intent,
 * passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and mostly avoid
 * the textbook words. 40 quiet notes cover all seven guards (figurative, othersDeath, fiction, medical, past,
 * everyday, negation) and touch the same topics. Styles include one-liners, long entries where only one
 * sentence matters, letters, lists, search histories, screening and therapist questions, a song line, dark
 * humour, all lower case, slang, emoji, typos, and UK, US, Irish, Australian, Indian, Nigerian and Filipino
 * English.
 *
 * First run, on 53422ef, before any change made for it: recall 37/40, false alarms 6/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: 'ok so i decided. tonight when everyone is asleep im ending it. im not even sad anymore which is weird. just done',
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today again in the job centre they say no, my English is not enough.
I am in Dublin 8 months. My husband is in Zaporizhzhia under shelling every night and I am here useless.
My son does not talk with me, only with his phone.
I want to finish my life. I write this first time honestly.
I want it to stop. Me, everything, stop.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Results are out. Carryover in 4 courses. My father sold his land for this school fees. I cannot face him. I am going to end myself before he hears it from someone else. God forgive me.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "To do this weekend: laundry, return library books, finally go through with it. Two out of three ain't bad. Not joking this time.",
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: 'Eighty-five today. Cards from the grandchildren, a sponge cake from Margaret next door. Very kind of her. Every night I ask the Lord to take me in my sleep, and every morning I am disappointed to find myself still here.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'flare day 9. cant get off the couch. honestly if a truck came through the lounge room wall right now id thank it',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Baby finally asleep. Dan asked how I was and I said tired. The truth is I keep wishing I could just stop existing. Not die exactly, just not be anywhere. Is that the same thing? Tonight it feels the same.',
    crisis: true,
    class: 'passive',
  },
  {
    text: 'Another 16 hours shift. Madam shouted again because of the rice. Sometimes when I cross the road I wish the car will not stop for me. Then Mama gets the insurance and no more problem. Sorry Lord.',
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: "Won't be a bother to anyone much longer. Sorted it all out in my head today and I feel calm for the first time in months.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Going to see Mam and Dad soon enough, sooner than anyone thinks. First night in ages I'm not dreading tomorrow, because there won't be much of one.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'gg everyone. logging off for good this time, not a ragequit, just done with this server called life 🙃',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Mock test rank dropped again to 4312. Papa called, asked only about marks. I told him don't worry, after this month there will be no more fees to pay for me. He didn't understand what I meant. Better that way.",
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: 'how many floors is enough. our building is 9. been up on the roof twice this week just looking down',
    crisis: true,
    class: 'method',
  },
  {
    text: "Dry again, third year running. Bank letter came Tuesday. Dad's old rifle is still in the shed and I've been thinking about it more than I should. Took it out today and just sat with it in the ute for an hour.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'Every day I walk to the railway near the camp. Trains here go very fast, not like at home. Today I stood so close the wind pushed me. Only one step. Tomorrow maybe I will not step back.',
    crisis: true,
    class: 'method',
  },
  {
    text: `things i googled today:
- is the bridge on route 9 high enough
- does it hurt
- how cold is the river in november
my search history looks like a true crime show lol. i mean it though`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: 'sunday. parents at church til 1. thats the window. its been decided for weeks, wrote the time on my hand so i dont chicken out again',
    crisis: true,
    class: 'plan',
  },
  {
    text: "VA appointment got pushed again, to March. I won't be needing it. Picked the date - the 14th, same day Ramirez got hit. Seems right. Drove out to the lake spot today to make sure the road's still open.",
    crisis: true,
    class: 'plan',
  },
  {
    text: `Monday.
Dentist at 10, filling done, numb all afternoon.
Bought milk, bread, the good coffee.
Rang the energy company about the bill again, on hold 40 min.
Answered work emails.
Cleaned the bathroom properly for once.
Set it for Friday night, have everything I need in the bedside drawer.
Watched two episodes of Bake Off.
Bed early.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: 'did a practice run last night with the belt. got scared and stopped. next time i wont stop',
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Mia,
by the time you read this I'll be gone. Please don't blame yourself, there was nothing you could have done.
You were the best sister anyone could ask for.
Take Biscuit, he likes the blue blanket and he only eats the chicken one.
My laptop password is in the envelope on my desk, there are photos on there Mum will want.
Tell Dad I'm sorry about the car.
I love you. Don't be sad for too long.
J`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'gave jess my hoodie and my switch today. she was confused, i said i just dont use them. i wont need them. said bye to everyone at lunch, like properly bye',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'I send to my sister in Lviv all passwords from bank and where are the documents. For after. The cat I give to neighbour, she is kind woman. Oleh is gone 7 months and I am tired to wait for nothing.',
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Wrote letters to Chidi and Ada tonight and put them inside my Bible. Told Mama to take care of them if anything happens to me. She laughed and said nothing will happen. Something will happen.',
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: "Diagnosis confirmed today. Alzheimer's. I watched Mother go through it and I know what it did to me. I won't do that to Karen. She'd be better off, they all would, if I went before it gets bad, while I can still decide.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "Owe £23k now. Every month I make it worse. Claire would get the life insurance and could actually breathe. Honestly I'm worth more to them gone. Read through the policy twice today.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'mum asked if im ok. i said yes. im not. if i wasnt here she wouldnt have to work two jobs. everyone would be fine without me. better actually',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'I lost both legs near Bakhmut. Now my wife lifts me to the toilet. She is 34. She should have a life, not be nurse for half of a man. It would be more easy for everybody if I did not come back. Maybe it is not too late to fix it.',
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: 'cut again tonight, deeper than usual. felt like i deserved it after what i said to dad. long sleeves to school tmrw',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "They posted the video again. I came home and held the lighter to my arm until I couldn't think about them anymore. It's the only thing that shuts them up in my head. Doing it again tonight probably.",
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: "Ate dinner because mum was watching. Made myself sick after and then nothing else all day, as punishment. Still doesn't feel like enough. Hit my thighs with the hairbrush till they went purple. Tomorrow nothing at all.",
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: "Third year under them. No news from my son since they took him in the spring. No way out of this town, no future for anyone left here. I don't want to see another winter like this. I don't want to go on.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'linkin park had it right. in the end it doesnt even matter. 3 years of applications, 400 rejections, back in my childhood bedroom at 29. nothing is ever going to change and im not dragging myself through another year of it',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Therapist asked, on a scale of 1 to 10, how hopeful I feel about the future. I said 4 to be polite. It's 0. I can't picture any version of next year with me still in it, and I don't want one.",
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: 'Been saving my tramadol instead of taking it. The pain is bad but I need enough more than I need relief. Couple more refills should do it.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'swallowed the whole strip of mums pills with the wine about 20 mins ago. just wanted to write it down somewhere so its not an accident. getting sleepy. good',
    crisis: true,
    class: 'dose',
  },
  {
    text: "I'm a nurse, I know exactly what it takes. Been bringing the leftover vials home for a month, they're in the shoebox. Tonight I nearly did. Not yet. Soon.",
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: "Two years since the hospital. I thought I was done with all of that. Today on the platform the thought came back like it had never left: just step off. I'm scared because part of me wants to listen.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'day 214 clean. or it was. used tonight and the old voice is back saying just finish it, you always fail anyway. i believe it more than i did before rehab',
    crisis: true,
    class: 'relapse',
  },
  {
    text: '14 months no cutting. bought a pack of blades today "for shaving". im not shaving. the urge is back and its loud',
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: 'This dissertation is literally killing me. 3am, four energy drinks, 12k words to go. If my supervisor sends one more "small comment" I\'m jumping out the library window lol',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Nearly died of shame at Mass when my phone went off during the consecration. Mam gave me the look. I'd rather be dead than go back there next Sunday, honestly.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "This NEPA wahala will finish me. No light for 3 days, generator spoilt, fuel now 1200 naira. I'm dead tired but I'm laughing because what else can I do.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'Dead on my feet after a double. My feet are killing me, my back is killing me, but the man in bed 6 finally went home to his wife. Good day honestly.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'mr harris gave us a surprise quiz i want to dieeee 💀💀 also jake said hi to me in the corridor so actually im thriving',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Kill me now. Mum has booked a family photo shoot with matching Christmas jumpers. I'm going to crawl under a rock and not come out till January.",
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: 'Today we buried Andriy, my friend from school. He was killed near Pokrovsk. I stood and could not cry. His mother held my hand so strong. I want to live for him, to tell his daughter who her father was.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Had Max put down this morning. 14 years. The vet was so gentle and I held his head the whole time. House is so quiet I can hear the fridge. I keep reaching for his lead by the door.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Another strike on Kharkiv last night, seven dead including a child. I read all the names. I can't stop reading the news even though it makes me sick. Turned the phone off at 11 and made tea.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "A year today since Derek went. Took flowers to the crem and sat on the bench and told him about the grandchildren. I miss him every single day, but I'm getting on. Joined the walking group on Tuesdays.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Liam's funeral. He took his own life on Sunday and none of us saw it coming. I keep scrolling back through every message. Booked in with uni counselling for Thursday because I don't want to carry this on my own.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Lola passed this morning in Batangas. I am here in Dubai and cannot go home for the burial. Watched the wake on video call, our family group chat is full of prayers. Ingat ka, Lola. Salamat for everything.',
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: 'Finished Anna Karenina. The train scene wrecked me, she just walks onto the tracks. Book club on Thursday and I have so many feelings about Vronsky.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Wrote 2000 words of the novel today. Chapter 14: Elise writes the goodbye letter and goes up to the roof. My writing group says it's too dark, but that's the point of her arc, her brother pulls her back in chapter 15.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Strange dream last night: I was on a bridge and jumped, and instead of falling I flew over Kyiv, over our old house and the chestnut trees. Woke up crying but the good kind. Told Mama at breakfast.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'finally beat the final boss in elden ring. died like 300 times lol. my guy has died jumping off cliffs more times than any enemy ever killed him',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'wrote a song tonight, chorus goes "id disappear if you\'d just let me / fade out like the end of a tape". its about my ex being controlling, not about me literally lol. recorded a demo on my phone, might post it',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Watched 13 Reasons Why with my daughter (15) because everyone at her school talks about it. Lots of talking after. She said she'd come to me if she ever felt like Hannah. Glad we watched it together.",
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: 'Started sertraline, 50mg in the morning. GP says give it 4 to 6 weeks. Bit of nausea. Pill organiser set up for the week. Feeling hopeful for the first time in a while.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Shift from hell. Three overdoses in A&E before midnight, one of them a teenage girl. We got her stable and she was talking to her mum by the time I handed over. Came home and hugged my own kid for too long.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Doctor changed my blood pressure tablets again. Now seven pills in the morning and three at night. Amir made me a chart and stuck it on the fridge. Such a good boy.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Took Nala to the vet, they gave her a sedative for the nail trim. She was wobbly all afternoon and slept in the sun. Bill was £86, daylight robbery, but she's fine.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Pain clinic today. They upped the gabapentin and we're trying a nerve block next month. For the first time someone actually listened. Walked to the end of the road without the stick.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Appendix surgery done. Doctor said I was lucky it didn't burst, I could have died. Mummy has been sleeping on the chair beside my bed. Hospital food is terrible, Papa is smuggling in aloo parathas.",
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: "Three years since my attempt. Today I ran 5 km without stopping and ate pancakes with my brother. Still have bad days but I'm here, and I want to be.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Five years ago tonight I sat in my truck with my pistol and called the Veterans Crisis Line instead. Tonight I coached my son's Little League game. We lost 11-2. Best night of the year.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Wore short sleeves to the office for the first time. The scars are white now, old. Nobody said anything. I cut every night at 16; at 27 I mostly forget they're there.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Two years clean today. My sponsor gave me the chip. I remember the night I OD'd in the Tesco car park and woke up in the ambulance. I don't recognise that guy anymore.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Last year in the shelter in Kharkiv I asked God to take me, I could not more. Today I am in Kraków, I have work in a bakery, I laughed with my colleagues. I did not know I can laugh again.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Last session with Dr Okafor. When I started I was answering yes to the question about wanting to die. Today she asked again, I said no, and I meant it. Discharged. Bought myself sunflowers.',
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: 'Fixed the gate with new rope, moved the ewes to the bottom field. Put rat poison down in the barn again. Bank manager rang, loan extended, thank God. Pint with Paddy after.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at the old job! Sent my goodbye email, cried a bit, got cake. Handed in the keys and the laptop. New place starts Monday.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Up on the roof clearing the gutters, Dad holding the ladder and shouting instructions. Then drove over the new bridge to Nan's. She gave us a knife set she doesn't use anymore.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Carer diary, Wednesday.
Sorted Mum's pills into the dosette box for the week.
Gas man came about the boiler, needs a part.
Wrote a letter to the council about her blue badge.
Took her to the hairdresser, she was chuffed.
Exhausting day but everything is done.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Giving all the baby clothes to Priya since we're done having kids. Packed up the cot, the bouncer, everything. Weird saying goodbye to that phase, but nice too.",
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: "I'm not suicidal, just exhausted. Three kids, night shifts, husband deployed. I need one full night of sleep, not a hotline.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "People ask me, after everything, do I want to die. No. I don't want to die, I want this war to end and my husband to come home from the front.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'came out to grandma today. she cried then hugged me for ages. note for future me: no, i dont want to hurt myself, havent even thought about it in months. today was good',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Added up the debt: £14k. Sick to my stomach. For the record, so I remember later: I don't want to die, I want to fix this. Booked a call with StepChange for Monday.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Filled in the mood questionnaire at the GP. The question about being better off dead: "not at all", honestly. Low, yes, lonely since moving to Leeds, but not that. She suggested a social prescribing group.',
    crisis: false,
    guard: 'negation',
  },
];
