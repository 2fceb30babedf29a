import { describe, expect, it } from 'vitest';
import { ContactMessageSchema, EmailSubscriptionSchema } from './engage.schemas.js';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };
const messagesFor = (body: unknown) => {
  const result = ContactMessageSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ContactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(ContactMessageSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['subject', '', 'Subject is required'],
    ['message', '', 'Message is required'],
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
});

describe('EmailSubscriptionSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(EmailSubscriptionSchema.parse({ email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });
});
