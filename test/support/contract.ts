import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { buildOpenApiDocument } from '#shared/contract/openapi-document.ts';
import type { RouteDefinition } from '#shared/routes.ts';

/** The API document the handlers must honour, generated the way `GET /api/openapi.json` serves it. */
export const apiDocument = buildOpenApiDocument({ version: 'test' });

interface DocumentedResponse {
  description: string;
  content?: Record<string, { schema: { $ref?: string } }>;
}

// Not strict: the document holds OpenAPI keywords (paths, info…) next to the schemas. Formats are
// not checked: every format the document names also has a pattern.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(apiDocument, 'openapi.json');
const validators = new Map<string, ValidateFunction>();

function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Why an answer breaks the document, or undefined when it matches: its status must be documented
 * for the route, and its body must match that status's schema and media type.
 */
export function contractViolation(route: RouteDefinition, answer: Answer): string | undefined {
  const where = `${route.method} ${route.path} → ${answer.statusCode}`;
  const operation = (
    apiDocument.paths[route.path] as Record<string, { responses: Record<string, DocumentedResponse> }>
  )[route.method.toLowerCase()];
  const documented = operation?.responses[String(answer.statusCode)];
  if (!documented) {
    const listed = Object.keys(operation?.responses ?? {}).join(', ');
    return `${where}: status not in the API document (documented: ${listed}); body ${answer.body.slice(0, 300)}`;
  }
  const contentType = answer.headers['content-type'] ?? '';
  if (!documented.content) {
    return answer.body === ''
      ? undefined
      : `${where}: documented without content, answered ${answer.body.slice(0, 300)}`;
  }
  if (documented.content['application/xml']) {
    return contentType.includes('xml') ? undefined : `${where}: documented as XML, answered ${contentType}`;
  }
  const ref = documented.content['application/json']?.schema.$ref;
  if (!ref) return `${where}: the document has no JSON schema for this answer`;
  if (!contentType.includes('application/json')) return `${where}: documented as JSON, answered ${contentType}`;
  const validate = validatorFor(ref);
  if (validate(JSON.parse(answer.body))) return undefined;
  const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
  return `${where}: answer does not match ${ref}: ${problems}; body ${answer.body.slice(0, 500)}`;
}
