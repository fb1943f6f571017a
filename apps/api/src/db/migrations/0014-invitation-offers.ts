export const invitationOffers = {
  id: 14,
  name: 'invitations are offers: declined offers, several offers per person, one accepted seat',
  statements: [
    // docs/licences.md#offers: the invitee answers an offer herself; a declined one stays in the
    // owner's list, holding no seat, until she removes it.
    'alter table licenses drop constraint if exists licenses_status_check',
    "alter table licenses add constraint licenses_status_check check (status in ('active', 'pending', 'declined'))",
    // docs/licences.md#one-seat-per-person: she may be offered seats by several owners (an inviter is
    // never told she is offered another), but holds one accepted seat at most.
    'drop index if exists licenses_one_per_user',
    "create unique index licenses_one_active_per_user on licenses (user_id) where status = 'active'",
    'create index licenses_user on licenses (user_id)',
    // What the invitee's accept and decline calls name: the offer, without the owner's subscription token.
    'alter table licenses add column id uuid not null default gen_random_uuid()',
    'create unique index licenses_id on licenses (id)',
  ],
} as const;
