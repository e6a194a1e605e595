import ComingSoonPage from '@client/components/ComingSoonPage';
import { COMING_SOON, type ComingSoonKey } from '../coming-soon-screens';

/** A route whose screen arrives later. Its copy travels in this lazy chunk, not in the first bundle. */
export default function ComingSoonRoute({ screen }: { screen: ComingSoonKey }) {
  return <ComingSoonPage {...COMING_SOON[screen]} />;
}
