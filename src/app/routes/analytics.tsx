import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function AnalyticsRoute() {
  return (
    <UpcomingScreen
      screen="analytics"
      icon={<InsightsOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
