import { FrontDeskScreen } from '@/features/front-desk/components/front-desk-screen';

export default function FrontDeskRoute() {
  return <FrontDeskScreen />;
}
