import { RouterProvider } from 'react-router-dom';
import type { AppServices } from '../app-services';
import { ServicesProvider } from '../services-context';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export function App({ services, router }: { services: AppServices; router: Router }) {
  return (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
