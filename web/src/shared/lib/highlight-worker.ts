/*
 * A Web Worker: highlight.js runs here, off the main thread, so highlighting a document never
 * blocks the page. It answers each list of code blocks with their markup (null: a language it does
 * not know). Started by code-highlighting.ts only when a shown document has code.
 */

import { highlightCode } from '#shared/markdown/syntax-highlighter.ts';
import type { CodeBlock, HighlightRequest, HighlightResponse } from './code-highlighting';

/** The worker's global scope, typed by hand: this project's TypeScript lib is the DOM one. */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<HighlightRequest>) => void): void;
  postMessage(message: HighlightResponse): void;
};

scope.addEventListener('message', ({ data }) => {
  const html = data.blocks.map((block: CodeBlock) => highlightCode(block.code, block.language) ?? null);
  scope.postMessage({ id: data.id, html });
});
