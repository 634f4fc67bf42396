import { MissionScreen } from '@/features/missions/components/mission-screen';

export default function MissionRoute() {
  return <MissionScreen />;
}
