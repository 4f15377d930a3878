import { recommendationRefusalTexts } from '@gamelle/contract/guide/pet-guide';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../shared/index.ts';
import { useGuidePartMessages } from './part-messages.ts';
import { Refusals } from './Refusals.tsx';

/**
 * A bi-nutrition guide opened for a dog: the check's message of spec §8 and the way to the kibble guide. A chunk of
 * its own (guide-parts.ts): the checks' texts come with the contract's guide module and its schemas (zod), which a
 * cat's steps do not need.
 */
export function BiNutritionNotACat({ animal }: { animal: string }) {
  const t = useGuidePartMessages();
  const locale = useLocale();
  return (
    <Refusals
      title={t.checksTitle}
      messages={[recommendationRefusalTexts.dog_pet_type[locale]]}
      actions={
        <Link to="/guide-croquettes/$animal/" params={{ animal }}>
          {t.toKibbleGuide}
        </Link>
      }
    />
  );
}
