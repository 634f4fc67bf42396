import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';

export default function AnalyticsRoute() {
  return <AnalyticsScreen />;
}
