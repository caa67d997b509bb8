/**
 * `tsx infra/tools/side-packages.ts <asset folder>`: bundles the side packages that the folder's
 * `index.js` requires beside it (infra/side-packages.ts). CDK runs it after esbuild has bundled an
 * endpoint function (infra/constructs/endpoint-function.ts).
 */
import path from 'node:path';
import { bundleSidePackages } from '../side-packages';

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: side-packages <asset folder>');
for (const file of await bundleSidePackages(path.join(folder, 'index.js'))) console.log(`side package: ${file}`);
