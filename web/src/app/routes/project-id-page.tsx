import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { isProjectId } from '#web/features/projects/lib/project-ids.ts';
import { NotFoundPage } from './not-found';

/**
 * A page of one project, whose path ends in its `{id}`: the not-found page for an id no project
 * can have, else `page`, keyed by the id so that another project's page starts afresh.
 */
export function ProjectIdPage({ page: Page }: { page: ComponentType<{ id: string }> }) {
  const { id } = useParams();
  if (!isProjectId(id)) return <NotFoundPage />;
  return <Page key={id} id={id} />;
}
