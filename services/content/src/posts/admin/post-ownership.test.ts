import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ADMIN_PATTERNS as P, ErrorCode, type Actor, type AdminPost, type StaffRole } from '@livefully/contracts';
import { idOf, postInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';

/** The service's half of the posts' ownership rule (docs/roles.md): only it knows whose a post is. */
let fixture: ContentFixture;
let wellness: string;

const member = (uid: string, role: StaffRole): Actor => ({ uid, email: `${uid}@example.com`, role });
const cora = member('cora', 'contributor');
const otto = member('otto', 'contributor');
const abe = member('abe', 'author');
const eda = member('eda', 'editor');

const create = (actor: Actor, slug: string, status: 'draft' | 'published' = 'draft') =>
  fixture.send<AdminPost>(P.createPost, { actor, input: postInput(wellness, { slug, status }) });
const versionOf = async (id: string) => (await fixture.send<AdminPost>(P.getPost, { id })).version;
const updateMessage = async (actor: Actor, post: AdminPost, status: 'draft' | 'published' = 'draft') => ({
  actor,
  id: post.id,
  input: postInput(wellness, { slug: post.slug, status, title: `Edited by ${actor.uid}` }),
  version: await versionOf(post.id),
});

beforeAll(async () => {
  fixture = await startContentFixture('post-ownership');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a post’s owner', () => {
  it('is the staff member who created it', async () => {
    const post = await create(cora, 'owned-by-cora');
    const [row] = await fixture.dataSource.query('SELECT created_by_uid, created_by_email FROM content.posts WHERE id = $1', [post.id]);
    expect(row).toEqual({ created_by_uid: 'cora', created_by_email: 'cora@example.com' });
  });

  it('lets a contributor change and delete their own draft', async () => {
    const post = await create(cora, 'cora-own-draft');
    expect(await fixture.send<AdminPost>(P.updatePost, await updateMessage(cora, post))).toMatchObject({ title: 'Edited by cora' });
    expect(await fixture.send(P.deletePost, { actor: cora, id: post.id })).toEqual({ id: post.id });
  });

  it('refuses a contributor or an author another’s post, with 403 ROLE_TOO_LOW, and changes nothing', async () => {
    const post = await create(cora, 'cora-not-otto');
    for (const actor of [otto, abe]) {
      const update = await fixture.failure(P.updatePost, await updateMessage(actor, post));
      expect(update).toMatchObject({ code: ErrorCode.RoleTooLow, message: expect.stringContaining('needs the editor role') });
      const remove = await fixture.failure(P.deletePost, { actor, id: post.id });
      expect(remove.code).toBe(ErrorCode.RoleTooLow);
    }
    expect(await fixture.send<AdminPost>(P.getPost, { id: post.id })).toMatchObject({ title: 'Slow Mornings', version: post.version });
  });

  it('lets an editor change anyone’s post', async () => {
    const post = await create(cora, 'cora-for-the-editor');
    expect(await fixture.send<AdminPost>(P.updatePost, await updateMessage(eda, post, 'published'))).toMatchObject({ status: 'published' });
  });

  it('counts a post made before roles (no owner) as another’s for everyone below editor', async () => {
    const post = await create(eda, 'before-roles');
    await fixture.dataSource.query('UPDATE content.posts SET created_by_uid = NULL WHERE id = $1', [post.id]);
    expect((await fixture.failure(P.updatePost, await updateMessage(abe, post))).code).toBe(ErrorCode.RoleTooLow);
  });
});

describe('publishing', () => {
  it('is refused to a contributor, on create and on update', async () => {
    expect((await fixture.failure(P.createPost, { actor: cora, input: postInput(wellness, { slug: 'cora-publishes' }) })).code).toBe(
      ErrorCode.RoleTooLow,
    );
    const draft = await create(cora, 'cora-draft-to-publish');
    expect((await fixture.failure(P.updatePost, await updateMessage(cora, draft, 'published'))).code).toBe(ErrorCode.RoleTooLow);
  });

  it('is an author’s on their own post', async () => {
    const draft = await create(abe, 'abe-publishes');
    expect(await fixture.send<AdminPost>(P.updatePost, await updateMessage(abe, draft, 'published'))).toMatchObject({
      status: 'published',
    });
  });
});
