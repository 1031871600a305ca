import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 21166 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10514947802008767,
  bias: -2.2670339079309647,
};
