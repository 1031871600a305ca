import { PASSWORD_MIN_LENGTH } from '@domain/account';
import { looksLikeEmail } from './email';

export interface RegisterForm {
  email: string;
  password: string;
  repeat: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  captchaToken: string | null;
}

export interface RegisterProblem {
  key: string;
  /** The field it is about, marked beside it; absent for the form as a whole. */
  field?: 'email';
}

/** SPEC §5 in order; the first broken rule, or undefined when all hold. */
export function registerProblem(form: RegisterForm): RegisterProblem | undefined {
  if (!form.email.trim() || !form.password || !form.repeat) {
    return { key: 'auth.register.allFieldsRequired' };
  }
  if (!looksLikeEmail(form.email)) return { key: 'auth.register.invalidEmail', field: 'email' };
  if (form.password !== form.repeat) return { key: 'auth.register.passwordsMismatch' };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { key: 'auth.register.passwordTooShort' };
  if (!form.termsAccepted || !form.privacyAccepted) return { key: 'auth.register.mustAcceptTerms' };
  if (!form.captchaToken) return { key: 'auth.register.humanCheckRequired' };
  return undefined;
}
