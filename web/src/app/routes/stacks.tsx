import { Link } from '#web/shared/ui/link.tsx';
import { StacksGrid } from '../../features/docs/components/stacks-grid';
import { usePageMeta } from '../../shared/lib/use-page-meta';
import { paths } from '../paths';

/** The stacks covered by the tech docs, each opening its part of them. */
export function StacksPage() {
  usePageMeta({
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
