// The stand-in's streaming mode, read as the SDK reads it: one Server-Sent Event a part, a part a delay.
import { GoogleGenAI } from '@google/genai';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingsFromPrompt,
  isBookingRequest,
  startGeminiStandIn,
  streamedPlan,
  tokyoPlan,
  type GeminiCall,
  type GeminiStandIn,
} from './gemini-stand-in.js';

let standIn: GeminiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

const DELAY_MS = 100;

async function sdk() {
  standIn = await startGeminiStandIn(() => streamedPlan(tokyoPlan(3), { delayMs: DELAY_MS }));
  return new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl: standIn.baseUrl } }).models;
}

describe('Gemini stand-in, streaming mode', () => {
  it('writes one day a delay, and the parts make the whole plan', async () => {
    const models = await sdk();
    const arrivals: { text: string; at: number }[] = [];
    for await (const chunk of await models.generateContentStream({ model: 'm', contents: 'plan' })) {
      arrivals.push({ text: chunk.text ?? '', at: performance.now() });
    }
    expect(arrivals).toHaveLength(3);
    expect(JSON.parse(arrivals.map((part) => part.text).join(''))).toEqual(tokyoPlan(3));
    expect(arrivals[1]!.text).toBe(`,${JSON.stringify(tokyoPlan(3).days[1])}`);
    const writes = standIn!.writes.map((write) => write.at);
    expect(writes).toHaveLength(3);
    for (const index of [1, 2]) expect(writes[index]! - writes[index - 1]!).toBeGreaterThanOrEqual(DELAY_MS - 5);
  });

  it('answers a call without streaming once the last part would have been written', async () => {
    const models = await sdk();
    const started = performance.now();
    const response = await models.generateContent({ model: 'm', contents: 'plan' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * DELAY_MS - 5);
    expect(JSON.parse(response.text!)).toEqual(tokyoPlan(3));
  });

  it('cuts the connection after the parts it was told to write', async () => {
    standIn = await startGeminiStandIn(() => streamedPlan(tokyoPlan(3), { delayMs: 10, cutAfter: 1 }));
    const models = new GoogleGenAI({ apiKey: 'k', httpOptions: { baseUrl: standIn.baseUrl } }).models;
    const texts: string[] = [];
    const reading = (async () => {
      for await (const chunk of await models.generateContentStream({ model: 'm', contents: 'plan' })) {
        texts.push(chunk.text ?? '');
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(texts).toHaveLength(1);
  });
});

describe('Gemini stand-in, booking mode', () => {
  const call = (prompt: string, properties: Record<string, unknown>): GeminiCall => ({
    index: 0,
    model: 'm',
    apiKey: 'k',
    prompt,
    body: { contents: [], generationConfig: { responseJsonSchema: { properties } } },
  });
  const lists = { flights: {}, stays: {}, activities: {} };

  it('knows a booking request by its response schema', () => {
    expect(isBookingRequest(call('', lists))).toBe(true);
    expect(isBookingRequest(call('', { overview: {}, tips: {}, days: {} }))).toBe(false);
  });

  it('reads flight rows, a hotel and a tour from the quoted e-mail, the same every time, and nothing from other text', () => {
    const email = [
      'Airline booking reference (PNR): 6QH2ZL',
      'Carrier: Singapore Airlines',
      '30 Dec 2026   SQ 918   Singapore (SIN) Terminal 3   Manila (MNL)   23:50    03:35 (+1)',
      'Hotel: Sample Inn',
      'Check-in: 2026-12-30',
      'Check-out: 2027-01-02',
    ].join('\n');
    const read = () => bookingsFromPrompt(call(`The e-mail, as a JSON string: ${JSON.stringify(email)}`, lists));
    expect(read()).toEqual({
      flights: [
        {
          carrier: 'Singapore Airlines',
          flightNumber: 'SQ 918',
          from: { airport: 'SIN', terminal: '3', at: '2026-12-30T23:50' },
          to: { airport: 'MNL', at: '2026-12-31T03:35' },
          reference: '6QH2ZL',
        },
      ],
      stays: [{ name: 'Sample Inn', checkIn: '2026-12-30', checkOut: '2027-01-02' }],
      activities: [],
    });
    expect(read()).toEqual(read());
    const chat = call(`The e-mail, as a JSON string: ${JSON.stringify('Hi! See you at the beach.')}`, lists);
    expect(bookingsFromPrompt(chat)).toEqual({ flights: [], stays: [], activities: [] });
  });
});
