import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { CONTROL_TOWER_ACKNOWLEDGEMENTS, CONTROL_TOWER_PLUGIN, registerControlTower } from '#infra/control-tower.ts';
import { buildApp } from '#infra/stacks/portfolio-app.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext, type ValidationReport } from './support/synth-app';

/** A whole-app synth plus cfn-guard over its templates; on 2 busy cores that can pass a minute. */
const SYNTH_TIMEOUT_MS = 180_000;

const RULES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules/control-tower/cfn-guard',
);

/** Each guard file of the package: the rule names it declares and the controls it reports. */
function guardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? guardFiles(path.join(dir, entry.name)) : [readFileSync(path.join(dir, entry.name), 'utf8')],
  );
}

interface ReportedViolation {
  readonly ruleName: string;
  readonly violatingConstructs: readonly { constructPath: string }[];
}

describe('AWS Control Tower proactive controls', () => {
  it('name, for every acknowledgement, a rule of the package, its control and a reason', () => {
    const rules = guardFiles(RULES_DIR);
    for (const { control, rule, where, reason } of CONTROL_TOWER_ACKNOWLEDGEMENTS) {
      const file = rules.find((text) => text.includes(`rule ${rule} `));
      expect(file, rule).toBeDefined();
      expect(file, rule).toContain(`[${control}]`);
      expect(where.length, rule).toBeGreaterThan(0);
      expect(reason.length, rule).toBeGreaterThan(60);
    }
  });

  it('find nothing unacknowledged in the app, and fail synthesis on a bucket added without care', {
    timeout: SYNTH_TIMEOUT_MS,
  }, () => {
    const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    registerControlTower(app, buildApp(app));
    new Bucket(new Stack(app, 'Careless'), 'UnversionedBucket');

    expect(() => app.synth()).toThrow(/CT\.S3\.PR\.11[\s\S]*Careless\/UnversionedBucket/);
    const report: ValidationReport = JSON.parse(readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8'));
    const guard = report.pluginReports.find((plugin) => plugin.pluginName === CONTROL_TOWER_PLUGIN);
    const places = ((guard?.violations ?? []) as readonly ReportedViolation[]).flatMap((violation) =>
      violation.violatingConstructs.map((construct) => `${violation.ruleName} ${construct.constructPath}`),
    );
    expect(places.length).toBeGreaterThan(0);
    expect(places.filter((place) => !place.includes(' Careless/'))).toEqual([]);
  });
});
