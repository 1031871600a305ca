import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createStack } from '../infra/stack';

const app = new App();
createStack(app);
// cdk-nag 3 runs as a policy-validation plugin: any unacknowledged finding fails synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
