import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray. Lambda's active tracing (infra) gives every invocation a segment. With the stack's
 * `awsCallTracing` context on, each AWS client is also wrapped by the Powertools Tracer, adding
 * one subsegment per call (DynamoDB, KMS, Cognito, Bedrock, Secrets Manager) to show which call
 * took a slow request's time. Off by default, and the tracer is then never loaded: it adds about
 * 40 ms to a cold start. The Tracer itself stays off outside Lambda.
 */
const tracer: Tracer | undefined =
  process.env.AWS_CALL_TRACING === 'true'
    ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: 'emotion-journal' })
    : undefined;

export const traced = <T>(client: T): T => (tracer ? tracer.captureAWSv3Client(client) : client);
