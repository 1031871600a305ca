import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaBundling } from './bundling';
import { acknowledgeCurrentWildcards } from './nag';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * How Lambda code is produced. `bundle` runs esbuild on the handler (what `cdk synth` does);
 * `stub` puts a placeholder in place of the code so template tests stay fast and do not depend on
 * handler files that other people are still writing. Only tests may use `stub`.
 */
export type LambdaCode = 'bundle' | 'stub';

export interface HandlerFunctionProps {
  /** Module under lambdas/handlers/ (without .ts) that exports `handler`. */
  handler: string;
  code: LambdaCode;
  environment: Record<string, string>;
  timeout?: Duration;
  /** Instances kept for this function alone, which also caps it; none when absent. */
  reservedConcurrency?: number;
}

export const handlerEntry = (handler: string): string =>
  join(repoRoot, 'lambdas', 'handlers', `${handler}.ts`);

// Shared by both code paths, so a stubbed template has the same function settings as a real one.
const functionDefaults = {
  runtime: lambda.Runtime.NODEJS_22_X,
  architecture: lambda.Architecture.ARM_64,
  memorySize: 256,
  handler: 'index.handler',
} as const;

export function handlerFunction(
  scope: Construct,
  id: string,
  props: HandlerFunctionProps,
): lambda.Function {
  const fn = createFunction(scope, id, props);
  acknowledgeCurrentWildcards(
    fn,
    'X-Ray has no resource-level permissions: PutTraceSegments and PutTelemetryRecords only ' +
      'accept "*" (granted by CDK for active tracing).',
    (finding) => finding === 'Resource::*',
  );
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 is the runtime chosen in DESIGN.md and esbuild targets node22; moving to a ' +
      'newer runtime is a deliberate, tested upgrade rather than a synth-time default.',
  });
  return fn;
}

function createFunction(
  scope: Construct,
  id: string,
  props: HandlerFunctionProps,
): lambda.Function {
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const common = {
    ...functionDefaults,
    environment: props.environment,
    timeout: props.timeout ?? Duration.seconds(10),
    reservedConcurrentExecutions: props.reservedConcurrency,
    tracing: lambda.Tracing.ACTIVE,
    logGroup,
  };
  if (props.code === 'stub') {
    return new lambda.Function(scope, id, {
      ...common,
      code: lambda.Code.fromInline('export const handler = async () => ({ statusCode: 501 });'),
    });
  }
  const entry = handlerEntry(props.handler);
  if (!existsSync(entry)) {
    throw new Error(
      `Lambda ${id}: handler module "${props.handler}" not found at ${entry}. ` +
        'Every row of lambdas/routes.ts and every trigger needs that file, exporting `handler`.',
    );
  }
  const { alias, conditions, ...bundling } = lambdaBundling;
  return new NodejsFunction(scope, id, {
    ...common,
    entry,
    projectRoot: repoRoot,
    depsLockFilePath: join(repoRoot, 'package-lock.json'),
    bundling: {
      ...bundling,
      charset: Charset.UTF8,
      mainFields: [...lambdaBundling.mainFields],
      externalModules: [...lambdaBundling.externalModules],
      loader: { ...lambdaBundling.loader },
      format: OutputFormat.ESM,
      // The tracer switch is also fixed at build time, so a bundle without it has no tracer code.
      define: {
        'process.env.AWS_CALL_TRACING': JSON.stringify(
          props.environment.AWS_CALL_TRACING ?? 'false',
        ),
      },
      // esbuild runs in the project root, where the aliases' relative paths start.
      esbuildArgs: {
        '--alias': Object.entries(alias).map(([module, replacement]) => `${module}=${replacement}`),
        '--conditions': conditions.join(','),
      },
    },
  });
}
