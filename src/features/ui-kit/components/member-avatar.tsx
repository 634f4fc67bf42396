import { Avatar, type AvatarProps } from '@mui/material';

/** First letters of the first and last words of a name: "Amelia Clarke" → "AC". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

type MemberAvatarProps = {
  /** The member's full name: read out, and the initials shown. */
  name: string;
  /** What screen readers hear, when more than the name ("Amelia Clarke, online"). */
  label?: string;
  /** A theme colour whose contrast text stays readable on it in both modes. */
  color?: 'primary' | 'secondary' | 'success';
  /** Width and height in pixels; the initials scale with it. */
  size?: number;
  variant?: AvatarProps['variant'];
  /** Hidden from screen readers where the name is written beside it anyway. */
  decorative?: boolean;
};

/** A member without a photo: their initials on a theme colour, named for screen readers. */
export function MemberAvatar({
  name,
  label = name,
  color = 'primary',
  size = 40,
  variant,
  decorative = false,
}: MemberAvatarProps) {
  return (
    <Avatar
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      variant={variant}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
