import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function MissionsRoute() {
  return (
    <UpcomingScreen
      screen="missions"
      icon={<FlagOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
