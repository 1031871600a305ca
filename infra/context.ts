import type { Node } from 'constructs';
import * as z from 'zod/mini';
import { parseEmailList } from '../lambdas/domain/email-list';
import { paymentsContextKeys, paymentsContextShape } from './payments';
import { remindersContextKeys, remindersContextShape } from './reminders';

/** Context keys this app reads; `cdk -c key=value` and cdk.json both feed them. */
export const contextKeys = [
  'stage',
  ...paymentsContextKeys,
  ...remindersContextKeys,
  'adminEmails',
  'bedrockModelId',
  'aiDailyQuota',
  'aiReservedConcurrency',
  'googleClientId',
  'googleClientSecretName',
  'facebookAppId',
  'facebookAppSecretName',
  'domainName',
  'certificateArn',
  'webBuildDir',
  'sessionIdleMinutes',
  'awsCallTracing',
  'alarmEmail',
  'sesSenderEmail',
  'sesVerifiedDomain',
  'sesConfigurationSet',
] as const;

type ContextKey = (typeof contextKeys)[number];

// zod/mini has no locale: English texts for ContextError (CDK code, never bundled into a Lambda).
z.config(z.locales.en());

// `-c key=` on the command line arrives as '', which means "not given", not "empty value".
const optionalText = z.pipe(
  z.transform((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
  z.optional(z.string().check(z.trim(), z.minLength(1))),
);

const contextSchema = z
  .object({
    stage: z._default(
      z.string().check(
        z.regex(/^[a-z][a-z0-9-]{0,19}$/, 'lowercase letters, digits and dashes, at most 20'),
        // The stage ends up in the Cognito hosted-domain prefix, which may not contain these words.
        z.refine((s) => !/aws|amazon|cognito/.test(s), 'must not contain aws, amazon or cognito'),
      ),
      'prod',
    ),
    ...paymentsContextShape,
    ...remindersContextShape,
    adminEmails: z.pipe(
      z.pipe(z._default(z.string(), ''), z.transform(parseEmailList)),
      z.array(z.email('each admin email must be an email address')),
    ),
    // Absent: Claude Haiku 4.5 through the inference profile of the deploy region's geography
    // (infra/ai.ts). Given: used as it is.
    bedrockModelId: z.pipe(
      optionalText,
      z.optional(
        z.string().check(z.regex(/^[a-z0-9.:-]+$/, 'a Bedrock model or inference-profile id')),
      ),
    ),
    // -c gives strings, cdk.json may give numbers: accept both.
    aiDailyQuota: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 20),
    // Per AI function; 0 leaves them unreserved (accounts whose concurrency quota is still 10).
    aiReservedConcurrency: z._default(
      z.coerce.number().check(z.int(), z.minimum(0), z.maximum(500)),
      10,
    ),
    googleClientId: optionalText,
    googleClientSecretName: optionalText,
    facebookAppId: optionalText,
    facebookAppSecretName: optionalText,
    domainName: z.pipe(
      optionalText,
      z.optional(
        z
          .string()
          .check(z.regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'a lowercase DNS name')),
      ),
    ),
    certificateArn: z.pipe(
      optionalText,
      z.optional(
        z.string().check(
          // CloudFront only accepts ACM certificates from us-east-1.
          z.regex(
            /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/,
            'an ACM ARN in us-east-1',
          ),
        ),
      ),
    ),
    webBuildDir: z._default(z.string().check(z.trim(), z.minLength(1)), 'dist/web'),
    /** After this many minutes without use, the app asks for the password again (0: never). */
    sessionIdleMinutes: z._default(
      z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1440)),
      30,
    ),
    /**
     * X-Ray subsegments for every AWS call (Powertools Tracer). Off by default: loading the
     * tracer adds about 40 ms to each cold start; switch it on while hunting a slow request.
     */
    awsCallTracing: z._default(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ]),
      false,
    ),
    alarmEmail: z.pipe(optionalText, z.optional(z.email('an email address'))),
    sesSenderEmail: z.pipe(optionalText, z.optional(z.email('an email address'))),
    sesVerifiedDomain: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'a lowercase DNS name'))),
    ),
    sesConfigurationSet: z.pipe(
      optionalText,
      z.optional(
        z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an SES configuration set name')),
      ),
    ),
  })
  .check(
    z.superRefine((c, ctx) => {
      const pairs: [ContextKey, ContextKey][] = [
        ['googleClientId', 'googleClientSecretName'],
        ['facebookAppId', 'facebookAppSecretName'],
        ['domainName', 'certificateArn'],
      ];
      for (const [a, b] of pairs) {
        if ((c[a] === undefined) !== (c[b] === undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: [c[a] ? b : a],
            message: `${a} and ${b} go together`,
          });
        }
      }
      for (const key of ['sesVerifiedDomain', 'sesConfigurationSet'] as const) {
        if (c[key] !== undefined && c.sesSenderEmail === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} needs sesSenderEmail` });
        }
      }
      if (
        c.sesVerifiedDomain !== undefined &&
        c.sesSenderEmail?.split('@')[1]?.toLowerCase() !== c.sesVerifiedDomain
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['sesVerifiedDomain'],
          message: 'sesSenderEmail must be an address of sesVerifiedDomain',
        });
      }
    }),
  );

export type AppContext = z.infer<typeof contextSchema>;

export class ContextError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid CDK context:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContextError';
  }
}

/** Validates raw context values; throws one ContextError that lists every problem. */
export function parseContext(raw: Partial<Record<ContextKey, unknown>>): AppContext {
  const result = contextSchema.safeParse(raw);
  if (!result.success) {
    throw new ContextError(
      result.error.issues.map((i) => `${i.path.join('.') || '(context)'}: ${i.message}`),
    );
  }
  return result.data;
}

export function readContext(node: Node): AppContext {
  return parseContext(Object.fromEntries(contextKeys.map((k) => [k, node.tryGetContext(k)])));
}
