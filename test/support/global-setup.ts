import type { TestProject } from 'vitest/node';
import { startBackingServices } from '#infra/local/stack.ts';
import { chromiumPath } from './chromium';
import { runOnce } from './run-once';

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    sesInboxUrl: string;
    chromiumPath: string;
  }
}

/**
 * One DynamoDB Local (in memory), one s3rver and one SES inbox for the whole test run, on free
 * ports, and the Chromium binary the browser tests launch: shared by every tier that lists this
 * file (api, e2e, slow), started by the first. Test files get their endpoints through
 * `inject('localEnv')` (see setup-env.ts).
 */
export default async function setup(project: TestProject) {
  const services = await runOnce(
    'backing-services',
    async () => {
      const started = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
      // Resolved once for the run: unpacking the packaged Chromium from two test files at once would race.
      return { started, chromium: await chromiumPath() };
    },
    ({ started }) => started.stop(),
  );
  project.provide('localEnv', services.value.started.env);
  project.provide('sesInboxUrl', services.value.started.urls.inbox);
  project.provide('chromiumPath', services.value.chromium);
  return services.release;
}
