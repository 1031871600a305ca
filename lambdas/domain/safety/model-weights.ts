import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 28606 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10925032147383991,
  bias: -2.3273742819066654,
};
