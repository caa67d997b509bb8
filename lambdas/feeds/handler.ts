import { createEndpointGroup } from '../lib/http/endpoint-group';
import { rssXml } from './rss-xml';
import { sitemapXml } from './sitemap-xml';

/** /sitemap.xml and /rss.xml, generated from the sitemap items and the published posts. */
export const group = createEndpointGroup('feeds', {
  'GET /feeds/sitemap.xml': sitemapXml,
  'GET /feeds/rss.xml': rssXml,
});

export const handler = group.handler;
