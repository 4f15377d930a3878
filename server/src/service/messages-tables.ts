// Table types of migration 0016 (customer-service messages: the contact form and the subscriptions' contact dialog).
import type { Generated } from 'kysely';
import type { ContactSubject } from '@gamelle/contract/service/contact-subjects';

export interface ServiceMessagesTable {
  id: Generated<number>;
  /** contact: the contact form; subscription: a subscription page's contact dialog. */
  kind: 'contact' | 'subscription';
  /** Null for an anonymous visitor. */
  customer_id: number | null;
  subscription_id: number | null;
  order_id: number | null;
  email: string;
  name: string | null;
  /** The language the customer wrote in: acknowledgement and answers use it. */
  locale: 'fr' | 'nl';
  subject: ContactSubject;
  product_name: string | null;
  message: string;
  attachment_name: string | null;
  /** The type read from the file's bytes, never the one the browser declared. */
  attachment_type: string | null;
  attachment_bytes: number | null;
  /** The stored file's name under the attachments folder. */
  attachment_file: string | null;
  /** open until an operator answers; closed: followed up without an e-mail (subscription requests of 0007). */
  status: 'open' | 'answered' | 'closed';
  created_at: string;
  answered_at: string | null;
}

export interface ServiceMessageAnswersTable {
  id: Generated<number>;
  message_id: number;
  text: string;
  created_at: string;
}

export interface ServiceMessageTables {
  service_messages: ServiceMessagesTable;
  service_message_answers: ServiceMessageAnswersTable;
}
