import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Avatar, List, ListItemAvatar, ListItemButton, ListItemText, Paper } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import type { LookupMatch } from '../rules/desk-rules';

/** Several members match: a list to choose from with the arrow keys and Enter (focus on the first). */
export function MatchList({
  matches,
  total,
  onChoose,
}: {
  matches: readonly LookupMatch[];
  total: number;
  onChoose: (match: LookupMatch) => void;
}) {
  const { t } = useTranslation('frontDesk');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
  }, [matches]);

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? Math.min(options.length - 1, at + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? options.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    options[next]?.focus();
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <p id="front-desk-matches" style={{ margin: '8px 16px' }}>
        {matches.length < total
          ? t('several.some', { shown: matches.length, total })
          : t('several.all', { count: total })}
      </p>
      <List ref={list} role="listbox" aria-labelledby="front-desk-matches" onKeyDown={move}>
        {matches.map((match) => (
          <ListItemButton
            key={match.member._id}
            role="option"
            aria-selected={false}
            onClick={() => onChoose(match)}
          >
            <ListItemAvatar>
              <Avatar src={match.member.profilePhoto} alt="">
                <PersonIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={match.member.fullName ?? t('unnamed')}
              secondary={[match.member.memberId, t(`matchedBy.${match.matchedBy}`)]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
