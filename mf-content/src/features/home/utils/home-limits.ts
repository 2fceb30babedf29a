/** docs/requirements.md#r-home-limits: how many posts the home page lists, and the placeholders its lists show while loading. */
export const HOME_POST_COUNT = 6;
export const GUIDE_PLACEHOLDERS = 3;
export const POST_PLACEHOLDERS = HOME_POST_COUNT;
export const TOPIC_PLACEHOLDERS = 4;
