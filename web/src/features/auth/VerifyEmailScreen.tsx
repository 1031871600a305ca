export default function VerifyEmailScreen() {
  return null;
}
