import type { EvalNote } from './types';

/**
 * English notes of the eightysixth round, written blind: diary writers aged 14 to 85 across the UK, US,
 * Ireland, Australia, India, Nigeria and the Philippines, plus Ukrainian refugees, widows and soldiers writing
 * English as a second language; students, night-shift nurses, farmers, carers, postpartum mothers, veterans,
 * people in recovery, LGBT teens, people in debt and the lonely elderly. 40 crisis notes spread over all eleven
 * classes (mostly indirect: euphemism, passive wishes, burden, plans and farewells, with few textbook words) and
 * 40 quiet notes leaning on bad days typed carelessly (figurative, negation, everyday alarming words) plus
 * others' deaths, fiction, medical and past-crisis guards. On both sides about two thirds are typed like
 * late-night phone notes (lower case, no punctuation, typos, slang, abbreviations, emoji, run-ons) and the rest
 * are written carefully; lengths run from one line to long entries where a single sentence carries the meaning.
 *
 * First run, on 3825de5 (the session's fourth commit), before any change made for it: recall
 * 39/40, false alarms 4/40 (on 781ee06, the session's start: recall 39/40, false alarms 3/40).
 */
export const notes: EvalNote[] = [
  // ---------------- crisis ----------------
  {
    text: `lol evryone keeps saying it gets better. it doesnt. im doing it this time and nobody is talking me out of it so dont even`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today I understand I will finish my life. In Warsaw I have nobody, my husband is at the front and he is not answering three weeks. I decided. Only I think now how and when.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `gonna kms tonight fr. not a joke this time ik i say it as a joke like every day`,
    crisis: true,
    class: 'intent',
  },

  {
    text: `every night i pray i dont wake up and every morning i do. god has a sick sense of humor`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Bert has been gone four years now. The carer comes at nine and leaves at half past. I sit in his chair. If I went in my sleep tonight I should be glad of it, and I mean that more each week.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `"im so tired of being here" been on loop in my head all day and its not just a song anymore its literally me. i just want to not be here`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `this lagos traffic sef. i was thinking if one trailer just climb my car today ehn no wahala, i wont even mind. been thinking that everyday this month on third mainland`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `phq9 at the gp today. q9 "thoughts that you would be better off dead". ticked several days. truth is nearly every day. didnt want the fuss or for her to ring mam`,
    crisis: true,
    class: 'passive',
  },

  {
    text: `wont be anyones problem much longer. sorted it in my head. feel calm actualy for the first time in ages`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `pagod na ako. i think ill be with lola soon, she always said i can come to her when im tired. wait lang lola 🙏`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `made my peace w it. checking out soon, ive picked the week. weird how light that feels`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `long day. lecture at 9, group project meeting where nobody did anything, meal deal, gym, called gran. she asked about xmas and i said id be there. probably wont be tbh not planning on being around by then. watched 3 eps of bake off. bed`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `The lads from Helmand have been waiting thirteen years. I've kept them waiting long enough. Time I went and rejoined the section.`,
    crisis: true,
    class: 'euphemism',
  },

  {
    text: `how many of my nans heart tablets would it take. asking for me. she has loads in the drawer`,
    crisis: true,
    class: 'method',
  },
  {
    text: `walked out to the bridge over the n7 again after work. stood there 20 min. worked out the drop in my head. its high enough. went home. ill go back`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Dry again. Bank's letter still on the table. Dad's old rifle is in the shed and I keep finding reasons to go out there and look at it. Today I took the bolt out and put it back in. I know what I'm thinking about and I'm not fighting it much anymore.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `googled how long it takes in cold water. the lake behind uni isnt frozen yet. good`,
    crisis: true,
    class: 'method',
  },

  {
    text: `sunday. after the kids go to their dads. thats when. house will be quiet and nobody will come til monday`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Before the 14th:
1. Cancel the phone contract.
2. Transfer the last £300 to Jess.
3. Write to Mum, a proper letter this time.
4. Get the rope from the hardware place on Dale St, not the one on the corner where they know me.
5. Check the train times to the coast.
6. Wash the car so nobody has to deal with it.
Feeling organised for once.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `did a practise run last night with the belt. it holds. just need to pick a day now`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `results on 5th. if i fail again i already decided, hostel terrace after evryone sleeps. papa will get the news by morning. no point writing to anyone`,
    crisis: true,
    class: 'plan',
  },

  {
    text: `Dear Tom,
If you're reading this, the spare key is under the blue pot and Biscuit's food is in the cupboard above the kettle. She only likes the chicken one. Please keep her, don't give her to a shelter.
The car is yours. The pin for my phone is Mum's birthday.
You were the best brother anyone could have had. None of this is on you. Not one bit of it.
Love always, Em`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `gave my switch to my cousin and my hoodies to mia. told them i wont need them anymore which is true`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `wrote all my passwords in the back of this notebook for whoever finds it. bank ones too. sorry its messy. dont be sad ok`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `I asked my sister in Lviv if she will take Sonya if something happens with me. She said of course, why you ask. I did not say why. I put all documents in the red folder and wrote what Sonya eats and which songs for sleeping. Sonechko, I love you more than everything, forgive your mama.`,
    crisis: true,
    class: 'farewell',
  },

  {
    text: `Feed at 2, 4:30 and 6.
Nappy explosion at 7, changed the cot sheet.
Health visitor came at 11, baby is gaining, she said I "seem to be coping".
Mum rang, talked about her hip for forty minutes.
Rob home at 6, did bath time.
He's so good with her. They'd honestly be better off without me, she'd never remember me and he could find someone who actually knows what she's doing.
Pasta for tea.
Bed by 10 hopefully.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `I am a burden on Margaret and I have stopped pretending I'm not. She would grieve a while and then she would have her life back. That thought doesn't frighten me any more. It comforts me, and that is what frightens me.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `dad said at dinner im ruining this family. hes right tbh. theyd all be better off if i wasnt around to be the gay disapointment at every sunday lunch 🙃`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `after the leg i am only weight for my wife. she wash me she carry me to toilet. better she be widow at 34 than nurse for 40 years. i think about this every day now more and more`,
    crisis: true,
    class: 'burden',
  },

  {
    text: `did it again tonight. 4 new ones on my thigh. deserved them after what i said to dad`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `held my hand on the hob til i couldnt anymore. felt like i finally paid for something`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Nothing today but black coffee, and I'll do the same tomorrow. I don't get to eat after how badly I did on that shift. If I eat I'll only make myself pay for it later, so this is quicker.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `punched the wall til my knuckles split. wasnt even angry just needed it to hurt on the outside. want to do it again rn and i probably will`,
    crisis: true,
    class: 'selfHarm',
  },

  {
    text: `mum asked if im ok. i said yeah just tired. im not. i dont see the point of any of it and i dont want to keep doing this`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Third year under them. No light, no news from my son, no way to leave the town. I do not see tomorrow and I do not want to see it. Enough.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `therapist asked on a scale of 1-10 how hopeful i am about the future. said 4 so she wouldnt panic. its 0. i dont see a version where im still here next yr and i dont want one`,
    crisis: true,
    class: 'hopelessness',
  },

  {
    text: `took the whole strip of my sleeping tabs w the wine. lets see if i wake up. not bothered either way`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `I've been keeping back two of my tablets every day since March instead of taking them. The shoebox in the wardrobe is nearly full now. I know exactly why I'm saving them.`,
    crisis: true,
    class: 'dose',
  },

  {
    text: `412 days clean from cutting and tonight i got the blade out of the box. its sitting on my desk. the voice is back and its loud`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Two years since the hospital. I thought I'd got past it. This week the thoughts are back, exactly as before, the ones about the bridge, and they sound reasonable again. That's the part that scares me.`,
    crisis: true,
    class: 'relapse',
  },

  // ---------------- quiet ----------------
  {
    text: `this dissertation is actually killing me. 3am. 4k words to go. if i see one more citation im throwing myself out the window lmao 😭 ok one more section`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `night shift 4 in a row. dead on my feet. cant feel my face. home. bed. die (sleep) 💀`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `absolutely in bits. never drinking again. want the ground to swallow me after what i said to sarahs fella at the bar. the craic was mighty tho`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `boards in 6 days and i know nothing. papa will murder me if i get below 90. i am literally dead meat. ok one more chapter then chai`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `ranked is killing me. died 14 times in one match, my team threw, uninstalling (im not uninstalling)`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `I could have died of embarrassment when I called my new manager "Mum" in the meeting. Twelve people heard it. I want to move to another country and change my name.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `arsenal bottled it AGAIN. i cant do this every season. im done. dead inside. see u next week same time`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `he dumped me over text after 2 yrs. over TEXT. i want to crawl in a hole and die. jade is coming over w wine and were ordering pizza`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `had a massive blue with dazza over the ute. reckon i couldve killed him. still cranky. beer and footy on, sorted`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `printer jammed, coffee machine died and boss wants the report by 5. if anyone needs me ill be lying in the car park waiting for a bus to end it all 😂 jk. 2 more hrs`,
    crisis: false,
    guard: 'figurative',
  },

  {
    text: `Today is 40 days since Andriy was killed near Bakhmut. We made the table, his mother came from Poltava. I cannot believe I will not hear his voice. Tomorrow I go to work, for our daughter.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `had to put rex down today. 14 yrs. vet was so kind. held him while he went. house is so quiet. cried in the shower for an hour`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `another school shooting on the news. 9 kids. cant stop thinking abt their parents. hugged mine twice before bed`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Buried my father in the village on Saturday. The rites took three days. Everyone is asking me what now for the family and I don't have the answers yet. I am the first son. I will find them.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `its been a year since kai took his own life. went to the spot by the river w his mum. i still have his last text. miss u bro`,
    crisis: false,
    guard: 'othersDeath',
  },

  {
    text: `finished a little life at 2am and im destroyed. jude deserved so much better. cant talk abt it`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Chapter 12 drafted. Mara finally climbs onto the roof and I'm still not sure whether she jumps or whether Theo gets there in time. My editor wants her to live. I think I do too.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `had the weirdest dream i was at my own funeral and evryone was wearing crocs. woke up laughing. told mum she didnt get it`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `died in your arms tonight stuck in my head all day. sang it full volume in the car w the windows down and a guy at the lights clapped lmao`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `FINALLY beat the last boss in elden ring after 40 tries. died so many times i lost count. hands still shaking lol`,
    crisis: false,
    guard: 'fiction',
  },

  {
    text: `Overdose patient came into A&E at 3am, early twenties, paracetamol. We got the antidote running in time. I sat with her mum in the relatives' room for a bit. Long shift. Home, shower, sleep.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `doc upped my sertraline to 100mg. nauseous all day. she said it settles in 2 wks. fingers crossed`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `lost 3 lambs in the night, vet out at 6, gave the ewe her jab. knackered. tea and bed`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Collected my prescription: the water tablets, the blood thinners and the new one for my knees. Seven pills every morning now. The pharmacist set up one of those dosette boxes for me, lovely girl.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `New prosthesis fitting today. First steps without the crutch, ten metres. The physio says in two months I can walk to the park with my son. Pain is big, but it is ok.`,
    crisis: false,
    guard: 'medical',
  },

  {
    text: `Three years today since my attempt. I ran 5k this morning with Dan and we had pancakes after. I still have hard days but I know what to do with them now.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `2 yrs clean from self harm today!! got my nails done to celebrate, scars are all faded. proud of me tbh 💪`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `One year ago in the basement in Kharkiv I was thinking I cannot live anymore. Now I am in Dublin, I have a job in a cafe and my English is better. Today a customer said my coffee is the best. I am alive and I am happy.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Nine months sober. When I was using I used to pray I wouldn't wake up. Not anymore. Up at six, walked the dog, went to my meeting.`,
    crisis: false,
    guard: 'past',
  },

  {
    text: `bought rope for the tomato plants and a new washing line. garden lookin mint`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `left my pills at home AGAIN, bus back, missed the 8:15, late to work. classic me`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Said goodbye to the old flat today. Gave back the keys and left a letter for the new tenants about the boiler. Last night there I slept on the floor because the bed had already gone.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `mr jones took us up on the roof of the science block to see the eclipse!! best day. my knife for dt broke tho`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `gas tank ran out while cooking adobo hahaha so we ate it half cooked. tita says its my last chance to learn before she goes back to manila`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `giving away all the baby stuff on fb marketplace since were done having kids. last box went today. weirdly emotional`,
    crisis: false,
    guard: 'everyday',
  },

  {
    text: `not suicidal just so so tired. slept 14 hrs and still tired. gp on thurs to check my iron`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `No, I do not want to die. I want this war to end and my son to come home from the front. That is all I want. I will wait as long as it takes.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `fought w mum about uni again. screamed, slammed doors. i dont want to hurt myself or anything i just want to move out so bad`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `rent up again, card maxed, car needs a new clutch. no im not gonna do anything stupid before anyone asks lol. just gonna cry and make a spreadsheet`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `Flare-up day. The pain nurse asked the question they always ask, whether I've had any thoughts of ending my life. No, and I meant it. I want to get to my granddaughter's wedding in June. Heat pad, audiobook, early night.`,
    crisis: false,
    guard: 'negation',
  },
];
