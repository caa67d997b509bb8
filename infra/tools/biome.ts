/**
 * Runs Biome (lint + format) from its platform package. The npm registry this team installs from
 * carries only Biome's Linux binaries, and `npm ci` refuses a lock file without the other
 * platforms' packages that `@biomejs/biome` lists, so package.json names the Linux binaries
 * directly as optional dependencies. Elsewhere, `npx @biomejs/biome@2.6.8 check .` does the same.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../bundling';

const binary = path.join(REPO_ROOT, 'node_modules', '@biomejs', `cli-${process.platform}-${process.arch}`, 'biome');
if (!existsSync(binary)) {
  console.error(
    `Biome has no binary for ${process.platform}-${process.arch} in node_modules; run \`npx @biomejs/biome@2.6.8 ${process.argv.slice(2).join(' ')}\` instead.`,
  );
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit', cwd: REPO_ROOT });
process.exit(result.status ?? 1);
