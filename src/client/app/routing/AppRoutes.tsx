import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';

// Built once: the same element on every navigation, so the layout is not re-rendered with each new address;
// only what reads the location does (the navigation bar's links, the route cache). React also stops looking
// for consumers of the changed location at the layout, instead of in every screen the route cache keeps hidden.
const layoutRoute = <Route path="*" element={<AppLayout />} />;

/**
 * Every address renders the shared layout; the layout's route cache renders the screens (ScreenRoutes.tsx),
 * one <Routes> per kept screen. The splat route makes those descendant <Routes> match from the root.
 */
export function AppRoutes() {
  return <Routes>{layoutRoute}</Routes>;
}
