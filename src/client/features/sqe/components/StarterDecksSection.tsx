import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeckAddResult, DeckSummary } from '@shared/contracts/decks';
import { useAddDecks, useStarterDecks, useUpdateDecks } from '../api';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

function added(r: DeckAddResult) {
  if (r.addedCards === 0) return 'You already have these cards.';
  const n = r.createdSubjects;
  const made = n ? `, with ${n} new ${n === 1 ? 'subject' : 'subjects'}` : '';
  return `Added ${cards(r.addedCards)}${made}.`;
}

function DeckRow({ deck, busy, onAdd }: { deck: DeckSummary; busy: boolean; onAdd: () => void }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{deck.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {deck.paper} · {cards(deck.cardCount)}
          {deck.updatesAvailable ? ` · ${deck.updatesAvailable} to update` : ''}
        </Typography>
      </Box>
      {deck.added ? (
        <Chip size="small" color="success" variant="outlined" label="Added" />
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={onAdd}
          disabled={busy || deck.cardCount === 0}
          aria-label={`Add the ${deck.name} deck`}
        >
          Add
        </Button>
      )}
    </Box>
  );
}

/**
 * The team's ready-made flashcards, one deck per FLK subject, each card citing its authority. Adding puts
 * them in the FLK subject (made if missing) under its main topics; a deck is never added twice, and
 * "Update decks" brings in the team's corrections without touching cards the user has edited.
 */
export function StarterDecksSection() {
  const decks = useStarterDecks();
  const add = useAddDecks();
  const update = useUpdateDecks();
  const items = decks.data?.items ?? [];
  const notAdded = items.filter((d) => !d.added && d.cardCount > 0);
  const updates = items.reduce((n, d) => n + d.updatesAvailable, 0);
  const busy = add.isPending || update.isPending;

  const addDecks = (deck?: DeckSummary) =>
    add.mutate(deck?.subject, { onSuccess: (r) => notify(added(r), 'success') });
  const updateDecks = () =>
    update.mutate(undefined, {
      onSuccess: (r) =>
        notify(
          `Updated ${cards(r.updated)}, added ${cards(r.addedCards)}` +
            (r.keptEdited ? `; kept your own edits of ${cards(r.keptEdited)}.` : '.'),
          'success',
        ),
    });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, gap: 1.5, mb: 1 }}
        >
          <Typography color="text.secondary">
            Short flashcards written by the Ratio team for each SQE1 subject, one rule each, with the case or
            provision it comes from. They go into the subject's topics and are scheduled like your own cards.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
            {updates > 0 ? (
              <Button variant="outlined" onClick={updateDecks} disabled={busy}>
                {update.isPending ? 'Updating…' : `Update decks (${updates})`}
              </Button>
            ) : null}
            <Button variant="contained" onClick={() => addDecks()} disabled={busy || notAdded.length === 0}>
              {add.isPending ? 'Adding…' : 'Add all'}
            </Button>
          </Stack>
        </Stack>
        {decks.isPending ? <DelayedLoading variant="inline" /> : null}
        <FormErrorAlert title="The starter decks could not be loaded." error={decks.error} />
        <FormErrorAlert title="The decks were not added." error={add.error} />
        <FormErrorAlert title="The decks were not updated." error={update.error} />
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            columnGap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {items.map((d) => (
            <DeckRow key={d.subject} deck={d} busy={busy} onAdd={() => addDecks(d)} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
