import { COLLECTIONS } from '#shared/content.ts';
import { NavLink } from '#web/shared/ui/link.tsx';

/** The six documentation collections, above every docs page. */
export function CollectionNav() {
  return (
    <nav className="docs-collections" aria-label="Documentation collections">
      <ul>
        {COLLECTIONS.map((collection) => (
          <li key={collection.id}>
            <NavLink to={`/${collection.id}`} className="docs-collections__link">
              {collection.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
