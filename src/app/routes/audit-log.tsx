import { AuditLogScreen } from '@/features/audit-log/components/audit-log-screen';

export default function AuditLogRoute() {
  return <AuditLogScreen />;
}
