import type {
  Location,
  LocationPermissions,
  SessionLocal,
  SessionSnapshot,
  SessionUser,
} from '@gp/shared-contracts';
import { createStore } from 'zustand/vanilla';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies.js';
import { LOCAL_COOKIE, LOCAL_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, TOKEN_KEY } from './storage-keys.js';
import { decryptText, encryptText } from './token-crypto.js';

export { LOCAL_COOKIE, LOCAL_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, TOKEN_KEY };
export const LOCAL_COOKIE_MAX_AGE = 3600;

export type ExercicioSelection = { exercicioId: string; mes: number; ano: number };
export type SelectedLocation = { location: Location; grant: LocationPermissions };

export type SessionState = {
  /** False until the encrypted tokens were read back from storage. */
  hydrated: boolean;
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  locais: SessionLocal[];
  selected: SelectedLocation | null;
  exercicio: ExercicioSelection | null;
};

export type SessionActions = {
  /** Reads the stored session; undecryptable tokens count as absent. */
  hydrate: () => Promise<void>;
  /** Sign-in: stores the token pair, the user and the locations. */
  signIn: (session: {
    token: string;
    refreshToken: string;
    user: SessionUser;
    locais: SessionLocal[];
  }) => Promise<void>;
  setTokens: (token: string, refreshToken: string) => Promise<void>;
  setLocais: (locais: SessionLocal[]) => void;
  /** Forgets the selected location (state and cookie). */
  clearLocation: () => void;
  /** Remembers the id of the location being chosen, for the next start-up. */
  rememberLocationId: (id: string) => void;
  setSelected: (selected: SelectedLocation, exercicio: ExercicioSelection | null) => void;
  setExercicio: (exercicio: ExercicioSelection | null) => void;
  /** Logout: session, tokens, location. */
  clear: () => void;
};

export type SessionStore = SessionState & SessionActions;

const empty: SessionState = {
  hydrated: false,
  token: null,
  refreshToken: null,
  user: null,
  locais: [],
  selected: null,
  exercicio: null,
};

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

async function readEncrypted(key: string): Promise<string | null> {
  const raw = localStorage.getItem(key);
  return raw ? decryptText(raw) : null;
}

export const savedLocationId = (): string | null => readCookie(LOCAL_COOKIE);

/**
 * `initial`: a state to start from instead of the empty one (the back office drawn at build time, whose
 * render without a page reads a store's initial state).
 */
export function createSessionStore(initial: Partial<SessionState> = {}) {
  // Storage writes are chained so a slow encryption never lands after a later write or a logout.
  let writes: Promise<void> = Promise.resolve();
  const persist = (job: () => Promise<void> | void) => {
    writes = writes.then(job, job);
    return writes;
  };

  return createStore<SessionStore>()((set) => ({
    ...empty,
    ...initial,

    async hydrate() {
      const [token, refreshToken] = await Promise.all([
        readEncrypted(TOKEN_KEY),
        readEncrypted(REFRESH_TOKEN_KEY),
      ]);
      set({
        hydrated: true,
        token,
        refreshToken,
        user: readJson<SessionUser>(SESSION_KEY),
        locais: readJson<SessionLocal[]>(LOCAL_KEY) ?? [],
      });
    },

    signIn({ token, refreshToken, user, locais }) {
      set({ hydrated: true, token, refreshToken, user, locais, selected: null, exercicio: null });
      return persist(async () => {
        const [t, r] = await Promise.all([encryptText(token), encryptText(refreshToken)]);
        localStorage.setItem(TOKEN_KEY, t);
        localStorage.setItem(REFRESH_TOKEN_KEY, r);
        localStorage.setItem(SESSION_KEY, JSON.stringify(user));
        localStorage.setItem(LOCAL_KEY, JSON.stringify(locais));
      });
    },

    setTokens(token, refreshToken) {
      set({ token, refreshToken });
      return persist(async () => {
        const [t, r] = await Promise.all([encryptText(token), encryptText(refreshToken)]);
        localStorage.setItem(TOKEN_KEY, t);
        localStorage.setItem(REFRESH_TOKEN_KEY, r);
      });
    },

    setLocais(locais) {
      set({ locais });
      localStorage.setItem(LOCAL_KEY, JSON.stringify(locais));
    },

    clearLocation() {
      deleteCookie(LOCAL_COOKIE);
      set({ selected: null, exercicio: null });
    },

    rememberLocationId(id) {
      writeCookie(LOCAL_COOKIE, id, LOCAL_COOKIE_MAX_AGE);
    },

    setSelected(selected, exercicio) {
      set({ selected, exercicio });
    },

    setExercicio(exercicio) {
      set({ exercicio });
    },

    clear() {
      set({ ...empty, hydrated: true });
      deleteCookie(LOCAL_COOKIE);
      void persist(() => {
        for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, SESSION_KEY, LOCAL_KEY])
          localStorage.removeItem(key);
      });
    },
  }));
}

export type SessionStoreApi = ReturnType<typeof createSessionStore>;

/** What a remote receives (props and events): no token, no storage, only what it may show or send. */
export function toSnapshot(
  state: Pick<SessionState, 'user' | 'selected' | 'exercicio'>,
  apiBaseUrl: string,
): SessionSnapshot {
  const selected = state.selected;
  return {
    user: state.user
      ? { id: state.user.id, fullname: state.user.fullname, avatar: state.user.avatar ?? null }
      : null,
    local: selected
      ? {
          id: selected.location.id,
          companyId: selected.location.companyId,
          companyName: selected.location.company.name,
          applicationId: selected.location.company.applicationId,
          applicationName: selected.location.company.application?.name ?? null,
          permissions: {
            ...selected.grant.permissions,
            departments: selected.grant.permissions.departments ?? false,
          },
          rules: selected.grant.rules,
        }
      : null,
    exercicio: state.exercicio,
    apiBaseUrl,
  };
}
