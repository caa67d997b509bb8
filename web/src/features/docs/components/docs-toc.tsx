import { useEffect } from 'react';
import type { DocumentHeading } from '#shared/markdown/renderer.ts';

/**
 * "On this page": the document's sections. Beside the text on a desktop screen (sticky, with the
 * section being read marked by the `site-toc` island), a folded line above it on a narrow one.
 */
export function DocsToc({ headings }: { headings: readonly DocumentHeading[] }) {
  useEffect(() => {
    void import('#web/islands/toc.ts').then((island) => island.defineToc());
  }, []);
  return (
    <site-toc className="docs-toc">
      <details className="docs-toc__details">
        <summary className="docs-toc__toggle">On this page</summary>
        <nav aria-label="On this page">
          <h2 className="docs-toc__title">On this page</h2>
          <ul>
            {headings.map((heading) => (
              <li key={heading.id} className={`docs-toc__item docs-toc__item--h${heading.level}`}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </site-toc>
  );
}
