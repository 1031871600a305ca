import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 20026 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.102473340187523,
  bias: -1.9182191514941311,
};
