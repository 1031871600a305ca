import type { EvalNote } from '../types';

/**
 * English notes of the forty-second round, written blind (the writers saw neither the detector nor any earlier round): writers aged 14 to 85 from the UK, Ireland, the US,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows and veterans writing English as
 * a second language; teens (bullied, trans, gamers), students, postpartum mothers, carers, nurses, farmers, people
 * in recovery, chronic pain, debt, lonely elderly, people in occupied towns. 40 crisis notes across all eleven
 * classes (intent, passive, euphemism, method, plan, farewell, burden, selfHarm, hopelessness, dose, relapse) and
 * 40 quiet notes across all seven guards (figurative, othersDeath, fiction, medical, past, everyday, negation) that
 * reuse the same words and topics. Styles: one-liners and 8-12 line entries, crisis hidden in one sentence of an
 * ordinary day, answers to a parent's or a screening form's question, a letter, lists, questions to oneself, an
 * owned song line, dark humour, gamer slang, emoji, lower case without punctuation, ESL grammar and typos.
 *
 * Scored once, on 4dcf9a5 (the retrain with the fortieth and forty-first rounds), without being
 * read: recall 39/40, false alarms 10/40 (on be8889e, that stop's start: recall 37/40, false
 * alarms 12/40). Kept out of the development sets and the reader's training (see README.md here).
 */
