export default function EmailActionScreen() {
  return null;
}
