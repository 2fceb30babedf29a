import { describe, expect, it } from 'vitest';
import { contentAdminOperations } from './content-admin.operations.js';
import { postPublishingOperations } from './post-publishing.operations.js';
import { PUBLISH_OWN_POST } from './staff-rules.js';

describe('the publish flow’s operations', () => {
  it.each(Object.keys(postPublishingOperations))(
    "%s is a staff save of a post that drops the cached reads of posts; an author on their own post, an editor on anyone's",
    (name) => {
      const op = contentAdminOperations[name as keyof typeof postPublishingOperations];
      expect(op.http).toMatchObject({ method: 'POST', access: PUBLISH_OWN_POST, invalidates: 'post' });
      expect(op.http.path).toMatch(/^\/api\/admin\/posts\/:id\/[a-z]+$/);
    },
  );
});
