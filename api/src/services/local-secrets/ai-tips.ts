// Optional AI-written tips for curated places, when GEMINI_API_KEY is set.
// The model only writes a tip for a place we send it, by id: it never adds a
// place, and an answer naming an unknown id is dropped. A tip is kept in memory
// per place for a day, so repeat searches cost nothing. A failure or a slow
// answer (past the deadline) leaves the curated tips alone: the search never
// waits long and never fails because of it.
import { z } from 'zod';
import { abortable, geminiClient, responseSchemaOf } from '../../lib/gemini.js';
import type { Logger } from '../../lib/logger.js';

export const AI_TIP_DEADLINE_MS = 4000;
const CACHE_MS = 24 * 60 * 60 * 1000;

export interface AiTipSettings {
  GEMINI_API_KEY?: string | undefined;
  GEMINI_MODEL: string;
  GEMINI_BASE_URL?: string | undefined;
}

export interface TipSubject {
  id: string;
  name: string;
  type: string;
  city: string;
  description: string;
  insiderTip: string;
}

const answerSchema = z.object({
  tips: z.array(z.object({ id: z.string(), tip: z.string().trim().min(10).max(300) })).max(50),
});
const responseJsonSchema = responseSchemaOf(answerSchema);

const SYSTEM_INSTRUCTION =
  'You write one short practical tip (at most two sentences) for a Filipino traveller visiting each place listed. ' +
  'Write only about the places given, by their id. Never name or recommend any other place, business or event. ' +
  'Do not repeat the existing tip. Do not state prices, opening hours or dates: they change.';

export type AiTipWriter = ReturnType<typeof createAiTipWriter>;

export function createAiTipWriter(options: {
  settings: AiTipSettings & { GEMINI_API_KEY: string };
  logger: Logger;
  deadlineMs?: number;
  now?: () => Date;
}) {
  const { settings, logger } = options;
  const deadlineMs = options.deadlineMs ?? AI_TIP_DEADLINE_MS;
  const now = options.now ?? (() => new Date());
  // No retries: a tip is a nice extra, and the visitor is waiting for the list.
  const ai = geminiClient({ apiKey: settings.GEMINI_API_KEY, baseUrl: settings.GEMINI_BASE_URL });
  const cache = new Map<string, { tip: string; until: number }>();

  async function ask(places: TipSubject[]): Promise<{ id: string; tip: string }[]> {
    const list = places.map(({ id, name, type, city, description, insiderTip }) => ({
      id,
      name,
      type,
      city,
      description,
      existingTip: insiderTip,
    }));
    const signal = AbortSignal.timeout(deadlineMs);
    const response = await abortable(
      ai.models.generateContent({
        model: settings.GEMINI_MODEL,
        contents: `Places:\n${JSON.stringify(list, null, 1)}`,
        config: {
          systemInstruction: SYSTEM_INSTRUCTION,
          responseMimeType: 'application/json',
          responseJsonSchema,
          temperature: 0.4,
          abortSignal: signal,
        },
      }),
      signal,
    );
    return answerSchema.parse(JSON.parse(response.text ?? '')).tips;
  }

  return {
    /** AI tips by place id: cached ones, plus new ones for the rest when the model answers in time. */
    async tipsFor(places: TipSubject[]): Promise<Map<string, string>> {
      const time = now().getTime();
      const tips = new Map<string, string>();
      for (const place of places) {
        const cached = cache.get(place.id);
        if (cached && cached.until > time) tips.set(place.id, cached.tip);
      }
      const missing = places.filter((place) => !tips.has(place.id));
      if (!missing.length) return tips;
      try {
        const asked = new Set(missing.map((place) => place.id));
        for (const { id, tip } of await ask(missing)) {
          // Only places we sent: the model cannot add one.
          if (!asked.has(id) || tips.has(id)) continue;
          tips.set(id, tip);
          cache.set(id, { tip, until: time + CACHE_MS });
        }
      } catch (error) {
        logger.warn({ err: error }, 'AI tips for local secrets failed; the curated tips are shown alone');
      }
      return tips;
    },
  };
}
