import { createHash } from 'node:crypto';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { AppError } from '../domain/errors';
import { scheduleExpression, type ReminderSettings } from '../domain/reminders/settings';
import { env } from './env';
import { logger } from './logger';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_SCHEDULER locally. */
const scheduler = new SchedulerClient({});

/**
 * One schedule per user, named by a hash of their id: names show in consoles and logs, and the
 * id is only in the schedule's input, which the reminder-send Lambda needs.
 */
export const scheduleNameOf = (userId: string): string =>
  `reminder-${createHash('sha256').update(userId).digest('base64url')}`;

function group(): string {
  const name = env().REMINDER_SCHEDULE_GROUP;
  if (!name) throw unavailable('REMINDER_SCHEDULE_GROUP');
  return name;
}

function unavailable(missing: string): AppError {
  logger.error('reminders misconfigured', { missing });
  return new AppError('unavailable', 'reminders_unavailable', 'Reminders are not configured');
}

/** Creates the user's daily schedule, or moves it to a new time or zone. */
export async function putReminderSchedule(
  userId: string,
  settings: Pick<ReminderSettings, 'time' | 'timezone'>,
): Promise<void> {
  const { REMINDER_TARGET_ARN, REMINDER_ROLE_ARN } = env();
  if (!REMINDER_TARGET_ARN || !REMINDER_ROLE_ARN) throw unavailable('REMINDER_TARGET_ARN/ROLE_ARN');
  const schedule: CreateScheduleCommandInput = {
    Name: scheduleNameOf(userId),
    GroupName: group(),
    ScheduleExpression: scheduleExpression(settings.time),
    ScheduleExpressionTimezone: settings.timezone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    State: 'ENABLED',
    Target: {
      Arn: REMINDER_TARGET_ARN,
      RoleArn: REMINDER_ROLE_ARN,
      Input: JSON.stringify({ userId }),
      // A reminder an hour late is no longer the one the user asked for.
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
    },
  };
  try {
    await scheduler.send(new UpdateScheduleCommand(schedule));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  try {
    await scheduler.send(new CreateScheduleCommand(schedule));
  } catch (error) {
    // Created meanwhile by a second request of the same user: this one's settings win.
    if (!(error instanceof ConflictException)) throw error;
    await scheduler.send(new UpdateScheduleCommand(schedule));
  }
}

/** Removes the user's schedule; one that is not there is fine, so erasure can repeat it. */
export async function deleteReminderSchedule(userId: string): Promise<void> {
  try {
    await scheduler.send(
      new DeleteScheduleCommand({ Name: scheduleNameOf(userId), GroupName: group() }),
    );
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
