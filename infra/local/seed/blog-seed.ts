/**
 * Seed content for `npm start`: topics (with a hierarchy), tags, categories, posts (published and
 * draft), sitemap items and projects, so every blog and admin screen has something real to show.
 * It goes through the handlers' own store functions, so slugs, guards, counts and links are what
 * the API would write. It runs once: when any topic exists, it does nothing.
 */

const AUTHOR_EMAIL = 'admin@example.com';

const TOPICS = [
  { key: 'cloud', name: 'Cloud', description: 'Running software on AWS.' },
  { key: 'serverless', name: 'Serverless', description: 'Lambda, API Gateway and friends.', parent: 'cloud' },
  { key: 'data', name: 'Data modelling', description: 'Single-table DynamoDB designs.', parent: 'cloud' },
  { key: 'frontend', name: 'Front end', description: 'React, routing and the browser.' },
] as const;

const TAGS = ['dynamodb', 'electrodb', 'cdk', 'react', 'testing'] as const;
const CATEGORIES = ['Notes', 'Tutorials'] as const;

const POSTS = [
  {
    title: 'One table for the whole site',
    summary: 'Why every item of this site lives in a single DynamoDB table, and what that costs.',
    status: 'published',
    topic: 'data',
    tags: ['dynamodb', 'electrodb'],
    categories: ['Notes'],
    body: `# One table for the whole site

Users, sessions, posts, topics and counters share one DynamoDB table. Each entity has its own key
prefix, and three generic indexes answer every list the site shows.

## What it buys

- Every read a page makes is **one request**: a GetItem or one Query.
- Unique values (e-mail addresses, slugs) are guard items written in the same transaction as the
  item that owns them, so two editors cannot take the same slug.

## What it costs

Access patterns must be known up front. They are listed in \`docs/data-model.md\`.
`,
  },
  {
    title: 'Testing handlers against DynamoDB Local',
    summary: 'The handlers run in-process against a real DynamoDB Local, started once per test run.',
    status: 'published',
    topic: 'serverless',
    tags: ['testing', 'dynamodb'],
    categories: ['Tutorials'],
    body: `# Testing handlers against DynamoDB Local

The test run starts one DynamoDB Local, gives every test file its own table, and calls the Lambda
handlers with API Gateway events.

\`\`\`ts
const answer = await invoke(handler, 'POST', '/api/topics', { headers, body: { name: 'Cloud' } });
expect(answer.statusCode).toBe(201);
\`\`\`

Races are tested for real: a hundred concurrent view counts must add up to a hundred.
`,
  },
  {
    title: 'Lazy routes and a 100 KB budget',
    summary: 'Each page of the SPA is its own chunk; the first load of a public page stays under 100 KB gzip.',
    status: 'published',
    topic: 'frontend',
    tags: ['react'],
    categories: ['Notes'],
    body: `# Lazy routes and a 100 KB budget

Every page is loaded on first visit, and charts load only when one is shown. A test measures the
home page's first load on every run.
`,
  },
  {
    title: 'Cold starts with ElectroDB',
    summary: 'Measuring what building entities costs at Lambda init.',
    status: 'draft',
    topic: 'serverless',
    tags: ['electrodb', 'cdk'],
    categories: ['Notes'],
    body: `# Cold starts with ElectroDB

Draft: the benchmark compares each endpoint group's init and first request with a bare handler
making the same DynamoDB call. Figures to follow.
`,
  },
] as const;

const SITEMAP = [
  { key: 'home', title: 'Home', url: '/', sortOrder: 0, priority: 1, changeFrequency: 'weekly' },
  { key: 'blog', title: 'Blog', url: '/posts', sortOrder: 1, priority: 0.9, changeFrequency: 'daily' },
  { key: 'docs', title: 'Documentation', url: '/tech-docs', sortOrder: 2, priority: 0.8, changeFrequency: 'weekly' },
  {
    key: 'stacks',
    title: 'Stacks',
    url: '/stacks',
    sortOrder: 0,
    priority: 0.6,
    changeFrequency: 'monthly',
    parent: 'docs',
  },
  {
    key: 'changelogs',
    title: 'Changelogs',
    url: '/changelogs',
    sortOrder: 1,
    priority: 0.5,
    changeFrequency: 'weekly',
    parent: 'docs',
  },
  { key: 'projects', title: 'Projects', url: '/projects', sortOrder: 3, priority: 0.7, changeFrequency: 'monthly' },
  { key: 'about', title: 'About', url: '/about', sortOrder: 4, priority: 0.5, changeFrequency: 'yearly' },
  { key: 'contact', title: 'Contact', url: '/contact', sortOrder: 5, priority: 0.4, changeFrequency: 'yearly' },
  { key: 'legal', title: 'Legal', url: '/legal-docs', sortOrder: 6, priority: 0.3, changeFrequency: 'yearly' },
] as const;

