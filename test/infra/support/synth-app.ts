import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '#infra/bundling.ts';
import { buildApp, type PortfolioStacks } from '#infra/stacks/portfolio-app.ts';

/** The context `npx cdk synth` passes: cdk.json's, so tests run with the same feature flags and defaults. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')).context;
}

export interface ValidationReport {
  readonly pluginReports: readonly { pluginName: string; violations: readonly { ruleName: string }[] }[];
}

export interface SynthesizedApp {
  readonly stacks: PortfolioStacks;
  readonly templates: {
    readonly stateful: Template;
    readonly api: Template;
    readonly web: Template;
    readonly operations: Template;
  };
  readonly validationReport: ValidationReport;
}

/** The assemblies of this test worker, removed when it exits. */
const outdirs = new Set<string>();
process.once('exit', () => {
  for (const outdir of outdirs) rmSync(outdir, { recursive: true, force: true });
});

/**
 * Synthesizes the whole app (with cdk-nag, without bundling: no esbuild, no Vite) into a temporary
 * directory. Synthesis throws when cdk-nag reports an unacknowledged error.
 */
function synthesize(context: Record<string, unknown>): SynthesizedApp {
  const outdir = mkdtempSync(path.join(tmpdir(), 'portfolio-cdk-test-'));
  const app = new App({ outdir, context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context } });
  try {
    const stacks = buildApp(app);
    const assembly = app.synth();
    outdirs.add(outdir);
    return {
      stacks,
      templates: {
        stateful: Template.fromStack(stacks.stateful),
        api: Template.fromStack(stacks.api),
        web: Template.fromStack(stacks.web),
        operations: Template.fromStack(stacks.operations),
      },
      validationReport: JSON.parse(readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8')),
    };
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
}

const synthesized = new Map<string, SynthesizedApp>();

/**
 * The whole app synthesized with `context` over cdk.json's: once per test worker for each context
 * and CDK environment (the cdk tier runs its files in one module graph per worker), so the files
 * that assert on the default app share one synth. What it answers is read, never changed.
 */
export function synthApp(context: Record<string, unknown> = {}): SynthesizedApp {
  const key = JSON.stringify([context, process.env.CDK_DEFAULT_ACCOUNT, process.env.CDK_DEFAULT_REGION]);
  let app = synthesized.get(key);
  if (!app) {
    app = synthesize(context);
    synthesized.set(key, app);
  }
  return app;
}
