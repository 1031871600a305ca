import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 34346 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10618959623640234,
  bias: -2.1814185236421646,
};
