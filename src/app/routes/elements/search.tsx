import { useId, useState } from 'react';
import {
  Autocomplete,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { MemberAvatar } from '@/features/ui-kit/components/member-avatar';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';

/** Sample members (names in the translations) with their membership numbers. */
const MEMBERS = [
  { id: 'amelia', number: 'LC-10241', tier: 'gold' },
  { id: 'oliver', number: 'LC-10388', tier: 'silver' },
  { id: 'priya', number: 'LC-10412', tier: 'gold' },
  { id: 'james', number: 'LC-10507', tier: 'bronze' },
  { id: 'sofia', number: 'LC-10619', tier: 'silver' },
  { id: 'daniel', number: 'LC-10733', tier: 'bronze' },
  { id: 'grace', number: 'LC-10850', tier: 'gold' },
  { id: 'hassan', number: 'LC-10962', tier: 'silver' },
] as const;

const REWARDS = ['coffee', 'spa', 'tote', 'checkup', 'parking', 'cinema'] as const;

/** Case- and accent-insensitive text for matching: "Sofía" matches "sofia". */
function fold(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);
}

export default function SearchRoute() {
  const { t, i18n } = useTranslation('elements');
  const title = t('search.title');
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const [reward, setReward] = useState<string | null>(null);

  const locale = i18n.resolvedLanguage ?? i18n.language;
  const needle = fold(query.trim(), locale);
  const members = MEMBERS.map((member) => ({
    ...member,
    name: t(`samples.members.${member.id}`),
  })).filter(
    (member) =>
      needle === '' ||
      fold(member.name, locale).includes(needle) ||
      fold(member.number, locale).includes(needle),
  );

  const rewardOptions = REWARDS.map((id) => ({ id, label: t(`samples.rewards.${id}`) }));

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('search.filter.title')} caption={t('search.filter.caption')}>
          <TextField
            type="search"
            fullWidth
            label={t('search.filter.label')}
            placeholder={t('search.filter.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-controls': resultsId },
            }}
          />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {members.length === 0
              ? t('search.filter.none', { query: query.trim() })
              : t('search.filter.count', { count: members.length })}
          </Typography>
          <List id={resultsId} aria-label={t('search.filter.results')} dense>
            {members.map((member) => (
              <ListItem key={member.id} disableGutters>
                <ListItemAvatar>
                  <MemberAvatar name={member.name} decorative />
                </ListItemAvatar>
                <ListItemText
                  primary={member.name}
                  secondary={t('search.filter.secondary', {
                    number: member.number,
                    tier: t(`samples.tiers.${member.tier}`),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Specimen>

        <Specimen title={t('search.autocomplete.title')} caption={t('search.autocomplete.caption')}>
          <Autocomplete
            options={rewardOptions}
            value={rewardOptions.find((option) => option.id === reward) ?? null}
            onChange={(_event, option) => setReward(option?.id ?? null)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={t('search.autocomplete.noOptions')}
            clearText={t('search.autocomplete.clear')}
            openText={t('search.autocomplete.open')}
            closeText={t('search.autocomplete.close')}
            renderInput={(params) => (
              <TextField {...params} label={t('search.autocomplete.label')} />
            )}
          />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {reward
              ? t('search.autocomplete.chosen', { reward: t(`samples.rewards.${reward}`) })
              : t('search.autocomplete.hint')}
          </Typography>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
