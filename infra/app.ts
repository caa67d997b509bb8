import { App } from 'aws-cdk-lib';
import { buildApp } from './stacks/portfolio-app';

buildApp(new App());
