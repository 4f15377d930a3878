import { addressFormSchema } from '@gamelle/contract';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { type CurrentCustomer, requireCustomer } from '../customer/current-customer.ts';
import type { Database } from '../shared/db/schema.ts';
import { readBody } from '../shared/http/body.ts';
import { parseId } from '../shared/http/ids.ts';
import { notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { type AddressRow, addressView } from './view.ts';

/** `/shop/addresses`: the customer's address book. Another customer's address is a 404, never a 403. */
export function addressRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.get('/', async (c) => {
    const me = await requireCustomer(c, services);
    const rows = await db
      .selectFrom('addresses')
      .selectAll()
      .where('customer_id', '=', me.customerId)
      .orderBy('id')
      .execute();
    const defaultId = await defaultAddressId(me);
    return c.json({
      '@context': '/api/v2/contexts/Address',
      ...hydraCollection(
        rows.map((r) => addressView(r, defaultId)),
        '/api/v2/shop/addresses',
      ),
    });
  });

  routes.post('/', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readBody(c, addressFormSchema, 'address');
    const created = await db
      .insertInto('addresses')
      .values({ ...columns(body), customer_id: me.customerId, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The first address, or one asked to be the favourite, becomes the default.
    if (body.isDefault || (await defaultAddressId(me)) === null)
      await db
        .updateTable('customers')
        .set({ default_address_id: created.id })
        .where('id', '=', me.customerId)
        .execute();
    return c.json(addressView(await ownAddress(c, me, created.id), await defaultAddressId(me)), 201);
  });

  routes.get('/:id', async (c) => {
    const me = await requireCustomer(c, services);
    return c.json(addressView(await ownAddress(c, me), await defaultAddressId(me)));
  });

  routes.put('/:id', async (c) => {
    const me = await requireCustomer(c, services);
    const address = await ownAddress(c, me);
    const body = await readBody(c, addressFormSchema, 'address');
    await db.updateTable('addresses').set(columns(body)).where('id', '=', address.id).execute();
    if (body.isDefault)
      await db
        .updateTable('customers')
        .set({ default_address_id: address.id })
        .where('id', '=', me.customerId)
        .execute();
    return c.json(addressView(await ownAddress(c, me), await defaultAddressId(me)));
  });

  routes.delete('/:id', async (c) => {
    const me = await requireCustomer(c, services);
    const address = await ownAddress(c, me);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set({ default_address_id: null })
        .where('id', '=', me.customerId)
        .where('default_address_id', '=', address.id)
        .execute();
      await trx.deleteFrom('addresses').where('id', '=', address.id).execute();
    });
    return c.body(null, 204);
  });

  async function ownAddress(c: Context, me: CurrentCustomer, id = parseId(c.req.param('id'))): Promise<AddressRow> {
    const row =
      id !== null
        ? await db
            .selectFrom('addresses')
            .selectAll()
            .where('id', '=', id)
            .where('customer_id', '=', me.customerId)
            .executeTakeFirst()
        : undefined;
    if (!row) throw notFound('Address not found');
    return row;
  }

  async function defaultAddressId(me: CurrentCustomer): Promise<number | null> {
    const row = await db
      .selectFrom('customers')
      .select('default_address_id')
      .where('id', '=', me.customerId)
      .executeTakeFirst();
    return row?.default_address_id ?? null;
  }

  return routes;
}

function columns(
  body: z.output<typeof addressFormSchema>,
): Omit<Database['addresses'], 'id' | 'customer_id' | 'created_at'> {
  return {
    alias: body.alias ?? null,
    company: body.company ?? null,
    first_name: body.firstName,
    last_name: body.lastName,
    country_code: body.countryCode,
    province_code: body.provinceCode ?? null,
    province_name: body.provinceName ?? null,
    street: body.street,
    street2: body.street2 ?? null,
    postcode: body.postcode,
    city: body.city,
    phone_number: body.phoneNumber,
    phone_number2: body.phoneNumber2 ?? null,
    delivery_instructions: body.deliveryInstructions ?? null,
  };
}
