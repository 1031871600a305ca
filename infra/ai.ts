import { createHash } from 'node:crypto';
import { Aws, Stack } from 'aws-cdk-lib';
import * as bedrock from 'aws-cdk-lib/aws-bedrock';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';
import { acknowledgeCurrentWildcards } from './nag';

export interface AiProps {
  /** A foundation-model id or a cross-region inference-profile id (`eu.…`, `us.…`, `global.…`). */
  modelId: string;
}

const inferenceProfilePrefix = /^(global|us|us-gov|eu|apac|ca|jp|au)\./;

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
  readonly modelId: string;

  constructor(scope: Construct, id: string, props: AiProps) {
    super(scope, id);
    this.modelId = props.modelId;
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
    const guardrailProps: bedrock.CfnGuardrailProps = {
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

  /** Converse (and InvokeModel) on the configured model, through the guardrail. */
  grantInvoke(grantee: iam.IGrantable & IConstruct): void {
    const stack = Stack.of(this);
    const baseModelId = this.modelId.replace(inferenceProfilePrefix, '');
    const isProfile = baseModelId !== this.modelId;
    const resources = isProfile
      ? [
          stack.formatArn({
            service: 'bedrock',
            resource: 'inference-profile',
            resourceName: this.modelId,
          }),
          // An inference profile routes each call to any region of its geography.
          `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${baseModelId}`,
        ]
      : [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${baseModelId}`];
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
      resourceArns: resources,
    });
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['bedrock:ApplyGuardrail'],
      resourceArns: [this.guardrail.attrGuardrailArn],
    });
    acknowledgeCurrentWildcards(
      grantee,
      'Cross-region inference profiles send each request to any region of their geography, so ' +
        'the foundation model must be allowed in every region; the model itself is fixed.',
    );
  }
}
