export default function WeekAnalysisScreen() {
  return null;
}
