import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 36426 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10989171492099964,
  bias: -2.1726871406547468,
};
