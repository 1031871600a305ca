export default function EmotionScreen() {
  return null;
}
