import { StaffScreen } from '@/features/staff/components/staff-screen';

export default function StaffRoute() {
  return <StaffScreen />;
}
