import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { toast } from '@/lib/toast';
import {
  generateTrip,
  generationErrorMessage,
  type GeneratedTrip,
  type ItineraryKind,
  type PlannedDay,
  type PlannerStage,
} from '@/features/trip-generation/api/generate-trip';
import type { Day } from '@lakbay/validation/itinerary';
import { useSignInToGenerate } from '@/features/trip-generation/hooks/use-sign-in-to-generate';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { readFailure } from '@/lib/failure';
import { i18n } from '@/lib/i18n';

export type ItineraryStatus = 'waiting' | 'planning' | 'ready';

export interface GenerationProgress {
  /** Date.now() when the request left. */
  startedAt: number;
  stages: Record<ItineraryKind, ItineraryStatus>;
  /** The days planned so far, each at its index (a gap until its day arrives). */
  days: Record<ItineraryKind, (Day | undefined)[]>;
  /** How many days each itinerary has. */
  duration: number;
}

export type GenerationState =
  | { status: 'idle' }
  | { status: 'pending'; progress: GenerationProgress }
  | { status: 'done'; trip: GeneratedTrip; request: TripRequest };

const advance = (progress: GenerationProgress, stage: PlannerStage): GenerationProgress => {
  const [kind, step] = stage.split('-') as [ItineraryKind, 'started' | 'done'];
  return { ...progress, stages: { ...progress.stages, [kind]: step === 'done' ? 'ready' : 'planning' } };
};

const withDay = (progress: GenerationProgress, { plan, index, day }: PlannedDay): GenerationProgress => {
  const days = [...progress.days[plan]];
  days[index] = day;
  return { ...progress, days: { ...progress.days, [plan]: days } };
};

/**
 * docs/product/trip-planning.md: idle, pending (with the stages and the days the
 * server streams), then the result or an error toast; the days shown while
 * pending are dropped when the generation fails. A 401 (the session ended while
 * the form was open) takes the anonymous path: sign in, then come back.
 */
export function useTripGeneration() {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const signInToGenerate = useSignInToGenerate();
  const { cache } = useApolloClient();
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page stops the request, and with it the server's work.
  useEffect(() => () => inFlight.current?.abort(), []);

  const generate = async (request: TripRequest) => {
    const controller = new AbortController();
    inFlight.current = controller;
    setState({
      status: 'pending',
      progress: {
        startedAt: Date.now(),
        stages: { budget: 'waiting', experience: 'waiting' },
        days: { budget: [], experience: [] },
        duration: request.duration,
      },
    });
    const update = (change: (progress: GenerationProgress) => GenerationProgress) =>
      setState((current) =>
        current.status === 'pending' ? { ...current, progress: change(current.progress) } : current,
      );
    try {
      const trip = await generateTrip(request, {
        signal: controller.signal,
        onStage: (stage) => update((progress) => advance(progress, stage)),
        onDay: (day) => update((progress) => withDay(progress, day)),
      });
      setState({ status: 'done', trip, request });
      toast({ type: 'success', title: i18n.t('generation:generate.success') });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'idle' });
      if (readFailure(error).code === 'UNAUTHENTICATED') {
        // The cached user is stale: without it /auth shows the login form instead of sending them back here.
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
        signInToGenerate(request);
      } else {
        toast({
          type: 'error',
          title: i18n.t('generation:generate.errorTitle'),
          description: generationErrorMessage(error),
        });
      }
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const reset = () => setState({ status: 'idle' });

  return { state, generate, reset };
}
