import type { Node } from 'constructs';
import * as z from 'zod';
import { parseEmailList } from '../lambdas/domain/email-list';
import { paymentsContextKeys, paymentsContextShape } from './payments';

/** Context keys this app reads; `cdk -c key=value` and cdk.json both feed them. */
export const contextKeys = [
  'stage',
  ...paymentsContextKeys,
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
  'alarmEmail',
  'sesSenderEmail',
  'sesVerifiedDomain',
  'sesConfigurationSet',
] as const;

type ContextKey = (typeof contextKeys)[number];

// `-c key=` on the command line arrives as '', which means "not given", not "empty value".
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().min(1).optional(),
);

const contextSchema = z
  .object({
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,19}$/, 'lowercase letters, digits and dashes, at most 20')
      // The stage ends up in the Cognito hosted-domain prefix, which may not contain these words.
      .refine((s) => !/aws|amazon|cognito/.test(s), 'must not contain aws, amazon or cognito')
      .default('prod'),
    ...paymentsContextShape,
    adminEmails: z
      .string()
      .default('')
      .transform(parseEmailList)
      .pipe(z.array(z.email('each admin email must be an email address'))),
    // Absent: Claude Haiku 4.5 through the inference profile of the deploy region's geography
    // (infra/ai.ts). Given: used as it is.
    bedrockModelId: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9.:-]+$/, 'a Bedrock model or inference-profile id')
        .optional(),
    ),
    // -c gives strings, cdk.json may give numbers: accept both.
    aiDailyQuota: z.coerce.number().int().min(1).max(10_000).default(20),
    // Per AI function; 0 leaves them unreserved (accounts whose concurrency quota is still 10).
    aiReservedConcurrency: z.coerce.number().int().min(0).max(500).default(10),
    googleClientId: optionalText,
    googleClientSecretName: optionalText,
    facebookAppId: optionalText,
    facebookAppSecretName: optionalText,
    domainName: optionalText.pipe(
      z
        .string()
        .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'a lowercase DNS name')
        .optional(),
    ),
    certificateArn: optionalText.pipe(
      z
        .string()
        // CloudFront only accepts ACM certificates from us-east-1.
        .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/, 'an ACM ARN in us-east-1')
        .optional(),
    ),
    webBuildDir: z.string().trim().min(1).default('dist/web'),
    /** After this many minutes without use, the app asks for the password again (0: never). */
    sessionIdleMinutes: z.coerce.number().int().min(0).max(1440).default(30),
    alarmEmail: optionalText.pipe(z.email('an email address').optional()),
    sesSenderEmail: optionalText.pipe(z.email('an email address').optional()),
    sesVerifiedDomain: optionalText.pipe(
      z
        .string()
        .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'a lowercase DNS name')
        .optional(),
    ),
    sesConfigurationSet: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'an SES configuration set name')
        .optional(),
    ),
  })
  .superRefine((c, ctx) => {
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
  });

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
