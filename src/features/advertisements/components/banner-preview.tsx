import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BANNER_ASPECT } from '../rules/banner';

type BannerPreviewProps = { title: string; link: string; image: string | undefined };

/** The banner as the member app shows it, in a phone-sized frame, before it is saved. */
export function BannerPreview({ title, link, image }: BannerPreviewProps) {
  const { t } = useTranslation('advertisements');
  let host = '';
  try {
    host = new URL(link).host;
  } catch {
    host = '';
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id="banner-preview-label" variant="subtitle2">
        {t('form.preview')}
      </Typography>
      <Box
        role="img"
        aria-labelledby="banner-preview-label"
        sx={{
          width: 260,
          height: 520,
          border: 10,
          borderColor: 'grey.900',
          borderRadius: 6,
          bgcolor: 'background.default',
          overflow: 'hidden',
          p: 1.5,
          pt: 4,
        }}
      >
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1.5 }}>
          London Clinic
        </Typography>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: BANNER_ASPECT,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {t('form.previewEmpty')}
            </Typography>
          )}
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              px: 1,
              py: 0.5,
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              color: '#fff',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }} noWrap>
              {title}
            </Typography>
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ mt: 0.5 }}>
          {host}
        </Typography>
        <Stack spacing={1} sx={{ mt: 2 }} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Box key={n} sx={{ height: 44, borderRadius: 1.5, bgcolor: 'action.hover' }} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
