import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';
import { jobs } from '../lambdas/routes';
import { handlerFunction, type LambdaCode } from './lambda';
import { grantPermissions, type PermissionResources } from './permissions';

export interface JobsProps {
  environment: Record<string, string>;
  lambdaCode: LambdaCode;
  resources: PermissionResources;
  /** What must exist before the migration runs (the tables, the key). */
  after: IConstruct[];
}

/**
 * The Lambdas of `jobs` in the routes table. The migration runs after every deploy that changes
 * it, asynchronously (the deploy does not wait: a long migration cannot roll a release back),
 * and Lambda's own retries resume it where it stopped if it runs out of time.
 */
export class Jobs extends Construct {
  readonly functions: { name: string; fn: lambda.Function }[] = [];

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { migrate } = jobs;
    const fn = handlerFunction(this, 'Migrate', {
      handler: migrate.handler,
      code: props.lambdaCode,
      environment: props.environment,
      timeout: Duration.seconds(migrate.timeoutSeconds),
    });
    grantPermissions(fn, migrate.permissions, props.resources);
    this.functions.push({ name: 'MigrateJob', fn });
    new triggers.Trigger(this, 'MigrateAfterDeploy', {
      handler: fn,
      invocationType: triggers.InvocationType.EVENT,
      executeAfter: props.after,
      executeOnHandlerChange: true,
    });
  }
}
