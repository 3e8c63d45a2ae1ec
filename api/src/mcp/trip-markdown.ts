// A saved trip as Markdown, for the `lakbay://trips/{id}` resource: what an AI assistant reads
// to talk about the trip. The itinerary's own text stays as it was planned or written.
import type { Itinerary } from '@lakbay/validation/itinerary';
import { MONTH_NAMES } from '../domain/itinerary/trip-request.js';
import type { Trip } from '../generated/prisma/client.js';

const amount = (value: number, currency: string) => `${value.toLocaleString('en')} ${currency}`;
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`);

export function tripMarkdown(trip: Trip, itinerary: Itinerary): string {
  const when = trip.startDate ? `from ${trip.startDate.toISOString().slice(0, 10)}` : 'dates not set';
  const kind = trip.savedType === 'experience' ? 'Experience-Focused' : 'Budget-Focused';
  const lines = [
    `# ${itinerary.destination}`,
    '',
    `- Trip ${trip.id} (${trip.status}): ${trip.duration} days in ${MONTH_NAMES[trip.travelMonth - 1]}, ${when}, flying from ${trip.originAirport}`,
    `- Budget: ${amount(trip.budget, trip.currency)}; this plan totals ${amount(itinerary.totalBudget, itinerary.currency)}`,
    `- Interests: ${trip.preferences.join(', ') || 'none given'}`,
    `- Itinerary: ${kind}`,
    '',
    itinerary.overview,
  ];
  for (const day of itinerary.days) {
    const { accommodation, meals, activities, transportation } = day.costs;
    lines.push('', `## Day ${day.day}: ${day.title}`, '', ...bullets(day.activities));
    if (day.meals.length) lines.push('', `Meals: ${day.meals.join('; ')}`);
    if (day.accommodation) lines.push('', `Stay: ${day.accommodation}`);
    if (day.transportation) lines.push('', `Getting around: ${day.transportation}`);
    lines.push(
      '',
      `Costs (${itinerary.currency}): stay ${accommodation}, meals ${meals}, activities ${activities}, transport ${transportation}`,
    );
  }
  if (itinerary.extraCosts.length) {
    lines.push('', '## Other costs', '');
    lines.push(
      ...bullets(
        itinerary.extraCosts.map(
          (cost) => `${cost.label}: ${amount(cost.amount, itinerary.currency)}${cost.note ? ` (${cost.note})` : ''}`,
        ),
      ),
    );
  }
  if (itinerary.tips.length) lines.push('', '## Tips', '', ...bullets(itinerary.tips));
  return `${lines.join('\n')}\n`;
}
