/**
 * The project screens load as one chunk: they share most of their code, and one lazy module
 * instead of five keeps the entry's list of chunks to preload short (the home page's budget).
 */
export { AddProjectPage } from './project-add';
export { DeleteProjectPage } from './project-delete';
export { EditProjectPage } from './project-edit';
export { ProjectSubpagePage } from './project-subpage';
export { ProjectsIndexPage } from './projects';
