import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedHistory, heldNavigation, type RouterHistory } from '#web/shared/lib/guarded-history.ts';
import { registerUnsavedForm } from '#web/shared/lib/unsaved-forms.ts';

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
  heldNavigation()?.reset();
});

/** A history at `/form` with `/list` before it, and the pages react-router was shown, in order. */
function historyAtForm() {
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/form'], initialIndex: 1, v5Compat: true });
  const history = guardedHistory(base as unknown as RouterHistory);
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(location.pathname + location.search));
  return { base, history, shown };
}

const typeIntoForm = () => {
  unregister = registerUnsavedForm({ afterSignIn: () => undefined });
};

describe('the history below the app', () => {
  it('lets every navigation through while no form is unsaved', () => {
    const { history, shown } = historyAtForm();
    history.push('/posts');
    history.go(-1);
    expect(shown).toEqual(['/posts', '/form']);
    expect(heldNavigation()).toBeUndefined();
  });

  it('holds a link or redirect away from an unsaved form until Leave', () => {
    const { history, shown } = historyAtForm();
    typeIntoForm();
    history.push('/posts');
    expect(shown).toEqual([]);
    expect(history.location.pathname).toBe('/form');
    heldNavigation()?.proceed();
    expect(shown).toEqual(['/posts']);
    expect(heldNavigation()).toBeUndefined();
  });

  it('drops a held navigation on Stay', () => {
    const { history, shown } = historyAtForm();
    typeIntoForm();
    history.replace('/login');
    heldNavigation()?.reset();
    expect(shown).toEqual([]);
    expect(history.location.pathname).toBe('/form');
  });

  it('moves Back back at once, and goes on Leave', () => {
    const { base, history, shown } = historyAtForm();
    typeIntoForm();
    history.go(-1);
    // The browser had moved: it is put back on the form, and react-router never saw the move.
    expect(base.location.pathname).toBe('/form');
    expect(shown).toEqual([]);
    heldNavigation()?.proceed();
    expect(base.location.pathname).toBe('/list');
    expect(shown).toEqual(['/list']);
  });

  it('stays on the form when Back is answered with Stay, and asks again next time', () => {
    const { base, history, shown } = historyAtForm();
    typeIntoForm();
    history.go(-1);
    heldNavigation()?.reset();
    expect(base.location.pathname).toBe('/form');
    history.go(-1);
    expect(heldNavigation()).toBeDefined();
    expect(shown).toEqual([]);
  });

  it('does not hold a change of the search on the same page', () => {
    const { history, shown } = historyAtForm();
    typeIntoForm();
    history.push('/form?tab=links');
    expect(shown).toEqual(['/form?tab=links']);
  });
});
