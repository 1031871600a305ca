export default function HomeScreen() {
  return null;
}
