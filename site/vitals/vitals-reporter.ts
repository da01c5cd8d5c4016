import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalSample, VitalsReport } from '../../shared/vitals';
import { MAX_SAMPLES } from '../../shared/vitals-limits';
import { oneTaskEach } from '../one-task-each';
import { thisPagePath } from '../page-path';

const ENDPOINT = '/api/vitals';

function send(report: VitalsReport): void {
  // keepalive lets the request outlive the page when it is being left; unlike sendBeacon it
  // also tells us when the server refuses, which is worth a console warning.
  fetch(ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    })
    .catch((error: Error) => console.warn(`Web vitals: ${error.message}`));
}

/**
 * Queues each metric as web-vitals reports it (TTFB and FCP at once; LCP after the first
 * input or when hidden; CLS and INP when hidden, again if they grew) and sends the queue
 * whenever the page is hidden: switching tabs, leaving, closing. web-vitals listens on the
 * window in the capture phase, so its final values are queued before our listener sends.
 */
export function reportVitals(landingPath: string): void {
  const queue: VitalSample[] = [];
  const record = (metric: Metric) => {
    // After a back/forward-cache restore the metrics describe the page shown at that moment.
    const path = metric.navigationType === 'back-forward-cache' ? thisPagePath() : landingPath;
    if (path) queue.push({ path, name: metric.name, value: metric.value, id: metric.id });
  };
  const flush = () => {
    while (queue.length > 0) send({ samples: queue.splice(0, MAX_SAMPLES) });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // Each metric's observers in a task of their own: all five in one took 46 ms in a trace without the slowdown, some 180 ms under Lighthouse's 4x.
  oneTaskEach([onTTFB, onFCP, onLCP, onCLS, onINP].map((observe) => () => observe(record)));
}
