import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { routeId } from '../../infra/api';
import type { JobName, RouteDefinition, TriggerName } from '../../lambdas/routes';

export type Resource = {
  Type: string;
  Properties?: Record<string, any>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
  Condition?: string;
};

export const resourcesOf = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.toJSON().Resources as Record<string, Resource>).filter(
    ([, r]) => r.Type === type,
  );

const functionByConstructId = (template: Template, id: string): [string, Resource] => {
  const found = resourcesOf(template, 'AWS::Lambda::Function').filter(([logicalId]) =>
    new RegExp(`^${id}[0-9A-F]{8}$`).test(logicalId),
  );
  expect(found, id).toHaveLength(1);
  return found[0]!;
};

/** The Lambda function of a route, found by the construct id the API construct gives it. */
export const routeFunction = (template: Template, route: RouteDefinition): Resource =>
  functionByConstructId(template, `Api${routeId(route)}`)[1];

export const triggerFunction = (template: Template, name: TriggerName): Resource =>
  functionByConstructId(template, `Auth${name}Trigger`)[1];

/** The Lambda of a job (`jobs` in the routes table): `Jobs` + the job's name, capitalised. */
export const jobFunction = (template: Template, name: JobName): [string, Resource] =>
  functionByConstructId(template, `Jobs${name[0]!.toUpperCase()}${name.slice(1)}`);

/** Logical ids a value refers to (Ref and Fn::GetAtt), at any depth. */
export const references = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((v) => references(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'Ref' && typeof v === 'string') into.add(v);
      else if (key === 'Fn::GetAtt')
        into.add(Array.isArray(v) ? String(v[0]) : String(v).split('.')[0]!);
      else references(v, into);
    }
  }
  return into;
};

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every statement of every IAM policy attached to the role of a Lambda function resource. */
export function statementsOf(template: Template, fn: Resource): Statement[] {
  const roleId = fn.Properties?.Role?.['Fn::GetAtt']?.[0] as string;
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties?.Roles as unknown[]).some((r) => references(r).has(roleId)))
    .flatMap(([, p]) => p.Properties?.PolicyDocument.Statement as Statement[]);
}

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * The template as CloudFormation would resolve it in one region and account: pseudo parameters,
 * mappings, conditions, Fn::If / AWS::NoValue, Fn::Join. A Ref or GetAtt of a resource stays as
 * `<LogicalId>` or `<LogicalId.Attribute>`, so that assertions can still say what it points at.
 */
export function resolveIn(template: Template, region: string, account = '123456789012') {
  const json = template.toJSON() as {
    Mappings?: Record<string, Record<string, Record<string, unknown>>>;
    Conditions?: Record<string, unknown>;
  };
  const pseudo: Record<string, string> = {
    'AWS::Region': region,
    'AWS::AccountId': account,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
  };
  const noValue = Symbol('AWS::NoValue');
  const conditions = new Map<string, boolean>();
  const condition = (name: string): boolean => {
    if (!conditions.has(name)) conditions.set(name, Boolean(resolve(json.Conditions?.[name])));
    return conditions.get(name)!;
  };
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve).filter((v) => v !== noValue);
    if (!value || typeof value !== 'object') return value;
    const [[key, arg]] = Object.entries(value) as [[string, any]];
    switch (key) {
      case 'Ref':
        if (arg === 'AWS::NoValue') return noValue;
        return pseudo[arg] ?? `<${arg}>`;
      case 'Fn::GetAtt':
        return `<${asList(arg).join('.')}>`;
      case 'Fn::Join':
        return (resolve(arg[1]) as unknown[]).join(arg[0]);
      case 'Fn::FindInMap': {
        const [map, first, second] = resolve(arg) as string[];
        const found = json.Mappings?.[map!]?.[first!]?.[second!];
        if (found === undefined) throw new Error(`no ${first}/${second} in mapping ${map}`);
        return found;
      }
      case 'Fn::Equals': {
        const [a, b] = resolve(arg) as unknown[];
        return a === b;
      }
      case 'Fn::If':
        return resolve(condition(arg[0]) ? arg[1] : arg[2]);
      default:
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    }
  };
  return { resolve, condition };
}
