/**
 * `npm run render:watch [-- options]`: follows a full render in AWS with the progress bar of
 * `npm run render:all` (pages done of total, rate, time left, failures), through the render
 * function's `render-status` action, and exits 0 when every page was rendered, 1 with what to do
 * when a page failed, the run stalled or the deploy's run was never planned.
 *
 *   (no option)           the run of the last `npm run deploy` (its outputs file, cdk-outputs.json)
 *   --start               start a full render now and follow it
 *   --run=<runId>         follow that run
 *   --outputs=<file>      the outputs file `cdk deploy --outputs-file` wrote
 *   --function=<name>     the render function (the Web stack's output RenderFunctionName)
 *   --deploy-id=<id>      a deploy's id (the Web stack's output DeployRenderId)
 *
 * AWS credentials and region as for the AWS CLI; it needs lambda:InvokeFunction on the function.
 */
import { watchRender } from './render-follow';

watchRender(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
