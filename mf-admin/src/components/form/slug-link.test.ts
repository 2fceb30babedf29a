import { describe, expect, it } from 'vitest';
import { slugAfterTitle, slugEditedByHand, slugFromTitle, titleChange } from './slug-link';

describe('slug derivation', () => {
  it('follows the title while linked', () => {
    let state = slugFromTitle('');
    expect(state).toEqual({ slug: '', slugLinked: true });
    state = slugAfterTitle(state, 'Slow Mornings');
    expect(state.slug).toBe('slow-mornings');
    state = slugAfterTitle(state, 'Slow Mornings & Café Time!');
    expect(state).toEqual({ slug: 'slow-mornings-and-cafe-time', slugLinked: true });
  });

  it('stops following once the slug is edited by hand', () => {
    expect(slugAfterTitle(slugFromTitle(''), 'Slow Mornings').slug).toBe('slow-mornings');
    const state = slugAfterTitle(slugEditedByHand('mornings'), 'Slow Mornings, Revisited');
    expect(state).toEqual({ slug: 'mornings', slugLinked: false });
  });

  it('keeps a hand-cleared slug empty rather than refilling it', () => {
    const state = slugAfterTitle(slugEditedByHand(''), 'Another Title');
    expect(state.slug).toBe('');
  });

  it('follows the title again after a reset', () => {
    let state = slugFromTitle('Weekend Walks');
    expect(state).toEqual({ slug: 'weekend-walks', slugLinked: true });
    state = slugAfterTitle(state, 'Weekend Walks in Spring');
    expect(state.slug).toBe('weekend-walks-in-spring');
  });
});

describe('titleChange', () => {
  it('changes the slug with the title only while it follows', () => {
    expect(titleChange('title', { slug: '', slugLinked: true }, 'Tea Time')).toEqual({
      title: 'Tea Time',
      slug: 'tea-time',
      slugLinked: true,
    });
    expect(titleChange('name', { slug: 'tea', slugLinked: false }, 'Tea Time')).toEqual({ name: 'Tea Time' });
  });
});
