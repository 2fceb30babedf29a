import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('is the message of an Error', () => {
    expect(errorMessage(new Error('503: down'), 'fallback')).toBe('503: down');
  });

  it.each([['a string'], [{ message: 'not an Error' }], [undefined], [new Error('')]])('falls back for %j', (error) => {
    expect(errorMessage(error, 'Please try again later.')).toBe('Please try again later.');
  });
});
