// The one error reader (docs/decisions/045-one-way-to-fail.md): screens branch on what it reads
// (code, details), which is the same whatever language the server wrote its message in.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';

import { ApiError, failureText, readFailure } from '@/lib/failure';
import { OfflineWriteError } from '@/lib/offline/offline-write';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const httpError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

const texts = { answered: 'Pakisubukang muli.', noAnswer: 'Hindi namin maabot ang Lakbay.' };

describe('readFailure', () => {
  it("reads a GraphQL error: its code, the server's message and the other extensions", () => {
    const failure = readFailure(
      refused('May gumagamit na ng username na iyan.', { code: 'CONFLICT', field: 'username' }),
    );
    expect(failure).toEqual({
      answered: true,
      code: 'CONFLICT',
      status: undefined,
      message: 'May gumagamit na ng username na iyan.',
      details: { field: 'username' },
    });
  });

  it('reads a REST refusal (apiFetch): the code of its status, its message and its fields', () => {
    const body = { message: 'Pakiberipika muna ang iyong email address.', requiresVerification: true };
    const error = new ApiError(403, JSON.stringify(body));
    // docs/product/screens.md: the error's message stays "<status>: <body text>".
    expect(error.message).toBe(`403: ${JSON.stringify(body)}`);
    expect(readFailure(error)).toEqual({
      answered: true,
      code: 'FORBIDDEN',
      status: 403,
      message: body.message,
      details: { requiresVerification: true },
    });
    // A body that names its code (the generation stream's error line) is believed over the status.
    const line = new ApiError(
      200,
      JSON.stringify({ message: 'Hindi magamit.', code: 'SERVICE_UNAVAILABLE', reason: 'unavailable' }),
    );
    expect(readFailure(line)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { reason: 'unavailable' } });
    // An empty or non-JSON body: the status's code, no message.
    expect(readFailure(new ApiError(503, '', 'Service Unavailable'))).toMatchObject({
      answered: true,
      code: 'SERVICE_UNAVAILABLE',
      message: undefined,
    });
    expect(new ApiError(503, '', 'Service Unavailable').message).toBe('503: Service Unavailable');
  });

  it("reads /graphql's HTTP errors, as the server's middleware or a proxy answers them", () => {
    const error = httpError(403, JSON.stringify({ message: 'Cross-site requests are not allowed.' }));
    expect(readFailure(error)).toMatchObject({
      answered: true,
      code: 'FORBIDDEN',
      status: 403,
      message: 'Cross-site requests are not allowed.',
    });
    expect(readFailure(httpError(502, '<html>Bad gateway</html>'))).toMatchObject({
      answered: true,
      message: undefined,
    });
    const garbled = new ServerParseError(new SyntaxError('Unexpected token'), {
      response: new Response('{', { status: 200 }),
      bodyText: '{',
    });
    expect(readFailure(garbled)).toMatchObject({ answered: true, message: undefined });
  });

  it("has no answer and no message for a failed fetch or the page's own fault: their words are the browser's", () => {
    for (const error of [new TypeError('Failed to fetch'), new Error('saveTrip answered without data'), undefined]) {
      expect(readFailure(error)).toEqual({
        answered: false,
        code: undefined,
        status: undefined,
        message: undefined,
        details: {},
      });
    }
  });

  it('reads a change refused offline, from the offline link or from apiFetch, as OFFLINE with its message', () => {
    expect(readFailure(refused('Offline ka.', { code: OfflineWriteError.code }))).toMatchObject({
      answered: false,
      code: 'OFFLINE',
      message: 'Offline ka.',
    });
    const offline = new OfflineWriteError();
    expect(readFailure(offline)).toMatchObject({ answered: false, code: 'OFFLINE', message: offline.message });
  });
});

describe('failureText', () => {
  it("shows the server's message, else the answered or no-answer text, and says when a change was refused offline", () => {
    expect(failureText(refused('Masyadong maraming subok. Subukang muli sa loob ng 60 minuto.', {}), texts)).toBe(
      'Masyadong maraming subok. Subukang muli sa loob ng 60 minuto.',
    );
    expect(failureText(httpError(503, 'unavailable'), texts)).toBe(texts.answered);
    expect(failureText(new TypeError('Failed to fetch'), texts)).toBe(texts.noAnswer);
    expect(failureText(refused('Offline ka.', { code: OfflineWriteError.code }), texts)).toBe('Offline ka.');
  });
});
