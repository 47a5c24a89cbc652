import { vars } from '../../../ui/theme.css';
import { longestWord, wrapLabel } from './chartData';

/** Axis text, in pixels: 12 px type averages under 7 px a character. */
const FONT_PX = 12;
const CHAR_PX = 6.8;
const LINE_PX = 14;
/** Up to this many characters share a line of a wrapped name. */
const WRAP_CHARACTERS = 16;
const ANGLE_DEGREES = 40;
/** recharts' own class for tick text, which custom ticks replace: tests and styles find it. */
const TICK_CLASS = 'recharts-cartesian-axis-tick-value';

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

function wrapWidth(companies: readonly string[]): number {
  return Math.max(WRAP_CHARACTERS, longestWord(companies));
}

/** Room for the wrapped names down the side of a bar chart. */
export function wrappedAxisWidth(companies: readonly string[]): number {
  const longest = Math.max(0, ...companies.map((name) => name.length));
  return Math.ceil(Math.min(longest, wrapWidth(companies)) * CHAR_PX) + 12;
}

/** A company name in full, wrapped over lines and centred on its bars. */
export function WrappedTick({ x = 0, y = 0, payload }: TickProps) {
  const name = String(payload?.value ?? '');
  const lines = wrapLabel(name, WRAP_CHARACTERS);
  const top = Number(y) - ((lines.length - 1) * LINE_PX) / 2;
  return (
    <text
      className={TICK_CLASS}
      x={Number(x) - 6}
      y={top}
      textAnchor="end"
      fill={vars.color.textMuted}
      fontSize={FONT_PX}
    >
      {lines.map((line, index) => (
        <tspan key={line} x={Number(x) - 6} y={top + index * LINE_PX} dy="0.35em">
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Room under a line chart for its angled names. */
export function angledAxisHeight(companies: readonly string[]): number {
  const longest = Math.max(0, ...companies.map((name) => name.length));
  return Math.ceil(longest * CHAR_PX * Math.sin((ANGLE_DEGREES * Math.PI) / 180)) + 24;
}

/**
 * Room left of the plot for the first company's angled name, which reaches back past
 * the y axis (`besideAxis` pixels: its width and the axis padding).
 */
export function angledLabelMargin(companies: readonly string[], besideAxis: number): number {
  const first = companies[0]?.length ?? 0;
  const reach = Math.ceil(first * CHAR_PX * Math.cos((ANGLE_DEGREES * Math.PI) / 180));
  return Math.max(5, reach - besideAxis + 8);
}

/** A company name in full, angled so neighbours do not overlap. */
export function AngledTick({ x = 0, y = 0, payload }: TickProps) {
  return (
    <text
      className={TICK_CLASS}
      x={Number(x)}
      y={Number(y) + 8}
      textAnchor="end"
      fill={vars.color.textMuted}
      fontSize={FONT_PX}
      transform={`rotate(-${ANGLE_DEGREES} ${Number(x)} ${Number(y) + 8})`}
    >
      {String(payload?.value ?? '')}
    </text>
  );
}
