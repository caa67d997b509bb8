import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';

/**
 * The Lambda bundles skip ElectroDB's model validation (jsonschema is aliased to
 * lambdas/lib/db/prevalidated-models.ts by infra/bundling.ts), so it runs here instead: ElectroDB's
 * own check, with the real jsonschema, over the model of every entity the handlers define.
 */
const require = createRequire(import.meta.url);
const { model: validateModel } = require('electrodb/src/validations') as { model: (model: unknown) => void };

// biome-ignore lint/suspicious/noExplicitAny: any entity, whatever its attributes.
type AnyEntity = Entity<any, any, any, any>;

const entitiesFolder = path.join(REPO_ROOT, 'lambdas', 'lib', 'db', 'entities');
const entityModules = readdirSync(entitiesFolder).filter((file) => file.endsWith('.ts'));

async function definedEntities(): Promise<Array<[string, AnyEntity]>> {
  const found: Array<[string, AnyEntity]> = [];
  for (const file of entityModules) {
    const exports = (await import(path.join(entitiesFolder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof Entity) found.push([`${file}: ${name}`, value]);
    }
  }
  return found;
}

describe('entity models', () => {
  it('every one passes ElectroDB’s model validation', async () => {
    const entities = await definedEntities();
    // As many as the folder's sources build: an entity that stopped being exported would escape the check.
    const built = entityModules
      .map((file) => readFileSync(path.join(entitiesFolder, file), 'utf8').split('new Entity(').length - 1)
      .reduce((sum, count) => sum + count, 0);
    expect(built).toBeGreaterThan(20);
    expect(entities).toHaveLength(built);
    for (const [name, entity] of entities) {
      expect(() => validateModel(entity.schema), name).not.toThrow();
    }
  });

  it('a wrong model fails that validation, so the check above can fail', () => {
    const model = {
      model: { entity: 'x', version: '1', service: 'portfolio' },
      attributes: { id: { type: 'string' } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    expect(() => validateModel(model)).not.toThrow();
    expect(() => validateModel({ ...model, attributes: { id: { type: 'string', required: 'yes' } } })).toThrow(
      /attributes\.id\.required/,
    );
    expect(() => validateModel({ ...model, indexes: undefined })).toThrow(/indexes/);
  });
});
