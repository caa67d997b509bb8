import { readFileSync } from 'node:fs';

/** Where `npm run deploy` has `cdk deploy` write the stacks' outputs, which the operations tools read. */
export const DEFAULT_OUTPUTS_FILE = 'cdk-outputs.json';

/** The outputs of each stack, as `cdk deploy --outputs-file` wrote them. */
export function readOutputs(file: string): Record<string, Record<string, string>> {
  try {
    return JSON.parse(readFileSync(file, 'utf-8'));
  } catch (error) {
    throw new Error(
      `Cannot read the deploy's outputs from ${file} (${(error as Error).message}): deploy with npm run deploy`,
    );
  }
}
