import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

/**
 * Chart.js, loaded by the treasurer's page alone, in its own chunk, once the page is on screen:
 * only the pieces the page draws are registered, so the bundle leaves the rest out. It draws on a
 * canvas and sets the canvas's size through the DOM, never a style attribute in HTML nor a
 * stylesheet of its own, which the strict Content-Security-Policy (`style-src 'self'`) allows.
 *
 * The registration runs in the function, not at the module's top: the web package declares its
 * modules free of side effects, so the bundler drops a top-level call nothing exported depends on.
 */
export function drawChart(canvas: HTMLCanvasElement, config: ChartConfiguration<'bar' | 'line'>): { destroy: () => void } {
  Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);
  return new Chart(canvas, config);
}
