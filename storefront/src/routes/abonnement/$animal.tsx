import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { requireFeatures } from '../../features/shared/index.ts';

/**
 * The Dutch site links to /nl/abonnement/hond/ and /nl/abonnement/kat/ (spec §2): subscribing starts with the kibble
 * guide, which recommends the food and its delivery frequency for the pet, so they lead to its entrance with that
 * type's pets first. The French twins (`chien`, `chat`) do the same.
 */
export const Route = createFileRoute('/abonnement/$animal')({
  beforeLoad: async (route) => {
    // They lead to the kibble guide: gone with it while its feature guard is off (spec §2).
    await requireFeatures(route, 'kibbleGuide');
    const animal = animalOf(route.params.animal);
    if (!animal) throw notFound();
    throw redirect({ to: '/guide-croquettes/', search: { animal }, statusCode: 301 });
  },
});

function animalOf(segment: string): 'dog' | 'cat' | null {
  if (segment === 'hond' || segment === 'chien') return 'dog';
  if (segment === 'kat' || segment === 'chat') return 'cat';
  return null;
}
