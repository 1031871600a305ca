import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 17366 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10005223823198442,
  bias: -1.8613264520885768,
};
