// A small 30-day chart in plain SVG (no chart library): bars or a line, a y axis with 0 and
// the maximum, the first/middle/last dates on the x axis, and an accessible title and summary.
import { useId } from "react";
import { formatNumber } from "@/lib/format";

export type Point = { label: string; value: number };

const W = 320;
const H = 140;
const PAD = { top: 10, right: 8, bottom: 22, left: 34 };

export function MiniChart({
  kind,
  points,
  title,
  summary,
  testId,
}: {
  kind: "bar" | "line";
  points: Point[];
  title: string;
  summary: string;
  testId?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const xCenter = (i: number) => PAD.left + step * i + step / 2;
  const ticks = points.length ? [0, Math.floor((points.length - 1) / 2), points.length - 1] : [];

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      data-testid={testId}
      direction="ltr"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      <g className="text-base-content/50" fill="currentColor" fontSize="9">
        <text x={PAD.left - 4} y={y(max) + 3} textAnchor="end">
          {formatNumber(max)}
        </text>
        <text x={PAD.left - 4} y={y(0) + 3} textAnchor="end">
          {formatNumber(0)}
        </text>
        {[...new Set(ticks)].map((i) => (
          <text
            key={i}
            x={xCenter(i)}
            y={H - 6}
            textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
          >
            {/* Arabic dates carry a right-to-left mark ("27\u200f/11") that scrambles them in this left-to-right axis. */}
            {points[i].label.replace(/[\u200e\u200f\u061c]/g, "")}
          </text>
        ))}
      </g>
      <g className="text-base-300" stroke="currentColor" strokeWidth="1">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(max)} y2={y(max)} strokeDasharray="3 3" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} />
      </g>
      {kind === "bar" ? (
        <g className="text-primary" fill="currentColor">
          {points.map((p, i) => (
            <rect
              key={i}
              x={PAD.left + step * i + step * 0.15}
              width={step * 0.7}
              y={y(p.value)}
              height={Math.max(0, y(0) - y(p.value))}
              rx="1.5"
            >
              <title>{`${p.label}: ${formatNumber(p.value)}`}</title>
            </rect>
          ))}
        </g>
      ) : (
        <g className="text-secondary">
          <polyline
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            points={points.map((p, i) => `${xCenter(i)},${y(p.value)}`).join(" ")}
          />
          {points.map((p, i) => (
            <circle key={i} cx={xCenter(i)} cy={y(p.value)} r="2.2" fill="currentColor">
              <title>{`${p.label}: ${formatNumber(p.value)}`}</title>
            </circle>
          ))}
        </g>
      )}
    </svg>
  );
}
