import { describe, expect, it } from 'vitest';
import { addDays, localDateTime } from '../../lambdas/domain/dates';
import { call, captcha, localTables, saveEmotion, seededUser } from './helpers';

const today = () => localDateTime(new Date(), 'UTC').date;

describe('insights', () => {
  it('answers for three years of daily entries in under 300 ms', async () => {
    const user = await seededUser(3 * 365, 'years');
    const from = addDays(today(), -(3 * 365 - 1));
    const timings: number[] = [];
    let body: any;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const result = await call(`/api/insights?from=${from}&to=${today()}&timezone=UTC`, {
        token: user.token,
      });
      timings.push(performance.now() - start);
      expect(result.status).toBe(200);
      body = result.body;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `insights, 3 years: median ${timings[2]!.toFixed(0)} ms, max ${timings[4]!.toFixed(0)} ms`,
    );
    expect(timings[2]).toBeLessThan(300);
    expect(body.days).toHaveLength(3 * 365);
    expect(body.totals.days).toBe(3 * 365);
    // The seed repeats five moods (calm, anxious, grateful, tired, hopeful): four families.
    expect(new Set(body.days.map((d: { family: string }) => d.family))).toEqual(
      new Set(['calm', 'stormy', 'heavy', 'bright']),
    );
    expect(body.runs.longest.days).toBe(3 * 365);
  }, 120_000);

  it('keeps intensity and tags through save, insights, export and erasure', async () => {
    const user = await seededUser(0, 'tags');
    for (const [emotion, intensity, tags] of [
      ['тривога', 4, ['ніч в укритті', 'новини']],
      ['спокій', 2, ['прогулянка']],
    ] as const) {
      const saved = await saveEmotion(user.token, { emotion, intensity, tags: [...tags] });
      expect(saved.status).toBe(201);
      expect(saved.body.entry).toMatchObject({ intensity, tags });
    }
    const insights = (
      await call(`/api/insights?from=${addDays(today(), -1)}&to=${addDays(today(), 1)}`, {
        token: user.token,
      })
    ).body;
    expect(insights.words.map((w: { family: string }) => w.family)).toEqual(['stormy', 'calm']);
    expect(insights.tags.map((t: { tag: string }) => t.tag)).toEqual([
      'ніч в укритті',
      'новини',
      'прогулянка',
    ]);
    // One day only: no claim about any tag.
    expect(insights.tags.every((t: { direction: string }) => t.direction === 'notEnoughDays')).toBe(
      true,
    );
    const exported = await call('/api/export?format=json', { token: user.token });
    // Both were saved within one second: the export's order between them is not the point.
    const byEmotion = new Map(
      (exported.body.entries as { emotion: string; tags: string[]; family: string }[]).map(
        (entry) => [entry.emotion, entry],
      ),
    );
    expect(byEmotion.get('тривога')).toMatchObject({
      tags: ['ніч в укритті', 'новини'],
      family: 'stormy',
    });
    expect(byEmotion.get('спокій')).toMatchObject({ tags: ['прогулянка'], family: 'calm' });
    const csv = await call('/api/export?format=csv', { token: user.token });
    expect(csv.body).toContain('"тривога","stormy","4","ніч в укритті | новини"');

    await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    const { scan, tables } = localTables();
    expect((await scan(tables.journal)).filter((i) => i.userId === user.userId)).toEqual([]);
  });

  it('refuses a range over three years, or reversed', async () => {
    const user = await seededUser(0, 'range');
    expect(
      (await call('/api/insights?from=2020-01-01&to=2026-01-01', { token: user.token })).status,
    ).toBe(400);
    expect(
      (await call('/api/insights?from=2026-02-01&to=2026-01-01', { token: user.token })).status,
    ).toBe(400);
  });
});
