export default function AnalysisScreen() {
  return null;
}
