import { MissionsScreen } from '@/features/missions/components/missions-screen';

export default function MissionsRoute() {
  return <MissionsScreen />;
}
