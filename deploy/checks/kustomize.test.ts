import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '../../packages/contracts/src/web-apps.js';
import { DEPLOYABLES as DEPLOYABLE_IMAGES } from '../release/deployables.mjs';
import { versionOf } from '../release/image-tags.mjs';
import { containersOf, find, OVERLAYS, podSpecOf, render, REPO_ROOT, workloads, type K8sObject } from './render.js';

/**
 * What the rendered manifests must hold beyond their schemas (schemas.test.ts): every
 * deployable of the site with its probes, resources, security context, disruption budget and
 * (when stateless) autoscaler; Services and the Ingress that reach them; the migrations before
 * the services that need them; the backups; the scrape targets.
 */
const REMOTES = REMOTE_APPS.map((remote) => remote.dir);
const NODE_APPS = ['gateway', 'renderer', 'content', 'search', 'engage', 'identity'];
const SERVICES = ['content', 'search', 'engage', 'identity'];
const DEPLOYABLES = [...NODE_APPS, 'web', ...REMOTES];
/** Publish/subscribe over Redis: another replica adds work, not capacity, so these are not autoscaled. */
const STATELESS = ['gateway', 'renderer', 'web', ...REMOTES];
/** The services with a schema of their own ship a migrate command. */
const MIGRATED = SERVICES.filter((name) => existsSync(join(REPO_ROOT, 'services', name, 'src', 'migrate.ts')));

