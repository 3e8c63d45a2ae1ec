// One simulated traveler: signs in, browses public pages, lists, generates,
// saves, moves trips through their statuses and deletes old ones — against
// whichever server process the "load balancer" picks for each request, as
// behind a real one.
import { TestClient, type JsonResponse } from '../../api/src/test/http-client.js';

export type Action = 'browse' | 'visa' | 'deals' | 'login' | 'list' | 'generate' | 'save' | 'status' | 'delete';

export interface Sample {
  action: Action;
  status: number;
  ms: number;
  /** performance.now() when the answer arrived. */
  atMs: number;
}

export interface Account {
  username: string;
  password: string;
  /** The address this user's requests come from (X-Forwarded-For behind the proxy). */
  ip: string;
}

type Status = 'upcoming' | 'past' | 'canceled';
type Body = Record<string, unknown>;

const COUNTRIES = ['JP', 'KR', 'SG', 'TH', 'HK', 'MY'] as const;
const NEXT_STATUS: Record<Exclude<Status, 'canceled'>, Status> = { upcoming: 'past', past: 'upcoming' };

export interface VirtualUserOptions {
  account: Account;
  /** Base URLs of the server processes; each request goes to the next one. */
  servers: string[];
  random: () => number;
  record(sample: Sample): void;
  /** Every trip this user was told was saved (2xx) and not deleted, with the last status acknowledged for it. */
  acknowledged: Map<number, Status>;
  /** At this many acknowledged trips, a save deletes the oldest instead; no limit when absent. */
  maxSavedTrips?: number;
  /** Every trip this user was told was deleted (2xx). */
  deleted?: Set<number>;
}

/** The headers a TLS-terminating load balancer adds (production cookies are Secure). */
export const behindLoadBalancer = (ip: string) => ({ 'x-forwarded-for': ip, 'x-forwarded-proto': 'https' });

export class VirtualUser {
  private readonly client: TestClient;
  private turn = 0;
  private generated: Body | null = null;

  constructor(private readonly options: VirtualUserOptions) {
    // An empty base URL: each path below is a full URL on the server of the request's turn.
    this.client = new TestClient('', behindLoadBalancer(options.account.ip));
  }

  private url(path: string) {
    const { servers } = this.options;
    return `${servers[this.turn++ % servers.length]}${path}`;
  }

  private async timed(action: Action, send: () => Promise<JsonResponse<Body>>) {
    const started = performance.now();
    let response: JsonResponse<Body>;
    try {
      response = await send();
    } catch {
      // A refused or reset connection is an outage to the user: count it with the 5xx.
      const now = performance.now();
      this.options.record({ action, status: 599, ms: now - started, atMs: now });
      return null;
    }
    const now = performance.now();
    this.options.record({ action, status: response.status, ms: now - started, atMs: now });
    return response;
  }

  get acknowledged() {
    return this.options.acknowledged;
  }

  async login() {
    const { username, password } = this.options.account;
    await this.timed('login', () => this.client.post(this.url('/api/login'), { username, password }));
  }

  /** One step of a visit, chosen by weight. */
  async step() {
    const roll = this.options.random();
    if (roll < 0.15) return this.browse();
    if (roll < 0.25) return this.checkVisa();
    if (roll < 0.35) return this.listDeals();
    if (roll < 0.6) return this.listTrips();
    if (roll < 0.72) return this.generate();
    if (roll < 0.84) return this.save();
    if (roll < 0.97) return this.changeStatus();
    return this.login();
  }

  private browse() {
    return this.timed('browse', async () => {
      const response = await this.client.fetch(this.url('/'));
      await response.text();
      return { status: response.status, headers: response.headers, body: {} };
    });
  }

  private checkVisa() {
    const destinationCountry = this.pick(COUNTRIES);
    return this.timed('visa', () =>
      this.client.post(this.url('/api/visa-check'), {
        destinationCountry,
        travelPurpose: 'Tourism',
        nationality: 'Filipino',
      }),
    );
  }

  private listDeals() {
    return this.timed('deals', () =>
      this.client.request('POST', this.url('/graphql'), {
        query: 'query { deals { id title discountedPrice discountPercent } }',
      }),
    );
  }

  private listTrips() {
    return this.timed('list', () => this.client.get(this.url('/api/trips')));
  }

  /** The ids of this user's stored trips. */
  async listTripIds(): Promise<number[]> {
    const response = await this.client.get<{ id: number }[]>(this.url('/api/trips'));
    if (response.status !== 200) throw new Error(`listing trips: ${response.status}`);
    return response.body.map((trip) => trip.id);
  }

  /** One generation; its status, and the error message (if any) pushed to `messages`. */
  async generateOnce(messages: string[] = []): Promise<number> {
    const response = await this.generate();
    if (response && response.status !== 200 && typeof response.body.message === 'string') {
      messages.push(response.body.message);
    }
    return response?.status ?? 599;
  }

  private async generate() {
    const request = {
      originAirport: 'MNL',
      destinationCountry: this.pick(COUNTRIES),
      travelMonth: 1 + Math.floor(this.options.random() * 12),
      currency: 'PHP',
      duration: 2 + Math.floor(this.options.random() * 9),
      budget: 40_000 + Math.floor(this.options.random() * 80_000),
      preferences: ['food', 'culture'],
    };
    const response = await this.timed('generate', () => this.client.post(this.url('/api/generate-trip'), request));
    if (response?.status === 200) this.generated = { ...request, ...response.body };
    return response;
  }

  /** Saves the last generated trip (generating one first when there is none; deleting the oldest at maxSavedTrips). */
  async save() {
    if (this.options.acknowledged.size >= (this.options.maxSavedTrips ?? Infinity)) {
      await this.deleteOldest();
      return;
    }
    if (!this.generated) {
      await this.generate();
      return;
    }
    const body = { ...this.generated, savedType: this.options.random() < 0.5 ? 'budget' : 'experience' };
    const response = await this.timed('save', () => this.client.post(this.url('/api/trips'), body));
    if (response && response.status >= 200 && response.status < 300) {
      this.options.acknowledged.set(Number(response.body.id), 'upcoming');
    }
  }

  private async changeStatus() {
    const open = [...this.options.acknowledged].filter(([, status]) => status !== 'canceled');
    if (open.length === 0) return this.save();
    const [id, current] = this.pick(open);
    const status: Status = this.options.random() < 0.1 ? 'canceled' : NEXT_STATUS[current as 'upcoming' | 'past'];
    const response = await this.timed('status', () =>
      this.client.request('PATCH', this.url(`/api/trips/${id}/status`), { status }),
    );
    if (response && response.status >= 200 && response.status < 300) this.options.acknowledged.set(id, status);
  }

  private async deleteOldest() {
    // A Map keeps insertion order: the first acknowledged trip is the oldest.
    const [id] = this.options.acknowledged.keys();
    if (id === undefined) return;
    const response = await this.timed('delete', () => this.client.request('DELETE', this.url(`/api/trips/${id}`)));
    if (response && response.status >= 200 && response.status < 300) {
      this.options.acknowledged.delete(id);
      this.options.deleted?.add(id);
    }
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.options.random() * list.length)]!;
  }
}
