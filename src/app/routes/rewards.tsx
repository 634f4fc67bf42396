import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function RewardsRoute() {
  return (
    <UpcomingScreen
      screen="rewards"
      icon={<RedeemOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
