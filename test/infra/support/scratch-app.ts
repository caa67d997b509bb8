import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { afterAll } from 'vitest';

let root: string | undefined;

// Registered once per test file (each file imports its modules afresh): its apps' folders go with it.
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/**
 * A CDK app whose cloud assembly is written below one temporary folder per test file, removed after
 * the file's tests. Without an `outdir`, every `new App()` makes a `cdk.out…` folder in the system's
 * temporary directory that nothing removes.
 */
export function scratchApp(props: AppProps = {}): App {
  root ??= mkdtempSync(path.join(tmpdir(), 'portfolio-cdk-apps-'));
  return new App({ ...props, outdir: mkdtempSync(path.join(root, 'app-')) });
}