const base = () => render('base').objects;
const deployment = (name: string) => find(base(), 'Deployment', name);
const mainContainer = (name: string) => podSpecOf(deployment(name)).containers.find((c: any) => c.name === name);
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('the base', () => {
  it.each(DEPLOYABLES)('deploys %s from its own image, by the CONTRACT name', (name) => {
    expect(mainContainer(name).image).toBe(`livefully/${name}`);
  });

  it('has no other Deployment than the deployables', () => {
    expect(
      base()
        .filter((o) => o.kind === 'Deployment')
        .map((o) => o.metadata.name)
        .sort(),
    ).toEqual([...DEPLOYABLES].sort());
  });

  it.each(NODE_APPS)('%s: the ops listener on 9464, probed for life and readiness, scraped', (name) => {
    const container = mainContainer(name);
    expect(container.ports).toContainEqual({ name: 'ops', containerPort: 9464 });
    const probes = [container.startupProbe, container.livenessProbe, container.readinessProbe];
    expect(probes.every(Boolean)).toBe(true);
    expect(probes.some((probe) => probe.httpGet.port === 'ops' && probe.httpGet.path.startsWith('/health/'))).toBe(true);
    expect(deployment(name).spec.template.metadata.annotations).toMatchObject({
      'prometheus.io/port': '9464',
      'prometheus.io/path': '/metrics',
    });
  });

  it.each(SERVICES)('%s: alive and ready by the ops listener', (name) => {
    const container = mainContainer(name);
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'ops' });
    expect(container.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'ops' });
  });

  it.each(['gateway', 'renderer'])('%s: its HTTP port is probed too', (name) => {
    const container = mainContainer(name);
    const probes = [container.startupProbe, container.livenessProbe, container.readinessProbe];
    expect(probes.some((probe) => probe.httpGet.port === 'http')).toBe(true);
  });

  it.each(['web', ...REMOTES])('%s: nginx probed on /healthz', (name) => {
    const container = mainContainer(name);
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.readinessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
  });

  it('every container of ours asks for and is limited in CPU and memory', () => {
    for (const workload of workloads(base())) {
      for (const container of containersOf(podSpecOf(workload))) {
        const where = `${workload.kind}/${workload.metadata.name} ${container.name}`;
        expect(container.resources?.requests, where).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
        expect(container.resources?.limits, where).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
      }
    }
  });

  it('every pod of ours meets the restricted Pod Security Standard, with a read-only root filesystem', () => {
    for (const workload of workloads(base())) {
      const pod = podSpecOf(workload);
      const where = `${workload.kind}/${workload.metadata.name}`;
      expect(pod.securityContext, where).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.securityContext.runAsUser, where).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken, where).toBe(false);
      for (const container of containersOf(pod)) {
        expect(container.securityContext, `${where} ${container.name}`).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
  });

  it('every Deployment has a disruption budget that selects its pods and leaves one down at most', () => {
    const budgets = base().filter((o) => o.kind === 'PodDisruptionBudget');
    for (const name of DEPLOYABLES) {
      const labels = deployment(name).spec.template.metadata.labels;
      const budget = budgets.filter((pdb) => matches(pdb.spec.selector.matchLabels, labels));
      expect(
        budget.map((pdb) => pdb.spec.maxUnavailable),
        name,
      ).toEqual([1]);
    }
  });

  describe('rolls without failing a request (docs/operations.md, "Rolling deploys")', () => {
    /**
     * The longest a stopping pod of ours is waited for to finish a request: the renderer's drain
     * bound (RENDERER_DRAIN_MS); a gateway's request waits 2.5 s at most for the renderer and 2 s
     * for a service.
     */
    const LONGEST_REQUEST_SECONDS = 30;

    it.each(DEPLOYABLES)('%s: a new pod before an old one goes, never one fewer', (name) => {
      expect(deployment(name).spec.strategy).toEqual({ rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } });
    });

    it.each(DEPLOYABLES)('%s: ready and alive are probed apart', (name) => {
      const container = mainContainer(name);
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.readinessProbe).not.toEqual(container.livenessProbe);
      // A Node app's readiness asks for what it needs; its liveness asks nothing of anyone.
      if (NODE_APPS.includes(name)) expect(container.readinessProbe.httpGet).not.toEqual(container.livenessProbe.httpGet);
    });

    it.each(DEPLOYABLES)('%s: waits for the endpoints to drop it, then has the time to finish what is under way', (name) => {
      const pod = podSpecOf(deployment(name));
      const wait = mainContainer(name).lifecycle?.preStop?.sleep?.seconds;
      expect(wait, name).toBeGreaterThanOrEqual(5);
      expect(pod.terminationGracePeriodSeconds, name).toBeGreaterThan(wait + LONGEST_REQUEST_SECONDS);
    });
  });

  it('runs two replicas of each service, and leaves the count of the autoscaled ones to their autoscaler', () => {
    for (const name of SERVICES) expect(deployment(name).spec.replicas, name).toBe(2);
    for (const name of STATELESS) expect(deployment(name).spec.replicas, name).toBeUndefined();
  });

  it('autoscales the stateless parts by CPU from two replicas, and no service', () => {
    const autoscalers = base().filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual([...STATELESS].sort());
    for (const hpa of autoscalers) {
      expect(hpa.spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      expect(hpa.spec.minReplicas).toBe(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics[0].resource).toMatchObject({ name: 'cpu', target: { type: 'Utilization' } });
    }
  });

  it('each Service selects pods that have the port it targets', () => {
    for (const service of base().filter((o) => o.kind === 'Service')) {
      const pods = workloads(base()).filter((w) => matches(service.spec.selector, podTemplateLabels(w)));
      expect(pods.length, service.metadata.name).toBe(1);
      const ports = containersOf(podSpecOf(pods[0] as K8sObject)).flatMap((c) => c.ports ?? []);
      for (const port of service.spec.ports) {
        expect(
          ports.map((p: any) => p.name),
          `${service.metadata.name}:${port.name}`,
        ).toContain(port.targetPort);
      }
    }
  });

  it('never publishes an ops port through a Service', () => {
    for (const service of base().filter((o) => o.kind === 'Service')) {
      expect(service.spec.ports.map((port: any) => port.targetPort)).not.toContain('ops');
    }
  });
});

