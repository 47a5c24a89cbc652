import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalysisResult } from '../../../../sync/contract/customer';
import { vars } from '../../../ui/theme.css';
import {
  AngledTick,
  angledAxisHeight,
  angledLabelMargin,
  WrappedTick,
  wrappedAxisWidth,
} from './AxisTicks';
import * as styles from './analysis.css';
import {
  type BarRef,
  barChartHeight,
  chartSeries,
  chartSummary,
  companyRows,
  pieSlices,
} from './chartData';

/**
 * The graph of a graph analysis, drawn with recharts. This module is the only one that
 * imports recharts, and it is loaded lazily (GraphResult), so no other chunk carries it.
 * Screen readers get the summary as the chart's name and the numbers from the data
 * table beside it; the SVG itself is not keyboard-focusable (accessibilityLayer off),
 * so the table's cells are the keyboard's way to a bar's answers. Company names are
 * never shortened: bars lie on their side with names wrapped down the side, and a
 * line chart's names are angled.
 */

// Theme colours as `var(--…)` strings: SVG presentation attributes resolve them.
const PALETTE = [
  vars.color.accent,
  vars.color.success,
  vars.color.warning,
  vars.color.info,
  vars.color.danger,
  vars.color.neutral,
];
const colorAt = (index: number) => PALETTE[index % PALETTE.length];

const AXIS_TICK = { fill: vars.color.textMuted, fontSize: 12 };
const TOOLTIP = {
  contentStyle: {
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  labelStyle: { color: vars.color.text },
  itemStyle: { color: vars.color.text },
  cursor: { fill: vars.color.surfaceHover },
};
const LEGEND_STYLE = { color: vars.color.textMuted, fontSize: 12 };
const CHART_STYLE = { width: '100%', height: '100%' };
const LINE_AXIS_PADDING = { left: 24, right: 24 };
const Y_AXIS_WIDTH = 32;

type ChartResult = Pick<AnalysisResult, 'graphType' | 'companies' | 'series'>;

export function AnalysisChart({
  result,
  onOpenBar,
}: {
  result: ChartResult;
  /** Pressing a bar or a line's point opens the answers it counts (the data table does so for every chart). */
  onOpenBar?: (bar: BarRef) => void;
}) {
  return (
    <div
      role="img"
      aria-label={chartSummary(result)}
      className={styles.chart}
      style={result.graphType === 'bar' ? { height: barChartHeight(result) } : undefined}
    >
      <ChartOf result={result} onOpenBar={onOpenBar} />
    </div>
  );
}

function ChartOf({
  result,
  onOpenBar,
}: {
  result: ChartResult;
  onOpenBar?: (bar: BarRef) => void;
}) {
  const series = chartSeries(result);
  if (result.graphType === 'pie') {
    const slices = pieSlices(result).map((slice) => ({
      ...slice,
      fill: colorAt(Number(slice.key.slice(1))),
    }));
    return (
      <PieChart responsive style={CHART_STYLE} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius="45%"
          outerRadius="80%"
          stroke={vars.color.surface}
          label={{ fill: vars.color.text, fontSize: 12 }}
          isAnimationActive={false}
        />
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={LEGEND_STYLE} itemSorter={null} />
      </PieChart>
    );
  }
  const rows = companyRows(result);
  const shared = (
    <>
      <Tooltip {...TOOLTIP} />
      <Legend wrapperStyle={LEGEND_STYLE} itemSorter={null} />
    </>
  );
  if (result.graphType === 'line') {
    const openPoint = (seriesIndex: number) =>
      onOpenBar && ((companyIndex: number) => onOpenBar({ seriesIndex, companyIndex }));
    return (
      <LineChart
        responsive
        style={CHART_STYLE}
        data={rows}
        accessibilityLayer={false}
        margin={{
          top: 5,
          right: 5,
          bottom: 5,
          left: angledLabelMargin(result.companies, Y_AXIS_WIDTH + LINE_AXIS_PADDING.left),
        }}
      >
        <CartesianGrid stroke={vars.color.border} vertical={false} />
        <XAxis
          dataKey="company"
          tick={AngledTick}
          height={angledAxisHeight(result.companies)}
          stroke={vars.color.borderStrong}
          interval={0}
          // A line's end points sit on the plot's edges: room for their company labels.
          padding={LINE_AXIS_PADDING}
        />
        <YAxis
          allowDecimals={false}
          tick={AXIS_TICK}
          stroke={vars.color.borderStrong}
          width={Y_AXIS_WIDTH}
        />
        {shared}
        {series.map((entry, index) => (
          <Line
            key={entry.key}
            dataKey={entry.key}
            name={entry.label}
            stroke={colorAt(index)}
            strokeWidth={2}
            dot={(dot) => (
              <OpenableDot
                key={dot.index}
                {...dot}
                r={4}
                fill={colorAt(index)}
                onOpen={openPoint(index)}
              />
            )}
            // The hovered point is drawn on top of its dot, so it must open the answers too.
            activeDot={(dot) => (
              <OpenableDot {...dot} r={6} fill={colorAt(index)} onOpen={openPoint(index)} />
            )}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart
      responsive
      style={CHART_STYLE}
      data={rows}
      layout="vertical"
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={vars.color.border} horizontal={false} />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={AXIS_TICK}
        stroke={vars.color.borderStrong}
      />
      <YAxis
        type="category"
        dataKey="company"
        tick={WrappedTick}
        width={wrappedAxisWidth(result.companies)}
        stroke={vars.color.borderStrong}
        interval={0}
      />
      {shared}
      {series.map((entry, index) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={entry.label}
          fill={colorAt(index)}
          radius={[0, 4, 4, 0]}
          cursor={onOpenBar ? 'pointer' : undefined}
          onClick={(_data, companyIndex) => onOpenBar?.({ seriesIndex: index, companyIndex })}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** A line's point that, like a bar, opens the answers it counts when pressed. */
function OpenableDot({
  cx,
  cy,
  r,
  fill,
  index,
  onOpen,
}: {
  cx?: number;
  cy?: number;
  r: number;
  fill?: string;
  index: number;
  onOpen?: (companyIndex: number) => void;
}) {
  if (cx === undefined || cy === undefined) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the data table's cells open the same answers from the keyboard
    <circle
      cx={cx}
      cy={cy}
      r={r}
      fill={fill}
      cursor={onOpen ? 'pointer' : undefined}
      onClick={onOpen && (() => onOpen(index))}
    />
  );
}
