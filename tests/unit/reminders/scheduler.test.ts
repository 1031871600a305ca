import { describe, expect, it } from 'vitest';
import { isDue, type LocalSchedule } from '../../../lambdas/local/scheduler';

const schedule = (expression: string, zone: string): LocalSchedule => ({
  Name: 'reminder-x',
  GroupName: 'reminders',
  ScheduleExpression: expression,
  ScheduleExpressionTimezone: zone,
  State: 'ENABLED',
  FlexibleTimeWindow: { Mode: 'OFF' },
  Target: { Arn: 'arn:aws:lambda:local:0:function:f', RoleArn: 'arn:aws:iam::0:role/r' },
});

describe('the local scheduler fires a daily cron at its minute in its zone', () => {
  const kyiv = schedule('cron(30 21 * * ? *)', 'Europe/Kyiv');
  it.each([
    ['winter, UTC+2', kyiv, '2026-01-15T19:30:00Z', true],
    ['winter, 59 seconds in', kyiv, '2026-01-15T19:30:59Z', true],
    ['winter, a minute early', kyiv, '2026-01-15T19:29:59Z', false],
    ['summer, UTC+3', kyiv, '2026-07-15T18:30:00Z', true],
    ['summer, at the winter instant', kyiv, '2026-07-15T19:30:00Z', false],
    [
      'midnight in Tokyo',
      schedule('cron(0 0 * * ? *)', 'Asia/Tokyo'),
      '2026-03-01T15:00:00Z',
      true,
    ],
    ['Madrid 07:05', schedule('cron(5 7 * * ? *)', 'Europe/Madrid'), '2026-03-01T06:05:00Z', true],
  ])('%s', (_name, due, now, expected) => expect(isDue(due, new Date(now))).toBe(expected));
});
