import { HOME_POST_COUNT } from './home-limits';

/** The list comes newest first, so the latest insights are its head. */
export function latestPosts<T>(posts: readonly T[], count = HOME_POST_COUNT): T[] {
  return posts.slice(0, count);
}
