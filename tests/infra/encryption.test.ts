import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  routes,
  triggers,
  type JobName,
  type Permission,
  type TriggerName,
} from '../../lambdas/routes';
import { synth } from './synth';
import {
  asList,
  jobFunction,
  references,
  resourcesOf,
  routeFunction,
  triggerFunction,
  type Resource,
  type Statement,
} from './template';

const accountRoot = {
  'Fn::Join': [
    '',
    ['arn:', { Ref: 'AWS::Partition' }, ':iam::', { Ref: 'AWS::AccountId' }, ':root'],
  ],
};

/** Every KMS action that uses a key's material or hands out its use. */
const cryptographic = [
  'kms:Encrypt',
  'kms:Decrypt',
  'kms:ReEncryptFrom',
  'kms:ReEncryptTo',
  'kms:GenerateDataKey',
  'kms:GenerateDataKeyWithoutPlaintext',
  'kms:GenerateDataKeyPair',
  'kms:GenerateDataKeyPairWithoutPlaintext',
  'kms:GenerateMac',
  'kms:VerifyMac',
  'kms:Sign',
  'kms:Verify',
  'kms:CreateGrant',
];

/** Whether an IAM action pattern (with * and ?) covers an action; IAM compares them case-blind. */
const covers = (pattern: string, action: string): boolean =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  ).test(action);

const onlyId = (value: unknown): string => {
  const ids = [...references(value)];
  expect(ids, JSON.stringify(value)).toHaveLength(1);
  return ids[0]!;
};

const logicalIdOf = (template: Template, type: string, prefix: RegExp): string => {
  const found = resourcesOf(template, type).filter(([id]) => prefix.test(id));
  expect(found, String(prefix)).toHaveLength(1);
  return found[0]![0];
};

const roleOf = (fn: Resource): string => fn.Properties?.Role['Fn::GetAtt'][0];

/** Every IAM statement of the template, with the roles its policy is attached to. */
function iamStatements(template: Template): { roles: Set<string>; statement: Statement }[] {
  const policies = resourcesOf(template, 'AWS::IAM::Policy').map(([, p]) => ({
    roles: references(p.Properties?.Roles),
    document: p.Properties?.PolicyDocument,
  }));
  const inline = resourcesOf(template, 'AWS::IAM::Role').flatMap(([id, role]) =>
    ((role.Properties?.Policies ?? []) as { PolicyDocument: unknown }[]).map((p) => ({
      roles: new Set([id]),
      document: p.PolicyDocument,
    })),
  );
  return [...policies, ...inline].flatMap(({ roles, document }) =>
    asList((document as { Statement: Statement | Statement[] }).Statement).map((statement) => ({
      roles,
      statement,
    })),
  );
}

/** The roles whose policies allow `action` (exactly, or through a pattern) on a resource. */
function rolesAllowed(
  template: Template,
  action: string,
  onResource: (resource: unknown) => boolean,
): Set<string> {
  const roles = new Set<string>();
  for (const { roles: attached, statement } of iamStatements(template)) {
    if (statement.Effect !== 'Allow') continue;
    if (!asList(statement.Action).some((a) => covers(a, action))) continue;
    if (!asList(statement.Resource).some(onResource)) continue;
    attached.forEach((role) => roles.add(role));
  }
  return roles;
}

/** The roles of the routes and jobs whose permissions pass `has`. */
const rolesOfRows = (template: Template, has: (permissions: readonly Permission[]) => boolean) =>
  new Set([
    ...routes.filter((r) => has(r.permissions)).map((r) => roleOf(routeFunction(template, r))),
    ...(Object.keys(jobs) as JobName[])
      .filter((name) => has(jobs[name].permissions))
      .map((name) => roleOf(jobFunction(template, name)[1])),
  ]);

