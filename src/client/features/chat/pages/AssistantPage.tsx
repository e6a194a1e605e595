import { ChatScreen } from '../components/ChatScreen';

export default function AssistantPage() {
  return <ChatScreen kind="assistant" />;
}
