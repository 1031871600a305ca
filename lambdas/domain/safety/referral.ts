import { crisisStrings, type Language } from '../i18n';

const { t } = crisisStrings;

/**
 * The assistant's answer to a flagged message, referral first: the way to a person who can help
 * comes before anything the model wrote, in the user's language.
 */
export const referralFirst = (language: Language, reply: string): string =>
  `${t(language, 'crisis.referral')}\n\n${reply}`;
