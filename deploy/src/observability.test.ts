import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import type { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GatewayMetrics } from '../../gateway/src/metrics/gateway-metrics.js';
import { createMetricsRegistry, registerOpsMetrics, RpcHandlingMetrics } from '../../packages/service-kit/src/ops/index.js';
import { registerQueueJobs } from '../../services/engage/src/jobs/queue-metrics.js';
import { rendererMetrics } from '../../shell/server/ops.mjs';
import { REPO_ROOT } from '../embedded/stack.mjs';

/**
 * The monitoring files (docs/metrics.md) against the code: every PromQL expression of the alert
 * rules and the dashboard parses, and every metric and label it names is one a process exports,
 * read from the same registries the processes serve.
 */
const OBSERVABILITY = join(REPO_ROOT, 'deploy', 'observability');
const DEPLOYABLES = ['gateway', 'content', 'search', 'engage', 'identity', 'renderer'];
/** Labels Prometheus adds to every scraped series, and the series it makes itself. */
const TARGET_LABELS = new Set(['job', 'instance']);
const PROMETHEUS_SERIES = new Set(['up']);

const readYaml = (path: string) => parse(readFileSync(join(OBSERVABILITY, path), 'utf8')) as Record<string, any>;
const dashboard = JSON.parse(readFileSync(join(OBSERVABILITY, 'grafana/dashboards/livefully.json'), 'utf8')) as Record<string, any>;

/** Every series name a process exports, with its label names (a histogram as its _bucket, _sum and _count). */
async function exported(): Promise<Map<string, Set<string>>> {
  const ready = async () => ({ ready: true, report: {} });
  const gateway = new GatewayMetrics().registry;
  registerOpsMetrics(gateway, ready);
  const service = createMetricsRegistry();
  new RpcHandlingMetrics(service, 'content');
  registerOpsMetrics(service, ready);
  registerQueueJobs(service, async () => []);
  const renderer = rendererMetrics(ready).registry;
  const series = new Map<string, Set<string>>();
  for (const registry of [gateway, service, renderer] as Registry[]) {
    for (const metric of registry.getMetricsAsArray()) {
      // getMetricsAsArray's declared type leaves out get(), which every metric has.
      const { type } = await (metric as unknown as { get(): Promise<{ type: string }> }).get();
      const labels = (metric as unknown as { labelNames?: string[] }).labelNames ?? [];
      const names = type === 'histogram' ? ['_bucket', '_sum', '_count'].map((suffix) => metric.name + suffix) : [metric.name];
      const summaryLabels = type === 'summary' ? ['quantile'] : [];
      for (const name of names) series.set(name, new Set([...labels, ...summaryLabels, ...(name.endsWith('_bucket') ? ['le'] : [])]));
    }
  }
  return series;
}

/** The vector selectors of an expression (metric name and matched labels); throws on a syntax error. */
function selectors(expr: string): { metric: string; labels: string[] }[] {
  const text = expr.replaceAll('$__rate_interval', '5m');
  const tree = parser.parse(text);
  const found: { metric: string; labels: string[] }[] = [];
  const errors: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`${text.slice(Math.max(0, node.from - 10), node.to + 10)} (at ${node.from})`);
      if (node.name !== 'VectorSelector') return;
      const metric = node.node.getChild('Identifier');
      const labels = node.node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? [];
      found.push({
        metric: metric ? text.slice(metric.from, metric.to) : '',
        labels: labels.map((matcher) => {
          const name = matcher.getChild('LabelName')!;
          return text.slice(name.from, name.to);
        }),
      });
    },
  });
  if (errors.length) throw new Error(`PromQL syntax error in ${expr}: ${errors.join('; ')}`);
  return found;
}

const rules = () => (readYaml('prometheus/rules.yml').groups as { name: string; rules: Record<string, any>[] }[]).flatMap((g) => g.rules);
const panels = () => (dashboard.panels as Record<string, any>[]).filter((panel) => panel.type !== 'row');

