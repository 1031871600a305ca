export default function LoginScreen() {
  return null;
}
