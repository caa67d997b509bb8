import { describe, expect, it } from 'vitest';
import { buildSearchIndex, TEXT_SHARD_CHARS } from '#shared/search/build-search-index.ts';
import { openSearchIndex } from '#shared/search/open-search-index.ts';
import { SEARCH_POINTER_PATH, type SearchHit, type SearchRecord } from '#shared/search/search-contract.ts';

const RECORDS: SearchRecord[] = [
  {
    path: '/tech-docs/aws/cloudfront',
    kind: 'Document',
    title: 'CloudFront functions',
    context: 'Tech docs',
    text: 'A viewer-request function rewrites the path before the cache is consulted. It runs at the edge.',
  },
  {
    path: '/posts/caching-at-the-edge',
    kind: 'Post',
    title: 'Caching at the edge',
    context: 'Infrastructure',
    text: 'The distribution in front of the bucket is CloudFront; its cache keeps pages for a year.',
  },
  {
    path: '/projects/portfolio',
    kind: 'Project',
    title: 'Portfolio',
    context: 'Projects',
    text: 'A serverless site with a React front end and a single DynamoDB table.',
  },
  { path: '/topics/aws', kind: 'Topic', title: 'AWS', context: 'Topics', text: 'Posts about Amazon Web Services.' },
  { path: '/tags/dynamodb', kind: 'Tag', title: 'DynamoDB', context: 'Tags', text: 'Posts tagged DynamoDB.' },
];

/** The built files served as a site would serve them, with the paths the index fetched. */
function servedFrom(records: SearchRecord[]) {
  const built = buildSearchIndex(records);
  const objects = new Map<string, string>([
    [
      SEARCH_POINTER_PATH,
      JSON.stringify({ version: built.version, files: built.files.map((file) => file.name), builtAt: 1 }),
    ],
    ...built.files.map((file) => [`/_search/${built.version}/${file.name}`, file.body] as [string, string]),
    ...built.shards.map((shard) => [`/_search/texts/${shard.name}`, shard.body] as [string, string]),
  ]);
  const fetched: string[] = [];
  const fetchFile = (async (url: string) => {
    const path = url.replace('https://site.test', '');
    fetched.push(path);
    const body = objects.get(path);
    return new Response(body ?? 'Not found', { status: body === undefined ? 404 : 200 });
  }) as typeof fetch;
  return { built, fetched, open: () => openSearchIndex({ fetch: fetchFile, origin: 'https://site.test' }) };
}

const marked = (hit: SearchHit | undefined) => hit?.excerpt.filter((part) => part.mark).map((part) => part.text);

