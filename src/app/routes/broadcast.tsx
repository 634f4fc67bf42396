import { BroadcastScreen } from '@/features/broadcast/components/broadcast-screen';

export default function BroadcastMessagesRoute() {
  return <BroadcastScreen />;
}
