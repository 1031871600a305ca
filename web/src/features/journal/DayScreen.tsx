export default function DayScreen() {
  return null;
}
