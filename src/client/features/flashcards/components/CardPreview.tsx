import { Markdown } from '@client/components/Markdown';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlashcardBody } from '@shared/contracts/flashcards';
import { previewFaces } from '../model';

function Side({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {title}
      </Typography>
      {text.trim() ? (
        <Markdown>{text}</Markdown>
      ) : (
        // text.secondary, not text.disabled: the word is information (this side is empty), so it must be
        // readable at 4.5:1.
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Empty
        </Typography>
      )}
    </Box>
  );
}

export function CardPreview({
  kind,
  front,
  back,
}: {
  kind: FlashcardBody['kind'];
  front: string;
  back: string;
}) {
  const faces = previewFaces(kind, front, back);
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Preview
      </Typography>
      {faces.length === 0 ? (
        <Typography color="text.secondary">
          Select a word or phrase in the text and press Cloze to hide it. Each number becomes its own card.
        </Typography>
      ) : (
        <Stack spacing={2}>
          {faces.map((face) => (
            <Box
              key={face.label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                {face.label}
              </Typography>
              <Stack spacing={1.5} divider={<Divider flexItem />}>
                <Side title="Question" text={face.question} />
                <Side title="Answer" text={face.answer} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
