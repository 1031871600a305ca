import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 29306 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10782378514084684,
  bias: -2.6064318932586796,
};
