import { PeriodAnalysisScreen } from './PeriodAnalysisScreen';

export default function MonthAnalysisScreen() {
  return <PeriodAnalysisScreen kind="month" />;
}
