import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { DashboardSettings } from '@shared/contracts/account';
import {
  mergeWithDefaults,
  moveQuickAction,
  moveSection,
  orderedSections,
  toggleQuickAction,
  toggleSection,
} from '../settings';

type Item = { id: string; name: string; visible: boolean };

function ItemList({
  label,
  items,
  onToggle,
  onMove,
}: {
  label: string;
  items: Item[];
  onToggle: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              py: 0.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Switch
              checked={item.visible}
              onChange={() => onToggle(item.id)}
              slotProps={{ input: { 'aria-label': `Show ${item.name}` } }}
            />
            <Typography sx={{ flex: 1, color: item.visible ? 'text.primary' : 'text.secondary' }}>
              {item.name}
            </Typography>
            <IconButton
              aria-label={`Move ${item.name} up`}
              disabled={index === 0}
              onClick={() => onMove(item.id, -1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move ${item.name} down`}
              disabled={index === items.length - 1}
              onClick={() => onMove(item.id, 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type Props = {
  open: boolean;
  settings: DashboardSettings;
  onChange: (settings: DashboardSettings) => void;
  onClose: () => void;
};

/** Show, hide and reorder the sections and quick actions; every change is saved as it is made. */
export function CustomiseDialog({ open, settings, onChange, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="customise-title"
      fullWidth
      maxWidth="sm"
      // Full screen on a phone, by CSS: useMediaQuery here would pull it into the landing page's bundle.
      slotProps={{
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            width: { xs: '100%' },
            maxWidth: { xs: '100%', sm: 600 },
            height: { xs: '100%', sm: 'auto' },
            maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
            borderRadius: { xs: 0, sm: 1 },
          },
        },
      }}
    >
      <DialogTitle id="customise-title">Customise your dashboard</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Typography color="text.secondary" variant="body2">
          Changes are saved to your account as you make them.
        </Typography>
        <ItemList
          label="Sections"
          items={orderedSections(settings)}
          onToggle={(id) => onChange(toggleSection(settings, id))}
          onMove={(id, delta) => onChange(moveSection(settings, id, delta))}
        />
        <ItemList
          label="Quick actions"
          items={settings.quickActions}
          onToggle={(id) => onChange(toggleQuickAction(settings, id))}
          onMove={(id, delta) => onChange(moveQuickAction(settings, id, delta))}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button onClick={() => onChange(mergeWithDefaults(null))}>Restore defaults</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
