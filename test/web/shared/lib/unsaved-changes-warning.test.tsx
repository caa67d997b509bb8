import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasUnsavedForms,
  saveUnsavedFormsAfterSignIn,
  subscribeUnsavedForms,
  unsavedFormCount,
} from '#web/shared/lib/unsaved-forms.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { renderHook } from '../../support/render-hook';

interface Props {
  unsaved: boolean;
  afterSignIn?: () => void;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function formWith(props: Props) {
  const hook = await renderHook(
    ({ unsaved, afterSignIn }: Props) => useUnsavedChangesWarning(unsaved, { afterSignIn }),
    props,
  );
  cleanups.push(hook.unmount);
  return hook;
}

describe('the list of unsaved forms', () => {
  it('holds a form while it is unsaved, and tells who watches', async () => {
    const watcher = vi.fn();
    const stop = subscribeUnsavedForms(watcher);
    const form = await formWith({ unsaved: false });
    expect(hasUnsavedForms()).toBe(false);
    await form.rerender({ unsaved: true });
    expect(unsavedFormCount()).toBe(1);
    await form.rerender({ unsaved: false });
    expect(unsavedFormCount()).toBe(0);
    expect(watcher).toHaveBeenCalledTimes(2);
    stop();
  });

  it('lets go of a form that leaves the screen unsaved', async () => {
    const form = await formWith({ unsaved: true });
    expect(unsavedFormCount()).toBe(1);
    await form.unmount();
    expect(unsavedFormCount()).toBe(0);
  });

  it('after signing in again, calls the latest afterSignIn of each unsaved form, not of a saved one', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const saved = vi.fn();
    const form = await formWith({ unsaved: true, afterSignIn: first });
    await form.rerender({ unsaved: true, afterSignIn: latest });
    await formWith({ unsaved: false, afterSignIn: saved });
    saveUnsavedFormsAfterSignIn();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
  });

  it('asks the browser before the tab closes while unsaved', async () => {
    const form = await formWith({ unsaved: true });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await form.rerender({ unsaved: false });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
