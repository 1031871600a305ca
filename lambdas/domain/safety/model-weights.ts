import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 30606 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.10721103737020392,
  bias: -2.4831447654589955,
};
