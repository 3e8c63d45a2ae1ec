// The one way Lakbay reaches Google Gemini, through Google's official SDK (@google/genai): the client
// for the GEMINI_* settings, the response schema Gemini takes for a zod schema, and a call that
// settles when its deadline passes. The planners, Local Secrets' tips and the booking reader use it;
// each keeps its own prompt, deadline and answer to its callers.
import { ApiError, GoogleGenAI } from '@google/genai';
import { z } from 'zod';

/** Retries of 429 and 503 answers (the SDK's own, exponential backoff with jitter); delays in seconds. */
export interface GeminiRetry {
  attempts: number;
  initialDelay: number;
  maxDelay: number;
}

export interface GeminiClientOptions {
  apiKey: string;
  /** GEMINI_BASE_URL: tests point the SDK at a stand-in server on 127.0.0.1. */
  baseUrl?: string | undefined;
  /** Unset: no retries. */
  retry?: GeminiRetry;
}

/** A Gemini client: the key, the endpoint, and retries of 429 and 503 only (every other failure is final). */
export function geminiClient(options: GeminiClientOptions): GoogleGenAI {
  return new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.retry
        ? { retryOptions: { ...options.retry, expBase: 2, jitter: 1, httpStatusCodes: [429, 503] } }
        : {}),
    },
  });
}

/** A zod schema as the response JSON schema Gemini takes (the schema the answer is then validated with). */
export function responseSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...responseJsonSchema } = z.toJSONSchema(schema, { io: 'input' });
  return responseJsonSchema;
}

/** Settles as soon as the signal aborts, even while the SDK sleeps between retries. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Whether Gemini refused the API key (GEMINI_API_KEY): worth an error in the log, not a retry. */
export const isKeyProblem = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 401 || error.status === 403 || /API_KEY_INVALID|API key/i.test(error.message));
