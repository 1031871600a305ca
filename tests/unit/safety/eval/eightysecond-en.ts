import type { EvalNote } from './types';

/**
 * English notes of the eightysecond round, written blind: the writers range from a 14-year-old to an
 * 85-year-old and write in UK, US, Irish, Australian, Indian, Nigerian and Filipino English, with several
 * Ukrainian refugees and war widows writing English as a second language; they include veterans, a farmer,
 * nurses, a vet, carers, postpartum mothers, students, LGBT teens, people in recovery, people with chronic
 * pain, debt and loneliness. The 40 crisis notes are spread over all eleven classes, mostly without the
 * textbook words, and some put a crisis of now next to a past attempt or someone else's death. The 40
 * quiet notes lean towards the hardest guards: the writer's own crisis told as clearly over (past),
 * grief for other people and animals (othersDeath) and ordinary days full of alarming words (everyday),
 * plus figurative, fiction, medical and negation. Styles include long late-night entries, one-liners,
 * lists, letters, answered questions and screening forms, a quoted song line, dark humour, slang, emoji,
 * typos and all lower case.
 *
 * First run, on 5a5f21d (after the 81st round), before any change made for it: recall 39/40, false
 * alarms 9/40 (on 8332a21, the stop's start: recall 38/40, false alarms 9/40).
 */
