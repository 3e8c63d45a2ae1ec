// Renders the benchmark's targeted figures as one SVG bar chart (no
// dependencies): each bar is the share of its target a figure uses, so every
// bar left of the 100 % line meets its target, whatever its unit.
import { describeTarget, formatNumber, meets, shareOfTarget, type Measurement, type Target } from './stats.js';

const ROW_HEIGHT = 24;
const LABEL_WIDTH = 330;
const BAR_WIDTH = 380;
const VALUE_WIDTH = 190;
const TOP = 56;
/** Bars are drawn up to twice their target; a longer one is cut and marked. */
const SCALE_MAX = 2;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderChart(measurements: readonly Measurement[], title: string): string {
  const targeted = measurements.filter((m): m is Measurement & { target: Target } => m.target !== undefined);
  const height = TOP + targeted.length * ROW_HEIGHT + 40;
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const x100 = LABEL_WIDTH + BAR_WIDTH / SCALE_MAX;
  const rows = targeted.map((m, index) => {
    const y = TOP + index * ROW_HEIGHT;
    const share = shareOfTarget(m.value, m.target);
    const length = (Math.min(share, SCALE_MAX) / SCALE_MAX) * BAR_WIDTH;
    const colour = meets(m.value, m.target) ? '#0e7f77' : '#c63508';
    const label = `${m.section}: ${m.metric}`;
    const value = `${formatNumber(m.value)}${m.unit ? ` ${m.unit}` : ''} (${describeTarget(m.target, m.unit)})`;
    return [
      `<text x="${LABEL_WIDTH - 8}" y="${y + 16}" text-anchor="end">${escapeXml(label)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${length.toFixed(1)}" height="${ROW_HEIGHT - 8}" fill="${colour}"/>`,
      share > SCALE_MAX
        ? `<text x="${LABEL_WIDTH + BAR_WIDTH - 4}" y="${y + 16}" text-anchor="end" fill="white">»</text>`
        : '',
      `<text x="${LABEL_WIDTH + BAR_WIDTH + 8}" y="${y + 16}">${escapeXml(value)}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="12" y="42" fill="#555">Share of each target used: a bar left of the 100 % line meets its target (teal met, coral missed).</text>`,
    ...rows,
    `<line x1="${x100}" y1="${TOP - 4}" x2="${x100}" y2="${height - 30}" stroke="#333" stroke-dasharray="4 3"/>`,
    `<text x="${x100}" y="${height - 14}" text-anchor="middle">100 %</text>`,
    `<text x="${LABEL_WIDTH}" y="${height - 14}" text-anchor="middle">0</text>`,
    `<text x="${LABEL_WIDTH + BAR_WIDTH}" y="${height - 14}" text-anchor="middle">200 %</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
