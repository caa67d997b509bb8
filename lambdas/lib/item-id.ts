/** Ids are UUIDs (seeded ones are readable words); anything else cannot name an item. */
export const isItemId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9-]{1,64}$/.test(id);
