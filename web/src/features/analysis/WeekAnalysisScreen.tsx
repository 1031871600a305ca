import { PeriodAnalysisScreen } from './PeriodAnalysisScreen';

export default function WeekAnalysisScreen() {
  return <PeriodAnalysisScreen kind="week" />;
}
