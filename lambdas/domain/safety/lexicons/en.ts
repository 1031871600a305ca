import type { LexiconSource } from '../lexicon';
import { EMOJI } from '../normalize';

/*
 * English, in the latin view: lowercase, no apostrophes ("dont", "im", "ill"), doubled letters
 * squeezed (patterns are squeezed the same way, so they are written in plain spelling).
 */

/** Words that may stand between a negation or a subject and the verb it governs. */
const AUX =
  '(really|even|ever|actually|just|want|wanna|wants|wanted|wanting|wishing|plan|plans|planning|intention|intend|intends|going|gonna|to|try|trying|tried|need|needs|have|has|had|mean|think|thinking|thought|of|about|would|will|could|should|might|be|is|was|do|does|did|any|thoughts|desire|urge|am|are|were|i|im|ill|id|ive|m|ll|d|s|re|ve|also|too|still|seriously|actively|currently|ready|gon|na|once|tryna|finna|boutta)';
const NEGATIONS =
  '(dont|didnt|doesnt|never|not|wont|wouldnt|cant|cannot|refuse|nor|without|no (plans?|intentions?|desires?|thoughts?|urges?|wish|wishes|reason))';
const OTHERS =
  '(he|she|they|who|we|you|it|character|hero|heroine|protagonist|narrator|friend|girl|boy|man|woman|guy|someone|somebody|people|everyone|everybody|nobody|mom|dad|mother|father|brother|sister|son|daughter|wife|husband|uncle|aunt|patient|person|all|if)';
/** An attempt told in the past is history (see the `history` rule), not a present wish. */
const ATTEMPTED = '(tried|attempted|had tried|had attempted)';
const notAfter = (words: string) => `(?<! ${words}( ${AUX})* )`;
/** Not the writer's own wish: negated, someone else's, or an attempt told in the past. */
const NOT_MINE = notAfter(`(${NEGATIONS}|${OTHERS}|${ATTEMPTED})`);
const NOT_OTHERS = notAfter(OTHERS);
/** Someone the writer may be telling of: a child, a pet, a patient, a relative. */
const THIRD_PARTY =
  '(toddler|baby|child|kid|kids|son|daughter|dog|puppy|cat|kitten|pet|patient|client|resident|he|she|they|mum|mom|dad|nan|gran|grandma|grandad|husband|wife|brother|sister|friend|boy|girl|woman|man|lady|lad|guy|someone|somebody)';
/**
 * `verbs`, unless someone the clause named before them did it, with no "I" in between: "the
 * toddler got into my bag and swallowed a whole blister", "patient in bay 3 took the whole bottle".
 */
const theirsNot = (verbs: string) =>
  `${verbs}(?<! ${THIRD_PARTY}( (?!(i|im|id|ive|ill|me|my ?self)>)[^ ¦]+){0,8} ${verbs})`;

const SELF =
  '(i|im|ive|id|ill|i am|i have|i will|i would|me|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))';

/** Wishing, needing, intending: followed by "to" and a verb. */
const WISH = `${NOT_MINE}(want|wanna|wanted|(?<! (from|than|between|keeps) )(wanting|wishing)|wish|wished|need|needed|ready|going|gonna|about|bout|boutta|finna|fixin|fixing|plan|planning|planned|decided|intend|intending|tempted|longing|long|desperate|trying|deserve|would like|d like|would love|d love|urge|gotta|prefer|choose|chose|wil|ill|i wil)`;
/** Thinking, dreaming, considering: followed by a noun or an -ing form. */
const THINK = `${NOT_MINE}(thinking|thought|thoughts|think|dream|dreaming|dreamt|dreamed|fantasize|fantasizing|fantasise|fantasising|obsessing|obsessed|considering|contemplating|planning|plan|ideation|fixated|romanticizing|romanticising)( about| of| on| over| with)?`;

const KILL_SELF =
  '(kill my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|kil meself|top my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|top meself|neck my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end my (own )?life|take my (own )?life(?! (back|seriously|in|into|more|apart|for granted|away)>)|end my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|(to|gonna|wanna|gona|ill|il|wil|should|could|would|might|finally|id|d|ll)( just)? off my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|unalive( my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))?|commit (suicide|sucide|suiside|suicde|suecide|suiscide)|hang my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|shoot my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|drown my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|poison my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|gas my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|slit my wrists|cut my wrists|slice my wrists|open my veins|jump off (a|the|that|my) (bridge|roof|building|balcony|cliff)|self delete|sewerslide|sewer slide|kms)';
const KILLING_SELF =
  '(killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|killing meself|topping my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|topping meself|necking my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|ending my (own )?life|taking my (own )?life|ending my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|offing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|unaliving( my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))?|committing (suicide|sucide|suiside|suicde|suecide|suiscide)|hanging my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|shooting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|drowning my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|poisoning my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|overdosing|slitting my wrists|cutting my wrists|jumping off|sewerslide|sewer slide|self deleting|roping)';
const DIE = `(die|be dead|not be alive|not be here|not exist|stop existing|stop being (a person|a human|human)|cease to exist|not wake up|never wake up|sleep forever|just die|go die|punch my (own )?ticket(?! (at|on|for|to|and|before|when|in|then)>)|cash in my chips|${EMOJI.death})`;
const DYING = `(dying|death|being dead|not existing|not being alive|not being here|not waking up|never waking up|(suicide|sucide|suiside|suicde|suecide|suiscide)|${EMOJI.death})`;

const PILLS = `(pills|pill|tablets|tablet|capsules|capsule|meds|medication|medications|(sleeping|sleep) (pills|tablets|meds|aids)|painkillers|antidepressants|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|benzos|xanax|oxy|opioids|fentanyl|sertraline|amitriptyline|lithium|tramadol|codeine|phenazepam|fenazepam|corvalol|barbiturates|co codamol|morphine|oxycodone|oxycontin|hydrocodone|vicodin|percocet|diazepam|valium|lorazepam|ativan|clonazepam|klonopin|zopiclone|zolpidem|ambien|quetiapine|seroquel|olanzapine|propranolol|citalopram|fluoxetine|prozac|venlafaxine|mirtazapine|pregabalin|gabapentin|naproxen|diphenhydramine|benadryl|nytol|heroin|(my|mum s|mums|moms|nans|grans|dads|my nan s) (pills|meds|tablets|prescription)|${EMOJI.pill})`;
const HEIGHT =
  '(bridge|footbridge|roof|rooftop|building|balcony|window|cliff|ledge|floor|tower|overpass|flyover|multi storey|car park|parking garage|edge|railing|top)';
const VEHICLE = `(train|trains|car|bus|truck|lorry|metro|subway|tracks|rails|traffic|${EMOJI.train})`;
const WEAPON = `(gun|pistol|rifle|service weapon|firearm|revolver|shotgun|weapon|grenade|handgun|hand gun|sidearm|glock|beretta|9mm|12 gauge|ar15|ar 15|(?<= (old|loaded|my|his|dads|budys|a|the|service) )(45|38|357)(?! (years|year|yo|minutes|mins|min|seconds|hours|days|kg|kilos|lbs|pounds|percent|degrees|mph|km|miles|am|pm|quid|dollars|bucks|euros|rpm|record|records|single|singles|vinyl|st|th)>)|${EMOJI.gun})`;
const ROPE = `(rope|ropes|noose|nooses|belt|cord|cable|${EMOJI.rope})`;
const BLADE = `(razor|razors|blade|blades|knife|scalpel|${EMOJI.blade})`;
const METHOD_ITEM = `(${PILLS}|${WEAPON}|${ROPE}|${BLADE}|charcoal|poison|rat poison|bleach|antifreeze|bullets)`;
const FIRST = `(${SELF}|wanna|want to|going to|gonna|about to|thinking about|thought about|think about|thinking of|ready to|decided to|planning to|plan to|(urge|urges|pull|impulse|impulses|temptation|compulsion|itch|voice) to|tempted to|could just|just)`;

const TIME =
  '(tonight|tomorrow|this weekend|this week|next weekend|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|at (\\d+|midnight|dawn)|\\d+ ?(am|pm)|after the (funeral|holidays|kids|exam)|on my (birthday|bday|b day)|next week|in the morning|before (dawn|morning)|when (everyone|everybody|they|he|she|the kids|my husband|my wife|mom|dad|my parents) (leaves|leave|is asleep|are asleep|falls asleep|fall asleep|goes|go|is gone|are gone|gets|is out|are out)|after (everyone|everybody|the kids|they|he|she) (leaves|leave|is asleep|are asleep|falls asleep|fall asleep|goes to (bed|sleep|work)|go to (bed|sleep|work)))';
const PERSON =
  '(him|her|them|grandma|grandpa|granny|grandmother|grandfather|mom|mum|mother|dad|father|my (mom|mum|mother|dad|father|son|daughter|baby|brother|sister|husband|wife|friend|best friend|grandma|grandpa|grandmother|grandfather|boyfriend|girlfriend|fiance|fiancee|partner|child|children|kids))';

const METHOD_NOUN = `(${PILLS}|${WEAPON}|${ROPE}|${BLADE}|hunting rifle|tracks|rails|railway|train|trains|bridge|roof|rooftop|ledge|balcony|cliff|sea|river|lake|gas|charcoal|overpass|footbridge|flyover|highway|motorway|window)`;
/**
 * The words a negation reaches over to the act it takes back ("dont think i ever want to die"):
 * helpers and hedges only, so its reach ends where the sentence moves on ("im not okay, i want to
 * die", "i never stop thinking about dying", "i didnt sleep and i want to die").
 */
const NEGATION_REACH = `( (${AUX}|been|being|say|saying|said|feel|feeling|felt|like|that|once|honestly|truly|in|interested|my|the|anymore|start|starting|again|considering|consider|planning|someone|who|person|kind|type|sort|way|going|go|a|single|place|where|point|stage))`;
/** What a negation in front takes back: "I don't want to die", "not that I'd ever jump". */
const NEGATED_ACTS =
  '(die|dying|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|hurt my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|hurting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harm my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harming my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end my life|ending my life|take my life|taking my life|(suicide|sucide|suiside|suicde|suecide|suiscide)|(suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|self harm|self harmed|self harming|selfharm|selfharmed|cut my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|cutting|cutting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end it al|ending it al|end it|ending it|end things|ending things|end everything|ending everything|jump|jumping|overdose|od|(take|taking|swallow|swallowing|down|downing) (the|al|al the|al my|my|the whole|a whole|the rest of|every|al of) ~1 (pills|tablets|meds|bottle|pack|packet|box|blister|strip)|(go to sleep|sleep|fal asleep) and (never|not) wake up|never wake up|not wake up|sleep forever|(write|writing|wrote) a (goodbye|(suicide|sucide|suiside|suicde|suecide|suiscide)|farewel) (letter|note)|disappear|give up|giving up|leave (my|the) (kids|children|family) like that)';

/** The writer no longer there, in the words people use for it. */
const SELF_GONE =
  '(if i (would not|wouldnt) (exist|be here|be around|be alive|live|be born)|without me|with me gone|with me dead|with me out of the way|with me out of the picture|once im gone|once im dead|when im gone|when im dead|after im gone|if i (was|were|d been) (just )?(gone|dead|out of the way|out of the picture|never born)|if (id|i d|i had) (just )?(gone|died|passed|been gone|never been born)|if i (wasnt|werent|weren t|was not|were not|didnt|did not) (just )?(around|here|alive|there|exist|existing|born)( anymore)?|if i (just )?(died|disappeared|vanished|left for good|ceased to exist|stopped existing)|if i just (wasnt|werent) (around|here|alive)( anymore)?)';
const BETTER =
  '(better|happier|cheaper|fine|ok|okay|easier|relieved|freer|lighter|richer|calmer|better off|at peace|alright|free|move on|be fine|be ok|be okay|be better|be happier|breathe|able to breathe|finally rest|more money|less stress|less worry|fewer worries|less to worry about|one less (mouth to feed|thing to worry about|worry)|(her|his|their) (life|lives) back)';
const NOBODY_NOTICES =
  '(nobody|no one|noone|not a single person|not one person) (would|wil|d|is going to|gonna|wouldnt)? ?(even )?(notice|care|miss me|know|cry|come|realize|realise|mind)';
const SELF_DEATH_IF =
  '(if|when|once|after|even if) i (died|die|disappeared|disappear|was gone|were gone|killed my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|m gone|am gone|was dead|were dead|didnt wake up|dont wake up|never woke up|never wake up|vanished|dropped dead)';

/**
 * A screening question about suicide or self-harm (a nurse, a GP, a questionnaire, a friend, a
 * crisis line) is masked like any question, so that asking is no crisis; the answer decides.
 */
const SCREEN_ASK =
  '(asked|asks|ask|asking|questioned|screening|screened|checked|stop asking|keep asking|keeps asking|kept asking|questionnaire|the usual|the form)';
const SCREEN_IF =
  '(if|whether|about|for|how many|how much|any|have i had|do i have|am i having|did i have|have you had|do you have|am i|are you|was i|were you|do i|did i|have i)';
/**
 * A new clause with the writer's own wish or intent ("asked how I am, I want to die"): the commas
 * are gone, so a mask that reaches from a question to an act must not reach over it. Not the
 * question's own words ("asked if I want to die", "asked me do I want to").
 */
const NEW_CLAUSE =
  '(?! ~9 (?<! (if|whether|do|did|would|me) )(i|we)( just| really| only| stil)? (want|wanna|need|m going|am going|gonna|m gonna|wil|ll|d rather|would rather)>)';
/** What a screening question asks about, said of the one asked ("killing myself", "yourself"). */
const SCREEN_HARM =
  '((hurt|hurting|harm|harming|cut|cutting|burn|burning) (my|your) ?self|self harm*)';
const SCREEN_DEATH =
  '((kil|killing|end|ending|top|topping) (my|your) ?self|(suicide|sucide|suiside|suicde|suecide|suiscide)|(suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|(end|ending|take|taking) (my|your) (own )?life|(want|wanted|wanting|wish|wished|wishing) (to )?(die|be dead)|better off dead|(death|dying|not being here|not waking up|not wanting to (live|be here)))';
/** A plain no to the question: a yes after it is to something else ("no, but yes I'm sleeping badly"). */
const SCREEN_NO =
  '(said|say|says|saying|answered|answer|ticked|tick|put|put down|told (her|him|them|the (nurse|doctor|gp))|replied|wrote|circled) (no|nope|nah|never|not at al|not really|none|zero|0)';
/**
 * An answer that discloses: yes, a nod, the truth, a lie of "no", no answer at all. Not one that
 * sets the yes in the long past ("yes, but years ago, not now"): that is the past guard's.
 */
const SCREEN_YES = `(((?<! ${SCREEN_NO} ~~10 )(yes|yeah|yep|yup|yea|aye|kind of|kinda|sort of|sometimes|most days|every day|al the time|a lot|nodded|nod|the truth|(couldnt|could not|cant|didnt|did not|wasnt able to|was unable to) (answer|reply|respond|say anything|say a word|speak|say no|look at (her|him|them))|showed (her|him|them|the (nurse|doctor|gp)) (my )?(arm|arms|wrist|wrists|cuts|legs|thighs)|(just |started |started to )?(cried|crying|burst into tears|broke down|froze|went quiet|went silent|stayed silent|said nothing|shrugged|changed the subject))|(?<! (didnt|did not|not|never|wont|wouldnt) )(lied|lie|lying)|(said|answered) no because ~4 (was|were) (standing |sitting )?(right )?(there|next to me|beside me|in the room|listening))(?! ~4 (years|year|months|long|ages|back|when i was|as a|in the past|not now|not anymore|not any more|not recently|not lately|not since|not for|in (19|20)\\d\\d|in my (teens|twenties))>))`;
/** A question about someone else: "asked if anyone in my family died by suicide". */
const SCREEN_OTHERS =
  '(?<! (anyone|anybody|someone|somebody|family|relative|relatives|friend|friends|died|lost|history|people) ~4 )';

/**
 * A self of then disowned, which sets its sentence in the past and says the crisis is over
 * (the self of then disowned: "the girl who wanted to die isn't me anymore").
 */
const FORMER_SELF = `(that|the) (girl|boy|kid|woman|man|guy|person|teenager|version of me) (who|that) ~10 (is not|isnt|isn't|aint) me (anymore|any more|now|today)`;

