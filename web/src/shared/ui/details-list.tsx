import { Fragment, type ReactNode } from 'react';
import './details-list.css';

/** Label–value pairs as a description list: two columns, one on narrow screens. */
export function DetailsList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="details-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
