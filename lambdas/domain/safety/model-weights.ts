import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 34986 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.11057074537558668,
  bias: -2.254848527625099,
};
