import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HourPoint } from './model';

const BRAND = '#0c7941';
const PROMISED = '#6366f1';
const ACTUAL = '#f59e0b';
const HALF_HOUR = 30 * 60_000;

const istHour = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', timeZone: 'Asia/Kolkata' });
const istDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

function options(width: number): uPlot.Options {
  const narrow = width < 520;
  return {
    width,
    height: narrow ? 240 : 300,
    padding: [12, 8, 0, 0],
    ms: 1,
    // Hours are India's (the dashboard's buckets start on the IST hour), whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts), 'Asia/Kolkata'),
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    scales: {
      x: { time: true, range: (_u, min, max) => [min - HALF_HOUR, max + HALF_HOUR] },
      orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
      minutes: { range: (_u, _min, max) => [0, Math.max(15, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: '#64748b',
        grid: { show: false },
        space: narrow ? 44 : 60,
        values: (_u, ticks) =>
          ticks.map((t) => (new Date(t).getUTCHours() === 18 && new Date(t).getUTCMinutes() === 30 ? istDay.format(t) : istHour.format(t))),
      },
      {
        scale: 'orders',
        stroke: '#64748b',
        size: 36,
        grid: { stroke: '#e2e8f0', width: 1 },
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
      },
      { scale: 'minutes', side: 1, stroke: '#64748b', size: 40, grid: { show: false }, values: (_u, ticks) => ticks.map((t) => `${t}m`) },
    ],
    series: [
      { label: 'Hour (IST)', value: (_u, v) => (v == null ? '–' : `${istDay.format(v)} ${istHour.format(v)}`) },
      // No outline: an hour without orders is no bar, not a line along the axis.
      {
        label: 'Orders',
        scale: 'orders',
        fill: 'rgba(12,121,65,0.35)',
        stroke: BRAND,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 40], radius: 0.15 }),
        points: { show: false },
      },
      {
        label: 'Avg promised',
        scale: 'minutes',
        stroke: PROMISED,
        width: 2,
        spanGaps: true,
        points: { show: true, size: 7, fill: PROMISED },
        value: (_u, v) => (v == null ? '–' : `${v} min`),
      },
      {
        label: 'Avg actual',
        scale: 'minutes',
        stroke: ACTUAL,
        width: 2,
        dash: [6, 4],
        spanGaps: true,
        points: { show: true, size: 7, fill: ACTUAL },
        value: (_u, v) => (v == null ? '–' : `${v} min`),
      },
    ],
  };
}

/** Orders per hour (bars) with the average promised and actual minutes (lines), drawn by uPlot (ADR 0008). */
export function HourChart({ points }: { points: HourPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const data: uPlot.AlignedData = [points.map((p) => p.hour), points.map((p) => p.orders), points.map((p) => p.avgPromised), points.map((p) => p.avgActual)];
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let width = Math.max(280, Math.floor(el.clientWidth));
    chart.current = new uPlot(options(width), dataRef.current, el);
    const ro = new ResizeObserver(() => {
      const w = Math.max(280, Math.floor(el.clientWidth));
      if (w === width) return;
      const narrowChanged = w < 520 !== width < 520;
      width = w;
      if (narrowChanged) {
        chart.current?.destroy();
        chart.current = new uPlot(options(w), dataRef.current, el);
      } else chart.current?.setSize({ width: w, height: w < 520 ? 240 : 300 });
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setData(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(data)]);

  return (
    <div
      ref={box}
      data-testid="dashboard-chart"
      className="min-w-0 [&_.u-legend]:text-xs [&_.u-legend]:text-slate-600"
      aria-label="Orders per hour with average promised and actual minutes"
      role="img"
    />
  );
}
