import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 22306 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.107174408206057,
  bias: -2.1041563375922907,
};
