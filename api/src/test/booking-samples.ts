// The sample confirmations (domain/bookings/samples: written for the tests, no real person's data), by name.
import { readFileSync } from 'node:fs';

export const BOOKING_SAMPLES = [
  'philippine-airlines',
  'cebu-pacific',
  'airasia',
  'agoda',
  'booking-com',
  'klook',
] as const;
export type BookingSampleName = (typeof BOOKING_SAMPLES)[number];

/** A sample confirmation's text, as a traveler pastes it. */
export const bookingSample = (name: BookingSampleName) =>
  readFileSync(new URL(`../domain/bookings/samples/${name}.txt`, import.meta.url), 'utf8');

/** A sample as an e-mail: its From and Subject lines as headers, the rest as the body's text. */
export function sampleMessage(name: BookingSampleName) {
  const [header = '', ...body] = bookingSample(name).split('\n\n');
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(header)![1]!;
  return { from: line('From'), subject: line('Subject'), text: body.join('\n\n') };
}
