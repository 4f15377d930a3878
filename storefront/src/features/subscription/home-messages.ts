// The account home's next deliveries (NextDeliveries.tsx): its texts apart from the subscription pages' (issue 19:
// the whole catalogue is 2.6 KB gzip). subscriptionMessages holds these too.
import { defineMessages } from '../shared/index.ts';

export const subscriptionHomeMessages = defineMessages(
  {
    homeTitle: 'Mes prochaines livraisons',
    homeAll: 'Tous mes abonnements',
    nextDeliveryOn: (date: string) => `Prochaine expédition le ${date}`,
    subscriptionNumber: (code: string) => `Abonnement n° ${code}`,
  },
  {
    homeTitle: 'Mijn volgende leveringen',
    homeAll: 'Al mijn abonnementen',
    nextDeliveryOn: (date: string) => `Volgende verzending op ${date}`,
    subscriptionNumber: (code: string) => `Abonnement nr. ${code}`,
  },
);
