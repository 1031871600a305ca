export default function CalendarScreen() {
  return null;
}
