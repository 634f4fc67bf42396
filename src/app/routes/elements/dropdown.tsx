import { useId, useState, type MouseEvent } from 'react';
import {
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonIcon from '@mui/icons-material/Person';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RedeemIcon from '@mui/icons-material/Redeem';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import EditIcon from '@mui/icons-material/Edit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ArchiveIcon from '@mui/icons-material/Archive';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Specimen, SpecimenGrid } from '@/features/ui-kit/components/specimen';
import { StatusText } from '@/features/ui-kit/components/status-text';

const MEMBER_ACTIONS = [
  { id: 'viewProfile', Icon: PersonIcon },
  { id: 'recordVisit', Icon: EventAvailableIcon },
  { id: 'redeemReward', Icon: RedeemIcon },
] as const;

const MISSION_ACTIONS = [
  { id: 'edit', Icon: EditIcon },
  { id: 'duplicate', Icon: ContentCopyIcon },
  { id: 'archive', Icon: ArchiveIcon },
] as const;

const MISSION_TYPES = ['visit', 'points'] as const;

/** A menu opened from a button: which element anchors it, and its ids for aria-controls. */
function useMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchorEl !== null;
  return {
    anchorEl,
    open,
    close: () => setAnchorEl(null),
    buttonProps: {
      id: buttonId,
      'aria-controls': open ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl,
      open,
      onClose: () => setAnchorEl(null),
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}

export default function DropdownRoute() {
  const { t } = useTranslation('elements');
  const title = t('dropdown.title');
  const memberMenu = useMenu();
  const missionMenu = useMenu();
  const [lastAction, setLastAction] = useState<string | null>(null);
  const [missionAction, setMissionAction] = useState<string | null>(null);
  const [missionType, setMissionType] = useState<string>('visit');

  return (
    <PageFrame screen="element" title={title}>
      <SpecimenGrid>
        <Specimen title={t('dropdown.menu.title')} caption={t('dropdown.menu.caption')}>
          <Button variant="contained" endIcon={<ArrowDropDownIcon />} {...memberMenu.buttonProps}>
            {t('dropdown.menu.button')}
          </Button>
          <Menu {...memberMenu.menuProps}>
            {MEMBER_ACTIONS.map(({ id, Icon }) => (
              <MenuItem
                key={id}
                onClick={() => {
                  setLastAction(t(`dropdown.menu.${id}`));
                  memberMenu.close();
                }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(`dropdown.menu.${id}`)}</ListItemText>
              </MenuItem>
            ))}
            <Divider />
            <MenuItem
              onClick={() => {
                setLastAction(t('dropdown.menu.removeFromMission'));
                memberMenu.close();
              }}
            >
              <ListItemIcon>
                <PersonRemoveIcon fontSize="small" color="error" />
              </ListItemIcon>
              <ListItemText>{t('dropdown.menu.removeFromMission')}</ListItemText>
            </MenuItem>
          </Menu>
          <StatusText>
            {lastAction
              ? t('dropdown.menu.chosen', { action: lastAction })
              : t('dropdown.menu.hint')}
          </StatusText>
        </Specimen>

        <Specimen title={t('dropdown.select.title')} caption={t('dropdown.select.caption')}>
          <TextField
            select
            label={t('dropdown.select.label')}
            value={missionType}
            onChange={(event) => setMissionType(event.target.value)}
            helperText={t(`dropdown.select.help.${missionType}`)}
            sx={{ minWidth: 240 }}
          >
            {MISSION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`dropdown.select.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Specimen>

        <Specimen title={t('dropdown.iconMenu.title')} caption={t('dropdown.iconMenu.caption')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flexGrow: 1 }}>{t('dropdown.iconMenu.mission')}</Typography>
            <IconButton
              aria-label={t('dropdown.iconMenu.button', {
                name: t('dropdown.iconMenu.mission'),
              })}
              {...missionMenu.buttonProps}
            >
              <MoreVertIcon />
            </IconButton>
          </Stack>
          <Menu {...missionMenu.menuProps}>
            {MISSION_ACTIONS.map(({ id, Icon }) => (
              <MenuItem
                key={id}
                onClick={() => {
                  setMissionAction(t(`dropdown.iconMenu.${id}`));
                  missionMenu.close();
                }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(`dropdown.iconMenu.${id}`)}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
          <StatusText>
            {missionAction
              ? t('dropdown.menu.chosen', { action: missionAction })
              : t('dropdown.iconMenu.hint')}
          </StatusText>
        </Specimen>
      </SpecimenGrid>
    </PageFrame>
  );
}
