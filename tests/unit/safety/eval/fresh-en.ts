import type { EvalNote } from './types';

/**
 * English notes written after the first tuning, to measure generalisation: the first
 * detector run on them is recorded in the safety report; they were then used for tuning too.
 */
export const notes: EvalNote[] = [
  {
    crisis: true,
    class: 'burden',
    text: 'i keep thinking everyone would be fine if i just wasnt around anymore',
  },
  { crisis: true, class: 'passive', text: "Honestly? I'm so over being alive." },
  { crisis: true, class: 'passive', text: 'part of me hopes i dont survive the surgery tomorrow' },
  {
    crisis: true,
    class: 'method',
    text: 'I looked at the train tracks for a really long time today and thought about how quick it would be',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Started writing letters to my kids just in case. Put them in an envelope marked 'after'.",
  },
  {
    crisis: true,
    class: 'plan',
    text: "Bought enough sleeping pills to do it properly. They're in my bag.",
  },
  { crisis: true, class: 'dose', text: 'How many of my lithium tablets would be fatal?' },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'The urge to cut is back, I had to hide the knives from myself',
  },
  { crisis: true, class: 'selfHarm', text: 'burned myself with the iron again on purpose' },
  {
    crisis: true,
    class: 'euphemism',
    text: "I don't think I'll make it to my birthday. I don't want to.",
  },
  {
    crisis: true,
    class: 'burden',
    text: 'if I died tonight nobody would even notice until monday',
  },
  { crisis: true, class: 'passive', text: "I'm tired. Not sleepy tired. Tired of existing." },
  { crisis: true, class: 'farewell', text: 'ready to go. said my goodbyes in my head.' },
  {
    crisis: true,
    class: 'hopelessness',
    text: "I think this is it for me. I can't keep doing this.",
  },
  { crisis: true, class: 'passive', text: 'every morning I wake up disappointed that I woke up' },
  {
    crisis: true,
    class: 'plan',
    text: 'Going to drive to the coast this weekend and walk into the sea. Not coming back.',
  },
  {
    crisis: true,
    class: 'method',
    text: "I've got dad's old hunting rifle in the garage and I've been thinking about it a lot lately",
  },
  {
    crisis: true,
    class: 'plan',
    text: "My therapist doesn't know I've been planning my death for a month",
  },
  { crisis: true, class: 'passive', text: 'wish the shelling would just take me instead' },
  { crisis: true, class: 'hopelessness', text: 'life isnt worth it anymore. nothing is' },
  {
    crisis: true,
    class: 'intent',
    text: "I'm scared of myself tonight. The thoughts about ending everything are so loud.",
  },
  { crisis: true, class: 'plan', text: "What's the least painful way to go?" },
  {
    crisis: true,
    class: 'relapse',
    text: "after my overdose last spring I promised I'd never try again, but here I am googling methods again",
  },
  {
    crisis: true,
    class: 'burden',
    text: "I ruin everything I touch. They'd be happier with me gone.",
  },
  { crisis: true, class: 'plan', text: 'going to take every pill in the house tonight' },
  {
    crisis: true,
    class: 'selfHarm',
    text: "I've been self harming since march, mostly my thighs so no one sees",
  },
  { crisis: true, class: 'passive', text: 'dont want to be here anymore' },
  {
    crisis: true,
    class: 'passive',
    text: 'Sometimes I think about just not waking up and it feels peaceful',
  },
  {
    crisis: true,
    class: 'farewell',
    text: "Made my bed, cleaned the flat, fed the cat extra. Won't be needing any of this after tonight.",
  },
  { crisis: true, class: 'burden', text: "I'm the problem. Remove me and everything's fixed." },
  {
    crisis: true,
    class: 'euphemism',
    text: 'no point in anything anymore, i just want it to stop forever',
  },
  { crisis: true, class: 'method', text: "The voice says I should jump and I'm starting to agree" },
  { crisis: true, class: 'intent', text: 'I think about dying literally every hour' },
  { crisis: true, class: 'passive', text: 'i want to sleep and never wake up 😴🪦' },
  { crisis: true, class: 'euphemism', text: "Tonight I'm going to finally end my suffering." },
  { crisis: true, class: 'plan', text: 'My plan is the bridge on Sunday.' },
  {
    crisis: true,
    class: 'burden',
    text: "I'd be doing everyone a favor by disappearing permanently.",
  },
  {
    crisis: true,
    class: 'selfHarm',
    text: 'relapsed. cut deep enough to need stitches. didnt go to the hospital.',
  },
  {
    crisis: true,
    class: 'relapse',
    text: "I survived my attempt in 2021 and now I wish I hadn't.",
  },
  { crisis: true, class: 'farewell', text: 'sorry mom. i love you. this isnt your fault.' },
  { crisis: true, class: 'passive', text: 'id be better off six feet under' },
  { crisis: true, class: 'intent', text: 'i hate my life so much i want to end it' },
  {
    crisis: true,
    class: 'intent',
    text: 'ugh I wanna kill myself. I mean it. Not a joke this time.',
  },
  { crisis: true, class: 'passive', text: "I keep hoping I'll get sick and just die" },
  {
    crisis: false,
    guard: 'figurative',
    text: 'My sister is going to murder me when she sees the car lol',
  },
  {
    crisis: false,
    guard: 'figurative',
    text: 'I died a little inside when he said that, so cringe',
  },
  { crisis: false, guard: 'figurative', text: "that workout destroyed me, I'm dead" },
  { crisis: false, guard: 'figurative', text: 'killing time at the airport, flight delayed again' },
  { crisis: false, guard: 'figurative', text: 'this spreadsheet will be the death of me' },
  { crisis: false, guard: 'figurative', text: 'I could just die of happiness, she said yes!!' },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'Grandpa passed away peacefully in his sleep, we are all heartbroken',
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Another missile hit the apartment block, they're still counting the dead",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: "Today would have been my brother's birthday. He was killed last year near Avdiivka.",
  },
  {
    crisis: false,
    guard: 'othersDeath',
    text: 'A colleague died by suicide and the whole office is in shock',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Watched Dead Poets Society again, that scene with Neil still wrecks me',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: 'Playing a horror game where you have to survive the night, so scary',
  },
  {
    crisis: false,
    guard: 'fiction',
    text: "The book's narrator wants to disappear forever and honestly it's beautifully written",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Is it safe to take 1000mg of paracetamol for period pain?',
  },
  {
    crisis: false,
    guard: 'medical',
    text: "Asked the pharmacist the max dose of ibuprofen for my son's fever",
  },
  {
    crisis: false,
    guard: 'medical',
    text: 'Took my antidepressant dose late today, feeling a bit off',
  },
  {
    crisis: false,
    guard: 'past',
    text: "I used to self harm in uni. Now I'm five years free and mentor students.",
  },
  {
    crisis: false,
    guard: 'past',
    text: "Back in 2018 I had a plan to end it. Therapy and my dog saved me. I'm okay now.",
  },
  {
    crisis: false,
    guard: 'past',
    text: 'I once thought my family was better off without me; today we laughed at dinner and I know that was a lie.',
  },
  { crisis: false, guard: 'everyday', text: "I'm dying to get out of this office" },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Finally ended things with Mark, feel lighter already',
  },
  { crisis: false, guard: 'everyday', text: 'Goodbye 2023, hello new year!' },
  { crisis: false, guard: 'everyday', text: 'Need to pick a date for the wedding' },
  { crisis: false, guard: 'everyday', text: 'Gave away my old books to the library' },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Decided to quit my job, the plan is ready: notice on Friday.',
  },
  { crisis: false, guard: 'everyday', text: "I'm so done with this week lol" },
  {
    crisis: false,
    guard: 'everyday',
    text: 'Cleaned the balcony and looked down at the city lights',
  },
  { crisis: false, guard: 'negation', text: "I'm not going to hurt myself, I just need to vent" },
  {
    crisis: false,
    guard: 'negation',
    text: "No, I don't want to die. I want the pain to stop, and I'm calling my doctor tomorrow.",
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'I never thought about suicide, even in the worst times',
  },
  {
    crisis: false,
    guard: 'negation',
    text: 'The hotline asked if I was safe and I said yes and meant it',
  },
];
