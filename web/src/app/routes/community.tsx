import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import './public-pages.css';

/** The planned community features, in the order they were announced, each with where it stands. */
const PLANNED_FEATURES: readonly { name: string; text: string; available?: boolean }[] = [
  { name: 'Comments', text: 'Readers will be able to comment on a post and reply to each other below it.' },
  { name: 'Categories', text: 'Posts will be grouped into categories, so the blog can be browsed by subject.' },
  { name: 'Subscribe', text: 'You will be able to subscribe and hear about new posts without checking back.' },
  { name: 'Author profiles', text: 'Each post will link to a page about its author and their other posts.' },
  {
    name: 'Dark mode',
    text: 'Already here: the theme button in the navbar switches between light and dark, and “Use system theme” in the footer follows your device.',
    available: true,
  },
  {
    name: 'Write for the docs',
    text: 'Already here: once your e-mail address is verified, “Create markdown” sends a document to an editor, who publishes it or tells you why not.',
    available: true,
  },
  { name: 'Code snippets', text: 'Short, reusable pieces of code will get their own pages, easy to copy.' },
  {
    name: 'Search',
    text: 'Already here: the search button in the navbar (or the / key, or Ctrl K) finds documents, posts, projects, topics, tags and categories by the words in them.',
    available: true,
  },
];

/** The community area is not built yet: this page says what is planned, honestly. */
export function CommunityPage() {
  usePageMeta({ title: 'Community', islands: true });

  return (
    <article className="page-stack public-page">
      <header>
        <h1>Community</h1>
        <p className="public-page__lead">
          This part of the site is under construction. These are the features planned for it; none of them is a promise
          of a date.
        </p>
      </header>
      <ul className="feature-list">
        {PLANNED_FEATURES.map((feature) => (
          <li key={feature.name} className="feature-list__item">
            <h2 className="feature-list__name">
              {feature.name}{' '}
              <span className={feature.available ? 'badge badge--done' : 'badge'}>
                {feature.available ? 'Available' : 'Planned'}
              </span>
            </h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <p>
        An idea for this list? Tell me on the <Link to={paths.contact}>contact page</Link>.
      </p>
    </article>
  );
}
