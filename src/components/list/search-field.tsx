import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@/lib/list-search';

type SearchFieldProps = {
  value: string;
  onChange: (text: string) => void;
  /** The field's accessible name ('Search members'). */
  label: string;
  placeholder: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** A list's search box: a magnifier, the accessible name, and the contract's 100 characters. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  sx,
}: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      fullWidth
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
