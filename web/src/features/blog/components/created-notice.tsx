import { useState } from 'react';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * The item a create-or-edit form edits, and the ones it created one after another. `formKey`
 * changes with each save, so the form starts afresh: empty after a create, the saved version after
 * an edit.
 */
export function useCreatedItems<Item extends { id: string; version: number }>(item?: Item) {
  const [current, setCurrent] = useState(item);
  const [created, setCreated] = useState<Item[]>([]);
  return {
    current,
    setCurrent,
    latest: created[0],
    addCreated: (saved: Item) => setCreated((list) => [saved, ...list]),
    formKey: current ? `${current.id}:${current.version}` : `new:${created.length}`,
  };
}

/** Says what was just created (`Tag “Lambda” created.`) with a link to edit it. */
export function CreatedNotice({ text, editTo }: { text: string; editTo: string }) {
  return (
    <Alert tone="success">
      <p>
        {text} <Link to={editTo}>Edit it</Link>
      </p>
    </Alert>
  );
}
