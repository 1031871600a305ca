import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 35226 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.11018686524568806,
  bias: -2.2738097490183136,
};
