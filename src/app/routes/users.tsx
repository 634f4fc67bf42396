import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function UsersRoute() {
  return (
    <UpcomingScreen
      screen="users"
      icon={<PeopleAltOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
