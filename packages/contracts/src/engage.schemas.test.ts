import { describe, expect, it } from 'vitest';
import {
  APPS,
  AppIdSchema,
  AppSubscriptionSchema,
  appById,
  ContactMessageSchema,
  ContactReceiptSchema,
  CreateContactMessageSchema,
  EMAIL_MAX_LENGTH,
  EmailSubscriptionSchema,
} from './engage.schemas.js';
import { ENGAGE_PATTERNS } from './operations/patterns.js';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };
const issuesOf =
  (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }) =>
  (body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
const messagesFor = issuesOf(ContactMessageSchema);

describe('ContactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(ContactMessageSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['name', null, 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', ' \n ', 'Email is required'],
    ['email', undefined, 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['email', 'ada example@example.com', 'Please enter a valid email address'],
    ['subject', '', 'Subject is required'],
    ['subject', '\t', 'Subject is required'],
    ['subject', undefined, 'Subject is required'],
    ['message', '', 'Message is required'],
    ['message', '  ', 'Message is required'],
    ['message', undefined, 'Message is required'],
  ])('%s %j is refused with "%s" only', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual([`${field}: ${message}`]);
  });

  it.each([
    ['name', 100, 'Name must be less than 100 characters'],
    ['subject', 200, 'Subject must be less than 200 characters'],
    ['message', 2000, 'Message must be less than 2000 characters'],
  ])('%s accepts exactly %i characters and refuses one more', (field, limit, message) => {
    expect(messagesFor({ ...valid, [field]: 'x'.repeat(limit) })).toEqual([]);
    expect(messagesFor({ ...valid, [field]: 'x'.repeat(limit + 1) })).toEqual([`${field}: ${message}`]);
  });

  it.each([
    ['name', 100],
    ['subject', 200],
    ['message', 2000],
  ])('%s counts its length after trimming, so padding around %i characters is fine', (field, limit) => {
    expect(messagesFor({ ...valid, [field]: `  ${'x'.repeat(limit)}\n` })).toEqual([]);
  });

  it('names every bad field of an empty form at once, in form order', () => {
    expect(messagesFor({ name: '', email: '', subject: '', message: '' })).toEqual([
      'name: Name is required',
      'email: Email is required',
      'subject: Subject is required',
      'message: Message is required',
    ]);
    expect(messagesFor({})).toEqual(messagesFor({ name: '', email: '', subject: '', message: '' }));
  });

  it(`refuses an address longer than ${EMAIL_MAX_LENGTH} characters as not valid`, () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    const tooLong = `${local}@${domain}`;
    expect(tooLong.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(messagesFor({ ...valid, email: tooLong })).toEqual(['email: Please enter a valid email address']);
  });

  it('keeps the address as typed apart from trimming', () => {
    expect(ContactMessageSchema.parse({ ...valid, email: ' Ada@Example.com ' }).email).toBe('Ada@Example.com');
  });
});

describe('CreateContactMessageSchema', () => {
  const requestId = '3f0c1d9e-8b7a-4c2d-9e1f-0a1b2c3d4e5f';

  it('adds the request id and lower-cases the address', () => {
    expect(CreateContactMessageSchema.parse({ ...valid, email: ' Ada@Example.COM', requestId })).toEqual({
      ...valid,
      email: 'ada@example.com',
      requestId,
    });
  });

  it('refuses a message without a well-formed request id', () => {
    expect(issuesOf(CreateContactMessageSchema)(valid)).toEqual([expect.stringMatching(/^requestId: /)]);
    expect(issuesOf(CreateContactMessageSchema)({ ...valid, requestId: 'abc' })).toEqual([expect.stringMatching(/^requestId: /)]);
  });

  it('keeps the form rules', () => {
    expect(issuesOf(CreateContactMessageSchema)({ ...valid, name: '', requestId })).toEqual(['name: Name is required']);
  });
});

describe('ContactReceiptSchema', () => {
  it('is an id and an ISO time', () => {
    expect(ContactReceiptSchema.parse({ id: '3f0c1d9e-8b7a-4c2d-9e1f-0a1b2c3d4e5f', createdAt: '2025-08-06T10:00:00.000Z' })).toBeTruthy();
  });
});

describe('EmailSubscriptionSchema', () => {
  const messages = issuesOf(EmailSubscriptionSchema);

  it('trims and lower-cases the address', () => {
    expect(EmailSubscriptionSchema.parse({ email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [undefined, 'Email is required'],
    ['nope', 'Please enter a valid email address'],
  ])('refuses %j with "%s"', (email, message) => {
    expect(messages({ email })).toEqual([`email: ${message}`]);
  });
});

describe('AppSubscriptionSchema', () => {
  const messages = issuesOf(AppSubscriptionSchema);
  const app = { appName: 'what-i-like', appTitle: 'What I Like', email: ' Rita@Example.com ' };

  it('accepts each of the three apps, with the address trimmed and lower-cased', () => {
    for (const { id, title } of APPS) {
      expect(AppSubscriptionSchema.parse({ ...app, appName: id, appTitle: title })).toEqual({
        appName: id,
        appTitle: title,
        email: 'rita@example.com',
      });
    }
  });

  it('refuses an app that is not one of the three', () => {
    expect(messages({ ...app, appName: 'no-such-app' })).toEqual([expect.stringMatching(/^appName: /)]);
  });

  it('refuses a missing title and a bad address', () => {
    expect(messages({ ...app, appTitle: ' ', email: 'x' })).toEqual([
      'appTitle: App title is required',
      'email: Please enter a valid email address',
    ]);
  });
});

describe('APPS', () => {
  it('lists the three apps of docs/requirements.md#r-app-list with their colours, each known to AppIdSchema', () => {
    expect(APPS.map(({ id, title, color }) => [id, title, color])).toEqual([
      ['dining-alphabet', 'Dining through the Alphabet', 'red'],
      ['what-i-like', 'What I Like', 'blue'],
      ['stadium-tracker', 'Stadium Tracker', 'green'],
    ]);
    expect(AppIdSchema.options).toEqual(APPS.map((a) => a.id));
    expect(appById('stadium-tracker').title).toBe('Stadium Tracker');
  });
});

describe('ENGAGE_PATTERNS', () => {
  it('are distinct and live under engage.', () => {
    const patterns = Object.values(ENGAGE_PATTERNS);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^engage\./);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is refused in every contact field, each named with its label', () => {
    const result = ContactMessageSchema.safeParse({ name: 'A\u0000', email: 'a@example.com', subject: 'S\ud800', message: 'M\u0000' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: 'Name contains a character that is not allowed' },
      { path: ['subject'], message: 'Subject contains a character that is not allowed' },
      { path: ['message'], message: 'Message contains a character that is not allowed' },
    ]);
  });
});
