import { describe, expect, it } from 'vitest';
import { newTopicValues, parseTopicValues } from './topic-form-values';

describe('topic form values', () => {
  it('asks for a colour and an icon from the lists the site draws', () => {
    expect(parseTopicValues({ ...newTopicValues(), name: 'Foodie', slug: 'foodie', description: 'Food.' }).errors).toEqual({
      color: 'Choose one of the colours',
      icon: 'Choose one of the icons',
    });
    expect(
      parseTopicValues({ ...newTopicValues(), name: 'Foodie', slug: 'foodie', description: 'Food.', color: 'teal', icon: 'fa-utensils' })
        .success,
    ).toBe(true);
  });
});
