import Science from '@mui/icons-material/Science';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SANDBOX_CARDS } from '@shared/contracts/billing';

/** '4242 4242 4242 4242' */
export const spacedCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const CARDS = [
  { number: SANDBOX_CARDS.success, effect: 'pays at once' },
  { number: SANDBOX_CARDS.decline, effect: 'is declined' },
  { number: SANDBOX_CARDS.delayed, effect: 'pays after a short delay, as a bank transfer would' },
] as const;

/** The sandbox's banner: nothing here is real, and these are the cards it knows. */
export function SandboxBanner({ onPick }: { onPick: (cardNumber: string) => void }) {
  return (
    <Alert
      severity="warning"
      icon={<Science />}
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle>Sandbox: no money is taken</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        This is Ratio's test payment provider. Use one of these cards, with any expiry date and CVC:
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {CARDS.map((card) => (
          <Stack
            component="li"
            key={card.number}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 1.5 }}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => onPick(spacedCard(card.number))}
            >
              Use {spacedCard(card.number)}
            </Button>
            <Typography variant="body2">{card.effect}</Typography>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
