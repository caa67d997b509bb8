/** One tile of the stacks page, opening a part of the tech docs. */
export interface StackItem {
  name: string;
  /** The path below /tech-docs that the tile opens. */
  slug: string;
  color: string;
  textColor: string;
  /** A symbol or a short text shown on the tile (plain characters: no emoji font needed). */
  icon: string;
  link: string;
  topics: ReadonlyArray<{ name: string; link: string }>;
  description: string;
}

const TECH_DOCS_BASE = '/tech-docs';

/** `/tech-docs/{slug}` with doubled, leading and trailing slashes of the slug folded away. */
export function stackRoute(slug: string): string {
  const path = `${TECH_DOCS_BASE}/${slug}`.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The stacks shown on /stacks; each slug is a folder of content/tech-docs. */
export const STACK_ITEMS: readonly StackItem[] = [
  {
    name: 'C#',
    slug: 'csharp',
    color: '#5b2a86',
    textColor: '#ffffff',
    icon: '</>',
    link: 'https://learn.microsoft.com/dotnet/csharp/',
    topics: [
      { name: 'Learning path', link: stackRoute('csharp/learning-path') },
      { name: 'Basics', link: stackRoute('csharp/basics') },
      { name: 'Types', link: stackRoute('csharp/types') },
      { name: 'Async', link: stackRoute('csharp/async') },
    ],
    description: 'A guide to modern C# for people who already program: types, collections, errors and async.',
  },
  {
    name: 'LINQ',
    slug: 'csharp/collections/linq',
    color: '#0f5e9c',
    textColor: '#ffffff',
    icon: 'λ',
    link: 'https://learn.microsoft.com/dotnet/csharp/linq/',
    topics: [
      { name: 'Filtering', link: stackRoute('csharp/collections/linq/filtering') },
      { name: 'Projection', link: stackRoute('csharp/collections/linq/projection') },
    ],
    description: 'Querying collections with LINQ: where, select and the query syntax.',
  },
  {
    name: 'AWS',
    slug: 'aws',
    color: '#232f3e',
    textColor: '#ffffff',
    icon: '☁',
    link: 'https://docs.aws.amazon.com/',
    topics: [
      { name: 'CloudFront', link: stackRoute('aws/cloudfront') },
      { name: 'DynamoDB', link: stackRoute('aws/dynamodb') },
    ],
    description:
      'How this site runs on AWS: CloudFront in front of S3, and one DynamoDB table modelled with ElectroDB.',
  },
  {
    name: 'Testing',
    slug: 'testing',
    color: '#14532d',
    textColor: '#ffffff',
    icon: '✓',
    link: 'https://vitest.dev/',
    topics: [
      { name: 'Handlers on DynamoDB Local', link: stackRoute('testing/lambda-handlers-against-dynamodb-local') },
    ],
    description: 'Testing Lambda handlers for real against local services instead of mocks.',
  },
  {
    name: 'Packages',
    slug: 'packages',
    color: '#7c2d12',
    textColor: '#ffffff',
    icon: '{ }',
    link: 'https://www.npmjs.com/',
    topics: [{ name: 'commit-scribe', link: stackRoute('packages/commit-scribe') }],
    description: 'Documentation of the packages published from this site’s projects.',
  },
];
