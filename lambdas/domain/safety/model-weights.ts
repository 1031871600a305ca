import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 18506 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10350553615880159,
  bias: -2.220019090285782,
};
