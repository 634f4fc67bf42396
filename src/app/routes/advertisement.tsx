import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function AdvertisementRoute() {
  return (
    <UpcomingScreen
      screen="advertisement"
      icon={<CampaignOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
