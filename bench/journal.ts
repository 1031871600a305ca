/**
 * The cost of a save and of a month's calendar read for a user with three years of daily
 * entries, on the local stack. Run: npx tsx bench/journal.ts
 */
import { addDays, localDateTime } from '../lambdas/domain/dates';
import { solvedCaptcha } from '../tests/support/captcha';
import { cognitoFor } from '../tests/support/cognito';
import { startStackProcess } from '../tests/support/stack-process';

const YEARS_OF_DAYS = 3 * 365;
const RUNS = 30;

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label.padEnd(34)} median ${at(0.5).toFixed(1)} ms   p90 ${at(0.9).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (n=${samples.length})`,
  );
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - start;
}

const stack = await startStackProcess();
try {
  const email = `bench-${Date.now()}@example.com`;
  let start = performance.now();
  const seeded = await fetch(`${stack.url}/api/dev/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret123', days: YEARS_OF_DAYS }),
  });
  const { daysWithEntries } = (await seeded.json()) as { daysWithEntries: number };
  console.log(
    `seeded ${daysWithEntries} days of entries in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  const cognito = await cognitoFor(stack.url);
  const tokens = await cognito.signIn(email, 'Secret123', await solvedCaptcha(stack.url));
  const headers = { authorization: `Bearer ${tokens.IdToken}`, 'content-type': 'application/json' };

  const today = localDateTime(new Date(), 'UTC').date;
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(addDays(monthStart, 32).slice(0, 8) + '01', -1);

  const saves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // The human check is solved before the clock starts: the browser does that while the user types.
    const body = JSON.stringify({
      emotion: 'calm',
      timezone: 'UTC',
      captchaToken: await solvedCaptcha(stack.url),
    });
    saves.push(
      await timed(() => fetch(`${stack.url}/api/emotions`, { method: 'POST', headers, body })),
    );
  }
  const calendar: number[] = [];
  const monthEntries: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    calendar.push(
      await timed(() =>
        fetch(`${stack.url}/api/days?from=${monthStart}&to=${monthEnd}`, { headers }),
      ),
    );
    monthEntries.push(
      await timed(() =>
        fetch(`${stack.url}/api/emotions?from=${monthStart}&to=${monthEnd}`, { headers }),
      ),
    );
  }
  start = performance.now();
  summary('POST /api/emotions (save)', saves);
  summary('GET /api/days (a month, calendar)', calendar);
  summary('GET /api/emotions (a month of entries)', monthEntries);
} finally {
  await stack.stop();
}
