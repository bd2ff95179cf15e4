/**
 * Browser only (docs/architecture.md): chart.js needs a canvas and would cost the server render for nothing. Loaded
 * with React.lazy after mount; the server build replaces every *.client.tsx module with an empty stub
 * (ui/build.mjs), so chart.js never reaches dist/server.js.
 */
import { ArcElement, Chart, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import type { ChartSlice } from './statusColours';

// Doughnut registers its own controller; the arcs and the tooltip are ours to register.
Chart.register(ArcElement, Tooltip);

// People who asked for less motion get the chart drawn at once (and so do screenshots in the browser tests).
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function StatusDoughnut({ slices, label }: { slices: readonly ChartSlice[]; label: string }) {
  const data = {
    labels: slices.map((s) => s.label),
    datasets: [{ data: slices.map((s) => s.count), backgroundColor: slices.map((s) => s.colour), borderWidth: 1 }],
  };
  return (
    <div className="status-chart" data-testid="status-chart" data-chart="doughnut">
      {/* react-chartjs-2 gives the canvas role="img"; the legend beside it has the numbers as text. */}
      <Doughnut aria-label={label} data={data} options={{ animation: reducedMotion() ? false : undefined, responsive: true, maintainAspectRatio: false, cutout: '55%', plugins: { legend: { display: false } } }} />
    </div>
  );
}
