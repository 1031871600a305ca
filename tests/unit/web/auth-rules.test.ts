import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from '../../../web/src/features/auth/inAppBrowser';
import { registerProblem, type RegisterForm } from '../../../web/src/features/auth/registerRules';

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
    expect(registerProblem({ ...valid, ...change })).toBe(key);
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
