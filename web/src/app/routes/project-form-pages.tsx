/** The project forms (add, edit, delete) load as one chunk: they share the form and its schema. */
export { AddProjectPage } from './project-add';
export { DeleteProjectPage } from './project-delete';
export { EditProjectPage } from './project-edit';
