import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 23446 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10567096352224153,
  bias: -2.414350376044882,
};
