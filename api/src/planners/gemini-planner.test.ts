// The Gemini planner through the real @google/genai SDK against a stand-in of
// the Gemini REST API on 127.0.0.1.
import fc from 'fast-check';
import { english } from '../lib/messages.js';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { itinerarySchema, itineraryTotal, type Day } from '@lakbay/validation/itinerary';
import { createGeminiPlanner, LANGUAGE_INSTRUCTION, type GeminiPlannerOptions } from './gemini-planner.js';
import {
  apiError,
  INVENTED_PLACES,
  modelAnswer,
  startGeminiStandIn,
  streamedPlan,
  tokyoPlan,
  type GeminiCall,
  type GeminiReply,
  type GeminiStandIn,
} from './gemini-stand-in.js';
import { phrasesFor, plannerMessages, type PlannerStage } from './planner.js';
import { tripRequestSchema } from '../domain/itinerary/trip-request.js';

const request = tripRequestSchema.parse({
  originAirport: 'MNL',
  destinationCountry: 'JP',
  cities: ['Tokyo'],
  travelMonth: 4,
  currency: 'PHP',
  duration: 3,
  budget: 60000,
  preferences: ['food', 'culture'],
});

/** What a well-behaved model answers for `request`. */
const plan = (days = request.duration) => tokyoPlan(days);

const isBudget = (call: GeminiCall) => call.prompt.includes('Style: Budget-Focused');

let standIn: GeminiStandIn | undefined;

