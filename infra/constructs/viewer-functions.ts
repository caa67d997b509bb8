import { FunctionCode, FunctionRuntime, Function as ViewerFunction } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { bundledScript } from '../bundling';

/**
 * The JavaScript CloudFront Functions' runtime 2.0 accepts, as esbuild settings: ES 5.1 plus the
 * newer features the CloudFront developer guide lists for it ("JavaScript runtime 2.0 features"):
 * `const`/`let`, arrow functions, rest parameters, template literals, `**`, async/await and named
 * capture groups. Everything else esbuild either rewrites into ES 5.1 (`??`, `?.`, default
 * parameters, shorthand properties) or refuses with an error, which fails the synth (`for-of`,
 * classes, generators): code the runtime would reject never reaches a deploy.
 */
export const CLOUDFRONT_JS_2_0: Pick<BuildOptions, 'target' | 'supported'> = {
  target: 'es5',
  supported: {
    'const-and-let': true,
    arrow: true,
    'rest-argument': true,
    'template-literal': true,
    'exponent-operator': true,
    'async-await': true,
    'regexp-named-capture-groups': true,
  },
};

/** CloudFront Functions refuse code over 10 KB. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10_240;

/** Source of each viewer function: a module of infra/edge/ whose `handler` is the function. */
export const VIEWER_FUNCTION_SOURCES = {
  request: 'infra/edge/viewer-request.ts',
  response: 'infra/edge/viewer-response.ts',
} as const;

const built = new Map<string, string>();

/**
 * The code of a CloudFront Function: the module (repository path) bundled with what it imports
 * (shared/rendered-pages.ts: the renderer's own path rules, so the edge and the renderer cannot
 * disagree) into one script whose top-level `function handler(event)` is the entry point. Not
 * `Function.prototype.toString()`: under tsx a function's source carries the `__name(…)` helper
 * calls of its loader, which the edge does not define, and the TypeScript would not be checked
 * against the runtime's syntax.
 */
export function viewerFunctionCode(source: string): string {
  const cached = built.get(source);
  if (cached !== undefined) return cached;
  let output: string;
  try {
    output = bundledScript(source, { format: 'esm', platform: 'neutral', ...CLOUDFRONT_JS_2_0 });
  } catch (error) {
    throw new Error(`${source} cannot run on CloudFront Functions (cloudfront-js-2.0): ${(error as Error).message}`);
  }
  // The runtime has no modules: the script's `handler` function is the entry point.
  const exported = /\nexport \{\n {2}handler\n\};\n$/;
  if (!exported.test(output)) throw new Error(`${source} must export exactly one function, handler`);
  const code = output.replace(exported, '\n');
  if (Buffer.byteLength(code) > CLOUDFRONT_FUNCTION_MAX_BYTES) {
    throw new Error(`${source} bundles to ${Buffer.byteLength(code)} bytes: CloudFront Functions take 10 KB at most`);
  }
  built.set(source, code);
  return code;
}

/** The default behaviour's viewer-request function: rendered pages, the SPA shell and files (infra/edge/viewer-request.ts). */
export function pageRequestFunction(scope: Construct, id: string): ViewerFunction {
  return new ViewerFunction(scope, id, {
    comment: 'Rendered pages from _pages/, the SPA shell for other extensionless paths, files as they are',
    code: FunctionCode.fromInline(viewerFunctionCode(VIEWER_FUNCTION_SOURCES.request)),
    runtime: FunctionRuntime.JS_2_0,
  });
}

/** The default behaviour's viewer-response function: a rendered page stored as gone answers 404 (infra/edge/viewer-response.ts). */
export function pageResponseFunction(scope: Construct, id: string): ViewerFunction {
  return new ViewerFunction(scope, id, {
    comment: 'Answers 404 for a rendered page stored with page-status 404, and drops that header',
    code: FunctionCode.fromInline(viewerFunctionCode(VIEWER_FUNCTION_SOURCES.response)),
    runtime: FunctionRuntime.JS_2_0,
  });
}
