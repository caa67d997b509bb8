/**
 * The index definitions every entity repeats, written once. A key built from attributes keeps
 * their case (`casing: 'none'`: ids, slugs and e-mail addresses are stored as sent); a key of no
 * attribute is only the entity's prefix, in ElectroDB's default lower case. The field names are
 * the table's (table-schema.ts): `pk`/`sk`, and `gsiNpk`/`gsiNsk` of each global secondary index.
 */
type Casing = { readonly casing?: 'none' };

function keyOf<const Field extends string, const Composite extends readonly string[]>(
  field: Field,
  composite: Composite,
): { readonly field: Field; readonly composite: Composite } & Casing {
  return composite.length > 0 ? { field, composite, casing: 'none' } : { field, composite };
}

/** The table's own key: `pk` from `pk`'s attributes, `sk` from `sk`'s. */
export function tableIndex<const Pk extends readonly string[], const Sk extends readonly string[]>(pk: Pk, sk: Sk) {
  return { pk: keyOf('pk', pk), sk: keyOf('sk', sk) };
}

/** A global secondary index of the table (`gsi1` … `gsi3`) and its two key fields. */
export function secondaryIndex<
  const Index extends 'gsi1' | 'gsi2' | 'gsi3',
  const Pk extends readonly string[],
  const Sk extends readonly string[],
>(index: Index, pk: Pk, sk: Sk) {
  return { index, pk: keyOf(`${index}pk` as const, pk), sk: keyOf(`${index}sk` as const, sk) };
}
