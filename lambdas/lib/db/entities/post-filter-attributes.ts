/**
 * What `GET /api/posts` filters on besides status and one term, kept on the post and on each of
 * its links (written in the same transaction): the title's words in lower case, without accents,
 * between spaces (` hello serverless world `, so `contains(titleSearch, 'server')` matches a word
 * or part of one, and `contains(titleSearch, ' serverless ')` would match a whole word),
 * and the ids of its topic, tags and categories (`contains(tagIds, :id)`).
 */
export const postFilterAttributes = {
  titleSearch: { type: 'string' },
  topicId: { type: 'string' },
  tagIds: { type: 'list', items: { type: 'string' } },
  categoryIds: { type: 'list', items: { type: 'string' } },
} as const;
