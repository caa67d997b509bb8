import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#web/features/auth/components/auth-provider.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';

// renderToStaticMarkup renders as the page renderer does; `hydrated` says whether it stands for a
// render in the browser (after hydration, or of a page the browser renders itself) or not.
const render = vi.hoisted(() => ({ hydrated: true }));
vi.mock('#web/shared/lib/use-hydrated.ts', () => ({ useHydrated: () => render.hydrated }));

function AuthProbe() {
  const { status, user, isAdmin } = useAuth();
  return createElement('output', null, `${status}:${user?.firstName ?? 'nobody'}:${isAdmin ? 'admin' : 'not-admin'}`);
}

const record = (firstName: string, roles: string[]) =>
  JSON.stringify({
    authenticated: true,
    authenticatedUser: { id: firstName, email: `${firstName}@example.com`, firstName, roles },
    token: `token-of-${firstName}`,
  });

function storageWith(value: string | null) {
  return { getItem: () => value, setItem: () => undefined, removeItem: () => undefined };
}

/** The provider's first render in the browser (effects do not run here, so nothing is fetched). */
function firstRender(persistent: string | null, session: string | null, hydrated = true): string {
  render.hydrated = hydrated;
  vi.stubGlobal('localStorage', storageWith(persistent));
  vi.stubGlobal('sessionStorage', storageWith(session));
  return renderToStaticMarkup(createElement(AuthProvider, null, createElement(AuthProbe)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth state on start', () => {
  it('is anonymous when nothing is stored', () => {
    expect(firstRender(null, null)).toContain('anonymous:nobody:not-admin');
  });

  it('takes the remembered session over the tab session, and checks it before guarded pages trust it', () => {
    expect(firstRender(record('Ada', ['Admin']), record('Uma', ['User']))).toContain('checking:Ada:admin');
  });

  it('uses the tab session when nothing usable is remembered', () => {
    expect(firstRender('{garbage', record('Uma', ['User']))).toContain('checking:Uma:not-admin');
  });

  it('is anonymous when the stored data cannot be parsed', () => {
    expect(firstRender('{garbage', 'also garbage')).toContain('anonymous:nobody:not-admin');
  });

  it("is a visitor's while a pre-rendered page is rendered or hydrated, whatever is stored", () => {
    expect(firstRender(record('Ada', ['Admin']), null, false)).toContain('anonymous:nobody:not-admin');
  });
});

describe('useAuth', () => {
  it('refuses to work outside an AuthProvider', () => {
    expect(() => renderToStaticMarkup(createElement(AuthProbe))).toThrow('useAuth must be used within an AuthProvider');
  });
});
