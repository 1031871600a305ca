import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 23066 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10500441718099082,
  bias: -2.0083567147615016,
};
