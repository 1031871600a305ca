export default function WelcomeScreen() {
  return null;
}
