/**
 * An ElectroDB entity built on its first use instead of at import. `new Entity(...)` builds the
 * model's schema, keys and clauses, about 8–9 million CPU instructions each (docs/cold-starts.md);
 * a group imports every entity its routes use, and one request uses one or two.
 * The value stands for the entity in every way the code uses one (its methods, `query`, `scan`,
 * transactions, `instanceof Entity`, `EntityItem<typeof X>`): each access builds it if not yet
 * built and reads from it. Its methods are bound to the built entity, the same bound function at
 * every access.
 */
export function lazyEntity<Built extends object>(build: () => Built): Built {
  let built: Built | undefined;
  const entity = (): Built => {
    built ??= build();
    return built;
  };
  const bound = new WeakMap<(...args: never[]) => unknown, unknown>();
  const boundTo = (target: Built, value: unknown): unknown => {
    if (typeof value !== 'function') return value;
    let method = bound.get(value as (...args: never[]) => unknown);
    if (!method) {
      method = value.bind(target);
      bound.set(value as (...args: never[]) => unknown, method);
    }
    return method;
  };
  return new Proxy(Object.create(null) as Built, {
    get: (_, property) => {
      const target = entity();
      return boundTo(target, Reflect.get(target, property, target));
    },
    set: (_, property, value) => Reflect.set(entity(), property, value),
    has: (_, property) => Reflect.has(entity(), property),
    ownKeys: () => Reflect.ownKeys(entity()),
    getOwnPropertyDescriptor: (_, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(entity(), property);
      // A proxy may not report as non-configurable what its (empty) stand-in target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, property, descriptor) => Reflect.defineProperty(entity(), property, descriptor),
    deleteProperty: (_, property) => Reflect.deleteProperty(entity(), property),
    getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
  });
}