const PROJECTS = [
  {
    name: 'Portfolio site',
    description: 'This site: a serverless portfolio, blog and documentation site on AWS with a React front end.',
    startDate: '2026-10-01',
    visibility: 0,
    status: 1,
  },
  {
    name: 'commit-scribe',
    description: 'Writes commit messages from staged diffs (documented under tech-docs).',
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    visibility: 0,
    status: 3,
  },
  {
    name: 'Web terminal',
    description: 'A terminal in the browser for admins; designed, not built yet.',
    visibility: 1,
    status: 0,
  },
] as const;

export async function seedBlog(): Promise<string> {
  const { listNodes, createNode } = await import('#lambdas/lib/blog/nodes.ts');
  const { createPost } = await import('#lambdas/lib/blog/posts.ts');
  const { createProject } = await import('#lambdas/lib/projects/projects.ts');
  const { findUserByEmail } = await import('#lambdas/lib/accounts/users.ts');
  const { slugify } = await import('#shared/blog.ts');

  if ((await listNodes('topic', { limit: 1, cursor: null })).items.length > 0) return 'blog: already seeded';
  const author = await findUserByEmail(AUTHOR_EMAIL);
  if (!author) return `blog: not seeded (no ${AUTHOR_EMAIL})`;
  const actor = author.userId;

  const topicIds = new Map<string, string>();
  for (const topic of TOPICS) {
    const parentId = 'parent' in topic ? (topicIds.get(topic.parent) ?? null) : null;
    const node = await createNode(
      'topic',
      { name: topic.name, slug: slugify(topic.name), description: topic.description, parentId },
      actor,
    );
    topicIds.set(topic.key, node.nodeId);
  }
  const tagIds = new Map<string, string>();
  for (const name of TAGS) {
    tagIds.set(name, (await createNode('tag', { name, slug: name, description: '', parentId: null }, actor)).nodeId);
  }
  const categoryIds = new Map<string, string>();
  for (const name of CATEGORIES) {
    const node = await createNode('category', { name, slug: slugify(name), description: '', parentId: null }, actor);
    categoryIds.set(name, node.nodeId);
  }
  const pick = (ids: Map<string, string>, keys: readonly string[]) => keys.flatMap((key) => ids.get(key) ?? []);
  for (const post of POSTS) {
    await createPost(
      {
        title: post.title,
        slug: slugify(post.title),
        summary: post.summary,
        body: post.body,
        status: post.status,
        topicId: topicIds.get(post.topic) ?? null,
        tagIds: pick(tagIds, post.tags),
        categoryIds: pick(categoryIds, post.categories),
      },
      actor,
    );
  }
  const sitemapIds = new Map<string, string>();
  for (const item of SITEMAP) {
    const node = await createNode(
      'sitemapItem',
      {
        name: item.title,
        slug: item.key,
        url: item.url,
        description: '',
        parentId: 'parent' in item ? (sitemapIds.get(item.parent) ?? null) : null,
        sortOrder: item.sortOrder,
        priority: item.priority,
        changeFrequency: item.changeFrequency,
      },
      actor,
    );
    sitemapIds.set(item.key, node.nodeId);
  }
  for (const project of PROJECTS) {
    await createProject({ ...project, repoLinks: [] }, { userId: actor, isAdmin: true });
  }
  return `blog: ${TOPICS.length} topics, ${TAGS.length} tags, ${CATEGORIES.length} categories, ${POSTS.length} posts, ${SITEMAP.length} sitemap items, ${PROJECTS.length} projects`;
}
