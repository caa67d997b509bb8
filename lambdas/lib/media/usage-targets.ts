import type { CollectionId } from '#shared/content.ts';
import { mediaIdsInMarkdown } from '#shared/media.ts';
import type { PostItem } from '../db/entities/post';
import type { ProjectItem } from '../db/entities/project';
import { pagesOfPost, pagesOfProject } from '../render/dependants';
import { recordMediaUsage, removeMediaUsage } from './media-usage';

/**
 * What each kind of content records as its uses of images when it is saved (media-usage.ts): its
 * cover and the images of its markdown, with its title, where to see it and its public pages.
 */

/** A post: its cover and the images of its body; a post that is not published links to its form. */
export function recordPostMediaUsage(post: PostItem): Promise<void> {
  if (post.lifecycle === 'deleted') return removeMediaUsage('post', post.postId);
  const published = post.status === 'published';
  return recordMediaUsage(
    {
      kind: 'post',
      id: post.postId,
      title: post.title,
      link: published ? `/posts/${post.slug}` : `/posts/edit/${post.postId}`,
      pages: pagesOfPost(post),
    },
    [post.coverImageId, ...mediaIdsInMarkdown(post.body ?? '')],
  );
}

/** A project: its cover and the images of its description. */
export function recordProjectMediaUsage(project: ProjectItem): Promise<void> {
  if (project.lifecycle === 'deleted') return removeMediaUsage('project', project.projectId);
  return recordMediaUsage(
    {
      kind: 'project',
      id: project.projectId,
      title: project.name,
      link: `/projects/${project.projectId}`,
      pages: pagesOfProject(project),
    },
    [project.coverImageId, ...mediaIdsInMarkdown(project.description ?? '')],
  );
}

/** A document's page: `/<collection>/<path without .md>`. */
const documentPage = (collection: CollectionId, path: string) => `/${collection}/${path.replace(/\.md$/, '')}`;

/** A document of a collection: the images of its markdown; `markdown` undefined when it is gone. */
export function recordDocumentMediaUsage(
  collection: CollectionId,
  path: string,
  markdown: string | undefined,
  title: string | undefined,
): Promise<void> {
  const page = documentPage(collection, path);
  const id = page.slice(1);
  if (markdown === undefined) return removeMediaUsage('document', id);
  return recordMediaUsage({ kind: 'document', id, title: title || path, link: page, pages: [page] }, [
    ...mediaIdsInMarkdown(markdown),
  ]);
}

/** A user's profile picture, which no public page shows; undefined when the picture is cleared. */
export function recordProfileMediaUsage(userId: string, name: string, pictureId: string | undefined): Promise<void> {
  return recordMediaUsage({ kind: 'profile', id: userId, title: name, link: `/users/view/${userId}`, pages: [] }, [
    pictureId,
  ]);
}
