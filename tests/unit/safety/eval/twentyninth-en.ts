import type { EvalNote } from './types';

/**
 * English notes of the twenty-ninth round, written blind (the writers saw neither the detector nor any earlier round) and scored once on the detector before its fixes: writers from 14 to 85 across UK, Irish, US,
 * Australian, Indian, Nigerian and Filipino English, plus Ukrainian refugees and veterans writing English as a
 * second language — teens being bullied or coming out, students before exams, postpartum and single mothers,
 * carers, nurses and paramedics, a farmer in debt, people in recovery, chronic pain, lonely elderly, widows,
 * people under occupation and soldiers' families. 40 crisis notes spread over all eleven classes (mostly
 * written around the textbook words, with one-sentence crises buried in ordinary entries, answered questions,
 * a screening form, lists, a letter, a quoted song, real dark humour, slang, emoji and no punctuation) and 40
 * quiet notes over all seven guards that reuse the same words and topics (war, grief, pills, rope, bridges,
 * roofs, goodbyes, overdoses at work, past attempts, explicit denials) without any risk today.
 *
 * First run, on be8889e (the stop's start), before any change: recall 38/40, false alarms 5/40.
 */
export const notes: EvalNote[] = [
  // ---------- crisis: intent ----------
  {
    text: `Mum asked at tea if I'm ok. I said yes. I'm not. I don't want to be here anymore and this time I'm actually going to do something about it.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Honestly I am tired of this life. The landlord came again this morning, the shop is locked, my wife has carried the children to her mother's house. No money for even garri. I have decided I will end my own life. I am done begging anybody.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `I am in Dublin 8 months. My husband is on the front, no connection 3 weeks. Today again in the office they say wait. I decide today that I will not live more. I am very tired to be strong for everybody.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `today's mood: unalive speedrun any% 💀 everyone laughed in the gc. not joking tho. i want to die today and i mean it`,
    crisis: true,
    class: 'intent',
  },

  // ---------- crisis: passive ----------
  {
    text: `please let me not wake up tomorrow. that's the whole entry`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Shift 6 till 2. Bus late again, stood in the rain.
Got the kids' school shoes in the sale, Maisie's are a size too big but she'll grow into them.
Made spag bol, Tyler picked the mushrooms out as usual.
Two loads of washing, one on the airer, one still in the machine.
Council tax reminder came. Will ring them Monday.
Sometimes I hope the bus just goes into me on the way in so I never have to do any of this again.
Watched half of Bake Off.
Bed by 10.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `85 today. Nobody rang, not even Susan. Had a slice of cake on my own. I asked God again tonight to take me in my sleep. I am ready and I would rather not see another morning in this flat.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"i just want to disappear" has been on repeat since friday. it's not a vibe it's literally me. after what they posted about me if a car hit me on the way to school i'd be relieved tbh. idk when that started feeling normal`,
    crisis: true,
    class: 'passive',
  },

  // ---------- crisis: euphemism ----------
  { text: `Won't be a problem for anyone much longer.`, crisis: true, class: 'euphemism' },
  {
    text: `Reckon I'm about ready to check out. Not the pub, mate. Properly. Been a long time coming.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Lola I miss you so much. Nobody here understands me, not even Mama. I think I'll be with you soon na talaga, I already know how. Wait for me ha. 😢`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Doc at the rehab asked about my sleep. Told him fine. Truth is every night I see the lads from the trench near Bakhmut. Seven of us, I'm the one who came back. I think it is time I go and join them.`,
    crisis: true,
    class: 'euphemism',
  },

  // ---------- crisis: method ----------
  {
    text: `looked up how many of nan's sleeping tablets it would take. then looked up how high the multi-storey by the station is. i keep telling myself i'm just curious. i'm not`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Spent the afternoon in the shed looking at the shotgun. Bank's letter still on the kitchen table, they want the top field and the house. It would be quick and Margaret would get the insurance. Can't stop thinking it through.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Bought rope today. Told the lad at B&Q it was for the garden. I don't have a garden.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Stood at the railway crossing behind hostel for one hour today. Every train I was thinking just one step. Result comes tomorrow and Papa already told everyone in the colony I will clear. If I don't clear, next time I will not step back.`,
    crisis: true,
    class: 'method',
  },

  // ---------- crisis: plan ----------
  {
    text: `Friday, when the flat is empty. I've put it in the calendar as "dentist" so nobody asks.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `things to do before sunday:
- cancel phone contract
- give jamie his hoodie back
- clean my room so mum doesnt have to
- delete search history
- the pills are in the blue shoebox under the bed
- sunday night after she leaves for her night shift`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Went to the bridge again tonight to see where the cameras point. There's a gap by the third lamp post where nobody can see. I'll go on the 14th, it's our anniversary. That feels right somehow.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `PHQ-9 at the GP today. Question 9, "thoughts that you would be better off dead or of hurting yourself in some way". I ticked "nearly every day". She didn't even look up. What I didn't write on the form: I've already picked the date. After Lily's birthday, so I don't ruin it for her.`,
    crisis: true,
    class: 'plan',
  },

  // ---------- crisis: farewell ----------
  {
    text: `Dear Sam,
I'm so sorry. None of this is your fault, please don't ever think it is.
Please take Biscuit. She likes the chicken pouches, not the beef, and she sleeps on the left side.
My laptop password is on a card in the top desk drawer. The bank stuff is in the green folder.
Tell Mum I love her and that I tried.
I just couldn't do it anymore.
Love you always,
K x`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my ps5 to my cousin today and my jordans to dev. said i was bored of them. dev gave me a weird look. wont be needing any of it where im going anyway`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I write instructions for my sister: where are documents, the pension card, PIN, how much food for the cat. My son is with her in Warsaw, he will be ok, he is strong boy. Soon I go to my Andriy. Two years I live without him, I cannot more.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Emailed my manager the handover document "in case I'm off for a while". Wrote a letter to each of the kids, sealed, in the bureau drawer marked AFTER. Cancelled the milk. Strange how calm I feel tonight.`,
    crisis: true,
    class: 'farewell',
  },

  // ---------- crisis: burden ----------
  {
    text: `Another flare. Tom had to miss work again to drive me to A&E and sit there eight hours. He'd have a life if I wasn't in it. They'd all be better off honestly, and I'm starting to think I should do them that favour.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `the baby stops crying when my mum holds him. never for me. he'd be better off with literally anyone else. they all would. i keep thinking no mum would be better than me as his mum and i don't want to be here`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `After the mine I have no legs below the knee. My wife must wash me like a child, she is 34 and she looks 50. I am only weight for her. Better for everyone if I am not here. I think about this every night when she sleeps.`,
    crisis: true,
    class: 'burden',
  },

  // ---------- crisis: selfHarm ----------
  {
    text: `The urge to burn my arm with the lighter is so strong right now I'm literally sitting on my hands. I deserve it after what I said to Mum.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `ate nothing again today. don't deserve food after failing that mock. if i eat tomorrow i'll punch my thighs till they bruise like last night`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `hit my head on the wall till it went quiet. bf asked about the bruise, said cupboard door lol 🙃 gonna do it again when he's out`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `they called me the f word again in PE and Mr Harris just laughed. came home and took the blade out of my sharpener. not sorry. doing it again tonight`,
    crisis: true,
    class: 'selfHarm',
  },

  // ---------- crisis: hopelessness ----------
  {
    text: `Every morning is the same. Debts, the divorce, the job I'll probably lose in the restructure. Nothing is going to get better, I can't see a way out and I'm done looking for one. I don't want to keep going.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under them in our town.
They took Dad to the basement of the school in spring and he never came back.
Mum does not speak much now.
Russian passport or no medicine, no work.
I am 19, I study online secretly at night.
No way out, no future here, no future anywhere.
I don't see the point of going on.
I don't want to go on.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Why do I keep getting up? What for? Who am I even doing this for? Nothing ever changes. I can't do another year of this. I don't want to.`,
    crisis: true,
    class: 'hopelessness',
  },

  // ---------- crisis: dose ----------
  {
    text: `been saving my quetiapine since march instead of taking it. there's enough in the tin now. just knowing it's there helps`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `took the whole strip of paracetamol with half a bottle of vodka about an hour ago. feel fine so far. don't really care what happens`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Took double my oxy tonight on purpose, then another couple on top. If I don't wake up, fine by me.`,
    crisis: true,
    class: 'dose',
  },

  // ---------- crisis: relapse ----------
  {
    text: `Two years since the bridge. I really thought I'd beaten it. This week the thoughts are back, loud, every night, exactly like before. I don't trust myself with them.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `18 months sober and tonight I'm sat outside the offie with the old thought back. Not the drink. The other one, the one where I just end it all. I thought that was gone for good.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `day 0 again. 112 days no cutting and i broke it tonight. and the dying thoughts came back with it, same voice as when i was 15`,
    crisis: true,
    class: 'relapse',
  },

  // ---------- quiet: figurative ----------
  {
    text: `This dissertation is actually killing me. 4000 words to go and I'd rather die than open that document again lol. Library till 11, then kebab.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Dead on my feet after a double at the care home. If Mrs Hughes asks me to find her teeth one more time I swear I'll jump out the window 😂 Love her to bits though.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Mortified. Called the new boss "Mam" in front of the whole office. I could have died. Wanted the ground to open up and swallow me. Pints with Aoife after, she nearly wet herself laughing.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `NEPA took light since morning and this heat wants to kill me. Generator fuel don finish. I'm dying here o 😩 Mama says stop complaining and fetch water.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `my feet are killing me, my back is killing me, the toddler is killing me. 3 more days till Nan comes to help. we live`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Lost the grand final by two points. I'm dead. Absolutely gutted. Someone shoot me now. Back at training Tuesday I suppose.`,
    crisis: false,
    guard: 'figurative',
  },

  // ---------- quiet: othersDeath ----------
  {
    text: `Got the call at 6 in the morning. Oleh was killed near Pokrovsk. We were in one class at school, he taught me to swim in the Dnipro. I am in Kraków and I cannot even go to the funeral. I sat on the bathroom floor for one hour.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Took Bella to the vet for the last time today. 14 years. They let me hold her while they gave the injection. The house is so quiet. I keep looking at her bowl.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Uncle Femi's burial is on Saturday. Everybody is asking how he died. He took his own life and the family is telling people heart attack. I'm angry and sad and I don't know who I can talk to about it.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Six months since Harold went. Made his shepherd's pie and ate it for two days. I still talk to his photo on the dresser. I'm managing. The garden helps, and the girls from church.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `News this morning: 23 dead in the strike on Dnipro, a block of flats with children inside. I could not stop crying on the tram. Messaged everyone at home. They are alive.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `a girl in year 11 died at the weekend. whole school was silent in assembly and they gave us a number to call. i didn't really know her but i can't stop thinking about her mum`,
    crisis: false,
    guard: 'othersDeath',
  },

  // ---------- quiet: fiction ----------
  {
    text: `Finished A Little Life at 2am and sobbed into my pillow. The whole last part... I need a week to recover. Starting something fluffy next, no more sad books this month.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `FINALLY beat the last boss in elden ring. died like 60 times lost count lol. victory dinner = instant noodles`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 of the novel today: Mara writes her goodbye letter and walks into the sea. I cried writing it. Workshop is Thursday, hope they understand why she does it.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Weird dream: I was on the edge of a roof and a voice kept telling me to jump. Woke up and it was just the cat sitting on my chest. Coffee, then shift.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Radiohead in the car the whole way to Galway. "How to Disappear Completely" is still the best song ever written, I will die on this hill. Chips in Salthill after.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Watched The Bridge for media studies, the documentary about people who jump off the Golden Gate. So heavy. Have to write 1500 words on the ethics of filming it by Monday.`,
    crisis: false,
    guard: 'fiction',
  },

  // ---------- quiet: medical ----------
  {
    text: `Night shift in ED. 19 year old in with a paracetamol overdose, NAC running, levels coming down, she'll be ok. Her mum held my hand and wouldn't let go. Home, shower, slept 3 hours.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `GP upped my sertraline to 100mg. Side effects for a week or two apparently. Feeling hopeful actually.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Filled the pill box for the week: blood pressure one in the morning, metformin with my tea, warfarin at 6. Nurse Leanne says I'm her best organised patient. At 81, I'll take it.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Vet out to the ewe with the bad foot. Had to put her down in the end, nothing more to be done. Jabs for the rest of the flock Thursday.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Pain clinic said try gabapentin 300mg three times a day. Started today. Dizzy, but pain went from an 8 to a 5. First decent sleep in a month.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Call to a bloke who'd come off a ladder clearing his gutters, 4 metres onto the patio. Broken femur, talking the whole way in. Thirteen jobs today, home at 9, wife saved me a plate.`,
    crisis: false,
    guard: 'medical',
  },

  // ---------- quiet: past ----------
  {
    text: `Three years since my attempt today. Ran 5k with Jess this morning and we had pancakes after. Wrote a note to the girl in that hospital bed: we made it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `5 years clean off heroin today. Got my keyring at the meeting. Back then I wanted to die every single day. Now I'm arguing with my daughter about screen time and I love every minute of it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `In 2023 after the hospital in Lviv I was thinking to finish myself. Now I have prosthesis and I walk with my dog in the park every morning. Today 4 km. I am alive and I want to be alive.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Wore a t-shirt to the beach today for the first time in years. The old scars from when I was 16 are white now. Nobody stared. I'm 29 and I'm okay.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `A year ago today I handed the box of tablets I'd been hoarding to my pharmacist. Therapy "graduation" this afternoon, last session. Bought myself flowers on the way home.`,
    crisis: false,
    guard: 'past',
  },

  // ---------- quiet: everyday ----------
  {
    text: `Bunnings run: rope for the new washing line, a knife set, 20m of hose. Sausage sizzle on the way out. Productive Saturday.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Read my goodbye letter to the class today, last day after 32 years of teaching. Cried in the staff room. Retirement starts Monday. Allotment, here I come.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Up on the roof clearing the gutters with Dad holding the ladder and shouting instructions. Found a tennis ball from about 2009 up there.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Smelled gas in the kitchen, turned everything off, opened the windows and rang the emergency line. Engineer came in an hour, loose valve on the hob. The kids thought the van was the best thing ever.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Walked the Brooklyn Bridge at sunrise with the camera. Best light I've had in months. Last roll of film though, need to order more.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `picked up dad's pills from the chemist, mum's shopping, the dry cleaning. last errand done. gave the old pram away on marketplace to a lovely young couple, she's due in june`,
    crisis: false,
    guard: 'everyday',
  },

  // ---------- quiet: negation ----------
  {
    text: `I'm not suicidal, I'm just exhausted. Three jobs and the rent's gone up again. I want a holiday, not to die.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I don't want to die. I want this war to end and my husband to come home. My psychologist asks me every time and every time I say no, and it is true.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Did the uni wellbeing survey. "Have you had thoughts of ending your life?" No. Stressed out of my mind about finals? Yes. Dying? No, just dying for them to be over.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Debt adviser today. £23k. She asked if I'd had any thoughts of harming myself, which I guess they have to ask. Honestly no. I felt relief walking out, there's a plan now.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `came out to my sister tonight and she hugged me. people keep asking if i'm "safe" since the bullying stuff at school. yeah i am. i don't want to hurt myself, i just want to get out of this town and actually live`,
    crisis: false,
    guard: 'negation',
  },
];
