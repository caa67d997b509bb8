import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { hasAccess } from '#shared/accounts.ts';
import { AUTH_STORAGE_KEY } from '#shared/constants.ts';
import { fetchCurrentUser } from '#web/features/auth/api/get-current-user.ts';
import { requestLogout } from '#web/features/auth/api/logout.ts';
import { AuthContext, type AuthContextValue, type LogoutOutcome } from '#web/features/auth/hooks/use-auth.ts';
import type { AuthStatus } from '#web/features/auth/lib/access.ts';
import { normalizeAuthenticatedUser } from '#web/features/auth/lib/auth-record.ts';
import {
  clearStoredSession,
  loadStoredSession,
  type StoredSession,
  saveSession,
  storageFor,
} from '#web/features/auth/lib/auth-storage.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { storedAuthToken } from '#web/shared/api/auth-token.ts';
import { subscribeUnauthorized } from '#web/shared/api/unauthorized-events.ts';
import {
  hasUnsavedForms,
  saveUnsavedFormsAfterSignIn,
  subscribeUnsavedForms,
  unsavedFormCount,
} from '#web/shared/lib/unsaved-forms.ts';
import { useHydrated } from '#web/shared/lib/use-hydrated.ts';

/** Asks to sign in again when the session ends with unsaved changes: loaded only then. */
const SessionEnded = lazy(() => import('./session-ended-dialog').then((module) => ({ default: module.SessionEnded })));

/** Sign-in, password change and profile update: a chunk fetched when first used (see the module). */
const sessionRequests = () => import('#web/features/auth/api/session-requests.ts');

const NO_AUTH_DATA_MESSAGE = 'No authentication data found';

interface AuthState {
  status: AuthStatus;
  stored?: StoredSession;
}

/**
 * A session that ended elsewhere (a 401, a sign-out in another tab) while a form held unsaved
 * changes: its user is still shown, so no guard sends the page to the login page, and the editor
 * is asked to sign in again in place (`asking`) or, after Cancel, offered it in a bar.
 */
interface EndedSession {
  stored: StoredSession;
  asking: boolean;
}

/** A stored session is confirmed with the server before guarded pages trust it. */
function stateFrom(stored: StoredSession | undefined, status: AuthStatus = 'authenticated'): AuthState {
  return stored ? { status, stored } : { status: 'anonymous' };
}

function requireStoredSession(): StoredSession {
  const stored = loadStoredSession();
  if (!stored) throw new Error(NO_AUTH_DATA_MESSAGE);
  return stored;
}

