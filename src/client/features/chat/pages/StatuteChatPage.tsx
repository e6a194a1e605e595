import { ChatScreen } from '../components/ChatScreen';

export default function StatuteChatPage() {
  return <ChatScreen kind="statute" />;
}
