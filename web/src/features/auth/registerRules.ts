import { PASSWORD_MIN_LENGTH } from '../../../../lambdas/domain/account';

export interface RegisterForm {
  email: string;
  password: string;
  repeat: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  captchaToken: string | null;
}

/** SPEC §5 in order; the first broken rule is the message key, or undefined when all hold. */
export function registerProblem(form: RegisterForm): string | undefined {
  if (!form.email.trim() || !form.password || !form.repeat)
    return 'auth.register.allFieldsRequired';
  if (form.password !== form.repeat) return 'auth.register.passwordsMismatch';
  if (form.password.length < PASSWORD_MIN_LENGTH) return 'auth.register.passwordTooShort';
  if (!form.termsAccepted || !form.privacyAccepted) return 'auth.register.mustAcceptTerms';
  if (!form.captchaToken) return 'auth.register.humanCheckRequired';
  return undefined;
}
