import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';
import { idParam } from './common';
import { endpoints } from './endpoint';

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

// A student has tens of subjects and topics, not thousands: each list comes whole, in the student's order.
const subjectList = z.object({ items: z.array(subject), nextCursor: z.null() });
const oneSubject = z.object({ subject });
const topicList = z.object({ items: z.array(topic), nextCursor: z.null() });
const oneTopic = z.object({ topic });
const subjectParam = z.object({ subjectId: z.uuid({ message: 'Must be a valid id.' }) });
const notFound = [404] as const;

export const subjectEndpoints = endpoints('subjects', {
  'GET /api/subjects': { summary: 'My subjects with card figures', access: 'user', response: subjectList },
  'POST /api/subjects': {
    summary: 'Create a subject',
    access: 'user',
    body: subjectBody,
    response: oneSubject,
    status: 201,
  },
  'PUT /api/subjects/order': {
    summary: 'Reorder my subjects',
    access: 'user',
    body: orderBody,
    response: subjectList,
    errors: notFound,
  },
  'GET /api/subjects/:id': {
    summary: 'One subject',
    access: 'user',
    params: idParam,
    response: oneSubject,
    errors: notFound,
  },
  'PATCH /api/subjects/:id': {
    summary: 'Rename, describe or colour a subject',
    access: 'user',
    params: idParam,
    body: subjectPatch,
    response: oneSubject,
    errors: notFound,
  },
  'DELETE /api/subjects/:id': {
    summary: 'Delete a subject with its topics and cards',
    access: 'user',
    params: idParam,
    response: null,
    errors: notFound,
  },
});

export const topicEndpoints = endpoints('topics', {
  'GET /api/topics': { summary: 'All my topics', access: 'user', response: topicList },
  'GET /api/subjects/:subjectId/topics': {
    summary: "A subject's topics",
    access: 'user',
    params: subjectParam,
    response: topicList,
    errors: notFound,
  },
  'POST /api/subjects/:subjectId/topics': {
    summary: 'Create a topic',
    access: 'user',
    params: subjectParam,
    body: topicBody,
    response: oneTopic,
    status: 201,
    errors: notFound,
  },
  'PUT /api/subjects/:subjectId/topics/order': {
    summary: "Reorder a subject's topics",
    access: 'user',
    params: subjectParam,
    body: orderBody,
    response: topicList,
    errors: notFound,
  },
  'GET /api/topics/:id': {
    summary: 'One topic',
    access: 'user',
    params: idParam,
    response: oneTopic,
    errors: notFound,
  },
  'PATCH /api/topics/:id': {
    summary: 'Rename, describe or move a topic',
    access: 'user',
    params: idParam,
    body: topicPatch,
    response: oneTopic,
    errors: notFound,
  },
  'DELETE /api/topics/:id': {
    summary: 'Delete a topic with its cards',
    access: 'user',
    params: idParam,
    response: null,
    errors: notFound,
  },
});
