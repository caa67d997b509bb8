import { paths } from '#web/app/paths.ts';
import { StacksGrid } from '#web/features/docs/components/stacks-grid.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** The stacks covered by the tech docs, each opening its part of them. */
export function StacksPage() {
  usePageMeta({
    islands: true,
    title: 'Stacks',
    description: 'The languages and tools the tech docs cover, each opening its guides.',
  });
  return (
    <article className="page-stack stacks-page">
      <header>
        <h1>Stacks</h1>
        <p>
          The languages and tools the <Link to={paths.techDocs}>tech docs</Link> cover. Pick one to open its guides.
        </p>
      </header>
      <StacksGrid />
    </article>
  );
}
