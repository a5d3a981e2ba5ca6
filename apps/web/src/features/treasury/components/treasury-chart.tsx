import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { formatEuros } from '@action-plus/contract';
import { Alert } from '#components/ui';
import { TREASURY_PAGE_MESSAGES } from '../messages';
import styles from './treasury.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour of the design tokens, e.g. '--color-primary', read from the stylesheet. */
  colorToken: string;
}

export interface TreasuryChartProps {
  id: string;
  title: string;
  description: string;
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** Euros are written as French amounts on the axis and in the tooltips. */
  unit?: 'count' | 'euros';
  /** The same figures as a table: what a screen reader, a keyboard or a printer reads. */
  table: ReactNode;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A chart of the treasurer's page with its numbers as a table beneath (« Voir les données »). The
 * canvas is drawn after the first render, by Chart.js loaded on demand; the server's render and
 * the first browser render show the title, the description and the table.
 */
export function TreasuryChart({ id, title, description, type, labels, series, unit = 'count', table }: TreasuryChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy: () => void } | undefined;
    let isCancelled = false;
    import('./chart-setup')
      .then(({ drawChart }) => {
        if (isCancelled) return;
        // A browser without a 2D canvas (or a test's jsdom) keeps the table alone.
        if (!canvas.getContext('2d')) {
          setHasFailed(true);
          return;
        }
        const tokens = getComputedStyle(document.documentElement);
        const colorOf = (token: string) => tokens.getPropertyValue(token).trim() || '#2b211c';
        const config: ChartConfiguration<'bar' | 'line'> = {
          type,
          data: {
            labels,
            datasets: series.map((serie) => ({
              label: serie.label,
              data: serie.values,
              backgroundColor: colorOf(serie.colorToken),
              borderColor: colorOf(serie.colorToken),
              borderWidth: 2,
              pointRadius: 2,
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: prefersReducedMotion() ? false : undefined,
            scales: {
              y: { beginAtZero: true, ticks: unit === 'euros' ? { callback: (value) => formatEuros(Math.round(Number(value) * 100)) } : { precision: 0 } },
            },
            plugins: {
              legend: { position: 'bottom' },
              tooltip:
                unit === 'euros'
                  ? { callbacks: { label: (item) => `${item.dataset.label ?? ''}\u00a0: ${formatEuros(Math.round((item.parsed.y ?? 0) * 100))}` } }
                  : {},
            },
          },
        };
        chart = drawChart(canvas, config);
      })
      .catch(() => {
        if (!isCancelled) setHasFailed(true);
      });
    return () => {
      isCancelled = true;
      chart?.destroy();
    };
  }, [type, labels, series, unit]);

  return (
    <figure className={styles.chartFigure} aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className={styles.chartTitle}>
        {title}
      </h3>
      <p id={`${id}-description`} className={styles.chartDescription}>
        {description}
      </p>
      {hasFailed ? (
        <Alert tone="info">{TREASURY_PAGE_MESSAGES.chartUnavailable}</Alert>
      ) : (
        <div className={styles.chartCanvas}>
          <canvas ref={canvasRef} role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-description`}>
            {description}
          </canvas>
        </div>
      )}
      <details className={styles.chartData}>
        <summary>{TREASURY_PAGE_MESSAGES.showData}</summary>
        {table}
      </details>
    </figure>
  );
}
