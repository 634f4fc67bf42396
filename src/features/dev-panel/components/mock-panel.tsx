// The developer panel of `npm start`: drives the offline back end's controls (`/__mock/*`,
// mocks/README.md) without leaving the screen being built. Imported only under
// `import.meta.env.DEV` (src/app/app.tsx), so the production build has none of it
// (tests/dev-panel-absent.spec.ts checks the built files).
import { useCallback, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Divider,
  Drawer,
  Fab,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';
import {
  mockControl as control,
  readMockControls,
  refetchEverything,
  type MockFault as Fault,
  type MockOperation as Operation,
} from '@/api/mock-controls';

type Kind = 'status' | 'drop' | 'delay';

export default function MockPanel() {
  const { t } = useTranslation('devPanel');
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<{ name: string; about: string }[]>([]);
  const [scenario, setScenario] = useState('');
  const [snapshots, setSnapshots] = useState<string[]>([]);
  const [snapshotName, setSnapshotName] = useState('');
  const [latency, setLatency] = useState('0');
  const [operations, setOperations] = useState<Operation[]>([]);
  const [operation, setOperation] = useState<Operation | null>(null);
  const [kind, setKind] = useState<Kind>('status');
  const [status, setStatus] = useState('');
  const [delay, setDelay] = useState('2000');
  const [times, setTimes] = useState('1');
  const [faults, setFaults] = useState<Fault[]>([]);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | undefined>();

  const refresh = useCallback(async () => {
    const read = await readMockControls();
    setScenarios(read.scenarios);
    setScenario(read.scenario);
    setSnapshots(read.snapshots);
    setFaults(read.faults);
    setLatency(String(read.latency));
    setOperations(read.operations);
  }, []);

  const openPanel = () => {
    setOpen(true);
    refresh().catch((error: unknown) => setSaid({ ok: false, text: String(error) }));
  };

  /** Runs a control, says how it went, and refreshes the panel (and the screen's data). */
  const run = (done: string, action: () => Promise<unknown>, refetch = false) => {
    action()
      .then(async () => {
        setSaid({ ok: true, text: done });
        if (refetch) await refetchEverything();
        await refresh();
      })
      .catch((error: unknown) =>
        setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) }),
      );
  };

  const arm = () => {
    if (!operation) return;
    const calls = times.trim() === '' ? undefined : Number(times);
    const fault =
      kind === 'status'
        ? { status: Number(status) }
        : kind === 'drop'
          ? { drop: true }
          : { delay: Number(delay) };
    run(t('armed', { operation: operation.operationId }), () =>
      control('POST', 'faults', { operationId: operation.operationId, times: calls, ...fault }),
    );
  };

  const describe = (fault: Fault) =>
    [
      fault.status ? t('faultStatus', { status: fault.status }) : undefined,
      fault.drop ? t('kindDrop') : undefined,
      fault.delay === undefined ? undefined : t('faultDelay', { ms: fault.delay }),
      fault.remaining === undefined
        ? t('untilCleared')
        : t('callsLeft', { count: fault.remaining }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <Tooltip title={t('open')}>
        <Fab
          size="small"
          color="secondary"
          aria-label={t('open')}
          onClick={openPanel}
          sx={{ position: 'fixed', insetBlockEnd: 16, insetInlineStart: 16, zIndex: 'tooltip' }}
        >
          <TuneIcon />
        </Fab>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': t('title'), sx: { width: 380, p: 2 } } }}
      >
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {t('title')}
            </Typography>
            <IconButton aria-label={t('close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {said && (
            <Alert severity={said.ok ? 'success' : 'error'} onClose={() => setSaid(undefined)}>
              {said.text}
            </Alert>
          )}

          <Typography variant="subtitle2" component="h3">
            {t('scenario')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              select
              size="small"
              fullWidth
              label={t('scenario')}
              value={scenarios.some((s) => s.name === scenario) ? scenario : ''}
              onChange={(event) => setScenario(event.target.value)}
              helperText={scenarios.find((s) => s.name === scenario)?.about}
            >
              {scenarios.map((s) => (
                <MenuItem key={s.name} value={s.name}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() =>
                run(
                  t('switched', { scenario }),
                  () => control('POST', 'scenario', { name: scenario }),
                  true,
                )
              }
            >
              {t('switch')}
            </Button>
          </Stack>
          <Divider />

          <Typography variant="subtitle2" component="h3">
            {t('snapshots')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              label={t('snapshotName')}
              value={snapshotName}
              onChange={(event) => setSnapshotName(event.target.value)}
            />
            <Button
              variant="outlined"
              disabled={snapshotName.trim() === ''}
              onClick={() =>
                run(t('taken', { name: snapshotName }), () =>
                  control('POST', 'snapshot', { name: snapshotName }),
                )
              }
            >
              {t('take')}
            </Button>
          </Stack>
          {snapshots.length > 0 && (
            <List dense disablePadding>
              {snapshots.map((name) => (
                <ListItem
                  key={name}
                  secondaryAction={
                    <Button
                      size="small"
                      aria-label={t('restoreNamed', { name })}
                      onClick={() =>
                        run(
                          t('restored', { name }),
                          () => control('POST', 'restore', { name }),
                          true,
                        )
                      }
                    >
                      {t('restore')}
                    </Button>
                  }
                >
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </List>
          )}
          <Divider />

          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="number"
              fullWidth
              label={t('latency')}
              value={latency}
              onChange={(event) => setLatency(event.target.value)}
            />
            <Button
              variant="outlined"
              onClick={() =>
                run(t('latencySet', { ms: latency }), () =>
                  control('POST', 'latency', { ms: Number(latency) }),
                )
              }
            >
              {t('set')}
            </Button>
          </Stack>
          <Divider />

          <Typography variant="subtitle2" component="h3">
            {t('armFault')}
          </Typography>
          <Autocomplete
            size="small"
            options={operations}
            value={operation}
            onChange={(_, value) => {
              setOperation(value);
              setStatus(String(value?.statuses.find((s) => s >= 400) ?? ''));
            }}
            getOptionLabel={(o) => o.operationId}
            renderOption={(props, o) => (
              <li {...props} key={o.operationId}>
                <ListItemText primary={o.operationId} secondary={`${o.method} ${o.path}`} />
              </li>
            )}
            renderInput={(params) => <TextField {...params} label={t('operation')} />}
          />
          <TextField
            select
            size="small"
            label={t('kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <MenuItem value="status">{t('kindStatus')}</MenuItem>
            <MenuItem value="drop">{t('kindDrop')}</MenuItem>
            <MenuItem value="delay">{t('kindDelay')}</MenuItem>
          </TextField>
          {kind === 'status' && (
            <TextField
              select
              size="small"
              label={t('status')}
              value={operation?.statuses.includes(Number(status)) ? status : ''}
              onChange={(event) => setStatus(event.target.value)}
            >
              {(operation?.statuses ?? []).map((s) => (
                <MenuItem key={s} value={String(s)}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'delay' && (
            <TextField
              size="small"
              type="number"
              label={t('delay')}
              value={delay}
              onChange={(event) => setDelay(event.target.value)}
            />
          )}
          <TextField
            size="small"
            type="number"
            label={t('times')}
            helperText={t('timesHelp')}
            value={times}
            onChange={(event) => setTimes(event.target.value)}
          />
          <Button variant="contained" disabled={!operation} onClick={arm}>
            {t('arm')}
          </Button>

          <Typography variant="subtitle2" component="h3">
            {t('armedFaults')}
          </Typography>
          {faults.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noFaults')}
            </Typography>
          ) : (
            <>
              <List dense disablePadding>
                {faults.map((fault) => (
                  <ListItem key={fault.id}>
                    <ListItemText primary={fault.operationId} secondary={describe(fault)} />
                  </ListItem>
                ))}
              </List>
              <Button onClick={() => run(t('cleared'), () => control('DELETE', 'faults'))}>
                {t('clearAll')}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
