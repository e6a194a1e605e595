import Flag from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

type Props = {
  ids: string[];
  current: number;
  answered: (id: string) => boolean;
  flagged: (id: string) => boolean;
  onGo: (index: number) => void;
};

/** Every question as a numbered square: filled when answered, a flag when flagged, ringed when shown. */
export function QuestionNavigator({ ids, current, answered, flagged, onGo }: Props) {
  const nAnswered = ids.filter(answered).length;
  const nFlagged = ids.filter(flagged).length;
  return (
    <Box component="nav" aria-label="Questions">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
          gap: 0.75,
        }}
      >
        {ids.map((id, i) => {
          const isAnswered = answered(id);
          const isFlagged = flagged(id);
          const label = `Question ${i + 1}${isAnswered ? ', answered' : ', not answered'}${isFlagged ? ', flagged' : ''}`;
          return (
            <li key={id}>
              <ButtonBase
                onClick={() => onGo(i)}
                aria-label={label}
                aria-current={i === current ? 'step' : undefined}
                sx={{
                  position: 'relative',
                  width: '100%',
                  height: 40,
                  borderRadius: 1,
                  fontWeight: 600,
                  border: 2,
                  borderColor: isAnswered ? 'primary.main' : 'divider',
                  // The question shown: a ring around the square, so that orange stays the flag's colour.
                  outline: i === current ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                  bgcolor: isAnswered ? 'primary.main' : 'background.paper',
                  color: isAnswered ? 'primary.contrastText' : 'text.primary',
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'secondary.light',
                    outlineOffset: 2,
                  },
                }}
              >
                {i + 1}
                {isFlagged ? (
                  <Flag
                    aria-hidden="true"
                    sx={{ position: 'absolute', top: 1, right: 1, fontSize: 13, color: 'secondary.main' }}
                  />
                ) : null}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.9rem' }}>
        {nAnswered} answered · {ids.length - nAnswered} not answered · {nFlagged} flagged
      </Typography>
    </Box>
  );
}
