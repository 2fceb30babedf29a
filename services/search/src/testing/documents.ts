import { randomUUID } from 'node:crypto';
import type { SearchDocument, TopicRef } from '@livefully/contracts';

const topic = (slug: string, name: string): TopicRef => ({ id: randomUUID(), slug, name });

export function post(fields: Partial<SearchDocument> & { slug: string; title: string }): SearchDocument {
  return {
    type: 'blog_post',
    id: randomUUID(),
    excerpt: 'A short story about living well.',
    body: 'Some plain words about an ordinary week, the people in it and the small things that made it good.',
    tags: [],
    categoryName: 'Lifestyle',
    publishedAt: '2025-03-01T08:00:00.000Z',
    topics: [],
    ...fields,
  };
}

/** The documents every engine is tested with: a typo, a prefix, a ranking and the three types. */
export function testDocuments() {
  const wellness = post({
    slug: 'wellness-habits-that-last',
    title: 'Wellness Habits That Last',
    excerpt: 'Small daily routines for body and mind.',
    tags: ['health', 'routine'],
    categoryName: 'Wellness',
    publishedAt: '2025-01-05T09:00:00.000Z',
    imagePath: '/images/wellness.svg',
    imageAlt: 'A bowl of fruit beside running shoes',
    imageFocal: { x: 0.3, y: 0.6 },
    authorName: 'Ana Ruiz',
    authorSlug: 'ana-ruiz',
    readTime: 6,
    topics: [
      topic('wellness', 'Wellness'),
      topic('challenge', 'Challenge'),
      topic('family', 'Family'),
      topic('outdoors', 'Outdoors'),
      topic('sports', 'Sports'),
    ],
  });
  const mindfulness = post({
    slug: 'mindfulness-for-busy-people',
    title: 'Mindfulness for Busy People',
    excerpt: 'Five quiet minutes, every day.',
  });
  const kayakInTitle = post({
    slug: 'kayak-trips-for-beginners',
    title: 'Kayak Trips for Beginners',
    excerpt: 'Calm rivers and a picnic.',
  });
  const kayakInBody = post({
    slug: 'a-quiet-sunday',
    title: 'A Quiet Sunday',
    excerpt: 'Nothing planned, and that was the plan.',
    body: 'We slept late, read on the porch and in the afternoon took the old kayak out on the lake for an hour.',
  });
  const guide: SearchDocument = {
    type: 'guide',
    id: randomUUID(),
    slug: 'weekend-adventure-playbook',
    title: 'Weekend Adventure Playbook',
    excerpt: 'How to plan a two-day escape that feels like a week.',
    body: '## Pick a direction\n\nTrains, trails and a cheap room near the sea.',
    tags: [],
    categoryName: 'Adventure',
    publishedAt: null,
    topics: [],
    imagePath: '/images/adventure.svg',
    imageAlt: 'A tent under a starry sky',
  };
  const foodie: SearchDocument = {
    type: 'topic',
    id: randomUUID(),
    slug: 'foodie',
    title: 'Foodie',
    excerpt: 'Restaurants, recipes and food adventures.',
    body: '',
    tags: [],
    categoryName: null,
    publishedAt: null,
    topics: [],
  };
  const sunrises = Array.from({ length: 25 }, (_, n) =>
    post({ slug: `sunrise-walk-${n + 1}`, title: `Sunrise Walk Number ${n + 1}`, body: `Notes from an early walk, number ${n + 1}.` }),
  );
  // The all-words rule: both words in one field, in two fields, as one tag; one word only.
  const familyDinners = post({
    slug: 'family-dinners-on-a-budget',
    title: 'Family Dinners on a Budget',
    excerpt: 'Cheap, warm and round one table.',
  });
  const acrossFields = post({
    slug: 'sunday-roast',
    title: 'The Sunday Roast',
    excerpt: 'Why our family keeps one evening free.',
    body: 'Everyone cooks one dish and the dinner takes three hours.',
  });
  const taggedOnly = post({ slug: 'around-the-table', title: 'Around the Table', tags: ['Family Dinners'] });
  const familyOnly = post({ slug: 'family-camping-weekends', title: 'Family Camping Weekends', excerpt: 'Tents, rain and laughter.' });
  const dinnersOnly = post({ slug: 'dinners-for-one', title: 'Dinners for One', excerpt: 'Cooking well when nobody is watching.' });
  return {
    wellness,
    mindfulness,
    kayakInTitle,
    kayakInBody,
    guide,
    foodie,
    sunrises,
    familyDinners,
    acrossFields,
    taggedOnly,
    familyOnly,
    dinnersOnly,
    all: [
      wellness,
      mindfulness,
      kayakInTitle,
      kayakInBody,
      guide,
      foodie,
      ...sunrises,
      familyDinners,
      acrossFields,
      taggedOnly,
      familyOnly,
      dinnersOnly,
    ],
  };
}
