import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 20406 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10377193491519691,
  bias: -2.0380071073081747,
};
