import type { TestProject } from 'vitest/node';
import { startBackingServices } from '#infra/local/stack.ts';
import { chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    sesInboxUrl: string;
    chromiumPath: string;
  }
}

/**
 * One DynamoDB Local (in memory), one s3rver and one SES inbox for the whole test run, on free
 * ports, and the Chromium binary the browser tests launch. Test files get their endpoints through `inject('localEnv')` (see setup-env.ts).
 */
export default async function setup(project: TestProject) {
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  project.provide('localEnv', services.env);
  project.provide('sesInboxUrl', services.urls.inbox);
  // Resolved once for the run: unpacking the packaged Chromium from two test files at once would race.
  project.provide('chromiumPath', await chromiumPath());
  return async () => {
    await services.stop();
  };
}
