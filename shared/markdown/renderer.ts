import MarkdownIt, { type Token } from 'markdown-it';
import { stripMetadataLines } from '../markdown-metadata';
import { mediaSizes, parseMediaUrl, srcSetOf } from '../media';

export interface DocumentHeading {
  level: number;
  text: string;
  id: string;
}

export interface RenderedDocument {
  /** The text of the `# heading` that opens the document; the page shows it above the contents. */
  title?: string;
  /** The body without that opening heading. */
  html: string;
  headings: DocumentHeading[];
  /** The h2 and h3 headings, when there are enough of them to be worth a table of contents. */
  toc: DocumentHeading[];
  /** The body has a fenced or indented code block (worth starting the syntax highlighter for, see code-highlighting.ts). */
  hasCode: boolean;
}

/** highlight.js markup for a fenced block's code (its text escaped), or undefined to keep the plain escaped text. */
export type CodeHighlighter = (code: string, language: string) => string | undefined;

/** A document with fewer h2/h3 headings than this has no table of contents. */
export const TOC_MIN_HEADINGS = 3;

/** `Async & Await (C# 5)` → `async-await-c-5`; `section` when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Only http(s), mailto and relative links (no scheme); markdown-it's own check still runs first. */
export function isAllowedLink(url: string): boolean {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();
}

type RenderEnv = {
  headings: DocumentHeading[];
  title?: string;
  hasCode?: boolean;
  /** A text that is not a document keeps an opening `# heading` in its body. */
  keepTitle?: boolean;
};

/** An uploaded image shows in the text column: at most its width (markdown.css), else the viewport's. */
export const MEDIA_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * An uploaded image (`/media/<id>/960.webp#1600x1067`, shared/media.ts) loads its size without the
 * fragment, decoded off the main thread; when the fragment gives the original's dimensions, the
 * browser also gets the other sizes to choose from and the image's width and height, so the text
 * does not move when it arrives. Any other image is left as written.
 */
function describeMediaImage(token: Token) {
  const src = String(token.attrGet('src') ?? '');
  const media = parseMediaUrl(src);
  if (!media) return;
  const [url = src] = src.split('#');
  token.attrSet('src', url);
  token.attrSet('decoding', 'async');
  if (!media.original) return;
  const { width, height } = media.original;
  token.attrSet('srcset', srcSetOf(mediaSizes(media.id, width, height)));
  token.attrSet('sizes', MEDIA_IMAGE_SIZES);
  // The named size, never wider than the original (a narrower one is stored at its own width).
  const shownWidth = Math.min(media.name, width);
  token.attrSet('width', String(shownWidth));
  token.attrSet('height', String(Math.round((height * shownWidth) / width)));
}

/** The text a heading's anchor link is named by, before the heading's own text. */
export const HEADING_ANCHOR_LABEL = 'Link to this section: ';

/**
 * A heading with a link to itself beside it, outside the heading so the heading's name stays its
 * text; the `#` is decoration, the link is named by hidden text.
 */
function anchoredHeading(md: InstanceType<typeof MarkdownIt>): void {
  const { escapeHtml } = md.utils;
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) =>
    `<div class="heading-wrapper">${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
    const id = escapeHtml(String(tokens[index - 2]?.attrGet('id') ?? ''));
    const text = escapeHtml(inlineText(tokens[index - 1]));
    return (
      `${self.renderToken(tokens, index, options).trimEnd()}<a class="heading-anchor" href="#${id}">` +
      `<span class="visually-hidden">${HEADING_ANCHOR_LABEL}${text}</span><span aria-hidden="true">#</span></a></div>\n`
    );
  };
}

/**
 * A code block with a bar above it: the fence's language as a label and a Copy button, `hidden`
 * until the `site-code-block` island (web/src/islands/code-block.ts) gives it its behaviour, so a
 * page read without JavaScript shows no button that does nothing.
 */
function codeBlockMarkup(pre: string, language: string, escapeHtml: (text: string) => string): string {
  const label = language ? `<span class="code-block__language">${escapeHtml(language)}</span>` : '';
  return (
    `<site-code-block class="code-block"><div class="code-block__bar">${label}` +
    '<button type="button" class="code-block__copy" hidden>Copy<span class="visually-hidden"> code</span></button>' +
    `</div>${pre.trimEnd()}</site-code-block>\n`
  );
}

