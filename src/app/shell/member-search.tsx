import { useState, type FormEvent } from 'react';
import { Box, InputAdornment, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** Finds members from anywhere: opens the Users list searched by name, e-mail, phone or member id. */
export function MemberSearch({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(paths.users({ search }));
    onSearched?.();
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: '100%', maxWidth: 360 }}>
      {/* OutlinedInput rather than TextField: the frame loads with every screen (see OutlinedField). */}
      <OutlinedInput
        size="small"
        fullWidth
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        inputProps={{ 'aria-label': t('search.label') }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </Box>
  );
}
