import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/auth-context';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
