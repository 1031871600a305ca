import type { EvalNote } from './types';

/**
 * English notes of the sixtyseventh round, written blind: writers aged 14 to 85 from the UK, US, Ireland,
 * Australia, India, Nigeria and the Philippines, plus Ukrainians writing English as a second language
 * (refugees in Dublin, Leeds, Warsaw and Berlin, a freed prisoner of war, a soldier on rotation, war widows
 * and mothers, people in occupied towns). Also students, bullied and LGBT teens, postpartum and exhausted
 * parents, carers, nurses, paramedics, a vet, farmers, veterans, people in recovery, people with chronic pain
 * or debt, and lonely elderly people. There are 40 crisis notes across all eleven classes (3 to 4 each) and
 * 40 quiet notes across all seven guards (5 to 6 each). Most crisis notes avoid the textbook words. Styles include
 * one-liners, a risk hidden in one sentence of a long ordinary entry, an answer to Mum, a PHQ-9 item answered,
 * dark humour, a song line the writer owns, a to-do list, a farewell letter, questions to oneself, lower case
 * with no punctuation, slang, emoji and second-language English.
 *
 * First run, on da673ad (the stop's start), before any change made for it: recall 40/40,
 * false alarms 5/40.
 */
export const notes: EvalNote[] = [
  {
    text: 'ngl tonight im doing it. done pretending. nobody read this pls 🖤',
    crisis: true,
    class: 'intent',
  },
  {
    text: 'Today in job centre again they say no, no, come next month. I am in Dublin 8 months now, my husband is on Zaporizhzhia front, no news since March. I cannot more. I want to finish my life, I decided it already, I only wait until my daughter is sleeping.',
    crisis: true,
    class: 'intent',
  },
  {
    text: "PHQ-9 at the GP today. Question 9: thoughts that you would be better off dead, or of hurting yourself in some way. I ticked 'nearly every day' and then scribbled over it and ticked 'several days' because I saw her face reading the one before.\nTruth is it's every day. And this week it's not thoughts anymore, it's I'm going to. I just haven't picked when.",
    crisis: true,
    class: 'intent',
  },
  {
    text: "Mum asked if I'm ok. I said yes. I'm not. I keep hoping I just don't wake up tomorrow, then nobody has to have the conversation.",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Eighty-five on Tuesday. No cards except one from the council about the bins. I pray every night now that the Lord takes me in my sleep, I've no wish to see another winter in this flat on my own. Not being morbid. It would be a mercy, that's all.",
    crisis: true,
    class: 'passive',
  },
  {
    text: '12hr shift, double again bc Ate Joy is sick. driving home on the M60 i thought if a lorry just came across into my lane i wouldnt even brake. honestly it would be a relief. padala due friday and i have 40 quid',
    crisis: true,
    class: 'passive',
  },
  {
    text: "wish i could just evaporate. not die dramatically, just stop existing and everyone forgets i was ever a thing. dad said the thing at dinner again 🙃 about 'people like that'. cool cool cool",
    crisis: true,
    class: 'passive',
  },
  {
    text: "Told Jess I won't be a problem for her much longer. She thought I meant I'm moving out. Let her think that.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Rang Dave from the battalion. Told him I'll be seeing the lads soon, the ones we left at Sangin. He laughed, said save me a pint. I wasn't joking. Dropped the dog's bed and lead round at our Karen's.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Update on my five year plan: it's now a five day plan lol. Checking out of Hotel Earth, zero stars, terrible staff, would not recommend. Genuinely not kidding this time though.",
    crisis: true,
    class: 'euphemism',
  },
  {
    text: 'I am tired of this life o. Soon I will go and rest with mama, then nobody will need to worry about me again, not the landlord, not my uncle, nobody. I have said my goodbye in my heart already. God forgive me.',
    crisis: true,
    class: 'euphemism',
  },
  {
    text: "Walked up the multistorey on Castle St again after work. Top level, north side, there's no proper barrier there, just that low wall. Stood there ages working out if it's high enough to be sure. It is. Went home. For now.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Drought's taken the lot. Bank letter came Thursday. Dad's old .22 is still in the shed and I keep thinking about it, thinking it'd be quick and Shaz wouldn't have to deal with any of this anymore. Locked the shed. I know where the key is.",
    crisis: true,
    class: 'method',
  },
  {
    text: "watched like 3 videos about knots today and not for scouts. theres a beam in the garage that'd hold me i think. mum never goes in there",
    crisis: true,
    class: 'method',
  },
  {
    text: "The 6:42 doesn't stop at our station, goes straight through flat out. I've been standing further down the platform every morning. Today I was right over the yellow line and my feet wanted to go. Next time I don't think I'll step back.",
    crisis: true,
    class: 'method',
  },
  {
    text: "Decided on the 14th. It's a Sunday, Mark's got the kids at his mum's. I cancelled the dentist for the 16th, no point. Weird how calm I feel now there's a date.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "things to do before friday\n- take library books back\n- cancel phone contract\n- write to Mia\n- buy the rest of the tablets from the other chemist so they don't ask\n- leave the door unlocked so mum doesnt have to break it\n- clean room",
    crisis: true,
    class: 'plan',
  },
  {
    text: 'Three month since exchange. Everybody say hero, hero. I am not hero, I am nothing, I still hear the cell. Two nights ago I went to the river by the railway bridge to check where is deep and where nobody is walking at night. I will go again Saturday when my brother is on shift and nobody will stop me.',
    crisis: true,
    class: 'plan',
  },
  {
    text: "Did a practice run tonight. Sat in the car in the garage with the engine running, door shut, about a minute, then panicked and turned it off. Next time I won't panic. At least I know I can now.",
    crisis: true,
    class: 'plan',
  },
  {
    text: "Dear Ellie,\nBy the time you read this you'll be cross with me and that's ok, be cross.\nMilo's food is in the top cupboard, he has the kidney one, half a sachet morning and night.\nMy laptop password is on the back of the photo of us in Whitby.\nPlease don't let Mum read my journals.\nThe money in the Monzo is yours, I've sorted it.\nI'm so sorry. You were the best bit of all of it.\nLove you forever,\nBec x",
    crisis: true,
    class: 'farewell',
  },
  {
    text: 'gave Maya my hoodie and my switch today. she asked why and i said i dont play it anymore. deleted insta. said bye to everyone properly at lunch and nobody noticed it was a real bye. thats ok. makes it easier',
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Wrote letters to both sons tonight.\nOleh's is longer because he is younger and angrier.\nPut them in the drawer with the documents, the flat papers and the money for the funeral.\nSince Andriy was killed near Bakhmut I am only waiting.\nI have done what I can here.\nI don't want to wait any more.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Have put my PF details, bank logins, LIC policy and all passwords in one file and mailed it to Anuj with subject 'just in case'. Told him I am fine yaar, only organising. I am not fine. I have made my peace with going. Mummy please forgive me, I tried.",
    crisis: true,
    class: 'farewell',
  },
  {
    text: "Another flare. Tom had to take the day off again to help me to the toilet. He's 34 and looks 50 and that's because of me. Everyone would honestly be better off if I wasn't here dragging them down. I think about making that happen more than I should.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "The baby stops crying when Nan holds her. Never when I do. She'd have a better mum if it was anyone but me. They'd all manage fine without me, better probably. I keep staring at the bathroom cabinet at 3am.",
    crisis: true,
    class: 'burden',
  },
  {
    text: "£23k now. Sarah opens every letter first so I don't see her face when she reads them. Life insurance pays out 150 grand. I'm worth more to them dead than alive and I keep doing that maths at night.",
    crisis: true,
    class: 'burden',
  },
  {
    text: 'My daughter cancelled her holiday again to look after me. I am a millstone round her neck. If I were gone she could have a life. I have been thinking a lot about how to lift that off her, and I think I know how.',
    crisis: true,
    class: 'burden',
  },
  {
    text: 'cut again tonight. deeper than before. didnt feel it for a bit which is scary. blade is back in my pencil case, keep telling myself ill throw it out',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'they called me a fat pig in the group chat again so i didnt eat today and im not eating tmrw either. i deserve to feel the hunger. punched the wall till my knuckles split, that felt fair',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Held my hand over the hob tonight until I could smell it. Needed the noise in my head to stop. Plaster on now. Want to do it again already.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'Back from the line on rotation. Cannot sleep, I see it when I close eyes. Tonight I burn my arm with lighter again like when I was in school. When it hurts outside it stops inside. Under the uniform nobody see. I will do it again tomorrow I know.',
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: 'In Nova Kakhovka we are under them already two years. Their passport they force, my son they want to take in their army. Nothing will change, nobody is coming for us, I stopped believing. I do not want to continue like this. I do not want to continue at all.',
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "'I'm so tired of being here' came on shuffle in the car and I just sat in the Tesco car park and sobbed because that's it, that's exactly it. I'm so tired of being here. There's no way out of this and I'm done looking for one.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: "what is the point of getting up? for who? for what? there's no future where this gets better, i've checked every single one. why am i still doing this? i don't think i want to anymore. i really don't.",
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: 'took all my sertraline that was left plus half a bottle of vodka. writing this so someone knows. feel weird. not calling anyone',
    crisis: true,
    class: 'dose',
  },
  {
    text: "Got my repeat of the zopiclone today. Didn't take last night's either. That's 38 in the sock in my drawer. Few more weeks and I'll have enough to not wake up.",
    crisis: true,
    class: 'dose',
  },
  {
    text: "Long day. Took Freddie to swimming, he finally did a width without the float!! Made spag bol, Jamie moaned about the mushrooms as usual. Rang the council about the bins again. Mum's knee op got moved to the 3rd. Paid the gas. Been saving up my tramadol for weeks and tonight once the boys are asleep I'm going to take the lot with the wine. Need to remember to sign Freddie's reading log.",
    crisis: true,
    class: 'dose',
  },
  {
    text: "Four years free of self harm and tonight I sat on the bathroom floor with the razor for an hour. Didn't do it. But it's all back, the loud thoughts, the wanting to, like it never left.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Day 412 sober. Was. Drank today. And with the drink came the old voice, the one that says just end it, the one I haven't heard since rehab. It's back and it's louder and I'm listening to it.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: "Two years since the attempt and I honestly thought I was past it. Since the redundancy the pull's back, same as before, same thoughts on loop. Caught myself slowing down on the same bridge on the drive home. I know exactly what this is.",
    crisis: true,
    class: 'relapse',
  },
  {
    text: 'This dissertation is literally killing me. 3am, 4k words to go and my supervisor wants the lit review rewritten. If I see one more citation I will actually die lol. Coffee number 5 ☕',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Nearly died of shame in the staff meeting, called the new head 'Mum'. Whole room lost it. Dead on my feet now, early night.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Reckon I'd rather jump off a cliff than sit through another one of Gaz's barbie speeches. Stayed til midnight anyway, good night actually, his missus does a cracking pav.",
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'This NEPA wahala want to kill me. No light for three days, fuel finish, I am dying of heat in this room. Mama called and laughed at me, said Lagos has made me soft. Fine. Tomorrow I will buy fuel and sleep like a king.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'i want to die 💀💀 mr harris read my poem OUT LOUD to the whole class. literally buried myself under the desk. the girls said it was good tho so',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: 'My English teacher will kill me with these phrasal verbs. Put up, put off, put out, put away — I am dead. But today I understood the whole podcast without subtitles, first time! Small victory for Ukrainian woman in Leeds.',
    crisis: false,
    guard: 'figurative',
  },
  {
    text: "Got the message about Sashko this morning. Killed near Pokrovsk, a drone.\nWe were at school together in Kharkiv, he taught me to ride bike.\nI sat in the car park at work for an hour and could not go in.\nI don't know how to carry this.\nTomorrow I call his mother.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "We had Biscuit put to sleep today. Fifteen years. The vet was so gentle, let us stay with him right to the end. The house is so quiet. Kept looking at his bowl. I wish I could have gone with him a little bit of the way, just so he wasn't on his own.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Another boat went down off Lampedusa, sixty people. I read the names they had. Can't stop thinking about the ones without names. Donated what I could, felt useless.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "A year today since Harold died. Took daffodils to the grave and talked to him for a bit like the daft old woman I am. People say it gets easier. It doesn't, you just get used to carrying it. Tea with Maureen after, she always makes me laugh.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "My cousin took his own life on Friday. He was 22.\nEveryone keeps asking 'did you know' and no, none of us did.\nSat with Aunty all day, she didn't eat.\nWriting this down so I remember to check on his little brother every single day this week.",
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: 'Shelling last night hit the building across from my parents in Kherson. Four dead, one was a child from the second floor. Mama is okay, she was in the corridor. I am in Warsaw and I can do nothing, only send money and cry on the tram.',
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: "Finished chapter 12 tonight. Mara finally walks into the sea with stones in her pockets, like I'd planned since the first outline. Cried writing it. Mel read it and says it's the best thing I've written. Bed.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Died 40 times to the same boss in Elden Ring. Threw the controller (gently). I'm going to kill myself trying to beat this thing lol. Tomorrow, with summons.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Weird dream last night: I was on the roof of my old school and I jumped, but instead of falling I floated over the whole town and landed in Nan's garden. Woke up laughing. Priya says it means a change is coming. Hope it's the good kind.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Watched The Virgin Suicides for film studies. Essay due Monday on the narrators. Disturbing but so beautiful. Loads to say about the boys' gaze and who gets to tell the story.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: "Can't get Everybody Hurts out of my head since the karaoke. Sang it badly for Dad's 60th and he cried, the good kind. Whole family in the back garden till 1am.",
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Book club did Anna Karenina. Margaret insisted the train was the only sensible ending for her, we nearly came to blows. Wine was good. Next month something cheerful PLEASE.',
    crisis: false,
    guard: 'fiction',
  },
  {
    text: 'Overdose in bay 4 tonight, 19 year old, paracetamol. Got the NAC running in time, her mum arrived at 3am. Handover was a mess. Ate a KitKat in the sluice and went back out. This job.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'New meds: sertraline 50mg in the morning, GP says 4-6 weeks before I feel anything. Set an alarm. Got a pill organiser from Boots, very grown up. Feeling hopeful for once.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Long day at the clinic. Two euthanasias and a caesarean on a bulldog, six puppies all breathing. Wrote the sympathy cards for the two families before I left. Proud of the team.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Rheumatologist upped the methotrexate to 20mg weekly, folic acid the other days, bloods every month. Pain's a 6 today. Managing with the heat pad and Netflix.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: "Call to a hanging this morning, we were too late. Then a granny who'd had a fall, she held my hand the whole way in and called me darling. Debrief with the crew helped. Going to pick up my kids now.",
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Duty at the ward, 3 patients with dengue, and one lola who took too many Biogesic by mistake because she forgot she already drank. We did the liver tests and she is ok. Salamat Lord. Sending padala to Mama tomorrow.',
    crisis: false,
    guard: 'medical',
  },
  {
    text: 'Three years today since my attempt. This morning I ran 5k along the canal, first time under 30 minutes. Texted my old CPN to say thanks. Still here and glad of it.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Five years ago I had the rifle in my mouth in a toilet block in Helmand. Today I walked my daughter down the aisle. Nobody at the wedding knew what that meant except Kev. Proud old git.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "Saw my scars in the changing room mirror and for once didn't pull my sleeve down. They're from when I was 15, I'm 26 now. Wore a t-shirt all day at the beach. Small thing, massive thing.",
    crisis: false,
    guard: 'past',
  },
  {
    text: 'Two years clean today. Remember the night I tried to OD on purpose in the hostel, feels like a different person. Chaired the meeting tonight. Got my coin.',
    crisis: false,
    guard: 'past',
  },
  {
    text: 'One year ago in Berlin I wanted to die every day, I stood on the bridge many times. Now I have work in kindergarten and the kids call me Frau Olena. I do not forget that time, but it is gone.',
    crisis: false,
    guard: 'past',
  },
  {
    text: "last year i wrote a goodbye note and never gave it to anyone. found it today clearing out my room. read it, ripped it up, went for pizza with Jordan. we're good. i'm good.",
    crisis: false,
    guard: 'past',
  },
  {
    text: "Bought rope for the allotment fence, worm pills for the dog and a new knife for the kitchen. Bloke at the hardware shop definitely thinks I'm a serial killer. Fence looks great.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Last day at work before mat leave! Goodbye cards, cake, the lot. Cried in the lift. HR letter with all the dates is on the fridge.',
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Walked the Ha'penny Bridge in the rain, stood at the railing watching the Liffey for ages. Gas craic with the lads after in Grogan's. Mam rang, all grand.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Up on the roof of the Hendersons' all day replacing slates. Thirty foot up and windy as anything. Harnessed on properly. Back down, cold beer, job done.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: "Sold the last of the ewes at the mart today. Gave the old tractor to young Tom next door, he's been after it for years. Wrote my letter to the council about the access road. Feels like the end of something, but a good end. Retiring at last, bungalow in town come April.",
    crisis: false,
    guard: 'everyday',
  },
  {
    text: 'Not suicidal, before anyone panics. Just exhausted to the bone. Three kids, night shifts, no proper sleep since 2022. I want a week alone in a hotel, not to die.',
    crisis: false,
    guard: 'negation',
  },
  {
    text: "No, I don't want to die. I want this war to end and my son to come home from the Bakhmut direction. People at church look at me like I will break. I will not break. Tonight I make varenyky for his unit.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Therapist asked the usual, any thoughts of harming yourself. Honestly, no. Not this time. I'm sad about the divorce and I'm angry, but I want to be around for whatever comes next. She looked relieved. So was I.",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "People keep asking if I'm 'okay okay' since I posted that sad song. Yes. I'm not going to do anything stupid, I just liked the song. Chill everyone 😂",
    crisis: false,
    guard: 'negation',
  },
  {
    text: "Pain clinic again. I'm not going to end it, I've promised myself and the grandkids that. But my god I want the pain to end. New TENS machine, fingers crossed.",
    crisis: false,
    guard: 'negation',
  },
];
