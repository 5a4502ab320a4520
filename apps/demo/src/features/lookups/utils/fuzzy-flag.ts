import type { FuzzyFlag } from '@pulse/api-client';

/** Spec §9: fuzzy search sends '2' when on and '1' (exact) when off. */
export const fuzzyFlag = (on: boolean): FuzzyFlag => (on ? '2' : '1');
