import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rewardHistoryQuery } from '@/api/rewards';
import { PendingListPanel } from './list-panel';
import { MissionHistoryTable } from './mission-history-table';
import { RewardHistoryTable } from './reward-history-table';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';

type HistoryTab = 'missions' | 'rewards' | 'activity';

// The timeline's code comes when its tab is first opened: the profile's first visit stays as light.
const ActivityTimeline = lazy(async () => ({
  default: (await import('./activity-timeline')).ActivityTimeline,
}));

// Both histories load with the profile (§4), so the Rewards tab opens at once and reloads after a redemption.
function LoadRewardHistory({ memberId }: { memberId: string }) {
  useQuery({ ...rewardHistoryQuery(memberId), ...SENT_BY_THE_ROUTE });
  return null;
}

/**
 * 'Missions' (first), 'Rewards' and 'Activity' tabs: the member's mission history, reward
 * redemption history and timeline of every change. Until the member's `_id` is known, the tabs are there and their list is loading.
 */
export function HistoryTabs({ memberId }: { memberId: string | undefined }) {
  const { t } = useTranslation('members');
  const [tab, setTab] = useState<HistoryTab>('missions');
  // The pressed tab shows selected at once; its list (a table to mount) follows a moment later,
  // without holding up the press's paint: 80 to 150 ms at 4× CPU when both came in one render.
  const shown = useDeferredValue(tab);
  return (
    <Paper variant="outlined" sx={{ height: '100%' }}>
      {memberId && <LoadRewardHistory memberId={memberId} />}
      <Tabs
        value={tab}
        onChange={(_event, value: HistoryTab) => setTab(value)}
        aria-label={t('tabs.label')}
        sx={{ px: 2 }}
      >
        <Tab
          value="missions"
          label={t('tabs.missions')}
          id="tab-missions"
          aria-controls="tabpanel-missions"
        />
        <Tab
          value="rewards"
          label={t('tabs.rewards')}
          id="tab-rewards"
          aria-controls="tabpanel-rewards"
        />
        <Tab
          value="activity"
          label={t('tabs.activity')}
          id="tab-activity"
          aria-controls="tabpanel-activity"
        />
      </Tabs>
      <HistoryPanel memberId={memberId} tab={shown} />
    </Paper>
  );
}

/** The open tab's list: rendered again only when the tab or the member changes. */
const HistoryPanel = memo(function HistoryPanel({
  memberId,
  tab,
}: {
  memberId: string | undefined;
  tab: HistoryTab;
}) {
  const { t } = useTranslation('members');
  return (
    <Box
      role="tabpanel"
      id={`tabpanel-${tab}`}
      aria-labelledby={`tab-${tab}`}
      sx={{ '& > section': { border: 0 } }}
    >
      {!memberId ? (
        <PendingListPanel
          title={t(
            tab === 'missions'
              ? 'missions.title'
              : tab === 'rewards'
                ? 'rewardHistory.title'
                : 'tabs.activity',
          )}
          headingLevel="h3"
        />
      ) : tab === 'missions' ? (
        <MissionHistoryTable memberId={memberId} />
      ) : tab === 'rewards' ? (
        <RewardHistoryTable memberId={memberId} />
      ) : (
        <Suspense fallback={<PendingListPanel title={t('tabs.activity')} headingLevel="h3" />}>
          <ActivityTimeline memberId={memberId} />
        </Suspense>
      )}
    </Box>
  );
});