async function plannerAnswering(
  reply: (call: GeminiCall) => GeminiReply | Promise<GeminiReply>,
  options: Partial<GeminiPlannerOptions> = {},
) {
  standIn = await startGeminiStandIn(reply);
  return createGeminiPlanner({
    apiKey: 'test-key',
    model: 'gemini-test-model',
    baseUrl: standIn.baseUrl,
    retry: { attempts: 3, initialDelay: 0.01, maxDelay: 0.05 },
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

describe('Gemini planner', () => {
  it('asks for both itineraries at once as schema-bound JSON and completes them from the curated data', async () => {
    // Answer only once both requests are in: proves they run in parallel.
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const planner = await plannerAnswering(async (call) => {
      if (call.index === 1) release();
      await bothArrived;
      return modelAnswer(plan());
    });
    const stages: PlannerStage[] = [];
    const trip = await planner.generate(request, { onProgress: (stage) => stages.push(stage) });

    expect(standIn!.calls).toHaveLength(2);
    expect(standIn!.maxInFlight).toBe(2);
    for (const call of standIn!.calls) {
      expect(call.model).toBe('gemini-test-model');
      expect(call.apiKey).toBe('test-key');
      expect(call.body.generationConfig?.responseMimeType).toBe('application/json');
      expect(call.body.generationConfig?.responseJsonSchema).toMatchObject({
        type: 'object',
        required: ['overview', 'tips', 'days'],
      });
      expect(call.prompt).toContain('exactly 3 days');
      expect(call.prompt).toContain('Tokyo');
    }
    expect(standIn!.calls.filter(isBudget)).toHaveLength(1);
    expect(stages.slice(0, 2).sort()).toEqual(['budget-started', 'experience-started']);
    expect(stages.slice(2).sort()).toEqual(['budget-done', 'experience-done']);

    for (const itinerary of [trip.budgetItinerary, trip.experienceItinerary]) {
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
      expect(itinerary.destination).toBe('Tokyo, Japan');
      expect(itinerary.days.map((day) => day.day)).toEqual([1, 2, 3]);
      expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
      const labels = itinerary.extraCosts.map((cost) => cost.label);
      expect(labels).toContain('Philippine travel tax (economy)');
      expect(labels.some((label) => label.startsWith('Terminal fee'))).toBe(true);
      expect(labels.some((label) => label.startsWith('Round-trip flights MNL'))).toBe(true);
      expect(itinerary.tips).toContain(
        'Check visa requirements for Philippine passport holders on the Visa Help page (/visa-help).',
      );
      expect(itinerary.tips.some((tip) => /eTravel/.test(tip) && /72 hours/.test(tip))).toBe(true);
      expect(itinerary.tips.some((tip) => /Bureau of Immigration/.test(tip))).toBe(true);
      expect(itinerary.tips).toContain('Carry some cash for small restaurants.');
    }
  });

  it('tells the model our ids for the curated places and stay areas, and asks for the place of each line', async () => {
    const planner = await plannerAnswering(() => modelAnswer(plan()));
    await planner.generate(request);
    const budget = standIn!.calls.find(isBudget)!;
    expect(budget.prompt).toContain('Senso-ji and Nakamise-dori [jp-tokyo-senso-ji-and-nakamise-dori]');
    expect(budget.prompt).toContain('stay area: Asakusa / Ueno [jp-tokyo-asakusa-ueno]');
    const schema = JSON.stringify(budget.body.generationConfig?.responseJsonSchema);
    expect(schema).toContain('"place"');
    expect(schema).toContain('"id"');
  });

  it.each([0, 1, 5])(
    'counts exactly %i invented places, marks each on the line that names it and says how many in a tip',
    async (invented) => {
      const planner = await plannerAnswering(() => modelAnswer(tokyoPlan(request.duration, { invented })));
      const trip = await planner.generate(request);
      const say = phrasesFor('en');
      for (const itinerary of [trip.budgetItinerary, trip.experienceItinerary]) {
        expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
        expect(itinerary.unverifiedPlaceCount).toBe(invented);
        const marks = itinerary.days.flatMap((day) =>
          (day.unverifiedPlaces ?? []).map((mark) => ({ ...mark, lines: [...day.activities, ...day.meals] })),
        );
        expect(marks.map((mark) => mark.name).sort()).toEqual(INVENTED_PLACES.slice(0, invented).sort());
        for (const mark of marks) {
          expect(mark.lines).toContain(mark.line);
          expect(mark.line).toContain(mark.name);
        }
        const tips = itinerary.tips.filter((tip) => tip.includes('Not verified by Lakbay'));
        expect(tips).toEqual(invented ? [say('tip.unverifiedPlaces', { count: invented })] : []);
      }
    },
  );

  it('asks for Filipino free text for a Filipino plan, and adds its own lines in Filipino', async () => {
    const planner = await plannerAnswering(() => modelAnswer(plan()));
    const english = await planner.generate(request);
    const englishCalls = standIn!.calls.splice(0);
    const filipino = await planner.generate(request, { locale: 'fil' });

    for (const call of englishCalls) expect(call.prompt).not.toContain(LANGUAGE_INSTRUCTION.fil!);
    expect(standIn!.calls).toHaveLength(2);
    for (const call of standIn!.calls) {
      expect(call.prompt).toContain(LANGUAGE_INSTRUCTION.fil!);
      // Everything else the model is told stays the same, and the answer keeps its shape.
      expect(call.body.generationConfig?.responseJsonSchema).toEqual(
        englishCalls[0]!.body.generationConfig?.responseJsonSchema,
      );
    }

    const say = phrasesFor('fil');
    for (const kind of ['budgetItinerary', 'experienceItinerary'] as const) {
      const itinerary = filipino[kind];
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
      expect(itinerary.extraCosts.map((cost) => cost.amount)).toEqual(
        english[kind].extraCosts.map((cost) => cost.amount),
      );
      expect(itinerary.totalBudget).toBe(english[kind].totalBudget);
      expect(itinerary.extraCosts.map((cost) => cost.label)).toEqual([
        say('cost.flights', { from: 'MNL', country: 'Japan' }),
        say('cost.travelTax'),
        say('cost.terminalFee', { airport: 'MNL' }),
      ]);
      expect(itinerary.extraCosts[0]!.note).toMatch(/^Karaniwang pamasahe/);
      expect(itinerary.tips).toContain(say('tip.visaHelp'));
      expect(itinerary.tips.some((tip) => tip.startsWith('eTravel') && tip.includes('72 oras'))).toBe(true);
      expect(itinerary.tips.some((tip) => tip.startsWith('Departure check ng Bureau of Immigration'))).toBe(true);
      expect(itinerary.tips.some((tip) => tip.startsWith('Kinuwenta ang mga presyo gamit ang palitang 1 JPY'))).toBe(
        true,
      );
      expect(itinerary.tips.some((tip) => tip.startsWith('Prices were converted'))).toBe(false);
    }
  });

  it('says when the model went over the budget', async () => {
    const expensive = plan();
    expensive.days[0]!.costs.accommodation = 100_000;
    const planner = await plannerAnswering(() => modelAnswer(expensive));
    const { budgetItinerary } = await planner.generate(request);
    const over = budgetItinerary.totalBudget - request.budget;
    const [total, by] = [budgetItinerary.totalBudget, over].map((amount) => `₱${amount.toLocaleString('en-US')}`);
    expect(budgetItinerary.tips[0]).toBe(`This plan comes to ${total}, over your budget by ${by}.`);
    await standIn!.stop();

    const inFilipino = await plannerAnswering(() => modelAnswer(expensive));
    const filipino = (await inFilipino.generate(request, { locale: 'fil' })).budgetItinerary;
    expect(filipino.tips[0]).toBe(`Aabot sa ${total} ang planong ito, lampas ng ${by} sa budget mo.`);
  });

  it('maps malformed JSON to "Invalid response"', async () => {
    const planner = await plannerAnswering(() => modelAnswer('{"overview": "cut off'));
    const error = await failure(planner.generate(request));
    expect(error.message).toBe(english(plannerMessages.invalidResponse));
    expect(error.message).toContain('Invalid response');
  });

  it('maps JSON that breaks the schema, or has the wrong number of days, to "Invalid response"', async () => {
    const broken = await plannerAnswering((call) =>
      modelAnswer(isBudget(call) ? { ...plan(), days: [{ day: 1, title: '' }] } : plan()),
    );
    expect((await failure(broken.generate(request))).message).toContain('Invalid response');
    await standIn!.stop();

    const short = await plannerAnswering(() => modelAnswer(plan(2)));
    expect((await failure(short.generate(request))).message).toContain('Invalid response');
  });

  it('streams: hands on each day as soon as the stand-in wrote it, checked, for both plans', async () => {
    const planner = await plannerAnswering((call) =>
      streamedPlan(tokyoPlan(request.duration, { invented: isBudget(call) ? 1 : 0 }), { delayMs: 150 }),
    );
    const seen: { plan: string; index: number; at: number; day: Day }[] = [];
    const trip = await planner.generate(request, {
      onDay: ({ plan: kind, index, day }) => seen.push({ plan: kind, index, day, at: performance.now() }),
    });

    for (const kind of ['budget', 'experience'] as const) {
      const days = seen.filter((entry) => entry.plan === kind);
      expect(days.map((entry) => entry.index)).toEqual([0, 1, 2]);
      // Each day arrives with its own part, not with the whole answer.
      const call = standIn!.calls.find((entry) => isBudget(entry) === (kind === 'budget'))!.index;
      const writes = standIn!.writes.filter((write) => write.call === call);
      days.forEach((entry, index) => {
        expect(entry.at).toBeGreaterThanOrEqual(writes[index]!.at);
        if (index < 2) expect(entry.at).toBeLessThan(writes[index + 1]!.at);
      });
      // The streamed days are the plan's days, place marks included.
      expect(days.map((entry) => entry.day)).toEqual(trip[`${kind}Itinerary`].days);
    }
    expect(seen.find((entry) => entry.plan === 'budget')!.day.unverifiedPlaces).toEqual([
      { name: INVENTED_PLACES[0], line: `Visit ${INVENTED_PLACES[0]}` },
    ]);
  });

  it("fails a stream cut or broken midway with the catalogue's messages, after the days it sent", async () => {
    const cut = await plannerAnswering(() => streamedPlan(plan(), { delayMs: 10, cutAfter: 2 }));
    const days: number[] = [];
    const cutError = await failure(cut.generate(request, { onDay: ({ index }) => days.push(index) }));
    expect(cutError.message).toBe(english(plannerMessages.unavailable));
    expect(days).toContain(1);
    await standIn!.stop();

    const broken = await plannerAnswering(() => streamedPlan(plan(), { delayMs: 10, badPart: 1 }));
    expect((await failure(broken.generate(request))).message).toBe(english(plannerMessages.invalidResponse));
    await standIn!.stop();

    // A streamed day that breaks the schema, or one day too many, fails at once.
    const badDay = await plannerAnswering(() =>
      streamedPlan({ ...plan(), days: [plan().days[0], { day: 2, title: '' }, plan().days[2]] }, { delayMs: 10 }),
    );
    expect((await failure(badDay.generate(request))).message).toBe(english(plannerMessages.invalidResponse));
    await standIn!.stop();

    const tooLong = await plannerAnswering(() => streamedPlan(plan(4), { delayMs: 10 }));
    const early: number[] = [];
    expect((await failure(tooLong.generate(request, { onDay: ({ index }) => early.push(index) }))).message).toBe(
      english(plannerMessages.invalidResponse),
    );
    expect(Math.max(...early)).toBe(2);
  });

  it('reads any split of the streamed answer as the whole plan, and any damage as "Invalid response" (fuzzed)', async () => {
    const text = JSON.stringify(plan());
    // The answer cut into random parts, and maybe cut short or with one character changed.
    const stream = fc.record({
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }),
      damage: fc.option(
        fc.oneof(
          fc.record({ end: fc.integer({ min: 0, max: text.length - 1 }) }),
          fc.record({
            at: fc.integer({ min: 0, max: text.length - 1 }),
            char: fc.constantFrom('"', '{', ']', 'x', ','),
          }),
        ),
      ),
    });
    const expected = await (await plannerAnswering(() => modelAnswer(plan()))).generate(request);
    await standIn!.stop();
    await fc.assert(
      fc.asyncProperty(stream, async ({ cuts, damage }) => {
        const answer =
          damage && 'end' in damage
            ? text.slice(0, damage.end)
            : damage
              ? text.slice(0, damage.at) + damage.char + text.slice(damage.at + 1)
              : text;
        const bounds = [0, ...cuts.filter((cut) => cut < answer.length).sort((a, b) => a - b), answer.length];
        const parts = bounds.slice(1).map((end, index) => answer.slice(bounds[index], end));
        const fuzzed = await plannerAnswering(() => ({ parts, delayMs: 0 }));
        const days = { budget: [] as number[], experience: [] as number[] };
        const outcome = await fuzzed
          .generate(request, { onDay: ({ plan: kind, index }) => days[kind].push(index) })
          .then(
            (trip) => ({ trip }),
            (error: unknown) => ({ error }),
          );
        await standIn!.stop();
        const wellFormed = (() => {
          try {
            return JSON.parse(answer) as unknown;
          } catch {
            return undefined;
          }
        })();
        if (answer === text) expect(outcome).toEqual({ trip: expected });
        // Broken JSON never makes a plan; a changed letter may, when the JSON still fits the schema.
        if (wellFormed === undefined) expect('error' in outcome).toBe(true);
        if ('error' in outcome) {
          expect(outcome.error).toBeInstanceOf(AppError);
          expect((outcome.error as AppError).message).toBe(english(plannerMessages.invalidResponse));
        }
        // Each plan's days arrive in order, never twice, and never more than asked for.
        for (const indexes of Object.values(days)) {
          expect(indexes).toEqual(indexes.map((_, index) => index));
          expect(indexes.length).toBeLessThanOrEqual(request.duration);
        }
      }),
      { numRuns: 40, seed: 20261127 },
    );
  });

  it('retries a 429 with backoff and then succeeds', async () => {
    const seen = new Set<boolean>();
    const planner = await plannerAnswering((call) => {
      const budget = isBudget(call);
      if (!seen.has(budget)) {
        seen.add(budget);
        return apiError(429, 'Resource has been exhausted (e.g. check quota).');
      }
      return modelAnswer(plan());
    });
    const trip = await planner.generate(request);
    expect(trip.budgetItinerary.days).toHaveLength(3);
    expect(standIn!.calls).toHaveLength(4);
  });

  it('gives up on a 503 that persists after the configured attempts: "temporarily unavailable"', async () => {
    const planner = await plannerAnswering(() => apiError(503, 'The model is overloaded. Please try again later.'));
    const error = await failure(planner.generate(request));
    expect(error.message).toBe(english(plannerMessages.unavailable));
    expect(error.message).toContain('temporarily unavailable');
    expect(error.status).toBe(503);
    // 3 attempts per itinerary at most; the second may be cancelled once the first has failed.
    expect(standIn!.calls.length).toBeGreaterThanOrEqual(3);
    expect(standIn!.calls.length).toBeLessThanOrEqual(6);
  });

  it('does not retry other failures (500)', async () => {
    const planner = await plannerAnswering(() => apiError(500, 'Internal error encountered.'));
    const error = await failure(planner.generate(request));
    expect(error.message).toContain('temporarily unavailable');
    expect(standIn!.calls.length).toBeLessThanOrEqual(2);
  });

  it('stops at the overall deadline when the service does not answer', async () => {
    const planner = await plannerAnswering(() => 'hang', { deadlineMs: 300 });
    const started = performance.now();
    const error = await failure(planner.generate(request));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error.message).toBe(english(plannerMessages.deadline));
    expect(error.message).toContain('temporarily unavailable');
  });

  it('stops at the deadline, and when the client goes away, in the middle of a stream too', async () => {
    const slow = () => streamedPlan(plan(), { delayMs: 10_000 });
    const late = await plannerAnswering(slow, { deadlineMs: 300 });
    const started = performance.now();
    const days: number[] = [];
    const error = await failure(late.generate(request, { onDay: ({ index }) => days.push(index) }));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error.message).toBe(english(plannerMessages.deadline));
    expect(days).toEqual([0, 0]);
    await standIn!.stop();

    const left = await plannerAnswering(slow);
    const controller = new AbortController();
    const generating = left.generate(request, { signal: controller.signal, onDay: () => controller.abort() });
    expect((await failure(generating)).message).toBe(english(plannerMessages.cancelled));
  });

  it('reports a rejected key as an "API key" problem without retrying', async () => {
    const planner = await plannerAnswering(() =>
      apiError(400, 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID'),
    );
    const error = await failure(planner.generate(request));
    expect(error.message).toBe(english(plannerMessages.apiKey));
    expect(error.message).toContain('API key');
    expect(standIn!.calls.length).toBeLessThanOrEqual(2);
  });

  it('stops when the client goes away', async () => {
    const planner = await plannerAnswering(() => 'hang');
    const controller = new AbortController();
    const generating = planner.generate(request, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(generating)).message).toBe(english(plannerMessages.cancelled));
  });
});
