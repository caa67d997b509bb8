import type { PageDocumentOptions, RenderedPage } from '#shared/render/render-contract.ts';
import { ISLANDS_ENTRY_META } from '#web/islands/islands-entry.ts';
import { PAGE_DATA_ELEMENT_ID, pageDataScriptText } from '#web/shared/api/page-data.ts';
import { pageHead } from '#web/shared/lib/page-meta.ts';
import { canonicalUrl, SITE_DESCRIPTION, SITE_NAME } from '#web/shared/lib/site.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';

/** JSON-LD in a script element: `<` escaped, so no value can end the element. */
const jsonLd = (value: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...value }).replace(/</g, '\\u003c')}</script>`;

/** The structured data of a page: the site on home, a post, a document with its breadcrumbs. */
function structuredData(page: RenderedPage, url: string, description: string, imageUrl: string, origin: string) {
  const social = page.meta.social;
  const items: Array<Record<string, unknown>> = [];
  if (page.pathname === '/') {
    items.push({ '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, description: SITE_DESCRIPTION });
  }
  if (social?.card === 'post' || social?.card === 'document') {
    items.push({
      '@type': social.card === 'post' ? 'BlogPosting' : 'TechArticle',
      headline: page.meta.title,
      description,
      url,
      mainEntityOfPage: url,
      image: imageUrl,
      ...(social.publishedTime ? { datePublished: social.publishedTime } : {}),
      ...(social.modifiedTime ? { dateModified: social.modifiedTime } : {}),
      ...(social.author ? { author: { '@type': 'Person', name: social.author } } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    });
  }
  if (social?.breadcrumbs && social.breadcrumbs.length > 0) {
    const trail = [...social.breadcrumbs, { name: page.meta.title, path: page.pathname }];
    items.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: canonicalUrl(origin, crumb.path),
      })),
    });
  }
  return items;
}

/** The head elements of a rendered page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
function pageHeadHtml(page: RenderedPage, options: Pick<PageDocumentOptions, 'siteOrigin' | 'imageUrl'>) {
  const origin = options.siteOrigin.replace(/\/+$/, '');
  const head = pageHead(page.meta, page.pathname, origin);
  const url = canonicalUrl(origin, page.pathname);
  const social = page.meta.social;
  const isArticle = social?.type === 'article';
  // The page's own image when it has one (a cover), else the social card drawn for it.
  const image = social?.image
    ? { ...social.image, url: canonicalUrl(origin, social.image.path) }
    : {
        url: options.imageUrl,
        width: 1200,
        height: 630,
        alt: `${page.meta.title || SITE_NAME} (${SITE_NAME})`,
      };
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.robots ? meta('name', 'robots', head.robots) : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', isArticle ? 'article' : 'website'),
    meta('property', 'og:title', page.meta.title || SITE_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    isArticle ? meta('property', 'article:published_time', social?.publishedTime) : '',
    isArticle ? meta('property', 'article:modified_time', social?.modifiedTime) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.meta.title || SITE_NAME),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', social?.image ? image.alt : undefined),
    ...(page.status === 404
      ? []
      : structuredData(page, url, head.description, image.url, origin).map((item) => jsonLd(item))),
  ];
  return lines.filter(Boolean).join('\n    ');
}

const APP_ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
/** The opening tag of web/theme-init.js, which the web build writes inline into index.html. */
const THEME_INIT_SCRIPT = '<script data-theme-init>';

/**
 * The app's entry is started by theme-init.js (web/theme-init.js, inline in <head>) once the browser reports the page's
 * first contentful paint, rather than by a module script in <head> (a second after the first frame
 * where there is no paint timing; at once in a hidden tab). The content is in the HTML, but a
 * module script that has arrived by the end of parsing (a fast link, or a returning visitor's
 * cache) runs, and hydrates, before the browser paints what it has parsed: the content's first
 * paint would wait for the app's JS. Lighthouse sees exactly that on a local server and counts the
 * app's download and run into LCP. Waiting for the paint's report rather than for the frame:
 * a frame can be presented well after it ran (a busy machine), and the app's download would
 * still end before the paint. The cost: on a slow link the app's download starts once the page
 * has painted (after the CSS) rather than beside the CSS. The modulepreload links stay: they
 * only fetch.
 */
function startAppAfterFirstPaint(template: string): string {
  const entry = APP_ENTRY_SCRIPT.exec(template);
  if (!entry?.[1] || !template.includes(THEME_INIT_SCRIPT)) return template;
  return template
    .replace(entry[0], '')
    .replace(THEME_INIT_SCRIPT, `<script data-theme-init data-app-entry="${escapeHtml(entry[1])}">`);
}

const ISLANDS_META = new RegExp(`\\s*<meta name="${ISLANDS_ENTRY_META}" content="([^"]+)"[^>]*>`);
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A page that works from its HTML (`meta.islands`) loads the islands' script in place of the app:
 * no app entry, no preloads of its chunks and no page data (nothing hydrates). theme-init.js starts
 * it after the first contentful paint (`data-islands-entry`), for the reason it starts the app so
 * (startAppAfterFirstPaint): a module script in <head> that has arrived by the end of parsing runs
 * before the browser paints, and the page's text would wait for it.
 */
function withIslandsOnly(template: string): string {
  const islands = ISLANDS_META.exec(template);
  const entry = APP_ENTRY_SCRIPT.exec(template);
  if (!islands?.[1] || !entry || !template.includes(THEME_INIT_SCRIPT)) {
    throw new Error('The SPA template names no islands script, no app entry or no theme script');
  }
  return template
    .replace(islands[0], '')
    .replace(entry[0], '')
    .replace(MODULE_PRELOADS, '')
    .replace(THEME_INIT_SCRIPT, `<script data-theme-init data-islands-entry="${escapeHtml(islands[1])}">`);
}

/**
 * The stored HTML of a page: the SPA's index.html with the page's head, its rendered root and,
 * unless it works with the islands alone, the data it was rendered with (read back by main.tsx
 * before it hydrates).
 */
export function pageDocument(page: RenderedPage, options: PageDocumentOptions): string {
  const islandsOnly = page.meta.islands === true;
  const template = islandsOnly ? withIslandsOnly(options.template) : startAppAfterFirstPaint(options.template);
  const withoutDefaults = template
    .replace(ISLANDS_META, '')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (!withoutDefaults.includes('<div id="root"></div>')) throw new Error('The SPA template has no empty #root');
  const data = islandsOnly
    ? ''
    : `\n    <script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${pageDataScriptText(page.data)}</script>`;
  return withoutDefaults
    .replace('</head>', `  ${pageHeadHtml(page, options)}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}
