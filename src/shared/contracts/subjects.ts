import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} name is required.`)
    .max(100, `${what} name must be at most 100 characters.`);
const description = z.string().trim().max(2000, 'Description must be at most 2,000 characters.');

export const subjectBody = z.object({
  name: name('Subject'),
  description: description.optional(),
  color: z.string().regex(HEX_COLOUR, 'Colour must look like #1e3a5f.').optional(),
  /** The SQE FLK subject it covers, for SQE progress; null unlinks it. */
  flkSubject: z.enum(FLK_SUBJECT_IDS, { message: 'Choose one of the SQE subjects.' }).nullable().optional(),
});
export const subjectPatch = subjectBody.partial();

export const subject = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  flkSubject: z.enum(FLK_SUBJECT_IDS).nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  topicCount: z.number(),
  cardCount: z.number(),
  dueCount: z.number(),
  /** Share of study cards that are mature (in review with an interval of 21 days or more), 0..1. */
  mastery: z.number(),
});
export type Subject = z.infer<typeof subject>;

export const topicBody = z.object({ name: name('Topic'), description: description.optional() });
export const topicPatch = topicBody.partial().extend({ subjectId: z.uuid().optional() });

export const topic = z.object({
  id: z.string(),
  subjectId: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cardCount: z.number(),
  dueCount: z.number(),
  mastery: z.number(),
});
export type Topic = z.infer<typeof topic>;

export const orderBody = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
