import { createHash } from 'node:crypto';
import { Aws, CfnCondition, CfnMapping, Fn, Stack, Token } from 'aws-cdk-lib';
import * as bedrock from 'aws-cdk-lib/aws-bedrock';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';
import { acknowledgeCurrentWildcards } from './nag';

/** What analysis and chat run on unless `bedrockModelId` names another model. */
export const defaultModel = 'anthropic.claude-haiku-4-5-20251001-v1:0';

interface Geography {
  /** Deploy regions whose calls to this geography's profile of the default model are served. */
  readonly sourceRegions: readonly string[];
  /** Where the profile may run a request: the region part of the foundation-model ARNs. */
  readonly modelRegions: readonly string[];
}

/**
 * Bedrock's cross-region inference geographies, by profile prefix. A profile sends each request
 * to a region of its geography, so the foundation model is granted there and nowhere else.
 * Source regions are those of the Claude Haiku 4.5 profiles (us, eu, jp, au, in; its model card
 * lists no apac profile); apac, ca, global and us-gov only serve an explicit `bedrockModelId`.
 * The global profile may run anywhere, so it is never chosen for the operator.
 */
export const inferenceGeographies = {
  us: { sourceRegions: ['us-east-1', 'us-east-2', 'us-west-2'], modelRegions: ['us-*'] },
  eu: {
    sourceRegions: [
      'eu-central-1',
      'eu-north-1',
      'eu-south-1',
      'eu-south-2',
      'eu-west-1',
      'eu-west-3',
    ],
    modelRegions: ['eu-*'],
  },
  jp: {
    sourceRegions: ['ap-northeast-1', 'ap-northeast-3'],
    modelRegions: ['ap-northeast-1', 'ap-northeast-3'],
  },
  au: {
    sourceRegions: ['ap-southeast-2', 'ap-southeast-4'],
    modelRegions: ['ap-southeast-2', 'ap-southeast-4'],
  },
  in: { sourceRegions: ['ap-south-1'], modelRegions: ['ap-south-1', 'ap-south-2'] },
  apac: { sourceRegions: [], modelRegions: ['ap-*', 'me-*'] },
  ca: { sourceRegions: [], modelRegions: ['ca-*'] },
  'us-gov': { sourceRegions: [], modelRegions: ['us-gov-*'] },
  global: { sourceRegions: [], modelRegions: ['*'] },
} as const satisfies Record<string, Geography>;

type GeographyName = keyof typeof inferenceGeographies;

/** Deploy regions where the default model works, with the profile prefix each one uses. */
export const defaultModelRegions: Readonly<Record<string, GeographyName>> = Object.fromEntries(
  Object.entries(inferenceGeographies).flatMap(([name, geography]) =>
    geography.sourceRegions.map((region) => [region, name as GeographyName]),
  ),
);

/** The geography an inference-profile id names (`eu.anthropic…` → eu); none for a plain model. */
export function geographyOf(modelId: string): GeographyName | undefined {
  const prefix = modelId.split('.')[0] as GeographyName;
  return modelId.includes('.') && prefix in inferenceGeographies ? prefix : undefined;
}

/**
 * Guardrail profiles by the deploy region's geography, and the regions each may run in. The
 * Standard safeguard tier needs one (it runs cross-region); it is the tier that reads Ukrainian,
 * Russian and Japanese (Classic reads English, French and Spanish only).
 */
const guardrailProfiles = {
  us: { regions: 'us-*' },
  eu: { regions: 'eu-*' },
  apac: { regions: 'ap-*' },
} as const;
type GuardrailProfileName = keyof typeof guardrailProfiles;

/** The guardrail profile of each region the default model deploys to. */
export const guardrailProfileOfRegion: Readonly<Record<string, GuardrailProfileName>> =
  Object.fromEntries(
    Object.entries(defaultModelRegions).map(([region, geography]) => [
      region,
      geography === 'us' || geography === 'eu' ? geography : 'apac',
    ]),
  );

export interface AiProps {
  /**
   * A foundation-model id or a cross-region inference-profile id, used as it is. Absent: the
   * default model through the profile of the deploy region's geography.
   */
  modelId?: string;
}

/**
 * The Bedrock guardrail and the permission to call the model through it.
 *
 * Self-harm is a denied topic in detect-only mode (action NONE): the trace tells the app that the
 * topic came up, and the app answers with its own supportive crisis text. Blocking would replace a
 * person's words in distress with a canned refusal, which is the worst possible reply.
 */
