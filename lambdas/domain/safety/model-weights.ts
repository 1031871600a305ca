import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 20786 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.10482634567045866,
  bias: -2.258674229198562,
};
