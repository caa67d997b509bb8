import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isOfferable,
  type LocalCopy,
  readLocalCopy,
  removeLocalCopy,
  useLocalCopy,
  writeLocalCopy,
} from '#web/shared/lib/local-copy.ts';
import { advance, fakeWindow, renderHook } from '../../support/render-hook';

const KEY = 'project:p1';
const SERVER = { value: 'saved text', savedAt: '2026-11-29T10:00:00.000Z' };

interface Props {
  value: string;
  dirty: boolean;
}

const localCopyOf = (initial: Props, server: { value: string; savedAt?: string } = SERVER) =>
  renderHook(({ value, dirty }: Props) => useLocalCopy(KEY, value, { dirty, server }), initial);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('which kept copy is offered', () => {
  const copy = (value: string, savedAt: string): LocalCopy<string> => ({ value, savedAt });

  it('offers a copy typed after the server last saved, that differs from it', () => {
    expect(isOfferable(copy('typed', '2026-11-29T10:05:00.000Z'), SERVER)).toBe(true);
  });

  it('does not offer an older copy, the same text, or nothing', () => {
    expect(isOfferable(copy('typed', '2026-11-29T09:55:00.000Z'), SERVER)).toBe(false);
    expect(isOfferable(copy('saved text', '2026-11-29T10:05:00.000Z'), SERVER)).toBe(false);
    expect(isOfferable(undefined, SERVER)).toBe(false);
  });

  it('offers any different copy of a new item, which the server has never saved', () => {
    expect(isOfferable(copy('typed', '2020-01-01T00:00:00.000Z'), { value: '' })).toBe(true);
    expect(isOfferable(copy('', '2020-01-01T00:00:00.000Z'), { value: '' })).toBe(false);
  });

  it('compares structured values by content', () => {
    const server = { value: { name: 'A', links: ['x'] } };
    expect(isOfferable({ value: { name: 'A', links: ['x'] }, savedAt: SERVER.savedAt }, server)).toBe(false);
    expect(isOfferable({ value: { name: 'A', links: ['y'] }, savedAt: SERVER.savedAt }, server)).toBe(true);
  });
});

describe('the kept copy in localStorage', () => {
  it('is written, read back and removed under unsaved:<key>', () => {
    writeLocalCopy(KEY, { name: 'Typed' }, '2026-11-29T10:05:00.000Z');
    expect(JSON.parse(localStorage.getItem(`unsaved:${KEY}`) ?? '')).toEqual({
      savedAt: '2026-11-29T10:05:00.000Z',
      value: { name: 'Typed' },
    });
    expect(readLocalCopy(KEY)).toEqual({ savedAt: '2026-11-29T10:05:00.000Z', value: { name: 'Typed' } });
    removeLocalCopy(KEY);
    expect(readLocalCopy(KEY)).toBeUndefined();
  });

  it('reads nothing from a broken or foreign entry', () => {
    localStorage.setItem(`unsaved:${KEY}`, '{not json');
    expect(readLocalCopy(KEY)).toBeUndefined();
    localStorage.setItem(`unsaved:${KEY}`, JSON.stringify({ value: 'no date' }));
    expect(readLocalCopy(KEY)).toBeUndefined();
  });
});

describe('the form that keeps its copy', () => {
  it('offers a newer copy when it opens, and writes or removes nothing while the offer waits', async () => {
    writeLocalCopy(KEY, 'typed earlier', '2026-11-29T10:05:00.000Z');
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    expect(hook.result.current.offer).toEqual({ savedAt: '2026-11-29T10:05:00.000Z', value: 'typed earlier' });

    // Clean (the copy would be removed) and typed over (it would be written): the copy stays.
    await advance(1000);
    await hook.rerender({ value: 'typed now', dirty: true });
    await advance(1000);
    await hook.unmount();
    expect(readLocalCopy(KEY)?.value).toBe('typed earlier');
  });

  it('removes an older copy when the form opens', async () => {
    writeLocalCopy(KEY, 'typed before the last save', '2026-11-29T09:00:00.000Z');
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    expect(hook.result.current.offer).toBeUndefined();
    expect(readLocalCopy(KEY)).toBeUndefined();
  });

  it('hands over the copy on Restore, then keeps the form’s text', async () => {
    writeLocalCopy(KEY, 'typed earlier', '2026-11-29T10:05:00.000Z');
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    let taken: string | undefined;
    await act(async () => {
      taken = hook.result.current.accept();
    });
    expect(taken).toBe('typed earlier');
    expect(hook.result.current.offer).toBeUndefined();
    await hook.rerender({ value: 'typed earlier, and more', dirty: true });
    await advance(300);
    expect(readLocalCopy(KEY)?.value).toBe('typed earlier, and more');
  });

  it('keeps what is typed while the offer waited once it is discarded', async () => {
    writeLocalCopy(KEY, 'typed earlier', '2026-11-29T10:05:00.000Z');
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    await hook.rerender({ value: 'typed while asked', dirty: true });
    await act(async () => hook.result.current.dismiss());
    await advance(300);
    expect(readLocalCopy(KEY)?.value).toBe('typed while asked');
  });

  it('writes the unsaved text a moment after the last change, at once when the page goes, and removes it once saved', async () => {
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    await hook.rerender({ value: 'a', dirty: true });
    await advance(100);
    await hook.rerender({ value: 'ab', dirty: true });
    await advance(200);
    expect(readLocalCopy(KEY)).toBeUndefined();
    await advance(100);
    expect(readLocalCopy(KEY)?.value).toBe('ab');

    await hook.rerender({ value: 'abc', dirty: true });
    fakeWindow.dispatchEvent(new Event('pagehide'));
    expect(readLocalCopy(KEY)?.value).toBe('abc');

    await hook.rerender({ value: 'abc', dirty: false });
    expect(readLocalCopy(KEY)).toBeUndefined();
  });

  it('writes the unsaved text when the form goes away (a link followed after Leave)', async () => {
    const hook = await localCopyOf({ value: SERVER.value, dirty: false });
    await hook.rerender({ value: 'typed', dirty: true });
    await hook.unmount();
    expect(readLocalCopy(KEY)?.value).toBe('typed');
  });
});
