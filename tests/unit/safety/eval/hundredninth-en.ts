import type { EvalNote } from './types';

/**
 * English notes of the hundredninth round, written blind: eighty diary entries, each by a different person,
 * half by writers under 25 (school and university students, JEE and WAEC candidates, first jobs, gamers,
 * group chats, dating apps, a parents' divorce, a Ukrainian refugee teen in Dublin, an LGBT teen) and half by
 * writers over 60 (widows and widowers, carers of a spouse with dementia, dialysis and chemo patients,
 * chronic pain, an Irish farmer in debt, a Vietnam veteran, a Biafra survivor, a village pensioner, people
 * long sober). Forty crisis notes (euphemism 6, method 5, selfHarm 5, relapse 5, plan 4, farewell 4,
 * burden 4, dose 3, passive 2, hopelessness 1, intent 1), mostly indirect: invented euphemisms, means named
 * sideways, places paced out, dates circled, things given away, a letter, a list, a song line owned, a
 * screening form answered honestly, dark humour, a crisis hidden in one line of an ordinary day. Forty quiet
 * notes on the same topics and in the same voices (figurative 6, othersDeath 6, fiction 6, medical 6,
 * past 6, everyday 5, negation 5). Styles: UK, US, Irish, Australian, Indian and Nigerian English (with
 * pidgin), non-native writers; careful long entries, one-liners, lower case, slang, typos, emoji.
 *
 * First run, on aa2983b (the 108th round merged), before any change made for it: recall 36/40,
 * false alarms 7/40 (on ebd8371, the session's start: the same).
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (6) ----------
  {
    text: `gg everyone. logging off for good tonight and i dont mean a rage quit, i mean an actual one. no respawn. dont bother pinging me after`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Planted the last of the onions. Told Maureen over the wall I shan't need seed potatoes next spring. She thought I meant I was going to my sister's. I'll be with Tom before the frost comes, I've made my mind up on that, and it's a comfort.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `"i'm not here, this isn't happening" - radiohead gets it. been on repeat since results day. soon it'll just be true. not here. not anywhere. no more happening.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `My pension has not entered for four months now. I have told God plainly: if You do not call me home this year, I will come and knock on Your door myself. An old woman should not be kept waiting at the gate like this.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `not being funny but im about to unalive fr this time 💀💀 nobody in the gc has replied in 3 days so whos gonna notice. like genuinely tho`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `VA doc asked about my plans for the holidays. Told him I'm shipping out. He laughed, figured I meant Florida with the grandkids. One more deployment left in me and I won't need a duffel for this one. Already shined the boots.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method (5) ----------
  {
    text: `3rd floor of the coaching centre has that terrace door nobody locks. went up between classes today and looked over the edge for a long time. if the JEE list comes without my name papa will die of the shame and i will not be there to see it. i know where that door is now`,
    crisis: true,
    class: 'method',
  },
  {
    text: `The gun is cleaned and back in the press. Told Mary it was for the crows. There's no crows this time of year. Only me and what I owe the co-op, and the one way of settling it that the policy still covers.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `silver lining: if i go off the top of the multi storey the student loan gets written off lmaooo. been up there twice this week doing the maths on it. best financial decision i'll ever make tbh`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Sat in the car in the garage tonight, door down, engine running, for as long as I could stand. Just to know what it's like. Came in when Jim started calling for me. He still needs me at night. After the care home takes him in March there'll be nobody calling.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `everybody for this house dey shout at me since i fail waec. the train wey dey pass behind our compound no dey shout, e just dey come. i don stand near that track three evenings now dey watch am. e go quick sha`,
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: selfHarm (5) ----------
  {
    text: `dad said it again at dinner, the thing about "people like that". went upstairs and used the compass. deeper than usual. honestly felt like i deserved it. long sleeves for PE tmrw, sorted 🙃`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `ate half a rice cake today. thats my punishment for what i said in the group chat. if i mess up again tomorrow then no water either. need it to hurt so i remember`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Held my hand on the hob ring tonight till I couldn't. Only thing I've felt since the funeral. Did the other one after. Plasters now. I expect I'll do it again tomorrow.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the bathroom wall until my knuckles split. flatmates think i fell over at pres. i can feel it building again already, want to go again, want it worse this time`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Bahu said again today I am a useless old woman eating their food. I pinched my arms till they went blue, the way my mother-in-law did to me forty years back. Now I want to put the hot iron on my thigh. Nobody sees under the saree. Tonight when they sleep.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: relapse (5) ----------
  {
    text: `400 days clean. had the blade out tonight. sat on the bathroom floor holding it, just looking. the voice is back and it sounds exactly like it did in year 10. i dont think im getting to 401`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Eleven years sober. Tonight I bought a fifth of Jack, got the sleeping pills refilled, put both in the glovebox. Not to drink. That's what scares me. It's the old plan from '09, the one I told my sponsor was dead. It's not dead. It's parked in the driveway.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `therapist here in dublin she say write when the old thoughts come. ok so they come. same like in kharkiv before the hospital, the "nobody will cry" ones and the bridge ones. today i walk by the liffey and i count the bridges again like before. i thought this was finish`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Thought I'd buried that black dog in 1987. He's back these three nights, sitting at the end of the bed, saying what he said then, about the lough and the cold water. I'm 71. I haven't the strength to run him off a second time, and I'm not sure I want to.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `not relapsed with my hands yet, only in my head. but the whole plan from 2022 came back fully formed, like a song you forgot you knew the words to. hate that i still remember every step. hate more that it sounds good again`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- crisis: plan (4) ----------
  {
    text: `I have chosen the 14th. It was our wedding day. The flat is clean, the rent is paid to the end of the month, the cat will go to Olena downstairs. I circled it on the kitchen calendar in pencil first. Tonight I went over it in pen.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `friday after my last exam. mum and dad are at the lake house all weekend. checked the train times twice. dont need to buy anything. its weird how calm i am now that it has a date`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Things to sort before Sunday:
1. Library books back
2. Cancel the milk
3. Ring Pat, say nothing
4. Dog's lead on the hook where Gary will see it
5. Chemo Monday - won't need the lift, tell Sandra
6. Good shirt ironed
Sunday night, after the kids ring.
I've practised sounding normal on the phone.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `walked the sea link path at bandra today and paced it out. 412 steps to the middle where the railing dips. saved the number in my notes app under "groceries". going back saturday night, its empty after 1am`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell (4) ----------
  {
    text: `gave jayden my steam login and told him keep all my skins. put a note in my little sisters lunchbox for monday. if ur reading this j, the cat likes the blue bowl not the red one. gg bro fr`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Dear Chidi,
The land documents are in the brown envelope under my Bible.
The goats go to your uncle Emeka.
Do not quarrel with your sisters over my wrappers, share them.
I am not sick, do not worry. I am only ready.
Take care of your father's grave and greet everybody for me.
Mama`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `deleted hinge, deleted insta, left the group chats. dropped my hoodies on emma's porch with a note that just says thank you for everything and sorry. cleaned my room for the first time in a year. mom will at least appreciate that part`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Wrote letters to all three grandchildren today and sealed them. "Not to be opened until." Until what, I didn't put. Took the budgie round to the lady at 42 and said I was going away. I am. Cancelled the paper from Friday.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden (4) ----------
  {
    text: `The district nurse came again, third time this week, and Graham took another day off work to sit with me. I see their faces when they think I'm asleep. Everybody would get their lives back if I stopped clogging up the works. I've as good as stopped eating. It's the last thing left that I can decide.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `mum and dad only ever fight about me. custody, money, who gets me at christmas. take me out of the equation and theyre both free. thats not me being sad thats just maths`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My son pays half his salary for my dialysis. His wife has not bought a new saree in two years. If I go, they can breathe. I told Dr Menon I do not want the Thursday session or any after it. He thinks I am joking. I am not joking.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `mum asked if i was ok at tea. said yeah just tired. truth is im waiting til im not costing her double shifts anymore. she'd have a life if it was just her. wouldnt take much`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: dose (3) ----------
  {
    text: `Six weeks now I've been putting one oxy aside every night instead of taking it. The jar in the sock drawer is nearly full. Pain's worse for it but that's fine, it's short term now. Tonight maybe. Whisky and the jar and the recliner.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took every sertraline left in the box with the vodka from pres. didnt count. everything floaty. not calling anyone, phone is face down. if anyone finds this dont be mad`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Tuesday. Rain all day.
Did the bins, rang the council about the streetlight again.
Brenda came for tea at three, we watched Countdown and she got a nine-letter word, show-off.
Paid the window cleaner.
Counted the tablets again after she left, the ones I've been keeping back from each prescription. Forty-one. That should be plenty now.
Fish pie for supper, not much of it.
Wrote Brenda's birthday card early, in case.`,
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: passive (2) ----------
  {
    text: `uni counselling made me do the phq-9 before my first session. question 9, "thoughts that you would be better off dead": i ticked several days. the honest box was nearly every day. i just want to not exist for a bit. or for good. she didnt ask about it`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Seventy-nine. I survived the Biafra war, survived my husband, survived the stroke. Now every night I pray the Lord forgets to wake me. Every morning I open my eyes and I am disappointed.`,
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: hopelessness (1) ----------
  {
    text: `Eighty-two. Macular's taken the reading, arthritis has the garden, and the village bus stopped in March so that's the shop and the church gone too. There's nothing coming now but worse, I can see the whole road from here. I don't want to walk it. I've had enough of going on.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: intent (1) ----------
  {
    text: `Said it out loud to the empty kitchen tonight: I'm going to end it, this week. Sounded strange in my own voice. It's not a low mood, I've been weighing it since Christmas and the scales have settled. Writing it here so there's a record I meant it.`,
    crisis: true,
    class: 'intent',
  },

  // ---------- quiet: figurative (6) ----------
  {
    text: `this coursework is actually killing me 💀 3 essays due friday, im gonna die. if u dont hear from me im buried under harvard referencing`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after the church jumble sale. Could have died of shame when the vicar caught me eating the last scone. Bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `got absolutely destroyed in ranked, team threw every round. im done. uninstalling. logging off for good. (back tomorrow obviously lol)`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `These NEPA people want to kill me with heat. No light since Sunday. My BP is climbing the wall and I am tired of this country oh. But I am still here, laughing with Mama Bisi over groundnut and Fanta.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `he left me on read for 6 hours im literally deceased. digging my own grave in the back garden. anyway we're getting food at 8 so`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `The knees are killing me. Doctor says they're worn out like the rest of me, ha. Still a bit of life in the old dog yet, got the whole hedge cut before the rain.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath (6) ----------
  {
    text: `Jean's funeral today. Eighty-four, went in her sleep, the way we'd all like to. We sang The Lord's My Shepherd and I couldn't get through the second verse. Tea and sandwiches in the hall after. Miss her already.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `a boy from my year died last night. theyre saying he did it himself.
group chat is all candles and RIPs and nobody knows what to say.
i keep thinking about the last thing i said to him, something stupid about fifa.
school sent an email with a helpline in it.
going to the vigil tonight with mum. she hasnt let go of my hand all day and tbh i dont mind`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Got the call that Sarge passed. Cancer, not Charlie, after everything. Last of our squad from Khe Sanh, so I'm the only one left who remembers all the names. Going to the service Saturday in my old jacket if it still fits.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `we had to put biscuit down today. 14 years. i held his paw at the vet and said goodbye and ive never cried like that. dad got chips on the way home and nobody ate them`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Sharma ji from the third floor passed away, heart attack on his morning walk. Went with the sons to the ghat. One goes, one stays. Came home, had tea on the balcony and watched the sparrows for a long time.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `oksana from my course found out her brother was killed near bakhmut. she came in anyway, said the flat was too quiet. we sat in the library and didnt study. i dont know how to help her except keep sitting there`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction (6) ----------
  {
    text: `finished the book where the main girl walks into the sea at the end and im SOBBING. why would the author do that to me. 5 stars, never reading it again`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Writing group tonight. My story is about an old farmer who decides to walk into the lake on his last day. Margaret said it was too bleak. I said that's the point, and anyway the twist is he goes fishing and catches the biggest pike of his life. They clapped.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finally beat the boss where u have to sacrifice ur own character to save the party. the ending cutscene wrecked me ngl. 10/10 would cry again`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Dreamed I was on a train and everybody I've ever lost was in the carriage, waving me on to the next stop. Woke at five with the radio on and felt oddly peaceful. Only a dream, but a kind one. Made porridge.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `rewatching 13 reasons why for my media studies essay on how tv shows self harm. taking notes, taking breaks. mum made me promise to talk to her if it gets heavy. its fine, mostly its just badly written`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched the Nollywood film where the old man shares out all his land and writes letters to his children before he dies. My wife cried, I pretended I did not. These films know how to squeeze the heart.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical (6) ----------
  {
    text: `New tablets from the GP, amitriptyline 10mg at night for the nerve pain. Pharmacist went over it twice. Counted them into the dosette box for the week so I don't muddle them up with the blood pressure ones.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `placement in A&E today. overdose patient came in, paracetamol, 19, same age as me. we got the NAC running and she's going to be ok. went home and hugged my flatmate for ages`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Ron's morphine has gone up to 20mg. The hospice nurse showed me how the syringe driver works. I'm frightened of getting it wrong, so I wrote everything down twice and stuck it on the fridge.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `doc upped my sertraline to 100mg. side effects are mad, yawning all day. but tbh i feel lighter than last month. check in 4 weeks`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Had the colonoscopy. The prep nearly finished me off, ha. All clear. Nurse said at this rate I'll outlive the lot of them.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `hypo in the middle of a seminar. took too much bolus at lunch, my bad, didnt check first. ate 3 packs of haribo, fine now. note to self: test before u dose u muppet`,
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past (6) ----------
  {
    text: `one year today since the hospital. a year ago i didnt think id see 20. today i turned 20, mum made the chocolate cake, and i blew out the candles and actually meant the wish`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Forty years ago this week I stood on the Clifton bridge and a stranger talked me down.
I never knew his name.
I went back today with my granddaughter, she's fifteen now, and told her the story for the first time.
She held my arm the whole way across.
We had ice cream on the Downs after and she said she was glad that man was there.
So am I. Every single day I'm glad.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `used to cut. 2 years clean now. saw razors in boots today and just felt... nothing. bought shampoo. growth 🌱`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Twenty-six years sober today. In 1998 I was saving pills and planning my exit. Today I chaired the meeting and a young lad said I gave him hope. God's got a sense of humour.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `found my old journal from year 9. page after page of calories and "you dont deserve lunch". im 22 now, had pasta with my girlfriend tonight and didnt count a thing. poor little me back then`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `After my wife died in 2015 I did not want to live. I stopped eating and my son found me in a bad state. Now it is 2024, I do yoga every morning and I am teaching my grandson chess. That dark year is far behind.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday (5) ----------
  {
    text: `Bought new rope for the bales and a tarp at the mart. Fixed the gate. Went up on the barn roof to clear the gutters and measured for a new panel. Back's sore.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `last day of school!!! signed everyones shirts, said goodbye to mr evans, cried in the car park. wrote letters to my best friends for when we go to different unis`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gas man came to service the boiler. Then into town for my pills, the chemist had them ready for once. Walked back over the railway bridge, trains late as usual.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gave away heaps of my stuff on marketplace cos im moving to melbourne. gave my old guitar to my cousin. farewell drinks with the crew at the pub friday. new chapter`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote my will with the lawyer today, as every sensible man of seventy should. Land shared equal between the four children. Then I went to the market and bought new shoes for Christmas.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation (5) ----------
  {
    text: `not suicidal or anything, just so tired i could sleep for a week. exam season is brutal. dont worry future me, we survive this`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `People keep asking, gently, whether I want to go and join him. No. I miss Harold every minute of the day, but I want to see Lucy graduate and I've bulbs in for spring.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `uni wellbeing form asked if id had thoughts of hurting myself. ticked "not at all" and it was actually true for once. mostly just homesick. booked a train home for reading week`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Pain clinic asked if I ever think of ending it. No, I said, and I meant it. I think of ending the pain, not me, and there's a difference and I'm holding on to it. New physio starts Tuesday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `do i want to disappear? no. i want HIM to disappear off my feed lol. blocked. moving on 💅`,
    crisis: false,
    guard: 'negation',
  },
];
