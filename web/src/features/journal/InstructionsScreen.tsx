export default function InstructionsScreen() {
  return null;
}
