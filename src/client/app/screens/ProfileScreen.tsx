import ProfilePage from '../../features/account/pages/ProfilePage';
import { SubscriptionCard } from '../../features/billing/components/SubscriptionCard';

/** The profile with the billing feature's subscription card: composed here, where features may meet. */
export default function ProfileScreen() {
  return <ProfilePage subscription={<SubscriptionCard />} />;
}
