import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 28606 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.1075504369035964,
  bias: -2.377619486872033,
};
