/** One fenced code block: its text and the language of its `language-xxx` class. */
export interface CodeBlock {
  code: string;
  language: string;
}

export interface HighlightRequest {
  id: number;
  blocks: CodeBlock[];
}

/** The markup of each block, in order: highlight.js output (its text escaped), or null to keep the plain text. */
export interface HighlightResponse {
  id: number;
  html: Array<string | null>;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (html: Array<string | null>) => void; reject: (error: unknown) => void }>();

/** The highlighter worker, started on first use (highlight.js then loads in the worker, never in the page). */
function highlighterWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./highlight-worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', ({ data }: MessageEvent<HighlightResponse>) => {
    waiting.get(data.id)?.resolve(data.html);
    waiting.delete(data.id);
  });
  started.addEventListener('error', (event) => {
    // A worker that failed to load answers nothing: fail what waits, and start afresh next time.
    for (const { reject } of waiting.values()) reject(new Error(`The syntax highlighter failed: ${event.message}`));
    waiting.clear();
    started.terminate();
    worker = undefined;
  });
  worker = started;
  return started;
}

function highlightInWorker(blocks: CodeBlock[]): Promise<Array<string | null>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    highlighterWorker().postMessage({ id, blocks } satisfies HighlightRequest);
  });
}

const LANGUAGE_CLASS = /(?:^|\s)language-(\S+)/;

/**
 * Highlights, in place, the fenced code blocks with a language inside `container` (rendered by
 * shared/markdown/renderer.ts). The work happens in a worker; the page only swaps each block's escaped
 * text for highlight.js markup, unless `isCurrent()` says the content changed meanwhile.
 */
export async function highlightCodeBlocks(container: HTMLElement, isCurrent: () => boolean): Promise<void> {
  const elements = [...container.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')];
  const blocks = elements.map((element) => ({
    code: element.textContent ?? '',
    language: LANGUAGE_CLASS.exec(element.className)?.[1] ?? '',
  }));
  if (blocks.length === 0) return;
  const html = await highlightInWorker(blocks);
  if (!isCurrent()) return;
  elements.forEach((element, index) => {
    const markup = html[index];
    if (typeof markup === 'string') element.innerHTML = markup;
  });
}
