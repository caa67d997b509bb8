/**
 * Stands in for `jsonschema` in the Lambda bundles (infra/bundling.ts aliases it here). ElectroDB
 * uses jsonschema for one thing: to validate each entity's model against its schema in
 * `new Entity(...)`, which costs a cold start 57–131 million CPU instructions (docs/cold-starts.md)
 * and can only fail for a model that is wrong in the source. The models are static, so they are
 * validated once, in CI (test/lambdas/lib/db/entity-models.test.ts runs ElectroDB's own validation
 * over every entity) and by every test that imports an entity from source with the real
 * jsonschema; a deployed bundle trusts them. Everything else ElectroDB does is unchanged.
 */
export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
// ElectroDB adds its custom formats to the prototype's table when it loads.
Validator.prototype.customFormats = {};
