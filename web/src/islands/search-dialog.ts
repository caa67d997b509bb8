import { openSearchIndex } from '#shared/search/open-search-index.ts';
import type { SearchHit, SearchIndex } from '#shared/search/search-contract.ts';
import { h } from './dom';
import { countLine, hitContent, searchPageHref } from './search-hit';

/** Results shown as you type; "See all results" leads to the rest. */
const SHOWN_RESULTS = 8;
const TITLE_ID = 'search-dialog-title';
const INPUT_ID = 'search-dialog-input';
const LISTBOX_ID = 'search-dialog-results';
const optionId = (index: number) => `search-dialog-result-${index}`;

/**
 * The search dialog: a modal `<dialog>` whose input is a combobox over a listbox of results, drawn
 * as you type. The focus stays in the input; Arrow Down and Up move the active result
 * (`aria-activedescendant`), Enter opens it (or, with none active, the `/search` page of the
 * query: the form's own submit), Escape closes the dialog and the focus returns to what opened it.
 * The index is fetched when the dialog first opens, and kept: every query of the page runs
 * against that one version.
 */
export class SearchDialog {
  readonly #dialog: HTMLDialogElement;
  readonly #input: HTMLInputElement;
  readonly #listbox: HTMLElement;
  readonly #status: HTMLElement;
  #alert?: HTMLElement;
  readonly #all: HTMLAnchorElement;
  #index?: Promise<SearchIndex>;
  #options: HTMLAnchorElement[] = [];
  #active = -1;
  /** The latest query asked; an answer to an older one is dropped. */
  #asked = 0;
  #returnTo?: HTMLElement;

  constructor() {
    this.#input = h('input', {
      id: INPUT_ID,
      // Text, not search: Escape in a search field clears it, where here it closes the dialog.
      type: 'text',
      name: 'q',
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': LISTBOX_ID,
      'aria-autocomplete': 'list',
      autocomplete: 'off',
      spellcheck: 'false',
      enterkeyhint: 'search',
      class: 'search-dialog__input',
      placeholder: 'Documents, posts, projects, topics, tags',
    }) as HTMLInputElement;
    this.#listbox = h('div', {
      id: LISTBOX_ID,
      role: 'listbox',
      'aria-label': 'Search results',
      class: 'search-results',
      hidden: true,
    });
    this.#status = h('p', { class: 'search-dialog__status', role: 'status' });
    this.#all = h('a', { class: 'search-dialog__all', hidden: true }, 'See all results') as HTMLAnchorElement;
    const form = h(
      'form',
      { class: 'search-dialog__form', role: 'search', action: '/search', method: 'get' },
      h('label', { for: INPUT_ID, class: 'visually-hidden' }, 'Search the site'),
      this.#input,
      h('button', { class: 'button button--secondary', type: 'button', 'data-close': true }, 'Close'),
    );
    this.#dialog = h(
      'dialog',
      { class: 'modal modal--wide search-dialog', 'aria-labelledby': TITLE_ID },
      h('h2', { id: TITLE_ID, class: 'visually-hidden' }, 'Search'),
      form,
      this.#status,
      this.#listbox,
      this.#all,
    ) as HTMLDialogElement;
    document.body.append(this.#dialog);

    this.#input.addEventListener('input', () => void this.#search());
    this.#input.addEventListener('keydown', (event) => this.#onKey(event));
    form.addEventListener('submit', (event) => {
      const active = this.#options[this.#active];
      if (!this.#input.value.trim() || active) event.preventDefault();
      active?.click();
    });
    this.#dialog.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('[data-close]') || this.#isOutside(event)) this.#dialog.close();
    });
    this.#dialog.addEventListener('close', () => {
      this.#returnTo?.focus();
      this.#returnTo = undefined;
    });
  }

  /** Opens the dialog (the input focused, the last query selected) and starts the index download. */
  open(returnTo: HTMLElement): void {
    this.#returnTo = returnTo;
    if (!this.#dialog.open) this.#dialog.showModal();
    this.#input.focus();
    this.#input.select();
    this.#loadIndex();
  }

  /** A click on the backdrop: it lands on the dialog element, outside its box. */
  #isOutside(event: MouseEvent): boolean {
    if (event.target !== this.#dialog) return false;
    const box = this.#dialog.getBoundingClientRect();
    return (
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
    );
  }

  #loadIndex(): Promise<SearchIndex> {
    if (!this.#index) {
      this.#index = openSearchIndex();
      this.#index.catch(() => {
        this.#index = undefined;
      });
    }
    return this.#index;
  }

  async #search(): Promise<void> {
    const asked = ++this.#asked;
    const query = this.#input.value.trim();
    this.#all.hidden = query === '';
    this.#all.href = searchPageHref(query);
    this.#alert?.remove();
    this.#alert = undefined;
    if (!query) {
      this.#show([]);
      this.#status.textContent = '';
      return;
    }
    try {
      if (!this.#index) this.#status.textContent = 'Loading the search index…';
      const hits = await (await this.#loadIndex()).search(query, SHOWN_RESULTS);
      if (asked !== this.#asked) return;
      this.#show(hits);
      this.#status.textContent = countLine(hits.length, query, SHOWN_RESULTS);
    } catch (error) {
      if (asked !== this.#asked) return;
      console.warn('The search index failed to load.', error);
      this.#show([]);
      this.#status.textContent = '';
      const retry = h('button', { class: 'button button--secondary', type: 'button' }, 'Try again');
      retry.addEventListener('click', () => {
        this.#input.focus();
        void this.#search();
      });
      this.#alert = h(
        'p',
        { class: 'alert alert--error', role: 'alert' },
        'The search index could not be downloaded. Check your connection and try again. ',
        retry,
      );
      this.#status.after(this.#alert);
    }
  }

  #show(hits: SearchHit[]): void {
    this.#options = hits.map(
      (hit, index) =>
        h(
          'a',
          {
            id: optionId(index),
            role: 'option',
            href: hit.path,
            class: 'search-hit',
            'aria-selected': 'false',
            tabindex: '-1',
          },
          ...hitContent(hit),
        ) as HTMLAnchorElement,
    );
    this.#listbox.replaceChildren(...this.#options);
    this.#listbox.hidden = hits.length === 0;
    this.#input.setAttribute('aria-expanded', String(hits.length > 0));
    this.#activate(-1);
  }

  #onKey(event: KeyboardEvent): void {
    const count = this.#options.length;
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown') this.#activate((this.#active + 1) % count);
    else if (event.key === 'ArrowUp') this.#activate(this.#active <= 0 ? count - 1 : this.#active - 1);
    else return;
    event.preventDefault();
  }

  /** Makes result `index` the active one (none for -1), as the input's active descendant. */
  #activate(index: number): void {
    this.#active = index;
    this.#options.forEach((option, position) => {
      option.setAttribute('aria-selected', String(position === index));
    });
    const active = this.#options[index];
    if (active) {
      this.#input.setAttribute('aria-activedescendant', active.id);
      active.scrollIntoView({ block: 'nearest' });
    } else {
      this.#input.removeAttribute('aria-activedescendant');
    }
  }
}
