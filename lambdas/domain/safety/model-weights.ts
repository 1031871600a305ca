import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 18886 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.1037181241715248,
  bias: -2.0244706661352088,
};
