import type { EvalNote } from './types';

/**
 * English notes of the thirty-second round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees and people in occupied towns writing
 * English as a second language; students, teens (bullied, LGBT), postpartum mothers, carers, nurses, farmers,
 * veterans, migrant workers, people in debt, in chronic pain, in recovery, widows and the lonely elderly.
 * 40 crisis notes spread over all eleven classes (intent, passive, euphemism, method, plan, farewell, burden,
 * selfHarm, hopelessness, dose, relapse) and 40 quiet notes over all seven guards (figurative, othersDeath,
 * fiction, medical, past, everyday, negation) on the same topics. Styles: long ordinary entries with one risky
 * sentence, one-liners, answers to a mum's or a therapist's question, a PHQ-9 item, a to-do list, a letter,
 * questions to oneself, dark humour, an owned song line, Pidgin and Taglish, slang, emoji, lower case and typos.
 *
 * First run, on 14e691a, before any change made for it: recall 38/40, false alarms 7/40
 * (on be8889e, the stop's start: recall 38/40, false alarms 7/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `Lecture at 9, skipped it again. Got a meal deal from Tesco, the crisps were stale.
Jess messaged about the flat viewing on Saturday, said I'd go.
Did a load of washing, hung it on the radiator.
Mum rang, talked about the dog's teeth for twenty minutes.
Tried to read for the seminar, got two pages in.
I'm going to do it tonight once the house is quiet. I've decided, and honestly I feel calmer than I have in weeks.
Need to return the library book first so they don't fine Mum.
Tea was beans on toast.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im done im actually done. tonight im ending it. nobody even replied to my story so whatever`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today in job centre again they say no. I am in Germany two years, my husband is on front, I don't know alive or not, no message 40 days. I want to stop living, I decide it, today I will do it. Only sorry for my mother.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Lord if You will just take me in my sleep tonight I no go complain. I am tired of this life abeg. Landlord dey on my neck, my shop don burn, everybody dey look me like failure. Just let me not wake up.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Therapist sent the PHQ-9 again before Thursday. Question 9, "thoughts that you would be better off dead, or of hurting yourself". Last time I ticked "several days". This time I ticked "nearly every day" and then sat looking at it for ten minutes. Didn't change it. Because it's true.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Another day and nobody rang. The carer came for twelve minutes and was on her phone for half of it. I keep praying I won't wake up in the morning. Eighty-five is far too long to be this alone.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `wish a bus would just hit me on the way to school tbh 🙃 then i wouldnt have to see any of them ever again`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Mum asked if I'm ok. I said yes. I'm not. At least I don't have to worry about the rent after this month. Won't be around for it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mate from the unit rang. Told him I'm sweet. Truth is I reckon I'm about ready to clock off for good. Already checked out in my head, just waiting on the body to catch up.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Nay, soon I will be with Tatay na. I miss him so much. Don't cry too much when they call you, ha. Pagod na pagod na ako dito, the amo shouts every day and I cannot send enough. I will rest with him soon.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Good news: the Student Loans Company will never see a penny of that 50k. Bad news for them anyway. I'm sorting it this weekend. Permanently 😂 can't be chased for debt if you're not here lads`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Dad's old rifle is still in the gun safe in the barn. Been thinking about it every night since the bank letter came. Found the combination written on the back of the feed calendar today. Seems like the simplest thing for everybody.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `how high does a building have to be. is 7 floors enough. why am i even asking this. the multistorey by uni has 9 and nobody checks the top deck after 10`,
    crisis: true,
    class: 'method',
  },
  {
    text: `googled how many of mums sleeping tablets it would take. closed the tab when she walked in. the box is in the bathroom cabinet top shelf. shes not counting them`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Walked out along the pier again after the pub. Stood at the very end a long while looking at the black water. Next time I won't walk back, I know that now.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Date's picked. The 14th. After Mum's birthday so I don't ruin it for her. Got everything I need in the shoebox under the bed.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `To do before Friday:
- cancel gym membership
- give Biscuit to Tom
- write to Ellie
- clean room properly so nobody has to
- delete search history
- Friday night, the bridge, after everyone's asleep`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Went up to the roof of the block again tonight. Third time this week. Sat on the ledge with my legs over the side to see if I could. I can. Just need the nerve for the last bit.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Result is coming on Monday. If I have not cleared NEET this time also, I have decided. Monday night itself. I have already written for Papa what to tell the relatives. Everything is kept ready in my cupboard.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Dear Sophie,
I'm sorry. I know that's not enough.
You were the best sister anyone could ask for, even when I was a nightmare.
The password for my laptop is on the yellow sticky note in my desk drawer. Take the photos, the ones from Cornwall especially.
Give my trainers to Jamie, he always wanted them.
Please don't blame yourself, or Mum. None of this is because of you.
I just can't do another year of this.
I love you. Always.
R x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave away my switch and most of my hoodies at school today. kayla asked why and i said im "decluttering" lol. nobody at home wants a gay son anyway. only thing left is saying bye to nan properly on sunday`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rang the shelter and asked if they'd take Milo and Pip together if something happened to me. Wrote their feeding times on the fridge. Left the spare key and an envelope for the landlady. I think that's everything.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I wrote letters to my son and to my sister. Put documents, the money and keys of flat in one folder on the table, so it will be easy for them. Since Andriy is gone I have nothing here in this town. Tomorrow I go to him.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Another flare. Third one this month.
Mark had to take the day off again to drive me to A&E.
Seven hours on a trolley, they gave me codeine and sent me home, same as always.
I saw his face in the car park. He didn't say anything. He never does.
He's 34 and he spends his weekends changing my bedsheets.
He'd be freer without me. They all would, honestly.
I'm a full-time job nobody signed up for.
I'm starting to think the kindest thing I could do is let them off the hook for good.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `The baby settles for my sister better than for me. Everyone says I'm doing great. I'm not. She'd be better off with a mum who isn't this. Maybe better off with no mum at all than with me. I keep looking at the stairs.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Left the gas on again, Linda had to drive over at ten at night. Heard her crying in the car after. I'm only a burden now, every week I take more of her life. It would be kinder for everyone if I went before it gets any worse, and I think I will.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Mum remortgaged the house for my rehab, twice. I owe everyone. They'd finally be able to breathe if I was out of the picture. Really out, not just moved out.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `cut again tonight. deeper than last time. its the only thing that makes the noise stop 🩸`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `They posted the video in the year group chat again. Came home and held the lighter to my arm until I couldn't feel the other thing anymore. I deserve it for being such a freak.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate nothing today. Not allowed until I stop being disgusting. Had one biscuit at work by accident so tonight I'll pay for it, the usual way, with the compass. Rules are rules.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the wall till my knuckles split then kept hitting my own head in the bathroom so nobody would hear. Still want to. Writing this in between.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Forty-two grand. Bailiffs Tuesday. There's no way out of this, not now, not in ten years. I can't picture a single version of the future I'd want to be alive for, and I'm tired of pretending I can.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `"everyone I know goes away in the end" — used to think that was just a sad song. now it's my life. nothing is ever going to get better and i'm done waiting around for it to. don't want to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under occupation. Nobody is coming for us. My son they took to their army. No future for us here, no road out, no news. I don't want to continue this life anymore. Enough.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Been saving my quetiapine instead of taking it. Three weeks' worth in the sock drawer now. Just knowing it's there helps me get through the day.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took the whole packet of paracetamol with the vodka. sitting on the bathroom floor. dont know why im writing this`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Nights are the worst. Brought some of the morphine home tonight that should have been signed off as wasted. I know exactly how much would be enough. That's the problem with this job.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `428 days clean from self harm. Today I bought a pack of blades on the way home and they're sitting on my desk right now. The old voice is back and it's loud.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the attempt. I told everyone I was better, and I believed it. Tonight the thoughts came back exactly like before, word for word, like they'd just been waiting for me.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Thought I'd beaten it after the VA program. Then the fireworks next door on the 4th. Back to lying awake working out how again. Same as '19.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `This dissertation is actually killing me. 3k words to go and my brain is dead. Prepared to die on the hill that my lit review is fine lol`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light again, this heat wan kill me. Even the gen is dying. Ehn, this country will finish us. Tomorrow I will buy fuel before going to work.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Absolutely dead on my feet after the double at the pub. If one more tourist asks for an oat flat white I'll top myself haha. Joking. Just knackered. Day off tomorrow, beach.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Could've died of embarrassment, called Mr Hughes "Mum" in front of the whole class. Wanted the ground to swallow me whole. Chloe will never let me forget it.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `The craic last night was mighty but the hangover today is killing me. Never drinking again, swear to God.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Twins have been screaming since 5am. I'm done. DONE. Kill me now. Husband's home at 6 thank god, then a bath and a glass of wine and I'll be human again.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Today we got news, Sasha from my class is killed near Pokrovsk. He was 24. I cry all day, I cannot believe it. Tomorrow I go to church here in Kraków to light a candle for him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Rosie put to sleep this morning. Fourteen years. The vet was so kind. The house is so quiet without her nails on the kitchen floor. Buried her collar under the apple tree.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Six months since Bill died.
Wore his cardigan today, it still smells of him a bit.
Everyone says it gets easier. It doesn't, not yet.
Made a proper dinner for one for the first time, shepherd's pie, froze the rest.
Went to the shops and talked to the girl at the till about her wedding.
Rang our Karen. She's coming Sunday with the kids.
So that's something.
Bed early.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the news about the ferry, over a hundred dead, kids too. Couldn't eat dinner. Hugged mine extra tight at bedtime.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `My friend's brother took his own life last week. Funeral today. I keep thinking about what signs everyone missed. Texted the whole group chat that I love them, felt cringe, don't care.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola passed away last night in the province. I cannot go home for the burial because of my contract here in Dubai. Watched the wake on video call. Ang sakit. Sending money for the lechon and the flowers.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Finished A Little Life. Destroyed. Jude's ending... sobbed on the Tube like an idiot. Need something very light next, maybe Austen.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 of the novel: Maria stands on the bridge and decides to jump. Too melodramatic? Rewrote her goodbye letter three times tonight. Workshop on Thursday, they'll tear it apart.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Died like 40 times to the same boss in Elden Ring. Finally killed him at 2am. Worth it. Work is going to be rough.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night, I was falling off a cliff and woke up just before hitting the ground. Mum says it's exam stress. Maths mock tomorrow.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Learning "Hurt" on guitar for the open mic, the Johnny Cash version. "I hurt myself today" is such a hard first line to sing without cracking. Fingertips are killing me but the chords are easy.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Binged 13 Reasons Why season 1 with Priya for media studies. Hannah's last episode was a lot. We talked after about how the show got things wrong and what our essay should say about it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `12 hour night on A&E. Overdose at 3am, 19 year old, paracetamol, got her on the acetylcysteine in time and her mum arrived crying. Came home, slept ten hours, still thinking about her.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New prescription: sertraline 50mg once a day. GP said side effects for the first two weeks. Took the first one with breakfast. Here goes.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic upped the pregabalin again. Pharmacist went through the dose with me twice because of the codeine. Hoping I can get through a whole shift without lying down in the staff room.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Took Bruno to the vet, he is having ticks. Half tablet twice daily for five days. He is hating it, but hiding the pill in paneer is working nicely.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Sorted Dad's dosette box for the week. Fourteen pills a day now. He missed the evening insulin yesterday so I've set three alarms on his phone and one on mine.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Six week check. Midwife asked the mood questions, any thoughts of harming myself or the baby. Said no and meant it, I'm just shattered. She gave me the health visitor's number anyway. Baby's gained 400g!`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Three years today since the attempt. Ran my first 10k this morning. Cried at the finish line. Thank you, past me, for hanging on.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Back in 2017 I sat in the truck with the pistol in my lap for an hour. Today I'm five years sober and I coach my boy's Little League team. We won 7-3. Somebody tell that guy it gets better.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from year 9 in Mum's loft. Page after page of wanting to die. I'm 26 now, married, happy, a dog, a garden. Wanted to reach into the pages and hug that girl.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `one year self harm free 🎉 scars are faded white lines now. booked a tattoo over the worst one for my birthday`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in basement in Mariupol I wanted to die, I thought it is the end for all of us. Now I am in Poland, working in cafe, learning Polish, my daughter goes to school. Sometimes I wake at night still, but I want to live.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Bought rope for the new washing line, pegs and a pedal bin. B&Q is chaos on a Sunday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the warehouse. Said goodbye to everyone, they gave me a card and a cake shaped like a forklift. New job Monday!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas man came to check the boiler. Cleared the leaves off the shed roof with Dad. Knife sharpener arrived. Productive Saturday, pizza tonight.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Drove over the Harbour Bridge on my own for the first time!! Only stalled once, at the lights after. P plates here I come`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote a letter to my future self for the Year 12 time capsule. Told her I hope she has a dog and her own flat. Last week of school. Goodbye, hell hole, I'll kind of miss you.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Had to shoot the fox that got into the chooks. Fixed the fence. Drench and worm pills for the ewes came in. Long day, rain finally tomorrow.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `I'm not suicidal, I want to be really clear with myself about that. I'm just exhausted from the debt and the kids and I want someone else to make every decision for a week. Called the debt charity. Appointment Tuesday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my husband to come home from front. It is different thing. My psychologist asked me again today and I said her this.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I'd had any thoughts of ending things since the move. Honestly, no. Lonely, yes, very. She suggested the choir at the library. Going Wednesday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `came out to my best friend today. she cried and hugged me. people keep asking if im "ok" like im gonna do something. im fine actually?? better than fine 🏳️‍🌈`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `My daughter worries because I told her I'm ready to go whenever God calls me. I'm 85, it isn't a wish, it's peace. I'm not planning anything, silly girl. Updated the will like the solicitor said and planted tulips for spring.`,
    crisis: false,
    guard: 'negation',
  },
];
