/** Where the Lambdas' own metrics go (Powertools reads it from POWERTOOLS_METRICS_NAMESPACE). */
export const appMetricsNamespace = 'EmotionJournal';
