import type { MonthSales } from "../../../../domain/api/admin.ts";
import { formatCompactUYU, formatUYU } from "../../../../domain/money.ts";

const W = 720;
const H = 270;
const PAD = { top: 24, right: 8, bottom: 46, left: 56 };

/** Round the axis to a pleasant figure: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/**
 * The last 12 months of approved sales as bars (an SVG drawn here: no chart library for twelve bars). The
 * picture is described in words; the same figures are in the table the dashboard puts after it.
 */
export function SalesChart({ months, tableId }: { months: readonly MonthSales[]; tableId: string }) {
  const max = niceMax(Math.max(...months.map((m) => m.total)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / months.length;
  const bar = Math.min(40, slot * 0.62);
  const best = months.reduce((a, b) => (b.total > a.total ? b : a), months[0]!);
  const summary =
    best.total > 0
      ? `Ventas aprobadas por mes, de ${months[0]?.label} a ${months.at(-1)?.label}. El mejor mes fue ${best.label} con ${formatUYU(best.total)}. Las cifras están en la tabla siguiente.`
      : "Todavía no hay ventas aprobadas en los últimos 12 meses.";
  return (
    <svg className="admin-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} aria-describedby={tableId}>
      {[0.2, 0.4, 0.6, 0.8, 1].map((f) => {
        const y = PAD.top + innerH * (1 - f);
        return (
          <g key={f} className="admin-chart__grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} />
            <text x={PAD.left - 8} y={y + 4} textAnchor="end">
              {formatCompactUYU(max * f)}
            </text>
          </g>
        );
      })}
      <line
        className="admin-chart__axis"
        x1={PAD.left}
        x2={W - PAD.right}
        y1={PAD.top + innerH}
        y2={PAD.top + innerH}
      />
      {months.map((m, i) => {
        const h = (m.total / max) * innerH;
        const x = PAD.left + slot * i + (slot - bar) / 2;
        const current = i === months.length - 1;
        return (
          <g key={m.month} className={current ? "admin-chart__bar admin-chart__bar--current" : "admin-chart__bar"}>
            <rect x={x} y={PAD.top + innerH - h} width={bar} height={Math.max(h, m.total > 0 ? 2 : 0)} rx={4} />
            <text className="admin-chart__label" x={x + bar / 2} y={H - PAD.bottom + 18} textAnchor="middle">
              {m.label.split(" ")[0]}
              <tspan x={x + bar / 2} dy={14} className="admin-chart__year">
                {m.label.split(" ")[1]}
              </tspan>
            </text>
            {m.total > 0 && (
              <text className="admin-chart__value" x={x + bar / 2} y={PAD.top + innerH - h - 6} textAnchor="middle">
                {formatCompactUYU(m.total)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
