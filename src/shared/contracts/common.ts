import { z } from 'zod';
import { ERROR_CODES } from '../errors';

export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
    resetsAt: z.string().optional(),
  }),
});

export const idParam = z.object({ id: z.uuid({ message: 'Must be a valid id.' }) });

/** Lists take ?limit= (default 50, at most 200) and ?cursor= (docs/API.md). */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

export const successBody = z.object({ success: z.literal(true) });