describe('the Ingress', () => {
  const ingress = () => find(base(), 'Ingress', 'livefully');
  const backendOf = (path: string) => {
    const rule = ingress().spec.rules[0].http.paths.find((p: any) => p.path === path);
    if (!rule) throw new Error(`no path ${path}`);
    return `${rule.backend.service.name}:${rule.backend.service.port.name}`;
  };

  it('has TLS from cert-manager for its host', () => {
    expect(ingress().metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    expect(ingress().spec.tls[0].hosts).toEqual([ingress().spec.rules[0].host]);
  });

  it.each(['/api', '/media', '/remotes.json', '/robots.txt', '/sitemap.xml', '/feed.xml'])('sends %s to the gateway', (path) => {
    expect(backendOf(path)).toBe('gateway:http');
  });

  it.each(REMOTES)("sends /remotes/%s to that remote's Service, but its server build to the web tier (a 404)", (name) => {
    expect(backendOf(`/remotes/${name}`)).toBe(`${name}:http`);
    expect(backendOf(`/remotes/${name}/server`)).toBe('web:http');
  });

  it('sends the rest (the shell and the pages) to the web tier', () => {
    expect(backendOf('/')).toBe('web:http');
  });

  it('names only Services and ports that exist', () => {
    for (const { backend } of ingress().spec.rules[0].http.paths) {
      const service = find(base(), 'Service', backend.service.name);
      expect(service.spec.ports.map((p: any) => p.name)).toContain(backend.service.port.name);
    }
  });
});

describe('migrations', () => {
  it('ship a Job for every service with a schema, and only those', () => {
    const jobs = base().filter((o) => o.kind === 'Job');
    expect(jobs.map((job) => job.metadata.name).sort()).toEqual(MIGRATED.map((name) => `${name}-migrate`).sort());
  });

  it.each(MIGRATED)('%s-migrate runs the migrate command of the same image, before the rollout under Argo CD', (name) => {
    const job = find(base(), 'Job', `${name}-migrate`);
    const [container] = podSpecOf(job).containers;
    expect(container.image).toBe(`livefully/${name}`);
    expect(container.command).toEqual(['node', `services/${name}/dist/migrate.js`]);
    expect(job.metadata.annotations).toMatchObject({ 'argocd.argoproj.io/hook': 'Sync', 'argocd.argoproj.io/sync-wave': '-1' });
  });

  it.each(MIGRATED)('%s waits in an init container until its schema has every migration of its image', (name) => {
    const [init] = podSpecOf(deployment(name)).initContainers;
    expect(init.image).toBe(`livefully/${name}`);
    expect(init.command.join(' ')).toContain(`node services/${name}/dist/migrate.js --show`);
    expect(init.command.join(' ')).toContain('pending');
  });
});

describe('data and operations', () => {
  it('PostgreSQL through CloudNativePG, archiving to the bucket through the Barman Cloud plugin, backed up daily', () => {
    const cluster = find(base(), 'Cluster', 'livefully-db');
    const [plugin] = cluster.spec.plugins;
    expect(plugin).toMatchObject({ name: 'barman-cloud.cloudnative-pg.io', isWALArchiver: true });
    find(base(), 'ObjectStore', plugin.parameters.barmanObjectName);
    expect(find(base(), 'ScheduledBackup', 'livefully-db-daily').spec).toMatchObject({
      cluster: { name: 'livefully-db' },
      method: 'plugin',
    });
  });

  it('Elasticsearch through ECK, with the S3 repository keys in its keystore', () => {
    const es = find(base(), 'Elasticsearch', 'livefully');
    expect(es.spec.secureSettings).toEqual([{ secretName: 'livefully-es-s3' }]);
  });

  it.each([
    ['backup-postgres', ['postgres']],
    ['backup-elasticsearch', ['elasticsearch']],
  ])('the CronJob %s runs livefully/backup %j', (name, args) => {
    const [container] = podSpecOf(find(base(), 'CronJob', name)).containers;
    expect(container.image).toBe('livefully/backup');
    expect(container.args).toEqual(args);
  });

  it('Prometheus scrapes every Node process on its ops port', () => {
    const monitors = render('components/monitoring').objects;
    const monitor = find(monitors, 'PodMonitor', 'livefully');
    expect(monitor.spec.selector.matchExpressions[0].values.sort()).toEqual([...NODE_APPS].sort());
    expect(monitor.spec.podMetricsEndpoints[0]).toMatchObject({ port: 'ops', path: '/metrics' });
  });
});

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = () => render(`overlays/${overlay}`).objects;

  it('pins a tag on every image of ours', () => {
    for (const workload of workloads(objects())) {
      for (const container of containersOf(podSpecOf(workload))) {
        if (container.image.startsWith('livefully/') || container.image.includes('/livefully/')) {
          expect(container.image, `${workload.metadata.name} ${container.name}`).toMatch(/:[\w.-]+$|@sha256:/);
        }
      }
    }
  });

  it("runs each image of ours at its app's version (deploy/release/deployables.mjs)", () => {
    const tags = new Map(DEPLOYABLE_IMAGES.map(({ image, workspace }) => [`livefully/${image}`, versionOf(workspace)]));
    const seen = new Set<string>();
    for (const workload of workloads(objects())) {
      for (const container of containersOf(podSpecOf(workload))) {
        const [name = '', tag] = container.image.split(':');
        if (!tags.has(name)) continue;
        seen.add(name);
        expect(tag, `${workload.metadata.name} ${container.name}`).toBe(tags.get(name));
      }
    }
    expect([...seen].sort()).toEqual([...tags.keys()].sort());
  });

  it("puts everything in one namespace, the Ingress's host being PUBLIC_ORIGIN's", () => {
    const namespaces = new Set(
      objects()
        .filter((o) => o.kind !== 'Namespace')
        .map((o) => o.metadata.namespace),
    );
    expect(namespaces.size).toBe(1);
    const env = objects().find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('livefully-env-'));
    const ingress = find(objects(), 'Ingress', 'livefully');
    expect(new URL(env?.data?.PUBLIC_ORIGIN ?? '').host).toBe(ingress.spec.rules[0].host);
  });

  it('generates every Secret the pods and the operators read, except those the operators make', () => {
    const made = new Set(
      objects()
        .filter((o) => o.kind === 'Secret')
        .map((o) => o.metadata.name),
    );
    const byOperators = ['livefully-db-app', 'livefully-tls'];
    const wanted = new Set<string>();
    for (const workload of workloads(objects())) {
      const pod = podSpecOf(workload);
      for (const volume of pod.volumes ?? []) if (volume.secret) wanted.add(volume.secret.secretName);
      for (const container of containersOf(pod)) {
        for (const from of container.envFrom ?? []) if (from.secretRef) wanted.add(from.secretRef.name);
        for (const variable of container.env ?? []) if (variable.valueFrom?.secretKeyRef) wanted.add(variable.valueFrom.secretKeyRef.name);
      }
    }
    const es = find(objects(), 'Elasticsearch', 'livefully').spec;
    for (const ref of [...es.secureSettings, ...es.auth.roles, ...es.auth.fileRealm]) wanted.add(ref.secretName);
    const store = objects().find((o) => o.kind === 'ObjectStore')?.spec.configuration.s3Credentials;
    wanted.add(store.accessKeyId.name).add(store.secretAccessKey.name);
    const missing = [...wanted].filter((name) => !made.has(name) && !byOperators.includes(name));
    expect(missing).toEqual([]);
  });
});

function podTemplateLabels(workload: K8sObject): Record<string, string> {
  if (workload.kind === 'CronJob') return workload.spec.jobTemplate.spec.template.metadata?.labels ?? {};
  return workload.spec.template.metadata?.labels ?? {};
}
