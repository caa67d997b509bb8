import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/*
 * highlight.js core with the languages of the site's documents. The content function highlights
 * documents with it when it renders them ahead (lambdas/lib/content/rendered-documents.ts); in the
 * SPA only the highlighter worker loads it (web/src/shared/lib/highlight-worker.ts), never the page.
 * Each language brings its aliases (ts, js, sh, shell, cs, yml, md, html, svg…).
 */
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('csharp', csharp);
hljs.registerLanguage('yaml', yaml);
hljs.registerLanguage('markdown', markdown);
hljs.registerLanguage('css', css);
hljs.registerLanguage('xml', xml);

/** The code as highlight.js markup (its text HTML-escaped); undefined for a language it does not know. */
export function highlightCode(code: string, language: string): string | undefined {
  if (!hljs.getLanguage(language)) return undefined;
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
