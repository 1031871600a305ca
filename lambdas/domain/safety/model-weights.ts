import type { CrisisModel } from './model';

/**
 * Written by `npm run train:crisis` from 31786 development notes; do not edit. The
 * weights themselves are the bytes of `model-weights.bin`, found through `#crisis-data-files`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = {
  bits: 16,
  scale: 0.1103903069650331,
  bias: -2.1414059105991834,
};
