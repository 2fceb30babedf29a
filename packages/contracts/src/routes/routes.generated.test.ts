import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATE_COMMAND, GENERATED_FILE, renderRoutes } from '../../scripts/render-routes.mjs';
import * as operations from '../operations/index.js';
import { contentRoutes, relatedCategorySlug } from './index.js';

describe('the route table', () => {
  it('is what the operation tables give', async () => {
    const committed = readFileSync(GENERATED_FILE as URL, 'utf8');
    const fresh = (await renderRoutes(operations)) as string;
    expect(committed === fresh, `src/routes/routes.generated.ts is stale: run \`${GENERATE_COMMAND as string}\``).toBe(true);
  });

  it("names each operation's method and path", () => {
    expect(contentRoutes.getPost).toEqual({ name: 'getPost', method: 'GET', path: '/api/blog-posts/:slug' });
    expect(relatedCategorySlug('Travel & Adventure')).toBe('travel-adventure');
  });
});
