import { use, useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { changedMeanwhile } from '@/api/versions';
import { discardChanges } from '@/components/dialogs/discard-changes';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormDateTimePicker } from '@/components/form/form-date-time-picker';
import { FormImageField } from '@/components/form/form-image-field';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { objectUrlOf } from '@/components/image-field/object-url';
import { appLocale } from '@/i18n/dates';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { useAdvertisementWrites } from '@/api/advertisements';
import {
  advertisementFormData,
  fieldsOf,
  formOf,
  TITLE_MAX_LENGTH,
  type AdvertisementForm,
} from '../rules/advertisement-form';
import { advertisementSchema } from '../rules/advertisement-schema';
import { BANNER_RATIO, BANNER_SIZE } from '../rules/banner';
import type { Advertisement } from '../rules/list-params';
import { BannerPreview } from './banner-preview';

export type FormTarget =
  | { mode: 'create'; initial: AdvertisementForm }
  | { mode: 'edit'; ad: Advertisement; initial: AdvertisementForm };

type AdvertisementFormDialogProps = {
  target: FormTarget;
  onClose: () => void;
  onSaved: (ad: Advertisement, created: boolean) => void;
};

/**
 * Create and edit share this form, with the banner previewed as the member app shows it. Save is
 * busy while saving; a failed save keeps what was typed (a refused picture is explained under the
 * picture field); closing with changes asks first.
 */
export function AdvertisementFormDialog({
  target,
  onClose,
  onSaved,
}: AdvertisementFormDialogProps) {
  const { t, i18n } = useTranslation('advertisements');
  const adapterLocale = use(dayjsLocaleFor(appLocale(i18n.resolvedLanguage)));
  const { create, update } = useAdvertisementWrites();
  const editing = target.mode === 'edit' ? target.ad : undefined;
  const resolver = useMemo(() => zodResolver(advertisementSchema), []);
  const failed = (error: unknown) => errorText(error, t, 'form.failed');
  const dialog = useFormDialog<AdvertisementForm>({
    resolver,
    defaultValues: target.initial,
    mode: 'onChange',
    draft: 'advertisement',
    about: editing,
    discard: discardChanges(t),
    failure: { title: t('form.failedTitle'), text: failed },
    ...(editing
      ? {
          edits: {
            version: editing.version,
            values: (now: Advertisement) => formOf(now),
            conflictOf: changedMeanwhile,
          },
        }
      : {}),
    onClose,
  });
  const { control, trigger } = dialog.form;
  const { values, busy } = dialog;
  const [imageRefusal, setImageRefusal] = useState<string>();

  const save = dialog.submit(async (form) => {
    setImageRefusal(undefined);
    try {
      const answer = editing
        ? await update(
            editing._id,
            fieldsOf(form),
            advertisementFormData(fieldsOf(form), form.image),
            dialog.version(),
          )
        : await create(fieldsOf(form), advertisementFormData(fieldsOf(form), form.image));
      onSaved(answer.data, !editing);
    } catch (error) {
      // The back end's refusal of a picture belongs beside the picture field too.
      const text = failed(error);
      if (form.image && error instanceof ApiError && error.status === 400 && /image/i.test(text))
        setImageRefusal(text);
      throw error;
    }
  });

  const picked = values.image instanceof File ? values.image : null;
  const shown = objectUrlOf(picked) ?? editing?.image;

  return (
    <FormDialog
      dialog={dialog}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      maxWidth="md"
      onSubmit={save}
      cancelText={t('form.cancel')}
      submit={
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
          {busy ? t('form.saving') : t('form.save')}
        </Button>
      }
      actionsSx={{ px: 3, py: 2 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <FormTextField
            control={control}
            name="title"
            label={t('form.title')}
            required
            fullWidth
            autoComplete="off"
            inputProps={{ maxLength: TITLE_MAX_LENGTH + 20 }}
          />
          <FormImageField
            control={control}
            name="image"
            label={t('form.image')}
            currentUrl={editing?.image}
            aspectRatio={BANNER_RATIO}
            {...(imageRefusal
              ? { error: imageRefusal }
              : dialog.pictureLost && !values.image
                ? { error: t('common:imageField.lost') }
                : {})}
          />
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            {t('form.imageHelp', {
              ratio: `${BANNER_RATIO.width}:${BANNER_RATIO.height}`,
              width: BANNER_SIZE.width,
              height: BANNER_SIZE.height,
            })}
          </Box>
          <FormTextField
            control={control}
            name="link"
            label={t('form.link')}
            placeholder={t('form.linkHelp')}
            required
            fullWidth
            type="url"
            inputMode="url"
            autoComplete="off"
          />
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
              }}
            >
              <FormDateTimePicker
                control={control}
                name="startsAt"
                label={t('form.startsAt')}
                onChanged={() => void trigger(['startsAt', 'endsAt'])}
              />
              <FormDateTimePicker
                control={control}
                name="endsAt"
                label={t('form.endsAt')}
                onChanged={() => void trigger(['startsAt', 'endsAt'])}
              />
            </Box>
          </LocalizationProvider>
          <FormSwitch control={control} name="active" label={t('form.active')} />
        </Box>
        <BannerPreview title={values.title ?? ''} link={values.link ?? ''} image={shown} />
      </Box>
    </FormDialog>
  );
}