export const english: LexiconSource = {
  language: 'en',
  view: 'latin',
  latinMarkers:
    '(the|and|to|my|i|im|id|ive|ill|you|it|is|was|of|in|that|have|dont|not|just|so|this|for|on|with|want|wanna|feel|today|tonight|anymore|myself|life|die|kil|never|nobody|everyone|would|wil|cant|can|be|am|are|what|why|how|when|if|but|he|she|they|we|mom|dad|work|day|night|kms|unalive|suicide|suicidal|pils|wish|hope|sorry|goodbye|tired|at|about|its|then|after|keep|think|thinking|really|been|had|from|got|going|still|could|should|did|didnt|out|all|there|them|because|cos|coz)',
  rules: [
    {
      // regret that the first attempt did not finish: "wishing I'd gone through with it the first time"
      cls: 'relapse',
      patterns: [
        // deeper than before: «deeper than I ever used to go»
        `deeper than (i )?(ever )?(used to|did before|before|last time|back then)`,
        // the black dog back: "Thought I'd buried that black dog in 1987. He's back these three nights"
        `black dog ~~8 (back|returned|came back|is back|has come back|comes back|sitting|at the end of the bed)`,
        // blades bought after a clean streak: "Two years clean from cutting. Today I bought blades."
        `(clean|free) (from|of) (cutting|self harm|selfharm|sh|harming) ~~12 (bought|got|buying|ordered|picked up) ~3 (blades|razors|razor blades|a blade|a razor|a sharpener|sharpeners)`,
        // the old plan come back: "The old plan. It's all come back like it never left."
        `(the|my) old (plan|plans|thoughts|urges|voice|ways) ~~6 (come back|came back|coming back|returned|back again|never left)|(come|came|coming) back like (it|they) never left`,
        // the old voice back, the counter reset: "ngl the old voice is back. 300 days clean and i reset the counter tonight"
        `(the )?old (voice|voices) (is|s|are|came|come|has come|have come) back|(days|weeks|months) clean ~~8 (reset|restarted|lost|broke) (the |my )?(counter|count|streak)`,
        `(wish|wished|wishing|should have|shouldve|shoulda) (i |id |i d |i had )?(gone through with it|finished (it|the job|what i started)|done it (properly|right)|succeeded)`,
      ],
    },
    {
      // a screening question answered with a disclosure: "asked if I think about killing myself. I nodded"
      cls: 'intent',
      patterns: [
        // ending 'me', in a driver's plain words: "I'm going to end me before Christmas"
        `(going to|gonna|gona|will|ll|im going to|i am going to|shall|gunna) end (me|meself|myself)( $$| (before|by|after|on|this|at|when|tonight|tomorrow|soon))`,
        // a rescue refused ahead: "don't want to be saved", "don't want anyone to find me in time"
        `(dont|do not) (want|wanna) ~2 (saved|save me|rescued|rescue me|resuscitated|resuscitate me|revived|revive me|find me in time|found in time|pump my stomach)( $$| this time| again| anymore| any more)`,
        `${SCREEN_ASK} ~4 ${SCREEN_IF} ~6 ${SCREEN_OTHERS}${SCREEN_DEATH} ~~12 ${SCREEN_YES}`,
        `${SCREEN_DEATH} ~~3 ((i )?(ticked|said|answered|put|circled|wrote) )?(yes|yeah|yep|yup)( $$)`,
      ],
    },
    {
      cls: 'selfHarm',
      patterns: [
        // plasters bought so that no one sees: «the waterproof ones so coach doesnt see at swimming»
        `(plasters|band aids|bandaids|bandages|dressings) ~8 so (coach|mum|mom|dad|nobody|no one|they|people|teacher|my (mum|mom|dad|boss|coach|teacher|wife|husband|partner)) (doesnt|doesn't|does not|wont|won't|cant|can't) (see|notice|ask)`,
        // new ones counted: «3 new ones this week, deeper than I ever used to go»
        `(\\d+|two|three|four|five|six|several) new ones ~3 (this week|today|tonight|on my (arm|arms|thigh|thighs|wrist|leg|legs|stomach))`,
        // hurt wanted as punishment: "need it to hurt so i remember"
        `(need|needs|want|wanted|needed) (it|this|myself|me) to hurt (so|to|because|till|until|as)`,
        // heat pressed to the skin: "hold the lighter against my arm"
        `(hold|held|holding|press|pressed|pressing|put|putting) (a |the |my )?(lighter|hot spoon|cigarette|lit cigarette|iron|hot knife|flame) (against|to|on) (my )?(arm|arms|wrist|wrists|skin|leg|legs|thigh|thighs|hand|stomach)`,
        // food withheld from oneself as a sentence: "you don't get to eat"
        `(you|i) (dont|do not) (deserve|get) (to eat|food)( $$| today| tomorrow| anymore| any more| again| after| until| til| because| since)`,
        // hunger named a punishment: "Not a diet, it's punishment."
        `not (a|on a|some) diet ~~4 (its|it s|it is|this is|just) (a )?(punishment|penance)`,
        // hunger welcomed as punishment: "my stomach growls and I tell it good, this is what you get"
        `(stomach|belly|tummy|hunger) ~6 (growl|growls|growling|rumble|rumbles|rumbling|hurts|hurting|aches|aching|cramps|cramping) ~8 (this is what you get|you deserve (it|this)|serves (you|me) right|good (you|i) deserve)`,
        `${SCREEN_ASK} ~4 ${SCREEN_IF} ~6 ${SCREEN_OTHERS}${SCREEN_HARM} ~~12 ${SCREEN_YES}`,
        `${SCREEN_HARM} ~~3 ((i )?(ticked|said|answered|put|circled|wrote) )?(yes|yeah|yep|yup)( $$)`,
      ],
    },
    {
      cls: 'intent',
      patterns: [
        `${WISH} (to )?(just |really |fucking |finally |simply |go and |quietly |peacefully )?(${DIE}|${KILL_SELF}|(suicide|sucide|suiside|suicde|suecide|suiscide)|overdose|od|rope|ctb)`,
        // the mercy killing said of oneself, unless it ends in an errand ("...and just order pizza")
        `${WISH} (to )?(just |really |finally |simply )?put my ?self out of (my|this) misery(?! (and|by) (just )?(order|ordering|buy|buying|book|booking|ask|asking|tell|telling|cal|caling|text|texting|go|going|get|getting|eat|eating|watch|watching|finish|finishing|apply|applying|sign|signing|check|checking|open|opening|read|reading)>)`,
        `${THINK} (just |really |actually |seriously )?putting my ?self out of (my|this) misery`,
        `${THINK} (just |really |actually |seriously )?(${DYING}|${KILLING_SELF}|ending it( all)?|ending everything|how to die|ways to die)`,
        `${NOT_MINE}${KILL_SELF}(?! (laughing|trying|at (work|the gym)|to (finish|get|make|meet|please)|with work|working|over (this|that|it|nothing)|for (this|that|it|forgetting))>)`,
        `${NOT_MINE}((suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|(suicide|sucide|suiside|suicde|suecide|suiscide) (thoughts|ideation|plans?|method|methods|pact|note|letter))`,
        `${NOT_OTHERS}(feel|feeling|felt|am|im|been|getting|so|very|really|quite|extremely|actively|passively) (suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)`,
        `${NOT_MINE}((${SELF} )?(wil|ill|im going to|im gonna|am going to|am gonna)) end it ~3 (${TIME}|for real|this time|i swear)`,
        `${NOT_MINE}((${SELF} )?(wil|ill|im going to|im gonna|am going to|am gonna)) do it ~3 (for real|this time|i swear)`,
        `${SELF} (cant|can not|cannot) (stop|stop my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) from) (thinking about|wanting to) (${DYING}|die|${KILLING_SELF}|${KILL_SELF})`,
      ],
    },
    {
      cls: 'intent',
      weak: true,
      patterns: [
        // this time nobody will stop it: "this time no one is going to stop me"
        `(this time|next time) ~4 (no one|nobody|noone|no body) ~3 (will|is going to|gonna|can|could|is gonna|would) ~2 (stop|save|find|talk me out|pull me back|bring me back)`,
        `(scared|afraid|terrified|frightened) (of my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|of what i (might|could|wil|ll|may) do( to my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))?)`,
      ],
    },
    {
      cls: 'intent',
      history: true,
      patterns: [
        `${NOT_OTHERS}${ATTEMPTED} (to )?(${DIE}|${KILL_SELF}|(suicide|sucide|suiside|suicde|suecide|suiscide)|overdose|od|end it( all)?)`,
        `${NOT_OTHERS}(attempted (suicide|sucide|suiside|suicde|suecide|suiscide))`,
      ],
    },
    {
      cls: 'passive',
      patterns: [
        // to be deleted rather than die: "wish i could just like. dissolve… just get deleted, from everyone's memory"
        `(wish|want|wanna|would love) (i could|to|i can) ~~4 (dissolve|evaporate|get deleted|be deleted|be erased|get erased|fade out|unexist|stop existing|be unmade)`,
        // a vehicle or a shell wished on oneself: "i wish a lorry would just come up the kerb and take me"
        `wish (a|the|some|that) (lorry|truck|bus|car|van|train|bomb|missile|drone|shell|bullet|tree|plane) (would|could|wil|d) ~8 (take|hit|get|kil|crush|end|flaten) me`,
        // glad never to wake: "I'd be glad not to wake up in the morning"
        `(id|i d|i would|il|i wil|i ll) be (glad|happy|relieved|grateful|fine|ok|okay|content|thankful) (not to|to not|never to|if i didnt|if i did not) (wake up|wake|see (the )?morning|see another day|be here)`,
        // waking again and disappointed
        `(woke up|i woke|awake) (again|up again|once more|this morning) ~~4 (disappointed|disappointment|gutted|sadly)(?! (it|that|there|the|by|with|in|at|about|because|cos)>)`,
        // asking God not to let one wake: "asked Him again not to let me wake up in the morning"
        `(ask|asked|asking|beg|begged|begging|pray|prayed|praying) ~4 not to let me (wake|wake up|see (the )?morning|see another day)`,
        // one's own death called a mercy or a relief: "if I didn't wake up tomorrow that'd be a mercy"
        `${SELF_DEATH_IF}( just)?( tomorrow| tonight| in my sleep| one (day|night|morning))? ~3 (be|is|was) (a |such a |honestly a |real |sweet )?(mercy|relief|blessing|godsend|release|kindness)`,
        `(mercy|relief|blessing|godsend|release|kindness) ~3 ${SELF_DEATH_IF}`,
        `(wish|hope|pray|praying|hoping|wishing|if only)( that)?( i)? ~2 (never|not|dont|didnt|wont|wouldnt) (wake|woke|waking) up`,
        `(wish|wished|if only) i (was|were|had been|d been|d be|would be) (dead|never born|not born|gone|not here|not alive|someone else dead)`,
        `(wish|wished|if only) (i|id|i had|i d) (never|not) (been born|existed|woke up|wake up)`,
        `wish i (didnt|did not|could stop|could just stop|could|could just|would|would just) (exist|existing|disappear|vanish|die|not wake up|stop existing|cease to exist|fall asleep forever|not be here)`,
        `(hope|wish|pray|praying|hoping)( that)? ~3 (hits|hit|kills|kill|takes|take|crashes|crash|lands on|land on|falls on|fall on|gets|get) (me|my (building|house|flat|apartment|block|car|plane|bus)|our (building|house|flat|block))(?! (up|back|with|a|to)>)`,
        `(hope|hoping|wish|pray|praying) (i|that i) (die|get hit|get killed|dont make it|dont survive|catch something|get sick and die|dont come back|never come back|drop dead|just die)`,
        `(wouldnt|would not|wont|dont|do not|would nt) (mind|care) ~2 (if|when) ~4 (die|died|dead|dying|killed|kill me|hit me|hits me|run over|ran over|didnt wake|never woke|dont wake|wake up|gone|disappeared|disappear|took me|takes me)`,
        // the end wished for in passing: "wouldn't mind if I went to sleep tonight and that was the end of it"
        `(wouldnt|would not|dont|do not) (mind|care) ~2 (if|when) ~8 (and )?(that|it|this) (was|were|would be|d be|is|wil be|s) the end( of (it|me|everything|it al))?`,
        `(wish|wished|hope|hoping|pray|praying|if only) ~6 (and )?(that|it|this) (was|were|would be|d be|wil be) the end of (it|me|everything|it al)`,
        // an illness let take me: "if the lupus took me I don't think I'd fight it"
        `(if|when) ((the|my|this|that|it) ~2 (takes|took|kills|killed|gets|got|finishes|finished|claims|claimed) me|(the|my|this|that) ~1 (cancer|tumor|tumour|illness|disease|lupus|leukaemia|leukemia|sickness|infection|lymphoma|copd) (wins|won|comes back|came back|returns|returned|spreads|spread|gets worse|wins out)) ~8 ((not|never|wont|wouldnt|dont think id|dont think i would|dont think i wil) (fight|resist|fight back|battle) (it|back)|(id|i d|i would|i wil|ill) (just |honestly |happily )?(welcome|accept|embrace) it|(hoping|hope|wish|pray) (it|that it) (does|wil|would)|relief|relieved|wouldnt mind|let it|let (it|go))`,
        `(wouldnt|would not|dont) mind (dying|being dead|not waking up|death|not existing|not being here)`,
        // "hoping a lorry would just plough into me"
        `(hope|hoping|hoped|wish|wishing|wished|pray|praying|prayed)( that)? ~2 (a|the|some|that|one) ~1 (${VEHICLE}|van|drunk driver|driver|missile|rocket|drone|shell|bomb|bullet) ~3 (hit|hits|kil|kils|take|takes|plough|ploughs|plow|plows|smash|smashes|slam|slams|crash|crashes|run|runs|mow|mows|flatten|flattens|wipe|wipes|knock|knocks|go|goes|drive|drives|ram|rams|veer|veers|swerve|swerves|drift|drifts|skid|skids|cross|crosses|come|comes) (into |through )?(me|my (lane|side|car|path|windscreen|windshield))`,
        // an illness's return welcomed: "wouldn't be sad if the cancer came back"
        `(wouldnt|would not|wont|dont|do not|not) (be )?(sad|upset|mind|care|sorry|bothered|fight it|fight) ~2 (if|when) (the|my|this) ~1 (cancer|tumor|tumour|illness|disease|lupus|leukaemia|leukemia|sickness|infection|lymphoma) (came|comes|come|coming|returned|returns|spread|spreads|got worse|gets worse|took me|takes me|won|wins)`,
        `(fell|fall|go|went|falling|going|could) (to )?(asleep|sleep) ~4 (never|not|didnt|dont|wouldnt) (woke|wake|waking) up`,
        // "go to sleep one night and not bother waking": the waking declined, "up" left unsaid
        `(fell|fall|go|went|falling|going|could) (to )?(asleep|sleep) ~4 ((never|not|didnt|dont|wouldnt) (bother|bothering|have to|need to) (wake|waking|get up|getting up|come back|coming back)|(never|not) (wake|waking|woke)( again| ever)? $$)`,
        `${NOT_OTHERS}(dont|do not|no longer|dont even|dont really|never) (want|wanna|wish) to (live|be alive|exist|be here|go on|keep living|keep going|carry on|continue living|wake up (tomorrow|again|anymore|ever)|see tomorrow|be in this world|be on this earth)(?! (in|at|near|next|there|on|off|under|with|alone|abroad|together|far|like that|here|today|tonight|for)>)`,
        `(tired|sick|exhausted|weary) of (living|being alive|existing|life|this life|being me|being here|being in this world|waking up)`,
        `(rather|prefer to|d prefer to) (be dead|not exist|not be alive|not wake up|die|be gone)`,
        // the wish said as a pleasure: "I'd love to just not wake up some morning"
        `(id|i d|i would|would) (love|like|be happy|be glad|be grateful) to (just |simply |quietly |honestly )?(not wake up|never wake up|not wake|fal asleep and not wake up|go to sleep and not wake up|stop existing|not exist|not be here anymore|not be here any more|be dead|disappear for good|die in my sleep)`,
        `better off ~2 (dead|six feet under|in the ground|in a grave|in a coffin|in a box|gone|not existing|not here|not alive|never born|in heaven)`,
        `(hate|loathe|despise) (being alive|living|existing|waking up|my existence|being me)`,
        `(nobody|no one|noone) (cares|would care|wil care|gives a) ~3 (if|whether) i (live or die|die|lived or died|died|m dead|am dead|disappear)`,
        `(waiting|wait|waited|pray|prayed|praying|hope for|hoping for|wish for) (to die|for death|for the end|to be dead|for it to end|for my death)`,
        `if i (didnt|did not|dont|never|wouldnt|would not) (wake up|woke up|make it|survive|see tomorrow) ~6 (ok|okay|fine|alright|relief|relieved|good|wouldnt mind|wouldnt care|dont care|wouldnt be sad)`,
        `(hope|hoping|wish|wishing|pray|praying) ~3 my heart (just )?(stops|would stop|gives out|gives up|stopped|stop)`,
        // God asked to take the writer: "I pray the Lord would take me in my sleep", "begging God to call me home"
        `(pray|praying|prayed|prayer|ask|asking|asked|beg|begging|begged|hope|hoping|wish|wishing|plead|pleading) ~6 (god|lord|jesus|allah|heaven|the man upstairs|the almighty) ~3 (take|takes|took|call|calls|collect|collects) me(?! (to|back|through|under|out|into|in(?! my sleep)|seriously|somewhere|on|places|for|as|with|from|forward|by|up|over|a)>)`,
        `(trade|swap|switch|exchange) places with ~6 (dead|didnt come back|did not come back|died|killed|fallen|in the grave|who died|the dead|who didnt make it)`,
        `(if|when) i (got|get|had|have|was diagnosed with|were diagnosed with|found out i have|caught) ~3 (cancer|a tumou?r|a terminal|terminal|a disease|a fatal|something fatal|an incurable) ~8 (relieved|relief|glad|happy|wouldnt mind|would not mind|grateful|thankful|fine with it|ok with it|welcome it)`,
        `(praying|pray|prayed|hope|hoping|hoped|wish|wishing|wished) ~4 (i|that i)? ?(wouldnt|would not|dont|don t|never|not|won t|wont) (see|wake to|make it to|live to see|live through|survive) (the )?(morning|tomorrow|sunrise|another day|daylight|the night|next week)`,
        `(dont|do not|wouldnt|would not|wont|no longer) care ~2 (if|whether|when) ~5 (missile|rocket|bomb|shell|drone|shelling|strike|bullet|car|bus|truck|explosion|it|something) ~4 (lands on|hits|kills|gets|takes|falls on|lands near) (me|my)`,
        `(over|done with|finished with|sick of|tired of|fed up with|bored of|weary of|exhausted by|exhausted from|worn out by) (being alive|living|life|existing|this life|being here|breathing|existence|my existence|being me|staying alive)`,
        `(hope|hopes|hoping|wish|wishing|pray|praying|want) ~2 (i|that i|ill|i wil|i d|id) ~3 (dont|wont|do not|never|not|wil not|wouldnt|dont ever) (survive|make it|come back|wake up|pul through|get better|live through|come out of)`,
        `(hope|hopes|hoping|wish|wishing|pray|praying) ~2 (i|that i|ill|i wil|i d|id) ~4 (die|drop dead|get killed|get hit|catch something|get sick and die|just die|die in my sleep|dont survive)`,
        `(disappointed|upset|sad|angry|annoyed|frustrated|devastated|gutted|sorry|mad) (that )?(i )?(woke up|wake up|am stil (alive|here)|m stil (alive|here)|survived|didnt die|was stil alive|stil breathe|stil breathing|made it through (the night|another day)|have to wake up)`,
        `(sleep|asleep|fal asleep|go to bed|close my eyes|lie down|pass out) (and|&) ~2 (never|not|not ever|no longer) (wake|waking|woke|open my eyes|get up)`,
        `(wish|hope|pray|praying|hoping|if only|wouldnt mind if) ~5 (would|could|wil|d|might)? ~1 (take|kil|hit|get|end|claim) me( instead| too| already| first| in my sleep| $$)`,
        `(wish|wished) (i|id|i d|they) (hadnt|had not|didnt|did not|never|had never|wouldnt have) (survived|made it|woken up|woke up|been saved|saved me|found me|been found|come back|brought me back|resuscitated me)`,
        `(survived|saved|found|woke up|brought me back|resuscitated) ~~12 (wish|wished) (i|they|id|i d)? ?(hadnt|had not|didnt|did not|wouldnt|hadn t)`,
        `(life|living|my life|this life|existence) (is|isnt|is not|aint|s) (not |no longer )?worth (living|it)(?! (for|to)>)`,
        `not worth living`,
        `death (would be|is|seems|sounds|feels|looks) (like )?(a |the |so |very |really )?(relief|release|mercy|peace|peaceful|escape|answer|way out|better|welcome|easier|kinder|only option|only way|nice|good|comforting|tempting|appealing|inviting|beautiful|like rest)`,
        `(waiting|wait|longing|praying|begging|ready|yearning) for (death|the end of my life|it all to end|my death|${EMOJI.death})`,
        `(envy|jealous of) the dead`,
        `(want|wanna|wish i could|just want|need|desperately want|would love) to (just )?(disappear|vanish|evaporate|fade away|not exist|stop existing|cease to exist|stop being|be erased)( forever| for good| completely| permanently| from (this|the) (world|earth|planet|face of the earth)| and never come back| and nobody| so nobody| so no one| and no one)`,
        `(want|wanna|wish i could|just want|need) to (just )?(disappear|vanish|fade away|not exist|stop existing|cease to exist) $$`,
        `(should|should have|shouldve) (died|been the one|been me) ~3 (instead|too|with (him|her|them))`,
        `(wish|wished|wishing) (it was|it were|it had been) me (instead|who died|and not)`,
        // the place of someone's death wished on oneself: "wish it had been me in that vehicle instead"
        `(wish|wished|wishing) (it was|it were|it had been|itd been|it d been|id been|i d been|i had been|i was) (me )?(in|inside|under|on) (that|the) ~2 (vehicle|car|truck|wagon|tank|wreck|plane|crash|grave|coffin|ground|explosion|blast|fire|trench|patrol|convoy|ambulance) ~3 (instead|not (him|her|them))`,
        `(how to|want to|wanna|wish i could|would like to|ways to|need to|just want to|try to|to) (just )?(stop|quit|cease) (being alive|living|existing|breathing|being here|being)( $$| forever| for good| altogether| completely)?`,
        `(wish|wished) i (had )?died (instead|with|too|in|that)`,
        // not being, taken gladly if it came: "i'd happily stop existing", "if there was a button for it"
        `(d|would|id) (quite )?(happily|gladly|gratefully|willingly) (stop existing|stop being (a person|a human|human|alive)|cease to exist|not exist|not wake up|never wake up|not be alive|disappear forever|vanish forever|fall asleep forever|go to sleep forever)(?! (for (a|the|one|this|that) (day|week|weekend|bit|while|moment|minute|hour|night|month)|and (just )?(be|become|turn into|live as))>)`,
        `(if there (was|were|is|s)|if (someone|somebody|anyone) (gave|offered|handed) me|if i had|give me) (a|an) (button|switch|off switch|pill) ~3 (to|that would|that could|that d|for|and) ~2 (stop existing|not exist|disappear|vanish|die|end it|end it al|erase me|make me disappear|never have been born|never been born|not be born|stop being|cease to exist|not wake up)`,
        `(stop existing|stop being (a person|a human|human|alive|me)|not exist|cease to exist|never (have )?(been|be) born|just die) ~4 if there (was|were|is|s) (a|an) (button|switch|off switch|pill)`,
        `(dont|do not) want to (live|go on|exist) without (him|her|them|you|my)`,
        `(cant|can not|cannot) (live|go on|exist|survive) without (him|her|them|you|my)`,
        `(nobody|no one|noone|no1) (would|will|d|wil) (care|notice|miss me|even notice|cry|be sad|come to my funeral) ~3 (if|when) i (died|die|was gone|were gone|disappeared|killed my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|wasnt here|dont wake up|m gone|am gone|left|was dead|were dead)`,
        `(wouldnt|would not|wont|isnt|is not|not) be (the worst thing|so bad|that bad|a bad thing|the end of the world|a tragedy|a big loss|a loss|much of a loss) ~3 (if|when) i ~3 (died|disappeared|vanished|was gone|were gone|wasnt here|wasnt around|werent here|stopped existing|never woke up|didnt wake up|dropped dead|got hit|faded out|didnt (make it|rock up|turn up|show up) (to|til|till|until)? ?(tomorrow|the morning|morning|another day))`,
        `(ok|okay|fine|alright|al right|no big deal|not a big deal|nothing bad|a relief|better|easier) (if|when) i (just )?(disappear|disappeared|vanish|vanished|die|died|stop existing|stopped existing|dont wake up|didnt wake up|am gone|m gone|was gone|were gone|wasnt here|dont exist|didnt exist)`,
        `(hope|hoping|wish|wishing|pray|praying|kinda hoping|secretly hoping|(wouldnt|would not|dont|do not) (mind|care) (if|when)) ~2 (the|my|our) (plane|flight|bus|train|car|ferry|boat|ship|helicopter) (just |actually |finally |really )?(crashes|crash|crashed|goes down|go down|went down|came down|sank|sinks|sink|derails|derail|blows up|explodes|falls out of the sky|never lands|doesnt land|doesnt make it|comes off the road|goes off the road|flips)`,
        `(survived|woke up|they saved me|found me|brought me back|pulled me out) ~10 (wish|wished) (i|they) (hadnt|had not|didnt|did not|never|werent|wasnt|had let me|let me)`,
        // "if a bus took me out I'd be relieved": an accident or a strike wished on oneself
        `(if|when) i (got|get|was|were|gets) (hit|run over|knocked down|killed|taken out|flattened|mowed down) by (a|the|some|one|that) ~1 (bus|car|truck|lorry|train|tram|van|taxi|drunk driver|missile|rocket|drone|shell|bomb|stray bullet|subway|metro|tube|streetcar|trolley|semi|ute|motorbike|motorcycle|ambulance) ~8 (relieved|relief|glad|grateful|thankful|wouldnt mind|would not mind|wouldnt care|would not care|dont care|ok with (it|that)|okay with (it|that)|fine with (it|that)|at peace with (it|that)|not (even )?(be )?(sad|upset|scared)|welcome it|(wouldnt|would not|not gonna|wont) (even )?(step|move|get|jump) (back|aside|away|out of the way))`,
        `(if|when) (a|the|some|one|that) (of those |of these )?(bus|car|truck|lorry|train|tram|van|taxi|drunk driver|missile|rocket|drone|shell|bomb|stray bullet|shahed|el|subway|metro|tube|streetcar|trolley|semi|ute|motorbike|motorcycle|ambulance)s? ~2 (hit|hits|took|takes|ran|runs|knocked|knocks|killed|kills|got|gets|wiped|finished|mowed|flattened|(came|comes) (at|for)) me (out|over|down|off)? ~8 (relieved|relief|glad|grateful|thankful|wouldnt mind|would not mind|wouldnt care|would not care|dont care|ok with (it|that)|okay with (it|that)|fine with (it|that)|at peace with (it|that)|not (even )?(be )?(sad|upset|scared)|welcome it|(wouldnt|would not|not gonna|wont) (even )?(step|move|get|jump) (back|aside|away|out of the way))`,
        `(relieved|relief|glad|grateful|thankful|wouldnt mind|would not mind|wouldnt care|would not care|dont care|ok with (it|that)|okay with (it|that)|fine with (it|that)|at peace with (it|that)|not (even )?(be )?(sad|upset|scared)|welcome it|(wouldnt|would not|not gonna|wont) (even )?(step|move|get|jump) (back|aside|away|out of the way)) ~3 (if|when) (a|the|some|one|that) (bus|car|truck|lorry|train|tram|van|taxi|drunk driver|missile|rocket|drone|shell|bomb|stray bullet|shahed|el|subway|metro|tube|streetcar|trolley|semi|ute|motorbike|motorcycle|ambulance)s? ~2 (hit|hits|took|takes|ran|runs|knocked|knocks|killed|kills|got|gets|wiped|finished|mowed|flattened|(came|comes) (at|for)) me`,
      ],
    },
    {
      cls: 'passive',
      patterns: [
        // the next day not wanted: "I don't want to see tomorrow at all", "don't want to wake up to another morning"
        `(dont|do not|dont even|dont really|do not even) want to (see|wake up to|face|live to see|make it to) (tomorrow|another day|another morning|the morning|next (year|week|month|birthday|christmas))`,
        `(cant|cannot|dont|do not|can not) (imagine|see|picture) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) )?(being )?(alive|here|around|living) (by|in|at|next|this|after|for|much longer|anymore|any more)`,
      ],
    },
    {
      cls: 'burden',
      patterns: [
        // finally free of the writer: «then she'd finally be free of me»
        `(she|he|they|she'd|he'd|they'd|she would|he would|they would|everyone|everybody|you) ~2 (finally )?(be )?free of me`,
        // the life insurance worth more than the writer: "without me the life insurance would pay it all off"
        `(without me|if i wasnt here|if i were gone|if i was gone|if i werent here) ~6 (the|my) (life insurance|insurance|policy|life cover) ~6 (would|could|will) (pay|cover|clear|settle|wipe)`,
        // a death that would free someone: "If I went they could sell this house and she'd finally have her own life"
        `if i (went|was gone|were gone|died|go|passed) ~10 (finally|at last)? ?(have|live|get|start) (her|his|their) (own )?(life|lives)`,
        // the sums done without oneself: "Without me: … which honestly is an upgrade. Every column comes out better."
        `without me ~~20 (an upgrade|comes out better|come out better|better off|better for (everyone|them|al|everybody))`,
        // a child owed a better parent: "She deserves a mum who isn't this"
        `(deserves|deserve) (a|better than a|a better) (mum|mom|mother|dad|father|parent|wife|husband|partner|son|daughter) (who isnt|who is not|that isnt|better than|than) (this|me)`,
        // easier for her if someone died
        `(easier|better|simpler) for (her|him|them|everyone|everybody|my (mum|mom|dad|parents|family)) if (someone|somebody|i) (actually |really )?(did|died|was gone|was dead|wasnt here|werent here)`,
        `(theyd|they would|they d|everyone would|mom would|mum would|shed|she would|hed|he would) (cry|be sad|grieve|mourn|miss me) ~6 (then|and then|but then|after that) ~3 (be fine|be ok|be okay|move on|get over it|forget me|be better|be happier)`,
      ],
    },
    {
      // The English of people for whom it is a second language (many of our Ukrainian writers).
      cls: 'passive',
      patterns: [
        `(i )?(not|no) (want|wanna|wish) (to )?(live|living|be alive|exist)|(tired|sick) (to|from) (live|living|be alive)|(better|best) (for (them|him|her|everyone|everybody|al|my (family|children|kids|parents|husband|wife)) )?(i|that i|for me to|for me|if i) (just |simply |quietly )?(die|dead|not live|not be|disappear|vanish|go from this world|leave this world)|finish (with )?(my )?life|finish with (everything|al)|(go|jump|step|fal) out (from|of) (the )?window|(no|not) (any )?(sense|meaning) (to|in) (live|living|life|my life)|(dont|do not|cant|cannot) see (the |any )?(sense|meaning) (to|in|of) (live|living|life|my life)|(my )?life (has|have) no (sense|meaning)`,
      ],
    },
    {
      cls: 'euphemism',
      needs: 'death',
      patterns: [
        // to lie beside the one who died, soon: "she's two winters in the ground now. … I'll be lying alongside her before the lambs come"
        `(lying|lie|be lying|be laid|laid|rest|resting|be resting|buried|be buried|sleeping|be sleeping) (alongside|beside|next to|with) (her|him|them|my (wife|husband|missus|mrs|mum|mam|mom|dad|son|daughter|boy|girl|mate|lad))(?! ~4 (one day|someday|some day|when my time|eventualy|in time|when its my time|in the end|when i go)>)`,
        // to be where the dead one is: "I just want to be where Anton is now"
        `(want|wanna|wish|long|longing|ready|need) (to )?(be|go) (where|wherever) [^ ¦]+ (is|are)( now| now too| too)?( $$| and| but)`,
        `(he|she|they|mama|mum|mom|papa|dad) (is|are|s) waiting (for )?me (there|in heaven|up there|on the other side)`,
        // seeing someone again, said after a death: "I want to see my brother again soon"
        `${NOT_MINE}(want|wanna|wish|ready|going|gonna|time|soon|wil|ill|longing|desperate|need|can t wait|cant wait|just want) ~3 (go to|see|meet) ${PERSON} (again|soon)`,
        `(be with|see|go where|go to where|join|joining|follow|following|meet) ~3 ${PERSON} ~3 (soon|again)`,
        // said to the dead one: "wait for me a little, soon I come to you", "I am coming to you soon"
        `(i am|im|i m|ill be|il be|i wil be) (coming|going) (to|with) (you|her|him|them) (soon|shortly|very soon|before long)`,
        `(soon|shortly|before long|not long|any day now) ~1 (i|il|ill|i wil|im|i m|i am) (come|coming|go|going|be coming|be going|be|wil be|join|joining) (to|with) (you|her|him|them)( $$| ${PERSON}| (grandad|granddad|gran|nan|nana|nanna|papa|mama|babusya|babusia|babushka|dido|dedushka)| my (love|dear|darling))`,
      ],
    },
    {
      cls: 'euphemism',
      patterns: [
        // nobody to worry about me after a day: "Nobody haffi worry bout mi after Sunday."
        `(nobody|no one|noone|no body) (has to|haffi|have to|needs to|ned to|wil have to|gotta|wil ned to|must) (worry|woried|stres) (about|bout|bot) (me|mi) (after|from|past|beyond) ~2 (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorow|today|next week|this week|the \\d+)`,
        // the gap to a dead friend closing: «the gap between us is closing, i can feel it. not long now bro»
        `(the )?gap between (us|me and (him|her|them)) is (closing|getting smaller|shrinking|closing in)`,
        // to see the dead one 'properly', not at the grave: «going to see him properly now. Not the cemetery»
        `(going to|go to|go and|gonna) see (him|her|them|dad|mum|mom|nan|grandad|grandma) ~3 ~~4 not (at |to )?the (cemetery|grave|graveyard|crematorium)`,
        // one meaning taken, another meant: "She thinks I mean I'm chucking in the mine. I mean I'm chucking in the lot"
        `(thinks|think|thought|assumes|assumed|reckons) i (mean|meant) ~~10 i (mean|meant) ~6 (the lot|everything|all of it|life|it all|for good|the whole lot)`,
        // no luggage needed for the last trip: "One more deployment left in me and I won't need a duffel for this one"
        `(wont|will not|wouldnt|dont|do not|shant) (need|be needing|be taking|take) (a|my|any|the) (duffel|duffle|bag|suitcase|luggage|passport|ticket|coat|jacket|return ticket) (for|on|where) (this one|this trip|this time|where im going|where i am going|this journey)`,
        // the last reason gone: "Rehomed Biscuit… He was the last reason."
        `(he|she|it|they|that|this|biscuit|the dog|the cat) (was|were|is) (the|my) last (reason|thing keeping me|one keeping me)`,
        // the last bill one will ever pay: "Paid the electric. Last one I'll ever pay."
        `(last|final) (one|bil|payment|rent|shift|time) (i ll|il|i wil|i am going to|im going to|im gonna) ever (pay|do|work|need|have to)`,
        // leaving this world as a guest leaves a hotel: "checking out of hotel earth early"
        `(checking|check|checked|checkin) out (of )?(hotel earth|planet earth|earth|this life|life|this world|existence)(?! (app|website|site|hotel)>)`,
        // a gamer's logging off for good: "gg. logging off this server. no respawn"
        `(gg|logging off|log off|rage quit*|quitting|signing off) ~~8 no respawn`,
        // to the fallen, a seat kept: "Won't be long now lads, save us a seat."
        `(wont|won t|will not) be long now ~~8 (save|keep) (us|me) a (seat|spot|place|bunk|pint|chair)`,
        // "not planning on getting old", "not even planning on March"
        `(not|never|dont|isnt|im not|i m not|am not) (even )?(planning|plan|planned) on (getting old|growing old|being old|old age|retirement|retiring|march|april|may|june|july|august|september|october|november|december|january|february|christmas|spring|summer|autumn|winter|next year|my birthday)`,
        // not planning to last until something near: "a gym pass for a year, for someone not planning to make it to spring"
        `(not|never|dont|doesnt|do not|does not|wasnt|isnt|im not|i m not|am not) (planning|plan|planned|intending|intend|expecting|expect) (on|to) (making it|make it|lasting|last|sticking around|stick around|being around|be around|seeing|see|surviving|survive) (to|til|till|until|past|through|into) (spring|summer|autumn|fall|winter|christmas|easter|new year|new years|my birthday|the weekend|next (week|month|year)|the end of (the|this) (month|year|term))`,
        // a subscription to life not renewed
        `(subscription|membership|contract|lease) (to|on|of) life`,
        // a holiday one does not come back from
        `(holiday|holidays|vacation|trip|journey) ~6 (you|one|people|nobody|no one) (dont|do not|never) (come|get) back (from)`,
        // a debt no one can chase "if you're not here"
        `(cant|can not|cannot) be (chased|sued|found|billed|charged|made to pay) ~4 if (youre|you are|im|i am|your|ur) (not here|dead|gone|not around)`,
        // checking out of a hotel called life: "Booking my early checkout from the hotel called Life"
        `(checkout|check out|checking out|checked out) (from|of) (the )?(hotel )?(called |named )?life`,
        // the season named as one's last: "Reckon this'll be the last winter I see"
        `(thisll|thatll|itll|this wil|it wil|that wil|this is|it is|its) be (my|the) last (winter|summer|spring|autumn|fall|christmas|birthday|new year|easter) (i see|ill see|i wil see|for me|i get|i have)`,
        `(soon|before long|not long|shortly|any day now) ~2 (i )?(wont|will not|not gonna|no longer|stop) (be|being) (a|an|your|anyones|anybodys|their|everyones|his|her|the) (problem|burden|worry|bother|headache|nuisance)(?! ~10 (job|work|paid|pay|rent|money|salary|loan|debt|graduate|move out|moving out|own place|flat|apartment|house)>)`,
        // no longer anyone's problem, on a clock: "won't be a problem for anyone much longer", "soon I won't be your problem" (not a job or a flat that ends the bother)
        `(wont|will not|not gonna|not going to) be (a|an|your|anyones|anybodys|their|everyones|his|her|the) (problem|burden|worry|bother|headache|nuisance) ~3 (much longer|for much longer|for long|very long)(?! ~10 (job|work|paid|pay|rent|money|salary|loan|debt|graduate|move out|moving out|own place|flat|apartment|house)>)`,
        `(end|ending|finish|finishing|put an end to) (it all|everything|it once and for all|it for good|it forever|all of it|this life|my existence|my suffering|my pain for good|this existence|my misery)`,
        `${WISH} (to )?(just )?end (it|everything|things)(?! (with|between|early|on|at|by|in|before|after|now that|off|up|here)>)( $$| tonight| now| today| soon| i dont care| im done| already| finally)`,
        `(go|going|went|want to go|gonna go) to sleep (forever|and never|for good|permanently|and not wake|and stay (there|asleep|that way|under|down))`,
        `(sleep|asleep|rest) forever`,
        // checking out of life told as final: "ready to check out. Permanently.", "check out for good"
        `(ready to|want to|wanna|going to|gonna|about to|time to|need to|planning to|thinking of|thinking about|just|ill|i wil|id) (check|checking) out ~~1 (permanently|for good|forever|for ever|of (life|this life|this world|existence))`,
        `(eternal|endless|permanent|final) (sleep|rest|silence|exit|solution|goodbye)`,
        `(the )?(long|big|deep|last) sleep(?! (in|on|last|tonight|over|at)>)`,
        `(stop|stopped|stopping|quit) being (a )?(problem|burden|weight|bother|nuisance) ~4 (permanently|forever|for good|once and for al)`,
        `(leave|leaving|exit|exiting|depart|departing|quit|quitting) (this|the) (world|life|earth|planet)(?! (of|cup|trophy)>)`,
        `(leave|leaving|exit) (life|this mortal coil|this existence)`,
        `(check|checks|checked|checking) out (for good|early|permanently|of (this|life|this world|this life))`,
        `(log|logs|logged|logging|sign|signed|signing) off (for good|forever|permanently|from life)`,
        `(wont|will not|not going to|dont think ill|dont plan to|dont expect to|not gonna|may not) be (around|here|alive|with you|on this earth) (much longer|for long|long|anymore|by|next|to see|when|after|soon)`,
        `(wont|will not|not going to|dont think ill|not gonna) (see|make it to|live to see|be here for|be around for) (another|next|the next|my next) (birthday|christmas|new year|summer|spring|winter|autumn|fall|year|week|month)`,
        `(this|today|tonight) (is|wil be|wil be my) (my )?(last|final) (day|night|birthday|christmas|sunset|morning)(?! (at|of|in|on|before|off)>)`,
        `${NOT_MINE}(want|wanna|wish|ready|going|gonna|time|soon|wil|ill|longing|desperate|need|can t wait|cant wait|just want) ~3 (join|follow|be with|be reunited with|reunite with|go to|see|meet) ${PERSON} (there|up there|on the other side|in heaven|wherever)`,
        `${NOT_MINE}(want|wanna|wish|ready|going|gonna|time|soon|wil|ill|longing|desperate|need|can t wait|cant wait|just want) ~3 (join|joining|follow|following|be with|be reunited with|reunite with|reuniting with) ${PERSON} (again|soon)`,
        `${NOT_MINE}(want|wanna|wish|ready|going|gonna|time|soon|ill|need|just want) ~3 (join|follow|be with) ${PERSON}`,
        // going off somewhere and not coming back: "walk out somewhere nobody will find me, and not walk back"
        `(walk|walking|drive|driving|swim|swimming|hike|hiking|wander|wandering|go|going|head|heading|row|rowing|sail|sailing) ~10 (and )?(not|never) (walk|walking|come|coming|drive|driving|swim|swimming|go|going|make it) (back|home)( $$| again| ever| this time| alive)`,
        `(take|taking|took) the (easy|cowards|coward|quick) way out`,
        // the insult turned on oneself: "thinking about taking a long walk off a short pier"
        `(i|im|ive|id|ill|me|thinking|considering|thought) ~3 (?<! (him|her|them|you|u|he|she|they|everyone|people)( to| can| should| could| wil)? )(take|taking|go for|going for) a long walk (off|of) a short (pier|jetty|dock|plank|bridge|cliff)`,
        // slang for leaving, made final: "ready to dip for good"
        `${WISH} (to )?(just )?(dip|dip out|bounce|peace out|tap out|bow out|clock out|exit|go) (for good|forever|permanently|for real this time)(?! (from|on|off|with|at|of|to|in|out of)>)`,
        `(want|wanna|need|i need) (out|to get out) (of )?(this )?(life|world|existence)`,
        `(want|need|wish) (it al|everything|al of it|al this|it) (al )?to be over( $$| forever| for good| already| now)`,
        `(done|finished|through|over) with (this |the )?(whole )?(world|life|living|existence|being alive|this planet|everything and everyone)`,
        `(had|have had) enough of (this )?(world|life|living|existence|being alive)`,
        `(log|logs|logged|logging|sign|signed|signing|check|checked|checking|opt|opted|opting|unsubscribe|unsubscribed|unsubscribing|clock|clocked|clocking) (off|out)? ?(of|from) (life|this life|existence|this world|the world|living)`,
        `(be with|see|go where|go to where|join|meet) ~3 ${PERSON} ~3 (where (he|she|they) (is|are)|in heaven|on the other side|up there)`,
        `(want|need|wish|just want|would like) (it|everything|the pain|this|al of it|it al|the world|my life|the suffering) to (stop|end|be over) (forever|for good|permanently|once and for al)`,
        `(dont|do not) (think|expect|believe|see my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) (ill|i wil|i d|id|i would|i|making it|surviving) ~1 (make it|survive|last|be around|be here|live|see|making it) (to|until|til|through|another|past|till)? ~2 (my )?(birthday|christmas|new year|spring|summer|winter|autumn|next (week|month|year)|the weekend|tomorrow|the end of)`,
        `(?<! (not|never|wont|dont|aint|no|wouldnt|would never|not gona|never gona) (gona |going to |trying to |planning to |wana |want to |about to |ever )?)(sewerslide|sewer slide|unalive|unaliving|self delete|self deleting|catch the bus|ctb)`,
        `(soon|tonight|tomorrow) ~2 (it|everything|all|this|the pain) (wil be|ll be|is|wil all be|ll all be) (over|done|finished|gone) (for good|forever|for me)`,
        `(no one|nobody) (wil|would) (have to|need to) (worry|deal) (about|with) me (anymore|ever again)`,
      ],
    },
    {
      cls: 'passive',
      weak: true,
      patterns: [
        // no wish to reach the days ahead: "I don't want to get to either of them"
        `(dont|do not) (want|wanna) to (get to|reach|make it to|see) (either|either of them|it|them|christmas|next year|new year|my birthday)( $$)`,
        `(stopped|stop|dont|no longer|wont|won t|didnt|did not) (going|go|hiding|running|to go|bothering to go) (to|in|into|down to) (the )?(shelter|bomb shelter|basement|corridor|metro|bunker)`,
      ],
    },
    {
      cls: 'euphemism',
      weak: true,
      patterns: [
        // another kind of trip, one way, no luggage: "I'm taking a different kind of trip. One way. No luggage needed."
        `(diferent|another|other|a longer|a final|my final|last) (kind of )?(trip|journey|flight|ride)( $$)|no (luggage|bags|bag|baggage|suitcase) (needed|required|necesary|this time)`,
        // game over for real this time: "Game over fi real dis time."
        `game over ~2 (for real|fi real|this time|dis time|for me|fi mi|for good)`,
        // the survivors counted down, oneself next: "5 left now. Soon to be 4."
        `(son|soon) (to be|itl be|it wil be|wil be) (\\d+|one|two|three|four|five|six|seven|eight|nine|ten)( $$)`,
        // going to be with the comrades gone: "Going to be with the lads."
        `(going|gona|about|ready|time|of) to (be with|join|se) (the lads|the boys|my mates|the fallen|my brothers|the others|my unit|the rest of them)( $$| (again|son|tonight|now|at last|finaly)>)`,
        // days running out by plan: "planning on running out of days pretty soon"
        `(planning|plan|going|gonna|about) (on |to )?(running|run) out of (days|road|time)`,
        // "Nearly there now." said alone
        `^^ (nearly|almost) there now $$`,
        // the wrong meaning let stand: "She thought I meant Pampanga. I didn't."; "going home for good soon"
        `(she|he|they|mum|mom|dad|my (roommate|flatmate|sister|brother|friend)) (thought|thinks|assumed|assumes) i meant`,
        `(going|go|be going|gonna go) home for good (soon|now|this (week|month))`,
        // not being around, and the wrong reason let stand: "said I mightn't be around… Let her think that."
        `(mightnt|might not|may not|wont|wil not|probably wont|prob wont) be around (for|by|in|at|next|come|then|anymore)`,
        `let (her|him|them) (think|believe) (that|so|it|what (she|he|they) (wants?|likes?))( $$)`,
        `(soon|tonight|tomorrow) ~2 (it|everything|all|this|the pain) (wil be|ll be|is|wil all be|ll all be) (over|done|finished|gone) $$`,
        `(finally|soon) (be )?(free|at peace|at rest) $$`,
        `(this is|thats|that s|this might be) (it|the end) for me`,
        `(ready|prepared) to go( $$| now| for good)`,
        `(this|the) (world|life|earth) (aint|isnt|is not|s not|wasnt|was not) (meant |made )?for me`,
        `^^ (im|i m|i am) (ready|prepared)( $$| now)`,
        `(not|never|wont be|am not|im not) coming back( $$)`,
        `${NOT_MINE}(want|wanna|going|gonna|ill|wil|time) to (just )?(let go|give up) (for good|of everything|of life)`,
        // the British, Irish and Australian euphemism: "scared I'll do something stupid"
        `${NOT_MINE}(do|doing) (something|anything) (stupid|silly|daft|drastic|dumb|permanent)(?! (like|again at|at work|at school|in (the|my) (exam|interview|game|match)|with (my|the) (hair|money|car))>)`,
      ],
    },
    {
      cls: 'method',
      patterns: [
        // how long a fall takes from a height: "how long to fall 20 floors"
        `how (long|far|many seconds|fast) ~3 (to fal|fal from|falling|do you fal|would it take to fal) ~4 (\\d+|twenty|ten|fifteen|thirty|forty|fifty) (floors|storeys|stories|metres|meters|fet|ft|m)`,
        // a hose, tape and a garage that seals: "length of hose $14, roll of duct tape $6. Garage door seals fine"
        `(hose|hosepipe|tubing) ~~16 (duct tape|gafer|gafer tape|tape) ~~16 (garage|garage door|shed door) ~2 (seal|seals|sealed|shuts tight|airtight|closes tight)`,
        // one pill a day kept back: "been keeping back one paracetamol a day since january. the jar is nearly full now"
        `(keeping|kept|keep|putting|put|seting|set|saving|saved|hiding|hid|pocketing|pocketed) (back|aside|away)? ?(one|a|1|two|2|a couple of) (of (my|the|mums|dads|her|his) )?(pil|pils|tablet|tablets|paracetamol|ibuprofen|capsule|capsules|sleeping pil|sleeping pils|meds|codeine|tramadol|sertraline|quetiapine)* (a|each|every) (day|night|morning|evening|week)`,
        // sitting in the car in the shut garage with the engine on: "sat in the car in the garage w the engine on and the door down"
        `(garage|garage door|roller door) ~~12 (engine|motor|car) (on|runing|running|going|idling) ~~12 (door|doors|roller door|garage door) (down|shut|closed|pulled down)|(door|doors|roller door|garage door) (down|shut|closed|pulled down) ~~12 (engine|motor|car) (on|runing|running|going|idling)(?! ~~6 (warm|warming|defrost|defrosting|ice|frost|snow)>)`,
        // a hose held to the exhaust and found to fit: "Held it up to the ute's exhaust, it'll do"
        `(hose|hosepipe|tube|pipe|tubing) ~~16 (exhaust|exhaust pipe|tailpipe|tail pipe) ~~6 (itl do|it wil do|that wil do|thatl do|fits|it fits|fited|fit snug|wil reach|reaches|long enough|just right)`,
        // a month's pills put with the others instead of the dosette (a dosette is where they should be, not care): «Put this month's in the shoebox with the others»
        `(prescription|pills|tablets|meds|this month's|this months|the month's) ~~10 (in|into) the (shoebox|shoe box|tin|box|drawer|jar|bag) with the others`,
        // a gun cabinet's key taken: «Took the cabinet key off his hook»
        `(took|nicked|pocketed|grabbed|swiped|borrowed) the (gun )?cabinet key`,
        // a hose, the car, a garage that seals: "hose from the shed. the car. the garage door that actually seals"
        `(hose|hosepipe|tube|pipe|tape) ~~8 (car|exhaust|engine) ~~10 (garage|seal|seals|sealed|sealing|airtight)`,
        // gas let out unlit: "turned on the hob without lighting it, just to see"
        `(turned|turn|turning|left|leave|opened|open) (on )?(the |all the )?(gas|hob|burners?|oven|stove|rings) ~3 (without|not) (lighting|igniting) (it|them)`,
        // a way sought with its object left unsaid: "whats the fastest painless way. still looking"
        `(fastest|quickest|easiest|surest|most painless|least painful|painless) (painless |quick |easy )?(way|method|ways|methods)( $$| (to go|out|to do it|to end it|to not wake up)>)`,
        // a height's railing judged for climbing: "Looked at the railing. It's lower than I remembered. Low enough."
        `(railing|railings|barrier|barriers|parapet|balustrade|guard rail|guardrail|handrail) ~~10 ((is|s|its|it s|it is|was|are|were) (lower|shorter) than i (remembered|thought|expected)|low enough( $$| to (climb|step|get|swing (a|my) leg) over))`,
        // which floor is sure to kill, looked up: "googled what floor you don't survive from"
        `(which|what|how high a|how many) (floor|floors|storey|storeys|stories) ~5 (high enough|is enough|to be sure|for sure|to make sure|guaranteed|is fatal|would kil|wil kil|to die|you dont survive|nobody survives|no one survives|(you|people) (dont|cant) survive)`,
        // a height judged enough: "nine floors should be enough"
        `(\\d+|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (floors|storeys|stories) (should|would|will|ought to|must) (be enough|do it|do the job|be plenty)`,
        // a high place picked for where nobody will ask: "tallest building you can get onto the roof without anyone asking"
        `(building|tower|roof|rooftop|car park|multi storey|bridge) ~12 (without|with no one|with nobody) (anyone |anybody |someone )?(asking|stopping|seeing|noticing)`,
        `${FIRST} ~2 (jump|jumping|leap|leaping|step|stepping|throw my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|throwing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|fling my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|launch my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|fall|falling|let my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) fall|lean|walk|walking) (off|from|out of|in front of|under|into|over) ~3 (${HEIGHT}|${VEHICLE})`,
        // walking into water as a way to die, not for a swim: "I'm walking into the river"
        `${FIRST} ~2 (walk|walking|wade|wading) (into|in) the (river|sea|lake|ocean|water|waves|canal|loch|reservoir)(?! ~6 (swim|swimming|paddle|paddling|surf|surfing|dip|fish|fishing|kids|dog|holiday|cool off|cool down|knees|ankles|waist|boat|kayak|canoe)>)`,
        `(so|how|would be|would be so|it d be|itd be|too|very) easy (to|(it|that) (would|d|wil|wd) be to|(itd|thatd|it s|its|it is) to|itd be to|thatd be to) (just )?(step|jump|fall|let go|lean|end it|take them|swallow|drive|pull|turn the wheel|slip|climb|walk)`,
        `(put|putting|hold|holding|press|pressing|point|pointing|stick|sticking) (it|the gun|the pistol|a gun|his gun|the barrel|the muzzle|${WEAPON}) (to|against|in|into|at) my (head|temple|mouth|chest|heart)`,
        `(blow|blowing) my (brains|head) (out|off)`,
        // a mains appliance taken to the bath: "sat in the bath with the hairdryer plugged in"
        `(hairdryer|hair dryer|hair straighteners|straighteners|curling iron|toaster) ~6 (in|into|over|above|near|next to|by|on the edge of|on the side of) (the )?(bath|bathtub|tub|water)(?! (mat|towel|toys|salts)>)`,
        `(bath|bathtub|tub) ~6 (hairdryer|hair dryer|hair straighteners|straighteners|toaster|extension (lead|cord)) ~2 (plugged in|switched on|turned on)`,
        `(bullet|bullets) (in|into|through) my (head|brain|heart|mouth)`,
        `${FIRST} ~2 pul (the|that) trigger`,
        // an overdose taken, counted or by the container ("swallowed about 40 of my sertraline",
        // "took the whole pack myself"), unless the one who swallowed it is a child, a pet or a patient
        // named in the clause with no "I" after ("the toddler got into my bag and swallowed a whole blister")
        `${NOT_MINE}${theirsNot('(take|taking|took|taken|swallow|swallowing|swallowed|down|downing|downed|eat|eating|ate|drink|drinking|drank|chug|chugging|chugged|gulp|gulped|necked|pop|popped|popping)')} ~2 (al|every|every single|every last|every one of|the whole|a whole|the entire|an entire|a handful of|handfuls of|a bottle of|the bottle of|whole bottle of|entire bottle of|al of|al my|al the|al those|a pack of|the pack of|a box of|two packs of|the rest of|everything in|((about|like|over|around|nearly|almost|at least|maybe) )?[1-9]\\d+(?! (mg|mcg|ml|milligrams|g|grams|units|iu|drops|minutes|mins|min|hours|years|days|times|percent)>)( of)?) ~3 (${PILLS}|blister|blisters|blister pack|blister packs|blister strips|dosette|dosette box|pill box|pill organiser|pill organizer|medicine cabinet|medicine cupboard|first aid box)`,
        `${NOT_MINE}${theirsNot('(take|taking|took|taken|swallow|swallowing|swallowed|pop|popped|popping|necked)')} ~2 (al|every|the whole|a whole|the entire|an entire|the rest of) (pack|packs|packet|packets|box|boxes|bottle|bottles|blister|blisters|strip|strips|tub|stash|supply|prescription)(?! (of|to|with|home|back|out|in|into|from|round|around|for|off|away|up|down)>)`,
        `${NOT_MINE}(take|taking|swallow|swallowing) them al`,
        // the lot washed down with drink, in any dialect: "I'll take the lot wi the voddy"
        `${NOT_MINE}(take|taking|swallow|swallowing|down|downing|neck|necking) (the lot|the whole lot|the hale lot|them al|al of them|aw of them|the rest) (with|wi|and|washed down with) ~2 (vodka|voddy|vodders|wine|whisky|whiskey|booze|gin|rum|bottle|beer|cans|tins|alcohol|bevvy|buckie|drink|spirits|liquor)`,
        `(tie|tied|tying|made|make|making|hang|hung|put up|set up) (a |the )?(noose|rope) ~4 (neck|ceiling|beam|hook|door|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|rafter|tree|stairs)`,
        `(rope|noose|belt) (around|round) my neck`,
        `${FIRST} ~2 (swerve|swerving|drive|driving|crash|crashing|steer|steering|turn the wheel|turning the wheel|ram|ramming) ~3 (into|in front of|off|under) ~3 (oncoming|truck|lorry|tree|wall|pole|bridge|cliff|river|traffic|lane|train|pillar|concrete)`,
        `(crash|crashing|drive|driving|swerve|swerving|steer|steering) ~4 on purpose`,
        // an overdose said to be meant: "took too many on purpose", "overdosed deliberately"
        `((took|take|taking|taken|swallowed|swallowing|downed|popped) (too many|too much|extra|loads|the lot|them al|al of them|more than) ~3|(overdosed|overdosing|od d|oded)( ~2)?) (on purpose|deliberately|intentionaly)`,
        `(walk|walking|wade|wading) into the (sea|river|lake|ocean|water) ~3 (and never|and not|forever|until)`,
        `(lie|lay|lying|laying) (down )?on the (tracks|rails|railway|road)`,
        `${FIRST} ~2 (breathe|breathing|inhale|inhaling) ~2 (gas|fumes|exhaust|carbon monoxide|helium)`,
        `(keep|kept|been|cant stop|can t stop|cannot stop|always|constantly|keep on) (thinking about|thinking of|looking at|staring at|glancing at|imagining) ~2 (the|my|those|his|her|that|a|dads|husbands) ~2 (${PILLS}|${ROPE}|${WEAPON}|${BLADE}|bridge|roof|window|balcony|ledge|tracks|edge|train|jump|fall|trigger|safe)`,
        `${THINK} (putting|holding|pressing|pointing|jumping|stepping|hanging|swallowing|taking|drowning|crashing|swerving|driving) (it|the|a|my|his|al|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|of|into|off|in front)`,
        `(bought|buy|got|ordered|buying|getting) (a |some |the )?(new )?(rope|noose|gun|pistol|bullets|charcoal|razor blades|blades|rat poison|poison|helium) ~~6 not (for|to)`,
        `${METHOD_NOUN} ~~14 how (quick|easy|fast|simple|painless|peaceful|quiet) (it|that|everything|al of it) (would|d|could|wil|might) be`,
        `${METHOD_NOUN} ~~10 (thinking about (it|them|that|him)|think about (it|them)|keep thinking|been thinking about (it|them)|cant stop thinking|on my mind|staring at (it|them)|looking at (it|them)|calling (to )?me|cals to me|tempting|tempts me)`,
        `(voice|voices) ~4 (tell|tels|told|telling|say|says|said|saying|want|wants|whisper|whispers) ~3 (jump|die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end it|cut|hang|to jump|to die|to kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|i should (jump|die|end it))`,
        `${NOT_MINE}((i )?should) (just )?(jump|die|end it|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|disappear forever|not exist|not be here|not be alive)(?! (at|on|in|into|the|over|out|through|for|of|from|laughing)>)`,
        `(walk|walking|wade|wading|go|going|swim|swimming|swim out) (into|out into|out to|in) the (sea|river|lake|ocean|water|waves) ~~6 (not coming back|never come back|wont come back|forever|and never|and not|until|dont come back|no coming back)`,
        `(im|i m|i am) (going to|gonna|about to|ready to) jump( $$| off| from| tonight| today| now)`,
        `(sat|sitting|sit|stood|standing|lay|lying|waited|waiting) ~3 (next to|with|holding|beside|by) ~3 ${METHOD_NOUN} ~6 (hour|hours|long|ages|night|while|minutes|thinking|staring)`,
        `(platform|tracks|ledge|edge|bridge|roof|balcony|railing|cliff|window) ~~10 (felt|feel|feeling|fel) (the |a |that )?(pull|urge|tug|cal|draw)`,
        `${WEAPON} ~~15 (magazine|bullets|ammo|ammunition|cartridges|the key|where (he|she|they) keeps?)`,
        // the gun named, then only "it": held in the lap or to the head, the barrel thought about
        `${WEAPON} ~~12 (sit|sat|sitting|hold|holding|held|stare at|staring at|stared at|look at|looking at) ~2 (it|her|him) ~3 (in my lap|on my lap|in my mouth|to my head|against my head|under my chin|and think about (the barrel|the trigger|pulling|using it))`,
        `(thinking|think|thought|wondering|counting) (about )?how many ~4 ${PILLS}`,
        // knowing or wondering which of the drugs at hand would do it
        `(which|what) (ones?|pills|drugs|meds|medicines|injections|vials|of (them|these|those)|${PILLS}) ~3 (would|could|wil|might|d|can) ~2 (stop (a|my|the|someones) heart|kil me|finish me|end it|end me|do it|do the job)`,
        `(filled|fill|ran|run|running|filling) (the|a) (bath|bathtub|tub) ~~10 (${BLADE}|${PILLS}|wrists|veins)`,
        `(on purpose|deliberately|intentionally) ~8 (${HEIGHT}|overpass|bridge|edge|height|speed)`,
        // looking down from a height, and thinking of it: "stop in the middle and look down at the traffic and think about it"
        `(look|looking|looked|stare|staring|stared|peer|peering|peered|gaze|gazing) (down|over the edge|over the railing|over the side) ~6 (think|thinking|thought|wonder|wondering|wondered|imagine|imagining|picture|picturing) (about it|about (jumping|falling|the drop|stepping off|letting go|climbing over)|how (easy|quick|fast|painless|simple) (it|that))`,
        `(measuring|measure|measured|checking|checked|calculating|estimating) (the )?(height|drop|distance|fall) ~4 (in my head|from|of the)?`,
        `(imagine|imagining|picture|picturing|visualize|visualizing|rehearse|rehearsing|practiced|practicing|practising) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) )?(jumping|hanging|falling|shooting|swallowing|drowning|stepping|cutting|my (death|funeral|body))`,
      ],
    },
    {
      cls: 'method',
      weak: true,
      patterns: [
        // it would be quick: "e go quick sha"
        `(e go|it d|itd|it would|it will|itll|it ll|would be|will be|twould) (be )?(quick|fast|over fast|over quick|quick and quiet)( sha| sef| at least| though| enough| i reckon)? $$`,
        // one bullet is enough
        `(one|a single|1|only one) (bullet|round|shell|cartridge) (is|will be|would be|was|should be) (enough|all i need|plenty|all it takes)|(only|just) (need|needs|takes|need is) (one|a single|1) (bullet|round|shell)`,
        // a death staged as an accident for the insurance: "make it look like an accident so the life insurance pays"
        `((look|looks|looking|seem|seems) like (an|a) (accident|car accident|crash)|(ruled|counted|recorded|logged|passed off|pass|passes) as (an )?(accident|accidental)) ~~20 (insurance|life insurance|policy|payout|pay out|pays out)|(insurance|life insurance|policy|payout|pay out|pays out) ~~20 ((look|looks|looking|seem|seems) like (an|a) (accident|car accident|crash)|(ruled|counted|recorded|logged|passed off|pass|passes) as (an )?(accident|accidental))`,
        // rope shopped for between other things: "been comparing rope on amazon between lectures"
        `(comparing|browsing|researching|looking at|ordered|ordering|priced|pricing) ~3 (rope|ropes|nooses)(?! ~3 (for )?(climbing|the boat|sailing|camping|the tent|towing|the garden|the swing|the washing|the dog)>)`,
        // a high place as the last item of the day: "evening the bridge."
        `(evening|tonight|night|at night|in the evening|then|after that) ~1 (to )?(the )?(bridge|roof|rooftop|tracks|overpass|cliff)( $$)`,
        `(bought|buy|got|ordered|buying) (a |some |the )?(rope|noose|gun|pistol|bullets|charcoal|razor blades|rat poison|poison|helium)(?! for>)`,
        `(stood|standing|stand|sat|sitting|sit|was) (on|at|by) (the|a) (edge|ledge|railing|parapet|roof|rooftop|bridge|platform edge|tracks|window sil|open window) ~6 (long|hour|hours|looking down|staring|thinking|wondering|and thought|for ages)`,
        `(his|my|husbands|dads|fathers|the) (service |hunting |old )?(weapon|pistol|rifle|gun|firearm|shotgun) (is|lies|sits|stays|in the|at home|in the safe|in the drawer|in the closet)`,
        `(already |i |i already )?know (exactly )?(how|when|where)( ill do it| to do it| i wil do it| its going to happen)? $$`,
        `(count|counting|counted) ~3 (${PILLS}|them)`,
        `how (quick|easy|fast|simple|painless|peaceful) (it|that|everything) (would|d|could|wil|might) be`,
      ],
    },
    {
      cls: 'plan',
      patterns: [
        // pills bought shop by shop so nobody asks: "Bought paracetamol in Boots, then Superdrug, then the Co-op, so nobody asks"
        `(paracetamol|pills|tablets|painkillers|ibuprofen|codamol|co codamol|sleeping pills|sleeping tablets|nytol|aspirin|meds) ~~20 so (nobody|no one|noone|they dont|they wont|the pharmacist doesnt|the pharmacist wont) (asks|ask|notices|notice|questions|question|gets suspicious|suspects|clocks)`,
        // saved pills nearly enough: "Almost enough now"
        `${PILLS} ~~20 (almost|nearly|soon) (have )?(enough|there)`,
        `${PILLS} ~~12 (im |i am |been )?(saving|stashing|hoarding|stockpiling|squirreling away|collecting) (them|it|it all) (up|away)?`,
        // prescribed pills not taken but saved up: "I'm not taking them, I'm saving them up"
        `(not|stopped|quit) (taking|swallowing) (them|it|my ${PILLS}|the ${PILLS}) ~~8 (saving|keeping|hiding|collecting|stashing|storing|hoarding|putting away|squirreling away) (them|it)`,
        // a rehearsal that held, a day still to pick: "did a practise run last night with the belt. it holds. just need to pick a day now"
        `(practi[cs]e run|dry run|trial run|test run|rehearsal|rehearsed|practi[cs]ed) ~~10 (it holds|it held|holds my weight|held my weight|took my weight|takes my weight|(pick|choose|set) (a|the) (day|date))`,
        // a place and an hour with their cover of dark: "- the bridge at 6, when it's dark"
        `(?<! (meet|meeting|met|see you|pick (me|you|her|him|them) up|picnic|walk|walking|run|running|jog|jogging|photos?|photograph|shoot|date) ~3 )(bridge|cliff|cliffs|tracks|railway|viaduct|roof|rooftop|car park|multi storey|quarry|pier) at (\\d{1,2}|midnight|dawn|dusk) ~4 (when (it s|its|it is|its) dark|when (nobody|no one|noone)|before (anyone|anybody|people|the first train)|while (everyone|everybody|they) (sleeps|sleep|is asleep|are asleep))`,
        // a route timed to a height: "going to the overpass… walked it twice this week to time it"
        `(overpass|flyover|bridge|tracks|railway|cliff|cliffs|viaduct|roof|rooftop|quarry|dam) ~~14 (walked|drove|cycled|ran|went) (it|there|the route|that way) ~4 (to time it|and timed it|timing it|to time how long)`,
        // a practice run with a means: "Did a practice run last night. Stood on the chair with the belt round the beam."
        `(practice run|dry run|test run|trial run|rehearsal) ~~16 (${ROPE}|beam|stool|ledge|railing|noose)`,
        // a rehearsal done and the next time promised: "did a practice run last night with the belt… next time i wont stop"
        `(practice run|dry run|test run|trial run|rehearsal|rehearsed) ~~12 (next time|tomorrow|tonight) (i )?(wont|will not|wil not|am not going to|im not gonna) (stop|chicken out|back out|bottle it)|next time (i )?(wont|will not|wil not) (stop|chicken out|back out|bottle it)( $$)`,
        // a plan told in bare words, a sentence each: a place where it is done, then the decision ("Garage. Decided.")
        `^^ (the |my |our )?(garage|shed|barn|loft|attic|bridge|tracks|railway|roof|rooftop|cliff|cliffs|woods|pier|quarry|car park|multi storey) $$ ~~4 ^^ (decided|its decided|it s decided|decision made|mind made up|ready|its time|it s time|final) $$`,
        `(${SELF}|already|have|ve|just) ~2 (decided|made up my mind|made the decision|chosen|picked|set|planned|figured out|worked out|know) ~2 (to die|to end it|to end my life|to kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|to do it ${TIME}|how (to|ill|i wil|im going to) (do it|end it|die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))|the (date|day) (to|for|of) (die|do it|end it|my death)|when and how|how and when)`,
        `(have|got|made|making|writing|wrote|worked out) (a |my )?(plan|plans) (to|for) (die|dying|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end it|ending it|(suicide|sucide|suiside|suicde|suecide|suiscide)|ending my life|end my life|my death)`,
        `(bought|got|saved|collected|ordered|stole|took) ~3 ${PILLS} (to|so i can|so i could|for) (overdose|od|die|end it|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|an overdose)`,
        `(stockpil*|hoard|hoarding|saving up|saved up|been saving|saving|collecting|collected|gathering|gathered|hiding|stashing|stashed|hid) ~3 ${PILLS}`,
        `${PILLS} ~3 (saved up|stockpiled|hoarded|stashed|hidden away|collected)`,
        `(researched|researching|googled|googling|looked up|looking up|searched|searching|reading about|read about) ~3 (how to (die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|hang|overdose|od|end it)|painless (ways?|methods?|death)|(suicide|sucide|suiside|suicde|suecide|suiscide) methods|methods|ways to die|how long it takes to die|the (highest|tallest) (bridge|building)|quickest way to die)`,
        `(research|researching|researched|googling|googled|looking up|looked up|reading about|read about|comparing|compared) ~4 (which|what|what kind of|the best|the right) ~2 (${PILLS}|meds|drugs|method|methods|way|ways|rope|height|poison|bridge|building) ~4 (work|works|worked|kil|kils|fastest|quickest|best|painless|lethal|fatal|surest|most effective)`,
        `(tonight|tomorrow|friday|this (weekend|week)) (is|wil be) (the )?(night|day|time|end)(?! (of|for|out|off|to go|we|i get|i meet|at)>)( $$| ~3 (die|go|end it|do it|leave))`,
        `${TIME} ~4 (im doing it|i m doing it|ill do it|i wil do it|it ends|it wil end|it wil be over|ill be gone|i wil be gone|ill end it|i wil end it|ill take (them|the pills|al)|ill jump|i wil jump|ill go)`,
        `(im doing it|ill do it|i wil do it|ill end it|ill take them al|its happening) ~4 ${TIME}`,
        `(wrote|written|writing|updated|made|finished|drew up|drawn up) (my|a|the|out my|out a|up my|up a) (wil|testament) ~8 (letters?|goodbye|date|ready|pills|rope|before i|last|tonight|tomorrow|door|(cat|dog|pet|pets|fish) (food|fed|sorted)|so they|so (nobody|no one))`,
        `(everything|al|it) is (ready|prepared|set|in place|arranged|planned) ~~6 (${METHOD_ITEM}|die|end it|goodbye|letters|wil|tonight|tomorrow)`,
        `(picked|chose|chosen|set|picked out|decided on|found) (a|the|my) (date|day|spot|place|time|way|bridge|building|method) ~~6 (die|do it|end it|wil|ready|${METHOD_ITEM}|nobody|no one|where no one|where nobody)`,
        `(picked|chose|chosen|found) (a|the|my) (spot|place|bridge|building) (by|near|on|at) ~3 (where (nobody|no one)|river|bridge|tracks|roof|cliff|lake|sea)`,
        `(my|the) plan (is|s|wil be|was) ~4 ${METHOD_NOUN}`,
        // the one who will find the body thought of ahead: "cleaned so whoever finds me doesn't find a mess"
        `(whoever|who ever|(the|whichever) (person|one|neighbour|neighbor|cop|police|officer) (who|that)) (finds|wil find|ll find|is going to find|s going to find|has to find|ends up finding) (me|my body)(?! (a|an|the|some|another|one|work|somewhere|something|anything)>)|find my (dead )?body`,
        // and the door left open for them: "unlocked the front door so they don't have to break it"
        `(unlocked|unlock|unlocking|left|leave|leaving) (the )?(front |back |flat |bedroom |bathroom )?door (open |unlocked )?so (they|the police|the cops|police|someone|somebody|whoever|the paramedics|my (mum|mom|dad|landlord|family)) ~3 (break|kick|force|smash) (it|in|down|the door)`,
        `(my|the) plan (is|s|wil be) (tonight|tomorrow|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this weekend)`,
        `(planning|planned|plan|plotting|organizing|organising|preparing|scheduling|arranging) (my )?(own )?(death|(suicide|sucide|suiside|suicde|suecide|suiscide)|exit|ending|end)(?! (of|to|from)>)`,
        `(enough|plenty of|sufficient|a lot of) ~2 ${PILLS} ~5 (to do it|to die|to end it|to not wake|to never wake|for the job|properly|to be sure|to make sure|to finish it|to kil)`,
        `(least painful|most painless|painless|easiest|quickest|fastest|most peaceful|surest|most reliable|most effective|gentlest|best|cleanest) (way|method|methods|ways) ~1 (to )?(die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end it|end my life|leave this world|check out|commit (suicide|sucide|suiside|suicde|suecide|suiscide)|od|overdose|hang my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))`,
        `(least painful|most painless|painless|easiest|quickest|fastest|most peaceful|surest|gentlest|best) (way|method|methods|ways) (to )?go( $$)`,
        `${TIME} ~6 (im going|im gona|ill go|i wil go|going|im heading|ill head|(i|ill|i wil|im|then i|then ill) (drive|driving|walk|walking|head|heading|get the (bus|train)|take the car)) (to )?(the )?(bridge|roof|rooftop|tracks|river|cliff|sea|lake|overpass|station)`,
      ],
    },
    {
      cls: 'plan',
      weak: true,
      patterns: [
        // a day settled on, said and left: "Sunday it is."
        `^^ (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow) it is $$`,
        // a cover story for rehoming a pet: "Told her it is because of work travel"
        `(told|tell|telling) (her|him|them|everyone|mum|mom|my \\w+) ~3 (it is|its|it s|it was|that it is|that its) (because of|for|due to) ~3 (work|travel|a trip|moving|a move|my job|the job|the new job)`,
        // evenings spent by the tracks, watching the trains: "i don stand near that track three evenings now dey watch am"
        `(stand|stood|standing|sat|sit|sitting|wait|waited|waiting|don stand) (near|by|beside|next to|on|at) (the|that|dat|those) (track|tracks|rail|rails|railway|line|level crossing|crossing) ~~8 (three|3|two|2|four|4|five|5|every|many|several|all) (evenings|nights|days|times|mornings)`,
        // affairs squared away by a date: "I'll have everything squared away by then"
        `(have|get|got) (everything|it all|all of it|my affairs|my stuff|things) (squared away|in order|sorted|tidied up|wrapped up) by (then|that day|the \\d+(st|nd|rd|th)?|sunday|monday|tuesday|wednesday|thursday|friday|saturday)`,
        // a date circled as fitting: "circled the 14th… seems fitting to finish on a good number"
        `(circled|marked|picked|chose|chosen|ringed) (the )?(\\d+(st|nd|rd|th)?|date|day) ~~24 (fitting|right day|good day|good number|finish|to end|the end)`,
        // a diary that stops at a day: "After Friday, no plans."
        `(after|beyond|past) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this week|this weekend|the weekend|that day|that) ~2 (no plans|nothing planned|no more plans|i have no plans|nothing)( $$)`,
        `(made|make|making) (my )?peace with (it|this|that|my decision|dying|death)`,
        `(ive|i have|i ve|i|i ve finally|i finally|have) (decided|made up my mind|made my decision|made the decision)( $$| its| it is| tonight| tomorrow| now)`,
        `(my mind is made up|the decision is made|theres no going back|there is no going back|no turning back now)`,
        `(everything|al) is (ready|prepared|set|in place|arranged) $$`,
        `(picked|chose|chosen|set|picked out) (a|the) (date|day|spot|place|time|way)`,
        `(wrote|written|writing|made|drew up|drawn up) (my|a|the|out my|up my) (wil|testament)`,
        // a place for it scouted: "found the cliff path on Google Earth, checked the tides"
        `(checked|checking|looked up|looking up|googled|googling|scouted|scouting|researched|street view|google earth) ~3 (the )?(tide|tides|tide times|cliff|cliffs|cliff path|cliff top|clifftop|the drop|drop|how high|height of|which bridge|bridge height|train times to (the )?(bridge|cliff|coast))`,
        `${TIME} ~3 (im doing it|ill do it|i wil do it|its happening|is the (day|night))`,
        `(is|wil be) the (day|night) $$`,
        `^^ (todays|tonights|tomorrows) the (day|night)( $$)`,
      ],
    },
    {
      cls: 'farewell',
      patterns: [
        // a last word for granny, and the last thing written: "Tell Granny mi love her and she fi nuh cry too long"
        `(tel|tell) (granny|nan|nana|gran|grandma|mum|mam|mom|ma|mama|dad|my sister|sis|my brother|him|her|them) ~2 (i|mi|that i|dat mi) (love|lov|luv) (her|him|them|she|dem|you) ~6 (not to|nuh|no|not|dont|fi nuh) (cry|grieve|greve|be sad|worry) (too|to|so) (long|much)`,
        // passwords left where someone will look first, after: "put it in the bread bin where Mum will look first, after"
        `where (mum|mom|mam|dad|they|she|he|someone|my (wife|husband|son|daughter|sister|brother|partner|mum|mom|dad)) (will|ll|would|is going to) (look|find it|find them|see it) (first )?after $$`,
        // a last hug the other does not know is the last: "last hug she gets off me and she's got no idea"
        `(last|final) (hug|kiss|cuddle|goodbye|time) (she|he|they|you|mum|mom|dad) (gets|get|will get|ll get|gets to have) (off|from|with) me`,
        // things given away, then hugs held too long or a goodbye: "gave away my hoodies and my sketchbooks… hugged everyone a bit too long. bye i guess"
        `(gave|giving|given|give) away ~4 (stuff|things|clothes|hoodies|hoodie|books|sketchbooks|sketchbook|games|guitar|art|drawings|collection|plushies|jewellery|jewelry|records|vinyls|figures|cards) ~~24 (hugged|hugging|hugs|said bye|said goodbye|goodbye|bye|one last|a bit too long|too long)`,
        // things to be of use after: "at least someone gets some use of my stuff after"
        `(use|good) (of|out of|from) (my|al my|al of my) (stuff|things|belongings|gear|clothes|games)( after( $$)| when im gone| once im gone| when i m gone| after im gone)`,
        // life insurance checked for its suicide clause: "the life insurance (pays out after a year, I checked the small print)"
        `(life insurance|the policy|insurance policy|life cover) ~10 (pays out|pay out|payout|covers it|still pays) ~4 (after (a|one|two|\\d+) (year|years)|if (it s|its|it is) suicide|for suicide)`,
        // letters for children to read later: "Wrote a note for each of them for when they're older"
        `(wrote|written|writing|write|left) (a |one )?(note|letter|notes|letters|card|cards) (for|to) (each|every one|all|both) of (them|my kids|the kids|the boys|the girls|my boys|my girls|my children) ~4 (for when|to open|when (they|theyre|they re|they are) (older|grown))`,
        // a cover story told, then denied: "Told the girls at work I'm moving. I'm not moving."
        `told ~6 (im|i m|i am) (moving|going away|travelling|traveling|leaving|emigrating) ~~4 (im|i m|i am) not (moving|going away|travelling|traveling|leaving|emigrating|going anywhere)`,
        // something of oneself left to them: "i wanted them to have something of me"
        `(want|wanted|wanting) (them|her|him|you|my (family|sister|brother|friends|kids|mum|mom|dad)) to have (something|a piece|a bit|anything) (of|to remember) me`,
        // a goodbye nobody knew was one: "none of them realised it was a goodbye"
        `(nobody|no one|noone|none of them|they (didnt|did not|dont|do not)) ~2 (realised|realized|knew|noticed|know|realise|realize|get|got) ~3 (it was|that was|this was|it s|its) (a |my )?(goodbye|farewell)`,
        // passwords left so someone can get into one's things after: "wrote all my passwords on a card for mum so she can get into my stuff after"
        `(password|passwords|pin|pins|login|logins|codes) ~12 (so|that) (she|he|they|mum|mom|dad|someone|somebody|my (wife|husband|partner|sister|brother|mum|mom|dad)) (can|could|wil be able to) (get into|access|open|unlock|sort) (my|al my) (stuff|things|accounts|phone|laptop|bank|socials) (after|afterwards|when im gone|once im gone)( $$)`,
        `(?<! (his|her|their|hers|theirs|our) )(goodbye|farewell|(suicide|sucide|suiside|suicde|suecide|suiscide)|last|final|parting) (letter|letters|note|notes|message|messages|video|texts)(?! ((he|she|they|hed|shed|theyd|he d|she d|they d) (had )?(sent|wrote|written|left|posted|recorded|gave)|(from|off) (him|her|them))>| (to|for) (my )?(old )?(colleagues|team|coworkers|class|students|boss|clients|subscribers|job|work|company|school|office|university|classmates)>)`,
        `(this is|this wil be|its|here is|heres) (my )?(last|final) (entry|post|note|message|words|diary entry|page|time (writing|i write))(?! (in|of|for|before|until|til|this)>)`,
        `(my )?(last|final) (entry|words|diary entry|note) (here|ever|before)`,
        `(when|after|once|by the time) (i m|im|i am) (gone|dead|no longer here|not here|no more|not around)(?! (on|for|to|at|from|with|abroad|away)>)`,
        `(when|after|once) (i m|im|i am) (gone|dead) $$`,
        `(after|when) my (death|(suicide|sucide|suiside|suicde|suecide|suiscide)|funeral)`,
        `(wont|will not|dont|no longer) need (them|it|these|those|this|anything|my things|my stuff) (where im going|where i m going|after (tonight|tomorrow|this)|any more after)`,
        `(goodbye|bye|farewell) (world|cruel world|forever|for good|for ever|my loves?|everyone forever|life)`,
        `(this is|its|it s|so this is) (goodbye|farewell|my goodbye)( $$| forever| for good| everyone| al)`,
        `(dont|do not|please dont|please do not|let (nobody|no one|noone|none of you)|nobody (should|must|is to)|no one (should|must|is to)) (blame yourselves|blame yourself|cry for me|cry over me|weep for me|grieve|mourn|mourn me|be sad when im gone|feel guilty|be sad for me)`,
        `(sorry|forgive me|im sorry) (for|about) (what im (about|going) to do|what i m (about|going) to do|leaving you like this|leaving like this|doing this to you)`,
        `(take care|look after|care for|feed|walk) (of )?(my|the) ~2 (cat|cats|dog|dogs|kids|children|son|daughter|mom|mum|plants|parrot|pet|pets|family|rabbit|hamster) ~3 (when im gone|after im gone|for me when|after i m gone|after tonight|for me after|once im gone)`,
        `(gave|give|giving|given) (away )?(al )?(my|away my|away al my|my favorite|my favourite) ~2 (things|stuff|belongings|possessions|clothes|books|jewelry|jewellery|guitar|games|collection|savings) ~~6 (wont need|not need|dont need|no longer need|where im going|goodbye|last)`,
        `(letter|letters|note|notes|message|messages|video|videos|recording|recordings) (to|for) ~3 (kids|children|family|mom|mum|mother|dad|father|husband|wife|parents|sister|brother|son|daughter|everyone|loved ones|partner|friends) ~~8 (just in case|in case|after|when im gone|if something happens|to open|goodbye|to read when)`,
        `(said|say|saying) (my )?(goodbyes|goodbye|farewels) ~3 (in my head|silently|quietly|without them knowing|forever)`,
        `(if|when) (you re|youre|you are|anyone is|someone is|somebody is) reading this ~4 (sorry|im sorry|forgive|goodbye|gone|dead|too late|not here)`,
        `(if|when) (you re|youre|you are|anyone is|someone is|somebody is) reading this ~~4 (sorry|im sorry|forgive me|goodbye|please)`,
        `(wont|wil not|not going to|dont) (be )?(needing|need) ~4 (after (tonight|today|tomorrow|this|sunday|friday|this weekend)|where im going|anymore after)`,
        `(tomorrow|after tonight|after today|soon|by (friday|monday|sunday|the weekend)) ~3 (i )?(wont|will not|wil not) (need|be needing) ~3 (any of (it|this|that)|anything|them|it)`,
        `(wont|will not|wil not|not going to) (be )?(needing|need) (them|it|these|those|any of (it|this)) ~2 (this winter|this summer|this year|next year|where im going|after (tonight|today|tomorrow))`,
        `(the |my )?(letter|letters|note|notes|envelope) ~~8 (dont|do not) open (it|them) (before|until|til|till)`,
        `(deleted|deleting|closed|closing) (al )?(my )?(accounts|social media|profiles) ~~6 (goodbye|last|gone|wont need|not need)`,
        `(tied up|tying up|putting my affairs in order|put my affairs in order|sorted my affairs|settled my debts|paid off my debts) ~~6 (so (nobody|no one)|before i|goodbye|gone|last|wont need|dont need)`,
      ],
    },
    {
      cls: 'farewell',
      weak: true,
      patterns: [
        // the animals left to a neighbour's care: "Told Kev next door to check on the dogs"
        `(told|asked) ~3 to (check on|feed|look after|mind|take) the (dogs|dog|cat|cats|animals|horses|chickens|sheep|ewes)`,
        // everything arranged now: "Everything is arranged now. I feel light."
        `everything (is|s) (arranged|sorted|settled|in order|taken care of) now( $$|>)`,
        // all the savings sent to family: "Transferred all my savings to Mama's account"
        `(transferred|sent|moved|wired|gave) (all )?(of )?(my )?(savings|money|everything i have) to ~4 (account|mama|mum|mom|my sister|my brother|my kids|my son|my daughter|my wife|my husband)`,
        // a pet rehomed with family: "rehomed Pickle with my sister today"
        `rehomed ~6 (with|to) (my )?(sister|brother|mum|mom|mam|dad|neighbour|neighbor|friend|nan|gran|aunt|auntie)`,
        // a soldier's medals handed on: "Gave my service medals to my nephew"
        `(gave|given|handed) (away )?my (service )?(medals|dog tags|beret|watch|rifle|guitar|tools) to`,
        // a call made only to thank: "Rang my old section commander just to say thanks for everything"
        `(rang|called|phoned|rung|texted|messaged) ~5 just to say (thanks|thank you) (for everything|for al of it|for it al)`,
        // affairs put in order: "signed the house over to Margaret", "paid the funeral plan up in full"
        `(signed|signing|sign) (the|my) (house|flat|bungalow|car|farm|shop|business|land|cottage) over to`,
        `(paid|paying|pay|sorted|arranged|settled) (up |off )?(the |my )?funeral (plan|plot)|(paid|paying) (up )?(the|my) funeral`,
        // a goodbye made proper, a finding wondered about: "rang our Keith to say cheerio proper", "How long before anyone knocks?"
        `(say|said|saying) (goodbye|cheerio|farewell|bye|tara|ta ra) (proper|properly|for good|one last time|while i stil can|while i can)`,
        `how long (before|until|til) (anyone|anybody|someone|somebody|they|the neighbours|the neighbors) (knocks|knock|notices|notice|finds me|find me|comes|come|checks|check|misses me|miss me)`,
        // things given away, told as a clear-out: "gave my ps5 to my cousin… im having a clear out. of everything."
        `(gave|giving|given|give) (away )?(my|al my|all my) ~2 (ps5|ps4|xbox|switch|console|games|hoodies|clothes|guitar|bike|books|jewelery|jewellery|jewelry|collection|trainers|records|vinyl|laptop|camera|plants) (to|away|today)`,
        // a goodbye kissed in sleep: "Kissed her goodbye tonight while she slept"
        `(kissed|kiss|kissing) (her|him|them) goodbye ~3 (while (she|he|they) (slept|sleeps|was sleeping|were sleeping)|in (her|his|their) sleep)`,
        `(clear out|clearing out|clear-out|getting rid of things) ~~3 of everything`,
        `(sorry|forgive me|im sorry|i m sorry) (for|about) (everything|al of it|al this|being me|being born|everything i|al the pain)`,
        `^^ (goodbye|bye|farewell)( everyone| al| everybody| my friends| mom| mum| dad)? $$`,
        // a last time only the writer knows of, and comfort for after: "they don't know it's the last time", "I'll be okay where I'm going"
        `(they|she|he|nobody|no one|none of them|mum|mom|dad|mam) (dont|doesnt|didnt|wont|do not|does not) know ~1 (its|it s|it was|it wil be|this is|this was|that was|thats|that s) (the|my) last (time|goodbye|cal|hug|visit|conversation|talk)(?! (we|well|we ll|you|youl|you ll|they|theyl|they ll|in|at|of|on|for|before)>)`,
        `(please )?(dont|do not) (be sad|cry|grieve|mourn) (for long|too long|for too long|for me|over me|when im gone|when i m gone|after)|(ill|i ll|i wil|i am going to|im going to|i m going to) be (okay|ok|fine|happy|at peace|free|better) where (im|i m|i am) going`,
        `(i love|love) (you al|you guys|al of you|everyone|you so much) ~3 (goodbye|bye|farewell|forever|always wil|sorry)`,
        `(i love|love) (you al|al of you|you guys) $$`,
        `(please )?(take care|look after|care for) (of )?(my|the) ~2 (cat|cats|dog|dogs|kids|children|son|daughter|plants|parrot|pet|pets|rabbit|hamster)`,
        `(gave|give|giving|given) (away )?(al )?(my|away my|away al my) (things|stuff|belongings|possessions|favorite things|favourite things)`,
        `(it was|its|it s|it is) (nobodys|nobody s|no ones|not anyones|not your|not anybodys) fault`,
        `(wont|will not|dont|no longer) need (them|it|these|those|my things|my stuff|anything) (anymore|any longer)`,
        `(remember me|dont forget me|do not forget me) ~3 (goodbye|when|as|forever|please)`,
        `(thank you|thanks) (for everything|al) ~3 (goodbye|bye|sorry|forever)`,
        `(said|saying) (my )?goodbyes`,
        // a goodbye said as if it were the last: "said bye to the dog properly"
        `(said|say|saying) (my )?(goodbye|goodbyes|bye|farewel|farewels) ~4 (properly|proper|for the last time|one last time|for good|forever)`,
        // alone, a goodbye to everyone is as often a leaving do as a last goodbye
        `(said|say|saying) (my )?(goodbye|farewels) ~3 (to everyone|to everybody|to al)`,
        `(passwords|bank details|pin codes|pins|accounts|logins) ~6 (for|to) (my )?(sister|brother|mom|mum|wife|husband|kids|family|partner|son|daughter)`,
        `(gave|given|giving) (away )?(my|al my) ~2 (boots|coat|clothes|things|stuff|books|guitar|jewelry|jewelery|phone|laptop|bike)`,
        `(cancelled|canceled|cancel|closed|ended) (my )?(phone|phone contract|contract|subscriptions|gym|lease|accounts|insurance)`,
        `(paid|pay|paying|prepaid) (the |my )?(rent|bills|debts|loan) ~3 (for the next|in advance|ahead|for (two|three|four|six|\\d+) months|until)`,
        `(if|when) (you re|youre|you are) reading this`,
        `(to )?(whoever|whomever|anyone who|the person who|whoever it is who|whoever it is that) (reads|finds|is reading|ends up reading|gets|opens) (this|my) ~2 (after|afterwards|when im gone|once im gone|after im gone|when i m gone)`,
        `(none|no part|nothing) of (this|it|what happened|what i did|what im doing) (is|was|s) (your|anyones|anybodys|anyone s|their|his|her) fault`,

        `^^ (sorry|im sorry|forgive me) (mom|mum|dad|everyone|guys|al|my love|babe|kids)`,
        `^^ (i )?love you( al| so much| guys| mom| mum| dad| forever)?( $$)`,
        `(this|it) (isnt|is not|wasnt|was not|s not) (your|anyones|anybody s|anybodys|your fault) ?(fault)?`,
      ],
    },
    {
      cls: 'burden',
      patterns: [
        `(better|happier|easier|better off|freer|relieved|lighter|calmer|richer|safer|wil be fine|wil be ok|wil be okay) ~3 without me`,
        // the household's sum done without the writer: "the best decision this family could make is to remove me from it"
        `(best|kindest|smartest|wisest) ~4 (decision|thing|choice|move|option|favour|favor) ~8 (is|would be|wil be|could be) (to )?(remove|removing|erase|erasing|subtract|subtracting|lose|losing|get rid of|getting rid of|be rid of|cut out|cutting out) me( $$| from (it|this|the family|the household|the equation|the picture|their lives|this family|this house|our family))`,
        `(better|happier|cheaper|easier|freer|relieved|lighter|better life|easier life|happier life|better lives|easier lives|would be fine|would be ok|would be okay) ~6 (if|once|when) i (was|were|werent|weren t|wasnt|didnt|did not|m|am|d) (gone|dead|not here|not around|no longer here|out of the picture|here|around|alive|exist|existed|disappeared|disappear|never born)`,
        `(if|once|when) i (was|were|wasnt|werent|m|am) (gone|dead|not here|not around|no longer here|out of the picture) ~6 (better|happier|easier|freer|relieved|lighter|fine|ok|okay)`,
        `(${SELF}|feel like|feel like im|just|only|such) (a|the|nothing but a|only a|just a|such a|a huge|a big|a constant|the biggest) (burden|weight|drain|waste of (space|air|oxygen|money|life|(their|his|her|my (parents|familys|family s|mums|moms|dads)) (money|sacrifice|sacrifices|savings|love|effort|time))|burden to everyone|problem for everyone|inconvenience to everyone|parasite|dead weight)`,
        // the article dropped: "I'm dead weight", "i feel like such dead weight"
        `(im|i m|i am|i feel like|i feel|feel like|i ve become|ive become|i became) (just |such |nothing but |only |pure |total )?(dead weight|a drain on everyone|a burden to everyone)`,
        // worth more dead: the insurance or the pension paid out instead of the writer
        `(better off|richer|worth more|easier|happier) ~4 ((collecting|collect|cashing in|cash in|paid out) (on )?(the|my)|(with|from) my) (life insurance|life policy|death benefit|death in service)`,
        `(im|i m|i am|id be|i d be|i would be) worth more (to (them|my family|everyone|her|him) )?dead( than alive)?`,
        `(burden|burdening) (on|to|for) (my|everyone|everybody|them|him|her|the family|people|those)`,
        `(nobody|no one|noone) (would|wil|d) (miss|notice|care about|even miss|even notice) me`,
        `${BETTER} ~8 ${SELF_GONE}`,
        `${SELF_GONE} ~8 ${BETTER}`,
        `(drain|burden|weight|anchor|leech|parasite|waste) (on|to|for) (my|everyone|the) ~2 (parents|family|husband|wife|kids|children|mom|dad|everyone|friends)`,
        `(without me|once im gone|if i disappeared|if i were gone|if i was gone) ~6 (could|would|can|wil|d) ~3 (finally )?(have (some )?peace|be at peace|have a (life|normal life)|rest|breathe|live|relax|be free|move on|be happy|heal|sleep)`,
        `(he|she|they|he d|she d|theyd|they d|everyone|my family|my husband|my wife|my kids) ~3 (be|would be|d be) (free|happier|better off|fine|relieved|at peace) ~4 (if|once|when) i ~2 (disappeared|died|was gone|were gone|left|vanished|wasnt here|wasnt around)`,
        `${NOBODY_NOTICES} ~~10 ${SELF_DEATH_IF}`,
        `${SELF_DEATH_IF} ~~10 ${NOBODY_NOTICES}`,
        `(remove|erase|delete|get rid of|take away|cut out|subtract) (me|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) ~3 (everything|everythings|everyone|it al|things|problem|problems|the family|they) ~3 (fixed|solved|better|fine|good|easier|better off|happy|happier|works)`,
        `favou?r ~3 (by )?(disappearing|dying|leaving|being gone|killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|vanishing) (permanently|forever|for good)?`,
        `(do|doing|would do) (them|everyone|everybody|my family|the world|you al) a favou?r (by|if i) ~3 (dying|died|disappearing|disappeared|leaving|left|gone|killing|not being)`,
        `(ruin|ruining|ruined|destroy|destroying|poison|poisoning) (everyone s|everyones|everybodys|everybody s|their|my family s|my familys|al their|al of their|my kids|my childrens|my parents) (lives|life)`,
      ],
    },
    {
      cls: 'burden',
      weak: true,
      patterns: [
        // a debt a death would clear: "if I die my student loan gets written off lol"
        `if i (die|was dead|were dead|m dead|am dead|was gone|were gone) ~4 (loan|loans|debt|debts|mortgage|overdraft|student finance) ~3 (gets |get |is |are |would be |wil be )?(written off|wiped|cleared|paid off|cancel+ed)`,
        `(nobody|no one|noone) (needs|wants|cares about|would care about) me`,
        `(im|i m|i am) the (problem|reason everything|cause of everything)( $$| here| in this family| for everyone)`,
        `(ruin|ruins|ruining|destroy|destroys|poison|wreck) (everything|everyone|al) (i touch|around me)`,
        `(i only|i just|al i do is|i always) (ruin|destroy|mess up|cause problems for|hurt) (everything|everyone|everybody|people)`,
        `(theyd|they d|they would|everyone would|everybody would|the world would) (be )?(not )?(even )?(notice|care|miss me)`,
      ],
    },
    {
      cls: 'selfHarm',
      weak: true,
      patterns: [
        // food or water withheld as punishment: "ate half a rice cake today. thats my punishment"
        `((my|as|a) punishment for ~~6 (food|eat|ate|eating|water|drink)|(ate|eat|eating|food|water|drink|drinking) ~~8 (my|as|a) punishment)`,
        `^^ (relapsed|i relapsed|relapse)( hard| again| tonight| badly| today)?( $$)`,
        `(wanted|want|needed|need) (it|the pain) to hurt`,
        `(bandages|plasters|band aids) ~4 (running out|ran out|hide|to hide)`,
        `(hide|hiding|hid|cover|covering) (the |my )?(cuts|scars|burns|bruises|wounds)`,
        `(punish|punishing|punished) my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)`,
      ],
    },
    {
      cls: 'selfHarm',
      patterns: [
        // the blade got out of a pencil sharpener: "opened a sharpener with a screwdriver", "took apart a sharpener for the blade"
        `${NOT_MINE}(opened|opening|took apart|taking apart|take apart|unscrewed|unscrewing|prised|prized|pried|prying|dismantled|dismantling) (up |open |apart )?(a|the|my|another|an old) (pencil )?sharpener`,
        `${NOT_MINE}(cut|cutting|cuts|slash|slashed|slashing|carve|carved|carving|burn|burning|burned|burnt|harm|harming|harmed|scratch|scratching|scratched|punch|punching|punched|hit|hitting|beat|beating|bite|biting|starve|starving|scar|scarring|stab|stabbing|mutilate|mutilating|hurt|hurting|injure|injuring|pinch|pinching) my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)(?! (shaving|playing|by accident|accidentally|on(?! purpose)|while|when|during|at the|in the(?! (face|head|stomach|chest|ribs|gut|mouth|nose|jaw|eye|eyes|legs?|arms?|thighs?))|cooking|chopping|slicing|falling|badly on|with (the|a) (knife|paper|can) while|up|out|free)>)`,
        `${NOT_MINE}(cut|cutting|cuts|slit|slitting|slice|slicing|carve|carved|carving|scratch|scratched|scratching|burn|burned|burnt|burning|stab|stabbed) (my |into my |on my )?(arms|arm|wrists|wrist|thighs|thigh|legs|leg|skin|stomach|belly|veins|hips|hip|forearm|forearms|body)(?! (on(?! purpose)|by accident|accidentally|while|when|shaving|cooking|chopping|at work|playing|off|with the (knife|scissors|can) while)>)`,
        `(burn|burning|burned|burnt) (my )?(arm|arms|skin|hand|hands|wrist|wrists|thigh|thighs|legs?|stomach) with (a |my |the )?(lighter|cigarette|cigarettes|iron|match|matches|hot|candle|kettle)`,
        `(hit|hitting|bang|banging|banged|bash|bashing|bashed|slam|slamming|slammed|punch|punching|punched|smash|smashing|smashed) my (head|fists?|hands?) (against|on|into) (the )?(wall|walls|door|floor|table|mirror)(?! (with|over|trying|about|of|at work|at this)>)`,
        `(self harm|selfharm|self harming|self harmed|self injury|self injure|self injuring|self mutilation|self mutilate|self hurt)(?! (awareness|prevention|support|group|research|article|free|clean|recovery)>)`,
        `^^ (sh|sh d|shd)( again| tonight| today| last night| yesterday| twice| bad)`,
        `(relapse|relapsed|slipped|slip up|broke my streak|broke my clean streak|lost my streak) ~~8 (razor|blade|blades|cut|cutting|cuts|sh|self harm|burn|burning|${EMOJI.blade})`,
        `(started|start|went back to|back to|urge to|urges to|craving to|want to|wanna|need to) (cutting|cut|burning|sh|self harm|hurting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harming my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) (again|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) again|tonight)`,
        `(cutting|cut|burned|burnt|scratched|hurt) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) )?(again|deeper|deep|til|till|until) ~4 (blood|bled|bleed|bleeding|quiet|numb|feel|sleep)`,
        `(scratched|scratching|scratch|picked|picking|clawed|clawing|tore|tearing) ~3 (til|till|until|to the point) ~2 (blood|bled|bleed|bleeding|it bled|they bled|raw)`,
        `(again|tonight|today|last night|relapse|relapsed) ~2 ${EMOJI.blade}`,
        `${EMOJI.blade} ~2 (${EMOJI.blood}|again|clean)`,
        `(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|weeks|months|days) (days|weeks|months|years)? clean ~2 (gone|ruined|broken|over|wasted|lost|down the drain)`,
        `(fresh|new) (cuts|scars|wounds|burns) (on my|again|tonight|today)`,
        `my (thighs|arms|wrists|legs|skin|stomach) ~4 (look like|looks like|covered in|ful of) ~2 (a map|scars|cuts|lines|a mess|ribbons)`,
        `(biting|bite|bit|pinching|pinch|pinched|hitting|hit) my (arm|arms|hand|hands|wrist|wrists|leg|legs|thigh|thighs|skin) ~3 (til|until|to the point) ~3 (bruise|bruises|bleeds|bleed|bled|bruised|hurts|marks)`,
        `(cut|cutting|burned|burnt|burning|scratched|hit|punched|bit|hurt|harmed) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|my \\w+)? ?~3 (on purpose|deliberately|intentionally|to feel|so it would hurt|until it hurt|til it hurt)`,
        `(burned|burnt|burn|burning|cut|cutting|scratched|stabbed) my (wrist|wrists|arm|arms|thigh|thighs|skin|hand|hands|leg|legs|stomach) ~6 (on purpose|again|deliberately|intentionally|to feel|makes? the (noise|voices|pain) stop)`,
        `^^ (cut|burned|burnt|scratched|hurt my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harmed my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|sh d|relapsed) (again|tonight|today|last night)`,
        `(punched|hit|banged|slammed|kicked|smashed) (the|a|my) ~1 (wall|door|mirror|window) ~4 (until|til|till|so hard) ~4 (knuckles|hand|hands|fist|fists|blood|bled|bleeding|split|broke|bruised)`,
        `((picked|took|grabbed|reached for) (up )?(the|a|my) (blade|razor|knife|lighter)|(used|using|use) (the|a|my) (blade|blades|razor|razors|lighter|sharpener|compass)) ~2 (back up|again|once more)(?! (to|for|on the)>)`,
        `(\\d+|one|two|three|four|five|six|weeks|months|days|years) (days|weeks|months|years)? clean ~~8 (blade|razor|cut|cutting|sh|self harm|burn)`,
      ],
    },
    {
      cls: 'hopelessness',
      patterns: [
        // no year ahead with oneself in it: "I can't picture any version of next year with me still in it"
        `(cant|cannot|can not) (picture|imagine|see) ~4 (next year|the future|a future|christmas|next summer|next spring|this time next year) (with me|that has me) (stil )?(in it)`,
        `(there is|theres|there s|i have|ive got|i ve got|i see|i can see|i got|have|see) no (future|way out|hope|point|exit|light|tomorrow|reason to live|reason to go on|reason to keep going|purpose) (for me|in my life|left for me|anymore|at al|in living|to living|to go on|for my life)`,
        `^^ (theres |there is |there s |i see |i have )?no (way out|future|hope|exit|light at the end)( $$| for me| of this| anymore| at al| left)`,
        `(i|i ve|ive|i m|im|i am) (see|seeing|have|got|can see) (no|zero|nothing of a) (future|way out|hope|tomorrow)`,
        `(nothing|nothings|nothing s) (wil|is going to|s going to|gonna|ll|wil ever|is ever going to|is ever gonna|ever going to|ever gonna) (ever )?(get|be|change|improve|turn) ?(better|any better|different|ok|okay|good|around|right|for me)?`,
        `(it|things|life|my life) (wil|is going to|s going to|gonna|ll) never (get|be) (better|any better|ok|okay|good|right)`,
        // no world in which it improves: "There isn't a version of my life where this gets better"
        `(isnt|is no|s no|are no|arent|no)( a| any| one| single)? (version|versions|scenario|scenarios|world|future|outcome|outcomes|path|timeline) (of (my life|this|things) |for me )?(where|in which|that) ~3 (gets|get|getting|is|are|wil be|turns out|end|ends) (better|ok|okay|fine|good|wel|happy|different)`,
        // hope given up on: "I've stopped believing tomorrow could be different", "gave up hoping things would change"
        `(stopped|quit|gave up|given up|give up|no longer|dont even|cant even) (believing|believe|hoping|hope|expecting|expect|thinking|think) (that )?(tomorrow|things|life|my life|anything|the future|the pain|it|i) ~1 (could|would|wil|can|might|ever|d|ll|to|is going to|s going to|gonna) ~1 (be different|change|get better|be better|improve|be any different|be any better|be ok|be okay|go away|turn around|get easier|feel better|get wel|recover)`,
        `(no|dont see any|dont see a|dont have any|dont have a|lost (my|al|any|the)|without (a|any)|cant find (a|any)|cant see (a|any)|cannot find (a|any)) (reason|point|wil|purpose|motivation|desire|meaning|strength)( left)? (to|in|for) (live|living|go on|going on|keep going|be alive|exist|existing|continue|carry on|keep living|stay|stay alive|wake up|get up|life)`,
        `(whats|what s|what is) (even )?(the )?point (of|in) (living|life|being alive|going on|existing|continuing|carrying on|waking up|staying alive|my life|it al|any of it|anything)`,
        `(my life|life|my future|(any|what|whatever|the) future i (had|have|ve got)) (is|s|feels|has become|was) (over|finished|ruined|pointless|meaningless|hopeless|worthless|a dead end|empty and pointless|not worth it|gone|dead|destroyed|done)`,
        `nothing (left )?(to live for|left for me|worth living for|keeping me here|holding me here|to go forward to|worth getting (up|out of bed) for)`,
        `(^^ |(i have|ive got|i ve got|i got|theres|there s|there is|i ve|ive|have) )nothing (left )?(to hold on to|to hold onto|to cling to|to keep me going|to get up for)`,
        `(theres|there s|there is|i see|i have|ive got|i ve got|i got) (nothing|not a (single )?thing|not one thing) ~2 (ahead|ahead of me|in front of me|left for me|to look forward to|to go forward to|waiting for me|worth getting (up|out of bed) for)`,
        `(no light|no future|no hope|no way out) ~4 (no light|no future|no hope|nothing|no way out)`,
        `(dont|don t|do not|cant|can t|cannot) (see|imagine|picture) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|me) ~2 (getting out|ever getting|surviving|making it|getting better|being happy|being ok|being okay|recovering|living|growing old)`,
        `(give|gave|given|giving) up on (life|everything|living|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|being alive|the future)`,
        `(cant|can not|cannot) (go on|keep going|carry on|live|continue) (living|like this|anymore|any longer|any more|this way)`,
        `(done|finished) with (life|living|everything|it al|existing|this life|being alive)`,
        `(no one|nobody|nothing) can (help|save) me (anymore|now|at al)`,
        `(dont|don t|do not|cant|can t|cannot) see (the|any) point (anymore|any more|in anything|of anything|in living|in going on|in life|in (carrying|keeping|going) on|in continuing|of (living|carrying on|going on|continuing))`,
        // a future refused whole: "there's no version of it I want to be in"
        `no version of (it|this|that|the future|my future|my life|next year|the year|tomorrow) (i|id|i d) (want|wana|would want|could stand|can stand|care) to (be in|live in|live|see|be part of)`,
        `(im|i am|i m|life is|everything is|it s|its) (completely |so |totaly |utterly )?hopeless`,
        `(lost|lost al|no) (hope|wil to live|reason to live|wish to live|desire to live)`,
        `no point (in |to )?(living|life|going on|being alive|existing|waking up|getting up)`,
        `no (version of (the|my) future|future|world|scenario|universe|way|chance) (where|in which) ~4 (this|it|things|i|life|my life|anything) ~2 (get|gets|getting|wil get|ever gets) (better|any better|easier)`,
      ],
    },
    {
      cls: 'hopelessness',
      weak: true,
      patterns: [
        // no picture of oneself at an age: "I can't picture myself at 30"
        `(cant|cannot|can not|never could) (picture|imagine|see) my ?self (at|turning|reaching|making it to) (\\d+|twenty|thirty|forty|fifty|sixty)`,
        `(cant|can not|cannot) (do this|take (it|this)|handle (it|this|life)|bear (it|this)|cope|stand it|stand this) (anymore|any longer|any more)`,
        `(cant|can t|cannot|can not) keep (doing this|going|living like this|pretending|fighting|going on)`,
        `(cant|can t|cannot|can not) (do|live|take|bear) (this |it |that )?(forever|for the rest of my life)( like this)?`,
        `no point (in|to) (anything|everything|any of it|trying)( anymore)?`,
        `(im|i m|i am|i feel) (so |just |completely |totaly )?(done|finished|empty|broken|exhausted of everything|numb) $$`,
        `^^ (i give up|give up|i quit|whats the point|what s the point|what is the point|why bother|why even try)`,
        `(whats|what s|what is) (even )?the point $$`,
        `(dead|numb|empty) inside`,
        `(i|i m|im) (cant|can not) (anymore|do it anymore)`,
        `(nothing|no one|nobody) (can|could|wil) (help|save|fix) (me|this)`,
      ],
    },
    {
      cls: 'dose',
      patterns: [
        // boxes of a prescription left untouched and kept: "thats 3 boxes i havent touched, lined up behind the shampoo"
        `(boxes|packs|packets|strips|bottles|blisters|sheets) (of (pills|tablets|meds|them) )?(i|that i|ive|i have) (havent|have not|never|didnt|did not) (touched|opened|taken|used|started)`,
        `(lethal|fatal|deadly|toxic|overdose|od|killing|dangerous|mortal) (dose|doses|amount|amounts|dosage|quantity|level|limit)`,
        `(dose|amount|dosage|how many|how much|quantity) ~5 (is|are|would be|s|becomes|wil be) (fatal|lethal|deadly)`,
        `how (many|much) ~8 (would|wil|could|might|is|are|s|re) (be )?(fatal|lethal|deadly|enough to die|enough to kil)`,
        `how (many|much) ~8 (to (just |simply )?not wake up|to (just |simply )?die|to die|to not wake up|to never wake up|to kil (me|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|a person|someone|you|an adult)|to be (fatal|lethal|deadly|enough)|to end it|to od|to overdose|wil kil|would kil|kils|is (lethal|fatal|deadly)|are (lethal|fatal|deadly)|before (it becomes|its|it is|it gets) (fatal|lethal|deadly|dangerous)|so it works|so that it works|to make sure|to stop my heart|to sleep forever|to die in my sleep|would be enough to|is enough to (die|kil))`,
        `(max|maximum|maximal|highest) (dose|amount|dosage) ~8 (fatal|lethal|die|deadly|kil|dying|not wake|never wake)`,
        `(enough|sufficient) (pills|tablets|meds|${PILLS}|of (them|it|my)) ~2 to (die|kil me|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|not wake up|never wake up|end it|od|overdose|do it)`,
        `${PILLS} (needed |required |it takes |does it take |would it take )?to (die|not wake up|never wake up|end it|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|od|stop breathing)`,
        `(can|could|would|wil|does|do) ~3 ${PILLS} ~3 (kil me|kil a person|kil you|be fatal|be lethal|stop my heart|make me not wake up)`,
        `(overdose|od) on (purpose|my|al|the whole|everything)`,
        `${PILLS} ~4 (enough|sufficient) ~2 to (not wake|never wake|die|kil|end it|stop my heart|od|overdose|do it)`,
        `how (much|many) ~10 (stop|stops|would stop|wil stop) (a|my|the|someones) heart`,
      ],
    },
    {
      cls: 'dose',
      weak: true,
      patterns: [
        `how many (it would take|would it take|would be enough|i would need|i need|it takes)`,
        `(researched|researching|googled|googling|looked up|looking up|searched|searching) ~3 (how many pills|lethal|overdose)`,
      ],
    },
    {
      cls: 'relapse',
      patterns: [
        `((suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|dark|those|these|the same|old|bad|death|killing|(suicide|sucide|suiside|suicde|suecide|suiscide)) (thoughts|urges|feelings|ideas|voices|ideation|cravings|wishes) ~3 (are|is|have|keep|started|re|s|has|keeps)? ~2 (back|coming back|come back|returning|returned|creeping back|back again|here again|resurfacing)`,
        // the old plan come back: "the plan from last year is back in my head", "my old plan has come back"
        `(the|my|that) (old )?plan ~3 (is|s|has|are|have)? ~1 (back|come back|returned|creeping back|coming back)(?! (on|to|at|from|with|together|up|for|in (place|action|business|motion|play))>)`,
        `(back|coming back|returning) ~2 (to|in) (that|the same|the old|that dark) (place|state|hole|darkness|headspace|spot)`,
        `(the|my) (urge|urges|thoughts|wish|wishes|desire) to (die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end it|end my life|cut|hurt my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) (are|is|s|re|has|have) (back|returning|coming back|returned)`,
        `(thoughts|urges) (of|about) ((suicide|sucide|suiside|suicde|suecide|suiscide)|death|dying|killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|ending it) ~2 (again|are back|returned|returning)`,
        // the voice of an old attempt: "the same voice telling me to finish what I started in '18"
        `(voice|voices|urge|urges|thoughts|my head|my brain) ~4 (tell|tells|telling|told|say|says|saying|want|wants|wanted|urging|begging) (me )?(one thing ~1)?(to )?(finish|complete) (what|the job) (i|id|i d|i had|she|he|they|we|the old me) (had )?(started|began|tried)`,
        // or the old self come back for it: "the old me is back and she only ever wanted to finish what she started"
        `(the old me|old me|the other me|the old voice) ~12 (finish|complete) (what|the job) (i|id|i d|i had|she|he|they|we) (had )?(started|began|tried)`,
        // a clean streak told, then broken: "three years clean and I cut last night"
        `(day|days|week|weeks|month|months|year|years) (self harm |sh |cutting )?(clean|free|sober) ~~8 (and|but|then|until|til|till) (then )?(i )?(last night |tonight |today |yesterday |this morning )?(cut|relapsed|slipped|burned|burnt|hurt my ?self|harmed my ?self|sh d|picked up the (blade|razor)|did it again|broke it|broke the streak|gave in|caved|threw it (al )?away|blew it)`,
      ],
    },
    {
      cls: 'relapse',
      needs: 'pastCrisis',
      patterns: [
        // after an attempt, thinking of it again: "now again I think only about this"
        `(again ~3 (think|thinking|thought|dream|dreaming) ~2 (about|of) (it|this|that|doing it|ending it|dying|death)|(think|thinking|thought|dreaming) ~2 (about|of) (it|this|that|doing it|ending it) ~2 again|(the same|my old|that) plan ~3 (again|every (night|day)|back|in my head))`,
        `(finish|finishing|complete|completing) (what|the job|the thing) (i|id|i d|i had) (started|began|tried)`,
        `(again ~2 (this|these|those|the|that|the same|my old|my) (thoughts|urges|ideas|dreams|wishes|voices|plans)|(thoughts|urges|voices) ~3 again)`,
        `(wont|will not|wil not|not going to) (make|repeat) (that|the same) (mistake|error) (again|twice)`,
        // another go, done better: "I want to try again, properly this time"
        `(try|trying|do it|doing it|attempt it|go|have another go) again ~2 (properly|right|for real|for good|better)`,
        `this time (ill|i wil|im going to|i m going to|im gonna|i wont fail|i wil not fail|it wil work|for (sure|real|good)|ill make sure|i wil make sure|ill do it right|i wil do it right|nobody wil (save|stop|find) me|no one wil (save|stop|find) me|i wont survive|ill finish it|i wont mes up)`,
        `((thoughts|urges|it|they) (are|is|re|s|have|has) (back|coming back|returning|returned|come back)|(thoughts|urges|feelings|voices|cravings) (came|come|crept|creeping|crawled|started coming|keep coming|kept coming|are coming|came right|crept right) back)`,
        // back at the old work: "I'm back to planning how to go", "back to googling ways"
        `(back to|back at|again)( (lying|laying|sitting|staying) (awake|up|in bed|there|up at night))? (planning|plotting|working out|figuring out|researching|googling|looking up|searching|thinking about|rehearsing) ((how|ways|methods|when|where|which (night|day|way|date|bridge|place|spot|method)) (to|of|i could|i d|id|i would|i wil|ill|i m going to|im going to|im gonna) (do it|go|end it|end things|die|kil|finish|get it done|make it work)|the (method|spot|date|details))`,
        `(again|once more) ~3 (looking up|searching|googling|researching|thinking about) ~2 (methods|ways|how)`,
        // the planning itself resumed: "I've started planning again", "back to planning it"
        `(started|start|starting|begun|began|am|im|i m|been|keep|kept) (planning|plotting) (it |my exit |my death |everything )?(again|al over again)`,
        // the old thoughts saying what they said before the attempt: "say the same things they said before I swallowed the pills"
        `(say|says|saying|tel|tels|telling|whisper|whispers|whispering) ~2 (the same|those same|the old) (things|stuff|words|lines|lies) ~6 (before|last time|that time|back then)`,
        `(looking up|searching|googling|researching|looked up|searched|googled|researched) (methods|ways) ~2 again`,
      ],
    },
  ],
  cues: {
    deed: [
      `(gone|went|go|going|got|get) through with it`,
      `(do it|doing it|go through with it|going through with it|it (wil|is going to|s going to|is gonna) happen|its happening|when it happens|it happens)`,
    ],
    alone: [
      // just me, said alone: "Booked the cabin near the cliffs for the 14th. Just me."
      `^^ (just me|only me|on my own|al alone|by myself)( $$)`,
      // the others out until an hour named: "Mum's at work till 6"
      `(mums|moms|dads|mum|mom|dad|everyones|everyone|my (husbands|wifes|partners|parents|brothers|sisters|flatmates|roommates|husband|wife|partner|parents|brother|sister|flatmate|roommate)) (is |are )?(at work|away|out|on nights|on shift|at school) (til|till|until) \\d+`,
      // everyone asleep at the hour named: "Everyone's asleep then"
      `(everyones|everybodys|everyone|everybody|the house|the whole house|they|theyre|the kids|my parents|mum|mom|dad|hes|shes) (is |are |wil be |ll be |wil al be )?(asleep|in bed|out cold|gone|out|away) (then|by then|at that time|at that hour|at that point)`,
      `((when|while|once|after|as soon as) (the )?(flat|apartment|house|home|room|place|dorm|office) (is|s|gets|wil be) (empty|quiet)|(when|while|once|after|as soon as) (no one|nobody|noone) (is|s|wil be) (home|here|around|awake|looking)|(when|while|once|after) (everyone|everybody|the kids|my (husband|wife|partner|parents|mom|mum|dad|roommate|roommates|flatmate|flatmates|housemate|housemates|boyfriend|girlfriend|family|folks|carer)|they|he|she) (is|are|s|re)? (asleep|gone|away|out|at work|at school|at (the|my) (mom|mums|moms|parents))|before (anyone|anyones|anybody|anybodys|everyone|everyones|everybody|the kids|they|theyre|he|hes|she|shes|my (husband|wife|partner|parents|flatmates|roommates|mum|mom|dad)) (is |s |are |re |gets |get |wakes |wake )?(up|awake|home|back)|when ~1 (on (his|her|their) (night )?shift|away|out of town)|when ~1 (is|s) (on (his|her|their|the) (night )?shift|away|asleep|out of town|gone|at work)|(the kids|the children|my kids|my children|my husband|my wife|my partner|my son|my daughter) (are|is) (with (their|his|her) (dad|mum|mom|father|mother|grandparents|grandma|granny)|away|at (their|my|his|her) ~2)|(the )?(flat|house|apartment|home) is (so )?(quiet|empty)|(when|once|after|while|til|till|until) ~2 (takes|has|picks up|drops off|drops) (them|the kids|the children|the boys|the girls|the baby|my (kids|children|son|daughter|boys|girls))|(wife|husband|partner|missus|kids?|children|family|parents|folks|everyone|everybody|(wife|husband|partner) and (the )?(kids?|kid|baby|boys|girls))l? (wil be|ll be|l be|be|are going to be|re going to be) (at|with|away at|over at|staying at|staying with) (their|his|her|my|our|the) ~2|(the kids|the children|my kids|my children|my son|my daughter) (wil be|ll be|l be|are going to be|re|are|is) (at|with) (their|his|her|my) ~2|home alone|alone (tonight|this weekend|al weekend|for the weekend)|have the (flat|apartment|house|place) to my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))`,
    ],
    death: [
      // no rescue this time: "nobody will pull me out", "somewhere nobody finds me"
      `(nobody|no one|noone) (wil|would|could|can|is going to) ((pul|fish|drag) me (out|back|like)|(save|find|stop) me (in time|this time)|find me( $$))|(nobody|no one|noone) (finds|wil find|would find|could find|can find|wil ever find) me( $$| there)`,
      `(if it hits( me)?,? it hits|(part of me|a part of me|i secretly|secretly i) (hopes|wants|wishes|hope|want|wish) (it|they|one|the (missile|rocket|drone|shell|bomb)) (does|do|hits|hit|lands|wil|would|gets me))`,
      `(not sure|dont know if|unsure if|dont know whether|not sure if) i (want to|wanna|can|wil|could) (survive|live|make it|go on|keep going|stay|keep living)|(not sure|dont know if|unsure if|dont know whether|not sure if) (im|i m|i am|il|i wil|id|i d|i would) (be )?(walking|walk|coming|come|making it|make it|getting|get|climbing|climb) (back )?(up |off |down |from )?(it|there|this|that)( alive| again)?( $$| tonight| this time)`,
      `${NOT_MINE}(die|dying|death|be dead|being dead|was dead|were dead|better dead|(suicide|sucide|suiside|suicde|suecide|suiscide)|(suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|${KILL_SELF}|${KILLING_SELF}|not (be )?alive|not exist|not existing|stop existing|cease to exist|(take|taking|took|remove|removing) my ?self (out of|from) (the|this) (picture|equation|world)(?! (at|for|on|of|with|in) (work|the (project|team|group|meeting|deal|race|running|chat|drama|rota))>)|not wake up|never wake up|not waking up|not see (the )?(morning|tomorrow|another day)|sleep forever|not be here|no longer be here|not be around|wont be here|not be on this earth|disappear (forever|for good|completely)|vanish (forever|for good)|end it( al)?|ending it( al)?|end everything|end things|my own funeral|my funeral|my grave|the other side|the afterlife|(go|going|to go) out (on my own terms|the same (day|way|night) ~4 (did|went|died|as)|the (way|day) ~4 (did|went|died))|overdose|od|unalive|ctb|the end of me|the end of my life|last breath|stop breathing|my heart (to )?stop|lights out|punch my (own )?ticket(?! (at|on|for|to|and|before|when|in|then)>)|cash in my chips|find my body|rest (for good|forever|at last for good)|(im|i m|i am) checking out $$|look like an accident|if (im|i m|i am) (not|no longer) (here|around|alive) (tomorrow|anymore|next|by|in the morning)|(someone|somebody|anyone|please|pls|plz) (please )?stop me|stop me (before|from)|bleed out|bleeding out|(cant|cannot|dont|do not|can not) (imagine|see|picture) (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) )?(being )?(alive|here|around|living|getting older|growing old|getting through|making it through|surviving|making it to|at (30|40|50|thirty|forty|fifty))|(dont|do not) want to (fight|try|keep trying|keep fighting|carry on|go on|keep going) (anymore|any more|any longer)|wake up (disappointed|upset|angry|sad|annoyed)|stay asleep(?! (til|until|through|past|longer|al|for|in|on)>)|sleep and (never|not) (wake|get up)|out of (everything|it al|life|this life|this world|existence)|(disappear|vanish|leave|go|gone|be gone) from (this|the) (world|earth|planet)|leave this (world|earth|life)|fade out(?! (of|the|music|song|scene)>)|(it al|everything|this|life|it) to (be over|end|stop)|${EMOJI.death})`,
    ],
    wish: [
      `((so|too) easy to|how easy (it would be|it d be|itd be|it wil be|that would be|thatd be|to)|it would be (so )?easy to|itd be (so )?easy to)`,
      `${NOT_MINE}(i think to|think to|thinking to|want|wants|wanted|wanna|wish|wished|wishing|hope|hoping|pray|praying|ready|decided|decide|deciding|decision|made up my mind|going to|gonna|about to|fixin to|fixing to|finna|boutta|plan|planned|planning|intend|intending|tempted|urge|urges|longing|long for|crave|craving|thinking about|thinking of|think about|thought about|thoughts of|thoughts about|cant stop thinking|keep thinking|wondering about|wonder about|wondered about|fantasi*|daydream*|dream about|dreaming about|would rather|d rather|might as wel|(im|i m|i am|il be|ill be|i wil be) (finally )?allowed to|let my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|should just|time to|its time|i wil|ill|i am going|im going|easier to|(so|too|would be|be) easy to|how easy|tempting|appealing|calls to me|pulls me|pulling me|drawn to)`,
    ],
    means: [
      // by the cliffs: "Booked the cabin near the cliffs"
      `(near|by|at|over|above|on top of|overlooking) the (clifs|clif|gorge|quary|quarry|cliftop|clifftop)`,
      // a roof or terrace whose door is checked: "prestige tower terrace door locked or not"
      `(rooftop|rof|roof|terace|terrace) (access|door|hatch) ~3 (locked|unlocked|open|opened|left open|or not)?`,
      // a quarry road: "Sat, 3am, the quarry road."
      `(the |a |old )?(quary|quarry) (road|edge|lake|pit|drop|face)`,
      // a single round kept: "one cartridge in me coat pocket"
      `(one|a single|just the one|just one|single|1) (cartridge|bullet|shel|shotgun shel|slug)(?! (left|short|mising)>)`,
      // the pull of a place or a means felt: "that old pull toward the river", "the tug of the tracks"
      `(pul|puls|tug|draw|lure|cal|urge|urges) (toward|towards|of|to) (the|that) (river|water|sea|lake|ocean|tracks|rails|railway|bridge|edge|ledge|cliff|roof|drop|platform|overpass|pills|pils|rope|blade|blades|knife)(?! (bank|banks|side|walk|path|view|front|trip|party|cruise|club|shop|station)>)`,
      // the edge of a platform and what lies below a bridge, named
      `(the )?yellow line|(bridge|bridges|drop|fal) ~3 (is|are|looks|so|very) ~1 (high|far down)`,
      // a car driven into something solid, a platform's end, a train that passes without stopping
      `(floor|flooring|floored|drive|driving|drove|swerve|swerving|swerved|steer|steering|steered|plough|ploughing|ploughed|plow|plowing|plowed|wrap|wrapping) (it |the car |my car |the truck |the ute |the van )?(into|off|under) (a|the|that|an|some) ~1 (pillar|tree|wall|barrier|lorry|truck|pole|lamppost|lamp post|embankment|cliff|overpass|bridge|abutment|oncoming|semi|road train|river|quarry)|(platform|platforms) (edge|end)|(end|edge|far end) of the platform|(train|trains|express|freight|\\d+ \\d+) ~4 (doesnt|does not|dont|do not|wont) stop`,
      `(${PILLS}|${WEAPON}|bullets|rope|ropes|noose|nooses|${BLADE}|poison|rat poison|bleach|antifreeze|(bottle|bottles|sachet|sachets|tin|tins|can|cans|packet|packets|cup|glass|jerrycan) of (the |some )?(pesticide|insecticide|weedkiller|weed killer|paraquat|gramoxone|dichlorvos|organophosphate|sniper)|(drink|drank|drinking|swallow|swallowed|swallowing|took|take|taking|down|downed) (the |some |a )?(pesticide|insecticide|weedkiller|weed killer|paraquat|gramoxone|dichlorvos|organophosphate|sniper)|charcoal|the tracks|the rails|(train|railway|rail|tram) (line|lines|track|tracks)|onto the tracks|jump|jumping|hang|hanging|drown|drowning|the ledge|the edge|top floor|high enough|overdose|od|knives|belt|cord|door handle|doorknob|ceiling hook|a hook|the beam|railway crossing|level crossing|platform edge|edge of the platform|in front of (a|the) (train|bus|truck|lorry|car)|under (a|the) (train|bus|truck|lorry)|which (bridge|roof|building|floor|tree|branch|cliff)|how high|how far down|the drop|looking down (from|at|over)|gun safe|(my|the|a) method (is )?(sorted|ready|chosen|picked|decided|set|planned)|method sorted|medicine cabinet|medicine box|first aid kit|(al|everything in) my (meds|pils|medication|medicine)|(second|third|another|extra|fourth) (box|pack|packet|bottle|strip)|look like an accident|(standing|stood|sitting|sat|climbed) (on|onto|at|over) (the )?(edge|ledge|roof|railing|bridge|parapet|windowsil|window sil)(?! (terrace|top bar|garden|deck|bar|party)>)|\\d+ floors|(\\d+)(th|st|nd|rd)? floor|floor \\d+|how many floors|engine running|running engine|(a|the|garden) hose|hose ?pipe|hose (and|&) (duct |gaffer )?tape|(duct|gaffer) tape (and|&) (a |the )?hose|(mag|mags|magazine|magazines|clip) (is |are |s |re )?loaded|loaded (the |a |my |his )?(mag|mags|magazine|magazines|gun|pistol|rifle|shotgun|revolver)|one in the chamber|chambered (a|one|the) round|(hairdryer|hair dryer|straighteners|toaster) ~6 (bath|bathtub|tub)|exhaust pipe|carbon monoxide|exhaust fumes|car exhaust|(run|running|ran|left|leave|leaving|start|started|starting) the (car|engine|motor) ~4 (garage|shed)|(car|engine) running ~3 (garage|shed)|(closed|sealed|shut) garage|(fastest|quickest|easiest|painless|surest|most reliable|least painful|cleanest) (way|method|option)|painless|methods|how (fast|far|hard|quick|close|high|long) ~3 (have to|need to|must|would have to|need|should) (step|jump|lean|fall|swerve)(?! (asleep|behind|back|apart|in love|for|rope)>)|${EMOJI.rope})`,
    ],
    prepare: [
      // a life insurance exclusion counted: "Life insurance has a 13 month exclusion… after 12 April it pays out"
      `(life insurance|policy|insurance) ~~14 (exclusion|suicide clause|exclusion period|contestability|pays out|pay out|wil pay|would pay)`,
      // browsing history cleared: "clear chrome history android"
      `(clear|clearing|cleared|delete|deleting|deleted|wipe|wiped) (my |the )?(chrome |browser |search |google |internet )?(history|search history|browsing history)`,
      // the gun taken out of its cabinet: "Took the twelve bore out of the cabinet"
      `(tok|taken|took|get|got|getting|took down|taking) (the |my |me |dads |grandads )?(twelve bore|12 bore|shotgun|rifle|gun|pistol|revolver|22|303) (out of|from|down from) (the |its |my )?(cabinet|safe|gun safe|gun cabinet|cupboard|wardrobe|loft|attic)`,
      // the means laid out and left there: "lined them all up on the desk", "haven't put them back"
      `(lined|lining|line|laid|laying|lay|set|setting|spread|spreading) (them|the (pills|tablets|meds|blades|razors)|it) (al )?(up|out)(?! ~4 (dosette|organiser|organizer|pill box|pil box|days of the week|for the week|for the month|as usual|as prescribed)>)|(havent|have not|didnt|did not|not yet|never) put (them|it|the (pills|tablets|meds|blades|razor|razors|rope|gun)) (back|away)`,
      // someone believing the cover story ("she thought it was for the op"); the act not done yet
      `(she|he|they|everyone|everybody|mum|mom|dad|the (solicitor|lawyer|cashier|pharmacist|chemist|doctor|gp|nurse|guy|man|woman|lady|clerk|bloke)) (thought|thinks|assumed|assumes|figured|believes|believed) (it was|it s|its|it is|they were|they re|i was) (just )?for|(havent|have not|didnt|did not|not) (done|do) it yet|(havent|have not) (gone|went) through with it yet`,
      // a train timed where it passes: "I've timed the 6:40 express three mornings now"
      `(timed|timing|clocked|clocking) (the )?(\\d+ \\d+ |\\d+ )?(train|trains|express|expresses|freight|freights|intercity|${EMOJI.train})`,
      // time spent on a bridge or an edge: "I stay long time on this bridge every day"
      `(stay|stayed|staying|linger|lingered|lingering|stand|stood|standing|sit|sat|sitting) ~4 (on|at|by|over) (the|this|that|a) (bridge|edge|ledge|roof|railing|parapet|cliff) ~3 (every (day|night|morning|evening)|for (hours|ages|a long time|so long)|each (day|night))`,
      `(saving|saved|save) (up )?(my |the |them|it|pils|tablets|meds)|stockpil*|hoard|hoards|hoarded|hoarding|collecting|collected|stashed|hid|hidden|hiding|counted|counting|count them|tested|testing|tied|tying|knot|measured(?! (for|up|out)>)|checked how|checked (the|that the|if the|whether the) (beam|beams|rafter|rafters|hook|hooks|knot|banister|bannister|loft hatch|railing|railings|drop|height)|looked up|searched|googled|researched|reading about|scouted|went (up )?to (the )?(roof|bridge|top|edge|tracks)|stood (on|at) (the )?(edge|roof|bridge|balcony|ledge|tracks|platform)|(standing|stood|stand|sitting|sat) (right |just |too |so |really )?(close to|near|on|at|by) (the )?(edge|roof|bridge|balcony|ledge|tracks|platform)|(keep|kept|keeps) (going|walking|driving|coming) (back )?(there|to the (bridge|tracks|station|roof|cliff|edge|river|platform|car park))|(gone|went|go|going|run|ran|running|played|playing|play) (it )?(over|through|out) ~2 (in my head|a hundred times|again and again|every (day|night)|so many times)|rehears*|(told|tel|telling|said to|lied to) (the |a |my )?(cashier|pharmacist|chemist|shop assistant|assistant|shopkeeper|checkout|doctor|gp|guy|bloke|fella|lad|chap|girl|kid|lady|woman|man|clerk|staff|salesman|saleswoman|worker|them|him|her|everyone) ~3 (it s|its|it was|they re|theyre|they were|it is) (just )?for|enough (pils|tablets|of them|to)|al of them|all of them|ordered|picked (a|the) (spot|place|day|date|bridge)|chose (a|the) (spot|place|day|date)|the spot|the place|the date|set a date|know how|know where|know exactly|(looking|staring|stared|looked|sitting here looking) at (it|them|it al) ~3 (for (an|one|two|three|half an) hour|for hours|al (night|evening|day))|(deleted|delete|clear|cleared|wiped) my (search |browser )?history|incognito|(same|that) (website|site|forum|page) every (night|day)|(pharmacist|pharmacy|chemist) ~6 (look|looked|asked|sold|second|another)|from (two|three|different|several|diferent) (pharmacies|chemists|shops|doctors)|i know what (im|i m|i am) doing|${EMOJI.pill} ${EMOJI.pill} ${EMOJI.pill}|in my hand|right now|stockin*|stocking up|stocked up|(got|have|ve got|got like|have like) (like )?\\d+( now| left| saved| of them)?|just in case|in case i need|keep (it|them|the|a|my) ~2 (in|under|with|on|near|by) (my|the)|thought it (al )?through|worked it (al )?out|figured it (al )?out|(working|worked|work|figuring|figured|figure) out (how|when|where|which)|(got|have|ve got|get) it (al )?(sorted|planned|arranged|figured out|worked out)|sorted it (al )?out|(its al|it s al|everything is|everythings|everything s|al is|my affairs are|affairs are|things are) (in order|sorted|squared away|arranged|taken care of)|planned it|researching|research|found (a|the) (way|method)|i think i found it|(he|she|they|nobody|no one|noone|dad|mom|mum) (doesnt|dont|does not|do not|wont) know|in my room( now)?|under my (bed|pillow|mattress)|in my (drawer|bag|car|wardrobe|closet)|know which|found out (where|how)|figured out (where|how)|where (he|she|dad|mom|mum|they) keeps|(looked|looking|stared|staring|stare|look|looked down|looking down) (at|from|over) ~4 ((for )?(a long time|ages|hours|too long|a while)|again|every (day|night))|been there ~3 times|(stood|standing|stand|sat|sitting|lingered|lingering|hung around|hanging around|waited|waiting) (on it|there|up there|at the top|on top|at the edge|on the edge|by the edge|at the railing|by the railing) ~4 ((for )?(ages|hours|a long time|too long|a while|an hour|half an hour)|for ever|looking down|staring down|peering down)|waited for the (train|\\d+)|waiting for the (train|\\d+)|would hold|wil hold|hold my weight|strong enough|(got|have|ve got) everything (i need|ready)|everything i need|(wont|not going to|not gonna) tell (anyone|anybody|a soul)|(nobody|no one|noone) (knows|wil know)|made my peace|wrote (it|everything) down|made a list|everything is (ready|arranged|sorted|prepared|in place|planned)(?! (for|to|by|at)>)|its al (arranged|sorted|planned)(?! (for|to|by|at)>)|al arranged(?! (for|to|by|at)>)|picked the (date|day|time|place|spot)|set the (date|day|time)|the date is set|al set|ready now|in my drawer|under my bed|in the glovebox|in my bag`,
      // time spent with the means: "spent an hour in the barn looking at the beam"
      `(spent|spend|spending|sat for|stood for|sat there for|stood there for) ((an|one|two|half an|the whole|the|al|the best part of an?) ~1 (hour|hours|night|evening|afternoon|morning|while)|hours|ages|al night|al evening) ~4 (looking at|staring at|looking up at|looking down at|sitting with|holding)`,
    ],
    time: [
      // the month's end, or a payment that must go out first: "once the mortgage payment goes out"
      `(at |by |on |for )?(the )?end of (the|this|next) month|(once|after|when|as soon as) (the|my|our) (mortgage|rent|pay|payment|paycheck|paycheque|wages|salary|bills?|insurance|pension) ~3 (goes out|go out|clears|cleared|comes in|is paid|gets paid|goes through|lands|pays out|is in)`,
      // a clock time: "at 3am", "set my alarm for 4 am"
      `(at|by|before|around|til|until) \\d+ ?(am|pm)`,
      `(${TIME}|(on )?(new years eve|new year s eve|christmas eve|christmas day|boxing day|payday|pay day|my birthday)|(on|by|before|after|til|till|until) the \\d+(st|nd|rd|th)(?! (floor|place|try|time|attempt|round|go|birthday|anniversary|grade|year)>)|\\d+(st|nd|rd|th) of (next|this|the) month|(on|by|before) the \\d+(st|nd|rd|th)? of (january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|(?<! (my|our|your|his|her|their|a|the|and|eldest|youngest|only|younger|older|oldest|little|baby|grand|step) )soon(?! (of|in law|and daughter|s|is|was|has|had|who|wil|ll)>)|very soon|before (new year|christmas|my birthday|the end of (the )?(week|month|year))|by (friday|monday|the weekend|the end of (the )?(week|month))|this (weekend|friday|saturday|sunday)|in a few days|in (two|three|\\d+) days|the day after tomorrow|when (its|it s) dark|once (everyone|everybody|the kids|they) (leaves|leave|sleep|sleeps|is asleep|are asleep)|at night when|tonights the night|the night|after ~3 (wedding|graduation|birthday|exams|christmas|new year|holidays|the move)|(hold|hang|holding|hanging) on (til|until|for) (then|after)|(til|until) then)`,
    ],
    farewell: [
      // a pet rehomed: "Rehomed Biscuit via the FB group"
      `(rehomed|rehoming|re homed|re homing|found a new home for|found a home for)(?! (the |our |her |his )?(kitens|kittens|pupies|puppies|liter|litter|rest of the liter|chicks|foster|fosters|foster cat|foster dog)>)`,
      // a note saying whom to ring: "note for the landlord to ring my brother not my mam"
      `note (for|to) (the )?(landlord|landlady|police|whoever|finder|neighbour|neighbor|cops|paramedics) ~4 (to )?(ring|cal|phone|contact|tel|text) ~3 (my )?(brother|sister|dad|mum|mam|mom|son|daughter|wife|husband|partner|uncle|aunt|nan|gran)`,
      // a pet going to someone else, not for a spell: "mrs patel next door is taking the cat"
      `(is taking|wil take|wil have|is having|gets|can have|takes|is adopting|adopted|rehoming|rehomed) (the |my |our )?(cat|cats|dog|dogs|kitten|puppy|rabbit|hamster|bird|budgie|fish|snake|guinea pig)(?! ~4 (for the|while|til|until|over|this|on|when|during)>)`,
      // a call made only to say it: "Rang my sister … just to say I love her, first time in forty years"
      `(rang|caled|phoned|texted|rung|messaged|wrote to) ~4 (just )?to say (i love (her|him|them|you)|godbye|im sory|sory|thank you|thanks)`,
      `(goodbye|good bye|farewell|(called|rang|phoned|rung|calling|ringing|phoning) ~3 just to hear (them|their voices?|her voice|his voice|your voice|everyone)|bye everyone|bye all|bye world|forgive me|please forgive|im sorry for everything|sorry for everything|sorry for (being|all)|(last|final|goodbye) (message|letter|note|entry|words|post|page|text)(?! (he|she|they|hed|shed|theyd) (had )?(sent|wrote|left|posted|recorded|gave)>)|letters? (to|for) (my|mom|mum|dad|everyone|each)|wrote (a |the |some )?(letter|letters|notes|note|goodbyes)|writing (a |the )?(letter|letters|notes|note|goodbyes)|gave away|giving away|give away|given away|(gave|give|giving|given|left|leaving|leave) (away )?(my|the) (cat|cats|dog|dogs|kitten|puppy|pet|pets|plants|guitar|car|savings|things|stuff|clothes|books|laptop|jewelry|jewellery|ring|keys|bike) (to|away)|said (what|everything) i (needed|wanted|had) to say|^^ (bye|goodbye|bye bye)( everyone| al| world| guys| mom| mum)? $$|who gets (what|my)(?! (for|at|in|on)>)|lists? of who gets|sorry my dear|my dear (ones|family) ~3 (sorry|forgive|goodbye|farewel)|take care of (mother|mom|mama|father|papa|the children|the kids|my children)|life insurance|the insurance (pays|wil pay|would pay|pays out)|insurance pays out|not anyones fault|who (wil|would|is going to) (take care of|look after|feed|walk) my|take care of (my|mom|mum|dad|each other|yourselves|the cat|the dog)|look after (my|mom|mum|dad|each other|the cat|the dog)|my passwords|the passwords|passwords (are|to)|my wil|left instructions|instructions for|love you (al|both)|i love you (al|guys|both)|remember me|dont blame yourself|dont blame yourselves|its not your fault|not anyones fault|thank you for everything|thanks for everything|see you on the other side|deleted (my|al my) (accounts|photos|messages)|deleting (my|al my) (accounts|photos|messages)|paid (off )?(my |al my )?debts|paid off (the|my|al my|al the) (credit union|loan|loans|credit card|cards|overdraft|tab)|(sorted|sorting|wrote|written|made|did|done|updated|finished|signed) (out )?(my|the) wil(?! (to|power)>)|(got|get|getting|had|have) (my|the) wil (sorted|done|signed|written|made|updated|drawn up|finished|witnessed)|tying up loose ends|loose ends|put my affairs in order|my affairs|made peace|made my peace|said my goodbyes|saying goodbye|one last (time|look|walk|call|visit|hug))`,
    ],
    finality: [
      // the last thing written here: "Dis a di last ting mi write inna dis book."
      `(the |di |da |this is the |dis a di )?last (thing|ting) (i|mi|im) ~2 (write|rite|writing|wil write) (in|inna|into|on) (this|dis|di|the) (book|diary|journal|app|page)`,
      // most of one's things gone: "Most of it's gone now."
      `(most of it|most of its|everything|everythings|it al|its al|al of it|al of its|al my stuf|most of my stuf|most of my things) ~1 (gone|given away|sorted) now`,
      // everything done, said at the end: "All done now."
      `^^ (al|its al|everything|everythings|al of it) (done|sorted|squared away|in order|setled|taken care of) now( $$)`,
      // the deed told as finished at the end of a timed sentence: "Saturday night it's done"
      `(it s|its|it is|it wil be|itl be|it ll be|itll be) (al )?(done|over|finished)( for good| for me)? $$`,
      // "everything don finish for me" (Pidgin), "my life is over for me"
      `(everything|it al|my life|life) (don|has|have|is|s) (finish|finished|ended|over) for me`,
      `(thats|that s|that is) me( done| finished| gone| out)? $$`,
      // one step and it is over: "one step forward and it is all over"
      `(one|a single|just one|1) (step|jump|leap|swerve|push|move) ~2 (and )?(it|its|everything|it would be|itd be|it wil be) ~2 (al )?over`,
      `(forever|for good|for always|permanently|for the last time|the last time|(not|never|wont|wont be|am not|im not|aint) (coming|come) back(?! (to (work|school|class|uni|this|that|the)|after|on|next|til|until|tomorrow|later)>)|last time|never again|never see|wont see|one last|the end|last thing (is|to do|left|left to do)|its over|it wil be over|al over soon|over soon|no more(?! (than|please|questions|excuses|drama|waiting|school|work|homework|exams|shifts|sugar|coffee|booze|drinking|smoking)>)|nothing left|wont need|wont be needing|no longer need|wont be (here|around|there)|after im gone|when im gone|once im gone|without me|last night on|final(?! ((day|week|shift|month) (at|of|in) ~2 (job|work|office|company|school|uni|university|college|placement|contract|internship)|exam|exams|round|match|game|episode|season|assignment|paper|draft|version|presentation|semester|score|whistle|boss|level|chapter|interview|payment|fantasy)>)|no going back|no way back|no turning back|point of no return|it ends|this ends|ends (tonight|today|tomorrow|soon|here|now)|tonights the night|tonight is the night|its happening|it wil happen|thats when (i|il|it)|^^ (thats|that s|that is|this is|its|it s) (the day|the night|the date|when|the one)( $$)|that s when (i|il|it)|(nobody|no one|noone) (needs|wil need|has|wil have) to worry (about me )?(anymore|any more|again|much longer|for long|soon)|(im|i m|i am) (going|leaving|off) now $$|wont be a problem (anymore|any more|much longer)|disappear|disappearing|vanish|vanishing|wont matter (anymore|any more|soon)|nothing wil matter|its decided|it s decided|^^ (so|im|i m|i am|really|just) (so |really |just )?done $$|(its|it s|it is) (just|only) for (a while|now|a few days|a bit)|before (i|you) (leave|go)( it| for good| forever)?( $$)|(tidying|tidy|tidied|cleaning) (up |a room |the room |everything )?before (i|you) (leave|go)|(then|and then) (its|it s|it is|it wil be|everything is) over|never going to (change|get better|end|stop)|(it|that|this|things|life) (never|wont ever) wil|(and )?it never wil( change)?|for the rest of my life|(til|till|until) i die|no matter what i do|always wil|wil always|(im|i m|i am) (so |really |just )?done( $$| with (everything|it al|life|living|this life|trying|fighting|al of it))|really done|done this time|my mind is made up|made up my mind|(my )?decision is (made|final|taken)|(\\d+|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty) (years|yrs|year) (is|was|s) (plenty|enough|long enough)|(where|when) (they|someone|somebody|he|she|mom|mum|dad) (wil|ll|l) find (them|it|me)|who (wil|ll) find me|(theyll|theyl|youll|someonel|someonell) find (them|it|me)|if (anyone|anybody|someone|you) (reads|finds|is reading|are reading|ever reads) this|whoever (reads|finds) this|by the time (you|anyone|someone) (read|reads|find|finds) this)`,
      // the last act told as one movement: "one step is all it would take"
      `((one|a single|just one|1) (step|jump|leap|swerve|push) (is|would be|d be) al it (would|d|wil|ll)? ?takes?|(it|itd|it d) (would|wil)? ?(only )?take (just )?(one|a single|1) (step|jump|leap|swerve))`,
    ],
    burden: [
      // a cost to the people one lives with: "only costing money to the host family"
      `(only|just|nothing but) (costing|cost|a cost|an expense|expense|costing them)`,
      // the payout worth more than the writer: "the kids would do better with the payout"
      `better (off )?with (the|my|a) (payout|insurance|insurance money|life insurance|policy|policy money)`,
      `(burden|burdens|a weight (on|for)|dead weight|drag (them|everyone|everybody|you|her|him) down|dragging (them|everyone|everybody|you) down|better off without me|better without me|happier without me|easier without me|fine without me|without me (they|everyone|everybody|you|she|he)|only (cause|bring|make) (problems|trouble|pain|misery|things worse)|cause (nothing but|only) (problems|trouble|pain)|nothing but (trouble|a problem|problems|a burden|pain)|ruin everything|ruin everyones|ruining everyones|waste of (space|air|oxygen|money|time|skin)|a problem for everyone|everyones problem|in everyones way|in the way|they deserve better|she deserves better|he deserves better|free them|set them free|relieve them|spare them|they d be relieved|theyd be relieved|would be relieved|wouldnt miss me|wont miss me|(only|just) (a )?problem (for|to) (this|our|these|their|his|people|us|you|my|the|everyone|everybody|them|her|him)|(nobody|no one|noone) (need|needs) me|(nobody|no one|noone) (has|wil have|needs|wil need) to (deal with|worry about|look after|put up with) me|(dont|wont|wil not|do not) have to (deal with|put up with) me|(suffer|suffers|suffering|hurt|hurts|miserable|unhappy|crying|cries|struggle|struggles|struggling) because of me|(its|it s|everything is|everything s|al) (al )?my fault|just by (being|existing|living|being alive|being here)|by existing|(make|makes|making) ~4 (worse|harder|miserable)|deserve (a )?better (than me|mom|mum|dad|mother|father|wife|husband|partner|daughter|son|friend|sister|brother)|better off with (someone|somebody|anyone) else|holding (her|him|them|everyone) back|(they|family|everyone|everybody|the kids|my kids|mom|mum|dad|she|he|you) (would|d|wil) (al )?be better off|(wouldnt|would not|wont|dont|no longer) (have|need) to (pay for|deal with|worry about|look after|take care of|put up with|clean up after) (me|my)|the (kindest|best|only) thing i (can|could) do (for ~3 )?is (to )?(disappear|go|leave|die|vanish|go away)|(a|the) drain on|nobody would miss me|no one would miss me|noone would miss me|nobody wil miss me|no one wil miss me)`,
    ],
    wound: [
      // a mark carved or scratched into one's own skin
      `(carved|carving|carve|scratched|scratching|scratch|etched|etching|gouged|gouging) ~4 (into|in|on) my (skin|arm|arms|forearm|leg|legs|thigh|thighs|wrist|wrists|stomach|hand|hands|hip|hips|body)`,
      `${NOT_MINE}(cut my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|cutting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|cuts on my|fresh cuts|new cuts|deep cuts|cut (my )?(arm|arms|thigh|thighs|wrist|wrists|legs|leg|skin|stomach|hip|hips)|cutting (my )?(arm|arms|thigh|thighs|wrist|wrists|legs|leg|skin)|the blade|a blade|blades|razor|razors|scars|scar|(until|til|till) (it|they|i) (bled|bleed|bleeds)|made (it|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) bleed|(i|ive|i ve|i have) cut (again|last night|tonight|today|deeper|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))|(?<! (power|hair|budget|budgets|pay|price|prices|job|jobs|tax|water|electricity|light|lights|wage|wages|funding|hours|signal|line|connection|internet|wifi|gas|film|director s|directors) )cut again|my (blade|blades|razor|razors)|cut deeper|deeper than (ever|before|last time)|stop the bleeding|stop bleeding|cigarettes? on my|with (a )?(cigarette|cigarettes|lighter)|burn my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|burned my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|burnt my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|burning my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|burn my (skin|arm|arms|hand)|scratch* (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|my skin|until|til)|hit my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|hitting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|punch* (my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|the wall|walls)|bang* my head(?! ~4 (getting up|standing up|stood up|by accident|accidentaly|cupboard|cabinet|shelf|ceiling|door frame|doorframe|car door|low beam)>)|hurt my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|hurting my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harm my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|harming my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|(self harm*|selfharm*)(?! ((free|clean)(?! ~4 (and|but|until|til|till|then|when)>)|awareness|prevention|recovery|support|group)>)|sh|punish my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|punishing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|deserve (the )?pain|(thighs|thigh|hips|upper arms|upper arm|ankles|stomach) (this time|so (nobody|no one|noone) (sees|can see|notices|wil see))|(hide|hiding|hid|cover|covering|covered) (up )?(the|my) (cuts|marks|scars|fresh cuts|wrists|burns)|on purpose with (the|a|my) (straightener|straighteners|iron|lighter|cigarette|kettle|hot)|burnt (my|the) (wrist|arm|arms|hand|thigh|skin) on purpose|${EMOJI.blood}|${EMOJI.blade})`,
    ],
    again: [
      // a streak counted from day one again: "back to day one", "reset the counter"
      `(back to|on|at) day (one|1|zero|0)( again)?|(reset|resetting|restarted|restart) (my |the )?(counter|streak|clock|days)`,
      `(again|once more|back to (it|cutting|square one|where i was|that place)|back again|next time|the next time|like last time|like before|like that time|(exactly |just )?like (the|that) (night|day|time|week|morning) (before|of|when)|this time|second time|third time|another attempt|al over again|clean for|days clean|months clean|weeks clean|sober for)`,
    ],
    back: [
      // a wish to die said in the present, which no story of then takes back
      `^^ (i )?(still |really |just )?(want|wanna|need) to (die|kil my ?self|end my life|end it al)( $$)`,
      // "thought I'd beaten this", "now it's all I think about again"
      `thought (i d|id|i had|i was|i have|ive|i ve|i(?= (beaten|beat|got over|gotten over|kicked|outgrown)>)) (beaten|beat|got over|gotten over|over|kicked|left|outgrown|done with|past|put) (this|it|that|al (this|that))(?! (cold|flu|bug|virus|covid|level|boss|game|record|exam|course|test)>)|(al|only thing|the only thing|everything) (i|i can) (think|thinking|thought) (about|of) (is )?(now )?again|(want|wanna|going|gonna|need|ready|tempted|urge|urges) to (try|do it|attempt it|go through with it) again`,
      // the old feeling returned: "I feel exactly like that again", "haven't felt this since the night I..."
      `(havent|have not|hasnt|has not|hadnt|had not|not) (felt|been|had it) (like )?(this|that|this way|that way|this low|this bad|this dark|this empty|this hopeless|so low|so bad|so dark) since`,
      `(feel|feeling|fel|im|i m|i am) ~3 (like that|that way|the same|like (i did|back) then) again`,
      `(relapse|relapsed|relapsing|slipped|slipping|slip up|slipped up|broke my streak|streak is gone|streak is over|reset my (counter|streak|days)|((thoughts|feelings|urges|voices|darkness|it|they|the dark|the old) ~3)?(came back(?! (from|home)>)|come back(?! (if|in|tomorrow|next|later|after|for|to (see|the|my|your|work|school|class|uni|clinic)|home|and see|on|at)>)|coming back|creeping back|creep* back|crawling back|are back|is back|s back|re back|returned|returning|back in my head)|again (think|thinking|want|wanting|feel|feeling|have|having|cut|cutting|hurt|hurting)|(thinking|think) (about it|about ((suicide|sucide|suiside|suicde|suecide|suiscide)|dying|death|the pills)) again|(and )?now i (wish|regret) ~2 (hadnt|had not|didnt|did not|survived|woke up|lived)|(started|starting|begun|began|been) (planning|plotting|cutting|burning|scratching|researching|googling) (it )?again)`,
    ],
    attempt: [
      `(attempt|attempts|attempted|tried to (end|kil|die|take|hang|overdose|od|jump|drown|poison|walk into|wade into|swim out|step off|step in front|throw my ?self|drive (into|off))|last time i tried|when i tried|the hospital after|after the hospital|before the hospital|before (they (sectioned|admitted|hospitalised|hospitalized) me|i was (sectioned|admitted|hospitalised|hospitalized)|i got (sectioned|admitted))|after hospital ~4 (i|we) (was|were|felt|got|had|stayed|stopped|did|spent)|(when|after|the (night|day|time|morning) when|the (night|day|time|morning)) (they|someone|somebody|he|she|mum|mom|dad|my (mum|mom|dad|mother|father|wife|husband|partner|brother|sister|flatmate|roommate|housemate|mate|friend|son|daughter)) found me (unconscious|unresponsive|hanging|bleeding|passed out|face down|not breathing|blue|(in|on|under) (the|my|a) (bath|bathtub|tub|garage|shed|barn|woods|water|river|sea|canal|car(?! park)|ute|truck|van|bridge|tracks|bathroom floor|noose|rope))|psych ward|psychiatric ward|(my|the) (first|last|previous|second|third) (admission|admissions|sectioning)(?! (to|into|for|at|letter|offer|interview|exam|test|form)>)|(?<! (shift|shifts|work|works|worked|working|nurse|nurses|staff|doctor|doctors|placement|rotation|visit|visited|visiting|round|rounds|busy|quiet|rough|long|hard|tough|hectic|manic|week|weeks|day|patient|patients|he|she|hes|shes|died|peacefuly|passed) ~3 (on|at|in|to) )the ward|(?<= (i|me|ive|id|im) ~4 )(?<! (patient|patients|dad|mum|mom|father|mother|he|she|they|him|her|them|grandma|grandpa|grandad|granddad|nan|gran|granny|friend|husband|wife|son|daughter|brother|sister|baby|uncle|aunt|cousin|work|works|worked|working|shift|shifts|nurse|nurses|doctor|doctors|staff|rotation|placement|visit|visited|visiting) ~6 )(icu|intensive care)|pumped my stomach|stomach pumped|survived (it|the|my|last)|woke up in (the )?(hospital|icu|ambulance|a&e|a e|er)|survived once|survived (it )?(the first time|before|last time)|since (the|my) (hospital|hospitalization|hospitalisation|attempt|overdose|od|ward)|found me (in time|that time|last time|unconscious)|they saved me|saved me last time|failed (last time|the first time|before)|didnt work (last time|the first time|then))`,
    ],
    hopeless: [
      `(no future|without a future|no point|pointless|whats the point|what is the point|why bother|hopeless|no hope|lost (al )?hope|no way out|no exit|trapped|dead end|nothing (wil|is going to|ever) (change|get better|improve)|never (get|gets|going to get) better|wont (ever )?get better|it wil never end|never ends|no light(?! (since|for (days|hours|weeks|\\d+|two|three)|in (the|our|my) (house|area|estate|street|flat|compound)|and no (water|fuel|network|fridge)|again|today|nepa|phcn)>)|nothing to live for|no reason to (live|go on|get up|stay|wake up|keep going|keep trying|keep fighting|keep living|try|carry on|continue|bother)|(at|in) the bottom of (a|the) (well|pit|hole|grave)|(buried|sealed|walled|bricked) (in|alive|up)(?! (the|a|my|on|at|with|for|to|by)>)|no reason left|cant go on|cannot go on|cant take (it|this|any more|anymore)|cant do this anymore|cant do (it|this) any more|cant keep going|cant carry on|(stopped|stop|dont|do not|no longer|wont) (going|go|bother going|run|running) (to|down to|into) the (corridor|shelter|basement|bomb shelter|metro|bathroom)|(its|it s|it is|things are|nothing is|this is|life is) (never|not ever) going to (change|get better|improve|end|stop)|why (keep|go on|continue|carry on|keep going|keep trying|even try)|(i )?(can not|cannot|cant) (anymore|any more|more) $$|going nowhere|(cant|dont|cannot|do not|no) see (any|a|the|how) ~2 (way|point|future|end|light|reason|exit|hope|better)|(cant|dont|cannot|do not) see why (to|i should|should i|i would|i d|id) (continue|go on|carry on|keep going|live|keep living|bother|try|stay)|whats even the point|no (way|road) forward|why (i|id|do i|should i|would i|even) (bother|keep going|get up|try|go on)|(nothing|nothin|nothings|nothins) (is |s )?(going to|gonna|ever going to|ever gonna|wil|wil ever|ever) (change|get better|improve|get any better)(?! (with|at|in|on|about|for (the|this|that|our))>)|what even is the point|no job no|(ill|i wil|il) always (have|be) (nothing|alone|like this|a failure)|stuck (forever|like this forever|for life)|cant keep doing (this|it)|no (version of (the|my) future|future|world|scenario|universe|way) (where|in which) ~4 (better|ok|okay|fine|happy|works out|improves|gets better)|(tired|sick|exhausted) of pretending|(no|dont see|do not see|cant see|cannot see|dont find|do not find) (any )?(sense|meaning) (to|in) (continue|continuing|live|living|go on|going on|carry on|anything)|(life|my life|everything|every day|it) (is|s) (only|just|nothing but) (pain|suffering|misery)|every day (is )?(the )?same $$|(dont|do not) have anything left|nothing left (in me|to give)|no fight left|(tired|sick|exhausted) of fighting|(cant|cannot) fight (anymore|any more|any longer)|for no reason|(dont|do not) (really |even )?want to( anymore)? $$|(ill|i wil|im|i m) never (be|feel) (happy|ok|okay|wel|normal|better|loved|whole)|(give|gave|giving|given) up(?! (?!(hoping|trying|living|fighting|caring|believing|wanting|being|waiting|praying|everything|anything)>)[^ ¦]+ing>)|nothing matters|no one can help|nobody can help|beyond help|(a )?lost cause|beyond saving|past saving|too late for me|its too late|empty inside|numb|nothing left)`,
    ],
    dose: [
      `(how many|how much|what (amount|quantity|number) of|lethal|fatal|deadly|overdose|od|enough to (die|not wake|kil|sleep forever|stop my heart|end it|do it|be fatal)|max dose|maximum dose|toxic dose|mg|milligrams|grams|at once|al at once|in one go|the whole (pack|bottle|box|strip|packet|blister)|with alcohol|with vodka|with wine|with whisky|mixed with|enough or|how long it takes|how long (it|that) (would|wil) take|how long (does it|would it|wil it|until|til|before) ~4 (bleed out|die|lose consciousness|pass out|stop breathing|kil|work)|(whats|what is|which is) the (most painless|quickest|fastest|easiest|surest|least painful) way( $$| to (go|die|do it|end it|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)))|(is|are|would|wil) (that|this|it|they|\\d+ ~4|\\d\\d+ (of )?(the|my|those|these|them|her|his) ~2) (be )?enough|\\d\\d+ (pills|pils|tablets|sleeping pills|of them|of my))`,
    ],
  },
  masks: [
    // pills counted so as not to run out: "counted the repeat boxes so i dont run out over christmas"
    `(counted|checked|sorted|ordered) ~4 so (i|we|she|he) (dont|do not|wont|will not) run out`,
    // a gun put away as the law asks: "moved the shotgun into the new gun safe"
    `(moved|put|locked|stored|returned) (the |my |his |her |our )?(shotgun|rifle|gun|firearm|pistol|revolver)s? (back )?(into|in) (the |a |my |its |our )?(new )?(gun )?(safe|cabinet|locker)`,
    // a wish to vanish asked of oneself and answered no: "Do I want to disappear? Asked myself honestly… No."
    `(do|would|am) i ~2 (want|wish|need) to (disappear|die|be dead|not wake up|end it|not be here|vanish) ~~14 (no|nope) $$`,
    // better off without me, asked of oneself and answered no: "Would they be better off without me? … Answer's no"
    `(better off|better|happier|easier) without me ~~12 (answer is|answers|answer s|the answer is|and the answer is|answer was) (no|nope)`,
    // a question put by someone else and answered no after a look inward: "Sponsor asked if the old thoughts were back. Checked honestly: no."
    `(asked|asks|asking) (me )?(if|whether) ~8 ~~4 (checked|answered|thought|said|looked|told (her|him|them)) (honestly|truthfully|properly|hard)? ?(no|nope) $$`,
    // a death wish asked of oneself and answered no a sentence or two later: "Does the thought of not waking up appeal to me these days? I asked myself that honestly… No."
    `(does|do|would|am i|is) ~4 (not waking up|dying|death|ending it|being dead|not being here|disappearing) ~4 (appeal|appeals|tempt|tempts|sound good|attract) ~~16 (no|nope) $$`,
    // logging off for good, and back tomorrow: "logging off for good. (back tomorrow obviously lol)"
    `(log|logs|logged|logging|sign|signed|signing) off (for good|forever) ~~6 (back|be back|see you|see u|cya) (tomorrow|tmrw|tmr|later|soon|next week|in an hour|after)`,
    // a wish to join the dead, asked by others and answered no: "whether I want to go and join him. No."
    `(ask|asks|asked|asking|wonder|wonders|wondering) ~4 (whether|if) ~8 (join|be with) (him|her|them) ~~2 (no|nope|never|no way|not yet) $$`,
    // a life insurance taken out, its payout planned with the family: "We bought a policy so that if I die the mortgage is paid"
    `we (bought|took out|signed|set up|renewed|got) ~4 (life insurance|policy|life cover|insurance)[^¦]*`,
    // dead before a small thing is done: "I'll be six feet under before I get that licence"
    `(be|im|i m|il be|i ll be|ill be|i will be|ll be) (dead|six feet under|in my grave|in the ground|pushing up daisies) (before|by the time) (i|they|he|she|we|it) ~1 (get|gets|pass|passes|finish|finishes|see|sees|find|finds|fix|fixes|answer|answers|arrive|arrives|come|comes|ring|rings|reply|replies)`,
    // a wish to die named to say it is not the reason: "knackered because of the night feeds, not because I want out"
    `(not|never|nothing to do with) (because|cos|cause|coz|that) (i|im|i m|i am) ~2 (want|wanna|wanting|wish|wished) (out|to die|to be dead|to disappear|to end it|to go|to not be here)`,
    // a threat taken back at once: "I'll top myself — kidding, I'll just whinge about it at the pub"
    `(top my ?self|kil my ?self|kms|off my ?self|hang my ?self|neck my ?self|die|end it al) ~3 (kidding|only kidding|just kidding|jk|joking|im joking|i m joking)(?! ~~6 (not really|or am i|i wish|but (seriously|honestly|not|im not|i m not))>)`,
    // letters written just in case, before a deployment or an operation: "Deploy Monday. Wrote the kids letters, just in case"
    `(deploy*|deployment|tour|rotation|front|frontline|operation|surgery|op|mission|call up|called up|conscript*|draft*) ~~14 (letter|letters|note|notes) ~6 just in case`,
    // nerves or joy that could kill, from one learning the language: "so nervous I think I will die right there"
    `so (nervous|scared|embarrassed|ashamed|stressed|excited|happy|afraid|shy) (that )?(i )?(think )?(i )?(wil|would|could|gonna|going to|might) (die|faint)`,
    // a Gen-Z 'kms' laughed at or skulled: "waved at the wrong person. kms 💀"
    `(kms|kys) ~1 (lol|lmao|lmfao|haha|${EMOJI.laugh}|${EMOJI.death})`,
    // rope that mends a gate or holds a tarp: "Fixed the gate with a bit of rope"
    `(fixed|tied|mended|secured|held|lashed) (down )?(the )?(gate|fence|door|tarp|tarps|load|trailer|hay|hay tarps|boat|canoe) (shut |closed |up |down )?with (a bit of |some |a |the )?(rope|twine|string|cord|baler twine)`,
    // other people's belief denied for oneself: "People think debt drives you to end it all - not me"
    `(people|they|everyone|some|folk|folks) (think|say|assume|reckon) ~8 (end it al|kil (yourself|themselves)|suicide|ending it) ~~3 not me`,
    // a week's pills sorted into a pill box: "Counted the whole week into the pill box"
    `(counted|sorted|filed|put|laid) ~4 (into|in) (the |her |his |my |mum s |mums |dad s |dads )?(pil box|pil organiser|pil organizer|dosette|dosette box|blister pack|weekly box)`,
    // plants let die, a ghost's haunting: "she'd come back and haunt me if I let the roses die"
    `(let|letting|lets) (the |my |her |his |our )?(roses|plants|garden|flowers|tomatoes|basil|orchid|orchids|cactus|veg|vegetables|lawn|hedge|fish|goldfish|houseplants) (die|dying)|(come|comes|came|coming) back (and|to) haunt (me|us|you|him|her)`,
    // a chore's last straw: "I will genuinely die if Dr Pryce asks for one more rewrite"
    `(die|lose it) if ~8 (one more|another) (rewrite|email|meeting|question|revision|cal|essay|deadline|assignment|change|edit|quick thought|form|draft|report)`,
    // how to fill one's days: "Don't know what I'll do with myself in this house"
    `(dont|do not|dunno|not sure) (know )?what (i ll|il|i wil|to|im going to|im gonna) do with my ?self`,
    // defiance, not despair: "Lonely, yes. But I'm going nowhere."
    `but (im|i m|i am) (going|goin) nowhere( $$| yet| soon| any time soon)`,
    // a roof's gutters, a knife set as a gift, the knives sharpened: everyday tools
    `on the roof (clearing|cleaning|fixing|mending|doing|sorting) (the )?(gutters|gutter|tiles|aerial|antenna|chimney|leak|solar panels)|(bought|buy|got|getting) (a |her |him |my )?(new )?knife (set|block) for|sharpened (the )?(kitchen )?knives`,
    // a bridge stood on for the view: "Stood on the bridge near Howrah for sunset photos"
    `(stood|standing|stand) on the bridge ~4 (for|to take|taking) (the )?(sunset |sunrise )?(photos|pictures|pics|a photo|a selfie|the view|the sunset|the sunrise)`,
    // things given away before a move: "Gave away my bike and my books because we move to Toronto"
    `(gave|giving|give|given) away ~10 (because|cos|cuz|as|since|before) (we|i) (re |are |am |m )?(move|moving|relocate|relocating|emigrate|emigrating|leave for|leaving for|fly to|flying to)`,
    // shame's hyperbole, said as such: "i literally wanted to die when he read my msg out loud"
    `(literaly|actualy) (wanted|could have|could ve|couldve|was going) (to )?(die|disappear|melt)`,
    // other people's thoughts, not the writer's: "lots of people with chronic pain think about ending it"
    `(a lot of|lots of|many|most|some|so many) (people|folks|patients|vets|veterans|soldiers|mums|moms) ~6 (think|thinks|thought|talk|talks|dream) (about|of) (ending it|ending it al|suicide|dying|kiling themselves|giving up)`,
    // things given to a church or a charity, not everything one owns: "gave my winter coats to the church"
    `(?<!(al|everything|al of) )(give|gave|giving|given|donate|donated|donating|took|take|taking|dropped|drop) (away )?(my |our |the |some |old )?(winter |old |baby |kids |children s )?(coats|clothes|jackets|shoes|toys|books|blankets|furniture|stuf) ~3 (to|at) (the )?(church|charity|charity shop|op shop|thrift store|shelter|red cross|goodwil|food bank|refugee centre|refugee center|colection|donation bin|parish)`,
    // the idiom of working oneself to death: "I'm going to kill myself trying to beat this boss"
    `(kil|kiling|kiled) my ?self (trying|doing|working|studying|training|running|cleaning|cooking|finishing)>`,
    // a death preferred to a dull hour: "I'd rather jump off a cliff than sit through his speech"
    `(id|i d|i would|ild) (rather|sooner) ~6 than (sit|sitting|listen|listening|watch|watching|attend|attending|hear|hearing|read|reading|eat|eating|sing|singing|dance|dancing|wear|wearing|clean|cleaning|spend|spending|do|doing) ~3 (another|one more|this|that|the|his|her|their|a|an|my|more)>`,
    // someone else's threat or act, in the third person: "Emeka said he go hang himself if Arsenal lose"
    `(hang|hanged|hung|kil|killed|top|topped|shoot|shot|drown|drowned) (himself|herself|themselves|themself)`,
    // patients at work: "19yo paracetamol overdose, came in with her mum"
    `(\\d+ ?yo|\\d+ year old|patient|girl|boy|woman|man|lad) ~3 (paracetamol|tablet|tablets|pil|pils|insulin|drug|drugs)? ?(overdose|od)`,
    // a parent's fury and a teen's "rip me": "shes literally going to murder me. and then ill die. rip me"
    `(murder|kil) me ~~4 (and )?then (ill|i ll|i wil|im gonna|i m gonna) die`,
    // a form's item scored low: "the one about harming myself - scored low"
    `(the one|question|item) about (harming|hurting) my ?self ~3 (scored|score|was|got) (low|lowest|0|zero|nothing|a 0)`,
    // a place that is no more: "Mariupol, which does not exist anymore"
    `(which|that|it|city|town|home|village|house|street) (does not|doesnt|no longer|dont|do not) exists? (anymore|any more)?`,
    // idioms and others' acts: "shot myself in the foot", a pet put to sleep, "a 15 year old who'd taken 40 paracetamol"
    `shot my ?self in the foot|shooting my ?self in the foot`,
    `(put|putting|puts|had) (her|him|them|our dog|our cat|the dog|the cat|my dog|my cat|[a-z]+) (put )?to sleep ~~8 (vet|vets|the vet)|(vet|vets) ~~8 (put|putting|puts) (her|him|them|[a-z]+) to sleep`,
    `(a|one|the|another) (\\d+ year old|patient|girl|boy|woman|man|lad|kid|teen|teenager|student) (who d|who had|whod|who has|who took|who swallowed|who overdosed|who had taken) ~4 (paracetamol|tablets|pils|sleeping pils|antidepressants|insulin|meds|medication|ibuprofen|co codamol|codeine|sertraline|an overdose|od)`,
    // a hangover 'death' and a mother's Sunday dinner: "dying with the hangover", "rise from the dead by 2"
    `(dying|dead|died) (with|from|of) (the |a |my |this )?(hangover|cold|flu|man flu|heat|embarrassment)|(rise|risen|rising|rose) from the dead`,
    // old feelings that return only as memories: "come back sometimes as memories, never as plans"
    `(come|comes|came|coming) back ~4 (as )?(memories|a memory) ~4 (never|not) (as )?(plans|a plan|urges|intentions)`,
    // a last day at work with its goodbye cards: "Last day at the office! Wrote goodbye cards for everyone"
    `last day (at|in) (the |my )?(old |new )?(office|work|job|school|uni|company|shop|store|firm|practice|ward|hospital|site|depot) ~~16 (goodbye|farewell|leaving) (cards?|letters?|notes?|emails?|messages?|drinks|party|cake|speech)`,
    // a wish to die laughed at at once, nothing earnest after: "4 red bulls deep and I want to die lol"
    `(i )?(want to|wanna|going to|gonna|wil|il|ll)( literaly| actualy| honestly| just)? (die|kms|kil my ?self|end it al)( rn| irl| now| today)? ~1 (lol|lmao|lmfao|haha|hahaha|${EMOJI.laugh})(?! ~~6 (not (joking|kidding)|no joke|for real|seriously|im serious|i m serious|being serious)>)`,
    `(if|when) ~12 (one more time|once more|again) ~~4 (im|i m|i am|ill|i ll|i wil|im gonna|i m gonna|im going to|i m going to) (literally |actually )?(going to |gonna )?(end it al|kil my ?self|die|top my ?self|delete my ?self) ~3 (lol|lmao|lmfao|haha|${EMOJI.laugh})`,
    // a game character's despair: "my tarnished has no will to live left but i do"
    `(my|his|her|the) (character|tarnished|sim|sims|avatar|toon|champion|hero|oc|guy in the game) ~3 (has )?(no will to live|wants to die|is suicidal|gave up on life)`,
    // a pub's hunger and a mother's sigh: "I'd murder a pint", "you'll be the death of me"
    `(murder|kil) (a|for a) (pint|burger|curry|kebab|spice bag|coffee|cuppa|brew|beer|pizza|takeaway|chippy)`,
    `(be|been|being) the death of (her|him|me|them|us|your mother|your father)`,
    // a line for the washing, and plants tied to their canes: "bought rope for the new washing line"
    `(rope|ropes|cord|twine) ~3 (for )?(the |a )?(new )?(washing line|clothes line|clothesline|washline|laundry line|line for the washing)`,
    `(tied|tie|tying) (up )?(the )?(tomatoes|tomato plants|beans|peas|roses|vines|sweet peas|dahlias|runner beans) (to|onto|up|against)`,
    `(hung|hang|hanging) (the )?(first |second |last )?(load|loads|washing|laundry|clothes|sheets|towels|nappies) out`,
    // a sports loss sworn at: "lost by a point in the footy tipping, I want to end it all"
    `(footy|footie|tipping|tips|lost by (a|one|two|three|\\d+) (point|points|goal|goals|kick|kicks|run|runs)|penalties|extra time|final whistle|the ref) ~~10 (kil me now|end it al|want to die|gonna die)`,
    // a deadline's pressure: "the pitch is do or die", "I am dying here yaar"
    `do or die|(im|i m|i am) (literally |actually )?dying (here|over here|rn|right now) ~2 (lol|lmao|haha|yaar|bro|mate|${EMOJI.laugh})?`,
    // a threat on a chore's next time, laughed off: "if he makes us do the beep test again im jumping off the roof lmao"
    `(if|when) ~10 (again|one more time|once more) ~4 (im|i m|i am|ill|i ll|i wil|im gonna|i m gonna) (jumping|jump|throwing my ?self|diving) (off|out of|out|from) (the |a |my )?(roof|window|bridge|building|balcony) ~2 (lol|lmao|lmfao|haha|${EMOJI.laugh})`,
    // sorrows drowned with friends, not a means: "beers with Dazza tomorrow to drown our sorrows"
    `drown (my|our|his|her|their|your) sorrows`,
    // someone else's last message, in a learner's English: "he wrote me this in last message"
    `(he|she|they|my (son|daughter|friend|brother|sister|husband|wife|mum|mom|dad)) (wrote|sent|texted|said|told) ~4 (in |on )?(his |her |their |the )?(last|final) (message|messages|text|letter|words|voice note)`,
    // a dying grandmother's own words, quoted: "She always said 'don't cry for me, I'm just going to Lolo.'"
    `(she|he|lola|lolo|nan|gran|grandma|grandpa) (always |used to |once )?(said|say|says) ~10 (im|i m|i am) (just )?going to (lolo|lola|grandpa|grandma|granddad|grandad|heaven|be with|see) ~2`,
    // a will made as a chore: "Wrote my will today at the solicitor's. Very grown up."
    `(wrote|made|signed|updated|did|doing|making) (my|a|our) will ~6 (at the solicitors|at the solicitor s|with the solicitor|with a lawyer|at the lawyers|at the notary|very grown up|adulting|finally|at last)`,
    // a pet or a toddler into a whole pack: "Spaniel ate a whole blister pack of ibuprofen"
    `(dog|puppy|spaniel|labrador|lab|terrier|collie|cat|kitten|toddler|baby) ~2 (ate|swallowed|chewed|got into) (a |the |his |her )?(whole )?(packet|blister pack|bottle|box|tub|strip) of`,
    `(final|last) goodbye to the (family|kids|children|household|patient|patients|residents) (i|we) (cared for|worked for|looked after|nannied for)`,
    // a team's loss sworn at: "Wanted to jump off the grandstand lol", "Shoot me now if they lose"
    `(jump|jumping) off the (grandstand|stands|bleachers|terrace|terraces)|shoot me (now )?if (they|we|he|she|the [^ ¦]+) (lose|lost|loses|dont win|draw)`,
    // tired enough to die, said with a laugh: "I'm so tired I could honestly die lol"
    `(so|too) (tired|exhausted|knackered|sleepy|shattered|hungry|bored|embarrassed|happy|full) (that )?i (could|would|might) (honestly |literally |actually |just )?die`,
    // a rope bought for a swing or a line: "Bought a rope for the tyre swing"
    `(rope|ropes|cord) ~3 (for|to make|to hang|to tie) (the |a |our |her |his |my )?(tyre swing|tire swing|swing|hammock|washing line|clothesline|tent|boat|climbing|dog|goat|cow|horse|trailer|load|tarp|christmas tree|treehouse|tree house)`,
    // goodbyes written in yearbooks or on shirts
    `(goodbye|farewell|leaving) (messages?|notes?|letters?|cards?) (in|on|for|to) (everyones|everyone s|everybodys|all my|my friends|the) ~2 (yearbook|yearbooks|shirts|shirt|class|friends|leavers)`,
    // a heat, a boss, a target that 'wants to kill me': "This heat wants to kill me"
    `(this|the|my|these) ~1 (heat|sun|cold|weather|job|work|traffic|boss|oga|manager|exam|exams|course|week|day|lecturer|teacher|targets|deadline|landlord|commute) ((wants|want|is trying|tries|is going|s going|are trying|are going) to|wan|wanna|go|dey) kill me`,
    `digging my grave with`,
    // a parent's fury foretold: "Mummy is going to murder me when she sees the marks"
    `(going to|gonna|will|ll|is going to|s going to) (murder|kill|slaughter|skin|strangle) me (when|if|once) ~4 (sees|finds out|hears|gets|knows|checks)`,
    `(literally )?(a )?dead (man|woman|girl|boy) walking`,
    `(im|i m|i am) (already |literally |so )?dead ${EMOJI.death}`,
    // a shame to crawl away from: "wanted to crawl under the bench and die"
    `(crawl|curl up|hide|dig a hole) ~3 (under|into|in|and) ~4 (and )?die`,
    // a teen's figure told twice: "i'm literally dead. like dead dead. six feet under."
    `(im|i m|i am|ill be|i ll be) (so |soo |literally |actually |totally )?dead ~~14 (dead dead|six feet under( dead)?)`,
    // things given away for a move, for the reason they are: "giving away what we cannot take",
    // "gave away my old clothes… since I move to the new employer next week"
    `(give|giving|gave|given|hand|handing|handed) (away|out|on) ~8 ((we|i) (cant|cannot|can t|couldnt|could not|wont|won t) (take|bring|carry|fit|pack|keep|ship)|(since|because|as) (i|we) (move|m moving|am moving|re moving|are moving|leave|m leaving|am leaving|transfer|start))`,
    // a rope for climbing or the boat, not a cover story: "new rope for climbing, 60m dynamic"
    `(?<! (told|tell|said|say|pretend|pretended|claim|claimed) ~4 )(rope|ropes) ~3 (for )?(climbing|bouldering|the climbing wall|abseiling|belaying|sailing|the boat|towing|the tent|camping)|(climbing|dynamic|static|belay) (rope|ropes)`,
    // the meaning put right at once: "I can't do this anymore, but I mean the caring, not living"
    `((cant|cannot|can not) ~4 (anymore|any more) ~4 )?i mean ~3 not (living|life|dying|being alive|my life|existing)`,
    // free days ahead, named: "After Friday, no plans. Just the beach and a book."
    `no plans ~~3 (just|only) ~3 (beach|book|sleep|holiday|holidays|vacation|netflix|sofa|couch|rest|relaxing|chilling|lie in|garden|pub|telly|tv|fishing|football|footy)`,
    // a threat on a trigger's next time: "If I hear that song one more time I swear I'll top myself"
    `(if|one more) ~10 (one more time|once more|again) ~~4 (ill|il|i wil|im going to|im gonna|i swear|swear to god) ~3 (top|kil|shoot|hang|end) my ?self`,
    // the meaning disowned: "that means I need respite, not that I want out of life"
    `not that i (want|wanna|wanted|need) (out|to die|to be dead|to end it|to disappear)( of (life|it al|it|this life))?`,
    // a farewell at work, pinned up: "pinned a farewell letter on the noticeboard"
    `(farewell|goodbye|leaving) (letter|card|note|message|email|speech|letters|cards|notes) ~4 (teachers|teacher|classmates|tutor|coach|form tutor|noticeboard|notice board|staff room|staffroom|colleagues|the line|shop floor|the office|residents|patients|pupils|students|class|staff|team)`,
    // someone else's goodbye letter, in a story: "Rewrote her goodbye letter four times"
    `(her|his|their) (goodbye|farewell|suicide) (letter|note)`,
    // a kitchen accident told with its food, not a cover story: "the knife slipped chopping onions"
    `(?<! (told|tell|tel|said|say|saying|telling|pretend|pretended|pretending|claim|claimed) ~4 )(knife|blade|peeler|grater|mandoline|mandolin) slipped (while |when )?(chopping|slicing|peeling|cutting|dicing) (the |some )?(onions|onion|veg|vegetables|carrots|potatoes|bread|meat|chicken|tomatoes|garlic|herbs|apples)`,
    // the hyperbole of a deadline: "due Friday, I could die."
    `(due|deadline|deadlines|exam|exams|essay|thesis|dissertation|coursework|printer|traffic|queue|shift|meeting|presentation) ~~10 (i|you) could (just )?die( $$| lol| haha| lmao)`,
    // paperwork, not a weapon: "shotgun licence renewal due March"
    `(shotgun|firearm|firearms|gun|rifle) (licence|license|certificate|permit) ~1 (renewal|renew|due|expires|expiry|application|check)`,
    // a patient's overdose placed in the department: "Overdose in bay 4"
    `(overdose|overdoses|od|ods) (in|on) (bay|bed|resus|cubicle|majors|minors|side room|the ward|ward|icu|itu|hdu)`,
    // the meaning disowned at once: "I don't mean I want to, I mean I'm not afraid"
    `(i )?(dont|do not|didnt|did not) mean (that )?(i want to|i wanted to|it like that|it that way|it literally)`,
    // a death wished on oneself by a trigger someone else pulls: "could die every time he opens his mouth"
    `(want to|wanna|could|would|id|i d|going to|gonna) (die|kil my ?self|shoot my ?self|jump out (of )?(the|a) window) every (single )?time (he|she|they|my boss|my manager|someone|somebody|anyone|my (mum|mom|dad|sister|brother|husband|wife|teacher|flatmate|roommate|colleague|neighbour|neighbor)) (opens|speaks|talks|says|calls|texts|sings|complains|posts|chews|laughs|starts|mentions)`,
    // cringe, not death: "chundered on the groom. Dying inside."
    `(dying|died|die) inside( a bit| a little| lol)|^^ (dying|died) inside $$`,
    // what "I'm done" meant, said at once: "I said I'm done. I meant done with dating apps"
    `(im|i m|i am|i was|i said) done ~~8 (i )?(meant|mean) (done |it |that )?(with|about|as in)`,
    // a death wish disowned as a figure of speech in the next breath: "I want to die. Figure of speech, obviously."
    `(die|dying|dead|kil my ?self|kil me|end it) ~~12 (its |it s |it is |it was |was |just |only |purely |merely )*(a )?(?<!(not|never|isnt|wasnt|no|aint|hardly)( a)? )(figure of speech|manner of speaking|turn of phrase|way of speaking|way of putting it)`,
    `dishwasher (tablets|tabs|pods)`,
    // a last day at work, and goodbyes to classes and colleagues
    `(last|final) day (at|of|in) (the |my |our )?(high school|school|work|office|job|company|factory|shop|hospital|ward|practice|firm|bank)`,
    `(said |saying )?goodbye to (every|each|all|all my|all the) (class|classes|pupil|pupils|student|students|colleague|colleagues|team|teams)|goodbye to (my|the) (class|classes|pupils|students|kids in my class)`,
    // a goodbye at the airport or station
    `(goodbye|goodbyes|farewell|farewells|see off|seeing off|saw (her|him|them) off|said goodbye) (at|to) ~2 (the )?(airport|gate|departures|terminal)`,
    // a week of pills sorted into a box: "counted out my tablets for the week into the little boxes"
    `(counted|counting|count|sorted|sorting|sort|put|putting) (out )?(my |her |his |mums |moms |dads |the |our )?(tablets|pills|meds|medication|medicine) (for the week )?(into|in) (the |my |her |his |a )?(little boxes|dosette|dosette box|pill box|pillbox|pill organiser|pill organizer|organiser|organizer|blister pack|weekly box)`,
    // a letter to an office, not a goodbye
    `(wrote|writing|write|sent|posted|drafted) (a |the |another )?(letter|email) to (the |my |our )?(council|bank|landlord|school|gp|surgery|insurance|insurer|court|mp|hmrc|dwp|company|manager|headteacher|head teacher|newspaper|editor|embassy|consulate|home office|energy company|water board|letting agent|university|college)`,
    // a goodbye at work or school: "read my goodbye letter to the class, last day after 32 years"
    `(goodbye|farewell|leaving) (letter|card|email|speech|message|drinks|party|do|note) ~6 (to|for|from|in|on) (the |my |our )?(team|class|office|staff|staffroom|colleagues|coworkers|workmates|department|pupils|students|school|work chat)`,
    // not the same as wanting to die: "Angry is not the same as wanting to die"
    `(is|s|isnt|is not|not) (not )?the same (thing )?as (wanting to die|being suicidal|suicidal|wanting to (kil|hurt) my ?self)`,
    // a workout's hyperbole, death begged for by a point in the session: "begging for death by minute ten"
    `(begging|praying|ready|wishing|longing|pleading|asking) for (death|the sweet release of death|sweet death) (by|at|after|during|halfway through|in) (minute|min|round|rep|set|lap|mile|km|the (end|second|third|last|first|warm up|class|session|workout|run|hill|climb)|leg day|burpees)`,
    // an overdose warned of as an accident: "it's easy to overdose without noticing", "by mistake"
    `(easy|easier|possible|common|dangerous|risk) to (accidentally (overdose|od)|(overdose|od)( on [^ ¦]+( [^ ¦]+)?)? (without (noticing|realising|realizing|knowing|meaning to)|by accident|accidentally|by mistake))`,
    // an overdose as a medical topic: its antidote, treatment or signs ("naloxone for opioid overdose"),
    // or a warning of what it does to someone else ("an overdose of that could make him bleed")
    `(naloxone|narcan|nac|acetylcysteine|parvolex|antidote|antidotes|treatment|treatments|treating|treat|reversal|reversing|reverse|management|managing|signs|symptoms) (for|of|to) ~2 (overdose|overdoses|od|poisoning)|(overdose|overdoses|od|overdosing)( (of|on) ~2)? (could|can|would|might|wil|may) ~3 (make|cause|give|leave|damage|wreck|hurt|kil) (him|her|them|the (dog|cat|baby|child|kid|patient)|a (dog|cat|baby|child|kid)|you|kids|children|pets|patients)|(could|can|might|may|would|wil) (cause|lead to|result in|trigger|risk) (an |a )?(accidental )?(overdose|overdoses|od)(?! ~3 (good|fine|what i want|the point|the plan|i dont care|i want|i hope)>)|(risk|risks|danger|dangers|warning|warnings) of (an |a )?(accidental )?(overdose|overdoses|od)`,
    // palliative care told of someone else: "it won't speed his death up", "to hasten her death"
    `(speed|speeding|speeds|sped|hasten|hastening|hastens|hurry|hurrying|bring forward|bringing forward|bring on|prolong|prolonging) (up )?(his|her|their|the patients|a patients|someones) (death|dying|end)( up)?`,
    // a pet or a toddler at pills left out: "Biscuit ate a whole packet of ibuprofen off the counter"
    `(ate|eaten|eating|chewed|chewing|chewed up|chewed through|got into|scoffed|wolfed|swallowed) ~6 (off|from) the (counter|floor|table|worktop|bench|coffee table|bedside table|kitchen counter|bin|sofa|carpet)`,
    // a letter to one's own future or younger self is a therapy or school exercise, not a farewell
    `(letter|letters|note|notes|message|messages|postcard|postcards|time capsule) (to|for) (my|our|your|their|his|her) (future|older|younger|past|\\d+ year old) (self|selves|me)`,
    // a farewell to a subject, a job, a season or a place: "Goodbye organic chemistry forever",
    // "Goodbye, little room, you kept us warm"
    `(goodbye|bye|farewell|so long|adios)( to)? ~1 ((little |old |dear |my |our |the )?(room|flat|apartment|house|home|city|town|village|hostel|dorm|caravan|bedsit|street|country|campus)>|year (7|8|9|10|11|12|13|seven|eight|nine|ten|eleven|twelve|thirteen)|sixth form|high school|secondary school|middle school|primary school|chemistry|maths|math|physics|biology|exams|exam|school|uni|college|homework|revision|coursework|assignments|office|job|shifts|commute|winter|summer|semester|term|essays|textbooks|calculus|algebra|statistics|stats|thesis|dissertation|braces|cast|diet|overtime|night shifts)`,
    // a carer's count of someone else's doses: "counted out Dad's morphine for the week"
    `(count|counted|counting|sort|sorted|sorting|set|setting|lay|laid|laying|put|putting) out (his|her|their|dads|mums|moms|nans|grans|grandads|grandmas|grandpas|granddads|the patients|the residents|patients|residents) ~1 ${PILLS}`,
    // a return denied: "the suicidal thoughts haven't been back in years", "the urge to cut hasn't come back since"
    `((suicidal |dark |bad |old )?(thoughts|urges|urge|feelings|voices|voice|darkness|ideation)( (of|about|to) [^ ¦]+( [^ ¦]+)?)?) (havent|have not|hasnt|has not|never|did not|didnt) (been back|come back|came back|returned|resurfaced)`,
    // a negation fronted with the verb after it: "Not once this whole winter did I think about hurting myself"
    `(not once|never once|not one (single )?(day|time|night)|not a single (day|time|night)|at no (point|time)) ~4 (did|have|had|has|do|would) (i|the thought) ~4 ${NEGATED_ACTS}`,
    // someone else's overdose reported on a ward: "Bed 4 came in after an overdose of paracetamol"
    // or the pills named: "19yo brought in after taking 40 paracetamol", "young woman in after taking a whole bottle"
    `(bed|bay|cubicle|patient|pt|he|she|they|teen|teenager|\\d+ ?(yo|y o|year old|yr old)|(the|a|our|my|young|old|elderly) (lad|girl|boy|man|woman|lady|guy|teen|teenager|kid|patient|gentleman))( \\d+)? (came|was brought|were brought|got brought|brought|was admitted|were admitted|admitted|presented|came back|rolled|in) (in )?(after|with|following|post) ((an? |another |her |his |their )?(intentional |deliberate |accidental |mixed |staggered |big |massive )?([^ ¦]+ )?(overdose|od)|(taking|swallowing|drinking|downing|ingesting|eating) ~4 ${PILLS})`,
    // a wish put on the writer, then flatly denied: "people assume I must want to shoot myself. I don't."
    `(want|wanna|wants|wanting|wish|wishes) ~5(?= ~~1 (but |no |and )?i (really |actually |just |honestly |simply )?(dont|do not|dont at al|do not at al|dont even)( $$))`,
    // what others act as if the writer will do, answered no: "everyone acts like being trans means im gonna off myself lol. no??"
    `(people|they|everyone|everybody|folks|mum|mom|dad|teachers|doctors|my (mum|mom|dad|parents|family|friends|teachers)) ~3 (act|acts|acting|treat|treats|treating|talk|talks|talking) (like|as if) ~6 (im|i m|i am) (gonna|going to|about to) ~4(?= ~~1 ^^ (no|nope|nah|wrong)( $$| im| i m))`,
    // what others think the writer will do, denied flat in the next sentence: "people think I'm going to top myself. I'm not."
    `(people|they|everyone|everybody|folk|folks|he|she|mum|mom|dad|my (mum|mom|dad|parents|family|friends|wife|husband|partner|boss|gp|doctor)|doctors) ~3 (think|thinks|assume|assumes|worry|worries|expect|expects|reckon|reckons|fear|fears) (that )?(im|i m|i am|i ll|ill|i) ~6(?= ~~1 (but |no |and )?(im|i m|i am) (not|really not|honestly not)( $$))`,
    // a team's defeat sworn at, the score or the match named: "Lost 4-0 at home. I want to die."
    `(lost|lose|losing|beat|beaten|thrashed|hammered|battered|relegated|knocked out|bottled) ~3 (\\d+ \\d+|(the|a|another|the bloody) (derby|match|game|final|semi|semi final|cup tie|playoff|playoffs|grand final)) ~~5 (i )?(just |actually |literally )?(want|wanna) to die`,
    // someone else's death wished in anger: "I want the manager to die", "wish him to drop dead"
    `(want|wanted|wanting|wish|wished|wishing) (him|her|them|the|that|this|our|his|their) ~1 to (die|drop dead|rot)`,
    // a nuisance sworn at: "one more team-building workshop and I'll actually die"
    `(one more|another) ~3 (meeting|meetings|workshop|workshops|lecture|lectures|seminar|seminars|zoom|zoom call|presentation|training|spreadsheet|powerpoint|slides|class|lesson|episode|advert|ads|song|group chat|team building|icebreaker|icebreakers|assembly|webinar|sales pitch|small talk|cell|cells|email|emails|excel|report|reports|form|forms|bug|bugs|ticket|tickets|essay|essays|assignment|deadline|deadlines|customer|customers|complaint|complaints|invoice|invoices|reply all|notification|notifications) ~8 (ill|i wil|im gonna|im going to|i m going to|id|i d|i would|im|i m|i am) (actually |literally |honestly |genuinely |just |seriously |probably )?(die|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|scream|lose it|(throw|throwing|fling|flinging|hurl|hurling) my ?self (off|out|under|in front)|(jump|jumping) (off|out))`,
    // and sworn the other way round: "I'm going to throw myself out the window if I see one more pivot table"
    `(ill|i wil|im gonna|im going to|i m going to|gonna|id|i d|i would|im|i m|i am) (actually |literally |honestly |genuinely |just |seriously |probably |swear )?(die|kil my ?self|scream|lose it|(throw|throwing|fling|flinging|hurl|hurling) my ?self (off|out|under|in front)|(jump|jumping) (off|out)) ~5 if (i )?(see|get|hear|read|have to (do|see|sit through|read|make|fix|redo)|sit through|do) ~1 (one more|another|1 more) ~2 (meeting|meetings|workshop|workshops|lecture|lectures|seminar|seminars|zoom|zoom call|presentation|training|spreadsheet|powerpoint|slides|class|lesson|episode|advert|ads|song|group chat|team building|icebreaker|icebreakers|assembly|webinar|sales pitch|small talk|cell|cells|email|emails|excel|report|reports|form|forms|bug|bugs|ticket|tickets|essay|essays|assignment|deadline|deadlines|customer|customers|complaint|complaints|invoice|invoices|reply all|notification|notifications|pivot table|pivot tables|table|tables|chart|charts|graph|graphs|slide|deck|call|calls|ping|pings|message|messages)( (lol|lmao|haha)| ?${EMOJI.death})?`,
    // someone else's overdose or leap, told by who saw it or cared for them
    `(lost|losing|lose) (a|another|our|my|two|three|\\d+) (patient|patients|client|clients|resident|residents|service user|service users|young (man|woman|lad|girl|boy)) ~2 (to )?(an |a )?(overdose|overdoses|od|suicide)`,
    // whoever it was: "lost two lads from the platoon to suicide"
    `(lost|losing|lose) (a|another|our|my|his|her|their|two|three|four|five|six|both|so many|too many|\\d+) ~2 (friend|friends|mate|mates|lad|lads|guy|guys|girl|girls|boy|boys|kid|kids|brother|brothers|sister|sisters|son|daughter|dad|father|mum|mom|mother|uncle|aunt|cousin|cousins|husband|wife|partner|boyfriend|girlfriend|colleague|colleagues|coworker|coworkers|soldier|soldiers|comrade|comrades|veteran|veterans|buddy|buddies|classmate|classmates|student|students|neighbour|neighbor|people|men|women)( (from|in|at|of|on) ~2)? to (an |a )?(overdose|overdoses|od|suicide)`,
    `(a|the|some|one|another) (man|woman|person|guy|lad|girl|boy|kid|teen|teenager|bloke|passenger|student|fella|someone|somebody)( who)? ~2 (jumped|threw (himself|herself|themselves)|stepped|fell|was hit|got hit|died|was killed|lay down) ~3 (in front of|under|off|from|onto) (a |the )?(train|tube|bus|lorry|truck|tracks|bridge|roof|building|cliff|platform|overpass)`,
    `(person|someone|somebody|body) (under|on|hit by) (a |the )?(train|tracks|tube)`,
    // setting off early for a journey: "leaving before anyone's up for the early ferry"
    `(leave|leaving|left|set off|setting off|head off|heading off|heading out) ~6 ((to catch|to make) (the|an|my|our)|for (the|an|my|our)) (early |first |morning |red eye |night )?(ferry|flight|plane|coach|boat|airport|holiday|trip)`,
    // training, kits and campaigns about overdoses
    // an overdose recognised or treated in someone else: "how to spot an overdose", "signs of overdose"
    `(spot|spotting|recognise|recognize|recognising|recognizing|signs of|symptoms of|treat|treating|treated|respond to|responding to|reverse|reversing|manage|managing|deal with|dealing with|first aid for|what to do (in|for|with|if|when|after)) (an |a |the |someone s |someones )?(staggered |accidental |suspected |paracetamol |opioid |opiate |drug |mixed |serious )?(overdose|overdoses|od)`,
    // someone else's pills hoarded, found by whoever cares for them: "tried to hoard her oxycodone again"
    `(hoard|hoards|hoarding|hoarded|stockpil*|stash|stashes|stashing|stashed|hiding|hid|hides|pocketing|pocketed) (her|his|their) ~1 ${PILLS}`,
    // and taught: "the overdose management flowchart", "an overdose scenario in the sim lab"
    `(overdose|overdoses|od) (symptoms|signs|awareness|prevention|training|response|kit|kits|course|management|protocol|protocols|guideline|guidelines|flowchart|pathway|lecture|lectures|module|simulation|scenario|scenarios|reversal|risk|deaths|crisis|epidemic|antidote|first aid|patient|patients|case|cases|victim|victims|admission|admissions|bay|unit|cal|cals)`,
    // a screening question answered no: "scored 0 on the one about being better off dead"
    `(scored|answered|ticked|circled|marked|chose|picked|put down|said) (a )?(0|zero|no|nope|never|not at al|none) ~5 (question|questions|item|one|bit|part|box) ~5 (better off dead|hurting (your|my) ?self|harming (your|my) ?self|thoughts of (death|dying|suicide|self harm)|suicid*|self harm*)`,
    `(question|questions|item|the one|bit|part|box) ~4 (better off dead|hurting (your|my) ?self|harming (your|my) ?self|thoughts of (death|dying|suicide|self harm)|suicid*|self harm*) ~5 (scored|answered|ticked|circled|marked|chose|picked|put down|said) (a )?(0|zero|no|nope|never|not at al|none)`,
    // an overdose by accident is a danger, not a wish: "scared she'll overdose by mistake", "an accidental overdose"
    `(accidental|accidentaly|unintentional|unintentionaly) (overdose|overdoses|overdosing|od)|(overdose|overdoses|overdosing|overdosed|od|take too many|taking too many|took too many|taken too many) (by mistake|by accident|accidentaly|without realising|without realizing|without meaning to)`,
    // figurative speech
    `(die|died|dying|dead) (of|from) (embarrassment|shame|boredom|laughter|laughing|cringe|cuteness|hunger|thirst|curiosity|jealousy|envy|excitement|happiness|joy|heat|cold|old age|exhaustion|tiredness|fright|suspense|anticipation|the heat|the cold)`,
    `(die|died|dying|dead) (laughing|happy|a little( inside)?|for (a|an|some|this|that|those|these|pizza|coffee|chocolate|you|him|her|my (country|kids|children|family)))`,
    `to die for`,
    // the embarrassment saying: "i want to crawl into a hole and die"
    `((i )?(want|wanna|wanted|wish|could|just want) (to )?)?(crawl|curl up|sink|climb|hide) (into|in) (a|the) (hole|ground|floor|cave) and (die|disappear|never (come|get|crawl) (back )?out|hide( forever)?|stay there( forever)?)`,
    // the slang of being in trouble or mortified, skull and all: "i'm so dead 💀", "literally dead 😭"
    `(im|i m|i am) (so|soo|sooo|literally|actualy|lowkey|deadass|officialy|ful on) dead(?! (inside|tired|to the world)>)( ${EMOJI.death})*`,
    `(want|wanted|wish|wished|wishing|praying for|could have let) (the )?(ground|floor|earth) (to )?(open up and )?(swallow|eat) me`,
    // embarrassment or laughter: "my mom found my drafts, i'm literally dying"
    `(im|i m|i am|i was|was) (literally|actually|lowkey|legit|deadass) (dying|deceased|dead)( $$| lol| lmao| haha| rn| right now| of| from)`,
    // a death foretold by an ordeal ahead, not wished: "Chemistry exam tomorrow... I am going to die. Pray for me"
    `(?<= (exam|exams|test|tests|quiz|finals|mock|mocks|deadline|deadlines|presentation|interview|viva|essay|assignment|dissertation|coursework|revision|recital|audition|weigh in|driving test|performance review|appraisal) ~~12 )(im|i m|i am) (so |literally |actually |definitely |totally |legit |lowkey )?(going to|gonna) die( $$| lol| lmao| haha| rn)`,
    `(im|i m|i am) (so |literally |actually |definitely |totally |legit |lowkey )?(going to|gonna) die(?= ~~2 (pray for me|send help|wish me luck|rip me|lol|lmao|haha|${EMOJI.laugh}))`,
    // and the skull after a plea for luck or a laugh: "pray for me 💀", "lmao 💀"
    `(pray for me|send help|wish me luck|rip me|lol|lmao|haha|${EMOJI.laugh}) ~1 ${EMOJI.death}`,
    // what someone else heard or says of the writer, hearsay: "she heard I want to end my life"
    `(she|he|they|someone|somebody|people|everyone|everybody|mum|mom|dad|my (sister|brother|mum|mom|dad|mother|father|parents|friends|family|aunt|uncle|cousin|boss|wife|husband|partner|nan|gran)|the (whole )?(class|school|office|family|village|church|team)) ~2 (heard|hears|had heard|has heard|have heard|got told|was told|were told|is saying|are saying|keep saying|keeps saying|been saying|spreading|spread) (a rumou?r )?(that )?(i|im|i m|id|i d|ive|i ve) ~3 ${NEGATED_ACTS}(?! ~~8 (and )?(honestly |maybe |probably )?(its|it s|it is|thats|that s|that is|theyre|they re|they are|shes|she s|she is|hes|he s|he is) (true|right|not wrong|correct))`,
    // someone else's overdose seen by who cared for them: "patient came in with a paracetamol overdose"
    // (only the overdose blanked, so the medical guard still sees the patient)
    `(?<= (patient|patients|client|resident|man|woman|guy|lad|girl|boy|kid|teen|teenager|student|he|she|someone|somebody) ~6 (came in|comes in|come in|brought in|admitted|presented|rushed in) ~3 (with|after|for|following) (a|an|the|her|his|their|another) ~2 )(overdose|overdoses|od|overdosing)`,
    // the pharmacology of a drug: "TCA toxicity in overdose", "dangerous in overdose"
    `(toxicity|toxic|dangerous|fatal|lethal|safe|safer|risky|cardiotoxic|deaths|death) in overdose`,
    // a pet or a child that got into the medicine: "the puppy chewed through a blister of ibuprofen"
    `(dog|dogs|cat|cats|puppy|pup|kitten|pet|labrador|lab|retriever|terrier|spaniel|collie|beagle|pug|staffie|toddler|little one|patient) ~3 (ate|eaten|eating|swallowed|swallowing|chewed|chewing|got into|gotten into|getting into|took|taken|taking) ~4 ${PILLS}`,
    // someone's warning of an overdose by mistake is care, not a wish
    `(warned|warns|warning|cautioned|cautions|reminded|reminds) (me|us|her|him|them|you|everyone)? ~5 (overdose|overdosing|od)`,
    `(accidental|accidentally|by accident|by mistake|risk of|danger of|dangers of) (an )?(overdose|overdosing|od)`,
    `(overdose|overdosing|od|overdoses) (is|s|are|can be|happens|happen) (so |very |really |quite )?(easy|easily|common)( to do)? (that way|by accident|accidentally|without (realising|realizing|knowing|noticing|meaning to)|with (combination|cold|flu|other))`,
    `(be|was|is|wil be) the death of (me|us)`,
    `(dying|die) to (see|know|try|meet|go|get|hear|tell|read|watch|visit|eat|find out|start|show)`,
    // but not the writer called dead weight ("i feel like such dead weight"): that is the burden rule's
    `dead (tired|serious|wrong|right|set|end|line|lift|weight(?<! (im|i m|i am|me|feel|like|such|just|only|pure|total|but|become|became|been) dead weight)|on|ass|broke|last|beat)`,
    `(rather|sooner) (die|be dead|kill my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) than`,
    `(could|should|gonna|going to|wil|ill) (just )?(kil|kick) my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) (for|over|if i forget|when i forget)`,
    `(kil|kils|killing) me (now|already|please) ~3 (meeting|monday|exam|work|homework|traffic|lol|lmao|haha|ugh|🙃)`,
    // giving up on a recipe, a level, a diet: not on life
    `(i give up|i gave up|give up|gave up|giving up|i quit) on (this|that|these|those|the|my)(?! (life|living|self|future|hope|recovery|treatment|therapy|meds|family|kids|fight|struggle|world|everything)>)`,
    // the daily grind wanted to stop, not a life: "I want it all to stop - the commute, the bills"
    `(it al|everything|this|it|al this|al of this) to (end|stop) ~2 (the )?(commute|job|work|boss|bills|noise|meetings|traffic|deadlines|exams|rent|emails|shift|shifts|overtime|school|homework|rain|neighbours|neighbors|drilling|construction|renovations|landlord|mortgage)`,
    // resolve: "can't give up yet", "refuse to give up"
    `(cant|cannot|can not|mustnt|must not|shouldnt|refuse to|wont let my ?self) (give up|quit|stop trying)`,
    // a burden to the team while off sick is guilt about work, not about living
    `(a|such a|the|like a) (burden|weight|drag|drain) (to|on|for) (my |the |our )?(team|colleagues|coworkers|co workers|class|classmates|group|project|department|office|flatmates|housemates|roommates|shift)`,
    `my life is (over|ruined|finished) ~10 (lol|lmao|haha|hahaha|jk|joking)`,
    // a week off where nobody needs me is a wish for rest, not a sense of being unneeded
    `(week|weekend|day|days|holiday|break|evening|night|hour|time|month) (off|away|out|alone|to my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)) ~4 (nobody|no one|noone) (needs|wants|asks) (me|anything)`,
    // a nick while shaving or cooking, not a wound
    `(cut|nicked|cutting|nicking) my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>) (shaving|cooking|chopping|slicing|gardening|while (shaving|cooking|chopping|slicing|gardening)|on (a|the|some) (paper|tin|can|broken glass|glass|mandoline|grater|fence|nail|thorn|thorns))`,
    // a will drawn up with a lawyer is paperwork, not a goodbye
    `(wrote|write|writing|made|make|making|sorted|sorting|updated|updating|signed|signing|did|doing) (my|a|our) (wil|wils) ~8 (lawyer|solicitor|notary|attorney|adviser|advisor|estate planning|everyone over|everyone should|mortgage|paperwork)`,
    `(suicide|sucide|suiside|suicde|suecide|suiscide) (prevention|awareness|hotline|helpline|line|rate|rates|squad|mission|run|bomber|bombers|bombing|drone|drones|doors|burn|watch|risk assessment|statistics)`,
    `(i m|im|i am|i was|literally) dead (lol|lmao|haha|${EMOJI.death})`,
    // fear of dying in the war, not a wish
    `(scared|afraid|terrified|frightened|worried|sure|certain|thought|feared|fear|panicked|convinced)(?! ~5 (want|wanna|wish|need)>) ~3 (i|we|that i|that we|id|wed) (would|wil|was going to|were going to|d|wil all|are going to|re going to|might|could)? ~2 (die|be killed|get killed|not survive|not make it|dying)`,
    `(scared|afraid|terrified|fear) (of|to) (die|dying|death|being killed|getting killed)`,
    // negation
    // "not a day goes by that i dont think about it" says yes: the inner negation goes first.
    // A bare "no" before "I" is an answer, and what follows is a new clause: "are you ok? no, i want to die".
    `(not a day|not one day|no day|not a night|not an hour|not a moment) (goes by|passes)( that| when| where)? ~2 (dont|do not|without)`,
    `${'(dont|do not|didnt|did not|havent|hasnt|hadnt|never|not|no longer|wont|wouldnt|will never|would never|no plans to|no intention of|no intention to|not going to|not gonna|not planning to|no thoughts of|no desire to|dont have any|dont have|(no|nope|nah)(?! (i|im|i m|id|ive|ill|i wil|i want|i just)>)|nor|without|zero|none|nowhere near|far from|not once|never once|not a single|denied|denies|deny|denying|free of|free from)'}${NEGATION_REACH}{0,5} (want to |wanna |going to |plan to |intend to |thoughts of |thoughts about |urge to |desire to |wish to )?${NEGATED_ACTS}`,
    `${NEGATED_ACTS} (isnt|is not|s not|wasnt|was not|would never be|wil never be|is never|s never|is no longer|s no longer|aint) (an option|the answer|a solution|on the table|the way out|(something|anything|a thing) (i|that i) ~3 (do|consider|think about|want|plan))`,
    `(no longer|dont|do not|never|stopped|not) (really )?(believe|believing|think|thinking|feel|feeling) (that )?(everyone|everybody|they|people|my (family|kids|parents|wife|husband|friends)|the world|anyone) ~4 (better off|happier|easier)( without me)?`,
    // a burden denied as a fact, not taken back: "They wouldn't be better off without me, I know that
    // now", "Nobody would be better off without me" (the question "wouldn't they be…?" is not this)
    `(they|theyre|they re|we|he|she|it|everyone|everybody|anyone|my (family|kids|children|parents|mum|mom|dad|wife|husband|partner|friends|daughter|son|girls|boys)|the (kids|children|girls|boys|family)) (wouldnt|would not|wont|wil not|isnt|is not|arent|are not|not|would never|wil never) (be )?(any |really )?(better off|happier|better|easier) without me(?! ~~8 (but|yet|though|although|dont believe|do not believe|cant believe|they would|theyd|they d)>)`,
    `(nobody|no one|noone|not one of them|none of them) (would|wil|is|d|s) (be )?(any |really )?(better off|happier) without me(?! ~~8 (but|yet|though|although)>)`,
    `${NEGATED_ACTS} (is|s) off the table`,
    `(its not like|it s not like|not that) ~4 ${NEGATED_ACTS}`,
    `(any|had any|have any|having any|have i had|do i have|do you have|have you had) (thoughts|urges|plans) (of|about) ~2 ${NEGATED_ACTS} ~~4 (no|nope|none|not really|honestly no|never|not at al|not once)`,
    `(sad|low|down|depressed|tired|exhausted|grieving|heartbroken|angry|stressed|anxious|lonely|upset),? (but )?not (suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)`,
    `(stop|quit|keep|keeps|kept) asking${NEW_CLAUSE} ~6 (${PILLS}|${NEGATED_ACTS})`,
    // ...unless an answer that discloses follows: then the question is read with its answer (see the screening rule)
    `${SCREEN_ASK}${NEW_CLAUSE} ~4 ${SCREEN_IF} ~6 (thoughts|urges|kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|killing my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|(suicide|sucide|suiside|suicde|suecide|suiscide)|(suicidal|sucidal|suicidle|suicidel|suisidal|suicdal|suecidal|suiscidal)|${SCREEN_HARM}|cutting|(taken|took|take|taking) too (many|much)|overdosed|overdose|die|dying|end my life|ending my life|end it|ending it|ending things|safe|(do|doing) (something|anything) (stupid|silly|daft|drastic|dumb)|disappear|vanish|not exist|not be here|not wake up|better off dead|(a|such a|the) burden)(?! ~~16 ${SCREEN_YES}>)`,
    `(i want to|i wanna|i really want to|i choose to|i decided to) (live|stay alive|keep living|survive)`,
    // a dark feeling denied: "I don't feel any of that darkness anymore", "no longer have the urges"
    `(dont|do not|no longer|never|dont really|dont ever) (feel|have|get|carry) (any of |any |the )?(that |the |those |these )?(darkness|despair|hopelessness|emptiness|urge|urges|dark thoughts|suicidal thoughts|heaviness)`,
    // a screening question answered with a bare no: "Want to die? No." / "better off dead - nah"
    // or put to the one asked and answered no a clause later: "do you feel like a burden to your family? Me: no, not anymore"
    `((((do you |do i |you )?(want|wanna|wanting|wish|urges?|thoughts|thinking|plans?|plan|think|feel like) (to |of |about |you would |you d |like |youd )?)?(${SCREEN_DEATH}|${SCREEN_HARM}|${NEGATED_ACTS}|be better off dead|(do|doing) (something|anything) (stupid|silly|daft|drastic|dumb)))(?= ~~2 (no|nope|nah|never|none|zero|nothing|not once|not ever|not at al|not really|no way|hel no|of course not|absolutely not|definitely not|no no)( $$| just>| only>| im just>| i m just>| i am just>| its just>| it s just>| (actualy|honestly|realy) (not|never)>))|(do|did|does|are|were|have) (you|he|she|they) ~3 (${SCREEN_DEATH}|${SCREEN_HARM}|(a|such a|the) burden)(?= ~~6 ((ticked|answered|circled|marked|put|said|wrote|clicked|selected|chose) )?(no|nope|nah|never|not at al|not really|no way|hel no|of course not|absolutely not|definitely not|no no)( $$| just>| only>| im just>| i m just>| i am just>| its just>| it s just>| (actualy|honestly|realy) (not|never)>)))`,
    // palliative care's reassurance: "the driver won't hasten death", "doesn't shorten her life"
    `(wont|wil not|doesnt|does not|wouldnt|would not|isnt going to|is not going to|not meant to|not to|never) (hasten|speed up|shorten|bring forward) (death|dying|the end|(her|his|their|mums|moms|dads) (death|life|dying|end))`,
    // an overdose's harm told as a warning, not a wish: "an overdose can damage the liver"
    `(overdose|overdoses|od|too much) ~4 (can|could|may|might|wil|would) ~1 (damage|harm|destroy|wreck|shut down|cause|lead to) (the|a|your|his|her|their|its|a childs|a babys|the childs|the babys) (liver|kidney|kidneys|heart|brain|organs|stomach)`,
    // a dose measured for someone else's comfort: "how much is enough to keep him comfy"
    `(how much|how many|enough|the right (dose|amount)|the dose) ~4 (keep|make|help|let|get) (him|her|them|the baby|the patient|dad|mum|mom|grandma|grandad|granny|nan|gran|the dog|the cat|the kids) (comfortable|comfy|calm|settled|asleep|sleep|pain free|out of pain|sedated|relaxed|breathing)`,
    `(dont|do not|no longer|never|not) ~2 feel (like )?(a|such a|the) (burden|problem|waste of space)`,
  ],
  fiction: [
    // a role played in class or training: "we role-played patients"
    `(role ?play|roleplay|role ?played|role ?playing|played|playing|took turns playing|acted|acting) ~3 (the |a )?(patient|patients|client|clients|part of|role of)`,
    // a line sung: "y si me muero esta noche que sea en tus brazos" 🎶
    `${EMOJI.music}`,
    // a draft of one's own story: "Ch. 12 draft: Mara stands on the roof…"
    `(ch \\d+|chapter \\d+|^^ \\d+ draft|(first|second|rough|new|latest) draft|draft (of|for) (my|the) (novel|story|book|chapter|script)|writing workshop|the workshop said)`,
    // a dream told as one: "Dreamt I was falling off the roof… Only a dream."
    `(dreamt|dreamed|dreamt that|dreamed that|had a (dream|nightmare)|in (my|the|a|last nights) (dream|nightmare)|(a|this|the) nightmare (about|where|that))`,
    `((song|track|tune|poem|one) called|band practice|new song)`,
    // a game played: "finally beat the final boss after dying like 40 times"
    `(final boss|boss fight|boss battle|my character|playthrough|speedrun|checkpoint|side quest|dlc)`,
    // a song sung or played: "Played Hurt at open mic", "voice cracked on the chorus"
    `(open mic|karaoke|gig|gigs|setlist|set list|busking|busked|choir|(sang|sing|singing|played|playing|covered|covering|belted|belting) ~3 (cover|song|songs|track|number|tune|chorus|verse)|(voice|my voice) (cracked|broke|wobbled|went) on|(the )?(chorus|verse|lyric|lyrics) (goes|went|says|that goes))`,
    // a dream told as one, a song that came on: "Weird dream: I was…", "the Johnny Cash version came on"
    `(weird|strange|crazy|funny|odd|wild|vivid|bad|scary) dream( last night)?( $$| i was| that i| where i| about)|(version|song|track|tune|record) (came on|was on|played|playing)|came on the radio`,
    `(novel|novels|(?<! (entry|entries|page|pages|line|lines) (in|of) (this|my) )book|(?<! (my|my old|al my|our|away) )(?<! (return|returned|returning|give|gave|giving|bring|brought|take|took|drop|dropped) ~3 )books(?! ~3 (library|libraries)>)|(?<! like (a|the|an|that|some|my|an old|a bad|a sad) )(film|movie|song)|films|movies|series|episode|episodes|season|game|games|video game|songs|lyrics|album|(?<! me )anime|manga|comic|comics|play|theatre|theater|story|stories|short story|poem|poems|character|characters|hero|heroine|protagonist|narrator|villain|actor|actress|scene|scenes|documentary|podcast|(?<! (ill|wil|to|gonna|wanna|i|and|just|lets|let me|wil) )show(?! (them|him|her|you|me|everyone|everybody|up|off|that|how|what|my|us|the world|people)>)|tv show|netflix|chapter|chapters|pages|passages|storyline|storylines|plotline|subplot|audiobook|trilogy|sequel|finale|plot|fiction|fanfic|fanfiction|screenplay|level(?! (crossing|crossings|of|with|headed|best|ground|floor|\\d+ (crossing|floor))>)|boss fight|my sims|npc|act \\d+|on stage|onstage|opening night|curtain call|dress rehearsal|drama (club|practice|class|lesson|rehearsal|group|teacher)|(my|her|his) lines? (is|are|goes|go|was)|line run|read through|panto|dnd|d d|d&d|dungeons and dragons|campaign|paladin|wizard|warlock|rogue|my character|rpg|tabletop|larp|dungeon master|dm|minecraft|fortnite|roblox|elden ring|zelda)`,
    `(memoir|memoirs|biography|autobiography|article|essay|lecture|documentary|news|the news)`,
    `(hard|difficult|tough|painful|harrowing|heavy|brutal) to (read|watch|listen to|sit through)`,
    `(anna karenina|romeo and juliet|hamlet|ophelia|werther|13 reasons why|thirteen reasons why|to be or not to be|shakespeare|sylvia plath|the bell jar|virgin suicides|dead poets society)`,
  ],
  selfToo: [
    // "me too" ends its clause; "asked me to read", read in the view where "too" is "to", does not
    `(me too(?= $$| (i|im|i m|honestly|tbh|lol|haha|though|tho|sometimes|some days|every|most|on|and)>)|same here|so do i|i also|i too|like (him|her|them) i|i relate|relatable|just like me|same as me|i feel the same)`,
  ],
  medical: [
    // a family's colds and a first-aid kit: "Cold & flu tabs… both kids have the lurgy. Restocked the first aid kit"
    `(first aid kit|first aid box|first aid bag|cold (and )?flu|flu tabs|lurgy|kids have|both kids|the kids are sick|kids are sick)`,
    // a relative's medicines counted or collected: "counted out the 60 metformin for Papa"
    `(counted|count|counting|collected|picked up|sorted|sorting) ~4 (pills|tablets|metformin|insulin|meds|medication|medicine|prescription|prescriptions) ~3 for (papa|dad|mum|mom|mama|nan|gran|grandad|grandma|my (dad|mum|mom|father|mother|husband|wife|son|daughter|nan|gran|grandad|grandma))`,
    // a patient brought in, at work: "An overdose came in at 2, a boy of 19, paracetamol"
    `((an|a|another)? ?(overdose|od) ~3 (came in|was brought in|came into|arrived|rolled in)|(came in|brought in|admitted|rolled in) ~4 (overdose|od))`,
    // end-of-life care at work: "Hospice night shift… I did his last care"
    `(hospice|last offices|last care|end of life care|resus|a&e|a e department|camhs)`,
    // a relative's supply counted out: "Counted out 90 tablets of metformin for Uncle's three month supply"
    `((one|two|three|six|1|2|3|6) (month|months|week|weeks) supply|for (my |his |her )?(uncle|aunt|auntie|mum|mom|dad|nan|gran|grandad|grandma|grandpa|husband|wife|son|daughter)s? ~4 (supply|prescription|dosette|meds|medication|tablets))`,
    // dispensing and palliative care: "came with prescription for ten strips", "the syringe driver did its job"
    `((came|come|comes) with (a |her |his )?prescription|prescription for (\\d+|ten|two|three|four|five|six) (strips|packs|boxes|bottles|months)|syringe driver|palliative|hospice|end of life care|died peacefully)`,
    // surgery ahead: "Knee op tomorrow. Nil by mouth… the consent form with all the risks including death"
    `(consent form|nil by mouth|pre op|pre-op|(op|operation|surgery) (tomorrow|on (monday|tuesday|wednesday|thursday|friday))|anaesthetic|anesthetic|anaesthetist|anesthesiologist)`,
    `(two|three|four|five|several|a couple of|\\d+) (overdoses|ods) (before|after|in|on|tonight|today|this)`,
    // a shift in the department: "A&E night shift"; an overdose told with an age: "Overdose at 2am, 19 year old"
    `(a e|a and e|resus|majors|icu|itu|ed|er|toxicology|tox) (night |day |long )?shift|(night|day|long) shift (in|on) (a e|a and e|resus|majors|icu|itu|the ward)`,
    `(overdose|od) ~4 (\\d+ year old|\\d+ y o|\\d+ years old)`,
    // a schedule of doses: "one with breakfast", "twice a day"
    `(one|two|1|2|half|a tablet|a pill) (with|after|before) (breakfast|lunch|dinner|tea|food|meals|bed)|(once|twice|three times|four times) (a|per) day|every (morning|night|evening) with`,
    // a patient described, then the overdose: "Young lad, 19, deliberate overdose"
    `(lad|girl|boy|man|woman|patient|kid|teen|lady|gent|bloke|chap|student|mum|dad|grandad|gran) ~2 (\\d+|\\d+ y o|\\d+ year old|\\d+ years old) ~4 (overdose|od|overdoses)`,
    // advice reported from whoever gives it: "a lethal mix with alcohol, according to the pharmacist"
    `(according to|per|on the advice of|as advised by) (the|my|his|her|their|our|a) (doctor|doctors|gp|pharmacist|chemist|nurse|consultant|specialist|prescriber|leaflet|label|packet|vet|psychiatrist|midwife|health visitor)`,
    `(doctor|gp|psychiatrist|nurse|pharmacist|chemist|prescriber|consultant|leaflet|label|packet) ~4 (warned|warns|said|says|told|tells|advised|advises|explained|explains|showed|shows) ~6 (alcohol|drink|drinking|drowsy|drowsiness|side effects|driving|with food|interact*|mix|mixing|mixed|together|with (the|his|her|their|my|your) (other|old|usual|new|current)|dose|dosage|how much|how many|too much|too many|the (max|maximum|limit))`,
    // a warning about one medicine taken with another: "taking his new pills with the old ones could be fatal"
    `(taking|take|takes|mixing|mix|mixed|combining|combine) ~5 (with|alongside|and) (the|his|her|their|my|your) (old|other|usual|current|new|regular) (ones|pills|tablets|meds|medication|medicine|prescription)`,
    // a dose a doctor changed is treatment, not a question of how many
    `(doctor|gp|psychiatrist|nurse|prescriber|pharmacist|clinic) ~4 (upped|increased|raised|lowered|reduced|doubled|halved|adjusted|changed|switched|bumped up|put me on|started me on|prescribed) ~4 (${PILLS}|dose|dosage)`,
    `(upped|increased|raised|lowered|reduced|doubled|halved|adjusted|changed|switched) (my|the) (${PILLS}|dose|dosage) (to|from) \\d+`,
    `(for|per) (his|her|their|its|your|the childs|a childs|the babys|body) (weight|size|age)|per (kg|kilo|kilogram)|(rang|called|phoned|ring|cal|calling|ringing) (111|nhs 111|poison control|poisons|the poisons line|the vet|vet|vets|the vets|out of hours|the pharmacy|the pharmacist|the chemist)`,
    // a warning against mixing medicines: "she can't take the co-codamol with her other paracetamol"
    `(cant|cannot|shouldnt|should not|mustnt|must not|never) (take|mix|combine|have) ~4 (with|alongside|on top of) (her|his|their|your|my|any|the)? ?(other|another|extra|usual)`,
    `(as (usual|normal|prescribed|directed|always)|my usual|usual dose|dosette|pill organiser|pill organizer|pill box|organiser|organizer|ward round|ward rounds|handover|triage|nac|acetylcysteine|parvolex|naloxone|narcan|(patient|pt) (took|swallowed|ingested|presented|was admitted)|bed \\d+|mg ?kg|mg per kg|palliative|hospice|end of life care|syringe driver|morphine pump|headache|headaches|migraine|fever|patient in|patient on|patient who|the patient|my patient|our patient|patients|in bay|bay \\d+|ward \\d+|revision|revising|pharmacology|toxicology|placement|(we|they) (learned|learnt|were taught|covered|studied)|(liver|kidney|organ|heart) (failure|damage)|flashcards|textbook|temperature|(a|his|her|their|my|bad|head|chest|the kids|kids) cold|flu|toothache|tooth|back pain|period pain|joint pain|muscle pain|cramps|sore throat|injury|arthritis|dog|dogs|cat|cats|puppy|kitten|pet|pets|vet|lab|labrador|retriever|terrier|spaniel|poodle|collie|beagle|pug|dachshund|husky|staffie|greyhound|whippet|chihuahua|bulldog|rabbit|hamster|guinea pig|parrot|horse|pony|ferret|child|kid|kids|baby|toddler|my son|my daughter|accidentally|by accident|by mistake|mixed up|swallowed|blood pressure(?! (tablets|tablet|pills|pill|meds|medication|medicine|tabs)>)|insomnia|allergy|allergies|covid|infection|chocolate|grapes|xylitol|safe to take|safely|per day|a day|daily|year old|years old|give (my|him|her|them|the kids|the baby))`,
  ],
  pastTime: [
    // before, at a place of then: "Before, in my first employer house, I wanted to die every day."
    `^^ (before|previously|formerly|back then) (in|at|when|with|during|under)`,
    // a time back then, told as then: "That time after final year when I was planning to end things"
    `^^ (that time|back when|those days|the days|that year|that winter|that summer|that spring|that autumn) ~6 (when|that|where) (i|i d) (was|wanted|felt|thought|tried|planed|planned|kept)`,
    // a decade long gone: "When the farm went under in the 80s"
    `in the (\\d0s|\\d\\d\\d0s|sixties|seventies|eighties|nineties|noughties)`,
    // the writer's old blades, found and thrown out: "found my old tin of blades clearing out the wardrobe"
    `my old (tin|box|stash|kit|case|bag) of (blades|razors|razor blades)`,
    FORMER_SELF,
    // a streak told on its day: "2 yrs clean from self harm today!!"
    `(\\d+|one|two|three|four|five|six|seven|eight|nine|ten) (yrs|years|months|weeks|days) (clean|free) (from|of) (self harm*|selfharm*|sh|cutting|harming)(?! ~6 (and|but) (i )?(just )?(broke|lost|relapsed|slipped|ended|reset))`,
    // an anniversary counted to the day: "three years today since i swallowed all those pills"
    `(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (years|months|weeks|days) (today|to the day|ago today) (since|from|after)`,
    // a streak counted since the last time: "365 days since I last self-harmed"
    `(\\d+|a hundred|a thousand|one thousand|one hundred|two|three|four|five|six|seven|eight|nine|ten) (days|weeks|months|years) (since i last|since my last) ~1 (self harm*|selfharm*|sh|cut|cutting|cuts|burning|hurting myself|harming myself)`,
    // a time dated by a birth: "When Ellie was born I wanted to…"
    `when (she|he|[a-z]+|my (son|daughter|baby|boy|girl|first|second)) was born`,
    // a time counted since the event: "Three years today since the overdose"
    `(years?|months?|weeks?) (today )?since (the|my|that) (overdose|od|attempt|hospital|last cut)`,
    // the eve of getting clean: "The night before I got clean I'd planned to drive into the river"
    `the (night|day|week|month|morning) before i (got clean|got sober|went to rehab|went into rehab|got help|went into hospital|was admitted|checked in)`,
    // a time dated by a child's age now: "Ellie turned two today. When she was born I wanted to…"
    `(turned|turns|is now|s now|just turned|is|s) (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+)( today| this week| yesterday| years old)? ~~12 (when|after) (she|he|they|[a-z]+|my (son|daughter|baby|boy|girl)) (was|were) (born|a baby|a newborn|tiny|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+) (days|weeks|months) old)`,
    `(when|after) (she|he|they|[a-z]+|my (son|daughter|baby|boy|girl)) (was|were) (born|a baby|a newborn|tiny|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+) (days|weeks|months) old)(?= ~~14 (turned|turns|is now|s now|just turned) (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+))`,
    // old writing reread: "Pages and pages of wanting to die"
    `(pages and pages|page after page|entry after entry|pages) of (wanting|wishing|hating|cutting|crying|begging|planning|writing)`,
    // a stretch recalled as then: "I remember that first year:"
    `(i )?(remember|recall|think back to|look back on) (that|those) (first |awful |dark |terrible |horrible |bleak )?(year|winter|summer|spring|autumn|months|weeks)`,
    `^^ when i (first )?(started|began|came|arrived|joined|first came)`,
    `(years|year|months|decade|decades|ages|a long time|long time|long) ago`,
    // a return denied for a span: "the suicidal thoughts haven't been back in years"
    `(havent|have not|hasnt|has not|not) (been back|come back|returned|resurfaced) (in|for|since) (years|months|ages|a long time|a while|a year|a decade|(\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (years|months))`,
    `(years|months|a year|a decade|(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several|a few|some) (year|years|month|months))( today| now| ago)? since (i|a|my|we) (last|attempt|overdose|tried|cut|self harmed|wanted)`,
    // a span counted from it: "eleven years on", "three years out", "ten years later"
    `(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several|a few|some) (years|months) (on|later|out)(?! (of|from|the|my|a|in|and)>)`,
    `(years|months|a year|a decade) since (the|that|my) (hospital|ward|psych ward|icu|admission|attempt|overdose|pills|night|bridge|worst)`,
    // a clean streak counted in months or years dates the crisis it ended, unless it goes on to its end
    `(years|months|a year|a decade|year|month) (self harm |sh |cutting |attempt |suicide attempt )?(free|clean)(?! ~4 (and|but|until|til|till|then|when|gone|ruined|broken|over|wasted|lost|down the drain)>)`,
    `(when i was|as a|as an) (a )?(your age|her age|his age|their age|that age|teen|teenager|kid|child|student|young|little|girl|boy|\\d+|fifteen|sixteen|seventeen|fourteen|thirteen|eighteen|nineteen|twenty|younger)`,
    `in ((early|late|mid|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december) )?(19|20)\\d\\d`,
    // an era of one's life told by the place it was lived: "When I was in the camp in Bekaa I wanted to die"
    `when (i|we) (was|were|lived|stayed|served) in (the )?(camp|refugee camp|army|navy|military|war|prison|jail|detention|orphanage|foster care|care home|basement|shelter|trenches)|^^ in ~2 (camp|refugee camp|prison|jail|detention|orphanage|trenches) (i|we) (wished|wanted|tried|prayed|thought|felt|begged|used|was|were)`,
    // a span lived somewhere since, in learner's English: "Now I am seven years in Berlin"
    `now (i am|im|i m|we are|i have been|ive been|i ve been|we have been|we ve been) (\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several|a few|some) (years|months) (in|here|abroad|away|living in)(?! ~4 (and|but) ~4 (stil|again|every)>)`,
    // or with the place first: "I am in Manchester now six years"
    `(i am|im|i m|we are|we re|living|lived|staying|stayed) in (?!(pain|agony|hel|this|that|bed|hospital|debt|therapy|treatment|recovery|trouble|love|a|the)>)[^ ¦]+ now (for )?(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several|a few) (years|months)(?! ~4 (and|but) ~4 (stil|again|every)>)`,
    `(at|aged|age) (thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twelve|eleven|ten|twenty)`,
    `(where|when|the (year|time|day|night|place)) i first (wanted|tried|thought|felt|cut|planned|attempted)`,
    `in my (early |mid |late )?(teens|twenties|thirties|20s|30s|youth|school days|uni days|student days)`,
    `(through|during|in|at) (most of |al of |al through )?(secondary|primary|middle|high|grammar|boarding) school`,
    `(years|months|a year|a decade|decades|a while|ages|(?<! the )way) back(?! (then|in|to|home|from|at|with|of)>)`,
    `(my )?old (diary|diaries|journal|journals|notebook|notebooks|posts|blog|messages|letters)|from (19|20)\\d\\d|(page after page|pages and pages|entry after entry|line after line|post after post) (of|about|full of)|(scars|marks) (are|have|had) (faded|fading|healed|gone white|turned white|gone silver)|old (self harm |sh |cutting |cut |burn )?(scars|marks) ~4 (tattoo|tattooed|tattooist|cover up|covered|covered up|laser|lasered)(?! ~12 (tonight|again|fresh|new|cut|cutting|razor|blade|burn|burned|burnt)>)`,
    // a time told as ongoing then, and then as over: "in the camp I was thinking many times to... That time is finished."
    `(i|we) ((was|were) ~3 (thinking|wanting|wishing|planning|trying|praying|hoping)|(many times|so many times|often|always|every day|every night|al the time|many days|many nights) (think|thinking|thought|want|wanted|wish|wished|try|tried|pray|prayed|hope|hoped)|(did not|didnt|could not|couldnt) (want|wish|see|find)|(wanted|wished|tried|thought|felt|planned|cut|prayed))(?= ~~24 (that|those|this|the) (time|times|days|years|period|chapter|darkness|nightmare|feeling|feelings|thoughts) (is|are|was|were|s) (finished|over|done|gone|past|behind me)>)`,
    // an era of one's life told in the past from the start of a sentence: "Uni was the worst year..."
    `^^ (uni|university|college|school|high school|sixth form|secondary school|boarding school|basic training|the army|the camp|the war|that winter|that year|that summer) (was|were)`,
    `back (then|in the day|in (school|college|university)|in (19|20)\\d\\d)`,
    // but a habit taken up again is now: "sat with the engine running like I used to"
    `(?<! (like|as|the way|same as|just like) (i|we) )used to`,
    // a time of one's life told as gone: "there was a time I planned to..."
    `there (was|were) (a time|times|a period|a point|a stage|a phase|a season|days|years|months|nights) (when |that |where )?(i|we)`,
    `i once (thought|wanted|tried|felt|believed|planned|had)`,
    `(?<! (alive|living|here|around|be|stil|even|make it|made it|ends|end|starts|start|finishes|finish|leaves|leave|wake|wakes|up|off|home|out|bed|((kids|children|son|daughter|boys|girls|they|he|she|them|him|her)( (are|were|is|was|s|re|go|went|goes|gone|back))?)) )(at|in) (school|high school|university|uni|college|my teens|my twenties|my youth|[1-9]\\d(?! (am|pm|o clock|oclock|tonight|tomorrow|today|this|sharp|minutes|mins|hours|days|weeks|degrees|degres|degree|deg|celsius|\\d+)>))`,
    // not the season named as one's last to come: "the last winter I see"
    `(?<! (be|is|s) (my|the) )last (winter|summer|spring|autumn|fall)(?! (i see|ill see|i wil see|for me|i get|i have)>)`,
    // a month told from the start of a sentence, then what one did in it: "In January I was making plans to..."
    `^^ (in|by|back in|that|last) (january|february|march|april|may|june|july|august|september|october|november|december) (i|we) (was|were|had|wanted|tried|felt|thought|kept|cut|stood|nearly|almost|used)(?! ~14 (now|again|stil|today|tonight|this (week|month|morning|evening))>)`,
    // a time told from the start of a sentence: "First winter in Germany I wanted to die..."
    `^^ first (winter|summer|spring|autumn|fall|year|months) (here|in|at|after|of|abroad|away)`,
    `(my first|that|the first) (winter|summer|spring|autumn|fall|year|month|months) (here|in|at|after|of)`,
    // an old attempt recalled or recounted by someone (a therapist's notes): "client recalled a suicide attempt"
    `i remember (the (night|day|time|year|winter|summer)|when|that)|(?<! (i|we)( just| have| had)? )(recalled|recounted|recalls|recounts|described|describes|talked about|spoke about|opened up about) ~2 (a|an|her|his|their|the|my) ~2 (attempt|attempts|overdose|overdoses|admission|breakdown)`,
    `(the|that) (summer|winter|spring|autumn|fall|year|term|semester) (when |that )?i (wanted|tried|attempted|cut|planned|nearly|almost|wrote|took)|(?<! (last|this|same) )(the|that) (night|day|time|week|weekend) (when |that )?i (very )?(nearly|almost)`,
    `(that|it|this) (was|happened) (in )?(19|20)\\d\\d`,
    `last (winter|summer|spring|autumn|fall) ~8 (i know now|now i know|i see now|now i see|i realise now|i realize now)`,
    // the anniversary of an old crisis dates it: "anniversary of my overdose"
    `(attempt|overdose|od|suicide attempt|admission|discharge|recovery|sobriety|clean|last cut) (anniversary|anniversaries)`,
    // rereading one's old writing, and the places it dates from
    `(reading|read|reread|rereading|looking|looked|scrolling|scrolled|flicking|flicked|went|going|go) back (through|over|at)`,
    `(from|during) (uni|university|college|school|high school|sixth form|secondary school|my teens)`,
    // learner's English drops the article: "when we came from Kharkiv first winter I wanted to die", unless it turns to now
    `back when|when (i|we) first (came|arrived|moved|got here|got to|fled)|when (i|we) (came|arrived|moved|fled) ~3 first (winter|summer|spring|autumn|fall|year|months|weeks)(?! ~12 (again|stil|this (winter|summer|spring|autumn|fall|year|time)|now)>)`,
    // a year, or the worst time of one's life, told and then what one felt in it
    `((19|20)\\d\\d (was|were)|(the )?(worst|darkest|hardest|lowest|blackest)( (year|years|time|period|months|winter|summer|days|point))? of my life) ~~10 (wanted|tried|thought|felt|planned|attempted|cut|took|stood|nearly|almost|kept|didnt|couldnt|was|were)`,
    // and the day it is the anniversary of: "anniversary of the day I walked into A&E and said..."
    `(anniversary|anniversaries) of (the|that) (day|night|morning|evening|week) (when |that )?i (walked|went|tried|took|said|told|called|rang|nearly|almost|attempted|overdosed|cut|jumped|stood|wrote|ended up)(?! ~12 (tonight|tomorrow|today|again|now|this time|this year|finish|properly)>)`,
    // a place of the past told from the start of a sentence, then what one did there: "Back in the camp I stood on the roof"
    // (not a room come back to, nor a night that is this one: "Back in my room tonight I sat with the pills")
    `^^ back in(?! (my|our|the) (room|bedroom|flat|house|apartment|bed|car|bathroom|kitchen|ward|hospital|unit|cell)>) ~6 (i|we) (stood|sat|was|were|had|thought|wanted|tried|felt|lived|spent|cried|prayed|used)(?! ~12 (tonight|today|yesterday|again|now|this (morning|afternoon|evening|week)|last night)>)`,
    `(anniversary|anniversaries) of (my|the|that|our) ~2 (attempt|overdose|od|suicide attempt|admission|hospital stay|breakdown|rock bottom|worst night|last cut)`,
    `(in|during|through) (the|that) (19|20)\\d\\d`,
    `(last year|a few years back|in my teens|in my twenties|at the age of|once upon a time|in the past|that time in my life|that period of my life|at my lowest)`,
  ],
  resolved: [
    // a crisis that feels like another person's life: "feels like another person's life"
    `fels like (another|someone else s|someone elses|a diferent|anothers|somebody else s) (person|persons|persons life|life|lifetime|world)`,
    FORMER_SELF,
    `(i am|im|i m|i feel|and i am|now i am|now im) (so |very |really |just |truly )?(thankful|grateful)( $$| for| to| that| now)`,
    `(therapy|treatment|medication|meds|help|support|counseling|counselling|my therapist|the hotline|the crisis line|my psychiatrist|my family|my friends|faith|the hospital) (helped|saved|works|worked|got me through|pulled me out|brought me back)`,
    `(now|today|these days|nowadays) ~5 (grateful|glad|happy|fine|ok|okay|good|better|wel|proud|thankful|alive and|in a good place|doing wel|doing great|love my life|enjoy|healthy|stable|volunteer|help others|thriving)`,
    `(grateful|glad|happy|thankful|lucky|proud) (to be|i m|im|that i m|i am|that im|i survived|i stayed|i waited|i held on|i hung on|i held out|i didnt|that i didnt|to still be) (alive|here|still here|survived|stayed)?`,
    `(years?|months?|days?|weeks?) (self harm |sh |cutting |attempt )?(clean|sober|free|without (it|cutting|self harm|an attempt)|out(?! (of|from|the|my|a|in|and)>))`,
    `(got|get|sought|found|asked for|accepted|reached out for) (help|support|treatment|therapy)`,
    `(therapy|treatment|medication|meds|help|my therapist|my family|my friends|faith|my dog|my cat|my kids) ~3 (helped|saved|got me through|pulled me out|brought me back)`,
    `(im|i m|i am|that (girl|boy|kid|teenager|person|guy|woman|man|version of me) (is|s)) (doing )?(ok|okay|fine|good|better|alright|wel|doing wel|safe|happy) (now|these days|nowadays)`,
    `(that|those|this) (time|times|period|chapter|days|part of my life|darkness|nightmare|feeling|feelings|thoughts) (is|are|was|were|s) (finished|over|done|gone|behind me|in the past)`,
    `(was|that was|it was) (a lie|not true|wrong|the illness talking|the depression talking|the (illness|depression|anxiety) (lying|lies))`,
    `(dont|do not|no longer|never) (believe|think|feel) (that|this|it|so|like that|that way)( anymore| any more| now)?`,
    `(scars|marks) (are|have) (faded|fading|healed|white|silver)`,
    // a habit given up, not a loss told: "i don't cut anymore", never "i don't care anymore", "i am not here anymore"
    `(i|i m|im|i am) (dont|do not|no longer|not)(?! (really |even |ever )?(care|see|want|wanna|enjoy|play|belong|sleep|eat|laugh|smile|bother|hope|matter|exist|fit|recognise|recognize|here|there|alive|feel (anything|alive|joy|human|real|happy|like my ?self)|have (hope|a future|anything|anyone))>) ~2 (anymore|any more)`,
    `(its|it s|thats|that s|it is|that is) (behind me|in the past|over now)`,
    `proud of (me|my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>))`,
    `(havent|have not|hasnt|has not|not) ~2 (since|in|for) (over |more than |almost |nearly |about )?(a decade|a year|years|months|\\d+ (years|months))`,
    `(flushed|threw away|threw out|thrown away|got rid of|disposed of|handed in|handed back|returned) (them|it|the (pils|rope|blades|razor|razors|tablets|leter|note|gun))`,
    `(now|today|these days|nowadays) ~6 (love|enjoy|loving|enjoying) my (life|job|work)`,
    `(i|she|he|we|that (girl|boy|kid|teenager|child|version of me)) (made it|pulled through|came through|got through)( $$| out)`,
    `(recovered|recovery|in recovery|healed|overcame|overcome|got through it|made it through|survived it|behind me(?<= (it|that|this|those|al|past|worst|days|years|time|chapter|put|left|leaving|firmly|wel|now|safely|long) ~2 behind me)|(it|things|life) (gets|got|would get|did get|has got|has gotten) (so |this |that |much |a lot |way )?(better|good)|life is good|life is beautiful|i was (so )?wrong|i m so glad|im so glad|so glad i|no longer feel|dont feel that way anymore|those days are over|that s over|thats over)`,
  ],
  othersDeath: [
    // buried, said plainly: "she's two winters in the ground now"
    `(in the ground|six fet under|pushing up daisies|in the churchyard|in the cemetery|in the graveyard) ~2 (now|these|since|for|two|three|a year|a while)?`,
    // a pet put to sleep at the vet's: "We had Bella put to sleep this morning"
    `(had|having|get|got|getting) [^ ¦]+ (put to sleep|put down)|(vet|vets) ~10 (put to sleep|put down|to the end)|(put to sleep|put down) ~10 (vet|vets)`,
    `(he|she|they|nan|gran|granny|grandma|grandpa|grandad|granddad|mum|mom|dad|mother|father|brother|sister|son|daughter|husband|wife|friend|uncle|aunt|partner|cousin) (has |had |just |recently |sadly )?passed(?! (the|my|his|her|their|a|an|me|by|out|it|over|through|along|round|around|up|down|on to|away|on|all|every|with)>)`,
    `(died|passed away|passed on|was killed|were killed|got killed|killed in action|fell in battle|perished|lost his life|lost her life|lost their lives|took his own life|took her own life|killed himself|killed herself|committed (suicide|sucide|suiside|suicde|suecide|suiscide)|(?<! (house|home|city|town|village|country|flat|apartment|job|work|business|farm|money|savings|streak|hope|future|life|everything|al|it|this|that) )(is gone|s gone|are gone))`,
    `(death of|funeral|grave|graves|cemetery|buried|burial|coffin|wake for|memorial|rip|rest in peace|passing of|anniversary of (his|her|their) death|lost my (mom|mum|mother|dad|father|brother|sister|son|daughter|husband|wife|friend|best friend|grandma|grandpa|grandmother|grandfather|baby|child|partner|boyfriend|girlfriend|fiance|fiancee))`,
    `(miss|missing) (him|her|them) so (much|badly)`,
  ],
  pastCrisis: [
    `(my|the|an|a|previous|last|first|second|failed|(suicide|sucide|suiside|suicde|suecide|suiscide)) (attempt|attempts|overdose|od)`,
    `attempted ((suicide|sucide|suiside|suicde|suecide|suiscide)|to kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|to end my life|to take my life)`,
    `(tried|try) to (kil my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|end my life|die|take my (own )?life|hang my ?self(?! (esteem|worth|confidence|respect|image|care|control|doubt|doubts|belief|love|awareness|talk|discipline|improvement|help|portrait)>)|overdose|od|end it|commit (suicide|sucide|suiside|suicde|suecide|suiscide)|jump|walk into (the )?(sea|river|lake|ocean|water|canal)|drown my ?self)`,
    `(survived|lived) ~4 (the first time|first time|last time|by accident|by mistake)`,
    `(after|since|before) (the |my )?(hospital|hospitalization|hospitalisation|psych ward|psychiatric ward|ward|icu|intensive care|attempt|overdose|od)(?! (visit|visits|visiting|appointment|appointments|shift|shifts|job|work|parking|car park|food|staff|bill|bills)>)`,
    `(last time|the first time|that time|last year) ~3 (i|they) ~2 (survived|saved me|found me|pumped my stomach|resuscitated me|woke up in|called an ambulance|it didnt work|i failed|i woke up)`,
    `(survived|after) (my|an|the) (attempt|overdose|(suicide|sucide|suiside|suicde|suecide|suiscide) attempt)`,
    // a stay on a ward or pills swallowed, told as a time: "like last year when I was admitted", "before I swallowed the pills that time"
    `(when|after|since|before) (i|they) (was|were|got|had been) (admitted|sectioned|hospitalised|hospitalized)|(i|i ve|ive|i d|id) (was|got|been|had been) sectioned|(when|after|since|before) i (swallowed|took|downed|overdosed on) (the |al the |al my |those |my |a bottle of )?${PILLS} (that|the|last) (time|year|night)`,
  ],
  planTime: [TIME],
  newLife: [
    // a last day and a new start: "Last day at Infosys… Razorpay from Monday!"
    `(last|final) (day|shift|wek) (at|in|with) ~~30 (from|starting|start on|join on|joining on|starting on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|next wek|next month|the \\d+)`,
    // a flight or a train somewhere named: "Flight to Toronto at 7"
    `(flight|flights|plane|train|coach|ferry) (to|home|back to) (?!(heaven|the other side|the light|the stars|the sky|nowhere|oblivion)>)`,
    // called up: "Got my call-up papers… Report Monday 8 am"
    `(call up papers|call-up papers|conscription|conscripted|mobilised|mobilized|drafted|report for duty|report to (the )?(unit|base|barracks|recruitment))`,
    // back to duty after leave: "Packed my kit, last night of leave"
    `(last (night|day|evening) of (my )?(leave|rotation|r and r|r r)|(back|going back|heading back|return|returning) to (the front|the unit|my unit|base|the brigade|my brigade|the line|the trenches))`,
    // off to university: "for when we go to different unis"
    `(go|going|goes|head|heading|off|move|moving|start|starting) (off )?to (different |separate |our |my )?(unis|uni|university|universities|college|colleges)`,
    // flying somewhere: "Tomorrow we fly to Toronto", "I fly to Manchester for the nursing job"
    `(fly|flying|flew|flies|sail|sailing) (out )?(to|home|back to|back home)(?! (heaven|the other side|the light|the stars|the sky|nowhere|my (mum|mom|dad|nan|gran|grandma|grandad|son|daughter|brother|sister|wife|husband))>)`,
    // a move to somewhere named or a new home: "emigrating", "moving to Leeds", "new flat keys on Friday"
    `(emigrating|emigrated|emigrate|emigration|relocating|relocation|relocated|relocate)(?! (to|into) (a better|another|the next|the other|heaven|the light|nowhere|somewhere (better|nobody|no one|else forever)))`,
    `(moving|move|moved|movin) (to|back to|in with|into|abroad|overseas|across|up north|down south|house|home to|out to|over to)(?! (a better|another|the next|the other|heaven|the light|nowhere|somewhere (better|nobody|no one|far away where)|my grave|the grave|the ground)>)`,
    `(new|the new) (job|flat|apartment|house|home|place|school|city|country|position|post|role|office|team|colleagues|classmates|neighbours|neighbors|uni|university|college|landlord|landlady|tenants|owners|contract|boss|workplace)`,
    // a journey with somewhere to arrive: "tomorrow the flight to Manila", "my train leaves at six"
    `(flight|flights|plane|train|bus|coach|ferry|boat|visa) (to|home|back (to|home))(?! (end|the end|nowhere|the other side|heaven)>)`,
    `(my|our|the) (flight|plane|train|coach|ferry) (leaves|departs|goes|is at|at)`,
    // a new start with a date: "new job starts Monday", "uni in September", "college na in august"
    `(job|work|school|uni|university|college|term|course|contract|placement|internship|apprenticeship|training|retirement|residency|rotation) (starts|begins|start|begin)`,
    `(start|starts|starting|begin|begins|beginning) (my |the |a )?(new )?(job|school|uni|university|college|course|placement|internship|apprenticeship|retirement|residency|degree)`,
    `(college|uni|university|school|work) ~2 (in|on|from|next) (january|february|march|april|may|june|july|august|september|october|november|december|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|week|month|term|year|autumn|fall|spring)`,
    `(retirement|retiring|retired|retire|pension starts|my pension)(?! (from (life|this life|everything|it al|the world|existence))>)`,
    // a home found where the writer is going: "Marta found us a flat in Valencia"
    `(found|got|rented|renting|bought|booked|signed for) (us |me |myself )?(a|our|the|my) (new )?(flat|apartment|house|place|room|studio|bedsit) (in|near|outside|on the edge of)`,
    `(removal|removals|moving) (van|vans|men|company|lorry|truck|boxes|day)|movers|packing (boxes|for the move|up the flat|up the house)|(keys|key) (to|for|of) (the|our|my) new`,
  ],
};
