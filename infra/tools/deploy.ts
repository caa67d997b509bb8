/**
 * `npm run deploy [-- <cdk deploy options>]`: deploys every stack (`cdk deploy --all`; the context
 * as `-c key=value`, docs/configuration.md), writes the stacks' outputs to cdk-outputs.json, then
 * follows the full render the deploy started (`npm run render:watch`) until every page is rendered,
 * and exits 1 with what to do when a page failed. `--no-watch` deploys only.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../bundling';
import { DEFAULT_OUTPUTS_FILE } from './deploy-outputs';
import { watchRender } from './render-follow';

const args = process.argv.slice(2);
const watch = !args.includes('--no-watch');
const cdkArgs = [
  'deploy',
  '--all',
  '--outputs-file',
  DEFAULT_OUTPUTS_FILE,
  ...args.filter((arg) => arg !== '--no-watch'),
];
console.log(`cdk ${cdkArgs.join(' ')}`);
const deployed = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'cdk'), cdkArgs, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
if (deployed.status !== 0) process.exit(deployed.status ?? 1);
if (!watch) process.exit(0);
console.log('Following the full render of this deploy (npm run render:watch does the same later)...');
watchRender([`--outputs=${path.join(REPO_ROOT, DEFAULT_OUTPUTS_FILE)}`]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