/**
 * markdown-it with raw HTML off (tags stay text), linkified URLs, heading ids from the heading
 * text (unique within the document), external links opened without opener or referrer, lazy
 * images, and fenced code in `<pre><code class="language-xxx">`: highlighted by `highlight` when
 * given (the server renders documents so), else escaped text that the SPA highlights later, in
 * place and off the main thread (code-highlighting.ts). Both give the same markup. A text read as
 * a page (`reading`: a document, a post) also gets heading anchors and code blocks with their
 * language and a Copy button.
 */
function createRenderer({ highlight, reading }: { highlight?: CodeHighlighter; reading: boolean }) {
  const md = new MarkdownIt({
    html: false,
    linkify: true,
    typographer: false,
    // '' keeps markdown-it's own escaping; markdown-it wraps anything else in <pre><code class="language-xxx">.
    highlight: highlight ? (code, language) => (language && highlight(code, language)) || '' : null,
  });
  const markdownItCheck = md.validateLink.bind(md);
  md.validateLink = (url) => markdownItCheck(url) && isAllowedLink(url);

  md.core.ruler.push('heading_ids', (state) => {
    const env = state.env as unknown as RenderEnv;
    env.hasCode = state.tokens.some((token) => token.type === 'fence' || token.type === 'code_block');
    const ids = new Set<string>();
    state.tokens.forEach((token, position) => {
      if (token.type !== 'heading_open') return;
      const text = inlineText(state.tokens[position + 1]);
      const base = slugify(text);
      let id = base;
      for (let count = 1; ids.has(id); count += 1) id = `${base}-${count}`;
      ids.add(id);
      token.attrSet('id', id);
      env.headings.push({ level: Number(token.tag.slice(1)), text, id });
    });
    const [first, inline] = state.tokens;
    if (!env.keepTitle && first?.type === 'heading_open' && first.tag === 'h1') {
      env.title = inlineText(inline);
      state.tokens.splice(0, 3);
    }
  });

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index];
    if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderToken(tokens, index, options);
  };
  // A long code line scrolls sideways: tabindex lets keyboard users focus the block and scroll it.
  for (const rule of ['fence', 'code_block'] as const) {
    const renderCode = md.renderer.rules[rule];
    md.renderer.rules[rule] = (tokens, index, options, env, self) => {
      const pre = (renderCode?.(tokens, index, options, env, self) ?? '').replace(/^<pre>/, '<pre tabindex="0">');
      if (!reading) return pre;
      const [language = ''] = (tokens[index]?.info ?? '').trim().split(/\s+/);
      return codeBlockMarkup(pre, language, md.utils.escapeHtml);
    };
  }
  if (reading) anchoredHeading(md);
  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token) {
      token.attrSet('loading', 'lazy');
      describeMediaImage(token);
    }
    return renderImage ? renderImage(tokens, index, options, env, self) : renderToken(tokens, index, options);
  };
  return md;
}

/** A renderer: the document's HTML (metadata lines removed), its headings and its table of contents. */
export function markdownRenderer(highlight?: CodeHighlighter): (markdown: string) => RenderedDocument {
  const renderer = createRenderer({ highlight, reading: true });
  return (markdown) => {
    const env: RenderEnv = { headings: [] };
    const html = renderer.render(stripMetadataLines(markdown), env);
    const sections = env.headings.filter((heading) => heading.level === 2 || heading.level === 3);
    return {
      title: env.title,
      html,
      headings: env.headings,
      toc: sections.length >= TOC_MIN_HEADINGS ? sections : [],
      hasCode: env.hasCode === true,
    };
  };
}

let plainRenderer: ((markdown: string) => RenderedDocument) | undefined;

/** Renders with code left as escaped text (the SPA: posts, previews, documents not rendered ahead). */
export function renderMarkdown(markdown: string): RenderedDocument {
  plainRenderer ??= markdownRenderer();
  return plainRenderer(markdown);
}

let textRenderer: ReturnType<typeof createRenderer> | undefined;

/**
 * A short markdown text that is not a document, such as a description in the API reference: the
 * same rules (raw HTML off, the same links allowed), but no metadata block to strip and no title
 * taken out. `inline` renders a phrase that sits inside a sentence, without a paragraph around it.
 */
export function renderMarkdownText(markdown: string, { inline = false } = {}): string {
  textRenderer ??= createRenderer({ reading: false });
  const env: RenderEnv = { headings: [], keepTitle: true };
  return inline ? textRenderer.renderInline(markdown, env) : textRenderer.render(markdown, env);
}