export class Ai extends Construct {
  readonly guardrail: bedrock.CfnGuardrail;
  readonly guardrailVersion: bedrock.CfnGuardrailVersion;
  /** What the Lambdas pass to Converse: a token when the deploy region picks the profile. */
  readonly modelId: string;
  /** The foundation model behind the profile (Bedrock metrics name one or the other). */
  readonly baseModelId: string;
  /** The profile (if any) and the foundation model in every region the profile may use. */
  private readonly invokeArns: string[];
  /** The guardrail profile in every region it may run the guardrail in (none on Classic). */
  private readonly guardrailProfileArns: string[];

  constructor(scope: Construct, id: string, props: AiProps) {
    super(scope, id);
    const model = props.modelId ? this.explicitModel(props.modelId) : this.regionalDefault();
    this.modelId = model.modelId;
    this.baseModelId = model.baseModelId;
    this.invokeArns = model.invokeArns;
    const blocked = 'Sorry, I cannot help with that. / Вибачте, я не можу з цим допомогти.';
    // Journal entries speak of anger, fear and hurt: user input is only scored (NONE), so no
    // entry is refused; the model's replies are filtered and blocked.
    const filter = (type: string) => ({
      type,
      inputStrength: 'HIGH',
      inputAction: 'NONE',
      inputEnabled: true,
      outputStrength: 'HIGH',
      outputAction: 'BLOCK',
      outputEnabled: true,
    });
    // Standard tier where the deploy region has a guardrail profile; Classic (English, French,
    // Spanish) elsewhere, as the README says.
    const profile = this.guardrailProfile(props);
    this.guardrailProfileArns = profile?.arns ?? [];
    const tier = profile ? { tierName: 'STANDARD' } : undefined;
    const guardrailProps: bedrock.CfnGuardrailProps = {
      ...(profile ? { crossRegionConfig: { guardrailProfileArn: profile.arn } } : {}),
      name: `${Stack.of(this).stackName}-guardrail`,
      description: 'Emotion Journal: detects self-harm, filters harmful model output',
      blockedInputMessaging: blocked,
      blockedOutputsMessaging: blocked,
      topicPolicyConfig: {
        topicsConfig: [
          {
            name: 'SelfHarm',
            type: 'DENY',
            definition:
              'Suicide, self-harm, wishing to die or to hurt oneself, or plans or means to do so.',
            examples: [
              'I want to end my life',
              'I keep thinking about hurting myself',
              'Nobody would miss me if I was gone',
            ],
            inputAction: 'NONE',
            inputEnabled: true,
            outputAction: 'NONE',
            outputEnabled: true,
          },
        ],
        ...(tier ? { topicsTierConfig: tier } : {}),
      },
      contentPolicyConfig: {
        filtersConfig: [
          ...['HATE', 'INSULTS', 'SEXUAL', 'VIOLENCE', 'MISCONDUCT'].map(filter),
          // Prompt attacks only make sense on input, and Bedrock requires output NONE for them.
          {
            type: 'PROMPT_ATTACK',
            inputStrength: 'MEDIUM',
            inputAction: 'BLOCK',
            outputStrength: 'NONE',
          },
        ],
        ...(tier ? { contentFiltersTierConfig: tier } : {}),
      },
    };
    this.guardrail = new bedrock.CfnGuardrail(this, 'Guardrail', guardrailProps);
    // A guardrail version is an immutable snapshot: naming the config's hash in its description
    // replaces the version whenever the guardrail changes, so the Lambdas always pin the latest.
    const configHash = createHash('sha256')
      .update(JSON.stringify(guardrailProps))
      .digest('hex')
      .slice(0, 12);
    this.guardrailVersion = new bedrock.CfnGuardrailVersion(this, 'GuardrailVersion', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `config ${configHash}`,
    });
  }

  /**
   * The default model, its profile prefix looked up by the deploy region in a mapping, so that
   * one template is right in every supported region; each geography's model ARNs are kept only
   * where the region belongs to it (Fn::If … AWS::NoValue).
   */
  private regionalDefault(): ModelGrant {
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && !(region in defaultModelRegions)) {
      throw new Error(
        `The default model (${defaultModel}) has no inference profile for ${region}. Deploy to ` +
          `one of ${Object.keys(defaultModelRegions).join(', ')}, or pass -c bedrockModelId=… ` +
          '(e.g. global.' +
          defaultModel +
          ', which may run the request in any region of the world).',
      );
    }
    const mapping = new CfnMapping(this, 'ModelGeography', {
      mapping: Object.fromEntries(
        Object.entries(defaultModelRegions).map(([r, prefix]) => [r, { prefix }]),
      ),
    });
    const prefix = mapping.findInMap(Aws.REGION, 'prefix');
    const modelId = Fn.join('.', [prefix, defaultModel]);
    const modelArns = Object.entries(inferenceGeographies)
      .filter(([, geography]) => geography.sourceRegions.length > 0)
      .flatMap(([name, geography]) => {
        const inGeography = new CfnCondition(this, `DeployedIn${name.toUpperCase()}`, {
          expression: Fn.conditionEquals(prefix, name),
        });
        return geography.modelRegions.map((modelRegion) =>
          Fn.conditionIf(
            inGeography.logicalId,
            foundationModelArn(modelRegion, defaultModel),
            Aws.NO_VALUE,
          ).toString(),
        );
      });
    return {
      modelId,
      baseModelId: defaultModel,
      invokeArns: [inferenceProfileArn(modelId), ...modelArns],
    };
  }

  /**
   * The deploy region's guardrail profile: looked up at synth when the region is known, through
   * a mapping when one template serves every default region; none for an explicit model in a
   * region the template cannot know.
   */
  private guardrailProfile(props: AiProps): { arn: string; arns: string[] } | undefined {
    const region = Stack.of(this).region;
    let name: string;
    let regions: string;
    if (!Token.isUnresolved(region)) {
      const known = guardrailProfileOfRegion[region];
      if (!known) return undefined;
      name = known;
      regions = guardrailProfiles[known].regions;
    } else {
      if (props.modelId) return undefined;
      const mapping = new CfnMapping(this, 'GuardrailGeography', {
        mapping: Object.fromEntries(
          Object.entries(guardrailProfileOfRegion).map(([r, profile]) => [
            r,
            { profile, regions: guardrailProfiles[profile].regions },
          ]),
        ),
      });
      name = mapping.findInMap(Aws.REGION, 'profile');
      regions = mapping.findInMap(Aws.REGION, 'regions');
    }
    const arnIn = (where: string) =>
      `arn:${Aws.PARTITION}:bedrock:${where}:${Aws.ACCOUNT_ID}:guardrail-profile/${name}.guardrail.v1:0`;
    return { arn: arnIn(Aws.REGION), arns: [arnIn(Aws.REGION), arnIn(regions)] };
  }

  private explicitModel(modelId: string): ModelGrant {
    const geography = geographyOf(modelId);
    if (!geography) {
      return {
        modelId,
        baseModelId: modelId,
        invokeArns: [foundationModelArn(Aws.REGION, modelId)],
      };
    }
    const baseModelId = modelId.slice(geography.length + 1);
    return {
      modelId,
      baseModelId,
      invokeArns: [
        inferenceProfileArn(modelId),
        ...inferenceGeographies[geography].modelRegions.map((r) =>
          foundationModelArn(r, baseModelId),
        ),
      ],
    };
  }

  /** Converse on the model (through its profile), with the guardrail. */
  grantInvoke(grantee: iam.IGrantable & IConstruct): void {
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['bedrock:InvokeModel'],
      resourceArns: this.invokeArns,
    });
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['bedrock:ApplyGuardrail'],
      resourceArns: [this.guardrail.attrGuardrailArn, ...this.guardrailProfileArns],
    });
    acknowledgeCurrentWildcards(
      grantee,
      'A cross-region inference profile runs each request in any region of its geography, so ' +
        'the foundation model is allowed in those regions (eu-*, us-*); the model itself is fixed.',
      (finding) => finding.includes('foundation-model'),
    );
    acknowledgeCurrentWildcards(
      grantee,
      'A guardrail profile applies the guardrail in any region of its geography (eu-*, us-*, ' +
        'apac-*); the profile itself is fixed: the one of the deploy region.',
      (finding) => finding.includes('guardrail-profile'),
    );
  }
}

interface ModelGrant {
  modelId: string;
  baseModelId: string;
  invokeArns: string[];
}

const inferenceProfileArn = (profileId: string): string =>
  `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${profileId}`;

const foundationModelArn = (region: string, modelId: string): string =>
  `arn:${Aws.PARTITION}:bedrock:${region}::foundation-model/${modelId}`;
