import { describe, expect, it } from 'vitest';
import { contentAdminOperations } from './content-admin.operations.js';
import { EDITOR, OWN_POST } from './staff-rules.js';

describe('the review operations', () => {
  it("submit takes any member on their own post and an editor on anyone's", () => {
    expect(contentAdminOperations.submitPost.http).toMatchObject({
      method: 'POST',
      path: '/api/admin/posts/:id/submit',
      access: OWN_POST,
      invalidates: 'post',
    });
  });

  it('send back takes an editor, and a note within bounds', () => {
    const { http } = contentAdminOperations.sendBackPost;
    expect(http).toMatchObject({ method: 'POST', path: '/api/admin/posts/:id/send-back', access: EDITOR, invalidates: 'post' });
    const body = http.body!.schema;
    expect(body.safeParse({ version: 2, note: 'Shorter intro, please.' }).success).toBe(true);
    expect(body.safeParse({ version: 2, note: '   ' }).success).toBe(false);
    expect(body.safeParse({ version: 2 }).success).toBe(false);
    expect(body.safeParse({ version: 2, note: 'x'.repeat(2001) }).success).toBe(false);
  });
});
