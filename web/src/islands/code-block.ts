/** How long "Copied" (or the failure) stays beside the button. */
const STATUS_MS = 2000;

/**
 * `<site-code-block>`: a code block as the markdown renderer frames it (shared/markdown/renderer.ts),
 * its Copy button shown and working. The button puts the block's text on the clipboard and a
 * polite live region beside it says "Copied", so a screen reader hears what a sighted reader sees.
 */
class CodeBlock extends HTMLElement {
  #status?: HTMLElement;
  #timer?: ReturnType<typeof setTimeout>;

  connectedCallback(): void {
    const button = this.querySelector<HTMLButtonElement>('.code-block__copy');
    if (!button || this.#status) return;
    const status = document.createElement('span');
    status.className = 'code-block__status';
    status.setAttribute('role', 'status');
    button.before(status);
    this.#status = status;
    button.addEventListener('click', () => void this.#copy());
    button.hidden = false;
  }

  async #copy(): Promise<void> {
    const text = this.querySelector('pre')?.textContent ?? '';
    let said = 'Copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      said = 'Copy failed: select the code to copy it';
    }
    this.#say(said);
  }

  #say(text: string): void {
    const status = this.#status;
    if (!status) return;
    clearTimeout(this.#timer);
    status.textContent = text;
    this.#timer = setTimeout(() => {
      status.textContent = '';
    }, STATUS_MS);
  }
}

/** Registers `<site-code-block>` once; nothing runs at import time (the page renderer imports app code in Node). */
export function defineCodeBlock(): void {
  if (!customElements.get('site-code-block')) customElements.define('site-code-block', CodeBlock);
}
