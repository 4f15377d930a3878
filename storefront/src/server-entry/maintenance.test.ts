import { describe, expect, it } from 'vitest';
import { maintenanceConfig, maintenancePageFor, withoutScripts } from './maintenance.ts';

describe('routes under maintenance', () => {
  const config = maintenanceConfig({
    MAINTENANCE_ROUTES: ' /commande/* , /magasins/ ,nonsense',
    MAINTENANCE_RETRY_AFTER: '600',
  });

  it('reads the routes and the wait from the environment, nothing when unset', () => {
    expect(config).toEqual({
      routes: [
        { prefix: '/commande/', below: true },
        { prefix: '/magasins/', below: false },
      ],
      retryAfterSeconds: 600,
    });
    expect(maintenanceConfig({})).toBeNull();
    expect(maintenanceConfig({ MAINTENANCE_ROUTES: '/faq/', MAINTENANCE_RETRY_AFTER: 'soon' })?.retryAfterSeconds).toBe(
      3600,
    );
  });

  it('covers a route, what is below a starred one, and the Dutch twins, in the visitor language', () => {
    expect(maintenancePageFor('/commande/ABC/confirmation/', config)).toBe('/maintenance/');
    expect(maintenancePageFor('/nl/bestelling/ABC/', config)).toBe('/nl/maintenance/');
    expect(maintenancePageFor('/magasins/', config)).toBe('/maintenance/');
    expect(maintenancePageFor('/nl/winkels', config)).toBe('/nl/maintenance/');
    // Not starred: the store pages below stay open; other pages and the maintenance page itself too.
    expect(maintenancePageFor('/magasins/liege/', config)).toBeNull();
    expect(maintenancePageFor('/panier/', config)).toBeNull();
    expect(maintenancePageFor('/maintenance/', maintenanceConfig({ MAINTENANCE_ROUTES: '/*' }))).toBeNull();
    expect(maintenancePageFor('/commande/', null)).toBeNull();
  });

  it('serves the page without its scripts (the router would show the route own 404), structured data kept', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"><script nonce="x">boot()</script></head>' +
      '<body><h1>Site en maintenance</h1><script type="application/ld+json">{}</script><script src="/b.js"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head></head><body><h1>Site en maintenance</h1><script type="application/ld+json">{}</script></body>',
    );
  });
});
