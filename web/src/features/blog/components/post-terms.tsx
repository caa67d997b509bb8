import { type PostTermsFields, postTermsMarkup, type TermLinks } from '#web/features/blog/lib/post-card-markup.ts';
import { reactMarkup } from '#web/shared/ui/react-markup.tsx';

/** The topic, tags and (on the post page) categories a post is filed under, as chips (`postTermsMarkup`). */
export function PostTerms({ links, ...terms }: PostTermsFields & { links?: TermLinks }) {
  return postTermsMarkup(reactMarkup, terms, links) ?? null;
}
