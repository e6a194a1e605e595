import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { useStarterSet } from '@client/lib/starter-set';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FirstRun, FirstRunStep } from '../first-run';

function Step({
  number,
  title,
  done,
  current,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      {done ? (
        <CheckCircle color="success" aria-hidden="true" sx={{ mt: '2px' }} />
      ) : (
        <RadioButtonUnchecked
          color={current ? 'primary' : 'disabled'}
          aria-hidden="true"
          sx={{ mt: '2px' }}
        />
      )}
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', color: done ? 'text.secondary' : 'text.primary' }}>
          {number}. {title}
          {done ? (
            <Box component="span" sx={{ fontWeight: 400 }}>
              {' '}
              — done
            </Box>
          ) : null}
        </Typography>
        {done ? null : children}
      </Stack>
    </Box>
  );
}

const ORDER: FirstRunStep[] = ['subjects', 'cards', 'study'];

/** Three steps from a new account to a first study session, each marked off as it is done. */
export function FirstRunGuide({ guide }: { guide: NonNullable<FirstRun> }) {
  const starter = useStarterSet();
  const current = ORDER.find((s) => !guide.done[s]) ?? 'study';
  const addStarterSet = () =>
    starter.mutate(undefined, {
      onSuccess: (r) =>
        notify(
          r.createdSubjects === 0
            ? 'You already have every FLK subject.'
            : `Added ${r.createdSubjects} SQE subjects with ${r.createdTopics} topics.`,
          'success',
        ),
    });
  return (
    <Card component="section" aria-labelledby="first-run-heading" variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="first-run-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 0.5 }}>
          Getting started
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Three steps to your first study session.
        </Typography>
        <Stack component="ol" spacing={2.5} sx={{ m: 0, p: 0 }}>
          <Step
            number={1}
            title="Choose your SQE subjects"
            done={guide.done.subjects}
            current={current === 'subjects'}
          >
            <Typography variant="body2" color="text.secondary">
              The starter set adds the thirteen SQE1 subjects (functioning legal knowledge) with their main
              topics, linked to your SQE progress. Delete any you do not need, or add your own instead.
            </Typography>
            <FormErrorAlert title="The starter set was not added." error={starter.error} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={addStarterSet} disabled={starter.isPending}>
                {starter.isPending ? 'Adding…' : 'Add the SQE starter set'}
              </Button>
              <Button component={Link} to="/sqe">
                See the SQE subjects first
              </Button>
              <Button component={Link} to="/subjects/add">
                Add my own subject
              </Button>
            </Stack>
          </Step>
          <Step number={2} title="Add cards to study" done={guide.done.cards} current={current === 'cards'}>
            <Typography variant="body2" color="text.secondary">
              Make flashcards from your notes or the legal library, import an Anki deck, or write your own in
              a topic.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant={current === 'cards' ? 'contained' : 'outlined'}
                component={Link}
                to="/ai/flashcards"
              >
                Create flashcards
              </Button>
              <Button component={Link} to="/import-flashcards">
                Import flashcards
              </Button>
            </Stack>
          </Step>
          <Step number={3} title="Do your first study session" done={false} current={current === 'study'}>
            <Typography variant="body2" color="text.secondary">
              Ratio shows each card when you are about to forget it. A first session takes about ten minutes.
            </Typography>
            <Box>
              <Button
                variant={current === 'study' ? 'contained' : 'outlined'}
                component={Link}
                to="/study-session"
                disabled={!guide.done.cards}
              >
                Start studying
              </Button>
            </Box>
          </Step>
        </Stack>
      </CardContent>
    </Card>
  );
}