describe('the alert rules', () => {
  it('are groups of alerts, each with an expression, a severity and a summary', () => {
    const all = rules();
    expect(all.length).toBeGreaterThan(10);
    for (const rule of all) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr).toBe('string');
      expect(rule.labels?.severity).toMatch(/^(critical|warning)$/);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.for ?? '0m').toMatch(/^\d+[smh]$/);
    }
    expect(new Set(all.map((rule) => rule.alert)).size).toBe(all.length);
  });

  it('cover what the issue asks to watch', () => {
    const named = rules().map((rule) => rule.alert as string);
    for (const alert of [
      'HighErrorRate',
      'ApiLatencyHigh',
      'RpcTimeouts',
      'ProcessDown',
      'NotReady',
      'QueueBacklogGrowing',
      'JobsFailing',
    ]) {
      expect(named).toContain(alert);
    }
    expect(named).toContain('ReadCacheHitRatioLow');
    expect(named).toContain('RenderFailures');
  });
});

describe('the expressions of the rules and the dashboard', () => {
  const expressions = () => [
    ...rules().map((rule) => ({ where: `rule ${rule.alert}`, expr: rule.expr as string })),
    ...panels().flatMap((panel) =>
      (panel.targets as { expr: string }[]).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })),
    ),
  ];

  it('parse as PromQL', () => {
    for (const { where, expr } of expressions()) expect(() => selectors(expr), where).not.toThrow();
  });

  it('name only metrics the processes export, with labels those metrics have', async () => {
    const series = await exported();
    const unknown: string[] = [];
    for (const { where, expr } of expressions()) {
      for (const { metric, labels } of selectors(expr)) {
        if (PROMETHEUS_SERIES.has(metric)) continue;
        const known = series.get(metric);
        if (!known) unknown.push(`${where}: ${metric}`);
        for (const label of labels)
          if (known && !known.has(label) && !TARGET_LABELS.has(label)) unknown.push(`${where}: ${metric}{${label}}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('would catch a metric nobody exports', async () => {
    const series = await exported();
    expect(selectors('sum(rate(livefully_http_request_total[5m]))').map((s) => series.has(s.metric))).toEqual([false]);
    expect(() => selectors('sum(rate(livefully_http_requests_total[5m])')).toThrow(/syntax error/);
  });
});

describe('the Prometheus configuration', () => {
  it('scrapes every deployable on the ops port and loads the rules', () => {
    const config = readYaml('prometheus/prometheus.yml');
    const jobs = (config.scrape_configs as { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[]).filter((job) =>
      DEPLOYABLES.includes(job.job_name),
    );
    expect(jobs.map((job) => job.job_name).sort()).toEqual([...DEPLOYABLES].sort());
    for (const job of jobs) expect(job.dns_sd_configs).toEqual([expect.objectContaining({ names: [job.job_name], port: 9464 })]);
    expect(config.rule_files).toEqual(['/etc/prometheus/rules.yml']);
  });
});

describe('the dashboard and the monitoring profile', () => {
  it('query the provisioned data source', () => {
    const source = readYaml('grafana/provisioning/datasources/prometheus.yml').datasources[0];
    expect(source).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
    expect(dashboard.uid).toBe('livefully-overview');
    for (const panel of panels()) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: source.uid });
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('mounts files that exist, in the monitoring profile, with pinned images', () => {
    const file = join(REPO_ROOT, 'deploy', 'compose', 'monitoring.yml');
    const compose = parse(readFileSync(file, 'utf8')) as {
      services: Record<string, { image: string; profiles: string[]; volumes: string[] }>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['grafana', 'prometheus']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.profiles, name).toEqual(['monitoring']);
      expect(service.image, name).toMatch(/:v?\d+\.\d+\.\d+$/);
      for (const volume of service.volumes.filter((v) => v.startsWith('.'))) {
        expect(existsSync(resolve(dirname(file), volume.split(':')[0]!)), volume).toBe(true);
      }
    }
  });
});
