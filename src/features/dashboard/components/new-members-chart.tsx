import { useTheme } from '@mui/material/styles';
import { countTicks, labelEvery } from '../rules/chart-scale';

type NewMembersChartProps = {
  /** What the chart shows (its accessible name). */
  label: string;
  labels: string[];
  counts: number[];
  formatNumber: (value: number) => string;
};

const WIDTH = 640;
const HEIGHT = 260;
const AXIS = 48;
const TOP = 12;
const BOTTOM = 28;
/** Room for about this many labels under the bars. */
const LABEL_ROOM = 10;

/**
 * New members per day or month as bars, drawn as plain SVG (no chart library on the admin's first
 * screen). Time runs right to left in a right-to-left language, the count axis on the right.
 */
export function NewMembersChart({ label, labels, counts, formatNumber }: NewMembersChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const ticks = countTicks(Math.max(0, ...counts));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = WIDTH - AXIS;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const plotStart = rtl ? 0 : AXIS;
  const band = plotWidth / Math.max(1, counts.length);
  const every = labelEvery(counts.length, LABEL_ROOM);
  const yOf = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const xOf = (index: number) =>
    rtl ? plotStart + plotWidth - (index + 1) * band : plotStart + index * band;
  const text = { fill: theme.palette.text.secondary, fontSize: 12 } as const;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ display: 'block', maxHeight: HEIGHT }}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plotStart}
            x2={plotStart + plotWidth}
            y1={yOf(tick)}
            y2={yOf(tick)}
            stroke={theme.palette.divider}
          />
          <text
            {...text}
            x={rtl ? WIDTH - 6 : AXIS - 6}
            y={yOf(tick)}
            textAnchor={rtl ? 'start' : 'end'}
            direction={theme.direction}
            dominantBaseline="middle"
          >
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {counts.map((count, index) => {
        const name = labels[index] ?? '';
        return (
          <g key={name || index}>
            <rect
              x={xOf(index) + band * 0.15}
              width={band * 0.7}
              y={yOf(count)}
              height={Math.max(0, TOP + plotHeight - yOf(count))}
              rx={2}
              fill={theme.palette.primary.main}
            >
              <title>{`${name}: ${formatNumber(count)}`}</title>
            </rect>
            {index % every === (counts.length - 1) % every && (
              <text
                {...text}
                x={xOf(index) + band / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                direction={theme.direction}
              >
                {name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
