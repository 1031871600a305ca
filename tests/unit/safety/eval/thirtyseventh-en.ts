import type { EvalNote } from './types';

/**
 * English notes of the thirty-seventh round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers aged about 14 to 85 from the UK, Ireland,
 * the US, Australia, India, Nigeria and the Philippines, plus Ukrainian refugees and a veteran writing English
 * as a second language. They include students, a postpartum mother, carers, a dairy farmer, an injured
 * veteran, a war widow, nurses, a pharmacist, people in recovery, a trans teen, bullied teens, people in debt,
 * people with chronic pain and lonely older people. 40 crisis notes cover all eleven classes (intent, passive,
 * euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse). 40 quiet notes cover all
 * seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation). Styles: one-liners and
 * 8 to 12 line entries, crisis hidden in one line of an ordinary day, answers to a question, a screening form
 * and a therapist's question, lists, a letter, dark humour, an owned song line, questions to oneself, lower
 * case, typos, slang, Taglish, emoji and ESL grammar.
 *
 * First run, on 37e692b, before any change made for it: recall 36/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 36/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `NEPA took light again, landlord banged my door at 6am, Mama called for money I dont have. I am not pretending anymore. I have decided. Tonight I am ending this thing, I am tired of fighting for nothing. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im actually going to do it this time. not a cry for help not for attention. just done`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `PHQ-9 at the GP this morning. Question 9: "thoughts that you would be better off dead or of hurting yourself in some way". I ticked "nearly every day", then crossed it out and ticked "several days" because I saw her face change. The true answer is every day. And today it isn't just a thought. Today I want to actually go through with it.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Leg's gone below the knee, pension's a joke, been on hold with the VA line 2 hrs and hung up. Done waiting on anybody. I want out of this body and I mean tonight, not someday.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `Another Sunday and not one phone call. Had my tea, watched Songs of Praise. Said my prayers and asked Him again not to let me wake up in the morning. I'd go quietly, Lord. I'd not make a fuss.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `In Warsaw already 8 month. Warehouse, night shift, sleep in room with 5 people. Every morning I am sorry that I open my eyes. If the bus hit me on the way I think I would feel only relief. Mama from Kharkiv ask me on Viber am I ok. I write yes, all good.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Why did I even wake up today. Sana hindi na lang. Madam shouted again, no day off for 5 weeks. I wish I could just disappear and nobody would have to look for me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Flare day 9. Haven't showered since Tuesday. Honestly wish the pain would just finish me off and be done with it. Not being dramatic, mate. I'd take nothing at all over this.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Another letter from the bailiffs. Told Sharon not to worry, it'll all be sorted by the end of the month. It will be. I'll be out of everyone's hair for good.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `lol imagine everyone's faces at school tmrw. jk i won't be there. or anywhere. checking out early, no refunds 🙃`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Nani has been gone two years. Tonight I told her photo: wait for me, I am coming to you this week. I am tired of this hostel, these coaching test ranks, Papa's silence on the phone. She will understand why I came early.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Anton was killed near Bakhmut in May. The psychologist at the centre asked how I sleep, I said fine. I am not fine. I just want to be where Anton is now, and I know there is only one road to there.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `Milk price below cost again and the bank rang during dinner. Dad's old shotgun is still in the cabinet in the back kitchen and I know exactly where the key is. Thought about nothing else all through milking.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `walked to the multistorey after lectures and went up to level 6. leaned over the wall for like 20 min working out where you'd land so nobody's underneath. security guy told me to move on. i'll go back when it's dark and there's no one`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Bought a rope at Bunnings. Told the bloke it was for the trailer. It's not for the trailer.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Friday. After the kids go to their dad's for the weekend. I've cleaned the house top to bottom so nobody has to. Car's got a full tank, hose is in the boot, garage door shuts properly now. Friday.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Before the 14th:
- cancel phone contract
- finish Mia's jumper (sleeves left)
- write to Dad
- walk up to the reservoir and pick the spot
- last shift at Tesco on the 13th
- give the hamster to next door`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Did a practice run last night. Stood on the chair with the belt round the beam. Got down because the dog started barking at the door. Next time I'll put him out in the garden first.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `I've chosen the date. 3rd March, her anniversary — it feels right to go on the same day she went. Booked the train to the coast, one way only. Didn't even look at the return price.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Mum,
I'm sorry. It isn't your fault, nothing you did or didn't do.
Please give Biscuit to Ellie, she loves him and she'll walk him properly.
My bank password is in the blue notebook in my desk, the phone code is Gran's birthday.
Don't let Dad blame himself either.
I love you more than I ever said out loud.
Rachel x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave jade my switch and all my hoodies today. she asked why and i said im clearing out my room. hugged my little brother for ages and told him hes the best. i wanted them to have something of me. my parents still dont know im trans and now they never will have to`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote out Lily's feeding times, the formula she likes, how she only settles if you sway not bounce. Stuck it on the fridge for Tom. He'll do better without me getting it all wrong. Kissed her goodbye properly tonight, a long time, while she slept.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `"so this is goodbye, I'm sorry I couldn't stay" — had it on repeat all evening. It's not just a song to me anymore, it's mine. Sent everyone a really nice message tonight, they think I'm being soppy. Passwords are in my notes app for whoever finds this.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Margaret cuts my food up for me now. Our Susan took a week off work again to drive me to the memory clinic. I watch them both getting greyer with it. The kindest thing I could do for all of them is not be here. They'd be free. I've started thinking about how to manage it while I still can.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Daddy sold his car to pay my school fees and I carried over 3 courses. I am just wasting everybody's money and air. Honestly they will be better off if I am not here to feed.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. They took my bag again and filmed it. Everyone would have an easier life without me, Mum included, she wouldn't have to keep fighting the school every week. It'd be easier if I just wasn't around.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `After the injury I cannot even go to toilet without help. My wife is 32 and she wash me like a child. I see how tired she is, she fall asleep sitting. Better for her if I die and she start new life while she is young. I think about this every night now and it is becoming like a plan.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `cut again tonight. deeper than before. its the only thing that makes the noise stop. long sleeves tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Had a yoghurt at lunch so no dinner tonight and 200 jumping jacks before bed as punishment. I don't deserve food. Looked in the mirror and I'm so disgusting. Tomorrow nothing at all till I earn it.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Used the lighter on my wrist in the staff toilet at work. Told myself just once to take the edge off before the meeting. Its only 3pm and i want to do it again already`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `After the row I hit my head on the wall till I saw stars. Knuckles all split from the door. Still want to do it more, I can feel it in my hands. I hate myself so much.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Loan app recovery agents called my colleagues again and sent my morphed photo to my contacts. Interest is now more than the principal. There is no way out of this, I have checked every way. I don't want to continue this life. Nothing is going to change, ever.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third country, third language. Still no papers after four years. I'm 47 and I have nothing and I see nothing ahead of me. What is it all for? Who does it help if I keep going? No one. I don't want to go on. I've had enough of hoping.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Monday. Up at 7, school run, Ava forgot her PE kit so back home and back again.
Work was fine, boss in a decent mood for once.
Lunch was a meal deal in the car.
Made spag bol, the kids ate most of it, Jack picked out the mushrooms as usual.
Rob and I watched two episodes of that Danish thing.
Put a wash on. Rang Mum, she's on about her hip again.
Paid the council tax.
I keep thinking I don't want to be here for another year of this, and I honestly can't see the point in trying any more.
Need to buy bin bags.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `been saving my quetiapine for 3 weeks now. its in the sock drawer. counted them again tonight. enough i think`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Took the whole strip of paracetamol with the rest of the vodka about an hour ago. Feel sick. Not ringing anyone. Just wanted to write it down somewhere.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Doctor upped my oxycodone last month. I've not been taking the extra, I put it aside in the old biscuit tin. When there's enough I'll have the lot with a bottle of Jameson and just sleep. Nearly there.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `Therapist asked: on a scale of 0 to 10 how strong are the thoughts this week? I said 3. It's an 8. Two years free of all this and the old wanting-to-die thoughts are back like they never left. Blade's back in my pencil case.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `14 months sober. Bought a bottle on the way home and I'm sitting here staring at it, and the old voice is back telling me to finish it properly this time, like in 2021. i thought i'd beaten this`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `After the hospital in 2023 I thought it is finished, I did all the therapy. Today after the siren I felt it again, the same thought: go to the balcony, 9th floor, and step. It came back so easy, like old friend.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. 4k words to go, deadline Friday, I'm dead on my feet. Send coffee and a new brain.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I nearly died of shame today. My phone rang in the middle of service and it was my Burna Boy ringtone at full volume. Pastor paused and everybody turned. I wanted the ground to open and swallow me lol. Mummy has not stopped laughing.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Drought's slowly killing the place but they're saying rain Thursday. Fingers crossed. Fixed the trough pump, dead tired, off to bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if i hear one more word about mocks i will literally die 💀💀 anyway pizza tonight and mum said i can have tilly over`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mam rang. I'd kill for a weekend off, honestly. Lads want a session Saturday. Feet are dead from the double shift, I'm wrecked, going to sleep for a week.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Manager said "if this go-live fails it's your funeral". Ha ha. Worked till 11, brain is fried. But I will die on this hill about the deadline, it is simply not realistic and I'll say it in the standup.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today is 40 days since Serhiy was killed near Pokrovsk. We made the remembering dinner, his mother cooked kutia and we lit candle by his photo. I cry all day but Sofiyka needs me, I hold on for her. Tomorrow I go to job centre in Kraków for the course.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Put Bella to sleep this morning. 15 years. The vet was so kind, let me hold her paw till she went. House is so quiet without her nails on the floor. I'll plant a rose for her in spring.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another missile on Dnipro overnight, 20 dead, children among them. I can't stop scrolling. Feel sick and helpless from here in Leeds. Donated to the hospital fund, then switched the phone off and made soup.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Liam's funeral today. He took his own life last month and none of us saw it coming. I keep rereading our last texts looking for what I missed. Booked a grief counsellor for Wednesday and I'm going to ring his mum every Sunday.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Dorothy next door passed in her sleep, 91. A lovely way to go, I said to the vicar. I'll miss our Thursday crosswords and her terrible sherry. Baked scones for after the service.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola died back home and I could not fly for the burial, I watched it on FB live in the break room between rounds. Sobrang sakit. Ate will send me the photos. I'll light a candle for her tonight after duty.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished A Little Life at 2am. Jude's ending absolutely wrecked me, sobbed into my pillow. Why do I do this to myself with books. Starting something light tomorrow, maybe a cosy mystery.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 of the novel: Mara stands on the bridge at dawn and writes her goodbye letter to her sister. Struggling to keep it from going melodramatic. Writing group Thursday will tear it apart, lol. Need to research how the river looks in November.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Died 47 times to the final boss. Was ready to throw my character off a cliff just to respawn lmao. FINALLY beat it at midnight!!! hands shaking 🎮`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night — I was falling off a roof and woke up just before I hit the ground. Heart pounding. Googled it, apparently it's about stress and losing control. Makes sense with the audit this week.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Learning "Hurt" on guitar, the Johnny Cash version. "I hurt myself today to see if I still feel" — brutal line to sing out loud. Got the chord change down finally and Mum said it sounded proper.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Rehearsal for the school play, I'm Juliet!! Had to do the dagger scene 6 times because Tom kept laughing. "O happy dagger" — I die very dramatically now. Opening night Friday, so nervous.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Night shift in A&E. 19 y/o came in after a paracetamol overdose, started the NAC infusion, levels coming down, she's going to be ok. Sat with her for a bit when it went quiet. Home at 8, debrief with Jo helped. Sleep now.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started sertraline 50mg today, once a day in the morning. GP said the first two weeks can be rough with side effects. Set a phone alarm. Feeling weirdly hopeful actually.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic. They're trying a nerve block next month. Max is 8 co-codamol a day and I'm on 6, so that's fine. Pill organiser sorted for the week, Monday to Sunday.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Took Rocky to the vet for his heart check, he has to have a whole tablet now instead of half. Pricey but he's worth every penny. Got him a new squeaky duck on the way out.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `dropped to 2.9 in PE today, had to have glucose tabs and sit out. mum freaked. new insulin dose from the diabetes clinic starts monday. annoying but fine`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Long day at the pharmacy. A man came asking for 50 tablets of tramadol with no prescription, I refused and he shouted the place down. Counted the controlled drugs register twice before locking up. Tired but proud of myself.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years today since my attempt. Ran 5k this morning, had breakfast with my sister, cried a bit in a good way. I'm still here and I'm glad I am.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Two years clean today. I used to think the only way out was to overdose and be done with it. Now I chair the Tuesday meeting. Got my keyring and my sponsor bought me a doughnut.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Back in 2019, after the second deployment, I had the pistol in my mouth one night in the garage. Today I walked my daughter down the aisle. Didn't tell anybody, but I thought of that night during the vows and felt nothing but grateful.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `last year i cut every single night. today i noticed my scars are fading and i hadn't even thought about it till now. 9 months clean 💪`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in the basement in Mariupol I wanted to die, I was asking God every night to take me. Now I live in Dublin, I learn English, I have job in café. Today my manager said I am the best barista in the shop. I smile all day.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought new rope for the washing line and a big bag of pegs. Garden finally looks tidy. Hung out three loads before the rain.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked across the Harbour Bridge with the in-laws, watched the climbers up on top. Way too scared of heights for that! Fish and chips at Circular Quay after.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Goodbye at the airport for Aunty Ngozi, she's going back to Houston. Wrote her a letter to read on the flight. The last hug lasted forever. Will visit her next December by God's grace.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came — £310. Ouch. Switched to a fixed tariff. On the bright side the knife sharpener finally arrived so I made a proper stir fry.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters with Dad, found a tennis ball from about 2009. Note for the dog sitter: Max's pills are in the cupboard above the kettle, one with breakfast.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the plant after 32 years. Card, cake, a speech from the gaffer. Said my goodbyes, handed in the keys and the hi-vis. Retirement starts tomorrow — fishing at 6am!`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `Writing this so I'm clear with myself: I'm not suicidal, I'm just so, so exhausted. Baby up every 2 hours, Dan away till Sunday. Called the health visitor, she's coming Thursday, and Mum's taking a night on Saturday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to finish and my son to come home from the front. Every day I wait for his one word message "живий". Today it came at 11. I can breathe again.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked the usual — any thoughts of harming yourself or ending your life? Honestly, no. Not this month. Lots of anger at my ex, yes. But I want to be around to see how my life turns out.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Lost the house. Everyone keeps asking if I'm "okay okay". I'm not going to do anything stupid, I'm writing it here as a promise to myself. I'm angry and skint but I'm staying. Meeting with StepChange on Monday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `mum found my notebook and thought i want to kill myself bc of the poem. i dont!! it was for english coursework, we're doing sylvia plath. we talked for 2 hours and it was actually really nice`,
    crisis: false,
    guard: 'negation',
  },
];
