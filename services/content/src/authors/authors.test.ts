import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_ADMIN_PATTERNS as A,
  CONTENT_ADMIN_PATTERNS as P,
  CONTENT_PATTERNS as C,
  ErrorCode,
  type Actor,
  type AdminAuthor,
  type AdminPost,
  type AuthorInput,
  type AuthorPage,
  type BlogPost,
  type StaffRole,
} from '@livefully/contracts';
import { idOf, postInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { handOverBylines } from './byline-handover.js';

/** Profiles are the bylines (docs/authors.md): who gets which, who may change which, and the author page. */
let fixture: ContentFixture;
let wellness: string;

const member = (uid: string, role: StaffRole, email = `${uid}@example.com`): Actor => ({ uid, email, role });
const cora = member('cora', 'contributor', 'cora.lee@example.com');
const abe = member('abe', 'author', 'abe.stone@example.com');
const eda = member('eda', 'editor', 'eda.park@example.com');

const mine = (actor: Actor) => fixture.send<AdminAuthor>(A.getMyAuthor, { actor });
const profileInput = (author: AdminAuthor, overrides: Partial<AuthorInput> = {}): AuthorInput => ({
  name: author.name,
  slug: author.slug,
  bio: author.bio,
  photoId: author.photoId,
  link: author.link,
  ...overrides,
});
const create = (actor: Actor, slug: string, overrides: Partial<Parameters<typeof postInput>[1]> = {}) =>
  fixture.send<AdminPost>(P.createPost, { actor, input: postInput(wellness, { slug, status: 'draft', ...overrides }) });

beforeAll(async () => {
  fixture = await startContentFixture('authors');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('a staff member’s own profile', () => {
  it('is made on first need from their address, linked by uid, and the same one after', async () => {
    const first = await mine(cora);
    expect(first).toMatchObject({ name: 'Cora Lee', slug: 'cora-lee', staffUid: 'cora', staffEmail: 'cora.lee@example.com', postCount: 0 });
    expect((await mine(cora)).id).toBe(first.id);
  });

  it('is the profile an editor linked to their address, claimed at first use', async () => {
    const guest = await fixture.send<AdminAuthor>(A.createAuthor, { actor: eda, input: { name: 'Gia Rossi', slug: 'gia-rossi' } });
    await fixture.send(A.linkAuthor, { actor: eda, id: guest.id, input: { email: 'GIA@example.com' } });
    expect(await mine(member('gia', 'author', 'gia@example.com'))).toMatchObject({ id: guest.id, staffUid: 'gia', name: 'Gia Rossi' });
  });
});

describe('a post’s byline', () => {
  it('is the creator’s own profile by default, and the post answers its name and page', async () => {
    const post = await create(abe, 'abe-writes', { status: 'published' });
    const profile = await mine(abe);
    expect(post).toMatchObject({ author: 'Abe Stone', authorId: profile.id, authorSlug: 'abe-stone' });
    expect(await fixture.send<BlogPost>(C.getPost, { slug: 'abe-writes' })).toMatchObject({
      author: 'Abe Stone',
      authorProfile: { slug: 'abe-stone', name: 'Abe Stone', photoPath: null },
    });
  });

  it('stays as it is when a save leaves it out', async () => {
    const post = await create(abe, 'abe-keeps');
    const saved = await fixture.send<AdminPost>(P.updatePost, {
      actor: abe,
      id: post.id,
      input: postInput(wellness, { slug: post.slug, status: 'draft' }),
      version: post.version,
    });
    expect(saved.authorId).toBe(post.authorId);
  });

  it('may be set to any profile by an editor', async () => {
    const coraProfile = await mine(cora);
    const post = await create(eda, 'eda-for-cora', { authorId: coraProfile.id });
    expect(post).toMatchObject({ author: 'Cora Lee', authorId: coraProfile.id });
  });

  it('cannot be set to someone else’s profile by a contributor or an author: 403, on create and on update', async () => {
    const edaProfile = await mine(eda);
    for (const actor of [cora, abe]) {
      const refused = await fixture.failure(P.createPost, {
        actor,
        input: postInput(wellness, { slug: `${actor.uid}-as-eda`, status: 'draft', authorId: edaProfile.id }),
      });
      expect(refused).toMatchObject({ code: ErrorCode.RoleTooLow, message: expect.stringContaining('someone else') });
    }
    const own = await create(cora, 'cora-own');
    const update = await fixture.failure(P.updatePost, {
      actor: cora,
      id: own.id,
      input: postInput(wellness, { slug: own.slug, status: 'draft', authorId: edaProfile.id }),
      version: own.version,
    });
    expect(update.code).toBe(ErrorCode.RoleTooLow);
    expect((await fixture.send<AdminPost>(P.getPost, { id: own.id })).authorId).toBe((await mine(cora)).id);
  });

  it('may be kept by a contributor when an editor gave their post another one', async () => {
    const own = await create(cora, 'cora-guest-byline');
    const guest = await fixture.send<AdminAuthor>(A.createAuthor, { actor: eda, input: { name: 'Guest Writer', slug: 'guest-writer' } });
    const moved = await fixture.send<AdminPost>(P.updatePost, {
      actor: eda,
      id: own.id,
      input: postInput(wellness, { slug: own.slug, status: 'draft', authorId: guest.id }),
      version: own.version,
    });
    const kept = await fixture.send<AdminPost>(P.updatePost, {
      actor: cora,
      id: own.id,
      input: postInput(wellness, { slug: own.slug, status: 'draft', authorId: guest.id, title: 'Cora edits' }),
      version: moved.version,
    });
    expect(kept).toMatchObject({ title: 'Cora edits', authorId: guest.id });
  });

  it('must name an existing profile (400 on the field)', async () => {
    const refused = await fixture.failure(P.createPost, {
      actor: eda,
      input: postInput(wellness, { slug: 'no-such-byline', status: 'draft', authorId: '00000000-0000-4000-8000-000000000001' }),
    });
    expect(refused).toMatchObject({ code: ErrorCode.Validation, issues: [{ path: ['authorId'], message: 'Choose an existing profile' }] });
  });
});

describe('editing profiles', () => {
  it('lets a member edit their own profile', async () => {
    const profile = await mine(cora);
    const edited = await fixture.send<AdminAuthor>(A.updateAuthor, {
      actor: cora,
      id: profile.id,
      input: profileInput(profile, { bio: 'Writes about slow mornings.', link: 'https://cora.example.com' }),
    });
    expect(edited).toMatchObject({ bio: 'Writes about slow mornings.', link: 'https://cora.example.com' });
  });

  it('refuses a contributor or an author someone else’s profile (403), and lets an editor edit anyone’s', async () => {
    const edaProfile = await mine(eda);
    for (const actor of [cora, abe]) {
      const refused = await fixture.failure(A.updateAuthor, {
        actor,
        id: edaProfile.id,
        input: profileInput(edaProfile, { name: 'Hijacked' }),
      });
      expect(refused.code).toBe(ErrorCode.RoleTooLow);
    }
    const abeProfile = await mine(abe);
    expect(
      await fixture.send<AdminAuthor>(A.updateAuthor, {
        actor: eda,
        id: abeProfile.id,
        input: profileInput(abeProfile, { name: 'Abe R. Stone' }),
      }),
    ).toMatchObject({ name: 'Abe R. Stone' });
    expect(await fixture.send<BlogPost>(C.getPost, { slug: 'abe-writes' })).toMatchObject({ author: 'Abe R. Stone' });
  });

  it('answers 400 with field messages for a bad profile, and 409 for a taken slug', async () => {
    const profile = await mine(cora);
    const bad = await fixture.failure(A.updateAuthor, {
      actor: cora,
      id: profile.id,
      input: { name: '', slug: 'Not A Slug', bio: 'x'.repeat(301), photoId: 'nope', link: 'http://plain.example.com' },
    });
    expect(bad.code).toBe(ErrorCode.Validation);
    // The message's own schema: the fields sit under `input` (over HTTP the gateway names them bare).
    expect(Object.fromEntries(bad.issues!.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      'input.name': 'Name is required',
      'input.slug': 'Slug must be lowercase words joined by hyphens',
      'input.bio': 'Bio must be at most 300 characters',
      'input.photoId': 'Choose a photo from the media library',
      'input.link': 'Link must be a full https:// address',
    });
    const html = await fixture.failure(A.updateAuthor, {
      actor: cora,
      id: profile.id,
      input: profileInput(profile, { bio: 'Hi <b>there</b>' }),
    });
    expect(html.issues).toEqual([{ path: ['input', 'bio'], message: 'Bio is plain text: no HTML tags' }]);
    const missingPhoto = await fixture.failure(A.updateAuthor, {
      actor: cora,
      id: profile.id,
      input: profileInput(profile, { photoId: '00000000-0000-4000-8000-000000000002' }),
    });
    expect(missingPhoto.issues).toEqual([{ path: ['photoId'], message: 'Choose a photo from the media library' }]);
    const taken = await fixture.failure(A.updateAuthor, {
      actor: cora,
      id: profile.id,
      input: profileInput(profile, { slug: 'abe-stone' }),
    });
    expect(taken.code).toBe(ErrorCode.SlugTaken);
  });

  it('keeps an audit row of each change', async () => {
    const profile = await mine(cora);
    const rows = await fixture.dataSource.query(
      `SELECT action, actor_uid FROM content.audit_log WHERE kind = 'author' AND entity_id = $1`,
      [profile.id],
    );
    expect(rows).toContainEqual({ action: 'update', actor_uid: 'cora' });
  });
});

describe('the author page', () => {
  it('shows the profile and only their published articles, newest first, a page at a time', async () => {
    const writer = member('wren', 'author', 'wren.hale@example.com');
    for (const [slug, day] of [
      ['wren-one', '01'],
      ['wren-two', '02'],
      ['wren-three', '03'],
    ] as const) {
      await create(writer, slug, { status: 'published', publishedAt: `2025-04-${day}T08:00:00.000Z` });
    }
    await create(writer, 'wren-draft');
    const first = await fixture.send<AuthorPage>(C.getAuthorPage, { slug: 'wren-hale', limit: 2 });
    expect(first.author).toMatchObject({ slug: 'wren-hale', name: 'Wren Hale', photoPath: null, link: null });
    expect(first.postCount).toBe(3);
    expect(first.posts.map((post) => post.slug)).toEqual(['wren-three', 'wren-two']);
    const next = await fixture.send<AuthorPage>(C.getAuthorPage, { slug: 'wren-hale', limit: 2, cursor: first.nextCursor });
    expect(next.posts.map((post) => post.slug)).toEqual(['wren-one']);
    expect(next.nextCursor).toBeNull();
  });

  it('is 404 for an unknown slug and for a profile without a published article', async () => {
    expect((await fixture.failure(C.getAuthorPage, { slug: 'nobody-here', limit: 9 })).code).toBe(ErrorCode.AuthorNotFound);
    await mine(member('nova', 'contributor', 'nova.ray@example.com'));
    await create(member('nova', 'contributor', 'nova.ray@example.com'), 'nova-draft');
    expect((await fixture.failure(C.getAuthorPage, { slug: 'nova-ray', limit: 9 })).code).toBe(ErrorCode.AuthorNotFound);
  });
});

describe('handing bylines over', () => {
  it('moves every post of a removed member’s profile to the profile of the member who takes them', async () => {
    const leaver = member('lea', 'author', 'lea.north@example.com');
    const post = await create(leaver, 'lea-writes');
    const target = await mine(eda);
    const moved = await fixture.dataSource.transaction((manager) =>
      handOverBylines(manager, { uid: 'lea', email: 'lea.north@example.com' }, { uid: 'eda', email: 'eda.park@example.com' }),
    );
    expect(moved).toEqual([post.id]);
    expect((await fixture.send<AdminPost>(P.getPost, { id: post.id })).authorId).toBe(target.id);
    const none = await fixture.dataSource.transaction((manager) =>
      handOverBylines(manager, { uid: 'nobody', email: 'nobody@example.com' }, { uid: 'eda', email: 'eda.park@example.com' }),
    );
    expect(none).toEqual([]);
  });

  it('gives them to a member who has not signed in yet by a profile linked to their address, which they claim', async () => {
    const leaver = member('leo', 'author', 'leo.west@example.com');
    const post = await create(leaver, 'leo-writes');
    await fixture.dataSource.transaction((manager) =>
      handOverBylines(manager, { uid: 'leo', email: 'leo.west@example.com' }, { uid: null, email: 'nina.new@example.com' }),
    );
    const moved = await fixture.send<AdminPost>(P.getPost, { id: post.id });
    expect(moved.author).toBe('Nina New');
    expect(await mine(member('nina', 'author', 'nina.new@example.com'))).toMatchObject({ id: moved.authorId, staffUid: 'nina' });
  });
});
