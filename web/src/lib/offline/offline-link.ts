// Keeps what the signed-in user opened readable offline, and refuses changes
// made offline before they are sent (issue #9 point 5).
import { ApolloLink, type ApolloCache, type DocumentNode, type OperationVariables } from '@apollo/client';
import { getOperationAST, OperationTypeNode } from 'graphql';
import { catchError, from, mergeMap, of, tap, throwError, type Observable } from 'rxjs';

import { answerKey } from '@/lib/offline/answer-key';
import { reportReachable, reportSavedCopyShown, reportUnreachable } from '@/lib/offline/offline-status';
import { cannotWrite, OfflineWriteError, refuseOfflineWrite } from '@/lib/offline/offline-write';
import { claimSavedAnswers, forgetSavedAnswers, readSavedAnswer, saveAnswer } from '@/lib/offline/saved-answers';

/** The query that says who is signed in (features/auth/api/current-user.ts). */
const CURRENT_USER = 'CurrentUser';

/** fetch() rejects with a TypeError when the request never got an answer; HTTP errors come back as answers. */
const neverAnswered = (error: unknown) => error instanceof TypeError;

export interface SavedAnswers {
  /** The user whose answers are saved from now on; someone else's saved answers are dropped. */
  signIn(userId: number | string): Promise<void>;
  /** Saves an answer that reached the cache without a request: the one a server-rendered page brought. */
  keep(query: DocumentNode, data: unknown): void;
  /** Drops every saved answer: nothing of the signed-out user stays on the device. */
  signOut(): Promise<void>;
}

/**
 * An Apollo link and the session hooks that go with it:
 * - a query the server answers is saved on this device for the signed-in user,
 *   and its copy follows Apollo's cache from then on (a day edit, a status
 *   change, a deleted trip), so the saved copy is what the screen last showed;
 * - a query that cannot reach the server is answered from that copy;
 * - a mutation while the browser is offline is refused without being sent.
 */
export function createOfflineLink(cache: ApolloCache): { link: ApolloLink; savedAnswers: SavedAnswers } {
  let owner: string | null = null;
  const watches = new Map<string, () => void>();

  const stopWatching = () => {
    watches.forEach((stop) => stop());
    watches.clear();
  };
  const signIn = (userId: number | string) => {
    const id = String(userId);
    if (id !== owner) stopWatching();
    owner = id;
    return claimSavedAnswers(id);
  };
  const signOut = () => {
    owner = null;
    stopWatching();
    return forgetSavedAnswers();
  };

  function keepSaved(query: DocumentNode, variables: OperationVariables, key: string, data: unknown) {
    if (owner === null) return;
    const user = owner;
    void saveAnswer(user, key, data);
    if (watches.has(key)) return;
    watches.set(
      key,
      cache.watch({
        query,
        variables,
        optimistic: false,
        // An evicted trip leaves its query incomplete: its saved copy goes too.
        callback: (diff) => void saveAnswer(user, key, diff.complete ? diff.result : undefined),
      }),
    );
  }

  function answerFromSavedCopy(key: string, error: unknown): Observable<ApolloLink.Result> {
    return from(readSavedAnswer(key)).pipe(
      mergeMap((data) => {
        if (data === undefined) return throwError(() => error);
        reportSavedCopyShown();
        return of({ data } as ApolloLink.Result);
      }),
    );
  }

  const link = new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      if (!cannotWrite()) return forward(operation);
      const refused = refuseOfflineWrite();
      return of({ errors: [{ message: refused.message, extensions: { code: OfflineWriteError.code } }] });
    }
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);

    const key = answerKey(operation.operationName, operation.variables);
    if (!navigator.onLine) return answerFromSavedCopy(key, new TypeError('offline'));
    return forward(operation).pipe(
      tap((result) => {
        reportReachable();
        if (result.errors?.length || !result.data) return;
        if (operation.operationName === CURRENT_USER) {
          const me = (result.data as { me?: { id: number } | null }).me;
          if (!me) {
            void signOut();
            return;
          }
          void signIn(me.id);
        }
        keepSaved(operation.query, operation.variables, key, result.data);
      }),
      catchError((error: unknown) => {
        if (!neverAnswered(error)) return throwError(() => error);
        reportUnreachable();
        return answerFromSavedCopy(key, error);
      }),
    );
  });

  const keep = (query: DocumentNode, data: unknown) =>
    keepSaved(query, {}, answerKey(getOperationAST(query)?.name?.value, {}), data);

  return { link, savedAnswers: { signIn, signOut, keep } };
}
