import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/panier')({
  component: () => <main id="main" />,
});
