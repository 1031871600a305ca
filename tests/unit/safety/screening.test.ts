import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../../../lambdas/domain/safety';
import { cases as en } from './screening/en';
import { cases as es } from './screening/es';
import { cases as ja } from './screening/ja';
import { cases as ru } from './screening/ru';
import { cases as uk } from './screening/uk';

/**
 * A screening question ("do you think about killing yourself?") is masked like any question, so
 * that asking is never a crisis; the answer decides. "Yes", "I lied and said no", or no answer at
 * all is a disclosure made now; "no", or "yes, years ago" told as over, is not.
 */
describe.each(Object.entries({ en, es, ja, uk, ru }))(
  'a screening question in %s',
  (_language, cases) => {
    it('has both answers', () => {
      expect(cases.filter((c) => c.crisis).length).toBeGreaterThanOrEqual(1);
      expect(cases.filter((c) => !c.crisis).length).toBeGreaterThanOrEqual(1);
    });
    it.each(cases)('$text → $crisis', ({ text, crisis }) => {
      expect(detectCrisis(text)).toBe(crisis);
    });
  },
);
