import { AudienceOnly } from '#web/app/audience-only.tsx';
import { paths } from '#web/app/paths.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import './public-pages.css';

const BUILT_WITH: readonly { part: string; what: string }[] = [
  {
    part: 'Front end',
    what: 'A React 19 single-page app built with Vite, routed by react-router 7, reading the API through SWR. Every public page is rendered to HTML ahead of time from the same components, with its title, description, link-preview card and structured data; pages are rendered again within a minute of a change. Public pages (the documentation, the blog, the projects, this page) then load no framework at all: about ten kilobytes of custom elements give their buttons, menus, forms and charts their behaviour, anything bigger loads on first use, and the app loads only when you sign in or open one of its screens.',
  },
  {
    part: 'API',
    what: 'Amazon API Gateway (HTTP API) in front of one AWS Lambda function per group of endpoints, written in TypeScript on Node.js 24 with middy. Its contract is an OpenAPI document generated from the code, readable on the API reference page.',
  },
  {
    part: 'Data',
    what: 'One Amazon DynamoDB table modelled with ElectroDB, for accounts, sessions, posts and their topics and tags, projects, images, page views, consent records and contact messages.',
  },
  {
    part: 'Documents',
    what: 'Markdown files in Amazon S3 with prebuilt indexes, rendered to HTML with highlighted code when they change: reading a document costs no server call. Registered users may write one; an editor reads it before it goes on the site.',
  },
  {
    part: 'Search',
    what: 'One index over the documents, posts, projects, topics, tags and categories, built with MiniSearch by the render function from the pages it renders (so only what a visitor can read is in it) and rebuilt within seconds of a change, stored as versioned files that CloudFront serves; your browser downloads it when you first open search and finds words as you type them, misspelt ones too.',
  },
  {
    part: 'Images',
    what: 'Uploaded from the browser straight to Amazon S3, checked and made into WebP web sizes without their metadata by a function (sharp) on the bucket’s event, and served from the site’s own address with every size offered to the browser.',
  },
  {
    part: 'Delivery and mail',
    what: 'Amazon CloudFront serves the rendered pages, the app, the documents and the API from one domain; a render function, fed by the table’s stream and the content bucket’s events, keeps the pages fresh. Amazon SES sends password-reset, address-verification, review and contact mail through a queue that survives an outage.',
  },
  {
    part: 'Infrastructure and tests',
    what: 'The AWS CDK describes every resource, checked by cdk-nag; one command deploys it all and waits until every page has been rendered again, in parallel batches; alarms, a dashboard and a monthly budget watch it. Vitest runs the handlers against DynamoDB Local, a local S3 and a local mail inbox, and drives Chromium through the pages.',
  },
];

const SECTIONS: readonly { name: string; to: string; what: string }[] = [
  {
    name: 'Projects',
    to: paths.projects,
    what: 'Write-ups of the projects I have built, and the ones I am working on now.',
  },
  {
    name: 'Tech docs',
    to: paths.techDocs,
    what: 'Technical notes and guides, among them a C# learning path and notes on the AWS services this site runs on.',
  },
  {
    name: 'Stacks',
    to: paths.stacks,
    what: 'The languages and tools the documentation covers, each opening its guides.',
  },
  { name: 'Changelogs', to: paths.changelogs, what: 'What changed on the site, release by release.' },
];

/** What this site is, what it is built with, and where to go from here. */
export function AboutPage() {
  usePageMeta({ title: 'About', islands: true });

  return (
    <article className="page-stack public-page">
      <header>
        <h1>About this site</h1>
        <p className="public-page__lead">
          A personal and educational web site, run by one private individual based in Belgium. It is where I keep the
          projects I build and the things I learn, written up in the open.
        </p>
      </header>

      <section aria-labelledby="about-what-heading">
        <h2 id="about-what-heading">What you find here</h2>
        <ul className="public-page__links">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.name}</Link>
              <span>{section.what}</span>
            </li>
          ))}
        </ul>
        <p>
          Some features exist mainly because building them is instructive: accounts and roles (with passkeys, a list of
          your signed-in devices, security e-mails and preferences that follow you), an admin area, and an editor area
          where posts are scheduled, and posts and documents are edited in the browser with their full history, saved as
          you type and never lost to a closed tab or a colleague's save. You are welcome to create an account and try
          them.
        </p>
      </section>

      <section aria-labelledby="about-built-heading">
        <h2 id="about-built-heading">How it is built</h2>
        <p>TypeScript everywhere, serverless on Amazon Web Services:</p>
        <dl className="public-page__facts">
          {BUILT_WITH.map(({ part, what }) => (
            <div key={part}>
              <dt>{part}</dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-terms-heading">
        <h2 id="about-terms-heading">What it is not</h2>
        <p>
          It is not a company: it offers no commercial services, shows no advertising and takes no client work. It
          changes often, and data stored on it may be lost without notice; see the{' '}
          <Link to={`${paths.legalDocs}/terms-of-use`}>terms of use</Link> and the{' '}
          <Link to={`${paths.legalDocs}/privacy-policy`}>privacy policy</Link>.
        </p>
      </section>

      <section aria-labelledby="about-contact-heading">
        <h2 id="about-contact-heading">Get in touch</h2>
        <p>
          Questions, corrections or a request about your data: use the <Link to={paths.contact}>contact page</Link>. I
          read every message and answer personally.
        </p>
        <AudienceOnly audience="signed-in">
          <p>
            Signed in: you can also build a printable <Link to={paths.targetedResume}>résumé from your profile</Link>.
          </p>
        </AudienceOnly>
      </section>
    </article>
  );
}
