import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ILocalBundling } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { handlerEntry, repoRoot } from './bundling';
import { acknowledgeCurrentWildcards } from './nag';

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
  return new lambda.Function(scope, id, {
    ...common,
    code: lambda.Code.fromAsset(repoRoot, {
      // Hashed by what the build wrote, never by the repository's files.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Required by the CDK, never used: LambdaBundler always builds here (esbuild is ours).
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
        local: new LambdaBundler(entry, props.environment.AWS_CALL_TRACING === 'true'),
      },
    }),
  });
}

/**
 * Builds a function's code with infra/bundling.ts in a Node process of its own (see
 * infra/bundle-lambda.ts). Its fields are part of the CDK's cache key for the asset, so two
 * functions never share one build.
 */
class LambdaBundler implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly awsCallTracing: boolean,
  ) {}

  tryBundle(outputDir: string): boolean {
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot, 'infra', 'bundle-lambda.ts'),
        this.entry,
        outputDir,
        ...(this.awsCallTracing ? ['tracing'] : []),
      ],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    return true;
  }
}
