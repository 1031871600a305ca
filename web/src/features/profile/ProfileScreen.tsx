export default function ProfileScreen() {
  return null;
}
