// The contact form's subjects and refusals, and the messages' reference (issue 17): no zod, so the server's error
// table and the mails can read them without building a schema.

/**
 * What the message is about: the service's mailbox sorts by it. Not in the spec (§3 lists orderId, productName,
 * message and file); the issue asks for a subject, and a closed list keeps the mailbox's filters working.
 */
export const CONTACT_SUBJECTS = ['order', 'delivery', 'subscription', 'product', 'account', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactSubjectLabels: Record<ContactSubject, { fr: string; nl: string }> = {
  order: { fr: 'Ma commande', nl: 'Mijn bestelling' },
  delivery: { fr: 'La livraison', nl: 'De levering' },
  subscription: { fr: 'Mon abonnement', nl: 'Mijn abonnement' },
  product: { fr: 'Un produit ou un conseil nutrition', nl: 'Een product of voedingsadvies' },
  account: { fr: 'Mon compte', nl: 'Mijn account' },
  other: { fr: 'Autre question', nl: 'Andere vraag' },
};

/** `SC-000042`: the number customers and operators quote (the id of the service_messages row). */
export function serviceMessageReference(id: number): string {
  return `SC-${String(id).padStart(6, '0')}`;
}

/** The contact form's refusals of its own, in both languages. */
export const contactErrorTexts = {
  contact_order_not_found: {
    fr: "Cette commande ne figure pas parmi vos commandes. Choisissez l'une d'elles ou laissez le champ vide.",
    nl: 'Deze bestelling staat niet bij uw bestellingen. Kies er een of laat het veld leeg.',
  },
  too_many_contact_requests: {
    fr: 'Vous nous avez déjà écrit plusieurs fois. Merci de patienter : nous vous répondons au plus vite.',
    nl: 'U hebt ons al meerdere keren geschreven. Even geduld: we antwoorden u zo snel mogelijk.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;
