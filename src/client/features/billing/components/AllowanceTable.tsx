import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ToolGroup, WEEKLY_LIMITS } from '@shared/ai-limits';
import { ASSISTANT_PLANS } from '@shared/contracts/chat';
import { PLAN_DETAILS, PLANS, type Plan } from '@shared/plans';

type Row = { label: string; cell: (plan: Plan) => string | boolean };

const limit = (group: ToolGroup) => (plan: Plan) => {
  const n = WEEKLY_LIMITS[plan]?.[group];
  return n === undefined ? 'Unlimited' : String(n);
};

// Every figure comes from WEEKLY_LIMITS, the table the server enforces.
const ROWS: Row[] = [
  { label: 'Notes, flashcard and mind map generations (each tool)', cell: limit('content') },
  { label: 'SBAQ quizzes', cell: limit('content') },
  { label: 'SQE2 practice papers (each tool)', cell: limit('practice') },
  { label: 'Case-law and statute chat questions (each)', cell: limit('chat') },
  { label: 'AI assistant', cell: (plan) => (ASSISTANT_PLANS as readonly Plan[]).includes(plan) },
  { label: 'Subjects, flashcards, notes, mind maps, exams, library', cell: () => true },
];

// The row names stay put while a phone scrolls the plans sideways.
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** The weekly AI allowance of every plan side by side; scrolls sideways on a phone. */
export function AllowanceTable() {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
        Swipe the table sideways to see every plan.
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label="Weekly AI allowance by plan" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={STICKY}>
                Each week
              </TableCell>
              {PLANS.map((plan) => (
                <TableCell
                  key={plan}
                  component="th"
                  scope="col"
                  align="center"
                  sx={{ fontWeight: 700, color: PLAN_DETAILS[plan].colour }}
                >
                  {PLAN_DETAILS[plan].name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ ...STICKY, minWidth: { xs: 140, sm: 180 } }}>
                  {row.label}
                </TableCell>
                {PLANS.map((plan) => {
                  const value = row.cell(plan);
                  return (
                    <TableCell key={plan} align="center">
                      {value === true ? (
                        <Check fontSize="small" color="success" aria-label="Included" />
                      ) : value === false ? (
                        <Remove fontSize="small" color="disabled" aria-label="Not included" />
                      ) : (
                        value
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
