import { useParams } from 'react-router';
import { projectSubpage } from '../project-subpage';
import { DocsRoutePage } from './docs';
import { ProjectDetailPage } from './project-detail';

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
