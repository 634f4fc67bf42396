import { forwardRef, type KeyboardEvent } from 'react';
import {
  Avatar,
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { MAX_NUMBERED, progressOf, type LookupMatch } from '../rules/desk-rules';

/**
 * The member found: photo, name, member ID, membership and points, then the joined missions that
 * can take a visit, numbered 1 to 9. It takes the keyboard focus, so a number key records a visit.
 */
export const MemberCard = forwardRef<
  HTMLDivElement,
  {
    match: LookupMatch;
    onPick: (index: number) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  }
>(function MemberCard({ match, onPick, onKeyDown }, ref) {
  const { t } = useTranslation('frontDesk');
  const format = useDateFormat();
  const { member, missions } = match;
  const name = member.fullName ?? t('unnamed');
  return (
    <Paper
      ref={ref}
      variant="outlined"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      aria-labelledby="front-desk-member-name"
      role="region"
      sx={{ p: 2, outline: 'none', '&:focus-visible': { boxShadow: 3 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={member.profilePhoto} alt="" sx={{ width: 88, height: 88 }}>
          <PersonIcon sx={{ fontSize: 48 }} />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="front-desk-member-name"
            variant="h2"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {member.memberId && (
              <Typography color="text.secondary">
                {t('card.memberId', { id: member.memberId })}
              </Typography>
            )}
            {member.membership && (
              <Chip size="small" label={t('card.membership', { tier: member.membership })} />
            )}
          </Stack>
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="p" data-testid="front-desk-points">
            {format.number(member.points)}
          </Typography>
          <Typography color="text.secondary">{t('card.points')}</Typography>
        </Box>
      </Stack>
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1, fontSize: '1rem' }}>
        {t('missions.heading')}
      </Typography>
      {missions.length === 0 ? (
        <Typography color="text.secondary">{t('missions.none')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('missions.hint')}
          </Typography>
          <List dense aria-label={t('missions.heading')}>
            {missions.slice(0, MAX_NUMBERED).map((mission, index) => {
              const { progress, limit } = progressOf(mission);
              return (
                <ListItem key={mission.missionId} disablePadding>
                  <ListItemButton
                    onClick={() => onPick(index)}
                    aria-keyshortcuts={String(index + 1)}
                    sx={{ gap: 2, borderRadius: 1 }}
                  >
                    <Box
                      component="kbd"
                      aria-hidden
                      sx={{
                        minWidth: 28,
                        textAlign: 'center',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        fontFamily: 'inherit',
                        fontWeight: 700,
                      }}
                    >
                      {index + 1}
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{mission.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {limit === undefined
                          ? t('missions.progressUnlimited', { progress: format.number(progress) })
                          : t('missions.progress', {
                              progress: format.number(progress),
                              limit: format.number(limit),
                            })}
                      </Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {t('missions.reward', { points: format.number(mission.pointsReward) })}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Paper>
  );
});
