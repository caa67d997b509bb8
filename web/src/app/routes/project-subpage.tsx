import { useParams } from 'react-router';
import { lazyPage } from '#web/app/lazy-page.ts';
import { projectSubpage } from '#web/app/project-subpage.ts';
import { ProjectDetailPage } from './project-detail';

/** A write-up is a document: the docs screens load only for one (the same chunk as the other collections). */
const DocsRoutePage = lazyPage(() => import('./docs'), 'DocsRoutePage');

/** Every path below /projects but the forms: a project (`/projects/{uuid}`) or a project write-up. */
export function ProjectSubpagePage() {
  const { '*': splat } = useParams();
  const subpage = projectSubpage(splat);
  return subpage.kind === 'project' ? (
    <ProjectDetailPage key={subpage.id} id={subpage.id} />
  ) : (
    <DocsRoutePage collection="projects" />
  );
}
