import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 16986 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10107706643065092,
  bias: -2.1604542544943994,
};
