export default function RegisterScreen() {
  return null;
}
