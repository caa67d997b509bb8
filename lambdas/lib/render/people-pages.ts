import { listPublishedPostsBy } from '../blog/post-lists';
import { listPublicProjectsOf } from '../projects/projects';
import { pagesOfPost } from './dependants';

/**
 * The rendered pages that show a person: the pages of the public projects they own or are a
 * member of, and those of their published posts (the post's own page, the posts list, its
 * topic's and tags' pages: each shows the author). What an account deleted, restored or removed
 * renders again (`personOfStreamRecord`, dependants.ts), so a deleted account leaves every public
 * page and a restored one comes back. Two queries over the public projects and the published
 * posts, filtered: rare changes, so no index by person is kept for them.
 */
export async function pagesShowingPerson(userId: string): Promise<string[]> {
  const [projects, posts] = await Promise.all([listPublicProjectsOf(userId), listPublishedPostsBy(userId)]);
  return [
    ...new Set([
      ...projects.map(({ projectId }) => `/projects/${projectId}`),
      ...posts.flatMap((post) => pagesOfPost(post)),
    ]),
  ];
}
