import { useSubjects } from '@client/features/subjects/api';
import { type SubjectsList, subjectsMenuError } from './nav-items';

/** The Subjects menu's list, from the same query the Subjects screen uses (so both agree). */
export function useSubjectsList(): SubjectsList {
  const subjects = useSubjects();
  if (subjects.isPending) return { status: 'loading' };
  if (subjects.isError) return { status: 'error', message: subjectsMenuError(subjects.error) };
  return { status: 'ready', items: subjects.data.map(({ id, name }) => ({ id, name })) };
}
