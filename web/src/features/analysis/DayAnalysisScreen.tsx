export default function DayAnalysisScreen() {
  return null;
}
