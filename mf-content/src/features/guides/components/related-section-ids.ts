/** The guide's related-articles section and its heading, which its 'N related articles' link scrolls to. */
export const RELATED_SECTION_ID = 'related-articles';
export const RELATED_HEADING_ID = 'related-articles-heading';
