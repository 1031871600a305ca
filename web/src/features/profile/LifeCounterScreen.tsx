export default function LifeCounterScreen() {
  return null;
}
