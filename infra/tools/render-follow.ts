import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { PlannedRenderRun, RenderRunStatus, RenderStatusEvent } from '#lambdas/render/handler.ts';
import { RENDER_ALL_ACTION } from '#shared/workers.ts';
import { type RunStatus, terminalProgress } from '../local/render/render-progress';
import { DEFAULT_OUTPUTS_FILE, readOutputs } from './deploy-outputs';

/**
 * Follows a full render in AWS through the render function's `render-status` action, until it has
 * ended or can be said to have failed: the run a deploy planned (by the deploy's id), or a run by
 * its id. `npm run render:watch` and `npm run deploy` print it; docs/rendering.md says what to do
 * with each failure.
 */
export interface FollowOptions {
  /** Asks the render function (`{ action: 'render-status', … }`). */
  ask: (event: RenderStatusEvent) => Promise<RenderRunStatus>;
  deployId?: string;
  runId?: string;
  intervalMs?: number;
  /** A deploy's run not planned within this long: its asynchronous invocation failed. */
  planWithinMs?: number;
  /** No unit counted, done or failed, within this long: the units are stuck. */
  stallMs?: number;
  onProgress?: (status: RunStatus) => void;
  onWaiting?: () => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface FollowResult {
  ok: boolean;
  runId?: string;
  status?: RunStatus;
  /** What happened, in a sentence an operator can act on. */
  message: string;
}

/** A unit's message waits the function's 5 minutes plus one before each of its 3 deliveries. */
export const STALL_MS = 20 * 60_000;
/** Lambda retries a failed asynchronous invocation twice, up to about 3 minutes apart. */
export const PLAN_WITHIN_MS = 10 * 60_000;

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

export async function followRender(options: FollowOptions): Promise<FollowResult> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const interval = options.intervalMs ?? 5_000;
  const asked = options.runId ? { runId: options.runId } : { deployId: options.deployId };
  if (!asked.runId && !asked.deployId) throw new Error('followRender needs a runId or a deployId');
  const began = now();
  let waitingSaid = false;
  let counted = -1;
  let countedAt = began;
  for (;;) {
    const answer = await options.ask({ action: 'render-status', ...asked });
    if (answer.state === 'expired') {
      return {
        ok: true,
        runId: answer.runId,
        message: `This deploy's full render (run ${answer.runId}) ended more than a month ago: the deploy changed no page.`,
      };
    }
    if (answer.state === 'waiting') {
      if (!waitingSaid) options.onWaiting?.();
      waitingSaid = true;
      if (now() - began > (options.planWithinMs ?? PLAN_WITHIN_MS)) {
        return {
          ok: false,
          message:
            `The deploy's full render was not planned within ${minutes(options.planWithinMs ?? PLAN_WITHIN_MS)}: ` +
            "its invocation failed. Read the render function's log and its dead-letter queue, then start one: " +
            'npm run render:watch -- --start.',
        };
      }
    } else {
      const { run } = answer;
      const status: RunStatus = {
        progress: run,
        failedPages: run.pagesFailed,
        ended: answer.state === 'finished',
        elapsedMs: Math.max(0, now() - Date.parse(run.startedAt)),
      };
      options.onProgress?.(status);
      if (status.ended) {
        return run.pagesFailed === 0
          ? {
              ok: true,
              runId: run.runId,
              status,
              message: `Every page rendered: ${run.pagesDone} pages, run ${run.runId}, finished ${run.finishedAt}.`,
            }
          : {
              ok: false,
              runId: run.runId,
              status,
              message:
                `${run.pagesFailed} of ${run.pages} pages failed: their units are in the render queue's dead-letter ` +
                'queue (PageRendererRenderQueueDeadLetterQueue). Find the cause in the log ("Render unit failed"), ' +
                'then redrive them (docs/rendering.md, "Watching and retrying a run in AWS").',
            };
      }
      const doneOrFailed = run.pagesDone + run.pagesFailed;
      if (doneOrFailed !== counted) {
        counted = doneOrFailed;
        countedAt = now();
      } else if (now() - countedAt > (options.stallMs ?? STALL_MS)) {
        return {
          ok: false,
          runId: run.runId,
          status,
          message:
            `No unit of run ${run.runId} was counted for ${minutes(options.stallMs ?? STALL_MS)}: see the render ` +
            "function's log and the render queue (its messages in flight, its dead-letter queue).",
        };
      }
    }
    await sleep(interval);
  }
}

/** The render function and the deploy's id, from the Web stack's outputs in a `cdk deploy --outputs-file` file. */
export function renderOutputsOf(file: string): { functionName: string; deployId: string } {
  const outputs = readOutputs(file);
  const webStacks = Object.entries(outputs).filter(([, stack]) => stack.RenderFunctionName && stack.DeployRenderId);
  if (webStacks.length !== 1) {
    throw new Error(
      `${file} should hold one stack with RenderFunctionName and DeployRenderId; it holds ${webStacks.length}`,
    );
  }
  const [, stack] = webStacks[0] as [string, Record<string, string>];
  return { functionName: stack.RenderFunctionName as string, deployId: stack.DeployRenderId as string };
}

/** Calls the render function and answers what it returned, or throws its error. */
function renderFunctionCaller(functionName: string, client = new LambdaClient({})) {
  return async <Answer>(payload: object): Promise<Answer> => {
    const answer = await client.send(
      new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
    );
    const body = JSON.parse(new TextDecoder().decode(answer.Payload ?? new Uint8Array()) || 'null');
    if (answer.FunctionError) {
      throw new Error(`The render function failed: ${body?.errorMessage ?? answer.FunctionError}`);
    }
    return body as Answer;
  };
}

/** What `npm run render:watch` does with its arguments (the file's header says which); answers the exit code. */
export async function watchRender(argv: readonly string[]): Promise<number> {
  const option = (name: string) => argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
  const fromOutputs = () => renderOutputsOf(option('outputs') ?? DEFAULT_OUTPUTS_FILE);
  const functionName = option('function') ?? fromOutputs().functionName;
  const call = renderFunctionCaller(functionName);
  let runId = option('run');
  let deployId: string | undefined;
  if (argv.includes('--start')) {
    const planned = await call<PlannedRenderRun>({ action: RENDER_ALL_ACTION });
    console.log(`Full render ${planned.runId} planned: ${planned.pages} pages in ${planned.units} units.`);
    runId = planned.runId;
  } else if (!runId) {
    deployId = option('deploy-id') ?? fromOutputs().deployId;
  }
  const result = await followRender({
    ask: (event) => call<RenderRunStatus>(event),
    runId,
    deployId,
    onWaiting: () => console.log("Waiting for the deploy's full render to be planned..."),
    onProgress: terminalProgress(),
  });
  (result.ok ? console.log : console.error)(result.message);
  return result.ok ? 0 : 1;
}
