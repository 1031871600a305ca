import type { AnswerOf } from '@web/lib/api';

export type Insights = AnswerOf<'GET /api/insights'>;
export type InsightDay = Insights['days'][number];
