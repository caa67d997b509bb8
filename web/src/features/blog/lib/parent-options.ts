/** An item that can sit below another of its kind: a topic, tag, category or sitemap item. */
export interface TreeItem {
  id: string;
  parentId: string | null;
}

export interface ParentOption {
  id: string;
  label: string;
}

/**
 * The items an item may be put under: all of its kind but itself and what sits below it (that
 * would make a loop), by label.
 */
export function parentOptions<Item extends TreeItem>(
  items: readonly Item[],
  labelOf: (item: Item) => string,
  selfId?: string,
): ParentOption[] {
  const excluded = new Set<string>(selfId ? [selfId] : []);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (!excluded.has(item.id) && item.parentId !== null && excluded.has(item.parentId)) {
        excluded.add(item.id);
        grew = true;
      }
    }
  }
  return items
    .filter((item) => !excluded.has(item.id))
    .map((item) => ({ id: item.id, label: labelOf(item) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
