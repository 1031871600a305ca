import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 32906 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.1101174861340926,
  bias: -1.9813834312689835,
};
