// Tables whose rows become stacked cards below the `sm` breakpoint (600 px: a 360 px phone), so nothing needs
// sideways scrolling; from `sm` up they are ordinary tables, untouched. The DOM stays one table for both.
// Every rule sits under one phone-only media query, so no desktop style has to be restored.

const PHONE = '@media (max-width: 599.95px)';
export const onPhone = (style: Record<string, unknown>) => ({ [PHONE]: style });

export const stacked = {
  table: onPhone({ display: 'block' }),
  head: onPhone({ display: 'block' }),
  /** A header row that stays on phones as a wrapping row of (sort) buttons. */
  headRow: onPhone({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '16px',
    rowGap: '4px',
    padding: '8px 16px',
    borderBottom: '1px solid',
    borderColor: 'divider',
  }),
  headCell: onPhone({ display: 'block', borderBottom: 'none', padding: 0 }),
  body: onPhone({ display: 'block' }),
  /** A body row: a two-column grid card on phones (cells place themselves with `wide` or gridColumn). */
  row: onPhone({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: '12px',
    rowGap: '4px',
    alignItems: 'center',
    padding: '12px 16px',
    borderBottom: '1px solid',
    borderColor: 'divider',
    '&:last-of-type': { borderBottom: 'none' },
  }),
  cell: onPhone({ display: 'block', borderBottom: 'none', padding: 0, minWidth: 0 }),
  hidden: onPhone({ display: 'none' }),
};

/** Where a cell sits in its row's card on phones: grid row and column ('1 / -1': the whole width). */
export const placed = (row: number, column: number | string) => onPhone({ gridRow: row, gridColumn: column });

/** A cell spanning the card's width on phones. */
export const wide = onPhone({ gridColumn: '1 / -1' });

/** On phones only, the column's name before the value ("Joined 05/03/2026"), as the header is not there. */
export const labelled = (label: string) =>
  onPhone({ '&::before': { content: `"${label} "`, color: 'text.secondary' } });

/** Merges several phone-only styles (each is one media-query key, so spreading would overwrite). */
export function phoneStyles(...styles: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const style of styles) {
    const rules = style[PHONE] as Record<string, unknown> | undefined;
    if (rules) merged[PHONE] = { ...(merged[PHONE] as Record<string, unknown> | undefined), ...rules };
  }
  return merged;
}
