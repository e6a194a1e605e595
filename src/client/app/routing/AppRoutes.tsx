import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';

/**
 * Every address renders the shared layout; the layout's route cache renders the screens (ScreenRoutes.tsx),
 * one <Routes> per kept screen. The splat route makes those descendant <Routes> match from the root.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<AppLayout />} />
    </Routes>
  );
}
