import { SORT_OPTIONS, type SortOptionValue } from '#web/features/docs/lib/sort-nodes.ts';
import { SelectField } from '#web/shared/ui/select-field.tsx';

interface SortSelectProps {
  value: SortOptionValue;
  onChange: (value: SortOptionValue) => void;
}

/** Sorting by name, created date or updated date, either way, or the index's own order. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <SelectField
      layout="inline"
      label="Sort by"
      name="sort"
      value={value}
      options={SORT_OPTIONS}
      onValueChange={(next) => onChange(next as SortOptionValue)}
    />
  );
}
