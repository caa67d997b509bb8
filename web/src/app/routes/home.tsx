import { ChartDemosPanel } from '#web/features/chart-demos/components/chart-demos-panel.tsx';
import { VisitorCount } from '#web/features/visitor-stats/components/visitor-count.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import './home.css';

export function HomePage() {
  usePageMeta({
    title: 'Home',
    description:
      'Projects, writing and documentation: write-ups of what I build, posts on software and technical notes kept up to date.',
    social: { type: 'website' },
    islands: true,
  });

  return (
    <article className="home">
      <header>
        <h1>Projects, writing and documentation</h1>
        <p className="home__lead">
          Welcome to my personal and educational site. It is where I keep what I build and what I learn, in the open.
        </p>
      </header>
      <ul className="home__topics">
        <li>
          <strong>Portfolio</strong>
          Write-ups of the projects I have built and the ones I am working on now.
        </li>
        <li>
          <strong>Blog</strong>
          Posts on software, tools and the lessons that come with them.
        </li>
        <li>
          <strong>Docs</strong>
          Technical notes, guides and change logs, kept up to date as the projects move.
        </li>
      </ul>
      <ChartDemosPanel />
      <section aria-labelledby="visitors-heading">
        <h2 id="visitors-heading" className="visually-hidden">
          Visitors
        </h2>
        <VisitorCount />
      </section>
    </article>
  );
}
