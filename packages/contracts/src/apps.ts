/**
 * The three coming apps whose news readers can ask for. Plain data without zod, so a page that
 * lists them (`@livefully/contracts/apps`) does not load the schemas; AppIdSchema names the same ids.
 */
export const APPS = [
  {
    id: 'dining-alphabet',
    title: 'Dining through the Alphabet',
    color: 'red',
    description: 'Eat your way from A to Z: a new cuisine for every letter, with a log of every table you shared.',
  },
  {
    id: 'what-i-like',
    title: 'What I Like',
    color: 'blue',
    description: 'Keep the books, places, songs and small rituals that make you happy in one list you can share.',
  },
  {
    id: 'stadium-tracker',
    title: 'Stadium Tracker',
    color: 'green',
    description: 'Check off every ballpark and arena you visit, with the game, the seats and the people you went with.',
  },
] as const;
export type App = (typeof APPS)[number];
