/**
 * schema.org data built from the same values the pages print: the 청약 steps as Events and the
 * complex as an ApartmentComplex with a FloorPlan per type of the one unit table.
 */
import type { SiteConfig } from './site.config';
import { eventDates, type ScheduleStep } from './schedule';

export function scheduleEvents(site: SiteConfig, steps: ScheduleStep[]): object[] {
  const organizer = { '@type': 'Organization', name: site.projectName, url: `${site.siteUrl}/` };
  return steps.map((s) => ({
    '@type': 'Event',
    '@id': `${site.siteUrl}/SalesInfo/schedule#${s.key}`,
    name: s.label,
    ...eventDates(s),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: s.where === 'online' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    // Online: 청약홈; the model house; a step with no place (입주) happens at the complex itself.
    location:
      s.where === 'online'
        ? { '@type': 'VirtualLocation', url: s.url ?? site.applyhomeUrl }
        : s.where === 'model-house'
          ? { '@type': 'Place', name: '견본주택', address: { '@type': 'PostalAddress', streetAddress: site.modelHouse.address, addressCountry: 'KR' } }
          : { '@type': 'Place', name: site.projectName, address: { '@type': 'PostalAddress', streetAddress: site.location, addressCountry: 'KR' } },
    ...(s.note ? { description: s.note } : {}),
    organizer,
    url: `${site.siteUrl}/SalesInfo/schedule#${s.key}`,
  }));
}

export function apartmentComplex(site: SiteConfig): object {
  return {
    '@type': 'ApartmentComplex',
    '@id': `${site.siteUrl}/#complex`,
    name: site.projectName,
    address: { '@type': 'PostalAddress', streetAddress: site.location, addressCountry: 'KR' },
    numberOfAccommodationUnits: site.households,
    url: `${site.siteUrl}/BusinessGuide/intro`,
    accommodationFloorPlan: site.units.map((u) => ({
      '@type': 'FloorPlan',
      name: u.label,
      floorSize: { '@type': 'QuantitativeValue', value: u.exclusiveArea, unitCode: 'MTK', unitText: '㎡' },
      numberOfRooms: u.rooms,
      numberOfBathroomsTotal: u.baths,
    })),
  };
}
