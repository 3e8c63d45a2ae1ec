// The generation toast (docs/product/trip-planning.md) picks its text by the planner failure's
// reason, which reads the same whatever language the server wrote the message in.
import { beforeAll, describe, expect, it } from 'vitest';

import { generationErrorMessage } from '@/features/trip-generation/api/generate-trip';
import { ApiError } from '@/lib/failure';
import { i18n, startI18n } from '@/lib/i18n';

describe('generationErrorMessage', () => {
  beforeAll(async () => {
    startI18n('fil');
    await i18n.loadNamespaces('generation');
  });

  const streamError = (message: string, reason?: string) =>
    new ApiError(200, JSON.stringify({ message, code: 'SERVICE_UNAVAILABLE', ...(reason ? { reason } : {}) }));

  it("picks the toast by the planner failure's reason, not by the words of a Filipino message", async () => {
    const fil = await import('@/locales/fil/generation.json');
    // None of these Filipino messages contains "API key", "Invalid response" or "temporarily unavailable".
    expect(generationErrorMessage(streamError('Mali ang susi ng serbisyong AI.', 'apiKey'))).toBe(fil.generate.apiKey);
    expect(generationErrorMessage(streamError('Hindi wasto ang sagot.', 'invalidResponse'))).toBe(
      fil.generate.invalidResponse,
    );
    for (const reason of ['unavailable', 'deadline', 'busy', 'noData']) {
      expect(generationErrorMessage(new ApiError(503, JSON.stringify({ message: 'Hindi magamit.', reason })))).toBe(
        fil.generate.unavailable,
      );
    }
  });

  it('shows any other message as it came, and the default when no answer came', async () => {
    const fil = await import('@/locales/fil/generation.json');
    expect(generationErrorMessage(streamError('Kinansela ang paggawa ng biyahe.', 'cancelled'))).toBe(
      'Kinansela ang paggawa ng biyahe.',
    );
    expect(generationErrorMessage(new ApiError(400, JSON.stringify({ message: 'Kailangan ang badyet.' })))).toBe(
      'Kailangan ang badyet.',
    );
    expect(generationErrorMessage(new TypeError('Failed to fetch'))).toBe(fil.generate.failed);
  });
});
