import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 36186 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.1088014805048165,
  bias: -2.0113683622186205,
};
