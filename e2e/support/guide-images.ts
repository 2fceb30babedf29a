import { join } from 'node:path';

/**
 * Where a screenshot for the editors' guide (docs/editors-guide.md) goes: each run retakes them,
 * so the guide shows the admin area as it is. The docs test checks a spec takes every one.
 */
export const guideImage = (name: string): string => join(import.meta.dirname, '../../docs/images/editors-guide', name);
