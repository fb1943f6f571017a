export const appAuthorization = {
  id: 17,
  name: "the Windows app's authorization server state: codes, tokens, grants and interactions",
  statements: [
    // docs/desktop-app.md#state: every record the authorization server keeps (an interaction, an
    // authorization code, an access or refresh token, a grant, a session of its own), by its kind
    // and id, so any API process on this database continues a flow another one started.
    `create table app_auth_records (
       kind text not null,
       id text not null,
       payload jsonb not null,
       grant_id text,
       user_code text,
       uid text,
       expires_at timestamptz,
       consumed_at timestamptz,
       primary key (kind, id))`,
    // A grant revoked (a refresh token used twice, a code used twice) ends all its records at once.
    'create index app_auth_records_grant on app_auth_records (grant_id) where grant_id is not null',
    'create index app_auth_records_uid on app_auth_records (uid) where uid is not null',
    'create index app_auth_records_user_code on app_auth_records (user_code) where user_code is not null',
    'create index app_auth_records_expires on app_auth_records (expires_at) where expires_at is not null',
  ],
} as const;
