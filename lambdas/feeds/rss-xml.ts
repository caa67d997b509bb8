import { RSS_ITEM_COUNT } from '#shared/feeds.ts';
import { sitePathUrl } from '#shared/site.ts';
import { listPostsByStatus } from '../lib/blog/posts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { escapeXml, feedResponse, siteUrlOf } from './route-helpers';

const CHANNEL_TITLE = 'Portfolio blog';
const CHANNEL_DESCRIPTION = 'Posts of a personal and educational site: serverless, data modelling and the front end.';

/** `GET /rss.xml` (RSS 2.0): the newest published posts. */
export const rssXml: RouteHandler = async ({ event }) => {
  const siteUrl = siteUrlOf(event);
  const { items: posts } = await listPostsByStatus('published', { limit: RSS_ITEM_COUNT, cursor: null });
  const items = posts.map((post) => {
    const link = sitePathUrl(siteUrl, `/posts/${post.slug}`);
    const published = new Date(post.publishedAt ?? post.createdAt).toUTCString();
    const categories = [post.topic, ...(post.tags ?? []), ...(post.categories ?? [])]
      .flatMap((term) => (term ? [`      <category>${escapeXml(term.name)}</category>`] : []))
      .join('\n');
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${published}</pubDate>`,
      `      <description>${escapeXml(post.summary ?? '')}</description>`,
      ...(categories ? [categories] : []),
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0]
    ? new Date(posts[0].publishedAt ?? posts[0].createdAt).toUTCString()
    : new Date(0).toUTCString();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${CHANNEL_TITLE}</title>`,
    `    <link>${escapeXml(`${siteUrl}/posts`)}</link>`,
    `    <description>${CHANNEL_DESCRIPTION}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return feedResponse('application/rss+xml', body);
};
