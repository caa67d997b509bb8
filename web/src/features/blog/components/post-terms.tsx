import type { TermRef } from '#shared/blog.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** The public pages of a topic's and a tag's posts (`/topics/{slug}`, `/tags/{slug}`). */
export interface TermLinks {
  topic: (slug: string) => string;
  tag: (slug: string) => string;
}

interface PostTermsProps {
  topic: TermRef | null;
  tags: readonly TermRef[];
  categories?: readonly TermRef[];
  /** Where a topic or tag chip leads; without it the chips are plain text. */
  links?: TermLinks;
}

/** The topic, tags and (on the post page) categories a post is filed under, as chips. */
export function PostTerms({ topic, tags, categories = [], links }: PostTermsProps) {
  if (!topic && tags.length === 0 && categories.length === 0) return null;
  return (
    <dl className="post-terms">
      {topic && (
        <div className="post-terms__group">
          <dt>Topic</dt>
          <dd className="post-chip post-chip--topic">
            {links ? <Link to={links.topic(topic.slug)}>{topic.name}</Link> : topic.name}
          </dd>
        </div>
      )}
      {tags.length > 0 && (
        <div className="post-terms__group">
          <dt>{tags.length === 1 ? 'Tag' : 'Tags'}</dt>
          {tags.map((tag) => (
            <dd key={tag.id} className="post-chip">
              {links ? <Link to={links.tag(tag.slug)}>{tag.name}</Link> : tag.name}
            </dd>
          ))}
        </div>
      )}
      {categories.length > 0 && (
        <div className="post-terms__group">
          <dt>{categories.length === 1 ? 'Category' : 'Categories'}</dt>
          {categories.map((category) => (
            <dd key={category.id} className="post-chip post-chip--category">
              {category.name}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}
