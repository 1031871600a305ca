import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 16606 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 15,
  scale: 0.09909663567015269,
  bias: -2.1960481848929367,
};
