/** The reading line: a section is being read once its heading has passed the top third of the screen. */
const READING_LINE = '0px 0px -66% 0px';

/**
 * `<site-toc>`: the "On this page" list of a document, marking the section being read. Each link's
 * heading is watched; whenever one crosses the reading line, the current section is the last
 * heading above that line, and its link gets `aria-current="location"` (CSS highlights it).
 */
class Toc extends HTMLElement {
  #observer?: IntersectionObserver;

  connectedCallback(): void {
    const links = [...this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const sections = links.flatMap((link) => {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      return heading ? [{ link, heading }] : [];
    });
    if (sections.length === 0) return;
    const mark = () => {
      const line = window.innerHeight / 3;
      const passed = sections.filter(({ heading }) => heading.getBoundingClientRect().top <= line);
      const current = passed.at(-1) ?? sections[0];
      for (const { link } of sections) {
        if (link === current?.link) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    this.#observer = new IntersectionObserver(mark, { rootMargin: READING_LINE });
    for (const { heading } of sections) this.#observer.observe(heading);
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }
}

/** Registers `<site-toc>` once; nothing runs at import time (the page renderer imports app code in Node). */
export function defineToc(): void {
  if (!customElements.get('site-toc')) customElements.define('site-toc', Toc);
}
