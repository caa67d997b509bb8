import { randomUUID } from 'node:crypto';
import { createWriteTransaction, Entity, type EntityItem } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityConfig } from '#lambdas/lib/db/entity-config.ts';
import { lazyEntity } from '#lambdas/lib/db/lazy-entity.ts';

/** A small entity of its own in the one table (DynamoDB Local), built through a counted builder. */
function countedEntity() {
  const build = vi.fn(
    () =>
      new Entity(
        {
          model: { entity: 'lazyEntityTest', version: '1', service: 'portfolio' },
          attributes: {
            itemId: { type: 'string', required: true },
            label: { type: 'string', required: true },
          },
          indexes: { byId: { pk: { field: 'pk', composite: ['itemId'] }, sk: { field: 'sk', composite: [] } } },
        },
        entityConfig,
      ),
  );
  return { build, Thing: lazyEntity(build) };
}

describe('lazyEntity', () => {
  it('builds the entity at its first use, once, and then reads and writes the table through it', async () => {
    const { build, Thing } = countedEntity();
    expect(build).not.toHaveBeenCalled();
    const itemId = randomUUID();
    await Thing.put({ itemId, label: 'first' }).go();
    expect(build).toHaveBeenCalledTimes(1);
    const { data } = await Thing.get({ itemId }).go();
    const item: EntityItem<typeof Thing> | null = data;
    expect(item).toEqual({ itemId, label: 'first' });
    const { data: listed } = await Thing.query.byId({ itemId }).go();
    expect(listed).toEqual([{ itemId, label: 'first' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is an Entity, with the same method at every access', () => {
    const { Thing } = countedEntity();
    expect(Thing).toBeInstanceOf(Entity);
    expect(Thing.get).toBe(Thing.get);
    expect(Thing.schema.attributes.label.type).toBe('string');
  });

  it('takes part in a write transaction', async () => {
    const { Thing } = countedEntity();
    const [a, b] = [randomUUID(), randomUUID()];
    const result = await createWriteTransaction({ thing: Thing }, ({ thing }) => [
      thing.put({ itemId: a, label: 'a' }).commit(),
      thing.put({ itemId: b, label: 'b' }).commit(),
    ]).go();
    expect(result.canceled).toBe(false);
    expect((await Thing.get({ itemId: b }).go()).data?.label).toBe('b');
  });

  it('can be spied on like the entity itself', async () => {
    const { Thing } = countedEntity();
    const spy = vi.spyOn(Thing, 'get');
    await Thing.get({ itemId: randomUUID() }).go();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('the entity modules', () => {
  afterEach(() => {
    vi.doUnmock('electrodb');
    vi.resetModules();
  });

  it('build no entity when imported, only the one that is used', async () => {
    vi.resetModules();
    const built: string[] = [];
    vi.doMock('electrodb', async (importOriginal) => {
      const original = await importOriginal<typeof import('electrodb')>();
      const Original = original.Entity as unknown as new (...args: unknown[]) => object;
      class CountedEntity extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          built.push(String((args[0] as { model: { entity: string } }).model.entity));
        }
      }
      return { ...original, Entity: CountedEntity };
    });
    const { Post } = await import('#lambdas/lib/db/entities/post.ts');
    const { Session } = await import('#lambdas/lib/db/entities/session.ts');
    const { handler } = await import('#lambdas/blog/handler.ts');
    expect(typeof handler).toBe('function');
    expect(built).toEqual([]);
    expect(Post.schema.attributes.title.type).toBe('string');
    expect(built).toEqual(['post']);
    expect(Session).toBeDefined();
  });
});
