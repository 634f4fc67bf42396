import { ProfileScreen } from '@/features/account/components/profile-screen';

/** The signed-in admin's own profile: name and photo (the header follows it). */
export default function MyProfileRoute() {
  return <ProfileScreen />;
}
