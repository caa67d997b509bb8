import type { ParentOption } from '#web/features/blog/lib/parent-options.ts';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import type { FieldBinding } from './slug-fields';

interface ParentFieldProps extends FieldBinding {
  label: string;
  /** The items this one may be put under (parentOptions). */
  parents: readonly ParentOption[];
  loading: boolean;
  /** Why the items could not be read; the top level can still be chosen. */
  loadError: unknown;
}

/** The parent of an item in a tree of its kind: none (the top level) or one of `parents`. */
export function ParentField({ parents, loading, loadError, ...select }: ParentFieldProps) {
  return (
    <SelectField
      {...select}
      options={[
        { value: '', label: loading ? 'Loading…' : 'None (top level)' },
        ...parents.map((parent) => ({ value: parent.id, label: parent.label })),
      ]}
      hint={loadError instanceof Error ? `The list could not be loaded: ${loadError.message}` : undefined}
    />
  );
}
