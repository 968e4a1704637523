import { formatShortDate } from '../../../lib/dates';
import type { WeekCount } from './trend';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekLabel = (start: Date) => `${start.getDate()} ${MONTHS[start.getMonth()]}`;

/** A round top for the scale: 1, 2 or 5 times a power of ten. */
function scaleTop(max: number) {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/**
 * Records per week as grouped bars in plain SVG (a chart library measured 22 to 71 KB gzipped for
 * this one chart), drawn for the eye only; the table beside it carries the same figures for a screen
 * reader. The bars stretch with the panel; the texts are HTML, so they stay legible at 390 px.
 */
export function WeekChart({
  title,
  series,
  weeks,
}: {
  title: string;
  series: readonly { name: string; className: string }[];
  weeks: readonly WeekCount[];
}) {
  const top = scaleTop(Math.max(0, ...weeks.flatMap((week) => week.counts)));
  const slot = 100 / weeks.length;
  const bar = (slot * 0.8) / series.length;
  return (
    <figure className="week-chart">
      <figcaption className="week-chart-title">{title}</figcaption>
      <div className="week-chart-legend" aria-hidden="true">
        {series.map((one) => (
          <span key={one.name}>
            <span className={`week-chart-key ${one.className}`} />
            {one.name}
          </span>
        ))}
      </div>
      <div className="week-chart-plot" aria-hidden="true">
        <span className="week-chart-top">{top}</span>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          {weeks.map((week, index) =>
            week.counts.map((count, which) => (
              <rect
                key={`${index}-${which}`}
                className={series[which]!.className}
                x={index * slot + slot * 0.1 + which * bar}
                width={bar}
                y={100 - (count / top) * 100}
                height={(count / top) * 100}
              />
            )),
          )}
        </svg>
        <div className="week-chart-weeks">
          {weeks.map((week) => (
            <span key={week.start.getTime()}>{weekLabel(week.start)}</span>
          ))}
        </div>
      </div>
      {/* The box is hidden, not the table: a table is never narrower than its cells, and at 390 px this one made the page scroll sideways. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {series.map((one) => (
                <th key={one.name} scope="col">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start.getTime()}>
                <th scope="row">{formatShortDate(week.start)}</th>
                {week.counts.map((count, which) => (
                  <td key={which}>{count}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
