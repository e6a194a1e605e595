import { ChatScreen } from '../components/ChatScreen';

export default function CaseLawChatPage() {
  return <ChatScreen kind="case-law" />;
}
