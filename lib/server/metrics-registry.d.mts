/** Types of metrics-registry.mjs. */
import type { SiteMetrics } from './metrics.mjs';

export function createMetrics(): SiteMetrics;
