import { describe, expect, it } from 'vitest';

import { dayParts, durationText, type RouteStop } from '@/entities/trip/utils/route';

const stop = (line: string, kind: RouteStop['kind'] = 'activity'): RouteStop => ({
  kind,
  line,
  name: line.split(':')[0]!,
  slot: 'morning',
  start: '09:00',
  minutes: 60,
  cost: 0,
});

describe("a day's parts on screen", () => {
  it('puts the lines its stops stand for on the route and keeps the others as lines', () => {
    const parts = dayParts({
      activities: ['Fly from Manila', 'Senso-ji: the old temple', 'Check out'],
      meals: ['Lunch: Gyoza Lou (gyoza)', 'Dinner: local eateries in Tokyo'],
      stops: [stop('Senso-ji: the old temple'), stop('Lunch: Gyoza Lou (gyoza)', 'meal')],
    });
    expect(parts.routed).toBe(true);
    expect(parts.activities).toEqual(['Fly from Manila', 'Check out']);
    expect(parts.meals).toEqual(['Dinner: local eateries in Tokyo']);
  });

  it('shows a day planned before stops as it is', () => {
    const day = { activities: ['Walk around Asakusa'], meals: ['Lunch: ramen'], stops: null };
    expect(dayParts(day)).toEqual({ stops: [], routed: false, activities: day.activities, meals: day.meals });
  });

  it('says how long in hours and minutes', () => {
    const units = { hours: 'h', minutes: 'min' };
    expect(durationText(45, units)).toBe('45 min');
    expect(durationText(120, units)).toBe('2 h');
    expect(durationText(90, units)).toBe('1 h 30 min');
  });
});
