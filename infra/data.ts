import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { tableDefinitions, type TableDefinition, type TableKey } from '../lambdas/adapters/tables';

/**
 * How long AWS Backup keeps copies of the journal and system tables, besides point-in-time
 * recovery (any second of the last 35 days, in the table itself). Each copy is a full one, billed
 * by size, and keeps the items of users who have since erased their account until it expires:
 * short on purpose, though their text there is sealed with a data key that no longer exists.
 */
export const backupRetention = { dailyDays: 7, monthlyDays: 180 } as const;

/** The DynamoDB tables, built from the same definitions the local stack uses, and their backups. */
export class Data extends Construct {
  readonly tables: Record<TableKey, dynamodb.Table>;
  readonly backupPlan: backup.BackupPlan;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const build = (key: TableKey): dynamodb.Table => {
      const def: TableDefinition = tableDefinitions[key];
      const table = new dynamodb.Table(this, key, {
        partitionKey: { name: def.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: def.sortKey
          ? { name: def.sortKey, type: dynamodb.AttributeType.STRING }
          : undefined,
        timeToLiveAttribute: def.ttlAttribute,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        // The keys table is kept out of every backup on purpose: deleting a wrapped key there is
        // what makes every copy of its user's text unreadable (crypto-shredding).
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: def.backedUp },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        // Journals are personal data that cannot be rebuilt: a stack deletion must not take them.
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: true,
      });
      if (!def.backedUp) {
        Validations.of(table).acknowledge({
          id: 'AwsSolutions-DDB3',
          reason:
            'Deliberately without point-in-time recovery (and outside the AWS Backup plan): it ' +
            "holds each user's wrapped data key, and erasure deleting that key is what makes " +
            "every backup of the user's journal unreadable (crypto-shredding). A restorable copy " +
            'of this table would bring erased journals back.',
        });
      }
      return table;
    };
    this.tables = Object.fromEntries(
      (Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, build(key)]),
    ) as Record<TableKey, dynamodb.Table>;

    // A vault outside the tables: a copy survives a deleted table or a bad restore of it.
    const vault = new backup.BackupVault(this, 'BackupVault', {
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupPlan = new backup.BackupPlan(this, 'BackupPlan', {
      backupPlanName: `${Stack.of(this).stackName}-tables`,
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: Duration.days(backupRetention.dailyDays),
        }),
        new backup.BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: events.Schedule.cron({ day: '1', hour: '4', minute: '0' }),
          deleteAfter: Duration.days(backupRetention.monthlyDays),
        }),
      ],
    });
    const selection = this.backupPlan.addSelection('Tables', {
      resources: (Object.keys(tableDefinitions) as TableKey[])
        .filter((key) => tableDefinitions[key].backedUp)
        .map((key) => backup.BackupResource.fromDynamoDbTable(this.tables[key])),
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service-role policy: the role AWS Backup assumes to read the tables " +
        'it copies; AWS keeps it in step with what the service needs.',
    });
  }
}
