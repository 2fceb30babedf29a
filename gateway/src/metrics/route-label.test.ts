import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from './gateway-metrics.js';
import { methodLabel, routeLabel } from './route-label.js';

const unmatched = (path: string) => routeLabel({ route: undefined, baseUrl: '', path });

/** The label values a counter holds for one label. */
async function labelValues(metrics: GatewayMetrics, label: string): Promise<Set<string>> {
  const { values } = await metrics.registry.getSingleMetric('livefully_http_requests_total')!.get();
  return new Set(values.map((value) => String(value.labels[label])));
}

describe('the route label', () => {
  it("is the template Express matched, never the path's values", () => {
    expect(routeLabel({ route: { path: '/api/blog-posts/:slug' }, baseUrl: '', path: '/api/blog-posts/a-walk-in-the-hills' })).toBe(
      '/api/blog-posts/:slug',
    );
    expect(routeLabel({ route: { path: '/:key' }, baseUrl: '/media', path: '/abc.webp' })).toBe('/media/:key');
  });

  it('is a class of path when no route matched', () => {
    expect(unmatched('/api/no-such-thing/42')).toBe('/api/*');
    expect(unmatched('/api')).toBe('/api/*');
    expect(unmatched('/media/0f/0f3a.webp')).toBe('/media/*');
    expect(unmatched('/remotes/mf-content/remoteEntry.js')).toBe('/remotes/*');
    expect(unmatched('/images/hero.jpg')).toBe('/images/*');
    expect(unmatched('/remotes.json')).toBe('/remotes.json');
    expect(unmatched('/main.3f2a9c1d.js')).toBe('static');
    expect(unmatched('/blog/a-walk-in-the-hills')).toBe('page');
    expect(unmatched('/')).toBe('page');
  });

  it('gets no new value however many unknown paths are asked for', async () => {
    const metrics = new GatewayMetrics();
    const classes = new Set(['/api/*', '/media/*', '/remotes/*', '/images/*', '/remotes.json', 'static', 'page']);
    for (let i = 0; i < 500; i++) {
      const noise = `${i.toString(36)}-${Math.random().toString(36).slice(2)}`;
      for (const path of [`/api/${noise}`, `/${noise}`, `/${noise}.php`, `/media/${noise}`, `/wp-admin/${noise}/x`, `/%2e%2e/${noise}`]) {
        metrics.request('GET', unmatched(path), 404, 0.001);
      }
    }
    const routes = await labelValues(metrics, 'route');
    expect([...routes].every((route) => classes.has(route))).toBe(true);
    expect(routes.size).toBeLessThanOrEqual(classes.size);
  });

  it('takes the methods the site answers and calls any other word other', async () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ]);
    const metrics = new GatewayMetrics();
    for (const method of ['PROPFIND', 'MKCOL', 'BREW', 'get', undefined]) metrics.request(method, 'page', 405, 0.001);
    expect(await labelValues(metrics, 'method')).toEqual(new Set(['other']));
  });
});
