import type { HttpOperation } from '@livefully/contracts';
import { jpegImage } from '@livefully/service-kit/media/testing';
import { call as httpCall, type Answer } from './http-call.js';

/** A request an operation takes as it is: the parts a probe is put into, one field at a time. */
export interface SampleRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

const KINDS = ['posts', 'guides', 'topics', 'categories'] as const;
type Kind = (typeof KINDS)[number];
/** The public routes name an item by the same word as the admin routes, but posts. */
const PUBLIC_KIND: Record<string, Kind> = { 'blog-posts': 'posts', categories: 'categories', guides: 'guides', topics: 'topics' };

/**
 * Valid requests for every operation of the table, naming items the site has (the seed's, and
 * an image, a mailing and a contact message made here), so that a probe in one field is the
 * only thing wrong with a request, and a field no schema checks carries it to the service and
 * its database. Bodies are written per operation; an operation with a body and no sample here
 * is reported by `of` rather than sent half-made.
 */
export async function sampleRequests(url: string, adminToken: string) {
  const asAdmin = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const answer = await httpCall(url + path, { method, token: adminToken, body });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
    return answer;
  };
  const items = Object.fromEntries(
    await Promise.all(
      KINDS.map(async (kind) => {
        const [first] = (await asAdmin('GET', `/api/admin/${kind}`)).body.data as { id: string; slug: string }[];
        if (!first) throw new Error(`the site has no ${kind}`);
        return [kind, first] as const;
      }),
    ),
  ) as Record<Kind, { id: string; slug: string }>;
  const email = 'sample.reader@example.com';
  await httpCall(`${url}/api/contact`, { method: 'POST', body: { name: 'Sam', email, subject: 'Hello', message: 'A question.' } });
  const [message] = (await asAdmin('GET', '/api/admin/contact-messages')).body.data.items as { id: string }[];
  const mailing = (await asAdmin('POST', '/api/admin/mailings', { list: 'newsletter', subject: 'Sample', body: 'Sample.' })).body.data;
  const media = await uploadImage(url, adminToken);
  // A profile of no one's (docs/authors.md), so a probe of its routes never touches the admin's own.
  const author = (await asAdmin('POST', '/api/admin/authors', { name: 'Sample Writer', slug: 'sample-writer' })).body.data as {
    id: string;
  };
  // An author page answers for an author with a published article: the newest article's.
  const [newest] = (await httpCall(`${url}/api/blog-posts?limit=1`)).body.data.posts as { authorProfile: { slug: string } }[];
  const ids: Record<string, string> = {
    ...Object.fromEntries(KINDS.map((kind) => [kind, items[kind].id])),
    'blog-posts': items.posts.id,
    media: media.id,
    mailings: mailing.id,
    'contact-messages': message!.id,
    authors: author.id,
    // A member and an invitation of no one: their routes answer 404, after their fields are validated.
    staff: '00000000-0000-4000-8000-0000000000bb',
    invitations: '00000000-0000-4000-8000-0000000000cc',
  };

  let made = 0;
  const fresh = (word: string) => `${word}-${++made}`;
  const inputs: Record<Kind, () => Record<string, unknown>> = {
    posts: () => ({
      title: 'A sample post',
      slug: fresh('sample-post'),
      excerpt: 'Sample.',
      content: 'Sample body.',
      categoryId: items.categories.id,
      publishedAt: '2025-01-01T08:00:00.000Z',
    }),
    guides: () => ({
      title: 'A sample guide',
      slug: fresh('sample-guide'),
      description: 'Sample.',
      content: 'Body.',
      categoryId: items.categories.id,
    }),
    topics: () => ({ name: fresh('Sample topic'), slug: fresh('sample-topic'), description: 'Sample.', color: 'teal', icon: 'fa-leaf' }),
    categories: () => ({ name: fresh('Sample category'), slug: fresh('sample-category'), description: '' }),
  };
  const version = async (kind: Kind) => (await asAdmin('GET', `/api/admin/${kind}/${items[kind].id}`)).body.data.version as number;

  /** The body each operation takes; the item's current version where an edit is based on one. */
  const body = async (op: HttpOperation): Promise<Record<string, unknown> | undefined> => {
    const kind = KINDS.find((each) => op.http.path.startsWith(`/api/admin/${each}/`) || op.http.path === `/api/admin/${each}`);
    if (kind && /^create[A-Z]\w+$/.test(op.name)) return inputs[kind]();
    if (kind && /^update[A-Z]\w+$/.test(op.name)) return { ...inputs[kind](), version: await version(kind) };
    // The publish flow's and review's steps are saves too; a schedule needs a date still to come.
    if (kind && /^(publish|unpublish|submit)Post$/.test(op.name)) return { ...inputs[kind](), version: await version(kind) };
    if (kind && op.name === 'sendBackPost') return { note: 'Say where the light comes from.', version: await version(kind) };
    if (kind && op.name === 'schedulePost') {
      return { ...inputs[kind](), publishedAt: new Date(Date.now() + 86_400_000).toISOString(), version: await version(kind) };
    }
    if (kind && /^restore\w+Revision$/.test(op.name)) return { version: await version(kind) };
    if (kind && /^autosave\w+$/.test(op.name)) return { values: { title: 'Unsaved' }, baseVersion: await version(kind) };
    const mail = { list: 'newsletter', subject: 'Sample', body: 'Sample.', includeLatest: false };
    const bodies: Record<string, Record<string, unknown>> = {
      sendContactMessage: { name: 'Sam', email, subject: 'Hello', message: 'A question.' },
      subscribeNewsletter: { email },
      subscribeApp: { appName: 'what-i-like', appTitle: 'What I Like', email },
      confirmSubscription: { token: 'bm90LWEtdG9rZW4.bm90LWEtc2lnbmF0dXJl' },
      unsubscribe: { token: 'bm90LWEtdG9rZW4.bm90LWEtc2lnbmF0dXJl' },
      createMailing: mail,
      updateMailing: mail,
      scheduleMailing: { sendAt: new Date(Date.now() + 86_400_000).toISOString() },
      setContactMessageHandled: { handled: true },
      updateMedia: { alt: 'A sample image' },
      setMediaFocal: { x: 0.3, y: 0.6 },
      createAuthor: { name: 'Sample Writer', slug: fresh('sample-writer') },
      updateAuthor: { name: 'Sample Writer', slug: 'sample-writer', bio: 'Writes samples.', link: 'https://example.com' },
      linkAuthor: { email },
      inviteStaff: { email, role: 'contributor' },
      acceptInvitation: { token: 'bm90LWEtdG9rZW4' },
      updateStaff: { role: 'editor' },
      transferOwnership: { to: '00000000-0000-4000-8000-0000000000bb' },
    };
    return bodies[op.name];
  };

  /** A path parameter of an item: the id or slug of one of the kind the route names, a revision, a token, an address. */
  const param = (path: string, name: string): string => {
    const before = path.split('/').at(path.split('/').indexOf(`:${name}`) - 1) ?? '';
    if (name === 'id' && ids[before]) return ids[before];
    if (name === 'slug' && PUBLIC_KIND[before]) return items[PUBLIC_KIND[before]].slug;
    if (name === 'slug' && before === 'authors') return newest!.authorProfile.slug;
    const others: Record<string, string> = {
      number: '1',
      token: 'bm90LWEtdG9rZW4.bm90LWEtc2lnbmF0dXJl',
      email,
      // A link of no post: its routes answer 404, and a field of theirs is still validated first.
      linkId: '00000000-0000-4000-8000-0000000000aa',
    };
    if (others[name]) return others[name];
    throw new Error(`no sample for :${name} of ${path}`);
  };

  return {
    async of(op: HttpOperation): Promise<SampleRequest> {
      const params = Object.fromEntries([...op.http.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, param(op.http.path, name!)]));
      const sample = op.http.body ? await body(op) : {};
      if (!sample) throw new Error(`no sample body for ${op.name}: add one to request-samples.ts`);
      // Every query parameter the table's routes take is optional but the one being probed.
      return { params, query: {}, body: sample };
    },
  };
}

async function uploadImage(url: string, adminToken: string): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await jpegImage(64, 48))], { type: 'image/jpeg' }), 'sample.jpg');
  const response = await fetch(`${url}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`the sample upload answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: { id: string } }).data;
}
