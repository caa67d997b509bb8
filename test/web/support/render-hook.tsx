import { act } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Hooks run in a real React root without a browser: the unit tier has no DOM, so a window with
 * events and web storage, and a container React DOM accepts, stand in. Nothing is drawn: the probe
 * component renders null, so only the hook's state and effects run.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const scope = globalThis as Record<string, unknown>;
scope.IS_REACT_ACT_ENVIRONMENT = true;
const document = Object.assign(new EventTarget(), { nodeType: 9, activeElement: null });
scope.window ??= Object.assign(new EventTarget(), { event: undefined, HTMLIFrameElement: class {}, document });
scope.localStorage ??= new MemoryStorage();
scope.sessionStorage ??= new MemoryStorage();

function container(): Element {
  return Object.assign(new EventTarget(), {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    textContent: '',
    ownerDocument: document,
  }) as unknown as Element;
}

/** The window's events (pagehide), for a test that plays the browser. */
export const fakeWindow = scope.window as EventTarget;

interface ProbeProps {
  hook: (props: unknown) => unknown;
  props: unknown;
  result: { current: unknown };
}

/** Calls the hook on every render and hands out what it returned. */
function Probe({ hook, props, result }: ProbeProps) {
  result.current = hook(props);
  return null;
}

export async function renderHook<Props, Result>(hook: (props: Props) => Result, initialProps: Props) {
  const result = { current: undefined as Result };
  const probe = (props: Props) => (
    <Probe hook={hook as (props: unknown) => unknown} props={props} result={result as { current: unknown }} />
  );
  const root = createRoot(container());
  await act(async () => root.render(probe(initialProps)));
  return {
    result,
    rerender: (props: Props) => act(async () => root.render(probe(props))),
    unmount: () => act(async () => root.unmount()),
  };
}

/** Moves fake timers on inside act, so the state they set is rendered. */
export async function advance(ms: number): Promise<void> {
  const { vi } = await import('vitest');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
