import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 35786 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.11045330726979723,
  bias: -2.3051440909300087,
};
