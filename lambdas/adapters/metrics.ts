import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { CrisisSignal, CrisisSource } from '../domain/safety/signal';

/**
 * The app's own CloudWatch metrics, as embedded-metric log lines (no API call, no latency).
 * The namespace comes from POWERTOOLS_METRICS_NAMESPACE (the stack sets it); under `npm start`
 * POWERTOOLS_METRICS_DISABLED keeps them out of the console. Labels only: never text.
 */
const metrics = new Metrics({ serviceName: 'emotion-journal' });

function count(name: string, dimensions: Record<string, string>): void {
  // One metric per dimension set, published at once: a handler may end by throwing.
  const single = metrics.singleMetric();
  for (const [key, value] of Object.entries(dimensions)) single.addDimension(key, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

/**
 * `CrisisFlagged`, once per language and once per class the safety layer heard, so an operator
 * sees the layer working (and a language or class going silent) without reading a word.
 */
export function countCrisisFlag(source: CrisisSource, signal: CrisisSignal): void {
  if (!signal.flagged) return;
  for (const language of signal.languages) count('CrisisFlagged', { source, language });
  for (const cls of signal.classes) count('CrisisFlagged', { source, class: cls });
}

/** `AiErrors`: an analysis or chat that brought the user no answer. */
export function countAiError(source: 'analysis' | 'chat', code: string): void {
  count('AiErrors', { source, code });
}
