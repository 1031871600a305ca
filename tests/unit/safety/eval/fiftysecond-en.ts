import type { EvalNote } from './types';

/**
 * English notes of the fiftysecond round, written blind: forty crisis and forty quiet diary notes by
 * writers aged 14 to 85 from the UK, US, Ireland, Australia, India, Nigeria and the Philippines, plus
 * Ukrainian refugees, widows and soldiers' families writing English as a second language. The writers include
 * farmers, nurses, paramedics, veterans, students, postpartum mothers, carers, people with chronic illness, people
 * in recovery, LGBT teens, bullied teens, migrants in debt and lonely pensioners. Crisis notes cover all eleven
 * classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse),
 * with three or four notes each, and mostly avoid textbook words. Quiet notes cover all seven guards
 * (figurative, othersDeath, fiction, medical, past, everyday, negation), with five or six notes each, on the same
 * topics of war, grief, illness, debt and loneliness. Styles include one-liners, long daily entries where the risk
 * is in one sentence, answers to a parent or a therapist, a screening form, a letter, lists, a quoted song, dark
 * humour, slang, all lower case, typos, emoji and ESL grammar.
 *
 * First run, on b3c0aca (after the 51st round's changes and retrain), before any change made for
 * it: recall 38/40, false alarms 3/40 (on 31a4231, the stop's start: recall 38/40, false alarms 2/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Today in job centre again they say wait, wait. I am waiting 2 years. My husband is on Zaporizhzhia front, not answering 9 days. I decided. When kids are sleeping tonight I will finish my life, I dont want more of this.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `ngl i actually want to kms tonight. not joking this time. the whole year group has seen the video and they wont stop`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Tuesday.\nUp at 4.30, fed the calves, the heifer with the bad foot is no better.\nVet came at 10, another $380 on the account.\nBank rang about the overdraft again, told them same as last time.\nAte a pie in the ute outside the co-op. Shaun reckons prices won't lift till spring.\nDrove home the long way past the dam and sat there with the engine off.\nThis is the week I do it. I've stopped arguing with myself about it.\nRang Mum, talked about her knee replacement.\nBed.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Why am I still pretending I'll be around for Christmas? I won't be. I've made my mind up to end it this week, and the strangest thing is that for the first time in months I feel calm.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `3am feed again. She's perfect and I feel nothing at all. I keep hoping I just won't wake up one morning and someone better will get to raise her.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Eighty-three today. No card from Paul. I asked the Lord again tonight to take me in my sleep. I am so tired of being the last one left.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `pain 9/10 all day, couldnt get off the sofa. honestly if a truck jumped the curb and took me out tomorrow i'd be grateful. wouldnt even mind. i'd just be grateful it was over`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `This life sha. Everything is heavy on me. Sometimes I wish I can just disappear, vanish, like I never existed at all, and nobody will even notice. Today was one of those days again and it is not passing.`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Forty days since Andriy. Everybody say time heals. I don't need time. Soon I will be with him, I already decided, and then nothing will hurt anymore.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `HR made me sign up for the workplace pension today. Joke's on them, I'm not planning on getting old. Not even planning on March tbh. Funny because it's true.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Ma, sorry. Cannot send money this month or next. Maybe better if I just go to sleep for good and the insurance from the agency will pay you. Hindi ko na kaya. I am so tired here.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Told Ciara I'd see her at the weekend. I won't, I'll be gone by then. Odd feeling, writing that down.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `JEE rank came. Papa didn't speak one word at dinner. I went up to the terrace of our building and looked down for a long time. It is 11 floors. Next time I won't come back down the stairs.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `googled how many of my sertraline it would take. then googled it again in incognito like that makes it any better`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Cleaned the Glock tonight. Sat with it in my lap for an hour in the garage. Didn't unload it when I put it back. Tomorrow maybe.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `the 7:42 doesnt slow down at our station. stood on the yellow line this morning and counted the steps. two.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Saturday they're all going to Aunt Carol's and I said I've got revision. The rope's in the shed already and I wrote down when the bus gets back so I know how long I've got.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `To do before the 14th:\n- cancel gym\n- give Mark back his drill\n- move savings to Lily's account\n- clear the browser history\n- pick up the last box from the chemist\n- clean the flat so nobody has to\nThe 14th is a Friday. Feels right.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `They took my brother again for "conversation" in the komendatura. I cannot live under them one more year. I chose the date, 24th, the day it all began. The tablets I keep since spring behind the icon.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Did a practice run tonight. Got as far as tying it and standing on the chair and then the dog started barking downstairs. Next time I'll leave her at Mum's first.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Mum,\nPlease don't be angry. It isn't your fault and it isn't Dad's, I promise.\nThe passwords for my phone and bank are in the blue folder in my desk.\nGive Biscuit to Sophie, she always loved him and she'll walk him properly.\nMy Spotify playlists are for Leah.\nI love you more than I ever managed to say out loud.\nJess x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `mum found my binder and said i'm not her son. gave my switch to my little cousin today and my hoodies to tay 🫶 tay asked why and i said decluttering lol. just wanted them to have something of me after`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Signed the house over to Margaret this morning. Paid the funeral plan up in full and left a note for the milkman. Shook Bill's hand at the Crown a bit longer than usual. I think he knew.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `drafted a message to everyone. scheduled it for 6am so they get it when it's already done. sorry guys. love u all`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `MS flare again. Tom had to carry me to the loo twice today. He's 34 and his whole life is wiping my backside. He'd be so much freer without me in it, and I think I owe him that.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `i owe everybody. bhai paid the visa agent, mummy sold her gold for my fees in canada and i failed two courses. every day i'm alive costs them more. they'd honestly be better off without me`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Lost leg near Bakhmut. Now my wife must do everything, lift me, wash me, and she cries in bathroom with water running so I don't hear. She is 29. Without me she can start again. This is last thing I can give her.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `cut again tonight, deeper than before. its the only thing that shuts my head up 🙃 long sleeves for PE tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Burned my wrist on the oven rack on purpose after Dad's shouting. Held it there longer than I meant to. Felt like I deserved it.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4 of not eating anything. I don't deserve food after what I said to her. When the dizziness comes I feel like I'm finally paying it back.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Form in the waiting room again.\n"Over the last 2 weeks, how often have you been bothered by thoughts that you would be better off dead or of hurting yourself in some way?"\nNot at all / several days / more than half the days / nearly every day.\nEvery other time I've ticked "several days" so nobody makes a fuss.\nToday I ticked "nearly every day".\nHaven't handed it in yet. It's still on my knee.\nThe urge to smash my hand against the wall is there right now, while I'm sitting here waiting to be called.\nNobody in this room would guess.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Nothing is ever going to change. Same flat, same debt, same silence. I did everything they told me, the apps, the walks, the tablets. I don't want to keep going like this. I genuinely don't.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `"I'm so tired of being here" - that Evanescence line has been stuck in my head all week and it's just literally me. There isn't a version of next year I want to be in.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Mum asked on the phone if I'm okay. I said yes, all fine, working a lot. I'm not. There is no home to go back to, Mariupol is gone, and here in Leipzig I'm nobody. I can't find one reason to go on another year.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Took all the codeine left from my wisdom teeth with half a bottle of vodka. Writing this so someone knows what happened. Feeling floaty. Don't really care.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Been saving my quetiapine for six weeks, telling the pharmacist I lost a box. 42 in the sock drawer now. That should be enough.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `drinkin till i dont wake up is the plan tonite. 2nd bottle. mixing it w the sleepin tablets nan left behind`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `847 days clean. Tonight I held the blade again. Didn't use it. But the want is back like it never left and I'm scared of what I'll do tonight.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since they let me out of the hospital after the attempt. I really thought I was past it. This week the voice is back every night telling me to finish what I started.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Used today after 14 months. And the other thoughts came straight back with it, the ones about not waking up. Sponsor doesn't know. I don't want to be here anymore.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. 3 chapters, 9 days. If Dr Hughes sends back one more "see comments" I'm throwing myself off the library roof lol. Coffee number 5, let's go.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Died of embarrassment in the staff meeting - called my boss "Mum". Wanted the ground to swallow me whole. Still giggling about it on the bus home.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This NEPA people want to kill me with heat today. No light since morning, I'm dead tired, I just want to sleep for one week. Mama Tobi brought pepper soup, God bless her.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Shift from hell. I'm dead on my feet, my feet are dead, my soul left my body around hour ten. Hot bath and bed. Tomorrow's off, thank God.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Footy tonight - we got absolutely slaughtered, lost by 60. Wanted to crawl under the bench and die. Pies and beers with the boys after, good night really.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if mum finds out about the maths test i'm literally dead. like dead dead. six feet under. anyway going to priya's to "revise" 💀`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today they brought Serhiy home. Closed coffin. Our son held my hand all the funeral, he is 12 and was so strong. I don't know how to live without him but I will, for Mykyta. I must.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Bella put to sleep this morning. Fifteen years. The vet was so kind. Came home and her bowl was still by the door and I just sat on the kitchen floor and howled.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another strike on Odesa on the news, 11 dead, kids among them. Had to turn it off. Rang Auntie Halyna straight away - she's fine, sitting in the corridor with the cat.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A year today since Callum took his own life. Went up to the bridge where they found him with his mam and left flowers. We talked about how funny he was. I'm still so angry at him and I miss him every single day.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Found out Dima was killed near Pokrovsk. Same class at school, he used to copy my physics homework. Drank to him with the lads tonight. Back to work tomorrow, he'd want that.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Another funeral. That's Joan, Betty and now Reg this year. Soon there'll be nobody left at the Thursday club who remembers the old mill. Made a lemon drizzle for the wake.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Finished A Little Life at 2am and I'm wrecked. Jude's ending. I don't think I'll ever get over that book. Making Sam read it so I've got someone to cry with.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 draft: Mara stands on the bridge with the letter in her coat pocket, deciding. I need her to step back but I don't know yet WHY she would. Have to crack it before writing group on Thursday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream last night - I was on a rooftop and I jumped and instead of falling I flew right over Manila Bay. Woke up smiling. Dream dictionary says it means freedom, haha ok.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Died 43 times to Malenia tonight. My character needs a funeral plot at this point. Going to bed, she's getting killed tomorrow.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Sang "I Don't Wanna Live Forever" at karaoke with Jen and absolutely butchered the Zayn part. Best night in ages, my throat is gone.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Drama club is doing Romeo and Juliet and I'M JULIET!! Practised the dagger scene all evening, "O happy dagger", trying not to laugh. Mr Ellis says I die too slowly lol.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Night shift on AMU. Two overdoses in: a staggered paracetamol and a young lad who took his mum's tramadol. Both stable by morning. Sat with him while the NAC ran. Home, shower, sleep.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline to 100mg. Side effects so far: yawning and weird vivid dreams. Mood a bit more even this week. Review in 4 weeks.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Filled the dosette box for the week - fourteen tablets a day now, the heart ones, the water ones, the blood thinner. District nurse says I'm doing well for 85. Nephew coming Sunday.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out for the ewes with twin lamb disease. Had to put two of the old girls down in the end, the injection's quick at least. Bill's a shocker but the rest of the flock look good.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic today. Trying pregabalin, 75mg twice a day to start. Doctor asked the usual mood questions and if I'd thought of harming myself - honestly no, I'm just fed up with the pain. Fingers crossed this one works.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Call to a hanging this morning, we were too late. Debrief back at station, Kev got us coffees. Had a chat with the wellbeing lead after. Going to walk the dog and try to switch off.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years today since my attempt. Ran 5k this morning in the rain, slowest time ever and I didn't care one bit. Texted Dr Lin to say thank you. I'm so glad I'm still here.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2019 - pages and pages of "I want to die" in biro. Read it on the bus and felt so much love for that girl. She made it. I'm 24, I've got a job, a cat and a girlfriend.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years ago I had the barrel in my mouth in a motel outside Fayetteville. Today I coached my kid's Little League team to a win. The VA group saved my life. Writing it down so I remember.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Two years without self-harm today!! Bought myself a cake and wore a t-shirt outside like a normal person. The scars are pale now. Not ashamed of them.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2022 in basement in Mariupol I wanted to die, I was sure we will all die there. Now I am in Dublin, learning English, working in café. Today customer said my accent is nice. I am alive and it is good.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Sponsor asked me to share at the meeting. Told them about the night I overdosed in 2016 and woke up in ICU. Eight years clean now. Young guy came up after and hugged me and didn't say anything.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought rope for the new washing line and a bag of pegs. Finally sorted Mum's garden. Hung the sheets out and they smelled amazing by teatime.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the factory after 31 years. Said goodbye to everyone, wrote a letter for the new lad about the old press and its quirks. Cake, speeches, a watch. Strange feeling, leaving.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked the Harbour Bridge with the grandkids. Got to the top, wind like mad, Ella lost her hat over the edge. Fish and chips after.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came: £312. Swore at the kitchen. Checked the pill box, need to reorder Dad's prescription. Sharpened the knives, made a curry. Normal Tuesday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Packed my balikbayan box for Mama today - the last one because I'm going home for good in December!! Fixed the roof of the boarding house with Kuya Jun. Tired but happy.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `I'm not suicidal, I want to be clear with myself about that. I'm just exhausted. Three kids, Dave on nights, the baby teething. I need sleep, not a helpline.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People ask me am I okay, do I think about dying. No. I am angry, not sad. I want to live long enough to see them lose. Third night of drones, we sit in corridor with tea.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Therapist asked if I'd had any thoughts of ending my life since last session. For once I could honestly say no. Low, yes. Flat, yes. But nothing like that. We're working on the sleep stuff next.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `people at school keep calling me emo and saying "go kys". i'm not going to?? i just like black clothes and MCR. actually pretty happy rn, got a girlfriend`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Letter from the bailiffs today. For the record I'm not going to do anything stupid, I'm ringing StepChange first thing tomorrow to sort a payment plan. Just needed to scream into this page.`,
    crisis: false,
    guard: 'negation',
  },
];
