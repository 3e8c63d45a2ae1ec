// Query answers saved on this device, so pages the signed-in user opened stay
// readable offline. Every answer belongs to one user: `owner` names that user,
// and claiming the store for anyone else (or signing out) empties it first, so
// a shared device never shows one traveller's trips to the next.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface SavedAnswerSchema extends DBSchema {
  answers: { key: string; value: { owner: string; data: unknown } };
  meta: { key: 'owner'; value: string };
}

let database: Promise<IDBPDatabase<SavedAnswerSchema>> | undefined;
const open = () =>
  (database ??= openDB<SavedAnswerSchema>('lakbay-offline', 1, {
    upgrade(db) {
      db.createObjectStore('answers');
      db.createObjectStore('meta');
    },
  }));

// Writes run one after another, in the order they were asked for: a sign-out
// that empties the store can never be overtaken by a save from before it.
let writes: Promise<unknown> = Promise.resolve();
function queue(write: (db: IDBPDatabase<SavedAnswerSchema>) => Promise<unknown>): Promise<void> {
  const next = writes.then(() => open().then(write));
  // Saving is best effort (storage can be blocked or full): the app works
  // online without it, and a failed write must not stop the ones after it.
  writes = next.catch(() => undefined);
  return writes.then(() => undefined);
}

/** Makes `owner` the store's user; when it held someone else's answers, they go first. */
export const claimSavedAnswers = (owner: string) =>
  queue(async (db) => {
    const tx = db.transaction(['answers', 'meta'], 'readwrite');
    if ((await tx.objectStore('meta').get('owner')) !== owner) {
      await tx.objectStore('answers').clear();
      await tx.objectStore('meta').put(owner, 'owner');
    }
    await tx.done;
  });

/** Signed out: nothing saved stays on the device. */
export const forgetSavedAnswers = () =>
  queue(async (db) => {
    const tx = db.transaction(['answers', 'meta'], 'readwrite');
    await Promise.all([tx.objectStore('answers').clear(), tx.objectStore('meta').clear(), tx.done]);
  });

/** Saves (or, with `data` undefined, drops) `owner`'s answer, unless the store now belongs to someone else. */
export const saveAnswer = (owner: string, key: string, data: unknown) =>
  queue(async (db) => {
    const tx = db.transaction(['answers', 'meta'], 'readwrite');
    if ((await tx.objectStore('meta').get('owner')) === owner) {
      if (data === undefined) await tx.objectStore('answers').delete(key);
      else await tx.objectStore('answers').put({ owner, data }, key);
    }
    await tx.done;
  });

/** The saved answer for `key`, when the store's current user saved one. */
export async function readSavedAnswer(key: string): Promise<unknown> {
  try {
    const db = await open();
    const tx = db.transaction(['answers', 'meta'], 'readonly');
    const [owner, answer] = await Promise.all([
      tx.objectStore('meta').get('owner'),
      tx.objectStore('answers').get(key),
    ]);
    return answer && answer.owner === owner ? answer.data : undefined;
  } catch {
    return undefined;
  }
}
