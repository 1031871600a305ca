import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tables } from '../adapters/dynamo';
import { logger } from '../adapters/logger';
import { migrateDaysByMonth } from './days-by-month';
import { sealUserText } from './seal-user-text';

/**
 * Data migrations, run once after a deploy (by the migration Lambda in AWS, at start under
 * `npm start`). Each one finds the users it concerns with a keys-only scan (a one-off operator
 * task, never a request path), migrates them one by one with idempotent steps, and records how
 * far it got in the system table, so a run that fails or times out resumes where it stopped.
 */
interface Migration {
  name: string;
  /** Items whose users need the migration (a scan filter over the journal table). */
  filter: { expression: string; names?: Record<string, string> };
  migrateUser(userId: string): Promise<boolean>;
}

export const migrations: Migration[] = [
  {
    name: 'days-by-month',
    // DynamoDB filters may not name key attributes: the old items are known by their contents
    // (a retry claim holds `entry`; a date set, old or new, holds `dates`).
    filter: {
      expression: 'attribute_exists(#entry) OR attribute_exists(dates)',
      names: { '#entry': 'entry' },
    },
    migrateUser: migrateDaysByMonth,
  },
  {
    name: 'seal-user-text',
    // Entries hold `emotion`, profiles `updatedAt`; once sealed they hold neither in plain.
    filter: {
      expression:
        'attribute_not_exists(sealed) AND (attribute_exists(emotion) OR attribute_exists(updatedAt))',
    },
    migrateUser: sealUserText,
  },
];

const progressKey = (name: string) => ({ pk: `migration#${name}` });

export async function runMigrations(
  options: { deadline?: number } = {},
): Promise<{ migrated: Record<string, number>; finished: boolean }> {
  const migrated: Record<string, number> = {};
  for (const migration of migrations) {
    const { Item: progress } = await db.send(
      new GetCommand({
        TableName: tables.system,
        Key: progressKey(migration.name),
        ConsistentRead: true,
      }),
    );
    if (progress?.finishedAt) continue;
    let startKey = progress?.lastKey as Record<string, unknown> | undefined;
    migrated[migration.name] = 0;
    do {
      if (options.deadline && Date.now() > options.deadline) {
        return { migrated, finished: false };
      }
      const page = await db.send(
        new ScanCommand({
          TableName: tables.journal,
          ProjectionExpression: 'userId',
          FilterExpression: migration.filter.expression,
          ExpressionAttributeNames: migration.filter.names,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const userId of new Set((page.Items ?? []).map((item) => String(item.userId)))) {
        if (await migration.migrateUser(userId)) migrated[migration.name]! += 1;
      }
      startKey = page.LastEvaluatedKey;
      await db.send(
        new PutCommand({
          TableName: tables.system,
          Item: {
            ...progressKey(migration.name),
            ...(startKey ? { lastKey: startKey } : { finishedAt: new Date().toISOString() }),
          },
        }),
      );
    } while (startKey);
    logger.info('migration finished', { name: migration.name, users: migrated[migration.name] });
  }
  return { migrated, finished: true };
}
