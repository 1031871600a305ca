export default function AssistantChatScreen() {
  return null;
}
