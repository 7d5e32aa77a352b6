// @vitest-environment node
/**
 * The shipped Prometheus files (deploy/prometheus): valid YAML of the shapes Prometheus reads, a scrape
 * of /metrics, an alert for each failure docs/operations.md names, and only metrics the site exposes.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createMetrics } from '@/lib/platform/server/metrics-registry.mjs';

type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
const scrape = parse(readFileSync('deploy/prometheus/prometheus.yml', 'utf8'));
const rules = parse(readFileSync('deploy/prometheus/alerts.yml', 'utf8'));
const all: Rule[] = rules.groups.flatMap((group: { rules: Rule[] }) => group.rules);

describe('deploy/prometheus', () => {
  it('scrapes /metrics of the site job and loads the alert rules beside it', () => {
    expect(scrape.rule_files).toEqual(['alerts.yml']);
    const [job] = scrape.scrape_configs;
    expect(job).toMatchObject({ job_name: 'isp-site', metrics_path: '/metrics' });
    expect(job.static_configs[0].targets).toEqual([expect.stringMatching(/^[\w.-]+:\d+$/)]);
  });

  it('alerts on the database, the 5xx ratio, the outbox backlog, the listener and memory', () => {
    const about = (pattern: RegExp) => all.filter((rule) => pattern.test(rule.expr)).map((rule) => rule.alert);
    expect(about(/isp_db_up\{[^}]*\} == 0/)).toEqual(['IspDatabaseDown']);
    expect(about(/status=~"5\.\."/)).toEqual(['IspHigh5xxRatio']);
    expect(about(/isp_outbox_pending/)).toEqual(['IspOutboxBacklog']);
    expect(about(/isp_invalidation_listener_connected\{[^}]*\} == 0/)).toEqual(['IspInvalidationListenerDisconnected']);
    expect(about(/process_resident_memory_bytes/)).toEqual(['IspHighMemory']);
  });

  it('gives every rule a unique name, a duration, a severity and a summary', () => {
    expect(new Set(all.map((rule) => rule.alert)).size).toBe(all.length);
    for (const rule of all) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning', 'info'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('names only metrics an instance exposes', async () => {
    const exposed = new Set(
      [...(await createMetrics().scrape()).matchAll(/^# TYPE (\S+) (\w+)/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    const named = all.flatMap((rule) => [...rule.expr.matchAll(/\b((?:isp|process|nodejs)_\w+)/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(exposed, name).toContain(name);
  });
});