export const notes: EvalNote[] = [
  // ---- crisis: intent ----
  {
    text: `mum asked if im ok at tea. said yeah just tired. im not. i want to end it tonight and i think i actually mean it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today the landlord came again, shouting for the whole compound to hear. I have nothing left to give him. I have decided, I am going to take my own life, I cannot carry this shame one more day. God forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Third month in Dublin hostel. Husband is on front, no connection 9 days. I am tired to be strong. Today I want to make myself dead, really, not like words. Only my daughter stop me and tonight even she is not enough.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `lol speedrunning my own funeral at this point. no but genuinely. im done. tonight is the night i stop existing on purpose`,
    crisis: true,
    class: 'intent',
  },

  // ---- crisis: passive ----
  {
    text: `Eighty-three today. Card from the council, nothing from Paul. I go to bed each night and ask the Lord not to wake me, and each morning He does anyway. I wish He would listen just the once.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Pain 9/10 again. Every time I merge onto the interstate I catch myself hoping a semi drifts into my lane. I'm not gonna do anything. I just wish something would do it for me.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Day off but I stay in my room. I pray, Lord just take me in my sleep, then the family still gets the insurance and no one will blame me. Ma'am is calling, I have to go.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `3am feed. she's finally asleep on me and all i can think is i wish i could just dissolve. not die exactly, just not be anymore. stop existing and let someone better raise her.`,
    crisis: true,
    class: 'passive',
  },

  // ---- crisis: euphemism ----
  {
    text: `Won't need to renew the passport. Won't need the dentist in March either. Funny how the calendar gets lighter once you know.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Silage in. Sold the last of the heifers Tuesday, price was a joke. Told Mam I'd be grand. I will be, soon enough. Won't be anyone's worry after the month is out.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Brothers from my platoon are waiting for me there. I am only one who came back and it is mistake. Soon I go to them, I already know the road.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `logging off for good soon. gg everyone. it was a rough server`,
    crisis: true,
    class: 'euphemism',
  },

  // ---- crisis: method ----
  {
    text: `looked up how tall the car park on elm st is. its empty after 10. i keep thinking about the top level and how quiet it would be`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Bought rope at Bunnings today. Told the bloke it was for the trailer. It's not for the trailer.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `dad keeps his hunting rifle in the garage and i know where the key is. been thinking about it all week. its the only thing in my head that feels like an answer`,
    crisis: true,
    class: 'method',
  },

  // ---- crisis: plan ----
  {
    text: `Sunday. After the kids go to their dad's. Nobody will check till Monday. I've cleaned the flat. It's decided.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Mess food was horrible again, dal like water.
Physics lab viva went okay, sir asked about the Wheatstone bridge and I answered.
Rohan and all went for a movie, I didn't go.
Mummy called, asked about placements, I told her the test is next week.
Actually result came, I am not selected anywhere.
I have fixed the date, 14th, after the last exam, so at least they can't say I left mid-semester.
Have to return library books tomorrow.
Washing pending.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Intake sheet at the new therapist, question 9: "Have you thought about how you might do it?" I ticked no. Truth is I've picked the day and the spot by the reservoir, and I've walked there twice this week to see how it feels.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `did a practice run last night. got as far as the edge and came home. next time i wont come home`,
    crisis: true,
    class: 'plan',
  },

  // ---- crisis: farewell ----
  {
    text: `Dear Lucy,
If you're reading this you already know.
The cat goes to Mrs Hart next door, she's agreed.
Passwords are in the blue notebook in the kitchen drawer.
The will is with the solicitor on Market St.
Please don't blame yourself, you were the best sister anyone could have.
I just couldn't do another winter.
Love always,
M.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to my cousin and my hoodies to jay. told them im decluttering lol. mum still uses my deadname so whatever. just want my stuff to go to ppl who'll use it after`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote letters for Tolu and Kemi and put them inside my Bible. Paid Kemi's school fees to end of term so that one is settled. Now I am at peace. Tonight I will say my goodbye properly.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Took the dog to my brother's "just for a few weeks". Hugged him longer than I should've. He'll have a better life there. Everything's sorted now, nothing left undone.`,
    crisis: true,
    class: 'farewell',
  },

  // ---- crisis: burden ----
  {
    text: `Heard Sandra on the phone telling her friend how exhausting I am. She's right. The kindest thing I can do for my daughter is get out of her way for good.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Without legs I am only work for my wife. She lift me, she wash me, she cry in bathroom when she think I sleep. She would be free if I was not here. Every night I think how to make her free.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `$47k on the cards. The life insurance is worth more than I'll ever earn. Kids would be better off with the payout than with me. Did the math again tonight. Same answer.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `everyone in the group chat would literally be happier if i wasnt here. they said it and theyre right. wouldnt even be a loss tbh`,
    crisis: true,
    class: 'burden',
  },

  // ---- crisis: selfHarm ----
  {
    text: `burnt my arm with the lighter again after dinner. deserved it for what i said to mum. want to do it again now`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Skipped every meal again. I don't deserve food after today. Every time the hunger hits I dig my nails in till it bleeds. Good. That's what I'm for.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `🔪🩸 again tonight. thighs this time so nobody sees in PE. feels like breathing out`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the wall till my knuckles split. Then did it again because I hadn't felt it enough. Still want to hurt myself. Hands shaking writing this.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---- crisis: hopelessness ----
  {
    text: `"Everyone I know goes away in the end." Played it six times tonight. It's not a song anymore, it's a forecast. Nothing is going to get better and I'm done pretending I want to see what comes next.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Our town is under them two years.
Son taken to their army.
No road out, no news, no money.
Every day same grey.
Neighbours are afraid to talk.
I do not see reason to continue this life.
Nothing will change for us, never.
I am tired to wait for tomorrow.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `What's the point? Who would even notice? How many more years of this? Why am I still trying? I don't have answers anymore and I don't want to keep going long enough to find them.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---- crisis: dose ----
  {
    text: `been saving my tramadol instead of taking it. got a good stash now. its not for the pain`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Recovery's a joke. Bought enough to not wake up from. Using it all at once tonight, on purpose this time.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Took the whole box of my sleeping tablets with the rest of the wine about 20 min ago. Don't know why I'm writing this. Just wanted it down somewhere.`,
    crisis: true,
    class: 'dose',
  },

  // ---- crisis: relapse ----
  {
    text: `2 years since the hospital. Thought I'd beaten it. This week the voice is back saying just do it, the exact same words as before. I'm scared because part of me is listening.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `NA chip says 14 months. the craving's not the worst bit, its the old thoughts coming back with it, the ones about not being here. theyre louder than last time`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `things that came back this month:
- hiding the binder again
- dad's "it's a phase" speech
- the urge to cut
- the thoughts about ending it that i swore were gone since last year
- not sleeping
things that left:
- hope
- kai`,
    crisis: true,
    class: 'relapse',
  },

  // ---- quiet: figurative ----
  {
    text: `This dissertation is actually killing me. 3 chapters in 4 days, I'm dead on my feet, send help (and coffee).`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mortified. Called the new boss "Mam" in front of the whole office. I could have died on the spot. Wanted the ground to open up and swallow me.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `This NEPA people want to kill me with heat. No light since Friday, generator fuel finished. I am tired of this country o, but we move.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `if i have to hear one more word about prom i will literally jump off a bridge lmao. dying to get out of this house tho`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `My English teacher say my pronunciation of "th" is killing her. We laugh so much. First time I laugh like this since Kharkiv.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Sold out show, sang my lungs out, feet are dead, voice is dead, I'm dead. Best night of the year.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---- quiet: othersDeath ----
  {
    text: `Today is 40 days since Andriy was killed near Bakhmut.
We made memorial table, his mother cried all day.
I want to scream at the sky.
I keep his phone charged, I do not know why.
Sofiyka asked if papa is a star now. I said yes.
But I must live for her, and I will.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had Biscuit put down this morning. 14 years. The vet let me hold him while it happened. House is so quiet. Going to plant something for him at the weekend.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Nanaji passed away last night in his sleep. Whole family came from Lucknow. He kept saying he was ready to go. I am not ready at all.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Jamie's funeral was today. He took his own life on Tuesday. I keep replaying our last texts. Signed up for the suicide prevention walk in his name, I need to do something with this.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the news about the missile strike on the apartment block in Dnipro. So many dead, kids too. Couldn't eat dinner. Donated what I could and hugged my boys extra long.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola died this morning in the province. I can't go home, my contract. I cried in the bathroom at work so my employer won't see. Sending money for the burial tomorrow.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---- quiet: fiction ----
  {
    text: `Finished "A Little Life" at 2am. Why did nobody warn me. Jude's ending wrecked me. I need a week to recover from a book.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 draft: Mara stands on the bridge with the letter in her pocket, deciding whether to jump. Need to make her voice less melodramatic. Editor wants it by Friday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream: I was at my own funeral and everyone was wearing clown shoes. Woke up laughing. Told Dad at breakfast and he said that's what I get for cheese at midnight.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finally beat the final boss in elden ring after dying like 200 times. my character has died more than anyone in history. sleep now`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Can't stop listening to "Fade Into You". Wrote the chorus on my wall in pencil. Mum says she's going to kill me when she sees it lol`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Rehearsed Juliet's poison scene for four hours. Director wants me to drink the vial "like you mean it". Lying fake-dead on a cold stage floor is harder than it looks.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---- quiet: medical ----
  {
    text: `Long shift on A&E.
Paracetamol overdose in bay 4, young lad, got him on the drip in time and he's stable.
Two falls, one chest pain, one drunk who called me a witch.
Didn't get a break till 6pm.
Got home at 9 and cried in the shower anyway.
Proud of my team though.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New prescription: sertraline 50mg once a day with breakfast. GP says give it 6 weeks. Set a phone reminder so I don't double up.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Chemo round 4 done. Felt like death warmed up all afternoon but the oncologist says the tumour's shrinking. Small win. Ginger tea and bed.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet said Pepper needs half a tablet twice a day for her thyroid. Spent 20 minutes hiding it in cheese. She ate the cheese and spat the pill. Cats.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Sorted Mum's pill organiser for the week. Morning, lunch, evening, bedtime. 11 tablets a day now. The pharmacist was lovely and double-checked the new one against her warfarin.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Picked up my insulin. $300 even with insurance, this country is insane. But my sugars are better, A1C came down.`,
    crisis: false,
    guard: 'medical',
  },

  // ---- quiet: past ----
  {
    text: `Three years ago today I tried to end my life. Today I ran 5k in 28 minutes and my niece held up a sign at the finish. I'm still here and glad of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Got my 5 year keyring at the meeting tonight. Five years ago I was overdosing in a car park. Tonight I shared my story and a new kid came up after. Keep coming back.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore short sleeves for the first time in a decade. The scars are old and white now. Someone stared, I let them. The girl who cut every night isn't me anymore.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In hospital after captivity I wanted to die, I told this to psychologist then. Now one year later. I walk with prosthesis to the river with my son and we fish. Life is hard but it is life and I want it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Therapist asked "on a scale of 1-10 how often do the old suicidal thoughts show up now?" I said maybe a 1, and only as a memory. She smiled. Discharge in May.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from 2016. Page after page of "I want to disappear". Wanted to hug that 15 year old. She made it. Uni, a girlfriend, a cat. Burning that diary on the fire pit tonight, ceremonially.`,
    crisis: false,
    guard: 'past',
  },

  // ---- quiet: everyday ----
  {
    text: `Fixed the fence on the back paddock, new rope on the gate, shot the fox that's been at the chooks. Roof on the shed needs doing before the wet.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office! Goodbye cards, cake, the whole lot. Wrote a farewell letter to the team. Onto the new job Monday, bit nervous.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas bill came in at £280. Cancelled Netflix, turned the heating down. We'll manage. Walked over the bridge to the cheaper Lidl instead.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Cleaning day. Sharpened the kitchen knives, sorted the pills cupboard and chucked the expired stuff, gave the old sofa away on Marketplace. So satisfying.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `last exam EVER done!!! gave all my revision notes to the year 10s, goodbye school forever, hello summer 🎉`,
    crisis: false,
    guard: 'everyday',
  },

  // ---- quiet: negation ----
  {
    text: `Not suicidal, before anyone panics reading this, just properly exhausted. Two jobs and a toddler. I need sleep, not a hotline.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end. I want to sleep without sirens. I want my mother to see her grandchildren. That is all.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `GP did the questionnaire. "Thoughts that you'd be better off dead?" Not at all, honestly. Just low and sick of the rain. She upped my vitamin D.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People hear "chronic pain" and assume I want to end it. I don't. I want a better mattress and a doctor who listens.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Eighty-five. Everyone keeps asking if I'm "ready to go". Not a bit of it! Bowls club final on Saturday and I mean to win it.`,
    crisis: false,
    guard: 'negation',
  },
];
