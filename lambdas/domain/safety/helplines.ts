import { countryCode } from '../countries';

/**
 * When a line answers. `text` is for hours a clock range cannot say; its `key` is read under
 * `helplines.hours.` in the locales, as `always` and `daily` are.
 */
export type HelplineHours =
  { kind: 'always' } | { kind: 'daily'; from: string; to: string } | { kind: 'text'; key: string };

/**
 * One line a person can reach. `phone` is written as dialled inside the country, `tel` is what a
 * `tel:` link dials (E.164, or the short code); the line's name is `helplines.lines.<id>`.
 */
export interface Helpline {
  id: string;
  phone?: string;
  tel?: string;
  url?: string;
  hours: HelplineHours;
  languages: string[];
  audience: 'everyone' | 'children' | 'veterans' | 'emergency';
}

const always: HelplineHours = { kind: 'always' };

/**
 * National lines by ISO 3166-1 country, in the order a person sees them: lines for everyone,
 * then those for children or veterans, emergency numbers last. Every line names the source its
 * number and hours were checked against, and when; a line that could not be verified is left
 * out, not guessed.
 */
const nationalLines = {
  UA: [
    // lifelineukraine.com (founder's letter: 7333 is free from all major mobile operators);
    // kyivpost.com, "Call number 738": answered 24 hours a day, 7 days a week. Checked 2026-11-23.
    {
      id: 'uaLifeline',
      phone: '7333',
      tel: '7333',
      url: 'https://lifelineukraine.com',
      hours: always,
      languages: ['uk'],
      audience: 'everyone',
    },
    // National line for children and young people run by La Strada-Ukraine (116 111 since
    // June 2017: Den via pressreader.com, hromadske.radio). Its hours changed over the years
    // (10:00–20:00 in 2015, extended in 2020 with UNICEF, "24/7" on progress.guide) and no
    // current official page could be read, so the card sends to the website. Checked 2026-11-23.
    {
      id: 'uaChildren',
      phone: '116 111',
      tel: '116111',
      url: 'https://la-strada.org.ua',
      hours: { kind: 'text', key: 'checkWebsite' },
      languages: ['uk'],
      audience: 'children',
    },
    // mvs.gov.ua (Ministry of Internal Affairs, 2023-12-01): 112 nationwide, operators also
    // speak English. Checked 2026-11-23.
    {
      id: 'uaEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['uk', 'en'],
      audience: 'emergency',
    },
    // mvs.gov.ua (same release): 101–104 keep working beside 112; 103 is the ambulance every
    // Ukrainian knows by heart. Checked 2026-11-23.
    {
      id: 'uaAmbulance',
      phone: '103',
      tel: '103',
      hours: always,
      languages: ['uk'],
      audience: 'emergency',
    },
    // No veterans' crisis line is listed: the Ministry of Veterans' "Єдина ветеранська лінія"
    // (0 800 505 217, hromadske.ua) advises on benefits, and its hours could not be verified.
    // Lifeline Ukraine itself was founded for veterans (poda.gov.ua, 2019).
  ],
  US: [
    // 988lifeline.org via wyo.gov and mcphs.edu: call or text 988, 24/7, English and Spanish.
    // Checked 2026-11-23.
    {
      id: 'us988',
      phone: '988',
      tel: '988',
      url: 'https://988lifeline.org',
      hours: always,
      languages: ['en', 'es'],
      audience: 'everyone',
    },
    // health.wyo.gov: "in immediate danger … call 911". Checked 2026-11-23.
    {
      id: 'usEmergency',
      phone: '911',
      tel: '911',
      hours: always,
      languages: ['en'],
      audience: 'emergency',
    },
  ],
  GB: [
    // samaritans.org (contact page): 116 123 free from landlines and mobiles; 24 hours a day,
    // 365 days a year (samaritans.org, Northern Ireland freephone anniversary). Checked 2026-11-23.
    {
      id: 'gbSamaritans',
      phone: '116 123',
      tel: '116123',
      url: 'https://www.samaritans.org',
      hours: always,
      languages: ['en'],
      audience: 'everyone',
    },
    // dorset.police.uk, wellingtonpractice.co.uk: 999 is the UK's emergency number, free;
    // 112 reaches the same call centre, so one number keeps the card calm. Checked 2026-11-23.
    {
      id: 'gbEmergency',
      phone: '999',
      tel: '999',
      hours: always,
      languages: ['en'],
      audience: 'emergency',
    },
  ],
  IE: [
    // samaritans.org/ireland ("The journey to a free call number"), irishexaminer.com:
    // 116 123 free across the island of Ireland, 24 hours. Checked 2026-11-23.
    {
      id: 'ieSamaritans',
      phone: '116 123',
      tel: '116123',
      url: 'https://www.samaritans.org/ireland/',
      hours: always,
      languages: ['en'],
      audience: 'everyone',
    },
    // hse.ie "When to call 112 or 999": both free, same operators; 112 is the number people who
    // came from elsewhere in Europe (and from Ukraine) already know. Checked 2026-11-23.
    {
      id: 'ieEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['en'],
      audience: 'emergency',
    },
  ],
  ES: [
    // Ministerio de Sanidad launch (rtve.es 2022-05-09; elnacional.cat): 024, free,
    // confidential, 24 hours, 365 days. Checked 2026-11-23.
    {
      id: 'es024',
      phone: '024',
      tel: '024',
      hours: always,
      languages: ['es'],
      audience: 'everyone',
    },
    // The same sources: 024 hands the gravest calls to 112. Checked 2026-11-23.
    {
      id: 'esEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['es', 'en'],
      audience: 'emergency',
    },
  ],
  JP: [
    // 279338.jp and kotobank.jp (Kyodo): よりそいホットライン, free, 24 hours, every day
    // (from Iwate, Miyagi and Fukushima: 0120-279-226; foreign-language line by option 2,
    // 10:00–22:00). Checked 2026-11-23.
    {
      id: 'jpYorisoi',
      phone: '0120 279 338',
      tel: '+81120279338',
      url: 'https://www.since2011.net/yorisoi/',
      hours: always,
      languages: ['ja'],
      audience: 'everyone',
    },
    // city.akiruno.tokyo.jp (municipal list of lines, 2023): 日本いのちの電話連盟 free dial,
    // daily 16:00–21:00 and from 08:00 on the 10th of each month for 24 hours
    // (tamainochi.com confirms the 10th). Checked 2026-11-23.
    {
      id: 'jpInochi',
      phone: '0120 783 556',
      tel: '+81120783556',
      hours: { kind: 'text', key: 'jpInochi' },
      languages: ['ja'],
      audience: 'everyone',
    },
    // jptips.itp.ne.jp, 90days-kyoto.com: 119 for ambulance and fire, free, 24 hours,
    // interpreters available. Checked 2026-11-23.
    {
      id: 'jpEmergency',
      phone: '119',
      tel: '119',
      hours: always,
      languages: ['ja', 'en'],
      audience: 'emergency',
    },
  ],
  DE: [
    // domradio.de (Telefonseelsorge glossary), spektrum.de: 0800 111 0 111 and
    // 0800 111 0 222, free and anonymous, around the clock. Checked 2026-11-23.
    {
      id: 'deTelefonseelsorge',
      phone: '0800 111 0 111',
      tel: '+498001110111',
      url: 'https://www.telefonseelsorge.de',
      hours: always,
      languages: ['de'],
      audience: 'everyone',
    },
    // The same sources: the second number, for when the first is busy. Checked 2026-11-23.
    {
      id: 'deTelefonseelsorge2',
      phone: '0800 111 0 222',
      tel: '+498001110222',
      url: 'https://www.telefonseelsorge.de',
      hours: always,
      languages: ['de'],
      audience: 'everyone',
    },
    // hse.ie: 112 works in every EU country, from any phone, free. Checked 2026-11-23.
    {
      id: 'deEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['de', 'en'],
      audience: 'emergency',
    },
  ],
  PL: [
    // telepolis.pl (Ministry of Digital Affairs campaign, 2025): 116 123, run by Niebieska
    // Linia IPZ for adults in emotional crisis, free, anonymous, 24 hours. Checked 2026-11-23.
    {
      id: 'pl116123',
      phone: '116 123',
      tel: '116123',
      url: 'https://116sos.pl',
      hours: always,
      languages: ['pl'],
      audience: 'everyone',
    },
    // The same campaign and kwartalnik.csp.edu.pl: 116 111 of Fundacja Dajemy Dzieciom Siłę,
    // children and young people, every day, around the clock. Checked 2026-11-23.
    {
      id: 'plChildren',
      phone: '116 111',
      tel: '116111',
      url: 'https://116111.pl',
      hours: always,
      languages: ['pl'],
      audience: 'children',
    },
    // hse.ie: 112 works in every EU country. Checked 2026-11-23.
    {
      id: 'plEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['pl', 'en'],
      audience: 'emergency',
    },
  ],
  CA: [
    // Government of Canada release (newswire.ca, 2023-11-30), 988.ca: call or text 9-8-8,
    // English and French, 24/7. Checked 2026-11-23.
    {
      id: 'ca988',
      phone: '988',
      tel: '988',
      url: 'https://988.ca',
      hours: always,
      languages: ['en', 'fr'],
      audience: 'everyone',
    },
    // lifeunscripted.ca, richmondhilluc.ca: 9-8-8 does not replace 911, which is still the number
    // when someone is in danger. Checked 2026-11-23.
    {
      id: 'caEmergency',
      phone: '911',
      tel: '911',
      hours: always,
      languages: ['en', 'fr'],
      audience: 'emergency',
    },
  ],
  AU: [
    // lifeline.org.au (Wikipedia, Lifeline H2H FAQ): 13 11 14, 24 hours; in immediate danger
    // call 000. Checked 2026-11-23.
    {
      id: 'auLifeline',
      phone: '13 11 14',
      tel: '131114',
      url: 'https://www.lifeline.org.au',
      hours: always,
      languages: ['en'],
      audience: 'everyone',
    },
    // lifelineh2h.org.au FAQ: "If you are in immediate danger call 000". Checked 2026-11-23.
    {
      id: 'auEmergency',
      phone: '000',
      tel: '000',
      hours: always,
      languages: ['en'],
      audience: 'emergency',
    },
  ],
  FR: [
    // 3114.fr, ARS Mayotte: 3114, free, 24h/24 and 7j/7, mainland and overseas. Checked 2026-11-23.
    {
      id: 'fr3114',
      phone: '3114',
      tel: '3114',
      url: 'https://3114.fr',
      hours: always,
      languages: ['fr'],
      audience: 'everyone',
    },
    // hse.ie: 112 works in every EU country. Checked 2026-11-23.
    {
      id: 'frEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['fr', 'en'],
      audience: 'emergency',
    },
  ],
  IT: [
    // giornaledibrescia.it (2026-01-14): 02 2327 2327 answers from 09:00 to midnight; a
    // round-the-clock service was announced for April 2026 but could not be confirmed, so the
    // verified hours stand. Checked 2026-11-23.
    {
      id: 'itTelefonoAmico',
      phone: '02 2327 2327',
      tel: '+390223272327',
      url: 'https://www.telefonoamico.it',
      hours: { kind: 'daily', from: '09:00', to: '00:00' },
      languages: ['it'],
      audience: 'everyone',
    },
    // hse.ie: 112 works in every EU country. Checked 2026-11-23.
    {
      id: 'itEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['it', 'en'],
      audience: 'emergency',
    },
  ],
  PT: [
    // dn.pt and rtp.pt (2025): national suicide and self-harm prevention line 1411, since
    // 2025-09-10, free, 24 hours. Checked 2026-11-23.
    {
      id: 'pt1411',
      phone: '1411',
      tel: '1411',
      hours: always,
      languages: ['pt'],
      audience: 'everyone',
    },
    // saudeonline.pt and dn.pt (2025): SOS Voz Amiga, daily 15:30–00:30, 213 544 545 (also
    // 912 802 669, 963 524 660, 930 712 500); sosvozamiga.org. Checked 2026-11-23.
    {
      id: 'ptSosVozAmiga',
      phone: '213 544 545',
      tel: '+351213544545',
      url: 'https://www.sosvozamiga.org',
      hours: { kind: 'daily', from: '15:30', to: '00:30' },
      languages: ['pt'],
      audience: 'everyone',
    },
    // sns24.gov.pt: psychological counselling on 808 24 24 24, option 4, 24/7, by clinical
    // psychologists; in English too since 2022 (rr.sapo.pt). Checked 2026-11-23.
    {
      id: 'ptSns24',
      phone: '808 24 24 24',
      tel: '+351808242424',
      url: 'https://www.sns24.gov.pt',
      hours: always,
      languages: ['pt', 'en'],
      audience: 'everyone',
    },
    // 24noticias.sapo.pt (2025 list of lines): 112, the European emergency number.
    // Checked 2026-11-23.
    {
      id: 'ptEmergency',
      phone: '112',
      tel: '112',
      hours: always,
      languages: ['pt', 'en'],
      audience: 'emergency',
    },
  ],
  MX: [
    // eluniversal.com.mx (CONASAMA, 2025-12-24), cronica.com.mx: Línea de la Vida
    // 800 911 2000, free, 24 hours, 365 days. Checked 2026-11-23.
    {
      id: 'mxLineaDeLaVida',
      phone: '800 911 2000',
      tel: '+528009112000',
      hours: always,
      languages: ['es'],
      audience: 'everyone',
    },
    // gob.mx (Policía Federal, IFT agreement in the DOF 2015-12-02): 911 is the single national
    // emergency number, in every state since January 2017. Checked 2026-11-23.
    {
      id: 'mxEmergency',
      phone: '911',
      tel: '911',
      hours: always,
      languages: ['es'],
      audience: 'emergency',
    },
  ],
  AR: [
    // elauditor.info (CAS president, 2021) and lapostacomodorense.com.ar (2025): Centro de
    // Asistencia al Suicida, 135 free from CABA and Gran Buenos Aires, every day 08:00–24:00.
    // Checked 2026-11-23.
    {
      id: 'arCas135',
      phone: '135',
      tel: '135',
      hours: { kind: 'daily', from: '08:00', to: '00:00' },
      languages: ['es'],
      audience: 'everyone',
    },
    // The same sources: (011) 5275-1135 from the whole country, same hours. Checked 2026-11-23.
    {
      id: 'arCasNational',
      phone: '011 5275 1135',
      tel: '+541152751135',
      hours: { kind: 'daily', from: '08:00', to: '00:00' },
      languages: ['es'],
      audience: 'everyone',
    },
    // lapostacomodorense.com.ar (2025), ospia.org.ar: Ministerio de Salud national mental
    // health line 0800-999-0091, free, anonymous, 24 hours, for the hours CAS is closed.
    // Checked 2026-11-23.
    {
      id: 'arSaludMental',
      phone: '0800 999 0091',
      tel: '+548009990091',
      hours: always,
      languages: ['es'],
      audience: 'everyone',
    },
    // lanacion.com.ar (2022): 911 (Ley 25.367) covers police and fire, yet only 15 of the 24
    // districts had it everywhere, so the medical emergency number follows. Checked 2026-11-23.
    {
      id: 'arEmergency',
      phone: '911',
      tel: '911',
      hours: always,
      languages: ['es'],
      audience: 'emergency',
    },
    // laurdimbre.com.ar (107 "Emergencia Médica", SAME in Buenos Aires), surenio.com.ar (107 in
    // Tierra del Fuego): the medical emergency number. Checked 2026-11-23.
    {
      id: 'arAmbulance',
      phone: '107',
      tel: '107',
      hours: always,
      languages: ['es'],
      audience: 'emergency',
    },
  ],
} satisfies Record<string, Helpline[]>;

/** Every other country: an international directory of free, vetted lines. */
const fallback: Helpline = {
  id: 'findAHelpline',
  url: 'https://findahelpline.com',
  hours: always,
  languages: ['en'],
  audience: 'everyone',
};

export type HelplineCountry = keyof typeof nationalLines;

export const helplineCountries = Object.keys(nationalLines) as HelplineCountry[];

function isHelplineCountry(code: string | undefined): code is HelplineCountry {
  return code !== undefined && Object.hasOwn(nationalLines, code);
}

/**
 * The lines to show someone in `country` (an ISO code, or a country as people write it):
 * that country's lines in the table's order, and always the international directory last.
 */
export function helplinesFor(country: string | undefined): {
  country?: HelplineCountry;
  lines: Helpline[];
} {
  const code = countryCode(country);
  if (!isHelplineCountry(code)) return { lines: [fallback] };
  return { country: code, lines: [...nationalLines[code], fallback] };
}
