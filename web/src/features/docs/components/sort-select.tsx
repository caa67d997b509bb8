import { useId } from 'react';
import { SORT_OPTIONS, type SortOptionValue } from '../lib/sort-nodes';

interface SortSelectProps {
  value: SortOptionValue;
  onChange: (value: SortOptionValue) => void;
}

/** Sorting by name or by updated date, either way, or the index's own order. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="docs-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortOptionValue)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
