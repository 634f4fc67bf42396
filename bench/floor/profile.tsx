// The member profile's floor: its first view as the specification draws it (a header and a sidebar,
// the title, the member's panel, the history tabs over a table, the two totals panels), whose member
// comes from one request, as the profile's must. The lists are left empty: each would be a request
// more, after the member's.
import {
  AppBar,
  Avatar,
  Box,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Toolbar,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { renderOnStack } from './stack';

const FIELDS = [
  'email',
  'dateOfBirth',
  'gender',
  'phoneNumber',
  'whatsAppNumber',
  'memberId',
  'points',
  'referralCode',
  'membership',
] as const;
type Member = { fullName: string } & Record<(typeof FIELDS)[number], string | number>;

const MENU = ['dashboard', 'missions', 'rewards', 'advertisements', 'users', 'broadcast'] as const;
const MISSION_COLUMNS = ['name', 'category', 'progress', 'reward', 'lastVisit', 'action', 'history'];

function EmptyTable({ columns, empty }: { columns: string[]; empty: string }) {
  const { t } = useTranslation();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{t(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={columns.length} align="center">
            {empty}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function Profile() {
  const { t } = useTranslation();
  const member = useQuery({
    queryKey: ['member'],
    queryFn: (): Promise<Member> => fetch('/api/member').then((response) => response.json()),
  });
  const shown = (field: (typeof FIELDS)[number]) =>
    member.data ? String(member.data[field]) : t('loading');
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="nav" sx={{ width: 240, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
        <Typography variant="h6" sx={{ p: 2 }}>
          {t('brand')}
        </Typography>
        <List>
          {MENU.map((entry) => (
            <ListItemButton key={entry} component="a" href="#">
              <ListItemText primary={t(entry)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AppBar position="static" color="default" elevation={0}>
          <Toolbar sx={{ justifyContent: 'flex-end' }}>
            <Avatar sx={{ width: 32, height: 32 }} />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: 3 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Paper variant="outlined" sx={{ p: 3, width: { md: 360 }, flexShrink: 0 }}>
              <Avatar sx={{ width: 96, height: 96, mx: 'auto', mb: 1 }} />
              <Typography variant="h6" align="center" gutterBottom>
                {member.data?.fullName ?? t('loading')}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
              >
                {FIELDS.map((field) => [
                  <Typography key={`${field}-label`} component="dt" variant="body2">
                    {t(field)}
                  </Typography>,
                  <Typography key={field} component="dd" variant="body2" sx={{ m: 0 }}>
                    {shown(field)}
                  </Typography>,
                ])}
              </Box>
            </Paper>
            <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
              <Tabs value={0} aria-label={t('history')}>
                <Tab label={t('missionsTab')} />
                <Tab label={t('rewardsTab')} />
              </Tabs>
              <Box sx={{ p: 2, overflowX: 'auto' }}>
                <Typography variant="h6" gutterBottom>
                  {t('missionHistory')}
                </Typography>
                <EmptyTable columns={MISSION_COLUMNS} empty={t('noMissions')} />
              </Box>
            </Paper>
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 3 }}>
            <Paper variant="outlined" sx={{ flex: 1, p: 2, overflowX: 'auto' }}>
              <Typography variant="h6" gutterBottom>
                {t('totalMissions')}
              </Typography>
              <EmptyTable columns={['name', 'category', 'reward']} empty={t('noActive')} />
            </Paper>
            <Paper variant="outlined" sx={{ flex: 1, p: 2, overflowX: 'auto' }}>
              <Typography variant="h6" gutterBottom>
                {t('totalRewards')}
              </Typography>
              <EmptyTable columns={['name', 'points']} empty={t('noRewards')} />
            </Paper>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}

renderOnStack(Profile, {
  brand: 'London Clinic',
  dashboard: 'Dashboard',
  missions: 'Create Mission',
  rewards: 'Create Reward',
  advertisements: 'Create Advertisement',
  users: 'Users',
  broadcast: 'Broadcast Message',
  title: 'Profile',
  loading: 'Loading...',
  email: 'Email',
  dateOfBirth: 'DOB',
  gender: 'Gender',
  phoneNumber: 'Phone Number',
  whatsAppNumber: 'WhatsApp Number',
  memberId: 'MemberId',
  points: 'Points',
  referralCode: 'ReferralCode',
  membership: 'Membership',
  history: 'History',
  missionsTab: 'Missions',
  rewardsTab: 'Rewards',
  missionHistory: 'Mission History',
  name: 'Name',
  category: 'Category',
  progress: 'Progress',
  reward: 'Reward',
  lastVisit: 'Last Visit',
  action: 'Action',
  noMissions: 'No joined missions found.',
  totalMissions: 'Total Missions',
  noActive: 'No active missions found.',
  totalRewards: 'Total Rewards',
  noRewards: 'No rewards available.',
});
