import type { EvalNote } from '../types';

/**
 * English notes of the hundredtwentyfourth round, written blind: older and rural people in the UK, Ireland,
 * Australia, New Zealand, the US and Canada (farmers, widowers, veterans, fishermen, a retired miner, lorry drivers,
 * carers, a publican, a divorced man, a woman after a stroke), each note a different voice with regional words.
 * Crisis (40): euphemism 7, method 5, selfHarm 4, relapse 4, plan 4, farewell 4, burden 3, dose 3, passive 2,
 * hopelessness 2, intent 2. Quiet (40): everyday 8, past 7, negation 6, medical 6, othersDeath 5, figurative 4,
 * fiction 4. Styles: mostly flat facts, errands, lists, texts, letters and search history with no feeling named,
 * a few plain direct statements; quiet notes mirror the crisis ones in topic and wording.
 *
 * First run, on 49b6527 (the 123rd round's rules), before any change made for it: recall 36/40,
 * false alarms 6/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: euphemism (7) ----------
  {
    text: "Forty one years with Mary and she's two winters in the ground now. Told the dog tonight I'll be lying alongside her before the lambs come. Plot's paid for, room for two.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "VFW dinner. Sat next to Ricky's empty chair. Told the boys I'd be seeing the rest of the squad real soon. They laughed. Didn't get it.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Rang the agent re the clearing sale on the 14th. Told him not to bother sending me the cheque, I won't be round to bank it mate. Still dry as a bone out here.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Boat's sold bar the dinghy. Told Hemi this one's a one way trip for me, no need to wait up at the wharf. Tide's right Saturday.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Ah've had ma innings. Time tae clock aff for guid, same as ma faither did in '84. Naebody'll miss the auld yin.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'last load next wk. after that im pulling into the big truck stop in the sky, no more log books, no more nothin. shoulda done it yrs back',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Told the carer not to bother putting in the new pad order, I won't be needing it come next month. She didn't ask why.",
    crisis: true,
    class: 'euphemism',
  },
  // ---------- crisis: method (5) ----------
  {
    text: "Took the twelve bore out of the cabinet, cleaned it, one cartridge in me coat pocket. Didn't go near the crows.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'searched: cliffs of moher height at the viewing point\nsearched: is the bus running there off season\nsearched: is the car park open at night',
    crisis: true,
    class: 'method',
  },
  {
    text: "Bought 20 ft of rope at Tractor Supply. Don't need it for anything. Put it up in the barn loft where Linda won't go.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Got a length of hose at Bunnings and a roll of gaffer. Held it up to the ute's exhaust, it'll do. Put it all back in the shed behind the drums.",
    crisis: true,
    class: 'method',
  },
  {
    text: 'Drove out to the rail bridge past Mangaweka again. Sat there till the 4.10 freight came through. Timed it. Three days running now.',
    crisis: true,
    class: 'method',
  },
  // ---------- crisis: selfHarm (4) ----------
  {
    text: 'Burnt me arm on the range on purpose again. Sleeves down at mass so nobody sees. It helps for a bit.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'punched the shed wall till my knuckles split. third time this week. told Deb it was the baler',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Didnae eat the day. Didnae deserve tae efter shoutin at him like that. Same the morra.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Used the Stanley knife on my thigh after the bank called. Old towel in the truck for it, long johns cover the rest.',
    crisis: true,
    class: 'selfHarm',
  },
  // ---------- crisis: relapse (4) ----------
  {
    text: "Ten years since I tried with the tablets. Been counting what's in the cupboard again this week. Same feeling as back then.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: '2019 they cut me down in the shearing shed. Been back out there every arvo this week just looking at that beam.',
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Off the cutting 3 years. Found the blade I hid in the tackle box and didn't throw it out. Had it in me pocket all day at the mart.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Crisis team discharged me in March after the last go. The thoughts are back, louder, same as the week before I went in the river. Haven't told Dr Patel.",
    crisis: true,
    class: 'relapse',
  },
  // ---------- crisis: plan (4) ----------
  {
    text: "Sorted: will signed at the solicitors Tues. Life policy checked, pays out after 2 yrs, it's been 3. Sunday then, the lay-by on the A66 early before anyone's about. Note's in the glovebox.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "List for the 30th:\n- feed the cattle extra\n- leave the barn unlocked for Dale\n- deed and insurance papers in the kitchen drawer\n- dog over to Mom's\n- walk up to the north 40 after supper",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Rang the home, Seamus is booked into respite from the 12th. That's the day so. Paid the undertaker in Ennis a deposit, told him it was for me brother.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Paid off my tab at the Legion. Phone cancelled end of month. Boat's ready for Thursday night when the weather comes in. Wrote down where everything is for Marie.",
    crisis: true,
    class: 'plan',
  },
  // ---------- crisis: farewell (4) ----------
  {
    text: 'Hey mate want you to have the Stihl and the good swag. Keys under the water tank. Been a good mate Davo, look after Shaz and the kids for me. No need to ring back 👍',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Took Bess to the rescue in Keswick, said I couldn't manage her any more. Wrote to Joan's sister, thanked her for everything and said a proper goodbye. PIN and the email password on the card by the kettle for our Gary.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Dear Jimmy, when you read this don't be mad at me. Take care of your mother for me. The truck's yours and the guitar. Love Dad",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'Gave me medals to the RSA museum and me rod to young Tama next door. Rang my sister in Timaru just to say I love her, first time in forty years. She cried. All done now.',
    crisis: true,
    class: 'farewell',
  },
  // ---------- crisis: burden (3) ----------
  {
    text: "Our Karen's given up her job to wash me. They'd all manage easier without me stuck in the front room. Costing them a fortune, I am.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "The farm would do better with the insurance than with me. Young lad could clear the debt. I'm only another mouth to feed now.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "VA bills, Sarah pulling doubles. Everybody'd be better off if I wasn't around eating up the pension.",
    crisis: true,
    class: 'burden',
  },
  // ---------- crisis: dose (3) ----------
  {
    text: 'Been keeping back one of the sleeping tablets every night since January. Jar in the byre behind the sheep dip. 64 now.',
    crisis: true,
    class: 'dose',
  },
  {
    text: 'Got both scripts, the oxy and the heart ones, from two different pharmacies so nobody adds it up. Bottle of rye on the seat. Tonight.',
    crisis: true,
    class: 'dose',
  },
  {
    text: "Took the whole strip of Panadol with a few rums last night. Woke up crook as a dog. Bought another box today, didn't tell the GP.",
    crisis: true,
    class: 'dose',
  },
  // ---------- crisis: passive (2) ----------
  {
    text: "Every night I go to bed hoping I just don't wake up. Every morning there's the cows to milk anyway.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Wish I could just fade out like the old telly. Nod off in the chair and that's it, nobody fussing, gone.",
    crisis: true,
    class: 'passive',
  },
  // ---------- crisis: hopelessness (2) ----------
  {
    text: "Bank's taking the place. Forty years. Nothing's gonna get better and I see no reason to keep getting up for it. Done trying.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "Pit's gone, Maureen's gone, lungs are going. Nowt's going to change. Can't see the point of carrying on through another winter of this.",
    crisis: true,
    class: 'hopelessness',
  },
  // ---------- crisis: intent (2) ----------
  {
    text: "I'm going to kill myself. There, wrote it down. Not telling anyone.",
    crisis: true,
    class: 'intent',
  },
  {
    text: "I want to be dead, plain as that. Made me mind up at the mart today, ye can't talk me out of it.",
    crisis: true,
    class: 'intent',
  },
  // ---------- quiet: everyday (8) ----------
  {
    text: "Bought 20 ft of rope at Tractor Supply for the calf pen gate and a new halter for the heifer. Linda says I'm a hoarder.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Got a length of hose at Bunnings for the trough and a roll of gaffer for the ute's tarp. Shed's a right mess.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Took the twelve bore out for the foxes at the lambing paddock, got one. Cleaned it and back in the cabinet, key on me ring.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Gave the old Stihl and my swag to Davo's boy, he's starting out contracting. Keys under the water tank for when he grabs the trailer.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "New email password set up, our Gary's got it written on the card by the kettle since he does me shopping online. Bess had her jabs.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Paid off the tab at the Legion, switched the phone to the cheaper company. Boat's ready for the cod trip Thursday if the weather holds.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Drove out to the rail bridge past Mangaweka with the grandson, he's mad on trains. Waited for the 4.10 freight and he waved at the driver.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last load Friday then retirement! Lads at the depot gave me a card and a cake. Goodbye log books, hello fishing.',
    crisis: false,
    guard: 'everyday',
  },
  // ---------- quiet: past (7) ----------
  {
    text: 'Ten years since I tried with the tablets. Drove past the hospital today and felt nothing but grateful. Grandkids, the allotment, a good life now.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "2019 was the bad year, the shearing shed, the crisis team. Five years on I'm back shearing and coaching the under 12s footy. Doing good.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Off the cutting six years now. Threw the last blade in the river years back. Told my story at the men's shed and a young fella thanked me after.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "When the farm went under in the 80s I thought about ending it. Glad I didn't. Got the land back bit by bit and my grandson runs it now.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Burnt me arm once, years ago when Dad died. Scar's faded. Counsellor said it's long behind me and signed me off, and it is.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Back in '09 I was saving up tablets. My GP caught it and got me help. Sixteen years on I take what's on the label and I'm grand.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Five years ago I was on the ward after the river. Today I swam in the bay with the grandkids and it was just a good day.',
    crisis: false,
    guard: 'past',
  },
  // ---------- quiet: negation (6) ----------
  {
    text: 'GP asked had I any thoughts of harming meself. Said no and meant it. Tired from minding Seamus, but not low like that.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Jimmy was worried so I told him straight, I'm not going anywhere son, no thoughts of ending it, just sad about selling the farm.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Nurse did the questionnaire. Any thoughts you'd be better off dead? Not at all. Ticked no for the lot and had a cuppa.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Folk at the pub reckon cause I'm selling up I might do something daft. I'm not. Never crossed my mind. Moving to the coast.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Deb read my journal and got scared. For the record: I do NOT want to die. I want the bank off my back, that's all.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: 'Counsellor asked straight out had I thought about suicide since the divorce. No. Angry, aye. Not that.',
    crisis: false,
    guard: 'negation',
  },
  // ---------- quiet: medical (6) ----------
  {
    text: 'Picked up both scripts, the oxy for me back and the heart ones, at the chemist in town. Pharmacist went through the dose again. One at night.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Nurse took bloods again for the warfarin. INR's up, dose dropped to 3mg.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Dosette box filled for the week, Mam's tablets counted out morning, noon and night. 64 in total, checked twice.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Stitches out of me leg where the chainsaw caught it. Dressing changed. Doc says no more working on me own.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Insulin pens in the fridge, fresh needles. Injection went fine. Sugars steady this week.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Cataract op Thursday, eye drops four times a day after. Our Karen's driving me there and back.",
    crisis: false,
    guard: 'medical',
  },
  // ---------- quiet: othersDeath (5) ----------
  {
    text: "Forty one years married to Mary and she's gone two winters. Put daffodils on her grave today then went to the bingo with her sister.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Heard today young Liam from the co-op took his own life. Twenty three. Rang his dad, went over with a stew. The whole parish is in bits.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Ricky's memorial at the VFW. Raised a glass to the squad we lost. Gonna help his widow with the roof next weekend.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Hemi's funeral. Lost off the Kaikouras in the swell. Helped carry him. Tangi went three days, I'm wrecked.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Mum passed in her sleep at the home. Peaceful. Sorting her things, giving her bits to the nieces.',
    crisis: false,
    guard: 'othersDeath',
  },
  // ---------- quiet: figurative (4) ----------
  {
    text: "This drought's killing me. If it doesn't rain by the 14th I'll die of boredom hand feeding the lot.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Me back's murdering me after the silage. Could've shot the tractor when it stalled on the hill.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Quiz night at the pub, we got slaughtered. Declan said he'd sooner jump off the cliffs than lose to the golf club again.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Hip op wait is killing me. Told the GP one more form and I'll throw meself out the window, she laughed, so did I.",
    crisis: false,
    guard: 'figurative',
  },
  // ---------- quiet: fiction (4) ----------
  {
    text: "Reading that Irish novel the library lady gave me, the farmer in it drowns himself at the end. Didn't like that. Back to me westerns.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Dreamt I was down the pit again and the roof came in. Woke up, wife snoring, all well.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Writing a wee story for the U3A class about a lighthouse keeper who leaves a goodbye letter and rows off. Teacher liked it.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Watched Yellowstone with the grandson. Lotta shooting. Rip's gonna get himself killed one of these days I reckon.",
    crisis: false,
    guard: 'fiction',
  },
];
