import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 17746 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10109641615141929,
  bias: -2.2041957618873287,
};
