// The stand-in's streaming mode, read as the SDK reads it: one Server-Sent Event a part, a part a delay.
import { GoogleGenAI } from '@google/genai';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { startGeminiStandIn, streamedPlan, tokyoPlan, type GeminiStandIn } from './gemini-stand-in.js';

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
