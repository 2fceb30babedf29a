// @ts-check
/**
 * Synthetic but realistic lifestyle articles: titles, excerpts, tags and markdown bodies built
 * from a fixed vocabulary with a seeded generator, so every run indexes the same 10,000 texts.
 */

/** @param {number} seed */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'weekend hiking',
  'slow travel',
  'mindfulness',
  'meal prep',
  'sleep',
  'journaling',
  'budget travel',
  'wellness',
  'date night',
  'family dinners',
  'running',
  'yoga',
  'gardening',
  'road trips',
  'camping',
  'remote work',
  'boundaries at work',
  'reading habits',
  'home cooking',
  'stargazing',
  'cycling',
  'museum visits',
  'local markets',
  'coffee rituals',
  'digital detox',
  'morning routines',
  'board games',
  'live sports',
  'train journeys',
  'swimming',
  'photography',
  'volunteering',
  'baking bread',
  'saving money',
  'career change',
  'learning a language',
  'rest days',
  'breathing practice',
  'walking meetings',
  'picnics',
];
const ADJECTIVES = [
  'Simple',
  'Honest',
  'Practical',
  'Slow',
  'Small',
  'Joyful',
  'Affordable',
  'Quiet',
  'Bold',
  'Everyday',
  'Seasonal',
  'Unhurried',
];
const FRAMES = [
  (s, a) => `${a} Guide to ${cap(s)}`,
  (s, a) => `${a} Ideas for ${cap(s)}`,
  (s) => `What ${cap(s)} Taught Me About Living Fully`,
  (s, a) => `${a} Steps Towards Better ${cap(s)}`,
  (s) => `${cap(s)} for Busy People`,
  (s) => `Why ${cap(s)} Belongs in Your Week`,
  (s, a) => `A ${a} Month of ${cap(s)}`,
];
const OPENERS = [
  'Most weeks',
  'On a rainy Sunday',
  'After a long quarter at work',
  'Last spring',
  'Every evening',
  'Before the kids wake up',
  'On holiday',
];
const VERBS = ['started', 'tried', 'planned', 'rediscovered', 'made room for', 'committed to', 'experimented with', 'shared'];
const OUTCOMES = [
  'and the whole week felt lighter',
  'which turned an ordinary day into a memory',
  'and it cost less than we expected',
  'without giving up anything that mattered',
  'and our evenings became calmer',
  'which helped us sleep better and worry less',
  'and it became a small family tradition',
];
const DETAILS = [
  'Keep a short list and pick one thing a day.',
  'Write down what worked and repeat it next week.',
  'Invite a friend, because plans shared are plans kept.',
  'Set a budget first, then look for free options nearby.',
  'Leave buffer time so that nothing feels rushed.',
  'Check the weather, pack water and tell someone your route.',
  'Start with ten minutes and let the habit grow by itself.',
  'Protect the time in your calendar like any other meeting.',
];
export const TAGS = [
  'habits',
  'travel',
  'health',
  'food',
  'family',
  'outdoors',
  'budget',
  'work',
  'rest',
  'learning',
  'seasons',
  'community',
];

/** @param {string} s */
function cap(s) {
  return s.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** @template T @param {() => number} rnd @param {T[]} list @returns {T} */
function pick(rnd, list) {
  return /** @type {T} */ (list[Math.floor(rnd() * list.length)]);
}

/**
 * @param {() => number} rnd @param {string} subject
 */
function sentence(rnd, subject) {
  return `${pick(rnd, OPENERS)} we ${pick(rnd, VERBS)} ${subject}, ${pick(rnd, OUTCOMES)}. ${pick(rnd, DETAILS)}`;
}

/**
 * One article.
 * @param {number} n
 * @param {() => number} rnd
 */
export function article(n, rnd) {
  const subject = pick(rnd, SUBJECTS);
  const second = pick(rnd, SUBJECTS);
  const title = `${pick(rnd, FRAMES)(subject, pick(rnd, ADJECTIVES))} (${n})`;
  const excerpt = `${sentence(rnd, subject)} Notes on ${second} too.`;
  const paragraphs = [];
  const sections = 3 + Math.floor(rnd() * 3);
  for (let s = 0; s < sections; s += 1) {
    paragraphs.push(`## ${cap(pick(rnd, [subject, second, pick(rnd, SUBJECTS)]))}`);
    const sentences = [];
    for (let k = 0; k < 4 + Math.floor(rnd() * 4); k += 1) sentences.push(sentence(rnd, pick(rnd, [subject, subject, second])));
    paragraphs.push(sentences.join(' '));
  }
  const tags = [...new Set([pick(rnd, TAGS), pick(rnd, TAGS), pick(rnd, TAGS)])];
  return { slug: `bench-${n}-${subject.replace(/\W+/g, '-')}`, title, excerpt, body: paragraphs.join('\n\n'), tags };
}

/** The bench's query mix: single words, phrases, a typo and a prefix. */
export const QUERIES = [
  'wellness',
  'weekend hiking',
  'budgt travel',
  'mindf',
  'slow travel tips',
  'family dinners',
  'sleep',
  'stargazing',
  'career change',
  'coffe',
];

/**
 * Inserts a batch of corpus articles as published posts straight into the content table (as the
 * content seed does), each in a category drawn with `rnd`; returns the new posts' ids in order.
 * @param {import('pg').Client} client
 * @param {Array<{ n: number } & ReturnType<typeof article>>} batch
 * @param {string[]} categories
 * @param {() => number} rnd
 * @returns {Promise<string[]>}
 */
export async function insertPosts(client, batch, categories, rnd) {
  // Their byline: one profile, made the first time (docs/authors.md).
  const { rows: writer } = await client.query(
    `INSERT INTO content.authors (slug, name) VALUES ('bench-writer', 'Bench Writer')
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
  );
  const { rows } = await client.query(
    `INSERT INTO content.posts (slug, title, excerpt, content, category_id, meta_description, image_path, image_alt, author_id, published_at, tags, read_time, status)
     SELECT s, t, e, b, c::uuid, e, '/images/bench.svg', 'A sunny path through a park', $8::uuid, p::timestamptz, string_to_array(tg, '|'), 5, 'published'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(s, t, e, b, c, p, tg)
     RETURNING id`,
    [
      batch.map((a) => a.slug),
      batch.map((a) => a.title),
      batch.map((a) => a.excerpt),
      batch.map((a) => a.body),
      batch.map(() => categories[Math.floor(rnd() * categories.length)]),
      batch.map((a) => new Date(Date.UTC(2024, 0, 1) + a.n * 3_600_000).toISOString()),
      batch.map((a) => a.tags.join('|')),
      writer[0].id,
    ],
  );
  return rows.map((row) => row.id);
}
