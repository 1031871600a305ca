import { healthContract } from '../domain/contract';
import { httpRoute, ok } from '../http/route';

export const handler = httpRoute(healthContract, async () => ok({ ok: true as const }));
