import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#infra/stacks/portfolio-app.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext, synthApp } from './support/synth-app';

/** A whole-app synth; the first of a test process also loads aws-cdk-lib, which on 2 busy cores can pass 20 s. */
const SYNTH_TIMEOUT_MS = 120_000;

describe('cdk-nag AWS Solutions checks', () => {
  it('find no unacknowledged error or warning in the whole app', { timeout: SYNTH_TIMEOUT_MS }, () => {
    const synthesized = synthApp();
    const findings = synthesized.validationReport.pluginReports.flatMap((report) =>
      report.violations.map((violation) => `${report.pluginName}: ${violation.ruleName}`),
    );
    expect(findings).toEqual([]);
  });

  it('find none either when the CLI pins the stacks to an account and region', { timeout: SYNTH_TIMEOUT_MS }, () => {
    const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
    process.env.CDK_DEFAULT_ACCOUNT = '123456789012';
    process.env.CDK_DEFAULT_REGION = 'eu-west-1';
    try {
      const synthesized = synthApp();
      expect(synthesized.stacks.api.region).toBe('eu-west-1');
      expect(synthesized.validationReport.pluginReports).toEqual([]);
    } finally {
      for (const [key, value] of [
        ['CDK_DEFAULT_ACCOUNT', saved.account],
        ['CDK_DEFAULT_REGION', saved.region],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('run on every stack of the app and fail synthesis on a finding', () => {
    const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    buildApp(app);
    new Bucket(new Stack(app, 'Careless'), 'UnloggedBucket');
    expect(() => app.synth()).toThrow(/AwsSolutions-S1[\s\S]*Careless\/UnloggedBucket/);
  });
});
