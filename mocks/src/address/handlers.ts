// The customer's address book (spec §7 /shop/addresses): list as a hydra:Collection, add (the first one, or one
// asked to be, becomes the favourite), read, edit, delete. Another customer's address is a 404.
import {
  addressFields,
  defaultAfterCreate,
  defaultAfterDelete,
  defaultAfterUpdate,
} from '@gamelle/contract/address/favourite';
import { addressBodySchema, type Address } from '@gamelle/contract/address/schema';
import { hydraCollection, shopIri } from '@gamelle/contract/shared/jsonld';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import type { HandlerOptions } from '../shared/options.ts';
import { handle, notFound, readBody, requireCustomer } from '../shared/respond.ts';
import { addAddress, type MockAddress, type MockCustomer, type MockState } from '../shared/state.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function addressHandlers(state: MockState, options: HandlerOptions) {
  const own = (request: Request, me: MockCustomer) => {
    const id = Number(new URL(request.url).pathname.split('/').at(-1));
    const address = state.addresses.get(id);
    if (!address || address.customerId !== me.id) throw notFound('Address not found');
    return address;
  };

  return [
    http.get(
      route(shopRoutes.addresses),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const mine = options.empty ? [] : [...state.addresses.values()].filter((a) => a.customerId === me.id);
        return HttpResponse.json({
          '@context': '/api/v2/contexts/Address',
          ...hydraCollection(
            mine.map((a) => addressView(a, me)),
            `${API_BASES.shop}${shopRoutes.addresses}`,
          ),
        });
      }),
    ),

    http.post(
      route(shopRoutes.addresses),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const body = await readBody(request, addressBodySchema, 'address');
        const created = addAddress(state, { ...addressFields(body), customerId: me.id });
        me.defaultAddressId = defaultAfterCreate(me.defaultAddressId, created.id, body.isDefault);
        return HttpResponse.json(addressView(created, me), { status: 201 });
      }),
    ),

    http.get(
      route(shopRoutes.address),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        return HttpResponse.json(addressView(own(request, me), me));
      }),
    ),

    http.put(
      route(shopRoutes.address),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const address = own(request, me);
        const body = await readBody(request, addressBodySchema, 'address');
        Object.assign(address, addressFields(body));
        me.defaultAddressId = defaultAfterUpdate(me.defaultAddressId, address.id, body.isDefault);
        return HttpResponse.json(addressView(address, me));
      }),
    ),

    http.delete(
      route(shopRoutes.address),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const address = own(request, me);
        state.addresses.delete(address.id);
        me.defaultAddressId = defaultAfterDelete(me.defaultAddressId, address.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

export function addressView(address: MockAddress, owner: MockCustomer): Address {
  return {
    '@id': shopIri('addresses', address.id),
    '@type': 'Address',
    id: address.id,
    alias: address.alias,
    company: address.company,
    firstName: address.firstName,
    lastName: address.lastName,
    countryCode: address.countryCode,
    provinceCode: address.provinceCode,
    provinceName: address.provinceName,
    street: address.street,
    street2: address.street2,
    postcode: address.postcode,
    city: address.city,
    phoneNumber: address.phoneNumber,
    phoneNumber2: address.phoneNumber2,
    deliveryInstructions: address.deliveryInstructions,
    isDefault: owner.defaultAddressId === address.id,
  };
}
