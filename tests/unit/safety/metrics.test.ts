import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessCrisis } from '../../../lambdas/domain/crisis';
import { crisisSignal } from '../../../lambdas/domain/safety/signal';

/** The embedded-metric lines Powertools writes to stdout, parsed. */
function captureMetrics() {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    spy,
    records: () =>
      lines
        .flatMap((l) => l.split('\n'))
        .filter((l) => l.includes('_aws'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('the safety metric', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'EmotionJournal');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_DEV', '');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('counts CrisisFlagged once per language and once per class, with no text', async () => {
    const { countCrisisFlag } = await import('../../../lambdas/adapters/metrics');
    const note = 'Ніхто не помітить, якщо мене не стане. Купила таблетки на завтра.';
    const signal = crisisSignal(assessCrisis(note), 'urgent', 'uk');
    const capture = captureMetrics();
    countCrisisFlag('chat', signal);
    const records = capture.records();
    capture.spy.mockRestore();

    expect(records).toHaveLength(signal.languages.length + signal.classes.length);
    for (const record of records) {
      expect(record.CrisisFlagged).toBe(1);
      expect(record.source).toBe('chat');
      const aws = record._aws as { CloudWatchMetrics: { Namespace: string }[] };
      expect(aws.CloudWatchMetrics[0]!.Namespace).toBe('EmotionJournal');
    }
    expect(records.filter((r) => r.language).map((r) => r.language)).toEqual(signal.languages);
    expect(records.filter((r) => r.class).map((r) => r.class)).toEqual(signal.classes);
    const written = JSON.stringify(records);
    for (const word of ['помітить', 'таблетки', 'завтра']) expect(written).not.toContain(word);
  });

  it('counts nothing for a quiet note', async () => {
    const { countCrisisFlag } = await import('../../../lambdas/adapters/metrics');
    const capture = captureMetrics();
    countCrisisFlag(
      'save',
      crisisSignal(assessCrisis('A calm walk by the river.'), undefined, 'en'),
    );
    expect(capture.records()).toEqual([]);
  });

  it('counts an AI failure by its code', async () => {
    const { countAiError } = await import('../../../lambdas/adapters/metrics');
    const capture = captureMetrics();
    countAiError('analysis', 'ai_timeout');
    expect(capture.records()).toMatchObject([
      { AiErrors: 1, source: 'analysis', code: 'ai_timeout' },
    ]);
  });
});
