/**
 * Encryption of the tokens at rest (decision 007): AES-GCM with a 256-bit key generated in the browser as
 * non-extractable and kept in IndexedDB. Script can use the key but never read it, and the bundle holds
 * no secret. A value is stored as `v1.<iv>.<ciphertext>` in base64.
 */

const DB_NAME = 'gp-host';
const STORE = 'keys';
const KEY_ID = 'token-key';
const FORMAT = 'v1';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function idb<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = run(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result as T);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const existing = await idb<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    // `add` fails if another tab stored a key first; that key is then read back so both tabs share it.
    try {
      await idb(db, 'readwrite', (s) => s.add(key, KEY_ID));
      return key;
    } catch {
      const winner = await idb<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
      if (!winner) throw new Error('Chave de criptografia indisponível.');
      return winner;
    }
  } finally {
    db.close();
  }
}

let keyPromise: Promise<CryptoKey> | null = null;
const getKey = () => {
  keyPromise ??= loadOrCreateKey().catch((error) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
};

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptText(plain: string): Promise<string> {
  const key = await getKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
  );
  return `${FORMAT}.${toBase64(iv)}.${toBase64(data)}`;
}

/** The plain text, or null when the value is not ours or was tampered with (GCM authenticates it). */
export async function decryptText(stored: string): Promise<string | null> {
  const [format, iv, data] = stored.split('.');
  if (format !== FORMAT || !iv || !data) return null;
  try {
    const key = await getKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Forgets the cached key handle (tests simulate a fresh page load with it). */
export function resetKeyCache(): void {
  keyPromise = null;
}
