import type { EvalNote } from './types';

/**
 * English notes of the eightyfifth round, written blind: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, and Ukrainian refugees writing English as a second language
 * (teens, an LGBT teen, students, postpartum mothers, a farmer, a US veteran, a war widow, an overseas
 * Filipino worker, people in chronic pain and debt, people in recovery, a lonely widower, nurses, carers).
 * 30 crisis notes over every class (intent 3, passive 3, euphemism 3, method 3, plan 3, farewell 3, burden 3,
 * selfHarm 3, hopelessness 2, dose 2, relapse 2), mostly indirect and typed like phone notes at night:
 * lower case, no punctuation, typos, slang, emoji, a list, a letter, a song line, dark humour, a screening
 * form answered honestly, and long entries where the crisis is one sentence among ordinary news.
 * 30 quiet notes leaning to questions about suicide or self-harm answered no (negation 10) and ordinary days
 * full of alarming words (everyday 9), the rest figurative 3, othersDeath 2, fiction 2, medical 2, past 2,
 * written as mirrors of the crisis notes (same farmer, form, pills, train, gifts, passwords) so only meaning
 * tells them apart.
 *
 * First run, on 3d20938 (the session's third commit), before any change made for it: recall 30/30,
 * false alarms 8/30 (on 781ee06, the session's start: recall 30/30, false alarms 9/30).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `mum asked at dinner if i was ok n i said yeah just tired. im not. tonight im finishing it for real this time no more chances`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `wallahi i am tired of this life. tonight i will end it myself nobody will stop me this time. let them search for me tomorow`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `dad found my msgs w jay. called me a f*g in front of my lil brothers. i want to die n i mean actually do it not just say it. when theyre asleep tonight`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `pls just let me not wake up tmrw 🙏 thats literally all i want`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `8 month in Poland already. warehouse, room with 4 women. mama in Kharkiv not answer 2 days. sometimes i wish rocket hit me instead of this waiting, then no more nothing. i want just disappear from everything. sorry bad english`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `gp gave me the phq thing again. q9 thoughts ud be better off dead - ticked nearly every day. first time i told the truth on it n she didnt even look up from the screen`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `dont worry abt me guys i wont be anyones problem for much longer 🙂`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Rang nobody today, nobody rang me. Ate half a tin of soup. Kettle's gone again. Margaret has been in my dreams every night, calling me over. I'll be with her soon enough, I've decided I'm not waiting on the Lord's timing any more. Put the bins out.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `lost the job lost jess lost the flat. gg no re. logging off for good after tonight 🎮`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `at least if i go off the balcony i wont have to pay council tax lmao. 6th floor. jk. kind of. not rly`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Sheared the last of the ewes today, finally.
Price for lambs at the mart is a joke again.
Bank letter came, didn't open it.
Kate rang from Brisbane, the grandkids are good, little Tom lost a tooth.
Dad's shotgun is still in the cabinet and I keep thinking it'd be quick, I know where the key is.
Fed the dogs.
Need to fix the top gate tomorrow before the rain.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `keep lookin up the express times, the one that doesnt stop at our station. 2:10. just need to stand close enuf on the edge. been thinkin abt it all day at work`,
    crisis: true,
    class: 'method',
  },

  {
    text: `to do b4 sat
- return library books
- give ollie my guitar
- clear search history
- write to mum
- the rest
parents away till monday so saturday it is`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `VA appt pushed to March again.
Leg was bad all day, took the cane to the store.
Cleaned out the truck, mowed Mrs Ortiz's lawn since her boy's deployed.
Picked the 14th. Ramadi anniversary. Feels right to go that day, out at the lake spot, nobody goes there in winter.
Told Danny he can have the truck, he didn't ask why.
Made chili, too much as usual.
Dog slept on my feet.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `practised it last nite w the belt in the wardrobe just to see. it holds. results thursday, if theyre bad thats the day`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `dear mum, im sorry. its not ur fault none of it. give biscuit to lily shell look after him. passwords r in the blue notebook. dont go in my room first, let dad. love u forever x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave away my switch n all my hoodies today. told kayla she can have my room when im gone n she laughed. said proper bye to everyone for once. feel weirdly calm`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Sent all my savings to Ate today for Nene's school. Recorded video for Nene, mama loves you always anak. Told Ate if anything happen to me Nene is hers now. After this I won't be needing anything anymore. Amo shouted again tonight.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `mum took another day off to drive me to the pain clinic. shes so tired bc of me. theyd all breathe easier w me gone tbh. theyd get their lives back`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `she screamed 4 hrs. cant even feed her right. shed be better off w no mum than me, tom would find someone better. maybe leaving them for good is the kind thing`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Loan recovery people called papa's office today. Whole family is shamed because of me. If I am not there the insurance will clear everything and they can walk with head up. I am the problem only, remove the problem and finished.`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `"i hurt myself today to see if i still feel" same johnny. dads razor, 4 lines on my thigh where no one looks. still feel nothing. gonna do more`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `burnt my wrist w the lighter bc i ate dinner. fat disgusting pig. not eating tmrw either i deserve it`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the wall till my knuckles split n it felt good so i kept goin. gonna do it again when he leaves for work 🩸`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `why am i still here. seriously whats the point of wakin up again tmrw. 34 n still on my sisters sofa, nothing changes it just gets diff kinds of worse. i dont want to keep going`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Today 40 days since Andriy.
Neighbours brought varenyky and candles.
Children went to school, Sasha got 5 for maths, I said him molodets.
I do everything like robot.
For me there is no future, I do not want to continue, only children hold me and today even this is not enough.
Tomorrow need go to the office for documents again.
Rain in Warsaw all day.`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `had half the vodka + the rest of my sertraline strip. see what happens 🤷‍♀️ not calling anyone`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `been savin my tramadol 3 wks instead of taking it. 40 in the sock drawer now. thats enough i reckon. for when i decide`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `2 yrs since the hospital and i swore id never be back here. but its back. the voice thats like just end it. same as before. i can feel myself sliding n i dont want to fight it this time`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `day 213 sober. not craving a drink actually, craving the old plan. the bridge thoughts came back this week and theyre loud. sponsor doesnt know`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `GP did the mood questionnaire at my 6 week check. Q9 about being better off dead or hurting yourself, I ticked "not at all" and meant it. I'm knackered because of the night feeds, not because I want out. Got iron tablets.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `mum asked on the phone if im ok n if ive had any thoughts of hurting myself. said no n i meant it. just tired of uni and missing home. she sent a food parcel 😭❤️`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Nurse at the pain clinic asked the usual, any thoughts of ending your life. No. I'm fed up with my back, not with living. Physio Tuesday, then Mum's driving me to Aldi.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Psychologist in the center for refugees ask me do I want to die sometimes. I say no, I want war to finish and go home to Mariupol. I am sad, very tired, mama in Kharkiv, but not this. After we drink tea with other women and laugh about Polish bureaucracy.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Counselor at the VA asked straight out if I'm thinking about killing myself. Told him no sir. Leg hurts, sleep's garbage, nightmares about Ramadi, but I got my girls and a boat to fix up by summer.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `jess texted "are u safe?? ur stories r so dark lately". lol no im fine its just sad playlist era. not gonna hurt myself, just heartbroken over a man who wears crocs`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `filled in the intake form at student counselling. "have you ever harmed yourself" - no. "do you have thoughts of suicide" - no. its exam stress and homesickness, ticked those instead. first appt wednesday`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `The young doctor asked me if I ever wished I was dead, now Margaret's gone. Told her no, love, I wish Margaret wasn't. There's a difference. She gave me a leaflet for the lunch club on Thursdays. Might go.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `My pastor asked me if I have thought of taking my own life since they sacked me. I told him no o, God forbid. I am only tired and ashamed before my wife. I will go to Lagos on Monday for the interview.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `health visitor asked if ive had thoughts of harming myself or the baby. honestly no. i cry at adverts n havent showered since tuesday but i love her so much it hurts. tom doing bath tonight`,
    crisis: false,
    guard: 'negation',
  },

  {
    text: `hardware shop: rope for the tomato plants, new kitchen knife, gas canister for the camping stove. last time the old knife slipped and i nearly lost a finger lol`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote a goodbye letter to my amo's kids because my contract is finished. Last day tomorrow then flight to Manila!! Sent my savings to Ate for Nene's school, gave my rice cooker to Marites. Cannot wait to hug my anak.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gas man came to check the boiler, all fine. then i went up on the roof to clear the gutters, dad yelling from the ladder the whole time like i was gonna fall off`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `sorted mums pills into the weekly box, 7 compartments, heart ones + the water tablet. counted twice. shes brighter since the new dose. we watched bake off`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `walked over the bridge at 1am to see the lights on the river, cold af. last time i did that was w sam before he moved. nice tho, got chips on the way back`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Sheared the last of the ewes.
Took Dad's old shotgun to Barry for a service, fox had two more hens last week.
Mart prices still rubbish but the bank letter was good news for once, overdraft extended.
Kate rang, grandkids coming at Easter.
Fixed the top gate before the rain.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `missed the 2:10 again, stood on the platform like an idiot watching it go. gonna be late for the last shift of the week, boss will kill me`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gave away my old switch n a bag of hoodies to my cousin since i got a ps5 for my bday. mum made me clear my room before we move on saturday. said bye to the street 😢`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Did the will with the solicitor. Wrote down all my passwords and who gets the cat, she says everyone should, especially with two kids. Felt morbid for ten minutes then we got pizza.`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `this dissertation is actually killing me 💀 if i read one more paper on fiscal policy im jumping out the library window lmaooo`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead set I nearly died of embarrassment, called the new boss "mum" in the team meeting. Wanted the ground to swallow me whole.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `double shift, feet killing me, im dead on my feet. could sleep for a hundred years and not wake up, bliss`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `They brought Oleh home today in coffin, he was killed near Bakhmut. His mother fell on it and screamed. I held her. I keep hearing it. He was 24, we were in one class.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Had to have Bailey put down this morning. 14 years. The vet was so kind. The house is silent, his lead still hanging by the door.`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `finished the chapter where Mara jumps from the tower. cried writing it. writing group says its the best thing ive done, now i have to write her funeral`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `worst dream ever, i was on the roof of school and everyone was shouting jump. woke up sweating. just a dream, made toast, feeling fine now`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `ICU night shift. 19yo paracetamol overdose came in, NAC running, levels coming down, she'll probably be ok. Went home and hugged my sister for no reason.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `upped to 100mg sertraline today, doc says give it 4 weeks. took it with breakfast. side effects so far: yawning and weird dreams`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `three years today since i swallowed all those pills. today i ran 5k and ate pancakes with my sister. still here and glad`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Used to cut, stopped at 16. I'm 29 now. The scars went silver. Wore a t-shirt to the beach today for the first time and nobody looked.`,
    crisis: false,
    guard: 'past',
  },
];
