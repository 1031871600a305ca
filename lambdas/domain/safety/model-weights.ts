import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 33866 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.1070252148730746,
  bias: -2.097617836926699,
};
