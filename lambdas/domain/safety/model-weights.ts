import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 19646 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10213839603270308,
  bias: -2.041558537198428,
};
