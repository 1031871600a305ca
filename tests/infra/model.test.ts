import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultModel, defaultModelRegions } from '../../infra/ai';
import { parseContext } from '../../infra/context';
import { EmotionJournalStack } from '../../infra/stack';
import { routes } from '../../lambdas/routes';
import { synth } from './synth';
import { asList, resolveIn, routeFunction, statementsOf } from './template';

const analyze = routes.find((r) => r.handler === 'analyze')!;
const chat = routes.find((r) => r.handler === 'chat-assistant')!;

/** What the AI Lambdas are told to call, and what they may invoke, in one region. */
function modelIn(template: Template, region: string) {
  const { resolve } = resolveIn(template, region);
  const fn = routeFunction(template, analyze);
  const invoke = statementsOf(template, fn).filter((s) =>
    asList(s.Action).includes('bedrock:InvokeModel'),
  );
  expect(invoke).toHaveLength(1);
  expect(asList(invoke[0]!.Action)).toEqual(['bedrock:InvokeModel']);
  return {
    modelId: resolve(fn.Properties?.Environment.Variables.BEDROCK_MODEL_ID),
    resources: (asList(resolve(invoke[0]!.Resource)) as string[]).sort(),
  };
}

const profileArn = (region: string, id: string) =>
  `arn:aws:bedrock:${region}:123456789012:inference-profile/${id}`;
const modelArn = (region: string, id = defaultModel) =>
  `arn:aws:bedrock:${region}::foundation-model/${id}`;

describe('the default model follows the deploy region (one template, resolved per region)', () => {
  let template: Template;

  beforeAll(() => {
    ({ template } = synth({ webBuildDir: '/nonexistent' }));
  }, 60_000);

  it('is Claude Haiku 4.5', () => {
    expect(defaultModel).toBe('anthropic.claude-haiku-4-5-20251001-v1:0');
  });

  it.each([
    ['eu-central-1', 'eu', ['eu-*']],
    ['eu-west-1', 'eu', ['eu-*']],
    ['eu-south-2', 'eu', ['eu-*']],
    ['us-east-1', 'us', ['us-*']],
    ['us-west-2', 'us', ['us-*']],
    ['ap-northeast-1', 'jp', ['ap-northeast-1', 'ap-northeast-3']],
    ['ap-southeast-2', 'au', ['ap-southeast-2', 'ap-southeast-4']],
    ['ap-south-1', 'in', ['ap-south-1', 'ap-south-2']],
  ])(
    'in %s: the %s profile, and the model only where that profile runs',
    (region, prefix, where) => {
      const profile = `${prefix}.${defaultModel}`;
      expect(modelIn(template, region)).toEqual({
        modelId: profile,
        resources: [profileArn(region, profile), ...where.map((r) => modelArn(r))].sort(),
      });
    },
  );

  it('gives both AI routes the same model', () => {
    const { resolve } = resolveIn(template, 'eu-central-1');
    expect(
      resolve(routeFunction(template, chat).Properties?.Environment.Variables.BEDROCK_MODEL_ID),
    ).toBe(`eu.${defaultModel}`);
  });

  it('does not deploy where the default model has no profile', () => {
    expect(() => modelIn(template, 'sa-east-1')).toThrow(/no sa-east-1\/prefix in mapping/);
    console.info(
      `default model regions (${Object.keys(defaultModelRegions).length}): ` +
        Object.entries(defaultModelRegions)
          .map(([region, prefix]) => `${region}→${prefix}`)
          .join(' '),
    );
  });
});

describe('a deploy region known at synth', () => {
  const stackIn = (region: string) =>
    new EmotionJournalStack(new App(), 'EmotionJournal-prod', {
      context: parseContext({ webBuildDir: '/nonexistent' }),
      env: { account: '123456789012', region },
      lambdaCode: 'stub',
    });

  it('names the supported regions when it has no profile', () => {
    expect(() => stackIn('sa-east-1')).toThrow(
      /has no inference profile for sa-east-1\. Deploy to one of us-east-1, .*eu-central-1.*, or pass -c bedrockModelId=/,
    );
  });

  // cdk deploy knows its region: synth must pass cdk-nag there too, not only env-agnostic.
  it.each(['us-east-1', 'eu-central-1', 'ap-northeast-1'])(
    'passes cdk-nag AwsSolutions in %s with every finding acknowledged',
    (region) => {
      const stack = stackIn(region);
      const report = new AwsSolutionsChecks(stack.node.root).validateScope(stack.node.root);
      expect(report.violations.map((v) => v.ruleName)).toEqual([]);
    },
  );

  it('builds the same mapping-driven grants in a supported region', () => {
    const template = Template.fromStack(stackIn('eu-west-3'));
    expect(modelIn(template, 'eu-west-3').modelId).toBe(`eu.${defaultModel}`);
  });
});

describe('an explicit bedrockModelId is used as it is', () => {
  it.each([
    [
      'a global profile, allowed to run anywhere',
      `global.${defaultModel}`,
      [profileArn('eu-central-1', `global.${defaultModel}`), modelArn('*')],
    ],
    [
      'another geography than the region’s',
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      [
        profileArn('eu-central-1', 'us.anthropic.claude-sonnet-4-5-20250929-v1:0'),
        modelArn('us-*', 'anthropic.claude-sonnet-4-5-20250929-v1:0'),
      ],
    ],
    [
      'a foundation model, in the deploy region only',
      'anthropic.claude-3-haiku-20240307-v1:0',
      [modelArn('eu-central-1', 'anthropic.claude-3-haiku-20240307-v1:0')],
    ],
  ])('%s', (_name, bedrockModelId, resources) => {
    const { template } = synth({ webBuildDir: '/nonexistent', bedrockModelId });
    expect(modelIn(template, 'eu-central-1')).toEqual({
      modelId: bedrockModelId,
      resources: resources.sort(),
    });
    expect(template.toJSON().Mappings).toBeUndefined();
  });
});

describe('time limits', () => {
  it('lets every route finish before the HTTP API gives up at 30 s', () => {
    for (const route of routes) expect(route.timeoutSeconds ?? 10, route.path).toBeLessThan(30);
    expect(analyze.timeoutSeconds).toBe(28);
    expect(chat.timeoutSeconds).toBe(28);
    expect(routes.find((r) => r.handler === 'account-delete')?.timeoutSeconds).toBe(29);
  });
});