/**
 * The signed-in user and their session: read from storage on start (persistent first), confirmed with
 * `GET /auth/me`, ended by logout, by a 401 on the session's token, or by another tab signing out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => stateFrom(loadStoredSession(), 'checking'));

  const commit = useCallback((next: StoredSession | undefined) => {
    if (next) saveSession(next);
    else clearStoredSession();
    setState(stateFrom(next));
  }, []);

  const [ended, setEnded] = useState<EndedSession>();
  const [signIns, setSignIns] = useState(0);
  const shownSession = useRef(state.stored);
  shownSession.current = state.stored;
  const unsaved = useSyncExternalStore(subscribeUnsavedForms, unsavedFormCount, () => 0);

  /** The session ended outside this page's own logout: kept on screen while a form is unsaved. */
  const endedElsewhere = useCallback(() => {
    const stored = shownSession.current;
    if (stored && hasUnsavedForms()) setEnded({ stored, asking: true });
  }, []);

  /** Signed in again while a session was kept on screen: the unsaved forms save (after this render). */
  const endedNow = useRef(ended);
  endedNow.current = ended;
  const resumed = useCallback(() => {
    if (!endedNow.current) return;
    endedNow.current = undefined;
    setEnded(undefined);
    setSignIns((count) => count + 1);
  }, []);

  // Once no form is unsaved (saved, or left), the ended session is not kept any longer.
  useEffect(() => {
    if (unsaved === 0) setEnded(undefined);
  }, [unsaved]);

  // This provider sits above every form, so its effect runs after theirs: they see the new session.
  useEffect(() => {
    if (signIns > 0) saveUnsavedFormsAfterSignIn();
  }, [signIns]);

  const checking = state.status === 'checking' ? state.stored : undefined;
  useEffect(() => {
    if (!checking) return;
    let current = true;
    fetchCurrentUser().then(
      (details) => {
        const user = normalizeAuthenticatedUser(details) ?? checking.session.user;
        if (current) commit({ ...checking, session: { ...checking.session, user } });
      },
      (error: unknown) => {
        // A 401 ends the session through the unauthorized listener; when the server cannot say, keep it.
        if (current && !(error instanceof ApiError && error.status === 401)) setState(stateFrom(checking));
      },
    );
    return () => {
      current = false;
    };
  }, [checking, commit]);

  useEffect(
    () =>
      subscribeUnauthorized((rejectedToken) => {
        if (storedAuthToken() !== rejectedToken) return;
        endedElsewhere();
        commit(undefined);
      }),
    [commit, endedElsewhere],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return;
      const stored = loadStoredSession();
      if (stored) resumed();
      else endedElsewhere();
      setState(stateFrom(stored));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endedElsewhere, resumed]);

  const login = useCallback<AuthContextValue['login']>(
    async ({ email, password, rememberMe = false }) => {
      const { signIn } = await sessionRequests();
      const session = await signIn({ email, password, rememberMe });
      commit({ session, storage: storageFor(rememberMe) });
      return session.user;
    },
    [commit],
  );

  const loginWithPasskey = useCallback<AuthContextValue['loginWithPasskey']>(
    async ({ rememberMe = false }) => {
      const { signInWithPasskey } = await sessionRequests();
      const session = await signInWithPasskey(rememberMe);
      commit({ session, storage: storageFor(rememberMe) });
      return session.user;
    },
    [commit],
  );

  const logout = useCallback(async (): Promise<LogoutOutcome> => {
    if (!storedAuthToken()) {
      commit(undefined);
      return 'not-signed-in';
    }
    try {
      await requestLogout();
      return 'signed-out';
    } catch (error) {
      console.warn('The server did not confirm the logout; signed out in this browser only.', error);
      return 'signed-out-locally';
    } finally {
      commit(undefined);
    }
  }, [commit]);

  const updateProfile = useCallback<AuthContextValue['updateProfile']>(
    async (update) => {
      const stored = requireStoredSession();
      const { updateOwnProfile, cacheCurrentUser } = await sessionRequests();
      const details = await updateOwnProfile(update, stored.session.user.id);
      const user = normalizeAuthenticatedUser(details) ?? stored.session.user;
      commit({ ...stored, session: { ...stored.session, user } });
      await cacheCurrentUser(user.id, details);
      return details;
    },
    [commit],
  );

  const changePassword = useCallback<AuthContextValue['changePassword']>(
    async ({ currentPassword, newPassword }) => {
      const stored = requireStoredSession();
      const { changePasswordForSession } = await sessionRequests();
      const session = await changePasswordForSession({ id: stored.session.user.id, currentPassword, newPassword });
      commit({ session, storage: stored.storage });
    },
    [commit],
  );

  // A pre-rendered page is the page of a visitor: the stored session shows once it is hydrated.
  const hydrated = useHydrated();
  const value = useMemo<AuthContextValue>(() => {
    const kept: AuthState = ended ? { status: 'authenticated', stored: ended.stored } : state;
    const shown: AuthState = hydrated ? kept : { status: 'anonymous' };
    const user = shown.stored?.session.user;
    return {
      status: shown.status,
      sessionEnded: ended !== undefined,
      user,
      isAdmin: user ? hasAccess(user.roles, 'admin') : false,
      login,
      loginWithPasskey,
      logout,
      updateProfile,
      changePassword,
    };
  }, [hydrated, state, ended, login, loginWithPasskey, logout, updateProfile, changePassword]);

  const rememberMe = ended?.stored.storage === 'localStorage';
  return (
    <AuthContext.Provider value={value}>
      {children}
      {ended && (
        <Suspense fallback={null}>
          <SessionEnded
            asking={ended.asking}
            email={ended.stored.session.user.email}
            signIn={async (credentials) => {
              await login({ ...credentials, rememberMe });
              resumed();
            }}
            signInWithPasskey={async () => {
              await loginWithPasskey({ rememberMe });
              resumed();
            }}
            onCancel={() => setEnded({ ...ended, asking: false })}
            onAskAgain={() => setEnded({ ...ended, asking: true })}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
