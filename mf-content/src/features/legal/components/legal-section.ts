import type { ReactNode } from 'react';

/** One numbered section of a legal page; `id` is its in-page anchor. */
export type LegalSection = { id: string; title: string; body: ReactNode };

export const LEGAL_EFFECTIVE_DATE = 'August 6, 2025';
export const LEGAL_EFFECTIVE_DATE_ISO = '2025-08-06';
