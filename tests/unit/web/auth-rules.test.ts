import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from '@web/features/auth/inAppBrowser';
import { normalizeEmail } from '@web/features/auth/email';
import { registerProblem, type RegisterForm } from '@web/features/auth/registerRules';

const valid: RegisterForm = {
  email: 'a@example.com',
  password: 'secret1',
  repeat: 'secret1',
  termsAccepted: true,
  privacyAccepted: true,
  captchaToken: 'token',
};

describe('registration rules (SPEC §5)', () => {
  it('accepts a complete form', () => {
    expect(registerProblem(valid)).toBeUndefined();
  });

  it.each([
    [{ email: '  ' }, 'auth.register.allFieldsRequired'],
    [{ repeat: '' }, 'auth.register.allFieldsRequired'],
    [{ repeat: 'secret2' }, 'auth.register.passwordsMismatch'],
    [{ password: 'abc12', repeat: 'abc12' }, 'auth.register.passwordTooShort'],
    [{ privacyAccepted: false }, 'auth.register.mustAcceptTerms'],
    [{ termsAccepted: false }, 'auth.register.mustAcceptTerms'],
    [{ captchaToken: null }, 'auth.register.humanCheckRequired'],
  ] as const)('%o → %s', (change, key) => {
    expect(registerProblem({ ...valid, ...change })).toEqual({ key });
  });

  it.each(['name', 'name@', 'name@mail', '@mail.com', 'na me@mail.com', 'name@mail.'])(
    'marks the email field for %j',
    (email) => {
      expect(registerProblem({ ...valid, email })).toEqual({
        key: 'auth.register.invalidEmail',
        field: 'email',
      });
    },
  );
});

describe('email addresses', () => {
  it.each([
    ['Name@Mail.com', 'name@mail.com'],
    ['  OLENA@Example.UA ', 'olena@example.ua'],
    ['already@lower.case', 'already@lower.case'],
  ])('%j is the account %j', (typed, account) => {
    expect(normalizeEmail(typed)).toBe(account);
  });
});

describe('in-app browsers', () => {
  it.each([
    'Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]',
    'Mozilla/5.0 (Linux; Android 14) Instagram 300.0',
    'Mozilla/5.0 (iPhone) Barcelona 289.0',
    'Mozilla/5.0 (Linux; Android 13) musical_ly_2023 BytedanceWebview/d8a21c6',
  ])('detects %s', (userAgent) => expect(isInAppBrowser(userAgent)).toBe(true));

  it('leaves ordinary browsers alone', () => {
    expect(isInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(
      false,
    );
  });
});