describe('journal text encryption', () => {
  let app: App;
  let template: Template;
  let keyId: string;
  let keysTableId: string;
  let keyPolicy: Statement[];
  /** Rows naming dataKey; those that also write the journal; erasure. */
  let unwrappers: Set<string>;
  let generators: Set<string>;
  let erasers: Set<string>;

  beforeAll(() => {
    ({ app, template } = synth({ webBuildDir: '/nonexistent' }));
    keyId = logicalIdOf(template, 'AWS::KMS::Key', /^EncryptionDataKey[0-9A-F]{8}$/);
    keysTableId = logicalIdOf(template, 'AWS::DynamoDB::Table', /^Datakeys[0-9A-F]{8}$/);
    const [, key] = resourcesOf(template, 'AWS::KMS::Key')[0]!;
    keyPolicy = key.Properties?.KeyPolicy.Statement;
    unwrappers = rolesOfRows(template, (p) => p.includes('dataKey'));
    generators = rolesOfRows(template, (p) => p.includes('dataKey') && p.includes('journal:write'));
    erasers = rolesOfRows(template, (p) => p.includes('dataKey') && p.includes('users:delete'));
    console.info(
      `dataKey roles: ${unwrappers.size} unwrap, ${generators.size} generate, ` +
        `${erasers.size} destroy, of ${routes.length} routes and ${Object.keys(triggers).length} triggers`,
    );
  }, 60_000);

  it('has one customer-managed key, rotated yearly, retained, with a 30-day deletion window', () => {
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        EnableKeyRotation: true,
        RotationPeriodInDays: 365,
        PendingWindowInDays: 30,
      },
    });
    const [, key] = resourcesOf(template, 'AWS::KMS::Key')[0]!;
    // A symmetric encryption key: the only kind GenerateDataKey works with, and rotation needs.
    expect(key.Properties?.KeySpec ?? 'SYMMETRIC_DEFAULT').toBe('SYMMETRIC_DEFAULT');
    expect(key.Properties?.KeyUsage ?? 'ENCRYPT_DECRYPT').toBe('ENCRYPT_DECRYPT');
  });

  it('lets the account administer the key but not use it, in the key policy', () => {
    for (const statement of keyPolicy) {
      expect(statement.Effect).toBe('Allow');
      expect((statement as Statement & { Principal: unknown }).Principal).toEqual({
        AWS: accountRoot,
      });
    }
    const administration = keyPolicy.filter((s) => s.Condition === undefined);
    expect(administration).toHaveLength(1);
    const actions = asList(administration[0]!.Action);
    // What CloudFormation and an operator need, so that no one is locked out of the key.
    for (const action of [
      'kms:PutKeyPolicy',
      'kms:DescribeKey',
      'kms:EnableKeyRotation',
      'kms:ScheduleKeyDeletion',
    ]) {
      expect(
        actions.some((pattern) => covers(pattern, action)),
        action,
      ).toBe(true);
    }
    for (const action of cryptographic) {
      expect(
        actions.filter((pattern) => covers(pattern, action)),
        action,
      ).toEqual([]);
    }
  });

  it('lets the key policy unwrap only for dataKey rows, and generate only for those that write', () => {
    const uses = keyPolicy.filter((s) => s.Condition !== undefined);
    expect(uses.map((s) => s.Action).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    const principalsOf = (action: string) => {
      const statement = uses.find((s) => s.Action === action)!;
      expect(Object.keys(statement.Condition as object)).toEqual(['ArnEquals']);
      const arns = (statement.Condition as { ArnEquals: Record<string, unknown[]> }).ArnEquals;
      expect(Object.keys(arns)).toEqual(['aws:PrincipalArn']);
      return new Set(arns['aws:PrincipalArn']!.map(onlyId));
    };
    expect(principalsOf('kms:Decrypt')).toEqual(unwrappers);
    expect(principalsOf('kms:GenerateDataKey')).toEqual(generators);
    expect(generators.size).toBeGreaterThan(0);
    expect(generators.size).toBeLessThan(unwrappers.size);
  });

  it('lets no IAM policy use the key beyond the dataKey rows, nor encrypt, re-encrypt or grant with it', () => {
    const isKey = (resource: unknown) => resource === '*' || references(resource).has(keyId);
    expect(rolesAllowed(template, 'kms:Decrypt', isKey)).toEqual(unwrappers);
    expect(rolesAllowed(template, 'kms:GenerateDataKey', isKey)).toEqual(generators);
    for (const action of cryptographic.filter(
      (a) => a !== 'kms:Decrypt' && a !== 'kms:GenerateDataKey',
    )) {
      expect(rolesAllowed(template, action, isKey), action).toEqual(new Set());
    }
    // Every KMS statement in the template names this key alone, never "*".
    for (const { statement } of iamStatements(template)) {
      if (!asList(statement.Action).some((a) => a.toLowerCase().startsWith('kms:'))) continue;
      expect(asList(statement.Resource).map(onlyId)).toEqual([keyId]);
    }
  });

  it('gives the triggers nothing of the key or the keys table', () => {
    for (const name of Object.keys(triggers) as TriggerName[]) {
      const role = roleOf(triggerFunction(template, name));
      for (const { roles, statement } of iamStatements(template)) {
        if (!roles.has(role)) continue;
        const targets = references(statement.Resource);
        expect(targets.has(keyId) || targets.has(keysTableId), name).toBe(false);
      }
    }
  });

  it('lets dataKey rows read the keys table, writers create in it, erasure alone delete from it', () => {
    const isKeysTable = (resource: unknown) =>
      resource === '*' || references(resource).has(keysTableId);
    expect(rolesAllowed(template, 'dynamodb:GetItem', isKeysTable)).toEqual(unwrappers);
    expect(rolesAllowed(template, 'dynamodb:PutItem', isKeysTable)).toEqual(generators);
    expect(rolesAllowed(template, 'dynamodb:DeleteItem', isKeysTable)).toEqual(erasers);
    expect([...erasers]).toEqual([
      roleOf(
        routeFunction(
          template,
          routes.find((r) => r.handler === 'account-delete')!,
        ),
      ),
    ]);
    for (const action of [
      'dynamodb:UpdateItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:ExportTableToPointInTime',
      'dynamodb:CreateBackup',
      'dynamodb:RestoreTableFromBackup',
    ]) {
      expect(rolesAllowed(template, action, isKeysTable), action).toEqual(new Set());
    }
  });

  it('keeps the keys table out of point-in-time recovery and every backup selection', () => {
    const [, keysTable] = resourcesOf(template, 'AWS::DynamoDB::Table').find(
      ([id]) => id === keysTableId,
    )!;
    expect(keysTable.Properties?.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: false,
    });
    const selections = resourcesOf(template, 'AWS::Backup::BackupSelection');
    expect(selections.length).toBeGreaterThan(0);
    for (const [, selection] of selections) {
      const { Resources, ListOfTags, Conditions, NotResources } =
        selection.Properties!.BackupSelection;
      // By named tables only: a tag, a condition or an ARN pattern could sweep the keys table in.
      expect([ListOfTags, Conditions, NotResources]).toEqual([undefined, undefined, undefined]);
      for (const resource of Resources as unknown[]) expect(typeof resource).toBe('object');
      expect(references(Resources).has(keysTableId)).toBe(false);
    }
  });

  it('gives every Lambda DATA_KEY_ARN and KEYS_TABLE_NAME', () => {
    const functions = [
      ...routes.map((r) => routeFunction(template, r)),
      ...(Object.keys(triggers) as TriggerName[]).map((name) => triggerFunction(template, name)),
    ];
    for (const fn of functions) {
      expect(fn.Properties?.Environment?.Variables).toMatchObject({
        DATA_KEY_ARN: { 'Fn::GetAtt': [keyId, 'Arn'] },
        KEYS_TABLE_NAME: { Ref: keysTableId },
      });
    }
  });

  it('lets only POST /api/sessions/revoke sign a user out everywhere', () => {
    const signOut = rolesAllowed(template, 'cognito-idp:AdminUserGlobalSignOut', () => true);
    const revoke = routes.filter((r) => r.permissions.includes('users:signOut'));
    expect(revoke.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/sessions/revoke']);
    expect(signOut).toEqual(new Set([roleOf(routeFunction(template, revoke[0]!))]));
  });

  it('puts sessionIdleMinutes in /config.json, 30 by default', () => {
    expect(deployedConfig(app, template)).toMatchObject({ mode: 'aws', sessionIdleMinutes: 30 });
  });
});

/** The /config.json the stack deploys, as staged in the cloud assembly. */
function deployedConfig(app: App, template: Template): Record<string, unknown> {
  const [, deployment] = resourcesOf(template, 'Custom::CDKBucketDeployment').find(
    ([, d]) => JSON.stringify(d.Properties?.DistributionPaths) === '["/config.json"]',
  )!;
  const [objectKey] = deployment.Properties?.SourceObjectKeys as string[];
  const manifest = JSON.parse(
    readFileSync(join(app.outdir, 'EmotionJournal-prod.assets.json'), 'utf8'),
  ) as { files: Record<string, { source: { path: string } }> };
  const asset = manifest.files[objectKey!.replace(/\.zip$/, '')]!;
  return JSON.parse(readFileSync(join(app.outdir, asset.source.path, 'config.json'), 'utf8'));
}

describe('/config.json', () => {
  it.each([
    ['45', 45],
    [0, 0],
  ])('carries sessionIdleMinutes from context (%s)', (given, minutes) => {
    const { app, template } = synth({ webBuildDir: '/nonexistent', sessionIdleMinutes: given });
    expect(deployedConfig(app, template)).toMatchObject({
      mode: 'aws',
      sessionIdleMinutes: minutes,
    });
  });
});
