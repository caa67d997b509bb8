import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

/**
 * cdk-nag's AWS Solutions rules run at every synth; any unacknowledged finding fails it and the
 * report lands in cdk.out/validation-report.json. Acknowledgements sit next to the construct they
 * concern, each with its reason.
 */
export function registerNag(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
