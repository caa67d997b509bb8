import { describe, expect, it } from 'vitest';
import {
  HEADING_ANCHOR_LABEL,
  isAllowedLink,
  MEDIA_IMAGE_SIZES,
  markdownRenderer,
  renderMarkdown,
  renderMarkdownText,
  slugify,
} from '#shared/markdown/renderer.ts';

/** The names of every attribute markdown-it wrote (values are quoted, quotes inside them escaped). */
function attributeNames(html: string): string[] {
  return [...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)].flatMap(([, attributes = '']) =>
    [...attributes.matchAll(/\s([a-z-]+)="/g)].map(([, name = '']) => name),
  );
}

describe('markdown rendering is safe', () => {
  it('keeps script tags and raw HTML as text', () => {
    const { html } = renderMarkdown('# T\n\n<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> there');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('does not render javascript:, vbscript: or data: links as links', () => {
    const { html } = renderMarkdown(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](vbscript:x) [d](data:text/html,x) <javascript:alert(1)>',
    );
    expect(html).not.toMatch(/<a /);
    expect(html).not.toMatch(/href="(javascript|vbscript|data):/i);
  });

  it('produces no event-handler attributes', () => {
    const { html } = renderMarkdown(
      '[x](https://example.com "t\\" onmouseover=\\"alert(1)") ![i](/a.png "x\\" onerror=\\"y")',
    );
    const names = attributeNames(html);
    expect(names).toContain('title');
    expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
  });

  it('allows http(s), mailto and relative links only', () => {
    expect(['https://a.b', 'http://a.b', 'mailto:x@y.z', '/contact', 'page.md', '#top'].every(isAllowedLink)).toBe(
      true,
    );
    expect(['javascript:x', 'ftp://a', 'file:///etc/passwd', 'tel:123'].some(isAllowedLink)).toBe(false);
  });

  it('opens external links without opener or referrer, and keeps in-site links plain', () => {
    const { html } = renderMarkdown('[out](https://example.com) [in](/contact) see https://example.org');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/contact">in</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">');
  });

  it('marks code blocks with their language, lets the keyboard focus (and scroll) them, and loads images lazily', () => {
    const { html } = renderMarkdown('```csharp\nvar x = 1 < 2;\n```\n\n![Diagram](/img/a.png)');
    expect(html).toContain('<pre tabindex="0"><code class="language-csharp">var x = 1 &lt; 2;\n</code></pre>');
    expect(html).toMatch(/<img src="\/img\/a.png" alt="Diagram" loading="lazy">/);
  });

  it('drops the metadata lines under the heading', () => {
    const { html } = renderMarkdown('# Title\ndescription: Hidden.\nupdated: 2026-01-02\n\nBody');
    expect(html).not.toContain('Hidden');
    expect(html).not.toContain('2026-01-02');
    expect(html).toContain('<p>Body</p>');
  });
});

describe('headings and table of contents', () => {
  it('slugifies heading text', () => {
    expect(slugify('Async & Await (C# 5)')).toBe('async-await-c-5');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('!!!')).toBe('section');
  });

  it('gives every heading a unique id from its text', () => {
    const { html, headings } = renderMarkdown('# Guide\n\n## Setup\n\n## Setup\n\n### `var` keyword\n\n## Setup-1');
    expect(headings.map((heading) => heading.id)).toEqual(['guide', 'setup', 'setup-1', 'var-keyword', 'setup-1-1']);
    expect(html).toContain('<h2 id="setup-1">Setup</h2>');
    expect(html).toContain('<h3 id="var-keyword"><code>var</code> keyword</h3>');
  });

  it('builds a table of contents of h2 and h3 headings when there are at least three', () => {
    const { toc } = renderMarkdown('# T\n\n## One\n\n### One a\n\n#### Deep\n\n## Two');
    expect(toc.map((heading) => [heading.level, heading.text])).toEqual([
      [2, 'One'],
      [3, 'One a'],
      [2, 'Two'],
    ]);
  });

  it('lifts the opening # heading out of the body as the document title', () => {
    const rendered = renderMarkdown('# The *Guide*\n\nIntro\n\n# Second top heading');
    expect(rendered.title).toBe('The Guide');
    expect(rendered.html).not.toContain('The <em>Guide</em>');
    expect(rendered.html).toContain('<h1 id="second-top-heading">Second top heading</h1>');
    expect(renderMarkdown('Intro only').title).toBeUndefined();
  });

  it('has no table of contents for a short document', () => {
    expect(renderMarkdown('# T\n\n## One\n\n## Two').toc).toEqual([]);
  });
});

describe('code blocks', () => {
  it('says whether a document has a code block, fenced or indented', () => {
    expect(renderMarkdown('# T\n\nText with `inline` code.').hasCode).toBe(false);
    expect(renderMarkdown('```ts\nconst a = 1;\n```').hasCode).toBe(true);
    expect(renderMarkdown('Text\n\n    indented code').hasCode).toBe(true);
  });

  const copyButton =
    '<button type="button" class="code-block__copy" hidden>Copy<span class="visually-hidden"> code</span></button>';

  it('renders code as escaped text with its language class, for the highlighter to take over in the page', () => {
    expect(renderMarkdown('```ts\nconst a = 1 < 2;\n```').html).toBe(
      '<site-code-block class="code-block"><div class="code-block__bar"><span class="code-block__language">ts</span>' +
        `${copyButton}</div><pre tabindex="0"><code class="language-ts">const a = 1 &lt; 2;\n</code></pre></site-code-block>\n`,
    );
    expect(renderMarkdown('```\n<b>x</b>\n```').html).toBe(
      `<site-code-block class="code-block"><div class="code-block__bar">${copyButton}</div>` +
        '<pre tabindex="0"><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre></site-code-block>\n',
    );
  });

  it('labels a block with its language as written, escaped, and gives every block a Copy button hidden until its island runs', () => {
    const { html } = renderMarkdown('```c++ {1}\nint a;\n```\n\n```x"><b\ny\n```\n\n    indented');
    expect(html).toContain('<span class="code-block__language">c++</span>');
    expect(html).toContain('<span class="code-block__language">x&quot;&gt;&lt;b</span>');
    expect(html).not.toMatch(/<b[^a-z]/);
    expect(html.match(/<site-code-block class="code-block">/g)).toHaveLength(3);
    expect(html.match(/<button type="button" class="code-block__copy" hidden>/g)).toHaveLength(3);
    expect(html.match(/class="code-block__language"/g)).toHaveLength(2);
  });

  it('keeps the highlighted markup inside the same frame as the plain one', () => {
    const highlighted = markdownRenderer((code) => `<span class="hljs-keyword">${code.trim()}</span>`);
    expect(highlighted('```ts\nconst\n```').html).toBe(
      '<site-code-block class="code-block"><div class="code-block__bar"><span class="code-block__language">ts</span>' +
        `${copyButton}</div><pre tabindex="0"><code class="language-ts"><span class="hljs-keyword">const</span></code></pre></site-code-block>\n`,
    );
  });
});

describe('heading anchors', () => {
  it('puts a link to each heading beside it, named by hidden text, so the heading keeps its own name', () => {
    const { html } = renderMarkdown('# Title\n\n## Set <up> & `go`\n\n#### Deep');
    expect(html).toBe(
      '<div class="heading-wrapper"><h2 id="set-up-go">Set &lt;up&gt; &amp; <code>go</code></h2>' +
        `<a class="heading-anchor" href="#set-up-go"><span class="visually-hidden">${HEADING_ANCHOR_LABEL}Set &lt;up&gt; &amp; go</span>` +
        '<span aria-hidden="true">#</span></a></div>\n' +
        '<div class="heading-wrapper"><h4 id="deep">Deep</h4><a class="heading-anchor" href="#deep">' +
        `<span class="visually-hidden">${HEADING_ANCHOR_LABEL}Deep</span><span aria-hidden="true">#</span></a></div>\n`,
    );
  });

  it('links each anchor to its own heading, duplicates included', () => {
    const { html, headings } = renderMarkdown('## Setup\n\n## Setup');
    expect(headings.map((heading) => heading.id)).toEqual(['setup', 'setup-1']);
    expect(
      [...html.matchAll(/<h2 id="([^"]+)">.*?<a class="heading-anchor" href="#([^"]+)">/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['setup', 'setup'],
      ['setup-1', 'setup-1'],
    ]);
  });
});

describe('a short markdown text (an API description)', () => {
  it('renders names in backticks as code, raw HTML as text, inline without a paragraph', () => {
    expect(renderMarkdownText('Wait `Retry-After` seconds <b>now</b>', { inline: true })).toBe(
      'Wait <code>Retry-After</code> seconds &lt;b&gt;now&lt;/b&gt;',
    );
    expect(renderMarkdownText('A `cursor` pages.\n\nAnother one.')).toBe(
      '<p>A <code>cursor</code> pages.</p>\n<p>Another one.</p>\n',
    );
  });

  it('has no heading anchors and no code block frame: a description is not read as a page', () => {
    expect(renderMarkdownText('## Part\n\n```ts\nx\n```')).toBe(
      '<h2 id="part">Part</h2>\n<pre tabindex="0"><code class="language-ts">x\n</code></pre>\n',
    );
  });

  it('keeps what a document would lose: a first heading and lines that look like metadata', () => {
    expect(renderMarkdownText('Date: the day, as `YYYY-MM-DD`')).toBe(
      '<p>Date: the day, as <code>YYYY-MM-DD</code></p>\n',
    );
    expect(renderMarkdownText('# Title\n\nBody')).toBe('<h1 id="title">Title</h1>\n<p>Body</p>\n');
  });
});

describe('uploaded images', () => {
  const id = '0b5c2f0e-6d3a-4c4e-9a51-2f0d6c1e8a77';
  const imageOf = (markdown: string) => /<img[^>]*>/.exec(renderMarkdown(markdown).html)?.[0];

  it('offers every size in srcset, with the default size as src and its width and height, so nothing moves', () => {
    expect(imageOf(`![A cat](/media/${id}/960.webp#1600x1067)`)).toBe(
      `<img src="/media/${id}/960.webp" alt="A cat" loading="lazy" decoding="async" ` +
        `srcset="/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w" ` +
        `sizes="${MEDIA_IMAGE_SIZES}" width="960" height="640">`,
    );
  });

  it('lists a narrow original once, at its own width, and never enlarges it', () => {
    const image = imageOf(`![Small](/media/${id}/960.webp#700x500)`);
    expect(image).toContain(`srcset="/media/${id}/480.webp 480w, /media/${id}/960.webp 700w"`);
    expect(image).toContain('width="700" height="500"');
  });

  it('gives an original narrower than the smallest size its own width and height, whatever size the URL names', () => {
    const image = imageOf(`![Tiny](/media/${id}/960.webp#300x200)`);
    expect(image).toContain(`srcset="/media/${id}/480.webp 300w"`);
    expect(image).toContain('width="300" height="200"');
  });

  it('loads an uploaded image without its dimensions lazily and asynchronously, with no srcset', () => {
    expect(imageOf(`![Plain](/media/${id}/960.webp)`)).toBe(
      `<img src="/media/${id}/960.webp" alt="Plain" loading="lazy" decoding="async">`,
    );
  });

  it('leaves other images as written, also ones that only look like uploads', () => {
    expect(imageOf('![Elsewhere](https://example.org/a.png#10x10)')).toBe(
      '<img src="https://example.org/a.png#10x10" alt="Elsewhere" loading="lazy">',
    );
    expect(imageOf(`![Unknown size](/media/${id}/800.webp#1600x1067)`)).toBe(
      `<img src="/media/${id}/800.webp#1600x1067" alt="Unknown size" loading="lazy">`,
    );
  });
});
