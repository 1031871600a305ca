import * as z from 'zod/mini';
import { contract } from '../contract';
import { isValidTimeZone } from '../dates';
import { AppError } from '../errors';
import { languages, type Language } from '../i18n-languages';

/**
 * The daily reminder (opt-in): at the user's chosen wall-clock time in their zone, by email and,
 * where the browser allows it, by web push; one click in the email stops it.
 */

/** `HH:mm` on a 24-hour clock. */
export const reminderTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm'));

const base64Url = /^[A-Za-z0-9_-]+=*$/;

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. Push services are
 * reached over HTTPS only; the keys are the browser's, for encrypting what is sent to it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(2048)),
  expirationTime: z.nullish(z.number()),
  keys: z.object({
    p256dh: z.string().check(z.regex(base64Url), z.maxLength(200)),
    auth: z.string().check(z.regex(base64Url), z.maxLength(64)),
  }),
});

export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const reminderChannelsSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });

export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  time: reminderTimeSchema,
  timezone: z.string().check(z.refine(isValidTimeZone, { message: 'unknown time zone' })),
  channels: reminderChannelsSchema,
});

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Off until the user turns it on; the web shows the browser's zone until one is saved. */
export const defaultReminderSettings: ReminderSettings = {
  enabled: false,
  time: '20:00',
  timezone: 'UTC',
  channels: { email: true, push: false },
};

/** `PUT /api/reminders`: the settings, the app's language, and the browser's subscription for push. */
export const reminderUpdateSchema = z.extend(reminderSettingsSchema, {
  /** The language of the reminders; the account's when absent. */
  language: z.optional(z.enum(languages)),
  pushSubscription: z.optional(pushSubscriptionSchema),
});

export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;

/** What is stored of a user's reminder: the settings, its language, the browser to push to. */
export interface ReminderRecord extends ReminderSettings {
  language?: Language;
  pushSubscription?: PushSubscriptionJson;
}

export type ReminderChannels = z.infer<typeof reminderChannelsSchema>;

const refuse = (code: string, message: string) => new AppError('unprocessable', code, message);

/**
 * The reminder a `PUT` asks for, checked against what this deployment can send and what is
 * stored: an enabled reminder needs a channel, each chosen channel must be available, and push
 * needs a subscription (sent now, or kept from before). Turning push off forgets the
 * subscription; a language not sent keeps the one stored.
 */
export function reminderRecordOf(
  update: ReminderUpdate,
  stored: ReminderRecord | undefined,
  available: ReminderChannels,
): ReminderRecord {
  const { pushSubscription, language, ...settings } = update;
  const { channels } = settings;
  if (settings.enabled && !channels.email && !channels.push) {
    throw refuse('reminders_no_channel', 'Choose email, push or both');
  }
  if (channels.email && !available.email) {
    throw refuse('reminders_email_unavailable', 'This server has no email sender');
  }
  if (channels.push && !available.push) {
    throw refuse('reminders_push_unavailable', 'This server cannot send push notifications');
  }
  const subscription = channels.push ? (pushSubscription ?? stored?.pushSubscription) : undefined;
  if (channels.push && !subscription) {
    throw refuse('reminders_push_subscription_required', 'Push needs the browser’s subscription');
  }
  const kept = language ?? stored?.language;
  return {
    ...settings,
    ...(kept ? { language: kept } : {}),
    ...(subscription ? { pushSubscription: subscription } : {}),
  };
}

const reminderStateSchema = z.extend(reminderSettingsSchema, {
  /** The server holds a push subscription of this user's browser. */
  pushSubscribed: z.boolean(),
  /** The channels this deployment can send through (email needs a configured sender). */
  available: reminderChannelsSchema,
});

/**
 * The stop link's query. Anything unexpected is left for the handler, which answers with a page
 * a person can read rather than the API's JSON error.
 */
export const reminderStopQuerySchema = z.object({
  token: z.catch(z.string().check(z.maxLength(512)), ''),
  lang: z.catch(z.optional(z.enum(languages)), undefined),
});

export const reminderContracts = {
  /** `GET /api/reminders`. */
  get: contract({ response: reminderStateSchema }),
  /** `PUT /api/reminders`: creates, moves or removes the user's daily schedule. */
  put: contract({ body: reminderUpdateSchema, response: reminderStateSchema }),
  /** `GET /api/reminders/stop?token=`: the email's stop link; a small page in the user's language. */
  stop: contract({ query: reminderStopQuerySchema }),
  /**
   * `POST /api/reminders/stop?token=`: the same, as mail apps send it for `List-Unsubscribe-Post`
   * (RFC 8058: a form body `List-Unsubscribe=One-Click`, which is not read).
   */
  unsubscribe: contract({ query: reminderStopQuerySchema, rawBody: true }),
};

/** What `GET` and `PUT` answer: the settings, never the subscription itself. */
export function reminderState(
  record: ReminderRecord | undefined,
  available: ReminderChannels,
): z.infer<typeof reminderStateSchema> {
  const { enabled, time, timezone, channels } = record ?? defaultReminderSettings;
  return {
    enabled,
    time,
    timezone,
    channels,
    pushSubscribed: Boolean(record?.pushSubscription),
    available,
  };
}

/**
 * The EventBridge Scheduler expression of a daily reminder: a cron at the minute and hour,
 * read in the user's zone (`ScheduleExpressionTimezone`), so daylight saving moves with them.
 */
export function scheduleExpression(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `cron(${minute} ${hour} * * ? *)`;
}
