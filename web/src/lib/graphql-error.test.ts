// How a failed operation is read: a server's refusal, or no answer at all. The errors are Apollo
// Client's own classes, built from the answers /graphql and its middleware give.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { failureMessage, serverRefusal } from '@/lib/graphql-error';
import { OfflineWriteError } from '@/lib/offline/offline-write';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const httpError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

const texts = { answered: 'Please try again.', noAnswer: 'We could not reach Lakbay.' };

describe('serverRefusal', () => {
  it('reads a GraphQL error: its message and the details in its extensions', () => {
    const error = refused('Username already exists', { code: 'CONFLICT', field: 'username' });
    expect(serverRefusal(error)).toEqual({
      message: 'Username already exists',
      extensions: { code: 'CONFLICT', field: 'username' },
    });
  });

  it("reads the JSON `message` of an HTTP error, as the server's middleware answers it", () => {
    const error = httpError(403, JSON.stringify({ message: 'Cross-site requests are not allowed.' }));
    expect(serverRefusal(error)).toEqual({ message: 'Cross-site requests are not allowed.', extensions: {} });
    expect(serverRefusal(httpError(502, '<html>Bad gateway</html>'))).toEqual({ message: undefined, extensions: {} });
    const garbled = new ServerParseError(new SyntaxError('Unexpected token'), {
      response: new Response('{', { status: 200 }),
      bodyText: '{',
    });
    expect(serverRefusal(garbled)).toEqual({ message: undefined, extensions: {} });
  });

  it('is null when no answer came: a failed fetch, or a change refused offline before it was sent', () => {
    expect(serverRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverRefusal(refused('You are offline.', { code: OfflineWriteError.code }))).toBeNull();
  });
});

describe('failureMessage', () => {
  it("shows the server's message, else the answered or no-answer text, and says when a change was refused offline", () => {
    expect(failureMessage(refused('Too many attempts. Please try again in 60 minutes.', {}), texts)).toBe(
      'Too many attempts. Please try again in 60 minutes.',
    );
    expect(failureMessage(httpError(503, 'unavailable'), texts)).toBe(texts.answered);
    expect(failureMessage(new TypeError('Failed to fetch'), texts)).toBe(texts.noAnswer);
    expect(failureMessage(refused('You are offline.', { code: OfflineWriteError.code }), texts)).toBe(
      'You are offline.',
    );
  });
});
