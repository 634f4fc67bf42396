import { AdvertisementsScreen } from '@/features/advertisements/components/advertisements-screen';

export default function AdvertisementRoute() {
  return <AdvertisementsScreen />;
}
