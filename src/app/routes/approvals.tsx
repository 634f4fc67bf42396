import { ApprovalsScreen } from '@/features/approvals/components/approvals-screen';

export default function ApprovalsRoute() {
  return <ApprovalsScreen />;
}
