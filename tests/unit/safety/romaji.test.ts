import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../../lambdas/domain/safety';
import { baseForm, japaneseForm } from '../../../lambdas/domain/safety/normalize';
import { romajiToHiragana, romajiWords } from '../../../lambdas/domain/safety/romaji';

describe('romaji read as kana', () => {
  it.each([
    ['mou shinitai', 'もう しにたい'],
    // Kunrei spellings as well as Hepburn
    ['sinitai', 'しにたい'],
    ['tukareta', 'つかれた'],
    // doubled consonants are a small っ, "tch" too
    ['zutto matte', 'ずっと まって'],
    ['matcha', 'まっちゃ'],
    // a syllable-final n, before a consonant, doubled, at the end, and m before b
    ['shinde', 'しんで'],
    ['minna', 'みんな'],
    ['konnichiwa', 'こんにちわ'],
    ['hon', 'ほん'],
    ['shimbun', 'しんぶん'],
    // palatal syllables
    ['kyou wa ryokou', 'きょう は りょこう'],
    ['jya ne', 'じゃ ね'],
    // a lone particle in the kana it is written with
    ['kusuri o nonda', 'くすり を のんだ'],
    ['gakkou e iku', 'がっこう へ いく'],
    // long vowels written with a macron or a circumflex
    ['tōkyō', 'とうきょう'],
    ['dôshite', 'どうして'],
    // words that spell no kana stay as written
    ['pc no nihongo', 'pc の にほんご'],
    ['od shita', 'od した'],
    ['off line', 'off line'],
    // a word that names a property of every object is only a word
    ['constructor tostring', 'constructor tostring'],
  ])('%s → %s', (romaji, kana) => {
    expect(romajiToHiragana(romaji)).toBe(kana);
  });
});

describe('romaji words inside a note in Japanese script', () => {
  it.each([
    // words of four letters or more that spell kana are read as kana
    ['ずっとリピしてる kietai kietai', 'ずっとりぴしてるきえたいきえたい'],
    // shorter ones are as often English among Japanese, and stay as written
    ['昨日od した', '昨日odした'],
    ['もう無理 lol', 'もう無理lol'],
  ])('%s → %s', (text, view) => {
    expect(japaneseForm(baseForm(text))).toBe(view);
  });
});

describe('which notes read as romaji', () => {
  it.each([
    ['mou tsukareta. ikiteru imi ga wakaranai', 6],
    ['kietai', 1],
    ['tōkyō ni kaeru', 3],
    // English and Spanish: too many words that spell no kana
    ['I want to sleep and never wake up', 0],
    ['me duele la cabeza, tomo una pastilla', 0],
    // a Ukrainian note with a Latin "i" for і, and Japanese in its own script
    ['Мені сумно i нічого не хочу', 0],
    ['もう shinitai', 0],
  ])('%s: %i words', (text, words) => {
    expect(romajiWords(baseForm(text))).toBe(words);
  });
});

describe('crisis detection in romaji', () => {
  it.each<[string, string]>([
    ['ashita no yoru, kusuri o zenbu nomu tsumori. minna gomen ne', 'dose'],
    ['kyou mo ude o kitta. nagasode de kakusu', 'selfHarm'],
    ['watashi nanka inai hou ga minna raku ni naru', 'burden'],
    ['tōkyō ni kaeru no ga kowai. mou owari ni shitai', 'euphemism'],
  ])('hears: %s', (text, cls) => {
    expect(assessCrisis(text).classes).toContain(cls);
  });

  it.each([
    // the guards hear romaji too: a time long past, a denial, a headache
    'mukashi wa maiban shinitai to omotteta kedo, ima wa daijoubu',
    'shinitai nante omottenai yo. tada nemui dake',
    'atama ga itakute kusuri o nonda. sugu netai',
    'kinou wa tomodachi to eiga o mita. tanoshikatta',
    // short English and Spanish notes whose words happen to spell kana are not read as Japanese
    'shine on you crazy diamond',
    'time to make a cake',
  ])('stays quiet: %s', (text) => {
    expect(assessCrisis(text).flagged).toBe(false);
  });
});
