// A tiny browser stand-in for tests: fetch with a cookie jar, JSON in and out,
// and a GraphQL helper. One client is one browser (one session).
import type { TestServer } from './test-server.js';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions: { code: string; [key: string]: unknown } }[];
}

export class TestClient {
  /** name → value, for the one host the client talks to. */
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the latest response. */
  lastSetCookie: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  static for(server: TestServer, headers: Record<string, string> = {}) {
    return new TestClient(server.baseUrl, headers);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.defaultHeaders, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const header of this.lastSetCookie) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) <= Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.headers = { 'content-type': 'application/json' };
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await this.fetch(path, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }

  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.post<GraphQLResult<T>>('/graphql', { query, variables });
    return response.body;
  }

  /** The session cookie's value, or undefined when signed out. */
  get sessionId(): string | undefined {
    return this.cookies.get('lakbay.sid');
  }
}
