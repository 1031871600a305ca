import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 27686 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10738612399654214,
  bias: -2.252368577002761,
};