describe('the search index', () => {
  it('finds C# and C++ as words of their own, not every word that starts with c', async () => {
    const index = await servedFrom([
      ...RECORDS,
      {
        path: '/tech-docs/csharp',
        kind: 'Document',
        title: 'C#',
        context: 'Tech docs',
        text: 'Modern C# for programmers.',
      },
      { path: '/posts/cpp', kind: 'Post', title: 'Notes on C++', context: 'Blog', text: 'Templates in C++.' },
    ]).open();
    const sharp = await index.search('C#');
    expect(sharp.map((hit) => hit.path)).toEqual(['/tech-docs/csharp']);
    expect(marked(sharp[0])).toContain('C#');
    expect((await index.search('c++')).map((hit) => hit.path)).toEqual(['/posts/cpp']);
  });

  it('matches the start of a word as it is typed', async () => {
    const index = await servedFrom(RECORDS).open();
    const hits = await index.search('cloudfr');
    expect(hits.map((hit) => hit.path)).toContain('/tech-docs/aws/cloudfront');
    expect(hits.map((hit) => hit.path)).toContain('/posts/caching-at-the-edge');
  });

  it('tolerates a typo', async () => {
    const index = await servedFrom(RECORDS).open();
    expect((await index.search('clodfront')).map((hit) => hit.path)).toContain('/tech-docs/aws/cloudfront');
    expect((await index.search('dynamdb')).map((hit) => hit.path)).toContain('/tags/dynamodb');
  });

  it('ranks a match in a title above a match in a body', async () => {
    const index = await servedFrom(RECORDS).open();
    const hits = await index.search('cloudfront');
    expect(hits.map((hit) => hit.path)).toEqual(['/tech-docs/aws/cloudfront', '/posts/caching-at-the-edge']);
  });

  it('carries each result’s kind, title and context', async () => {
    const index = await servedFrom(RECORDS).open();
    const [hit] = await index.search('serverless');
    expect(hit).toMatchObject({
      path: '/projects/portfolio',
      kind: 'Project',
      title: 'Portfolio',
      context: 'Projects',
    });
    expect((await index.search('aws'))[0]).toMatchObject({ kind: 'Topic', context: 'Topics', title: 'AWS' });
  });

  it('cuts the excerpt around the matched words and marks them', async () => {
    const index = await servedFrom(RECORDS).open();
    const [hit] = await index.search('distribution bucket');
    expect(hit?.path).toBe('/posts/caching-at-the-edge');
    expect(marked(hit)).toEqual(['distribution', 'bucket']);
    expect(hit?.excerpt.map((part) => part.text).join('')).toBe(RECORDS[1]?.text);
    // A misspelt word marks the page's own word.
    expect(marked((await index.search('distribtion'))[0])).toEqual(['distribution']);
  });

  it('starts a long text’s excerpt shortly before the first match', async () => {
    const text = `${'Filler words come first here. '.repeat(40)}The needle is here. ${'More words after. '.repeat(20)}`;
    const index = await servedFrom([{ ...RECORDS[0], path: '/long', text } as SearchRecord]).open();
    const [hit] = await index.search('needle');
    const excerpt = hit?.excerpt.map((part) => part.text).join('') ?? '';
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(170);
    expect(marked(hit)).toEqual(['needle']);
  });

  it('ignores case and accents', async () => {
    const index = await servedFrom([
      { path: '/posts/cafe', kind: 'Post', title: 'Le café', context: 'Notes', text: 'Crème brûlée au CAFÉ.' },
    ]).open();
    const [hit] = await index.search('creme cafe');
    expect(hit?.path).toBe('/posts/cafe');
    expect(marked(hit)).toEqual(['Crème', 'CAFÉ']);
  });

  it('names a version by its content: the same pages give the same version, a change another', () => {
    const { version } = buildSearchIndex(RECORDS);
    expect(buildSearchIndex([...RECORDS].reverse()).version).toBe(version);
    const changed = RECORDS.map((record, index) => (index === 2 ? { ...record, text: `${record.text}!` } : record));
    expect(buildSearchIndex(changed).version).not.toBe(version);
    expect(buildSearchIndex(RECORDS.slice(1)).version).not.toBe(version);
  });

  it('names the text shards by their content, so a changed text leaves the other shards as they were', () => {
    const records = Array.from({ length: 400 }, (_, index) => ({
      path: `/tech-docs/page-${String(index).padStart(3, '0')}`,
      kind: 'Document' as const,
      title: `Page ${index}`,
      context: 'Tech docs',
      text: `Page ${index}: ${'words '.repeat(100 + (index % 7) * 40)}`,
    }));
    const before = buildSearchIndex(records).shards.map((shard) => shard.name);
    // One text grown by half, as an edit would: the shards up to the next anchor change, no others.
    const edited = records.map((record, index) =>
      index === 200 ? { ...record, text: `${record.text}${'more '.repeat(150)}` } : record,
    );
    const after = buildSearchIndex(edited).shards.map((shard) => shard.name);
    expect(before.length).toBeGreaterThan(40);
    expect(new Set(before).size).toBe(before.length);
    const changed = after.filter((name) => !before.includes(name));
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(3);
    expect(before.filter((name) => !after.includes(name)).length).toBeLessThanOrEqual(3);
  });

  it('fetches the pointer and the index on opening, then only the text shards of the results shown', async () => {
    const records = Array.from({ length: 40 }, (_, index) => ({
      path: `/tech-docs/page-${String(index).padStart(2, '0')}`,
      kind: 'Document' as const,
      title: `Page ${index}`,
      context: 'Tech docs',
      text: `${index === 33 ? 'Zanzibar ' : ''}${'Words of a page. '.repeat(Math.ceil(TEXT_SHARD_CHARS / 170))}`,
    }));
    const served = servedFrom(records);
    expect(served.built.shards.length).toBeGreaterThan(4);
    const index = await served.open();
    expect(index.version).toBe(served.built.version);
    expect(served.fetched).toEqual([SEARCH_POINTER_PATH, `/_search/${served.built.version}/index.json`]);
    const [hit] = await index.search('zanzibar');
    expect(hit?.path).toBe('/tech-docs/page-33');
    expect(marked(hit)).toEqual(['Zanzibar']);
    expect(served.fetched).toHaveLength(3);
    expect(await index.search('  ')).toEqual([]);
  });
});
