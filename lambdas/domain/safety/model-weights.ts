import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 36426 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10988973100663631,
  bias: -2.172505051620021,
};
