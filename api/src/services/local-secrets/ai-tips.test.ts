// AI-written tips against the Gemini stand-in on 127.0.0.1 (the real SDK): a
// tip is attached only to a curated place we asked about, never to an invented
// one; tips are cached; an error or a slow answer leaves the curated tips alone.
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { apiError, modelAnswer, startGeminiStandIn, type GeminiStandIn } from '../../planners/gemini-stand-in.js';
import { createAiTipWriter } from './ai-tips.js';
import { createLocalSecretsService } from './local-secrets.js';

const SHINJUKU = { latitude: 35.6929, longitude: 139.6995, radius: 1000 };
const logger = createLogger('silent');

describe('AI tips for local secrets', () => {
  let standIn: GeminiStandIn | undefined;
  afterEach(async () => {
    await standIn?.stop();
    standIn = undefined;
  });

  const finderWith = (stand: GeminiStandIn, deadlineMs?: number) =>
    createLocalSecretsService({
      aiTips: createAiTipWriter({
        settings: { GEMINI_API_KEY: 'test-key', GEMINI_MODEL: 'gemini-test', GEMINI_BASE_URL: stand.baseUrl },
        logger,
        deadlineMs,
      }),
    });

  it('adds a tip to a curated place it was asked about, drops any other id, and caches the answer', async () => {
    standIn = await startGeminiStandIn(() =>
      modelAnswer({
        tips: [
          { id: 'jp-tokyo-omoide-yokocho', tip: 'Bring small yen notes: many counters take cash only.' },
          { id: 'jp-tokyo-invented-bar', tip: 'A place the model made up must never be shown.' },
        ],
      }),
    );
    const finder = finderWith(standIn);
    const { places } = await finder.find(SHINJUKU);
    const omoide = places.find((place) => place.id === 'jp-tokyo-omoide-yokocho')!;
    expect(omoide.aiTip).toBe('Bring small yen notes: many counters take cash only.');
    expect(omoide.tips).toEqual([expect.stringMatching(/seating charge/), omoide.aiTip]);
    expect(places.map((place) => place.id)).not.toContain('jp-tokyo-invented-bar');
    expect(JSON.stringify(places)).not.toContain('made up');
    // The model was sent the curated places, by id and name, with the key.
    expect(standIn.calls).toHaveLength(1);
    expect(standIn.calls[0]).toMatchObject({ model: 'gemini-test', apiKey: 'test-key' });
    expect(standIn.calls[0]!.prompt).toContain('"id": "jp-tokyo-omoide-yokocho"');
    expect(standIn.calls[0]!.prompt).toContain('Omoide Yokocho');

    const again = await finder.find(SHINJUKU);
    expect(again.places.find((place) => place.id === 'jp-tokyo-omoide-yokocho')!.aiTip).toBe(omoide.aiTip);
    // Omoide Yokocho's tip came from the cache; only the places without one were asked about again.
    expect(standIn.calls[1]?.prompt ?? '').not.toContain('jp-tokyo-omoide-yokocho');
  });

  it('keeps the curated tips when Gemini fails, answers nonsense or is too slow', async () => {
    for (const reply of [apiError(500, 'boom'), modelAnswer('not json'), 'hang' as const]) {
      standIn = await startGeminiStandIn(() => reply);
      const started = Date.now();
      const { places } = await finderWith(standIn, 300).find(SHINJUKU);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) {
        expect(place.aiTip).toBeNull();
        expect(place.tips).toHaveLength(1);
      }
      await standIn.stop();
      standIn = undefined;
    }
  });

  it('asks nothing without a Gemini key', async () => {
    const { places } = await createLocalSecretsService({ gemini: { GEMINI_MODEL: 'gemini-test' }, logger }).find(
      SHINJUKU,
    );
    expect(places.every((place) => place.aiTip === null)).toBe(true);
  });
});
