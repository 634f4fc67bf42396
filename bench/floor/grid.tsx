// A grid screen's floor: a heading, a search box and a DataGrid with a page of ten members.
import { Avatar, Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { renderOnStack } from './stack';

type Member = { id: string; fullName: string; email: string; phone: string; points: number };

const PAGE: Member[] = Array.from({ length: 10 }, (_, index) => ({
  id: String(index + 1),
  fullName: `Member ${index + 1}`,
  email: `member${index + 1}@example.com`,
  phone: `+44 7700 900${String(100 + index)}`,
  points: 150 * index,
}));

function Members() {
  const { t } = useTranslation();
  // The page is there from the first render: the floor leaves the network out.
  const members = useQuery({ queryKey: ['members'], queryFn: () => PAGE, initialData: PAGE });
  const columns: GridColDef<Member>[] = [
    {
      field: 'photo',
      headerName: t('photo'),
      width: 80,
      renderCell: () => <Avatar sx={{ width: 36, height: 36 }} />,
    },
    { field: 'fullName', headerName: t('fullName'), flex: 1, minWidth: 180 },
    { field: 'email', headerName: t('email'), flex: 1, minWidth: 200 },
    { field: 'phone', headerName: t('phone'), width: 160 },
    { field: 'points', headerName: t('points'), width: 110, type: 'number' },
  ];
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            type="search"
            size="small"
            placeholder={t('search')}
            fullWidth
            sx={{ maxWidth: 480 }}
            slotProps={{ htmlInput: { 'aria-label': t('search') } }}
          />
          <DataGrid
            aria-label={t('title')}
            rows={members.data}
            columns={columns}
            rowHeight={56}
            pageSizeOptions={[10, 25, 50]}
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          />
        </Stack>
      </Paper>
    </Box>
  );
}

renderOnStack(Members, {
  title: 'Users',
  search: 'Search by name, email or phone',
  photo: 'Photo',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  points: 'Points',
});
