/**
 * The parts of the API's OpenAPI 3.1 document the reference page reads, and the rules that turn
 * them into readable lines. Only what the generator writes (shared/contract/openapi-document.ts).
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface ApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-access': string;
  'x-roles'?: string[];
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  operation: ApiOperation;
}

/** The operations grouped by endpoint group, in the document's order of groups and paths. */
export function operationsByGroup(document: ApiDocument): Array<{ group: string; operations: OperationView[] }> {
  const groups = new Map<string, OperationView[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const group = operation.tags[0] ?? 'other';
      const list = groups.get(group) ?? [];
      list.push({ id: operation.operationId, method: method.toUpperCase(), path, operation });
      groups.set(group, list);
    }
  }
  return [...groups]
    .filter(([, operations]) => operations.length > 0)
    .map(([group, operations]) => ({ group, operations }));
}

/** `#/components/schemas/UserDetails` → `UserDetails`. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

const quoted = (value: unknown) => JSON.stringify(value);

/** The constraints of a schema in words: `1–100 characters`, `matches ^\d+$`, `0 to 1`. */
export function constraintsOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${min}–${max} ${unit}`);
    else if (min !== undefined) notes.push(`at least ${min} ${unit}`);
    else if (max !== undefined) notes.push(`at most ${max} ${unit}`);
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minItems, schema.maxItems, 'items');
  // Integers carry the JavaScript safe range as their bounds: only a narrower one says something.
  const bounded = (value: number | undefined) =>
    value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const minimum = bounded(schema.minimum);
  const maximum = bounded(schema.maximum);
  if (minimum !== undefined && maximum !== undefined) notes.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) notes.push(`≥ ${minimum}`);
  else if (maximum !== undefined) notes.push(`≤ ${maximum}`);
  if (schema.format) notes.push(schema.format);
  else if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  return notes;
}

/** A one-line type: `string`, `integer`, `array of Term`, `"draft" | "published"`, `string or null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return quoted(schema.const);
  if (schema.enum) return schema.enum.map(quoted).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return schema.items ? `array of ${typeLabel(schema.items)}` : 'array';
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeLabel(schema.additionalProperties)}`;
  }
  return schema.type ?? 'any';
}
