import { useParams } from 'react-router';
import { ChatPage } from '@/features/connections/components/chat-page';

/** /chat/{id}: a Kindness Connections conversation. */
export default function ChatRoute() {
  const { id = '' } = useParams();
  return <ChatPage key={id} id={id} />;
}
