import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <main>
      <h1>Gamelle</h1>
      <p>Croquettes et pâtées pour chiens et chats, fabriquées en France et livrées chez vous.</p>
    </main>
  );
}
