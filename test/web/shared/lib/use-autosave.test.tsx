import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from '#web/shared/lib/use-autosave.ts';
import { advance, renderHook } from '../../support/render-hook';

interface Props {
  value: string;
  dirty?: boolean;
  enabled?: boolean;
}

/** A save the test ends by hand: `saves` lists each value sent with its resolve and reject. */
function controlledSave() {
  const saves: { value: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        saves.push({ value, resolve, reject });
      }),
  );
  return { saves, save };
}

async function autosaveOf(save: (value: string) => Promise<void>, initial: Props) {
  return renderHook(
    ({ value, dirty = true, enabled = true }: Props) =>
      useAutosave({ value, dirty, enabled, save, describeFailure: (error) => `Not saved: ${String(error)}` }),
    initial,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave timing', () => {
  it('saves about a second after the last change, with the latest value', async () => {
    const save = vi.fn(async () => undefined);
    const hook = await autosaveOf(save, { value: 'a' });
    await advance(600);
    await hook.rerender({ value: 'ab' });
    await advance(900);
    expect(save).not.toHaveBeenCalled();
    await advance(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    expect(hook.result.current.state.kind).toBe('saved');
  });

  it('saves at least every ten seconds while changes keep coming', async () => {
    const save = vi.fn(async () => undefined);
    const hook = await autosaveOf(save, { value: 'x' });
    for (let step = 1; step <= 24; step++) {
      await advance(500);
      await hook.rerender({ value: 'x'.repeat(step + 1) });
      if (step * 500 < 10_000) expect(save).not.toHaveBeenCalled();
    }
    expect(save).toHaveBeenCalledTimes(1);
    // The long wait runs from the first change: at 10 s the form held 20 characters.
    expect(save.mock.calls[0]).toEqual(['x'.repeat(20)]);
  });

  it('saves nothing while the form is clean or cannot save', async () => {
    const save = vi.fn(async () => undefined);
    const hook = await autosaveOf(save, { value: 'a', dirty: false });
    await advance(20_000);
    await hook.rerender({ value: 'b', enabled: false });
    await advance(20_000);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('one save at a time', () => {
  it('saves a change made during a save after it, with the latest value', async () => {
    const { saves, save } = controlledSave();
    const hook = await autosaveOf(save, { value: 'first' });
    await advance(1000);
    expect(saves.map((sent) => sent.value)).toEqual(['first']);
    expect(hook.result.current.state.kind).toBe('saving');

    await hook.rerender({ value: 'second' });
    await hook.rerender({ value: 'third' });
    await advance(1000);
    // Still one save: the next waits for it.
    expect(saves).toHaveLength(1);

    await act(async () => saves[0]?.resolve());
    expect(saves.map((sent) => sent.value)).toEqual(['first', 'third']);
    await act(async () => saves[1]?.resolve());
    expect(hook.result.current.state.kind).toBe('saved');
    expect(saves).toHaveLength(2);
  });

  it('a flush during a save resolves once the value it asked for is saved', async () => {
    const { saves, save } = controlledSave();
    const hook = await autosaveOf(save, { value: 'first' });
    let first = false;
    let second = false;
    await act(async () => {
      void hook.result.current.flush().then(() => {
        first = true;
      });
    });
    await hook.rerender({ value: 'second' });
    await act(async () => {
      void hook.result.current.flush().then(() => {
        second = true;
      });
    });
    await act(async () => saves[0]?.resolve());
    expect(saves.map((sent) => sent.value)).toEqual(['first', 'second']);
    // Pressing Save while a save ran: it is not done until "second" is saved.
    expect(second).toBe(false);
    await act(async () => saves[1]?.resolve());
    expect(first).toBe(true);
    expect(second).toBe(true);
  });

  it('shows a failed save, and tries again on the next change', async () => {
    const { saves, save } = controlledSave();
    const hook = await autosaveOf(save, { value: 'a' });
    await advance(1000);
    await act(async () => saves[0]?.reject(new Error('offline')));
    expect(hook.result.current.state).toEqual({ kind: 'failed', message: 'Not saved: Error: offline' });
    await advance(20_000);
    expect(saves).toHaveLength(1);
    await hook.rerender({ value: 'ab' });
    await advance(1000);
    expect(saves.map((sent) => sent.value)).toEqual(['a', 'ab']);
  });
});
