import { Aws, Duration, Lazy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import type { Env } from '../lambdas/adapters/env';
import { jobs, type Permission } from '../lambdas/routes';
import type { Jobs } from './jobs';
import { handlerFunction, type LambdaCode } from './lambda';
import { acknowledgeCurrentWildcards } from './nag';
import { grantPermissions, type PermissionResources, type ReadableSecret } from './permissions';

// `-c key=` on the command line arrives as '': not given.
const notGiven = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `vapidPublicKey`: the public half of the web push key pair (`npx web-push generate-vapid-keys`).
 * Given, the stack turns web push on: the web gets it through /config.json and the private half
 * goes into the `VapidPrivateKey` secret (README, "Reminders"). Absent, reminders go by email only.
 */
export const remindersContextShape = {
  vapidPublicKey: z.pipe(
    z.transform(notGiven),
    z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/, 'a VAPID public key (base64url, 65 bytes)')),
    ),
  ),
};

export const remindersContextKeys = Object.keys(remindersContextShape) as Array<
  keyof typeof remindersContextShape
>;

type RemindersContext = z.infer<z.ZodMiniObject<typeof remindersContextShape>> & {
  sesSenderEmail?: string;
  sesConfigurationSet?: string;
};

/** What the `reminders` permission refers to (infra/permissions.ts). */
export interface ReminderResources {
  /** The schedules of the group, `arn:…:schedule/<group>/*`. */
  schedulesArn: string;
  /** The role Scheduler invokes the reminder-send Lambda as (passed when creating a schedule). */
  schedulerRole: iam.IRole;
  /** The key that signs the stop links. */
  linkSecret: ReadableSecret;
}

type ReminderEnvironment = Pick<
  Record<keyof Env, string>,
  | 'REMINDER_SCHEDULE_GROUP'
  | 'REMINDER_TARGET_ARN'
  | 'REMINDER_ROLE_ARN'
  | 'REMINDER_LINK_SECRET_ARN'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_SECRET_ARN'
  | 'EMAIL_FROM'
  | 'SES_CONFIGURATION_SET'
>;

/**
 * The daily reminder in AWS: an EventBridge Scheduler group holding one schedule per user (the
 * API creates, moves and deletes them), the role those schedules invoke the reminder-send Lambda
 * as, and that Lambda (a job of the routes table). Email goes through the product's SES sender
 * when `sesSenderEmail` is set; without it the email channel is off (PUT answers 422
 * `reminders_email_unavailable`) and reminders go by web push only, when `vapidPublicKey` is set.
 */
export class Reminders extends Construct {
  readonly group: scheduler.CfnScheduleGroup;
  readonly schedulerRole: iam.Role;
  readonly linkSecret: secretsmanager.Secret;
  /** The VAPID private key (base64url), put in by the operator; only with `vapidPublicKey`. */
  readonly vapidSecret?: secretsmanager.Secret;
  readonly resources: ReminderResources;
  /** What the handlers read (lambdas/adapters/env.ts); '' for what this deployment lacks. */
  readonly environment: ReminderEnvironment;
  /** The public VAPID key for /config.json, when push is on. */
  readonly webConfig: { vapidPublicKey?: string };
  private sender?: lambda.Function;

  constructor(scope: Construct, id: string, context: RemindersContext) {
    super(scope, id);
    this.group = new scheduler.CfnScheduleGroup(this, 'Schedules');
    const schedulesArn = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.ref}/*`,
    });

    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description:
        'EventBridge Scheduler invokes the reminder-send Lambda as this role, nothing else',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        // Only this account's schedules of this group (confused deputy).
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': schedulesArn },
        },
      }),
    });

    this.linkSecret = new secretsmanager.Secret(this, 'StopLinkKey', {
      description: 'HMAC key that signs the reminder emails’ one-click stop links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.linkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A stop link must keep working for as long as the email that carries it: a rotated key ' +
        'would turn every link already sent into a refusal. The key only lets its holder stop ' +
        'reminders, nothing else.',
    });

    if (context.vapidPublicKey) {
      this.vapidSecret = new secretsmanager.Secret(this, 'VapidPrivateKey', {
        description:
          'The private half of the web push VAPID key pair (base64url); its public half is ' +
          'the vapidPublicKey context value',
        // A placeholder: the key pair is made outside AWS (README, "Reminders").
        generateSecretString: { passwordLength: 32, excludePunctuation: true },
      });
      Validations.of(this.vapidSecret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Browsers subscribe to the public half of this key: a new pair means every user ' +
          'subscribing again, so it changes by hand, together with vapidPublicKey.',
      });
    }

    this.resources = {
      schedulesArn,
      schedulerRole: this.schedulerRole,
      linkSecret: this.linkSecret,
    };
    this.environment = {
      REMINDER_SCHEDULE_GROUP: this.group.ref,
      // The sender is made later, with the jobs; routes read its ARN when the template is written.
      REMINDER_TARGET_ARN: Lazy.string({ produce: () => this.senderFunction().functionArn }),
      REMINDER_ROLE_ARN: this.schedulerRole.roleArn,
      REMINDER_LINK_SECRET_ARN: this.linkSecret.secretArn,
      VAPID_PUBLIC_KEY: context.vapidPublicKey ?? '',
      VAPID_SECRET_ARN: this.vapidSecret?.secretArn ?? '',
      EMAIL_FROM: context.sesSenderEmail ?? '',
      SES_CONFIGURATION_SET: context.sesConfigurationSet ?? '',
    };
    this.webConfig = context.vapidPublicKey ? { vapidPublicKey: context.vapidPublicKey } : {};
  }

  private senderFunction(): lambda.Function {
    if (!this.sender) throw new Error('Reminders: addSender was never called');
    return this.sender;
  }

  /**
   * The reminder-send Lambda, made in the jobs' scope (it is a row of `jobs`), with its own
   * permissions: `email` only when the stack has an SES sender, and the VAPID key only here.
   */
  addSender(
    scope: Jobs,
    props: {
      environment: Record<string, string>;
      lambdaCode: LambdaCode;
      resources: PermissionResources;
    },
  ): lambda.Function {
    const { reminderSend } = jobs;
    const fn = handlerFunction(scope, 'ReminderSend', {
      handler: reminderSend.handler,
      code: props.lambdaCode,
      // It never creates a schedule; naming itself would be a cycle.
      environment: { ...props.environment, REMINDER_TARGET_ARN: '' },
      timeout: Duration.seconds(reminderSend.timeoutSeconds),
    });
    const permissions: readonly Permission[] = props.resources.emailSender
      ? reminderSend.permissions
      : reminderSend.permissions.filter((p) => p !== 'email');
    grantPermissions(fn, permissions, props.resources);
    this.vapidSecret?.grantRead(fn);
    fn.grantInvoke(this.schedulerRole);
    acknowledgeCurrentWildcards(
      this.schedulerRole,
      'lambda:InvokeFunction on the reminder-send function and its versions (`<arn>:*`), as ' +
        'Function.grantInvoke writes it; the role can invoke nothing else.',
    );
    scope.functions.push({ name: 'ReminderSendJob', fn });
    this.sender = fn;
    return fn;
  }
}
