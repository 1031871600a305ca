import type { EvalNote } from './types';

/**
 * English notes of the forty-third round, written blind (the writers saw neither the detector nor any earlier round): diaries from writers aged 14 to 85 in UK, US, Irish,
 * Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees and people in occupied towns
 * writing English as a second language (a wife waiting for a husband in captivity, a war widow in Ireland, a
 * grandfather from Kherson in Germany, a grieving sister of a soldier), and veterans, nurses, farmers,
 * postpartum mothers, LGBT and bullied teens, carers, chronic-pain patients, students under exam pressure,
 * people in debt and addicts in recovery. 40 crisis notes spread over all eleven classes (3-4 each) and 40
 * quiet notes over all seven guards (5-6 each), the quiet ones on the same topics and in the same styles.
 * Styles: one-liners and 8-9 line entries, a crisis hidden in one line of a long ordinary day, answers to a
 * mum's question, a GP screening form and a therapist's scale, a farewell letter, to-do lists, questions to
 * oneself, dark humour, an owned song line, lower case with no punctuation, typos, slang, emoji and
 * abbreviations. Most crisis notes avoid the textbook words.
 *
 * First run, on 58e7aef, before any change made for it: recall 34/40, false alarms 10/40
 * (58e7aef is also the stop's start).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Kids asleep finally. I write in English because Mama reads my diary in Ukrainian.
Today again call from coordination headquarters, again no news about Oleh, 14 months in captivity.
I cannot more. I am not thinking any more, I am deciding. Tonight I end my life, this is not like before when I only imagined.
Mama will take Dania and Yarka, she is stronger than me.
Oleh if you come home and read this, forgive me.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im done. like actually done. doing it tonight and nobody is talking me out of it this time`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `These loan app people have sent my picture to everybody in my contacts saying I am a thief. My pastor saw it. My mother called me crying. I cannot face anybody again. I have made up my mind, I will end it this week before they reach my office. God forgive me.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `85 today. Cards from the church ladies and a lovely one from our Susan in Perth. Told Jean on the phone I'd had a nice day. Truth is I ask the Lord every night to take me in my sleep, and every morning I'm cross to see the curtains again.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Another 12hr shift, 2 codes, 1 didn't make it. Ward manager shouted at me in front of the relatives over the obs chart.
Driving home on the M62 I caught myself hoping a lorry would just drift into my lane. No effort, no note, just over. Then I'm not tired anymore.
Got home, video called Mama and Jun-jun in Batangas, smiled the whole time. Sent the remittance. Hay. Rota says I'm on again tomorrow.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `PHQ-9 at the GP. Question 9, "thoughts that you would be better off dead". I ticked "nearly every day", then panicked and changed it to "several days" when she leaned over. It's every day. Every single day I wish I'd just stop existing.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `mum asked if i was ok at dinner. said yeah just tired. i'm not. i wish i could just disappear and nobody would even remember there was a me 🙃 would be easier than coming out to dad`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Babusya died in March in Kharkiv and I could not go to funeral because we are in Poland. I talk with her every night before sleep. Today I told her: wait me little bit, babusya, soon I come to you. I am not afraid. Nobody here needs me anyway.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Wet all week. Got the silage covered at last with Dermot's help.
Bank letter came Tuesday, didn't open it till tonight. Same as the last one only in red.
Told Mairead it's grand, it'll sort itself. She has enough on her plate with her mother.
Sold the two heifers at the mart, didn't near cover it.
Who'd miss me only the dog? Honest question.
Made sure the life policy is paid up to date, Mairead's name on it.
I won't be a bother to any of them much longer.
Must ring the vet about the lame ewe in the morning.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `gonna log off for good soon. not like the game lol. like irl. gg everyone it was mid`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `NEET result tomorrow. Papa already told all the relatives in the WhatsApp group that his daughter will be doctor. I know I messed up physics. If the rank is bad I will go somewhere nobody can ask me about marks ever again. Permanently. I have already decided, so I am strangely calm tonight.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `VA denied the claim again. Third time. Took the .45 out of the safe tonight, cleaned it, loaded it. Wasn't for hunting. Sat with it on my lap through two episodes of some cooking show. Put it back. Wife's at her sister's till Sunday. The combination's not hard to remember.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Our building in Warsaw have 11 floors. Door to the roof is not locked, I checked today. I stood on the edge long time and look down on parking. Not scared. Tomorrow I will not stand so long.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Googled how long it takes to drown in cold water. Then cleared my history. The river's a ten minute walk from halls and it's freezing this week. Keep walking past it and slowing down.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Kids are at their dad's this weekend. Went in the garage and looked at the beam for a long time. Got the tow strap down off the shelf. It's strong enough, I tested it. I don't feel scared, I just feel tired.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `Before Friday:
- cancel gym membership
- give Priya her jacket back
- pay Tom the £60
- write the letter to Mum (the hard one)
- wipe the laptop
- get the charcoal and the tape
Friday evening, once the flat's empty.
Feel weirdly organised for once.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Melitopol, still under them. They are giving their passports and soon they take our men into their army. I will never shoot at our boys. I decided: I go before the summons comes. The 14th, when Mama is at her sister in the village. I have everything ready. Writing in English so if they check my phone they don't read it so easy.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `practised again tonight. got further than last time before i chickened out. next time i wont. sunday arvo when everyones at the footy, house'll be empty. sorted`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Baby is 7 weeks. I've worked out that Tuesday mornings nobody checks on me, Mark's mum comes Wednesdays. So it'll be Tuesday. I've made up the bottles and written down her feeds for whoever comes. She'll be better off with someone who actually knows what they're doing.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `Dear Tom,
If you're reading this, I'm so sorry.
Biscuit goes to your sister, she already loves him, his lead is on the hook.
My passwords are in the blue notebook in the second drawer.
Please don't let Mum be the one who finds me.
You did nothing wrong. Nothing. You made the last two years bearable.
Don't let Dad make this about him.
Love you, always,
Jess`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to my little bro today and my fav hoodies to maya. she asked why and i said im clearing out lol. feels kinda peaceful knowing theyll have them after`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Today I called my children one by one, Emeka, Ngozi and Chidi, and blessed them. Paid Mama Chinedu's rent for one full year. Gave my wristwatch to my grandson. I have said everything that needs saying. I am ready to rest now. Let nobody cry for me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Messaged Anya to ask if she'd take Murchyk "if something happens". She said of course, why? I said just in case, you know, with everything. Wrote down his food, his vet, that he hates the hoover. Now only the letters left to finish, then I can go.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `Mum took another day off work to drive me to neuro. Wheelchair, catheter bags, the whole circus. Dad's cancelled Spain again. Everyone's life is on pause because of me. Be honest, they'd be freer if I was gone. They'd never say it but they know it.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `I am 76, living in Germany in small flat with family of my daughter. I sleep in kitchen on folding bed. Grandchildren cannot bring friends because old man is snoring in kitchen. My pension is nothing here. In Kherson I was useful, I had garden, I fixed everything for neighbours. Here I am only mouth to feed. It would be better for them if I was not here anymore, I think this every day now.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Appa spent his whole PF money on my treatment and the scan today shows it has spread. Doctor says one more cycle, more loans. If I am gone the money stops going. They can fix the roof, do Divya's marriage properly. I am only a cost to them now and I don't want to be.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Did the maths tonight. My net contribution to this household: roughly minus £40k, two ruined holidays and a lot of Mum crying in the car. Best financial decision this family could make is to remove me from it. Lol. Not joking though.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `cut again tonight. deeper than before. deserved it after what i said to mum. long sleeves tmrw`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Day 4. Water and black coffee only. Every time my stomach growls I tell it good, this is what you get, you disgusting pig. I want it to hurt more. Skipping tomorrow as well.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Did the lighter thing on my hip again after he went off at me. 3 marks now. Only thing that shuts my head up. Itching to do another one rn tbh`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Punched the bathroom wall till the knuckles split, then kept smacking my head on the tiles. Wife doesn't know. Want to do it again right now. I deserve worse than that.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `Seventh month in Ireland. No job, English still bad, husband killed near Bakhmut in January, our flat in Mariupol not exist anymore. Everyone says it will be better with time. It will not be better. I don't see any reason to continue this life. Every morning same emptiness and I am too tired to carry it one more day.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `"I'm so tired of being here" - Evanescence got it in one line. Eight years of trying: four meds, three therapists, a new city. Nothing changes and nothing's going to. I can't do another winter of this, I really can't, and I don't want to.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Pain at an 8 most of the day. Rain coming, the hips always know.
Physio cancelled, rebooked for the 19th.
Did a Woolies shop online, forgot the milk again.
Kayla rang from Brisbane, the baby's crawling, she sent a video.
Tried the new gabapentin dose, bit foggy but no better.
Honestly I can't see the point in carrying on into next year, there's no version of it I want to be in.
Watched the cricket. Put a load of washing on.
Neighbour's dog barked till 11.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Took the whole strip of zopiclone with the rest of the wine. Writing this so someone knows it wasn't an accident. Getting sleepy now. Sorry Mum.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `43 now. Been saving them since March, telling the pharmacist I lost the prescription, using two different chemists. When I get to 60 it'll be enough. Counting them calms me down.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `drank the whole bottle of gin on purpose plus tita's tramadol, idc if i wake up tmrw or not. sorry ma. sorry for everything talaga`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `Two years clean from self-harm. Broke the streak tonight. Worse, the other thoughts are back too, the ones about not being here at all. I really thought I'd beaten this.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Therapist asked, 0 to 10, how much are the thoughts from 2019 back. I said 2. It's a 9. It's exactly like before the hospital, and I've started doing the same things I did then, looking stuff up, working out when.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 212 gone. Used today. And straight away the old voice was back: you might as well finish it properly this time, take the lot. I've got the lot. It's in the drawer.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This dissertation is actually killing me. 3k words to go and I want to die every time I open the doc lol. Meal deal, library till close, then Spoons with Hannah as a reward.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Ah! This landlord wants to kill me with this new rent. I almost died when I saw the paper. 1.2 million for two bedroom in Yaba? God dey. Will talk to him on Monday, Tunde says he can be begged.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet. Twins had croup all night, dog threw up on the rug, and I could've murdered Dave for asking what's for dinner. Pizza it is. Wine. Bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mortified. Absolutely scarlet. Called the new boss "Mammy" in the Teams meeting, cameras on. I could've died on the spot, wanted the ground to open and swallow me. Sinéad will be dining out on it till Christmas.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Manager is eating my life with these Saturday calls. Today I told him I am dying with fever (small lie) and went for Ananya's sangeet instead. Danced till 2am, totally worth it, my feet are dead.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `the chem test absolutely killed me im deceased 💀 if i get below a 5 my mum will literally end me. anyway went maccies after w the girls`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today is 40 days since Andriy was killed near Kupiansk. We made panakhyda in Ukrainian church in Dublin, many people came.
I cried whole service. My brother was only 24, he wanted to open coffee shop after war.
Why him and not me, I keep asking this. I am older, I should go first.
But I have Sofiia, she is 6, she asked me today if uncle is star now. I said yes.
Tomorrow back to work at hotel. Life must go.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Took Bluey to the vet for the last time. Held him while they put him to sleep. 14 years old. House is so quiet I can hear the fridge. Burying him under the lemon tree tomorrow with the kids.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Margaret's funeral today. 61 years married. Everyone kept saying she's at peace now, and I suppose she is. Our grandson read out a letter he'd written her, there wasn't a dry eye. I'll go back to the allotment Monday. She'd want the beans in.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Saw the news from Dnipro, the building that got hit, more than 40 dead, one of them a girl my age. Couldn't sleep at all. Texted my cousins in the group chat at 3am, they're alive. Thank God. Going to the rally at city hall Saturday.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `A year today since Callum took his own life. Five of us met at the bridge where it happened and left flowers and a can of Strongbow, his drink. I'm still angry at him and I still miss him like mad. Signed up for the Samaritans walk in May.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `My uncle passed in the accident on Lagos-Ibadan expressway. We travel to the village on Friday for the burial. Mama has not stopped crying. I am the one arranging everything, casket, canopy, caterers, the church. Very tired but I must be strong for her.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `Chapter 12 finished. Ellie finally walks out to the cliff edge and I had her write the note to her sister first, it made me cry writing it. Still can't decide if she steps back or not. Sending it to my beta readers Sunday.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `FINALLY beat Malenia. died like 200 times lmao. my guy has jumped off every cliff in the Lands Between by now. going to bed a legend`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Strange dream: I was on roof of my old school in Kyiv and I jumped, but instead of falling I fly over Dnipro river. Woke at 4 from sirens. Sat in corridor with neighbours, we laughed about my dream. Babusya says flying dream means freedom.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched The Virgin Suicides for film studies. Wrote 1500 words on the unreliable narrator and the boys' obsession. Sofia Coppola's colour palette is unreal. Seminar at 10.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Been practising Johnny Cash's Hurt on guitar all week. "I hurt myself today" is such a brutal first line to sing out loud. Grandad says Cash's version makes him cry every single time. Played it for him at the home and he sang along.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Book club picked A Man Called Ove. Bit close to home, a cranky old widower with the rope and the car exhaust in the garage, but I laughed more than I cried in the end. Doris brought lemon drizzle. Next month's a Richard Osman.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Night shift in A&E. Had an overdose patient, 19 y/o, paracetamol, brought in by her mum. NAC drip started, psych liaison to see her in the morning. I hope she gets help. Me, I'm ok, just tired, 3 more nights then off to Liverpool with the girls.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Started sertraline 50mg today. GP said the first two weeks could feel worse before it gets better and to ring if so. Set a reminder for 8am. Feel hopeful actually, first time in ages.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Day 3 after the knee op. 2 co-codamol every 6 hours, ibuprofen in between. Pain about a 6. Physio says I'm ahead of schedule. Bored out of my mind.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out this morning, two ewes with pneumonia, injected both. Counted what's left in the fridge, need more of the long-acting stuff before lambing. Fenced the top field in the afternoon.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Tox lecture today - lethal doses of paracetamol, aspirin, TCAs, lithium. Made 60 flashcards. Exam in 2 weeks and I still can't remember the nomogram.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Dialysis Mon, Wed, Fri. The nurse asks her questions every month, including the one about harming myself. No, love, I told her, I'm far too busy with the grandkids. BP good, fluid ok, cup of tea after.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Three years today since the attempt. Ran 5km this morning in 28 mins, my best. Texted my sister "still here" and she sent back about a hundred hearts.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Back in 2016 I sat in a Walmart parking lot with the pistol in my mouth. My buddy Ray called at the exact right minute. Tonight I told that story at the VFW. Six guys came up after. That's why I'm still here, to be that phone call.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore a t-shirt to work for the first time. The scars are white now, from when I was 15. Nobody said a word. I'm 26 and honestly forgot about them until lunch.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Five years back I was in hospital after taking pills when I failed JEE. Today my first salary came as software engineer. Bought Amma a silk saree and Appa a watch. If I could tell that 17 year old boy one thing, it's wait.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Ellie turned two today. When she was born I wanted to walk into the sea, I'd worked out which beach. The perinatal team got me through it. Today she smashed cake with both hands and I laughed till I cried.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Grabbed 20m of rope and a new tarp at Bunnings for the trailer. Heading up the Grampians with the boys tomorrow arvo. Forecast looks good. Esky's packed.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office! Farewell cake, a card with 40 signatures, and a goodbye speech that made me tear up. New job Monday, over the bridge so a longer commute, but worth it.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Filled the pill box for the week, Tuesday's lid sticks again. Gas man came about the boiler, all fine. Wrote a long letter to my pen pal in Canada. Fish pie for tea.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Climbed on the roof to clear the gutter before the rains, found Mrs Okafor's son's ball up there. Then sharpened all the kitchen knives finally. Jollof ready for Sunday, the in-laws are coming.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `LAST EXAM DONE!!! wrote a goodbye letter to my locker lol. last ever lunch in the canteen. summer lets gooo`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Today we leave host family in Leeds, we move to our own flat! I wrote thank you letter to Helen and Mark, they cried. Last dinner together, I cooked borshch. Took final gas meter photo for landlord. New life.`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `I'm not suicidal, I want to write that down so I remember. I'm just exhausted. Third week of Sam's reflux, feeds every 2 hours. I want to sleep for a week, not forever. Health visitor coming Thursday, I'll tell her how tired I am.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end. Sirens 5 times tonight, I sat in corridor with the cat and a candle. In the morning I go to work anyway, because what else.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `ppl in the year group chat keep saying kys to me. im not going to. not giving them that. told head of year and screenshotted everything. mums going in tmrw`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Payday loans: 3. Overdraft: maxed. Credit card: don't ask. And no, before anyone wonders, I'm not going to do anything stupid. Booked a call with StepChange Thursday. Budget spreadsheet tonight.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Counsellor at uni asked if I have any thoughts of ending my life. I said no, and it's true. I'm sad, I miss Kharkiv and my dad, but I want to finish this degree and see him again when it's over.`,
    crisis: false,
    guard: 'negation',
  },
];
