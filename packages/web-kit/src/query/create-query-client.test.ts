import { describe, expect, it } from 'vitest';
import { createQueryClient } from './create-query-client';

describe('createQueryClient', () => {
  it('follows the caching defaults of docs/requirements.md#r-query-cache', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: failing })).rejects.toThrow('down');
    expect(calls).toBe(1);
  });

  it('gives each caller its own cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
