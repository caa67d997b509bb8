import type { Term } from '#shared/blog.ts';
import { Link } from '#web/shared/ui/link.tsx';
import '#web/shared/ui/item-list.css';

const postsText = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

/**
 * The public index of one kind of term (`/topics`, `/tags`, `/categories`): each one a published
 * post is filed under, linking to its page, with its description and its number of published posts.
 */
export function TermIndex({
  terms,
  label,
  empty,
  href,
}: {
  terms: readonly Term[];
  /** The list's accessible name: `Topics`. */
  label: string;
  /** What an index without any term says. */
  empty: string;
  href: (slug: string) => string;
}) {
  if (terms.length === 0) return <p className="post-list__empty">{empty}</p>;
  return (
    <ul className="item-list" aria-label={label}>
      {terms.map((term) => (
        <li key={term.id} className="item-list__item">
          <p>
            <Link to={href(term.slug)}>{term.name}</Link>
          </p>
          {term.description && <p>{term.description}</p>}
          <p className="item-list__meta">{postsText(term.postCount)}</p>
        </li>
      ))}
    </ul>
  );
}
