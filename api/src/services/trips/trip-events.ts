// "This trip changed" signals for live trip pages (issue #17 item 2,
// docs/product/travel-together.md). Writes publish the trip's id; the GraphQL
// subscription `tripChanged` (graphql/types/trip-events.ts) waits for them and
// answers the trip as the subscriber may see it then.
//
// Several server processes: every process LISTENs on one PostgreSQL channel
// and publishes with pg_notify, so a change made through one replica reaches
// the pages connected to another. A process delivers its own changes at once,
// in memory, and ignores their echo from the channel. The embedded database
// (PGlite, one process by construction) has no LISTEN over its socket: there
// the in-memory path is all there is.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../../lib/logger.js';

export const TRIP_EVENTS_CHANNEL = 'lakbay_trip_changes';

/** How long to wait before listening again after the listening connection broke. */
const RECONNECT_MS = 1000;

/** What part of a trip a change touched: what a live page tells its reader ("Maria changed Day 3"). */
export type TripChangeKind = 'details' | 'day' | 'status' | 'members' | 'expenses' | 'bookings';

/** Who changed what: nothing a member may not see (a user's id, the kind of change, a day's number). */
export interface TripChangeNote {
  /** The user who made the change. */
  by: number;
  what: TripChangeKind;
  /** The day's number, for `day`. */
  day?: number;
}

/** The changes a stream delivers at once: one, or the burst made while it waited. */
export interface TripChangeBatch {
  tripId: number;
  /** Each distinct change of the batch, oldest first; empty for a change published without a note. */
  notes: TripChangeNote[];
}

/** A batch holds at most this many notes: the newest are kept. */
const MAX_NOTES = 10;

interface TripChangeMessage {
  /** The process that published it: its own echo is skipped. */
  from: string;
  tripId: number;
  note?: TripChangeNote;
}

const isKind = (value: unknown): value is TripChangeKind =>
  value === 'details' ||
  value === 'day' ||
  value === 'status' ||
  value === 'members' ||
  value === 'expenses' ||
  value === 'bookings';

/** A note read from the channel, or undefined when it is not one. */
function readNote(value: unknown): TripChangeNote | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { by, what, day } = value as Record<string, unknown>;
  if (!Number.isInteger(by) || !isKind(what)) return undefined;
  return { by: by as number, what, ...(Number.isInteger(day) ? { day: day as number } : {}) };
}

const sameNote = (a: TripChangeNote, b: TripChangeNote) => a.by === b.by && a.what === b.what && a.day === b.day;

export interface TripEvents {
  /** Tells every subscriber of the trip, in this process and in the others, that it changed, and who changed what. */
  publish(tripId: number, note?: TripChangeNote): Promise<void>;
  /**
   * Yields the trip's changes when it has changed, until `signal` aborts or the streams are ended. Changes
   * made while the subscriber is still busy with the last one, or within `minGapMs` of it, are
   * yielded once, their notes together: a burst of edits costs each stream one or two answers, not one per edit.
   */
  changes(tripId: number, signal: AbortSignal): AsyncIterable<TripChangeBatch>;
  /** Ends every open stream (shutdown: live pages connect again, to a process that stays). */
  endStreams(): void;
  /** Starts listening to the other processes (real PostgreSQL only). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createTripEvents(deps: {
  pool: pg.Pool;
  logger: Logger;
  /** The database URL to LISTEN on; null for the embedded database, which only this process uses. */
  listenUrl: string | null;
  /** The least time between two deliveries to one subscriber (LiveStreamLimits.minGapMs). */
  minGapMs?: number;
}): TripEvents {
  const minGapMs = deps.minGapMs ?? 0;
  const self = randomUUID();
  const local = new EventEmitter();
  // One listener per open subscription; a busy trip page must not trip Node's leak warning.
  local.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let stopped = false;
  const closing = new AbortController();

  const deliver = (tripId: number, note: TripChangeNote | undefined) => local.emit(String(tripId), note);

  /** Listens until stopped, connecting again a second after any failure. */
  async function listen(): Promise<void> {
    if (stopped || !deps.listenUrl) return;
    const client = new pg.Client({ connectionString: deps.listenUrl });
    const again = (error: unknown) => {
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (stopped) return;
      deps.logger.warn({ err: error }, 'trip change listener lost its connection; listening again');
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    client.on('notification', (message) => {
      try {
        const parsed = JSON.parse(message.payload ?? '') as TripChangeMessage;
        if (parsed.from !== self && Number.isInteger(parsed.tripId)) deliver(parsed.tripId, readNote(parsed.note));
      } catch {
        // Not ours: the channel is only written by this code.
      }
    });
    client.on('error', again);
    try {
      await client.connect();
      await client.query(`LISTEN ${TRIP_EVENTS_CHANNEL}`);
      listener = client;
    } catch (error) {
      again(error);
    }
  }

  return {
    async publish(tripId, note) {
      deliver(tripId, note);
      if (!deps.listenUrl) return;
      const message: TripChangeMessage = { from: self, tripId, ...(note ? { note } : {}) };
      // A lost signal only delays a live page until its next reload: the change itself is saved.
      await deps.pool
        .query('SELECT pg_notify($1, $2)', [TRIP_EVENTS_CHANNEL, JSON.stringify(message)])
        .catch((error: unknown) => deps.logger.warn({ err: error, tripId }, 'could not signal a trip change'));
    },

    async *changes(tripId, signal) {
      const until = AbortSignal.any([signal, closing.signal]);
      let changed = false;
      let notes: TripChangeNote[] = [];
      let wake = () => {};
      const onChange = (note: TripChangeNote | undefined) => {
        changed = true;
        if (note) notes = [...notes.filter((kept) => !sameNote(kept, note)), note].slice(-MAX_NOTES);
        wake();
      };
      const onEnd = () => wake();
      local.on(String(tripId), onChange);
      until.addEventListener('abort', onEnd);
      try {
        let last = -Infinity;
        while (!until.aborted) {
          if (!changed) {
            await new Promise<void>((resolve) => (wake = resolve));
            continue;
          }
          const wait = last + minGapMs - Date.now();
          if (wait > 0) {
            // Whatever changes meanwhile goes out with this one.
            await sleep(wait, undefined, { signal: until }).catch(() => {});
            continue;
          }
          const batch = { tripId, notes };
          changed = false;
          notes = [];
          last = Date.now();
          yield batch;
        }
      } finally {
        local.off(String(tripId), onChange);
        until.removeEventListener('abort', onEnd);
      }
    },

    endStreams() {
      closing.abort();
    },

    async start() {
      await listen();
    },

    async stop() {
      stopped = true;
      closing.abort();
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}
