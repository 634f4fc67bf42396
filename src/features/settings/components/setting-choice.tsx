import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

type SettingChoiceProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
};

/** One setting as a labelled group of radio buttons. */
export function SettingChoice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: SettingChoiceProps<T>) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={optionLabel(option)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
