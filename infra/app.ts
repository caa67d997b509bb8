import { App } from 'aws-cdk-lib';
import { registerControlTower } from './control-tower';
import { buildApp } from './stacks/portfolio-app';

const app = new App();
// Control Tower's rules run at `cdk synth` and in their own test, not in every test's synth: cfn-guard
// over the app's templates takes longer than the synth itself (about 20 s on two cores).
registerControlTower(app, buildApp(app));
