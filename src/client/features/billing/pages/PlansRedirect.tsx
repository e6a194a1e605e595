import { Navigate } from 'react-router';

/** /plans is what people type for the price list. */
export default function PlansRedirect() {
  return <Navigate to="/pricing" replace />;
}
