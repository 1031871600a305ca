import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as z from 'zod/mini';
import { isValidTimeZone, localDateTime } from '../domain/dates';

/**
 * EventBridge Scheduler on one machine: the part of its REST API the reminders use (create,
 * update, delete and get a schedule in a group, with AWS's error types, so the SDK and the
 * adapter run unchanged), schedules kept under DATA_DIR, and each fired at its minute in its own
 * zone by invoking its target as Scheduler would: the same reminder-send handler, with the
 * schedule's input as the event.
 *
 * Time is the machine's, checked each minute, until a test sets the clock (`setClock`): from then
 * on only the instants it is set to fire, so a test decides when "21:30 in Kyiv" is.
 */

// zod/mini has no locale: English texts in the ValidationException (this stand-in is never a Lambda).
z.config(z.locales.en());

/** The only expressions the reminders write: a daily cron at a minute and an hour. */
const DAILY_CRON = /^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/;

const scheduleSchema = z.object({
  ScheduleExpression: z.string().check(z.regex(DAILY_CRON, 'cron(m h * * ? *)')),
  ScheduleExpressionTimezone: z._default(
    z.string().check(z.refine(isValidTimeZone, 'unknown time zone')),
    'UTC',
  ),
  GroupName: z._default(z.string().check(z.minLength(1)), 'default'),
  State: z._default(z.enum(['ENABLED', 'DISABLED']), 'ENABLED'),
  FlexibleTimeWindow: z.object({ Mode: z.enum(['OFF', 'FLEXIBLE']) }),
  Target: z.object({
    Arn: z.string().check(z.minLength(1)),
    RoleArn: z.string().check(z.minLength(1)),
    Input: z.optional(z.string()),
  }),
});

export type LocalSchedule = z.infer<typeof scheduleSchema> & { Name: string };

/** Runs a schedule's target with its input, as Scheduler invokes a Lambda. */
export type InvokeTarget = (arn: string, input: string | undefined) => Promise<unknown>;

/** Whether a daily cron is due at the minute `now` falls in, read in the schedule's zone. */
export function isDue(schedule: LocalSchedule, now: Date): boolean {
  const [, minute, hour] = DAILY_CRON.exec(schedule.ScheduleExpression)!.map(Number);
  const { time } = localDateTime(now, schedule.ScheduleExpressionTimezone);
  return Number(time.slice(0, 2)) === hour && Number(time.slice(3, 5)) === minute;
}

const SCHEDULE_PATH = /^\/schedules\/([0-9A-Za-z_.-]{1,64})$/;

function reply(response: ServerResponse, status: number, body: unknown, errorType?: string) {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(JSON.stringify(body));
}

export class LocalScheduler {
  private readonly file: string;
  private schedules = new Map<string, LocalSchedule>();
  /** The minute each schedule last fired for, so no minute fires twice. */
  private readonly firedFor = new Map<string, number>();
  private manualClock = false;
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    dataDir: string,
    private readonly invoke: InvokeTarget,
  ) {
    this.file = path.join(dataDir, 'schedules.json');
  }

  static async open(dataDir: string, invoke: InvokeTarget): Promise<LocalScheduler> {
    const scheduler = new LocalScheduler(dataDir, invoke);
    const saved = await readFile(scheduler.file, 'utf8').catch(() => '[]');
    for (const schedule of JSON.parse(saved) as LocalSchedule[]) {
      scheduler.schedules.set(LocalScheduler.keyOf(schedule.GroupName, schedule.Name), schedule);
    }
    return scheduler;
  }

  private static keyOf(group: string, name: string) {
    return `${group}/${name}`;
  }

  private save() {
    return writeFile(this.file, JSON.stringify([...this.schedules.values()], null, 2));
  }

  /** Serves the Scheduler API; false for a request that is not one of its paths. */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: Buffer,
  ): Promise<boolean> {
    const match = SCHEDULE_PATH.exec(url.pathname);
    if (!match) return false;
    const name = match[1]!;
    const method = request.method ?? 'GET';
    if (method === 'POST' || method === 'PUT') {
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
      const parsed = scheduleSchema.safeParse(json);
      if (!parsed.success) {
        reply(response, 400, { Message: parsed.error.message }, 'ValidationException');
        return true;
      }
      const key = LocalScheduler.keyOf(parsed.data.GroupName, name);
      if (method === 'POST' && this.schedules.has(key)) {
        reply(response, 409, { Message: `Schedule ${name} already exists.` }, 'ConflictException');
        return true;
      }
      if (method === 'PUT' && !this.schedules.has(key)) {
        reply(
          response,
          404,
          { Message: `Schedule ${name} does not exist.` },
          'ResourceNotFoundException',
        );
        return true;
      }
      this.schedules.set(key, { ...parsed.data, Name: name });
      await this.save();
      reply(response, 200, { ScheduleArn: this.arnOf(parsed.data.GroupName, name) });
      return true;
    }
    const group = url.searchParams.get('groupName') ?? 'default';
    const key = LocalScheduler.keyOf(group, name);
    const schedule = this.schedules.get(key);
    if (!schedule || (method !== 'GET' && method !== 'DELETE')) {
      reply(
        response,
        404,
        { Message: `Schedule ${name} does not exist.` },
        'ResourceNotFoundException',
      );
      return true;
    }
    if (method === 'DELETE') {
      this.schedules.delete(key);
      this.firedFor.delete(key);
      await this.save();
      reply(response, 200, {});
    } else {
      reply(response, 200, { ...schedule, Arn: this.arnOf(group, name) });
    }
    return true;
  }

  private arnOf(group: string, name: string) {
    return `arn:aws:scheduler:local:000000000000:schedule/${group}/${name}`;
  }

  /**
   * Fires every enabled schedule due at the minute of `now`, each at most once for that minute,
   * and waits for their targets. A target that fails is logged, as Scheduler would retry it.
   */
  async fireDue(now: Date): Promise<number> {
    const minute = Math.floor(now.getTime() / 60_000);
    const due = [...this.schedules].filter(
      ([key, schedule]) =>
        schedule.State === 'ENABLED' && this.firedFor.get(key) !== minute && isDue(schedule, now),
    );
    await Promise.all(
      due.map(async ([key, schedule]) => {
        this.firedFor.set(key, minute);
        await this.invoke(schedule.Target.Arn, schedule.Target.Input).catch((error: Error) =>
          console.error(`[scheduler] ${schedule.Name} failed: ${error.name}`),
        );
      }),
    );
    return due.length;
  }

  /** The test clock: fires what is due at `now`; the machine's time no longer fires anything. */
  setClock(now: Date): Promise<number> {
    this.manualClock = true;
    return this.fireDue(now);
  }

  /** Checks every minute, on the minute, until `stop`. */
  start(): void {
    const next = () => 60_000 - (Date.now() % 60_000) + 50;
    const tick = () => {
      this.timer = setTimeout(tick, next());
      if (!this.manualClock) void this.fireDue(new Date());
    };
    this.timer = setTimeout(tick, next());
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
