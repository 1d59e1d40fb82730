// The application: providers around the router.
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
