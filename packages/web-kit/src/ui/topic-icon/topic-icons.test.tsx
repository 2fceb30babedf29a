import { Bike, CircleQuestionMark, Flower2, Heart, PiggyBank, Utensils } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FootballIcon } from './football-icon';
import { TopicIcon } from './topic-icon';
import { resolveTopicIcon, TOPIC_ICON_NAMES, UnknownTopicIcon } from './topic-icons';

const REQUIRED = [
  'fa-utensils',
  'fa-heart',
  'fa-trophy',
  'fa-futbol',
  'fa-leaf',
  'fa-mountain',
  'fa-users',
  'fa-piggy-bank',
  'fa-book',
  'fa-plane',
  'fa-spa',
  'fa-camera',
  'fa-music',
  'fa-briefcase',
  'fa-sun',
  'fa-bicycle',
];

describe('resolveTopicIcon', () => {
  it.each(REQUIRED)('knows %s', (name) => {
    const { Icon, found } = resolveTopicIcon(name);
    expect(found).toBe(true);
    expect(Icon).not.toBe(UnknownTopicIcon);
  });

  it('maps each name to its own icon', () => {
    expect(resolveTopicIcon('fa-utensils').Icon).toBe(Utensils);
    expect(resolveTopicIcon('fa-heart').Icon).toBe(Heart);
    expect(resolveTopicIcon('fa-piggy-bank').Icon).toBe(PiggyBank);
    expect(resolveTopicIcon('fa-spa').Icon).toBe(Flower2);
    expect(resolveTopicIcon('fa-bicycle').Icon).toBe(Bike);
    expect(resolveTopicIcon('fa-futbol').Icon).toBe(FootballIcon);
    expect(new Set(REQUIRED.map((name) => resolveTopicIcon(name).Icon)).size).toBe(REQUIRED.length);
    expect(TOPIC_ICON_NAMES).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('reads full class lists and any letter case', () => {
    expect(resolveTopicIcon('fas fa-heart').Icon).toBe(Heart);
    expect(resolveTopicIcon(' fa-solid FA-UTENSILS ').Icon).toBe(Utensils);
  });

  it.each(['fa-nope', '', 'heart', 'toString', 'constructor', 'fa-solid'])('falls back to a question mark for %j', (name) => {
    expect(resolveTopicIcon(name)).toEqual({ Icon: CircleQuestionMark, found: false });
  });
});

describe('TopicIcon', () => {
  it('draws a known icon as decoration, without a label', () => {
    const html = renderToStaticMarkup(<TopicIcon icon="fa-heart" />);
    expect(html).toMatch(/^<span class="topic-icon" aria-hidden="true"><svg/);
    expect(html).toContain('lucide-heart');
    expect(html).not.toContain('title=');
  });

  it("shows an unknown icon as a question mark with a 'not found' tooltip and label", () => {
    const html = renderToStaticMarkup(<TopicIcon icon="fa-nope" />);
    expect(html).toContain('class="topic-icon topic-icon--unknown"');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Icon &quot;fa-nope&quot; not found"');
    expect(html).toContain('title="Icon &quot;fa-nope&quot; not found"');
    expect(html).toMatch(/lucide-circle-question-mark|lucide-circle-help/);
  });
});
