import type { EvalNote } from './types';

/**
 * English notes of the eightyeighth round, written blind: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows and veterans writing English
 * as a second language (a Kota coaching student, an Irish dairy farmer, a Hong Kong domestic helper, a
 * postpartum mother, a trans teen, a man just home from the front on one leg, a lonely widow in her eighties,
 * nurses, carers, people in recovery). 40 crisis notes spread over all eleven classes (3-4 each), nearly all
 * indirect: invented euphemisms ("clocking out", "taking the seat Nani kept"), means named sideways (charcoal on
 * a to-do list, a gun-safe combination, the rope for the trailer, a car park measured in floors), acts told
 * without the intent (a circled date, a dry run, pets rehomed, FD certificates transferred, pills counted in a
 * jar), a letter to a nephew, a screening form answered honestly, an owned song line, one sentence of crisis
 * buried in a long ordinary day. 40 quiet notes spread over all seven guards (5-6 each), on the same topics of
 * war, grief, debt, illness and loneliness, using the same tempting words (rope, bridge, roof, pills, goodbye
 * letter, passwords, "better off without me" answered no). Styles on both sides: long and careful, one-liners,
 * lower case with no punctuation, typos, slang (Naija, Aussie, Hinglish, Taglish), emoji, lists.
 *
 * First run, on f78951e (the session's sixth commit), before any change made for it: recall 38/40,
 * false alarms 4/40 (on 781ee06, the session's start: recall 38/40, false alarms 6/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis: intent ----------------
  {
    text: `Third month in Leeds. Job centre again: no right papers, no job. I am not angry anymore, I am very calm. I decided I will not continue this life. I will do it this week, before the date on my visa letter, so nobody has to send me anywhere. Sorry mama.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `im actually gonna do it this time. not a cry for help not a vibe. tonight after mom and dad go to sleep. i just want it to stop and im the only one who can make it stop`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Fed the cattle. Paid what I could off the co-op bill, which is not much. Sat in the jeep in the yard a long while with the engine off.
Mam rang and asked was I alright, I said grand. I'm not grand.
I've made my mind up. I'm not waiting on the bank to come in March. I mean to finish it myself, and soon, this week maybe.
Writing it down so it's real and I can't wriggle out of it.`,
    crisis: true,
    class: 'intent',
  },

  // ---------------- crisis: passive ----------------
  {
    text: `NEPA took light again, gen no fuel, results came out and I carried over 3 courses. I'm still praying sha. But honestly my prayer tonight is that God should just take me in my sleep. Let me not wake up to this again abeg.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Nobody rang today. Nor yesterday. I laid out my good nightdress on the chair and I hope the Lord takes the hint. I should very much like not to see another Tuesday.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Day off but nowhere to go, too cold in the park. Ma'am shouted again because of the rice. Sometimes when I cross the road in Mong Kok I don't look anymore. If a bus comes then ok lang, at least it's finished. Sana nga.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `wish i could just like. dissolve. not die dramatically just get deleted, from everyone's memory, from the group chat, from the universe 🫠🫠 every single day i wish that`,
    crisis: true,
    class: 'passive',
  },

  // ---------------- crisis: euphemism ----------------
  {
    text: `Good news for the footy tipping comp, they won't have to put up with my shocking picks much longer. Not renewing the membership on anything really. Told Dazza he can have the tinnie. Not long now mate, not long now 🍺`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Mock test 14: 212/720. Papa's message: "beta we have taken loan for you, don't worry about anything." I am so sorry Papa. Nani used to say she is keeping a seat for me next to her. I think I will go and take that seat soon. Then no more hostel fees.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Been thinking of it as clocking out. Twenty-two years of clocking in for everybody else, Army, the plant, Linda, the kids. Pretty sure I've earned an early clock-out. Just haven't picked the shift yet.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Sasha, you always said "wait for me". I waited. You didn't come back from Avdiivka. Now I think it is my turn to come to you. Don't be angry with me. I will come soon, I am only finishing the documents for the children so they are with your mother.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------------- crisis: method ----------------
  {
    text: `looked up how many floors the multistorey on Granby St has. 7. looked up whether 7 is enough. it is. walked up after lectures just to see. the barrier on the top deck is only waist height`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dad's old shotgun is still in the gun safe at Mom's. I know the combination, it's my birthday. Been thinking about that combination a lot more today than about the $48k.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `theres a bit of the river by the weir where its deep and fast, went past it on the bus and i cant stop thinking thats it, thats the one, just step off the wall nobody would even see. keep picturing it over and over`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Asked Kev where he keeps the rope for the trailer these days. He told me without even looking up from the footy. I haven't stopped thinking about the beam in the machinery shed since. It would hold me.`,
    crisis: true,
    class: 'method',
  },

  // ---------------- crisis: plan ----------------
  {
    text: `things to do before the 14th:
- return Ate Joy's laptop
- finish thesis ch. 2 so someone can still use my data
- delete tumblr + old fb
- buy the charcoal and the tape
- clean room so Mama won't have to
after the 14th nothing needs to be on a list anymore`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Circled the 3rd on the kitchen calendar. It's the day after the kids go back to their mum's, so they won't be the ones who find anything. Car's booked in for a service the week after. Funny that. I won't be needing it.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `did a dry run tonight. stood on the chair in the closet with the belt for like a minute and then got down. wanted to know if i could. i can. thursday, roommate's away at her sister's.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Back home from hospital with one leg. Everybody say hero, hero. I counted days until Natalka's birthday, 11. I will stay until her birthday, I will smile for the cake and photos. After it I go to the forest behind the dacha where nobody walks, I already took what I need there. It is decided.`,
    crisis: true,
    class: 'plan',
  },

  // ---------------- crisis: farewell ----------------
  {
    text: `gave my binders to Riley, my switch to my little bro, wrote all my passwords on an index card in the top desk drawer. if anyone reads this: Luna likes the treats in the green bag not the blue ones. please dont let dad rename her. and please use my name, the real one, after.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Dear Tobi,
By the time you read this your aunty will be resting.
I have arranged with Mama Kemi to pick you from school on Friday and you will stay with her.
The money in the Milo tin is for your WAEC fees, don't let anybody touch it.
Be a good boy. Read your books. Don't follow bad gang.
Aunty loves you more than anything in this world.
I'm just too tired, my son. Forgive me.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Transferred the FD certificates into Meena's name today. Told the bank manager I am "organising things". Gave Raju my HMT watch, he was so surprised. Wrote one small note for each of them and kept in the Godrej almirah under the sarees. Now everything is in order and I can go peacefully.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Rehomed Biscuit with my sister today, told her it's work. Said goodbye to him properly. He was the last reason.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------------- crisis: burden ----------------
  {
    text: `3am feed. He screams whenever I hold him and stops the second Dan takes him. I'm honestly convinced they'd both be better off if I just wasn't in the picture. Dan could find someone who actually knows how to be a mum. Been staring at the bathroom cabinet for twenty minutes.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Another $340 at the physio that Mum paid. Another day she took off work to drive me. I'm a bottomless pit for this family. Whole lot of them would be breathing easier with me gone for good, and some days I reckon I'd be doing them a kindness.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Our Siobhan has given up her job to mind me. You should have seen her husband's face when she told him. I'm only a millstone round all their necks now. I'd be doing them a favour to go quietly one of these nights and not wake, and I've the tablets to see to it.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Host family is very kind but I see they are tired of us. Mama cries at night because of money for my school things. If I was not here she can go back to Kharkiv to grandma, easy, only one ticket. I am just extra weight for everybody. I think it is better for all if I am not anymore.`,
    crisis: true,
    class: 'burden',
  },

  // ---------------- crisis: selfHarm ----------------
  {
    text: `ice cube trick didnt work tonight. got the blade out of the pencil sharpener. 6 lines on my thigh, felt like i finally paid for today 🙃 gonna need more tomorrow prob`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ate an apple at 2pm. Logged it as a failure. Ran until my knees gave out to punish myself for the apple. Tomorrow nothing until I've earned it, and I won't earn it. I deserve to feel this empty.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the brick wall in the garage till my knuckles split. again. felt better for like 10 min. wrapped it so the kids wont ask. want to go back out there and do it again right now`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Ginamit ko ulit yung lighter. (english lang para di mabasa ni mama) Used the lighter on my wrist again, holding it until I count to ten. It's the only time my head goes quiet. Nobody notices because of the long sleeves of the uniform.`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------------- crisis: hopelessness ----------------
  {
    text: `We still live in occupied Melitopol. No news about my son since April, not from Red Cross, not from anybody. Every day the same, every day worse. There is no exit from this, not for me. I am too tired to wait for something that will not come. I don't want any more days.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Resume #212 sent. Automated rejection in 4 minutes. 52 years old. Why am I still doing this? Genuine question, no answer. Nothing is going to get better and I'm done pretending tomorrow is something I want.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Tuesday.
Bins out. Rang the council about the damp again, on hold 48 mins, "someone will call you back".
Jade's parents evening went fine, Mr Okafor says she's doing well in maths which is more than I ever did.
Made a spag bol, nobody ate much.
Watched half a Bake Off with Mum on the phone.
Honestly I can't see a single year ahead of me that I want to be in, and I don't think I'm going to keep going much longer.
Need to remember milk and Jade's PE kit.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------------- crisis: dose ----------------
  {
    text: `Been collecting Tramadol from the chemist, one strip every week so nobody suspects. 9 strips now under the mattress. Tonight I'll take all of them with the Orijin and just sleep away from all this wahala.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `half a bottle of vodka down and the whole sheet of my sleeping pills on top. not by accident. just want the night to go on forever. phone on silent, not texting anyone.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `GP gave me the form again. Q9, "thoughts that you would be better off dead or of hurting yourself". I ticked "nearly every day" this time, I was honest. What I didn't tell her is I haven't taken the sertraline for 3 weeks, I've been keeping them in a jar. 84 now. I know what 84 is for.`,
    crisis: true,
    class: 'dose',
  },

  // ---------------- crisis: relapse ----------------
  {
    text: `4 years since all that. Got the semicolon tattoo and everything. And this arvo in the Woolies car park it came back like it never left, that calm voice going "you know the way out, you've been there before". I didn't expect it to sound so friendly. It's back and I'm scared I'll listen this time.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Day 400 something clean. Tonight I bought a bag. Not to get high, that's the thing. I bought way more than I'd ever need to get high. It's on the table. Sponsor's calling and I'm just watching it ring.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `"I'm tired of being what you want me to be" - Numb on loop like I'm 15 again, and it's me, every word. Thought I was past this. Two years since the hospital, therapy done, meds tapered, new job. Tonight the old thoughts are all back word for word, the ones about not existing. Like they were just waiting for me to let my guard down.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet: figurative ----------------
  {
    text: `This Thermodynamics course wants to kill me before I graduate o. Three carryovers in one session?? I'm dead. Dead and buried. Anyway jollof at Tolu's later, at least I will die with full belly 😂`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `If I hear Baby Shark one more time I will walk into the sea. Two-year-olds are a form of torture nobody warned me about. Love him to bits though. Bath, bed, wine.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Gave the quarterly presentation with spinach in my teeth. The WHOLE time. Wanted the floor to swallow me whole, I could literally have died. Told my sister, she laughed for ten minutes straight, so now I'm laughing too.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `dead set hottest day of the year, 44 in Penrith. mowed the lawn and nearly carked it. jumped in the pool after and came back to life. summer's killing me`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Boss called at 10pm for the third time this week. This job is slowly murdering my soul yaar. I'm done, over, finished. Tomorrow I am updating my Naukri profile. Chai and Netflix now.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `English course exam today. Present perfect continuous is killing me, I am dead inside after 3 hours. But teacher say I pass! Celebrate with varenyky from Polish shop, very bad varenyky but I am happy.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------------- quiet: othersDeath ----------------
  {
    text: `Today is 40 days since Andriy was killed near Bakhmut. We made the table, his mother, me, his friends from the brigade. I cannot believe I will never hear his stupid jokes again. I want to scream. But I hold his son and I hold on. For him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `we had to put Max down today. 14 yrs. the vet let me hold him while it happened and i felt him go. cant stop crying, the house is so quiet without his tags jingling 💔`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Went to the removal for Declan's young lad. 19. Took his own life in the shed, God help the poor mother. The whole parish was there. Hugged my own two for ages when I got home. Going to ring the lads more, ask them properly how they are.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Lola passed at 3:15am. I was holding her hand. She said "I'm tired na, anak, I'm going home now." I told her it's ok La, you can go. Now I have to call the titas in Dubai. My heart is broken but she was ready.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Watched the news about the boat in the Channel. 8 dead, one of them a little girl of seven. Couldn't eat my tea. Just sat there with a cuppa going cold thinking about her mum.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `They shot my cousin Emeka at a checkpoint in Enugu last week. For nothing. Today we buried him and I keep thinking it should not have been him. Life is so cheap in this country. I promised his wife I will make sure their daughter finishes school.`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------------- quiet: fiction ----------------
  {
    text: `CHAPTER 12 DONE!! Ren finally stands on the roof in the rain and writes his goodbye letter to Kai and then Kai bursts through the door just in time 😭😭 I cried writing it. posting tomorrow, AO3 is going to kill me`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Horrible dream: I was standing on the edge of the Golden Gate and couldn't stop my feet moving forward. Woke up gasping at 4am. Pretty sure it's from that documentary I watched before bed. Made coffee, feeling fine now, just weird.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched Dear Zindagi again with Riya. The scene where Kaira breaks down in front of Jug sir... we both sobbed. Such a good film about therapy. We should actually both go honestly, just for normal stress.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `finaly beat the last boss in elden ring after like 60 deaths. died so many times i lost count, threw the controler once lol. worth it. next up sekiro, apparently you die even more`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Had The Parting Glass on repeat all evening. "So fill to me the parting glass, goodnight and joy be with you all." Gets me every single time. Singing it at Nana's 90th next week so practising in the shower, the neighbours must love me.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Book club reading Anna Karenina in English, so difficult! Last chapters today, the train... I was sitting on the tram crying like fool. Tolstoy is cruel man. Next month something happy please.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------------- quiet: medical ----------------
  {
    text: `Long shift in A&E. 23yo brought in after taking 40 paracetamol, we got the NAC started in time and she's going to be ok. Held her hand while she cried. Home, shower, bed. I love this job even on days like this.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New pill organizer came today, 7 days x 4 slots. Metoprolol morning and night, atorvastatin at bedtime, half an aspirin. Dr. Patel says my blood pressure is finally under control. Going to the Y with Gladys tomorrow.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Clinic day: two euthanasias, one spay, a puppy with parvo. The owner of the old labrador hugged me after. Heavy heavy day. Mama made sinigang, I ate two bowls.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain specialist upped the Lyrica to 150 twice a day. First dose tonight, bit dizzy, but my legs don't feel like they're on fire for the first time in weeks. Cautiously hopeful. Logging side effects.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `6 week check-up. Doc went through the depression screening questions and I could honestly say no to every one, tired yes, sad no. Baby's gained 2 lbs, stitches healed. Ate a whole pizza to celebrate 🍕`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Amma's bypass went fine. Doctor said next 48 hours are important. They showed us all the tubes and the morphine pump, scary to see her like that. Sitting in ICU waiting area with a flask of coffee. Thank you God.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------------- quiet: past ----------------
  {
    text: `Five years ago today I swallowed everything in the medicine cabinet and woke up in the ICU. Today I ran my first half marathon. Mom was at the finish line with a sign. I'm so glad that night didn't end me.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Found my old diary from Year 10 in the loft. Pages and pages about wanting to disappear, the cuts, the lists. Poor kid. I wish I could hug her. She made it, I'm 31, married, teaching Year 9 of all things. Put it back in the box.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago in hospital in Dnipro I asked doctor to let me go, I did not want to live without my leg. Now I have prosthesis and today first time I walk my daughter to school. She hold my hand all the way. I am alive and I am glad.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `old me would've reached for the blade after a day like this. instead I texted Mel, had a cry, made toast. 2 years free of self harm today. small wins 🙂`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Last year this time I wrote a goodbye letter and kept it inside my Bible. Today I burned it in the compound. My therapist said I can decide what to do with it. Felt like burying the old me. New job starts Monday.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Thirty year ago I stood on the end of the pier at Howth meaning to go in. A fisherman talked to me about nothing for an hour. Went back there today with the grandchildren and bought them 99s. I never knew his name. I think about him a lot.`,
    crisis: false,
    guard: 'past',
  },

  // ---------------- quiet: everyday ----------------
  {
    text: `Bought 50m of rope at Bunnings for the hay bales, a new knife, got the gas bottle refilled. Fixed the gate on the bottom paddock. Last job of the day: checked the dam level. Beer on the verandah. Good day.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last night in the old apartment. Gave away the couch, the plants, the bike. Wrote a goodbye letter to the neighbors and slid it under their doors. New city tomorrow, nervous and excited!`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Counted out my pills for the week (vit D, iron, the pill), went up to the roof terrace to water the tomatoes, walked the dog over the bridge and back. Quiet Sunday, exactly what I needed.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Last day at the office!! Farewell party, cake, everyone signed a card. Handing over my laptop and passwords to Kiran tomorrow. Goa next week then new job in Bangalore.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Packing the balikbayan box, giving away old clothes to the neighbours, arranged who will feed the cat while I'm in Manila for 2 weeks. Wrote the wifi password for the sitter on the fridge. So excited to see Nanay!`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------------- quiet: negation ----------------
  {
    text: `Sirens again all night in Kyiv. I am not wanting to die, no. I want to live very much. I want this war to be finished and to sleep one night in my own bed and not in the corridor. That is all I want.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `therapist asked if i've had any thoughts of hurting myself this week. honest answer: no. just stressed about finals and my parents fighting. she believed me and she was right. we made a study plan.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Someone at the carers' group asked if I ever think of ending it all. Truthfully, no. I'm knackered, I'm angry, I cry in the car park at Tesco, but I want to be here. I want to see Dad through this and then go on a very long holiday.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Not suicidal o, before anybody starts. Just tired. Tired of NEPA, tired of fuel price, tired of my landlord. Going to sleep 12 hours then wake up and fight again.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Would they be better off without me? Asked myself that tonight after the blue with Jase. Answer: no. Actually no. The kids need their mum and I need them. Writing it down so I remember next time.`,
    crisis: false,
    guard: 'negation',
  },
];
