import { describe, expect, it } from 'vitest';
import { contentAdminOperations } from './content-admin.operations.js';
import { postPublishingOperations } from './post-publishing.operations.js';

describe('the publish flow’s operations', () => {
  it.each(Object.keys(postPublishingOperations))('%s is an admin save of a post that drops the cached reads of posts', (name) => {
    const op = contentAdminOperations[name as keyof typeof postPublishingOperations];
    expect(op.http).toMatchObject({ method: 'POST', access: contentAdminOperations.updatePost.http.access, invalidates: 'post' });
    expect(op.http.path).toMatch(/^\/api\/admin\/posts\/:id\/[a-z]+$/);
  });
});
