import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 32746 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.11083599781449044,
  bias: -2.107435971222857,
};
