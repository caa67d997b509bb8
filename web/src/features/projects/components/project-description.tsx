import type { Project } from '#shared/projects.ts';
import { useInAppLinks } from '#web/shared/lib/use-in-app-links.ts';
import { useLazyMarkdown } from '#web/shared/lib/use-lazy-markdown.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { MarkdownHtml } from '#web/shared/ui/markdown-html.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/**
 * A project's description, which is markdown (images from the media library, links, lists): as the
 * shared renderer makes it, its opening heading kept (a description has no title of its own to lose).
 */
export function ProjectDescription({ project }: { project: Pick<Project, 'id' | 'description' | 'updatedAt'> }) {
  const { data, error, mutate } = useLazyMarkdown(
    ['project-description', project.id, project.updatedAt],
    ({ renderMarkdownText }) => {
      const html = renderMarkdownText(project.description);
      return { html, hasCode: html.includes('<pre') };
    },
  );
  const onClick = useInAppLinks();
  if (data) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own: it routes clicks on the text's links.
      // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click.
      <div className="project-description" onClick={onClick}>
        <MarkdownHtml html={data.html} hasCode={data.hasCode} testId="project-description" />
      </div>
    );
  }
  if (error) return <LoadFailure what="The description" error={error} onRetry={() => void mutate()} />;
  return <Spinner label="Rendering the description…" />;
}
