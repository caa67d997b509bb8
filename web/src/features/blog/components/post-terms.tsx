import type { TermRef } from '#shared/blog.ts';

interface PostTermsProps {
  topic: TermRef | null;
  tags: readonly TermRef[];
  categories?: readonly TermRef[];
}

/** The topic, tags and (on the post page) categories a post is filed under, as chips. */
export function PostTerms({ topic, tags, categories = [] }: PostTermsProps) {
  if (!topic && tags.length === 0 && categories.length === 0) return null;
  return (
    <dl className="post-terms">
      {topic && (
        <div className="post-terms__group">
          <dt>Topic</dt>
          <dd className="post-chip post-chip--topic">{topic.name}</dd>
        </div>
      )}
      {tags.length > 0 && (
        <div className="post-terms__group">
          <dt>{tags.length === 1 ? 'Tag' : 'Tags'}</dt>
          {tags.map((tag) => (
            <dd key={tag.id} className="post-chip">
              {tag.name}
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