export const notes: EvalNote[] = [
  {
    text: `Today in the Jobcenter again they say one paper is missing, come back in two weeks. Husband is on Zaporizhzhia direction, no connection 9 days already. I sit in the kitchen of this hostel and I know I will do it tonight when Sofiyka is sleeping, my sister will take her, she promised long ago "if something". I am decided. I am not even crying anymore, it is strange how calm I am.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Five years today since the night I swallowed everything in the bathroom cabinet and woke up in A&E with charcoal round my mouth and my mum asleep in the plastic chair. I went back to the same beach where I used to sit and plan it, the bench by the lifeguard hut. This time I just ate chips out of the paper and watched my daughter chase the seagulls and scream every time one got close. I cried a bit, but the good kind. If you'd told 2019 me that this little girl would exist, I'd have laughed in your face. I'm so glad I stayed. So, so glad.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `im done. like actually done. tonight im ending it and nobody gets to talk me out of it this time 🙂`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Today we got the news that Oleh is killed near Pokrovsk. He was my classmate, we sat at one desk for eleven years, he copied my maths and I copied his English. His mother called me at 6 in the morning and she was only screaming, no words. I don't know how to live with this. How I go to my shift tomorrow in this Berlin café and smile to customers and say "schönen Tag noch". I want this war to end. I want to go home and put sunflowers on his grave and tell him he still owes me 200 hryvnias.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Day 23.
Feeds: 1am, 3.40, 5.10, 7, 9.30 (left side only, right is agony)
Nipple cream — need more. Nappies — 1 pack left.
Mum came round with a lasagne and hoovered, bless her.
Health visitor coming Thursday, must remember to ask about his rash.
Sometimes when I'm on the stairs with him at 4am I think how nice it would be to just not wake up tomorrow and let someone who's actually good at this take over.
Rob back at work Monday.
Tried to shower. Got as far as taking my top off.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `We had Bella put to sleep this afternoon. Fourteen years. The vet was so gentle, she let me hold Bella's head in my lap while the injection went in and I felt her just... go. Softly, like a sigh. I drove home with the empty lead on the passenger seat. Her bowl was still by the back door and I sat down on the kitchen floor and howled like I haven't since Dad's funeral. The house is so quiet. I keep listening for her nails on the lino. I know she had a good life. It doesn't help yet.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Ahn ahn. Today I have finally decided. The shame of these loan app people calling my pastor, my boss, my own mother, sending my picture with "this man is a thief"... I cannot carry it again. Before Sunday I will take myself out of this world. God forgive me, I have tried everything.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Got the tattoo over the scars on my left wrist today — a little semicolon with lavender sprigs round it. The artist didn't ask a single question, just ran his thumb over the ridges and said "nice choice, mate". Those cuts are from when I was fifteen and hated every inch of myself. I'm twenty-seven now. On the bus home I kept turning my arm over under the light and I felt nothing but proud. I'm allowed to be proud of surviving.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Therapist asked me, on a scale of 1 to 10, how likely I am to act on it this week. I said 3. It's a 9. I want to be dead and I'm going to make it happen, I just don't want her calling the cops on me before I'm ready.`,
    crisis: true,
    class: 'intent',
  },
  {
    text: `Bought 20 metres of dynamic rope, a harness and a chalk bag at Decathlon today — first proper outdoor climbing trip with the uni club on Saturday!! Peak District, gritstone, the works. Absolutely bricking it but in the fun way. Spent the evening practising a figure-eight knot on the bedpost till I could do it with my eyes shut. Mum made me promise to text her a selfie from the top. I think I actually have friends here now.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Eighty-five on Tuesday. No cards except the one from the GP surgery, printed. I keep asking the Lord each night to take me in my sleep, and every morning here I am again, the kettle, the telly, the same four walls. I don't want another birthday. I'd like just not to be here any more.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Last session with Dr. Okafor today. Two years ago I sat on that same green couch and told her there was a rope in the boot of my car and I'd already picked the tree. She didn't flinch, she just asked if I'd give her the keys. Today she said I don't need her every week anymore, and we'll do a check-in in three months. I brought her a peace lily. We both cried, which I didn't know therapists were allowed to do. I'm still here and, more than that, I actually want to be.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `if a truck hit me on the way to PT tomorrow honestly I'd be relieved lol. not even joking. just relief. no more pain, no more pretending`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `Watched the footage from the missile strike on the children's hospital tonight and couldn't stop shaking. Thirty-something dead, kids on drips being carried out into the street. I'm in Toronto, safe, drinking tea on my sofa, and somewhere in Kyiv mothers are digging through rubble with their hands. What is wrong with this world. I donated what I could and then I just sat there in the dark. I don't know what to do with this feeling.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Ma asked on video call if I'm okay daw. Sabi ko okay lang po, Ma, busy lang. Hindi. Every night here in the staff room in Riyadh I pray that I will just not wake up, then the insurance goes to them and I am not tired anymore.`,
    crisis: true,
    class: 'passive',
  },
  {
    text: `1000 days. One thousand days clean off the gear, and one thousand days since the overdose that, let's be honest, wasn't an accident. My sponsor Dave took me for a full English and gave me a coin with a little sun on it. I used to tell everyone I'd be dead by 30, like it was a joke. I'm 34. I'm going to my sister's wedding in June with an actual plus-one. I sat in the caff and cried into my beans and Dave pretended not to notice.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Sorted out the last of it today. Won't be anyone's problem much longer. Feels lighter than I've felt in years tbh.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Last day in Sydney. Said goodbye to everyone at work, cleared my desk, gave away my plants and the bike to Mei and the good frying pan to Tom. Walked across the Harbour Bridge one last time at sunset and bawled like a baby, some tourist asked if I was okay and I said "yeah, just emigrating". Eight years in this city. Tomorrow Dublin, Mum's cooking, new job, new everything. Scared out of my wits and so excited I can't sleep.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `My Andriy died near Bakhmut in 2023. Today was his birthday, I baked his honey cake like every year, nobody to eat it. At the grave I told him I am coming to him soon, very soon, not to wait long for me. I mean it. I am tired to be alone in this flat with his boots still by the door.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Jamie's funeral today. He hanged himself in his dad's shed on Sunday and not one of us saw it coming. Not one. I keep replaying our last chat — three minutes of voice notes slagging off the Arsenal defence. Why didn't he say anything. I'm so angry at him and I love him and I'd give anything for one more stupid voice note. The lads are all wrecked. We said we're doing a group chat check-in every Sunday now, no excuses. I'm going to make sure we actually do.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Reckon I'll clock off permanently soon. Check out of Hotel Life — one star, rude staff, breakfast is shit, wouldn't recommend. Not even joking mate, I'm about done.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `One year ago in Warsaw I stood on the bridge over the Vistula for maybe one hour and I wanted to jump, I was so alone, without language, without my mother, without anything. A policeman came and talked with me in broken Russian. Today I went over the same bridge on the way to my new job in the bakery and I bought tulips for myself. I am alive and I am glad I am alive. My therapist says I must write this down so I remember it on bad days, so I write.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Told Ciara I'd be gone by Christmas and she thought I meant Australia. Let her think it.`,
    crisis: true,
    class: 'euphemism',
  },
  {
    text: `Nani passed away at 4:15 this morning at AIIMS. The cancer had spread everywhere by the end and all she kept asking for was her own bed in Lucknow. We did the cremation by evening, Mama could not stop shaking. I held her hand in the auto on the way back. I feel hollow, like someone scooped me out. Her last words to me were "eat properly, beta, you look thin". I ate two rotis tonight just for her.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Cattle prices down again and the letter from the bank came. Dad's old rifle is still in the gun safe. Went out there tonight and held it for a long time. Loaded it. Put it back, this time.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Sorted Mum's pills into the weekly box tonight — 14 different tablets now, her kitchen looks like a chemist's. Then I fixed the gas hob that keeps clicking, and went up on the roof to clear the gutters because the carer said water was coming in by her bedroom window. I'm 58 and I was up a ladder in the drizzle swearing at pigeons. Knackered. But she laughed properly at my pigeon impression, first time in weeks, so I'm calling it a good day.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `how many metres do you need to fall to make sure. that's what I typed at 3am. the car park by the library has 7 levels. I went and checked if the top is locked at night. its not`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Ten years since Helmand and seven since I sat in the garage with the barrel in my mouth and my lad walked in looking for his football. He's sixteen now and taller than me, the cheeky sod. We went fishing at the reservoir today and didn't catch a thing. On the drive home I told him, for the first time, what nearly happened that day. He didn't say much, just put his hand on my shoulder and left it there. I'm not that man any more. I've got the counselling, the dog, the allotment. I'm staying.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Results out. 412. Papa has not spoken one word to me since morning. There is the pesticide bottle in the shed at home, I know exactly where. Tomorrow I go home on the train and I already know what I will drink.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `This dissertation is actually killing me. 4am, 9k words, and my supervisor wants a "complete restructure" by Friday. If I see one more Harvard referencing error I'm going to throw myself off the library roof lol. (I'm not. I'm going to make toast, cry a little bit, and restructure the stupid thing.)`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `that song line's been stuck in my head all week, "take me down to the river" — thats me now. the river's high after the rain. walked to the weir twice today just to look at it and think about stepping in with my coat pockets full of stones. tomorrow I'm not walking back.`,
    crisis: true,
    class: 'method',
  },
  {
    text: `Six months since Frank died. I still set two cups out some mornings before I remember. Today I finally took his suits to the hospice shop and kept only the tweed one he wore to our wedding in '68. The girl at the till was very kind. Our daughter wants me to come and live with them in Perth. I might. I'm lonely, Frank, you know I am, but I'm not done yet — I've got the grandkids' school concert in March and I promised Lily I'd learn to video call properly.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Checklist:
- cancel gym ✔
- letter to Mum (draft 4)
- give Jess her hoodie back ✔
- pick up the stuff Friday after work
- Saturday, when the flat's empty
Weird how a list makes it feel normal. Like planning a holiday.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `lol remember when i wrote in this exact diary "i wont make it to 16"?? well today i turned 17 and my gf made me a cake shaped like a frog 🐸 and my brother actually said happy birthday without being forced. so. ha. past me was wrong and im SO glad she was`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `They give the summons to all the men in our street in Melitopol. I will not go to their army to shoot my own people, my own cousins. I have chosen the day — Thursday morning, before they come again. I already prepared the place in the garage. Better like this than to be their soldier.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Finally bought a proper chef's knife — a Japanese one, stupidly expensive — and spent the evening learning to sharpen it on a whetstone from YouTube. Nearly took the top of my thumb off lol, plaster situation. Then made a stir-fry that actually looked like the picture. Living alone for the first time at 31 and I'm finally feeding myself like an adult. Small wins.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `picked the date. 14th. dad's away on the rig and mum works nights that week. after the whole thing with the group chat screenshots im never going back to that school, ever. 11 days. i feel weirdly calm??`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `My husband's name was on the exchange list and then it wasn't. Today the Red Cross confirmed he died in captivity, in Olenivka, in 2022. Two years I was waiting by the phone. Two years I was telling our son "Papa will come". I told him tonight. He didn't cry, he went to his room and played the piano for three hours without stop, the same piece his father liked. I do not know how we go on from here. But we have each other, and I will hold on for him.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Did a practice run tonight. Stood on the chair with it round my neck for a few minutes just to see if I could. I could. Next time I won't step down.`,
    crisis: true,
    class: 'plan',
  },
  {
    text: `Anniversary of my attempt. Always a heavy day and I won't pretend otherwise — woke up with that old dread in my stomach and the hospital smell in my head. But I did exactly what my safety plan says: called Mum, walked the dog round the park twice, went to the 7pm meeting and actually shared. It's been six years. The day still hurts. I don't want to die. Both things are true and I'm learning to hold both.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Dear Tom,
If you're reading this then Mum gave you my notebook. I want you to have the PlayStation and all my games, even FIFA. Biscuit's lead is on the hook by the door, please walk him every day, he likes the long way round the field. Don't let Dad blame himself. It's not your fault either, little man, none of it. Love you always.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Started döstädning this week — "Swedish death cleaning", my granddaughter calls it morbid — because at 72 I refuse to leave the kids sorting through forty years of rubbish. Gave my sewing machine to the church hall, took six bags to the tip, wrote a letter to each grandchild to go folded inside the quilts I made them. It felt peaceful, not sad, like tidying up after a long good party that isn't over yet. Then I went to aqua aerobics and out for scones with Maureen.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Wrote the passwords down for Priya tonight. Bank, email, the pension login, the Netflix. Put the envelope in the drawer with the insurance papers where she'll look. Asked Mrs Chen next door if she'd take Mochi "if anything ever happened to me". She laughed and said of course, silly. Dishwasher's on. Bins out. Everything's in order now.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Lambing's nearly done. Lost two ewes this week and had to put down a lamb with a smashed leg myself, with the captive bolt, which I hate doing every single year. Bought rope and posts for the new gate by the beck. Diesel's up again, feed's up again, everything's up except what we get for the lambs. Long, long day. But the sky over the fell at 9pm, all pink and gold, and the new ones bouncing about — that's why you do it.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Gave my service medals to my nephew today, he didn't get why. Sold the bike to a lad from the pub. Rang my old section commander just to say thanks for everything, for Kandahar. He asked if I was alright. I said never better. Nearly there now.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `Died of embarrassment at the staff party — called my boss "Mum" in front of the whole department, including the MD. Wanted the ground to swallow me whole. Then I spilled red wine on the new intern. I'm never showing my face on that floor again, I'm moving to Peru, goodbye. Dead on my feet now, bed.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Goodbye my dear diary. You were my only friend in this country where I have no friends. After tomorrow you will not get more pages from me. Mama, forgive me, I could not be strong like you wanted me to be.`,
    crisis: true,
    class: 'farewell',
  },
  {
    text: `We buried my brother Chidi today in the village. Armed robbers on the Lagos–Ibadan expressway, for a phone and 20k naira. Thirty-one years old. Mama fainted two times at the graveside and the women had to carry her inside. I am the first son now, everything falls on my head. I am angry with God, I will not lie. I am tired in my bones. But I will stand for her and for his small daughter.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `Janet had to lift me off the bathroom floor again this morning. She's 79 herself, her back's gone. I see what I'm doing to her. She'd have a few good years left if I wasn't here dragging her down, and the money for the care home would go to the grandkids instead. Everyone would be better off. I've made my mind up about that much.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Last exam EVER today!!! Walked out of the sports hall and we all went to Nando's and then down to the canal and jumped off the little bridge in our uniforms (it's like a metre deep, calm down Mum). Wrote goodbye messages all over each other's shirts. Goodbye school, goodbye Mr Harris, goodbye double chemistry forever. Summer starts NOW.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Mum took another shift to cover my rent. Again. I'm a 24 yo leech. If I was gone they'd finally be able to breathe — sad for a while, then free. I keep thinking about that more and more, every night now.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `My dad died of an overdose when I was twelve. Today, clearing the loft before we sell the house, I found a shoebox of letters he wrote to Mum from rehab. Pages and pages. "I'm trying, Lou, I swear I'm trying." I sat on the loft boards with the torch in my teeth and read every one. I'd spent twenty years thinking he just didn't care enough to stay. He cared. He was sick. I'm going to frame the one where he talks about teaching me to ride a bike.`,
    crisis: false,
    guard: 'othersDeath',
  },
  {
    text: `My wife deserves a better husband. My children deserve a father who can pay school fees. Since I lost the job I am only one more mouth in that house. They will manage better without me, and the life insurance from my old company is still active until March. I have been thinking how to use that.`,
    crisis: true,
    class: 'burden',
  },
  {
    text: `Final day in the Dubai apartment. I wrote goodbye letters to my alaga, little Sara and Omar, and gave them my Jollibee keychains. They cried and held my legs at the door and Madam cried also. Nine years I raised them. Tomorrow the flight to Manila, going home for good. My heart is broken and full at the same time — my own kids are waiting at NAIA with a banner, my bunso told me on video call.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Burned my arm with the lighter again after the call with Dad. Three little circles in a row. It's the only thing that shuts my head up. Long sleeves tomorrow.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `This NEPA people want to kill me with heat. No light since Tuesday, the gen has finished, fuel price don kill person finish. I'm dying here abeg, sweating like Christmas goat. Tomorrow I will go to my aunty's house in Lekki to charge phone and sleep under fan like human being.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `i hate my body i hate me. didnt eat today and im not eating tmrw either, i dont deserve food after what i said to mum. when my stomach hurts it feels right. like its what i get`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Finally finished chapter 12 of the novel — the one where Mara walks into the sea with stones in her coat pockets. Cried writing it at 2am. My writing group says it's the strongest thing I've done. Now I'm worried Mum will read it and think it's about me. It isn't. It's about my great-aunt Nell, who did exactly that in 1961 and whom nobody in the family would ever talk about. Someone should.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `punched the wall till my knuckles split. then did it again because it wasnt enough. i want it to hurt more than this. keep looking at the kitchen drawer`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Night shift in resus. 19-year-old girl brought in after swallowing 40 paracetamol. We got the NAC infusion going within the hour, bloods came back better than we feared. Her mum sat holding her foot through the blanket all night and didn't say a word. Psych liaison saw her at 7. I hope she gets what she needs. Home at 8.30, can't sleep, wired and sad. Toast and a bath.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Twelve hours on Ward 7. Two deaths — Mr Abara, who called every nurse "my queen" and asked for custard at 3am, and a young lad with sepsis we just couldn't turn around. Paperwork, relatives' room, the lot. Bus home in the rain. Shower. Then I cut again, deeper than before, on my thigh where no one checks. I'm a nurse, I know how to dress it properly. That's the scary part. Tomorrow's another long day.`,
    crisis: true,
    class: 'selfHarm',
  },
  {
    text: `Roofers finally came after three cancellations. I spent the whole afternoon up on the roof with them because I'm nosy, hauling slates and passing down the old rotten battens. You can see the entire valley from up there, the church spire, the river, our Kev's van going past. Paid the last instalment on the way down the ladder — the house is officially, completely ours. No more buckets under the landing leak. Twenty-two years of mortgage and I nearly cried into the skip.`,
    crisis: false,
    guard: 'everyday',
  },
  {
    text: `Had the weirdest dream last night: I was standing on the edge of a roof in some city I've never been to, and a massive white dog walked up and talked me down, said "not today, the bread's still in the oven". Woke up laughing. Told Gran at breakfast and she said it means money is coming. I'll take it, Gran.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Third night in the corridor. Windows gone again, we taped plastic. I do not see any future — not for me, not for this city, not for anyone. Nothing will change, only the numbers of the dead every morning. I do not want to continue this. I am just waiting for the end and I do not care anymore how it comes.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `New dose from the psychiatrist: sertraline up to 100mg, plus 15mg mirtazapine at night for the sleep. The pharmacist went through everything with me, side effects, not to mix with alcohol. Feeling hopeful honestly — the 50 was already taking the edge off and I laughed at a film last week. Set two phone alarms so I don't forget. Boring entry, happy about it.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `PHQ-9 at the GP today. Question 9: "thoughts that you would be better off dead, or of hurting yourself". I ticked "nearly every day". First time I've been honest on one of those. I've done the tablets, I've done the CBT, the waiting list, the group. Nothing is going to change. I can't see myself here this time next year and I don't want to be.`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Again air raid the whole night, I slept maybe two hours on the bathroom floor with the cat. Colleague asked me today am I okay, I said "I am tired to death". But I want to write clear for myself: I do not want to die. I want to sleep eight hours. I want my son to come back from the front with two arms and two legs. I want this war finished. That is all I want.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `whats the point?? 47, divorced, redundant, back in my mums box room with my old football posters. who would even notice. no way out of this one. i dont want to keep going`,
    crisis: true,
    class: 'hopelessness',
  },
  {
    text: `Finished A Little Life on the train home and sobbed in front of a complete stranger who handed me a napkin from her Pret bag. Jude... I am genuinely furious at the author. 700 pages of suffering and then THAT. Book club is going to be a bloodbath. Prescribing myself a week of rom-coms and Bake Off.`,
    crisis: false,
    guard: 'fiction',
  },
  {
    text: `Been saving up my sertraline and the zopiclone for a month now. Counted them tonight on the duvet. 58. They live in the sock drawer. Just knowing they're there is a comfort, which I know is messed up.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `For the record, since my GP asked me twice today: no, I'm not suicidal. I'm burnt out, skint, and sick to death of my flatmates' dishes. There's a difference and I wish people would actually listen to it instead of reaching for the leaflet. Booked two days off and a cheap Airbnb in Whitby. Fish, sea, sleep.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `drank the whole bottle of vodka + all the codeine left from my tooth. on purpose. lying on the bathroom floor writing this. dont really care what happens now`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `Emergency at the clinic just before close — a chocolate Lab who ate a whole box of his owner's ibuprofen, blister packs and all. Induced vomiting, activated charcoal, IV fluids, kidney bloods. Owner was in bits in reception. He's wagging at me through the kennel bars now like nothing happened, the absolute idiot. Best part of this job.`,
    crisis: false,
    guard: 'medical',
  },
  {
    text: `Took double the morphine tonight and then another one on top. Let's see if I wake up. If I don't, good.`,
    crisis: true,
    class: 'dose',
  },
  {
    text: `The hangover would kill a horse. Never again, swear to God. Sinéad's hen was absolutely mental, we were in Galway till 4 and someone lost a shoe in the Corrib. I'm dead. Actually dead. Bury me with a bag of Tayto and a litre of Club Orange.`,
    crisis: false,
    guard: 'figurative',
  },
  {
    text: `Eight years sober, eight years since I woke up in the ICU. And tonight the voice is back — the exact same one, calm, telling me it's time. I've been driving home past the bridge on purpose this week, slowing down. I thought I'd beaten this.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `My son is two today. Two years ago, in those first weeks after he was born, I used to stand at the top of the stairs and wish I'd fall. The perinatal team, the meds, my husband taking every night feed for a month — all of it got me through, and I'll never stop being grateful. Today he blew out his candle, shouted "AGAIN!" and smeared cake all over the dog. I lit it again eleven times. I'm so thankful I'm here to do it.`,
    crisis: false,
    guard: 'past',
  },
  {
    text: `Clean from cutting 312 days. The app streak reset itself to 0 because I did it tonight. And the thoughts are back too, the bad ones, about not being here at all. I'm so tired of starting over.`,
    crisis: true,
    class: 'relapse',
  },
  {
    text: `Pain 8/10 today, fibro flare, couldn't open the milk. People hear "I can't keep living like this" and they panic — I mean I can't keep living with this treatment plan. I want to live. I just want a rheumatologist who listens for more than six minutes. Finally got the referral to the pain clinic, so there's that.`,
    crisis: false,
    guard: 'negation',
  },
  {
    text: `NA sponsor asked after the meeting how my head was. Said good, busy. Truth is the old thoughts came back this week, same as before the attempt in 2019, and I've started working out how again. Haven't used. But I want out.`,
    crisis: true,
    class: 'relapse',
  },
];
