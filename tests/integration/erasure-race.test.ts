import { describe, expect, it } from 'vitest';
import { call, captcha, everythingNaming, registeredUser, saveEmotion } from './helpers';

// It counts no users, so it runs on the shared stack beside the other files, not after them on the
// counted one (`erasure.test.ts`): its 63 proofs of work are the longest single test of the suite.
describe('erasure wins a race against saves', () => {
  it('leaves nothing of 20 saves racing it, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await registeredUser(`race${round}`);
      const tokens = await Promise.all(Array.from({ length: 21 }, () => captcha()));
      const saves = tokens
        .slice(1)
        .map((captchaToken, i) =>
          saveEmotion(user.token, { captchaToken, note: `racing ${round}-${i}` }),
        );
      // The erasure starts while the saves are in flight.
      const erasure = call('/api/account', {
        token: user.token,
        method: 'DELETE',
        body: { captchaToken: tokens[0] },
      });
      const results = await Promise.all([erasure, ...saves]);
      expect(results[0]!.status).toBe(204);
      // Each save either landed before the erasure began (and was swept) or was refused.
      for (const save of results.slice(1)) expect([200, 201, 401]).toContain(save.status);
      expect(await everythingNaming(user)).toEqual([]);
    }
    // Each round solves 21 proofs of work, the cost of which dominates the test.
  }, 120_000);
});
