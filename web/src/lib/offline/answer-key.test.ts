import { describe, expect, it } from 'vitest';

import { answerKey } from './answer-key';

describe('answerKey', () => {
  it('finds the same saved answer whatever order the variables come in', () => {
    expect(answerKey('SavedTrip', { id: 3, filter: { b: 1, a: [{ y: 2, x: 1 }] } })).toBe(
      answerKey('SavedTrip', { filter: { a: [{ x: 1, y: 2 }], b: 1 }, id: 3 }),
    );
  });

  it('keeps different operations and different variables apart', () => {
    expect(answerKey('SavedTrip', { id: 3 })).not.toBe(answerKey('SavedTrip', { id: 4 }));
    expect(answerKey('SavedTrip', { id: 3 })).not.toBe(answerKey('TripReadiness', { id: 3 }));
    expect(answerKey('CurrentUser')).toBe('CurrentUser:{}');
  });
});
