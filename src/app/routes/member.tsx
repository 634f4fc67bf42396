import { useParams } from 'react-router';
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen';

export default function MemberProfileRoute() {
  const { id = '' } = useParams();
  // A new member is a new screen: nothing of the previous member's state carries over.
  return <MemberProfileScreen key={id} id={id} />;
}
